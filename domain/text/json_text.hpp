#pragma once
// Writing JSON text straight into a std::string, for the few hot paths that emit a fixed
// shape of JSON per request (the audit batch, the log line). Building a boost::json DOM
// only to serialise it cost more than the writing itself: every member a key copy, a value
// and a hash-table slot, all freed again a moment later.
//
// The output is byte for byte what boost::json::serialize gives for the same string or
// integer (the unit tests compare both), so a reader cannot tell which wrote it.

#include <bit>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace cxs::domain::text {

namespace json_text_detail {

// The high bit of each byte of `w` that JSON must escape (below 0x20, '"' or '\'). Only
// the lowest flagged byte is sure to be one (a false flag can only sit above a real one,
// where a borrow ran on); none flagged means none there.
inline std::uint64_t special_bytes(std::uint64_t w) {
  constexpr std::uint64_t ones = 0x0101010101010101ULL;
  constexpr std::uint64_t highs = 0x8080808080808080ULL;
  const std::uint64_t below_space = (w - ones * 0x20) & ~w;
  const std::uint64_t quote = w ^ (ones * '"');
  const std::uint64_t backslash = w ^ (ones * '\\');
  return (below_space | ((quote - ones) & ~quote) | ((backslash - ones) & ~backslash)) & highs;
}

inline bool is_special(unsigned char c) { return c < 0x20 || c == '"' || c == '\\'; }

// How many bytes at the start of [p, end) need no escape, tested eight at a time.
inline std::size_t clean_prefix(const char* p, const char* end) {
  static_assert(std::endian::native == std::endian::little, "the 8-byte scan reads the first byte as the lowest");
  const char* const begin = p;
  while (end - p >= 8) {
    std::uint64_t w;
    std::memcpy(&w, p, 8);
    const std::uint64_t special = special_bytes(w);
    if (special != 0) {
      return static_cast<std::size_t>(p - begin) + static_cast<std::size_t>(std::countr_zero(special)) / 8;
    }
    p += 8;
  }
  while (p != end && !is_special(static_cast<unsigned char>(*p))) {
    ++p;
  }
  return static_cast<std::size_t>(p - begin);
}

} // namespace json_text_detail

/// Appends `s` as a JSON string literal, quotes included, escaped as Boost.JSON 1.81's
/// serializer escapes: `"` and `\` by a backslash; \b \t \n \f \r by name; every other
/// byte below 0x20 as \u00xx (lower-case hex); everything else (UTF-8 included) as is.
inline void append_json_string(std::string& out, std::string_view s) {
  using namespace json_text_detail;
  static constexpr char hex[] = "0123456789abcdef";
  const char* p = s.data();
  const char* const end = p + s.size();
  // Most strings (ids, keys, routes) need no escape at all: one scan, one copy.
  const std::size_t clean = clean_prefix(p, end);
  if (clean == s.size()) {
    out.reserve(out.size() + s.size() + 2);
    out.push_back('"');
    out.append(s);
    out.push_back('"');
    return;
  }
  // The audit batch escapes whole JSON documents (the retained input and output and the
  // webhook payload): the output is sized for the worst case (6 bytes per byte left) and
  // written through a pointer, clean runs found and copied eight bytes at a time.
  const std::size_t start = out.size();
  out.resize(start + 2 + clean + 6 * (s.size() - clean));
  char* d = out.data() + start;
  *d++ = '"';
  std::memcpy(d, p, clean);
  d += clean;
  p += clean;
  while (p != end) {
    const std::size_t run = clean_prefix(p, end);
    std::memcpy(d, p, run);
    d += run;
    p += run;
    if (p == end) {
      break;
    }
    const auto c = static_cast<unsigned char>(*p++);
    *d++ = '\\';
    switch (c) {
    case '"': *d++ = '"'; break;
    case '\\': *d++ = '\\'; break;
    case '\b': *d++ = 'b'; break;
    case '\t': *d++ = 't'; break;
    case '\n': *d++ = 'n'; break;
    case '\f': *d++ = 'f'; break;
    case '\r': *d++ = 'r'; break;
    default:
      *d++ = 'u';
      *d++ = '0';
      *d++ = '0';
      *d++ = hex[c >> 4];
      *d++ = hex[c & 15];
    }
  }
  *d++ = '"';
  out.resize(static_cast<std::size_t>(d - out.data()));
}

/// Appends an integer as JSON (plain decimal, as Boost.JSON writes int64 and uint64).
template <class Int>
void append_json_int(std::string& out, Int v) {
  char buf[24];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, static_cast<std::size_t>(r.ptr - buf));
}

/// Appends `"key":` (key escaped like any string).
inline void append_json_key(std::string& out, std::string_view key) {
  append_json_string(out, key);
  out.push_back(':');
}

} // namespace cxs::domain::text
