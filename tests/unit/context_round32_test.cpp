// Round 32 (branch ctx33): class defaults of the clause for mentions of what may come
// (context_defaults_foretold.cpp), tried on round 32's tuning half before any narrow rule: a hedge
// that takes up a supposition, a risk said as a comparison, an indefinite case as the subject of
// a modal, a purpose of finding the condition, and the Hindi potential after a prohibition; and
// the Hindi "se" after a unit of time read as "since", not as a cause. Each with counter-examples
// (the patient's own condition in the same shapes); sentences written for these tests, not corpus
// lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::listed;
using cxs::test::context_probe::lists;

TEST(ContextRound32, AHedgeThatTakesUpASuppositionNamesWhatTheEventWouldBe) {
  EXPECT_FALSE(lists("If he stops eating and drinking, that could be dehydration; ring us.", "ehydration"));
  EXPECT_FALSE(lists("If the wound gets hot and red, see us, as it may be turning into cellulitis.", "ellulitis"));
  // Counter-examples: a speaker's own hedge ("if you ask me", "if I had to guess", "if anything"),
  // and a hedge with no supposition, said of what is there now.
  EXPECT_EQ(listed("If you ask me, that could be gout."), "Gout;");
  EXPECT_EQ(listed("If I had to guess, it may be a migraine."), "Migraine;");
  EXPECT_TRUE(lists("If anything, this could be an early shingles rash.", "erpes zoster"));
  EXPECT_TRUE(lists("He has had a fever for two days and that could be a urinary tract infection.",
                    "rinary tract infection"));
}

TEST(ContextRound32, ARiskSaidAsAComparisonIsNoFinding) {
  EXPECT_FALSE(lists("Steroid tablets over many years make cataracts more likely.", "ataract"));
  EXPECT_FALSE(lists("Being overweight makes gallstones far more likely.", "allstone"));
  // Counter-examples: the patient's own condition made likelier to flare, a condition named before.
  EXPECT_TRUE(lists("The heat made her eczema more likely to flare.", "ermatitis"));
  EXPECT_TRUE(lists("He has gout, and the diuretic makes attacks more likely.", "out"));
}

TEST(ContextRound32, AnIndefiniteCaseAsTheSubjectOfAModalIsAnyCase) {
  EXPECT_FALSE(lists("Ring 999, because a stroke can cause lasting damage within hours.", "troke"));
  EXPECT_FALSE(lists("One pupil with chickenpox can infect a whole class.", "hickenpox"));
  EXPECT_FALSE(lists("As a pulmonary embolism can kill, wear the stockings.", "ulmonary embolism"));
  // Counter-examples: the noun phrase as an object ("has a cough that can"), a person the sentence
  // is about ("she says", "I"), a possessed condition.
  EXPECT_TRUE(lists("He has a cough that can keep him up at night.", "ough"));
  EXPECT_TRUE(lists("She has a rash, which can itch at night.", "ash"));
  EXPECT_TRUE(lists("A rash can itch at night, she says.", "ash"));
  EXPECT_TRUE(lists("When I run, a headache can come on.", "eadache"));
  EXPECT_TRUE(lists("Her asthma can flare in winter.", "sthma"));
}

TEST(ContextRound32, APurposeOfFindingTheConditionIsNoFinding) {
  EXPECT_FALSE(lists("Monthly bloods are taken to catch anaemia early.", "naemia"));
  EXPECT_FALSE(lists("Yearly eye checks are there to pick up glaucoma.", "laucoma"));
  // Counter-examples: a result that says it was found, the patient's own condition (a possessive,
  // a definite).
  // (Listed under the row's name since review nm1: "Detect cancer" kept the verb.)
  EXPECT_TRUE(lists("Tests to detect cancer were positive.", "alignant neoplasm"));
  EXPECT_TRUE(lists("Weekly bloods to catch his anaemia early.", "naemia"));
  EXPECT_TRUE(lists("The scan was done to detect the gallstones she has.", "holelithiasis"));
}

TEST(ContextRound32, TheHindiPotentialAfterAProhibitionIsItsConsequence) {
  EXPECT_FALSE(lists("Baasi khana mat khao, food poisoning ho sakta hai.", "ood poisoning"));
  EXPECT_FALSE(lists("Dhoop mein mat khelo, heat stroke ho sakta hai.", "eat stroke"));
  // Counter-example: a prohibition of worry, then a guess at what is there ("don't worry, it may be
  // gastritis").
  EXPECT_EQ(listed("Tension mat lo, gastritis ho sakta hai."), "Gastritis;");
}

TEST(ContextRound32, AHindiSeAfterAUnitOfTimeIsSinceNotACause) {
  // "for two weeks" is how long the cough has been there; the potential after it is a guess at
  // its cause (provisional), not an outcome.
  EXPECT_TRUE(lists("Khansi do hafte se hai, TB ho sakta hai.", "uberculosis"));
  EXPECT_TRUE(lists("Bukhaar paanch din se hai, malaria ho sakta hai.", "alaria"));
  // Counter-example: "se" of a cause ("from this tablet") still makes the potential an outcome.
  EXPECT_FALSE(lists("Is goli se constipation ho sakta hai.", "onstipation"));
}

TEST(ContextRound32, AFormsQuestionWithNoSpokenAnswerIsNotAnsweredYes) {
  // A bracketed instruction or a form's status after the question: no answer; a gesture: an answer.
  EXPECT_FALSE(lists("School trip form: Does your son have asthma? (please give details)", "sthma"));
  EXPECT_FALSE(lists("Any fever in the last week? Left blank on the form.", "ever"));
  EXPECT_FALSE(lists("Eye clinic questionnaire: 'Do you have glaucoma?' - not answered.", "laucoma"));
  EXPECT_FALSE(lists("Nurse: any chest pain today?\nPatient: shakes her head.", "hest pain"));
  EXPECT_FALSE(lists("Have you had a stroke before?\nHe shook his head.", "troke"));
  // Counter-examples: a bracket that details the answer, a nod, a spoken yes after an aside.
  EXPECT_TRUE(lists("Do you have diabetes? (diet controlled)", "iabetes"));
  EXPECT_TRUE(lists("Any asthma? Nodded, uses a blue inhaler.", "sthma"));
  EXPECT_TRUE(lists("[doctor] any chest pain ?\n[patient] ( laughs ) a little , yes", "hest pain"));
}

TEST(ContextRound32, AConditionThatNamesAPlaceIsNoOnesCondition) {
  EXPECT_FALSE(lists("She lives in a dengue-prone area.", "engue"));
  EXPECT_FALSE(lists("He works in a TB-endemic region and wants the BCG.", "uberculosis"));
  EXPECT_FALSE(lists("Travellers to cholera areas should drink only sealed water.", "holera"));
  // Counter-examples: the patient's condition named besides the place, or with no place after it.
  EXPECT_TRUE(lists("She has malaria, caught in a malaria area.", "alaria"));
  EXPECT_TRUE(lists("Malaria, back from a high-risk area last week.", "alaria"));
  EXPECT_TRUE(lists("Her hernia belt doesn't fit anymore, and the hernia is bigger.", "ernia"));
}

TEST(ContextRound32, SignsListedAsAlternativesAreWhatToWatchFor) {
  EXPECT_FALSE(lists("Advice sheet: a stiff neck, a rash that does not fade or a high fever may be signs of "
                     "meningitis.",
                     "eningitis"));
  // Counter-examples: the signs the patient has ("and"), the patient's own signs ("her").
  EXPECT_TRUE(lists("Fever and cough could be signs of pneumonia.", "neumonia"));
  EXPECT_TRUE(lists("Her cough or fever could be signs of pneumonia.", "neumonia"));
}

TEST(ContextRound32, ALeafletsReportedCasesAreNoOnesCondition) {
  EXPECT_FALSE(lists("Rarely, pancreatitis has been reported with this medicine.", "ancreatitis"));
  EXPECT_FALSE(lists("Liver damage and hepatitis have also been linked to high doses.", "epatitis"));
  // Counter-examples: an agent, someone's own condition, a person in the sentence.
  EXPECT_TRUE(lists("Chest pain has been reported by the patient since Monday.", "hest pain"));
  EXPECT_TRUE(lists("Her chest pain has been reported to the GP.", "hest pain"));
  EXPECT_TRUE(lists("Vomiting has been reported twice today, so he stays nil by mouth.", "omiting"));
}

TEST(ContextRound32, ARuleOfWhatIsAllowedAfterAnyEventIsNoFinding) {
  EXPECT_FALSE(lists("Flying is not allowed for two weeks after a pneumothorax.", "neumothorax"));
  EXPECT_FALSE(lists("Pilots cannot fly for a year after any new seizure.", "eizure"));
  // Counter-examples: someone's own condition or event (a person in the sentence), no rule of
  // permission.
  EXPECT_TRUE(lists("He cannot drive after a seizure of this kind, so his epilepsy clinic will write.", "eizure"));
  EXPECT_TRUE(lists("She cannot walk far after a fracture of the hip.", "racture"));
  EXPECT_TRUE(lists("Weak left arm after a stroke; physio booked.", "troke"));
}
