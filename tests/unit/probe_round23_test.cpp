// Probe round 23 (branch rv26): fresh probe sentences by a new writer, mostly diagnoses and their
// context (present, negated, uncertain, historical, family, hypothetical) across specialties
// (ENT, obstetrics, urology, dermatology, psychiatry, neurology, paediatrics, hand surgery,
// haematology, rheumatology, geriatrics) in note, dictation, dialogue and Hinglish registers,
// with a few medicine, allergy, vitals and name lines; written in one sitting before the engine
// scored them (docs/accuracy.md, "Review rv26"). The expectations' short forms are those of
// tests/unit/probe_lines.hpp.

#include <gtest/gtest.h>

#include "tests/unit/probe_lines.hpp"

namespace {

using cxs::test::probe_lines::passes;
using cxs::test::probe_lines::probe;

constexpr probe probes[] = {
    // present
    {"dx", "Otitis externa right ear, started on ciprofloxacin drops.", "otitis externa|confirmed"},
    {"dx", "Gestational diabetes diagnosed at 28 weeks, diet controlled.", "gestational diabetes|confirmed"},
    {"dx", "[doctor] the scan shows a small stone in your left kidney , about four millimetres .", "calcul/stone|confirmed"},
    {"dx", "Known case of COPD on inhalers, currently stable.", "obstructive/copd|confirmed"},
    {"dx", "Plaque psoriasis on both elbows and the scalp.", "psoriasis|confirmed"},
    {"dx", "Postnatal depression, EPDS 18, referred to perinatal mental health.", "depress|confirmed"},
    {"dx", "[patient] my ankles have been really swollen this week .", "oedema/edema/swell|confirmed"},
    {"dx", "Benign prostatic hyperplasia, on tamsulosin.", "prostat|confirmed"},
    {"dx", "Bell's palsy on the left, onset this morning, started prednisolone.", "bell|confirmed"},
    {"dx", "Baby with bronchiolitis, feeding half her usual amount.", "bronchiolitis|confirmed"},
    {"dx", "Trigger finger of the right ring finger, steroid injection given.", "trigger finger|confirmed"},
    {"dx", "Iron deficiency anaemia secondary to menorrhagia.", "anaem/anem|confirmed; menorrhagia/heavy|confirmed"},
    {"dx", "Pt c/o burning micturition since 2 days.", "dysuria/micturition|confirmed"},
    {"dx", "Tinnitus in both ears, worse at night, audiogram booked.", "tinnitus|confirmed"},
    {"dx", "Generalised anxiety disorder, started sertraline.", "anxiety|confirmed"},
    {"dx", "Ingrown toenail left big toe, recurrent.", "ingrow|confirmed"},
    {"dx", "Pressure ulcer grade 2 on the sacrum.", "pressure|confirmed"},
    {"dx", "Rheumatoid arthritis flare; increase methotrexate.", "rheumatoid|confirmed"},
    {"dx", "Mild cognitive impairment, MoCA 23.", "cognitive|confirmed"},
    {"dx", "[doctor] okay , so this is a urine infection , i'll send some antibiotics to the pharmacy .", "urinary tract infection/urine infection|confirmed"},
    // negated
    {"dx", "No signs of cellulitis around the wound.", "-"},
    {"dx", "Denies any suicidal thoughts or self-harm.", "-"},
    {"dx", "Fundoscopy: no papilloedema.", "-"},
    {"dx", "[doctor] any blood in your stools ? [patient] nope , never .", "-"},
    {"dx", "Chest x-ray clear, no consolidation or effusion.", "-"},
    {"dx", "Abdomen soft, non-tender, no hepatomegaly.", "-"},
    {"dx", "Koi bukhar nahi, khansi bhi nahi hai.", "-"},
    // uncertain
    {"dx", "Possible scaphoid fracture, immobilised in a splint, repeat x-ray in 10 days.", "scaphoid|provisional"},
    {"dx", "Differential includes viral meningitis versus migraine.", "meningitis|provisional; migraine|provisional"},
    {"dx", "[doctor] i suspect this is your thyroid , probably an overactive thyroid .", "hyperthyroid/thyrotox|provisional"},
    {"dx", "?early appendicitis - surgical review.", "appendicitis|provisional"},
    {"dx", "Could this be coeliac disease? Sending tTG.", "coeliac/celiac|provisional"},
    {"dx", "Query early Parkinson's disease, refer neurology.", "parkinson|provisional"},
    // historical
    {"dx", "Had chickenpox as a child.", "-"},
    {"dx", "Treated for H. pylori three years ago, no symptoms since.", "-"},
    {"dx", "Previous DVT in 2018 after a long flight, completed six months of anticoagulation.", "-"},
    {"dx", "[patient] i had shingles last year but it cleared up .", "-"},
    // family
    {"dx", "Brother has ulcerative colitis.", "-"},
    {"dx", "FHx: mother breast cancer at 45, father bowel cancer.", "-"},
    {"dx", "Her grandmother died of a stroke.", "-"},
    {"dx", "[patient] my dad's side all have high blood pressure .", "-"},
    {"dx", "Papa ko sugar hai, mujhe nahi.", "-"},
    // hypothetical and advice
    {"dx", "If she develops a fever or stops drinking, bring her back.", "-"},
    {"dx", "Warned about the risk of osteoporosis with long-term steroids.", "-"},
    {"dx", "[doctor] to prevent a blood clot , you'll have injections while you're in hospital .", "-"},
    {"dx", "Come back if you notice any jaundice or dark urine.", "-"},
    {"dx", "Screening for gestational diabetes at 26 weeks.", "-"},
    // medicines, allergies, vitals, names
    {"med", "Continue levothyroxine 75 mcg once daily.", "levothyroxine 75 mcg OD"},
    {"med", "Stopped naproxen because of indigestion.", "-"},
    {"med", "Started sertraline 50 mg once daily.", "sertraline 50 mg OD"},
    {"med", "Prednisolone 40 mg once daily for five days.", "prednisolone 40 mg OD"},
    {"all", "Allergic to codeine - vomiting.", "codeine>vomit"},
    {"vit", "Pulse 96 regular, BP 118/76, SpO2 99%.", "hr=96 bp=118/76 spo2=99"},
    {"phi", "Seen with her husband, Mr Arjun Mehta.", "NAME=Arjun Mehta"},
};

TEST(ProbeRound23, FreshLinesReadAsExpected) {
  for (const auto& p : probes) {
    std::string got;
    EXPECT_TRUE(passes(p, got)) << p.kind << ": " << p.text << "\n  expected: " << p.expected
                                << "\n  got: " << (got.empty() ? "-" : got);
  }
}

}  // namespace
