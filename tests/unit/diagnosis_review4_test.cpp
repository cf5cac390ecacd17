// Diagnosis and context rules from review round 4 (branch dx23), each with counter-examples:
// assessment wordings the tables did not hold, and "CAP" as a heading, not a capsule.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/extraction/engine.hpp"
#include "tests/unit/diagnosis_names.hpp"

namespace ex = cxs::domain::extraction;

namespace {

using cxs::test::diagnosis_names;
using cxs::test::diagnoses_with_status;
using cxs::test::has_diagnosis;


TEST(DiagnosisReview4, AssessmentWordingsTheTablesHold) {
  EXPECT_TRUE(has_diagnosis("[doctor] number two , tobacco use disorder . we discussed quitting .", "icotine dependence"));
  EXPECT_TRUE(has_diagnosis("[doctor] impression , surgical site infection . start cephalexin .", "urgical site infection"));
  EXPECT_TRUE(has_diagnosis("Impression: upper gastrointestinal bleed.", "astrointestinal haemorrhage"));
  EXPECT_TRUE(has_diagnosis("A/P: L ureteral calculus. Tamsulosin 0.4 mg daily.", "reteric calculus"));
  EXPECT_TRUE(has_diagnosis("Assessment: atypical pigmented lesion of the back.", "typical pigmented lesion"));
  // Counter-example: a habit ("tobacco use") stays no problem of the list.
  EXPECT_FALSE(has_diagnosis("Social history: tobacco use, quit in 2010.", "icotine"));
}

TEST(DiagnosisReview4, CapInCapitalsIsPneumoniaOnlyAsAHeading) {
  EXPECT_TRUE(has_diagnosis("A/P:\n1. CAP - start amoxicillin 1 g TID x5 days.", "neumonia"));
  EXPECT_EQ(diagnoses_with_status("Assessment: CAP, improving on antibiotics."), "[Pneumonia|confirmed]");
  // Counter-examples: a capsule in a prescription written in capitals, and the headwear.
  EXPECT_FALSE(has_diagnosis("CAP AMOXYCILLIN 500 MG TDS X 5 DAYS", "neumonia"));
  EXPECT_FALSE(has_diagnosis("Rx: CAP. OMEZ 20 MG OD", "neumonia"));
  EXPECT_FALSE(has_diagnosis("Assessment: sunburn. Wear a cap in the sun.", "neumonia"));
}

TEST(DiagnosisReview4, AFindingBesideASuspectedDiagnosisStaysItsHeading) {
  EXPECT_TRUE(has_diagnosis("A/P: Obstructive jaundice, concern for pancreatic head malignancy.", "bstructive jaundice"));
  EXPECT_TRUE(has_diagnosis("A/P: RUL lung mass, concerning for malignancy. CT chest.", "ung mass"));
  // Counter-example: a diagnosis stated certainly in the same sentence explains the finding.
  EXPECT_FALSE(has_diagnosis("A/P: Obstructive jaundice due to gallstones. ERCP.", "bstructive jaundice"));
  EXPECT_EQ(diagnoses_with_status("A/P: lung mass due to lung cancer."), "[Lung cancer|confirmed]");
}

TEST(DiagnosisReview4, TheClinicianConcernIsASuspectedDiagnosis) {
  EXPECT_EQ(diagnoses_with_status("[doctor] okay . i'm concerned about a retinal detachment of the right eye ."),
            "[Retinal detachment of the right eye|provisional]");
  EXPECT_EQ(diagnoses_with_status("[doctor] i'm a little concerned about a blood clot in the lung , so we'll get a ct ."),
            "[Pulmonary embolism|provisional]");
  // Counter-examples: the patient's worry, a third person's, and a condition in a later
  // clause than the concern's object.
  EXPECT_EQ(diagnoses_with_status("[patient] i'm worried about cancer . [doctor] let's check ."), "");
  EXPECT_EQ(diagnoses_with_status("[doctor] she is worried about a retinal detachment ."), "");
  EXPECT_EQ(diagnoses_with_status("[doctor] so for the chest pain , i'm concerned about your heart , and there is a possibility of "
                   "angina ."),
            "[Chest pain|confirmed]");
}

TEST(DiagnosisReview4, TheArmsOfAHedgedAlternativeAreAllProvisional) {
  EXPECT_EQ(diagnoses_with_status("[doctor] number one , bloody diarrhea , concerning for inflammatory bowel disease , either "
                   "ulcerative colitis or crohn's disease ."),
            "[Bloody diarrhea|confirmed][Ulcerative colitis|provisional][Crohn's disease|provisional]");
  EXPECT_EQ(diagnoses_with_status("[doctor] it could be prostate cancer or just an enlarged prostate ."),
            "[Prostate cancer|provisional][Benign prostatic hyperplasia|provisional]");
  EXPECT_EQ(diagnoses_with_status("Possible early Parkinson disease versus essential tremor."),
            "[Parkinson's disease|provisional][Essential tremor|provisional]");
  // Counter-examples: an "or" without a hedge, and an "either" without one stay as they were.
  EXPECT_EQ(diagnoses_with_status("Assessment: hypertension or white coat effect."), "[Hypertension|confirmed]");
  EXPECT_EQ(diagnoses_with_status("[doctor] this rash is either eczema or psoriasis , we'll treat it with a steroid cream ."),
            "[Rash|confirmed]");
}

TEST(DiagnosisReview4, AHedgedCauseAndAHedgeInsideTheTermAreProvisional) {
  EXPECT_EQ(diagnoses_with_status("Assessment: delirium, likely secondary to UTI."),
            "[Delirium|confirmed][Urinary tract infection|provisional]");
  EXPECT_EQ(diagnoses_with_status("A/P: Suspected COVID-19. Isolate at home."), "[Suspected COVID-19 (virus not identified)|provisional]");
  EXPECT_EQ(diagnoses_with_status("Impression: tension type headache with possible medication overuse headache."),
            "[Tension-type headache|confirmed][Medication overuse headache|provisional]");
  EXPECT_EQ(diagnoses_with_status("Impression: possible migraine with possible aura."), "[Migraine|provisional]");
  // Counter-examples: a cause stated certainly, a test-confirmed infection, a plain heading.
  EXPECT_EQ(diagnoses_with_status("Assessment: anemia secondary to CKD."), "[Anaemia|confirmed][Chronic kidney disease|confirmed]");
  EXPECT_EQ(diagnoses_with_status("A/P: COVID-19 positive. Isolate at home."), "[COVID-19|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Assessment: essential tremor. Start propranolol."), "[Essential tremor|confirmed]");
}

TEST(DiagnosisReview4, PeInCapitalsIsAnEmbolismOnlyAfterAWordNamingOne) {
  EXPECT_EQ(diagnoses_with_status("A/P: r/o PE. CTPA ordered."), "[Pulmonary embolism|provisional]");
  EXPECT_EQ(diagnoses_with_status("Assessment: acute PE, start apixaban."), "[Acute pulmonary embolism|confirmed]");
  // Counter-examples: the physical examination heading of a note, and the lower-case word.
  EXPECT_EQ(diagnoses_with_status("PE: chest clear, no edema."), "");
  EXPECT_EQ(diagnoses_with_status("PE unremarkable."), "");
  EXPECT_EQ(diagnoses_with_status("Assessment: knee strain from acute pe class at school."), "[Knee strain|confirmed]");
}

TEST(DiagnosisReview4, CueWordsAreNoPartOfANameAndAnAsNeededIndicationIsNoCondition) {
  EXPECT_EQ(diagnoses_with_status("No shortness of breath at rest, but dyspnea on exertion."), "[Dyspnoea|confirmed]");
  EXPECT_TRUE(has_diagnosis("A/P: Thyrotoxicosis, ddx Graves disease vs toxic multinodular goiter.",
                            "[Graves' disease]"));
  EXPECT_EQ(diagnoses_with_status("A/P: Suspected COVID-19. Acetaminophen 650 mg q6h PRN fever."),
            "[Suspected COVID-19 (virus not identified)|provisional]");
  EXPECT_EQ(diagnoses_with_status("Albuterol HFA 2 puffs q4-6h PRN wheeze."), "");
  EXPECT_EQ(diagnoses_with_status("Plan: ibuprofen 400 mg as needed for pain."), "");
  // Counter-examples: the condition asserted apart from the dose, and a medicine for it.
  EXPECT_EQ(diagnoses_with_status("Assessment: fever for 3 days, likely viral. Paracetamol 500 mg SOS."), "[Fever|confirmed]");
  EXPECT_TRUE(has_diagnosis("Assessment: asthma with wheeze. Albuterol 2 puffs PRN.", "sthma"));
}

TEST(DiagnosisReview4, PlansAndNormalVariantsAreNoConditions) {
  EXPECT_EQ(diagnoses_with_status("[doctor] so for your first problem , gestational diabetes . you'll check sugars four times a day ."),
            "[Gestational diabetes mellitus|confirmed]");
  EXPECT_EQ(diagnoses_with_status("[doctor] fatty liver disease . we'll recheck liver enzymes and work on weight loss ."),
            "[Fatty liver|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Assessment: obesity. Plan: physical therapy, weight loss counseling."), "[Obesity|confirmed]");
  EXPECT_EQ(diagnoses_with_status("[doctor] your cognitive testing is normal . normal age related forgetfulness ."), "");
  // Counter-examples: weight loss as the symptom, forgetting as the complaint assessed, a
  // symptom after a normal exam, and diabetes said as "sugar".
  EXPECT_EQ(diagnoses_with_status("Assessment: unintentional weight loss, CT chest ordered."), "[Unintentional weight loss|confirmed]");
  EXPECT_TRUE(has_diagnosis("Assessment: forgetfulness for a year, check B12 and TSH.", "emory loss"));
  EXPECT_FALSE(has_diagnosis("Assessment: forgetfulness for a year, check B12 and TSH.", "ementia"));
  EXPECT_EQ(diagnoses_with_status("Exam normal, cough for a week."), "[Cough|confirmed]");
  EXPECT_TRUE(has_diagnosis("Patient ko sugar hai, 5 saal se.", "iabetes"));
}

TEST(DiagnosisReview4, AConditionLastSaidToHaveResolvedIsOver) {
  EXPECT_EQ(diagnoses_with_status("[doctor] how are the migraines ? [patient] i haven't had one in six months . [doctor] great . so "
                   "your migraines have resolved and we can stop the topiramate ."),
            "");
  EXPECT_EQ(diagnoses_with_status("[doctor] so you're here for your anemia follow-up ? [patient] yes . [doctor] your ferritin is 80 . "
                   "so your iron deficiency anemia has resolved . you can stop the iron ."),
            "");
  EXPECT_EQ(diagnoses_with_status("Problem list:\n1. Hypertension.\nResolved: left otitis media."), "[Hypertension|confirmed]");
  // Counter-examples: a condition back after its resolution, another condition that goes on,
  // and a generic row whose own later mention goes on.
  EXPECT_EQ(diagnoses_with_status("[doctor] the rash resolved last month . [patient] now the rash is back on my arms . [doctor] okay , "
                   "so for the rash , hydrocortisone cream ."),
            "[Rash|confirmed]");
  EXPECT_EQ(diagnoses_with_status("[doctor] the cough has resolved but the asthma is still there . continue the inhaler ."),
            "[Asthma|confirmed]");
  EXPECT_TRUE(has_diagnosis("[doctor] hi , how's the acid reflux ?\n[patient] gone since i started the pantoprazole .\n"
                            "[doctor] great . so for your first problem , gerd , resolved symptoms on pantoprazole "
                            "40 mg daily , continue for now .",
                            "reflux"));
  EXPECT_EQ(diagnoses_with_status("[doctor] so you're here for your anemia follow-up ? [patient] yes . [doctor] your hemoglobin is "
                   "still 9 , so the anemia continues . the heavy periods have resolved ."),
            "[Anaemia|confirmed]");
}

TEST(DiagnosisReview4, AResolutionAfterWithIsSaidOfTheComplication) {
  EXPECT_EQ(diagnoses_with_status("Assessment: Type 1 DM with DKA, resolved. Transition to SC insulin."),
            "[Type 1 diabetes mellitus|confirmed]");
  // Counter-examples: both current without the resolution, and a resolution of the first.
  EXPECT_EQ(diagnoses_with_status("Assessment: Type 1 DM with DKA. Start insulin infusion."),
            "[Type 1 diabetes mellitus|confirmed][Diabetic ketoacidosis|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Assessment: pneumonia, resolved. Hypertension, continue amlodipine."), "[Hypertension|confirmed]");
}

TEST(DiagnosisReview4, APatientsQuestionOrAWorryIsNoDiagnosis) {
  EXPECT_EQ(diagnoses_with_status("[doctor] your psa came back at 6.5 .\n[patient] does that mean i have cancer ?\n[doctor] not "
                   "necessarily . we'll repeat the psa ."),
            "");
  EXPECT_EQ(diagnoses_with_status("Patient worried she may have cancer."), "");
  EXPECT_EQ(diagnoses_with_status("[doctor] i am worried that this is appendicitis , so we will get a ct ."),
            "[Acute appendicitis|provisional]");
  // Counter-examples: the clinician's answer names the condition asked about, or another.
  EXPECT_EQ(diagnoses_with_status("[patient] do i have diabetes ?\n[doctor] yes , you have type 2 diabetes ."),
            "[Type 2 diabetes mellitus|confirmed]");
  EXPECT_EQ(diagnoses_with_status("[patient] could it be a stroke ?\n[doctor] no , this is bell's palsy ."), "[Bell's palsy|confirmed]");
}

TEST(DiagnosisReview4, AnAllergicConditionIsNoAllergyCueAndADeniedSuspicionIsNegated) {
  EXPECT_EQ(diagnoses_with_status("Not only does she have asthma but also allergic rhinitis."),
            "[Asthma|confirmed][Allergic rhinitis|confirmed]");
  EXPECT_EQ(diagnoses_with_status("A/P: Pulmonary nodule 6 mm, incidental. No suspicion of malignancy at this time."),
            "[Pulmonary nodule|confirmed]");
  // Counter-examples: a reaction beside an allergy stays the allergy's, a suspicion stays one.
  EXPECT_EQ(diagnoses_with_status("Allergic to penicillin, gets hives."), "");
  EXPECT_EQ(diagnoses_with_status("A/P: Pulmonary nodule 6 mm, suspicion of malignancy, PET-CT."),
            "[Pulmonary nodule|confirmed][Malignant neoplasm, unspecified|provisional]");
}

TEST(DiagnosisReview4, BpHaiAtTheEndOfItsClauseIsHypertension) {
  EXPECT_EQ(diagnoses_with_status("Sugar nahi hai, BP hai."), "[Hypertension|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Patient ko BP hai, 5 saal se."), "[Hypertension|confirmed]");
  // Counter-examples: a reading, a denial, a relative's.
  EXPECT_EQ(diagnoses_with_status("BP hai 130/80."), "");
  EXPECT_EQ(diagnoses_with_status("Sugar hai, BP nahi hai."), "[Type 2 diabetes mellitus|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Papa ko BP hai."), "");
}

TEST(DiagnosisReview4, ASiteCodeInCapitalsKeepsItsCapitals) {
  EXPECT_TRUE(has_diagnosis("A/P: RUL lung mass, concerning for malignancy.", "[RUL lung mass]"));
  EXPECT_TRUE(has_diagnosis("Assessment: LLL pneumonia.", "[LLL pneumonia]"));
  // Counter-example: a note written in capitals is not a code.
  EXPECT_TRUE(has_diagnosis("ASSESSMENT: RIGHT KNEE OSTEOARTHRITIS.", "[Right knee osteoarthritis]"));
}

}  // namespace
