// Unit tests of issue 18's fourth PHI round (branch phi4): the name lexicons grown from
// published lists and regional lists (domain/phi/data/README.md). A name of any region is read
// without a cue; a word the import filter flagged (English, romanised Hindi, clinical, place)
// is not. The sentences are written for these tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace phi = cxs::domain::phi;

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

}  // namespace

// One capitalised name of each region and community, bare, opening a sentence.
TEST(PhiLexiconRound4, ANameOfEveryRegionIsReadWithoutACue) {
  for (const char* name : {"Kandasamy", "Yellaiah", "Thimmappa", "Lonappan", "Sakharam", "Chimanlal",
                           "Haradhan", "Jagabandhu", "Bitupan", "Vanlalruata", "Tarsem", "Showkat",
                           "Ghisalal", "Rampravesh", "Liaquat", "Teotonio", "Kaikhushru", "Abhinandan"}) {
    const std::string text = std::string(name) + " has had a dry cough for a week.";
    EXPECT_EQ(found(text), names({name})) << text;
  }
  EXPECT_EQ(found("Review with Laishram tomorrow."), names({"Laishram"}));
  EXPECT_EQ(found("Seen with Anuradha Kharkongor in the OPD."), names({"Anuradha Kharkongor"}));
}

// The import filter's flags: a word that is also an English, romanised-Hindi, clinical or place
// word counts as a name only with context, and no drug or condition was imported.
TEST(PhiLexiconRound4, FlaggedWordsNeedContext) {
  EXPECT_TRUE(found("Amber coloured urine, no burning.").empty());
  EXPECT_TRUE(found("Jeevan shaili badlo, roz walk karo.").empty());
  EXPECT_TRUE(found("Gulab jal se aankh dhoyi.").empty());
  EXPECT_TRUE(found("Shakti kam lagti hai subah.").empty());
  EXPECT_TRUE(found("Mercy admission was not needed.").empty());
  EXPECT_TRUE(found("Blossom of the rash on day three.").empty());
  // ... and with context they are names.
  EXPECT_EQ(found("Patient Sandhya, 34 F, for review."), names({"Sandhya"}));
  EXPECT_EQ(found("Mrs. Amber Pinto was seen today."), names({"Amber Pinto"}));
}

// The published lists were filtered against the terminology tables: a medicine or a condition
// sentence stays whole even where a list held the word.
TEST(PhiLexiconRound4, NoDrugOrConditionIsTakenForAName) {
  EXPECT_TRUE(found("Anal fissure, sitz bath advised.").empty());
  EXPECT_TRUE(found("Nelson syndrome after adrenalectomy.").empty());
  EXPECT_TRUE(found("Gilbert syndrome, bilirubin 2.1, no treatment.").empty());
}

// Lower-case dictation: a sure lexicon name opening a line or a sentence of a line without
// capitals, or after a dictation opener, a verb whose object is a person, "the lady/man/boy
// ...", or a bed number. Counter-examples: common words and flagged names there, a name in a
// line with capitals (the capital decides there), a false start cut off by a hyphen, a word
// glued to a digit, a term around the words.
TEST(PhiLexiconRound4, LowerCaseDictationReadsSureNamesAtClauseStarts) {
  EXPECT_EQ(found("kandasamy fasting sugar two forty, increase glimepiride"), names({"kandasamy"}));
  EXPECT_EQ(found("wound healthy. yellaiah to go home tomorrow"), names({"yellaiah"}));
  EXPECT_EQ(found("next is thimmappa sixty male with cough"), names({"thimmappa"}));
  EXPECT_EQ(found("next patient please lonappan from ward six"), names({"lonappan"}));
  EXPECT_EQ(found("saw sakharam on the evening round"), names({"sakharam"}));
  EXPECT_EQ(found("talked to chimanlal about the angiogram"), names({"chimanlal"}));
  EXPECT_EQ(found("the lady haradhan brought is the mother"), names({"haradhan"}));
  EXPECT_EQ(found("bed nine jagabandhu afebrile since morning"), names({"jagabandhu"}));
  EXPECT_EQ(found("bed 14 bitupan on oxygen two litres"), names({"bitupan"}));
  EXPECT_EQ(found("[doctor] tarsem kumar is here for his follow up"), names({"tarsem kumar"}));
  // Counter-examples.
  EXPECT_TRUE(found("sugar is high again increase insulin").empty());
  EXPECT_TRUE(found("amber coloured urine since two days").empty());           // flagged word
  EXPECT_TRUE(found("sandhya ko dawai do, subah bhi").empty());              // flagged word
  EXPECT_TRUE(found("saw the reports, all normal").empty());
  EXPECT_TRUE(found("bed twelve vacant after discharge").empty());
  EXPECT_EQ(found("yellaiah to go home, said Dr Rao"), names({"Rao"}));  // capitals: the case decides
  EXPECT_TRUE(found("all right. mira- miralax will help").empty());            // a false start
  EXPECT_TRUE(found("the man2 wards are full").empty());
  EXPECT_TRUE(found("next is anal fissure review").empty());                   // not a name
}

// Tamil dative "ku" after a capitalised lexicon name, even one that is also a word; a verb that takes a
// person ("Contact") is a stop word, so the name after it is read alone.
TEST(PhiLexiconRound4, TamilDativeAndContactVerb) {
  EXPECT_EQ(found("Amma sonnanga, Chhotu ku kaichal irukku."), names({"Chhotu"}));
  EXPECT_TRUE(found("Amma sonnanga, Idli ku sambar venum.").empty());  // unknown word
  EXPECT_TRUE(found("Amma sonnanga, Pechi ku kaichal.").empty());      // unknown: not read
  EXPECT_EQ(found("Contact Lonappan for the consent."), names({"Lonappan"}));
  EXPECT_TRUE(found("Contact lenses to be removed before surgery.").empty());
}

// Spelling variants: doubled vowels fold ("Suneel" is "Sunil", "Harun" is "Haroon"); a word
// whose key is a name's but which is an English, clinical or romanised word is never one
// ("Puree", "Afrin", "Deepen"), nor a variant of a name that is also a word.
TEST(PhiLexiconRound4, SpellingVariantsOfSureNames) {
  EXPECT_EQ(found("Suneel has had a fever since Sunday."), names({"Suneel"}));
  EXPECT_EQ(found("Review with Harun Ansari next week."), names({"Harun Ansari"}));
  EXPECT_TRUE(found("Puree diet advised for two days.").empty());
  EXPECT_TRUE(found("Afrin nasal spray twice a day.").empty());
  EXPECT_TRUE(found("Deepen the breathing during the exercises.").empty());
  EXPECT_TRUE(found("Green stools since Monday.").empty());
  EXPECT_TRUE(found("Poojaa ke baad dawai lena.").empty());  // "pooja" is flagged: its variants too
}

// Dictation that names its patient with "for" at a clause start, or after "dictation for",
// "card of" and the like; counter-examples: "for" in mid-sentence, a non-name after them.
TEST(PhiLexiconRound4, DictationForAndDocumentsOfAPerson) {
  EXPECT_EQ(found("for kandasamy continue the same dose"), names({"kandasamy"}));
  EXPECT_EQ(found("dictation for lonappan varghese, review in two weeks"), names({"lonappan varghese"}));
  EXPECT_EQ(found("immunisation card of jagabandhu updated today"), names({"jagabandhu"}));
  EXPECT_TRUE(found("for fever give paracetamol").empty());
  EXPECT_TRUE(found("continue the tablets for kandasamy said").empty());  // not at a clause start
  EXPECT_TRUE(found("report of sugar is pending").empty());
}
