// Round 19 (branch ctx19b): structure found in Indian OPD cards and discharge forms, Bengali-
// English and Tamil-English dialogue, telephone triage, nurses' handover and teleconsults: a
// form's value after the label's own words or a declared "none", "present" as a value, a form's
// reply in the third person, a condition named in a history label ("Family h/o heart
// disease:"), a reason clause naming what a supposed sign would be, a modal outcome before its
// supposition, the Bengali past, negation, hedges, kin genitive and "jodi", a Tamil year with
// "-la", a product's brand name after a dosage form, and a condition's signs taught. Each rule
// with counter-examples; sentences written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

namespace clinical = cxs::domain::clinical;
using cxs::test::context_probe::ctx;
using cxs::test::context_probe::listed;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;


TEST(ContextRound19, AFormsValueMayFollowTheLabelsOwnWords) {
  EXPECT_TRUE(ctx("Hypertension on two drugs - No. Smoker - Yes.", "Hypertension").negated);
  EXPECT_TRUE(ctx("Wheeze on climbing stairs - nil; cough - yes.", "Wheeze").negated);
  // Counter-examples: a value that is no denial; a dash with a duration.
  EXPECT_TRUE(there_now(ctx("Cough at night - worse since Sunday.", "Cough")));
  EXPECT_TRUE(there_now(ctx("Headache on waking - 3 weeks.", "Headache")));
  EXPECT_TRUE(there_now(ctx("Vertigo on turning - no relief with betahistine.", "Vertigo")));
}

TEST(ContextRound19, ADeclaredNoneMaySayWhereItWasDeclared) {
  EXPECT_TRUE(ctx("Epilepsy: none declared on the consent form.", "Epilepsy").negated);
  EXPECT_TRUE(ctx("Bronchial asthma - declared nil.", "asthma").negated);
  // Counter-examples: a "nil" that says when, not whether; a declaration alone.
  EXPECT_TRUE(there_now(ctx("Cough: nil in the morning, worse at night.", "Cough")));
  EXPECT_TRUE(there_now(ctx("Hypothyroidism: declared, on thyroxine 25 mcg.", "Hypothyroidism")));
}

TEST(ContextRound19, PresentIsANegativeValueOnlyAfterNot) {
  EXPECT_TRUE(there_now(ctx("Pedal edema - present.", "edema")));
  EXPECT_TRUE(there_now(ctx("Wheeze: present.", "Wheeze")));
  EXPECT_TRUE(ctx("Wheeze: not present.", "Wheeze").negated);
}

TEST(ContextRound19, AFormsReplyInTheThirdPerson) {
  EXPECT_TRUE(ctx("Palpitations? - Denies. Syncope? - No.", "Palpitations").negated);
  EXPECT_TRUE(ctx("Q3. Any night sweats? Answer given: no.", "night sweats").negated);
  // Counter-example: an affirming reply.
  EXPECT_TRUE(there_now(ctx("Palpitations? - Yes, twice a week.", "Palpitations")));
}

TEST(ContextRound19, AConditionNamedInAHistoryLabelIsReadAsASentence) {
  EXPECT_EQ(ctx("Family h/o kidney disease: maternal uncle on dialysis.", "kidney disease").who,
            clinical::experiencer::family);
  EXPECT_EQ(listed("Family h/o heart disease: father, bypass at 60."), "");
  // Counter-example: a family header whose head is the header's: the items under it stay the
  // family's, and a present complaint after the blank line is the patient's.
  EXPECT_EQ(listed("Family history of illness: mother - diabetes."), "");
  EXPECT_TRUE(lists("Family history of illness: nil.\n\nComplaint: cough for a week.", "Cough"));
}

TEST(ContextRound19, AReasonClauseNamesWhatASupposedSignWouldBe) {
  EXPECT_FALSE(lists("Call us if she becomes floppy or stops feeding, as it could be sepsis.", "Sepsis"));
  EXPECT_TRUE(ctx("Phone 999 should her lips go blue, as that would be anaphylaxis.", "anaphylaxis").hypothetical);
  EXPECT_FALSE(ctx("Return if the rash does not fade, as it can be meningitis.", "meningitis").uncertain);
  // "any" with an instruction after it supposes too.
  EXPECT_FALSE(lists("Any jaw pain or sweating - call an ambulance, it may be a heart attack.", "heart attack"));
  // Counter-examples: no supposition; a contrast in between; "if" as "whether"; "any" in a
  // question, with no instruction.
  EXPECT_TRUE(ctx("Any pain on swallowing? It may be tonsillitis, on the photo.", "tonsillitis").uncertain);
  EXPECT_TRUE(ctx("Apical shadow on the film, and as it could be tuberculosis, sputum sent.", "tuberculosis").uncertain);
  EXPECT_FALSE(ctx("Apical shadow on the film, and as it could be tuberculosis, sputum sent.", "tuberculosis").hypothetical);
  EXPECT_FALSE(ctx("We asked if she was febrile, but as it could be sepsis, cultures were sent.", "sepsis").hypothetical);
  EXPECT_TRUE(ctx("We wondered if the child was drowsy, as it could be sepsis.", "sepsis").uncertain);
}

TEST(ContextRound19, AModalOutcomeBeforeItsSupposition) {
  EXPECT_FALSE(lists("You could have a heart attack if the cholesterol stays this high.", "heart attack"));
  EXPECT_TRUE(ctx("She may end up with gout unless she cuts down on beer.", "gout").hypothetical);
  // Counter-examples: no supposition after it; "if anything".
  EXPECT_FALSE(ctx("You could have a migraine, from what you describe.", "migraine").hypothetical);
  EXPECT_FALSE(ctx("He could have a migraine, if anything.", "migraine").hypothetical);
}

TEST(ContextRound19, BengaliEnglishPastNegationHedgesAndKin) {
  EXPECT_TRUE(ctx("aage typhoid hoyechhilo , ekhon thik achhi", "typhoid").historical);
  EXPECT_TRUE(ctx("gato bochhor dengue hoyechhilo", "dengue").historical);
  EXPECT_TRUE(ctx("chhotobelay measles hoyechhilo", "measles").historical);
  EXPECT_TRUE(ctx("na , diarrhoea hoyni", "diarrhoea").negated);
  EXPECT_TRUE(ctx("eta ulcer noy , gastritis", "ulcer").negated);
  EXPECT_TRUE(ctx("mone hoy migraine , CT lagbe na", "migraine").uncertain);
  EXPECT_TRUE(ctx("sinusitis hote pare , X-ray korun", "sinusitis").uncertain);
  EXPECT_EQ(ctx("amar didir thyroid achhe , amar noy", "thyroid").who, clinical::experiencer::family);
  EXPECT_TRUE(ctx("jodi bukey byatha hoy ba ghaam hoy , angina hote pare", "angina").hypothetical);
  EXPECT_FALSE(lists("jodi cough baare ar jor ashe , tahole pneumonia hote pare , sange sange asben", "neumonia"));
  // Counter-examples: a current complaint; the patient's own ("amar", mine); "tahole" without
  // "jodi" is "so then", and the hedge stays a working diagnosis.
  EXPECT_TRUE(lists("X-ray te shadow , tahole pneumonia hote pare", "neumonia"));
  EXPECT_TRUE(there_now(ctx("teen din dhore cough achhe", "cough")));
  EXPECT_EQ(ctx("amar asthma achhe", "asthma").who, clinical::experiencer::patient);
}

TEST(ContextRound19, ATamilRelativeNamedWithMyIsTheSubject) {
  EXPECT_EQ(ctx("en magan-kitta irundhu chickenpox vandhuchu , avanukku dhaan", "chickenpox").who,
            clinical::experiencer::family);
  EXPECT_EQ(ctx("en amma sugar patient , insulin podraanga", "sugar").who, clinical::experiencer::family);
  // Counter-example: "enakku" (to me) is the patient's own.
  EXPECT_EQ(ctx("enakku rendu naala fever", "fever").who, clinical::experiencer::patient);
}

TEST(ContextRound19, ATamilYearWithTheLocativeIsInThePast) {
  EXPECT_TRUE(ctx("2012-la jaundice vandhuchu , ippo illa", "jaundice").historical);
  EXPECT_TRUE(ctx("school padikkum bodhu typhoid vandhuchu", "typhoid").historical);
  // Counter-example: a year as "since".
  EXPECT_TRUE(there_now(ctx("2012 se sugar hai", "sugar")));
}

TEST(ContextRound19, AConditionWordAfterADosageFormIsABrandName) {
  EXPECT_FALSE(lists("Tab. Cold Act 1 BD x 3 days.", "cold"));
  EXPECT_FALSE(lists("Syp. D Cold Plus 5 ml TDS.", "cold"));
  // Counter-examples: a complaint after the prescription's full stop or comma.
  EXPECT_TRUE(lists("Tab. Azithromycin 500 mg OD. Fever for 5 days.", "Fever"));
  EXPECT_TRUE(lists("Tab. Cetirizine 10 mg HS, common cold for 3 days.", "cold"));
}

TEST(ContextRound19, AConditionsSignsTaught) {
  EXPECT_FALSE(lists("On insulin; hypoglycaemia symptoms explained to the patient and her son.", "Hypoglycaemia"));
  EXPECT_FALSE(lists("Stroke warning signs discussed with the family.", "Stroke"));
  // Counter-examples: the patient's symptoms; a clinician's review of them.
  EXPECT_TRUE(lists("Asthma symptoms worse at night this week.", "Asthma"));
  EXPECT_TRUE(lists("Hypoglycaemia symptoms reviewed: two episodes this week.", "ypoglycaemia"));
}

TEST(ContextRound19, BengaliAndTamilWordsAroundANameDoNotOpenIt) {
  const std::string bengali = listed("[doctor] mone hoy sinusitis , steam nin .");
  EXPECT_NE(bengali.find("inusitis"), std::string::npos);
  EXPECT_EQ(bengali.find("Mone"), std::string::npos);
  EXPECT_EQ(bengali.find("Hoy"), std::string::npos);
  const std::string tamil = listed("[patient] rendu naala ear pain , raathiri romba .");
  EXPECT_NE(tamil.find("ar pain"), std::string::npos);
  EXPECT_EQ(tamil.find("Rendu"), std::string::npos);
  EXPECT_EQ(tamil.find("aala"), std::string::npos);
  // Counter-example: an English modifier still opens it.
  EXPECT_EQ(listed("Acute sinusitis for a week."), "Acute sinusitis;");
}
