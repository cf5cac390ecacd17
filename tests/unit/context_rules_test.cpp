// Unit tests for the negation/context rules of issue 18, each with a counter-example (the case
// the rule must leave alone). Sentences are written for these tests; none comes from an
// evaluation set or from the corpora under tests/fixtures/context. The diagnosis rules of the
// same rounds are tested in diagnosis_rules_test.cpp.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "diagnosis_items.hpp"
#include "tests/unit/context_probe.hpp"

namespace clinical = cxs::domain::clinical;
using cxs::test::diagnosis_items::diagnoses;
using cxs::test::diagnosis_items::has_code;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::there_now;
using cxs::test::diagnosis_items::names;

namespace {

// --- Hinglish triggers ------------------------------------------------------------------

TEST(ContextRules, HinglishPehleAndHuaThaMakeAMentionHistorical) {
  EXPECT_TRUE(ctx("Pehle TB hua tha, ab theek hai.", "TB").historical);
  EXPECT_TRUE(ctx("Do saal pehle jaundice hua tha.", "jaundice").historical);
  EXPECT_TRUE(ctx("Bachpan me asthma tha.", "asthma").historical);
  // Counter-examples: "khane se pehle" is a dosing time, "din pehle" a recent start.
  EXPECT_FALSE(ctx("Khane se pehle dawa lo, bukhar hai.", "bukhar").historical);
  EXPECT_FALSE(ctx("Teen din pehle fever shuru hua.", "fever").historical);
}

TEST(ContextRules, HinglishListCloserNegatesEveryItemButNotAClauseBeforeIt) {
  const std::string_view list = "Khansi, dast, ulti kuch nahi.";
  EXPECT_TRUE(ctx(list, "Khansi").negated);
  EXPECT_TRUE(ctx(list, "dast").negated);
  EXPECT_TRUE(ctx(list, "ulti").negated);
  // Counter-example: "khansi hai" is its own clause; only what follows it is denied.
  const std::string_view clause = "Khansi hai, dast kuch nahi.";
  EXPECT_FALSE(ctx(clause, "Khansi").negated);
  EXPECT_TRUE(ctx(clause, "dast").negated);
}

TEST(ContextRules, HindiNaNegatesButAsrGonNaDoesNot) {
  EXPECT_TRUE(ctx("Na zukam na khujli.", "zukam").negated);
  EXPECT_TRUE(ctx("Na zukam na khujli.", "khujli").negated);
  EXPECT_FALSE(ctx("we're gon na treat your asthma with an inhaler .", "asthma").negated);
}

TEST(ContextRules, HinglishConditionalAndUncertainTriggers) {
  EXPECT_TRUE(ctx("Chakkar ho to let jana.", "Chakkar").hypothetical);
  EXPECT_TRUE(ctx("Shayad typhoid hai.", "typhoid").uncertain);
  EXPECT_TRUE(ctx("Malaria ho sakta hai.", "Malaria").uncertain);
  // Counter-example: a plain statement stays certain and current.
  const auto plain = ctx("Typhoid hai, Widal positive.", "Typhoid");
  EXPECT_FALSE(plain.uncertain);
  EXPECT_FALSE(plain.hypothetical);
}

// --- English triggers -------------------------------------------------------------------

TEST(ContextRules, ExcludesNegatesExcludeIsARuleOut) {
  EXPECT_TRUE(ctx("The MRI excludes a tumour of the spine.", "tumour").negated);
  const auto plan = ctx("We must exclude meningitis tonight.", "meningitis");
  EXPECT_FALSE(plan.negated);
  EXPECT_TRUE(plan.hypothetical);
  EXPECT_TRUE(plan.uncertain);
}

TEST(ContextRules, ShouldAXDevelopIsConditionalPlainShouldIsNot) {
  EXPECT_TRUE(ctx("Should a rash appear, stop the tablets.", "rash").hypothetical);
  EXPECT_FALSE(ctx("You should keep taking the tablets for the rash.", "rash").hypothetical);
}

TEST(ContextRules, ResolvedAndAgeAtOnsetAreHistorical) {
  EXPECT_TRUE(ctx("Measles at age five.", "Measles").historical);
  EXPECT_TRUE(ctx("The migraines stopped after she quit coffee.", "migraines").historical);
  EXPECT_TRUE(ctx("His gout went away with diet.", "gout").historical);
  // Counter-example: "stopped" before a drug does not make a later symptom historical.
  EXPECT_FALSE(ctx("She stopped metformin because of severe diarrhoea.", "diarrhoea").historical);
}

TEST(ContextRules, PseudoNegationNotOnlyLeavesTheConditionAffirmed) {
  EXPECT_FALSE(ctx("Not only a cough but a high fever as well.", "cough").negated);
  EXPECT_TRUE(ctx("Not a cough, just a tickle.", "cough").negated);
}

TEST(ContextRules, NegatedListReachesEveryItem) {
  const std::string_view s = "He denies dizziness, tinnitus, earache or hearing loss.";
  EXPECT_TRUE(ctx(s, "dizziness").negated);
  EXPECT_TRUE(ctx(s, "hearing loss").negated);
  // Counter-example: "but" ends the denial.
  EXPECT_FALSE(ctx("He denies dizziness but reports tinnitus.", "tinnitus").negated);
}

TEST(ContextRules, FamilyAndOtherPeopleAreNotThePatient) {
  EXPECT_EQ(ctx("Her grandmother had glaucoma.", "glaucoma").who, clinical::experiencer::family);
  EXPECT_EQ(ctx("[patient] everybody at home has the flu .", "flu").who, clinical::experiencer::other);
  // Counter-example: a relative who reports the patient's symptom.
  EXPECT_EQ(ctx("Her mother says she has had a fever since Monday.", "fever").who,
            clinical::experiencer::patient);
}

TEST(ContextRules, PatientsDiagnosisQuestionTakesTheDoctorsAnswer) {
  EXPECT_TRUE(ctx("[patient] is it a gallstone ?\n[doctor] no , the scan is clear .", "gallstone").negated);
  const auto unanswered = ctx("[patient] could this be gout ?\n[doctor] let's get a uric acid level .", "gout");
  EXPECT_FALSE(unanswered.negated);
  EXPECT_TRUE(unanswered.uncertain);
  EXPECT_FALSE(ctx("[patient] is it a gallstone ?\n[doctor] yes , it is .", "gallstone").negated);
  // Counter-example: a question that presupposes the condition keeps it affirmed.
  EXPECT_FALSE(ctx("[patient] could that be why i have heartburn ?\n[doctor] no , i doubt it .", "heartburn")
                   .negated);
}

// --- issue 18, second round: rules written from the kinds of tuning-part errors ----------

TEST(ContextRules, APredictionOrAnEligibilityRuleIsHypothetical) {
  EXPECT_TRUE(ctx("With this injection we do expect some weight loss.", "weight loss").hypothetical);
  EXPECT_TRUE(ctx("The one thing they cannot have, really, is diabetes.", "diabetes").hypothetical);
  const auto expect = diagnoses("Plan: we do expect pretty big weight loss on the trial medicine.");
  for (const auto& i : expect) {
    EXPECT_EQ(std::string(i.at("name").as_string()).find("xpect"), std::string::npos) << names(expect);
  }
  EXPECT_FALSE(has_code(expect, "R63")) << names(expect);
  // Counter-examples: the condition said before the trigger, and "can have" without "not".
  EXPECT_FALSE(ctx("Weight loss of five kilos, as we expect with this medicine.", "Weight loss").hypothetical);
  EXPECT_FALSE(ctx("You have diabetes, so you cannot have sweets.", "diabetes").hypothetical);
  EXPECT_FALSE(ctx("I can see you have diabetes.", "diabetes").hypothetical);
}

// --- round 4 of fresh trap lines (tuning part): the causes of its first failures ----------

TEST(ContextRules, AnOutcomeThatMayComeIsHypothetical) {
  EXPECT_TRUE(ctx("Without the inhaler you could get an asthma attack.", "asthma").hypothetical);
  EXPECT_TRUE(ctx("Left alone, this ulcer can end in a perforation.", "perforation").hypothetical);
  EXPECT_TRUE(ctx("Wear the brace so you do not end up with a sprain again.", "sprain").hypothetical);
  // Counter-examples: a real event said with the same verbs.
  EXPECT_FALSE(ctx("I get migraines every week.", "migraines").hypothetical);
  EXPECT_FALSE(ctx("The fall ended in a fracture of the wrist.", "fracture").hypothetical);
}

TEST(ContextRules, AgeOfLifeAndWellQualifiedPossibilities) {
  EXPECT_TRUE(ctx("Eczema as a baby, clear skin since.", "Eczema").historical);
  EXPECT_FALSE(ctx("The baby has eczema on both cheeks.", "eczema").historical);
  EXPECT_TRUE(ctx("The flank pain may well be a kidney stone.", "kidney stone").uncertain);
  EXPECT_FALSE(ctx("The kidney stone is well seen on the scan.", "kidney stone").uncertain);
}

TEST(ContextRules, NoImprovementInAConditionIsNotItsNegation) {
  EXPECT_FALSE(ctx("There is no improvement in his eczema on the cream.", "eczema").negated);
  EXPECT_FALSE(ctx("No relief from the migraine with paracetamol.", "migraine").negated);
  // Counter-example: "no" before the condition itself.
  EXPECT_TRUE(ctx("There is no eczema on the hands.", "eczema").negated);
}

// --- a recogniser's transcript: no speaker tags, no punctuation ---------------------------

TEST(ContextRules, ANotesHedgeAfterTheNameMarksItUncertain) {
  // "X , likely .", "X , presumed", "X to be considered", "less likely X", Hindi "X rule out
  // karna hai", and a "Differential:" heading.
  EXPECT_TRUE(ctx("Assessment: Stable angina, likely.", "angina").uncertain);
  EXPECT_TRUE(ctx("Impression: Pancreatic cancer, presumed.", "cancer").uncertain);
  EXPECT_TRUE(ctx("Impression: Pancreatic cancer, suspected.", "cancer").uncertain);
  EXPECT_TRUE(ctx("Assessment: schizophrenia to be considered.", "schizophrenia").uncertain);
  EXPECT_TRUE(ctx("Assessment: less likely migraine, more likely tension headache.", "migraine").uncertain);
  EXPECT_TRUE(ctx("Doctor: TB rule out karna hai, sputum test karwa lo.", "TB").uncertain);
  EXPECT_TRUE(ctx("Differential: viral gastroenteritis, food poisoning.", "gastroenteritis").uncertain);
  // Counter-examples: a comma and a clause that goes on, and a plain statement.
  EXPECT_FALSE(ctx("Assessment: hypertension, likely to improve with weight loss.", "hypertension").uncertain);
  EXPECT_FALSE(ctx("Assessment: stable angina.", "angina").uncertain);
}

TEST(ContextRules, ARelativeClauseOfResolutionMakesTheConditionHistorical) {
  EXPECT_TRUE(ctx("She had shingles over the summer which resolved with acyclovir.", "shingles").historical);
  EXPECT_TRUE(ctx("A rash on the arms that went away by itself.", "rash").historical);
  // Counter-examples: a relative clause that does not resolve it, and a negated resolution.
  EXPECT_FALSE(ctx("She has shingles on the flank which is very painful.", "shingles").historical);
  EXPECT_FALSE(ctx("A rash on the arms that has not gone away.", "rash").historical);
}

// --- issue 18, round 6 (branch ctx18): the published NegEx / ConText lexicons and scope ----

TEST(ContextRules, NegExPreNegationsOfFindingsAndTests) {
  EXPECT_TRUE(ctx("The ultrasound fails to reveal a gallstone.", "gallstone").negated);
  EXPECT_TRUE(ctx("The CT did not demonstrate a bleed.", "bleed").negated);
  EXPECT_TRUE(ctx("Skin is clear of eczema today.", "eczema").negated);
  EXPECT_TRUE(ctx("Symptoms are not associated with vomiting.", "vomiting").negated);
  // Counter-examples: the same tests finding it, and a pseudo-negation from the list.
  EXPECT_FALSE(ctx("The ultrasound reveals a gallstone.", "gallstone").negated);
  EXPECT_FALSE(ctx("No suspicious change in the old scar of the shoulder.", "scar").negated);
  EXPECT_FALSE(ctx("Urine grew a gram negative rod, so this is pyelonephritis.", "pyelonephritis").negated);
  EXPECT_FALSE(ctx("Not only the wheeze but also a cough at night.", "wheeze").negated);
  EXPECT_FALSE(ctx("There is no increase in the swelling of the knee.", "swelling").negated);
}

TEST(ContextRules, ANegativeLabelNegatesTheListAfterIt) {
  const std::string_view ros = "Negative: fever, chills, night sweats.";
  EXPECT_TRUE(ctx(ros, "fever").negated);
  EXPECT_TRUE(ctx(ros, "night sweats").negated);
  EXPECT_TRUE(ctx("Denies: nausea or heartburn.", "heartburn").negated);
  // Counter-examples: a positive label, and a label in a sentence's middle.
  EXPECT_FALSE(ctx("Positive: fever, chills.", "chills").negated);
  EXPECT_FALSE(ctx("Tests were negative: she has pneumonia on the film.", "pneumonia").negated);
}

TEST(ContextRules, NegatedListsReachEveryItemUntilAConjunction) {
  const std::string_view list = "He has had no wheeze, stridor, or chest tightness.";
  EXPECT_TRUE(ctx(list, "wheeze").negated);
  EXPECT_TRUE(ctx(list, "chest tightness").negated);
  // Counter-example: NegEx's conjunctions end the list ("but", "yet", "as the cause of").
  EXPECT_FALSE(ctx("No fever, yet a cough every night.", "cough").negated);
  const std::string_view cause = "Scan ruled out a clot as the cause of the leg swelling.";
  EXPECT_TRUE(ctx(cause, "clot").negated);
  EXPECT_FALSE(ctx(cause, "leg swelling").negated);
}

TEST(ContextRules, AVerbOfResolutionReachesBackOverItsSubject) {
  EXPECT_TRUE(ctx("The eczema on her hands in winter has now settled.", "eczema").historical);
  EXPECT_TRUE(ctx("The wrist fracture from the fall has fully healed.", "wrist fracture").historical);
  EXPECT_TRUE(ctx("Reactive arthritis after the stomach bug, resolved with rest.", "arthritis").historical);
  EXPECT_TRUE(ctx("Pleurisy two springs back, fully recovered.", "Pleurisy").historical);
  EXPECT_TRUE(ctx("His tonsillitis cleared in a week.", "tonsillitis").historical);
  // Counter-examples: a denied resolution is current, and "resolved" ahead reaches one word.
  EXPECT_FALSE(ctx("The eczema on her hands has not settled.", "eczema").historical);
  EXPECT_FALSE(ctx("His tonsillitis hasn't cleared up.", "tonsillitis").historical);
  EXPECT_FALSE(ctx("Her sciatica has not resolved with physiotherapy.", "sciatica").historical);
  EXPECT_FALSE(ctx("Resolved the billing issue; she has sciatica.", "sciatica").historical);
}

TEST(ContextRules, AnAdverbInsideATriggerDoesNotBreakIt) {
  EXPECT_TRUE(ctx("Steroids can occasionally cause insomnia.", "insomnia").hypothetical);
  EXPECT_TRUE(ctx("Had measles as a small child.", "measles").historical);
  EXPECT_TRUE(ctx("Whooping cough in early childhood.", "Whooping cough").historical);
  // Counter-example: the adverb alone is no trigger.
  EXPECT_FALSE(ctx("She occasionally gets insomnia.", "insomnia").hypothetical);
  EXPECT_FALSE(ctx("A small child with croup today.", "croup").historical);
}

TEST(ContextRules, AModalVerbOfCausingIsAnOutcomeThatMayCome) {
  EXPECT_TRUE(ctx("Cheese and red wine might trigger gout.", "gout").hypothetical);
  EXPECT_TRUE(ctx("Skipping doses could lead to a seizure.", "seizure").hypothetical);
  EXPECT_TRUE(ctx("Untreated reflux may progress to Barrett oesophagus.", "Barrett").hypothetical);
  EXPECT_TRUE(ctx("The jab helps to protect against shingles.", "shingles").hypothetical);
  EXPECT_TRUE(ctx("Common side effects are headache and flushing.", "flushing").hypothetical);
  // Counter-examples: what did happen, and a plan for a present condition.
  EXPECT_FALSE(ctx("Red wine triggered her gout last night.", "gout").hypothetical);
  EXPECT_FALSE(ctx("I will give you antibiotics for the sinusitis.", "sinusitis").hypothetical);
}

TEST(ContextRules, AnAgeInThePastAndNoneSinceAreHistorical) {
  EXPECT_TRUE(ctx("Rheumatic fever when she was nine.", "Rheumatic fever").historical);
  EXPECT_TRUE(ctx("Glandular fever when I was 16.", "Glandular fever").historical);
  EXPECT_TRUE(ctx("Nosebleeds as a student but none since.", "Nosebleeds").historical);
  EXPECT_TRUE(ctx("Psoriasis at university, not anymore.", "Psoriasis").historical);
  // Counter-examples: "when he was seen" is no age, and "but" with a new complaint ends it.
  EXPECT_FALSE(ctx("He had a fever when he was seen in triage.", "fever").historical);
  EXPECT_FALSE(ctx("Eczema as a child, but a new rash since Monday.", "rash").historical);
}

TEST(ContextRules, AQueryMarkBeforeADiagnosisIsUncertainAQuestionIsNot) {
  EXPECT_TRUE(ctx("Wheeze on exertion, ? asthma, spirometry booked.", "asthma").uncertain);
  EXPECT_TRUE(ctx("? scabies, itchy at night.", "scabies").uncertain);
  // Counter-examples: a question mark after a word ends a question the answer settles.
  const auto asked = ctx("[doctor] any wheeze ?\n[patient] no .", "wheeze");
  EXPECT_TRUE(asked.negated);
  EXPECT_FALSE(asked.uncertain);
  EXPECT_FALSE(ctx("Any wheeze? Yes, and scabies on the hands.", "scabies").uncertain);
}

TEST(ContextRules, ProbableExistenceTriggersMakeAMentionUncertain) {
  EXPECT_TRUE(ctx("Presumably a viral gastroenteritis.", "gastroenteritis").uncertain);
  EXPECT_TRUE(ctx("A question of early cataract; see the eye clinic.", "cataract").uncertain);
  EXPECT_TRUE(ctx("Working diagnosis of sciatica.", "sciatica").uncertain);
  EXPECT_TRUE(ctx("The shadow may represent a pneumonia.", "pneumonia").uncertain);
  EXPECT_TRUE(ctx("Ho sakta hai ye typhoid ho.", "typhoid").uncertain);
  // Counter-example: a stated diagnosis.
  EXPECT_FALSE(ctx("Final diagnosis of sciatica, start physiotherapy.", "sciatica").uncertain);
}

TEST(ContextRules, HinglishResolutionVerbsAreHistorical) {
  EXPECT_TRUE(ctx("Khansi ab band ho gayi hai.", "Khansi").historical);
  EXPECT_TRUE(ctx("Ulti ruk gayi kal raat.", "Ulti").historical);
  EXPECT_TRUE(ctx("Pichle mahine typhoid hua tha.", "typhoid").historical);
  // Counter-examples: "ho gaya" alone is an onset ("got a fever"), and "naak band" is a symptom.
  EXPECT_FALSE(ctx("Kal raat bukhar ho gaya.", "bukhar").historical);
  EXPECT_FALSE(ctx("Naak band hai, chheenk aa rahi hai.", "chheenk").historical);
}

TEST(ContextRules, GrandchildrenAreFamily) {
  EXPECT_EQ(ctx("Her grandson has coeliac disease.", "coeliac").who, clinical::experiencer::family);
  // Counter-example: the patient's own condition after the relative's clause.
  EXPECT_EQ(ctx("She minds her grandson; her coeliac disease is worse.", "coeliac").who,
            clinical::experiencer::patient);
}

// --- issue 18, round 7 (branch ctx18): causes of round 7's tuning failures ----------------

TEST(ContextRules, AConsequenceOrALiabilityIsHypothetical) {
  EXPECT_TRUE(ctx("Keep taking the statin, otherwise she risks a heart attack.", "heart attack").hypothetical);
  EXPECT_TRUE(ctx("Smokers are prone to bronchitis.", "bronchitis").hypothetical);
  EXPECT_TRUE(ctx("Weight loss lowers the odds of sleep apnoea.", "sleep apnoea").hypothetical);
  EXPECT_TRUE(ctx("Use the inhaler whenever she has wheezing.", "wheezing").hypothetical);
  EXPECT_TRUE(ctx("Should swelling return, elevate the leg.", "swelling").hypothetical);
  EXPECT_TRUE(ctx("Khujli badhe toh ye cream lagana.", "Khujli").hypothetical);
  // Counter-examples: a question opened by "should", and the same words of a present problem.
  EXPECT_FALSE(ctx("Should I worry? She has bronchitis today.", "bronchitis").hypothetical);
  EXPECT_FALSE(ctx("She has wheezing today and uses the inhaler.", "wheezing").hypothetical);
  EXPECT_FALSE(ctx("Khujli to hai, raat ko zyada.", "Khujli").hypothetical);
}

TEST(ContextRules, SinceDischargedAndAHealedLesionAreHistorical) {
  EXPECT_TRUE(ctx("Admitted with cellulitis in May, since discharged and well.", "cellulitis").historical);
  EXPECT_TRUE(ctx("A healed fracture of the fifth rib.", "fracture").historical);
  // Counter-example: "since" with a date is a duration, current.
  EXPECT_FALSE(ctx("Cellulitis of the shin since Monday.", "Cellulitis").historical);
}

TEST(ContextRules, APossibilityNamedAfterTheConditionIsUncertain) {
  EXPECT_TRUE(ctx("Gastritis is the most likely cause of the pain.", "Gastritis").uncertain);
  EXPECT_TRUE(ctx("The rash raises the possibility of measles.", "measles").uncertain);
  EXPECT_TRUE(ctx("Symptoms most consistent with sinusitis.", "sinusitis").uncertain);
  EXPECT_TRUE(ctx("Dengue ka shak hai.", "Dengue").uncertain);
  // Counter-examples: "unlikely" negates, and a plain "consistent with" is a finding.
  EXPECT_TRUE(ctx("Gastritis is unlikely.", "Gastritis").negated);
  EXPECT_FALSE(ctx("The film is consistent with pneumonia.", "pneumonia").uncertain);
}

TEST(ContextRules, ANotesOwnQuestionIsAPossibilityUnlessAnswered) {
  EXPECT_TRUE(ctx("Could this be psoriasis? Biopsy booked.", "psoriasis").uncertain);
  const auto answered = ctx("Is it psoriasis? No, it is eczema.", "psoriasis");
  EXPECT_TRUE(answered.negated);
  // Counter-example: a question about something else presupposes the condition.
  EXPECT_FALSE(ctx("How long has the psoriasis been there? Two years.", "psoriasis").uncertain);
}

TEST(ContextRules, PersistencePhrasesAreNotNegations) {
  EXPECT_FALSE(ctx("There has been no let-up in the itching.", "itching").negated);
  EXPECT_FALSE(ctx("No respite from the back pain at night.", "back pain").negated);
  // Counter-example: a plain "no" still negates.
  EXPECT_TRUE(ctx("There has been no itching.", "itching").negated);
}

TEST(ContextRules, ARelativesFamilyIsFamily) {
  EXPECT_EQ(ctx("Glaucoma in her father's family.", "Glaucoma").who, clinical::experiencer::family);
  // Counter-example: the patient's own condition, said before the family is mentioned.
  EXPECT_EQ(ctx("She has glaucoma; her family doctor referred her.", "glaucoma").who, clinical::experiencer::patient);
}

}  // namespace

// --- round 8 (ctx8): causes found in round 8's tuning failures, each with counter-examples

TEST(ContextRules, Round8OnsetAndPersistenceKeepAPastDatedConditionCurrent) {
  // Onset is not resolution: a date attached to "started"/"began" dates the onset.
  EXPECT_FALSE(ctx("The wheeze that began last winter is worse this week.", "wheeze").historical);
  // Persistence after a past clause: "still", "continue", "till date", "ab bhi", "tab se dawai".
  EXPECT_FALSE(ctx("Her psoriasis appeared in college and continues till date.", "psoriasis").historical);
  EXPECT_FALSE(ctx("Kamar dard tha, abhi bhi hai.", "Kamar dard").historical);
  EXPECT_FALSE(ctx("Do saal pehle BP detect hua tha, tab se dawai chal rahi hai.", "BP").historical);
  // Counter-examples: a resolution or a plain past stays historical.
  EXPECT_TRUE(ctx("Kamar dard tha, ab theek hai.", "Kamar dard").historical);
  EXPECT_TRUE(ctx("Psoriasis in college, cleared with creams.", "Psoriasis").historical);
}

TEST(ContextRules, Round8ADatedLastEpisodeIsHistorical) {
  EXPECT_TRUE(ctx("Her last migraine was in August 2019.", "migraine").historical);
  EXPECT_TRUE(ctx("Renal colic three times, last episode four years ago.", "Renal colic").historical);
  EXPECT_TRUE(ctx("Had shingles three winters back.", "shingles").historical);
  EXPECT_TRUE(ctx("Had a slipped disc a decade back.", "slipped disc").historical);
  // Counter-examples: a recent last episode, a reading, "back" of the body, "last night".
  EXPECT_FALSE(ctx("Migraine, last episode yesterday.", "Migraine").historical);
  EXPECT_FALSE(ctx("Diabetes, last HbA1c was 9.1 in March.", "Diabetes").historical);
  EXPECT_FALSE(ctx("Two days of back pain.", "back pain").historical);
  EXPECT_FALSE(ctx("Last night she had a high fever.", "fever").historical);
}

TEST(ContextRules, Round8HindiConditionalAndFutureClausesAreHypothetical) {
  // Perfective, subjunctive or future verb + "to/toh" heads a condition; "kabhi" may stand inside.
  EXPECT_TRUE(ctx("Khansi aayi to ye syrup lena.", "Khansi").hypothetical);
  EXPECT_TRUE(ctx("Chakkar aaye kabhi to let jaana.", "Chakkar").hypothetical);
  EXPECT_TRUE(ctx("Sugar badhegi to aankhon par asar hoga.", "Sugar").hypothetical);
  // Future and potential of happening; negative purpose ("na ho", so that X does not happen).
  EXPECT_TRUE(ctx("Aise hi chalta raha to ulcer ho jayega.", "ulcer").hypothetical);
  // (Round 9: a side effect from a cause is an outcome foretold, no longer a guess.)
  EXPECT_TRUE(ctx("Is dawai se kabz ho sakti hai.", "kabz").foretold);
  EXPECT_FALSE(ctx("Is dawai se kabz ho sakti hai.", "kabz").uncertain);
  EXPECT_TRUE(ctx("Pathri ban sakti hai agar paani kam piya.", "Pathri").hypothetical);
  EXPECT_TRUE(ctx("Acidity na ho isliye ye goli khane se pehle.", "Acidity").hypothetical);
  EXPECT_TRUE(ctx("Jab bhi saans phoole, inhaler lena.", "saans phoole").hypothetical);
  // Counter-examples: "to/toh" after a noun is a topic particle; a present or first-person
  // future ("dunga") is not a condition.
  EXPECT_FALSE(ctx("Khansi toh hai, raat ko zyada.", "Khansi").hypothetical);
  EXPECT_TRUE(ctx("Khansi toh nahi hai.", "Khansi").negated);
  EXPECT_FALSE(ctx("Khansi ke liye syrup dunga.", "Khansi").hypothetical);
  EXPECT_FALSE(ctx("Khansi aayi thi kal, aaj bhi hai.", "Khansi").hypothetical);
}

TEST(ContextRules, Round8HindiKinshipAndPossessivesAreSomeoneElses) {
  EXPECT_EQ(ctx("Naani ko sugar thi.", "sugar").who, clinical::experiencer::family);
  EXPECT_EQ(ctx("Inke sasur ko lakwa hua tha.", "lakwa").who, clinical::experiencer::family);
  EXPECT_EQ(ctx("Your mother's arthritis is worse, bring her along.", "arthritis").who,
            clinical::experiencer::family);
  EXPECT_EQ(ctx("The attendant has a cold.", "cold").who, clinical::experiencer::other);
  EXPECT_EQ(ctx("Has anyone at home had jaundice?", "jaundice").who, clinical::experiencer::other);
  // Counter-examples: the patient's own condition; "beta" addresses the patient.
  EXPECT_EQ(ctx("Beta, tumhe bukhar hai.", "bukhar").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("Mujhe sugar hai, naani ko nahi.", "sugar").who, clinical::experiencer::patient);
}

TEST(ContextRules, Round8ConditionsConsequencesAndHedges) {
  EXPECT_TRUE(ctx("Supposing she gets a migraine, give this.", "migraine").hypothetical);
  EXPECT_TRUE(ctx("Stop the cream the moment you notice blistering.", "blistering").hypothetical);
  EXPECT_TRUE(ctx("Take it with food or you might get gastritis.", "gastritis").hypothetical);
  EXPECT_TRUE(ctx("The new tablet may give you dizziness.", "dizziness").hypothetical);
  EXPECT_TRUE(ctx("Any swelling of the face, you come straight here.", "swelling").hypothetical);
  EXPECT_TRUE(ctx("A booster to ward off diphtheria.", "diphtheria").hypothetical);
  EXPECT_TRUE(ctx("The rash appears to be psoriasis.", "psoriasis").uncertain);
  EXPECT_TRUE(ctx("The picture is in keeping with cellulitis.", "cellulitis").uncertain);
  EXPECT_TRUE(ctx("Ho na ho ye gathiya hai.", "gathiya").uncertain);
  EXPECT_FALSE(ctx("Ho na ho ye gathiya hai.", "gathiya").negated);
  EXPECT_TRUE(ctx("Kahin pathri to nahi?", "pathri").uncertain);
  EXPECT_FALSE(ctx("Kahin pathri to nahi?", "pathri").negated);
  // Counter-examples: a plan with "will give you", "any" without an instruction, "kahin nahi"
  // (nowhere), and a plain "consistent with" stay as they were.
  EXPECT_FALSE(ctx("We will give you antibiotics for the cough.", "cough").hypothetical);
  EXPECT_FALSE(ctx("Any pain she has, she says, is in the left knee.", "pain").hypothetical);
  EXPECT_TRUE(ctx("Dard kahin nahi hai.", "Dard").negated);
  EXPECT_FALSE(ctx("The film is consistent with pneumonia.", "pneumonia").uncertain);
}

TEST(ContextRules, Round8ClauseAndSectionBoundaries) {
  // A new subject after a comma ends a negation's scope.
  EXPECT_FALSE(ctx("Without any cough, he has started wheezing at night.", "wheezing").negated);
  EXPECT_TRUE(ctx("Without any cough, wheeze or fever.", "fever").negated);
  // A spaced dash works like a colon after a history label, and a label of the present ends it.
  EXPECT_TRUE(ctx("Past history - jaundice, typhoid\nNow: cough", "typhoid").historical);
  EXPECT_FALSE(ctx("Past history - jaundice, typhoid\nNow: cough", "cough").historical);
  EXPECT_TRUE(ctx("Obstetric history: pre-eclampsia in the first pregnancy.", "pre-eclampsia").historical);
  // Counter-example: a hyphenated word is not a label.
  EXPECT_FALSE(ctx("Non-productive cough - worse at night", "cough").historical);
  // "se" after a time is "since": a duration, current.
  EXPECT_FALSE(ctx("Pichle saal se sugar hai.", "sugar").historical);
  EXPECT_TRUE(ctx("Pichle saal sugar thi.", "sugar").historical);
}

TEST(ContextRules, Round8AShortExchangeEndingInThePatientsAnswerHasNoZone) {
  // "[doctor] X ? [patient] yes": no clinician's assessment follows, so the affirmed
  // condition is listed.
  EXPECT_TRUE(has_code(diagnoses("[doctor] do you have asthma ?\n[patient] haan , bachpan se ."), "J45"))
      << names(diagnoses("[doctor] do you have asthma ?\n[patient] haan , bachpan se ."));
  // Counter-example: the clinician answering last still rules out the patient's guess.
  EXPECT_FALSE(has_code(diagnoses("[patient] could this be asthma ?\n[doctor] no , it is a viral cough ."), "J45"));
}

TEST(ContextRules, Round8SideEffectsForetoldAndDatedOpeningsAndResolutionClauses) {
  EXPECT_TRUE(ctx("You may notice some blurring of vision at first.", "blurring of vision").hypothetical);
  EXPECT_TRUE(ctx("Precautions against malaria: nets and repellent.", "malaria").hypothetical);
  EXPECT_TRUE(ctx("An x-ray to look for a fracture.", "fracture").hypothetical);
  EXPECT_TRUE(ctx("Three years back I had shingles.", "shingles").historical);
  EXPECT_TRUE(ctx("She had a boil which subsided.", "boil").historical);
  // Counter-examples: "can get" of the patient's own tendency, a recent opening, a new
  // clause after "but".
  EXPECT_FALSE(ctx("I can get bad migraines when stressed.", "migraines").hypothetical);
  EXPECT_FALSE(ctx("Two days back I got a fever.", "fever").historical);
  EXPECT_FALSE(ctx("Two years ago I had shingles but now I have a cough.", "cough").historical);
}

TEST(ContextRules, Round8HindiHouseholdsAndEveryone) {
  EXPECT_EQ(ctx("Bacchon ko khansi hai, inko nahi.", "khansi").who, clinical::experiencer::family);
  EXPECT_NE(ctx("Sasural mein sabko BP hai.", "BP").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("Runs in the family: glaucoma.", "glaucoma").who, clinical::experiencer::family);
  // Counter-example: the patient's own ("mujhe").
  EXPECT_EQ(ctx("Mujhe khansi hai.", "khansi").who, clinical::experiencer::patient);
}

TEST(ContextRules, Round8AHindiGenitiveVaccineOrTestIsNotTheProblem) {
  EXPECT_FALSE(has_code(diagnoses("Hepatitis B ka tika lagwa lo."), "B16"))
      << names(diagnoses("Hepatitis B ka tika lagwa lo."));
  EXPECT_FALSE(has_code(diagnoses("Malaria ki jaanch karwa lo."), "B5"));
  // Counter-example: the condition's medicine is the patient's condition.
  EXPECT_TRUE(has_code(diagnoses("Malaria ki dawai chal rahi hai."), "B5"))
      << names(diagnoses("Malaria ki dawai chal rahi hai."));
}

TEST(ContextRules, Round8CaseSheetShorthand) {
  // A list of queries on a diagnosis line: each "?" opens one.
  EXPECT_TRUE(ctx("Impression: ? Cholecystitis ? Pancreatitis", "Pancreatitis").uncertain);
  // "SOS" (as needed) names a condition that may come; "past h/o"; "at 8 yrs of age".
  EXPECT_TRUE(ctx("Tab cetirizine SOS for itching.", "itching").hypothetical);
  EXPECT_TRUE(ctx("Past h/o typhoid, treated.", "typhoid").historical);
  EXPECT_TRUE(ctx("Measles at 6 yrs of age.", "Measles").historical);
  // Counter-examples: a question mark against its word ends a question; an age stated now.
  EXPECT_FALSE(ctx("[doctor] any fever? any cough?\n[patient] cough yes.", "cough").uncertain);
  EXPECT_FALSE(ctx("A man of 45 years of age with cellulitis of the leg.", "cellulitis").historical);
}

// Round 15 (docs/accuracy.md): classes of prevention, reputation, expectation, watching, a
// time clause of the future; the past left behind, recovery to a baseline, a period out from an
// episode, no recurrence, life decades, a return and a denied resolution keeping it current,
// phrasal verbs of a gradual end; dismissal, a search that found nothing, double negation;
// hunches and provisional labels; Hindi fears, seasons and reflexive resolution. Each with a
// counter-example. Sentences written for these tests.
TEST(ContextRules, Round15PreventionByWhatATreatmentKeepsOff) {
  EXPECT_TRUE(ctx("Daily sunscreen helps keep skin cancer at bay.", "skin cancer").hypothetical);
  EXPECT_TRUE(ctx("He takes amoxicillin before dental work as cover against endocarditis.", "endocarditis").hypothetical);
  EXPECT_TRUE(ctx("What we hope to prevent with the statin is a heart attack.", "heart attack").hypothetical);
  // Counter-examples: a condition kept under control, or at its worst, is there.
  EXPECT_TRUE(there_now(ctx("The inhaler keeps her asthma under control.", "asthma")));
  EXPECT_TRUE(there_now(ctx("Her asthma is at its worst in spring.", "asthma")));
}

TEST(ContextRules, Round15ReputationExpectationAndWatching) {
  EXPECT_TRUE(ctx("Metformin is notorious for diarrhoea in the first weeks.", "diarrhoea").hypothetical);
  EXPECT_TRUE(ctx("This acne tablet is known to cause depression in a few.", "depression").hypothetical);
  EXPECT_TRUE(ctx("I'd expect some nausea on the first day.", "nausea").hypothetical);
  EXPECT_TRUE(ctx("A little bruising is to be expected.", "bruising").hypothetical);
  EXPECT_TRUE(ctx("On this tablet, weight loss is something to watch.", "weight loss").hypothetical);
  EXPECT_TRUE(ctx("Take the spray before you start wheezing.", "wheezing").hypothetical);
  // Counter-examples: a known condition, a present one expected to settle, a determined one,
  // a past time clause.
  EXPECT_FALSE(ctx("She is known to have asthma.", "asthma").hypothetical);
  EXPECT_TRUE(there_now(ctx("The fever is expected to settle in two days.", "fever")));
  EXPECT_FALSE(ctx("I'd expect the pain to ease by Friday.", "pain").hypothetical);
  EXPECT_FALSE(ctx("The rash is something she has had for years.", "rash").hypothetical);
  EXPECT_FALSE(ctx("She had eczema before she started school.", "eczema").hypothetical);
}

TEST(ContextRules, Round15ThePastLeftBehindAndRecoveredFrom) {
  EXPECT_TRUE(ctx("Panic attacks are a distant memory for him.", "Panic attacks").historical);
  EXPECT_TRUE(ctx("Hepatitis in the spring, liver tests back to normal.", "Hepatitis").historical);
  EXPECT_TRUE(ctx("She is three weeks out from a bout of shingles.", "shingles").historical);
  EXPECT_TRUE(ctx("The vertigo has not returned since the spring.", "vertigo").historical);
  EXPECT_TRUE(ctx("He had a duodenal ulcer in his fifties.", "duodenal ulcer").historical);
  EXPECT_TRUE(ctx("The hives faded away within a day.", "hives").historical);
  EXPECT_TRUE(ctx("The back spasm petered out over a week.", "back spasm").historical);
  // Counter-examples: a period out from surgery before a comma, a return to a state denied, a
  // decade since which it goes on, a fade denied.
  EXPECT_FALSE(ctx("Three weeks out from surgery, the wound infection is spreading.", "wound infection").historical);
  EXPECT_FALSE(ctx("The numbness in her hand has not returned to normal.", "numbness").historical);
  EXPECT_FALSE(ctx("Psoriasis since his forties, still active.", "Psoriasis").historical);
  EXPECT_FALSE(ctx("The hives have not faded at all.", "hives").historical);
}

TEST(ContextRules, Round15AReturnOrADeniedResolutionKeepsItCurrent) {
  EXPECT_TRUE(there_now(ctx("The psoriasis he outgrew as a teenager has come back.", "psoriasis")));
  EXPECT_TRUE(there_now(ctx("The acne she had at school has flared again.", "acne")));
  EXPECT_TRUE(there_now(ctx("The eczema she had last winter never fully cleared.", "eczema")));
  EXPECT_TRUE(there_now(ctx("Low mood since her mother passed away.", "Low mood")));
  // Counter-examples: the same conditions ended.
  EXPECT_TRUE(ctx("The acne she had at school has cleared.", "acne").historical);
  EXPECT_TRUE(ctx("The eczema she had last winter fully cleared.", "eczema").historical);
  EXPECT_TRUE(ctx("The kidney stone passed without treatment.", "kidney stone").historical);
}

TEST(ContextRules, Round15DismissalsSearchesAndDoubleNegation) {
  EXPECT_TRUE(ctx("A normal ferritin takes iron deficiency off the list.", "iron deficiency").negated);
  EXPECT_TRUE(ctx("Given the normal scan, a brain tumour is not on the cards.", "brain tumour").negated);
  EXPECT_TRUE(ctx("Polyps were looked for at colonoscopy and not found.", "Polyps").negated);
  EXPECT_TRUE(ctx("The smear was clear, so we can forget about malaria.", "malaria").negated);
  EXPECT_TRUE(ctx("Bukhar ka toh sawaal hi nahi uthta.", "Bukhar").negated);
  EXPECT_TRUE(there_now(ctx("Not a night goes by without heartburn.", "heartburn")));
  // Counter-examples.
  EXPECT_FALSE(ctx("Iron deficiency is on the list of possibilities.", "Iron deficiency").negated);
  EXPECT_FALSE(ctx("A brain tumour is on the cards.", "brain tumour").negated);
  EXPECT_FALSE(ctx("Polyps were looked for at colonoscopy and two were removed.", "Polyps").negated);
  EXPECT_FALSE(ctx("We can forget about the diet for now, the diabetes is well controlled.", "diabetes").negated);
  EXPECT_FALSE(ctx("Bukhar hai, sawaal ye hai ki kab se.", "Bukhar").negated);
  EXPECT_TRUE(ctx("She sleeps without heartburn now.", "heartburn").negated);
}

TEST(ContextRules, Round15CoordinatedCausesAnswersAndQuestionsOfDiagnosis) {
  EXPECT_TRUE(ctx("These tablets can thin the bones and cause osteoporosis.", "osteoporosis").hypothetical);
  EXPECT_TRUE(ctx("[doctor] any wheezing ?\n[patient] not to my knowledge .", "wheezing").negated);
  EXPECT_TRUE(ctx("[doctor] any diarrhoea ?\n[patient] if anything i'm constipated .", "diarrhoea").negated);
  EXPECT_TRUE(ctx("Nil pallor, clubbing or lymphadenopathy.", "lymphadenopathy").negated);
  EXPECT_FALSE(ctx("Nil else, has a cough since Monday.", "cough").negated);
  EXPECT_TRUE(ctx("There is no question of tuberculosis here.", "tuberculosis").negated);
  // Counter-examples: a finite verb after "and" tells what happened; a yes; certainty.
  EXPECT_FALSE(ctx("He fell and caused a fracture of the wrist.", "fracture").hypothetical);
  EXPECT_FALSE(ctx("Tired, and cause of anaemia not yet clear.", "anaemia").hypothetical);
  EXPECT_FALSE(ctx("[doctor] any wheezing ?\n[patient] yes , at night .", "wheezing").negated);
  EXPECT_FALSE(ctx("There is no question it is tuberculosis.", "tuberculosis").negated);
}

TEST(ContextRules, Round15GenericEffectsCountedDenialsAndPutToRest) {
  EXPECT_TRUE(ctx("Nifedipine often causes ankle swelling in the first month.", "ankle swelling").hypothetical);
  EXPECT_TRUE(ctx("[doctor] and the palpitations ?\n[patient] not once since the last visit .", "palpitations").negated);
  EXPECT_TRUE(ctx("Khansi raat ko ek bhi din nahi aayi.", "Khansi").negated);
  EXPECT_TRUE(ctx("The normal MRI puts multiple sclerosis to rest.", "multiple sclerosis").negated);
  // Counter-examples: a possessive makes the effect the patient's own, a resting instruction
  // is no dismissal, a verb between keeps "nahi" to its own clause.
  EXPECT_FALSE(ctx("Cold weather often brings on her migraines.", "migraines").hypothetical);
  EXPECT_FALSE(ctx("Sprained ankle, advised to rest.", "ankle").negated);
  EXPECT_FALSE(ctx("Khansi hai, bukhar ek bhi din nahi aaya.", "Khansi").negated);
  EXPECT_FALSE(ctx("We put her on antibiotics for possible pneumonia, but the CRP was normal.", "pneumonia").negated);
}

TEST(ContextRules, Round15RiskCompoundsSideEffectsAndHindiCauses) {
  EXPECT_TRUE(ctx("Aspirin is for heart attack prevention in her case.", "heart attack").hypothetical);
  EXPECT_TRUE(ctx("The commonest side effect people notice is constipation.", "constipation").hypothetical);
  EXPECT_TRUE(ctx("Safety-netting advice given about sepsis.", "sepsis").hypothetical);
  EXPECT_TRUE(ctx("Dhyan rakhna, isse khujli ho sakti hai.", "khujli").foretold);
  // Counter-examples: a word between ("a risk of"), the condition's own side effect clause,
  // a guess without a cause.
  EXPECT_FALSE(ctx("Diabetes, a risk for her eyes, is poorly controlled.", "Diabetes").hypothetical);
  EXPECT_FALSE(ctx("She attends the stroke prevention clinic for her hypertension.", "hypertension").hypothetical);
  EXPECT_FALSE(ctx("His rash is a side effect of the penicillin.", "rash").hypothetical);
  EXPECT_FALSE(ctx("Ye dengue ho sakta hai.", "dengue").foretold);
}

TEST(ContextRules, Round15ChancesCommonEffectsRemissionAndRelativeEndings) {
  EXPECT_TRUE(ctx("Losing weight improves the chances of avoiding gout.", "gout").hypothetical);
  EXPECT_TRUE(ctx("It is common to get a cough with this tablet.", "cough").hypothetical);
  EXPECT_TRUE(ctx("Her bulimia is in full remission.", "bulimia").historical);
  EXPECT_TRUE(ctx("He had sciatica which has since settled.", "sciatica").historical);
  EXPECT_TRUE(ctx("Ye tika khasra se bachata hai.", "khasra").hypothetical);
  // Counter-examples: the patient's own habit, a partial remission, a relative clause of
  // worsening, a medicine's reason in Hindi.
  EXPECT_FALSE(ctx("She commonly gets a cough in winter.", "cough").hypothetical);
  EXPECT_FALSE(ctx("Her bulimia is in partial remission.", "bulimia").historical);
  EXPECT_FALSE(ctx("He has sciatica which has worsened.", "sciatica").historical);
  EXPECT_FALSE(ctx("Ye dawai TB ke liye hai.", "TB").hypothetical);
}

TEST(ContextRules, Round15PassiveEndingsAndPresenceUntilAPastEvent) {
  EXPECT_TRUE(ctx("Her asthma was outgrown by the age of twelve.", "asthma").historical);
  EXPECT_TRUE(ctx("The headaches were a real problem until she got glasses.", "headaches").historical);
  // Counter-examples: another predicate before "until", an instruction's limit.
  EXPECT_FALSE(ctx("The cough was keeping her awake until the fever settled.", "cough").historical);
  EXPECT_FALSE(ctx("The headaches were a problem until today and still are.", "headaches").historical);
}

TEST(ContextRules, Round15HunchesAndProvisionalLabels) {
  EXPECT_TRUE(ctx("My hunch is a migraine.", "migraine").uncertain);
  EXPECT_TRUE(ctx("Provisionally diagnosed with gout.", "gout").uncertain);
  EXPECT_TRUE(ctx("Sepsis remains a concern overnight.", "Sepsis").uncertain);
  EXPECT_TRUE(ctx("[doctor] my suspicion is that this is a stomach ulcer .", "stomach ulcer").uncertain);
  EXPECT_TRUE(ctx("The history is typical of cluster headache.", "cluster headache").uncertain);
  EXPECT_TRUE(ctx("The findings favour rheumatoid arthritis.", "rheumatoid arthritis").uncertain);
  EXPECT_TRUE(ctx("It sounds to me like sinusitis.", "sinusitis").uncertain);
  // "nothing favours X" stays a denial (round 13's frame).
  EXPECT_TRUE(ctx("Nothing in the exam favours appendicitis.", "appendicitis").negated);
  // Counter-example: a concern about a known condition is no hedge.
  EXPECT_FALSE(ctx("The migraine is a concern for her work.", "migraine").uncertain);
}

TEST(ContextRules, Round15HindiFearsSeasonsAndReflexiveResolution) {
  EXPECT_TRUE(ctx("Sugar badhi toh heart attack ka dar hai.", "heart attack").hypothetical);
  EXPECT_TRUE(ctx("Pichli garmi mein typhoid hua tha.", "typhoid").historical);
  EXPECT_TRUE(ctx("Ek hafta khansi rahi, phir apne aap band ho gayi.", "khansi").historical);
  EXPECT_TRUE(ctx("Pathri peshab ke saath nikal gayi.", "Pathri").historical);
  // Counter-examples: a fear without its genitive, a stone not yet out.
  EXPECT_FALSE(ctx("Unhe darr lagta hai par bukhar hai.", "bukhar").hypothetical);
  EXPECT_FALSE(ctx("Pathri abhi nikli nahi hai.", "Pathri").historical);
}

TEST(ContextRules, ADurationBeforeHistoryOfIsThePresentingComplaint) {
  // Review 2026-11-28 (rev14): "a three-day history of fever" was read as past.
  EXPECT_TRUE(there_now(ctx("He has a 3-day history of fever and cough.", "fever")));
  EXPECT_TRUE(there_now(ctx("A 60-year-old woman with a two-week history of headache.", "headache")));
  EXPECT_TRUE(there_now(ctx("Six months history of weight loss.", "weight loss")));
  // Counter-examples: a bare history of, a past medical history.
  EXPECT_TRUE(ctx("He has a history of pneumonia.", "pneumonia").historical);
  EXPECT_TRUE(ctx("Past medical history of tuberculosis.", "tuberculosis").historical);
}

TEST(ContextRules, ATimeBetweenAnEpisodesVerbAndItsReasonIsPast) {
  // Review 2026-11-28 (rev14).
  EXPECT_TRUE(ctx("She was admitted last year with DKA.", "DKA").historical);
  EXPECT_TRUE(ctx("He was treated last month for pneumonia.", "pneumonia").historical);
  // Counter-examples: the present after "since last year", and a time said of something else.
  EXPECT_FALSE(ctx("Back pain since last year with no relief.", "Back pain").historical);
  EXPECT_FALSE(ctx("[doctor] you have a cough today , and we'll see you next week .", "cough").historical);
}

TEST(ContextRules, AContrastWithLastTimeAndAnEndDeniedAreThePresent) {
  // Review 2026-11-28 (rev14): "unlike last time" compares the present with the past; a
  // heading that denies the end ("Problems not yet resolved:") lists the problems of now.
  EXPECT_TRUE(there_now(ctx("Unlike last time, the pneumonia is in the right lower lobe.", "pneumonia")));
  EXPECT_TRUE(there_now(ctx("[doctor] the rash is worse than last time .", "rash")));
  EXPECT_TRUE(there_now(ctx("Compared with last time, the wheeze is louder.", "wheeze")));
  EXPECT_TRUE(there_now(ctx("Problems not yet resolved: cellulitis of the left foot", "cellulitis")));
  EXPECT_TRUE(there_now(ctx("The cough has not resolved despite two courses of antibiotics.", "cough")));
  // Counter-examples: the last time itself, an end said, a heading of ended problems.
  EXPECT_TRUE(ctx("[doctor] last time you had a rash on your arm .", "rash").historical);
  EXPECT_TRUE(ctx("The cellulitis has resolved.", "cellulitis").historical);
  EXPECT_TRUE(ctx("Resolved problems: cellulitis of the left foot", "cellulitis").historical);
}

TEST(ContextRules, AnAnswerThatNamesAQuestionsItemWithANegatorDeniesIt) {
  // Review 2026-11-28 (rev14): "any fever or chills? — chills yes, no fever" listed the fever.
  EXPECT_EQ(cxs::test::context_probe::listed("[doctor] any fever or chills ? [patient] chills yes , no fever ."), "Chills;");
  EXPECT_EQ(cxs::test::context_probe::listed("[doctor] any cough or wheeze ? [patient] wheeze at night , no cough ."), "Wheezing;");
  // Counter-examples: an answer that affirms the item, and one that denies another.
  EXPECT_EQ(cxs::test::context_probe::listed("[doctor] any fever ? [patient] fever yes , since monday ."), "Fever;");
  EXPECT_EQ(cxs::test::context_probe::listed("[doctor] any fever or chills ? [patient] fever , but no chills ."), "Fever;");
}
