// Unit tests of issue 18's seventeenth PHI step (branch phi18): the English word list compiled
// in at build time (SCOWL through Debian's wbritish; cmake/english_words.cmake) and the rules
// that use it: an English word outside the lexicons is no person as a payer or a body after a
// weak cue; a word that no list holds is one in a person's clause or place. Each rule with
// counter-examples (drug brands, towns, hospitals, conditions, Hindi words, capitals). The
// sentences are written for these tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "domain/phi/english_words.hpp"
#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"
#include "tests/unit/phi_term_sweep.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;
using cxs::test::names_over_terms;
using cxs::test::sweep_scope;
using cxs::test::term_forms;

namespace detail = cxs::domain::phi::detail;

}  // namespace

TEST(PhiEnglishWords, TheListIsCompiledInSortedAndNamed) {
  EXPECT_GT(detail::english_words_count(), 30000U);
  EXPECT_NE(detail::english_words_source().find("wbritish"), std::string_view::npos);
  const std::string_view text = detail::english_words_text();
  std::string_view previous;
  std::size_t lines = 0;
  for (std::size_t k = 0; k < text.size();) {
    const std::size_t e = text.find('\n', k);
    ASSERT_NE(e, std::string_view::npos);
    const std::string_view word = text.substr(k, e - k);
    ASSERT_LT(previous, word);
    previous = word;
    ++lines;
    k = e + 1;
  }
  EXPECT_EQ(lines, detail::english_words_count());
}

TEST(PhiEnglishWords, LooksUpLowerCaseWordsInAnyCase) {
  for (const std::string_view word : {"insurance", "Insurance", "INSURANCE", "government", "village", "aardvark",
                                      "zoo", "rose", "Ram", "passed"}) {
    EXPECT_TRUE(detail::is_english_word(word)) << word;
  }
  // names, towns, Hindi words, drug brands; proper nouns the list writes capitalised; short and
  // odd forms
  for (const std::string_view word : {"Sawan", "Harbans", "Sarkar", "Delhi", "Patna", "Rewa", "Dolo", "Calpol",
                                      "bukhar", "Monday", "England", "ab", "", "in-law", "café", "x1y"}) {
    EXPECT_FALSE(detail::is_english_word(word)) << word;
  }
}

TEST(PhiEnglishWords, AWordNoListHoldsIsNoWardTownOrAcronym) {
  EXPECT_TRUE(detail::is_unlisted_word("Sawan", false));
  EXPECT_TRUE(detail::is_unlisted_word("Vishambhar", false));
  EXPECT_FALSE(detail::is_unlisted_word("Sawan", true));        // in the lexicons: their rules read it
  EXPECT_FALSE(detail::is_unlisted_word("Pressure", false));    // an English word
  EXPECT_FALSE(detail::is_unlisted_word("Sitapur", false));     // a town's ending
  EXPECT_FALSE(detail::is_unlisted_word("Ahmednagar", false));
  EXPECT_FALSE(detail::is_unlisted_word("Jharkhand", false));
  EXPECT_FALSE(detail::is_unlisted_word("SAWAN", false));       // capitals: an acronym or a form
  EXPECT_FALSE(detail::is_unlisted_word("Cardiology", false));  // a ward
  EXPECT_FALSE(detail::is_unlisted_word("Abc", false));         // too short
}

TEST(PhiEnglishWords, AnEnglishWordIsNoPayerOrBodyAfterAWeakCue) {
  EXPECT_TRUE(found("The bill was paid by Insurance.").empty());
  EXPECT_TRUE(found("Camp donated by Rotary.").empty());
  EXPECT_TRUE(found("Rotary ne camp lagaya.").empty());
  // Counter-examples: a name of the lexicons that is also an English word still reads; a
  // recipient is a person ("the keys to X."); a person-only verb after an English word
  EXPECT_EQ(found("The bill was paid by Ramesh."), names({"Ramesh"}));
  EXPECT_EQ(found("Bill paid by Rose."), names({"Rose"}));
  EXPECT_EQ(found("Kal Ramesh ne dawai li."), names({"Ramesh"}));
  EXPECT_EQ(found("Apne Tinkle ko le aana."), names({"Tinkle"}));  // inside a sentence: a pet name
  EXPECT_EQ(found("Happy was brought by his grandmother with loose stools."), names({"Happy"}));
}

TEST(PhiEnglishWords, AWordNoListHoldsOpensAPersonsClause) {
  EXPECT_EQ(found("Gendalal has not eaten since morning."), names({"Gendalal"}));
  EXPECT_EQ(found("Nandkishore cannot walk since the fall."), names({"Nandkishore"}));
  EXPECT_EQ(found("Bhikhari is breathless on walking."), names({"Bhikhari"}));
  EXPECT_EQ(found("Phoolwati was given the first dose."), names({"Phoolwati"}));
  // Counter-examples: English words, drug brands and lab tests outside the lexicons, a
  // condition, a town shaped as one, Hindi words opening the sentence, capitals
  EXPECT_TRUE(found("Pressure has not come down.").empty());
  EXPECT_TRUE(found("Calcification was seen on the film.").empty());  // an ending of a common noun
  EXPECT_TRUE(found("Shivdayal has had a cough.").empty());  // "has" and a condition: an organ's too
  EXPECT_TRUE(found("Insurance has not paid.").empty());
  EXPECT_TRUE(found("Zerodol did not help.").empty());
  EXPECT_TRUE(found("Ecosprin has not been started.").empty());
  EXPECT_TRUE(found("Troponin has not come down.").empty());
  EXPECT_TRUE(found("Chikungunya has had a resurgence.").empty());
  EXPECT_TRUE(found("Sitapur had a malaria outbreak.").empty());
  EXPECT_TRUE(found("Gorakhpur cannot spare a bed.").empty());
  EXPECT_TRUE(found("Bachcha has not eaten since morning.").empty());
  EXPECT_TRUE(found("Abhi has not come.").empty());
  EXPECT_TRUE(found("Medanta has not sent the report.").empty());
  EXPECT_TRUE(found("SAWAN HAS NOT PASSED URINE.").empty());
}

TEST(PhiEnglishWords, AWordNoListHoldsBeforeAFlaggedSurnameIsAGivenName) {
  EXPECT_EQ(found("Refund pending for Bhagirath Lal, please check."), names({"Bhagirath Lal"}));
  // Counter-examples: a place before "Lal"; an English word before it
  EXPECT_TRUE(found("Lal Bagh is near.").empty());
  EXPECT_TRUE(found("The Red Lal was seen.").empty());
  EXPECT_TRUE(found("Yahan Sarkar ne free dawai di.").empty());  // a Hindi word opening the line
}

TEST(PhiEnglishWords, AProperNounNoListHoldsInsideASentenceIsAPerson) {
  EXPECT_EQ(found("The nurse held Tulsibai still for the injection."), names({"Tulsibai"}));
  EXPECT_EQ(found("Fever since noon, Jhamman given paracetamol."), names({"Jhamman"}));
  EXPECT_EQ(found("Claim rejected for Bhagwandas: no papers."), names({"Bhagwandas"}));
  EXPECT_EQ(found("Plan Mangtu for endoscopy next week."), names({"Mangtu"}));
  // Counter-examples: a town after a place preposition or in apposition after a comma, a
  // hospital's town, a brand after a prescribing verb or before a dose, a hyphenated product,
  // an eponym's condition, an identity document, an organism, an abbreviation
  EXPECT_TRUE(found("Referred to Bhiwandi for the scan.").empty());
  EXPECT_TRUE(found("Came from Barhi by bus.").empty());
  EXPECT_TRUE(found("Blood sent to the blood bank, Ambala branch.").empty());
  EXPECT_TRUE(found("Sent to District Hospital Dahod for delivery.").empty());
  EXPECT_TRUE(found("Call the landline (office, Mapusa) after six.").empty());
  EXPECT_TRUE(found("We started Zerodol for the pain.").empty());
  EXPECT_TRUE(found("She takes Zerodol 100 twice.").empty());
  EXPECT_TRUE(found("She wants Copper-T after delivery.").empty());
  EXPECT_TRUE(found("Known case of Takayasu arteritis.").empty());
  EXPECT_TRUE(found("Age checked as per Aadhaar.").empty());
  EXPECT_TRUE(found("Pus grew Pseudomonas on day 3.").empty());
  EXPECT_TRUE(found("Please bring the old ECGs tomorrow.").empty());
  EXPECT_TRUE(found("Hospital, Bareilly referred him.").empty());
  EXPECT_TRUE(found("Father Christmas visited the ward.").empty());  // a proper noun of the list
  EXPECT_TRUE(found("Please see Annexure and sign.").empty());
  EXPECT_TRUE(found("H/o Appendicectomy in 2010.").empty());
  EXPECT_TRUE(found("Amma sonnanga, Pechi ku kaichal.").empty());  // a case marker: its own rules
}

// The terminology sweep for the seventeenth step's positions: no medicine or condition of the
// tables is read as a person in them.
TEST(PhiEnglishWords, NoMedicineOrConditionIsTakenForAPersonByTheNewPositions) {
  const auto sentences = [](const term_forms& t) {
    return std::vector<std::string>{t.term + " has not passed urine.", t.term + " cannot lift the arm.",
                                    t.term + " has had a cough.",       "The nurse held " + t.term + " still.",
                                    "Fever since noon, " + t.term + " given fluids.",
                                    "Plan " + t.term + " for review.",
                                    "Claim rejected for " + t.term + ": no papers."};
  };
  EXPECT_EQ(names_over_terms(sentences, sweep_scope::whole_sentence), 0U);
  const auto with_surname = [](const term_forms& t) {
    return std::vector<std::string>{"Refund for " + t.term + " Lal, please."};
  };
  EXPECT_EQ(names_over_terms(with_surname, sweep_scope::over_the_term), 0U);
}
