// Diagnosis rules of round 17 (branch dx31), each with counter-examples: a joint replacement
// check's heading, "status post left total knee arthroplasty", is named (WHO ICD-10 Z96.6) only
// in the clinician's "status post"/"s/p" form; a relative's replacement, a planned one and a bare
// "knee replacement" name nothing. The sentences are written for the tests, not copied from the
// corpus.

#include <gtest/gtest.h>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;
using cxs::test::in_plan;

TEST(DiagnosisRound17, StatusPostJointReplacementIsTheHeading) {
  const auto knee = in_plan("so you're status post right total knee replacement and healing well , keep up the therapy .");
  EXPECT_TRUE(has_diagnosis(knee, "knee")) << diagnosis_names(knee);
  const auto hip = in_plan("number one , s/p total hip arthroplasty , six weeks out , doing well .");
  EXPECT_TRUE(has_diagnosis(hip, "hip")) << diagnosis_names(hip);
  // Counter-examples: a relative's replacement, a planned one, a bare mention.
  EXPECT_FALSE(has_diagnosis("[patient] my mother had a knee replacement last year and she's doing great .", "arthroplasty"));
  EXPECT_FALSE(has_diagnosis(in_plan("if the injections stop working we'll talk about a knee replacement ."), "arthroplasty"));
  EXPECT_FALSE(has_diagnosis(in_plan("for your hip osteoarthritis we'll refer you to discuss a total hip replacement ."),
                             "arthroplasty"));
  // The "status post" form in past history, dated, or a spouse's, is no heading of this visit.
  EXPECT_FALSE(has_diagnosis("[doctor] any past surgeries ? [patient] i'm status post a right total knee replacement in "
                             "twenty fifteen , no problems with it . [doctor] okay . so for your hypertension , continue "
                             "the lisinopril .",
                             "arthroplasty"));
  EXPECT_FALSE(has_diagnosis("[doctor] she is status post left knee replacement two years ago and now has pain in the "
                             "right knee from osteoarthritis . we'll inject the right knee .",
                             "arthroplasty"));
  EXPECT_FALSE(has_diagnosis("[patient] my husband is status post hip replacement and doing fine . [doctor] good . so "
                             "your back strain should settle in two weeks .",
                             "arthroplasty"));
}

}  // namespace
