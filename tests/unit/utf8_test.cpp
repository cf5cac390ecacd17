#include "domain/text/utf8.hpp"

#include <gtest/gtest.h>

#include <string>

using cxs::domain::text::offset_map;

namespace {
// Reference: count code points by decoding the prefix.
std::size_t slow(const std::string& s, std::size_t byte) {
  return cxs::domain::text::code_point_count(std::string_view(s).substr(0, byte));
}
} // namespace

TEST(Utf8, AsciiIsIdentity) {
  const std::string s = "BP 130/85 today";
  offset_map m(s);
  for (std::size_t i = 0; i <= s.size(); ++i) {
    EXPECT_EQ(m.to_code_point(i), i);
  }
  EXPECT_EQ(m.code_points(), s.size());
}

TEST(Utf8, DevanagariAndTamilMatchTheReferenceAtEveryBoundary) {
  const std::string s = "मरीज़ को बुखार है, BP 130/85; நோயாளிக்கு காய்ச்சல் fever 101F ✓";
  offset_map m(s);
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) {
      EXPECT_EQ(m.to_code_point(i), slow(s, i)) << "byte " << i;
    }
  }
  EXPECT_EQ(m.code_points(), cxs::domain::text::code_point_count(s));
  const auto bp = s.find("BP");
  EXPECT_EQ(m.to_code_point(bp), slow(s, bp));
}

TEST(Utf8, CharBoundaryBacksOffContinuationBytes) {
  const std::string s = "aबc";  // 'ब' is 3 bytes
  EXPECT_EQ(cxs::domain::text::char_boundary(s, 2), 1u);
  EXPECT_EQ(cxs::domain::text::char_boundary(s, 3), 1u);
  EXPECT_EQ(cxs::domain::text::char_boundary(s, 4), 4u);
  EXPECT_EQ(cxs::domain::text::char_boundary(s, 99), s.size());
}
