// domain/extraction/schema_plan: a schema's field plan, made once and reused, gives every
// extraction exactly what planning the fields on each call gives; a plan of another schema
// is never used for this one.

#include "domain/extraction/engine.hpp"
#include "domain/extraction/schema_plan.hpp"
#include "domain/schema/schema.hpp"
#include "domain/templates/templates.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace ex = cxs::domain::extraction;
namespace schema = cxs::domain::schema;
namespace json = boost::json;

namespace {

schema::extraction_schema parse(const json::value& doc) {
  std::vector<schema::problem> problems;
  auto s = schema::parse_schema(doc, "schema", problems);
  EXPECT_TRUE(s.has_value());
  return s.value_or(schema::extraction_schema{});
}

// Texts that reach every kind of filler: sections, a dialogue, hints, booleans, numbers,
// dates, enums, and nested objects (the templates have all of those fields).
const std::vector<std::string_view>& texts() {
  static const std::vector<std::string_view> t{
      "Chief complaint: fever and cough for 3 days.\nHistory: diabetic for 10 years, on metformin 500 mg "
      "twice daily.\nExamination: temperature 101 F, pulse 104, BP 140/90, SpO2 97%. Chest clear.\n"
      "Assessment: acute upper respiratory tract infection. Type 2 diabetes mellitus.\n"
      "Plan: paracetamol 650 mg thrice daily for 3 days. CBC and fasting sugar. Review after 5 days.",
      "Doctor: What brings you in? Patient: Headache since last week, no vomiting, no fever. "
      "I smoke ten cigarettes a day. Doctor: Any allergies? Patient: Penicillin gives me a rash. "
      "Doctor: Your blood pressure is 150/95. It is consistent with hypertension. We will start amlodipine "
      "5 mg once daily and check a lipid profile. Follow up on 12/03/2026. Patient: Thank you.",
      "Pregnant, 32 weeks, G2P1. Age 28. No bleeding. Weight 68 kg. Advised iron and calcium. "
      "Severity: moderate. Smoker: no. Referred to obstetrics.",
  };
  return t;
}

} // namespace

TEST(SchemaPlan, GivesTheSameExtractionAsPlanningEachCall) {
  std::size_t compared = 0;
  for (const auto& t : cxs::domain::templates::all()) {
    const auto s = parse(cxs::domain::templates::draft(t).at("schema"));
    const ex::schema_plan plan(s);
    for (const auto text : texts()) {
      const auto planned = ex::extract(text, s, {}, &plan);
      const auto unplanned = ex::extract(text, s);
      EXPECT_EQ(json::serialize(planned.data), json::serialize(unplanned.data)) << t.id << ": " << text;
      EXPECT_EQ(json::serialize(ex::to_json(planned.warnings)), json::serialize(ex::to_json(unplanned.warnings)))
          << t.id;
      ++compared;
    }
  }
  EXPECT_GE(compared, 3U);
}

TEST(SchemaPlan, PlansNestedFieldsAndKnowsOnlyItsOwnSchema) {
  const auto doc = json::parse(R"({"sections":[{"id":"s","title":"S","fields":[
      {"key":"complaint","label":"Complaint","type":"string","hints":["complaining of"]},
      {"key":"social","label":"Social","type":"object","fields":[
        {"key":"smoker","label":"Smoker","type":"boolean","hints":["smoke","smoking"]}]}]}]})");
  const auto a = parse(doc);
  const auto b = parse(doc);  // the same fields, another object
  const ex::schema_plan plan(a);
  EXPECT_EQ(plan.source(), &a);
  for (const auto* f : a.all_fields()) {
    EXPECT_NE(plan.find(*f), nullptr) << f->key;
  }
  for (const auto* f : b.all_fields()) {
    EXPECT_EQ(plan.find(*f), nullptr) << f->key;
  }
  // Given the plan of `a`, an extraction of `b` plans `b` itself and still fills it.
  const std::string_view text = "Complaining of cough. He does not smoke.";
  const auto with_foreign = ex::extract(text, b, {}, &plan);
  const auto own = ex::extract(text, b);
  EXPECT_EQ(json::serialize(with_foreign.data), json::serialize(own.data));
  EXPECT_EQ(with_foreign.data.at("complaint"), json::value("cough"));
  EXPECT_EQ(with_foreign.data.at("social").at("smoker"), json::value(false));
}
