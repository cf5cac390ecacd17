// Round 16 (branch ctx16): what a clause says of a condition that is its subject. The
// triggers look at words around a mention; these rules read the predicate the mention is the
// subject of, so that a phrasing not yet written down is caught by its structure:
//   - a past habit or an end said of the subject: "Angina used to come on at 200 metres",
//     "Gastritis is no longer troubling him" (historical);
//   - a generic predicate of danger of a bare subject: "because rabies once it starts is
//     fatal", "hypoglycaemia at the wheel is dangerous" (what a condition is like in general,
//     not the patient's: hypothetical).
// A subject with a determiner or a possessive ("the cough", "her asthma") is a particular
// condition, the patient's, and is left to the other rules.
// A pseudo-cleft whose clause averts or screens for the condition: "What we are trying to
// stay ahead of is osteoporosis", "osteoporosis is what we want to prevent", "a smear is how we
// catch cervical cancer early" (hypothetical: a goal, not a finding).
// And the scope of a clause frame over a coordinated list: an item after the first takes the
// frame that governs the first ("we talk about calcium and osteoporosis", "risks explained
// incl. mouth ulcers, neutropenia, nerve damage").

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "domain/clinical/context_document.hpp"
#include "domain/clinical/context_frame_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::frame_vocab;

namespace {

// Auxiliaries and copulas between a subject and its predicate.
constexpr std::array<std::string_view, 9> subject_auxiliaries{"is", "was", "are", "were", "has", "had",
                                                              "does", "did", "have"};
// What "no longer" says of a condition that has ended ("is no longer troubling him"); not a
// quality ("the cough is no longer productive": the cough goes on).
constexpr std::array<std::string_view, 14> ended_presence{"troubling", "bothering", "troubles", "bothers",
                                                          "a",         "an",        "present",  "there",
                                                          "active",    "happening", "coming",   "occurring",
                                                          "recurring", "an"};
// Participles of an end in a perfect passive ("has since been corrected").
constexpr std::array<std::string_view, 8> ended_participles{"corrected", "cured", "fixed", "resolved",
                                                            "cleared",   "reversed", "treated", "removed"};
// Words that may stand before a generic adjective: "is very common", "is the usual".
constexpr std::array<std::string_view, 9> generic_fillers{"the", "very", "often", "usually", "potentially",
                                                          "quite", "a", "pretty", "fairly"};
// Round 24: what may follow a frequency predicate that closes its clause: when or with what it
// comes ("is common after chemo", "is typical the first week").
constexpr std::array<std::string_view, 12> frequency_followers{"after", "with", "on", "in", "at", "during",
                                                               "the", "early", "initially", "when", "for", "and"};
// Words that open a clause before a bare subject.
constexpr std::array<std::string_view, 7> clause_openers{"because", "since", "as", "and", "but", "so", "that"};

template <std::size_t N>
bool in_list(const std::array<std::string_view, N>& words, std::string_view w) {
  for (const std::string_view& x : words) {
    if (x == w) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool context_document::impl::bare_subject(const sentence& s, std::size_t t0) const {
  if (t0 == s.b) {
    return true;
  }
  const ctoken& before = toks[t0 - 1];
  return before.kind != tok_kind::word || in_list(clause_openers, before.norm);
}

bool context_document::impl::subject_ended(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (!bare_subject(s, t0) && !definite_before(s, t0)) {
    return false;
  }
  std::size_t k = t1 + 1;
  // A short prepositional phrase of the subject may come first ("Her anaemia during pregnancy
  // has since been corrected").
  if (k < s.e && (is_word(k, "in") || is_word(k, "during") || is_word(k, "from") || is_word(k, "after"))) {
    std::size_t j = k + 1;
    while (j < s.e && j <= k + 3 && toks[j].kind == tok_kind::word && !in_list(subject_auxiliaries, toks[j].norm)) {
      ++j;
    }
    if (j < s.e && toks[j].kind == tok_kind::word && in_list(subject_auxiliaries, toks[j].norm)) {
      k = j;
    }
  }
  const std::size_t predicate = k;
  while (k < s.e && toks[k].kind == tok_kind::word && in_list(subject_auxiliaries, toks[k].norm)) {
    ++k;
  }
  // "fever was there on the first two days only": a past copula of presence limited to a period
  // by a closing "only" (not "fever was there since three days", the Indian English present).
  if (k == t1 + 2 && (is_word(t1 + 1, "was") || is_word(t1 + 1, "were")) &&
      (is_word(k, "there") || is_word(k, "present"))) {
    for (std::size_t j = k + 1; j < s.e && j <= k + 8 && toks[j].kind == tok_kind::word; ++j) {
      if (is_word(j, "since")) {
        return false;
      }
      if (is_word(j, "only") && (j + 1 >= s.e || toks[j + 1].kind == tok_kind::punct)) {
        return true;
      }
    }
    return false;
  }
  // "Her anaemia in pregnancy has since been corrected": a perfect passive of an end after the
  // subject's auxiliary.
  if (k > predicate && k + 1 < s.e && (is_word(k, "since") || is_word(k, "now")) && is_word(k + 1, "been") &&
      k + 2 < s.e && toks[k + 2].kind == tok_kind::word && in_list(ended_participles, toks[k + 2].norm)) {
    return true;
  }
  if (is_word(k, "no") && is_word(k + 1, "longer")) {
    return k + 2 < s.e && toks[k + 2].kind == tok_kind::word && in_list(ended_presence, toks[k + 2].norm);
  }
  if (k != t1 + 1 || !is_word(k, "used") || !is_word(k + 1, "to")) {
    return false;  // "used to" right after the subject: "Angina used to come on"
  }
  // Not when the sentence says how it is now: "The headaches used to come monthly, now daily",
  // "used to be worse", "still".
  if (is_word(k + 2, "be")) {
    return false;
  }
  for (std::size_t j = k + 2; j < s.e; ++j) {
    if (is_word(j, "now") || is_word(j, "still") || is_word(j, "again") || is_word(j, "worse") ||
        is_word(j, "more")) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::generic_predicate(const sentence& s, std::size_t t0, std::size_t t1) const {
  // Round 20: a subject with the indefinite article is generic too ("a hypoglycaemia behind the
  // wheel could be dangerous"), like a bare one.
  // Round 24: so is a quantity of it ("some nausea is common", "a little dizziness is typical",
  // said to a patient about a treatment to come; frequency predicates only after these).
  const bool quantified =
      (t0 > s.b && is_word(t0 - 1, "some") && bare_subject(s, t0 - 1)) ||
      (t0 > s.b + 1 && is_word(t0 - 1, "little") && is_word(t0 - 2, "a") && bare_subject(s, t0 - 2));
  const bool indefinite =
      quantified || (t0 > s.b && (is_word(t0 - 1, "a") || is_word(t0 - 1, "an")) && bare_subject(s, t0 - 1));
  if (!bare_subject(s, t0) && !indefinite) {
    return false;
  }
  // Up to five words of a phrase or clause about the subject before its copula ("hypoglycaemia
  // at the wheel is dangerous", "rabies once it starts is fatal"); no punctuation between.
  // Round 20: a modal copula too, "can be" after any such subject (what it is in general), the
  // other modals only after "a"/"an" ("Pneumonia in this frail man could be fatal" is his).
  // Review rv26: what a condition would need or how it shows, said right after a generic subject
  // ("a chest infection would need antibiotics", "cellulitis shows up as redness"), is said of
  // it in general; "a UTI would explain her confusion" is a hedge on the patient's (ConText).
  if (t1 + 3 < s.e && ((indefinite && in_list(generic_modals, toks[t1 + 1].norm) &&
                        (is_word(t1 + 2, "need") || is_word(t1 + 2, "require"))) ||
                       ((is_word(t1 + 1, "shows") || is_word(t1 + 1, "show")) && is_word(t1 + 2, "up") &&
                        is_word(t1 + 3, "as")))) {
    return true;
  }
  for (std::size_t k = t1 + 1, words = 0; k < s.e && toks[k].kind == tok_kind::word && words <= 5; ++k, ++words) {
    const bool modal_copula = k + 1 < s.e && is_word(k + 1, "be") &&
                              (toks[k].norm == "can" || (indefinite && in_list(generic_modals, toks[k].norm)));
    // Round 20: "rabies cannot be treated once it starts": what cannot be done for a condition
    // at all is said of it in general (after a bare or indefinite subject).
    if ((toks[k].norm == "cannot" || toks[k].norm == "cant") && k + 2 < s.e && is_word(k + 1, "be") &&
        toks[k + 2].kind == tok_kind::word && in_list(incurable_participles, toks[k + 2].norm)) {
      return true;
    }
    if (toks[k].norm != "is" && toks[k].norm != "are" && !modal_copula) {
      continue;
    }
    if (modal_copula) {
      ++k;
    }
    std::size_t j = k + 1;
    while (j < s.e && toks[j].kind == tok_kind::word && in_list(generic_fillers, toks[j].norm)) {
      ++j;
    }
    if (j < s.e && toks[j].kind == tok_kind::word && quantified && in_list(frequency_predicates, toks[j].norm)) {
      // predicative, closing its clause or followed by when it comes ("is common , so",
      // "is typical the first week", "is common after chemo"), not "a common problem"
      return j + 1 >= s.e || toks[j + 1].kind != tok_kind::word || in_list(frequency_followers, toks[j + 1].norm);
    }
    // Round 25 (ctx26): a frequency coordinated with a danger or a remedy ("postnatal depression
    // is common and treatable") says what the condition is like in general, as the second
    // predicate alone would; a frequency alone still explains the patient's own symptom.
    if (j + 2 < s.e && toks[j].kind == tok_kind::word && in_list(frequency_predicates, toks[j].norm) &&
        (is_word(j + 1, "and") || is_word(j + 1, "but"))) {
      j += 2;
      while (j < s.e && toks[j].kind == tok_kind::word && in_list(generic_fillers, toks[j].norm)) {
        ++j;
      }
    }
    return j < s.e && toks[j].kind == tok_kind::word && in_list(generic_predicates, toks[j].norm);
  }
  return false;
}

bool context_document::impl::offered_explanation(const sentence& s, std::size_t t0, std::size_t t1) const {
  const bool indefinite = t0 > s.b && (is_word(t0 - 1, "a") || is_word(t0 - 1, "an")) && bare_subject(s, t0 - 1);
  if (t1 + 2 >= s.e || !(indefinite || bare_subject(s, t0)) || toks[t1 + 1].norm == "can" ||
      toks[t1 + 1].norm == "will" || !in_list(generic_modals, toks[t1 + 1].norm)) {
    return false;  // "can" and "will" say what it does, not what it might be
  }
  return is_word(t1 + 2, "explain") || (is_word(t1 + 2, "account") && is_word(t1 + 3, "for"));
}

bool context_document::impl::generic_harm(const sentence& s, std::size_t t0, std::size_t t1) const {
  // The subject: the sentence's or clause's first words, or a span of time or neglect before it
  // ("Years of high sugar", "Untreated sleep apnoea"); no determiner, no person.
  static constexpr std::array<std::string_view, 5> subject_openers{"untreated", "uncontrolled", "unchecked",
                                                                   "longstanding", "chronic"};
  std::size_t b = t0;
  if (b > s.b && toks[b - 1].kind == tok_kind::word && in_list(subject_openers, toks[b - 1].norm)) {
    --b;
  }
  if (b >= s.b + 2 && is_word(b - 1, "of") && (is_word(b - 2, "years") || is_word(b - 2, "decades"))) {
    b -= 2;
  }
  if (!bare_subject(s, b)) {
    return false;
  }
  // The verb within four words (a time or a modal between: "over time can cause"), no
  // punctuation between.
  static constexpr std::array<std::string_view, 9> between{"over", "time", "can", "will", "may", "eventually",
                                                           "slowly", "often", "also"};
  std::size_t v = t1 + 1;
  while (v < s.e && v <= t1 + 4 && toks[v].kind == tok_kind::word && in_list(between, toks[v].norm)) {
    ++v;
  }
  if (v + 1 >= s.e || toks[v].kind != tok_kind::word || !in_list(harm_verbs, toks[v].norm) ||
      toks[v + 1].kind != tok_kind::word) {
    return false;
  }
  // Its object: an organ or a risk said generally ("the kidneys", "the risk of"), or an
  // indefinite outcome ("a stroke"); a person or a definite symptom is the patient's own.
  static constexpr std::array<std::string_view, 20> organs{
      "kidneys", "kidney", "heart", "nerves", "eyes", "arteries", "vessels", "liver", "brain", "lungs",
      "bones", "joints", "blood", "retina", "feet", "body", "organs", "risk", "chance", "chances"};
  const std::string_view o = toks[v + 1].norm;
  if (o == "a" || o == "an") {
    return !is_word(v + 2, "lot") && !is_word(v + 2, "bit");  // "causes a lot of pain in her toe": hers
  }
  if (in_list(organs, o)) {
    return true;
  }
  return o == "the" && v + 2 < s.e && toks[v + 2].kind == tok_kind::word && in_list(organs, toks[v + 2].norm);
}

}  // namespace cxs::domain::clinical

namespace cxs::domain::clinical {

namespace {

// Words after which a coordinated list of conditions opens: a preposition or a word that
// introduces examples ("about X and Y", "incl. X, Y", "such as X or Y").
constexpr std::array<std::string_view, 22> list_openers{
    "about", "of",   "for",     "on",   "with",  "to",       "including", "incl",   "like",    "as",      "regarding",
    "over",  "against", "from", "into", "eg",    "especially", "namely", "plus",   "re",      "any",     "in"};
// Their token keys: the list walk compares integers (it runs for most listed items).
constexpr std::array<std::uint64_t, list_openers.size()> list_opener_keys = [] {
  std::array<std::uint64_t, list_openers.size()> out{};
  for (std::size_t i = 0; i < list_openers.size(); ++i) {
    out[i] = text::token_key(list_openers[i]);
  }
  return out;
}();

bool opener_key(const ctoken& t) {
  for (const std::uint64_t k : list_opener_keys) {
    if (k == t.key) {
      return t.kind == tok_kind::word;
    }
  }
  return false;
}

}  // namespace

std::size_t context_document::impl::list_head(const sentence& s, std::size_t t0, std::size_t& head_last) const {
  // An opener right before token j ("about X", "incl. X": an abbreviation's dot between).
  const auto opener_before = [&](std::size_t j) {
    if (j > s.b + 1 && toks[j - 1].norm == "." && toks[j - 2].kind == tok_kind::word) {
      --j;
    }
    return j > s.b && opener_key(toks[j - 1]);
  };
  std::size_t head = t0;
  std::size_t k = t0;
  for (std::size_t items = 0; items < 8; ++items) {
    // A separator before the item: "," "and" "or" (", and" too).
    if (k <= s.b) {
      break;
    }
    std::size_t sep = k - 1;
    const bool comma = toks[sep].kind == tok_kind::punct && toks[sep].norm == ",";
    const bool conj = is_word(sep, "and") || is_word(sep, "or");
    if (!comma && !conj) {
      break;
    }
    if (conj && sep > s.b && toks[sep - 1].norm == ",") {
      --sep;
    }
    // The item before it: one to three words, opened by an opener or another separator.
    std::size_t j = sep;
    std::size_t words = 0;
    while (j > s.b && toks[j - 1].kind == tok_kind::word && words < 4 && !is_word(j - 1, "and") &&
           !is_word(j - 1, "or") && !opener_key(toks[j - 1])) {
      --j;
      ++words;
    }
    if (words == 0 || words > 3 || j == s.b) {
      break;
    }
    head = j;
    head_last = sep - 1;
    if (opener_before(j)) {
      return head;  // the list's first item, right after its opener
    }
    k = j;
  }
  return head != t0 && opener_before(head) ? head : t0;
}

}  // namespace cxs::domain::clinical

namespace cxs::domain::clinical {

namespace {

// A person as an object or an owner after a habit's verb.
constexpr std::array<std::string_view, 12> person_words{"me", "him", "her", "you", "them", "us",
                                                        "my", "his", "your", "their", "our", "its"};
// Words before "thing" in a cleft ("one thing we watch for", "the main thing we avoid").
constexpr std::array<std::string_view, 8> thing_modifiers{"one", "the", "a", "main", "only", "big", "biggest", "first"};
// A subject pronoun of the cleft's clause.
// Round 28: with the verb contracted too ("what we're watching for is ..."; the tokens drop the
// apostrophe, so "we're" is "were").
constexpr std::array<std::string_view, 12> cleft_subjects{"we",    "you", "i",   "they", "doctors", "were",
                                                          "youre", "im",  "ive", "weve", "youve",   "theyre"};

}  // namespace

bool context_document::impl::cleft_aversion(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (definite_before(s, t0) && !is_word(t0 - 1, "the") && !is_word(t0 - 1, "a")) {
    return false;  // "her asthma is what we watch": the patient's own
  }
  // The clause "(what|how|thing) SUBJECT ... averting-word" over [b, e): true when it holds one.
  const auto averts = [&](std::size_t b, std::size_t e) {
    for (std::size_t m = 0; m < 2 && b + 1 < e && in_list(thing_modifiers, toks[b].norm); ++m) {
      ++b;  // "one thing we watch for"
    }
    if (b >= e || !(is_word(b, "what") || is_word(b, "how") || is_word(b, "thing")) || b + 1 >= e ||
        toks[b + 1].kind != tok_kind::word || !in_list(cleft_subjects, toks[b + 1].norm)) {
      return false;
    }
    for (std::size_t k = b + 2; k < e && k <= b + 8; ++k) {
      if (toks[k].kind != tok_kind::word) {
        return false;
      }
      if (in_list(averting_words, toks[k].norm) &&
          (toks[k].norm != "head" || is_word(k + 1, "off")) && (toks[k].norm != "ward" || is_word(k + 1, "off"))) {
        return true;
      }
    }
    return false;
  };
  // "X is what we want to prevent", "X is how we catch ..." (the cleft after X's copula).
  // Round 25: a time adverb may stand between X and its copula ("sunburn now and skin cancer
  // later are what we are trying to avoid").
  std::size_t copula = t1 + 1;
  if (is_word(copula, "later") || is_word(copula, "too") || is_word(copula, "also") || is_word(copula, "eventually")) {
    ++copula;
  }
  if (copula + 1 < s.e && (is_word(copula, "is") || is_word(copula, "are")) && averts(copula + 1, s.e)) {
    return true;
  }
  // "... is how we catch X early": X the object of the averting verb inside the cleft clause.
  // "What we are trying to avoid ... is X": X the copula's complement, the clause before it.
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "the") || is_word(k - 1, "any"))) {
    --k;
  }
  if (k > s.b && toks[k - 1].kind == tok_kind::word && in_list(averting_words, toks[k - 1].norm)) {
    // The clause opener: back over at most six words to "what/how/thing".
    for (std::size_t b = k - 1, n = 0; b > s.b && n < 7; --b, ++n) {
      if (toks[b - 1].kind != tok_kind::word) {
        break;
      }
      if (averts(b - 1, k)) {
        return true;
      }
    }
  }
  if (k > s.b && (is_word(k - 1, "is") || is_word(k - 1, "are"))) {
    // Back from the copula to the clause's opener, within the sentence's clause.
    for (std::size_t b = k - 1, n = 0; b > s.b && n < 12; --b, ++n) {
      if (toks[b - 1].kind != tok_kind::word) {
        break;
      }
      if (averts(b - 1, k - 1)) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical

namespace cxs::domain::clinical {

bool context_document::impl::habit_outcome(const sentence& s, std::size_t t0) const {
  // The subject: a gerund of a habit opening the sentence, or "every/each ... of" one.
  std::size_t k = s.b;
  if (is_word(k, "every") || is_word(k, "each")) {
    std::size_t j = k + 1;
    while (j < t0 && j <= k + 4 && !is_word(j, "of")) {
      ++j;
    }
    k = j + 1;
  }
  // Round 21: or opening a clause of reason, at the sentence's start, after a comma or after
  // "because" anywhere ("...,
  // since lifting with a twisted spine is a common route to back pain"; "Because smoking
  // causes ..."): the reason clause states what the habit generally does, as a main clause
  // would.
  for (std::size_t j = s.b; k == s.b && j + 1 < t0; ++j) {
    if (toks[j].kind == tok_kind::word && in_list(reason_subordinators, toks[j].norm) &&
        (j == s.b || toks[j].norm == "because" || (toks[j - 1].kind == tok_kind::punct && toks[j - 1].norm == ",")) &&
        toks[j + 1].kind == tok_kind::word && in_list(habit_gerunds, toks[j + 1].norm)) {
      k = j + 1;
    }
  }
  // Round 25 (ctx26): or opening the clause after a colon ("Counselled on alcohol: heavy
  // drinking ... leads to cirrhosis"), a heading's topic and then what the habit does; and an
  // adjective of the habit's measure may stand before the gerund ("heavy", "regular").
  if (k == s.b) {
    for (std::size_t j = s.b; j + 1 < t0; ++j) {
      if (toks[j].kind == tok_kind::punct && toks[j].norm == ":") {
        k = j + 1;
      }
    }
  }
  if (k + 1 < t0 && toks[k].kind == tok_kind::word && in_list(habit_measures, toks[k].norm)) {
    ++k;
  }
  if (k >= t0 || toks[k].kind != tok_kind::word || !in_list(habit_gerunds, toks[k].norm)) {
    return false;
  }
  // Its present verb, within eight words, then the mention with no person between.
  std::size_t verb = k + 1;
  while (verb < t0 && verb <= k + 8 && toks[verb].kind == tok_kind::word && !in_list(habit_verbs, toks[verb].norm)) {
    ++verb;
  }
  if (verb >= t0 || toks[verb].kind != tok_kind::word || !in_list(habit_verbs, toks[verb].norm)) {
    return false;
  }
  for (std::size_t j = verb + 1; j < t0; ++j) {
    if (toks[j].kind != tok_kind::word) {
      return false;  // another clause
    }
    if (in_list(person_words, toks[j].norm)) {
      return false;  // "Drinking gives her gastritis", "makes my knee pain worse"
    }
  }
  return !definite_before(s, t0);  // "Eating brings on the heartburn": the patient's own
}

// Someone else as the subject of a verb of having, and a reflexive that names another person
// (moved from context_frames.cpp, which had grown past 700 lines).
bool context_document::impl::someone_else_has(const sentence& s, std::size_t t0) const {
  // "A child in her class has measles", "my whole office has the flu".
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "the"))) {
    --k;
  }
  if (k == s.b || toks[k - 1].kind != tok_kind::word || !in<having_verbs>(toks[k - 1].norm)) {
    return false;
  }
  const std::size_t b = clause_begin(s, k - 1);
  // Round 21: a definite person placed beside the patient ("the child in bay 4 opposite") is
  // someone else too; "the child has measles" in a child's note stays the patient.
  const auto placed_beside = [&](std::size_t j) {
    bool beside = false;
    for (std::size_t m = j + 1; is_word(j - 1, "the") && m + 1 < k && !beside; ++m) {
      // Review rv18: "next to / across from" X places the person beside the patient only when X
      // is a pronoun ("the girl next to her in class"), not "next to the window".
      beside = toks[m].kind == tok_kind::word && in<beside_words>(toks[m].norm) &&
               !((is_word(m + 1, "to") || is_word(m + 1, "from")) && m + 2 < k &&
                 !in<beside_pronouns>(toks[m + 2].norm));
    }
    return beside;
  };
  // Review rv19: a case vignette's subject is the patient ("A patient with diabetes presents
  // with a foot ulcer", "A 60-year-old resident with COPD attends with breathlessness"): "a
  // patient" who presents or attends later in the sentence is the one the note is about.
  static constexpr std::array<std::string_view, 6> presenting_verbs{"presents",  "presented", "presenting",
                                                                     "attends",   "attended",  "complains"};
  const auto vignette = [&] {
    for (std::size_t m = t0 + 1; m < s.e; ++m) {
      if (toks[m].kind == tok_kind::word && in<presenting_verbs>(toks[m].norm)) {
        return true;
      }
    }
    return false;
  };
  // Round 19 (dx33): "katherine is a toddler with asthma": "a toddler" as the complement of
  // "is" describes the subject, the patient; "there is a toddler with measles at daycare" is
  // someone else.
  const auto predicated = [&](std::size_t j) {
    return j >= b + 2 && is_word(j - 1, "a") && (is_word(j - 2, "is") || is_word(j - 2, "was")) &&
           !(j >= b + 3 && is_word(j - 3, "there"));
  };
  const auto indefinite = [&](std::size_t j) {
    return j > b && (is_word(j - 1, "a") || is_word(j - 1, "another") || placed_beside(j)) &&
           !(is_word(j - 1, "a") && in<indefinite_patients>(toks[j].norm) && (vignette() || predicated(j)));
  };
  for (std::size_t j = b; j + 1 < k; ++j) {
    if (toks[j].kind != tok_kind::word) {
      continue;
    }
    if ((is_word(j, "patient") && !indefinite(j)) || is_word(j, "i") || is_word(j, "she") || is_word(j, "he")) {
      return false;
    }
  }
  for (std::size_t j = b; j + 1 < k; ++j) {
    if (toks[j].kind != tok_kind::word) {
      continue;
    }
    if (in<groups_of_people>(toks[j].norm)) {
      return true;
    }
    if ((in<indefinite_people>(toks[j].norm) || in<indefinite_patients>(toks[j].norm)) && indefinite(j)) {
      return true;
    }
    // Round 18: people counted or quantified as the subject of a verb of having ("Two residents
    // ... have flu", "some toddlers ... have a febrile seizure"); not a group the patient is
    // compared with ("Like many people with asthma, she ...": "with" is no verb, "like" compares).
    if (in<plural_people>(toks[j].norm) && j > b && !is_word(k - 1, "with") &&
        (in<people_counts>(toks[j - 1].norm) || text::is_ascii_digit(toks[j - 1].norm.front())) &&
        !(j > b + 1 && (is_word(j - 2, "like") || is_word(j - 2, "unlike") || is_word(j - 2, "as")))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::reflexive_of_another(const sentence& s, std::size_t t0, std::size_t t1) const {
  // The reflexive right after the condition, or one word later ("she has flu now herself").
  const bool reflexive = (t1 + 1 < s.e && toks[t1 + 1].kind == tok_kind::word && in<reflexives>(toks[t1 + 1].norm)) ||
                         (t1 + 2 < s.e && toks[t1 + 2].kind == tok_kind::word && in<reflexives>(toks[t1 + 2].norm));
  if (!reflexive) {
    return false;
  }
  // A pronoun subject before the condition, in its clause.
  const std::size_t b = clause_begin(s, t0);
  std::string_view pronoun;
  for (std::size_t j = b; j < t0 && pronoun.empty(); ++j) {
    if (is_word(j, "she") || is_word(j, "he") || is_word(j, "they")) {
      pronoun = toks[j].norm;
    }
  }
  if (pronoun.empty()) {
    return false;
  }
  // Someone other than the patient named before it in the sentence, whom the pronoun can take up
  // (review rv30: not "Family history of bowel cancer; she has ulcerative colitis herself", nor
  // "Father has asthma; she has eczema herself": a family or a man is no "she").
  for (std::size_t j = s.b; j < t0; ++j) {
    const std::string_view w = toks[j].norm;
    if (toks[j].kind != tok_kind::word || !(in<informant_roles>(w) || in<others>(w) || in<relatives>(w))) {
      continue;
    }
    const bool group = w == "family" || w == "relatives" || w == "parents" || w == "siblings" || w == "children";
    if ((pronoun != "they" && group) || (pronoun == "she" && in<male_kin>(w)) ||
        (pronoun == "he" && in<female_kin>(w))) {
      continue;
    }
    return true;
  }
  return false;
}

}  // namespace cxs::domain::clinical
