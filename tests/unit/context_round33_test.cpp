// Round 33 (branch ctx34): class defaults of a past episode and of its return
// (context_defaults_history.cpp), tried on round 33's tuning half before any narrow rule. Each with
// counter-examples; sentences written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound33, APartNormalAgainAfterTheEpisodeWasTreatedDatesTheEpisode) {
  // The reading dates an episode (dated_episode); an episode by its nature is then not listed.
  EXPECT_FALSE(lists("Impetigo on the chin at nursery, treated with fusidic cream, skin now clear.", "mpetigo"));
  EXPECT_FALSE(lists("Pneumonia on admission, treated with IV antibiotics; chest x-ray clear on discharge.", "neumonia"));
  EXPECT_TRUE(ctx("Gastroenteritis at nursery, treated with fluids, stools now normal.", "Gastroenteritis")
                  .dated_episode);
  // Counter-examples: a condition that goes on by its nature whose episode was treated, no
  // treatment named (an examination), a treatment of another condition, a measure of control, a
  // treatment the patient is on, a state denied, a word that says it goes on, a queried mention.
  EXPECT_TRUE(lists("Asthma exacerbation, treated with nebulisers, chest now clear.", "sthma"));
  EXPECT_TRUE(lists("Heart failure admission, treated with IV furosemide, lungs now clear.", "eart failure"));
  EXPECT_TRUE(lists("Asthma, chest clear today.", "sthma"));
  EXPECT_FALSE(ctx("Pneumonia, admitted with a fall, treated with a cast, and skin clear.", "Pneumonia").dated_episode);
  EXPECT_TRUE(there_now(ctx("Type 2 diabetes treated with metformin, and sugars normal at the last check.", "diabetes")));
  EXPECT_TRUE(lists("Hypertension treated with amlodipine; BP normal at the last two checks.", "ypertension"));
  EXPECT_TRUE(lists("Psoriasis, on methotrexate, skin now clear.", "soriasis"));
  EXPECT_TRUE(lists("Cellulitis of the shin treated with flucloxacillin, skin not clear yet.", "ellulitis"));
  EXPECT_TRUE(lists("Tinea treated with cream, skin clear for a week but flaring again.", "inea") ||
              lists("Tinea treated with cream, skin clear for a week but flaring again.", "ermatophyt"));
  EXPECT_TRUE(lists("Queried pneumonia, treated with antibiotics, chest now clear.", "neumonia"));
}

TEST(ContextRound33, AFindingNoLongerSeenOrGoneFromTheComparisonIsOver) {
  EXPECT_FALSE(lists("On today's ultrasound the renal cyst is no longer visible.", "yst"));
  EXPECT_FALSE(there_now(ctx("Compared with March, the pericardial effusion has disappeared.", "pericardial effusion")));
  EXPECT_FALSE(there_now(ctx("The consolidation has gone completely on the repeat film.", "consolidation")));
  // Counter-examples: "no longer" of another predicate, "gone up", a word of going on.
  EXPECT_TRUE(lists("The ovarian cyst is no longer growing but measures 4 cm.", "yst"));
  EXPECT_TRUE(there_now(ctx("The swelling has gone up to the knee.", "swelling")));
}

TEST(ContextRound33, ABoundInThePastAfterTheMentionEndsIt) {
  EXPECT_FALSE(lists("He had eczema up to the age of five and nothing since.", "czema"));
  EXPECT_FALSE(there_now(ctx("Bedwetting until 9, then dry.", "Bedwetting")));
  EXPECT_FALSE(there_now(ctx("Stammer till school, speech therapy helped.", "Stammer")));
  EXPECT_FALSE(there_now(ctx("Recurrent tonsillitis until 2012, when the tonsils came out.", "tonsillitis")));
  // Counter-examples: a count or a reading after "up to", "till date" (up to now).
  EXPECT_TRUE(lists("Cough up to 3 times a night.", "ough"));
  EXPECT_TRUE(lists("Fever up to 39 at night.", "ever"));
  EXPECT_TRUE(lists("Asthma till date controlled on inhalers.", "sthma"));
}

TEST(ContextRound33, AnEarlierDeliveryNamedByItsOrderDatesTheEpisode) {
  EXPECT_FALSE(lists("Urinary retention after her first delivery, catheterised for a day.", "etention"));
  EXPECT_TRUE(ctx("Mastitis following the second birth, treated with flucloxacillin.", "Mastitis").dated_episode);
  // Counter-examples: this pregnancy, a delivery with no order, a condition that goes on by its
  // nature, a word that says it goes on.
  EXPECT_TRUE(lists("She is 30 weeks pregnant with her second baby.", "regnan"));
  EXPECT_TRUE(lists("Haemorrhoids after the delivery, bleeding on and off.", "aemorrhoid"));
  EXPECT_TRUE(lists("Depression after her second baby, seeing the perinatal team.", "epression"));
  EXPECT_TRUE(lists("Back pain since her second delivery, still there every morning.", "ack pain"));
}

TEST(ContextRound33, AReturnWhoseSubjectIsTheConditionIsThereNow) {
  EXPECT_TRUE(lists("Psoriasis in her teens which cleared, but it has come back on both elbows.", "soriasis"));
  EXPECT_TRUE(lists("Hay fever as a boy, grew out of it, and it came back this spring.", "ay fever") ||
              lists("Hay fever as a boy, grew out of it, and it came back this spring.", "hinitis"));
  EXPECT_TRUE(there_now(ctx("Sciatica in 2019; it keeps coming back and is bad again this week.", "Sciatica")));
  EXPECT_TRUE(there_now(ctx("Tinnitus after a concert in 2010, has worsened since.", "Tinnitus")));
  EXPECT_TRUE(there_now(ctx("Melanoma excised in 2014, now with a local recurrence at the scar.", "Melanoma")));
  EXPECT_TRUE(there_now(ctx("Hodgkin lymphoma treated in 2012; the PET shows relapse.", "Hodgkin lymphoma")));
  EXPECT_TRUE(lists("Bachpan mein eczema tha, ab phir se ho raha hai.", "czema") ||
              lists("Bachpan mein eczema tha, ab phir se ho raha hai.", "ermatitis"));
  // Counter-examples: a test's result, a return denied or supposed, another subject, a study that
  // shows none.
  EXPECT_FALSE(there_now(ctx("Cellulitis in 2019, the swab came back negative.", "Cellulitis")));
  EXPECT_FALSE(there_now(ctx("Migraines as a teenager, never came back.", "Migraines")));
  EXPECT_FALSE(there_now(ctx("Gout in 2015; if it comes back, take colchicine.", "Gout")));
  EXPECT_FALSE(there_now(ctx("Colon cancer resected in 2016, the CT shows no recurrence.", "Colon cancer")));
  EXPECT_FALSE(there_now(ctx("Pehle TB tha, phir se nahi hua.", "TB")));
  EXPECT_FALSE(there_now(ctx("Appendicitis at 12; her brother came back from college with flu.", "Appendicitis")));
}

TEST(ContextRound33, NowBeforeAVerbOfTheVisitNamesTheVisitNotTheCondition) {
  // Round 30's repair-or-end default stands against a word of going on; "now referred", "now
  // presents" is not one.
  EXPECT_FALSE(lists("Psoriasis (plaque type) in 2019 cleared with light therapy; now referred for a mole check.",
                     "soriasis"));
  EXPECT_FALSE(lists("Urticaria (cold type) in 2018 settled with cetirizine; now presents with a cough.", "rticaria"));
  // Counter-examples: "now" of the condition, a word of going on elsewhere in the sentence.
  EXPECT_TRUE(lists("Psoriasis (plaque type) in 2019 cleared with light therapy; now thick on the elbows.", "soriasis"));
  EXPECT_TRUE(lists("Psoriasis (plaque type) in 2019 cleared with light therapy; now referred as it is still on the elbows.",
                    "soriasis"));
  EXPECT_TRUE(lists("Urticaria (cold type) in 2018 settled with cetirizine; now presents with hives still.", "rticaria"));
}
