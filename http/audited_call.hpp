#pragma once
// The pipeline every audited public endpoint runs (/extract, /audio/transcribe,
// /audio/extract[/stream], /insights): API key with the endpoint's scope → rate limit →
// Idempotency-Key (claim, replay, 409, 422) → the endpoint's own work → one durable
// invocation row (success or failure) → idempotency outcome stored → response.
// The response is sent only after its invocation row is committed; if that fails the
// client gets 503 AUDIT_UNAVAILABLE, so an audited call is never lost.

#include "http/auth.hpp"

#include <functional>
#include <optional>
#include <string>

namespace cxs::http {

/// What the endpoint reports back to the pipeline.
struct audited_result {
  actors::http_response response;
  std::optional<std::string> api_id;
  std::optional<std::string> patient_hash;    ///< validated 64 lowercase hex
  std::optional<std::string> recorded_by_id;
  int audio_seconds = 0;
  int total_tokens = 0;
  bool retain_payloads = false;               ///< the API's retainPayloads setting
  std::optional<std::string> retained_input;  ///< JSON text, with retain_payloads
};

using audited_done = std::function<void(audited_result)>;

/// The endpoint's work: runs after authentication, rate limiting and the idempotency
/// claim; must call `done` exactly once, for failures too (with an error response).
using audited_work = std::function<void(const context_ptr&, const actors::key_principal&, audited_done)>;

/// Runs the pipeline. `endpoint` names the operation in invocation records
/// (e.g. "text.extract"); `scope` is the key scope it needs.
void run_audited(const context_ptr& ctx, const std::string& endpoint, const std::string& scope, audited_work work);

/// `base` with its response set to the error response for `err`.
[[nodiscard]] audited_result error_result(const context_ptr& ctx, const actors::api_error& err, audited_result base = {});

/// Whom an invocation row is recorded for.
struct audited_caller {
  std::string org_id;
  std::string project_id;
  std::optional<std::string> key_id;  ///< empty for the playground (administrator JWT)
};

/// Records `result` as one invocation of `endpoint` and answers with its response once the
/// row is durable (503 AUDIT_UNAVAILABLE when it cannot be). For audited calls made
/// without an API key — the playground — so no rate limit or idempotency applies.
void record_and_respond(const context_ptr& ctx, const std::string& endpoint, const audited_caller& who,
                        audited_result result);

/// Reads patientHash and recordedById from a JSON body into `result`; false (with a
/// problem added) when patientHash is present but not 64 lowercase hex characters.
bool read_audit_fields(const boost::json::object& body, audited_result& result,
                       std::vector<actors::field_problem>& problems);

} // namespace cxs::http
