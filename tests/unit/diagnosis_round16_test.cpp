// Diagnosis rules of round 16 (branch dx30), each with counter-examples: "status post" after a
// condition is the clinician's "after", not a status; a range named by a condition that a value
// is said not to reach names the range; "sugar" compared with a norm is a reading; a follow-up
// said first and "sooner if …" after it is a return precaution; "white patches" after "with" is
// a finding of another surface, not vitiligo; a second row named right after a first, in
// apposition or as its cause, in the same WHO ICD-10 block renames the same problem; diarrhoea
// is a symptom (WHO files it under A09.9); a symptom a medicine class is given for ("an
// antihistamine at night for the itch") is its purpose; "going around" reaches two words back
// ("you have gastroenteritis from the virus going around" is the patient's); a dismissal may be
// a long cue after a site ("… in the knee , but that's not what's causing your pain"). The
// sentences are written for the tests, not copied from the corpus.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/extraction/icd10_blocks.hpp"
#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;
using cxs::test::in_plan;

TEST(DiagnosisRound16, StatusPostAfterAConditionKeepsTheCondition) {
  const auto wrist = in_plan("number one , left wrist fracture status post closed reduction , healing well .");
  EXPECT_TRUE(has_diagnosis(wrist, "rist fracture")) << diagnosis_names(wrist);
  const auto gallstones = in_plan("gallstones status post cholecystectomy , no more pain .");
  EXPECT_TRUE(has_diagnosis(gallstones, "holelithiasis")) << diagnosis_names(gallstones);
  // Counter-examples: a vaccination status, a test's status.
  EXPECT_FALSE(has_diagnosis(in_plan("your tetanus status is up to date ."), "etanus"));
  EXPECT_FALSE(has_diagnosis(in_plan("her hepatitis b status is unknown , so we'll check it ."), "epatitis"));
}

TEST(DiagnosisRound16, ARangeAValueDoesNotReachNamesTheRange) {
  const auto pre = in_plan("your a1c of six point two shows prediabetes , which is above normal but not in the "
                           "diabetes range .");
  EXPECT_TRUE(has_diagnosis(pre, "rediabetes")) << diagnosis_names(pre);
  EXPECT_FALSE(has_diagnosis(pre, "ype 2")) << diagnosis_names(pre);
  EXPECT_FALSE(has_diagnosis(in_plan("your blood pressure today is below the hypertension threshold , so no "
                                     "medicine ."),
                             "ypertension"));
  // Counter-examples: the value said to be in the range; a range of something else.
  const auto dm = in_plan("your a1c is eight , that's in the diabetes range , so you have type two diabetes .");
  EXPECT_TRUE(has_diagnosis(dm, "iabetes")) << diagnosis_names(dm);
  const auto htn = in_plan("your readings at home are all in the hypertension range , so this is hypertension .");
  EXPECT_TRUE(has_diagnosis(htn, "ypertension")) << diagnosis_names(htn);
}

TEST(DiagnosisRound16, SugarComparedWithANormIsAReading) {
  const auto s = in_plan("your fasting test shows your sugar is higher than it should be , but it's not diabetes .");
  EXPECT_FALSE(has_diagnosis(s, "iabetes")) << diagnosis_names(s);
  // Counter-example: sugar as patients name the disease.
  EXPECT_TRUE(has_diagnosis("[patient] i have sugar for five years , on metformin . [doctor] okay , so for your "
                            "sugar , we'll continue the metformin .",
                            "iabetes"));
}

TEST(DiagnosisRound16, SoonerIfAfterAFollowUpIsAReturnPrecaution) {
  const auto s = std::string(
      "[doctor] so this is an infected ingrown toenail . soak it twice a day . i'll see you in a week to check "
      "it , and sooner if the swelling spreads or you get a fever .");
  EXPECT_FALSE(has_diagnosis(s, "ever")) << diagnosis_names(s);
  EXPECT_TRUE(has_diagnosis(s, "ngrown")) << diagnosis_names(s);
  // Counter-example: "sooner if" with no follow-up or call before it.
  const auto febrile = std::string(
      "[doctor] so you have a fever and body aches . you'll get over the fever sooner if you rest .");
  EXPECT_TRUE(has_diagnosis(febrile, "ever")) << diagnosis_names(febrile);
}

TEST(DiagnosisRound16, WhitePatchesOnAnotherSurfaceAreNoVitiligo) {
  const auto throat = std::string(
      "[doctor] on exam , the tonsils are enlarged with white patches , and the swab is positive , so this is "
      "strep throat .");
  EXPECT_FALSE(has_diagnosis(throat, "itiligo")) << diagnosis_names(throat);
  // Counter-example: the patient's skin.
  const auto skin = std::string(
      "[patient] i've had white patches on my hands for a year . [doctor] these are vitiligo , so we'll start a "
      "cream .");
  EXPECT_TRUE(has_diagnosis(skin, "itiligo")) << diagnosis_names(skin);
  EXPECT_TRUE(has_diagnosis("[doctor] so you have white patches on both hands , which is vitiligo .", "itiligo"));
}

TEST(DiagnosisRound16, TheIcd10BlockOfACode) {
  using cxs::domain::extraction::detail::icd10_block_of;
  using cxs::domain::extraction::detail::same_icd10_block;
  EXPECT_EQ(icd10_block_of("L23.7"), "L20");
  EXPECT_EQ(icd10_block_of("S82.6"), "S80");
  EXPECT_EQ(icd10_block_of("A00"), "A00");
  EXPECT_EQ(icd10_block_of("Z99.9"), "Z80");
  EXPECT_EQ(icd10_block_of(""), "");
  EXPECT_TRUE(same_icd10_block("N30.0", "N39.0"));
  EXPECT_FALSE(same_icd10_block("I10", "I50.0"));
  EXPECT_FALSE(same_icd10_block("E11.9", "N20.0"));
}

TEST(DiagnosisRound16, ASecondNameInTheSameBlockRenamesTheProblem) {
  const auto fracture = in_plan("this is a left wrist fracture a distal radius fracture so we'll splint it .");
  EXPECT_EQ(diagnosis_names(fracture), "[Left wrist fracture]");
  const auto uti = in_plan("this is a urinary tract infection , a bladder infection . nitrofurantoin for five days .");
  EXPECT_TRUE(has_diagnosis(uti, "rinary tract")) << diagnosis_names(uti);
  EXPECT_FALSE(has_diagnosis(uti, "ystitis")) << diagnosis_names(uti);
  const auto ivy = in_plan("this is contact dermatitis from poison oak . a steroid cream twice a day .");
  EXPECT_TRUE(has_diagnosis(ivy, "ontact dermatitis")) << diagnosis_names(ivy);
  EXPECT_FALSE(has_diagnosis(ivy, "oison")) << diagnosis_names(ivy);
}

TEST(DiagnosisRound16, NamesOfOtherBlocksOrAListStayTwoProblems) {
  // Counter-examples: two blocks in apposition; a cause in the same block without the head noun
  // (heart failure from atrial fibrillation, I30-I52); a list going on to a third condition.
  const auto two = in_plan("you have diabetes , a kidney stone on the left that we'll watch .");
  EXPECT_TRUE(has_diagnosis(two, "iabetes")) << diagnosis_names(two);
  EXPECT_TRUE(has_diagnosis(two, "tone")) << diagnosis_names(two);
  const auto hf = in_plan("this is heart failure from the atrial fibrillation , so we'll control the rate .");
  EXPECT_TRUE(has_diagnosis(hf, "eart failure")) << diagnosis_names(hf);
  EXPECT_TRUE(has_diagnosis(hf, "trial fibrillation")) << diagnosis_names(hf);
  const auto list = in_plan("so you have a cold , a sinus infection , and an ear infection .");
  EXPECT_TRUE(has_diagnosis(list, "inusitis")) << diagnosis_names(list);
  EXPECT_TRUE(has_diagnosis(list, "titis")) << diagnosis_names(list);
}

TEST(DiagnosisRound16, DiarrhoeaIsASymptomADiagnosisExplains) {
  const auto gastro = std::string(
      "[doctor] so you have acute gastroenteritis , a stomach virus . fluids and rest . the diarrhea should "
      "settle in two or three days .");
  EXPECT_TRUE(has_diagnosis(gastro, "astroenteritis")) << diagnosis_names(gastro);
  EXPECT_FALSE(has_diagnosis(gastro, "iarrh")) << diagnosis_names(gastro);
  // Counter-example: diarrhoea assessed on its own.
  const auto alone = in_plan("for your diarrhea , we'll send a stool sample and start loperamide .");
  EXPECT_TRUE(has_diagnosis(alone, "iarrh")) << diagnosis_names(alone);
}

TEST(DiagnosisRound16, ASymptomAMedicineClassIsGivenForIsItsPurpose) {
  const auto s = in_plan("this is contact dermatitis from a new soap . a steroid cream twice a day , and an "
                         "antihistamine at night for the itch .");
  EXPECT_TRUE(has_diagnosis(s, "ontact dermatitis")) << diagnosis_names(s);
  EXPECT_FALSE(has_diagnosis(s, "ruritus")) << diagnosis_names(s);
  // Counter-examples: the symptom as the topic; the patient's own use of a medicine.
  const auto topic = in_plan("for the itching , we'll try an antihistamine at night .");
  EXPECT_TRUE(has_diagnosis(topic, "ruritus")) << diagnosis_names(topic);
  const auto own = std::string("[patient] i take a painkiller for the headaches every day . [doctor] so for your "
                               "headaches , let's keep a diary .");
  EXPECT_TRUE(has_diagnosis(own, "eadache")) << diagnosis_names(own);
}

TEST(DiagnosisRound16, ACauseGoingAroundLeavesThePatientsIllnessTheirs) {
  const auto s = std::string("[doctor] so you have acute gastroenteritis from the virus going around . fluids and rest .");
  EXPECT_TRUE(has_diagnosis(s, "astroenteritis")) << diagnosis_names(s);
  // Counter-examples: the illness going around is other people's.
  EXPECT_FALSE(has_diagnosis("[doctor] there's a lot of strep throat going around at the school .", "haryngitis"));
  EXPECT_FALSE(has_diagnosis("[doctor] the flu that's been going around is nasty this year .", "nfluenza"));
}

TEST(DiagnosisRound16, AFindingSaidNotToCauseThePainAfterItsSiteIsSetAside) {
  const auto s = in_plan("your x-ray shows some mild arthritis in the knee , but that's not what's causing your "
                         "pain . this is a meniscus tear .");
  EXPECT_FALSE(has_diagnosis(s, "rthritis")) << diagnosis_names(s);
  EXPECT_TRUE(has_diagnosis(s, "eniscal tear")) << diagnosis_names(s);
  // Counter-example: a dismissal too far on, of a later finding.
  const auto far = in_plan("so the palpitations , the monitor you wore showed only a handful of extra beats , which "
                           "are harmless .");
  EXPECT_TRUE(has_diagnosis(far, "alpitations")) << diagnosis_names(far);
}

}  // namespace
