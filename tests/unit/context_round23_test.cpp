// Round 23 (branch ctx23): structure found in a new writer's transcribed doctor-patient
// dialogue: a yes/no question opened by a "when" clause of its own, and an answer the speaker
// takes back. Each rule with counter-examples; sentences written for these tests, not corpus
// lines.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::listed;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound23, AWhenClauseBeforeAYesNoQuestionSetsTheOccasionOnly) {
  EXPECT_FALSE(lists("[doctor] when you climb the stairs , do you get chest pain ?\n[patient] no , i'm fine .", "hest pain"));
  EXPECT_FALSE(lists("[doctor] when the migraine starts , is there vomiting ?\n[patient] nope .", "omiting"));
  // The clause's own mention is presupposed, not asked: the migraine stays.
  EXPECT_TRUE(lists("[doctor] when the migraine starts , is there vomiting ?\n[patient] nope .", "igraine"));
  EXPECT_TRUE(lists("[doctor] when you climb the stairs , do you get chest pain ?\n[patient] yes , every time .", "hest pain"));
  // Counter-examples: "when" with an auxiliary asks for a time, and a "when" clause before a
  // wh-question is no yes/no question ("no" answers nothing there).
  EXPECT_TRUE(lists("[doctor] when did the cough start , roughly ?\n[patient] no idea , a month ago .", "ough"));
  EXPECT_TRUE(lists("[doctor] when the cough comes , what brings it up ?\n[patient] nothing special , cold air .", "ough"));
}

TEST(ContextRound23, AnAnswerTakenBackIsAnsweredByItsCorrection) {
  EXPECT_FALSE(lists("[doctor] any vomiting ?\n[patient] yes , um , wait , no , that was my daughter .", "omiting"));
  EXPECT_TRUE(lists("[doctor] any headaches ?\n[patient] no , actually , yes , most mornings .", "eadache"));
  EXPECT_TRUE(lists("[doctor] any back pain ?\n[patient] nope , sorry , i mean yes , low down .", "ack pain"));
  // Counter-examples: without a word of correction the first answer stands, and an answer
  // repeated is no correction.
  EXPECT_FALSE(lists("[doctor] any vomiting ?\n[patient] no , no , nothing like that .", "omiting"));
  EXPECT_FALSE(lists("[doctor] any fever ?\n[patient] no , actually , no , i checked .", "ever"));
  EXPECT_TRUE(lists("[doctor] any dizziness ?\n[patient] yes , actually , quite a lot .", "izziness"));
}

TEST(ContextRound23, AHesitationInsideAVerbGroupDoesNotBreakTheClause) {
  EXPECT_FALSE(lists("[doctor] the steroid can , um , cause stomach ulcers , so take it with food .\n[patient] okay .", "lcer"));
  EXPECT_FALSE(lists("[doctor] this tablet may , you know , give you a headache at first .\n[patient] okay .", "eadache"));
  EXPECT_FALSE(ctx("[doctor] the drip could , uh , cause phlebitis .\n[patient] right .", "phlebitis").negated);
  // Counter-examples: after a word that can end a clause the commas stay a break ("no , um , ..."
  // answers, then the patient says what is there), and a present complaint with a hesitation
  // in it is still present.
  EXPECT_TRUE(lists("[doctor] any fever ?\n[patient] no , um , but the cough is bad at night .", "ough"));
  EXPECT_TRUE(lists("[patient] i have , um , this rash on my arm since friday .\n[doctor] let me see .", "ash"));
  EXPECT_TRUE(there_now(ctx("[patient] the , um , the knee pain is worse on the stairs .", "knee pain")));
}
