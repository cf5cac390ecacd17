// Review rv28 (docs/accuracy.md, "Review rv28: over-reach of the class defaults"): fresh probe
// sentences written in one sitting, before the engine scored them, where the patient HAS a
// condition said in the very shapes this evening's class defaults read as general, foretold or
// over (context_defaults.cpp, context_defaults_generic.cpp, context_defaults_past.cpp), with about
// a third of true negatives of the same shapes (general advice, a policy's terms, a past episode
// closed) that a narrowed default must keep. Ward notes, clinic letters, transcribed dialogue and
// Indian English.
//
// A present probe passes when a listed diagnosis holds the fragment (any "/" alternative) with
// status confirmed or provisional; an absent probe passes when no listed diagnosis holds it.
// First score (before any rule change): 26 of 60 misread, 25 of the 41 present probes and 1 of the
// 19 negatives; 14 of the 25 by the class defaults themselves (attributed by turning each default
// off in a scratch build): the episode summary 3, the age after the mention 5, the completed
// repair 1, the general statement 3, the policy's terms 2; the modal default and "anyone" none.
// Every probe is asserted: the 20 of the 26 read since (rv28, rv29) with the others; the 6 still
// misread were taken out at the lead's merge (a probe not asserted tests nothing) and are listed
// in docs/accuracy.md ("Review rv29", Still weak).

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "tests/unit/diagnosis_fragment.hpp"

namespace {

using rv28_probe = cxs::test::fragment_case;

constexpr rv28_probe probes[] = {
    // ---- present, in the shape of a general statement (ctx32) ----
    {"Gout tends to flare after a big meal; on allopurinol.", "gout", true},
    {"Eczema tends to flare in winter, emollients and steroid cream as needed.", "eczema/dermatitis", true},
    {"Migraine tends to come with periods, sumatriptan helps.", "migraine", true},
    {"Asthma runs in the family and she has it too.", "asthma", true},
    {"Shingles spreads along one nerve, rash in the left T6 dermatome.", "shingles/zoster", true},
    {"[patient] my eczema tends to flare up when it's cold .", "eczema/dermatitis", true},
    {"[patient] asthma runs in our family , and i've had it since i was little .", "asthma", true},
    // ---- present, in the shape of a policy's terms or anyone (ctx32) ----
    {"Disability benefit claim supported for severe COPD.", "copd/obstructive", true},
    {"Insurance report completed for hypertension, on amlodipine.", "hypertension", true},
    // ---- present, governed by a modal, supposition or purpose (ctx30) ----
    {"She might be having a flare of her lupus.", "lupus", true},
    {"Her migraines could be from the pill.", "migraine", true},
    {"Metformin should be continued for type 2 diabetes.", "diabetes", true},
    {"May need cholecystectomy for gallstones.", "gallstone/cholelith/calcul", true},
    {"Should use the brown inhaler twice a day for asthma.", "asthma", true},
    {"Needs to keep taking allopurinol so that gout attacks stay away.", "gout", true},
    {"[doctor] your gout could be from the water tablet , so we'll switch it .", "gout", true},
    {"[doctor] it might be a flare of the crohn's , so let's check a calprotectin .", "crohn", true},
    {"Will need lifelong anticoagulation for atrial fibrillation.", "atrial fibrillation", true},
    // ---- present, an episode summed up and closed (ctx30) ----
    {"Crohn's disease on adalimumab, no flares since.", "crohn", true},
    {"Epilepsy, on sodium valproate, no seizures since.", "epilep", true},
    {"Hypothyroidism on levothyroxine, TSH back to normal.", "hypothyroid", true},
    {"Depression, back to work part time, on sertraline.", "depress", true},
    {"[patient] the back pain settled for a bit but it's come back .", "back pain", true},
    // ---- present, an age or school year after the mention (ctx31) ----
    {"He has had diabetes since he was 30.", "diabetes", true},
    {"Type 1 diabetes at 12, on an insulin pump.", "diabetes", true},
    {"Epilepsy at 15, on levetiracetam, last seizure in May.", "epilep", true},
    {"Rheumatoid arthritis at 40 with swollen MCP joints.", "rheumatoid", true},
    {"Asthma in class 4, uses inhaler daily.", "asthma", true},
    {"K/c/o bronchial asthma since childhood, on inhalers.", "asthma", true},
    {"Pt is k/c/o hypothyroidism at 30 years, on thyronorm 50.", "hypothyroid", true},
    {"DM at 45 years, on metformin 500 BD.", "diabetes", true},
    // ---- present, a completed repair, removal or cure (ctx31) ----
    {"Hernia repaired in 2019, now recurred.", "hernia", true},
    {"Basal cell carcinoma excised from the nose, margins involved, for re-excision.", "carcinoma/bcc", true},
    {"Uterine prolapse repaired in 2020 but symptoms have come back.", "prolapse", true},
    {"Venous leg ulcer healed over the summer, reopened last month.", "ulcer", true},
    // ---- true negatives of the same shapes ----
    {"Gout tends to strike the big toe first.", "gout", false},
    {"Shingles is caused by the same virus as chickenpox.", "shingles/zoster/chickenpox/varicella", false},
    {"Migraine runs in families.", "migraine", false},
    {"Anyone with chest pain should call 999.", "chest pain", false},
    {"Any child with a fever and a rash needs to be seen the same day.", "fever/rash", false},
    {"The policy pays out on diagnosis of cancer.", "cancer/malignan", false},
    {"Travel insurance will not cover malaria if prophylaxis is not taken.", "malaria", false},
    {"Steroids may cause diabetes if taken long term.", "diabetes", false},
    {"If a rash appears, stop the tablets.", "rash", false},
    {"Could lead to kidney failure if untreated.", "kidney/renal", false},
    {"[doctor] if you get any chest pain , call an ambulance .", "chest pain", false},
    {"Chickenpox at 6, no problems since.", "chickenpox/varicella", false},
    {"Typhoid in class 6.", "typhoid", false},
    {"Kidney stone at 25, passed spontaneously.", "stone/calcul", false},
    {"Hernia repaired in 2019, no recurrence.", "hernia", false},
    {"Pneumonia in January, fully recovered.", "pneumonia", false},
    {"Cellulitis, resolved with oral antibiotics.", "cellulitis", false},
    {"H. pylori eradicated.", "pylori", false},
    {"Depression after her father died, fully recovered, off sertraline for two years.", "depress", false},
};

// Written with the fixes (not part of the one-sitting round): each fix's positives, and the
// counter-examples its narrowing must keep (an end said outright after a treatment, an age before
// a course of treatment that ended, a time or an occasion after "on", a general pattern of a
// condition, a policy's terms with nothing done for the patient).
constexpr rv28_probe fix_cases[] = {
    // a treatment the patient is on after the mention: managed now
    {"Ulcerative colitis on mesalazine, no flares since.", "colitis", true},
    {"Psoriasis, on methotrexate, back to work full time.", "psoriasis", true},
    {"Asthma at 6, on a brown inhaler.", "asthma", true},
    {"Hypertension at 38, on ramipril.", "hypertension", true},
    {"UTI on trimethoprim, resolved.", "urinary/uti", false},
    {"Sciatica in March, back to work in April.", "sciatica", false},
    {"Chlamydia at 19, treated with doxycycline.", "chlamydia", false},
    {"Febrile convulsion at 2, no seizures since.", "convulsion/seizure", false},
    {"Vertigo, on waking, no episodes since.", "vertigo", false},
    {"Delirium after surgery on day 3, settled, no further episodes.", "delirium", false},
    // a return of the condition after its past, not denied
    {"Pilonidal sinus excised in 2018, recurred this spring.", "pilonidal", true},
    {"Depression in 2016, relapsed after her divorce.", "depress", true},
    {"Pilonidal sinus excised in 2018, never recurred.", "pilonidal", false},
    {"Breast cancer in 2012, no relapse.", "breast", false},
    // a present verb of use, disease left after a removal
    {"Hay fever in class 9, takes cetirizine every spring.", "hay fever/rhinitis", true},
    {"Melanoma excised from the back, residual tumour at the margin.", "melanoma", true},
    {"Melanoma excised from the back in 2015, clear margins.", "melanoma", false},
    // how a condition comes and goes, against what it is like in general
    {"Eczema tends to come back every winter, using emollients.", "eczema/dermatitis", true},
    {"Eczema tends to affect the skin creases in children.", "eczema/dermatitis", false},
    // a form done for the patient, against a policy's terms
    {"Benefit form signed for multiple sclerosis.", "sclerosis", true},
    {"Benefit payable on diagnosis of stroke.", "stroke", false},
};

TEST(ReviewRv28, ConditionsThePatientHasSurviveTheClassDefaults) {
  for (const auto& p : probes) {
    cxs::test::expect_fragment_read(p);
  }
}

TEST(ReviewRv28, FixesKeepTheirCounterExamples) {
  for (const auto& p : fix_cases) {
    cxs::test::expect_fragment_read(p);
  }
}

}  // namespace
