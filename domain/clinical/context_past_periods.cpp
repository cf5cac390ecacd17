// Round 29 (ctx30): two readings of a past period that the lexicon's phrases missed, by structure
// rather than by phrase: an episode noun before the condition in a sentence that dates it in the
// past ("period of depression after redundancy in 2015"), and a past pregnancy named after the
// condition in any of its spellings ("in both previous pregnancies", "during her two earlier
// pregnancies"). Called from assess (context.cpp) for a mention nothing else has placed.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// Nouns that make what follows "of" one episode ("a period of depression", "a bout of gout").
constexpr std::array<std::string_view, 10> episode_nouns{"period", "periods", "spell", "spells",    "bout",
                                                         "bouts",  "episode", "episodes", "attack", "attacks"};
// Words that say the condition goes on in spite of the date ("ongoing since", "still low").
constexpr std::array<std::string_view, 9> still_words{"still",      "ongoing",   "persists", "persisting", "continues",
                                                      "continuing", "currently", "now",      "again"};
// Words that may stand in "in/during ... pregnancies" and at least one of which places them in
// the past ("both", "previous", "last", "two").
constexpr std::array<std::string_view, 14> past_pregnancy_words{
    "both", "all", "each", "previous", "prior", "earlier", "last", "first", "second", "past", "former", "two",
    "three", "other"};
constexpr std::array<std::string_view, 5> pregnancy_determiners{"her", "my", "your", "the", "their"};

}  // namespace

bool context_document::impl::episode_in_past(const sentence& s, std::size_t t0) const {
  if (!s.has_time || t0 < s.b + 2 || !is_word(t0 - 1, "of") || toks[t0 - 2].kind != tok_kind::word ||
      !in<episode_nouns>(toks[t0 - 2].norm)) {
    return false;
  }
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word && in<still_words>(toks[k].norm)) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::past_pregnancy_after(const sentence& s, std::size_t t1) const {
  // "in" or "during" right after the mention (or after one word: "diabetes diet-controlled in")
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 2; ++k) {
    if (!is_word(k, "in") && !is_word(k, "during")) {
      continue;
    }
    bool past = false;
    std::size_t j = k + 1;
    for (; j < s.e && j <= k + 4 && toks[j].kind == tok_kind::word; ++j) {
      const std::string_view w = toks[j].norm;
      if (w == "pregnancy" || w == "pregnancies") {
        return past;
      }
      if (in<past_pregnancy_words>(w)) {
        past = true;
      } else if (!in<pregnancy_determiners>(w)) {
        break;
      }
    }
    return false;
  }
  return false;
}

}  // namespace cxs::domain::clinical
