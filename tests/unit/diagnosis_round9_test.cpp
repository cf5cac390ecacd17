// Diagnosis rules of round 9 (branch dx24), each with counter-examples: causes found on full
// ACI-Bench-style consults written fresh for the round (tests/fixtures/diagnoses, round 9).
// The sentences here are written for the tests, not copied from the corpus.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/extraction/engine.hpp"
#include "tests/unit/diagnosis_names.hpp"

namespace ex = cxs::domain::extraction;

namespace {

using cxs::test::diagnoses_with_status;
using cxs::test::has_diagnosis;


// The last third of an exchange without an announced plan can begin inside the clinician's
// closing turn, after the sentence that says what the patient has.
TEST(DiagnosisRound9, TheClosingTurnsStatementOpensTheZone) {
  // The short exchange the brief names: the cut fell on the metformin sentence.
  EXPECT_TRUE(has_diagnosis("[patient] is it diabetes ?\n[doctor] yes , you have new onset type 2 diabetes . i am "
                            "going to start metformin 500 mg twice a day .",
                            "iabetes"));
  EXPECT_TRUE(has_diagnosis("[patient] my side hurts and i saw blood .\n[doctor] the scan came back . so you have a kidney "
                            "stone . i'll give you tamsulosin and something for the pain , and please drink a lot of "
                            "water over the next few days .",
                            "idney stone"));
  EXPECT_TRUE(has_diagnosis("[patient] the patches itch at night .\n[doctor] okay , this is psoriasis . use the "
                            "clobetasol ointment twice a day for two weeks and then on weekends only .",
                            "soriasis"));
}

TEST(DiagnosisRound9, TheClosingTurnsOtherSentencesStayOut) {
  // Counter-examples: a statement that names no condition in its clause ("this is different ,
  // shingles makes …"), an examination finding read out with "you have", and the patient's
  // statement before the clinician's turn.
  EXPECT_FALSE(has_diagnosis("[patient] is this the shingles again ?\n[doctor] no , this is different , shingles makes "
                             "blisters in a band . keep the leg raised and take the cephalexin four times a day for "
                             "a week .",
                             "oster"));
  EXPECT_FALSE(has_diagnosis("[patient] it hurts when i walk .\n[doctor] on the exam you have some swelling of the "
                             "ankle . ice it , keep it raised , and take ibuprofen with food for a week .",
                             "welling"));
  EXPECT_EQ(diagnoses_with_status("[patient] i think i have a migraine .\n[doctor] okay . take ibuprofen and rest in a dark room , and "
                   "drink plenty of water through the day ."),
            "");
  // A sign or symptom stated ("so you have a fever and a cough") is no diagnosis: the zone opens
  // at the diagnosis, which explains neither.
  EXPECT_EQ(diagnoses_with_status("[patient] i feel awful .\n[doctor] any chills ?\n[patient] yes .\n[doctor] so you have a fever and a "
                   "cough . this is acute bronchitis . i'll give you benzonatate and rest ."),
            "[Acute bronchitis|confirmed]");
}

// A symptom named only as what a medicine is given for, or as the moment it is taken, is the
// treatment's purpose, as a verb of easing already made it ("which will help with the fever").
TEST(DiagnosisRound9, AMedicinesPurposeIsNoHeading) {
  EXPECT_EQ(diagnoses_with_status("[patient] she has had a fever and her ear hurts .\n[doctor] her left eardrum is bulging , so "
                   "this is an ear infection . i'll prescribe amoxicillin , and you can give her tylenol for the fever ."),
            "[Otitis media|confirmed]");
  EXPECT_FALSE(has_diagnosis("[doctor] so my impression is acute bronchitis . i'll give you benzonatate for the cough , "
                             "and it should clear in two weeks .",
                             "Cough"));
  EXPECT_FALSE(has_diagnosis("[doctor] my impression is migraine . i'm going to start rizatriptan at the onset of a "
                             "headache .",
                             "Headache"));
  // Counter-examples: the symptom as the topic ("for your cough , ..."), a referral rather than
  // a medicine before "for", a failed remedy, and a diagnosis (not a symptom) after "for".
  EXPECT_TRUE(has_diagnosis("[doctor] so for your cough , i'll give you benzonatate and we'll recheck in two weeks .",
                            "Cough"));
  EXPECT_TRUE(has_diagnosis("[doctor] my assessment is that i'm going to send you to physical therapy for the knee "
                            "pain .",
                            "nee pain"));
  EXPECT_TRUE(has_diagnosis("[doctor] so my assessment , the tylenol isn't helping the headache , so we'll try "
                            "something else .",
                            "eadache"));
  EXPECT_TRUE(has_diagnosis("[doctor] assessment and plan . start the inhaler twice a day for your asthma .", "sthma"));
}

// The spelled-out HFrEF/HFpEF are one heading of the Heart failure row, not heart failure
// beside a second condition read from "reduced ejection fraction".
TEST(DiagnosisRound9, HeartFailureWithItsEjectionFractionIsOneHeading) {
  EXPECT_EQ(diagnoses_with_status("[doctor] so for your heart failure with reduced ejection fraction , continue the carvedilol ."),
            "[Heart failure|confirmed]");
  EXPECT_EQ(diagnoses_with_status("[doctor] assessment , diastolic heart failure . continue the furosemide ."),
            "[Heart failure|confirmed]");
  // Counter-example: a reduced ejection fraction said on its own is still its own finding.
  EXPECT_TRUE(has_diagnosis("[doctor] assessment , your echo shows a reduced ejection fraction of thirty percent , so "
                            "we'll start carvedilol .",
                            "entricular dysfunction"));
}

// A conclusion drawn after a comma ("…, so this is X") is a clause of its own: the negation of
// a finding before it does not reach the diagnosis.
TEST(DiagnosisRound9, ANegationEndsAtASoAfterAComma) {
  EXPECT_TRUE(has_diagnosis("[doctor] your ears look fine but there is no fever , so this is a viral sore throat "
                            "and it should pass in a week .",
                            "ore throat"));
  EXPECT_TRUE(has_diagnosis("[doctor] the x-ray shows no fracture , so you have an ankle sprain . use the brace .",
                            "prain"));
  // Counter-examples: "so" without a comma, and a negation said after the "so".
  EXPECT_FALSE(has_diagnosis("[doctor] there's no fever so far , and the throat looks fine .", "ever"));
  EXPECT_FALSE(has_diagnosis("[doctor] the swelling is mild , so no fracture , just rest and ice .", "racture"));
}

// "so" after a discourse word opens the talk ("okay so assessment and plan ..."): it is no
// purpose clause of prevention, whose negation would foretell the condition after it.
TEST(DiagnosisRound9, ADiscourseSoIsNoPurposeClause) {
  EXPECT_TRUE(has_diagnosis("[doctor] okay so assessment and plan number one diabetes not at goal we'll add jardiance "
                            "ten milligrams daily",
                            "iabetes"));
  EXPECT_TRUE(has_diagnosis("[doctor] alright so for the asthma it is not controlled so we'll add a daily inhaler",
                            "sthma"));
  // Counter-example: a purpose clause after a main clause still foretells ("so it doesn't turn
  // into pneumonia").
  EXPECT_FALSE(has_diagnosis("[doctor] okay so take the antibiotic for the full ten days so it doesn't turn into "
                             "pneumonia",
                             "neumonia"));
}

// "on exam you have …" reads a sign out (a chapter-R finding), as "i do appreciate …" does;
// a disease seen on examination is the assessment.
TEST(DiagnosisRound9, OnExamYouHaveReadsASignOut) {
  EXPECT_EQ(diagnoses_with_status("[patient] i get winded on the stairs .\n[doctor] any chest pain or passing out ?\n[patient] no , "
                   "never , just the breathing when i climb the hill to my house .\n[doctor] okay , my assessment and "
                   "plan . for your aortic "
                   "stenosis , we'll refer you to the valve clinic . on exam you have a loud systolic murmur at the "
                   "right upper sternal border , and we'll repeat the echo in six months ."),
            "[Aortic stenosis|confirmed]");
  // Counter-examples: a disease seen on examination, and a sign the sentence assesses.
  EXPECT_TRUE(has_diagnosis("[patient] my groin aches when i lift .\n[doctor] okay so my assessment , on exam you "
                            "have an inguinal hernia on the right , so i'll refer you to surgery .",
                            "ernia"));
  EXPECT_TRUE(has_diagnosis("[patient] i get winded .\n[doctor] so my assessment , on exam there is a murmur "
                            "consistent with a heart murmur from the valve , and we'll get an echo .",
                            "urmur"));
}

// A measure a named medicine is taken for names the condition it treats, as "blood pressure
// medication" does.
TEST(DiagnosisRound9, AMedicineForYourMeasureNamesItsCondition) {
  EXPECT_TRUE(has_diagnosis("[doctor] your readings look good , so keep taking the amlodipine for your blood pressure "
                            "and come back in six months .",
                            "ypertension"));
  EXPECT_TRUE(has_diagnosis("[doctor] continue lisinopril 20 mg daily for your blood pressure .", "ypertension"));
  // Counter-examples: no medicine before "for", and a medicine in an earlier sentence.
  EXPECT_FALSE(has_diagnosis("[doctor] we'll keep an eye on things for your blood pressure and cholesterol .",
                             "ypertension"));
  EXPECT_FALSE(has_diagnosis("[doctor] keep taking the amlodipine . for your blood pressure , the readings were fine .",
                             "ypertension"));
}

// A Greek "-osis" said in the plural ("keratoses") is read through its singular.
TEST(DiagnosisRound9, AGreekPluralIsReadThroughItsSingular) {
  EXPECT_TRUE(has_diagnosis("[doctor] assessment , these rough spots are actinic keratoses , so we'll freeze them .",
                            "ctinic keratosis"));
  EXPECT_TRUE(has_diagnosis("Impression: seborrheic keratoses of the back, benign.", "eborrh"));
  // Counter-examples: "doses" and "diagnoses" name nothing.
  EXPECT_EQ(diagnoses_with_status("[doctor] assessment , we'll split the doses and review the diagnoses next time ."), "");
}

// The earlier members of a list of conditions before a test or vaccine noun modify it too.
TEST(DiagnosisRound9, ConditionsListedBeforeATestNounNameTheTest) {
  EXPECT_EQ(diagnoses_with_status("[doctor] your flu and covid tests are negative , so this is a common cold ."),
            "[Common cold|confirmed]");
  EXPECT_FALSE(has_diagnosis("[doctor] assessment , sore throat . the strep , flu and mono tests were all negative .",
                             "nfluenza"));
  // Counter-examples: a list of conditions not before such a noun, and a result said positive.
  EXPECT_TRUE(has_diagnosis("[doctor] assessment , you have influenza and a sinus infection , so rest .", "nfluenza"));
  EXPECT_TRUE(has_diagnosis("[doctor] assessment , the strep and flu tests came back positive .", "nfluenza"));
}

// A diagnosis stated after the examination's verdict in its sentence ("your exam is normal and
// these are tension headaches") is assessed, not read out of the examination.
TEST(DiagnosisRound9, ADiagnosisAfterTheExaminationsVerdictIsAssessed) {
  EXPECT_TRUE(has_diagnosis("[patient] my head hurts every afternoon .\n[doctor] any nausea ?\n[patient] no .\n"
                            "[doctor] well , your exam is normal and these sound like tension headaches . try ibuprofen "
                            "and some neck stretches .",
                            "ension"));
  EXPECT_TRUE(has_diagnosis("[patient] my face droops on the left .\n[doctor] on exam the forehead is weak too , this "
                            "is bell's palsy , so we'll start prednisone .",
                            "alsy"));
  // Counter-example: a finding read out in the examination's own clause stays out.
  EXPECT_FALSE(has_diagnosis("[patient] my knee hurts .\n[doctor] i see .\n[patient] it swells at night .\n[doctor] "
                             "on exam i do appreciate some swelling of the knee . take ibuprofen and rest it .",
                             "welling"));
}

// In a short exchange (under six turns) the whole talk is the assessment: the clinician's earlier
// statement opens the zone when the last third falls on the closing plan.
TEST(DiagnosisRound9, AShortExchangesEarlierStatementOpensTheZone) {
  EXPECT_EQ(diagnoses_with_status("[doctor] the x-ray shows you have a broken collarbone .\n[patient] how long will it take to heal "
                   "?\n[doctor] about six weeks in a sling . we'll see you again in two weeks for another x-ray ."),
            "[Fracture of clavicle|confirmed]");
  EXPECT_TRUE(has_diagnosis("[doctor] so this is pink eye .\n[patient] is it contagious ?\n[doctor] yes , wash your "
                            "hands a lot and use the antibiotic drops four times a day for a week .",
                            "onjunctivitis"));
  // Counter-examples: a question that names a condition ("did you have eczema as a kid ?", "i
  // see you have asthma , how's that been ?") states nothing, and a longer consult's earlier
  // turns are not searched.
  EXPECT_EQ(diagnoses_with_status("[doctor] i see you have asthma , how's that been ?\n[patient] fine , i barely use the inhaler "
                   ".\n[doctor] and what brings you in ?\n[patient] my face hurts and my nose is blocked .\n[doctor] "
                   "so i think this is acute sinusitis . we'll do a course of amoxicillin and saline rinses ."),
            "[Acute sinusitis|provisional]");
  EXPECT_FALSE(has_diagnosis("[doctor] you have gout , but let's talk about today .\n[patient] okay .\n[doctor] how is "
                             "the cough ?\n[patient] still there at night .\n[doctor] any fever ?\n[patient] no .\n"
                             "[doctor] okay , we'll try a nasal spray and some honey in tea , and come back in two weeks "
                             "if it is not better .",
                             "Gout"));
}

}  // namespace

namespace {

// The lead's probe of note forms (2026-11-27): a "?" written against the last word of a
// short item after a diagnosis heading queries it; it asks nothing.
TEST(DiagnosisNoteForms, ATrailingQueryMarkAfterADiagnosisHeadingIsProvisional) {
  EXPECT_EQ(diagnoses_with_status("Impression: Gout?"), "[Gout|provisional]");
  EXPECT_EQ(diagnoses_with_status("Diagnosis: Dengue fever? Typhoid?"),
            "[Dengue fever|provisional][Typhoid fever|provisional]");
  EXPECT_EQ(diagnoses_with_status("Fever with chills. Impression: Malaria?"), "[Malaria|provisional]");
  // Counter-examples: a question in a sentence of its own after the heading's item, a
  // question with no heading, a spaced question mark of a transcript.
  EXPECT_EQ(diagnoses_with_status("Impression: gout. Any fever?"), "[Gout|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Gout?"), "");
  EXPECT_EQ(diagnoses_with_status("[patient] is it gout ?"), "");
}

// A note's known chronic conditions, or chronic ones treated now, are current comorbidities
// wherever its impression starts.
TEST(DiagnosisNoteForms, ANotesKnownOrTreatedChronicConditionsBesideItsImpression) {
  EXPECT_EQ(diagnoses_with_status("55 M, k/c/o T2DM x 10 yrs on Tab Glycomet GP2 1-0-1, HTN on Tab Telma 40 OD. C/o burning "
                        "micturition x 3 days. Impression: UTI."),
            "[Type 2 diabetes mellitus|confirmed][Hypertension|confirmed][Urinary tract infection|confirmed]");
  // Counter-examples: a past acute illness, and talk, where the assessment decides.
  EXPECT_EQ(diagnoses_with_status("H/o pneumonia in 2019. C/o burning micturition x 3 days. Impression: UTI."),
            "[Urinary tract infection|confirmed]");
  EXPECT_FALSE(has_diagnosis("[doctor] you're a known diabetic on metformin .\n[patient] yes .\n[doctor] so for "
                             "your first problem , the urinary tract infection , we'll start nitrofurantoin .\n"
                             "[patient] okay .\n[doctor] and drink plenty of water .\n[patient] sure .\n[doctor] "
                             "see you in two weeks .",
                             "iabetes"));
}

// In a short exchange the clinician's "for your first problem" opens the assessment wherever
// it falls; the last third alone would start after it.
TEST(DiagnosisNoteForms, AnEarlyFirstProblemOpensTheZoneOfAShortExchange) {
  EXPECT_TRUE(has_diagnosis("[doctor] you're a known diabetic on metformin .\n[patient] yes .\n[doctor] so for your "
                            "first problem , the urinary tract infection , we'll start nitrofurantoin .\n[patient] "
                            "okay .\n[doctor] and drink plenty of water .\n[patient] sure .\n[doctor] see you in two "
                            "weeks .",
                            "rinary tract infection"));
  // The cue across the two-fifths mark ("first" before it, "problem" after).
  EXPECT_TRUE(has_diagnosis("[doctor] you're on metformin for your diabetes , right ?\n[patient] yes .\n[doctor] so "
                            "for your first problem , the urinary tract infection , we'll start nitrofurantoin .\n"
                            "[doctor] let me know if it gets worse .\n[patient] okay .\n[doctor] and drink plenty of "
                            "water .",
                            "rinary tract infection"));
  // Counter-example: the patient's words are no announcement.
  EXPECT_FALSE(has_diagnosis("[patient] my first problem is these headaches .\n[doctor] okay .\n[patient] also some "
                             "heartburn .\n[doctor] i see .\n[patient] yes .\n[doctor] let's get some labs .",
                             "eadache"));
}

}  // namespace

