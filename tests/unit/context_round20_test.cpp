// Round 20 (branch ctx20): structure found in a new writer's hypothetical and historical lines
// (patient education, discharge and telephone advice, GP and hospital notes, Hinglish): a verb
// of causing in the plural present after a frequency adverb, a coordinated "and give you" that
// shares a possibility modal, "would point to" / "can be signs of" as a possible meaning, a
// modal "be heading for", a Hindi consequent that says what to take a sign for ("samajhna"),
// a note's bare "gone" and "sorted out" after the condition, and a course that "lasted ... and
// then eased off". Each rule with counter-examples; sentences written for these tests, not
// corpus lines.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::listed;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;


TEST(ContextRound20, APluralCausingVerbAfterAFrequencyAdverbIsWhatSuchThingsDo) {
  EXPECT_TRUE(ctx("Calcium channel blockers commonly cause ankle swelling in the first month.", "ankle swelling")
                  .hypothetical);
  EXPECT_TRUE(ctx("Opioid painkillers often bring on constipation in older people.", "constipation").hypothetical);
  // Counter-examples: the patient's own after a possessive; a finding said plainly.
  EXPECT_TRUE(lists("Her migraines often cause her nausea.", "Nausea"));
  EXPECT_TRUE(lists("Ankle swelling since the amlodipine was started.", "swelling"));
}

TEST(ContextRound20, ACoordinatedGivingVerbSharesAPossibilityModal) {
  EXPECT_TRUE(ctx("Naproxen can irritate the stomach lining and give you heartburn.", "heartburn").hypothetical);
  EXPECT_TRUE(ctx("The new inhaler might dry your mouth or give you oral thrush.", "thrush").hypothetical);
  // Counter-examples: no modal of possibility (a plan, an instruction); a current complaint.
  EXPECT_TRUE(lists("Heartburn for two weeks; we will stop the naproxen and give you omeprazole.", "Heartburn"));
  EXPECT_FALSE(ctx("Stop the naproxen and give him omeprazole. Heartburn for two weeks.", "Heartburn").hypothetical);
}

TEST(ContextRound20, WhatASignWouldPointToIsAPossibleMeaning) {
  EXPECT_TRUE(ctx("Mark the redness; a red streak spreading past the line would point to cellulitis.", "cellulitis")
                  .hypothetical);
  // Counter-example: after a definite subject it hedges the patient's finding.
  const auto hedge = ctx("Her symptoms would point to migraine.", "migraine");
  EXPECT_FALSE(hedge.hypothetical);
  EXPECT_TRUE(hedge.uncertain);
}

TEST(ContextRound20, AModalBeHeadingForIsACourseNotAHedge) {
  EXPECT_TRUE(ctx("Without changes to his diet he may be heading for diabetes.", "diabetes").hypothetical);
  EXPECT_TRUE(ctx("At this rate she could be headed for kidney failure.", "kidney failure").hypothetical);
  // Counter-example: a modal "be" with the condition itself hedges it.
  const auto hedge = ctx("This may be diabetes; HbA1c sent.", "diabetes");
  EXPECT_FALSE(hedge.hypothetical);
  EXPECT_TRUE(hedge.uncertain);
}

TEST(ContextRound20, AHindiConsequentThatSaysWhatToTakeASignFor) {
  EXPECT_FALSE(lists("Pet mein daayin taraf dard uthe toh samajhna appendicitis hai, turant aana.", "ppendicitis"));
  // Counter-examples: "samajh" of not understanding; the patient's own condition after it.
  EXPECT_TRUE(lists("Doctor ne bola typhoid hai, mujhe samajh nahi aaya.", "yphoid"));
  EXPECT_TRUE(lists("Pehle samjho ki sugar kya hai; mujhe diabetes hai.", "diabetes"));
}

TEST(ContextRound20, ANotesBareParticipleOfEndingAfterTheCondition) {
  EXPECT_TRUE(ctx("Rash gone after two days of the cream.", "Rash").historical);
  EXPECT_TRUE(ctx("Shoulder pain in May, sorted out with two injections.", "Shoulder pain").historical);
  // Counter-examples: a change of level or a going on, not an end; an end denied.
  EXPECT_TRUE(there_now(ctx("Cough gone worse since Sunday.", "Cough")));
  EXPECT_TRUE(there_now(ctx("Swelling gone down a little but still there.", "Swelling")));
  EXPECT_TRUE(there_now(ctx("Headache has gone on for ten days.", "Headache")));
  EXPECT_TRUE(there_now(ctx("Shoulder pain not sorted out by the injections.", "Shoulder pain")));
}

TEST(ContextRound20, ACourseThatLastedAndThenEnded) {
  EXPECT_TRUE(ctx("The vertigo after the flu lasted a week and then settled.", "vertigo").historical);
  EXPECT_TRUE(ctx("Fatigue after the chemotherapy lasted four months and has since lifted.", "Fatigue").historical);
  // Counter-examples: no end (it came back); an end denied; a course up to now.
  EXPECT_TRUE(there_now(ctx("Chest pain lasted twenty minutes and came back an hour later.", "Chest pain")));
  EXPECT_TRUE(there_now(ctx("The cough lasted two weeks and has not settled.", "cough")));
  EXPECT_TRUE(there_now(ctx("The dizziness has lasted a month and then eased a little in the mornings.", "dizziness")));
}

TEST(ContextRound20, WhatASignCanMeanIsTaught) {
  EXPECT_TRUE(ctx("Blurred vision or a sudden severe headache can be signs of pre-eclampsia.", "pre-eclampsia")
                  .hypothetical);
  EXPECT_TRUE(ctx("Night sweats can mean tuberculosis in someone from a high-risk area.", "tuberculosis").hypothetical);
  // Counter-examples: the patient's own sign, or this one, hedges; "could" about this case hedges.
  EXPECT_FALSE(ctx("Her headaches can be a sign of pre-eclampsia, so BP checked.", "pre-eclampsia").hypothetical);
  EXPECT_FALSE(ctx("It can be a sign of tuberculosis; sputum sent.", "tuberculosis").hypothetical);
  EXPECT_TRUE(ctx("This rash could mean shingles.", "shingles").uncertain);
}

TEST(ContextRound20, AnEffectNamedWithTheArticleAndAContrast) {
  EXPECT_TRUE(ctx("The dose is kept low, since hyponatraemia is the rare but serious hazard.", "hyponatraemia")
                  .hypothetical);
  // Counter-example: no effect noun after the copula.
  EXPECT_TRUE(there_now(ctx("Hyponatraemia is the main problem today, sodium 124.", "Hyponatraemia")));
}

TEST(ContextRound20, AGenericPredicateAfterAModalCopula) {
  EXPECT_TRUE(ctx("Never swim alone: a seizure in deep water could be fatal.", "seizure").hypothetical);
  EXPECT_TRUE(ctx("Measles can be dangerous for babies, so the vaccine is given at one.", "Measles").hypothetical);
  // Counter-examples: a bare subject with "could" (this patient's); the patient's own; no
  // generic predicate.
  EXPECT_FALSE(ctx("Pneumonia in this frail man could be fatal; admitted.", "Pneumonia").hypothetical);
  EXPECT_FALSE(ctx("Her asthma can be dangerous when she has a cold.", "asthma").hypothetical);
  EXPECT_FALSE(ctx("A seizure could be the cause of the fall.", "seizure").hypothetical);
}

TEST(ContextRound20, AHindiNegationAfterAnErgativeAgentIsTheVerbs) {
  EXPECT_TRUE(lists("Kamar dard ne raat bhar sone nahi diya.", "ack pain"));
  // Counter-examples: a denial in the same sentence without the agent's "ne"; a doctor's
  // "ne" before a denied condition.
  EXPECT_FALSE(lists("Kamar dard nahi hai, sirf thakaan.", "ack pain"));
  EXPECT_FALSE(lists("Doctor ne kaha TB nahi hai.", "uberculosis"));
}

TEST(ContextRound20, WhatCannotBeDoneForAConditionIsSaidInGeneral) {
  EXPECT_TRUE(ctx("The vaccine course matters, as tetanus cannot be treated easily once it sets in.", "tetanus")
                  .hypothetical);
  // Counter-examples: the patient's own; a treatment that can be given.
  EXPECT_FALSE(ctx("Her psoriasis cannot be treated with methotrexate because of her liver.", "psoriasis").hypothetical);
  EXPECT_FALSE(ctx("Cellulitis can be treated at home with oral antibiotics.", "Cellulitis").negated);
}

TEST(ContextRound20, AHindiPluperfectOfComingOutDatesItsClause) {
  EXPECT_FALSE(lists("Measles toh gaon mein mele ke time nikla tha, ab kuch nahi.", "easles"));
  // Counter-example: the present perfect ("has come out today").
  EXPECT_TRUE(lists("Aaj subah se body pe rash nikla hai, khujli bhi hai.", "ash"));
}

TEST(ContextRound20, AReturnReachesOverARelativeClauseToItsHead) {
  EXPECT_TRUE(there_now(ctx("His psoriasis, which had settled by the spring, has come back on the scalp.", "psoriasis")));
  // Counter-examples: the relative clause's end alone; a return of something else.
  EXPECT_TRUE(ctx("His psoriasis, which had settled by the spring, is no trouble now.", "psoriasis").historical);
  EXPECT_TRUE(ctx("Gout in 2019, which settled; the itch has come back.", "Gout").historical);
}

TEST(ContextRound20, AHindiPluralSubjunctiveHeadsACondition) {
  EXPECT_TRUE(ctx("Pet mein marod aur ulti ek saath aayein toh turant aana.", "ulti").hypothetical);
  // Counter-example: the finite present ("aa rahi hain") is the patient's now.
  EXPECT_FALSE(ctx("Pet mein marod aur ulti aa rahi hain do din se.", "ulti").hypothetical);
}
