#pragma once
// Internal to clinical/context*.cpp: every trigger phrase of the lexicon (plus the phrases
// made from it: "mother says", "in his father", "doctor thinks") indexed by its first
// word's token key, so a sentence is searched with one table probe per word.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/key_probe.hpp"

namespace cxs::domain::clinical::context_detail {

/// One trigger phrase: its words, their token keys, and what it does.
struct phrase_entry {
  std::vector<std::string> words;
  std::vector<std::uint64_t> keys;  // text::token_key of each word
  // Bit w: word w is told apart by its key alone. A word of at most eight bytes and no ASCII
  // capital (a ConText word's form has none) is one hashed chunk, and token_key is one-to-one
  // on such chunks of one length (but for the one hash it moves off 0), so an equal key and
  // length is the same word: the bytes need not be compared again (a memcmp call a match).
  std::uint32_t key_decides = 0;
  trigger_spec spec;
  // How far it reaches each way: one phrase listed as a pre- and a post-trigger keeps each
  // use's window ("resolved pneumonia" reaches one word ahead; "pneumonia after her first
  // child, resolved" reaches further back).
  std::uint8_t ahead = 0;
  std::uint8_t behind = 0;
};

/// The phrase index (immutable once built; see `triggers()`).
class trigger_index {
 public:
  trigger_index();

  /// The entries whose first word has token key `key`, longest first, with a summary of
  /// their second words; null when no phrase starts with that word.
  struct slot {
    std::uint64_t key = 0;
    const std::vector<std::size_t>* list = nullptr;  // into by_first_ (nodes never move)
    std::uint64_t second_mask = 0;  // bit (second key & 63) of each longer entry
    std::size_t single_from = 0;    // where the one-word entries start in `list`
  };
  [[nodiscard]] const slot* probe(std::uint64_t key) const {
    return text::find_slot<slot>(
        slots_.data(), mask_, static_cast<std::size_t>(key), [key](const slot& s) { return s.key == key; },
        [](const slot& s) { return s.list == nullptr; });
  }
  /// Whether `key` may be the second word of a longer entry of `sl` (a one-bit summary: a
  /// "no" is exact, a "yes" is checked entry by entry).
  [[nodiscard]] static bool may_follow(const slot& sl, std::uint64_t key) {
    return (sl.second_mask & (std::uint64_t{1} << (key & 63u))) != 0;
  }
  [[nodiscard]] const phrase_entry& entry(std::size_t k) const { return entries_[k]; }

  /// The positions in `list` of the slot of `first` of the entries of two or more words whose
  /// second word has key `second`, ascending (so still longest first); empty when none.
  /// A sentence's word is tried against these instead of every longer entry of its slot.
  [[nodiscard]] std::span<const std::uint32_t> followers(std::uint64_t first, std::uint64_t second) const {
    const pair_slot* ps = text::find_slot<pair_slot>(
        pairs_.data(), pair_mask_, pair_hash(first, second),
        [first, second](const pair_slot& p) { return p.first == first && p.second == second; },
        [](const pair_slot& p) { return p.count == 0; });
    if (ps == nullptr) {
      return {};
    }
    return {pair_positions_.data() + ps->begin, ps->count};
  }

  /// Words in entry `k`, and the token key of its second word (0 for one word): checked
  /// first, from a small array, so most candidates are rejected without reading the entry.
  struct shape {
    std::uint64_t second_key = 0;
    std::size_t length = 0;
  };
  [[nodiscard]] const shape& shape_of(std::size_t k) const { return shapes_[k]; }

  /// Whether a word with token key `key` may stand inside a phrase ("can sometimes cause").
  [[nodiscard]] bool insertable(std::uint64_t key) const {
    return (insertable_mask_ & (std::uint64_t{1} << (key & 63u))) != 0 &&
           std::find(insertable_.begin(), insertable_.end(), key) != insertable_.end();
  }

 private:
  void add(const trigger_spec& s);

  std::vector<std::string> extra_;
  std::vector<std::string> unresolved_;  // "gayi nahi", "utar hi nahi" (round 10)
  std::vector<std::string> opinions_;
  std::vector<std::string> generated_;
  std::vector<std::string> possessives_;   // "fathers", "neighbours": a relative's or another's
  std::vector<std::string> consequences_;  // "or you may", "or it will"
  std::vector<std::uint64_t> insertable_;  // token keys of `insertable_words`
  std::uint64_t insertable_mask_ = 0;      // bit (key & 63) of each: most words fail here
  std::vector<phrase_entry> entries_;
  std::vector<shape> shapes_;  // parallel to entries_
  std::unordered_map<std::uint64_t, std::vector<std::size_t>> by_first_;
  std::vector<slot> slots_;
  std::size_t mask_ = 0;

  // (first key, second key) -> positions in the first key's list: an open-addressing table.
  struct pair_slot {
    std::uint64_t first = 0;
    std::uint64_t second = 0;
    std::uint32_t begin = 0;  // into pair_positions_
    std::uint32_t count = 0;  // 0: an empty slot
  };
  [[nodiscard]] static std::size_t pair_hash(std::uint64_t first, std::uint64_t second) {
    return static_cast<std::size_t>(first ^ ((second << 23) | (second >> 41)));
  }
  std::vector<pair_slot> pairs_;
  std::vector<std::uint32_t> pair_positions_;
  std::size_t pair_mask_ = 0;
};

/// The process-wide index (built on first use, thread-safe).
[[nodiscard]] const trigger_index& triggers();

}  // namespace cxs::domain::clinical::context_detail
