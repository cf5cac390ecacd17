#pragma once
// Chat messages sent to a remote language model. Pure: builds JSON, does no I/O.
//
// An extraction request is, in order:
//   1. system: the clinical foundation block (only when the API's
//      enforceClinicalFoundation setting is on): how a careful clinician reads a consult
//      (negation, family history, hypotheticals, units, no invented codes or facts);
//   2. system: the API's own system prompt (when not blank);
//   3. system: the output contract: answer with JSON matching the schema, null for what
//      the text does not state, evidence as verbatim quotes;
//   4. user: the declared inputs the client passed (key, description, value), then the
//      consult text between markers. The text and the inputs are the ones the caller
//      gives: redacted already when the API's redactPHI setting is on (this file never
//      sees raw PHI).
// Summaries and insights use the same foundation block and their own task message (an
// insights prior note, too, is given redacted when redactPHI is on).

#include "domain/extraction/summary.hpp"
#include "domain/schema/schema.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <span>
#include <string_view>

namespace cxs::engines::language {

/// The clinical foundation instruction block (English, stable text).
[[nodiscard]] std::string_view clinical_foundation_block() noexcept;

/// What one extraction prompt is made of. Everything is borrowed: a published snapshot's
/// parsed schema is shared by every call, never copied per call.
struct extraction_prompt {
  const domain::schema::extraction_schema* schema = nullptr;  ///< what to extract (required)
  std::string_view system_prompt;                             ///< the API's own instructions
  std::span<const domain::schema::declared_input> declared_inputs;
  bool enforce_clinical_foundation = true;
  const boost::json::object* inputs = nullptr;  ///< the request's `inputs` values, redacted when redactPHI is on (may be null)
  std::string_view text;                        ///< the consult, redacted when redactPHI is on
};

/// The prompt for one version of an API (schema, system prompt and declared inputs of
/// `content`, which must outlive the prompt).
[[nodiscard]] extraction_prompt prompt_for(const domain::schema::api_content& content, bool enforce_clinical_foundation,
                                           const boost::json::object* inputs, std::string_view text);

/// The `messages` array of a chat-completions request for an extraction. Only declared
/// inputs are included (an undeclared member of `inputs` is ignored).
[[nodiscard]] boost::json::array compose_extraction_messages(const extraction_prompt& prompt);

/// Messages asking for a summary of `text` in `style`, at most `max_lines` lines. The
/// answer is JSON {"lines": [string…]}.
[[nodiscard]] boost::json::array compose_summary_messages(std::string_view text,
                                                          domain::extraction::summary_style style, int max_lines,
                                                          bool enforce_clinical_foundation);

/// Messages asking for insights of `kinds` about `text` (and a prior note when not blank).
/// The answer is JSON {"items": [{kind, code, severity, title, detail, evidence: [{quote}]}]}.
[[nodiscard]] boost::json::array compose_insight_messages(std::string_view text,
                                                          std::span<const domain::schema::insight_kind> kinds,
                                                          std::string_view prior_note_summary,
                                                          bool enforce_clinical_foundation);

/// The JSON Schema of the summary answer.
[[nodiscard]] boost::json::object summary_json_schema();

/// The JSON Schema of the insights answer; `kind` is restricted to `kinds`.
[[nodiscard]] boost::json::object insights_json_schema(std::span<const domain::schema::insight_kind> kinds);

} // namespace cxs::engines::language
