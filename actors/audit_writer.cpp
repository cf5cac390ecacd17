#include "actors/audit_writer_actor.hpp"

#include "persistence/invocation_repository.hpp"
#include "persistence/pg.hpp"

#include <caf/actor_system.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <vector>

namespace cxs::actors {
namespace {

struct pending_record {
  persistence::invocation_row row;
  caf::typed_response_promise<audit_ack> promise;
};

struct audit_writer_state {
  static inline const char* name = "audit_writer";
  std::vector<pending_record> waiting;
  bool writing = false;
};

using writer_pointer = audit_writer_actor::stateful_pointer<audit_writer_state>;

persistence::invocation_row to_row(audit_record&& r) {
  return persistence::invocation_row{std::move(r.id),         std::move(r.org_id),          std::move(r.project_id),
                                     std::move(r.api_id),     std::move(r.key_id),          std::move(r.request_id),
                                     std::move(r.endpoint),   r.success,                    std::move(r.error_code),
                                     r.latency_ms,            r.audio_seconds,              r.total_tokens,
                                     std::move(r.recorded_by_id), std::move(r.patient_hash), std::move(r.retained_input),
                                     std::move(r.retained_output), std::move(r.event_id)};
}

// Starts one write with everything waiting (up to max_batch). Only one write is in flight:
// records that arrive meanwhile form the next batch, so batches grow under load and a
// lone request waits for a single small transaction.
void flush(writer_pointer self, const db_actor& db, std::chrono::milliseconds db_timeout, int max_batch) {
  auto& st = self->state;
  if (st.writing || st.waiting.empty()) {
    return;
  }
  const auto n = std::min<std::size_t>(st.waiting.size(), static_cast<std::size_t>(max_batch));
  auto batch = std::make_shared<std::vector<pending_record>>(std::make_move_iterator(st.waiting.begin()),
                                                             std::make_move_iterator(st.waiting.begin() + static_cast<std::ptrdiff_t>(n)));
  st.waiting.erase(st.waiting.begin(), st.waiting.begin() + static_cast<std::ptrdiff_t>(n));
  std::vector<persistence::invocation_row> rows;
  rows.reserve(batch->size());
  // Moved, not copied: after this only the promises of the batch are used, and a row
  // carries the retained input and output texts.
  for (auto& p : *batch) {
    rows.push_back(std::move(p.row));
  }
  // One transaction for the batch; if a row is refused (a bug, or a constraint), the rows
  // are retried one by one so a single bad row cannot fail its neighbours' requests.
  auto write = [rows = std::move(rows)](pg::connection& conn) {
    // One entry per row: empty when durable, else why (SQLSTATE only: a driver message may
    // quote the row's values).
    std::vector<std::string> refused(rows.size());
    try {
      persistence::insert_invocations(conn, rows);
    } catch (const pg::error& e) {
      if (e.connection_lost()) {
        throw;
      }
      if (rows.size() == 1) {
        refused[0] = "row refused (SQLSTATE " + e.safe_summary() + ")";
        return refused;
      }
      for (std::size_t i = 0; i < rows.size(); ++i) {
        try {
          persistence::insert_invocations(conn, {rows[i]});
        } catch (const pg::error& single) {
          if (single.connection_lost()) {
            throw;
          }
          refused[i] = "row refused (SQLSTATE " + single.safe_summary() + ")";
        }
      }
    }
    return refused;
  };
  st.writing = true;
  auto finish = [self, batch, db, db_timeout, max_batch](const std::vector<std::string>& refused) {
    for (std::size_t i = 0; i < batch->size(); ++i) {
      const std::string why = i < refused.size() ? refused[i] : "not written";
      (*batch)[i].promise.deliver(audit_ack{why.empty(), why});
    }
    self->state.writing = false;
    flush(self, db, db_timeout, max_batch);
  };
  auto call = std::make_shared<db_call<std::vector<std::string>, decltype(write)>>(std::move(write));
  self->request(db, db_timeout, db_task{call, {}})
      .then(
          [finish, call, n = batch->size()](db_outcome& out) {
            if (out.failure == db_failure::none) {
              finish(*call->result);
            } else if (out.failure == db_failure::unavailable) {
              finish(std::vector<std::string>(n, "database unavailable"));
            } else {
              finish(std::vector<std::string>(n, "batch refused by the database"));
            }
          },
          [finish, n = batch->size()](caf::error&) {
            finish(std::vector<std::string>(n, "database task timed out"));
          });
}

audit_writer_actor::behavior_type audit_writer(writer_pointer self, db_actor db, std::chrono::milliseconds db_timeout,
                                               int max_batch) {
  return {
      [self, db, db_timeout, max_batch](audit_record& record) -> caf::typed_response_promise<audit_ack> {
        auto promise = self->make_response_promise<audit_ack>();
        self->state.waiting.push_back({to_row(std::move(record)), promise});
        flush(self, db, db_timeout, max_batch);
        return promise;
      },
  };
}

} // namespace

audit_writer_actor spawn_audit_writer(caf::actor_system& system, db_actor db, std::chrono::milliseconds db_timeout,
                                      int max_batch) {
  return system.spawn(audit_writer, std::move(db), db_timeout, max_batch);
}

} // namespace cxs::actors
