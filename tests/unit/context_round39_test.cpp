// Round 39 (branch ctx40): hypothetical and other-person mentions in insurance, trial consent,
// school, toolbox-talk, gym and Hinglish voice-note registers, from round 39's tuning half: a
// public figure's possessive (context_trigger_words.hpp), a testing verb whose object is a whole
// group (context_frames_hypothetical.cpp, tested_for), and a Hindi conditional's outcome clause
// with a potential (context_defaults_apodosis.cpp). Each with counter-examples; sentences written
// for these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::domain::clinical::experiencer;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

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

TEST(ContextRound39, TestingAWholeGroupForAConditionIsARoutine) {
  EXPECT_FALSE(lists("The nurse will screen all new staff for tuberculosis in June.", "uberculosis"));
  EXPECT_FALSE(lists("We check every returning traveller for malaria.", "alaria"));
  EXPECT_FALSE(lists("Camp doctors test each hostel child for anaemia.", "naemia"));
  // Counter-examples: a past result, a quantifier that is not the object of a testing verb, a
  // group whose finding is reported.
  EXPECT_TRUE(lists("All pupils were tested and Ravi has tuberculosis.", "uberculosis"));
  EXPECT_TRUE(lists("She has had all the symptoms for asthma, and asthma was confirmed.", "sthma"));
  EXPECT_TRUE(lists("Pain in all four limbs for a week with fever.", "ever"));
}

TEST(ContextRound39, AHindiOutcomeClauseAfterASuppositionIsHypothetical) {
  EXPECT_FALSE(there_now(ctx("Namak zyada khaoge toh high BP ho sakta hai.", "high BP")));
  EXPECT_FALSE(there_now(ctx("Dhoop mein ghumoge toh heat stroke aa sakta hai.", "heat stroke")));
  EXPECT_FALSE(there_now(ctx("Agar dawai chhod di toh seizure phir aa sakti hai.", "seizure")));
  // Counter-examples: what happened after an act (no potential), "toh" that is not right before
  // the mention.
  EXPECT_TRUE(lists("Dawai li toh fever utar gaya, par cough abhi bhi hai.", "ough"));
  EXPECT_TRUE(there_now(ctx("Dawai li toh fever utar gaya.", "fever")) ||
              ctx("Dawai li toh fever utar gaya.", "fever").historical);
  EXPECT_TRUE(lists("Khansi hai toh cough syrup liya, asthma bhi hai.", "sthma"));
}
