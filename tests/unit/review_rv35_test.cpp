// Review rv35 (docs/accuracy.md, "Review rv35"): the misreadings reviews rv33 and rv34 and round
// 37 left open, probed by class with fresh sentences of the same shape, each beside counter-examples
// where the opposite reading is right (context_rereadings_compared.cpp, context_caller_tag.cpp,
// rv33's bracket reading in context_rereadings.cpp, terminology rows and guards).
//
// Left open, listed in the doc and not asserted here: "PE high on the
// list" ("PE" is the examination's heading unless a word around it names a diagnosis), "Eczema can
// flare in winter, uses emollients daily." and "Psoriasis can flare in pregnancy, but hers never
// has." (older readings of a general modal line), "inflammatory bowel disease" (no terminology row),
// "[phone] Beta ko teen din se bukhar hai." ("beta ko" is a phrase trigger of the son's, which the
// call's kin word does not reach).
//
// A present probe passes when a listed diagnosis holds the fragment (any "/" alternative) with
// status confirmed or provisional; an absent probe passes when no listed diagnosis holds it.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "tests/unit/diagnosis_fragment.hpp"

namespace {

using cxs::test::fragment_case;

// A general statement about a condition (a modal, an occurrence), with and without a later clause about the patient.
constexpr fragment_case general_cases[] = {
    {"One gout attack can follow another within a few weeks.", "gout", false},
    {"A cold can turn into pneumonia in the very old.", "pneumonia", false},
    {"Shingles can come back years after the first episode.", "zoster/shingles", false},
    {"Cellulitis can recur in a leg that stays swollen.", "cellulitis", false},
    {"Gallstones can lead to pancreatitis.", "pancreatitis", false},
    {"Pneumonia may follow flu in older people, so have the jab.", "pneumonia", false},
    {"Asthma can start in adult life.", "asthma", false},
    {"His gout can flare after a heavy night; the left toe is hot today.", "gout", true},
    {"Her asthma can get worse with cold air, wheezy this morning.", "asthma", true},
    {"Known gout: one attack can follow another, and this one started on Sunday.", "gout", true},
    {"Migraine since her teens, which can last two days at a time.", "migraine", true},
    {"Eczema on both hands can crack in winter, and it has this week.", "eczema/dermatitis", true},
    {"One gout attack can follow another, and his left ankle is hot and swollen today.", "gout", false},
    {"A cold can turn into pneumonia, and her chest is clear today.", "pneumonia", false},
    {"Shingles can come back, and she has a new rash on her back today.", "zoster/shingles", false},
    {"Cellulitis can recur in a swollen leg, and his shin is red today.", "cellulitis", false},
    {"Flu can lead on to pneumonia, and he is coughing today.", "pneumonia", false},
    {"His gout attacks can follow one another, and his left ankle is hot and swollen today.", "gout", true},
    {"Gout again: one attack can follow another, and his left ankle is hot and swollen today.", "gout", true},
    {"Cellulitis of the left shin, which can recur, red and hot today.", "cellulitis", true},
    {"Gout can run in families, and his ankle is sore today.", "gout", false},
    {"Migraine can be triggered by cheese, and she has a headache today.", "migraine", false},
    {"Gout in his left ankle, hot and swollen today.", "gout", true},
    {"An attack of gout can follow a big meal.", "gout", false},
    {"Asthma may start after a chest infection, and he has a cough today.", "asthma", false},
    {"Asthma can be bad at night, and she uses her inhaler twice.", "asthma", true},
    {"Asthma can be brought on by cold air, and his has been worse this week.", "asthma", true},
    {"Meningitis can follow an ear infection, and her ear is sore today.", "meningitis", false},
    // the general statement's own subject, which main listed
    {"A cold can turn into pneumonia, and her chest is clear today.", "cold", false},
    {"Flu can lead on to pneumonia, and he is coughing today.", "influenza", false},
    {"Migraine can be triggered by cheese, and she has a headache today.", "headache", true},
    {"Thyroid ka test normal aaya.", "thyroid", false},
    // checked after the review's probes: a possessive pronoun standing alone takes the condition up
    {"Hypertension can be hard to control, and his needs three drugs.", "hypertension", true},
};

// A comparison with the patient's own case or with a relative's.
constexpr fragment_case compared_cases[] = {
    {"A woman with psoriasis may find it flares in pregnancy, as hers has this month.", "psoriasis", true},
    {"Eczema in babies can crack and weep, as hers is doing now.", "eczema/dermatitis", true},
    {"Migraines can come with an aura, as his did on Monday.", "migraine", true},
    {"Gout often starts in the big toe, as his has this week.", "gout", true},
    {"Psoriasis can flare in pregnancy, as her sister's did.", "psoriasis", false},
    {"Asthma can worsen in autumn, as his brother's does.", "asthma", false},
    {"Gout can follow a heavy meal, as his father's used to.", "gout", false},
    {"Eczema can flare in winter, as her mother's does.", "eczema/dermatitis", false},
    {"Tell us if anyone at home gets shingles, as he is on chemotherapy.", "zoster/shingles", false},
    {"Psoriasis can flare in pregnancy, as hers did last spring.", "psoriasis", true},
    {"Rheumatoid arthritis often affects both hands, as hers does.", "rheumatoid/arthritis", true},
    {"Epilepsy may run in families, as his uncle's did.", "epilepsy", false},
    // a group of people, then a comparison with the patient's case (the diagnosis layer's
    // generic-people clause, diagnosis_own_reading.cpp) or with a relative's; a reason is no
    // comparison
    {"People with asthma often get worse in autumn, as he does every year.", "asthma", true},
    {"People with asthma often get worse in autumn, as his has.", "asthma", true},
    {"People with migraine often get an aura first, as she did on Monday.", "migraine", true},
    {"People with migraine often get an aura first, as her sister did.", "migraine", false},
    {"People with asthma often get worse in autumn.", "asthma", false},
    {"People with diabetes get heart disease more often, as their vessels age faster.", "diabet", false},
    {"Gout often flares after a party, as his did on Saturday.", "gout", true},
    {"Gout often flares after a party, as his brother's did at Christmas.", "gout", false},
    {"Ask the nursery to tell you about chickenpox cases, as she is on steroids.", "chickenpox/varicella", false},
    {"Keep him away from anyone with measles, as he has had no vaccine.", "measles", false},
    // checked after the review's probes: no general clause before the comparison
    {"He has asthma, as his mother does.", "asthma", true},
    {"Asthma, as his father has.", "asthma", true},
    {"Her eczema is managed as her GP suggested.", "eczema/dermatitis", true},
};

// A bracketed normal result: excluded only by a test that can exclude the lesion.
constexpr fragment_case bracket_cases[] = {
    {"Osteomyelitis (X-ray normal), discharged.", "osteomyelitis", true},
    {"Query scaphoid fracture (X-ray normal), discharged in a splint.", "fracture", true},
    {"Wrist fracture (X-ray normal), sent home.", "fracture", false},
    {"Subarachnoid haemorrhage (CT head normal), headache settled.", "haemorrhage/hemorrhage/bleed", false},
    {"DVT (Doppler normal), discharged.", "deep vein/dvt/thrombosis", false},
    {"Gallstones (ultrasound normal), discharged.", "gallstone/cholelithiasis", false},
    {"Pneumothorax (chest X-ray normal), home.", "pneumothorax", false},
    {"Osteomyelitis of the big toe (X-ray normal), for an MRI.", "osteomyelitis", true},
    {"Appendicitis (X-ray normal).", "appendicitis", true},
    {"Septic arthritis of the knee (X-ray normal).", "septic arthritis/arthritis", true},
    {"Stroke (CT normal), for MRI.", "stroke/infarct", true},
    {"Pulmonary embolism (X-ray normal).", "pulmonary embolism/embolism", true},
    {"Cholecystitis (X-ray normal).", "cholecystitis", true},
    {"Pneumonia (chest X-ray normal), on amoxicillin.", "pneumonia", true},
    {"Pneumothorax (chest X-ray normal), discharged.", "pneumothorax", false},
    {"Intracranial bleed (CT normal), discharged.", "haemorrhage/hemorrhage/bleed", false},
    {"Posterior circulation stroke (CT head normal), MRI tomorrow.", "stroke/infarct", true},
    {"Encephalitis (MRI normal), discharged.", "encephalitis", false},
};

// A call's tag that names no caller, before a kin word as the Hindi experiencer.
constexpr fragment_case call_cases[] = {
    {"[phone] Mummy ko sugar hai, kal se bahut badh gayi hai.", "diabet/sugar", true},
    {"[phone] Papa ko asthma hai, raat se saans phool rahi hai.", "asthma", true},
    {"[phone] Maa ko teen din se bukhar hai.", "fever/bukhar", true},
    {"[call] Nani ko BP hai, aaj 180 aaya.", "hypertension/blood pressure/bp", true},
    {"[phone call] Mummy ko kal raat se tez bukhar hai.", "fever/bukhar", true},
    {"[phone] Mujhe khansi hai, mummy ko bhi sugar hai.", "diabet/sugar", false},
    {"[phone] Mera bukhar hai, papa ko asthma hai.", "asthma", false},
    {"[phone] Mujhe khansi hai, mummy ko bhi sugar hai.", "cough/khansi", true},
    {"[phone] Nani ji ko sugar hai, aaj 300 aayi.", "diabet/sugar", true},
    {"[phone] Mera BP high hai, nani ko sugar hai.", "diabet/sugar", false},
    {"[doctor] koi bimari family mein?\\n[patient] papa ko asthma hai.", "asthma", false},
    // checked after the review's probes: a child as the Hindi experiencer; the caller speaking of
    // themselves after "bhi"
    {"[phone] Bitiya ko teen din se bukhar hai.", "fever/bukhar", true},
    {"[phone] Mummy ko bhi bukhar tha, mujhe ab khansi hai.", "fever/bukhar", false},
};

// Hinglish visit times, a Hindi suspicion set aside by a result, a supply that ran out.
constexpr fragment_case hindi_cases[] = {
    {"Pichli baar typhoid hua tha, is baar sirf khansi hai.", "typhoid", false},
    {"Pichli baar typhoid hua tha, is baar sirf khansi hai.", "cough/khansi", true},
    {"Is baar bhi typhoid hai, Widal positive aaya.", "typhoid", true},
    {"Pehle TB hua tha, ab theek hai.", "tuberculosis/tb", false},
    {"Abhi bhi asthma ki dikkat hai.", "asthma", true},
    {"Kal se bukhar hai.", "fever/bukhar", true},
    {"Parson se dast lag rahe hain.", "diarrh/dast", true},
    {"Pichli baar bhi migraine tha, is baar bhi wahi dard hai.", "migraine", true},
    {"Pehle jaundice hua tha, bachpan mein.", "jaundice/hepatitis", false},
    {"Kal raat se ulti ho rahi hai.", "vomit/ulti", true},
    {"Pichli baar malaria hua tha, theek ho gaya.", "malaria", false},
    {"Pichli baar theek ho gaya tha, is baar phir malaria aaya hai.", "malaria", true},
    {"Abhi dengue hai, platelets 60 hazar.", "dengue", true},
    {"Parson dengue tha, ab report normal hai.", "dengue", false},
    {"Thakaan rehti hai, thyroid ka shak hai.", "thyroid", true},
    {"Bukhar hai, typhoid ka shak hai, Widal bheja.", "typhoid", true},
    {"Typhoid ka shak tha, report negative aayi.", "typhoid", false},
    {"Typhoid ka shak tha, Widal bheja hai.", "typhoid", true},
    {"Pichli baar migraine tha, is baar nahi hai.", "migraine", false},
    {"Pichli baar typhoid tha, phir se nahi hua.", "typhoid", false},
    {"Pichli baar typhoid tha, phir se ho gaya.", "typhoid", true},
    {"Mujhe TB thi, dawai khatam ho gayi, ab theek hoon.", "tuberculosis/tb", false},
    {"Mujhe asthma tha, ab khatam ho gaya.", "asthma", false},
    {"Mujhe asthma hai, inhaler khatam ho gaya.", "asthma", true},
    {"BP hai, goli khatam ho gayi do din pehle.", "hypertension/blood pressure/bp", true},
    {"Typhoid hua tha, course poora hua, bukhar khatam ho gaya.", "typhoid", false},
    {"Vazan badh raha hai, thakaan rehti hai — thyroid ka shak hai, TSH test likh diya.", "thyroid", true},
};

// Working diagnoses: "cannot exclude", "treated as", a label marked provisional, names found.
constexpr fragment_case working_cases[] = {
    {"Cannot exclude giant cell arteritis, so prednisolone started today.", "giant cell arteritis/arteritis", true},
    {"PE cannot be excluded; treating with apixaban until the CTPA.", "pulmonary embolism/embolism", true},
    {"PE excluded on CTPA, apixaban stopped.", "pulmonary embolism/embolism", false},
    {"Cannot rule out meningitis, ceftriaxone given.", "meningitis", true},
    {"Meningitis ruled out, antibiotics stopped.", "meningitis", false},
    {"Provisional dx — sepsis, source unclear.", "sepsis", true},
    {"Provisional diagnosis: ulcerative colitis, scope next week.", "colitis", true},
    {"Treated as anaphylaxis with IM adrenaline.", "anaphylaxis", true},
    {"Treated as acute asthma with nebulisers.", "asthma", true},
    {"Day 6 on the ward, new fever and purulent sputum: ?HAP.", "pneumonia", true},
    {"?CAP, started amoxicillin.", "pneumonia", true},
    {"If we cannot exclude appendicitis, she will go to theatre.", "appendicitis", false},
    {"Treated as pneumonia, confirmed on the chest X-ray.", "pneumonia", true},
    {"Enteric fever (typhoid), culture positive.", "typhoid", true},
    {"Sudden interscapular pain, unequal arm pressures: concern for aortic dissection, CT angiogram booked.",
     "aortic dissection", true},
    {"Concern for aortic dissection, CT now.", "aortic dissection", true},
    {"Scalp tenderness and jaw ache, CRP 90: cannot exclude giant cell arteritis, prednisolone 40 mg started, temporal artery biopsy on Friday.",
     "giant cell arteritis/arteritis", true},
    {"Cannot exclude giant cell arteritis — started prednisolone today.", "giant cell arteritis/arteritis", true},
    {"Diagnosis at discharge (provisional): myocarditis after a flu-like illness.", "myocarditis", true},
    {"Tongue swelling after a wasp sting, treated as anaphylaxis with adrenaline and observed overnight.",
     "anaphylaxis", true},
    {"Ten days of fever and a coated tongue, probable enteric fever (typhoid), on cefixime.", "typhoid/enteric", true},
    {"Post-op day 5, new crackles at the right base. Impression: ?HAP, piperacillin started.", "pneumonia", true},
};

// Every diagnosis listed for `text`, as "[name|status]".
std::string listed(std::string_view text) {
  std::string got;
  bool kept = false;
  cxs::test::lists_fragment(text, "", got, kept);
  return got;
}

TEST(ReviewRv35, GeneralStatementsAboutAConditionAreNobodysOwn) {
  for (const auto& c : general_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv35, AComparisonTakesUpTheCaseItNames) {
  for (const auto& c : compared_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv35, ABracketedNormalResultExcludesOnlyWhatItsTestCan) {
  for (const auto& c : bracket_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv35, ACallTagNamingNoCallerCallsAboutTheKinNamedFirst) {
  for (const auto& c : call_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv35, HinglishVisitTimesSuspicionsAndSupplies) {
  for (const auto& c : hindi_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv35, WorkingDiagnosesAreListedProvisional) {
  for (const auto& c : working_cases) {
    cxs::test::expect_fragment_read(c);
  }
}

TEST(ReviewRv35, WorkingDiagnosesCarryTheProvisionalStatus) {
  EXPECT_NE(listed("Cannot exclude giant cell arteritis, biopsy next week.").find("[Giant cell arteritis|provisional]"),
            std::string::npos);
  EXPECT_NE(listed("Treated as anaphylaxis with IM adrenaline.").find("[Anaphylaxis|provisional]"), std::string::npos);
  EXPECT_NE(listed("Discharge diagnosis (provisional): viral myocarditis.").find("|provisional]"), std::string::npos);
  EXPECT_NE(listed("Likely enteric fever (typhoid), started azithromycin.").find("[Typhoid fever|provisional]"),
            std::string::npos);
  EXPECT_NE(listed("Typhoid ka shak tha, Widal bheja hai.").find("[Typhoid fever|provisional]"), std::string::npos);
  // Counter-examples: a result confirms what was treated; a bracketed alias after a plain name.
  EXPECT_NE(listed("Treated as pneumonia, confirmed on the chest X-ray.").find("[Pneumonia|confirmed]"),
            std::string::npos);
  EXPECT_NE(listed("Enteric fever (typhoid), culture positive.").find("[Typhoid fever|confirmed]"), std::string::npos);
}

}  // namespace
