#pragma once
// The speech engine as the pipeline uses it: a decorator around the configured engine that
// adds what the contract asks of every chunk, so no caller repeats it:
//  - retries: up to `attempts` calls while the engine fails in a way a retry can cure
//    (unavailable, timeout), none for audio it rejected, none once the request is cancelled;
//  - the circuit breaker shared by all workers (remote engine only): while it is open the
//    engine is not called at all;
//  - the fallback engine (remote engine with `fallback = "embedded"`): made on first need,
//    it transcribes a chunk the configured engine could not, and the result says `degraded`;
//  - metrics: remote_engine_call / remote_engine_wait (remote engine only) and
//    engine_fallback, labelled by kind ("speech"), never by engine name.
// One instance per speech worker, like any speech_engine (not thread-safe); the breaker and
// the metrics it points to are shared and thread-safe.

#include "engines/speech/speech_engine.hpp"

#include <functional>
#include <memory>

namespace cxs::metrics {
class service_metrics;
}

namespace cxs::engines {
class circuit_breaker;
}

namespace cxs::engines::speech {

struct resilient_options {
  /// Calls per chunk for retryable failures (the contract's two retries: 3). 1 when the
  /// engine retries by itself (the remote engine does, with backoff).
  int attempts = 3;
  /// Shared by every worker; set for a remote engine only (the embedded one has no server
  /// to protect). Its presence also marks the engine as remote for the metrics.
  circuit_breaker* breaker = nullptr;
  /// Makes the fallback engine (called at most once per instance, on first need); empty:
  /// no fallback.
  std::function<std::unique_ptr<speech_engine>()> make_fallback;
  /// May be null (tests).
  metrics::service_metrics* metrics = nullptr;
};

class resilient_speech final : public speech_engine {
 public:
  /// `primary` must not be null.
  resilient_speech(std::unique_ptr<speech_engine> primary, resilient_options options);
  ~resilient_speech() override;

  /// Transcribes one chunk with retries, breaker and fallback; never throws (an engine that
  /// throws counts as unavailable). A retry or the fallback needs `request.reopen`.
  [[nodiscard]] transcription_result transcribe(const transcription_request& request) override;

  /// The configured engine's languages (the fallback only serves what it accepts itself).
  [[nodiscard]] bool accepts_language(std::string_view code) const override;

 private:
  void count(std::string_view outcome) const;

  std::unique_ptr<speech_engine> primary_;
  std::unique_ptr<speech_engine> fallback_;
  bool fallback_made_ = false;
  resilient_options options_;
};

} // namespace cxs::engines::speech
