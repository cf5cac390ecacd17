// Review of the afternoon's rules (branch rv15): counter-examples, sentences of ordinary
// clinical text written for these tests (not corpus lines), where a rule of ctx18, dx27, phi9,
// rev14 or mal14 fired and must not, with the positive sentences each rule was written for.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"
#include "tests/unit/diagnosis_names.hpp"
#include "tests/unit/phi_found.hpp"

using cxs::test::diagnosis_names;
using cxs::test::found_list;
using cxs::test::names;
using cxs::test::phi_found;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::there_now;

// rev14: after a lower-case "dr." / "ms." / "mr." a conjunction or a note's verb is no surname.
TEST(ReviewRv15, LowerCaseTitleBeforeAVerbOrConjunctionNamesNoOne) {
  EXPECT_EQ(phi_found("ms. presents with a cough for two weeks."), found_list{});
  EXPECT_EQ(phi_found("i called the dr. because the rash spread."), found_list{});
  EXPECT_EQ(phi_found("mr. reports chest pain on exertion."), found_list{});
  EXPECT_EQ(phi_found("the dr. prescribed amoxicillin for the ear."), found_list{});
  // the surnames the rule reads
  EXPECT_EQ(phi_found("mr. thompson has had a cough since monday."), names({"thompson"}));
  EXPECT_EQ(phi_found("dr. alvarez reviewed the scan."), names({"alvarez"}));
}

// phi9: a form's field rated "good" is no chat speaker's greeting.
TEST(ReviewRv15, FieldRatedGoodIsNoSpeakerLabel) {
  EXPECT_EQ(phi_found("Appetite: good, sleep disturbed."), found_list{});
  EXPECT_EQ(phi_found("Compliance: good with medicines."), found_list{});
  EXPECT_EQ(phi_found("Prognosis: good if she keeps to the diet."), found_list{});
  EXPECT_EQ(phi_found("Air Entry: good bilaterally."), found_list{});
  EXPECT_EQ(phi_found("Hydration: good, mucous membranes moist."), found_list{});
  EXPECT_EQ(phi_found("Effort: good"), found_list{});
  // a greeting with its time of day, and the other openers, still label the speaker
  EXPECT_EQ(phi_found("Nusrat: good morning doctor, my sugar is high."), names({"Nusrat"}));
  EXPECT_EQ(phi_found("Tashi Wangmo: hello madam"), names({"Tashi Wangmo"}));
}

// phi9: a role labels a speaker too ("Pharmacist: hi").
TEST(ReviewRv15, RoleSpeakerLabelIsNoName) {
  EXPECT_EQ(phi_found("Pharmacist: hi, the script is unclear"), found_list{});
  EXPECT_EQ(phi_found("Receptionist: hello, your token is 12"), found_list{});
}

// phi9: a service or team joined to a full name by "and" is no person.
TEST(ReviewRv15, ServiceJoinedToAFullNameIsNoPerson) {
  EXPECT_EQ(phi_found("Discussed with Priya Nair and Social Work."), names({"Priya Nair"}));
  EXPECT_EQ(phi_found("Discussed with Priya Nair and Physio Team."), names({"Priya Nair"}));
  EXPECT_EQ(phi_found("Operated by Vikram Adhikari and Lobsang Tsering."),
            names({"Vikram Adhikari", "Lobsang Tsering"}));
}

// dx27 (round 14 negation): "less likely to" + a verb is what the condition will do less often.
TEST(ReviewRv15, LessLikelyToFlareKeepsTheCondition) {
  EXPECT_TRUE(there_now(ctx("Your asthma is less likely to flare with the preventer.", "asthma")));
  EXPECT_NE(diagnosis_names("Gout is less likely to come back if you take allopurinol.").find("out"),
            std::string::npos);
  // weighing it against another still denies it
  EXPECT_TRUE(ctx("Gout is less likely to be the cause.", "Gout").negated);
  EXPECT_TRUE(ctx("Rheumatoid arthritis is less likely given the negative blood work.", "Rheumatoid arthritis").negated);
}

// dx27 (round 14 negation): "doesn't fit" denies the condition right before it or just after.
TEST(ReviewRv15, DoesNotFitReachesOnlyTheConditionItJudges) {
  EXPECT_TRUE(there_now(ctx("Her hernia belt doesn't fit anymore.", "hernia")));
  EXPECT_TRUE(there_now(ctx("The denture does not fit so she has mouth ulcers.", "mouth ulcers")));
  EXPECT_TRUE(ctx("Narcolepsy doesn't fit your sleep study.", "Narcolepsy").negated);
  EXPECT_TRUE(ctx("This doesn't fit a viral illness.", "viral illness").negated);
  EXPECT_EQ(diagnosis_names("This doesn't fit with gout."), "");
}

// ctx18 (conditional after ':'): "if anything" hedges a degree, no condition.
TEST(ReviewRv15, IfAnythingIsNoCondition) {
  EXPECT_TRUE(there_now(ctx("Diagnosis: if anything, this is a migraine.", "migraine")));
  EXPECT_TRUE(ctx("Keep giving fluids; if she stops passing urine, that means dehydration.", "dehydration").hypothetical);
}

// dx27 (weight loss as the plan's means): "by" / "through" only before the gerund.
TEST(ReviewRv15, WeightLossAfterByIsTheSymptom) {
  EXPECT_NE(diagnosis_names("The cough was followed by weight loss of six kilos.").find("eight loss"),
            std::string::npos);
  EXPECT_NE(diagnosis_names("She has been troubled by weight loss and night sweats.").find("eight loss"),
            std::string::npos);
  EXPECT_EQ(diagnosis_names("You can reverse the fatty liver by losing weight.").find("eight"), std::string::npos);
  EXPECT_EQ(diagnosis_names("The most important treatment is losing weight."), "");
}

// ctx18 (a count of years ahead): the span opens with "in"/"within", and an ordinal before the
// mention counts its episodes up to now.
TEST(ReviewRv15, OrdinalEpisodeInACountOfYearsIsNow) {
  EXPECT_TRUE(there_now(ctx("First seizure in two years this morning.", "seizure")));
  EXPECT_TRUE(there_now(ctx("Third UTI in two years, dipstick positive today.", "UTI")));
  // the risk ahead the rule was written for
  EXPECT_FALSE(there_now(ctx("You could develop diabetes in five or ten years.", "diabetes")));
}

// phi9 (sign-off verbs as weak cues): a staff rank after them opens a role.
TEST(ReviewRv15, StaffRankAfterASignOffVerbIsNoName) {
  EXPECT_EQ(phi_found("Performed by Senior Registrar"), found_list{});
  EXPECT_EQ(phi_found("Witnessed by Junior Resident on duty"), found_list{});
  EXPECT_EQ(phi_found("Collected by Ramesh Yadav at 8 am"), names({"Ramesh Yadav"}));
}
