#include "domain/extraction/evidence_words.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <initializer_list>

namespace cxs::domain::extraction::evidence {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// A plural and its singular compare equal ("migraines", "migraine").
std::string_view stem(std::string_view w) {
  if (w.size() > 3 && w.back() == 's' && w[w.size() - 2] != 's') {
    w.remove_suffix(1);
  }
  return w;
}

}  // namespace

char lower_ascii(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lower_ascii(x) == lower_ascii(y); });
}

// ---------------------------------------------------------------- words

// Lower-case words: runs of ASCII letters and digits (non-ASCII bytes are kept inside
// words, so a word in another script is still one word).
std::vector<std::string> words_of(std::string_view s) {
  std::vector<std::string> out;
  std::string word;
  for (char ch : s) {
    if (is_alnum(ch) || (static_cast<unsigned char>(ch) & 0x80U) != 0) {
      word.push_back(lower_ascii(ch));
    } else if (!word.empty()) {
      out.push_back(std::move(word));
      word.clear();
    }
  }
  if (!word.empty()) {
    out.push_back(std::move(word));
  }
  return out;
}

bool has_word(const std::vector<std::string>& words, std::string_view w) {
  return std::any_of(words.begin(), words.end(), [w](const std::string& x) { return stem(x) == stem(w); });
}

// Words that carry no concept of their own in a name ("Fracture of the left radius").
bool filler(std::string_view w) {
  static constexpr std::array<std::string_view, 19> words{"of",  "the", "and", "or",  "with", "without", "due",
                                                         "to",  "in",  "on",  "at",  "a",    "an",      "for",
                                                         "by",  "nos", "unspecified", "other", "specified"};
  return std::find(words.begin(), words.end(), w) != words.end();
}

// `needle`'s words appear in `hay` in order and side by side.
bool contains_phrase(const std::vector<std::string>& hay, const std::vector<std::string>& needle) {
  if (needle.empty() || needle.size() > hay.size()) {
    return false;
  }
  for (std::size_t i = 0; i + needle.size() <= hay.size(); ++i) {
    bool all = true;
    for (std::size_t k = 0; k < needle.size() && all; ++k) {
      all = stem(hay[i + k]) == stem(needle[k]);
    }
    if (all) {
      return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------- number roles

bool word_at(std::string_view s, std::size_t at, std::string_view w) {
  if (at + w.size() > s.size() || !iequals(s.substr(at, w.size()), w)) {
    return false;
  }
  const std::size_t end = at + w.size();
  return end == s.size() || !std::isalpha(static_cast<unsigned char>(s[end]));
}

namespace {

std::size_t skip_spaces(std::string_view s, std::size_t at) {
  while (at < s.size() && (s[at] == ' ' || s[at] == '\t')) {
    ++at;
  }
  return at;
}

// The word ending right before `at` (skipping spaces, ':' and ','), lower-cased.
std::string word_before(std::string_view s, std::size_t at) {
  while (at > 0 && (s[at - 1] == ' ' || s[at - 1] == ':' || s[at - 1] == ',' || s[at - 1] == '\t')) {
    --at;
  }
  std::size_t begin = at;
  while (begin > 0 && std::isalpha(static_cast<unsigned char>(s[begin - 1]))) {
    --begin;
  }
  std::string w;
  for (std::size_t i = begin; i < at; ++i) {
    w.push_back(lower_ascii(s[i]));
  }
  return w;
}

bool month_word(std::string_view w) {
  static constexpr std::array<std::string_view, 23> months{
      "jan", "january", "feb", "february", "mar", "march",  "apr",      "april",   "may",      "jun",     "june", "jul",
      "july", "aug",    "august", "sep", "sept", "september", "oct", "october", "nov", "november", "dec"};
  return std::find(months.begin(), months.end(), w) != months.end() || w == "december";
}

// A date written with digits at `at`: d/m/y, d-m-y, d.m.y (day and month 1-2 digits, year 2
// or 4) or y-m-d. The end of the date, or npos.
std::size_t date_at(std::string_view s, std::size_t at) {
  auto digits = [&s](std::size_t i) {
    std::size_t n = 0;
    while (i + n < s.size() && is_digit(s[i + n])) {
      ++n;
    }
    return n;
  };
  const std::size_t a = digits(at);
  if (a == 0 || at + a >= s.size()) {
    return std::string_view::npos;
  }
  const char sep = s[at + a];
  if (sep != '/' && sep != '-' && sep != '.') {
    return std::string_view::npos;
  }
  const std::size_t b = digits(at + a + 1);
  if (b == 0 || b > 2 || at + a + 1 + b >= s.size() || s[at + a + 1 + b] != sep) {
    return std::string_view::npos;
  }
  const std::size_t c = digits(at + a + 2 + b);
  const bool dmy = a <= 2 && (c == 2 || c == 4);
  const bool ymd = a == 4 && (c == 1 || c == 2);
  if (!dmy && !ymd) {
    return std::string_view::npos;
  }
  return at + a + 2 + b + c;
}

// A phone number at `at` (optionally after '+'): digit groups joined by single spaces or
// hyphens, at least 8 digits in all and one group of 4 or more ("98765 43210",
// "+91-98765-43210", "1800 180 1104"). The end, or npos.
std::size_t phone_at(std::string_view s, std::size_t at) {
  std::size_t i = at;
  std::size_t total = 0;
  std::size_t longest = 0;
  std::size_t end = at;
  while (i < s.size() && is_digit(s[i])) {
    std::size_t n = 0;
    while (i < s.size() && is_digit(s[i])) {
      ++i;
      ++n;
    }
    total += n;
    longest = std::max(longest, n);
    end = i;
    if (i + 1 < s.size() && (s[i] == ' ' || s[i] == '-') && is_digit(s[i + 1])) {
      ++i;
      continue;
    }
    break;
  }
  return total >= 8 && longest >= 4 ? end : std::string_view::npos;
}

// What follows a number that makes it an age ("45 years old", "45-year-old", "45 yo",
// "45 y/o").
bool age_after(std::string_view s, std::size_t end) {
  std::size_t at = end < s.size() && s[end] == '-' ? end + 1 : skip_spaces(s, end);
  for (std::string_view w : {"years old", "year old", "years-old", "year-old", "yrs old", "yr old", "yo", "y/o", "y.o",
                             "yrs", "yr", "years of age", "year of age"}) {
    if (word_at(s, at, w)) {
      return w != "yrs" && w != "yr" ? true : word_at(s, skip_spaces(s, at + w.size()), "old");
    }
  }
  return false;
}

// A unit that makes the number before it a dose ("500 mg", "2 tablets", "10 units"), not
// a concentration ("130 mg/dL", "mg %").
bool dose_after(std::string_view s, std::size_t end) {
  const std::size_t at = skip_spaces(s, end);
  for (std::string_view w : {"mg", "mcg", "µg", "g", "gm", "gms", "ml", "iu", "units", "unit", "tab", "tabs", "tablet",
                             "tablets", "cap", "caps", "capsule", "capsules", "puff", "puffs", "drops", "sachet"}) {
    if (!word_at(s, at, w)) {
      continue;
    }
    const std::size_t next = skip_spaces(s, at + w.size());
    const bool concentration = next < s.size() && (s[next] == '/' || s[next] == '%' || word_at(s, next, "per"));
    return !concentration;
  }
  return false;
}

}  // namespace

bool role_ranges::overlaps(text::byte_span s) const {
  return std::any_of(ranges.begin(), ranges.end(), [s](text::byte_span r) { return r.start < s.end && s.start < r.end; });
}

role_ranges foreign_roles(std::string_view s, bool doses) {
  role_ranges out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (!is_digit(s[i]) || (i > 0 && (is_digit(s[i - 1]) || s[i - 1] == '.'))) {
      continue;
    }
    const std::size_t from = i > 0 && s[i - 1] == '+' ? i - 1 : i;
    if (const auto end = date_at(s, i); end != std::string_view::npos) {
      out.ranges.push_back({from, end});
      i = end;
      continue;
    }
    if (const auto end = phone_at(s, i); end != std::string_view::npos) {
      out.ranges.push_back({from, end});
      i = end;
    }
  }
  for (const auto& n : text::find_numbers(s)) {
    const auto before = word_before(s, n.span.start);
    std::size_t after_at = n.span.end;
    for (std::string_view suffix : {"st", "nd", "rd", "th"}) {  // "12th March"
      if (word_at(s, after_at, suffix)) {
        after_at += suffix.size();
      }
    }
    const auto after_words = words_of(s.substr(after_at, std::min<std::size_t>(12, s.size() - after_at)));
    const bool month = month_word(before) || (!after_words.empty() && month_word(after_words.front()));
    const bool age = age_after(s, n.span.end) || before == "aged" || before == "age";
    if (month || age || (doses && dose_after(s, n.span.end))) {
      out.ranges.push_back(n.span);
    }
  }
  return out;
}

}  // namespace cxs::domain::extraction::evidence
