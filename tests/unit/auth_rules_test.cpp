#include "http/auth.hpp"

#include <gtest/gtest.h>

using cxs::actors::http_request;

namespace {

http_request with_clients(std::initializer_list<const char*> values) {
  http_request req;
  req.headers.emplace_back("user-agent", "test");
  for (const char* v : values) {
    req.headers.emplace_back("x-svc-client", v);
  }
  return req;
}

} // namespace

TEST(AuthRules, MobileClientIsCaseInsensitiveAndAnyRepeatedHeaderCounts) {
  EXPECT_TRUE(cxs::http::from_mobile_client(with_clients({"mobile-ios/1.2"})));
  EXPECT_TRUE(cxs::http::from_mobile_client(with_clients({"Mobile-iOS/1.0"})));
  EXPECT_TRUE(cxs::http::from_mobile_client(with_clients({"MOBILE"})));
  EXPECT_TRUE(cxs::http::from_mobile_client(with_clients({"web/3.1", "mobile-android/2.0"})));
  EXPECT_FALSE(cxs::http::from_mobile_client(with_clients({})));
  EXPECT_FALSE(cxs::http::from_mobile_client(with_clients({"web/3.1", "automobile"})));
  EXPECT_FALSE(cxs::http::from_mobile_client(with_clients({"mobil"})));
}

TEST(AuthRules, KeyCharsetIsUrlSafeBase64) {
  EXPECT_TRUE(cxs::http::key_charset("svc_test_AbC-09_xyz"));
  EXPECT_FALSE(cxs::http::key_charset("svc_test_abc\xff\xfe"));
  EXPECT_FALSE(cxs::http::key_charset(std::string_view("svc_test_a\0b", 12)));
  EXPECT_FALSE(cxs::http::key_charset("svc_test_a b"));
}
