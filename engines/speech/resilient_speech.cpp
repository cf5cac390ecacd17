#include "engines/speech/resilient_speech.hpp"

#include "engines/common/circuit_breaker.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

namespace cxs::engines::speech {
namespace {

bool retryable(const transcription_result& r) {
  return r.failure == speech_failure::unavailable || r.failure == speech_failure::timeout;
}

bool is_cancelled(const transcription_request& request) {
  return request.cancelled != nullptr && request.cancelled->load();
}

transcription_result failed(speech_failure why, std::string detail) {
  transcription_result r;
  r.failure = why;
  r.detail = std::move(detail);
  return r;
}

// One call, with a reader of its own: the first call uses the request's, later ones a
// fresh one (an engine consumes what it reads). An engine that throws breaks its contract;
// the chunk then fails like an unreachable engine instead of taking the worker down.
transcription_result call_once(speech_engine& engine, const transcription_request& request, bool& read_used) {
  transcription_request attempt = request;
  if (read_used) {
    auto fresh = request.reopen ? request.reopen() : std::nullopt;
    if (!fresh) {
      return failed(speech_failure::unavailable, "cannot read PCM");
    }
    attempt.read = std::move(*fresh);
  }
  read_used = true;
  try {
    return engine.transcribe(attempt);
  } catch (...) {
    return failed(speech_failure::unavailable, "engine threw");
  }
}

} // namespace

resilient_speech::resilient_speech(std::unique_ptr<speech_engine> primary, resilient_options options)
    : primary_(std::move(primary)), options_(std::move(options)) {}

resilient_speech::~resilient_speech() = default;

bool resilient_speech::accepts_language(std::string_view code) const { return primary_->accepts_language(code); }

void resilient_speech::count(std::string_view outcome) const {
  if (options_.breaker != nullptr && options_.metrics != nullptr) {
    options_.metrics->remote_engine_call("speech", outcome);
  }
}

transcription_result resilient_speech::transcribe(const transcription_request& request) {
  bool read_used = false;
  transcription_result result;
  // The shared breaker (remote engine only): while it is open the server is not called.
  const auto permit = options_.breaker != nullptr ? options_.breaker->try_acquire()
                                                  : std::optional<breaker_permit>{breaker_permit{}};
  if (!permit) {
    result = failed(speech_failure::unavailable, "circuit breaker open: not called");
    count("refused");
    log::warn("speech chunk not sent", {{"detail", result.detail}});
  } else {
    const auto sent_at = std::chrono::steady_clock::now();
    const int attempts = std::max(1, options_.attempts);
    for (int attempt = 0; attempt < attempts; ++attempt) {
      result = call_once(*primary_, request, read_used);
      if (!retryable(result) || is_cancelled(request)) {
        break;
      }
      log::warn("speech chunk failed", {{"attempt", attempt + 1}, {"detail", result.detail}});
    }
    // Audio the server refused (rejected) is an answer: only unavailability and timeouts
    // count against the server. A chunk given up because the request was cancelled proves
    // nothing either way and counts as a success, so a probe is never left open.
    const bool cancelled = is_cancelled(request);
    const bool server_failed = retryable(result) && !cancelled;
    if (options_.breaker != nullptr) {
      options_.breaker->record(*permit, !server_failed);
    }
    if (!cancelled) {  // an abandoned call is neither a success nor a failure of the server
      count(!server_failed ? "ok" : result.failure == speech_failure::timeout ? "timeout" : "error");
      if (options_.breaker != nullptr && options_.metrics != nullptr) {
        options_.metrics->remote_engine_wait(
            "speech", std::chrono::duration<double>(std::chrono::steady_clock::now() - sent_at).count());
      }
    }
  }
  if (retryable(result) && !is_cancelled(request) && options_.make_fallback) {
    // The configured engine is down or refused: degrade to the fallback, if it can hear this.
    if (!fallback_made_) {
      fallback_made_ = true;
      fallback_ = options_.make_fallback();
    }
    if (fallback_ && (!request.language_hint || fallback_->accepts_language(*request.language_hint))) {
      result = call_once(*fallback_, request, read_used);
      result.degraded = result.failure == speech_failure::none;
      if (result.degraded && options_.metrics != nullptr) {
        options_.metrics->engine_fallback("speech");
      }
    }
  }
  return result;
}

} // namespace cxs::engines::speech
