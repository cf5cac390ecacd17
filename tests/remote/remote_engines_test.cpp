// The remote engines over real HTTP, against the fake OpenAI-compatible server
// (tests/e2e/fake_openai.py) that the fixture starts as a subprocess on a free port.
#include "engines/common/http_client.hpp"
#include "engines/language/json_schema.hpp"
#include "engines/language/remote_language.hpp"
#include "engines/speech/remote/remote_speech.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace {

namespace json = boost::json;
namespace lang = cxs::engines::language;
namespace speech = cxs::engines::speech;
using namespace std::chrono_literals;

// The fake server process, shared by every test of the binary.
class fake_server {
 public:
  explicit fake_server(const std::string& extra_args = "", const std::string& scheme = "http") {
    const std::string command = std::string("exec ") + CXS_PYTHON + " " + CXS_FAKE_OPENAI + " --port 0 " + extra_args;
    pipe_ = popen(command.c_str(), "r");
    if (pipe_ == nullptr) {
      return;
    }
    char line[64] = {};
    if (std::fgets(line, sizeof line, pipe_) != nullptr) {
      int port = 0;
      if (std::sscanf(line, "PORT %d", &port) == 1) {
        url_ = scheme + "://127.0.0.1:" + std::to_string(port);
      }
    }
  }
  ~fake_server() { stop(); }

  /// Asks the server to exit and waits for it. The https one is stopped before the process
  /// exits (TlsEnvironment): OpenSSL cleans itself up at exit, before static destructors.
  void stop() {
    if (!url_.empty()) {
      (void)post("/_shutdown", "{}");
      url_.clear();
    }
    if (pipe_ != nullptr) {
      pclose(pipe_);
      pipe_ = nullptr;
    }
  }
  fake_server(const fake_server&) = delete;
  fake_server& operator=(const fake_server&) = delete;

  [[nodiscard]] const std::string& url() const { return url_; }

  cxs::engines::http_outcome post(const std::string& path, const std::string& body) const {
    cxs::engines::http_call call;
    call.url = url_ + path;
    call.headers = {{"Content-Type", "application/json"}};
    call.body = body;
    call.timeout = 5s;
    return cxs::engines::perform(call);
  }

  void configure(const json::object& switches) const { ASSERT_EQ(post("/_control", json::serialize(switches)).status, 200U); }

  [[nodiscard]] json::array requests() const {
    cxs::engines::http_call call;
    call.method = "GET";
    call.url = url_ + "/_requests";
    call.timeout = 5s;
    call.max_response_bytes = 64 * 1024 * 1024;
    const auto out = cxs::engines::perform(call);
    return json::parse(out.body).as_array();
  }

 private:
  FILE* pipe_ = nullptr;
  std::string url_;
};

fake_server& server() {
  static fake_server instance;
  return instance;
}

cxs::domain::schema::api_content make_content() {
  const auto value = json::parse(R"({
    "schema": {"sections": [{"id": "s", "title": "S", "fields": [
      {"key": "complaint", "label": "Chief complaint", "type": "string"},
      {"key": "diagnoses", "label": "Diagnoses", "type": "diagnosis-list"},
      {"key": "vitals", "label": "Vitals", "type": "vitals-block"}]}]},
    "systemPrompt": "Be brief.", "inputs": [], "insights": {"enabled": false}})");
  std::vector<cxs::domain::schema::problem> problems;
  return *cxs::domain::schema::parse_content(value, "draft", problems);
}

class RemoteEngines : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_FALSE(server().url().empty()) << "fake server did not start";
    ASSERT_EQ(server().post("/_reset", "{}").status, 200U);
    endpoint_.url = server().url();
    endpoint_.model = "test-model";
    endpoint_.api_key = "sk-test-secret";
    endpoint_.timeout = 5s;
    endpoint_.retry.backoff = 10ms;
  }

  lang::remote_extraction run_extract() {
    const auto prompt = lang::prompt_for(content_, true, nullptr, "Patient complains of fever.");
    return lang::extract(endpoint_, prompt);
  }

  lang::remote_endpoint endpoint_;
  cxs::domain::schema::api_content content_ = make_content();
};

std::string header(const json::value& request, std::string_view name) {
  const auto* h = request.at("headers").as_object().if_contains(name);
  return h != nullptr ? std::string(h->as_string()) : std::string();
}

}  // namespace

TEST_F(RemoteEngines, SchemaShapedAnswerIsParsedWithTokensAndBearer) {
  const auto out = run_extract();
  ASSERT_EQ(out.failure, lang::remote_failure::none) << out.detail;
  EXPECT_EQ(out.total_tokens, 42);
  EXPECT_EQ(out.data.at("complaint").as_string(), "fake");
  EXPECT_EQ(out.data.at("diagnoses").as_array().at(0).at("status").as_string(), "confirmed");
  EXPECT_TRUE(out.data.at("vitals").at("bloodPressure").at("evidence").as_object().contains("quote"));
  const auto requests = server().requests();
  ASSERT_EQ(requests.size(), 1U);
  const auto& request = requests[0];
  EXPECT_EQ(request.at("path").as_string(), "/v1/chat/completions");
  EXPECT_EQ(header(request, "authorization"), "Bearer sk-test-secret");
  const auto& body = request.at("json").as_object();
  EXPECT_EQ(body.at("model").as_string(), "test-model");
  EXPECT_EQ(body.at("response_format").at("type").as_string(), "json_schema");
  EXPECT_EQ(body.at("response_format").at("json_schema").at("strict"), json::value(true));
  EXPECT_EQ(body.at("messages").as_array().size(), 4U);  // foundation, system prompt, contract, user
}

TEST_F(RemoteEngines, NoAuthorizationHeaderWithoutASecret) {
  endpoint_.api_key.clear();
  ASSERT_EQ(run_extract().failure, lang::remote_failure::none);
  EXPECT_EQ(header(server().requests().at(0), "authorization"), "");
}

TEST_F(RemoteEngines, SchemaViolationGetsExactlyOneRepairRoundTrip) {
  server().configure({{"violation_times", 1}});
  const auto out = run_extract();
  ASSERT_EQ(out.failure, lang::remote_failure::none) << out.detail;
  EXPECT_EQ(out.total_tokens, 84);  // both round-trips counted
  const auto requests = server().requests();
  ASSERT_EQ(requests.size(), 2U);
  const auto& messages = requests[1].at("json").at("messages").as_array();
  ASSERT_EQ(messages.size(), 6U);
  EXPECT_EQ(messages[4].at("role").as_string(), "assistant");
  EXPECT_EQ(messages[4].at("content").as_string(), R"({"unexpected": true})");
  const std::string repair(messages[5].at("content").as_string());
  EXPECT_NE(repair.find("$.unexpected: is not a property"), std::string::npos) << repair;
  EXPECT_NE(repair.find("$.complaint: is required"), std::string::npos) << repair;
}

TEST_F(RemoteEngines, InvalidJsonTwiceIsUpstreamError) {
  server().configure({{"invalid_json_times", 2}});
  const auto out = run_extract();
  EXPECT_EQ(out.failure, lang::remote_failure::upstream_error);
  EXPECT_EQ(lang::to_error_code(out.failure), cxs::domain::error_code::upstream_error);
  EXPECT_EQ(server().requests().size(), 2U);
  EXPECT_NE(out.detail.find("not valid JSON"), std::string::npos) << out.detail;
  EXPECT_EQ(out.detail.find("Sure!"), std::string::npos);  // the model's text never lands in the detail
}

TEST_F(RemoteEngines, SlowServerIsUpstreamTimeoutWithoutRetry) {
  server().configure({{"delay_s", 1.5}});
  endpoint_.timeout = 300ms;
  const auto out = run_extract();
  EXPECT_EQ(out.failure, lang::remote_failure::upstream_timeout);
  EXPECT_EQ(lang::to_error_code(out.failure), cxs::domain::error_code::upstream_timeout);
  EXPECT_EQ(server().requests().size(), 1U);
}

TEST_F(RemoteEngines, ServerErrorsAreRetriedTwiceThenFailWithoutLeakingTheBody) {
  server().configure({{"fail_times", 10}});
  const auto out = run_extract();
  EXPECT_EQ(out.failure, lang::remote_failure::upstream_error);
  EXPECT_EQ(server().requests().size(), 3U);
  EXPECT_NE(out.detail.find("HTTP 500"), std::string::npos) << out.detail;
  EXPECT_EQ(out.detail.find("FAKE-VENDOR-SECRET"), std::string::npos);
  EXPECT_EQ(out.detail.find("gpt-fake"), std::string::npos);
}

TEST_F(RemoteEngines, OneServerErrorIsRecoveredByARetry) {
  server().configure({{"fail_times", 1}});
  EXPECT_EQ(run_extract().failure, lang::remote_failure::none);
  EXPECT_EQ(server().requests().size(), 2U);
}

TEST_F(RemoteEngines, ClientErrorsAreNotRetried) {
  server().configure({{"fail_times", 10}, {"fail_status", 401}});
  EXPECT_EQ(run_extract().failure, lang::remote_failure::upstream_error);
  EXPECT_EQ(server().requests().size(), 1U);
}

TEST_F(RemoteEngines, UnreachableServerIsUpstreamError) {
  endpoint_.url = "http://127.0.0.1:1";
  const auto out = run_extract();
  EXPECT_EQ(out.failure, lang::remote_failure::upstream_error);
  EXPECT_NE(out.detail.find("unreachable"), std::string::npos) << out.detail;
}

std::int64_t peer_port(const json::value& request) { return request.at("peer_port").to_number<std::int64_t>(); }

// Runs three extractions in a row and gives the client port the server saw for each.
std::vector<std::int64_t> ports_of_three_extractions(const std::function<lang::remote_extraction()>& extract) {
  for (int i = 0; i < 3; ++i) {
    const auto out = extract();
    EXPECT_EQ(out.failure, lang::remote_failure::none) << out.detail;
  }
  std::vector<std::int64_t> ports;
  for (const auto& request : server().requests()) {
    ports.push_back(peer_port(request));
  }
  return ports;
}

TEST_F(RemoteEngines, CallsOfOneThreadReuseOneConnection) {
  const auto ports = ports_of_three_extractions([this] { return run_extract(); });
  ASSERT_EQ(ports.size(), 3U);
  EXPECT_EQ(ports[0], ports[1]);
  EXPECT_EQ(ports[1], ports[2]);
}

TEST_F(RemoteEngines, AConnectionTheServerClosedIsReplaced) {
  server().configure({{"close_after_answer", true}});
  const auto ports = ports_of_three_extractions([this] { return run_extract(); });
  ASSERT_EQ(ports.size(), 3U);
  EXPECT_NE(ports[0], ports[1]);
  EXPECT_NE(ports[1], ports[2]);
}

TEST_F(RemoteEngines, ARequestLostWithAReusedConnectionIsSentOnceMoreOnANewOne) {
  ASSERT_EQ(run_extract().failure, lang::remote_failure::none);  // leaves a kept connection
  server().configure({{"drop_times", 1}});
  lang::remote_endpoint no_retries = endpoint_;
  no_retries.retry.retries = 0;
  const auto prompt = lang::prompt_for(content_, true, nullptr, "Patient complains of fever.");
  const auto out = lang::extract(no_retries, prompt);
  ASSERT_EQ(out.failure, lang::remote_failure::none) << out.detail;
  const auto requests = server().requests();
  ASSERT_EQ(requests.size(), 3U);  // the first call, the dropped one, the one sent again
  EXPECT_EQ(peer_port(requests[0]), peer_port(requests[1]));
  EXPECT_NE(peer_port(requests[1]), peer_port(requests[2]));
}

TEST_F(RemoteEngines, ADroppedRequestOnANewConnectionIsNotSentAgainByTheClient) {
  // The server closes after this answer, so the next call needs a new connection.
  server().configure({{"close_after_answer", true}});
  ASSERT_EQ(run_extract().failure, lang::remote_failure::none);
  server().configure({{"drop_times", 1}});
  lang::remote_endpoint no_retries = endpoint_;
  no_retries.retry.retries = 0;
  const auto prompt = lang::prompt_for(content_, true, nullptr, "Patient complains of fever.");
  EXPECT_EQ(lang::extract(no_retries, prompt).failure, lang::remote_failure::upstream_error);
  EXPECT_EQ(server().requests().size(), 2U);  // the first call and the dropped one, nothing more
}

TEST_F(RemoteEngines, AGivenJsonSchemaIsSentAsIs) {
  json::object schema{{"type", "object"},
                      {"properties", json::object{{"only", json::object{{"type", json::array{"string", "null"}}}}}},
                      {"required", json::array{"only"}},
                      {"additionalProperties", false}};
  const auto prompt = lang::prompt_for(content_, true, nullptr, "Patient complains of fever.");
  const auto out = lang::extract(endpoint_, prompt, &schema);
  ASSERT_EQ(out.failure, lang::remote_failure::none) << out.detail;
  EXPECT_EQ(out.data.size(), 1U);
  EXPECT_EQ(server().requests().at(0).at("json").at("response_format").at("json_schema").at("schema"), json::value(schema));
}

TEST_F(RemoteEngines, TheRequestTextIsTheRequestObjectSerialized) {
  const auto messages = lang::compose_extraction_messages(lang::prompt_for(content_, true, nullptr, "Fever \"high\"."));
  const auto schema = lang::data_json_schema(content_.schema);
  const auto text = lang::completion_request_text(endpoint_, messages, json::serialize(schema), "my api/v2");
  EXPECT_EQ(json::parse(text), json::value(lang::completion_request(endpoint_, messages, schema, "my api/v2")));
}

TEST_F(RemoteEngines, SummaryLinesAreCappedAtMaxLines) {
  server().configure({{"content", json::object{{"lines", json::array{"S: fever", "B: none\nA: viral fever", "R: rest"}}}}});
  const auto out = lang::summarize(endpoint_, "Patient has fever.", cxs::domain::extraction::summary_style::handover, 3, true);
  ASSERT_EQ(out.failure, lang::remote_failure::none) << out.detail;
  EXPECT_EQ(out.text, "S: fever\nB: none\nA: viral fever");
}

TEST_F(RemoteEngines, InsightsLocateEvidenceAndSortBySeverity) {
  server().configure({{"content", json::parse(R"({"items": [
      {"kind": "missing-follow-up", "code": "NO_FOLLOW_UP", "severity": "warning", "title": "t", "detail": "d",
       "evidence": [{"quote": "not in the text"}]},
      {"kind": "red-flags", "code": "CHEST_PAIN", "severity": "critical", "title": "Chest pain", "detail": "d",
       "evidence": [{"quote": "chest pain"}]}]})")}});
  const std::vector kinds{cxs::domain::schema::insight_kind::red_flags,
                          cxs::domain::schema::insight_kind::missing_follow_up};
  const auto out = lang::insights(endpoint_, "Patient has chest pain since morning.", kinds, "", "", true);
  ASSERT_EQ(out.failure, lang::remote_failure::none) << out.detail;
  const auto& items = out.insights.at("items").as_array();
  ASSERT_EQ(items.size(), 2U);
  EXPECT_EQ(items[0].at("code").as_string(), "CHEST_PAIN");
  EXPECT_EQ(items[0].at("evidence"), json::parse(R"([{"start": 12, "end": 22}])"));
  EXPECT_TRUE(items[1].at("evidence").as_array().empty());
  EXPECT_EQ(out.insights.at("counts"), json::parse(R"({"critical": 1, "warning": 1, "info": 0})"));
  EXPECT_TRUE(out.insights.at("checklist").is_null());
}

namespace {

speech::remote::remote_speech_config speech_config() {
  speech::remote::remote_speech_config config;
  config.url = server().url();
  config.model = "test-speech";
  config.api_key = "sk-speech";
  config.timeout = 5s;
  config.retry.backoff = 10ms;
  return config;
}

// One second of a 440 Hz tone, pulled in small blocks as the decoder would hand it over.
speech::transcription_request tone_request(std::optional<std::string> hint) {
  auto position = std::make_shared<std::size_t>(0);
  speech::transcription_request request;
  request.read = [position](std::span<std::int16_t> out) {
    std::size_t n = 0;
    while (n < out.size() && n < 1000 && *position < 16000) {
      out[n++] = static_cast<std::int16_t>(8000 * std::sin(2 * 3.14159265 * 440 * static_cast<double>(*position) / 16000));
      ++*position;
    }
    return n;
  };
  request.language_hint = std::move(hint);
  request.speakers = speech::speaker_mode::doctor_patient;
  return request;
}

}  // namespace

TEST_F(RemoteEngines, TranslationsCarryAValidWavAndMapTheLanguageName) {
  server().configure({{"language", "hindi"}, {"text", "The patient has had fever for three days."}});
  speech::remote::remote_speech_engine engine(speech_config());
  const auto out = engine.transcribe(tone_request("hi"));
  ASSERT_EQ(out.failure, speech::speech_failure::none) << out.detail;
  EXPECT_EQ(out.text, "The patient has had fever for three days.");
  EXPECT_EQ(out.language, "hi");
  const auto requests = server().requests();
  ASSERT_EQ(requests.size(), 1U);
  const auto& request = requests[0];
  EXPECT_EQ(request.at("path").as_string(), "/v1/audio/translations");
  EXPECT_FALSE(request.as_object().contains("parse_error"));
  EXPECT_EQ(header(request, "authorization"), "Bearer sk-speech");
  const auto& form = request.at("form").as_object();
  EXPECT_EQ(form.at("model").as_string(), "test-speech");
  EXPECT_EQ(form.at("response_format").as_string(), "verbose_json");
  EXPECT_EQ(form.at("language").as_string(), "hi");
  const auto& file = request.at("files").at("file").as_object();
  EXPECT_EQ(file.at("content_type").as_string(), "audio/wav");
  ASSERT_TRUE(file.at("wav").is_object()) << "not a readable WAV";
  EXPECT_EQ(file.at("wav").at("channels").as_int64(), 1);
  EXPECT_EQ(file.at("wav").at("sample_rate").as_int64(), 16000);
  EXPECT_EQ(file.at("wav").at("sample_width").as_int64(), 2);
  EXPECT_EQ(file.at("wav").at("frames").as_int64(), 16000);
}

TEST_F(RemoteEngines, TranslationsWithoutHintAndUnknownLanguage) {
  server().configure({{"language", "klingon"}});
  speech::remote::remote_speech_engine engine(speech_config());
  const auto out = engine.transcribe(tone_request(std::nullopt));
  ASSERT_EQ(out.failure, speech::speech_failure::none);
  EXPECT_EQ(out.language, "en");
  EXPECT_FALSE(server().requests().at(0).at("form").as_object().contains("language"));
}

TEST_F(RemoteEngines, SpeechServerErrorsAreRetriedTwice) {
  server().configure({{"fail_times", 10}});
  speech::remote::remote_speech_engine engine(speech_config());
  const auto out = engine.transcribe(tone_request(std::nullopt));
  EXPECT_EQ(out.failure, speech::speech_failure::unavailable);
  EXPECT_EQ(engine.http_calls(), 3);
  EXPECT_EQ(out.detail.find("FAKE-VENDOR-SECRET"), std::string::npos);
}

TEST_F(RemoteEngines, SpeechTimeoutsAreRetriedThenReportedAsTimeout) {
  server().configure({{"delay_s", 0.6}});
  auto config = speech_config();
  config.timeout = 200ms;
  speech::remote::remote_speech_engine engine(config);
  const auto out = engine.transcribe(tone_request(std::nullopt));
  EXPECT_EQ(out.failure, speech::speech_failure::timeout);
  EXPECT_EQ(engine.http_calls(), 3);
}

TEST_F(RemoteEngines, RefusedAudioIsRejectedWithoutRetry) {
  server().configure({{"fail_times", 10}, {"fail_status", 413}});
  speech::remote::remote_speech_engine engine(speech_config());
  EXPECT_EQ(engine.transcribe(tone_request(std::nullopt)).failure, speech::speech_failure::rejected);
  EXPECT_EQ(engine.http_calls(), 1);
}

// https model servers, as a hospital runs them behind its internal CA: OpenSSL's default
// trust store honours SSL_CERT_FILE, which is how operators add that CA (docs/operations.md).
namespace {

// A self-signed certificate (its own CA) for IP 127.0.0.1 only, made with the openssl tool.
struct test_certificate {
  std::string dir;
  std::string cert;
  std::string key;
  bool made = false;
  std::shared_ptr<void> removes_dir;  ///< the directory goes with the last copy
};

const test_certificate& certificate() {
  static const test_certificate made = [] {
    test_certificate c;
    char pattern[] = "/tmp/cxs-tls-XXXXXX";
    if (mkdtemp(pattern) == nullptr) {
      return c;
    }
    c.dir = pattern;
    c.removes_dir = std::shared_ptr<void>(nullptr, [dir = c.dir](void*) { std::filesystem::remove_all(dir); });
    c.cert = c.dir + "/cert.pem";
    c.key = c.dir + "/key.pem";
    const std::string command = "openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=cxs-test-model "
                                "-addext subjectAltName=IP:127.0.0.1 -keyout " + c.key + " -out " + c.cert +
                                " >/dev/null 2>&1";
    c.made = std::system(command.c_str()) == 0;
    // Trusted for every connection this process opens from now on.
    setenv("SSL_CERT_FILE", c.cert.c_str(), 1);
    return c;
  }();
  return made;
}

bool tls_server_started = false;

fake_server& tls_server() {
  static fake_server instance("--tls-cert " + certificate().cert + " --tls-key " + certificate().key, "https");
  tls_server_started = true;
  return instance;
}

class TlsEnvironment : public ::testing::Environment {
 public:
  void TearDown() override {
    if (tls_server_started) {
      tls_server().stop();
    }
  }
};

const auto* const tls_environment = ::testing::AddGlobalTestEnvironment(new TlsEnvironment);

}  // namespace

class RemoteEnginesTls : public RemoteEngines {
 protected:
  void SetUp() override {
    ASSERT_TRUE(certificate().made) << "openssl could not make a certificate";
    ASSERT_FALSE(tls_server().url().empty()) << "https fake server did not start";
    ASSERT_EQ(tls_server().post("/_reset", "{}").status, 200U);
    RemoteEngines::SetUp();
    endpoint_.url = tls_server().url();
  }
};

TEST_F(RemoteEnginesTls, HttpsCallsVerifyTheServerAndReuseTheConnection) {
  for (int i = 0; i < 3; ++i) {
    const auto out = run_extract();
    ASSERT_EQ(out.failure, lang::remote_failure::none) << out.detail;
  }
  const auto requests = tls_server().requests();
  ASSERT_EQ(requests.size(), 3U);
  EXPECT_EQ(header(requests[0], "authorization"), "Bearer sk-test-secret");
  EXPECT_EQ(peer_port(requests[0]), peer_port(requests[2]));  // one handshake for all three
}

TEST_F(RemoteEnginesTls, ACertificateForAnotherNameIsRefused) {
  // The certificate names 127.0.0.1 only; "localhost" reaches the same server.
  endpoint_.url = "https://localhost:" + tls_server().url().substr(tls_server().url().rfind(':') + 1);
  const auto out = run_extract();
  EXPECT_EQ(out.failure, lang::remote_failure::upstream_error);
  EXPECT_NE(out.detail.find("unreachable"), std::string::npos) << out.detail;
  EXPECT_TRUE(tls_server().requests().empty());  // nothing was sent over the refused channel
}
