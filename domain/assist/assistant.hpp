#pragma once
// The AI assistant's embedded answers (POST /ai-assist): what the service can say about an
// API's schema with no language model, from the starter templates, the terminology tables
// and real runs of the extractor. Pure and deterministic: no I/O. A remote language model,
// when configured, adds its own answer on top (http/ai_assist_handlers.cpp).
//
// Every answer is a JSON object; its members per `want` are listed in docs/api.md.

#include "domain/schema/schema.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace cxs::domain::assist {

/// What the administrator asks the assistant for.
enum class want : std::uint8_t {
  fields,           ///< propose schema fields for a described use
  prompt,           ///< draft a system prompt for the schema
  edge_cases,       ///< tricky inputs for the schema's field types
  test_transcript,  ///< a realistic consult that mentions every field
  diagnose,         ///< why saved test transcripts come back empty or wrong
  chat,             ///< a free question
};

/// The wire name ("edge-cases", "test-transcript", …).
[[nodiscard]] std::string_view want_name(want w) noexcept;

/// Reverse of want_name; nullopt for an unknown name.
[[nodiscard]] std::optional<want> want_from_name(std::string_view name) noexcept;

/// {schema: {sections: [...]}, basedOnTemplate, conditions: [{name, icd10, snomed}],
/// notes: [...]}: a schema that parses under domain/schema, built from the starter template
/// closest to `use` plus fields for the topics `use` names (vitals for blood pressure,
/// glucose for diabetes, pregnancy dating, …) and the conditions the terminology finds in it.
[[nodiscard]] boost::json::object propose_fields(std::string_view use);

/// {systemPrompt, notes}: a system prompt for `schema` (one instruction line per field,
/// by type), for the use described by `use` (may be empty).
[[nodiscard]] boost::json::object draft_prompt(const schema::extraction_schema& schema, std::string_view use);

/// {cases: [{field, kind, input, expect}]}: inputs that commonly trip extraction of these
/// field types (negation, units, code-mix, dosing shorthand, relative dates, …).
[[nodiscard]] boost::json::object edge_cases(const schema::extraction_schema& schema);

/// {transcript, covers: [field keys]}: a doctor–patient consult that mentions every field,
/// with concepts taken from the terminology tables.
[[nodiscard]] boost::json::object test_transcript(const schema::extraction_schema& schema);

/// One saved test transcript after a real extraction run.
struct transcript_run {
  std::string id;
  std::string name;
  boost::json::object data;     ///< what the extractor returned
  boost::json::value expected;  ///< the transcript's `expected` object, or null
};

/// {runs: [{testTranscriptId, name, emptyFields, mismatches: [{field, expected, got}]}],
/// alwaysEmpty: [field keys empty in every run], advice: [...]}. Lists are compared by
/// their items' names (name/substance), case-insensitively; other values as JSON.
[[nodiscard]] boost::json::object diagnose(const schema::extraction_schema& schema,
                                           std::span<const transcript_run> runs);

/// {answer, suggestions: [{want, why}]}: a deterministic reply pointing at what the
/// assistant can do for `message`.
[[nodiscard]] boost::json::object chat(std::string_view message, const schema::extraction_schema& schema);

} // namespace cxs::domain::assist
