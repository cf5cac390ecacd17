#pragma once
// Verifying an API key the key cache does not know: one indexed lookup by the key's
// 12-character prefix, then one bcrypt compare on a CPU worker (skipped when this very
// plaintext already matched this very hash: security::verified_keys), then the key's
// state. A verified key is put in the key cache; a failed verification releases the
// lookups the cache holds behind it.

#include "actors/request_supervisor_actor.hpp"

#include <cstdint>
#include <functional>
#include <string>

namespace cxs::actors {

/// Verifies `token` (whose SHA-256 is `digest`; `generation` is the cache's answer to the
/// lookup that missed) and calls `on_verified` with its principal, in the supervisor's
/// context. Otherwise answers the request itself: 401 INVALID_API_KEY, KEY_REVOKED,
/// KEY_EXPIRED or ORG_SUSPENDED, or the database failure.
void verify_key_in_database(const std::shared_ptr<request_context>& ctx, const std::string& token,
                            const std::string& digest, std::uint64_t generation,
                            std::function<void(const key_principal&)> on_verified);

} // namespace cxs::actors
