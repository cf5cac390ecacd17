// observe_request keeps the counter and histogram of each (method, route, status) it has
// seen; the exposition must count every request under its own labels all the same.

#include "metrics/metrics.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

TEST(ServiceMetrics, RequestsAreCountedPerMethodRouteAndStatus) {
  cxs::metrics::service_metrics m("test", "abc");
  for (int i = 0; i < 3; ++i) {
    m.observe_request("POST", "/api/studio/v1/extract/:apiSlug", 200, 0.004);
  }
  m.observe_request("POST", "/api/studio/v1/extract/:apiSlug", 400, 0.002);
  m.observe_request("GET", "/api/studio/v1/extract/:apiSlug", 405, 0.0001);
  m.observe_request("GET", "/healthz", 200, 2.0);
  const auto text = m.serialize();
  EXPECT_NE(text.find(R"(http_requests_total{method="POST",route="/api/studio/v1/extract/:apiSlug",status="200"} 3)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(R"(http_requests_total{method="POST",route="/api/studio/v1/extract/:apiSlug",status="400"} 1)"),
            std::string::npos);
  EXPECT_NE(text.find(R"(http_requests_total{method="GET",route="/api/studio/v1/extract/:apiSlug",status="405"} 1)"),
            std::string::npos);
  EXPECT_NE(text.find(R"(http_requests_total{method="GET",route="/healthz",status="200"} 1)"), std::string::npos);
  // One histogram per route, all statuses and methods together.
  EXPECT_NE(text.find(R"(http_request_duration_seconds_count{route="/api/studio/v1/extract/:apiSlug"} 5)"),
            std::string::npos);
  EXPECT_NE(text.find(R"(http_request_duration_seconds_bucket{route="/api/studio/v1/extract/:apiSlug",le="0.0025"} 2)"),
            std::string::npos);
  EXPECT_NE(text.find(R"(http_request_duration_seconds_count{route="/healthz"} 1)"), std::string::npos);
}

} // namespace
