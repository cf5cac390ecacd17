#pragma once
// Internal to extraction/diagnoses.cpp: how a listed condition is named from the words said
// around its mention (rule 5 of diagnoses.cpp): the modifiers kept before it and the site
// after it, hesitations stepped over, site codes left in capitals, a laterality added.
// Defined in diagnosis_names.cpp.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

/// "acute medial meniscus" before, "of the middle finger" after: the bytes to keep around
/// the mention of tokens [first, last) (`match_end` its byte end), as [left, right);
/// `sided`: a side word may be a modifier.
[[nodiscard]] text::byte_span stated_span(const workspace& ws, std::size_t first, std::size_t last,
                                          std::size_t match_end, bool sided);

/// Lower-cased, except a site code written in capitals of two or three letters ("RUL").
[[nodiscard]] std::string lower_but_site_codes(std::string_view said);

/// The words of a stated name without the hesitations stepped over ("um", "uh", "er").
[[nodiscard]] std::string without_hesitations(std::string_view said);

/// The words said after a mention (" of your left lower leg"), lower-cased, the owner of an
/// "of the <site>" written "the" (" of the left lower leg"). Review nm1.
[[nodiscard]] std::string site_after(std::string_view said);

/// The words of a stated prefix (each followed by a blank) without those `name` already has.
[[nodiscard]] std::string without_words_of(std::string_view said, std::string_view name);

/// The words of `s` (words_of's, lower-cased) as views into `text`; `text` and `out` are
/// the caller's, so that a caller keeping them between calls allocates nothing per call.
void word_views(std::string_view s, std::string& text, std::vector<std::string_view>& out);
/// Whether `a` and `b` have the same words, each without a plural's final "s".
[[nodiscard]] bool same_singular_words(std::string_view a, std::string_view b);
/// Review rv23: the modifiers said (`modifiers`, each followed by a space) put into a row's
/// lower-case name after its course word: "bacterial " and "acute sinusitis" give "acute
/// bacterial sinusitis", "uncontrolled " and "hypertension" "uncontrolled hypertension".
[[nodiscard]] std::string modifiers_into_name(std::string_view modifiers, std::string_view name);
/// Review rv27: one lay word for a one-word name ("nosebleeds" for Epistaxis), not the name's
/// own word up to a plural.
/// No word of `surface` is a word of `name`, up to plurals ("sinus infection", "sinusitis").
[[nodiscard]] bool shares_no_word(std::string_view surface, std::string_view name);
[[nodiscard]] bool one_word_lay_synonym(std::string_view surface, std::string_view name);
/// Round 22 (dx36): the row's name said without its number ("covid" for COVID-19): the name
/// is the words said, a hyphen or a space, then digits only.
[[nodiscard]] bool name_without_its_number(std::string_view surface, std::string_view name);
/// Whether the mention's words `raw` (lower-cased `surface`) are an abbreviation of the row
/// `name` that the display name spells out: one word of at most four letters, a plural in
/// capitals ("URTIs"), or the name without its number. (Moved from diagnoses.cpp.)
[[nodiscard]] bool said_as_abbreviation(std::string_view raw, std::string_view surface, std::string_view name);

/// Round 24 (dx40): the side said right after a sided condition, from token `from` in the
/// sentence of token `first` ("cataracts in both eyes", "a tear of the meniscus on the right",
/// "effusions bilaterally"): a preposition, a determiner, then the side word; empty otherwise.
[[nodiscard]] std::string_view laterality_after(const workspace& ws, std::size_t first, std::size_t from);

/// `name` with the side said before it ("Right knee pain", "Fracture of the radius, left").
[[nodiscard]] std::string with_laterality(std::string_view name, std::string_view side);

}  // namespace cxs::domain::extraction::detail
