#include "actors/cpu_pool_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <deque>
#include <vector>

namespace cxs::actors {
namespace {

// The unused index exists because CAF 0.17 dereferences a null argument tuple when a
// function actor takes no arguments (UBSan reports it); one argument avoids that path.
cpu_actor::behavior_type cpu_worker(cpu_actor::pointer, int /*index*/) {
  return {[](cpu_task& task) -> cpu_done {
    task.work->run();
    return {};
  }};
}

struct cpu_pool_state {
  static inline const char* name = "cpu_pool";
  std::vector<cpu_actor> idle;
  std::deque<std::pair<cpu_task, caf::typed_response_promise<cpu_done>>> queue;
};

using cpu_pool_pointer = cpu_actor::stateful_pointer<cpu_pool_state>;

void dispatch(cpu_pool_pointer self) {
  auto& st = self->state;
  while (!st.idle.empty() && !st.queue.empty()) {
    auto [task, promise] = std::move(st.queue.front());
    st.queue.pop_front();
    auto worker = st.idle.back();
    st.idle.pop_back();
    // Local, cooperative peers: the task itself is bounded (one hash), so no timeout is
    // needed here; the requester's own request carries the deadline.
    self->request(worker, caf::infinite, std::move(task))
        .then(
            [self, worker, promise](cpu_done& r) mutable {
              promise.deliver(std::move(r));
              self->state.idle.push_back(worker);
              dispatch(self);
            },
            [self, worker, promise](caf::error& e) mutable {
              promise.deliver(e);
              self->state.idle.push_back(worker);
              dispatch(self);
            });
  }
}

cpu_actor::behavior_type cpu_pool(cpu_pool_pointer self, int size) {
  for (int i = 0; i < size; ++i) {
    self->state.idle.push_back(self->spawn<caf::detached + caf::linked>(cpu_worker, i));
  }
  return {
      [self](cpu_task& task) -> caf::typed_response_promise<cpu_done> {
        auto promise = self->make_response_promise<cpu_done>();
        self->state.queue.emplace_back(std::move(task), promise);
        dispatch(self);
        return promise;
      },
  };
}

} // namespace

cpu_actor spawn_cpu_pool(caf::actor_system& system, int size) { return system.spawn(cpu_pool, size); }

} // namespace cxs::actors
