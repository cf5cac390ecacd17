// Round 16 (branch ctx16): the form's marks (checkboxes, a sign after an item, a label that
// denies its list), an end said later in the sentence after a time adverb or as a quiet period,
// and the predicate of a condition as its clause's subject (a past habit, an end, a generic
// predicate). Each rule with counter-examples; sentences written for these tests, not corpus
// lines.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "domain/extraction/engine.hpp"
#include "tests/unit/corpus_tsv.hpp"
#include "tests/unit/context_probe.hpp"

namespace clinical = cxs::domain::clinical;
namespace ex = cxs::domain::extraction;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::there_now;
using cxs::test::context_probe::listed;

TEST(ContextRound16, AnEmptyCheckboxDeniesItsItemATickedOneDoesNot) {
  const std::string_view form = "Review: [ ] chills [x] wheeze [ ] rash [X] itch";
  EXPECT_TRUE(ctx(form, "chills").negated);
  EXPECT_TRUE(there_now(ctx(form, "wheeze")));
  EXPECT_TRUE(ctx(form, "rash").negated);
  EXPECT_TRUE(there_now(ctx(form, "itch")));
  EXPECT_TRUE(ctx("[] nausea [] vomiting", "vomiting").negated);
  EXPECT_TRUE(ctx("[x] no rash", "rash").negated);  // a ticked denial
  // Counter-examples: a turn marker stays a turn marker; a bracketed word is not a box.
  EXPECT_TRUE(ctx("[doctor] any chills ?\n[patient] no .", "chills").negated);
  EXPECT_TRUE(there_now(ctx("[doctor] any chills ?\n[patient] yes , at night .", "chills")));
  EXPECT_TRUE(there_now(ctx("Wound [left leg] cellulitis, spreading.", "cellulitis")));
}

TEST(ContextRound16, ASignAfterAnItemReadsAsAbsent) {
  const std::string_view resp = "Resp: cough -, wheeze +, sputum -.";
  EXPECT_TRUE(ctx(resp, "cough").negated);
  EXPECT_TRUE(there_now(ctx(resp, "wheeze")));
  EXPECT_TRUE(ctx(resp, "sputum").negated);
  EXPECT_TRUE(ctx("Diarrhoea -", "Diarrhoea").negated);
  // Counter-examples: a dash before a duration or a description, a hyphenated word.
  EXPECT_TRUE(there_now(ctx("Fever - 3 days, with chills.", "Fever")));
  EXPECT_TRUE(there_now(ctx("Cough - dry, for a week.", "Cough")));
  EXPECT_TRUE(there_now(ctx("Chest x-ray: pneumonia in the right lower zone.", "pneumonia")));
}

TEST(ContextRound16, ALabelThatDeniesItsListAfterTheColon) {
  EXPECT_TRUE(ctx("Neg: chills, rash, myalgia.", "myalgia").negated);
  EXPECT_TRUE(ctx("Negative: chills, night sweats.", "night sweats").negated);
  EXPECT_TRUE(ctx("GU: Neg: dysuria, frequency. Pos: urgency.", "frequency").negated);
  const std::string_view out = "Ruled out: DVT (normal doppler), pulmonary embolism (CTPA clear).";
  EXPECT_TRUE(ctx(out, "DVT").negated);
  EXPECT_TRUE(ctx(out, "pulmonary embolism").negated);
  // Counter-examples: a label that affirms, a label that names a field, a value before a
  // colon, the list's end at ";" or "."; "absent" after an item is its value, not a label; a
  // test's result before the colon.
  EXPECT_FALSE(ctx("Widal negative: blood culture for typhoid fever sent.", "typhoid fever").negated);
  EXPECT_TRUE(there_now(ctx("GU: Neg: dysuria. Pos: urgency.", "urgency")));
  EXPECT_TRUE(there_now(ctx("Diagnosis: community acquired pneumonia.", "pneumonia")));
  EXPECT_TRUE(there_now(ctx("Neg: chills; cough for a week.", "cough")));
  EXPECT_TRUE(there_now(ctx("Crackles absent: pneumonia still likely clinically.", "pneumonia")) ||
              ctx("Crackles absent: pneumonia still likely clinically.", "pneumonia").uncertain);
  EXPECT_FALSE(ctx("Crackles absent: pneumonia still likely clinically.", "pneumonia").negated);
}

TEST(ContextRound16, AnEndSaidLaterAfterATimeAdverbOrAsAQuietPeriod) {
  EXPECT_TRUE(ctx("She had diarrhoea on Monday, now it has settled.", "diarrhoea").historical);
  EXPECT_TRUE(ctx("He had shingles in May and has been well ever since.", "shingles").historical);
  EXPECT_TRUE(ctx("Eczema was bad last winter; now her skin is clear.", "Eczema").historical);
  EXPECT_TRUE(ctx("Croup at two years, nothing like it since.", "Croup").historical);
  // Counter-examples: a later clause that says it goes on, a treatment that keeps it well, a
  // present clause before "now".
  EXPECT_FALSE(ctx("Cough since Monday, now it is worse.", "Cough").historical);
  EXPECT_TRUE(ctx("Her reflux was bad in May; it has been fine ever since.", "reflux").historical);
  EXPECT_FALSE(ctx("Her reflux was bad, but she has been fine ever since the pantoprazole.", "reflux").historical);
  EXPECT_FALSE(ctx("Eczema was bad in winter; now it is worse.", "Eczema").historical);
  EXPECT_FALSE(ctx("Eczema on both hands; now the skin is cracking.", "Eczema").historical);
}

TEST(ContextRound16, APastHabitOrAnEndSaidOfTheSubject) {
  EXPECT_TRUE(ctx("Heartburn used to wake him at night.", "Heartburn").historical);
  EXPECT_TRUE(ctx("Psoriasis is no longer bothering her.", "Psoriasis").historical);
  EXPECT_TRUE(ctx("The vertigo is no longer a problem.", "vertigo").historical);
  EXPECT_TRUE(ctx("Fever was there on the first day only.", "Fever").historical);
  // Counter-examples: a quality that ended, not the condition; a habit that changed into the
  // present one; "used to be" a degree; the Indian English present "was there since"; a
  // condition that is the object, not the subject.
  EXPECT_FALSE(ctx("The cough is no longer productive.", "cough").historical);
  EXPECT_FALSE(ctx("Headaches used to come monthly, now weekly.", "Headaches").historical);
  EXPECT_FALSE(ctx("Reflux used to be worse at night.", "Reflux").historical);
  EXPECT_FALSE(ctx("Fever was there since three days, high grade.", "Fever").historical);
  EXPECT_FALSE(ctx("Her reflux is worse; fever was there on the first day only.", "reflux").historical);
}

TEST(ContextRound16, AGenericPredicateOfABareSubject) {
  EXPECT_TRUE(ctx("Hypoglycaemia at night is dangerous for drivers.", "Hypoglycaemia").hypothetical);
  EXPECT_TRUE(ctx("Keep him home, because measles is very contagious.", "measles").hypothetical);
  // Counter-examples: a possessive or a determiner makes it the patient's; a frequency explains
  // the patient's own symptom; a predicate of degree is not generic; a clause with its own
  // subject between.
  EXPECT_FALSE(ctx("Nausea is the usual complaint with this drug.", "Nausea").hypothetical);
  EXPECT_FALSE(ctx("Her asthma is common in spring.", "asthma").hypothetical);
  EXPECT_FALSE(ctx("The rash is typical of eczema.", "rash").hypothetical);
  EXPECT_FALSE(ctx("Pneumonia is severe on the right.", "Pneumonia").hypothetical);
  EXPECT_FALSE(ctx("Cough, which the patient says is worse, is dry.", "Cough").hypothetical);
}

TEST(ContextRound16, TheHonorificJiBeforeADenialIsANo) {
  EXPECT_TRUE(ctx("[doctor] bukhar aata hai ?\n[patient] ji nahi .", "bukhar").negated);
  EXPECT_TRUE(ctx("[doctor] ulti hoti hai ?\n[patient] ji nahin , bilkul theek hoon .", "ulti").negated);
  // Counter-examples: "ji" alone and "ji haan" are a yes.
  EXPECT_FALSE(ctx("[doctor] bukhar aata hai ?\n[patient] ji .", "bukhar").negated);
  EXPECT_FALSE(ctx("[doctor] bukhar aata hai ?\n[patient] ji haan , raat ko .", "bukhar").negated);
}

TEST(ContextRound16, AnItemOfACoordinatedListTakesTheFrameOfItsFirst) {
  EXPECT_TRUE(ctx("We talked about smoking, alcohol and lung cancer.", "lung cancer").hypothetical);
  EXPECT_TRUE(ctx("Risks explained incl. hair loss, neutropenia and mouth sores.", "neutropenia").hypothetical);
  EXPECT_TRUE(ctx("We are testing her for malaria and dengue.", "dengue").hypothetical);
  EXPECT_TRUE(ctx("Nothing in the history points to asthma or COPD.", "COPD").negated);
  // Counter-examples: a list after a verb of having, a known case's list, a list of another
  // clause than the frame's.
  EXPECT_TRUE(there_now(ctx("He has asthma and eczema.", "eczema")));
  EXPECT_TRUE(there_now(ctx("Known case of diabetes and hypertension.", "hypertension")));
  EXPECT_TRUE(there_now(ctx("We talked about diet; she has diabetes and gout.", "gout")));
  EXPECT_TRUE(there_now(ctx("Her mother has diabetes and she herself has asthma and eczema.", "eczema")));
}

TEST(ContextRound16, APseudoCleftThatAvertsOrScreensForTheCondition) {
  EXPECT_TRUE(ctx("Osteoporosis is what we want to prevent with the calcium.", "Osteoporosis").hypothetical);
  EXPECT_TRUE(ctx("A yearly eye check is how we catch glaucoma early.", "glaucoma").hypothetical);
  EXPECT_TRUE(ctx("What we are trying to head off is a stroke.", "stroke").hypothetical);
  // Counter-examples: a cleft of having or treating, a past catch, "head" as a body part.
  EXPECT_TRUE(there_now(ctx("What she has is pneumonia.", "pneumonia")));
  EXPECT_TRUE(there_now(ctx("Pneumonia is what we are treating.", "Pneumonia")));
  EXPECT_TRUE(there_now(ctx("We caught the glaucoma early.", "glaucoma")));
  EXPECT_TRUE(there_now(ctx("What we found on the head scan is a haematoma.", "haematoma")));
}

TEST(ContextRound16, BoxesAfterTheirItemsAndSignsInBrackets) {
  // A line whose first box follows an item puts every box after its item.
  const std::string_view after = "CVS: angina [ ]  palpitations [x]  syncope [ ]";
  EXPECT_TRUE(ctx(after, "angina").negated);
  EXPECT_TRUE(there_now(ctx(after, "palpitations")));
  EXPECT_TRUE(ctx(after, "syncope").negated);
  EXPECT_TRUE(ctx("Resp ROS (-) for wheeze; (+) for cough.", "wheeze").negated);
  // Counter-examples: a label before the first box keeps the boxes before their items; "(+)".
  const std::string_view before = "Skin review - [x] itching [ ] blisters";
  EXPECT_TRUE(there_now(ctx(before, "itching")));
  EXPECT_TRUE(ctx(before, "blisters").negated);
  EXPECT_TRUE(there_now(ctx("Resp ROS (-) for wheeze; (+) for cough.", "cough")));
}

TEST(ContextRound16, AFieldsValueEndsAtItsSeparatorOrTheNextLabel) {
  EXPECT_TRUE(ctx("Systems: fever: no; cough: yes.", "fever").negated);
  EXPECT_TRUE(ctx("DM: No | HTN: Yes", "DM").negated);
  EXPECT_TRUE(ctx("Not present: jaundice, pallor.", "jaundice").negated);
  // Counter-examples: the other fields; a value that says more than a denial.
  EXPECT_TRUE(there_now(ctx("Systems: fever: no; cough: yes.", "cough")));
  EXPECT_TRUE(there_now(ctx("DM: No | HTN: Yes", "HTN")));
  EXPECT_FALSE(ctx("Headache: no relief with paracetamol.", "Headache").negated);
}

TEST(ContextRound16, AnAnswerThatSaysItEndedAndAWatchedForCleft) {
  EXPECT_FALSE(there_now(ctx("The knee pain? Gone since the injection.", "knee pain")));
  EXPECT_TRUE(ctx("Heart failure is one thing we watch for on this drug.", "Heart failure").hypothetical);
  // Counter-examples: an answer that goes on, a possessed condition in the cleft.
  EXPECT_TRUE(there_now(ctx("The knee pain? Still there at night.", "knee pain")));
  EXPECT_FALSE(ctx("Her asthma is one thing we watch closely.", "asthma").hypothetical);
}

TEST(ContextRound16, NoEvidenceAsTheSubjectOfIndicatingAndAnOutbreakInHindi) {
  EXPECT_TRUE(ctx("No features to suggest heart failure.", "heart failure").negated);
  EXPECT_TRUE(ctx("No signs that point to sepsis on review.", "sepsis").negated);
  EXPECT_EQ(ctx("Colony mein typhoid phaila hua hai, bachche ko bukhar nahi.", "typhoid").who,
            clinical::experiencer::other);
  // Counter-examples: evidence that does suggest it; the patient's own typhoid.
  EXPECT_FALSE(ctx("Features suggest heart failure.", "heart failure").negated);
  EXPECT_FALSE(ctx("Signs point to sepsis.", "sepsis").negated);
  EXPECT_EQ(ctx("Mujhe typhoid hai, teen din se.", "typhoid").who, clinical::experiencer::patient);
}

TEST(ContextRound16, APerfectPassiveOfAnEndAndAPastVerbOfTheSubject) {
  EXPECT_TRUE(ctx("Her anaemia during pregnancy has since been corrected.", "anaemia").historical);
  EXPECT_TRUE(ctx("The hernia has now been fixed.", "hernia").historical);
  EXPECT_TRUE(ctx("Her tennis elbow took months to settle but is fine now.", "tennis elbow").historical);
  // Counter-examples: a passive that is no end, a present verb of the subject before "fine now
  // on" a treatment.
  EXPECT_FALSE(ctx("Her anaemia has since been investigated.", "anaemia").historical);
  EXPECT_FALSE(ctx("Her asthma flared in May but is fine now on the inhaler.", "asthma").historical);
}

TEST(ContextRound16, AContraindicationAndHindiPronounsOfOthers) {
  EXPECT_TRUE(ctx("Ibuprofen is contraindicated in kidney failure.", "kidney failure").hypothetical);
  EXPECT_EQ(ctx("Usko typhoid hua hai, mujhe nahi.", "typhoid").who, clinical::experiencer::other);
  EXPECT_EQ(ctx("Beta ko khansi hai, main theek hoon.", "khansi").who, clinical::experiencer::family);
  // Counter-examples: the patient's condition as the reason a drug is stopped; "uske baad" is a
  // time; "beta" alone is how a doctor addresses a young patient.
  EXPECT_FALSE(ctx("We stopped the ibuprofen because of her kidney failure.", "kidney failure").hypothetical);
  EXPECT_EQ(ctx("Uske baad khansi shuru hui.", "khansi").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("Beta, khansi kab se hai?", "khansi").who, clinical::experiencer::patient);
}

TEST(ContextRound16, SignsOfAConditionToWatchForAreALesson) {
  EXPECT_TRUE(ctx("Signs of a stroke to know: facial droop, arm weakness.", "stroke").hypothetical);
  EXPECT_TRUE(ctx("Symptoms of sepsis to watch for at home.", "sepsis").hypothetical);
  // Counter-examples: signs found, signs that go on to another verb.
  EXPECT_FALSE(ctx("Signs of dehydration to a moderate degree on exam.", "dehydration").hypothetical);
  EXPECT_FALSE(ctx("Signs of sepsis are present.", "sepsis").hypothetical);
}

TEST(ContextRound16, WhatAHabitBringsSaidGenericallyIsADiseaseThatMayCome) {
  EXPECT_TRUE(ctx("Drinking on top of your fatty liver is asking for cirrhosis.", "cirrhosis").habit_outcome);
  EXPECT_TRUE(ctx("Every year of vaping is a step towards emphysema.", "emphysema").habit_outcome);
  EXPECT_EQ(listed("Skipping insulin doses invites ketoacidosis."), "");
  // Counter-examples: a person between the verb and the condition, the patient's own condition
  // by a determiner, a past verb; and a symptom so named is the patient's pattern (the caller
  // keeps chapter R).
  EXPECT_FALSE(ctx("Drinking gives her gastritis.", "gastritis").habit_outcome);
  EXPECT_FALSE(ctx("Eating brings on the heartburn.", "heartburn").habit_outcome);
  EXPECT_FALSE(ctx("Smoking caused his emphysema.", "emphysema").habit_outcome);
  EXPECT_NE(listed("Lifting boxes brings on chest pain.").find("Chest pain"), std::string::npos);
}
