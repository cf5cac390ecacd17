#pragma once
// The embedded clinical language engine: turns an English consult text into `data`
// shaped by an API's schema. Pure and deterministic; no I/O.
//
// Two layers:
//  - collect_facts(): the clinical facts of a text, independent of any schema — vitals,
//    diagnoses, medications, allergies, investigations, follow-up, sections and turns —
//    with byte offsets. Summaries, insights and the FHIR mapper consume these.
//  - extract(): fills every field of a schema from the facts and the text, and converts
//    all evidence to code-point offsets {start, end} (CONTRACT "Medical primitives").

#include "domain/clinical/medications.hpp"
#include "domain/clinical/vitals.hpp"
#include "domain/extraction/document.hpp"
#include "domain/schema/schema.hpp"
#include "domain/text/numbers.hpp"

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::extraction {

/// The clinical priors, each switchable per API (all on by default).
struct extraction_options {
  bool vital_range_sanity = true;  ///< implausible vitals leave the block and become warnings
  bool negation = true;            ///< negated, ruled-out, family and hypothetical mentions are not listed
  bool code_mix = true;            ///< romanised Hindi/Tamil/Telugu/Bengali/Marathi phrases are understood
  bool narrative_bullets = true;   ///< `text` fields are formatted as "- " bullet lines
};

struct diagnosis_fact {
  std::string name;    ///< preferred display name from the table
  std::string icd10;   ///< WHO ICD-10; empty when not certain
  std::string snomed;  ///< empty when not certain
  std::string status;  ///< "confirmed" or "provisional"
  text::byte_span evidence;
};

struct allergy_fact {
  std::string substance;
  std::string reaction;  ///< empty when not said
  std::string severity;  ///< "mild", "moderate", "severe" or empty
  std::string snomed;
  std::string drug_class;  ///< from the medicine table when the substance is a drug (internal)
  text::byte_span evidence;
};

struct investigation_fact {
  std::string name;
  std::string loinc;   ///< empty when not certain
  std::string status;  ///< "ordered" or "resulted"
  std::string result;  ///< the stated result, when resulted
  text::byte_span evidence;
};

struct follow_up_fact {
  std::string text;  ///< e.g. "review after 5 days"
  text::byte_span evidence;
};

/// Everything the engine knows about a text. Evidence is in bytes of `text`.
struct clinical_facts {
  std::string_view text;
  document doc;
  clinical::vitals_result vitals;
  std::vector<diagnosis_fact> diagnoses;                 ///< affirmed, patient's own, current
  std::vector<clinical::medication_item> medications;    ///< current (prescribed or taking)
  std::vector<allergy_fact> allergies;                   ///< empty for "no known drug allergies"
  bool no_known_allergies = false;                       ///< NKDA was stated
  std::vector<investigation_fact> investigations;
  std::optional<follow_up_fact> follow_up;
  std::vector<std::string> symptoms;                     ///< affirmed symptoms (display names), for summaries
};

/// Collects the facts of `text`. Never throws; linear in the text's size.
[[nodiscard]] clinical_facts collect_facts(std::string_view text, const extraction_options& options = {});

/// A problem found while extracting, e.g. an implausible vital that was dropped.
struct extraction_warning {
  std::string field;    ///< schema field key (and sub-key, e.g. "vitals.heartRate")
  std::string code;     ///< e.g. "IMPLAUSIBLE_VITAL"
  std::string message;
  std::size_t start = 0;  ///< code points
  std::size_t end = 0;
};

struct extraction_result {
  boost::json::object data;                  ///< flat object keyed by field key; every field present (null when not found)
  std::vector<extraction_warning> warnings;
};

class schema_plan;

/// Fills `schema` from `text`. Evidence offsets are code points into `text`. `plan`, when
/// given, is a schema_plan of this `schema` (schema_plan.hpp), made once and reused across
/// calls; without it (or with a plan of another schema) the fields are planned per call.
[[nodiscard]] extraction_result extract(std::string_view text, const schema::extraction_schema& schema,
                                        const extraction_options& options = {},
                                        const schema_plan* plan = nullptr);

/// `[{field, code, message, evidence {start, end}}]`.
[[nodiscard]] boost::json::array to_json(const std::vector<extraction_warning>& warnings);

} // namespace cxs::domain::extraction
