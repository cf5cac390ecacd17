// Review fixes (branch rv22): misreadings this session's helpers found and left open, each fixed
// at its cause. Positives and counter-examples; the sentences are written for these tests, not
// copied from the corpora.

#include <gtest/gtest.h>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnoses_with_status;

// A query mark glued to a word that qualifies the condition's name queries the whole name.
TEST(ReviewRv22, AQueryMarkOnAQualifierQueriesTheCondition) {
  EXPECT_EQ(diagnoses_with_status("Rash spreading, ?early sepsis."), "[Rash|confirmed][Sepsis|provisional]");
  EXPECT_EQ(diagnoses_with_status("Rash spreading, ?meningococcal sepsis."),
            "[Rash|confirmed][Meningococcal sepsis|provisional]");
  EXPECT_EQ(diagnoses_with_status("Febrile. ?possible early sepsis"), "[Fever|confirmed][Sepsis|provisional]");
  // Counter-examples: the mark queries another item joined to the condition, or stands elsewhere.
  EXPECT_EQ(diagnoses_with_status("?UTI causing sepsis."), "[Urinary tract infection|provisional][Sepsis|confirmed]");
  EXPECT_EQ(diagnoses_with_status("?PE, pneumonia on CXR."), "[Pulmonary embolism|provisional][Pneumonia|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Early sepsis, ?source."), "[Sepsis|confirmed]");
}

// The CKD stage rows take the stage said before the disease or spelled out.
TEST(ReviewRv22, ChronicKidneyDiseaseStageSaidInOtherWords) {
  EXPECT_EQ(diagnoses_with_status("You have stage 3 kidney disease."), "[Chronic kidney disease stage 3|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Known stage three chronic kidney disease."),
            "[Chronic kidney disease stage 3|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Chronic kidney disease stage 4, under renal."),
            "[Chronic kidney disease stage 4|confirmed]");
  EXPECT_EQ(diagnoses_with_status("CKD stage three, stable."), "[Chronic kidney disease stage 3|confirmed]");
  // Counter-examples: an unstaged disease, a denial, and a relative's.
  EXPECT_EQ(diagnoses_with_status("Known kidney disease."), "[Chronic kidney disease|confirmed]");
  EXPECT_EQ(diagnoses_with_status("No stage 3 kidney disease."), "");
  EXPECT_EQ(diagnoses_with_status("Her father had stage four kidney disease."), "");
}

// A query, then after a comma a terse result against it: the condition is excluded, as with
// "but"; a result for it, or a course reported in a later clause, leaves it queried.
TEST(ReviewRv22, AQueryThenATerseResultAgainstItAfterAComma) {
  EXPECT_EQ(diagnoses_with_status("Queried pneumonia on admission, repeat CXR clear."), "");
  EXPECT_EQ(diagnoses_with_status("Pulmonary embolism queried in ED, CTPA negative."), "");
  EXPECT_EQ(diagnoses_with_status("Queried pneumonia on admission, CXR clear, now has a UTI."),
            "[Urinary tract infection|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Queried pneumonia on admission."), "[Pneumonia|provisional]");
  // Counter-examples: a result for it, a course in a later clause, no query, and "but".
  EXPECT_EQ(diagnoses_with_status("Queried pneumonia, CXR shows consolidation."),
            "[Pneumonia|provisional][Lung consolidation|provisional]");
  EXPECT_EQ(diagnoses_with_status("Queried pneumonia, treated with antibiotics, chest now clear."),
            "[Pneumonia|provisional]");
  EXPECT_EQ(diagnoses_with_status("Pneumonia on admission, repeat CXR clear."), "[Pneumonia|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Pneumonia was queried, but the repeat CXR was clear."), "");
}

// "the big one is X" after the risks were named: "one" stands for a risk, so X may come.
TEST(ReviewRv22, TheMainOneAfterTheRisksIsARisk) {
  EXPECT_EQ(diagnoses_with_status("[doctor] there are some risks with the insulin . the big one is , uh , hypoglycemia ."), "");
  EXPECT_EQ(diagnoses_with_status(
                "[doctor] we talked about the side effects of the insulin . the main one is hypoglycemia , so carry glucose ."),
            "");
  // Counter-examples: risk factors, problems, the patient's own, and no antecedent at all.
  EXPECT_EQ(diagnoses_with_status("[doctor] we went over your risk factors . the big one is , uh , diabetes ."),
            "[Type 2 diabetes mellitus|confirmed]");
  EXPECT_EQ(diagnoses_with_status("[doctor] you have a few problems . the main one is , uh , hypertension ."),
            "[Hypertension|confirmed]");
  EXPECT_EQ(diagnoses_with_status("[doctor] the risks are small . your main one is diabetes ."),
            "[Type 2 diabetes mellitus|confirmed]");
  EXPECT_EQ(diagnoses_with_status("[doctor] the big one is , uh , hypoglycemia ."), "[Hypoglycaemia|confirmed]");
}

// A conditional's consequent with a verb of pointing ("that points to X", "that suggests X")
// waits on the condition, as "that means X" does.
TEST(ReviewRv22, AConsequentThatPointsToAConditionWaitsOnIt) {
  EXPECT_EQ(diagnoses_with_status("If the scar turns hot and oozes pus, that points to cellulitis, so phone the nurse."), "");
  EXPECT_EQ(diagnoses_with_status("If the pain spreads to the back, that suggests pancreatitis."), "");
  // Counter-examples: no supposition; a subject that is no pronoun of the supposition.
  EXPECT_EQ(diagnoses_with_status("The hot, red scar points to cellulitis."), "[Cellulitis|confirmed]");
  EXPECT_EQ(diagnoses_with_status("The redness suggests cellulitis."), "[Cellulitis|provisional]");  // a hedge, as before
}

}  // namespace
