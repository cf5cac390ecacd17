// Unit tests of issue 18's fifth PHI round (branch phi5): names that are English words or pet
// names with only weak cues, lower-case dictation, Hinglish, lists of people and names after
// staff roles. Each rule with counter-examples. The sentences are written for these tests;
// none is a line of the corpora.

#include <gtest/gtest.h>

#include <initializer_list>
#include <string_view>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

}  // namespace

TEST(PhiRound5, AStaffRoleBeforeAWordMakesItAPerson) {
  EXPECT_EQ(found("Radiographer said lab technician Faith drew it."), names({"Faith"}));
  EXPECT_EQ(found("Compounder Tinku gave the syrup."), names({"Tinku"}));
  EXPECT_EQ(found("ASHA Kamlesh brought the child."), names({"Kamlesh"}));
  EXPECT_EQ(found("Aaya Shanti changed the sheets."), names({"Shanti"}));
  // Counter-examples: the health worker herself, a role before a stop word or an order.
  EXPECT_TRUE(found("Asha didi came for the survey.").empty());
  EXPECT_TRUE(found("ASHA worker visited the house.").empty());
  EXPECT_TRUE(found("Staff nurse informed at 2 am.").empty());
  EXPECT_TRUE(found("Lab technician Iv Paracetamol ready.").empty());
}

TEST(PhiRound5, ARelationOrAPaperOfAWordMakesItAPerson) {
  EXPECT_EQ(found("Father of Grace says she wheezes."), names({"Grace"}));
  EXPECT_EQ(found("Vaccination chart of Golu updated."), names({"Golu"}));
  // Counter-examples: a term or a stop word after the same words.
  EXPECT_TRUE(found("Chart of Vitals attached.").empty());
  EXPECT_TRUE(found("Card of Dengue NS1 test attached.").empty());
}

TEST(PhiRound5, ANameListedWithAPersonIsAPerson) {
  EXPECT_EQ(found("Came with wife Sunita and Daisy."), names({"Sunita", "Daisy"}));
  EXPECT_EQ(found("mrs sharma and rose came together"), names({"sharma", "rose"}));
  // Three or more lexicon names in a list are people even when each alone is a word.
  EXPECT_EQ(found("Contacts: Hope, Joy and Pearl, all well."), names({"Hope", "Joy", "Pearl"}));
  // Counter-examples: a drug or an unknown word beside a name, a two-word conjunct, a list
  // of places or drugs, a list without its closing "and".
  EXPECT_EQ(found("Gave Ramesh and Paracetamol."), names({"Ramesh"}));
  EXPECT_EQ(found("Seen Ramesh and Rose Bengal stain."), names({"Ramesh"}));
  EXPECT_TRUE(found("Visited Delhi, Agra and Jaipur.").empty());
  EXPECT_TRUE(found("Given Dolo, Crocin and Calpol.").empty());
  EXPECT_TRUE(found("Hope, Joy, Pearl").empty());
  EXPECT_TRUE(found("his son more or less agrees").empty());
  // A word outside the lexicons joins a name as one of a pair "both" or "are twins" speak of;
  // since round 17 also a word that no list holds (the English word list's), joined by "and",
  // while a proper noun of the list does not ("Oxford").
  EXPECT_EQ(found("Seen Ramesh and Zorba, both febrile."), names({"Ramesh", "Zorba"}));
  EXPECT_EQ(found("Seen Ramesh and Oxford, both febrile."), names({"Ramesh"}));
  EXPECT_EQ(found("Ramesh and Zorba are twins."), names({"Ramesh", "Zorba"}));
  EXPECT_EQ(found("Zorba and Ramesh both have lice."), names({"Zorba", "Ramesh"}));
  EXPECT_EQ(found("Paracetamol and Ramesh both."), names({"Ramesh"}));
  EXPECT_EQ(found("Ramesh and Kolkata are both far."), names({"Ramesh"}));
}

TEST(PhiRound5, ANumberedItemWithADashHeadsAPerson) {
  EXPECT_EQ(found("Emergency: 1) Pinky - scald 2) Bunty - fall"), names({"Pinky", "Bunty"}));
  // Counter-examples: a word outside the lexicons, an item without a dash.
  EXPECT_TRUE(found("1. Dressing - daily").empty());
  EXPECT_TRUE(found("2) Honey with warm water").empty());
}

TEST(PhiRound5, AnAgeADateOfBirthOrAMobileInAppositionMakesAPerson) {
  EXPECT_EQ(found("Siblings: Golu 6 yrs, Dolly 3 yrs."), names({"Golu", "Dolly"}));
  EXPECT_EQ(found("Token 9 - Hope - 61/F"), names({"Hope"}));
  EXPECT_EQ(found("Joy, DOB 01/02/2001, for review."),
            (found_list{{"NAME", "Joy"}, {"DATE_OF_BIRTH", "01/02/2001"}}));
  EXPECT_EQ(found("Pinky, 99887 66554, will call back."),
            (found_list{{"NAME", "Pinky"}, {"PHONE", "99887 66554"}}));
  // Counter-examples: a dose, a count or a duration after a word, a number after a dash.
  EXPECT_TRUE(found("Dolo 650 mg SOS.").empty());
  EXPECT_TRUE(found("Honey 2 spoons daily.").empty());
  EXPECT_TRUE(found("Joy - 3 tablets").empty());
  EXPECT_TRUE(found("Grace 5 years ago we operated.").empty());
}

TEST(PhiRound5, PersonOnlyVerbsAndStatesHoldForFlaggedNames) {
  EXPECT_EQ(found("Rose vomited after the feed."), names({"Rose"}));
  EXPECT_EQ(found("Faith walked to the toilet alone."), names({"Faith"}));
  EXPECT_EQ(found("Daisy is 80 years old."), names({"Daisy"}));
  EXPECT_EQ(found("Grace is bed-bound since the stroke."), names({"Grace"}));
  EXPECT_EQ(found("Ruby is 30 weeks and her BP is up."), names({"Ruby"}));
  // Counter-examples: a symptom or a term before the same verbs and states.
  EXPECT_TRUE(found("Rash is 2 weeks old.").empty());
  EXPECT_TRUE(found("Fever is 2 weeks and her appetite is low.").empty());
  EXPECT_TRUE(found("We hope the fever settles.").empty());
  EXPECT_TRUE(found("Cherry red spot on fundoscopy.").empty());
}

TEST(PhiRound5, HinglishGenitiveBeforeARelationAndErgativePronouns) {
  EXPECT_EQ(found("Bunty ki mummy ko bulao."), names({"Bunty"}));
  EXPECT_EQ(found("Maine Guddu ko syrup diya."), names({"Guddu"}));
  // Counter-examples: a place before a relation, a term before a genitive.
  EXPECT_TRUE(found("Crocin Pain Relief ki mummy aayi.").empty());
  EXPECT_TRUE(found("Maine Dolo di.").empty());
}

TEST(PhiRound5, LowerCaseFlaggedNamesAfterARelationRoleOrOpener) {
  EXPECT_EQ(found("came with her son lucky today"), names({"lucky"}));
  EXPECT_EQ(found("tell sister rose to start the drip"), names({"rose"}));
  EXPECT_EQ(found("next child chhotu four years cough"), names({"chhotu"}));
  EXPECT_EQ(found("saw dolly again no fever"), names({"dolly"}));
  EXPECT_EQ(found("asked guddu's mother about the stools"), names({"guddu"}));
  EXPECT_EQ(found("savitri bai complains of knee pain"), names({"savitri"}));
  // Counter-examples: the same words as words, without a cue or after a non-person word.
  EXPECT_TRUE(found("blood sugar rose to three hundred").empty());
  EXPECT_TRUE(found("lucky escape no fracture").empty());
  EXPECT_TRUE(found("his son more or less fine").empty());
  EXPECT_TRUE(found("saw the x ray").empty());
}

TEST(PhiRound5, OlderLexiconNamesThatAreEnglishWordsNeedAContext) {
  EXPECT_TRUE(found("Pinky finger swollen after the fall.").empty());
  EXPECT_TRUE(found("Harsh breath sounds on the right.").empty());
  EXPECT_TRUE(found("Dimple on the cheek, no sinus.").empty());
  // Counter-examples: the same names with a person cue.
  EXPECT_EQ(found("Pinky was brought by her aunt."), names({"Pinky"}));
  EXPECT_EQ(found("Harsh Vardhan has asthma."), names({"Harsh Vardhan"}));
}

TEST(PhiRound5, ALexiconNameOpeningASentenceBeforeAPatientsStateIsAPerson) {
  EXPECT_EQ(found("Lily received the second dose today."), names({"Lily"}));
  EXPECT_EQ(found("Joy was seen by the physiotherapist."), names({"Joy"}));
  EXPECT_EQ(found("Rose is doing well on the new dose."), names({"Rose"}));
  EXPECT_EQ(found("Chhotu still has a cough at night."), names({"Chhotu"}));
  // Counter-examples: a word outside the lexicons, an organ, a symptom before the same words.
  EXPECT_TRUE(found("Sample received at 10 am.").empty());
  EXPECT_TRUE(found("Liver was seen to be enlarged.").empty());
  EXPECT_TRUE(found("Rash is better today.").empty());
  EXPECT_TRUE(found("Crocin received from the pharmacy.").empty());
}

TEST(PhiRound5, ALowerCaseNameAddressedAfterOkOrSo) {
  EXPECT_EQ(found("ok so ramesh your report is normal"), names({"ramesh"}));
  EXPECT_EQ(found("haan sunita ji bataiye"), names({"sunita"}));
  // Counter-examples: no "you/your/ji" or comma after it, a flagged word.
  EXPECT_TRUE(found("and so ramesh came late").empty());
  EXPECT_TRUE(found("ok so hope you are well").empty());
}

TEST(PhiRound5, AFlaggedLowerCaseNameOpeningADictatedSentenceBeforeAPatientsVerb) {
  EXPECT_EQ(found("chhotu still has a cough at night"), names({"chhotu"}));
  EXPECT_EQ(found("daisy was admitted last night"), names({"daisy"}));
  // Counter-examples: the same words as words, and "more" (a surname, a function word).
  EXPECT_TRUE(found("rose to three hundred after the steroid").empty());
  EXPECT_TRUE(found("lucky escape no fracture seen").empty());
  EXPECT_TRUE(found("more complains of pain today").empty());
}

TEST(PhiRound5, ACallToAPersonAndALexiconNamesDelivery) {
  EXPECT_EQ(found("We rang Zorba to remind him of the scan."), names({"Zorba"}));
  EXPECT_EQ(found("Kal Pinky ki delivery hui."), names({"Pinky"}));
  // Counter-examples: a department called to see, a parcel's delivery.
  EXPECT_TRUE(found("Called Ortho to see the fracture.").empty());
  EXPECT_TRUE(found("Amazon ki delivery kal aayegi.").empty());
}
