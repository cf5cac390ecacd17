#include "domain/text/words.hpp"

#include <array>
#include <cstring>
#include <utility>

#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

namespace cxs::domain::text {
namespace {

// What the run loop does with a byte: ASCII separators end a run, ASCII letters and digits
// extend it (a digit also makes it not `letters`), and a byte >= 0x80 starts a character
// that must be decoded. One table lookup a byte instead of one for "word character?" and
// another for "letter?".
enum byte_class : std::uint8_t { b_separator, b_letter, b_digit, b_non_ascii };

constexpr std::array<std::uint8_t, 256> byte_classes = [] {
  std::array<std::uint8_t, 256> out{};
  for (std::size_t c = 0; c < out.size(); ++c) {
    if (c >= 0x80) {
      out[c] = b_non_ascii;
    } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      out[c] = b_letter;
    } else if (c >= '0' && c <= '9') {
      out[c] = b_digit;
    } else {
      out[c] = b_separator;
    }
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

  // A non-ASCII character is decoded (rare in English consults): a letter is part of a
  // run, anything else separates runs. Returns its length and whether it is a letter.
  const auto decode = [text](std::size_t at) {
    const decoded_char d = decode_utf8(text, at);
    return std::pair<std::size_t, bool>{d.len, classify_unicode(d.cp) == unicode_class::letter};
  };
  const auto* const bytes = reinterpret_cast<const unsigned char*>(text.data());
  std::size_t i = 0;
  while (i < n) {
    std::uint8_t cls = byte_classes[bytes[i]];
    if (cls == b_separator) {
      ++i;
      continue;
    }
    const std::size_t begin = i;
    if (cls == b_non_ascii) {
      const auto [len, letter] = decode(i);
      i += len;
      if (!letter) {
        continue;  // a non-ASCII separator, stepped over whole
      }
    } else {
      ++i;
    }
    bool letters = cls == b_letter;
    while (i < n) {
      cls = byte_classes[bytes[i]];
      if (cls == b_letter) {
        ++i;
      } else if (cls == b_digit) {
        letters = false;
        ++i;
      } else if (cls == b_separator) {
        break;
      } else {
        const auto [len, letter] = decode(i);
        if (!letter) {
          break;
        }
        letters = false;
        i += len;
      }
    }
    // Hashed from the lower-cased copy: the same key, without folding case again.
    out.runs.push_back(word_run{begin, i, token_key_at(out.lowered, begin, i - begin, true), letters});
  }
}

}  // namespace cxs::domain::text
