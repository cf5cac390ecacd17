// Repeats of a detected name. A name found after "Mrs" is usually mentioned again bare
// ("Sunita also reports body ache"); those mentions identify the patient just as well.

#include "domain/phi/detect.hpp"

#include <cstddef>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "domain/phi/english_words.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"
#include "domain/phi/place_slots.hpp"

namespace cxs::domain::phi::detail {
namespace {

// Words matched as a whole name at most: the longest name read after a cue.
constexpr int max_words = 3;
// Propagated words must be this long: "Om" or "Ali" alone are too often something else.
constexpr std::size_t min_propagated_word = 3;

// A transcript's name written in lower case (issue 18, thirteenth round): its words of four
// letters or more that are no stop word and no lexicon name flagged as also a common word
// ("asha", "pooja", "more"), so that a later bare mention is found ("caller: this is jonali
// ... doctor: jonali, is he ..."). A value with a capital is no lower-case name.
void collect_lower_case_name(std::string_view value, known_names& names) {
  for (std::size_t i = 0; i < value.size();) {
    if (!is_ascii_lower(value[i])) {
      if (is_ascii_upper(value[i])) {
        return;
      }
      ++i;
      continue;
    }
    std::size_t e = i;
    while (e < value.size() && is_ascii_lower(value[e])) {
      ++e;
    }
    const std::string_view word = value.substr(i, e - i);
    if (word.size() >= 4 && !is_name_stopword(word) && !is_function_word_name(word) &&
        !name_lexicon(word).ambiguous) {
      names.lower_words.insert(word);
    }
    i = e;
  }
}

}  // namespace

void collect_names(std::string_view text, const std::vector<candidate>& accepted, known_names& names) {
  for (const auto& c : accepted) {
    if (c.kind == phi_kind::name && is_ascii_lower(text[c.begin])) {
      collect_lower_case_name(text.substr(c.begin, c.end - c.begin), names);
      continue;
    }
    if (c.kind != phi_kind::name || !is_ascii_upper(text[c.begin])) {
      continue;  // Indic names are not propagated
    }
    const std::string_view value = text.substr(c.begin, c.end - c.begin);
    if (value.find(' ') != std::string_view::npos) {
      names.full_names.insert(value);
    }
    for (std::size_t i = 0; i < value.size();) {
      if (!is_ascii_upper(value[i])) {
        ++i;
        continue;
      }
      const std::size_t e = name_word_end(value, i);
      const std::string_view word = value.substr(i, e - i);
      if (word.size() >= min_propagated_word && !is_name_stopword(word)) {
        names.name_words.insert(word);
      }
      i = e;
    }
  }
}

void propagate_names(std::string_view text, const std::vector<candidate>& accepted,
                     std::vector<candidate>& out) {
  known_names names;
  collect_names(text, accepted, names);
  propagate_names(text, accepted, names, out);
}

void propagate_names(std::string_view text, const std::vector<candidate>& accepted, const known_names& names,
                     std::vector<candidate>& out) {
  const auto& full_names = names.full_names;
  const auto& name_words = names.name_words;
  const auto& lower_words = names.lower_words;
  if (name_words.empty() && full_names.empty() && lower_words.empty()) {
    return;
  }
  const bool upper_names = !name_words.empty() || !full_names.empty();
  std::size_t next = 0;  // first accepted span not yet behind the cursor
  std::size_t i = 0;
  while (i < text.size()) {
    const bool starts_word = upper_names && is_ascii_upper(text[i]);
    const bool starts_lower_word = !starts_word && !lower_words.empty() && is_ascii_lower(text[i]);
    if ((!starts_word && !starts_lower_word) ||
        (i > 0 && (is_ascii_alpha(text[i - 1]) || text[i - 1] == '\'' || (text[i - 1] >= '0' && text[i - 1] <= '9')))) {
      ++i;
      continue;
    }
    while (next < accepted.size() && accepted[next].end <= i) {
      ++next;
    }
    if (next < accepted.size() && accepted[next].begin <= i) {
      i = accepted[next].end;
      continue;
    }
    if (starts_lower_word) {
      std::size_t e = i;
      while (e < text.size() && is_ascii_lower(text[e])) {
        ++e;
      }
      const bool whole = e == text.size() || !(is_ascii_alpha(text[e]) || is_digit(text[e]) || text[e] == '-');
      const bool overlaps = next < accepted.size() && accepted[next].begin < e;
      if (whole && !overlaps && lower_words.contains(text.substr(i, e - i))) {
        out.push_back({i, e, phi_kind::name, priority_name});
      }
      i = e;
      continue;
    }
    std::size_t ends[max_words];
    int count = 0;
    for (std::size_t k = i; count < max_words;) {
      ends[count++] = name_word_end(text, k);
      const std::size_t e = ends[count - 1];
      if (e + 1 >= text.size() || text[e] != ' ' || !is_ascii_upper(text[e + 1])) {
        break;
      }
      k = e + 1;
    }
    std::size_t match_end = 0;
    for (int m = count; m >= 2 && match_end == 0; --m) {
      if (full_names.contains(text.substr(i, ends[m - 1] - i))) {
        match_end = ends[m - 1];
      }
    }
    if (match_end == 0 && name_words.contains(text.substr(i, ends[0] - i)) &&
        !repeat_inside_a_place_name(text, ends[0]) && !is_eponym_follower(word_after(text, ends[0]))) {
      // (round 20: nor "Wilson" of "Wilson's disease" when the patient is Wilson Mathew)
      // (round 18: not "Ganga" of "Ganga Sagar Mela" nor "Lakshmi" of "Lakshmi puja")
      match_end = ends[0];
    }
    const bool overlaps = next < accepted.size() && accepted[next].begin < match_end;
    if (match_end != 0 && !overlaps) {
      out.push_back({i, match_end, phi_kind::name, priority_name});
      i = match_end;
      continue;
    }
    i = ends[0];
  }
}

}  // namespace cxs::domain::phi::detail

namespace cxs::domain::phi::detail {
namespace {

// The separator of a list of people right after `i`: a comma, "&", "and", "aur", or a comma
// and "and" ("Meena, Rahul and Sita"); the index of the next word, or npos when none.
std::size_t after_list_separator(std::string_view text, std::size_t i, bool lower) {
  std::size_t k = skip_blanks(text, i);
  bool found = false;
  if (k < text.size() && (text[k] == ',' || text[k] == '&') && !lower) {
    k = skip_blanks(text, k + 1);
    found = true;
  }
  const std::size_t e = name_word_end(text, k);
  const std::string_view w = text.substr(k, e - k);
  if (w == "and" || w == "aur") {
    k = skip_blanks(text, e);
    found = true;
  }
  // nothing after the separator ("Name MMmaa," at the text's end): no word to read, and
  // text[k] would be read one past the text
  return found && k > i && k < text.size() ? k : std::string_view::npos;
}

// The list separator right before `i` (blanks skipped), and the end of the word before it.
std::size_t before_list_separator(std::string_view text, std::size_t i, bool lower) {
  std::size_t k = i;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  if (k > 0 && (text[k - 1] == ',' || text[k - 1] == '&') && !lower) {
    --k;
  } else if (k >= 4 && text.substr(k - 3, 3) == "and" && is_ascii_blank(text[k - 4])) {
    k -= 3;
  } else if (k >= 4 && text.substr(k - 3, 3) == "aur" && is_ascii_blank(text[k - 4])) {
    k -= 3;
  } else {
    return std::string_view::npos;
  }
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  return k > 0 && k < i ? k : std::string_view::npos;
}

// One word at [b, e) as a conjunct of a list of people: a lexicon name (one flagged as a
// common word too: a list of people says what it is), written in the case of the name it
// is listed with, standing alone (no capitalised word after it), not a stop word or a term.
bool person_conjunct(std::string_view text, std::size_t b, std::size_t e, bool lower, bool check_term = true) {
  if (e <= b || e - b < min_propagated_word) {
    return false;
  }
  const std::string_view word = text.substr(b, e - b);
  const bool title = is_ascii_upper(word.front()) && !is_all_upper(word);
  if (lower ? !is_ascii_lower(word.front()) : !title) {
    return false;
  }
  if (is_name_stopword(word) || !name_lexicon(word).known() || (lower && is_function_word_name(word))) {
    return false;
  }
  const std::size_t n = skip_blanks(text, e);
  if (n > e && n < text.size() && is_ascii_upper(text[n])) {
    return false;  // "and Rose Bengal": more than one word
  }
  return !check_term || !names_a_term(text, b, e, true);
}

// "Kush and Luv are both febrile", "Bittu and Sonu both have lice": a title-case word
// outside the lexicons after "and" and a name, when "both" or "are/were both/twins" follows the
// pair: two people named together.
// `pair_end`: where the pair ends when the word is its first one ("Luv and Kush are twins").
bool pair_of_people(std::string_view text, std::size_t b, std::size_t e, bool lower,
                    std::size_t pair_end = std::string_view::npos) {
  if (lower || e - b < min_propagated_word || !is_ascii_upper(text[b]) || is_all_upper(text.substr(b, e - b)) ||
      is_name_stopword(text.substr(b, e - b))) {
    return false;
  }
  if (pair_end == std::string_view::npos && (b < 4 || text.substr(b - 4, 3) != "and")) {
    return false;  // only "X and Y"
  }
  if (pair_end != std::string_view::npos) {
    // the first of the pair opens its words: not the last word of "St. John's Wort"
    std::size_t k = b;
    while (k > 0 && is_ascii_blank(text[k - 1])) {
      --k;
    }
    std::size_t w = k;
    while (w > 0 && (is_ascii_alpha(text[w - 1]) || text[w - 1] == '\'' || text[w - 1] == '.')) {
      --w;
    }
    if (w < k && is_ascii_upper(text[w])) {
      return false;
    }
  }
  e = pair_end == std::string_view::npos ? e : pair_end;
  const std::string_view next = word_at(text, e);
  if (next == "both") {
    return true;
  }
  return (next == "are" || next == "were") &&
         in_list(word_at(text, skip_blanks(text, e) + next.size()), {"both", "twins", "siblings", "brothers", "sisters"});
}

bool inside(const std::vector<candidate>& accepted, std::size_t b, std::size_t e) {
  for (const auto& c : accepted) {
    if (c.begin < e && b < c.end) {
      return true;
    }
  }
  return false;
}

// A list of three or more lexicon names, none of them accepted yet ("Household contacts
// screened: Shiny, Daisy and Rose"): each one flagged as a common word too, together they
// are people. Title case only; each conjunct one word, no term; the list ends at "and".
void list_of_three_names(std::string_view text, const std::vector<candidate>& accepted,
                         std::vector<candidate>& out) {
  // A list of three opens with a word and a comma ("A, B and C"): only the words before a
  // comma are tried, found by a search for commas (far fewer than capitals).
  std::size_t resume = 0;  // the end of the last list taken
  for (std::size_t comma = text.find(','); comma != std::string_view::npos; comma = text.find(',', comma + 1)) {
    std::size_t w = comma;
    while (w > 0 && is_ascii_blank(text[w - 1])) {
      --w;
    }
    std::size_t i = w;
    while (i > 0 && is_ascii_alpha(text[i - 1])) {
      --i;
    }
    if (i == w || i < resume || !is_ascii_upper(text[i]) || (i > 0 && (is_digit(text[i - 1]) || text[i - 1] == '\''))) {
      continue;
    }
    std::size_t begins[8];
    std::size_t ends[8];
    int count = 0;
    bool closed = false;  // an "and" before the last conjunct
    std::size_t b = i;
    while (count < 8) {
      const std::size_t e = name_word_end(text, b);
      // the term check is left until a whole list is found: it is the costly one
      if (!person_conjunct(text, b, e, false, false)) {
        break;
      }
      begins[count] = b;
      ends[count] = e;
      ++count;
      if (closed) {
        break;
      }
      const std::size_t k = skip_blanks(text, e);
      const std::size_t next = after_list_separator(text, e, false);
      if (next == std::string_view::npos) {
        break;
      }
      closed = text.substr(k, 1) != "," || word_at(text, skip_blanks(text, k + 1)) == "and";
      closed = closed || text.substr(k, 3) == "and";
      b = next;
    }
    bool people = count >= 3 && closed;
    for (int n = 0; people && n < count; ++n) {
      people = !inside(accepted, begins[n], ends[n]) && !names_a_term(text, begins[n], ends[n], true);
    }
    if (people) {
      for (int n = 0; n < count; ++n) {
        out.push_back({begins[n], ends[n], phi_kind::name, priority_name});
      }
      resume = ends[count - 1];
    }
  }
}

// The nouns of a service or a team a note names beside its people ("Discussed with Priya Nair
// and Social Work", "... and Physio Team"): no person's name (review rv15).
bool is_service_word(std::string_view word) {
  return in_list(word, {"work", "team", "teams", "services", "service", "department", "dept", "unit", "staff",
                        "desk", "office", "counter"});
}

// The end of a full name of two or three title-case words starting at `b` ("Lobsang
// Tsering", "Abhimanyu Jamatia"), standing alone: what follows is no capitalised word. None
// may be a stop word or an institution word ("Apollo Hospital", "Cardiology Team"), nor in
// capitals; npos when the words are no such name.
std::size_t full_name_end(std::string_view text, std::size_t b) {
  std::size_t k = b;
  for (int words = 1; words <= 3; ++words) {
    const std::size_t end = name_word_end(text, k);
    const std::string_view word = text.substr(k, end - k);
    if (word.size() < 2 || !is_ascii_upper(word.front()) || is_all_upper(word) || is_name_stopword(word) ||
        is_institution_word(word) || is_ward_word(word) || is_service_word(word)) {
      return std::string_view::npos;
    }
    const std::size_t next = skip_blanks(text, end);
    if (next == end || next >= text.size() || !is_ascii_upper(text[next])) {
      return words >= 2 ? end : std::string_view::npos;
    }
    k = next;
  }
  return std::string_view::npos;  // a fourth capitalised word: a heading or a title, not a name
}

}  // namespace

// Whether the list separator right after `i` holds "and", "aur" or "&" (not a comma alone).
bool joins_by_and(std::string_view text, std::size_t i, std::size_t next) {
  const std::string_view between = text.substr(i, next - i);
  return between.find('&') != std::string_view::npos || between.find("and") != std::string_view::npos ||
         between.find("aur") != std::string_view::npos;
}

// Whether one of the words in [b, e) is an English word outside the name lexicons.
bool holds_plain_english_word(std::string_view text, std::size_t b, std::size_t e) {
  for (std::size_t k = b; k < e;) {
    std::size_t w = k;
    while (w < e && is_ascii_alpha(text[w])) {
      ++w;
    }
    if (w > k && is_plain_english_word(text.substr(k, w - k))) {
      return true;
    }
    k = w + 1;
  }
  return false;
}

// Whether [b, e) is exactly an accepted name.
bool is_accepted_name(const std::vector<candidate>& accepted, std::size_t b, std::size_t e) {
  for (const auto& c : accepted) {
    if (c.kind == phi_kind::name && c.begin == b && c.end == e) {
      return true;
    }
  }
  return false;
}

// Full names listed with an accepted full name ("Operated by Vikram Adhikari and Lobsang
// Tsering", "Admitted: Abhimanyu Jamatia, Ratan Debbarma, Lakshmi Reang"): two or three
// title-case words joined to a name of two or more words are a person too, as the one-word
// conjuncts of coordinate_names are for one-word names. Joined by "and"/"aur"/"&", or in a
// list of three or more such names: after a name a comma also opens its address ("Sunita
// Rao, Bandra West, Mumbai"), whose town is one word. The terms around veto them.
void full_names_listed(std::string_view text, const std::vector<candidate>& accepted,
                       std::vector<candidate>& out) {
  for (const auto& c : accepted) {
    if (c.kind != phi_kind::name || !is_ascii_upper(text[c.begin]) || is_all_upper(text.substr(c.begin, c.end - c.begin)) ||
        text.substr(c.begin, c.end - c.begin).find(' ') == std::string_view::npos) {
      continue;
    }
    candidate found[8];
    int count = 0;
    int members = 0;  // accepted full names of the same list, beside `c`
    bool by_and = false;
    std::size_t pos = c.end;
    for (int n = 0; n < 4; ++n) {
      const std::size_t b = after_list_separator(text, pos, false);
      if (b == std::string_view::npos) {
        break;
      }
      const std::size_t e = full_name_end(text, b);
      if (e != std::string_view::npos && is_accepted_name(accepted, b, e)) {
        // another accepted full name of the list: a member, and the list goes on (round 17:
        // "Arvind Pillai, Tsering Dolma, X Y" is a list of three)
        ++members;
        pos = e;
        continue;
      }
      if (e == std::string_view::npos || inside(accepted, b, e) || names_a_term(text, b, e, true)) {
        break;
      }
      by_and = by_and || joins_by_and(text, pos, b);
      found[count++] = {b, e, phi_kind::name, priority_name};
      pos = e;
    }
    pos = c.begin;
    for (int n = 0; n < 4; ++n) {
      const std::size_t e = before_list_separator(text, pos, false);
      if (e == std::string_view::npos) {
        break;
      }
      // back over up to three words to the first capitalised one of their run
      std::size_t b = std::string_view::npos;
      for (std::size_t at = e, words = 0; words < 3; ++words) {
        std::size_t w = at;
        while (w > 0 && is_ascii_alpha(text[w - 1])) {
          --w;
        }
        if (w == at || !is_ascii_upper(text[w])) {
          break;
        }
        b = w;
        std::size_t k = w;
        while (k > 0 && is_ascii_blank(text[k - 1])) {
          --k;
        }
        if (k == w || k == 0 || !is_ascii_alpha(text[k - 1])) {
          break;
        }
        at = k;
      }
      if (b != std::string_view::npos && full_name_end(text, b) == e && is_accepted_name(accepted, b, e)) {
        ++members;
        pos = b;
        continue;
      }
      if (b == std::string_view::npos || full_name_end(text, b) != e || inside(accepted, b, e) ||
          names_a_term(text, b, e, true)) {
        break;
      }
      by_and = by_and || joins_by_and(text, e, pos);
      found[count++] = {b, e, phi_kind::name, priority_name};
      pos = b;
    }
    // with accepted members, each found name must hold no English word of the list ("Sunita
    // Rao, Ramesh Kumar, Bandra West", "..., Gall Bladder"): a place or an organ ends such lists
    bool without_english_words = count > 0 && members > 0;
    for (int n = 0; without_english_words && n < count; ++n) {
      without_english_words = !holds_plain_english_word(text, found[n].begin, found[n].end);
    }
    if (by_and || count >= 2 || (without_english_words && count + members >= 2)) {
      out.insert(out.end(), found, found + count);
    }
  }
}

// A word outside the lexicons between two accepted names of one list ("Jyotsna, Rabiya,
// Kuldeep", "Meena, Tasneem and Ravi"): one or two title-case words, list separators on both
// sides, never a stop word, an institution word or a term. Both neighbours must be names:
// one name beside a word says nothing ("Ravi, Diabetic Clinic").
void flanked_by_names(std::string_view text, const std::vector<candidate>& accepted,
                      std::vector<candidate>& out) {
  const candidate* previous = nullptr;
  for (const auto& c : accepted) {
    if (c.kind != phi_kind::name) {
      continue;
    }
    if (previous != nullptr && c.begin > previous->end && c.begin - previous->end < 40 &&
        is_ascii_upper(text[previous->begin]) && is_ascii_upper(text[c.begin])) {
      const std::size_t b = after_list_separator(text, previous->end, false);
      if (b != std::string_view::npos && b < c.begin) {
        std::size_t e = name_word_end(text, b);
        int words = 1;
        bool ok = e > b && e - b >= min_propagated_word;
        while (ok) {
          const std::size_t word_b = [&] {
            std::size_t k = e;
            while (k > b && is_ascii_alpha(text[k - 1])) {
              --k;
            }
            return k;
          }();
          const std::string_view word = text.substr(word_b, e - word_b);
          ok = is_ascii_upper(word.front()) && !is_all_upper(word) && !is_name_stopword(word) &&
               !is_institution_word(word);
          if (!ok) {
            break;
          }
          if (before_list_separator(text, c.begin, false) == e) {
            break;  // the word (or two) ends where the next name's separator starts
          }
          const std::size_t next = skip_blanks(text, e);
          if (++words > 2 || next == e || next >= c.begin || !is_ascii_upper(text[next])) {
            ok = false;
            break;
          }
          e = name_word_end(text, next);
        }
        if (ok && !names_a_term(text, b, e, true)) {
          out.push_back({b, e, phi_kind::name, priority_name});
        }
      }
    }
    previous = &c;
  }
}

// Whether the accepted name `c` is followed by "and" and another accepted name: the list
// "X, c and Y" is closed, so its first word X is listed with people (round 17).
bool closes_list_of_names(std::string_view text, const std::vector<candidate>& accepted, const candidate& c) {
  const std::size_t b = after_list_separator(text, c.end, false);
  return b != std::string_view::npos && joins_by_and(text, c.end, b) && inside(accepted, b, b + 1);
}

void coordinate_names(std::string_view text, const std::vector<candidate>& accepted,
                      std::vector<candidate>& out) {
  list_of_three_names(text, accepted, out);
  flanked_by_names(text, accepted, out);
  full_names_listed(text, accepted, out);
  for (const auto& c : accepted) {
    if (c.kind != phi_kind::name || !is_ascii_alpha(text[c.begin])) {
      continue;
    }
    const bool lower = is_ascii_lower(text[c.begin]);
    // the people listed after it: "wife Meena and Rahul", "Kush and Luv"
    std::size_t pos = c.end;
    bool ward_skipped = false;
    for (int n = 0; n < 4; ++n) {
      std::size_t b = after_list_separator(text, pos, lower);
      if (b == std::string_view::npos) {
        break;
      }
      std::size_t e = name_word_end(text, b);
      if (!ward_skipped && !lower && is_ward_word(text.substr(b, e - b))) {
        // a duty list's unit between two people ("Meena, Cardiology, Farhana"): once
        ward_skipped = true;
        b = after_list_separator(text, e, lower);
        if (b == std::string_view::npos) {
          break;
        }
        e = name_word_end(text, b);
      }
      // a word no list holds joined by "and"/"&" ("Shyamsundar and X came"; round 17)
      if (!(person_conjunct(text, b, e, lower, false) || pair_of_people(text, b, e, lower) ||
            // (capitalised, as before the name: "Chandan aur paani piyo" joins water; round 19)
            (!lower && is_ascii_upper(text[b]) && joins_by_and(text, pos, b) && unlisted_conjunct_at(text, b, e))) ||
          inside(accepted, b, e) || names_a_term(text, b, e, true)) {
        break;
      }
      out.push_back({b, e, phi_kind::name, priority_name});
      pos = e;
    }
    // and before it: "Shiny, Daisy and Rose" once one of them is a name
    pos = c.begin;
    ward_skipped = false;
    for (int n = 0; n < 4; ++n) {
      std::size_t e = before_list_separator(text, pos, lower);
      if (e == std::string_view::npos) {
        break;
      }
      std::size_t b = e;
      while (b > 0 && is_ascii_alpha(text[b - 1])) {
        --b;
      }
      if (!ward_skipped && !lower && b > 0 && is_ward_word(text.substr(b, e - b))) {
        ward_skipped = true;
        e = before_list_separator(text, b, lower);
        if (e == std::string_view::npos) {
          break;
        }
        b = e;
        while (b > 0 && is_ascii_alpha(text[b - 1])) {
          --b;
        }
      }
      if (b > 0 && (text[b - 1] == '\'' || is_ascii_alpha(text[b - 1])) ) {
        break;
      }
      // "Luv and Kush are twins": the pair's verb follows the accepted name
      const bool pair = n == 0 && text.substr(skip_blanks(text, e), 3) == "and" &&
                        pair_of_people(text, b, e, lower, c.end);
      // a word no list holds joined by "and"/"&" to the name, or opening "X, Name and Name"
      // (round 17): a comma alone also closes a town after a name ("Ramesh, Hardoi")
      const bool unlisted = !lower && !pair && b < e && is_ascii_upper(text[b]) &&
                            (joins_by_and(text, e, pos) || (n == 0 && closes_list_of_names(text, accepted, c))) &&
                            unlisted_conjunct_at(text, b, e);
      if (!(person_conjunct(text, b, e, lower, false) || pair || unlisted) || inside(accepted, b, e) ||
          names_a_term(text, b, e, true)) {
        break;
      }
      out.push_back({b, e, phi_kind::name, priority_name});
      pos = b;
    }
  }
}

}  // namespace cxs::domain::phi::detail
