// Round 39 (branch ctx40): hypothetical and other-person mentions in insurance, trial consent,
// school, toolbox-talk, gym and Hinglish voice-note registers, from round 39's tuning half: a
// public figure's possessive (context_trigger_words.hpp), with counter-examples; sentences written
// for these tests, not corpus lines. (Two more rules of the round, a testing verb whose object is a
// whole group and a Hindi outcome clause after a supposition, were reverted: they moved only
// tuning lines and cost instructions; docs/accuracy.md, round 39.)

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::domain::clinical::experiencer;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;

TEST(ContextRound39, APublicFiguresPossessiveIsSomeoneElses) {
  EXPECT_EQ(ctx("She read about the singer's ovarian cancer and worried.", "ovarian cancer").who, experiencer::other);
  EXPECT_EQ(ctx("The cricketer's knee injury was all over the news.", "knee injury").who, experiencer::other);
  EXPECT_FALSE(lists("After the actress's breast cancer was in the papers, she asked for a check.", "reast cancer"));
  // Counter-examples: the patient who is an actor or a singer, her own condition after the
  // figure's, a relative's possessive as before.
  EXPECT_TRUE(lists("Actor, 42, with migraine since his twenties.", "igraine"));
  EXPECT_TRUE(lists("The singer has laryngitis before tonight's concert.", "aryngitis"));
  EXPECT_EQ(ctx("She saw the boxer's interview on TV. Her tremor began in May.", "tremor").who, experiencer::patient);
  EXPECT_EQ(ctx("Her father's diabetes was diet-controlled.", "diabetes").who, experiencer::family);
}
