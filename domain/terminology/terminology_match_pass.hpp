#pragma once
// Internal to terminology/*.cpp: one run of terminology::impl::match over a text. The members
// are the state every engine rule reads (the text, its words, the matches so far); the member
// functions are the rules, each named for what it reads.
//
// Why the split is where it is (spd24, issue 18): match was one ~670-line function whose rules
// were lambdas sharing that state. The rules run at three different rates, and each rate has its
// own file:
// - terminology_match.cpp: the pass itself, which looks at every word: the words' ids, the
//   longest term from each word, capitalised "AGE", and the obstetric formulas after the loop.
//   The helpers every rule asks about a word (word, joined) are defined here in the class so
//   they inline as the lambdas did.
// - terminology_word_order.cpp: the rules that read a table's term from words said in another
//   order ("the thyroid is overactive", "my knee hurts", "a sprained wrist", "pain in the knee").
//   The pass calls one only after a word whose id says it can start there (a byte per word id,
//   terminology_word_rules.cpp), so most words never reach that file.
// - terminology_measure_rules.cpp: the readings of a matched term from the words around it (drug
//   or test, "bp is high", "for your blood pressure , continue ...", "sugar ki dawai"): once per
//   match, not per word.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/terminology/terminology_impl.hpp"

namespace cxs::domain::terminology::detail {

class match_pass {
 public:
  /// `toks` are the text's words, tokenized into `norm_all`; matches are appended to `out`.
  match_pass(const terminology::impl& tables, std::string_view text, std::vector<token>& toks,
             std::string_view norm_all, const match_options& options, std::vector<concept_match>& out);

  /// Looks up each word's vocabulary id and its singular's, and notes the obstetric formulas.
  void read_word_ids();
  /// Reads the terms and the engine rules left to right over the words.
  void read_terms();
  /// The engine rules read after the loop: pregnancies, lab symbols, drugs listed with tests.
  void read_after_terms();

 private:
  /// The longest term starting at a word (target -1 when none).
  struct longest {
    std::int32_t target = -1;
    std::size_t last = 0;
    std::uint32_t node = 0;
  };

  // The normalised word k. (Not substr: the tokenizer's offsets are in range, and substr's
  // check would be a compare and branch at every word every rule asks about.)
  std::string_view word(std::size_t k) const {
    return {norm_all_.data() + toks_[k].norm_begin, toks_[k].norm_len};
  }
  // True when token k continues the phrase that ends at token k - 1.
  bool joined(std::size_t k) const { return !toks_[k].break_before; }
  // The characters between token k - 1 and token k: spaces, and any comma or stop.
  std::string_view gap_before(std::size_t k) const {
    return {text_.data() + toks_[k - 1].end, toks_[k].begin - toks_[k - 1].end};
  }
  // True when only spaces and a single comma stand between token k - 1 and token k.
  bool one_comma_before(std::size_t k) const {
    const std::string_view gap = gap_before(k);
    const auto comma = gap.find(',');
    return comma != std::string_view::npos && gap.find_first_not_of(' ') == comma &&
           gap.find_first_not_of(' ', comma + 1) == std::string_view::npos;
  }
  // A condition match an engine rule read from the words [b, e], terminal `t` of the trie.
  void push_rule_condition(std::int32_t t, std::size_t b, std::size_t e);

  // terminology_match.cpp
  longest longest_term_at(std::size_t i) const;
  void read_age(std::size_t i);
  bool reads_as_blood_pressure(std::size_t i) const;
  std::size_t gestation_after(std::size_t f) const;
  void read_pregnancies();

  // terminology_word_order.cpp: each returns the word after the words it read, or 0 when it
  // read none (a rule always reads at least the word it starts at, so 0 is never a next word).
  // Tries the rules the word_rules bytes of word i allow, in turn.
  std::size_t read_word_order(std::size_t i, std::uint8_t here, std::uint8_t here_stem, std::size_t term_last);
  std::size_t read_predicate_adjective(std::size_t i, std::uint32_t noun);
  std::size_t read_site_that_hurts(std::size_t i, std::uint32_t site);
  std::size_t read_injury_participle(std::size_t i, std::size_t term_last);
  std::size_t read_symptom_before_site(std::size_t i, std::size_t term_last);

  // terminology_measure_rules.cpp: the readings of match `m` (words i to `last`, its term `tg`)
  // from the words around it; each may widen `last`. Returns the verdict of a reading said after
  // a measure ("your potassium ... is too high"), a second match over the same words.
  std::optional<concept_ref> read_around_term(concept_match& m, const target& tg, std::size_t i, std::size_t& last);
  void choose_drug_or_test(concept_match& m, std::size_t i, std::size_t last) const;
  void read_level_words(concept_match& m, const measure_rule& rule, std::size_t& last) const;
  std::optional<concept_ref> reading_verdict(const measure_rule& rule, std::size_t last) const;
  bool managed_after_plan_turn(std::size_t i, std::size_t last) const;
  bool numbered_heading(std::size_t i, std::size_t last) const;
  bool taken_for_measure(std::size_t i) const;
  void read_medicine_word(concept_match& m, const target& tg, const measure_rule* rule, std::size_t i,
                          std::size_t& last);

  const terminology::impl& tm_;
  std::string_view text_;
  std::vector<token>& toks_;
  std::string_view norm_all_;
  const match_options& options_;
  std::vector<concept_match>& out_;
  std::size_t first_out_;  // out_'s size before this text: the matches before are another text's
  std::size_t n_;          // the number of words
  std::uint32_t pain_id_;  // the word id of "pain"
  // The obstetric formulas of the text ("g2p1"), for the pregnancy rule: found by read_word_ids,
  // where every word is looked at anyway, so the match loop compares one index per word.
  std::vector<std::size_t> formulas_;
  std::string singular_scratch_;
};

}  // namespace cxs::domain::terminology::detail
