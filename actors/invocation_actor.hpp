#pragma once
// The invocation actor: the one place every audited call (/extract, /insights, the audio
// routes, the playground) is admitted and recorded.
//
//   open  (after the API key is verified and its rate-limit token taken):
//         monthly quota → Idempotency-Key claim → proceed | replay the stored answer | refuse
//   close (the call's outcome, success or failure):
//         one durable invocation row (through the audit writer) → quota ledger →
//         Idempotency-Key completed (success) or released (failure) → the response to send
//         (the call's own, or 503 AUDIT_UNAVAILABLE when the row could not be made durable)
//
// A request supervisor that ends with a call opened but not closed — its deadline passed at
// the edge, its client went away, a child or the supervisor itself crashed — sends `close`
// for it without waiting (the outcome is then UPSTREAM_TIMEOUT, CLIENT_CLOSED or INTERNAL),
// also when it ended before the open's answer reached it (`admission_unseen`): the actor
// then closes whatever that open admits, so every call after authentication has exactly
// one row and no Idempotency-Key is left in progress.
//
// One actor serves every request; it never blocks (database work goes to the database pool,
// rows to the audit writer, each request with a timeout and an error handler), so its
// callers send it open and close without a timeout of their own (STYLE 21). That holds only
// while it lives: CAF 0.17 drops the response promises of an actor that ends, so a caller
// would wait for its request's deadline. Hence (actors/invocation.cpp): a step that throws
// fails only its own call, and should the actor end anyway, every call it holds is answered
// at once and its Idempotency-Key released.

#include "actors/audit_writer_actor.hpp"
#include "actors/db_pool_actor.hpp"
#include "actors/key_cache_actor.hpp"
#include "actors/local_message.hpp"
#include "actors/request_types.hpp"

#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <chrono>
#include <optional>
#include <string>

namespace cxs::metrics {
class service_metrics;
}

namespace cxs::actors {

class quota_ledger;

/// An Idempotency-Key claimed for one call: (org, key, Idempotency-Key), and the request
/// that claimed it. Settling (complete or release) touches the record only while this
/// request still holds it: a call that ran past `abandon_after_s` may have lost its claim to
/// a retry, whose claim it must neither overwrite nor delete.
struct idempotency_claim {
  std::string org_id;
  std::string key_id;
  std::string idempotency_key;
  std::string request_id;
};

/// Admit a call (message). `idempotency_key` is the client's header, already checked to be
/// 1–255 characters of clean text; `request_hash` identifies the request (endpoint, path,
/// query, body) so a key reused for another request is refused.
struct invocation_open {
  key_principal key;
  std::string endpoint;
  std::optional<std::string> idempotency_key;
  std::string request_hash;
  std::string request_id;
  int abandon_after_s = 35;  ///< an IN_PROGRESS claim older than this belongs to a dead request
};
CXS_LOCAL_MESSAGE(invocation_open)

/// What a call may do (message).
struct invocation_admission {
  enum class verdict {
    proceed,  ///< run the call; close it when done (with `claim` when a key was claimed)
    replay,   ///< answer `replay` (a completed call's stored answer) and record nothing
    refused,  ///< answer `refusal` (quota exceeded, key in progress or reused, database down)
  };
  verdict what = verdict::proceed;
  std::optional<idempotency_claim> claim;
  http_response replay;
  api_error refusal;
};
CXS_LOCAL_MESSAGE(invocation_admission)

/// Whom a row is recorded for.
struct invocation_caller {
  std::string org_id;
  std::string project_id;
  std::optional<std::string> key_id;  ///< empty for the playground (administrator JWT)
};

/// A call's outcome to record (message).
struct invocation_close {
  invocation_caller who;
  std::string endpoint;  ///< e.g. "text.extract"
  std::string request_id;
  std::chrono::steady_clock::time_point received_at;
  std::optional<idempotency_claim> claim;  ///< settled after the row is durable
  http_response response;                  ///< what the call answers (an error response carries its code)
  std::optional<std::string> api_id;
  std::optional<std::string> patient_hash;
  std::optional<std::string> recorded_by_id;
  int audio_seconds = 0;
  int total_tokens = 0;
  bool retain_payloads = false;
  std::optional<std::string> retained_input;  ///< JSON text, with retain_payloads
  /// Sent by a supervisor that ended before its open was answered (so `claim` is empty):
  /// if the open is admitted, the actor records this outcome and releases the key it
  /// claimed; if it was refused or replayed, nothing is recorded (as for any refusal).
  bool admission_unseen = false;
};
CXS_LOCAL_MESSAGE(invocation_close)

/// The response to send for a closed call (message): the call's own once its row is
/// durable, else 503 AUDIT_UNAVAILABLE.
struct invocation_closed {
  http_response response;
  bool durable = false;
};
CXS_LOCAL_MESSAGE(invocation_closed)

using invocation_actor = caf::typed_actor<caf::replies_to<invocation_open>::with<invocation_admission>,
                                          caf::replies_to<invocation_close>::with<invocation_closed>>;

struct invocation_options {
  db_actor db;
  audit_writer_actor audit;
  quota_ledger* quotas = nullptr;  ///< null: no monthly quotas
  metrics::service_metrics* metrics = nullptr;
  std::chrono::milliseconds db_timeout{20000};
};

[[nodiscard]] invocation_actor spawn_invocation_actor(caf::actor_system& system, invocation_options options);

} // namespace cxs::actors
