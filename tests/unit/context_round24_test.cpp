// Round 24 (branch ctx24): the structure behind round 23's remaining misses in transcribed
// doctor-patient dialogue: an answer opened by "i wish", a condition the speaker had as the head
// of a clause that then ends it, a period of life as a "when" clause, a spoken conditional whose
// antecedent runs on over commas, a name given to a foretold event, a statement of how common a
// condition is, and a clinician's short reply that only takes up the patient's complaint (the
// assessment zone). Each rule with counter-examples; sentences written for these tests, not
// corpus lines.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::listed;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound24, AnAnswerOpenedByAWishIsAnsweredByWhatFollows) {
  EXPECT_FALSE(lists("[doctor] have you been losing weight , any weight loss ?\n[patient] i wish .", "eight loss"));
  EXPECT_FALSE(lists("[doctor] any night sweats lately ?\n[patient] i wish , nope , i'm always freezing .", "weat"));
  // Counter-examples: a wish that is a clause of its own answers by describing, and the answer
  // after the wish decides when it is a yes.
  EXPECT_TRUE(lists("[doctor] any trouble sleeping , insomnia ?\n[patient] i wish i could sleep , i'm up at three every night .",
                    "nsomnia"));
  EXPECT_TRUE(lists("[doctor] any heartburn ?\n[patient] i wish i could say no , yes , after every meal .", "eartburn"));
}

TEST(ContextRound24, AConditionTheSpeakerHadThatTheClauseEndsIsOver) {
  EXPECT_FALSE(there_now(ctx("[patient] the migraines i used to get , um , they stopped after the menopause .", "migraines")));
  EXPECT_FALSE(there_now(ctx("[patient] the rash she got went away with the cream .", "rash")));
  EXPECT_FALSE(there_now(ctx("[patient] i had a kidney infection with my first baby , uh , it went away with antibiotics .",
                             "kidney infection")));
  // Counter-examples: a head whose clause does not end it, and an outcome that goes on.
  EXPECT_TRUE(there_now(ctx("[patient] the cough i had is back , worse at night .", "cough")));
  EXPECT_TRUE(there_now(ctx("[patient] the headaches i get have gotten worse this month .", "headaches")));
  EXPECT_TRUE(there_now(ctx("[patient] i have a cough , and it went to my chest on friday .", "cough")));
}

TEST(ContextRound24, APeriodOfLifeAsAWhenClauseDatesThePast) {
  EXPECT_TRUE(ctx("[patient] i had carpal tunnel syndrome when i was pregnant with my son .", "carpal tunnel syndrome")
                  .historical);
  EXPECT_TRUE(ctx("[patient] he had asthma when he was in primary school .", "asthma").historical);
  // Counter-examples: an occasion, not a period of life; a habit in the present.
  EXPECT_FALSE(ctx("[patient] the chest pain came on when i was at work this morning .", "chest pain").historical);
  EXPECT_FALSE(ctx("[patient] i get heartburn when i lie down .", "heartburn").historical);
}

TEST(ContextRound24, ASpokenConditionalsConsequentFollowsItsLastComma) {
  EXPECT_FALSE(lists("[doctor] okay , so , if the calf gets hot and swollen , or , um , your breathing changes , "
                     "those could be signs of a blood clot , so call us .\n[patient] okay .",
                     "lot"));
  EXPECT_FALSE(lists("[doctor] if the pain moves low on the right , you know , we'd be worried about appendicitis , so "
                     "come back .\n[patient] okay .",
                     "ppendicitis"));
  EXPECT_FALSE(lists("[doctor] rest the ankle , and if the toes go numb , that's compartment syndrome , so you come "
                     "straight in .\n[patient] right .",
                     "ompartment"));
  // Counter-examples: an "if" that hedges the speaker's words, and a definite subject in the
  // consequent, leave the diagnosis the patient's.
  EXPECT_TRUE(lists("[doctor] your big toe is hot and swollen , and if you ask me , that's gout .\n[patient] okay .",
                    "out"));
  EXPECT_TRUE(there_now(ctx("[doctor] if you have a fever , the tonsillitis is probably bacterial .", "tonsillitis")));
}

TEST(ContextRound24, ANameGivenToAForetoldEventIsForetold) {
  EXPECT_TRUE(ctx("[doctor] now and then , the heart can race on this inhaler , that's tachycardia , so use less of it .",
                  "tachycardia")
                  .foretold);
  EXPECT_FALSE(lists("[doctor] in a few people the ankles can puff up on this pill , that's called edema , and we'd "
                     "switch .\n[patient] okay .",
                     "dema"));
  // A bare name set off by commas after such a clause is that name too.
  EXPECT_TRUE(ctx("[doctor] the water tablet can drop your salt level , hyponatremia , so we'll check a blood test .",
                  "hyponatremia")
                  .foretold);
  // Counter-examples: a clause of what is seen now names a present finding, and a clause that
  // is not foretold leaves the name alone.
  EXPECT_TRUE(lists("[patient] i can't sleep at all , insomnia , every single night .\n[doctor] okay .", "nsomnia"));
  EXPECT_TRUE(lists("[doctor] you can see the skin is red and hot here , that's cellulitis , so we'll start "
                    "antibiotics .\n[patient] okay .",
                    "ellulitis"));
  EXPECT_FALSE(ctx("[doctor] the knee is swollen and warm , that's gout , we'll treat it .", "gout").foretold);
}

TEST(ContextRound24, HowCommonAConditionIsSaysNothingOfThePatient) {
  EXPECT_FALSE(lists("[patient] will the new tablets upset my stomach ?\n[doctor] some heartburn is pretty common at first , "
                     "so take them with food .\n[patient] okay .",
                     "eartburn"));
  EXPECT_TRUE(ctx("[doctor] some bruising is very common after the injection .", "bruising").hypothetical);
  EXPECT_TRUE(ctx("[doctor] a little dizziness is typical the first week .", "dizziness").hypothetical);
  // Counter-examples: a condition the patient has, owned or pointed to, is theirs; a bare one
  // with a frequency explains the patient's own symptom (round 16); an attributive frequency
  // ("a common problem") says what kind of problem it is.
  EXPECT_FALSE(ctx("[doctor] bruising is common after the injection , it will fade .", "bruising").hypothetical);
  EXPECT_FALSE(ctx("[doctor] some stiffness is a common problem in the morning .", "stiffness").hypothetical);
  EXPECT_FALSE(ctx("[doctor] your heartburn is common in pregnancy , we'll try an antacid .", "heartburn").hypothetical);
  EXPECT_FALSE(ctx("[doctor] the bruising is common with your blood thinner , it will fade .", "bruising").hypothetical);
}

TEST(ContextRound24, AShortReplyThatTakesUpTheComplaintIsNoAssessment) {
  EXPECT_TRUE(lists("[patient] i've had this rash on my arm since friday , and it itches like crazy .\n[doctor] okay , "
                    "let me have a look at it now .",
                    "ash"));
  EXPECT_TRUE(lists("[patient] my knee pain is worse when i climb the stairs , um , every day now .\n[doctor] and how "
                    "long has it been like that ?",
                    "nee pain"));
  EXPECT_TRUE(lists("[doctor] what brings you in ?\n[patient] i keep getting heartburn after dinner .\n[doctor] okay , "
                    "we'll try a tablet before meals then .",
                    "eartburn"));
  // Counter-examples: the reply takes up the patient's turn, whose own context still holds (a
  // past illness stays past, a denied one denied), and a reply that names a condition is the
  // clinician's assessment, which keeps its zone.
  EXPECT_FALSE(lists("[patient] i had a kidney stone years ago , um , it passed on its own .\n[doctor] okay , let me "
                     "have a look at your records now .",
                     "idney stone"));
  EXPECT_FALSE(lists("[doctor] any chest pain with it ?\n[patient] no , no chest pain , just tired .\n[doctor] okay , "
                     "let's check your blood count today .",
                     "hest pain"));
  // A reply of relief, or one that asks what came after, takes no complaint up.
  EXPECT_FALSE(lists("[patient] i had bad sciatica two winters ago , you know , um , the shooting pain down the leg .\n"
                     "[doctor] okay , good , and any flare-ups of that since ?",
                     "ciatica"));
  EXPECT_TRUE(lists("[patient] my throat is raw and my nose is running .\n[doctor] okay , that's a common cold , rest "
                    "and fluids .",
                    "old"));
}

TEST(ContextRound24, AHesitationIsNoClauseOfItsOwn) {
  // After a word that may end a clause the speaker's first comma stays and the hesitation goes:
  // a time after it reaches back as it would over one comma.
  EXPECT_TRUE(ctx("[patient] i had a stomach ulcer , um , maybe fifteen years back .", "stomach ulcer").historical);
  // A conjunction ends no clause: the return after it is said of what came before.
  EXPECT_TRUE(there_now(ctx("[patient] the psoriasis cleared in my thirties and , um , it's back on my elbows .",
                            "psoriasis")));
  // Counter-examples: a hesitation after an answer still leaves the clause break ("no , um ,
  // the cough is bad" keeps the cough), and a denial before it does not reach over it.
  EXPECT_TRUE(lists("[doctor] any fever ?\n[patient] no , uh , but this cough is keeping me up .", "ough"));
  EXPECT_TRUE(there_now(ctx("[patient] it's back pain mostly , low down , since the move .", "back pain")));
}

TEST(ContextRound24, TheClinicianCheckingWhatWasSaidRulesNothingOut) {
  EXPECT_TRUE(lists("[doctor] let me make sure i've got this right , the wrist pain began after the fall on monday ?\n"
                    "[patient] yes .",
                    "rist pain"));
  // Counter-example: a check for a condition is a rule-out.
  EXPECT_TRUE(ctx("[doctor] we'll do a scan to make sure there's no fracture .", "fracture").hypothetical ||
              ctx("[doctor] we'll do a scan to make sure there's no fracture .", "fracture").negated);
}

TEST(ContextRound24, AConditionalGuessIsAHedge) {
  EXPECT_TRUE(ctx("[doctor] with the itch between the toes , i'd guess athlete's foot , but let's scrape it .",
                  "athlete's foot")
                  .uncertain);
  // Counter-example: a stated diagnosis is not hedged.
  EXPECT_FALSE(ctx("[doctor] with the itch between the toes , this is athlete's foot .", "athlete's foot").uncertain);
}
