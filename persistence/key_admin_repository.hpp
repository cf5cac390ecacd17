#pragma once
// API keys, management side: create, list, update, revoke. (Verification lives in
// key_repository.hpp.) Every function is scoped by organisation, and a key whose project is
// soft-deleted is treated as absent. Changes that affect verification (scopes, expiry,
// revocation) NOTIFY "key:<id>" inside their transaction, so every replica's key cache
// drops the key when the change commits.
//
// Representation (docs/api.md): {id, projectId, name, mode, prefix, scopes, createdAt,
// expiresAt, revokedAt, lastUsedAt}; never the plaintext nor the hash. `prefix` is the mode
// prefix plus the public lookup prefix, e.g. "svc_test_AbCd12345678".

#include "persistence/page.hpp"

#include <optional>
#include <string>
#include <vector>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// A stored key as docs/api.md shows it (never the plaintext nor the hash).
struct api_key_row {
  std::string id;
  std::string project_id;
  std::string name;
  std::string mode;    ///< "test" | "live"
  std::string prefix;  ///< mode prefix + lookup prefix, e.g. "svc_test_AbCd12345678"
  std::vector<std::string> scopes;
  std::string created_at;
  std::optional<std::string> expires_at;
  std::optional<std::string> revoked_at;
  std::optional<std::string> last_used_at;
};

/// A key about to be stored. The plaintext never reaches this layer.
struct new_key {
  std::string id;             ///< key_…
  std::string project_id;
  std::string name;
  std::string mode;           ///< "test" or "live"
  std::string lookup_prefix;  ///< first 12 characters after the mode prefix
  std::string hash;           ///< bcrypt ($2b$)
  std::vector<std::string> scopes;
  std::optional<std::string> expires_at_epoch;  ///< seconds since the epoch (may carry a fraction); empty = never
  std::string created_by;     ///< JWT sub
};

/// PATCH /keys/:id: absent members stay unchanged.
struct key_patch {
  std::optional<std::string> name;
  std::optional<std::vector<std::string>> scopes;
  bool set_expires_at = false;                  ///< true when expiresAt was given (null clears it)
  std::optional<std::string> expires_at_epoch;  ///< as in new_key
};

/// The outcome of a change to one key.
struct key_change {
  enum class status { done, not_found, revoked };
  status outcome = status::not_found;
  std::optional<api_key_row> key;  ///< the key after the change (also set for `revoked`)
};

/// Stores the key under the org's live project; nullopt when there is no such project.
/// Throws pg::error (unique_violation on a lookup-prefix collision, astronomically rare).
[[nodiscard]] std::optional<api_key_row> create_key(pg::connection& conn, const std::string& org_id,
                                                    const new_key& key);

/// The project's keys (revoked ones too) by creation, after `cursor` (a key id); nullopt
/// when the org has no such live project.
[[nodiscard]] std::optional<page<api_key_row>> list_keys(pg::connection& conn, const std::string& org_id,
                                                     const std::string& project_id, int limit,
                                                     const std::string& cursor);

/// Applies the patch and notifies every replica. A revoked key is final: `revoked`, unchanged.
[[nodiscard]] key_change update_key(pg::connection& conn, const std::string& org_id, const std::string& id,
                                    const key_patch& patch);

/// Revokes the key; in the same transaction notifies every replica and writes a
/// `key.revoked` event (id `event_id`) to the webhook outbox. Revoking a revoked key
/// changes nothing and writes no event (`revoked`, with the key as it is).
[[nodiscard]] key_change revoke_key(pg::connection& conn, const std::string& org_id, const std::string& id,
                                    const std::string& event_id);

} // namespace cxs::persistence
