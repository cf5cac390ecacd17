// Diagnosis rules of round 20 (branch dx34), each with counter-examples: the patient's question
// about what the clinician just said kept inside the clinician's closing talk; a lay description
// named after "which is", and a measure "in the ... range", as statements of a diagnosis; the
// patient's question about the future ("will i have X ?") as no diagnosis; "there is nothing that
// looks like X" as a denial; the costovertebral angle ("cva tenderness") as no stroke; a diet's
// "low potassium foods" and "cold things" as no condition; "also" between a measure and "high",
// "above where i want it" as above goal, and a reading followed by its verdict; an injury of no
// named region that takes the later mention saying its site; the bare "celiac" as the disease
// (not a test's name) and a correction after a comma ("it isn't X , it's Y") as asserted. The
// sentences are written for the tests, not copied from the corpus.

#include <gtest/gtest.h>

#include <string>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;

// A consult of at least six turns whose last third falls in the clinician's closing plan, with
// `middle` (the statement and what follows it) before that plan.
std::string consult(const std::string& middle, const std::string& plan) {
  return "[doctor] hi , how are you ? [patient] okay . [doctor] any fever ? [patient] no . " + middle + " [doctor] " +
         plan;
}

const std::string long_plan =
    "for now you'll meet with the educator today , check your sugar four times a day , and follow the meal plan , "
    "and we'll see you back in two weeks to go over the numbers together .";

TEST(DiagnosisRound20, PatientQuestionStaysInTheClosingTalk) {
  const auto asked = consult(
      "[doctor] the three hour glucose test came back high , so you have gestational diabetes . [patient] oh no , does "
      "that mean i'll have to take shots every day ? [doctor] not necessarily , many women manage with the meal plan "
      "alone .",
      long_plan);
  EXPECT_TRUE(has_diagnosis(asked, "estational diabetes")) << diagnosis_names(asked);
  // Counter-example: a story that ends in a question (over twenty words) is a new topic, and the
  // statement before it stays out of the assessment as before.
  const auto story = consult(
      "[doctor] the three hour glucose test came back high , so you have gestational diabetes . [patient] my sister "
      "had this with her first baby and she said it was awful , she had to check her sugar all the time and take "
      "shots , is that going to happen to me too ? [doctor] not necessarily , many women manage with the meal plan "
      "alone .",
      long_plan);
  EXPECT_FALSE(has_diagnosis(story, "estational diabetes")) << diagnosis_names(story);
}

TEST(DiagnosisRound20, WhichIsAndInTheRangeStateTheDiagnosis) {
  const std::string plan =
      "at this stage we don't need to replace the valve , but we'll repeat the echo in six months , and you need to "
      "call me right away if you faint or get chest pain on the stairs .";
  const auto named = consult("[doctor] the echo shows your aortic valve is stiff and narrowed , which is aortic "
                             "stenosis , and it's moderate .",
                             plan);
  EXPECT_TRUE(has_diagnosis(named, "ortic stenosis")) << diagnosis_names(named);
  const auto range = consult("[doctor] your a1c is six point one , and that number is in the prediabetes range .",
                             "so the plan is the prevention program every week , walking a hundred and fifty "
                             "minutes a week , cutting out the sweet drinks , and we'll recheck the a1c in six months "
                             "to see where it is .");
  EXPECT_TRUE(has_diagnosis(range, "rediabetes")) << diagnosis_names(range);
  // Counter-example: "which is" before no condition states nothing.
  const auto normal = consult("[doctor] the echo shows your valves open well and the pump is strong , which is normal "
                              "for your age .",
                              plan);
  EXPECT_EQ(diagnosis_names(normal), "");
}

TEST(DiagnosisRound20, PatientAskingAboutTheFutureIsNoDiagnosis) {
  const auto stones = "[doctor] so you have gout . [patient] does that mean i'll get kidney stones ? [doctor] not "
                      "usually .";
  EXPECT_FALSE(has_diagnosis(stones, "idney stone")) << diagnosis_names(stones);
  EXPECT_TRUE(has_diagnosis(stones, "Gout")) << diagnosis_names(stones);
  const auto forever = "[doctor] so you have gestational diabetes . [patient] will i have diabetes forever ? [doctor] "
                       "usually it goes away after delivery .";
  EXPECT_EQ(diagnosis_names(forever), "[Gestational diabetes mellitus]");
  // Counter-example: a question about the future that names nothing leaves the clinician's
  // answer its condition.
  const auto better = "[patient] will i get better ? [doctor] yes , you have pneumonia and it will clear with the "
                      "antibiotics .";
  EXPECT_TRUE(has_diagnosis(better, "neumonia")) << diagnosis_names(better);
}

TEST(DiagnosisRound20, NothingThatLooksLikeIsADenial) {
  const auto smear = "[patient] i'm tired . [doctor] i looked at your smear myself , there is nothing that looks like "
                     "leukemia . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(smear, "eukaemia")) << diagnosis_names(smear);
  const auto which = "[patient] i'm tired . [doctor] there's nothing which looks like lymphoma on the scan . [patient] "
                     "okay .";
  EXPECT_FALSE(has_diagnosis(which, "ymphoma")) << diagnosis_names(which);
  // Counter-examples: "something that looks like" and "the thing that looks like" voice it.
  const auto something = "[patient] i'm tired . [doctor] i found something that looks like shingles on your back . "
                         "[patient] okay .";
  EXPECT_TRUE(has_diagnosis(something, "erpes zoster")) << diagnosis_names(something);
}

TEST(DiagnosisRound20, CostovertebralAngleIsNoStroke) {
  const auto tender = "[patient] it hurts . [doctor] there is cva tenderness on the right , so you do have a kidney "
                      "stone . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(tender, "troke")) << diagnosis_names(tender);
  const auto over = "[patient] my back hurts . [doctor] you're tender over the cva on the right , so i think you have "
                    "pyelonephritis . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(over, "troke")) << diagnosis_names(over);
  // Counter-example: the abbreviation of the stroke itself.
  const auto stroke = "[patient] i'm weak . [doctor] the mri shows an acute cva in the left side of the brain , so "
                      "we'll admit you . [patient] okay .";
  EXPECT_TRUE(has_diagnosis(stroke, "troke")) << diagnosis_names(stroke);
}

TEST(DiagnosisRound20, DietWordsAndColdThingsAreNoCondition) {
  const auto foods = "[patient] okay . [doctor] you have kidney disease , so i'll give you a list of low potassium "
                     "foods . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(foods, "ypokal")) << diagnosis_names(foods);
  const auto fruits = "[patient] okay . [doctor] avoid high potassium fruits like bananas . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(fruits, "yperkal")) << diagnosis_names(fruits);
  const auto popsicles = "[patient] he won't eat . [doctor] give him fluids , cold things like popsicles , and "
                         "ibuprofen for the pain . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(popsicles, "ommon cold")) << diagnosis_names(popsicles);
  // Counter-examples: the level said low, and a cold the patient has.
  const auto low = "[patient] okay . [doctor] your potassium is low , so we'll add a supplement . [patient] okay .";
  EXPECT_TRUE(has_diagnosis(low, "ypokal")) << diagnosis_names(low);
  const auto cold = "[patient] i'm stuffy . [doctor] you have a cold , so rest and fluids . [patient] okay .";
  EXPECT_TRUE(has_diagnosis(cold, "ommon cold")) << diagnosis_names(cold);
}

TEST(DiagnosisRound20, MeasureReadingThenItsVerdict) {
  const auto also = "[patient] okay . [doctor] your cholesterol is also high , so we'll start rosuvastatin . "
                    "[patient] okay .";
  EXPECT_TRUE(has_diagnosis(also, "olesterol")) << diagnosis_names(also);
  const auto where = "[patient] okay . [doctor] your blood pressure is still above where i want it , so we'll "
                     "increase the amlodipine . [patient] okay .";
  EXPECT_TRUE(has_diagnosis(where, "ypertension")) << diagnosis_names(where);
  const auto reading = "[patient] okay . [doctor] and your blood pressure is one fifty-two over ninety today , still "
                       "above where i want it . [patient] okay .";
  EXPECT_TRUE(has_diagnosis(reading, "ypertension")) << diagnosis_names(reading);
  const auto potassium = "[patient] okay . [doctor] the thing that worries me is your potassium , it's six point one , "
                         "which is too high . [patient] okay .";
  EXPECT_TRUE(has_diagnosis(potassium, "yperkal")) << diagnosis_names(potassium);
  // Counter-examples: another measure's verdict after the reading, a verdict denied, and a
  // verdict with no reading said.
  const auto other = "[patient] okay . [doctor] your blood pressure is 120 over 80 , and your sugar is high , so "
                     "we'll add metformin . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(other, "ypertension")) << diagnosis_names(other);
  const auto denied = "[patient] okay . [doctor] your potassium is 3.9 , which is not low . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(denied, "ypokal")) << diagnosis_names(denied);
  const auto no_reading = "[patient] okay . [doctor] we checked your potassium , and the sodium was high . [patient] "
                          "okay .";
  EXPECT_FALSE(has_diagnosis(no_reading, "yperkal")) << diagnosis_names(no_reading);
}

TEST(DiagnosisRound20, UnsitedInjuryTakesTheMentionThatSaysItsSite) {
  const auto sited = "[patient] it hurts . [doctor] i think you've got a little contusion right here . so , the "
                     "diagnosis would be a right index finger contusion . [patient] okay .";
  EXPECT_TRUE(has_diagnosis(sited, "ight index finger contusion")) << diagnosis_names(sited);
  // Counter-example: never sited, it is still no heading.
  const auto bare = "[patient] it hurts . [doctor] i think you've got a little contusion right here . [patient] okay .";
  EXPECT_EQ(diagnosis_names(bare), "");
}

TEST(DiagnosisRound20, BareCeliacIsTheDiseaseAndACorrectionIsAsserted) {
  const auto corrected = "[patient] okay . [doctor] with these results , this isn't irritable bowel syndrome , it's "
                         "celiac . [patient] okay .";
  EXPECT_EQ(diagnosis_names(corrected), "[Coeliac disease]");
  const auto sprue = "[patient] okay . [doctor] the biopsy shows gluten-sensitive enteropathy . [patient] okay .";
  EXPECT_TRUE(has_diagnosis(sprue, "oeliac disease")) << diagnosis_names(sprue);
  const auto bronchitis = "[patient] okay . [doctor] it's not pneumonia , it's bronchitis . [patient] okay .";
  EXPECT_TRUE(has_diagnosis(bronchitis, "ronchitis")) << diagnosis_names(bronchitis);
  EXPECT_FALSE(has_diagnosis(bronchitis, "neumonia")) << diagnosis_names(bronchitis);
  // Counter-examples: the test's name, and a correction that is itself denied.
  const auto tested = "[patient] okay . [doctor] we tested for celiac and it was negative , so this is irritable "
                      "bowel syndrome . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(tested, "oeliac")) << diagnosis_names(tested);
  const auto panel = "[patient] okay . [doctor] your celiac panel was negative , so this is irritable bowel syndrome "
                     ". [patient] okay .";
  EXPECT_FALSE(has_diagnosis(panel, "oeliac")) << diagnosis_names(panel);
  const auto denied = "[patient] okay . [doctor] there's no sign of infection , it's not cellulitis . [patient] okay .";
  EXPECT_FALSE(has_diagnosis(denied, "ellulitis")) << diagnosis_names(denied);
}

}  // namespace
