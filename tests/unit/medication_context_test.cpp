// Unit tests of the medication context rules (domain/clinical/medication_context.cpp and the
// cues of medication_cues.hpp): whether a medicine is current, stopped, historical or an
// allergy mention, each rule with counter-examples. Split from medications_test.cpp, which
// keeps the lexicon, attributes, merging, evidence and JSON.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "domain/clinical/medications.hpp"
#include "medication_lexicon.hpp"

namespace clinical = cxs::domain::clinical;
using cxs::test::meds::found;
using cxs::test::meds::lexicon;

namespace {

TEST(MedicationContext, Names) {
  EXPECT_EQ(clinical::to_string(clinical::medication_context::current), "current");
  EXPECT_EQ(clinical::to_string(clinical::medication_context::stopped), "stopped");
  EXPECT_EQ(clinical::to_string(clinical::medication_context::allergy_mention), "allergy_mention");
  EXPECT_EQ(clinical::to_string(clinical::medication_context::historical), "historical");
}

clinical::medication_context context_of(std::string_view text, std::string_view generic) {
  for (const auto& item : clinical::find_medications(text, lexicon())) {
    if (item.generic == generic) {
      return item.context;
    }
  }
  ADD_FAILURE() << "no " << generic << " in: " << text;
  return clinical::medication_context::current;
}

using ctx = clinical::medication_context;

}  // namespace

// ---------------------------------------------------------------- issue 18, medications round
// Rules written from the tuning part of tests/fixtures/medications/med_corpus.tsv, each with
// counter-examples.

TEST(MedicationContext, SwitchingFromOneMedicineToAnotherStopsTheFirst) {
  const std::string_view text = "we're changing him from atenolol to bisoprolol because of the fatigue .";
  EXPECT_EQ(context_of(text, "atenolol"), ctx::stopped);
  EXPECT_EQ(context_of(text, "bisoprolol"), ctx::current);
  const std::string_view replacing = "replacing the amlodipine with nifedipine should help the swelling .";
  EXPECT_EQ(context_of(replacing, "amlodipine"), ctx::stopped);
  EXPECT_EQ(context_of(replacing, "nifedipine"), ctx::current);
  // Counter-examples: a switch to a medicine, and "instead of" something that is not one.
  EXPECT_EQ(context_of("we will switch to metformin 500 mg twice daily .", "metformin"), ctx::current);
  EXPECT_EQ(context_of("instead of surgery we'll try naproxen 250 mg twice a day .", "naproxen"), ctx::current);
}

TEST(MedicationContext, AStopLaterInTheSentenceThatRefersBackStopsIt) {
  EXPECT_EQ(context_of("the rash began with the allopurinol , so we'll stop it .", "allopurinol"), ctx::stopped);
  EXPECT_EQ(context_of("the allopurinol is important , please don't stop it .", "allopurinol"), ctx::current);
  EXPECT_EQ(context_of("the allopurinol is important . stop by the lab on friday .", "allopurinol"), ctx::current);
}

TEST(MedicationContext, AllergyHeadingsReactionsAndHindiSe) {
  EXPECT_EQ(context_of("allergies : ceftriaxone ( wheeze ) .", "ceftriaxone"), ctx::allergy_mention);
  EXPECT_EQ(context_of("[patient] the doxycycline gave me a rash last summer .", "doxycycline"), ctx::allergy_mention);
  EXPECT_EQ(context_of("Augmentin se rash aaya tha .", "amoxicillin + clavulanic acid"), ctx::allergy_mention);
  // Counter-examples: the heading's list ended, and a good effect.
  EXPECT_EQ(context_of("allergies : none . on amlodipine 5 mg daily .", "amlodipine"), ctx::current);
  EXPECT_EQ(context_of("[patient] the doxycycline gave me relief within days .", "doxycycline"), ctx::current);
}

TEST(MedicationContext, HindiVerbLastPastAndStop) {
  EXPECT_EQ(context_of("Crocin li thi bukhar ke liye .", "paracetamol"), ctx::historical);
  EXPECT_EQ(context_of("Ecosprin 3 din pehle band karna hai .", "aspirin"), ctx::stopped);
  // Counter-examples: an instruction to take it.
  EXPECT_EQ(context_of("Crocin lijiye din mein do baar .", "paracetamol"), ctx::current);
  EXPECT_EQ(context_of("Ecosprin roz lena hai , band mat karna .", "aspirin"), ctx::current);
}

TEST(MedicationContext, HindiBareStopAndFinishedCourse) {
  // Issue 18 round 3: a bare "band" that ends its clause, and a course said to be finished.
  EXPECT_EQ(context_of("Tab Amlong 5 band ; Tab Telma 40 OD .", "amlodipine"), ctx::stopped);
  EXPECT_EQ(context_of("Tab Ecosprin 75 band hai abhi .", "aspirin"), ctx::stopped);
  EXPECT_EQ(context_of("Monocef ka course khatam ho gaya .", "ceftriaxone"), ctx::historical);
  EXPECT_EQ(context_of("Augmentin 625 course complete kar liya .", "amoxicillin + clavulanic acid"), ctx::historical);
  // Counter-examples: "band" before another word, the other medicine of the line, a course to finish.
  EXPECT_EQ(context_of("Tab Telma 40 OD , crepe band lagayein ghutne par .", "telmisartan"), ctx::current);
  EXPECT_EQ(context_of("Tab Amlong 5 band ; Tab Telma 40 OD .", "telmisartan"), ctx::current);
  EXPECT_EQ(context_of("Monocef ka course complete karna hai , beech mein band mat karna .", "ceftriaxone"),
            ctx::current);
}

TEST(MedicationContext, AllowedInSoManyWordsAfterAStop) {
  EXPECT_EQ(context_of("[doctor] stop the ibuprofen , acetaminophen is fine for the back .", "paracetamol"),
            ctx::current);
  EXPECT_EQ(context_of("[doctor] no more motrin , and claritin is okay too .", "loratadine"), ctx::current);
  // Counter-examples: the stopped one, a question, a denial.
  EXPECT_EQ(context_of("[doctor] stop the ibuprofen , acetaminophen is fine for the back .", "ibuprofen"),
            ctx::stopped);
  EXPECT_EQ(context_of("[patient] no more motrin , so claritin is okay ?", "loratadine"), ctx::stopped);
  EXPECT_EQ(context_of("[doctor] no more motrin , and claritin is not okay either .", "loratadine"), ctx::stopped);
}

TEST(MedicationContext, OnlyAnExampleOfAKindOfMedicine) {
  EXPECT_EQ(context_of("[doctor] down the road an injectable medication like ozempic could help .", "semaglutide"),
            ctx::option);
  EXPECT_EQ(context_of("[doctor] there are newer agents such as jardiance that also protect the kidneys .", "empagliflozin"),
            ctx::option);
  // Counter-examples: a verb of taking or prescribing governs the example; no kind named.
  EXPECT_EQ(context_of("[doctor] you can take something like tylenol for the fever .", "paracetamol"),
            ctx::current);
  EXPECT_EQ(context_of("[doctor] i'm prescribing a medication like lisinopril for the pressure .", "lisinopril"),
            ctx::current);
  EXPECT_EQ(context_of("[patient] it feels like the lasix is working .", "furosemide"), ctx::current);
}

TEST(MedicationContext, AStopInTheSameSentenceEndsAnUncuedMention) {
  using clinical::find_medications;
  // "the rash is from the X , so we're stopping X": one course, stopped.
  const auto items = find_medications(
      "[doctor] the rash is from the bactrim , so we'll stop the bactrim and use doxycycline .", lexicon());
  EXPECT_TRUE(std::none_of(items.begin(), items.end(), [](const clinical::medication_item& i) {
    return i.generic == "sulfamethoxazole + trimethoprim" && i.context == ctx::current;
  }));
  // Counter-examples: the mention has its own cue, or the stop is in another sentence.
  const auto own_cue = find_medications(
      "[doctor] take the aspirin today and stop the aspirin on friday before the procedure .", lexicon());
  EXPECT_TRUE(std::any_of(own_cue.begin(), own_cue.end(), [](const clinical::medication_item& i) {
    return i.generic == "aspirin" && i.context == ctx::current;
  }));
  const auto other_sentence = find_medications(
      "[patient] i take the lisinopril every morning .\n[doctor] we'll stop the lisinopril if the cough gets worse .",
      lexicon());
  EXPECT_TRUE(std::any_of(other_sentence.begin(), other_sentence.end(), [](const clinical::medication_item& i) {
    return i.generic == "lisinopril" && i.context == ctx::current;
  }));
}

TEST(MedicationContext, OnlyAskedAboutInAQuestion) {
  EXPECT_EQ(context_of("[patient] can i take benadryl for the itching ?", "diphenhydramine"), ctx::asked);
  EXPECT_EQ(context_of("[doctor] are you on any blood thinners like warfarin ?", "warfarin"), ctx::asked);
  // Counter-examples: the patient's own medicine, a doctor's question, a statement.
  EXPECT_EQ(context_of("[patient] should i keep taking my lisinopril ?", "lisinopril"), ctx::current);
  EXPECT_EQ(context_of("[doctor] are you still on warfarin ?", "warfarin"), ctx::current);
  EXPECT_EQ(context_of("[patient] i take benadryl for the itching .", "diphenhydramine"), ctx::current);
  // A later prescription stands on its own.
  const auto items = clinical::find_medications(
      "[patient] can i take benadryl for the itching ?\n[doctor] yes , take benadryl 25 mg at night .", lexicon());
  ASSERT_EQ(items.size(), 2U);
  EXPECT_EQ(items[1].context, ctx::current);
}

// ---------------------------------------------------------------- issue 18, round 2 (branch aci18)

TEST(MedicationContext, APlainPastCourseIsHistorical) {
  EXPECT_EQ(context_of("[patient] i took valtrex for a week back in march .", "valaciclovir"), ctx::historical);
  EXPECT_EQ(context_of("[patient] i had augmentin two months ago for a sinus infection .",
                       "amoxicillin + clavulanic acid"),
            ctx::historical);
  EXPECT_EQ(context_of("[patient] the er gave me bactrim and i finished it on sunday .",
                       "sulfamethoxazole + trimethoprim"),
            ctx::historical);
  // Counter-examples: a dose taken today, a course still running ("since"), a past start.
  EXPECT_EQ(context_of("[patient] i took my lisinopril this morning .", "lisinopril"), ctx::current);
  EXPECT_EQ(context_of("[patient] i've had metformin since last year .", "metformin"), ctx::current);
  EXPECT_EQ(context_of("[doctor] last month we started you on amlodipine .", "amlodipine"), ctx::current);
}

TEST(MedicationContext, AStopSaidWithOff) {
  EXPECT_EQ(context_of("[doctor] the swelling is from the amlodipine , so let's get you off it .", "amlodipine"),
            ctx::stopped);
  // Counter-example: a denial of the stop.
  EXPECT_EQ(context_of("[doctor] the amlodipine is working , so don't come off it .", "amlodipine"), ctx::current);
}

TEST(MedicationContext, UseIsAVerbOfTaking) {
  EXPECT_EQ(context_of("[doctor] no more advil for the headaches , use acetaminophen for now .", "paracetamol"),
            ctx::current);
  EXPECT_EQ(context_of("[doctor] do not use the mupirocin on your face .", "mupirocin"), ctx::stopped);
}

TEST(MedicationContext, QuitTakingIsAStop) {
  EXPECT_EQ(context_of("[patient] i quit taking the pravastatin because of the cramps .", "pravastatin"), ctx::stopped);
  EXPECT_EQ(context_of("[patient] i quit using the mometasone cream .", "mometasone"), ctx::stopped);
  // Counter-example: quitting something else while taking the medicine.
  EXPECT_EQ(context_of("[patient] i quit smoking and i'm taking the bupropion every day .", "bupropion"), ctx::current);
}

TEST(MedicationContext, HoldingOffAndRunningOutAreStops) {
  EXPECT_EQ(context_of("[doctor] we'll hold off on the metformin until the kidney results are back .", "metformin"),
            ctx::stopped);
  EXPECT_EQ(context_of("[patient] i ran out of my lisinopril last week .", "lisinopril"), ctx::stopped);
  // Counter-example: a plain hold of nothing else.
  EXPECT_EQ(context_of("[patient] i hold the inhaler and take two puffs of albuterol .", "salbutamol"), ctx::current);
  EXPECT_TRUE(found("she uses breo ellipta once a day", "fluticasone furoate + vilanterol"));
  EXPECT_TRUE(found("restart latuda 40 mg at dinner", "lurasidone"));
}

// A stop of the same medicine in a later sentence ends the course named earlier as current;
// not a stop on a condition, not "do not stop", and not when the medicine is named again after.
TEST(MedicationContext, StopInALaterSentenceEndsTheCourse) {
  const auto contexts = [](std::string_view text) {
    std::string out;
    for (const auto& item : clinical::find_medications(text, lexicon())) {
      out += item.generic + "=" + std::string(clinical::to_string(item.context)) + ";";
    }
    return out;
  };
  EXPECT_EQ(contexts("[doctor] are you on lisinopril ? [patient] yes , for blood pressure . [doctor] okay . so "
                     "impression , chronic cough . we'll stop lisinopril and switch to losartan 50 mg daily ."),
            "lisinopril=stopped;losartan=current;");
  EXPECT_EQ(contexts("PMH: HTN on HCTZ 25 mg daily.\nA/P: Acute gout. Stop HCTZ, start amlodipine 5 mg daily."),
            "hydrochlorothiazide=stopped;amlodipine=current;");
  // Counter-examples.
  // (The conditional stop keeps an item of its own, as before; the course stays current.)
  EXPECT_EQ(contexts("Continue lisinopril 10 mg daily. If you develop a dry cough, stop the lisinopril and call me.")
                .substr(0, 19),
            "lisinopril=current;");
  EXPECT_EQ(contexts("Continue lisinopril 10 mg daily. Stop the lisinopril if you get a cough.").substr(0, 19),
            "lisinopril=current;");
  EXPECT_EQ(contexts("Metformin 500 mg BD. Do not stop the metformin."), "metformin=current;");
  EXPECT_EQ(contexts("I stopped the atorvastatin in May because of muscle aches. Dr. restarted atorvastatin 10 mg last week."),
            "atorvastatin=stopped;atorvastatin=current;");
}

// Avoided, never started or contraindicated medicines are not taken; a substance a test
// measures is no medicine.
TEST(MedicationContext, AvoidedNeverStartedContraindicatedAndMeasured) {
  const auto current = [](std::string_view text) {
    std::string out;
    for (const auto& item : clinical::find_medications(text, lexicon())) {
      if (item.context == clinical::medication_context::current) {
        out += item.generic + ";";
      }
    }
    return out;
  };
  EXPECT_EQ(current("Ibuprofen upsets her stomach, so she avoids it. Uses acetaminophen 500 mg PRN."), "paracetamol;");
  EXPECT_EQ(current("Amoxicillin 500 mg TID was prescribed but the patient never started it."), "");
  EXPECT_EQ(current("Nitrofurantoin is contraindicated due to her eGFR of 25."), "");
  EXPECT_EQ(current("Check testosterone, LH, prolactin. Start OCP."), "combined oral contraceptive;");
  // Counter-examples.
  EXPECT_EQ(current("Nitrofurantoin is not contraindicated; start nitrofurantoin 100 mg BID."), "nitrofurantoin;");
  EXPECT_EQ(current("Continue metformin 500 mg BD and avoid sugary drinks."), "metformin;");
  EXPECT_EQ(current("He takes lithium 300 mg BD; check a lithium level next week."), "lithium carbonate;");
  EXPECT_EQ(current("Transition to SC insulin: glargine 20 units nightly, lispro sliding scale."),
            "insulin glargine;insulin lispro;");
  EXPECT_EQ(current("Hyperkalemia K 5.9 - kayexalate 15 g PO once. Takes ginkgo."),
            "sodium polystyrene sulfonate;ginkgo biloba;");
}

// Issue 18, med14 (round 7): a medicine not taken, said after its name in its clause: taken
// off it by someone, a habit of never taking it, declined, and the Hindi "nahi leta" / "chhod
// di"; a reconciliation list's fate after a dash; one earlier course ("the last round of").
TEST(MedicationContext, NotTakenSaidAfterTheName) {
  EXPECT_EQ(context_of("[patient] ramipril made my lips swell so they took me off it .", "ramipril"), ctx::stopped);
  EXPECT_EQ(context_of("[patient] tramadol makes me dizzy , so i never take it .", "tramadol"), ctx::stopped);
  EXPECT_EQ(context_of("[patient] they gave me morphine tablets but i never opened the bottle .", "morphine"),
            ctx::stopped);
  EXPECT_EQ(context_of("[patient] my doctor offered simvastatin and i said no .", "simvastatin"), ctx::stopped);
  EXPECT_EQ(context_of("[patient] Combiflam se pet mein jalan hoti hai , nahi leta .", "paracetamol + ibuprofen"),
            ctx::stopped);
  EXPECT_EQ(context_of("[patient] Telma se chakkar aata tha isliye chhod diya .", "telmisartan"), ctx::stopped);
  EXPECT_EQ(context_of("Med rec: clopidogrel 75 mg - discontinued after the bleed.", "clopidogrel"), ctx::stopped);
  EXPECT_FALSE(context_of("[patient] the last course of ciprofloxacin gave me diarrhea .", "ciprofloxacin") ==
               ctx::current);
  // Counter-examples: the habit is a way of taking it, the stop is denied, "i said no" to
  // something else before the name, the Hindi "don't stop / don't leave it", a continued line.
  EXPECT_EQ(context_of("[patient] alendronate , i never take it with food .", "alendronate"), ctx::current);
  EXPECT_EQ(context_of("[patient] i said no to the surgery , so i take meloxicam daily .", "meloxicam"), ctx::current);
  EXPECT_EQ(context_of("[doctor] Telma 40 roz lena , band mat karna .", "telmisartan"), ctx::current);
  EXPECT_EQ(context_of("[doctor] Taxim-O 200 subah shaam , beech mein mat chhodna .", "cefixime"), ctx::current);
  EXPECT_EQ(context_of("Med rec: clopidogrel 75 mg - continue.", "clopidogrel"), ctx::current);
  EXPECT_EQ(context_of("[patient] the warfarin , they took me off the pills for my mood but kept it .", "warfarin"),
            ctx::current);
  EXPECT_EQ(context_of("[doctor] the warfarin , don't let anyone take you off it .", "warfarin"), ctx::current);
  EXPECT_EQ(context_of("[patient] i take the last dose of amoxicillin tonight .", "amoxicillin"), ctx::current);
}

TEST(MedicationContext, ANewPackNotOpenedIsNoMedicineNeverTaken) {
  // Review 2026-11-28 (rev14): "never opened" a new pack while taking from the old one.
  EXPECT_EQ(context_of("[patient] i picked up the new bisoprolol but never opened the new box , i still use the old one .",
                       "bisoprolol"),
            ctx::current);
  EXPECT_EQ(context_of("[patient] there's a second strip of telmisartan , never opened it , still on the old strip .",
                       "telmisartan"),
            ctx::current);
  // Counter-examples: the only pack never opened, and the bottle of a medicine never begun.
  EXPECT_EQ(context_of("[patient] they prescribed sertraline but i never opened the box .", "sertraline"),
            ctx::stopped);
  EXPECT_EQ(context_of("[patient] they gave me morphine tablets but i never opened the bottle .", "morphine"),
            ctx::stopped);
}

TEST(MedicationContext, TheMeansOfAnEpisodesEndIsAPastCourse) {
  // Review 2026-11-28 (rev14): "… which resolved with nitrofurantoin".
  EXPECT_NE(context_of("Treated for a UTI in March which resolved with nitrofurantoin.", "nitrofurantoin"),
            ctx::current);
  EXPECT_NE(context_of("[patient] the cough went away with the benzonatate .", "benzonatate"), ctx::current);
  // Counter-examples: relief while it is taken, and an episode that resolved before the
  // medicine started.
  EXPECT_EQ(context_of("[doctor] your pain settled with ibuprofen , so keep taking it twice a day .", "ibuprofen"),
            ctx::current);
  EXPECT_EQ(context_of("[doctor] the rash resolved , so start the methotrexate next week .", "methotrexate"),
            ctx::current);
}

TEST(MedicationContext, ASwitchAwayFromAMedicineBlamedForASideEffectEndsIt) {
  // Review 2026-11-28 (rev14).
  EXPECT_EQ(context_of("[doctor] the swelling in your ankles is from the nifedipine , so we'll switch you to losartan .",
                       "nifedipine"),
            ctx::stopped);
  EXPECT_EQ(context_of("[doctor] the enalapril is causing that cough . let's switch over to valsartan .", "enalapril"),
            ctx::stopped);
  EXPECT_EQ(context_of("[doctor] the swelling in your ankles is from the nifedipine , so we'll switch you to losartan .",
                       "losartan"),
            ctx::current);
  // Counter-examples: a medicine named without blame, and a switch with its own object.
  EXPECT_EQ(context_of("[doctor] continue metformin and switch you to losartan for the pressure .", "metformin"),
            ctx::current);
  EXPECT_EQ(context_of("[doctor] the cough is from the enalapril , but switch your simvastatin to rosuvastatin .",
                       "enalapril"),
            ctx::current);
}

TEST(MedicationContext, ACourseToldInThePastEndsWhatWasGivenBeforeTheSwitch) {
  // Review 2026-11-28 (rev14): a discharge summary's "treated with X and Y, switched to Z".
  const std::string summary =
      "Treated with IV ceftriaxone and azithromycin, switched to oral cefuroxime on day 3. Discharged on cefuroxime "
      "500 mg BD.";
  EXPECT_EQ(context_of(summary, "ceftriaxone"), ctx::stopped);
  EXPECT_EQ(context_of(summary, "azithromycin"), ctx::stopped);
  EXPECT_EQ(context_of(summary, "cefuroxime"), ctx::current);
  EXPECT_EQ(context_of("She received IV meropenem, changed to ertapenem on day 5.", "meropenem"), ctx::stopped);
  // Counter-examples: a switch of route only, and a medicine of another sentence.
  EXPECT_EQ(context_of("IV co-amoxiclav switched to oral on day 3.", "amoxicillin + clavulanic acid"), ctx::current);
  EXPECT_EQ(context_of("Treated with IV ceftriaxone, switched to oral cefixime. Continue azithromycin 500 mg OD.",
                       "azithromycin"),
            ctx::current);
}

TEST(MedicationContext, APluralKindBeforeAnExampleIsAnOption) {
  // Issue 18, med14 (round 7): a plural kind ("antibiotics like amoxicillin") is a kind too.
  EXPECT_EQ(context_of("[doctor] it's a virus , so antibiotics like cephalexin won't help .", "cefalexin"),
            ctx::option);
  EXPECT_EQ(context_of("[doctor] painkillers such as tramadol can make you drowsy .", "tramadol"), ctx::option);
  // Counter-example: prescribed with a verb before the kind.
  EXPECT_EQ(context_of("[doctor] i'll start one of the statins like atorvastatin tonight .", "atorvastatin"),
            ctx::current);
}

TEST(MedicationContext, ALaterNoBeforeTheDrugClassEndsTheCourse) {
  // Issue 18, med14 (round 7): "no <class>" in a later sentence ends a medicine of that class.
  EXPECT_EQ(context_of("[doctor] we could try pravastatin . [patient] i want to try diet first . [doctor] fine , "
                       "no statin for now .",
                       "pravastatin"),
            ctx::stopped);
  EXPECT_EQ(context_of("[doctor] you take naproxen for the knee . [doctor] with your kidneys , no nsaids , tylenol only .",
                       "naproxen"),
            ctx::stopped);
  // Counter-examples: the class word modifies another, a question, the medicine named after
  // the "no", another class.
  EXPECT_EQ(context_of("[doctor] you take pravastatin . [patient] no statin side effects so far .", "pravastatin"),
            ctx::current);
  EXPECT_EQ(context_of("[doctor] you take pravastatin . [doctor] no statin ?", "pravastatin"), ctx::current);
  EXPECT_EQ(context_of("[doctor] no statin for now , but we'll start pravastatin if the ldl stays high .",
                       "pravastatin"),
            ctx::current);
  EXPECT_EQ(context_of("[doctor] you take naproxen . [doctor] no opioids , please .", "naproxen"), ctx::current);
}

// A review of the round-7 rules with fresh lines (2026-11-28).
TEST(MedicationContext, AStopUndoneLaterInWhatIsSaidOfItLeavesItCurrent) {
  EXPECT_EQ(context_of("Lisinopril - took me off it last year, but back on it since March.", "lisinopril"),
            ctx::current);
  EXPECT_EQ(context_of("[patient] the metformin , they took me off it , then restarted it last month .", "metformin"),
            ctx::current);
  // Counter-example: a stop not undone.
  EXPECT_EQ(context_of("[patient] ramipril made my lips swell so they took me off it .", "ramipril"), ctx::stopped);
}

TEST(MedicationContext, NoNsaidsLeavesAnAntiplateletAspirinCurrent) {
  EXPECT_EQ(context_of("Aspirin 75 mg daily. No NSAIDs.", "aspirin"), ctx::current);
  EXPECT_EQ(context_of("Continue aspirin 75 mg daily. No NSAIDs for pain.", "aspirin"), ctx::current);
  // Counter-example: an NSAID for pain is stopped.
  EXPECT_EQ(context_of("Ibuprofen 400 mg prn. No NSAIDs for pain, use paracetamol.", "ibuprofen"), ctx::stopped);
}

TEST(MedicationContext, NoNsaidsReachesPastAnEarlierStoppedMedicine) {
  // The scan of earlier medicines goes on past one already stopped.
  EXPECT_EQ(context_of("Stopped ibuprofen last month. Naproxen 500 mg bd. No NSAIDs for pain.", "naproxen"),
            ctx::stopped);
}

// Review (2026-11-29 afternoon; rv21's fresh probes): a medicine said not to have been
// tolerated was stopped ("Codeine was not tolerated", "she could not tolerate it").
TEST(MedicationContext, NotToleratedAfterTheNameIsStopped) {
  EXPECT_EQ(context_of("Codeine was not tolerated.", "codeine"), ctx::stopped);
  EXPECT_EQ(context_of("Metformin - not tolerated (GI upset), switched to sitagliptin.", "metformin"), ctx::stopped);
  EXPECT_EQ(context_of("[patient] the amlodipine , i could not tolerate it , my ankles swelled .", "amlodipine"),
            ctx::stopped);
  // Counter-examples: tolerated well, a question, and another medicine's intolerance later.
  EXPECT_EQ(context_of("Codeine was tolerated well.", "codeine"), ctx::current);
  EXPECT_EQ(context_of("Continue sitagliptin; metformin was not tolerated.", "sitagliptin"), ctx::current);
}
