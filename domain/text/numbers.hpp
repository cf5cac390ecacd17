#pragma once
// Spoken-number normalisation and the number-aware tokenizer the clinical extractors
// share. Speech-to-text writes numbers as words ("one thirty over eighty five", "ninety
// eight point six", "a hundred and two"), so extraction runs on tokens in which every
// number, written with digits or words, is already one `number` token with its value.
// All offsets are BYTE offsets into the text the caller passed in.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::text {

/// A half-open byte range `[start, end)` into some text.
struct byte_span {
  std::size_t start = 0;  ///< first byte
  std::size_t end = 0;    ///< one past the last byte

  friend bool operator==(const byte_span&, const byte_span&) = default;
};

/// One number found in text, written with digits ("130", "98.6", "1,000", "½") or words
/// ("one thirty", "eighty-five", "a hundred and two", "twelve and a half").
struct number_span {
  double value = 0;
  byte_span span;         ///< the whole number phrase
  bool spoken = false;    ///< at least one word was part of it
  bool integral = true;   ///< no fractional part was written or spoken
};

/// Every number in `text`, in order, non-overlapping. Word grammar (case-insensitive):
/// - standard: "one hundred thirty", "a hundred and two", "two thousand five hundred",
///   "sixty thousand", "eighty-five", "fifteen hundred", "one lakh";
/// - colloquial hundreds: a lead 1-9 or 11-19 followed by tens or teens reads as hundreds,
///   as clinicians say blood pressures and sugars: "one thirty" = 130, "one twenty eight"
///   = 128, "one oh five" = 105, "two fifty" = 250 ("ten" never leads: "ten twenty");
/// - decimals: "ninety eight point six", "point five", "zero point two five", and the ASR
///   form "ninety eight . six" (a spaced full stop then ONE digit word), accepted only when
///   the whole part is 0-20, 34-43 or 90-110 (doses, Celsius and Fahrenheit temperatures),
///   because elsewhere " . " is far more often a sentence break ("zero . zero five" takes up
///   to three digit words);
/// - halves: "half" = 0.5, "a half", "twelve and a half", "2 and a half", "1/2", "½".
/// Digits: "130", "98.6", "1,000" (comma + exactly three digits), "60 thousand", "3/4".
/// Two numbers are never merged across punctuation other than the hyphen in "eighty-five",
/// nor when the words cannot form one number ("two three" gives 2 and 3, and the ASR
/// repetition "five hundred five hundred" gives 500 and 500). A spoken number followed by
/// a decade word ("in the one twenties", "low one hundreds") is a range, not a number, and
/// stays words.
[[nodiscard]] std::vector<number_span> find_numbers(std::string_view text);

/// The value of `phrase` when the WHOLE phrase is one number (digits or words), else
/// nullopt. "one thirty" → 130, "ninety eight point six" → 98.6, "a hundred" → 100.
[[nodiscard]] std::optional<double> parse_number(std::string_view phrase);

/// Canonical decimal text of `value`: "130", "98.6", "0.25" (at most 6 decimals, no
/// trailing zeros). Writes into `buffer` and returns a view of it.
std::string_view format_number(double value, std::span<char, 32> buffer) noexcept;

/// `format_number` into a new string.
[[nodiscard]] std::string format_number(double value);

namespace detail {

/// The eight bytes of `x` with ASCII 'A'-'Z' turned lower case; other bytes unchanged (SWAR).
[[nodiscard]] constexpr std::uint64_t lower8(std::uint64_t x) noexcept {
  constexpr std::uint64_t ones = 0x0101010101010101ULL;
  constexpr std::uint64_t high = 0x8080808080808080ULL;
  const std::uint64_t low7 = x & ~high;
  const std::uint64_t at_least_a = (low7 + (0x80U - 'A') * ones) & high;
  const std::uint64_t past_z = (low7 + (0x80U - 'Z' - 1U) * ones) & high;
  const std::uint64_t upper = at_least_a & ~past_z & ~x & high;
  return x | (upper >> 2U);
}

/// 64-bit finaliser (murmur3 fmix64).
[[nodiscard]] constexpr std::uint64_t mix64(std::uint64_t x) noexcept {
  x ^= x >> 33U;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33U;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33U;
  return x;
}

}  // namespace detail

/// The `token::key` of a word or symbol spelled `text` (ASCII case-insensitive): the
/// lower-cased bytes hashed eight at a time, then finalised; never 0. Used at compile time
/// for literals and at run time by the tokenizer, with the same result.
[[nodiscard]] constexpr std::uint64_t token_key(std::string_view text) noexcept {
  std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ (text.size() * 0xC2B2AE3D27D4EB4FULL);
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t n = text.size() - at < 8 ? text.size() - at : 8;
    std::uint64_t chunk = 0;
    // Little-endian assembly; compilers turn this into one load for full chunks.
    for (std::size_t b = 0; b < n; ++b) {
      chunk |= static_cast<std::uint64_t>(static_cast<unsigned char>(text[at + b])) << (8U * b);
    }
    h = (h ^ detail::lower8(chunk)) * 0x9E3779B97F4A7C15ULL;
    h ^= h >> 29U;
    at += n;
  }
  h = detail::mix64(h);
  return h == 0 ? 1 : h;
}

/// `token_key(text.substr(start, len))`, faster: where eight bytes can be read inside
/// `text`, one load and a mask replace the byte loop (the tokenizers' hot path).
/// Requires `start + len <= text.size()`. `lowered`: the caller promises `text` has no
/// ASCII capitals (text/words.hpp's lower-cased copy), so the per-chunk case fold is skipped.
[[nodiscard, gnu::always_inline]] inline std::uint64_t token_key_at(std::string_view text, std::size_t start,
                                                                   std::size_t len, bool lowered = false) noexcept {
  const auto fold = [lowered](std::uint64_t chunk) { return lowered ? chunk : detail::lower8(chunk); };
  if constexpr (std::endian::native != std::endian::little) {
    return token_key(text.substr(start, len));
  } else {
    std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ (len * 0xC2B2AE3D27D4EB4FULL);
    // Most words fit one chunk: one load, one mask.
    if (len <= 8 && start + 8 <= text.size()) {
      std::uint64_t chunk = 0;
      std::memcpy(&chunk, text.data() + start, 8);
      if (len < 8) {
        chunk &= (std::uint64_t{1} << (8U * len)) - 1U;
      }
      h = (h ^ fold(chunk)) * 0x9E3779B97F4A7C15ULL;
      h ^= h >> 29U;
      h = detail::mix64(h);
      return h == 0 ? 1 : h;
    }
    std::size_t at = start;
    std::size_t left = len;
    while (left > 0) {
      const std::size_t n = left < 8 ? left : 8;
      std::uint64_t chunk = 0;
      if (at + 8 <= text.size()) {
        std::memcpy(&chunk, text.data() + at, 8);
        if (n < 8) {
          chunk &= (std::uint64_t{1} << (8U * n)) - 1U;
        }
      } else {
        for (std::size_t b = 0; b < n; ++b) {
          chunk |= static_cast<std::uint64_t>(static_cast<unsigned char>(text[at + b])) << (8U * b);
        }
      }
      h = (h ^ fold(chunk)) * 0x9E3779B97F4A7C15ULL;
      h ^= h >> 29U;
      at += n;
      left -= n;
    }
    h = detail::mix64(h);
    return h == 0 ? 1 : h;
  }
}

/// `token_key` of the one-byte text `c`, read from a table built at compile time (the
/// tokenizers' punctuation, which would otherwise hash one byte per token).
[[nodiscard]] std::uint64_t byte_key(unsigned char c) noexcept;

/// `"over"_key`: the token key of a literal, computed at compile time, for comparing a
/// token with a fixed word or symbol without touching its text.
consteval std::uint64_t operator""_key(const char* text, std::size_t size) { return token_key({text, size}); }

/// What a token is.
enum class token_kind : std::uint8_t {
  word,    ///< a run of letters (ASCII case-insensitive; other UTF-8 text kept whole)
  number,  ///< a whole number phrase, see `find_numbers`
  symbol,  ///< one punctuation character (UTF-8 aware: "°", "×", "²", "’"), or a newline
};

/// A token of the number-aware tokenizer. Letters and digits are split ("650mg" →
/// "650" "mg", "spo2" → "spo" "2"); whitespace is dropped except newlines, which are
/// symbol tokens because a line ends a sentence.
struct token {
  byte_span span;
  token_kind kind = token_kind::word;
  bool space_before = false;  ///< whitespace (or the start of text) precedes the token
  bool spoken = false;        ///< number tokens: written with words
  bool integral = true;       ///< number tokens: no fractional part
  double value = 0;           ///< number tokens: the value
  /// Identity of the token for dictionary lookups: a 64-bit hash of its ASCII-lower-cased
  /// text, or of the canonical text of a number (`format_number`). Never 0.
  std::uint64_t key = 0;
};

/// Tokenizes `text` into `out` (cleared first). Linear in the text; allocates only when
/// `out` must grow, so callers may reuse one vector.
void tokenize(std::string_view text, std::vector<token>& out);

struct word_scan;  // text/words.hpp

/// `tokenize(text, out)`, given `scan`, the word scan of the same `text`: a word token that
/// is exactly one of its runs takes the run's key instead of hashing its bytes again (the
/// same key, since both hash the same bytes). The tokens are the same as without it.
void tokenize(std::string_view text, const word_scan& scan, std::vector<token>& out);

/// The bytes of `tok` in `text`.
[[nodiscard]] inline std::string_view token_text(std::string_view text, const token& tok) noexcept {
  return text.substr(tok.span.start, tok.span.end - tok.span.start);
}

/// True when `key` is the token key of an English number word ("one" … "ninety",
/// "hundred", "thousand", "lakh", "half", "zero"), whether or not it formed a number.
[[nodiscard]] bool is_number_word(std::uint64_t key) noexcept;

/// True when `tok` is a word equal to `lower` ignoring ASCII case (`lower` must be lower case).
[[nodiscard]] inline bool word_is(std::string_view text, const token& tok, std::string_view lower) noexcept {
  if (tok.kind != token_kind::word || tok.span.end - tok.span.start != lower.size()) {
    return false;
  }
  for (std::size_t k = 0; k < lower.size(); ++k) {
    const char c = text[tok.span.start + k];
    if ((c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c) != lower[k]) {
      return false;
    }
  }
  return true;
}

/// True when `tok` is the symbol `symbol`. Inline, with the one-byte case compared
/// directly: the rules ask it of nearly every token ("is this a ','?"), and an out-of-line
/// call plus a memcmp of one byte cost more than the comparison itself.
[[nodiscard]] inline bool symbol_is(std::string_view text, const token& tok, std::string_view symbol) noexcept {
  if (tok.kind != token_kind::symbol || tok.span.end - tok.span.start != symbol.size()) {
    return false;
  }
  return symbol.size() == 1 ? text[tok.span.start] == symbol.front() : token_text(text, tok) == symbol;
}

/// True for symbols that join the parts of one name and are skipped inside phrases:
/// hyphen, slash, apostrophes, plus, ampersand, hash ("pan-d", "co-amoxiclav", "ringer's").
/// (Inline, as `is_sentence_break` and `word_is`: asked for nearly every token.)
[[nodiscard]] inline bool is_soft_symbol(std::string_view /*text*/, const token& tok) noexcept {
  if (tok.kind != token_kind::symbol) {
    return false;
  }
  const std::uint64_t k = tok.key;
  return k == "-"_key || k == "/"_key || k == "'"_key || k == "+"_key || k == "&"_key || k == "#"_key ||
         k == "\xE2\x80\x99"_key || k == "\xE2\x80\x98"_key || k == "\xE2\x80\x93"_key;
}

/// True for tokens that end a sentence or a speaker turn: . ? ! ; newline, "[", "…".
[[nodiscard]] inline bool is_sentence_break(std::string_view /*text*/, const token& tok) noexcept {
  if (tok.kind != token_kind::symbol) {
    return false;
  }
  const std::uint64_t k = tok.key;
  return k == "."_key || k == "?"_key || k == "!"_key || k == ";"_key || k == "\n"_key || k == "["_key ||
         k == "\xE2\x80\xA6"_key;
}

/// Token-sequence dictionary with longest-match lookup (a trie over interned tokens).
/// Phrases are tokenized with `tokenize`; matching is ASCII case-insensitive, skips soft
/// symbols between the words of a phrase, and compares number tokens by value, so
/// "Pan-D", "pan d" and "PAN D" all match "pan d", and "dolo six fifty" matches "dolo 650".
class phrase_matcher {
 public:
  static constexpr std::uint32_t no_payload = 0xFFFFFFFFU;

  /// One match: tokens `[first, end)` of the searched token list.
  struct match {
    std::size_t end = 0;
    std::uint32_t payload = no_payload;
  };

  /// Adds `phrase` with `payload`. Returns false (and changes nothing) when the phrase has
  /// no tokens or is already present: the first payload added for a phrase wins.
  bool add(std::string_view phrase, std::uint32_t payload);

  /// The longest phrase that starts at `tokens[first]` and ends before `tokens[limit]`.
  [[nodiscard]] std::optional<match> longest_at(std::string_view text, std::span<const token> tokens,
                                                std::size_t first, std::size_t limit) const {
    // Inline pre-filter: nearly every token of a text starts no phrase.
    if (first >= tokens.size() || first >= limit || !may_start(tokens[first].key)) {
      return std::nullopt;
    }
    return walk(text, tokens, first, limit);
  }

  /// The leftmost phrase that starts in `tokens[first, scan_end)` and ends before
  /// `tokens[limit]` (longest at that start), with its first token. The cue scans of the
  /// extraction engine run this over whole texts, so the pre-filter loop is kept tight:
  /// the filter and the tokens are read through local pointers, one bit test per token.
  struct located {
    std::size_t first = 0;
    match found;
  };
  [[nodiscard]] std::optional<located> first_at(std::string_view text, std::span<const token> tokens,
                                                std::size_t first, std::size_t scan_end, std::size_t limit) const {
    limit = limit < tokens.size() ? limit : tokens.size();
    scan_end = scan_end < limit ? scan_end : limit;
    const std::uint64_t* filter = first_filter_.data();
    const unsigned shift = filter_shift_;
    const token* toks = tokens.data();
    for (std::size_t i = first; i < scan_end; ++i) {
      const auto bit = static_cast<std::size_t>(toks[i].key >> shift);
      if ((filter[bit >> 6U] & (std::uint64_t{1} << (bit & 63U))) == 0) {
        continue;
      }
      if (const auto m = walk(text, tokens, i, limit)) {
        return located{i, *m};
      }
    }
    return std::nullopt;
  }

  /// The payload of exactly `phrase` (whole phrase), or `no_payload`.
  [[nodiscard]] std::uint32_t find(std::string_view phrase) const;

  /// Number of phrases added.
  [[nodiscard]] std::size_t size() const noexcept { return phrases_; }

 private:
  [[nodiscard]] bool may_start(std::uint64_t key) const noexcept {
    const auto bit = static_cast<std::size_t>(key >> filter_shift_);
    return (first_filter_[bit >> 6U] & (std::uint64_t{1} << (bit & 63U))) != 0;
  }
  [[nodiscard]] std::optional<match> walk(std::string_view text, std::span<const token> tokens, std::size_t first,
                                          std::size_t limit) const;

  struct slot {
    std::uint64_t key = 0;  ///< 0 = empty
    std::uint32_t node = 0;
  };

  [[nodiscard]] std::uint32_t child(std::uint32_t node, std::uint64_t token_key) const noexcept;
  std::uint32_t child_or_add(std::uint32_t node, std::uint64_t token_key);
  void grow();
  void set_filter_bit(std::uint64_t first_key) noexcept;

  /// A bit per value of the top (64 - filter_shift_) bits of a first token's key: most
  /// tokens start no phrase and are rejected here. 4,096 bits, and more for a large matcher
  /// (at least 16 bits per distinct first word, up to 2^18): with a fixed 4,096 the
  /// medicine names' matcher let a third of all tokens through to `walk`.
  std::vector<std::uint64_t> first_filter_ = std::vector<std::uint64_t>(64);
  unsigned filter_shift_ = 52;
  std::vector<std::uint64_t> first_keys_;  ///< distinct first-token keys, to rebuild the filter
  std::vector<slot> edges_ = std::vector<slot>(64);  ///< open addressing; size a power of two
  std::size_t edge_count_ = 0;
  std::vector<std::uint32_t> payloads_{no_payload};  ///< per node; node 0 is the root
  std::size_t phrases_ = 0;
};

}  // namespace cxs::domain::text
