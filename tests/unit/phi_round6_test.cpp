// Unit tests of issue 18's sixth PHI round (branch phi6): identifiers in the messy forms of
// scanned and typed discharge summaries and referral letters, and names in their headers and
// sign-offs. Each rule with counter-examples. The sentences are written for these tests;
// none is a line of the corpora.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

found_list one(const char* kind, const char* value) { return {{kind, value}}; }

}  // namespace

TEST(PhiRound6, AnAdmissionNumberIsARecordNumber) {
  EXPECT_EQ(found("Adm. No: 4471/25"), one("RECORD_NUMBER", "4471/25"));
  // Counter-examples: "adm" without a number word, and a number word without a value.
  EXPECT_TRUE(found("Adm 3 days ago for fever.").empty());
  EXPECT_TRUE(found("Adm no change in plan.").empty());
}

TEST(PhiRound6, ALabelGluedToAnEmailByAHyphenIsNotPartOfIt) {
  EXPECT_EQ(found("Mail ID-rekha.pillai@gmail.com"), one("EMAIL", "rekha.pillai@gmail.com"));
  EXPECT_EQ(found("Email-joseph77@yahoo.in"), one("EMAIL", "joseph77@yahoo.in"));
  // Counter-examples: a hyphen inside a local part that opens with no label stays.
  EXPECT_EQ(found("Write to dr-rao@clinic.in today."), one("EMAIL", "dr-rao@clinic.in"));
  EXPECT_EQ(found("Write to idris-k@clinic.in today."), one("EMAIL", "idris-k@clinic.in"));
}

TEST(PhiRound6, AMobileWhoseFirstHalfIsWholeIsAPhoneHoweverTheRestIsSplit) {
  EXPECT_EQ(found("Husband 98471 2 33 40 today"), one("PHONE", "98471 2 33 40"));
  // Counter-examples: readings in short groups, and a five-digit group that is no mobile.
  EXPECT_TRUE(found("Sugars 98 76 54 32 10 this week").empty());
  EXPECT_TRUE(found("Platelets 45000 1 2 3 4 over the days").empty());
}

TEST(PhiRound6, TenDigitsSplitByDotsAreAMobile) {
  EXPECT_EQ(found("Call 8.7.6.5.4.3.2.1.0.9 for reports."), one("PHONE", "8.7.6.5.4.3.2.1.0.9"));
  // Counter-examples: a decimal, a version, a date, and a dotted run of nine digits.
  EXPECT_TRUE(found("Hb 9.8 and TLC 7.6 noted.").empty());
  EXPECT_TRUE(found("Software 8.1.2 on the monitor.").empty());
  EXPECT_TRUE(found("Codes 9.8.7.6.5.4.3.2.1 on the sheet.").empty());
}

TEST(PhiRound6, AWordGluedToAColonEndsANameOfAForm) {
  EXPECT_EQ(found("Name:Chinnaswamy Gounder Ph:9443012345"),
            (found_list{{"NAME", "Chinnaswamy Gounder"}, {"PHONE", "9443012345"}}));
  // Counter-example: a name that a comma, not a colon, follows keeps all its words.
  EXPECT_EQ(found("Name: Chinnaswamy Gounder, 70/M"), names({"Chinnaswamy Gounder"}));
}

TEST(PhiRound6, InitialsAfterANameArePartOfIt) {
  EXPECT_EQ(found("Mr. Sivadasan K.P., 61, came for review."), names({"Sivadasan K.P."}));
  EXPECT_EQ(found("Seen by Dr. Latha M. today."), names({"Latha M."}));
  // Counter-examples: a degree, a dose schedule, a post office, and initials joined to a word.
  EXPECT_EQ(found("Dr. Sivadasan M.D. will review."), names({"Sivadasan"}));
  EXPECT_EQ(found("Mr. Sivadasan B.D. dosing explained."), names({"Sivadasan"}));
  EXPECT_EQ(found("Mr. Sivadasan P.O. box given."), names({"Sivadasan"}));
}

TEST(PhiRound6, TheWordsBeforeSonDaughterOrWifeOfAreAName) {
  EXPECT_EQ(found("Kaveri d/o Ramaiah, 19 yrs"), names({"Kaveri", "Ramaiah"}));
  EXPECT_EQ(found("Then Thenmozhi W/O Arumugam was seen."), names({"Thenmozhi", "Arumugam"}));
  // Counter-examples: "c/o" (complains of / care of) and "h/o" (history of) are no kin, and
  // a term before "s/o" is vetoed.
  EXPECT_TRUE(found("Fever c/o chills since two days.").empty());
  EXPECT_TRUE(found("Diabetes h/o ten years.").empty());
  EXPECT_TRUE(found("Paracetamol s/o given.").empty());
}

TEST(PhiRound6, ALetterIntroducesAPerson) {
  EXPECT_EQ(found("I introduce Thamizhselvi, who needs a second opinion."), names({"Thamizhselvi"}));
  // Counter-example: what is introduced is a food or a medicine, not a person.
  EXPECT_TRUE(found("Introduce Ragi porridge at six months.").empty());
  EXPECT_TRUE(found("We will introduce Metformin, then review.").empty());
}

TEST(PhiRound6, AnImperativeOfSendingIsNoName) {
  EXPECT_TRUE(found("Mail reports to the ward.").empty());
  EXPECT_TRUE(found("Forward reports to the clinic.").empty());
  // Counter-example: a name opening the same kind of sentence is still one.
  EXPECT_EQ(found("Ramalingam reports to the ward daily."), names({"Ramalingam"}));
}

TEST(PhiRound6, APrepositionAndAHospitalWordAroundAWordMakeItAnInstitution) {
  EXPECT_TRUE(found("Operated at Jayalakshmi hospital in 2019.").empty());
  EXPECT_TRUE(found("Reports from Meenakshi clinic are attached.").empty());
  // Counter-examples: without the preposition the person is in hospital; a capitalised
  // institution word after a cue is read by the cue's own check.
  EXPECT_EQ(found("Mera beta Ravi hospital mein admit hai."), names({"Ravi"}));
  EXPECT_EQ(found("Sent to Dr. Jayalakshmi clinic timing."), names({"Jayalakshmi"}));
  EXPECT_EQ(found("Spoke to Jayalakshmi about the hospital bill."), names({"Jayalakshmi"}));
}

TEST(PhiRound6, ADemonstrativeBeforeALexiconNameAndAGenitiveMakesAPerson) {
  EXPECT_EQ(found("Ye Pappu ka doosra din hai dast ka."), names({"Pappu"}));
  // Counter-examples: a place or a medicine after the demonstrative.
  EXPECT_TRUE(found("Ye Delhi ka hospital hai.").empty());
  EXPECT_TRUE(found("Ye Dolo ka dabba hai.").empty());
}

TEST(PhiRound6, ABirthDateMaySpaceItsSeparators) {
  EXPECT_EQ(found("D.O.B. 03 / 11 / 1972"), one("DATE_OF_BIRTH", "03 / 11 / 1972"));
  EXPECT_EQ(found("DOB 9 - 7 - 88"), one("DATE_OF_BIRTH", "9 - 7 - 88"));
  EXPECT_EQ(found("Dob - 21/09/1966 as per card"), one("DATE_OF_BIRTH", "21/09/1966"));
  // Counter-examples: a clinical date, spaced or not, has no birth label; a birth label
  // before a ratio or a three-digit "year" is no date.
  EXPECT_TRUE(found("Admitted on 03 / 11 / 2024 with fever.").empty());
  EXPECT_TRUE(found("Review on 9 - 7 - 25.").empty());
  EXPECT_TRUE(found("DOB 3 / 4 / 567 mismatch").empty());
  EXPECT_TRUE(found("Born 2 / 3 weeks early").empty());
}
