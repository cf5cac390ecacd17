// Unit tests of domain/extraction/engine, generic fields (string, text, number, integer,
// boolean, date, enum, string-list, object), the starter templates and collect_facts.
// Primitives and evidence offsets are in engine_test.cpp.

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

bool has(const std::vector<std::string>& v, std::string_view s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

} // namespace

// ---------------------------------------------------------------------------------------
// Generic fields

TEST(EngineFields, StringAfterCueAndSectionFirstLine) {
  const auto s = parse(R"j([
    {"key":"complaint","label":"Presenting complaint","type":"string","hints":["complaining of","c/o"]},
    {"key":"duration","label":"Duration","type":"string","hints":["since","for the last"]},
    {"key":"plan","label":"Plan","type":"string"}])j");
  const auto data = ex::extract("Ramesh, complaining of fever with chills since 3 days.\nPlan: rest and fluids.\nReview.", s)
                        .data;
  EXPECT_EQ(data.at("complaint").as_string(), "fever with chills since 3 days");
  EXPECT_EQ(data.at("duration").as_string(), "3 days");
  EXPECT_EQ(data.at("plan").as_string(), "rest and fluids");
}

TEST(EngineFields, TextSectionAsBulletsOrProse) {
  const auto s = parse(R"j([{"key":"history","label":"History","type":"text"}])j");
  const std::string_view text = "History: Fever for 3 days. Cough since yesterday.\nExamination: chest clear.";
  EXPECT_EQ(ex::extract(text, s).data.at("history").as_string(), "- Fever for 3 days\n- Cough since yesterday");
  ex::extraction_options o;
  o.narrative_bullets = false;
  EXPECT_EQ(ex::extract(text, s, o).data.at("history").as_string(), "Fever for 3 days. Cough since yesterday.");
}

TEST(EngineFields, TextInDialogueIsThePatientsAccount) {
  const auto s = parse(R"j([{"key":"hpi","label":"History of present illness","type":"text"}])j");
  const auto v = ex::extract("[doctor] what brings you in today ?\n[patient] i have had a bad cough for two weeks now .\n"
                             "[doctor] okay .\n[patient] and it gets worse at night when i lie down .\n",
                             s)
                     .data.at("hpi");
  ASSERT_TRUE(v.is_string());
  EXPECT_NE(v.as_string().find("- i have had a bad cough for two weeks now"), json::string::npos);
  EXPECT_NE(v.as_string().find("worse at night"), json::string::npos);
  EXPECT_EQ(v.as_string().find("what brings you"), json::string::npos);
}

TEST(EngineFields, NumbersAgeAndDays) {
  const auto s = parse(R"j([
    {"key":"age","label":"Age","type":"integer"},
    {"key":"followUpInDays","label":"Review after (days)","type":"integer","hints":["review after","follow up in"]},
    {"key":"pain","label":"Pain score","type":"number","hints":["pain score","out of 10"]},
    {"key":"missing","label":"Head circumference","type":"number"}])j");
  const auto data = ex::extract("A 45-year-old man. Pain is 7 out of 10. Follow up in two weeks.", s).data;
  EXPECT_EQ(data.at("age").to_number<int>(), 45);
  EXPECT_EQ(data.at("followUpInDays").to_number<int>(), 14);
  EXPECT_DOUBLE_EQ(data.at("pain").to_number<double>(), 7.0);
  EXPECT_TRUE(data.at("missing").is_null());
}

TEST(EngineFields, BooleanAffirmedNegatedAbsent) {
  const auto s = parse(R"j([{"key":"pregnant","label":"Pregnant","type":"boolean","hints":["months pregnant"]}])j");
  EXPECT_EQ(ex::extract("She is pregnant.", s).data.at("pregnant").as_bool(), true);
  EXPECT_EQ(ex::extract("She is not pregnant.", s).data.at("pregnant").as_bool(), false);
  EXPECT_TRUE(ex::extract("Fever for 2 days.", s).data.at("pregnant").is_null());
}

TEST(EngineFields, DatesExplicitOnly) {
  const auto s = parse(R"j([
    {"key":"admitted","label":"Date of admission","type":"date","hints":["admitted on","DOA"]},
    {"key":"discharged","label":"Date of discharge","type":"date","hints":["discharged on"]},
    {"key":"review","label":"Review date","type":"date","hints":["review on"]}])j");
  const auto data =
      ex::extract("Admitted on 12/03/2024 with fever. Discharged on March 5, 2024. Review on Monday.", s).data;
  EXPECT_EQ(data.at("admitted").as_string(), "2024-03-12");
  EXPECT_EQ(data.at("discharged").as_string(), "2024-03-05");
  EXPECT_TRUE(data.at("review").is_null());
  EXPECT_EQ(ex::extract("DOA: 2024-02-30.", s).data.at("admitted").is_null(), true);  // no such day
  EXPECT_EQ(ex::extract("DOA 5th Jan 2023", s).data.at("admitted").as_string(), "2023-01-05");
}

TEST(EngineFields, EnumBySynonymNegationOrValueWord) {
  const auto s = parse(R"j([
    {"key":"smoking","label":"Smoking status","type":"enum","enum":["never","former","current","unknown"],"hints":["smoker","cigarette"]},
    {"key":"alcohol","label":"Alcohol use","type":"enum","enum":["none","occasional","regular","unknown"],"hints":["alcohol","drinks"]},
    {"key":"severity","label":"Severity","type":"enum","enum":["mild","moderate","severe"]}])j");
  auto data = ex::extract("He quit smoking two years ago. Drinks alcohol occasionally. Moderate dehydration.", s).data;
  EXPECT_EQ(data.at("smoking").as_string(), "former");
  EXPECT_EQ(data.at("alcohol").as_string(), "occasional");
  EXPECT_EQ(data.at("severity").as_string(), "moderate");
  data = ex::extract("Non-smoker. No alcohol.", s).data;
  EXPECT_EQ(data.at("smoking").as_string(), "never");
  EXPECT_EQ(data.at("alcohol").as_string(), "none");
  EXPECT_TRUE(data.at("severity").is_null());
}

TEST(EngineFields, StringListFromSectionHintsAndConcepts) {
  const auto s = parse(R"j([
    {"key":"pmh","label":"Past medical history","type":"string-list"},
    {"key":"advice","label":"Advice","type":"string-list","hints":["advised","avoid"]},
    {"key":"redFlags","label":"Red-flag findings","type":"string-list","hints":["chest pain","breathlessness","seizure"]},
    {"key":"symptoms","label":"Associated symptoms","type":"string-list"},
    {"key":"routes","label":"Routes","type":"string-list","items":{"type":"enum","enum":["oral","iv"]}}])j");
  const auto data = ex::extract("Past medical history: hypertension, asthma.\nComplaints: breathlessness and cough, no "
                                "chest pain.\nPlan: advised rest; avoid cold drinks. Give IV fluids.",
                                s)
                        .data;
  const auto list = [&data](std::string_view key) {
    std::vector<std::string> out;
    EXPECT_TRUE(data.at(key).is_array()) << key;
    for (const auto& v : data.at(key).is_array() ? data.at(key).as_array() : json::array{}) {
      out.emplace_back(v.as_string());
    }
    return out;
  };
  EXPECT_EQ(list("pmh"), (std::vector<std::string>{"hypertension", "asthma"}));
  EXPECT_TRUE(has(list("advice"), "advised rest")) << json::serialize(data.at("advice"));
  EXPECT_TRUE(has(list("advice"), "avoid cold drinks"));
  EXPECT_TRUE(has(list("redFlags"), "Dyspnoea"));
  EXPECT_FALSE(has(list("redFlags"), "Chest pain"));
  EXPECT_TRUE(has(list("symptoms"), "Cough"));
  EXPECT_EQ(list("routes"), std::vector<std::string>{"iv"});
}

TEST(EngineFields, ObjectIsNestedAndEveryKeyPresent) {
  const auto s = parse(R"j([
    {"key":"followUp","label":"Follow-up","type":"object","fields":[
      {"key":"inDays","label":"Review after (days)","type":"integer","hints":["review after"]},
      {"key":"reason","label":"Review for","type":"string","hints":["with reports"]}]},
    {"key":"notes","label":"Other notes","type":"text"}])j");
  const auto data = ex::extract("Review after 5 days with reports of CBC.", s).data;
  ASSERT_TRUE(data.at("followUp").is_object());
  EXPECT_EQ(data.at("followUp").at("inDays").to_number<int>(), 5);
  EXPECT_EQ(data.at("followUp").at("reason").as_string(), "of CBC");
  EXPECT_TRUE(data.at("notes").is_null());
}

TEST(EngineFields, StarterTemplatesFillEveryKey) {
  const std::string_view text =
      "Chief complaint: fever and cough for 3 days.\nHistory: 45 year old male, known case of diabetes on metformin "
      "500 mg BD.\nAllergies: NKDA.\nExamination: BP 130/80, pulse 96, SpO2 97%.\nImpression: viral fever.\nPlan: "
      "CBC. Tab paracetamol 650 mg TDS for 3 days. Review after 3 days.";
  for (const auto& t : cxs::domain::templates::all()) {
    std::vector<schema::problem> problems;
    const auto s = schema::parse_schema(cxs::domain::templates::draft(t).at("schema"), "schema", problems);
    ASSERT_TRUE(s.has_value()) << t.id;
    const auto data = ex::extract(text, *s).data;
    for (const auto& sec : s->sections) {
      for (const auto& f : sec.fields) {
        EXPECT_TRUE(data.contains(f.key)) << t.id << "." << f.key;
        if (f.type == schema::field_type::object) {
          for (const auto& m : f.fields) {
            EXPECT_TRUE(data.at(f.key).as_object().contains(m.key)) << t.id << "." << m.key;
          }
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------
// collect_facts

TEST(EngineFacts, FollowUpSymptomsAndNkda) {
  const auto facts = ex::collect_facts("Fever and cough. NKDA. Impression: viral fever. Review after 5 days.");
  ASSERT_TRUE(facts.follow_up.has_value());
  EXPECT_EQ(facts.follow_up->text, "Review after 5 days");
  EXPECT_TRUE(facts.no_known_allergies);
  EXPECT_TRUE(facts.allergies.empty());
  EXPECT_TRUE(std::find(facts.symptoms.begin(), facts.symptoms.end(), "Cough") != facts.symptoms.end());
  EXPECT_EQ(facts.text.size(), std::string_view("Fever and cough. NKDA. Impression: viral fever. Review after 5 days.").size());
}

// The substances and reactions of a text's allergies, "[substance|reaction]".
static std::string allergy_list(std::string_view text) {
  std::string out;
  for (const auto& a : ex::collect_facts(text).allergies) {
    out += "[" + a.substance + "|" + a.reaction + "]";
  }
  return out;
}

TEST(EngineFacts, AnAnswerToTheAllergyQuestionNamesTheAllergen) {
  // The answer names an allergen or a medicine first; its reaction is the allergy's, not a
  // diagnosis, and the medicine is not one the patient takes.
  EXPECT_EQ(allergy_list("[doctor] any allergies to medications ?\n[patient] just sulfa , it gives me a rash ."),
            "[sulfa|rash]");
  EXPECT_EQ(allergy_list("[doctor] do you have any allergies ?\n[patient] yes , to peanuts ."), "[peanuts|]");
  const auto drug = ex::collect_facts("[doctor] any allergies to medications ?\n[patient] just the amoxicillin .");
  ASSERT_EQ(drug.allergies.size(), 1U);
  EXPECT_EQ(drug.allergies[0].substance, "amoxicillin");
  EXPECT_TRUE(drug.medications.empty());
  EXPECT_TRUE(ex::collect_facts("[doctor] any allergies ?\n[patient] penicillin , i get hives .").diagnoses.empty());
  // Counter-examples: an answer that names something else first, a question about
  // medicines, an answer of no, a statement that is not an answer.
  const auto other = ex::collect_facts("[doctor] any allergies ?\n[patient] i take metformin for sugar .");
  EXPECT_TRUE(other.allergies.empty());
  EXPECT_EQ(other.medications.size(), 1U);
  EXPECT_FALSE(other.diagnoses.empty());
  EXPECT_EQ(allergy_list("[doctor] what medicines are you on ?\n[patient] just the lisinopril ."), "");
  EXPECT_EQ(allergy_list("[doctor] no allergies . any other medicines ?\n[patient] just the lisinopril ."), "");
  EXPECT_EQ(allergy_list("[doctor] any drug allergies ?\n[patient] no ."), "");
  EXPECT_EQ(allergy_list("[patient] peanuts are my favourite snack ."), "");
}

TEST(EngineFacts, AnAnswerToACombinedOrQualifiedQuestionIsNotAnAllergy) {
  // A question about medicines too, an answer that says it is taken or names no allergy, and
  // a complaint later in the answer (a reviewer's regressions).
  const auto both = ex::collect_facts("[doctor] any medications or allergies ?\n[patient] metformin and lisinopril .");
  EXPECT_TRUE(both.allergies.empty());
  EXPECT_EQ(both.medications.size(), 2U);
  EXPECT_EQ(allergy_list("[doctor] any allergies ?\n[patient] aspirin , i take one every day , no allergies though ."), "");
  EXPECT_EQ(allergy_list("[doctor] koi allergy ?\n[patient] haan , sulfa se ."), "[sulfa|]");
  const auto later = ex::collect_facts("[doctor] any allergies ?\n[patient] just the sulfa , and i have a cough since monday .");
  EXPECT_FALSE(later.diagnoses.empty());
  // Counter-example: "allergies to medications" asks about allergies only.
  EXPECT_EQ(allergy_list("[doctor] any allergies to medications ?\n[patient] penicillin ."), "[penicillin|]");
}

TEST(EngineFacts, AnAllergenNamedAfterAFollowUpQuestionIsTheAnswer) {
  // "any allergies ? — yes . — to what ? — sulfa .": the answer is two turns on.
  EXPECT_EQ(allergy_list("[doctor] any allergies ?\n[patient] yes .\n[doctor] to what ?\n[patient] sulfa ."), "[sulfa|]");
  EXPECT_EQ(allergy_list("[doctor] do you have any drug allergies ?\n[patient] yeah , i do .\n[doctor] which one ?\n"
                         "[patient] penicillin , i get hives ."),
            "[penicillin|hives]");
  EXPECT_EQ(allergy_list("[doctor] allergic to anything ?\n[patient] yes .\n[doctor] okay , what ?\n[patient] peanuts and latex ."),
            "[peanuts|][latex|]");
  // Counter-examples: the follow-up asks what is taken, or something else; the first answer is no.
  const auto taken =
      ex::collect_facts("[doctor] any allergies ?\n[patient] yes .\n[doctor] what medicines do you take ?\n[patient] metformin .");
  EXPECT_TRUE(taken.allergies.empty());
  EXPECT_EQ(taken.medications.size(), 1U);
  EXPECT_EQ(allergy_list("[doctor] any allergies ?\n[patient] yes .\n[doctor] are you on anything for it ?\n[patient] cetirizine ."), "");
  EXPECT_EQ(allergy_list("[doctor] any allergies ?\n[patient] no .\n[doctor] to what ?\n[patient] sulfa ."), "");
  EXPECT_EQ(allergy_list("[doctor] any allergies ?\n[patient] yes , to dust .\n[doctor] do you smoke ?\n[patient] no ."), "[dust|]");
}

// The investigations of a text, "[name|status]".
static std::string investigation_list(std::string_view text) {
  std::string out;
  for (const auto& i : ex::collect_facts(text).investigations) {
    out += "[" + i.name + "|" + i.status + "]";
  }
  return out;
}

TEST(EngineFacts, ATestWithANegativeResultWasDone) {
  // ConText reads "negative" after the name as negating it; the test was done.
  EXPECT_EQ(investigation_list("Troponin negative x 2."), "[Troponin I (cardiac)|resulted]");
  EXPECT_EQ(investigation_list("Chest X-ray negative."), "[Chest X-ray|resulted]");
  EXPECT_NE(investigation_list("Her COVID test came back negative.").find("|resulted]"), std::string::npos);
  // Counter-examples: a test not done, not needed, or not ordered stays out.
  EXPECT_EQ(investigation_list("No x-ray was done, the results are pending."), "");
  EXPECT_EQ(investigation_list("No need for an MRI."), "");
  EXPECT_EQ(investigation_list("You do not need an x-ray for this."), "");
  EXPECT_EQ(investigation_list("We will not do a CT scan today."), "");
  EXPECT_EQ(investigation_list("No need to worry, but we will get an MRI."), "[MRI|ordered]");
  // What a culture grew, and a result before the test, are results; a refused test is none.
  EXPECT_EQ(investigation_list("Urine culture grew E. coli."), "[Urine culture|resulted]");
  EXPECT_NE(investigation_list("COVID-19 positive on rapid antigen test.").find("|resulted]"), std::string::npos);
  EXPECT_EQ(investigation_list("Patient refused the colonoscopy."), "");
  EXPECT_EQ(investigation_list("Colonoscopy was declined by the patient."), "");
  EXPECT_EQ(investigation_list("We will schedule a colonoscopy."), "[Colonoscopy|ordered]");
  // A note's "Test: finding" is a result; an awaited one is ordered; one not indicated is none.
  EXPECT_EQ(investigation_list("Echo: EF 35%, moderate MR, LV dilated."), "[Echocardiogram|resulted]");
  EXPECT_EQ(investigation_list("X-ray: no fracture."), "[X-ray|resulted]");
  EXPECT_EQ(investigation_list("Awaiting MRI brain results."), "[MRI brain|ordered]");
  // A value said of a word that is both a medicine and a test, with a copula, is a result.
  EXPECT_EQ(investigation_list("His vitamin D was 18."), "[25-hydroxyvitamin D|resulted]");
  EXPECT_EQ(investigation_list("He takes vitamin D 2000 units daily."), "");
  // The site after "of" names the site's row; one test named generically and by its site
  // is listed once, by its site, with the result said of either.
  EXPECT_EQ(investigation_list("[doctor] we'll get an mri of your lumbar spine ."), "[MRI spine|ordered]");
  EXPECT_EQ(investigation_list("X-ray of the left knee showed mild arthritis."), "[X-ray of knee|resulted]");
  EXPECT_EQ(investigation_list("[doctor] show me the back x-ray . so this is an x-ray of your knee ."),
            "[X-ray of knee|resulted]");
  EXPECT_EQ(investigation_list("The CT scan was normal. We reviewed the CT of the abdomen."), "[CT abdomen|resulted]");
  // Counter-examples: "of" before no site, and a site the terminology has no row for.
  EXPECT_EQ(investigation_list("Check a CBC of course."), "[Complete blood count|ordered]");
  EXPECT_EQ(investigation_list("We will order an MRI of the elbow."), "[MRI|ordered]");
  // The awaited cue of a later test is not this one's, when this one has its result first.
  EXPECT_EQ(investigation_list("RA factor positive, anti-CCP pending."),
            "[Rheumatoid factor|resulted][Anti-CCP antibodies|ordered]");
  EXPECT_EQ(investigation_list("HbA1c 8.2, lipid panel pending."), "[Haemoglobin A1c|resulted][Lipid panel|ordered]");
  EXPECT_EQ(investigation_list("CT report pending."), "[CT scan|ordered]");
  EXPECT_EQ(investigation_list("MRI brain not indicated."), "");
  // Counter-examples: a label followed by an order word, and a plan list.
  EXPECT_EQ(investigation_list("MRI: ordered for next week."), "[MRI|ordered]");
  EXPECT_EQ(investigation_list("Plan: ECG, chest X-ray."), "[Electrocardiogram|ordered][Chest X-ray|ordered]");
  // Plural cultures, and an order said after a short list of analytes.
  EXPECT_EQ(investigation_list("Concern for sepsis; blood cultures drawn."), "[Blood culture|ordered]");
  EXPECT_EQ(investigation_list("TSH and free T4 sent."), "[Thyroid panel|ordered]");
  // Counter-example: an analyte named as diet talk is no test.
  EXPECT_EQ(investigation_list("Cut down the sugar and sodium in your meals."), "");
}

TEST(EngineFacts, ANotesAllergyHeadingListsItsItems) {
  // "Allergies: X" in a note gave nothing for free-text allergens and for penicillin.
  EXPECT_EQ(allergy_list("Allergies: sulfa."), "[sulfa|]");
  EXPECT_EQ(allergy_list("Allergies: penicillin."), "[penicillin|]");
  EXPECT_EQ(allergy_list("Drug allergies: penicillin."), "[penicillin|]");
  EXPECT_EQ(allergy_list("Allergies: peanuts, latex."), "[peanuts|][latex|]");
  // Each item's reaction is its own, and a reaction in the list is no diagnosis.
  const auto each = ex::collect_facts("Allergies: penicillin (rash), sulfa (hives).");
  EXPECT_EQ(allergy_list("Allergies: penicillin (rash), sulfa (hives)."), "[penicillin|rash][sulfa|hives]");
  EXPECT_TRUE(each.diagnoses.empty());
  EXPECT_EQ(allergy_list("Allergic to penicillin - rash."), "[penicillin|rash]");
  EXPECT_EQ(allergy_list("[patient] mujhe dust se allergy hai , cheenk aati hai ."), "[dust|]");
  // Counter-examples: none listed, and a word that is no known allergen.
  const auto none = ex::collect_facts("Allergies: none.");
  EXPECT_TRUE(none.allergies.empty());
  EXPECT_TRUE(none.no_known_allergies);
  EXPECT_EQ(allergy_list("Allergies: reviewed, none new."), "");
}

TEST(EngineFacts, ASideEffectIsNoAllergyAndAnAllergicReactionIsNoDiagnosis) {
  // Linked without the word allergy, only an allergic kind of reaction makes an allergy.
  EXPECT_EQ(allergy_list("Patient reports nausea after starting the metformin."), "");
  EXPECT_EQ(allergy_list("[patient] amoxicillin gave me a rash all over ."), "[amoxicillin|rash]");
  EXPECT_TRUE(ex::collect_facts("[patient] amoxicillin gave me a rash all over .").diagnoses.empty());
  // A tolerated medicine after an allergy cue is no allergen; a clause after the list is none.
  EXPECT_EQ(allergy_list("The patient is allergic to sulfa but tolerates furosemide well."), "[sulfa|]");
  const auto hives = ex::collect_facts("[patient] i'm allergic to amoxicillin , i break out in hives .");
  EXPECT_EQ(allergy_list("[patient] i'm allergic to amoxicillin , i break out in hives ."), "[amoxicillin|hives]");
  EXPECT_TRUE(hives.diagnoses.empty());
  // Counter-examples: a side effect stays a problem; a new topic after the allergy stays.
  EXPECT_FALSE(ex::collect_facts("[patient] the metformin gave me diarrhea .").diagnoses.empty());
  EXPECT_FALSE(ex::collect_facts("[patient] i'm allergic to penicillin , and i have a cough since monday .").diagnoses.empty());
}

TEST(EngineFacts, AReactionAMedicineTreatedIsNoAllergy) {
  // Review 2026-11-28 (rev14): a verb between the reaction and "with" says what the medicine
  // did to it.
  EXPECT_EQ(allergy_list("[doctor] the rash cleared up with hydrocortisone , so use it again if it comes back ."), "");
  EXPECT_EQ(allergy_list("Urticaria settled with cetirizine."), "");
  // Counter-examples: the linker right after the reaction.
  EXPECT_EQ(allergy_list("[patient] i got hives with the amoxicillin ."), "[amoxicillin|hives]");
  EXPECT_EQ(allergy_list("[patient] itching after taking the cotrimoxazole ."), "[cotrimoxazole|itching]");
}

TEST(EngineFacts, AGermsSusceptibilityIsNoAllergy) {
  // "Sensitive to" said of a germ or its culture: what would treat it.
  const auto strep =
      ex::collect_facts("[doctor] the culture shows the strep is sensitive to penicillin , so we will treat with amoxicillin .");
  EXPECT_TRUE(strep.allergies.empty());
  ASSERT_EQ(strep.medications.size(), 1U);
  EXPECT_EQ(strep.medications[0].name, "amoxicillin");
  EXPECT_EQ(allergy_list("[doctor] the organism is sensitive to ciprofloxacin ."), "");
  const auto mixed = ex::collect_facts(
      "[doctor] the bacteria are resistant to amoxicillin but sensitive to doxycycline , so i'm prescribing doxycycline .");
  EXPECT_TRUE(mixed.allergies.empty());
  ASSERT_EQ(mixed.medications.size(), 1U);
  EXPECT_EQ(mixed.medications[0].name, "doxycycline");
  // Counter-examples: said of the patient it is an allergy; "resistant to" of anything else is none.
  EXPECT_EQ(allergy_list("[patient] i am sensitive to codeine , it makes me throw up ."), "[codeine|vomiting]");
  EXPECT_EQ(allergy_list("[doctor] is he sensitive to penicillin ?\n[patient] yes , he gets hives ."), "[penicillin|]");
  EXPECT_TRUE(ex::collect_facts("[doctor] your pressure has been resistant to amlodipine .").allergies.empty());
}

TEST(EngineFacts, AClassNounAfterANamedAllergenIsPartOfIt) {
  EXPECT_EQ(allergy_list("[patient] i'm allergic to sulfa drugs ."), "[sulfa drugs|]");
  // Counter-example: a generic phrase names no substance.
  EXPECT_EQ(allergy_list("[patient] i'm allergic to some drugs ."), "");
}

TEST(EngineFacts, EmptyAndDegenerateInputs) {
  for (const auto* text : {"", " ", "\n\n", "[doctor]", "[patient] .", "::::", "Plan:", "\xff\xfe"}) {
    const auto r = ex::extract(text, primitives());
    EXPECT_EQ(r.data.size(), 5U) << text;
  }
}

// Speed is measured by bench/extract_bench, never asserted here: timings on a shared CI
// machine under sanitizers say nothing about the engine.
TEST(EngineFacts, Deterministic) {
  std::string text;
  for (int i = 0; i < 20; ++i) {
    text += "[doctor] how is the cough ? your blood pressure is one thirty over eighty .\n"
            "[patient] i take metformin 500 mg twice a day and my knee hurts .\n"
            "[doctor] for your hypertension continue lisinopril 10 mg and we'll get a chest x-ray .\n";
  }
  const auto a = run(text);
  EXPECT_EQ(json::serialize(a), json::serialize(run(text)));
}

TEST(EngineFacts, AllergiesAddedToTheListAndEachListItemsOwnReaction) {
  // "add X to the allergy list" records an allergy (a medicine or a known allergen).
  EXPECT_EQ(allergy_list("Discontinue amoxicillin. Add amoxicillin to allergy list."), "[amoxicillin|]");
  EXPECT_EQ(allergy_list("[doctor] stop bactrim . we'll add sulfa to your allergy list ."), "[sulfa|]");
  // "allergy with" names the substance only when no known allergen stands before "allergy".
  EXPECT_EQ(allergy_list("Bee sting allergy with anaphylaxis."), "[bee sting|anaphylaxis]");
  EXPECT_EQ(allergy_list("allergy with penicillin, gets hives."), "[penicillin|hives]");
  // A list whose items carry reactions in parentheses: no item borrows another's.
  EXPECT_EQ(allergy_list("Allergies: morphine (itching), erythromycin (GI upset)."),
            "[morphine|itching][erythromycin|stomach upset]");
  // Counter-example: one allergen, its reaction in the next clause of the sentence.
  EXPECT_EQ(allergy_list("Allergic to penicillin, gets hives."), "[penicillin|hives]");
  // Counter-example: "to her" after a medicine is no allergy list.
  EXPECT_EQ(allergy_list("I gave the amoxicillin to her."), "");
  // Added by reference, the medicine named before the list; a medicine stopped for a
  // reaction of the allergic kind.
  EXPECT_EQ(allergy_list("Stop the amoxicillin, add it to her allergy list, and start azithromycin."),
            "[amoxicillin|]");
  EXPECT_EQ(allergy_list("Stop lisinopril due to angioedema."), "[lisinopril|angioedema]");
  // Counter-examples: a side effect is no allergy; a medicine after another one is not the
  // one added.
  EXPECT_EQ(allergy_list("Stop metformin due to diarrhea."), "");
  EXPECT_EQ(allergy_list("Stop amoxicillin and start cephalexin; add penicillin to the allergy list."), "[penicillin|]");
  // The reaction in the next sentence, when it opens by referring back to it.
  EXPECT_EQ(allergy_list("Allergic to penicillin; it causes hives."), "[penicillin|hives]");
  EXPECT_EQ(allergy_list("Allergic to shellfish; reaction was throat swelling."), "[shellfish|throat swelling]");
  // Counter-example: a rash of today in the next sentence is no reaction of the allergy.
  EXPECT_EQ(allergy_list("Allergic to penicillin. She has a rash on her arm today."), "[penicillin|]");
}

TEST(EngineFacts, AnAnalyteListedAfterAnOrderedTestIsOrderedAndResultWordsAroundTheName) {
  // A bare analyte needs an order of its own; one listed right after an ordered test shares it.
  EXPECT_EQ(investigation_list("[doctor] i'll also order an echocardiogram and a tsh ."),
            "[Echocardiogram|ordered][Thyroid panel|ordered]");
  EXPECT_EQ(investigation_list("HBsAg, anti-HBs and anti-HBc ordered."),
            "[Hepatitis B surface antigen|ordered][Hepatitis B surface antibody|ordered][Hepatitis B core antibody|ordered]");
  // Counter-example: an analyte in diet talk after a test is no test.
  EXPECT_EQ(investigation_list("We talked about the echo and your cholesterol diet."), "[Echocardiogram|ordered]");
  // A result said around the name: the test was done.
  EXPECT_EQ(investigation_list("[doctor] your dexa t score is minus 2.7 ."), "[DEXA scan|resulted]");
  EXPECT_EQ(investigation_list("The chest x-ray is clear."), "[Chest X-ray|resulted]");
  EXPECT_EQ(investigation_list("[doctor] your glucose today is 380 ."), "[Glucose in blood|resulted]");
  EXPECT_EQ(investigation_list("Pneumonia is unlikely given the clear chest x-ray."), "[Chest X-ray|resulted]");
  EXPECT_EQ(investigation_list("Fatty liver disease seen on ultrasound."), "[Ultrasound|resulted]");
  // Counter-example: a hoped-for result is no result.
  EXPECT_EQ(investigation_list("We will get a chest x-ray to make sure it is clear."), "[Chest X-ray|ordered]");
}
