// The labels of a note's form read as answers: a field's own negative value ("Fever: no",
// "Asthma - NO."), a list label before its items, a negative label over a list ("Ruled out:
// …", "Denies: …"). Split from context_answers.cpp (the dialogue's questions and answers) by
// a pure move.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// A form's "none" may be said as declared or reported ("none declared", "nil reported").
constexpr std::array<std::string_view, 6> declaring_words{"declared", "reported", "stated", "volunteered",
                                                          "disclosed", "elicited"};
// ... and say where or by whom ("on the proforma", "by the patient", "per her husband").
constexpr std::array<std::string_view, 6> declared_where{"on", "by", "per", "in", "at", "from"};
// A field's "yes" (round 27).
constexpr std::array<std::string_view, 5> affirmative_values{"yes", "y", "present", "positive", "pos"};

}  // namespace

bool context_document::impl::field_negated(const sentence& s, std::size_t t1) const {
  std::size_t colon = t1 + 1;
  std::size_t label_words = 0;
  while (colon < s.e && toks[colon].kind == tok_kind::word && label_words < 3) {
    ++colon;
    ++label_words;
  }
  // Round 17: a spaced dash right after the item separates its value like a colon does
  // ("Asthma - NO. Epilepsy - NO.", "Difficulty breathing - no."; not "Fever - 3 days").
  // Round 19: also after the label's own words, as the colon may ("Diabetes on insulin - No",
  // "chest pain on walking uphill - no"; the value decides: "Cough at night - worse" stays).
  std::size_t dash_at = 0;
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 4 && toks[k].kind == tok_kind::word; ++k) {
    if (dash_between(k)) {
      dash_at = k;
      break;
    }
  }
  if (dash_at != 0) {
    colon = dash_at - 1;  // the value starts after the dash
  } else if (colon >= s.e || toks[colon].kind != tok_kind::punct || toks[colon].norm != ":") {
    return false;
  }
  // The value runs to the field's end: ";" or "," or "." (round 16: "fever: no; cough: yes"), or
  // the next field's label before its colon ("DM: No | HTN: Yes", the bar dropped).
  std::size_t end = colon + 1;
  while (end < s.e && !(toks[end].kind == tok_kind::punct && toks[end].norm != "(")) {
    ++end;
  }
  // Round 27: a tick form's fields may follow one another with spaces only ("Diabetes - N
  // Asthma - N   Epilepsy - Y"): the next field's dash ends the value as its colon does.
  bool next_field = end < s.e && toks[end].norm == ":";
  for (std::size_t k = colon + 2; k < end && !next_field; ++k) {
    if (dash_between(k)) {
      end = k;
      next_field = true;
    }
  }
  // Review rv25: a lone "no" set off from what follows by two blanks or a tab ends the field
  // on a tick form whose next label has no value yet ("Asthma: no  Eczema"): the words after
  // the gap are the next field's, not this value's.
  if (!next_field && colon + 2 < end && toks[colon + 1].kind == tok_kind::word &&
      (in<negative_values>(toks[colon + 1].norm) || toks[colon + 1].norm == "n") &&
      toks[colon + 2].kind == tok_kind::word) {
    const std::string_view gap = text.substr(toks[colon + 1].end, toks[colon + 2].begin - toks[colon + 1].end);
    if (gap.find("  ") != std::string_view::npos || gap.find('\t') != std::string_view::npos) {
      end = colon + 2;
    }
  }
  if (next_field) {
    for (std::size_t label = 0; label < 3 && end > colon + 2 && toks[end - 1].kind == tok_kind::word &&
                                !in<negative_values>(toks[end - 1].norm);
         ++label) {
      --end;
    }
  }
  bool any = false;
  std::size_t value_words = 0;
  for (std::size_t k = colon + 1; k < end; ++k) {
    value_words += toks[k].kind == tok_kind::word ? 1 : 0;
  }
  // Round 19: a declared "none" may say where it was declared ("Asthma: none declared on the
  // admission proforma", "Allergies - nil reported by the attendant"): the value ends at a
  // preposition after a verb of declaring. Not without one ("Cough: nil in the morning, worse
  // at night" says when there is none, not that there is none).
  for (std::size_t k = colon + 2; k + 1 < end; ++k) {
    if (toks[k].kind == tok_kind::word && in<declaring_words>(toks[k].norm) && toks[k + 1].kind == tok_kind::word &&
        in<declared_where>(toks[k + 1].norm)) {
      end = k + 1;
      break;
    }
  }
  for (std::size_t k = colon + 1; k < end; ++k) {
    if (toks[k].kind == tok_kind::punct) {
      continue;
    }
    const std::string_view w = toks[k].norm;
    // "present" is a negative value only after "not" ("Fever: not present"): "Rash - present."
    // says there is one (round 19; the list held it for "not present").
    if (w == "present" && !(k > colon + 1 && is_word(k - 1, "not"))) {
      return false;
    }
    if (in<declaring_words>(w)) {
      continue;  // "none declared", "declared nil": the "none" decides, the verb alone does not
    }
    // Round 17: a form's other ways of saying no: "never", "not known" / "none known", and a
    // lone "N" of a Y/N box ("Diabetic: N.").
    const bool known_none = w == "known" && k > colon + 1 && (is_word(k - 1, "not") || is_word(k - 1, "none") ||
                                                              is_word(k - 1, "nil"));
    if (!in<negative_values>(w) && w != "never" && !known_none && !(w == "n" && value_words == 1)) {
      return false;
    }
    any = true;
  }
  return any;
}

bool context_document::impl::field_affirmed(const sentence& s, std::size_t t0, std::size_t t1) const {
  // The mention opens its field: the clause's start, a punctuation, or the field before's "no"
  // after its separator ("Epilepsy - no  Eczema - yes"); not "Denies asthma - yes" or "No
  // eczema: yes", where the "no" is the field's own.
  if (t0 > s.b && toks[t0 - 1].kind == tok_kind::word &&
      !(in<negative_values>(toks[t0 - 1].norm) || toks[t0 - 1].norm == "n")) {
    return false;
  }
  if (t0 > s.b && toks[t0 - 1].kind == tok_kind::word &&
      !(dash_between(t0 - 1) || (t0 - 1 > s.b && toks[t0 - 2].norm == ":"))) {
    return false;
  }
  std::size_t value = t1 + 1;
  if (value < s.e && toks[value].kind == tok_kind::punct && toks[value].norm == ":") {
    ++value;
  } else if (!dash_between(value)) {
    return false;
  }
  if (value >= s.e || toks[value].kind != tok_kind::word) {
    return false;
  }
  // Review rv25: any other value of the field's own is the field's too ("Epilepsy - no  Eczema
  // - on cream", "Asthma: no  Gout: 3 attacks"): the field before's "no" does not reach over
  // this field's separator. Only when that "no" is there: a denial of the field's own ("rash -
  // none seen", "Eczema - N") keeps it denied.
  if (!in<affirmative_values>(toks[value].norm)) {
    const bool after_a_fields_no = t0 > s.b && toks[t0 - 1].kind == tok_kind::word;
    const std::string_view v = toks[value].norm;
    return after_a_fields_no && !in<negative_values>(v) && v != "n" && v != "never" && !field_negated(s, t1);
  }
  // The value ends the field: the sentence's or a punctuation's end, or the next field's label.
  const std::size_t after = value + 1;
  return after >= s.e || toks[after].kind == tok_kind::punct ||
         (after + 1 < s.e && (dash_between(after + 1) || toks[after + 1].norm == ":"));
}

bool context_document::impl::dash_between(std::size_t k) const {
  if (k == 0 || k >= toks.size() || toks[k].kind != tok_kind::word || toks[k - 1].kind != tok_kind::word) {
    return false;
  }
  const std::string_view gap = text.substr(toks[k - 1].end, toks[k].begin - toks[k - 1].end);
  return gap.size() >= 3 && gap.front() == ' ' && gap.back() == ' ' &&
         (gap.find(" - ") != std::string_view::npos || gap.find(" \xE2\x80\x93 ") != std::string_view::npos);
}

namespace {

// A kin word, also with the possessive's "s" the tokenizer leaves on it ("father's" → "fathers").
bool kin_word(std::string_view w) {
  return in<relatives>(w) || (w.size() > 3 && w.back() == 's' && in<relatives>(w.substr(0, w.size() - 1)));
}

}  // namespace

context_document::impl::label_reading context_document::impl::list_label(const sentence& s, std::size_t t0) const {
  if (under_negative_label(s, t0)) {
    return label_reading::denies;
  }
  // Back from the mention to the label's separator over list material only (as round 16's).
  std::size_t k = t0;
  std::size_t words = 0;
  bool dash = false;
  while (k > s.b) {
    if (dash_between(k)) {
      dash = true;
      break;
    }
    --k;
    const ctoken& t = toks[k];
    if (t.kind == tok_kind::punct) {
      if (t.norm == ":") {
        break;
      }
      if (t.norm != "," && t.norm != "(") {
        return label_reading::none;
      }
      continue;
    }
    if (t.kind != tok_kind::word || ++words > 16 || t.norm == "but" || t.norm == "pos" || t.norm == "positive") {
      return label_reading::none;
    }
  }
  if (!dash && (k <= s.b || toks[k].norm != ":")) {
    return label_reading::none;
  }
  // The label: the words from the clause's opening to the separator, at most six.
  const std::size_t last = k - 1;
  std::size_t first = last;
  while (first > s.b && toks[first - 1].kind == tok_kind::word) {
    --first;
  }
  if (last - first >= 6) {
    return label_reading::none;
  }
  label_reading reading = label_reading::none;
  for (std::size_t w = first; w <= last; ++w) {
    const std::string_view n = toks[w].norm;
    if (n == "not" || n == "cannot" || n == "yet" || n == "unless" || n == "if" || n == "to") {
      return label_reading::none;  // "Not yet excluded:", "To be excluded:"
    }
    // Round 38: "Considered and set aside:", "Diagnoses discarded:" deny their list too.
    if (n == "excluded" || n == "eliminated" || n == "discarded" || (n == "ruled" && is_word(w + 1, "out")) ||
        (n == "aside" && w == last && w > first && is_word(w - 1, "set"))) {
      reading = label_reading::denies;
    } else if ((n == "resolved" || n == "settled") && reading == label_reading::none) {
      reading = label_reading::ended;
    } else if (reading == label_reading::none &&
               (n == "relatives" || n == "relations" ||
                (n == "side" && w > first && kin_word(toks[w - 1].norm)))) {
      reading = label_reading::family;
    }
  }
  return reading;
}

bool context_document::impl::under_negative_label(const sentence& s, std::size_t t0) const {
  // Back from the mention to the label's colon over list material only.
  std::size_t k = t0;
  std::size_t words = 0;
  while (k > s.b) {
    --k;
    const ctoken& t = toks[k];
    if (t.kind == tok_kind::punct) {
      if (t.norm == ":") {
        break;
      }
      if (t.norm != "," && t.norm != "(") {
        return false;  // ";", ".": another item's or clause's end
      }
      continue;
    }
    if (t.kind != tok_kind::word || ++words > 16 || t.norm == "but" || t.norm == "pos" || t.norm == "positive") {
      return false;
    }
  }
  if (k <= s.b || toks[k].norm != ":" || toks[k - 1].kind != tok_kind::word) {
    return false;
  }
  std::size_t label = k - 1;  // the label's last word
  const std::string_view w = toks[label].norm;
  if ((w == "out" && label > s.b && (is_word(label - 1, "ruled") || is_word(label - 1, "rules"))) ||
      (w == "present" && label > s.b && is_word(label - 1, "not")) ||
      (w == "for" && label > s.b && toks[label - 1].kind == tok_kind::word &&
       in<negative_labels>(toks[label - 1].norm))) {
    --label;  // "Ruled out:", "Not present:", "Negative for:" (round 38)
  } else if (!in<negative_labels>(w)) {
    return false;
  }
  // The label opens its clause ("Urinary: Neg:", "Ruled out:"). Not after a word: "crackles
  // absent: ..." is an item's value, "Malaria negative: ..." a test's result ("ROS negative:",
  // "Pertinent negatives:" are the review-of-systems rule's, context_clauses.cpp).
  if (label == s.b || toks[label - 1].kind != tok_kind::word) {
    return true;
  }
  // Review rv37: the "for:" form after a short qualifier of what was tested ("Screen negative
  // for:", "STI screen negative for:", "Urine dip negative for:") denies its list too: up to three
  // words back to the clause's opening, none of them turning the result ("not", "positive").
  // Without "for" a word before the label is still an item's value ("crackles absent: ...").
  if (!is_word(label + 1, "for")) {
    return false;
  }
  std::size_t qualifier = label;
  for (std::size_t words = 0; qualifier > s.b && toks[qualifier - 1].kind == tok_kind::word; ++words) {
    --qualifier;
    const std::string_view q = toks[qualifier].norm;
    if (words == 3 || q == "not" || q == "no" || q == "positive" || q == "pos" || q == "but") {
      return false;
    }
  }
  return true;
}

}  // namespace cxs::domain::clinical
