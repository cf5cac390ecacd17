#pragma once
// Internal to extraction/fhir*.cpp: clinical content mapped to FHIR — vital-sign codes,
// units and interpretations; a medication's Dosage (route, timing, duration); what kind of
// test an investigation is and its result as a Quantity.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "domain/clinical/vitals.hpp"
#include "domain/extraction/fhir_elements.hpp"

namespace cxs::domain::extraction::fhir_detail {

namespace json = boost::json;

// --- vitals ---------------------------------------------------------------------------

struct vital_def {
  std::string_view key;
  std::string_view loinc;
  std::string_view display;
  std::string_view ucum;          ///< default when the block gives none
  std::string_view unit_display;  ///< human unit
};

inline constexpr std::array<vital_def, 8> single_vitals{{
    {"heartRate", clinical::loinc_heart_rate, "Heart rate", "/min", "beats/minute"},
    {"respiratoryRate", clinical::loinc_respiratory_rate, "Respiratory rate", "/min", "breaths/minute"},
    {"temperature", clinical::loinc_temperature, "Body temperature", "Cel", "°C"},
    {"spo2", clinical::loinc_spo2, "Oxygen saturation in Arterial blood by Pulse oximetry", "%", "%"},
    {"weight", clinical::loinc_weight, "Body weight", "kg", "kg"},
    {"height", clinical::loinc_height, "Body height", "cm", "cm"},
    {"bmi", clinical::loinc_bmi, "Body mass index (BMI) [Ratio]", "kg/m2", "kg/m2"},
    {"bloodGlucose", clinical::loinc_blood_glucose, "Glucose [Mass/volume] in Blood", "mg/dL", "mg/dL"},
}};

std::string_view unit_display_of(std::string_view ucum, std::string_view fallback);

std::optional<json::array> interpretation(const json::object& v, std::string_view key, double value, double second);

json::object vital_observation(std::string_view key, std::string_view loinc, std::string_view display,
                               std::string_view category_code);

// --- medications ----------------------------------------------------------------------

struct route_code {
  std::string_view route;
  std::string_view snomed;
  std::string_view display;
};

inline constexpr std::array<route_code, 12> route_codes{{
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

inline constexpr std::array<dose_unit, 22> dose_units{{
    {"mg", "mg"},           {"mcg", "ug"},          {"µg", "ug"},         {"ug", "ug"},
    {"g", "g"},             {"ml", "mL"},           {"l", "L"},           {"unit", "[U]"},
    {"units", "[U]"},       {"iu", "[iU]"},         {"%", "%"},           {"meq", "meq"},
    {"mmol", "mmol"},       {"tablet", "{tablet}"}, {"capsule", "{capsule}"}, {"puff", "{puff}"},
    {"drop", "[drp]"},      {"sachet", "{sachet}"}, {"spray", "{spray}"}, {"teaspoon", "{teaspoon}"},
    {"tablespoon", "{tablespoon}"}, {"ampoule", "{ampoule}"},
}};

/// The UCUM code of a dose unit ("mcg" → "ug", "mg/kg/d" → "mg/kg/d"); empty when unknown.
std::string ucum_for_dose(std::string_view unit);

struct frequency_def {
  std::string_view code;    ///< the extractor's code
  std::string_view fhir;    ///< v3-GTSAbbreviation code, or ""
  std::string_view display;
  int frequency;
  int period;
  std::string_view period_unit;
};

inline constexpr std::array<frequency_def, 5> frequencies{{
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
inline constexpr std::array<when_def, 20> when_phrases{{
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

std::optional<parsed_duration> parse_duration(std::string_view text);

// "every 6 hours" / "every six hours" / "q6h" → 6.
std::optional<double> every_hours(std::string_view free_text);

std::optional<json::object> dosage(const json::object& m);

// --- investigations -------------------------------------------------------------------

enum class test_kind : std::uint8_t { lab, imaging, procedure, vital };

test_kind kind_of_test(std::string_view name, std::string_view loinc);

std::string_view test_unit(std::string_view name, std::string_view loinc);

// A result "8.2 %" / "8.2%" in the test's own UCUM unit as a quantity.
std::optional<json::object> result_quantity(std::string_view result, std::string_view ucum);

bool is_medicine_or_class(std::string_view substance);

}  // namespace cxs::domain::extraction::fhir_detail
