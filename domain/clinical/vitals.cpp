// Vitals scanner: one pass over number-aware tokens. Keywords open a short forward window
// in which the first number that fits the vital (with a compatible unit or none) is the
// reading; a few units identify a vital without a keyword. Each vital keeps only its best
// candidate (see the selection rules in the header), so no candidate list is built.

#include "domain/clinical/vitals.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <span>

namespace cxs::domain::clinical {
namespace {

using text::byte_span;
using text::phrase_matcher;
using text::token;
using text::token_kind;
using text::operator""_key;

enum class vital_kind : std::uint8_t { bp, hr, rr, temp, spo2, weight, height, bmi, glucose };
constexpr std::size_t vital_kind_count = 9;

// ---------------------------------------------------------------- lexicon tables

enum keyword_flag : std::uint8_t {
  kw_none = 0,
  kw_fasting = 1U << 0U,  // fasting glucose: lower abnormal threshold
  kw_fever = 1U << 1U,    // "fever": negation only removes febrile readings
  kw_short = 1U << 2U,    // ambiguous abbreviation: the value must follow within 2 words
  kw_upper = 1U << 3U,    // one-letter label ("T 37.8", "P 80"): only as an upper-case letter
};

struct keyword_def {
  std::string_view phrase;
  vital_kind kind;
  std::uint8_t flags;
};

constexpr auto keyword_defs = std::to_array<keyword_def>({
    {"blood pressure", vital_kind::bp, kw_none},
    {"blood pressures", vital_kind::bp, kw_none},
    {"blood pressure reading", vital_kind::bp, kw_none},
    {"bp", vital_kind::bp, kw_none},
    {"b.p.", vital_kind::bp, kw_none},
    {"b.p", vital_kind::bp, kw_none},
    {"b/p", vital_kind::bp, kw_none},
    {"nibp", vital_kind::bp, kw_none},
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

constexpr auto unit_defs = std::to_array<unit_def>({
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

constexpr auto cue_defs = std::to_array<cue_def>({
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

constexpr auto keyword_exclusions = std::to_array<keyword_exclusion>({
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

const lexicon& get_lexicon() {
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

constexpr double no_limit = 1e300;

constexpr std::array<range_def, vital_kind_count> ranges{{
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

constexpr double diastolic_implausible_below = 10;
constexpr double diastolic_implausible_above = 200;
constexpr double diastolic_abnormal_below = 60;
constexpr double diastolic_abnormal_at_least = 90;
constexpr double fasting_glucose_abnormal_at_least = 126;

[[nodiscard]] const range_def& range_of(vital_kind kind) { return ranges[static_cast<std::size_t>(kind)]; }

[[nodiscard]] double round_to(double value, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::round(value * scale) / scale;
}

// ---------------------------------------------------------------- candidates

enum class speaker : std::uint8_t { unknown, clinician, patient };

struct candidate {
  bool present = false;
  double value = 0;      // normalised; systolic for blood pressure
  double diastolic = 0;  // blood pressure only
  std::optional<quantity> original;
  byte_span evidence;
  bool fasting = false;
  bool implausible = false;
  int tier = 0;  // 0 current, 1 plain clinician, 2 patient, 3 historical
  std::size_t order = 0;
};

// Lower is better.
[[nodiscard]] bool better(const candidate& a, const candidate& b) {
  if (!b.present) {
    return true;
  }
  if (a.implausible != b.implausible) {
    return !a.implausible;
  }
  if (a.tier != b.tier) {
    return a.tier < b.tier;
  }
  return a.order > b.order;
}

[[nodiscard]] bool is_implausible(vital_kind kind, double value, double diastolic) {
  const range_def& r = range_of(kind);
  if (value < r.implausible_below || value > r.implausible_above) {
    return true;
  }
  if (kind == vital_kind::bp) {
    return diastolic < diastolic_implausible_below || diastolic > diastolic_implausible_above || diastolic >= value;
  }
  return false;
}

// Result of reading a value after a keyword.
struct read_result {
  bool accepted = false;
  bool unit_said = false;  // blood pressure: "mmHg" followed the pair
  std::size_t next = 0;  // where scanning resumes (one past what was read or rejected)
  double value = 0;
  double diastolic = 0;
  std::optional<quantity> original;
};

class scanner {
 public:
  scanner(std::string_view text, std::span<const token> tokens, const lexicon& lex)
      : text_(text), toks_(tokens), lex_(lex) {}

  void run() {
    const std::size_t n = toks_.size();
    std::size_t i = 0;
    while (i < n) {
      update_speaker(i);
      const token& t = toks_[i];
      if (text::is_sentence_break(text_, t)) {
        sentence_start_ = i + 1;
        ++i;
        continue;
      }
      if (auto m = lex_.keywords.longest_at(text_, toks_, i, n)) {
        handle_keyword(i, *m);
        i = m->end;
        continue;
      }
      if (t.kind == token_kind::number && i >= consumed_end_) {
        handle_anchored(i);
      }
      ++i;
    }
  }

  std::array<candidate, vital_kind_count> best{};

 private:
  // ------------------------------------------------------------ helpers

  // Token `k` is the word (or symbol) with key `key`, e.g. "over"_key.
  [[nodiscard]] bool word_at(std::size_t k, std::uint64_t key) const { return k < toks_.size() && toks_[k].key == key; }

  [[nodiscard]] bool symbol_at(std::size_t k, std::uint64_t key) const { return word_at(k, key); }

  [[nodiscard]] bool number_at(std::size_t k) const {
    return k < toks_.size() && toks_[k].kind == token_kind::number;
  }

  // A unit of time or a count word after a number (English and romanised Indian
  // languages: Hindi "din"/"hafte"/"mahine"/"saal"/"ghante"/"baar", Tamil "naal", Telugu
  // "rojulu", Marathi "divas", Bengali "din"/"mash").
  [[nodiscard]] bool duration_word_at(std::size_t k) const {
    if (k >= toks_.size() || toks_[k].kind != token_kind::word) {
      return false;
    }
    static constexpr std::array<std::uint64_t, 38> keys{
        "day"_key,    "days"_key,   "week"_key,   "weeks"_key,  "wk"_key,     "wks"_key,    "month"_key,
        "months"_key, "year"_key,   "years"_key,  "yr"_key,     "yrs"_key,    "hour"_key,   "hours"_key,
        "hr"_key,     "hrs"_key,    "minutes"_key, "times"_key, "episodes"_key, "din"_key,  "dino"_key,
        "dinon"_key,  "hafte"_key,  "hafta"_key,  "mahine"_key, "mahina"_key, "saal"_key,   "ghante"_key,
        "ghanta"_key, "baar"_key,   "naal"_key,   "naatkal"_key, "rojulu"_key, "roju"_key,  "divas"_key,
        "diwas"_key,  "mash"_key,   "bochor"_key,
    };
    return std::find(keys.begin(), keys.end(), toks_[k].key) != keys.end();
  }

  void update_speaker(std::size_t i) {
    // "[doctor]" / "[patient]" turn tags of transcribed dialogue.
    if (symbol_at(i, "["_key) && i + 2 < toks_.size() && symbol_at(i + 2, "]"_key)) {
      speaker_ = classify_speaker(i + 1);
      return;
    }
    // "Patient: …" / "Doctor: …" at the start of a line.
    if ((i == 0 || symbol_at(i - 1, "\n"_key)) && symbol_at(i + 1, ":"_key)) {
      const speaker s = classify_speaker(i);
      if (s != speaker::unknown) {
        speaker_ = s;
      }
    }
  }

  [[nodiscard]] speaker classify_speaker(std::size_t k) const {
    if (word_at(k, "patient"_key) || word_at(k, "pt"_key) || word_at(k, "guest"_key) || word_at(k, "mother"_key) ||
        word_at(k, "father"_key) || word_at(k, "caregiver"_key)) {
      return speaker::patient;
    }
    if (word_at(k, "doctor"_key) || word_at(k, "dr"_key) || word_at(k, "physician"_key) || word_at(k, "clinician"_key) ||
        word_at(k, "nurse"_key)) {
      return speaker::clinician;
    }
    return speaker::unknown;
  }

  [[nodiscard]] std::optional<unit_id> unit_at(std::size_t k, std::size_t& end) const {
    // "/min" after a rate: the slash is a soft symbol, so step over it here.
    std::size_t start = k;
    if (symbol_at(start, "/"_key)) {
      ++start;
    }
    if (auto m = lex_.units.longest_at(text_, toks_, start, toks_.size())) {
      end = m->end;
      return static_cast<unit_id>(m->payload);
    }
    return std::nullopt;
  }

  // The cue that starts at `k`, if any.
  [[nodiscard]] std::optional<phrase_matcher::match> cue_at(std::size_t k) const {
    return lex_.cues.longest_at(text_, toks_, k, toks_.size());
  }

  // True when a cue of `kind` starts within `words` words before token `k`, inside the sentence.
  [[nodiscard]] bool cue_before(std::size_t k, cue kind, int words) const {
    std::size_t j = k;
    int seen = 0;
    while (j > sentence_start_ && seen < words) {
      --j;
      if (toks_[j].kind == token_kind::symbol) {
        continue;
      }
      ++seen;
      if (auto m = cue_at(j)) {
        if (static_cast<cue>(m->payload) == kind) {
          return true;
        }
      }
    }
    return false;
  }

  // Historical / current cues in the sentence around a reading: from the sentence start
  // (at most 30 tokens back) to a few tokens after the value.
  [[nodiscard]] int tier_for(std::size_t keyword_first, std::size_t value_end) const {
    std::size_t from = sentence_start_;
    if (keyword_first > from + 30) {
      from = keyword_first - 30;
    }
    std::size_t to = value_end;
    for (int extra = 0; to < toks_.size() && extra < 6; ++extra) {
      if (text::is_sentence_break(text_, toks_[to])) {
        break;
      }
      ++to;
    }
    bool current = false;
    bool historical = false;
    for (std::size_t j = from; j < to; ++j) {
      if (auto m = cue_at(j)) {
        const auto kind = static_cast<cue>(m->payload);
        historical = historical || kind == cue::historical;
        current = current || kind == cue::current;
      }
    }
    if (historical) {
      return 3;
    }
    if (speaker_ == speaker::patient) {
      return 2;
    }
    return current ? 0 : 1;
  }

  // ------------------------------------------------------------ unit conversion

  [[nodiscard]] static bool compatible(vital_kind kind, unit_id unit) {
    switch (kind) {
      case vital_kind::bp:
        return unit == unit_id::mmhg;
      case vital_kind::hr:
        return unit == unit_id::beats_per_min || unit == unit_id::per_min;
      case vital_kind::rr:
        return unit == unit_id::breaths_per_min || unit == unit_id::per_min;
      case vital_kind::temp:
        return unit == unit_id::deg_f || unit == unit_id::deg_c || unit == unit_id::degree;
      case vital_kind::spo2:
        return unit == unit_id::percent;
      case vital_kind::weight:
        return unit == unit_id::kg || unit == unit_id::lb || unit == unit_id::gram || unit == unit_id::ounce;
      case vital_kind::height:
        return unit == unit_id::cm || unit == unit_id::metre || unit == unit_id::foot || unit == unit_id::inch ||
               unit == unit_id::inch_word_in;
      case vital_kind::bmi:
        return unit == unit_id::kg_m2;
      case vital_kind::glucose:
        return unit == unit_id::mg_dl || unit == unit_id::mmol_l || unit == unit_id::mg;
    }
    return false;
  }

  // Converts a single value to the block unit; `unit` is nullopt when none was said.
  static void normalise(vital_kind kind, double value, std::optional<unit_id> unit, read_result& out) {
    out.value = value;
    switch (kind) {
      case vital_kind::temp: {
        const bool fahrenheit =
            unit == unit_id::deg_f || (unit != unit_id::deg_c && value > 50);  // no unit or bare "degrees"
        if (fahrenheit) {
          out.value = round_to((value - 32.0) * 5.0 / 9.0, 2);
          out.original = quantity{value, "[degF]"};
        }
        break;
      }
      case vital_kind::weight:
        if (unit == unit_id::lb) {
          out.value = round_to(value * 0.45359237, 2);
          out.original = quantity{value, "[lb_av]"};
        } else if (unit == unit_id::gram) {
          out.value = round_to(value / 1000.0, 2);
          out.original = quantity{value, "g"};
        } else if (unit == unit_id::ounce) {
          out.value = round_to(value * 0.028349523125, 2);
          out.original = quantity{value, "[oz_av]"};
        }
        break;
      case vital_kind::height:
        if (unit == unit_id::metre || (!unit && value < 3)) {
          out.value = round_to(value * 100.0, 2);
          out.original = quantity{value, "m"};
        } else if (unit == unit_id::inch || unit == unit_id::inch_word_in || (!unit && value < 100)) {
          out.value = round_to(value * 2.54, 2);
          out.original = quantity{value, "[in_i]"};
        } else if (unit == unit_id::foot) {
          out.value = round_to(value * 30.48, 2);
          out.original = quantity{value, "[ft_i]"};
        }
        break;
      case vital_kind::glucose:
        if (unit == unit_id::mmol_l || (!unit && value < 30)) {
          out.value = round_to(value * 18.016, 1);
          out.original = quantity{value, "mmol/L"};
        }
        break;
      default:
        break;
    }
  }

  // ------------------------------------------------------------ value readers

  // "130/85", "130 by 85", "one thirty over over eighty five", "130 upon 85 mm Hg".
  [[nodiscard]] read_result read_pair(std::size_t j) const {
    read_result r;
    r.accepted = false;
    r.next = j + 1;
    std::size_t k = j + 1;
    if (symbol_at(k, "/"_key)) {
      ++k;
    } else if (word_at(k, "over"_key) || word_at(k, "by"_key) || word_at(k, "upon"_key)) {
      ++k;
      while (word_at(k, "over"_key) || word_at(k, "uh"_key) || word_at(k, "um"_key) || symbol_at(k, ","_key)) {
        ++k;
      }
    } else {
      return r;
    }
    if (!number_at(k)) {
      return r;
    }
    r.value = toks_[j].value;
    r.diastolic = toks_[k].value;
    r.next = k + 1;
    std::size_t unit_end = 0;
    if (auto u = unit_at(r.next, unit_end); u && *u == unit_id::mmhg) {
      r.next = unit_end;
      r.unit_said = true;
    }
    // "two over six systolic murmur" grades a murmur.
    if (word_at(r.next, "systolic"_key) || word_at(r.next, "diastolic"_key) || word_at(r.next, "murmur"_key) ||
        word_at(r.next, "ejection"_key) || word_at(r.next, "holosystolic"_key)) {
      return r;
    }
    r.accepted = true;
    return r;
  }

  // Height with feet and inches: "5'6\"", "5 ft 6 in", "five feet , six inches", "five foot six".
  // `j` is the feet number, `k` the token after the feet unit.
  [[nodiscard]] read_result read_feet(std::size_t j, std::size_t k) const {
    read_result r;
    r.accepted = true;
    r.next = k;
    double inches = toks_[j].value * 12.0;
    std::size_t m = k;
    if (symbol_at(m, ","_key) || word_at(m, "and"_key)) {
      ++m;
    }
    if (number_at(m) && toks_[m].value < 12) {
      std::size_t unit_end = 0;
      const auto u = unit_at(m + 1, unit_end);
      if (u && (*u == unit_id::inch || *u == unit_id::inch_word_in)) {
        inches += toks_[m].value;
        r.next = unit_end;
      } else if (symbol_at(m + 1, "'"_key) && symbol_at(m + 2, "'"_key)) {
        inches += toks_[m].value;  // 5'6''
        r.next = m + 3;
      } else if (!u) {
        inches += toks_[m].value;  // "five foot six"
        r.next = m + 1;
      }
    }
    r.value = round_to(inches * 2.54, 2);
    r.original = quantity{inches, "[in_i]"};
    return r;
  }

  // The feet unit after a number: "ft"/"feet"/"foot" or an apostrophe. Sets `after`.
  [[nodiscard]] bool feet_unit_at(std::size_t k, std::size_t& after) const {
    std::size_t unit_end = 0;
    if (auto u = unit_at(k, unit_end); u && *u == unit_id::foot) {
      after = unit_end;
      return true;
    }
    if ((symbol_at(k, "'"_key) || symbol_at(k, "\xE2\x80\x99"_key)) && !symbol_at(k + 1, "'"_key)) {
      after = k + 1;
      return true;
    }
    return false;
  }

  [[nodiscard]] read_result read_single(vital_kind kind, std::size_t j) const {
    read_result r;
    r.accepted = false;
    r.next = j + 1;
    // ASR stutter: "ninety ninety seven . two" → the last of adjacent spoken numbers.
    while (number_at(j + 1) && toks_[j].spoken && toks_[j + 1].spoken && toks_[j + 1].space_before) {
      ++j;
    }
    r.next = j + 1;
    const double value = toks_[j].value;
    // "2+ pulses" is a pulse grade, not a rate.
    if (symbol_at(j + 1, "+"_key)) {
      return r;
    }
    // A range ("two or three times", "one twenty to one forty") is not a reading.
    if ((word_at(j + 1, "to"_key) || word_at(j + 1, "or"_key) || symbol_at(j + 1, "-"_key)) &&
        (number_at(j + 2) || (j + 2 < toks_.size() && text::is_number_word(toks_[j + 2].key)))) {
      r.next = j + 3;
      return r;
    }
    if (kind == vital_kind::height) {
      std::size_t after = 0;
      if (feet_unit_at(j + 1, after)) {
        return read_feet(j, after);
      }
    }
    std::size_t unit_end = 0;
    std::optional<unit_id> unit = unit_at(j + 1, unit_end);
    if (unit && *unit == unit_id::inch_word_in && kind != vital_kind::height) {
      unit.reset();  // "weighs 72 in the clinic": "in" is a preposition there
    }
    if (unit && !compatible(kind, *unit)) {
      return r;
    }
    if (unit) {
      r.next = unit_end;
    } else if (duration_word_at(j + 1)) {
      // "bukhar hai 3 din se", "fever for 2 days", "pulse racing 3 times": a duration or
      // a count, never a reading.
      return r;
    }
    // "5 kg less than last month", "10 pounds down": a difference, not a reading.
    if (word_at(r.next, "less"_key) || word_at(r.next, "more"_key) || word_at(r.next, "lighter"_key) ||
        word_at(r.next, "heavier"_key) || word_at(r.next, "higher"_key) || word_at(r.next, "lower"_key) ||
        word_at(r.next, "down"_key) || word_at(r.next, "up"_key)) {
      return r;
    }
    // "4 pounds , 8 ounces".
    double total = value;
    if (kind == vital_kind::weight && unit == unit_id::lb) {
      std::size_t m = r.next;
      if (symbol_at(m, ","_key) || word_at(m, "and"_key)) {
        ++m;
      }
      std::size_t oz_end = 0;
      if (number_at(m)) {
        if (auto u2 = unit_at(m + 1, oz_end); u2 && *u2 == unit_id::ounce) {
          total += toks_[m].value / 16.0;
          r.next = oz_end;
        }
      }
    }
    normalise(kind, total, unit, r);
    r.accepted = true;
    return r;
  }

  // ------------------------------------------------------------ handlers

  void handle_keyword(std::size_t first, const phrase_matcher::match& m) {
    const keyword_def& kw = keyword_defs[m.payload];
    if ((kw.flags & kw_upper) != 0 && (text_[toks_[first].span.start] < 'A' || text_[toks_[first].span.start] > 'Z')) {
      return;  // "t" of "don't", "p" of "p.m."
    }
    for (const auto& ex : keyword_exclusions) {
      if (ex.kind == kw.kind && word_at(m.end, ex.next_word)) {
        return;
      }
    }
    if (cue_before(first, cue::hypothetical, 4)) {
      return;
    }
    const bool negated = cue_before(first, cue::negation, 3);
    const bool fever_word = (kw.flags & kw_fever) != 0;
    if (negated && !fever_word) {
      return;
    }
    // Blood pressure gets a long window: clinicians talk between keyword and reading, and a
    // far pair must still look like a blood pressure (checked below).
    int word_limit = kw.kind == vital_kind::bp ? 40 : 15;
    if ((kw.flags & kw_short) != 0) {
      word_limit = 2;
    }
    int words = 0;
    std::size_t j = m.end;
    const std::size_t n = toks_.size();
    bool fasting = (kw.flags & kw_fasting) != 0;
    while (j < n) {
      const token& tok = toks_[j];
      if (tok.key == "fasting"_key) {
        fasting = true;  // "sugar fasting 110"
      }
      if (j == m.end && symbol_at(j, "."_key) && !tok.space_before) {
        ++j;  // "Temp. 101" - an abbreviation dot, not a sentence end
        continue;
      }
      if (text::is_sentence_break(text_, tok)) {
        return;
      }
      if (lex_.keywords.longest_at(text_, toks_, j, n)) {
        return;  // the next vital's keyword: that value is not ours
      }
      if (auto c = cue_at(j); c && static_cast<cue>(c->payload) == cue::threshold) {
        return;
      }
      if (tok.kind == token_kind::number) {
        read_result r = kw.kind == vital_kind::bp ? read_pair(j) : read_single(kw.kind, j);
        if (r.accepted && kw.kind == vital_kind::bp && words > 6) {
          // A pair far from its keyword must look like a blood pressure.
          const bool looks_like_bp = r.value >= 50 && r.value <= 300 && r.diastolic >= 20 && r.diastolic <= 200 &&
                                     r.diastolic < r.value;
          r.accepted = looks_like_bp;
        }
        if (r.accepted) {
          // A negated fever keeps only a non-febrile reading ("not running a fever … 97.2").
          if (negated && r.value >= range_of(vital_kind::temp).abnormal_at_least) {
            return;
          }
          offer(kw.kind, r, {toks_[first].span.start, toks_[r.next - 1].span.end}, first, fasting);
          consumed_end_ = r.next;
          return;
        }
        if (r.next > j + 1) {
          j = r.next;
          ++words;
          continue;
        }
      }
      if (tok.kind != token_kind::symbol && ++words > word_limit) {
        return;
      }
      ++j;
    }
  }

  // Units that identify a vital without a keyword.
  void handle_anchored(std::size_t j) {
    std::size_t unit_end = 0;
    // Blood pressure pair with mmHg.
    if (symbol_at(j + 1, "/"_key) || word_at(j + 1, "over"_key)) {
      const read_result r = read_pair(j);
      if (r.accepted && r.unit_said) {
        offer(vital_kind::bp, r, {toks_[j].span.start, toks_[r.next - 1].span.end}, j, false);
        consumed_end_ = r.next;
      }
      return;
    }
    // Height: feet (and inches), or a length followed by "tall" / "in height".
    std::size_t after = 0;
    if (feet_unit_at(j + 1, after)) {
      read_result r = read_feet(j, after);
      const bool has_inches = r.original && std::fmod(r.original->value, 12.0) != 0;
      std::size_t end = r.next;
      const bool tall = height_word_after(end);
      if (has_inches || tall) {
        offer(vital_kind::height, r, {toks_[j].span.start, toks_[end - 1].span.end}, j, false);
        consumed_end_ = end;
      }
      return;
    }
    const auto u = unit_at(j + 1, unit_end);
    if (!u) {
      return;
    }
    read_result r;
    r.accepted = true;
    r.next = unit_end;
    std::optional<vital_kind> kind;
    switch (*u) {
      case unit_id::beats_per_min:
        kind = vital_kind::hr;
        break;
      case unit_id::breaths_per_min:
        kind = vital_kind::rr;
        break;
      case unit_id::kg_m2:
        kind = vital_kind::bmi;
        break;
      case unit_id::deg_f:
      case unit_id::deg_c: {
        // Only spelled-out scales ("°F", "fahrenheit"), not a bare "F" or "C".
        const auto unit_text = text_.substr(toks_[j + 1].span.start, toks_[unit_end - 1].span.end - toks_[j + 1].span.start);
        const bool bare = unit_text.size() == 1;
        const double v = toks_[j].value;
        if (!bare && ((v >= 90 && v <= 115) || (v >= 25 && v <= 45))) {
          kind = vital_kind::temp;
        }
        break;
      }
      case unit_id::percent:
        // "96% on room air".
        if (word_at(unit_end, "on"_key) && (word_at(unit_end + 1, "room"_key) || word_at(unit_end + 1, "ra"_key))) {
          kind = vital_kind::spo2;
        }
        break;
      case unit_id::cm:
      case unit_id::metre:
      case unit_id::inch: {
        std::size_t probe = unit_end;
        if (height_word_after(probe)) {
          kind = vital_kind::height;
        }
        break;
      }
      default:
        break;
    }
    if (!kind) {
      return;
    }
    normalise(*kind, toks_[j].value, u, r);
    std::size_t end = unit_end;
    if (*kind == vital_kind::height) {
      (void)height_word_after(end);  // known true here: extends the evidence over "tall"
    }
    offer(*kind, r, {toks_[j].span.start, toks_[end - 1].span.end}, j, false);
    consumed_end_ = end;
  }

  // "tall", "in height", "height" right after a length; extends `end` over it.
  [[nodiscard]] bool height_word_after(std::size_t& end) const {
    std::size_t k = end;
    if (symbol_at(k, ","_key)) {
      ++k;
    }
    if (word_at(k, "tall"_key) || word_at(k, "height"_key)) {
      end = k + 1;
      return true;
    }
    if (word_at(k, "in"_key) && word_at(k + 1, "height"_key)) {
      end = k + 2;
      return true;
    }
    return false;
  }

  void offer(vital_kind kind, const read_result& r, byte_span evidence, std::size_t keyword_first, bool fasting) {
    candidate c;
    c.present = true;
    c.value = r.value;
    c.diastolic = r.diastolic;
    c.original = r.original;
    c.evidence = evidence;
    c.fasting = fasting;
    c.implausible = is_implausible(kind, r.value, r.diastolic);
    c.tier = tier_for(keyword_first, r.next);
    c.order = order_++;
    candidate& slot = best[static_cast<std::size_t>(kind)];
    if (better(c, slot)) {
      slot = c;
    }
  }

  std::string_view text_;
  std::span<const token> toks_;
  const lexicon& lex_;
  std::size_t sentence_start_ = 0;
  std::size_t consumed_end_ = 0;
  std::size_t order_ = 0;
  speaker speaker_ = speaker::unknown;
};

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
  out["start"] = static_cast<std::uint64_t>(span.start);
  out["end"] = static_cast<std::uint64_t>(span.end);
  return out;
}

[[nodiscard]] boost::json::object reading_json(const vital_reading& r) {
  boost::json::object out;
  out["value"] = json_number(r.value);
  out["unit"] = r.unit;
  out["loinc"] = r.loinc;
  if (r.flag != vital_flag::none) {
    out["flag"] = to_string(r.flag);
  }
  if (r.original) {
    boost::json::object original;
    original["value"] = json_number(r.original->value);
    original["unit"] = r.original->unit;
    out["original"] = std::move(original);
  }
  out["evidence"] = json_span(r.evidence);
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
  boost::json::object out;
  if (block.blood_pressure) {
    const auto& bp = *block.blood_pressure;
    boost::json::object o;
    o["systolic"] = json_number(bp.systolic);
    o["diastolic"] = json_number(bp.diastolic);
    o["unit"] = "mm[Hg]";
    o["loinc"] = loinc_blood_pressure_panel;
    if (bp.flag != vital_flag::none) {
      o["flag"] = to_string(bp.flag);
    }
    o["evidence"] = json_span(bp.evidence);
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
      out[key] = reading_json(**reading);
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
