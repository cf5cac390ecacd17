// The structural name check the corpus tests and aci_eval share (bench/diagnosis_name_check.hpp,
// review nm1): a listed name's words come from its terminology row or a modifier class.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include <boost/json.hpp>

#include "bench/diagnosis_name_check.hpp"
#include "domain/terminology/terminology.hpp"

namespace {

namespace term = cxs::domain::terminology;

// An item as the engine lists it: `name`, with the ICD-10 code of the row `term` names.
boost::json::object item(std::string_view name, std::string_view row_term) {
  const auto& t = term::default_terminology();
  const auto ref = t.lookup(row_term);
  EXPECT_TRUE(ref.has_value()) << row_term;
  boost::json::object o;
  o["name"] = name;
  o["icd10"] = ref ? t.codes(*ref).icd10 : std::string_view{};
  return o;
}

TEST(DiagnosisNameCheck, AWordOfTheSentenceIsNeitherTheRowsNorAModifier) {
  for (const auto& [name, row] : {std::pair<const char*, const char*>{"Pick up permanent hearing loss", "hearing loss"},
                                  {"Up atrial fibrillation", "atrial fibrillation"},
                                  {"Pehle tuberculosis", "tuberculosis"},
                                  {"Since hyperkalaemia", "hyperkalaemia"},
                                  {"Doctor pins and needles", "pins and needles"},
                                  {"Got asthma", "asthma"},
                                  {"The asthma", "asthma"},
                                  {"Of the knee pain", "knee pain"}}) {
    EXPECT_FALSE(cxs::bench::malformed_diagnosis_name(item(name, row)).empty()) << name;
  }
  // A name without a code has no row: its words must all be modifiers.
  boost::json::object uncoded;
  uncoded["name"] = "Asthma";
  EXPECT_FALSE(cxs::bench::malformed_diagnosis_name(uncoded).empty());
}

TEST(DiagnosisNameCheck, TheRowsWordsAndTheModifiersItMayAddPass) {
  // Counter-examples: a verb-like or particle-like word that is the row's own ("failure to
  // thrive", "trigger finger", "pins and needles", "left bundle branch block"), and
  // the modifier classes (side, site, severity, course, stage and type, germ, control).
  for (const auto& [name, row] : {std::pair<const char*, const char*>{"Failure to thrive", "failure to thrive"},
                                  {"Right trigger finger", "trigger finger"},
                                  {"Left bundle branch block", "left bundle branch block"},
                                  {"Pins and needles", "pins and needles"},
                                  {"Right knee pain", "knee pain"},
                                  {"Acute bacterial sinusitis", "sinusitis"},
                                  {"Uncontrolled hypertension", "hypertension"},
                                  {"Poorly controlled type 2 diabetes mellitus", "type 2 diabetes"},
                                  {"Severe chronic kidney disease stage 3", "chronic kidney disease"},
                                  {"Bilateral sensorineural hearing loss", "hearing loss"},
                                  {"RUL pneumonia", "pneumonia"},
                                  {"Family history of diabetes", "family history of diabetes"},
                                  {"Acute anaemia", "anemia"}}) {
    EXPECT_TRUE(cxs::bench::malformed_diagnosis_name(item(name, row)).empty())
        << name << ": " << cxs::bench::malformed_diagnosis_name(item(name, row));
  }
}

}  // namespace
