#include "domain/extraction/summary.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/extraction/insights.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::extraction {
namespace {

constexpr int max_summary_lines = 200;
constexpr std::size_t max_sentence_bytes = 300;

// --- small string helpers ----------------------------------------------------------

char lower_ascii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

std::string to_lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) {
    c = lower_ascii(c);
  }
  return out;
}

bool equals_ci(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) {
    return false;
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (lower_ascii(a[i]) != lower_ascii(b[i])) {
      return false;
    }
  }
  return true;
}

// Whole-word, ASCII case-insensitive search of `needle` in `hay`.
bool contains_word_ci(std::string_view hay, std::string_view needle) {
  if (needle.empty() || needle.size() > hay.size()) {
    return false;
  }
  for (std::size_t i = 0; i + needle.size() <= hay.size(); ++i) {
    if (!equals_ci(hay.substr(i, needle.size()), needle)) {
      continue;
    }
    const bool left_ok = i == 0 || !is_alpha(hay[i - 1]);
    const std::size_t after = i + needle.size();
    const bool right_ok = after == hay.size() || !is_alpha(hay[after]);
    if (left_ok && right_ok) {
      return true;
    }
  }
  return false;
}

// "Fever" → "fever", but "HbA1c", "CBC", "COPD" keep their case.
std::string lower_first(std::string_view s) {
  std::string out(s);
  if (out.size() >= 2 && out[0] >= 'A' && out[0] <= 'Z' && !(out[1] >= 'A' && out[1] <= 'Z') && !is_digit(out[1])) {
    out[0] = lower_ascii(out[0]);
  }
  return out;
}

std::string upper_first(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') {
    s[0] = static_cast<char>(s[0] - 'a' + 'A');
  }
  return s;
}

std::string join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (const auto& p : parts) {
    if (p.empty()) {
      continue;
    }
    if (!out.empty()) {
      out += sep;
    }
    out += p;
  }
  return out;
}

// "a", "a and b", "a, b and c".
std::string join_and(const std::vector<std::string>& all) {
  std::vector<std::string_view> parts;
  for (const auto& p : all) {
    if (!p.empty()) {
      parts.push_back(p);
    }
  }
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) {
      out += (i + 1 == parts.size()) ? " and " : ", ";
    }
    out += parts[i];
  }
  return out;
}

// Ends a statement with a full stop unless it already ends with punctuation.
std::string terminated(std::string s) {
  if (!s.empty() && s.back() != '.' && s.back() != '!' && s.back() != '?') {
    s += '.';
  }
  return s;
}

std::string number_text(double value) {
  // One decimal is what a reader needs for every vital and dose we print.
  return text::format_number(std::round(value * 10.0) / 10.0);
}

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

std::string unit_text(std::string_view ucum) {
  if (ucum == "Cel") {
    return " °C";
  }
  if (ucum == "%") {
    return "%";
  }
  if (ucum == "/min") {
    return "/min";
  }
  if (ucum == "kg/m2") {
    return " kg/m²";
  }
  if (ucum.empty()) {
    return "";
  }
  return " " + std::string(ucum);
}

std::string qualifier_of(clinical::vital_flag flag, std::string_view key, double value, double second) {
  if (flag == clinical::vital_flag::implausible) {
    return "implausible";
  }
  if (flag != clinical::vital_flag::abnormal) {
    return "";
  }
  const auto dir = vital_direction(key, value, second);
  return dir.empty() ? std::string("abnormal") : std::string(dir);
}

std::vector<vital_view> vital_views(const clinical::vitals_block& block) {
  std::vector<vital_view> out;
  if (block.blood_pressure) {
    const auto& bp = *block.blood_pressure;
    const auto v = number_text(bp.systolic) + "/" + number_text(bp.diastolic);
    out.push_back({"bloodPressure", "BP", "blood pressure", v + " mmHg", v,
                   qualifier_of(bp.flag, "bloodPressure", bp.systolic, bp.diastolic), bp.evidence});
  }
  struct single {
    const std::optional<clinical::vital_reading>* reading;
    std::string_view key;
    std::string_view label;
    std::string_view plain;
  };
  const std::array<single, 8> singles{{
      {&block.heart_rate, "heartRate", "HR", "pulse"},
      {&block.respiratory_rate, "respiratoryRate", "RR", "breathing rate"},
      {&block.temperature, "temperature", "Temp", "temperature"},
      {&block.spo2, "spo2", "SpO2", "oxygen level"},
      {&block.weight, "weight", "Wt", "weight"},
      {&block.height, "height", "Ht", "height"},
      {&block.bmi, "bmi", "BMI", "BMI"},
      {&block.blood_glucose, "bloodGlucose", "Glucose", "blood sugar"},
  }};
  for (const auto& s : singles) {
    if (!s.reading->has_value()) {
      continue;
    }
    const auto& r = **s.reading;
    const auto v = number_text(r.value);
    std::string plain_value = v + unit_text(r.unit);
    if (r.unit == "/min") {
      plain_value = v + (s.key == "heartRate" ? " beats per minute" : " breaths per minute");
    }
    out.push_back({s.key, s.label, s.plain, v + unit_text(r.unit), plain_value,
                   qualifier_of(r.flag, s.key, r.value, 0), r.evidence});
  }
  return out;
}

std::string clinical_vital(const vital_view& v) {
  std::string out = std::string(v.label) + " " + v.value;
  if (!v.qualifier.empty()) {
    out += " (" + v.qualifier + ")";
  }
  return out;
}

std::string plain_vital(const vital_view& v) {
  std::string out = std::string(v.plain) + " " + v.plain_value;
  if (!v.qualifier.empty()) {
    out += " (" + v.qualifier + ")";
  }
  return out;
}

// Medicine name for display: the generic, with the name as written when it differs.
std::string medicine_display(const clinical::medication_item& m) {
  if (m.generic.empty()) {
    return m.name;
  }
  if (m.name.empty() || equals_ci(m.name, m.generic)) {
    return m.generic;
  }
  return m.generic + " (" + m.name + ")";
}

bool countable_unit(std::string_view unit) {
  static constexpr std::array<std::string_view, 11> units{"tablet", "capsule",    "puff",  "drop",    "sachet", "unit",
                                                          "teaspoon", "tablespoon", "spray", "ampoule", "vial"};
  return std::find(units.begin(), units.end(), unit) != units.end();
}

// The dose as said or as the brand name states it; a table default (never said) is not
// printed, because a summary must not state what the consult did not.
std::string dose_text(const clinical::medication_item& m) {
  if (!m.dose || m.dose->value <= 0 || m.dose_from == clinical::dose_source::table_default) {
    return "";
  }
  std::string unit = m.dose->unit;
  if (countable_unit(unit) && m.dose->value > 1.0) {
    unit += 's';
  }
  return number_text(m.dose->value) + (unit.empty() ? "" : " " + unit);
}

std::string plain_frequency(std::string_view code) {
  if (code == "OD") {
    return "once a day";
  }
  if (code == "BD") {
    return "twice a day";
  }
  if (code == "TDS") {
    return "three times a day";
  }
  if (code == "QID") {
    return "four times a day";
  }
  if (code == "HS") {
    return "at bedtime";
  }
  if (code == "SOS") {
    return "only when needed";
  }
  if (code == "STAT") {
    return "once, straight away";
  }
  if (code == "WEEKLY") {
    return "once a week";
  }
  return std::string(code);
}

std::string clinical_medication(const clinical::medication_item& m) {
  std::vector<std::string> head{medicine_display(m), dose_text(m)};
  if (!m.route.empty() && m.route != "oral") {
    head.push_back(m.route);
  }
  head.push_back(m.frequency);
  std::string out = join(head, " ");
  if (!m.timing.empty()) {
    out += ", " + m.timing;
  }
  if (!m.duration.empty()) {
    out += ", for " + m.duration;
  }
  if (!m.instructions.empty()) {
    out += " (" + m.instructions + ")";
  }
  return out;
}

std::string patient_medication(const clinical::medication_item& m) {
  std::string verb = "Take";
  std::string route_words;
  const std::string_view route = m.route;
  if (route == "topical") {
    verb = "Apply";
  } else if (route == "inhaled" || route == "nasal" || route == "ophthalmic" || route == "otic" ||
             route == "vaginal") {
    verb = "Use";
  } else if (route == "iv" || route == "im" || route == "sc" || route == "intra-articular") {
    verb = "You will be given";
    route_words = "as an injection";
  }
  std::vector<std::string> parts{verb, medicine_display(m), dose_text(m), route_words, plain_frequency(m.frequency)};
  if (!m.duration.empty()) {
    parts.push_back("for " + m.duration);
  }
  std::string out = join(parts, " ");
  if (!m.timing.empty()) {
    out += ", " + m.timing;
  }
  out = terminated(out);
  if (!m.instructions.empty()) {
    out += " " + terminated(upper_first(m.instructions));
  }
  return out;
}

std::string diagnosis_text(const diagnosis_fact& d, bool with_codes) {
  std::string out = d.name;
  if (with_codes && !d.icd10.empty()) {
    out += " [" + d.icd10 + "]";
  }
  if (d.status == "provisional") {
    out += " (provisional)";
  }
  return out;
}

std::string investigation_result(const investigation_fact& i) {
  return i.result.empty() ? i.name : i.name + ": " + i.result;
}

std::string allergy_text(const allergy_fact& a) {
  if (a.substance.empty()) {
    return "";
  }
  std::vector<std::string> details;
  if (!a.reaction.empty()) {
    details.push_back(a.reaction);
  }
  if (!a.severity.empty()) {
    details.push_back(a.severity);
  }
  return details.empty() ? a.substance : a.substance + " (" + join(details, ", ") + ")";
}

std::string allergies_line(const clinical_facts& facts) {
  std::vector<std::string> items;
  for (const auto& a : facts.allergies) {
    items.push_back(allergy_text(a));
  }
  if (const auto joined = join(items, ", "); !joined.empty()) {
    return "Allergies: " + joined;
  }
  return facts.no_known_allergies ? "NKDA" : "";
}

std::string symptoms_text(const clinical_facts& facts) {
  std::vector<std::string> items;
  for (const auto& s : facts.symptoms) {
    items.push_back(lower_first(s));
  }
  return join(items, ", ");
}

bool is_current(const clinical::medication_item& m) { return m.context == clinical::medication_context::current; }

// --- sentences ---------------------------------------------------------------------

// Where a sentence's content belongs in SOAP/SBAR: 0 S, 1 O/B, 2 A, 3 P/R.
enum class fact_group : std::uint8_t { subjective, objective, assessment, plan, background };

struct sentence {
  std::size_t start = 0;
  std::size_t end = 0;
  std::string text;
  section_kind section = section_kind::none;
  bool patient_turn = false;
  std::size_t index = 0;
  int hits = 0;
  bool has_medication = false;
  bool advice = false;
  fact_group group = fact_group::subjective;
  double score = 0;
};

struct evidence_mark {
  std::size_t start = 0;
  fact_group group = fact_group::subjective;
  bool medication = false;
};

// Abbreviations after which a full stop does not end a sentence.
bool is_abbreviation(std::string_view word) {
  static constexpr std::array<std::string_view, 16> words{"dr", "tab", "cap", "inj", "syp", "mr", "mrs", "ms",
                                                          "vs", "pt", "approx", "no", "st", "e.g", "i.e", "etc"};
  const auto lower = to_lower(word);
  return std::find(words.begin(), words.end(), lower) != words.end();
}

std::string clean_sentence(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  bool space = false;
  for (const char c : raw) {
    if (is_space(c)) {
      space = !out.empty();
      continue;
    }
    if (space) {
      out += ' ';
      space = false;
    }
    out += c;
  }
  // Leading list markers: "-", "*", "•", "1.", "2)".
  std::size_t lead = 0;
  while (lead < out.size()) {
    if (out[lead] == '-' || out[lead] == '*' || out[lead] == ' ') {
      ++lead;
    } else if (out.compare(lead, 3, "\xE2\x80\xA2") == 0) {
      lead += 3;
    } else {
      break;
    }
  }
  std::size_t digits = lead;
  while (digits < out.size() && is_digit(out[digits])) {
    ++digits;
  }
  if (digits > lead && digits + 1 < out.size() && (out[digits] == '.' || out[digits] == ')') &&
      out[digits + 1] == ' ') {
    lead = digits + 2;
  }
  return out.substr(lead);
}

std::size_t word_count(std::string_view s) {
  std::size_t n = 0;
  bool in_word = false;
  for (const char c : s) {
    const bool w = is_alpha(c) || is_digit(c) || static_cast<unsigned char>(c) >= 0x80;
    if (w && !in_word) {
      ++n;
    }
    in_word = w;
  }
  return n;
}

double section_weight(section_kind kind) {
  switch (kind) {
    case section_kind::chief_complaint:
    case section_kind::assessment:
      return 1.5;
    case section_kind::plan:
      return 1.3;
    case section_kind::history:
    case section_kind::examination:
    case section_kind::investigations:
    case section_kind::none:
      return 1.0;
    case section_kind::medications:
    case section_kind::allergies:
      return 0.8;
    case section_kind::review_of_systems:
      return 0.7;
    case section_kind::past_history:
    case section_kind::family_history:
    case section_kind::social_history:
      return 0.5;
  }
  return 1.0;
}

// Sections whose sentences are worth quoting even without a recognised clinical term
// ("Throat congested with enlarged tonsils.").
bool narrative_section(section_kind kind) {
  return kind == section_kind::chief_complaint || kind == section_kind::history || kind == section_kind::assessment ||
         kind == section_kind::plan || kind == section_kind::examination || kind == section_kind::investigations;
}

fact_group group_of_section(section_kind kind) {
  switch (kind) {
    case section_kind::examination:
    case section_kind::investigations:
      return fact_group::objective;
    case section_kind::assessment:
      return fact_group::assessment;
    case section_kind::plan:
      return fact_group::plan;
    case section_kind::past_history:
    case section_kind::family_history:
    case section_kind::social_history:
    case section_kind::medications:
    case section_kind::allergies:
      return fact_group::background;
    default:
      return fact_group::subjective;
  }
}

// Byte ranges that are markup, not prose: section headers and turn markers.
std::vector<std::pair<std::size_t, std::size_t>> markup_ranges(const document& doc, std::string_view text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (const auto& s : doc.sections) {
    if (s.body_start > s.header_start) {
      out.emplace_back(s.header_start, std::min(s.body_start, text.size()));
    }
  }
  for (const auto& t : doc.turns) {
    std::size_t line_start = std::min(t.start, text.size());
    while (line_start > 0 && text[line_start - 1] != '\n') {
      --line_start;
    }
    if (t.start > line_start) {
      out.emplace_back(line_start, std::min(t.start, text.size()));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<sentence> split_sentences(const document& doc, std::string_view text) {
  std::vector<sentence> out;
  const auto markup = markup_ranges(doc, text);
  std::vector<std::size_t> turn_starts;
  for (const auto& t : doc.turns) {
    turn_starts.push_back(t.start);
  }
  std::sort(turn_starts.begin(), turn_starts.end());

  std::size_t seg_start = 0;
  auto flush = [&out, &doc, text](std::size_t begin, std::size_t end) {
    if (end <= begin) {
      return;
    }
    auto cleaned = clean_sentence(text.substr(begin, end - begin));
    if (cleaned.empty()) {
      return;
    }
    sentence s;
    s.start = begin;
    s.end = end;
    s.text = std::move(cleaned);
    if (!doc.sections.empty()) {
      s.section = doc.section_at(begin).kind;
    }
    const auto* turn = doc.turn_at(begin);
    s.patient_turn = turn != nullptr && turn->who == speaker::patient;
    s.index = out.size();
    out.push_back(std::move(s));
  };

  std::size_t markup_i = 0;
  std::size_t turn_i = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    while (markup_i < markup.size() && markup[markup_i].second <= i) {
      ++markup_i;
    }
    if (markup_i < markup.size() && markup[markup_i].first <= i) {
      flush(seg_start, i);
      i = markup[markup_i].second;
      seg_start = i;
      continue;
    }
    while (turn_i < turn_starts.size() && turn_starts[turn_i] < i) {
      ++turn_i;
    }
    if (turn_i < turn_starts.size() && turn_starts[turn_i] == i && i > seg_start) {
      flush(seg_start, i);
      seg_start = i;
    }
    const char c = text[i];
    if (c == '\n') {
      flush(seg_start, i);
      seg_start = i + 1;
    } else if (c == '.' || c == '!' || c == '?') {
      const bool next_blank = i + 1 >= text.size() || is_space(text[i + 1]) || text[i + 1] == '[';
      bool ends = next_blank;
      if (c == '.' && ends) {
        std::size_t w = i;
        while (w > seg_start && (is_alpha(text[w - 1]) || text[w - 1] == '.')) {
          --w;
        }
        if (w < i && is_abbreviation(text.substr(w, i - w))) {
          ends = false;
        }
      }
      if (ends) {
        flush(seg_start, i + 1);
        seg_start = i + 1;
      }
    }
    ++i;
  }
  flush(seg_start, text.size());
  return out;
}

const std::set<std::string, std::less<>>& stopwords() {
  static const std::set<std::string, std::less<>> words{
      "a",    "an",   "the",  "and",  "or",   "of",   "to",   "in",    "on",   "for",  "with", "is",  "are",
      "was",  "were", "be",   "been", "has",  "have", "had",  "he",    "she",  "they", "his",  "her", "their",
      "you",  "your", "i",    "my",   "me",   "we",   "our",  "it",    "its",  "this", "that", "at",  "by",
      "as",   "from", "but",  "so",   "if",   "not",  "no",   "do",    "does", "did",  "also", "any", "some",
      "very", "just", "then", "there", "here", "patient", "pt", "okay", "ok",  "yes",  "mg",   "will"};
  return words;
}

void add_words(std::string_view s, std::set<std::string, std::less<>>& into) {
  std::string word;
  auto emit = [&into, &word]() {
    // Single letters and contraction tails ("I'm", "I've") carry no content.
    if (word.size() > 1 && word != "ve" && word != "ll" && word != "re" && stopwords().count(word) == 0) {
      into.insert(word);
    }
    word.clear();
  };
  for (const char c : s) {
    if (is_alpha(c) || is_digit(c) || static_cast<unsigned char>(c) >= 0x80) {
      word += lower_ascii(c);
    } else {
      emit();
    }
  }
  emit();
}

// The end of the sentence that continues at `from`, at most `limit`.
std::size_t clause_end(std::string_view text, std::size_t from, std::size_t limit) {
  limit = std::min(limit, text.size());
  for (std::size_t i = from; i < limit; ++i) {
    const char c = text[i];
    if (c == '\n' || c == '?' || c == '!' || c == ';') {
      return i;
    }
    if (c == '.' && !(i > 0 && is_digit(text[i - 1]) && i + 1 < text.size() && is_digit(text[i + 1]))) {
      return i;
    }
  }
  return limit;
}

std::vector<text::byte_span> evidence_spans(const clinical_facts& facts) {
  std::vector<text::byte_span> out;
  const auto& b = facts.vitals.block;
  if (b.blood_pressure) {
    out.push_back(b.blood_pressure->evidence);
  }
  for (const auto* r : {&b.heart_rate, &b.respiratory_rate, &b.temperature, &b.spo2, &b.weight, &b.height, &b.bmi,
                        &b.blood_glucose}) {
    if (r->has_value()) {
      out.push_back((*r)->evidence);
    }
  }
  for (const auto& d : facts.diagnoses) {
    out.push_back(d.evidence);
  }
  // A medicine's attributes follow its name up to the next medicine or the sentence's end.
  std::vector<std::size_t> starts;
  for (const auto& m : facts.medications) {
    starts.push_back(m.evidence.start);
  }
  std::sort(starts.begin(), starts.end());
  for (const auto& m : facts.medications) {
    if (!is_current(m)) {
      continue;
    }
    const auto next = std::upper_bound(starts.begin(), starts.end(), m.evidence.start);
    const std::size_t limit = next == starts.end() ? facts.text.size() : *next;
    out.push_back({m.evidence.start, std::max(m.evidence.end, clause_end(facts.text, m.evidence.end, limit))});
  }
  for (const auto& a : facts.allergies) {
    out.push_back(a.evidence);
  }
  for (const auto& i : facts.investigations) {
    out.push_back(i.evidence);
  }
  if (facts.follow_up) {
    out.push_back(facts.follow_up->evidence);
  }
  return out;
}

std::vector<evidence_mark> evidence_marks(const clinical_facts& facts) {
  std::vector<evidence_mark> out;
  const auto& b = facts.vitals.block;
  if (b.blood_pressure) {
    out.push_back({b.blood_pressure->evidence.start, fact_group::objective, false});
  }
  for (const auto* r : {&b.heart_rate, &b.respiratory_rate, &b.temperature, &b.spo2, &b.weight, &b.height, &b.bmi,
                        &b.blood_glucose}) {
    if (r->has_value()) {
      out.push_back({(*r)->evidence.start, fact_group::objective, false});
    }
  }
  for (const auto& d : facts.diagnoses) {
    out.push_back({d.evidence.start, fact_group::assessment, false});
  }
  for (const auto& m : facts.medications) {
    out.push_back({m.evidence.start, fact_group::plan, true});
  }
  for (const auto& a : facts.allergies) {
    out.push_back({a.evidence.start, fact_group::background, false});
  }
  for (const auto& i : facts.investigations) {
    out.push_back({i.evidence.start, i.status == "resulted" ? fact_group::objective : fact_group::plan, false});
  }
  if (facts.follow_up) {
    out.push_back({facts.follow_up->evidence.start, fact_group::plan, false});
  }
  return out;
}

// Advice to the patient, said by the clinician: "Drink plenty of fluids", "Avoid …".
bool is_advice(const sentence& s) {
  static constexpr std::array<std::string_view, 22> cues{
      "drink",  "avoid",  "take",   "rest",     "come back", "return",      "continue", "stop",
      "keep",   "do not", "don't",  "please",   "eat",       "use",         "apply",    "check",
      "monitor", "follow", "you should", "make sure", "remember", "try to"};
  if (s.patient_turn || s.has_medication || s.text.find('?') != std::string::npos) {
    return false;
  }
  const auto lower = to_lower(s.text);
  for (const auto cue : cues) {
    if (lower.compare(0, cue.size(), cue) == 0 && (lower.size() == cue.size() || !is_alpha(lower[cue.size()]))) {
      return true;
    }
  }
  return lower.find("you should") != std::string::npos || lower.find("make sure") != std::string::npos;
}

// Scores every sentence; unusable ones get a negative score.
void score_sentences(std::vector<sentence>& sentences, const clinical_facts& facts) {
  const auto marks = evidence_marks(facts);
  for (auto& s : sentences) {
    std::array<int, 5> per_group{};
    for (const auto& m : marks) {
      if (m.start >= s.start && m.start < s.end) {
        ++s.hits;
        ++per_group[static_cast<std::size_t>(m.group)];
        s.has_medication = s.has_medication || m.medication;
      }
    }
    for (const auto& symptom : facts.symptoms) {
      if (contains_word_ci(s.text, symptom)) {
        ++s.hits;
        ++per_group[static_cast<std::size_t>(fact_group::subjective)];
      }
    }
    s.advice = is_advice(s);
    s.group = group_of_section(s.section);
    if (s.section == section_kind::none && s.advice) {
      s.group = fact_group::plan;
    } else if (s.section == section_kind::none && s.hits > 0) {
      // Dialogue and unsectioned notes: the kind of fact the sentence carries decides.
      const auto best = std::max_element(per_group.begin(), per_group.end());
      s.group = static_cast<fact_group>(best - per_group.begin());
    }
    const auto words = word_count(s.text);
    const bool question = !s.text.empty() && s.text.back() == '?';
    if (question || words < 4 || s.text.size() > max_sentence_bytes || (s.hits == 0 && !s.advice && !narrative_section(s.section))) {
      s.score = -1;
      continue;
    }
    const double weight = section_weight(s.section);
    double score = s.hits == 0 ? 0.3 * weight
                               : (2.0 * s.hits / std::sqrt(static_cast<double>(words)) + 0.5) * weight;
    if (s.index < 3) {
      score += 0.3;
    }
    if (s.patient_turn) {
      score *= 0.8;
    }
    s.score = score;
  }
}

// Sentences ranked best first (ties: earlier first), usable ones only.
std::vector<const sentence*> ranked(const std::vector<sentence>& sentences) {
  std::vector<const sentence*> out;
  for (const auto& s : sentences) {
    if (s.score > 0) {
      out.push_back(&s);
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const sentence* a, const sentence* b) { return a->score > b->score; });
  return out;
}

std::string sentence_text(const sentence& s) { return terminated(upper_first(s.text)); }

// Picks up to `budget` sentences accepted by `accept`, greedily: each round takes the
// sentence with the best score times the share of its content words the summary has not
// said yet, and skips sentences adding fewer than three new words or under half new (the
// facts they carry are already rendered). Returned in document order.
template <typename Accept>
std::vector<const sentence*> pick(const std::vector<const sentence*>& ranking, std::size_t budget,
                                  std::set<std::string, std::less<>>& seen, Accept&& accept) {
  std::vector<const sentence*> out;
  if (budget == 0) {
    return out;
  }
  // The pool is bounded so a long transcript stays linear: the best-scored candidates only.
  const std::size_t pool_size = 3 * budget + 20;
  std::vector<const sentence*> pool;
  for (const auto* s : ranking) {
    if (pool.size() >= pool_size) {
      break;
    }
    if (accept(*s)) {
      pool.push_back(s);
    }
  }
  std::vector<std::set<std::string, std::less<>>> words(pool.size());
  for (std::size_t i = 0; i < pool.size(); ++i) {
    add_words(pool[i]->text, words[i]);
  }
  std::vector<bool> taken(pool.size(), false);
  while (out.size() < budget) {
    std::size_t best = pool.size();
    double best_score = 0;
    for (std::size_t i = 0; i < pool.size(); ++i) {
      if (taken[i] || words[i].empty()) {
        continue;
      }
      std::size_t novel = 0;
      for (const auto& w : words[i]) {
        novel += seen.count(w) == 0 ? 1 : 0;
      }
      const double share = static_cast<double>(novel) / static_cast<double>(words[i].size());
      if (novel < 3 || share < 0.5) {
        continue;
      }
      const double score = pool[i]->score * share;
      if (best == pool.size() || score > best_score) {
        best = i;
        best_score = score;
      }
    }
    if (best == pool.size()) {
      break;
    }
    taken[best] = true;
    seen.insert(words[best].begin(), words[best].end());
    out.push_back(pool[best]);
  }
  std::sort(out.begin(), out.end(), [](const sentence* a, const sentence* b) { return a->index < b->index; });
  return out;
}

// --- styles ------------------------------------------------------------------------

struct context {
  const clinical_facts& facts;
  const document& doc;
  std::vector<sentence> sentences;
  std::vector<const sentence*> ranking;
  std::vector<vital_view> vitals;
  std::vector<const clinical::medication_item*> medications;  ///< current only
  std::set<std::string, std::less<>> seen;                    ///< content words already said
};

section_kind section_of(const context& ctx, std::size_t offset) {
  return ctx.doc.sections.empty() ? section_kind::none : ctx.doc.section_at(offset).kind;
}

// --- patient --------------------------------------------------------------------------

std::string patient_style(context& ctx, std::size_t max_lines) {
  const auto& f = ctx.facts;
  struct line {
    int priority;  ///< lower is kept first when lines must be dropped
    std::size_t order;
    std::string text;
  };
  std::vector<line> lines;
  std::size_t order = 0;
  auto add = [&lines, &order, &ctx](int priority, std::string text) {
    add_words(text, ctx.seen);
    lines.push_back({priority, order++, std::move(text)});
  };

  if (!f.symptoms.empty()) {
    std::vector<std::string> items;
    for (const auto& s : f.symptoms) {
      items.push_back(lower_first(s));
    }
    if (const auto joined = join_and(items); !joined.empty()) {
      add(4, "You have " + joined + ".");
    }
  }
  std::vector<std::string> confirmed;
  std::vector<std::string> provisional;
  for (const auto& d : f.diagnoses) {
    if (d.name.empty()) {
      continue;
    }
    (d.status == "provisional" ? provisional : confirmed).push_back(lower_first(d.name));
  }
  if (!confirmed.empty()) {
    add(0, "You have been diagnosed with " + join_and(confirmed) + ".");
  }
  if (!provisional.empty()) {
    add(0, "The doctor thinks you may have " + join_and(provisional) + ".");
  }
  std::vector<std::string> readings;
  bool abnormal = false;
  for (const auto& v : ctx.vitals) {
    if (v.qualifier == "implausible") {
      continue;  // a reading the patient should not be told; it needs rechecking
    }
    abnormal = abnormal || !v.qualifier.empty();
    readings.push_back(plain_vital(v));
  }
  if (!readings.empty()) {
    add(abnormal ? 5 : 7, "Your readings: " + join(readings, ", ") + ".");
  }
  for (const auto* m : ctx.medications) {
    add(1, patient_medication(*m));
  }
  std::vector<std::string> ordered;
  std::vector<std::string> results;
  for (const auto& i : f.investigations) {
    if (i.name.empty()) {
      continue;
    }
    if (i.status == "resulted") {
      results.push_back(i.result.empty() ? i.name : i.name + " " + i.result);
    } else {
      ordered.push_back(i.name);
    }
  }
  if (const auto joined = join_and(ordered); !joined.empty()) {
    add(6, "Get these tests done: " + joined + ".");
  }
  if (const auto joined = join(results, ", "); !joined.empty()) {
    add(6, "Your test results: " + joined + ".");
  }
  std::string allergic;
  {
    std::vector<std::string> items;
    for (const auto& a : f.allergies) {
      if (!a.substance.empty()) {
        items.push_back(a.reaction.empty() ? a.substance : a.substance + " (" + a.reaction + ")");
      }
    }
    allergic = join_and(items);
  }
  if (!allergic.empty()) {
    add(3, "You are allergic to " + allergic + ".");
  } else if (f.no_known_allergies) {
    add(3, "You have no known drug allergies.");
  }
  if (f.follow_up && !f.follow_up->text.empty()) {
    add(2, "Follow-up: " + terminated(f.follow_up->text));
  }
  const std::size_t fact_lines = lines.size();
  const std::size_t budget = max_lines > fact_lines ? max_lines - fact_lines : 0;
  for (const auto* s : pick(ctx.ranking, budget, ctx.seen, [](const sentence& c) { return c.advice; })) {
    lines.push_back({8, order++, sentence_text(*s)});
  }
  if (lines.size() > max_lines) {
    std::stable_sort(lines.begin(), lines.end(), [](const line& a, const line& b) {
      return a.priority != b.priority ? a.priority < b.priority : a.order < b.order;
    });
    lines.resize(max_lines);
    std::sort(lines.begin(), lines.end(), [](const line& a, const line& b) { return a.order < b.order; });
  }
  std::vector<std::string> texts;
  for (auto& l : lines) {
    texts.push_back(std::move(l.text));
  }
  return join(texts, "\n");
}

// --- SOAP / SBAR ---------------------------------------------------------------------

// Index of a fact group's letter: SOAP S O A P, SBAR S B A R.
std::size_t letter_of(fact_group g, bool sbar) {
  switch (g) {
    case fact_group::subjective:
      return 0;
    case fact_group::objective:
      return sbar ? 2 : 1;
    case fact_group::background:
      return sbar ? 1 : 0;
    case fact_group::assessment:
      return 2;
    case fact_group::plan:
      return 3;
  }
  return 0;
}

std::string four_letter_style(context& ctx, std::size_t max_lines, bool sbar) {
  const auto& f = ctx.facts;
  std::array<std::vector<std::string>, 4> items;
  const std::string symptoms = symptoms_text(f);
  if (!symptoms.empty()) {
    items[0].push_back("Complaints: " + symptoms);
  }
  std::vector<std::string> vitals_all;
  std::vector<std::string> vitals_abnormal;
  std::vector<std::string> vitals_normal;
  for (const auto& v : ctx.vitals) {
    vitals_all.push_back(clinical_vital(v));
    (v.qualifier.empty() ? vitals_normal : vitals_abnormal).push_back(clinical_vital(v));
  }
  if (sbar && !vitals_abnormal.empty()) {
    items[0].push_back("abnormal vitals: " + join(vitals_abnormal, ", "));
  }
  const std::string allergies = allergies_line(f);
  if (!allergies.empty()) {
    items[sbar ? 1 : 0].push_back(allergies);
  }
  std::vector<std::string> history;
  std::vector<std::string> diagnoses;
  for (const auto& d : f.diagnoses) {
    if (d.name.empty()) {
      continue;
    }
    const bool past = section_of(ctx, d.evidence.start) == section_kind::past_history;
    (sbar && past ? history : diagnoses).push_back(diagnosis_text(d, !sbar));
  }
  if (!history.empty()) {
    items[1].push_back("History: " + join(history, ", "));
  }
  if (!diagnoses.empty()) {
    items[2].push_back(join(diagnoses, "; "));
  }
  if (!sbar && !vitals_all.empty()) {
    items[1].push_back(join(vitals_all, ", "));
  }
  if (sbar && !vitals_normal.empty()) {
    // The situation already states the abnormal ones.
    items[2].push_back((vitals_abnormal.empty() ? "Vitals: " : "Other vitals: ") + join(vitals_normal, ", "));
  }
  std::vector<std::string> results;
  std::vector<std::string> ordered;
  for (const auto& i : f.investigations) {
    if (i.name.empty()) {
      continue;
    }
    (i.status == "resulted" ? results : ordered).push_back(i.status == "resulted" ? investigation_result(i) : i.name);
  }
  if (!results.empty()) {
    items[sbar ? 2 : 1].push_back("Results: " + join(results, ", "));
  }
  std::vector<std::string> regular;
  for (const auto* m : ctx.medications) {
    const bool taken_before = section_of(ctx, m->evidence.start) == section_kind::medications;
    if (sbar && taken_before) {
      regular.push_back(clinical_medication(*m));
    } else {
      items[3].push_back(upper_first(clinical_medication(*m)));
    }
  }
  if (!regular.empty()) {
    items[1].push_back("Regular medicines: " + join(regular, ", "));
  }
  if (!ordered.empty()) {
    items[3].push_back("Investigations: " + join(ordered, ", "));
  }
  if (f.follow_up && !f.follow_up->text.empty()) {
    items[3].push_back("Follow-up: " + f.follow_up->text);
  }

  std::array<std::string, 4> letters{};
  bool any_fact = false;
  for (std::size_t l = 0; l < 4; ++l) {
    for (auto& item : items[l]) {
      item = upper_first(item);
    }
    letters[l] = join(items[l], "; ");
    any_fact = any_fact || !letters[l].empty();
    add_words(letters[l], ctx.seen);
  }
  // A letter without facts takes its best sentence.
  std::array<std::vector<std::string>, 4> continuation;
  for (std::size_t l = 0; l < 4; ++l) {
    if (!letters[l].empty()) {
      continue;
    }
    const auto chosen = pick(ctx.ranking, 1, ctx.seen, [l, sbar](const sentence& s) {
      return letter_of(s.group, sbar) == l;
    });
    if (!chosen.empty()) {
      letters[l] = sentence_text(*chosen.front());
      any_fact = true;
    }
  }
  if (!any_fact) {
    return "";
  }
  const std::size_t extra = max_lines > 4 ? max_lines - 4 : 0;
  for (const auto* s : pick(ctx.ranking, extra, ctx.seen, [](const sentence&) { return true; })) {
    continuation[letter_of(s->group, sbar)].push_back("  " + sentence_text(*s));
  }

  static constexpr std::array<std::string_view, 4> soap{"S", "O", "A", "P"};
  static constexpr std::array<std::string_view, 4> sbar_names{"S", "B", "A", "R"};
  std::array<std::string, 4> heads;
  for (std::size_t l = 0; l < 4; ++l) {
    const auto name = sbar ? sbar_names[l] : soap[l];
    heads[l] = std::string(name) + ": " + (letters[l].empty() ? std::string("not recorded.") : terminated(letters[l]));
  }
  std::vector<std::string> out;
  if (max_lines >= 4) {
    for (std::size_t l = 0; l < 4; ++l) {
      out.push_back(heads[l]);
      for (auto& c : continuation[l]) {
        out.push_back(std::move(c));
      }
    }
  } else if (max_lines == 3) {
    out = {heads[0], heads[1], heads[2] + " " + heads[3]};
  } else if (max_lines == 2) {
    out = {heads[0] + " " + heads[1], heads[2] + " " + heads[3]};
  } else {
    out = {heads[0] + " " + heads[1] + " " + heads[2] + " " + heads[3]};
  }
  return join(out, "\n");
}

// --- executive --------------------------------------------------------------------

std::string executive_style(context& ctx, std::size_t max_lines) {
  const auto& f = ctx.facts;
  std::vector<std::string> head;
  const std::string symptoms = symptoms_text(f);
  if (!symptoms.empty()) {
    head.push_back("Presenting with " + symptoms + ".");
  }
  std::vector<std::string> vitals;
  for (const auto& v : ctx.vitals) {
    vitals.push_back(clinical_vital(v));
  }
  std::vector<std::string> diagnoses;
  for (const auto& d : f.diagnoses) {
    if (d.name.empty()) {
      continue;
    }
    diagnoses.push_back(diagnosis_text(d, false));
  }
  std::vector<std::string> results;
  std::vector<std::string> plan;
  for (const auto* m : ctx.medications) {
    plan.push_back(clinical_medication(*m));
  }
  std::vector<std::string> ordered;
  for (const auto& i : f.investigations) {
    if (i.name.empty()) {
      continue;
    }
    (i.status == "resulted" ? results : ordered).push_back(i.status == "resulted" ? investigation_result(i) : i.name);
  }
  if (!ordered.empty()) {
    plan.push_back("investigations: " + join(ordered, ", "));
  }
  // Findings, then the plan, then what closes a handover paragraph.
  std::vector<std::string> findings;
  if (!vitals.empty()) {
    findings.push_back("Vitals: " + join(vitals, ", ") + ".");
  }
  if (!results.empty()) {
    findings.push_back("Results: " + join(results, ", ") + ".");
  }
  if (!diagnoses.empty()) {
    findings.push_back("Assessment: " + join(diagnoses, "; ") + ".");
  }
  std::vector<std::string> plan_part;
  if (!plan.empty()) {
    plan_part.push_back("Plan: " + join(plan, "; ") + ".");
  }
  std::vector<std::string> closing;
  const std::string allergies = allergies_line(f);
  if (!allergies.empty()) {
    closing.push_back(terminated(allergies));
  }
  if (f.follow_up && !f.follow_up->text.empty()) {
    closing.push_back("Follow-up: " + terminated(f.follow_up->text));
  }
  for (const auto* part : {&head, &findings, &plan_part, &closing}) {
    for (const auto& p : *part) {
      add_words(p, ctx.seen);
    }
  }
  const bool no_facts = head.empty() && findings.empty() && plan_part.empty() && closing.empty();
  const std::size_t budget = std::min<std::size_t>(no_facts ? std::max<std::size_t>(max_lines, 1) : max_lines - 1, 3);
  // Quoted sentences: context after the presentation, advice after the plan.
  for (const auto* s : pick(ctx.ranking, budget, ctx.seen, [](const sentence&) { return true; })) {
    (s->advice ? plan_part : head).push_back(sentence_text(*s));
  }
  std::vector<std::string> parts;
  for (auto* part : {&head, &findings, &plan_part, &closing}) {
    for (auto& p : *part) {
      parts.push_back(std::move(p));
    }
  }
  return join(parts, " ");
}

} // namespace

std::optional<summary_style> summary_style_from_name(std::string_view name) noexcept {
  if (name == "patient") {
    return summary_style::patient;
  }
  if (name == "handover") {
    return summary_style::handover;
  }
  if (name == "executive") {
    return summary_style::executive;
  }
  if (name == "progress-note") {
    return summary_style::progress_note;
  }
  return std::nullopt;
}

std::string_view summary_style_name(summary_style style) noexcept {
  switch (style) {
    case summary_style::patient:
      return "patient";
    case summary_style::handover:
      return "handover";
    case summary_style::executive:
      return "executive";
    case summary_style::progress_note:
      return "progress-note";
  }
  return "patient";
}

std::string summarize(const clinical_facts& facts, summary_style style, int max_lines) {
  const auto lines = static_cast<std::size_t>(std::clamp(max_lines, 1, max_summary_lines));
  // Hand-built facts may carry no document analysis; the sentences need one.
  std::optional<document> own_doc;
  const bool doc_usable = !facts.doc.sections.empty() && facts.doc.text.data() == facts.text.data() &&
                          facts.doc.text.size() == facts.text.size();
  if (!doc_usable) {
    own_doc = analyse(facts.text);
  }
  context ctx{facts, doc_usable ? facts.doc : *own_doc, {}, {}, {}, {}, {}};
  ctx.sentences = split_sentences(ctx.doc, facts.text);
  score_sentences(ctx.sentences, facts);
  ctx.ranking = ranked(ctx.sentences);
  ctx.vitals = vital_views(facts.vitals.block);
  // The words of every fact's evidence count as said: a sentence that only restates
  // rendered facts ("your temperature is 101") adds nothing.
  for (const auto& span : evidence_spans(facts)) {
    if (span.start < span.end && span.end <= facts.text.size()) {
      add_words(facts.text.substr(span.start, span.end - span.start), ctx.seen);
    }
  }
  for (const auto& m : facts.medications) {
    if (is_current(m) && !(m.name.empty() && m.generic.empty())) {
      ctx.medications.push_back(&m);
    }
  }
  std::string out;
  switch (style) {
    case summary_style::patient:
      out = patient_style(ctx, lines);
      break;
    case summary_style::handover:
      out = four_letter_style(ctx, lines, true);
      break;
    case summary_style::progress_note:
      out = four_letter_style(ctx, lines, false);
      break;
    case summary_style::executive:
      out = executive_style(ctx, lines);
      break;
  }
  return out;
}

} // namespace cxs::domain::extraction
