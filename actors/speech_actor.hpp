#pragma once
// The speech pool: a fixed number of detached speech workers, each owning one speech engine
// made on first use (a recogniser costs ~0.4 s and ~90 MB, so an idle replica does not pay
// for it) and kept for the worker's life. The engine is the resilient decorator
// (engines/speech/resilient_speech.hpp): retries, circuit breaker and fallback happen
// inside it, so a chunk's answer is final.

#include "actors/decoder_actor.hpp"
#include "actors/local_message.hpp"
#include "engines/audio/chunk_plan.hpp"
#include "engines/speech/speech_engine.hpp"

#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace cxs::actors {

/// Transcribe one chunk of a decoded recording (message).
struct chunk_job {
  std::shared_ptr<const pcm_audio> pcm;  ///< the recording; kept alive while the chunk is read
  engines::audio::sample_range range;    ///< the chunk's samples
  std::optional<std::string> language;   ///< the client's language code, when given
  engines::speech::speaker_mode speakers = engines::speech::speaker_mode::doctor;
  /// Set by the request when nobody waits any more: a queued chunk does not start, a running
  /// one stops feeding the engine, and no retry or fallback follows.
  std::shared_ptr<const std::atomic<bool>> cancelled;
};
CXS_LOCAL_MESSAGE(chunk_job)

/// One chunk's transcription (message): text, detected language, usage, degraded, or why
/// it failed (speech_failure; the caller maps it to UPSTREAM_ERROR / UPSTREAM_TIMEOUT).
struct chunk_transcript {
  engines::speech::transcription_result result;
};
CXS_LOCAL_MESSAGE(chunk_transcript)

/// The pool (and each worker): one chunk in, its transcript out, answered once.
using speech_actor = caf::typed_actor<caf::replies_to<chunk_job>::with<chunk_transcript>>;

/// Makes one worker's engine (called once per worker, on its first chunk; again on a later
/// chunk if it returned null). In the service: the configured engine in a resilient_speech.
using speech_engine_factory = std::function<std::unique_ptr<engines::speech::speech_engine>()>;

/// Spawns `workers` (at least 1) detached speech workers behind a dispatcher; stop it with
/// an exit message.
[[nodiscard]] speech_actor spawn_speech_pool(caf::actor_system& system, int workers, speech_engine_factory make_engine);

} // namespace cxs::actors
