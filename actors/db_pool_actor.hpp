#pragma once
// The database pool: a fixed set of detached worker actors, each owning one libpq
// connection, behind one dispatcher actor that queues tasks and hands each to an idle
// worker. Blocking libpq calls therefore never run on a CAF scheduler thread.

#include <caf/allowed_unsafe_message_type.hpp>
#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <any>
#include <chrono>
#include <functional>
#include <string>

namespace cxs::pg {
class connection;
}
namespace cxs::metrics {
class service_metrics;
}

namespace cxs::actors {

/// Work for one connection. Runs on a worker thread; may throw pg::error.
struct db_task {
  std::function<std::any(pg::connection&)> run;
  std::chrono::steady_clock::time_point enqueued_at{};
};

enum class db_failure {
  none,
  unavailable,   ///< cannot connect, connection lost, or no connection free in time
  conflict,      ///< unique constraint violated
  query_failed,  ///< the statement failed (a bug, or a constraint other than unique)
};

/// A task's result: the value it returned, or why it failed.
struct db_outcome {
  db_failure failure = db_failure::none;
  std::any value;
  std::string detail;  ///< server message for logs; never sent to clients
};

/// Interface of the dispatcher and of each worker: run a task, answer its outcome.
using db_actor = caf::typed_actor<caf::replies_to<db_task>::with<db_outcome>>;

struct db_pool_options {
  std::string url;
  int size = 4;
  int connect_timeout_s = 5;
  int statement_timeout_ms = 15000;
  std::chrono::milliseconds queue_timeout{20000};
};

/// Spawns `options.size` detached workers linked to a new dispatcher and returns the
/// dispatcher. Send it an exit (user_shutdown) to stop the pool.
[[nodiscard]] db_actor spawn_db_pool(caf::actor_system& system, const db_pool_options& options,
                                     metrics::service_metrics* metrics);

} // namespace cxs::actors

CAF_ALLOW_UNSAFE_MESSAGE_TYPE(cxs::actors::db_task)
CAF_ALLOW_UNSAFE_MESSAGE_TYPE(cxs::actors::db_outcome)
