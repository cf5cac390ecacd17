// Round 25's tuning misses that ctx25 left (branch ctx26): a habit's measure before its gerund,
// a relation taught, a clause of "before" in the present, a group fronted with "in", a
// consequent after an instruction's colon, a frequency coordinated with a remedy, a decade, an
// episode a later clause says "was treated", a told diagnosis a normal test did not bear out.
// Each rule with counter-examples in the same frames; sentences written for these tests, not
// corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound25Rest, AHabitsMeasureBeforeItsGerundAndAClauseAfterAColon) {
  EXPECT_FALSE(lists("Advice on alcohol: heavy drinking for years leads to liver cirrhosis.", "irrhosis"));
  EXPECT_FALSE(lists("Regular smoking raises the risk of a stroke.", "troke"));
  // Counter-examples: the habit's outcome in a person; a past verb (what it did to him).
  EXPECT_TRUE(lists("Advice on alcohol: heavy drinking gives him gastritis.", "astritis"));
  EXPECT_TRUE(lists("Heavy drinking over the years gave him cirrhosis.", "irrhosis"));
}

TEST(ContextRound25Rest, ARelationTaughtOrUnderstoodIsATopic) {
  EXPECT_FALSE(lists("He understands the link with bowel cancer.", "ancer"));
  EXPECT_FALSE(lists("We explained the connection to heart disease.", "eart disease"));
  // Counter-examples: an owned topic is the patient's own; understanding without a relation.
  EXPECT_TRUE(lists("She understands the link with her chronic kidney disease.", "idney"));
  EXPECT_TRUE(lists("He understands his diabetes well.", "iabetes"));
}

TEST(ContextRound25Rest, AClauseOfBeforeInThePresentIsATimeToCome) {
  EXPECT_FALSE(lists("He is losing weight before he ends up with diabetes.", "iabetes"));
  EXPECT_FALSE(lists("Treat the cold early before it turns into pneumonia.", "neumonia"));
  // Counter-examples: the past dates what came; the subject of the clause is there.
  EXPECT_TRUE(lists("He had chest pain before he ended up in hospital.", "hest pain"));
  EXPECT_TRUE(lists("Take the paracetamol before the headache gets worse.", "eadache"));
}

TEST(ContextRound25Rest, AGroupFrontedWithInIsWhomTheClauseIsAbout) {
  EXPECT_FALSE(lists("In some people this drug brings on a dry, irritating cough.", "ough"));
  EXPECT_FALSE(lists("In many patients the patch causes a headache.", "eadache"));
  // Counter-examples: a person after the comma starts a clause of its own; "in" a possessive.
  EXPECT_TRUE(lists("In some people the drug causes a rash; she has asthma.", "sthma"));
  EXPECT_TRUE(there_now(ctx("In some people the drug causes a rash, and she has asthma.", "asthma")));
  EXPECT_TRUE(lists("In his case the tablet brings on a cough.", "ough"));
}

TEST(ContextRound25Rest, AConsequentAfterAnInstructionsColonNamesWhatSignsWouldBe) {
  EXPECT_FALSE(lists("Ring 999 if she cannot breathe or her lips swell: these are signs of anaphylaxis.",
                     "naphylaxis"));
  EXPECT_FALSE(lists("Come back if the calf swells; that could be a clot in the leg.", "lot"));
  // Counter-examples: no instruction before the colon; a statement after it.
  EXPECT_TRUE(lists("Assessment: these are signs of a stroke.", "troke"));
  EXPECT_TRUE(there_now(ctx("Call us if the rash spreads: she has eczema.", "eczema")));
}

TEST(ContextRound25Rest, AFrequencyCoordinatedWithARemedyIsGeneral) {
  EXPECT_FALSE(lists("Tell us if you feel low; depression is common and treatable.", "epression"));
  EXPECT_FALSE(there_now(ctx("Thrush is common but treatable.", "Thrush")));
  // Counter-examples: an owned subject; a frequency alone explains the patient's symptom.
  EXPECT_TRUE(lists("Her depression is common and treatable, and it is bad today.", "epression"));
  EXPECT_TRUE(there_now(ctx("Fatigue is common after flu.", "Fatigue")));
}

TEST(ContextRound25Rest, ADecadeIsAPastTime) {
  EXPECT_FALSE(there_now(ctx("He had a perforated ulcer in the 1980s.", "ulcer")));
  EXPECT_FALSE(there_now(ctx("She had hepatitis in the 90s.", "hepatitis")));
  // Counter-examples: a decade to come; no decade.
  EXPECT_TRUE(there_now(ctx("He has an ulcer and retires in the 2030s.", "ulcer")));
  EXPECT_TRUE(there_now(ctx("He has a perforated ulcer.", "ulcer")));
}

TEST(ContextRound25Rest, AnEpisodeALaterClauseSaysWasTreatedIsOver) {
  EXPECT_FALSE(lists("After the operation she had developed a urine infection, but that was treated before discharge.",
                     "nfection"));
  EXPECT_FALSE(lists("He had a chest infection in March, and it was treated.", "nfection"));
  // Counter-examples: a treatment named (a chronic condition's goes on); a present clause.
  EXPECT_TRUE(lists("He had developed diabetes, but that was treated with metformin.", "iabetes"));
  EXPECT_TRUE(lists("She has asthma, but it was treated last year.", "sthma"));
}

TEST(ContextRound25Rest, ADiagnosisToldThenATestFoundNormalWasNotBorneOut) {
  EXPECT_FALSE(lists("She was once told she had a heart murmur, but the echo was normal.", "urmur"));
  EXPECT_FALSE(lists("He had been told he had glaucoma, but the pressures were normal.", "laucoma"));
  // Counter-examples: no "told" (the finding still heard); an abnormal test bears it out.
  EXPECT_TRUE(lists("He has a heart murmur, but the echo was normal.", "urmur"));
  EXPECT_TRUE(lists("She was told she had a heart murmur, but the echo was abnormal.", "urmur"));
}

TEST(ContextRound25Rest, AnOwnedConditionAfterARiskLabelsColonIsThePatients) {
  EXPECT_TRUE(lists("Risk discussion: her chronic kidney disease makes the contrast dye riskier.", "idney"));
  EXPECT_TRUE(lists("Complications discussed: his diabetes slows wound healing.", "iabetes"));
  // Counter-examples: the label's own list of risks; an owned condition with no colon between.
  EXPECT_FALSE(lists("Risks discussed: bleeding and infection.", "leeding"));
  EXPECT_FALSE(lists("We talked about the risk of a stroke.", "troke"));
}
