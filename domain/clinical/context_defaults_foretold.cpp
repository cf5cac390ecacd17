// Round 32 (ctx33): class defaults of the clause for mentions of what may come, tried on round
// 32's fresh tuning half before any narrow rule, as rounds 29 and 31 did (docs/accuracy.md,
// round 32). Each reads a shape of advice, counselling and warning that the older frames leave
// to a hedge or to nothing:
//  - a hedge said as the outcome of a supposition ("if she stops passing urine, that could be
//    dehydration", "if the redness spreads, go in, as it may be turning into sepsis"): what the
//    supposed event would be, not a guess about what is there now;
//  - a risk said as a comparison ("the tablets make skin cancer more likely");
//  - an indefinite condition or person with it as the subject of a modal ("as a brain
//    haemorrhage can start slowly", "one child with measles can infect nine classmates"): said of
//    any case, not found in this one;
//  - a purpose of finding the condition ("weekly bloods to catch neutropenia early");
//  - the Hindi potential "X ho sakta hai" after a prohibition ("khula paani mat peena, typhoid ho
//    sakta hai"): the consequence of what is forbidden, not a guess at a diagnosis;
// and, read across the older rounds' tuning misses: signs listed as alternatives ("... or fast
// breathing could be signs of sepsis"), a condition that names a place ("a malaria area"), a
// leaflet's "X has been reported" with no one in the sentence, and a rule of what is allowed after
// any event of the condition ("after a first seizure you cannot drive").
// Called from assess (context.cpp) for a mention nothing else has placed, only when its sentence
// holds a word of the cue group f_foretold or the conditional group.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// Modals of possibility that hedge ("that could be X", "it may be turning into X").
constexpr std::array<std::string_view, 4> hedge_modals{"could", "may", "might", "can"};
// Pronouns that take up the event a supposition named ("if she gets drowsy, that could be ...").
constexpr std::array<std::string_view, 4> event_pronouns{"that", "this", "it", "which"};
// Words between "be" and the condition that still name what the event would be ("turning into",
// "the start of", "a sign of", "the beginning of").
constexpr std::array<std::string_view, 12> outcome_links{"a",    "an",   "the",   "turning",   "into",
                                                         "start", "of",  "sign",  "signs",     "early",
                                                         "beginning", "developing"};
// Suppositions that open a clause the hedge follows; not a speaker's hedge ("if you ask me", "if
// anything", "if I had to guess", "if I'm honest"), read by the older rules: a word of judging or
// saying within four words after the "if".
constexpr std::array<std::string_view, 4> supposition_words{"if", "should", "unless", "agar"};
constexpr std::array<std::string_view, 8> judging_words{"ask",    "anything", "guess", "say",
                                                        "honest", "bet",      "pushed", "pressed"};
// Words that anchor a hedge in what is there now, whatever the supposition ("if the film is clear
// it could still be pneumonia").
constexpr std::array<std::string_view, 5> now_anchors{"still", "now", "already", "currently", "today"};
// Verbs that make a risk ("makes X more likely").
constexpr std::array<std::string_view, 4> making_verbs{"make", "makes", "making", "made"};
constexpr std::array<std::string_view, 6> degree_words{"far", "much", "even", "a", "lot", "slightly"};
// Determiners of any case ("a", "one", "any") before a condition or a person who has it.
constexpr std::array<std::string_view, 4> any_case_determiners{"a", "an", "one", "any"};
constexpr std::array<std::string_view, 12> case_people{"child",  "person",  "baby",  "adult", "woman",  "man",
                                                       "pupil",  "patient", "worker", "player", "infant", "traveller"};
// Words that open the clause an indefinite subject stands at the start of.
constexpr std::array<std::string_view, 13> clause_openers{"as",   "because", "since", "and",   "but",
                                                          "so",   "that",    "when",  "if",    "while",
                                                          "though", "although", "where"};
// Words of a person the sentence is about, or of this one's now: a sentence with them speaks of
// someone's own case ("when I run, a headache can come on", "a rash can itch at night, she says").
// Not "you": advice speaks to anyone ("if you fall ..., as a brain haemorrhage can start slowly").
constexpr std::array<std::string_view, 20> someones_words{
    "i",  "me",  "my",  "myself",  "he", "him", "his", "she",  "her",       "we",
    "us", "our", "patient", "pt", "mr", "mrs", "ms",  "today", "currently", "still"};
// Words that date an event in the past ("ago", "last year"): someone's own event.
constexpr std::array<std::string_view, 5> past_anchors{"ago", "last", "had", "was", "since"};
// Verbs of finding after "to" ("to catch neutropenia early", "to pick up", "to spot").
constexpr std::array<std::string_view, 5> finding_verbs{"catch", "detect", "spot", "pick", "identify"};
// A result that says the finding was made ("tests to detect cancer were positive").
constexpr std::array<std::string_view, 6> found_words{"positive", "confirmed", "showed", "found", "detected",
                                                      "revealed"};
constexpr std::array<std::string_view, 6> owners{"your", "his", "her", "my", "their", "our"};
constexpr std::array<std::string_view, 5> definites{"the", "this", "that", "these", "those"};
// Hindi: the potential after the condition ("ho sakta hai"), the prohibition ("mat") and the
// words of worry a prohibition may forbid instead of an act ("tension mat lo", "ghabrao mat"),
// after which the potential is a reassuring guess ("tension mat lo, gastritis ho sakta hai").
constexpr std::array<std::string_view, 3> potential_forms{"sakta", "sakti", "sakte"};
constexpr std::array<std::string_view, 8> worry_words{"tension", "chinta", "ghabrao", "ghabraiye",
                                                      "ghabrana", "daro", "dariye", "pareshan"};

// A place named by a condition ("a malaria area", "a dengue-prone district", "TB-endemic
// countries"): the words that may join them and the places.
constexpr std::array<std::string_view, 6> place_links{"prone", "endemic", "affected", "risk", "hit", "infested"};
// Not "belt": a device ("her hernia belt", review rv15's test).
constexpr std::array<std::string_view, 10> place_nouns{"area",    "areas",   "zone",      "zones",    "region",
                                                       "regions", "country", "countries", "district", "districts"};

// Participles of what a leaflet says is known of a drug or a vaccine in general ("pancreatitis
// has been reported", "cases of hepatitis have been linked to it"); not "seen" ("seen on the CT").
constexpr std::array<std::string_view, 4> known_case_participles{"reported", "described", "linked", "associated"};

// Round 31's open class: a rule of what is allowed after an event of the condition ("after a first
// seizure you cannot drive", "no flying for ten days after a pneumothorax"): the words of
// permission, and the words that may stand between "after" and the mention.
constexpr std::array<std::string_view, 4> permission_words{"cannot", "allowed", "permitted", "forbidden"};
constexpr std::array<std::string_view, 7> event_articles{"a", "an", "any", "first", "new", "further", "second"};

}  // namespace

bool context_document::impl::rule_after_an_event(const sentence& s, std::size_t t0) const {
  // "after" and at least one article of any event ("a", "a first", "any new") before the mention.
  std::size_t k = t0;
  while (k > s.b && toks[k - 1].kind == tok_kind::word && in<event_articles>(toks[k - 1].norm) && k + 3 > t0) {
    --k;
  }
  if (k == t0 || k == s.b || !is_word(k - 1, "after")) {
    return false;
  }
  bool permission = false;
  for (std::size_t j = s.b; j < s.e; ++j) {
    if (toks[j].kind != tok_kind::word) {
      continue;
    }
    if (in<someones_words>(toks[j].norm) || in<past_anchors>(toks[j].norm)) {
      return false;  // "after a stroke last year he cannot drive": someone's own
    }
    permission = permission || in<permission_words>(toks[j].norm);
  }
  return permission;
}

bool context_document::impl::reported_in_general(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "X has/have been reported", "X has also been reported", then no agent ("by the patient").
  std::size_t k = t1 + 1;
  if (!(is_word(k, "has") || is_word(k, "have"))) {
    return false;
  }
  ++k;
  if (is_word(k, "also") || is_word(k, "rarely") || is_word(k, "occasionally")) {
    ++k;
  }
  if (!is_word(k, "been") || k + 1 >= s.e || toks[k + 1].kind != tok_kind::word ||
      !in<known_case_participles>(toks[k + 1].norm) || is_word(k + 2, "by")) {
    return false;
  }
  // Not someone's own ("her chest pain has been reported to the GP").
  if (t0 > s.b && toks[t0 - 1].kind == tok_kind::word &&
      (in<owners>(toks[t0 - 1].norm) || in<definites>(toks[t0 - 1].norm))) {
    return false;
  }
  for (std::size_t j = s.b; j < s.e; ++j) {
    if (toks[j].kind == tok_kind::word && in<someones_words>(toks[j].norm)) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::names_a_place(const sentence& s, std::size_t t1) const {
  std::size_t k = t1 + 1;
  if (k < s.e && toks[k].kind == tok_kind::punct && toks[k].norm == "-") {
    ++k;
  }
  if (k < s.e && toks[k].kind == tok_kind::word && in<place_links>(toks[k].norm)) {
    ++k;
  }
  return k < s.e && toks[k].kind == tok_kind::word && in<place_nouns>(toks[k].norm);
}

bool context_document::impl::signs_of_alternatives(const sentence& s, std::size_t t0) const {
  // "... could be signs of X", "may be a sign of X", "can be early warning signs of X".
  std::size_t k = t0;
  if (k < s.b + 4 || !is_word(k - 1, "of")) {
    return false;
  }
  k -= 2;
  if (!(is_word(k, "signs") || is_word(k, "sign"))) {
    return false;
  }
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "early") ||
                     is_word(k - 1, "warning") || is_word(k - 1, "the"))) {
    --k;
  }
  if (k < s.b + 3 || !is_word(k - 1, "be") || toks[k - 2].kind != tok_kind::word ||
      !in<hedge_modals>(toks[k - 2].norm)) {
    return false;
  }
  // The subject, back to the clause's start, lists alternatives ("mottled skin, no urine or fast
  // breathing"), with no one's own word: not "fever and cough could be signs of pneumonia", not
  // "her cough or fever".
  bool alternatives = false;
  for (std::size_t j = k - 2; j > s.b; --j) {
    const ctoken& w = toks[j - 1];
    if (w.kind == tok_kind::punct && (w.norm == ":" || w.norm == ";" || w.norm == "(")) {
      break;
    }
    if (w.kind != tok_kind::word) {
      continue;
    }
    if (in<owners>(w.norm) || in<definites>(w.norm) || in<someones_words>(w.norm)) {
      return false;
    }
    alternatives = alternatives || w.norm == "or";
  }
  return alternatives;
}

bool context_document::impl::hedge_after_supposition(const sentence& s, std::size_t t0) const {
  // Back from the mention over the words that link it to "be" ("turning into", "the start of").
  std::size_t k = t0;
  std::size_t links = 0;
  while (k > s.b && toks[k - 1].kind == tok_kind::word && in<outcome_links>(toks[k - 1].norm) && links < 4) {
    --k;
    ++links;
  }
  // "be" or "mean", a hedge modal, a pronoun of the supposed event.
  if (k < s.b + 3 || !(is_word(k - 1, "be") || is_word(k - 1, "mean")) || toks[k - 2].kind != tok_kind::word ||
      !in<hedge_modals>(toks[k - 2].norm) || toks[k - 3].kind != tok_kind::word ||
      !in<event_pronouns>(toks[k - 3].norm)) {
    return false;
  }
  for (std::size_t j = k - 3; j < t0; ++j) {
    if (toks[j].kind == tok_kind::word && in<now_anchors>(toks[j].norm)) {
      return false;
    }
  }
  // A supposition before the pronoun in the sentence, not the speaker's own hedge.
  for (std::size_t j = s.b; j + 3 < k; ++j) {
    if (toks[j].kind != tok_kind::word || !in<supposition_words>(toks[j].norm)) {
      continue;
    }
    for (std::size_t w = j + 1; w < k && w < j + 5; ++w) {
      if (toks[w].kind == tok_kind::word && in<judging_words>(toks[w].norm)) {
        return false;
      }
    }
    if (is_word(j + 1, "so")) {
      return false;  // "if so": a supposition of what was just said
    }
    if (toks[j].norm == "should" && j > s.b && toks[j - 1].kind == tok_kind::word) {
      continue;  // "you should go in": advice, not an inverted supposition
    }
    return true;
  }
  return false;
}

bool context_document::impl::risk_made_likelier(const sentence& s, std::size_t t0, std::size_t t1) const {
  std::size_t k = t1 + 1;
  while (k < s.e && toks[k].kind == tok_kind::word && in<degree_words>(toks[k].norm) && k < t1 + 4) {
    ++k;
  }
  const bool likelier = is_word(k, "likelier") ||
                        ((is_word(k, "more") || is_word(k, "less")) && is_word(k + 1, "likely"));
  if (!likelier || t0 == s.b) {
    return false;
  }
  // Not the patient's own condition ("made her reflux more likely to flare").
  if (toks[t0 - 1].kind == tok_kind::word && (in<owners>(toks[t0 - 1].norm) || in<definites>(toks[t0 - 1].norm))) {
    return false;
  }
  for (std::size_t j = t0; j > s.b && j + 6 > t0; --j) {
    if (toks[j - 1].kind != tok_kind::word) {
      return false;
    }
    if (in<making_verbs>(toks[j - 1].norm)) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::any_case_subject(const sentence& s, std::size_t t0, std::size_t t1) const {
  // The modal right after the mention, then a verb.
  if (t1 + 2 >= s.e || toks[t1 + 1].kind != tok_kind::word || !in<hedge_modals>(toks[t1 + 1].norm) ||
      toks[t1 + 2].kind != tok_kind::word || is_word(t1 + 2, "not")) {
    return false;
  }
  // "a brain haemorrhage", "an ulcer": the determiner right before; "one child with measles": a
  // determiner, a person and "with".
  std::size_t d = t0;
  if (t0 >= s.b + 3 && is_word(t0 - 1, "with") && toks[t0 - 2].kind == tok_kind::word &&
      in<case_people>(toks[t0 - 2].norm)) {
    d = t0 - 2;
  }
  // Review rv31: "one case of chickenpox can spread through the whole class".
  if (t0 >= s.b + 3 && is_word(t0 - 1, "of") && is_word(t0 - 2, "case")) {
    d = t0 - 2;
  }
  if (d == s.b || toks[d - 1].kind != tok_kind::word || !in<any_case_determiners>(toks[d - 1].norm)) {
    return false;
  }
  const std::size_t det = d - 1;
  if (det > s.b && toks[det - 1].kind == tok_kind::word && !in<clause_openers>(toks[det - 1].norm)) {
    return false;  // "he has a cough that ...": the noun phrase is an object, not a subject
  }
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word && in<someones_words>(toks[k].norm)) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::finding_purpose(const sentence& s, std::size_t t0) const {
  // "to catch neutropenia early", "to pick up any diabetes", "to spot a relapse": "to", a verb of
  // finding ("pick up"), at most "any", "early" or "signs of" before the mention.
  std::size_t k = t0;
  while (k > s.b && toks[k - 1].kind == tok_kind::word &&
         (is_word(k - 1, "any") || is_word(k - 1, "early") || is_word(k - 1, "signs") || is_word(k - 1, "of")) &&
         k + 3 > t0) {
    --k;
  }
  std::size_t verb = k;
  if (verb > s.b && is_word(verb - 1, "up")) {
    --verb;
  }
  if (verb < s.b + 2 || toks[verb - 1].kind != tok_kind::word || !in<finding_verbs>(toks[verb - 1].norm) ||
      !is_word(verb - 2, "to") || (toks[verb - 1].norm == "pick") != (verb != k)) {
    return false;
  }
  // Not a condition already named ("to detect the fracture", "to catch her relapse").
  if (toks[t0 - 1].kind == tok_kind::word && (in<owners>(toks[t0 - 1].norm) || in<definites>(toks[t0 - 1].norm))) {
    return false;
  }
  for (std::size_t j = s.b; j < s.e; ++j) {
    if (toks[j].kind == tok_kind::word && in<found_words>(toks[j].norm)) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::potential_after_prohibition(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "X ho sakta hai" right after the mention.
  if (!(is_word(t1 + 1, "ho") && t1 + 2 < s.e && toks[t1 + 2].kind == tok_kind::word &&
        in<potential_forms>(toks[t1 + 2].norm))) {
    return false;
  }
  // The mention opens its clause (a comma before it): "..., typhoid ho sakta hai"; not "ye
  // gastritis ho sakta hai" (this may be gastritis).
  if (t0 == s.b || toks[t0 - 1].kind != tok_kind::punct) {
    return false;
  }
  // A prohibition of an act earlier in the sentence, not of worry.
  for (std::size_t j = s.b; j + 1 < t0; ++j) {
    if (!is_word(j, "mat")) {
      continue;
    }
    const bool worry = (j > s.b && toks[j - 1].kind == tok_kind::word && in<worry_words>(toks[j - 1].norm)) ||
                       (toks[j + 1].kind == tok_kind::word && in<worry_words>(toks[j + 1].norm));
    if (!worry) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::foretold_default(const sentence& s, std::size_t t0, std::size_t t1) const {
  if ((s.frame_cues & (f_advice | f_supposing | f_foretold | f_conditional)) != 0 && advice_default(s, t0, t1)) {
    return true;  // round 35 (context_defaults_advice.cpp)
  }
  if ((s.frame_cues & f_conditional) != 0 && hedge_after_supposition(s, t0)) {
    return true;
  }
  if ((s.frame_cues & f_meaning) != 0 && signs_of_alternatives(s, t0)) {
    return true;
  }
  if ((s.frame_cues & f_foretold) == 0) {
    return false;
  }
  return risk_made_likelier(s, t0, t1) || any_case_subject(s, t0, t1) || finding_purpose(s, t0) ||
         potential_after_prohibition(s, t0, t1) || (t1 + 1 < s.e && names_a_place(s, t1)) ||
         reported_in_general(s, t0, t1) || rule_after_an_event(s, t0);
}

}  // namespace cxs::domain::clinical
