#pragma once
// A small pool of detached worker actors for CPU-heavy, blocking work (bcrypt checks of
// API keys cost ~0.2 s each). Keeping it separate from the database pool means a burst of
// key checks never holds database connections, and neither ever runs on a scheduler thread.

#include <caf/allowed_unsafe_message_type.hpp>
#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <any>
#include <functional>

namespace cxs::actors {

/// Work for a CPU worker; must not throw.
struct cpu_task {
  std::function<std::any()> run;
};

/// The task's return value.
struct cpu_result {
  std::any value;
};

using cpu_actor = caf::typed_actor<caf::replies_to<cpu_task>::with<cpu_result>>;

/// Spawns `size` detached workers behind a dispatcher; stop it with an exit message.
[[nodiscard]] cpu_actor spawn_cpu_pool(caf::actor_system& system, int size);

} // namespace cxs::actors

CAF_ALLOW_UNSAFE_MESSAGE_TYPE(cxs::actors::cpu_task)
CAF_ALLOW_UNSAFE_MESSAGE_TYPE(cxs::actors::cpu_result)
