// Pure parts of the remote language engine: JSON Schema generation, answer validation,
// message composition (engines/language).
#include "engines/language/json_schema.hpp"
#include "engines/language/prompt.hpp"
#include "engines/language/remote_language.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

namespace {

namespace json = boost::json;
namespace lang = cxs::engines::language;
namespace schema = cxs::domain::schema;

schema::api_content make_content() {
  const auto value = json::parse(R"({
    "schema": {"sections": [{"id": "s", "title": "S", "fields": [
      {"key": "complaint", "label": "Chief complaint", "type": "string", "hints": ["complains of"]},
      {"key": "history", "label": "History", "type": "text"},
      {"key": "temp", "label": "Temp", "type": "number"},
      {"key": "age", "label": "Age", "type": "integer"},
      {"key": "smoker", "label": "Smoker", "type": "boolean"},
      {"key": "visitDate", "label": "Visit date", "type": "date"},
      {"key": "triage", "label": "Triage", "type": "enum", "enum": ["red", "green"]},
      {"key": "symptoms", "label": "Symptoms", "type": "string-list"},
      {"key": "sides", "label": "Sides", "type": "string-list", "items": {"type": "enum", "enum": ["left", "right"]}},
      {"key": "visit", "label": "Visit", "type": "object", "fields": [{"key": "reason", "label": "Reason", "type": "string"}]},
      {"key": "vitals", "label": "Vitals", "type": "vitals-block"},
      {"key": "diagnoses", "label": "Diagnoses", "type": "diagnosis-list"},
      {"key": "medications", "label": "Medications", "type": "medication-list"},
      {"key": "allergies", "label": "Allergies", "type": "allergy-list"},
      {"key": "tests", "label": "Tests", "type": "investigation-list"}]}]},
    "systemPrompt": "Focus on paediatric dosing.",
    "inputs": [{"key": "patientAge", "type": "integer", "description": "age in years"}],
    "insights": {"enabled": false}})");
  std::vector<schema::problem> problems;
  auto content = schema::parse_content(value, "draft", problems);
  EXPECT_TRUE(problems.empty()) << (problems.empty() ? "" : problems[0].field + ": " + problems[0].message);
  return *content;
}

const json::object& prop(const json::object& s, std::string_view key) {
  return s.at("properties").as_object().at(key).as_object();
}

// Every object in the schema is strict: all properties required, nothing else allowed.
void expect_strict(const json::value& v, const std::string& path) {
  if (!v.is_object()) {
    return;
  }
  const auto& o = v.as_object();
  if (const auto* props = o.if_contains("properties")) {
    EXPECT_EQ(o.at("additionalProperties"), json::value(false)) << path;
    EXPECT_EQ(o.at("required").as_array().size(), props->as_object().size()) << path;
    for (const auto& [k, member] : props->as_object()) {
      expect_strict(member, path + "." + std::string(k));
    }
  }
  if (const auto* items = o.if_contains("items")) {
    expect_strict(*items, path + "[]");
  }
}

}  // namespace

TEST(RemoteJsonSchema, EveryFieldTypeMapsToAStrictNullableSchema) {
  const auto content = make_content();
  const auto s = lang::data_json_schema(content.schema);
  expect_strict(s, "$");
  EXPECT_EQ(s.at("properties").as_object().size(), 15U);
  EXPECT_EQ(prop(s, "complaint").at("type"), json::parse(R"(["string","null"])"));
  EXPECT_NE(prop(s, "complaint").at("description").as_string().find("complains of"), json::string::npos);
  EXPECT_EQ(prop(s, "temp").at("type"), json::parse(R"(["number","null"])"));
  EXPECT_EQ(prop(s, "age").at("type"), json::parse(R"(["integer","null"])"));
  EXPECT_EQ(prop(s, "smoker").at("type"), json::parse(R"(["boolean","null"])"));
  EXPECT_NE(prop(s, "visitDate").at("description").as_string().find("YYYY-MM-DD"), json::string::npos);
  EXPECT_EQ(prop(s, "triage").at("enum"), json::parse(R"(["red","green",null])"));
  EXPECT_EQ(prop(s, "sides").at("items").at("enum"), json::parse(R"(["left","right"])"));
  EXPECT_EQ(prop(prop(s, "visit"), "reason").at("type"), json::parse(R"(["string","null"])"));
}

TEST(RemoteJsonSchema, MedicalPrimitivesHaveTheirContractShapesWithQuoteEvidence) {
  const auto s = lang::data_json_schema(make_content().schema);
  const auto& dx = prop(s, "diagnoses").at("items").as_object();
  EXPECT_EQ(dx.at("required"), json::parse(R"(["name","icd10","snomed","status","evidence"])"));
  EXPECT_EQ(prop(dx, "status").at("enum"), json::parse(R"(["confirmed","provisional"])"));
  EXPECT_EQ(prop(dx, "evidence").at("required"), json::parse(R"(["quote"])"));
  const auto& med = prop(s, "medications").at("items").as_object();
  EXPECT_EQ(med.at("required"), json::parse(
      R"(["name","generic","dose","route","frequency","timing","duration","instructions","snomed","evidence"])"));
  EXPECT_EQ(prop(s, "allergies").at("items").at("required"),
            json::parse(R"(["substance","reaction","severity","snomed","evidence"])"));
  EXPECT_EQ(prop(s, "tests").at("items").at("required"), json::parse(R"(["name","loinc","status","result","evidence"])"));
  const auto& vitals = prop(s, "vitals");
  EXPECT_EQ(vitals.at("required").as_array().size(), 9U);
  EXPECT_EQ(prop(vitals, "bloodPressure").at("required"),
            json::parse(R"(["systolic","diastolic","unit","loinc","flag","original","evidence"])"));
  EXPECT_EQ(prop(vitals, "heartRate").at("required"),
            json::parse(R"(["value","unit","loinc","flag","original","evidence"])"));
}

TEST(RemoteJsonSchema, ResponseFormatIsStrictWithASafeName) {
  const auto rf = lang::response_format("my api/v2!", json::object{{"type", "object"}});
  EXPECT_EQ(rf.at("type").as_string(), "json_schema");
  EXPECT_EQ(rf.at("json_schema").at("name").as_string(), "my_api_v2_");
  EXPECT_EQ(rf.at("json_schema").at("strict"), json::value(true));
}

TEST(RemoteJsonSchema, ValidatorAcceptsConformingAndNamesViolations) {
  const auto s = lang::data_json_schema(make_content().schema);
  json::object good;
  for (const auto& [k, v] : s.at("properties").as_object()) {
    good[k] = nullptr;
  }
  good["triage"] = "red";
  good["age"] = 4.0;  // a whole double is an integer
  good["diagnoses"] = json::parse(
      R"([{"name":"Fever","icd10":null,"snomed":null,"status":"confirmed","evidence":{"quote":"fever"}}])");
  EXPECT_TRUE(lang::validate(good, s).empty()) << lang::describe(lang::validate(good, s));

  auto bad = good;
  bad["triage"] = "blue";
  bad["age"] = 4.5;
  bad.erase("history");
  bad["extra"] = 1;
  bad["diagnoses"].as_array()[0].as_object()["status"] = "maybe";
  const auto violations = lang::validate(bad, s);
  const auto text = lang::describe(violations);
  EXPECT_EQ(violations.size(), 5U) << text;
  EXPECT_NE(text.find("$.triage: must be one of: red, green"), std::string::npos) << text;
  EXPECT_NE(text.find("$.age: must be integer or null"), std::string::npos) << text;
  EXPECT_NE(text.find("$.history: is required"), std::string::npos) << text;
  EXPECT_NE(text.find("$.extra: is not a property"), std::string::npos) << text;
  EXPECT_NE(text.find("$.diagnoses[0].status"), std::string::npos) << text;
  EXPECT_EQ(text.find("blue"), std::string::npos);  // values are never echoed
  EXPECT_EQ(lang::validate(json::array{}, s).size(), 1U);
  EXPECT_EQ(lang::validate(bad, s, 2).size(), 2U);
}

TEST(RemotePrompt, MessagesHaveFoundationSystemPromptInputsAndText) {
  const auto content = make_content();
  const json::object inputs{{"patientAge", 7}, {"undeclared", "ignored"}};
  auto prompt = lang::prompt_for(content, true, &inputs, "[NAME_1] has fever.");
  const auto messages = lang::compose_extraction_messages(prompt);
  ASSERT_EQ(messages.size(), 4U);
  EXPECT_EQ(messages[0].at("role").as_string(), "system");
  EXPECT_EQ(messages[0].at("content").as_string(), lang::clinical_foundation_block());
  EXPECT_EQ(messages[1].at("content").as_string(), "Focus on paediatric dosing.");
  EXPECT_EQ(messages[3].at("role").as_string(), "user");
  const std::string user(messages[3].at("content").as_string());
  EXPECT_NE(user.find("- patientAge (integer; age in years): 7"), std::string::npos) << user;
  EXPECT_EQ(user.find("undeclared"), std::string::npos);
  EXPECT_NE(user.find("<<<\n[NAME_1] has fever.\n>>>"), std::string::npos);

  prompt.enforce_clinical_foundation = false;
  const auto without = lang::compose_extraction_messages(prompt);
  ASSERT_EQ(without.size(), 3U);
  EXPECT_EQ(without[0].at("content").as_string(), "Focus on paediatric dosing.");
}

TEST(RemotePrompt, SummaryAndInsightMessagesNameTheirTask) {
  const auto summary = lang::compose_summary_messages("text", cxs::domain::extraction::summary_style::handover, 500, false);
  ASSERT_EQ(summary.size(), 2U);
  EXPECT_NE(summary[0].at("content").as_string().find("at most 200 lines"), json::string::npos);
  EXPECT_NE(summary[0].at("content").as_string().find("SBAR"), json::string::npos);
  const std::vector kinds{schema::insight_kind::red_flags, schema::insight_kind::drug_allergy};
  const auto ins = lang::compose_insight_messages("text", kinds, "allergic to sulfa", true);
  ASSERT_EQ(ins.size(), 3U);
  EXPECT_NE(ins[1].at("content").as_string().find("red-flags, drug-allergy."), json::string::npos);
  EXPECT_NE(ins[2].at("content").as_string().find("allergic to sulfa"), json::string::npos);
  EXPECT_EQ(lang::insights_json_schema(kinds).at("properties").at("items").at("items").at("properties").at("kind").at("enum"),
            json::parse(R"(["red-flags","drug-allergy"])"));
}

TEST(RemotePrompt, CompletionRequestAndUrls) {
  lang::remote_endpoint endpoint;
  endpoint.model = "m";
  const auto body = lang::completion_request(endpoint, json::array{}, json::object{{"type", "object"}}, "x");
  EXPECT_EQ(body.at("model").as_string(), "m");
  EXPECT_EQ(body.at("response_format").at("json_schema").at("strict"), json::value(true));
  EXPECT_EQ(lang::endpoint_url("http://h:1", "chat/completions"), "http://h:1/v1/chat/completions");
  EXPECT_EQ(lang::endpoint_url("http://h:1/v1/", "chat/completions"), "http://h:1/v1/chat/completions");
  EXPECT_EQ(lang::to_error_code(lang::remote_failure::upstream_timeout), cxs::domain::error_code::upstream_timeout);
}
