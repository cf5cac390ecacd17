#pragma once
// The audit writer: every call of an audited public endpoint becomes one invocations row
// (success or failure) plus its webhook outbox event, written in one transaction. Rows
// are batched — whatever arrives while a write is in flight goes into the next one — and
// each request is acknowledged only once its row is durable, so the handler answers the
// client only after the audit record exists (or answers 503 AUDIT_UNAVAILABLE).

#include "actors/db_pool_actor.hpp"

#include "actors/local_message.hpp"

#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <optional>
#include <string>

namespace cxs::actors {

/// One invocation, as recorded.
struct audit_record {
  std::string id;  ///< inv_…
  std::string org_id;
  std::string project_id;
  std::optional<std::string> api_id;
  std::optional<std::string> key_id;  ///< empty only for playground runs (administrator JWT)
  std::string request_id;
  std::string endpoint;  ///< e.g. "text.extract", "audio.extract"
  bool success = true;
  std::string error_code;  ///< set when !success
  int latency_ms = 0;
  int audio_seconds = 0;
  int total_tokens = 0;
  std::optional<std::string> recorded_by_id;
  std::optional<std::string> patient_hash;
  std::optional<std::string> retained_input;   ///< JSON text, only with retainPayloads
  std::optional<std::string> retained_output;  ///< JSON text, only with retainPayloads
  std::string event_id;  ///< evt_… of the invocation.success / invocation.failed event
};
CXS_LOCAL_MESSAGE(audit_record)

/// true once the row is committed; false when it could not be written.
struct audit_ack {
  bool durable = false;
  /// Why not, for the server log (never client data): "database unavailable", "database
  /// task timed out", "row refused (SQLSTATE 22021)", …; empty when durable.
  std::string reason;
};
CXS_LOCAL_MESSAGE(audit_ack)

using audit_writer_actor = caf::typed_actor<caf::replies_to<audit_record>::with<audit_ack>>;

/// `max_batch` rows at most per transaction.
[[nodiscard]] audit_writer_actor spawn_audit_writer(caf::actor_system& system, db_actor db,
                                                    std::chrono::milliseconds db_timeout, int max_batch = 256);

} // namespace cxs::actors
