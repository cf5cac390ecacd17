// api_error's named constructors and the error body each one renders (error_response).
#include "actors/request_types.hpp"
#include "actors/responses.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

using cxs::actors::api_error;
using cxs::actors::error_response;
using cxs::domain::error_code;

namespace {
boost::json::object body_of(const cxs::actors::http_response& res) { return boost::json::parse(res.body).as_object(); }
} // namespace

TEST(ApiError, OfTakesTheCatalogueMessage) {
  const auto res = error_response(api_error::of(error_code::api_archived), "req_1");
  EXPECT_EQ(res.status, 409u);
  const auto body = body_of(res);
  EXPECT_EQ(body.at("code"), "API_ARCHIVED");
  EXPECT_EQ(body.at("error").as_string(), cxs::domain::info(error_code::api_archived).message);
  EXPECT_EQ(body.at("requestId"), "req_1");
  EXPECT_FALSE(body.contains("fields"));
  EXPECT_FALSE(body.contains("retryAfterSec"));
  EXPECT_TRUE(res.headers.empty());
}

TEST(ApiError, OfWithMessageReplacesTheCatalogueText) {
  const auto err = api_error::of(error_code::not_found, "No such API.");
  EXPECT_EQ(err.code, error_code::not_found);
  const auto res = error_response(err, "req_2");
  EXPECT_EQ(res.status, 404u);
  EXPECT_EQ(body_of(res).at("error"), "No such API.");
}

TEST(ApiError, InvalidListsEveryField) {
  const auto res = error_response(api_error::invalid({{"limit", "too big"}, {"cursor", "unknown"}}), "r");
  EXPECT_EQ(res.status, 422u);
  const auto body = body_of(res);
  EXPECT_EQ(body.at("code"), "VALIDATION_FAILED");
  const auto& fields = body.at("fields").as_array();
  ASSERT_EQ(fields.size(), 2u);
  EXPECT_EQ(fields[0].at("field"), "limit");
  EXPECT_EQ(fields[1].at("message"), "unknown");
}

TEST(ApiError, RetryAfterSetsHeaderAndMember) {
  const auto res = error_response(api_error::of(error_code::rate_limited).retry_after(7), "r");
  EXPECT_EQ(res.status, 429u);
  EXPECT_EQ(body_of(res).at("retryAfterSec"), 7);
  ASSERT_EQ(res.headers.size(), 1u);
  EXPECT_EQ(res.headers[0].first, "Retry-After");
  EXPECT_EQ(res.headers[0].second, "7");
}

TEST(ApiError, ExtraMembersJoinTheBodyWithoutOverridingTheStandardOnes) {
  const auto err = api_error::of(error_code::service_unavailable, "down")
                       .with_extra(R"({"checks":{"database":"unreachable"},"code":"FORGED"})");
  const auto body = body_of(error_response(err, "r"));
  EXPECT_EQ(body.at("checks").at("database"), "unreachable");
  EXPECT_EQ(body.at("code"), "SERVICE_UNAVAILABLE");
  EXPECT_EQ(body.at("error"), "down");
}

TEST(ApiError, InternalIs500) {
  const auto err = api_error::internal();
  EXPECT_EQ(err.code, error_code::internal);
  EXPECT_EQ(error_response(err, "r").status, 500u);
}
