// The engine's current-medication decision (domain/extraction/facts.cpp) where ConText and the
// medication layer meet (issue 18, branch aci18): a prescription in a clause of its own is
// current even when ConText reads the sentence as conditional or lets a negation run on.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <sstream>
#include <string_view>
#include <vector>

#include "domain/extraction/engine.hpp"

namespace ex = cxs::domain::extraction;

namespace {

bool current(std::string_view text, std::string_view generic) {
  const auto facts = ex::collect_facts(text);
  return std::any_of(facts.medications.begin(), facts.medications.end(),
                     [generic](const auto& m) { return m.generic == generic; });
}

// The first medicine's dose as "<value> <unit>" ("40 mg", "3.125 mg"); "" without one.
std::string dose_of(std::string_view text) {
  const auto facts = ex::collect_facts(text);
  if (facts.medications.empty() || !facts.medications.front().dose) {
    return "";
  }
  const auto& d = *facts.medications.front().dose;
  std::ostringstream out;
  out << d.value << " " << d.unit;
  return out.str();
}

TEST(MedicationFacts, AConditionalPrescriptionIsCurrent) {
  EXPECT_TRUE(current("[doctor] if you get a migraine , take one sumatriptan 50 mg and lie down .", "sumatriptan"));
  EXPECT_TRUE(current("[doctor] if your nose gets blocked again , just use the fluticasone spray .", "fluticasone"));
  EXPECT_TRUE(current("[doctor] dast ho toh ORS aur Ondem 4 le lena .", "ondansetron"));
  // Counter-examples: the medicine inside the condition, or only a possibility.
  EXPECT_FALSE(current("[doctor] if you take ibuprofen every day , it can hurt your kidneys .", "ibuprofen"));
  EXPECT_FALSE(current("[doctor] if it does not settle , we can consider prednisone .", "prednisone"));
}

TEST(MedicationFacts, TheReplacementAfterAStopIsCurrent) {
  EXPECT_TRUE(current("[doctor] no more aspirin before the surgery , take paracetamol if you need it .",
                      "paracetamol"));
  EXPECT_FALSE(current("[doctor] no more aspirin before the surgery , take paracetamol if you need it .", "aspirin"));
  // Counter-example: a denied verb of taking stays a denial.
  EXPECT_FALSE(current("[doctor] no more aspirin , and don't take ibuprofen either .", "ibuprofen"));
}

TEST(MedicationFacts, AllowedAfterAStopIsCurrent) {
  EXPECT_TRUE(current("[doctor] no more ibuprofen with your kidneys , acetaminophen is fine for the pain .",
                      "paracetamol"));
  // Counter-examples: the stopped medicine, and a question.
  EXPECT_FALSE(current("[doctor] no more ibuprofen with your kidneys , acetaminophen is fine for the pain .",
                       "ibuprofen"));
  EXPECT_FALSE(current("[patient] no more ibuprofen , but acetaminophen is fine ?", "paracetamol"));
}

TEST(MedicationFacts, AMedicineWhoseEffectIsInDoubtIsBeingTaken) {
  EXPECT_TRUE(current("[doctor] if the lisinopril isn't enough , we'll talk about a second medicine .",
                      "lisinopril"));
  EXPECT_TRUE(current("[doctor] if your sertraline doesn't help in six weeks , call me .", "sertraline"));
  // Counter-examples: a medicine inside a condition without being a course of the patient's.
  EXPECT_FALSE(current("[doctor] if you take naproxen every day , it can upset your stomach .", "naproxen"));
  EXPECT_FALSE(current("[doctor] if the pain doesn't settle , we could consider gabapentin .", "gabapentin"));
}

TEST(MedicationFacts, WhatIsDeniedIsAnEffectOfTheMedicine) {
  // Round 4: the medicine is the course of a denied symptom, side effect or missed dose.
  EXPECT_TRUE(current("[doctor] no nausea with the naproxen ?\n[patient] no .", "naproxen"));
  EXPECT_TRUE(current("[patient] i haven't had any side effects from the gabapentin .", "gabapentin"));
  EXPECT_TRUE(current("[doctor] any missed doses of your apixaban this month ?", "apixaban"));
  EXPECT_TRUE(current("[doctor] since starting the sertraline , no more panic attacks ?", "sertraline"));
  // Counter-examples: nothing denied but the medicine; a negation right on it.
  EXPECT_FALSE(current("[patient] i'm not on the metformin anymore .", "metformin"));
  EXPECT_FALSE(current("[doctor] no more ibuprofen with your kidneys .", "ibuprofen"));
  EXPECT_FALSE(current("[patient] i never took any of the prednisone they gave me .", "prednisone"));
}

TEST(MedicationFacts, ACourseWhoseWorkingIsDeniedIsBeingTaken) {
  // Round 5: the medicine's effect, not the medicine, is what the sentence doubts.
  EXPECT_TRUE(current("[patient] i don't think the escitalopram is helping at all .", "escitalopram"));
  EXPECT_TRUE(current("[patient] honestly my pantoprazole isn't working anymore .", "pantoprazole"));
  // Counter-examples: no course determiner, or something else said of it.
  EXPECT_FALSE(current("[patient] i don't think escitalopram is for me .", "escitalopram"));
  EXPECT_FALSE(current("[patient] i don't think the escitalopram is necessary .", "escitalopram"));
}

TEST(MedicationFacts, NotNeededRightBeforeTheName) {
  EXPECT_FALSE(current("[doctor] it's a virus , so you won't need amoxicillin .", "amoxicillin"));
  EXPECT_FALSE(current("[doctor] the cut is clean , no need for the cephalexin .", "cephalexin"));
  // Counter-examples: what is not needed is something else.
  EXPECT_TRUE(current("[doctor] you won't need labs today , just keep taking the atorvastatin .", "atorvastatin"));
  EXPECT_TRUE(current("[doctor] you won't need a refill of the atorvastatin for a while .", "atorvastatin"));
}

TEST(MedicationFacts, CommonNamesTheProbeFoundMissing) {
  // A probe of 201 common generics said as "i take X every day" found these unnamed.
  EXPECT_TRUE(current("[patient] i take penicillin every day .", "penicillin v"));
  EXPECT_TRUE(current("[patient] i take codeine every day .", "codeine"));
  EXPECT_TRUE(current("[patient] i'm on sacubitril valsartan twice a day .", "sacubitril + valsartan"));
  // Counter-examples: the lab value, the allergen, a decision against it.
  EXPECT_FALSE(current("[doctor] your iron is low .", "ferrous sulfate"));
  EXPECT_EQ(ex::collect_facts("[doctor] your iron is low .").investigations.size(), 1U);  // the test, resulted
  EXPECT_FALSE(current("[patient] i'm allergic to penicillin .", "penicillin v"));
  EXPECT_FALSE(current("[doctor] we won't use codeine because of the nausea .", "codeine"));
}

TEST(MedicationFacts, ReviewedCoursesArePastOrReplaced) {
  // A past or someone else's course and one being replaced stay as ConText reads them.
  EXPECT_FALSE(current("[patient] i had no nausea with the zofran last time .", "ondansetron"));
  EXPECT_FALSE(current("[patient] no rash from the amoxicillin my son took .", "amoxicillin"));
  EXPECT_FALSE(current("[doctor] i don't think the lisinopril is working , let's switch to losartan .", "lisinopril"));
  EXPECT_TRUE(current("[doctor] i don't think the lisinopril is working , let's switch to losartan .", "losartan"));
}

TEST(MedicationFacts, AnAsNeededMedicineBeforeItsIndicationIsCurrent) {
  // Issue 18, round 6: an SOS medicine followed by "X ho toh" (if X happens) is given for X.
  EXPECT_TRUE(current("Tab Dolo 650 SOS bukhar ho toh .", "paracetamol"));
  EXPECT_TRUE(current("Tab Ondem 4 mg SOS dast ho toh .", "ondansetron"));
  // A dose followed by "<state> ho toh" is itself the as-needed instruction (2026-11-28: an
  // Indian prescription's way to write SOS, "Syrup Crocin 5 ml bukhar ho toh"; this line was a
  // counter-example before).
  EXPECT_TRUE(current("Tab Ondem 4 mg dast ho toh .", "ondansetron"));
  EXPECT_TRUE(current("Syrup Crocin 5 ml bukhar ho toh .", "paracetamol"));
  EXPECT_TRUE(current("Tab Dolo 650 if fever .", "paracetamol"));
  {
    // "when" with an indication after a bare name; not a "when" of another kind.
    const auto prn = ex::collect_facts("[mother] just tylenol when she has a fever , and her vitamins .");
    ASSERT_FALSE(prn.medications.empty());
    EXPECT_EQ(prn.medications.front().frequency, "SOS");
    const auto meals = ex::collect_facts("I take metformin when I eat.");
    ASSERT_FALSE(meals.medications.empty());
    EXPECT_NE(meals.medications.front().frequency, "SOS");
  }
  // Counter-examples: a condition that opens the sentence before the name, a doubt that is no
  // indication, and a denied medicine.
  {
    const auto facts = ex::collect_facts("Metformin 500 mg if your kidney function allows .");
    ASSERT_FALSE(facts.medications.empty());
    EXPECT_NE(facts.medications.front().frequency, "SOS");
  }
  EXPECT_FALSE(current("agar sugar badhe toh Glycomet 500 SOS .", "metformin"));
  EXPECT_FALSE(current("[doctor] if the pain gets worse , tramadol as needed .", "tramadol"));
  EXPECT_FALSE(current("[patient] i don't take dolo sos when i have fever .", "paracetamol"));
}

TEST(MedicationFacts, CommonNamesTheEssentialListAndTop300Found) {
  // Issue 18, med13: WHO EML 2023 and ClinCalc Top 300 names the table lacked.
  EXPECT_TRUE(current("[patient] i take terazosin at night for my prostate .", "terazosin"));
  EXPECT_TRUE(current("[doctor] he's on intuniv one milligram for the adhd .", "guanfacine"));
  EXPECT_TRUE(current("[doctor] i'm prescribing paxlovid for five days .", "nirmatrelvir + ritonavir"));
  EXPECT_TRUE(current("[patient] i take humulin twice a day .", "insulin human"));
  EXPECT_TRUE(current("[patient] i get the depo shot every three months .", "medroxyprogesterone"));
  EXPECT_TRUE(current("[doctor] continue asa 81 mg daily .", "aspirin"));
  // Counter-examples: a short abbreviation without medication context, a family member's.
  EXPECT_FALSE(current("[doctor] her asa class was two before the surgery .", "aspirin"));
  EXPECT_FALSE(current("[patient] my husband takes truvada .", "emtricitabine + tenofovir disoproxil"));
}

TEST(MedicationFacts, ADeniedStopOrMissContinuesTheMedicine) {
  // Issue 18, med13: "don't stop", "never miss", "don't always take" say the medicine goes on.
  EXPECT_TRUE(current("[doctor] don't stop taking the apixaban before you see the cardiologist .", "apixaban"));
  EXPECT_TRUE(current("[doctor] i don't want you to stop the metformin .", "metformin"));
  EXPECT_TRUE(current("[patient] i never miss my levothyroxine .", "levothyroxine"));
  EXPECT_TRUE(current("[patient] i don't always take the metformin at lunch .", "metformin"));
  // Counter-examples: a stop said plainly, a denial of taking, and the other medicine of the sentence.
  EXPECT_FALSE(current("[doctor] i want you to stop the metformin .", "metformin"));
  EXPECT_FALSE(current("[patient] i don't take the metformin at all .", "metformin"));
  EXPECT_FALSE(current("[doctor] don't stop the lisinopril , but stop the metformin .", "metformin"));
}

TEST(MedicationFacts, ABareInsulinIsAMedicineUnlessItsKindIsNamed) {
  // Issue 18, med13: US consults say "insulin" without its kind.
  EXPECT_TRUE(current("[patient] i'm on insulin , about twenty units at night .", "insulin"));
  EXPECT_TRUE(current("[doctor] we'll start you on insulin .", "insulin"));
  // Counter-examples: a named insulin beside it, a past pump, a lab, a condition, a denial,
  // and insulin only talked about as a next step.
  EXPECT_FALSE(current("[patient] i'm on insulin , thirty units of lantus at night .", "insulin"));
  EXPECT_TRUE(current("[patient] i'm on insulin , thirty units of lantus at night .", "insulin glargine"));
  EXPECT_FALSE(current("[patient] i used to be on an insulin pump .", "insulin"));
  EXPECT_FALSE(current("[doctor] your insulin level was high .", "insulin"));
  EXPECT_FALSE(current("[doctor] you have insulin resistance .", "insulin"));
  EXPECT_FALSE(current("[doctor] she's never been on insulin .", "insulin"));
  EXPECT_FALSE(current("[doctor] we want to avoid going to insulin if we can .", "insulin"));
  EXPECT_FALSE(current("[doctor] we discussed insulin , but you want to try diet first .", "insulin"));
  // A medicine talked about and taken is taken.
  EXPECT_TRUE(current("[doctor] we talked about the lisinopril and you take it daily .", "lisinopril"));
}

TEST(MedicationFacts, WordsThatSayAMedicineIsNotTaken) {
  // Refusals, a Hindi "don't take", a drug as a condition's cause, a replacement in the
  // passive, a decision to wait, a course finished, a past course "previously on".
  EXPECT_FALSE(current("[doctor] i'm not going to refill the oxycodone .", "oxycodone"));
  EXPECT_TRUE(ex::collect_facts("[doctor] aap combiflam mat lena .").medications.empty());
  EXPECT_TRUE(ex::collect_facts("Heparin-induced thrombocytopenia in 2020; avoid heparin.").medications.empty());
  EXPECT_TRUE(ex::collect_facts("Considered starting methotrexate but will wait for liver function results.").medications.empty());
  EXPECT_TRUE(ex::collect_facts("We discussed starting semaglutide but decided to wait.").medications.empty());
  EXPECT_FALSE(current("Metoprolol succinate 25 mg was switched to carvedilol 6.25 mg twice daily.", "metoprolol"));
  EXPECT_TRUE(current("Metoprolol succinate 25 mg was switched to carvedilol 6.25 mg twice daily.", "carvedilol"));
  EXPECT_TRUE(ex::collect_facts("[patient] yes , i finished the amoxicillin course .").medications.empty());
  EXPECT_EQ(ex::collect_facts("Patient was previously on Januvia; switched to Jardiance 10 mg.").medications.size(), 1U);
  // A poisoning is no prescription; a stop said after one medicine does not reach the next.
  EXPECT_FALSE(current("Took an overdose of paracetamol 20 g, started on NAC.", "paracetamol"));
  EXPECT_FALSE(current("Warfarin withheld, vitamin K 10 mg PO.", "warfarin"));
  EXPECT_TRUE(current("Warfarin withheld, vitamin K 10 mg PO.", "phytomenadione"));
  EXPECT_TRUE(current("Warfarin held, vitamin K 10 mg PO.", "phytomenadione"));
  // Counter-examples: taken, and the other medicine of a Hindi "take this, not that".
  EXPECT_FALSE(ex::collect_facts("[patient] i take combiflam when i have pain .").medications.empty());
  EXPECT_FALSE(ex::collect_facts("[doctor] dolo 650 lena , combiflam mat lena .").medications.empty());
  EXPECT_TRUE(current("I finished my shift and took metformin.", "metformin"));
  EXPECT_TRUE(current("Continue metformin, we considered adding a statin.", "metformin"));
}

TEST(MedicationFacts, ADoseInTheAnswerToAQuestionAboutTheMedicine) {
  EXPECT_EQ(dose_of("[doctor] are you taking the lasix ?\n[patient] yes , 40 milligrams every morning ."), "40 mg");
  EXPECT_EQ(dose_of("Doctor: You are on lisinopril?\nPatient: Yes, 10 mg."), "10 mg");
  // Counter-examples: a number that is no dose, and an answer two turns away.
  EXPECT_EQ(dose_of("[doctor] are you on metformin ?\n[patient] yes , 2 years now ."), "");
  EXPECT_EQ(dose_of("[doctor] are you taking the metformin ?\n[patient] yes .\n[doctor] how old are you ?\n"
                    "[patient] 45 ."),
            "");
}

TEST(MedicationFacts, CombinationNamesAsWrittenInUsNotes) {
  // "Amoxicillin-clavulanate 875/125 mg" was read as amoxicillin 125 mg, "Mixtard 30/70" as
  // "Mixtard 30".
  const auto augmentin = ex::collect_facts("Amoxicillin-clavulanate 875/125 mg twice daily for 7 days.");
  ASSERT_EQ(augmentin.medications.size(), 1U);
  EXPECT_EQ(augmentin.medications[0].generic, "amoxicillin + clavulanic acid");
  ASSERT_TRUE(augmentin.medications[0].dose.has_value());
  EXPECT_EQ(augmentin.medications[0].dose->value, 875);
  EXPECT_TRUE(current("Inj. Insulin Mixtard 30/70 20 units morning and 10 units evening.",
                      "insulin human biphasic isophane 30/70"));
  // Counter-example: plain amoxicillin stays amoxicillin.
  EXPECT_TRUE(current("Start amoxicillin 500 mg three times a day.", "amoxicillin"));
}

TEST(MedicationFacts, ACombinationStrengthStaysWithTheProductsName) {
  // "Norco 10/325" was "Norco" with 10 mg: the 325 mg of paracetamol was lost. The strength
  // as said stays in the name; the dose is the first ingredient's, as before.
  const auto norco = ex::collect_facts("He takes Norco 10/325 every six hours as needed.");
  ASSERT_EQ(norco.medications.size(), 1U);
  EXPECT_EQ(norco.medications[0].name, "Norco 10/325");
  EXPECT_EQ(norco.medications[0].generic, "hydrocodone + paracetamol");
  EXPECT_EQ(dose_of("Continue carbidopa-levodopa 25/100 mg three times daily."), "25 mg");
  // A count said with it is the dose: two puffs of Symbicort, one tablet of Norco.
  EXPECT_EQ(dose_of("Continue Symbicort 160/4.5 two puffs twice daily."), "2 puff");
  EXPECT_EQ(dose_of("Norco 10/325 1 tab q6h prn pain."), "1 tablet");
  // Counter-examples: a range of tablets, Indian shorthand, a single-ingredient medicine
  // and a blood pressure later in the sentence are no combination strength.
  const auto range = ex::collect_facts("Percocet 1-2 tablets every 6 hours as needed.");
  ASSERT_EQ(range.medications.size(), 1U);
  EXPECT_EQ(range.medications[0].name, "Percocet");
  const auto shorthand = ex::collect_facts("Tab Combiflam 1-0-1 after food.");
  ASSERT_EQ(shorthand.medications.size(), 1U);
  EXPECT_EQ(shorthand.medications[0].name, "Combiflam");
  EXPECT_EQ(shorthand.medications[0].frequency, "BD");
  const auto single = ex::collect_facts("Losartan 50 mg daily, BP today 132/84.");
  ASSERT_EQ(single.medications.size(), 1U);
  EXPECT_EQ(single.medications[0].name, "Losartan");
}

TEST(MedicationFacts, TwoGenericsJoinedNameOneProduct) {
  // "losartan/HCTZ" was two medicines, with the product's first strength on the second.
  const auto hyzaar = ex::collect_facts("Continue losartan/HCTZ 50-12.5 mg daily.");
  ASSERT_EQ(hyzaar.medications.size(), 1U);
  EXPECT_EQ(hyzaar.medications[0].generic, "losartan + hydrochlorothiazide");
  EXPECT_EQ(hyzaar.medications[0].name, "losartan/HCTZ 50-12.5 mg");
  // With no row for the pair, each ingredient keeps its own strength and the pair's frequency.
  const auto pair = ex::collect_facts("She takes lisinopril-hydrochlorothiazide 20/12.5 mg once daily.");
  ASSERT_EQ(pair.medications.size(), 2U);
  EXPECT_EQ(pair.medications[0].generic, "lisinopril");
  ASSERT_TRUE(pair.medications[0].dose.has_value());
  EXPECT_EQ(pair.medications[0].dose->value, 20);
  EXPECT_EQ(pair.medications[0].frequency, "OD");
  ASSERT_TRUE(pair.medications[1].dose.has_value());
  EXPECT_EQ(pair.medications[1].dose->value, 12.5);
  // Counter-example: two brands joined by a slash are alternatives.
  const auto either = ex::collect_facts("You can take Tylenol/Advil as needed for the pain.");
  EXPECT_EQ(either.medications.size(), 2U);
}

TEST(MedicationFacts, ASwitchBetweenSaltsOfOneMedicine) {
  // Both salts are one row: the switch used to merge them into the tartrate with the
  // succinate's dose, or to stop both.
  for (const std::string_view text :
       {"We will switch metoprolol tartrate 25 mg twice daily to metoprolol succinate 50 mg daily.",
        "Change her from metoprolol tartrate to metoprolol succinate 50 mg once a day."}) {
    const auto facts = ex::collect_facts(text);
    ASSERT_EQ(facts.medications.size(), 1U) << text;
    EXPECT_EQ(facts.medications[0].name, "metoprolol succinate") << text;
    EXPECT_EQ(dose_of(text), "50 mg") << text;
  }
  EXPECT_TRUE(current("Let's switch the lisinopril to losartan 50 mg daily because of the cough.", "losartan"));
  EXPECT_FALSE(current("Let's switch the lisinopril to losartan 50 mg daily because of the cough.", "lisinopril"));
  // Counter-examples: a change of dose is no switch; the one kept beside a switch stays.
  EXPECT_EQ(dose_of("Change metoprolol to 50 mg twice a day."), "50 mg");
  EXPECT_TRUE(current("Switch to metformin XR 500 mg and continue glipizide.", "glipizide"));
}

TEST(MedicationFacts, ThyroxineIsLevothyroxineUnlessALabWordFollows) {
  EXPECT_TRUE(current("Tab Thyroxine 50 mcg OD.", "levothyroxine"));
  EXPECT_EQ(dose_of("Thyroxine 50 mcg roz subah khali pet."), "50 mcg");
  // Counter-examples: the lab test.
  EXPECT_FALSE(current("Thyroxine level is low.", "levothyroxine"));
  EXPECT_FALSE(current("Free thyroxine 0.6, TSH 9.8.", "levothyroxine"));
}

TEST(MedicationFacts, NeverPickedUpIsNotTaken) {
  EXPECT_FALSE(current("[patient] my other doctor put me on atorvastatin but i never picked it up .", "atorvastatin"));
  EXPECT_FALSE(current("[patient] they prescribed lisinopril but i never got it filled .", "lisinopril"));
  // Counter-example: picked up and taken.
  EXPECT_TRUE(current("[patient] i picked up the atorvastatin and take it every night .", "atorvastatin"));
}

TEST(MedicationFacts, AMeasuredValueAfterTheNameIsNoMedicine) {
  // "Vitamin D 18" is a level: 18 units is no dose of a row whose strength is 60,000.
  EXPECT_FALSE(current("Vitamin D 18, started on ergocalciferol 50,000 units weekly.", "cholecalciferol"));
  EXPECT_TRUE(current("Vitamin D 18, started on ergocalciferol 50,000 units weekly.", "ergocalciferol"));
  EXPECT_FALSE(current("His vitamin D was 18.", "cholecalciferol"));
  // Counter-examples: a dose with its unit, a dose said with a copula and its unit, a small
  // count, and a number near the row's strength.
  EXPECT_TRUE(current("He takes vitamin D 2000 units daily.", "cholecalciferol"));
  EXPECT_EQ(dose_of("His metformin was 500 mg twice a day."), "500 mg");
  EXPECT_TRUE(current("Aspirin 2 tablets now.", "aspirin"));
  EXPECT_EQ(dose_of("Metformin 1000 with breakfast and dinner."), "1000 mg");
}

TEST(MedicationFacts, AWordThatIsDrugAndTestIsTheTestBesideTests) {
  const auto tests_of = [](std::string_view text) {
    std::vector<std::string> names;
    for (const auto& i : ex::collect_facts(text).investigations) {
      names.push_back(i.name);
    }
    return names;
  };
  const auto has = [](const std::vector<std::string>& names, std::string_view name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  };
  // Listed beside tests, "b12" and "vitamin d" are tests, and no medicine is listed for them.
  EXPECT_TRUE(has(tests_of("Recheck the CBC, iron, ferritin, B12, and folate in 12 weeks."), "Vitamin B12"));
  EXPECT_FALSE(current("Recheck the CBC, iron, ferritin, B12, and folate in 12 weeks.", "cyanocobalamin"));
  EXPECT_TRUE(has(tests_of("I'm going to check your a1c, b12 and thyroid."), "Vitamin B12"));
  EXPECT_TRUE(has(tests_of("We'll check a blood count and vitamin D."), "25-hydroxyvitamin D"));
  EXPECT_FALSE(current("We'll check a blood count and vitamin D.", "cholecalciferol"));
  // A result said of them: tests, not medicines taken.
  EXPECT_TRUE(has(tests_of("Your calcium and vitamin D are normal."), "Calcium"));
  EXPECT_FALSE(current("Your calcium and vitamin D are normal.", "calcium carbonate"));
  EXPECT_FALSE(current("Your calcium and vitamin D are normal.", "cholecalciferol"));
  // Counter-examples: with a dose, or among medicines, the word is the medicine.
  EXPECT_TRUE(current("Plan: start b12 1000 mcg daily.", "cyanocobalamin"));
  EXPECT_EQ(dose_of("Continue B12 1000 mcg PO daily."), "1000 mcg");
  EXPECT_FALSE(has(tests_of("Plan: start b12 1000 mcg daily."), "Vitamin B12"));
  EXPECT_TRUE(current("She takes calcium and vitamin D daily.", "cholecalciferol"));
  EXPECT_TRUE(current("Start aspirin, atorvastatin and vitamin D 1000 units.", "cholecalciferol"));
}

TEST(MedicationFacts, AMedicineRunOutOfAndRefilledIsTaken) {
  EXPECT_TRUE(current("[patient] i ran out of my lisinopril about two weeks ago . [doctor] okay , let's get that "
                      "refilled , 20 milligrams once a day .",
                      "lisinopril"));
  // Counter-examples: run out of and not refilled, or never refilled.
  EXPECT_FALSE(current("[patient] i ran out of my lisinopril about two weeks ago .", "lisinopril"));
  EXPECT_FALSE(current("[patient] i ran out of the metformin about a month ago and never refilled it .", "metformin"));
  // Another medicine's refill is not this one's (review).
  EXPECT_FALSE(current("[patient] i ran out of my lisinopril last month . [doctor] okay . i will refill your "
                       "metformin today .",
                       "lisinopril"));
}

TEST(MedicationFacts, AnAnswerThatSaysItWasStoppedStopsIt) {
  EXPECT_FALSE(current("[doctor] okay and the januvia ? [patient] i stopped that one , it was too expensive .",
                       "sitagliptin"));
  EXPECT_FALSE(current("[doctor] are you still on the atorvastatin ? [patient] no , i quit taking it .", "atorvastatin"));
  // Counter-examples: an answer that says it is taken, and a stop of something else.
  EXPECT_TRUE(current("[doctor] okay and the januvia ? [patient] yes , every morning .", "sitagliptin"));
  EXPECT_TRUE(current("[doctor] and the januvia ? [patient] i stopped smoking , but i take that every day .",
                      "sitagliptin"));
}

TEST(MedicationFacts, IronIsTheTabletInMedicationContextAndTheTestBesideALabWord) {
  EXPECT_TRUE(current("[doctor] keep taking the iron once a day .", "ferrous sulfate"));
  EXPECT_TRUE(current("[patient] i take iron pills .", "ferrous sulfate"));
  EXPECT_TRUE(current("[doctor] your prenatal vitamins are important , keep taking those .", "multivitamin + multimineral"));
  EXPECT_TRUE(current("Khoon ki kami na ho isliye iron ki goli roz lena.", "ferrous sulfate"));
  // Counter-examples: the test ("iron studies", "iron labs", a result said of it), a past course.
  EXPECT_FALSE(current("Anemia of CKD, Hb 8.9 - start iron studies.", "ferrous sulfate"));
  EXPECT_FALSE(current("[doctor] your blood count , thyroid and iron are all normal .", "ferrous sulfate"));
  EXPECT_FALSE(current("Her anaemia was corrected with iron two years ago.", "ferrous sulfate"));
  const auto labs = ex::collect_facts("[doctor] your blood count , thyroid and iron are all normal .");
  EXPECT_TRUE(std::any_of(labs.investigations.begin(), labs.investigations.end(),
                          [](const auto& i) { return i.name == "Iron studies"; }));
}

TEST(MedicationFacts, AHoldPlannedForALaterDayKeepsTheMedicine) {
  const auto facts = ex::collect_facts(
      "[doctor] continue the eliquis five milligrams twice a day , and hold it two days before the procedure .");
  ASSERT_EQ(facts.medications.size(), 1U);
  EXPECT_EQ(facts.medications[0].generic, "apixaban");
  EXPECT_EQ(facts.medications[0].duration, "");  // "two days before" is a time, not how long
  // Counter-example: a hold now.
  EXPECT_FALSE(current("[doctor] the eliquis , let's hold it for now .", "apixaban"));
}

TEST(MedicationFacts, ADosePerBodyWeightOrAreaKeepsItsUnit) {
  // "90 mg/kg/day" read as 90 mg would be a wrong absolute dose (a child's, often).
  const auto unit_of = [](std::string_view text) -> std::string {
    const auto facts = ex::collect_facts(text);
    return facts.medications.empty() || !facts.medications.front().dose ? "" : facts.medications.front().dose->unit;
  };
  EXPECT_EQ(unit_of("Start amoxicillin 90 mg/kg/day in two divided doses."), "mg/kg/d");
  EXPECT_EQ(unit_of("Dexamethasone 0.6 mg/kg single dose."), "mg/kg");
  EXPECT_EQ(unit_of("Insulin infusion 0.1 units/kg/hr."), "unit/kg/h");
  EXPECT_EQ(unit_of("Methotrexate 50 mg/m2 IV."), "mg/m2");
  EXPECT_EQ(unit_of("Paracetamol 15 mg per kg every 6 hours."), "mg/kg");
  EXPECT_EQ(unit_of("[doctor] amoxicillin , 90 milligrams per kilogram per day divided twice daily ."), "mg/kg/d");
  // Counter-examples: an absolute dose, and a body weight elsewhere in the note.
  EXPECT_EQ(unit_of("Amoxicillin 500 mg three times a day."), "mg");
  EXPECT_EQ(unit_of("Weight 20 kg. Amoxicillin 400 mg twice daily."), "mg");
}

TEST(MedicationFacts, EssentialMedicinesAReviewRoundFoundMissing) {
  EXPECT_TRUE(current("Known schizophrenia on clozapine 300 mg daily.", "clozapine"));
  EXPECT_TRUE(current("Adenosine 6 mg IV then 12 mg.", "adenosine"));
  EXPECT_TRUE(current("ORS, zinc 20 mg daily for 14 days.", "zinc sulfate"));
  EXPECT_TRUE(current("KCl 40 mEq PO once.", "potassium chloride"));
  EXPECT_TRUE(current("Give vitamin K 10 mg.", "phytomenadione"));
  EXPECT_TRUE(current("Start IVIG 2 g/kg over 5 days.", "human normal immunoglobulin"));
  // Counter-example: a vitamin's level is a test, not the medicine.
  EXPECT_FALSE(current("Her vitamin A level was low.", "retinol"));
}

TEST(MedicationFacts, ABareNumberNearTheRowsStrengthIsTheStrength) {
  // "3.125 tablet", "0.4 tablet" were stored.
  EXPECT_EQ(dose_of("Tab Cardivas 3.125 BD."), "3.125 mg");
  EXPECT_EQ(dose_of("Tab Tamsulosin 0.4 HS."), "0.4 mg");
  // Counter-example: a count far from the strength is a number of tablets.
  EXPECT_EQ(dose_of("Tab Metformin 1 BD."), "1 tablet");
  // A later titration step is not today's dose; a change said now is.
  EXPECT_EQ(dose_of("Start donepezil 5 mg at night, increase to 10 mg after 4 weeks."), "5 mg");
  EXPECT_EQ(dose_of("Start sertraline 25 mg daily, increase to 50 mg in 1 week."), "25 mg");
  EXPECT_EQ(dose_of("Metformin 500 mg, increase to 1000 mg."), "1000 mg");
}

}  // namespace

TEST(MedicationFacts, AnAgeWordBeforeTheNameNamesTheProduct) {
  // Issue 18, med14 (round 7): "children's" before a brand is the product's name, not a
  // relative taking it.
  EXPECT_TRUE(current("[doctor] for the cough give her the children's motrin , 5 ml every eight hours .", "ibuprofen"));
  EXPECT_TRUE(current("[doctor] use infant tylenol drops , 1.25 ml when he has a fever .", "paracetamol"));
  // Counter-examples: a relative named before it takes it; a plain relative's medicine.
  EXPECT_FALSE(current("[patient] my son takes the children's motrin for his ear .", "ibuprofen"));
  EXPECT_FALSE(current("[patient] my kids take zyrtec in the spring .", "cetirizine"));
}
