#include "actors/invocation_actor.hpp"
#include "domain/text/json_write.hpp"

#include "actors/quota_ledger.hpp"
#include "actors/responses.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"
#include "persistence/idempotency_repository.hpp"
#include "persistence/usage_repository.hpp"
#include "security/random.hpp"

#include <caf/actor_system.hpp>
#include <caf/exit_reason.hpp>
#include <caf/send.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <boost/json.hpp>

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace cxs::actors {
namespace {

using domain::error_code;
using admission = invocation_admission::verdict;
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

// --- the calls the actor holds, and how they end when their work cannot go on -----------
//
// Callers send open and close without a timeout (STYLE 21; a timeout per request costs two
// clock-thread wake-ups), trusting this actor to answer each within its own timed database
// and audit requests. CAF 0.17.6 drops, silently, the response promises of an actor that
// ends: an exception in any handler or continuation ends it (scheduled_actor::reactivate
// quits whatever the exception handler returns), and so does an exit message. So:
//   - every step runs `guarded`: an exception (a bug) ends only the call it belongs to,
//     answered and settled like the actor's end below, and the actor serves on. That is
//     why it is not restarted: nothing else ends it but the shutdown's exit, and a
//     restart would need a handle every request reads to be swappable (a lock, or one
//     more message per open and close) for a case that does not occur. Were it ended
//     anyway, the calls that reach it afterwards get their request bounced at once (503,
//     the callers' error handlers), not a hang.
//   - the answers a call waits for live in one table (not in the continuations), which an
//     attached functor reads when the actor ends for any reason, exit messages included:
//     each open is refused INTERNAL, each close answered 503 AUDIT_UNAVAILABLE (its row is
//     not known to be durable), and each Idempotency-Key released — also one whose claim
//     statement is still running (see claim_handoff). Callers monitoring this actor would
//     add two locked operations on its attachables to every request for the same effect.

/// An Idempotency-Key claim statement in flight on a database worker, shared with the
/// call's end: whichever of the two comes second releases a claim nobody will close.
class claim_handoff {
public:
  explicit claim_handoff(idempotency_claim what) : what_(std::move(what)) {}
  [[nodiscard]] const idempotency_claim& what() const { return what_; }

  /// On the worker, once the claim statement returned: true when the call already ended
  /// and the key was claimed (the worker releases it at once).
  bool ran(bool claimed) {
    const std::lock_guard<std::mutex> hold(lock_);
    ran_ = true;
    claimed_ = claimed;
    return orphaned_ && claimed_;
  }
  /// At the call's end: true when the statement already claimed the key (release it).
  bool orphan() {
    const std::lock_guard<std::mutex> hold(lock_);
    orphaned_ = true;
    return ran_ && claimed_;
  }

private:
  idempotency_claim what_;
  std::mutex lock_;
  bool ran_ = false;
  bool claimed_ = false;
  bool orphaned_ = false;
};

/// A call the actor holds, from its open until its close is answered.
struct held_call {
  std::optional<admission_promise> opening;   ///< the open's answer, until given
  std::shared_ptr<claim_handoff> claiming;    ///< the claim statement in flight
  std::optional<idempotency_claim> claim;     ///< what the open claimed, once admitted
  std::optional<invocation_close> abandoned;  ///< its supervisor's close, sent before the open was answered
  std::optional<closed_promise> closing;      ///< the close's answer, until given
};

/// By request id. Shared with the attached functor: CAF destroys an actor's state before
/// its attached functors run.
using call_table = std::unordered_map<std::string, held_call>;

struct invocation_state {
  static inline const char* name = "invocation";
  invocation_options options;
  std::shared_ptr<call_table> calls;
};

using self_pointer = invocation_actor::stateful_pointer<invocation_state>;

/// Releases `claim` without waiting for the pool's answer (the caller may be ending).
void release_later(const db_actor& db, const idempotency_claim& claim) {
  auto work = [c = claim](pg::connection& conn) {
    persistence::release_idempotent(conn, c.org_id, c.key_id, c.idempotency_key, c.request_id);
    return true;
  };
  caf::anon_send(db, db_task{std::make_shared<db_call<bool, decltype(work)>>(std::move(work)), {}});
}

/// Ends `call` without the rest of its work: every answer it waits for is given and its
/// Idempotency-Key released (now, or by the worker when its claim statement returns).
void abort_held(const db_actor& db, const std::string& request_id, held_call& call) {
  if (call.opening) {
    give(*call.opening, refused(api_error::internal()));
  }
  if (call.claiming && call.claiming->orphan()) {
    release_later(db, call.claiming->what());
  }
  if (call.claim) {
    release_later(db, *call.claim);
  }
  if (call.closing) {
    give(*call.closing, invocation_closed{error_response(api_error::of(error_code::audit_unavailable), request_id), false});
  }
}

void abort_call(self_pointer self, const std::string& id) {
  auto& calls = *self->state.calls;
  if (auto it = calls.find(id); it != calls.end()) {
    abort_held(self->state.options.db, id, it->second);
    calls.erase(it);
  }
}

/// Runs one step of call `id`; an exception (a bug) ends that call (abort_call), not the actor.
template <class Fn>
void guarded(self_pointer self, const std::string& id, Fn&& fn) {
  try {
    fn();
    return;
  } catch (const std::exception& e) {
    log::error("invocation step threw", {{"requestId", id}, {"what", e.what()}});
  } catch (...) {
    log::error("invocation step threw", {{"requestId", id}});
  }
  abort_call(self, id);
}

/// Runs `fn(conn) -> T` on the database pool for call `id`; `on_ok(T&)` or `on_fail(db_failure)`.
template <class T, class Fn, class OnOk, class OnFail>
void query(self_pointer self, const std::string& id, Fn fn, OnOk on_ok, OnFail on_fail) {
  auto call = std::make_shared<db_call<T, Fn>>(std::move(fn));
  self->request(self->state.options.db, self->state.options.db_timeout, db_task{call, {}})
      .then(
          [self, id, call, on_ok, on_fail](db_outcome& out) mutable {
            guarded(self, id, [&] {
              if (out.failure == db_failure::none) {
                on_ok(call->result.value());  // a pool that answers "ran" without a result is a bug: throws
                return;
              }
              // The server's message names tables and constraints, never values we bound.
              log::warn("database task failed", {{"detail", out.detail}});
              on_fail(out.failure);
            });
          },
          [self, id, on_fail](caf::error&) mutable { guarded(self, id, [&] { on_fail(db_failure::unavailable); }); });
}

// --- open --------------------------------------------------------------------------------

/// The open of call `id`, still waiting for its answer (not ended by abort_call).
held_call* opening(self_pointer self, const std::string& id) {
  auto& calls = *self->state.calls;
  auto it = calls.find(id);
  return it != calls.end() && it->second.opening ? &it->second : nullptr;
}

void start_close(self_pointer self, invocation_close call, std::optional<closed_promise> promise);

// Answers the open of call `id`. An admitted call stays held (with its claim) until closed;
// if its supervisor already closed it (`abandoned`), that close runs now.
void answer_open(self_pointer self, const std::string& id, invocation_admission out) {
  auto* call = opening(self, id);
  if (call == nullptr) {
    return;  // ended by abort_call; its claim, if any, was released there
  }
  const bool admitted = out.what == admission::proceed;
  auto claim = out.claim;
  give(*call->opening, std::move(out));
  call->opening.reset();
  if (!admitted && call->claiming && call->claiming->orphan()) {
    // Refused without the claim's result (the pool timed out while the statement still ran,
    // then it claimed): nobody will close it.
    release_later(self->state.options.db, call->claiming->what());
  }
  call->claiming.reset();
  if (!admitted) {
    self->state.calls->erase(id);  // refused or replayed: nothing to record
    return;
  }
  call->claim = std::move(claim);
  if (call->abandoned) {
    auto close = std::move(*call->abandoned);
    call->abandoned.reset();
    close.claim = call->claim;
    start_close(self, std::move(close), std::nullopt);
  }
}

void claim_idempotency(self_pointer self, const invocation_open& call) {
  auto* held = opening(self, call.request_id);
  if (held == nullptr) {
    return;
  }
  if (!call.idempotency_key) {
    return answer_open(self, call.request_id, invocation_admission{});
  }
  auto handoff = std::make_shared<claim_handoff>(idempotency_claim{call.key.org_id, call.key.key_id, *call.idempotency_key, call.request_id});
  held->claiming = handoff;
  query<persistence::idempotency_begin>(
      self, call.request_id,
      [handoff, endpoint = call.endpoint, hash = call.request_hash, rid = call.request_id,
       abandon_after = call.abandon_after_s](pg::connection& conn) {
        const auto& c = handoff->what();
        auto before = persistence::begin_idempotent(conn, c.org_id, c.key_id, c.idempotency_key, endpoint, hash, rid,
                                                    abandon_after);
        if (handoff->ran(before.state == persistence::idempotency_state::started)) {
          // The call ended while this statement ran: nobody will close it.
          persistence::release_idempotent(conn, c.org_id, c.key_id, c.idempotency_key, c.request_id);
        }
        return before;
      },
      [self, id = call.request_id, handoff](persistence::idempotency_begin& before) {
        switch (before.state) {
        case persistence::idempotency_state::started: {
          invocation_admission out;
          out.claim = handoff->what();
          return answer_open(self, id, std::move(out));
        }
        case persistence::idempotency_state::in_progress:
          return answer_open(self, id, refused(api_error::of(error_code::idempotency_in_progress)));
        case persistence::idempotency_state::reused:
          return answer_open(self, id,
                             refused(api_error::of(error_code::idempotency_key_reused)
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
            out.replay.body = domain::text::write_json(
                boost::json::object{{"replayed", true}, {"requestId", before.original_request_id}});
          }
          out.replay.headers.emplace_back("Idempotent-Replayed", "true");
          return answer_open(self, id, std::move(out));
        }
        }
      },
      [self, id = call.request_id](db_failure why) { answer_open(self, id, refused(db_error(why))); });
}

// Monthly quota of the key's organisation (off by default): from this replica's ledger,
// reloading the organisation's usage from the database when the ledger's view is stale.
void open_call(self_pointer self, invocation_open call) {
  auto* quotas = self->state.options.quotas;
  if (quotas == nullptr || !quotas->limits().enabled()) {
    return claim_idempotency(self, call);
  }
  auto answer = [self, call](const quota_verdict& verdict) {
    if (!verdict.allowed) {
      return answer_open(self, call.request_id,
                         refused(api_error::of(error_code::quota_exceeded)
                                     .retry_after(static_cast<int>(verdict.retry_after_s))));
    }
    claim_idempotency(self, call);
  };
  if (auto verdict = quotas->check(call.key.org_id, quota_ledger::clock::now())) {
    return answer(*verdict);
  }
  query<persistence::org_month_usage>(
      self, call.request_id,
      [org = call.key.org_id](pg::connection& conn) { return persistence::org_usage_this_month(conn, org); },
      [quotas, org = call.key.org_id, answer](persistence::org_month_usage& usage) {
        const auto at = quota_ledger::clock::now();
        quotas->refreshed(org, {usage.requests, usage.audio_seconds}, at);
        answer(quotas->check(org, at).value_or(quota_verdict{}));
      },
      [self, id = call.request_id](db_failure why) { answer_open(self, id, refused(db_error(why))); });
}

// --- close -------------------------------------------------------------------------------

void answer_close(self_pointer self, const std::string& id, invocation_closed answer) {
  auto& calls = *self->state.calls;
  auto it = calls.find(id);
  if (it == calls.end()) {
    return;  // ended by abort_call
  }
  if (it->second.closing) {
    give(*it->second.closing, std::move(answer));
  }
  calls.erase(it);
}

// Stores (success) or forgets (failure) the Idempotency-Key's outcome, then answers. Only
// successes are replayed: an error is recomputed on retry (the same input gives the same
// error; a transient one may have cleared), so its key is released.
void settle(self_pointer self, const std::string& id, const std::optional<idempotency_claim>& claim,
            invocation_closed answer, bool success, std::optional<std::string> retained_body) {
  if (!claim) {
    return answer_close(self, id, std::move(answer));
  }
  auto shared = std::make_shared<invocation_closed>(std::move(answer));
  query<bool>(
      self, id,
      [c = *claim, success, status = static_cast<int>(shared->response.status), retained_body](pg::connection& conn) {
        if (success) {
          // False when a retry took the claim over (this call ran past abandon_after_s): the
          // retry's record is left alone, and this answer will not be replayed.
          return persistence::complete_idempotent(conn, c.org_id, c.key_id, c.idempotency_key, c.request_id, status,
                                                  retained_body);
        }
        persistence::release_idempotent(conn, c.org_id, c.key_id, c.idempotency_key, c.request_id);
        return true;
      },
      [self, id, shared](bool& stored) {
        if (!stored) {
          log::warn("idempotent answer not stored: its key was taken over by a retry", {{"requestId", id}});
        }
        answer_close(self, id, std::move(*shared));
      },
      // The answer is ready and audited: a failure to store the replay must not lose it.
      [self, id, shared](db_failure) { answer_close(self, id, std::move(*shared)); });
}

void close_call(self_pointer self, invocation_close call) {
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
  auto not_durable = [self, shared](const std::string& reason) {
    log::error("audit record not durable", {{"requestId", shared->request_id}, {"reason", reason}});
    invocation_closed answer;
    answer.response = error_response(api_error::of(error_code::audit_unavailable), shared->request_id);
    settle(self, shared->request_id, shared->claim, std::move(answer), false, std::nullopt);
  };
  // The database budget: past it the client gets 503 AUDIT_UNAVAILABLE (the row may still
  // be written later by the batch it waits in). Without a timeout a database stall would
  // hold the answer to the request's deadline (a 504), and an audit writer that died with
  // the record taken would never answer.
  const auto& options = self->state.options;
  self->request(options.audit, options.db_timeout, std::move(rec))
      .then(
          [self, shared, success, retained_body, handed_at, not_durable](audit_ack& ack) {
            guarded(self, shared->request_id, [&] {
              if (!ack.durable) {
                return not_durable(ack.reason);
              }
              const auto& options = self->state.options;
              if (options.metrics != nullptr) {
                options.metrics->audit_write(
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - handed_at).count());
              }
              if (options.quotas != nullptr) {
                options.quotas->record(shared->who.org_id, shared->audio_seconds, quota_ledger::clock::now());
              }
              invocation_closed answer{std::move(shared->response), true};
              settle(self, shared->request_id, shared->claim, std::move(answer), success, retained_body);
            });
          },
          [self, shared, not_durable](caf::error& e) {
            guarded(self, shared->request_id, [&] {
              not_durable(e == caf::sec::request_timeout ? "audit writer did not answer in time"
                                                         : "audit writer failed");
            });
          });
}

// Holds call `call.request_id` as closing (the playground's calls are not opened first)
// and records it; `promise` is empty for a close its supervisor sent before it was admitted.
void start_close(self_pointer self, invocation_close call, std::optional<closed_promise> promise) {
  auto id = call.request_id;
  auto& held = (*self->state.calls)[id];
  if (!call.claim) {
    call.claim = held.claim;
  }
  held.claim = call.claim;
  held.closing = std::move(promise);
  guarded(self, id, [&] { close_call(self, std::move(call)); });
}

invocation_actor::behavior_type invocation(self_pointer self, invocation_options options) {
  self->state.options = std::move(options);
  self->state.calls = std::make_shared<call_table>();
  // Runs when the actor ends for any reason (see "the calls the actor holds" above).
  self->attach_functor([calls = self->state.calls, db = self->state.options.db](const caf::error& reason) {
    if (calls->empty()) {
      return;
    }
    if (reason != caf::exit_reason::user_shutdown) {
      log::error("invocation actor ended with calls in flight",
                 {{"calls", static_cast<std::int64_t>(calls->size())}, {"reason", caf::to_string(reason)}});
    }
    for (auto& [id, call] : *calls) {
      abort_held(db, id, call);
    }
    calls->clear();
  });
  return {
      [self](invocation_open& call) -> admission_promise {
        auto promise = self->make_response_promise<invocation_admission>();
        auto id = call.request_id;
        auto [held, fresh] = self->state.calls->try_emplace(id);
        if (!fresh) {
          // Request ids are unique: a second open under one is a bug of the caller.
          log::error("invocation opened twice", {{"requestId", id}});
          give(promise, refused(api_error::internal()));
          return promise;
        }
        held->second.opening = promise;
        guarded(self, id, [&] { open_call(self, std::move(call)); });
        return promise;
      },
      [self](invocation_close& call) -> closed_promise {
        auto promise = self->make_response_promise<invocation_closed>();
        if (call.admission_unseen) {
          auto& calls = *self->state.calls;
          auto it = calls.find(call.request_id);
          if (it == calls.end()) {
            // Its open was refused or replayed (nothing is recorded for those), or was
            // ended by abort_call (which released its key).
            give(promise, invocation_closed{std::move(call.response), false});
            return promise;
          }
          if (it->second.opening) {
            it->second.abandoned = std::move(call);  // recorded once the open is answered
            return promise;
          }
        }
        start_close(self, std::move(call), promise);
        return promise;
      },
  };
}

} // namespace

invocation_actor spawn_invocation_actor(caf::actor_system& system, invocation_options options) {
  return system.spawn(invocation, std::move(options));
}

} // namespace cxs::actors
