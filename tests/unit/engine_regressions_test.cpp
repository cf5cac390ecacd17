// Regression tests for defects found in the embedded clinical language engine, one test
// per defect, each with sentences written for the test (none taken from an evaluation
// set): durations read as vitals, possessive test names, ConText scopes that crossed a
// clause, and a patient's generic "you" read as the patient's own allergy.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/clinical/context.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"
#include "domain/terminology/terminology.hpp"

namespace ex = cxs::domain::extraction;
namespace clinical = cxs::domain::clinical;
namespace term = cxs::domain::terminology;
namespace json = boost::json;

namespace {

const cxs::domain::schema::extraction_schema& primitives() {
  static const auto schema = [] {
    const auto doc = json::parse(R"j({"sections":[{"id":"s","title":"S","fields":[
      {"key":"vitals","label":"Vitals","type":"vitals-block"},
      {"key":"dx","label":"Diagnoses","type":"diagnosis-list"},
      {"key":"allergies","label":"Allergies","type":"allergy-list"},
      {"key":"inv","label":"Investigations","type":"investigation-list"}]}]})j");
    std::vector<cxs::domain::schema::problem> problems;
    auto parsed = cxs::domain::schema::parse_schema(doc, "schema", problems);
    EXPECT_TRUE(parsed.has_value());
    return parsed.value_or(cxs::domain::schema::extraction_schema{});
  }();
  return schema;
}

std::vector<std::string> names(const json::value& list, std::string_view key) {
  std::vector<std::string> out;
  if (list.is_array()) {
    for (const auto& item : list.as_array()) {
      out.emplace_back(item.at(key).as_string());
    }
  }
  return out;
}

clinical::mention_context context_of(std::string_view text, std::string_view mention) {
  const std::size_t at = text.find(mention);
  EXPECT_NE(at, std::string_view::npos) << mention;
  return clinical::assess_context(text, at, at + mention.size());
}

}  // namespace

// "bukhar hai 3 din se" (fever for 3 days) used to give a 3 °C temperature and an
// IMPLAUSIBLE_VITAL warning: the number after a fever word was read as its reading.
TEST(EngineRegressions, DurationAfterAFeverWordIsNotATemperature) {
  for (const std::string_view text : {"Mareez ko bukhar hai 3 din se, khansi bhi hai.",
                                      "She has had fever for 4 days and a sore throat.",
                                      "bukhar 2 hafte se aa raha hai",
                                      "Fever 5 times since morning, no rash."}) {
    const auto result = ex::extract(text, primitives());
    EXPECT_TRUE(result.data.at("vitals").is_null()) << text << ": " << json::serialize(result.data.at("vitals"));
    EXPECT_TRUE(result.warnings.empty()) << text << ": " << json::serialize(ex::to_json(result.warnings));
  }
  // A real reading after a fever word still counts, also after a duration.
  const auto result = ex::extract("Bukhar hai 3 din se, temp 101.4 F today.", primitives());
  ASSERT_TRUE(result.data.at("vitals").is_object());
  const auto& temperature = result.data.at("vitals").at("temperature");
  EXPECT_EQ(temperature.at("original").at("value").to_number<double>(), 101.4);
  EXPECT_TRUE(result.warnings.empty());
}

// "hemoglobin a1c's" used to match "hemoglobin" alone (a blood count): the possessive
// "'s" made the last word "a1cs", which continues no term.
TEST(EngineRegressions, PossessiveTestNameResolvesToTheWholeTest) {
  const auto& terms = term::default_terminology();
  const auto ref = terms.lookup("hemoglobin a1c's");
  ASSERT_TRUE(ref.has_value());
  EXPECT_EQ(terms.display_name(*ref), "Haemoglobin A1c");

  const std::string_view text = "Her last hemoglobin a1c's were around eight, so we repeat it.";
  const auto matches = terms.match(text);
  ASSERT_FALSE(matches.empty());
  EXPECT_EQ(terms.display_name(matches.front().ref()), "Haemoglobin A1c");
  EXPECT_EQ(text.substr(matches.front().begin, matches.front().end - matches.front().begin), "hemoglobin a1c's");

  const auto data = ex::extract(text, primitives()).data;
  EXPECT_EQ(names(data.at("inv"), "name"), std::vector<std::string>{"Haemoglobin A1c"});
  // A word whose whole form is a term keeps it: the stem is only a fallback.
  EXPECT_TRUE(terms.lookup("crohn's disease").has_value());
}

// A two-way trigger that closes its own clause used to negate the next clause too.
TEST(EngineRegressions, TwoWayTriggerDoesNotReachAcrossItsClause) {
  EXPECT_TRUE(context_of("Wheeze absent, crackles present at the left base.", "Wheeze").negated);
  EXPECT_FALSE(context_of("Wheeze absent, crackles present at the left base.", "crackles").negated);
  EXPECT_TRUE(context_of("Malaria ruled out, typhoid confirmed on the Widal test.", "Malaria").negated);
  EXPECT_FALSE(context_of("Malaria ruled out, typhoid confirmed on the Widal test.", "typhoid").negated);
  // Used forward in a list it still negates every item.
  EXPECT_TRUE(context_of("He denied headache, giddiness or palpitations.", "palpitations").negated);
  EXPECT_TRUE(context_of("Absent pedal pulses on the right.", "pedal pulses").negated);
}

// "currently" / "now" opening a clause end a negation (they already ended "history of").
TEST(EngineRegressions, PresentTenseClauseEndsANegation) {
  EXPECT_FALSE(context_of("No history of seizures, currently having headaches.", "headaches").negated);
  EXPECT_FALSE(context_of("no vomiting, now loose stools since morning", "loose stools").negated);
  EXPECT_TRUE(context_of("No vomiting, now loose stools since morning", "vomiting").negated);
  EXPECT_TRUE(context_of("She is not currently on insulin.", "insulin").negated);
}

// "no more" and "no longer" were lost inside a comment of the trigger table.
TEST(EngineRegressions, NoLongerAndNoMoreNegate) {
  EXPECT_TRUE(context_of("He no longer gets chest tightness on the stairs.", "chest tightness").negated);
  EXPECT_TRUE(context_of("No more episodes of syncope after the dose change.", "syncope").negated);
}

// A patient explaining a condition in general ("... and you get an allergic reaction to
// shellfish") used to give the patient an allergy; the clinician's "you" still does.
TEST(EngineRegressions, PatientsGenericYouIsNotTheirAllergy) {
  const auto generic = ex::extract(
      "[doctor] what worries you most ?\n"
      "[patient] that syndrome my cousin read about , where you eat something and you get an allergic "
      "reaction to shellfish hours later .\n"
      "[doctor] okay , we will look into it .",
      primitives());
  EXPECT_TRUE(names(generic.data.at("allergies"), "substance").empty())
      << json::serialize(generic.data.at("allergies"));

  const auto own = ex::extract(
      "[doctor] i see you're allergic to shellfish , is that right ?\n[patient] yes , i get hives .",
      primitives());
  EXPECT_EQ(names(own.data.at("allergies"), "substance"), std::vector<std::string>{"shellfish"});

  const auto patient_own = ex::extract(
      "[doctor] any allergies ?\n[patient] i am allergic to sulfa , it gives me a rash .", primitives());
  EXPECT_EQ(names(patient_own.data.at("allergies"), "substance"), std::vector<std::string>{"sulfa"});
}
