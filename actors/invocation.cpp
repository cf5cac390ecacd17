#include "actors/invocation_actor.hpp"

#include "actors/quota_ledger.hpp"
#include "actors/responses.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"
#include "persistence/idempotency_repository.hpp"
#include "persistence/usage_repository.hpp"
#include "security/random.hpp"

#include <caf/actor_system.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <boost/json.hpp>

#include <memory>

namespace cxs::actors {
namespace {

using domain::error_code;
using admission = invocation_admission::verdict;

struct invocation_state {
  static inline const char* name = "invocation";
};

using self_pointer = invocation_actor::stateful_pointer<invocation_state>;
using admission_promise = caf::typed_response_promise<invocation_admission>;
using closed_promise = caf::typed_response_promise<invocation_closed>;

/// Delivers `value` through `promise` (deliver's own result is of no use here).
template <class Promise, class T>
void give(Promise& promise, T&& value) {
  promise.deliver(std::forward<T>(value));
}

invocation_admission refused(api_error why) {
  invocation_admission out;
  out.what = admission::refused;
  out.refusal = std::move(why);
  return out;
}

api_error db_error(db_failure why) {
  return why == db_failure::unavailable ? api_error::of(error_code::service_unavailable) : api_error::internal();
}

/// Runs `fn(conn) -> T` on the database pool; `on_ok(T&)` or `on_fail(db_failure)`.
template <class T, class Fn, class OnOk, class OnFail>
void query(self_pointer self, const invocation_options& options, Fn fn, OnOk on_ok, OnFail on_fail) {
  auto call = std::make_shared<db_call<T, Fn>>(std::move(fn));
  self->request(options.db, options.db_timeout, db_task{call, {}})
      .then(
          [call, on_ok, on_fail](db_outcome& out) mutable {
            if (out.failure == db_failure::none) {
              on_ok(*call->result);
              return;
            }
            // The server's message names tables and constraints, never values we bound.
            log::warn("database task failed", {{"detail", out.detail}});
            on_fail(out.failure);
          },
          [on_fail](caf::error&) mutable { on_fail(db_failure::unavailable); });
}

// --- open --------------------------------------------------------------------------------

void claim_idempotency(self_pointer self, const invocation_options& options, const invocation_open& call,
                       admission_promise promise) {
  if (!call.idempotency_key) {
    return give(promise, invocation_admission{});
  }
  query<persistence::idempotency_begin>(
      self, options,
      [org = call.key.org_id, key_id = call.key.key_id, idem = *call.idempotency_key, endpoint = call.endpoint,
       hash = call.request_hash, rid = call.request_id, abandon_after = call.abandon_after_s](pg::connection& conn) {
        return persistence::begin_idempotent(conn, org, key_id, idem, endpoint, hash, rid, abandon_after);
      },
      [promise, call](persistence::idempotency_begin& before) mutable {
        switch (before.state) {
        case persistence::idempotency_state::started: {
          invocation_admission out;
          out.claim = idempotency_claim{call.key.org_id, call.key.key_id, *call.idempotency_key};
          return give(promise, std::move(out));
        }
        case persistence::idempotency_state::in_progress:
          return give(promise, refused(api_error::of(error_code::idempotency_in_progress)));
        case persistence::idempotency_state::reused:
          return give(promise, refused(api_error::of(error_code::idempotency_key_reused)
                                          .with_fields({{"Idempotency-Key",
                                                         "was already used with another endpoint or body in the last "
                                                         "24 hours; send a new key for a new request"}})));
        case persistence::idempotency_state::completed: {
          invocation_admission out;
          out.what = admission::replay;
          if (before.response_body) {
            out.replay.status = static_cast<unsigned>(before.response_status);
            out.replay.body = *before.response_body;
          } else {
            out.replay.status = 200;
            out.replay.body = boost::json::serialize(
                boost::json::object{{"replayed", true}, {"requestId", before.original_request_id}});
          }
          out.replay.headers.emplace_back("Idempotent-Replayed", "true");
          return give(promise, std::move(out));
        }
        }
      },
      [promise](db_failure why) mutable { give(promise, refused(db_error(why))); });
}

// Monthly quota of the key's organisation (off by default): from this replica's ledger,
// reloading the organisation's usage from the database when the ledger's view is stale.
void open_call(self_pointer self, const invocation_options& options, invocation_open call, admission_promise promise) {
  auto* quotas = options.quotas;
  if (quotas == nullptr || !quotas->limits().enabled()) {
    return claim_idempotency(self, options, call, promise);
  }
  auto answer = [self, options, call, promise](const quota_verdict& verdict) mutable {
    if (!verdict.allowed) {
      return give(promise, refused(api_error::of(error_code::quota_exceeded)
                                       .retry_after(static_cast<int>(verdict.retry_after_s))));
    }
    claim_idempotency(self, options, call, promise);
  };
  if (auto verdict = quotas->check(call.key.org_id, quota_ledger::clock::now())) {
    return answer(*verdict);
  }
  query<persistence::org_month_usage>(
      self, options,
      [org = call.key.org_id](pg::connection& conn) { return persistence::org_usage_this_month(conn, org); },
      [quotas, org = call.key.org_id, answer](persistence::org_month_usage& usage) mutable {
        const auto at = quota_ledger::clock::now();
        quotas->refreshed(org, {usage.requests, usage.audio_seconds}, at);
        answer(quotas->check(org, at).value_or(quota_verdict{}));
      },
      [promise](db_failure why) mutable { give(promise, refused(db_error(why))); });
}

// --- close -------------------------------------------------------------------------------

// Stores (success) or forgets (failure) the Idempotency-Key's outcome, then answers. Only
// successes are replayed: an error is recomputed on retry (the same input gives the same
// error; a transient one may have cleared), so its key is released.
void settle(self_pointer self, const invocation_options& options, const std::optional<idempotency_claim>& claim,
            invocation_closed answer, bool success, std::optional<std::string> retained_body, closed_promise promise) {
  if (!claim) {
    return give(promise, std::move(answer));
  }
  auto shared = std::make_shared<invocation_closed>(std::move(answer));
  query<bool>(
      self, options,
      [c = *claim, success, status = static_cast<int>(shared->response.status), retained_body](pg::connection& conn) {
        if (success) {
          persistence::complete_idempotent(conn, c.org_id, c.key_id, c.idempotency_key, status, retained_body);
        } else {
          persistence::release_idempotent(conn, c.org_id, c.key_id, c.idempotency_key);
        }
        return true;
      },
      [promise, shared](bool&) mutable { give(promise, std::move(*shared)); },
      // The answer is ready and audited: a failure to store the replay must not lose it.
      [promise, shared](db_failure) mutable { give(promise, std::move(*shared)); });
}

void close_call(self_pointer self, const invocation_options& options, invocation_close call, closed_promise promise) {
  // Status 0 marks outcomes never sent over HTTP (CLIENT_CLOSED): failures too.
  const bool success = !call.response.error && call.response.status >= 200 && call.response.status < 400;
  audit_record rec;
  rec.id = security::new_id("inv_");
  rec.org_id = call.who.org_id;
  rec.project_id = call.who.project_id;
  rec.api_id = call.api_id;
  rec.key_id = call.who.key_id;
  rec.request_id = call.request_id;
  rec.endpoint = call.endpoint;
  rec.success = success;
  if (!success) {
    rec.error_code = std::string(domain::name(call.response.error.value_or(error_code::internal)));
  }
  rec.latency_ms = static_cast<int>(
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - call.received_at).count());
  rec.audio_seconds = call.audio_seconds;
  rec.total_tokens = call.total_tokens;
  rec.recorded_by_id = call.recorded_by_id;
  rec.patient_hash = call.patient_hash;
  std::optional<std::string> retained_body;
  if (call.retain_payloads) {
    rec.retained_input = call.retained_input;
    if (success) {
      rec.retained_output = call.response.body;
      retained_body = call.response.body;
    }
  }
  rec.event_id = security::new_id("evt_");
  const auto handed_at = std::chrono::steady_clock::now();
  auto shared = std::make_shared<invocation_close>(std::move(call));
  auto not_durable = [self, options, shared, promise](const std::string& reason) mutable {
    log::error("audit record not durable", {{"requestId", shared->request_id}, {"reason", reason}});
    invocation_closed answer;
    answer.response = error_response(api_error::of(error_code::audit_unavailable), shared->request_id);
    settle(self, options, shared->claim, std::move(answer), false, std::nullopt, promise);
  };
  // The database budget: past it the client gets 503 AUDIT_UNAVAILABLE (the row may still
  // be written later by the batch it waits in). Without a timeout a database stall would
  // hold the answer to the request's deadline (a 504), and an audit writer that died with
  // the record taken would never answer.
  self->request(options.audit, options.db_timeout, std::move(rec))
      .then(
          [self, options, shared, promise, success, retained_body, handed_at, not_durable](audit_ack& ack) mutable {
            if (!ack.durable) {
              return not_durable(ack.reason);
            }
            if (options.metrics != nullptr) {
              options.metrics->audit_write(
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - handed_at).count());
            }
            if (options.quotas != nullptr) {
              options.quotas->record(shared->who.org_id, shared->audio_seconds, quota_ledger::clock::now());
            }
            invocation_closed answer{std::move(shared->response), true};
            settle(self, options, shared->claim, std::move(answer), success, retained_body, promise);
          },
          [not_durable](caf::error& e) mutable {
            not_durable(e == caf::sec::request_timeout ? "audit writer did not answer in time" : "audit writer failed");
          });
}

invocation_actor::behavior_type invocation(self_pointer self, invocation_options options) {
  return {
      [self, options](invocation_open& call) -> admission_promise {
        auto promise = self->make_response_promise<invocation_admission>();
        open_call(self, options, std::move(call), promise);
        return promise;
      },
      [self, options](invocation_close& call) -> closed_promise {
        auto promise = self->make_response_promise<invocation_closed>();
        close_call(self, options, std::move(call), promise);
        return promise;
      },
  };
}

} // namespace

invocation_actor spawn_invocation_actor(caf::actor_system& system, invocation_options options) {
  return system.spawn(invocation, std::move(options));
}

} // namespace cxs::actors
