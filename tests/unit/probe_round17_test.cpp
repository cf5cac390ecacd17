// Probe round 17 (branch prb17): sentences of ordinary clinical text written for these tests
// (not corpus lines), each cause with the readings it must keep as counter-examples.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "tests/unit/context_probe.hpp"
#include "tests/unit/diagnosis_names.hpp"
#include "tests/unit/phi_found.hpp"

using cxs::test::diagnosis_names;
using cxs::test::diagnoses_with_status;
using cxs::test::found_list;
using cxs::test::names;
using cxs::test::phi_found;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::there_now;

namespace {

// "[Name|ICD-10]" for each diagnosis listed.
std::string coded(std::string_view text) {
  std::string out;
  for (const auto& d : cxs::domain::extraction::collect_facts(text).diagnoses) {
    out += "[" + d.name + "|" + d.icd10 + "]";
  }
  return out;
}

}  // namespace

// Conditions whose WHO title is a compound the generated table skips, and names that fell to
// a broader row: each now has its own code.
TEST(ProbeRound17, RareNeurologicalAndOtherRowsHaveTheirOwnCodes) {
  EXPECT_EQ(coded("Transverse myelitis diagnosed on MRI."), "[Transverse myelitis|G37.3]");
  EXPECT_EQ(coded("Acute disseminated encephalomyelitis."), "[Acute disseminated encephalomyelitis|G04.0]");
  EXPECT_EQ(coded("Chronic inflammatory demyelinating polyneuropathy."),
            "[Chronic inflammatory demyelinating polyneuropathy|G61.8]");
  EXPECT_EQ(coded("Motor neurone disease."), "[Motor neuron disease|G12.2]");
  // non-epileptic seizures are dissociative convulsions, not seizures of no cause (R56.8)
  EXPECT_EQ(coded("Dissociative seizures, no epilepsy."), "[Dissociative seizures|F44.5]");
  EXPECT_EQ(coded("Psychogenic non-epileptic seizures."), "[Dissociative seizures|F44.5]");
  EXPECT_EQ(coded("Functional neurological disorder."), "[Dissociative (conversion) disorder|F44.9]");
  EXPECT_EQ(coded("Generalised seizure this morning."), "[Seizure|R56.8]");
  // the histological names of lung cancer keep the whole name, not "Cell lung cancer"
  EXPECT_EQ(coded("Small cell lung cancer."), "[Lung cancer|C34.9]");
  EXPECT_EQ(coded("Lung cancer, stage three."), "[Lung cancer|C34.9]");
  // raised eye pressure is ocular hypertension (H40.0), not glaucoma, nor hypertension (I10)
  EXPECT_EQ(coded("Raised eye pressure on screening."), "[Ocular hypertension|H40.0]");
  EXPECT_EQ(coded("Your eye pressure is high, this is ocular hypertension."), "[Ocular hypertension|H40.0]");
  EXPECT_EQ(coded("Open angle glaucoma in both eyes."), "[Bilateral primary open-angle glaucoma|H40.1]");
  EXPECT_EQ(coded("Essential hypertension on amlodipine."), "[Hypertension|I10]");
}

// A condition the patient has, named as what a habit or an exposure may worsen: the modal
// makes the worsening a prospect, not the condition.
TEST(ProbeRound17, WhatMayWorsenYourConditionIsThereNow) {
  EXPECT_TRUE(there_now(ctx("Smoking can worsen your asthma.", "asthma")));
  EXPECT_TRUE(there_now(ctx("Alcohol will worsen your gout.", "gout")));
  EXPECT_TRUE(there_now(ctx("Cold air could trigger his eczema.", "eczema")));
  EXPECT_NE(diagnosis_names("Smoking can worsen your asthma.").find("sthma"), std::string::npos);
  // a general statement, an outcome that may come, and a recurrence keep their reading
  EXPECT_FALSE(there_now(ctx("Smoking can worsen asthma in children.", "asthma")));
  EXPECT_FALSE(there_now(ctx("Smoking can give you asthma.", "asthma")));
  EXPECT_EQ(diagnosis_names("Ibuprofen can worsen kidney disease."), "");
  EXPECT_EQ(diagnosis_names("If you get asthma, smoking will worsen it."), "");
}

// "cold" is the common cold as a noun, not the adjective of air, weather or a body part.
TEST(ProbeRound17, ColdAsAnAdjectiveIsNoCommonCold) {
  EXPECT_EQ(coded("Cold weather makes her joints ache."), "[Pain in joint|M25.5]");  // her joint pain, no cold
  EXPECT_EQ(coded("Her hands are cold and blue."), "");
  EXPECT_EQ(coded("Feels cold all the time."), "");
  EXPECT_EQ(coded("Cold air triggers his wheeze."), "[Wheezing|R06.2]");
  // the illness
  EXPECT_EQ(coded("She has a cold and a sore throat."), "[Common cold|J00][Sore throat|R07.0]");
  EXPECT_EQ(coded("Child has cold and cough for two days."), "[Common cold|J00]");
  EXPECT_EQ(coded("Caught a cold from her brother."), "[Common cold|J00]");
  // a determiner after the copula makes it the noun
  EXPECT_EQ(coded("This is a cold."), "[Common cold|J00]");
  EXPECT_EQ(coded("[doctor] i think it is just a cold ."), "[Common cold|J00]");
}

// A bare condition as the subject of a present verb of harm to an organ, a risk or an
// indefinite outcome is a general statement, no one's condition.
TEST(ProbeRound17, GeneralHarmOfAConditionIsNoOnesCondition) {
  EXPECT_EQ(coded("Years of high sugar damage the kidneys."), "");
  EXPECT_EQ(coded("High blood pressure over time can cause a stroke."), "");
  EXPECT_EQ(coded("Obesity raises the risk of diabetes."), "");
  EXPECT_EQ(coded("Untreated sleep apnea strains the heart."), "");
  // a possessive subject, a past verb, a relative clause or another sentence keep the patient's
  EXPECT_EQ(coded("Her diabetes damages the kidneys."), "[Type 2 diabetes mellitus|E11.9]");
  EXPECT_EQ(coded("Diabetes damaged his kidneys."), "[Type 2 diabetes mellitus|E11.9]");
  EXPECT_EQ(coded("Diabetes, which damages the kidneys, is well controlled on metformin."),
            "[Type 2 diabetes mellitus|E11.9]");
  EXPECT_EQ(coded("He has diabetes. Diabetes damages the kidneys, so we check them yearly."),
            "[Type 2 diabetes mellitus|E11.9]");
  EXPECT_TRUE(there_now(ctx("Gout causes a lot of pain in her big toe.", "Gout")));
}

// "No family history of X" denies the family-history row itself, whose name the trigger overlaps.
TEST(ProbeRound17, NoFamilyHistoryDeniesTheFamilyHistoryRow) {
  EXPECT_EQ(coded("No family history of diabetes."), "");
  EXPECT_EQ(coded("No family history of diabetes. He has a cough."), "[Cough|R05]");
  EXPECT_EQ(coded("Family history of diabetes."), "[Family history of diabetes|Z83.3]");
  EXPECT_NE(coded("Strong family history of diabetes.").find("amily history of diabetes|Z83.3"), std::string::npos);
}

// A sentence of the visit now after a family or past header's value on its line ends that section.
TEST(ProbeRound17, VisitSentenceEndsAnInlineFamilyOrPastSection) {
  EXPECT_EQ(coded("Family history: mother with hypertension. Presenting with headache."), "[Headache|R51]");
  EXPECT_EQ(coded("Family history: father had MI. Today he presents with chest pain."), "[Chest pain|R07.4]");
  EXPECT_TRUE(there_now(ctx("Past history: asthma as a child. Now has a cough for two weeks.", "cough")));
  // the section's own sentences stay the relative's or past
  EXPECT_EQ(coded("Family history: mother with hypertension. Father had a stroke."), "");
  EXPECT_FALSE(there_now(ctx("Past history: asthma as a child. Appendicectomy at 12.", "asthma")));
}

// A search that came up empty denies what was looked for; a search for a cause does not.
TEST(ProbeRound17, CouldNotFindDeniesWhatWasLookedFor) {
  EXPECT_EQ(coded("We couldn't find a clot in the leg."), "");
  EXPECT_EQ(coded("The scan couldn't find any sign of a stroke."), "");
  EXPECT_EQ(coded("They did not find any fracture on the x-ray."), "");
  // the cause of a condition was not found: the condition is there
  EXPECT_EQ(coded("We couldn't find the cause of her anemia."), "[Anaemia|D64.9]");
  EXPECT_EQ(coded("We could not find a cause for his anaemia."), "[Anaemia|D64.9]");
  EXPECT_TRUE(there_now(ctx("I couldn't find my inhaler, so the asthma got worse.", "asthma")));
}

// "less likely to be" denies forward too; a hedge between a denial and a mention ends the denial.
TEST(ProbeRound17, LessLikelyDeniesOnlyTheJudgedCondition) {
  EXPECT_TRUE(ctx("Less likely to be a migraine, more likely sinusitis.", "migraine").negated);
  EXPECT_FALSE(ctx("Less likely to be a migraine, more likely sinusitis.", "sinusitis").negated);
  EXPECT_FALSE(ctx("Unlikely to be a migraine, likely sinusitis.", "sinusitis").negated);
  EXPECT_FALSE(ctx("Less likely to be migraine, likely sinusitis.", "sinusitis").negated);
  EXPECT_EQ(diagnoses_with_status("Less likely to be a migraine, likely sinusitis."), "[Acute sinusitis|provisional]");
  // rv15's counter-example stays
  EXPECT_TRUE(there_now(ctx("Your asthma is less likely to flare with the preventer.", "asthma")));
}

// A short denial reaches the second member of a disjunction whose first it reaches.
TEST(ProbeRound17, ShortDenialReachesAcrossOr) {
  EXPECT_TRUE(ctx("It isn't a stroke or an inner ear infection.", "inner ear infection").negated);
  EXPECT_EQ(coded("It isn't a stroke or an inner ear infection, it is vestibular neuritis."),
            "[Vestibular neuronitis|H81.2]");
  EXPECT_EQ(coded("He doesn't have a cold or a chest infection."), "");
  // another clause after the "or", or a list of habits, ends it
  EXPECT_EQ(coded("I don't smoke or drink, and I have asthma."), "[Asthma|J45.9]");
  EXPECT_EQ(coded("Doesn't drink or smoke, has asthma."), "[Asthma|J45.9]");
  EXPECT_EQ(coded("It isn't serious or anything, but he has a cough."), "[Cough|R05]");
}

// An evaluative word a reply opens with is no name; "Lovely" is also a given name and stays one.
TEST(ProbeRound17, EvaluativeWordIsNoName) {
  EXPECT_EQ(phi_found("Patient: Nice. Thank you Dr. Gill."), names({"Gill"}));
  EXPECT_EQ(phi_found("Patient: Nice"), found_list{});
  EXPECT_EQ(phi_found("Mother: Wonderful, she slept well."), found_list{});
  EXPECT_EQ(phi_found("Nice work on the weight loss, Mr. Brown."), names({"Brown"}));
  EXPECT_EQ(phi_found("Patient seen with Lovely Sharma, her daughter."), names({"Lovely Sharma"}));
  EXPECT_EQ(phi_found("Her daughter Lovely brought her in."), names({"Lovely"}));
}

// The patient's own use of a medicine reports what it is for; a medicine given names a purpose.
TEST(ProbeRound17, PatientsUseOfAMedicineReportsItsIndication) {
  EXPECT_EQ(coded("Takes ibuprofen for back pain."), "[Back pain|M54.9]");
  EXPECT_EQ(coded("[doctor] she's taking ibuprofen for the knee pain ."), "[Knee pain|M25.5]");
  // a medicine given or to be taken: the purpose alone
  EXPECT_EQ(coded("[doctor] i'll give you benzonatate for the cough ."), "");
  EXPECT_EQ(coded("[doctor] you can take tylenol for the fever ."), "");
  EXPECT_EQ(coded("Ibuprofen for back pain."), "");
}

// A symptom said of a body part after a copula ("her ankle is swollen") is the table's
// "<adjective> <part>" row, as "the meniscus is torn" was.
TEST(ProbeRound17, SymptomSaidOfABodyPart) {
  EXPECT_EQ(coded("Her ankle is swollen."), "[Localised oedema|R60.0]");
  EXPECT_EQ(coded("His legs are swollen."), "[Localised oedema|R60.0]");
  EXPECT_EQ(coded("Her throat is sore."), "[Pain in throat|R07.0]");
  EXPECT_EQ(coded("His nose is blocked."), "[Nasal congestion|J34.8]");
  // denied, asked, or of no row
  EXPECT_EQ(coded("His throat is not sore."), "");
  EXPECT_EQ(coded("The ankle is not swollen."), "");
  EXPECT_EQ(coded("The artery is blocked."), "");
  EXPECT_EQ(coded("The wound is swollen and red."), "");
}

// A site that hurts or aches is the table's "<site> pain" row.
TEST(ProbeRound17, SiteThatHurtsIsItsPain) {
  EXPECT_EQ(coded("My knee hurts when I climb stairs."), "[Knee pain|M25.5]");
  EXPECT_EQ(coded("Her back is aching."), "[Back pain|M54.9]");
  EXPECT_EQ(coded("The shoulder aches at night."), "[Shoulder pain|M25.5]");
  // asked, denied, or no site of the table
  EXPECT_EQ(coded("Does your knee hurt?"), "");
  EXPECT_EQ(coded("My knee doesn't hurt anymore."), "");
  EXPECT_EQ(coded("It hurts my feelings."), "");
}

// "can't sleep" is sleeplessness, not a sleeping position.
TEST(ProbeRound17, CannotSleepIsInsomniaNotAPosition) {
  EXPECT_EQ(coded("He can't sleep at night because of worry."), "[Insomnia|G47.0]");
  EXPECT_EQ(coded("I can't sleep on my left side because of the shoulder."), "");
  EXPECT_EQ(coded("I cannot sleep flat because of breathlessness."), "[Dyspnoea|R06.0]");
}

// "has recovered from" is over; a "still" that opens its own predicate does not reach back.
TEST(ProbeRound17, RecoveredFromIsOverWhateverFollows) {
  EXPECT_TRUE(ctx("She has recovered from pneumonia.", "pneumonia").historical);
  EXPECT_TRUE(ctx("He has now recovered from pneumonia.", "pneumonia").historical);
  EXPECT_TRUE(ctx("Recovered from COVID last month, still has fatigue.", "COVID").historical);
  EXPECT_EQ(coded("Recovered from COVID last month, still has fatigue."), "[Fatigue|R53]");
  // a "still" said of the phrase before it keeps it current
  EXPECT_TRUE(there_now(ctx("Cough, still there.", "Cough")));
  EXPECT_TRUE(there_now(ctx("Headache last week, still present.", "Headache")));
}

// A chance that it is the condition is a possibility.
TEST(ProbeRound17, ChanceThatItIsTheConditionIsProvisional) {
  EXPECT_EQ(diagnoses_with_status("There is a small chance this is cancer."),
            "[Malignant neoplasm, unspecified|provisional]");
  EXPECT_EQ(diagnoses_with_status("There is a chance that this is a stroke."), "[Stroke|provisional]");
  EXPECT_EQ(diagnosis_names("There's a small chance of bleeding with the biopsy."), "");
  EXPECT_EQ(diagnoses_with_status("I had a chance to look at your asthma plan."), "[Asthma|confirmed]");
}

// "how about your X?" asks how the patient's condition is doing, as "how is your X?" does;
// "what about X?" still asks whether it is there.
TEST(ProbeRound17, HowAboutYourConditionPresupposesIt) {
  EXPECT_EQ(coded("[doctor] your brother's asthma sounds well controlled . how about your eczema ?"),
            "[Dermatitis|L30.9]");
  EXPECT_EQ(coded("[doctor] how about your knee pain , any better ?"), "[Knee pain|M25.5]");
  EXPECT_EQ(coded("[doctor] what about chest pain ? [patient] no ."), "");
  EXPECT_EQ(coded("[doctor] how about fevers ?"), "");
}

// A relative's line label followed by a pronoun of the other gender is the relative speaking
// of the patient.
TEST(ProbeRound17, RelativeLabelReportingOnThePatient) {
  EXPECT_EQ(coded("Mother: he has had fever for three days."), "[Fever|R50.9]");
  EXPECT_EQ(coded("Father: she has been vomiting since morning."), "[Vomiting|R11]");
  // the relative's own history
  EXPECT_EQ(coded("Mother: diabetes, hypertension."), "");
  EXPECT_EQ(coded("Mother: she has diabetes."), "");
  EXPECT_EQ(coded("Father: died of MI at 60."), "");
}

// A possessed condition after a preposition in a denial's scope is what the denied act or
// problem concerns, not what is denied.
TEST(ProbeRound17, DenialDoesNotReachAPossessedConditionAfterAPreposition) {
  EXPECT_EQ(coded("Don't take ibuprofen with your kidney disease."), "[Chronic kidney disease|N18.9]");
  EXPECT_EQ(coded("Denies any problems with his asthma."), "[Asthma|J45.9]");
  EXPECT_EQ(coded("No shortness of breath with your chest pain."), "[Chest pain|R07.4]");
  // the denied condition itself, with or without a possessive
  EXPECT_EQ(coded("She doesn't have asthma."), "");
  EXPECT_EQ(coded("No shortness of breath with your chest pain.").find("yspnoea"), std::string::npos);
  EXPECT_EQ(coded("He doesn't have his asthma attacks anymore."), "");
}

// A participle of resolution after a comma that goes on to a noun modifies the next item.
TEST(ProbeRound17, ResolvedBeforeANounModifiesTheNextItem) {
  EXPECT_EQ(coded("Discharge diagnosis: community-acquired pneumonia, resolved AKI."), "[Pneumonia|J18.9]");
  EXPECT_TRUE(there_now(ctx("Pneumonia, resolved AKI, gout.", "Pneumonia")));
  // said of the phrase before the comma
  EXPECT_EQ(coded("Cough, resolved now."), "");
  EXPECT_EQ(coded("Cough, resolved with antibiotics."), "");
  EXPECT_EQ(coded("Chest pain, resolved spontaneously."), "");
  EXPECT_EQ(coded("Fever, resolved two days ago."), "");
  EXPECT_TRUE(ctx("Pneumonia, resolved.", "Pneumonia").historical);
}

// Dysuria in the words patients use (a symptom keeps the words said as its name).
TEST(ProbeRound17, DysuriaInPatientsWords) {
  EXPECT_EQ(coded("[patient] i've had this burning when i pee for about three days ."), "[Burning when i pee|R30.0]");
  EXPECT_EQ(coded("No burning on urination."), "");
}

// Being told one has a chronic condition dates its onset, as "diagnosed" does.
TEST(ProbeRound17, BeingToldDatesAChronicCondition) {
  EXPECT_EQ(coded("[patient] i was told i have a fatty liver a few years ago ."), "[Fatty liver|K76.0]");
  // an acute episode told of then is over; the patient telling someone is no diagnosis
  EXPECT_EQ(coded("I was told I had a chest infection two years ago."), "");
  EXPECT_EQ(coded("I told her I had a migraine last year."), "");
}

// A name's possessive opens a relation as "her" does.
TEST(ProbeRound17, NamesPossessiveOpensARelation) {
  EXPECT_EQ(phi_found("Mrs. Thompson's daughter, Emily, brought her in."), names({"Thompson", "Emily"}));
  EXPECT_EQ(phi_found("Mr. Rao's son Arjun phoned."), names({"Rao", "Arjun"}));
  // a condition's possessive before a relation and a lower-case word open no name
  EXPECT_EQ(phi_found("Parkinson's son Tremor."), found_list{});
  EXPECT_EQ(phi_found("Her mother's sister had a stroke."), found_list{});
}
