#pragma once
// A fixed pool of detached worker actors behind one dispatcher, for blocking work that must
// never run on a scheduler thread (FFmpeg decoding, speech recognition). The dispatcher has
// the workers' own typed interface, `replies_to<Job>::with<Result>`: it queues jobs while
// every worker is busy and hands each to the next idle worker, whose answer goes back to the
// original requester. Workers are spawned `detached + linked` (few and long-lived, see
// ../shared/notes/caf-beast.md §2.6) and stop with the dispatcher (an exit message).
//
// A worker never throws: it catches at its boundary and answers a failure Result. A queued
// job whose requester gave up still runs when its turn comes, so jobs carry their own
// cancellation flag and workers check it before starting.

#include <caf/actor_system.hpp>
#include <caf/replies_to.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_actor.hpp>
#include <caf/typed_event_based_actor.hpp>
#include <caf/typed_response_promise.hpp>

#include <deque>
#include <utility>
#include <vector>

namespace cxs::actors::detail {

template <class Job, class Result>
using pool_handle = caf::typed_actor<typename caf::replies_to<Job>::template with<Result>>;

template <class Job, class Result>
struct detached_pool_state {
  static inline const char* name = "detached_pool";
  std::vector<pool_handle<Job, Result>> idle;
  std::deque<std::pair<Job, caf::typed_response_promise<Result>>> queue;
};

template <class Job, class Result>
using detached_pool_pointer = typename pool_handle<Job, Result>::template stateful_pointer<detached_pool_state<Job, Result>>;

template <class Job, class Result>
void dispatch(detached_pool_pointer<Job, Result> self) {
  auto& st = self->state;
  while (!st.idle.empty() && !st.queue.empty()) {
    auto [job, promise] = std::move(st.queue.front());
    st.queue.pop_front();
    auto worker = st.idle.back();
    st.idle.pop_back();
    // Local, cooperative peers: the requester's own request carries the deadline, and the
    // job's cancellation flag stops the work; a timeout here would free a worker that is
    // still busy.
    self->request(worker, caf::infinite, std::move(job))
        .then(
            [self, worker, promise](Result& r) mutable {
              promise.deliver(std::move(r));
              self->state.idle.push_back(worker);
              dispatch<Job, Result>(self);
            },
            [self, worker, promise](caf::error& e) mutable {
              promise.deliver(std::move(e));
              self->state.idle.push_back(worker);
              dispatch<Job, Result>(self);
            });
  }
}

template <class Job, class Result, class WorkerFn, class... Args>
typename pool_handle<Job, Result>::behavior_type detached_pool(detached_pool_pointer<Job, Result> self, int size,
                                                                WorkerFn worker, Args... args) {
  for (int i = 0; i < size; ++i) {
    self->state.idle.push_back(self->template spawn<caf::detached + caf::linked>(worker, args...));
  }
  return {
      [self](Job& job) -> caf::typed_response_promise<Result> {
        auto promise = self->template make_response_promise<Result>();
        self->state.queue.emplace_back(std::move(job), promise);
        dispatch<Job, Result>(self);
        return promise;
      },
  };
}

/// Spawns the dispatcher and `size` (at least 1) workers, each `spawn(worker, args...)`.
template <class Job, class Result, class WorkerFn, class... Args>
[[nodiscard]] pool_handle<Job, Result> spawn_detached_pool(caf::actor_system& system, int size, WorkerFn worker,
                                                           Args... args) {
  return system.spawn(detached_pool<Job, Result, WorkerFn, Args...>, size < 1 ? 1 : size, worker, args...);
}

} // namespace cxs::actors::detail
