// Round 36 (branch ctx37): class defaults of a later clause (context_defaults_closing.cpp) and two
// wider return readings (context_defaults_history.cpp), tried on round 36's tuning half before any
// narrow rule. Each with counter-examples; sentences written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound36, AnEndInALaterClauseAfterTheFieldsHeadDatesTheEpisode) {
  EXPECT_FALSE(lists("Screening form: impetigo on the chin at nursery, cleared before the summer term.", "mpetigo"));
  EXPECT_TRUE(ctx("Screening form: impetigo on the chin at nursery, cleared before the summer term.", "impetigo")
                  .dated_episode);
  EXPECT_FALSE(lists("Gastroenteritis three weeks ago, over within two days.", "astroenteritis"));
  // Counter-examples: the presenting episode (a bound of this visit, a time of today), a condition
  // that goes on by its nature, "over" as a preposition, an end of another episode's noun.
  EXPECT_TRUE(lists("Chest pain: central, settled before arrival in ED.", "hest pain"));
  EXPECT_TRUE(lists("Chest pain: central, started this morning, settled before arrival.", "hest pain"));
  EXPECT_TRUE(ctx("Rheumatoid arthritis: swollen wrists in March, over within a week.", "Rheumatoid arthritis")
                  .dated_episode);
  EXPECT_TRUE(lists("Rheumatoid arthritis: swollen wrists in March, over within a week.", "heumatoid"));
  EXPECT_TRUE(lists("Psoriasis: plaques on the elbows, cleared before the wedding.", "soriasis"));
  EXPECT_TRUE(lists("Eczema: since birth, cleared with cream each time, flares monthly.", "ermatitis") ||
              lists("Eczema: since birth, cleared with cream each time, flares monthly.", "czema"));
  EXPECT_TRUE(lists("Pressure ulcer: found on holiday, over the sacrum, grade 2.", "ressure ulcer"));
}

TEST(ContextRound36, AFindingNoLongerThereAQuietPeriodOrNeverAgainEndsIt) {
  EXPECT_FALSE(lists("Asthma: childhood, well for twenty years.", "sthma"));
  EXPECT_FALSE(lists("Gout: first attack in 2018, never again.", "out"));
  EXPECT_FALSE(there_now(ctx("Scan report: gallbladder polyp seen in 2020, no longer visible.", "gallbladder polyp")));
  EXPECT_FALSE(lists("Clinic letter: panic disorder at university, treated with CBT, well for six years.", "anic"));
  // Counter-examples: "no longer" of another predicate, a quiet period on a treatment or that does
  // not close its clause, a return after it, a treatment the patient is on, "never again" that does
  // not close its clause, "never again" of something else.
  EXPECT_TRUE(lists("Fibroid: 4 cm in 2019, no longer growing.", "eiomyoma") ||
              lists("Fibroid: 4 cm in 2019, no longer growing.", "ibroid"));
  EXPECT_TRUE(lists("Asthma: since childhood, well for four years on a preventer inhaler.", "sthma"));
  EXPECT_TRUE(lists("Osteoarthritis: knees, well for two years with physiotherapy.", "steoarthritis"));
  EXPECT_TRUE(lists("Depression: treated in 2015, well for two years, low again since March.", "epression"));
  EXPECT_TRUE(lists("Epilepsy: diagnosed 2010, well for four years, on levetiracetam.", "pilepsy"));
  EXPECT_TRUE(lists("Hypertension: diagnosed 2010, well controlled on amlodipine.", "ypertension"));
  // "never again" of a drug tried, in a later clause than the mention's.
  EXPECT_TRUE(lists("Epilepsy since 2010 with seizures monthly; tried carbamazepine, never again.", "pilepsy"));
  EXPECT_TRUE(lists("Migraine with aura, tried the pill once, never again.", "igraine"));
}

TEST(ContextRound36, ARepairInThePastAfterTheMentionsSiteEndsIt) {
  EXPECT_FALSE(lists("Cataract in the right eye removed in 2019.", "ataract"));
  // Counter-examples: a repair of this visit, a repair planned.
  EXPECT_TRUE(lists("Hernia on the left repaired today.", "ernia"));
  EXPECT_TRUE(lists("Cataract in the left eye, removal planned for 2025.", "ataract"));
}

TEST(ContextRound36, ATreatmentInUseNowAfterThePastKeepsTheConditionThere) {
  EXPECT_TRUE(lists("Sleep apnoea on a sleep study in 2017, uses CPAP every night.", "leep apnoea"));
  EXPECT_TRUE(lists("Hearing loss noted in 2015, wears hearing aids in both ears.", "earing loss"));
  EXPECT_TRUE(lists("Glaucoma in 2012, treated with laser, uses drops at night.", "laucoma"));
  EXPECT_TRUE(lists("Psoriasis in 2015, cleared with light treatment, and uses emollients daily.", "soriasis"));
  // Counter-examples: a treatment of another condition, a use denied, no treatment named.
  EXPECT_FALSE(lists("Hepatitis C treated in 2019, takes tablets for blood pressure.", "epatitis"));
  EXPECT_FALSE(lists("Asthma as a child, takes no inhalers now.", "sthma"));
  EXPECT_FALSE(lists("Anxiety in 2016, uses an app for breathing exercises.", "nxiety"));
}

TEST(ContextRound36, AReturnSaidInHindiOrWithNowAfterTheMentionIsThere) {
  EXPECT_TRUE(lists("Mujhe pathri pehle thi, dobara ho gayi hai.", "idney stone"));
  EXPECT_TRUE(lists("Mujhe 2018 mein TB hua tha, theek ho gaya, par ab wapas aa gaya hai.", "uberculosis"));
  EXPECT_TRUE(lists("Mujhe 2017 mein asthma tha, ab fir se shuru ho gaya.", "sthma"));
  EXPECT_TRUE(lists("Diabetic retinopathy graded in 2019, now progressed to the proliferative stage.", "etinopathy"));
  // Counter-examples: a return supposed, "wapas" of a trip home.
  EXPECT_FALSE(lists("Mujhe migraine pehle tha, agar dobara ho jaye to bataiye.", "igraine"));
  EXPECT_FALSE(lists("Mujhe typhoid 2019 mein hua tha, hospital se ghar wapas aa gaya.", "yphoid"));
}

TEST(ContextRound36, ACallsOpeningTagNamesTheCallerAndTheParentIsThePatient) {
  EXPECT_TRUE(lists("[beti ka phone] Papa ko 2018 mein TB hua tha, theek ho gaya, par ab wapas aa gaya hai.",
                    "uberculosis"));
  EXPECT_FALSE(lists("[beti ka phone] Papa ko 2018 mein malaria hua tha, ab theek hain.", "alaria"));
  // Counter-examples: a speaker's turn tag, another relative named by the caller. Review rv35: a
  // tag without the caller's kin before a call that opens on the kin as the Hindi experiencer is a
  // call about that relative ("[phone] Papa ko diabetes hai" lists it, context_caller_tag.cpp);
  // one where the caller speaks of themselves names the relative as family.
  EXPECT_FALSE(lists("[phone] Mujhe khansi hai, papa ko diabetes hai.", "iabetes"));
  EXPECT_FALSE(lists("[doctor] any illness in the family ?\n[patient] papa ko diabetes hai .", "iabetes"));
  EXPECT_EQ(ctx("[beti ka phone] Papa ko sugar hai aur unke bhai ko bhi diabetes hai.", "diabetes").who,
            cxs::domain::clinical::experiencer::family);
}

TEST(ContextRound36, APartBackToNormalInALaterClauseDatesTheEpisode) {
  EXPECT_FALSE(lists("Podiatry form: cellulitis of the left foot in the spring, a week of penicillin, foot back to normal.",
                     "ellulitis"));
  EXPECT_TRUE(ctx("Podiatry form: cellulitis of the left foot in the spring, a week of penicillin, foot back to normal.",
                  "cellulitis")
                  .dated_episode);
  // Counter-examples: a condition that goes on by its nature, a part still abnormal after it.
  EXPECT_TRUE(lists("Asthma: wheezy in March, chest back to normal.", "sthma"));
  EXPECT_TRUE(lists("Knee pain: after the fall, leg back to normal but knee still swollen.", "nee pain"));
}
