// The redactor (actors/redactor.cpp) and the redaction hop before the extractor
// (http::ask_extractor), under CAF's deterministic test coordinator:
//   - the redactor answers the redacted text, the token map and the spans that map evidence
//     back, for a line with a name and a phone number; a redaction that throws is INTERNAL
//     and the worker keeps serving;
//   - in a request supervisor, an API with redactPHI on asks the redactor first and hands
//     the extractor (a fake of the same typed interface) the redaction; with redactPHI off
//     the redactor is never asked; a dead or silent redactor ends the call with INTERNAL or
//     UPSTREAM_TIMEOUT and the extractor is never asked.

#include "actors/extractor_actor.hpp"
#include "actors/redactor_actor.hpp"
#include "actors/request_supervisor_actor.hpp"
#include "config/config.hpp"
#include "http/language_calls.hpp"

#include <caf/actor_system.hpp>
#include <caf/actor_system_config.hpp>
#include <caf/event_based_actor.hpp>
#include <caf/scheduler/test_coordinator.hpp>
#include <caf/send.hpp>
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
namespace lang = engines::language;

const std::string consult_line = "Patient Mr Ramesh Kumar, phone 9876543210, has had fever for three days.";

/// What a requester got back from the redactor.
struct asked {
  std::optional<redact_result> result;
  std::optional<caf::error> error;
};

void requester(caf::event_based_actor* self, redactor_actor redactor, std::string text, std::shared_ptr<asked> out) {
  self->request(redactor, 5s, redact_request{std::move(text)})
      .then([out](redact_result& r) { out->result = std::move(r); }, [out](caf::error& e) { out->error = e; });
}

/// What the fake extractor saw.
struct extractor_log {
  std::vector<lang::extraction_job> extractions;
  int other_jobs = 0;
};

// Answers an extraction with the text it was given to read (the redacted one when the job
// carries a redaction) as `data.read`, and the redaction's token map.
extractor_actor::behavior_type fake_extractor(extractor_actor::pointer, std::shared_ptr<extractor_log> log) {
  return {
      [log](lang::extraction_job& job) {
        log->extractions.push_back(job);
        lang::extraction_result out;
        out.data = boost::json::object{{"read", job.redaction ? job.redaction->text : job.text}};
        if (job.redaction) {
          out.phi_token_map = boost::json::value(job.redaction->token_map);
        }
        out.api_slug = job.api->slug;
        out.version = job.api->published_at;
        return out;
      },
      [log](lang::summary_job&) {
        ++log->other_jobs;
        return lang::summary_result{};
      },
      [log](lang::insights_job&) {
        ++log->other_jobs;
        return lang::insights_result{};
      },
      [log](lang::assist_job&) {
        ++log->other_jobs;
        return lang::assist_result{};
      },
  };
}

// A redactor of the same interface that counts requests and never answers them.
redactor_actor::behavior_type silent_redactor(redactor_actor::pointer, std::shared_ptr<int> asked_count) {
  return {
      [asked_count](redact_request&) -> caf::result<redact_result> {
        ++*asked_count;
        return caf::delegated<redact_result>{};  // holds the request for ever
      },
  };
}

class Redactor : public ::testing::Test {
protected:
  Redactor() {
    cfg_.set("scheduler.policy", caf::atom("testing"));
    sys_ = std::make_unique<caf::actor_system>(cfg_);
    sched_ = &dynamic_cast<caf::scheduler::test_coordinator&>(sys_->scheduler());
    config_.http.request_timeout_s = 30;
    svc_.config = &config_;
    log_ = std::make_shared<extractor_log>();
    svc_.extractor = sys_->spawn(fake_extractor, log_);
  }

  ~Redactor() override {
    for (const auto& a : started_) {
      caf::anon_send_exit(a, caf::exit_reason::user_shutdown);
    }
    caf::anon_send_exit(svc_.extractor, caf::exit_reason::user_shutdown);
    if (svc_.redactor) {
      caf::anon_send_exit(svc_.redactor, caf::exit_reason::user_shutdown);
    }
    sched_->run();
  }

  std::shared_ptr<asked> ask(const redactor_actor& redactor, const std::string& text) {
    auto out = std::make_shared<asked>();
    sys_->spawn(requester, redactor, text, out);
    sched_->run();
    return out;
  }

  static std::shared_ptr<const persistence::published_api> api(bool redact) {
    auto a = std::make_shared<persistence::published_api>();
    a->id = "api_1";
    a->slug = "opd-note";
    a->published_at = "2026-11-01T00:00:00Z";
    a->settings = boost::json::object{{"redactPHI", redact}};
    return a;
  }

  /// Spawns a supervisor whose handler sends one extraction of `consult_line` through
  /// http::ask_extractor and answers what it renders.
  void extract(bool redact) {
    http_request req;
    req.method = "POST";
    req.path = "/api/v1/extract/opd-note";
    req.route = "/api/v1/extract/:apiSlug";
    req.request_id = "req_test";
    req.received_at = std::chrono::steady_clock::now();
    auto handler = [redact](const std::shared_ptr<request_context>& ctx) {
      lang::extraction_job job;
      job.api = api(redact);
      job.text = consult_line;
      http::ask_extractor(ctx, std::move(job), [ctx](lang::extraction_result& out) {
        ctx->respond(http::language_response(out, ctx->request().request_id));
      });
    };
    auto reply = [this](http_response res) { answers_.push_back(std::move(res)); };
    started_.push_back(spawn_request_supervisor(*sys_, svc_, req, handler, reply));
    sched_->run();
  }

  [[nodiscard]] static std::string code_of(const http_response& res) {
    return std::string(domain::name(res.error.value_or(error_code::internal)));
  }

  caf::actor_system_config cfg_;
  std::unique_ptr<caf::actor_system> sys_;
  caf::scheduler::test_coordinator* sched_ = nullptr;
  config::service_config config_;
  services svc_;
  std::shared_ptr<extractor_log> log_;
  std::vector<http_response> answers_;
  std::vector<caf::actor> started_;
};

TEST_F(Redactor, AnswersTheRedactedTextTokenMapAndSpansForANameAndAPhone) {
  svc_.redactor = spawn_redactor(*sys_, 2);
  auto got = ask(svc_.redactor, consult_line);
  ASSERT_FALSE(got->error) << caf::to_string(*got->error);
  ASSERT_TRUE(got->result);
  ASSERT_FALSE(got->result->failure);
  ASSERT_NE(got->result->redaction, nullptr);
  const auto& r = *got->result->redaction;
  EXPECT_EQ(r.text, "Patient Mr [NAME_1], phone [PHONE_1], has had fever for three days.");
  EXPECT_EQ(boost::json::serialize(r.token_map), R"({"[NAME_1]":"Ramesh Kumar","[PHONE_1]":"9876543210"})");
  // The spans map an offset in the redacted text back onto the original: "fever" sits
  // after both tokens.
  const auto fever_redacted = r.text.find("fever");
  const auto fever_original = consult_line.find("fever");
  EXPECT_EQ(domain::phi::original_offset(r, fever_redacted, false), fever_original);
  EXPECT_EQ(domain::phi::original_offset(r, r.text.find("[PHONE_1]"), false), consult_line.find("9876543210"));
}

TEST_F(Redactor, ARedactionThatThrowsIsInternalAndTheWorkerKeepsServing) {
  svc_.redactor = spawn_redactor(*sys_, 1, [](std::string_view text) -> domain::phi::redaction {
    if (text == "boom") {
      throw std::runtime_error("a bug in the redaction");
    }
    return domain::phi::redact(text);
  });
  auto failed = ask(svc_.redactor, "boom");
  ASSERT_TRUE(failed->result);
  EXPECT_EQ(failed->result->failure, error_code::internal);
  EXPECT_EQ(failed->result->redaction, nullptr);
  // The one worker is still there.
  auto next = ask(svc_.redactor, "call 9876543210");
  ASSERT_TRUE(next->result);
  ASSERT_FALSE(next->result->failure);
  ASSERT_NE(next->result->redaction, nullptr);
  EXPECT_EQ(next->result->redaction->text, "call [PHONE_1]");
}

TEST_F(Redactor, WithRedactPhiOnTheExtractorGetsTheRedaction) {
  svc_.redactor = spawn_redactor(*sys_, 1);
  extract(true);
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 200U);
  ASSERT_EQ(log_->extractions.size(), 1U);
  const auto& job = log_->extractions[0];
  EXPECT_EQ(job.text, consult_line);  // the original stays, for the evidence remap
  ASSERT_NE(job.redaction, nullptr);
  EXPECT_EQ(job.redaction->text.find("9876543210"), std::string::npos);
  EXPECT_EQ(job.redaction->text.find("Ramesh"), std::string::npos);
  const auto body = boost::json::parse(answers_[0].body).as_object();
  EXPECT_EQ(body.at("data").at("read").as_string(), job.redaction->text);
  EXPECT_EQ(body.at("phiTokenMap").at("[PHONE_1]").as_string(), "9876543210");
}

TEST_F(Redactor, WithRedactPhiOffTheRedactorIsNeverAsked) {
  auto asked_count = std::make_shared<int>(0);
  svc_.redactor = sys_->spawn(silent_redactor, asked_count);
  extract(false);
  EXPECT_EQ(*asked_count, 0);
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 200U);
  ASSERT_EQ(log_->extractions.size(), 1U);
  EXPECT_EQ(log_->extractions[0].redaction, nullptr);
  const auto body = boost::json::parse(answers_[0].body).as_object();
  EXPECT_EQ(body.at("data").at("read").as_string(), consult_line);
  EXPECT_FALSE(body.contains("phiTokenMap"));
}

TEST_F(Redactor, ADeadRedactorIsInternalAndTheExtractorIsNotAsked) {
  svc_.redactor = spawn_redactor(*sys_, 1);
  caf::anon_send_exit(svc_.redactor, caf::exit_reason::kill);
  sched_->run();
  extract(true);
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 500U);
  EXPECT_EQ(code_of(answers_[0]), "INTERNAL");
  EXPECT_TRUE(log_->extractions.empty());
}

TEST_F(Redactor, ASilentRedactorIsUpstreamTimeoutAtTheDeadlineAndTheExtractorIsNotAsked) {
  auto asked_count = std::make_shared<int>(0);
  svc_.redactor = sys_->spawn(silent_redactor, asked_count);
  extract(true);
  EXPECT_EQ(*asked_count, 1);
  EXPECT_TRUE(answers_.empty());
  sched_->trigger_timeouts();
  sched_->run();
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 504U);
  EXPECT_EQ(code_of(answers_[0]), "UPSTREAM_TIMEOUT");
  EXPECT_TRUE(log_->extractions.empty());
}

} // namespace
} // namespace cxs::actors
