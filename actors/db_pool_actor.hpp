#pragma once
// The database pool: a fixed set of detached worker actors, each owning one libpq
// connection, behind one dispatcher actor that queues tasks and hands each to an idle
// worker. Blocking libpq calls therefore never run on a CAF scheduler thread.
//
// A task carries typed work: `db_call<T>` runs `fn(conn) -> T` and keeps the T for the
// requester, who reads it once the outcome says the work succeeded. The result type is
// fixed at the call site at compile time (no type erasure of values, no casts).

#include "actors/local_message.hpp"

#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace cxs::pg {
class connection;
}
namespace cxs::metrics {
class service_metrics;
}

namespace cxs::actors {

/// One unit of database work. Runs on a worker thread with that worker's connection; may
/// throw pg::error (the worker turns it into a db_failure).
class db_work {
public:
  virtual ~db_work() = default;
  virtual void run(pg::connection& conn) = 0;
};

/// `fn(conn) -> T` as database work; `result` is set once run() returned.
template <class T, class Fn>
class db_call final : public db_work {
public:
  explicit db_call(Fn fn) : fn_(std::move(fn)) {}
  void run(pg::connection& conn) override { result.emplace(fn_(conn)); }
  std::optional<T> result;

private:
  Fn fn_;
};

/// Work for the pool (message). The requester keeps its own reference to `work` to read
/// the result.
struct db_task {
  std::shared_ptr<db_work> work;
  std::chrono::steady_clock::time_point enqueued_at{};  ///< set by the pool on arrival
};
CXS_LOCAL_MESSAGE(db_task)

enum class db_failure {
  none,
  unavailable,   ///< cannot connect, connection lost, or no connection free in time
  conflict,      ///< unique constraint violated
  query_failed,  ///< the statement failed (a bug, or a constraint other than unique)
};

/// How a task ended (message): ran (failure none: the work holds its result), or why not.
struct db_outcome {
  db_failure failure = db_failure::none;
  std::string detail;  ///< server message for logs; never sent to clients
};
CXS_LOCAL_MESSAGE(db_outcome)

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
