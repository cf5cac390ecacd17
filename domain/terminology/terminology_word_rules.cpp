// The per-word-id tables of the terminology's match loop (issue 18), moved out of
// terminology.cpp's build_matcher when that file passed 700 lines. Each is one read per word
// of a text in terminology_match.cpp, so the word-order engine rules ("your thyroid is
// overactive", "a sprained wrist", "my knee hurts") cost nothing for the many words that
// start none of them.

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <vector>

#include "domain/terminology/terminology_impl.hpp"

namespace cxs::domain::terminology {

void terminology::impl::build_word_rules() {
  word_rules.assign(vocab.size(), 0);
  for (const std::string_view head : detail::site_heads) {
    if (const std::uint32_t id = fast_vocab.find(head); id != detail::no_id && id < word_rules.size()) {
      word_rules[id] |= site_head_rule;
    }
  }
  pressure_word = fast_vocab.find("pressure");
  participle_noun.assign(vocab.size(), detail::no_id);
  for (const auto& ip : detail::injury_participles) {
    const std::uint32_t id = fast_vocab.find(ip.participle);
    participle_noun[id] = fast_vocab.find(ip.noun);
    if (participle_noun[id] != detail::no_id) {
      word_rules[id] |= participle_rule;
    }
  }
  std::vector<std::uint32_t> adjective_nodes;
  for (const std::string_view adjective : detail::predicate_adjectives) {
    if (const std::uint32_t id = fast_vocab.find(adjective); id != detail::no_id) {
      if (const std::uint32_t node = child(0, id); node != 0) {
        adjective_nodes.push_back(node);
      }
    }
  }
  for (const auto& [key, child_node] : edges) {
    const auto parent = static_cast<std::uint32_t>(key >> 32U);
    const auto word_id = static_cast<std::uint32_t>(key);
    const std::int32_t t = terminal[child_node];
    if (t >= 0 && targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition &&
        std::find(adjective_nodes.begin(), adjective_nodes.end(), parent) != adjective_nodes.end() &&
        word_id < word_rules.size()) {
      word_rules[word_id] |= predicate_noun_rule;
    }
  }
  if (const std::uint32_t pain = fast_vocab.find("pain"); pain != detail::no_id) {
    for (const auto& [key, site_node] : edges) {
      const auto site = static_cast<std::uint32_t>(key);
      if ((key >> 32U) != 0 || site >= word_rules.size()) {
        continue;
      }
      const std::uint32_t pain_node = child(site_node, pain);
      const std::int32_t t = pain_node == 0 ? -1 : terminal[pain_node];
      if (t >= 0 && targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition) {
        word_rules[site] |= pain_site_rule;
      }
    }
  }
}

}  // namespace cxs::domain::terminology
