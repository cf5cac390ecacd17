// Names without an honorific, found by their context or by the name lexicons
// (domain/phi/data/). Two passes:
//   1. Cue patterns (RE2) after which a name follows: relations ("my son", "meri beti"),
//      "patient X", greetings ("Hello X", "Namaste X"), sign-offs and "seen by X",
//      vocatives ("Okay X," / "Haan X,"), "naam X", "Main X hoon" (detect_cued_names.cpp).
//   2. A word pass over capitalised words: a lexicon name that is not also a common
//      word stands alone; an ambiguous one ("Deepak", "Pooja", "Asha") needs a surname
//      after it, a form of address after it ("X ji", "X bhai"), a Hinglish case marker
//      ("X ko", "X ne"), or a vocative comma ("X, can you ...").
// Every candidate is read by read_latin_name (which stops at stop words and rejects
// institutions), and dropped when an eponym word follows it ("Bell's palsy"). Text typed
// without capitals has passes of its own (detect_lower_case_names.cpp).

#include "domain/phi/detect.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/phi/english_words.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"
#include "domain/phi/place_slots.hpp"
#include "domain/terminology/terminology.hpp"

namespace cxs::domain::phi::detail {

// First letter upper case and some lower-case letter: "Ramesh", "D'Souza", not "HIV".
bool is_title_word(std::string_view w) {
  return w.size() >= 2 && is_ascii_upper(w.front()) && !is_all_upper(w);
}

// Forms of address that follow a name: "Ramesh ji", "Rafiq bhai", "Sushila aunty".
bool is_address_suffix(std::string_view w) {
  return in_list(w, {"ji", "jee", "bhai", "bhaiya", "bhaiyya", "didi", "aunty", "auntie",
                     "uncle", "chacha", "chachi", "beta", "sahab", "saab", "sahib", "madam",
                     "maam", "bhabhi", "behenji", "mausi", "amma", "appa", "anna", "akka",
                     "dada", "dadi", "nana", "nani", "babu", "bhau", "tai", "kaka", "kaki",
                     // other Indian languages: Telugu "garu", Kannada "avare", Malayalam
                     // "chechi/chettan/ikka", Tamil "thambi", Gujarati "ben", Marathi "bai"
                     "garu", "gaaru", "avare", "avaru", "chechi", "chetta", "chettan", "ikka",
                     "thambi", "ben", "behn", "bai",
                     // Malayalam "itha/ittha" (elder sister, among Muslims), "etta/ettan"
                     // (elder brother), Tamil "annan"
                     "itha", "ittha", "etta", "ettan", "annan",
                     // Punjabi "paaji/veerji" (elder brother), "bhenji" (sister)
                     "paaji", "paji", "praji", "veerji", "bhenji",
                     // nurses' chat: "Mercy sis, ...", "Soni di can you ..."
                     "sis", "di"});
}

// A family's kin after the name: "Manoharlal mausaji ko", "Vinod mama le ke aa rahe hain",
// "Rekha bua" (issue 18, twelfth round). Only after a word that is not also a common word:
// "Chanda mama" is the moon of a lullaby, "Suraj dada" the sun.
bool is_kin_suffix(std::string_view w) {
  return in_list(w, {"mama", "mami", "mamu", "mamaji", "mausa", "mausaji", "mausiji", "chachaji", "chachu",
                     "tauji", "bua", "buaji", "phupha", "phuphaji", "fufa", "fufaji", "jijaji", "jiju",
                     "bhabhiji", "dadaji", "nanaji", "kaku", "mashi", "pishi", "jethu"});
}

// Review rv19: "Ventilator mama ko laga hai" (the ventilator is on mama): a word outside the
// name lexicons that ends in an English suffix of a thing or an abstract noun ("-ator",
// "-tion", "-ment", "-meter", "-scope", ...) is a common noun, not a given name before a kin
// word; no given name of the lexicons' languages ends so.
bool ends_as_common_noun(std::string_view w) {
  static constexpr std::array<std::string_view, 15> suffixes{"ator", "itor", "tion", "sion", "ment", "ness", "ity",
                                                             "meter", "scope", "izer", "iser", "ture", "ism",
                                                             "graph", "ics"};
  return w.size() > 5 && std::any_of(suffixes.begin(), suffixes.end(), [&](std::string_view x) {
           return w.size() > x.size() + 2 && w.ends_with(x);
         });
}

// The ASCII word that ends right before `i` (blanks skipped); empty when none.
std::string_view word_before(std::string_view text, std::size_t i) {
  std::size_t begin = 0;
  return word_ending_at(text, i, begin);
}

namespace {

// Words that, after "X," at the start of a sentence, show that X is being addressed.
bool is_second_person(std::string_view w) {
  return in_list(w, {"you", "your", "can", "could", "would", "will", "have", "do", "did",
                     "are", "please", "tell", "how", "what", "when", "where", "why", "aap",
                     "aapka", "aapki", "aapke", "aapko", "aapne", "tum", "tumhara", "tumhe",
                     "kya", "kaise", "kab", "batao", "bataiye", "take", "come", "sit", "lie",
                     "open", "breathe", "don't", "we", "let's", "dawai", "muh", "haath"});
}

// "Seen at Kokilaben hospital", "reports from Shanthi clinic": a place preposition before the
// words and a lower-case hospital word after them make them an institution's name. Not any
// institution word: "to Ramesh heart ..." is no place, and without the preposition "Ramesh
// hospital mein hai" is a person in hospital.
bool institution_named(std::string_view text, std::size_t begin, std::string_view next) {
  return !next.empty() && is_ascii_lower(next.front()) &&
         in_list(next, {"hospital", "clinic", "nursing", "lab", "labs", "diagnostics", "polyclinic",
                        "dispensary", "pharmacy", "medicals", "memorial"}) &&
         in_list(word_before(text, begin), {"at", "in", "from", "to", "of"});
}

}  // namespace

// Accepts the name read at `i` when it passes the checks every path shares.
void add_name(std::string_view text, std::size_t i, std::vector<candidate>& out, bool weak_cue) {
  const auto r = read_latin_name(text, i, false);
  if (!r || r->end <= r->begin) {
    return;
  }
  const std::string_view value = text.substr(r->begin, r->end - r->begin);
  const std::string_view first = value.substr(0, name_word_end(value, 0));
  if (first.size() >= 2 && is_all_upper(first) && (first.size() < 4 || !name_lexicon(first).sure())) {
    // "Patient HIV positive": an acronym, not a name. A sure lexicon name typed in capitals is
    // one ("Pt: BIJAYA KUMAR NAYAK", a lab slip's header).
    return;
  }
  const std::string_view next = word_after(text, r->end);
  if (is_eponym_follower(next) || is_role(first, next) || institution_named(text, r->begin, next) ||
      devotional_idiom(value, next) || devotional_greeting(text, r->begin, r->end) ||
      goddess_invoked(text, r->begin, r->end) ||
      town_of_institution(text, r->begin, r->end) || names_a_rite_or_place(next) ||
      in_a_place_slot(text, r->begin, r->end)) {
    return;
  }
  // "Tab Arjuna 500 mg", "Syp. Divya Swasari Ras", "Tab Chhaya weekly": after a dosage form
  // stands a medicine's brand, whatever person's name it also spells
  if (follows_dosage_form(text, r->begin)) {
    return;
  }
  // "Indira Nagar", "Gandhi Vihar": a place word inside the words read makes it a place;
  // a lexicon name read alone is the person ("Pooja complains", not "Lakshmi Pooja").
  const bool lone_name = first.size() == value.size() && name_lexicon(first).known();
  for (std::size_t k = 0; k < value.size() && !lone_name;) {
    const std::size_t e = name_word_end(value, k);
    if (e > k && is_institution_word(value.substr(k, e - k))) {
      return;
    }
    k = e < value.size() ? skip_blanks(value, e + 1) : e;
    while (k < value.size() && !is_ascii_upper(value[k])) {
      ++k;
    }
  }
  // "Beta Thalassaemia", "Okay Abscess, ...": a cue before a term. The weaker cues of the
  // second round (an age, a verb, a bed number) also look at the words around.
  // A name read from an initial ("Pt: P. Falciparum Malaria") is checked with the words
  // around as well: a species' genus initial opens a term.
  const bool initial = value.size() > 1 && (value[1] == '.' || value[1] == ' ');
  if (names_a_term(text, r->begin, r->end, weak_cue || initial)) {
    return;
  }
  out.push_back({r->begin, r->end, phi_kind::name, priority_name});
}

namespace {

// --- the word pass ---------------------------------------------------------------

// Whether the capitalised word at `i` opens a run of capitalised words (or follows a
// stop word or honorific inside one): a run is judged from its first name word.
// A capital letter at `b` standing alone after a line start, a blank after punctuation, or a
// colon ("Cancelled: K Ramesh Babu", "| K Ramesh |"): an initial typed without its period.
// Not after a word ("Vitamin B", "Hepatitis B", "Type A").
bool bare_initial_at(std::string_view text, std::size_t b) {
  if (b + 1 >= text.size() || !is_ascii_upper(text[b]) || text[b + 1] != ' ') {
    return false;
  }
  std::size_t k = b;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  return k == 0 || text[k - 1] == ':' || text[k - 1] == '|' || text[k - 1] == '\n' ||
         text[k - 1] == ',' || text[k - 1] == ';' || text[k - 1] == '(';
}

bool opens_line(std::string_view text, std::size_t i);

bool opens_run(std::string_view text, std::size_t i) {
  std::size_t k = i;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  if (k == i || k == 0 || !is_ascii_alpha(text[k - 1])) {
    return true;
  }
  std::size_t b = k;
  while (b > 0 && (is_ascii_alpha(text[b - 1]) || text[b - 1] == '\'' || text[b - 1] == '-')) {
    --b;
  }
  const std::string_view previous = text.substr(b, k - b);
  // a bare initial typed without its period opens the name after it ("K Ramesh Babu"),
  // unless a capitalised word runs into it ("Vitamin B Complex", "Hepatitis B Surface")
  return !is_ascii_upper(previous.front()) || is_name_stopword(previous) ||
         (previous.size() == 1 && bare_initial_at(text, b)) ||
         // a line's first word outside the lexicons is capitalised for the line, not as a
         // name's: it does not hold a sure name after it ("Teleconsult Rakesh Sharma"). Only
         // a sure one: an unknown word there may be a name's own ("Fatema Tuz Zohra").
         (opens_line(text, b) && is_title_word(previous) && !name_lexicon(previous).known() &&
          name_lexicon(text.substr(i, name_word_end(text, i) - i)).sure());
}

// "Raja has a fungal infection", "Chand had a seizure": "has"/"had" and a condition of the
// terminology tables within the next few words. Asked only for a lexicon name or two or
// more capitalised words opening a sentence (an organ "has a cyst" too, but an organ is no
// name of the lexicons and one word).
bool condition_follows(std::string_view text, std::size_t end) {
  const std::string_view verb = word_at(text, end);
  return in_list(verb, {"has", "had"}) && condition_within_clause(text, skip_blanks(text, end) + verb.size());
}

// Whether [begin, end) is two or more words: "Limasunep Jamir has had malaria" (an organ
// that "has a cyst" is one word).
bool several_words(std::string_view text, std::size_t begin, std::size_t end) {
  return text.substr(begin, end - begin).find(' ') != std::string_view::npos;
}

// "We started Lalthanpuia on inhaled steroids", "kept Ravi on oxygen": the one put on a
// treatment is a person (a drug there, "started Insulin on day 2", is a term: vetoed).
bool started_on(std::string_view text, std::size_t i, std::size_t end) {
  return in_list(word_before(text, i), {"started", "restarted", "put", "kept", "maintained", "continued"}) &&
         in_list(word_at(text, end), {"on"});
}

// The honorifics detect_names reads that are also surnames or words ("Sardar", "Pandit",
// "Swami", "Haji" ...), so is_honorific_word does not list them: before a capitalised word
// the honorific detector reads the name, without them ("Sardar Tobin Singh" → "Tobin Singh").
bool opens_honorific_name(std::string_view text, std::string_view word, std::size_t end) {
  return in_list(word, {"sardar", "sardarni", "pandit", "swami", "janab", "mohtarma", "maulana",
                        "haji", "hafiz", "ustad", "mister", "sister", "fr", "rev", "revd"}) &&
         end < text.size() && (text[end] == ' ' || text[end] == '.') && is_title_word(word_at(text, end + 1));
}

// Whether the word at `i` follows an honorific ("Dr. Reddy's", "Kumari Pooja"): the
// honorific detector, with its own rules for brands and institutions, reads those.
bool after_honorific(std::string_view text, std::size_t i) {
  std::size_t k = i;
  while (k > 0 && (is_ascii_blank(text[k - 1]) || text[k - 1] == '.' || text[k - 1] == ')')) {
    --k;
  }
  std::size_t b = k;
  while (b > 0 && (is_ascii_alpha(text[b - 1]) || text[b - 1] == '/')) {
    --b;
  }
  return k > b && k < i && is_honorific_word(text.substr(b, k - b));
}

// A list's item number right before `i`: "1) ", "2. ", "(3) " at a line start or after a
// separator or another item ("OT list: 1) X - lap chole 2) Y - TAH").
bool numbered_item_before(std::string_view text, std::size_t i) {
  std::size_t k = i;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  if (k == i || k == 0 || (text[k - 1] != ')' && text[k - 1] != '.')) {
    return false;
  }
  std::size_t d = k - 1;
  while (d > 0 && is_digit(text[d - 1])) {
    --d;
  }
  if (d == k - 1 || k - 1 - d > 2) {
    return false;
  }
  if (d > 0 && text[d - 1] == '(') {
    --d;
  }
  return d == 0 || !is_ascii_alpha(text[d - 1]);
}

// Whether a word of `value` is one that makes a name before it an eponym's ("Ryles Tube",
// "Foley Catheter"): a device's gauge is glued to its "F" as an age to its sex.
bool holds_eponym_follower(std::string_view value) {
  for (std::size_t k = 0; k < value.size();) {
    const std::size_t e = name_word_end(value, k);
    if (e > k && is_eponym_follower(value.substr(k, e - k))) {
      return true;
    }
    k = e < value.size() ? skip_blanks(value, e + 1) : e;
  }
  return false;
}

// A form's field mark, a colon or a '|', right before `i` (blanks skipped).
bool after_field_mark(std::string_view text, std::size_t i) {
  std::size_t k = i;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  return k > 0 && (text[k - 1] == ':' || text[k - 1] == '|');
}

// A non-ASCII symbol (an emoji: "Thank u sir 🙏 X here") and blanks right before `i`: a
// chat message's new clause.
bool after_emoji(std::string_view text, std::size_t i) {
  std::size_t k = i;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  return k < i && k > 0 && static_cast<unsigned char>(text[k - 1]) >= 0x80;
}


// " - " right after the word ending at `end`, and a lower-case word or a term after it.
bool dash_follows(std::string_view text, std::size_t end) {
  const std::size_t k = skip_blanks(text, end);
  return k > end && k < text.size() && (text[k] == '-' || text.substr(k, 3) == "\xE2\x80\x93") &&
         skip_blanks(text, k + (text[k] == '-' ? 1 : 3)) > k + (text[k] == '-' ? 1 : 3);
}

// The object of "speaks", "understands", "knows" (with "only" or "fluent" between) is a
// language, and a community's name is often a surname too: "speaks only Sherpa", "understands
// Bhutia". "Speaks to Ravi" keeps its preposition, so a person there is still read.
bool names_a_language(std::string_view text, std::size_t i) {
  std::string_view before = word_before(text, i);
  if (in_list(before, {"only", "fluent", "mostly", "little"})) {
    std::size_t k = i;
    while (k > 0 && is_ascii_blank(text[k - 1])) {
      --k;
    }
    before = word_before(text, k - before.size());
  }
  return in_list(before, {"speaks", "speak", "spoke", "understands", "understand", "knows"});
}

// Whether a line opens at `i`, also after a chat's time stamp in brackets ("[10:02] X: ...").
bool opens_line(std::string_view text, std::size_t i) {
  std::size_t k = i;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  if (k > 0 && text[k - 1] == ']') {
    const std::size_t open = text.rfind('[', k - 1);
    if (open == std::string_view::npos || k - open > 24) {
      return false;
    }
    k = open;
    while (k > 0 && is_ascii_blank(text[k - 1])) {
      --k;
    }
  }
  return k == 0 || text[k - 1] == '\n';
}

void detect_by_words(std::string_view text, std::vector<candidate>& out) {
  std::size_t i = 0;
  while (i < text.size()) {
    const bool starts_word =
        is_ascii_upper(text[i]) &&
        (i == 0 || !(is_ascii_alpha(text[i - 1]) || text[i - 1] == '\'' || is_digit(text[i - 1])));
    if (!starts_word) {
      ++i;
      continue;
    }
    const std::size_t e = name_word_end(text, i);
    const std::string_view word = text.substr(i, e - i);
    // Review rv18: "Appa Rao", "Dr Achan Thomas": a kin word before a surname (person_cues.hpp).
    if (const std::size_t ne = kin_given_name_end(text, i, e); ne != 0) {
      out.push_back({i, ne, phi_kind::name, priority_name});
      i = ne;
      continue;
    }
    if (!is_title_word(word) || is_name_stopword(word) || !opens_run(text, i) ||
        after_honorific(text, i) || opens_honorific_name(text, word, e) || names_a_language(text, i)) {
      i = e > i ? e : i + 1;
      continue;
    }
    const name_entry entry = name_lexicon(word);
    const std::string_view next = word_at(text, e);
    if (opens_line(text, i)) {
      // A chat transcript's speaker ("Nusrat: doctor sahab ...", "[09:41] Tashi Wangmo: hello
      // madam"): the name runs to the colon, also over a last word outside the lexicons that
      // the name reader leaves to the next field. Weak: terms vetoed with the words around.
      if (const auto r = read_latin_name(text, i, false)) {
        std::size_t end = r->end;
        const std::size_t n = skip_blanks(text, end);
        if (n > end && n < text.size() && is_ascii_upper(text[n])) {
          const std::size_t ne = name_word_end(text, n);
          if (ne < text.size() && text[ne] == ':' && is_title_word(text.substr(n, ne - n)) &&
              !is_name_stopword(text.substr(n, ne - n))) {
            end = ne;
          }
        }
        // (review rv15: a role speaks too: "Pharmacist: hi, ...", "Receptionist: hello")
        if (speaker_label(text, end) && !names_a_term(text, r->begin, end, true) &&
            !is_speaking_role(text.substr(r->begin, name_word_end(text, r->begin) - r->begin)) &&
            !is_institution_word(text.substr(r->begin, name_word_end(text, r->begin) - r->begin))) {
          out.push_back({r->begin, end, phi_kind::name, priority_name});
          i = end;
          continue;
        }
      }
    }
    bool fire = entry.sure();
    if (!fire && entry.known() && is_title_word(next)) {
      // "Kiran Bedi", "Deepak Pandey"; after a given name even an ambiguous surname
      // ("Asha Devi", "Moti Lal") makes a full name.
      const name_entry following = name_lexicon(next);
      fire = following.surname && (!following.ambiguous || entry.given);
    }
    bool suffixed = false;
    if (!fire && (is_address_suffix(next) ||
                  (is_kin_suffix(next) && !entry.ambiguous && (entry.known() || !ends_as_common_noun(word))))) {
      fire = true;  // "Kusum ji", "Rafiq bhai", "Vinod mama"
      // "Crocin Pain Relief paaji ...": a term's last word before a form of address is no
      // name, so the terms around are checked too (weak)
      suffixed = true;
    }
    bool genitive = false;  // weak: a term is vetoed with the words around
    if (!fire && in_list(next, {"ko", "ne"})) {
      // Hinglish dative/ergative: a person far more often than a thing. At a sentence
      // start the capital says nothing, so there the word must be a known name.
      fire = entry.known() || !at_sentence_start(text, i);
      if (!fire && word.size() >= 4 && !is_common_hinglish_agent(word) && !is_plain_english_word(word) &&
          !ends_as_common_noun(word) && !is_ward_word(word) &&
          !is_institution_word(word)) {
        // Issue 18, fourteenth round: at a sentence's start a word outside the lexicons and
        // outside the common nouns that take "ne"/"ko" there ("Police ne", "Raat ko") is a
        // person ("Nilu ne bataya"); weak, so a term is vetoed with the words around. Not an
        // English word outside the lexicons ("Rotary ne camp lagaya"; seventeenth step).
        fire = true;
        genitive = true;
      }
      if (fire && next == "ko" && is_weekday_short_form(word)) {
        // "Mangal ko OPD band hai", "Shani ko aana": a day of the week ("on Tuesday") unless
        // a health word says the person has something ("Mangal ko bukhar hai")
        const std::string_view noun = word_at(text, skip_blanks(text, e) + next.size());
        fire = is_personal_health_noun(noun) || is_english_health_noun(noun);
      }
    }
    if (!fire && in_list(next, {"ku", "kku"})) {
      // The Tamil dative ("Chhotu ku kaichal"): a known name only, even one that is also a
      // word; things take it as often as people ("Idli ku sambar").
      fire = entry.known();
    }
    if (!fire && is_regional_case_marker(next)) {
      // The case markers of other Indian languages before a body part, a health word or a
      // relation, as the Hinglish genitive below: Tamil "X ku sugar", Bengali "X er
      // report", Punjabi "X di sugar", "X nu bukhar", Marathi "X chi report", "X la BP",
      // Gujarati "X ni dawai". A thing takes them before other nouns ("Chennai ku bus");
      // a term is vetoed with the words around (add_name, weak).
      const std::string_view noun = word_at(text, skip_blanks(text, e) + next.size());
      fire = is_personal_health_noun(noun) || is_english_health_noun(noun);
      genitive = fire;
    }
    if (!fire && at_sentence_start(text, i) && !after_initial_or_possessive(text, i) && e < text.size() &&
        text[e] == ',') {
      fire = is_second_person(word_at(text, e + 1));  // "Sunita, can you ..."
    }
    if (!fire && in_list(next, {"here"}) &&
        (at_sentence_start(text, i) || after_emoji(text, i))) {
      // A chat message's writer naming himself: "Joydeep here, PG 1st yr", "Priya here -
      // staff nurse ICU". Only with a clinical role after it ("Pain here, and here" is none).
      std::size_t k = skip_blanks(text, e) + next.size();
      while (k < text.size() && (is_ascii_blank(text[k]) || text[k] == ',' || text[k] == '-')) {
        ++k;
      }
      fire = in_list(word_at(text, k), {"pg", "intern", "resident", "jr", "sr", "registrar",
                                        "houseman", "dr", "doctor", "nurse", "sister", "staff",
                                        "calling", "speaking", "mo", "cmo", "rmo"});
      genitive = fire;  // weak: "Swelling here, PG to see" is a finding, vetoed as a term
    }
    if (!fire && !entry.sure() && in_list(next, {"hai", "hain"}) &&
        in_list(word_before(text, i), {"ye", "yeh", "yah", "woh", "wo", "vo"})) {
      // Hinglish "Ye Phoolmati hai", "Woh Bunty hai": a demonstrative and a copula
      // around one capitalised word introduce a person (a term is vetoed by add_name).
      fire = true;
    }
    if (!fire && in_list(next, {"ka", "ki", "ke"})) {
      // Hinglish genitive before a body part or a health word: "Gudiya ki aankh", "Manoj
      // ka sugar", "Chhotu ke kaan". A thing or a place takes other nouns ("Delhi ka
      // hospital"); a term ("Dengue ka test") is vetoed by add_name.
      const std::string_view noun = word_at(text, skip_blanks(text, e) + next.size());
      // "X ki delivery" is a birth for a name of the lexicons ("Amazon ki delivery" is a parcel)
      fire = is_personal_health_noun(noun) || (entry.known() && in_list(noun, {"delivery"})) ||
             // "Ye Munna ka teesra din hai": a demonstrative points at a lexicon name whatever it
             // owns ("Ye Delhi ka hospital": not a name of the lexicons)
             (entry.known() && in_list(word_before(text, i), {"ye", "yeh", "yah", "woh", "wo", "vo"}));
      genitive = fire;  // "Crocin Pain Relief ki ...": the terms around are checked too
    }
    if (!fire && !entry.known() && is_title_word(next) && !is_name_stopword(next)) {
      // "Subhankar Chatterjee", "Sasmita Behera": an unknown word before a surname of
      // the lexicons is its given name ("Patel Nagar" stays a place: add_name's check).
      const name_entry following = name_lexicon(next);
      // A surname flagged as a word too ("Lal", "Prasad") after a word that no list holds
      // ("for Harbans Lal"; seventeenth step), weak; not opening a sentence, where a Hindi
      // word is capitalised for its place ("Yahan Sarkar ne ...").
      fire = following.surname &&
             (!following.ambiguous || (!at_sentence_start(text, i) && is_unlisted_word(word, entry.known())));
      genitive = fire && following.ambiguous;
      // Manipuri and other North-East names put the clan first: "Nongmaithem Rakesh",
      // "with Laishram Bembem". Inside a line an unknown word before a sure given name is its
      // clan name; at a sentence start it may be an imperative ("Ask Rakesh", "Inform Rita"),
      // and after another capitalised word the last words of a longer name ("Fatema Tuz
      // Zohra"), so there it is not read so (weak: a term is vetoed with the words around).
      const std::string_view before = word_before(text, i);
      if (!fire && following.given && following.sure() && !at_sentence_start(text, i) && !opens_line(text, i) &&
          (before.empty() || !is_ascii_upper(before.front()) || is_name_stopword(before))) {
        fire = true;
        genitive = true;
      }
    }
    if (!fire && entry.known() && is_title_word(word) && !at_sentence_start(text, i) &&
        !opens_line(text, i) && person_predicate_follows(text, e)) {
      // "After the dressing Tulsi smiled", "... and then Roshni fainted": inside a sentence
      // the capital says a proper noun and the verb a person, for a lexicon name flagged as a
      // common word too; weak, so a term is vetoed with the words around
      fire = true;
      genitive = true;
    }
    if (!fire && entry.known() && relation_opens_sentence_before(text, i)) {
      // "Grandfather Karma has cataract", "Mother Roshni says ...": a relation opening the
      // sentence without a possessive, before a lexicon name (one flagged as a word too);
      // weak, so a family history's term is vetoed with the words around ("Mother Diabetic")
      fire = true;
      genitive = true;
    }
    if (!fire && entry.known() && numbered_item_before(text, i) && dash_follows(text, e)) {
      // A list's numbered item "3) X - hernia", "2. X - dog bite": a lexicon name (one
      // flagged as a common word too) heading an item whose dash gives what it is for.
      fire = true;
    }
    const bool both = in_list(word_before(text, i), {"both"});
    if (!fire && in_list(next, {"and"}) && (both || at_sentence_start(text, i))) {
      // "Both X and Y were febrile": two capitalised words paired by "both … and" before a
      // plural verb are two people (weak: a term is vetoed with the words around, "Both
      // Ramipril and Amlodipine were stopped"; "Both Upper and Lower limbs" are stop words).
      const std::size_t y = skip_blanks(text, skip_blanks(text, e) + next.size());
      const std::size_t y_end = name_word_end(text, y);
      const std::string_view second = text.substr(y, y_end - y);
      // Scan reports pair organs and short forms the same way ("Both Ovaries and Uterus are
      // normal", "Both ACE and ARB were stopped"): unless one of the two is a lexicon name,
      // neither may be a plural or shorter than four letters.
      const auto organ_or_short = [](std::string_view w) {
        return w.size() < 4 || w.back() == 's' || w.back() == 'S';
      };
      // Without "both", a pair opening a sentence ("X and Y were brought from the same
      // accident"; issue 18, sixteenth round) needs a verb only people take, as one name
      // opening a sentence does (person_predicate_follows, which reads "were/are" too).
      if (is_title_word(second) && !is_name_stopword(second) &&
          (entry.known() || name_lexicon(second).known() ||
           (!organ_or_short(text.substr(i, e - i)) && !organ_or_short(second))) &&
          (both ? in_list(word_at(text, y_end), {"were", "are", "have", "had", "got", "need", "came", "received"})
                : person_predicate_follows(text, y_end))) {
        fire = true;
        genitive = true;
        add_name(text, y, out, true);
      }
    }
    if (!fire && entry.known() && i >= 2 && text[i - 1] == ' ' && bare_initial_at(text, i - 2) &&
        (i == 2 || !is_ascii_alpha(text[i - 3]))) {
      // "Cancelled: S Lakshmi - anaemia", "| R Durga |": a bare initial typed before a lexicon
      // name flagged as a word too is the person's initial, as before a sure name ("K Ramesh
      // Babu"); weak, so a term is vetoed with the words around.
      fire = true;
      genitive = true;
    }
    int initials = 0;
    const std::size_t start = start_with_initials(text, i, initials);
    bool weak_cue = genitive || suffixed;
    if (!fire && may_have_person_cue(text, i, e, initials)) {
      // An unknown word, or one not sure alone (an ambiguous one too: "Pooja complains",
      // "Bed 16 Kiran"), with a person cue around it; a term is vetoed by add_name.
      const auto r = read_latin_name(text, i, false);
      if (r && r->end - r->begin >= 3) {  // not "St." after a bed number
        // an age after a place ("Thangminlen Haokip from Churachandpur, 22 M") is the
        // person's named before it: a word outside the lexicons after a place preposition
        // takes no age
        const bool after_place_preposition =
            !entry.known() && in_list(word_before(text, start), {"from", "in", "at", "near"});
        fire = initials > 0 || (age_follows(text, r->end) && !after_place_preposition) ||
               relation_follows(text, r->end) || occupation_apposition_follows(text, r->end) ||
               ((numbered_item_before(text, start) || bed_number_before(text, start) ||
                 // a slip's field: "Referral slip: Devki Bhabhor 26F, G2P1" (two or more
                 // words: "Catheter: Foley 14F" is a gauge)
                 (after_field_mark(text, start) && several_words(text, r->begin, r->end) &&
                  !holds_eponym_follower(text.substr(r->begin, r->end - r->begin)))) &&
                glued_age_sex_follows(text, r->end)) ||
               bed_number_before(text, i) || bed_number_after(text, r->end) ||
               kinship_abbreviation_at(text, skip_blanks(text, r->end)) ||
               // a form's comma before the kinship ("Lalbiak, s/o Zoramthanga")
               (r->end < text.size() && text[r->end] == ',' &&
                kinship_abbreviation_at(text, skip_blanks(text, r->end + 1))) ||
               started_on(text, i, r->end) || personal_possessive_follows(text, r->end) ||
               relation_in_parentheses(text, r->end) || person_object(text, start, r->end) ||
               person_slot_follows(text, start, r->end,
                                   at_sentence_start(text, start) || opens_clause_after_adverb(text, start),
                                   entry.known()) ||
               ((entry.known() || opens_clause_after_adverb(text, start)) &&
                telling_verb_follows(text, r->end)) ||
               ((at_sentence_start(text, start) || opens_clause_after_adverb(text, start)) &&
                (person_predicate_follows(text, r->end) ||
                 ((entry.known() || several_words(text, r->begin, r->end)) &&
                  (condition_follows(text, r->end) || patient_state_follows(text, r->end))) ||
                 // the clauses a lexicon name opens (a negated auxiliary, a passive that keeps
                 // its object, a body's state), also for a word no list holds (seventeenth step;
                 // the clause is read first: the word lists cost more)
                 (!entry.known() && patient_state_follows(text, r->end) && is_unlisted_word(word, false)) ||
                 (lexicon_subject_predicate_follows(text, r->end) &&
                  (entry.known() || is_unlisted_word(word, false)))));
        weak_cue = fire;
      }
    }
    if (!fire && !entry.known() && unlisted_proper_noun_at(text, i, e) && is_unlisted_word(word, false)) {
      fire = true;  // a proper noun no list holds, where a person stands (seventeenth step)
      weak_cue = true;
    }
    if (!fire && names_by_clause(text, i, out)) {
      i = e;  // a clause only a person takes: "X, who", "X (room 5) has not eaten" (round 19)
      continue;
    }
    if (fire) {
      // a bare initial before the name belongs to it ("K Ramesh Babu")
      std::size_t from = start == i && i >= 2 && text[i - 1] == ' ' && bare_initial_at(text, i - 2) &&
                                 (i == 2 || !is_ascii_alpha(text[i - 3]))
                             ? i - 2
                             : start;
      // a register line's opening participle describes the person after it ("Injured Sunny s/o
      // Happy Singh", "Deceased Ramlal"; round 18): an English word in -ed is no name's word
      if (from == i && word.ends_with("ed") && opens_line(text, i) && is_title_word(next) &&
          is_plain_english_word(word)) {
        from = skip_blanks(text, e);
      }
      add_name(text, from, out, weak_cue);
    }
    i = e;
  }
}

}  // namespace

void detect_context_names(std::string_view text, std::vector<candidate>& out) {
  detect_cued(text, out);
  detect_by_words(text, out);
  detect_lower_case_markers(text, out);
  detect_lower_case_dictation(text, out);
  detect_slip_cells(text, out);
  detect_chat_mentions(text, out);
  detect_kin_marked_names(text, out);
}

}  // namespace cxs::domain::phi::detail
