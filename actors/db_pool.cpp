#include "actors/db_pool_actor.hpp"

#include "metrics/log.hpp"
#include "metrics/metrics.hpp"
#include "persistence/pg.hpp"

#include <caf/actor_system.hpp>
#include <caf/event_based_actor.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <deque>
#include <typeinfo>
#include <memory>
#include <vector>

namespace cxs::actors {
namespace {

struct worker_state {
  static inline const char* name = "db_worker";
  std::unique_ptr<pg::connection> conn;
};

db_outcome fail(db_failure why, std::string detail) {
  db_outcome out;
  out.failure = why;
  out.detail = std::move(detail);
  return out;
}

// Runs on its own thread (spawned detached): blocking libpq calls are allowed here.
db_actor::behavior_type db_worker(db_actor::stateful_pointer<worker_state> self, pg::connect_options options,
                                  metrics::service_metrics* metrics) {
  return {
      [self, options, metrics](db_task& task) -> db_outcome {
        auto& conn = self->state.conn;
        if (!conn || !conn->healthy()) {
          conn.reset();
          try {
            conn = std::make_unique<pg::connection>(options);
          } catch (const pg::error& e) {
            if (metrics != nullptr) {
              metrics->db_connect_failed();
            }
            return fail(db_failure::unavailable, "cannot connect to the database");
          }
        }
        try {
          task.work->run(*conn);
          return db_outcome{};
        } catch (const pg::error& e) {
          if (e.connection_lost() || !conn->healthy()) {
            conn.reset();
            return fail(db_failure::unavailable, "database connection lost");
          }
          return fail(e.unique_violation() ? db_failure::conflict : db_failure::query_failed, e.safe_summary());
        } catch (const std::exception& e) {
          // Never let an exception cross the actor boundary (it would kill the worker).
          return fail(db_failure::query_failed, std::string("exception: ") + typeid(e).name());
        }
      },
  };
}

struct pending_task {
  db_task task;
  caf::typed_response_promise<db_outcome> promise;
};

struct pool_state {
  static inline const char* name = "db_pool";
  std::vector<db_actor> idle;
  std::deque<pending_task> queue;
  int size = 0;
};

using pool_pointer = db_actor::stateful_pointer<pool_state>;

void publish_gauges(pool_pointer self, metrics::service_metrics* metrics) {
  if (metrics != nullptr) {
    const auto& st = self->state;
    metrics->set_db_pool(st.size, st.size - static_cast<int>(st.idle.size()), static_cast<int>(st.queue.size()));
  }
}

void dispatch(pool_pointer self, std::chrono::milliseconds queue_timeout, std::chrono::milliseconds run_timeout,
              metrics::service_metrics* metrics) {
  auto& st = self->state;
  while (!st.idle.empty() && !st.queue.empty()) {
    auto item = std::move(st.queue.front());
    st.queue.pop_front();
    // A task that waited longer than its budget is answered without running: its
    // requester has given up, and running it would only lengthen the queue.
    if (std::chrono::steady_clock::now() - item.task.enqueued_at > queue_timeout) {
      item.promise.deliver(fail(db_failure::unavailable, "waited too long for a database connection"));
      continue;
    }
    auto worker = st.idle.back();
    st.idle.pop_back();
    auto promise = item.promise;
    self->request(worker, run_timeout, std::move(item.task))
        .then(
            [self, worker, promise, queue_timeout, run_timeout, metrics](db_outcome& out) mutable {
              promise.deliver(std::move(out));
              self->state.idle.push_back(worker);
              dispatch(self, queue_timeout, run_timeout, metrics);
            },
            [self, worker, promise, queue_timeout, run_timeout, metrics](caf::error&) mutable {
              // The worker is still busy with a slow statement; it takes new tasks in order
              // once done, so it goes back to the idle list rather than being lost.
              promise.deliver(fail(db_failure::unavailable, "database task timed out"));
              self->state.idle.push_back(worker);
              dispatch(self, queue_timeout, run_timeout, metrics);
            });
  }
  publish_gauges(self, metrics);
}

db_actor::behavior_type db_pool(pool_pointer self, pg::connect_options conn_options, int size,
                                std::chrono::milliseconds queue_timeout, metrics::service_metrics* metrics) {
  // Workers are detached (own threads) and linked, so one exit message to the pool stops them.
  for (int i = 0; i < size; ++i) {
    self->state.idle.push_back(self->spawn<caf::detached + caf::linked>(db_worker, conn_options, metrics));
  }
  self->state.size = size;
  // A worker may spend connect_timeout connecting and then statement_timeout running.
  const auto run_timeout = std::chrono::milliseconds(conn_options.statement_timeout_ms) +
                           std::chrono::seconds(conn_options.connect_timeout_s) + std::chrono::seconds(1);
  publish_gauges(self, metrics);
  return {
      [self, queue_timeout, run_timeout, metrics](db_task& task) -> caf::typed_response_promise<db_outcome> {
        auto promise = self->make_response_promise<db_outcome>();
        task.enqueued_at = std::chrono::steady_clock::now();
        self->state.queue.push_back({std::move(task), promise});
        dispatch(self, queue_timeout, run_timeout, metrics);
        return promise;
      },
  };
}

} // namespace

db_actor spawn_db_pool(caf::actor_system& system, const db_pool_options& options, metrics::service_metrics* metrics) {
  pg::connect_options conn_options;
  conn_options.url = options.url;
  conn_options.connect_timeout_s = options.connect_timeout_s;
  conn_options.statement_timeout_ms = options.statement_timeout_ms;
  return system.spawn(db_pool, conn_options, options.size, options.queue_timeout, metrics);
}

} // namespace cxs::actors
