#pragma once
// The speech-engine interface: one chunk of 16 kHz mono PCM in, English text out.
// Implementations: the embedded pocketsphinx engine (English only) and the remote
// OpenAI-compatible engine (translate mode, 23 languages). An engine instance is used by one
// worker thread at a time (pocketsphinx decoders are not thread-safe); a pool owns one
// instance per worker. Calls block, so they run only on detached worker actors, never on a
// CAF scheduler thread or a Beast I/O thread.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace cxs::engines::speech {

/// How the recording was made; validated at the edge ("doctor" | "doctor_patient").
enum class speaker_mode { doctor, doctor_patient };

/// Pulls the chunk's PCM (16 kHz, mono, signed 16-bit, native endian) block by block:
/// fills `out` from the front and returns how many samples it wrote; 0 means the end.
/// Pulling rather than passing one buffer keeps a long chunk out of memory: the decoder
/// writes PCM to a temporary file and each chunk reads its own range of it.
using pcm_reader = std::function<std::size_t(std::span<std::int16_t> out)>;

struct transcription_request {
  pcm_reader read;                            ///< the chunk's samples
  std::size_t expected_samples = 0;           ///< how many `read` will yield, when known (0: unknown)
  std::optional<std::string> language_hint;   ///< one of our 23 codes, when the client gave one
  speaker_mode speakers = speaker_mode::doctor;
  /// Makes a fresh reader of the same samples (an engine consumes the `read` it is given), so
  /// a decorator can try again; empty when the chunk cannot be read twice. Engines ignore it.
  std::function<std::optional<pcm_reader>()> reopen;
  /// Reads true once nobody waits for the answer (client gone, deadline passed): a decorator
  /// makes no further attempt. May be null. Engines ignore it (`read` already stops short).
  const std::atomic<bool>* cancelled = nullptr;
};

/// Why a call failed; the caller maps these to contract codes (never engine names).
enum class speech_failure {
  none,
  unavailable,  ///< engine could not be reached or failed (→ 502 UPSTREAM_ERROR after retries)
  timeout,      ///< engine did not answer in time (→ 504 UPSTREAM_TIMEOUT after retries)
  rejected,     ///< the input itself is unusable; retrying cannot help (→ 502)
};

struct transcription_result {
  speech_failure failure = speech_failure::none;
  std::string text;      ///< English transcript of the chunk (may be empty: silence)
  std::string language;  ///< detected source language, one of our 23 codes ("en" if unknown)
  int total_tokens = 0;  ///< usage reported by a remote engine, 0 for the embedded one
  bool degraded = false; ///< a fallback engine answered because the configured one failed
  std::string detail;    ///< for server logs only: never contains transcript text or secrets
};

/// One engine instance. Not thread-safe: one worker thread uses it at a time.
class speech_engine {
 public:
  virtual ~speech_engine() = default;
  /// Transcribes one chunk; never throws.
  [[nodiscard]] virtual transcription_result transcribe(const transcription_request& request) = 0;
  /// Languages this engine accepts as input (the embedded one: "en" only).
  [[nodiscard]] virtual bool accepts_language(std::string_view code) const = 0;
};

} // namespace cxs::engines::speech
