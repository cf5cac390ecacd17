// The request supervisor and the audited path (http/audited_call → actors/invocation) with
// fake children of the same typed interfaces, under CAF's deterministic test coordinator:
// every path — answer, dead child, child that times out, client gone, deadline, crash —
// gives the right answer and exactly one invocation `close` (the audit row's message).

#include "actors/invocation_actor.hpp"
#include "actors/request_supervisor_actor.hpp"
#include "config/config.hpp"
#include "http/audited_call.hpp"
#include "tests/actors/fake_services.hpp"

#include <caf/actor_system.hpp>
#include <caf/actor_system_config.hpp>
#include <caf/event_based_actor.hpp>
#include <caf/scheduler/test_coordinator.hpp>
#include <caf/send.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cxs::actors {
namespace {

using namespace std::chrono_literals;
using domain::error_code;

/// What the fake invocation actor saw.
struct invocation_log {
  int opens = 0;
  std::vector<invocation_close> closes;
  invocation_admission admission;  ///< what `open` answers
};

invocation_actor::behavior_type fake_invocation(invocation_actor::pointer, std::shared_ptr<invocation_log> log) {
  return {
      [log](invocation_open&) {
        ++log->opens;
        return log->admission;
      },
      [log](invocation_close& close) {
        log->closes.push_back(close);
        return invocation_closed{close.response, true};
      },
  };
}

using test::fake_key_cache;

/// A per-request worker with a typed interface: answers, dies, or never answers.
using work_atom = caf::atom_constant<caf::atom("work")>;
using worker_actor = caf::typed_actor<caf::replies_to<work_atom, int>::with<int>>;
enum class worker_mode { answers, dies, silent, answers_then_handler_throws };

worker_actor::behavior_type fake_worker(worker_actor::pointer self, worker_mode mode) {
  return {
      [self, mode](work_atom, int x) -> caf::result<int> {
        switch (mode) {
        case worker_mode::answers:
        case worker_mode::answers_then_handler_throws: return 2 * x;
        case worker_mode::dies: self->quit(caf::exit_reason::kill); return caf::delegated<int>{};
        case worker_mode::silent: return caf::delegated<int>{};  // holds the request for ever
        }
        return caf::delegated<int>{};
      },
  };
}

class RequestSupervisor : public ::testing::Test {
protected:
  RequestSupervisor() {
    cfg_.set("scheduler.policy", caf::atom("testing"));
    sys_ = std::make_unique<caf::actor_system>(cfg_);
    sched_ = &dynamic_cast<caf::scheduler::test_coordinator&>(sys_->scheduler());
    config_.http.request_timeout_s = 30;
    svc_.config = &config_;
    svc_.db_timeout = 1s;
    svc_.keys = sys_->spawn(fake_key_cache, 0);
    log_ = std::make_shared<invocation_log>();
    svc_.invocation = sys_->spawn(fake_invocation, log_);
  }

  ~RequestSupervisor() override {
    for (const auto& a : {caf::actor_cast<caf::actor>(svc_.keys),
                          caf::actor_cast<caf::actor>(svc_.invocation)}) {
      caf::anon_send_exit(a, caf::exit_reason::user_shutdown);
    }
    sched_->run();
  }

  static http_request extract_request() {
    http_request req;
    req.method = "POST";
    req.path = "/api/v1/extract/opd";
    req.route = "/api/v1/extract/:apiSlug";
    req.request_id = "req_test";
    req.received_at = std::chrono::steady_clock::now();
    req.headers.emplace_back("authorization", "Bearer svc_test_" + std::string(40, 'a'));
    return req;
  }

  /// Spawns a supervisor for an audited call whose work asks a fresh `worker` (watched)
  /// and answers 200 {"v": …}, or the error the worker's failure maps to.
  caf::actor start(worker_mode mode) {
    auto handler = [mode](const std::shared_ptr<request_context>& ctx) {
      http::run_audited(ctx, "text.extract", "extract",
                        [mode](const std::shared_ptr<request_context>& ctx, const key_principal&, http::audited_done done) {
                          auto worker = ctx->self()->spawn(fake_worker, mode);
                          auto once = std::make_shared<bool>(false);
                          auto finish = [once, done](http::audited_result r) {
                            if (!*once) {
                              *once = true;
                              done(std::move(r));
                            }
                          };
                          ctx->watch(worker, [ctx, finish](const caf::error&) {
                            finish(http::error_result(ctx, {error_code::upstream_error, {}, {}, {}, {}}));
                          });
                          ctx->self()
                              ->request(worker, 5s, work_atom::value, 21)
                              .then(
                                  [ctx, finish, mode](int v) {
                                    if (mode == worker_mode::answers_then_handler_throws) {
                                      throw std::runtime_error("a bug in a continuation");
                                    }
                                    http::audited_result r;
                                    r.response = json_response(200, "{\"v\":" + std::to_string(v) + "}");
                                    finish(std::move(r));
                                  },
                                  [ctx, finish](caf::error& e) {
                                    finish(http::error_result(ctx, {e == caf::sec::request_timeout
                                                                        ? error_code::upstream_timeout
                                                                        : error_code::upstream_error,
                                                                    {}, {}, {}, {}}));
                                  });
                        });
    };
    auto reply = [this](http_response res) { answers_.push_back(std::move(res)); };
    return spawn_request_supervisor(*sys_, svc_, extract_request(), handler, reply);
  }

  [[nodiscard]] std::string code_of(const http_response& res) const {
    return std::string(domain::name(res.error.value_or(error_code::internal)));
  }

  caf::actor_system_config cfg_;
  std::unique_ptr<caf::actor_system> sys_;
  caf::scheduler::test_coordinator* sched_ = nullptr;
  config::service_config config_;
  services svc_;
  std::shared_ptr<invocation_log> log_;
  std::vector<http_response> answers_;
};

TEST_F(RequestSupervisor, AnswersTheWorkersResultAfterRecordingItOnce) {
  start(worker_mode::answers);
  sched_->run();
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 200U);
  EXPECT_EQ(answers_[0].body, "{\"v\":42}");
  EXPECT_EQ(log_->opens, 1);
  ASSERT_EQ(log_->closes.size(), 1U);
  EXPECT_EQ(log_->closes[0].endpoint, "text.extract");
  EXPECT_FALSE(log_->closes[0].response.error.has_value());
  EXPECT_EQ(log_->closes[0].who.key_id, std::optional<std::string>("key_1"));
}

TEST_F(RequestSupervisor, ADeadChildBecomesUpstreamErrorRecordedOnce) {
  start(worker_mode::dies);
  sched_->run();
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 502U);
  EXPECT_EQ(code_of(answers_[0]), "UPSTREAM_ERROR");
  ASSERT_EQ(log_->closes.size(), 1U);
  EXPECT_EQ(log_->closes[0].response.error, error_code::upstream_error);
  // The worker's own request timeout fires later and finds the call already closed.
  sched_->trigger_timeouts();
  sched_->run();
  EXPECT_EQ(answers_.size(), 1U);
  EXPECT_EQ(log_->closes.size(), 1U);
}

TEST_F(RequestSupervisor, AChildThatTimesOutBecomesUpstreamTimeoutRecordedOnce) {
  start(worker_mode::silent);
  sched_->run();
  EXPECT_TRUE(answers_.empty());
  EXPECT_TRUE(log_->closes.empty());
  sched_->trigger_timeouts();
  sched_->run();
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 504U);
  EXPECT_EQ(code_of(answers_[0]), "UPSTREAM_TIMEOUT");
  ASSERT_EQ(log_->closes.size(), 1U);
  EXPECT_EQ(log_->closes[0].response.error, error_code::upstream_timeout);
}

TEST_F(RequestSupervisor, AClientThatGoesAwayIsRecordedAsClientClosedWithoutAnAnswer) {
  auto supervisor = start(worker_mode::silent);
  sched_->run();
  caf::anon_send(supervisor, client_closed_atom::value);
  sched_->run();
  EXPECT_TRUE(answers_.empty());
  ASSERT_EQ(log_->closes.size(), 1U);
  EXPECT_EQ(log_->closes[0].response.error, error_code::client_closed);
  EXPECT_EQ(log_->closes[0].response.status, 0U);
  sched_->trigger_timeouts();
  sched_->run();
  EXPECT_EQ(log_->closes.size(), 1U);
}

TEST_F(RequestSupervisor, TheEdgesDeadlineStillRecordsTheCallOnceAsUpstreamTimeout) {
  auto supervisor = start(worker_mode::silent);
  sched_->run();
  // What the edge does when the request's deadline passes: it has answered 504 itself.
  caf::anon_send_exit(supervisor, caf::exit_reason::user_shutdown);
  sched_->run();
  ASSERT_EQ(log_->closes.size(), 1U);
  EXPECT_EQ(log_->closes[0].response.error, error_code::upstream_timeout);
  sched_->trigger_timeouts();
  sched_->run();
  EXPECT_EQ(log_->closes.size(), 1U);
}

TEST_F(RequestSupervisor, ACrashInAContinuationAnswers500AndRecordsItOnce) {
  start(worker_mode::answers_then_handler_throws);
  sched_->run();
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 500U);
  EXPECT_EQ(code_of(answers_[0]), "INTERNAL");
  ASSERT_EQ(log_->closes.size(), 1U);
  EXPECT_EQ(log_->closes[0].response.error, error_code::internal);
}

TEST_F(RequestSupervisor, AReplayedKeyAnswersTheStoredResponseAndRecordsNothing) {
  log_->admission.what = invocation_admission::verdict::replay;
  log_->admission.replay = json_response(200, "{\"v\":1}");
  log_->admission.replay.headers.emplace_back("Idempotent-Replayed", "true");
  start(worker_mode::answers);
  sched_->run();
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].body, "{\"v\":1}");
  EXPECT_TRUE(log_->closes.empty());
}

TEST_F(RequestSupervisor, ARefusedCallAnswersTheRefusalAndRecordsNothing) {
  log_->admission.what = invocation_admission::verdict::refused;
  log_->admission.refusal = api_error{error_code::idempotency_in_progress, {}, {}, {}, {}};
  start(worker_mode::answers);
  sched_->run();
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(code_of(answers_[0]), "IDEMPOTENCY_IN_PROGRESS");
  EXPECT_TRUE(log_->closes.empty());
}

} // namespace
} // namespace cxs::actors
