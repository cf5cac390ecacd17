#pragma once
// One run of the embedded extraction engine over an API configuration: the published
// snapshot for /extract, the draft for the playground. Shared by both so the playground
// shows exactly what /extract will return once the draft is published.

#include "domain/extraction/engine.hpp"
#include "domain/phi/redactor.hpp"
#include "actors/request_types.hpp"
#include "persistence/published_api_repository.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

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

struct engine_output {
  std::string body;  ///< the JSON response body
  bool ok = true;
};

/// The engine work of /extract (and the playground): {data, apiSlug, version[, warnings]
/// [, phiTokenMap][, insights][, fhir]}. `api.published_at` is the `version` string.
/// Runs on a CPU worker; never throws (ok=false on a bug).
[[nodiscard]] engine_output run_extraction(const persistence::published_api& api, const boost::json::object& request,
                                           const std::string& text, bool include_insights, bool fhir,
                                           const std::string& request_id);

} // namespace cxs::http
