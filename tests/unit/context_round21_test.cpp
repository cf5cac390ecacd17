// Round 21 (branch ctx21): structure found in a new writer's lines from nursing and ICU notes,
// antenatal, eye, ENT and dental letters, occupational health forms, physiotherapy, pharmacy,
// telemedicine and Hinglish: a family or past header inside a line, a danger named as what may
// come, cases counted, a person placed beside the patient or known to carry a condition, a
// Hindi person in the genitive or dative, "kisi ne ... nahi" (nobody), the Hindi past
// progressive, "mere khayal se", risk factors as the patient's own, a habit's gerund opening a
// reason clause, "outgrown". Each rule with counter-examples; sentences written for these tests,
// not corpus lines.

#include <gtest/gtest.h>

#include <string>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

namespace {

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;

TEST(ContextRound21, AFamilyOrPastHeaderInsideALineOpensItsSection) {
  EXPECT_FALSE(lists("Eye clinic letter. Family history: cataract. Vision today 6/6.", "ataract"));
  EXPECT_FALSE(lists("Booking form - Past history: pneumonia.", "neumonia"));
  EXPECT_FALSE(lists("Fitness note - Family history: bowel cancer (uncle). Fit for work.", "olorectal"));
  // Counter-examples: a label that is no known header; a sentence after the header's value that
  // opens with a word of the visit; "family history" without a colon inside a sentence.
  EXPECT_TRUE(lists("Clinic review - asthma: well controlled on the brown inhaler.", "sthma"));
  EXPECT_TRUE(lists("Seen today - Family history: diabetes (mother). Complains of headache.", "eadache"));
  EXPECT_TRUE(lists("No relevant family history. She has psoriasis on both elbows.", "soriasis"));
}

TEST(ContextRound21, ADangerOrThreatNamedIsWhatMayCome) {
  EXPECT_FALSE(lists("Dehydration is the main danger in this heat, so drink often.", "ehydration"));
  EXPECT_FALSE(lists("On the trek, hypothermia is the real threat at night.", "ypothermia"));
  // Counter-examples: no effect noun after the copula; the danger said of something else.
  EXPECT_TRUE(lists("Dehydration is the main problem today.", "ehydration"));
  EXPECT_TRUE(lists("Pneumonia on the x-ray; the danger now is a fall at home.", "neumonia"));
}

TEST(ContextRound21, CasesCountedOrAnOutbreakAreOtherPeoples) {
  EXPECT_FALSE(lists("Four measles cases at the nursery this month; her vaccines are up to date.", "easles"));
  EXPECT_FALSE(lists("There is a chickenpox outbreak at school, so watch for spots.", "aricella"));
  // Counter-examples: a single case is the patient in an Indian note; the condition itself.
  EXPECT_TRUE(lists("Dengue case, day 3 of fever, platelets falling.", "engue"));
  EXPECT_TRUE(lists("She has chickenpox, caught at school; spots crusting.", "aricella"));
}

TEST(ContextRound21, APersonPlacedBesideThePatientOrKnownToCarryIsSomeoneElse) {
  EXPECT_FALSE(lists("The man in the next bed has influenza; masks given.", "nfluenza"));
  EXPECT_FALSE(lists("Splash injury in theatre from a patient known to carry hepatitis C.", "epatitis"));
  // Counter-examples: the person as the patient; the patient who carries it.
  EXPECT_TRUE(lists("The man has influenza, day two of fever.", "nfluenza"));
  EXPECT_TRUE(lists("The child has measles; rash started on the face.", "easles"));
  EXPECT_TRUE(lists("She is known to carry hepatitis B; liver tests yearly.", "epatitis"));
}

TEST(ContextRound21, AHindiPersonInTheGenitiveOrDativeIsSomeoneElse) {
  EXPECT_FALSE(lists("Office mein kaam karne wale ko typhoid hua hai, mujhe bas darr hai.", "yphoid"));
  EXPECT_FALSE(lists("Saamne wali aurat ki TB ki dawai chal rahi hai.", "uberculosis"));
  // Counter-examples: the noun alone describes the patient; "wali" before a thing, not a person.
  EXPECT_TRUE(lists("Ladki 10 saal ki, bukhar 2 din se.", "Fever"));
  EXPECT_TRUE(lists("Subah wali goli ke baad ulti hoti hai.", "omiting"));
}

TEST(ContextRound21, AnIndefiniteAgentUnderHindiNegationIsNobody) {
  EXPECT_TRUE(ctx("Diabetes kisi ne kabhi nahi bataya, sugar normal thi.", "Diabetes").negated);
  // Counter-examples: the condition as the agent (round 20); a named agent's saying.
  EXPECT_FALSE(ctx("Khansi ne raat bhar sone nahi diya.", "Khansi").negated);
  EXPECT_TRUE(ctx("Doctor ne kaha TB nahi hai.", "TB").negated);
}

TEST(ContextRound21, TheHindiPastProgressiveIsPast) {
  EXPECT_FALSE(lists("Kal tak ulti ho rahi thi, aaj theek hai.", "omiting"));
  EXPECT_TRUE(ctx("Parso tak dast ho rahe the.", "dast").historical);
  // Counter-examples: the present progressive; a past progressive going on now ("abhi bhi").
  EXPECT_TRUE(lists("Khansi aa rahi hai do hafte se.", "Cough"));
  EXPECT_TRUE(lists("Kal raat se bukhar aa raha tha aur abhi bhi hai.", "Fever"));
}

TEST(ContextRound21, MereKhayalSeIsAHedge) {
  EXPECT_TRUE(ctx("Mere khayal se ye gastritis hai, khana kam kar do.", "gastritis").uncertain);
  EXPECT_TRUE(ctx("Mere hisaab se migraine hai.", "migraine").uncertain);
  // Counter-example: a plain statement.
  EXPECT_FALSE(ctx("Ye gastritis hai, khana kam kar do.", "gastritis").uncertain);
}

TEST(ContextRound21, RiskFactorsListThePatientsOwn) {
  EXPECT_TRUE(lists("Risk factors: diabetes, smoker.", "iabetes"));
  EXPECT_TRUE(lists("Cardiac risk factors - hypertension (on ramipril), raised cholesterol.", "ypertension"));
  // Counter-examples: the outcome the factors are for, before the colon or after "of".
  EXPECT_FALSE(lists("Risk factors for stroke: none.", "troke"));
  EXPECT_FALSE(lists("The risk factors of gout include alcohol.", "Gout"));
  EXPECT_FALSE(lists("Her risk of a stroke is higher with the pill.", "troke"));
}

TEST(ContextRound21, AHabitGerundOpeningAReasonClauseSaysWhatTheHabitDoes) {
  EXPECT_FALSE(lists("Brace supplied, because lifting heavy boxes is a common cause of a hernia.", "ernia"));
  EXPECT_FALSE(lists("Advice given, as smoking is a major cause of lung cancer.", "ung cancer"));
  // Counter-examples: the gerund not opening the clause; a person after the verb.
  EXPECT_TRUE(lists("Her hernia is worse since lifting heavy boxes at work.", "ernia"));
  EXPECT_TRUE(lists("Cutting down, because smoking gives him a cough every morning.", "ough"));
}

TEST(ContextRound21, OutgrownAfterTheConditionEndsIt) {
  EXPECT_FALSE(lists("Eczema, outgrown by school age.", "ermatitis"));
  // Counter-examples: an end denied.
  EXPECT_TRUE(lists("Eczema not outgrown, still flares every winter.", "ermatitis"));
  EXPECT_TRUE(lists("Asthma since childhood, never outgrown, on a preventer.", "sthma"));
}

}  // namespace
