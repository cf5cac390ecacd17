#pragma once
// One run of the extraction engine (embedded, or remote with the embedded one as fallback)
// over an API configuration: the published snapshot for /extract, the draft for the
// playground. Shared by both so the playground shows exactly what /extract will return
// once the draft is published. Summaries and insights run here too, so every language
// task follows the same engine-selection, redaction and fallback rules.

#include "domain/extraction/engine.hpp"
#include "domain/extraction/summary.hpp"
#include "domain/schema/schema.hpp"
#include "http/language_engine.hpp"
#include "domain/phi/redactor.hpp"
#include "actors/request_types.hpp"
#include "persistence/published_api_repository.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cxs::http {

/// The clinical priors switched by an API's settings (all on unless set false).
[[nodiscard]] domain::extraction::extraction_options options_from(const boost::json::value& settings);

/// A boolean setting, `fallback` when absent or not a boolean.
[[nodiscard]] bool setting(const boost::json::value& settings, const char* key, bool fallback);

/// Checks a request's `inputs` against the API's declared inputs: required ones present,
/// types right, nothing undeclared; problems are appended.
void check_inputs(const boost::json::object& body, const boost::json::value& declared,
                  std::vector<actors::field_problem>& problems);

/// With redactPHI on, the engine reads the redacted text but the client holds the original:
/// maps every `evidence` span inside `v` back onto the original text.
void remap_evidence(boost::json::value& v, const domain::phi::redaction& r);

/// What an engine run gives the handler.
struct engine_output {
  std::string body;  ///< the JSON response body
  bool ok = true;    ///< false on a bug (500)
  /// The remote language engine failed and the embedded one answered instead (fallback
  /// "embedded"): the response carries `X-Svc-Degraded: language`.
  bool degraded = false;
  /// The remote language engine failed with fallback "none": UPSTREAM_ERROR / UPSTREAM_TIMEOUT.
  std::optional<domain::error_code> failure;
  std::int64_t total_tokens = 0;  ///< the model's usage (remote engine only)
};

/// The engine work of /extract (and the playground): {data, apiSlug, version[, warnings]
/// [, phiTokenMap][, insights][, fhir]}. `api.published_at` is the `version` string.
/// Runs on a CPU worker; never throws (ok=false on a bug).
[[nodiscard]] engine_output run_extraction(const persistence::published_api& api, const boost::json::object& request,
                                           const std::string& text, bool include_insights, bool fhir,
                                           const std::string& request_id);

/// As above with the remote language engine when `remote` is given: the model reads the
/// text (redacted when redactPHI is on: the model never sees raw identifiers), its `data`
/// goes through the clinical priors (domain::extraction::post_process), then the response
/// is shaped exactly as for the embedded engine (evidence remapped, FHIR; `insights` from
/// the embedded rules over the same text). On a remote failure: the embedded engine
/// (degraded) or `failure`, per the fallback. Runs on a language worker.
[[nodiscard]] engine_output run_extraction(const persistence::published_api& api, const boost::json::object& request,
                                           const std::string& text, bool include_insights, bool fhir,
                                           const std::string& request_id, const remote_language* remote);

/// /summarize: {summary}, by the remote engine when given (same fallback rule).
[[nodiscard]] engine_output run_summary(const std::string& text, domain::extraction::summary_style style,
                                        int max_lines, const remote_language* remote);

/// /insights: {insights[, phiTokenMap]} for an API with insights enabled, by the remote
/// engine when given (same fallback and redaction rules as run_extraction).
[[nodiscard]] engine_output run_insights(const persistence::published_api& api, const std::string& transcript,
                                         const std::string& prior_note_summary,
                                         const std::vector<domain::schema::insight_kind>& kinds,
                                         const remote_language* remote);

/// The HTTP response of an engine run: 200 with its body (plus `X-Svc-Degraded: language`
/// when degraded), or the contract error.
[[nodiscard]] actors::http_response engine_response(engine_output& out, const std::string& request_id);

} // namespace cxs::http
