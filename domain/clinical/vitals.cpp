// Vitals: the public entry points, output (flags, JSON) and unit normalisation. The
// scanner is vitals_scanner.*: one pass over number-aware tokens in which keywords open a
// short forward window and the first number that fits the vital (with a compatible unit or
// none) is the reading; each vital keeps only its best candidate (see the selection rules
// in the header), so no candidate list is built. Its tables are vitals_tables.hpp.

#include "domain/clinical/vitals.hpp"

#include "domain/clinical/vitals_scanner.hpp"
#include "domain/clinical/vitals_tables.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <span>

namespace cxs::domain::clinical {

using namespace vitals_detail;

namespace {

// ---------------------------------------------------------------- output

[[nodiscard]] vital_flag flag_for(vital_kind kind, const candidate& c) {
  if (c.implausible) {
    return vital_flag::implausible;
  }
  const range_def& r = range_of(kind);
  double abnormal_at_least = r.abnormal_at_least;
  if (kind == vital_kind::glucose && c.fasting) {
    abnormal_at_least = fasting_glucose_abnormal_at_least;
  }
  bool abnormal = c.value < r.abnormal_below || c.value >= abnormal_at_least;
  if (kind == vital_kind::bp) {
    abnormal = abnormal || c.diastolic < diastolic_abnormal_below || c.diastolic >= diastolic_abnormal_at_least;
  }
  return abnormal ? vital_flag::abnormal : vital_flag::none;
}

[[nodiscard]] std::string describe(double value) { return text::format_number(value); }

[[nodiscard]] std::string implausible_message(vital_kind kind, const candidate& c) {
  const range_def& r = range_of(kind);
  std::string message(r.field);
  message += ' ';
  if (kind == vital_kind::bp) {
    message += describe(c.value);
    message += '/';
    message += describe(c.diastolic);
    message += " mm[Hg] is physiologically implausible (expected systolic ";
    message += describe(r.implausible_below);
    message += '-';
    message += describe(r.implausible_above);
    message += ", diastolic ";
    message += describe(diastolic_implausible_below);
    message += '-';
    message += describe(diastolic_implausible_above);
    message += " and below systolic)";
  } else {
    message += describe(c.value);
    message += ' ';
    message += r.unit;
    message += " is physiologically implausible (expected ";
    message += describe(r.implausible_below);
    message += '-';
    message += describe(r.implausible_above);
    message += ' ';
    message += r.unit;
    message += ')';
  }
  message += "; left out of the vitals block";
  return message;
}

[[nodiscard]] boost::json::value json_number(double value) {
  if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 9e15) {
    return static_cast<std::int64_t>(value);
  }
  return value;
}

[[nodiscard]] boost::json::object json_span(text::byte_span span) {
  boost::json::object out;
  out.reserve(2);
  out["start"] = static_cast<std::uint64_t>(span.start);
  out["end"] = static_cast<std::uint64_t>(span.end);
  return out;
}

[[nodiscard]] boost::json::object reading_json(const vital_reading& r,
                                               const std::function<boost::json::object(text::byte_span)>& evidence,
                                               const boost::json::storage_ptr& sp) {
  // Room for every member up front: an object grown one key at a time reallocates often.
  boost::json::object out(sp);
  out.reserve(6);
  out["value"] = json_number(r.value);
  out["unit"] = r.unit;
  out["loinc"] = r.loinc;
  if (r.flag != vital_flag::none) {
    out["flag"] = to_string(r.flag);
  }
  if (r.original) {
    boost::json::object original(sp);
    original.reserve(2);
    original["value"] = json_number(r.original->value);
    original["unit"] = r.original->unit;
    out["original"] = std::move(original);
  }
  out["evidence"] = evidence(r.evidence);
  return out;
}

std::optional<vital_reading>* slot_for(vitals_block& block, vital_kind kind) {
  switch (kind) {
    case vital_kind::hr:
      return &block.heart_rate;
    case vital_kind::rr:
      return &block.respiratory_rate;
    case vital_kind::temp:
      return &block.temperature;
    case vital_kind::spo2:
      return &block.spo2;
    case vital_kind::weight:
      return &block.weight;
    case vital_kind::height:
      return &block.height;
    case vital_kind::bmi:
      return &block.bmi;
    case vital_kind::glucose:
      return &block.blood_glucose;
    case vital_kind::bp:
      break;
  }
  return nullptr;
}

}  // namespace

std::string_view to_string(vital_flag flag) noexcept {
  switch (flag) {
    case vital_flag::abnormal:
      return "abnormal";
    case vital_flag::implausible:
      return "implausible";
    case vital_flag::none:
      break;
  }
  return "";
}

bool vitals_block::empty() const noexcept {
  return !blood_pressure && !heart_rate && !respiratory_rate && !temperature && !spo2 && !weight && !height && !bmi &&
         !blood_glucose;
}

vitals_result find_vitals(std::string_view text, const vitals_options& options) {
  thread_local std::vector<token> tokens;
  text::tokenize(text, tokens);
  return find_vitals(text, tokens, options);
}

vitals_result find_vitals(std::string_view text, std::span<const text::token> tokens, const vitals_options& options) {
  scanner scan(text, tokens, get_lexicon());
  scan.run();

  vitals_result result;
  for (std::size_t k = 0; k < vital_kind_count; ++k) {
    const auto kind = static_cast<vital_kind>(k);
    const candidate& c = scan.best[k];
    if (!c.present || (!options.historical_fallback && c.tier >= 2)) {
      continue;
    }
    const vital_flag flag = flag_for(kind, c);
    if (flag == vital_flag::implausible && options.range_sanity) {
      result.warnings.push_back({range_of(kind).field, implausible_vital_code, implausible_message(kind, c), c.evidence});
      continue;
    }
    if (kind == vital_kind::bp) {
      result.block.blood_pressure = blood_pressure_reading{c.value, c.diastolic, flag, c.evidence};
      continue;
    }
    const range_def& r = range_of(kind);
    *slot_for(result.block, kind) = vital_reading{c.value, r.unit, r.loinc, flag, c.original, c.evidence};
  }
  return result;
}

boost::json::object to_json(const vitals_block& block) {
  return to_json(block, json_span);
}

boost::json::object to_json(const vitals_block& block,
                            const std::function<boost::json::object(text::byte_span)>& evidence,
                            const boost::json::storage_ptr& sp) {
  boost::json::object out(sp);
  out.reserve(9);  // blood pressure and the eight single readings, at most
  if (block.blood_pressure) {
    const auto& bp = *block.blood_pressure;
    boost::json::object o(sp);
    o.reserve(6);
    o["systolic"] = json_number(bp.systolic);
    o["diastolic"] = json_number(bp.diastolic);
    o["unit"] = "mm[Hg]";
    o["loinc"] = loinc_blood_pressure_panel;
    if (bp.flag != vital_flag::none) {
      o["flag"] = to_string(bp.flag);
    }
    o["evidence"] = evidence(bp.evidence);
    out["bloodPressure"] = std::move(o);
  }
  const std::array<std::pair<std::string_view, const std::optional<vital_reading>*>, 8> singles{{
      {"heartRate", &block.heart_rate},
      {"respiratoryRate", &block.respiratory_rate},
      {"temperature", &block.temperature},
      {"spo2", &block.spo2},
      {"weight", &block.weight},
      {"height", &block.height},
      {"bmi", &block.bmi},
      {"bloodGlucose", &block.blood_glucose},
  }};
  for (const auto& [key, reading] : singles) {
    if (*reading) {
      out[key] = reading_json(**reading, evidence, sp);
    }
  }
  return out;
}

boost::json::object to_json(const vital_warning& warning) {
  boost::json::object out;
  out["field"] = warning.field;
  out["code"] = warning.code;
  out["message"] = warning.message;
  out["evidence"] = json_span(warning.evidence);
  return out;
}

namespace {

std::optional<vital_kind> kind_of_field(std::string_view field) {
  for (std::size_t i = 0; i < ranges.size(); ++i) {
    if (ranges[i].field == field) {
      return static_cast<vital_kind>(i);
    }
  }
  return std::nullopt;
}

bool unit_is(std::string_view unit, std::initializer_list<std::string_view> names) {
  for (auto name : names) {
    if (unit.size() == name.size() &&
        std::equal(unit.begin(), unit.end(), name.begin(), [](char a, char b) {
          return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
        })) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::optional<normalised_vital> normalise_vital(std::string_view field, double value, std::string_view unit) {
  const auto kind = kind_of_field(field);
  if (!kind || *kind == vital_kind::bp || !std::isfinite(value)) {
    return std::nullopt;
  }
  const range_def& r = range_of(*kind);
  normalised_vital out{value, r.unit, r.loinc, std::nullopt};
  if (unit.empty() || unit == r.unit) {
    if (*kind == vital_kind::temp && unit.empty() && value > 50) {
      out.value = round_to((value - 32) * 5 / 9, 2);
      out.original = quantity{value, "[degF]"};
    }
    return out;
  }
  switch (*kind) {
    case vital_kind::hr:
    case vital_kind::rr:
      if (unit_is(unit, {"/min", "bpm", "beats/min", "breaths/min", "min-1", "{beats}/min", "{breaths}/min"})) {
        return out;
      }
      break;
    case vital_kind::temp:
      if (unit_is(unit, {"Cel", "C", "°C", "degC", "celsius"})) {
        return out;
      }
      if (unit_is(unit, {"[degF]", "F", "°F", "degF", "fahrenheit"})) {
        out.value = round_to((value - 32) * 5 / 9, 2);
        out.original = quantity{value, "[degF]"};
        return out;
      }
      break;
    case vital_kind::spo2:
      if (unit_is(unit, {"%", "percent"})) {
        return out;
      }
      break;
    case vital_kind::weight:
      if (unit_is(unit, {"kg", "kgs", "kilogram", "kilograms"})) {
        return out;
      }
      if (unit_is(unit, {"[lb_av]", "lb", "lbs", "pound", "pounds"})) {
        out.value = round_to(value * 0.45359237, 2);
        out.original = quantity{value, "[lb_av]"};
        return out;
      }
      if (unit_is(unit, {"g", "gram", "grams"})) {
        out.value = round_to(value / 1000, 2);
        out.original = quantity{value, "g"};
        return out;
      }
      break;
    case vital_kind::height:
      if (unit_is(unit, {"cm", "centimetre", "centimeter", "centimetres", "centimeters"})) {
        return out;
      }
      if (unit_is(unit, {"m", "metre", "meter", "metres", "meters"})) {
        out.value = round_to(value * 100, 2);
        out.original = quantity{value, "m"};
        return out;
      }
      if (unit_is(unit, {"[in_i]", "in", "inch", "inches"})) {
        out.value = round_to(value * 2.54, 2);
        out.original = quantity{value, "[in_i]"};
        return out;
      }
      if (unit_is(unit, {"[ft_i]", "ft", "foot", "feet"})) {
        out.value = round_to(value * 30.48, 2);
        out.original = quantity{value, "[ft_i]"};
        return out;
      }
      break;
    case vital_kind::bmi:
      if (unit_is(unit, {"kg/m2", "kg/m^2", "kg/m²"})) {
        return out;
      }
      break;
    case vital_kind::glucose:
      if (unit_is(unit, {"mg/dL", "mg/dl", "mg%"})) {
        return out;
      }
      if (unit_is(unit, {"mmol/L", "mmol/l", "mmol"})) {
        out.value = round_to(value * 18.016, 1);
        out.original = quantity{value, "mmol/L"};
        return out;
      }
      break;
    case vital_kind::bp:
      break;
  }
  return std::nullopt;
}

vital_flag classify_vital(std::string_view field, double value, double diastolic) noexcept {
  const auto kind = kind_of_field(field);
  if (!kind) {
    return vital_flag::none;
  }
  candidate c;
  c.present = true;
  c.value = value;
  c.diastolic = diastolic;
  c.implausible = !std::isfinite(value) || !std::isfinite(diastolic) || is_implausible(*kind, value, diastolic);
  return flag_for(*kind, c);
}

std::string implausible_vital_message(std::string_view field, double value, double diastolic) {
  const auto kind = kind_of_field(field);
  if (!kind) {
    return std::string(field) + " is not a vital of the block";
  }
  candidate c;
  c.present = true;
  c.value = value;
  c.diastolic = diastolic;
  return implausible_message(*kind, c);
}

}  // namespace cxs::domain::clinical
