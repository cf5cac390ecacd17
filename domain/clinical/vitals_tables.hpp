#pragma once
// Internal to clinical/vitals*.cpp: the vitals lexicon (keywords, units, context cues,
// exclusions) and the physiological ranges. Data and small lookups only.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "domain/clinical/vitals.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::vitals_detail {

using text::byte_span;
using text::phrase_matcher;
using text::token;
using text::token_kind;
using text::operator""_key;

enum class vital_kind : std::uint8_t { bp, hr, rr, temp, spo2, weight, height, bmi, glucose };
inline constexpr std::size_t vital_kind_count = 9;

// ---------------------------------------------------------------- lexicon tables

enum keyword_flag : std::uint8_t {
  kw_none = 0,
  kw_fasting = 1U << 0U,  // fasting glucose: lower abnormal threshold
  kw_fever = 1U << 1U,    // "fever": negation only removes febrile readings
  kw_short = 1U << 2U,    // ambiguous abbreviation: the value must follow within 2 words
  kw_upper = 1U << 3U,    // one-letter label ("T 37.8", "P 80"): only as an upper-case letter
  kw_in_run = 1U << 4U,   // counts only beside another vital's label ("T 98.6 P 80 R 16"), not "grade R 4"
  kw_opens = 1U << 5U,    // only opening its clause, the value right after ("length 76 cm", not "wound length")
};

struct keyword_def {
  std::string_view phrase;
  vital_kind kind;
  std::uint8_t flags;
};

inline constexpr auto keyword_defs = std::to_array<keyword_def>({
    {"blood pressure", vital_kind::bp, kw_none},
    {"blood pressures", vital_kind::bp, kw_none},
    {"blood pressure reading", vital_kind::bp, kw_none},
    {"bp", vital_kind::bp, kw_none},
    {"b.p.", vital_kind::bp, kw_none},
    {"b.p", vital_kind::bp, kw_none},
    {"b/p", vital_kind::bp, kw_none},
    {"nibp", vital_kind::bp, kw_none},
    // "your pressure was 150 on 90": a pair right after it (chest or eye pressure has none).
    {"pressure", vital_kind::bp, kw_short},
    {"heart rate", vital_kind::hr, kw_none},
    {"heart rates", vital_kind::hr, kw_none},
    {"heartrate", vital_kind::hr, kw_none},
    {"heart beat", vital_kind::hr, kw_none},
    {"heartbeat", vital_kind::hr, kw_none},
    {"pulse", vital_kind::hr, kw_none},
    {"pulse rate", vital_kind::hr, kw_none},
    {"hr", vital_kind::hr, kw_none},
    {"pr", vital_kind::hr, kw_short},
    {"respiratory rate", vital_kind::rr, kw_none},
    {"respiratory rates", vital_kind::rr, kw_none},
    {"respiration rate", vital_kind::rr, kw_none},
    {"respirations", vital_kind::rr, kw_none},
    {"respiration", vital_kind::rr, kw_none},
    {"resp rate", vital_kind::rr, kw_none},
    {"resp", vital_kind::rr, kw_none},
    {"rr", vital_kind::rr, kw_none},
    {"breathing rate", vital_kind::rr, kw_none},
    {"respiratory", vital_kind::rr, kw_short},
    {"temperature", vital_kind::temp, kw_none},
    {"temperatures", vital_kind::temp, kw_none},
    {"body temperature", vital_kind::temp, kw_none},
    {"temp", vital_kind::temp, kw_none},
    {"tmax", vital_kind::temp, kw_none},
    {"t", vital_kind::temp, kw_short | kw_upper},
    {"p", vital_kind::hr, kw_short | kw_upper},
    {"r", vital_kind::rr, kw_short | kw_upper | kw_in_run},  // "T 98.6, P 80, R 16"
    {"t max", vital_kind::temp, kw_none},
    {"fever", vital_kind::temp, kw_fever},
    {"fevers", vital_kind::temp, kw_fever},
    {"febrile", vital_kind::temp, kw_fever},
    {"bukhar", vital_kind::temp, kw_fever},
    {"bukhaar", vital_kind::temp, kw_fever},
    {"jwar", vital_kind::temp, kw_fever},
    {"spo2", vital_kind::spo2, kw_none},
    {"sp o2", vital_kind::spo2, kw_none},
    {"sp02", vital_kind::spo2, kw_none},
    {"sao2", vital_kind::spo2, kw_none},
    {"o2 sat", vital_kind::spo2, kw_none},
    {"o2 sats", vital_kind::spo2, kw_none},
    {"o2 saturation", vital_kind::spo2, kw_none},
    {"o2", vital_kind::spo2, kw_none},
    {"oxygen saturation", vital_kind::spo2, kw_none},
    {"oxygen saturations", vital_kind::spo2, kw_none},
    {"oxygen sat", vital_kind::spo2, kw_none},
    {"oxygen sats", vital_kind::spo2, kw_none},
    {"oxygen level", vital_kind::spo2, kw_none},
    {"oxygen levels", vital_kind::spo2, kw_none},
    {"oxygenation", vital_kind::spo2, kw_none},
    {"oxygen", vital_kind::spo2, kw_none},
    {"saturation", vital_kind::spo2, kw_none},
    {"saturations", vital_kind::spo2, kw_none},
    {"sats", vital_kind::spo2, kw_none},
    {"sat", vital_kind::spo2, kw_short},  // "resp 20 , sat 98"; "sat" (sit) has no percentage after it
    {"satting", vital_kind::spo2, kw_none},
    {"sating", vital_kind::spo2, kw_none},
    {"saturating", vital_kind::spo2, kw_none},
    {"pulse ox", vital_kind::spo2, kw_none},
    {"pulse oximetry", vital_kind::spo2, kw_none},
    {"pulse oximeter", vital_kind::spo2, kw_none},
    {"weight", vital_kind::weight, kw_none},
    {"body weight", vital_kind::weight, kw_none},
    {"weighs", vital_kind::weight, kw_none},
    {"weighing", vital_kind::weight, kw_none},
    {"weighed", vital_kind::weight, kw_none},
    {"weigh", vital_kind::weight, kw_none},
    {"wt", vital_kind::weight, kw_none},
    {"height", vital_kind::height, kw_none},
    {"ht", vital_kind::height, kw_short},
    // probe round 18: an infant's height is its length ("Weighs 9.5 kg, length 76 cm"); only
    // beside another vital, as a wound's or a stay's length is said elsewhere
    {"length", vital_kind::height, kw_in_run | kw_opens | kw_short},
    {"bmi", vital_kind::bmi, kw_none},
    {"body mass index", vital_kind::bmi, kw_none},
    {"blood sugar", vital_kind::glucose, kw_none},
    {"blood sugars", vital_kind::glucose, kw_none},
    {"sugar", vital_kind::glucose, kw_none},
    {"sugars", vital_kind::glucose, kw_none},
    {"sugar level", vital_kind::glucose, kw_none},
    {"sugar levels", vital_kind::glucose, kw_none},
    {"blood glucose", vital_kind::glucose, kw_none},
    {"glucose", vital_kind::glucose, kw_none},
    {"glucose level", vital_kind::glucose, kw_none},
    {"random blood sugar", vital_kind::glucose, kw_none},
    {"random sugar", vital_kind::glucose, kw_none},
    {"random blood glucose", vital_kind::glucose, kw_none},
    {"capillary blood glucose", vital_kind::glucose, kw_none},
    {"rbs", vital_kind::glucose, kw_none},
    {"grbs", vital_kind::glucose, kw_none},
    {"cbg", vital_kind::glucose, kw_none},
    {"fingerstick", vital_kind::glucose, kw_none},
    {"finger stick", vital_kind::glucose, kw_none},
    {"glucometer", vital_kind::glucose, kw_none},
    {"accu-chek", vital_kind::glucose, kw_none},
    {"accucheck", vital_kind::glucose, kw_none},
    {"ppbs", vital_kind::glucose, kw_none},
    {"post prandial sugar", vital_kind::glucose, kw_none},
    {"postprandial sugar", vital_kind::glucose, kw_none},
    {"pp sugar", vital_kind::glucose, kw_none},
    {"fbs", vital_kind::glucose, kw_fasting},
    {"fbg", vital_kind::glucose, kw_fasting},
    {"fasting blood sugar", vital_kind::glucose, kw_fasting},
    {"fasting sugar", vital_kind::glucose, kw_fasting},
    {"fasting glucose", vital_kind::glucose, kw_fasting},
    {"fasting blood glucose", vital_kind::glucose, kw_fasting},
    {"fasting sugars", vital_kind::glucose, kw_fasting},
    {"fasting plasma glucose", vital_kind::glucose, kw_fasting},
});

enum class unit_id : std::uint8_t {
  mmhg,
  beats_per_min,
  breaths_per_min,
  per_min,
  deg_f,
  deg_c,
  degree,
  percent,
  kg,
  lb,
  gram,
  ounce,
  cm,
  metre,
  foot,
  inch,
  inch_word_in,  // "in": an inch only inside a height
  kg_m2,
  mg_dl,
  mmol_l,
  mg,
  foreign,  // a unit of something else: years, days, tablets, litres…
};

struct unit_def {
  std::string_view phrase;
  unit_id id;
};

inline constexpr auto unit_defs = std::to_array<unit_def>({
    {"mmhg", unit_id::mmhg},
    {"mm hg", unit_id::mmhg},
    {"mm of hg", unit_id::mmhg},
    {"mm of mercury", unit_id::mmhg},
    {"millimeters of mercury", unit_id::mmhg},
    {"millimetres of mercury", unit_id::mmhg},
    {"mm", unit_id::mmhg},
    {"bpm", unit_id::beats_per_min},
    {"beats per minute", unit_id::beats_per_min},
    {"beats a minute", unit_id::beats_per_min},
    {"beats per min", unit_id::beats_per_min},
    {"beats/min", unit_id::beats_per_min},
    {"beats each minute", unit_id::beats_per_min},
    {"beats", unit_id::beats_per_min},
    {"b/min", unit_id::beats_per_min},
    {"breaths per minute", unit_id::breaths_per_min},
    {"breaths a minute", unit_id::breaths_per_min},
    {"breaths per min", unit_id::breaths_per_min},
    {"breaths/min", unit_id::breaths_per_min},
    {"breaths", unit_id::breaths_per_min},
    {"br/min", unit_id::breaths_per_min},
    {"per minute", unit_id::per_min},
    {"per min", unit_id::per_min},
    {"a minute", unit_id::per_min},
    {"min", unit_id::per_min},
    {"minute", unit_id::per_min},
    {"each minute", unit_id::per_min},
    {"f", unit_id::deg_f},
    {"°f", unit_id::deg_f},
    {"° f", unit_id::deg_f},
    {"\xE2\x84\x89", unit_id::deg_f},
    {"fahrenheit", unit_id::deg_f},
    {"farenheit", unit_id::deg_f},
    {"degrees f", unit_id::deg_f},
    {"degree f", unit_id::deg_f},
    {"degrees fahrenheit", unit_id::deg_f},
    {"degree fahrenheit", unit_id::deg_f},
    {"deg f", unit_id::deg_f},
    {"c", unit_id::deg_c},
    {"°c", unit_id::deg_c},
    {"° c", unit_id::deg_c},
    {"\xE2\x84\x83", unit_id::deg_c},
    {"celsius", unit_id::deg_c},
    {"centigrade", unit_id::deg_c},
    {"degrees c", unit_id::deg_c},
    {"degree c", unit_id::deg_c},
    {"degrees celsius", unit_id::deg_c},
    {"degree celsius", unit_id::deg_c},
    {"degrees centigrade", unit_id::deg_c},
    {"deg c", unit_id::deg_c},
    {"degrees", unit_id::degree},
    {"degree", unit_id::degree},
    {"deg", unit_id::degree},
    {"°", unit_id::degree},
    {"%", unit_id::percent},
    {"percent", unit_id::percent},
    {"per cent", unit_id::percent},
    {"kg", unit_id::kg},
    {"kgs", unit_id::kg},
    {"kilo", unit_id::kg},
    {"kilos", unit_id::kg},
    {"kilogram", unit_id::kg},
    {"kilograms", unit_id::kg},
    {"kilo grams", unit_id::kg},
    {"lb", unit_id::lb},
    {"lbs", unit_id::lb},
    {"pound", unit_id::lb},
    {"pounds", unit_id::lb},
    {"g", unit_id::gram},
    {"gm", unit_id::gram},
    {"gms", unit_id::gram},
    {"gram", unit_id::gram},
    {"grams", unit_id::gram},
    {"oz", unit_id::ounce},
    {"ounce", unit_id::ounce},
    {"ounces", unit_id::ounce},
    {"cm", unit_id::cm},
    {"cms", unit_id::cm},
    {"centimeter", unit_id::cm},
    {"centimeters", unit_id::cm},
    {"centimetre", unit_id::cm},
    {"centimetres", unit_id::cm},
    {"m", unit_id::metre},
    {"meter", unit_id::metre},
    {"meters", unit_id::metre},
    {"metre", unit_id::metre},
    {"metres", unit_id::metre},
    {"ft", unit_id::foot},
    {"feet", unit_id::foot},
    {"foot", unit_id::foot},
    {"inch", unit_id::inch},
    {"inches", unit_id::inch},
    {"\"", unit_id::inch},
    {"\xE2\x80\x9D", unit_id::inch},
    {"in", unit_id::inch_word_in},
    {"kg/m2", unit_id::kg_m2},
    {"kg/m²", unit_id::kg_m2},
    {"kg per square meter", unit_id::kg_m2},
    {"kg per square metre", unit_id::kg_m2},
    {"kg per meter squared", unit_id::kg_m2},
    {"kg/sq m", unit_id::kg_m2},
    {"mg/dl", unit_id::mg_dl},
    {"mg per dl", unit_id::mg_dl},
    {"mgs/dl", unit_id::mg_dl},
    {"mg %", unit_id::mg_dl},
    {"milligrams per deciliter", unit_id::mg_dl},
    {"milligrams per decilitre", unit_id::mg_dl},
    {"milligram per deciliter", unit_id::mg_dl},
    {"mmol/l", unit_id::mmol_l},
    {"mmol", unit_id::mmol_l},
    {"mmols", unit_id::mmol_l},
    {"mmol per litre", unit_id::mmol_l},
    {"mmol per liter", unit_id::mmol_l},
    {"millimoles per liter", unit_id::mmol_l},
    {"millimoles per litre", unit_id::mmol_l},
    {"millimoles", unit_id::mmol_l},
    {"mg", unit_id::mg},
    {"mgs", unit_id::mg},
    {"milligram", unit_id::mg},
    {"milligrams", unit_id::mg},
    {"years", unit_id::foreign},
    {"year", unit_id::foreign},
    {"yrs", unit_id::foreign},
    {"days", unit_id::foreign},
    {"day", unit_id::foreign},
    {"weeks", unit_id::foreign},
    {"week", unit_id::foreign},
    {"months", unit_id::foreign},
    {"month", unit_id::foreign},
    {"hours", unit_id::foreign},
    {"hour", unit_id::foreign},
    {"hrs", unit_id::foreign},
    {"minutes", unit_id::foreign},
    {"seconds", unit_id::foreign},
    {"times", unit_id::foreign},
    {"ml", unit_id::foreign},
    {"mcg", unit_id::foreign},
    {"units", unit_id::foreign},
    {"tablets", unit_id::foreign},
    {"tablet", unit_id::foreign},
    {"pills", unit_id::foreign},
    {"liters", unit_id::foreign},
    {"litres", unit_id::foreign},
    {"liter", unit_id::foreign},
    {"litre", unit_id::foreign},
    {"l", unit_id::foreign},
    {"lpm", unit_id::foreign},
    {"o'clock", unit_id::foreign},
    {"am", unit_id::foreign},
    {"pm", unit_id::foreign},
    {"th", unit_id::foreign},
    {"st", unit_id::foreign},
    {"nd", unit_id::foreign},
});

enum class cue : std::uint8_t {
  negation,      // before a keyword: "no", "not", "don't"
  hypothetical,  // before a keyword: "if", "unless"
  threshold,     // between keyword and value: "above", "less than", "goal"
  historical,    // anywhere in the sentence: "at home", "last time", "ago"
  current,       // anywhere in the sentence: "today", "right now", "in the office"
};

struct cue_def {
  std::string_view phrase;
  cue kind;
};

inline constexpr auto cue_defs = std::to_array<cue_def>({
    {"no", cue::negation},
    {"not", cue::negation},
    {"denies", cue::negation},
    {"denied", cue::negation},
    {"without", cue::negation},
    {"never", cue::negation},
    {"n't", cue::negation},
    {"nt", cue::negation},
    {"don't", cue::negation},
    {"dont", cue::negation},
    {"doesn't", cue::negation},
    {"didn't", cue::negation},
    {"isn't", cue::negation},
    {"wasn't", cue::negation},
    {"aren't", cue::negation},
    {"haven't", cue::negation},
    {"hasn't", cue::negation},
    {"afebrile", cue::negation},
    {"nahi", cue::negation},
    {"if", cue::hypothetical},
    {"unless", cue::hypothetical},
    {"whenever", cue::hypothetical},
    {"in case", cue::hypothetical},
    {"above", cue::threshold},
    {"over", cue::threshold},
    {"below", cue::threshold},
    {"under", cue::threshold},
    {"more than", cue::threshold},
    {"greater than", cue::threshold},
    {"less than", cue::threshold},
    {"lower than", cue::threshold},
    {"higher than", cue::threshold},
    {"exceeds", cue::threshold},
    {"exceed", cue::threshold},
    {"exceeding", cue::threshold},
    {"at least", cue::threshold},
    {"target", cue::threshold},
    {"goal", cue::threshold},
    {"aim", cue::threshold},
    {">", cue::threshold},
    {"<", cue::threshold},
    {"at home", cue::historical},
    {"home reading", cue::historical},
    {"home readings", cue::historical},
    {"home monitor", cue::historical},
    {"last time", cue::historical},
    {"last visit", cue::historical},
    {"previous", cue::historical},
    {"previously", cue::historical},
    {"used to", cue::historical},
    {"ago", cue::historical},
    {"yesterday", cue::historical},
    {"last week", cue::historical},
    {"last month", cue::historical},
    {"last year", cue::historical},
    {"last night", cue::historical},
    {"in the past", cue::historical},
    {"emergency room", cue::historical},
    {"emergency department", cue::historical},
    {"urgent care", cue::historical},
    {"been running", cue::historical},
    {"has been", cue::historical},
    {"have been", cue::historical},
    {"usually", cue::historical},
    {"normally", cue::historical},
    {"typically", cue::historical},
    {"pharmacy", cue::historical},
    {"top number", cue::historical},
    {"bottom number", cue::historical},
    {"at admission", cue::historical},
    {"on admission", cue::historical},
    {"today", cue::current},
    {"now", cue::current},
    {"right now", cue::current},
    {"currently", cue::current},
    {"in the office", cue::current},
    {"in clinic", cue::current},
    {"in the clinic", cue::current},
    {"here", cue::current},
    {"on exam", cue::current},
    {"on examination", cue::current},
    {"vitals", cue::current},
    {"vital signs", cue::current},
    {"at present", cue::current},
    {"presently", cue::current},
    {"on arrival", cue::current},
});

// Words right after a keyword that show it names something other than a reading.
struct keyword_exclusion {
  vital_kind kind;
  std::uint64_t next_word;  // token key
};

inline constexpr auto keyword_exclusions = std::to_array<keyword_exclusion>({
    {vital_kind::bp, "medication"_key},   {vital_kind::bp, "medications"_key}, {vital_kind::bp, "medicine"_key},
    {vital_kind::bp, "medicines"_key},    {vital_kind::bp, "meds"_key},        {vital_kind::bp, "pill"_key},
    {vital_kind::bp, "pills"_key},        {vital_kind::bp, "tablet"_key},      {vital_kind::bp, "tablets"_key},
    {vital_kind::bp, "regimen"_key},      {vital_kind::bp, "cuff"_key},        {vital_kind::weight, "loss"_key},
    {vital_kind::weight, "gain"_key},     {vital_kind::weight, "change"_key},  {vital_kind::weight, "changes"_key},
    {vital_kind::weight, "reduction"_key}, {vital_kind::weight, "bearing"_key}, {vital_kind::weight, "watchers"_key},
    {vital_kind::weight, "lifting"_key},  {vital_kind::weight, "training"_key}, {vital_kind::weight, "yourself"_key},
    {vital_kind::glucose, "intake"_key},  {vital_kind::glucose, "free"_key},   {vital_kind::glucose, "tablets"_key},
    {vital_kind::glucose, "pills"_key},   {vital_kind::glucose, "medication"_key}, {vital_kind::glucose, "medications"_key},
    {vital_kind::spo2, "tank"_key},       {vital_kind::spo2, "concentrator"_key}, {vital_kind::spo2, "therapy"_key},
    {vital_kind::hr, "monitor"_key},
});

struct lexicon {
  phrase_matcher keywords;
  phrase_matcher units;
  phrase_matcher cues;
};

inline const lexicon& get_lexicon() {
  static const lexicon lex = [] {
    lexicon out;
    for (std::uint32_t k = 0; k < keyword_defs.size(); ++k) {
      out.keywords.add(keyword_defs[k].phrase, k);
    }
    for (const auto& u : unit_defs) {
      out.units.add(u.phrase, static_cast<std::uint32_t>(u.id));
    }
    for (const auto& c : cue_defs) {
      out.cues.add(c.phrase, static_cast<std::uint32_t>(c.kind));
    }
    return out;
  }();
  return lex;
}

// ---------------------------------------------------------------- ranges

struct range_def {
  std::string_view field;
  std::string_view unit;
  std::string_view loinc;
  double implausible_below;
  double implausible_above;
  double abnormal_below;     // abnormal when value < this
  double abnormal_at_least;  // abnormal when value >= this
};

inline constexpr double no_limit = 1e300;

inline constexpr std::array<range_def, vital_kind_count> ranges{{
    {"bloodPressure", "mm[Hg]", loinc_blood_pressure_panel, 40, 300, 90, 140},  // systolic; diastolic below
    {"heartRate", "/min", loinc_heart_rate, 20, 300, 60, 100.000001},
    {"respiratoryRate", "/min", loinc_respiratory_rate, 4, 80, 12, 20.000001},
    {"temperature", "Cel", loinc_temperature, 25, 45, 35, 38},
    {"spo2", "%", loinc_spo2, 30, 100, 94, no_limit},
    {"weight", "kg", loinc_weight, 0.3, 500, -no_limit, no_limit},
    {"height", "cm", loinc_height, 20, 275, -no_limit, no_limit},
    {"bmi", "kg/m2", loinc_bmi, 8, 150, 18.5, 25},
    {"bloodGlucose", "mg/dL", loinc_blood_glucose, 10, 3000, 70, 200},
}};

inline constexpr double diastolic_implausible_below = 10;
inline constexpr double diastolic_implausible_above = 200;
inline constexpr double diastolic_abnormal_below = 60;
inline constexpr double diastolic_abnormal_at_least = 90;
inline constexpr double fasting_glucose_abnormal_at_least = 126;

[[nodiscard]] inline const range_def& range_of(vital_kind kind) { return ranges[static_cast<std::size_t>(kind)]; }

[[nodiscard]] inline double round_to(double value, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::round(value * scale) / scale;
}

}  // namespace cxs::domain::clinical::vitals_detail
