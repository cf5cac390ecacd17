#include "actors/decoder_actor.hpp"

#include "actors/detached_pool.hpp"
#include "metrics/metrics.hpp"

namespace cxs::actors {
namespace {

namespace audio = engines::audio;

decoded_audio decode(const decode_job& job, metrics::service_metrics* metrics) {
  decoded_audio out;
  if (job.cancelled && job.cancelled->load()) {
    out.result.outcome = audio::decode_outcome::cancelled;
    return out;
  }
  if (metrics != nullptr) {
    metrics->audio_decodes_add(1);
  }
  struct decode_gauge {  // leaves the gauge right on every return below
    metrics::service_metrics* m;
    ~decode_gauge() {
      if (m != nullptr) {
        m->audio_decodes_add(-1);
      }
    }
  } gauge{metrics};
  std::error_code ec;
  auto file = audio::temp_file::create(job.directory, job.prefix, ".raw", ec);
  if (!file) {
    out.result.outcome = audio::decode_outcome::io_error;
    out.failure = "cannot create PCM file";
    return out;
  }
  auto pcm = std::make_shared<pcm_audio>(pcm_audio{
      job.budget ? std::make_shared<audio::temp_lease>(job.budget) : nullptr, std::move(*file)});
  audio::decode_options options;
  options.cancelled = job.cancelled.get();
  options.max_duration_sec = job.max_duration_sec;
  options.lease = pcm->lease.get();
  out.result = audio::decode_to_pcm_file(job.upload, pcm->file.path(), options);
  if (out.result.ok()) {
    out.pcm = std::move(pcm);
  }  // otherwise the partial file and its share of the budget go now
  return out;
}

decoder_actor::behavior_type decoder_worker(decoder_actor::pointer, metrics::service_metrics* metrics) {
  return {[metrics](decode_job& job) -> decoded_audio {
    try {
      return decode(job, metrics);
    } catch (...) {  // never across the actor boundary
      decoded_audio failed;
      failed.result.outcome = audio::decode_outcome::io_error;
      failed.failure = "decoder threw";
      return failed;
    }
  }};
}

} // namespace

decoder_actor spawn_decoder_pool(caf::actor_system& system, int workers, metrics::service_metrics* metrics) {
  return detail::spawn_detached_pool<decode_job, decoded_audio>(system, workers, decoder_worker, metrics);
}

} // namespace cxs::actors
