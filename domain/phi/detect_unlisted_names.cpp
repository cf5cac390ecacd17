// Issue 18, seventeenth step: a capitalised word inside a sentence that no list holds. With the
// English word list (english_words.hpp) a capital inside a clause that is no English word, no
// name of the lexicons, no term, stop, ward, institution or town-shaped word is a proper noun,
// and the proper nouns a clinical line names are people, places, brands and bodies. This file
// keeps the places a person fills and leaves out those a town or a medicine's brand fills: after
// a place preposition, before a dose or a unit, after a verb of prescribing.
#include <cstddef>
#include <string_view>

#include "domain/phi/english_words.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {

namespace {

// Words before which a proper noun is a place, a route or a medicine ("from Barhi", "via
// Bhiwandi", "started Zerodol", "Tab Pantocid"), and the coordinations that join a medicine
// to another ("paracetamol and Zerodol").
bool takes_a_place_or_a_brand(std::string_view w) {
  return in_list(w, {"from", "to", "in", "at", "near", "via", "towards", "toward", "into", "till", "until",
                     "upto", "across", "outside", "inside", "around", "through", "reach", "reached",
                     "visit", "visited", "village", "district", "town", "city", "block", "tehsil",
                     "on", "start", "started", "restart", "restarted", "continue", "continued", "stop",
                     "stopped", "give", "gave", "given", "add", "added", "increase", "increased",
                     "reduce", "reduced", "taper", "tapered", "switch", "switched", "prescribed",
                     "prescribe", "advised", "advise", "tab", "tabs", "cap", "caps", "syp", "inj",
                     "and", "or", "with", "plus", "the", "a", "an", "brand", "company", "pharmacy",
                     "shop", "store", "ayushman", "under", "scheme", "card", "grew", "growth", "isolated",
                     "cultured", "per", "vaccine", "dose", "see", "annexure", "appendix", "form"});
}

// Words before "of" that make the proper noun after it a place ("resident of Barhi", "the
// outskirts of Rewa"), not a person ("newborn of X", "in case of X").
bool place_before_of(std::string_view w) {
  return in_list(w, {"resident", "residents", "native", "natives", "village", "villages", "district", "town",
                     "city", "state", "block", "tehsil", "outskirts", "people", "hospital", "college",
                     "university", "government", "collector", "north", "south", "east", "west", "part",
                     "map", "mla", "mp", "sarpanch", "mukhiya", "panchayat",
                     // a village's health workers and office-holders ("The ANM of Pakri, X";
                     // round 18)
                     "anm", "asha", "aww", "mpw", "cho", "patwari", "chowkidar", "school", "principal",
                     "headmaster", "teacher", "subcentre", "sub-centre", "phc", "chc"});
}

// Words after the proper noun that make it a brand, a place or a body: a dose, a form, a
// strength's unit, a place noun, an institution in lower case.
bool names_a_thing_after(std::string_view w) {
  return in_list(w, {"mg", "mcg", "ml", "gm", "g", "iu", "tab", "tablet", "tablets", "cap", "capsule",
                     "capsules", "syrup", "drops", "drop", "gel", "cream", "ointment", "injection",
                     "inj", "od", "bd", "tds", "qid", "hs", "sos", "daily", "once", "twice", "forte",
                     "plus", "village", "district", "town", "city", "block", "road", "bazaar", "bazar",
                     "market", "station", "camp", "hospital", "clinic", "medical", "medicals", "pharmacy",
                     "lab", "labs", "scheme", "yojana", "card", "app", "se", "ka", "ki", "ke", "mein",
                     "me", "tak", "wala", "wale", "wali", "side", "area", "region", "belt", "branch",
                     "vaccine", "dose", "unit", "ward", "canteen", "office", "centre", "center",
                     // a body's or a place's people ("X staff", "X doctors"; round 17)
                     "staff", "team", "doctors", "nurses", "people", "workers", "villagers", "residents",
                     // a case marker of an Indian language: its own rules read the word before
                     "ko", "ne", "ku", "kku", "nu", "di", "da", "de", "er", "ra", "re", "la", "lai",
                     "chi", "cha", "ni", "no", "na", "ge", "kke", "ki"});
}

// Relations, roles and plans that open a line before the person's name ("Parent X did not sign",
// "Mother X and child Y", "Plan X for endoscopy", "Followup X, BP controlled").
bool opens_with_a_person(std::string_view w) {
  return in_list(w, {"parent", "mother", "father", "child", "son", "daughter", "wife", "husband", "patient",
                     "baby", "plan", "followup", "review", "refer", "discharge", "admit", "counsel",
                     "counselled", "attendant", "guardian"});
}

// An eponym's condition after the word ("Takayasu arteritis", "Hoehn staging"): its endings.
bool names_a_condition(std::string_view w) {
  for (const std::string_view ending : {"itis", "osis", "oma", "emia", "aemia", "pathy", "ectomy", "otomy",
                                        "plasty", "iasis", "syndrome", "disease", "staging", "stage", "sign",
                                        "score", "scale", "classification", "criteria", "procedure", "repair",
                                        "incision", "method", "technique", "aeruginosa", "coli"}) {
    if (w.size() >= ending.size() && w.ends_with(ending)) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool unlisted_proper_noun_at(std::string_view text, std::size_t i, std::size_t e) {
  if (at_sentence_start(text, i) || e >= text.size() || text[e] == '-' ||
      label_of(text.substr(i, e - i)) != number_label::none) {
    return false;  // a hyphenated product ("Copper-T"), an identity document ("as per Aadhaar")
  }
  for (std::size_t c = i + 1; c < e; ++c) {
    if (!is_ascii_lower(text[c])) {
      return false;  // "ECGs", "PhonePe": an abbreviation or a brand's spelling
    }
  }
  std::size_t k = i;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  if (k == i || k == 0) {
    return false;
  }
  std::size_t b = 0;
  const bool after_comma = text[k - 1] == ',';
  const std::string_view before = word_ending_at(text, after_comma ? k - 1 : k, b);
  if (before.empty() || takes_a_place_or_a_brand(before) || is_institution_word(before)) {
    return false;  // after a digit or a mark, a place preposition, a prescribing verb, "Hospital,"
  }
  if (before.size() < 2 ||
      (is_ascii_upper(before.front()) && !(at_sentence_start(text, b) && opens_with_a_person(before)))) {
    // inside a run of capitals ("District Hospital Dahod", "Narayana Hrudayalaya") or after a
    // short form's letter ("H/o X"); a relation or a plan opening the sentence is the clause's
    // first word ("Parent X did not sign", "Plan X for endoscopy"), not a name's
    return false;
  }
  if (in_list(before, {"called", "named", "termed"})) {
    std::size_t bb = 0;
    if (in_list(word_ending_at(text, b, bb), {"condition", "disease", "syndrome", "drug", "medicine", "tablet",
                                              "brand", "place", "village", "town", "procedure", "sign", "test"})) {
      return false;  // "a condition called X"
    }
  }
  if (!after_comma && before == "of") {
    std::size_t bb = 0;
    if (place_before_of(word_ending_at(text, b, bb))) {
      return false;
    }
  }
  const std::size_t n = skip_blanks(text, e);
  if (n < text.size() && (is_ascii_upper(text[n]) || is_digit(text[n]) || text[n] == '/')) {
    return false;  // another capital, a strength or a form ("Zerodol 100")
  }
  const std::string_view next = word_at(text, e);
  if (after_comma && (n >= text.size() || !is_ascii_lower(text[n]) || in_list(next, {"and", "or"}))) {
    // after a comma a place closes its clause or a list ("Hospital, Rewa.", ", Karad, referred",
    // "(landline, Margao)"); a person goes on to a verb ("last hour, X given saline")
    return false;
  }
  return !names_a_thing_after(next) && !names_a_condition(next);
}

bool unlisted_conjunct_at(std::string_view text, std::size_t b, std::size_t e) {
  if (e - b < 4 || e >= text.size() || text[e] == '-' || label_of(text.substr(b, e - b)) != number_label::none) {
    return false;  // "Copper-T", "Aadhaar and PAN"; the end of the text is no list's
  }
  for (std::size_t c = b + 1; c < e; ++c) {
    if (!is_ascii_lower(text[c])) {
      return false;
    }
  }
  if (b > 0) {
    std::size_t k = b;
    while (k > 0 && is_ascii_blank(text[k - 1])) {
      --k;
    }
    std::size_t w = k;
    while (w > 0 && (is_ascii_alpha(text[w - 1]) || text[w - 1] == '\'' || text[w - 1] == '.')) {
      --w;
    }
    if (w < k && is_ascii_upper(text[w]) && k < b) {
      return false;  // the last word of a longer proper noun ("St. John's Wort and Ramesh")
    }
    std::size_t wb = 0;
    const std::string_view before = word_ending_at(text, k, wb);
    if (!before.empty() && (takes_a_place_or_a_brand(before) && !in_list(before, {"and", "or"}))) {
      return false;  // "from Hardoi and Ramesh": the list's first word is a place
    }
  }
  const std::size_t n = skip_blanks(text, e);
  if (n < text.size() && (is_ascii_upper(text[n]) || is_digit(text[n]) || text[n] == '/')) {
    return false;  // another capital, a strength or a form
  }
  const std::string_view next = word_at(text, e);
  const std::string_view word = text.substr(b, e - b);
  return !names_a_thing_after(next) && !names_a_condition(next) && !is_name_stopword(word) &&
         is_unlisted_word(word, false);  // "Ramesh and Kolkata": a city of the stop words
}

}  // namespace cxs::domain::phi::detail
