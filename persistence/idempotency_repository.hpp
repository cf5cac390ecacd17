#pragma once
// Idempotency-Key records, scoped to (organisation, API key), kept 24 hours.

#include <optional>
#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

enum class idempotency_state {
  started,      ///< we own the key now: run the request
  in_progress,  ///< another request with this key is running
  reused,       ///< the key was used for another endpoint or body
  completed,    ///< finished before: replay
};

struct idempotency_begin {
  idempotency_state state = idempotency_state::started;
  int response_status = 0;
  std::optional<std::string> response_body;  ///< JSON text, when payloads were retained
  std::string original_request_id;
};

/// Claims the key for this request, or reports what happened to it before. An expired
/// record, or an IN_PROGRESS one older than `abandon_after_s` (its request died), is taken over.
[[nodiscard]] idempotency_begin begin_idempotent(pg::connection& conn, const std::string& org_id,
                                                 const std::string& key_id, const std::string& idempotency_key,
                                                 const std::string& endpoint, const std::string& request_hash,
                                                 const std::string& request_id, int abandon_after_s);

/// Stores the outcome so later requests replay it (`body` only when payloads are retained).
/// Only while `request_id` still holds the claim (IN_PROGRESS under its id): a request that
/// was taken over as abandoned must not overwrite its successor's record. Returns whether
/// the record was written.
bool complete_idempotent(pg::connection& conn, const std::string& org_id, const std::string& key_id,
                         const std::string& idempotency_key, const std::string& request_id, int status,
                         const std::optional<std::string>& body);

/// Forgets the key (the request failed in a way a retry may fix, e.g. 5xx), only while the
/// record is still `request_id`'s, so a late failure never deletes a successor's claim
/// (which would let a third request run beside it). Its own record goes in either state:
/// a call whose 200 was stored but never delivered (the client saw a 503) is released so a
/// retry runs instead of replaying an answer nobody received. Returns whether it released.
bool release_idempotent(pg::connection& conn, const std::string& org_id, const std::string& key_id,
                        const std::string& idempotency_key, const std::string& request_id);

} // namespace cxs::persistence
