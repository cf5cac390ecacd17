// Unit tests of issue 18's twelfth PHI round (branch phi13): kin words a family's message uses
// as a name ("Amma's scan", "Nanaji nu sugar") are no names; a family's kin after a name
// ("Manoharlal mausaji"); a relation after a verb of telling or after "to" ("informed brother
// X", "handed to brother X"); a register's "newborn of X"; "name told/written as X"; a form's
// "Parent X"; an ambulance crew's "EMT X"; an address label with words before its colon
// ("Address given by caller:"). Each rule with counter-examples. The sentences are written for
// these tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;

}  // namespace

TEST(PhiRound12, KinWordsOfAFamilysMessageAreNoNames) {
  EXPECT_TRUE(found("Amma's sugar report came, 240 fasting.").empty());
  EXPECT_TRUE(found("Appa ki dawai khatam ho gayi.").empty());
  EXPECT_TRUE(found("Dadaji ko raat se khansi hai.").empty());
  EXPECT_TRUE(found("Nanaji nu BP vadhi gayu chhe.").empty());
  EXPECT_TRUE(found("Bebe di sugar 300 aa gayi.").empty());
  // The person named beside the kin word still is one.
  EXPECT_EQ(found("Amma's scan is at 9, Kavitha akka will take her."), names({"Kavitha"}));
}

TEST(PhiRound12, AFamilysKinAfterANameMakesItAPerson) {
  EXPECT_EQ(found("Kal Jagatram mausaji ka operation hai."), names({"Jagatram"}));
  EXPECT_EQ(found("Report Sheonath mama ke paas hai."), names({"Sheonath"}));
  EXPECT_EQ(found("Bhagwanti bua ko chakkar aate hain."), names({"Bhagwanti"}));
  // Counter-examples: a word that is also a common word before the kin word (the moon of a
  // lullaby), a term before it.
  EXPECT_TRUE(found("Bachche ko Chanda mama wala gaana sunao.").empty());
  EXPECT_TRUE(found("Paracetamol mama ne di thi.").empty());
}

TEST(PhiRound12, ARelationAfterAVerbOfTellingOrToIsCue) {
  EXPECT_EQ(found("Handed the belongings to brother Jhinku."), names({"Jhinku"}));
  EXPECT_EQ(found("Informed son Bhagauti about the biopsy."), names({"Bhagauti"}));
  EXPECT_EQ(found("Explained the risks to daughter Phoolwati."), names({"Phoolwati"}));
  EXPECT_EQ(found("Phoned nephew Sukhram at night."), names({"Sukhram"}));
  // Counter-examples: a family history's term after a relation, a drug, a department.
  EXPECT_TRUE(found("Informed mother Diabetic since long.").empty());
  EXPECT_TRUE(found("Explained to son Metformin dosing.").empty());
  EXPECT_TRUE(found("Handed to attendant Paracetamol strip.").empty());
  EXPECT_TRUE(found("Told father Cardiology will see him.").empty());
}

TEST(PhiRound12, ARegistersNewbornOfItsMotherIsCue) {
  EXPECT_EQ(found("Newborn of Bhagyawati cried at birth."), names({"Bhagyawati"}));
  EXPECT_EQ(found("Infant of Ramrati is jaundiced."), names({"Ramrati"}));
  // Counter-examples: a condition or a drug after "of".
  EXPECT_TRUE(found("Newborn of Diabetic Mother protocol followed.").empty());
  EXPECT_TRUE(found("Child of Hepatitis B positive mother given vaccine.").empty());
}

TEST(PhiRound12, ANameToldOrWrittenAsIsAName) {
  EXPECT_EQ(found("Name told as Chhabilal, age about 60."), names({"Chhabilal"}));
  EXPECT_EQ(found("Patient name written as Ramsnehi on the slip."), names({"Ramsnehi"}));
  // Counter-examples: a brand's or a drug's name.
  EXPECT_TRUE(found("Brand name given as Crocin on the strip.").empty());
  EXPECT_TRUE(found("Drug name written as Metformin by the chemist.").empty());
}

TEST(PhiRound12, AFormsParentAndAnAmbulanceCrewAreCues) {
  EXPECT_EQ(found("Parent Jaikaran refused the vaccine."), names({"Jaikaran"}));
  EXPECT_EQ(found("EMT Sukhvinder Bains started oxygen."), names({"Sukhvinder Bains"}));
  EXPECT_EQ(found("Paramedic Lalmani gave the aspirin."), names({"Lalmani"}));
  // Counter-examples: "parent" before a common word or a term, "EMT" in lower case, a pilot
  // study (a vehicle's pilot is no cue).
  EXPECT_TRUE(found("Parent Education session held.").empty());
  EXPECT_TRUE(found("The emt Protocol was followed.").empty());
  EXPECT_TRUE(found("Results of the pilot Study are awaited.").empty());
}

TEST(PhiRound12, AnAddressLabelWithWordsBeforeItsColonIsNotPartOfTheAddress) {
  const auto f = found("Address given by caller: 22 Nehru Colony, Bareilly 243001.");
  ASSERT_EQ(f.size(), 1U);
  EXPECT_EQ(f[0].first, "ADDRESS");
  EXPECT_EQ(f[0].second, "22 Nehru Colony, Bareilly 243001");
  const auto g = found("Address as per Aadhaar: 5 Gandhi Road, Agra 282001.");
  ASSERT_EQ(g.size(), 1U);
  EXPECT_EQ(g[0].second, "5 Gandhi Road, Agra 282001");
  // Counter-example: "address" as a verb before a colon.
  EXPECT_TRUE(found("We will address the bill for the stent: a discount is possible.").empty());
}
