// What the remote language engine costs on our side of the wire, per extraction: building
// the request (JSON Schema from the API schema, messages, serialised body) and handling the
// answer (parse, schema validation, clinical priors with quote → offset evidence). The
// network and the model are not included: this is the service's own overhead around a
// remote call. The answer is realistic: the embedded engine's `data` for the same consult
// with every evidence rewritten as {quote}, as a model is asked to give it.
//
//   build/h-remote-bench/bench/remote_bench
//
// Each repetition is one call (Iterations(1)), so p50/p99 are per-call latencies.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

#include <boost/json.hpp>

#include "domain/extraction/engine.hpp"
#include "domain/extraction/post_process.hpp"
#include "domain/schema/schema.hpp"
#include "engines/language/json_schema.hpp"
#include "engines/language/prompt.hpp"
#include "engines/language/remote_language.hpp"

namespace {

namespace json = boost::json;
namespace lang = cxs::engines::language;

double percentile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  const auto index = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(index, v.size() - 1)];
}

constexpr std::string_view consult =
    "[doctor] good morning, what brings you in today?\n"
    "[patient] doctor, i have had fever for four days with chills and a dry cough. my whole body aches.\n"
    "[doctor] any vomiting, rash or bleeding from the gums?\n[patient] no vomiting, no rash.\n"
    "[doctor] any breathlessness or chest pain?\n[patient] no, nothing like that.\n"
    "[doctor] are you taking any medicines?\n"
    "[patient] metformin 500 mg twice a day for sugar and telma 40 once daily for bp.\n"
    "[doctor] any allergies?\n[patient] i am allergic to sulfa drugs, i get a rash.\n"
    "[doctor] my father had a heart attack at sixty, you said. let me examine you.\n"
    "[doctor] temperature is 101.2 f, pulse 104 per minute, blood pressure 136 by 88, respiratory rate 20, "
    "spo2 96 % on room air, weight 72 kg.\n"
    "[doctor] throat is congested, chest is clear, abdomen soft.\n"
    "[doctor] this looks like a viral fever; we must rule out dengue. we will do a complete blood count, "
    "dengue ns1 antigen and a urine routine.\n"
    "[doctor] take paracetamol 650 mg three times a day for three days, cetirizine 10 mg at night for five "
    "days. continue metformin and telma. review after two days with the reports.\n";

const cxs::domain::schema::api_content& content() {
  static const auto c = [] {
    const auto doc = json::parse(R"({
      "schema": {"sections": [
        {"id": "history", "title": "History", "fields": [
          {"key": "chiefComplaint", "label": "Chief complaint", "type": "string"},
          {"key": "historyOfPresentIllness", "label": "History of present illness", "type": "text"},
          {"key": "durationDays", "label": "Duration in days", "type": "integer"},
          {"key": "smoker", "label": "Smoker", "type": "boolean"},
          {"key": "symptoms", "label": "Symptoms", "type": "string-list"}]},
        {"id": "exam", "title": "Examination", "fields": [
          {"key": "vitals", "label": "Vitals", "type": "vitals-block"},
          {"key": "examination", "label": "Examination", "type": "text"}]},
        {"id": "assessment", "title": "Assessment", "fields": [
          {"key": "diagnoses", "label": "Diagnoses", "type": "diagnosis-list"},
          {"key": "severity", "label": "Severity", "type": "enum", "enum": ["mild", "moderate", "severe"]}]},
        {"id": "plan", "title": "Plan", "fields": [
          {"key": "medications", "label": "Medications", "type": "medication-list"},
          {"key": "allergies", "label": "Allergies", "type": "allergy-list"},
          {"key": "investigations", "label": "Investigations", "type": "investigation-list"},
          {"key": "advice", "label": "Advice", "type": "text"},
          {"key": "followUp", "label": "Follow-up", "type": "object", "fields": [
            {"key": "when", "label": "When", "type": "string"},
            {"key": "withReports", "label": "With reports", "type": "boolean"}]}]}]},
      "systemPrompt": "OPD consult note.", "inputs": [], "insights": {"enabled": false}})");
    std::vector<cxs::domain::schema::problem> problems;
    return *cxs::domain::schema::parse_content(doc, "draft", problems);
  }();
  return c;
}

// Every {start, end} (code points; the consult is ASCII so bytes too) becomes {quote}.
void to_quotes(json::value& v) {
  if (auto* o = v.if_object()) {
    if (auto* ev = o->if_contains("evidence"); ev != nullptr && ev->is_object() && ev->as_object().contains("start")) {
      const auto start = ev->as_object().at("start").to_number<std::size_t>();
      const auto end = ev->as_object().at("end").to_number<std::size_t>();
      *ev = json::object{{"quote", consult.substr(start, end - start)}};
    }
    for (auto& [k, member] : *o) {
      to_quotes(member);
    }
  } else if (auto* a = v.if_array()) {
    for (auto& item : *a) {
      to_quotes(item);
    }
  }
}

// The answer content string a model would send back.
const std::string& answer_content() {
  static const std::string s = [] {
    json::value data = cxs::domain::extraction::extract(consult, content().schema).data;
    to_quotes(data);
    return json::serialize(data);
  }();
  return s;
}

void BM_BuildRequest(benchmark::State& state) {
  lang::remote_endpoint endpoint;
  endpoint.model = "m";
  for (auto _ : state) {
    const auto schema = lang::data_json_schema(content().schema);
    const auto prompt = lang::prompt_for(content(), true, nullptr, consult);
    const auto body = lang::completion_request(endpoint, lang::compose_extraction_messages(prompt), schema, "extraction");
    auto text = json::serialize(body);
    benchmark::DoNotOptimize(text);
  }
}
BENCHMARK(BM_BuildRequest)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(1)
    ->Repetitions(1000)
    ->ReportAggregatesOnly(true)
    ->ComputeStatistics("p50", [](const std::vector<double>& v) { return percentile(v, 0.50); })
    ->ComputeStatistics("p99", [](const std::vector<double>& v) { return percentile(v, 0.99); });

// Only the JSON Schema: the part a caller can cache per published API version.
void BM_JsonSchemaOnly(benchmark::State& state) {
  for (auto _ : state) {
    auto schema = lang::data_json_schema(content().schema);
    benchmark::DoNotOptimize(schema);
  }
}
BENCHMARK(BM_JsonSchemaOnly)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(1)
    ->Repetitions(1000)
    ->ReportAggregatesOnly(true)
    ->ComputeStatistics("p50", [](const std::vector<double>& v) { return percentile(v, 0.50); })
    ->ComputeStatistics("p99", [](const std::vector<double>& v) { return percentile(v, 0.99); });

void BM_HandleAnswer(benchmark::State& state) {
  const auto schema = lang::data_json_schema(content().schema);
  (void)cxs::domain::extraction::post_process(consult, content().schema, json::object{});  // tables built outside
  for (auto _ : state) {
    auto value = json::parse(answer_content());
    const auto violations = lang::validate(value, schema);
    auto result = cxs::domain::extraction::post_process(consult, content().schema, value.as_object());
    benchmark::DoNotOptimize(violations);
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_HandleAnswer)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(1)
    ->Repetitions(1000)
    ->ReportAggregatesOnly(true)
    ->ComputeStatistics("p50", [](const std::vector<double>& v) { return percentile(v, 0.50); })
    ->ComputeStatistics("p99", [](const std::vector<double>& v) { return percentile(v, 0.99); });

}  // namespace

BENCHMARK_MAIN();
