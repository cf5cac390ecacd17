#pragma once
// The remote language engine: an OpenAI-compatible chat-completions server on the
// hospital's network (CONTRACT "Engines"). Blocking calls through engines/common/
// http_client, so they run only on detached worker actors.
//
// One structured call (complete_json):
//   POST {url}/v1/chat/completions  {model, messages, temperature: 0,
//        response_format: {type: "json_schema", json_schema: {name, strict: true, schema}}}
//   with `Authorization: Bearer <secret>` when a secret is configured.
//   - transport errors, 429 and 5xx answers are retried `retries` times with backoff and
//     jitter; then upstream_error;
//   - a call that runs out of its timeout is not retried (the request deadline is what is
//     left to protect): upstream_timeout;
//   - other 4xx answers, or a body without choices[0].message.content: upstream_error;
//   - the content is parsed as JSON (a ```json fence is tolerated) and validated against
//     the schema; when it is not valid, ONE repair round-trip sends the model its answer
//     back with the violations (paths and rules, no values); a second invalid answer is
//     upstream_error;
//   - usage.total_tokens of every round-trip is summed.
// Failures carry a `detail` for server logs only (status, phase, violation paths): never
// an upstream body, never text of the consult. What a client sees is only the contract
// code (UPSTREAM_ERROR / UPSTREAM_TIMEOUT) — no engine, model or vendor name.
//
// Evidence comes back as {quote}; run domain::extraction::post_process on `data` to get
// CONTRACT offsets and the clinical priors (this engine returns the model's answer as is).

#include "domain/errors.hpp"
#include "domain/extraction/summary.hpp"
#include "domain/schema/schema.hpp"
#include "engines/common/backoff.hpp"
#include "engines/language/prompt.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <chrono>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace cxs::engines::language {

/// Where and how to reach the server (from config `[engines.language]`).
struct remote_endpoint {
  std::string url;      ///< base URL, e.g. "http://10.0.0.5:8000" (a trailing "/" or "/v1" is fine)
  std::string model;
  std::string api_key;  ///< bearer secret; empty sends no Authorization header
  std::chrono::milliseconds timeout{60000};  ///< per HTTP call
  retry_policy retry;
};

/// Why a remote call failed.
enum class remote_failure : std::uint8_t {
  none,
  upstream_error,    ///< unreachable, failing, or answering outside the schema (→ 502 UPSTREAM_ERROR)
  upstream_timeout,  ///< did not answer in time (→ 504 UPSTREAM_TIMEOUT)
};

/// The contract error code of a failure (none → internal, never used).
[[nodiscard]] domain::error_code to_error_code(remote_failure failure) noexcept;

/// A structured answer.
struct json_completion {
  remote_failure failure = remote_failure::none;
  boost::json::value content;     ///< the validated JSON answer
  std::int64_t total_tokens = 0;  ///< summed over attempts and the repair round-trip
  int http_calls = 0;             ///< requests sent (retries and repair included)
  bool repaired = false;          ///< the answer needed the repair round-trip
  std::string detail;             ///< server logs only: no upstream body, no consult text
};

/// One chat completion whose answer must match `json_schema`. `schema_text`, when not
/// empty, is `json_schema` serialized (a cached snapshot keeps it): it is spliced into the
/// request as is. Never throws.
[[nodiscard]] json_completion complete_json(const remote_endpoint& endpoint, boost::json::array messages,
                                            const boost::json::object& json_schema, std::string_view schema_name,
                                            std::string_view schema_text = {});

/// The body of the chat-completions request complete_json sends first (exposed for tests
/// and for the request log's size accounting).
[[nodiscard]] boost::json::object completion_request(const remote_endpoint& endpoint,
                                                     const boost::json::array& messages,
                                                     const boost::json::object& json_schema,
                                                     std::string_view schema_name);

/// The same request as text, with `schema_text` (the JSON Schema, serialized) spliced in:
/// what complete_json sends, built without copying the schema into a JSON tree per call.
[[nodiscard]] std::string completion_request_text(const remote_endpoint& endpoint, const boost::json::array& messages,
                                                  std::string_view schema_text, std::string_view schema_name);

/// The full URL of a route under the base URL: "{url}/v1/<route>", without doubling a
/// "/v1" or "/" the base already ends with.
[[nodiscard]] std::string endpoint_url(std::string_view base, std::string_view route);

/// `data` for an API's schema from the model (evidence as {quote}: see post_process).
struct remote_extraction {
  remote_failure failure = remote_failure::none;
  boost::json::object data;
  std::int64_t total_tokens = 0;
  std::string detail;
};

/// Extracts `prompt.schema` from `prompt.text`. `json_schema`, when given, is
/// data_json_schema(*prompt.schema) made once by the caller (a published snapshot keeps
/// it: generating it was ~15% of a call's CPU), and `schema_text` that schema serialized
/// (may be empty); without them the schema is generated here.
[[nodiscard]] remote_extraction extract(const remote_endpoint& endpoint, const extraction_prompt& prompt,
                                        const boost::json::object* json_schema = nullptr,
                                        std::string_view schema_text = {});

/// A summary from the model: lines joined with '\n', at most `max_lines` (clamped 1–200).
struct remote_summary {
  remote_failure failure = remote_failure::none;
  std::string text;
  std::int64_t total_tokens = 0;
  std::string detail;
};

[[nodiscard]] remote_summary summarize(const remote_endpoint& endpoint, std::string_view text,
                                       domain::extraction::summary_style style, int max_lines,
                                       bool enforce_clinical_foundation);

/// Insights from the model, in the shape of domain/extraction/insights.hpp: `items`
/// (model findings of the requested kinds, evidence located in `text` as code points,
/// unlocatable quotes dropped; sorted critical → warning → info, then by first evidence),
/// `counts`, and `checklist` / `priorNote` computed by the embedded rules (they are
/// deterministic checks of the text, not judgement).
struct remote_insights {
  remote_failure failure = remote_failure::none;
  boost::json::object insights;
  std::int64_t total_tokens = 0;
  std::string detail;
};

/// `text` is what the model reads and the evidence is located in (the redacted transcript
/// when redactPHI is on). `prior_note_summary` is read by the embedded prior-note rules as
/// the client sent it (their `priorNote` holds clinical terms, no offsets); the model is
/// sent `sent_prior_note_summary`, the same note redacted when redactPHI is on.
[[nodiscard]] remote_insights insights(const remote_endpoint& endpoint, std::string_view text,
                                       std::span<const domain::schema::insight_kind> kinds,
                                       std::string_view prior_note_summary, std::string_view sent_prior_note_summary,
                                       bool enforce_clinical_foundation);

} // namespace cxs::engines::language
