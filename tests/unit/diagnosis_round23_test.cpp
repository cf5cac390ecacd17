// Diagnosis rules of round 23 (branch dx37), each with counter-examples: a condition told as what
// a medicine may do ("prednisone can push your sugar up", "it makes you drowsy") and the
// monitoring of that effect ("so we'll keep an eye on your sugar"); a disease described in general
// with what it comes with ("meningitis comes with fever"); an acute infection a hedged "after"
// names as the start of another condition; an organ an operation takes out ("take her adenoids
// out"); a finding said to need no treatment. Second set: what a disease would do or can give,
// said of it in general ("a kidney infection would cause fever", "low iron can give headaches"),
// and rows for IgA nephropathy, acoustic neuroma and adenoma of the colon. Third set, from scratch
// probes of differentials set aside: what a disease does not or would not do ("a heart attack
// wouldn't cause pain that gets worse when i press on it") and the symptom it would not cause.
// The sentences are written for the tests, not copied from the corpus.

#include <gtest/gtest.h>

#include <string>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;
using cxs::test::short_consult;

TEST(DiagnosisRound23, EffectAMedicineMayHaveIsNoProblem) {
  const auto monitored = short_consult("[doctor] so this is polymyalgia rheumatica . prednisone can push your sugar up and "
                                 "weaken your bones , so we'll keep an eye on your sugar .");
  EXPECT_TRUE(has_diagnosis(monitored, "olymyalgia rheumatica")) << diagnosis_names(monitored);
  EXPECT_FALSE(has_diagnosis(monitored, "iabetes")) << diagnosis_names(monitored);
  const auto chained = short_consult("[doctor] so you have high blood pressure . i'm starting hydrochlorothiazide . it may "
                               "lower your sodium and raise your sugar .");
  EXPECT_TRUE(has_diagnosis(chained, "ypertension")) << diagnosis_names(chained);
  EXPECT_FALSE(has_diagnosis(chained, "iabetes")) << diagnosis_names(chained);
  const auto second_verb = short_consult("[doctor] so this is postherpetic neuralgia . the gabapentin can upset your stomach "
                                   "and make you dizzy .");
  EXPECT_TRUE(has_diagnosis(second_verb, "ostherpetic neuralgia")) << diagnosis_names(second_verb);
  EXPECT_FALSE(has_diagnosis(second_verb, "izziness")) << diagnosis_names(second_verb);
  const auto to_anyone = short_consult("[doctor] so this is allergic rhinitis . the cetirizine makes you drowsy in the first "
                                 "week .");
  EXPECT_TRUE(has_diagnosis(to_anyone, "llergic rhinitis")) << diagnosis_names(to_anyone);
  EXPECT_FALSE(has_diagnosis(to_anyone, "omnolence")) << diagnosis_names(to_anyone);
  // Counter-examples: the disease named in its own words stays beside the effect on it; a disease
  // as the verb's subject is no medicine; the present said of him, not to "you", is his side
  // effect (its modal form is not); "your sugar" monitored with no effect told is still the
  // diabetes.
  const auto named = short_consult("[doctor] so you have type 2 diabetes . the prednisone can raise your sugar , so check "
                             "your sugar twice a day .");
  EXPECT_TRUE(has_diagnosis(named, "iabetes")) << diagnosis_names(named);
  const auto disease_subject = short_consult("[doctor] so this is gout . your asthma can make you short of breath , so use "
                                       "the inhaler for your asthma .");
  EXPECT_TRUE(has_diagnosis(disease_subject, "sthma")) << diagnosis_names(disease_subject);
  const auto his = "Assessment: hypertension. In his case the lisinopril brings on a dry cough, so switch to losartan.";
  EXPECT_TRUE(has_diagnosis(his, "ough")) << diagnosis_names(his);
  const auto may = "Assessment: hypertension. The lisinopril can bring on a dry cough, so switch to losartan.";
  EXPECT_FALSE(has_diagnosis(may, "ough")) << diagnosis_names(may);
  const auto watched = short_consult("[doctor] so this is gout . we'll keep an eye on your sugar .");
  EXPECT_TRUE(has_diagnosis(watched, "iabetes")) << diagnosis_names(watched);
}

TEST(DiagnosisRound23, DiseaseDescribedWithWhatItComesWithIsTeaching) {
  const auto taught = short_consult("[doctor] meningitis comes with fever and a stiff neck , and you have neither , so "
                              "this is a tension headache .");
  EXPECT_TRUE(has_diagnosis(taught, "ension")) << diagnosis_names(taught);
  EXPECT_FALSE(has_diagnosis(taught, "eningitis")) << diagnosis_names(taught);
  EXPECT_FALSE(has_diagnosis(taught, "ever")) << diagnosis_names(taught);
  // Counter-examples: the patient's own condition ("your migraines come with ..."); the
  // diagnosis stated, then described with "it".
  const auto owned = short_consult("[doctor] your migraines come with vomiting , so you have migraine with aura .");
  EXPECT_TRUE(has_diagnosis(owned, "igraine with aura")) << diagnosis_names(owned);
  const auto stated = short_consult("[doctor] so this is gout . it comes in attacks with a hot swollen joint , and the "
                              "colchicine helps the attacks .");
  EXPECT_TRUE(has_diagnosis(stated, "out")) << diagnosis_names(stated);
}

TEST(DiagnosisRound23, InfectionAHedgedAfterNamesIsTheStart) {
  const auto following = short_consult("[doctor] so this is labyrinthitis , most likely following the flu .");
  EXPECT_FALSE(has_diagnosis(following, "nfluenza")) << diagnosis_names(following);
  EXPECT_TRUE(has_diagnosis(following, "estibular")) << diagnosis_names(following);
  // Counter-example: no condition before the comma; "after" names a time, the cold is the problem.
  const auto time = short_consult("[doctor] so you have a cold , probably after the flight .");
  EXPECT_TRUE(has_diagnosis(time, "ommon cold")) << diagnosis_names(time);
}

TEST(DiagnosisRound23, OrganAnOperationTakesOutIsNoCondition) {
  const auto out = short_consult("[doctor] so she has sleep apnea , and the surgeon will take her adenoids out .");
  EXPECT_TRUE(has_diagnosis(out, "leep apnoea")) << diagnosis_names(out);
  EXPECT_FALSE(has_diagnosis(out, "denoids")) << diagnosis_names(out);
  const auto removal = short_consult("[doctor] so he has sleep apnea , and i'd suggest removal of the tonsils and "
                               "adenoids .");
  EXPECT_FALSE(has_diagnosis(removal, "denoids")) << diagnosis_names(removal);
  // Counter-example: the organ said to be enlarged.
  const auto big = short_consult("[doctor] so she has sleep apnea , and her adenoids are enlarged .");
  EXPECT_TRUE(has_diagnosis(big, "denoids")) << diagnosis_names(big);
}

TEST(DiagnosisRound23, FindingSaidToNeedNoTreatmentIsDismissed) {
  const auto dismissed = short_consult("[doctor] so this is a tension headache . you also have a small umbilical hernia , "
                                 "which is nothing to treat .");
  EXPECT_FALSE(has_diagnosis(dismissed, "ernia")) << diagnosis_names(dismissed);
  // Counter-example: a finding the plan treats.
  const auto treated = short_consult("[doctor] so this is a tension headache . you also have a small umbilical hernia , "
                               "which we will repair .");
  EXPECT_TRUE(has_diagnosis(treated, "mbilical hernia")) << diagnosis_names(treated);
}

TEST(DiagnosisRound23, WhatADiseaseWouldDoOrCanGiveIsTeaching) {
  const auto would = short_consult("[doctor] so this is a bladder infection . a kidney infection would cause fever and flank "
                             "pain , and you have neither .");
  EXPECT_TRUE(has_diagnosis(would, "ystitis")) << diagnosis_names(would);
  EXPECT_FALSE(has_diagnosis(would, "yelonephritis")) << diagnosis_names(would);
  const auto can_give = short_consult("[doctor] so this is a tension headache . low iron can give headaches too , but your "
                                "iron is normal .");
  EXPECT_FALSE(has_diagnosis(can_give, "naemia")) << diagnosis_names(can_give);
  // Counter-examples: the patient's own condition ("your kidney infection would need ...", "your
  // anemia can give headaches").
  const auto owned = short_consult("[doctor] so this is cystitis , and your kidney infection would need iv antibiotics .");
  EXPECT_TRUE(has_diagnosis(owned, "yelonephritis")) << diagnosis_names(owned);
  const auto anemia = short_consult("[doctor] so this is a tension headache , and your anemia can give headaches too , so "
                              "we'll treat the anemia .");
  EXPECT_TRUE(has_diagnosis(anemia, "naemia")) << diagnosis_names(anemia);
}

TEST(DiagnosisRound23, NephropathyNeuromaAndColonAdenomaAreNamed) {
  EXPECT_EQ(diagnosis_names("Assessment: IgA nephropathy with proteinuria. Plan: increase losartan."),
            "[IgA nephropathy]");
  EXPECT_EQ(diagnosis_names("Assessment: right acoustic neuroma, also called a vestibular schwannoma. Plan: repeat "
                            "MRI in six months."),
            "[Right acoustic neuroma]");
  EXPECT_EQ(diagnosis_names("Assessment: two tubular adenomas removed at colonoscopy. Plan: repeat colonoscopy in "
                            "three years."),
            "[Adenoma of colon]");
  // Counter-examples: a relative's nephropathy; a neuroma the scan excludes.
  const auto relative = "Assessment: microscopic hematuria. Her sister has IgA nephropathy. Plan: urine cytology.";
  EXPECT_FALSE(has_diagnosis(relative, "IgA")) << diagnosis_names(relative);
  const auto excluded = "Assessment: left sensorineural hearing loss. MRI shows no acoustic neuroma. Plan: hearing aid.";
  EXPECT_FALSE(has_diagnosis(excluded, "neuroma")) << diagnosis_names(excluded);
}

TEST(DiagnosisRound23, DifferentialSetAsideByWhatItWouldNotCause) {
  const auto attack = short_consult("[doctor] so this is costochondritis . a heart attack wouldn't cause pain that gets "
                              "worse when i press on it .");
  EXPECT_TRUE(has_diagnosis(attack, "ostochondritis")) << diagnosis_names(attack);
  EXPECT_FALSE(has_diagnosis(attack, "nfarction")) << diagnosis_names(attack);
  const auto stone = short_consult("[doctor] so this is a muscle strain . a kidney stone wouldn't give you pain that "
                             "changes with moving .");
  EXPECT_FALSE(has_diagnosis(stone, "tone")) << diagnosis_names(stone);
  // The symptom a disease in general would not cause is no heading either.
  const auto migraine = short_consult("[doctor] so this is a tension headache . a migraine doesn't usually cause pain on both "
                                "sides like yours .");
  EXPECT_EQ(diagnosis_names(migraine), "[Tension-type headache]");
  // Counter-example: the patient's own condition ("your migraine doesn't cause any weakness").
  const auto owned = short_consult("[doctor] so this is a migraine , and your migraine doesn't cause any weakness , which is "
                             "reassuring .");
  EXPECT_TRUE(has_diagnosis(owned, "igraine")) << diagnosis_names(owned);
}

}  // namespace
