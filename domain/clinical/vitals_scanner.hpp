#pragma once
// Internal to clinical/vitals*.cpp: the one-pass scanner behind `find_vitals`. Keywords
// open a short forward window in which the first number that fits the vital is the
// reading; a few units identify a vital without a keyword; each vital keeps only its best
// candidate. vitals_scanner.cpp holds the method bodies.

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

#include "domain/clinical/vitals_tables.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::vitals_detail {

enum class speaker : std::uint8_t { unknown, clinician, patient };

struct candidate {
  bool present = false;
  double value = 0;      // normalised; systolic for blood pressure
  double diastolic = 0;  // blood pressure only
  std::optional<quantity> original;
  byte_span evidence;
  bool fasting = false;
  bool implausible = false;
  int tier = 0;  // 0 current, 1 plain clinician, 2 patient, 3 historical
  std::size_t order = 0;
};

// Lower is better.
[[nodiscard]] inline bool better(const candidate& a, const candidate& b) {
  if (!b.present) {
    return true;
  }
  if (a.implausible != b.implausible) {
    return !a.implausible;
  }
  if (a.tier != b.tier) {
    return a.tier < b.tier;
  }
  return a.order > b.order;
}

[[nodiscard]] inline bool is_implausible(vital_kind kind, double value, double diastolic) {
  const range_def& r = range_of(kind);
  if (value < r.implausible_below || value > r.implausible_above) {
    return true;
  }
  if (kind == vital_kind::bp) {
    return diastolic < diastolic_implausible_below || diastolic > diastolic_implausible_above || diastolic >= value;
  }
  return false;
}

// Result of reading a value after a keyword.
struct read_result {
  bool accepted = false;
  bool unit_said = false;  // blood pressure: "mmHg" followed the pair
  std::size_t next = 0;  // where scanning resumes (one past what was read or rejected)
  double value = 0;
  double diastolic = 0;
  std::optional<quantity> original;
};

class scanner {
 public:
  scanner(std::string_view text, std::span<const token> tokens, const lexicon& lex)
      : text_(text), toks_(tokens), lex_(lex) {}

  void run();

  std::array<candidate, vital_kind_count> best{};

 private:
  // ------------------------------------------------------------ helpers

  // Token `k` is the word (or symbol) with key `key`, e.g. "over"_key.
  [[nodiscard]] bool word_at(std::size_t k, std::uint64_t key) const { return k < toks_.size() && toks_[k].key == key; }

  [[nodiscard]] bool symbol_at(std::size_t k, std::uint64_t key) const { return word_at(k, key); }

  [[nodiscard]] bool number_at(std::size_t k) const {
    return k < toks_.size() && toks_[k].kind == token_kind::number;
  }

  // A unit of time or a count word after a number (English and romanised Indian
  // languages: Hindi "din"/"hafte"/"mahine"/"saal"/"ghante"/"baar", Tamil "naal", Telugu
  // "rojulu", Marathi "divas", Bengali "din"/"mash").
  [[nodiscard]] bool duration_word_at(std::size_t k) const;

  void update_speaker(std::size_t i);

  [[nodiscard]] speaker classify_speaker(std::size_t k) const;

  [[nodiscard]] std::optional<unit_id> unit_at(std::size_t k, std::size_t& end) const;

  // The cue that starts at `k`, if any.
  [[nodiscard]] std::optional<phrase_matcher::match> cue_at(std::size_t k) const {
    return lex_.cues.longest_at(text_, toks_, k, toks_.size());
  }

  // True when a cue of `kind` starts within `words` words before token `k`, inside the sentence.
  [[nodiscard]] bool cue_before(std::size_t k, cue kind, int words) const;
  /// Whether another vital's label is within a few words of tokens [first, end) in the sentence.
  [[nodiscard]] bool beside_another_vital(std::size_t first, std::size_t end) const;

  // Historical / current cues in the sentence around a reading: from the sentence start
  // (at most 30 tokens back) to a few tokens after the value.
  // `clause_from`, when set, is where the reading's own clause starts: cues before it are
  // another reading's ("BP was 160/100 last week , today 138/86").
  [[nodiscard]] int tier_for(std::size_t keyword_first, std::size_t value_end,
                             std::size_t clause_from = static_cast<std::size_t>(-1)) const;

  // After a reading ending at `after`: a second reading of the same vital in the next
  // clause, said with a time of its own ("… last week , today 138/86"); offered apart.
  void read_second_reading(vital_kind kind, std::size_t after, std::size_t keyword_first, bool fasting);

  // ------------------------------------------------------------ unit conversion

  [[nodiscard]] static bool compatible(vital_kind kind, unit_id unit);

  // Converts a single value to the block unit; `unit` is nullopt when none was said.
  static void normalise(vital_kind kind, double value, std::optional<unit_id> unit, read_result& out);

  // ------------------------------------------------------------ value readers

  // "130/85", "130 by 85", "one thirty over over eighty five", "130 upon 85 mm Hg".
  [[nodiscard]] read_result read_pair(std::size_t j) const;

  // Height with feet and inches: "5'6\"", "5 ft 6 in", "five feet , six inches", "five foot six".
  // `j` is the feet number, `k` the token after the feet unit.
  [[nodiscard]] read_result read_feet(std::size_t j, std::size_t k) const;

  // The feet unit after a number: "ft"/"feet"/"foot" or an apostrophe. Sets `after`.
  [[nodiscard]] bool feet_unit_at(std::size_t k, std::size_t& after) const;

  [[nodiscard]] read_result read_single(vital_kind kind, std::size_t j) const;

  // ------------------------------------------------------------ handlers

  void handle_keyword(std::size_t first, const phrase_matcher::match& m);

  // Units that identify a vital without a keyword.
  void handle_anchored(std::size_t j);

  // "tall", "in height", "height" right after a length; extends `end` over it.
  [[nodiscard]] bool height_word_after(std::size_t& end) const;

  void offer(vital_kind kind, const read_result& r, byte_span evidence, std::size_t keyword_first, bool fasting,
             std::size_t clause_from = static_cast<std::size_t>(-1));

  std::string_view text_;
  std::span<const token> toks_;
  const lexicon& lex_;
  std::size_t sentence_start_ = 0;
  std::size_t consumed_end_ = 0;
  std::size_t order_ = 0;
  speaker speaker_ = speaker::unknown;
};

}  // namespace cxs::domain::clinical::vitals_detail
