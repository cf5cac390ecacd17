// Round 24's follow-up (branch dx40): a side said after a sided condition ("glaucoma in both
// eyes", "a sprain of the ankle on the left", "effusions bilaterally") is the condition's side;
// a side that belongs to another noun or another clause is not. The sentences are written for
// the tests, not copied from the corpus.

#include <gtest/gtest.h>

#include <string>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;

// A short note whose assessment lists `assessment`.
std::string note(const std::string& assessment) {
  return "HPI: seen today in clinic, mostly well otherwise.\nAssessment: " + assessment + "\nPlan: review in six weeks.";
}

TEST(DiagnosisSideAfter, SideSaidAfterTheCondition) {
  const auto eyes = note("open-angle glaucoma in both eyes.");
  EXPECT_TRUE(has_diagnosis(eyes, "ilateral")) << diagnosis_names(eyes);
  const auto on_left = note("sprain of the ankle on the left.");
  EXPECT_TRUE(has_diagnosis(on_left, "left")) << diagnosis_names(on_left);
  const auto right_knee = note("osteoarthritis affecting the right knee.");
  EXPECT_TRUE(has_diagnosis(right_knee, "ight")) << diagnosis_names(right_knee);
  const auto both_ways = note("carpal tunnel syndrome bilaterally.");
  EXPECT_TRUE(has_diagnosis(both_ways, "ilateral")) << diagnosis_names(both_ways);
}

TEST(DiagnosisSideAfter, SideOfAnotherNounOrClauseIsNotTaken) {
  // The side is the knee's pain, after a comma and "with".
  const auto other = note("glaucoma, with pain in the left knee.");
  EXPECT_TRUE(has_diagnosis(other, "laucoma")) << diagnosis_names(other);
  EXPECT_FALSE(has_diagnosis(other, "Left glaucoma")) << diagnosis_names(other);
  // "and" starts another condition: the side is the hip's.
  const auto joined = note("osteoarthritis and bursitis in the right hip.");
  EXPECT_TRUE(has_diagnosis(joined, "steoarthritis")) << diagnosis_names(joined);
  EXPECT_FALSE(has_diagnosis(joined, "Right osteoarthritis")) << diagnosis_names(joined);
  // Another word before the side: "near the wound on the left" is where the wound is.
  const auto noun = note("cellulitis near the wound on the left.");
  EXPECT_TRUE(has_diagnosis(noun, "ellulitis")) << diagnosis_names(noun);
  EXPECT_FALSE(has_diagnosis(noun, "Left cellulitis")) << diagnosis_names(noun);
  // A condition with no side (systemic) takes none from after it.
  const auto systemic = note("type 2 diabetes on the left of the page.");
  EXPECT_TRUE(has_diagnosis(systemic, "iabetes")) << diagnosis_names(systemic);
  EXPECT_FALSE(has_diagnosis(systemic, "Left type")) << diagnosis_names(systemic);
  // A side said before still wins.
  const auto before = note("right knee osteoarthritis in the left leg too.");
  EXPECT_TRUE(has_diagnosis(before, "Right")) << diagnosis_names(before);
  EXPECT_FALSE(has_diagnosis(before, "eft")) << diagnosis_names(before);
  EXPECT_TRUE(has_diagnosis(before, "ight")) << diagnosis_names(before);
}

// An ordinal after "of the" counts a digit or bone of the site; elsewhere it is no name's word.
TEST(DiagnosisSideAfter, OrdinalOfASiteIsKept) {
  const auto bone = note("fracture of the fifth metacarpal of the right hand.");
  EXPECT_TRUE(has_diagnosis(bone, "fifth metacarpal")) << diagnosis_names(bone);
  const auto toe = note("gout of the first toe on the left.");
  EXPECT_TRUE(has_diagnosis(toe, "first toe")) << diagnosis_names(toe);
  // Counter-examples: an ordinal with no site word after it, and one before the condition.
  const auto alone = note("fracture of the second, now healing.");
  EXPECT_FALSE(has_diagnosis(alone, "second")) << diagnosis_names(alone);
  const auto listed = note("second problem is gout of the big toe.");
  EXPECT_FALSE(has_diagnosis(listed, "econd")) << diagnosis_names(listed);
  EXPECT_TRUE(has_diagnosis(listed, "out")) << diagnosis_names(listed);
}

}  // namespace
