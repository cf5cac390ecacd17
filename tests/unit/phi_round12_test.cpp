// Unit tests of issue 18's twelfth PHI round (branch phi13): kin words a family's message uses
// as a name ("Amma's scan", "Nanaji nu sugar") are no names; a family's kin after a name
// ("Manoharlal mausaji"), not after a word that is also a common word ("Chanda mama"). Each
// rule with counter-examples. The sentences are written for these tests; none is a line of the
// corpora.

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
