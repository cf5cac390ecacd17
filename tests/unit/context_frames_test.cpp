// Unit tests for the clause frames of domain/clinical/context_frames.cpp (issue 18, round 11):
// the context a clause's shape gives a mention (a definite subject of a change, the complement
// of a negated belief, an identity denied, a conditional's consequent, an inverted
// conditional, "without" under a negated ability, an answer that reports normal). Each frame
// is tested with counter-examples where a present condition must stay. Sentences are written
// for these tests; none comes from an evaluation set or from the corpora under
// tests/fixtures/context.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

namespace clinical = cxs::domain::clinical;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::there_now;

namespace {

TEST(ContextFrames, ADefiniteSubjectOfAChangeIsThereNowUnderAConditional) {
  EXPECT_TRUE(there_now(ctx("See us again if the wheeze gets worse overnight.", "wheeze")));
  EXPECT_TRUE(there_now(ctx("Ring the ward if her swelling spreads up the leg.", "swelling")));
  EXPECT_TRUE(there_now(ctx("If the earache is no better by Monday, book a review.", "earache")));
  EXPECT_TRUE(there_now(ctx("Come in if your headache does not improve with rest.", "headache")));
  // Counter-examples: an indefinite mention, a recurrence (the condition is gone now), no
  // predicate of change.
  EXPECT_TRUE(ctx("See us again if a wheeze starts overnight.", "wheeze").hypothetical);
  EXPECT_TRUE(ctx("Ring the ward if any swelling spreads up the leg.", "swelling").hypothetical);
  EXPECT_TRUE(ctx("Come in if the headache comes back.", "headache").hypothetical);
  EXPECT_TRUE(ctx("Come in if you get a headache.", "headache").hypothetical);
}

TEST(ContextFrames, ADefiniteSubjectOfAChangeIsThereNowAfterADenialOverAList) {
  EXPECT_TRUE(there_now(ctx("No vomiting, and the nausea is improving.", "nausea")));
  EXPECT_TRUE(there_now(ctx("I don't think the eczema is getting better.", "eczema")));
  // Counter-examples: the denied items themselves, and an indefinite mention.
  EXPECT_TRUE(ctx("No vomiting, and the nausea is improving.", "vomiting").negated);
  EXPECT_TRUE(ctx("No vomiting or nausea, and she is improving.", "nausea").negated);
}

TEST(ContextFrames, AQuestionWhetherADefiniteConditionChangedPresupposesIt) {
  // "no" to "has it gone?" says it is still there.
  EXPECT_TRUE(there_now(ctx("[doctor] has the itching settled ?\n[patient] no , it keeps me up .", "itching")));
  EXPECT_TRUE(there_now(ctx("[doctor] is your back pain any better ?\n[patient] no .", "back pain")));
  // "yes" to "has it gone?" ends it; "yes" to "is it better?" leaves it there.
  EXPECT_TRUE(ctx("[doctor] has the itching gone ?\n[patient] yes , completely .", "itching").historical);
  EXPECT_TRUE(there_now(ctx("[doctor] is the back pain better ?\n[patient] yes , a bit .", "back pain")));
  // Counter-examples: an indefinite question answered no is a denial.
  EXPECT_TRUE(ctx("[doctor] any itching ?\n[patient] no .", "itching").negated);
  EXPECT_TRUE(ctx("[doctor] have you had a rash at all ?\n[patient] no .", "rash").negated);
}

TEST(ContextFrames, TheComplementOfANegatedBeliefIsDenied) {
  EXPECT_TRUE(ctx("I don't think this is sciatica.", "sciatica").negated);
  EXPECT_TRUE(ctx("I do not think it's an ear infection.", "ear infection").negated);
  EXPECT_TRUE(ctx("Honestly I don't believe you have asthma.", "asthma").negated);
  EXPECT_TRUE(ctx("We doubt that this is shingles.", "shingles").negated);
  // Counter-examples: the mention is the subject, not the predicate; the belief is not
  // negated; "no doubt"; another object of the verb.
  EXPECT_FALSE(ctx("I don't think the sciatica is serious.", "sciatica").negated);
  EXPECT_FALSE(ctx("I think this is sciatica.", "sciatica").negated);
  EXPECT_FALSE(ctx("There is no doubt this is shingles.", "shingles").negated);
  EXPECT_FALSE(ctx("I don't think we need an x-ray for the sciatica.", "sciatica").negated);
  EXPECT_FALSE(ctx("I doubt it is anything other than asthma.", "asthma").negated);
}

TEST(ContextFrames, AConditionDeniedAsTheExplanationIsDenied) {
  EXPECT_TRUE(ctx("Reflux is not the cause of her cough.", "Reflux").negated);
  EXPECT_TRUE(ctx("Anaemia isn't the reason she is tired.", "Anaemia").negated);
  // Counter-examples: a state, not an identity; the explanation affirmed.
  EXPECT_FALSE(ctx("Reflux is not better on the tablets.", "Reflux").negated);
  EXPECT_FALSE(ctx("Reflux is the cause of her cough.", "Reflux").negated);
  EXPECT_FALSE(ctx("The anaemia is not the only problem.", "anaemia").negated);
}

TEST(ContextFrames, TheConsequentOfAConditionalIsConditional) {
  EXPECT_TRUE(ctx("If your lips swell after the tablet, that is angioedema.", "angioedema").hypothetical);
  EXPECT_TRUE(ctx("If the pain moves to the right side, it could be appendicitis.", "appendicitis").hypothetical);
  // Counter-examples: a determined condition in the consequent, a statement with no "if".
  EXPECT_FALSE(ctx("If you have a fever, the tonsillitis is probably bacterial.", "tonsillitis").hypothetical);
  EXPECT_FALSE(ctx("She has swollen lips, that is angioedema.", "angioedema").hypothetical);
}

TEST(ContextFrames, AnInvertedShouldOpensAConditional) {
  EXPECT_TRUE(ctx("Should you become light headed, sit down at once.", "light headed").hypothetical);
  EXPECT_TRUE(ctx("Take the spray, and should he feel palpitations, stop it.", "palpitations").hypothetical);
  // Counter-examples: "should" as an obligation after its subject, a question asking advice
  // about a condition the patient has.
  EXPECT_FALSE(ctx("You should rest the sprained ankle.", "sprained ankle").hypothetical);
  EXPECT_FALSE(ctx("He should use the inhaler for his asthma.", "asthma").hypothetical);
}

TEST(ContextFrames, WithoutUnderANegatedAbilityIsANecessity) {
  EXPECT_TRUE(there_now(ctx("She cannot lie flat without breathlessness.", "breathlessness")));
  EXPECT_TRUE(there_now(ctx("He is no longer able to climb one flight without chest pain.", "chest pain")));
  EXPECT_TRUE(there_now(ctx("I can't eat anything without heartburn.", "heartburn")));
  // Counter-examples: an ability, a "without" in a list after a comma.
  EXPECT_TRUE(ctx("She can lie flat without breathlessness.", "breathlessness").negated);
  EXPECT_TRUE(ctx("He walks a mile without chest pain.", "chest pain").negated);
  EXPECT_TRUE(ctx("Cannot sleep, without fever or cough.", "fever").negated);
}

TEST(ContextFrames, AnAnswerThatReportsNormalDenies) {
  EXPECT_TRUE(ctx("[doctor] any fever ?\n[patient] the thermometer has been normal .", "fever").negated);
  EXPECT_TRUE(ctx("[doctor] any trouble breathing ?\n[patient] my breathing feels fine .", "trouble breathing").negated);
  EXPECT_TRUE(ctx("[doctor] swollen ankles ?\n[patient] they look okay to me .", "swollen ankles").negated);
  // Counter-examples: qualified or partial answers, an answer that describes the symptom.
  EXPECT_FALSE(ctx("[doctor] any fever ?\n[patient] it was normal until tonight .", "fever").negated);
  EXPECT_FALSE(ctx("[doctor] any chest pain ?\n[patient] fine at rest but not on the stairs .", "chest pain").negated);
  EXPECT_FALSE(ctx("[doctor] any cough ?\n[patient] only in the mornings , otherwise fine .", "cough").negated);
  EXPECT_FALSE(ctx("[doctor] any cough ?\n[patient] a dry one , mostly at night .", "cough").negated);
}

TEST(ContextFrames, AnAnswerOpenedByNotDenies) {
  EXPECT_TRUE(ctx("[doctor] do you still get cramps ?\n[patient] not since the spring .", "cramps").negated);
  EXPECT_TRUE(ctx("[doctor] any heartburn ?\n[patient] not anymore .", "heartburn").negated);
  // Counter-examples: hedges after "not".
  EXPECT_FALSE(ctx("[doctor] any heartburn ?\n[patient] not sure , maybe after curry .", "heartburn").negated);
  EXPECT_FALSE(ctx("[doctor] any heartburn ?\n[patient] not too bad , a little at night .", "heartburn").negated);
}

TEST(ContextFrames, ATestingVerbWithThePatientAsObjectLooksForTheCondition) {
  EXPECT_TRUE(ctx("We will be testing him for hepatitis C.", "hepatitis C").hypothetical);
  EXPECT_TRUE(ctx("The nurse is swabbing the baby for thrush.", "thrush").hypothetical);
  // Counter-examples: a reason for treatment, a result.
  EXPECT_FALSE(ctx("We are treating him for hepatitis C.", "hepatitis C").hypothetical);
  EXPECT_FALSE(ctx("He tested positive for hepatitis C.", "hepatitis C").hypothetical);
}

TEST(ContextFrames, SignsOfAConditionDescribedAreNotFound) {
  EXPECT_TRUE(ctx("Symptoms of meningitis include a stiff neck and a rash.", "meningitis").hypothetical);
  EXPECT_TRUE(ctx("Signs of sepsis are a racing heart and confusion.", "sepsis").hypothetical);
  // Counter-examples: signs found on the patient.
  EXPECT_FALSE(ctx("Signs of sepsis are present on arrival.", "sepsis").hypothetical);
  EXPECT_FALSE(ctx("She shows signs of dehydration.", "dehydration").hypothetical);
}

TEST(ContextFrames, AFearOfWhatMayComeIsNotACondition) {
  const auto c = ctx("He is scared of getting diabetes like his uncle.", "diabetes");
  EXPECT_TRUE(c.hypothetical);
  EXPECT_FALSE(c.uncertain);
  // Counter-examples: a worry about a condition the patient has; no gerund of what may come.
  EXPECT_FALSE(ctx("He is worried about his diabetes.", "diabetes").hypothetical);
  EXPECT_FALSE(ctx("She is anxious about the asthma getting worse.", "asthma").hypothetical);
}

TEST(ContextFrames, AnIndefinitePersonOrAGroupAsSubjectIsSomeoneElse) {
  EXPECT_EQ(ctx("A boy on his football team has impetigo.", "impetigo").who, clinical::experiencer::other);
  EXPECT_EQ(ctx("Her whole nursery has hand foot and mouth disease.", "hand foot and mouth disease").who,
            clinical::experiencer::other);
  // Counter-examples: the patient as subject, a definite child who is the patient.
  EXPECT_EQ(ctx("The child has impetigo on the chin.", "impetigo").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("Since starting school she has impetigo.", "impetigo").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("The patient, a teacher at the school, has impetigo.", "impetigo").who, clinical::experiencer::patient);
}

TEST(ContextFrames, ALaterClauseThatEndsItMakesItPast) {
  EXPECT_TRUE(ctx("In her twenties she suffered from bulimia, but that is long over.", "bulimia").historical);
  EXPECT_TRUE(ctx("He had a sinus infection in May and it has cleared.", "sinus infection").historical);
  EXPECT_TRUE(ctx("I had a chest infection at new year but i'm fine now.", "chest infection").historical);
  EXPECT_TRUE(ctx("Three years since his last gout attack.", "gout attack").historical);
  EXPECT_TRUE(ctx("Bad acne until she went on the pill at sixteen.", "acne").historical);
  EXPECT_TRUE(ctx("She got over her pneumonia quickly.", "pneumonia").historical);
  EXPECT_FALSE(ctx("Use the cream until the eczema clears.", "eczema").historical);
  EXPECT_FALSE(ctx("Constant pain until now.", "pain").historical);
  EXPECT_FALSE(ctx("The acne kept her indoors until she went on the pill.", "acne").historical);
  // Counter-examples: a present condition, a later clause that does not end it, a clause
  // about something else.
  EXPECT_FALSE(ctx("I have asthma but I'm fine now.", "asthma").historical);
  EXPECT_FALSE(ctx("He had a sinus infection in May and it is worse now.", "sinus infection").historical);
  EXPECT_FALSE(ctx("Since her fall she has had back pain.", "back pain").historical);
  EXPECT_FALSE(ctx("We start a patch for the nicotine dependence and decrease that over time.", "nicotine dependence")
                   .historical);
}

}  // namespace

// Round 13 (branch ctx13): frames for hypothetical structure and evidence against. Sentences
// written for these tests; none is a corpus line.
TEST(ContextFrames, APossibilityOfMeaningWarnsWithAnIndefiniteSubjectAndHedgesOtherwise) {
  // An indefinite or relative subject on a warning: what may come.
  const auto warn = ctx("A sudden weakness in one arm may mean a stroke, so ring us.", "stroke");
  EXPECT_TRUE(warn.hypothetical);
  EXPECT_FALSE(warn.uncertain);
  EXPECT_TRUE(ctx("Any black stools can be a sign of bleeding in the gut.", "bleeding").hypothetical);
  EXPECT_TRUE(ctx("Report any burning when you pass urine, which could signal an infection.", "infection")
                  .hypothetical);
  // Counter-examples: a definite subject is a hedge on a diagnosis (listed as provisional); a
  // relative clause on a finding is too; "could be" is left to the lexicon; no modal, no frame.
  const auto hedge = ctx("This rash could mean shingles.", "shingles");
  EXPECT_FALSE(hedge.hypothetical);
  EXPECT_TRUE(hedge.uncertain);
  const auto found = ctx("She has a tender calf, which could mean a clot.", "clot");
  EXPECT_FALSE(found.hypothetical);
  EXPECT_TRUE(found.uncertain);
  EXPECT_FALSE(ctx("The swelling means gout.", "gout").hypothetical);
}

TEST(ContextFrames, ABareMentionNamedAsASideEffectOrRiskIsNotFound) {
  EXPECT_TRUE(ctx("Hair loss is a rare side effect of this tablet.", "Hair loss").hypothetical);
  EXPECT_TRUE(ctx("Bleeding is a known complication of the biopsy.", "Bleeding").hypothetical);
  EXPECT_TRUE(ctx("A cough can be a side effect of these pills.", "cough").hypothetical);
  // Counter-examples: a definite or possessed mention is the patient's own; "effect" without
  // "side"; a predicate that is no effect noun.
  EXPECT_TRUE(there_now(ctx("His rash is a side effect of the penicillin.", "rash")));
  EXPECT_TRUE(there_now(ctx("The nausea is a side effect of the iron.", "nausea")));
  EXPECT_FALSE(ctx("Fatigue is a common problem after flu.", "Fatigue").hypothetical);
}

TEST(ContextFrames, ATopicTaughtOrDiscussedIsNotFound) {
  EXPECT_TRUE(ctx("We went over what asthma is and how inhalers work.", "asthma").hypothetical);
  EXPECT_TRUE(ctx("I counselled her on the warning symptoms of sepsis.", "sepsis").hypothetical);
  EXPECT_TRUE(ctx("The nurse educated him about hypoglycemia.", "hypoglycemia").hypothetical);
  // Counter-examples: the patient's own condition (a possessive or "the"); "talked" with no
  // preposition; a verb that is no teaching.
  EXPECT_TRUE(there_now(ctx("We discussed his gout and the new tablets.", "gout")));
  EXPECT_TRUE(there_now(ctx("I explained the eczema needs a steroid cream.", "eczema")));
  EXPECT_FALSE(ctx("She talked for an hour and her anxiety is worse.", "anxiety").hypothetical);
}

TEST(ContextFrames, NothingAsTheSubjectOfAVerbOfIndicationDenies) {
  EXPECT_TRUE(ctx("Nothing on the scan suggests a tumour.", "tumour").negated);
  EXPECT_TRUE(ctx("There is nothing to point to an infection.", "infection").negated);
  // Counter-examples: another subject; a verb that indicates nothing.
  EXPECT_FALSE(ctx("Everything on the scan suggests a tumour.", "tumour").negated);
  EXPECT_FALSE(ctx("Nothing helps the migraine.", "migraine").negated);
}

TEST(ContextFrames, AnOrContinuesAConditionalAntecedentBeyondTheWindow) {
  EXPECT_TRUE(ctx("If the wound turns red and hot around the stitches or she runs a fever call us.", "fever")
                  .hypothetical);
  // Counter-examples: a comma ends the antecedent; "as if" compares; no "if" before the "or".
  EXPECT_FALSE(ctx("If you want to , we can talk about the stiffness in your back, or the gout.", "gout")
                   .hypothetical);
  EXPECT_FALSE(ctx("It felt as if the whole room was spinning and then dizziness or nausea came on.", "nausea")
                   .hypothetical);
  EXPECT_FALSE(ctx("She has had headaches most mornings this month and some nights or vomiting.", "vomiting")
                   .hypothetical);
}

TEST(ContextFrames, AHedgeInsideAConditionalAntecedentIsPartOfTheSupposition) {
  const auto c = ctx("If the biopsy proves it to be psoriasis, we'll start a cream.", "psoriasis");
  EXPECT_TRUE(c.hypothetical);
  EXPECT_FALSE(c.uncertain);
  // Counter-example: a hedge before the "if" stays ("probably X; if it is, ...").
  EXPECT_TRUE(ctx("Probably cellulitis if the redness spreads.", "cellulitis").uncertain);
}

TEST(ContextFrames, APossessiveInAConditionalAntecedentIsThePatientsCondition) {
  EXPECT_TRUE(there_now(ctx("If his psoriasis flakes on the scalp, use the shampoo.", "psoriasis")));
  EXPECT_TRUE(there_now(ctx("If your arthritis aches in the morning, take it with food.", "arthritis")));
  // Counter-examples: a recurrence, a level (a measure, not a condition), no possessive.
  EXPECT_TRUE(ctx("If your chest pain comes back, call an ambulance.", "chest pain").hypothetical);
  EXPECT_FALSE(ctx("If your chest pain comes back, call an ambulance.", "chest pain").presupposed);
  EXPECT_FALSE(ctx("If your sugar drops, eat a biscuit.", "sugar").presupposed);
  EXPECT_FALSE(ctx("If a rash appears on the arms, stop it.", "rash").presupposed);
}

TEST(ContextFrames, AFearNounBeforeAComingConditionIsAFear) {
  const auto c = ctx("[patient] my worst fear is developing diabetes like my sister .", "diabetes");
  EXPECT_TRUE(c.hypothetical);
  EXPECT_FALSE(c.uncertain);
  // Counter-example: no gerund of coming.
  EXPECT_FALSE(ctx("[patient] my fear is the diabetes is out of control .", "diabetes").hypothetical);
}

TEST(ContextFrames, Round13LexiconEvidenceAgainstAndAnyTime) {
  // NegEx's "argues against", "free from" beside "free of", "X is off the table".
  EXPECT_TRUE(ctx("The normal CRP argues against an abscess.", "abscess").negated);
  EXPECT_TRUE(ctx("He has been free from seizures on the new dose.", "seizures").negated);
  EXPECT_TRUE(ctx("With a clear scan, a fracture is off the table.", "fracture").negated);
  // "any time you ..." opens a condition, like "whenever".
  EXPECT_TRUE(ctx("Any time you get palpitations, sit and breathe slowly.", "palpitations").hypothetical);
  // Counter-examples: a mention before the trigger or after a new clause.
  EXPECT_FALSE(ctx("Surgery is off the table because of her heart failure.", "heart failure").negated);
  EXPECT_FALSE(ctx("Free from pain since the injection, but the swelling persists.", "swelling").negated);
  EXPECT_FALSE(ctx("His gout flares any time he drinks beer.", "gout").hypothetical);
}

// Round 15's frames (context_frames_hypothetical.cpp).
TEST(ContextFrames, WhatATreatmentKeepsOffOrShieldsFromIsHypothetical) {
  EXPECT_TRUE(ctx("Wash your hands often to keep gastroenteritis away.", "gastroenteritis").hypothetical);
  EXPECT_TRUE(ctx("The vaccine should protect the baby from whooping cough.", "whooping cough").hypothetical);
  EXPECT_TRUE(ctx("Good control now will keep her out of kidney failure.", "kidney failure").hypothetical);
  // Counter-examples: another verb's "from", a condition that is the reason, not the object kept off.
  EXPECT_TRUE(there_now(ctx("She is recovering from pneumonia at home.", "pneumonia")));
  EXPECT_TRUE(there_now(ctx("He cannot keep food down because of the vomiting.", "vomiting")));
  EXPECT_TRUE(there_now(ctx("Keep the eczema cream away from the eyes.", "eczema")));
  // A gerund of coming after an object: "stop her getting X"; without an object the condition
  // is the patient's ("she wants to stop having migraines").
  EXPECT_TRUE(ctx("The aim is to stop him getting another chest infection.", "chest infection").hypothetical);
  EXPECT_TRUE(there_now(ctx("She wants to stop having migraines.", "migraines")));
}

TEST(ContextFrames, ANounOfWhatMayComeSaidOfSomethingNamesTheRisk) {
  EXPECT_TRUE(ctx("The danger with untreated sleep apnoea is a car crash or a stroke.", "stroke").hypothetical);
  EXPECT_TRUE(ctx("The main hazard of the steroid here is diabetes.", "diabetes").hypothetical);
  // Counter-examples: a risk the patient has ("his main risk factor is"), a concern (a hedge, left
  // to the lexicon), punctuation between.
  EXPECT_FALSE(ctx("His main risk is diabetes.", "diabetes").hypothetical);
  EXPECT_FALSE(ctx("The risk is low; the diagnosis is gout.", "gout").hypothetical);
}

TEST(ContextFrames, ADiagnosisConsideredThenAgainstAResultIsDenied) {
  EXPECT_TRUE(ctx("We considered appendicitis, but the ultrasound was normal.", "appendicitis").negated);
  EXPECT_TRUE(ctx("Meningitis was on the list until the lumbar puncture came back clear.", "Meningitis").negated);
  // Counter-examples: no result against it, or a result for it: still a possibility.
  const auto kept = ctx("We considered appendicitis, but she wanted to go home.", "appendicitis");
  EXPECT_FALSE(kept.negated);
  EXPECT_TRUE(kept.uncertain);
  EXPECT_FALSE(ctx("We considered appendicitis, and the ultrasound confirmed it.", "appendicitis").negated);
}

TEST(ContextFrames, AQuantifiedShareOfPeopleOpeningTheSentenceIsNotThePatient) {
  EXPECT_EQ(ctx("About one in fifty people get a headache on this drug.", "headache").who, clinical::experiencer::other);
  EXPECT_EQ(ctx("About once a week she gets a headache.", "headache").who, clinical::experiencer::patient);
}

TEST(ContextFrames, ADefiniteSubjectThatActsOnThePatientIsThereNow) {
  EXPECT_TRUE(there_now(ctx("Use the cream whenever the eczema flares.", "eczema")));
  EXPECT_TRUE(there_now(ctx("Ring us if the itching keeps waking her.", "itching")));
  // Counter-examples: an indefinite subject stays conditional, and so does a recurrence.
  EXPECT_TRUE(ctx("Ring us if any itching keeps waking her.", "itching").hypothetical);
  EXPECT_FALSE(there_now(ctx("Use the cream if the eczema flares up again.", "eczema")));
}

TEST(ContextFrames, ATimeInTheFutureRightAfterTheMentionIsHypothetical) {
  EXPECT_TRUE(ctx("What I worry about most is kidney failure down the line.", "kidney failure").hypothetical);
  EXPECT_TRUE(ctx("Her main concern is osteoporosis in the long run.", "osteoporosis").hypothetical);
  // Counter-examples: not right after the mention; a time in the day, not in life.
  EXPECT_FALSE(ctx("Her asthma, in the future, may need a biologic.", "asthma").hypothetical);
  EXPECT_FALSE(ctx("She had chest pain later in the day.", "chest pain").hypothetical);
}

TEST(ContextFrames, TheTopicOfAPossibilityDiscussedIsTaught) {
  EXPECT_TRUE(ctx("We talked about the risk of a stroke with her.", "stroke").hypothetical);
  // Counter-example: the patient's own condition discussed.
  EXPECT_FALSE(ctx("We talked about her stroke last year.", "stroke").hypothetical);
}
