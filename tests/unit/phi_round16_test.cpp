// Unit tests of issue 18's sixteenth PHI round (branch phi17): the shapes a clause gives a
// person whatever the name. A word between a family word of any Indian language and a case
// marker; a register cell's sex written before the age; an apposition naming the person's
// place in the family; a lexicon name (one flagged as a common word too) opening an English
// clause with a negated auxiliary, a passive that keeps its object, a verb of understanding,
// a future visit, a body's state or a bed; two words paired at a sentence's start before a
// verb only people take; "patient (X)"; the national health programmes' registration numbers;
// and, against false names, the town after a hospital's name. Each rule with counter-examples.
// The sentences are written for these tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

}  // namespace

TEST(PhiRound16, AWordBetweenAKinWordAndACaseMarkerIsAPerson) {
  EXPECT_EQ(found("Aaji Tulsabai la ghutne dukhtat, goli dya."), names({"Tulsabai"}));
  EXPECT_EQ(found("Hamar bitwa Chhedilal ke pet me dard ba."), names({"Chhedilal"}));
  EXPECT_EQ(found("Thatha Periyasamy ku sugar romba adhigam."), names({"Periyasamy"}));
  EXPECT_EQ(found("Ammi Zubaida ko saans phoolti hai."), names({"Zubaida"}));
  EXPECT_EQ(found("Dida Pritilata er chokhe chhani."), names({"Pritilata"}));
  EXPECT_EQ(found("Mero buwa Dilbahadur lai khoki chha."), names({"Dilbahadur"}));
  // two words of a name ("Gurnam Singh") before the marker
  EXPECT_EQ(found("Bebe Jaswant Kaur nu sugar di goli chahidi."), names({"Jaswant Kaur"}));
  // Counter-examples: a god after a kin word that opens a god's name is left out of the kin
  // words; two relatives; a kin word alone before a marker; a term in the slot
  EXPECT_TRUE(found("Dadi Nani ke ghar gayi hai.").empty());
  EXPECT_TRUE(found("Dadi ko bukhar hai, Nani ko khansi.").empty());
  EXPECT_TRUE(found("Abbu Dengue ke baad kamzor hain.").empty());
  EXPECT_TRUE(found("Paati Metformin ku saapidala.").empty());
}

TEST(PhiRound16, AKinWordBeforeACaseMarkedNameStaysOutOfTheName) {
  // review rv20 read "Bapu Nadkarni" whole; with a case marker after, the kin word is the
  // speaker's relation
  EXPECT_EQ(found("Abbu Shamsuddin ko dialysis ke liye lana hai."), names({"Shamsuddin"}));
  EXPECT_EQ(found("Paati Sornammal ku kaal veekkam."), names({"Sornammal"}));
  // as before: a kin word that is also a given name, before a surname
  EXPECT_EQ(found("Bapu Nadkarni came for the review."), names({"Bapu Nadkarni"}));
  EXPECT_EQ(found("Appa Rao ko bukhar hai."), names({"Appa Rao"}));
}

TEST(PhiRound16, ARegisterCellsSexMayComeBeforeTheAge) {
  EXPECT_EQ(found("Sl. 4  Phoolkumari  F/52  Hb 8.1"), names({"Phoolkumari"}));
  EXPECT_EQ(found("12) Jhabbulal M/67 cataract left eye"), names({"Jhabbulal"}));
  EXPECT_EQ(found("Bed 3 - Sonkali, F/30 - PPH"), names({"Sonkali"}));
  // Counter-examples: a condition or a test in the cell, a fraction, a date's part, a dose
  EXPECT_TRUE(found("Sl. 4  Anaemia  F/52  Hb 8.1").empty());
  EXPECT_TRUE(found("12) Creatinine M/67 high").empty());
  EXPECT_TRUE(found("Sl. 4  Review  F/1/2 tab").empty());
  EXPECT_TRUE(found("Sl. 4  Warfarin  M/5 mg").empty());
}

TEST(PhiRound16, AnAppositionWithTheFamilyPlaceNamesAPerson) {
  EXPECT_EQ(found("Mehak, the younger sister, will donate blood."), names({"Mehak"}));
  EXPECT_EQ(found("Kusumlata, the daughter, signed the form."), names({"Kusumlata"}));
  // Counter-examples: a term before the apposition; "the" without a comma before it; a role
  EXPECT_TRUE(found("Tuberculosis, the mother, was treated in 2010.").empty());
  EXPECT_TRUE(found("Mehak and the sister came.").empty());
  EXPECT_TRUE(found("Wilson, the disease, was excluded.").empty());
}

TEST(PhiRound16, AFlaggedLexiconNameOpeningAnEnglishClauseIsAPerson) {
  // a negated auxiliary
  EXPECT_EQ(found("Bindu did not take her iron tablets."), names({"Bindu"}));
  EXPECT_EQ(found("Khushi has not eaten since the morning."), names({"Khushi"}));
  // a passive that keeps its object
  EXPECT_EQ(found("Daya was given the first dose of TT."), names({"Daya"}));
  EXPECT_EQ(found("Chandni was explained the risks of surgery."), names({"Chandni"}));
  // a verb of understanding, a future visit, a body's state, a bed
  EXPECT_EQ(found("Mamta understood the insulin timing."), names({"Mamta"}));
  EXPECT_EQ(found("Roshni will come tomorrow with the reports."), names({"Roshni"}));
  EXPECT_EQ(found("Sapna is breathless on walking."), names({"Sapna"}));
  EXPECT_EQ(found("Karishma from bed 6 wants to go home."), names({"Karishma"}));
  // a possessive before a newborn
  EXPECT_EQ(found("Gudiya's newborn was shifted to SNCU."), names({"Gudiya"}));
  // Counter-examples: a drug given without an object; a river or an English word in a
  // passive or a state; a god's festival; Hinglish words that are names
  EXPECT_TRUE(found("Paracetamol was given at 2 pm.").empty());
  EXPECT_TRUE(found("Ganga has not been cleaned.").empty());
  EXPECT_TRUE(found("Hope is not lost.").empty());
  EXPECT_TRUE(found("Sagar is two hours away.").empty());
  EXPECT_TRUE(found("Durga Puja was celebrated in the ward.").empty());
  EXPECT_TRUE(found("Shanti se baithiye.").empty());
}

TEST(PhiRound16, TwoWordsPairedAtASentenceStartBeforeAPersonVerbArePeople) {
  EXPECT_EQ(found("Jagesar and Phekan were admitted after the wall collapsed."), names({"Jagesar", "Phekan"}));
  // Counter-examples: terms, stop words, organs and short forms paired the same way, and a
  // verb a thing takes
  EXPECT_TRUE(found("Ramipril and Amlodipine were stopped.").empty());
  EXPECT_TRUE(found("Urine and Stool were sent for culture.").empty());
  EXPECT_TRUE(found("Father and Mother were informed.").empty());
  EXPECT_TRUE(found("Kidneys and Ureters are normal.").empty());
  EXPECT_TRUE(found("Jagesar and Phekan were mentioned in the old file.").empty());
}

TEST(PhiRound16, APatientsNameInBracketsIsFound) {
  EXPECT_EQ(found("Signature of patient (Ramdulari) witnessed."), names({"Ramdulari"}));
  // Counter-examples: a bed or an age in the brackets
  EXPECT_TRUE(found("Patient (Bed 4) is stable.").empty());
  EXPECT_TRUE(found("Patient (65 yrs) is stable.").empty());
}

TEST(PhiRound16, ProgrammeRegistrationNumbersAreRecordNumbers) {
  EXPECT_EQ(found("Nikshay ID 30451187 on the TB card."), (found_list{{"RECORD_NUMBER", "30451187"}}));
  EXPECT_EQ(found("RCH ID: 221009876543 for the ANC visit."), (found_list{{"RECORD_NUMBER", "221009876543"}}));
  EXPECT_EQ(found("PICME no 334455667788"), (found_list{{"RECORD_NUMBER", "334455667788"}}));
  // Counter-example: the programme's name without a number label
  EXPECT_TRUE(found("Nikshay Poshan Yojana payment of Rs 500 credited.").empty());
}

TEST(PhiRound16, TheTownAfterAHospitalsNameIsNoPerson) {
  EXPECT_TRUE(found("Referred to District Hospital, Rewa.").empty());
  EXPECT_TRUE(found("Admitted at Civil Hospital in Rewa.").empty());
  // Counter-example: a clause that goes on names a person
  EXPECT_EQ(found("Back from City Hospital, Ramesh was anxious."), names({"Ramesh"}));
}

TEST(PhiRound16, AGoddessInvokedAfterAMotherWordIsNoPerson) {
  EXPECT_TRUE(found("Maa Durga ki kripa se ab theek hai.").empty());
  EXPECT_TRUE(found("Mata Sheetla ka prasad khaya tha, tab se ulti.").empty());
  EXPECT_TRUE(found("Maa Kali ke mandir se laut kar bukhar aaya.").empty());
  // Counter-examples: a possessive before the mother word, a name that is no goddess's
  EXPECT_EQ(found("Meri maa Lakshmi ko bukhar hai."), names({"Lakshmi"}));
  EXPECT_EQ(found("Maa Sunita ko chakkar aate hain."), names({"Sunita"}));
}
