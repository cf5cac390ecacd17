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

// The terminology sweep for the new positions: no medicine or condition of the tables is read as
// a person when listed with names or signing a line.
TEST(PhiRound17Names, NoMedicineOrConditionIsTakenForAPersonInTheNewPositions) {
  const auto sentences = [](const term_forms& t) {
    return std::vector<std::string>{"Ramesh and " + t.term + " came together.",
                                    t.term + ", Sunita and Ramesh were seen.",
                                    "Son of Sunita and " + t.term + ", home delivery.",
                                    "Donors: Arvind Pillai, Tsering Dolma, " + t.term + ".",
                                    "- " + t.term + ", staff nurse", "Sent from my phone - " + t.term,
                                    "Cheers, " + t.term, "EMT " + t.term + " given on the way."};
  };
  EXPECT_EQ(names_over_terms(sentences, sweep_scope::over_the_term), 0U);
}

TEST(PhiRound17Names, AFullNameListedWithTwoAcceptedFullNamesIsAPerson) {
  EXPECT_EQ(found("Donors: Arvind Pillai, Tsering Dolma, Sahidul Islam."),
            names({"Arvind Pillai", "Tsering Dolma", "Sahidul Islam"}));
  // Counter-examples: a place, a ward, a shift or an organ closing the list holds an English word
  EXPECT_EQ(found("Seen: Sunita Rao, Ramesh Kumar, Bandra West."), names({"Sunita Rao", "Ramesh Kumar"}));
  EXPECT_EQ(found("Duty: Anita Sharma, Rohit Verma, Night Shift"), names({"Anita Sharma", "Rohit Verma"}));
  EXPECT_EQ(found("Sunita Rao, Ramesh Kumar, Gall Bladder"), names({"Sunita Rao", "Ramesh Kumar"}));
  EXPECT_EQ(found("Sunita Rao, Ramesh Kumar, Civil Hospital."), names({"Sunita Rao", "Ramesh Kumar"}));
}

TEST(PhiRound17Names, ASignOffNamesItsWriter) {
  EXPECT_EQ(found("Sent from my phone - Harkishan"), names({"Harkishan"}));
  EXPECT_EQ(found("Cheers, Tulsibai"), names({"Tulsibai"}));
  EXPECT_EQ(found("- Jhumri, staff nurse"), names({"Jhumri"}));
  // Counter-examples: a list item's brand, town or condition after a line's dash; "cheers" in
  // a sentence
  EXPECT_TRUE(found("- Bhiwandi, Thane").empty());
  EXPECT_TRUE(found("- Zincovit, once daily").empty());
  EXPECT_TRUE(found("— Zerodol, 100 mg").empty());
  EXPECT_TRUE(found("- Chikungunya, suspected").empty());
  EXPECT_TRUE(found("- Sitapur, district").empty());
  EXPECT_TRUE(found("Cheers, and see you.").empty());
}

TEST(PhiRound17Names, AnAmbulancesTechnicianIsNamedByHisPost) {
  EXPECT_EQ(found("EMT Praveen and pilot Shankar reached the scene."), names({"Praveen", "Shankar"}));
  EXPECT_EQ(found("Paramedic Jhumri attended the call."), names({"Jhumri"}));
  // Counter-examples: a drug after the post; "emt" in lower case is no post
  EXPECT_TRUE(found("EMT Paracetamol given on the way.").empty());
  EXPECT_TRUE(found("The paramedic Oxygen started.").empty());
}
