#include "domain/text/words.hpp"

#include <array>
#include <cstring>

#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

namespace cxs::domain::text {
namespace {

// ASCII letters and digits.
constexpr std::array<bool, 128> ascii_word = [] {
  std::array<bool, 128> out{};
  for (std::size_t c = 0; c < out.size(); ++c) {
    out[c] = is_ascii_alnum(static_cast<char>(c));
  }
  return out;
}();

// ASCII letters (every other byte, digits and non-ASCII included, is false).
constexpr std::array<bool, 256> ascii_letter = [] {
  std::array<bool, 256> out{};
  for (std::size_t c = 0; c < 128; ++c) {
    out[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
  return out;
}();

}  // namespace

void scan_words(std::string_view text, word_scan& out) {
  const std::size_t n = text.size();
  out.runs.clear();
  out.runs.reserve(n / 4 + 8);
  out.lowered.resize(n);
  char* lowered = out.lowered.data();
  // Lower-case eight bytes at a time; the tail byte by byte.
  std::size_t at = 0;
  for (; at + 8 <= n; at += 8) {
    std::uint64_t chunk = 0;
    std::memcpy(&chunk, text.data() + at, 8);
    chunk = detail::lower8(chunk);
    std::memcpy(lowered + at, &chunk, 8);
  }
  for (; at < n; ++at) {
    lowered[at] = ascii_lower(text[at]);
  }

  // Length of the word character at `at` (0 when it is not one). ASCII by table; other
  // characters are decoded (rare in English consults).
  const auto word_char = [text](std::size_t at) -> std::size_t {
    const auto u = static_cast<unsigned char>(text[at]);
    if (u < 0x80) {
      return ascii_word[u] ? 1 : 0;
    }
    const decoded_char d = decode_utf8(text, at);
    return classify_unicode(d.cp) == unicode_class::letter ? d.len : 0;
  };
  std::size_t i = 0;
  while (i < n) {
    // Skip separators; every non-ASCII one is decoded to step over it whole.
    std::size_t len = word_char(i);
    if (len == 0) {
      const auto u = static_cast<unsigned char>(text[i]);
      i += u < 0x80 ? 1 : decode_utf8(text, i).len;
      continue;
    }
    const std::size_t begin = i;
    bool letters = true;
    do {
      letters = letters && ascii_letter[static_cast<unsigned char>(text[i])];
      i += len;
    } while (i < n && (len = word_char(i)) != 0);
    // Hashed from the lower-cased copy: the same key, without folding case again.
    out.runs.push_back(word_run{begin, i, token_key_at(out.lowered, begin, i - begin, true), letters});
  }
}

}  // namespace cxs::domain::text
