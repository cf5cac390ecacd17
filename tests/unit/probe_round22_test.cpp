// Probe round 22 (branch rv24): fresh probe sentences of the kinds the review fixed (names with
// their own commas, "cold" as a temperature, renamings in apposition, the plan's topic, present
// conditions that needed terminology rows), in dictation, dialogue and note registers, written
// in one sitting after the review's fixes and scored once before any further change
// (docs/accuracy.md, "Review rv24"). The expectations' short forms are those of
// tests/unit/probe_lines.hpp.

#include <gtest/gtest.h>

#include "tests/unit/probe_lines.hpp"

namespace {

using cxs::test::probe_lines::passes;
using cxs::test::probe_lines::probe;

constexpr probe probes[] = {
    // 36 lines written; 22 passed on the first score. Five of the fourteen misses were fixed at
    // their cause and stay here (cold after "it's" and before "sensitivity", "snotty nose", an
    // apposition with a qualifier, "my throat is scratchy" - its expectation widened to the row's
    // name "Pain in throat"); a sixth ("lost his sense of smell") was fixed but its line also lists
    // the past covid, so it is left out with the eight still missed (docs/accuracy.md, "Review rv24").
    // names written with their own commas, and lists that must stay lists
    {"dx", "Dx: hand, foot and mouth disease - supportive care, fluids.", "hand, foot and mouth|confirmed"},
    {"dx", "Headache, nausea and photophobia since this morning.",
     "headache|confirmed; nausea|confirmed; photophobia|confirmed"},
    {"dx", "Vomiting, diarrhoea and abdominal cramps after the buffet.",
     "vomiting|confirmed; diarrh|confirmed; abdominal|confirmed"},
    // cold as a temperature, and the infection
    {"dx", "Her knees ache more when it's cold and damp.", "knee/joint|confirmed"},
    {"dx", "He works outside in the cold all day on the building site.", "-"},
    {"dx", "Cold sensitivity of the teeth after the filling.", "-"},
    {"dx", "Snotty nose and a mild cough, a simple cold, no antibiotics needed.",
     "rhinorrh|confirmed; cough|confirmed; common cold|confirmed"},
    {"dx", "[patient] i think i'm coming down with a cold , my throat is scratchy .",
     "common cold|provisional; throat|confirmed"},
    {"dx", "Keep her warm and avoid the cold wind.", "-"},
    // renamings in apposition and siblings added
    {"dx", "[doctor] this is otitis media , a middle ear infection , so we'll start amoxicillin .", "otitis media|confirmed"},
    {"dx", "[doctor] it's bronchiolitis , a chest infection babies get from a virus , so fluids and watch her breathing .",
     "bronchiolitis|confirmed"},
    {"dx", "Impression: acute bronchitis, a viral chest infection. Supportive care.", "bronchitis|confirmed"},
    // the plan's topic and indirect questions
    {"dx",
     "[doctor] your sugars have been steady . [doctor] so for your type 2 diabetes , we'll keep the metformin the "
     "same . [patient] my husband was asking if i need insulin . [doctor] not at the moment , your a1c is seven , "
     "which is good , and we'll recheck it in three months with your kidney tests and see you again after that .",
     "type 2 diabetes|confirmed"},
    {"dx", "[doctor] now for your knee osteoarthritis , keep up the exercises and use the gel .",
     "osteoarthritis|confirmed"},
    {"dx", "[doctor] we'll refill the inhaler for your asthma .", "asthma|confirmed"},
    // present conditions with new rows, and their negations
    {"dx", "No dysarthria, no dysphasia, power 5/5 throughout.", "-"},
    {"dx", "Multiple falls over the last six months; uses a stick.", "falls|confirmed"},
    {"dx", "Unsteady gait, wide-based, Romberg positive.", "gait|confirmed"},
    {"dx", "Recurrent ankle sprains with ankle instability, for physio.", "sprain|confirmed; instability|confirmed"},
    {"dx", "Shoulder instability after two dislocations playing rugby.", "instability|confirmed"},
    {"dx", "Frailty score 6, lives with daughter.", "frailty|confirmed"},
    {"dx", "Proximal muscle weakness, CK pending.", "muscle weakness|confirmed"},
    {"dx", "Right ptosis and a dilated pupil: urgent CT angiogram.", "ptosis|confirmed"},
    {"dx", "Known hypermobility syndrome, frequent subluxations.", "hypermobility|confirmed"},
    {"dx", "Phantom limb pain after below-knee amputation, on gabapentin.", "phantom|confirmed"},
    {"dx", "Dad had a brain abscess as a child.", "-"},
    {"dx", "Oliguria overnight, creatinine rising.", "oliguria|confirmed"},
};

TEST(ProbeRound22, FreshLinesReadAsExpected) {
  for (const auto& p : probes) {
    std::string got;
    EXPECT_TRUE(passes(p, got)) << p.kind << ": " << p.text << "\n  expected: " << p.expected
                                << "\n  got: " << (got.empty() ? "-" : got);
  }
}

}  // namespace
