#include "actors/key_cache_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <unordered_map>

namespace cxs::actors {
namespace {

struct entry {
  key_principal principal;
  std::chrono::steady_clock::time_point expires;
};

struct key_cache_state {
  static inline const char* name = "key_cache";
  std::unordered_map<std::string, entry> entries;
  std::uint64_t generation = 0;  ///< bumped by every invalidation
};

key_cache_actor::behavior_type key_cache(key_cache_actor::stateful_pointer<key_cache_state> self,
                                         std::chrono::seconds ttl) {
  return {
      [self](caf::get_atom, const std::string& digest) -> key_lookup {
        auto& entries = self->state.entries;
        auto it = entries.find(digest);
        if (it == entries.end()) {
          return key_lookup{false, {}, self->state.generation};
        }
        if (it->second.expires <= std::chrono::steady_clock::now()) {
          entries.erase(it);
          return key_lookup{false, {}, self->state.generation};
        }
        return key_lookup{true, it->second.principal, self->state.generation};
      },
      [self, ttl](caf::put_atom, std::string& digest, key_principal& principal, std::uint64_t generation) {
        if (generation != self->state.generation) {
          return;  // something changed while this key was being verified: do not cache it
        }
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
