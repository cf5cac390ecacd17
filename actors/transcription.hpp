#pragma once
// One request's transcription, run by its request supervisor: decode (the decoder pool) →
// chunk plan (quiet points, engines/audio/chunk_plan) → one chunk_transcriber actor per
// chunk, all asking the speech pool (whose worker count bounds how many run at once) →
// the chunk transcripts joined in order. Every step is a request with a timeout taken from
// the request's audio budget ([http] audio_request_timeout_s); the answer comes exactly once,
// as a transcript or as the contract error to send (UNSUPPORTED_MEDIA, PAYLOAD_TOO_LARGE,
// SERVICE_UNAVAILABLE, UPSTREAM_ERROR, UPSTREAM_TIMEOUT, CLIENT_CLOSED, INTERNAL).
//
// It runs in the supervisor's own actor context (its callbacks too), so a handler may write
// stream frames from them. When the request ends for any reason (answered, deadline, crash,
// see request_context::on_end) or cancel() is called (the stream's client went away), the
// shared cancellation flag stops the decode and the chunks between blocks of samples, queued
// work is not started, and every chunk transcriber still running is sent an exit.

#include "actors/request_supervisor_actor.hpp"

#include <atomic>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace cxs::actors {

/// What to transcribe, and where the decoded audio may go.
struct transcription_input {
  std::shared_ptr<const uploaded_file> upload;  ///< the request's file part (required)
  std::optional<std::string> language;          ///< the client's (validated) language code
  engines::speech::speaker_mode speakers = engines::speech::speaker_mode::doctor;
  std::filesystem::path pcm_directory;          ///< the temporary-file directory
  std::string pcm_prefix;                       ///< this process's PCM file-name prefix
};

/// A recording's transcript.
struct transcript {
  std::string text;            ///< the chunks' texts joined with single spaces, in order
  std::string language = "en"; ///< the first language a chunk reported
  double duration_sec = 0;     ///< decoded duration
  int chunk_count = 0;
  bool degraded = false;       ///< a fallback engine transcribed at least one chunk
  int total_tokens = 0;        ///< usage reported by a remote engine
};

/// How a transcription ended: exactly one of the two is set.
struct transcription_outcome {
  std::optional<transcript> value;
  std::optional<api_error> error;
};

/// Opt-in progress: stage "decode" once the chunk plan is known (0 of N), then
/// "transcribe" after each chunk (done of N). Called in the supervisor's context.
using progress_fn = std::function<void(std::string_view stage, std::size_t chunks_done, std::size_t chunk_count)>;
using transcribed_fn = std::function<void(transcription_outcome)>;

/// A transcription in flight.
class transcription {
public:
  /// Stops the work (idempotent). `done` is then still called once, unless it already was.
  void cancel();
  [[nodiscard]] bool cancelled() const { return cancelled_->load(); }

  struct state;  // the implementation's; public so it can be shared with continuations

  explicit transcription(std::shared_ptr<state> st, std::shared_ptr<std::atomic<bool>> cancelled)
      : state_(std::move(st)), cancelled_(std::move(cancelled)) {}

private:
  std::shared_ptr<state> state_;
  std::shared_ptr<std::atomic<bool>> cancelled_;
};

/// Starts transcribing `input` for the request `ctx` with the services' decoder and speech
/// pools; `done` is called exactly once in the supervisor's context. `progress` may be empty.
[[nodiscard]] std::shared_ptr<transcription> transcribe(const std::shared_ptr<request_context>& ctx,
                                                        transcription_input input, progress_fn progress,
                                                        transcribed_fn done);

} // namespace cxs::actors
