#include "actors/key_cache_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <unordered_map>
#include <vector>

namespace cxs::actors {
namespace {

struct entry {
  key_principal principal;
  std::chrono::steady_clock::time_point expires;
};

/// A verification in progress and the lookups waiting for its outcome.
struct verification {
  std::chrono::steady_clock::time_point started;
  std::vector<caf::typed_response_promise<key_lookup>> waiting;
};

/// Longer than any bcrypt compare should take; past it a new caller verifies again.
constexpr auto verification_patience = std::chrono::seconds(5);

struct key_cache_state {
  static inline const char* name = "key_cache";
  std::unordered_map<std::string, entry> entries;
  std::unordered_map<std::string, verification> verifying;
  std::uint64_t generation = 0;  ///< bumped by every invalidation
};

using cache_pointer = key_cache_actor::stateful_pointer<key_cache_state>;

// Answers every lookup waiting on `digest` with `answer` and forgets the verification.
void settle(cache_pointer self, const std::string& digest, const key_lookup& answer) {
  auto it = self->state.verifying.find(digest);
  if (it == self->state.verifying.end()) {
    return;
  }
  auto waiting = std::move(it->second.waiting);
  self->state.verifying.erase(it);
  for (auto& promise : waiting) {
    promise.deliver(answer);
  }
}

key_cache_actor::behavior_type key_cache(key_cache_actor::stateful_pointer<key_cache_state> self,
                                         std::chrono::seconds ttl) {
  return {
      [self](caf::get_atom, const std::string& digest) -> caf::typed_response_promise<key_lookup> {
        auto promise = self->make_response_promise<key_lookup>();
        auto& entries = self->state.entries;
        const auto now = std::chrono::steady_clock::now();
        auto it = entries.find(digest);
        if (it != entries.end() && it->second.expires > now) {
          promise.deliver(key_lookup{true, it->second.principal, self->state.generation});
          return promise;
        }
        if (it != entries.end()) {
          entries.erase(it);
        }
        auto& verifying = self->state.verifying;
        if (auto v = verifying.find(digest); v != verifying.end() && now - v->second.started < verification_patience) {
          v->second.waiting.push_back(promise);  // answered by the running verification
          return promise;
        }
        if (verifying.size() > 10000) {
          // Bounded, like the entries. Every held lookup is answered first (a miss: each
          // caller verifies for itself) rather than left to its caller's timeout.
          for (auto& [held_digest, v] : verifying) {
            for (auto& held : v.waiting) {
              held.deliver(key_lookup{false, {}, self->state.generation});
            }
          }
          verifying.clear();
        }
        if (auto stale = verifying.find(digest); stale != verifying.end()) {
          // A verification past its patience is replaced: its held lookups get a miss now
          // (each caller verifies for itself) rather than never.
          for (auto& held : stale->second.waiting) {
            held.deliver(key_lookup{false, {}, self->state.generation});
          }
        }
        verifying[digest] = verification{now, {}};
        promise.deliver(key_lookup{false, {}, self->state.generation});
        return promise;
      },
      [self](release_atom, const std::string& digest) {
        settle(self, digest, key_lookup{false, {}, self->state.generation});
      },
      [self, ttl](caf::put_atom, std::string& digest, key_principal& principal, std::uint64_t generation) {
        if (generation != self->state.generation) {
          // Something changed while this key was being verified: do not cache it, and let
          // the waiting callers verify for themselves.
          return settle(self, digest, key_lookup{false, {}, self->state.generation});
        }
        settle(self, digest, key_lookup{true, principal, self->state.generation});
        auto& entries = self->state.entries;
        // Bounded: a flood of distinct keys must not grow memory without limit.
        if (entries.size() > 100000) {
          entries.clear();
        }
        entries[std::move(digest)] = entry{std::move(principal), std::chrono::steady_clock::now() + ttl};
      },
      [self](invalidate_atom, const std::string& kind, const std::string& id) {
        ++self->state.generation;
        auto& entries = self->state.entries;
        if (kind == "all") {
          entries.clear();
          return;
        }
        std::erase_if(entries, [&](const auto& kv) {
          const auto& p = kv.second.principal;
          return (kind == "key" && p.key_id == id) || (kind == "org" && p.org_id == id) ||
                 (kind == "project" && p.project_id == id);
        });
      },
  };
}

} // namespace

key_cache_actor spawn_key_cache(caf::actor_system& system, std::chrono::seconds ttl) {
  return system.spawn(key_cache, ttl);
}

} // namespace cxs::actors
