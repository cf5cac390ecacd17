// Unit tests for the clause frames of domain/clinical/context_frames.cpp (issue 18, round 11):
// the context a clause's shape gives a mention (a definite subject of a change, the complement
// of a negated belief, an identity denied, a conditional's consequent, an inverted
// conditional, "without" under a negated ability, an answer that reports normal). Each frame
// is tested with counter-examples where a present condition must stay. Sentences are written
// for these tests; none comes from an evaluation set or from the corpora under
// tests/fixtures/context.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/clinical/context.hpp"

namespace clinical = cxs::domain::clinical;

namespace {

// The context of the first occurrence of `target` in `text`.
clinical::mention_context ctx(std::string_view text, std::string_view target) {
  const auto at = text.find(target);
  EXPECT_NE(at, std::string_view::npos) << target;
  return clinical::assess_context(text, at, at + target.size());
}

// Neither denied, nor conditional (or presupposed all the same), nor foretold, nor past: a
// condition the patient has now.
bool there_now(const clinical::mention_context& c) {
  return !c.negated && (!c.hypothetical || c.presupposed) && !c.foretold && !c.historical;
}

TEST(ContextFrames, ADefiniteSubjectOfAChangeIsThereNowUnderAConditional) {
  EXPECT_TRUE(there_now(ctx("See us again if the wheeze gets worse overnight.", "wheeze")));
  EXPECT_TRUE(there_now(ctx("Ring the ward if her swelling spreads up the leg.", "swelling")));
  EXPECT_TRUE(there_now(ctx("If the earache is no better by Monday, book a review.", "earache")));
  EXPECT_TRUE(there_now(ctx("Come in if your headache does not improve with rest.", "headache")));
  // Counter-examples: an indefinite mention, a recurrence (the condition is gone now), no
  // predicate of change.
  EXPECT_TRUE(ctx("See us again if a wheeze starts overnight.", "wheeze").hypothetical);
  EXPECT_TRUE(ctx("Ring the ward if any swelling spreads up the leg.", "swelling").hypothetical);
  EXPECT_TRUE(ctx("Come in if the headache comes back.", "headache").hypothetical);
  EXPECT_TRUE(ctx("Come in if you get a headache.", "headache").hypothetical);
}

TEST(ContextFrames, ADefiniteSubjectOfAChangeIsThereNowAfterADenialOverAList) {
  EXPECT_TRUE(there_now(ctx("No vomiting, and the nausea is improving.", "nausea")));
  EXPECT_TRUE(there_now(ctx("I don't think the eczema is getting better.", "eczema")));
  // Counter-examples: the denied items themselves, and an indefinite mention.
  EXPECT_TRUE(ctx("No vomiting, and the nausea is improving.", "vomiting").negated);
  EXPECT_TRUE(ctx("No vomiting or nausea, and she is improving.", "nausea").negated);
}

TEST(ContextFrames, AQuestionWhetherADefiniteConditionChangedPresupposesIt) {
  // "no" to "has it gone?" says it is still there.
  EXPECT_TRUE(there_now(ctx("[doctor] has the itching settled ?\n[patient] no , it keeps me up .", "itching")));
  EXPECT_TRUE(there_now(ctx("[doctor] is your back pain any better ?\n[patient] no .", "back pain")));
  // "yes" to "has it gone?" ends it; "yes" to "is it better?" leaves it there.
  EXPECT_TRUE(ctx("[doctor] has the itching gone ?\n[patient] yes , completely .", "itching").historical);
  EXPECT_TRUE(there_now(ctx("[doctor] is the back pain better ?\n[patient] yes , a bit .", "back pain")));
  // Counter-examples: an indefinite question answered no is a denial.
  EXPECT_TRUE(ctx("[doctor] any itching ?\n[patient] no .", "itching").negated);
  EXPECT_TRUE(ctx("[doctor] have you had a rash at all ?\n[patient] no .", "rash").negated);
}

TEST(ContextFrames, TheComplementOfANegatedBeliefIsDenied) {
  EXPECT_TRUE(ctx("I don't think this is sciatica.", "sciatica").negated);
  EXPECT_TRUE(ctx("I do not think it's an ear infection.", "ear infection").negated);
  EXPECT_TRUE(ctx("Honestly I don't believe you have asthma.", "asthma").negated);
  EXPECT_TRUE(ctx("We doubt that this is shingles.", "shingles").negated);
  // Counter-examples: the mention is the subject, not the predicate; the belief is not
  // negated; "no doubt"; another object of the verb.
  EXPECT_FALSE(ctx("I don't think the sciatica is serious.", "sciatica").negated);
  EXPECT_FALSE(ctx("I think this is sciatica.", "sciatica").negated);
  EXPECT_FALSE(ctx("There is no doubt this is shingles.", "shingles").negated);
  EXPECT_FALSE(ctx("I don't think we need an x-ray for the sciatica.", "sciatica").negated);
  EXPECT_FALSE(ctx("I doubt it is anything other than asthma.", "asthma").negated);
}

TEST(ContextFrames, AConditionDeniedAsTheExplanationIsDenied) {
  EXPECT_TRUE(ctx("Reflux is not the cause of her cough.", "Reflux").negated);
  EXPECT_TRUE(ctx("Anaemia isn't the reason she is tired.", "Anaemia").negated);
  // Counter-examples: a state, not an identity; the explanation affirmed.
  EXPECT_FALSE(ctx("Reflux is not better on the tablets.", "Reflux").negated);
  EXPECT_FALSE(ctx("Reflux is the cause of her cough.", "Reflux").negated);
  EXPECT_FALSE(ctx("The anaemia is not the only problem.", "anaemia").negated);
}

TEST(ContextFrames, TheConsequentOfAConditionalIsConditional) {
  EXPECT_TRUE(ctx("If your lips swell after the tablet, that is angioedema.", "angioedema").hypothetical);
  EXPECT_TRUE(ctx("If the pain moves to the right side, it could be appendicitis.", "appendicitis").hypothetical);
  // Counter-examples: a determined condition in the consequent, a statement with no "if".
  EXPECT_FALSE(ctx("If you have a fever, the tonsillitis is probably bacterial.", "tonsillitis").hypothetical);
  EXPECT_FALSE(ctx("She has swollen lips, that is angioedema.", "angioedema").hypothetical);
}

TEST(ContextFrames, AnInvertedShouldOpensAConditional) {
  EXPECT_TRUE(ctx("Should you become light headed, sit down at once.", "light headed").hypothetical);
  EXPECT_TRUE(ctx("Take the spray, and should he feel palpitations, stop it.", "palpitations").hypothetical);
  // Counter-examples: "should" as an obligation after its subject, a question asking advice
  // about a condition the patient has.
  EXPECT_FALSE(ctx("You should rest the sprained ankle.", "sprained ankle").hypothetical);
  EXPECT_FALSE(ctx("He should use the inhaler for his asthma.", "asthma").hypothetical);
}

TEST(ContextFrames, WithoutUnderANegatedAbilityIsANecessity) {
  EXPECT_TRUE(there_now(ctx("She cannot lie flat without breathlessness.", "breathlessness")));
  EXPECT_TRUE(there_now(ctx("He is no longer able to climb one flight without chest pain.", "chest pain")));
  EXPECT_TRUE(there_now(ctx("I can't eat anything without heartburn.", "heartburn")));
  // Counter-examples: an ability, a "without" in a list after a comma.
  EXPECT_TRUE(ctx("She can lie flat without breathlessness.", "breathlessness").negated);
  EXPECT_TRUE(ctx("He walks a mile without chest pain.", "chest pain").negated);
  EXPECT_TRUE(ctx("Cannot sleep, without fever or cough.", "fever").negated);
}

TEST(ContextFrames, AnAnswerThatReportsNormalDenies) {
  EXPECT_TRUE(ctx("[doctor] any fever ?\n[patient] the thermometer has been normal .", "fever").negated);
  EXPECT_TRUE(ctx("[doctor] any trouble breathing ?\n[patient] my breathing feels fine .", "trouble breathing").negated);
  EXPECT_TRUE(ctx("[doctor] swollen ankles ?\n[patient] they look okay to me .", "swollen ankles").negated);
  // Counter-examples: qualified or partial answers, an answer that describes the symptom.
  EXPECT_FALSE(ctx("[doctor] any fever ?\n[patient] it was normal until tonight .", "fever").negated);
  EXPECT_FALSE(ctx("[doctor] any chest pain ?\n[patient] fine at rest but not on the stairs .", "chest pain").negated);
  EXPECT_FALSE(ctx("[doctor] any cough ?\n[patient] only in the mornings , otherwise fine .", "cough").negated);
  EXPECT_FALSE(ctx("[doctor] any cough ?\n[patient] a dry one , mostly at night .", "cough").negated);
}

}  // namespace
