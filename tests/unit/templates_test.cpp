#include "domain/schema/schema.hpp"
#include "domain/templates/templates.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

#include <set>
#include <string>

namespace schema = cxs::domain::schema;
namespace templates = cxs::domain::templates;

namespace {

std::string dump(const std::vector<schema::problem>& problems) {
  std::string out;
  for (const auto& p : problems) {
    out += p.field + ": " + p.message + "\n";
  }
  return out;
}

std::set<schema::field_type> types_of(const schema::extraction_schema& s) {
  std::set<schema::field_type> out;
  for (const auto* f : s.all_fields()) {
    out.insert(f->type);
  }
  return out;
}

} // namespace

TEST(Templates, TheFiveRequiredTemplatesExist) {
  for (const auto* id : {"opd-consult", "discharge-summary", "prescription", "vitals-triage", "referral-letter"}) {
    const auto* t = templates::find(id);
    ASSERT_NE(t, nullptr) << id;
    EXPECT_EQ(t->id, id);
    EXPECT_FALSE(t->name.empty());
    EXPECT_GT(t->description.size(), 20U);
  }
  EXPECT_EQ(templates::find("blank"), nullptr);
  EXPECT_GE(templates::all().size(), 5U);
}

TEST(Templates, EveryTemplateIsAPublishableDraft) {
  for (const auto& t : templates::all()) {
    std::vector<schema::problem> problems;
    const auto content = schema::parse_publishable(templates::draft(t), "draft", problems);
    ASSERT_TRUE(content) << t.id << "\n" << dump(problems);
    EXPECT_GE(content->schema.sections.size(), 3U) << t.id;
    EXPECT_GE(content->schema.all_fields().size(), 8U) << t.id;
    EXPECT_GT(content->system_prompt.size(), 150U) << t.id;
    EXPECT_FALSE(content->inputs.empty()) << t.id;
    EXPECT_TRUE(content->insights.enabled) << t.id;
    bool has_required = false;
    for (const auto* f : content->schema.all_fields()) {
      has_required = has_required || f->required;
      EXPECT_FALSE(f->label.empty()) << t.id << " " << f->key;
    }
    EXPECT_TRUE(has_required) << t.id;
  }
}

TEST(Templates, ClinicalContentUsesTheMedicalPrimitivesWhereTheyFit) {
  using ft = schema::field_type;
  const auto parsed = [](std::string_view id) {
    std::vector<schema::problem> problems;
    return schema::parse_content(templates::draft(*templates::find(id)), "draft", problems).value();
  };
  const auto opd = types_of(parsed("opd-consult").schema);
  for (auto t : {ft::vitals_block, ft::diagnosis_list, ft::medication_list, ft::allergy_list, ft::investigation_list,
                 ft::enumeration, ft::object, ft::text}) {
    EXPECT_TRUE(opd.contains(t)) << schema::type_name(t);
  }
  const auto discharge = parsed("discharge-summary");
  EXPECT_EQ(discharge.schema.find("admissionDate")->type, ft::date);
  EXPECT_EQ(discharge.schema.find("finalDiagnoses")->type, ft::diagnosis_list);
  EXPECT_EQ(discharge.schema.find("dischargeMedications")->type, ft::medication_list);
  const auto rx = parsed("prescription");
  EXPECT_EQ(rx.schema.find("medications")->type, ft::medication_list);
  EXPECT_TRUE(rx.schema.find("medications")->required);
  EXPECT_EQ(rx.schema.find("allergies")->type, ft::allergy_list);
  const auto triage = parsed("vitals-triage");
  EXPECT_EQ(triage.schema.find("vitals")->type, ft::vitals_block);
  EXPECT_EQ(triage.schema.find("consciousness")->enum_values,
            (std::vector<std::string>{"alert", "voice", "pain", "unresponsive"}));
  const auto referral = parsed("referral-letter");
  EXPECT_EQ(referral.schema.find("referredTo")->type, ft::object);
  EXPECT_EQ(referral.schema.find("urgency")->type, ft::enumeration);
  EXPECT_TRUE(types_of(referral.schema).contains(ft::investigation_list));
}

TEST(Templates, ListJsonHasTheDocumentedShape) {
  const auto list = templates::list_json();
  const auto& items = list.at("items").as_array();
  ASSERT_EQ(items.size(), templates::all().size());
  for (const auto& item : items) {
    const auto& o = item.as_object();
    EXPECT_EQ(o.size(), 7U);
    for (const auto* k : {"id", "name", "description", "schema", "systemPrompt", "inputs", "insights"}) {
      EXPECT_TRUE(o.contains(k)) << k;
    }
    EXPECT_TRUE(o.at("schema").at("sections").is_array());
  }
}
