// Issue 18, eighteenth round: slots only a place, a rite or a person fills (place_slots.hpp).
#include "domain/phi/place_slots.hpp"

#include <cstddef>
#include <string_view>

#include "domain/phi/lexicon.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {

bool names_a_rite_or_place(std::string_view next) {
  if (next.size() < 3 || next.size() > 9) {
    return false;
  }
  // by first letter first: add_name asks it for every name read
  switch (is_ascii_upper(next.front()) ? static_cast<char>(next.front() - 'A' + 'a') : next.front()) {
    case 'a':
      return in_list(next, {"arishta", "asava", "avaleha"});  // Ayurvedic forms ("Draksha arishta")
    case 'b':
      return in_list(next, {"basti", "bhasma"});  // "Ambedkar basti", "Swarna bhasma"
    case 'c':
      return in_list(next, {"chowk", "churna", "churan"});  // "Hanuman chowk", "Triphala churna"
    case 'd':
      return in_list(next, {"dham", "dargah", "darshan"});  // "Kedarnath dham"
    case 'g':
      return in_list(next, {"ghat", "gaon", "gurudwara", "ghanvati", "guggulu", "ghrita"});
    case 'j':
      return in_list(next, {"jayanti"});  // "Mahavir jayanti"
    case 'k':
      return in_list(next, {"katha", "kadha", "ksheerpak"});  // "Satyanarayan katha"
    case 'm':
      return in_list(next, {"mandir", "masjid", "mela", "mohalla"});
    case 'p':
      return in_list(next, {"puja", "pujan", "poojan", "paath", "panchayat"});  // "Lakshmi puja"
    case 't':
      return in_list(next, {"temple", "tola", "tehsil", "taluka", "thana"});  // "Ambedkar tola"
    case 'v':
      return in_list(next, {"vati"});  // "Brahmi vati"
    case 'y':
      return in_list(next, {"yatra", "yatri", "yatris"});  // "Amarnath yatri"
    default:
      return false;
  }
}

bool follows_place_label(std::string_view text, std::size_t begin) {
  std::size_t k = begin;
  if (k == 0) {
    return false;
  }
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  if (k > 0 && text[k - 1] == '.') {
    --k;  // "vill. X", "dist. X", "Tq. X"
  }
  std::size_t b = k;
  while (b > 0 && is_ascii_alpha(text[b - 1])) {
    --b;
  }
  const std::string_view label = text.substr(b, k - b);
  if (label.empty() || label.size() > 8) {
    return false;
  }
  // by first letter first: add_name asks it for every name read
  const char first = static_cast<char>(label.front() | 0x20);
  if (first != 'v' && first != 'g' && first != 'm' && first != 'p' && first != 'd' && first != 't' && first != 'z' &&
      first != 'o') {
    return false;
  }
  if (label == "PS" || ((label == "O" || label == "o") && b >= 2 && text[b - 1] == '.' &&
                        (text[b - 2] == 'P' || text[b - 2] == 'p')) ||
      ((label == "P" || label == "p") && (text.substr(begin, 2) == "O." || text.substr(begin, 2) == "o."))) {
    return true;  // a police station ("PS Kotwali"), a post office written "P.O. X" (the name
                  // reader may take its "O." for an initial)
  }
  return in_list(label, {"vill", "village", "gram", "mohalla", "mohallah", "po", "dist", "distt", "district", "tehsil",
                         "teh", "taluka", "taluk", "tq", "tal", "thana", "zila", "zilla", "mauza", "mouza"});
}

// "Pooja ke liye upvas", "Lakshmi ka vrat", "Durga ki prasad": a Hindi genitive or "ke liye" and
// then the rite's fast, offering or festival make the word before them the rite (review phi21).
bool rite_genitive_follows(std::string_view text, std::size_t end) {
  std::size_t k = skip_blanks(text, end);
  for (int words = 0; words < 3; ++words) {
    const std::string_view w = word_at(text, k);
    if (w.empty() || w.size() > 7) {
      return false;
    }
    if (in_list(w, {"upvas", "upvaas", "vrat", "prasad", "prasadam", "samagri", "havan", "thali", "tyohar"})) {
      return words > 0;
    }
    if (!in_list(w, {"ke", "ka", "ki", "liye", "wala", "wali", "vala", "vali"})) {
      return false;
    }
    k = skip_blanks(text, k + w.size());
  }
  return false;
}

bool repeat_inside_a_place_name(std::string_view text, std::size_t end) {
  if (rite_genitive_follows(text, end)) {
    return true;
  }
  std::size_t k = end;
  for (int words = 0; words < 3; ++words) {
    if (k >= text.size() || text[k] != ' ') {
      return false;
    }
    const std::string_view next = word_at(text, k + 1);
    if (next.empty()) {
      return false;
    }
    if (names_a_rite_or_place(next) || is_institution_word(next)) {
      return true;
    }
    if (!is_ascii_upper(next.front())) {
      return false;  // "Sunita said": the run ended on a lower-case word that names nothing
    }
    k = k + 1 + next.size();
  }
  return false;
}

}  // namespace cxs::domain::phi::detail

namespace cxs::domain::phi::detail {
namespace {

// "broke her wrist", "twisted his ankle": a verb of hurting, losing or moving one's own body
// right before the subject's own possessive.
bool own_body_verb_follows(std::string_view text, std::size_t end) {
  const std::size_t k = skip_blanks(text, end);
  const std::string_view verb = word_at(text, k);
  const std::size_t p = skip_blanks(text, k + verb.size());
  if (verb.size() < 3 || p == k + verb.size() || !in_list(word_at(text, p), {"his", "her"})) {
    return false;  // the possessive first: it is rarer than the verbs
  }
  if (!in_list(verb, {"broke", "breaks", "twisted", "sprained", "hurt", "hurts", "injured", "cut", "burnt", "burned",
                      "bumped", "scraped", "bruised", "fractured", "dislocated", "lost", "opened", "raised", "lifted",
                      "moved", "scratched", "washed", "shaved"})) {
    return false;
  }
  return true;
}

// "from the third floor", "from the packing section", "from ward 5", "from bed 4": where in a
// building or a register the subject comes from; the index after it, or npos.
std::size_t after_origin_phrase(std::string_view text, std::size_t end) {
  std::size_t k = skip_blanks(text, end);
  if (word_at(text, k) != "from") {
    return std::string_view::npos;
  }
  k = skip_blanks(text, k + 4);
  for (int words = 0; words < 4; ++words) {
    const std::string_view w = word_at(text, k);
    if (w.empty()) {
      return std::string_view::npos;
    }
    const std::size_t after = k + w.size();
    if (in_list(w, {"floor", "section", "ward", "room", "hostel", "class", "department", "office", "shift", "unit",
                    "bed", "wing", "team", "quarters", "block", "barrack", "cell"})) {
      std::size_t n = skip_blanks(text, after);
      while (n < text.size() && is_digit(text[n])) {
        ++n;  // "ward 5", "bed 12"
      }
      return n;
    }
    if (!is_ascii_lower(w.front()) || in_list(w, {"and", "with", "to", "who", "was", "is", "has"})) {
      return std::string_view::npos;
    }
    k = skip_blanks(text, after);
  }
  return std::string_view::npos;
}

bool vocative_pronoun_follows(std::string_view text, std::size_t begin, std::size_t end) {
  const std::size_t c = skip_blanks(text, end);
  if (c >= text.size() || text[c] != ',') {
    return false;
  }
  if (!in_list(word_at(text, c + 1), {"you", "your", "tum", "tu", "tanne", "tane", "tumne", "aap", "aapne", "aapko",
                                      "aapka", "aapki", "tumhara", "tumhari", "tera", "teri", "tujhe", "tumhe",
                                      "tumko", "tame", "tamne", "tumi", "tomar", "nee", "neenga", "ningal",
                                      "neevu", "meeru", "tumhi"})) {
    return false;
  }
  std::size_t k = begin;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  std::size_t b = 0;
  const std::string_view before = word_ending_at(text, k, b);
  // after a lower-case word of the sentence ("theek hai X,", "ke baat X,"): not inside a run of
  // capitals or after an initial ("H. Pylori, …", "Graves' Disease, …")
  return !before.empty() && is_ascii_lower(before.front()) && k == b + before.size() &&
         !in_list(before, {"in", "at", "from", "to", "near", "after", "before", "with", "on", "for", "of"});
}

}  // namespace

// What hurts a body without being a person: a fall, an animal, a tool ("Fall fractured his hip",
// "Glass cut her foot", "Bull injured his thigh").
bool injures_a_body(std::string_view subject) {
  return in_list(subject, {"fall", "glass", "knife", "blade", "sickle", "axe", "nail", "wire", "stone", "brick",
                           "door", "machine", "accident", "dog", "cat", "cow", "bull", "buffalo", "goat", "monkey",
                           "snake", "scorpion", "bee", "fire", "stove", "oil", "water", "acid", "tractor", "bike",
                           "car", "bus", "truck", "cycle", "ball", "bat"});
}

// "has been vomiting", "is crying", "was refusing": what only a person keeps doing.
bool person_progressive_follows(std::string_view text, std::size_t end) {
  std::size_t k = skip_blanks(text, end);
  if (k >= text.size() || (text[k] != 'h' && text[k] != 'i' && text[k] != 'w' && text[k] != 'k')) {
    return false;  // "has/had/is/was/keeps/kept" by first letter first
  }
  std::string_view w = word_at(text, k);
  if (!in_list(w, {"has", "had", "is", "was", "keeps", "kept"})) {
    return false;
  }
  k = skip_blanks(text, k + w.size());
  w = word_at(text, k);
  if (in_list(w, {"been"})) {
    k = skip_blanks(text, k + w.size());
    w = word_at(text, k);
  }
  return in_list(w, {"vomiting", "crying", "complaining", "refusing", "asking", "eating", "drinking", "wetting",
                     "fainting", "breastfeeding", "smoking", "sleeping", "walking", "limping", "scratching",
                     "skipping", "missing", "shouting", "screaming"});
}


bool opens_reported_clause(std::string_view text, std::size_t begin) {
  if (begin < 6 || text.substr(begin - 5, 5) != "that ") {
    return false;  // one comparison first: the gate of the person cues asks it for every capital
  }
  std::size_t b = 0;
  const std::string_view that = word_ending_at(text, begin, b);
  if (that != "that") {
    return false;
  }
  std::size_t vb = 0;
  return in_list(word_ending_at(text, b, vb), {"says", "said", "reports", "reported", "tells", "told", "mentions",
                                               "mentioned", "informs", "informed", "noticed", "notices", "feels",
                                               "felt", "complains", "complained", "states", "stated"});
}

// A sentence opened by a phrase of time or place before the subject: "On the ward round X …",
// "During the camp X …", "After the fall, X …" (up to five lower-case words after the preposition).
bool opens_clause_after_phrase(std::string_view text, std::size_t begin) {
  std::size_t k = begin;
  while (k > 0 && (is_ascii_blank(text[k - 1]) || text[k - 1] == ',')) {
    --k;
  }
  const std::size_t last = k;  // end of the phrase's last word
  // a byte scan back over lower-case words and blanks to the preposition's capital
  while (k > 0 && last - k < 32 && (is_ascii_lower(text[k - 1]) || text[k - 1] == ' ')) {
    --k;
  }
  if (k == 0 || !is_ascii_upper(text[k - 1])) {
    return false;
  }
  const std::size_t b = k - 1;
  std::size_t e = k;
  while (e < last && is_ascii_lower(text[e])) {
    ++e;
  }
  return e < last && text[e] == ' ' && in_list(text.substr(b, e - b), {"on", "during", "at", "after", "before", "in",
                                                                       "since", "over", "through"}) &&
         at_sentence_start(text, b);
}

// Nouns of people a list of names stands in apposition to: "The twins, X and Y, both have …".
bool is_people_noun(std::string_view w) {
  return w.size() >= 4 && in_list(w, {"twins", "triplets", "children", "kids", "sons", "daughters", "brothers",
                                      "sisters", "boys", "girls", "parents", "siblings", "grandchildren", "couple",
                                      "patients", "cousins"});
}

// Nouns of places a list of names stands in apposition to: "The towns, X and Y, have no …".
bool is_place_noun(std::string_view w) {
  return w.size() >= 5 && in_list(w, {"towns", "villages", "cities", "districts", "tehsils", "blocks", "places",
                                      "areas", "states", "hamlets", "mohallas", "wards"});
}

// The noun a list of names stands in apposition to, "twins" of "The twins, X and Y," / "Her
// children, X, Y and Z, …", or empty. Walks back over the list's capitalised words, commas and
// "and" to the comma after the noun.
std::string_view apposition_noun(std::string_view text, std::size_t begin) {
  std::size_t k = begin;
  for (int steps = 0; steps < 5; ++steps) {
    while (k > 0 && is_ascii_blank(text[k - 1])) {
      --k;
    }
    if (k == 0) {
      return {};
    }
    std::size_t b = 0;
    if (text[k - 1] == ',') {
      const std::string_view w = word_ending_at(text, k - 1, b);
      if (is_people_noun(w) || is_place_noun(w)) {
        return w;
      }
      if (w.empty() || !is_ascii_upper(w.front())) {
        return {};
      }
      k = b;  // a member before a comma
      continue;
    }
    if (text[k - 1] != '&' && (k < 4 || text.substr(k - 4, 4) != " and")) {
      return {};  // neither a comma nor "and"/"&" before the word
    }
    const std::string_view w = word_ending_at(text, k, b);
    if (in_list(w, {"and"}) || text[k - 1] == '&') {
      std::size_t bb = 0;
      const std::string_view member = word_ending_at(text, w.empty() ? k - 1 : b, bb);
      if (member.empty() || !is_ascii_upper(member.front())) {
        return {};
      }
      k = bb;
      continue;
    }
    return {};
  }
  return {};
}

bool in_people_apposition(std::string_view text, std::size_t begin) {
  const std::string_view noun = apposition_noun(text, begin);
  return !noun.empty() && is_people_noun(noun);
}

// "has no doctor", "has a better hospital", "have no dialysis unit": what only a place has.
bool place_facility_follows(std::string_view text, std::size_t end) {
  std::size_t k = skip_blanks(text, end);
  if (k >= text.size() || text[k] != 'h') {
    return false;  // "has/have" by first letter first
  }
  std::string_view w = word_at(text, k);
  if (!in_list(w, {"has", "have"})) {  // not "had": "X had a road accident", "had a hospital stay"
    return false;
  }
  for (int words = 0; words < 3; ++words) {
    k = skip_blanks(text, k + w.size());
    w = word_at(text, k);
    if (w.empty() || !is_ascii_lower(w.front())) {
      return false;
    }
    if (in_list(w, {"doctor", "doctors", "hospital", "hospitals", "clinic", "dispensary", "phc", "chc",
                    "electricity", "ambulance", "dialysis", "pharmacy", "chemist", "specialist", "specialists"})) {
      // not a person's own: "has a doctor's appointment", "has no doctor to see him"
      const std::size_t after = k + w.size();
      return (after >= text.size() || text[after] != '\'') &&
             !in_list(word_at(text, skip_blanks(text, after)), {"to", "who", "that", "appointment", "visit", "friend", "admission", "stay", "bill"});
    }
    if (!in_list(w, {"no", "a", "an", "one", "only", "any", "the", "its", "better", "good", "bigger", "big", "new",
                     "proper", "government"})) {
      return false;
    }
  }
  return false;
}

bool in_a_place_slot(std::string_view text, std::size_t begin, std::size_t end) {
  if (follows_place_label(text, begin) || place_facility_follows(text, end)) {
    return true;
  }
  const std::string_view noun = apposition_noun(text, begin);
  return !noun.empty() && is_place_noun(noun);
}

bool after_initial_or_possessive(std::string_view text, std::size_t i) {
  while (i > 0 && is_ascii_blank(text[i - 1])) {
    --i;
  }
  if (i < 2) {
    return false;
  }
  if (text[i - 1] == '\'') {
    return is_ascii_alpha(text[i - 2]);  // "Graves' Disease"; a quote opens after a blank
  }
  return text[i - 1] == '.' && is_ascii_upper(text[i - 2]) && (i == 2 || !is_ascii_alpha(text[i - 3]));
}

bool person_slot_follows(std::string_view text, std::size_t begin, std::size_t end, bool clause_start, bool known) {
  if (in_people_apposition(text, begin)) {
    return true;
  }
  // a reported clause opens after "that" as a sentence does: "The warden reports that X has been
  // vomiting", "Mother says that X broke her arm"
  clause_start = clause_start || opens_reported_clause(text, begin);
  // one word only after an opening phrase: "On the ward Ganga Jal fell" is holy water (round 10)
  if (!clause_start && text.substr(begin, end - begin).find(' ') == std::string_view::npos &&
      opens_clause_after_phrase(text, begin) &&
      (person_predicate_follows(text, end) || person_progressive_follows(text, end))) {
    return true;
  }
  if (clause_start && person_progressive_follows(text, end)) {
    return true;
  }
  if (clause_start) {
    if (own_body_verb_follows(text, end) && !injures_a_body(text.substr(begin, end - begin))) {
      return true;
    }
    if (const std::size_t k = after_origin_phrase(text, end); k != std::string_view::npos) {
      if (person_predicate_follows(text, k) || lexicon_subject_predicate_follows(text, k)) {
        return true;
      }
    }
  }
  // one or more plain words: no initial ("H. Pylori") and no possessive ("Graves' Disease")
  return (known || !at_sentence_start(text, begin)) &&
         text.substr(begin, end - begin).find_first_of(".'") == std::string_view::npos &&
         vocative_pronoun_follows(text, begin, end);
}

}  // namespace cxs::domain::phi::detail
