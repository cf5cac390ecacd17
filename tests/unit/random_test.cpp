// Ids and tokens from security/random: shape and uniqueness (ids come from a per-thread
// buffer of CSPRNG bytes; tokens straight from the CSPRNG).
#include "security/random.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <thread>
#include <vector>

namespace {

using cxs::security::new_id;
using cxs::security::random_token;

bool is_id_char(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z'); }

}  // namespace

TEST(Random, IdsArePrefixAndTwentyBase36Characters) {
  for (int i = 0; i < 200; ++i) {  // several refills of the per-thread buffer
    const auto id = new_id("inv_");
    ASSERT_EQ(id.size(), 24U) << id;
    EXPECT_EQ(id.substr(0, 4), "inv_");
    for (char c : id.substr(4)) {
      EXPECT_TRUE(is_id_char(c)) << id;
    }
  }
}

TEST(Random, IdsDoNotRepeatWithinOrAcrossThreads) {
  std::vector<std::vector<std::string>> drawn(4);
  std::vector<std::thread> threads;
  for (auto& list : drawn) {
    threads.emplace_back([&list] {
      for (int i = 0; i < 5000; ++i) {
        list.push_back(new_id("x_"));
      }
    });
  }
  for (auto& t : threads) {
    t.join();
  }
  std::set<std::string> all;
  for (const auto& list : drawn) {
    all.insert(list.begin(), list.end());
  }
  EXPECT_EQ(all.size(), 20000U);
}

TEST(Random, IdCharactersAreSpreadOverTheWholeAlphabet) {
  // 36 symbols over 40,000 characters: each appears ~1,111 times; a bias (modulo, a stuck
  // buffer) would leave some far off.
  std::vector<int> seen(128, 0);
  for (int i = 0; i < 2000; ++i) {
    for (char c : new_id("")) {
      ++seen[static_cast<unsigned char>(c)];
    }
  }
  for (char c : std::string("0123456789abcdefghijklmnopqrstuvwxyz")) {
    EXPECT_GT(seen[static_cast<unsigned char>(c)], 850) << c;
    EXPECT_LT(seen[static_cast<unsigned char>(c)], 1400) << c;
  }
}

TEST(Random, TokensAreUrlSafe) {
  const auto token = random_token(43);
  ASSERT_EQ(token.size(), 43U);
  EXPECT_EQ(token.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
            std::string::npos);
  EXPECT_NE(random_token(43), token);
}
