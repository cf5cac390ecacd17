// Diagnosis rules and vocabulary of issue 18 (domain/extraction/diagnoses.cpp,
// domain/terminology), each with counter-examples: a bite names its cause and is a heading
// without its site, and findings and laboratory values the clinician names as the problem.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/extraction/engine.hpp"
#include "tests/unit/diagnosis_names.hpp"

namespace ex = cxs::domain::extraction;

namespace {

using cxs::test::has_diagnosis;

TEST(DiagnosisVocabulary, ABiteNamesItsCauseAndNeedsNoSite) {
  EXPECT_TRUE(has_diagnosis("[doctor] the skin around it is clean , so this is just a tick bite .", "ick bite"));
  EXPECT_TRUE(has_diagnosis("[doctor] these itchy spots are insect bites , use the cream .", "nsect bite"));
  // Counter-examples: a generic injury of unspecified region still needs its site, and the
  // tick itself is no condition.
  EXPECT_FALSE(has_diagnosis("Assessment: injury. Plan: rest.", "njury"));
  EXPECT_EQ(cxs::test::diagnosis_names("[doctor] we removed the tick and the skin looks normal ."), "");
}

TEST(DiagnosisVocabulary, FindingsAndLabValuesNamedAsTheProblem) {
  EXPECT_TRUE(has_diagnosis("[doctor] this murmur is stable , so we'll repeat the echo next year .", "urmur"));
  EXPECT_TRUE(has_diagnosis("[doctor] your potassium is high at six , so we'll stop the spironolactone .", "yperkal"));
  EXPECT_TRUE(has_diagnosis("[doctor] the blinking and throat clearing are tics , and most fade within a year .", "ic"));
  // Counter-examples: a value reviewed without a level word, and a murmur ruled out.
  EXPECT_FALSE(has_diagnosis("[doctor] we'll recheck your potassium next week .", "yperkal"));
  EXPECT_FALSE(has_diagnosis("[doctor] your heart sounds normal , no murmur .", "urmur"));
}

std::string codes(std::string_view text) {
  std::string out;
  for (const auto& d : ex::collect_facts(text).diagnoses) {
    out += "[" + d.name + " " + d.icd10 + "]";
  }
  return out;
}

TEST(DiagnosisVocabulary, RowsNameTheRightStructureAndSex) {
  // An innocent or flow murmur is the benign murmur (R01.0), not an unspecified one (R01.1).
  EXPECT_NE(codes("[doctor] this is an innocent murmur , nothing to worry about .").find("R01.0"), std::string::npos);
  EXPECT_NE(codes("[doctor] that is a flow murmur from the fever .").find("R01.0"), std::string::npos);
  EXPECT_NE(codes("[doctor] this murmur is stable , so we'll repeat the echo next year .").find("R01.1"),
            std::string::npos);
  // The lateral collateral ligament is not the medial one; a wrist drop is not a foot drop.
  EXPECT_EQ(codes("[doctor] so this is an lcl sprain , we'll brace it .").find("edial"), std::string::npos);
  EXPECT_NE(codes("[doctor] so this is an mcl sprain , we'll brace it .").find("edial"), std::string::npos);
  EXPECT_EQ(codes("[doctor] this is a wrist drop from the radial nerve .").find("oot drop"), std::string::npos);
  // Bare "hypogonadism" says no sex: it is not testicular hypofunction.
  EXPECT_EQ(codes("[doctor] so her labs show hypogonadism .").find("E29.1"), std::string::npos);
  EXPECT_NE(codes("[doctor] so his labs show male hypogonadism .").find("E29.1"), std::string::npos);
}

// A past diagnosis the assessment manages today is a current problem; one only told is history.
TEST(DiagnosisManagedScreenedAndDoubted, AHistoryTheAssessmentManagesTodayIsCurrent) {
  const std::string opening =
      "[doctor] how have you been ?\n[patient] okay i guess .\n[doctor] let me examine you .\n"
      "[doctor] so for my assessment and plan , ";
  EXPECT_TRUE(has_diagnosis(opening + "you have a history of gout , which is stable on the allopurinol .", "out"));
  EXPECT_TRUE(has_diagnosis(opening + "you have a history of hypothyroidism , continue the levothyroxine .", "ypothyroid"));
  // Counter-examples: a past episode told without management, and a management word that
  // belongs to something else far along the sentence.
  EXPECT_FALSE(has_diagnosis(opening + "you have a history of appendicitis , you had it out in 2010 .", "ppendicitis"));
  EXPECT_FALSE(has_diagnosis(opening + "you had pneumonia as a child and for the knee we will do physical therapy twice a week and "
                             "after that the swelling should be stable .",
                   "neumonia"));
  // Counter-examples: how the patient is, not the condition managed, keeps a past diagnosis past.
  const std::string plan = "[doctor] let me examine you .\n[doctor] assessment and plan : ";
  EXPECT_FALSE(has_diagnosis(plan + "history of appendicitis , doing well .", "cute appendicitis"));
  EXPECT_FALSE(has_diagnosis(plan + "history of depression , doing well off all medication .", "epressi"));
}

TEST(DiagnosisManagedScreenedAndDoubted, ATestForSomeoneAndTeachingAboutAConditionAreNotItsDiagnosis) {
  EXPECT_FALSE(has_diagnosis("[doctor] so you have hypertension . we'll also screen you for colon cancer next month .", "olon"));
  EXPECT_FALSE(has_diagnosis("[doctor] i'll test him for strep with a throat swab .", "trep"));
  EXPECT_FALSE(has_diagnosis("[doctor] you have atrial fibrillation . the warning signs of a stroke are a droopy face .", "troke"));
  EXPECT_FALSE(has_diagnosis("[doctor] you have gout . the symptoms of a kidney stone are flank pain and blood in the urine .",
                   "idney stone"));
  // Counter-examples: a test whose result names the condition, and signs found on the patient.
  EXPECT_TRUE(has_diagnosis("[doctor] we tested you for strep and the swab confirmed strep throat , so take the amoxicillin .",
                  "trep"));
  EXPECT_TRUE(has_diagnosis("[doctor] your exam shows signs of an ear infection , so we'll start amoxicillin .", "tis media"));
  // Counter-examples: the patient's own symptoms, outside a teaching frame.
  EXPECT_TRUE(has_diagnosis("[patient] he has been having symptoms of a cold for three days .", "old"));
  EXPECT_TRUE(has_diagnosis("[doctor] you've got symptoms of a chest infection , so we'll start amoxicillin .", "nfection"));
  EXPECT_TRUE(has_diagnosis("[doctor] she reports symptoms of a urinary tract infection since monday .", "rinary tract"));
}

TEST(DiagnosisManagedScreenedAndDoubted, AClinicianDoubtingAConditionDoesNotDiagnoseIt) {
  EXPECT_FALSE(has_diagnosis("[doctor] so my assessment . i doubt this is appendicitis , the pain is in the muscle .",
                   "ppendicitis"));
  EXPECT_FALSE(has_diagnosis("[doctor] it's doubtful that this is a fracture , so no x-ray today .", "racture"));
  // Counter-example: a doubt about something else, then the diagnosis in its own clause.
  EXPECT_TRUE(has_diagnosis("[doctor] i doubt you'll need surgery , but this is definitely gout .", "out"));
  // Counter-examples: a doubt about something other than the condition's presence.
  EXPECT_TRUE(has_diagnosis("[doctor] i doubt the inhaler is helping your asthma much .", "sthma"));
  EXPECT_TRUE(has_diagnosis("[doctor] i doubt he needs antibiotics for this pneumonia .", "neumonia"));
}

TEST(DiagnosisManagedScreenedAndDoubted, ARiskOrComplicationOwnedByAPossessiveIsThePatients) {
  EXPECT_TRUE(has_diagnosis("His diabetes complications include neuropathy.", "europathy"));
  EXPECT_TRUE(has_diagnosis("Her main cardiovascular risk is diabetes.", "iabetes"));
  // Counter-examples: a risk or complication of a procedure or a condition, not owned.
  EXPECT_FALSE(has_diagnosis("[doctor] so you have gout . the risks of the surgery include infection .", "nfection"));
  EXPECT_FALSE(has_diagnosis("[doctor] you have diabetes . complications include neuropathy .", "europathy"));
  EXPECT_FALSE(has_diagnosis("[doctor] you have diabetes . it raises your risk of heart disease .", "eart disease"));
}

}  // namespace
