#include "domain/extraction/grounding.hpp"

#include "domain/extraction/answer_members.hpp"
#include "domain/extraction/evidence_words.hpp"
#include "domain/clinical/vitals.hpp"
#include "domain/extraction/post_process.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <utility>

namespace cxs::domain::extraction {
namespace {

namespace json = boost::json;
using schema::field;
using schema::field_type;
using terminology::concept_kind;
using text::byte_span;
using namespace evidence;  // the words and numbers of a quote (evidence_words.hpp)
// ---------------------------------------------------------------- context

struct context {
  std::string_view text;
  text::offset_map map;
  const terminology::terminology& terms = terminology::default_terminology();
  grounding_result& out;
  text::code_point_index index;

  context(std::string_view t, grounding_result& o) : text(t), map(t), out(o), index(t) {}

  void drop(const field& f, std::string field_path, std::string message, std::optional<byte_span> evidence) {
    const auto span = evidence.value_or(byte_span{});
    out.warnings.push_back({std::move(field_path), std::string(ungrounded_value_code), std::move(message),
                            map.to_code_point(span.start), map.to_code_point(span.end)});
    out.kinds.push_back(f.type);
  }
};

// The span of an item's evidence in the text: its quote located, or its {start, end}.
std::optional<byte_span> locate(context& c, const json::object& item) {
  const auto* ev = item.if_contains("evidence");
  if (ev == nullptr || !ev->is_object()) {
    return std::nullopt;
  }
  const auto& e = ev->get_object();
  if (const auto* q = e.if_contains("quote")) {
    if (!q->is_string()) {
      return std::nullopt;
    }
    const auto found = locate_quote(c.text, q->get_string());
    return found ? c.index.to_bytes(found->start, found->end) : std::nullopt;
  }
  const auto start = number_member(e, "start");
  const auto end = number_member(e, "end");
  if (!start || !end || *start < 0 || *end < 0) {
    return std::nullopt;
  }
  return c.index.to_bytes(static_cast<std::size_t>(*start), static_cast<std::size_t>(*end));
}

std::string_view slice(const context& c, byte_span s) { return c.text.substr(s.start, s.end - s.start); }

std::string describe(double value) { return text::format_number(value); }

// ---------------------------------------------------------------- vitals

bool close(double model, double found) {
  return std::fabs(model - found) <= std::max(0.06, 0.006 * std::fabs(found));
}

struct found_reading {
  double value = 0;
  double diastolic = 0;
  byte_span evidence;  // in the span's own offsets
};

std::optional<found_reading> reading_in(const clinical::vitals_block& b, std::string_view vital) {
  if (vital == "bloodPressure") {
    if (!b.blood_pressure) {
      return std::nullopt;
    }
    return found_reading{b.blood_pressure->systolic, b.blood_pressure->diastolic, b.blood_pressure->evidence};
  }
  const std::optional<clinical::vital_reading>* slot = vital == "heartRate"         ? &b.heart_rate
                                                       : vital == "respiratoryRate" ? &b.respiratory_rate
                                                       : vital == "temperature"     ? &b.temperature
                                                       : vital == "spo2"            ? &b.spo2
                                                       : vital == "weight"          ? &b.weight
                                                       : vital == "height"          ? &b.height
                                                       : vital == "bmi"             ? &b.bmi
                                                       : vital == "bloodGlucose"    ? &b.blood_glucose
                                                                                    : nullptr;
  if (slot == nullptr || !slot->has_value()) {
    return std::nullopt;
  }
  return found_reading{(*slot)->value, 0, (*slot)->evidence};
}

// `quoted`, then its clauses (split at ", ", "; ", ". ", line breaks and " and ") when it
// has more than one.
std::vector<std::string_view> clauses_of(std::string_view quoted) {
  std::vector<std::string_view> out{quoted};
  std::size_t start = 0;
  for (std::size_t i = 0; i < quoted.size(); ++i) {
    std::size_t skip = 0;
    if ((quoted[i] == ',' || quoted[i] == ';' || quoted[i] == '.') && i + 1 < quoted.size() && quoted[i + 1] == ' ') {
      skip = 2;
    } else if (quoted[i] == '\n') {
      skip = 1;
    } else if (word_at(quoted, i, "and") && i > 0 && quoted[i - 1] == ' ') {
      skip = 3;
    }
    if (skip == 0) {
      continue;
    }
    if (i > start) {
      out.push_back(quoted.substr(start, i - start));
    }
    start = i + skip;
    i = start - 1;
  }
  if (out.size() > 1 && start < quoted.size()) {
    out.push_back(quoted.substr(start));
  }
  return out;
}

// A quote holding a question and its answer read as one statement: speaker tags
// ("[doctor]", "patient:"), question marks and line breaks blanked (same length, so offsets
// hold), so "[doctor] how much do you weigh ? [patient] about 180 pounds" states a weight.
// Empty when the quote has no tag and no question mark.
std::string question_answered(std::string_view quoted) {
  std::string out(quoted);
  bool changed = false;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] == '?') {
      out[i] = ' ';
      changed = true;
      continue;
    }
    if (out[i] == '\n' || out[i] == '\r') {
      out[i] = ' ';  // a turn on its own line; does not by itself make a question
      continue;
    }
    for (std::string_view tag : {"[doctor]", "[patient]", "[clinician]", "[nurse]", "doctor:", "patient:"}) {
      if (iequals(std::string_view(out).substr(i, std::min(tag.size(), out.size() - i)), tag)) {
        std::fill_n(out.begin() + static_cast<std::ptrdiff_t>(i), tag.size(), ' ');
        changed = true;
        break;
      }
    }
  }
  return changed ? out : std::string{};
}

// Why the reading is not grounded, or empty when it is.
std::string vital_problem(context& c, std::string_view vital, const json::object& r, std::optional<byte_span> span) {
  const bool bp = vital == "bloodPressure";
  double value = 0;
  double diastolic = 0;
  std::string said;
  if (bp) {
    const auto sys = number_member(r, "systolic");
    const auto dia = number_member(r, "diastolic");
    if (!sys || !dia) {
      return {};  // not a reading: post_process leaves it out
    }
    value = *sys;
    diastolic = *dia;
    said = describe(value) + "/" + describe(diastolic) + " mm[Hg]";
  } else {
    const auto v = number_member(r, "value");
    if (!v) {
      return {};
    }
    const auto unit = string_member(r, "unit");
    said = describe(*v) + (unit.empty() ? "" : " " + unit);
    const auto normalised = clinical::normalise_vital(vital, *v, unit);
    if (!normalised) {
      return std::string(vital) + " " + said + ": the unit is not one of this vital's";
    }
    value = normalised->value;
  }
  if (!span) {
    return std::string(vital) + " " + said + ": its evidence is not in the text";
  }
  // The whole quote, then each of its clauses: the scanner keeps one reading per vital, so
  // in "BP 150/95 at home, 130/85 today" the home reading is only found in its own clause.
  clinical::vitals_options options;
  options.range_sanity = false;  // implausible readings are post_process's to judge
  bool stated = false;
  bool foreign = false;
  const auto quoted = slice(c, *span);
  auto pieces = clauses_of(quoted);
  const std::string answered = question_answered(quoted);
  if (!answered.empty()) {
    pieces.push_back(answered);
  }
  for (const auto piece : pieces) {
    const auto found = reading_in(clinical::find_vitals(piece, options).block, vital);
    if (!found) {
      continue;
    }
    stated = true;
    if (foreign_roles(piece, true).overlaps(found->evidence)) {
      foreign = true;
      continue;
    }
    if (close(value, found->value) && (!bp || close(diastolic, found->diastolic))) {
      return {};
    }
  }
  if (!stated) {
    return std::string(vital) + " " + said + ": its evidence states no " + std::string(vital) + " reading";
  }
  if (foreign) {
    return std::string(vital) + " " + said + ": the number in its evidence is a date, phone number, age or dose";
  }
  return std::string(vital) + " " + said + ": its evidence states a different " + std::string(vital);
}

json::value ground_vitals(context& c, const field& f, const json::value& value) {
  if (!value.is_object()) {
    return value;
  }
  json::object out;
  for (const auto& [key, reading] : value.get_object()) {
    if (!reading.is_object()) {
      out[key] = reading;
      continue;
    }
    const bool known = key == "bloodPressure" || clinical::normalise_vital(key, 1, "").has_value();
    if (!known) {
      out[key] = reading;  // not a vital of the block: post_process leaves it out
      continue;
    }
    const auto& r = reading.get_object();
    const auto span = locate(c, r);
    if (auto problem = vital_problem(c, key, r, span); !problem.empty()) {
      c.drop(f, f.key + "." + std::string(key), problem + "; left out", span);
      continue;
    }
    out[key] = reading;
  }
  return out;
}

// ---------------------------------------------------------------- named items

bool same_concept(const context& c, terminology::concept_ref a, terminology::concept_ref b) {
  return a.kind == b.kind && (a.row == b.row || iequals(c.terms.display_name(a), c.terms.display_name(b)));
}

// Is `name` said in `quoted`?
bool name_in(const context& c, std::string_view name, std::string_view quoted, std::span<const concept_kind> kinds) {
  const auto name_words = words_of(name);
  const auto quote_words = words_of(quoted);
  if (name_words.empty()) {
    return false;
  }
  if (contains_phrase(quote_words, name_words)) {
    return true;  // literally
  }
  const auto wanted = [kinds](concept_kind k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
  // The concepts the name is, or names ("Chronic congestive heart failure" names CHF).
  std::vector<terminology::concept_ref> named;
  if (const auto whole = c.terms.lookup(name)) {
    named.push_back(*whole);
  }
  for (const auto& m : c.terms.match(name)) {
    if (wanted(m.kind)) {
      named.push_back(m.ref());
    }
  }
  const auto is_named = [&c, &named](terminology::concept_ref ref) {
    return std::any_of(named.begin(), named.end(), [&c, ref](terminology::concept_ref n) { return same_concept(c, n, ref); });
  };
  for (const auto& m : c.terms.match(quoted)) {
    if (!wanted(m.kind)) {
      continue;
    }
    if (is_named(m.ref()) || (m.alternative && is_named(*m.alternative))) {
      return true;  // a synonym, abbreviation, brand or code-mix phrase of a concept the name names
    }
    const auto mention = words_of(quoted.substr(m.begin, m.end - m.begin));
    if (!mention.empty() && std::all_of(mention.begin(), mention.end(),
                                        [&name_words](const std::string& w) { return has_word(name_words, w); })) {
      return true;  // a broader concept the name refines
    }
  }
  bool any = false;
  for (const auto& w : name_words) {
    if (filler(w)) {
      continue;
    }
    any = true;
    if (!has_word(quote_words, w)) {
      return false;
    }
  }
  return any;  // every content word, in any order
}

bool value_in(double value, const std::vector<double>& numbers) {
  return std::any_of(numbers.begin(), numbers.end(), [value](double n) { return std::fabs(n - value) < 1e-9; });
}

// The numbers of a span that may be read as a value (not part of a date, phone or age).
std::vector<double> usable_numbers(std::string_view quoted) {
  const auto roles = foreign_roles(quoted, false);
  std::vector<double> out;
  for (const auto& n : text::find_numbers(quoted)) {
    if (!roles.overlaps(n.span)) {
      out.push_back(n.value);
    }
  }
  return out;
}

bool dose_in(const json::object& dose, const std::vector<double>& numbers) {
  const auto v = number_member(dose, "value");
  if (!v) {
    return true;  // no number: post_process leaves the dose out
  }
  if (value_in(*v, numbers)) {
    return true;
  }
  // The same mass in another unit: "0.5 g" for "500 mg", "500 mcg" for "0.5 mg".
  std::string unit = string_member(dose, "unit");
  std::transform(unit.begin(), unit.end(), unit.begin(), lower_ascii);
  const bool mass = unit == "mg" || unit == "g" || unit == "mcg" || unit == "ug" || unit == "µg";
  return mass && (value_in(*v * 1000, numbers) || value_in(*v / 1000, numbers));
}

// Every number written in `member` is one of `numbers`.
bool numbers_in(std::string_view member, const std::vector<double>& numbers) {
  const auto said = text::find_numbers(member);
  return std::all_of(said.begin(), said.end(), [&numbers](const text::number_span& n) { return value_in(n.value, numbers); });
}

std::string_view item_word(field_type type) {
  switch (type) {
    case field_type::diagnosis_list:
      return "diagnosis";
    case field_type::medication_list:
      return "medication";
    case field_type::allergy_list:
      return "allergy";
    default:
      return "investigation";
  }
}

// One list item grounded: null when it is left out.
json::value ground_item(context& c, const field& f, const json::object& item) {
  const std::string_view name_key = f.type == field_type::allergy_list ? "substance" : "name";
  const std::string name = string_member(item, name_key);
  if (name.empty()) {
    return item;  // not an item: post_process leaves it out
  }
  const auto span = locate(c, item);
  const std::string what = std::string(item_word(f.type)) + " \"" + name + "\"";
  if (!span) {
    c.drop(f, f.key, what + ": its evidence is not in the text; left out", span);
    return nullptr;
  }
  const auto quoted = slice(c, *span);
  const auto kinds = kinds_of(f.type);
  bool named = name_in(c, name, quoted, kinds);
  if (!named && f.type == field_type::medication_list) {
    const auto generic = string_member(item, "generic");
    named = !generic.empty() && name_in(c, generic, quoted, kinds);
  }
  if (!named) {
    c.drop(f, f.key, what + ": its evidence does not name it; left out", span);
    return nullptr;
  }
  json::object out = item;
  const auto numbers = usable_numbers(quoted);
  if (f.type == field_type::medication_list) {
    if (const auto* dose = item.if_contains("dose"); dose != nullptr && dose->is_object() && !dose_in(dose->get_object(), numbers)) {
      c.drop(f, f.key + ".dose", what + ": its dose is not in its evidence; dose left out", span);
      out["dose"] = nullptr;
    }
  }
  static constexpr std::array<std::string_view, 3> medication_members{"duration", "timing", "instructions"};
  static constexpr std::array<std::string_view, 1> allergy_members{"reaction"};
  static constexpr std::array<std::string_view, 1> investigation_members{"result"};
  std::span<const std::string_view> checked;
  if (f.type == field_type::medication_list) {
    checked = medication_members;
  } else if (f.type == field_type::allergy_list) {
    checked = allergy_members;
  } else if (f.type == field_type::investigation_list) {
    checked = investigation_members;
  }
  for (const auto member : checked) {
    const auto said = string_member(item, member);
    if (!said.empty() && !numbers_in(said, numbers)) {
      c.drop(f, f.key + "." + std::string(member),
             what + ": a number of its " + std::string(member) + " is not in its evidence; " + std::string(member) +
                 " left out",
             span);
      out[member] = nullptr;
    }
  }
  return out;
}

json::value ground_list(context& c, const field& f, const json::value& value) {
  if (!value.is_array()) {
    return value;
  }
  json::array out;
  for (const auto& item : value.get_array()) {
    if (!item.is_object()) {
      out.push_back(item);
      continue;
    }
    if (auto kept = ground_item(c, f, item.get_object()); !kept.is_null()) {
      out.push_back(std::move(kept));
    }
  }
  return out;
}

json::value ground_field(context& c, const field& f, const json::value& value) {
  if (value.is_null()) {
    return value;
  }
  switch (f.type) {
    case field_type::vitals_block:
      return ground_vitals(c, f, value);
    case field_type::diagnosis_list:
    case field_type::medication_list:
    case field_type::allergy_list:
    case field_type::investigation_list:
      return ground_list(c, f, value);
    case field_type::object: {
      if (!value.is_object()) {
        return value;
      }
      json::object members = value.get_object();
      for (const auto& m : f.fields) {
        if (auto* v = members.if_contains(m.key)) {
          *v = ground_field(c, m, *v);
        }
      }
      return members;
    }
    default:
      return value;
  }
}

}  // namespace

grounding_result ground(std::string_view text, const schema::extraction_schema& schema, const json::object& data) {
  grounding_result result;
  try {
    context c(text, result);
    result.data = data;
    for (const auto& section : schema.sections) {
      for (const auto& f : section.fields) {
        if (auto* v = result.data.if_contains(f.key)) {
          *v = ground_field(c, f, *v);
        }
      }
    }
  } catch (const std::exception&) {
    // Never throws: on a bug (or memory exhaustion) nothing the model said is trusted.
    result.data = json::object{};
    result.warnings.clear();
    result.kinds.clear();
  }
  return result;
}

}  // namespace cxs::domain::extraction
