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

TEST(ContextRound30, AnEndSaidOfTheEpisodeByAPronounOrADeniedSymptomSince) {
  EXPECT_FALSE(lists("[patient] i had labyrinthitis after a flu , and it cleared up by itself .", "abyrinthitis"));
  EXPECT_FALSE(lists("Ganglion on the wrist in 2020, aspirated; it has settled.", "anglion"));
  EXPECT_FALSE(lists("Fissure after the birth, GTN ointment for eight weeks, no bleeding since.", "issure"));
  // Counter-examples: an end that is not the episode's, a quiet period that does not close its
  // clause, a word that says it goes on.
  EXPECT_TRUE(lists("Cough for three weeks, no fever since yesterday.", "ough"));
  EXPECT_TRUE(lists("Sore throat for a week, and it has not settled.", "hroat"));
  EXPECT_TRUE(lists("COPD on two inhalers, no exacerbations since.", "COPD") || lists("COPD on two inhalers, no exacerbations since.", "bstructive"));
  EXPECT_TRUE(lists("Reflux for months and it is worse when lying flat.", "eflux"));
}

TEST(ContextRound30, AnInfantsAgeInWeeksAfterAProcedureAndALifeEventAfterBefore) {
  EXPECT_FALSE(lists("Hydrocele repaired at seven weeks, no problems since.", "ydrocele"));
  EXPECT_FALSE(lists("Tuberculosis before he emigrated, treated in Manila.", "uberculosis"));
  EXPECT_FALSE(there_now(ctx("Two ectopic pregnancies before her son was born.", "ectopic pregnancies")));
  // Counter-examples: a review in weeks, a condition there since before a life event, a birth
  // that is not past ("before the baby is born").
  EXPECT_TRUE(there_now(ctx("Wound infection, reviewed at two weeks by the practice nurse.", "Wound infection")));
  EXPECT_TRUE(lists("Back pain since before her son was born.", "ack pain"));
  EXPECT_TRUE(there_now(ctx("Gestational diabetes, to be controlled before the baby is born.", "Gestational diabetes")));
}
