#pragma once
// Internal to text/*.cpp: the raw pass of the number-aware tokenizer (numbers.hpp). It
// splits bytes into words (letters), digit runs (with decimals and thousands groups) and
// symbols; numbers.cpp then folds spoken and written number phrases into single tokens.

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "domain/text/numbers.hpp"
#include "domain/text/words.hpp"

namespace cxs::domain::text::detail {

// The raw pass writes `token`s with kind word, symbol or number (a digit run or "½"); the
// merge pass then folds number phrases in place, so one vector serves both passes.
[[nodiscard]] inline token make_token(std::size_t start, std::size_t end, token_kind kind, bool space, std::uint64_t key) {
  token t;
  t.span = {start, end};
  t.kind = kind;
  t.space_before = space;
  t.key = key;
  return t;
}

/// Raw tokens of `text` into `out` (cleared first): words, digit runs, "½", symbols and
/// newlines, each with its key; no number phrase is folded yet. With `scan` (the word scan
/// of the same text, or null) a word that is exactly one scan run reuses the run's key.
void raw_tokenize(std::string_view text, const word_scan* scan, std::vector<token>& out);

}  // namespace cxs::domain::text::detail
