// Unit tests of issue 18's eighth PHI round (branch phi8): lines typed in capitals, an age
// glued to its sex, identifier labels with an aside or of any wording, police and vaccinator
// roles, a clinic's own name, and a word between two names of a list. Each rule with
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

TEST(PhiRound8, ALineInCapitalsIsReadTitleCasedForNames) {
  EXPECT_EQ(found("REVISIT: SUNIL KUMAR YADAV, 41/M, C/O BACK PAIN"), names({"SUNIL KUMAR YADAV"}));
  EXPECT_EQ(found("TOKEN 9 | HARPREET KAUR GILL | 29 F | GYNAE"), names({"HARPREET KAUR GILL"}));
  // Only the shouting line is folded; a typed line beside it reads as before.
  EXPECT_EQ(found("Seen today.\nREVIEW - ANITA DESHMUKH - THYROID CLINIC"), names({"ANITA DESHMUKH"}));
  // Counter-examples: drugs, doses and acronyms in capitals stay, and so do identifiers'
  // shapes (read as typed: "PAN ABCPK1234F" keeps its capitals).
  EXPECT_TRUE(found("TAB. GLYCOMET GP 2 1-0-1, TAB. ECOSPRIN 75 0-1-0, INJ. HUMAN MIXTARD 30/70").empty());
  EXPECT_TRUE(found("ADVISED CBC, LFT, KFT, USG ABDOMEN; REVIEW AFTER 3 DAYS WITH REPORTS.").empty());
  EXPECT_EQ(found("PAN: ABCPK1234F"), (found_list{{"NATIONAL_ID", "ABCPK1234F"}}));
}

TEST(PhiRound8, AnAgeGluedToItsSexFollowsAName) {
  EXPECT_EQ(found("OT list: 1) Phoolwati 44F hysterectomy 2) Nasreen 31F LSCS"), names({"Phoolwati", "Nasreen"}));
  // Counter-examples: a ward and a blank before the sex, a dose, a size.
  EXPECT_TRUE(found("Shifted to Ward 12 F block.").empty());
  EXPECT_TRUE(found("Catheter 16F inserted; Foley 14F changed.").empty());
}

TEST(PhiRound8, AnAsideInParenthesesMaySitBetweenALabelAndItsValue) {
  EXPECT_EQ(found("Voter ID (EPIC) KLM7712045"), (found_list{{"NATIONAL_ID", "KLM7712045"}}));
  EXPECT_EQ(found("Address (as per ration card): H No 14, Gandhi Chowk, Raipur 492001"),
            (found_list{{"ADDRESS", "H No 14, Gandhi Chowk, Raipur 492001"}}));
  EXPECT_EQ(found("Present addr - Plot 7, Shivaji Nagar, Nanded 431602"),
            (found_list{{"ADDRESS", "Plot 7, Shivaji Nagar, Nanded 431602"}}));
  // Counter-example: the EPIC shape without its label is a lot code.
  EXPECT_TRUE(found("Lot (vaccine) KLM7712045 used.").empty());
}

TEST(PhiRound8, MedicoLegalAndEmergencyRegisterNumbersAreRecordNumbers) {
  EXPECT_EQ(found("MLC No. 2231/2025 sent to police."), (found_list{{"RECORD_NUMBER", "2231/2025"}}));
  EXPECT_EQ(found("ER no: ER-7712, triage yellow."), (found_list{{"RECORD_NUMBER", "ER-7712"}}));
  // Counter-examples: a helpline and an emergency word without "no".
  EXPECT_TRUE(found("Emergency number 112 was dialled.").empty());
  EXPECT_TRUE(found("ER 2 beds free.").empty());
}

TEST(PhiRound8, AnIdentityLabelBeforeAnAadhaarsPrintedShapeIsAnAadhaar) {
  EXPECT_EQ(found("Govt ID no. 4821 7730 1196"), (found_list{{"NATIONAL_ID", "4821 7730 1196"}}));
  EXPECT_EQ(found("Identity: 3390 1172 8845"), (found_list{{"NATIONAL_ID", "3390 1172 8845"}}));
  // Counter-examples: a stronger label before "ID" decides, and other shapes are not Aadhaar.
  EXPECT_TRUE(found("Transaction ID 4821 7730 1196 for the payment.").empty());
  EXPECT_TRUE(found("Sample ID 4821 7730 1196 sent.").empty());
  EXPECT_EQ(found("Patient ID 4821 7730 1196"), (found_list{{"RECORD_NUMBER", "4821 7730 1196"}}));
  EXPECT_TRUE(found("ID 1821 7730 1196 on the old card").empty());  // no Aadhaar opens with 0 or 1
}

TEST(PhiRound8, PoliceRanksAndTheVaccinatorNameAPerson) {
  EXPECT_EQ(found("Intimation received by constable Hukam Chand."), names({"Hukam Chand"}));
  EXPECT_EQ(found("IO SI Baljeet Rana will collect the MLC copy."), names({"Baljeet Rana"}));
  EXPECT_EQ(found("Vaccinator: Bimlesh"), names({"Bimlesh"}));
  // Counter-examples: SI units, a lower-case "si" and a term after a rank.
  EXPECT_TRUE(found("Values in SI Units as per lab.").empty());
  EXPECT_TRUE(found("Constable Dengue ward duty.").empty());
}

TEST(PhiRound8, AClinicsOwnNameIsAnInstitution) {
  EXPECT_TRUE(found("Your slot is confirmed. - Sanjivani Heart Care").empty());
  EXPECT_TRUE(found("Referred from Shanti Hospice, Pune.").empty());
  // Counter-example: a person's name before a word that is not one.
  EXPECT_EQ(found("Regards, Sanjivani Patil"), names({"Sanjivani Patil"}));
}

TEST(PhiRound8, AWordBetweenTwoNamesOfAListIsAName) {
  EXPECT_EQ(found("On leave: Ravi Kumar, Tasleema, Sunita Devi."), names({"Ravi Kumar", "Tasleema", "Sunita Devi"}));
  // Counter-examples: one name beside a word, a term, a stop word, an institution.
  EXPECT_EQ(found("Ravi Kumar, Tasleema, Tuesday."), names({"Ravi Kumar"}));
  EXPECT_EQ(found("Ravi Kumar, Dengue, Sunita Devi"), names({"Ravi Kumar", "Sunita Devi"}));
  EXPECT_EQ(found("Ravi Kumar, Tuesday and Sunita Devi"), names({"Ravi Kumar", "Sunita Devi"}));
  EXPECT_EQ(found("Ravi Kumar, Diabetic Clinic, Sunita Devi"), names({"Ravi Kumar", "Sunita Devi"}));
}

TEST(PhiRound8, ABareInitialWithoutItsPeriodOpensTheName) {
  EXPECT_EQ(found("Slot cancelled: K Ramesh Babu, Ortho OPD"), names({"K Ramesh Babu"}));
  EXPECT_EQ(found("| S Anitha Kumari | 34 F |"), names({"S Anitha Kumari"}));
  // Counter-examples: a letter that ends a capitalised word run is no initial.
  EXPECT_TRUE(found("Started Vitamin B Complex and iron.").empty());
  EXPECT_TRUE(found("Hepatitis B Surface antigen negative.").empty());
}

TEST(PhiRound8, AFormsCommaBeforeAKinshipAbbreviation) {
  EXPECT_EQ(found("Lalbiakzuala, s/o Thangliana, admitted."), names({"Lalbiakzuala", "Thangliana"}));
  // Counter-example: "c/o" is a complaint or a care-of, not a kinship.
  EXPECT_TRUE(found("Admitted, c/o Fever.").empty());
}

TEST(PhiRound8, TheObjectOfSpeaksOrUnderstandsIsALanguage) {
  EXPECT_TRUE(found("Speaks only Bhutia; grandson translates.").empty());
  EXPECT_TRUE(found("She understands Sherpa and a little Hindi.").empty());
  // Counter-examples: a person after a preposition, and the speaker himself.
  EXPECT_EQ(found("Spoke to Ravi Kumar about the consent."), names({"Ravi Kumar"}));
  EXPECT_EQ(found("Sunita Devi speaks only Bhojpuri."), names({"Sunita Devi"}));
}

TEST(PhiRound8, BothXAndYBeforeAPluralVerbAreTwoPeople) {
  EXPECT_EQ(found("Both Tsewang and Dolkar were vaccinated today."), names({"Tsewang", "Dolkar"}));
  // Counter-examples: terms, stop words, and no plural verb after the pair.
  EXPECT_TRUE(found("Both Ramipril and Amlodipine were stopped.").empty());
  EXPECT_TRUE(found("Both Upper and Lower limbs were weak.").empty());
  EXPECT_TRUE(found("Both Tsewang and Dolkar Hospital.").empty());
}

// A review of rounds 7 and 8 with fresh ward lines (2026-11-28): what the capitals reading
// and the new cues took for names on ordinary notes.
TEST(PhiRound8Review, AdviceAfterAVerbOfAdvisingIsNoName) {
  EXPECT_TRUE(found("ADVISED BED REST").empty());
  EXPECT_TRUE(found("Advised Soft Diet.").empty());
  // Counter-examples: a lexicon name, or what follows shows a person.
  EXPECT_EQ(found("Advised Ramesh."), names({"Ramesh"}));
  EXPECT_EQ(found("ADVISED RAMESH TO REVIEW AFTER 1 WEEK"), names({"RAMESH"}));
  EXPECT_EQ(found("Counselled Tobin."), names({"Tobin"}));
}

TEST(PhiRound8Review, BothPairsOfOrgansAndShortFormsAreNoPeople) {
  EXPECT_TRUE(found("BOTH OVARIES AND UTERUS ARE NORMAL IN SIZE").empty());
  EXPECT_TRUE(found("Both Ureters and Bladder are normal.").empty());
  EXPECT_TRUE(found("BOTH ACE AND ARB WERE STOPPED").empty());
  // Counter-examples: two names, known or not.
  EXPECT_EQ(found("Both Rahul and Tenzin were febrile."), names({"Rahul", "Tenzin"}));
  EXPECT_EQ(found("Both Tsewang and Dolkar were vaccinated today."), names({"Tsewang", "Dolkar"}));
}

TEST(PhiRound8Review, DepartmentShortFormsAndDoctorSelfAreNoNames) {
  EXPECT_TRUE(found("SEEN BY NEPHRO, PLAN HD").empty());
  EXPECT_TRUE(found("Neuro here, PG on call").empty());
  EXPECT_TRUE(found("REF BY: DR. SELF").empty());
  // Counter-examples: a person after the same cues.
  EXPECT_EQ(found("SEEN BY DR. NAIR"), names({"NAIR"}));
  EXPECT_EQ(found("Rajesh here, PG 1st yr medicine"), names({"Rajesh"}));
}

TEST(PhiRound8Review, TwoLetterCodesInCapitalsStayCodes) {
  // "OD" folded to "Od" after a brand's "Beta" read as a name.
  EXPECT_TRUE(found("TAB STAMLO BETA OD AFTER FOOD").empty());
  EXPECT_TRUE(found("TAB AMLONG BETA HS").empty());
  // Counter-example: a name in a line in capitals is still read.
  EXPECT_EQ(found("PATIENT NAME: RAM LAL GUPTA AGE 45"), names({"RAM LAL GUPTA"}));
}

// Review of 2026-11-28 (rev14), from fresh probe lines.
TEST(PhiRound8Review, AWardBetweenTwoNamesOfADutyListKeepsTheList) {
  // "Meena" is a name flagged as a word too: the list found it beside "Farhana", not across
  // the unit between them.
  EXPECT_EQ(found("On duty tonight: Meena, Cardiology, Farhana."), names({"Meena", "Farhana"}));
  EXPECT_EQ(found("Nurses: Farhana, ICU, Meena"), names({"Farhana", "Meena"}));
  // Counter-examples: the units themselves, and a flagged name beside units only.
  EXPECT_TRUE(found("Admitted to ICU, Cardiology, Medicine.").empty());
  EXPECT_TRUE(found("Night duty: Shanti, ICU, Dialysis.").empty());
}

TEST(PhiRound8Review, ABareInitialBeforeAFlaggedNameIsAPerson) {
  EXPECT_EQ(found("Cancelled: S Durga - fibroid uterus"), names({"S Durga"}));
  EXPECT_EQ(found("OT list | R Lakshmi | 44 F |"), names({"R Lakshmi"}));
  // Counter-examples: a festival, a letter after a word, a blood group.
  EXPECT_TRUE(found("Holiday: D Lakshmi Puja").empty());
  EXPECT_TRUE(found("Hepatitis B Lakshmi").empty());
  EXPECT_TRUE(found("Blood group: B Positive").empty());
}

TEST(PhiRound8Review, ABirthDateAfterAParenthesisedAside) {
  EXPECT_EQ(found("DOB (as per Aadhaar): 14/07/1969"), (found_list{{"DATE_OF_BIRTH", "14/07/1969"}}));
  EXPECT_EQ(found("Date of birth (per school record) - 3 March 2011"),
            (found_list{{"DATE_OF_BIRTH", "3 March 2011"}}));
  // Counter-examples: another label's aside, an aside with a year only, a long aside.
  EXPECT_TRUE(found("Follow up (as per plan): 12/08/2025").empty());
  EXPECT_TRUE(found("DOB (approx): 1975").empty());
  EXPECT_TRUE(found("DOB (not known, will bring the card next visit): 12/08/2025").empty());
}

TEST(PhiRound8Review, ASurnameAfterALowerCaseHonorificInATranscript) {
  // A speech transcript in lower case names people outside the Indian lexicons after "mr.",
  // "mrs.", "ms." or "dr." written with their period.
  EXPECT_EQ(found("[doctor] hello mr. thompson , i'm dr. alvarez ."), names({"thompson", "alvarez"}));
  EXPECT_EQ(found("[doctor] so , mrs. okafor , how's the knee ?"), names({"okafor"}));
  // Counter-examples: a capitalised honorific before a lower-case word, a function word, a
  // term, a word cut off.
  EXPECT_TRUE(found("Mr. and Mrs. attended together.").empty());
  EXPECT_TRUE(found("[patient] the dr. said it was fine .").empty());
  EXPECT_TRUE(found("[doctor] mr. and mrs. are both here .").empty());
  EXPECT_TRUE(found("[patient] my dr. office called .").empty());
  EXPECT_TRUE(found("[doctor] ms. metformin is what i meant .").empty());
}
