#pragma once
// Internal to terminology/*.cpp: the matcher's tokenizer, shared by table terms and input
// text so both normalise identically. Words are runs of letters and digits (the shared
// word scan of text/words.hpp) joined by an apostrophe or a dot ("a1c's", "b.p"); every
// other punctuation mark separates words, and the ones that can end a phrase ("," ";"
// "(" newline, quotes, dandas...) mark the next word as not continuing the phrase.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "domain/text/words.hpp"

namespace cxs::domain::terminology::detail {

/// "Not in the vocabulary" / "no such id".
inline constexpr std::uint32_t no_id = 0xFFFFFFFFu;

/// A word of the input: bytes [begin, end) of the text, its normalised form at
/// [norm_begin, norm_begin + norm_len) of the tokenizer's arena, and what the matcher
/// looked up for it.
struct token {
  std::size_t begin = 0;
  std::size_t end = 0;
  std::uint32_t norm_begin = 0;
  std::uint32_t norm_len = 0;
  std::uint32_t id = no_id;  // vocabulary id, or no_id
  // "a1c's": the word without its possessive "'s" ("a1c"), tried when the whole word does
  // not continue a term; no_id when there is none.
  std::uint32_t stem_id = no_id;
  bool break_before = false;
  bool possessive = false;  // the word ended in "'s" (the "s" is in its normalised form)
  std::uint64_t key = 0;     // text::token_key of the normalised form; 0 until computed
};

/// Splits `text` into normalised words using its word scan `scan`. `arena` becomes the
/// scan's lower-cased copy of the text followed by the forms that drop a character;
/// tokens index it.
void tokenize(std::string_view text, const text::word_scan& scan, std::vector<token>& out, std::string& arena);

/// `tokenize` for a text that has no scan yet (table terms).
void tokenize(std::string_view text, std::vector<token>& out, std::string& arena);

/// The normalised words of a table term.
[[nodiscard]] std::vector<std::string> term_tokens(std::string_view term);

/// A word of a looked-up term, with whether it ended in a possessive "'s".
struct term_word {
  std::string norm;
  bool possessive = false;
};

/// The words of a looked-up term, with their possessive flags.
[[nodiscard]] std::vector<term_word> term_words(std::string_view term);

/// The American spelling of a British-spelt table term, or "" when it has none: "ae" and
/// "oe" inside a word become "e" ("haemorrhage", "oesophagus", "seborrhoeic", "aetiology"),
/// a word-final "our" of a long word becomes "or" ("tumour"). The WHO titles and the
/// curated names are British; US speech and notes spell them the American way. Left alone:
/// "aer..." ("aerophagia"), a final "ae" (Latin plurals: "vertebrae"), "oe" in "toe",
/// "shoe", "does", "goes", "poet" and a final "oe", "hour", "four", "your", "flour", "tour".
[[nodiscard]] std::string american_spelling(std::string_view term);

/// The singular forms to try for a plural word, most likely first ("polyps" -> "polyp";
/// "allergies" -> "allergy"; "rashes" -> "rashe", "rash"; "diseases" -> "disease", "diseas";
/// "keratoses" -> "keratosis", "keratose"):
/// empty for a word of under five letters, one ending in "ss", "us" or "is" ("abscess",
/// "herpes"... "arthritis"), and for everyday plurals that are talk rather than conditions
/// ("lumps", "side effects", "reactions"). Condition terms are named in the singular, and
/// clinicians say many conditions in the plural; the matcher reads the plural of a term's
/// words through these forms for condition rows only.
[[nodiscard]] std::array<std::string_view, 2> singular_forms(std::string_view word, std::string& scratch);

// "g2p1", "g3p2l2", "g4p2a1": an obstetric formula (gravida, para, and living or abortions;
// review rv21), a word of no term that the pregnancy rule of the match loop reads.
inline bool obstetric_formula(std::string_view w) {
  if (w.size() < 4 || w.front() != 'g') {
    return false;
  }
  std::size_t at = 1;
  const auto digits = [&w, &at] {
    const std::size_t from = at;
    while (at < w.size() && w[at] >= '0' && w[at] <= '9') {
      ++at;
    }
    return at > from && at - from <= 2;
  };
  if (!digits() || at >= w.size() || w[at] != 'p') {
    return false;
  }
  ++at;
  if (!digits()) {
    return false;
  }
  while (at < w.size() && (w[at] == 'l' || w[at] == 'a' || w[at] == 'd')) {
    ++at;
    if (!digits()) {
      return false;
    }
  }
  return at == w.size();
}

}  // namespace cxs::domain::terminology::detail
