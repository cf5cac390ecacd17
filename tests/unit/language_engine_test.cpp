// Unit tests of engines/language/language_engine: the two engines chosen at start return
// typed results (data, warnings, PHI token map with evidence on the original text, FHIR,
// insights), read through the redaction the job carries (the redactor actor's answer; the
// engine never redacts itself, and refuses to read unredacted text), the remote engine's failures become the fallback (degraded) or the contract's
// error per `fallback`, and a passed deadline sends nothing.
//
// The remote engine is pointed at a closed port on 127.0.0.1 (nothing listens there): a
// real connection refusal, no model server needed.

#include <gtest/gtest.h>

#include "domain/phi/redactor.hpp"
#include "domain/schema/schema.hpp"
#include "engines/language/language_engine.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/json.hpp>

#include <memory>
#include <string>

namespace lang = cxs::engines::language;
namespace json = boost::json;
using cxs::domain::error_code;

namespace {

const char* const consult =
    "Patient Ravi Kumar, phone 9876543210. Complaints of fever for three days. "
    "BP 130/85, pulse 96. Diagnosis: dengue fever. Advised paracetamol 500 mg three times a day.";

std::shared_ptr<const cxs::persistence::published_api> make_api(bool redact, bool insights) {
  auto api = std::make_shared<cxs::persistence::published_api>();
  api->id = "api_1";
  api->slug = "opd-note";
  api->published_at = "2026-11-01T00:00:00Z";
  api->schema = json::parse(R"({"sections":[{"id":"s","title":"S","fields":[
      {"key":"vitals","label":"Vitals","type":"vitals-block"},
      {"key":"dx","label":"Diagnoses","type":"diagnosis-list"},
      {"key":"meds","label":"Medications","type":"medication-list"}]}]})");
  api->inputs = json::array{};
  api->insights = insights ? json::parse(R"({"enabled":true,"kinds":["abnormal-vitals","red-flags"]})") : json::parse(R"({"enabled":false})");
  api->settings = json::object{{"redactPHI", redact}};
  return api;
}

lang::extraction_job make_job(bool redact = false, bool insights = false) {
  lang::extraction_job job;
  job.api = make_api(redact, insights);
  job.text = consult;
  if (redact) {
    // What the redactor actor answers (actors/redactor_actor.hpp) and ask_extractor puts in.
    job.redaction = std::make_shared<const cxs::domain::phi::redaction>(cxs::domain::phi::redact(consult));
  }
  job.call.request_id = "req_test";
  return job;
}

// A port on 127.0.0.1 where nothing listens: bound, then closed.
int closed_port() {
  boost::asio::io_context io;
  boost::asio::ip::tcp::acceptor a(io, {boost::asio::ip::make_address("127.0.0.1"), 0});
  const int port = a.local_endpoint().port();
  a.close();
  return port;
}

std::shared_ptr<const lang::language_engine> unreachable_remote(bool fallback_embedded) {
  lang::remote_options o;
  o.endpoint.url = "http://127.0.0.1:" + std::to_string(closed_port());
  o.endpoint.model = "m";
  o.endpoint.timeout = std::chrono::milliseconds(2000);
  o.endpoint.retry.retries = 0;
  o.fallback_embedded = fallback_embedded;
  o.breaker_failures = 100;
  return lang::make_remote_language_engine(o);
}

std::string slice(const std::string& text, const json::value& span) {
  // Offsets are code points; the consult is ASCII.
  const auto start = static_cast<std::size_t>(span.at("start").to_number<double>());
  const auto end = static_cast<std::size_t>(span.at("end").to_number<double>());
  return text.substr(start, end - start);
}

} // namespace

TEST(LanguageEngine, EnginesSayWhichTheyAre) {
  EXPECT_FALSE(lang::make_embedded_language()->remote());
  EXPECT_TRUE(unreachable_remote(true)->remote());
}

TEST(LanguageEngine, EmbeddedExtractionIsATypedResult) {
  const auto engine = lang::make_embedded_language();
  auto r = engine->extract(make_job());
  ASSERT_FALSE(r.failure.has_value());
  EXPECT_FALSE(r.degraded);
  EXPECT_EQ(r.total_tokens, 0);
  EXPECT_EQ(r.api_slug, "opd-note");
  EXPECT_EQ(r.version, "2026-11-01T00:00:00Z");
  ASSERT_TRUE(r.data.is_object());
  const auto& dx = r.data.at("dx").as_array();
  ASSERT_FALSE(dx.empty());
  EXPECT_EQ(slice(consult, dx.at(0).at("evidence")), "dengue fever");
  EXPECT_FALSE(r.phi_token_map.has_value());
  EXPECT_FALSE(r.fhir.has_value());
  EXPECT_FALSE(r.insights.has_value());
}

TEST(LanguageEngine, RedactionGivesTokenMapAndEvidenceOnTheOriginalText) {
  const auto engine = lang::make_embedded_language();
  auto r = engine->extract(make_job(true));
  ASSERT_FALSE(r.failure.has_value());
  ASSERT_TRUE(r.phi_token_map.has_value());
  const auto map = json::serialize(*r.phi_token_map);
  EXPECT_NE(map.find("9876543210"), std::string::npos) << map;
  // The engine read the redacted text; the spans still point into what the client sent.
  const auto& dx = r.data.at("dx").as_array();
  ASSERT_FALSE(dx.empty());
  EXPECT_EQ(slice(consult, dx.at(0).at("evidence")), "dengue fever");
}

TEST(LanguageEngine, RedactPhiWithoutARedactionIsInternalNeverTheUnredactedText) {
  const auto engine = lang::make_embedded_language();
  auto job = make_job(true);
  job.redaction = nullptr;  // a caller that skipped the redactor
  auto r = engine->extract(job);
  EXPECT_EQ(r.failure, error_code::internal);
  EXPECT_FALSE(r.phi_token_map.has_value());
  EXPECT_TRUE(r.data.is_null());

  lang::insights_job i;
  i.api = make_api(true, true);
  i.transcript = consult;
  i.kinds = {cxs::domain::schema::insight_kind::abnormal_vitals};
  EXPECT_EQ(engine->insights(i).failure, error_code::internal);
}

TEST(LanguageEngine, ARedactionIsIgnoredWithRedactPhiOff) {
  const auto engine = lang::make_embedded_language();
  auto job = make_job(false);
  job.redaction = std::make_shared<const cxs::domain::phi::redaction>(cxs::domain::phi::redact(consult));
  auto r = engine->extract(job);
  ASSERT_FALSE(r.failure.has_value());
  EXPECT_FALSE(r.phi_token_map.has_value());
}

TEST(LanguageEngine, FhirAndInsightsOnRequest) {
  const auto engine = lang::make_embedded_language();
  auto job = make_job(false, true);
  job.fhir = true;
  job.include_insights = true;
  auto r = engine->extract(job);
  ASSERT_FALSE(r.failure.has_value());
  ASSERT_TRUE(r.fhir.has_value());
  EXPECT_EQ(r.fhir->at("resourceType").as_string(), "Bundle");
  ASSERT_TRUE(r.insights.has_value());
  EXPECT_TRUE(r.insights->as_object().contains("items"));
}

TEST(LanguageEngine, EmbeddedSummaryAndInsights) {
  const auto engine = lang::make_embedded_language();
  lang::summary_job s;
  s.text = consult;
  s.max_lines = 3;
  auto summary = engine->summarize(s);
  ASSERT_FALSE(summary.failure.has_value());
  EXPECT_FALSE(summary.summary.empty());

  lang::insights_job i;
  i.api = make_api(true, true);
  i.transcript = consult;
  i.redaction = std::make_shared<const cxs::domain::phi::redaction>(cxs::domain::phi::redact(consult));
  i.kinds = {cxs::domain::schema::insight_kind::abnormal_vitals};
  auto insights = engine->insights(i);
  ASSERT_FALSE(insights.failure.has_value());
  EXPECT_TRUE(insights.insights.as_object().contains("items"));
  EXPECT_TRUE(insights.phi_token_map.has_value());
}

TEST(LanguageEngine, RemoteFailureFallsBackToTheEmbeddedAnswer) {
  auto remote = unreachable_remote(true)->extract(make_job());
  auto embedded = lang::make_embedded_language()->extract(make_job());
  ASSERT_FALSE(remote.failure.has_value());
  EXPECT_TRUE(remote.degraded);
  EXPECT_EQ(json::serialize(remote.data), json::serialize(embedded.data));

  lang::summary_job s;
  s.text = consult;
  auto summary = unreachable_remote(true)->summarize(s);
  EXPECT_TRUE(summary.degraded);
  EXPECT_FALSE(summary.summary.empty());
}

TEST(LanguageEngine, RemoteFailureWithoutFallbackIsUpstreamError) {
  const auto engine = unreachable_remote(false);
  auto r = engine->extract(make_job());
  ASSERT_TRUE(r.failure.has_value());
  EXPECT_EQ(*r.failure, error_code::upstream_error);
  EXPECT_FALSE(r.degraded);

  lang::insights_job i;
  i.api = make_api(false, true);
  i.transcript = consult;
  i.kinds = {cxs::domain::schema::insight_kind::red_flags};
  auto insights = engine->insights(i);
  ASSERT_TRUE(insights.failure.has_value());
  EXPECT_EQ(*insights.failure, error_code::upstream_error);
}

TEST(LanguageEngine, PassedDeadlineIsUpstreamTimeoutWithoutACall) {
  const auto engine = unreachable_remote(false);
  auto job = make_job();
  job.call.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  auto r = engine->extract(job);
  ASSERT_TRUE(r.failure.has_value());
  EXPECT_EQ(*r.failure, error_code::upstream_timeout);
}

TEST(LanguageEngine, AssistWithoutModelIsTheEmbeddedAnswer) {
  lang::assist_job job;
  job.want = cxs::domain::assist::want::edge_cases;
  job.api = make_api(false, false);
  auto r = lang::make_embedded_language()->assist(job);
  ASSERT_FALSE(r.failure.has_value());
  EXPECT_FALSE(r.remote_used);
  EXPECT_FALSE(r.degraded);
  EXPECT_FALSE(r.result.empty());

  auto degraded = unreachable_remote(true)->assist(job);
  EXPECT_FALSE(degraded.remote_used);
  EXPECT_TRUE(degraded.degraded);
  EXPECT_EQ(json::serialize(degraded.result), json::serialize(r.result));
}

TEST(LanguageEngine, RedactPhiWithoutTheRedactedInputsOrPriorNoteIsInternal) {
  // A caller that redacted the consult but not the request's other free texts: no engine
  // reads (or would send a model) them unredacted.
  for (const auto& engine : {lang::make_embedded_language(), unreachable_remote(false)}) {
    auto job = make_job(true);
    job.request = json::parse(R"({"inputs": {"patientName": "Lakshmi Narayanan"}})").as_object();
    auto r = engine->extract(job);
    EXPECT_EQ(r.failure, error_code::internal);
    EXPECT_FALSE(r.phi_token_map.has_value());

    lang::insights_job i;
    i.api = make_api(true, true);
    i.transcript = consult;
    i.redaction = std::make_shared<const cxs::domain::phi::redaction>(cxs::domain::phi::redact(consult));
    i.prior_note_summary = "Known diabetic. Daughter Mrs Sunita Devi attends.";
    i.kinds = {cxs::domain::schema::insight_kind::abnormal_vitals};
    EXPECT_EQ(engine->insights(i).failure, error_code::internal);
  }
}

TEST(LanguageEngine, TheEmbeddedRulesReadTheInputsAndPriorNoteAsSent) {
  // The redacted copies are for a model; the rules that fill empty fields from inputs and
  // compare the prior note read the originals, as they always have.
  auto api = std::make_shared<cxs::persistence::published_api>(*make_api(true, true));
  api->schema = json::parse(R"({"sections":[{"id":"s","title":"S","fields":[
      {"key":"patientName","label":"Patient name","type":"string"}]}]})");
  auto job = make_job(true);
  job.api = api;
  job.request = json::parse(R"({"inputs": {"patientName": "Lakshmi Narayanan"}})").as_object();
  job.redacted_inputs = std::make_shared<const json::object>(json::parse(R"({"patientName": "[NAME_2]"})").as_object());
  auto r = lang::make_embedded_language()->extract(job);
  ASSERT_FALSE(r.failure.has_value());
  EXPECT_EQ(r.data.at("patientName").as_string(), "Lakshmi Narayanan");

  lang::insights_job i;
  i.api = make_api(true, true);
  i.transcript = consult;
  i.redaction = std::make_shared<const cxs::domain::phi::redaction>(cxs::domain::phi::redact(consult));
  i.prior_note_summary = "Allergic to aspirin.";
  i.redacted_prior_note_summary = "Allergic to [NAME_9].";  // what a model would be sent
  i.kinds = {cxs::domain::schema::insight_kind::abnormal_vitals};
  auto insights = lang::make_embedded_language()->insights(i);
  ASSERT_FALSE(insights.failure.has_value());
  EXPECT_EQ(json::serialize(insights.insights.at("priorNote").at("allergies")), R"(["aspirin"])");
}
