#include "actors/extractor_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <algorithm>
#include <deque>
#include <exception>
#include <functional>
#include <vector>

namespace cxs::actors {
namespace {

namespace lang = engines::language;

// Runs one engine call; an exception (an engine bug) becomes INTERNAL, never a throw
// across the actor boundary (which would kill the worker and its linked pool).
template <class Result, class Call>
Result guarded(Call call) {
  try {
    return call();
  } catch (...) {
    Result out;
    out.failure = domain::error_code::internal;
    return out;
  }
}

extractor_actor::behavior_type extractor_worker(extractor_actor::pointer,
                                                std::shared_ptr<const lang::language_engine> engine) {
  return {
      [engine](lang::extraction_job& job) {
        return guarded<lang::extraction_result>([&] { return engine->extract(job); });
      },
      [engine](lang::summary_job& job) {
        return guarded<lang::summary_result>([&] { return engine->summarize(job); });
      },
      [engine](lang::insights_job& job) {
        return guarded<lang::insights_result>([&] { return engine->insights(job); });
      },
      [engine](lang::assist_job& job) {
        return guarded<lang::assist_result>([&] { return engine->assist(job); });
      },
  };
}

struct extractor_state {
  static inline const char* name = "extractor";
  std::vector<extractor_actor> idle;
  /// Jobs waiting for a worker, oldest first: each sends its job to the worker it is given
  /// and delivers the answer to its requester's promise.
  std::deque<std::function<void(extractor_actor)>> queue;
};

using extractor_pointer = extractor_actor::stateful_pointer<extractor_state>;

void dispatch(extractor_pointer self) {
  auto& st = self->state;
  while (!st.idle.empty() && !st.queue.empty()) {
    auto start = std::move(st.queue.front());
    st.queue.pop_front();
    auto worker = st.idle.back();
    st.idle.pop_back();
    start(worker);
  }
}

// Queues `job`; the promise is answered by the worker that runs it. The worker is local and
// cooperative (the engine bounds its own remote calls by the job's deadline), so no timeout
// here: the requester's request carries the deadline.
template <class Job, class Result>
caf::typed_response_promise<Result> enqueue(extractor_pointer self, Job& job) {
  auto promise = self->template make_response_promise<Result>();
  self->state.queue.emplace_back([self, job = std::move(job), promise](extractor_actor worker) mutable {
    self->request(worker, caf::infinite, std::move(job))
        .then(
            [self, worker, promise](Result& r) mutable {
              promise.deliver(std::move(r));
              self->state.idle.push_back(worker);
              dispatch(self);
            },
            [self, worker, promise](caf::error& e) mutable {
              promise.deliver(std::move(e));
              self->state.idle.push_back(worker);
              dispatch(self);
            });
  });
  dispatch(self);
  return promise;
}

extractor_actor::behavior_type extractor(extractor_pointer self, std::shared_ptr<const lang::language_engine> engine,
                                         int workers) {
  for (int i = 0; i < std::max(workers, 1); ++i) {
    self->state.idle.push_back(self->spawn<caf::detached + caf::linked>(extractor_worker, engine));
  }
  return {
      [self](lang::extraction_job& job) { return enqueue<lang::extraction_job, lang::extraction_result>(self, job); },
      [self](lang::summary_job& job) { return enqueue<lang::summary_job, lang::summary_result>(self, job); },
      [self](lang::insights_job& job) { return enqueue<lang::insights_job, lang::insights_result>(self, job); },
      [self](lang::assist_job& job) { return enqueue<lang::assist_job, lang::assist_result>(self, job); },
  };
}

} // namespace

extractor_actor spawn_extractor(caf::actor_system& system, std::shared_ptr<const lang::language_engine> engine,
                                int workers) {
  return system.spawn(extractor, std::move(engine), workers);
}

} // namespace cxs::actors
