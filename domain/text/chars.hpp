#pragma once
// Character classes shared by the word tokenizers of domain/ (ConText in clinical/context,
// the concept matcher in terminology/, the number-aware tokenizer in text/numbers).
//
// Each tokenizer has its own rules for what joins or breaks a word, but they all ask the
// same questions of a character: is it an ASCII letter or digit, and which kind of
// non-ASCII punctuation is it. The answers live here once; each tokenizer maps a
// `unicode_class` to its own behaviour with a small switch, so the three stay consistent
// where they agree and explicit where they differ.

#include <cstdint>

namespace cxs::domain::text {

/// ASCII 'a'-'z', 'A'-'Z' or '0'-'9'.
[[nodiscard]] constexpr bool is_ascii_alnum(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/// ASCII '0'-'9'.
[[nodiscard]] constexpr bool is_ascii_digit(char c) noexcept { return c >= '0' && c <= '9'; }

/// ASCII upper case to lower case; every other byte unchanged (what `std::tolower` does in
/// the "C" locale, without a call per byte).
[[nodiscard]] constexpr char ascii_lower(char c) noexcept {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

/// What a non-ASCII code point is to a word tokenizer. Everything not listed is `letter`
/// (Devanagari, Tamil, accented Latin, CJK ideographs...): part of a word.
enum class unicode_class : std::uint8_t {
  letter,        ///< part of a word
  space,         ///< U+00A0, U+2000-U+200B, U+202F, U+3000, U+FEFF
  rare_space,    ///< U+1680 (ogham space), U+205F (math space)
  apostrophe,    ///< U+2018, U+2019, U+02BC: inside a word ("don’t") it joins
  sentence_end,  ///< U+0964/U+0965 (danda), U+2026 (ellipsis), U+3002 (ideographic full stop)
  quote,         ///< U+201C, U+201D, U+00AB, U+00BB (quotes), U+2022 (bullet)
  joiner,        ///< U+00B7 (middle dot), U+2212 (minus), U+2010-U+2015 (hyphens and dashes)
  cjk_break,     ///< U+00A1, U+00BF (inverted ! ?), U+3001, fullwidth , : ; ! ?
  times,         ///< U+00D7 (multiplication sign)
};

/// The class of code point `cp` (ASCII code points are `letter`; callers handle ASCII
/// themselves, byte by byte).
[[nodiscard]] constexpr unicode_class classify_unicode(char32_t cp) noexcept {
  switch (cp) {
    case 0x00A0:
    case 0x200B:
    case 0x202F:
    case 0x3000:
    case 0xFEFF:
      return unicode_class::space;
    case 0x1680:
    case 0x205F:
      return unicode_class::rare_space;
    case 0x2018:
    case 0x2019:
    case 0x02BC:
      return unicode_class::apostrophe;
    case 0x0964:
    case 0x0965:
    case 0x2026:
    case 0x3002:
      return unicode_class::sentence_end;
    case 0x201C:
    case 0x201D:
    case 0x00AB:
    case 0x00BB:
    case 0x2022:
      return unicode_class::quote;
    case 0x00B7:
    case 0x2212:
      return unicode_class::joiner;
    case 0x00A1:
    case 0x00BF:
    case 0x3001:
    case 0xFF0C:
    case 0xFF1A:
    case 0xFF1B:
    case 0xFF01:
    case 0xFF1F:
      return unicode_class::cjk_break;
    case 0x00D7:
      return unicode_class::times;
    default:
      break;
  }
  if (cp >= 0x2000 && cp <= 0x200A) {
    return unicode_class::space;
  }
  if (cp >= 0x2010 && cp <= 0x2015) {
    return unicode_class::joiner;
  }
  return unicode_class::letter;
}

}  // namespace cxs::domain::text
