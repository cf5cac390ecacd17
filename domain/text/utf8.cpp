#include "domain/text/utf8.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iterator>

namespace cxs::domain::text {
namespace {

bool continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

} // namespace

offset_map::offset_map(std::string_view utf8) : bytes_(utf8.size()) {
  std::size_t extra = 0;
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    // Eight bytes at a time while none is a continuation byte (10xxxxxx): bit 7 set and
    // bit 6 clear, which the shift lines up within each byte.
    while ((i & 7U) == 0 && i + 8 <= utf8.size()) {
      std::uint64_t chunk = 0;
      std::memcpy(&chunk, utf8.data() + i, 8);
      if ((chunk & ~(chunk << 1U) & 0x8080808080808080ULL) != 0) {
        break;
      }
      i += 8;
    }
    if (i >= utf8.size()) {
      break;
    }
    if (!continuation(static_cast<unsigned char>(utf8[i]))) {
      continue;
    }
    if (run_starts_.empty() || run_starts_.back() + run_lengths_.back() != i) {
      run_starts_.push_back(i);
      run_lengths_.push_back(0);
      before_run_.push_back(extra);
    }
    ++run_lengths_.back();
    ++extra;
  }
  total_ = utf8.size() - extra;
}

std::size_t offset_map::to_code_point(std::size_t byte_offset) const {
  if (byte_offset >= bytes_) {
    return total_;
  }
  const auto it = std::upper_bound(run_starts_.begin(), run_starts_.end(), byte_offset);
  if (it == run_starts_.begin()) {
    return byte_offset;  // no continuation byte before it
  }
  const auto idx = static_cast<std::size_t>(std::distance(run_starts_.begin(), it)) - 1;
  const std::size_t run_end = run_starts_[idx] + run_lengths_[idx];
  if (byte_offset < run_end) {
    // Inside a run: the character is the one whose lead byte precedes the run (none when
    // the text starts with continuation bytes).
    const std::size_t leads = run_starts_[idx] - before_run_[idx];
    return leads == 0 ? 0 : leads - 1;
  }
  return byte_offset - before_run_[idx] - run_lengths_[idx];
}

decoded_char decode_utf8(std::string_view s, std::size_t i) noexcept {
  const auto b0 = static_cast<unsigned char>(s[i]);
  if (b0 < 0x80) {
    return {b0, 1};
  }
  std::size_t len = 0;
  char32_t cp = 0;
  if ((b0 & 0xE0) == 0xC0) {
    len = 2;
    cp = b0 & 0x1F;
  } else if ((b0 & 0xF0) == 0xE0) {
    len = 3;
    cp = b0 & 0x0F;
  } else if ((b0 & 0xF8) == 0xF0) {
    len = 4;
    cp = b0 & 0x07;
  } else {
    return {0xFFFD, 1};
  }
  if (i + len > s.size()) {
    return {0xFFFD, 1};
  }
  for (std::size_t k = 1; k < len; ++k) {
    const auto b = static_cast<unsigned char>(s[i + k]);
    if ((b & 0xC0) != 0x80) {
      return {0xFFFD, 1};
    }
    cp = (cp << 6) | (b & 0x3F);
  }
  return {cp, len};
}

std::size_t code_point_count(std::string_view utf8) {
  std::size_t n = 0;
  for (char c : utf8) {
    n += continuation(static_cast<unsigned char>(c)) ? 0 : 1;
  }
  return n;
}

std::size_t char_boundary(std::string_view utf8, std::size_t byte_offset) {
  byte_offset = std::min(byte_offset, utf8.size());
  while (byte_offset > 0 && byte_offset < utf8.size() && continuation(static_cast<unsigned char>(utf8[byte_offset]))) {
    --byte_offset;
  }
  return byte_offset;
}

namespace {

// Length of the well-formed sequence starting at `i`, or, when it is ill-formed, the
// negated length of its maximal ill-formed subpart (at least 1). Table 3-7 of the Unicode
// standard: the second byte's range depends on the lead byte.
long sequence_length(std::string_view s, std::size_t i) noexcept {
  const auto b0 = static_cast<unsigned char>(s[i]);
  if (b0 < 0x80) {
    return 1;
  }
  std::size_t len = 0;
  unsigned char lo = 0x80;
  unsigned char hi = 0xBF;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    len = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    len = 3;
    lo = b0 == 0xE0 ? 0xA0 : 0x80;  // 0xE0 0x80..0x9F: overlong
    hi = b0 == 0xED ? 0x9F : 0xBF;  // 0xED 0xA0..0xBF: surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    len = 4;
    lo = b0 == 0xF0 ? 0x90 : 0x80;  // 0xF0 0x80..0x8F: overlong
    hi = b0 == 0xF4 ? 0x8F : 0xBF;  // 0xF4 0x90..: above U+10FFFF
  } else {
    return -1;  // a continuation byte, C0/C1 (always overlong) or F5..FF
  }
  for (std::size_t k = 1; k < len; ++k) {
    if (i + k >= s.size()) {
      return -static_cast<long>(k);
    }
    const auto b = static_cast<unsigned char>(s[i + k]);
    if (b < (k == 1 ? lo : 0x80) || b > (k == 1 ? hi : 0xBF)) {
      return -static_cast<long>(k);
    }
  }
  return static_cast<long>(len);
}

} // namespace

bool valid_utf8(std::string_view bytes) noexcept {
  std::size_t i = 0;
  while (i < bytes.size()) {
    // ASCII runs eight bytes at a time.
    while (i + 8 <= bytes.size()) {
      std::uint64_t chunk = 0;
      std::memcpy(&chunk, bytes.data() + i, 8);
      if ((chunk & 0x8080808080808080ULL) != 0) {
        break;
      }
      i += 8;
    }
    if (i >= bytes.size()) {
      break;
    }
    const long n = sequence_length(bytes, i);
    if (n < 0) {
      return false;
    }
    i += static_cast<std::size_t>(n);
  }
  return true;
}

std::string to_valid_utf8(std::string_view bytes) {
  if (valid_utf8(bytes)) {
    return std::string(bytes);
  }
  std::string out;
  out.reserve(bytes.size() + 8);
  std::size_t i = 0;
  while (i < bytes.size()) {
    const long n = sequence_length(bytes, i);
    if (n > 0) {
      out.append(bytes.substr(i, static_cast<std::size_t>(n)));
      i += static_cast<std::size_t>(n);
    } else {
      out.append("\xEF\xBF\xBD");  // U+FFFD
      i += static_cast<std::size_t>(-n);
    }
  }
  return out;
}

std::optional<byte_span> code_point_index::to_bytes(std::size_t start, std::size_t end) {
  if (starts_.empty()) {
    for (std::size_t i = 0; i < text_.size();) {
      starts_.push_back(i);
      i += std::max<std::size_t>(1, decode_utf8(text_, i).len);  // never stalls on a bad byte
    }
    starts_.push_back(text_.size());
  }
  if (start >= end || end >= starts_.size()) {
    return std::nullopt;
  }
  return byte_span{starts_[start], starts_[end]};
}

} // namespace cxs::domain::text
