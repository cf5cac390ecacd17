#include "actors/key_cache_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <unordered_map>
#include <vector>

namespace cxs::actors {

std::optional<key_principal> cached_keys::find(const std::string& digest) const {
  const std::lock_guard lock(mutex_);
  const auto it = entries_.find(digest);
  if (it == entries_.end() || it->second.expires <= std::chrono::steady_clock::now()) {
    return std::nullopt;
  }
  return it->second.principal;
}

std::uint64_t cached_keys::generation() const {
  const std::lock_guard lock(mutex_);
  return generation_;
}

void cached_keys::put(std::string digest, key_principal principal) {
  const auto expires = std::chrono::steady_clock::now() + ttl_;
  const std::lock_guard lock(mutex_);
  // Bounded: a flood of distinct keys must not grow memory without limit.
  if (entries_.size() > 100000) {
    entries_.clear();
  }
  entries_[std::move(digest)] = entry{std::move(principal), expires};
}

void cached_keys::drop(const std::string& digest) {
  const std::lock_guard lock(mutex_);
  entries_.erase(digest);
}

void cached_keys::invalidate(const std::string& kind, const std::string& id) {
  const std::lock_guard lock(mutex_);
  ++generation_;
  if (kind == "all") {
    entries_.clear();
    return;
  }
  std::erase_if(entries_, [&](const auto& kv) {
    const auto& p = kv.second.principal;
    return (kind == "key" && p.key_id == id) || (kind == "org" && p.org_id == id) ||
           (kind == "project" && p.project_id == id);
  });
}

namespace {

/// A verification in progress and the lookups waiting for its outcome.
struct verification {
  std::chrono::steady_clock::time_point started;
  std::vector<caf::typed_response_promise<key_lookup>> waiting;
};

/// Longer than any bcrypt compare should take; past it a new caller verifies again.
constexpr auto verification_patience = std::chrono::seconds(5);

struct key_cache_state {
  static inline const char* name = "key_cache";
  cached_keys* keys = nullptr;
  std::unordered_map<std::string, verification> verifying;
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

key_cache_actor::behavior_type key_cache(key_cache_actor::stateful_pointer<key_cache_state> self, cached_keys* table) {
  self->state.keys = table;
  return {
      [self](caf::get_atom, const std::string& digest) -> caf::typed_response_promise<key_lookup> {
        auto promise = self->make_response_promise<key_lookup>();
        auto& keys = *self->state.keys;
        const auto now = std::chrono::steady_clock::now();
        const auto generation = keys.generation();
        if (auto hit = keys.find(digest)) {
          // Put after the caller looked in the table itself (or a caller that did not look).
          promise.deliver(key_lookup{true, std::move(*hit), generation});
          return promise;
        }
        keys.drop(digest);  // an expired entry, if any
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
              held.deliver(key_lookup{false, {}, generation});
            }
          }
          verifying.clear();
        }
        if (auto stale = verifying.find(digest); stale != verifying.end()) {
          // A verification past its patience is replaced: its held lookups get a miss now
          // (each caller verifies for itself) rather than never.
          for (auto& held : stale->second.waiting) {
            held.deliver(key_lookup{false, {}, generation});
          }
        }
        verifying[digest] = verification{now, {}};
        promise.deliver(key_lookup{false, {}, generation});
        return promise;
      },
      [self](release_atom, const std::string& digest) {
        settle(self, digest, key_lookup{false, {}, self->state.keys->generation()});
      },
      [self](caf::put_atom, std::string& digest, key_principal& principal, std::uint64_t generation) {
        auto& keys = *self->state.keys;
        if (generation != keys.generation()) {
          // Something changed while this key was being verified: do not cache it, and let
          // the waiting callers verify for themselves.
          return settle(self, digest, key_lookup{false, {}, keys.generation()});
        }
        settle(self, digest, key_lookup{true, principal, generation});
        keys.put(std::move(digest), std::move(principal));
      },
      [self](invalidate_atom, const std::string& kind, const std::string& id) {
        self->state.keys->invalidate(kind, id);
      },
  };
}

} // namespace

key_cache_actor spawn_key_cache(caf::actor_system& system, cached_keys& keys) {
  return system.spawn(key_cache, &keys);
}

} // namespace cxs::actors
