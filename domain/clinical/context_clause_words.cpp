// The word index of the clause-level ConText rules (context_clause_words.hpp): which words
// may start a rule of clause_trigger, by group, and the kin terms' keys.

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_course_words.hpp"

#include <algorithm>
#include <string_view>
#include <vector>

#include "domain/clinical/context_document.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::context_detail::clause_vocab {

clause_word_filter::clause_word_filter() {
  const auto add = [this](std::string_view w, std::uint8_t group) {
    if (w.find(' ') != std::string_view::npos) {
      return;  // several words: the lexicon's
    }
    const std::uint64_t key = text::token_key(w);
    const auto at = std::find_if(words_.begin(), words_.end(), [key](const auto& e) { return e.first == key; });
    if (at != words_.end()) {
      at->second |= group;
      return;
    }
    if ((group & (g_imperative | g_filler)) == 0) {
      bits_[(key >> 6) & 15u] |= std::uint64_t{1} << (key & 63u);
    }
    words_.emplace_back(key, group);
  };
  for (std::string_view w : irrealis_modals) {
    add(w, g_modal);
  }
  for (std::string_view w : generic_people) {
    add(w, g_generic);
  }
  for (std::string_view w : resolution_verbs) {
    add(w.substr(0, w.find(' ')), g_resolution);  // a phrasal verb by its verb ("eased off": "eased")
  }
  for (std::string_view w : {"can", "in", "when", "ago", "back", "last", "ho", "jab", "if", "runs", "run", "so", "during",
                              "out",
                              // round 20: "... may upset the stomach and give you diarrhoea"
                              "give",
                              // round 20: "... lasted a month and then eased off"
                              "lasted"}) {
    add(w, g_other);
  }
  for (std::string_view v : coordinated_causing_verbs) {  // round 15: "and bring on", at the verb
    add(v.substr(0, v.find(' ')), g_other);
  }
  for (std::string_view w : decade_words) {  // round 15: "in his forties"
    add(w, g_other);
  }
  for (std::string_view w : course_vocab::named_times) {  // round 14: "at Diwali", "last Christmas"
    add(w, g_other);
  }
  for (std::string_view w : household_people) {
    add(w, g_other);
  }
  for (std::string_view w : early_life_places) {  // round 26: "had chickenpox in nursery"
    add(w, g_other);
  }
  for (std::string_view w : owned_risk_nouns) {
    add(w, g_other);
  }
  // Round 10's time rules start at the rarer word of their pair, the period of "in years" and
  // the age of "at twelve", in groups of their own so that clause_trigger runs only them there.
  for (std::string_view w : long_periods) {
    add(w, g_period);
  }
  for (std::string_view w : age_words) {
    if (w.size() > 2 && w != "young" && w != "younger" && w != "little" && w != "small") {
      add(w, g_age);
    }
  }
  for (std::string_view w : instruction_verbs) {
    add(w, g_imperative);
  }
  for (std::string_view w : instruction_fillers) {
    add(w, g_filler);
  }
  std::sort(words_.begin(), words_.end());
  std::size_t size = 64;
  while (size < words_.size() * 2) {
    size *= 2;
  }
  table_.assign(size, {0, 0});
  mask_ = size - 1;
  for (const auto& [key, groups] : words_) {
    std::size_t at = (key >> 10) & mask_;
    while (table_[at].second != 0) {
      at = (at + 1) & mask_;
    }
    table_[at] = {key, groups};
  }
}

// Whether a token key is a kin term's (`relatives`): one binary search, the word checked after.
bool kin_term(std::uint64_t key) {
  static const std::vector<std::uint64_t> keys = [] {
    std::vector<std::uint64_t> out;
    for (std::string_view r : relatives) {
      out.push_back(text::token_key(r));
    }
    std::sort(out.begin(), out.end());
    return out;
  }();
  return std::binary_search(keys.begin(), keys.end(), key);
}

const clause_word_filter& clause_words() {
  static const clause_word_filter filter;
  return filter;
}

}  // namespace cxs::domain::clinical::context_detail::clause_vocab

namespace cxs::domain::clinical {

const std::array<std::uint64_t, 16>& context_detail::clause_word_bits() { return context_detail::clause_vocab::clause_words().bits(); }

}  // namespace cxs::domain::clinical
