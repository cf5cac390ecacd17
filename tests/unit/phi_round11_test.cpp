// Unit tests of issue 18's eleventh PHI round (branch phi11): a word closing its clause after
// "for/to/by" and a verb whose beneficiary, recipient or agent is a person; a line's opening
// verb of meeting before people; verbs a person takes at a sentence start ("sleeps", "lost
// four kilos", "was wheeled in"); a line's opening verbs that are no name words ("Met X's
// wife", "Telephoned X"); staff posts ("intern X", "Sweeper X") and "a cousin named X"; the
// goddess Sita and the Delhi neighbourhood Saket as flagged lexicon words. Each rule with
// counter-examples. The sentences are written for these tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

}  // namespace

TEST(PhiRound11, AWordClosingAClauseAfterAServiceForAPersonIsAPerson) {
  EXPECT_EQ(found("The ward aaya stayed back to interpret for Bhagwanti."), names({"Bhagwanti"}));
  EXPECT_EQ(found("Keep the discharge papers ready for Mangtu."), names({"Mangtu"}));
  EXPECT_EQ(found("The tiffin in the cupboard belongs to Sukhia."), names({"Sukhia"}));
  EXPECT_EQ(found("The exercises were explained to Dulari."), names({"Dulari"}));
  EXPECT_EQ(found("The deposit was paid by Ramsewak."), names({"Ramsewak"}));
  // Counter-examples: places and dates after verbs of sending and booking, a condition or a
  // thing as an agent, a department, a word not closing its clause, a term.
  EXPECT_TRUE(found("Referred to Lucknow.").empty());
  EXPECT_TRUE(found("Endoscopy booked for Thursday.").empty());
  EXPECT_TRUE(found("The rash was caused by Septran.").empty());
  EXPECT_TRUE(found("Sample handed over to Pathology.").empty());
  EXPECT_TRUE(found("The film was kept ready for Radiology review tomorrow.").empty());
  EXPECT_TRUE(found("Waiting for Paracetamol.").empty());
  EXPECT_TRUE(found("The consent was signed by Guardian.").empty());
}

TEST(PhiRound11, AnOpeningVerbOfMeetingBeforePeopleTakesAPerson) {
  EXPECT_EQ(found("Seen Bhikhari with the family, plan explained."), names({"Bhikhari"}));
  EXPECT_EQ(found("Saw Jhunna in the corridor, walking well."), names({"Jhunna"}));
  // Counter-examples: a department seen, a place without a person's spot, inside a sentence.
  EXPECT_TRUE(found("Seen Cardiology in the evening.").empty());
  EXPECT_TRUE(found("Seen Medicine with the reports.").empty());
  EXPECT_TRUE(found("We have seen Dengue with the rash this year.").empty());
}

TEST(PhiRound11, VerbsOnlyAPersonTakesOpenASentenceWithAName) {
  EXPECT_EQ(found("Budhni sleeps propped up on three pillows."), names({"Budhni"}));
  EXPECT_EQ(found("Harkhu lost six kilos since the monsoon."), names({"Harkhu"}));
  EXPECT_EQ(found("Sombari was wheeled in by her sons."), names({"Sombari"}));
  // Counter-examples: no amount after "lost", a thing carried, a term that sleeps.
  EXPECT_TRUE(found("Consciousness lost briefly at home.").empty());
  EXPECT_TRUE(found("Oxygen was wheeled in by the staff.").empty());
  EXPECT_TRUE(found("Insomnia sleeps nobody.").empty());
}

TEST(PhiRound11, ALinesOpeningVerbIsNoNameWord) {
  EXPECT_EQ(found("Met Jagdish's son at the counter."), names({"Jagdish"}));
  EXPECT_EQ(found("Telephoned Parmeshwari regarding the biopsy."), names({"Parmeshwari"}));
  EXPECT_EQ(found("Sweeper Ramesh found the spill."), names({"Ramesh"}));
  // Counter-examples: the verbs alone, a department telephoned without a person's frame.
  EXPECT_TRUE(found("Met the surgeons, no change in plan.").empty());
  EXPECT_TRUE(found("Telephoned Blood Bank twice.").empty());
}

TEST(PhiRound11, StaffPostsAndANamedPersonIntroduceAName) {
  EXPECT_EQ(found("Our intern Rekha wrote the notes."), names({"Rekha"}));
  EXPECT_EQ(found("Physio Pushpa made him walk."), names({"Pushpa"}));
  EXPECT_EQ(found("A neighbour named Chhedilal brought her."), names({"Chhedilal"}));
  // Counter-examples: a condition called by its name, a role after the post.
  EXPECT_TRUE(found("A condition called Marfan was suspected.").empty());
  EXPECT_TRUE(found("A man called Emergency at midnight.").empty());
  EXPECT_TRUE(found("Our intern Resident on call.").empty());
}

TEST(PhiRound11, AGoddessAndANeighbourhoodAreNoNamesAlone) {
  EXPECT_TRUE(found("Jai Sita Ram, bas yahi kehte rehte hain.").empty());
  EXPECT_TRUE(found("Follow up at Max Saket next week.").empty());
  // With a person's context they still are names.
  EXPECT_EQ(found("Mrs Sita Kumari, 54, diabetic."), names({"Sita Kumari"}));
  EXPECT_EQ(found("Mera beta Saket school nahi gaya."), names({"Saket"}));
}

TEST(PhiRound11, TwoWordsJoinedBeforeTheirOwnArePeople) {
  EXPECT_EQ(found("Shamsher and Jagdeep brought their mother at night."), names({"Shamsher", "Jagdeep"}));
  EXPECT_EQ(found("Bhurelal and Chhotki want their reports in Hindi."), names({"Bhurelal", "Chhotki"}));
  // Counter-examples: drugs and departments paired, a pair without "their".
  EXPECT_TRUE(found("Ramipril and Amlodipine lost their effect.").empty());
  EXPECT_TRUE(found("Pathology and Radiology sent their reports.").empty());
  EXPECT_TRUE(found("Dengue and Malaria have their seasons.").empty());
}

TEST(PhiRound11, AnAuntOrUncleTitleCasedIntroducesAName) {
  EXPECT_EQ(found("Aunty Philomena from upstairs gives the insulin."), names({"Philomena"}));
  EXPECT_EQ(found("Uncle Bhanwar drove her in."), names({"Bhanwar"}));
  // Counter-examples: a family history, the lower-case noun, the relation alone.
  EXPECT_TRUE(found("Uncle Diabetic, Aunty Hypertensive.").empty());
  EXPECT_TRUE(found("Her aunty was also asthmatic.").empty());
  EXPECT_TRUE(found("Uncle and Aunty both smoke.").empty());
}
