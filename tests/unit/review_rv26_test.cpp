// Review fixes (branch rv26): the misreadings earlier reviewers left open (docs/accuracy.md,
// "Review rv23", "Review rv24", "Review rv25") and probe round 23's misses, each fixed at its
// cause or, where the current reading is already right, pinned. Positives and counter-examples;
// the sentences are written for these tests, not copied from the corpora.

#include <gtest/gtest.h>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnoses_with_status;

// Already right on main (rv24 had "Meningitis screen: no neck stiffness ..." list meningitis):
// a screen's label with its answers names no diagnosis; the screen's positive findings are the
// findings. Pinned here.
TEST(ReviewRv26, AScreenLabelIsNoDiagnosis) {
  EXPECT_EQ(diagnoses_with_status("Meningitis screen: no neck stiffness, no photophobia, no rash."), "");
  EXPECT_EQ(diagnoses_with_status("Meningitis screen negative."), "");
  EXPECT_EQ(diagnoses_with_status("Meningitis screen: neck stiffness present, photophobia."),
            "[Neck stiffness|confirmed][Photophobia|confirmed]");
  // Counter-example: the diagnosis said plainly.
  EXPECT_EQ(diagnoses_with_status("Meningitis."), "[Meningitis|confirmed]");
}

// Already right on main: "could be signs of X" is a possibility, listed as provisional, neither
// confirmed nor dropped. Pinned here.
TEST(ReviewRv26, CouldBeSignsOfIsProvisional) {
  EXPECT_EQ(diagnoses_with_status("These could be signs of sepsis."), "[Sepsis|provisional]");
  EXPECT_EQ(diagnoses_with_status("The fever and fast heart rate could be signs of sepsis, so we're admitting her."),
            "[Fever|confirmed][Fast heart rate|confirmed][Sepsis|provisional]");
  // Counter-examples: stated, denied, a warning.
  EXPECT_EQ(diagnoses_with_status("Sepsis, on IV antibiotics."), "[Sepsis|confirmed]");
  EXPECT_EQ(diagnoses_with_status("No signs of sepsis."), "");
  EXPECT_EQ(diagnoses_with_status("If you get signs of sepsis, call 999."), "");
}

// Decided as a clinician records it: a team called to a condition ("stroke call", "code
// stroke", "stroke team called") is the suspicion that triggered the call, which the team's
// assessment then settles: provisional, not a confirmed stroke.
TEST(ReviewRv26, ATeamCalledToAConditionIsASuspicion) {
  EXPECT_EQ(diagnoses_with_status("Stroke call at 14:05, CT head clear."), "[Stroke|provisional]");
  EXPECT_EQ(diagnoses_with_status("Code stroke called at 10:00."), "[Stroke|provisional]");
  EXPECT_EQ(diagnoses_with_status("Stroke team called, FAST positive."), "[Stroke|provisional]");
  // Counter-examples: a stroke stated, a call in the next sentence, a warning.
  EXPECT_EQ(diagnoses_with_status("Acute stroke, thrombolysed."), "[Acute stroke|confirmed]");
  EXPECT_EQ(diagnoses_with_status("He had a stroke. Call his daughter."), "[Stroke|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Call for any stroke symptoms."), "");
  // An acute condition's team or unit sees the suspected ones: provisional, and settled by the
  // team's denial; a chronic condition's team or nurse looks after one the patient has.
  EXPECT_EQ(diagnoses_with_status("Admitted to the stroke unit."), "[Stroke|provisional]");
  EXPECT_EQ(diagnoses_with_status("Reviewed by the stroke team: not a stroke, likely migraine."),
            "[Migraine|provisional]");
  EXPECT_EQ(diagnoses_with_status("Referred to the heart failure nurse."), "[Heart failure|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Diabetes team review today."), "[Type 2 diabetes mellitus|confirmed]");
}

// A count of falls is a present problem (Tendency to fall, R29.6), as "recurrent falls" is.
TEST(ReviewRv26, ACountOfFallsIsAPresentProblem) {
  EXPECT_EQ(diagnoses_with_status("Three falls in the last month."), "[Three falls|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Two falls at home this week, no injuries."), "[Two falls|confirmed]");
  // Counter-examples: denied, a relative's, a risk.
  EXPECT_EQ(diagnoses_with_status("No falls."), "");
  EXPECT_EQ(diagnoses_with_status("Son had three falls."), "");
  EXPECT_EQ(diagnoses_with_status("Risk of falls discussed."), "");
}

// A purpose "to stop" a condition before an indefinite noun prevents it, as "to
// prevent" does; "to stop the X", "to stop her X" stop what the patient has.
TEST(ReviewRv26, ToStopAnIndefiniteConditionIsPrevention) {
  EXPECT_EQ(diagnoses_with_status("Senna to stop any constipation while on morphine."), "");
  // A bare noun after "to stop" is treated, not prevented (lead's review).
  EXPECT_EQ(diagnoses_with_status("Loperamide to stop diarrhoea."), "[Diarrhoea|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Stockings to stop a blood clot in the leg."), "");
  // Counter-examples: a definite or possessed condition, and the condition said first.
  EXPECT_EQ(diagnoses_with_status("Ondansetron to stop the vomiting."), "[Vomiting|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Codeine linctus to stop her cough at night."), "[Cough|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Constipation, lactulose to stop it."), "[Constipation|confirmed]");
}

// The patient's "me too" after a relative's condition ("mujhe bhi", "so do I") makes it theirs.
TEST(ReviewRv26, APatientsMeTooTakesTheRelativesCondition) {
  EXPECT_EQ(diagnoses_with_status("Mummy ko bhi diabetes thi, aur mujhe bhi teen saal se hai"),
            "[Type 2 diabetes mellitus|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Papa ko sugar hai, mujhe bhi."), "[Type 2 diabetes mellitus|confirmed]");
  EXPECT_EQ(diagnoses_with_status("My mother has asthma and so do I."), "[Asthma|confirmed]");
  // Counter-examples: "not me", "not me either", a condition of the patient's own, a past one,
  // a question.
  EXPECT_EQ(diagnoses_with_status("Papa ko sugar hai, mujhe nahi."), "");
  EXPECT_EQ(diagnoses_with_status("Mummy ko BP hai, mujhe bhi nahi hai."), "");
  EXPECT_EQ(diagnoses_with_status("Papa ko sugar hai, mujhe bhi BP hai."), "[Hypertension|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Papa ko TB tha, mujhe bhi tha."), "");
  EXPECT_EQ(diagnoses_with_status("[patient] my sister had a dvt on the pill , can that happen to me too ?"), "");
}

// A note in brackets right after a mention speaks of it: a word of ending there ends it. The
// past-history convention itself is unchanged (docs/accuracy.md, "Review rv26").
TEST(ReviewRv26, ABracketNoteOfEndingEndsTheCondition) {
  EXPECT_EQ(diagnoses_with_status("Hypothyroidism (resolved 2020)."), "");
  EXPECT_EQ(diagnoses_with_status("PMH: hypothyroidism (post-partum, resolved 2020)."), "");
  EXPECT_EQ(diagnoses_with_status("Asthma (childhood, resolved), hypertension."), "[Hypertension|confirmed]");
  // Counter-examples: a closing bracket before the word, a bracket with no ending, and the
  // past-history convention (a chronic condition there is listed only when treated now).
  EXPECT_EQ(diagnoses_with_status("Asthma (on salbutamol), eczema resolved."), "[Asthma|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Eczema (flexural), on emollients."), "[Dermatitis|confirmed]");
  EXPECT_EQ(diagnoses_with_status("PMH: hypothyroidism on levothyroxine."), "[Hypothyroidism|confirmed]");
  EXPECT_EQ(diagnoses_with_status("PMH: asthma, hypertension, gout"), "");
}

// Why a "Wound infection" row cost a held-out trap each time it was tried: it exposes how
// generic talk about any condition is read. Three such forms, found by probing with the row and
// shown here with rows the table has, are now said of the condition in general; the row itself
// is still not added (docs/accuracy.md, "Review rv26").
TEST(ReviewRv26, GenericTalkOfAConditionIsNoProblem) {
  EXPECT_EQ(diagnoses_with_status("A chest infection would need antibiotics."), "");
  EXPECT_EQ(diagnoses_with_status("Cellulitis shows up as redness and swelling."), "");
  EXPECT_EQ(diagnoses_with_status("Pneumonia is the commonest complication."), "");
  EXPECT_EQ(diagnoses_with_status("Bleeding is the most common risk of the procedure."), "");
  // Counter-examples: the patient's own, a note's item, a hedge, a sign said of it.
  EXPECT_EQ(diagnoses_with_status("Her chest infection will need antibiotics."),
            "[Lower respiratory tract infection|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Chest infection - will need antibiotics."),
            "[Lower respiratory tract infection|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Pneumonia is the most likely diagnosis."), "[Pneumonia|provisional]");
  EXPECT_EQ(diagnoses_with_status("The cellulitis shows no sign of spreading."), "[Cellulitis|confirmed]");
}

// Probe round 23's misses, at their cause.
TEST(ReviewRv26, ProbeRound23MissesAtTheirCause) {
  // the perfect's "have been" is a copula before a site's predicate and a guard's result word
  EXPECT_EQ(diagnoses_with_status("[patient] my ankles have been really swollen this week ."),
            "[Localised oedema|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Your thyroid has been normal on every test."), "");
  // a bare "thyroid" or "sugar" yields to the specific condition of its block said after it
  EXPECT_EQ(diagnoses_with_status("[doctor] i suspect this is your thyroid , probably an overactive thyroid ."),
            "[Hyperthyroidism|provisional]");
  EXPECT_EQ(diagnoses_with_status("[doctor] it's your sugar , type 1 diabetes , so you'll need insulin ."),
            "[Type 1 diabetes mellitus|confirmed]");
  // a side of the family as the subject
  EXPECT_EQ(diagnoses_with_status("[patient] my dad's side all have high blood pressure ."), "");
  EXPECT_EQ(diagnoses_with_status("My mother's side all have diabetes, and I have asthma."), "[Asthma|confirmed]");
  // Counter-examples: two people's conditions, the bare word alone, a side said after.
  EXPECT_EQ(diagnoses_with_status("I have thyroid and my sister has an overactive thyroid."),
            "[Hypothyroidism|confirmed]");
  EXPECT_EQ(diagnoses_with_status("She has thyroid, on thyroxine."), "[Hypothyroidism|confirmed]");
  EXPECT_EQ(diagnoses_with_status("Diabetes on my father's side."), "");
}

}  // namespace
