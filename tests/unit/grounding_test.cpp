// Grounding of a remote model's answer in its evidence (domain/extraction/grounding).
#include "domain/extraction/grounding.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <string>

namespace {

namespace json = boost::json;
using cxs::domain::extraction::ground;
using cxs::domain::extraction::grounding_result;
using cxs::domain::schema::field_type;

cxs::domain::schema::extraction_schema make_schema() {
  const auto value = json::parse(R"({"sections": [{"id": "s", "title": "S", "fields": [
      {"key": "vitals", "label": "Vitals", "type": "vitals-block"},
      {"key": "diagnoses", "label": "Diagnoses", "type": "diagnosis-list"},
      {"key": "medications", "label": "Medications", "type": "medication-list"},
      {"key": "allergies", "label": "Allergies", "type": "allergy-list"},
      {"key": "tests", "label": "Tests", "type": "investigation-list"},
      {"key": "age", "label": "Age", "type": "integer"},
      {"key": "visit", "label": "Visit", "type": "object", "fields": [
          {"key": "visitVitals", "label": "Vitals at visit", "type": "vitals-block"}]}]}]})");
  std::vector<cxs::domain::schema::problem> problems;
  auto schema = cxs::domain::schema::parse_schema(value, "schema", problems);
  EXPECT_TRUE(problems.empty());
  return *schema;
}

const auto& schema() {
  static const auto s = make_schema();
  return s;
}

json::object quote(std::string_view q) { return json::object{{"quote", q}}; }

json::object vital(double value, std::string_view unit, std::string_view evidence) {
  return json::object{{"value", value}, {"unit", unit}, {"evidence", quote(evidence)}};
}

json::object bp(double sys, double dia, std::string_view evidence) {
  return json::object{{"systolic", sys}, {"diastolic", dia}, {"unit", "mm[Hg]"}, {"evidence", quote(evidence)}};
}

grounding_result vitals_of(std::string_view text, json::object block) {
  return ground(text, schema(), json::object{{"vitals", std::move(block)}});
}

bool has_vital(const grounding_result& r, std::string_view key) {
  return r.data.at("vitals").as_object().contains(key);
}

const cxs::domain::extraction::extraction_warning* warning_for(const grounding_result& r, std::string_view field) {
  for (const auto& w : r.warnings) {
    if (w.field == field) {
      return &w;
    }
  }
  return nullptr;
}

constexpr std::string_view consult =
    "Mr. Rao is a 45 years old man, phone 98765 43210, seen on 12/08/2024. BP 130/85 mmHg. "
    "Random blood sugar 7.2 mmol/L. Temp 101 F. Weight 154 lbs. Tab Metformin 500 mg twice daily. "
    "Known HTN. Allergic to penicillin, gets rash. HbA1c 8.2% last month.";

// ---------------------------------------------------------------- vitals: kept

TEST(Grounding, KeepsVitalsTheirEvidenceStates) {
  const auto r = vitals_of(consult, json::object{{"bloodPressure", bp(130, 85, "BP 130/85 mmHg")},
                                                 {"temperature", vital(101, "[degF]", "Temp 101 F")}});
  EXPECT_TRUE(r.warnings.empty());
  EXPECT_TRUE(has_vital(r, "bloodPressure"));
  EXPECT_TRUE(has_vital(r, "temperature"));
  // The reading is passed on as the model gave it: post_process converts it.
  EXPECT_EQ(r.data.at("vitals").at("temperature").at("value").to_number<double>(), 101);
}

TEST(Grounding, KeepsUnitConversionsOfTheStatedReading) {
  const auto r = vitals_of(consult, json::object{{"temperature", vital(38.3, "Cel", "Temp 101 F")},
                                                 {"bloodGlucose", vital(130, "mg/dL", "Random blood sugar 7.2 mmol/L")},
                                                 {"weight", vital(70, "kg", "Weight 154 lbs")}});
  EXPECT_TRUE(r.warnings.empty()) << r.warnings.front().message;
  EXPECT_TRUE(has_vital(r, "temperature"));
  EXPECT_TRUE(has_vital(r, "bloodGlucose"));
  EXPECT_TRUE(has_vital(r, "weight"));
}

TEST(Grounding, QuoteFoundIgnoringCaseAndEdgePunctuation) {
  const auto r = vitals_of(consult, json::object{{"bloodPressure", bp(130, 85, "\"bp 130/85 mmhg.\"")}});
  EXPECT_TRUE(r.warnings.empty());
  EXPECT_TRUE(has_vital(r, "bloodPressure"));
}

TEST(Grounding, KeepsSpokenNumbers) {
  const auto r = vitals_of("Her pulse is seventy two and temperature ninety eight point six.",
                           json::object{{"heartRate", vital(72, "/min", "pulse is seventy two")},
                                        {"temperature", vital(98.6, "[degF]", "temperature ninety eight point six")}});
  EXPECT_TRUE(r.warnings.empty());
  EXPECT_TRUE(has_vital(r, "heartRate"));
  EXPECT_TRUE(has_vital(r, "temperature"));
}

TEST(Grounding, KeepsReadingsGivenAsCodePointOffsets) {
  // "BP 130/85" at code points 5..14 after a two-byte character.
  const std::string text = "Née. BP 130/85. Done.";
  json::object ev{{"start", 5}, {"end", 14}};
  const auto r = vitals_of(text, json::object{{"bloodPressure", json::object{{"systolic", 130},
                                                                             {"diastolic", 85},
                                                                             {"unit", "mm[Hg]"},
                                                                             {"evidence", ev}}}});
  EXPECT_TRUE(r.warnings.empty());
  EXPECT_TRUE(has_vital(r, "bloodPressure"));
}

TEST(Grounding, KeepsOneOfSeveralReadingsInItsQuote) {
  // The scanner prefers today's reading; the home reading is still stated in its own clause.
  const std::string_view text = "BP 150/95 at home, BP 130/85 today. Temp 99 F yesterday, temp 98.4 F now.";
  const auto r = vitals_of(text, json::object{{"bloodPressure", bp(150, 95, "BP 150/95 at home, BP 130/85 today")},
                                              {"temperature", vital(99, "[degF]", "Temp 99 F yesterday, temp 98.4 F now")}});
  EXPECT_TRUE(r.warnings.empty()) << r.warnings.front().message;
  EXPECT_TRUE(has_vital(r, "bloodPressure"));
  EXPECT_TRUE(has_vital(r, "temperature"));
  // Neither clause states 140/90.
  const auto wrong = vitals_of(text, json::object{{"bloodPressure", bp(140, 90, "BP 150/95 at home, BP 130/85 today")}});
  EXPECT_FALSE(has_vital(wrong, "bloodPressure"));
}

TEST(Grounding, KeepsAReadingAskedAndAnswered) {
  const std::string_view text =
      "[doctor] how much do you weigh ?\n[patient] about 180 pounds .\n[doctor] and your sugar this morning ?\n"
      "[patient] it was 130 .\n[doctor] how old are you ?\n[patient] 45 years .";
  const auto r = vitals_of(text, json::object{
      {"weight", vital(180, "[lb_av]", "[doctor] how much do you weigh ?\n[patient] about 180 pounds")},
      {"bloodGlucose", vital(130, "mg/dL", "and your sugar this morning ?\n[patient] it was 130")},
      {"temperature", vital(45, "Cel", "how old are you ?\n[patient] 45 years")}});
  EXPECT_TRUE(has_vital(r, "weight"));
  EXPECT_TRUE(has_vital(r, "bloodGlucose"));
  EXPECT_FALSE(has_vital(r, "temperature"));
  ASSERT_EQ(r.warnings.size(), 1U);
  // The answer alone does not say what was asked.
  const auto bare = vitals_of(text, json::object{{"weight", vital(180, "[lb_av]", "about 180 pounds")}});
  EXPECT_FALSE(has_vital(bare, "weight"));
}

// ---------------------------------------------------------------- vitals: left out

TEST(Grounding, DropsRightValueCitedToTheWrongSentence) {
  // The glucose of 130 cited to the blood-pressure sentence.
  const auto r = vitals_of(consult, json::object{{"bloodPressure", bp(130, 85, "BP 130/85 mmHg")},
                                                 {"bloodGlucose", vital(130, "mg/dL", "BP 130/85 mmHg")}});
  EXPECT_TRUE(has_vital(r, "bloodPressure"));
  EXPECT_FALSE(has_vital(r, "bloodGlucose"));
  ASSERT_EQ(r.warnings.size(), 1U);
  EXPECT_EQ(r.warnings[0].field, "vitals.bloodGlucose");
  EXPECT_EQ(r.warnings[0].code, "UNGROUNDED_VALUE");
  ASSERT_EQ(r.kinds.size(), 1U);
  EXPECT_EQ(r.kinds[0], field_type::vitals_block);
  // The warning points at the span the model cited.
  EXPECT_EQ(std::string(consult).find("BP 130/85"), r.warnings[0].start);
}

TEST(Grounding, DropsAnAgeReadAsATemperature) {
  const auto r = vitals_of(consult, json::object{{"temperature", vital(45, "Cel", "45 years old")}});
  EXPECT_FALSE(has_vital(r, "temperature"));
  ASSERT_NE(warning_for(r, "vitals.temperature"), nullptr);
  // Even with a temperature word in the span, a number of years is not a temperature.
  const auto r2 = vitals_of("Temperature of the 45 years old was not taken.",
                            json::object{{"temperature", vital(45, "Cel", "Temperature of the 45 years old")}});
  EXPECT_FALSE(has_vital(r2, "temperature"));
}

TEST(Grounding, DropsADoseReadAsAVital) {
  const auto r = vitals_of(consult, json::object{{"bloodGlucose", vital(500, "mg/dL", "Tab Metformin 500 mg")},
                                                 {"heartRate", vital(500, "/min", "Metformin 500 mg twice daily")}});
  EXPECT_FALSE(has_vital(r, "bloodGlucose"));
  EXPECT_FALSE(has_vital(r, "heartRate"));
  EXPECT_EQ(r.warnings.size(), 2U);
}

TEST(Grounding, DropsADateOrAPhoneNumberReadAsAVital) {
  const auto r = vitals_of(consult, json::object{{"bloodPressure", bp(12, 8, "seen on 12/08/2024")},
                                                 {"heartRate", vital(98, "/min", "phone 98765 43210")}});
  EXPECT_FALSE(has_vital(r, "bloodPressure"));
  EXPECT_FALSE(has_vital(r, "heartRate"));
  const auto r2 = vitals_of("BP 12/08/2024 noted.", json::object{{"bloodPressure", bp(12, 8, "BP 12/08/2024")}});
  EXPECT_FALSE(has_vital(r2, "bloodPressure"));
}

TEST(Grounding, DropsAValueItsEvidenceDoesNotState) {
  const auto r = vitals_of(consult, json::object{{"bloodPressure", bp(140, 90, "BP 130/85 mmHg")},
                                                 {"temperature", vital(39, "Cel", "Temp 101 F")}});
  EXPECT_FALSE(has_vital(r, "bloodPressure"));
  EXPECT_FALSE(has_vital(r, "temperature"));
  EXPECT_EQ(r.warnings.size(), 2U);
}

TEST(Grounding, DropsAWrongUnit) {
  // 101 said in Fahrenheit is not 101 Celsius.
  const auto r = vitals_of(consult, json::object{{"temperature", vital(101, "Cel", "Temp 101 F")},
                                                 {"weight", vital(154, "furlongs", "Weight 154 lbs")}});
  EXPECT_FALSE(has_vital(r, "temperature"));
  EXPECT_FALSE(has_vital(r, "weight"));
}

TEST(Grounding, DropsMissingOrInventedEvidence) {
  json::object no_evidence{{"value", 72}, {"unit", "/min"}};
  const auto r = vitals_of(consult, json::object{{"heartRate", no_evidence},
                                                 {"spo2", vital(98, "%", "SpO2 98% on room air")},
                                                 {"respiratoryRate", vital(18, "/min", "")}});
  EXPECT_TRUE(r.data.at("vitals").as_object().empty());
  ASSERT_EQ(r.warnings.size(), 3U);
  const auto* w = warning_for(r, "vitals.spo2");
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(w->start, 0U);
  EXPECT_EQ(w->end, 0U);
}

TEST(Grounding, DropsAHypotheticalReading) {
  const auto r = vitals_of("Come back if your temperature goes above 101.",
                           json::object{{"temperature", vital(101, "[degF]", "if your temperature goes above 101")}});
  EXPECT_FALSE(has_vital(r, "temperature"));
}

TEST(Grounding, NullVitalsAndNestedBlocks) {
  json::object data{{"vitals", json::object{{"heartRate", nullptr}}},
                    {"visit", json::object{{"visitVitals", json::object{{"temperature", vital(45, "Cel", "45 years old")},
                                                                        {"bloodPressure", bp(130, 85, "BP 130/85")}}}}}};
  const auto r = ground(consult, schema(), data);
  EXPECT_TRUE(r.data.at("vitals").at("heartRate").is_null());
  const auto& nested = r.data.at("visit").at("visitVitals").as_object();
  EXPECT_FALSE(nested.contains("temperature"));
  EXPECT_TRUE(nested.contains("bloodPressure"));
  ASSERT_EQ(r.warnings.size(), 1U);
  EXPECT_EQ(r.warnings[0].field, "visitVitals.temperature");
}

// ---------------------------------------------------------------- named items

json::object diagnosis(std::string_view name, std::string_view evidence) {
  return json::object{{"name", name}, {"icd10", nullptr}, {"snomed", nullptr}, {"status", "confirmed"},
                      {"evidence", quote(evidence)}};
}

std::vector<std::string> names(const grounding_result& r, std::string_view key, std::string_view member = "name") {
  std::vector<std::string> out;
  for (const auto& item : r.data.at(key).as_array()) {
    out.emplace_back(item.at(member).as_string());
  }
  return out;
}

TEST(Grounding, DiagnosesNamedInTheirEvidenceStay) {
  const auto text = std::string(consult) + " Known case of type 2 diabetes. Chest pain, atypical, since morning. Known CHF.";
  json::array items{diagnosis("Hypertension", "Known HTN"),                  // abbreviation of the same concept
                    diagnosis("Type 2 diabetes mellitus", "type 2 diabetes"),  // the quote names a broader concept
                    diagnosis("Atypical chest pain", "Chest pain, atypical"),  // all content words, any order
                    diagnosis("Chronic congestive heart failure", "Known CHF")};  // an abbreviation of what the name names
  const auto r = ground(text, schema(), json::object{{"diagnoses", items}});
  EXPECT_TRUE(r.warnings.empty()) << r.warnings.front().message;
  EXPECT_EQ(names(r, "diagnoses").size(), 4U);
}

TEST(Grounding, DiagnosisCitedToASentenceThatDoesNotNameItIsDropped) {
  json::array items{diagnosis("Tuberculosis", "BP 130/85 mmHg"), diagnosis("Hypertension", "Known HTN"),
                    diagnosis("Pneumonia", "Temp 101 F")};
  const auto r = ground(consult, schema(), json::object{{"diagnoses", items}});
  EXPECT_EQ(names(r, "diagnoses"), std::vector<std::string>{"Hypertension"});
  ASSERT_EQ(r.warnings.size(), 2U);
  EXPECT_EQ(r.warnings[0].field, "diagnoses");
  EXPECT_NE(r.warnings[0].message.find("Tuberculosis"), std::string::npos);
  EXPECT_EQ(r.kinds[0], field_type::diagnosis_list);
}

TEST(Grounding, CodeMixedEvidenceGrounds) {
  const auto text = "Teen din se bukhar 101 hai, sir dard bhi. Purani sugar ki bimari.";
  json::array items{diagnosis("Headache", "sir dard bhi"), diagnosis("Type 2 diabetes mellitus", "sugar ki bimari"),
                    diagnosis("Migraine", "sir dard bhi")};
  const auto r = ground(text, schema(), json::object{{"diagnoses", items},
                                                     {"vitals", json::object{{"temperature", vital(101, "[degF]", "bukhar 101")}}}});
  EXPECT_EQ(names(r, "diagnoses"), (std::vector<std::string>{"Headache", "Type 2 diabetes mellitus"}));
  EXPECT_TRUE(has_vital(r, "temperature"));
  ASSERT_EQ(r.warnings.size(), 1U);
  EXPECT_NE(r.warnings[0].message.find("Migraine"), std::string::npos);
}

TEST(Grounding, ABroaderMentionGroundsOnlyNamesItsWordsBelongTo) {
  const auto text = "Known case of diabetes for ten years.";
  json::array items{diagnosis("Diabetic nephropathy", "Known case of diabetes"),
                    diagnosis("Diabetes mellitus", "Known case of diabetes")};
  const auto r = ground(text, schema(), json::object{{"diagnoses", items}});
  EXPECT_EQ(names(r, "diagnoses"), std::vector<std::string>{"Diabetes mellitus"});
}

json::object medication(std::string_view name, json::value dose, std::string_view evidence,
                        std::string_view duration = {}) {
  return json::object{{"name", name},       {"generic", nullptr}, {"dose", std::move(dose)},
                      {"route", nullptr},   {"frequency", "BD"},  {"timing", nullptr},
                      {"duration", duration.empty() ? json::value(nullptr) : json::value(duration)},
                      {"instructions", nullptr}, {"snomed", nullptr}, {"evidence", quote(evidence)}};
}

json::object dose(double value, std::string_view unit) { return json::object{{"value", value}, {"unit", unit}}; }

TEST(Grounding, MedicationDoseMustBeInItsEvidence) {
  const auto text = std::string(consult) + " Paracetamol 650 for 5 days.";
  json::array items{medication("Metformin", dose(500, "mg"), "Tab Metformin 500 mg twice daily"),
                    medication("Metformin XR", dose(0.5, "g"), "Metformin 500 mg"),  // same mass, other unit
                    medication("Paracetamol", dose(1000, "mg"), "Paracetamol 650 for 5 days", "5 days"),
                    medication("Amlodipine", dose(5, "mg"), "Known HTN")};
  const auto r = ground(text, schema(), json::object{{"medications", items}});
  EXPECT_EQ(names(r, "medications"), (std::vector<std::string>{"Metformin", "Metformin XR", "Paracetamol"}));
  const auto& meds = r.data.at("medications").as_array();
  EXPECT_EQ(meds[0].at("dose").at("value").to_number<double>(), 500);
  EXPECT_EQ(meds[1].at("dose").at("value").to_number<double>(), 0.5);
  EXPECT_TRUE(meds[2].at("dose").is_null());  // 1000 is not said; the item stays
  EXPECT_EQ(meds[2].at("duration"), "5 days");
  ASSERT_NE(warning_for(r, "medications.dose"), nullptr);
  ASSERT_NE(warning_for(r, "medications"), nullptr);  // amlodipine is not named in "Known HTN"
  EXPECT_EQ(r.warnings.size(), 2U);
}

TEST(Grounding, DoseFromAnAgeOrAPhoneNumberIsDropped) {
  const auto text = "Aspirin given to the 45 years old, call 98765 43210.";
  json::array items{medication("Aspirin", dose(45, "mg"), "Aspirin given to the 45 years old"),
                    medication("Aspirin", dose(98765, "mg"), "Aspirin given to the 45 years old, call 98765 43210")};
  const auto r = ground(text, schema(), json::object{{"medications", items}});
  const auto& meds = r.data.at("medications").as_array();
  ASSERT_EQ(meds.size(), 2U);
  EXPECT_TRUE(meds[0].at("dose").is_null());
  EXPECT_TRUE(meds[1].at("dose").is_null());
}

TEST(Grounding, MedicationDurationNumberMustBeInItsEvidence) {
  json::array items{medication("Metformin", dose(500, "mg"), "Tab Metformin 500 mg twice daily", "30 days")};
  const auto r = ground(consult, schema(), json::object{{"medications", items}});
  ASSERT_EQ(r.data.at("medications").as_array().size(), 1U);
  EXPECT_TRUE(r.data.at("medications").at(0).at("duration").is_null());
  EXPECT_NE(warning_for(r, "medications.duration"), nullptr);
}

TEST(Grounding, AllergiesAndInvestigations) {
  json::array allergies{json::object{{"substance", "Penicillin"}, {"reaction", "rash"}, {"severity", nullptr},
                                     {"snomed", nullptr}, {"evidence", quote("Allergic to penicillin, gets rash")}},
                        json::object{{"substance", "Sulfa drugs"}, {"reaction", nullptr}, {"severity", nullptr},
                                     {"snomed", nullptr}, {"evidence", quote("Allergic to penicillin")}}};
  json::array tests{json::object{{"name", "HbA1c"}, {"loinc", nullptr}, {"status", "resulted"}, {"result", "8.2%"},
                                 {"evidence", quote("HbA1c 8.2%")}},
                    json::object{{"name", "Lipid profile"}, {"loinc", nullptr}, {"status", "resulted"},
                                 {"result", "LDL 160"}, {"evidence", quote("HbA1c 8.2%")}},
                    json::object{{"name", "Glycated haemoglobin"}, {"loinc", nullptr}, {"status", "resulted"},
                                 {"result", "9.1%"}, {"evidence", quote("HbA1c 8.2%")}}};
  const auto r = ground(consult, schema(), json::object{{"allergies", allergies}, {"tests", tests}});
  EXPECT_EQ(names(r, "allergies", "substance"), std::vector<std::string>{"Penicillin"});
  const auto kept = names(r, "tests");
  ASSERT_FALSE(kept.empty());
  EXPECT_EQ(kept.front(), "HbA1c");
  EXPECT_EQ(r.data.at("tests").at(0).at("result"), "8.2%");
  EXPECT_EQ(std::count(kept.begin(), kept.end(), "Lipid profile"), 0);
  ASSERT_NE(warning_for(r, "allergies"), nullptr);
  ASSERT_NE(warning_for(r, "tests"), nullptr);
  // A synonym of the test the quote names stays; a result its evidence does not state does not.
  ASSERT_EQ(kept.size(), 2U);
  EXPECT_EQ(kept[1], "Glycated haemoglobin");
  EXPECT_TRUE(r.data.at("tests").at(1).at("result").is_null());
  EXPECT_NE(warning_for(r, "tests.result"), nullptr);
}

TEST(Grounding, ListItemWithoutLocatableEvidenceIsDropped) {
  json::array items{diagnosis("Hypertension", "Hypertension for ten years"), diagnosis("Hypertension", "")};
  const auto r = ground(consult, schema(), json::object{{"diagnoses", items}});
  EXPECT_TRUE(r.data.at("diagnoses").as_array().empty());
  EXPECT_EQ(r.warnings.size(), 2U);
}

// ---------------------------------------------------------------- the rest

TEST(Grounding, FieldsWithoutEvidenceAndUnknownKeysPassThrough) {
  const json::object data{{"age", 45}, {"unknown", "x"}, {"diagnoses", nullptr}, {"vitals", nullptr}};
  const auto r = ground(consult, schema(), data);
  EXPECT_EQ(r.data, data);
  EXPECT_TRUE(r.warnings.empty());
}

TEST(Grounding, MalformedAnswersNeverThrow) {
  const json::object data{{"vitals", json::array{1, 2}},
                          {"diagnoses", json::object{{"name", "x"}}},
                          {"medications", json::array{1, "x", nullptr, json::object{{"name", 3}}}},
                          {"allergies", json::array{json::object{{"substance", "Penicillin"}, {"evidence", "quote"}}}},
                          {"visit", "not an object"}};
  grounding_result r;
  EXPECT_NO_THROW(r = ground(consult, schema(), data));
  EXPECT_EQ(r.warnings.size(), r.kinds.size());
  // A key that is not a vital is not this function's to judge (post_process drops it).
  const auto odd = vitals_of(consult, json::object{{"pulsePressure", vital(45, "mm[Hg]", "45 years old")}});
  EXPECT_TRUE(odd.warnings.empty());
  EXPECT_TRUE(r.data.at("allergies").as_array().empty());  // evidence of the wrong shape grounds nothing
}

}  // namespace
