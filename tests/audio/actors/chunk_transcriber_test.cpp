// One chunk transcriber per chunk, with a fake speech pool of the same typed interface,
// under CAF's deterministic test coordinator: it answers its parent with the pool's
// transcript exactly once, turns a pool that never answers into a timeout failure and a
// dead pool into an unavailable failure, fails its parent's request when killed, does not ask the pool for a cancelled request,
// and ends after answering.

#include "actors/chunk_transcriber_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/actor_system_config.hpp>
#include <caf/event_based_actor.hpp>
#include <caf/scheduler/test_coordinator.hpp>
#include <caf/scoped_actor.hpp>
#include <caf/send.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <optional>

namespace cxs::actors {
namespace {

using namespace std::chrono_literals;
using engines::speech::speech_failure;

enum class pool_mode { answers, silent };

struct pool_log {
  int asked = 0;
};

speech_actor::behavior_type fake_pool(speech_actor::pointer, pool_mode mode, std::shared_ptr<pool_log> log) {
  return {[mode, log](chunk_job& job) -> caf::result<chunk_transcript> {
    ++log->asked;
    switch (mode) {
    case pool_mode::answers: {
      chunk_transcript t;
      t.result.text = "chunk " + std::to_string(job.range.first_sample);
      t.result.language = "en";
      return t;
    }
    case pool_mode::silent: return caf::delegated<chunk_transcript>{};  // holds the request for ever
    }
    return caf::delegated<chunk_transcript>{};
  }};
}

class ChunkTranscriber : public ::testing::Test {
protected:
  ChunkTranscriber() {
    cfg_.set("scheduler.policy", caf::atom("testing"));
    sys_ = std::make_unique<caf::actor_system>(cfg_);
    sched_ = &dynamic_cast<caf::scheduler::test_coordinator&>(sys_->scheduler());
  }

  /// Spawns a parent that asks one chunk transcriber for `job` and keeps the answers.
  chunk_transcriber_actor run(pool_mode mode, chunk_job job) {
    pool_ = sys_->spawn(fake_pool, mode, log_);
    auto child = sys_->spawn(chunk_transcriber, pool_, 10s);
    auto answers = answers_;
    auto errors = errors_;
    // (The unused int: CAF 0.17 dereferences a null argument tuple for a function actor
    // without arguments; see actors/cpu_pool.cpp.)
    sys_->spawn(
        [child, job, answers, errors](caf::event_based_actor* self, int) {
          self->request(child, 60s, job).then([answers](chunk_transcript& t) { answers->push_back(t.result); },
                                              [errors](caf::error&) { ++*errors; });
        },
        0);
    return child;
  }

  static chunk_job job(bool cancelled = false) {
    chunk_job j;
    j.range = {1600, 3200};
    j.cancelled = std::make_shared<std::atomic<bool>>(cancelled);
    return j;
  }

  caf::actor_system_config cfg_;
  std::unique_ptr<caf::actor_system> sys_;
  caf::scheduler::test_coordinator* sched_ = nullptr;
  speech_actor pool_;
  std::shared_ptr<pool_log> log_ = std::make_shared<pool_log>();
  std::shared_ptr<std::vector<engines::speech::transcription_result>> answers_ =
      std::make_shared<std::vector<engines::speech::transcription_result>>();
  std::shared_ptr<int> errors_ = std::make_shared<int>(0);
};

TEST_F(ChunkTranscriber, AnswersItsParentWithThePoolsTranscriptOnceAndEnds) {
  auto child = run(pool_mode::answers, job());
  sched_->run();
  ASSERT_EQ(answers_->size(), 1U);
  EXPECT_EQ((*answers_)[0].failure, speech_failure::none);
  EXPECT_EQ((*answers_)[0].text, "chunk 1600");
  EXPECT_EQ(*errors_, 0);
  EXPECT_EQ(log_->asked, 1);
  // It has ended: a second job is not answered by it (the request fails at once).
  auto late = answers_;
  auto late_errors = errors_;
  sys_->spawn(
      [child, late, late_errors](caf::event_based_actor* self, int) {
        self->request(child, 1s, job()).then([late](chunk_transcript& t) { late->push_back(t.result); },
                                             [late_errors](caf::error&) { ++*late_errors; });
      },
      0);
  sched_->run();
  EXPECT_EQ(answers_->size(), 1U);
  EXPECT_EQ(*errors_, 1);
}

TEST_F(ChunkTranscriber, APoolThatNeverAnswersBecomesATimeoutFailure) {
  run(pool_mode::silent, job());
  sched_->run();
  EXPECT_TRUE(answers_->empty());
  sched_->trigger_timeout();  // the child's 10 s request to the pool, the earliest
  sched_->run();
  ASSERT_EQ(answers_->size(), 1U);
  EXPECT_EQ((*answers_)[0].failure, speech_failure::timeout);
  EXPECT_EQ(*errors_, 0);
}

TEST_F(ChunkTranscriber, ADeadPoolBecomesAnUnavailableFailure) {
  // The pool is gone (shutdown, a worker crashed and took its dispatcher along).
  pool_ = sys_->spawn(fake_pool, pool_mode::answers, log_);
  caf::anon_send_exit(pool_, caf::exit_reason::kill);
  sched_->run();
  auto child = sys_->spawn(chunk_transcriber, pool_, 10s);
  auto answers = answers_;
  sys_->spawn(
      [child, answers](caf::event_based_actor* self, int) {
        self->request(child, 60s, job()).then([answers](chunk_transcript& t) { answers->push_back(t.result); },
                                              [](caf::error&) {});
      },
      0);
  sched_->run();
  ASSERT_EQ(answers_->size(), 1U);
  EXPECT_EQ((*answers_)[0].failure, speech_failure::unavailable);
  EXPECT_EQ(*errors_, 0);
}

TEST_F(ChunkTranscriber, ACancelledRequestDoesNotAskThePool) {
  run(pool_mode::answers, job(true));
  sched_->run();
  ASSERT_EQ(answers_->size(), 1U);
  EXPECT_EQ((*answers_)[0].failure, speech_failure::unavailable);
  EXPECT_EQ(log_->asked, 0);
}

TEST_F(ChunkTranscriber, AChildKilledBeforeAnsweringFailsItsParentsRequest) {
  auto child = run(pool_mode::silent, job());
  sched_->run();
  caf::anon_send_exit(child, caf::exit_reason::user_shutdown);  // what the transcription sends on cancel
  sched_->run();
  ASSERT_EQ(answers_->size(), 1U);  // the parent hears of it at once, it does not hang
  EXPECT_EQ((*answers_)[0].failure, speech_failure::unavailable);
}

} // namespace
} // namespace cxs::actors
