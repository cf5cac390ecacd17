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
#include "actors/invocation_actor.hpp"
#include "actors/cpu_pool_actor.hpp"
#include "actors/db_pool_actor.hpp"
#include "actors/extractor_actor.hpp"
#include "actors/decoder_actor.hpp"
#include "actors/key_cache_actor.hpp"
#include "actors/published_cache.hpp"
#include "actors/rate_limits.hpp"
#include "actors/redactor_actor.hpp"
#include "actors/request_types.hpp"
#include "actors/responses.hpp"
#include "actors/speech_actor.hpp"
#include "domain/errors.hpp"
#include "engines/audio/temp_budget.hpp"

#include <caf/atom.hpp>
#include <caf/actor_addr.hpp>
#include <caf/actor_cast.hpp>
#include <caf/event_based_actor.hpp>

#include <chrono>
#include <functional>
#include <vector>
#include <memory>

namespace cxs::config {
struct service_config;
}

namespace cxs::engines {
class circuit_breaker;
}

namespace cxs::security {
class verified_keys;
}

namespace cxs::actors {

/// What every handler may use. Shared read-only across requests.
struct services {
  db_actor db;
  cpu_actor cpu;          ///< blocking CPU work (bcrypt)
  /// Every language task (extract, summarize, insights, assist): the language engine chosen
  /// at start, on its own pool of detached workers (actors/extractor_actor.hpp).
  extractor_actor extractor;
  /// PHI redaction, asked before the extractor when an API's redactPHI is on
  /// (actors/redactor_actor.hpp; http/language_calls.hpp).
  redactor_actor redactor;
  key_cache_actor keys;   ///< verified API keys
  /// The verified keys the key cache keeps, read in place by require_key (a hit needs no
  /// message); null: every lookup asks `keys`.
  const cached_keys* key_table = nullptr;
  rate_limits* rates = nullptr;  ///< per-key token buckets (shared by all requests); null: no limit
  audit_writer_actor audit;  ///< durable invocation records
  invocation_actor invocation;  ///< admits and records every audited call (quota, idempotency, audit row)
  quota_ledger* quotas = nullptr;  ///< monthly per-organisation quotas (shared by all requests)
  published_cache* published = nullptr;  ///< published API snapshots (shared by all requests)
  security::verified_keys* verified_keys = nullptr;  ///< key plaintexts already bcrypt-checked
  /// Audio decoding: [audio] decode_workers detached FFmpeg workers (decoder_actor.hpp).
  decoder_actor decoder;
  /// Temporary disk for decoded audio, shared by every request ([audio] max_temp_mb).
  std::shared_ptr<engines::audio::temp_budget> audio_temp;
  /// Speech workers, each owning one resilient speech engine made on first use (retries,
  /// breaker and fallback inside it; speech_actor.hpp).
  speech_actor speech;
  /// Whether the configured speech engine takes audio in this language (one of our codes).
  std::function<bool(std::string_view)> speech_accepts_language;
  const config::service_config* config = nullptr;
  metrics::service_metrics* metrics = nullptr;
  std::chrono::milliseconds db_timeout{20000};  ///< budget for one database task, queueing included
};

using reply_function = std::function<void(http_response)>;

/// A streamed response (text/event-stream), as the edge receives it: one `open` (status 200
/// with `headers`), any number of `frame`s (bytes written as they come), one `close` (last
/// bytes, then the connection ends).
struct stream_event {
  enum class kind { open, frame, close };
  kind what = kind::frame;
  std::string bytes;
  std::vector<std::pair<std::string, std::string>> headers;  ///< for `open`
};
using stream_function = std::function<void(stream_event)>;

/// Sent by the edge to a supervisor whose streaming client has gone away.
using client_closed_atom = caf::atom_constant<caf::atom("cliclosed")>;

/// A request in flight, as a handler sees it.
class request_context {
public:
  request_context(caf::event_based_actor* self, http_request request, const services& svc, reply_function reply,
                  stream_function stream = nullptr);

  [[nodiscard]] caf::event_based_actor* self() const { return self_; }
  [[nodiscard]] const http_request& request() const { return request_; }
  [[nodiscard]] const services& svc() const { return svc_; }
  [[nodiscard]] bool answered() const { return answered_; }

  /// Sends `res` (adding X-Request-Id at the edge) and ends the supervisor. Later calls are ignored.
  void respond(http_response res);

  /// Sends the error response for `err` (an `error` frame once a stream is open).
  void fail(api_error err);

  /// Starts a text/event-stream response (200). After this, respond()/fail() end the
  /// stream with an `error` frame instead of an HTTP error.
  void open_stream(std::vector<std::pair<std::string, std::string>> headers = {});
  /// Writes bytes (whole SSE frames) to an open stream.
  void stream_frame(std::string bytes);
  /// Writes the last bytes and ends the stream and the supervisor. Later calls are ignored.
  void end_stream(std::string last_bytes);
  [[nodiscard]] bool streaming() const { return streaming_; }

  /// What to do when the edge reports that a streaming client went away (default: stop).
  void on_client_closed(std::function<void()> handler) { on_client_closed_ = std::move(handler); }
  /// Called by the supervisor when the edge reports the client gone.
  void client_closed();

  /// Monitors a per-request child: when it ends abnormally (crash, kill) before its work is
  /// done, `on_down` runs in the supervisor with the reason, so a dead child becomes an
  /// error answer at once instead of a wait for its request's timeout. A child that ends
  /// normally (its answer came first: CAF keeps one sender's messages in order) is ignored.
  /// The supervisor holds the child (an actor nobody references ends as "unreachable")
  /// until it ends or the supervisor does.
  template <class Handle>
  void watch(const Handle& child, std::function<void(const caf::error&)> on_down) {
    self_->monitor(child);
    watched_.emplace_back(caf::actor_cast<caf::strong_actor_ptr>(child), std::move(on_down));
  }
  /// Called by the supervisor for every down message.
  void child_down(const caf::actor_addr& who, const caf::error& reason);

  /// Why the supervisor ended (valid in on_end handlers).
  enum class end_cause {
    answered,     ///< it answered (respond, fail, end_stream)
    client_gone,  ///< the client went away before an answer
    deadline,     ///< the edge's deadline passed: the edge answered 504 and stopped it
    crashed,      ///< a handler threw or the actor died otherwise (the client got 500)
  };
  [[nodiscard]] end_cause ended_by() const { return end_cause_; }
  /// Called by the supervisor as it ends, before the on_end handlers run.
  void set_end_cause(end_cause cause) { end_cause_ = cause; }

  /// Work to stop when the supervisor ends for any reason — answered, deadline passed (the
  /// edge sends an exit), a crash — e.g. an audio job's workers that would otherwise run on
  /// for a request nobody waits for.
  void on_end(std::function<void()> handler) { on_end_.push_back(std::move(handler)); }
  /// Called once by the supervisor as it ends.
  /// Also stops every watched child still running: per-request work ends with its request.
  void ended();

  /// Runs `fn(pg::connection&) -> T` on a database worker; calls `on_ok(T&)` in actor
  /// context, or answers the request with 503/409/500 on failure.
  template <class T, class Fn, class OnOk>
  void query(Fn fn, OnOk on_ok) {
    query<T>(std::move(fn), std::move(on_ok), [this](db_failure why) { fail(db_error(why)); });
  }

  /// As above, with an explicit failure handler.
  template <class T, class Fn, class OnOk, class OnFail>
  void query(Fn fn, OnOk on_ok, OnFail on_fail) {
    auto call = std::make_shared<db_call<T, Fn>>(std::move(fn));
    self_->request(svc_.db, svc_.db_timeout, db_task{call, {}})
        .then(
            [call, on_ok, on_fail](db_outcome& out) mutable {
              if (out.failure == db_failure::none) {
                on_ok(*call->result);
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
    auto call = std::make_shared<cpu_call<T, Fn>>(std::move(fn));
    self_->request(svc_.cpu, svc_.db_timeout, cpu_task{call})
        .then([call, on_ok](cpu_done&) mutable { on_ok(*call->result); },
              [this](caf::error&) { fail(api_error::of(domain::error_code::service_unavailable)); });
  }

  /// The client-facing error for a database failure.
  [[nodiscard]] static api_error db_error(db_failure why);

private:
  static void log_db_failure(const db_outcome& out);

  caf::event_based_actor* self_;
  http_request request_;
  const services& svc_;
  reply_function reply_;  ///< released once used, so the connection is not kept alive by us
  stream_function stream_;
  std::function<void()> on_client_closed_;
  std::vector<std::function<void()>> on_end_;
  std::vector<std::pair<caf::strong_actor_ptr, std::function<void(const caf::error&)>>> watched_;
  bool answered_ = false;
  bool streaming_ = false;
  bool client_gone_ = false;
  end_cause end_cause_ = end_cause::answered;

public:
  [[nodiscard]] bool client_gone() const { return client_gone_; }
};

/// A route's handler: runs once in the supervisor and must end with respond() or fail().
using route_handler = std::function<void(const std::shared_ptr<request_context>&)>;

/// Spawns the supervisor for one request and returns its handle (the edge sends it an
/// exit when the deadline passes). `reply` is called at most once, from some CAF thread;
/// it must only hand the response over to the connection's own executor.
[[nodiscard]] caf::actor spawn_request_supervisor(caf::actor_system& system, const services& svc, http_request request,
                                                  route_handler handler, reply_function reply,
                                                  stream_function stream = nullptr);

} // namespace cxs::actors
