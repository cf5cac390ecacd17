// Shapes of the words around a capitalised word that the word pass and the cue checks read
// to say whether it is a person (moved out of detect_person_cues.cpp and
// detect_context_names.cpp, which had grown past 700 lines, issue 18 sixteenth round): a
// register cell's sex before its age, a relation in apposition, the town after a hospital's
// name, and a chat transcript's speaker label (moved from detect_context_names.cpp, round 19).
// Declared in person_cues.hpp.

#include <cstddef>
#include <string_view>

#include "domain/phi/detect.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {

// A register's sex written before the age, as many printed forms order the cell: "F/48",
// "M/62" (issue 18, sixteenth round). A capital M or F alone, a slash, an age of 1 to 120,
// then no more digits or letters: "M/3 units" or "F/12 weeks" would need a unit word first,
// and a dose or a fraction ("1/2") has no sex letter.
bool sex_then_age_at(std::string_view text, std::size_t i) {
  if (i + 2 >= text.size() || (text[i] != 'M' && text[i] != 'F') || text[i + 1] != '/' ||
      (i > 0 && is_ascii_alpha(text[i - 1]))) {
    return false;
  }
  std::size_t e = i + 2;
  int age = 0;
  while (e < text.size() && is_digit(text[e]) && e - i < 6) {
    age = age * 10 + (text[e] - '0');
    ++e;
  }
  if (e == i + 2 || e - i > 5 || age == 0 || age > 120 || text[i + 2] == '0') {
    return false;
  }
  if (e < text.size() && (is_ascii_alpha(text[e]) || is_digit(text[e]))) {
    return false;
  }
  // not a fraction's or a date's part: "F/48/2" is no cell
  return e >= text.size() || text[e] != '/';
}

// "Hetal and her husband", "to Srinivasa Rao and his son", "Sunil, her husband,": a
// relation of the word read.
bool relation_follows(std::string_view text, std::size_t end) {
  std::size_t k = skip_blanks(text, end);
  if (k < text.size() && text[k] == ',') {
    k = skip_blanks(text, k + 1);  // "Sunil, her husband, called": an apposition
  } else if (in_list(word_at(text, k), {"and"})) {
    k = skip_blanks(text, k + 3);
  } else {
    return false;
  }
  const std::string_view possessive = word_at(text, k);
  if (!in_list(possessive, {"his", "her", "the"})) {
    return false;
  }
  k = skip_blanks(text, k + possessive.size());
  std::string_view relation = word_at(text, k);
  if (possessive == "the") {
    // "Bindu, the younger sister, will stay" (issue 18, sixteenth round): an apposition
    // naming the person's place in the family, after a comma only ("X and the son" is a
    // list). "the" with a relation alone after a comma also holds ("X, the wife, says"),
    // never a role or a thing ("Wilson, the disease").
    if (text[skip_blanks(text, end)] != ',') {
      return false;
    }
    if (in_list(relation, {"elder", "younger", "eldest", "youngest", "only", "little", "older"})) {
      k = skip_blanks(text, k + relation.size());
      relation = word_at(text, k);
    }
  }
  return in_list(relation, {"husband", "wife", "son", "daughter", "mother", "father",
                            "brother", "sister", "parents", "children", "family",
                            "attendant", "relatives"});
}

// "Referred to District Hospital, Rewa.", "Memorial Hospital in Rewa": one word closing the
// clause right after a hospital's or a college's word, with a comma or "in/at" between, is the
// town the institution stands in, whatever given name it also spells (issue 18, sixteenth
// round). A clause that goes on ("Hospital, Ramesh was anxious") is not read so.
bool town_of_institution(std::string_view text, std::size_t begin, std::size_t end) {
  if (text.substr(begin, end - begin).find(' ') != std::string_view::npos) {
    return false;  // one word only
  }
  const std::size_t k = skip_blanks(text, end);
  if (!(k >= text.size() || text[k] == '.' || text[k] == ',' || text[k] == ';' || text[k] == ')' ||
        text[k] == '\n' || text[k] == '\r')) {
    return false;
  }
  std::size_t at = begin;
  while (at > 0 && is_ascii_blank(text[at - 1])) {
    --at;
  }
  if (at > 0 && text[at - 1] == ',') {
    --at;
  } else {
    std::size_t b = 0;
    if (!in_list(word_ending_at(text, at, b), {"in", "at"})) {
      return false;
    }
    at = b;
  }
  std::size_t b = 0;
  return in_list(word_ending_at(text, at, b),
                 {"hospital", "clinic", "college", "institute", "centre", "center", "labs", "lab", "pathlabs",
                  "medicals", "diagnostics", "polyclinic", "dispensary", "aiims", "pgi", "pgimer", "university",
                  "phc", "chc", "uphc", "sanatorium"});
}

// The staff and helpers a transcript labels by their role ("Pharmacist: hi, ..."): the stop
// words hold "patient", "mother", "attendant"; these are the rest (review rv15).
bool is_speaking_role(std::string_view word) {
  return in_list(word, {"pharmacist", "receptionist", "technician", "technologist", "counsellor", "counselor",
                        "interpreter", "translator", "operator", "coordinator", "physiotherapist", "dietician",
                        "dietitian", "volunteer", "paramedic", "driver", "guard", "clerk", "helper", "agent",
                        "executive", "staff", "nurse", "sister", "midwife", "resident", "intern", "registrar",
                        "consultant", "surgeon", "physician", "therapist", "radiographer", "phlebotomist"});
}

// A chat transcript's speaker label: words opening a line end at a colon followed by the
// speaker's address to the doctor or a greeting ("Nusrat: doctor sahab dawai khatam",
// "[10:02] Harish Chauhan: sir, audio is clear"). A form's field ("Plan: review", "Chest:
// clear") is followed by none of them.
bool speaker_label(std::string_view text, std::size_t end) {
  if (end >= text.size() || text[end] != ':') {
    return false;
  }
  const std::size_t k = skip_blanks(text, end + 1);
  const std::string_view word = word_at(text, k);
  if (in_list(word, {"doctor", "dr", "doc"})) {
    // addressed ("doctor sahab", "doctor, ...", "doctor ji"), not a form naming its doctor
    // ("Anaesth: Dr Shalini Rao", "Ref: Doctor Mehta")
    const std::size_t after = k + word.size();
    // Nothing after the word but blanks is no address, as nothing at all is not ("Ref: Dr ").
    const std::size_t next = skip_blanks(text, after);
    return next < text.size() && text[after] != '.' && !is_ascii_upper(text[next]);
  }
  if (word == "good") {
    // a greeting only with its time of day: a form's field is rated "good" ("Appetite: good",
    // "Compliance: good", "Air Entry: good bilaterally"; review rv15)
    const std::string_view when = word_at(text, skip_blanks(text, k + word.size()));
    return in_list(when, {"morning", "afternoon", "evening", "day", "night"});
  }
  return in_list(word, {"sir", "madam", "mam", "maam", "ma'am", "hello", "hi", "namaste", "namaskar",
                        "vanakkam", "salaam", "thank", "thanks"});
}

}  // namespace cxs::domain::phi::detail
