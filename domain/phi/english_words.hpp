#pragma once
// Internal to domain/phi: the lower-case words of an English word list (SCOWL, through Debian's
// wbritish), compiled in at build time by cmake/english_words.cmake, so that the redactor can
// ask whether a capitalised word is a common English word ("Insurance", "Government") or not
// ("Sawan", "Harbans"). The list's lower-case words are its common nouns, verbs and adjectives;
// its capitalised entries (English names, places, festivals, peoples) are kept apart as proper
// nouns, so that a common word and a known proper noun are told apart.

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

/// True when `word` (capitalised, not in the name lexicons: `in_name_lexicons` false) is held by
/// no list at all: no English word or proper noun of the list, no ward or institution word, not an
/// acronym, not ending as an English common noun ("-tion", "-ectomy"), not shaped as an
/// Indian town's name ("Sitapur", "Ahmednagar", "Rajkot": the endings of place names). In a
/// place a person takes, such a word is mostly a name ("Sawan has not passed urine"); a term of
/// the terminology tables there is vetoed by add_name.
[[nodiscard]] bool is_unlisted_word(std::string_view word, bool in_name_lexicons);

/// True when the capitalised word [i, e) of `text`, already found unlisted (is_unlisted_word),
/// stands inside a sentence where a person's name does and a town's or a brand's does not
/// (detect_unlisted_names.cpp): one word, after a lower-case word or a comma, not after a place
/// preposition or a verb of prescribing, not before a dose, a form or a place noun.
[[nodiscard]] bool unlisted_proper_noun_at(std::string_view text, std::size_t i, std::size_t e);

/// True when the capitalised word [b, e) of `text`, a conjunct of a list whose other member is
/// an accepted name ("Shyamsundar and X", "X, Phoolmati and Sunaina"), is no list's word and
/// stands as a person's name does: one word, not after a place preposition or a verb of
/// prescribing, not before a dose, a form, a place noun or a case marker (issue 18, round 17).
[[nodiscard]] bool unlisted_conjunct_at(std::string_view text, std::size_t b, std::size_t e);

/// True when `word` is a proper noun of the list ("Christmas", "Sherpa", "Delhi", "Krishna"):
/// an English name, place, festival or people, which a word "no list holds" is not.
[[nodiscard]] bool is_listed_proper_noun(std::string_view word) noexcept;

/// The words, sorted, one per line (generated file).
[[nodiscard]] std::string_view english_words_text() noexcept;
/// The list's proper nouns, lower-cased, sorted, one per line (generated file).
[[nodiscard]] std::string_view english_proper_nouns_text() noexcept;
/// The list's name and version, and how many words were kept (generated file).
[[nodiscard]] std::string_view english_words_source() noexcept;
/// How many words were kept (generated file).
[[nodiscard]] std::size_t english_words_count() noexcept;

}  // namespace cxs::domain::phi::detail
