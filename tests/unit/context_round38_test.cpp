// Round 38 (branch ctx39): section-scoped mentions and negation in checklist, triage, nursing and
// dialogue registers, from round 38's tuning half: a checklist item's own bare value or "(-)"
// mark (context_form_values.cpp), "Negative for:" and "set aside" list labels
// (context_form_labels.cpp), "favoured" as a hedge, return-precaution headings, a label of text
// carried over from an earlier record (context_carried_text.cpp), a bracket after a kin word, and
// a reply that holds its answer back. Each with counter-examples; sentences written for these
// tests, not corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;

TEST(ContextRound38, ABareNoOrNThatClosesAChecklistItemDeniesIt) {
  EXPECT_FALSE(lists("Risk review: smoking yes, asthma no.", "sthma"));
  EXPECT_FALSE(lists("Booking form: Anaemia Y; Epilepsy N; Migraine N.", "pilepsy"));
  EXPECT_FALSE(lists("Booking form: Anaemia Y; Epilepsy N; Migraine N.", "igraine"));
  EXPECT_FALSE(lists("Ward checklist: gout nil; reflux yes", "out"));
  // Counter-examples: the item's "yes", a "no" that opens a phrase of its own ("no better", "no
  // worse") or the next item ("Fever, no cough"), a clause that goes on before the mention.
  EXPECT_TRUE(lists("Booking form: Anaemia Y; Epilepsy N; Migraine N.", "naemia"));
  EXPECT_TRUE(lists("Ward checklist: gout nil; reflux yes", "eflux"));
  EXPECT_TRUE(lists("Her cough no better today.", "ough"));
  EXPECT_TRUE(lists("Diarrhoea no worse since yesterday.", "iarrhoea"));
  EXPECT_TRUE(lists("Fever, no cough.", "ever"));
  EXPECT_TRUE(ctx("She said the migraine no, the neck pain yes.", "neck pain").negated == false);
}

TEST(ContextRound38, AMinusMarkInBracketsBeforeAnItemDeniesIt) {
  EXPECT_FALSE(lists("Systems: (-) chest pain, (+) palpitations.", "hest pain"));
  EXPECT_FALSE(lists("Screen ( - ) jaundice", "aundice"));
  // Counter-examples: a plus mark, a bracket that holds something else.
  EXPECT_TRUE(lists("Systems: (-) chest pain, (+) palpitations.", "alpitations"));
  EXPECT_TRUE(lists("Cough (3 weeks) and wheeze.", "heez"));
}

TEST(ContextRound38, NegativeForAsAListLabelDeniesItsList) {
  EXPECT_FALSE(lists("Positive for: cough. Negative for: haemoptysis, fever.", "aemoptysis"));
  EXPECT_FALSE(lists("Positive for: cough. Negative for: haemoptysis, fever.", "ever"));
  EXPECT_FALSE(lists("Neg for: rash.", "ash"));
  // Counter-examples: "Positive for:", a label of a test's result after a word.
  EXPECT_TRUE(lists("Positive for: cough. Negative for: haemoptysis, fever.", "ough"));
  EXPECT_TRUE(lists("Positive for: sore throat.", "ore throat"));
}

TEST(ContextRound38, ALabelOfDiagnosesSetAsideDeniesItsList) {
  EXPECT_FALSE(lists("Considered and set aside: gallstones, pancreatitis.", "allstone"));
  EXPECT_FALSE(lists("Considered and set aside: gallstones, pancreatitis.", "ancreatitis"));
  EXPECT_FALSE(lists("Diagnoses discarded: appendicitis.", "ppendicitis"));
  // Counter-example: "set aside" that does not close the label.
  EXPECT_TRUE(lists("Set aside for review: hip pain.", "ip pain"));
}

TEST(ContextRound38, FavouredAfterADiagnosisHedgesIt) {
  EXPECT_TRUE(ctx("Impression: tension headache favoured over migraine.", "tension headache").uncertain);
  // Counter-example: "favoured" as a verb before the mention.
  EXPECT_FALSE(ctx("Favoured the left leg because of knee pain.", "knee pain").uncertain);
  EXPECT_TRUE(lists("Favoured the left leg because of knee pain.", "nee pain"));
}

TEST(ContextRound38, AReturnPrecautionsHeadingListsWhatToWatchFor) {
  EXPECT_FALSE(lists("Return precautions given: vomiting, fainting.", "omiting"));
  EXPECT_FALSE(lists("Strict return precautions: chest pain, breathlessness.", "hest pain"));
  EXPECT_FALSE(lists("Reasons to return: jaundice or dark urine.", "aundice"));
  // Counter-examples: a return visit's heading, the finding named in the value.
  EXPECT_TRUE(lists("Return visit: vomiting again since Monday.", "omiting"));
  EXPECT_TRUE(lists("Return precautions discussed: rash present on arrival, spreading.", "ash"));
}

TEST(ContextRound38, ALabelOfTextCarriedOverFromAnEarlierRecordMakesItPast) {
  EXPECT_FALSE(lists("Copied forward from March: eczema.\nToday: sprained wrist.", "czema"));
  EXPECT_FALSE(lists("Template text from 2022 clinic: otitis externa.\nToday: sore knee.", "titis externa"));
  EXPECT_TRUE(ctx("Carried over from last admission: pneumonia.", "pneumonia").historical);
  // Counter-examples: this visit's heading on the next line, a condition named between the
  // copying word and its origin, a copying word that is no label's.
  EXPECT_TRUE(lists("Copied forward from March: eczema.\nToday: sprained wrist.", "prain"));
  EXPECT_TRUE(lists("Imported malaria from Ghana: on artesunate.", "alaria"));
  EXPECT_TRUE(lists("Results copied to GP. Cellulitis of the left leg, on flucloxacillin.", "ellulitis"));
}

TEST(ContextRound38, ABracketRightAfterAKinWordHoldsThatPersonsCondition) {
  EXPECT_FALSE(lists("Letter was about her husband (suspected bowel cancer); she is here for a smear.", "owel cancer"));
  EXPECT_FALSE(lists("Came with her son (known epilepsy); she has a cough.", "pilepsy"));
  // Counter-examples: the patient's own condition after the bracket closes, in the next clause.
  EXPECT_TRUE(lists("Came with her son (known epilepsy); she has a cough.", "ough"));
  EXPECT_TRUE(lists("Her husband (works nights) says her asthma is worse.", "sthma"));
}

TEST(ContextRound38, AReplyThatHoldsItsAnswerBackAnswersInItsNextSentence) {
  EXPECT_FALSE(lists("[doctor] any night sweats?\n[patient] hmm, let me see...\n[patient] no, none.", "ight sweats"));
  EXPECT_FALSE(lists("[doctor] ever had a kidney stone?\n[patient] a stone? no.", "tone"));
  EXPECT_FALSE(lists("[doctor] any palpitations?\n[patient] me? no.", "alpitations"));
  // Counter-examples: the next sentence says yes; a holding turn left unanswered before the
  // doctor's next question does not borrow that question's answer.
  EXPECT_TRUE(lists("[doctor] any wheeze?\n[patient] um, let me think.\n[patient] yes, at night.", "heez"));
  EXPECT_TRUE(lists("[doctor] any asthma?\n[patient] asthma? yes, since childhood.", "sthma"));
  EXPECT_TRUE(lists("[doctor] any cough?\n[patient] hmm.\n[doctor] and fever?\n[patient] yes.", "ever"));
}
