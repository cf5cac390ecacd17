#pragma once
// The probe of the small open-addressing tables keyed by token keys (text/numbers.hpp) that
// ConText reads at nearly every word: trigger phrases and their word pairs
// (clinical/context_triggers.hpp), clause words (context_clause_words.hpp) and frame-cue words
// (context_frames.cpp). Hand-written rather than a standard container: a token key is already
// a good hash, so a lookup is one masked index and, for most words, one slot read, where
// std::unordered_map hashes again and follows a node pointer (and boost::unordered_flat_map
// mixes the hash again and matches a group of slots) at every word of every sentence.

#include <cstddef>

namespace cxs::domain::text {

/// The slot of `table` (of size `mask` + 1, a power of two, with at least one free slot) that
/// `found` accepts, probing linearly from `home`; null at the first `free` slot on the way.
/// (The mask is the caller's, kept with its table: worked out from the size it cost a few
/// instructions at every word.)
template <class Slot, class Found, class Free>
[[nodiscard, gnu::always_inline]] constexpr const Slot* find_slot(const Slot* table, std::size_t mask, std::size_t home,
                                                                  Found found, Free free) {
  for (std::size_t at = home & mask;; at = (at + 1) & mask) {
    const Slot& slot = table[at];
    if (free(slot)) {
      return nullptr;
    }
    if (found(slot)) {
      return &slot;
    }
  }
}

}  // namespace cxs::domain::text
