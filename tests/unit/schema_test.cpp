#include "domain/schema/schema.hpp"
#include "domain/schema/settings.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace schema = cxs::domain::schema;

namespace {

boost::json::value json(std::string_view text) { return boost::json::parse(text); }

// A one-section schema whose single field is `field_json`.
boost::json::value with_field(std::string_view field_json) {
  return json(std::string(R"({"sections":[{"id":"s","title":"S","fields":[)") + std::string(field_json) + "]}]}");
}

std::vector<schema::problem> problems_of(const boost::json::value& v) {
  std::vector<schema::problem> problems;
  auto parsed = schema::parse_schema(v, "draft.schema", problems);
  EXPECT_EQ(parsed.has_value(), problems.empty());
  return problems;
}

bool names(const std::vector<schema::problem>& problems, std::string_view field) {
  return std::any_of(problems.begin(), problems.end(), [&](const auto& p) { return p.field == field; });
}

std::string dump(const std::vector<schema::problem>& problems) {
  std::string out;
  for (const auto& p : problems) {
    out += p.field + ": " + p.message + "\n";
  }
  return out;
}

constexpr std::string_view every_type = R"({"sections":[
 {"id":"a","title":"All types","fields":[
  {"key":"s","label":"S","type":"string","required":true,"hints":["say"]},
  {"key":"t","label":"T","type":"text","description":"narrative"},
  {"key":"n","label":"N","type":"number"},
  {"key":"i","label":"I","type":"integer"},
  {"key":"b","label":"B","type":"boolean"},
  {"key":"d","label":"D","type":"date"},
  {"key":"e","label":"E","type":"enum","enum":["x","y"]},
  {"key":"l","label":"L","type":"string-list","items":{"type":"enum","enum":["p","q"]}},
  {"key":"o","label":"O","type":"object","fields":[{"key":"o1","label":"O1","type":"string"}]},
  {"key":"v","label":"V","type":"vitals-block"},
  {"key":"dx","label":"Dx","type":"diagnosis-list"},
  {"key":"rx","label":"Rx","type":"medication-list"},
  {"key":"al","label":"Al","type":"allergy-list"},
  {"key":"inv","label":"Inv","type":"investigation-list"}]}]})";

} // namespace

TEST(SchemaParse, AcceptsEveryTypeAndRoundTrips) {
  std::vector<schema::problem> problems;
  auto parsed = schema::parse_schema(json(every_type), "schema", problems);
  ASSERT_TRUE(parsed) << dump(problems);
  ASSERT_EQ(parsed->sections.size(), 1U);
  EXPECT_EQ(parsed->all_fields().size(), 15U);  // 14 plus the object's member
  EXPECT_EQ(parsed->find("e")->enum_values, (std::vector<std::string>{"x", "y"}));
  EXPECT_EQ(parsed->find("l")->item_values, (std::vector<std::string>{"p", "q"}));
  EXPECT_EQ(parsed->find("o1")->type, schema::field_type::string);
  EXPECT_TRUE(parsed->find("s")->required);
  EXPECT_EQ(parsed->find("nope"), nullptr);
  std::vector<schema::problem> again;
  auto reparsed = schema::parse_schema(schema::to_json(*parsed), "schema", again);
  ASSERT_TRUE(reparsed) << dump(again);
  EXPECT_EQ(schema::to_json(*reparsed), schema::to_json(*parsed));
}

TEST(SchemaParse, TypeNamesRoundTripAndPrimitivesAreFive) {
  int primitives = 0;
  for (auto t : schema::all_field_types()) {
    EXPECT_EQ(schema::field_type_from_name(schema::type_name(t)), t);
    primitives += schema::is_medical_primitive(t) ? 1 : 0;
  }
  EXPECT_EQ(primitives, 5);
  EXPECT_EQ(schema::all_field_types().size(), 14U);
  EXPECT_FALSE(schema::field_type_from_name("enumeration"));
  for (auto k : schema::all_insight_kinds()) {
    EXPECT_EQ(schema::insight_kind_from_name(schema::kind_name(k)), k);
  }
}

TEST(SchemaParse, EmptySectionsAreAValidDraft) {
  EXPECT_TRUE(problems_of(json(R"({"sections":[]})")).empty());
}

TEST(SchemaParse, KeysFollowThePattern) {
  EXPECT_TRUE(schema::valid_key("a"));
  EXPECT_TRUE(schema::valid_key("bloodPressure_2"));
  EXPECT_TRUE(schema::valid_key(std::string(64, 'k')));
  EXPECT_FALSE(schema::valid_key(std::string(65, 'k')));
  EXPECT_FALSE(schema::valid_key(""));
  EXPECT_FALSE(schema::valid_key("2bad"));
  EXPECT_FALSE(schema::valid_key("_x"));
  EXPECT_FALSE(schema::valid_key("has-dash"));
  EXPECT_FALSE(schema::valid_key("has space"));
  auto p = problems_of(with_field(R"({"key":"9lives","label":"L","type":"string"})"));
  EXPECT_TRUE(names(p, "draft.schema.sections[0].fields[0].key")) << dump(p);
}

TEST(SchemaParse, TopLevelShapeProblems) {
  EXPECT_TRUE(names(problems_of(json("[]")), "draft.schema"));
  EXPECT_TRUE(names(problems_of(json("{}")), "draft.schema.sections"));
  EXPECT_TRUE(names(problems_of(json(R"({"sections":{}})")), "draft.schema.sections"));
  EXPECT_TRUE(names(problems_of(json(R"({"sections":[],"title":"x"})")), "draft.schema.title"));
  EXPECT_TRUE(names(problems_of(json(R"({"sections":[7]})")), "draft.schema.sections[0]"));
}

TEST(SchemaParse, SectionProblems) {
  auto p = problems_of(json(R"({"sections":[{"title":"","fields":[]},{"id":"a b","title":"T"}]})"));
  EXPECT_TRUE(names(p, "draft.schema.sections[0].id")) << dump(p);
  EXPECT_TRUE(names(p, "draft.schema.sections[0].title"));
  EXPECT_TRUE(names(p, "draft.schema.sections[0].fields"));
  EXPECT_TRUE(names(p, "draft.schema.sections[1].id"));
  EXPECT_TRUE(names(p, "draft.schema.sections[1].fields"));
  auto dup = problems_of(json(R"({"sections":[
    {"id":"a","title":"A","fields":[{"key":"x","label":"X","type":"string"}]},
    {"id":"a","title":"B","fields":[{"key":"y","label":"Y","type":"string"}]}]})"));
  EXPECT_TRUE(names(dup, "draft.schema.sections[1].id")) << dump(dup);
}

TEST(SchemaParse, FieldMemberProblemsAreEachNamed) {
  auto p = problems_of(with_field(R"({"key":"x","type":"colour","required":"yes","hints":["ok",3],"reqired":true})"));
  EXPECT_TRUE(names(p, "draft.schema.sections[0].fields[0].label")) << dump(p);
  EXPECT_TRUE(names(p, "draft.schema.sections[0].fields[0].type"));
  EXPECT_TRUE(names(p, "draft.schema.sections[0].fields[0].required"));
  EXPECT_TRUE(names(p, "draft.schema.sections[0].fields[0].hints[1]"));
  EXPECT_TRUE(names(p, "draft.schema.sections[0].fields[0].reqired"));
  const auto type_problem = std::find_if(p.begin(), p.end(), [](const auto& x) { return x.field.ends_with("type"); });
  EXPECT_NE(type_problem->message.find("vitals-block"), std::string::npos);
  EXPECT_TRUE(names(problems_of(with_field(R"({"label":"L","type":"string"})")),
                    "draft.schema.sections[0].fields[0].key"));
}

TEST(SchemaParse, EnumNeedsNonEmptyUniqueValues) {
  const std::string at = "draft.schema.sections[0].fields[0].enum";
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"e","label":"E","type":"enum"})")), at));
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"e","label":"E","type":"enum","enum":[]})")), at));
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"e","label":"E","type":"enum","enum":"a"})")), at));
  auto dup = problems_of(with_field(R"({"key":"e","label":"E","type":"enum","enum":["a","b","a"]})"));
  EXPECT_TRUE(names(dup, at + "[2]")) << dump(dup);
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"e","label":"E","type":"enum","enum":["a",""]})")), at + "[1]"));
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"e","label":"E","type":"string","enum":["a"]})")), at));
}

TEST(SchemaParse, StringListItems) {
  const std::string at = "draft.schema.sections[0].fields[0].items";
  EXPECT_TRUE(problems_of(with_field(R"({"key":"l","label":"L","type":"string-list","items":{"type":"string"}})"))
                  .empty());
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"l","label":"L","type":"string-list","items":{"type":"enum"}})")),
                    at + ".enum"));
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"l","label":"L","type":"string-list","items":{"type":"int"}})")),
                    at + ".type"));
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"l","label":"L","type":"text","items":{"type":"string"}})")), at));
}

TEST(SchemaParse, ObjectFieldsAreValidatedRecursively) {
  const std::string at = "draft.schema.sections[0].fields[0].fields";
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"o","label":"O","type":"object"})")), at));
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"o","label":"O","type":"object","fields":[]})")), at));
  EXPECT_TRUE(names(problems_of(with_field(R"({"key":"o","label":"O","type":"string","fields":[]})")), at));
  auto nested = problems_of(with_field(
      R"({"key":"o","label":"O","type":"object","fields":[{"key":"c","label":"C","type":"enum","enum":[]}]})"));
  EXPECT_TRUE(names(nested, at + "[0].enum")) << dump(nested);
  auto deep = problems_of(with_field(R"({"key":"a","label":"A","type":"object","fields":[
      {"key":"b","label":"B","type":"object","fields":[
        {"key":"c","label":"C","type":"object","fields":[
          {"key":"d","label":"D","type":"object","fields":[{"key":"e","label":"E","type":"string"}]}]}]}]})"));
  EXPECT_TRUE(names(deep, at + "[0].fields[0].fields[0].fields")) << dump(deep);
}

TEST(SchemaParse, KeysAreUniqueAcrossTheWholeSchema) {
  auto p = problems_of(json(R"({"sections":[
    {"id":"a","title":"A","fields":[{"key":"vitals","label":"V","type":"vitals-block"}]},
    {"id":"b","title":"B","fields":[{"key":"o","label":"O","type":"object","fields":[
        {"key":"vitals","label":"V2","type":"string"}]}]}]})"));
  ASSERT_EQ(p.size(), 1U) << dump(p);
  EXPECT_EQ(p[0].field, "draft.schema.sections[1].fields[0].fields[0].key");
  EXPECT_NE(p[0].message.find("draft.schema.sections[0].fields[0]"), std::string::npos);
}

TEST(SchemaParse, LimitsAreEnforced) {
  std::string many = R"({"sections":[{"id":"a","title":"A","fields":[)";
  for (std::size_t i = 0; i <= schema::limits::max_fields; ++i) {
    many += (i == 0 ? "" : ",") + std::string(R"({"key":"f)") + std::to_string(i) + R"(","label":"F","type":"string"})";
  }
  many += "]}]}";
  auto p = problems_of(json(many));
  EXPECT_EQ(p.size(), 1U) << dump(p);
  auto long_label = problems_of(with_field(R"({"key":"x","label":")" + std::string(201, 'a') + R"(","type":"text"})"));
  EXPECT_TRUE(names(long_label, "draft.schema.sections[0].fields[0].label"));
  // Characters, not bytes: 200 Devanagari letters (3 bytes each) fit.
  std::string hindi;
  for (int i = 0; i < 200; ++i) {
    hindi += "\xE0\xA4\x95";
  }
  EXPECT_TRUE(problems_of(with_field(R"({"key":"x","label":")" + hindi + R"(","type":"text"})")).empty());
}

TEST(SchemaInputs, ValidAndInvalid) {
  std::vector<schema::problem> problems;
  auto ok = schema::parse_inputs(json(R"([{"key":"age","type":"integer","required":true,"description":"years"},
                                          {"key":"ward","type":"string"}])"),
                                 "draft.inputs", problems);
  ASSERT_TRUE(ok) << dump(problems);
  EXPECT_EQ(ok->size(), 2U);
  EXPECT_TRUE((*ok)[0].required);
  EXPECT_EQ((*ok)[0].type, schema::input_type::integer);

  problems.clear();
  EXPECT_FALSE(schema::parse_inputs(json(R"([{"key":"a","type":"vitals-block"},{"key":"a","type":"date"},
                                             {"type":"string","required":1,"extra":0},"x"])"),
                                    "draft.inputs", problems));
  EXPECT_TRUE(names(problems, "draft.inputs[0].type")) << dump(problems);
  EXPECT_TRUE(names(problems, "draft.inputs[1].key"));
  EXPECT_TRUE(names(problems, "draft.inputs[2].key"));
  EXPECT_TRUE(names(problems, "draft.inputs[2].required"));
  EXPECT_TRUE(names(problems, "draft.inputs[2].extra"));
  EXPECT_TRUE(names(problems, "draft.inputs[3]"));
  problems.clear();
  EXPECT_FALSE(schema::parse_inputs(json("{}"), "draft.inputs", problems));
  EXPECT_TRUE(names(problems, "draft.inputs"));
}

TEST(SchemaInsights, KindsComeFromTheFixedList) {
  std::vector<schema::problem> problems;
  auto ok = schema::parse_insights(json(R"({"enabled":true,"kinds":["abnormal-vitals","drug-allergy"]})"),
                                   "draft.insights", problems);
  ASSERT_TRUE(ok) << dump(problems);
  EXPECT_EQ(ok->kinds.size(), 2U);
  EXPECT_TRUE(schema::parse_insights(json(R"({"enabled":false})"), "draft.insights", problems));

  problems.clear();
  EXPECT_FALSE(schema::parse_insights(json(R"({"enabled":true,"kinds":["red-flags","horoscope","red-flags"]})"),
                                      "draft.insights", problems));
  EXPECT_TRUE(names(problems, "draft.insights.kinds[1]")) << dump(problems);
  EXPECT_TRUE(names(problems, "draft.insights.kinds[2]"));
  problems.clear();
  EXPECT_FALSE(schema::parse_insights(json(R"({"enabled":true,"kinds":[]})"), "draft.insights", problems));
  EXPECT_TRUE(names(problems, "draft.insights.kinds"));
  problems.clear();
  EXPECT_FALSE(schema::parse_insights(json(R"({"kinds":[],"on":true})"), "draft.insights", problems));
  EXPECT_TRUE(names(problems, "draft.insights.enabled"));
  EXPECT_TRUE(names(problems, "draft.insights.on"));
}

TEST(SchemaContent, WholeDraftAndPublishRules) {
  std::vector<schema::problem> problems;
  EXPECT_TRUE(schema::parse_content(schema::blank_draft(), "draft", problems)) << dump(problems);
  EXPECT_FALSE(schema::parse_publishable(schema::blank_draft(), "draft", problems));
  EXPECT_TRUE(names(problems, "draft.schema.sections"));

  problems.clear();
  EXPECT_FALSE(schema::parse_content(json(R"({"schema":{"sections":[]},"systemPrompt":5})"), "draft", problems));
  EXPECT_TRUE(names(problems, "draft.systemPrompt")) << dump(problems);
  EXPECT_TRUE(names(problems, "draft.inputs"));
  EXPECT_TRUE(names(problems, "draft.insights"));

  problems.clear();
  EXPECT_FALSE(schema::parse_system_prompt(boost::json::value(std::string(schema::limits::max_system_prompt + 1, 'p')),
                                           "draft.systemPrompt", problems));
}

TEST(SchemaContent, DraftPatchAcceptsAnySubsetOnly) {
  std::vector<schema::problem> problems;
  EXPECT_TRUE(schema::check_draft_patch(json(R"({})"), "draft", problems));
  EXPECT_TRUE(schema::check_draft_patch(json(R"({"systemPrompt":"Be brief."})"), "draft", problems));
  EXPECT_TRUE(problems.empty());
  EXPECT_FALSE(schema::check_draft_patch(json(R"({"prompt":"x","inputs":[{"key":"1"}]})"), "draft", problems));
  EXPECT_TRUE(names(problems, "draft.prompt")) << dump(problems);
  EXPECT_TRUE(names(problems, "draft.inputs[0].key"));
  EXPECT_TRUE(names(problems, "draft.inputs[0].type"));
  problems.clear();
  EXPECT_FALSE(schema::check_draft_patch(json("[]"), "draft", problems));
  EXPECT_TRUE(names(problems, "draft"));
}

TEST(SchemaSettings, CatalogueDefaults) {
  const auto defaults = schema::to_json(schema::api_settings{});
  EXPECT_EQ(defaults, json(R"({"retainPayloads":false,"enforceClinicalFoundation":true,"redactPHI":false,
      "vitalRangeSanity":true,"negationHandling":true,"codeMixInterpretation":true,"narrativeBullets":true})"));
  EXPECT_EQ(schema::setting_catalogue().size(), 7U);
  for (const auto& info : schema::setting_catalogue()) {
    EXPECT_EQ(defaults.at(info.key).as_bool(), info.default_value) << info.key;
  }
  const auto stored = schema::settings_from_json(json(R"({"redactPHI":true,"negationHandling":"no","x":1})"));
  EXPECT_TRUE(stored.redact_phi);
  EXPECT_TRUE(stored.negation_handling);  // a non-boolean keeps the default
}

TEST(SchemaSettings, PatchValidation) {
  std::vector<schema::problem> problems;
  auto ok = schema::parse_settings_patch(json(R"({"retainPayloads":true,"narrativeBullets":false})"), "settings",
                                         problems);
  ASSERT_TRUE(ok);
  EXPECT_EQ(ok->changes.size(), 2U);
  EXPECT_FALSE(ok->disables_clinical_foundation);
  EXPECT_FALSE(schema::parse_settings_patch(json(R"({"retainPayload":true,"redactPHI":"on"})"), "settings", problems));
  EXPECT_TRUE(names(problems, "settings.retainPayload"));
  EXPECT_TRUE(names(problems, "settings.redactPHI"));
  problems.clear();
  EXPECT_FALSE(schema::parse_settings_patch(json("true"), "settings", problems));
  EXPECT_TRUE(names(problems, "settings"));
}

TEST(SchemaSettings, DisablingTheClinicalFoundationNeedsAReason) {
  std::vector<schema::problem> problems;
  auto off = schema::parse_settings_patch(json(R"({"enforceClinicalFoundation":false})"), "settings", problems);
  ASSERT_TRUE(off);
  EXPECT_TRUE(off->disables_clinical_foundation);
  EXPECT_FALSE(schema::disable_reason(*off, nullptr, "settings", problems));
  EXPECT_TRUE(names(problems, "settings.enforceClinicalFoundation"));
  problems.clear();
  const auto blank = json(R"("   ")");
  EXPECT_FALSE(schema::disable_reason(*off, &blank, "settings", problems));
  EXPECT_TRUE(names(problems, "settings.enforceClinicalFoundation"));
  problems.clear();
  const auto number = json("5");
  EXPECT_FALSE(schema::disable_reason(*off, &number, "settings", problems));
  EXPECT_TRUE(names(problems, "reason"));
  problems.clear();
  const auto why = json(R"("  Research protocol R-12 needs raw model output. ")");
  EXPECT_EQ(schema::disable_reason(*off, &why, "settings", problems), "Research protocol R-12 needs raw model output.");
  EXPECT_TRUE(problems.empty());
  auto on = schema::parse_settings_patch(json(R"({"enforceClinicalFoundation":true})"), "settings", problems);
  ASSERT_TRUE(on);
  EXPECT_TRUE(on->enables_clinical_foundation);
  EXPECT_FALSE(schema::disable_reason(*on, nullptr, "settings", problems));
  EXPECT_TRUE(problems.empty());
}
