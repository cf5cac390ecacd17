// Diagnosis rules of round 18 (branch dx32), each with counter-examples: a symptom whose cause
// the clinician says back ("are from that swelling", "all fit that"), a gloss in a relative
// clause ("croup , which is a viral infection that ..."), an unspecified injury said back beside
// the specific one, an amount between a goal's cue and "weight loss", an acute infection named
// as what another condition came after, a medicine's "when" clause, a symptom named after an
// anaphor's verb of explaining ("that explains the heel pain") and a symptom given a disease as
// its cause in the topic's place ("your tiredness is from the low thyroid"), and a reason clause
// after a purpose of prevention ("to prevent a stroke since you have atrial fibrillation"), a
// clause that gives the patient a condition after a risk's cue, and a finding said benign. The
// sentences are written for the tests, not copied from the corpus.

#include <gtest/gtest.h>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;
using cxs::test::has_diagnosis;
using cxs::test::in_plan;

TEST(DiagnosisRound18, SymptomWhoseCauseIsSaidBackIsExplained) {
  const auto croup = in_plan("i think this is croup . the barking cough and the noisy breathing are from that swelling .");
  EXPECT_TRUE(has_diagnosis(croup, "roup")) << diagnosis_names(croup);
  EXPECT_FALSE(has_diagnosis(croup, "ough")) << diagnosis_names(croup);
  EXPECT_FALSE(has_diagnosis(croup, "oisy")) << diagnosis_names(croup);
  const auto ibs = in_plan("i think you have irritable bowel syndrome . the bloating and the loose stools all fit that .");
  EXPECT_TRUE(has_diagnosis(ibs, "rritable")) << diagnosis_names(ibs);
  EXPECT_FALSE(has_diagnosis(ibs, "loating")) << diagnosis_names(ibs);
  const auto shingles = in_plan("this is shingles , and the burning pain is part of it .");
  EXPECT_FALSE(has_diagnosis(shingles, "ain")) << diagnosis_names(shingles);
  // Counter-examples: a medicine said back is a side effect, a problem of the visit; nothing
  // named before "that" leaves the symptom the problem.
  const auto side_effect = in_plan("you have hypertension . the rash is from that amoxicillin , so we'll stop it .");
  EXPECT_TRUE(has_diagnosis(side_effect, "ash")) << diagnosis_names(side_effect);
  const auto nothing_named = in_plan("the headache is from that , and we'll get a ct scan .");
  EXPECT_TRUE(has_diagnosis(nothing_named, "eadache")) << diagnosis_names(nothing_named);
}

TEST(DiagnosisRound18, RelativeClauseGlossNamesNoSecondProblem) {
  const auto croup = in_plan("my assessment is croup , which is a viral infection that swells the windpipe .");
  EXPECT_EQ(diagnosis_names(croup), "[Croup]");
  const auto pneumonia = in_plan("you have pneumonia , which is a lung infection , and we'll start antibiotics .");
  EXPECT_EQ(diagnosis_names(pneumonia), "[Pneumonia]");
  // Counter-example: a list goes on to a second problem after the relative clause.
  const auto list = in_plan("you have diabetes , which is a problem we'll manage , and a kidney infection .");
  EXPECT_TRUE(has_diagnosis(list, "iabetes")) << diagnosis_names(list);
  EXPECT_TRUE(has_diagnosis(list, "yelonephritis")) << diagnosis_names(list);
}

TEST(DiagnosisRound18, UnspecifiedInjurySaidBackIsTheSpecificOne) {
  const auto sprain = in_plan("you have a right ankle sprain . the swelling and the bruising are from the ligament injury .");
  EXPECT_TRUE(has_diagnosis(sprain, "nkle sprain")) << diagnosis_names(sprain);
  EXPECT_FALSE(has_diagnosis(sprain, "igament")) << diagnosis_names(sprain);
  // Counter-example: another injury with its side said is a problem of its own.
  const auto two = in_plan("you have a right ankle sprain and a left forearm laceration .");
  EXPECT_TRUE(has_diagnosis(two, "aceration")) << diagnosis_names(two);
}

TEST(DiagnosisRound18, AmountBetweenGoalAndWeightLoss) {
  EXPECT_FALSE(has_diagnosis(in_plan("for your fatty liver , i'd like you to aim for a ten pound weight loss ."), "eight loss"));
  EXPECT_FALSE(has_diagnosis(in_plan("the plan is a seven to ten percent weight loss over the next year ."), "eight loss"));
  // Counter-example: an amount lost without a goal's cue is the symptom.
  const auto lost = in_plan("you have had a ten pound weight loss since june , so we'll get a ct scan .");
  EXPECT_TRUE(has_diagnosis(lost, "eight loss")) << diagnosis_names(lost);
}

TEST(DiagnosisRound18, AcuteInfectionBeforeAnotherConditionIsOver) {
  const auto bronchitis = in_plan("i think this is acute bronchitis after that cold , so no antibiotics .");
  EXPECT_TRUE(has_diagnosis(bronchitis, "ronchitis")) << diagnosis_names(bronchitis);
  EXPECT_FALSE(has_diagnosis(bronchitis, "old")) << diagnosis_names(bronchitis);
  EXPECT_FALSE(has_diagnosis(in_plan("you have acute bronchitis following a cold ."), "old"));
  // Counter-examples: an antecedent that is no acute infection, a cold after a time, a flu
  // that goes on.
  const auto stroke = in_plan("you have depression after the stroke , and we'll continue the aspirin for the stroke .");
  EXPECT_TRUE(has_diagnosis(stroke, "troke")) << diagnosis_names(stroke);
  EXPECT_TRUE(has_diagnosis(in_plan("you have a cold after your flight ."), "old"));
  const auto flu = in_plan("you have an ear infection after the flu , and the flu is still going , so take the tamiflu .");
  EXPECT_TRUE(has_diagnosis(flu, "nfluenza")) << diagnosis_names(flu);
}

TEST(DiagnosisRound18, SymptomInAMedicinesWhenClauseIsItsIndication) {
  const auto ibs = in_plan("i think you have irritable bowel syndrome . take dicyclomine when the cramps are bad .");
  EXPECT_FALSE(has_diagnosis(ibs, "ramp")) << diagnosis_names(ibs);
  const auto migraine = in_plan("this is a migraine . take the sumatriptan when the headache starts .");
  EXPECT_FALSE(has_diagnosis(migraine, "eadache")) << diagnosis_names(migraine);
  // Counter-example: a "when" clause with no medicine before it.
  const auto angina = in_plan("your chest pain comes on when you climb stairs , and when the chest pain comes you get "
                              "short of breath , so we'll get a stress test .");
  EXPECT_TRUE(has_diagnosis(angina, "hest pain")) << diagnosis_names(angina);
  // Nor a disease the medicine manages: "colchicine ... when the gout flares" keeps the gout.
  EXPECT_TRUE(has_diagnosis(in_plan("we'll refill the colchicine for you to take when the gout flares ."), "out"));
}

TEST(DiagnosisRound18, SymptomAfterAnAnaphorThatExplainsIt) {
  const auto heel = in_plan("you have plantar fasciitis . that explains the heel pain in the morning .");
  EXPECT_EQ(diagnosis_names(heel), "[Plantar fasciitis]");
  const auto why = in_plan("you have plantar fasciitis . that's why you have heel pain in the morning .");
  EXPECT_EQ(diagnosis_names(why), "[Plantar fasciitis]");
  const auto cough = in_plan("you have gerd . that's what's been causing the cough .");
  EXPECT_FALSE(has_diagnosis(cough, "ough")) << diagnosis_names(cough);
  // Counter-examples: no anaphor ("what explains"), nothing named for the anaphor to say back.
  EXPECT_TRUE(has_diagnosis(in_plan("what explains the heel pain is unclear , so we'll get an x-ray ."), "eel pain"));
  EXPECT_TRUE(has_diagnosis(in_plan("you stand all day at work . that explains the heel pain ."), "eel pain"));
}

TEST(DiagnosisRound18, SymptomGivenADiseaseAsItsCauseInTheTopicsPlace) {
  const auto thyroid = in_plan("your tiredness is from the low thyroid .");
  EXPECT_TRUE(has_diagnosis(thyroid, "ypothyroidism")) << diagnosis_names(thyroid);
  EXPECT_FALSE(has_diagnosis(thyroid, "atigue")) << diagnosis_names(thyroid);
  const auto knee = in_plan("your knee pain is from the osteoarthritis , so we'll inject it .");
  EXPECT_FALSE(has_diagnosis(knee, "nee pain")) << diagnosis_names(knee);
  // Counter-examples: a medicine as the cause (a side effect, a problem of the visit); the topic
  // turned to without a causal verb keeps its heading.
  EXPECT_TRUE(has_diagnosis(in_plan("your cough is from the lisinopril , so we'll switch it ."), "ough"));
  EXPECT_TRUE(has_diagnosis(in_plan("for your knee pain , i think this is osteoarthritis ."), "nee pain"));
}

TEST(DiagnosisRound18, ReasonClauseAfterAPreventionStatesTheCondition) {
  const auto af = in_plan("we'll start apixaban to prevent a stroke since you have atrial fibrillation .");
  EXPECT_TRUE(has_diagnosis(af, "trial fibrillation")) << diagnosis_names(af);
  EXPECT_FALSE(has_diagnosis(af, "troke")) << diagnosis_names(af);
  const auto cad = in_plan("we'll continue the aspirin to prevent a heart attack because you have coronary artery disease .");
  EXPECT_TRUE(has_diagnosis(cad, "oronary")) << diagnosis_names(cad);
  EXPECT_TRUE(has_diagnosis(in_plan("we'll give the flu shot to prevent the flu since you've got asthma ."), "sthma"));
  // Counter-examples: a risk, a negated reason, a relative's condition.
  EXPECT_FALSE(has_diagnosis(in_plan("we'll start a statin to prevent a heart attack since you have a risk of stroke ."),
                             "troke"));
  EXPECT_FALSE(
      has_diagnosis(in_plan("we'll start metformin to prevent diabetes since you don't have diabetes yet ."), "iabetes"));
  EXPECT_FALSE(has_diagnosis(in_plan("we'll continue the aspirin to prevent a heart attack because your father had "
                                     "coronary artery disease ."),
                             "oronary"));
}

TEST(DiagnosisRound18, RiskCueEndsWhereAClauseGivesThePatientTheCondition) {
  const auto migraine = in_plan("we talked about the risk of a blood clot with the birth control , and you have migraines "
                                "with aura , so no estrogen .");
  EXPECT_TRUE(has_diagnosis(migraine, "igraine")) << diagnosis_names(migraine);
  EXPECT_FALSE(has_diagnosis(migraine, "lot")) << diagnosis_names(migraine);
  // Counter-examples: an obligation ("you have to"), the risk's own list.
  EXPECT_FALSE(has_diagnosis(in_plan("you could develop diabetes , and you have to watch the sugar ."), "iabetes"));
  EXPECT_FALSE(has_diagnosis(in_plan("the risks include infection and bleeding , and we'll see you in a week ."), "nfection"));
}

TEST(DiagnosisRound18, FindingSaidBenignIsSetAside) {
  EXPECT_FALSE(has_diagnosis(in_plan("your ekg shows a right bundle branch block , which is a benign finding ."), "bundle"));
  EXPECT_FALSE(
      has_diagnosis(in_plan("your ekg shows a right bundle branch block , but that's nothing to worry about ."), "bundle"));
  // Counter-example: the assessment itself reassured about stays ("this is ..., nothing to worry
  // about"), and a "but" clause about something else does not dismiss the condition.
  EXPECT_TRUE(has_diagnosis(in_plan("this is an innocent murmur , but that's nothing to worry about ."), "urmur"));
  const auto gout = in_plan("you have gout , but the cyst on your wrist is nothing to worry about .");
  EXPECT_TRUE(has_diagnosis(gout, "out")) << diagnosis_names(gout);
}

}  // namespace
