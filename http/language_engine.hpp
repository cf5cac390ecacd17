#pragma once
// Which language engine a request runs on, and the guard around every remote call.
//
// With `[engines.language] kind = "remote"` the text endpoints (/extract, the playground,
// /insights, /summarize, the AI assistant) call the model server instead of the embedded
// rules:
//   - the work runs on `services::language`, a pool of `concurrency` detached workers, so a
//     slow model server holds neither a CAF scheduler thread nor the CPU pool;
//   - every call passes the shared circuit breaker first: while it is open the engine is
//     not called at all and the request degrades (or fails) at once;
//   - every call's timeout is the configured one capped by what is left of the request's
//     deadline, so the client gets our 504 rather than the edge's;
//   - a failure is logged for operators with the engine's `detail` (status, phase, never an
//     upstream body or consult text); the client only ever sees `X-Svc-Degraded: language`
//     (fallback "embedded") or 502 UPSTREAM_ERROR / 504 UPSTREAM_TIMEOUT (fallback "none").

#include "actors/cpu_pool_actor.hpp"
#include "engines/common/circuit_breaker.hpp"
#include "engines/language/remote_language.hpp"
#include "http/request_util.hpp"
#include "metrics/metrics.hpp"

#include <caf/event_based_actor.hpp>

#include <algorithm>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace cxs::http {

/// The remote language engine as one request may use it (copied into worker tasks).
struct remote_language {
  engines::language::remote_endpoint endpoint;  ///< `timeout` is the configured per-call cap
  engines::circuit_breaker* breaker = nullptr;  ///< shared by all language workers
  bool fallback_embedded = true;                ///< `fallback = "embedded"`
  std::chrono::steady_clock::time_point deadline;  ///< the request's deadline less a margin to answer
  std::string request_id;                          ///< for server log lines only
  metrics::service_metrics* metrics = nullptr;     ///< calls and fallbacks are counted here
};

/// Counts one guarded call's outcome (and the fallback it leads to) in `remote.metrics`,
/// and how long it took when something was sent (`waited`).
void count_remote_call(const remote_language& remote, engines::language::remote_failure failure, bool refused,
                       std::optional<std::chrono::steady_clock::duration> waited = std::nullopt);

/// The remote engine for this request, or nullopt when the language engine is embedded.
[[nodiscard]] std::optional<remote_language> remote_language_for(const context_ptr& ctx);

/// Logs a failed remote call for operators (request id, task, detail, breaker state).
void log_remote_failure(const remote_language& remote, std::string_view task, std::string_view detail);

/// Runs `call(endpoint)` — one engines::language function returning a result with
/// `failure`, `detail` — through the breaker, with the timeout capped by the time left.
/// Without a permit (breaker open) or without time left nothing is sent: the result says
/// upstream_error / upstream_timeout. Runs on a language worker; never throws.
template <class Result, class Call>
[[nodiscard]] Result guarded_call(const remote_language& remote, std::string_view task, Call call) {
  using engines::language::remote_failure;
  Result out;
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(remote.deadline - std::chrono::steady_clock::now());
  if (left <= std::chrono::milliseconds(0)) {
    out.failure = remote_failure::upstream_timeout;
    out.detail = "no time left before the request deadline";
    count_remote_call(remote, out.failure, false);
    log_remote_failure(remote, task, out.detail);
    return out;
  }
  std::optional<engines::breaker_permit> permit =
      remote.breaker != nullptr ? remote.breaker->try_acquire() : std::optional<engines::breaker_permit>{engines::breaker_permit{}};
  if (!permit) {
    out.failure = remote_failure::upstream_error;
    out.detail = "circuit breaker open: not called";
    count_remote_call(remote, out.failure, true);
    log_remote_failure(remote, task, out.detail);
    return out;
  }
  auto endpoint = remote.endpoint;
  endpoint.timeout = std::min(endpoint.timeout, left);
  const auto sent_at = std::chrono::steady_clock::now();
  try {
    out = call(endpoint);
  } catch (const std::exception&) {
    out = Result{};
    out.failure = remote_failure::upstream_error;
    out.detail = "language engine call threw";
  }
  if (remote.breaker != nullptr) {
    remote.breaker->record(*permit, out.failure == remote_failure::none);
  }
  count_remote_call(remote, out.failure, false, std::chrono::steady_clock::now() - sent_at);
  if (out.failure != remote_failure::none) {
    log_remote_failure(remote, task, out.detail);
  }
  return out;
}

/// Time the supervisor waits for a language worker: up to the request's deadline.
[[nodiscard]] std::chrono::milliseconds language_wait(const context_ptr& ctx);

/// Runs `fn() -> Output` on the language pool when `remote`, else on the CPU pool, and
/// calls `on_ok(Output&)` in actor context. `Output` must have an optional `failure` error
/// code: when the pool does not answer before the request's deadline, `on_ok` gets an
/// Output whose failure is UPSTREAM_TIMEOUT, so audited callers still record the call and
/// settle its Idempotency-Key (never a bare 503 that skips the audit path).
template <class Output, class Fn, class OnOk>
void run_language_task(const context_ptr& ctx, bool remote, Fn fn, OnOk on_ok) {
  auto call = std::make_shared<actors::cpu_call<Output, Fn>>(std::move(fn));
  ctx->self()
      ->request(remote ? ctx->svc().language : ctx->svc().cpu, language_wait(ctx), actors::cpu_task{call})
      .then([call, on_ok](actors::cpu_done&) mutable { on_ok(*call->result); },
            [on_ok](caf::error&) mutable {
              Output out;
              out.failure = domain::error_code::upstream_timeout;
              on_ok(out);
            });
}

} // namespace cxs::http
