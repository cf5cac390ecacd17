#include "actors/retention_actor.hpp"

#include "metrics/log.hpp"
#include "metrics/metrics.hpp"
#include "persistence/retention_repository.hpp"

#include <caf/actor_system.hpp>
#include <caf/event_based_actor.hpp>
#include <caf/stateful_actor.hpp>

#include <array>

namespace cxs::actors {
namespace {

using purge_atom = caf::atom_constant<caf::atom("purge")>;
using retained = persistence::retained;

struct retention_state {
  static inline const char* name = "retention";
  std::size_t step = 0;  ///< index into the run's tables
  std::chrono::steady_clock::time_point run_started{};
};

using retention_pointer = caf::stateful_actor<retention_state>*;

struct step_spec {
  retained table;
  int age;  ///< 0 = not purged
};

std::array<step_spec, 3> steps(const retention_options& o) {
  return {step_spec{retained::idempotency_records, o.idempotency_hours},
          step_spec{retained::webhook_outbox, o.outbox_dispatched_days},
          step_spec{retained::invocations, o.invocations_days}};
}

void finish_run(retention_pointer self, const retention_options& options) {
  self->delayed_send(self, options.interval, purge_atom::value);
}

// Runs one batch of the current step; the reply decides whether the step goes on (a full
// batch: more rows are waiting), moves to the next table, or ends the run.
void next_batch(retention_pointer self, const retention_options& options, metrics::service_metrics* metrics,
                db_actor db) {
  auto& st = self->state;
  const auto all = steps(options);
  while (st.step < all.size() && all[st.step].age <= 0) {
    ++st.step;
  }
  if (st.step >= all.size()) {
    finish_run(self, options);
    return;
  }
  const auto spec = all[st.step];
  auto purge = [spec, limit = options.batch](pg::connection& conn) {
    return persistence::purge_batch(conn, spec.table, spec.age, limit);
  };
  auto call = std::make_shared<db_call<std::int64_t, decltype(purge)>>(std::move(purge));
  self->request(db, options.db_timeout, db_task{call, {}})
      .then(
          [self, options, metrics, db, spec, call](db_outcome& out) {
            if (out.failure != db_failure::none) {
              log::warn("retention purge failed", {{"table", std::string(persistence::table_name(spec.table))}});
              finish_run(self, options);
              return;
            }
            const auto deleted = *call->result;
            if (deleted < 0) {
              finish_run(self, options);  // another replica is purging
              return;
            }
            if (deleted > 0 && metrics != nullptr) {
              metrics->retention_purged(persistence::table_name(spec.table), static_cast<double>(deleted));
            }
            if (std::chrono::steady_clock::now() - self->state.run_started > options.run_budget) {
              finish_run(self, options);
              return;
            }
            if (deleted < options.batch) {
              ++self->state.step;
            }
            next_batch(self, options, metrics, db);
          },
          [self, options](caf::error&) {
            log::warn("retention purge timed out");
            finish_run(self, options);
          });
}

caf::behavior retention(retention_pointer self, db_actor db, retention_options options,
                        metrics::service_metrics* metrics) {
  // Not at once: start-up (migrations, the first requests) has the pool first.
  self->delayed_send(self, std::min<std::chrono::seconds>(options.interval, std::chrono::seconds(5)),
                     purge_atom::value);
  return {
      [self, db, options, metrics](purge_atom) {
        self->state.step = 0;
        self->state.run_started = std::chrono::steady_clock::now();
        next_batch(self, options, metrics, db);
      },
  };
}

} // namespace

caf::actor spawn_retention(caf::actor_system& system, db_actor db, const retention_options& options,
                           metrics::service_metrics* metrics) {
  return system.spawn(retention, std::move(db), options, metrics);
}

} // namespace cxs::actors
