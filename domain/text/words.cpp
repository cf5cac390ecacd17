#include "domain/text/words.hpp"

#include <array>
#include <bit>
#include <cstring>
#include <utility>

#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

#if defined(__SSE2__)
// The bytes of `x` in [lo, lo + count) as 0xFF, the others 0, for lo + count <= 128: adding
// 128 - lo moves the range to the lowest signed bytes, [-128, -128 + count), so one signed
// compare tests both ends (SSE2 has no unsigned byte compare).
[[nodiscard, gnu::always_inline]] inline __m128i bytes_in(__m128i x, char lo, int count) noexcept {
  const __m128i shifted = _mm_add_epi8(x, _mm_set1_epi8(static_cast<char>(128 - lo)));
  return _mm_cmplt_epi8(shifted, _mm_set1_epi8(static_cast<char>(-128 + count)));
}
#else
// The high bit of each byte of `x` where the byte lies in [lo, hi], for bytes below 0x80: a
// byte's sum with (0x80 - lo) reaches its high bit when it is at least lo, and no sum
// carries into the next byte.
[[nodiscard]] constexpr std::uint64_t bytes_in_range(std::uint64_t x, unsigned lo, unsigned hi) noexcept {
  constexpr std::uint64_t ones = 0x0101010101010101ULL;
  constexpr std::uint64_t high = 0x8080808080808080ULL;
  return (x + (0x80U - lo) * ones) & ~(x + (0x80U - hi - 1U) * ones) & high;
}

// The eight high bits of `h` (bits 7, 15, ..., 63) gathered into bits 0-7: byte j's to bit j.
[[nodiscard]] constexpr std::uint64_t gather_high_bits(std::uint64_t h) noexcept {
  return ((h >> 7U) * 0x0102040810204080ULL) >> 56U;
}
#endif

// Bit j of `word` for each word byte (ASCII letter or digit) among the 64 lower-cased ASCII
// bytes at `bytes`, and of `digit` for each digit. SSE2 (every x86-64) takes 16 bytes a
// compare and a movemask, about a third of the instructions of the portable 8-byte form
// below, which other targets keep.
[[gnu::always_inline]] inline void block_masks(const char* bytes, std::uint64_t& word, std::uint64_t& digit) noexcept {
#if defined(__SSE2__)
  for (unsigned c = 0; c < 4; ++c) {
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + 16U * c));
    const __m128i digits = bytes_in(x, '0', 10);
    const __m128i words = _mm_or_si128(bytes_in(x, 'a', 26), digits);
    word |= static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm_movemask_epi8(words))) << (16U * c);
    digit |= static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm_movemask_epi8(digits))) << (16U * c);
  }
#else
  for (unsigned c = 0; c < 8; ++c) {
    std::uint64_t chunk = 0;
    std::memcpy(&chunk, bytes + 8U * c, 8);
    const std::uint64_t digits = bytes_in_range(chunk, '0', '9');
    const std::uint64_t words = bytes_in_range(chunk, 'a', 'z') | digits;
    word |= gather_high_bits(words) << (8U * c);
    digit |= gather_high_bits(digits) << (8U * c);
  }
#endif
}

// Runs of an ASCII-only text from its lower-cased copy, 64 bytes at a time: a bit mask of the
// word bytes (letters, digits) and one of the digits, then each run's ends by counting zero
// bits. The same runs and keys as the byte loop of scan_words, without a branch per byte
// (the loop's exit at each word's end was mispredicted about once a word).
void scan_ascii_runs(std::string_view lowered, std::vector<word_run>& runs) {
  const std::size_t n = lowered.size();
  bool in_run = false;
  bool run_has_digit = false;
  std::size_t run_begin = 0;
  const auto emit = [&](std::size_t end) {
    runs.push_back(word_run{run_begin, end, token_key_at(lowered, run_begin, end - run_begin, true), !run_has_digit});
  };
  std::array<char, 64> tail{};  // the last block's bytes, then zeros (no word byte)
  for (std::size_t base = 0; base < n; base += 64) {
    const char* bytes = lowered.data() + base;
    if (n - base < 64) {
      std::memcpy(tail.data(), bytes, n - base);
      bytes = tail.data();
    }
    std::uint64_t word = 0;
    std::uint64_t digit = 0;
    block_masks(bytes, word, digit);
    unsigned pos = 0;  // bits before pos are done
    for (;;) {
      if (in_run) {
        const std::uint64_t after = pos == 0 ? ~word : ~word & (~std::uint64_t{0} << pos);
        if (after == 0) {
          run_has_digit = run_has_digit || (pos == 0 ? digit : digit >> pos) != 0;
          break;  // the run goes on into the next block
        }
        const auto end = static_cast<unsigned>(std::countr_zero(after));
        const std::uint64_t inside = (std::uint64_t{1} << end) - (std::uint64_t{1} << pos);
        run_has_digit = run_has_digit || (digit & inside) != 0;
        emit(base + end);
        in_run = false;
        pos = end;
      }
      const std::uint64_t starts = word & (~std::uint64_t{0} << pos);  // pos < 64 here
      if (starts == 0) {
        break;
      }
      pos = static_cast<unsigned>(std::countr_zero(starts));
      run_begin = base + pos;
      run_has_digit = false;
      in_run = true;
    }
  }
  if (in_run) {
    emit(n);
  }
}

}  // namespace

void scan_words(std::string_view text, word_scan& out) {
  const std::size_t n = text.size();
  out.runs.clear();
  out.runs.reserve(n / 4 + 8);
  out.lowered.resize(n);
  char* lowered = out.lowered.data();
  // Lower-case sixteen bytes at a time (SSE2), then eight; the tail byte by byte.
  std::size_t at = 0;
  std::uint64_t any = 0;  // the OR of all bytes: its high bits say whether one is not ASCII
#if defined(__SSE2__)
  __m128i any16 = _mm_setzero_si128();
  for (; at + 16 <= n; at += 16) {
    __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + at));
    any16 = _mm_or_si128(any16, chunk);
    // 'A'-'Z' gain 0x20; no other byte (non-ASCII included) is in that range.
    chunk = _mm_or_si128(chunk, _mm_and_si128(bytes_in(chunk, 'A', 26), _mm_set1_epi8(0x20)));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(lowered + at), chunk);
  }
  if (_mm_movemask_epi8(any16) != 0) {
    any = 0x80;
  }
#endif
  for (; at + 8 <= n; at += 8) {
    std::uint64_t chunk = 0;
    std::memcpy(&chunk, text.data() + at, 8);
    any |= chunk;
    chunk = detail::lower8(chunk);
    std::memcpy(lowered + at, &chunk, 8);
  }
  for (; at < n; ++at) {
    any |= static_cast<unsigned char>(text[at]);
    lowered[at] = ascii_lower(text[at]);
  }
  if ((any & 0x8080808080808080ULL) == 0) {
    scan_ascii_runs(out.lowered, out.runs);  // most consults: no character to decode
    return;
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
