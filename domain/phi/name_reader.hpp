#pragma once
// Internal to domain/phi: reading a Latin-script name after a cue ("Dr.", "patient
// name:"), shared by the cue detectors and by name propagation.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace cxs::domain::phi::detail {

/// A half-open byte range of the input.
struct byte_range {
  std::size_t begin = 0;
  std::size_t end = 0;
};

inline bool is_ascii_upper(char c) { return c >= 'A' && c <= 'Z'; }
inline bool is_ascii_lower(char c) { return c >= 'a' && c <= 'z'; }
inline bool is_ascii_alpha(char c) { return is_ascii_upper(c) || is_ascii_lower(c); }
inline bool is_ascii_blank(char c) { return c == ' ' || c == '\t'; }

/// First index at or after `i` that is not a space or tab.
[[nodiscard]] std::size_t skip_blanks(std::string_view text, std::size_t i);

/// Two title-case words of two letters or more from `i` (blanks before each skipped): what a
/// Meitei clan abbreviation needs after it to open a name ("Kh. Tomba Singh", not "Ng. Tube").
[[nodiscard]] bool two_title_words_follow(std::string_view text, std::size_t i);

/// End of the name word starting at `i` (an upper-case letter): ASCII letters, joined
/// by an apostrophe or hyphen only when a capital follows ("D'Souza", not "Sharma's").
[[nodiscard]] std::size_t name_word_end(std::string_view text, std::size_t i);

/// `word` with ASCII letters lower-cased.
[[nodiscard]] std::string to_lower_ascii(std::string_view word);

/// True when `word` has no lower-case ASCII letter.
[[nodiscard]] bool is_all_upper(std::string_view word);

/// True for "Dr" or "Doctor" in any case.
[[nodiscard]] bool is_doctor(std::string_view honorific);

/// Reads the name that starts at or after `i` (blanks and further honorifics skipped):
/// up to three initials, then up to three capitalised words. Nothing when no word
/// qualifies, or the words are a brand ("Dr. Reddy's", when `doctor`) or an
/// institution ("Sri Ramachandra Medical College").
[[nodiscard]] std::optional<byte_range> read_latin_name(std::string_view text, std::size_t i,
                                                        bool doctor);

/// Reads a lower-case name at or after `i` (speech transcripts: "mera naam ramesh kumar
/// hai"): up to three words, every one of them in the name lexicons (ambiguous words
/// included, since a cue precedes). Nothing when the first word is not a known name.
[[nodiscard]] std::optional<byte_range> read_lower_lexicon_name(std::string_view text,
                                                                std::size_t i);

}  // namespace cxs::domain::phi::detail
