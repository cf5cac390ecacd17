// Names in text typed without capitals, where the word pass of detect_context_names.cpp has
// no capital to go by: a lexicon name before a Hinglish case marker or form of address
// ("guddu ko ulti", "ravi ji ka sugar"), and the cues of dictated lines (a name opening a
// line, after "next patient", a verb whose object is a person, a bed number). Split from
// detect_context_names.cpp.

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

#include "domain/phi/detect.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {
namespace {

// --- lower-case dictation ----------------------------------------------------------

// A spoken bed or ward number ("bed twelve", "bed twenty"): the words one to twenty and
// the tens to fifty.
bool is_number_word(std::string_view word) {
  return in_list(word, {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                        "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty"});
}

// Classes of the words that make up the dictation openers (bit flags, a word may have two).
enum dictation_word : unsigned {
  dw_verb = 1U << 0,          // saw, see, call, tell, told, ask, asked, review, reviewed, examined, counselled, informed
  dw_next = 1U << 1,          // next
  dw_is = 1U << 2,            // is
  dw_patient = 1U << 3,       // patient
  dw_please = 1U << 4,        // please
  dw_talked = 1U << 5,        // talked, spoke
  dw_to_with = 1U << 6,       // to, with
  dw_the = 1U << 7,           // the
  dw_person = 1U << 8,        // lady, man, boy, girl, child, baby
  dw_document_for = 1U << 9,  // dictation, note, notes, summary, letter, prescription
  dw_for = 1U << 10,          // for
  dw_document_of = 1U << 11,  // report, reports, card, file
  dw_of = 1U << 12,           // of
  dw_bed = 1U << 13,          // bed
  dw_number = 1U << 14,       // digits, or after "bed" a number word up to twenty and the tens to fifty
  dw_kin = 1U << 15,          // son, wife, sister, nurse, staff, husband, brother, daughter
  dw_vocative = 1U << 16,     // ok, so, okay, haan: a name after them is addressed only when "you", "your" or "ji" follows
  dw_salutation = 1U << 17,   // sir, mam, maam, madam: a chat's address to the doctor opening its line (round 20)
};

unsigned dictation_word_class(std::string_view w) {
  if (w.empty()) {
    return 0U;
  }
  if (is_digit(w.front())) {
    return dw_number;
  }
  // The first letter decides most comparisons without a call to compare the rest.
  const auto is = [w](std::string_view literal) { return w.front() == literal.front() && w == literal; };
  switch (w.size()) {
    case 2:
      if (is("ok") || is("so")) {
        return dw_vocative;
      }
      if (is("up")) {
        return dw_document_of;  // "follow up of X"
      }
      if (is("rx")) {
        return dw_document_for;  // a prescription's sign in chat: "send the rx for X" (round 19)
      }
      return is("is") ? dw_is : (is("to") ? dw_to_with : (is("of") ? dw_of : 0U));
    case 3:
      if (is("saw") || is("see") || is("ask")) {
        return dw_verb;
      }
      if (is("sir") || is("mam")) {
        return dw_salutation;
      }
      if (is("the")) {
        return dw_the;
      }
      if (is("man") || is("boy")) {
        return dw_person;
      }
      if (is("for")) {
        return dw_for;
      }
      if (is("bed")) {
        return dw_bed;
      }
      if (is("son")) {
        return dw_kin;
      }
      break;
    case 4:
      if (is("call") || is("tell") || is("told") || is("seen")) {
        return dw_verb;
      }
      if (is("next")) {
        return dw_next;
      }
      if (is("okay") || is("haan")) {
        return dw_vocative;
      }
      if (is("maam")) {
        return dw_salutation;
      }
      if (is("with")) {
        return dw_to_with;
      }
      if (is("lady") || is("girl") || is("baby")) {
        return dw_person;
      }
      if (is("wife")) {
        return dw_kin;
      }
      if (is("note") || is("card") || is("file")) {
        return is("note") ? dw_document_for : dw_document_of;
      }
      break;
    case 5:
      if (is("asked")) {
        return dw_verb;
      }
      if (is("madam")) {
        return dw_salutation;
      }
      if (is("right")) {
        return dw_vocative;  // "right pranjal, you can stop it": addressed only before a comma or "you"
      }
      if (is("spoke")) {
        return dw_talked;
      }
      if (is("child")) {
        return dw_person;
      }
      if (is("nurse") || is("staff")) {
        return dw_kin;
      }
      if (is("notes") || is("visit")) {
        return dw_document_for;  // "follow up visit for mohan singh"
      }
      break;
    case 6:
      if (is("review")) {
        return dw_verb;
      }
      if (is("talked")) {
        return dw_talked;
      }
      if (is("please")) {
        return dw_please;
      }
      if (is("letter")) {
        return dw_document_for;
      }
      if (is("report")) {
        return dw_document_of;
      }
      if (is("sister")) {
        return dw_kin;
      }
      break;
    case 7:
      if (is("patient")) {
        return dw_patient;
      }
      if (is("summary")) {
        return dw_document_for;
      }
      if (is("reports")) {
        return dw_document_of;
      }
      if (is("husband") || is("brother")) {
        return dw_kin;
      }
      break;
    case 8:
      if (is("reviewed") || is("examined") || is("informed")) {
        return dw_verb;
      }
      if (is("followup")) {
        return dw_document_of;  // "followup of X"
      }
      if (is("daughter")) {
        return dw_kin;
      }
      if (is("speaking")) {
        return dw_talked;  // a call's "am i speaking to X"
      }
      break;
    case 9:
      return is("dictation") ? dw_document_for : 0U;
    case 10:
      return is("counselled") ? dw_verb : 0U;
    case 12:
      return is("prescription") ? dw_document_for : 0U;
    default:
      break;
  }
  return 0U;  // number words are looked for only after "bed" (detect_dictation_line)
}

// Ward-round dictation and recogniser transcripts in lower case ("murugesan sugar is high
// again", "next is selvi forty two female"): in a line without capitals, a name of the
// lexicons that is not also a common word (English, romanised Hindi, clinical, a place:
// ambiguous_names.txt), of four letters or more, opening the line or one of its sentences
// (a leading "for" skipped: "for X continue …"), or right after a dictation opener ("next
// is", "dictation for", "card of"), a verb whose object is a person ("saw X",
// "call X", "talked to X"), a person noun before an apposition ("the lady X") or a bed
// number ("bed twelve X", "bed 12 X"). In mixed-case text the capital carries that
// information, so a line with a capital is skipped at its first capital: the pass costs a
// mixed-case text almost nothing. A term around the words vetoes them.
// The speakers a lower-case call or consult transcript tags its turns with ("doctor:",
// "caller:", "attendant:"); a form's field ("plan: review", "bp: 130/80") is none of them.
bool is_turn_speaker(std::string_view word) {
  return in_list(word, {"doctor", "dr", "patient", "pt", "caller", "nurse", "attendant", "relative", "mother",
                        "father", "son", "daughter", "wife", "husband", "speaker", "pharmacist", "receptionist",
                        "customer", "interpreter", "counsellor", "guardian", "informant", "mom", "mum", "dad",
                        "parent", "sister", "staff", "operator"});
}

void detect_dictation_line(std::string_view text, std::size_t line, std::size_t line_end,
                           std::vector<candidate>& out) {
  // `strong`: the word follows an opener ("saw X", "next child X", "bed four X"), which says
  // a person stands there, so a lexicon name flagged as also a common word counts too
  // (issue 18, fifth round); at a line or sentence start only a sure name does.
  // `addressed`: a one-word name followed by "you", "your", "ji" or a comma ("ok so anil your
  // sugar is fine"; not "so ramesh came").
  auto try_at = [text, line_end, &out](std::size_t i, bool strong, bool addressed) {
    if (i >= line_end || !is_ascii_lower(text[i])) {
      return;
    }
    const std::size_t e = name_word_end_lower(text, i);
    // A word glued to a letter or digit is no word; one cut off by a hyphen ("mira-
    // miralax") is a speaker's false start, not a name.
    const bool possessive = e + 1 < text.size() && text[e] == '\'' && text[e + 1] == 's' &&
                            (e + 2 >= text.size() || !is_ascii_alpha(text[e + 2]));
    if (e - i < 4 || (e < text.size() && !possessive &&
                      (is_ascii_alpha(text[e]) || is_digit(text[e]) || text[e] == '-' || text[e] == '\''))) {
      return;
    }
    if (addressed) {
      // tested before the look-up: "so" and "ok" precede most words that are no names
      const std::size_t k = skip_blanks(text, e);
      // a question put to the one named ("so priyanka when did the pain start") addresses too
      if (!(k < line_end && text[k] == ',') &&
          !in_list(word_at(text, e), {"you", "your", "ji", "when", "how", "what", "where", "did", "do", "does",
                                      "can", "could", "tell", "please"})) {
        return;
      }
    }
    const std::string_view first = text.substr(i, e - i);
    const name_entry entry = name_lexicon(first);
    if (strong && !entry.known()) {
      // "next patient gowri shankar": after an opener, a word outside the lexicons right
      // before a sure name of them is that person's first word (a term around vetoes both)
      const std::size_t n = skip_blanks(text, e);
      const std::size_t ne = name_word_end_lower(text, n);
      if (n > e && ne > n && !possessive && !is_name_stopword(first) && name_lexicon(text.substr(n, ne - n)).sure()) {
        const auto rest = read_lower_lexicon_name(text, n);
        if (rest && !names_a_term(text, i, rest->end, true)) {
          out.push_back({i, rest->end, phi_kind::name, priority_name});
        }
      }
      return;
    }
    // A flagged name opening a sentence counts as its subject before a verb or state only a
    // person or a patient has ("munna still has loose stools", "hope is doing well").
    // (round 19: or a verb of telling, "rose said the swelling went down": a flagged word that
    // opens a lower-case line is a rose or a ray only before other verbs)
    const bool subject = !strong && !addressed && entry.known() && !entry.sure() &&
                         (person_predicate_follows(text, e) || patient_state_follows(text, e) ||
                          telling_verb_follows(text, e));
    if (!(entry.sure() || subject || (strong && entry.known())) || (is_function_word_name(first) && !entry.sure()) ||
        is_name_stopword(first)) {
      return;
    }
    const auto r = read_lower_lexicon_name(text, i);
    if (!r) {
      return;
    }
    const std::string_view next = word_after(text, r->end);
    if (addressed && r->end != e) {
      return;  // one word only: the test above was on it
    }
    if (is_eponym_follower(next) || is_role(first, next) || names_a_term(text, r->begin, r->end, true)) {
      return;
    }
    out.push_back({r->begin, r->end, phi_kind::name, priority_name});
  };
  // One pass over the line's words, remembering the classes of the three before: a word is
  // tried when it opens the line or a sentence (after ". ", "? ", "! " or a speaker tag "]"),
  // follows a clause-opening "for", or follows an opener with only blanks between its words.
  // Each word is classed once (a switch on its length), so the pass costs a few instructions
  // a word; the lexicon is looked up only where a name may stand.
  unsigned c1 = 0;  // the class of the previous word
  unsigned c2 = 0;  // of the one before it
  unsigned c3 = 0;
  bool clause_start = true;  // the next word opens the line or a sentence
  bool after_for = false;    // the previous word was a clause-opening "for"
  std::string_view opening;  // the previous word when it opened the line or a sentence
  std::size_t k = line;
  while (k < line_end) {
    const char c = text[k];
    if (c == ' ') {
      ++k;  // the commonest byte: nothing to do
      continue;
    }
    if (!is_ascii_lower(c) && !is_digit(c)) {
      // A turn's speaker tag ("doctor: sunita, please ...", "caller: sir this is ..."): what
      // follows opens the turn as a line's first word does (issue 18, thirteenth round).
      const bool speaker_tag = c == ':' && opening.data() + opening.size() == text.data() + k &&
                               is_turn_speaker(opening);
      if (speaker_tag || c == ']' ||
          ((c == '.' || c == '?' || c == '!') && k + 1 < line_end && is_ascii_blank(text[k + 1]))) {
        clause_start = true;
        c1 = c2 = c3 = 0;
      } else if (!is_ascii_blank(c)) {
        c1 = c2 = c3 = 0;  // other punctuation breaks an opener ("saw, X" is not read)
      }
      ++k;
      continue;
    }
    std::size_t e = k;
    while (e < line_end && (is_ascii_lower(text[e]) || is_digit(text[e]))) {
      ++e;
    }
    const std::string_view word = text.substr(k, e - k);
    const bool opener = (c1 & dw_verb) != 0 || ((c2 & dw_next) && (c1 & (dw_is | dw_patient))) ||
                        ((c3 & dw_next) && (c2 & dw_patient) && (c1 & dw_please)) ||
                        ((c2 & dw_talked) && (c1 & dw_to_with)) || ((c2 & dw_the) && (c1 & dw_person)) ||
                        ((c2 & dw_document_for) && (c1 & dw_for)) || ((c2 & dw_document_of) && (c1 & dw_of)) ||
                        ((c2 & dw_bed) && (c1 & dw_number)) || ((c2 & dw_next) && (c1 & dw_person)) ||
                        (c1 & dw_kin) != 0;  // "ask sister rani", "wife meena"
    if (clause_start || after_for || opener) {
      try_at(k, opener, false);
    } else if ((c1 & dw_vocative) != 0) {
      try_at(k, false, true);
    } else if ((c1 & dw_salutation) != 0 && !opening.empty()) {
      // "madam kamlesh nahi aaya aaj", "sir ramesh ka bp 180": the word after a salutation that
      // opens the line is read as a line's first word is (a sure name, or a flagged one before a
      // person's predicate); round 20
      try_at(k, false, false);
    }
    unsigned cls = dictation_word_class(word);
    if ((c1 & dw_bed) && is_number_word(word)) {
      cls |= dw_number;  // "bed twelve X"
    }
    after_for = clause_start && (cls & dw_for);
    opening = clause_start ? word : std::string_view{};
    clause_start = false;
    c3 = c2;
    c2 = c1;
    c1 = cls;
    k = e;
  }
}

}  // namespace

// Messages and transcripts typed in lower case ("mam guddu ko ulti ho rahi h", "ravi ji ka
// sugar"): a name of the lexicons that is not also a common word, right before a Hinglish
// case marker or form of address ("ko", "ne", "ji", "bhai" ...) or before "ka/ki/ke" and a
// health noun. Only the marker words are looked for, so the scan stays cheap; the name
// before them may have a lexicon surname after its given name ("ravi kumar ko").
void detect_lower_case_markers(std::string_view text, std::vector<candidate>& out) {
  // The whole lower-case word ending at `end` (blanks before `end` skipped), or npos.
  auto lower_word_before = [text](std::size_t end, std::size_t& begin) {
    while (end > 0 && is_ascii_blank(text[end - 1])) {
      --end;
    }
    begin = end;
    while (begin > 0 && is_ascii_lower(text[begin - 1])) {
      --begin;
    }
    const bool whole = begin < end && (begin == 0 || !(is_ascii_alpha(text[begin - 1]) ||
                                                        is_digit(text[begin - 1]) || text[begin - 1] == '\''));
    return whole ? end : std::string_view::npos;
  };
  // The markers start with k, n, j, b or d: each letter is found with memchr (fast on a
  // long text), and only one after a blank is read further. Candidates are sorted later.
  for (const char letter : {'k', 'n', 'j', 'b', 'd'}) {
    for (std::size_t i = text.find(letter, 1); i != std::string_view::npos; i = text.find(letter, i + 1)) {
      const std::size_t blank = i - 1;
      if (text[blank] != ' ') {
        continue;
      }
      std::size_t e = i;
      while (e < text.size() && is_ascii_lower(text[e]) && e - i <= 6) {
        ++e;
      }
      if (e - i > 6 || (e < text.size() && (is_ascii_alpha(text[e]) || is_digit(text[e])))) {
        continue;
      }
      const std::string_view word = text.substr(i, e - i);
      const bool marker =
          word == "ko" || word == "ne" || word == "ku" || word == "kku" || word == "ji" ||
          word == "bhai" || word == "bhaiya" ||
          word == "didi" ||
          ((word == "ka" || word == "ki" || word == "ke") && is_personal_health_noun(word_at(text, e)));
      if (!marker) {
        continue;
      }
      std::size_t name_begin = 0;
      const std::size_t name_end = lower_word_before(blank, name_begin);
      if (name_end == std::string_view::npos) {
        continue;
      }
      const std::string_view name = text.substr(name_begin, name_end - name_begin);
      if (is_name_stopword(name)) {
        continue;  // a form of address before the marker ("akash bhai ka plaster"; round 20)
      }
      const name_entry entry = name_lexicon(name);
      // A given name of the lexicons before a surname, even one that is also a word
      // ("kumar", "devi"), makes the pair the name.
      bool pair = false;
      std::size_t given_begin = 0;
      if (entry.surname && name_begin > 0 && is_ascii_blank(text[name_begin - 1])) {
        const std::size_t given_end = lower_word_before(name_begin, given_begin);
        if (given_end != std::string_view::npos) {
          const std::string_view given = text.substr(given_begin, given_end - given_begin);
          const name_entry first = name_lexicon(given);
          pair = first.given && first.sure() && !is_name_stopword(given);
        }
      }
      // A form of address after a lexicon name flagged as a word too ("deepak bhaiya ne bola",
      // "kiran didi"; round 19): a lamp or a ray takes none. Not the health worker ("asha didi").
      const bool addressed = (word == "ji" || word == "bhai" || word == "bhaiya" || word == "didi") &&
                             entry.known() && !entry.sure() && !is_role(name, word) && !is_function_word_name(name) &&
                             !names_a_term(text, name_begin, name_end, true);  // "yasmin" is a pill too
      if (pair || (name.size() >= 3 && (entry.sure() || addressed) && !is_name_stopword(name))) {
        out.push_back({pair ? given_begin : name_begin, name_end, phi_kind::name, priority_name});
      }
    }
  }
}

void detect_lower_case_dictation(std::string_view text, std::vector<candidate>& out) {
  std::size_t line = 0;
  while (line < text.size()) {
    std::size_t end = text.find('\n', line);
    end = end == std::string_view::npos ? text.size() : end;
    std::size_t k = line;
    while (k < end && !is_ascii_upper(text[k])) {
      ++k;
    }
    if (k == end) {
      detect_dictation_line(text, line, end, out);
    }
    line = end + 1;
  }
}

}  // namespace cxs::domain::phi::detail
