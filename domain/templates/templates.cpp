#include "domain/templates/templates.hpp"

#include "domain/schema/schema.hpp"

#include <boost/json.hpp>

#include <array>

namespace cxs::domain::templates {
namespace {

// Hints are phrases clinicians actually say, including Indian shorthand ("k/c/o", "1-0-1")
// and common code-mixed words, so the rule-based extractor finds each field.

constexpr std::string_view opd_consult = R"json({
"schema":{"sections":[
 {"id":"presentingComplaint","title":"Presenting complaint","fields":[
  {"key":"chiefComplaint","label":"Chief complaint","type":"text","required":true,"description":"Main reason for the visit, in the patient's words, with its duration.","hints":["complaining of","c/o","came with","problem since"]},
  {"key":"complaintDuration","label":"Duration","type":"string","description":"How long the main complaint has lasted, e.g. 3 days.","hints":["since","for the last","days back"]},
  {"key":"historyOfPresentIllness","label":"History of present illness","type":"text","description":"Onset, progression, aggravating and relieving factors."},
  {"key":"associatedSymptoms","label":"Associated symptoms","type":"string-list","hints":["also has","along with","bukhar","khansi","sar dard"]}]},
 {"id":"history","title":"History","fields":[
  {"key":"pastMedicalHistory","label":"Past medical history","type":"string-list","hints":["known case of","k/c/o","history of","on treatment for"]},
  {"key":"currentMedications","label":"Current medications","type":"medication-list","description":"Medicines the patient already takes before this visit.","hints":["already taking","on tablet"]},
  {"key":"allergies","label":"Allergies","type":"allergy-list","hints":["allergic to","allergy","reaction to"]},
  {"key":"smokingStatus","label":"Smoking status","type":"enum","enum":["never","former","current","unknown"],"hints":["smoker","bidi","cigarette"]},
  {"key":"alcoholUse","label":"Alcohol use","type":"enum","enum":["none","occasional","regular","unknown"],"hints":["alcohol","drinks"]}]},
 {"id":"examination","title":"Examination","fields":[
  {"key":"vitals","label":"Vitals","type":"vitals-block","hints":["BP","pulse","temperature","SpO2","sugar","weight"]},
  {"key":"generalExamination","label":"General examination","type":"text","hints":["pallor","icterus","cyanosis","clubbing","oedema"]},
  {"key":"systemicExamination","label":"Systemic examination","type":"text","hints":["chest clear","CVS","S1 S2","P/A soft","CNS"]}]},
 {"id":"assessment","title":"Assessment","fields":[
  {"key":"diagnoses","label":"Diagnoses","type":"diagnosis-list","required":true,"hints":["diagnosis","impression","likely","suspect","provisional"]}]},
 {"id":"plan","title":"Plan","fields":[
  {"key":"medications","label":"Prescribed medications","type":"medication-list","hints":["start","give","tablet","syrup","1-0-1"]},
  {"key":"investigations","label":"Investigations","type":"investigation-list","hints":["CBC","get done","test","X-ray","report"]},
  {"key":"advice","label":"Advice","type":"string-list","hints":["advised","avoid","drink plenty"]},
  {"key":"followUp","label":"Follow-up","type":"object","fields":[
   {"key":"followUpInDays","label":"Review after (days)","type":"integer","hints":["review after","come back after","follow up in"]},
   {"key":"followUpReason","label":"Review for","type":"string","hints":["with reports","for review"]},
   {"key":"returnPrecautions","label":"Return earlier if","type":"string-list","hints":["come immediately if","if it gets worse"]}]}]}]},
"systemPrompt":"You are documenting an outpatient (OPD) consultation for the treating doctor. Extract only what is stated in the transcript; never infer a diagnosis, dose, finding or follow-up that was not said. Symptoms the patient denies are absent, not complaints. Record medicines with generic name, dose, route, frequency (OD, BD, TDS, QID, HS, SOS) and duration; Indian shorthand such as 1-0-1 means twice daily. Keep narrative fields short and factual, and leave a field empty rather than guess.",
"inputs":[
 {"key":"patientAgeYears","type":"integer","description":"Age in completed years; used to interpret vitals and doses."},
 {"key":"patientSex","type":"string","description":"female, male or other."},
 {"key":"department","type":"string","description":"OPD department, e.g. General Medicine."},
 {"key":"visitType","type":"string","description":"new or follow-up."}],
"insights":{"enabled":true,"kinds":["abnormal-vitals","red-flags","drug-allergy","duplicate-therapy","missing-follow-up"]}
})json";

constexpr std::string_view discharge_summary = R"json({
"schema":{"sections":[
 {"id":"admission","title":"Admission","fields":[
  {"key":"admissionDate","label":"Date of admission","type":"date","required":true,"hints":["admitted on","DOA"]},
  {"key":"dischargeDate","label":"Date of discharge","type":"date","required":true,"hints":["discharged on","DOD"]},
  {"key":"presentingComplaints","label":"Presenting complaints","type":"text","hints":["presented with","admitted with","brought with"]},
  {"key":"admissionDiagnoses","label":"Diagnoses at admission","type":"diagnosis-list","hints":["admitted as a case of","provisional diagnosis"]}]},
 {"id":"hospitalCourse","title":"Course in hospital","fields":[
  {"key":"hospitalCourse","label":"Hospital course","type":"text","required":true,"description":"Treatment given and response, day by day only where it changed management."},
  {"key":"proceduresPerformed","label":"Procedures performed","type":"string-list","hints":["underwent","procedure","surgery done"]},
  {"key":"significantInvestigations","label":"Significant investigations","type":"investigation-list","hints":["reports showed","HbA1c","creatinine","echo","CT"]},
  {"key":"complications","label":"Complications","type":"string-list","hints":["complicated by","developed"]}]},
 {"id":"discharge","title":"At discharge","fields":[
  {"key":"finalDiagnoses","label":"Final diagnoses","type":"diagnosis-list","required":true,"hints":["final diagnosis","discharged with diagnosis"]},
  {"key":"conditionAtDischarge","label":"Condition at discharge","type":"enum","enum":["improved","stable","unchanged","deteriorated","discharged-against-medical-advice","referred"],"hints":["condition at discharge","haemodynamically stable","LAMA","DAMA"]},
  {"key":"dischargeVitals","label":"Vitals at discharge","type":"vitals-block"},
  {"key":"allergies","label":"Allergies","type":"allergy-list","hints":["allergic to","allergy"]},
  {"key":"dischargeMedications","label":"Medications on discharge","type":"medication-list","required":true,"hints":["continue","discharge medications","tab","inj"]},
  {"key":"stoppedMedications","label":"Medications stopped","type":"string-list","hints":["stop","discontinue"]}]},
 {"id":"afterCare","title":"After care","fields":[
  {"key":"followUpPlan","label":"Follow-up","type":"object","fields":[
   {"key":"followUpDate","label":"Follow-up date","type":"date","hints":["review on","follow up on"]},
   {"key":"followUpWith","label":"Follow up with","type":"string","hints":["in medicine OPD","with Dr"]},
   {"key":"pendingResults","label":"Results pending at discharge","type":"string-list","hints":["awaited","pending"]}]},
  {"key":"dietAdvice","label":"Diet","type":"string","hints":["diabetic diet","low salt","soft diet"]},
  {"key":"activityAdvice","label":"Activity","type":"string","hints":["bed rest","avoid lifting","walk"]},
  {"key":"warningSigns","label":"Return immediately if","type":"string-list","hints":["come back immediately if","report to emergency"]}]}]},
"systemPrompt":"You are preparing an inpatient discharge summary from the treating team's dictation. Use only facts stated in the dictation. Dates are calendar dates in YYYY-MM-DD. List final diagnoses separately from admission diagnoses, and discharge medications separately from medicines stopped during the stay. Every discharge medicine needs dose, frequency and duration as dictated; do not complete missing values. Keep the hospital course concise and chronological.",
"inputs":[
 {"key":"wardName","type":"string","description":"Ward or unit the patient was discharged from."},
 {"key":"treatingConsultant","type":"string","description":"Consultant in charge of the admission."},
 {"key":"admissionType","type":"string","description":"emergency or elective."}],
"insights":{"enabled":true,"kinds":["drug-allergy","duplicate-therapy","missing-follow-up","clinical-foundation"]}
})json";

constexpr std::string_view prescription = R"json({
"schema":{"sections":[
 {"id":"diagnosis","title":"Diagnosis","fields":[
  {"key":"diagnoses","label":"Diagnoses","type":"diagnosis-list","hints":["diagnosis","for","suffering from"]}]},
 {"id":"rx","title":"Prescription","fields":[
  {"key":"medications","label":"Medications","type":"medication-list","required":true,"description":"Each medicine with dose, route, frequency, timing relative to food and duration.","hints":["tab","cap","syp","inj","1-0-1","after food","before food"]},
  {"key":"allergies","label":"Allergies","type":"allergy-list","hints":["allergic to","no known drug allergies","NKDA"]},
  {"key":"prescriptionType","label":"Prescription type","type":"enum","enum":["new","continuation","modified"],"hints":["continue same","change to","new medicine"]}]},
 {"id":"orders","title":"Orders and advice","fields":[
  {"key":"investigations","label":"Investigations","type":"investigation-list","hints":["get done","test","check"]},
  {"key":"nonDrugAdvice","label":"Advice","type":"string-list","hints":["advised","avoid","exercise"]},
  {"key":"dietAdvice","label":"Diet","type":"string","hints":["diet","low salt","avoid oily food","sugar free"]},
  {"key":"reviewAfterDays","label":"Review after (days)","type":"integer","hints":["review after","come back after","show after"]}]}]},
"systemPrompt":"You are writing a prescription from the doctor's dictation. Record every medicine exactly as dictated: generic name (and brand if said), strength, dose, route, frequency (OD, BD, TDS, QID, HS, SOS, STAT, WEEKLY), timing relative to food, and duration. Indian dosing shorthand 1-0-1 means morning and night (BD); 1-1-1 means TDS; 0-0-1 means HS. Never invent a dose, strength or duration that was not said. 'No known drug allergies' means an empty allergy list.",
"inputs":[
 {"key":"patientAgeYears","type":"integer","description":"Age in completed years."},
 {"key":"patientWeightKg","type":"number","description":"Weight in kg; needed to check paediatric doses."},
 {"key":"pregnant","type":"boolean","description":"True when the patient is pregnant."},
 {"key":"prescriberRegistrationNumber","type":"string","required":true,"description":"Medical council registration number printed on the prescription."}],
"insights":{"enabled":true,"kinds":["drug-allergy","duplicate-therapy"]}
})json";

constexpr std::string_view vitals_triage = R"json({
"schema":{"sections":[
 {"id":"arrival","title":"Arrival","fields":[
  {"key":"presentingComplaint","label":"Presenting complaint","type":"string","required":true,"hints":["brought with","complaining of","c/o"]},
  {"key":"complaintOnset","label":"Onset","type":"string","hints":["since","started","sudden"]},
  {"key":"arrivalMode","label":"Mode of arrival","type":"enum","enum":["walk-in","ambulance","referred","brought-by-police"],"hints":["came by","108 ambulance","referred from"]}]},
 {"id":"vitalSigns","title":"Vital signs","fields":[
  {"key":"vitals","label":"Vitals","type":"vitals-block","required":true,"hints":["BP","pulse","RR","temp","SpO2","GRBS"]},
  {"key":"painScore","label":"Pain score (0-10)","type":"integer","hints":["pain score","out of 10"]},
  {"key":"consciousness","label":"Consciousness (AVPU)","type":"enum","enum":["alert","voice","pain","unresponsive"],"hints":["conscious","oriented","drowsy","unresponsive"]}]},
 {"id":"risk","title":"Risk","fields":[
  {"key":"redFlags","label":"Red-flag findings","type":"string-list","hints":["chest pain","breathlessness","seizure","bleeding","unconscious"]},
  {"key":"allergies","label":"Allergies","type":"allergy-list","hints":["allergic to","allergy"]},
  {"key":"knownConditions","label":"Known conditions","type":"string-list","hints":["known case of","k/c/o"]},
  {"key":"pregnant","label":"Pregnant","type":"boolean","hints":["pregnant","months pregnant","LMP"]}]},
 {"id":"triage","title":"Triage decision","fields":[
  {"key":"triageCategory","label":"Triage category","type":"enum","enum":["red","yellow","green"],"description":"Red: immediate; yellow: urgent, seen within 30 minutes; green: can wait.","required":true,"hints":["triage red","priority","category"]},
  {"key":"disposition","label":"Sent to","type":"enum","enum":["resuscitation-bay","emergency-bay","observation","opd","referred-out"],"hints":["shift to","send to","move to"]}]}]},
"systemPrompt":"You are recording an emergency triage assessment spoken by a triage nurse or doctor. Capture every vital sign with its unit exactly as read; do not round or convert beyond unit normalisation. Record the triage category only when it is stated. List red-flag findings that were observed or reported, not ones that were ruled out. Be brief: this record is read in seconds.",
"inputs":[
 {"key":"patientAgeYears","type":"integer","description":"Age in completed years; vital ranges depend on it."},
 {"key":"arrivalTime","type":"string","description":"Local arrival time, HH:MM."},
 {"key":"triageStaffId","type":"string","description":"Identifier of the staff member doing triage."}],
"insights":{"enabled":true,"kinds":["abnormal-vitals","red-flags"]}
})json";

constexpr std::string_view referral_letter = R"json({
"schema":{"sections":[
 {"id":"referral","title":"Referral","fields":[
  {"key":"referredTo","label":"Referred to","type":"object","required":true,"fields":[
   {"key":"specialty","label":"Specialty","type":"string","required":true,"hints":["refer to","cardiology","nephrology","surgery"]},
   {"key":"facility","label":"Facility","type":"string","hints":["at","hospital","medical college"]},
   {"key":"consultantName","label":"Consultant","type":"string","hints":["Dr","sir","madam"]}]},
  {"key":"urgency","label":"Urgency","type":"enum","required":true,"enum":["routine","urgent","emergency"],"hints":["urgent","immediately","at the earliest","routine"]},
  {"key":"reasonForReferral","label":"Reason for referral","type":"text","required":true,"hints":["for further management","for opinion","kindly evaluate"]}]},
 {"id":"clinicalSummary","title":"Clinical summary","fields":[
  {"key":"presentingHistory","label":"History","type":"text"},
  {"key":"examinationFindings","label":"Examination findings","type":"text","hints":["on examination","o/e"]},
  {"key":"vitals","label":"Vitals","type":"vitals-block"},
  {"key":"workingDiagnoses","label":"Working diagnoses","type":"diagnosis-list","hints":["diagnosis","impression","suspected"]}]},
 {"id":"treatment","title":"Treatment so far","fields":[
  {"key":"currentMedications","label":"Current medications","type":"medication-list"},
  {"key":"allergies","label":"Allergies","type":"allergy-list","hints":["allergic to","allergy"]},
  {"key":"investigationsDone","label":"Investigations done","type":"investigation-list","hints":["reports","done on","showed"]},
  {"key":"treatmentGiven","label":"Treatment given","type":"text","hints":["given","started on","stabilised with"]}]},
 {"id":"request","title":"Request","fields":[
  {"key":"questionsForSpecialist","label":"Questions for the specialist","type":"string-list","hints":["kindly advise","opinion regarding","please evaluate"]},
  {"key":"modeOfTransfer","label":"Mode of transfer","type":"enum","enum":["self","ambulance","not-applicable"],"hints":["by ambulance","on his own"]}]}]},
"systemPrompt":"You are drafting a referral letter from the referring doctor's dictation. State the specialty referred to, the urgency and the reason exactly as dictated. Summarise history, findings and treatment so far in short factual sentences the receiving specialist can act on. Include only medicines, allergies and results that were mentioned; never add a diagnosis that was not stated.",
"inputs":[
 {"key":"referringClinician","type":"string","required":true,"description":"Name of the referring doctor as it should appear on the letter."},
 {"key":"referringFacility","type":"string","description":"Clinic or hospital the referral comes from."},
 {"key":"referralDate","type":"date","description":"Date of the referral, YYYY-MM-DD."}],
"insights":{"enabled":true,"kinds":["red-flags","drug-allergy"]}
})json";

constexpr std::array<starter_template, 5> catalogue{{
    {"opd-consult", "OPD consultation",
     "Outpatient consult note: complaint, history, vitals, diagnoses, prescription, investigations and follow-up.",
     opd_consult},
    {"discharge-summary", "Discharge summary",
     "Inpatient discharge summary: admission, hospital course, final diagnoses, discharge medicines and after care.",
     discharge_summary},
    {"prescription", "Prescription",
     "Medicines with dose, route, frequency and duration, plus allergies, investigations and review date.",
     prescription},
    {"vitals-triage", "Vitals and triage",
     "Emergency triage: presenting complaint, vitals, AVPU, red flags and the triage category.", vitals_triage},
    {"referral-letter", "Referral letter",
     "Referral to a specialist: urgency, reason, clinical summary, treatment so far and questions.", referral_letter},
}};

} // namespace

std::span<const starter_template> all() noexcept { return catalogue; }

const starter_template* find(std::string_view id) noexcept {
  for (const auto& t : catalogue) {
    if (t.id == id) {
      return &t;
    }
  }
  return nullptr;
}

boost::json::object draft(const starter_template& t) {
  boost::system::error_code ec;
  auto parsed = boost::json::parse(t.draft_json, ec);
  if (ec || !parsed.is_object()) {
    // Unreachable: templates_test parses and validates every template.
    return schema::blank_draft();
  }
  return std::move(parsed.as_object());
}

boost::json::value list_json() {
  boost::json::array items;
  for (const auto& t : catalogue) {
    auto d = draft(t);
    items.push_back(boost::json::object{{"id", t.id},
                                        {"name", t.name},
                                        {"description", t.description},
                                        {"schema", std::move(d["schema"])},
                                        {"systemPrompt", std::move(d["systemPrompt"])},
                                        {"inputs", std::move(d["inputs"])},
                                        {"insights", std::move(d["insights"])}});
  }
  return boost::json::object{{"items", std::move(items)}};
}

} // namespace cxs::domain::templates
