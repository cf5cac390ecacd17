// Token predicates and the phrase matcher (a trie over token keys) of numbers.hpp.

#include "domain/text/numbers.hpp"

#include <algorithm>
#include <vector>

#include "domain/text/chars.hpp"

namespace cxs::domain::text {

using detail::mix64;

namespace {

[[nodiscard]] std::uint64_t edge_key(std::uint32_t node, std::uint64_t token_key) noexcept {
  const std::uint64_t k = mix64(token_key ^ (static_cast<std::uint64_t>(node) * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL));
  return k == 0 ? 1 : k;
}

}  // namespace

std::uint32_t phrase_matcher::child(std::uint32_t node, std::uint64_t token_key) const noexcept {
  const std::uint64_t key = edge_key(node, token_key);
  const std::size_t mask = edges_.size() - 1;
  for (std::size_t pos = static_cast<std::size_t>(key) & mask;; pos = (pos + 1) & mask) {
    const slot& s = edges_[pos];
    if (s.key == key) {
      return s.node;
    }
    if (s.key == 0) {
      return no_payload;
    }
  }
}

void phrase_matcher::grow() {
  std::vector<slot> old(edges_.size() * 2);
  old.swap(edges_);
  const std::size_t mask = edges_.size() - 1;
  for (const slot& s : old) {
    if (s.key == 0) {
      continue;
    }
    std::size_t pos = static_cast<std::size_t>(s.key) & mask;
    while (edges_[pos].key != 0) {
      pos = (pos + 1) & mask;
    }
    edges_[pos] = s;
  }
}

std::uint32_t phrase_matcher::child_or_add(std::uint32_t node, std::uint64_t token_key) {
  if (const std::uint32_t existing = child(node, token_key); existing != no_payload) {
    return existing;
  }
  // Keep the table at most half full so probes stay short.
  if ((edge_count_ + 1) * 2 > edges_.size()) {
    grow();
  }
  const std::uint64_t key = edge_key(node, token_key);
  const std::size_t mask = edges_.size() - 1;
  std::size_t pos = static_cast<std::size_t>(key) & mask;
  while (edges_[pos].key != 0) {
    pos = (pos + 1) & mask;
  }
  const auto id = static_cast<std::uint32_t>(payloads_.size());
  edges_[pos] = {key, id};
  ++edge_count_;
  payloads_.push_back(no_payload);
  return id;
}

void phrase_matcher::set_filter_bit(std::uint64_t first_key) noexcept {
  const auto bit = static_cast<std::size_t>(first_key >> filter_shift_);
  first_filter_[bit >> 6U] |= std::uint64_t{1} << (bit & 63U);
}

bool phrase_matcher::add(std::string_view phrase, std::uint32_t payload) {
  // One token buffer per thread (`tokenize` clears it): the extraction engine builds a few
  // dozen small matchers per text from its schema's hints.
  thread_local std::vector<token> tokens;
  tokenize(phrase, tokens);
  std::uint32_t node = 0;
  bool any = false;
  for (const token& tok : tokens) {
    if (is_soft_symbol(phrase, tok)) {
      continue;
    }
    if (!any && child(0, tok.key) == no_payload) {
      // A new first word: the filter grows with the matcher (16 bits or more per first
      // word, so about one other token in 16 gets past it to `walk`), then takes its bit.
      first_keys_.push_back(tok.key);
      constexpr unsigned max_bits_log2 = 18;
      if (first_keys_.size() * 16 > (std::size_t{1} << (64U - filter_shift_)) && 64U - filter_shift_ < max_bits_log2) {
        --filter_shift_;
        first_filter_.assign((std::size_t{1} << (64U - filter_shift_)) / 64U, 0);
        for (const std::uint64_t key : first_keys_) {
          set_filter_bit(key);
        }
      } else {
        set_filter_bit(tok.key);
      }
    }
    node = child_or_add(node, tok.key);
    any = true;
  }
  if (!any || payloads_[node] != no_payload) {
    return false;
  }
  payloads_[node] = payload;
  ++phrases_;
  return true;
}

std::optional<phrase_matcher::match> phrase_matcher::walk(std::string_view text, std::span<const token> tokens,
                                                          std::size_t first, std::size_t limit) const {
  limit = std::min(limit, tokens.size());
  std::uint32_t node = child(0, tokens[first].key);
  if (node == no_payload || is_soft_symbol(text, tokens[first])) {
    return std::nullopt;
  }
  std::optional<match> best;
  if (payloads_[node] != no_payload) {
    best = match{first + 1, payloads_[node]};
  }
  for (std::size_t k = first + 1; k < limit; ++k) {
    const token& tok = tokens[k];
    if (tok.kind == token_kind::symbol && is_soft_symbol(text, tok)) {
      continue;
    }
    node = child(node, tok.key);
    if (node == no_payload) {
      break;
    }
    if (payloads_[node] != no_payload) {
      best = match{k + 1, payloads_[node]};
    }
  }
  return best;
}

std::uint32_t phrase_matcher::find(std::string_view phrase) const {
  std::vector<token> tokens;
  tokenize(phrase, tokens);
  const auto m = longest_at(phrase, tokens, 0, tokens.size());
  // Trailing soft symbols do not count against an exact match.
  std::size_t end = tokens.size();
  while (end > 0 && is_soft_symbol(phrase, tokens[end - 1])) {
    --end;
  }
  if (m && m->end == end) {
    return m->payload;
  }
  return no_payload;
}

}  // namespace cxs::domain::text
