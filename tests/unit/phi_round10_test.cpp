// Unit tests of issue 18's tenth PHI round (branch phi10b): e-mails typed with "[at]" and
// "(dot)", a registration slip's bare record labels and the police's and courts' case
// numbers, the titles of nurses and of Hindi, Tamil, Mizo and Khasi speech, Meitei clan
// initials, police stations and courts as institutions, a dosage form before a brand that
// spells a name, staff posts, an occupation in apposition, relations opening a sentence, a
// person's verb inside a sentence, and a line's first word that does not hold the name after
// it. Each rule with counter-examples. The sentences are written for these tests; none is a
// line of the corpora.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

}  // namespace

TEST(PhiRound10, AnEmailWrittenAgainstHarvestersIsAnEmail) {
  EXPECT_EQ(found("Mail the MRI to kavya.n[at]gmail[dot]com today."),
            (found_list{{"EMAIL", "kavya.n[at]gmail[dot]com"}}));
  EXPECT_EQ(found("ID: hemant_r (at) yahoo (dot) co (dot) in"), (found_list{{"EMAIL", "hemant_r (at) yahoo (dot) co (dot) in"}}));
  EXPECT_EQ(found("write to sunil.gaur [at] outlook.com please"), (found_list{{"EMAIL", "sunil.gaur [at] outlook.com"}}));
  EXPECT_EQ(found("her mail is meher1988 at gmail dot com"), (found_list{{"EMAIL", "meher1988 at gmail dot com"}}));
  // Counter-examples: "at" and "dot" as words, a bracketed aside, a plain address found once.
  EXPECT_TRUE(found("Seen at home; a red dot on the arm.").empty());
  EXPECT_TRUE(found("Fever at night (dot) and cough").empty());
  EXPECT_TRUE(found("Review at noon dot com").empty());
  EXPECT_EQ(found("Email: rao.k@gmail.com"), (found_list{{"EMAIL", "rao.k@gmail.com"}}));
}

TEST(PhiRound10, ASlipsBareLabelBeforeFourDigitsIsARecordNumber) {
  EXPECT_EQ(found("Follow-up card, OP 552918, Ortho."), (found_list{{"RECORD_NUMBER", "552918"}}));
  EXPECT_EQ(found("IP 30417 shifted to ward 5."), (found_list{{"RECORD_NUMBER", "30417"}}));
  EXPECT_EQ(found("MLC K-2025-118 sent to the police post."), (found_list{{"RECORD_NUMBER", "K-2025-118"}}));
  EXPECT_EQ(found("Reg OPD/7712 at counter 2"), (found_list{{"RECORD_NUMBER", "OPD/7712"}}));
  // Counter-examples: organophosphate, counts and volumes, a short number, lower-case words.
  EXPECT_TRUE(found("OP poisoning, IP 2 units of PRBC given.").empty());
  EXPECT_TRUE(found("OP 4 days ago; IP 1500 ml input.").empty());
  EXPECT_TRUE(found("IP 112 at the gate").empty());
  EXPECT_TRUE(found("reg 5521 of insulin? op 4412").empty());
}

TEST(PhiRound10, ThePolicesAndCourtsCaseNumbersAreRecordNumbers) {
  EXPECT_EQ(found("FIR no. 118/2025 lodged at the police station."), (found_list{{"RECORD_NUMBER", "118/2025"}}));
  EXPECT_EQ(found("Docket No: 45/MLC/2025"), (found_list{{"RECORD_NUMBER", "45/MLC/2025"}}));
  EXPECT_EQ(found("MLR no 2025/91, grievous hurt."), (found_list{{"RECORD_NUMBER", "2025/91"}}));
  // Counter-examples: the words without a number.
  EXPECT_TRUE(found("No FIR was lodged; docket pending.").empty());
}

TEST(PhiRound10, NursesAndHindiAndTamilTitlesAreHonorifics) {
  EXPECT_EQ(found("Sr. Gracy Mathew took the night report."), names({"Gracy Mathew"}));
  EXPECT_EQ(found("Sis Teena started the IV line."), names({"Teena"}));
  EXPECT_EQ(found("Sushri Kavita Negi, 22, came with fever."), names({"Kavita Negi"}));
  EXPECT_EQ(found("Tmt. Pechiammal, 58, for review."), names({"Pechiammal"}));
  // Counter-examples: senior ranks, serum, chat's "sis", sinus rhythm.
  EXPECT_TRUE(found("Reviewed by Sr. Resident on the night round.").empty());
  EXPECT_TRUE(found("Seen by Sr. Registrar and JR.").empty());
  EXPECT_TRUE(found("Sr. Sodium 131, Sr. Calcium 8.1").empty());
  EXPECT_TRUE(found("ok sis will do").empty());
  EXPECT_TRUE(found("ECG: SR, rate 80").empty());
}

TEST(PhiRound10, MizoAndKhasiTitlesInTitleCaseAreHonorifics) {
  EXPECT_EQ(found("Pu Zoramsanga's sugar is 210 today."), names({"Zoramsanga"}));
  EXPECT_EQ(found("Pi Lalhmangaihi came with her son."), names({"Lalhmangaihi"}));
  EXPECT_EQ(found("Kong Daphimon Syiem has a fever."), names({"Daphimon Syiem"}));
  EXPECT_EQ(found("Bah Wanbor Rymbai was seen today."), names({"Wanbor Rymbai"}));
  // Counter-examples: a city, a trial's investigator, an acronym, a term after the title.
  EXPECT_TRUE(found("Returned from Hong Kong last week.").empty());
  EXPECT_TRUE(found("PI of the trial signed the form.").empty());
  EXPECT_TRUE(found("Pi Dengue Fever was ruled out").empty());
}

TEST(PhiRound10, AMeiteiClanInitialOpensTheName) {
  EXPECT_EQ(found("Kh. Tomba Singh, 58, with chest pain."), names({"Kh. Tomba Singh"}));
  EXPECT_EQ(found("Seen with Th. Ibemhal Devi today."), names({"Th. Ibemhal Devi"}));
  EXPECT_EQ(found("Attendant Ng. Surjit Meitei gave consent."), names({"Ng. Surjit Meitei"}));
  // Counter-example: the abbreviation alone before a common word.
  EXPECT_TRUE(found("Th. Fever chart attached.").empty());
}

TEST(PhiRound10, PoliceStationsAndCourtsAreNoPeople) {
  EXPECT_EQ(found("Sent by Thana Kotwali; brother Mahesh Rawat came along."), names({"Mahesh Rawat"}));
  EXPECT_TRUE(found("Brought by Chowki Prem Nagar staff.").empty());
  EXPECT_TRUE(found("Summons from District Court Rohini.").empty());
  // Counter-example: a person named after the station still is one.
  EXPECT_EQ(found("Brought by HC Jaipal Singh of Thana Sadar."), names({"Jaipal Singh"}));
}

TEST(PhiRound10, ADosageFormBeforeANameMakesItABrand) {
  EXPECT_TRUE(found("Tab Arjuna 250 mg BD continued.").empty());
  EXPECT_TRUE(found("Syp. Divya Swasari Ras 10 ml TDS").empty());
  EXPECT_TRUE(found("Cap Shanti 1 OD (Ayurvedic)").empty());
  // Counter-examples: the person is named apart from the dosage form, and a dosage form's
  // word in a sentence is a thing given, not a prescription's form.
  EXPECT_EQ(found("Tab Dolo given to Arjun at night."), names({"Arjun"}));
  EXPECT_EQ(found("Tab Metformin stopped; Arjun Rawat informed."), names({"Arjun Rawat"}));
  EXPECT_EQ(found("Soon after the injection Kiran fainted."), names({"Kiran"}));
}

TEST(PhiRound10, StaffPostsNameThePersonAfterThem) {
  EXPECT_EQ(found("Nursing Officer Bindu Kurian checked the blood bag."), names({"Bindu Kurian"}));
  EXPECT_EQ(found("CHO Rekha Verma: fever since two days."), names({"Rekha Verma"}));
  EXPECT_EQ(found("Gita sis, bed 3 needs a change."), names({"Gita"}));
  // Counter-examples: the post alone, a department after it, a term after it.
  EXPECT_TRUE(found("Nursing Officer on duty informed.").empty());
  EXPECT_TRUE(found("CHO Dengue Fever cases reported: 3").empty());
}

TEST(PhiRound10, AnOccupationInAppositionOrWorksAsNamesAPerson) {
  EXPECT_EQ(found("Dhanno, a vegetable vendor, fell from the cart."), names({"Dhanno"}));
  EXPECT_EQ(found("Lhakpa works as a porter in Lachung."), names({"Lhakpa"}));
  // Counter-examples: a drug, a condition and a place in the same frame.
  EXPECT_TRUE(found("Metformin, a biguanide, was continued.").empty());
  EXPECT_TRUE(found("Malaria, a vector-borne disease, is common here.").empty());
  EXPECT_TRUE(found("Losartan works as a receptor blocker.").empty());
}

TEST(PhiRound10, APlaceAfterFromTakesNoAge) {
  EXPECT_EQ(found("Lalrinawma from Champhai, 31 M, with a snake bite."), names({"Lalrinawma"}));
  // Counter-example: a person after "with" still takes the age.
  EXPECT_EQ(found("Came with Sushila, 60, his mother."), names({"Sushila"}));
}

TEST(PhiRound10, APoliceStationIsAnAddressPlaceWord) {
  EXPECT_EQ(found("R/o Bhelwa, PS Saraiya, Muzaffarpur"), (found_list{{"ADDRESS", "Bhelwa, PS Saraiya, Muzaffarpur"}}));
  // Counter-example: "r/o" as "rule out" stays.
  EXPECT_TRUE(found("r/o malaria, r/o typhoid").empty());
}

TEST(PhiRound10, ARelationOpeningASentenceIsACue) {
  EXPECT_EQ(found("Grandmother Kamla has knee pain."), names({"Kamla"}));
  EXPECT_EQ(found("Uncle Karma brought the reports."), names({"Karma"}));
  EXPECT_EQ(found("Grandfather Tshering Bhutia has a cough."), names({"Tshering Bhutia"}));
  // Counter-examples: a family history's relatives and their conditions.
  EXPECT_TRUE(found("Mother Diabetic, Father Hypertensive.").empty());
  EXPECT_TRUE(found("Grandfather Asthma, Grandmother Stroke.").empty());
  EXPECT_TRUE(found("Mother Tongue Hindi.").empty());
}

TEST(PhiRound10, ALexiconNameInsideASentenceBeforeAPersonsVerbIsAPerson) {
  EXPECT_EQ(found("After the injection Roshni cried for a minute."), names({"Roshni"}));
  EXPECT_EQ(found("On the way home Kiran fainted twice."), names({"Kiran"}));
  // Counter-examples: the same words as things, and a place before a verb that is no person's.
  EXPECT_TRUE(found("After the puja Tulsi leaves were given.").empty());
  EXPECT_TRUE(found("On the ward Ganga Jal fell on the floor.").empty());
}

TEST(PhiRound10, ALinesFirstWordDoesNotHoldASureNameAfterIt) {
  EXPECT_EQ(found("Teleconsult Suresh Patil, BP 150/90."), names({"Suresh Patil"}));
  EXPECT_EQ(found("Seen with Khumanthem Rakesh in the OPD."), names({"Khumanthem Rakesh"}));
  // Counter-examples: an imperative before a name, a longer name of unknown words, a term.
  EXPECT_EQ(found("Ask Rakesh to bring the reports."), names({"Rakesh"}));
  EXPECT_TRUE(found("Teleconsult Dengue Fever advice given.").empty());
  EXPECT_TRUE(found("Noted Chikungunya Sunita").size() <= 1U);
}
