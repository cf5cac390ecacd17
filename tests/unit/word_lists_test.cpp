// text::is_listed answers as text::is_one_of does for every word (its compile-time filter only
// turns words away sooner), including words that share a listed word's length and first byte,
// an empty word, and lengths past the filter's 32 (which wrap).
#include "domain/text/word_lists.hpp"

#include <gtest/gtest.h>

#include <array>
#include <string_view>

namespace {

using cxs::domain::text::is_listed;
using cxs::domain::text::is_one_of;

constexpr std::array listed_words{
    std::string_view{"high"}, std::string_view{"raised"}, std::string_view{"kam"},
    std::string_view{"a"},    std::string_view{"it's"},   std::string_view{"abcdefghijklmnopqrstuvwxyz0123456789"},
};
constexpr std::array with_empty{std::string_view{"is"}, std::string_view{}};

TEST(WordLists, IsListedAgreesWithIsOneOf) {
  constexpr std::array probes{
      std::string_view{"high"},  std::string_view{"hig"},   std::string_view{"hugh"},   std::string_view{"High"},
      std::string_view{"raised"}, std::string_view{"raisef"}, std::string_view{"kam"},  std::string_view{"kum"},
      std::string_view{"a"},     std::string_view{"b"},     std::string_view{"it's"},   std::string_view{"its"},
      std::string_view{""},      std::string_view{"abcdefghijklmnopqrstuvwxyz0123456789"},
      std::string_view{"abcdefghijklmnopqrstuvwxyz012345678x"}, std::string_view{"abcd"},  // 36 & 31 == 4
      std::string_view{"h"},     std::string_view{"highs"},
  };
  for (const std::string_view w : probes) {
    EXPECT_EQ(is_listed<listed_words>(w), is_one_of(listed_words, w)) << w;
  }
  EXPECT_TRUE(is_listed<listed_words>("high"));
  EXPECT_TRUE(is_listed<listed_words>("abcdefghijklmnopqrstuvwxyz0123456789"));
  EXPECT_FALSE(is_listed<listed_words>("hugh"));  // same length and first byte, other bytes
  EXPECT_FALSE(is_listed<listed_words>("abcd"));  // a wrapped length's bit, other word
  EXPECT_FALSE(is_listed<listed_words>(""));
}

TEST(WordLists, EmptyWordIsListedOnlyWhenTheListHasOne) {
  EXPECT_TRUE(is_listed<with_empty>(""));
  EXPECT_TRUE(is_listed<with_empty>("is"));
  EXPECT_FALSE(is_listed<with_empty>("it"));
}

}  // namespace
