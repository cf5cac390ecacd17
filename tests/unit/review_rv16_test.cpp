// Review of the morning's rules (branch rv16): counter-examples, sentences of ordinary clinical
// text written for these tests (not corpus lines), where a rule of phi10b, dx29 or ctx19b fired
// and must not, with the positive sentences each rule was written for.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"
#include "tests/unit/diagnosis_names.hpp"
#include "tests/unit/phi_found.hpp"

using cxs::test::diagnosis_names;
using cxs::test::diagnoses_with_status;
using cxs::test::found_list;
using cxs::test::has_diagnosis;
using cxs::test::names;
using cxs::test::phi_found;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::there_now;

// phi10b (bare record labels): a year, or a month and its year, after "OPD"/"IP"/"Reg" dates a
// visit; a unit after the number makes it a dose.
TEST(ReviewRv16, AYearAfterABareRecordLabelIsNoRecordNumber) {
  EXPECT_EQ(phi_found("Seen in OPD 2023 and again in IPD 2024 for the same complaint."), found_list{});
  EXPECT_EQ(phi_found("Follow-up in OP 2025 if symptoms recur."), found_list{});
  EXPECT_EQ(phi_found("Reg 2019 onwards she has been on insulin."), found_list{});
  EXPECT_EQ(phi_found("OP 12/2023 notes reviewed."), found_list{});
  EXPECT_EQ(phi_found("MLC 2024 cases reviewed by the committee."), found_list{});
  EXPECT_EQ(phi_found("IP 2500 IU."), found_list{});
  // the registers' numbers the rule reads, a year inside one included
  EXPECT_EQ(phi_found("OP 448120 seen today."), found_list({{"RECORD_NUMBER", "448120"}}));
  EXPECT_EQ(phi_found("OPD 20231 card."), found_list({{"RECORD_NUMBER", "20231"}}));
  EXPECT_EQ(phi_found("IP 2019/4471 file."), found_list({{"RECORD_NUMBER", "2019/4471"}}));
  EXPECT_EQ(phi_found("MLC M-2025-5567 registered."), found_list({{"RECORD_NUMBER", "M-2025-5567"}}));
}

// phi10b (obfuscated e-mail): "(at)" in a note and a missing space after a full stop.
TEST(ReviewRv16, ABracketedAtBeforeASentenceIsNoAddress) {
  EXPECT_EQ(phi_found("Pain worse (at) night.Sleep poor."), found_list{});
  EXPECT_EQ(phi_found("Take one tablet (at) bedtime.Review in a week."), found_list{});
  EXPECT_EQ(phi_found("rakesh[at]gmail[dot]com"), found_list({{"EMAIL", "rakesh[at]gmail[dot]com"}}));
  EXPECT_EQ(phi_found("Mail: priya (at) yahoo.co.in"), found_list({{"EMAIL", "priya (at) yahoo.co.in"}}));
}

// phi10b ("CHO X"): CHO is also a diet's carbohydrate.
TEST(ReviewRv16, CarbohydrateIsNoCommunityHealthOfficer) {
  EXPECT_EQ(phi_found("CHO Counting taught to the mother."), found_list{});
  EXPECT_EQ(phi_found("CHO Intake Reduced."), found_list{});
  EXPECT_EQ(phi_found("CHO 45 g per meal advised."), found_list{});
  EXPECT_EQ(phi_found("CHO Priya Devi referred the child."), names({"Priya Devi"}));
  EXPECT_EQ(phi_found("CHO Sunita Kumari visited."), names({"Sunita Kumari"}));
}

// phi10b (Meitei clan abbreviations): "Ng." and "Th." are also a tube and a spine.
TEST(ReviewRv16, AClanAbbreviationOpensANameOnlyBeforeTwoNameWords) {
  EXPECT_EQ(phi_found("Ng. Tube inserted."), found_list{});
  EXPECT_EQ(phi_found("Th. Spine X-ray normal."), found_list{});
  EXPECT_EQ(phi_found("X-ray of Th. Spine normal."), found_list{});
  EXPECT_EQ(phi_found("Kh. Tomba Singh, 58, with chest pain."), names({"Kh. Tomba Singh"}));
  EXPECT_EQ(phi_found("Seen with Th. Ibemhal Devi today."), names({"Th. Ibemhal Devi"}));
}

// ctx19b (reason clause after a supposition): an "if" that tells when a symptom shows, or that
// hedges the speaker, opens no warning; the possibility stays the working diagnosis.
TEST(ReviewRv16, AnIfOfCircumstanceOrHedgeOpensNoWarning) {
  EXPECT_TRUE(ctx("Cough worse if he lies flat, could be reflux.", "reflux").uncertain);
  EXPECT_TRUE(has_diagnosis("Cough worse if he lies flat, could be reflux.", "eflux"));
  EXPECT_TRUE(has_diagnosis("Pain worse if she bends forward, may be a disc prolapse.", "isc prolapse"));
  EXPECT_TRUE(has_diagnosis("Only if he eats spicy food, it might be gastritis.", "astritis"));
  EXPECT_EQ(diagnoses_with_status("If you ask me, it could be gout."), "[Gout|provisional]");
  EXPECT_EQ(diagnoses_with_status("If I had to guess, it may be a migraine."), "[Migraine|provisional]");
  // the warnings the rule was written for
  EXPECT_TRUE(ctx("Ring 999 if he becomes drowsy, as it could be sepsis.", "sepsis").hypothetical);
  EXPECT_TRUE(ctx("Call us even if it seems mild, as it could be a stroke.", "stroke").hypothetical);
  EXPECT_TRUE(ctx("Come back if the pain gets worse, as it could be appendicitis.", "appendicitis").hypothetical);
  EXPECT_TRUE(ctx("Seek help if I am not available and he gets breathless, as it could be asthma.", "asthma")
                  .hypothetical);
}

// ctx19b (Bengali "aage", before): Hindi "aage" is ahead.
TEST(ReviewRv16, HindiAageIsAheadNotBefore) {
  EXPECT_TRUE(there_now(ctx("Pet dard aage badh gaya.", "Pet dard")));
  EXPECT_TRUE(has_diagnosis("Pet dard aage badh gaya.", "bdominal pain"));
  EXPECT_FALSE(ctx("Aage se dhyan rakhna, sugar badh sakta hai.", "sugar").historical);
  const auto later = ctx("Aage chalke diabetes ho sakta hai.", "diabetes");
  EXPECT_FALSE(later.historical);
  EXPECT_TRUE(later.hypothetical);
  // no stray word in the name
  EXPECT_EQ(diagnosis_names("Aage chalke diabetes ho sakta hai.").find("halke"), std::string::npos);
  // the Bengali past it was written for
  EXPECT_TRUE(ctx("Aage TB hoyechhilo, chhoy mash oshudh kheyechhilam.", "TB").historical);
  EXPECT_TRUE(ctx("Amar aage jaundice hoyechhilo.", "jaundice").historical);
}

// ctx19b ("jodi", Bengali if): Jodi is also a given name.
TEST(ReviewRv16, JodiTheNameIsNoSupposition) {
  EXPECT_TRUE(there_now(ctx("Jodi has had asthma since childhood.", "asthma")));
  EXPECT_EQ(diagnosis_names("Jodi presents with cough and fever."), "[Cough][Fever]");
  EXPECT_TRUE(ctx("Jodi fever thake, tahole doctor dekhabe.", "fever").hypothetical);
}

// ctx19b (Bengali kin genitives): "Meyer", "Mayer", "Babar" are also surnames and a given name,
// "Dadar" a Mumbai neighbourhood.
TEST(ReviewRv16, ABengaliGenitiveThatSpellsANameIsThePatients) {
  EXPECT_TRUE(there_now(ctx("Mrs Meyer has asthma.", "asthma")));
  EXPECT_TRUE(there_now(ctx("Mr Mayer presents with chest pain.", "chest pain")));
  EXPECT_TRUE(there_now(ctx("Babar presents with cough.", "cough")));
  EXPECT_TRUE(there_now(ctx("Lives in Dadar, has asthma.", "asthma")));
  // the relatives' illnesses the triggers were written for
  EXPECT_NE(ctx("Amar meyer chickenpox hoyechhe.", "chickenpox").who, cxs::domain::clinical::experiencer::patient);
  EXPECT_NE(ctx("Amar babar sugar achhe.", "sugar").who, cxs::domain::clinical::experiencer::patient);
}

// ctx19b ("concern is", "worry is"): a clause about the condition or the patient's own worry
// is no working diagnosis.
TEST(ReviewRv16, APatientsWorryIsNoWorkingDiagnosis) {
  EXPECT_EQ(diagnoses_with_status("Her main worry is the diabetes getting worse."), "[Type 2 diabetes mellitus|confirmed]");
  EXPECT_EQ(diagnoses_with_status("My concern is that her asthma is poorly controlled."), "[Asthma|confirmed]");
  EXPECT_EQ(diagnoses_with_status("The worry is sepsis."), "[Sepsis|provisional]");
  EXPECT_EQ(diagnoses_with_status("Our main concern is a pulmonary embolism."), "[Pulmonary embolism|provisional]");
}

// ctx19b (signs taught): the patient's symptoms are discussed too.
TEST(ReviewRv16, SymptomsDiscussedAreNoTeaching) {
  EXPECT_TRUE(has_diagnosis("Heart failure symptoms discussed with patient and wife; furosemide increased.",
                            "eart failure"));
  EXPECT_EQ(diagnosis_names("Stroke warning signs discussed."), "");
  EXPECT_EQ(diagnosis_names("Stroke warning signs explained."), "");
  EXPECT_EQ(diagnosis_names("Diabetes symptoms explained to the family."), "");
}
