#pragma once
// Internal to terminology/*.cpp: the flat hash tables the matcher reads (the vocabulary and
// the trie's edges). Moved from terminology_impl.hpp, which had grown past 700 lines.

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "domain/terminology/terminology_tokens.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::terminology::detail {

// Open-addressing tables the matcher reads after start-up (built once from the maps that
// grow while the tables are parsed). Lookups hash each word once and probe a flat array
// instead of walking node-based buckets; the match loop does one per word and one per
// trie step, which made them the largest cost of `match`.
class frozen_vocabulary {
 public:
  template <typename Map>
  void build(const Map& words) {
    std::size_t size = 16;
    while (size < words.size() * 2) {
      size *= 2;
    }
    slots_.assign(size, slot{});
    words_.assign(size, std::string_view{});
    mask_ = size - 1;
    for (const auto& [word, id] : words) {
      const std::uint64_t h = text::token_key(word);
      std::size_t at = static_cast<std::size_t>(h) & mask_;
      while (slots_[at].id != no_id) {
        at = (at + 1) & mask_;
      }
      slots_[at] = slot{h, id, short_length(word, h)};
      words_[at] = word;
    }
  }
  /// The id of `word`, or no_id.
  [[nodiscard]] std::uint32_t find(std::string_view word) const noexcept { return find(word, text::token_key(word)); }
  /// The same, for a word whose `text::token_key` the caller already has.
  [[nodiscard]] std::uint32_t find(std::string_view word, std::uint64_t h) const noexcept {
    for (std::size_t at = static_cast<std::size_t>(h) & mask_;; at = (at + 1) & mask_) {
      const slot& sl = slots_[at];
      if (sl.id == no_id) {
        return no_id;
      }
      if (sl.key == h && words_[at] == word) {
        return sl.id;
      }
    }
  }
  /// The same, for a word with no ASCII capitals (a lower-cased token form) whose
  /// `text::token_key` is `h`. A short word is then known by its key and length alone:
  /// `token_key` is one-to-one on the words of one length up to eight bytes once capitals are
  /// folded (one chunk, then invertible steps), so neither the word's bytes nor a compare of
  /// them is read (they cost a cache miss and a call to memcmp at most words of a text).
  [[nodiscard]] std::uint32_t find_lowered(std::string_view word, std::uint64_t h) const noexcept {
    for (std::size_t at = static_cast<std::size_t>(h) & mask_;; at = (at + 1) & mask_) {
      const slot& sl = slots_[at];
      if (sl.id == no_id) {
        return no_id;
      }
      if (sl.key == h && (sl.short_length == word.size() || words_[at] == word)) {
        return sl.id;
      }
    }
  }
  [[nodiscard]] std::size_t memory_bytes() const noexcept {
    return slots_.capacity() * sizeof(slot) + words_.capacity() * sizeof(std::string_view);
  }

 private:
  // The probe reads only 16-byte slots (a word per input token, most of them misses that
  // end at an empty slot): the words, needed only when the keys agree on a long word or one
  // with capitals, are kept apart so the probed array stays small.
  struct slot {
    std::uint64_t key = 0;  ///< the word's `text::token_key`
    std::uint32_t id = no_id;
    std::uint32_t short_length = not_short;  ///< see short_length()
  };
  static constexpr std::uint32_t not_short = 0xFFFFFFFFU;
  // The word's length where find_lowered may know it by key and length alone: at most eight
  // bytes, no ASCII capitals, and a key that is not 1 (`token_key` turns a hash of 0 into 1,
  // the one place two short words of one length could share a key); else not_short.
  [[nodiscard]] static std::uint32_t short_length(std::string_view word, std::uint64_t h) noexcept {
    if (word.size() > 8 || h == 1) {
      return not_short;
    }
    for (const char c : word) {
      if (c >= 'A' && c <= 'Z') {
        return not_short;
      }
    }
    return static_cast<std::uint32_t>(word.size());
  }
  std::vector<slot> slots_{slot{}};
  std::vector<std::string_view> words_{std::string_view{}};  // parallel to slots_; views of the map's keys
  std::size_t mask_ = 0;
};

class frozen_edges {
 public:
  template <typename Map>
  void build(const Map& edges) {
    std::size_t size = 16;
    while (size < edges.size() * 2) {
      size *= 2;
    }
    slots_.assign(size, slot{});
    mask_ = size - 1;
    for (const auto& [key, child] : edges) {
      std::size_t at = static_cast<std::size_t>(text::detail::mix64(key)) & mask_;
      while (slots_[at].child != 0) {
        at = (at + 1) & mask_;
      }
      slots_[at] = slot{key, child};
    }
  }
  /// The child for `key` ((node << 32) | word), or 0.
  [[nodiscard]] std::uint32_t find(std::uint64_t key) const noexcept {
    for (std::size_t at = static_cast<std::size_t>(text::detail::mix64(key)) & mask_;; at = (at + 1) & mask_) {
      const slot& sl = slots_[at];
      if (sl.child == 0 || sl.key == key) {
        return sl.child;
      }
    }
  }
  [[nodiscard]] bool empty() const noexcept { return mask_ == 0; }
  [[nodiscard]] std::size_t memory_bytes() const noexcept { return slots_.capacity() * sizeof(slot); }

 private:
  struct slot {
    std::uint64_t key = 0;
    std::uint32_t child = 0;  // 0 = empty (node 0 is the root, never a child)
  };
  std::vector<slot> slots_{slot{}};
  std::size_t mask_ = 0;
};

}  // namespace cxs::domain::terminology::detail
