// Micro-benchmarks of the per-request work the edge does before any actor runs:
// route matching, request-id generation and error rendering.

#include "actors/responses.hpp"
#include "http/router.hpp"
#include "security/random.hpp"

#include <benchmark/benchmark.h>

namespace {

cxs::http::router full_table() {
  cxs::http::router r;
  auto noop = [](const std::shared_ptr<cxs::actors::request_context>&) {};
  const std::string b = "/api/studio/v1";
  for (const char* p : {"/projects", "/projects/:id", "/projects/:id/apis", "/projects/:id/keys", "/projects/:id/usage",
                        "/projects/:projectId/webhooks", "/apis", "/apis/:id", "/apis/by-slug/:slug", "/apis/:id/publish",
                        "/apis/:id/versions", "/apis/:id/versions/:version/rollback", "/apis/:id/usage",
                        "/apis/:id/invocations", "/apis/:id/test-transcripts", "/keys/:id", "/webhooks/:id",
                        "/extract/:apiSlug", "/audio/transcribe", "/audio/extract/:apiSlug",
                        "/audio/extract/:apiSlug/stream", "/summarize", "/insights/:apiSlug", "/invocations"}) {
    r.add("GET", b + p, noop);
    r.add("POST", b + p, noop);
  }
  r.add("GET", "/healthz", noop);
  return r;
}

void bm_route_match(benchmark::State& state) {
  const auto r = full_table();
  for (auto _ : state) {
    auto m = r.match("POST", "/api/studio/v1/audio/extract/opd-consult/stream");
    benchmark::DoNotOptimize(m);
  }
}
BENCHMARK(bm_route_match);

void bm_request_id(benchmark::State& state) {
  for (auto _ : state) {
    benchmark::DoNotOptimize(cxs::security::new_id("req_"));
  }
}
BENCHMARK(bm_request_id);

void bm_error_response(benchmark::State& state) {
  cxs::actors::api_error err{cxs::domain::error_code::validation_failed, {}, {{"text", "must not be empty"}}, {}, {}};
  for (auto _ : state) {
    benchmark::DoNotOptimize(cxs::actors::error_response(err, "req_0123456789abcdefghij"));
  }
}
BENCHMARK(bm_error_response);

} // namespace
