#pragma once
// What a quoted piece of evidence says, read as plain words and numbers: the text side of
// grounding a language model's answer (grounding.cpp). Pure functions; ASCII folding only,
// non-ASCII bytes kept inside words.

#include "domain/text/numbers.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::extraction::evidence {

[[nodiscard]] char lower_ascii(char c);
[[nodiscard]] bool iequals(std::string_view a, std::string_view b);

/// Lower-case words: runs of ASCII letters and digits (non-ASCII bytes are kept inside
/// words, so a word in another script is still one word).
[[nodiscard]] std::vector<std::string> words_of(std::string_view s);
/// `w` is among `words`, a plural and its singular comparing equal ("migraines", "migraine").
[[nodiscard]] bool has_word(const std::vector<std::string>& words, std::string_view w);
/// Words that carry no concept of their own in a name ("Fracture of the left radius").
[[nodiscard]] bool filler(std::string_view w);
/// `needle`'s words appear in `hay` in order and side by side.
[[nodiscard]] bool contains_phrase(const std::vector<std::string>& hay, const std::vector<std::string>& needle);
/// The whole word `w` (case-insensitive) starts at `at` in `s`.
[[nodiscard]] bool word_at(std::string_view s, std::size_t at, std::string_view w);

/// The byte ranges of a span whose numbers may not be read as a clinical value of another
/// kind: dates, phone numbers, ages (and doses when `doses`).
struct role_ranges {
  std::vector<text::byte_span> ranges;

  [[nodiscard]] bool overlaps(text::byte_span s) const;
};
[[nodiscard]] role_ranges foreign_roles(std::string_view s, bool doses);

}  // namespace cxs::domain::extraction::evidence
