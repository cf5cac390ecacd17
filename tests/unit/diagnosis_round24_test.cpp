// Diagnosis rules of round 24 (branch dx39), each with counter-examples: a condition's word
// denied by a joined "non-" ("a non-drowsy antihistamine"), and an allergy cue that is itself
// denied ("this is urticaria , not an allergy"), which makes no condition near it an allergy's
// reaction; and the names round 24 found no row for (shift work sleep disorder, "occupational
// asthma", "sickle cell pain crisis", "tear of the anterior cruciate ligament", the WHO title
// "non-insulin-dependent diabetes"). The sentences are written for the tests, not copied from the
// corpus.

#include <gtest/gtest.h>

#include <string>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;
using cxs::test::short_consult;

TEST(DiagnosisRound24, NonPrefixDeniesTheWord) {
  const auto drowsy = short_consult("[doctor] so this is hay fever . take a non-drowsy antihistamine every morning .");
  EXPECT_TRUE(has_diagnosis(drowsy, "llergic rhinitis")) << diagnosis_names(drowsy);
  EXPECT_FALSE(has_diagnosis(drowsy, "omnolence")) << diagnosis_names(drowsy);
  const auto diabetic = short_consult("[doctor] so you have gout of the right big toe . he is non-diabetic .");
  EXPECT_TRUE(has_diagnosis(diabetic, "out")) << diagnosis_names(diabetic);
  EXPECT_FALSE(has_diagnosis(diabetic, "iabetes")) << diagnosis_names(diabetic);
  // Counter-examples: names that begin with "non-" are rows of their own; a mention later in a
  // word group is not right after the prefix; another prefix joined by a hyphen denies nothing.
  const auto lymphoma = short_consult("[doctor] so this is non-hodgkin lymphoma .");
  EXPECT_TRUE(has_diagnosis(lymphoma, "odgkin lymphoma")) << diagnosis_names(lymphoma);
  const auto niddm = short_consult("[doctor] so you have non-insulin-dependent diabetes .");
  EXPECT_TRUE(has_diagnosis(niddm, "ype 2 diabetes")) << diagnosis_names(niddm);
  const auto lung = short_consult("[doctor] so this is non-small cell lung cancer .");
  EXPECT_TRUE(has_diagnosis(lung, "ung cancer")) << diagnosis_names(lung);
  const auto post = short_consult("[doctor] so this is post-herpetic neuralgia .");
  EXPECT_TRUE(has_diagnosis(post, "ostherpetic neuralgia")) << diagnosis_names(post);
}

TEST(DiagnosisRound24, DeniedAllergyCueMakesNoReaction) {
  const auto urticaria = short_consult("[doctor] this is chronic urticaria , not an allergy to something you ate .");
  EXPECT_TRUE(has_diagnosis(urticaria, "rticaria")) << diagnosis_names(urticaria);
  const auto isnt = short_consult("[doctor] so this is asthma , it isn't an allergy to the cat .");
  EXPECT_TRUE(has_diagnosis(isnt, "sthma")) << diagnosis_names(isnt);
  // Counter-examples: a reaction next to an allergy that is not denied stays the allergy's.
  const auto reaction = short_consult("[patient] i'm allergic to penicillin , i break out in hives . [doctor] so this "
                                "visit is for your knee osteoarthritis .");
  EXPECT_FALSE(has_diagnosis(reaction, "rticaria")) << diagnosis_names(reaction);
  EXPECT_TRUE(has_diagnosis(reaction, "steoarthritis")) << diagnosis_names(reaction);
  const auto hives_allergy = short_consult("[patient] the amoxicillin gave me hives , a real allergy . [doctor] so this "
                                     "visit is for your acne .");
  EXPECT_FALSE(has_diagnosis(hives_allergy, "rticaria")) << diagnosis_names(hives_allergy);
  // A form's "No" answers the item before it, not the allergy heading after it.
  const std::string form = "Sports club form - Does your child have: Migraine Yes  Psoriasis No  Allergies Yes (nuts)";
  EXPECT_FALSE(has_diagnosis(form, "soriasis")) << diagnosis_names(form);
}

TEST(DiagnosisRound24, NamesRoundTwentyFourFoundNoRowFor) {
  const auto shift = short_consult("[doctor] this is shift work sleep disorder , so blackout blinds and a nap before work .");
  EXPECT_TRUE(has_diagnosis(shift, "hift work sleep disorder")) << diagnosis_names(shift);
  const auto baker = short_consult("[doctor] so this is occupational asthma from the flour dust .");
  EXPECT_TRUE(has_diagnosis(baker, "sthma")) << diagnosis_names(baker);
  const auto sickle = short_consult("[doctor] so this is a sickle cell pain crisis , and we'll give you morphine .");
  EXPECT_TRUE(has_diagnosis(sickle, "ickle-cell crisis")) << diagnosis_names(sickle);
  const auto acl = short_consult("[doctor] so you have a tear of the anterior cruciate ligament .");
  EXPECT_TRUE(has_diagnosis(acl, "prain of knee")) << diagnosis_names(acl);
  // Counter-example: the shift a patient works names no disorder.
  const auto nurse = short_consult("[patient] i work the night shift at the plant . [doctor] so this is tension headache .");
  EXPECT_FALSE(has_diagnosis(nurse, "leep")) << diagnosis_names(nurse);
}

}  // namespace
