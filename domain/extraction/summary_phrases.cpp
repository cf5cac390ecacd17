#include "domain/extraction/summary_phrases.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "domain/extraction/insights.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::extraction::summary_detail {

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
  std::string out(" ");  // (not `" " + std::string(...)`: GCC 12 -O3 -Wrestrict false positive)
  out += ucum;
  return out;
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
    out += ' ';
    out += terminated(upper_first(m.instructions));
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

}  // namespace cxs::domain::extraction::summary_detail
