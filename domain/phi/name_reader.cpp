#include "domain/phi/name_reader.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/phi/detect.hpp"
#include "domain/phi/lexicon.hpp"

namespace cxs::domain::phi::detail {
namespace {

// Review rv21: a kin word that is also a given name ("Nana Patekar", "Dada Kondke", "Baba
// Amte"), in title case right before another title-case word that is no stop word, opens the
// name; alone or before a lower-case word it is the kin ("brought by Nana", "Nana says").
bool kin_word_as_given_name(std::string_view text, int words, std::string_view word, std::size_t e) {
  if (words != 0 || !(word == "Nana" || word == "Dada" || word == "Baba")) {
    return false;
  }
  if (e + 1 >= text.size() || text[e] != ' ' || !is_ascii_upper(text[e + 1])) {
    return false;
  }
  std::size_t ne = e + 1;
  while (ne < text.size() && is_ascii_alpha(text[ne])) {
    ++ne;
  }
  const std::string_view next = text.substr(e + 1, ne - e - 1);
  return next.size() >= 2 && !is_all_upper(next) && !is_name_stopword(next) && !is_honorific_word(next);
}


// Issue 18, round 20: "No", "No.", "number" or "#" right after the word ending at `e`. An
// institution word before it is a form's field label ("Ref. by Dr. A. K. Sood Lab no. 44120",
// "Dr. Rao Hospital No. 5512"), not the institution a name before it belongs to.
bool number_label_follows(std::string_view text, std::size_t e) {
  while (e < text.size() && text[e] == ' ') {
    ++e;
  }
  if (e < text.size() && text[e] == '#') {
    return true;
  }
  std::size_t w = e;
  while (w < text.size() && is_ascii_alpha(text[w])) {
    ++w;
  }
  const std::string_view word = text.substr(e, w - e);
  if (word == "number" || word == "Number" || word == "NUMBER") {
    return true;
  }
  if (word != "no" && word != "No" && word != "NO") {
    return false;
  }
  while (w < text.size() && (text[w] == ' ' || text[w] == '.' || text[w] == ':')) {
    ++w;
  }
  // a number after it: "Lab no. 44120", not "Labs no longer"
  return w < text.size() && text[w] >= '0' && text[w] <= '9';
}

constexpr int max_initials = 3;
constexpr int max_words = 3;
constexpr int max_nested_honorifics = 2;

bool apostrophe_at(std::string_view text, std::size_t i, std::size_t& len) {
  if (i < text.size() && text[i] == '\'') {
    len = 1;
    return true;
  }
  if (text.substr(i, 3) == "\xE2\x80\x99") {  // U+2019 right single quotation mark
    len = 3;
    return true;
  }
  return false;
}

// Whether the honorific word [i, e) is the name itself: Tamil "Selvi" ("Miss") is also a
// given name, and with no capitalised word after it it is the person ("Selvi amma sugar
// tablet skip", "Amma, Selvi ku sugar"). Only a given name of the lexicons not flagged as a
// common word.
bool honorific_is_the_name(std::string_view text, std::size_t i, std::size_t e) {
  const name_entry entry = name_lexicon(text.substr(i, e - i));
  if (!entry.given || entry.ambiguous) {
    return false;
  }
  const std::size_t next = skip_blanks(text, e < text.size() && text[e] == '.' ? e + 1 : e);
  return next >= text.size() || !is_ascii_upper(text[next]);
}

// Skips honorifics after the cue ("Late Shri", "name: Mrs."); sets `doctor` on "Dr".
std::size_t skip_nested_honorifics(std::string_view text, std::size_t i, bool& doctor) {
  for (int n = 0; n < max_nested_honorifics; ++n) {
    std::size_t e = i;
    while (e < text.size() && is_ascii_alpha(text[e])) {
      ++e;
    }
    if (e == i || !is_honorific_word(text.substr(i, e - i)) || honorific_is_the_name(text, i, e)) {
      return i;
    }
    const std::size_t after = e < text.size() && text[e] == '.' ? e + 1 : e;
    if (after == e && (after >= text.size() || !is_ascii_blank(text[after]))) {
      return i;
    }
    doctor = doctor || is_doctor(text.substr(i, e - i));
    i = skip_blanks(text, after);
  }
  return i;
}

// A form lays its fields out with runs of blanks ("Name: Ramesh Kumar   Age: 45",
// "Patient: X  Sample: EDTA"): two or more blanks, or a tab, between two words.
bool field_gap(std::string_view text, std::size_t from, std::size_t to) {
  return to - from >= 2 || (to > from && text[from] == '\t');
}

// Whether the word at `i` is a name of the lexicons: a double space typed inside a name
// ("Ramesh  Kumar") does not split it.
bool next_word_is_known_name(std::string_view text, std::size_t i) {
  return name_lexicon(text.substr(i, name_word_end(text, i) - i)).known();
}

}  // namespace

std::size_t skip_blanks(std::string_view text, std::size_t i) {
  while (i < text.size() && is_ascii_blank(text[i])) {
    ++i;
  }
  return i;
}

std::size_t name_word_end(std::string_view text, std::size_t i) {
  while (true) {
    while (i < text.size() && is_ascii_alpha(text[i])) {
      ++i;
    }
    std::size_t len = 0;
    if (apostrophe_at(text, i, len) && i + len < text.size() && is_ascii_upper(text[i + len])) {
      i += len;
      continue;
    }
    if (i + 1 < text.size() && text[i] == '-' && is_ascii_upper(text[i + 1])) {
      ++i;
      continue;
    }
    return i;
  }
}

bool is_all_upper(std::string_view word) {
  return std::none_of(word.begin(), word.end(), is_ascii_lower);
}

std::string to_lower_ascii(std::string_view word) {
  std::string lower(word);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](char c) { return is_ascii_upper(c) ? static_cast<char>(c - 'A' + 'a') : c; });
  return lower;
}

bool is_doctor(std::string_view honorific) {
  const std::string lower = to_lower_ascii(honorific);
  return lower == "dr" || lower == "doctor";
}

namespace {

// A form's name field closed by one bare initial ("Name: SARAVANAN M   Age: 38", the Tamil
// order without periods): one capital after a single blank, then a field gap (two or more
// blanks, or a tab) before a word. Not before a number ("Ravi M   45": the sex before an age)
// nor at a line's end, where a lone "M" or "F" is as likely the sex.
std::size_t bare_initial_end(std::string_view text, std::size_t end) {
  const std::size_t k = end + 1;
  if (k + 1 >= text.size() || !is_ascii_upper(text[k]) || !is_ascii_blank(text[k + 1])) {
    return end;
  }
  const std::size_t next = skip_blanks(text, k + 1);
  if (!field_gap(text, k + 1, next) || next >= text.size() || !is_ascii_alpha(text[next])) {
    return end;
  }
  return k + 1;
}

// Where initials written after a name end ("Abdul Rasheed P.K.", "Nair K.": the South
// Indian order, initials last): one to three capitals each with its period, then no letter.
// A degree, a dose schedule or a post office after a name ("M.D.", "B.D.", "P.O.") is none.
std::size_t trailing_initials_end(std::string_view text, std::size_t end) {
  if (end >= text.size() || text[end] != ' ') {
    return end;
  }
  std::size_t k = end + 1;
  std::string letters;
  while (letters.size() < 3 && k + 1 < text.size() && is_ascii_upper(text[k]) && text[k + 1] == '.') {
    letters += text[k];
    k += 2;
  }
  if (letters.empty()) {
    return bare_initial_end(text, end);
  }
  if (k < text.size() && is_ascii_alpha(text[k])) {
    return end;
  }
  static constexpr std::string_view not_initials[] = {"MD", "MS", "DM", "PO", "BD", "OD", "HS",
                                                      "IV", "IM", "SC", "TDS", "QID", "SOS",
                                                      "BS", "PS", "OS", "OU", "AM", "PM", "ID"};
  for (const auto abbreviation : not_initials) {
    if (letters == abbreviation) {
      return end;
    }
  }
  return k;
}

// Where the word after an Arabic patronymic link starts ("bin", "bint", "binti", "ibn":
// son or daughter of), when the link at `i` is one, is written in lower case (or, in a
// name typed in capitals, in capitals) and a sure lexicon name follows; else `i`. "Bin" in
// title case is a surname or a word ("Dust Bin") and no link.
std::size_t patronymic_link_end(std::string_view text, std::size_t i) {
  std::size_t e = i;
  while (e < text.size() && is_ascii_alpha(text[e])) {
    ++e;
  }
  const std::string_view link = text.substr(i, e - i);
  if (link.size() < 3 || link.size() > 5 || e >= text.size() || text[e] != ' ') {
    return i;
  }
  const bool lower = link == "bin" || link == "bint" || link == "binti" || link == "ibn";
  const bool upper = link == "BIN" || link == "BINT" || link == "BINTI" || link == "IBN";
  const std::size_t next = e + 1;
  if (!(lower || upper) || next >= text.size() || !is_ascii_upper(text[next])) {
    return i;
  }
  // The father's name is a sure name of the lexicons ("bin Ahmed", "bint Yusuf"): "Salim bin
  // Mefenamic Acid" and "Salim bin Kala Azar" are no patronymic.
  return name_lexicon(text.substr(next, name_word_end(text, next) - next)).sure() ? next : i;
}


}  // namespace

bool two_title_words_follow(std::string_view text, std::size_t i) {
  for (int words = 0; words < 2; ++words) {
    i = skip_blanks(text, i);
    if (i + 1 >= text.size() || !is_ascii_upper(text[i]) || !is_ascii_lower(text[i + 1])) {
      return false;
    }
    while (i < text.size() && is_ascii_alpha(text[i])) {
      ++i;
    }
  }
  return true;
}

std::optional<byte_range> read_latin_name(std::string_view text, std::size_t i, bool doctor) {
  i = skip_blanks(text, i);
  if (i < text.size() && text[i] == ')') {
    i = skip_blanks(text, i + 1);  // "Dr.(Mrs.) Shanta Kumari"
  }
  i = skip_nested_honorifics(text, i, doctor);
  const std::size_t begin = i;
  for (int initials = 0; initials < max_initials; ++initials) {
    if (i >= text.size() || !is_ascii_upper(text[i])) {
      break;
    }
    // An initial is one capital; an abbreviated given or clan name ("Mohd.", "Sk.", "Kh.")
    // counts as one when its period follows.
    std::size_t letters = 1;
    while (i + letters < text.size() && is_ascii_lower(text[i + letters]) && letters < 4) {
      ++letters;
    }
    if (letters > 1) {
      const bool abbreviation = is_name_abbreviation(text.substr(i, letters));
      if (!abbreviation || i + letters >= text.size() || text[i + letters] != '.') {
        break;
      }
      // A clan abbreviation opens a Meitei name only before its given name and the family's
      // ("Kh. Tomba Singh", "Th. Ibemhal Devi"): "Ng. Tube inserted", "Th. Spine normal" are
      // a nasogastric tube and the thoracic spine (review rv16)
      if (is_clan_abbreviation(text.substr(i, letters)) && !two_title_words_follow(text, i + letters + 1)) {
        break;
      }
    } else if (i + 1 < text.size() && is_ascii_alpha(text[i + 1])) {
      break;
    }
    std::size_t next = i + letters;
    if (next < text.size() && text[next] == '.') {
      ++next;
    }
    next = skip_blanks(text, next);
    if (next >= text.size() || !is_ascii_upper(text[next])) {
      break;
    }
    i = next;
  }
  std::size_t end = begin;
  int words = 0;
  int word_limit = max_words;
  bool upper_so_far = true;
  while (words < word_limit && i < text.size() && is_ascii_upper(text[i])) {
    const std::size_t e = name_word_end(text, i);
    const std::string_view word = text.substr(i, e - i);
    // An honorific can end a name ("Meena Kumari") but never start one.
    if (word.size() < 2 || (is_name_stopword(word) && !kin_word_as_given_name(text, words, word, e)) ||
        (words == 0 && is_honorific_word(word) && !honorific_is_the_name(text, i, e))) {
      break;
    }
    if (words > 0 && e < text.size() && text[e] == ':' &&
        (e + 1 >= text.size() || !is_ascii_blank(text[e + 1]) || !name_lexicon(word).known())) {
      // "Name:X Y Mob:98...", "Name: X Y Ward: 5": a word glued to a colon labels the next
      // field, unless it is a name of the lexicons and a blank follows the colon ("referred by
      // Dr. Harjit Dhillon: small ASD", "Final bill for X Irani: room rent ...").
      break;
    }
    const bool upper = is_all_upper(word);
    if (upper && !upper_so_far) {
      break;  // "Ramesh HTN": an acronym after a mixed-case name is not part of it
    }
    upper_so_far = upper_so_far && upper;
    std::size_t apostrophe = 0;
    const bool possessive = apostrophe_at(text, e, apostrophe);
    // Dr. Reddy's is a pharmaceutical company, not a doctor.
    if (doctor && words == 0 && word == "Reddy" && possessive) {
      return std::nullopt;
    }
    end = e;
    ++words;
    if (possessive) {
      break;
    }
    const std::size_t next = skip_blanks(text, e);
    if (next == e || (field_gap(text, e, next) && !next_word_is_known_name(text, next))) {
      break;
    }
    if (const std::size_t after = patronymic_link_end(text, next); after != next) {
      i = after;  // "Mohammed Yusuf bin Ahmed", "Sakina bint Yusuf": the father's name follows
      word_limit = words + 2;
      continue;
    }
    if (words == word_limit && words == max_words && (word == "Singh" || word == "Kaur" || word == "SINGH" ||
                                                       word == "KAUR")) {
      // A Sikh name of two given words keeps "Singh"/"Kaur" third and the family name fourth
      // ("Karan Deep Singh Gill", "Harpreet Kaur Sandhu" has three): one more word when it is
      // a surname of the lexicons
      const std::string_view after_word = text.substr(next, name_word_end(text, next) - next);
      if (!after_word.empty() && is_ascii_upper(after_word.front()) && name_lexicon(after_word).surname) {
        word_limit = words + 1;
      }
    }
    i = next;
  }
  if (words == 0) {
    return std::nullopt;
  }
  end = trailing_initials_end(text, end);
  // "Sri Ramachandra Medical College", "Dr. Batra's Positive Health Clinic": an
  // institution word among the next capitalised words makes it a place, not a person.
  std::size_t k = end;
  std::size_t apostrophe = 0;
  if (apostrophe_at(text, k, apostrophe)) {
    k += apostrophe;
    if (k < text.size() && text[k] == 's') {
      ++k;
    }
  }
  for (int lookahead = 0; lookahead < max_words; ++lookahead) {
    const std::size_t next = skip_blanks(text, k);
    if (next == k || next >= text.size() || !is_ascii_upper(text[next]) || field_gap(text, k, next)) {
      break;  // the next field of a form ("Name: X   Hospital: Y") is not part of the name
    }
    k = name_word_end(text, next);
    if (is_institution_word(text.substr(next, k - next)) && !number_label_follows(text, k)) {
      return std::nullopt;
    }
  }
  return byte_range{begin, end};
}

std::optional<byte_range> read_lower_lexicon_name(std::string_view text, std::size_t i) {
  i = skip_blanks(text, i);
  const std::size_t begin = i;
  std::size_t end = begin;
  for (int words = 0; words < max_words && i < text.size() && is_ascii_lower(text[i]); ++words) {
    std::size_t e = i;
    while (e < text.size() && is_ascii_lower(text[e])) {
      ++e;
    }
    if (e < text.size() && is_ascii_alpha(text[e])) {
      break;  // mixed case ("ramEsh"): not a transcript word
    }
    const std::string_view word = text.substr(i, e - i);
    if (word.size() < 2 || !name_lexicon(word).known() || is_name_stopword(word)) {
      break;
    }
    if (words > 0 && (word == "bai" || word == "ben")) {
      break;  // Marathi and Gujarati forms of address after a given name ("kamla bai")
    }
    if (words > 0 && (word == "bhai" || word == "bhaiya" || word == "didi" || word == "bhabhi")) {
      break;  // kin words of address after a given name ("akash bhai ka plaster"; round 20)
    }
    end = e;
    const std::size_t next = skip_blanks(text, e);
    if (next == e) {
      break;
    }
    i = next;
  }
  if (end == begin) {
    return std::nullopt;
  }
  return byte_range{begin, end};
}

void extend_names_over_kin_given_names(std::string_view text, std::vector<candidate>& found) {
  constexpr std::size_t kin_size = 4;  // "Nana", "Dada", "Baba"
  for (auto& c : found) {
    if (c.kind != phi_kind::name || c.begin < kin_size + 1 || text[c.begin - 1] != ' ') {
      continue;
    }
    const std::size_t kin = c.begin - kin_size - 1;
    if (kin > 0 && is_ascii_alpha(text[kin - 1])) {
      continue;
    }
    if (kin_word_as_given_name(text, 0, text.substr(kin, kin_size), kin + kin_size)) {
      c.begin = kin;
    }
  }
}

}  // namespace cxs::domain::phi::detail
