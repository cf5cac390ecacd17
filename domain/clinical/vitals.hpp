#pragma once
// Vital signs from free text (notes, prescriptions, transcribed doctor–patient dialogue):
// the pieces of the CONTRACT `vitals-block`, normalised to UCUM units, with LOINC codes,
// abnormal/implausible flags and byte-offset evidence.
//
// How a reading is found. A vital keyword ("BP", "blood pressure", "pulse", "satting",
// "temp", "weighs", "sugar", upper-case "T"/"P" labels…) is followed, within the same
// sentence or speaker turn and a few words (blood pressure: up to 40, as clinicians talk
// between keyword and reading), by a number (digits or words: "one thirty over eighty
// five"), optionally with a unit. A number followed by an incompatible unit ("3 days",
// "2 liters"), a range ("two or three times"), a difference ("5 kg less") or a pulse
// grade ("2+") is skipped. Blood pressure needs a pair: "130/85", "130 by 85", "130 over 85", "130 upon 85".
// A few units identify a vital on their own: "72 beats per minute", "18 breaths per
// minute", "130/85 mmHg", "101 °F", "96% on room air", "5 feet 6 inches".
//
// Which reading wins when a vital is mentioned more than once (kept simple on purpose):
//   1. readings in a sentence with a historical cue ("at home", "last time", "used to",
//      "ago", "yesterday", "previously", "in the emergency room", "has been running"…)
//      lose to any other reading;
//   2. then readings spoken by the patient (a "[patient]" / "patient:" turn) lose to the
//      clinician's;
//   3. then a reading whose sentence says it is current ("today", "right now", "in the
//      office", "on examination", "vitals") beats one that does not;
//   4. then the LAST reading wins (the examination usually follows the history).
// A second reading of the same vital in the next clause, said with a time of its own, is a
// reading of its own, its tier from its clause: "BP was 160/100 last week , today 138/86".
// Before all of these, a plausible reading beats an implausible one, so a stray number
// after a keyword in conversation cannot displace a real reading; an implausible reading
// is reported (as a warning, or flagged) only when it is the only reading of its vital.
// With `historical_fallback` off, readings of tiers 1 and 2 are never reported.
// Mentions that are negated ("no fever", "not running a fever") never yield a febrile
// temperature (a normal reading after them still counts), and threshold or hypothetical
// mentions ("if your temperature goes above 101", "keep your BP below 130/80", "goal",
// "target") yield nothing.
//
// Units and conversion. Temperature: °F/F/fahrenheit/degrees F → Cel, and with no unit a
// value above 50 is read as °F, otherwise °C. Weight: lb/pounds (+ ounces), g → kg; no unit
// means kg. Height: feet + inches ("5'6\"", "five feet six inches", "five foot six"),
// inches, metres → cm; no unit means metres below 3, inches below 100, else cm. Blood
// glucose: mmol/L → mg/dL (× 18.016); no unit means mmol/L below 30, else mg/dL. SpO2 is %,
// rates are /min, BMI is kg/m2. Converted values are rounded to 2 decimals (glucose 1), and
// the reading as spoken is kept in `original` ({value, unit} in UCUM: "[degF]", "[lb_av]",
// "[in_i]", "m", "g", "mmol/L").
//
// Thread safety: the keyword tables are compiled once (function-local statics) and
// `find_vitals` keeps no state between calls, so it may run on many threads at once.
//
// Range table (adults). implausible = physiologically impossible; abnormal = outside the
// normal adult range:
//   field            implausible when            abnormal when
//   bloodPressure    SBP < 40 or > 300,          SBP >= 140 or < 90,
//                    DBP < 10 or > 200,          DBP >= 90 or < 60
//                    or DBP >= SBP
//   heartRate        < 20 or > 300 /min          > 100 or < 60
//   respiratoryRate  < 4 or > 80 /min            > 20 or < 12
//   temperature      < 25 or > 45 Cel            >= 38.0 or < 35.0
//   spo2             < 30 or > 100 %             < 94
//   weight           < 0.3 or > 500 kg           (never)
//   height           < 20 or > 275 cm            (never)
//   bmi              < 8 or > 150 kg/m2          >= 25 or < 18.5
//   bloodGlucose     < 10 or > 3000 mg/dL        >= 200 (random), >= 126 (fasting), < 70

#include <boost/json/object.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

/// LOINC codes used in the block.
inline constexpr std::string_view loinc_blood_pressure_panel = "85354-9";
inline constexpr std::string_view loinc_systolic = "8480-6";
inline constexpr std::string_view loinc_diastolic = "8462-4";
inline constexpr std::string_view loinc_heart_rate = "8867-4";
inline constexpr std::string_view loinc_respiratory_rate = "9279-1";
inline constexpr std::string_view loinc_temperature = "8310-5";
inline constexpr std::string_view loinc_spo2 = "59408-5";
inline constexpr std::string_view loinc_weight = "29463-7";
inline constexpr std::string_view loinc_height = "8302-2";
inline constexpr std::string_view loinc_bmi = "39156-5";
inline constexpr std::string_view loinc_blood_glucose = "2339-0";

/// Warning code for a reading left out of the block because it cannot be real.
inline constexpr std::string_view implausible_vital_code = "IMPLAUSIBLE_VITAL";

/// Range flag of a reading.
enum class vital_flag : std::uint8_t {
  none,         ///< inside the normal adult range (no `flag` key on the wire)
  abnormal,     ///< outside the normal adult range
  implausible,  ///< physiologically impossible
};

/// The wire name: "", "abnormal" or "implausible".
[[nodiscard]] std::string_view to_string(vital_flag flag) noexcept;

/// A value with its UCUM unit, e.g. {101, "[degF]"}.
struct quantity {
  double value = 0;
  std::string_view unit;  ///< static string
};

/// One single-valued vital, already in the block's unit.
struct vital_reading {
  double value = 0;
  std::string_view unit;   ///< UCUM: "/min", "Cel", "%", "kg", "cm", "kg/m2", "mg/dL"
  std::string_view loinc;
  vital_flag flag = vital_flag::none;
  std::optional<quantity> original;  ///< the reading as spoken, when it was converted
  text::byte_span evidence;          ///< keyword through value and unit, bytes
};

/// A blood pressure reading in mm[Hg]; the panel LOINC is `loinc_blood_pressure_panel`,
/// its components `loinc_systolic` and `loinc_diastolic`.
struct blood_pressure_reading {
  double systolic = 0;
  double diastolic = 0;
  vital_flag flag = vital_flag::none;
  text::byte_span evidence;
};

/// The vitals block: each vital at most once.
struct vitals_block {
  std::optional<blood_pressure_reading> blood_pressure;
  std::optional<vital_reading> heart_rate;
  std::optional<vital_reading> respiratory_rate;
  std::optional<vital_reading> temperature;
  std::optional<vital_reading> spo2;
  std::optional<vital_reading> weight;
  std::optional<vital_reading> height;
  std::optional<vital_reading> bmi;
  std::optional<vital_reading> blood_glucose;

  /// True when no vital was found.
  [[nodiscard]] bool empty() const noexcept;
};

/// A reading left out of the block: `{field, code, message, evidence}` on the wire.
struct vital_warning {
  std::string_view field;                           ///< block key, e.g. "heartRate"
  std::string_view code = implausible_vital_code;
  std::string message;                              ///< names the field, value and allowed range
  text::byte_span evidence;
};

/// Extraction switches.
struct vitals_options {
  /// The vital-range prior: implausible readings leave the block and become warnings.
  /// Off: they stay in the block flagged `implausible`.
  bool range_sanity = true;
  /// Report a patient-stated or historical reading when it is the only one for a vital.
  bool historical_fallback = true;
};

/// What `find_vitals` returns.
struct vitals_result {
  vitals_block block;
  std::vector<vital_warning> warnings;  ///< only with `range_sanity` on
};

/// Finds the vitals in `text`. Evidence offsets are bytes into `text`. Never throws on
/// any input; linear in the size of the text.
[[nodiscard]] vitals_result find_vitals(std::string_view text, const vitals_options& options = {});

/// The CONTRACT `vitals-block` object: keys `bloodPressure`, `heartRate`, … present only
/// for found vitals; each with `unit`, `loinc`, `evidence {start, end}` and `flag` /
/// `original` when set. Whole numbers are written as JSON integers.
[[nodiscard]] boost::json::object to_json(const vitals_block& block);
/// The same with each reading's evidence object written by `evidence` (the extraction
/// engine's, in code points), so that object is built once; the block is built in `sp`.
[[nodiscard]] boost::json::object to_json(const vitals_block& block,
                                          const std::function<boost::json::object(text::byte_span)>& evidence,
                                          const boost::json::storage_ptr& sp = {});

/// The same on tokens the caller already made with `text::tokenize(text, …)`, so several
/// extractors can share one tokenization.
[[nodiscard]] vitals_result find_vitals(std::string_view text, std::span<const text::token> tokens,
                                        const vitals_options& options = {});

/// `{field, code, message, evidence {start, end}}`.
[[nodiscard]] boost::json::object to_json(const vital_warning& warning);

// Readings that come from elsewhere (a remote language model's answer) go through the same
// units, ranges and messages as the ones found in text, so both engines flag alike.

/// A reading converted to its block unit, with its LOINC and the reading as given.
struct normalised_vital {
  double value = 0;
  std::string_view unit;             ///< the block's UCUM unit
  std::string_view loinc;
  std::optional<quantity> original;  ///< set when the value was converted
};

/// Converts `value` in `unit` for block key `field` ("temperature", "weight", …; not
/// "bloodPressure", whose unit is always mm[Hg]) to the block's unit, by the rules of the
/// header comment: [degF]/°F → Cel, [lb_av]/lb and g → kg, m/[in_i]/[ft_i] → cm, mmol/L →
/// mg/dL; an empty unit takes the block unit (a temperature above 50 is °F). nullopt for an
/// unknown field or a unit that is not one of this vital's.
[[nodiscard]] std::optional<normalised_vital> normalise_vital(std::string_view field, double value,
                                                              std::string_view unit);

/// The range flag of a reading already in the block unit; for "bloodPressure" `value` is
/// the systolic and `diastolic` the diastolic. vital_flag::none for an unknown field.
[[nodiscard]] vital_flag classify_vital(std::string_view field, double value, double diastolic = 0) noexcept;

/// The message find_vitals writes for an implausible reading of `field`.
[[nodiscard]] std::string implausible_vital_message(std::string_view field, double value, double diastolic = 0);

}  // namespace cxs::domain::clinical
