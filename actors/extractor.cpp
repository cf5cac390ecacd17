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

// The detached pool: its idle workers and its waiting jobs, oldest first. Each job sends
// itself to the worker it is given and delivers the answer to its requester's promise.
struct detached_pool {
  std::vector<extractor_actor> idle;
  std::deque<std::function<void(extractor_actor)>> queue;
};

// The scheduler pool: jobs go to its workers in turn and wait in their mailboxes. Each
// worker answers the requester directly (`delegate`), so a short job costs no message
// through this dispatcher on its way back (as the redactor's pool, actors/redactor.cpp).
struct scheduler_pool {
  std::vector<extractor_actor> workers;
  std::size_t next = 0;
};

struct extractor_state {
  static inline const char* name = "extractor";
  bool remote_engine = false;
  scheduler_pool on_scheduler;  ///< empty for a remote engine
  detached_pool detached;
};

using extractor_pointer = extractor_actor::stateful_pointer<extractor_state>;

void dispatch(detached_pool& pool) {
  while (!pool.idle.empty() && !pool.queue.empty()) {
    auto start = std::move(pool.queue.front());
    pool.queue.pop_front();
    auto worker = pool.idle.back();
    pool.idle.pop_back();
    start(worker);
  }
}

// Hands `job` to its pool; the promise is answered by the worker that runs it. The worker is
// local and cooperative (the engine bounds its own remote calls by the job's deadline), so no
// timeout here: the requester's request carries the deadline.
template <class Job, class Result>
caf::typed_response_promise<Result> enqueue(extractor_pointer self, Job& job) {
  auto promise = self->template make_response_promise<Result>();
  auto& st = self->state;
  if (pool_for(job, st.remote_engine) == extractor_pool::scheduler) {
    auto& pool = st.on_scheduler;
    const auto& worker = pool.workers[pool.next++ % pool.workers.size()];
    promise.delegate(worker, std::move(job));
    return promise;
  }
  auto& pool = st.detached;
  pool.queue.emplace_back([self, &pool, job = std::move(job), promise](extractor_actor worker) mutable {
    self->request(worker, caf::infinite, std::move(job))
        .then(
            [&pool, worker, promise](Result& r) mutable {
              promise.deliver(std::move(r));
              pool.idle.push_back(worker);
              dispatch(pool);
            },
            [&pool, worker, promise](caf::error& e) mutable {
              promise.deliver(std::move(e));
              pool.idle.push_back(worker);
              dispatch(pool);
            });
  });
  dispatch(pool);
  return promise;
}

extractor_actor::behavior_type extractor(extractor_pointer self, std::shared_ptr<const lang::language_engine> engine,
                                         int workers) {
  auto& st = self->state;
  st.remote_engine = engine->remote();
  for (int i = 0; i < std::max(workers, 1); ++i) {
    st.detached.idle.push_back(self->spawn<caf::detached + caf::linked>(extractor_worker, engine));
    if (!st.remote_engine) {
      st.on_scheduler.workers.push_back(self->spawn<caf::linked>(extractor_worker, engine));
    }
  }
  return {
      [self](lang::extraction_job& job) { return enqueue<lang::extraction_job, lang::extraction_result>(self, job); },
      [self](lang::summary_job& job) { return enqueue<lang::summary_job, lang::summary_result>(self, job); },
      [self](lang::insights_job& job) { return enqueue<lang::insights_job, lang::insights_result>(self, job); },
      [self](lang::assist_job& job) { return enqueue<lang::assist_job, lang::assist_result>(self, job); },
  };
}

extractor_pool pool_by_size(std::size_t text_bytes, bool remote_engine) {
  return !remote_engine && text_bytes <= scheduler_job_max_bytes ? extractor_pool::scheduler
                                                                 : extractor_pool::detached;
}

} // namespace

extractor_pool pool_for(const lang::extraction_job& job, bool remote_engine) {
  return pool_by_size(job.text.size(), remote_engine);
}

extractor_pool pool_for(const lang::summary_job& job, bool remote_engine) {
  return pool_by_size(job.text.size(), remote_engine);
}

extractor_pool pool_for(const lang::insights_job& job, bool remote_engine) {
  return pool_by_size(job.transcript.size() + job.prior_note_summary.size(), remote_engine);
}

// The assistant's `diagnose` runs the rules over every saved transcript of the draft.
extractor_pool pool_for(const lang::assist_job& job, bool remote_engine) {
  std::size_t bytes = job.message.size();
  for (const auto& t : job.transcripts) {
    bytes += t.transcript.size();
  }
  return pool_by_size(bytes, remote_engine);
}

extractor_actor spawn_extractor(caf::actor_system& system, std::shared_ptr<const lang::language_engine> engine,
                                int workers) {
  return system.spawn(extractor, std::move(engine), workers);
}

} // namespace cxs::actors
