#include "domain/extraction/fhir_clinical.hpp"

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

namespace cxs::domain::extraction::fhir_detail {

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

std::string ucum_for_dose(std::string_view unit) {
  const auto l = lower(unit);
  // A dose per body weight or area keeps its suffix, already UCUM: "mg/kg/d", "[U]/kg/h", "mg/m2".
  const auto slash = l.find('/');
  const std::string_view base = std::string_view(l).substr(0, slash);
  for (const auto& d : dose_units) {
    if (base == d.unit) {
      return std::string(d.ucum) + (slash == std::string::npos ? std::string() : l.substr(slash));
    }
  }
  return {};
}

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

}  // namespace cxs::domain::extraction::fhir_detail
