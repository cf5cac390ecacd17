#pragma once
// The per-request supervisor: one short-lived actor per HTTP request. It runs the route's
// handler in actor context (so the handler can ask other actors, always with a timeout)
// and answers the edge exactly once: with the handler's response or an error. If the
// actor dies for any reason before answering, a 500 is sent; a request is never left
// hanging. The request's overall deadline is kept by the edge with a cancellable timer
// (a CAF delayed message cannot be cancelled and would keep every finished supervisor
// alive until it fired); on expiry the edge answers 504 and sends the supervisor an exit.

#include "actors/quota_ledger.hpp"
#include "actors/audit_writer_actor.hpp"
#include "actors/cpu_pool_actor.hpp"
#include "actors/db_pool_actor.hpp"
#include "actors/key_cache_actor.hpp"
#include "actors/rate_limiter_actor.hpp"
#include "actors/request_types.hpp"
#include "domain/errors.hpp"

#include <caf/event_based_actor.hpp>

#include <chrono>
#include <functional>
#include <memory>

namespace cxs::config {
struct service_config;
}

namespace cxs::actors {

/// What every handler may use. Shared read-only across requests.
struct services {
  db_actor db;
  cpu_actor cpu;          ///< blocking CPU work (bcrypt)
  key_cache_actor keys;   ///< verified API keys
  rate_limiter_actor rates;  ///< per-key token buckets
  audit_writer_actor audit;  ///< durable invocation records
  quota_ledger* quotas = nullptr;  ///< monthly per-organisation quotas (shared by all requests)
  const config::service_config* config = nullptr;
  metrics::service_metrics* metrics = nullptr;
  std::chrono::milliseconds db_timeout{20000};  ///< budget for one database task, queueing included
};

using reply_function = std::function<void(http_response)>;

/// A request in flight, as a handler sees it.
class request_context {
public:
  request_context(caf::event_based_actor* self, http_request request, const services& svc, reply_function reply);

  [[nodiscard]] caf::event_based_actor* self() const { return self_; }
  [[nodiscard]] const http_request& request() const { return request_; }
  [[nodiscard]] const services& svc() const { return svc_; }
  [[nodiscard]] bool answered() const { return answered_; }

  /// Sends `res` (adding X-Request-Id at the edge) and ends the supervisor. Later calls are ignored.
  void respond(http_response res);

  /// Sends the error response for `err`.
  void fail(api_error err);

  /// Runs `fn(pg::connection&) -> T` on a database worker; calls `on_ok(T&)` in actor
  /// context, or answers the request with 503/409/500 on failure.
  template <class T, class Fn, class OnOk>
  void query(Fn fn, OnOk on_ok) {
    query<T>(std::move(fn), std::move(on_ok), [this](db_failure why) { fail(db_error(why)); });
  }

  /// As above, with an explicit failure handler.
  template <class T, class Fn, class OnOk, class OnFail>
  void query(Fn fn, OnOk on_ok, OnFail on_fail) {
    db_task task;
    task.run = [fn = std::move(fn)](pg::connection& conn) -> std::any { return std::any(fn(conn)); };
    self_->request(svc_.db, svc_.db_timeout, std::move(task))
        .then(
            [on_ok, on_fail](db_outcome& out) mutable {
              if (out.failure == db_failure::none) {
                on_ok(*std::any_cast<T>(&out.value));
              } else {
                log_db_failure(out);
                on_fail(out.failure);
              }
            },
            [on_fail](caf::error&) mutable { on_fail(db_failure::unavailable); });
  }

  /// Runs `fn() -> T` on a CPU worker (for blocking computation such as bcrypt) and calls
  /// `on_ok(T&)` in actor context; answers 503 if the pool does not answer in time.
  template <class T, class Fn, class OnOk>
  void compute(Fn fn, OnOk on_ok) {
    cpu_task task{[fn = std::move(fn)]() -> std::any { return std::any(fn()); }};
    self_->request(svc_.cpu, svc_.db_timeout, std::move(task))
        .then([on_ok](cpu_result& r) mutable { on_ok(*std::any_cast<T>(&r.value)); },
              [this](caf::error&) { fail(api_error{domain::error_code::service_unavailable, {}, {}, {}, {}}); });
  }

  /// The client-facing error for a database failure.
  [[nodiscard]] static api_error db_error(db_failure why);

private:
  static void log_db_failure(const db_outcome& out);

  caf::event_based_actor* self_;
  http_request request_;
  const services& svc_;
  reply_function reply_;  ///< released once used, so the connection is not kept alive by us
  bool answered_ = false;
};

/// A route's handler: runs once in the supervisor and must end with respond() or fail().
using route_handler = std::function<void(const std::shared_ptr<request_context>&)>;

/// Spawns the supervisor for one request and returns its handle (the edge sends it an
/// exit when the deadline passes). `reply` is called at most once, from some CAF thread;
/// it must only hand the response over to the connection's own executor.
[[nodiscard]] caf::actor spawn_request_supervisor(caf::actor_system& system, const services& svc, http_request request,
                                                  route_handler handler, reply_function reply);

} // namespace cxs::actors
