// frozen_vocabulary::find_lowered knows a short lower-case word by its key and length alone
// (spd29): randomized equivalence with find and with the map the table was built from.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "domain/terminology/terminology_frozen.hpp"
#include "domain/text/numbers.hpp"

namespace {

using cxs::domain::terminology::detail::frozen_vocabulary;
using cxs::domain::terminology::detail::no_id;

// A word of `length` bytes: mostly lower-case letters, some digits, hyphens, apostrophes and
// non-ASCII bytes, and capitals only when `capitals` (the table may hold such words; a
// lowered query never has them).
std::string random_word(std::mt19937_64& rng, std::size_t length, bool capitals) {
  static constexpr std::string_view alphabet = "abcdefghijklmnopqrstuvwxyzeeaaiioo0123456789-'";
  std::string w;
  for (std::size_t i = 0; i < length; ++i) {
    const auto pick = rng() % 100;
    if (capitals && pick < 15) {
      w.push_back(static_cast<char>('A' + rng() % 26));
    } else if (pick < 20) {
      w.push_back(static_cast<char>(0xC0 + rng() % 0x40));  // a non-ASCII byte
    } else {
      w.push_back(alphabet[rng() % alphabet.size()]);
    }
  }
  return w;
}

std::string lowered(std::string w) {
  for (char& c : w) {
    if (c >= 'A' && c <= 'Z') {
      c = static_cast<char>(c - 'A' + 'a');
    }
  }
  return w;
}

TEST(FrozenVocabulary, FindLoweredAgreesWithFindAndTheMap) {
  std::mt19937_64 rng(29);
  std::unordered_map<std::string, std::uint32_t> words;
  for (std::uint32_t id = 0; words.size() < 6000; ++id) {
    words.emplace(random_word(rng, rng() % 13, rng() % 4 == 0), id);
  }
  // Every one-, two- and three-letter lower-case word but a few: short neighbours of one
  // length that differ in one byte.
  for (char a = 'a'; a <= 'z'; ++a) {
    words.emplace(std::string(1, a), static_cast<std::uint32_t>(words.size()));
    for (char b = 'a'; b <= 'z'; ++b) {
      words.emplace(std::string{a, b}, static_cast<std::uint32_t>(words.size()));
      for (char c = 'a'; c <= 'z'; c += (a + b) % 3 == 0 ? 1 : 2) {
        words.emplace(std::string{a, b, c}, static_cast<std::uint32_t>(words.size()));
      }
    }
  }
  frozen_vocabulary table;
  table.build(words);

  std::vector<std::string> queries;
  for (const auto& [word, id] : words) {
    queries.push_back(lowered(word));  // the word itself, or its lowered form where it has capitals
    std::string longer = lowered(word) + "s";
    queries.push_back(longer);
    if (!word.empty()) {
      std::string changed = lowered(word);
      changed[rng() % changed.size()] ^= 1;
      queries.push_back(lowered(changed));
      queries.push_back(lowered(word).substr(0, word.size() - 1));
    }
  }
  for (int i = 0; i < 50000; ++i) {
    queries.push_back(random_word(rng, rng() % 13, false));
  }
  for (char a = 'a'; a <= 'z'; ++a) {
    for (char b = 'a'; b <= 'z'; ++b) {
      for (char c = 'a'; c <= 'z'; ++c) {
        queries.push_back(std::string{a, b, c});
      }
    }
  }
  std::size_t found = 0;
  for (const std::string& q : queries) {
    const std::uint64_t key = cxs::domain::text::token_key(q);
    const auto in_map = words.find(q);
    const std::uint32_t expected = in_map == words.end() ? no_id : in_map->second;
    ASSERT_EQ(table.find(q, key), expected) << q;
    ASSERT_EQ(table.find_lowered(q, key), expected) << q;
    found += expected != no_id ? 1 : 0;
  }
  EXPECT_GT(found, 10000u);
  EXPECT_LT(found, queries.size());
}

// A word with capitals in the table is found only by its own spelling: a lowered query of the
// same letters is not that word.
TEST(FrozenVocabulary, FindLoweredDoesNotTakeAWordWithCapitalsForItsLowerCase) {
  const std::unordered_map<std::string, std::uint32_t> words{{"Hb", 1}, {"ALT", 2}, {"alt", 3}, {"na", 4}};
  frozen_vocabulary table;
  table.build(words);
  for (const std::string_view q : {"hb", "alt", "na", "nb", "altt", ""}) {
    const std::uint64_t key = cxs::domain::text::token_key(q);
    EXPECT_EQ(table.find_lowered(q, key), table.find(q, key)) << q;
  }
  EXPECT_EQ(table.find_lowered("hb", cxs::domain::text::token_key("hb")), no_id);
  EXPECT_EQ(table.find_lowered("alt", cxs::domain::text::token_key("alt")), 3u);
}

}  // namespace
