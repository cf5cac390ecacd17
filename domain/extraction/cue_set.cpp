// cue_set (engine_detail.hpp): phrases matched on tokens, and the workspace's cache of the
// tokens each cue set's phrases may start at (cue_set::find over a workspace).

#include "domain/extraction/engine_detail.hpp"

#include <algorithm>
#include <atomic>
#include <vector>

namespace cxs::domain::extraction::detail {

cue_set::cue_set(std::initializer_list<std::string_view> phrases) {
  std::uint32_t id = 0;
  for (const auto p : phrases) {
    add(p, id++);
  }
}

void cue_set::add(std::string_view phrase, std::uint32_t id) {
  if (!matcher_.add(phrase, id)) {
    return;  // no words, or a phrase already there: nothing changes
  }
  // The phrase's first word as the matcher keys it (soft symbols are not words of a phrase).
  thread_local std::vector<text::token> words;
  text::tokenize(phrase, words);
  for (const text::token& w : words) {
    if (!text::is_soft_symbol(phrase, w)) {
      if (std::find(first_keys_.begin(), first_keys_.end(), w.key) == first_keys_.end()) {
        first_keys_.push_back(w.key);
      }
      break;
    }
  }
  serial_ = next_serial();  // other phrases: the starts cached under the old number no longer hold
}

std::uint64_t cue_set::next_serial() noexcept {
  static std::atomic<std::uint64_t> last{0};
  return last.fetch_add(1, std::memory_order_relaxed) + 1;
}

std::optional<cue_set::hit> cue_set::find_last(std::string_view text, std::span<const text::token> tokens,
                                               std::size_t first, std::size_t last) const {
  last = std::min(last, tokens.size());
  for (std::size_t i = last; i > first; --i) {
    if (const auto m = matcher_.longest_at(text, tokens, i - 1, last)) {
      return hit{i - 1, m->end, m->payload};
    }
  }
  return std::nullopt;
}

const std::uint64_t* workspace::cue_starts_probed(std::span<const std::uint64_t> first_keys,
                                                  std::uint64_t serial) const {
  constexpr std::size_t mask = cue_starts_slots - 1;
  std::size_t pos = static_cast<std::size_t>(serial) & mask;
  while (cue_starts_table_[pos].serial != 0) {
    if (cue_starts_table_[pos].serial == serial) {
      return cue_start_bits_.data() + cue_starts_table_[pos].offset;
    }
    pos = (pos + 1) & mask;
  }
  if (cue_starts_count_ == cue_starts_max) {
    return nullptr;
  }
  const std::size_t words = (tokens.size() + 63) / 64;
  const std::size_t offset = cue_start_bits_.size();
  cue_start_bits_.resize(offset + words, 0);
  std::uint64_t* bits = cue_start_bits_.data() + offset;
  for (const std::uint64_t key : first_keys) {
    for (std::uint32_t t = key_chain_heads[static_cast<std::size_t>(key >> (64U - key_chain_bits))]; t != no_token;
         t = key_chain[t]) {
      if (tokens[t].key == key) {
        bits[t >> 6U] |= std::uint64_t{1} << (t & 63U);
      }
    }
  }
  cue_starts_table_[pos] = cue_starts_slot{serial, static_cast<std::uint32_t>(offset)};
  ++cue_starts_count_;
  return bits;
}

} // namespace cxs::domain::extraction::detail
