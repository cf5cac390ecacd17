// Round 35 (branch ctx36): class defaults of advice (context_defaults_advice.cpp), tried on round
// 35's tuning half before any narrow rule: a purpose of keeping the condition away, a Hindi
// relative of persons, a reported question, an indefinite bearer of the condition (with it, or in a
// relative clause) before a modal, a hedge by an adverb of what is usual after a supposition, a
// jab or certificate named by the condition, a risk said of a list, a register's label as a
// sentence of its own; and on the present side, a possessed condition that names its treatment.
// Each with counter-examples (the patient's own condition in the same shapes); sentences written
// for these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::listed;
using cxs::test::context_probe::lists;

TEST(ContextRound35, APurposeOfKeepingTheConditionAwayIsNoFinding) {
  EXPECT_FALSE(lists("Fluids are pushed so that dehydration can be avoided.", "ehydration"));
  EXPECT_FALSE(lists("Carb counting is taught so that hypoglycaemia can be prevented.", "ypoglycaemia"));
  // Counter-examples: a definite or possessed condition the purpose is about, and a purpose whose
  // verb is no onset ("settles", "is controlled").
  EXPECT_TRUE(lists("Loperamide was given so that the diarrhoea settles.", "iarrhoea"));
  EXPECT_TRUE(lists("Her inhaler dose was raised so that her asthma is controlled.", "sthma"));
  EXPECT_TRUE(lists("He has gout, so that gout does not flare he takes allopurinol.", "out"));
}

TEST(ContextRound35, AHindiRelativeOfPersonsNamesWhoeverHasIt) {
  EXPECT_FALSE(lists("Jinko asthma hai, woh inhaler saath rakhein.", "sthma"));
  EXPECT_FALSE(lists("Jisko bhi khansi ho, woh mask pehne.", "ough"));
  EXPECT_FALSE(lists("Jinhe sugar ki bimari ya diabetes hai, woh pair roz dekhein.", "iabetes"));
  // Counter-examples: the speaker's own condition, and a relative in an earlier clause.
  EXPECT_TRUE(lists("Mujhe asthma hai, isliye inhaler leta hoon.", "sthma"));
  EXPECT_TRUE(lists("Jinko bulaya tha woh aaye nahi; mujhe bukhaar hai.", "ever"));
}

TEST(ContextRound35, AReportedQuestionAsksItDoesNotFind) {
  EXPECT_FALSE(lists("The caller asks whether the tingling in his hands could be diabetes.", "iabetes"));
  // Counter-examples: a possessed condition asked about, and a question answered by a finding.
  EXPECT_TRUE(lists("She asks whether her asthma affects the dose.", "sthma"));
  EXPECT_TRUE(lists("He asked whether the headache could be a migraine, and it is: migraine confirmed.", "igraine"));
}

TEST(ContextRound35, AnIndefiniteBearerBeforeAModalIsAnyoneWithIt) {
  EXPECT_FALSE(lists("A diver with asthma should see a specialist first.", "sthma"));
  EXPECT_FALSE(lists("A driver with epilepsy must tell the agency.", "pilepsy"));
  EXPECT_FALSE(lists("An employee with hepatitis B would be moved from exposure-prone work.", "epatitis"));
  // In a present relative clause of such a bearer, a modal after it.
  EXPECT_FALSE(lists("A runner who gets chest pain must stop at once.", "hest pain"));
  EXPECT_FALSE(lists("A child who is drowsy after a fall may have concussion.", "omnolence"));
  // Counter-examples: a person the sentence is about ("he", "she", "the patient"), a bearer that
  // does not open its clause.
  EXPECT_TRUE(lists("As he is a teacher with asthma, he should keep his inhaler at school.", "sthma"));
  EXPECT_TRUE(lists("The patient is a player with asthma who should keep his inhaler near.", "sthma"));
  EXPECT_TRUE(lists("She is a nurse with psoriasis and would like a cream.", "soriasis"));
  EXPECT_TRUE(lists("He is a runner who gets chest pain on hills and may need an angiogram.", "hest pain"));
}

TEST(ContextRound35, AUsualHedgeAfterASuppositionIsWhatTheEventWouldBe) {
  EXPECT_FALSE(lists("If the pain wakes you at night, that is often sciatica.", "ciatica"));
  // Counter-examples: a speaker's own hedge, and a hedge with no supposition.
  EXPECT_EQ(listed("If you ask me, that is probably gout."), "Gout;");
  EXPECT_TRUE(lists("The pain wakes him at night and that is probably sciatica.", "ciatica"));
}

TEST(ContextRound35, AJabOrCertificateNamedByTheConditionIsProtectionAgainstIt) {
  EXPECT_FALSE(lists("Cholera certificate checked at the border.", "holera"));
  EXPECT_FALSE(lists("Rabies pre-exposure doses given today.", "abies"));
  // Counter-example: a possessed condition's certificate.
  EXPECT_TRUE(lists("His epilepsy certificate for the driving agency is signed.", "pilepsy"));
}

TEST(ContextRound35, ARiskSaidOfAListIsNoFinding) {
  EXPECT_FALSE(lists("Alcohol makes gout and kidney stones more likely.", "out"));
  EXPECT_FALSE(lists("Long-haul flights make a DVT and leg swelling more likely.", "eep vein thrombosis"));
  // Counter-example: the patient's own conditions made likelier to flare.
  EXPECT_TRUE(lists("The heat made her eczema and itch more likely to flare.", "ermatitis"));
}

TEST(ContextRound35, ARegistersLabelIsASentenceOfItsOwn) {
  EXPECT_FALSE(lists("Knee surgery consent: a small number of people get a blood clot in the leg.", "eep vein"));
  // Counter-examples: a finding after the label stays one.
  EXPECT_TRUE(lists("Dietitian letter: coeliac disease confirmed on biopsy, gluten-free diet started.", "oeliac"));
  EXPECT_TRUE(lists("Physio note: sciatica down the left leg for a month, worse sitting.", "ciatica"));
  // Counter-example: a label that reads its list stays in the sentence ("Resolved ...:").
  EXPECT_FALSE(lists("Resolved since last letter: the cough from the lisinopril went once it was stopped.", "ough"));
}

TEST(ContextRound35, APossessedConditionThatNamesItsTreatmentIsThere) {
  EXPECT_TRUE(lists("Could his asthma inhaler stunt his growth?", "sthma"));
  EXPECT_TRUE(lists("If your blood pressure tablets make you dizzy, sit down.", "ypertension"));
  // Counter-examples: no possessive, the condition itself supposed.
  EXPECT_FALSE(lists("Do you use an asthma inhaler?", "sthma"));
  EXPECT_FALSE(lists("If you have asthma, bring an inhaler.", "sthma"));
}

TEST(ContextRound35, AHindiHabitualInASentenceOfAdviceIsAWarning) {
  EXPECT_FALSE(lists("Baasi khana mat khao, food poisoning ho jata hai.", "ood poisoning"));
  EXPECT_FALSE(lists("Khule mein shauch se cholera hota hai, isliye khane se pehle haath dhona.", "holera"));
  EXPECT_FALSE(lists("Bukhaar mein thanda paani mat piyo, khansi bhi ho jaati hai.", "ough"));
  // Counter-examples: one's own dative ("mujhe"), one's own pattern in time ("roz", "raat ko"), a
  // request of the doctor after a complaint.
  EXPECT_TRUE(lists("Mujhe khana khane se acidity hoti hai.", "yspepsia"));
  EXPECT_TRUE(lists("Roz sir dard hota hai, koi dawai dijiye.", "eadache"));
  EXPECT_TRUE(lists("Raat ko khansi zyada hoti hai, syrup mat dena.", "ough"));
}

TEST(ContextRound35, AModalOfAbilityBeforeAVerbOfFindingIsNoFinding) {
  EXPECT_FALSE(lists("The app cannot diagnose a stroke, so call 999.", "troke"));
  EXPECT_FALSE(lists("The watch can alert you to signs of atrial fibrillation.", "trial fibrillation"));
  EXPECT_FALSE(lists("A home kit cannot detect a heart attack.", "yocardial infarction"));
  // Counter-example: a guess at one's own result ("may show" is no verb of finding).
  EXPECT_TRUE(lists("The x-ray may show pneumonia.", "neumonia"));
}
