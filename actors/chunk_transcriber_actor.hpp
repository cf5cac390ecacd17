#pragma once
// One chunk transcriber per chunk of a recording: a short-lived actor spawned by the
// request's transcription (actors/transcription.hpp). It takes its chunk, asks the speech
// pool for it (with the request's remaining budget as timeout), answers its parent once —
// the chunk's transcript, or a failure saying why (pool timeout → timeout, anything else →
// unavailable) — and stops. It stops early, without asking the pool, when the request is
// already cancelled; the transcription also sends it an exit when the request ends. If it
// ends before answering (an exit, a crash), a functor attached on its start answers its
// parent with an unavailable failure, and the parent's own request timeout covers anything
// else: a chunk never leaves a request hanging.

#include "actors/speech_actor.hpp"

#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <chrono>

namespace cxs::actors {

/// `chunk_job` in, `chunk_transcript` out, exactly once; then the actor ends.
using chunk_transcriber_actor = caf::typed_actor<caf::replies_to<chunk_job>::with<chunk_transcript>>;

/// The behaviour: forwards its one chunk to `speech`, waiting at most `timeout`.
chunk_transcriber_actor::behavior_type chunk_transcriber(chunk_transcriber_actor::pointer self, speech_actor speech,
                                                         std::chrono::milliseconds timeout);

} // namespace cxs::actors
