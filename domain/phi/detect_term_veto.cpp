// The veto every name candidate passes: words that are a medicine's or a condition's name
// (or part of one) are never a person, whatever cue found them ("Bell's palsy", "Bayer
// Aspirin", "Back Ache"). Declared in detect.hpp; called by add_name and by the cue and
// frame passes. Moved out of detect_context_names.cpp, which had grown past 700 lines.

#include <algorithm>
#include <cstddef>
#include <string_view>

#include "domain/phi/detect.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/terminology/terminology.hpp"

namespace cxs::domain::phi::detail {

// With `around`, the terms are also matched in a window around the words, so that a
// term starting before them ("Back Ache": "Back" is a stop word) counts; that costs a
// few microseconds, so only the weaker cues ask for it.
bool names_a_term(std::string_view text, std::size_t begin, std::size_t end, bool around) {
  constexpr std::size_t reach = 64;
  const std::string_view value = text.substr(begin, end - begin);
  if (!around) {
    // A name whose every word is a sure lexicon name is no term: check_phi_corpus.py
    // keeps every medicine and one-word condition out of the unflagged names.
    bool all_sure = true;
    for (std::size_t k = 0; k < value.size() && all_sure;) {
      const std::size_t e = name_word_end(value, k);
      all_sure = e > k && name_lexicon(value.substr(k, e - k)).sure();
      k = e < value.size() ? skip_blanks(value, e + 1) : e;
    }
    if (all_sure) {
      return false;
    }
  }
  const auto& terms = terminology::default_terminology();
  if (terms.lookup(value)) {
    return true;
  }
  // The cue word itself may open the term ("Beta Thal Trait", "No Appetite, ...").
  std::size_t p = begin;
  while (p > 0 && is_ascii_blank(text[p - 1])) {
    --p;
  }
  std::size_t q = p;
  while (q > 0 && is_ascii_alpha(text[q - 1])) {
    --q;
  }
  if (q < p && terms.lookup(text.substr(q, end - q))) {
    return true;
  }
  // Probe round 18: the reader stops before a drug (a stop word), so a product's first word
  // came alone; the next word may close the term ("The boy's uncle, Bayer Aspirin, came").
  const std::size_t n = skip_blanks(text, end);
  std::size_t ne = n;
  while (ne < text.size() && is_ascii_alpha(text[ne])) {
    ++ne;
  }
  if (ne > n && n > end && terms.lookup(text.substr(begin, ne - begin))) {
    return true;
  }
  for (std::size_t k = 0; k < value.size();) {
    const std::size_t e = name_word_end(value, k);
    if (e > k && terms.lookup(value.substr(k, e - k))) {
      return true;
    }
    k = e < value.size() ? skip_blanks(value, e + 1) : e;
    while (k < value.size() && !is_ascii_upper(value[k])) {
      ++k;
    }
  }
  if (!around) {
    return false;
  }
  std::size_t from = begin > reach ? begin - reach : 0;
  while (from > 0 && is_ascii_alpha(text[from - 1])) {
    --from;  // start the window on a word boundary
  }
  std::size_t to = std::min(text.size(), end + reach);
  while (to < text.size() && is_ascii_alpha(text[to])) {
    ++to;
  }
  for (const auto& m : terms.match(text.substr(from, to - from))) {
    if (from + m.begin < end && from + m.end > begin) {
      return true;
    }
  }
  return false;
}

}  // namespace cxs::domain::phi::detail
