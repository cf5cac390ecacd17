// Raw pass of the number-aware tokenizer: one byte-class table lookup per ASCII byte;
// the few non-ASCII characters that matter for vitals and doses are symbols.

#include "domain/text/raw_tokens.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#include "domain/text/chars.hpp"

namespace cxs::domain::text::detail {
namespace {

[[nodiscard]] bool is_digit(unsigned char c) noexcept { return is_ascii_digit(static_cast<char>(c)); }



[[nodiscard, gnu::always_inline]] inline std::uint64_t key_in(std::string_view text, std::size_t start,
                                                             std::size_t len) noexcept {
  return token_key_at(text, start, len);
}

enum char_class : std::uint8_t { cc_symbol, cc_alpha, cc_digit, cc_space, cc_newline, cc_high };

constexpr std::array<std::uint8_t, 256> char_classes = [] {
  std::array<std::uint8_t, 256> out{};
  for (int c = 0; c < 256; ++c) {
    std::uint8_t cls = cc_symbol;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      cls = cc_alpha;
    } else if (c >= '0' && c <= '9') {
      cls = cc_digit;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      cls = cc_space;
    } else if (c == '\n') {
      cls = cc_newline;
    } else if (c >= 0x80) {
      cls = cc_high;
    }
    out[static_cast<std::size_t>(c)] = cls;
  }
  return out;
}();

[[nodiscard]] std::uint8_t class_of(char c) noexcept { return char_classes[static_cast<unsigned char>(c)]; }

[[nodiscard]] std::size_t utf8_length(unsigned char lead) noexcept {
  if (lead < 0x80U) {
    return 1;
  }
  if ((lead & 0xE0U) == 0xC0U) {
    return 2;
  }
  if ((lead & 0xF0U) == 0xE0U) {
    return 3;
  }
  if ((lead & 0xF8U) == 0xF0U) {
    return 4;
  }
  return 1;  // stray continuation byte: one byte, treated as a letter
}

enum class u8_class : std::uint8_t { letter, symbol, half, space };

// Only the few non-ASCII characters that carry meaning for vitals and doses are symbols;
// everything else (Devanagari, Tamil, accented letters, µ) is part of a word.
[[nodiscard]] u8_class classify_utf8(std::string_view seq) noexcept {
  static constexpr std::array<std::string_view, 16> symbols{
      "\xC2\xB0",      // °
      "\xC3\x97",      // ×
      "\xC2\xB2",      // ²
      "\xC2\xB3",      // ³
      "\xC2\xB1",      // ±
      "\xC2\xB7",      // ·
      "\xE2\x80\x98",  // ‘
      "\xE2\x80\x99",  // ’
      "\xE2\x80\x9C",  // “
      "\xE2\x80\x9D",  // ”
      "\xE2\x80\x93",  // –
      "\xE2\x80\x94",  // —
      "\xE2\x80\xA6",  // …
      "\xE2\x80\xA2",  // •
      "\xE2\x84\x83",  // ℃
      "\xE2\x84\x89",  // ℉
  };
  if (seq == "\xC2\xBD") {
    return u8_class::half;
  }
  if (seq == "\xC2\xA0" || seq == "\xE2\x80\x89" || seq == "\xE2\x80\xAF" || seq == "\xE3\x80\x80") {
    return u8_class::space;
  }
  for (const auto symbol : symbols) {
    if (seq == symbol) {
      return u8_class::symbol;
    }
  }
  return u8_class::letter;
}

// Parses a digit run starting at `i`: "130", "98.6", "1,000", "60,000.5".
[[nodiscard]] token scan_digits(std::string_view text, std::size_t i, bool space_before) {
  const std::size_t n = text.size();
  std::size_t j = i;
  double whole = 0;
  while (j < n && is_digit(static_cast<unsigned char>(text[j]))) {
    whole = whole * 10 + (text[j] - '0');
    ++j;
  }
  // Thousands groups only when exactly three digits follow the comma: "1,000" but not "1,2".
  while (j + 3 < n && text[j] == ',' && is_digit(static_cast<unsigned char>(text[j + 1])) &&
         is_digit(static_cast<unsigned char>(text[j + 2])) && is_digit(static_cast<unsigned char>(text[j + 3])) &&
         (j + 4 == n || !is_digit(static_cast<unsigned char>(text[j + 4])))) {
    whole = whole * 1000 + (text[j + 1] - '0') * 100 + (text[j + 2] - '0') * 10 + (text[j + 3] - '0');
    j += 4;
  }
  token tok = make_token(i, j, token_kind::number, space_before, 0);
  tok.value = whole;
  if (j + 1 < n && text[j] == '.' && is_digit(static_cast<unsigned char>(text[j + 1]))) {
    ++j;
    double fraction = 0;
    double scale = 1;
    while (j < n && is_digit(static_cast<unsigned char>(text[j]))) {
      fraction = fraction * 10 + (text[j] - '0');
      scale *= 10;
      ++j;
    }
    tok.value = whole + fraction / scale;
    tok.integral = false;
    tok.span.end = j;
  }
  return tok;
}

// The key of every one-byte token, so a symbol does not hash its byte at run time.
constexpr std::array<std::uint64_t, 256> byte_keys = [] {
  std::array<std::uint64_t, 256> out{};
  for (std::size_t c = 0; c < out.size(); ++c) {
    const char byte[1] = {static_cast<char>(c)};
    out[c] = token_key(std::string_view(byte, 1));
  }
  return out;
}();

}  // namespace

void raw_tokenize(std::string_view text, const word_scan* scan, std::vector<token>& out) {
  out.clear();
  out.reserve(text.size() / 3 + 8);
  const std::size_t n = text.size();
  std::size_t i = 0;
  bool space = true;
  // The scan's runs (ASCII letters and digits, non-ASCII letters) are a superset of this
  // pass's words; `run` is the first run not ending before the current word.
  const word_run* run = scan != nullptr ? scan->runs.data() : nullptr;
  const word_run* const runs_end = scan != nullptr ? run + scan->runs.size() : nullptr;
  // Words and symbols are built in place in `out` (as make_token would build them): a
  // token built aside and then copied in showed in profiles.
  const auto push = [&out](std::size_t start, std::size_t end, token_kind kind, bool space_before,
                           std::uint64_t key) {
    token& t = out.emplace_back();
    t.span = {start, end};
    t.kind = kind;
    t.space_before = space_before;
    t.key = key;
  };
  while (i < n) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::uint8_t cls = class_of(text[i]);
    if (cls == cc_space) {
      space = true;
      ++i;
      continue;
    }
    if (cls == cc_newline) {
      push(i, i + 1, token_kind::symbol, space, "\n"_key);
      ++i;
      space = true;
      continue;
    }
    if (cls == cc_digit) {
      out.push_back(scan_digits(text, i, space));
      i = out.back().span.end;
      space = false;
      continue;
    }
    if (cls == cc_high) {
      const std::size_t len = std::min(utf8_length(c), n - i);
      const auto cls8 = classify_utf8(text.substr(i, len));
      if (cls8 == u8_class::space) {
        space = true;
        i += len;
        continue;
      }
      if (cls8 == u8_class::symbol) {
        out.push_back(make_token(i, i + len, token_kind::symbol, space, token_key(text.substr(i, len))));
        i += len;
        space = false;
        continue;
      }
      if (cls8 == u8_class::half) {
        token half = make_token(i, i + len, token_kind::number, space, 0);
        half.value = 0.5;
        half.integral = false;
        out.push_back(half);
        i += len;
        space = false;
        continue;
      }
    }
    if (cls == cc_alpha || cls == cc_high) {
      while (run != runs_end && run->end <= i) {
        ++run;
      }
      const bool at_run = run != runs_end && run->begin == i;
      std::size_t j = i;
      if (at_run && run->letters && (run->end == n || static_cast<unsigned char>(text[run->end]) < 0x80)) {
        // A run of ASCII letters ended by an ASCII byte (not a letter or digit) or the end:
        // exactly the word the loop below would find.
        j = run->end;
      } else {
        while (j < n) {
          const char d = text[j];
          const std::uint8_t dcls = class_of(d);
          if (dcls == cc_alpha) {
            ++j;
            continue;
          }
          if (dcls == cc_high) {
            const std::size_t len = std::min(utf8_length(static_cast<unsigned char>(d)), n - j);
            if (classify_utf8(text.substr(j, len)) == u8_class::letter) {
              j += len;
              continue;
            }
          }
          break;
        }
      }
      const bool whole_run = at_run && run->end == j;
      push(i, j, token_kind::word, space, whole_run ? run->key : key_in(text, i, j - i));
      i = j;
      space = false;
      if (i < n && text[i] == ' ') {
        space = true;  // the common case, stepped over here rather than by a pass of the loop
        ++i;
      }
      continue;
    }
    push(i, i + 1, token_kind::symbol, space, byte_keys[c]);
    ++i;
    space = false;
  }
}

}  // namespace cxs::domain::text::detail

namespace cxs::domain::text {

std::uint64_t byte_key(unsigned char c) noexcept { return detail::byte_keys[c]; }

}  // namespace cxs::domain::text
