// cue_set::find and find_last over a workspace (domain/extraction/workspace.cpp) read the
// tokens that are a cue's first word from a per-text cache instead of testing every token;
// they must give the hit the plain token search gives, for any range, cue set and order of use.

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/extraction/engine.hpp"
#include "domain/extraction/engine_detail.hpp"

namespace ex = cxs::domain::extraction;
using ex::detail::cue_set;
using ex::detail::workspace;

namespace {

// More than 64 tokens, so ranges cross the cache's 64-token words; repeated cue words, a
// cue split by a sentence break, soft symbols inside and before phrases.
constexpr std::string_view consult =
    "Patient reports chest pain since morning. No chest pain at rest, no short of breath. "
    "Denies fever; co-amoxiclav was started. The chest x-ray is clear and chest pain "
    "eased. Plan: follow up in two weeks, chest. Pain review if worse. Smokes a pack a day, "
    "used to drink, quit smoking last year - non smoker now? Follow-up with the GP.";

void expect_same_hits(const workspace& ws, const cue_set& cues) {
  const std::size_t n = ws.tokens.size();
  for (std::size_t first = 0; first <= n; ++first) {
    for (std::size_t last = first; last <= n + 1; ++last) {
      const auto fast = cues.find(ws, first, last);
      const auto plain = cues.find(ws.text, ws.tokens, first, std::min(last, n));
      ASSERT_EQ(fast.has_value(), plain.has_value()) << first << ".." << last;
      if (fast) {
        EXPECT_EQ(fast->first, plain->first);
        EXPECT_EQ(fast->end, plain->end);
        EXPECT_EQ(fast->id, plain->id);
      }
      // find_last over the workspace reads the same cache from the right.
      const auto fast_last = cues.find_last(ws, first, last);
      const auto plain_last = cues.find_last(ws.text, ws.tokens, first, std::min(last, n));
      ASSERT_EQ(fast_last.has_value(), plain_last.has_value()) << "last " << first << ".." << last;
      if (fast_last) {
        EXPECT_EQ(fast_last->first, plain_last->first);
        EXPECT_EQ(fast_last->end, plain_last->end);
        EXPECT_EQ(fast_last->id, plain_last->id);
      }
    }
  }
}

TEST(CueSetFind, WorkspaceSearchGivesThePlainSearchesHit) {
  const workspace ws(consult, ex::extraction_options{});
  ASSERT_GT(ws.tokens.size(), 64U);
  const cue_set phrases{"chest pain", "chest x-ray", "chest", "pain review", "follow up", "non smoker",
                        "pack a day", "quit smoking", "co amoxiclav"};
  expect_same_hits(ws, phrases);
  // A phrase that starts with a soft symbol is keyed by its first word; a cue set without a
  // single word in the text finds nothing; an empty one nothing either.
  expect_same_hits(ws, cue_set{"- non smoker", "/ fever"});
  expect_same_hits(ws, cue_set{"bradycardia", "syncope"});
  expect_same_hits(ws, cue_set{});
}

TEST(CueSetFind, APhraseAddedAfterASearchIsFound) {
  const workspace ws(consult, ex::extraction_options{});
  cue_set cues{"fever"};
  expect_same_hits(ws, cues);  // caches the starts of {"fever"}
  cues.add("chest pain", 7);
  // "chest pain" comes before "fever": starts cached for the set before the add would miss it.
  const auto h = cues.find(ws, 0, ws.tokens.size());
  ASSERT_TRUE(h.has_value());
  EXPECT_EQ(h->id, 7U);
  expect_same_hits(ws, cues);
}

TEST(CueSetFind, CueSetsBuiltPerCallAndMoreThanTheCacheHolds) {
  const workspace ws(consult, ex::extraction_options{});
  const std::vector<std::string_view> words{"chest", "pain", "fever", "smoker", "follow", "day", "gp", "plan"};
  // Each loop builds a new cue set, often at the same address as the one before: a set's
  // cached starts never serve another. Past the cache's size the search still agrees.
  for (int round = 0; round < 150; ++round) {
    cue_set local;
    local.add(words[static_cast<std::size_t>(round) % words.size()], 1);
    if (round % 3 == 0) {
      local.add(words[static_cast<std::size_t>(round + 1) % words.size()], 2);
    }
    const auto fast = local.find(ws, 0, ws.tokens.size());
    const auto plain = local.find(ws.text, ws.tokens, 0, ws.tokens.size());
    ASSERT_EQ(fast.has_value(), plain.has_value()) << round;
    if (fast) {
      EXPECT_EQ(fast->first, plain->first) << round;
      EXPECT_EQ(fast->id, plain->id) << round;
    }
  }
  expect_same_hits(ws, cue_set{"chest pain", "follow up"});  // a new set once the cache is full
}

}  // namespace
