#pragma once
// Delivers webhook events at least once. A detached actor (it blocks on libpq and on
// outbound HTTP) with its own database connection: every poll it fans new outbox events
// out into deliveries, claims due deliveries (FOR UPDATE SKIP LOCKED, so replicas share
// the work without double-sending), POSTs each signed body, and records the result;
// failures are retried with exponential backoff and jitter until the retry window ends.

#include "domain/net/ip_network.hpp"
#include "engines/common/http_client.hpp"

#include <caf/actor.hpp>
#include <caf/fwd.hpp>

#include <chrono>
#include <string>
#include <vector>

namespace cxs::metrics {
class service_metrics;
}

namespace cxs::actors {

struct webhook_dispatcher_options {
  std::string database_url;
  int connect_timeout_s = 5;
  std::chrono::milliseconds poll_interval{500};
  std::chrono::seconds attempt_timeout{10};
  std::chrono::hours retry_window{24};
  int batch = 20;
  std::vector<domain::net::ip_network> deny_networks;  ///< destinations never called (after DNS)
  std::vector<domain::net::ip_network> allow_networks; ///< exceptions to deny_networks
  std::vector<domain::net::port_range> allow_ports;    ///< ports a destination may use
};

/// Spawns the dispatcher; stop it with an exit message.
/// What a webhook's owner is told about a failed delivery (`lastError` of the delivery log):
/// a coarse class — "timeout", "refused or unreachable", "TLS error", "HTTP <status>",
/// "destination not allowed", "connection failed" — never the transport detail, which
/// would let a tenant map the hospital's network. The detail goes to the server log.
[[nodiscard]] std::string delivery_error_for_tenant(const engines::http_outcome& outcome);

[[nodiscard]] caf::actor spawn_webhook_dispatcher(caf::actor_system& system, const webhook_dispatcher_options& options,
                                                  metrics::service_metrics* metrics);

/// Delay before retry number `attempts` (1-based), before jitter: 2^(attempts-1) s, at most 1 h.
[[nodiscard]] std::chrono::milliseconds webhook_backoff(int attempts);

} // namespace cxs::actors
