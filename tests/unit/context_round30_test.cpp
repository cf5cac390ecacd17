// Round 30 (branch ctx31): class defaults of a past reading (context_defaults_past.cpp), tried on
// round 30's tuning half before any narrow rule: an age or a school year right after the mention
// dates it in the patient's past; a completed repair, removal or cure of the mention ends it. Each
// with counter-examples; sentences written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound30, AnAgeOrASchoolYearAfterTheMentionDatesItInThePast) {
  EXPECT_FALSE(lists("Whooping cough at four months, a week on the children's ward.", "hooping"));
  EXPECT_FALSE(lists("Hepatitis A at 12 after a school trip.", "epatitis"));
  EXPECT_FALSE(lists("Appendicitis at eleven, keyhole surgery.", "ppendicitis"));
  EXPECT_FALSE(lists("Measles in class 3, whole class was off.", "easles"));
  EXPECT_FALSE(lists("Jaundice in the 4th standard, stayed home a month.", "aundice"));
  EXPECT_FALSE(there_now(ctx("Bronchiolitis at eight weeks old, home after three days.", "Bronchiolitis")));
  // Counter-examples: a word that says it goes on, a diagnosis dated by its onset verb, a reading,
  // a clock time, a review in weeks, a decimal.
  EXPECT_TRUE(lists("Asthma at 6, still on a preventer inhaler.", "sthma"));
  EXPECT_TRUE(there_now(ctx("Psoriasis at 20, flaring again on both elbows.", "Psoriasis")));
  EXPECT_TRUE(lists("Type 1 diabetes diagnosed at 12, on an insulin pump.", "iabetes"));
  EXPECT_TRUE(lists("[doctor] your potassium is high at six , so we'll stop the spironolactone .", "yperkal"));
  EXPECT_TRUE(there_now(ctx("Chest pain at 14:30, ECG done at triage.", "Chest pain")));
  EXPECT_TRUE(there_now(ctx("Cellulitis, review at two weeks with the nurse.", "Cellulitis")));
  EXPECT_TRUE(there_now(ctx("Fever at 39.5 overnight.", "Fever")));
}

TEST(ContextRound30, ACompletedRepairOrCureOfTheMentionEndsIt) {
  EXPECT_FALSE(lists("Haemorrhoids ligated in 2017, no bleeding since.", "aemorrhoid"));
  EXPECT_FALSE(lists("Basal cell carcinoma excised from the nose with clear margins.", "arcinoma"));
  EXPECT_FALSE(lists("Hypokalaemia on day one (K 2.9) resolved with oral potassium.", "ypokal"));
  EXPECT_FALSE(there_now(ctx("Umbilical hernia repaired at 40, no recurrence.", "Umbilical hernia")));
  EXPECT_FALSE(there_now(ctx("Hepatitis C cured with sofosbuvir in 2019.", "Hepatitis C")));
  // Counter-examples: a repair at this visit, a participle of another subject, a participle before
  // the next item, an end denied.
  EXPECT_TRUE(there_now(ctx("Abscess on the buttock drained today under local.", "Abscess")));
  EXPECT_TRUE(there_now(ctx("The headache kept him up until the fever settled.", "headache")));
  EXPECT_TRUE(there_now(ctx("Pneumonia, resolved hyponatraemia, gout.", "Pneumonia")));
  EXPECT_TRUE(there_now(ctx("Cellulitis on the shin, not resolved with oral antibiotics.", "Cellulitis")));
}
