#pragma once
// Internal to clinical/context*.cpp: the ConText tokenizer. Words are built from the shared
// word scan of text/words.hpp; punctuation, newlines and turn markers ("[doctor]") are
// tokens of their own, because they end sentences, scopes and turns.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "domain/text/words.hpp"

namespace cxs::domain::clinical::context_detail {

enum class tok_kind : std::uint8_t { word, punct, newline, speaker };
enum class role : std::uint8_t { none, clinician, patient, other };

struct ctoken {
  std::size_t begin = 0;
  std::size_t end = 0;
  // Words: lower-case; punct: the character ("." for a danda). Points into the arena of
  // the document (one buffer for all tokens instead of a string per token).
  std::string_view norm;
  std::uint64_t key = 0;  // text::token_key(norm), so phrase lookups compare integers
  std::uint32_t norm_at = 0;   // where `norm` starts in the arena (while tokenizing)
  std::uint32_t norm_len = 0;
  tok_kind kind = tok_kind::word;
  role speaker = role::none;
  bool query = false;  // "?TB": a question mark glued to the front of the word
};

/// The speaker a turn label names: "doctor", "dr", "nurse" → clinician; "patient", "pt" →
/// patient; anything else → other.
[[nodiscard]] role role_of(std::string_view name);

/// Tokens of `text` from its word scan `scan` (see context_tokens.cpp for the rules).
/// Normalised forms are views of `arena`, which must outlive the tokens and not change.
[[nodiscard]] std::vector<ctoken> tokenize(std::string_view text, const text::word_scan& scan, std::string& arena);

}  // namespace cxs::domain::clinical::context_detail
