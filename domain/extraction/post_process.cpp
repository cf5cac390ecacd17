#include "domain/extraction/post_process.hpp"

#include "domain/extraction/answer_members.hpp"
#include "domain/clinical/context.hpp"
#include "domain/clinical/vitals.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <memory>
#include <span>
#include <utility>

namespace cxs::domain::extraction {
namespace {

namespace json = boost::json;
using schema::field;
using schema::field_type;
using text::byte_span;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

char lower_ascii(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// Characters a model wraps quotes in, or ends them with, that the text may not have there.
bool is_edge_punct(char c) { return c == '"' || c == '\'' || c == '.' || c == ',' || c == ';' || c == ':' || c == '`'; }

std::string_view trim_quote(std::string_view q) {
  while (!q.empty() && (is_space(q.front()) || is_edge_punct(q.front()))) {
    q.remove_prefix(1);
  }
  while (!q.empty() && (is_space(q.back()) || is_edge_punct(q.back()))) {
    q.remove_suffix(1);
  }
  // Typographic quote marks (“ ” ‘ ’) are three bytes each.
  for (std::string_view mark : {"\xE2\x80\x9C", "\xE2\x80\x9D", "\xE2\x80\x98", "\xE2\x80\x99"}) {
    if (q.starts_with(mark)) {
      q.remove_prefix(mark.size());
    }
    if (q.ends_with(mark)) {
      q.remove_suffix(mark.size());
    }
  }
  return q;
}

// A text folded for loose matching: ASCII lower case, whitespace runs as one space;
// `origin[i]` is the byte of the original that folded byte i came from.
struct folded {
  std::string text;
  std::vector<std::size_t> origin;
};

folded fold(std::string_view s, std::size_t base = 0) {
  folded out;
  out.text.reserve(s.size());
  out.origin.reserve(s.size());
  bool in_space = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (is_space(s[i])) {
      if (!in_space && !out.text.empty()) {
        out.text.push_back(' ');
        out.origin.push_back(base + i);
      }
      in_space = true;
      continue;
    }
    in_space = false;
    out.text.push_back(lower_ascii(s[i]));
    out.origin.push_back(base + i);
  }
  if (!out.text.empty() && out.text.back() == ' ') {
    out.text.pop_back();
    out.origin.pop_back();
  }
  return out;
}

// Bytes of `needle` in text[from, to), exact then folded.
std::optional<byte_span> find_bytes(std::string_view text, std::string_view needle, std::size_t from, std::size_t to) {
  needle = trim_quote(needle);
  if (needle.empty() || from >= to || to > text.size()) {
    return std::nullopt;
  }
  const auto window = text.substr(from, to - from);
  if (const auto at = window.find(needle); at != std::string_view::npos) {
    return byte_span{from + at, from + at + needle.size()};
  }
  const auto hay = fold(window, from);
  const auto pin = fold(needle);
  if (pin.text.empty()) {
    return std::nullopt;
  }
  const auto at = hay.text.find(pin.text);
  if (at == std::string::npos) {
    return std::nullopt;
  }
  const std::size_t last = at + pin.text.size() - 1;
  std::size_t end = hay.origin[last] + 1;
  // Keep the end on a character boundary: a folded multi-byte character ends later.
  while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0U) == 0x80U) {
    ++end;
  }
  return byte_span{hay.origin[at], end};
}

// Everything computed once per text and shared by the fields.
struct context {
  std::string_view text;
  const extraction_options& options;
  text::offset_map map;
  text::code_point_index index;
  const terminology::terminology& terms = terminology::default_terminology();
  std::unique_ptr<clinical::context_document> ctx;  // built on first list item
  std::vector<extraction_warning> warnings;

  context(std::string_view t, const extraction_options& o) : text(t), options(o), map(t), index(t) {}

  const clinical::context_document& mentions() {
    if (!ctx) {
      ctx = std::make_unique<clinical::context_document>(text);
    }
    return *ctx;
  }

  json::object span_json(byte_span span) const {
    return json::object{{"start", map.to_code_point(span.start)}, {"end", map.to_code_point(span.end)}};
  }
};

json::value json_number(double value) {
  if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 9e15) {
    return static_cast<std::int64_t>(value);
  }
  return value;
}

// The evidence of an item in bytes: its quote, its offsets, else its name in the text.
std::optional<byte_span> evidence_of(context& c, const json::object& item, std::string_view name) {
  if (const auto* ev = item.if_contains("evidence"); ev != nullptr && ev->is_object()) {
    const auto& e = ev->get_object();
    if (const auto* q = e.if_contains("quote"); q != nullptr && q->is_string()) {
      if (auto found = find_bytes(c.text, q->get_string(), 0, c.text.size())) {
        return found;
      }
    } else {
      const auto start = number_member(e, "start");
      const auto end = number_member(e, "end");
      if (start && end && *start >= 0 && *end >= 0) {
        if (auto span = c.index.to_bytes(static_cast<std::size_t>(*start), static_cast<std::size_t>(*end))) {
          return span;
        }
      }
    }
  }
  return find_bytes(c.text, name, 0, c.text.size());
}

// The mention ConText should judge: the name inside the evidence, else the first concept
// of the item's kind inside it ("Mother has diabetes" for "Diabetes mellitus"), else the
// evidence. A quote usually holds its trigger ("No cough"), so judging the whole quote would
// miss it: the trigger must lie before the mention.
byte_span mention_of(context& c, byte_span evidence, std::string_view name,
                     std::span<const terminology::concept_kind> kinds) {
  if (auto inside = find_bytes(c.text, name, evidence.start, evidence.end)) {
    return *inside;
  }
  for (const auto& m : c.terms.match(c.text.substr(evidence.start, evidence.end - evidence.start))) {
    if (std::find(kinds.begin(), kinds.end(), m.kind) != kinds.end()) {
      return byte_span{evidence.start + m.begin, evidence.start + m.end};
    }
  }
  return evidence;
}

// The terminology row an item names, by its name(s), else the single concept of `kind` in
// its evidence.
std::optional<terminology::concept_ref> concept_of(context& c, std::initializer_list<std::string_view> names,
                                                    std::initializer_list<terminology::concept_kind> kinds,
                                                    std::optional<byte_span> evidence) {
  const auto wanted = [&kinds](terminology::concept_kind k) {
    return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
  };
  for (auto name : names) {
    if (name.empty()) {
      continue;
    }
    if (auto ref = c.terms.lookup(name); ref && wanted(ref->kind)) {
      return ref;
    }
  }
  if (!evidence) {
    return std::nullopt;
  }
  std::optional<terminology::concept_ref> only;
  for (const auto& m : c.terms.match(c.text.substr(evidence->start, evidence->end - evidence->start))) {
    if (!wanted(m.kind)) {
      continue;
    }
    if (only && !(*only == m.ref())) {
      return std::nullopt;  // two concepts: the evidence does not say which one the item is
    }
    only = m.ref();
  }
  return only;
}

// With the negation prior: should this list item be left out?
bool excluded(context& c, byte_span mention, field_type type, std::string* status) {
  if (!c.options.negation) {
    return false;
  }
  const auto m = c.mentions().assess(mention.start, mention.end);
  if (m.negated || (m.hypothetical && !m.presupposed) || m.who != clinical::experiencer::patient) {
    return true;
  }
  // An outcome foretold or to watch for is not a condition (a medicine there is still given).
  if (type == field_type::diagnosis_list && m.foretold && !m.uncertain) {
    return true;
  }
  const bool current_only = type == field_type::diagnosis_list || type == field_type::medication_list;
  if (current_only && m.historical && !m.chronic) {
    return true;
  }
  if (status != nullptr && m.uncertain) {
    *status = "provisional";
  }
  return false;
}

std::string normalise_frequency(std::string_view raw) {
  std::string f;
  for (char ch : raw) {
    f.push_back(lower_ascii(ch));
  }
  while (!f.empty() && (is_space(f.back()) || f.back() == '.')) {
    f.pop_back();
  }
  struct alias {
    std::string_view code;
    std::initializer_list<std::string_view> spellings;
  };
  static const std::array<alias, 8> aliases{{
      {"OD", {"od", "qd", "once daily", "once a day", "daily", "1-0-0", "0-0-1", "0-1-0", "once"}},
      {"BD", {"bd", "bid", "b.i.d", "twice daily", "twice a day", "1-0-1", "two times a day"}},
      {"TDS", {"tds", "tid", "t.i.d", "thrice daily", "three times a day", "three times daily", "1-1-1"}},
      {"QID", {"qid", "q.i.d", "four times a day", "four times daily", "1-1-1-1"}},
      {"HS", {"hs", "at night", "at bedtime", "bedtime", "nightly"}},
      {"SOS", {"sos", "prn", "as needed", "as required", "when required", "if needed"}},
      {"STAT", {"stat", "immediately", "at once"}},
      {"WEEKLY", {"weekly", "once a week", "once weekly"}},
  }};
  for (const auto& a : aliases) {
    if (std::find(a.spellings.begin(), a.spellings.end(), f) != a.spellings.end()) {
      return std::string(a.code);
    }
  }
  return std::string(raw);
}

std::string text_or_empty(const json::object& o, std::string_view key) { return string_member(o, key); }

json::value process_vitals(context& c, const field& f, const json::value& value) {
  if (!value.is_object()) {
    return nullptr;
  }
  json::object out;
  for (const auto& [key, reading] : value.get_object()) {
    if (!reading.is_object()) {
      continue;
    }
    const auto& r = reading.get_object();
    const std::string_view vital = key;
    const auto evidence = evidence_of(c, r, {});
    json::object item;
    double first = 0;
    double second = 0;
    if (vital == "bloodPressure") {
      const auto sys = number_member(r, "systolic");
      const auto dia = number_member(r, "diastolic");
      const auto unit = string_member(r, "unit");
      if (!sys || !dia || !(unit.empty() || unit == "mm[Hg]" || unit == "mmHg" || unit == "mm Hg")) {
        continue;
      }
      first = *sys;
      second = *dia;
      item["systolic"] = json_number(first);
      item["diastolic"] = json_number(second);
      item["unit"] = "mm[Hg]";
      item["loinc"] = clinical::loinc_blood_pressure_panel;
    } else {
      const auto v = number_member(r, "value");
      if (!v) {
        continue;
      }
      const auto normalised = clinical::normalise_vital(vital, *v, string_member(r, "unit"));
      if (!normalised) {
        continue;  // an unknown vital or a unit we cannot convert: a guess would mislead
      }
      first = normalised->value;
      item["value"] = json_number(first);
      item["unit"] = normalised->unit;
      item["loinc"] = normalised->loinc;
      if (normalised->original) {
        item["original"] = json::object{{"value", json_number(normalised->original->value)},
                                        {"unit", normalised->original->unit}};
      }
    }
    const auto flag = clinical::classify_vital(vital, first, second);
    const auto span = evidence.value_or(byte_span{});
    if (flag == clinical::vital_flag::implausible && c.options.vital_range_sanity) {
      c.warnings.push_back({f.key + "." + std::string(vital), std::string(clinical::implausible_vital_code),
                            clinical::implausible_vital_message(vital, first, second),
                            c.map.to_code_point(span.start), c.map.to_code_point(span.end)});
      continue;
    }
    if (flag != clinical::vital_flag::none) {
      item["flag"] = clinical::to_string(flag);
    }
    item["evidence"] = evidence ? json::value(c.span_json(*evidence)) : json::value(nullptr);
    out[key] = std::move(item);
  }
  return out;
}

// One item of a primitive list, or null when it is left out.
json::value process_item(context& c, field_type type, const json::object& item) {
  using terminology::concept_kind;
  const std::string_view name_key = type == field_type::allergy_list ? "substance" : "name";
  const std::string name = string_member(item, name_key);
  if (name.empty()) {
    return nullptr;
  }
  const auto evidence = evidence_of(c, item, name);
  if (!evidence) {
    return nullptr;  // neither the quote nor the name is in the text: not supported by it
  }
  const auto mention = mention_of(c, *evidence, name, kinds_of(type));
  json::object out;
  switch (type) {
    case field_type::diagnosis_list: {
      std::string status = string_member(item, "status") == "provisional" ? "provisional" : "confirmed";
      if (excluded(c, mention, type, &status)) {
        return nullptr;
      }
      const auto ref = concept_of(c, {name}, {concept_kind::condition}, evidence);
      const auto codes = ref ? c.terms.codes(*ref) : terminology::concept_codes{};
      out = json::object{{"name", name}, {"icd10", codes.icd10}, {"snomed", codes.snomed}, {"status", status}};
      break;
    }
    case field_type::medication_list: {
      if (excluded(c, mention, type, nullptr)) {
        return nullptr;
      }
      const std::string generic = string_member(item, "generic");
      const auto ref = concept_of(c, {name, generic}, {concept_kind::medicine}, evidence);
      out["name"] = name;
      out["generic"] = ref ? std::string(c.terms.display_name(*ref)) : generic;
      json::value dose = nullptr;
      if (const auto* d = item.if_contains("dose"); d != nullptr && d->is_object()) {
        const auto v = number_member(d->get_object(), "value");
        const auto u = string_member(d->get_object(), "unit");
        if (v && !u.empty()) {
          dose = json::object{{"value", json_number(*v)}, {"unit", u}};
        }
      }
      out["dose"] = std::move(dose);
      out["route"] = text_or_empty(item, "route");
      out["frequency"] = normalise_frequency(text_or_empty(item, "frequency"));
      out["timing"] = text_or_empty(item, "timing");
      out["duration"] = text_or_empty(item, "duration");
      out["instructions"] = text_or_empty(item, "instructions");
      out["snomed"] = ref ? c.terms.codes(*ref).snomed : std::string_view{};
      break;
    }
    case field_type::allergy_list: {
      if (excluded(c, mention, type, nullptr)) {
        return nullptr;
      }
      const auto ref = concept_of(c, {name}, {concept_kind::medicine, concept_kind::condition}, std::nullopt);
      const std::string severity = string_member(item, "severity");
      out = json::object{{"substance", name},
                         {"reaction", text_or_empty(item, "reaction")},
                         {"severity", severity == "mild" || severity == "moderate" || severity == "severe" ? severity : ""},
                         {"snomed", ref ? c.terms.codes(*ref).snomed : std::string_view{}}};
      break;
    }
    case field_type::investigation_list: {
      if (excluded(c, mention, type, nullptr)) {
        return nullptr;
      }
      const auto ref = concept_of(c, {name}, {concept_kind::investigation}, evidence);
      const std::string status = string_member(item, "status") == "resulted" ? "resulted" : "ordered";
      out = json::object{{"name", name}, {"loinc", ref ? c.terms.codes(*ref).loinc : std::string_view{}}, {"status", status}};
      if (const auto result = string_member(item, "result"); status == "resulted" && !result.empty()) {
        out["result"] = result;
      }
      break;
    }
    default:
      return nullptr;
  }
  out["evidence"] = c.span_json(*evidence);
  return out;
}

json::value process_field(context& c, const field& f, const json::value* value);

json::value process_list(context& c, const field& f, const json::value& value) {
  if (!value.is_array()) {
    return nullptr;
  }
  json::array out;
  for (const auto& item : value.get_array()) {
    if (!item.is_object()) {
      continue;
    }
    if (auto processed = process_item(c, f.type, item.get_object()); !processed.is_null()) {
      out.push_back(std::move(processed));
    }
  }
  return out;
}

json::value process_field(context& c, const field& f, const json::value* value) {
  if (value == nullptr || value->is_null()) {
    if (f.type == field_type::object) {
      json::object members;
      for (const auto& m : f.fields) {
        members[m.key] = nullptr;
      }
      return members;
    }
    return nullptr;
  }
  switch (f.type) {
    case field_type::text:
      if (!value->is_string()) {
        return nullptr;
      }
      return json::value(format_bullets(value->get_string(), c.options.narrative_bullets));
    case field_type::object: {
      json::object members;
      const auto* in = value->if_object();
      for (const auto& m : f.fields) {
        members[m.key] = process_field(c, m, in != nullptr ? in->if_contains(m.key) : nullptr);
      }
      return members;
    }
    case field_type::vitals_block:
      return process_vitals(c, f, *value);
    case field_type::diagnosis_list:
    case field_type::medication_list:
    case field_type::allergy_list:
    case field_type::investigation_list:
      return process_list(c, f, *value);
    default:
      return *value;
  }
}

bool is_abbreviation(std::string_view word) {
  static constexpr std::array<std::string_view, 10> known{"dr", "mr", "mrs", "ms", "vs", "e.g", "i.e", "etc", "approx", "no"};
  std::string w;
  for (char ch : word) {
    w.push_back(lower_ascii(ch));
  }
  return std::find(known.begin(), known.end(), w) != known.end();
}

// Sentences of one line: split after . ? ! followed by a space and a capital or digit.
std::vector<std::string_view> sentences_of(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i + 2 < line.size(); ++i) {
    const char ch = line[i];
    if ((ch != '.' && ch != '?' && ch != '!') || line[i + 1] != ' ') {
      continue;
    }
    const char next = line[i + 2];
    if (!std::isupper(static_cast<unsigned char>(next)) && !std::isdigit(static_cast<unsigned char>(next))) {
      continue;
    }
    if (ch == '.') {
      const auto word_start = line.find_last_of(' ', i);
      const auto word = line.substr(word_start == std::string_view::npos ? start : word_start + 1,
                                    i - (word_start == std::string_view::npos ? start : word_start + 1));
      if (is_abbreviation(word)) {
        continue;
      }
    }
    out.push_back(line.substr(start, i + 1 - start));
    start = i + 2;
  }
  out.push_back(line.substr(start));
  return out;
}

std::string_view strip_marker(std::string_view line) {
  while (!line.empty() && is_space(line.front())) {
    line.remove_prefix(1);
  }
  if (line.starts_with("- ") || line.starts_with("* ")) {
    line.remove_prefix(2);
  } else if (line.starts_with("\xE2\x80\xA2")) {  // •
    line.remove_prefix(3);
  } else {
    std::size_t digits = 0;
    while (digits < line.size() && std::isdigit(static_cast<unsigned char>(line[digits]))) {
      ++digits;
    }
    if (digits > 0 && digits + 1 < line.size() && (line[digits] == '.' || line[digits] == ')') && line[digits + 1] == ' ') {
      line.remove_prefix(digits + 2);
    }
  }
  while (!line.empty() && is_space(line.front())) {
    line.remove_prefix(1);
  }
  while (!line.empty() && is_space(line.back())) {
    line.remove_suffix(1);
  }
  return line;
}

}  // namespace

std::optional<code_point_span> locate_quote(std::string_view text, std::string_view quote) {
  const auto span = find_bytes(text, quote, 0, text.size());
  if (!span) {
    return std::nullopt;
  }
  const text::offset_map map(text);
  return code_point_span{map.to_code_point(span->start), map.to_code_point(span->end)};
}

std::string format_bullets(std::string_view text, bool bullets) {
  std::string out;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    auto nl = text.find('\n', pos);
    if (nl == std::string_view::npos) {
      nl = text.size();
    }
    const auto line = strip_marker(text.substr(pos, nl - pos));
    pos = nl + 1;
    if (line.empty()) {
      continue;
    }
    for (auto sentence : sentences_of(line)) {
      sentence = strip_marker(sentence);
      if (sentence.empty()) {
        continue;
      }
      if (bullets) {
        if (!out.empty()) {
          out.push_back('\n');
        }
        out.append("- ").append(sentence);
      } else {
        if (!out.empty()) {
          out.push_back(' ');
        }
        out.append(sentence);
        if (sentence.back() != '.' && sentence.back() != '?' && sentence.back() != '!') {
          out.push_back('.');
        }
      }
    }
  }
  return out;
}

post_process_result post_process(std::string_view text, const schema::extraction_schema& schema,
                                 const json::object& data, const extraction_options& options) {
  context c(text, options);
  post_process_result result;
  for (const auto& section : schema.sections) {
    for (const auto& f : section.fields) {
      result.data[f.key] = process_field(c, f, data.if_contains(f.key));
    }
  }
  result.warnings = std::move(c.warnings);
  return result;
}

}  // namespace cxs::domain::extraction
