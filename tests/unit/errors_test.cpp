#include "domain/errors.hpp"

#include "actors/responses.hpp"
#include "domain/text/utf8.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

using cxs::domain::error_code;

TEST(ErrorCatalogue, NamesAreUniqueUpperSnake) {
  std::set<std::string> seen;
  for (const auto& row : cxs::domain::catalogue()) {
    EXPECT_TRUE(seen.insert(std::string(row.name)).second) << row.name;
    for (char c : row.name) {
      EXPECT_TRUE((c >= 'A' && c <= 'Z') || c == '_') << row.name;
    }
    EXPECT_FALSE(row.message.empty()) << row.name;
  }
}

TEST(ErrorCatalogue, ContractStatusesHold) {
  EXPECT_EQ(cxs::domain::http_status(error_code::bad_request), 400);
  EXPECT_EQ(cxs::domain::http_status(error_code::unsupported_language), 400);
  EXPECT_EQ(cxs::domain::http_status(error_code::invalid_api_key), 401);
  EXPECT_EQ(cxs::domain::http_status(error_code::org_suspended), 401);
  EXPECT_EQ(cxs::domain::http_status(error_code::scope_missing), 403);
  EXPECT_EQ(cxs::domain::http_status(error_code::live_key_in_mobile), 403);
  EXPECT_EQ(cxs::domain::http_status(error_code::api_not_found), 404);
  EXPECT_EQ(cxs::domain::http_status(error_code::api_archived), 409);
  EXPECT_EQ(cxs::domain::http_status(error_code::idempotency_in_progress), 409);
  EXPECT_EQ(cxs::domain::http_status(error_code::payload_too_large), 413);
  EXPECT_EQ(cxs::domain::http_status(error_code::idempotency_key_reused), 422);
  EXPECT_EQ(cxs::domain::http_status(error_code::validation_failed), 422);
  EXPECT_EQ(cxs::domain::http_status(error_code::rate_limited), 429);
  EXPECT_EQ(cxs::domain::http_status(error_code::quota_exceeded), 429);
  EXPECT_EQ(cxs::domain::http_status(error_code::upstream_error), 502);
  EXPECT_EQ(cxs::domain::http_status(error_code::audit_unavailable), 503);
  EXPECT_EQ(cxs::domain::http_status(error_code::upstream_timeout), 504);
}

TEST(ErrorCatalogue, RoundTripsThroughName) {
  for (const auto& row : cxs::domain::catalogue()) {
    const auto back = cxs::domain::from_name(row.name);
    ASSERT_TRUE(back.has_value()) << row.name;
    EXPECT_EQ(*back, row.code);
  }
  EXPECT_FALSE(cxs::domain::from_name("NO_SUCH_CODE").has_value());
}

TEST(ErrorCatalogue, EveryCodeOfTheContractExists) {
  for (const char* name : {"BAD_REQUEST", "UNSUPPORTED_LANGUAGE", "UNSUPPORTED_MEDIA", "UNAUTHENTICATED",
                           "INVALID_API_KEY", "KEY_REVOKED", "KEY_EXPIRED", "ORG_SUSPENDED", "SCOPE_MISSING",
                           "LIVE_KEY_IN_MOBILE", "FORBIDDEN", "NOT_FOUND", "API_NOT_FOUND", "INSIGHTS_NOT_ENABLED",
                           "API_ARCHIVED", "CONFLICT", "IDEMPOTENCY_IN_PROGRESS", "IDEMPOTENCY_KEY_REUSED",
                           "PAYLOAD_TOO_LARGE", "VALIDATION_FAILED", "RATE_LIMITED", "QUOTA_EXCEEDED",
                           "REQUEST_TIMEOUT", "UPSTREAM_TIMEOUT", "UPSTREAM_ERROR", "AUDIT_UNAVAILABLE",
                           "CLIENT_CLOSED", "INTERNAL"}) {
    EXPECT_TRUE(cxs::domain::from_name(name).has_value()) << name;
  }
}

// docs/errors.md is the published list; it must name every code, with its status.
TEST(ErrorCatalogue, DocumentedInDocsErrorsMd) {
  std::ifstream in(std::string(CXS_SOURCE_DIR) + "/docs/errors.md");
  ASSERT_TRUE(in.good()) << "docs/errors.md is missing";
  std::stringstream text;
  text << in.rdbuf();
  const std::string doc = text.str();
  for (const auto& row : cxs::domain::catalogue()) {
    const std::string needle = "| `" + std::string(row.name) + "` | " +
                               (row.http_status == 0 ? std::string("—") : std::to_string(row.http_status)) + " |";
    EXPECT_NE(doc.find(needle), std::string::npos) << "docs/errors.md lacks the row: " << needle;
  }
}

TEST(ErrorResponse, BodyIsUtf8JsonWhateverTheMessageQuotes) {
  cxs::actors::api_error err{cxs::domain::error_code::validation_failed,
                             "Language \"\xff\xfe\" is odd",
                             {{"lang\xc0", "value \xed\xa0\x80"}},
                             {},
                             {}};
  const auto res = cxs::actors::error_response(err, "req_1");
  EXPECT_EQ(res.status, 422U);
  EXPECT_TRUE(cxs::domain::text::valid_utf8(res.body)) << res.body;
  boost::system::error_code ec;
  const auto parsed = boost::json::parse(res.body, ec);
  ASSERT_FALSE(ec) << res.body;
  EXPECT_EQ(parsed.at("error").as_string(), "Language \"\xEF\xBF\xBD\xEF\xBF\xBD\" is odd");
  EXPECT_EQ(parsed.at("fields").at(0).at("field").as_string(), "lang\xEF\xBF\xBD");
}
