// The number phrases around a medicine's name: Indian shorthand ("1-0-1"), durations ("x 5
// days"), intervals ("every 6 hours"), counts ("twice a day", "3 times"), and a dose's unit per
// body weight or area ("mg/kg/day"). Split from medication_attributes.cpp, which reads the
// words around the name and calls these.

#include "domain/clinical/medication_scanner.hpp"

#include <array>
#include <cmath>
#include <string>

#include "domain/clinical/medication_tables.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::detail {

using namespace medication_detail;
using text::token_kind;
using text::operator""_key;

bool medication_scanner::read_shorthand(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const {
  std::array<double, 4> parts{};
  std::size_t count = 0;
  std::size_t k = j;
  while (count < parts.size() && k < limit && number_at(k)) {
    const double v = toks_[k].value;
    if (v != 0 && v != 0.5 && v != 1 && v != 2) {
      return false;
    }
    parts[count++] = v;
    if (k + 2 < limit && (key_at(k + 1, "-"_key) || key_at(k + 1, "+"_key)) && number_at(k + 2)) {
      k += 2;
    } else {
      ++k;
      break;
    }
  }
  if (count < 3 || (count == 3 && number_at(k - 1) && k < limit && key_at(k, "-"_key))) {
    return false;
  }
  std::size_t nonzero = 0;
  std::size_t only = 0;
  for (std::size_t p = 0; p < count; ++p) {
    if (parts[p] != 0) {
      ++nonzero;
      only = p;
    }
  }
  static constexpr std::array<std::string_view, 5> codes{"", "OD", "BD", "TDS", "QID"};
  if (nonzero == 0) {
    return false;
  }
  set_frequency(a, codes[nonzero], rank_explicit);
  if (nonzero == 1) {
    // Position of the single dose: morning, afternoon (or evening of four), night.
    std::string_view when = "morning";
    if (only == count - 1) {
      when = "night";
    } else if (only == 1) {
      when = "afternoon";
    } else if (only == 2) {
      when = "evening";
    }
    set_timing(a, when, timing_time_of_day);
  }
  end = k;
  return true;
}

bool medication_scanner::read_dose_pattern(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const {
  // Like the tablet shorthand, but each part is an amount of the unit said after the pattern;
  // without a unit "20-0-16" could be anything, so nothing is read. Not a sliding scale's
  // steps ("sliding scale 2-4-6 units"), which are doses by reading, not by time of day.
  for (std::size_t b = j; b > 0 && b + 4 > j; --b) {
    if (key_at(b - 1, "scale"_key)) {
      return false;
    }
  }
  std::array<double, 4> parts{};
  std::size_t count = 0;
  std::size_t k = j;
  while (count < parts.size() && k < limit && number_at(k)) {
    const double v = toks_[k].value;
    if (v < 0 || v > 300 || !toks_[k].integral) {
      return false;
    }
    parts[count++] = v;
    if (k + 2 < limit && key_at(k + 1, "-"_key) && number_at(k + 2)) {
      k += 2;
    } else {
      ++k;
      break;
    }
  }
  if (count < 3) {
    return false;
  }
  std::size_t unit_end = 0;
  const attr_def* unit = attr_at(k, limit, unit_end);
  // "U" is a unit only here, right after a pattern ("18-0-12 U SC"); alone it is a word.
  static const attr_def bare_u{"u", attr_kind::dose_unit, "unit", "", 1};
  if (unit == nullptr && k < limit && text_.substr(toks_[k].span.start, toks_[k].span.end - toks_[k].span.start) == "U") {
    unit = &bare_u;
    unit_end = k + 1;
  }
  if (unit == nullptr || unit->kind != attr_kind::dose_unit || (unit->value != "unit" && unit->value != "IU")) {
    return false;
  }
  std::size_t nonzero = 0;
  double first = 0;
  for (std::size_t p = 0; p < count; ++p) {
    if (parts[p] != 0) {
      first = nonzero == 0 ? parts[p] : first;
      ++nonzero;
    }
  }
  static constexpr std::array<std::string_view, 5> codes{"", "OD", "BD", "TDS", "QID"};
  if (nonzero == 0) {
    return false;
  }
  set_dose(a, first, *unit, false);
  set_frequency(a, codes[nonzero], rank_explicit);
  if (a.instructions.empty()) {
    a.instructions = std::string(text_.substr(toks_[j].span.start, toks_[unit_end - 1].span.end - toks_[j].span.start));
  }
  end = unit_end;
  return true;
}

bool medication_scanner::read_duration(std::size_t k, std::size_t limit, attributes& a, std::size_t& end) const {
  if (key_at(k, "the"_key) || key_at(k, "next"_key)) {
    ++k;
  }
  double value = 0;
  std::size_t after = k + 1;
  if (number_at(k)) {
    value = toks_[k].value;
    // "x 5/7" = 5 days, "x 2/52" = 2 weeks, "x 3/12" = 3 months.
    if (key_at(k + 1, "/"_key) && number_at(k + 2)) {
      const double den = toks_[k + 2].value;
      std::string_view unit;
      if (den == 7) {
        unit = "day";
      } else if (den == 52) {
        unit = "week";
      } else if (den == 12) {
        unit = "month";
      }
      if (!unit.empty()) {
        if (a.duration.empty()) {
          a.duration = format_duration(value, unit);
        }
        end = k + 3;
        return true;
      }
    }
  } else if (key_at(k, "a"_key) || key_at(k, "an"_key)) {
    value = 1;
  } else {
    return false;
  }
  std::size_t unit_end = 0;
  const attr_def* unit = attr_at(after, limit, unit_end);
  if (unit == nullptr && key_at(after, "d"_key)) {
    if (a.duration.empty()) {
      a.duration = format_duration(value, "day");  // "x 5d"
    }
    end = after + 1;
    return true;
  }
  if (unit == nullptr || unit->kind != attr_kind::duration_unit) {
    return false;
  }
  if (a.duration.empty()) {
    a.duration = format_duration(value, unit->value);
  }
  end = unit_end;
  return true;
}

bool medication_scanner::read_interval(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const {
  std::size_t k = j;
  const bool every = key_at(k, "every"_key) || key_at(k, "each"_key) || key_at(k, "q"_key);
  if (!every || k + 2 >= limit || !number_at(k + 1)) {
    return false;
  }
  const double n = toks_[k + 1].value;
  k += 2;
  double upper = 0;
  if ((key_at(k, "to"_key) || key_at(k, "-"_key)) && number_at(k + 1)) {
    upper = toks_[k + 1].value;
    k += 2;
  }
  std::string_view unit;
  if (key_at(k, "hours"_key) || key_at(k, "hour"_key) || key_at(k, "hrs"_key) || key_at(k, "hr"_key) ||
      key_at(k, "h"_key) || key_at(k, "hourly"_key)) {
    unit = "hour";
  } else if (key_at(k, "days"_key) || key_at(k, "day"_key)) {
    unit = "day";
  } else if (key_at(k, "weeks"_key) || key_at(k, "week"_key)) {
    unit = "week";
  } else if (key_at(k, "months"_key) || key_at(k, "month"_key)) {
    unit = "month";
  } else {
    return false;
  }
  end = k + 1;
  if (upper == 0 && unit == "hour") {
    static constexpr std::array<std::pair<double, std::string_view>, 4> codes{
        {{24, "OD"}, {12, "BD"}, {8, "TDS"}, {6, "QID"}}};
    for (const auto& [hours, code] : codes) {
      if (n == hours) {
        set_frequency(a, code, rank_explicit);
        return true;
      }
    }
  }
  if (upper == 0 && unit == "day" && n == 1) {
    set_frequency(a, "OD", rank_explicit);
    return true;
  }
  if (upper == 0 && unit == "day" && n == 2) {
    set_frequency(a, "alternate days", rank_explicit);
    return true;
  }
  if (upper == 0 && unit == "week" && n == 1) {
    set_frequency(a, "WEEKLY", rank_explicit);
    return true;
  }
  std::string freq = "every ";
  freq += text::format_number(n);
  if (upper != 0) {
    freq += " to ";
    freq += text::format_number(upper);
  }
  freq += ' ';
  freq += unit;
  if (n != 1 || upper != 0) {
    freq += 's';
  }
  set_frequency(a, freq, rank_explicit);
  return true;
}

bool medication_scanner::read_times(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const {
  if (!(key_at(j + 1, "times"_key) || key_at(j + 1, "time"_key)) || j + 2 >= limit) {
    return false;
  }
  const double n = toks_[j].value;
  std::size_t k = j + 2;
  if (key_at(k, "in"_key) || key_at(k, "per"_key) || key_at(k, "a"_key) || key_at(k, "each"_key) ||
      key_at(k, "every"_key)) {
    ++k;
  }
  const bool per_day = key_at(k, "day"_key) || key_at(k, "daily"_key);
  const bool per_week = key_at(k, "week"_key) || key_at(k, "weekly"_key);
  if (!per_day && !per_week) {
    return false;
  }
  end = k + 1;
  if (per_day && n >= 1 && n <= 4 && n == std::floor(n)) {
    static constexpr std::array<std::string_view, 5> codes{"", "OD", "BD", "TDS", "QID"};
    set_frequency(a, codes[static_cast<std::size_t>(n)], rank_explicit);
    return true;
  }
  if (per_week && n == 1) {
    set_frequency(a, "WEEKLY", rank_explicit);
    return true;
  }
  std::string freq = text::format_number(n);
  freq += per_day ? " times a day" : " times a week";
  set_frequency(a, freq, rank_explicit);
  return true;
}

// "/ kg", "per kg", "/ m2", then an optional "/ day" or "/ hr": the unit's suffix
// ("/kg/d", "/m2", "/kg/h") and the token after it; an empty suffix when none follows.
medication_scanner::per_body medication_scanner::per_body_unit(std::size_t k, std::size_t limit) const {
  per_body out;
  const bool slash = key_at(k, "/"_key) || key_at(k, "per"_key);
  if (!slash || k + 1 >= limit) {
    return out;
  }
  // "mg/kg", "milligrams per kilogram", "per kilo"
  const bool kilogram = key_at(k + 1, "kg"_key) || key_at(k + 1, "kilogram"_key) || key_at(k + 1, "kilo"_key) ||
                        key_at(k + 1, "kilograms"_key);
  const std::string_view base = kilogram                                             ? "/kg"
                                : key_at(k + 1, "m2"_key) || key_at(k + 1, "m²"_key) ? "/m2"
                                                                                   : "";
  // "m2" may be two tokens, "m" and the number 2.
  const bool m_two = key_at(k + 1, "m"_key) && number_at(k + 2) && toks_[k + 2].value == 2 &&
                     toks_[k + 2].span.start == toks_[k + 1].span.end;
  if (base.empty() && !m_two) {
    return out;
  }
  out.suffix = m_two ? "/m2" : base;
  out.end = m_two ? k + 3 : k + 2;
  if (out.end + 1 < limit && (key_at(out.end, "/"_key) || key_at(out.end, "per"_key))) {
    const std::size_t w = out.end + 1;
    if (key_at(w, "day"_key) || key_at(w, "d"_key)) {
      out.suffix += "/d";
      out.end = w + 1;
    } else if (key_at(w, "hr"_key) || key_at(w, "h"_key) || key_at(w, "hour"_key)) {
      out.suffix += "/h";
      out.end = w + 1;
    } else if (key_at(w, "dose"_key)) {
      out.end = w + 1;
    }
  }
  return out;
}

}  // namespace cxs::domain::clinical::detail
