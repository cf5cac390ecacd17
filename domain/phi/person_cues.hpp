#pragma once
// Internal to domain/phi/detect_context_names.cpp, detect_cued_names.cpp,
// detect_person_cues.cpp, detect_person_frames.cpp, detect_person_positions.cpp and
// detect_lower_case_names.cpp: the words around an unknown capitalised word that show it
// names a person (issue 18, second round), and the small word readers these files share.

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "domain/phi/detect.hpp"
#include "domain/phi/name_reader.hpp"

namespace cxs::domain::phi::detail {

inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Whether `word`, in any ASCII case, is one of the lower-case `list`. Compared in place:
// the word passes run it for most words of a text, and a lower-cased copy cost more than
// the comparisons.
inline bool in_list(std::string_view word, std::initializer_list<std::string_view> list) {
  for (const auto& item : list) {
    if (item.size() != word.size()) {
      continue;
    }
    std::size_t k = 0;
    while (k < word.size() && (is_ascii_upper(word[k]) ? static_cast<char>(word[k] - 'A' + 'a') : word[k]) == item[k]) {
      ++k;
    }
    if (k == word.size()) {
      return true;
    }
  }
  return false;
}

// A flagged lexicon name that in lower case is far more often an English function word:
// "more" (a Marathi surname) is the only flagged name among the 500 commonest English
// words. The lower-case paths that take flagged names after a cue skip it ("his son more
// or less").
inline bool is_function_word_name(std::string_view w) { return in_list(w, {"more"}); }

// The ASCII-letter word starting at or after `i` (blanks skipped); empty when none.
inline std::string_view word_at(std::string_view text, std::size_t i) {
  i = skip_blanks(text, i);
  std::size_t e = i;
  while (e < text.size() && is_ascii_alpha(text[e])) {
    ++e;
  }
  // "don't", "let's": an apostrophe inside a lower-case word; "Patil's" stays "Patil".
  if (e + 1 < text.size() && e > i && text[e] == '\'' && is_ascii_lower(text[e + 1]) &&
      is_ascii_lower(text[i])) {
    ++e;
    while (e < text.size() && is_ascii_alpha(text[e])) {
      ++e;
    }
  }
  return text.substr(i, e - i);
}

// True when `i` (a word's first byte) opens a sentence, a line or a clause after ':'.
inline bool at_sentence_start(std::string_view text, std::size_t i) {
  while (i > 0 && is_ascii_blank(text[i - 1])) {
    --i;
  }
  if (i == 0) {
    return true;
  }
  const char c = text[i - 1];
  return c == '\n' || c == '\r' || c == '.' || c == '?' || c == '!' || c == ':' || c == ';' ||
         c == '|' || c == '(' || c == '"' || c == '\'' ||
         static_cast<unsigned char>(c) == 0x94;  // last byte of an em or en dash
}

// Where a name at `i` really starts when initials or a name abbreviation stand before it
// ("K. Ramasamy", "A. K. Banerjee", "Mohd. Irfan"), else `i`; `initials` counts them.
[[nodiscard]] std::size_t start_with_initials(std::string_view text, std::size_t i, int& initials);

// An age or age/sex right after the word ending at `end` ("Anand, 45", "Ravi 32/M").
[[nodiscard]] bool age_follows(std::string_view text, std::size_t end);

/// A list's age glued to its sex after a name ("2) X 38F"); the caller checks the list's layout
/// (a numbered item or a bed number before the name), since "Foley 14F" is a gauge.
[[nodiscard]] bool glued_age_sex_follows(std::string_view text, std::size_t end);

// A verb only a person takes right after it, at a sentence start ("Ramesh complains ...").
[[nodiscard]] bool person_predicate_follows(std::string_view text, std::size_t end);

// "and his/her <relation>" right after it.
/// A kinship abbreviation of a form ("S/o", "d/o", "W/O": son, daughter, wife of) at `k`:
/// the capitalised words before it are a person's name ("Sangeetha d/o Palanisamy").
[[nodiscard]] bool kinship_abbreviation_at(std::string_view text, std::size_t k);

[[nodiscard]] bool relation_follows(std::string_view text, std::size_t end);
/// A chat transcript's speaker label after the words ending at `end`: a colon and the
/// speaker's address to the doctor or a greeting ("Nusrat: doctor sahab ...";
/// person_shapes.cpp).
[[nodiscard]] bool speaker_label(std::string_view text, std::size_t end);
/// The staff a transcript labels by their role ("Pharmacist: hi, ..."; person_shapes.cpp).
[[nodiscard]] bool is_speaking_role(std::string_view word);
/// A register cell's sex before its age ("F/48", "M/62") at `i` (person_shapes.cpp).
[[nodiscard]] bool sex_then_age_at(std::string_view text, std::size_t i);
/// One word closing the clause after a hospital's or a college's word and a comma or "in/at"
/// ("District Hospital, Rewa."): the institution's town, no person (person_shapes.cpp).
[[nodiscard]] bool town_of_institution(std::string_view text, std::size_t begin, std::size_t end);

// A handover's bed number right before or after it ("Bed 12 Ramesh", "Ramesh (bed 12)").
[[nodiscard]] bool bed_number_before(std::string_view text, std::size_t i);
[[nodiscard]] bool bed_number_after(std::string_view text, std::size_t end);

// Issue 18, third round: grammar that makes a capitalised word a person.
// "X's mother", "X's fever": a possessive before a relation or a health noun (an eponym
// takes "disease", "palsy", "sign" ... instead).
[[nodiscard]] bool personal_possessive_follows(std::string_view text, std::size_t end);

// Whether a dosage form ("Tab", "Cap.", "Syp", "Inj", "Oint"; the full words capitalised)
// stands right before `i`: the words after it are a brand ("Tab Arjuna 500 mg").
[[nodiscard]] bool follows_dosage_form(std::string_view text, std::size_t i);

// A title-case relation noun opening the sentence right before `i` ("Grandfather X").
[[nodiscard]] bool relation_opens_sentence_before(std::string_view text, std::size_t i);

// "X, a goat herder, ...", "X, an auto driver": an apposition naming an occupation or a
// person noun right after the comma (issue 18, tenth round).
[[nodiscard]] bool occupation_apposition_follows(std::string_view text, std::size_t end);

// "X (wife)", "X (daughter-in-law)": the relation in parentheses after it.
[[nodiscard]] bool relation_in_parentheses(std::string_view text, std::size_t end);

// The object of a verb only a person takes ("Told X to fast", "asked X about", "spoke
// with X", "counselled X."), for the word [i, end).
[[nodiscard]] bool person_object(std::string_view text, std::size_t i, std::size_t end);

// Issue 18, eleventh round (detect_person_frames.cpp). A word closing its clause after
// "for/to/by" and a verb whose beneficiary, recipient or agent is a person ("translate for
// X.", "handed the keys to X.", "the bill was settled by X.").
[[nodiscard]] bool clause_end_beneficiary(std::string_view text, std::size_t i, std::size_t end);
// The object of a line's opening verb of meeting before people or a place a person stands
// in ("Seen X with the family", "Saw X in the corridor").
[[nodiscard]] bool seen_with_people(std::string_view text, std::size_t i, std::size_t end);
// Two capitalised words opening a sentence, joined by "and", before a verb and "their"
// ("X and Y brought their son"): the first of them, [i, end).
[[nodiscard]] bool pair_before_their(std::string_view text, std::size_t i, std::size_t end);

// Issue 18, fourteenth round (detect_person_positions.cpp). The one-word object of a request
// to see or review a patient, or of a verb that sends one on ("Please see X and advise",
// "referred X to the chest clinic"), for the word [i, end).
[[nodiscard]] bool sees_or_sends_patient(std::string_view text, std::size_t i, std::size_t end);
// A person's record before "of" ("The ECG of X", "discharge summary of X"); not an organ or a
// specimen ("MRI of Brain").
[[nodiscard]] bool record_of_person(std::string_view text, std::size_t i, std::size_t end);
// After a sentence's first word: seen by a doctor or in a clinic, or a plan addressed to it
// ("X was seen by me", "X is to avoid lifting").
[[nodiscard]] bool passive_person_follows(std::string_view text, std::size_t end);
// A common Hindi or Hinglish noun, role or pronoun that opens a sentence before "ne"/"ko"
// ("Police ne", "Sister ne", "Raat ko"): no person's name.
[[nodiscard]] bool is_common_hinglish_agent(std::string_view w);
/// A slip's or a register's cell before an age and sex ("Token 31 X 52 M", "| X | 45 | F").
void detect_slip_cells(std::string_view text, std::vector<candidate>& out);
/// A group chat's mention: "@X" opening a word names a member ("@Pinky sister, bed 9 ...").
void detect_chat_mentions(std::string_view text, std::vector<candidate>& out);
// Issue 18, sixteenth round: a word between a family word of any Indian language and a case
// marker ("Aaji Sakhubai la", "bitiya Sonamati ke", "Abbu Nasiruddin ko") names a person
// (detect_kin_names.cpp).
void detect_kin_marked_names(std::string_view text, std::vector<candidate>& out);
// Issue 18, round 19: clauses that make a capitalised word a person whatever word it spells
// ("X, who ...", "X (room 5) has not eaten", "X, Y and Z had loose stools", "X aur Y dono",
// "X ke naam"; person_clauses.cpp): asked by the word pass for the run of capitalised words at
// `i` that no other cue took; true when it added names.
[[nodiscard]] bool names_by_clause(std::string_view text, std::size_t i, std::vector<candidate>& out);
// A condition of the terminology tables within the next five words of the clause that starts at
// `from` ("... had loose stools after the mess dinner"; person_clauses.cpp): the predicate that
// makes a "has"/"had" subject a person rather than a thing.
[[nodiscard]] bool condition_within_clause(std::string_view text, std::size_t from);
// Whether a "his"/"her"/"him"/"himself"/"herself" comes within the next `words_ahead` words of the
// clause at `i` (a comma, a clause mark or a line break ends it; detect_person_cues.cpp): the
// subject before it is a person the clause goes on to speak of.
[[nodiscard]] bool own_pronoun_in_clause(std::string_view text, std::size_t i, int words_ahead);
// The case markers and postpositions read there, in lower case ("ko", "ku", "la", "er", "lai").
[[nodiscard]] bool is_name_case_marker(std::string_view w);

// A time adverb alone before `i` at a sentence start ("Yesterday X complained ..."):
// the subject still opens its clause.
[[nodiscard]] bool opens_clause_after_adverb(std::string_view text, std::size_t i);

// Cheap first test: could any person cue above hold for the word [i, e)?
[[nodiscard]] bool may_have_person_cue(std::string_view text, std::size_t i, std::size_t e, int initials);

// --- word readers the lower-case passes share with the word pass ---

// End of the lower-case word at `i`.
inline std::size_t name_word_end_lower(std::string_view text, std::size_t i) {
  while (i < text.size() && is_ascii_lower(text[i])) {
    ++i;
  }
  return i;
}

// The word after a span, past a possessive 's and blanks.
inline std::string_view word_after(std::string_view text, std::size_t end) {
  if (text.substr(end, 2) == "'s") {
    end += 2;
  } else if (text.substr(end, 4) == "\xE2\x80\x99s") {
    end += 4;
  }
  return word_at(text, end);
}

// Community health roles named by a word that is also a given name ("Asha didi").
inline bool is_role(std::string_view name, std::string_view next) {
  return in_list(name, {"asha", "mitanin", "anganwadi", "sahiya"}) &&
         in_list(next, {"worker", "workers", "didi", "karyakarta", "sahyogini", "facilitator",
                        "sahayika", "bahen", "behen", "sister"});
}

// Body parts and health words a person's genitive precedes in Hinglish ("X ki aankh").
inline bool is_personal_health_noun(std::string_view w) {
  return in_list(w, {"aankh", "aankhon", "kaan", "naak", "pet", "sir", "haath", "pair", "pairon",
                     "daant", "gala", "gale", "munh", "muh", "chehra", "chehre", "seena", "seene",
                     "kamar", "ghutna", "ghutne", "ungli", "twacha", "khoon", "peshab", "dil",
                     "sugar", "bp", "weight", "wajan", "bukhar", "dard", "report", "reports",
                     "test", "xray", "x", "operation", "ilaj", "dawai", "teeka", "vaccine",
                     "tabiyat", "tabiyet", "haalat", "sans", "saans", "dhadkan", "neend",
                     "surgery", "dialysis", "chemo", "sonography", "ultrasound",
                     "plaster", "periods", "mahwari", "ulti", "khansi", "sugar", "pairon",
                     // a person's relations ("X ki mummy bol rahi hai"): a thing has none
                     "mummy", "mumma", "maa", "papa", "pati", "patni", "biwi", "beti", "beta",
                     "behen", "bahen", "dadi", "nani", "dada", "nana", "sasur", "saas",
                     // Urdu and other forms ("X ki ammi", "X ke abbu")
                     "ammi", "ammijaan", "abbu", "abba", "abbajaan", "amma", "appa", "bhabhi",
                     "chacha", "chachi", "mama", "mami", "bhai", "didi", "bahu", "damad"});
}

// The short Hindi names of weekdays that are also given names ("Mangal", "Shani", "Budh"):
// before "ko" they are a day ("Mangal ko aana": come on Tuesday).
inline bool is_weekday_short_form(std::string_view w) {
  return in_list(w, {"mangal", "budh", "guru", "shukra", "shani", "som"});
}

// Case markers of other Indian languages after a person's name: the Tamil dative "ku/kku",
// the Bengali genitive "er", the Punjabi "di/da/de/nu", the Marathi "chi/cha/che/la", the
// Gujarati "ni/nu/na/ne". Read with a health noun after them only.
inline bool is_regional_case_marker(std::string_view w) {
  return in_list(w, {"ku", "kku", "er", "di", "da", "de", "nu", "chi", "cha", "che", "la", "ni",
                     "na"});
}

// English health words that code-mixed speech keeps after a person's case marker ("X ku
// saturation 88", "X er creatinine", "X di sugar"): a person's readings and papers.
inline bool is_english_health_noun(std::string_view w) {
  return in_list(w, {"saturation", "sats", "spo2", "creat", "creatinine", "hb", "fever", "bp",
                     "sugar", "sugars", "ecg", "echo", "lft", "kft", "rft", "cbc", "scan", "ct",
                     "mri", "usg", "biopsy", "wound", "dressing", "discharge", "pain", "urine",
                     "stool", "temperature", "temp", "pulse", "report", "reports", "bill",
                     "consent", "blood", "platelet", "platelets", "x-ray", "xray", "bp"});
}

// Verbs of telling and preferring ("said", "told", "agreed", "insisted", "prefers"): a person's,
// but a role says them too ("Radiographer said ..."), so they count only after a leading time
// adverb ("Later X said ...") or for a name of the lexicons.
inline bool telling_verb_follows(std::string_view text, std::size_t end) {
  return in_list(word_at(text, end), {"said", "told", "agreed", "insisted", "insists", "prefers",
                                      "preferred"});
}

// What a patient does or how a patient is, after a lexicon name opening a sentence ("Ruby
// was seen in the physio room", "Violet received cycle 3", "Hope is doing well", "Munna
// still has loose stools"). Weaker than person_predicate_follows: a sample is received and
// an organ is seen, so only a name of the lexicons (one flagged as a word too) takes them.
inline bool patient_state_follows(std::string_view text, std::size_t end) {
  const std::string_view verb = word_at(text, end);
  if (in_list(verb, {"received", "attended", "slept", "ate", "tolerated"})) {
    return true;
  }
  const std::string_view then = word_at(text, skip_blanks(text, end) + verb.size());
  if (in_list(verb, {"was", "is"})) {
    return in_list(then, {"seen", "doing", "better", "worse", "stable", "afebrile", "comfortable"});
  }
  return in_list(verb, {"still"}) && in_list(then, {"has", "complains", "coughs", "cries", "feels"});
}

// What only a person does or is, after a title-case lexicon name (one flagged as a common
// word too) opening a sentence, in the shapes of an English clause that a romanised word
// ("mamta", "daya", "bindu") or a god's name never takes (issue 18, sixteenth round):
// - a negated auxiliary: "Sawan has not passed urine", "X did not take", "X cannot walk";
// - a passive that keeps its object, said of a recipient: "X was given the second dose",
//   "X was explained the risks" (a drug "was given" alone or "at 2 pm");
// - a verb of understanding or a future visit: "X understood the timing", "X will come
//   tomorrow", "X asked about the report";
// - a body's state: "X is breathless on walking", "X was drowsy";
// - a bed in the ward: "X from bed 4 is asking".
// Only for names of the lexicons: an unknown capitalised word is checked by
// person_predicate_follows, which a heading or a role may open.
inline bool lexicon_subject_predicate_follows(std::string_view text, std::size_t end) {
  const std::string_view verb = word_at(text, end);
  const std::size_t k = skip_blanks(text, end) + verb.size();
  const std::string_view then = word_at(text, skip_blanks(text, k));
  if (in_list(verb, {"has", "had", "did", "does", "could", "can", "will", "would"}) &&
      in_list(then, {"not", "never"})) {
    // a person's doing denied ("X did not take her tablets"), not a passive or a state that a
    // thing is in too ("The Ganga has not been cleaned", "Hope is not lost")
    const std::string_view done = word_at(text, skip_blanks(text, skip_blanks(text, k) + then.size()));
    return !done.empty() && !in_list(done, {"been", "be", "yet"});
  }
  if (in_list(verb, {"cannot"})) {
    return !in_list(then, {"be"});
  }
  if (in_list(verb, {"was", "is"})) {
    if (in_list(then, {"given", "offered", "shown", "taught", "explained"})) {
      const std::string_view object = word_at(text, skip_blanks(text, skip_blanks(text, k) + then.size()));
      return in_list(object, {"the", "a", "an", "her", "his", "two", "one", "first", "second", "third",
                              "both", "all"});
    }
    return in_list(then, {"breathless", "drowsy", "pale", "conscious", "alert", "oriented", "irritable",
                          "febrile", "jaundiced", "dehydrated", "tired", "weak", "unable", "confused",
                          "restless", "ambulant", "ambulatory", "crying", "upset", "scared", "afraid"});
  }
  if (in_list(verb, {"will"})) {
    return in_list(then, {"come", "go", "stay", "return", "bring", "call", "visit", "follow", "report"});
  }
  if (in_list(verb, {"from", "in", "on"})) {
    // "X from bed 4": the bed's number follows
    const std::size_t n = skip_blanks(text, skip_blanks(text, k) + then.size());
    return in_list(then, {"bed"}) && n < text.size() && is_digit(text[n]);
  }
  return in_list(verb, {"understood", "remembered", "asked", "wondered", "worries", "worried"});
}

/// The lower-case passes (detect_lower_case_names.cpp): Hinglish case markers after a
/// lexicon name ("ravi ko"), and names in dictation typed without capitals.
void detect_lower_case_markers(std::string_view text, std::vector<candidate>& out);

// --- shared by the cue pass (detect_cued_names.cpp) and the word pass (detect_context_names.cpp)

// First letter upper case and some lower-case letter: "Ramesh", "D'Souza", not "HIV".
bool is_title_word(std::string_view w);
/// Review rv18: the end of a name opened by a kin word [i, e) that a surname of the lexicon
/// follows ("Appa Rao", "Achan Thomas"; the surname may also be a word, as after a given
/// name), or 0. Alone or before a postposition the kin word stays the family's ("Appa ki
/// dawai", "Amma's scan"), a stopword.
[[nodiscard]] std::size_t kin_given_name_end(std::string_view text, std::size_t i, std::size_t e);
// Forms of address that follow a name: "Ramesh ji", "Rafiq bhai", "Sushila aunty".
bool is_address_suffix(std::string_view w);
// The ASCII word that ends right before `i` (blanks skipped); empty when none.
std::string_view word_before(std::string_view text, std::size_t i);

// The ASCII word ending right before `at` (blanks skipped) and, in `begin`, where it starts;
// empty at a clause mark, so that a frame read backwards never reaches over punctuation.
inline std::string_view word_ending_at(std::string_view text, std::size_t at, std::size_t& begin) {
  while (at > 0 && is_ascii_blank(text[at - 1])) {
    --at;
  }
  std::size_t b = at;
  while (b > 0 && is_ascii_alpha(text[b - 1])) {
    --b;
  }
  begin = b;
  return text.substr(b, at - b);
}
// Accepts the name read at `i` when it passes the checks every path shares (an acronym, an
// eponym or role after it, an institution or place, a term); `weak_cue` also looks at the
// words around for a term.
void add_name(std::string_view text, std::size_t i, std::vector<candidate>& out, bool weak_cue = false);
// The cue pass: names right after a cue (relations, "patient", greetings, sign-offs,
// vocatives, "Main X hoon", a signature dash).
void detect_cued(std::string_view text, std::vector<candidate>& out);
void detect_lower_case_dictation(std::string_view text, std::vector<candidate>& out);
// A god's name in an idiom or observance with the lower-case noun `next` ("Lakshman rekha"),
// and a greeting chanting two divine names ("Sita Ram, doctor sahib"): no person
// (detect_person_frames.cpp, probe round 18).
bool devotional_idiom(std::string_view value, std::string_view next);
bool devotional_greeting(std::string_view text, std::size_t begin, std::size_t end);
// "Maa Durga ki kripa": a goddess invoked after a mother word without a possessive (no person).
bool goddess_invoked(std::string_view text, std::size_t begin, std::size_t end);

}  // namespace cxs::domain::phi::detail
