#include "domain/extraction/fhir.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "domain/clinical/vitals.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::extraction {
namespace {

namespace json = boost::json;

constexpr std::string_view loinc_system = "http://loinc.org";
constexpr std::string_view ucum_system = "http://unitsofmeasure.org";
constexpr std::string_view snomed_system = "http://snomed.info/sct";
constexpr std::string_view icd10_system = "http://hl7.org/fhir/sid/icd-10";
constexpr std::string_view observation_category_system = "http://terminology.hl7.org/CodeSystem/observation-category";
constexpr std::string_view interpretation_system =
    "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";
constexpr std::string_view condition_clinical_system = "http://terminology.hl7.org/CodeSystem/condition-clinical";
constexpr std::string_view condition_verification_system = "http://terminology.hl7.org/CodeSystem/condition-ver-status";
constexpr std::string_view condition_category_system = "http://terminology.hl7.org/CodeSystem/condition-category";
constexpr std::string_view allergy_clinical_system =
    "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical";
constexpr std::string_view timing_abbreviation_system = "http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation";
constexpr std::string_view url_namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

// --- SHA-1 (for version-5 UUIDs) ------------------------------------------------------

std::uint32_t rotl(std::uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

std::array<std::uint8_t, 20> sha1(const std::vector<std::uint8_t>& message) {
  std::array<std::uint32_t, 5> h{0x67452301U, 0xEFCDAB89U, 0x98BADCFEU, 0x10325476U, 0xC3D2E1F0U};
  std::vector<std::uint8_t> m = message;
  const std::uint64_t bit_length = static_cast<std::uint64_t>(message.size()) * 8U;
  m.push_back(0x80);
  while (m.size() % 64 != 56) {
    m.push_back(0);
  }
  for (int i = 7; i >= 0; --i) {
    m.push_back(static_cast<std::uint8_t>(bit_length >> (i * 8)));
  }
  for (std::size_t chunk = 0; chunk < m.size(); chunk += 64) {
    std::array<std::uint32_t, 80> w{};
    for (std::size_t i = 0; i < 16; ++i) {
      w[i] = (static_cast<std::uint32_t>(m[chunk + 4 * i]) << 24U) |
             (static_cast<std::uint32_t>(m[chunk + 4 * i + 1]) << 16U) |
             (static_cast<std::uint32_t>(m[chunk + 4 * i + 2]) << 8U) | static_cast<std::uint32_t>(m[chunk + 4 * i + 3]);
    }
    for (std::size_t i = 16; i < 80; ++i) {
      w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    }
    std::uint32_t a = h[0];
    std::uint32_t b = h[1];
    std::uint32_t c = h[2];
    std::uint32_t d = h[3];
    std::uint32_t e = h[4];
    for (std::size_t i = 0; i < 80; ++i) {
      std::uint32_t f = 0;
      std::uint32_t k = 0;
      if (i < 20) {
        f = (b & c) | (~b & d);
        k = 0x5A827999U;
      } else if (i < 40) {
        f = b ^ c ^ d;
        k = 0x6ED9EBA1U;
      } else if (i < 60) {
        f = (b & c) | (b & d) | (c & d);
        k = 0x8F1BBCDCU;
      } else {
        f = b ^ c ^ d;
        k = 0xCA62C1D6U;
      }
      const std::uint32_t temp = rotl(a, 5) + f + e + k + w[i];
      e = d;
      d = c;
      c = rotl(b, 30);
      b = a;
      a = temp;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
  }
  std::array<std::uint8_t, 20> out{};
  for (std::size_t i = 0; i < 5; ++i) {
    out[4 * i] = static_cast<std::uint8_t>(h[i] >> 24U);
    out[4 * i + 1] = static_cast<std::uint8_t>(h[i] >> 16U);
    out[4 * i + 2] = static_cast<std::uint8_t>(h[i] >> 8U);
    out[4 * i + 3] = static_cast<std::uint8_t>(h[i]);
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') {
    return c - '0';
  }
  if (c >= 'a' && c <= 'f') {
    return c - 'a' + 10;
  }
  if (c >= 'A' && c <= 'F') {
    return c - 'A' + 10;
  }
  return -1;
}

// --- JSON readers ---------------------------------------------------------------------

std::string_view str(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || !v->is_string()) {
    return {};
  }
  return {v->get_string().data(), v->get_string().size()};
}

std::optional<double> num(const json::value* v) {
  if (v == nullptr) {
    return std::nullopt;
  }
  if (v->is_int64()) {
    return static_cast<double>(v->get_int64());
  }
  if (v->is_uint64()) {
    return static_cast<double>(v->get_uint64());
  }
  if (v->is_double()) {
    return std::isfinite(v->get_double()) ? std::optional<double>(v->get_double()) : std::nullopt;
  }
  return std::nullopt;
}

std::optional<double> num(const json::object& o, std::string_view key) { return num(o.if_contains(key)); }

// A decimal as JSON: whole numbers as integers, like the rest of the API.
json::value decimal(double v) {
  if (std::abs(v) < 1e15 && v == std::floor(v)) {
    return static_cast<std::int64_t>(v);
  }
  return v;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) {
    if (c >= 'A' && c <= 'Z') {
      c = static_cast<char>(c - 'A' + 'a');
    }
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

// --- FHIR element builders -------------------------------------------------------------

json::object coding(std::string_view system, std::string_view code, std::string_view display = {}) {
  json::object c;
  c["system"] = system;
  c["code"] = code;
  if (!display.empty()) {
    c["display"] = display;
  }
  return c;
}

json::object concept_of(json::array codings, std::string_view text) {
  json::object cc;
  if (!codings.empty()) {
    cc["coding"] = std::move(codings);
  }
  if (!text.empty()) {
    cc["text"] = text;
  }
  return cc;
}

json::object single_concept(std::string_view system, std::string_view code, std::string_view display = {}) {
  json::array codings;
  codings.push_back(coding(system, code, display));
  return concept_of(std::move(codings), {});
}

json::array category(std::string_view system, std::string_view code, std::string_view display) {
  json::array out;
  out.push_back(single_concept(system, code, display));
  return out;
}

// UCUM quantity. Units the mapper does not know are written without system and code.
json::object quantity(double value, std::string_view unit_display, std::string_view ucum) {
  json::object q;
  q["value"] = decimal(value);
  if (!unit_display.empty()) {
    q["unit"] = unit_display;
  }
  if (!ucum.empty()) {
    q["system"] = ucum_system;
    q["code"] = ucum;
  }
  return q;
}

// --- vitals ---------------------------------------------------------------------------

struct vital_def {
  std::string_view key;
  std::string_view loinc;
  std::string_view display;
  std::string_view ucum;          ///< default when the block gives none
  std::string_view unit_display;  ///< human unit
};

constexpr std::array<vital_def, 8> single_vitals{{
    {"heartRate", clinical::loinc_heart_rate, "Heart rate", "/min", "beats/minute"},
    {"respiratoryRate", clinical::loinc_respiratory_rate, "Respiratory rate", "/min", "breaths/minute"},
    {"temperature", clinical::loinc_temperature, "Body temperature", "Cel", "°C"},
    {"spo2", clinical::loinc_spo2, "Oxygen saturation in Arterial blood by Pulse oximetry", "%", "%"},
    {"weight", clinical::loinc_weight, "Body weight", "kg", "kg"},
    {"height", clinical::loinc_height, "Body height", "cm", "cm"},
    {"bmi", clinical::loinc_bmi, "Body mass index (BMI) [Ratio]", "kg/m2", "kg/m2"},
    {"bloodGlucose", clinical::loinc_blood_glucose, "Glucose [Mass/volume] in Blood", "mg/dL", "mg/dL"},
}};

std::string_view unit_display_of(std::string_view ucum, std::string_view fallback) {
  if (ucum == "Cel") {
    return "°C";
  }
  if (ucum == "[degF]") {
    return "°F";
  }
  if (ucum == "mm[Hg]") {
    return "mmHg";
  }
  if (ucum == "[lb_av]") {
    return "lb";
  }
  if (ucum == "[in_i]") {
    return "in";
  }
  return fallback.empty() ? ucum : fallback;
}

std::optional<json::array> interpretation(const json::object& v, std::string_view key, double value, double second) {
  const auto flag = str(v, "flag");
  if (flag.empty()) {
    return std::nullopt;
  }
  json::array out;
  if (flag == "implausible") {
    json::array codings;
    codings.push_back(coding(interpretation_system, "A", "Abnormal"));
    out.push_back(concept_of(std::move(codings), "Implausible reading"));
    return out;
  }
  const auto dir = vital_direction(key, value, second);
  if (dir == "high") {
    out.push_back(single_concept(interpretation_system, "H", "High"));
  } else if (dir == "low") {
    out.push_back(single_concept(interpretation_system, "L", "Low"));
  } else {
    out.push_back(single_concept(interpretation_system, "A", "Abnormal"));
  }
  return out;
}

json::object vital_observation(std::string_view key, std::string_view loinc, std::string_view display,
                               std::string_view category_code) {
  json::object obs;
  obs["resourceType"] = "Observation";
  obs["status"] = "final";
  obs["category"] = category(observation_category_system, category_code,
                             category_code == "vital-signs" ? "Vital Signs" : "Laboratory");
  json::array codings;
  codings.push_back(coding(loinc_system, loinc, display));
  obs["code"] = concept_of(std::move(codings), display);
  (void)key;
  return obs;
}

// --- medications ----------------------------------------------------------------------

struct route_code {
  std::string_view route;
  std::string_view snomed;
  std::string_view display;
};

constexpr std::array<route_code, 12> route_codes{{
    {"oral", "26643006", "Oral route"},
    {"iv", "47625008", "Intravenous route"},
    {"im", "78421000", "Intramuscular route"},
    {"sc", "34206005", "Subcutaneous route"},
    {"topical", "6064005", "Topical route"},
    {"inhaled", "447694001", "Respiratory tract route"},
    {"nasal", "46713006", "Nasal route"},
    {"ophthalmic", "54485002", "Ophthalmic route"},
    {"otic", "10547007", "Otic route"},
    {"sublingual", "37839007", "Sublingual route"},
    {"vaginal", "16857009", "Per vagina"},
    {"rectal", "37161004", "Per rectum"},
}};

struct dose_unit {
  std::string_view unit;  ///< lower-case as the extractor writes it
  std::string_view ucum;
};

constexpr std::array<dose_unit, 22> dose_units{{
    {"mg", "mg"},           {"mcg", "ug"},          {"µg", "ug"},         {"ug", "ug"},
    {"g", "g"},             {"ml", "mL"},           {"l", "L"},           {"unit", "[U]"},
    {"units", "[U]"},       {"iu", "[iU]"},         {"%", "%"},           {"meq", "meq"},
    {"mmol", "mmol"},       {"tablet", "{tablet}"}, {"capsule", "{capsule}"}, {"puff", "{puff}"},
    {"drop", "[drp]"},      {"sachet", "{sachet}"}, {"spray", "{spray}"}, {"teaspoon", "{teaspoon}"},
    {"tablespoon", "{tablespoon}"}, {"ampoule", "{ampoule}"},
}};

std::string_view ucum_for_dose(std::string_view unit) {
  const auto l = lower(unit);
  for (const auto& d : dose_units) {
    if (l == d.unit) {
      return d.ucum;
    }
  }
  return {};
}

struct frequency_def {
  std::string_view code;    ///< the extractor's code
  std::string_view fhir;    ///< v3-GTSAbbreviation code, or ""
  std::string_view display;
  int frequency;
  int period;
  std::string_view period_unit;
};

constexpr std::array<frequency_def, 5> frequencies{{
    {"OD", "QD", "QD", 1, 1, "d"},
    {"BD", "BID", "BID", 2, 1, "d"},
    {"TDS", "TID", "TID", 3, 1, "d"},
    {"QID", "QID", "QID", 4, 1, "d"},
    {"WEEKLY", "WK", "WK", 1, 1, "wk"},
}};

struct when_def {
  std::string_view phrase;
  std::string_view code;  ///< EventTiming
};

// Longer phrases first: "before breakfast" must win over a bare "morning".
constexpr std::array<when_def, 20> when_phrases{{
    {"before breakfast", "ACM"}, {"after breakfast", "PCM"}, {"before lunch", "ACD"}, {"after lunch", "PCD"},
    {"before dinner", "ACV"},    {"after dinner", "PCV"},    {"after food", "PC"},    {"after meals", "PC"},
    {"after meal", "PC"},        {"before food", "AC"},      {"before meals", "AC"},  {"before meal", "AC"},
    {"empty stomach", "AC"},     {"with food", "C"},         {"with meals", "C"},     {"morning", "MORN"},
    {"afternoon", "AFT"},        {"evening", "EVE"},         {"bedtime", "HS"},       {"night", "NIGHT"},
}};

// "5 days" → {5, "d", "days"}.
struct parsed_duration {
  double value = 0;
  std::string_view ucum;
  std::string_view unit;
};

std::optional<parsed_duration> parse_duration(std::string_view text) {
  const auto t = lower(trim(text));
  const auto space = t.rfind(' ');
  if (space == std::string::npos) {
    return std::nullopt;
  }
  const auto value = text::parse_number(std::string_view(t).substr(0, space));
  if (!value || *value <= 0) {
    return std::nullopt;
  }
  const std::string_view unit = std::string_view(t).substr(space + 1);
  struct unit_def {
    std::string_view word;
    std::string_view ucum;
    std::string_view name;
  };
  static constexpr std::array<unit_def, 10> units{{
      {"day", "d", "days"},
      {"days", "d", "days"},
      {"week", "wk", "weeks"},
      {"weeks", "wk", "weeks"},
      {"month", "mo", "months"},
      {"months", "mo", "months"},
      {"hour", "h", "hours"},
      {"hours", "h", "hours"},
      {"year", "a", "years"},
      {"years", "a", "years"},
  }};
  for (const auto& u : units) {
    if (unit == u.word) {
      return parsed_duration{*value, u.ucum, u.name};
    }
  }
  return std::nullopt;
}

// "every 6 hours" / "every six hours" / "q6h" → 6.
std::optional<double> every_hours(std::string_view free_text) {
  const auto t = lower(trim(free_text));
  if (t.size() > 2 && t[0] == 'q' && t.back() == 'h') {
    return text::parse_number(std::string_view(t).substr(1, t.size() - 2));
  }
  if (t.rfind("every ", 0) != 0) {
    return std::nullopt;
  }
  auto rest = std::string_view(t).substr(6);
  for (const std::string_view suffix : {" hours", " hour", " hrs", " hr", " h"}) {
    if (rest.size() > suffix.size() && rest.substr(rest.size() - suffix.size()) == suffix) {
      return text::parse_number(rest.substr(0, rest.size() - suffix.size()));
    }
  }
  return std::nullopt;
}

std::optional<json::object> dosage(const json::object& m) {
  json::object d;
  const auto frequency = trim(str(m, "frequency"));
  const auto timing_text = trim(str(m, "timing"));
  const auto duration_text = trim(str(m, "duration"));
  const auto route = trim(str(m, "route"));
  const auto instructions = trim(str(m, "instructions"));

  std::vector<std::string> text_parts;
  const auto* dose_v = m.if_contains("dose");
  std::optional<json::object> dose_quantity;
  if (dose_v != nullptr && dose_v->is_object()) {
    const auto& dose = dose_v->get_object();
    if (const auto value = num(dose, "value")) {
      const auto unit = trim(str(dose, "unit"));
      dose_quantity = quantity(*value, unit, ucum_for_dose(unit));
      text_parts.push_back(text::format_number(*value) + (unit.empty() ? "" : " " + std::string(unit)));
    }
  }
  if (!route.empty()) {
    text_parts.emplace_back(route);
  }
  if (!frequency.empty()) {
    text_parts.emplace_back(frequency);
  }
  if (!timing_text.empty()) {
    text_parts.emplace_back(timing_text);
  }
  if (!duration_text.empty()) {
    text_parts.push_back("for " + std::string(duration_text));
  }
  std::string text;
  for (const auto& p : text_parts) {
    text += (text.empty() ? "" : " ") + p;
  }
  if (!text.empty()) {
    d["text"] = text;
  }
  if (!instructions.empty()) {
    d["patientInstruction"] = instructions;
  }

  json::object timing;
  json::object repeat;
  bool mapped = false;
  for (const auto& f : frequencies) {
    if (frequency == f.code) {
      json::array codings;
      codings.push_back(coding(timing_abbreviation_system, f.fhir, f.display));
      timing["code"] = concept_of(std::move(codings), frequency);
      repeat["frequency"] = f.frequency;
      repeat["period"] = f.period;
      repeat["periodUnit"] = f.period_unit;
      mapped = true;
    }
  }
  json::array when;
  auto add_when = [&when](std::string_view code) {
    for (const auto& w : when) {
      if (w.as_string() == code) {
        return;
      }
    }
    when.emplace_back(code);
  };
  if (!mapped && !frequency.empty()) {
    if (frequency == "HS") {
      repeat["frequency"] = 1;
      repeat["period"] = 1;
      repeat["periodUnit"] = "d";
      add_when("HS");
    } else if (frequency == "SOS") {
      d["asNeededBoolean"] = true;
    } else if (const auto hours = every_hours(frequency); hours && *hours > 0) {
      repeat["frequency"] = 1;
      repeat["period"] = decimal(*hours);
      repeat["periodUnit"] = "h";
      timing["code"] = concept_of({}, frequency);
    } else {
      timing["code"] = concept_of({}, frequency);  // STAT and free text: words only
    }
  }
  if (!timing_text.empty()) {
    const auto lt = lower(timing_text);
    std::vector<bool> used(lt.size(), false);
    for (const auto& w : when_phrases) {
      const auto at = lt.find(w.phrase);
      if (at == std::string::npos || std::any_of(used.begin() + static_cast<std::ptrdiff_t>(at),
                                                 used.begin() + static_cast<std::ptrdiff_t>(at + w.phrase.size()),
                                                 [](bool u) { return u; })) {
        continue;
      }
      std::fill(used.begin() + static_cast<std::ptrdiff_t>(at),
                used.begin() + static_cast<std::ptrdiff_t>(at + w.phrase.size()), true);
      add_when(w.code);
    }
  }
  if (!when.empty()) {
    repeat["when"] = std::move(when);
  }
  if (const auto dur = parse_duration(duration_text)) {
    repeat["boundsDuration"] = quantity(dur->value, dur->unit, dur->ucum);
  }
  if (!repeat.empty()) {
    timing["repeat"] = std::move(repeat);
  }
  if (!timing.empty()) {
    d["timing"] = std::move(timing);
  }
  if (!route.empty()) {
    const auto lr = lower(route);
    json::array codings;
    for (const auto& r : route_codes) {
      if (lr == r.route) {
        codings.push_back(coding(snomed_system, r.snomed, r.display));
      }
    }
    d["route"] = concept_of(std::move(codings), route);
  }
  if (dose_quantity) {
    json::object dr;
    dr["doseQuantity"] = std::move(*dose_quantity);
    json::array rates;
    rates.push_back(std::move(dr));
    d["doseAndRate"] = std::move(rates);
  }
  if (d.empty()) {
    return std::nullopt;
  }
  return d;
}

// --- investigations -------------------------------------------------------------------

enum class test_kind : std::uint8_t { lab, imaging, procedure, vital };

test_kind kind_of_test(std::string_view name, std::string_view loinc) {
  const auto& term = terminology::default_terminology();
  auto from_row = [](terminology::investigation_kind k) {
    switch (k) {
      case terminology::investigation_kind::imaging:
        return test_kind::imaging;
      case terminology::investigation_kind::procedure:
        return test_kind::procedure;
      case terminology::investigation_kind::vital:
        return test_kind::vital;
      case terminology::investigation_kind::lab:
        return test_kind::lab;
    }
    return test_kind::lab;
  };
  if (!name.empty()) {
    const auto ref = term.lookup(name);
    if (ref && ref->kind == terminology::concept_kind::investigation && ref->row < term.investigations().size()) {
      return from_row(term.investigations()[ref->row].kind);
    }
  }
  if (!loinc.empty()) {
    for (const auto& row : term.investigations()) {
      if (row.loinc == loinc) {
        return from_row(row.kind);
      }
    }
  }
  return test_kind::lab;
}

std::string_view test_unit(std::string_view name, std::string_view loinc) {
  const auto& term = terminology::default_terminology();
  if (!loinc.empty()) {
    for (const auto& row : term.investigations()) {
      if (row.loinc == loinc) {
        return row.unit;
      }
    }
  }
  const auto ref = term.lookup(name);
  if (ref && ref->kind == terminology::concept_kind::investigation && ref->row < term.investigations().size()) {
    return term.investigations()[ref->row].unit;
  }
  return {};
}

// A result "8.2 %" / "8.2%" in the test's own UCUM unit as a quantity.
std::optional<json::object> result_quantity(std::string_view result, std::string_view ucum) {
  if (ucum.empty()) {
    return std::nullopt;
  }
  const auto r = trim(result);
  std::size_t i = 0;
  while (i < r.size() && ((r[i] >= '0' && r[i] <= '9') || r[i] == '.')) {
    ++i;
  }
  if (i == 0) {
    return std::nullopt;
  }
  const auto value = text::parse_number(r.substr(0, i));
  const auto unit = trim(r.substr(i));
  if (!value || lower(unit) != lower(ucum)) {
    return std::nullopt;
  }
  return quantity(*value, unit_display_of(ucum, ucum), ucum);
}

bool is_medicine_or_class(std::string_view substance) {
  static constexpr std::array<std::string_view, 14> classes{
      "penicillin", "penicillins", "sulfa",  "sulpha",        "sulfonamide",    "sulfonamides", "nsaid",
      "nsaids",     "cephalosporin", "cephalosporins", "quinolones", "macrolides", "opioids", "antibiotics"};
  const auto l = lower(trim(substance));
  if (std::find(classes.begin(), classes.end(), l) != classes.end()) {
    return true;
  }
  const auto ref = terminology::default_terminology().lookup(l);
  return ref && ref->kind == terminology::concept_kind::medicine;
}

// --- the walk -------------------------------------------------------------------------

class bundle_builder {
 public:
  explicit bundle_builder(std::string bundle_id) : bundle_id_(std::move(bundle_id)) {
    json::object patient;
    patient["resourceType"] = "Patient";
    patient_ref_ = "urn:uuid:" + fhir_entry_uuid(bundle_id_, 0);
    add(std::move(patient));
  }

  void vitals(const json::object& block) {
    if (const auto* bp_v = block.if_contains("bloodPressure"); bp_v != nullptr && bp_v->is_object()) {
      const auto& bp = bp_v->get_object();
      const auto sys = num(bp, "systolic");
      const auto dia = num(bp, "diastolic");
      if (sys || dia) {
        const auto loinc = str(bp, "loinc").empty() ? clinical::loinc_blood_pressure_panel : str(bp, "loinc");
        auto obs = vital_observation("bloodPressure", loinc, "Blood pressure panel with all children optional",
                                     "vital-signs");
        subject(obs);
        json::array components;
        for (const auto& [value, code, display] :
             {std::tuple{sys, clinical::loinc_systolic, std::string_view("Systolic blood pressure")},
              std::tuple{dia, clinical::loinc_diastolic, std::string_view("Diastolic blood pressure")}}) {
          if (!value) {
            continue;
          }
          json::object comp;
          json::array codings;
          codings.push_back(coding(loinc_system, code, display));
          comp["code"] = concept_of(std::move(codings), display);
          comp["valueQuantity"] = quantity(*value, "mmHg", "mm[Hg]");
          components.push_back(std::move(comp));
        }
        obs["component"] = std::move(components);
        if (auto interp = interpretation(bp, "bloodPressure", sys.value_or(120), dia.value_or(80))) {
          obs["interpretation"] = std::move(*interp);
        }
        add(std::move(obs));
      }
    }
    for (const auto& def : single_vitals) {
      const auto* v_v = block.if_contains(def.key);
      if (v_v == nullptr || !v_v->is_object()) {
        continue;
      }
      const auto& v = v_v->get_object();
      const auto value = num(v, "value");
      if (!value) {
        continue;
      }
      const auto loinc = str(v, "loinc").empty() ? def.loinc : str(v, "loinc");
      auto obs = vital_observation(def.key, loinc, def.display,
                                   def.key == "bloodGlucose" ? "laboratory" : "vital-signs");
      subject(obs);
      const auto ucum = str(v, "unit").empty() ? def.ucum : str(v, "unit");
      obs["valueQuantity"] = quantity(*value, unit_display_of(ucum, ucum == def.ucum ? def.unit_display : ""), ucum);
      if (auto interp = interpretation(v, def.key, *value, 0)) {
        obs["interpretation"] = std::move(*interp);
      }
      if (const auto* orig = v.if_contains("original"); orig != nullptr && orig->is_object()) {
        if (const auto ov = num(orig->get_object(), "value")) {
          std::string note = "As stated: ";
          note += text::format_number(*ov);
          const auto ou = str(orig->get_object(), "unit");
          if (!ou.empty()) {
            note += ' ';
            note += ou;
          }
          json::array notes;
          notes.push_back(json::object{{"text", note}});
          obs["note"] = std::move(notes);
        }
      }
      add(std::move(obs));
    }
  }

  void diagnoses(const json::array& items) {
    for (const auto& item_v : items) {
      if (!item_v.is_object()) {
        continue;
      }
      const auto& d = item_v.get_object();
      const auto name = trim(str(d, "name"));
      const auto icd10 = trim(str(d, "icd10"));
      const auto snomed = trim(str(d, "snomed"));
      if (name.empty() && icd10.empty() && snomed.empty()) {
        continue;
      }
      json::object c;
      c["resourceType"] = "Condition";
      c["clinicalStatus"] = single_concept(condition_clinical_system, "active", "Active");
      const auto status = str(d, "status");
      if (status == "confirmed") {
        c["verificationStatus"] = single_concept(condition_verification_system, "confirmed", "Confirmed");
      } else if (status == "provisional") {
        c["verificationStatus"] = single_concept(condition_verification_system, "provisional", "Provisional");
      }
      c["category"] = category(condition_category_system, "encounter-diagnosis", "Encounter Diagnosis");
      json::array codings;
      if (!icd10.empty()) {
        codings.push_back(coding(icd10_system, icd10, name));
      }
      if (!snomed.empty()) {
        codings.push_back(coding(snomed_system, snomed, name));
      }
      c["code"] = concept_of(std::move(codings), name.empty() ? (icd10.empty() ? snomed : icd10) : name);
      subject(c);
      add(std::move(c));
    }
  }

  void medications(const json::array& items) {
    for (const auto& item_v : items) {
      if (!item_v.is_object()) {
        continue;
      }
      const auto& m = item_v.get_object();
      const auto name = trim(str(m, "name"));
      const auto generic = trim(str(m, "generic"));
      const auto snomed = trim(str(m, "snomed"));
      if (name.empty() && generic.empty()) {
        continue;
      }
      json::object ms;
      ms["resourceType"] = "MedicationStatement";
      ms["status"] = "active";
      json::array codings;
      if (!snomed.empty()) {
        codings.push_back(coding(snomed_system, snomed, generic.empty() ? name : generic));
      }
      ms["medicationCodeableConcept"] = concept_of(std::move(codings), name.empty() ? generic : name);
      subject(ms);
      if (auto d = dosage(m)) {
        json::array dosages;
        dosages.push_back(std::move(*d));
        ms["dosage"] = std::move(dosages);
      }
      add(std::move(ms));
    }
  }

  void allergies(const json::array& items) {
    for (const auto& item_v : items) {
      if (!item_v.is_object()) {
        continue;
      }
      const auto& a = item_v.get_object();
      const auto substance = trim(str(a, "substance"));
      const auto snomed = trim(str(a, "snomed"));
      if (substance.empty() && snomed.empty()) {
        continue;
      }
      json::object ai;
      ai["resourceType"] = "AllergyIntolerance";
      ai["clinicalStatus"] = single_concept(allergy_clinical_system, "active", "Active");
      if (!substance.empty() && is_medicine_or_class(substance)) {
        json::array categories;
        categories.emplace_back("medication");
        ai["category"] = std::move(categories);
      }
      const auto severity = lower(trim(str(a, "severity")));
      if (severity == "severe") {
        ai["criticality"] = "high";
      } else if (severity == "mild" || severity == "moderate") {
        ai["criticality"] = "low";
      }
      json::array codings;
      if (!snomed.empty()) {
        codings.push_back(coding(snomed_system, snomed, substance));
      }
      ai["code"] = concept_of(std::move(codings), substance.empty() ? snomed : substance);
      ai["patient"] = json::object{{"reference", patient_ref_}};
      const auto reaction = trim(str(a, "reaction"));
      if (!reaction.empty()) {
        json::object r;
        json::array manifestations;
        manifestations.push_back(concept_of({}, reaction));
        r["manifestation"] = std::move(manifestations);
        if (severity == "mild" || severity == "moderate" || severity == "severe") {
          r["severity"] = severity;
        }
        json::array reactions;
        reactions.push_back(std::move(r));
        ai["reaction"] = std::move(reactions);
      }
      add(std::move(ai));
    }
  }

  void investigations(const json::array& items) {
    for (const auto& item_v : items) {
      if (!item_v.is_object()) {
        continue;
      }
      const auto& i = item_v.get_object();
      const auto name = trim(str(i, "name"));
      const auto loinc = trim(str(i, "loinc"));
      if (name.empty() && loinc.empty()) {
        continue;
      }
      json::array codings;
      if (!loinc.empty()) {
        codings.push_back(coding(loinc_system, loinc, name));
      }
      auto code = concept_of(std::move(codings), name.empty() ? loinc : name);
      const auto kind = kind_of_test(name, loinc);
      const auto result = trim(str(i, "result"));
      if (str(i, "status") == "resulted") {
        json::object obs;
        obs["resourceType"] = "Observation";
        obs["status"] = "final";
        const std::string_view cat = kind == test_kind::imaging     ? "imaging"
                                     : kind == test_kind::procedure ? "procedure"
                                     : kind == test_kind::vital     ? "vital-signs"
                                                                    : "laboratory";
        const std::string_view cat_display = kind == test_kind::imaging     ? "Imaging"
                                             : kind == test_kind::procedure ? "Procedure"
                                             : kind == test_kind::vital     ? "Vital Signs"
                                                                            : "Laboratory";
        obs["category"] = category(observation_category_system, cat, cat_display);
        obs["code"] = std::move(code);
        subject(obs);
        if (!result.empty()) {
          if (auto q = result_quantity(result, test_unit(name, loinc))) {
            obs["valueQuantity"] = std::move(*q);
          } else {
            obs["valueString"] = result;
          }
        }
        add(std::move(obs));
      } else {
        json::object sr;
        sr["resourceType"] = "ServiceRequest";
        sr["status"] = "active";
        sr["intent"] = "order";
        if (kind == test_kind::imaging) {
          sr["category"] = category(snomed_system, "363679005", "Imaging");
        } else if (kind == test_kind::lab) {
          sr["category"] = category(snomed_system, "108252007", "Laboratory procedure");
        }
        sr["code"] = std::move(code);
        subject(sr);
        add(std::move(sr));
      }
    }
  }

  json::object finish() && {
    json::object bundle;
    bundle["resourceType"] = "Bundle";
    bundle["id"] = bundle_id_;
    bundle["type"] = "collection";
    bundle["entry"] = std::move(entries_);
    return bundle;
  }

 private:
  void subject(json::object& resource) const { resource["subject"] = json::object{{"reference", patient_ref_}}; }

  void add(json::object resource) {
    const auto uuid = fhir_entry_uuid(bundle_id_, entries_.size());
    // `id` right after `resourceType`, as FHIR examples order it.
    json::object ordered;
    ordered["resourceType"] = resource["resourceType"];
    ordered["id"] = uuid;
    for (auto& kv : resource) {
      if (kv.key() != "resourceType") {
        ordered[kv.key()] = std::move(kv.value());
      }
    }
    json::object entry;
    entry["fullUrl"] = "urn:uuid:" + uuid;
    entry["resource"] = std::move(ordered);
    entries_.push_back(std::move(entry));
  }

  std::string bundle_id_;
  std::string patient_ref_;
  json::array entries_;
};

const json::value* value_of(const json::object& data, const json::object* parent, std::string_view key) {
  const auto* v = data.if_contains(key);
  if ((v == nullptr || v->is_null()) && parent != nullptr) {
    v = parent->if_contains(key);
  }
  return v;
}

void walk(const std::vector<schema::field>& fields, const json::object& data, const json::object* parent,
          bundle_builder& out) {
  for (const auto& f : fields) {
    const auto* v = value_of(data, parent, f.key);
    switch (f.type) {
      case schema::field_type::object: {
        const json::object* nested = (v != nullptr && v->is_object()) ? &v->get_object() : nullptr;
        walk(f.fields, data, nested, out);
        break;
      }
      case schema::field_type::vitals_block:
        if (v != nullptr && v->is_object()) {
          out.vitals(v->get_object());
        }
        break;
      case schema::field_type::diagnosis_list:
        if (v != nullptr && v->is_array()) {
          out.diagnoses(v->get_array());
        }
        break;
      case schema::field_type::medication_list:
        if (v != nullptr && v->is_array()) {
          out.medications(v->get_array());
        }
        break;
      case schema::field_type::allergy_list:
        if (v != nullptr && v->is_array()) {
          out.allergies(v->get_array());
        }
        break;
      case schema::field_type::investigation_list:
        if (v != nullptr && v->is_array()) {
          out.investigations(v->get_array());
        }
        break;
      default:
        break;
    }
  }
}

std::string fhir_id(std::string_view id) {
  std::string out;
  for (const char c : id) {
    if (out.size() >= 64) {
      break;
    }
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
    out += ok ? c : '-';
  }
  return out.empty() ? std::string("bundle") : out;
}

} // namespace

std::string uuid_v5(std::string_view namespace_uuid, std::string_view name) {
  std::vector<std::uint8_t> message;
  int high = -1;
  for (const char c : namespace_uuid) {
    if (c == '-') {
      continue;
    }
    const int v = hex_value(c);
    if (v < 0) {
      return "";
    }
    if (high < 0) {
      high = v;
    } else {
      message.push_back(static_cast<std::uint8_t>(high * 16 + v));
      high = -1;
    }
  }
  if (message.size() != 16 || high >= 0) {
    return "";
  }
  message.insert(message.end(), name.begin(), name.end());
  auto hash = sha1(message);
  hash[6] = static_cast<std::uint8_t>((hash[6] & 0x0FU) | 0x50U);
  hash[8] = static_cast<std::uint8_t>((hash[8] & 0x3FU) | 0x80U);
  static constexpr std::string_view digits = "0123456789abcdef";
  std::string out;
  out.reserve(36);
  for (std::size_t i = 0; i < 16; ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) {
      out += '-';
    }
    out += digits[hash[i] >> 4U];
    out += digits[hash[i] & 0x0FU];
  }
  return out;
}

std::string fhir_entry_uuid(std::string_view bundle_id, std::size_t index) {
  return uuid_v5(url_namespace, "cxs-fhir:" + fhir_id(bundle_id) + ":" + std::to_string(index));
}

json::object to_fhir_bundle(const json::object& data, const schema::extraction_schema& schema,
                            std::string_view bundle_id) {
  bundle_builder builder(fhir_id(bundle_id));
  for (const auto& section : schema.sections) {
    walk(section.fields, data, nullptr, builder);
  }
  return std::move(builder).finish();
}

} // namespace cxs::domain::extraction
