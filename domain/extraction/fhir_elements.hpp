#pragma once
// Internal to extraction/fhir*.cpp: code-system URLs, SHA-1 for version-5 UUIDs, readers
// of the extraction's JSON values, and builders of FHIR data types (Coding,
// CodeableConcept, Quantity).

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

namespace cxs::domain::extraction::fhir_detail {

namespace json = boost::json;

inline constexpr std::string_view loinc_system = "http://loinc.org";

inline constexpr std::string_view ucum_system = "http://unitsofmeasure.org";

inline constexpr std::string_view snomed_system = "http://snomed.info/sct";

inline constexpr std::string_view icd10_system = "http://hl7.org/fhir/sid/icd-10";

inline constexpr std::string_view observation_category_system = "http://terminology.hl7.org/CodeSystem/observation-category";

inline constexpr std::string_view interpretation_system =
    "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";

inline constexpr std::string_view condition_clinical_system = "http://terminology.hl7.org/CodeSystem/condition-clinical";

inline constexpr std::string_view condition_verification_system = "http://terminology.hl7.org/CodeSystem/condition-ver-status";

inline constexpr std::string_view condition_category_system = "http://terminology.hl7.org/CodeSystem/condition-category";

inline constexpr std::string_view allergy_clinical_system =
    "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical";

inline constexpr std::string_view timing_abbreviation_system = "http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation";

inline constexpr std::string_view url_namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

// --- SHA-1 (for version-5 UUIDs) ------------------------------------------------------

inline std::uint32_t rotl(std::uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

std::array<std::uint8_t, 20> sha1(const std::vector<std::uint8_t>& message);

int hex_value(char c);

// --- JSON readers ---------------------------------------------------------------------

std::string_view str(const json::object& o, std::string_view key);

std::optional<double> num(const json::value* v);

inline std::optional<double> num(const json::object& o, std::string_view key) { return num(o.if_contains(key)); }

// A decimal as JSON: whole numbers as integers, like the rest of the API.
json::value decimal(double v);

std::string lower(std::string_view s);

std::string_view trim(std::string_view s);

// --- FHIR element builders -------------------------------------------------------------

json::object coding(std::string_view system, std::string_view code, std::string_view display = {});

json::object concept_of(json::array codings, std::string_view text);

json::object single_concept(std::string_view system, std::string_view code, std::string_view display = {});

json::array category(std::string_view system, std::string_view code, std::string_view display);

// UCUM quantity. Units the mapper does not know are written without system and code.
json::object quantity(double value, std::string_view unit_display, std::string_view ucum);

}  // namespace cxs::domain::extraction::fhir_detail
