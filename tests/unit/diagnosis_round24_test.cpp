// Diagnosis names of round 24 (branch dx39): the names round 24's consults used that no row held
// or that came out off their row (shift work sleep disorder, "occupational asthma", "sickle cell
// pain crisis", "tear of the anterior cruciate ligament", the WHO title "non-insulin-dependent
// diabetes"), with a counter-example. The sentences are written for the tests, not copied from the
// corpus. (The branch's two rules of the first set, a joined "non-" and a denied allergy cue, were
// reverted as tuning-only: docs/accuracy.md, "Diagnosis round 24".)

#include <gtest/gtest.h>

#include <string>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;

// A consult of at least six turns whose last third falls in the clinician's closing plan, with
// `middle` (the statement and what follows it) before that plan.
std::string consult(const std::string& middle) {
  return "[doctor] good morning , what brings you in ? [patient] it's been a rough month . [doctor] any fevers ? "
         "[patient] no . " +
         middle +
         " [doctor] let's start on that today , and i'll see you back in four weeks to check how you're doing with "
         "it all .";
}

TEST(DiagnosisRound24, NamesRoundTwentyFourFoundNoRowFor) {
  const auto shift = consult("[doctor] this is shift work sleep disorder , so blackout blinds and a nap before work .");
  EXPECT_TRUE(has_diagnosis(shift, "hift work sleep disorder")) << diagnosis_names(shift);
  const auto baker = consult("[doctor] so this is occupational asthma from the flour dust .");
  EXPECT_TRUE(has_diagnosis(baker, "sthma")) << diagnosis_names(baker);
  const auto sickle = consult("[doctor] so this is a sickle cell pain crisis , and we'll give you morphine .");
  EXPECT_TRUE(has_diagnosis(sickle, "ickle-cell crisis")) << diagnosis_names(sickle);
  const auto niddm = consult("[doctor] so you have non-insulin-dependent diabetes .");
  EXPECT_TRUE(has_diagnosis(niddm, "ype 2 diabetes")) << diagnosis_names(niddm);
  const auto acl = consult("[doctor] so you have a tear of the anterior cruciate ligament .");
  EXPECT_TRUE(has_diagnosis(acl, "prain of knee")) << diagnosis_names(acl);
  // Counter-example: the shift a patient works names no disorder.
  const auto nurse = consult("[patient] i work the night shift at the plant . [doctor] so this is tension headache .");
  EXPECT_FALSE(has_diagnosis(nurse, "leep")) << diagnosis_names(nurse);
}

}  // namespace
