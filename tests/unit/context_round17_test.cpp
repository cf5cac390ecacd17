// Round 17 (branch ctx17): structure found in a new writer's registers (discharge summaries,
// telephone triage, forms, radiology, pre-op checklists, obstetric histories): a label's
// reading distributed over its list (excluded, resolved, relatives), a form's field closed by a
// spaced dash and its other negative values, the informant's kin word for the patient, a
// subject opened by "no" before a verb of indicating, years in a bracket as a date, and a
// rule-out said as a plan. Each rule with counter-examples; sentences written for these tests,
// not corpus lines.

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

TEST(ContextRound17, AnExcludingLabelOfSeveralWordsDeniesItsList) {
  const std::string_view summary = "Conditions excluded on this stay: gout, cellulitis (normal CRP), septic arthritis.";
  EXPECT_TRUE(ctx(summary, "gout").negated);
  EXPECT_TRUE(ctx(summary, "cellulitis").negated);
  EXPECT_TRUE(ctx(summary, "septic arthritis").negated);
  EXPECT_TRUE(ctx("Looked at and ruled out: anaemia, coeliac disease.", "coeliac disease").negated);
  EXPECT_TRUE(ctx("Diagnoses excluded - malaria, dengue.", "dengue").negated);
  // Counter-examples: doubt in the label; a label with no participle of exclusion; a clause with
  // its own verb after the list.
  EXPECT_FALSE(ctx("Not yet excluded: pulmonary embolism, dissection.", "pulmonary embolism").negated);
  EXPECT_FALSE(ctx("Still to be excluded: gout.", "gout").negated);
  EXPECT_FALSE(ctx("Diagnoses this stay: gout, cellulitis.", "cellulitis").negated);
  EXPECT_FALSE(ctx("Conditions excluded: gout; she still has cellulitis.", "cellulitis").negated);
}

TEST(ContextRound17, AResolvingLabelMakesItsListPast) {
  const std::string_view summary = "Problems now resolved - hypokalaemia (corrected), constipation.";
  EXPECT_TRUE(ctx(summary, "hypokalaemia").historical);
  EXPECT_TRUE(ctx(summary, "constipation").historical);
  EXPECT_EQ(listed(summary), "");
  // Counter-examples: a label of active problems; a dash that is no label's ("Fever - 3 days").
  EXPECT_TRUE(there_now(ctx("Active problems - heart failure, gout.", "gout")));
  EXPECT_TRUE(there_now(ctx("Fever - 3 days, cough.", "cough")));
}

TEST(ContextRound17, ALabelOfRelativesGivesItsListToTheFamily) {
  EXPECT_EQ(ctx("Illnesses in relatives: glaucoma, diabetes.", "glaucoma").who, clinical::experiencer::family);
  EXPECT_EQ(ctx("Mother's side - stroke, diabetes.", "diabetes").who, clinical::experiencer::family);
  // Counter-examples: a side of the body; a label of the patient's own.
  EXPECT_EQ(ctx("Left side - cellulitis, spreading.", "cellulitis").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("Own illnesses: glaucoma.", "glaucoma").who, clinical::experiencer::patient);
}

TEST(ContextRound17, ASpacedDashClosesAFormFieldAndItsNegativeValues) {
  const std::string_view form = "Health form: Gout - NO. Psoriasis - never. Migraine - YES, monthly.";
  EXPECT_TRUE(ctx(form, "Gout").negated);
  EXPECT_TRUE(ctx(form, "Psoriasis").negated);
  EXPECT_TRUE(there_now(ctx(form, "Migraine")));
  EXPECT_TRUE(ctx("Glaucoma - not known; cataract - left eye.", "Glaucoma").negated);
  EXPECT_TRUE(ctx("Checklist - Epileptic: N. Asthmatic: Y.", "Epileptic").negated);
  // Counter-examples: a value that describes; "known" without a negator; a lone "Y".
  EXPECT_TRUE(there_now(ctx("Cough - 3 weeks, dry.", "Cough")));
  EXPECT_TRUE(there_now(ctx("Cough - not improving.", "Cough")));
  EXPECT_FALSE(ctx("Asthma - known, on inhalers.", "Asthma").negated);
  EXPECT_FALSE(ctx("Checklist - Epileptic: N. Asthmatic: Y.", "Asthmatic").negated);
  EXPECT_FALSE(ctx("Rash: N/A today, itchy", "Rash").negated);
}

TEST(ContextRound17, TheInformantsKinWordForThePatientNamesThePatient) {
  EXPECT_EQ(ctx("Son phoned: his father has had vomiting since noon.", "vomiting").who,
            clinical::experiencer::patient);
  EXPECT_EQ(ctx("Caller: dad. The baby has had a rash since morning.", "rash").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("Telephone call from the patient's wife: her husband has chest pain.", "chest pain").who,
            clinical::experiencer::patient);
  // Counter-examples: a relative who is not the patient from the informant's side; no informant.
  EXPECT_EQ(ctx("Son phoned: his own daughter has chickenpox.", "chickenpox").who, clinical::experiencer::family);
  EXPECT_EQ(ctx("Her father has had vomiting since noon.", "vomiting").who, clinical::experiencer::family);
  EXPECT_EQ(ctx("History from mother: her sister has asthma.", "asthma").who, clinical::experiencer::family);
}

TEST(ContextRound17, ASubjectOpenedByNoBeforeAVerbOfIndicatingDenies) {
  EXPECT_TRUE(ctx("No focal mass to suggest malignancy in the pancreas.", "malignancy").negated);
  EXPECT_TRUE(ctx("No abnormality that points to epilepsy.", "epilepsy").negated);
  EXPECT_TRUE(ctx("Nothing in the bloods that says leukaemia.", "leukaemia").negated);
  // Counter-examples: "no doubt" asserts; a subject without "no"; "no" of another clause.
  EXPECT_FALSE(ctx("No doubt the film suggests pneumonia.", "pneumonia").negated);
  EXPECT_FALSE(ctx("The film suggests pneumonia.", "pneumonia").negated);
  EXPECT_FALSE(ctx("No fever, and the film suggests pneumonia.", "pneumonia").negated);
}

TEST(ContextRound17, AVerdictNotConfirmedAfterAWorkUpNegates) {
  EXPECT_TRUE(ctx("Cultures sterile; endocarditis not confirmed.", "endocarditis").negated);
  // Counter-example: a confirmed one.
  EXPECT_FALSE(ctx("Cultures grew strep; endocarditis confirmed.", "endocarditis").negated);
}

TEST(ContextRound17, AFormsAnswerLabelIsAnAnswer) {
  EXPECT_EQ(listed("Q3. Have you ever had gout? Answer: no."), "");
  EXPECT_EQ(listed("Q3. Have you ever had gout? Ans: never."), "");
}

TEST(ContextRound17, YearsInABracketDateTheMention) {
  EXPECT_TRUE(ctx("Renal colic (2016, 2019), now well.", "Renal colic").dated_episode);
  EXPECT_TRUE(ctx("Pneumonia (2018 and 2020), well now.", "Pneumonia").dated_episode);
  EXPECT_EQ(listed("Pneumonia (2018 and 2020), well now."), "");
  // Counter-examples: a measure in the bracket; a word in the bracket; a chronic condition so
  // dated is still listed (the caller decides by its nature).
  EXPECT_FALSE(ctx("Fever (39.5) since morning.", "Fever").dated_episode);
  EXPECT_FALSE(ctx("Asthma (since 2010), on inhalers.", "Asthma").dated_episode);
  EXPECT_NE(listed("Hypertension (2015), on amlodipine."), "");
}

TEST(ContextRound17, ARuleOutSaidAsAPlanIsNotListed) {
  EXPECT_EQ(listed("Bloods tomorrow to exclude a pulmonary embolism."), "");
  EXPECT_EQ(listed("We will rule out meningitis before discharge."), "");
  // Counter-examples: a note's bare rule-out keeps the working diagnosis provisional; "was ruled
  // out" is a result.
  EXPECT_NE(listed("Chest pain, rule out MI.").find("infarction"), std::string::npos);
  EXPECT_EQ(listed("Meningitis was ruled out."), "");
}

TEST(ContextRound17, TamilDativeOfAPersonAndPastCopula) {
  EXPECT_EQ(ctx("Thangachikku kaichal irukku, enakku illa.", "kaichal").who, clinical::experiencer::family);
  EXPECT_EQ(ctx("Paattikku sugar irukku.", "sugar").who, clinical::experiencer::family);
  EXPECT_TRUE(ctx("Munnadi jaundice irundhuchu.", "jaundice").historical);
  EXPECT_TRUE(ctx("Chinna vayasula eczema, ippo sari.", "eczema").historical);
  // Counter-examples: "enakku" (to me) and "ivanukku" (to him, the child brought) are the
  // patient's; the present copula "irukku" is now.
  EXPECT_EQ(ctx("Enakku thalai vali irukku.", "thalai vali").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("Ivanukku kaichal irukku two days-aa.", "kaichal").who, clinical::experiencer::patient);
  EXPECT_TRUE(there_now(ctx("Asthma irukku, inhaler use panren.", "Asthma")));
}

TEST(ContextRound17, WhatASignInAConditionalWouldIndicateMayCome) {
  EXPECT_FALSE(there_now(ctx("Call us if the stools turn black, since that would suggest bleeding.", "bleeding")));
  EXPECT_TRUE(ctx("If the pain moves to the right side that would point to appendicitis.", "appendicitis").foretold);
  // Counter-examples: no "if"; "if anything"; a verb of indicating without "would".
  EXPECT_FALSE(ctx("The film would suggest pneumonia.", "pneumonia").foretold);
  EXPECT_FALSE(ctx("If anything, the film would suggest pneumonia.", "pneumonia").foretold);
  EXPECT_FALSE(ctx("If she is short of breath, the film suggests pneumonia.", "pneumonia").foretold);
}

TEST(ContextRound17, AQueryMarkAfterASpacedDashQueries) {
  EXPECT_TRUE(ctx("Temp 38.4, sats falling - ? empyema, tap today.", "empyema").uncertain);
  // Counter-examples: a "?" that ends a question; a dash inside a word.
  EXPECT_FALSE(ctx("Any fever? - no cough though.", "cough").uncertain);
  EXPECT_FALSE(ctx("Post-op day 2, wound clean, cellulitis settling.", "cellulitis").uncertain);
}

TEST(ContextRound17, ARoutineNamedByItsConditionIsNotTheCondition) {
  EXPECT_EQ(listed("Sepsis pathway started in ED, lactate 1.1."), "");
  EXPECT_EQ(listed("Stroke protocol: door to needle 40 minutes target."), "");
  // Counter-examples: a team is not a routine ("the diabetes team" sees people who have it); the
  // condition itself stays.
  EXPECT_NE(listed("Seen by the diabetes team, HbA1c 70.").find("diabetes"), std::string::npos);
  EXPECT_NE(listed("Sepsis from a chest source, on the pathway.").find("Sepsis"), std::string::npos);
}

TEST(ContextRound17, TamilModalOfPossibilityIsAHedge) {
  EXPECT_TRUE(ctx("Dengue-aa irukkalaam, platelet count paakanum.", "Dengue").uncertain);
  // Counter-example: the present copula asserts.
  EXPECT_FALSE(ctx("Dengue irukku, platelet count low.", "Dengue").uncertain);
}

TEST(ContextRound17, AndBetweenTwoNumbersJoinsNoClauses) {
  EXPECT_TRUE(ctx("Vomiting on days 3 and 4 settled with ondansetron.", "Vomiting").historical);
  // Counter-example: "and" between two clauses still stops the reach back.
  EXPECT_FALSE(ctx("Vomiting is ongoing and the headache settled.", "Vomiting").historical);
}

TEST(ContextRound17, ASeasonNamedByAConditionIsNotTheCondition) {
  EXPECT_EQ(listed("Malaria season now, so nets at night."), "");
  EXPECT_EQ(listed("Malaria ka season hai, machhardani lagao."), "");
  // Counter-examples: the condition had this season; the condition asserted.
  EXPECT_NE(listed("She has had malaria this season.").find("alaria"), std::string::npos);
  EXPECT_NE(listed("Malaria hai, smear positive.").find("alaria"), std::string::npos);
}
