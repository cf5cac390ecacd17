// Phones, Aadhaar and ABHA numbers. A hand-written scanner rather than RE2: the same
// digits mean different things depending on their grouping ("98765 43210" vs
// "7260 1815 9082" vs "91-1234-5678-9012"), a checksum and the word before them, and a
// run of groups ("age 45 98765 43210") may hold a number in any of its sub-runs.

#include "domain/phi/detect.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "domain/phi/lexicon.hpp"

namespace cxs::domain::phi::detail {
namespace {

// Longest digit string any kind can have ("0091" + ten digits, or an ABHA number).
constexpr std::size_t max_digits = 14;
// A sub-run never spans more groups than ten single digits read out one by one.
constexpr std::size_t max_groups = 12;
// How far back (bytes) the label word of a number may be.
constexpr std::size_t label_window = 48;
constexpr int label_max_words = 4;
// Digit runs at least this long are identifiers, not parts of dates or ratios.
constexpr std::size_t long_run = 8;

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_word_char(char c) { return is_digit(c) || is_alpha(c) || c == '_'; }

struct group {
  std::size_t begin = 0;                       // first digit
  std::size_t end = 0;                         // one past the last digit
  std::size_t plus = std::string_view::npos;   // '+' right before the digits
  std::size_t paren = std::string_view::npos;  // '(' before the digits (or the '+')
  bool closed = false;                         // ')' right after the digits
  bool wide = false;                           // two blanks before it ("7890  1234  5678")
};

// Digits in the run of digits that ends just before `end` (or starts at `begin`).
std::size_t digits_before(std::string_view text, std::size_t end) {
  std::size_t i = end;
  while (i > 0 && is_digit(text[i - 1])) {
    --i;
  }
  return end - i;
}

std::size_t digits_after(std::string_view text, std::size_t begin) {
  std::size_t i = begin;
  while (i < text.size() && is_digit(text[i])) {
    ++i;
  }
  return i - begin;
}

// Numbers glued by punctuation are a decimal, date or ratio ("1.98", "130/85"), unless
// both sides are long digit runs ("9845012345/9845054321": two phones). Decimals never.
bool glued(char c, std::size_t near_digits, std::size_t own_digits) {
  if (c == '.' || c == ':') {
    return near_digits > 0;
  }
  if (c == '/' || c == ',') {
    return near_digits > 0 && (near_digits < long_run || own_digits < long_run);
  }
  return false;
}

// The byte before a run may not glue it to a word or to another number.
bool left_ok(std::string_view text, std::size_t lead, std::size_t own_digits) {
  if (lead == 0) {
    return true;
  }
  const char c = text[lead - 1];
  if (is_word_char(c)) {
    return false;
  }
  return !glued(c, digits_before(text, lead - 1), own_digits);
}

bool right_ok(std::string_view text, std::size_t end, std::size_t own_digits) {
  if (end >= text.size()) {
    return true;
  }
  const char c = text[end];
  if (is_word_char(c)) {
    return false;
  }
  return !glued(c, digits_after(text, end + 1), own_digits);
}

// Nearest label word among the few words before `pos`, on the same line.
number_label label_before(std::string_view text, std::size_t pos) {
  const std::size_t floor = pos > label_window ? pos - label_window : 0;
  std::size_t i = pos;
  int words = 0;
  bool identity = false;
  while (i > floor && words < label_max_words) {
    const char c = text[i - 1];
    if (c == '\n') {
      break;
    }
    if (!is_alpha(c)) {
      --i;
      continue;
    }
    const std::size_t word_end = i;
    while (i > floor && is_alpha(text[i - 1])) {
      --i;
    }
    ++words;
    const number_label label = label_of(text.substr(i, word_end - i));
    if (label == number_label::identity) {
      // "ID" says little alone: a word before it may say what the number is ("Transaction
      // ID", "Aadhaar ID", "Patient ID").
      identity = true;
    } else if (label != number_label::none) {
      return label;
    }
  }
  return identity ? number_label::identity : number_label::none;
}

bool looks_like_timestamp(std::string_view d) {
  auto two = [d](std::size_t at) { return (d[at] - '0') * 10 + (d[at + 1] - '0'); };
  const bool year = (d[0] == '1' && d[1] == '9') || (d[0] == '2' && d[1] == '0');
  return year && two(4) >= 1 && two(4) <= 12 && two(6) >= 1 && two(6) <= 31 && two(8) <= 23 &&
         two(10) <= 59 && two(12) <= 59;
}

bool grouped_as(const std::vector<std::size_t>& sizes, std::initializer_list<std::size_t> want) {
  return sizes.size() == want.size() && std::equal(sizes.begin(), sizes.end(), want.begin());
}

bool is_phone(std::string_view d, const std::vector<std::size_t>& sizes, bool plus,
              number_label label) {
  const auto n = d.size();
  // Numbers are written in at most three groups after the country or trunk prefix;
  // more groups ("98 76 54 32 10") are usually a list of readings unless a label
  // says a phone number is being read out.
  const bool prefix_group = (n == 12 && sizes.front() == 2 && d.substr(0, 2) == "91") ||
                            (n == 14 && sizes.front() == 4 && d.substr(0, 4) == "0091") ||
                            (n == 11 && sizes.front() == 1 && d[0] == '0');
  // A foreign number in international form: '+', a country code of one to three digits
  // written apart, then 8 to 13 digits in all ("+971 50 123 4567", "+44 20 7946 0958").
  const bool foreign = plus && sizes.size() >= 3 && sizes.front() <= 3 && d[0] != '0' &&
                       d.substr(0, 2) != "91" && n >= 9 && n <= 13;
  if (foreign) {
    return true;
  }
  // A mobile read out digit by digit ("8 7 9 0 1 2 3 4 5 6") is a phone even unlabelled:
  // ten single digits opening with 6 to 9 are no list of readings.
  const bool read_out = n == 10 && sizes.size() == 10 && d[0] >= '6' && d[0] <= '9';
  // A mobile's first half written whole, the rest scattered by a scan or a slow reader
  // ("70052 88 1 19", "9437 01 22 88"): readings are rarely four or five digits long and
  // open a list, so this is no list either.
  const bool first_half = n == 10 && sizes.front() >= 4 && d[0] >= '6' && d[0] <= '9';
  if (sizes.size() - (prefix_group ? 1 : 0) > 3 && label != number_label::phone && !read_out &&
      !first_half) {
    return false;
  }
  if (n == 10) {
    return d[0] >= '6' && d[0] <= '9';
  }
  if (n == 11) {
    return d[0] == '0' && d[1] != '0';  // 0 + mobile, or 0 + STD code + subscriber
  }
  if (n == 12 && d.substr(0, 2) == "91") {
    // Mobile after the country code; a landline only when the 91 is visibly separate.
    return (d[2] >= '6' && d[2] <= '9') || (d[2] != '0' && (plus || sizes.front() == 2));
  }
  if (n == 14 && d.substr(0, 4) == "0091") {
    return d[4] != '0';
  }
  if (n == 8 && label == number_label::phone) {
    return d[0] >= '2' && (grouped_as(sizes, {8}) || grouped_as(sizes, {4, 4}));
  }
  return false;
}

struct verdict {
  bool found = false;
  phi_kind kind = phi_kind::phone;
};

verdict classify(std::string_view d, const std::vector<std::size_t>& sizes, bool plus,
                 number_label label) {
  if (label == number_label::not_phi) {
    return {};
  }
  if (d.size() == 14 && !plus) {
    const bool abha = label == number_label::abha || grouped_as(sizes, {2, 4, 4, 4}) ||
                      (grouped_as(sizes, {14}) && d[0] != '0' && !looks_like_timestamp(d));
    if (abha) {
      return {true, phi_kind::national_id};
    }
  }
  if (d.size() == 12 && !plus && (grouped_as(sizes, {12}) || grouped_as(sizes, {4, 4, 4}))) {
    // Labelled Aadhaar is taken even when the checksum fails: a mistyped Aadhaar is
    // still the patient's Aadhaar. Unlabelled, only the checksum separates it from other
    // twelve-digit numbers; a phone label keeps 91-prefixed mobiles as phones.
    if (label == number_label::aadhaar) {
      return {true, phi_kind::national_id};
    }
    // Any identity label before the card's printed shape ("Govt ID no. 5519 0834 2276",
    // "ID proof 4821 …"): twelve digits in three fours, the first 2 to 9, as UIDAI prints them.
    if (label == number_label::identity && grouped_as(sizes, {4, 4, 4}) && d[0] >= '2') {
      return {true, phi_kind::national_id};
    }
    if (label != number_label::phone && d[0] >= '2' && verhoeff_valid(d)) {
      return {true, phi_kind::national_id};
    }
  }
  if (is_phone(d, sizes, plus, label)) {
    return {true, phi_kind::phone};
  }
  return {};
}

// Reads the run of digit groups starting at the digit `first`.
std::size_t read_run(std::string_view text, std::size_t first, std::vector<group>& groups) {
  groups.clear();
  std::size_t k = first;
  bool next_wide = false;
  while (true) {
    group g;
    g.begin = k;
    g.wide = next_wide;
    next_wide = false;
    while (k < text.size() && is_digit(text[k])) {
      ++k;
    }
    g.end = k;
    std::size_t lead = g.begin;
    if (lead > 0 && text[lead - 1] == '+') {
      g.plus = --lead;
    }
    if (lead > 0 && text[lead - 1] == '(') {
      g.paren = lead - 1;
    }
    g.closed = k < text.size() && text[k] == ')';
    groups.push_back(g);
    // Separator: an optional ')', one space or hyphen (or " - "), an optional '('.
    std::size_t s = k;
    if (s < text.size() && text[s] == ')') {
      ++s;
    }
    bool wide = false;
    if (text.substr(s, 3) == " - ") {
      s += 3;
    } else if (s + 1 < text.size() && text[s] == ' ' && text[s + 1] == ' ') {
      s += 2;  // a form's wide spacing; only a labelled number may be read across it
      wide = true;
    } else if (s < text.size() && (text[s] == ' ' || text[s] == '-')) {
      ++s;
    }
    if (s < text.size() && text[s] == '(') {
      ++s;
    }
    if (s == k || s >= text.size() || !is_digit(text[s])) {
      return k;
    }
    k = s;
    if (wide) {
      next_wide = true;
    }
  }
}

std::size_t lead_of(const group& g) {
  if (g.paren != std::string_view::npos) {
    return g.paren;
  }
  return g.plus != std::string_view::npos ? g.plus : g.begin;
}

void classify_run(std::string_view text, const std::vector<group>& groups,
                  std::vector<candidate>& out) {
  const std::size_t count = groups.size();
  const bool first_ok =
      left_ok(text, lead_of(groups.front()), groups.front().end - groups.front().begin);
  const bool last_ok = right_ok(text, groups.back().end, groups.back().end - groups.back().begin);
  std::string digits;
  std::vector<std::size_t> sizes;
  std::size_t i = 0;
  while (i < count) {
    std::size_t accepted_j = count;
    verdict accepted;
    if (i > 0 || first_ok) {
      // Try the longest sub-run from group i first.
      std::size_t j_max = i;
      std::size_t total = 0;
      while (j_max < count && j_max - i < max_groups &&
             total + (groups[j_max].end - groups[j_max].begin) <= max_digits) {
        total += groups[j_max].end - groups[j_max].begin;
        ++j_max;
      }
      const bool plus = groups[i].plus != std::string_view::npos;
      const number_label label = label_before(text, lead_of(groups[i]));
      for (std::size_t j = j_max; j > i; --j) {
        if (j == count && !last_ok) {
          continue;
        }
        digits.clear();
        sizes.clear();
        bool wide = false;
        for (std::size_t g = i; g < j; ++g) {
          digits.append(text.substr(groups[g].begin, groups[g].end - groups[g].begin));
          sizes.push_back(groups[g].end - groups[g].begin);
          wide = wide || (g > i && groups[g].wide);
        }
        if (wide && (label == number_label::none || label == number_label::not_phi)) {
          continue;  // "Hb 9.8  12  13": numbers of a table, not one identifier
        }
        const verdict v = classify(digits, sizes, plus, label);
        if (v.found) {
          accepted_j = j;
          accepted = v;
          break;
        }
      }
    }
    if (!accepted.found) {
      ++i;
      continue;
    }
    const group& head = groups[i];
    std::size_t begin = head.plus != std::string_view::npos ? head.plus : head.begin;
    // "(022) 2345 6789" keeps its parentheses; "(9876543210)" is only wrapped in them.
    if (head.paren != std::string_view::npos && head.closed && accepted_j > i + 1) {
      begin = head.paren;
    }
    out.push_back({begin, groups[accepted_j - 1].end, accepted.kind, priority_number});
    i = accepted_j;
  }
}

// A mobile whose ten digits a scan or a form split with dots ("9.8.4.6.0.1.2.3.4.5"): one
// digit between every pair of dots is no decimal, date or version, which have at most three
// parts. Returns the end of the number, or `first` when the digits at `first` are not one.
std::size_t dotted_mobile_end(std::string_view text, std::size_t first) {
  constexpr std::size_t digits = 10;
  const std::size_t end = first + 2 * digits - 1;
  if (end > text.size() || text[first] < '6' || text[first + 1] != '.' ||
      (first > 0 && (is_word_char(text[first - 1]) || text[first - 1] == '.'))) {
    return first;
  }
  for (std::size_t k = 0; k < digits; ++k) {
    if (!is_digit(text[first + 2 * k]) || (k + 1 < digits && text[first + 2 * k + 1] != '.')) {
      return first;
    }
  }
  const bool more = end < text.size() &&
                    (is_word_char(text[end]) ||
                     (text[end] == '.' && end + 1 < text.size() && is_digit(text[end + 1])));
  return more ? first : end;
}

}  // namespace

bool verhoeff_valid(std::string_view digits) noexcept {
  static constexpr std::array<std::array<int, 10>, 10> d{{
      {0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
      {1, 2, 3, 4, 0, 6, 7, 8, 9, 5},
      {2, 3, 4, 0, 1, 7, 8, 9, 5, 6},
      {3, 4, 0, 1, 2, 8, 9, 5, 6, 7},
      {4, 0, 1, 2, 3, 9, 5, 6, 7, 8},
      {5, 9, 8, 7, 6, 0, 4, 3, 2, 1},
      {6, 5, 9, 8, 7, 1, 0, 4, 3, 2},
      {7, 6, 5, 9, 8, 2, 1, 0, 4, 3},
      {8, 7, 6, 5, 9, 3, 2, 1, 0, 4},
      {9, 8, 7, 6, 5, 4, 3, 2, 1, 0},
  }};
  static constexpr std::array<std::array<int, 10>, 8> p{{
      {0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
      {1, 5, 7, 6, 2, 8, 3, 0, 9, 4},
      {5, 8, 0, 3, 7, 9, 6, 1, 4, 2},
      {8, 9, 1, 6, 0, 4, 3, 5, 2, 7},
      {9, 4, 5, 3, 1, 2, 8, 7, 6, 0},
      {4, 2, 8, 6, 5, 7, 3, 9, 0, 1},
      {2, 7, 9, 3, 8, 0, 6, 4, 1, 5},
      {7, 0, 4, 6, 9, 1, 3, 2, 5, 8},
  }};
  if (digits.empty()) {
    return false;
  }
  int c = 0;
  std::size_t position = 0;
  for (auto it = digits.rbegin(); it != digits.rend(); ++it, ++position) {
    if (!is_digit(*it)) {
      return false;
    }
    c = d[static_cast<std::size_t>(c)]
         [static_cast<std::size_t>(p[position % 8][static_cast<std::size_t>(*it - '0')])];
  }
  return c == 0;
}

void detect_numbers(std::string_view text, std::vector<candidate>& out) {
  std::vector<group> groups;
  std::size_t pos = 0;
  while (pos < text.size()) {
    if (!is_digit(text[pos])) {
      ++pos;
      continue;
    }
    if (const std::size_t end = dotted_mobile_end(text, pos); end != pos) {
      out.push_back({pos, end, phi_kind::phone, priority_number});
      pos = end;
      continue;
    }
    pos = read_run(text, pos, groups);
    classify_run(text, groups, out);
  }
}

}  // namespace cxs::domain::phi::detail
