// Unit tests of issue 18's thirteenth PHI round (branch phi14): a lower-case transcript's
// speaker tag opens a turn as a line start does ("doctor: sunita, please ..."); "right X,"
// addresses and "speaking to X" names a caller; verbs of a form typed in capitals do not run
// into the name before them; a relation without a possessive before a title-case word
// ("handed over to nephew X"); the pharmacy's customer; the government's contraceptive brands
// and a hospital are no names; "Residence:" labels an address. Each rule with
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

TEST(PhiRound13, ALowerCaseSpeakerTagOpensATurnAsALineStartDoes) {
  EXPECT_EQ(found("doctor: meenakshi, please keep the glucometer ready"), names({"meenakshi"}));
  EXPECT_EQ(found("nurse: okay. caller: yogesh here, my mother is breathless"), names({"yogesh"}));
  EXPECT_EQ(found("doctor: right anirudh, you can stop the syrup now"), names({"anirudh"}));
  // Counter-examples: a form's field is no speaker ("plan: ..."), a common word after the tag,
  // a drug after "right".
  EXPECT_TRUE(found("plan: meenakshi ward tomorrow").empty());
  EXPECT_TRUE(found("doctor: please, take it after food").empty());
  EXPECT_TRUE(found("doctor: right side, you said, or left").empty());
  EXPECT_TRUE(found("doctor: right crocin, you can take it twice").empty());
}

TEST(PhiRound13, SpeakingToNamesTheOneOnTheCall) {
  EXPECT_EQ(found("doctor: hello, am i speaking to sunita sharma?"), names({"sunita sharma"}));
  // Counter-example: a language or a common word after it.
  EXPECT_TRUE(found("doctor: am i speaking to the right number?").empty());
}

TEST(PhiRound13, AFormsVerbsInCapitalsDoNotRunIntoTheName) {
  EXPECT_EQ(found("INFORMANT RAMAKANTA DASH STATES PATIENT WAS FOUND AT HOME."), names({"RAMAKANTA DASH"}));
  EXPECT_EQ(found("PATIENT SUBRAT SAHOO REFUSED ADMISSION."), names({"SUBRAT SAHOO"}));
  // Counter-example: the same verbs in a line with no person.
  EXPECT_TRUE(found("CHILD WAS FOUND DROWSY, MOTHER DENIES ANY FALL.").empty());
}

TEST(PhiRound13, ARelationWithoutAPossessiveBeforeATitleCaseWordIsAPerson) {
  EXPECT_EQ(found("Body handed over to nephew Farrokh at the mortuary."), names({"Farrokh"}));
  EXPECT_EQ(found("Consent explained to brother Jhumpa and the uncle."), names({"Jhumpa"}));
  EXPECT_EQ(found("Mother Sanghamitra Rout says the baby is not sucking."), names({"Sanghamitra Rout"}));
  // Counter-examples: a family history's status or condition, a brand or institution after a
  // capitalised relation with no person's verb, a drug given to a relation.
  EXPECT_TRUE(found("Family history: father Alive, mother Non-smoker, brother Asthma.").empty());
  EXPECT_TRUE(found("Mother Dairy toned milk, half a litre a day.").empty());
  EXPECT_TRUE(found("Referred to Father Muller Medical College.").empty());
  EXPECT_TRUE(found("Mother Hypertensive, Father Diabetic.").empty());
  EXPECT_TRUE(found("Dose explained to mother Paracetamol drops 15 drops.").empty());
  EXPECT_TRUE(found("Father Christmas visited the ward.").empty());
}

TEST(PhiRound13, ThePharmacysCustomerIsAPerson) {
  EXPECT_EQ(found("Customer Nandkishore Bajaj wants the insulin on credit."), names({"Nandkishore Bajaj"}));
  // Counter-example: the customer care line.
  EXPECT_TRUE(found("Customer Care number is on the strip.").empty());
}

TEST(PhiRound13, ContraceptiveBrandsOfTheProgrammeAndAHospitalAreNoNames) {
  EXPECT_TRUE(found("Chhaya tablet twice a week for three months.").empty());
  EXPECT_TRUE(found("Antara injection given, next due in three months.").empty());
  EXPECT_TRUE(found("Saheli goli chal rahi hai.").empty());
  EXPECT_TRUE(found("Shifted to Wadia for the paediatric surgery.").empty());
  // Counter-examples: the same words as a person's name with context.
  EXPECT_EQ(found("Mrs Chhaya Mishra has a cough."), names({"Chhaya Mishra"}));
  EXPECT_EQ(found("Dr Wadia reviewed the scan."), names({"Wadia"}));
}

TEST(PhiRound13, ResidenceLabelsAnAddress) {
  const auto spans = found("Residence: 14 Boat Club Road, Pune 411001.");
  ASSERT_EQ(spans.size(), 1U);
  EXPECT_EQ(spans[0].second, "14 Boat Club Road, Pune 411001");
  // Counter-example: the word without its colon and an address-like value.
  EXPECT_TRUE(found("Residence in a hostel since June.").empty());
}

TEST(PhiRound13, ANameFoundInALowerCaseTranscriptIsFoundAgainInIt) {
  EXPECT_EQ(found("caller: this is bitupan calling for my father. doctor: bitupan, is he passing urine?"),
            names({"bitupan", "bitupan"}));
  EXPECT_EQ(found("doctor: next patient is rohan mascarenhas, age 40. mascarenhas has a cough"),
            names({"rohan mascarenhas", "mascarenhas"}));
  // Counter-examples: a name that is also a common word (flagged) stays a word elsewhere; a
  // lower-case word is not matched inside a longer word or in a mixed-case text's capitals.
  EXPECT_EQ(found("she came with her husband and daughter pooja. after the pooja she ate"), names({"pooja"}));
  EXPECT_EQ(found("doctor: next patient is bitupan. bitupanpur village, bitupan-like sounds"),
            names({"bitupan"}));
}

TEST(PhiRound13, APersonToldIsReachedOnAMobileNumber) {
  EXPECT_EQ(found("Stock over; informed Rukmini Thadani on 98220 41765.")[0], names({"Rukmini Thadani"})[0]);
  EXPECT_EQ(found("Informed Farrokh on 9822041765 about the report.")[0], names({"Farrokh"})[0]);
  // Counter-examples: a department on call or on a number, a date, a toll-free line.
  EXPECT_TRUE(found("Informed Cardiology on call.").empty());
  EXPECT_EQ(found("Informed Pharmacy on 98220 41765.").size(), 1U);  // the phone only
  EXPECT_TRUE(found("Told Farrokh on 12/05 to come.").empty());
  EXPECT_TRUE(found("Informed Helpline on 1800 180 1104.").empty());
}
