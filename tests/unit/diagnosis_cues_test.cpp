// Diagnosis cue rules (domain/extraction/diagnosis_cues.cpp, diagnoses.cpp), each with
// counter-examples: an allergy cue inside a condition's own name, a test's result after a
// study cue, and a condition word that is not a modifier of the next condition.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "domain/extraction/engine.hpp"
#include "tests/unit/diagnosis_names.hpp"

namespace ex = cxs::domain::extraction;

namespace {

using cxs::test::has_diagnosis;

TEST(DiagnosisCues, AnAllergyWordInsideTheConditionsNameIsNotAnAllergyCue) {
  EXPECT_TRUE(has_diagnosis("[doctor] this is allergic rhinitis , so use a nasal spray .", "llergic rhinitis"));
  EXPECT_TRUE(has_diagnosis("Assessment: allergic conjunctivitis. Plan: drops.", "onjunctivitis"));
  // Counter-example: a reaction next to an allergy cue belongs to the allergy list.
  EXPECT_FALSE(has_diagnosis("Allergies: penicillin, causes urticaria. Assessment: sinusitis.", "rticaria"));
}

TEST(DiagnosisCues, ADenialThenTheCliniciansOwnViewInAClauseOfItsOwn) {
  // "i don't think this is your heart , i think it's acid reflux": the view is not denied.
  EXPECT_TRUE(has_diagnosis("[doctor] i don't think this is your heart , i think it's acid reflux , so let's try "
                            "omeprazole .",
                            "eflux"));
  EXPECT_TRUE(has_diagnosis("[doctor] i don't think it's a stroke , it's more likely a migraine .", "igraine"));
  // Counter-examples: the denied condition, and a denied list.
  EXPECT_FALSE(has_diagnosis("[doctor] i don't think it's a stroke , it's more likely a migraine .", "troke"));
  EXPECT_FALSE(has_diagnosis("[doctor] i don't think this is a stroke , a bleed or a tumor .", "troke"));
}

TEST(DiagnosisCues, ADifferentialLabelReachesOverItsColon) {
  // "DDx: malaria, typhoid", the Indian "D/d:": the list after the label is provisional.
  for (const std::string_view text : {"Imp: ? Dengue fever. DDx: malaria, typhoid.",
                                      "Imp: ? Dengue fever. D/d: malaria, typhoid.",
                                      "Imp: ? Dengue fever. Differential: malaria, typhoid."}) {
    EXPECT_EQ(cxs::test::diagnoses_with_status(text),
              "[Dengue fever|provisional][Malaria|provisional][Typhoid fever|provisional]")
        << text;
  }
  // The provisional heading's short forms ("Provisional dx:", "Tentative dx:").
  EXPECT_EQ(cxs::test::diagnoses_with_status("Provisional dx: enteric fever."), "[Typhoid fever|provisional]");
  EXPECT_EQ(cxs::test::diagnoses_with_status("Tentative dx: malaria."), "[Malaria|provisional]");
  // Counter-example: a certain label before a colon stays certain.
  EXPECT_EQ(cxs::test::diagnoses_with_status("Diagnosis: malaria."), "[Malaria|confirmed]");
}

TEST(DiagnosisCues, StatusPostNamesOneProcedureNotTheListAfterIt) {
  EXPECT_TRUE(has_diagnosis("Problem list: CAD s/p PCI 2019, HFrEF (EF 30%), CKD stage 3b, gout.", "eart failure"));
  // Counter-example: what "status post" names itself is history.
  EXPECT_FALSE(has_diagnosis("Problem list: CAD s/p stroke 2019, gout.", "troke"));
  EXPECT_TRUE(has_diagnosis("Problem list: CAD s/p stroke 2019, gout.", "out"));
}

TEST(DiagnosisCues, AnInjuryBeforeItsSiteAndALungsSide) {
  // "a small fracture in your wrist": the table's wrist fracture; a lobe has a side.
  EXPECT_TRUE(has_diagnosis("[doctor] so your x-ray shows a small fracture in your wrist , the distal radius , so "
                            "we'll put you in a cast .",
                            "racture of lower end of radius"));
  EXPECT_TRUE(has_diagnosis("Final diagnosis: Right lower lobe pneumonia.", "ight lower lobe pneumonia"));
  // Counter-examples: "right" as a word of agreement, across a comma; a bare fracture with no site.
  EXPECT_EQ(cxs::test::diagnosis_names("[doctor] that's right , pneumonia ."), "[Pneumonia]");
  EXPECT_FALSE(has_diagnosis("[doctor] the risk of a fracture is low .", "racture"));
}

TEST(DiagnosisCues, AStudyWhoseResultFollowsNamesWhatItFound) {
  EXPECT_TRUE(has_diagnosis("[doctor] the nerve study confirmed carpal tunnel syndrome , so wear a splint .", "arpal tunnel"));
  EXPECT_TRUE(has_diagnosis("[doctor] your sleep study showed obstructive sleep apnea , so we'll get a cpap .", "leep apn"));
  // Counter-examples: a study or check that names no result.
  EXPECT_FALSE(has_diagnosis("[doctor] she is enrolled in a study of diabetes at the university .", "iabetes"));
  EXPECT_FALSE(has_diagnosis("[doctor] we'll check for anemia with a blood count .", "nemia"));
}

TEST(DiagnosisCues, AConditionIsNotAModifierOfTheNextOne) {
  const auto got = cxs::test::diagnosis_names("[doctor] number two , neck pain in the setting of arthritis disc degeneration .");
  EXPECT_EQ(got.find("Arthritis disc"), std::string::npos) << got;
  // Counter-example: an allergy word still qualifies the name it stands before.
  EXPECT_TRUE(has_diagnosis("[doctor] this is a condition we call hypersensitivity pneumonitis .", "ypersensitivity pneumonitis"));
}

}  // namespace

TEST(DiagnosisCues, ABareSideEffectIsCounsellingNotADiagnosis) {
  // "side effect" alone is how a clinician explains a medicine; the reaction is a diagnosis
  // when it is named as one.
  EXPECT_EQ(cxs::test::diagnosis_names("[doctor] a side effect of this medicine can be dizziness ."), "");
  EXPECT_EQ(cxs::test::diagnosis_names("[doctor] the main side effect is a dry cough ."), "");
  // Counter-examples: a reaction named as such.
  EXPECT_TRUE(has_diagnosis("[doctor] you're having a drug reaction .", "dverse drug reaction"));
  EXPECT_TRUE(has_diagnosis("Assessment: adverse drug reaction.", "dverse drug reaction"));
}

TEST(DiagnosisCues, RuleOutSplitAroundTheConditionExcludesIt) {
  EXPECT_FALSE(has_diagnosis("[doctor] we need to rule tuberculosis out .", "uberculosis"));
  EXPECT_FALSE(has_diagnosis("[doctor] we have to rule pneumonia out today .", "neumonia"));
  // Counter-examples: "rule" that is not the verb, a condition of its own beside it.
  EXPECT_TRUE(has_diagnosis("[doctor] your asthma is worse , we need to rule infection out .", "sthma"));
  EXPECT_TRUE(has_diagnosis("[doctor] as a rule , asthma flares out of season are rare .", "sthma"));
}

TEST(DiagnosisCues, ATreatmentThatFailsLeavesTheSymptomAProblem) {
  EXPECT_TRUE(has_diagnosis("[patient] tylenol does not help the headache .", "eadache"));
  // Counter-example: what a treatment will ease is its purpose.
  EXPECT_FALSE(has_diagnosis("[doctor] the ibuprofen will help with the fever .", "ever"));
}

TEST(DiagnosisCues, ThePatientsOwnSentenceNamesEachProblem) {
  // Talk without an assessment: a condition in the patient's sentence does not explain away
  // the symptom beside it; a treatment the patient says helps reports the symptom.
  EXPECT_TRUE(has_diagnosis("[patient] i have asthma and now a cough for a week .", "ough"));
  EXPECT_TRUE(has_diagnosis("[patient] i take tylenol and it helps with the headaches .", "eadache"));
  // Counter-example: the clinician's plan alone ("will help with the fever") is its purpose.
  EXPECT_FALSE(has_diagnosis("[doctor] the ibuprofen will help with the fever .", "ever"));
}

TEST(DiagnosisCues, TheThyroidTestIsNotTheCondition) {
  // "thyroid" alone is how patients name hypothyroidism; "thyroid tests / levels / function"
  // is the thyroid panel (the longer investigation name wins the match).
  EXPECT_FALSE(has_diagnosis("[doctor] your thyroid tests are normal .", "ypothyroidism"));
  EXPECT_FALSE(has_diagnosis("[doctor] your thyroid function is normal .", "ypothyroidism"));
  // Counter-examples: the condition named, in lay words or by the clinician.
  EXPECT_TRUE(has_diagnosis("[patient] i have thyroid , i take thyroxine .", "ypothyroidism"));
  EXPECT_TRUE(has_diagnosis("[doctor] your thyroid levels are low , so you have hypothyroidism .", "ypothyroidism"));
}
