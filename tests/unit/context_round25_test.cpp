// Round 25 (branch ctx25): structure rather than phrases behind round 25's tuning misses (consent
// forms, discharge advice, counselling, risk talk, past history in narrative): the mention's
// grammatical role (a relative clause of having in the present, the subject of a modal and a
// verb of onset, what another condition is kept from turning into) and the clause's aspect (a
// negated verb of ending, a later clause with no subject of its own, a past perfect relative
// clause with an adverbial of time). Each rule with counter-examples; sentences written for
// these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound25, ARelativeClauseOfHavingInThePresentAnchorsTheMention) {
  EXPECT_TRUE(lists("If the cough is still there, it is because of the asthma you have.", "sthma"));
  EXPECT_TRUE(lists("Should the wheeze get worse, that is the asthma he already has flaring.", "sthma"));
  EXPECT_TRUE(there_now(ctx("Unless the rash you've got spreads, no need to come back.", "rash")));
  EXPECT_TRUE(lists("If the migraine she has now lasts past tonight, ring us.", "igraine"));
  // Counter-examples: no relative clause of having, an indefinite head, a past relative clause.
  EXPECT_FALSE(lists("If you get asthma on this drug, stop it.", "sthma"));
  EXPECT_FALSE(lists("If a migraine she has ever had comes with weakness, that would be a stroke.", "troke"));
  EXPECT_FALSE(there_now(ctx("If the rash she had comes back, see us.", "rash")));
}

TEST(ContextRound25, ABareOrIndefiniteSubjectOfAModalAndAVerbOfOnsetMayCome) {
  EXPECT_FALSE(lists("The surgeon explained that in rare cases a stroke may occur after the operation.", "troke"));
  EXPECT_FALSE(lists("After the operation, a hernia may form at the scar.", "ernia"));
  EXPECT_FALSE(lists("On long courses of prednisolone, diabetes can develop, so we check the sugar.", "iabetes"));
  EXPECT_FALSE(there_now(ctx("Gout might set in if the urate stays high.", "Gout")));
  // Counter-examples: a determined or owned subject is there now; a change into another
  // condition says the subject is there; a modal of another verb.
  EXPECT_TRUE(lists("Her asthma can develop into a bad attack overnight.", "sthma"));
  EXPECT_TRUE(there_now(ctx("The headache may appear again this evening.", "headache")));
  EXPECT_TRUE(there_now(ctx("His gout can develop into a flare in both feet.", "gout")));
  EXPECT_TRUE(lists("He has psoriasis that may flare in winter.", "soriasis"));
}

TEST(ContextRound25, WhatAConditionIsKeptFromTurningIntoIsKeptOff) {
  EXPECT_FALSE(lists("The inhaler is to stop the chest infection from turning into pneumonia.", "neumonia"));
  EXPECT_FALSE(lists("We splint it to keep the sprain from progressing to arthritis.", "rthritis"));
  // Counter-examples: the kept object is there; a change that happened is there.
  EXPECT_TRUE(lists("The inhaler is to stop the cough from turning into pneumonia.", "ough"));
  EXPECT_TRUE(lists("His chest infection turned into pneumonia on Tuesday.", "neumonia"));
}

TEST(ContextRound25, ANegatedVerbOfEndingSaysTheConditionGoesOn) {
  EXPECT_TRUE(lists("The cough she caught at Diwali never went away and now keeps her up.", "ough"));
  EXPECT_TRUE(there_now(ctx("The rash from last month has not settled with the cream.", "rash")));
  EXPECT_TRUE(there_now(ctx("The back pain from the fall in 2019 never cleared.", "back pain")));
  // Counter-examples: an ending that is not negated; a return that is negated.
  EXPECT_FALSE(there_now(ctx("The cough she caught at Diwali went away after a week.", "cough")));
  EXPECT_FALSE(lists("The gout she had in 2019 never came back.", "out"));
}

TEST(ContextRound25, ALaterClauseWithNoSubjectOfItsOwnCanEndWhatCameBefore) {
  EXPECT_FALSE(lists("Vertigo bothered him for a fortnight after the flu, then settled.", "ertigo"));
  EXPECT_FALSE(lists("Admitted with pyelonephritis, given IV antibiotics, now resolved.", "yelonephritis"));
  EXPECT_FALSE(there_now(ctx("A rash came up on her arms after the new soap, then faded.", "rash")));
  // Counter-examples: a later clause that says the condition goes on or comes back.
  EXPECT_TRUE(lists("Cough since Friday, now worse at night.", "ough"));
  EXPECT_TRUE(lists("A rash came up on her arms, then spread to her legs.", "ash"));
}

TEST(ContextRound25, APastPerfectRelativeClauseWithItsTimeEndsByTheVerbAfterIt) {
  EXPECT_FALSE(there_now(ctx("The neck pain she'd had on and off for months went after the new pillow.", "neck pain")));
  EXPECT_FALSE(there_now(ctx("The eczema she had had for years cleared with the new cream.", "eczema")));
  // Counter-examples: the condition after the relative clause goes on; "went" to a place.
  EXPECT_TRUE(there_now(ctx("The neck pain she'd had on and off for months is back.", "neck pain")));
  EXPECT_TRUE(there_now(ctx("The neck pain she had for months is still there.", "neck pain")));
}

TEST(ContextRound25, ItHasGoneOnIsNoEnding) {
  EXPECT_TRUE(lists("I'm worried about this cough; it has gone on for six weeks.", "ough"));
  // Counter-example: "it has gone" alone ends it.
  EXPECT_FALSE(there_now(ctx("She had a headache on Monday, but it has gone now.", "headache")));
}

TEST(ContextRound25, AScreeningOrATestsPurposeNamesWhatMayBeFound) {
  EXPECT_FALSE(lists("She was screened for hepatitis B at booking.", "epatitis"));
  EXPECT_FALSE(lists("The yearly foot check is to catch diabetic foot ulcers early.", "lcer"));
  EXPECT_FALSE(lists("In the rare event of anaphylaxis, the nurse will use adrenaline.", "naphylaxis"));
  EXPECT_FALSE(lists("A heart attack later is what we are trying to prevent.", "eart attack"));
  // Counter-examples: a result named; the patient's own condition as the subject.
  EXPECT_TRUE(lists("She has hepatitis B, found when she was screened at booking.", "epatitis"));
  EXPECT_TRUE(lists("Her diabetic foot ulcer is healing well with dressings.", "iabetic foot"));
}

TEST(ContextRound25, ABareSubjectIdentifiedWithANounOfWhatIsFearedMayCome) {
  EXPECT_FALSE(lists("We will check the sodium on Friday, as hyponatraemia is the worry with this tablet.", "yponatr"));
  EXPECT_FALSE(lists("Keep him off his feet: a pressure sore is the real danger here.", "ressure"));
  EXPECT_FALSE(there_now(ctx("Gout is the main risk with the new water tablet.", "Gout")));
  // Counter-examples: an owned or determined subject; a noun of what is there ("concern").
  EXPECT_TRUE(lists("Her asthma is the main worry this winter.", "sthma"));
  EXPECT_TRUE(lists("Hyponatraemia is the main concern today, sodium 121.", "yponatr"));
}
