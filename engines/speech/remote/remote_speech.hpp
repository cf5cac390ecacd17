#pragma once
// The remote speech engine: an OpenAI-compatible transcription server (Whisper-class) on
// the hospital's network, used in translate mode so every transcript is English whatever
// was spoken, with the detected source language (CONTRACT "Engines").
//
// Per chunk: POST {url}/v1/audio/translations, multipart/form-data with
//   model            from config
//   response_format  verbose_json (gives `language` besides `text`)
//   temperature      0
//   language         the client's language hint, when given (servers that translate
//                    take it as the source language; others ignore it)
//   prompt           a short context line (a clinical consult, and who speaks)
//   file             last: the chunk as a 16 kHz mono 16-bit PCM WAV, written into the
//                    body as the pcm_reader yields it
// and `Authorization: Bearer <secret>` when a secret is configured. The answer's `text`
// is the transcript; `language` — an English language name ("hindi") or a code ("hi",
// "zh-CN") — is mapped to our 23 codes ("en" when it is none of them).
//
// Failures: transport errors, timeouts, 429 and 5xx are retried `retries` times with
// backoff and jitter, then `unavailable` (or `timeout` when the last attempt timed out);
// 400/413/415/422 mean the audio itself was refused (`rejected`, not retried); other
// statuses and unreadable answers are `unavailable`. `detail` is for server logs: status
// and phase only, never the server's body or any transcript text.

#include "engines/common/backoff.hpp"
#include "engines/speech/speech_engine.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::engines::speech::remote {

/// Where and how to reach the server (from config `[engines.speech]`).
struct remote_speech_config {
  std::string url;      ///< base URL; "{url}/v1/audio/translations" is called
  std::string model;
  std::string api_key;  ///< bearer secret; empty sends no Authorization header
  std::chrono::milliseconds timeout{120000};  ///< per HTTP call
  retry_policy retry;
};

/// Maps what a Whisper-style server reports as the language — a lower-case English name
/// ("hindi", "mandarin"), a code ("hi"), or a locale ("zh-CN", "pt_BR") — to one of our
/// 23 codes; nullopt when it is none of them.
[[nodiscard]] std::optional<std::string_view> language_code_of(std::string_view reported);

/// A RIFF/WAVE file (PCM, 16-bit little-endian, mono) of `samples` at `sample_rate`.
[[nodiscard]] std::string build_wav(std::span<const std::int16_t> samples, std::uint32_t sample_rate = 16000);

/// One part of a multipart/form-data body.
struct form_part {
  std::string name;
  std::string value;
  std::string filename;      ///< set for a file part
  std::string content_type;  ///< set for a file part
};

/// The body of a multipart/form-data request with `boundary` (which must not occur in any
/// value; build_multipart does not check).
[[nodiscard]] std::string build_multipart(const std::vector<form_part>& parts, std::string_view boundary);

/// The same body as build_multipart(fields + the file part {"file", build_wav(samples),
/// "chunk.wav", "audio/wav"}), with the WAV written straight into the body as `read` yields
/// samples: the chunk is held once (a 55-minute chunk is ~105 MB), not as samples, WAV and
/// body at once. nullopt when `read` yields no sample. `expected_samples` (0: unknown)
/// sizes the body once instead of letting it grow.
[[nodiscard]] std::optional<std::string> build_multipart_with_wav(const std::vector<form_part>& fields,
                                                                  const pcm_reader& read, std::string_view boundary,
                                                                  std::size_t expected_samples = 0,
                                                                  std::uint32_t sample_rate = 16000);

/// The remote engine. Its connection to the server is kept by the calling thread
/// (http_call::keep_alive), not by the instance; the speech_engine contract gives each
/// worker its own instance anyway.
class remote_speech_engine final : public speech_engine {
 public:
  explicit remote_speech_engine(remote_speech_config config);

  [[nodiscard]] transcription_result transcribe(const transcription_request& request) override;

  /// All 23 languages: the server translates.
  [[nodiscard]] bool accepts_language(std::string_view code) const override;

  /// HTTP requests sent by this instance (retries included), for tests and metrics.
  [[nodiscard]] int http_calls() const noexcept { return http_calls_; }

 private:
  remote_speech_config config_;
  int http_calls_ = 0;
};

} // namespace cxs::engines::speech::remote
