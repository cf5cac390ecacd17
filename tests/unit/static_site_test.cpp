#include "http/cors.hpp"
#include "http/static_site.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace {

namespace fs = std::filesystem;
using cxs::http::static_site;

std::string header(const cxs::http::static_answer& a, const std::string& name) {
  for (const auto& [n, v] : a.headers) {
    if (n == name) {
      return v;
    }
  }
  return {};
}

class StaticSite : public ::testing::Test {
protected:
  void SetUp() override {
    dir = fs::temp_directory_path() / ("cxs_site_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
                                       "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir);
    fs::create_directories(dir / "assets");
    std::ofstream(dir / "index.html") << "<!doctype html><title>console</title>";
    std::ofstream(dir / "assets" / "app-3f9a.js") << "console.log(1)";
    std::ofstream(dir / "assets" / "app-3f9a.css") << "body{}";
    std::ofstream(dir / "favicon.svg") << "<svg/>";
  }
  void TearDown() override { fs::remove_all(dir); }
  fs::path dir;
};

TEST_F(StaticSite, ServesFilesWithTypesAndCaching) {
  std::string why;
  const auto site = static_site::load(dir, why);
  ASSERT_TRUE(site) << why;
  EXPECT_EQ(site->file_count(), 4u);

  const auto js = site->answer("/console/assets/app-3f9a.js", "");
  EXPECT_EQ(js.status, 200u);
  EXPECT_EQ(js.content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(js.body, "console.log(1)");
  EXPECT_EQ(header(js, "Cache-Control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(site->answer("/console/assets/app-3f9a.css", "").content_type, "text/css; charset=utf-8");
  EXPECT_EQ(site->answer("/console/favicon.svg", "").content_type, "image/svg+xml");

  const auto index = site->answer("/console/", "");
  EXPECT_EQ(index.status, 200u);
  EXPECT_EQ(index.content_type, "text/html; charset=utf-8");
  EXPECT_EQ(header(index, "Cache-Control"), "no-cache");
  EXPECT_NE(header(index, "Content-Security-Policy").find("script-src 'self'"), std::string::npos);
  EXPECT_EQ(header(index, "X-Frame-Options"), "DENY");
}

TEST_F(StaticSite, ClientRoutesFallBackToIndexButMissingFilesAre404) {
  std::string why;
  const auto site = static_site::load(dir, why);
  ASSERT_TRUE(site) << why;
  const auto route = site->answer("/console/projects/prj_1/apis/api_2/playground", "");
  EXPECT_EQ(route.status, 200u);
  EXPECT_EQ(route.body, "<!doctype html><title>console</title>");
  EXPECT_EQ(site->answer("/console/assets/app-missing.js", "").status, 404u);
  EXPECT_EQ(site->answer("/console/missing.png", "").status, 404u);
  EXPECT_EQ(site->answer("/console/../CMakeLists.txt", "").status, 404u);  // only loaded files exist
  const auto bare = site->answer("/console", "");
  EXPECT_EQ(bare.status, 308u);
  EXPECT_EQ(header(bare, "Location"), "/console/");
}

TEST_F(StaticSite, EtagRevalidationGives304) {
  std::string why;
  const auto site = static_site::load(dir, why);
  ASSERT_TRUE(site) << why;
  const auto first = site->answer("/console/", "");
  const auto etag = header(first, "ETag");
  ASSERT_FALSE(etag.empty());
  const auto again = site->answer("/console/", etag);
  EXPECT_EQ(again.status, 304u);
  EXPECT_TRUE(again.body.empty());
  EXPECT_EQ(site->answer("/console/", "\"other\"").status, 200u);
}

TEST_F(StaticSite, RefusesADirectoryWithoutIndexOrTooLarge) {
  std::string why;
  fs::remove(dir / "index.html");
  EXPECT_FALSE(static_site::load(dir, why));
  EXPECT_NE(why.find("index.html"), std::string::npos);
  std::ofstream(dir / "index.html") << std::string(2048, 'x');
  EXPECT_FALSE(static_site::load(dir, why, 1024));
}

TEST(StaticSiteOwns, OnlyTheConsolePrefix) {
  EXPECT_TRUE(static_site::owns("/console"));
  EXPECT_TRUE(static_site::owns("/console/"));
  EXPECT_TRUE(static_site::owns("/console/x"));
  EXPECT_FALSE(static_site::owns("/consoles"));
  EXPECT_FALSE(static_site::owns("/api/studio/v1/console"));
}

TEST(Cors, AllowsOnlyConfiguredOrigins) {
  const cxs::http::cors_policy off;
  EXPECT_FALSE(off.enabled());
  EXPECT_FALSE(off.allows("https://a.local"));
  const cxs::http::cors_policy some({"https://a.local", "http://127.0.0.1:3000"});
  EXPECT_TRUE(some.enabled());
  EXPECT_TRUE(some.allows("https://a.local"));
  EXPECT_TRUE(some.allows("http://127.0.0.1:3000"));
  EXPECT_FALSE(some.allows("https://a.local.evil.example"));
  EXPECT_FALSE(some.allows("http://127.0.0.1:3001"));
  EXPECT_FALSE(some.allows("null"));
  const cxs::http::cors_policy any({"*"});
  EXPECT_TRUE(any.allows("https://whatever.local"));
  EXPECT_FALSE(any.allows("null"));
}

TEST(Cors, PreflightNamesTheSdkHeaders) {
  const auto h = cxs::http::cors_policy::preflight_headers("https://a.local");
  std::map<std::string, std::string> m(h.begin(), h.end());
  EXPECT_EQ(m["Access-Control-Allow-Origin"], "https://a.local");
  EXPECT_EQ(m["Vary"], "Origin");
  EXPECT_NE(m["Access-Control-Allow-Headers"].find("Idempotency-Key"), std::string::npos);
  EXPECT_NE(m["Access-Control-Allow-Headers"].find("X-Svc-Live-Key-Ack"), std::string::npos);
  EXPECT_NE(m["Access-Control-Allow-Methods"].find("PATCH"), std::string::npos);
  cxs::http::header_list response;
  cxs::http::cors_policy::add_response_headers(response, "https://a.local");
  std::map<std::string, std::string> r(response.begin(), response.end());
  EXPECT_NE(r["Access-Control-Expose-Headers"].find("Retry-After"), std::string::npos);
  EXPECT_NE(r["Access-Control-Expose-Headers"].find("X-Request-Id"), std::string::npos);
  EXPECT_EQ(r.count("Access-Control-Allow-Credentials"), 0u);
}

} // namespace

#include "http/edge/stream_queue.hpp"

TEST(StreamQueue, BoundedInBytesButAlwaysTakesOneFrame) {
  cxs::http::stream_queue q(100);
  EXPECT_TRUE(q.push(std::string(60, 'a')));
  EXPECT_TRUE(q.push(std::string(40, 'b')));
  EXPECT_FALSE(q.push("c"));  // 101 bytes would wait: the stream is dropped instead
  EXPECT_EQ(q.queued_bytes(), 100u);
  q.pop();
  EXPECT_EQ(q.queued_bytes(), 40u);
  EXPECT_TRUE(q.push(std::string(60, 'd')));
  q.pop();
  q.pop();
  EXPECT_TRUE(q.empty());
  EXPECT_TRUE(q.push(std::string(500, 'e')));  // one oversized frame still goes out
  EXPECT_FALSE(q.push("f"));
}
