// Diagnosis and context rules from review round 4 (branch dx23), each with counter-examples:
// assessment wordings the tables did not hold, and "CAP" as a heading, not a capsule.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/extraction/engine.hpp"
#include "tests/unit/diagnosis_names.hpp"

namespace ex = cxs::domain::extraction;

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;

// "[Name|status]" for each diagnosis listed.
std::string listed(std::string_view text) {
  std::string out;
  for (const auto& d : ex::collect_facts(text).diagnoses) {
    out += "[" + d.name + "|" + d.status + "]";
  }
  return out;
}

TEST(DiagnosisReview4, AssessmentWordingsTheTablesHold) {
  EXPECT_TRUE(has_diagnosis("[doctor] number two , tobacco use disorder . we discussed quitting .", "icotine dependence"));
  EXPECT_TRUE(has_diagnosis("[doctor] impression , surgical site infection . start cephalexin .", "urgical site infection"));
  EXPECT_TRUE(has_diagnosis("Impression: upper gastrointestinal bleed.", "astrointestinal haemorrhage"));
  EXPECT_TRUE(has_diagnosis("A/P: L ureteral calculus. Tamsulosin 0.4 mg daily.", "reteric calculus"));
  EXPECT_TRUE(has_diagnosis("Assessment: atypical pigmented lesion of the back.", "typical pigmented lesion"));
  // Counter-example: a habit ("tobacco use") stays no problem of the list.
  EXPECT_FALSE(has_diagnosis("Social history: tobacco use, quit in 2010.", "icotine"));
}

TEST(DiagnosisReview4, CapInCapitalsIsPneumoniaOnlyAsAHeading) {
  EXPECT_TRUE(has_diagnosis("A/P:\n1. CAP - start amoxicillin 1 g TID x5 days.", "neumonia"));
  EXPECT_EQ(listed("Assessment: CAP, improving on antibiotics."), "[Pneumonia|confirmed]");
  // Counter-examples: a capsule in a prescription written in capitals, and the headwear.
  EXPECT_FALSE(has_diagnosis("CAP AMOXYCILLIN 500 MG TDS X 5 DAYS", "neumonia"));
  EXPECT_FALSE(has_diagnosis("Rx: CAP. OMEZ 20 MG OD", "neumonia"));
  EXPECT_FALSE(has_diagnosis("Assessment: sunburn. Wear a cap in the sun.", "neumonia"));
}

TEST(DiagnosisReview4, AFindingBesideASuspectedDiagnosisStaysItsHeading) {
  EXPECT_TRUE(has_diagnosis("A/P: Obstructive jaundice, concern for pancreatic head malignancy.", "bstructive jaundice"));
  EXPECT_TRUE(has_diagnosis("A/P: RUL lung mass, concerning for malignancy. CT chest.", "ung mass"));
  // Counter-example: a diagnosis stated certainly in the same sentence explains the finding.
  EXPECT_FALSE(has_diagnosis("A/P: Obstructive jaundice due to gallstones. ERCP.", "bstructive jaundice"));
  EXPECT_EQ(listed("A/P: lung mass due to lung cancer."), "[Lung cancer|confirmed]");
}

}  // namespace
