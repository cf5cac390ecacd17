// Round 26 (branch ctx27): structure behind round 26's tuning misses (donor questionnaires,
// medicals, pharmacist counselling, travel and sexual health, school health records): a closed
// range of years, the whole clause of a generic plural subject, advice after who gives it or a
// reported instruction, a verb of coming again after a bare subject and a modal, "any ..." as
// the subject of a rule, a test's purpose, a school term as a past time. Each rule with
// counter-examples; sentences written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound26, AClosedRangeOfYearsEndsTheEpisodeItDates) {
  EXPECT_FALSE(lists("Frozen shoulder, right side, 2016-2017, full movement now.", "capsulitis"));
  EXPECT_TRUE(ctx("Asthma 1998 to 2004, no inhaler since.", "Asthma").historical);
  EXPECT_TRUE(ctx("Psoriasis 2012-14, clear on the cream.", "Psoriasis").historical);
  // Counter-examples: a range that runs to now, a duration, one year (the condition's nature
  // decides), a range written backwards.
  EXPECT_TRUE(lists("Psoriasis 2012-present, on methotrexate.", "soriasis"));
  EXPECT_TRUE(lists("Hypertension since 2015-2016, on amlodipine.", "ypertension"));
  EXPECT_TRUE(lists("Hypertension diagnosed in 2015, on amlodipine.", "ypertension"));
  EXPECT_TRUE(lists("Eczema flared badly 2019-2020 and is still there now.", "ermatitis"));
}

TEST(ContextRound26, AGenericPluralSubjectHoldsItsWholeClause) {
  EXPECT_FALSE(lists("Donors are deferred for twelve months after a visit to any region where they could have caught malaria.",
                     "alaria"));
  EXPECT_FALSE(lists("Divers are told about the small but real chance of developing decompression illness with every deep dive.",
                     "ecompression"));
  // Counter-examples: punctuation or a person starts another clause; a determined plural.
  EXPECT_TRUE(lists("Donors are deferred for a year after travel; she has malaria now.", "alaria"));
  EXPECT_TRUE(lists("Drivers are often asked about sleep and he says he has sleep apnoea.", "pnoea"));
  EXPECT_TRUE(lists("The donors at the session noticed that she had a rash.", "ash"));
}

TEST(ContextRound26, AdviceOpensAfterWhoGivesItOrAReportedInstruction) {
  EXPECT_FALSE(lists("Practice nurse: report fresh bleeding from the wound straight away.", "leeding"));
  EXPECT_FALSE(lists("Advised to seek help for chest pain on exertion or breathlessness at rest.", "hest pain"));
  EXPECT_FALSE(lists("Told to ring the ward about new swelling of the calf.", "welling"));
  // Counter-examples: a treatment or a test after a label; a determined object; a reported
  // instruction to treat.
  EXPECT_TRUE(there_now(ctx("Physio: keep walking even with mild knee pain.", "knee pain")));
  EXPECT_TRUE(there_now(ctx("Advised to keep walking even with mild knee pain.", "knee pain")));
  EXPECT_TRUE(lists("Pharmacist: take the inhaler for your asthma every morning.", "sthma"));
  EXPECT_TRUE(lists("Told to tell the physio about the back pain she has.", "ack pain"));
}

TEST(ContextRound26, AVerbOfComingAgainAfterABareSubjectAndAModalMayCome) {
  EXPECT_FALSE(there_now(ctx("Keep taking the allopurinol, as gout can recur at any time.", "gout")));
  EXPECT_FALSE(there_now(ctx("Shingles may come back in later life.", "Shingles")));
  EXPECT_FALSE(there_now(ctx("He finished the course, since tuberculosis can reactivate years later.", "tuberculosis")));
  // Counter-examples: an owned or determined subject; "come" without "back".
  EXPECT_TRUE(there_now(ctx("Her migraine may return this evening.", "migraine")));
  EXPECT_TRUE(lists("Headaches may come on in the evening and she has them daily.", "eadache"));
}

TEST(ContextRound26, AnyAndANounPhraseAsTheSubjectOfARuleIsWhatMayCome) {
  EXPECT_FALSE(lists("Any chest pain during the exercise test should stop the test at once.", "hest pain"));
  EXPECT_FALSE(lists("Any jaundice in a baby over two weeks old needs a bilirubin check.", "aundice"));
  EXPECT_FALSE(lists("Any seizure, however brief, means six months off the road.", "eizure"));
  // Counter-examples: a form's field, a question and its answer, an instruction after the
  // noun phrase (round 14's rule).
  EXPECT_TRUE(lists("Any chest pain: yes, on exertion for two weeks.", "hest pain"));
  EXPECT_TRUE(lists("[doctor] any chest pain ?\n[patient] yes , when i walk uphill .", "hest pain"));
  EXPECT_FALSE(lists("Any wheeze on walking, you use the blue inhaler.", "heez"));
}

TEST(ContextRound26, ATestsPurposeIsWhatIsLookedForNotFound) {
  EXPECT_FALSE(lists("Tested again for hepatitis C, result awaited.", "epatitis"));
  EXPECT_FALSE(lists("Screened routinely for syphilis at booking.", "yphilis"));
  EXPECT_FALSE(lists("The yearly eye photograph catches diabetic retinopathy before it harms the sight.", "etinopathy"));
  EXPECT_FALSE(lists("Breast screening picks up breast cancer when it is still small.", "reast cancer"));
  // Counter-examples: the past reports a finding; a person as the subject is a habit; a
  // result named.
  EXPECT_TRUE(lists("The scan picked up a kidney stone on the left.", "tone"));
  EXPECT_TRUE(lists("She picks up chest infections every winter.", "nfection"));
  EXPECT_TRUE(lists("The ultrasound showed gallstones.", "holelithiasis"));
}

TEST(ContextRound26, ASchoolTermIsAPastTimeAsASeasonIs) {
  EXPECT_FALSE(there_now(ctx("Impetigo last term, cleared with the cream.", "Impetigo")));
  EXPECT_FALSE(there_now(ctx("He was off with tonsillitis last semester.", "tonsillitis")));
  // Counter-example: since then is up to now.
  EXPECT_TRUE(there_now(ctx("Eczema worse since last term, itching at night.", "Eczema")));
}

TEST(ContextRound26, AStageOfEarlyLifeInAPastClauseIsAPastTime) {
  EXPECT_FALSE(there_now(ctx("Had measles in nursery, no complications.", "measles")));
  EXPECT_FALSE(there_now(ctx("He was off for a month with glandular fever at secondary school.", "glandular fever")));
  EXPECT_FALSE(there_now(ctx("At primary school she had whooping cough.", "whooping cough")));
  // Counter-examples: the present is where the child is now; no verb sets no time.
  EXPECT_TRUE(there_now(ctx("She gets a cough every week in nursery.", "cough")));
  EXPECT_TRUE(there_now(ctx("Wheeze at school after running, had a cold last week.", "Wheeze")));
  EXPECT_TRUE(there_now(ctx("He had a headache at school today.", "headache")));
}

TEST(ContextRound26, ProbesNowWithAParticipleOfEndingAndAQuietLaterClause) {
  EXPECT_FALSE(there_now(ctx("Hives now gone after the antihistamine.", "Hives")));
  EXPECT_FALSE(there_now(ctx("Earache now settled.", "Earache")));
  EXPECT_FALSE(there_now(ctx("She had a kidney stone in her thirties; none since.", "kidney stone")));
  EXPECT_FALSE(lists("Sprained ankle last season, fully back to running.", "prain"));
  EXPECT_FALSE(there_now(ctx("Glandular fever as a youngster.", "Glandular fever")));
  // Counter-examples: going on after "now"; a present clause before the quiet one; since then is
  // up to now.
  EXPECT_TRUE(there_now(ctx("Swelling now gone up to the knee.", "Swelling")));
  EXPECT_TRUE(there_now(ctx("She has a cough; none since is not what she says.", "cough")));
  EXPECT_TRUE(there_now(ctx("Back pain since last season, worse on bending.", "Back pain")));
}

TEST(ContextRound26, ProbesCounterfactualsShieldingTheWorstCaseAndAFormsQuestion) {
  EXPECT_FALSE(lists("Had the fistula not been found, she would probably have had septicaemia.", "epti"));
  EXPECT_FALSE(lists("Without the statin he would have developed angina years ago.", "ngina"));
  EXPECT_FALSE(lists("Cocooning means the newborn is protected from influenza.", "nfluenza"));
  EXPECT_FALSE(lists("Worst case, the pain is a kidney stone and she needs a scan.", "tone"));
  EXPECT_FALSE(lists("Travel insurance form: have you ever had diabetes, asthma or epilepsy?", "sthma"));
  // Counter-examples: a hedge on what did happen; a form's answer; a finding's quality queried.
  EXPECT_TRUE(lists("He may have had a small stroke last week.", "troke"));
  EXPECT_TRUE(lists("Travel insurance form: have you ever had asthma? Yes, on two inhalers.", "sthma"));
  EXPECT_TRUE(lists("Rash on the legs, non-blanching?", "ash"));
}
