#pragma once
// The retention purge: a small event-based actor that, every `interval`, deletes old rows
// (idempotency records, invocations, dispatched webhook events) through the database pool,
// one batch per pool task so it never holds a connection or a lock for long and requests
// keep their share of the pool. Several replicas may run it: an advisory lock lets one
// purge at a time, the others skip that run.

#include "actors/db_pool_actor.hpp"

#include <caf/actor.hpp>
#include <caf/fwd.hpp>

#include <chrono>

namespace cxs::metrics {
class service_metrics;
}

namespace cxs::actors {

struct retention_options {
  int idempotency_hours = 48;     ///< >= 24
  int invocations_days = 0;       ///< 0 = never purged
  int outbox_dispatched_days = 7; ///< 0 = never purged
  std::chrono::seconds interval{3600};
  int batch = 1000;
  std::chrono::milliseconds db_timeout{30000};  ///< per batch task, queueing included
  /// A run stops after this long even when rows remain (the next run goes on), so one
  /// large first purge does not keep a pool connection busy for minutes.
  std::chrono::seconds run_budget{60};
};

/// Spawns the purge; its first run starts after a few seconds. Stop it with an exit message.
[[nodiscard]] caf::actor spawn_retention(caf::actor_system& system, db_actor db, const retention_options& options,
                                         metrics::service_metrics* metrics);

} // namespace cxs::actors
