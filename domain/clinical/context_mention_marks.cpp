// Readings assess takes from the mention's own marks and its section's value: an instruction
// heading's value that names the patient's own condition (review rv18), a query mark on a word
// qualifying the mention, and years in a bracket right after it (round 17).

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "domain/clinical/context_care_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// What a counselling heading teaches about a condition of the patient's ("diabetes diet",
// "asthma action plan", "epilepsy medication").
constexpr std::array<std::string_view, 6> instruction_care_nouns{"diet", "technique", "inhaler", "inhalers",
                                                                 "action", "self-management"};

// Words of a heading that names what to come back for ("Return precautions", "Come back if",
// "Red flags", "Warning signs").
constexpr std::array<std::string_view, 6> return_heading_words{"return", "back", "flags", "warning", "danger", "if"};

}  // namespace

// Review rv18: a heading of precautions or counselling ("Return if:", "Red flags:",
// "Counselled about:") lists what may come or what was taught, except where its value says
// the condition is the patient's own: the condition modifies a noun of its care ("Counselled
// about: asthma inhaler technique", "Patient education: diabetes diet"), the topic of the
// teaching being a condition the patient has; or the clause reports it found ("Red flags:
// weight loss present", "positive for neck stiffness").
bool context_document::impl::instruction_names_own(const sentence& s, std::size_t t0, std::size_t t1) const {
  static constexpr std::array<std::string_view, 5> found_words{"present", "positive", "noted", "found", "elicited"};
  if (t1 + 1 < s.e && toks[t1 + 1].kind == tok_kind::word &&
      (in<care_nouns>(toks[t1 + 1].norm) || in<instruction_care_nouns>(toks[t1 + 1].norm))) {
    // Review rv37: "symptoms" under a heading of what to return for ("Return precautions for:
    // stroke symptoms", "Return if: sepsis symptoms") are watched for, not taught about.
    if (!is_word(t1 + 1, "symptoms")) {
      return true;
    }
    // The heading's words: from the line's start to the sentence (the value opens the sentence).
    for (std::size_t k = s.b; k > 0 && toks[k - 1].kind != tok_kind::newline &&
                              toks[k - 1].kind != tok_kind::speaker;
         --k) {
      if (toks[k - 1].kind == tok_kind::word && in<return_heading_words>(toks[k - 1].norm)) {
        return false;
      }
    }
    return true;
  }
  // Review rv19: the condition that opens the value, joined by "and" to a noun of its care
  // ("Counselled on: hypertension and salt intake", "diabetes and foot care"): the topic of the
  // teaching. Not a second condition ("Return if: chest pain and breathlessness"), nor one
  // named as signs ("Counselled about: signs of stroke and diet" does not open the value).
  static constexpr std::array<std::string_view, 5> lifestyle_nouns{"intake", "exercise", "lifestyle", "weight",
                                                                    "cessation"};
  // (The heading's colon is not in the sentence: the value opens it.)
  if ((t0 == s.b || (toks[t0 - 1].kind == tok_kind::punct && toks[t0 - 1].norm == ":")) && t1 + 2 < s.e &&
      toks[t1 + 1].norm == "and") {
    for (std::size_t k = t1 + 2; k < s.e && k < t1 + 5 && toks[k].kind == tok_kind::word; ++k) {
      if (in<care_nouns>(toks[k].norm) || in<instruction_care_nouns>(toks[k].norm) ||
          in<lifestyle_nouns>(toks[k].norm)) {
        return true;
      }
    }
  }
  // The mention's clause: from the last comma or semicolon before it to the next after it.
  std::size_t b = t0;
  while (b > s.b && !(toks[b - 1].kind == tok_kind::punct && (toks[b - 1].norm == "," || toks[b - 1].norm == ";" ||
                                                             toks[b - 1].norm == ":"))) {
    --b;
  }
  for (std::size_t k = b; k < s.e && !(k > t1 && toks[k].kind == tok_kind::punct &&
                                       (toks[k].norm == "," || toks[k].norm == ";"));
       ++k) {
    if (toks[k].kind == tok_kind::word && (k < t0 || k > t1) && in<found_words>(toks[k].norm)) {
      return true;
    }
  }
  return false;
}

// "?meningococcal sepsis", "?community acquired pneumonia": a query mark glued to a word that
// qualifies the mention queries the whole name, as "?sepsis" would. The walk back crosses only
// words, at most three, and stops at a word that joins another item or clause to the mention
// ("?UTI causing sepsis", "?PE and pneumonia": the mark queries the other item only).
bool context_document::impl::queried_by_qualifier(const sentence& s, std::size_t t0) const {
  static constexpr std::array<std::string_view, 16> joining_words{
      "and", "or", "with", "without", "but", "plus", "not", "no", "causing", "caused", "from", "due",
      "to", "then", "also", "vs"};
  for (std::size_t k = t0; k > s.b && t0 - k < 3;) {
    --k;
    const ctoken& w = toks[k];
    if (w.kind != tok_kind::word || in<joining_words>(w.norm)) {
      return false;
    }
    if (w.query) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::bracketed_years(const sentence& s, std::size_t t1) const {
  if (t1 + 2 >= s.e || toks[t1 + 1].kind != tok_kind::punct || toks[t1 + 1].norm != "(") {
    return false;
  }
  bool year = false;
  for (std::size_t k = t1 + 2; k < s.e && k < t1 + 10; ++k) {
    const ctoken& t = toks[k];
    if (t.kind == tok_kind::punct) {
      if (t.norm == "(") {
        return year;  // the tokenizer reads ")" as "(" too
      }
      if (t.norm != ",") {
        return false;
      }
      continue;
    }
    if (t.norm == "and") {
      continue;
    }
    const auto n = t.norm.size() == 4 ? text::parse_number(t.norm) : std::optional<double>{};
    if (!n || *n < 1900 || *n > 2099) {
      return false;
    }
    year = true;
  }
  return false;
}

}  // namespace cxs::domain::clinical
