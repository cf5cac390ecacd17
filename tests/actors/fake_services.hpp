#pragma once
// Fakes of the services every audited request asks before its work, shared by the actor
// tests: a key cache that knows one key (key_1 of org_1, project prj_1, scope extract).
// (Rate limits are a plain object, actors/rate_limits.hpp: a test leaves them null.)

#include "actors/key_cache_actor.hpp"

#include <cstdint>
#include <string>

namespace cxs::actors::test {

// Each fake takes an unused argument: CAF 0.17 dereferences a null argument tuple when a
// function actor takes none (UBSan reports it).
inline key_cache_actor::behavior_type fake_key_cache(key_cache_actor::pointer, int /*unused*/) {
  return {
      [](caf::get_atom, const std::string&) {
        key_lookup found;
        found.hit = true;
        found.principal = key_principal{"key_1", "org_1", "prj_1", "test", {"extract"}, 0};
        return found;
      },
      [](caf::put_atom, const std::string&, const key_principal&, std::uint64_t) {},
      [](release_atom, const std::string&) {},
      [](invalidate_atom, const std::string&, const std::string&) {},
  };
}

} // namespace cxs::actors::test
