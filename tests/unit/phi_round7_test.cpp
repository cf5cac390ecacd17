// Unit tests of issue 18's seventh PHI round (branch phi7): handovers, ward-round lists, lab
// slips, pharmacy slips, doctors' chat messages in code-mixed registers, consent, insurance
// and certificate forms. Each rule with counter-examples. The sentences are written for these
// tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/phi/redactor.hpp"
#include "domain/terminology/terminology.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

found_list one(const char* kind, const char* value) { return {{kind, value}}; }

}  // namespace

TEST(PhiRound7, ALexiconNameGluedToAColonBeforeABlankEndsNoField) {
  EXPECT_EQ(found("Seen by Dr. Anand Kulkarni: advised MRI."), names({"Anand Kulkarni"}));
  EXPECT_EQ(found("Bill for Farida Qureshi: Rs 3,400."), names({"Farida Qureshi"}));
  // Counter-examples: a label glued to its value, and an unknown label word before a blank.
  EXPECT_EQ(found("Name:Chinnaswamy Gounder Ph:9443012345"),
            (found_list{{"NAME", "Chinnaswamy Gounder"}, {"PHONE", "9443012345"}}));
  EXPECT_EQ(found("Name:Ravi Kumar Mob: 9845012345"),
            (found_list{{"NAME", "Ravi Kumar"}, {"PHONE", "9845012345"}}));
}

TEST(PhiRound7, AnArabicPatronymicLinkJoinsTheFathersName) {
  EXPECT_EQ(found("Bed 4 - Salim bin Yusuf - 33M - cellulitis"), names({"Salim bin Yusuf"}));
  EXPECT_EQ(found("Patient: Fathima bint Ismail, 29 F"), names({"Fathima bint Ismail"}));
  // Counter-examples: a title-case "Bin" is a word, and a link with nothing capitalised after.
  EXPECT_EQ(found("Patient: Ravi Kumar, Dust Bin near bed."), names({"Ravi Kumar"}));
  EXPECT_EQ(found("Patient: Salim bin for dressing."), names({"Salim"}));
}

TEST(PhiRound7, ABareInitialClosesAFormsNameField) {
  EXPECT_EQ(found("Name: MUTHUVEL K   Age: 52   Sex: M"), names({"MUTHUVEL K"}));
  // Counter-examples: a sex before an age, and a lone letter at the line's end.
  EXPECT_EQ(found("Name: Muthuvel M   45 yrs"), names({"Muthuvel"}));
  EXPECT_EQ(found("Name: Muthuvel M"), names({"Muthuvel"}));
}

TEST(PhiRound7, ASureLexiconNameInCapitalsAfterACueIsAName) {
  EXPECT_EQ(found("Pt: SUNITA NAIDU   Sample: serum"), names({"SUNITA NAIDU"}));
  // Counter-examples: acronyms after the cue.
  EXPECT_TRUE(found("Patient HIV positive, on ART.").empty());
  EXPECT_TRUE(found("Pt ANC registered at PHC.").empty());
}

TEST(PhiRound7, RolesOfInsuranceAndCertificateFormsIntroduceAPerson) {
  EXPECT_EQ(found("Scheme beneficiary Phoolwati Oraon, card verified."), names({"Phoolwati Oraon"}));
  EXPECT_EQ(found("The deceased Hariprasad was a smoker."), names({"Hariprasad"}));
  EXPECT_EQ(found("Dressing by S/N Remya at 6 pm."), names({"Remya"}));
  // Counter-examples: a term after the role, and the role word with no name.
  EXPECT_TRUE(found("Beneficiary Metformin list attached.").empty());
  EXPECT_TRUE(found("Deceased was brought at 4 am.").empty());
}

TEST(PhiRound7, ABirthDateLabelMayNameWhoseBirthItIs) {
  EXPECT_EQ(found("Date of birth of the child: 14-Feb-2024"), one("DATE_OF_BIRTH", "14-Feb-2024"));
  EXPECT_EQ(found("DOB of insured - 02/03/1970"), one("DATE_OF_BIRTH", "02/03/1970"));
  // Counter-example: a clinical date after another "of".
  EXPECT_TRUE(found("Date of admission of the child: 14-Feb-2024").empty());
}

TEST(PhiRound7, ARecordCardNumberIsARecordNumber) {
  EXPECT_EQ(found("Hospital card no 55123/2021 seen."), one("RECORD_NUMBER", "55123/2021"));
  // Counter-example: a card that is no record ("ration card") and "card" alone.
  EXPECT_TRUE(found("Ration card no change.").empty());
  EXPECT_TRUE(found("OPD card 3 days old.").empty());
}

TEST(PhiRound7, DistrictAndTalukAbbreviationsDoNotEndAnAddress) {
  EXPECT_EQ(found("Address: 12 Temple Road, Hosur Tq. Krishnagiri Dt. 635109"),
            one("ADDRESS", "12 Temple Road, Hosur Tq. Krishnagiri Dt. 635109"));
  // Counter-example: the sentence's own period still ends it.
  EXPECT_EQ(found("Address: 12 Temple Road, Hosur. Came with fever."), one("ADDRESS", "12 Temple Road, Hosur"));
}

TEST(PhiRound7, AMobileWhoseFirstFourDigitsAreWholeIsAPhone) {
  EXPECT_EQ(found("M-9845 11 22 33"), one("PHONE", "9845 11 22 33"));
  // Counter-examples: a list of readings, and a four-digit group that opens no mobile.
  EXPECT_TRUE(found("Sugars 98 76 54 32 10 this week").empty());
  EXPECT_TRUE(found("Counts 4500 12 14 16 over the days").empty());
}

TEST(PhiRound7, CaseMarkersOfOtherIndianLanguagesBeforeAHealthWordMakeAPerson) {
  EXPECT_EQ(found("Sir, Pandiyan ku saturation 86 thaan."), names({"Pandiyan"}));
  EXPECT_EQ(found("Dada, Sukumar er creatinine 2.8."), names({"Sukumar"}));
  EXPECT_EQ(found("Jasvir di sugar 350 aayi."), names({"Jasvir"}));
  // Counter-examples: a place before other nouns, a term before the marker.
  EXPECT_TRUE(found("Madurai ku bus 6 mani.").empty());
  EXPECT_TRUE(found("Dengue er report positive.").empty());
}

TEST(PhiRound7, PossessivesOfOtherLanguagesAndChatAddressesAreNoNames) {
  EXPECT_EQ(found("Ennoda appa Ganapathy ku BP 180."), names({"Ganapathy"}));
  EXPECT_EQ(found("Bro Gurvinder paaji di sugar high hai."), names({"Gurvinder"}));
  // Counter-example: the possessive alone.
  EXPECT_TRUE(found("Ennoda appa ku BP.").empty());
}

TEST(PhiRound7, AnUrduRelationAfterAGenitiveMakesAPerson) {
  EXPECT_EQ(found("Zainab ki ammi ne phone kiya."), names({"Zainab"}));
  // Counter-example: a place before a relation-like word is still no person when a term.
  EXPECT_TRUE(found("Typhoid ki ammi ne phone kiya.").empty());
}

TEST(PhiRound7, AChatWriterNamingHimselfWithARole) {
  EXPECT_EQ(found("Good morning 🙏 Arindam here, PG 2nd yr ortho"), names({"Arindam"}));
  EXPECT_EQ(found("Sumaiya here - staff nurse ICU."), names({"Sumaiya"}));
  // Counter-examples: a place and a symptom "here" without a role after it.
  EXPECT_TRUE(found("Pain here, and here.").empty());
  EXPECT_TRUE(found("Swelling here, PG to review.").empty());
}

TEST(PhiRound7, PersonVerbsOfTellingAfterALeadingAdverb) {
  EXPECT_EQ(found("Later Ruksar said the pain was better."), names({"Ruksar"}));
  // Counter-examples: a report or a test "said" nothing a person did.
  EXPECT_TRUE(found("Later Echo showed a small PFO.").empty());
  EXPECT_TRUE(found("Radiology said the scan is normal.").empty());
}

TEST(PhiRound7, SindhiNamesOfTheLexiconStandAloneAndTheirGodDoesNot) {
  EXPECT_EQ(found("Jethanand Motwani has had a cough for a month."), names({"Jethanand Motwani"}));
  EXPECT_EQ(found("Mrs. Bhavnani said the tablets upset her."), names({"Bhavnani"}));
  // Counter-examples: the god Jhulelal, flagged ambiguous, read alone; a festival after it.
  EXPECT_TRUE(found("Jhulelal Jayanti is a holiday, OPD closed.").empty());
}
