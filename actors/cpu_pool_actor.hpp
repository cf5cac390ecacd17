#pragma once
// A small pool of detached worker actors for CPU-heavy, blocking work that is not part of
// the request pipeline: bcrypt checks and hashes of API keys (~0.2 s each). Keeping it
// separate from the database pool means a burst of key checks never holds database
// connections, and neither ever runs on a scheduler thread. The pipeline's own work
// (decoding, speech, extraction) has typed actors of its own (decoder_actor.hpp,
// speech_actor.hpp, extractor_actor.hpp).
//
// Like the database pool, a task carries typed work: `cpu_call<T>` runs `fn() -> T` and
// keeps the T for the requester.

#include "actors/local_message.hpp"

#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <memory>
#include <optional>
#include <utility>

namespace cxs::actors {

/// One unit of CPU work; must not throw.
class cpu_work {
public:
  virtual ~cpu_work() = default;
  virtual void run() = 0;
};

/// `fn() -> T` as CPU work; `result` is set once run() returned.
template <class T, class Fn>
class cpu_call final : public cpu_work {
public:
  explicit cpu_call(Fn fn) : fn_(std::move(fn)) {}
  void run() override { result.emplace(fn_()); }
  std::optional<T> result;

private:
  Fn fn_;
};

/// Work for a CPU worker (message).
struct cpu_task {
  std::shared_ptr<cpu_work> work;
};
CXS_LOCAL_MESSAGE(cpu_task)

/// The work ran (message); the requester reads the result from its own reference.
struct cpu_done {};
CXS_LOCAL_MESSAGE(cpu_done)

using cpu_actor = caf::typed_actor<caf::replies_to<cpu_task>::with<cpu_done>>;

/// Spawns `size` detached workers behind a dispatcher; stop it with an exit message.
[[nodiscard]] cpu_actor spawn_cpu_pool(caf::actor_system& system, int size);

} // namespace cxs::actors
