#pragma once
// Internal to the diagnosis mention rules (diagnosis_mentions.cpp, diagnosis_discourse.cpp,
// diagnosis_asides.cpp):
// words compared by their token key first.

#include <cstdint>
#include <string_view>

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

// A lower-case word and its token key (text::token_key), computed at compile time: round 12's
// checks run for every condition mention, so their common case is decided by comparing keys.
struct keyed_word {
  std::string_view word;
  std::uint64_t key;
  constexpr explicit keyed_word(std::string_view w) : word(w), key(text::token_key(w)) {}
};
inline bool key_is(const workspace& ws, std::size_t k, const keyed_word& w) {
  const auto& t = ws.tokens[k];
  return t.key == w.key && text::word_is(ws.text, t, w.word);
}
inline constexpr keyed_word kw_or{"or"};
inline constexpr keyed_word kw_nor{"nor"};
inline constexpr keyed_word kw_for{"for"};
inline constexpr keyed_word kw_had{"had"};
inline constexpr keyed_word kw_check{"check"};
inline constexpr keyed_word kw_test{"test"};
inline constexpr keyed_word kw_rule{"rule"};
inline constexpr keyed_word kw_dekhne{"dekhne"};
inline constexpr keyed_word kw_janchne{"janchne"};
inline constexpr keyed_word kw_jaanchne{"jaanchne"};
inline constexpr keyed_word kw_ke{"ke"};
// round 13's pre-filters (branch dx26)
inline constexpr keyed_word kw_which{"which"};
inline constexpr keyed_word kw_that{"that"};
inline constexpr keyed_word kw_whether{"whether"};
inline constexpr keyed_word kw_if{"if"};
inline constexpr keyed_word kw_unlike{"unlike"};
inline constexpr keyed_word kw_to{"to"};
inline constexpr keyed_word kw_of{"of"};
inline constexpr keyed_word kw_than{"than"};
inline constexpr keyed_word kw_from{"from"};
inline constexpr keyed_word kw_with{"with"};
inline constexpr keyed_word kw_way{"way"};
inline constexpr keyed_word kw_in{"in"};
inline constexpr keyed_word kw_as{"as"};
inline constexpr keyed_word kw_and{"and"};
inline constexpr keyed_word kw_but{"but"};
inline constexpr keyed_word kw_so{"so"};
inline constexpr keyed_word kw_about{"about"};
// round 21 (dx35): a specimen sent for a test
inline constexpr keyed_word kw_sent{"sent"};
inline constexpr keyed_word kw_send{"send"};
inline constexpr keyed_word kw_sending{"sending"};

}  // namespace cxs::domain::extraction::detail
