// Unit tests of issue 18's fifteenth PHI round (branch phi16): the structure of registers,
// slips and chat. The person written before a kinship abbreviation in capitals ("X W/o Y"); a
// register's, lab's or counter's running number opening the cell before an age and sex, and
// the age's unit between age and sex; a labelled cell's value typed in capitals inside a
// mixed-case slip; a group chat's "@" mention; the anganwadi worker's and the village head's
// posts. Each rule with counter-examples. The sentences are written for these tests; none is
// a line of the corpora.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

}  // namespace

TEST(PhiRound15, ThePersonBeforeAKinshipAbbreviationInCapitalsIsFound) {
  EXPECT_EQ(found("Bhagwanti W/o Ramkhilawan, 6th month, TT-1 due"), names({"Bhagwanti", "Ramkhilawan"}));
  EXPECT_EQ(found("Kallu S/o Mangtu, 12 yrs, dog bite"), names({"Kallu", "Mangtu"}));
  EXPECT_EQ(found("Reg 4 | Phoolkali D/o Sukhram | 19 | F"), names({"Phoolkali", "Sukhram"}));
  // the lower-case form read before this round still reads the same
  EXPECT_EQ(found("Bhagwanti w/o Ramkhilawan, 6th month"), names({"Bhagwanti", "Ramkhilawan"}));
  // Counter-examples: a condition or a drug before the abbreviation is no person
  EXPECT_EQ(found("Tuberculosis S/o Ramlal"), names({"Ramlal"}));
  EXPECT_EQ(found("Metformin W/o Ramlal"), names({"Ramlal"}));
}

TEST(PhiRound15, ARegistersRunningNumberOpensTheCellBeforeAnAgeAndSex) {
  EXPECT_EQ(found("Lab reg 7730 Bhagirathi 64 F thyroid profile"), names({"Bhagirathi"}));
  EXPECT_EQ(found("Regn 1184 Sukhlal 70/M eye camp"), names({"Sukhlal"}));
  EXPECT_EQ(found("HH 31 Bhikhari 58 M cough"), names({"Bhikhari"}));
  EXPECT_EQ(found("Q.No 12 | Jagmohini | 46 F | Derma"), names({"Jagmohini"}));
  // lower case after a running number, as after a token's
  EXPECT_EQ(found("lab 88 ramkali 52 f sugar fasting"), names({"ramkali"}));
  // Counter-examples: a condition, a test, a ward word or a label in the cell; a vital sign
  EXPECT_TRUE(found("Lab reg 7730 Haemoglobin 11 F").empty());
  EXPECT_TRUE(found("Regn 1184 Cataract 70/M eye camp").empty());
  EXPECT_TRUE(found("HH 31 Members 6 M 3 F").empty());
  EXPECT_TRUE(found("Lab 4 Temp 99 F").empty());
  EXPECT_TRUE(found("Reg 12 Review 45 M").empty());
}

TEST(PhiRound15, TheAgesUnitMayStandBetweenAgeAndSex) {
  EXPECT_EQ(found("Token 9 Kesarbai 61 yrs F ortho"), names({"Kesarbai"}));
  EXPECT_EQ(found("Sl 2 | Gendalal | 49Y/M | BP high"), names({"Gendalal"}));
  EXPECT_EQ(found("Anganwadi list: Chunmun 4 yr M, weight 12 kg"), names({"Chunmun"}));
  // Counter-examples: an age without a sex, an age in words after, a condition before it
  EXPECT_TRUE(found("Token 9 Follow up 61 yrs old").empty());
  EXPECT_TRUE(found("Diabetes 10 yrs M on insulin").empty());
  EXPECT_TRUE(found("Token 9 Hypertension 5 years F").empty());
}

TEST(PhiRound15, ALabelledCellsValueInCapitalsIsReadAsTyped) {
  EXPECT_EQ(found("Counter 3  Name: GULABO KHATUN  Age: 44  Sex: F"), names({"GULABO KHATUN"}));
  EXPECT_EQ(found("Regd 119, Patient Name: SHIVNANDAN PRASAD"), names({"SHIVNANDAN PRASAD"}));
  // Counter-examples: a diagnosis, a drug, a tube typed in capitals after their labels
  EXPECT_TRUE(found("Counter 3  Dx: ACUTE GASTRO ENTERITIS  Age: 44").empty());
  EXPECT_TRUE(found("Counter 3  Rx: TAB PARACETAMOL 650  Qty: 10").empty());
  EXPECT_TRUE(found("Bay 2  Sample: EDTA PURPLE TOP  Sent: 07:40").empty());
}

TEST(PhiRound15, AGroupChatsMentionNamesAMember) {
  EXPECT_EQ(found("@Chhaviraj bed 4 ka drip check karo"), names({"Chhaviraj"}));
  EXPECT_EQ(found("ok @Tenzing will do, shifting now"), names({"Tenzing"}));
  EXPECT_EQ(found("(@Bholanath) please send the indent"), names({"Bholanath"}));
  // Counter-examples: an e-mail, a rate, a ward, a condition, a drug after "@"
  const auto email = found("mail the report to ramu.k@gmail.com");
  EXPECT_EQ(email.size(), 1U);
  EXPECT_EQ(email.front().first, "EMAIL");
  EXPECT_TRUE(found("NS @ 100 ml/hr, RL @75").empty());
  EXPECT_TRUE(found("@Casualty pls send the trolley").empty());
  EXPECT_TRUE(found("@Dengue ward: platelet counts by 6").empty());
  EXPECT_TRUE(found("@Paracetamol stock over, indent sent").empty());
}

TEST(PhiRound15, TheAnganwadiWorkerAndTheVillageHeadAreNamedByTheirPosts) {
  EXPECT_EQ(found("Weighing done by AWW Rampyari at the centre"), names({"Rampyari"}));
  EXPECT_EQ(found("AWH Sushila brought the children"), names({"Sushila"}));
  EXPECT_EQ(found("Meeting chaired by sarpanch Bhuralal"), names({"Bhuralal"}));
  // Counter-examples: the posts in lower case as words of a sentence, a term after them
  EXPECT_TRUE(found("Aww, the baby is so small").empty());
  EXPECT_TRUE(found("The sarpanch Office was closed").empty());
  EXPECT_TRUE(found("AWW Anaemia register updated").empty());
}
