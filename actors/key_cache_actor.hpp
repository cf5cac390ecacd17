#pragma once
// In-memory cache of verified API keys, keyed by SHA-256 of the plaintext, so a busy
// client does not pay a bcrypt check (~0.2 s) per request. Entries live at most
// `ttl`; changes made on any replica (revoke, expiry edit, project delete, org
// suspension) arrive through PostgreSQL NOTIFY (see notify_listener_actor.hpp) and drop
// the affected entries at once, which keeps revocation well inside 5 s everywhere.

#include "actors/local_message.hpp"

#include <caf/atom.hpp>
#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace cxs::actors {

/// A verified API key: who it belongs to and what it may do.
struct key_principal {
  std::string key_id;
  std::string org_id;
  std::string project_id;
  std::string mode;  ///< "test" or "live"
  std::vector<std::string> scopes;
  std::int64_t expires_at = 0;  ///< unix seconds; 0 = never. Checked on every use, cached or not.
};
CXS_LOCAL_MESSAGE(key_principal)

struct key_lookup {
  bool hit = false;
  key_principal principal;
  std::uint64_t generation = 0;  ///< invalidation count at lookup time; pass it back to put
};
CXS_LOCAL_MESSAGE(key_lookup)

/// The verified keys themselves, shared by every request of the replica: a lookup that hits
/// (nearly every request of a busy client) is a map read under a mutex in the request's own
/// actor, where asking the key cache actor cost two scheduler hand-offs and a request timeout
/// (two clock-thread wake-ups) per call. Only the key cache actor below writes it, so its
/// puts, invalidations and generation stay in the order the actor handles them.
class cached_keys {
public:
  explicit cached_keys(std::chrono::seconds ttl) : ttl_(ttl) {}
  /// The unexpired entry of `digest`, if any.
  [[nodiscard]] std::optional<key_principal> find(const std::string& digest) const;
  /// Invalidations so far; a verification started at generation g may be cached only while
  /// it is still g.
  [[nodiscard]] std::uint64_t generation() const;
  // The key cache actor's side.
  void put(std::string digest, key_principal principal);
  void invalidate(const std::string& kind, const std::string& id);
  void drop(const std::string& digest);

private:
  struct entry {
    key_principal principal;
    std::chrono::steady_clock::time_point expires;
  };
  mutable std::mutex mutex_;
  std::chrono::seconds ttl_;
  std::unordered_map<std::string, entry> entries_;
  std::uint64_t generation_ = 0;  ///< bumped by every invalidation
};

using invalidate_atom = caf::atom_constant<caf::atom("invalidate")>;
using release_atom = caf::atom_constant<caf::atom("release")>;

/// get: look up a digest. put(digest, principal, generation): remember a verified key,
/// unless an invalidation arrived since the lookup that returned `generation` (the key may
/// have been revoked while it was being verified). invalidate(kind, id): drop
/// entries whose key, org or project is `id` (kind "key", "org", "project"), or all
/// entries (kind "all", e.g. after the listener reconnected and may have missed events).
///
/// Verifications are coalesced: the first get of an unknown digest answers a miss and the
/// caller verifies the key (one bcrypt compare); gets of the same digest that arrive while
/// it does so are held and answered by its put (a hit) or its release(digest) (a miss: the
/// verification failed, each caller finds out for itself). Without this, a burst of
/// requests with one uncached key — every device of a ward after a restart — would run one
/// 0.2 s bcrypt each and starve the CPU workers. A verification not finished within 5 s is
/// no longer waited for: the next lookup of that digest starts a new one, and the lookups
/// held behind the old one get a miss. A held lookup is also answered a miss when the
/// bounded set of verifications in progress is cleared. One case is left to the caller's
/// timeout (http/auth.cpp): a request that got the miss and ended before it started
/// verifying sends neither put nor release.
using key_cache_actor = caf::typed_actor<
    caf::replies_to<caf::get_atom, std::string>::with<key_lookup>,
    caf::reacts_to<caf::put_atom, std::string, key_principal, std::uint64_t>,
    caf::reacts_to<release_atom, std::string>,
    caf::reacts_to<invalidate_atom, std::string, std::string>>;

/// The actor keeps its entries in `keys`, which must outlive it (and every request that
/// reads it).
[[nodiscard]] key_cache_actor spawn_key_cache(caf::actor_system& system, cached_keys& keys);

} // namespace cxs::actors
