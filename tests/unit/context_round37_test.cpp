// Round 37 (branch ctx38): uncertain mentions of the leading thought and a suspicion withdrawn after
// the condition (context_lexicon.hpp). Each with counter-examples;
// sentences written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound37, TheLeadingThoughtIsProvisional) {
  EXPECT_TRUE(ctx("Post-op day 2, tachycardic: pneumonia high on list, sputum sent.", "pneumonia").uncertain);
  EXPECT_TRUE(ctx("Night sweats and nodes: lymphoma is the main consideration.", "lymphoma").uncertain);
  EXPECT_TRUE(lists("Night sweats and nodes: lymphoma is the main consideration.", "ymphoma"));
  // Counter-examples: the condition confirmed beside the phrase of another, a list that is not
  // the differential, a plain statement.
  EXPECT_FALSE(ctx("Lymphoma confirmed on biopsy; cost is the main consideration for the family.", "Lymphoma")
                   .uncertain);
  EXPECT_FALSE(ctx("Asthma: on the high dose inhaler.", "Asthma").uncertain);
}

TEST(ContextRound37, ASuspicionWithdrawnAfterTheConditionDeniesIt) {
  EXPECT_TRUE(ctx("Cultures negative; meningitis no longer suspected.", "meningitis").negated);
  EXPECT_FALSE(lists("Cultures negative; meningitis no longer suspected.", "eningitis"));
  EXPECT_TRUE(ctx("Asthma considered and set aside: spirometry normal.", "Asthma").negated);
  // Counter-examples: a suspicion that stands, a present condition beside a withdrawn one.
  EXPECT_FALSE(there_now(ctx("Cultures negative; meningitis no longer suspected.", "meningitis")));
  EXPECT_TRUE(ctx("Meningitis is suspected, LP tonight.", "Meningitis").uncertain);
  EXPECT_TRUE(lists("Migraine with aura confirmed; stroke no longer suspected.", "igraine"));
}
