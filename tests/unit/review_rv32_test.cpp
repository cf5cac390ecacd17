// Review rv32 (docs/accuracy.md, "Review rv32"): the misreadings reviews rv30 and rv31 and rounds
// 33 and 34 found and left open, each fixed at its cause or said to be left, with positives and
// counter-examples of the same shape. Fixed: a "still" of a treatment after the condition ended
// (context_defaults_history.cpp, still_of_treatment) and a flare said to be now after an end or a
// past bound (context_defaults_past.cpp, flares_now_after). Left open, listed in the doc and not
// asserted here: "One gout attack can follow another, ...", "Her diabetes makes infections more
// likely" (marked provisional), "... but the MRI is clear, so that is off the table", "It is not
// that the psoriasis has gone".
//
// A present probe passes when a listed diagnosis holds the fragment (any "/" alternative) with
// status confirmed or provisional; an absent probe passes when no listed diagnosis holds it.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "tests/unit/diagnosis_fragment.hpp"

namespace {

using rv32_case = cxs::test::fragment_case;

constexpr rv32_case cases[] = {
    {"Warts gone from both hands, still using the cream.", "wart", false},
    {"Ringworm cleared from the scalp in 2019, still on the same shampoo.", "ringworm/tinea/dermatophyt", false},
    // a "still" of a treatment after an end: the treatment goes on, not the condition
    {"Eczema gone from the face, still applying the emollient.", "eczema/dermatitis", false},
    {"Psoriasis, cleared from the elbows, still on the scalp.", "psoriasis", true},
    {"Warts gone from the left hand, still using the cream, and still on the right hand.", "wart", true},
    {"Asthma till the age of 12, still wheezy at night.", "asthma", true},
    {"Glaucoma diagnosed in 2014, still using timolol drops.", "glaucoma", true},
    {"Hypothyroidism since 2010, still taking levothyroxine.", "hypothyroid", true},
    // a flare said to be now after an end or a bound in the past is a return
    {"Crohn's disease, in remission until the age of 25, now flaring.", "crohn", true},
    {"Ulcerative colitis in remission since 2018, currently flaring.", "colitis", true},
    {"Crohn's disease, in remission until the age of 25, flared once in 2019, none since.", "crohn", false},
    {"Crohn's disease, in remission since 2018, not flaring now.", "crohn", false},
};

TEST(ReviewRv32, OpenMisreadingsOfEarlierReviews) {
  for (const auto& p : cases) {
    cxs::test::expect_fragment_read(p);
  }
}

}  // namespace
