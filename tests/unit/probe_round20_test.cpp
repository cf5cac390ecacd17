// Probe round 20 (branch rv21): forty fresh probe sentences across the engine (diagnoses,
// negation and context, medications, vitals, allergies, PHI), written in one sitting after the
// review's fixes and scored once, before any change (docs/accuracy.md, "Review rv21"). Committed:
// the lines that passed on that first score; none was tuned on. The expectations' short forms are
// those of tests/unit/probe_lines.hpp.

#include <gtest/gtest.h>

#include "tests/unit/probe_lines.hpp"

namespace {

using cxs::test::probe_lines::passes;
using cxs::test::probe_lines::probe;

constexpr probe probes[] = {
    // 40 lines written; 36 passed on the first score (the four others: docs/accuracy.md, "Review rv21")
    {"dx", "Presented with cellulitis of the right forearm, spreading despite oral flucloxacillin.", "cellulitis|confirmed"},
    {"dx", "Impression: likely viral gastroenteritis.", "gastroenteritis|provisional"},
    {"dx", "No history of stroke or TIA.", "-"},
    {"dx", "Grandmother had glaucoma.", "-"},
    {"dx", "Known epileptic, last fit two years ago.", "epilep|confirmed"},
    {"dx", "Heartburn most nights, worse after spicy food.", "heartburn/reflux/dyspepsia|confirmed"},
    {"dx", "Shingles excluded clinically, likely contact dermatitis.", "dermatitis|provisional"},
    {"dx", "Advised to return if he develops chest pain.", "-"},
    {"dx", "CT head: no bleed.", "-"},
    {"dx", "Ear discharge for 5 days, left otitis externa.", "otitis externa|confirmed; ear discharge/otorrh|confirmed"},
    {"dx", "The cough seems to fit with post-nasal drip.", "cough|confirmed; post-nasal drip/postnasal|provisional"},
    {"dx", "Sciatica down the left leg, worse on sitting.", "sciatica|confirmed"},
    {"dx", "She is 20 weeks pregnant with her second baby.", "pregnan|confirmed"},
    {"dx", "Urine dip positive for nitrites; treating as UTI.", "urinary tract infection|confirmed"},
    {"dx", "Thrush in the mouth after the steroid inhaler.", "candid/thrush|confirmed"},
    {"dx", "Her son was recently diagnosed with scarlet fever.", "-"},
    {"dx", "Palpitations on and off, ECG normal sinus rhythm.", "palpitation|confirmed"},
    {"med", "Co-amoxiclav 625 mg three times a day for a week.", "amoxicillin 625 mg TDS"},
    {"med", "Metformin held because of the contrast scan.", "-"},
    {"med", "Sertraline increased to 100 mg once daily.", "sertraline 100 mg OD"},
    {"med", "Give one stat dose of IM ceftriaxone 1 g.", "ceftriaxone 1 g STAT"},
    {"med", "Atorvastatin 40 mg at night.", "atorvastatin 40 mg"},
    {"vit", "Pulse 96, regular; BP 126/78.", "hr=96 bp=126/78"},
    {"vit", "Home readings around 150/95; clinic BP 138/84.", "bp=138/84"},
    {"vit", "Temp 37.9, rechecked 38.4 an hour later.", "temp=38.4"},
    {"vit", "SpO2 94% on room air, RR 24.", "spo2=94 rr=24"},
    {"vit", "Weight has gone from 92 kg to 88 kg since January.", "wt=88"},
    {"vit", "Keep the blood pressure under 140/90.", "-"},
    {"all", "Allergies: codeine - vomiting.", "codeine>vomit"},
    {"all", "Sulfa drugs cause a rash.", "sulf>rash"},
    {"all", "Allergic to shellfish since childhood.", "shellfish"},
    {"all", "Strawberry allergy as a toddler, now outgrown.", "-"},
    {"phi", "Seen with granddaughter Priya.", "NAME=Priya"},
    {"phi", "Discussed with Dr Anand Rao from cardiology.", "NAME=Anand Rao"},
    {"phi", "Contact number 91234 56789.", "PHONE=91234 56789"},
    {"phi", "Informed Social Work Team.", "-"},
};

TEST(ProbeRound20, FreshLinesReadAsExpected) {
  for (const auto& p : probes) {
    std::string got;
    EXPECT_TRUE(passes(p, got)) << p.kind << ": " << p.text << "\n  expected: " << p.expected
                                << "\n  got: " << (got.empty() ? "-" : got);
  }
}

}  // namespace
