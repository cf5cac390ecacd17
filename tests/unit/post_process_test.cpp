// The clinical priors applied to a remote model's answer (domain/extraction/post_process).
#include "domain/extraction/post_process.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

namespace {

namespace json = boost::json;
using cxs::domain::extraction::extraction_options;
using cxs::domain::extraction::locate_quote;
using cxs::domain::extraction::post_process;

cxs::domain::schema::extraction_schema make_schema() {
  const auto value = json::parse(R"({"sections": [{"id": "s", "title": "S", "fields": [
      {"key": "diagnoses", "label": "Diagnoses", "type": "diagnosis-list"},
      {"key": "medications", "label": "Medications", "type": "medication-list"},
      {"key": "allergies", "label": "Allergies", "type": "allergy-list"},
      {"key": "tests", "label": "Tests", "type": "investigation-list"},
      {"key": "vitals", "label": "Vitals", "type": "vitals-block"},
      {"key": "history", "label": "History", "type": "text"},
      {"key": "age", "label": "Age", "type": "integer"},
      {"key": "visit", "label": "Visit", "type": "object", "fields": [
          {"key": "reason", "label": "Reason", "type": "text"},
          {"key": "urgent", "label": "Urgent", "type": "boolean"}]}]}]})");
  std::vector<cxs::domain::schema::problem> problems;
  auto schema = cxs::domain::schema::parse_schema(value, "schema", problems);
  EXPECT_TRUE(problems.empty());
  return *schema;
}

constexpr std::string_view consult =
    "Patient complains of fever for three days. No cough. Mother has diabetes. "
    "BP 130/85. Temp 101 F. Pulse 400. Diagnosis: acute pharyngitis. "
    "Started paracetamol 650 mg 1-0-1. Allergic to penicillin. Order CBC. "
    "Rule out malaria.";

json::object quote(std::string_view q) { return json::object{{"quote", q}}; }

json::object model_answer() {
  json::object data;
  data["diagnoses"] = json::array{
      json::object{{"name", "Acute pharyngitis"}, {"icd10", "Z99.9"}, {"snomed", "123"}, {"status", "confirmed"},
                   {"evidence", quote("acute pharyngitis")}},
      json::object{{"name", "Cough"}, {"icd10", "R05"}, {"snomed", nullptr}, {"status", "confirmed"},
                   {"evidence", quote("No cough")}},
      json::object{{"name", "Diabetes mellitus"}, {"icd10", "E11.9"}, {"snomed", nullptr}, {"status", "confirmed"},
                   {"evidence", quote("Mother has diabetes")}},
      json::object{{"name", "Malaria"}, {"icd10", "B54"}, {"snomed", nullptr}, {"status", "provisional"},
                   {"evidence", quote("Rule out malaria")}},
      json::object{{"name", "Typhoid fever"}, {"icd10", "A01.0"}, {"snomed", nullptr}, {"status", "confirmed"},
                   {"evidence", quote("Widal test positive")}},
  };
  data["medications"] = json::array{json::object{
      {"name", "paracetamol"}, {"generic", nullptr}, {"dose", json::object{{"value", 650}, {"unit", "mg"}}},
      {"route", nullptr}, {"frequency", "1-0-1"}, {"timing", nullptr}, {"duration", nullptr},
      {"instructions", nullptr}, {"snomed", "999999"}, {"evidence", quote("paracetamol 650 mg 1-0-1")}}};
  data["allergies"] = json::array{json::object{{"substance", "penicillin"}, {"reaction", nullptr},
                                               {"severity", nullptr}, {"snomed", nullptr},
                                               {"evidence", quote("Allergic to penicillin")}}};
  data["tests"] = json::array{json::object{{"name", "CBC"}, {"loinc", "1234-5"}, {"status", "ordered"},
                                           {"result", nullptr}, {"evidence", quote("Order CBC")}}};
  data["vitals"] = json::object{
      {"bloodPressure", json::object{{"systolic", 130}, {"diastolic", 85}, {"unit", "mm[Hg]"}, {"loinc", nullptr},
                                     {"flag", nullptr}, {"original", nullptr}, {"evidence", quote("BP 130/85")}}},
      {"temperature", json::object{{"value", 101}, {"unit", "[degF]"}, {"loinc", "0000-0"}, {"flag", nullptr},
                                   {"original", nullptr}, {"evidence", quote("Temp 101 F")}}},
      {"heartRate", json::object{{"value", 400}, {"unit", "/min"}, {"loinc", nullptr}, {"flag", nullptr},
                                 {"original", nullptr}, {"evidence", quote("Pulse 400")}}},
      {"spo2", json::object{{"value", 97}, {"unit", "furlongs"}, {"loinc", nullptr}, {"flag", nullptr},
                            {"original", nullptr}, {"evidence", quote("")}}},
  };
  data["history"] = "Fever for three days. No cough.\n- Mother has diabetes";
  data["age"] = 34;
  data["unknownKey"] = "dropped";
  return data;
}

const json::object* find_by(const json::array& items, std::string_view key, std::string_view value) {
  for (const auto& item : items) {
    if (item.as_object().at(key).as_string() == value) {
      return &item.as_object();
    }
  }
  return nullptr;
}

}  // namespace

TEST(PostProcess, LocatesQuotesAsCodePointOffsets) {
  const std::string text = "Température 38 °C. Fièvre depuis   trois jours.";
  const auto exact = locate_quote(text, "38 °C");
  ASSERT_TRUE(exact);
  EXPECT_EQ(exact->start, 12U);  // "Température " is 12 code points, 13 bytes
  EXPECT_EQ(exact->end, 17U);
  const auto loose = locate_quote(text, "\"fièvre depuis trois jours.\"");  // case, spaces, quotes
  ASSERT_TRUE(loose);
  EXPECT_EQ(loose->start, 19U);
  EXPECT_FALSE(locate_quote(text, "not in the text"));
  EXPECT_FALSE(locate_quote(text, "  "));
}

TEST(PostProcess, NegatedFamilyHypotheticalAndUnsupportedItemsAreDropped) {
  const auto schema = make_schema();
  const auto out = post_process(consult, schema, model_answer());
  const auto& diagnoses = out.data.at("diagnoses").as_array();
  ASSERT_EQ(diagnoses.size(), 1U) << json::serialize(diagnoses);
  EXPECT_EQ(diagnoses[0].at("name").as_string(), "Acute pharyngitis");
}

TEST(PostProcess, NegationPriorOffKeepsNegatedItems) {
  extraction_options options;
  options.negation = false;
  const auto out = post_process(consult, make_schema(), model_answer(), options);
  const auto& diagnoses = out.data.at("diagnoses").as_array();
  EXPECT_NE(find_by(diagnoses, "name", "Cough"), nullptr);
  EXPECT_NE(find_by(diagnoses, "name", "Malaria"), nullptr);
  EXPECT_EQ(find_by(diagnoses, "name", "Typhoid fever"), nullptr);  // not in the text: dropped regardless
}

TEST(PostProcess, CodesComeFromOurTablesNotTheModel) {
  const auto out = post_process(consult, make_schema(), model_answer());
  const auto& dx = out.data.at("diagnoses").as_array().at(0).as_object();
  EXPECT_EQ(dx.at("icd10").as_string(), "J02.9");  // the model's Z99.9 replaced
  EXPECT_EQ(dx.at("snomed").as_string(), "");      // the model's 123 is not confirmed: cleared
  const auto& med = out.data.at("medications").as_array().at(0).as_object();
  EXPECT_EQ(med.at("snomed").as_string(), "387517004");
  EXPECT_EQ(med.at("generic").as_string(), "paracetamol");
  EXPECT_EQ(med.at("frequency").as_string(), "BD");  // 1-0-1
  EXPECT_EQ(med.at("route").as_string(), "");         // null → "" as the embedded engine writes
  const auto& test = out.data.at("tests").as_array().at(0).as_object();
  EXPECT_EQ(test.at("loinc").as_string(), "58410-2");
  EXPECT_FALSE(test.contains("result"));
  EXPECT_EQ(out.data.at("allergies").as_array().size(), 1U);
}

TEST(PostProcess, EvidenceIsRecomputedFromTheQuote) {
  const auto out = post_process(consult, make_schema(), model_answer());
  const auto& ev = out.data.at("diagnoses").as_array().at(0).at("evidence").as_object();
  const auto start = static_cast<std::size_t>(ev.at("start").as_uint64());
  const auto end = static_cast<std::size_t>(ev.at("end").as_uint64());
  EXPECT_EQ(consult.substr(start, end - start), "acute pharyngitis");
}

TEST(PostProcess, OffsetEvidenceOutsideTheTextFallsBackToTheName) {
  json::object data;
  data["diagnoses"] = json::array{json::object{{"name", "acute pharyngitis"}, {"icd10", nullptr},
                                               {"snomed", nullptr}, {"status", "confirmed"},
                                               {"evidence", json::object{{"start", 5000}, {"end", 5010}}}}};
  const auto out = post_process(consult, make_schema(), data);
  const auto& ev = out.data.at("diagnoses").as_array().at(0).at("evidence").as_object();
  const auto start = static_cast<std::size_t>(ev.at("start").as_uint64());
  EXPECT_EQ(consult.substr(start, 17), "acute pharyngitis");
}

TEST(PostProcess, VitalsAreNormalisedFlaggedAndImplausibleOnesBecomeWarnings) {
  const auto out = post_process(consult, make_schema(), model_answer());
  const auto& vitals = out.data.at("vitals").as_object();
  const auto& temp = vitals.at("temperature").as_object();
  EXPECT_EQ(temp.at("unit").as_string(), "Cel");
  EXPECT_NEAR(temp.at("value").to_number<double>(), 38.33, 0.01);
  EXPECT_EQ(temp.at("loinc").as_string(), "8310-5");  // the model's 0000-0 replaced
  EXPECT_EQ(temp.at("flag").as_string(), "abnormal");
  EXPECT_EQ(temp.at("original").at("unit").as_string(), "[degF]");
  const auto& bp = vitals.at("bloodPressure").as_object();
  EXPECT_EQ(bp.at("loinc").as_string(), "85354-9");
  EXPECT_FALSE(bp.contains("flag"));  // 130/85 is in range
  EXPECT_FALSE(vitals.contains("heartRate"));  // 400/min is implausible
  EXPECT_FALSE(vitals.contains("spo2"));       // an unknown unit is not guessed
  ASSERT_EQ(out.warnings.size(), 1U);
  EXPECT_EQ(out.warnings[0].field, "vitals.heartRate");
  EXPECT_EQ(out.warnings[0].code, "IMPLAUSIBLE_VITAL");
  EXPECT_EQ(consult.substr(out.warnings[0].start, out.warnings[0].end - out.warnings[0].start), "Pulse 400");
}

TEST(PostProcess, RangePriorOffKeepsImplausibleReadingsFlagged) {
  extraction_options options;
  options.vital_range_sanity = false;
  const auto out = post_process(consult, make_schema(), model_answer(), options);
  EXPECT_EQ(out.data.at("vitals").at("heartRate").at("flag").as_string(), "implausible");
  EXPECT_TRUE(out.warnings.empty());
}

TEST(PostProcess, TextFieldsBecomeBulletsAndSchemaShapeIsKept) {
  const auto out = post_process(consult, make_schema(), model_answer());
  EXPECT_EQ(out.data.at("history").as_string(), "- Fever for three days.\n- No cough.\n- Mother has diabetes");
  EXPECT_EQ(out.data.at("age").as_int64(), 34);
  EXPECT_FALSE(out.data.contains("unknownKey"));
  ASSERT_TRUE(out.data.at("visit").is_object());  // missing object: every member present, null
  EXPECT_TRUE(out.data.at("visit").at("reason").is_null());
  EXPECT_TRUE(out.data.at("visit").at("urgent").is_null());

  extraction_options options;
  options.narrative_bullets = false;
  const auto plain = post_process(consult, make_schema(), model_answer(), options);
  EXPECT_EQ(plain.data.at("history").as_string(), "Fever for three days. No cough. Mother has diabetes.");
}

TEST(PostProcess, FormatBulletsReplacesMarkersAndKeepsAbbreviations) {
  using cxs::domain::extraction::format_bullets;
  EXPECT_EQ(format_bullets("* one\n\n2. two\n• three", true), "- one\n- two\n- three");
  EXPECT_EQ(format_bullets("Seen by Dr. Rao. Review in 5 days.", true), "- Seen by Dr. Rao.\n- Review in 5 days.");
  EXPECT_EQ(format_bullets("", true), "");
}
