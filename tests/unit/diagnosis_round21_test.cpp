// Diagnosis rules of round 21 (branch dx35), each with counter-examples: a general row said
// back by its bare head after the specific condition was named in full ("pancreatic cancer ...
// the cancer"); "not a sign of X" as a denial; a specimen sent, and the later members of a
// test's list, as a test's reason; a symptom said to linger ("can hang on", "may linger") as the
// course of the diagnosis just assessed, also across the patient's question; "tearing it" as a
// rip, not watering eyes; a child or dependant spoken of to the carer ("so she has ...") as a
// statement of the diagnosis; and the vocabulary of eosinophilic oesophagitis and DSM-5's
// "posttraumatic". Second set: "allergic" before a noun of a disease's kind as no allergy told;
// "<greeted name> has" as a statement; "strep pharyngitis" named and "the strep" as a cause; an
// illness before "episode" as its start; opioid-induced constipation named. Third set: "am i X ?" and a carer's "does he have X ?" as
// questions; a symptom that defines a listed disorder (headache beside migraine, dizziness beside
// BPPV) as that disorder's. Fourth set: a past test "tested you for X" whose result found
// nothing. The sentences are written for the tests, not copied from the corpus.

#include <gtest/gtest.h>

#include <string>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;

// A consult of at least six turns whose last third falls in the clinician's closing plan, with
// `middle` (the statement and what follows it) before that plan.
std::string consult(const std::string& middle) {
  return "[doctor] hi , how are you ? [patient] okay . [doctor] any fever ? [patient] no . " + middle +
         " [doctor] we'll start the treatment today , keep taking fluids , rest as much as you can , and we'll see you "
         "back in two weeks to go over how things are going .";
}

TEST(DiagnosisRound21, HeadSaidBackIsTheConditionNamedInFull) {
  const auto cancer = consult("[doctor] you have pancreatic cancer that has spread to the liver , and the pain is "
                              "from the cancer pressing on the nerves .");
  EXPECT_TRUE(has_diagnosis(cancer, "ancreatic cancer")) << diagnosis_names(cancer);
  EXPECT_FALSE(has_diagnosis(cancer, "unspecified")) << diagnosis_names(cancer);
  const auto abscess =
      consult("[doctor] so this is a pilonidal abscess . the redness around it is part of the abscess .");
  EXPECT_FALSE(has_diagnosis(abscess, "utaneous abscess")) << diagnosis_names(abscess);
  // Counter-examples: a site said after the head ("the cancer in your colon") or an indefinite
  // article ("an abscess in the armpit") is another condition.
  const auto site = consult("[doctor] so you have pancreatic cancer . the cancer in your colon is a second one .");
  EXPECT_TRUE(has_diagnosis(site, "unspecified")) << diagnosis_names(site);
  const auto another =
      consult("[doctor] so this is a pilonidal abscess , and you also have an abscess in the armpit .");
  EXPECT_TRUE(has_diagnosis(another, "utaneous abscess")) << diagnosis_names(another);
}

TEST(DiagnosisRound21, NotASignOfDenies) {
  const auto denied = consult("[doctor] so you have bacterial vaginosis . your pap last year was normal , and this is "
                              "not a sign of cervical cancer .");
  EXPECT_FALSE(has_diagnosis(denied, "ervical cancer")) << diagnosis_names(denied);
  // Counter-example: the denial ends with its sentence; the condition stated after it stands.
  const auto stated = consult("[doctor] this is not a sign of infection . you have cervical cancer .");
  EXPECT_TRUE(has_diagnosis(stated, "ervical cancer")) << diagnosis_names(stated);
}

TEST(DiagnosisRound21, SpecimenSentAndTheTestsListAreNoDiagnosis) {
  const auto sent =
      consult("[doctor] so you have bacterial vaginosis . we also sent gonorrhea and chlamydia to be safe .");
  EXPECT_FALSE(has_diagnosis(sent, "onorrh")) << diagnosis_names(sent);
  EXPECT_FALSE(has_diagnosis(sent, "hlamydia")) << diagnosis_names(sent);
  const auto swab = consult(
      "[doctor] so you have bacterial vaginosis . we took a swab for gonorrhea and chlamydia to be safe .");
  EXPECT_FALSE(has_diagnosis(swab, "hlamydia")) << diagnosis_names(swab);
  // Counter-example: a list the clinician states is two problems.
  const auto both = consult("[doctor] so you have bacterial vaginosis , and the tests show you also have gonorrhea "
                            "and chlamydia .");
  EXPECT_TRUE(has_diagnosis(both, "onorrh")) << diagnosis_names(both);
  EXPECT_TRUE(has_diagnosis(both, "hlamydia")) << diagnosis_names(both);
}

TEST(DiagnosisRound21, LingeringSymptomIsTheDiagnosisCourse) {
  const auto linger =
      consult("[doctor] so this is infectious mononucleosis . the tiredness may linger for a month .");
  EXPECT_TRUE(has_diagnosis(linger, "ononucleosis")) << diagnosis_names(linger);
  EXPECT_FALSE(has_diagnosis(linger, "atigue")) << diagnosis_names(linger);
  // Across the patient's question: the clinician's turn before it assessed the diagnosis.
  const auto asked = consult("[doctor] so this is infectious mononucleosis . [patient] how long will i feel like this "
                             "? [doctor] the tiredness can hang on for a few weeks .");
  EXPECT_FALSE(has_diagnosis(asked, "atigue")) << diagnosis_names(asked);
  // Counter-example: getting worse is no course of easing or lingering.
  const auto worse = consult(
      "[doctor] so this is infectious mononucleosis . the tiredness can get worse before it gets better .");
  EXPECT_TRUE(has_diagnosis(worse, "atigue")) << diagnosis_names(worse);
}

TEST(DiagnosisRound21, TearingItIsARip) {
  const auto rip = consult(
      "[doctor] so you have an anal fissure , a small tear . the hard stools are what keep tearing it .");
  EXPECT_TRUE(has_diagnosis(rip, "nal fissure")) << diagnosis_names(rip);
  EXPECT_FALSE(has_diagnosis(rip, "atery eyes")) << diagnosis_names(rip);
  // Counter-examples: the eyes' tearing, with "up" or alone.
  EXPECT_TRUE(has_diagnosis("[patient] my eyes keep tearing up all day . [doctor] okay .", "atery eyes"));
  EXPECT_TRUE(has_diagnosis("[patient] my eyes are tearing all day . [doctor] okay .", "atery eyes"));
}

TEST(DiagnosisRound21, ChildSpokenOfToTheCarerStatesTheDiagnosis) {
  const std::string plan =
      " [doctor] i'm giving amoxicillin once a day for ten days , she can go back to school after a day on it , and "
      "call if the fever is not gone in three days .";
  const auto child = "[patient_guest] she's had a sore throat since yesterday . [doctor] any cough ? [patient_guest] "
                     "no . [doctor] her rapid test is positive . so she has strep throat ." +
                     plan;
  EXPECT_TRUE(has_diagnosis(child, "treptococcal pharyngitis")) << diagnosis_names(child);
  // Counter-example: a relative's illness said back is no statement ("has" alone is no cue).
  const auto relative = "[patient] my dad has heart failure . [doctor] okay . [patient] yes . [doctor] so your dad has "
                        "heart failure ." +
                        plan;
  EXPECT_FALSE(has_diagnosis(relative, "eart failure")) << diagnosis_names(relative);
}

TEST(DiagnosisRound21, EosinophilicOesophagitisAndPosttraumaticAreNamed) {
  const auto eoe =
      consult("[doctor] so you have eosinophilic esophagitis , and we'll start a swallowed steroid .");
  EXPECT_TRUE(has_diagnosis(eoe, "osinophilic oesophagitis")) << diagnosis_names(eoe);
  // Counter-example: oesophagitis from reflux keeps the general row.
  const auto reflux = consult("[doctor] so you have esophagitis from the reflux .");
  EXPECT_TRUE(has_diagnosis(reflux, "[Oesophagitis]")) << diagnosis_names(reflux);
  const auto ptsd = consult("[doctor] what you have is posttraumatic stress disorder from the accident .");
  EXPECT_TRUE(has_diagnosis(ptsd, "ost-traumatic stress disorder")) << diagnosis_names(ptsd);
}

// Second rule set.

TEST(DiagnosisRound21, AllergicKindOfDiseaseTellsNoAllergy) {
  const auto gloss = consult(
      "[doctor] so what you have is eosinophilic esophagitis , an allergic inflammation of the esophagus .");
  EXPECT_TRUE(has_diagnosis(gloss, "osinophilic oesophagitis")) << diagnosis_names(gloss);
  const auto eczema = consult("[doctor] so you have eczema , an allergic condition of the skin .");
  EXPECT_TRUE(has_diagnosis(eczema, "ermatitis")) << diagnosis_names(eczema);
  // Counter-example: an allergy told, with its reaction, is still no problem of the visit.
  const auto told = "[patient] i'm allergic to penicillin , it gives me hives . [doctor] okay .";
  EXPECT_FALSE(has_diagnosis(told, "rticaria")) << diagnosis_names(told);
}

TEST(DiagnosisRound21, GreetedNameHasStatesTheDiagnosis) {
  const std::string opening = "[patient_guest] she's had a sore throat since yesterday . [doctor] hi maya , hi dad . "
                              "any cough ? [patient_guest] no . [doctor] her rapid test is positive .";
  const std::string plan =
      " [doctor] i'm giving amoxicillin once a day for ten days , she can go back to school after a day on it , and "
      "call if the fever is not gone in three days .";
  const auto greeted = opening + " so maya has strep throat ." + plan;
  EXPECT_TRUE(has_diagnosis(greeted, "treptococcal pharyngitis")) << diagnosis_names(greeted);
  // Counter-example: another name (a sibling, a classmate) before "has" states nothing.
  const auto other = opening + " so sara has strep throat ." + plan;
  EXPECT_FALSE(has_diagnosis(other, "treptococcal pharyngitis")) << diagnosis_names(other);
}

TEST(DiagnosisRound21, StrepSaidBackIsTheCauseAndStrepPharyngitisIsNamed) {
  const auto named = consult("[doctor] so you have strep pharyngitis .");
  EXPECT_TRUE(has_diagnosis(named, "[Streptococcal pharyngitis]")) << diagnosis_names(named);
  const auto cause = consult("[doctor] so you have strep throat . the fever is from the strep .");
  EXPECT_FALSE(has_diagnosis(cause, "[Fever]")) << diagnosis_names(cause);
  // Counter-example: a medicine as the cause is a side effect, a problem of its own.
  const auto side = consult("[doctor] so you have strep throat . the rash is from the amoxicillin .");
  EXPECT_TRUE(has_diagnosis(side, "[Rash]")) << diagnosis_names(side);
}

TEST(DiagnosisRound21, IllnessBeforeAnEpisodeIsItsStart) {
  const auto start = consult("[doctor] with a first episode after a cold , this is bronchiolitis .");
  EXPECT_TRUE(has_diagnosis(start, "ronchiolitis")) << diagnosis_names(start);
  EXPECT_FALSE(has_diagnosis(start, "ommon cold")) << diagnosis_names(start);
  // Counter-example: a cold of its own, after an episode told of.
  const auto own = consult("[doctor] you had an episode of wheezing last month , and now you have a cold .");
  EXPECT_TRUE(has_diagnosis(own, "ommon cold")) << diagnosis_names(own);
}

TEST(DiagnosisRound21, OpioidInducedConstipationIsNamed) {
  const auto oic =
      consult("[doctor] the constipation is from the oxycodone , it's opioid-induced constipation .");
  EXPECT_EQ(diagnosis_names(oic), "[Opioid-induced constipation]");
  const auto plain = consult("[doctor] so you have constipation .");
  EXPECT_EQ(diagnosis_names(plain), "[Constipation]");
}

// Third rule set.

TEST(DiagnosisRound21, AmIAsksWhether) {
  const auto asked = consult("[doctor] so this is depression . [patient] my mother was bipolar , am i bipolar ? "
                             "[doctor] you've never had a manic episode , so no .");
  EXPECT_TRUE(has_diagnosis(asked, "epression")) << diagnosis_names(asked);
  EXPECT_FALSE(has_diagnosis(asked, "ipolar")) << diagnosis_names(asked);
  const auto carer = consult("[patient_guest] his brother has asthma . does he have asthma now ? [doctor] you've "
                             "never seen him wheeze , so i do n't think so .");
  EXPECT_FALSE(has_diagnosis(carer, "sthma")) << diagnosis_names(carer);
  // Counter-example: the clinician's own statement still names it.
  const auto stated = consult("[patient] am i okay to drive ? [doctor] yes . so you have bipolar disorder , and "
                              "we'll keep the lithium .");
  EXPECT_TRUE(has_diagnosis(stated, "ipolar")) << diagnosis_names(stated);
}

TEST(DiagnosisRound21, SymptomDefiningTheDisorderIsItsOwn) {
  const auto bppv = consult("[doctor] this is bppv . the dizziness comes when you roll over in bed .");
  EXPECT_TRUE(has_diagnosis(bppv, "ositional vertigo")) << diagnosis_names(bppv);
  EXPECT_FALSE(has_diagnosis(bppv, "izziness")) << diagnosis_names(bppv);
  const auto migraine = consult("[doctor] these are migraines . the headaches come with the light sensitivity .");
  EXPECT_FALSE(has_diagnosis(migraine, "[Headache]")) << diagnosis_names(migraine);
  // Counter-examples: a disorder that is not defined by the symptom, and the symptom named as
  // the topic of the assessment.
  const auto sinus = consult("[doctor] this is a sinus infection . the headaches are getting worse .");
  EXPECT_TRUE(has_diagnosis(sinus, "[Headache]")) << diagnosis_names(sinus);
  const auto topic = consult("[doctor] so for your headaches , these are migraines .");
  EXPECT_TRUE(has_diagnosis(topic, "[Headache]")) << diagnosis_names(topic);
}

// Fourth rule set (from probes).

TEST(DiagnosisRound21, TestedForWithNothingFoundIsNoDiagnosis) {
  const auto negative =
      consult("[doctor] this is pneumonia . we tested you for covid and the flu and they were negative .");
  EXPECT_TRUE(has_diagnosis(negative, "neumonia")) << diagnosis_names(negative);
  EXPECT_FALSE(has_diagnosis(negative, "COVID")) << diagnosis_names(negative);
  EXPECT_FALSE(has_diagnosis(negative, "nfluenza")) << diagnosis_names(negative);
  // Counter-example: a result that found it names it.
  const auto positive = consult("[doctor] this is pneumonia . we tested you for covid and it came back positive .");
  EXPECT_TRUE(has_diagnosis(positive, "COVID")) << diagnosis_names(positive);
}

}  // namespace
