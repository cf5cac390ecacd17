// The person cues around an unknown capitalised word (issue 18, second round of the fresh
// PHI corpus): initials and name abbreviations before it, an age, a person-only verb, a
// relation or a bed number around it. detect_context_names.cpp's word pass asks them.

#include "domain/phi/person_cues.hpp"
#include "domain/phi/place_slots.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "domain/phi/lexicon.hpp"

namespace cxs::domain::phi::detail {
namespace {

// The first non-blank byte before `i`, or 0 at the text's start.
char byte_before(std::string_view text, std::size_t i) {
  while (i > 0 && is_ascii_blank(text[i - 1])) {
    --i;
  }
  return i == 0 ? '\0' : text[i - 1];
}

}  // namespace

// Where a name at `i` really starts when initials or a name abbreviation stand before it
// ("K. Ramasamy", "A. K. Banerjee", "Mohd. Irfan"), else `i`. `initials` counts them.
// Initials are taken only at a clause start or after a lower-case function word
// ("seen with K. Ramasamy"), so "Vitamin D. Ramesh" keeps "D." out.
std::size_t start_with_initials(std::string_view text, std::size_t i, int& initials) {
  initials = 0;
  std::size_t start = i;
  for (int n = 0; n < 3; ++n) {
    std::size_t k = start;
    while (k > 0 && is_ascii_blank(text[k - 1])) {
      --k;
    }
    if (k == start || k == 0 || text[k - 1] != '.') {
      break;
    }
    std::size_t b = k - 1;
    while (b > 0 && is_ascii_alpha(text[b - 1])) {
      --b;
    }
    const std::string_view word = text.substr(b, k - 1 - b);
    const bool initial = word.size() == 1 && is_ascii_upper(word[0]);
    // a clan abbreviation only before a given name and the family's (review rv16: "Ng. Tube")
    const bool abbreviation = is_ascii_upper(word.front()) && is_name_abbreviation(word) &&
                              (!is_clan_abbreviation(word) || two_title_words_follow(text, k));
    if (!(initial || abbreviation)) {
      break;
    }
    start = b;
    ++initials;
  }
  if (initials == 0) {
    return i;
  }
  const char before = byte_before(text, start);
  if (is_ascii_alpha(before)) {
    std::size_t e = start;
    while (e > 0 && is_ascii_blank(text[e - 1])) {
      --e;
    }
    std::size_t b = e;
    while (b > 0 && is_ascii_alpha(text[b - 1])) {
      --b;
    }
    const std::string_view previous = text.substr(b, e - b);
    if (!is_ascii_lower(previous.front()) || !is_name_stopword(previous)) {
      initials = 0;
      return i;
    }
  } else if (is_digit(before)) {
    initials = 0;
    return i;
  }
  return start;
}

// A list's age glued to its sex right after a name: "2) X 38F TAH", "X 61M". Alone it is
// also a catheter's French gauge ("Foley 14F"): the caller asks for a list's layout too.
// The sex may come first ("Sl. 9  X  F/48").
bool glued_age_sex_follows(std::string_view text, std::size_t end) {
  const std::size_t i = skip_blanks(text, end);
  if (i > end && sex_then_age_at(text, i)) {
    return true;
  }
  if (i == end || i >= text.size() || !is_digit(text[i]) || text[i] == '0') {
    return false;
  }
  std::size_t e = i;
  while (e < text.size() && is_digit(text[e]) && e - i < 4) {
    ++e;
  }
  return e - i <= 3 && std::stoi(std::string(text.substr(i, e - i))) <= 120 && e < text.size() &&
         (text[e] == 'M' || text[e] == 'F') && (e + 1 == text.size() || !is_ascii_alpha(text[e + 1]));
}

// An age, with or without a sex, right after a name: "K. Ramasamy, 62,", "Kalaiselvi,
// 48/F", "Kezhokhoto, a 28-year-old", "Ravi, aged 45", "| Sayali Kulkarni | 29 F", "Dhanraj Meena (60 M)". Not a dose, a count or a
// time ("Dolo, 650 mg", "Guwahati, 12 hours by train"): the age is 1 to 120 and is
// followed by a sex, a years word, or (not in parentheses) the end of the item.
bool age_follows(std::string_view text, std::size_t end) {
  std::size_t i = skip_blanks(text, end);
  if (i > end && sex_then_age_at(text, i)) {
    return true;  // "| X  F/48 |": the sex before the age
  }
  if (i < text.size() && text[i] == '-' && i > end) {
    i = skip_blanks(text, i + 1);  // a slip's dashes: "MRN 204578 - X - 45/F"
    if (i >= text.size() || !is_digit(text[i])) {
      return false;
    }
  }
  if (i > end && i < text.size() && is_digit(text[i]) && text[i] != '0') {
    // Without a separator ("Children: X 8 yrs, Y 5 yrs", "X 32/M"), or after a dash, only
    // an age with its years word or sex after a slash: "Dolo 650 mg", "Ward 12 F" are no ages.
    std::size_t e = i;
    while (e < text.size() && is_digit(text[e]) && e - i < 4) {
      ++e;
    }
    if (e - i > 3 || std::stoi(std::string(text.substr(i, e - i))) > 120) {
      return false;
    }
    if (e < text.size() && text[e] == '/') {
      return in_list(word_at(text, e + 1), {"m", "f", "male", "female"});
    }
    const std::string_view unit = word_at(text, e);
    return in_list(unit, {"y", "yr", "yrs", "years", "yo"}) &&
           !in_list(word_at(text, skip_blanks(text, e) + unit.size()), {"ago", "back", "before"});
  }
  if (i >= text.size() || (text[i] != ',' && text[i] != '|' && text[i] != '(')) {
    return false;
  }
  const bool parenthesis = text[i] == '(';
  i = skip_blanks(text, i + 1);
  if (sex_then_age_at(text, i)) {
    return true;  // "X, F/48", "X (M/62)"
  }
  if (!parenthesis && (in_list(word_at(text, i), {"dob"}) || text.substr(i, 6) == "D.O.B.")) {
    return true;  // "X, DOB 12/03/2019": a birth date in apposition, as an age
  }
  if (!parenthesis && i < text.size() && text[i] >= '6' && text[i] <= '9') {
    // "X, 98470 11223, wants ...": a mobile number in apposition (ten digits, single
    // blanks or a hyphen between groups), a person's
    int digits = 0;
    std::size_t k = i;
    while (k < text.size() && (is_digit(text[k]) || ((text[k] == ' ' || text[k] == '-') &&
                                                     k + 1 < text.size() && is_digit(text[k + 1])))) {
      digits += is_digit(text[k]) ? 1 : 0;
      ++k;
    }
    if (digits == 10) {
      return true;
    }
  }
  // "Kezhokhoto, a 28-year-old teacher", "Ravi, aged 45": an apposition of age.
  const std::string_view article = word_at(text, i);
  if (in_list(article, {"a", "an", "aged"})) {
    std::size_t k = skip_blanks(text, i + article.size());
    const std::size_t digits = k;
    while (k < text.size() && is_digit(text[k]) && k - digits < 3) {
      ++k;
    }
    if (k == digits || (k < text.size() && is_digit(text[k]))) {
      return false;
    }
    if (in_list(article, {"aged"})) {
      return true;
    }
    k = k < text.size() && text[k] == '-' ? k + 1 : skip_blanks(text, k);
    return in_list(word_at(text, k), {"year", "yr", "years", "month", "months"});
  }
  if (i >= text.size() || text[i] == '0') {
    return false;  // "Landline (022) ...": an STD code, not an age
  }
  std::size_t e = i;
  int age = 0;
  while (e < text.size() && is_digit(text[e]) && e - i < 4) {
    age = age * 10 + (text[e] - '0');
    ++e;
  }
  if (e == i || e - i > 3 || age == 0 || age > 120) {
    return false;
  }
  if (e < text.size() && text[e] == '/') {
    const std::string_view sex = word_at(text, e + 1);
    return in_list(sex, {"m", "f", "male", "female"});
  }
  const std::string_view next = word_at(text, e);
  if (!next.empty()) {
    if (in_list(next, {"y", "yr", "yrs", "years", "yo"})) {
      return !in_list(word_at(text, skip_blanks(text, e) + next.size()), {"ago", "back", "before"});
    }
    return in_list(next, {"m", "f", "male", "female"});
  }
  const std::size_t after = skip_blanks(text, e);
  return !parenthesis && (after >= text.size() || text[after] == ',' || text[after] == ')' || text[after] == '|' ||
         text[after] == '\n' || (text[after] == '.' && (after + 1 >= text.size() || !is_digit(text[after + 1]))));
}

namespace {

// After "is"/"was" (at `k`): a state only a person is in ("is allergic", "is 30 weeks
// pregnant", "was found to have", "is a known diabetic", "is a retired teacher", "is a
// 9-year-old").
bool person_state_follows(std::string_view text, std::size_t k) {
  const std::string_view first = word_at(text, k);
  if (in_list(first, {"allergic", "pregnant", "worried", "anxious", "breastfeeding",
                      "unconscious", "bedridden", "illiterate", "unmarried"})) {
    return true;
  }
  if (in_list(first, {"found"})) {
    const std::size_t t = skip_blanks(text, k + first.size());
    return in_list(word_at(text, t), {"to"}) &&
           in_list(word_at(text, skip_blanks(text, t + 2)), {"have", "be"});
  }
  if (in_list(first, {"a", "an"})) {
    std::size_t t = skip_blanks(text, k + first.size());
    if (t < text.size() && is_digit(text[t])) {
      while (t < text.size() && is_digit(text[t])) {
        ++t;
      }
      t = text.substr(t, 1) == "-" ? t + 1 : skip_blanks(text, t);
      const std::string_view unit = word_at(text, t);
      return in_list(unit, {"year", "yr", "month", "week", "day"});
    }
    return in_list(word_at(text, t), {"known", "retired"});
  }
  if (in_list(first, {"bedbound"}) ||
      (in_list(first, {"bed"}) && text.substr(k + 3, 1) == "-" && in_list(word_at(text, k + 4), {"bound"}))) {
    return true;  // "is bed-bound"
  }
  // "is 30 weeks pregnant": an age of pregnancy before the word; "is 70 years old": an age
  if (k < text.size() && is_digit(text[k])) {
    std::size_t t = k;
    while (t < text.size() && is_digit(text[t])) {
      ++t;
    }
    const std::string_view unit = word_at(text, t);
    const std::string_view then = word_at(text, skip_blanks(text, t) + unit.size());
    // "is 28 weeks and her sugar is high": a pregnancy's age, the clause going on to "her"
    return (in_list(unit, {"weeks", "months"}) &&
            (in_list(then, {"pregnant"}) || own_pronoun_in_clause(text, skip_blanks(text, t) + unit.size(), 8))) ||
           (in_list(unit, {"years", "yrs", "year", "months", "days"}) && in_list(then, {"old"}));
  }
  return false;
}

}  // namespace

// Verbs only a person is the subject of, for a title-case word opening a sentence:
// "Sreekumar reports palpitations", "Perin fell in the bathroom", "Unnikrishnan was
// discharged". Not verbs a test or a drug takes ("shows", "was given", "is suspected").
bool person_predicate_follows(std::string_view text, std::size_t end) {
  if (passive_person_follows(text, end)) {
    return true;  // "X was seen by me", "X is to avoid lifting" (fourteenth round)
  }
  const std::string_view verb = word_at(text, end);
  if (in_list(verb, {"reports", "says"})) {
    // "Biopsy reports are awaited", "Thyroid reports show ...": the noun, not the verb.
    const std::string_view then = word_at(text, skip_blanks(text, end) + verb.size());
    return !then.empty() && !in_list(then, {"are", "were", "show", "shows", "showed", "awaited",
                                            "pending", "came", "normal", "of", "is", "was",
                                            "and", "from", "attached"});
  }
  if (in_list(verb, {"complains", "complained", "denies", "denied", "refused",
                     "refuses", "smokes", "smoked", "drinks", "feels", "felt", "says",
                     "presented", "delivered", "fell", "fainted", "wants", "underwent",
                     "quit", "vomited", "walked", "cried", "slept",
                     // a clinic's regular and a language's speaker: "X attends the clinic
                     // every month", "X speaks only Sherpa", "X cries when ..."
                     "attends", "speaks", "cries",
                     // a face's: "After the dressing X smiled"
                     "smiled", "smiles", "laughed", "laughs",
                     // a sleeper's ("X sleeps only on two pillows": a drug or a test does not)
                     "sleeps"})) {
    return true;
  }
  if (in_list(verb, {"lost", "gained"})) {
    // "X lost four kilos": weight, counted; "Consciousness lost briefly" has no amount
    const std::string_view amount = word_at(text, skip_blanks(text, end) + verb.size());
    const std::size_t k = skip_blanks(text, end + 1 + verb.size());
    return in_list(amount, {"weight", "two", "three", "four", "five", "six", "seven", "eight", "ten",
                            "a", "about", "nearly", "almost", "around"}) ||
           (k < text.size() && is_digit(text[k]));
  }
  if (in_list(verb, {"will"})) {
    // "X will collect the report", "X will bring the sample": an errand only a person runs
    // (a report "will come", a sugar "will rise"; round 20)
    return in_list(word_at(text, skip_blanks(text, end) + verb.size()),
                   {"collect", "bring", "accompany", "donate", "sign", "fetch"});
  }
  if (in_list(verb, {"works", "worked"})) {
    // "X works as a teacher": an occupation is a person's ("The drug works as a ..." is a
    // term, vetoed by add_name)
    return in_list(word_at(text, skip_blanks(text, end) + verb.size()), {"as"});
  }
  if (in_list(verb, {"came", "comes", "returned", "visited"})) {
    // "X came back with the same cough", "X came for follow-up": a visit is a person's
    // ("Culture came back positive" has no "with/for/to" after it).
    std::size_t k = skip_blanks(text, end) + verb.size();
    std::string_view next = word_at(text, k);
    if (in_list(next, {"back", "again"})) {
      next = word_at(text, skip_blanks(text, k) + next.size());
    }
    return in_list(next, {"with", "for", "to", "from", "alone", "walking"});
  }
  if (in_list(verb, {"was", "is", "has", "were", "are"})) {  // "were/are": a pair's verb
    std::size_t k = skip_blanks(text, end);
    k = skip_blanks(text, k + verb.size());
    std::string_view participle = word_at(text, k);
    if (in_list(participle, {"been"})) {
      participle = word_at(text, skip_blanks(text, k + participle.size()));
    }
    if (in_list(participle, {"admitted", "discharged", "brought", "shifted", "bitten",
                             "counselled", "counseled", "born", "married", "widowed", "operated",
                             "intubated", "extubated", "transferred", "vaccinated", "immunised",
                             "immunized", "sedated", "transfused", "resuscitated", "readmitted",
                             "rushed", "reassured", "told", "asked", "informed",
                             // carried in: "X was wheeled in by the crew"
                             "wheeled", "carried", "stretchered"})) {
      return true;
    }
    if (in_list(participle, {"diagnosed"})) {
      // "X was diagnosed with": only a person is (a disease "was diagnosed" alone)
      return in_list(word_at(text, skip_blanks(text, k + participle.size())), {"with"});
    }
    if (verb != "has" && person_state_follows(text, k)) {
      return true;
    }
  }
  // "Bharat stopped his BP tablets", "Shanti came with her daughter": a verb whose clause
  // goes on to the subject's own "his"/"her". A drug, a test or a symptom is "it".
  // Not after "is"/"was": "Caller is her brother" names a role.
  return in_list(verb, {"has", "had", "needs", "needed", "came", "comes",
                        "stopped", "missed", "brought", "lost", "takes", "took", "keeps",
                        "kept", "left", "lives", "lived", "works", "worked", "forgot",
                        "forgets", "skipped", "misses", "changed", "wants",
                        // a habit's return ("X relapsed after his friend's wedding"; round 20); a
                        // fall or a slip breaks, hurts, twists and sprains a hip or a wrist too
                        // ("Fall fractured his hip"), so those verbs stay out
                        "relapsed"}) &&
         own_pronoun_in_clause(text, skip_blanks(text, end) + verb.size(), 8);
}

bool kinship_abbreviation_at(std::string_view text, std::size_t k) {
  if (k + 3 > text.size() || text[k + 1] != '/' || (text[k + 2] | 0x20) != 'o' ||
      (k + 3 < text.size() && is_ascii_alpha(text[k + 3]))) {
    return false;
  }
  const char relation = static_cast<char>(text[k] | 0x20);
  return (relation == 's' || relation == 'd' || relation == 'w') &&
         (k == 0 || !is_ascii_alpha(text[k - 1]));
}

namespace {

bool is_relation_word(std::string_view w) {
  return in_list(w, {"husband", "wife", "son", "daughter", "mother", "father", "brother", "sister",
                     "parents", "children", "child", "family", "attendant", "relatives", "uncle",
                     "aunt", "aunty", "nephew", "niece", "cousin", "grandson", "granddaughter",
                     "grandmother", "grandfather", "friend", "neighbour", "neighbor", "guardian",
                     "caregiver", "spouse", "mom", "mum", "dad", "baby", "kids", "twin"});
}

// Nouns a person's possessive takes and an eponym's does not: relations and what a
// clinician asks about a person ("Tobin's fever", "Tobin's BP").
bool is_personal_noun(std::string_view w) {
  return is_relation_word(w) ||
         in_list(w, {"fever", "cough", "pain", "bp", "sugar", "sugars", "report", "reports",
                     "symptoms", "complaints", "condition", "wound", "weight", "temperature",
                     "medicines", "medications", "tablets", "dose", "appointment", "visit",
                     "delivery", "pregnancy", "surgery", "operation", "admission", "discharge",
                     "history", "chest", "leg", "arm", "hand", "eye", "eyes", "ear", "knee",
                     "back", "head", "stomach", "skin", "vitals", "labs", "scan", "ecg", "echo",
                     "x-ray", "xray", "mri", "blood", "urine", "stool", "diet", "sleep",
                     "breathing", "hb", "hba1c", "creatinine", "file", "consent", "husband's",
                     "mother's", "father's", "wife's", "birthday", "school", "job",
                     // a mother's newborn ("X's newborn, 2.1 kg"; sixteenth round)
                     "newborn", "infant", "twins"});
}

}  // namespace

// Whether a dosage form ("Tab", "Cap.", "Syp", "Inj", "Oint") stands right before `i`, a
// period and blanks between them allowed. Its full word only as a prescription writes it,
// capitalised ("Tablet Arjuna"): "after the injection Roshni cried" names a person.
bool follows_dosage_form(std::string_view text, std::size_t i) {
  while (i > 0 && is_ascii_blank(text[i - 1])) {
    --i;
  }
  if (i > 0 && text[i - 1] == '.') {
    --i;
  }
  const std::string_view form = word_before(text, i);
  return in_list(form, {"tab", "tabs", "cap", "caps", "syp", "inj", "oint", "susp", "gtt"}) ||
         (!form.empty() && is_ascii_upper(form.front()) &&
          in_list(form, {"tablet", "tablets", "capsule", "capsules", "syrup", "injection", "ointment"}));
}

// A relation noun in title case opening the sentence right before `i` ("Grandfather X",
// "Mother X"): the relation cue asks for a possessive ("her mother X"), a line of a ward
// note often drops it.
bool relation_opens_sentence_before(std::string_view text, std::size_t i) {
  const std::string_view relation = word_before(text, i);
  if (relation.empty() || !is_ascii_upper(relation.front()) ||
      !in_list(relation, {"grandfather", "grandmother", "mother", "father", "husband", "wife", "son", "daughter",
                          "brother", "sister", "uncle", "aunt", "nephew", "niece", "cousin", "guardian"})) {
    return false;
  }
  std::size_t k = i;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  return at_sentence_start(text, k - relation.size());
}

bool occupation_apposition_follows(std::string_view text, std::size_t end) {
  // "X, a goat herder, was gored", "X, an auto driver from ...": after the comma "a/an" and
  // up to two more words before a noun only a person is
  if (end >= text.size() || text[end] != ',') {
    return false;
  }
  std::size_t k = skip_blanks(text, end + 1);
  if (!in_list(word_at(text, k), {"a", "an"})) {
    return false;
  }
  k = skip_blanks(text, k + word_at(text, k).size());
  for (int words = 0; words < 3 && k < text.size(); ++words) {
    std::size_t e = k;
    while (e < text.size() && (is_ascii_alpha(text[e]) || text[e] == '-')) {
      ++e;
    }
    const std::string_view noun = text.substr(k, e - k);
    if (in_list(noun, {"farmer", "labourer", "laborer", "worker", "teacher", "student", "driver", "housewife",
                       "homemaker", "shopkeeper", "vendor", "tailor", "mason", "carpenter", "weaver", "fisherman",
                       "herder", "shepherd", "goatherd", "cowherd", "clerk", "engineer", "cook", "priest", "potter",
                       "cobbler", "barber", "washerman", "watchman", "rickshaw-puller", "pensioner", "widow",
                       "widower", "boy", "girl", "man", "woman", "lady", "gentleman", "footballer", "cricketer",
                       "player", "dancer", "singer", "artist", "nun", "monk", "soldier", "jawan", "policeman"})) {
      return true;
    }
    if (e == k || (e < text.size() && text[e] != ' ')) {
      return false;
    }
    k = skip_blanks(text, e);
  }
  return false;
}

bool personal_possessive_follows(std::string_view text, std::size_t end) {
  std::size_t k = end;
  if (text.substr(k, 2) == "'s") {
    k += 2;
  } else if (text.substr(k, 4) == "\xE2\x80\x99s") {
    k += 4;
  } else {
    return false;
  }
  if (k < text.size() && is_ascii_alpha(text[k])) {
    return false;  // "Tobin'sfever" or a longer word
  }
  std::size_t b = skip_blanks(text, k);
  std::size_t e = b;
  while (e < text.size() && (is_ascii_alpha(text[e]) || text[e] == '-' || text[e] == '\'')) {
    ++e;
  }
  return e > b && is_personal_noun(text.substr(b, e - b));
}

bool relation_in_parentheses(std::string_view text, std::size_t end) {
  const std::size_t k = skip_blanks(text, end);
  if (k >= text.size() || text[k] != '(') {
    return false;
  }
  const std::string_view w = word_at(text, k + 1);
  if (in_list(w, {"nickname", "alias"}) ||
      (in_list(w, {"pet"}) && in_list(word_at(text, skip_blanks(text, k + 1) + w.size()), {"name"}))) {
    return true;  // "Bobby (pet name of the patient) cries …": only a person has a pet name
  }
  if (!is_relation_word(w)) {
    return false;
  }
  std::size_t after = skip_blanks(text, k + 1) + w.size();
  if (text.substr(after, 7) == "-in-law") {
    after += 7;
  }
  after = skip_blanks(text, after);
  return after < text.size() && (text[after] == ')' || text[after] == ',');
}

bool person_object(std::string_view text, std::size_t i, std::size_t end) {
  // The word before the name, and the one before that.
  auto previous_word = [text](std::size_t at) {
    while (at > 0 && is_ascii_blank(text[at - 1])) {
      --at;
    }
    std::size_t b = at;
    while (b > 0 && is_ascii_alpha(text[b - 1])) {
      --b;
    }
    return std::pair<std::string_view, std::size_t>{text.substr(b, at - b), b};
  };
  if (clause_end_beneficiary(text, i, end) || seen_with_people(text, i, end) || pair_before_their(text, i, end) ||
      sees_or_sends_patient(text, i, end) || record_of_person(text, i, end)) {
    // issue 18, eleventh round: "translate for X.", "Seen X with the family", "X and Y ... their";
    // fourteenth: "Please see X and advise", "referred X to", "The ECG of X"
    return true;
  }
  const auto [before, before_at] = previous_word(i);
  if (before.empty()) {
    return false;
  }
  if (in_list(before, {"with", "to"})) {
    // "spoke with X", "explained to X", "discussed with X"
    return in_list(previous_word(before_at).first,
                   {"spoke", "speak", "talked", "talk", "discussed", "explained", "reviewed", "reminder",
                    "counselled", "counseled", "spoken", "talking", "speaking"});
  }
  if (in_list(before, {"called", "rang"})) {
    // "Called X to ask about her sugar": a call to a person to speak with them ("Called
    // Ortho to see the fracture" is a department's visit)
    const std::size_t k = skip_blanks(text, end);
    if (in_list(word_at(text, k), {"to"}) &&
        in_list(word_at(text, skip_blanks(text, k + 2)), {"ask", "tell", "inform", "remind", "come", "enquire"})) {
      return true;
    }
    // "We called Marium Koya twice": a caller before the verb phones a person, a name of
    // the lexicons or a full name ("a condition called Marfan", "so called"; "We called
    // Ortho" is one word outside the lexicons)
    const std::string_view value = text.substr(i, end - i);
    return in_list(previous_word(before_at).first, {"we", "i", "they", "he", "she", "nurse", "sister"}) &&
           (name_lexicon(value.substr(0, name_word_end(value, 0))).known() ||
            value.find(' ') != std::string_view::npos);
  }
  if (!in_list(before, {"told", "asked", "advised", "reminded", "instructed", "encouraged",
                        "warned", "reassured", "counselled", "counseled", "informed", "thanked",
                        "educated", "taught", "phoned", "telephoned", "tell", "ask", "remind", "inform",
                        "reassure", "counsel", "introduce", "introducing"})) {
    return false;
  }
  // What follows shows the verb took a person: "to", "that", "about" ..., or the clause ends.
  // When the clause ends after a verb of advising, only for a lexicon name: advice is also
  // what it takes ("Advised Bed Rest.", "ADVISED SOFT DIET" read title-cased).
  const std::size_t k = skip_blanks(text, end);
  if (k >= text.size() || text[k] == '.' || text[k] == ';' || text[k] == ',') {
    return !in_list(before, {"advised", "instructed", "encouraged", "educated", "taught"}) ||
           name_lexicon(text.substr(i, name_word_end(text, i) - i)).known();
  }
  if (in_list(word_at(text, k), {"on", "at"})) {
    // "informed X on 98220 41765": the person told is reached on a mobile number (ten digits
    // from 6-9, blanks or hyphens between groups; issue 18, thirteenth round), not a ward "on
    // call" or a date
    std::size_t d = skip_blanks(text, k + 2);
    if (text.substr(d, 3) == "+91") {
      d = skip_blanks(text, d + 3);
    }
    int digits = 0;
    const bool mobile_start = d < text.size() && text[d] >= '6' && text[d] <= '9';
    while (mobile_start && d < text.size() &&
           (is_digit(text[d]) || ((text[d] == ' ' || text[d] == '-') && d + 1 < text.size() && is_digit(text[d + 1])))) {
      digits += is_digit(text[d]) ? 1 : 0;
      ++d;
    }
    return digits == 10 && (d >= text.size() || !is_digit(text[d]));
  }
  return in_list(word_at(text, k), {"to", "that", "about", "if", "regarding", "not", "again",
                                    "and", "of", "why", "how", "when", "what"});
}

bool opens_clause_after_adverb(std::string_view text, std::size_t i) {
  std::size_t k = i;
  while (k > 0 && (is_ascii_blank(text[k - 1]) || text[k - 1] == ',')) {
    --k;
  }
  std::size_t b = k;
  while (b > 0 && is_ascii_alpha(text[b - 1])) {
    --b;
  }
  return b < k &&
         in_list(text.substr(b, k - b), {"yesterday", "today", "tonight", "now", "then", "later",
                                         "also", "earlier", "recently", "finally", "meanwhile",
                                         "again", "overnight", "subsequently", "thereafter"}) &&
         at_sentence_start(text, b);
}

// A nurses' handover names the patient by the bed: "Bed 7 Ammini spiked ...",
// "bed no. 3, Selvaraj", and "Debasish Paul (bed 21)".
bool bed_number_before(std::string_view text, std::size_t i) {
  std::size_t k = i;
  while (k > 0 && (is_ascii_blank(text[k - 1]) || text[k - 1] == ',' || text[k - 1] == ':' ||
                   text[k - 1] == '-')) {
    --k;
  }
  const std::size_t digits_end = k;
  while (k > 0 && is_digit(text[k - 1])) {
    --k;
  }
  if (k == digits_end || digits_end - k > 4) {
    return false;
  }
  while (k > 0 && (is_ascii_blank(text[k - 1]) || text[k - 1] == '.' || text[k - 1] == ':')) {
    --k;
  }
  std::size_t b = k;
  while (b > 0 && is_ascii_alpha(text[b - 1])) {
    --b;
  }
  std::string_view word = text.substr(b, k - b);
  if (in_list(word, {"no"})) {
    k = b;
    while (k > 0 && is_ascii_blank(text[k - 1])) {
      --k;
    }
    b = k;
    while (b > 0 && is_ascii_alpha(text[b - 1])) {
      --b;
    }
    word = text.substr(b, k - b);
  }
  return in_list(word, {"bed"}) && (b == 0 || !is_ascii_alpha(text[b - 1]));
}

bool bed_number_after(std::string_view text, std::size_t end) {
  const std::size_t k = skip_blanks(text, end);
  return k < text.size() && text[k] == '(' && in_list(word_at(text, k + 1), {"bed"});
}

// A cheap test that one of the person cues above may hold for the word [i, e): what
// follows the next few title-case words is one a cue starts with (',', '|', '(', "and", or
// a lower-case verb), or initials or a bed number come before. It spares reading the
// name (and its stop-word look-ups) for the many capitalised words no cue is near.
bool may_have_person_cue(std::string_view text, std::size_t i, std::size_t e, int initials) {
  if (initials > 0) {
    return true;
  }
  std::size_t end = e;
  for (int words = 1; words < 3; ++words) {
    const std::size_t next = skip_blanks(text, end);
    if (next == end || next >= text.size() || !is_ascii_upper(text[next]) || kinship_abbreviation_at(text, next)) {
      break;  // "X W/o Y": the relation's capital is no word of the name
    }
    end = name_word_end(text, next);
  }
  const std::size_t k = skip_blanks(text, end);
  if (k < text.size() && (text[k] == ',' || text[k] == '|' || text[k] == '(' ||
                          (k == end && (text[k] == '\'' || text[k] == '\xE2')))) {
    return true;  // an age, a relation, or a possessive after it
  }
  if (k < text.size() && is_ascii_lower(text[k]) && at_sentence_start(text, i)) {
    return true;  // "Sreekumar reports ...", checked exactly by person_predicate_follows
  }
  if (k < text.size() && k > end && is_digit(text[k])) {
    return true;  // an age without a comma: "Children: X 8 yrs, Y 5 yrs"
  }
  if (word_at(text, k) == "and" || word_at(text, k) == "on") {
    return true;  // "X and his son", "started X on"
  }
  if (kinship_abbreviation_at(text, k)) {
    return true;  // "X d/o Y"
  }
  if (k < text.size() && is_ascii_lower(text[k]) &&
      (opens_clause_after_adverb(text, i) || opens_clause_after_phrase(text, i) ||
       opens_reported_clause(text, i))) {
    return true;  // "Yesterday X complained ...", "On the ward round X vomited", "says that X" (round 18)
  }
  if (person_object(text, i, end)) {
    return true;  // "Told X to ..."; cheap: the word before decides first
  }
  const std::size_t b = i > 24 ? i - 24 : 0;
  return text.substr(b, i - b).find_first_of("0123456789") != std::string_view::npos;  // "Bed 7 X"
}

bool own_pronoun_in_clause(std::string_view text, std::size_t i, int words_ahead) {
  for (int words = 0; words < words_ahead; ++words) {
    while (i < text.size() && !is_ascii_alpha(text[i])) {
      const char c = text[i];
      if (c == ',' || c == '.' || c == ';' || c == ':' || c == '?' || c == '!' || c == '(' ||
          c == '\n' || c == '\r') {
        return false;
      }
      ++i;
    }
    const std::string_view w = word_at(text, i);
    if (w.empty()) {
      return false;
    }
    if (in_list(w, {"his", "her", "him", "himself", "herself"})) {
      return true;
    }
    i += w.size();
  }
  return false;
}

}  // namespace cxs::domain::phi::detail
