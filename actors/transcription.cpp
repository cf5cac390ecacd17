#include "actors/transcription.hpp"

#include "actors/chunk_transcriber_actor.hpp"
#include "config/config.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"

#include <caf/event_based_actor.hpp>
#include <caf/sec.hpp>
#include <caf/send.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <algorithm>
#include <vector>

namespace cxs::actors {

namespace audio = engines::audio;
namespace speech = engines::speech;
using domain::error_code;

struct transcription::state {
  caf::event_based_actor* self = nullptr;
  const services* svc = nullptr;
  std::string request_id;  ///< for logs
  transcription_input input;
  std::shared_ptr<std::atomic<bool>> cancelled;
  std::chrono::steady_clock::time_point deadline;
  progress_fn progress;
  transcribed_fn done;  ///< emptied once called
  std::shared_ptr<const pcm_audio> pcm;
  double duration_sec = 0;
  std::vector<std::optional<speech::transcription_result>> chunks;
  std::size_t pending = 0;
  std::vector<chunk_transcriber_actor> running;  ///< to send an exit when cancelled

  [[nodiscard]] std::chrono::milliseconds remaining() const {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    return std::max(left, std::chrono::milliseconds(1));
  }

  void stop_children() {
    for (auto& child : running) {
      caf::anon_send_exit(child, caf::exit_reason::user_shutdown);
    }
    running.clear();
  }

  // Ends the transcription with `out` (once). After an error nothing more is worth doing.
  void finish(transcription_outcome out) {
    if (!done) {
      return;
    }
    auto reply = std::move(done);
    done = nullptr;
    progress = nullptr;
    if (out.error) {
      cancelled->store(true);
      stop_children();
    }
    // The decoded audio is no longer needed, and its share of the temporary-disk budget
    // goes back now rather than after extraction.
    pcm.reset();
    reply(std::move(out));
  }

  void fail(error_code code, std::string message = {}) {
    transcription_outcome out;
    out.error = api_error::of(code, std::move(message));
    finish(std::move(out));
  }
};

namespace {

using state_ptr = std::shared_ptr<transcription::state>;

void join(const state_ptr& st) {
  transcript out;
  out.duration_sec = st->duration_sec;
  out.chunk_count = static_cast<int>(st->chunks.size());
  bool language_set = false;
  for (const auto& chunk : st->chunks) {
    out.degraded = out.degraded || chunk->degraded;
    out.total_tokens += chunk->total_tokens;
    if (!chunk->text.empty()) {
      out.text += out.text.empty() ? "" : " ";
      out.text += chunk->text;
    }
    if (!language_set && !chunk->language.empty()) {
      out.language = chunk->language;
      language_set = true;
    }
  }
  transcription_outcome done;
  done.value = std::move(out);
  st->finish(std::move(done));
}

void chunk_answered(const state_ptr& st, std::size_t index, speech::transcription_result result) {
  if (!st->done) {
    return;  // already answered (an earlier chunk failed, or cancelled)
  }
  if (result.failure != speech::speech_failure::none) {
    // The decorator has retried and fallen back already: this chunk's answer is final, and
    // the whole transcript cannot be made without it.
    log::warn("speech chunk failed", {{"requestId", st->request_id}, {"detail", result.detail}});
    return st->fail(result.failure == speech::speech_failure::timeout ? error_code::upstream_timeout
                                                                      : error_code::upstream_error,
                    "Speech recognition failed.");
  }
  st->chunks[index] = std::move(result);
  --st->pending;
  if (st->progress && !st->cancelled->load()) {
    st->progress("transcribe", st->chunks.size() - st->pending, st->chunks.size());
  }
  if (st->pending == 0) {
    st->running.clear();  // every chunk transcriber has answered and ended
    join(st);
  }
}

void start_chunks(const state_ptr& st, const std::vector<audio::sample_range>& ranges) {
  st->chunks.assign(ranges.size(), std::nullopt);
  st->pending = ranges.size();
  if (st->progress) {
    st->progress("decode", 0, ranges.size());
  }
  if (ranges.empty()) {
    return join(st);
  }
  for (std::size_t i = 0; i < ranges.size(); ++i) {
    chunk_job job;
    job.pcm = st->pcm;
    job.range = ranges[i];
    job.language = st->input.language;
    job.speakers = st->input.speakers;
    job.cancelled = st->cancelled;
    const auto budget = st->remaining();
    auto child = st->self->spawn(chunk_transcriber, st->svc->speech, budget);
    st->running.push_back(child);
    // The child's own request to the pool times out first and answers with a timeout
    // failure; this margin only catches a child that died without answering.
    st->self->request(child, budget + std::chrono::seconds(5), std::move(job))
        .then([st, i](chunk_transcript& t) { chunk_answered(st, i, std::move(t.result)); },
              [st](caf::error& e) {
                if (!st->done) {
                  return;
                }
                log::warn("chunk transcriber gave no answer", {{"requestId", st->request_id}});
                st->fail(e == caf::sec::request_timeout ? error_code::upstream_timeout : error_code::upstream_error);
              });
  }
}

void decoded(const state_ptr& st, decoded_audio& d) {
  if (!st->done) {
    return;
  }
  switch (d.result.outcome) {
  case audio::decode_outcome::ok: break;
  case audio::decode_outcome::unsupported_media:
    return st->fail(error_code::unsupported_media, "The file has no audio stream that can be decoded.");
  case audio::decode_outcome::too_long:
    return st->fail(error_code::payload_too_large, "The recording is longer than this service accepts.");
  case audio::decode_outcome::no_space: {
    if (auto* m = st->svc->metrics) {
      m->audio_temp_exhausted();
    }
    log::warn("audio temporary disk budget used up", {{"requestId", st->request_id}});
    transcription_outcome busy;
    busy.error =
        api_error::of(error_code::service_unavailable, "Too much audio is being processed at once; retry shortly.")
            .retry_after(30);
    return st->finish(std::move(busy));
  }
  case audio::decode_outcome::cancelled: return st->fail(error_code::client_closed);
  case audio::decode_outcome::io_error:
    log::error("audio decode failed", {{"detail", d.result.detail}, {"step", d.failure}});
    return st->fail(error_code::internal);
  }
  st->pcm = std::move(d.pcm);
  st->duration_sec = d.result.duration_sec;
  const auto& cfg = *st->svc->config;
  audio::chunk_plan_options plan;
  plan.threshold_sec = cfg.engines.speech_chunk_threshold(cfg.audio.chunk_threshold_s);
  plan.search_window_sec = cfg.audio.chunk_window_s;
  start_chunks(st, audio::plan_chunks(d.result.frame_energies, d.result.sample_count, plan));
}

} // namespace

void transcription::cancel() {
  cancelled_->store(true);
  if (state_) {
    state_->stop_children();
  }
}

std::shared_ptr<transcription> transcribe(const std::shared_ptr<request_context>& ctx, transcription_input input,
                                          progress_fn progress, transcribed_fn done) {
  const auto& svc = ctx->svc();
  const auto& cfg = *svc.config;
  auto st = std::make_shared<transcription::state>();
  st->self = ctx->self();
  st->svc = &svc;
  st->request_id = ctx->request().request_id;
  st->cancelled = std::make_shared<std::atomic<bool>>(false);
  st->deadline = std::chrono::steady_clock::now() + std::chrono::seconds(cfg.http.audio_request_timeout_s);
  st->progress = std::move(progress);
  st->done = std::move(done);
  st->input = std::move(input);
  auto handle = std::make_shared<transcription>(st, st->cancelled);
  // However the request ends (answered, its deadline passed, a crash), decoding and queued
  // chunks stop: nobody waits for them, and they hold a worker and temporary disk. Weak:
  // the request context must not keep the work alive, nor the work the context.
  ctx->on_end([weak = std::weak_ptr<transcription::state>(st), flag = st->cancelled] {
    flag->store(true);
    if (auto live = weak.lock()) {
      live->stop_children();
      // Nobody can be answered any more; the callbacks may hold what holds this state.
      live->done = nullptr;
      live->progress = nullptr;
    }
  });
  decode_job job;
  job.upload = st->input.upload->path;
  job.upload_owner = st->input.upload;
  job.directory = st->input.pcm_directory;
  job.prefix = st->input.pcm_prefix;
  job.max_duration_sec = static_cast<double>(cfg.audio.max_duration_s);
  job.budget = svc.audio_temp;
  job.cancelled = st->cancelled;
  st->self->request(svc.decoder, st->remaining(), std::move(job))
      .then([st](decoded_audio& d) { decoded(st, d); },
            [st](caf::error& e) {
              log::warn("audio decoder gave no answer", {{"requestId", st->request_id}});
              st->fail(e == caf::sec::request_timeout ? error_code::upstream_timeout : error_code::internal);
            });
  return handle;
}

} // namespace cxs::actors
