// Addresses, PIN codes and dates of birth: only where a label says what they are.
// A city named alone ("from Pune") and clinical dates ("since 3 March", "follow up on
// 12/05/2025") are not identifiers here; a labelled residence and a birth date are.

#include "domain/phi/detect.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

#include <re2/re2.h>

#include "domain/phi/english_words.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {
namespace {

// Longest address read after its label.
constexpr std::size_t max_address_bytes = 160;



// "Address:", "R/o", "resident of", "residing at", "lives at", "ghar ka pata". Group 1
// is set for the labels that say "address" outright ("Address:", "address is", "Add:");
// the others need an address-like value (a digit or a place word), because "r/o" also
// means "rule out", "lives at home" is not an address and "address" is also a verb ("we
// will address that").
const RE2& address_label_re() {
  static const RE2 re(
      R"re((?i)(?:^|[^a-z/])(?:(address\b\s*(?:is\b\s*)?[:\-–]|address\s+is\b|addr\s*[.:\-–]|add\s*:)re"
      // a form's aside before the colon: "Address (as per Aadhaar):"
      R"re(|address\s*\([a-z .]{1,24}\)\s*[:\-–])re"
      R"re(|(?:ghar\s+ka\s+)?pata\s*:|ghar\s+ka\s+pata\b))re"
      R"re(|address\b|r/o|resident\s+of\b|residing\s+at\b|resides\s+at\b|lives\s+at\b)re"
      R"re(|staying\s+at\b|residence\s*[:\-–])\s*)re");
  return re;
}

const RE2& pin_label_re() {
  static const RE2 re(
      R"((?i)(?:^|[^a-z])(?:pin|pincode|pin\s*code|postal\s+code|zip)\s*(?:no\b\.?|number)?)"
      R"(\s*(?:is\s+)?[:\-–]?\s*([1-9][0-9]{2}\s?[0-9]{3}))");
  return re;
}

#define CXS_MONTH                                                                          \
  R"re((?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?)re" \
  R"re(|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?))re"

const RE2& birth_date_re() {
  static const RE2 re(
      R"re((?i)(?:^|[^a-z])(?:d\.?\s?o\.?\s?b\b\.?|date\s+of\s+birth|birth\s*date|born(?:\s+on)?)re"
      R"re(|janm?a?\s+(?:tithi|tarikh|din))\s*(?:is\s+|was\s+)?[:\-–]?\s*)re"
      R"re(((?:\d{1,2}[/\-.](?:\d{1,2}|)re" CXS_MONTH R"re()[/\-.](?:\d{4}|\d{2}))re"  // "14/Aug/1988" too
      R"re(|\d{4}-\d{1,2}-\d{1,2})re"
      R"re(|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)re" CXS_MONTH R"re(\.?,?\s+\d{4})re"
      R"re(|)re" CXS_MONTH R"re(\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}))?)re");
  return re;
}

// The dates of birth_date_re alone, anchored: read after "of the insured:" by hand
// (birth_date_of_whom), since the same words in the pattern cost every redaction +1.6 %.
const RE2& date_only_re() {
  static const RE2 re(
      R"re((?i)((?:\d{1,2}[/\-.](?:\d{1,2}|)re" CXS_MONTH R"re()[/\-.](?:\d{4}|\d{2}))re"
      R"re(|\d{4}-\d{1,2}-\d{1,2})re"
      R"re(|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)re" CXS_MONTH R"re(\.?,?\s+\d{4})re"
      R"re(|)re" CXS_MONTH R"re(\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})))re");
  return re;
}

#undef CXS_MONTH

bool is_place_word(std::string_view word) {
  static constexpr std::string_view words[] = {
      "nagar", "village", "vill", "road", "rd", "marg", "colony", "street", "st", "sector",
      "district", "dist", "distt", "post", "tehsil", "taluk", "taluka", "mandal", "house",
      "flat", "plot", "ward", "near", "opp", "opposite", "mohalla", "gali", "lane",
      "apartment", "apartments", "society", "block", "phase", "layout", "enclave", "vihar",
      "chowk", "bazar", "bazaar", "cross", "main", "extension", "residency", "towers",
      "bagh", "ganj", "pur", "puram", "halli", "basti", "gram", "thana",
      // a village's parts and a hamlet's kinds across India ("Ambedkar Tola", "Kelwa Pada",
      // "Dhani Bhopalpura", "Nangal Khurd", "Chak 12"; round 18)
      "tola", "pada", "dhani", "majra", "khurd", "kalan", "wadi", "palli", "patti", "kuppam", "nagla",
      "khera", "purwa", "tanda", "zila", "zilla", "mauza", "chak", "gaon", "kasba", "qasba",
      // a village's police station and post office: "R/o Mahuli, PS Chandi, Nalanda"
      "ps", "po"};
  const std::string lower = to_lower_ascii(word);
  for (const auto& w : words) {
    if (lower == w) {
      return true;
    }
  }
  return false;
}

// Words that start the next item of a record line, ending an address before them.
bool ends_address(std::string_view word) {
  static constexpr std::string_view words[] = {
      "phone", "ph", "mobile", "mob", "tel", "contact", "email", "dob", "age", "aadhaar",
      "aadhar", "uhid", "mrn", "abha", "hai", "mein", "se", "ke", "and", "with", "since",
      "for", "who", "c", "k", "h", "complains", "presented", "came", "has", "is", "was"};
  const std::string lower = to_lower_ascii(word);
  for (const auto& w : words) {
    if (lower == w) {
      return true;
    }
  }
  return false;
}

// Abbreviations whose period does not end the address ("H.No. 14", "Opp. bus stand").
bool abbreviation_before(std::string_view text, std::size_t dot) {
  std::size_t b = dot;
  while (b > 0 && is_ascii_alpha(text[b - 1])) {
    --b;
  }
  const std::string lower = to_lower_ascii(text.substr(b, dot - b));
  return lower.size() <= 1 || lower == "no" || lower == "st" || lower == "rd" ||
         lower == "opp" || lower == "nr" || lower == "vill" || lower == "dist" ||
         lower == "distt" || lower == "dt" || lower == "tq" || lower == "tal" || lower == "po" || lower == "ps" || lower == "teh" || lower == "sec" ||
         // quarters, buildings, blocks, apartments, floors, extensions
         lower == "qr" || lower == "qtr" || lower == "qtrs" || lower == "bldg" || lower == "blk" ||
         lower == "apt" || lower == "apts" || lower == "flr" || lower == "ext" || lower == "extn";
}

// Reads an address from `begin`; returns its end (begin when nothing qualifies).
std::size_t read_address(std::string_view text, std::size_t begin, bool labelled_address,
                         bool& evidence) {
  const std::size_t limit = std::min(text.size(), begin + max_address_bytes);
  std::size_t end = begin;  // end of the last word kept
  std::size_t i = begin;
  evidence = false;
  while (i < limit) {
    const char c = text[i];
    if (c == '\n' || c == '\r' || c == ';' || c == '|' || c == '(' || c == ')') {
      break;
    }
    if (c == '.' && (i + 1 >= text.size() || is_ascii_blank(text[i + 1]) ||
                     text[i + 1] == '\n') &&
        !abbreviation_before(text, i)) {
      break;
    }
    if (is_digit(c)) {
      std::size_t e = i;
      while (e < text.size() && is_digit(text[e])) {
        ++e;
      }
      evidence = true;
      // A PIN code (6 digits, or 3 + 3) closes the address.
      const bool six = e - i == 6 && text[i] != '0';
      const bool split = e - i == 3 && e + 4 <= text.size() && text[e] == ' ' &&
                         is_digit(text[e + 1]) && is_digit(text[e + 2]) &&
                         is_digit(text[e + 3]) && (e + 4 == text.size() || !is_digit(text[e + 4]));
      const bool glued_before = i > 0 && (is_ascii_alpha(text[i - 1]) || text[i - 1] == '/' ||
                                          text[i - 1] == '-');
      if ((six || split) && !glued_before && (e >= text.size() || !is_ascii_alpha(text[e]))) {
        return split ? e + 4 : e;
      }
      end = e;
      i = e;
      continue;
    }
    if (is_ascii_alpha(c)) {
      std::size_t e = i;
      while (e < text.size() && is_ascii_alpha(text[e])) {
        ++e;
      }
      const std::string_view word = text.substr(i, e - i);
      const bool after_separator = i == begin || text[i - 1] == ' ' || text[i - 1] == ',';
      if (after_separator && i > begin && ends_address(word) &&
          !(e < text.size() && text[e] == '.' && word.size() <= 2)) {
        break;
      }
      evidence = evidence || is_place_word(word);
      end = e;
      i = e;
      continue;
    }
    if (c == '/' || c == '-' || c == '.' || c == '\'') {
      // Inside "45/2", "B-204", "H.No.": keep when something follows directly.
      if (i + 1 < limit && (is_digit(text[i + 1]) || is_ascii_alpha(text[i + 1]))) {
        ++i;
        continue;
      }
      if (c == '.') {
        end = i + 1;  // "H.No." keeps its period
      }
      ++i;
      continue;
    }
    ++i;  // blanks and commas
  }
  if (labelled_address) {
    evidence = true;
  }
  return end;
}

// The end of a numeric date at `i` whose separators have a blank on either side ("22 / 06 /
// 1985", "3 -4- 62"): day and month of one or two digits, a year of two or four, then no
// letter or digit. Returns `i` when none starts there.
std::size_t spaced_date_end(std::string_view text, std::size_t i) {
  auto digits = [text](std::size_t& k, std::size_t low, std::size_t high) {
    const std::size_t b = k;
    while (k < text.size() && is_digit(text[k]) && k - b < high) {
      ++k;
    }
    return k - b >= low && (k >= text.size() || !is_digit(text[k]));
  };
  auto separator = [text](std::size_t& k) {
    if (k < text.size() && text[k] == ' ') {
      ++k;
    }
    if (k >= text.size() || (text[k] != '/' && text[k] != '-' && text[k] != '.')) {
      return false;
    }
    ++k;
    if (k < text.size() && text[k] == ' ') {
      ++k;
    }
    return true;
  };
  std::size_t k = i;
  if (!digits(k, 1, 2) || !separator(k) || !digits(k, 1, 2) || !separator(k)) {
    return i;
  }
  const std::size_t year = k;
  if (!digits(k, 2, 4) || k - year == 3 ||
      (k < text.size() && is_ascii_alpha(text[k]))) {
    return i;
  }
  return k;
}

template <typename F>
void for_each_match(const RE2& re, std::string_view text, int groups, F&& on_match) {
  const re2::StringPiece input(text.data(), text.size());
  re2::StringPiece match[2];
  std::size_t pos = 0;
  while (pos < text.size() && re.Match(input, pos, text.size(), RE2::UNANCHORED, match, groups + 1)) {
    const auto end = static_cast<std::size_t>(match[0].data() - text.data()) + match[0].size();
    on_match(match, end);
    pos = end > pos ? end : pos + 1;
  }
}

}  // namespace

namespace {

// A separator (":", "-", an en dash, or none) and a date right after `at`: the date's
// [begin, end) when no letter or digit runs on after it.
std::optional<std::pair<std::size_t, std::size_t>> separated_date(std::string_view text, std::size_t at) {
  std::size_t k = skip_blanks(text, at);
  if (k < text.size() && (text[k] == ':' || text[k] == '-')) {
    k = skip_blanks(text, k + 1);
  } else if (text.substr(k, 3) == "\xE2\x80\x93") {
    k = skip_blanks(text, k + 3);
  }
  re2::StringPiece date;
  const re2::StringPiece input(text.data(), text.size());
  if (!date_only_re().Match(input, k, text.size(), RE2::ANCHOR_START, &date, 1)) {
    return std::nullopt;
  }
  const std::size_t stop = k + date.size();
  if (stop < text.size() && (is_digit(text[stop]) || is_ascii_alpha(text[stop]))) {
    return std::nullopt;
  }
  return std::pair{k, stop};
}

// Whose birth a form's label names before the date: "Date of birth of insured: 03-Jan-1961",
// "DOB of the child - 14/02/2024". `at` is where the label's pattern stopped; the date's
// [begin, end) when one follows the person (and no letter or digit right after it).
std::optional<std::pair<std::size_t, std::size_t>> birth_date_of_whom(std::string_view text, std::size_t at) {
  std::size_t k = skip_blanks(text, at);
  if (to_lower_ascii(text.substr(k, 3)) != "of ") {
    return std::nullopt;
  }
  k = skip_blanks(text, k + 3);
  if (to_lower_ascii(text.substr(k, 4)) == "the ") {
    k = skip_blanks(text, k + 4);
  }
  std::size_t e = k;
  while (e < text.size() && is_ascii_alpha(text[e])) {
    ++e;
  }
  static constexpr std::string_view whom[] = {"insured", "patient", "child", "baby", "mother", "father",
                                              "proposer", "applicant", "claimant", "beneficiary"};
  const std::string word = to_lower_ascii(text.substr(k, e - k));
  if (std::find(std::begin(whom), std::end(whom), word) == std::end(whom)) {
    return std::nullopt;
  }
  return separated_date(text, e);
}

// A form's aside between the label and its separator: "DOB (as per Aadhaar): 14/07/1969",
// "D.O.B (per PAN) - 5 Aug 1975", "DOB (dd/mm/yyyy) - …", and the combined field
// "DOB/Age: 12/04/1963 / 62 Y". The aside is short (a bracket further on is another field's).
std::optional<std::pair<std::size_t, std::size_t>> birth_date_after_aside(std::string_view text, std::size_t at) {
  const std::size_t k = skip_blanks(text, at);
  if (to_lower_ascii(text.substr(k, 4)) == "/age") {
    return separated_date(text, k + 4);
  }
  if (k >= text.size() || text[k] != '(') {
    return std::nullopt;
  }
  const std::size_t close = text.find(')', k);
  if (close == std::string_view::npos || close == k + 1 || close - k > 32) {
    return std::nullopt;
  }
  return separated_date(text, close + 1);
}

// After a bare "address" label, a short aside in lower-case words before the colon ("Address as
// per ration card: …", "Address given by caller: …", "address as per Aadhaar - …"): the end of the
// colon or dash, or `at` when none.
std::size_t aside_colon_end(std::string_view text, std::size_t at) {
  // "as per ration card", "given by caller", "as told by son": an aside opens with a lower-case
  // word (a value opens with a capital or a digit)
  if (at >= text.size() || !is_ascii_lower(text[at])) {
    return at;
  }
  for (std::size_t k = at + 1; k < text.size() && k < at + 40; ++k) {
    const char c = text[k];
    if (c == ':' || (c == '-' && k > 0 && text[k - 1] == ' ')) {
      return k + 1;
    }
    if (!is_ascii_alpha(c) && c != ' ' && c != '.') {
      return at;
    }
  }
  return at;
}

// "R/o Hatibari, Kalchini, Alipurduar": after a label that needs a place word, two or more
// comma-separated title-case parts that are no English word and no term are a village, its
// block and its district (round 18); "R/o Malaria, Dengue" (rule out) names terms and "R/o
// Sepsis, Malignancy" an English word, "R/o ACS, PE" is in capitals.
bool comma_listed_places(std::string_view text, std::size_t begin, std::size_t stop) {
  int commas = 0;
  for (std::size_t k = begin; k < stop;) {
    const char c = text[k];
    if (c == ',') {
      ++commas;
      ++k;
      continue;
    }
    if (!is_ascii_alpha(c)) {
      if (c != ' ') {
        return false;
      }
      ++k;
      continue;
    }
    std::size_t e = k;
    while (e < stop && is_ascii_alpha(text[e])) {
      ++e;
    }
    const std::string_view word = text.substr(k, e - k);
    if (!is_title_word(word) || word.size() < 3 || is_plain_english_word(word)) {
      return false;
    }
    k = e;
  }
  // the list closes its clause ("R/o Hatibari, Kalchini, Alipurduar."); a word right after it
  // makes its last part the subject of a verb ("Resident of Sonbarsa, Ramkali came with cough")
  const std::size_t after = skip_blanks(text, stop);
  const bool closes = after >= text.size() || text[after] == '.' || text[after] == ';' || text[after] == '|' ||
                      text[after] == ')' || text[after] == ',' || text[after] == '\n' || text[after] == '\r';
  return commas >= 1 && closes && !names_a_term(text, begin, stop, false);
}

}  // namespace

void detect_places(std::string_view text, std::vector<candidate>& out) {
  for_each_match(address_label_re(), text, 1, [&](const re2::StringPiece* m, std::size_t end) {
    std::size_t begin = skip_blanks(text, end);
    bool labelled = m[1].data() != nullptr;
    if (!labelled) {
      // "Address as per ration card: …": a form's aside without brackets before the colon
      if (const std::size_t colon = aside_colon_end(text, begin); colon != begin) {
        begin = skip_blanks(text, colon);
        labelled = true;
      }
    }
    bool evidence = false;
    const std::size_t stop = read_address(text, begin, labelled, evidence);
    if (!evidence && stop > begin) {
      evidence = comma_listed_places(text, begin, stop);
    }
    if (evidence && stop > begin) {
      out.push_back({begin, stop, phi_kind::address, priority_address});
    }
  });
  for_each_match(pin_label_re(), text, 1, [&](const re2::StringPiece* m, std::size_t end) {
    if (end < text.size() && is_digit(text[end])) {
      return;
    }
    const auto b = static_cast<std::size_t>(m[1].data() - text.data());
    out.push_back({b, b + m[1].size(), phi_kind::address, priority_address});
  });
  for_each_match(birth_date_re(), text, 1, [&](const re2::StringPiece* m, std::size_t end) {
    if (m[1].data() == nullptr) {
      if (const auto date = birth_date_of_whom(text, end)) {
        out.push_back({date->first, date->second, phi_kind::date_of_birth, priority_record});
        return;
      }
      if (const auto date = birth_date_after_aside(text, end)) {
        out.push_back({date->first, date->second, phi_kind::date_of_birth, priority_record});
        return;
      }
      // The label without a date the pattern knows: a form's or a scan's spacing may sit
      // around the separators ("D O B 22 / 06 / 1985").
      if (const std::size_t e = spaced_date_end(text, end); e != end) {
        out.push_back({end, e, phi_kind::date_of_birth, priority_record});
      }
      return;
    }
    if (end < text.size() && (is_digit(text[end]) || is_ascii_alpha(text[end]))) {
      return;
    }
    const auto b = static_cast<std::size_t>(m[1].data() - text.data());
    out.push_back({b, b + m[1].size(), phi_kind::date_of_birth, priority_record});
  });
}

bool places_patterns_compiled() {
  return address_label_re().ok() && pin_label_re().ok() && birth_date_re().ok() && date_only_re().ok();
}

}  // namespace cxs::domain::phi::detail
