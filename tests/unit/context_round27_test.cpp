// Round 27 (branch ctx28): structure behind round 27's tuning misses (tick forms, review-of-systems
// templates, ambulance screens, code-mixed speech, pseudo-negation): fields that follow one
// another with spaces only, a dash as a form's blank, a screen named by its condition, Hindi
// "na toh ... na", certainty said with "doubt", "no sooner ... than", a sugar test's report,
// Bengali and Marathi "BP is there", Tamil and Marathi hedges, "hypotensive". Each rule with
// counter-examples; sentences written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound27, TickFormFieldsMayFollowOneAnotherWithSpacesOnly) {
  EXPECT_FALSE(lists("Tick one: Asthma - N   Migraine - N   Gout - Y", "sthma"));
  EXPECT_FALSE(lists("Tick one: Asthma - N   Migraine - N   Gout - Y", "igraine"));
  EXPECT_TRUE(lists("Tick one: Asthma - N   Migraine - N   Gout - Y", "out"));
  EXPECT_FALSE(lists("Epilepsy - no  Eczema - yes", "pilepsy"));
  // Counter-examples: a value that is not a "no", before or after another field's.
  EXPECT_TRUE(lists("Fever - 3 days   Cough - N", "ever"));
  EXPECT_FALSE(lists("Fever - 3 days   Cough - N", "ough"));
  EXPECT_TRUE(lists("Gout - Y   Asthma - N", "out"));
  EXPECT_TRUE(lists("Epilepsy - no  Eczema - yes", "ermatitis"));
}

TEST(ContextRound27, AFieldsOwnYesIsNotDeniedByTheFieldBefore) {
  EXPECT_TRUE(lists("Epilepsy: no  Psoriasis: yes", "soriasis"));
  EXPECT_TRUE(lists("Gout - N  Asthma - Y", "sthma"));
  // Counter-examples: the "no" or the denial is the field's own.
  EXPECT_FALSE(lists("Denies asthma - yes, denies it.", "sthma"));
  EXPECT_FALSE(lists("No psoriasis: yes, checked.", "soriasis"));
  EXPECT_FALSE(lists("Epilepsy: no  Psoriasis: yes", "pilepsy"));
}

TEST(ContextRound27, ADashAloneAfterALabelIsTheFormsBlank) {
  EXPECT_FALSE(lists("Epilepsy: \xE2\x80\x94. Gout: on allopurinol.", "pilepsy"));
  EXPECT_TRUE(lists("Epilepsy: \xE2\x80\x94. Gout: on allopurinol.", "out"));
  EXPECT_FALSE(lists("Glaucoma: \xE2\x80\x93\nMigraine: yes", "laucoma"));
  EXPECT_TRUE(lists("Glaucoma: \xE2\x80\x93\nMigraine: yes", "igraine"));
  // Counter-examples: a dash between clauses or before the value's words.
  EXPECT_TRUE(lists("Gout \xE2\x80\x94 left big toe since Monday.", "out"));
  EXPECT_TRUE(lists("Migraine: \xE2\x80\x94 twice a week, with aura.", "igraine"));
}

TEST(ContextRound27, AScreenNamedByItsConditionIsATestsName) {
  EXPECT_FALSE(lists("Delirium screen (4AT): 0 of 12.", "elirium"));
  EXPECT_FALSE(lists("Stroke screen: face, arms and speech normal.", "troke"));
  // Counter-examples: a positive screen, the condition before a comma, a screening for it told
  // apart from the finding.
  EXPECT_TRUE(lists("Sepsis screen positive, lactate 4.1, antibiotics within the hour.", "epsis"));
  EXPECT_TRUE(lists("Stroke, screen his carotids next week.", "troke"));
  EXPECT_TRUE(there_now(ctx("Delirium since the night; delirium screen repeated at noon.", "Delirium")));
}

TEST(ContextRound27, HindiNaTohDeniesTheWordBeforeIt) {
  EXPECT_FALSE(lists("Headache na toh subah hota hai na shaam ko.", "eadache"));
  EXPECT_FALSE(lists("Cough hai, na toh fever.", "ever"));
  // Counter-examples: another clause before the comma; "na" inside another word.
  EXPECT_TRUE(lists("Cough hai, na toh fever.", "ough"));
  EXPECT_TRUE(lists("Headache bahut hai, naak band.", "eadache"));
}

TEST(ContextRound27, CertaintyWithDoubtAndNoSoonerThanDoNotDeny) {
  EXPECT_TRUE(lists("Without doubt this is gout.", "out"));
  EXPECT_TRUE(lists("Without a doubt she has eczema on both hands.", "ermatitis"));
  EXPECT_TRUE(lists("Beyond doubt this is scabies.", "cabies"));
  EXPECT_TRUE(lists("No sooner had the cast come off than the wrist pain returned.", "rist pain"));
  // Counter-examples: a doubt that is the clinician's; "without" and "no" before a condition.
  EXPECT_FALSE(lists("I doubt this is gout.", "out"));
  EXPECT_FALSE(lists("Without fever or rash, home with advice.", "ever"));
  EXPECT_FALSE(lists("No cough since Monday.", "ough"));
}

TEST(ContextRound27, ASugarReportIsATestNotDiabetes) {
  EXPECT_FALSE(lists("Meri sugar report normal aayi hai.", "iabetes"));
  EXPECT_FALSE(lists("The sugar reports from the camp were fine.", "iabetes"));
  // Counter-example: "sugar" as the disease.
  EXPECT_TRUE(lists("Sugar hai, dawai leta hoon.", "iabetes"));
}

TEST(ContextRound27, BengaliAndMarathiSayBpIsThere) {
  EXPECT_TRUE(lists("Amar BP ache, roj tablet khai.", "ypertension"));
  EXPECT_TRUE(lists("Mala BP aahe, goli gheto.", "ypertension"));
  // Counter-examples: a reading after it; a denial.
  EXPECT_FALSE(lists("BP ache 128/82 aaj.", "ypertension"));
  EXPECT_FALSE(lists("BP nei, sugar nei.", "ypertension"));
}

TEST(ContextRound27, TamilAndMarathiHedgesMakeTheConditionUncertain) {
  EXPECT_TRUE(ctx("Typhoid maadhiri theriyudhu, Widal anuppunga.", "Typhoid").uncertain);
  EXPECT_TRUE(ctx("Dengue asel, test kara.", "Dengue").uncertain);
  EXPECT_TRUE(ctx("Kadachit typhoid asu shakto.", "typhoid").uncertain);
  // Counter-examples: the condition said to be there, or denied.
  EXPECT_FALSE(ctx("Typhoid irukku, culture positive.", "Typhoid").uncertain);
  EXPECT_FALSE(lists("Dengue nahi aahe.", "engue"));
}

TEST(ContextRound27, HypotensiveNamesHypotension) {
  EXPECT_TRUE(lists("Hypotensive after the spinal, ephedrine given.", "ypotension"));
  // Counter-example: denied.
  EXPECT_FALSE(lists("Not hypotensive, BP 124/80.", "ypotension"));
}
