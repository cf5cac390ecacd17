#pragma once
// Shared by the context and diagnosis rule tests (context_rules_test.cpp,
// diagnosis_rules_test.cpp): the diagnosis items `extract` lists for a text under a schema with
// one diagnosis-list field, their names joined, and whether one has an ICD-10 code under a
// prefix.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"

namespace cxs::test::diagnosis_items {

inline const cxs::domain::schema::extraction_schema& problems_schema() {
  static const auto schema = [] {
    const auto doc = boost::json::parse(R"j({"sections":[{"id":"s","title":"S","fields":[
      {"key":"dx","label":"Diagnoses","type":"diagnosis-list"},
      {"key":"meds","label":"Medications","type":"medication-list"}]}]})j");
    std::vector<cxs::domain::schema::problem> problems;
    auto parsed = cxs::domain::schema::parse_schema(doc, "schema", problems);
    EXPECT_TRUE(parsed.has_value());
    return parsed.value_or(cxs::domain::schema::extraction_schema{});
  }();
  return schema;
}

inline std::vector<boost::json::object> diagnoses(std::string_view text) {
  const auto r = domain::extraction::extract(text, problems_schema());
  std::vector<boost::json::object> out;
  if (const auto& v = r.data.at("dx"); v.is_array()) {
    for (const auto& i : v.as_array()) {
      out.push_back(i.as_object());
    }
  }
  return out;
}

inline std::string names(const std::vector<boost::json::object>& items) {
  std::string out;
  for (const auto& i : items) {
    out += std::string(out.empty() ? "" : "; ") + std::string(i.at("name").as_string());
  }
  return out;
}

inline bool has_code(const std::vector<boost::json::object>& items, std::string_view prefix) {
  for (const auto& i : items) {
    if (const auto* c = i.if_contains("icd10"); c != nullptr && c->is_string() && c->as_string().starts_with(prefix)) {
      return true;
    }
  }
  return false;
}

}  // namespace cxs::test::diagnosis_items
