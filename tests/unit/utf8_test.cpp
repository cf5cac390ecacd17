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

namespace {
// Reference for any byte string, valid or not: non-continuation bytes before `byte`, minus
// one when `byte` is itself a continuation byte that follows some character.
std::size_t reference(const std::string& s, std::size_t byte) {
  if (byte >= s.size()) {
    return cxs::domain::text::code_point_count(s);
  }
  const std::size_t leads = cxs::domain::text::code_point_count(std::string_view(s).substr(0, byte));
  const bool inside = (static_cast<unsigned char>(s[byte]) & 0xC0) == 0x80;
  return inside && leads > 0 ? leads - 1 : leads;
}
} // namespace

TEST(Utf8, StrayContinuationBytesNeverOvershootOrGoBackwards) {
  // Stray continuation bytes after ASCII, at the start, at the end, and after a valid
  // two-byte character: the old map charged them to the previous multi-byte character,
  // so offsets after them came out short, or went backwards.
  const std::string cases[] = {
      "\xC3\xA9 a \x80 b",           // é, then a stray byte after ASCII
      "\x80\x80\xC3\xA9x",           // leading strays, then é
      "fever\x80\x80\x80 101F",      // a run of strays inside English
      "\xE0\xA4\xAC\x80\x80 bp",     // ब followed by strays
      "\xC3\xA9\xE0\xA4\xAC abc\xBF",  // ends with a stray
  };
  for (const auto& s : cases) {
    offset_map m(s);
    std::size_t previous = 0;
    for (std::size_t i = 0; i <= s.size() + 2; ++i) {
      const std::size_t cp = m.to_code_point(i);
      EXPECT_EQ(cp, reference(s, i)) << "byte " << i;
      EXPECT_GE(cp, previous) << "byte " << i;
      EXPECT_LE(cp, m.code_points()) << "byte " << i;
      previous = cp;
    }
    EXPECT_EQ(m.code_points(), cxs::domain::text::code_point_count(s));
  }
  // The concrete case: "é a \x80 b": 'b' is the 5th code point (é, ' ', a, ' ', ' ', b).
  const std::string s = "\xC3\xA9 a \x80 b";
  EXPECT_EQ(offset_map(s).to_code_point(s.find('b')), 5u);
}

TEST(Utf8, ValidUtf8FollowsRfc3629) {
  using cxs::domain::text::valid_utf8;
  EXPECT_TRUE(valid_utf8(""));
  EXPECT_TRUE(valid_utf8("plain ascii, long enough for the eight-byte fast path"));
  EXPECT_TRUE(valid_utf8("मरीज़ को बुखार है ✓ 😀"));
  EXPECT_TRUE(valid_utf8("\xF4\x8F\xBF\xBF"));       // U+10FFFF, the last code point
  EXPECT_TRUE(valid_utf8(std::string_view("a\0b", 3)));  // NUL is UTF-8 (clean_text refuses it)
  EXPECT_FALSE(valid_utf8("\xff\xfe"));
  EXPECT_FALSE(valid_utf8("\xc0\xae"));               // overlong '.', as in /apis/%c0%ae
  EXPECT_FALSE(valid_utf8("\xe0\x80\xaf"));           // overlong
  EXPECT_FALSE(valid_utf8("\xf0\x80\x80\xaf"));       // overlong
  EXPECT_FALSE(valid_utf8("\xed\xa0\x80"));           // surrogate U+D800
  EXPECT_FALSE(valid_utf8("\xf4\x90\x80\x80"));       // above U+10FFFF
  EXPECT_FALSE(valid_utf8("abc\xe2\x9c"));            // truncated at the end
  EXPECT_FALSE(valid_utf8("\x80"));                   // stray continuation byte
  EXPECT_FALSE(valid_utf8("12345678\xff"));           // after the fast path
}

TEST(Utf8, CleanTextRefusesNulAndIllFormedBytes) {
  using cxs::domain::text::clean_text;
  EXPECT_TRUE(clean_text("Ward 7 — नोट"));
  EXPECT_FALSE(clean_text(std::string_view("Ward\0DROP", 9)));
  EXPECT_FALSE(clean_text("\xff"));
}

TEST(Utf8, ToValidUtf8ReplacesEachMaximalIllFormedSubpart) {
  using cxs::domain::text::to_valid_utf8;
  const std::string r = "\xEF\xBF\xBD";
  EXPECT_EQ(to_valid_utf8("fine ✓"), "fine ✓");
  EXPECT_EQ(to_valid_utf8("\xff\xfe"), r + r);
  EXPECT_EQ(to_valid_utf8("a\xe2\x9c" "b"), "a" + r + "b");  // one truncated sequence, one U+FFFD
  EXPECT_EQ(to_valid_utf8("\xc0\xae"), r + r);                // C0 is never a lead byte
  EXPECT_EQ(to_valid_utf8("\xed\xa0\x80"), r + r + r);        // surrogate: E D then lone continuations
  EXPECT_TRUE(cxs::domain::text::valid_utf8(to_valid_utf8("\xf0\x9f\x98\x80\xf0\x9f\x98")));
}
