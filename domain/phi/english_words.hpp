#pragma once
// Internal to domain/phi: the lower-case words of an English word list (SCOWL, through Debian's
// wbritish), compiled in at build time by cmake/english_words.cmake, so that the redactor can
// ask whether a capitalised word is a common English word ("Insurance", "Government") or not
// ("Sawan", "Harbans"). Its words are common nouns, verbs and adjectives: proper nouns, which
// the list writes capitalised, are left out, so no town or name is among them.

#include <cstddef>
#include <string_view>

namespace cxs::domain::phi::detail {

/// True when `word` (ASCII letters, any case, three letters or more) is a lower-case word of the
/// list. "Insurance", "ROSE" and "rose" are; "Sawan", "Delhi" and "Dolo" are not.
[[nodiscard]] bool is_english_word(std::string_view word) noexcept;

/// True when `word` is an English word of the list that no name lexicon holds ("Insurance",
/// "Government", "Rotary"; not "Rose", "Kamal" or "Ram", which are names too). Such a word
/// capitalised is no person without a strong cue (an honorific, a name label).
[[nodiscard]] bool is_plain_english_word(std::string_view word);

/// The words, sorted, one per line (generated file).
[[nodiscard]] std::string_view english_words_text() noexcept;
/// The list's name and version, and how many words were kept (generated file).
[[nodiscard]] std::string_view english_words_source() noexcept;
/// How many words were kept (generated file).
[[nodiscard]] std::size_t english_words_count() noexcept;

}  // namespace cxs::domain::phi::detail
