#pragma once
// How handlers use the extractor (actors/extractor_actor.hpp) and render what it answers.
//
//   ask_extractor(ctx, job, on_result): one request to the extractor, with the request's
//   deadline as timeout; on any error (timeout, dead pool) `on_result` still gets a result,
//   whose failure is UPSTREAM_TIMEOUT — so audited callers record the call and settle its
//   Idempotency-Key (never a bare 503 that skips the audit path).
//
//   extraction_body / language_response: the one place a language result becomes a JSON
//   body or an HTTP response (the error body through actors/responses).

#include "actors/extractor_actor.hpp"
#include "actors/request_types.hpp"
#include "actors/responses.hpp"
#include "engines/language/language_engine.hpp"
#include "http/request_util.hpp"

#include <caf/event_based_actor.hpp>

#include <chrono>
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

/// Sends `job` to the extractor (its call context filled from `ctx`) and calls
/// `on_result(Result&)` in actor context with its answer — or, when none came before the
/// request's deadline, with a Result whose failure is UPSTREAM_TIMEOUT.
template <class Job, class OnResult>
void ask_extractor(const context_ptr& ctx, Job job, OnResult on_result) {
  using result_type = typename detail::language_result<Job>::type;
  job.call = language_call(ctx);
  ctx->self()
      ->request(ctx->svc().extractor, language_wait(ctx), std::move(job))
      .then([on_result](result_type& r) mutable { on_result(r); },
            [on_result](caf::error&) mutable {
              result_type out;
              out.failure = domain::error_code::upstream_timeout;
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
