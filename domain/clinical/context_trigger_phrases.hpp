#pragma once
// Whether the words that end at a token make up a trigger phrase of the context lexicon: for
// readers outside clinical/context*.cpp that must not take a trigger's words for something
// else (a condition's name must never take "without doubt" or "query" as its modifier).
// Defined in context_triggers.cpp, from the same phrase index the context rules use, so a
// trigger added to the lexicon is known here without a second list.

#include <cstddef>
#include <span>

#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

/// Whether tokens [j, last] for some j ≥ `first` spell a negation, hedge, hypothetical or
/// pseudo-trigger phrase of the lexicon ("no doubt", "without doubt", "query", "possible").
/// Historical, experiencer and course phrases are not asked: their words ("childhood",
/// "contact") can be a name's own.
[[nodiscard]] bool denial_or_hedge_phrase_ends_at(std::span<const text::token> toks, std::size_t first,
                                                  std::size_t last);

}  // namespace cxs::domain::clinical
