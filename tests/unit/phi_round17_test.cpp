// Unit tests of issue 18's PHI round 17 (branch phi19): a word that no list holds (the English
// word list of the seventeenth step, the name lexicons, the terms) listed with an accepted name
// is a person too: joined to it by "and"/"&"/"aur", or opening a list "X, Name and Name" that
// is closed by "and". Each with counter-examples (drug brands before a dose, towns after a place
// preposition or in a comma list, a hospital's staff, eponyms, identity documents, conditions).
// The sentences are written for these tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

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

}  // namespace

TEST(PhiRound17Names, AWordNoListHoldsJoinedByAndToANameIsAPerson) {
  EXPECT_EQ(found("Shyamsundar and Bhagwanti came together."), names({"Shyamsundar", "Bhagwanti"}));
  EXPECT_EQ(found("Daughter of Sunita and Harkishan, home delivery."), names({"Sunita", "Harkishan"}));
  EXPECT_EQ(found("Sunita & Jhumri came for the scan."), names({"Sunita", "Jhumri"}));
  EXPECT_EQ(found("Munnibai, Sunita and Ramesh were screened."), names({"Munnibai", "Sunita", "Ramesh"}));
}

TEST(PhiRound17Names, AWordNoListHoldsBesideANameMayBeAPlaceABrandOrATerm) {
  // a dose or a form after it, a place preposition before it, a hyphen, an identity document,
  // an eponym's condition, a body's people, a comma alone after a name (a town), the last word
  // of a longer proper noun, a condition of the terminology tables
  EXPECT_EQ(found("Ramesh and Zerodol 100 were given."), names({"Ramesh"}));
  EXPECT_EQ(found("Sunita and Calpol syrup at night."), names({"Sunita"}));
  EXPECT_EQ(found("Ramesh from Hardoi and Sitapur came."), names({"Ramesh"}));
  EXPECT_EQ(found("Sunita and Copper-T counselling done."), names({"Sunita"}));
  EXPECT_EQ(found("Ramesh and Aadhaar card copies attached."), names({"Ramesh"}));
  EXPECT_EQ(found("Ramesh and Takayasu arteritis were discussed."), names({"Ramesh"}));
  EXPECT_EQ(found("Sunita and Medanta staff were called."), names({"Sunita"}));
  EXPECT_EQ(found("Ramesh, Bhiwandi, was seen today."), names({"Ramesh"}));
  EXPECT_EQ(found("Seen St. John's Wort and Ramesh today."), names({"Ramesh"}));
  EXPECT_EQ(found("Ramesh and Penta vaccine given."), names({"Ramesh"}));
  EXPECT_EQ(found("Sunita and Chikungunya cases rose."), names({"Sunita"}));
}

// The terminology sweep for the new position: no medicine or condition of the tables is read as a
// person when listed with a name.
TEST(PhiRound17Names, NoMedicineOrConditionIsTakenForAPersonWhenListedWithAName) {
  const auto sentences = [](const term_forms& t) {
    return std::vector<std::string>{"Ramesh and " + t.term + " came together.",
                                    t.term + ", Sunita and Ramesh were seen.",
                                    "Son of Sunita and " + t.term + ", home delivery."};
  };
  EXPECT_EQ(names_over_terms(sentences, sweep_scope::over_the_term), 0U);
}
