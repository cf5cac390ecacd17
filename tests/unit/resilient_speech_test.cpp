// The resilient speech decorator with scripted fake engines: retries only what a retry can
// cure, never calls an engine whose breaker is open, falls back (degraded) when the
// configured engine fails, stops retrying once cancelled, and counts what it did.
#include "engines/speech/resilient_speech.hpp"

#include "engines/common/circuit_breaker.hpp"
#include "metrics/metrics.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace cxs::engines::speech;
using cxs::engines::circuit_breaker;
using namespace std::chrono_literals;

/// Answers with the scripted results in order (the last one repeats); records every call
/// and reads the chunk it is given to the end, as a real engine does.
class scripted_engine final : public speech_engine {
 public:
  explicit scripted_engine(std::vector<transcription_result> script, bool english_only = false)
      : script_(std::move(script)), english_only_(english_only) {}

  transcription_result transcribe(const transcription_request& request) override {
    ++calls;
    std::vector<std::int16_t> block(64);
    std::size_t samples = 0;
    while (const auto n = request.read(block)) {
      samples += n;
    }
    samples_read.push_back(samples);
    const auto i = std::min<std::size_t>(static_cast<std::size_t>(calls - 1), script_.size() - 1);
    return script_[i];
  }
  bool accepts_language(std::string_view code) const override { return !english_only_ || code == "en"; }

  int calls = 0;
  std::vector<std::size_t> samples_read;

 private:
  std::vector<transcription_result> script_;
  bool english_only_;
};

transcription_result ok(std::string text) {
  transcription_result r;
  r.text = std::move(text);
  r.language = "en";
  return r;
}

transcription_result fail(speech_failure why) {
  transcription_result r;
  r.failure = why;
  r.detail = "scripted";
  return r;
}

/// A chunk of `n` samples that can be read again (as the speech workers give it).
struct chunk {
  std::size_t n = 100;
  int opened = 0;
  pcm_reader reader() {
    ++opened;
    auto left = std::make_shared<std::size_t>(n);
    return [left](std::span<std::int16_t> out) {
      const auto k = std::min(out.size(), *left);
      *left -= k;
      return k;
    };
  }
  transcription_request request(const std::atomic<bool>* cancelled = nullptr) {
    transcription_request r;
    r.read = reader();
    r.reopen = [this]() -> std::optional<pcm_reader> { return reader(); };
    r.expected_samples = n;
    r.cancelled = cancelled;
    return r;
  }
};

/// Keeps a raw pointer to an engine handed over to the decorator, to count its calls.
template <class... Args>
std::unique_ptr<scripted_engine> engine(scripted_engine*& seen, Args&&... args) {
  auto made = std::make_unique<scripted_engine>(std::forward<Args>(args)...);
  seen = made.get();
  return made;
}

resilient_options opts(int attempts, circuit_breaker* breaker = nullptr, cxs::metrics::service_metrics* metrics = nullptr,
                       std::function<std::unique_ptr<speech_engine>()> fallback = {}) {
  resilient_options o;
  o.attempts = attempts;
  o.breaker = breaker;
  o.metrics = metrics;
  o.make_fallback = std::move(fallback);
  return o;
}

bool has_line(const std::string& text, const std::string& line) {
  return text.find(line + "\n") != std::string::npos;
}

}  // namespace

TEST(ResilientSpeech, FailsTwiceThenSucceedsGivesOneResultAfterThreeCalls) {
  scripted_engine* primary = nullptr;
  resilient_speech speech(engine(primary, std::vector{fail(speech_failure::unavailable),
                                                      fail(speech_failure::timeout), ok("chest pain")}),
                          opts(3));
  chunk c;
  const auto r = speech.transcribe(c.request());
  EXPECT_EQ(r.failure, speech_failure::none);
  EXPECT_EQ(r.text, "chest pain");
  EXPECT_FALSE(r.degraded);
  EXPECT_EQ(primary->calls, 3);
  // Every attempt read the whole chunk from a reader of its own.
  EXPECT_EQ(primary->samples_read, (std::vector<std::size_t>{100, 100, 100}));
  EXPECT_EQ(c.opened, 3);
}

TEST(ResilientSpeech, GivesUpAfterTheAttemptsWithTheLastFailure) {
  scripted_engine* primary = nullptr;
  resilient_speech speech(engine(primary, std::vector{fail(speech_failure::timeout)}), opts(3));
  chunk c;
  const auto r = speech.transcribe(c.request());
  EXPECT_EQ(r.failure, speech_failure::timeout);
  EXPECT_EQ(primary->calls, 3);
}

TEST(ResilientSpeech, NotRetryableIsCalledOnce) {
  scripted_engine* primary = nullptr;
  resilient_speech speech(engine(primary, std::vector{fail(speech_failure::rejected), ok("never")}), opts(3));
  chunk c;
  const auto r = speech.transcribe(c.request());
  EXPECT_EQ(r.failure, speech_failure::rejected);
  EXPECT_EQ(primary->calls, 1);
}

TEST(ResilientSpeech, CancelledRequestIsNotRetried) {
  scripted_engine* primary = nullptr;
  resilient_speech speech(engine(primary, std::vector{fail(speech_failure::unavailable), ok("late")}),
                          opts(3));
  chunk c;
  std::atomic<bool> cancelled{true};
  const auto r = speech.transcribe(c.request(&cancelled));
  EXPECT_EQ(r.failure, speech_failure::unavailable);
  EXPECT_EQ(primary->calls, 1);
}

TEST(ResilientSpeech, OpenBreakerMeansTheEngineIsNotCalled) {
  circuit_breaker breaker({.failure_threshold = 1, .open_pause = 3600s});
  auto permit = breaker.try_acquire();
  ASSERT_TRUE(permit);
  breaker.record(*permit, false);  // now open
  cxs::metrics::service_metrics metrics("test", "test");
  scripted_engine* primary = nullptr;
  resilient_speech speech(engine(primary, std::vector{ok("never")}),
                          opts(1, &breaker, &metrics));
  chunk c;
  const auto r = speech.transcribe(c.request());
  EXPECT_EQ(r.failure, speech_failure::unavailable);
  EXPECT_EQ(primary->calls, 0);
  EXPECT_TRUE(has_line(metrics.serialize(), R"(cxs_remote_engine_calls_total{kind="speech",outcome="refused"} 1)"))
      << metrics.serialize();
}

TEST(ResilientSpeech, FailuresOpenTheSharedBreaker) {
  circuit_breaker breaker({.failure_threshold = 2, .open_pause = 3600s});
  scripted_engine* primary = nullptr;
  resilient_speech speech(engine(primary, std::vector{fail(speech_failure::unavailable)}),
                          opts(1, &breaker));
  chunk c;
  (void)speech.transcribe(c.request());
  (void)speech.transcribe(c.request());
  EXPECT_EQ(primary->calls, 2);
  (void)speech.transcribe(c.request());
  EXPECT_EQ(primary->calls, 2);  // open: not called
  EXPECT_EQ(breaker.state(), cxs::engines::breaker_state::open);
}

TEST(ResilientSpeech, FallbackAnswerIsDegradedAndCounted) {
  circuit_breaker breaker({.failure_threshold = 5, .open_pause = 3600s});
  cxs::metrics::service_metrics metrics("test", "test");
  scripted_engine* primary = nullptr;
  scripted_engine* fallback = nullptr;
  int made = 0;
  resilient_speech speech(engine(primary, std::vector{fail(speech_failure::unavailable)}),
                          opts(1, &breaker, &metrics, [&]() -> std::unique_ptr<speech_engine> {
                            ++made;
                            return engine(fallback, std::vector{ok("fever")}, true);
                          }));
  chunk c;
  const auto r = speech.transcribe(c.request());
  EXPECT_EQ(r.failure, speech_failure::none);
  EXPECT_EQ(r.text, "fever");
  EXPECT_TRUE(r.degraded);
  ASSERT_NE(fallback, nullptr);
  EXPECT_EQ(fallback->samples_read, (std::vector<std::size_t>{100}));  // its own reader, whole chunk
  const auto text = metrics.serialize();
  EXPECT_TRUE(has_line(text, R"(cxs_engine_fallbacks_total{kind="speech"} 1)")) << text;
  EXPECT_TRUE(has_line(text, R"(cxs_remote_engine_calls_total{kind="speech",outcome="error"} 1)")) << text;
  (void)speech.transcribe(c.request());
  EXPECT_EQ(made, 1);  // made once, on first need
  EXPECT_EQ(fallback->calls, 2);
}

TEST(ResilientSpeech, FallbackServesOnlyLanguagesItHears) {
  scripted_engine* primary = nullptr;
  scripted_engine* fallback = nullptr;
  resilient_speech speech(engine(primary, std::vector{fail(speech_failure::unavailable)}),
                          opts(1, nullptr, nullptr, [&]() -> std::unique_ptr<speech_engine> {
                            return engine(fallback, std::vector{ok("fever")}, true);
                          }));
  chunk c;
  auto request = c.request();
  request.language_hint = "hi";
  const auto r = speech.transcribe(request);
  EXPECT_EQ(r.failure, speech_failure::unavailable);
  EXPECT_FALSE(r.degraded);
  ASSERT_NE(fallback, nullptr);
  EXPECT_EQ(fallback->calls, 0);
}

TEST(ResilientSpeech, ThrowingEngineIsAFailureNotACrash) {
  class throwing final : public speech_engine {
   public:
    transcription_result transcribe(const transcription_request&) override { throw std::runtime_error("boom"); }
    bool accepts_language(std::string_view) const override { return true; }
  };
  resilient_speech speech(std::make_unique<throwing>(), opts(2));
  chunk c;
  const auto r = speech.transcribe(c.request());
  EXPECT_EQ(r.failure, speech_failure::unavailable);
}
