// Diagnosis rules of round 15 (branch dx29), each with counter-examples: a patient's question
// the clinician answers yes ("is it lyme disease ? [doctor] yes , it is") names the diagnosis;
// a symptom the clinician says will ease once a diagnosis is treated is that diagnosis's course;
// an itch, an earache and an eye pain are symptoms like a chapter R sign; "stroke" after a
// subject pronoun is a verb; a condition after "the way it is with ..." in a negated clause is
// what the finding is set against; a diet named by a state ("a low sodium diet") is the plan's
// tool; a plain gloss with a cause after the name ("graves disease , an overactive thyroid from
// an antibody") explains it; a condition after "the same ... as" is a reference; a state the
// patient is to wait for ("read until you're sleepy") is no complaint; a problem renamed in the
// sentence in the classification's words takes the table's name; a return precaution may list
// its conditions over sixteen words. The sentences are written for the tests, not copied from
// the corpus.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;
using cxs::test::in_plan;


// The patient asks whether they have the condition; the clinician's next turn opens with yes.
TEST(DiagnosisRound15, APatientQuestionTheClinicianConfirmsNamesTheDiagnosis) {
  const auto shingles =
      std::string("[patient] could this be shingles ? [doctor] yes , it is . we'll start valacyclovir three times a day .");
  EXPECT_TRUE(has_diagnosis(shingles, "zoster")) << diagnosis_names(shingles);
  const auto strep = std::string(
      "[patient] my throat is killing me . is it strep throat ? [doctor] yep , that's what it is , the swab is "
      "positive . amoxicillin for ten days .");
  EXPECT_TRUE(has_diagnosis(strep, "haryngitis")) << diagnosis_names(strep);
  EXPECT_TRUE(has_diagnosis("[patient] is it the flu ? [doctor] yes , it is , your swab is positive .", "nfluenza"));
}

TEST(DiagnosisRound15, AQuestionAnsweredWithAHedgeOrNotLastInItsTurnStaysAQuestion) {
  // Counter-examples: a yes that hedges or defers, a no, and a question followed by another.
  EXPECT_FALSE(has_diagnosis("[patient] is it strep throat ? [doctor] yes , it could be , so we'll swab it .",
                             "haryngitis"));
  EXPECT_FALSE(has_diagnosis(
      "[patient] is it strep throat ? [doctor] yes , but let's get the swab before we decide .", "haryngitis"));
  EXPECT_FALSE(has_diagnosis("[patient] is it lyme disease ? [doctor] no , it's ringworm .", "yme"));
  EXPECT_FALSE(has_diagnosis("[patient] is it gout ? and can i get a refill ? [doctor] yes , it is . i'll send it in .",
                             "out"));
  // "it is possible" does not end the affirmation's clause.
  EXPECT_FALSE(has_diagnosis("[patient] is it lyme disease ? [doctor] yes , it is possible , we'll test for it .",
                             "yme"));
}

// A symptom the clinician says will ease, after the diagnosis the turn assesses.
TEST(DiagnosisRound15, ASymptomExpectedToEaseWithTheDiagnosisIsItsCourse) {
  const auto anaemia = std::string(
      "[doctor] so you have iron deficiency anemia from the heavy periods . we'll start iron tablets . the fatigue "
      "should get better in a few weeks .");
  EXPECT_FALSE(has_diagnosis(anaemia, "atigue")) << diagnosis_names(anaemia);
  EXPECT_TRUE(has_diagnosis(anaemia, "ron deficiency")) << diagnosis_names(anaemia);
  const auto pneumonia =
      std::string("[doctor] so this is pneumonia . we'll start antibiotics . the cough can take a few weeks to go away .");
  EXPECT_FALSE(has_diagnosis(pneumonia, "ough")) << diagnosis_names(pneumonia);
  // In the clinician's answer to a question the clinician confirms.
  const auto lyme = std::string(
      "[patient] is it lyme disease ? [doctor] yes , it is . we'll start doxycycline . the rash and the aches should "
      "fade over the next couple of weeks .");
  EXPECT_FALSE(has_diagnosis(lyme, "Rash")) << diagnosis_names(lyme);
  EXPECT_TRUE(has_diagnosis(lyme, "yme")) << diagnosis_names(lyme);
}

TEST(DiagnosisRound15, ASymptomExpectedToEaseWithNoDiagnosisBeforeItStays) {
  // Counter-examples: no diagnosis assessed before the symptom in the turn; the diagnosis said
  // after it; a warning rather than an easing.
  EXPECT_TRUE(has_diagnosis(in_plan("your back pain should ease with stretching ."), "ack pain"));
  const auto cough = in_plan("the cough should settle in a week . you also have hypertension , so we'll start amlodipine .");
  EXPECT_TRUE(has_diagnosis(cough, "Cough")) << diagnosis_names(cough);
  const auto worse = std::string(
      "[doctor] so you have iron deficiency anemia . we'll start iron tablets . your headache should not get worse , "
      "but it needs a look .");
  EXPECT_TRUE(has_diagnosis(worse, "eadache")) << diagnosis_names(worse);
}

// An itch, an earache, an eye pain: symptoms a diagnosis of the organ explains.
TEST(DiagnosisRound15, AnItchOrAnEarachePutToRestByTheDiagnosisIsNoHeading) {
  const auto dermatitis = std::string(
      "[doctor] so this is contact dermatitis from the new soap . use the steroid cream twice a day . the itching "
      "should settle in a few days .");
  EXPECT_FALSE(has_diagnosis(dermatitis, "ruritus")) << diagnosis_names(dermatitis);
  const auto ear = std::string(
      "[doctor] so this is otitis externa , swimmer's ear . use the drops three times a day . the ear pain should ease "
      "in two days .");
  EXPECT_FALSE(has_diagnosis(ear, "Ear pain")) << diagnosis_names(ear);
  EXPECT_TRUE(has_diagnosis(ear, "titis externa")) << diagnosis_names(ear);
  // Counter-example: an itch with no cause named is the heading.
  EXPECT_TRUE(has_diagnosis(in_plan("for the itching , we'll try an antihistamine at night ."), "ruritus"));
}

// "stroke" as the verb of an examination.
TEST(DiagnosisRound15, StrokeAfterASubjectPronounIsAVerb) {
  EXPECT_FALSE(has_diagnosis("[doctor] on exam , when i stroke your forearm a red welt rises . so this is "
                             "dermatographism , and we'll start cetirizine .",
                             "troke"));
  EXPECT_FALSE(has_diagnosis(in_plan("we stroke the sole of the foot and the toes curl down , which is normal ."),
                             "troke"));
  // Counter-examples: the disease after an article, a possessive or "of".
  EXPECT_TRUE(has_diagnosis(in_plan("you've had a small stroke , so we'll start aspirin and a statin ."), "troke"));
  EXPECT_TRUE(has_diagnosis("[doctor] the mri shows that you had a stroke on the left side , so we'll start aspirin .",
                            "troke"));
}

// "the way it is with X" after a negation: the compared condition is no diagnosis.
TEST(DiagnosisRound15, AConditionAfterTheWayItIsWithInANegatedClauseIsAComparison) {
  const auto knee = in_plan("the knee isn't red and hot the way it is with gout , so this is osteoarthritis .");
  EXPECT_FALSE(has_diagnosis(knee, "Gout")) << diagnosis_names(knee);
  EXPECT_TRUE(has_diagnosis(knee, "steoarthritis")) << diagnosis_names(knee);
  const auto eye = in_plan(
      "the discharge is watery , without the thick pus the way there is with a bacterial conjunctivitis , so this is "
      "viral conjunctivitis .");
  EXPECT_FALSE(has_diagnosis(eye, "acterial")) << diagnosis_names(eye);
  EXPECT_TRUE(has_diagnosis(eye, "iral conjunctivitis")) << diagnosis_names(eye);
}

TEST(DiagnosisRound15, TheWayItIsWithoutANegationInItsClauseLikens) {
  // Counter-example: the negation in another sentence; the frame likens today's pain.
  const auto likened = in_plan("the pain isn't severe . it runs down the leg the way it does in sciatica .");
  EXPECT_TRUE(has_diagnosis(likened, "ciatica")) << diagnosis_names(likened);
  // Counter-example: "in" without the frame ("with the swelling in gout").
  EXPECT_TRUE(has_diagnosis(in_plan("you have gout , and the swelling in your toe should go down with the colchicine ."),
                            "Gout"));
}

// A diet named by the state it keeps away.
TEST(DiagnosisRound15, ADietNamedByALabStateIsThePlansTool) {
  const auto ckd = in_plan("you have chronic kidney disease stage three . here's a low sodium diet sheet .");
  EXPECT_FALSE(has_diagnosis(ckd, "yponatr")) << diagnosis_names(ckd);
  EXPECT_TRUE(has_diagnosis(ckd, "hronic kidney disease")) << diagnosis_names(ckd);
  // Counter-examples: the state said as a finding, and a condition also named apart from its diet.
  EXPECT_TRUE(has_diagnosis(in_plan("your sodium is low , so you have hyponatremia , and we'll restrict fluids ."),
                            "yponatr"));
  EXPECT_TRUE(has_diagnosis(in_plan("you have celiac disease , so a strict gluten free diet for life ."), "eliac"));
}

// A plain gloss after the name that gives the cause explains the diagnosis.
TEST(DiagnosisRound15, AGlossWithACauseAfterTheNameNamesNoSecondProblem) {
  const auto hashimoto = in_plan(
      "this is hashimoto's thyroiditis , an underactive thyroid caused by antibodies , so we'll start levothyroxine .");
  EXPECT_FALSE(has_diagnosis(hashimoto, "ypothyroidism")) << diagnosis_names(hashimoto);
  EXPECT_TRUE(has_diagnosis(hashimoto, "ashimoto")) << diagnosis_names(hashimoto);
  // Counter-example: a second problem of a list after the gloss-like phrase.
  const auto listed = in_plan("you have gout , an underactive thyroid from the antibodies , and high blood pressure .");
  EXPECT_TRUE(has_diagnosis(listed, "ypothyroidism")) << diagnosis_names(listed);
}

// "the same ... as X": X is the reference the finding is likened to.
TEST(DiagnosisRound15, AConditionAfterTheSameAsIsAReference) {
  const auto eye = in_plan("this is viral conjunctivitis , from the same virus as your cold .");
  EXPECT_FALSE(has_diagnosis(eye, "old")) << diagnosis_names(eye);
  EXPECT_TRUE(has_diagnosis(eye, "onjunctivitis")) << diagnosis_names(eye);
  // Counter-example: "as" without "the same" ("as your asthma is worse , we'll add a steroid").
  const auto asthma = in_plan("as your asthma is worse this month , we'll add a steroid inhaler .");
  EXPECT_TRUE(has_diagnosis(asthma, "sthma")) << diagnosis_names(asthma);
}

// A state the patient is to wait for.
TEST(DiagnosisRound15, AStateThePatientWaitsForIsNoComplaint) {
  const auto sleep = in_plan("this is chronic insomnia . if you can't sleep , get up and read until you're sleepy .");
  EXPECT_FALSE(has_diagnosis(sleep, "omnolence")) << diagnosis_names(sleep);
  EXPECT_TRUE(has_diagnosis(sleep, "nsomnia")) << diagnosis_names(sleep);
  // Counter-example: the symptom before "until", present until then.
  const auto tired = in_plan("you've been drowsy all day until the evening , so we'll check your thyroid .");
  EXPECT_TRUE(has_diagnosis(tired, "omnolence") || has_diagnosis(tired, "rowsiness")) << diagnosis_names(tired);
}

// A problem renamed in the sentence in the classification's words takes the table's name.
TEST(DiagnosisRound15, AProblemRenamedInTheClassificationsWordsTakesTheTableName) {
  const auto ear = in_plan("she has an acute left middle ear infection , acute otitis media , so amoxicillin for ten days .");
  EXPECT_TRUE(has_diagnosis(ear, "titis media")) << diagnosis_names(ear);
  EXPECT_FALSE(has_diagnosis(ear, "iddle ear")) << diagnosis_names(ear);
  // Counter-example: the plain words after "or" gloss the clinician's first name, which stays.
  const auto stone = in_plan("so you have acute nephrolithiasis or a kidney stone , and we'll give you tamsulosin .");
  EXPECT_TRUE(has_diagnosis(stone, "ephrolithiasis")) << diagnosis_names(stone);
}

// A return precaution that lists its conditions.
TEST(DiagnosisRound15, AReturnPrecautionListingItsConditionsWarns) {
  const auto colitis = in_plan(
      "this is diverticulitis , so antibiotics for a week . if the cramps get much worse , you can't drink , or the "
      "fever rises , come back to the er .");
  EXPECT_FALSE(has_diagnosis(colitis, "Fever")) << diagnosis_names(colitis);
  // Counter-example: a fever stated apart from the precaution.
  const auto fever = in_plan(
      "you have a fever today from the diverticulitis . if the pain gets worse , you can't keep fluids down , or you "
      "start vomiting , go to the er .");
  EXPECT_TRUE(has_diagnosis(fever, "iverticulitis")) << diagnosis_names(fever);
}

}  // namespace
