// Unit tests of issue 18's fourteenth PHI round (branch phi15): places in a sentence or a slip
// that only a person fills, for a word outside the name lexicons. A sentence's first word
// before a passive of being seen or a plan addressed to it; the one-word object of a request to
// see or review, or of a verb that sends a patient on; a person's record before "of"; a
// Hinglish agent or dative opening a sentence, with the common nouns that take "ne"/"ko" there;
// a slip's or register's cell before an age and sex. Each rule with counter-examples. The
// sentences are written for these tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

}  // namespace

TEST(PhiRound14, AFirstWordSeenByADoctorOrGivenAPlanIsAPerson) {
  EXPECT_EQ(found("Zorawar was seen by me in the evening clinic."), names({"Zorawar"}));
  EXPECT_EQ(found("Tsering was seen in casualty with a cut lip."), names({"Tsering"}));
  EXPECT_EQ(found("Kamleshwar is to avoid lifting for a month."), names({"Kamleshwar"}));
  // Counter-examples: a finding seen on a scan, a condition or a drug before the same verbs, a
  // treatment "is to continue".
  EXPECT_TRUE(found("Calcification was seen on the CT scan.").empty());
  EXPECT_TRUE(found("Consolidation was seen by the radiologist in the right base.").empty());
  EXPECT_TRUE(found("Pneumonia was seen in casualty last winter too.").empty());
  EXPECT_TRUE(found("Metformin is to continue at the same dose.").empty());
  EXPECT_TRUE(found("Physiotherapy is to continue for six weeks.").empty());
  EXPECT_TRUE(found("Diet is to continue as before.").empty());
  EXPECT_TRUE(found("Mass was seen by me on the USG.").empty());
  EXPECT_TRUE(found("Lesion was seen in OPD during screening.").empty());
}

TEST(PhiRound14, TheOneWordObjectOfSeeOrReferIsAPerson) {
  EXPECT_EQ(found("Please see Bhupinder and advise on the swelling."), names({"Bhupinder"}));
  EXPECT_EQ(found("Kindly review Tashi before the round."), names({"Tashi"}));
  EXPECT_EQ(found("We referred Zaheer to the skin clinic."), names({"Zaheer"}));
  EXPECT_EQ(found("Shifted Mithlesh to the HDU at night."), names({"Mithlesh"}));
  // Counter-examples: a department, a page of the notes, a service, a place after "to", a
  // place referred to without "to", a drug or condition after the verb.
  EXPECT_TRUE(found("Please see Ortho and advise.").empty());
  EXPECT_TRUE(found("Please see Annexure and sign.").empty());
  EXPECT_TRUE(found("Kindly review Medicine opinion before discharge.").empty());
  EXPECT_TRUE(found("Referred to Bhubaneswar for radiotherapy.").empty());
  EXPECT_TRUE(found("Referred Patna for a PET scan.").empty());
  EXPECT_TRUE(found("Please review Metformin and advise.").empty());
  EXPECT_TRUE(found("Please see Cellulitis and advise.").empty());
  EXPECT_TRUE(found("Shifted Casualty to the new block last year.").empty());
}

TEST(PhiRound14, APersonsRecordBeforeOfNamesThePerson) {
  EXPECT_EQ(found("The ECG of Rustom Batliwala shows sinus rhythm."), names({"Rustom Batliwala"}));
  EXPECT_EQ(found("Discharge summary of Bhagirathi is ready."), names({"Bhagirathi"}));
  EXPECT_EQ(found("The left knee of Chhedilal is warm and tender."), names({"Chhedilal"}));
  // Counter-examples: an organ or specimen after a scan or culture, a condition after "report of".
  EXPECT_TRUE(found("The MRI of Brain was normal.").empty());
  EXPECT_TRUE(found("X-ray of Chest shows no consolidation.").empty());
  EXPECT_TRUE(found("Culture of Pus grew Staphylococcus.").empty());
  EXPECT_TRUE(found("The report of Tuberculosis testing is awaited.").empty());
  EXPECT_TRUE(found("USG of Whole Abdomen is normal.").empty());
  EXPECT_TRUE(found("Fracture of the neck of Femur, left side.").empty());
  EXPECT_TRUE(found("The skin of Abdomen shows striae.").empty());
}

TEST(PhiRound14, AHinglishAgentOrDativeOpeningASentenceIsAPerson) {
  EXPECT_EQ(found("Tinku ne subah se kuch nahi khaya."), names({"Tinku"}));
  EXPECT_EQ(found("Jhumri ko kal se bukhar hai."), names({"Jhumri"}));
  // Counter-examples: the common nouns, roles, pronouns and times that open a sentence before
  // "ne"/"ko", a condition or a drug there, a weekday.
  EXPECT_TRUE(found("Police ne MLC ke liye bola hai.").empty());
  EXPECT_TRUE(found("Company ne claim reject kar diya.").empty());
  EXPECT_TRUE(found("Sister ne drip laga di.").empty());
  EXPECT_TRUE(found("Doctor ne bed rest bola.").empty());
  EXPECT_TRUE(found("Raat ko khansi badh jaati hai.").empty());
  EXPECT_TRUE(found("Upar wale ne bacha liya.").empty());
  EXPECT_TRUE(found("Gharwalon ne mana kar diya.").empty());
  EXPECT_TRUE(found("Paracetamol ne bukhar utaar diya.").empty());
  EXPECT_TRUE(found("Dengue ne platelets gira diye.").empty());
  EXPECT_TRUE(found("Ventilator ko hata diya gaya.").empty());
  EXPECT_TRUE(found("Mangal ko OPD band rahegi.").empty());
  EXPECT_TRUE(found("Bacchon ko dawai time pe dena.").empty());
  EXPECT_TRUE(found("Khoon ko patla karne ki dawai.").empty());
  EXPECT_TRUE(found("Gas ne pareshan kiya.").empty());
}

TEST(PhiRound14, ASlipCellBeforeAnAgeAndSexIsAPerson) {
  EXPECT_EQ(found("Token 44  Bhagwandas  63 M  Medicine"), names({"Bhagwandas"}));
  EXPECT_EQ(found("Sl 7 | Jhunni Bai | 52/F | BP 160/100"), names({"Jhunni Bai"}));
  EXPECT_EQ(found("Collection list: Tsewang 34 F"), names({"Tsewang"}));
  EXPECT_EQ(found("tok 12 jhaggu 41 m ortho opd"), names({"jhaggu"}));
  EXPECT_EQ(found("row 3 | rampheri | 38 | F | anc"), names({"rampheri"}));
  // Counter-examples: a condition, a label, a vital sign, a device's gauge or a ward before the
  // number; a lower-case word at a line's start with no table around it.
  EXPECT_TRUE(found("Sl 9 | Tuberculosis | 44/M | DOTS").empty());
  EXPECT_TRUE(found("Temp 99 F, pulse 88").empty());
  EXPECT_TRUE(found("Catheter: Foley 14 F inserted").empty());
  EXPECT_TRUE(found("Age 45 M, Sex M").empty());
  EXPECT_TRUE(found("still spiking 101 F overnight").empty());
  EXPECT_TRUE(found("Registered: Malaria | 19 M | slide positive").empty());
  EXPECT_TRUE(found("Ward 6 | 45 | F").empty());
  EXPECT_TRUE(found("Infant 2 M old, feeding well").empty());
}

TEST(PhiRound14, ADoctorsPostInCapitalsBeforeALexiconNameIsAPerson) {
  EXPECT_EQ(found("PG Rajesh is on call tonight."), names({"Rajesh"}));
  EXPECT_EQ(found("CMO Meenakshi signed the transfer."), names({"Meenakshi"}));
  EXPECT_EQ(found("JR Farhan will put the line."), names({"Farhan"}));
  // Counter-examples: the nouns a post compounds with, a department or a drug after it, the
  // same letters not in capitals.
  EXPECT_TRUE(found("PG Hostel mess is closed.").empty());
  EXPECT_TRUE(found("SR Block lift not working.").empty());
  EXPECT_TRUE(found("PG Diploma exam next week.").empty());
  EXPECT_TRUE(found("HOD Medicine to see.").empty());
  EXPECT_TRUE(found("SR Paracetamol given at 4 am.").empty());
  EXPECT_TRUE(found("Sr Paracetamol given at 4 am.").empty());
}
