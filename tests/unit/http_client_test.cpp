#include "engines/common/http_client.hpp"

#include <gtest/gtest.h>

using cxs::engines::host_header;

TEST(HttpClient, HostHeaderCarriesThePortUnlessItIsTheSchemesDefault) {
  // RFC 9110 §7.2: a receiver on a non-default port must see it in Host.
  EXPECT_EQ(host_header(false, "127.0.0.1", "8080"), "127.0.0.1:8080");
  EXPECT_EQ(host_header(false, "hooks.example.test", "80"), "hooks.example.test");
  EXPECT_EQ(host_header(true, "hooks.example.test", "443"), "hooks.example.test");
  EXPECT_EQ(host_header(true, "hooks.example.test", "80"), "hooks.example.test:80");
  EXPECT_EQ(host_header(false, "[::1]", "9000"), "[::1]:9000");
}
