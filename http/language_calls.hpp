#pragma once
// How handlers use the extractor (actors/extractor_actor.hpp) and render what it answers.
//
//   ask_extractor(ctx, job, on_result): one request to the extractor, with the request's
//   deadline as timeout; on any error (timeout, dead pool) `on_result` still gets a result,
//   whose failure is UPSTREAM_TIMEOUT — so audited callers record the call and settle its
//   Idempotency-Key (never a bare 503 that skips the audit path).
//   When the job's API has `redactPHI` on (extraction, insights, the assistant's diagnose
//   runs) it first asks the redactor (actors/redactor_actor.hpp) for the redaction of the
//   job's text and of the request's other free texts a model may be sent (an insights
//   call's priorNoteSummary; the free-text values of declared `inputs`, see input_parts),
//   all in one request with one token map, with the same deadline, and sends the job with
//   them: the engine never sees unredacted text to read or send. A redactor that fails,
//   dies or does not answer in time ends the call the same way (INTERNAL, or
//   UPSTREAM_TIMEOUT for the deadline), and the extractor is not asked. With `redactPHI`
//   off there is no extra hop.
//
//   extraction_body / language_response: the one place a language result becomes a JSON
//   body or an HTTP response (the error body through actors/responses).

#include "actors/extractor_actor.hpp"
#include "actors/redactor_actor.hpp"
#include "actors/request_types.hpp"
#include "actors/responses.hpp"
#include "engines/language/language_engine.hpp"
#include "http/request_util.hpp"

#include <caf/event_based_actor.hpp>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace cxs::http {

using engines::language::setting;

/// Checks a request's `inputs` against the API's declared inputs: required ones present,
/// types right, nothing undeclared; problems are appended.
void check_inputs(const boost::json::object& body, const boost::json::value& declared,
                  std::vector<actors::field_problem>& problems);

/// Time the supervisor waits for the extractor: up to the request's deadline, less a margin
/// to answer.
[[nodiscard]] std::chrono::milliseconds language_wait(const context_ptr& ctx);

/// The job context of this request: the engine's own deadline (below language_wait's, so
/// its answer can still be shaped and sent) and the request id.
[[nodiscard]] engines::language::call_context language_call(const context_ptr& ctx);

namespace detail {
template <class Job>
struct language_result;
template <>
struct language_result<engines::language::extraction_job> {
  using type = engines::language::extraction_result;
};
template <>
struct language_result<engines::language::summary_job> {
  using type = engines::language::summary_result;
};
template <>
struct language_result<engines::language::insights_job> {
  using type = engines::language::insights_result;
};
template <>
struct language_result<engines::language::assist_job> {
  using type = engines::language::assist_result;
};
} // namespace detail

/// Where a redaction goes next: its consumer (a result with a redaction and one redacted
/// text per `others` of the request), or the failure that ends the call.
using redaction_ready = std::function<void(actors::redact_result)>;
using redaction_failed = std::function<void(domain::error_code)>;

/// Asks the redactor for the redaction of `request`, with the request's deadline (less the
/// answer margin) as timeout, and calls `ready` in actor context with it — or `failed` with
/// UPSTREAM_TIMEOUT when none came in time, INTERNAL when the redactor failed or is gone.
void ask_redactor(const context_ptr& ctx, actors::redact_request request, redaction_ready ready,
                  redaction_failed failed);

/// The values of a request's `inputs` that redactPHI redacts before a model may read them,
/// in the order with_redacted_inputs puts them back. The decision: every value that can
/// carry text a person wrote, of every input, since a declared input's meaning is the
/// API's own ("patientName", "contact", "attendant") and nothing proves a string is not
/// an identifier:
///   - every string (the `string` and `date` types, and strings inside `object` inputs);
///   - every number, as the model reads it (an `integer` input may hold a phone or record
///     number);
///   - not booleans or nulls (no text).
/// Each value is labelled for the detectors with its key in words ("patientName" → "patient
/// name") — the nearest member's key, then its input's — and its input's declared
/// `description`, so that a bare value is recognised by what it is ("mrn: 4471235").
[[nodiscard]] std::vector<actors::redact_part> input_parts(const boost::json::object& inputs,
                                                           const boost::json::value& declared);

/// `inputs` with the values input_parts took replaced, in order, by `redacted`: a string by
/// its redaction; a number by its redaction (a string) only when that differs from the
/// number. Nullopt when `redacted` does not have one text per value (a bug).
[[nodiscard]] std::optional<boost::json::object> with_redacted_inputs(boost::json::object inputs,
                                                                      std::vector<std::string> redacted);

namespace detail {
template <class Job>
using job_ready = std::function<void(Job)>;

// Puts the redaction(s) the job's API asks for (redactPHI) into the job, then `next(job)`;
// or `failed(code)`. Jobs without an API (summaries, assistant answers that run no
// extraction) go on as they are.
void redact_job(const context_ptr& ctx, engines::language::extraction_job job,
                job_ready<engines::language::extraction_job> next, redaction_failed failed);
void redact_job(const context_ptr& ctx, engines::language::insights_job job,
                job_ready<engines::language::insights_job> next, redaction_failed failed);
void redact_job(const context_ptr& ctx, engines::language::assist_job job,
                job_ready<engines::language::assist_job> next, redaction_failed failed);
void redact_job(const context_ptr& ctx, engines::language::summary_job job,
                job_ready<engines::language::summary_job> next, redaction_failed failed);
} // namespace detail

/// Sends `job` to the extractor (its call context filled from `ctx`; redacted first when
/// its API's redactPHI is on) and calls `on_result(Result&)` in actor context with its
/// answer — or, when none came before the request's deadline, with a Result whose failure
/// is UPSTREAM_TIMEOUT (INTERNAL when the redaction failed).
template <class Job, class OnResult>
void ask_extractor(const context_ptr& ctx, Job job, OnResult on_result) {
  using result_type = typename detail::language_result<Job>::type;
  job.call = language_call(ctx);
  detail::redact_job(
      ctx, std::move(job),
      [ctx, on_result](Job ready) mutable {
        ctx->self()
            ->request(ctx->svc().extractor, language_wait(ctx), std::move(ready))
            .then([on_result](result_type& r) mutable { on_result(r); },
                  [on_result](caf::error&) mutable {
                    result_type out;
                    out.failure = domain::error_code::upstream_timeout;
                    on_result(out);
                  });
      },
      [on_result](domain::error_code code) mutable {
        result_type out;
        out.failure = code;
        on_result(out);
      });
}

/// The /extract (and playground) body: {[phiTokenMap,] [fhir,] [insights,] data, apiSlug,
/// version[, warnings]}.
[[nodiscard]] boost::json::object extraction_body(engines::language::extraction_result& r);

/// 200 with the JSON body of a successful result (plus `X-Svc-Degraded: language` when
/// degraded), or the contract error of its failure.
[[nodiscard]] actors::http_response language_response(engines::language::extraction_result& r,
                                                      const std::string& request_id);
[[nodiscard]] actors::http_response language_response(engines::language::summary_result& r,
                                                      const std::string& request_id);
[[nodiscard]] actors::http_response language_response(engines::language::insights_result& r,
                                                      const std::string& request_id);

} // namespace cxs::http
