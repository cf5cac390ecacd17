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
#include <memory>
#include <random>

namespace cxs::actors {
namespace {

using poll_atom = caf::atom_constant<caf::atom("poll")>;

struct dispatcher_state {
  static inline const char* name = "webhook_dispatcher";
  std::unique_ptr<pg::connection> conn;
  std::mt19937_64 rng{std::random_device{}()};
  std::chrono::steady_clock::time_point backlog_read{};  ///< last update of the backlog gauges
};

using dispatcher_pointer = caf::stateful_actor<dispatcher_state>*;

void deliver_one(dispatcher_pointer self, const persistence::claimed_delivery& d,
                 const webhook_dispatcher_options& options, metrics::service_metrics* metrics) {
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
  const auto result = engines::perform(call);
  const bool delivered = result.completed && result.status >= 200 && result.status < 300;
  std::string error;
  if (!delivered) {
    error = delivery_error_for_tenant(result);
  }
  // Full jitter on the upper half keeps replicas' retries of one outage from lining up.
  const auto base = webhook_backoff(d.attempts);
  std::uniform_int_distribution<std::int64_t> jitter(base.count() / 2, base.count());
  const std::chrono::milliseconds retry_in(jitter(self->state.rng));
  const bool give_up = !delivered && d.expired;
  persistence::record_delivery(*self->state.conn, d.id, delivered,
                               result.completed ? std::optional<int>(static_cast<int>(result.status)) : std::nullopt,
                               error, retry_in, give_up);
  if (metrics != nullptr) {
    metrics->webhook_delivery(delivered ? "delivered" : give_up ? "failed" : "retry");
  }
  if (!delivered) {
    log::warn("webhook delivery failed", {{"event", d.event_id},
                                          {"attempt", d.attempts},
                                          {"error", result.completed ? error : result.error}});
  }
}

// Returns true when a batch came back full: more work is waiting, so poll again at once
// instead of after poll_interval (a fixed pause per batch capped dispatch at ~200 events/s).
bool poll_once(dispatcher_pointer self, const webhook_dispatcher_options& options, metrics::service_metrics* metrics) {
  constexpr int fan_out_batch = 100;
  auto& conn = self->state.conn;
  try {
    if (!conn || !conn->healthy()) {
      conn.reset();
      pg::connect_options o;
      o.url = options.database_url;
      o.connect_timeout_s = options.connect_timeout_s;
      o.application_name = "cxs-webhooks";
      conn = std::make_unique<pg::connection>(o);
    }
    const int fanned = persistence::fan_out_events(*conn, fan_out_batch);
    // The lease outlasts one attempt, so a delivery being sent is not claimed twice.
    const auto lease = std::chrono::duration_cast<std::chrono::seconds>(options.attempt_timeout) + std::chrono::seconds(30);
    const auto due = persistence::claim_due_deliveries(*conn, options.batch, lease, options.retry_window);
    for (const auto& d : due) {
      deliver_one(self, d, options, metrics);
    }
    // At most once a second: scrapes are far apart, and a busy loop polls many times a second.
    const auto now = std::chrono::steady_clock::now();
    if (metrics != nullptr && now - self->state.backlog_read >= std::chrono::seconds(1)) {
      self->state.backlog_read = now;
      const auto b = persistence::read_backlog(*conn);
      metrics->set_webhook_backlog(static_cast<double>(b.waiting), b.oldest_seconds);
    }
    return fanned == fan_out_batch || static_cast<int>(due.size()) == options.batch;
  } catch (const pg::error& e) {
    conn.reset();
    log::warn("webhook dispatcher database error", {{"sqlstate", e.sqlstate()}});
  }
  return false;
}

caf::behavior webhook_dispatcher(dispatcher_pointer self, webhook_dispatcher_options options,
                                 metrics::service_metrics* metrics) {
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
