// The extractor pool (actors/extractor.cpp) with a fake language engine of the same
// interface: a worker whose engine throws answers failure = INTERNAL (and keeps serving),
// every message type reaches the engine and comes back typed, with one worker the jobs
// run in the order they were sent (one FIFO queue), and a long job of a local engine runs
// on its own thread while short ones keep being answered on the scheduler.
//
// Detached workers own threads, so this uses CAF's real scheduler and a scoped_actor that
// waits for each answer (with a timeout that only bounds a hang; nothing is timed).

#include <gtest/gtest.h>

#include "actors/extractor_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/actor_system_config.hpp>
#include <caf/scoped_actor.hpp>
#include <caf/send.hpp>

#include <chrono>
#include <future>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace lang = cxs::engines::language;
using cxs::domain::error_code;

namespace {

// Answers with the job's text as `version`; throws for the text "boom"; a text longer than
// the scheduler pool's limit waits until `release_long_jobs` (bounded by the hang bound).
// Records the order in which texts reached it.
class fake_engine final : public lang::language_engine {
public:
  [[nodiscard]] lang::extraction_result extract(const lang::extraction_job& job) const override {
    record(job.text.size() > cxs::actors::scheduler_job_max_bytes ? "long" : job.text);
    if (job.text == "boom") {
      throw std::runtime_error("engine bug");
    }
    if (job.text.size() > cxs::actors::scheduler_job_max_bytes) {
      long_started_.set_value();
      release_.wait_for(std::chrono::seconds(30));
    }
    lang::extraction_result out;
    out.version = job.text;
    return out;
  }
  [[nodiscard]] lang::summary_result summarize(const lang::summary_job& job) const override {
    record(job.text);
    lang::summary_result out;
    out.summary = "summary of " + job.text;
    return out;
  }
  [[nodiscard]] lang::insights_result insights(const lang::insights_job& job) const override {
    record(job.transcript);
    throw std::logic_error("engine bug");
  }
  [[nodiscard]] lang::assist_result assist(const lang::assist_job& job) const override {
    record(job.message);
    lang::assist_result out;
    out.result["answer"] = job.message;
    return out;
  }
  [[nodiscard]] bool remote() const override { return false; }

  void release_long_jobs() { release_promise_.set_value(); }
  [[nodiscard]] bool long_job_started() const {
    return long_started_future_.wait_for(std::chrono::seconds(30)) == std::future_status::ready;
  }

  [[nodiscard]] std::vector<std::string> seen() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return seen_;
  }

private:
  void record(const std::string& s) const {
    std::lock_guard<std::mutex> lock(mutex_);
    seen_.push_back(s);
  }
  mutable std::mutex mutex_;
  mutable std::vector<std::string> seen_;
  std::promise<void> release_promise_;
  std::shared_future<void> release_ = release_promise_.get_future().share();
  mutable std::promise<void> long_started_;
  std::future<void> long_started_future_ = long_started_.get_future();
};

constexpr auto hang_bound = std::chrono::seconds(30);

class ExtractorActor : public ::testing::Test {
protected:
  caf::actor_system_config cfg;
  caf::actor_system sys{cfg};
  std::shared_ptr<fake_engine> engine = std::make_shared<fake_engine>();

  ~ExtractorActor() override {
    for (auto& e : spawned) {
      caf::anon_send_exit(e, caf::exit_reason::user_shutdown);
    }
    sys.await_all_actors_done();
  }

  cxs::actors::extractor_actor spawn(int workers) {
    auto e = cxs::actors::spawn_extractor(sys, engine, workers);
    spawned.push_back(e);
    return e;
  }

  std::vector<cxs::actors::extractor_actor> spawned;
};

lang::extraction_job job_for(const std::string& text) {
  lang::extraction_job job;
  job.text = text;
  return job;
}

} // namespace

TEST_F(ExtractorActor, ThrowingEngineAnswersInternalAndTheWorkerKeepsServing) {
  auto extractor = spawn(1);
  caf::scoped_actor self{sys};
  std::optional<lang::extraction_result> first;
  self->request(extractor, hang_bound, job_for("boom"))
      .receive([&](lang::extraction_result& r) { first = std::move(r); },
               [&](caf::error& e) { FAIL() << sys.render(e); });
  ASSERT_TRUE(first.has_value());
  ASSERT_TRUE(first->failure.has_value());
  EXPECT_EQ(*first->failure, error_code::internal);

  lang::insights_job i;
  i.transcript = "t";
  std::optional<lang::insights_result> insights;
  self->request(extractor, hang_bound, i)
      .receive([&](lang::insights_result& r) { insights = std::move(r); },
               [&](caf::error& e) { FAIL() << sys.render(e); });
  ASSERT_TRUE(insights.has_value());
  ASSERT_TRUE(insights->failure.has_value());
  EXPECT_EQ(*insights->failure, error_code::internal);

  // The same (only) worker still answers.
  std::optional<lang::extraction_result> after;
  self->request(extractor, hang_bound, job_for("fine"))
      .receive([&](lang::extraction_result& r) { after = std::move(r); },
               [&](caf::error& e) { FAIL() << sys.render(e); });
  ASSERT_TRUE(after.has_value());
  EXPECT_FALSE(after->failure.has_value());
  EXPECT_EQ(after->version, "fine");
}

TEST_F(ExtractorActor, EveryMessageTypeComesBackTyped) {
  auto extractor = spawn(2);
  caf::scoped_actor self{sys};
  lang::summary_job s;
  s.text = "x";
  self->request(extractor, hang_bound, s)
      .receive([&](lang::summary_result& r) { EXPECT_EQ(r.summary, "summary of x"); },
               [&](caf::error& e) { FAIL() << sys.render(e); });
  lang::assist_job a;
  a.message = "hello";
  self->request(extractor, hang_bound, a)
      .receive([&](lang::assist_result& r) { EXPECT_EQ(r.result.at("answer").as_string(), "hello"); },
               [&](caf::error& e) { FAIL() << sys.render(e); });
}

TEST_F(ExtractorActor, OneWorkerRunsJobsInTheOrderSent) {
  auto extractor = spawn(1);
  caf::scoped_actor self{sys};
  const std::vector<std::string> texts{"a", "b", "c", "d", "e"};
  for (const auto& t : texts) {
    self->send(extractor, job_for(t));  // all queued before the first answer is read
  }
  std::vector<std::string> answered;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    self->receive([&](lang::extraction_result& r) { answered.push_back(r.version); },
                  caf::after(hang_bound) >> [&] { FAIL() << "no answer"; });
  }
  EXPECT_EQ(engine->seen(), texts);
  EXPECT_EQ(answered, texts);
}

TEST_F(ExtractorActor, ALongJobRunsApartAndShortOnesAreStillAnswered) {
  auto extractor = spawn(1);  // one scheduler worker and one detached worker
  caf::scoped_actor self{sys};
  self->send(extractor, job_for(std::string(cxs::actors::scheduler_job_max_bytes + 1, 'x')));
  ASSERT_TRUE(engine->long_job_started());
  // The long job holds the detached worker; short jobs go to the scheduler worker.
  for (const std::string t : {"a", "b"}) {
    self->request(extractor, hang_bound, job_for(t))
        .receive([&](lang::extraction_result& r) { EXPECT_EQ(r.version, t); },
                 [&](caf::error& e) { FAIL() << sys.render(e); });
  }
  EXPECT_EQ(engine->seen(), (std::vector<std::string>{"long", "a", "b"}));
  engine->release_long_jobs();
  self->receive([&](lang::extraction_result& r) { EXPECT_EQ(r.version.size(), cxs::actors::scheduler_job_max_bytes + 1); },
                caf::after(hang_bound) >> [&] { FAIL() << "the long job was not answered"; });
}

TEST(ExtractorPool, ShortJobsOfALocalEngineRunOnTheScheduler) {
  using cxs::actors::extractor_pool;
  using cxs::actors::pool_for;
  using cxs::actors::scheduler_job_max_bytes;
  lang::extraction_job e;
  e.text.assign(scheduler_job_max_bytes, 'x');
  EXPECT_EQ(pool_for(e, false), extractor_pool::scheduler);
  EXPECT_EQ(pool_for(e, true), extractor_pool::detached);  // a remote engine waits on the network
  e.text.push_back('x');
  EXPECT_EQ(pool_for(e, false), extractor_pool::detached);

  lang::summary_job s;
  s.text = "short";
  EXPECT_EQ(pool_for(s, false), extractor_pool::scheduler);
  s.text.assign(scheduler_job_max_bytes + 1, 'x');
  EXPECT_EQ(pool_for(s, false), extractor_pool::detached);

  // Insights read the transcript and the prior note: their sum counts.
  lang::insights_job i;
  i.transcript.assign(scheduler_job_max_bytes / 2 + 1, 'x');
  i.prior_note_summary.assign(scheduler_job_max_bytes / 2, 'x');
  EXPECT_EQ(pool_for(i, false), extractor_pool::detached);
  i.prior_note_summary.clear();
  EXPECT_EQ(pool_for(i, false), extractor_pool::scheduler);

  // The assistant's diagnose runs every saved transcript: their sum counts.
  lang::assist_job a;
  a.message = "why";
  EXPECT_EQ(pool_for(a, false), extractor_pool::scheduler);
  for (int k = 0; k < 3; ++k) {
    lang::assist_transcript t;
    t.transcript.assign(scheduler_job_max_bytes / 3, 'x');
    a.transcripts.push_back(t);
  }
  EXPECT_EQ(pool_for(a, false), extractor_pool::detached);
  EXPECT_EQ(pool_for(a, true), extractor_pool::detached);
}
