// Unit tests of domain/extraction/engine: every field type and medical primitive,
// negation traps, NKDA, code-mix, and evidence offsets checked by slicing the text in
// code points (Devanagari and Tamil around English clinical content).

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"
#include "domain/templates/templates.hpp"

namespace ex = cxs::domain::extraction;
namespace schema = cxs::domain::schema;
namespace json = boost::json;

namespace {

schema::extraction_schema parse(std::string_view fields_json) {
  const std::string doc = R"({"sections":[{"id":"s","title":"S","fields":)" + std::string(fields_json) + "}]}";
  std::vector<schema::problem> problems;
  auto s = schema::parse_schema(json::parse(doc), "schema", problems);
  EXPECT_TRUE(s.has_value()) << (problems.empty() ? "" : problems.front().field + ": " + problems.front().message);
  return s.value_or(schema::extraction_schema{});
}

const schema::extraction_schema& primitives() {
  static const auto s = parse(R"j([
    {"key":"vitals","label":"Vitals","type":"vitals-block"},
    {"key":"meds","label":"Medications","type":"medication-list"},
    {"key":"dx","label":"Diagnoses","type":"diagnosis-list"},
    {"key":"allergies","label":"Allergies","type":"allergy-list"},
    {"key":"inv","label":"Investigations","type":"investigation-list"}])j");
  return s;
}

json::object run(std::string_view text, const ex::extraction_options& options = {}) {
  return ex::extract(text, primitives(), options).data;
}

// Code-point slice [start, end) of UTF-8 `text`, computed independently of the engine.
std::string cp_slice(std::string_view text, std::size_t start, std::size_t end) {
  std::string out;
  std::size_t cp = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const bool lead = (c & 0xC0U) != 0x80U;
    if (lead && i > 0) {
      ++cp;
    }
    if (cp >= start && cp < end) {
      out.push_back(text[i]);
    }
  }
  return out;
}

std::string evidence_of(std::string_view text, const json::value& item) {
  const auto& ev = item.at("evidence").as_object();
  return cp_slice(text, static_cast<std::size_t>(ev.at("start").to_number<std::int64_t>()),
                  static_cast<std::size_t>(ev.at("end").to_number<std::int64_t>()));
}

std::vector<std::string> names(const json::value& list, std::string_view key = "name") {
  std::vector<std::string> out;
  if (list.is_array()) {
    for (const auto& i : list.as_array()) {
      out.emplace_back(i.at(key).as_string());
    }
  }
  return out;
}

bool has(const std::vector<std::string>& v, std::string_view s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

const json::object* find_named(const json::value& list, std::string_view name, std::string_view key = "name") {
  if (!list.is_array()) {
    return nullptr;
  }
  for (const auto& i : list.as_array()) {
    if (i.at(key).as_string() == name) {
      return &i.as_object();
    }
  }
  return nullptr;
}

} // namespace

// ---------------------------------------------------------------------------------------
// vitals-block

TEST(EngineVitals, BlockWithCodePointEvidence) {
  const std::string_view text = "BP 130/85, pulse 72, temp 101 F, SpO2 96%.";
  const auto data = run(text);
  const auto& v = data.at("vitals").as_object();
  EXPECT_EQ(v.at("bloodPressure").at("systolic").to_number<int>(), 130);
  EXPECT_EQ(v.at("bloodPressure").at("diastolic").to_number<int>(), 85);
  EXPECT_EQ(v.at("heartRate").at("value").to_number<int>(), 72);
  EXPECT_EQ(v.at("temperature").at("unit").as_string(), "Cel");
  EXPECT_EQ(v.at("temperature").at("original").at("unit").as_string(), "[degF]");
  EXPECT_EQ(evidence_of(text, v.at("bloodPressure")), "BP 130/85");
  EXPECT_NE(evidence_of(text, v.at("spo2")).find("96"), std::string::npos);
}

TEST(EngineVitals, ImplausibleReadingBecomesWarning) {
  const std::string_view text = "Pulse 400 today. BP 120/80.";
  const auto result = ex::extract(text, primitives());
  EXPECT_FALSE(result.data.at("vitals").as_object().contains("heartRate"));
  ASSERT_EQ(result.warnings.size(), 1U);
  EXPECT_EQ(result.warnings[0].field, "vitals.heartRate");
  EXPECT_EQ(result.warnings[0].code, "IMPLAUSIBLE_VITAL");
  EXPECT_EQ(cp_slice(text, result.warnings[0].start, result.warnings[0].end), "Pulse 400");
  const auto array = ex::to_json(result.warnings);
  EXPECT_EQ(array.at(0).at("field").as_string(), "vitals.heartRate");
  EXPECT_TRUE(array.at(0).at("evidence").as_object().contains("start"));
}

TEST(EngineVitals, RangeSanityOffKeepsFlaggedReading) {
  ex::extraction_options o;
  o.vital_range_sanity = false;
  const auto result = ex::extract("Pulse 400 today.", primitives(), o);
  EXPECT_TRUE(result.warnings.empty());
  EXPECT_EQ(result.data.at("vitals").at("heartRate").at("flag").as_string(), "implausible");
}

TEST(EngineVitals, NoneFoundIsNull) { EXPECT_TRUE(run("Patient feels well.").at("vitals").is_null()); }

TEST(EngineVitals, HomeReadingInDialogueIsDropped) {
  const std::string_view text =
      "[doctor] how have your sugars been ?\n"
      "[patient] my blood sugar has been running about one thirty at home .\n"
      "[doctor] okay . your blood pressure today is one twenty over eighty .\n";
  const auto v = run(text).at("vitals").as_object();
  EXPECT_FALSE(v.contains("bloodGlucose"));
  EXPECT_EQ(v.at("bloodPressure").at("systolic").to_number<int>(), 120);
}

// ---------------------------------------------------------------------------------------
// medication-list

TEST(EngineMedications, PrescriptionShapeAndEvidence) {
  const std::string_view text = "Rx: Tab Dolo 650 1-0-1 x 5 days after food.";
  const auto meds = run(text).at("meds");
  ASSERT_EQ(meds.as_array().size(), 1U);
  const auto& m = meds.as_array()[0];
  EXPECT_EQ(m.at("generic").as_string(), "paracetamol");
  EXPECT_EQ(m.at("frequency").as_string(), "BD");
  EXPECT_EQ(m.at("dose").at("value").to_number<int>(), 650);
  EXPECT_EQ(m.at("duration").as_string(), "5 days");
  EXPECT_EQ(evidence_of(text, m), m.at("name").as_string());
}

TEST(EngineMedications, StoppedAvoidedAndConditionalAreNotListed) {
  const auto names_of = names(run("Metformin was stopped. Try not to take any ibuprofen. If the pain does not improve "
                                  "we can consider a steroid injection. Continue amlodipine 5 mg OD.")
                                  .at("meds"));
  EXPECT_TRUE(has(names_of, "amlodipine"));
  EXPECT_FALSE(has(names_of, "Metformin"));
  EXPECT_FALSE(has(names_of, "ibuprofen"));
  EXPECT_EQ(names_of.size(), 1U);
}

TEST(EngineMedications, DoseNotSaidIsNotInvented) {
  const auto m = run("Take Dolo if fever comes, continue pan d").at("meds");
  ASSERT_TRUE(m.is_array());
  for (const auto& item : m.as_array()) {
    EXPECT_TRUE(item.at("dose").is_null()) << json::serialize(item);
  }
}

TEST(EngineMedications, DrugInsideConditionOrTestIsNot) {
  const auto m = run("Impression: nicotine dependence. Her dexamethasone suppression test was normal.").at("meds");
  EXPECT_TRUE(m.is_null()) << json::serialize(m);
}

TEST(EngineMedications, CurrentVersusPrescribedFields) {
  const auto s = parse(R"j([
    {"key":"current","label":"Current medications","type":"medication-list","description":"Medicines the patient already takes."},
    {"key":"prescribed","label":"Prescribed medications","type":"medication-list"}])j");
  const auto data = ex::extract("She is taking metformin 500 mg BD.\nPlan: start amlodipine 5 mg OD.", s).data;
  EXPECT_EQ(names(data.at("current")), std::vector<std::string>{"metformin"});
  EXPECT_EQ(names(data.at("prescribed")), std::vector<std::string>{"amlodipine"});
}

// ---------------------------------------------------------------------------------------
// diagnosis-list

TEST(EngineDiagnoses, AssessmentConfirmedWithCodes) {
  const std::string_view text = "Assessment: Type 2 diabetes mellitus, hypertension.";
  const auto dx = run(text).at("dx");
  const auto* dm = find_named(dx, "Type 2 diabetes mellitus");
  const auto* htn = find_named(dx, "Hypertension");
  ASSERT_NE(dm, nullptr);
  ASSERT_NE(htn, nullptr);
  EXPECT_EQ(dm->at("icd10").as_string(), "E11.9");
  EXPECT_EQ(htn->at("icd10").as_string(), "I10");
  EXPECT_EQ(htn->at("status").as_string(), "confirmed");
  EXPECT_EQ(evidence_of(text, *htn), "hypertension");
}

TEST(EngineDiagnoses, NegationTraps) {
  const auto dx = names(run("No history of asthma. Denies chest pain. Mother has diabetes. If you develop cough, come "
                            "back. Impression: dengue fever. Malaria ruled out.")
                            .at("dx"));
  EXPECT_TRUE(has(dx, "Dengue fever"));
  EXPECT_FALSE(has(dx, "Asthma"));
  EXPECT_FALSE(has(dx, "Chest pain"));
  EXPECT_FALSE(has(dx, "Type 2 diabetes mellitus"));
  EXPECT_FALSE(has(dx, "Cough"));
  EXPECT_FALSE(has(dx, "Malaria"));
}

TEST(EngineDiagnoses, NegationOffListsEverything) {
  ex::extraction_options o;
  o.negation = false;
  const auto dx = names(run("Malaria ruled out. Mother has diabetes.", o).at("dx"));
  EXPECT_TRUE(has(dx, "Malaria"));
  EXPECT_TRUE(has(dx, "Type 2 diabetes mellitus"));
}

TEST(EngineDiagnoses, UncertainIsProvisional) {
  const auto dx = run("Impression: ?typhoid. r/o dengue. Suspected malaria. Likely viral fever.").at("dx");
  for (const auto* name : {"Typhoid fever", "Dengue fever", "Malaria", "Viral fever"}) {
    const auto* d = find_named(dx, name);
    ASSERT_NE(d, nullptr) << name;
    EXPECT_EQ(d->at("status").as_string(), "provisional") << name;
  }
}

TEST(EngineDiagnoses, DialogueDenialAndHistoryOnly) {
  const std::string_view text =
      "[doctor] any chest pain ?\n[patient] no .\n"
      "[doctor] you had asthma as a child .\n[patient] yes .\n"
      "[doctor] so my assessment is that you have hypertension and i want to start amlodipine .\n";
  const auto dx = names(run(text).at("dx"));
  EXPECT_EQ(dx, std::vector<std::string>{"Hypertension"});
}

TEST(EngineDiagnoses, DialogueListsOnlyAssessedConditions) {
  const std::string_view text =
      "[doctor] hi . so you have a history of migraines and you came in for your blood pressure .\n"
      "[patient] yes , the headaches are better .\n[doctor] good . let me examine you .\n"
      "[patient] okay .\n[doctor] your lungs are clear .\n[patient] okay .\n"
      "[doctor] so for my assessment and plan , for your hypertension , continue lisinopril .\n";
  const auto dx = names(run(text).at("dx"));
  EXPECT_TRUE(has(dx, "Hypertension"));
  EXPECT_FALSE(has(dx, "Migraine"));
}

TEST(EngineDiagnoses, NotAProblemCues) {
  const auto dx = names(run("Assessment: i do n't see any evidence of a fracture. Risks include infection and stroke. "
                            "Possible etiologies such as gerd or gastritis. Lumbar disc prolapse.")
                            .at("dx"));
  EXPECT_FALSE(has(dx, "Fracture"));
  EXPECT_FALSE(has(dx, "Stroke"));
  EXPECT_FALSE(has(dx, "Gastritis"));
}

TEST(EngineDiagnoses, ExplainedSymptomDroppedUnlessHintsAskForSymptoms) {
  const std::string_view text = "Assessment: cough due to acute bronchitis.";
  const auto plain = names(run(text).at("dx"));
  EXPECT_TRUE(std::any_of(plain.begin(), plain.end(), [](const std::string& n) {
    return n.find("ronchitis") != std::string::npos;
  })) << json::serialize(run(text).at("dx"));
  EXPECT_FALSE(has(plain, "Cough"));
  const auto s = parse(R"j([{"key":"problems","label":"Problems and symptoms","type":"diagnosis-list"}])j");
  const auto with = names(ex::extract(text, s).data.at("problems"));
  EXPECT_TRUE(has(with, "Cough"));
}

TEST(EngineDiagnoses, LateralityAndStatedSiteKept) {
  const auto dx = names(run("Assessment: right knee pain. Distal phalanx fracture of the middle finger.").at("dx"));
  EXPECT_TRUE(has(dx, "Right knee pain")) << ::testing::PrintToString(dx);
  EXPECT_TRUE(std::any_of(dx.begin(), dx.end(), [](const std::string& n) {
    return n.find("phalanx fracture of the middle finger") != std::string::npos;
  })) << ::testing::PrintToString(dx);
}

TEST(EngineDiagnoses, AllergyReactionIsNotADiagnosis) {
  const auto data = run("Severe anaphylaxis to sulfa.");
  EXPECT_TRUE(data.at("dx").is_null()) << json::serialize(data.at("dx"));
  EXPECT_EQ(names(data.at("allergies"), "substance"), std::vector<std::string>{"sulfa"});
}

TEST(EngineDiagnoses, CodeMixToggle) {
  const std::string_view text = "Patient ko khansi hai.";
  EXPECT_TRUE(has(names(run(text).at("dx")), "Cough"));
  ex::extraction_options o;
  o.code_mix = false;
  EXPECT_TRUE(run(text, o).at("dx").is_null());
}

// ---------------------------------------------------------------------------------------
// allergy-list

TEST(EngineAllergies, DrugWithReactionAndSnomedFromTable) {
  const std::string_view text = "Allergic to amoxicillin, causes rash.";
  const auto a = run(text).at("allergies");
  ASSERT_EQ(a.as_array().size(), 1U) << json::serialize(a);
  EXPECT_EQ(a.as_array()[0].at("substance").as_string(), "amoxicillin");
  EXPECT_EQ(a.as_array()[0].at("reaction").as_string(), "rash");
  EXPECT_EQ(evidence_of(text, a.as_array()[0]), "amoxicillin");
}

TEST(EngineAllergies, NoKnownAllergiesIsEmptyArrayNeverAnItem) {
  for (const auto* text : {"NKDA.", "No known drug allergies.", "Allergies: no known allergies.",
                           "She is not allergic to anything.",
                           "[doctor] are you allergic to any medications ?\n[patient] no , not that i know of .\n"}) {
    const auto a = run(text).at("allergies");
    ASSERT_TRUE(a.is_array()) << text << " → " << json::serialize(a);
    EXPECT_TRUE(a.as_array().empty()) << text;
  }
}

TEST(EngineAllergies, NotMentionedIsNull) { EXPECT_TRUE(run("Fever for 2 days.").at("allergies").is_null()); }

TEST(EngineAllergies, FreeTextListsAndSeverity) {
  const auto a = run("Allergic to peanuts and dust. Severe anaphylaxis to sulfa. Latex allergy.").at("allergies");
  const auto subs = names(a, "substance");
  EXPECT_TRUE(has(subs, "peanuts"));
  EXPECT_TRUE(has(subs, "dust"));
  EXPECT_TRUE(has(subs, "latex"));
  const auto* sulfa = find_named(a, "sulfa", "substance");
  ASSERT_NE(sulfa, nullptr);
  EXPECT_EQ(sulfa->at("reaction").as_string(), "anaphylaxis");
  EXPECT_EQ(sulfa->at("severity").as_string(), "severe");
}

TEST(EngineAllergies, AHeadingListRunsOnPastSemicolonsAndParentheses) {
  const auto reaction_of = [](const json::value& a, std::string_view substance) -> std::string {
    const auto* item = find_named(a, substance, "substance");
    return item == nullptr ? "<none>" : std::string(item->at("reaction").as_string());
  };
  // A semicolon splits the sentence, not the heading's list; the reaction stays an allergy's.
  const auto data = run("Allergies: Codeine - nausea/vomiting; latex - hives.");
  EXPECT_EQ(reaction_of(data.at("allergies"), "latex"), "hives") << json::serialize(data.at("allergies"));
  EXPECT_TRUE(data.at("dx").is_null()) << json::serialize(data.at("dx"));
  // "PCN" is penicillin; a parenthesised reaction is its item's, and an "and" after it goes on.
  EXPECT_EQ(reaction_of(run("Allergies: Sulfa (rash), PCN (anaphylaxis), shellfish.").at("allergies"), "pcn"),
            "anaphylaxis");
  const auto two = run("Allergy to ibuprofen (swelling of lips) and intolerant of metformin (GI upset).").at("allergies");
  EXPECT_EQ(reaction_of(two, "ibuprofen"), "swelling");
  EXPECT_EQ(reaction_of(two, "metformin"), "stomach upset");
  EXPECT_TRUE(has(names(run("Allergic to penicillin (rash) and sulfa.").at("allergies"), "substance"), "sulfa"));
  // The cue at the end of a relative clause, and "nauseous" as the reaction.
  EXPECT_TRUE(has(names(run("[patient] the only thing i'm allergic to is bees .").at("allergies"), "substance"), "bees"));
  EXPECT_EQ(reaction_of(run("[doctor] any allergies ? [patient] just to morphine , i get really nauseous .")
                            .at("allergies"),
                        "morphine"),
            "nausea");
  // Hindi: a reaction from taking a medicine, and from a "sulfa dawai".
  EXPECT_EQ(reaction_of(run("Brufen lene se saans phoolti hai.").at("allergies"), "Brufen"), "breathlessness");
  EXPECT_TRUE(has(names(run("Inhe sulfa dawai se reaction hua tha.").at("allergies"), "substance"), "sulfa"));
  // A heading that says none: an empty list; "unknown" is not "none known".
  for (const std::string_view none : {"Allergy: Nil.", "Drug allergy: not known.", "Allergies: NKDA"}) {
    const auto a = run(none).at("allergies");
    ASSERT_TRUE(a.is_array()) << none;
    EXPECT_TRUE(a.as_array().empty()) << none;
  }
  EXPECT_TRUE(run("Allergies: unknown").at("allergies").is_null());
  // A part after the semicolon that opens with a label of its own is the next field (review).
  EXPECT_TRUE(run("Allergies: NKDA; Meds: amlodipine 5 mg OD, metformin 500 mg BD.").at("allergies").as_array().empty());
  EXPECT_FALSE(has(names(run("Allergies: sulfa; Current medications: metformin, lisinopril.").at("allergies"),
                         "substance"),
                   "lisinopril"));
  EXPECT_TRUE(has(names(run("Allergies: NKDA; PMH: hypertension, diabetes, asthma.").at("dx")), "Asthma"));
  // Relief of breathing is no reaction: "saans mein aaram".
  EXPECT_TRUE(run("Asthalin lene se saans mein aaram milta hai.").at("allergies").is_null());
  // Counter-examples: a semicolon after a sentence without a heading does not make a list,
  // and "PCN VK" with a dose is a medicine taken.
  EXPECT_TRUE(run("BP is fine; hives are better.").at("allergies").is_null());
  EXPECT_TRUE(run("PCN VK 500 mg QID x 10 days.").at("allergies").is_null());
}

TEST(EngineDiagnoses, ADashSpacedOnBothSidesIsNoPartOfAName) {
  // "Today - loose motions": a note's separator, not a modifier joined by a hyphen.
  EXPECT_TRUE(has(names(run("Codeine - nausea. Today - headache.").at("dx")), "Headache"));
  for (const auto& n : names(run("Today - headache. Left - knee pain.").at("dx"))) {
    EXPECT_EQ(n.find(" - "), std::string::npos) << n;
  }
  // A medicine or a plan's verb before the condition is no modifier of it.
  const auto plan = names(run("Assessment/Plan:\n3. Hypertension - hold lisinopril given AKI.").at("dx"));
  EXPECT_TRUE(has(plan, "Acute kidney injury")) << ::testing::PrintToString(plan);
  // Counter-example: a hyphen inside the words stays ("non-healing ulcer" keeps its modifier).
  const auto attached = names(run("Assessment: non-healing ulcer of the left foot.").at("dx"));
  ASSERT_FALSE(attached.empty());
  EXPECT_NE(attached.front().find("on-healing"), std::string::npos) << ::testing::PrintToString(attached);
}

TEST(EngineAllergies, ReactionLinkedToDrugAndNegatedAllergy) {
  const auto a = names(run("It looks like you get itching with the methylprednisolone. He is not allergic to "
                           "penicillin. Any other allergies to medicines?")
                           .at("allergies"),
                       "substance");
  EXPECT_TRUE(has(a, "methylprednisolone"));
  EXPECT_FALSE(has(a, "penicillin"));
  EXPECT_FALSE(has(a, "medicines"));
}

TEST(EngineAllergies, ReactsToDrugIsAnAllergyNotAMedication) {
  const auto data = run("He reacts to penicillin with rash. She is allergic to sulfa which causes hives. You're "
                        "allergic to augmentin , is that right ? Continue amlodipine 5 mg.");
  const auto a = data.at("allergies");
  const auto* pen = find_named(a, "penicillin", "substance");
  ASSERT_NE(pen, nullptr) << json::serialize(a);
  EXPECT_EQ(pen->at("reaction").as_string(), "rash");
  const auto* sulfa = find_named(a, "sulfa", "substance");
  ASSERT_NE(sulfa, nullptr) << json::serialize(a);
  EXPECT_EQ(sulfa->at("reaction").as_string(), "hives");
  EXPECT_EQ(names(a, "substance").size(), 3U) << json::serialize(a);
  EXPECT_EQ(names(data.at("meds")), std::vector<std::string>{"amlodipine"});
}

TEST(EngineAllergies, ReactionToSomethingElseIsNoAllergy) {
  EXPECT_TRUE(run("He had a violent painful reaction to the introduction of the needle.").at("allergies").is_null());
}

// ---------------------------------------------------------------------------------------
// investigation-list

TEST(EngineInvestigations, ResultedAndOrdered) {
  const std::string_view text = "HbA1c 8.2. Chest x-ray was normal. Plan: CBC, LFT. No MRI needed.";
  const auto inv = run(text).at("inv");
  const auto* a1c = find_named(inv, "Haemoglobin A1c");
  ASSERT_NE(a1c, nullptr) << json::serialize(inv);
  EXPECT_EQ(a1c->at("status").as_string(), "resulted");
  EXPECT_EQ(a1c->at("result").as_string(), "8.2");
  EXPECT_EQ(a1c->at("loinc").as_string(), "4548-4");
  EXPECT_EQ(evidence_of(text, *a1c), "HbA1c");
  const auto* cxr = find_named(inv, "Chest X-ray");
  ASSERT_NE(cxr, nullptr);
  EXPECT_EQ(cxr->at("status").as_string(), "resulted");
  EXPECT_NE(cxr->at("result").as_string().find("normal"), json::string::npos);
  const auto* cbc = find_named(inv, "Complete blood count");
  ASSERT_NE(cbc, nullptr);
  EXPECT_EQ(cbc->at("status").as_string(), "ordered");
  EXPECT_FALSE(cbc->contains("result"));
  EXPECT_EQ(find_named(inv, "MRI"), nullptr);
}

TEST(EngineInvestigations, OrderingWordsInDialogue) {
  const auto inv = run("[doctor] i want to order an echocardiogram and we'll check a lipid panel .\n"
                       "[patient] okay .\n")
                       .at("inv");
  for (const auto* name : {"Echocardiogram", "Lipid panel"}) {
    const auto* i = find_named(inv, name);
    ASSERT_NE(i, nullptr) << name << json::serialize(inv);
    EXPECT_EQ(i->at("status").as_string(), "ordered");
  }
}

TEST(EngineInvestigations, AnalyteFoldsIntoPanelAndVitalsAreNotTests) {
  const auto inv = run("Your total cholesterol was 240. BP 130/80. Reduce your sodium intake.").at("inv");
  const auto n = names(inv);
  EXPECT_TRUE(has(n, "Lipid panel")) << json::serialize(inv);
  EXPECT_FALSE(has(n, "Blood pressure panel"));
  EXPECT_FALSE(has(n, "Basic metabolic panel"));
  const auto* lipids = find_named(inv, "Lipid panel");
  ASSERT_NE(lipids, nullptr);
  EXPECT_NE(lipids->at("result").as_string().find("Total cholesterol"), json::string::npos);
}

TEST(EngineInvestigations, ALabLineWithChemicalSymbolsGivesEachTestItsValue) {
  // "Na 131, K 3.2, creatinine 1.4": the symbols are the tests, and each keeps its own value.
  const auto inv = run("Labs today: Na 131, K 3.2, creatinine 1.4.").at("inv");
  const auto* bmp = find_named(inv, "Basic metabolic panel");
  ASSERT_NE(bmp, nullptr) << json::serialize(inv);
  EXPECT_EQ(bmp->at("result").as_string(), "Sodium: 131; Potassium: 3.2");
  const auto* renal = find_named(inv, "Renal function panel");
  ASSERT_NE(renal, nullptr) << json::serialize(inv);
  EXPECT_EQ(renal->at("result").as_string(), "Creatinine: 1.4");
  const auto hb = run("Hb 8.9 - start iron studies.").at("inv");
  ASSERT_NE(find_named(hb, "Complete blood count"), nullptr) << json::serialize(hb);
  EXPECT_EQ(find_named(hb, "Complete blood count")->at("result").as_string(), "Haemoglobin: 8.9");
  // The sentence's full stop is no part of the last value (review).
  const auto last = run("Na 131, K 3.2, Cl 101, Cr 0.9.").at("inv");
  ASSERT_NE(find_named(last, "Renal function panel"), nullptr) << json::serialize(last);
  EXPECT_EQ(find_named(last, "Renal function panel")->at("result").as_string(), "Creatinine: 0.9");
  // A heading's line stays whole: it is the panel's own result.
  const auto heading = run("BMP: Na 138, K 4.1, Cl 101.").at("inv");
  const auto* line = find_named(heading, "Basic metabolic panel");
  ASSERT_NE(line, nullptr);
  EXPECT_EQ(line->at("result").as_string(), "Na 138, K 4.1, Cl 101");
  // Counter-examples: Hindi "na" and lower case, a vitamin's letter, a tumour marker, a
  // number out of the analyte's range, and a result said in prose keeps its words.
  for (const std::string_view text : {"dard na 3 din se", "na 131 k 3.2", "Vitamin K 10 mg IM given.",
                                      "Ca 19-9 pending.", "K 12 Y 3"}) {
    const auto n = names(run(text).at("inv"));
    EXPECT_FALSE(has(n, "Basic metabolic panel")) << text;
    EXPECT_FALSE(has(n, "Calcium")) << text;
  }
  // A bound is a value too: "Troponin <0.01 x2" was done.
  const auto bounded = run("Troponin <0.01 x2. CRP > 200, procalcitonin 4.5.").at("inv");
  ASSERT_NE(find_named(bounded, "Troponin I (cardiac)"), nullptr) << json::serialize(bounded);
  EXPECT_EQ(find_named(bounded, "Troponin I (cardiac)")->at("status").as_string(), "resulted");
  ASSERT_NE(find_named(bounded, "C-reactive protein"), nullptr);
  EXPECT_EQ(find_named(bounded, "C-reactive protein")->at("result").as_string(), "> 200");
  // In prose a result ends before another test named after its value, at the clause break.
  const auto talk = run("[doctor] your a1c came back at seven point two , and your creatinine is one point eight .").at("inv");
  ASSERT_NE(find_named(talk, "Haemoglobin A1c"), nullptr) << json::serialize(talk);
  EXPECT_EQ(find_named(talk, "Haemoglobin A1c")->at("result").as_string(), "came back at seven point two");
  // Counter-examples: one result said of two tests, and analytes of one panel, stay whole.
  const auto both = run("[doctor] your ekg and troponin are normal .").at("inv");
  ASSERT_NE(find_named(both, "Electrocardiogram"), nullptr) << json::serialize(both);
  EXPECT_EQ(find_named(both, "Electrocardiogram")->at("result").as_string(), "normal");
  const auto lipids = run("The lipid panel showed total cholesterol of 247 , hdl of 66 and ldl of 166 .").at("inv");
  ASSERT_NE(find_named(lipids, "Lipid panel"), nullptr) << json::serialize(lipids);
  EXPECT_NE(find_named(lipids, "Lipid panel")->at("result").as_string().find("ldl of 166"), json::string::npos);
  // An Indian report's "s/o" (suggestive of) is a result; "MRI L-spine" is the spine's MRI.
  const auto usg = run("USG abdomen s/o grade 1 fatty liver. MRI L-spine ordered.").at("inv");
  ASSERT_NE(find_named(usg, "Ultrasound of abdomen"), nullptr) << json::serialize(usg);
  EXPECT_EQ(find_named(usg, "Ultrasound of abdomen")->at("status").as_string(), "resulted");
  EXPECT_NE(find_named(usg, "MRI spine"), nullptr) << json::serialize(usg);
  // Indian lab lines: "S." (serum) and "E." (a genus) end no sentence; a result after a list
  // of tests is each one's; a dash labels a test that opens its line; "65,000" is one number.
  const auto indian = run("Investigations: S. uric acid 8.2. HBsAg, anti-HCV and HIV non-reactive. ECG - NSR. "
                          "Platelets 65,000. USG KUB: right renal calculus 8 mm. Urine culture: E. coli >10^5 CFU.")
                          .at("inv");
  const auto result_of = [&indian](std::string_view name) -> std::string {
    const auto* i = find_named(indian, name);
    if (i == nullptr || !i->contains("result") || i->at("result").is_null()) {
      return "<none>";
    }
    return std::string(i->at("result").as_string());
  };
  EXPECT_EQ(result_of("Uric acid"), "8.2") << json::serialize(indian);
  EXPECT_EQ(result_of("Hepatitis B surface antigen"), "non-reactive");
  EXPECT_EQ(result_of("Hepatitis C antibody"), "non-reactive");
  EXPECT_EQ(result_of("Electrocardiogram"), "NSR");
  EXPECT_EQ(result_of("Complete blood count"), "Platelet count: 65,000");
  EXPECT_EQ(result_of("Ultrasound of kidneys, ureters and bladder"), "right renal calculus 8 mm");
  EXPECT_EQ(result_of("Urine culture"), "E. coli >10^5 CFU");
  // Counter-examples: a dash inside a sentence, a list that is ordered, a capital and dot
  // before a capitalised word (a new sentence).
  EXPECT_EQ(find_named(run("We discussed the ECG - and the echo later.").at("inv"), "Electrocardiogram")
                ->at("status")
                .as_string(),
            "ordered");
  const auto ordered = run("We will check CBC, LFT, RFT and TSH.").at("inv");
  ASSERT_NE(find_named(ordered, "Complete blood count"), nullptr);
  EXPECT_EQ(find_named(ordered, "Complete blood count")->at("status").as_string(), "ordered");
  const auto said = run("Your potassium was 3.2, a little low.").at("inv");
  const auto* prose = find_named(said, "Basic metabolic panel");
  ASSERT_NE(prose, nullptr);
  EXPECT_EQ(prose->at("result").as_string(), "Potassium: 3.2, a little low");
}

// ---------------------------------------------------------------------------------------
// Evidence offsets in code points around Devanagari and Tamil.

TEST(EngineEvidence, CodePointsAroundIndicScripts) {
  const std::string text =
      "रोगी को बुखार है। BP 140/90, pulse 88. Diagnosis: hypertension. தமிழ் உரை Tab amlodipine 5 mg OD. "
      "Allergic to penicillin. HbA1c 7.1.";
  const auto data = run(text);
  EXPECT_EQ(evidence_of(text, data.at("vitals").at("bloodPressure")), "BP 140/90");
  EXPECT_EQ(evidence_of(text, data.at("vitals").at("heartRate")), "pulse 88");
  EXPECT_EQ(evidence_of(text, data.at("meds").as_array().at(0)), "amlodipine");
  EXPECT_EQ(evidence_of(text, *find_named(data.at("dx"), "Hypertension")), "hypertension");
  EXPECT_EQ(evidence_of(text, data.at("allergies").as_array().at(0)), "penicillin");
  EXPECT_EQ(evidence_of(text, data.at("inv").as_array().at(0)), "HbA1c");
}

TEST(EngineEvidence, EveryOffsetInsideTheText) {
  const std::string text =
      "[doctor] नमस्ते . your blood pressure is one forty over ninety today .\n"
      "[patient] எனக்கு cough இருக்கு , also allergic to sulfa .\n"
      "[doctor] my impression is hypertension . start amlodipine five milligrams daily and get a chest x-ray .\n";
  const auto data = run(text);
  std::size_t cps = 0;
  for (const char c : text) {
    cps += (static_cast<unsigned char>(c) & 0xC0U) != 0x80U ? 1 : 0;
  }
  std::size_t checked = 0;
  const auto check = [&](const json::value& item) {
    const auto s = item.at("evidence").at("start").to_number<std::int64_t>();
    const auto e = item.at("evidence").at("end").to_number<std::int64_t>();
    EXPECT_LE(0, s);
    EXPECT_LE(s, e);
    EXPECT_LE(static_cast<std::size_t>(e), cps);
    ++checked;
  };
  for (const auto& [k, v] : data.at("vitals").as_object()) {
    check(v);
  }
  for (const auto* key : {"meds", "dx", "allergies", "inv"}) {
    if (data.at(key).is_array()) {
      for (const auto& i : data.at(key).as_array()) {
        check(i);
      }
    }
  }
  EXPECT_GE(checked, 5U) << json::serialize(data);
}

