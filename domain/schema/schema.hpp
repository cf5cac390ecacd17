#pragma once
// The content of an extraction API: its schema (what `data` will hold), its declared
// inputs and its insights configuration. This header is the typed model the extraction
// engine runs and the validation that guards it: a document that parses here is one the
// engine can run, so PATCH and publish refuse anything that does not.
//
// Wire form (CONTRACT "APIs, schema, versions"):
//   schema   {"sections": [{"id", "title", "fields": [Field…]}]}
//   Field    {"key", "label", "type", "description"?, "required"?, "enum"?, "items"?,
//             "hints"?, "fields"?}
//   inputs   [{"key", "type", "required"?, "description"?}]
//   insights {"enabled": bool, "kinds": [kind…]}
// Unknown members are refused rather than ignored, so a typo ("reqired") is reported
// instead of silently changing nothing. Pure: no I/O.

#include <boost/json/value.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::schema {

/// One problem found while validating; `field` is a JSON path such as
/// "draft.schema.sections[0].fields[2].enum".
struct problem {
  std::string field;
  std::string message;
};

/// Field types. The last five are the medical primitives, whose value shapes are fixed by
/// the CONTRACT ("Medical primitives") and coded for ICD-10, SNOMED and LOINC.
enum class field_type : std::uint8_t {
  string,              ///< short single-line text
  text,                ///< narrative text
  number,              ///< decimal number
  integer,             ///< whole number
  boolean,             ///< true/false
  date,                ///< ISO 8601 calendar date (YYYY-MM-DD)
  enumeration,         ///< one of the field's `enum` values (wire name "enum")
  string_list,         ///< array of strings, optionally restricted by `items.enum`
  object,              ///< nested object with its own `fields`
  vitals_block,        ///< vitals with UCUM units and LOINC codes
  diagnosis_list,      ///< [{name, icd10, snomed, status, evidence}]
  medication_list,     ///< [{name, generic, dose, route, frequency, …, evidence}]
  allergy_list,        ///< [{substance, reaction, severity, snomed, evidence}]
  investigation_list,  ///< [{name, loinc, status, result?, evidence}]
};

/// The wire name, e.g. "vitals-block".
[[nodiscard]] std::string_view type_name(field_type type) noexcept;

/// Reverse of type_name; empty for an unknown name.
[[nodiscard]] std::optional<field_type> field_type_from_name(std::string_view name) noexcept;

/// True for the five medical primitives.
[[nodiscard]] bool is_medical_primitive(field_type type) noexcept;

/// Every field type, in declaration order.
[[nodiscard]] std::span<const field_type> all_field_types() noexcept;

/// One field of the schema. Keys are unique across the whole schema (nested ones too),
/// because `data` is a flat object keyed by field key.
struct field {
  std::string key;
  std::string label;
  field_type type = field_type::string;
  std::string description;
  bool required = false;
  std::vector<std::string> enum_values;  ///< the allowed values of an `enum` field
  std::vector<std::string> item_values;  ///< string-list with items {"type":"enum"}: the allowed items
  std::vector<std::string> hints;        ///< phrases that point at this field in a transcript
  std::vector<field> fields;             ///< members of an `object` field
};

struct section {
  std::string id;
  std::string title;
  std::vector<field> fields;
};

struct extraction_schema {
  std::vector<section> sections;

  /// Every field, depth first in document order (an object field before its members).
  [[nodiscard]] std::vector<const field*> all_fields() const;

  /// The field with this key at any depth, or nullptr.
  [[nodiscard]] const field* find(std::string_view key) const;
};

/// Types a declared input may have.
enum class input_type : std::uint8_t { string, number, integer, boolean, date, object };

[[nodiscard]] std::string_view type_name(input_type type) noexcept;

/// Reverse of type_name; empty for an unknown name.
[[nodiscard]] std::optional<input_type> input_type_from_name(std::string_view name) noexcept;

/// Every input type, in declaration order.
[[nodiscard]] std::span<const input_type> all_input_types() noexcept;

/// An extra value a client passes with a request (`inputs` of /extract).
struct declared_input {
  std::string key;
  input_type type = input_type::string;
  bool required = false;
  std::string description;
};

/// The insight rules an API may enable.
enum class insight_kind : std::uint8_t {
  abnormal_vitals,      ///< a vital outside its normal range
  red_flags,            ///< symptoms or findings that need urgent attention
  drug_allergy,         ///< a prescribed medicine conflicts with a recorded allergy
  duplicate_therapy,    ///< two medicines of the same class or ingredient
  missing_follow_up,    ///< a plan without a follow-up instruction
  clinical_foundation,  ///< the note lacks a core element (complaint, vitals, assessment or plan)
};

/// The wire name, e.g. "abnormal-vitals".
[[nodiscard]] std::string_view kind_name(insight_kind kind) noexcept;

/// Reverse of kind_name; empty for an unknown name.
[[nodiscard]] std::optional<insight_kind> insight_kind_from_name(std::string_view name) noexcept;

/// Every insight kind, in declaration order.
[[nodiscard]] std::span<const insight_kind> all_insight_kinds() noexcept;

struct insights_config {
  bool enabled = false;
  std::vector<insight_kind> kinds;
};

/// A whole draft (or published snapshot): what one version of an API consists of.
struct api_content {
  extraction_schema schema;
  std::string system_prompt;
  std::vector<declared_input> inputs;
  insights_config insights;
};

/// Bounds that keep one API's content small enough to prompt and to extract quickly.
namespace limits {
inline constexpr std::size_t max_sections = 50;
inline constexpr std::size_t max_fields = 300;          ///< across the whole schema, nested included
inline constexpr std::size_t max_object_depth = 3;      ///< objects inside objects, counted from a section
inline constexpr std::size_t max_label = 200;           ///< also section titles
inline constexpr std::size_t max_description = 1000;
inline constexpr std::size_t max_enum_values = 100;
inline constexpr std::size_t max_enum_value = 100;
inline constexpr std::size_t max_hints = 20;
inline constexpr std::size_t max_hint = 100;
inline constexpr std::size_t max_inputs = 50;
inline constexpr std::size_t max_system_prompt = 20000;
inline constexpr std::size_t max_reported_problems = 100;  ///< a 422 lists at most this many
} // namespace limits

/// True when `key` matches [a-zA-Z][a-zA-Z0-9_]{0,63} (field and input keys).
[[nodiscard]] bool valid_key(std::string_view key) noexcept;

/// Section ids: [a-zA-Z][a-zA-Z0-9_-]{0,63}.
[[nodiscard]] bool valid_section_id(std::string_view id) noexcept;

// Each parse_* function validates `value`, appends one problem per defect (paths start
// with `path`), and returns the typed model only when it added no problem.

/// Parses a schema {"sections": [...]}. An empty `sections` array is valid here (a draft
/// being built); publishing additionally needs at least one section.
[[nodiscard]] std::optional<extraction_schema> parse_schema(const boost::json::value& value, std::string_view path,
                                                            std::vector<problem>& problems);

/// Parses declared inputs [{key, type, required?, description?}]; keys unique.
[[nodiscard]] std::optional<std::vector<declared_input>> parse_inputs(const boost::json::value& value,
                                                                      std::string_view path,
                                                                      std::vector<problem>& problems);

/// Parses {"enabled": bool, "kinds": [...]}; `kinds` may be omitted (empty) but must name
/// at least one kind while `enabled` is true.
[[nodiscard]] std::optional<insights_config> parse_insights(const boost::json::value& value, std::string_view path,
                                                            std::vector<problem>& problems);

/// Parses a system prompt: a string of at most limits::max_system_prompt characters.
[[nodiscard]] std::optional<std::string> parse_system_prompt(const boost::json::value& value, std::string_view path,
                                                             std::vector<problem>& problems);

/// Parses a whole draft {schema, systemPrompt, inputs, insights}; all four are required.
[[nodiscard]] std::optional<api_content> parse_content(const boost::json::value& value, std::string_view path,
                                                       std::vector<problem>& problems);

/// As parse_content, and also refuses a schema without sections: what publish requires.
[[nodiscard]] std::optional<api_content> parse_publishable(const boost::json::value& value, std::string_view path,
                                                           std::vector<problem>& problems);

/// Validates a draft patch: an object with any subset of schema, systemPrompt, inputs and
/// insights (each validated in full) and no other member. True when it added no problem.
[[nodiscard]] bool check_draft_patch(const boost::json::value& value, std::string_view path,
                                     std::vector<problem>& problems);

/// The draft of a blank API: no sections, empty prompt, no inputs, insights off.
[[nodiscard]] boost::json::object blank_draft();

/// The wire form of a parsed schema (optional members only when set); parse_schema of it
/// gives the same model back.
[[nodiscard]] boost::json::value to_json(const extraction_schema& schema);

} // namespace cxs::domain::schema
