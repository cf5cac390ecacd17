#include "actors/webhook_dispatcher_actor.hpp"

#include "engines/common/http_client.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"
#include "persistence/outbox.hpp"
#include "persistence/pg.hpp"
#include "security/jwt.hpp"

#include <caf/actor_system.hpp>
#include <caf/event_based_actor.hpp>
#include <caf/stateful_actor.hpp>

#include <algorithm>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <memory>
#include <random>
#include <thread>

namespace cxs::actors {
namespace {

using poll_atom = caf::atom_constant<caf::atom("poll")>;

class delivery_pool;

struct dispatcher_state {
  static inline const char* name = "webhook_dispatcher";
  std::unique_ptr<delivery_pool> pool;  ///< made when the actor starts (see webhook_dispatcher)
  std::unique_ptr<pg::connection> conn;
  std::mt19937_64 rng{std::random_device{}()};
  std::chrono::steady_clock::time_point backlog_read{};  ///< last update of the backlog gauges
  bool worked_since_backlog_read = false;  ///< a poll fanned out or sent something since that update
  std::chrono::steady_clock::time_point inactive_swept{};  ///< last failing of inactive webhooks' deliveries
};

using dispatcher_pointer = caf::stateful_actor<dispatcher_state>*;

engines::http_call delivery_call(const persistence::claimed_delivery& d, const webhook_dispatcher_options& options) {
  engines::http_call call;
  call.url = d.url;
  call.body = d.body;
  call.timeout = options.attempt_timeout;
  call.deny = options.deny_networks;
  call.allow = options.allow_networks;
  call.allowed_ports = options.allow_ports;
  call.headers = {{"Content-Type", "application/json"},
                  {"Svc-Signature", "sha256=" + security::hmac_sha256_hex(d.secret, d.body)},
                  {"Svc-Event", d.type},
                  {"Svc-Delivery", d.event_id},
                  {"Svc-Timestamp", std::to_string(d.created_unix)}};
  return call;
}

// Most deliveries one replica sends at once. A claimed batch is sent side by side (one slow
// receiver no longer holds up the rest) and its results are recorded in one statement:
// sending one at a time with a commit each capped a replica at a few hundred deliveries a
// second, fewer than /extract writes events.
constexpr std::size_t max_parallel_deliveries = 16;

// The dispatcher's sending threads, kept for its lifetime so each keeps its connection to
// a receiver open between deliveries (http_call::keep_alive: one per thread): a new TCP
// connection per delivery cost more than the rest of it.
class delivery_pool {
public:
  explicit delivery_pool(std::size_t threads) {
    for (std::size_t t = 0; t < threads; ++t) {
      threads_.emplace_back([this] { run(); });
    }
  }
  delivery_pool(const delivery_pool&) = delete;
  delivery_pool& operator=(const delivery_pool&) = delete;
  ~delivery_pool() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    work_.notify_all();
    for (auto& t : threads_) {
      t.join();
    }
  }

  /// Runs job(i) for every i in [0, n) on the pool's threads; returns when all are done.
  void run_all(std::size_t n, const std::function<void(std::size_t)>& job) {
    std::unique_lock<std::mutex> lock(mutex_);
    job_ = &job;
    total_ = n;
    next_ = 0;
    done_ = 0;
    work_.notify_all();
    finished_.wait(lock, [&] { return done_ == total_; });
    job_ = nullptr;
  }

private:
  void run() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      work_.wait(lock, [&] { return stop_ || (job_ != nullptr && next_ < total_); });
      if (stop_) {
        return;
      }
      const std::size_t i = next_++;
      const auto* job = job_;
      lock.unlock();
      (*job)(i);
      lock.lock();
      if (++done_ == total_) {
        finished_.notify_all();
      }
    }
  }

  std::mutex mutex_;
  std::condition_variable work_;
  std::condition_variable finished_;
  const std::function<void(std::size_t)>* job_ = nullptr;
  std::size_t total_ = 0;
  std::size_t next_ = 0;
  std::size_t done_ = 0;
  bool stop_ = false;
  std::vector<std::thread> threads_;
};

// The outcome of one claimed delivery: sent (with the receiver's answer or the transport
// failure), or never started because the batch's start deadline passed first.
struct send_outcome {
  bool started = false;
  engines::http_outcome http;
};

// Sends the batch max_parallel_deliveries at a time. A delivery not started by
// `start_by` is left unsent (released): with slow receivers a big batch would otherwise
// outlast its lease, and another replica could claim a delivery still waiting its turn here.
std::vector<send_outcome> send_all(delivery_pool& pool, const std::vector<persistence::claimed_delivery>& due,
                                   const webhook_dispatcher_options& options,
                                   std::chrono::steady_clock::time_point start_by) {
  std::vector<send_outcome> results(due.size());
  pool.run_all(due.size(), [&](std::size_t i) {
    if (std::chrono::steady_clock::now() > start_by) {
      return;
    }
    auto call = delivery_call(due[i], options);
    // At least once already: a kept connection the receiver closed is replaced, and a call
    // whose reused connection broke before any answer is sent once more, never in parallel.
    call.keep_alive = true;
    results[i].started = true;
    results[i].http = engines::perform(call);
  });
  return results;
}

void deliver_batch(dispatcher_pointer self, const std::vector<persistence::claimed_delivery>& due,
                   const webhook_dispatcher_options& options, std::chrono::steady_clock::time_point start_by,
                   metrics::service_metrics* metrics) {
  if (due.empty()) {
    return;
  }
  const auto outcomes = send_all(*self->state.pool, due, options, start_by);
  std::vector<persistence::delivery_result> results;
  results.reserve(due.size());
  for (std::size_t i = 0; i < due.size(); ++i) {
    const auto& d = due[i];
    persistence::delivery_result r;
    r.id = d.id;
    r.attempts = d.attempts;
    if (!outcomes[i].started) {
      r.released = true;
      results.push_back(std::move(r));
      continue;
    }
    const auto& outcome = outcomes[i].http;
    r.delivered = outcome.completed && outcome.status >= 200 && outcome.status < 300;
    if (outcome.completed) {
      r.status_code = static_cast<int>(outcome.status);
    }
    if (!r.delivered) {
      r.error = delivery_error_for_tenant(outcome);
    }
    // Full jitter on the upper half keeps replicas' retries of one outage from lining up.
    const auto base = webhook_backoff(d.attempts);
    std::uniform_int_distribution<std::int64_t> jitter(base.count() / 2, base.count());
    r.retry_in = std::chrono::milliseconds(jitter(self->state.rng));
    r.give_up = !r.delivered && d.expired;
    if (metrics != nullptr) {
      metrics->webhook_delivery(r.delivered ? "delivered" : r.give_up ? "failed" : "retry");
    }
    if (!r.delivered) {
      log::warn("webhook delivery failed", {{"event", d.event_id},
                                            {"attempt", d.attempts},
                                            {"error", outcome.completed ? r.error : outcome.error}});
    }
    results.push_back(std::move(r));
  }
  persistence::record_deliveries(*self->state.conn, results);
}

// Returns true when the poll found work: poll again at once, and wait poll_interval only
// once a poll finds nothing. Under a steady stream of events a pause after every batch that
// was not full let a backlog build that the next batches drained slowly (event -> delivery
// p99 2.8 s at 2,600 events/s); polling on while there is work delivers each event one
// cycle after it was written.
bool poll_once(dispatcher_pointer self, const webhook_dispatcher_options& options, metrics::service_metrics* metrics) {
  auto& conn = self->state.conn;
  try {
    if (!conn || !conn->healthy()) {
      conn.reset();
      pg::connect_options o;
      o.url = options.database_url;
      o.connect_timeout_s = options.connect_timeout_s;
      o.application_name = "cxs-webhooks";
      conn = std::make_unique<pg::connection>(o);
      // Fan-outs and results need not wait for their WAL flush (redone or re-sent if a
      // database crash loses them: at least once); claims still do (outbox.hpp).
      conn->exec("SET synchronous_commit = off");
    }
    // Deliveries of a webhook deactivated or deleted stop; checked once a second, not per
    // batch (under a burst the dispatcher polls many times a second).
    const auto started = std::chrono::steady_clock::now();
    if (started - self->state.inactive_swept >= std::chrono::seconds(1)) {
      self->state.inactive_swept = started;
      persistence::fail_deliveries_of_inactive_webhooks(*conn);
    }
    // The lease covers one attempt started at the last moment and its recording, whatever
    // the batch size: a delivery is only started within attempt_timeout + 15 s of the claim
    // (later ones are released unsent), so it ends by 2 x attempt_timeout + 15 s, leaving
    // 15 s to record it. A replica killed mid-batch thus frees its claims within about a
    // minute with the defaults (a lease grown with the batch held them for minutes).
    const auto lease = 2 * std::chrono::duration_cast<std::chrono::seconds>(options.attempt_timeout) +
                       std::chrono::seconds(30);
    const auto start_by = std::chrono::steady_clock::now() + options.attempt_timeout + std::chrono::seconds(15);
    // Fresh events, their deliveries claimed as they are fanned out (one statement); then
    // deliveries due again (retries, released ones), always with at least a quarter of the
    // batch so a sustained stream of new events never starves them. The older ones are sent
    // first: what is released unsent when the start deadline passes is then the newest,
    // never the same retries poll after poll.
    auto fresh = persistence::fan_out_and_claim(*conn, options.batch, lease, options.retry_window);
    const int fanned = fresh.events;
    const int room = std::max(options.batch - static_cast<int>(fresh.claimed.size()), std::max(1, options.batch / 4));
    std::vector<persistence::claimed_delivery> due;
    try {
      due = persistence::claim_due_deliveries(*conn, room, lease, options.retry_window);
    } catch (const pg::error& e) {
      // The fresh claims are committed: send them now rather than leave them to their lease.
      log::warn("webhook dispatcher database error", {{"sqlstate", e.sqlstate()}});
    }
    const bool full = fanned == options.batch || static_cast<int>(due.size()) == room;
    due.insert(due.end(), std::make_move_iterator(fresh.claimed.begin()), std::make_move_iterator(fresh.claimed.end()));
    deliver_batch(self, due, options, start_by, metrics);
    // At most once a second: scrapes are far apart, and a busy loop polls many times a second.
    // Also at once on the first idle poll after work, so a drained backlog reads 0 without
    // waiting for the next second (the last figure may have been taken mid-burst).
    const bool idle = fanned == 0 && due.empty();
    const bool drained = idle && self->state.worked_since_backlog_read;
    if (!idle) {
      self->state.worked_since_backlog_read = true;
    }
    const auto now = std::chrono::steady_clock::now();
    if (metrics != nullptr && (drained || now - self->state.backlog_read >= std::chrono::seconds(1))) {
      self->state.backlog_read = now;
      self->state.worked_since_backlog_read = !idle;
      const auto b = persistence::read_backlog(*conn);
      metrics->set_webhook_backlog(static_cast<double>(b.waiting), b.oldest_seconds);
    }
    return full || !idle;
  } catch (const pg::error& e) {
    conn.reset();
    log::warn("webhook dispatcher database error", {{"sqlstate", e.sqlstate()}});
  }
  return false;
}

caf::behavior webhook_dispatcher(dispatcher_pointer self, webhook_dispatcher_options options,
                                 metrics::service_metrics* metrics) {
  self->state.pool = std::make_unique<delivery_pool>(
      std::min<std::size_t>(max_parallel_deliveries, static_cast<std::size_t>(std::max(options.batch, 1))));
  self->send(self, poll_atom::value);
  return {
      [self, options, metrics](poll_atom) {
        if (poll_once(self, options, metrics)) {
          self->send(self, poll_atom::value);  // behind any exit message already queued
        } else {
          self->delayed_send(self, options.poll_interval, poll_atom::value);
        }
      },
  };
}

} // namespace

std::string delivery_error_for_tenant(const engines::http_outcome& outcome) {
  using engines::call_failure;
  if (outcome.completed) {
    return "HTTP " + std::to_string(outcome.status);
  }
  switch (outcome.failure) {
  case call_failure::timeout: return "timeout";
  case call_failure::denied: return "destination not allowed";
  case call_failure::unreachable: return "refused or unreachable";
  case call_failure::tls: return "TLS error";
  case call_failure::invalid_url: return "invalid URL";
  case call_failure::connection:
  case call_failure::none: break;
  }
  return "connection failed";
}

std::chrono::milliseconds webhook_backoff(int attempts) {
  const int exponent = std::clamp(attempts - 1, 0, 12);
  return std::min<std::chrono::milliseconds>(std::chrono::seconds(1) * (1LL << exponent), std::chrono::hours(1));
}

caf::actor spawn_webhook_dispatcher(caf::actor_system& system, const webhook_dispatcher_options& options,
                                    metrics::service_metrics* metrics) {
  return system.spawn<caf::detached>(webhook_dispatcher, options, metrics);
}

} // namespace cxs::actors
