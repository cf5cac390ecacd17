// Clauses that say a capitalised word is a person whatever word it spells (issue 18, round
// 19): names that are also English or Hindi words ("Golden", "Lovely", "Happy", "Kiran",
// "Asha") stand with no honorific and no lexicon to vouch for them, so the evidence must come
// from the clause around them, in shapes a thing, a place or a drug never takes:
//   - a relative clause opened by "who" ("handed the cup to X, who will bring ...", "X is the
//     one who gives ...");
//   - a hostel's or a ward's room after the word, before what a person does or is ("X (room
//     5) has not eaten", "X of room 9 is the only one admitted");
//   - a list of three or more single words opening a sentence before a person's predicate or
//     a condition they had ("X, Y and Z had loose stools"), and a pair said to be "both"
//     ("X and Y both", Hinglish "X aur Y dono");
//   - the Hinglish "X ke naam" (in X's name) inside a sentence.
// The word pass of detect_context_names.cpp asks names_by_clause for each run of capitalised
// words no other cue took; the byte after the run (a comma, a bracket) or the word after it
// ("of", "is", "and", "aur", "ke") says which shape to read, so a run with none of them costs a
// few comparisons. Each candidate goes through add_name as a weak cue, so a term of the
// terminology tables around it, an institution, a place slot or an eponym vetoes it.

#include <cstddef>
#include <string_view>
#include <vector>

#include "domain/phi/detect.hpp"
#include "domain/phi/english_words.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"
#include "domain/terminology/terminology.hpp"

namespace cxs::domain::phi::detail {
namespace {

// A title-case word that may be a name's: not a stop word (roles, relations, "Patient").
bool may_name(std::string_view w) { return is_title_word(w) && !is_name_stopword(w); }

// A determiner or possessive before a capitalised noun makes it a role or a thing ("the
// Warden, who", "our Pharmacy, who"), not a name.
bool determiner(std::string_view w) {
  return in_list(w, {"the", "a", "an", "our", "their", "this", "that", "these", "those", "my", "your", "his",
                     "her", "its", "every", "each", "any", "some"});
}

// A place preposition: "patients from Rewa, who ..." says where they came from.
bool place_preposition(std::string_view w) {
  return in_list(w, {"from", "in", "at", "near", "towards", "via", "into"});
}

// At a sentence's start an English word is capitalised for its place ("Parents, who were
// present, agreed"); there only a name of the lexicons is taken.
bool word_may_open(std::string_view text, std::size_t begin) {
  const std::size_t e = name_word_end(text, begin);
  const std::string_view w = text.substr(begin, e - begin);
  return !at_sentence_start(text, begin) || name_lexicon(w).known() || !is_plain_english_word(w);
}

// What follows a room's number: "has not eaten", "is the only one admitted", "fainted".
bool person_clause_at(std::string_view text, std::size_t k) {
  if (person_predicate_follows(text, k) || lexicon_subject_predicate_follows(text, k) ||
      patient_state_follows(text, k)) {
    return true;
  }
  const std::string_view verb = word_at(text, k);
  if (!in_list(verb, {"is", "was"})) {
    return false;
  }
  std::size_t t = skip_blanks(text, k) + verb.size();
  std::string_view w = word_at(text, t);
  if (!in_list(w, {"the"})) {
    return false;
  }
  t = skip_blanks(text, t) + w.size();
  w = word_at(text, t);
  if (in_list(w, {"only"})) {
    t = skip_blanks(text, t) + w.size();
    w = word_at(text, t);
  }
  return in_list(w, {"one"});
}

// The last words of a longer proper noun ("St. John's Wort"): the word before `begin` is glued
// to an apostrophe.
bool after_possessive_word(std::string_view text, std::size_t begin) {
  std::size_t b = 0;
  return !word_ending_at(text, begin, b).empty() && b > 0 && (text[b - 1] == '\'' || text[b - 1] == '\x99');
}

// "X, who will bring", "X, whose son" (the comma at `comma`): a relative clause about a person.
// The word after "who" is in lower case (a verb), so "Geneva, WHO guidelines" is none.
bool relative_who(std::string_view text, std::size_t begin, std::size_t comma, std::vector<candidate>& out) {
  const std::string_view rel = word_at(text, comma + 1);
  if (rel.empty() || rel.front() != 'w' || !in_list(rel, {"who", "whose"})) {
    return false;
  }
  const std::size_t after = skip_blanks(text, skip_blanks(text, comma + 1) + rel.size());
  if (after >= text.size() || !is_ascii_lower(text[after]) || !word_may_open(text, begin) ||
      after_possessive_word(text, begin)) {
    return false;
  }
  const std::string_view before = word_before(text, begin);
  if (determiner(before) || place_preposition(before)) {
    return false;
  }
  // An English word outside the lexicons is a service or a club as often as a pet name
  // ("Contact Helpline, who will call back", "given by Rotary, who organised"): only alone, as
  // the object of "to/with/and" ("handed to Golden, who", "spoke with Lovely, who"), and before
  // a singular verb ("Thanks to Lions, who donated": a club's members are many).
  const std::size_t first_end = name_word_end(text, begin);
  const std::string_view word = text.substr(begin, first_end - begin);
  if (!name_lexicon(word).known() && is_plain_english_word(word) &&
      (first_end != comma || !in_list(before, {"to", "with", "and"}) || word.back() == 's')) {
    return false;
  }
  if (in_list(word_at(text, after), {"are", "were", "have", "run", "own", "organise", "organize", "donate"})) {
    return false;  // a group's plural verb
  }
  add_name(text, begin, out, true);
  return true;
}

// "X is the one who gives her grandfather the insulin" (`k` at "is"): the subject is the one
// meant.
bool the_one_who(std::string_view text, std::size_t begin, std::size_t k, std::vector<candidate>& out) {
  std::size_t t = k;
  for (std::string_view w : {std::string_view("is"), std::string_view("the"), std::string_view("one"),
                             std::string_view("who")}) {
    const std::string_view got = word_at(text, t);
    if (got != w && !(w == "is" && got == "was")) {
      return false;
    }
    t = skip_blanks(text, t) + got.size();
  }
  if (!(at_sentence_start(text, begin) || opens_clause_after_adverb(text, begin))) {
    return false;
  }
  add_name(text, begin, out, true);
  return true;
}

// A hostel's or a ward's room after the run, at `k`: "X (room 5) has not eaten", "X of room 9
// is the only one admitted", "X from room 12 fainted". The run opens its sentence or a
// register's field, and the clause goes on to what a person does or is.
bool room_of_person(std::string_view text, std::size_t begin, std::size_t k, std::vector<candidate>& out) {
  const bool bracket = text[k] == '(';
  std::size_t r = bracket ? skip_blanks(text, k + 1) : k;
  if (!bracket) {
    const std::string_view of = word_at(text, k);
    if (!in_list(of, {"of", "from", "in"})) {
      return false;
    }
    r = skip_blanks(text, skip_blanks(text, k) + of.size());
  }
  if (!in_list(word_at(text, r), {"room"})) {
    return false;
  }
  std::size_t n = skip_blanks(text, r + 4);
  const std::size_t digits = n;
  while (n < text.size() && is_digit(text[n])) {
    ++n;
  }
  if (n == digits || n - digits > 4) {
    return false;
  }
  if (bracket) {
    if (n >= text.size() || text[n] != ')') {
      return false;
    }
    ++n;
  }
  if (!at_sentence_start(text, begin) || !person_clause_at(text, n)) {
    return false;
  }
  add_name(text, begin, out, true);
  return true;
}

// A condition of the terminology tables after "had"/"have"/"has" within the next few words
// of the clause at `k` ("had loose stools after the mess dinner").
bool had_condition_at(std::string_view text, std::size_t k) {
  const std::string_view verb = word_at(text, k);
  return in_list(verb, {"had", "have", "has"}) && condition_within_clause(text, skip_blanks(text, k) + verb.size());
}

// One title-case word at `i` alone (no second capitalised word after it); its end, or 0.
std::size_t single_word_at(std::string_view text, std::size_t i) {
  if (i >= text.size() || !is_ascii_upper(text[i])) {
    return 0;
  }
  const std::size_t e = name_word_end(text, i);
  if (e <= i || !may_name(text.substr(i, e - i)) || e - i < 3) {
    return 0;
  }
  return e;
}

// A list of three or more single words opening a sentence, "X, Y and Z" (X at `i`), before a
// person's predicate or a condition they had: "Kiran, Happy and Rose had loose stools". One of
// them must be a name of the lexicons (a list of drugs or tests is no list of them: "Dolo,
// Ascoril and Cetzine were stopped"; a term among them is vetoed by add_name anyway).
bool listed_persons(std::string_view text, std::size_t i, std::size_t e, std::vector<candidate>& out) {
  if (!at_sentence_start(text, i) || single_word_at(text, i) != e) {
    return false;
  }
  std::size_t starts[8];
  int count = 0;
  starts[count++] = i;
  bool lexicon = name_lexicon(text.substr(i, e - i)).known();
  std::size_t at = e;  // at a comma
  while (count < 8) {
    const std::size_t w = skip_blanks(text, at + 1);
    const std::size_t we = single_word_at(text, w);
    if (we == 0 || we == w) {
      return false;
    }
    starts[count++] = w;
    lexicon = lexicon || name_lexicon(text.substr(w, we - w)).known();
    const std::size_t k = skip_blanks(text, we);
    if (k < text.size() && text[k] == ',' && k == we) {
      at = k;
      continue;
    }
    // the list closes with "and" and its last word
    if (count < 2 || !in_list(word_at(text, we), {"and"})) {
      return false;
    }
    const std::size_t last = skip_blanks(text, skip_blanks(text, we) + 3);
    const std::size_t last_end = single_word_at(text, last);
    if (last_end == 0) {
      return false;
    }
    lexicon = lexicon || name_lexicon(text.substr(last, last_end - last)).known();
    if (!lexicon || !(person_predicate_follows(text, last_end) || had_condition_at(text, last_end))) {
      return false;
    }
    for (int j = 0; j < count; ++j) {
      add_name(text, starts[j], out, true);
    }
    add_name(text, last, out, true);
    return true;
  }
  return false;
}

// "Kiran and Happy both have", "Kiran aur Asha dono aayi" (the last word of the run at `x`,
// ending at `e`): a pair said to be both. One of the two is a name of the lexicons, and the
// first stands inside its sentence unless it is a sure name (a sentence's first word is
// capitalised for its place: "Dal aur Chawal dono").
bool pair_said_both(std::string_view text, std::size_t x, std::size_t e, std::vector<candidate>& out) {
  const std::string_view conjunction = word_at(text, e);
  const std::size_t y = skip_blanks(text, skip_blanks(text, e) + conjunction.size());
  const std::size_t y_end = single_word_at(text, y);
  if (y_end == 0 || !in_list(word_at(text, y_end), {"both", "dono"})) {
    return false;
  }
  const std::string_view first = text.substr(x, e - x);
  // "The Ganga and Yamuna both flood": after a determiner the pair is of things or rivers
  if ((at_sentence_start(text, x) && !name_lexicon(first).sure()) || determiner(word_before(text, x)) ||
      !(name_lexicon(first).known() || name_lexicon(text.substr(y, y_end - y)).known())) {
    return false;
  }
  add_name(text, x, out, true);
  add_name(text, y, out, true);
  return true;
}

// Hinglish "X ke naam pe parchi banao", "X ka naam likho" (the last word of the run at `x`,
// ending at `e`): a name is a person's, and the word before the genitive, inside a sentence,
// is that person. A lexicon name before it is the same person's ("Kiran Bala ke naam");
// another capitalised word is the sentence's first ("Parchi Happy ka naam").
bool named_in_hinglish(std::string_view text, std::size_t run, std::size_t x, std::size_t e,
                       std::vector<candidate>& out) {
  const std::string_view genitive = word_at(text, e);
  if (!in_list(word_at(text, skip_blanks(text, e) + genitive.size()), {"naam"}) ||
      single_word_at(text, x) != e) {
    return false;
  }
  std::size_t begin = x;
  if (x > run) {
    std::size_t a = 0;
    const std::string_view before = word_ending_at(text, x, a);
    if (!before.empty() && name_lexicon(before).known()) {
      begin = a;
    }
  }
  if (at_sentence_start(text, begin)) {
    return false;
  }
  add_name(text, begin, out, true);
  return true;
}

// A name of the lexicons (one flagged as a word too) opening a sentence before what only a
// person does to or with their own body or belongings: a verb in the past ("-ed") whose clause
// goes on to the subject's own "his/her" ("Munna lifted a gas cylinder and felt something tear
// in his back"), or a message sent ("X sent a photo of the wound"). The verb list of
// person_predicate_follows holds the commonest verbs; this reads any regular one, for a
// lexicon name only (an English word there is a drug's or a test's: "Physiotherapy improved
// her gait").
bool lexicon_subject_acts(std::string_view text, std::size_t i, std::size_t e, std::size_t k) {
  const std::string_view verb = word_at(text, k);
  const bool past = verb.size() > 4 && verb.ends_with("ed");
  const bool sent = verb == "sent";
  if (!(past || sent) || !(at_sentence_start(text, i) || opens_clause_after_adverb(text, i)) ||
      !name_lexicon(text.substr(i, e - i)).known()) {
    return false;
  }
  const std::size_t after = skip_blanks(text, k) + verb.size();
  if (past) {
    return own_pronoun_in_clause(text, after, 10);
  }
  const std::string_view det = word_at(text, after);
  return in_list(det, {"a", "the", "her", "his", "two", "some"}) &&
         in_list(word_at(text, skip_blanks(text, after) + det.size()),
                 {"photo", "photos", "picture", "pictures", "pic", "pics", "video", "videos", "selfie", "message",
                  "voice", "report", "reports", "prescription"});
}

// "X's phone", "X's network kept dropping": a lexicon name's possessive before what a caller
// owns (a tele-consult's line); an unknown word there may be a carrier's ("Jio's network").
bool callers_device(std::string_view text, std::size_t i, std::size_t e) {
  if (text.substr(e, 2) != "'s" || !name_lexicon(text.substr(i, e - i)).known()) {
    return false;
  }
  return in_list(word_at(text, e + 2), {"phone", "mobile", "network", "number", "camera", "video", "internet",
                                        "connection", "signal", "call", "line", "whatsapp"});
}

// A form's "Name" field without its colon ("Name Happy Devi, sample haemolysed"): the word
// "Name" opening the line or a field right before the run.
bool name_field_before(std::string_view text, std::size_t i) {
  if (i < 5 || text.compare(i - 5, 5, "Name ") != 0) {
    return false;
  }
  return at_sentence_start(text, i - 5) || (i > 6 && text[i - 6] == ',') || (i > 7 && text[i - 7] == ',');
}

}  // namespace

bool names_by_clause(std::string_view text, std::size_t i, std::vector<candidate>& out) {
  // the run of up to three title-case words from `i`, and where its last word starts
  std::size_t e = name_word_end(text, i);
  std::size_t last = i;
  for (int words = 1; words < 3; ++words) {
    if (e + 1 >= text.size() || text[e] != ' ' || !is_ascii_upper(text[e + 1])) {
      break;
    }
    const std::size_t ne = name_word_end(text, e + 1);
    if (!may_name(text.substr(e + 1, ne - e - 1))) {
      break;
    }
    last = e + 1;
    e = ne;
  }
  if (name_field_before(text, i)) {
    // the field closes after the run ("Name Happy Devi, age 30"; "Name Tag missing" goes on)
    const std::size_t k = skip_blanks(text, e);
    if (k >= text.size() || text[k] == ',' || text[k] == '|' || text[k] == ';' || text[k] == '(' ||
        text[k] == '\n' || is_digit(text[k])) {
      add_name(text, i, out, true);
      return true;
    }
  }
  const std::size_t k = skip_blanks(text, e);
  if (k >= text.size()) {
    return false;
  }
  if (k == e && text[k] == '\'' && last == i) {
    if (!callers_device(text, i, e)) {
      return false;
    }
    add_name(text, i, out, true);
    return true;
  }
  if (text[k] == ',') {
    return k == e && (relative_who(text, i, k, out) || (last == i && listed_persons(text, i, e, out)));
  }
  if (text[k] == '(') {
    return room_of_person(text, i, k, out);
  }
  if (k == e || !is_ascii_lower(text[k])) {
    return false;
  }
  if (last == i && lexicon_subject_acts(text, i, e, k)) {
    add_name(text, i, out, true);
    return true;
  }
  // one comparison on the next word's first letter before its list
  switch (text[k]) {
    case 'o':
    case 'f':
      return room_of_person(text, i, k, out);
    case 'i':
      return room_of_person(text, i, k, out) || the_one_who(text, i, k, out);
    case 'w':
      return the_one_who(text, i, k, out);
    case 'a':
      return in_list(word_at(text, k), {"and", "aur"}) && pair_said_both(text, last, e, out);
    case 'k':
      return in_list(word_at(text, k), {"ke", "ka", "ki"}) && named_in_hinglish(text, i, last, e, out);
    default:
      return false;
  }
}

bool condition_within_clause(std::string_view text, std::size_t from) {
  std::size_t to = from;
  for (int words = 0; words < 5 && to < text.size(); ++words) {
    to = skip_blanks(text, to);
    while (to < text.size() && (is_ascii_alpha(text[to]) || text[to] == '-')) {
      ++to;
    }
    if (to < text.size() && !is_ascii_blank(text[to])) {
      break;  // the clause ends
    }
  }
  const auto& terms = terminology::default_terminology();
  for (const auto& m : terms.match(text.substr(from, to - from))) {
    if (m.kind == terminology::concept_kind::condition) {
      return true;
    }
  }
  return false;
}

}  // namespace cxs::domain::phi::detail
