// Unit tests of issue 18's ninth PHI round (branch phi9): a form's cells typed in capitals,
// the participles of slips and registers, relation fields, army ranks, Sikh names of four
// words, full names listed together, a chat's speaker label, an age glued to its sex after a
// field mark, "we called X", person verbs of clinics and languages, Malayalam forms of
// address, Hindi weekdays, and lower-case names framed by "mera naam … hai" or after "follow
// up of" / "next patient". Each rule with counter-examples. The sentences are written for
// these tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

}  // namespace

TEST(PhiRound9, AFormsCellTypedInCapitalsIsReadTitleCased) {
  EXPECT_EQ(found("TUBE TAG | SHANKARAPPA HOSMANI | 61/M | Fluoride | drawn 08:10"), names({"SHANKARAPPA HOSMANI"}));
  // Counter-examples: acronyms and sample words in their cells stay, and one word is no cell
  // to fold ("EDTA").
  EXPECT_TRUE(found("Investigations | CBC ESR CRP LFT | sent at 9").empty());
  EXPECT_TRUE(found("Tests | BLOOD SUGAR FASTING | 52/M | done").empty());
  EXPECT_TRUE(found("Diagnosis | ACUTE GASTRITIS | 52/M | ward 3").empty());
}

TEST(PhiRound9, SlipsAndRegistersNameWhoDidAndWhoGot) {
  EXPECT_EQ(found("Collected by Raghunath Salvi at 6 am."), names({"Raghunath Salvi"}));
  EXPECT_EQ(found("Witnessed by Ferzana Mulla, staff nurse."), names({"Ferzana Mulla"}));
  EXPECT_EQ(found("Second dose given to Lalmuanpuii at the sub-centre."), names({"Lalmuanpuii"}));
  EXPECT_EQ(found("Dispensed to Gurnam Dhaliwal, 30 tablets."), names({"Gurnam Dhaliwal"}));
  // Counter-examples: a courier, a clinic, a department, a bed and a route.
  EXPECT_TRUE(found("Returned by Courier on Monday.").empty());
  EXPECT_TRUE(found("Referred by Apollo Clinic.").empty());
  EXPECT_TRUE(found("Collected by Home Collection Team.").empty());
  EXPECT_TRUE(found("Oxygen given to Bed 4.").empty());
  EXPECT_TRUE(found("Handed over to Night Staff.").empty());
  EXPECT_TRUE(found("Performed by Ultrasound Guidance.").empty());
}

TEST(PhiRound9, ARelationFieldOrARankedRelationIsAPerson) {
  EXPECT_EQ(found("Patient: Sunanda Gawde   Husband: Prashant Gawde"), names({"Sunanda Gawde", "Prashant Gawde"}));
  EXPECT_EQ(found("Father: Ramesh"), names({"Ramesh"}));
  EXPECT_EQ(found("Covered: dependant son Vikrant, 14."), names({"Vikrant"}));
  // Counter-examples: a family history writes the relatives' health in the same shape.
  EXPECT_TRUE(found("Father: Alive and well").empty());
  EXPECT_TRUE(found("Father: Diabetic, on insulin").empty());
  EXPECT_TRUE(found("Mother: Healthy").empty());
  EXPECT_TRUE(found("Elder son works in Dubai.").empty());
}

TEST(PhiRound9, ArmyRanksAreHonorifics) {
  EXPECT_EQ(found("ECHS card of Hav. Balbir Singh Katoch (retd)"), names({"Balbir Singh Katoch"}));
  EXPECT_EQ(found("Brig. Shekhawat reviewed the file."), names({"Shekhawat"}));
}

TEST(PhiRound9, ASikhNameOfFourWordsIsReadWhole) {
  EXPECT_EQ(found("Seen: Gurpreet Inder Singh Bajwa, 44, back pain."), names({"Gurpreet Inder Singh Bajwa"}));
  // Counter-example: an institution after "Singh".
  EXPECT_TRUE(found("Seen at Guru Nanak Singh Sabha Hospital.").empty());
}

TEST(PhiRound9, FullNamesListedWithAFullNameArePeople) {
  EXPECT_EQ(found("Assisted by Meenakshi Sundaram and Pasang Dorjee."), names({"Meenakshi Sundaram", "Pasang Dorjee"}));
  EXPECT_EQ(found("Contacts: Tanuja Borkar, Lalnghaka Ralte, Anil Kamble."),
            names({"Tanuja Borkar", "Lalnghaka Ralte", "Anil Kamble"}));
  // Counter-examples: an address after a comma, an institution or a team after "and", a
  // brand.
  EXPECT_EQ(found("Mrs Sunita Rao, Bandra West, Mumbai."), names({"Sunita Rao"}));
  EXPECT_EQ(found("Dr Anil Gupta, Civil Lines, Jhansi."), names({"Anil Gupta"}));
  EXPECT_EQ(found("Ramesh Kumar and Apollo Hospital sent the reports."), names({"Ramesh Kumar"}));
  EXPECT_EQ(found("Seen by Anil Mehta and Cardiology Team today."), names({"Anil Mehta"}));
  EXPECT_EQ(found("Ravi Verma and Johnson Baby Powder."), names({"Ravi Verma"}));
}

TEST(PhiRound9, AChatsSpeakerLabelIsAPerson) {
  EXPECT_EQ(found("Shaheen: doctor sahab bukhar utra nahi"), names({"Shaheen"}));
  EXPECT_EQ(found("[09:41] Tashi Wangmo: hello madam, can you hear?"), names({"Tashi Wangmo"}));
  // Counter-examples: a form's fields, and a field naming its doctor.
  EXPECT_TRUE(found("Plan: review after two days").empty());
  EXPECT_TRUE(found("Impression: good response to treatment").empty());
  EXPECT_EQ(found("Anaesth: Dr Shalini Rao"), names({"Shalini Rao"}));
}

TEST(PhiRound9, AnAgeGluedToItsSexAfterAFieldMarkFollowsAName) {
  EXPECT_EQ(found("Transfer slip: Kanku Damor 31F, eclampsia"), names({"Kanku Damor"}));
  // Counter-examples: a device's gauge, one word or an eponym's.
  EXPECT_TRUE(found("Catheter: Foley 14F").empty());
  EXPECT_TRUE(found("Drain: Ryles Tube 16F in situ").empty());
}

TEST(PhiRound9, SomeoneWeCalledIsAPerson) {
  EXPECT_EQ(found("We called Nafeesa Koyakutty twice."), names({"Nafeesa Koyakutty"}));
  // Counter-examples: a department, a thing called by a name.
  EXPECT_TRUE(found("We called Ortho for the fracture.").empty());
  EXPECT_TRUE(found("A condition called Marfan Syndrome runs in the family.").empty());
}

TEST(PhiRound9, AttendingAClinicAndSpeakingALanguageArePersonVerbs) {
  EXPECT_EQ(found("Zohra Penkar attends the anticoagulation clinic."), names({"Zohra Penkar"}));
  EXPECT_EQ(found("Nawang speaks only Monpa."), names({"Nawang"}));
  // Counter-examples: a department attends, a test speaks.
  EXPECT_TRUE(found("Radiology attends the meeting.").empty());
  EXPECT_TRUE(found("The ECG speaks for itself.").empty());
}

TEST(PhiRound9, MalayalamFormsOfAddressFollowAName) {
  EXPECT_EQ(found("Sabira itha, umma de sugar koodi."), names({"Sabira"}));
  EXPECT_EQ(found("Jomon ettan vannu."), names({"Jomon"}));
  // Counter-example: the word alone.
  EXPECT_TRUE(found("Itha is fine.").empty());
}

TEST(PhiRound9, HindiWeekdaysAreNoNames) {
  EXPECT_TRUE(found("Budh ko OPD band hai, Guruvar ko aana.").empty());
  EXPECT_TRUE(found("Shani ko aana, Somvar ko report.").empty());
  // Counter-example: a person with a health word after "ko".
  EXPECT_EQ(found("Mangal ko bukhar hai."), names({"Mangal"}));
}

TEST(PhiRound9, LowerCaseNamesFramedByASpeakerOrAnOpener) {
  EXPECT_EQ(found("mera naam shabeena hai aur mujhe khansi hai"), names({"shabeena"}));
  EXPECT_EQ(found("my name is tenzing and i have chest pain"), names({"tenzing"}));
  EXPECT_EQ(found("this is the follow up of rekha kulkarni she is better"), names({"rekha kulkarni"}));
  EXPECT_EQ(found("next patient kalyani prasad forty year old female"), names({"kalyani prasad"}));
  // Counter-examples: a form's label, a question, a negation, words after the opener that
  // are no name.
  EXPECT_TRUE(found("name: unknown male, approx forty years").empty());
  EXPECT_TRUE(found("mera naam kya hai batao").empty());
  EXPECT_TRUE(found("my name is not important doctor").empty());
  EXPECT_TRUE(found("the follow up of fever is important").empty());
  EXPECT_TRUE(found("next patient please come inside").empty());
}

TEST(PhiRound9, IdentifierLabelsOfOtherSpellings) {
  EXPECT_EQ(found("PP No. L7654321"), (found_list{{"NATIONAL_ID", "L7654321"}}));
  EXPECT_EQ(found("Election card XKM4410987"), (found_list{{"NATIONAL_ID", "XKM4410987"}}));
  EXPECT_EQ(found("Inpatient No. 55612"), (found_list{{"RECORD_NUMBER", "55612"}}));
  EXPECT_EQ(found("Case sheet no: 7781/25"), (found_list{{"RECORD_NUMBER", "7781/25"}}));
  EXPECT_EQ(found("BHT No. 22314"), (found_list{{"RECORD_NUMBER", "22314"}}));
  EXPECT_EQ(found("Patient ID No. 7781203"), (found_list{{"RECORD_NUMBER", "7781203"}}));
  EXPECT_EQ(found("MR Number: 778812"), (found_list{{"RECORD_NUMBER", "778812"}}));
  EXPECT_EQ(found("Date of birth (as per school record): 01/01/1970"), (found_list{{"DATE_OF_BIRTH", "01/01/1970"}}));
  EXPECT_EQ(found("DOB/Age: 12/04/1963 / 62 Y"), (found_list{{"DATE_OF_BIRTH", "12/04/1963"}}));
  // Counter-examples: the same words without an identifier after them.
  EXPECT_TRUE(found("PP 210 mg/dl, FBS 140.").empty());
  EXPECT_TRUE(found("Case sheet attached, 12 pages.").empty());
  EXPECT_TRUE(found("Inpatient care for 3 days.").empty());
  EXPECT_TRUE(found("Patient ID card given to 3 relatives.").empty());
  EXPECT_TRUE(found("DOB (approx): not known").empty());
}

TEST(PhiRound9, ASpeakerIntroducingHimselfNamesAPerson) {
  EXPECT_EQ(found("This is Anand speaking from the blood bank."), names({"Anand"}));
  EXPECT_EQ(found("Hello, I am Meenakshi, from the lab."), names({"Meenakshi"}));
  EXPECT_EQ(found("good evening doctor i am harish"), names({"harish"}));
  // Counter-examples: a state or a verdict after "I am" / "This is".
  EXPECT_TRUE(found("I am Diabetic since 10 years.").empty());
  EXPECT_TRUE(found("This is Important, please read.").empty());
  EXPECT_TRUE(found("This is Urgent").empty());
  EXPECT_TRUE(found("i am lucky to be alive").empty());
  EXPECT_TRUE(found("This is Apollo Pharmacy calling").empty());
}

TEST(PhiRound9, LowerCaseCuesThatNameOrAddress) {
  EXPECT_EQ(found("so priyanka when did the pain start"), names({"priyanka"}));
  EXPECT_EQ(found("patient is lakshmi narayan sixty years"), names({"lakshmi narayan"}));
  EXPECT_EQ(found("ji naam hai ramprasad yadav"), names({"ramprasad yadav"}));
  EXPECT_EQ(found("i am dr mehta and this is dr rao"), names({"mehta", "rao"}));
  // Counter-examples: a question without a name, a state after "patient is", a function word
  // after "mr", a verb after "dr".
  EXPECT_TRUE(found("so what happened").empty());
  EXPECT_TRUE(found("so fever when did it start").empty());
  EXPECT_TRUE(found("patient is lucky to be alive").empty());
  EXPECT_TRUE(found("patient is better today").empty());
  EXPECT_TRUE(found("mr more came").empty());
  EXPECT_TRUE(found("dr said take rest").empty());
}

TEST(PhiRound9, SelviAloneIsTheName) {
  EXPECT_EQ(found("Selvi akka ku BP romba high."), names({"Selvi"}));
  // Counter-example: before a capitalised name it is the honorific ("Miss").
  EXPECT_EQ(found("Selvi Kavitha, 32, G2P1."), names({"Kavitha"}));
}

TEST(PhiRound9, APetNameInParenthesesFollowsAPerson) {
  EXPECT_EQ(found("Pinku (pet name) is afraid of needles."), names({"Pinku"}));
  EXPECT_EQ(found("Tinku (nickname of the boy) fell."), names({"Tinku"}));
  // Counter-example: a drug and its brand in parentheses.
  EXPECT_TRUE(found("Paracetamol (nickname Dolo) given").empty());
}

TEST(PhiRound9, HinglishTranscriptsNameTheSpeakerAndOthers) {
  EXPECT_EQ(found("haan ji main ramesh bol raha hoon"), names({"ramesh"}));
  EXPECT_EQ(found("dadi ka naam shanti devi hai"), names({"shanti devi"}));
  EXPECT_EQ(found("so this is the follow up visit for mohan singh"), names({"mohan singh"}));
  // Counter-examples: "main" as an English adjective and in Hindi before no name, a verb
  // after "naam" before a given name.
  EXPECT_TRUE(found("the main problem is pain").empty());
  EXPECT_TRUE(found("main road pe accident hua").empty());
  EXPECT_NE(found("patient ka naam likho rajesh kumar gupta"), names({"likho rajesh kumar gupta"}));
  EXPECT_TRUE(found("naam toh suna hoga").empty());
}
