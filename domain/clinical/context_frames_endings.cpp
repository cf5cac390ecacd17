// Clause frames that say a condition is over by what follows it in the sentence (issue 18):
// a later clause of recovery ("had covid at christmas but i'm fine now",
// "..., but that has lifted"), "until" and a past event right after the mention ("until her
// tonsils came out"), and "since her last X". Called from apply_clause_frames
// (context_frames.cpp) only when the sentence holds a word of the f_ended group; apart from
// it because these three read the clause after the mention, the other frames the clause
// around and before it. Their word lists are in context_frame_words.hpp.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_frame_words.hpp"
#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::frame_vocab;

namespace {
// A participle of treatment and the word that names the treatment after it ("treated with
// amlodipine", "controlled on insulin", "managed by the GP").
constexpr std::array<std::string_view, 4> treatment_participles{"treated", "controlled", "managed", "maintained"};
constexpr std::array<std::string_view, 4> treatment_links{"with", "on", "by", "using"};
}  // namespace

bool context_document::impl::told_then_normal(const sentence& s, std::size_t t0, std::size_t t1) const {
  // Round 25 (ctx26): a diagnosis once told to the patient ("he had once been told he had a heart
  // murmur") and a later clause after "but" in which a test "was normal" ("but the echo last year
  // was normal"): the told diagnosis was not borne out. Only with "told" in the mention's
  // clause ("he had a murmur, but the echo was normal": the murmur is still heard), and "normal"
  // or "clear" right after a past copula ("was abnormal" confirms it).
  bool told = false;
  for (std::size_t k = clause_begin(s, t0); k < t0 && !told; ++k) {
    told = is_word(k, "told");
  }
  if (!told) {
    return false;
  }
  for (std::size_t k = t1 + 1; k < s.e; ++k) {
    if (!is_word(k, "but")) {
      continue;
    }
    for (std::size_t j = k + 2, words = 0; j < s.e && words < 8 && toks[j].kind == tok_kind::word; ++j, ++words) {
      if ((is_word(j, "normal") || is_word(j, "clear")) && (is_word(j - 1, "was") || is_word(j - 1, "were"))) {
        return true;
      }
    }
    return false;
  }
  return false;
}

bool context_document::impl::ended_later(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "Before the divorce she struggled with depression, but that has lifted", "i had covid at
  // christmas but i'm fine now": a later clause says what came before is over.
  // Whether the mention's own clause is in the past: looked at only when a recovery is found.
  const auto past = [&] {
    for (std::size_t k = clause_begin(s, t0); k < t0; ++k) {
      if (toks[k].kind == tok_kind::word && in<past_markers>(toks[k].norm)) {
        return true;
      }
    }
    // Round 16: the mention as the subject of a past verb ("Acne was a big problem through
    // college; now ...", "Her frozen shoulder took a year to thaw but is fine now"), right after it.
    if (t1 + 1 >= s.e || toks[t1 + 1].kind != tok_kind::word) {
      return false;
    }
    const std::string_view w = toks[t1 + 1].norm;
    return in<past_markers>(w) || w == "took" || w == "came" || w == "went" || (w.size() > 4 && w.ends_with("ed"));
  };
  // Review rv31: "Hypertension treated with amlodipine, BP now normal": a treatment named right
  // after the mention ("treated with", "controlled on") is no past verb of an episode for a well
  // state "now" to end; whether it ended is the condition's nature (the part-normal-again default
  // of round 33 dates the episode, "Pneumonia treated with antibiotics, now fine").
  const bool treatment_named = t1 + 2 < s.e && toks[t1 + 1].kind == tok_kind::word &&
                               in<treatment_participles>(toks[t1 + 1].norm) &&
                               in<treatment_links>(toks[t1 + 2].norm);
  if (ended_after_relative(s, t0, t1)) {
    return true;
  }
  if (told_then_normal(s, t0, t1)) {
    return true;
  }
  if (subject_of_ending(s, t0, t1)) {
    return true;
  }
  // A reading's finding may hold its own past copula ("BP was high").
  const auto past_within = [&](std::size_t from, std::size_t to) {
    for (std::size_t k = from; k <= to && k < s.e; ++k) {
      if (is_word(k, "was") || is_word(k, "were")) {
        return true;
      }
    }
    return false;
  };
  bool later_clause = false;
  // Within a dozen words: a long unpunctuated turn runs on into other topics.
  for (std::size_t k = t1 + 1, words = 0; k < s.e && words <= 12; ++k) {
    const ctoken& t = toks[k];
    words += t.kind == tok_kind::word ? 1 : 0;
    if (t.kind == tok_kind::punct) {
      later_clause = later_clause || t.norm == "," || t.norm == ";";
      continue;
    }
    if (t.norm == "but" || t.norm == "and") {
      later_clause = true;
      continue;
    }
    if (!later_clause) {
      continue;
    }
    // "that/it/which (has) lifted" as the subject right after the clause's edge ("decrease that
    // over time" is an object).
    const auto edge = [&](std::size_t at) {
      return toks[at].kind == tok_kind::punct || is_word(at, "but") || is_word(at, "and");
    };
    // Round 25: a later clause with no subject of its own, an adverb of time and a verb of
    // ending ("Tinnitus troubled her for a while after the concert, then faded", "admitted with
    // cellulitis ..., treated with IV antibiotics, now resolved"): its subject is what came
    // before. Not "then came back", "now worse".
    if ((t.norm == "then" || t.norm == "now") && edge(k - 1) && k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
        in<ended_words>(toks[k + 1].norm) && toks[k + 1].norm != "over" && toks[k + 1].norm != "gone") {
      return true;
    }
    // Round 26 (probes): a later clause that is only a quiet period ("He had a febrile convulsion
    // at 18 months; none since"), after a past clause: the ";" ends the lexicon's reach back.
    if ((t.norm == "none" || t.norm == "nothing") && edge(k - 1) && is_word(k + 1, "since") &&
        (k + 2 >= s.e || toks[k + 2].kind == tok_kind::punct) && past()) {
      return true;
    }
    // Round 16: an adverb of time may stand at the edge before the subject ("..., now it has
    // stopped", "and then it cleared").
    const bool at_edge = edge(k - 1) || ((is_word(k - 1, "now") || is_word(k - 1, "then")) && k - 1 > t1 + 1 && edge(k - 2));
    if (at_edge && (t.norm == "that" || t.norm == "it" || t.norm == "which" || t.norm == "its" || t.norm == "thats")) {
      std::size_t j = k + 1;
      bool copula = t.norm == "its" || t.norm == "thats";
      while (j < s.e && (is_word(j, "has") || is_word(j, "is") || is_word(j, "was") || is_word(j, "long") ||
                         is_word(j, "since") || is_word(j, "all") || is_word(j, "now") || is_word(j, "completely"))) {
        copula = copula || is_word(j, "is") || is_word(j, "was");
        ++j;
      }
      // Round 25: "it has gone on for six weeks", "it has gone up": going on is no ending.
      const bool going_on = is_word(j, "gone") && (is_word(j + 1, "on") || is_word(j + 1, "up") ||
                                                   is_word(j + 1, "down") || is_word(j + 1, "worse") ||
                                                   is_word(j + 1, "into") || is_word(j + 1, "through"));
      if (j < s.e && toks[j].kind == tok_kind::word && in<ended_words>(toks[j].norm) && !going_on &&
          (toks[j].norm != "over" || copula)) {
        return true;
      }
      // Round 25 (ctx26): a past clause's episode that a later clause says "was treated" ("he
      // had developed a chest infection, but that was treated before he went home") is over;
      // not a treatment named or still given ("that was treated with metformin": a chronic
      // condition's treatment goes on), nor after a present clause ("she has asthma, but it
      // was treated before").
      if (is_word(j, "treated") && is_word(j - 1, "was") &&
          !(is_word(j + 1, "with") || is_word(j + 1, "by") || is_word(j + 1, "on") || is_word(j + 1, "for") ||
            is_word(j + 1, "using") || is_word(j + 1, "as")) &&
          past()) {
        return true;
      }
      // Round 24: the phrasal "it went away" ("i had gestational diabetes with my second , um ,
      // it went away after she was born"); "it went to my chest" goes on.
      if (is_word(j, "went") && (is_word(j + 1, "away") || is_word(j + 1, "off"))) {
        return true;
      }
    }
    // "(i'm|she is) fine now" after a past clause; not when a treatment keeps it so ("fine now
    // on amlodipine", "fine now with the inhaler"): a condition controlled, not ended.
    // Round 16: "(her blood) has been fine ever since" closing the sentence, after a past
    // clause: a quiet period since the episode ("fine ever since starting the inhaler" is not:
    // a treatment keeps it so).
    if (in<well_words>(t.norm) && is_word(k + 1, "ever") && is_word(k + 2, "since") &&
        (k + 3 >= s.e || toks[k + 3].kind == tok_kind::punct) && past()) {
      return true;
    }
    // Round 16: a later clause opened by "now" says a well state of its own subject ("Acne was a
    // big problem through college; now the skin is clear"): up to four words on.
    if (is_word(k, "now") && edge(k - 1) && !treatment_named && past()) {
      for (std::size_t j = k + 1, w = 0; j < s.e && w < 4 && toks[j].kind == tok_kind::word; ++j, ++w) {
        if (in<well_words>(toks[j].norm) || toks[j].norm == "clear") {
          const std::size_t after = j + 1;
          if (is_word(after, "on") || is_word(after, "with") || is_word(after, "since")) {
            break;
          }
          return true;
        }
      }
    }
    // Round 28: a later clause whose pronoun subject "became normal" (or returned to normal),
    // after a past clause: "BP was high during pregnancy only, after delivery it became normal".
    // A short adverbial of time may open that clause ("after delivery", "within a week"). Not a
    // present clause ("BP is high, it becomes normal after rest": a pattern, not an end).
    if ((t.norm == "it" || t.norm == "that") && (past() || past_within(t0, t1))) {
      bool opened = edge(k - 1);
      for (std::size_t a = k - 1, words = 0; !opened && a > t1 + 1 && words < 4; --a, ++words) {
        if (toks[a].kind != tok_kind::word) {
          break;
        }
        opened = (is_word(a, "after") || is_word(a, "within") || is_word(a, "post") || is_word(a, "by")) && edge(a - 1);
      }
      if (opened && back_to_normal(s, k + 1)) {
        return true;
      }
    }
    // Round 18: a well state "since" closing the sentence ("jaundice on day three, had the lights
    // for a day, fine since"), after a past verb anywhere before it: a quiet period since the
    // episode. Not "fine since starting ..." (a treatment keeps it so; "ever since" above).
    if (in<well_words>(t.norm) && is_word(k + 1, "since") && (k + 2 >= s.e || toks[k + 2].kind == tok_kind::punct) &&
        past_before(s, k)) {
      return true;
    }
    // Review rv23: a well or abstinent state held for years, in a later clause after a past one
    // ("had pancreatitis, but sober for eight years", "had gout, fine for five years now"): quiet
    // that long. Not a state kept by a treatment ("fine for years on allopurinol"), nor days
    // or weeks ("well for two days": the episode may be this one).
    if ((in<well_words>(t.norm) || t.norm == "sober" || t.norm == "abstinent") && is_word(k + 1, "for") && past()) {
      for (std::size_t j = k + 2; j < s.e && j <= k + 4 && toks[j].kind == tok_kind::word; ++j) {
        if (is_word(j, "years") || is_word(j, "decade") || is_word(j, "decades")) {
          const std::size_t after = is_word(j + 1, "now") ? j + 2 : j + 1;
          if (!(is_word(after, "on") || is_word(after, "with"))) {
            return true;
          }
          break;
        }
      }
    }
    // Round 18: "back to her usual self", "back to baseline" in a later clause after a past one
    // ("she had delirium for a week, but the carers say she is back to her usual self").
    if (t.norm == "back" && is_word(k + 1, "to") &&
        (is_word(k + 2, "baseline") ||
         ((is_word(k + 2, "her") || is_word(k + 2, "his") || is_word(k + 2, "their") || is_word(k + 2, "my") ||
           is_word(k + 2, "your")) &&
          (is_word(k + 3, "usual") || is_word(k + 3, "normal") || is_word(k + 3, "old")) && is_word(k + 4, "self"))) &&
        past()) {
      return true;
    }
    if (in<well_words>(t.norm) && (is_word(k + 1, "now") || is_word(k - 1, "now")) && !treatment_named && past()) {
      const std::size_t after = is_word(k + 1, "now") ? k + 2 : k + 1;
      if (is_word(after, "on") || is_word(after, "with") || is_word(after, "since")) {
        return false;
      }
      return true;
    }
  }
  return false;
}

bool context_document::impl::ended_after_relative(const sentence& s, std::size_t t0, std::size_t t1) const {
  // Round 24: "the palpitations i had , um , they went away", "the rash she got went away": a
  // definite head with a clause of its own that says the speaker had it ("i had", "she got",
  // "i used to get") is the subject of the ending after that clause, however the clause ends
  // (a comma, a hesitation, a pronoun taking the subject up again). "the cough i had is back"
  // ends nothing; "i had the cough , it went away" is the later-clause reading below.
  static constexpr std::array<std::string_view, 7> heads{"the", "that", "those", "my", "his", "her", "these"};
  // (Round 25: a past perfect's contracted subject, "the back pain he'd had": the tokeniser
  // drops the apostrophe.)
  static constexpr std::array<std::string_view, 10> subjects{"i",  "he",  "she", "we",  "they",
                                                             "you", "hed", "shed", "id", "theyd"};
  static constexpr std::array<std::string_view, 6> having{"had", "got", "get", "getting", "having", "caught"};
  static constexpr std::array<std::string_view, 5> resumptive{"they", "it", "that", "those", "thats"};
  if (t0 == s.b || toks[t0 - 1].kind != tok_kind::word || !in<heads>(toks[t0 - 1].norm)) {
    return false;
  }
  std::size_t k = t1 + 1;
  if (is_word(k, "that") || is_word(k, "which")) {
    ++k;
  }
  if (!(k < s.e && toks[k].kind == tok_kind::word && in<subjects>(toks[k].norm))) {
    return false;
  }
  ++k;
  // "i had", "i used to get", "she was having", "i've had" (the tokenizer keeps "ive" whole).
  while (k < s.e && (is_word(k, "used") || is_word(k, "to") || is_word(k, "was") || is_word(k, "were") ||
                     is_word(k, "have") || is_word(k, "has"))) {
    ++k;
  }
  // Round 25: the past perfect "she had had".
  if (is_word(k, "had") && is_word(k + 1, "had")) {
    ++k;
  }
  if (!(k < s.e && toks[k].kind == tok_kind::word && in<having>(toks[k].norm))) {
    return false;
  }
  ++k;
  while (k < s.e && (toks[k].kind != tok_kind::word ? toks[k].norm == "," : in<answer_fillers_spoken>(toks[k].norm))) {
    ++k;
  }
  // The head's verb of ending at token j: a word of the f_ended group (not "over"; "gone" only
  // where the caller allows it) or "went away/off/after/with/once".
  const auto ends_at = [&](std::size_t j, bool gone_ends) {
    return j < s.e && toks[j].kind == tok_kind::word &&
           ((in<ended_words>(toks[j].norm) && toks[j].norm != "over" && (gone_ends || toks[j].norm != "gone")) ||
            (is_word(j, "went") && (is_word(j + 1, "away") || is_word(j + 1, "off") || is_word(j + 1, "after") ||
                                    is_word(j + 1, "with") || is_word(j + 1, "once"))));
  };
  // Round 25: an adverbial of time or frequency may close the relative clause before the
  // ending ("the back pain he'd had on and off for years went after a course of physio"): up
  // to six of its words, none that says the condition goes on.
  {
    static constexpr std::array<std::string_view, 11> adverbial{"on", "and", "off", "for", "years", "months",
                                                                "weeks", "a", "while", "ages", "since"};
    std::size_t j = k;
    while (j < s.e && j < k + 6 && toks[j].kind == tok_kind::word && in<adverbial>(toks[j].norm)) {
      ++j;
    }
    if (j > k && ends_at(j, false)) {
      return true;
    }
  }
  if (k < s.e && toks[k].kind == tok_kind::word && in<resumptive>(toks[k].norm)) {
    ++k;
  }
  while (k < s.e && (is_word(k, "have") || is_word(k, "has") || is_word(k, "had") || is_word(k, "are") ||
                     is_word(k, "is") || is_word(k, "were") || is_word(k, "all") || is_word(k, "completely") ||
                     is_word(k, "finally"))) {
    ++k;
  }
  return ends_at(k, true);
}

bool context_document::impl::past_before(const sentence& s, std::size_t k) const {
  for (std::size_t j = s.b; j < k; ++j) {
    if (toks[j].kind != tok_kind::word) {
      continue;
    }
    const std::string_view w = toks[j].norm;
    if (in<past_markers>(w) || w == "went" || w == "came" || w == "took") {
      return true;
    }
  }
  return false;
}

bool context_document::impl::ended_until(const sentence& s, std::size_t t1) const {
  // "Recurrent tonsillitis until her tonsils came out at age seven", "pain until she had the
  // operation": "until" and a past event after the mention end it; "until the rash clears"
  // (an instruction's limit) has no past verb. Right after the mention only: "the cough kept
  // her awake until the fever settled" ends the sleeplessness, not the cough.
  {
    std::size_t k = t1 + 1;
    // "Sinus infections were a problem until he had surgery": a copula and a predicate of
    // presence between (round 15); not a verb of its own ("was keeping her awake until ...").
    if ((is_word(k, "was") || is_word(k, "were")) && k + 1 < s.e) {
      std::size_t j = k + 1;
      while (j < s.e && j <= k + 3 && toks[j].kind == tok_kind::word && in<presence_predicates>(toks[j].norm)) {
        ++j;
      }
      if (j > k + 1) {
        k = j;
      }
    }
    if (!(is_word(k, "until") || is_word(k, "till"))) {
      return false;
    }
    for (std::size_t j = k + 1, after = 0; j < s.e && after < 6; ++j, ++after) {
      if (toks[j].kind != tok_kind::word) {
        return false;
      }
      const std::string_view w = toks[j].norm;
      if (in<past_markers>(w) || w == "came" || w == "went" || w == "took" || (w.size() > 4 && w.ends_with("ed"))) {
        return true;
      }
    }
  }
  return false;
}

bool context_document::impl::since_last(const sentence& s, std::size_t t0) const {
  // "five years since her last seizure": the last one lies that far back.
  return t0 >= s.b + 3 && is_word(t0 - 1, "last") && toks[t0 - 2].kind == tok_kind::word &&
         in<definite>(toks[t0 - 2].norm) && is_word(t0 - 3, "since");
}

// Round 28: "became normal", "went back to normal", "returned to normal", "normalised" at `j`.
bool context_document::impl::back_to_normal(const sentence& s, std::size_t j) const {
  if (j >= s.e) {
    return false;
  }
  if (is_word(j, "normalised") || is_word(j, "normalized")) {
    return true;
  }
  if (is_word(j, "became") || is_word(j, "become")) {
    return is_word(j + 1, "normal");
  }
  if (is_word(j, "went") || is_word(j, "came") || is_word(j, "returned") || is_word(j, "got")) {
    const std::size_t to = is_word(j + 1, "back") ? j + 2 : j + 1;
    return is_word(to, "to") && is_word(to + 1, "normal");
  }
  return false;
}

// Round 28: the mention as the subject of a past verb of ending with no object after it ("You
// were very low after the baby; that depression lifted with the counselling", "the rash cleared
// within a week"): the episode is over. Its subject opens the clause, bare, with a definite
// determiner or a demonstrative; an object after the verb makes it transitive ("the cream
// cleared the rash" has the rash as its object, not this subject), as "over" and "gone" are
// not verbs here ("gone on", "over the knee").
bool context_document::impl::subject_of_ending(const sentence& s, std::size_t t0, std::size_t t1) const {
  static constexpr std::array<std::string_view, 9> ending_past{"lifted",   "cleared", "resolved", "healed", "subsided",
                                                              "faded",    "abated",  "vanished", "disappeared"};
  static constexpr std::array<std::string_view, 24> after_intransitive{
      "with",  "after", "within", "by",     "over",   "on",         "in",        "once",
      "when",  "without", "completely", "fully", "quickly", "spontaneously", "gradually", "and",
      "but",   "last",  "years",  "months", "weeks",  "soon",       "eventually", "then"};
  const bool demonstrative = t0 > s.b + 1 && (is_word(t0 - 1, "that") || is_word(t0 - 1, "this")) &&
                             toks[t0 - 2].kind == tok_kind::punct;
  const bool opens = bare_subject(s, t0) || definite_before(s, t0) || demonstrative ||
                     (t0 == s.b + 1 && is_word(s.b, "that"));
  if (!opens || t1 + 1 >= s.e || toks[t1 + 1].kind != tok_kind::word || !in<ending_past>(toks[t1 + 1].norm)) {
    return false;
  }
  const std::size_t next = t1 + 2;
  return next >= s.e || toks[next].kind != tok_kind::word || in<after_intransitive>(toks[next].norm);
}

}  // namespace cxs::domain::clinical
