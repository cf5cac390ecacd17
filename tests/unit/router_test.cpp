#include "http/router.hpp"

#include <gtest/gtest.h>

using cxs::http::match_status;
using cxs::http::router;

namespace {

router sample() {
  router r;
  auto noop = [](const std::shared_ptr<cxs::actors::request_context>&) {};
  r.add("GET", "/healthz", noop);
  r.add("GET", "/api/studio/v1/apis", noop);
  r.add("GET", "/api/studio/v1/apis/:id", noop);
  r.add("PATCH", "/api/studio/v1/apis/:id", noop);
  r.add("GET", "/api/studio/v1/apis/by-slug/:slug", noop);
  r.add("GET", "/api/studio/v1/apis/:id/versions", noop);
  r.add("POST", "/api/studio/v1/apis/:id/versions/:version/rollback", noop);
  return r;
}

} // namespace

TEST(Router, LiteralRoute) {
  const auto r = sample();
  const auto m = r.match("GET", "/healthz");
  ASSERT_EQ(m.status, match_status::found);
  EXPECT_EQ(m.matched->pattern, "/healthz");
}

TEST(Router, ParametersAreCapturedAndDecoded) {
  const auto r = sample();
  const auto m = r.match("POST", "/api/studio/v1/apis/api_1/versions/3/rollback");
  ASSERT_EQ(m.status, match_status::found);
  EXPECT_EQ(m.params.at("id"), "api_1");
  EXPECT_EQ(m.params.at("version"), "3");
  const auto d = r.match("GET", "/api/studio/v1/apis/a%20b");
  ASSERT_EQ(d.status, match_status::found);
  EXPECT_EQ(d.params.at("id"), "a b");
}

TEST(Router, MoreLiteralSegmentsWin) {
  const auto r = sample();
  const auto m = r.match("GET", "/api/studio/v1/apis/by-slug/opd");
  ASSERT_EQ(m.status, match_status::found);
  EXPECT_EQ(m.matched->pattern, "/api/studio/v1/apis/by-slug/:slug");
  EXPECT_EQ(m.params.at("slug"), "opd");
  const auto v = r.match("GET", "/api/studio/v1/apis/api_9/versions");
  EXPECT_EQ(v.matched->pattern, "/api/studio/v1/apis/:id/versions");
}

TEST(Router, UnknownPathIsNotFound) {
  const auto r = sample();
  EXPECT_EQ(r.match("GET", "/nope").status, match_status::not_found);
  EXPECT_EQ(r.match("GET", "/api/studio/v1/apis/x/y/z/w/v").status, match_status::not_found);
  EXPECT_EQ(r.match("GET", "").status, match_status::not_found);
  EXPECT_EQ(r.match("GET", "/api/studio/v1/apis//versions").status, match_status::not_found);
}

TEST(Router, WrongMethodListsAllowedOnes) {
  const auto r = sample();
  const auto m = r.match("DELETE", "/api/studio/v1/apis/api_1");
  ASSERT_EQ(m.status, match_status::method_not_allowed);
  EXPECT_EQ(m.allowed_methods, (std::vector<std::string>{"GET", "PATCH"}));
  EXPECT_EQ(r.match("POST", "/healthz").status, match_status::method_not_allowed);
}

TEST(Router, TrailingSlashTolerated) {
  const auto r = sample();
  EXPECT_EQ(r.match("GET", "/api/studio/v1/apis/").status, match_status::found);
}

TEST(Router, MalformedEscapesAreRejected) {
  const auto r = sample();
  EXPECT_EQ(r.match("GET", "/api/studio/v1/apis/%zz").status, match_status::not_found);
  EXPECT_EQ(r.match("GET", "/api/studio/v1/apis/a%2Fb").status, match_status::not_found);
  EXPECT_EQ(r.match("GET", "/api/studio/v1/apis/a%2").status, match_status::not_found);
}

TEST(Router, BadTemplatesAreRefused) {
  router r;
  auto noop = [](const std::shared_ptr<cxs::actors::request_context>&) {};
  EXPECT_THROW(r.add("GET", "nope", noop), std::invalid_argument);
  EXPECT_THROW(r.add("GET", "/a/:", noop), std::invalid_argument);
  r.add("GET", "/a", noop);
  EXPECT_THROW(r.add("GET", "/a", noop), std::invalid_argument);
}

TEST(Router, ParametersThatAreNotUtf8TextMatchNothing) {
  const auto r = sample();
  // Overlong '.', a lone 0xFF, a decoded NUL: no id can be these, so 404 before any handler.
  for (const char* path : {"/api/studio/v1/apis/%c0%ae", "/api/studio/v1/apis/%ff", "/api/studio/v1/apis/a%00b",
                           "/api/studio/v1/apis/\xff", "/api/studio/v1/apis/by-slug/%ed%a0%80"}) {
    EXPECT_EQ(r.match("GET", path).status, match_status::not_found) << path;
  }
  const auto ok = r.match("GET", "/api/studio/v1/apis/%E0%A4%A8");
  ASSERT_EQ(ok.status, match_status::found);
  EXPECT_EQ(ok.params.at("id"), "\xE0\xA4\xA8");
}

TEST(Router, MissResponsesAre404Or405WithAllow) {
  const auto r = sample();
  const auto not_found = router::miss_response(r.match("GET", "/nope"), "req_1");
  EXPECT_EQ(not_found.status, 404u);
  EXPECT_TRUE(not_found.headers.empty());
  const auto wrong = router::miss_response(r.match("DELETE", "/api/studio/v1/apis/api_1"), "req_2");
  EXPECT_EQ(wrong.status, 405u);
  ASSERT_EQ(wrong.headers.size(), 1u);
  EXPECT_EQ(wrong.headers[0], (std::pair<std::string, std::string>{"Allow", "GET, PATCH"}));
}

// A made-up or lower-case method token must become neither a metric series nor a log value.
TEST(Router, MethodLabelKeepsKnownMethodsOnly) {
  EXPECT_EQ(cxs::http::method_label("GET"), "GET");
  EXPECT_EQ(cxs::http::method_label("OPTIONS"), "OPTIONS");
  EXPECT_EQ(cxs::http::method_label("get"), "other");
  EXPECT_EQ(cxs::http::method_label("PROPFIND"), "other");
  EXPECT_EQ(cxs::http::method_label("BREW"), "other");
}
