// Round 18 (branch ctx18): structure found in registers of emergency triage, parents and carers
// answering for the patient, recogniser transcripts, psychiatry, antenatal care and referral
// letters, checked against the older rounds' tuning failures: people counted or quantified as
// the subject, a year said in words, a season set in the past, a quiet period or a return to
// one's usual self after a past clause, a conditional opening a later clause (and its Hindi
// "agar ..., woh X hoga"), a hedge inside a consequent, a risk said of a condition after "as",
// a kept-off condition with a gerund of onset, a count of years ahead, a course toward a
// condition, signs to watch for, what a reported sign would mean, "she cleared X", a life period
// with an adjective, a spouse's or carer's report, a recent window up to now, and an emphatic
// reflexive after someone other than the patient is named, and a question of when a condition
// ended, a past belief that it was the condition before a result against it, and the bloods taken
// for a condition. Each rule with
// counter-examples; sentences written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

namespace clinical = cxs::domain::clinical;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::listed;
using cxs::test::context_probe::there_now;

TEST(ContextRound18, PeopleCountedOrQuantifiedAsTheSubjectAreSomeoneElse) {
  EXPECT_EQ(ctx("Three boys in his hostel have mumps.", "mumps").who, clinical::experiencer::other);
  EXPECT_EQ(ctx("Several colleagues on her floor have norovirus.", "norovirus").who, clinical::experiencer::other);
  // An indefinite "a patient" is another patient.
  EXPECT_EQ(ctx("Splash injury from a patient known to have HIV; the nurse is well.", "HIV").who,
            clinical::experiencer::other);
  // Counter-examples: the patient; a count of days, not people.
  EXPECT_EQ(ctx("The patient has tuberculosis.", "tuberculosis").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("Some days he has a headache.", "headache").who, clinical::experiencer::patient);
}

TEST(ContextRound18, AYearSaidInWordsDatesLikeDigits) {
  EXPECT_TRUE(ctx("they removed my appendix for appendicitis back in twenty twelve", "appendicitis").historical);
  EXPECT_TRUE(ctx("i had shingles in nineteen ninety eight", "shingles").historical);
  EXPECT_TRUE(ctx("pneumonia in two thousand and nine", "pneumonia").historical);
  // Counter-examples: numbers that are no year.
  EXPECT_TRUE(there_now(ctx("cough for twenty one days", "cough")));
  EXPECT_TRUE(there_now(ctx("a rash in twenty minutes after the tablet", "rash")));
}

TEST(ContextRound18, ASeasonSetInThePastByBackIn) {
  EXPECT_TRUE(ctx("Carer says it was cellulitis, back in the spring.", "cellulitis").historical);
  // Counter-example: a season of a pattern.
  EXPECT_TRUE(there_now(ctx("Hay fever is worse in the spring.", "Hay fever")));
}

TEST(ContextRound18, AQuietPeriodOrAReturnToOnesUsualSelfAfterAPastClause) {
  EXPECT_TRUE(ctx("Pneumonia on the ward, she was given antibiotics, well since.", "Pneumonia").historical);
  EXPECT_TRUE(ctx("In June he had a flare of gout, but his wife says he is back to his usual self.", "gout").historical);
  // Counter-example: no past clause before it.
  EXPECT_TRUE(there_now(ctx("He has gout and is back to his usual self.", "gout")));
}

TEST(ContextRound18, AConditionalOpeningALaterClauseAndAHedgeInItsConsequent) {
  const auto sepsis = ctx("Keep her warm; if she gets floppy, that means sepsis.", "sepsis");
  EXPECT_TRUE(sepsis.hypothetical);
  const auto angina = ctx("If the pain spreads to your jaw, it might be angina.", "angina");
  EXPECT_TRUE(angina.hypothetical);
  EXPECT_FALSE(angina.uncertain);  // a warning, not a working diagnosis
  const auto asthma = ctx("agar saans phoole toh turant aana , woh asthma hoga .", "asthma");
  EXPECT_TRUE(asthma.hypothetical);
  EXPECT_FALSE(asthma.uncertain);
  // Counter-examples: no conditional; a Hindi presumptive without "agar" stays a hedge.
  EXPECT_TRUE(there_now(ctx("Keep her warm; she has sepsis.", "sepsis")));
  const auto hedge = ctx("lagta hai woh asthma hoga .", "asthma");
  EXPECT_FALSE(hedge.hypothetical);
  EXPECT_TRUE(hedge.uncertain);
}

TEST(ContextRound18, ARiskSaidOfAConditionAfterASubordinator) {
  EXPECT_TRUE(ctx("Bloods every month, as agranulocytosis is a real risk on this drug.", "agranulocytosis").hypothetical);
  // Counter-example: a predicate that is no risk.
  EXPECT_TRUE(there_now(ctx("As asthma is his main problem, we step up the inhaler.", "asthma")));
}

TEST(ContextRound18, AKeptOffConditionWithAGerundOfOnset) {
  EXPECT_TRUE(ctx("Turn her two-hourly to stop a pressure sore developing.", "pressure sore").hypothetical);
  // Counter-examples: a definite condition that is there; no gerund.
  EXPECT_FALSE(ctx("Elevate the leg to stop the swelling spreading.", "swelling").hypothetical);
  EXPECT_FALSE(ctx("Firm pressure to stop the bleeding.", "bleeding").hypothetical);
}

TEST(ContextRound18, ACountOfYearsAheadAndACourseTowardACondition) {
  EXPECT_TRUE(ctx("The worry is kidney failure in ten or fifteen years.", "kidney failure").hypothetical);
  EXPECT_TRUE(ctx("Your sugars say you are heading towards diabetes.", "diabetes").hypothetical);
  // Counter-example: a past span counted in years.
  EXPECT_TRUE(there_now(ctx("He had three strokes in five years.", "strokes")));
}

TEST(ContextRound18, SignsToWatchForAndWhatAReportedSignWouldMean) {
  EXPECT_TRUE(ctx("We went through the meningitis signs to look out for.", "meningitis").hypothetical);
  const auto warned = ctx("Asked to report dark urine, which can mean hepatitis.", "hepatitis");
  EXPECT_TRUE(warned.hypothetical);
  EXPECT_FALSE(warned.uncertain);
  // Counter-examples: signs found; a sign the patient reported is a hedge on her finding.
  EXPECT_TRUE(there_now(ctx("Meningitis signs were present on arrival.", "Meningitis")));
  const auto reported = ctx("She reported dark urine, which can mean hepatitis.", "hepatitis");
  EXPECT_FALSE(reported.hypothetical);
  EXPECT_TRUE(reported.uncertain);
}

TEST(ContextRound18, APersonWhoClearedAConditionAndALifePeriodWithAnAdjective) {
  EXPECT_TRUE(ctx("Her bloods show she cleared hepatitis C without treatment.", "hepatitis C").historical);
  EXPECT_TRUE(ctx("Eczema as a little girl, none now.", "Eczema").historical);
  // Counter-examples: "cleared" of another condition before it; an adjective and a noun that are
  // no life period.
  EXPECT_TRUE(there_now(ctx("The rash cleared; psoriasis persists on the elbows.", "psoriasis")));
  EXPECT_TRUE(there_now(ctx("Little girl with eczema on the cheeks.", "eczema")));
}

TEST(ContextRound18, ASpouseOrCarerReportsAndARecentWindowIsNow) {
  EXPECT_EQ(ctx("Wife reports snoring every night.", "snoring").who, clinical::experiencer::patient);
  EXPECT_FALSE(ctx("Two falls in the last month.", "falls").historical);
  // Counter-examples: the spouse's own condition; a time in the past.
  EXPECT_EQ(ctx("Wife has migraine.", "migraine").who, clinical::experiencer::other);
  EXPECT_TRUE(ctx("A fall last month.", "fall").historical);
}

TEST(ContextRound18, AnEmphaticReflexiveSetsItsSubjectAgainstSomeoneNamedBefore) {
  EXPECT_EQ(ctx("Caller is the nanny; she has a cough herself.", "cough").who, clinical::experiencer::other);
  EXPECT_EQ(ctx("Her friend says she has a fever herself.", "fever").who, clinical::experiencer::other);
  // Counter-examples: nobody else named before it; a reflexive of a verb of treating.
  EXPECT_EQ(ctx("She has a cough herself, says the patient.", "cough").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("She treated the rash herself with cream.", "rash").who, clinical::experiencer::patient);
}

TEST(ContextRound18, AQuestionOfWhenAConditionEndedPresupposesTheEnd) {
  EXPECT_TRUE(ctx("[doctor] when did the tinnitus stop ?\n[patient] around easter .", "tinnitus").historical);
  EXPECT_TRUE(ctx("[doctor] when did your cough go away ?\n[patient] last week .", "cough").historical);
  // Counter-examples: a question of when it began; "go" without "away".
  EXPECT_TRUE(there_now(ctx("[doctor] when did the tinnitus start ?\n[patient] around easter .", "tinnitus")));
  EXPECT_FALSE(ctx("[doctor] when did the pain go up into your neck ?\n[patient] today .", "pain").historical);
}

TEST(ContextRound18, APastBeliefThenAResultAgainstItDeniesTheCondition) {
  EXPECT_TRUE(ctx("patient the doctor before thought it was colitis but the colonoscopy was fine", "colitis").negated);
  EXPECT_TRUE(ctx("We thought it might be gout, but the urate was normal.", "gout").negated);
  // Counter-examples: no result against it; a result that is no verdict on it.
  EXPECT_FALSE(ctx("He thought it was gout, and the colchicine helped.", "gout").negated);
  EXPECT_FALSE(ctx("She thought it was her asthma but the inhaler did nothing.", "asthma").negated);
}

TEST(ContextRound18, TheBloodsTakenForAConditionAreNotTheCondition) {
  EXPECT_EQ(listed("She will attend day assessment for pre-eclampsia bloods tomorrow.").find("eclampsia"),
            std::string::npos);
  // Counter-example: the condition named, then its bloods.
  EXPECT_NE(listed("Pre-eclampsia: bloods sent, BP 150/100.").find("eclampsia"), std::string::npos);
}
