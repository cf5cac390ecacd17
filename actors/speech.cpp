#include "actors/speech_actor.hpp"

#include "actors/detached_pool.hpp"
#include "engines/audio/pcm_file.hpp"

namespace cxs::actors {
namespace {

namespace speech = engines::speech;

struct speech_worker_state {
  static inline const char* name = "speech_worker";
  std::unique_ptr<speech::speech_engine> engine;  ///< made on the first chunk, kept for life
};

speech::transcription_result failed(std::string detail) {
  speech::transcription_result r;
  r.failure = speech::speech_failure::unavailable;
  r.detail = std::move(detail);
  return r;
}

// A reader of the chunk's samples that stops as soon as the request is cancelled.
std::optional<speech::pcm_reader> open_chunk(const chunk_job& job) {
  auto reader = engines::audio::make_pcm_range_reader(job.pcm->file.path(), job.range.first_sample, job.range.size());
  if (!reader) {
    return std::nullopt;
  }
  return [inner = std::move(*reader), cancelled = job.cancelled](std::span<std::int16_t> out) -> std::size_t {
    return cancelled && cancelled->load() ? 0 : inner(out);
  };
}

speech::transcription_result transcribe(speech_worker_state& st, const speech_engine_factory& make, const chunk_job& job) {
  // A chunk that waited in the queue for a request that has since gone (client closed,
  // deadline, shutdown) is not started: making a worker's engine alone takes seconds.
  if (job.cancelled && job.cancelled->load()) {
    return failed("cancelled before start");
  }
  if (!st.engine && make) {
    st.engine = make();
  }
  if (!st.engine) {
    return failed("no speech engine");
  }
  auto reader = job.pcm ? open_chunk(job) : std::nullopt;
  if (!reader) {
    return failed("cannot read PCM");
  }
  speech::transcription_request request;
  request.read = std::move(*reader);
  request.reopen = [job]() { return open_chunk(job); };
  request.expected_samples = static_cast<std::size_t>(job.range.size());
  request.language_hint = job.language;
  request.speakers = job.speakers;
  request.cancelled = job.cancelled.get();
  return st.engine->transcribe(request);
}

speech_actor::behavior_type speech_worker(speech_actor::stateful_pointer<speech_worker_state> self,
                                          speech_engine_factory make) {
  return {[self, make](chunk_job& job) -> chunk_transcript {
    try {
      return {transcribe(self->state, make, job)};
    } catch (...) {  // never across the actor boundary
      return {failed("speech worker threw")};
    }
  }};
}

} // namespace

speech_actor spawn_speech_pool(caf::actor_system& system, int workers, speech_engine_factory make_engine) {
  return detail::spawn_detached_pool<chunk_job, chunk_transcript>(system, workers, speech_worker,
                                                                  std::move(make_engine));
}

} // namespace cxs::actors
