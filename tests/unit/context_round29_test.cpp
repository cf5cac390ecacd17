// Round 29 (branch ctx30): class defaults of the clause (context_defaults.cpp), tried on round
// 29's tuning half before any narrow rule: an episode summed up and closed by a quiet period or an
// end in a later clause is over; a mention governed by a modal of what may come, a supposition or
// a purpose, with nothing that anchors it now, is foretold. Each with counter-examples; sentences
// written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound29, AnEpisodeSummedUpAndClosedByAQuietPeriodIsOver) {
  EXPECT_FALSE(lists("Pneumonia on a cruise in 2021, a week in hospital in Lisbon, oxygen for two days, fine since.",
                     "neumonia"));
  EXPECT_FALSE(lists("Slipped disc at the gym, six weeks of physio and a course of naproxen, symptom free since then.",
                     "isc"));
  EXPECT_FALSE(lists("Plantar fasciitis during marathon training, insoles and stretches, back to running.", "asciitis"));
  EXPECT_FALSE(lists("Bell's palsy after a cold two winters ago, steroids for ten days, no recurrence.", "palsy"));
  EXPECT_FALSE(lists("Cellulitis of the shin after a graze, two courses of flucloxacillin, fully recovered.", "ellulitis"));
  // Counter-examples: a word that says it goes on, a quiet period kept by a treatment ("fine since
  // starting"), a state since a time rather than closing its clause, something other than the
  // condition that has not come back, an end said of another condition's clause.
  EXPECT_TRUE(lists("Psoriasis on both elbows, calcipotriol, still flaring every few weeks.", "soriasis"));
  EXPECT_TRUE(lists("Gout in the left big toe in March, colchicine, resolved, but flaring again this week.", "out"));
  EXPECT_TRUE(lists("Gout since 2015, on allopurinol, well controlled since.", "out"));
  EXPECT_TRUE(lists("Her hypertension is managed with amlodipine; no new symptoms.", "ypertension"));
  EXPECT_TRUE(lists("Migraine with aura, on propranolol, no admissions since.", "igraine"));
}

TEST(ContextRound29, AModalOfWhatMayComeGovernsAnUnanchoredMention) {
  EXPECT_FALSE(lists("On this dose a racing pulse could mean thyrotoxicosis, so ring the clinic.", "hyrotox"));
  EXPECT_FALSE(lists("The assessor asks whether he would be likely to need help for dementia within five years.",
                     "ementia"));
  EXPECT_FALSE(there_now(ctx("Keep the leg moving on the flight so that a clot in the calf is less likely.", "clot")));
  EXPECT_FALSE(there_now(ctx("Tell the dentist about the bisphosphonate, in case osteonecrosis follows an extraction.",
                             "osteonecrosis")));
  // Counter-examples: a hedge whose complement is the mention ("could be", "may have", "might
  // point to", "may have had"), its arms too; a plan's modal ("we would"); a managing verb ("will
  // need ... for"); a definite or possessed mention; a change the mention is the subject of; a past
  // verb after the modal; the speaker's own "if"; a contrast that ends the modal's clause.
  const auto hedge = ctx("This could be early shingles.", "shingles");
  EXPECT_FALSE(hedge.foretold);
  EXPECT_TRUE(hedge.uncertain);
  EXPECT_TRUE(lists("She may have had a seizure overnight.", "eizure"));
  EXPECT_TRUE(lists("It could be a migraine or just a tension headache.", "ension"));
  EXPECT_TRUE(ctx("Her bloods would point to hypothyroidism.", "hypothyroidism").uncertain);
  EXPECT_TRUE(lists("If the cream fails we would offer surgery for the haemorrhoids.", "aemorrhoid"));
  EXPECT_TRUE(there_now(ctx("She will need fluids for dehydration.", "dehydration")));
  EXPECT_TRUE(there_now(ctx("Take the syrup so that the cough settles.", "cough")));
  EXPECT_TRUE(there_now(ctx("He was tired so he could not work and got a migraine.", "migraine")));
  EXPECT_TRUE(there_now(ctx("If you ask me, that's eczema.", "eczema")));
  EXPECT_TRUE(lists("I doubt he'll need an operation, but this is definitely appendicitis.", "ppendicitis"));
  // A hedge of cause or of what is going on ("may be from", "might be having"), disjuncts in
  // speech; "so that" as the mention's determiner; a demonstrative.
  EXPECT_TRUE(ctx("The joint pains may be from psoriasis, so we'll x-ray the hands.", "psoriasis").uncertain);
  EXPECT_TRUE(lists("[doctor] you might be having a bit of angina or , um , reflux .", "ngina"));
  EXPECT_TRUE(there_now(ctx("The scan was clear, so that headache is not worrying.", "headache")));
  EXPECT_TRUE(there_now(ctx("Could you say again when this cough started", "cough")));
  EXPECT_TRUE(lists("If the pain spreads we will scan the back, so this is sciatica.", "ciatica"));
}

TEST(ContextRound29, ACompanionNamedByWhatTheyShareIsSomeoneElse) {
  EXPECT_FALSE(lists("Her teammate on the relay had glandular fever last month.", "lobulin"));
  EXPECT_FALSE(lists("Shipmate in the next bunk has chickenpox; he himself has no spots.", "aricella"));
  // Counter-examples: the patient's own condition in the same sentence, a word ending in "-mate"
  // that names no person.
  EXPECT_TRUE(lists("Her teammate drove her in; she has a swollen, painful knee and a knee effusion.", "ffusion"));
  EXPECT_TRUE(lists("Ultimate frisbee player with a sprained ankle.", "prain"));
}

TEST(ContextRound29, APresentPassiveOfATestingVerbIsWhatATestLooksFor) {
  EXPECT_FALSE(lists("Food handlers are screened every year for typhoid.", "yphoid"));
  EXPECT_FALSE(there_now(ctx("She is being tested for tuberculosis.", "tuberculosis")));
  // Counter-examples: a passive of another verb than testing (a condition reviewed is there); the
  // condition found by the test.
  EXPECT_TRUE(lists("She is reviewed for asthma every six months in the nurse clinic.", "sthma"));
  EXPECT_TRUE(lists("Swab is positive: streptococcal pharyngitis, penicillin started.", "haryngitis"));
}

TEST(ContextRound29, AnEpisodeNounDatedInThePastIsOver) {
  EXPECT_FALSE(lists("A spell of depression after her father died in 2012, counselling, well since.", "epression"));
  EXPECT_FALSE(lists("Bout of psoriasis in 2018 during a stressful year, cleared with creams.", "soriasis"));
  EXPECT_FALSE(lists("Episode of anxiety in 2016 around exams, brief CBT.", "nxiety"));
  // Counter-examples: no past time, a word that says it goes on, the condition as the episode's
  // own name without "of".
  EXPECT_TRUE(lists("Episode of anxiety this week before the interview.", "nxiety"));
  EXPECT_TRUE(lists("A period of depression since 2019, still on sertraline.", "epression"));
  EXPECT_TRUE(lists("Depression diagnosed in 2015, on sertraline.", "epression"));
}

TEST(ContextRound29, APastPregnancyNamedAfterTheConditionDatesIt) {
  EXPECT_FALSE(lists("Pre-eclampsia in both previous pregnancies, delivered early each time.", "clampsia"));
  EXPECT_FALSE(lists("Obstetric cholestasis during her two earlier pregnancies.", "holestasis"));
  // Counter-examples: this pregnancy, a pregnancy with no word that places it in the past.
  EXPECT_TRUE(lists("Gestational diabetes in this pregnancy, on metformin.", "estational"));
  EXPECT_TRUE(lists("Hyperemesis in pregnancy, admitted for fluids today.", "yperemesis"));
}

TEST(ContextRound29, ColourBlindnessIsNamed) {
  EXPECT_TRUE(lists("Ishihara plates: red-green colour blindness, advised about the signalling role.", "olour blindness"));
  EXPECT_TRUE(lists("He is color blind, confirmed on testing.", "olour blindness"));
  // Counter-example: denied.
  EXPECT_FALSE(lists("Ishihara normal, no colour blindness.", "olour blindness"));
}
