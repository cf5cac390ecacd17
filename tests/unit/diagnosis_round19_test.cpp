// Diagnosis rules of round 19 (branch dx33), each with counter-examples: the patient's bare
// "pressure" after a possessive read as the blood pressure measure ("your pressure's been
// high"), a measure standing alone as a numbered heading of the plan ("number two , blood
// pressure .") naming the condition treated, the management of a measure in a later clause
// ("for your blood pressure , it's fine , so we'll stay on the amlodipine"), "weak" said of the
// heart or its pump, and the lay and clinical names of impacted wax; then a chronic condition
// after "as needed for your" (the patient's own, not an as-needed indication), a form of COPD
// beside COPD, and "nothing ... sounds like X" as a denial; rows for named chromosomal deletion
// syndromes, and "<name> is a toddler with X" as the patient's condition. The sentences are written for the
// tests, not copied from the corpus.

#include <gtest/gtest.h>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;
using cxs::test::in_plan;

TEST(DiagnosisRound19, PossessivePressureIsTheBloodPressure) {
  const auto high = in_plan("your pressure has been running high at home , so we'll add amlodipine .");
  EXPECT_TRUE(has_diagnosis(high, "ypertension")) << diagnosis_names(high);
  const auto controlled = in_plan("his pressure is well controlled on the losartan .");
  EXPECT_TRUE(has_diagnosis(controlled, "ypertension")) << diagnosis_names(controlled);
  // Counter-examples: a pressure without a possessive is a sensation, a longer term keeps its
  // own row, and a pressure reading said fine names nothing.
  const auto chest = in_plan("the pressure in the chest is from the reflux , so we'll start omeprazole .");
  EXPECT_FALSE(has_diagnosis(chest, "ypertension")) << diagnosis_names(chest);
  const auto ulcer = in_plan("your pressure ulcer on the heel is healing well .");
  EXPECT_FALSE(has_diagnosis(ulcer, "ypertension")) << diagnosis_names(ulcer);
  const auto fine = in_plan("you have a sinus infection . your pressure is fine today .");
  EXPECT_FALSE(has_diagnosis(fine, "ypertension")) << diagnosis_names(fine);
}

TEST(DiagnosisRound19, MeasureAsNumberedHeadingNamesTheTreatedCondition) {
  const auto pressure = in_plan("number two , your pressure . we'll keep the lisinopril the same .",
                                "number one , type 2 diabetes . ");
  EXPECT_TRUE(has_diagnosis(pressure, "ypertension")) << diagnosis_names(pressure);
  const auto bp = in_plan("two . blood pressure . one twenty over seventy today .", "one . asthma . ");
  EXPECT_TRUE(has_diagnosis(bp, "ypertension")) << diagnosis_names(bp);
  const auto lipids = in_plan("third , cholesterol , we'll recheck it in march .", "first , gout . ");
  EXPECT_TRUE(has_diagnosis(lipids, "holesterol")) << diagnosis_names(lipids);
  // Counter-examples: a number that counts ("i checked two , blood pressure and pulse"), and a
  // measure that goes on in its phrase, are no headings.
  const auto counted = in_plan("the nurse checked two things , blood pressure and pulse , and both were normal .",
                               "you have gout . ");
  EXPECT_FALSE(has_diagnosis(counted, "ypertension")) << diagnosis_names(counted);
  const auto reading = in_plan("number two , blood pressure readings from home were normal .", "number one , gout . ");
  EXPECT_FALSE(has_diagnosis(reading, "ypertension")) << diagnosis_names(reading);
}

TEST(DiagnosisRound19, MeasureManagedInALaterClause) {
  const auto later = in_plan("for your blood pressure , it's one thirty over eighty , so we'll stay on the amlodipine .",
                             "you have gout . ");
  EXPECT_TRUE(has_diagnosis(later, "ypertension")) << diagnosis_names(later);
  const auto lipids = in_plan("for your cholesterol , the ldl is one forty , so i'd like to start atorvastatin .",
                              "you have gout . ");
  EXPECT_TRUE(has_diagnosis(lipids, "holesterol")) << diagnosis_names(lipids);
  // Counter-examples: a reading with no management, a management in the next sentence, and a
  // later clause without its subject.
  const auto reading = in_plan("for your blood pressure , it's one twenty over seventy , which is fine .",
                               "you have gout . ");
  EXPECT_FALSE(has_diagnosis(reading, "ypertension")) << diagnosis_names(reading);
  const auto next = in_plan("for your blood pressure , it was normal today . we'll start colchicine for the gout .",
                            "you have gout . ");
  EXPECT_FALSE(has_diagnosis(next, "ypertension")) << diagnosis_names(next);
}

TEST(DiagnosisRound19, WeakHeartOrPumpIsHeartFailure) {
  const auto pump = in_plan("your heart pump is still weak on the echo , so we'll go up on the lasix .");
  EXPECT_TRUE(has_diagnosis(pump, "eart failure")) << diagnosis_names(pump);
  const auto heart = in_plan("the heart is a little weak , so we'll start carvedilol .");
  EXPECT_TRUE(has_diagnosis(heart, "eart failure")) << diagnosis_names(heart);
  // Counter-examples: weak legs and a weak grip name no heart failure; a heart said not weak
  // is denied.
  const auto legs = in_plan("you have sciatica . your left leg is weak , so we'll get an mri .");
  EXPECT_FALSE(has_diagnosis(legs, "eart failure")) << diagnosis_names(legs);
  const auto strong = in_plan("you have hypertension . the echo shows your heart pump is not weak .");
  EXPECT_FALSE(has_diagnosis(strong, "eart failure")) << diagnosis_names(strong);
}

TEST(DiagnosisRound19, ImpactedWaxNames) {
  const auto impaction = in_plan("this is cerumen impaction on the right , so we'll irrigate it today .");
  EXPECT_TRUE(has_diagnosis(impaction, "erumen")) << diagnosis_names(impaction);
  const auto wax = in_plan("so this is wax impaction in the left ear , use the drops for a week .");
  EXPECT_TRUE(has_diagnosis(wax, "erumen")) << diagnosis_names(wax);
  // Counter-example: a canal said clear of wax has none.
  const auto clear = in_plan("you have otitis externa . there is no wax buildup in the canal .");
  EXPECT_FALSE(has_diagnosis(clear, "erumen")) << diagnosis_names(clear);
}

TEST(DiagnosisRound19, AsNeededForYourChronicConditionIsThePatients) {
  const auto copd = in_plan("we'll keep the spiriva daily and the albuterol as needed for your copd .");
  EXPECT_TRUE(has_diagnosis(copd, "hronic obstructive")) << diagnosis_names(copd);
  const auto migraine = in_plan("use the rizatriptan as needed for her migraines .");
  EXPECT_TRUE(has_diagnosis(migraine, "igraine")) << diagnosis_names(migraine);
  // Counter-examples: a symptom after the possessive is still the dose's indication, and a
  // condition without the possessive stays hypothetical.
  const auto pain = in_plan("you have a right ankle sprain . take ibuprofen as needed for your pain .");
  EXPECT_EQ(diagnosis_names(pain), "[Right ankle sprain]");
  const auto wheeze = in_plan("you have a chest cold . use the albuterol as needed for wheezing .");
  EXPECT_FALSE(has_diagnosis(wheeze, "heez")) << diagnosis_names(wheeze);
}

TEST(DiagnosisRound19, FormOfCopdBesideCopdIsOneProblem) {
  const auto both = std::string("[patient] my emphysema is about the same . ") +
                    in_plan("your copd is stable , so we'll keep the tiotropium .");
  EXPECT_EQ(diagnosis_names(both), "[Chronic obstructive pulmonary disease]");
  // Counter-example: emphysema alone stays.
  const auto alone = in_plan("the ct shows emphysema , so we'll start tiotropium .");
  EXPECT_TRUE(has_diagnosis(alone, "mphysema")) << diagnosis_names(alone);
}

TEST(DiagnosisRound19, NothingSoundsLikeDenies) {
  const auto bipolar = in_plan("nothing you've told me sounds like bipolar . we'll increase the sertraline for your depression .");
  EXPECT_FALSE(has_diagnosis(bipolar, "ipolar")) << diagnosis_names(bipolar);
  EXPECT_TRUE(has_diagnosis(bipolar, "epression")) << diagnosis_names(bipolar);
  const auto shingles = in_plan("none of this looks like shingles . it's eczema , so use the cream .");
  EXPECT_FALSE(has_diagnosis(shingles, "oster")) << diagnosis_names(shingles);
  // Counter-examples: "nothing" in another clause, with the verb's own subject, denies nothing.
  const auto other = in_plan("nothing helps and it sounds like eczema , so use the cream .");
  EXPECT_TRUE(has_diagnosis(other, "ermatitis")) << diagnosis_names(other);
  const auto if_nothing = in_plan("if nothing else , it sounds like depression , so we'll start sertraline .");
  EXPECT_TRUE(has_diagnosis(if_nothing, "epression")) << diagnosis_names(if_nothing);
}

TEST(DiagnosisRound19, NamedDeletionSyndromes) {
  const auto sms = in_plan("she has smith magenis syndrome , and we'll refer her to genetics .");
  EXPECT_TRUE(has_diagnosis(sms, "mith-Magenis")) << diagnosis_names(sms);
  const auto digeorge = in_plan("the genetic testing shows he has 22q11 deletion syndrome .");
  EXPECT_TRUE(has_diagnosis(digeorge, "iGeorge")) << diagnosis_names(digeorge);
  // Counter-example: a brother's syndrome is his.
  const auto brother = in_plan("you have asthma . your brother has prader-willi syndrome .");
  EXPECT_FALSE(has_diagnosis(brother, "rader")) << diagnosis_names(brother);
}

TEST(DiagnosisRound19, ToddlerAsTheComplementIsThePatient) {
  const auto toddler = in_plan("katherine is a toddler with asthma , so we'll start a spacer .");
  EXPECT_TRUE(has_diagnosis(toddler, "sthma")) << diagnosis_names(toddler);
  // Counter-examples: "there is a toddler with" and a toddler as the subject are someone else.
  const auto there = in_plan("you have a cold . there is a toddler with measles at her daycare .");
  EXPECT_FALSE(has_diagnosis(there, "easles")) << diagnosis_names(there);
  const auto subject = in_plan("you have a cold . a toddler with measles was in the waiting room .");
  EXPECT_FALSE(has_diagnosis(subject, "easles")) << diagnosis_names(subject);
}

}  // namespace
