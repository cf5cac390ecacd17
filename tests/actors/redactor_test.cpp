// The redactor (actors/redactor.cpp) and the redaction hop before the extractor
// (http::ask_extractor), under CAF's deterministic test coordinator:
//   - the redactor answers the redacted text, the token map and the spans that map evidence
//     back, for a line with a name and a phone number; a redaction that throws is INTERNAL
//     and the worker keeps serving;
//   - the request's other free texts (a prior note, declared inputs) are redacted with the
//     consult's tokens, into one token map;
//   - in a request supervisor, an API with redactPHI on asks the redactor first and hands
//     the extractor (a fake of the same typed interface) the redactions: of the consult, of
//     an insights call's prior note, of every free-text input; with redactPHI off the
//     redactor is never asked; a dead or silent redactor, or one that loses a text, ends the
//     call with INTERNAL or UPSTREAM_TIMEOUT and the extractor is never asked.

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
#include <span>
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

void requester(caf::event_based_actor* self, redactor_actor redactor, redact_request request,
               std::shared_ptr<asked> out) {
  self->request(redactor, 5s, std::move(request))
      .then([out](redact_result& r) { out->result = std::move(r); }, [out](caf::error& e) { out->error = e; });
}

/// What the fake extractor saw.
struct extractor_log {
  std::vector<lang::extraction_job> extractions;
  std::vector<lang::insights_job> insights;
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
      [log](lang::insights_job& job) {
        log->insights.push_back(job);
        lang::insights_result out;
        out.insights = boost::json::object{};
        if (job.redaction) {
          out.phi_token_map = boost::json::value(job.redaction->token_map);
        }
        return out;
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

  std::shared_ptr<asked> ask(const redactor_actor& redactor, redact_request request) {
    auto out = std::make_shared<asked>();
    sys_->spawn(requester, redactor, std::move(request), out);
    sched_->run();
    return out;
  }

  std::shared_ptr<asked> ask(const redactor_actor& redactor, const std::string& text) {
    return ask(redactor, redact_request{text, {}});
  }

  static std::shared_ptr<const persistence::published_api> api(bool redact) {
    auto a = std::make_shared<persistence::published_api>();
    a->id = "api_1";
    a->slug = "opd-note";
    a->published_at = "2026-11-01T00:00:00Z";
    a->settings = boost::json::object{{"redactPHI", redact}};
    return a;
  }

  /// Spawns a supervisor whose handler sends one extraction of `consult_line` (with the
  /// request body `request`, for its `inputs`, on an API declaring `declared`) through
  /// http::ask_extractor and answers what it renders.
  void extract(bool redact, boost::json::object request = {}, boost::json::value declared = boost::json::array{}) {
    auto handler = [redact, request, declared](const std::shared_ptr<request_context>& ctx) {
      auto a = std::make_shared<persistence::published_api>(*api(redact));
      a->inputs = declared;
      lang::extraction_job job;
      job.api = std::move(a);
      job.text = consult_line;
      job.request = request;
      http::ask_extractor(ctx, std::move(job), [ctx](lang::extraction_result& out) {
        ctx->respond(http::language_response(out, ctx->request().request_id));
      });
    };
    supervise("/api/v1/extract/opd-note", "/api/v1/extract/:apiSlug", handler);
  }

  /// The same for an insights call of `consult_line` with `prior` as its priorNoteSummary.
  void insights(bool redact, std::string prior) {
    auto handler = [redact, prior](const std::shared_ptr<request_context>& ctx) {
      lang::insights_job job;
      job.api = api(redact);
      job.transcript = consult_line;
      job.prior_note_summary = prior;
      http::ask_extractor(ctx, std::move(job), [ctx](lang::insights_result& out) {
        ctx->respond(http::language_response(out, ctx->request().request_id));
      });
    };
    supervise("/api/v1/insights/opd-note", "/api/v1/insights/:apiSlug", handler);
  }

  template <class Handler>
  void supervise(std::string path, std::string route, Handler handler) {
    http_request req;
    req.method = "POST";
    req.path = std::move(path);
    req.route = std::move(route);
    req.request_id = "req_test";
    req.received_at = std::chrono::steady_clock::now();
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
  svc_.redactor = spawn_redactor(*sys_, 1, [](std::span<const domain::phi::redaction_input> inputs) {
    if (inputs.front().text == "boom") {
      throw std::runtime_error("a bug in the redaction");
    }
    return domain::phi::redact_together(inputs);
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

// A redactor of the same interface that answers with the consult's redaction but loses the
// request's other texts; counts the requests.
redactor_actor::behavior_type lossy_redactor(redactor_actor::pointer, std::shared_ptr<int> asked_count) {
  return {
      [asked_count](redact_request& req) {
        ++*asked_count;
        redact_result out;
        out.redaction = std::make_shared<const domain::phi::redaction>(domain::phi::redact(req.text));
        return out;
      },
  };
}

const std::string prior_note = "Ramesh Kumar is a known diabetic. Daughter Mrs Sunita Devi (9123456780) attends.";

TEST_F(Redactor, RedactsTheOtherTextsOfARequestWithTheConsultsTokensAndOneMap) {
  svc_.redactor = spawn_redactor(*sys_, 2);
  redact_request request{consult_line, {{prior_note, {}}, {"4471235", {"mrn"}}, {"OPD 3", {"ward"}}}};
  auto got = ask(svc_.redactor, std::move(request));
  ASSERT_FALSE(got->error) << caf::to_string(*got->error);
  ASSERT_TRUE(got->result);
  ASSERT_FALSE(got->result->failure);
  ASSERT_NE(got->result->redaction, nullptr);
  const auto& r = *got->result->redaction;
  // The consult reads as it does alone.
  EXPECT_EQ(r.text, "Patient Mr [NAME_1], phone [PHONE_1], has had fever for three days.");
  // The patient is [NAME_1] in the prior note too, bare there; the record number is known
  // by its label, which is not returned.
  ASSERT_EQ(got->result->others.size(), 3U);
  EXPECT_EQ(got->result->others[0], "[NAME_1] is a known diabetic. Daughter Mrs [NAME_2] ([PHONE_2]) attends.");
  EXPECT_EQ(got->result->others[1], "[RECORD_NUMBER_1]");
  EXPECT_EQ(got->result->others[2], "OPD 3");
  // One map for the whole request: the client restores any text a model echoes from it.
  EXPECT_EQ(boost::json::serialize(r.token_map),
            R"({"[NAME_1]":"Ramesh Kumar","[PHONE_1]":"9876543210","[NAME_2]":"Sunita Devi",)"
            R"("[PHONE_2]":"9123456780","[RECORD_NUMBER_1]":"4471235"})");
  EXPECT_EQ(domain::phi::restore(got->result->others[0], r.token_map), prior_note);
  // The spans are the consult's alone: evidence maps back onto it as before.
  EXPECT_EQ(domain::phi::original_offset(r, r.text.find("fever"), false), consult_line.find("fever"));
}

TEST_F(Redactor, ARedactionThatLosesATextIsInternal) {
  svc_.redactor = spawn_redactor(*sys_, 1, [](std::span<const domain::phi::redaction_input> inputs) {
    return domain::phi::redact_together(inputs.first(1));  // a bug: only the consult
  });
  auto got = ask(svc_.redactor, redact_request{consult_line, {{prior_note, {}}}});
  ASSERT_TRUE(got->result);
  EXPECT_EQ(got->result->failure, error_code::internal);
  EXPECT_EQ(got->result->redaction, nullptr);
  EXPECT_TRUE(got->result->others.empty());
}

TEST_F(Redactor, InsightsGetTheirPriorNoteRedactedWithTheTranscriptsTokens) {
  svc_.redactor = spawn_redactor(*sys_, 1);
  insights(true, prior_note);
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 200U);
  ASSERT_EQ(log_->insights.size(), 1U);
  const auto& job = log_->insights[0];
  EXPECT_EQ(job.prior_note_summary, prior_note);  // the original stays, for the embedded rules
  ASSERT_TRUE(job.redacted_prior_note_summary);
  for (const char* raw : {"Ramesh", "Kumar", "Sunita", "9123456780"}) {
    EXPECT_EQ(job.redacted_prior_note_summary->find(raw), std::string::npos) << raw;
  }
  ASSERT_NE(job.redaction, nullptr);
  EXPECT_EQ(domain::phi::restore(*job.redacted_prior_note_summary, job.redaction->token_map), prior_note);
  const auto body = boost::json::parse(answers_[0].body).as_object();
  EXPECT_EQ(body.at("phiTokenMap").at("[NAME_2]").as_string(), "Sunita Devi");
}

TEST_F(Redactor, InsightsWithoutAPriorNoteOrWithRedactPhiOffCarryNoRedactedNote) {
  svc_.redactor = spawn_redactor(*sys_, 1);
  insights(true, "");
  insights(false, prior_note);
  ASSERT_EQ(log_->insights.size(), 2U);
  EXPECT_FALSE(log_->insights[0].redacted_prior_note_summary);
  EXPECT_NE(log_->insights[0].redaction, nullptr);
  EXPECT_FALSE(log_->insights[1].redacted_prior_note_summary);
  EXPECT_EQ(log_->insights[1].redaction, nullptr);
}

TEST_F(Redactor, ExtractionsGetEveryFreeTextInputRedacted) {
  svc_.redactor = spawn_redactor(*sys_, 1);
  const auto request = boost::json::parse(R"({"inputs": {
      "patientName": "Lakshmi Narayanan",
      "contact": "call 9988776655",
      "mrn": "4471235",
      "phone": 9123456780,
      "ageYears": 61,
      "followUp": true,
      "visit": {"attendant": "Mrs. Kamala Iyer", "ward": "OPD 3", "relatives": ["Mr Ramesh Kumar"]}}})")
                           .as_object();
  const auto declared = boost::json::parse(R"([
      {"key": "patientName", "type": "string", "description": "Patient's full name"},
      {"key": "contact", "type": "string"}, {"key": "mrn", "type": "string"},
      {"key": "phone", "type": "integer"}, {"key": "ageYears", "type": "integer"},
      {"key": "followUp", "type": "boolean"}, {"key": "visit", "type": "object"}])");
  extract(true, request, declared);
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 200U);
  ASSERT_EQ(log_->extractions.size(), 1U);
  const auto& job = log_->extractions[0];
  EXPECT_EQ(boost::json::serialize(job.request), boost::json::serialize(request));  // the originals stay
  ASSERT_NE(job.redacted_inputs, nullptr);
  ASSERT_NE(job.redaction, nullptr);
  const auto& map = job.redaction->token_map;
  // The consult's patient keeps [NAME_1] in a nested input; the rest are numbered on.
  EXPECT_EQ(boost::json::serialize(*job.redacted_inputs),
            R"({"patientName":"[NAME_2]","contact":"call [PHONE_2]","mrn":"[RECORD_NUMBER_1]",)"
            R"("phone":"[PHONE_3]","ageYears":61,"followUp":true,)"
            R"("visit":{"attendant":"Mrs. [NAME_3]","ward":"OPD 3","relatives":["Mr [NAME_1]"]}})");
  EXPECT_EQ(map.at("[NAME_2]").as_string(), "Lakshmi Narayanan");
  EXPECT_EQ(map.at("[PHONE_3]").as_string(), "9123456780");
  EXPECT_EQ(map.at("[RECORD_NUMBER_1]").as_string(), "4471235");
  const auto body = boost::json::parse(answers_[0].body).as_object();
  EXPECT_EQ(body.at("phiTokenMap").at("[NAME_3]").as_string(), "Kamala Iyer");
}

TEST_F(Redactor, ExtractionsWithoutInputsOrWithRedactPhiOffCarryNoRedactedInputs) {
  svc_.redactor = spawn_redactor(*sys_, 1);
  extract(true);
  extract(false, boost::json::parse(R"({"inputs": {"patientName": "Lakshmi Narayanan"}})").as_object());
  ASSERT_EQ(log_->extractions.size(), 2U);
  EXPECT_EQ(log_->extractions[0].redacted_inputs, nullptr);
  EXPECT_EQ(log_->extractions[1].redacted_inputs, nullptr);
  EXPECT_EQ(log_->extractions[1].redaction, nullptr);
}

TEST_F(Redactor, ARedactorThatLosesATextIsInternalAndTheExtractorIsNotAsked) {
  auto asked_count = std::make_shared<int>(0);
  svc_.redactor = sys_->spawn(lossy_redactor, asked_count);
  insights(true, prior_note);
  extract(true, boost::json::parse(R"({"inputs": {"patientName": "Lakshmi Narayanan"}})").as_object());
  EXPECT_EQ(*asked_count, 2);
  ASSERT_EQ(answers_.size(), 2U);
  for (const auto& answer : answers_) {
    EXPECT_EQ(answer.status, 500U);
    EXPECT_EQ(code_of(answer), "INTERNAL");
  }
  EXPECT_TRUE(log_->insights.empty());
  EXPECT_TRUE(log_->extractions.empty());
}

TEST(RedactedInputs, EveryStringAndNumberInOrderLabelledByItsKeys) {
  const auto inputs = boost::json::parse(R"({"patientName": "A", "dateOfBirth": "1980-04-12", "age": 61,
      "flag": false, "none": null, "ABHANumber": "D", "visit": {"wardNo": "B", "list": ["C", 7]}})")
                          .as_object();
  const auto declared = boost::json::parse(R"([{"key": "patientName", "description": "Patient's full name"},
      {"key": "visit", "description": "Visit"}])");
  const auto parts = http::input_parts(inputs, declared);
  std::vector<std::string> texts;
  for (const auto& p : parts) {
    texts.push_back(p.text);
  }
  EXPECT_EQ(texts, (std::vector<std::string>{"A", "1980-04-12", "61", "D", "B", "C", "7"}));
  EXPECT_EQ(parts[0].labels, (std::vector<std::string>{"patient name", "Patient's full name"}));
  EXPECT_EQ(parts[1].labels, (std::vector<std::string>{"date of birth"}));
  EXPECT_EQ(parts[3].labels, (std::vector<std::string>{"abha number"}));
  EXPECT_EQ(parts[4].labels, (std::vector<std::string>{"ward no", "visit", "Visit"}));
  EXPECT_EQ(parts[5].labels, (std::vector<std::string>{"list", "visit", "Visit"}));
  // Put back in the same order; a number stays a number unless its text changed.
  const auto back =
      http::with_redacted_inputs(inputs, {"[NAME_1]", "[DATE_OF_BIRTH_1]", "61", "[NATIONAL_ID_1]", "B", "C", "[X_1]"});
  ASSERT_TRUE(back);
  EXPECT_EQ(boost::json::serialize(*back),
            R"({"patientName":"[NAME_1]","dateOfBirth":"[DATE_OF_BIRTH_1]","age":61,"flag":false,"none":null,)"
            R"("ABHANumber":"[NATIONAL_ID_1]","visit":{"wardNo":"B","list":["C","[X_1]"]}})");
  // One text too few or too many is a bug, never a partly redacted object.
  EXPECT_FALSE(http::with_redacted_inputs(inputs, {"A"}));
  EXPECT_FALSE(http::with_redacted_inputs(inputs, {"A", "1980-04-12", "61", "D", "B", "C", "7", "8"}));
}

} // namespace
} // namespace cxs::actors
