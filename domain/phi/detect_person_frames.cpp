// Issue 18, eleventh round: frames of a clause that put a person in a slot a word outside
// the lexicons fills ("translate for X.", "the bill was settled by X.", "Seen X with the
// family"). Declared in person_cues.hpp; read by person_object
// (detect_person_cues.cpp). Every frame is weak:
// add_name vetoes a term with the words around.

#include <cstddef>
#include <string_view>

#include "domain/phi/detect.hpp"
#include "domain/phi/english_words.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {

namespace {

// A verb whose beneficiary "for X" is a person: a service done for someone ("translate
// for X", "redraw for X", "the bed held for X", "the films ready for X"). Not "booked",
// "referred" or "sent": those go to places and dates ("booked for Thursday").
bool serves_a_person(std::string_view w) {
  return in_list(w, {"translate", "translating", "translated", "interpret", "interpreting", "interpreted",
                     "redraw", "redrawn", "reserved", "held", "hold", "ready", "arranged", "waiting", "waited",
                     "wait", "saved", "cooked", "praying", "prayed"});
}

// A verb whose recipient "to X" is a person ("handed over the keys to X", "the diet was
// explained to X", "belongs to X"). Not "sent", "referred", "shifted", "went": places.
bool hands_to_a_person(std::string_view w) {
  return in_list(w, {"handed", "given", "gave", "explained", "demonstrated", "belongs", "belonged",
                     "addressed", "returned", "lent", "showed", "shown", "introduced", "married"});
}

// A participle whose agent "by X" is a person ("settled by X", "signed by X"). Not
// "caused", "followed", "covered": a condition or a thing is their agent.
bool done_by_a_person(std::string_view w) {
  return in_list(w, {"settled", "paid", "signed", "countersigned", "accompanied", "escorted",
                     "donated", "requested", "collected", "brought", "attended", "nursed", "fed",
                     "carried", "identified", "translated", "interpreted"});
}

}  // namespace

bool clause_end_beneficiary(std::string_view text, std::size_t i, std::size_t end) {
  // The word must close its clause: a full stop, a semicolon or the line's end after it
  // ("for Ramdulari."); "for Ramdulari Devi's sake" is read by other cues.
  const std::size_t k = skip_blanks(text, end);
  if (!(k >= text.size() || text[k] == '.' || text[k] == ';' || text[k] == '\n' || text[k] == '\r')) {
    return false;
  }
  std::size_t at = 0;
  const std::string_view preposition = word_ending_at(text, i, at);
  if (!in_list(preposition, {"for", "to", "by"})) {
    return false;
  }
  // The agent closing a clause is a payer or a body as often as a person ("paid by
  // Insurance.", "donated by Rotary."): an English word outside the name lexicons is not read
  // as one (issue 18, seventeenth step). A recipient ("the keys to Lovely.") still is.
  if (preposition == "by" && is_plain_english_word(text.substr(i, end - i))) {
    return false;
  }
  // The verb within the five words before the preposition, inside the clause.
  std::size_t from = at;
  for (int words = 0; words < 5; ++words) {
    std::size_t b = 0;
    const std::string_view w = word_ending_at(text, from, b);
    if (w.empty()) {
      return false;
    }
    if ((preposition == "for" && serves_a_person(w)) || (preposition == "to" && hands_to_a_person(w)) ||
        (preposition == "by" && words == 0 && done_by_a_person(w))) {
      return true;
    }
    from = b;
  }
  return false;
}

bool seen_with_people(std::string_view text, std::size_t i, std::size_t end) {
  // "Seen X with the family", "Met X's wife at the counter", "Saw X in the corridor": a line's
  // opening verb of meeting, its object before "with/in/near" and a determiner or a people
  // noun. A department is seen too ("Seen Ortho in the evening"): the stop words and terms hold
  // those, and "in/near" ask for "the corridor/lift/ward" of a place a person stands in.
  std::size_t b = 0;
  const std::string_view verb = word_ending_at(text, i, b);
  if (!in_list(verb, {"seen", "saw", "met", "meet"}) || !(at_sentence_start(text, b))) {
    return false;
  }
  const std::size_t k = skip_blanks(text, end);
  const std::string_view next = word_at(text, k);
  const std::string_view then = word_at(text, skip_blanks(text, k + next.size()));
  if (in_list(next, {"with"})) {
    return in_list(then, {"the", "his", "her", "their", "family", "relatives", "wife", "husband",
                          "mother", "father", "son", "daughter", "attendant", "attendants"});
  }
  if (in_list(next, {"in", "near", "at"})) {
    return in_list(then, {"the"}) &&
           in_list(word_at(text, skip_blanks(text, skip_blanks(text, k + next.size()) + then.size())),
                   {"corridor", "lift", "ward", "canteen", "parking", "queue", "waiting", "lobby", "counter"});
  }
  return false;
}

bool pair_before_their(std::string_view text, std::size_t i, std::size_t end) {
  // "X and Y brought their son", "X and Y want their reports": two capitalised words opening
  // a sentence, joined by "and", whose verb goes on to "their" own. A drug pair is vetoed as
  // terms ("Ramipril and Amlodipine lost their effect"; every frame here is weak).
  std::size_t and_at = 0;
  if (in_list(word_ending_at(text, i, and_at), {"and"})) {
    // the second of the pair: the first opens the sentence, and the verb follows this word
    std::size_t x = 0;
    const std::string_view first = word_ending_at(text, and_at, x);
    if (first.empty() || !is_title_word(first) || is_name_stopword(first) || !at_sentence_start(text, x)) {
      return false;
    }
    const std::string_view verb = word_at(text, end);
    return !verb.empty() && is_ascii_lower(verb.front()) &&
           in_list(word_at(text, skip_blanks(text, end) + verb.size()), {"their"});
  }
  if (!at_sentence_start(text, i) || !in_list(word_at(text, end), {"and"})) {
    return false;
  }
  const std::size_t y = skip_blanks(text, skip_blanks(text, end) + 3);
  const std::size_t y_end = name_word_end(text, y);
  if (y_end == y || !is_ascii_upper(text[y]) || !is_title_word(text.substr(y, y_end - y)) ||
      is_name_stopword(text.substr(y, y_end - y))) {
    return false;
  }
  const std::string_view verb = word_at(text, y_end);
  if (verb.empty() || !is_ascii_lower(verb.front())) {
    return false;
  }
  return in_list(word_at(text, skip_blanks(text, y_end) + verb.size()), {"their"});
}

// Probe round 18: a god's name is also a given name, and two uses of it are no person. (1) A
// lower-case noun after one word makes the two an idiom or an observance ("the Lakshman
// rekha", "Ram rajya", "Hanuman chalisa", "Ram Navami"'s lower-case spelling): the writer's
// lower case says the noun is a word, and these nouns are never a surname. (2) A greeting
// that chants two divine names ("Sita Ram", "Radhe Shyam", "Ram Ram") opening its sentence
// or after "jai"/"bolo", and standing alone there (a comma, a stop or "ji" and a stop after
// it): "Sita Ram, doctor sahib"; or anywhere before a verb of saying or chanting ("Sita Ram
// bolte rehte hain"). The same words with an age, a verb or a surname after them
// stay a person ("Sita Ram, 45/M", "Sita Ram was admitted", "Sita Ram Yadav").
bool devotional_idiom(std::string_view value, std::string_view next) {
  return value.find(' ') == std::string_view::npos && !next.empty() && is_ascii_lower(next.front()) &&
         in_list(next, {"rekha", "rajya", "baan", "chalisa", "setu", "navami", "jayanti", "chaturthi",
                        "ashtami", "janmashtami", "leela", "lila", "jal"});
}

// Issue 18, sixteenth round: "Maa Durga ki kripa se", "Mata Sheetla ka prasad", "Maa Kali ke
// mandir": a mother word with no possessive before it, then a goddess's name, is the goddess
// invoked. "Meri maa Lakshmi ko bukhar hai" (a possessive) stays a person, as does a name
// that is no goddess's ("Maa Sunita ko").
bool goddess_invoked(std::string_view text, std::size_t begin, std::size_t end) {
  const std::string_view value = text.substr(begin, end - begin);
  if (value.find(' ') != std::string_view::npos ||
      !in_list(value, {"durga", "kali", "lakshmi", "laxmi", "saraswati", "santoshi", "vaishno", "sherawali",
                       "sheranwali", "ambe", "amba", "bhavani", "gauri", "sheetla", "shitala", "kamakhya",
                       "chamunda", "jwala", "mansa", "parvati", "ganga", "narmada", "jagdamba", "annapurna"})) {
    return false;
  }
  std::size_t b = 0;
  const std::string_view mother = word_ending_at(text, begin, b);
  if (!in_list(mother, {"maa", "ma", "mata", "mai", "maiya", "maiyya", "jai"})) {
    return false;
  }
  std::size_t bb = 0;
  return !in_list(word_ending_at(text, b, bb), {"meri", "mere", "mera", "hamari", "hamare", "apni", "apne",
                                                "my", "her", "his", "unki", "uski"});
}

bool devotional_greeting(std::string_view text, std::size_t begin, std::size_t end) {
  const std::string_view value = text.substr(begin, end - begin);
  const std::size_t space = value.find(' ');
  if (space == std::string_view::npos || value.find(' ', space + 1) != std::string_view::npos) {
    return false;
  }
  const std::string_view first = value.substr(0, space);
  const std::string_view second = value.substr(space + 1);
  const bool chant = (in_list(first, {"sita", "siya", "ram", "jai"}) && in_list(second, {"ram"})) ||
                     (in_list(first, {"radhe", "hare", "hari"}) && in_list(second, {"shyam", "krishna", "ram", "rama", "om"}));
  if (!chant) {
    return false;
  }
  // "Sita Ram, Sita Ram bolte rehte hain", "Ram Ram japte hain": said or chanted, anywhere
  if (in_list(word_at(text, end), {"bol", "bolo", "bolte", "bolta", "bolti", "bolna", "jap", "japo", "japte",
                                   "japta", "japti", "japna", "chant", "chants", "chanting", "chanted"})) {
    return true;
  }
  if (!(at_sentence_start(text, begin) || in_list(word_before(text, begin), {"jai", "bolo", "shri"}))) {
    return false;
  }
  std::size_t k = skip_blanks(text, end);
  if (in_list(word_at(text, k), {"ji"})) {
    k = skip_blanks(text, k + 2);
  }
  if (k >= text.size() || text[k] == '!' || text[k] == '.' || text[k] == '\n') {
    return true;
  }
  if (text[k] != ',') {
    return false;
  }
  const std::size_t n = skip_blanks(text, k + 1);
  return n >= text.size() || !is_digit(text[n]);  // "Sita Ram, 45/M" is a patient's line
}

std::size_t kin_given_name_end(std::string_view text, std::size_t i, std::size_t e) {
  if (!is_title_word(text.substr(i, e - i)) || !is_kin_name_word(text.substr(i, e - i))) {
    return 0;
  }
  const std::size_t n = skip_blanks(text, e);
  if (n == e || n >= text.size() || !is_ascii_upper(text[n])) {
    return 0;
  }
  const std::size_t ne = name_word_end(text, n);
  const std::string_view surname = text.substr(n, ne - n);
  if (ne == n || !is_title_word(surname) || is_name_stopword(surname) || names_a_term(text, n, ne, true)) {
    return 0;
  }
  const name_entry entry = name_lexicon(surname);
  if (entry.surname) {
    return ne;
  }
  // Review rv20: "Bapu Nadkarni came", "Seen with Bapu Nadkarni": a surname outside the lexicon
  // after the kin word, as the name reader takes one after a known given name ("Ashok
  // Nadkarni"). Not a word of the lexicons in another role, nor a place's or an institution's
  // word ("Bapu Nagar", "Amma Canteen"); a third capitalised word, or an institution's or an
  // eponym's word after it, makes the run a heading or a place's name.
  if (entry.known() || surname.size() < 4 || is_institution_word(surname) || is_eponym_follower(surname)) {
    return 0;
  }
  const std::size_t after = skip_blanks(text, ne);
  if (after < text.size() && is_ascii_upper(text[after])) {
    return 0;
  }
  const std::string_view following = word_at(text, ne);
  // Issue 18, sixteenth round: a case marker after the word ("Abbu Nasiruddin ko", "Paati
  // Valliammal ku") says code-mixed speech, where the kin word is the speaker's relation and
  // the word after it the person's given name (detect_kin_marked_names reads it alone).
  if (after > ne && is_name_case_marker(following)) {
    return 0;
  }
  return is_institution_word(following) || is_eponym_follower(following) ? 0 : ne;
}

}  // namespace cxs::domain::phi::detail
