// E-mail addresses, ABHA addresses, PAN and labelled record numbers: shapes a regular
// expression states exactly. Every pattern is compiled once, on first use.

#include "domain/phi/detect.hpp"
#include "domain/phi/name_reader.hpp"

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

#include <re2/re2.h>

namespace cxs::domain::phi::detail {
namespace {

bool is_alnum(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

const RE2& email_re() {
  static const RE2 re(R"(([A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}))");
  return re;
}

// An address typed so that a harvester cannot read it: "x[at]gmail[dot]com", "x (at) y (dot)
// co (dot) in", "x [at] outlook.com", "x at hotmail dot com". The bracketed words stand for
// "@" and "." anywhere in the address, and the caller asks that at least one be bracketed;
// the spoken form with bare " at " and " dot " needs a common mail provider after "at"
// (group 2), so that "seen at home dot ..." or "at night" never start one.
const RE2& obfuscated_email_re() {
  static const RE2 re(
      R"((?i)(?:^|[^A-Za-z0-9._%+\-])()"
      R"([A-Za-z0-9_%+\-]+(?:(?:\.|\s*[\[(]\s*dot\s*[\])]\s*)[A-Za-z0-9_%+\-]+)*)"
      R"((?:\s*[\[(]\s*at\s*[\])]\s*|@))"
      R"([A-Za-z0-9\-]+(?:(?:\.|\s*[\[(]\s*dot\s*[\])]\s*)[A-Za-z0-9\-]+)*)"
      R"((?:\.|\s*[\[(]\s*dot\s*[\])]\s*)[A-Za-z]{2,})\b)"
      // a spoken local part may hold " dot " too ("rakesh dot kumar at yahoo dot com")
      R"(|(?:^|[^A-Za-z0-9._%+\-])((?:[A-Za-z0-9_%+\-]+ dot )*[A-Za-z0-9._%+\-]*[A-Za-z0-9][A-Za-z0-9._%+\-]* at )"
      R"((?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|rediffmail|rediff|icloud|protonmail|aol))"
      R"((?: dot [A-Za-z]{2,4})+)\b)");
  return re;
}

// ABHA addresses live in the @abdm (production) and @sbx (sandbox) namespaces.
const RE2& abha_address_re() {
  static const RE2 re(R"(([A-Za-z0-9._]+@(?i:abdm|sbx)))");
  return re;
}

// PAN: five letters (the fourth is the holder type), four digits, a letter.
const RE2& pan_re() {
  static const RE2 re(R"(\b([A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z])\b)");
  return re;
}

// After a "PAN" label the case does not matter ("pan: abcpk1234f"): group 1. The voter
// id (EPIC: three letters, seven digits) after "Voter ID", "voter card", "EPIC no": group
// 2; unlabelled, that shape is too common (lot and product codes). A passport number
// (India's: a letter and seven digits; others one or two letters and six to eight digits)
// after "passport (no)": group 3; a driving licence, group 4. One pattern, so the text is
// scanned once for all labels.
const RE2& labelled_id_re() {
  // A form's aside in parentheses may sit between a label and its value: "Voter ID (EPIC)
  // XGT…", "Passport (Indian) no …".
  static const RE2 re(R"((?i)\b(?:pan(?:\s*(?:card|no\b\.?|number))*(?:\s*\([a-z .]{1,24}\))?\s*(?:[:#\-]|is\b)?\s*)"
                      R"(([a-z]{3}[abcfghjlpt][a-z][0-9]{4}[a-z])\b)"
                      R"(|(?:voter(?:'?s)?\s*(?:id|card)|epic|election\s*(?:id|card))(?:\s*(?:card|no\b\.?|number))*)"
                      R"((?:\s*\([a-z .]{1,24}\))?\s*(?:[:#\-]|is\b)?\s*([a-z]{3}[0-9]{7})\b)"
                      R"(|(?:passport(?:\s*(?:no\b\.?|number))*|pp\s*(?:no\b\.?|number))(?:\s*\([a-z .]{1,24}\))?\s*(?:[:#\-]|is\b)?\s*([a-z]{1,2}[0-9]{6,8})\b)"
                      // a driving licence (a state's two letters, its office's two digits, the
                      // year of issue, seven digits; spaced or dashed as printed) after "driving
                      // licence (no)" or "DL no": group 4 (issue 18, round 20)
                      R"(|(?:driving\s*licen[cs]e(?:\s*(?:no\b\.?|number))*|dl\s*(?:no\b\.?|number))(?:\s*\([a-z .]{1,24}\))?\s*(?:[:#\-]|is\b)?\s*)"
                      R"(([a-z]{2}[\- ]?[0-9]{2}[\- ]?(?:19|20)[0-9]{2}[\- ]?[0-9]{7})\b))");
  return re;
}

// A record label, then separators (":", "#", "-", "is", "was"), then the value. MRN and
// UHID stand alone; the other labels need "no", "number", "id" or "#" after them (IP
// and OP also a colon), so that "CR" (creatinine) or "case" alone never trigger.
const RE2& record_re() {
  static const RE2 re(
      R"((?i)\b(?:(?:mrn|uhid|pid)(?:\s*(?:no\b\.?|number\b|num\b|id\b))?)"
      // "MLC no", "ER no", "Casualty no": the medico-legal and emergency registers' numbers
      R"(|(?:mrd?|ipd?|opd?|cr|regn?|registration|record|hosp(?:ital)?|case|patient|admission|adm|file)"
      // the indoor registers' numbers: "Inpatient no", "BHT no" (bed head ticket)
      R"(|mlc|er|casualty|inpatient|bht|bed\s+head\s+ticket)"
      // the police's and the courts' numbers for a medico-legal case: "FIR no", "Docket no",
      // "MLR no" (the medico-legal report)
      R"(|fir|docket|mlr)"
      // the national health programmes' registration numbers a patient carries: the TB
      // programme's Nikshay id, the mother-and-child tracking RCH/MCTS id, Tamil Nadu's PICME
      // number (issue 18, sixteenth round)
      R"(|nikshay|ni-kshay|rch|mcts|picme))"
      // a record's card or sheet between the label and its "no": "OPD card no 88412/2019",
      // "Case sheet no 7781/25"; an "id" may take its own "no" ("Patient ID No. 7781203")
      R"((?:\s+(?:card|sheet))?\.?\s*(?:no\b\.?|number\b|num\b|id\b(?:\s*no\b\.?)?|#)|(?:ipd?|opd?)\s*:))"
      R"(\s*(?:(?:[:#=\-–]|is\b|was\b)\s*)*)"
      // A value may carry inner dots ("MH01.0023456"); a sentence's closing period stays out.
      // Printed forms also space it: a letter prefix before digits ("OP 78 2301", "MLC
      // 45/2025") and a spaced slash ("25 / 3321"); record_value_end trims what follows.
      R"(([A-Za-z0-9]+(?:[/\-.][A-Za-z0-9]+|(?: / ?|/ | )[0-9][A-Za-z0-9]*)*))");
  return re;
}

// A registration slip's bare label before its number, typed as printed: "OP 448120", "IP
// 66231", "MLC M-2025-5567", "Reg EM-9912", "UHID" needs no "no" anyway. Only the labels'
// printed case ("OP", "Reg", "REG": "op" and "reg" are words), and the value must hold four
// digits or more (checked by the caller), so "IP 2 units" or "OP poisoning" never match.
const RE2& bare_record_re() {
  static const RE2 re(R"((?:^|[^A-Za-z0-9_/])(?:IPD?|OPD?|MLC|MLR|Reg|REG) +)"
                      R"(((?:[A-Z]{1,4}[\-/])?[0-9]+(?:[/\-][A-Za-z0-9]+)*))");
  return re;
}

// Whether `text` may hold an obfuscated e-mail at all: a bracket before "at", or "dot". A
// cheap scan that spares the pattern's run over the many texts with neither (it cost every
// redaction of an aci-dev dialogue 5 % more instructions).
bool may_hold_obfuscated_email(std::string_view text) {
  if (text.find("dot") != std::string_view::npos || text.find("DOT") != std::string_view::npos ||
      text.find("Dot") != std::string_view::npos) {
    return true;
  }
  for (const char bracket : {'[', '('}) {
    for (std::size_t i = text.find(bracket); i != std::string_view::npos; i = text.find(bracket, i + 1)) {
      std::size_t k = i + 1;
      while (k < text.size() && text[k] == ' ') {
        ++k;
      }
      if (k + 1 < text.size() && (text[k] | 0x20) == 'a' && (text[k + 1] | 0x20) == 't') {
        return true;
      }
    }
  }
  return false;
}

// Whether `text` holds one of bare_record_re's labels before a blank, found by plain
// searches (the pattern opens with a character class, which RE2 cannot skip ahead to).
// "worse (at) night.Sleep poor", "one tablet (at) bedtime.Review in a week": a bracketed "at"
// and a missing space after a full stop make the shape of an address; a domain's last part
// after a plain "." is never a capitalised word (review rv16; "x (at) GMAIL.COM" stays one).
bool sentence_after_plain_dot(std::string_view address) {
  std::size_t k = address.size();
  while (k > 0 && is_ascii_alpha(address[k - 1])) {
    --k;
  }
  return k > 0 && address[k - 1] == '.' && k + 1 < address.size() && is_ascii_upper(address[k]) &&
         is_ascii_lower(address[k + 1]);
}

// The spoken form's local part is what stands before " at ": in "She works at Outlook dot com",
// "He is at Google dot com now", "email me at gmail dot com" it is a verb, a copula or a pronoun
// of the sentence, and "at" says where someone works or is reached, not "@" (review rv16).
// An address's local part is a name, a handle or digits ("priya at gmail dot com",
// "rk_1984 at yahoo dot com"); a word of these classes is never one on its own.
bool spoken_local_part_is_a_word(std::string_view address) {
  std::size_t e = 0;
  while (e < address.size() && address[e] != ' ') {
    ++e;
  }
  if (e > 16) {
    return false;
  }
  char buf[16];
  for (std::size_t k = 0; k < e; ++k) {
    buf[k] = static_cast<char>(address[k] | 0x20);
  }
  const std::string_view local(buf, e);
  static constexpr std::string_view sentence_words[] = {
      // copulas and auxiliaries
      "is", "was", "are", "were", "be", "been", "being", "am", "im",
      // where someone works, lives, is seen or reached
      "work", "works", "worked", "working", "job", "employed", "based", "lives", "lived", "living", "stays",
      "stayed", "seen", "saw", "see", "reach", "reached", "reachable", "available", "found", "joined",
      "started", "interned", "trained", "studies", "studied", "studying", "registered", "account", "inbox",
      "mailbox", "id", "address", "email", "mail", "write", "contact", "message",
      // object and subject pronouns ("reach me at gmail dot com")
      "me", "him", "her", "us", "them", "you", "it", "she", "he", "they", "we",
      // articles and prepositions
      "a", "an", "the", "or", "and", "also", "only", "still", "now"};
  return std::find(std::begin(sentence_words), std::end(sentence_words), local) != std::end(sentence_words);
}

// Probe round 18: "Send it to my office at gmail dot com", "her work at yahoo dot com". A
// possessive or an article right before the word makes it a noun of the sentence ("my
// office"), not a handle: a spoken address is said bare ("priya at gmail dot com", "my id is
// priya at …"). Whatever word the noun is, so the list above need not hold every noun.
bool determiner_before_local_part(std::string_view text, std::size_t local_begin) {
  std::size_t e = local_begin;
  while (e > 0 && text[e - 1] == ' ') {
    --e;
  }
  if (e == local_begin) {
    return false;
  }
  std::size_t b = e;
  while (b > 0 && e - b < 8 && ((text[b - 1] | 0x20) >= 'a' && (text[b - 1] | 0x20) <= 'z')) {
    --b;
  }
  if (b > 0 && ((text[b - 1] | 0x20) >= 'a' && (text[b - 1] | 0x20) <= 'z')) {
    return false;  // a longer word
  }
  char buf[8];
  for (std::size_t k = b; k < e; ++k) {
    buf[k - b] = static_cast<char>(text[k] | 0x20);
  }
  const std::string_view word(buf, e - b);
  static constexpr std::string_view determiners[] = {"my", "your", "his", "her", "our", "their", "its",
                                                     "the", "a", "an", "this", "that"};
  return std::find(std::begin(determiners), std::end(determiners), word) != std::end(determiners);
}

bool may_hold_bare_record(std::string_view text) {
  static constexpr std::string_view labels[] = {"IP ", "OP ", "IPD ", "OPD ", "MLC ", "MLR ", "Reg ", "REG "};
  return std::any_of(std::begin(labels), std::end(labels),
                     [text](std::string_view label) { return text.find(label) != std::string_view::npos; });
}

// Calls `on_match(begin, end)` for group 1 of every non-overlapping match.
template <typename F>
void for_each_match(const RE2& re, std::string_view text, F&& on_match) {
  const re2::StringPiece input(text.data(), text.size());
  re2::StringPiece groups[2];
  std::size_t pos = 0;
  while (pos < text.size() && re.Match(input, pos, text.size(), RE2::UNANCHORED, groups, 2)) {
    if (groups[1].data() != nullptr) {
      const auto begin = static_cast<std::size_t>(groups[1].data() - text.data());
      on_match(begin, begin + groups[1].size());
    }
    const auto match_end =
        static_cast<std::size_t>(groups[0].data() - text.data()) + groups[0].size();
    pos = match_end > pos ? match_end : pos + 1;
  }
}

bool has_digit(std::string_view value) {
  return value.find_first_of("0123456789") != std::string_view::npos;
}

// A unit or count word after a number: "MRN 44556 100 mg", "IP no 2231 3 days".
bool is_unit_word(std::string_view w) {
  static constexpr std::string_view units[] = {"mg", "ml", "mcg", "g", "kg", "days", "day", "hours",
                                               "hrs", "hr", "h", "years", "yrs", "yr", "months",
                                               "weeks", "tabs", "tablets", "units", "times",
                                               "am", "pm", "min", "mins", "x", "cm", "mm", "iu"};
  for (const auto u : units) {
    if (w.size() == u.size() && std::equal(w.begin(), w.end(), u.begin(),
                                           [](char a, char c) { return (a | 0x20) == c; })) {
      return true;
    }
  }
  return false;
}

// "OPD 2023", "Reg 2019 onwards", "OP 12/2023": after a bare label a year alone, or a month
// and its year, says when the patient was seen or registered, not under which number (review
// rv16; a number the label's "no" introduces is read by record_re as before).
bool is_calendar_year(std::string_view value) {
  const auto year = [](std::string_view y) {
    return y.size() == 4 && (y.starts_with("19") || y.starts_with("20")) &&
           std::all_of(y.begin(), y.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  const std::size_t slash = value.find_first_of("/-");
  if (slash == std::string_view::npos) {
    return year(value);
  }
  const std::string_view month = value.substr(0, slash);
  return !month.empty() && month.size() <= 2 &&
         std::all_of(month.begin(), month.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
         year(value.substr(slash + 1));
}

// Where a record number matched as [b, e) really ends. Its pieces are joined by '/', '-',
// '.' or a single space; a piece after a space is kept when the space is part of " / "
// ("25 / 3321"), when the value opens with a letter prefix and the piece with a digit ("OP
// 78 2301", "MLC 45/2025"), or when both are digit groups of three or more ("2025 0045
// 6712"); never a word or a count ("UHID 4455 was", "IP no 2231 3 days"), nor a last piece
// a unit word follows ("MRN 44556 100 mg").
std::size_t record_value_end(std::string_view text, std::size_t b, std::size_t e) {
  std::size_t first_end = b;  // the value's first piece must be a letter prefix ("OP", "MLC")
  while (first_end < e && text[first_end] != ' ' && text[first_end] != '/' && text[first_end] != '-' &&
         text[first_end] != '.') {
    ++first_end;
  }
  const bool letters_only = !has_digit(text.substr(b, first_end - b));
  for (std::size_t i = b; i < e; ++i) {
    if (text[i] != ' ') {
      continue;
    }
    const bool slash = (i + 1 < e && text[i + 1] == '/') || (i > b && text[i - 1] == '/');
    if (slash) {
      continue;
    }
    // The piece after this space.
    std::size_t j = i + 1;
    while (j < e && text[j] != ' ' && text[j] != '/' && text[j] != '-' && text[j] != '.') {
      ++j;
    }
    const std::string_view piece = text.substr(i + 1, j - i - 1);
    std::size_t after = j;
    while (after < text.size() && (text[after] == ' ' || text[after] == '\t')) {
      ++after;
    }
    std::size_t w = after;
    while (w < text.size() && ((text[w] | 0x20) >= 'a' && (text[w] | 0x20) <= 'z')) {
      ++w;
    }
    const bool unit_follows = j == e && is_unit_word(text.substr(after, w - after));
    const bool digits = !piece.empty() && std::all_of(piece.begin(), piece.end(),
                                                      [](char c) { return c >= '0' && c <= '9'; });
    // After a letter prefix any digit piece; after digits, only digit groups of three or
    // more ("2025 0045 6712"), not a count ("2231 3 days").
    const bool joins = letters_only ? (has_digit(piece) && piece.front() >= '0' && piece.front() <= '9')
                                    : (digits && piece.size() >= 3);
    if (!joins || unit_follows) {
      return i;
    }
  }
  return e;
}

// Where an e-mail matched as [b, e) really begins: a label glued on by a hyphen ("E-mail
// ID-x@y.com", "Email-x@y.com") is not part of the address; a hyphen inside a local part
// that does not open with such a word stays ("dr-rao@y.com", "idris-k@y.com").
std::size_t email_label_skipped(std::string_view text, std::size_t b, std::size_t e) {
  static constexpr std::string_view labels[] = {"id-", "email-", "e-mail-", "mail-", "mailid-"};
  for (const auto label : labels) {
    if (e - b <= label.size()) {
      continue;
    }
    const std::string_view head = text.substr(b, label.size());
    const bool same = std::equal(head.begin(), head.end(), label.begin(),
                                 [](char a, char c) { return (a | 0x20) == (c | 0x20); });
    if (same && text.find('@', b) > b + label.size()) {
      return b + label.size();
    }
  }
  return b;
}

}  // namespace

bool patterns_compiled() {
  return email_re().ok() && obfuscated_email_re().ok() && abha_address_re().ok() && pan_re().ok() && labelled_id_re().ok() &&
         record_re().ok() && bare_record_re().ok() && names_patterns_compiled() &&
         context_patterns_compiled() && places_patterns_compiled();
}

void detect_patterns(std::string_view text, std::vector<candidate>& out) {
  for_each_match(email_re(), text, [&out, text](std::size_t b, std::size_t e) {
    b = email_label_skipped(text, b, e);
    out.push_back({b, e, phi_kind::email, priority_address});
  });
  if (may_hold_obfuscated_email(text)) {
    // group 1: the bracketed form, kept only when a bracket stands for "@" or "."; group 2:
    // the spoken form
    const RE2& re = obfuscated_email_re();
    const re2::StringPiece input(text.data(), text.size());
    re2::StringPiece groups[3];
    std::size_t pos = 0;
    while (pos < text.size() && re.Match(input, pos, text.size(), RE2::UNANCHORED, groups, 3)) {
      const re2::StringPiece& value = groups[1].data() != nullptr ? groups[1] : groups[2];
      if (value.data() != nullptr) {
        const std::string_view address(value.data(), value.size());
        const bool bracketed = address.find_first_of("[(") != std::string_view::npos;
        const bool spoken = groups[2].data() != nullptr;
        if ((spoken || bracketed) && !sentence_after_plain_dot(address) &&
            !(spoken && (spoken_local_part_is_a_word(address) ||
                         determiner_before_local_part(text, static_cast<std::size_t>(value.data() - text.data()))))) {
          const auto b = static_cast<std::size_t>(value.data() - text.data());
          out.push_back({b, b + value.size(), phi_kind::email, priority_address});
        }
      }
      const auto match_end = static_cast<std::size_t>(groups[0].data() - text.data()) + groups[0].size();
      pos = match_end > pos ? match_end : pos + 1;
    }
  }
  for_each_match(abha_address_re(), text, [&out, text](std::size_t b, std::size_t e) {
    // "x@abdm.gov.in" is an e-mail domain, not an ABHA address.
    const bool continues =
        e < text.size() && (is_alnum(text[e]) || text[e] == '-' ||
                            (text[e] == '.' && e + 1 < text.size() && is_alnum(text[e + 1])));
    if (!continues) {
      out.push_back({b, e, phi_kind::national_id, priority_address});
    }
  });
  for_each_match(pan_re(), text, [&out](std::size_t b, std::size_t e) {
    out.push_back({b, e, phi_kind::national_id, priority_pan});
  });
  {
    const RE2& re = labelled_id_re();
    const re2::StringPiece input(text.data(), text.size());
    re2::StringPiece groups[5];
    std::size_t pos = 0;
    while (pos < text.size() && re.Match(input, pos, text.size(), RE2::UNANCHORED, groups, 5)) {
      for (const auto& value : {groups[1], groups[2], groups[3], groups[4]}) {
        if (value.data() != nullptr) {
          const auto b = static_cast<std::size_t>(value.data() - text.data());
          out.push_back({b, b + value.size(), phi_kind::national_id, priority_pan});
        }
      }
      const auto match_end = static_cast<std::size_t>(groups[0].data() - text.data()) + groups[0].size();
      pos = match_end > pos ? match_end : pos + 1;
    }
  }
  for_each_match(record_re(), text, [&out, text](std::size_t b, std::size_t e) {
    e = record_value_end(text, b, e);
    const std::string_view value = text.substr(b, e - b);
    // A value is at least three characters with a digit: "Hospital No. of beds" and
    // "case no improvement" are not record numbers.
    if (value.size() >= 3 && has_digit(value)) {
      out.push_back({b, e, phi_kind::record_number, priority_record});
    }
  });
  if (!may_hold_bare_record(text)) {
    return;
  }
  for_each_match(bare_record_re(), text, [&out, text](std::size_t b, std::size_t e) {
    const std::string_view value = text.substr(b, e - b);
    const auto digits = std::count_if(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
    // "OP 4 days", "IP 1200 ml": a count or a volume after the label is none
    std::size_t after = e;
    while (after < text.size() && text[after] == ' ') {
      ++after;
    }
    std::size_t w = after;
    while (w < text.size() && ((text[w] | 0x20) >= 'a' && (text[w] | 0x20) <= 'z')) {
      ++w;
    }
    if (digits >= 4 && !is_unit_word(text.substr(after, w - after)) && !is_calendar_year(value)) {
      out.push_back({b, e, phi_kind::record_number, priority_record});
    }
  });
}

}  // namespace cxs::domain::phi::detail
