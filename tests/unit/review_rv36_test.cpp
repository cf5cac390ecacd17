// Review rv36 (docs/accuracy.md, "Review rv36"): fresh over-reach probes of the rules merged on
// 2026-11-30 (ctx39's round 38 rule set 1, rv35's rereadings and caller tag, phi23's rule sets 1
// and 3), written in one sitting before the engine scored them: sentences in each rule's shape
// where it must not fire (the condition is the patient's and present, the word is no name) and
// new phrasings where it must.
//
// First score: 85 of 90 read right; no over-reach (every must-not-fire probe read right); the five
// misses are new phrasings the rules do not reach, left open, listed in the doc and not asserted
// here: "Screen negative for: chlamydia, gonorrhoea." (the label does not open the line), "Return
// precautions for: stroke symptoms, seizures." (the heading's "for:" form), "Son (aged 8) has
// eczema." (a bracket after the kin word cuts the son off from his predicate), "[doctor] any
// epilepsy?\n[patient] epilepsy? no." (an echo before a bare "no" is read as held back, left
// provisional), "Eczema flares in winter, as her brother's does." (a present-tense general
// statement with no modal before a relative's comparison). Read since, by class, in review rv37
// (tests/unit/review_rv37_test.cpp).
//
// A present probe passes when a listed diagnosis holds the fragment (any "/" alternative) with
// status confirmed or provisional; an absent probe passes when no listed diagnosis holds it.

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "tests/unit/diagnosis_fragment.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::fragment_case;

// A checklist item's own value ("diabetes no.", "Epilepsy N;", "(-)" before it): the item's, only.
constexpr fragment_case checklist_cases[] = {
    {"Diabetes: yes, no complications.", "diabet", true},
    {"Diabetes yes; no retinopathy.", "diabet", true},
    {"Asthma - yes (since childhood), no admissions.", "asthma", true},
    {"Epilepsy: Y; no seizures this year.", "epilepsy", true},
    {"Hypertension Y, no. of drugs 3.", "hypertension", true},
    {"Seizures, no. of episodes: 4 this week.", "seizure", true},
    {"Migraine, no. of attacks this month 6.", "migraine", true},
    {"Diabetes (-) ; hypertension (+).", "hypertension", true},
    {"Diabetes (-) ; hypertension (+).", "diabet", false},
    {"Asthma (+), eczema (-).", "asthma", true},
    {"Asthma (+), eczema (-).", "eczema/dermatitis", false},
    {"Tuberculosis N; asthma Y.", "tuberculosis/tb", false},
    {"Tuberculosis N; asthma Y.", "asthma", true},
    {"Epilepsy no.", "epilepsy", false},
    {"Stroke: no. Diabetes: yes.", "diabet", true},
    {"Stroke: no. Diabetes: yes.", "stroke/infarct", false},
    {"Known diabetic, no. of hypos this month: two.", "diabet", true},
    {"COPD - No.", "copd/chronic obstructive", false},
    {"Hep B (-ve), HIV (-ve), diabetes since 2010.", "diabet", true},
};

// "Negative for:" and a label ending "set aside" deny their own list, not what follows it.
constexpr fragment_case list_label_cases[] = {
    {"Negative for malignancy; positive for H. pylori gastritis.", "gastritis", true},
    {"Biopsy: negative for malignancy. Chronic gastritis.", "gastritis", true},
    {"Negative for: tuberculosis, HIV.", "tuberculosis/tb", false},
    {"Negative for malignancy. Diagnosis: reflux oesophagitis.", "oesophagitis/esophagitis", true},
    {"Differentials set aside: pulmonary embolism, pneumothorax.", "embolism", false},
    {"Pneumonia; the alternatives (PE, pneumothorax) set aside.", "pneumonia", true},
    {"Set aside for now; working diagnosis cellulitis.", "cellulitis", true},
};

// "favoured" after a condition is a hedge; in other uses it is not.
constexpr fragment_case favoured_cases[] = {
    {"Migraine favoured over tension headache.", "migraine", true},
    {"Viral gastroenteritis favoured.", "gastroenteritis", true},
    {"Her favoured inhaler for asthma is the blue one.", "asthma", true},
    {"Favoured by her GP: amlodipine for hypertension.", "hypertension", true},
};

// Return-precaution headings, a label of copied text, a bracket after a kin word, a held-back reply.
constexpr fragment_case heading_cases[] = {
    {"Return precautions discussed; pneumonia on amoxicillin.", "pneumonia", true},
    {"Return precautions given for his asthma, which is worse this week.", "asthma", true},
    {"Copied to: Dr Rao (GP). Impression: community-acquired pneumonia.", "pneumonia", true},
    {"cc: GP. Today: acute gout of the right big toe.", "gout", true},
    {"Lives with her daughter (she is the main carer), asthma worse this week.", "asthma", true},
    {"Sister (diabetic) visits daily.", "diabet", false},
    {"Father (type 2 diabetes) and mother (hypertension).", "diabet", false},
    {"Accompanied by son (no concerns); she has COPD with an exacerbation.", "copd/chronic obstructive", true},
    {"[doctor] any diabetes?\n[patient] diabetes? yes, ten years now.", "diabet", true},
    {"[doctor] any asthma?\n[patient] let me think. no, never.", "asthma", false},
};

// rv35's comparisons, general modals, Hinglish times, suspicions, supplies, working diagnoses, calls.
constexpr fragment_case rereading_cases[] = {
    {"Pneumonia resolving as expected.", "pneumonia", true},
    {"Her asthma is controlled, as her mother's never was.", "asthma", true},
    {"Her asthma can get worse at night.", "asthma", true},
    {"His epilepsy can be triggered by missed sleep.", "epilepsy", true},
    {"Diabetes can lead to kidney disease.", "kidney", false},
    {"Uncontrolled hypertension can cause stroke, so we doubled amlodipine.", "stroke/infarct", false},
    {"She has migraine, which can last two days.", "migraine", true},
    {"Is baar bhi bukhar hai, teen din se.", "fever/bukhar", true},
    {"Is baar bhi asthma ka attack aaya.", "asthma", true},
    {"Is baar typhoid nahi hai.", "typhoid", false},
    {"Dengue ka shak tha, NS1 positive aaya.", "dengue", true},
    {"Malaria ka shak tha, smear negative.", "malaria", false},
    {"TB ka shak hai, sputum bheja.", "tuberculosis/tb", true},
    {"Dawai khatam ho gayi, sugar badh gayi hai.", "diabet/sugar", true},
    {"Khansi khatam ho gayi, ab theek hai.", "cough/khansi", false},
    {"We cannot exclude appendicitis, so surgical review.", "appendicitis", true},
    {"Appendicitis excluded on ultrasound.", "appendicitis", false},
    {"Treated as a UTI, urine culture awaited.", "urinary tract/uti", true},
    {"[phone] Mummy ko kal se khansi hai.", "cough/khansi", true},
    {"[phone] Sir kal aana hai kya? Mujhe bukhar hai.", "fever/bukhar", true},
};

// Written after the first score, as a second, sharper over-reach check (same sitting's shapes,
// new sentences), before the engine scored them.
constexpr fragment_case second_check_cases[] = {
    {"Asthma: no change, inhaler twice daily.", "asthma", true},
    {"Epilepsy: no seizures since March, on levetiracetam.", "epilepsy", true},
    {"Hypertension - not controlled.", "hypertension", true},
    {"Hypertension - no.", "hypertension", false},
    {"(-) weight loss; hypertension on amlodipine.", "hypertension", true},
    {"HIV negative for the third time; pneumonia on the right.", "pneumonia", true},
    {"Her mother (who also has asthma) came with her; she is wheezy with asthma today.", "asthma", true},
    {"Previous note copied; today new cellulitis of the left leg.", "cellulitis", true},
    {"Return precautions reviewed. Assessment: acute otitis media.", "otitis", true},
    {"Favoured diagnosis: migraine.", "migraine", true},
    {"Treated as an outpatient for pneumonia.", "pneumonia", true},
    {"Cannot exclude that her gout is flaring, colchicine started.", "gout", true},
    {"He can get gout after beer; his big toe is red today.", "gout", true},
    {"Dengue ka shak tha, ab confirm ho gaya.", "dengue", true},
    {"Inhaler khatam ho gaya, asthma bhi badh gaya.", "asthma", true},
};

// The NAME spans `phi::redact` finds in `text`, in order.
std::vector<std::string> names_in(const char* text) {
  std::vector<std::string> out;
  for (const auto& [kind, value] : cxs::test::phi_found(text)) {
    if (kind == "NAME") {
      out.push_back(value);
    }
  }
  return out;
}

struct name_case {
  const char* text;
  std::vector<std::string> names;
};

// phi23: form labels after a doctor's name, conjunctions as stop words, "X bhai ka", eponyms
// beside a repeated name, "X will collect", "X relapsed ... his", a name after "sir/mam/madam".
const std::vector<name_case>& name_cases() {
  static const std::vector<name_case> cases = {
      {"Seen by Dr. Kavita Menon Ward no. 7 today.", {"Kavita Menon"}},
      {"Reviewed by Dr. Suresh Pillai Bed no. 14, stable.", {"Suresh Pillai"}},
      {"Patient Ramesh Gupta because of chest pain came in.", {"Ramesh Gupta"}},
      {"Although Sunita Rao felt better, she came back.", {"Sunita Rao"}},
      {"She came since Monday with fever.", {}},
      {"Rohit bhai ka sugar badha hai.", {"Rohit"}},
      {"Meena didi ki report aayi.", {"Meena"}},
      {"Addison Joseph attended. Addison said the pain started on Monday.", {"Addison Joseph", "Addison"}},
      {"Addison Joseph attended, known Addison's disease on hydrocortisone.", {"Addison Joseph"}},
      {"Priya will collect the reports tomorrow.", {"Priya"}},
      {"Metformin will continue.", {}},
      {"Amlodipine will be increased.", {}},
      {"Insulin will bring her sugars down.", {}},
      {"Physio will collect her at ten.", {}},
      {"Transport will collect him at noon.", {}},
      {"Rajan relapsed after stopping his tablets.", {"Rajan"}},
      {"Lymphoma relapsed in his neck.", {}},
      {"Depression relapsed when his job ended.", {}},
      {"sir kal aana", {}},
      {"madam priya nahi aayi aaj", {"priya"}},
      {"sir bp 140/90 hai", {}},
      {"mam sugar high hai aaj", {}},
      {"sir bukhar kam hai", {}},
      // the second check
      {"Lata will bring her sugar chart.", {"Lata"}},
      {"Sanjay relapsed on alcohol; his wife called.", {"Sanjay"}},
      {"Hodgkin lymphoma relapsed in his chest.", {}},
      {"Mohan bhai ki tabiyat kharab hai.", {"Mohan"}},
      {"mam paracetamol de diya", {}},
      {"madam dressing ho gaya", {}},
  };
  return cases;
}

TEST(ReviewRv36, AChecklistValueDeniesOnlyItsOwnItem) {
  for (const auto& c : checklist_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv36, ListLabelsDenyOnlyTheirList) {
  for (const auto& c : list_label_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv36, FavouredHedgesOnlyAfterACondition) {
  for (const auto& c : favoured_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv36, HeadingsKinBracketsAndRepliesKeepThePatientsConditions) {
  for (const auto& c : heading_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv36, RereadingsKeepThePatientsConditions) {
  for (const auto& c : rereading_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv36, TheSecondCheckKeepsThePatientsConditions) {
  for (const auto& c : second_check_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv36, NamesAroundPhi23sCues) {
  for (const auto& c : name_cases()) {
    EXPECT_EQ(names_in(c.text), c.names) << c.text;
  }
}

TEST(ReviewRv36, ADrivingLicenceIsANationalIdOnlyWithItsNumber) {
  const auto licence = cxs::test::phi_found("Driving licence: KA0520190001234.");
  ASSERT_EQ(licence.size(), 1U);
  EXPECT_EQ(licence[0].first, "NATIONAL_ID");
  EXPECT_TRUE(cxs::test::phi_found("Driving licence suspended after the seizure.").empty());
}

}  // namespace
