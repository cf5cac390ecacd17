// Review nm1: the words of the sentence a listed name grew over (domain/extraction/
// diagnosis_names.cpp): a verb of finding or becoming and a phrasal verb's particle ("picked up
// atrial fibrillation"), the tail of a joined compound ("insulin-dependent diabetic"), the
// sentence's owner of a site ("of your left lower leg"), a section word, code-mix connectives.
// Each listed name is also checked structurally (bench/diagnosis_name_check.hpp). Sentences
// written for this test, none from a corpus.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include <boost/json.hpp>

#include "bench/diagnosis_name_check.hpp"
#include "domain/extraction/engine.hpp"

namespace {

struct named_case {
  std::string_view text;
  std::string_view name;  // the listed name expected, exactly
};

void expect_named(const named_case& c) {
  const auto facts = cxs::domain::extraction::collect_facts(c.text);
  std::string got;
  bool found = false;
  for (const auto& d : facts.diagnoses) {
    got += "[" + d.name + "]";
    found = found || d.name == c.name;
    boost::json::object item;
    item["name"] = d.name;
    item["icd10"] = d.icd10;
    EXPECT_EQ(cxs::bench::malformed_diagnosis_name(item), "") << c.text << ": " << d.name;
  }
  EXPECT_TRUE(found) << c.text << "\n  want: " << c.name << "\n  got: " << got;
}

TEST(DiagnosisNameWords, AVerbOrParticleOfTheSentenceIsNoModifier) {
  for (const auto& c : {named_case{"Holter monitoring picked up atrial fibrillation.", "Atrial fibrillation"},
                        named_case{"The newborn screen picked up bilateral hearing loss.", "Bilateral hearing loss"},
                        named_case{"Her audiogram picks up moderate hearing loss.", "Moderate hearing loss"},
                        named_case{"Chest X-ray confirms pneumonia.", "Pneumonia"},
                        named_case{"After the radioiodine she became hypothyroid.", "Hypothyroidism"},
                        named_case{"Assessment: peripheral neuropathy, likely diabetic.", "Peripheral neuropathy"},
                        named_case{"Known insulin-dependent diabetic on a basal bolus regimen.", "Type 2 diabetes mellitus"}}) {
    expect_named(c);
  }
}

TEST(DiagnosisNameWords, TheSitesOwnerIsWrittenThe) {
  expect_named({"Examination shows cellulitis of your left lower leg.", "Cellulitis of the left lower leg"});
  expect_named({"There is a laceration of my left forearm from the fall.", "Laceration of the left forearm"});
}

TEST(DiagnosisNameWords, CodeMixConnectivesAreNoModifiers) {
  expect_named({"Bukhar nahi hai, par cough hai do hafte se.", "Cough"});
  expect_named({"Jwor nei, shudhu cough.", "Cough"});
}

TEST(DiagnosisNameWords, NamesThatHoldSuchWordsKeepThem) {
  // Counter-examples: the row's own words ("left bundle branch block", "pins and needles",
  // "sleep apnoea", "trigger finger"), a site that begins like a particle ("upper back"), and
  // the modifiers a name may take.
  for (const auto& c : {named_case{"ECG shows left bundle branch block.", "Left bundle branch block"},
                        named_case{"He has pins and needles in both feet.", "Pins and needles"},
                        named_case{"Obstructive sleep apnoea, on CPAP.", "Obstructive sleep apnoea"},
                        named_case{"Right trigger finger, for injection.", "Right trigger finger"},
                        named_case{"Upper back strain from lifting.", "Upper back strain"},
                        named_case{"Acute bacterial sinusitis, start amoxicillin.", "Acute bacterial sinusitis"},
                        named_case{"Poorly controlled type 2 diabetes.", "Poorly controlled type 2 diabetes"}}) {
    expect_named(c);
  }
}

}  // namespace
