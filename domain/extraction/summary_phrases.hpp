#pragma once
// Internal to extraction/summary*.cpp: facts rendered as phrases (vitals with units and
// qualifiers, medicines with dose and frequency in clinical or plain words, diagnoses,
// allergies) and the small string helpers the summary styles share.

#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/extraction/engine.hpp"

namespace cxs::domain::extraction::summary_detail {

inline constexpr int max_summary_lines = 200;

inline constexpr std::size_t max_sentence_bytes = 300;

// --- small string helpers ----------------------------------------------------------

inline char lower_ascii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

inline bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

std::string to_lower(std::string_view s);

bool equals_ci(std::string_view a, std::string_view b);

// Whole-word, ASCII case-insensitive search of `needle` in `hay`.
bool contains_word_ci(std::string_view hay, std::string_view needle);

// "Fever" → "fever", but "HbA1c", "CBC", "COPD" keep their case.
std::string lower_first(std::string_view s);

std::string upper_first(std::string s);

std::string join(const std::vector<std::string>& parts, std::string_view sep);

// "a", "a and b", "a, b and c".
std::string join_and(const std::vector<std::string>& all);

// Ends a statement with a full stop unless it already ends with punctuation.
std::string terminated(std::string s);

std::string number_text(double value);

// --- facts rendered as phrases -----------------------------------------------------

struct vital_view {
  std::string_view key;        ///< vitals-block key
  std::string_view label;      ///< clinical abbreviation
  std::string_view plain;      ///< patient wording
  std::string value;           ///< value with unit, clinical
  std::string plain_value;     ///< value with unit, patient
  std::string qualifier;       ///< "high", "low", "abnormal", "implausible" or ""
  text::byte_span evidence;
};

std::string unit_text(std::string_view ucum);

std::string qualifier_of(clinical::vital_flag flag, std::string_view key, double value, double second);

std::vector<vital_view> vital_views(const clinical::vitals_block& block);

std::string clinical_vital(const vital_view& v);

std::string plain_vital(const vital_view& v);

// Medicine name for display: the generic, with the name as written when it differs.
std::string medicine_display(const clinical::medication_item& m);

bool countable_unit(std::string_view unit);

// The dose as said or as the brand name states it; a table default (never said) is not
// printed, because a summary must not state what the consult did not.
std::string dose_text(const clinical::medication_item& m);

std::string plain_frequency(std::string_view code);

std::string clinical_medication(const clinical::medication_item& m);

std::string patient_medication(const clinical::medication_item& m);

std::string diagnosis_text(const diagnosis_fact& d, bool with_codes);

std::string investigation_result(const investigation_fact& i);

std::string allergy_text(const allergy_fact& a);

std::string allergies_line(const clinical_facts& facts);

std::string symptoms_text(const clinical_facts& facts);

inline bool is_current(const clinical::medication_item& m) { return m.context == clinical::medication_context::current; }

}  // namespace cxs::domain::extraction::summary_detail
