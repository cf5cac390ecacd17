// Number-aware tokenizer: a raw pass (raw_tokens.cpp) splits bytes into words, digit runs
// and symbols; the number grammar here folds number words (and digit + word forms) into
// single number tokens, in place in the caller's vector. Token predicates and the phrase
// matcher are in phrase_matcher.cpp.

#include "domain/text/numbers.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cstring>
#include <cmath>

#include "domain/text/chars.hpp"
#include "domain/text/raw_tokens.hpp"

namespace cxs::domain::text {
namespace {

using detail::make_token;
using detail::raw_tokenize;

enum class wtype : std::uint8_t { none, digit, oh, teen, tens, hundred, big, half, article, and_word, point };

struct word_info {
  wtype type = wtype::none;
  double value = 0;
};

struct number_word {
  std::string_view name;
  wtype type;
  double value;
};

// Sorted by name for binary search.
constexpr std::array<number_word, 38> number_words{{
    {"a", wtype::article, 0},        {"and", wtype::and_word, 0},   {"eight", wtype::digit, 8},
    {"eighteen", wtype::teen, 18},   {"eighty", wtype::tens, 80},   {"eleven", wtype::teen, 11},
    {"fifteen", wtype::teen, 15},    {"fifty", wtype::tens, 50},    {"five", wtype::digit, 5},
    {"forty", wtype::tens, 40},      {"four", wtype::digit, 4},     {"fourteen", wtype::teen, 14},
    {"half", wtype::half, 0.5},      {"hundred", wtype::hundred, 100}, {"lac", wtype::big, 100000},
    {"lakh", wtype::big, 100000},    {"lakhs", wtype::big, 100000}, {"million", wtype::big, 1000000},
    {"nine", wtype::digit, 9},       {"nineteen", wtype::teen, 19}, {"ninety", wtype::tens, 90},
    {"oh", wtype::oh, 0},            {"one", wtype::digit, 1},      {"point", wtype::point, 0},
    {"seven", wtype::digit, 7},      {"seventeen", wtype::teen, 17}, {"seventy", wtype::tens, 70},
    {"six", wtype::digit, 6},        {"sixteen", wtype::teen, 16},  {"sixty", wtype::tens, 60},
    {"ten", wtype::teen, 10},        {"thirteen", wtype::teen, 13}, {"thirty", wtype::tens, 30},
    {"thousand", wtype::big, 1000},  {"three", wtype::digit, 3},    {"twelve", wtype::teen, 12},
    {"twenty", wtype::tens, 20},     {"two", wtype::digit, 2},
}};
// "zero" is added when the keyed table is built.

struct keyed_word {
  std::uint64_t key;
  word_info info;
};

// Number words by token key in a small open-addressing table (one probe for most words,
// which matters because every word of the text is looked up); built once.
constexpr std::size_t number_table_size = 128;

const std::array<keyed_word, number_table_size>& keyed_number_words() {
  static const auto table = [] {
    std::array<keyed_word, number_table_size> out{};
    const auto put = [&out](std::string_view name, word_info info) {
      const std::uint64_t key = token_key(name);
      std::size_t pos = static_cast<std::size_t>(key) & (number_table_size - 1);
      while (out[pos].key != 0) {
        pos = (pos + 1) & (number_table_size - 1);
      }
      out[pos] = {key, info};
    };
    for (const auto& w : number_words) {
      put(w.name, {w.type, w.value});
    }
    put("zero", {wtype::digit, 0});
    return out;
  }();
  return table;
}

// A bit per (top 12 bits of a key) of the number words: most words of a text are none,
// and one bit test tells them apart before the table is probed.
const std::array<std::uint64_t, 64>& number_word_filter() {
  static const auto filter = [] {
    std::array<std::uint64_t, 64> out{};
    for (const keyed_word& w : keyed_number_words()) {
      if (w.key != 0) {
        const auto bit = static_cast<std::size_t>(w.key >> 52U);
        out[bit >> 6U] |= std::uint64_t{1} << (bit & 63U);
      }
    }
    return out;
  }();
  return filter;
}

[[nodiscard]] word_info classify_word(std::uint64_t key) noexcept {
  const auto& table = keyed_number_words();
  for (std::size_t pos = static_cast<std::size_t>(key) & (number_table_size - 1);;
       pos = (pos + 1) & (number_table_size - 1)) {
    if (table[pos].key == key) {
      return table[pos].info;
    }
    if (table[pos].key == 0) {
      return {};
    }
  }
}

struct parsed_number {
  std::size_t end = 0;  // one past the last raw token
  double value = 0;
  bool spoken = false;
  bool integral = true;
};

class number_parser {
 public:
  number_parser(std::string_view text, const std::vector<token>& raw) : text_(text), raw_(raw) {}

  [[nodiscard]] std::optional<parsed_number> parse_at(std::size_t i) const {
    const token& first = raw_[i];
    if (is_half(i)) {
      return parsed_number{i + 1, 0.5, false, false};
    }
    if (first.kind == token_kind::number) {
      return parse_digits(i);
    }
    if (first.kind != token_kind::word) {
      return std::nullopt;
    }
    const word_info w = info(i);
    switch (w.type) {
      case wtype::half:
        return finish_half(i + 1);
      case wtype::point:
        return parse_point_start(i);
      case wtype::article: {
        const std::size_t k = i + 1;
        const word_info next = info(k);
        if (next.type == wtype::half) {
          return finish_half(k + 1);
        }
        if (next.type == wtype::hundred || next.type == wtype::big) {
          return parse_words(k, true);
        }
        return std::nullopt;
      }
      case wtype::digit:
      case wtype::teen:
      case wtype::tens:
        return parse_words(i, false);
      default:
        return std::nullopt;
    }
  }

 private:
  [[nodiscard]] word_info info(std::size_t k) const {
    if (k >= raw_.size() || raw_[k].kind != token_kind::word) {
      return {};
    }
    return classify_word(raw_[k].key);
  }

  [[nodiscard]] bool is_symbol(std::size_t k, char c) const {
    return k < raw_.size() && raw_[k].kind == token_kind::symbol && raw_[k].span.end - raw_[k].span.start == 1 &&
           text_[raw_[k].span.start] == c;
  }

  // The "½" sign (a raw number token of two bytes).
  [[nodiscard]] bool is_half(std::size_t k) const {
    return k < raw_.size() && raw_[k].kind == token_kind::number && raw_[k].span.end - raw_[k].span.start == 2 &&
           text_.substr(raw_[k].span.start, 2) == "\xC2\xBD";
  }

  // Index of the next number part after `k - 1`: `k` itself, or the word after a tight
  // hyphen ("eighty-five").
  [[nodiscard]] std::size_t next_part(std::size_t k) const {
    if (is_symbol(k, '-') && !raw_[k].space_before && k + 1 < raw_.size() && !raw_[k + 1].space_before &&
        raw_[k + 1].kind == token_kind::word) {
      return k + 1;
    }
    return k;
  }

  // "half a tablet": the article belongs to the number phrase.
  [[nodiscard]] parsed_number finish_half(std::size_t j) const {
    const word_info next = info(j);
    if (next.type == wtype::article && j + 1 < raw_.size() && raw_[j + 1].kind == token_kind::word) {
      ++j;
    } else if (j + 1 < raw_.size() && raw_[j].kind == token_kind::word && raw_[j].key == "an"_key) {
      ++j;
    }
    return {j, 0.5, true, false};
  }

  [[nodiscard]] std::optional<parsed_number> parse_point_start(std::size_t i) const {
    parsed_number out{i, 0, true, true};
    if (apply_point(out, i)) {
      return out;
    }
    return std::nullopt;
  }

  // "point" followed by digit words: appends decimals to `num`. True when applied.
  [[nodiscard]] bool apply_point(parsed_number& num, std::size_t j) const {
    if (info(j).type != wtype::point) {
      return false;
    }
    std::size_t k = j + 1;
    double fraction = 0;
    double scale = 1;
    while (k < raw_.size()) {
      const word_info d = info(k);
      if (d.type != wtype::digit && d.type != wtype::oh) {
        break;
      }
      fraction = fraction * 10 + d.value;
      scale *= 10;
      ++k;
    }
    if (scale == 1) {
      return false;
    }
    num.value = (num.value * scale + fraction) / scale;
    num.integral = false;
    num.end = k;
    return true;
  }

  // "and a half" / "and half" after a whole number.
  void apply_and_half(parsed_number& num) const {
    std::size_t k = num.end;
    if (info(k).type != wtype::and_word) {
      return;
    }
    ++k;
    if (info(k).type == wtype::article) {
      ++k;
    }
    if (info(k).type == wtype::half) {
      num.value += 0.5;
      num.integral = false;
      num.end = k + 1;
      num.spoken = true;
    }
  }

  [[nodiscard]] std::optional<parsed_number> parse_digits(std::size_t i) const {
    const token& d = raw_[i];
    parsed_number out{i + 1, d.value, false, d.integral};
    const std::size_t k = i + 1;
    const word_info scale = info(k);
    if (scale.type == wtype::hundred || scale.type == wtype::big) {
      out.value *= scale.value;
      out.integral = out.value == std::floor(out.value);
      out.end = k + 1;
      out.spoken = true;
      return out;
    }
    if (d.integral) {
      // "1/2", "3/4": a small fraction written tight; "120/80" is not one.
      if (is_symbol(k, '/') && !raw_[k].space_before && k + 1 < raw_.size() &&
          raw_[k + 1].kind == token_kind::number && !is_half(k + 1) && !raw_[k + 1].space_before &&
          raw_[k + 1].integral) {
        const double den = raw_[k + 1].value;
        if ((den == 2 || den == 3 || den == 4) && d.value >= 1 && d.value < den) {
          out.value = d.value / den;
          out.integral = false;
          out.end = k + 2;
          return out;
        }
      }
      if (is_half(k) && !raw_[k].space_before) {
        out.value += 0.5;
        out.integral = false;
        out.end = k + 1;
        return out;
      }
      apply_and_half(out);
    }
    return out;
  }

  [[nodiscard]] std::optional<parsed_number> parse_words(std::size_t i, bool after_article) const {
    const word_info lead = info(i);
    if (!after_article) {
      // Colloquial hundreds: "one thirty", "one twenty eight", "one oh five", "two fifty".
      const bool lead_ok = (lead.type == wtype::digit && lead.value >= 1) || (lead.type == wtype::teen && lead.value >= 11);
      if (lead_ok) {
        const std::size_t k = next_part(i + 1);
        const word_info second = info(k);
        if (second.type == wtype::tens || second.type == wtype::teen) {
          parsed_number out{k + 1, lead.value * 100 + second.value, true, true};
          if (second.type == wtype::tens) {
            const std::size_t k3 = next_part(k + 1);
            const word_info third = info(k3);
            if (third.type == wtype::digit && third.value >= 1) {
              out.value += third.value;
              out.end = k3 + 1;
            }
          }
          return finish_words(out);
        }
        if (second.type == wtype::oh) {
          const word_info third = info(k + 1);
          if (third.type == wtype::digit && third.value >= 1) {
            return finish_words(parsed_number{k + 2, lead.value * 100 + third.value, true, true});
          }
        }
        // "one half" is a half.
        if (lead.value == 1 && second.type == wtype::half && k == i + 1) {
          return finish_half(k + 1);
        }
      }
    }

    double total = 0;
    double current = after_article ? 1 : 0;
    wtype last = after_article ? wtype::digit : wtype::none;
    std::size_t j = i;
    while (j < raw_.size()) {
      const std::size_t k = (j == i) ? j : next_part(j);
      const word_info w = info(k);
      bool taken = false;
      switch (w.type) {
        case wtype::digit:
        case wtype::teen:
        case wtype::tens: {
          const bool after_scale = last == wtype::hundred || last == wtype::big || last == wtype::and_word;
          bool ok = last == wtype::none || after_scale || (w.type == wtype::digit && last == wtype::tens && w.value >= 1);
          // "five hundred five hundred" is a repetition, not 505: a part that takes its own
          // "hundred" after a hundred starts the next number.
          if (ok && last == wtype::hundred && info(next_part(k + 1)).type == wtype::hundred) {
            ok = false;
          }
          if (ok) {
            current += w.value;
            taken = true;
          }
          break;
        }
        case wtype::hundred:
          if ((last == wtype::digit || last == wtype::teen || last == wtype::tens) && current >= 1 && current < 100) {
            current *= 100;
            taken = true;
          }
          break;
        case wtype::big:
          if ((last == wtype::digit || last == wtype::teen || last == wtype::tens || last == wtype::hundred) &&
              current >= 1 && current < 1000) {
            total += current * w.value;
            current = 0;
            taken = true;
          }
          break;
        case wtype::and_word:
          if (last == wtype::hundred || last == wtype::big) {
            const word_info next = info(k + 1);
            if ((next.type == wtype::digit && next.value >= 1) || next.type == wtype::teen || next.type == wtype::tens) {
              taken = true;
            }
          }
          break;
        default:
          break;
      }
      if (!taken) {
        break;
      }
      last = w.type;
      j = k + 1;
    }
    if (j == i) {
      return std::nullopt;
    }
    return finish_words(parsed_number{j, total + current, true, true});
  }

  // Decimals and halves after a spoken whole number.
  [[nodiscard]] parsed_number finish_words(parsed_number num) const {
    if (apply_point(num, num.end)) {
      return num;
    }
    // ASR writes "point" as a spaced full stop: "ninety eight . six", "two . five".
    const std::size_t dot = num.end;
    if (is_symbol(dot, '.') && raw_[dot].space_before && dot + 1 < raw_.size() && raw_[dot + 1].space_before) {
      const double whole = num.value;
      const bool range_ok = (whole >= 0 && whole <= 20) || (whole >= 34 && whole <= 43) || (whole >= 90 && whole <= 110);
      // One digit word ("ninety eight . six"); after a zero whole, up to three ("zero . zero five").
      const std::size_t max_digits = whole == 0 ? 3 : 1;
      std::size_t k = dot + 1;
      double fraction = 0;
      double scale = 1;
      while (k < raw_.size() && k - dot - 1 < max_digits && info(k).type == wtype::digit) {
        fraction = fraction * 10 + info(k).value;
        scale *= 10;
        ++k;
      }
      if (scale > 1 && range_ok) {
        num.value = (whole * scale + fraction) / scale;
        num.integral = false;
        num.end = k;
        return num;
      }
    }
    apply_and_half(num);
    return num;
  }

  std::string_view text_;
  const std::vector<token>& raw_;
};

// "in the one twenties", "the low one hundreds": a spoken range, not a number.
[[nodiscard]] bool is_decade_word(std::uint64_t key) noexcept {
  static constexpr std::array<std::uint64_t, 11> decades{
      "teens"_key,  "twenties"_key, "thirties"_key, "forties"_key,  "fifties"_key,  "sixties"_key,
      "seventies"_key, "eighties"_key, "nineties"_key, "hundreds"_key, "thousands"_key,
  };
  return std::find(decades.begin(), decades.end(), key) != decades.end();
}

// Folds number phrases in place: token `i` is read before any write at `w <= i`, and the
// parser only looks at tokens from `i` on.
void merge_numbers(std::string_view text, std::vector<token>& toks) {
  const number_parser parser(text, toks);
  const std::size_t n = toks.size();
  const std::array<std::uint64_t, 64>& number_words_filter = number_word_filter();
  // A word none of whose key bits is a number word's (nearly every word) is no number.
  const auto plain_word = [&number_words_filter](std::uint64_t key) {
    const auto bit = static_cast<std::size_t>(key >> 52U);
    return (number_words_filter[bit >> 6U] & (std::uint64_t{1} << (bit & 63U))) == 0 ||
           classify_word(key).type == wtype::none;
  };
  std::size_t w = 0;
  std::size_t i = 0;
  while (i < n) {
    const token& r = toks[i];
    // Fast path: most tokens are words that are not number words, or symbols.
    if (r.kind == token_kind::symbol || (r.kind == token_kind::word && plain_word(r.key))) {
      if (w != i) {
        toks[w] = r;
      }
      ++w;
      ++i;
      continue;
    }
    auto num = parser.parse_at(i);
    if (num && num->spoken && num->end < n && toks[num->end].kind == token_kind::word &&
        is_decade_word(toks[num->end].key)) {
      num.reset();
    }
    if (num) {
      token tok = make_token(r.span.start, toks[num->end - 1].span.end, token_kind::number, r.space_before, 0);
      tok.spoken = num->spoken;
      tok.integral = num->integral;
      tok.value = num->value;
      std::array<char, 32> buffer{};
      tok.key = token_key(format_number(num->value, std::span<char, 32>(buffer)));
      toks[w++] = tok;
      i = num->end;
      continue;
    }
    if (w != i) {
      toks[w] = r;
    }
    ++w;
    ++i;
  }
  toks.resize(w);
}

}  // namespace

std::vector<number_span> find_numbers(std::string_view text) {
  std::vector<token> tokens;
  tokenize(text, tokens);
  std::vector<number_span> out;
  for (const token& tok : tokens) {
    if (tok.kind == token_kind::number) {
      out.push_back({tok.value, tok.span, tok.spoken, tok.integral});
    }
  }
  return out;
}

std::optional<double> parse_number(std::string_view phrase) {
  std::vector<token> tokens;
  tokenize(phrase, tokens);
  if (tokens.size() == 1 && tokens.front().kind == token_kind::number) {
    return tokens.front().value;
  }
  return std::nullopt;
}

std::string_view format_number(double value, std::span<char, 32> buffer) noexcept {
  char* const first = buffer.data();
  char* const last = first + buffer.size();
  if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15) {
    const auto result = std::to_chars(first, last, static_cast<long long>(value));
    return {first, static_cast<std::size_t>(result.ptr - first)};
  }
  const auto result = std::to_chars(first, last, value, std::chars_format::fixed, 6);
  if (result.ec != std::errc{}) {
    return {};
  }
  char* end = result.ptr;
  // Trim trailing zeros and a bare decimal point: "98.600000" → "98.6".
  const std::string_view written(first, static_cast<std::size_t>(end - first));
  if (written.find('.') != std::string_view::npos) {
    while (end > first && *(end - 1) == '0') {
      --end;
    }
    if (end > first && *(end - 1) == '.') {
      --end;
    }
  }
  return {first, static_cast<std::size_t>(end - first)};
}

std::string format_number(double value) {
  std::array<char, 32> buffer{};
  return std::string(format_number(value, std::span<char, 32>(buffer)));
}

void tokenize(std::string_view text, std::vector<token>& out) {
  raw_tokenize(text, nullptr, out);
  merge_numbers(text, out);
}

void tokenize(std::string_view text, const word_scan& scan, std::vector<token>& out) {
  raw_tokenize(text, &scan, out);
  merge_numbers(text, out);
}

bool is_number_word(std::uint64_t key) noexcept {
  const wtype type = classify_word(key).type;
  return type == wtype::digit || type == wtype::teen || type == wtype::tens || type == wtype::hundred ||
         type == wtype::big || type == wtype::half;
}

}  // namespace cxs::domain::text
