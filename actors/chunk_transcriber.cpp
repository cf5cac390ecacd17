#include "actors/chunk_transcriber_actor.hpp"

#include <caf/sec.hpp>
#include <caf/typed_event_based_actor.hpp>
#include <caf/typed_response_promise.hpp>

#include <memory>

namespace cxs::actors {
namespace {

namespace speech = engines::speech;

chunk_transcript failure(speech::speech_failure why, std::string detail) {
  chunk_transcript out;
  out.result.failure = why;
  out.result.detail = std::move(detail);
  return out;
}

} // namespace

chunk_transcriber_actor::behavior_type chunk_transcriber(chunk_transcriber_actor::pointer self, speech_actor speech,
                                                         std::chrono::milliseconds timeout) {
  return {[self, speech, timeout](chunk_job& job) -> caf::typed_response_promise<chunk_transcript> {
    auto promise = self->make_response_promise<chunk_transcript>();
    // However it ends before answering (an exit from its parent, a crash), the parent hears
    // so at once instead of waiting out its own timeout.
    auto answered = std::make_shared<bool>(false);
    self->attach_functor([promise, answered](const caf::error&) mutable {
      if (!*answered) {
        *answered = true;
        promise.deliver(failure(speech::speech_failure::unavailable, "chunk transcriber ended"));
      }
    });
    if (job.cancelled && job.cancelled->load()) {
      *answered = true;
      promise.deliver(failure(speech::speech_failure::unavailable, "cancelled before start"));
      self->quit();
      return promise;
    }
    self->request(speech, timeout, std::move(job))
        .then(
            [self, promise, answered](chunk_transcript& done) mutable {
              *answered = true;
              promise.deliver(std::move(done));
              self->quit();
            },
            [self, promise, answered](caf::error& e) mutable {
              *answered = true;
              const bool late = e == caf::sec::request_timeout;
              promise.deliver(failure(late ? speech::speech_failure::timeout : speech::speech_failure::unavailable,
                                      late ? "speech pool: no answer in time" : "speech pool: no answer"));
              self->quit();
            });
    return promise;
  }};
}

} // namespace cxs::actors
