#include "actors/redactor_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <algorithm>
#include <cstddef>
#include <exception>
#include <stdexcept>
#include <utility>
#include <vector>

// Why scheduled workers and not a pool of detached ones (actors/detached_pool.hpp, as the
// extractor, decoder and speech workers use): detaching is CAF's answer to actors that
// *block* (a system call, a network wait, FFmpeg, libpq), which would starve the scheduler.
// Redaction never blocks: it is pure CPU work, linear in the text, ~0.3-0.9 ms for a long
// consult (measured with -O2: ~2 KB 0.9 ms, 20 KB 2.4 ms, and 15 ms at the largest text a
// request may carry, [limits] text_max_chars = 200000). Run where the request lands, it
// costs one message; on a detached worker it would also cost a thread wake-up and put one
// more runnable thread per worker on the same (here: 2) cores as the scheduler threads, and
// every detached actor adds to CAF 0.17's shutdown hazards (../shared/notes/caf-beast.md
// §2.6). The worst case holds one scheduler thread for ~15 ms while the others steal its
// queued work. A request's other texts (the prior note, declared inputs) are bounded only by
// the JSON body cap (1 MB) and short inputs are read once more per label, so a body full of
// inputs can hold one for several times that (~75 ms per MB by the linear cost above; not
// measured). A few workers, not one actor, so that as many redactions run at once as
// there are scheduler threads.

namespace cxs::actors {
namespace {

redactor_actor::behavior_type redactor_worker(redactor_actor::pointer, redact_function redact) {
  return {
      [redact](redact_request& req) {
        redact_result out;
        try {
          std::vector<domain::phi::redaction_input> inputs;
          inputs.reserve(1 + req.others.size());
          inputs.push_back({req.text, {}});
          for (const auto& part : req.others) {
            inputs.push_back({part.text, {part.labels.begin(), part.labels.end()}});
          }
          auto joint = redact(inputs);
          if (joint.parts.size() != inputs.size()) {
            throw std::logic_error("a redaction per input");
          }
          // The consult's redaction carries the request's one token map (phiTokenMap).
          auto& consult = joint.parts.front();
          consult.token_map = std::move(joint.token_map);
          out.others.reserve(req.others.size());
          for (std::size_t i = 1; i < joint.parts.size(); ++i) {
            out.others.push_back(std::move(joint.parts[i].text));
          }
          out.redaction = std::make_shared<const domain::phi::redaction>(std::move(consult));
        } catch (...) {
          // Never across the boundary: a throw would kill the worker and, linked, the pool.
          out.others.clear();
          out.failure = domain::error_code::internal;
        }
        return out;
      },
  };
}

struct redactor_state {
  static inline const char* name = "redactor";
  std::vector<redactor_actor> workers;
  std::size_t next = 0;
};

// The dispatcher hands each request to the next worker in turn; `delegate` lets the worker
// answer the requester directly (no promise kept here, no second hop back). Requests carry
// their requester's timeout: a worker is cooperative and finishes in milliseconds.
redactor_actor::behavior_type redactor(redactor_actor::stateful_pointer<redactor_state> self, int workers,
                                       redact_function redact) {
  for (int i = 0; i < std::max(workers, 1); ++i) {
    self->state.workers.push_back(self->spawn<caf::linked>(redactor_worker, redact));
  }
  return {
      [self](redact_request& req) {
        auto& st = self->state;
        const auto& worker = st.workers[st.next];
        st.next = (st.next + 1) % st.workers.size();
        return self->delegate(worker, std::move(req));
      },
  };
}

} // namespace

redactor_actor spawn_redactor(caf::actor_system& system, int workers, redact_function redact) {
  if (!redact) {
    redact = [](std::span<const domain::phi::redaction_input> inputs) { return domain::phi::redact_together(inputs); };
  }
  return system.spawn(redactor, workers, std::move(redact));
}

} // namespace cxs::actors
