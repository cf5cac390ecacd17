// Clause frames that decide a mention's context by the shape of the clause around it, not by a trigger phrase
// (issue 18, rounds 11 and 12): what a definite subject of a change presupposes, the complement of a negated
// belief, an identity denied, the consequent of a conditional, an inverted conditional, a "without" under a
// negated ability, answers that report normal or open with "not", a testing verb's object, described signs, a
// fear, and a later clause that ends it (someone else as the subject is read in context_subject.cpp). Ten rounds
// of phrases fixed their own tuning lines and barely moved the held-out ones; these rules read the clause's
// structure (determiner, copula, subject, clause edge), so new wordings of the same frame fall under them. Called
// from assess (context.cpp), each only when its sentence holds a word of its group (frame_cues), so they add
// little to an extraction's cost. See docs/accuracy.md, rounds 11 and 12. The frames' word lists are in
// context_frame_words.hpp; round 13's frames and the conditional frames (the consequent of a conditional, an
// inverted conditional) in context_frames_hypothetical.cpp; the frames that end a condition by the clause after it
// in context_frames_endings.cpp.

#include "domain/clinical/context_document.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_frame_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/key_probe.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::frame_vocab;

bool context_document::impl::answer_leads_with_not(std::size_t answer_si) const {
  if (answer_si >= sentences.size()) {
    return false;
  }
  const sentence& a = sentences[answer_si];
  std::size_t k = a.b;
  while (k < a.e && (toks[k].kind != tok_kind::word || in<answer_fillers>(toks[k].norm))) {
    ++k;
  }
  if (!is_word(k, "not") || (k + 1 < a.e && toks[k + 1].kind == tok_kind::word && in<hedges_after_not>(toks[k + 1].norm))) {
    return false;
  }
  // "not often", "not every day , maybe twice a week", "not at rest , only when i walk": a
  // frequency, a degree or a qualifier later in the answer makes it partial, not a denial.
  for (std::size_t j = k + 1; j < a.e; ++j) {
    if (toks[j].kind == tok_kind::word && (in<qualifiers>(toks[j].norm) || in<partial_after_not>(toks[j].norm))) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::described_signs(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "Signs of dehydration include a dry mouth", "Symptoms of sepsis are confusion and ...";
  // not "Signs of sepsis are present" (found) nor "are seen".
  if (t1 + 1 >= s.e || toks[t1 + 1].kind != tok_kind::word) {
    return false;
  }
  // Round 16: "Signs of dehydration to look out for: ...", "symptoms of a stroke to know": an infinitive
  // of watching or knowing makes them a lesson, not a finding (an article may stand before the condition).
  if (is_word(t1 + 1, "to") && t1 + 2 < s.e && toks[t1 + 2].kind == tok_kind::word &&
      in<watching_infinitives>(toks[t1 + 2].norm)) {
    const std::size_t k = t0 > s.b && (is_word(t0 - 1, "a") || is_word(t0 - 1, "an")) ? t0 - 1 : t0;
    return k >= s.b + 2 && is_word(k - 1, "of") && toks[k - 2].kind == tok_kind::word &&
           in<sign_nouns>(toks[k - 2].norm);
  }
  // Round 18: the condition before the sign noun ("what concussion signs to watch for", "the
  // stroke symptoms to know"): the same lesson.
  if (t1 + 3 < s.e && in<sign_nouns>(toks[t1 + 1].norm) && is_word(t1 + 2, "to") &&
      toks[t1 + 3].kind == tok_kind::word && in<watching_infinitives>(toks[t1 + 3].norm)) {
    return true;
  }
  if (t0 < s.b + 2 || !is_word(t0 - 1, "of") || toks[t0 - 2].kind != tok_kind::word ||
      !in<sign_nouns>(toks[t0 - 2].norm) || !in<describing_verbs>(toks[t1 + 1].norm)) {
    return false;
  }
  if (!is_word(t1 + 1, "are")) {
    return true;
  }
  return t1 + 2 < s.e && toks[t1 + 2].kind == tok_kind::word && !is_word(t1 + 2, "present") &&
         !is_word(t1 + 2, "seen");
}

bool context_document::impl::feared(const sentence& s, std::size_t t0) const {
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "the"))) {
    --k;
  }
  return k >= s.b + 3 && toks[k - 1].kind == tok_kind::word && in<coming_gerunds>(toks[k - 1].norm) &&
         (is_word(k - 2, "of") || is_word(k - 2, "about") || is_word(k - 2, "is") || is_word(k - 2, "was")) &&
         toks[k - 3].kind == tok_kind::word && in<fear_words>(toks[k - 3].norm);
}

bool context_document::impl::thought_it_was(const sentence& s, std::size_t t0) const {
  // "thought it was X", "thought that it might be X": "thought" up to five words before the
  // mention, with only the words of a complement clause between.
  static constexpr std::array<std::string_view, 12> complement{"it", "was", "that", "be", "a",    "an",
                                                               "the", "might", "could", "just", "maybe", "its"};
  for (std::size_t k = t0, words = 0; k > s.b && words < 5; --k, ++words) {
    if (toks[k - 1].kind != tok_kind::word) {
      return false;
    }
    if (is_word(k - 1, "thought")) {
      return k < t0;
    }
    if (!in<complement>(toks[k - 1].norm)) {
      return false;
    }
  }
  return false;
}

bool context_document::impl::definite_before(const sentence& s, std::size_t t0) const {
  return t0 > s.b && toks[t0 - 1].kind == tok_kind::word && in<definite>(toks[t0 - 1].norm);
}

std::size_t context_document::impl::clause_begin(const sentence& s, std::size_t t0) const {
  std::size_t k = t0;
  while (k > s.b) {
    const ctoken& t = toks[k - 1];
    if (t.kind == tok_kind::punct && (t.norm == ";" || t.norm == ":" || t.norm == ",")) {
      break;
    }
    if (t.kind == tok_kind::word && (t.norm == "but" || t.norm == "however" || t.norm == "although")) {
      break;
    }
    --k;
  }
  return k;
}

const std::string_view* context_document::impl::definite_change(const sentence& s, std::size_t t0,
                                                                std::size_t t1) const {
  if (!definite_before(s, t0)) {
    return nullptr;
  }
  // Up to three auxiliaries, then the predicate (nouns of two words end the mention at t1).
  for (std::size_t k = t1 + 1, aux = 0; k < s.e && toks[k].kind == tok_kind::word && aux <= 3; ++k) {
    const std::string_view w = toks[k].norm;
    for (const std::string_view& p : change_predicates) {
      if (p == w) {
        // "if the rash flares up again": a predicate said again is a recurrence, which
        // presupposes the condition is gone now (round 15's predicates of activity)
        for (std::size_t j = k + 1; j < s.e && j <= k + 2 && toks[j].kind == tok_kind::word; ++j) {
          if (is_word(j, "again")) {
            return nullptr;
          }
        }
        return &p;
      }
    }
    if (!in<change_auxiliaries>(w)) {
      return nullptr;
    }
    ++aux;
  }
  return nullptr;
}

bool context_document::impl::still_there(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (s.question || !definite_before(s, t0)) {
    return false;
  }
  bool still = false;
  for (std::size_t k = t1 + 1, aux = 0; k < s.e && toks[k].kind == tok_kind::word && aux <= 3; ++k, ++aux) {
    if (is_word(k, "there") || is_word(k, "here")) {
      return still;
    }
    if (!in<change_auxiliaries>(toks[k].norm)) {
      return false;
    }
    still = still || is_word(k, "still");
  }
  return false;
}

bool context_document::impl::ending_predicate(std::string_view predicate) { return in<ending_predicates>(predicate); }

bool context_document::impl::negated_belief(const sentence& s, std::size_t t0) const {
  // Back from the mention over articles and hedges to the complement's verb ...
  std::size_t k = t0;
  while (k > s.b && toks[k - 1].kind == tok_kind::word && in<predicate_fillers>(toks[k - 1].norm)) {
    --k;
  }
  if (k == s.b || toks[k - 1].kind != tok_kind::word || !in<copulas>(toks[k - 1].norm)) {
    return false;
  }
  // ... then, within six words of one clause, a negated verb of belief or "doubt". Not a doubt
  // denied: "no doubt", and (round 27) "without (a) doubt", "beyond doubt" say it is certain.
  const auto doubt_denied = [&](std::size_t d) {
    const std::size_t p = d > s.b && is_word(d - 1, "a") ? d - 1 : d;
    return p > s.b && (is_word(p - 1, "no") || is_word(p - 1, "without") || is_word(p - 1, "beyond"));
  };
  for (std::size_t j = k - 1, words = 0; j > s.b && words < 6; --j) {
    const ctoken& t = toks[j - 1];
    if (t.kind != tok_kind::word) {
      return false;
    }
    ++words;
    if (t.norm == "doubt" && !doubt_denied(j - 1)) {
      return true;
    }
    if (in<belief_verbs>(t.norm) && j >= s.b + 2) {
      if (toks[j - 2].kind == tok_kind::word && in<negated_do>(toks[j - 2].norm)) {
        return true;
      }
      if (is_word(j - 2, "not") && j >= s.b + 3 && (is_word(j - 3, "do") || is_word(j - 3, "does") || is_word(j - 3, "did"))) {
        return true;
      }
    }
  }
  return false;
}

bool context_document::impl::belief_subject(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "I don't think the sciatica is serious": the mention opens the complement clause as its
  // subject (a copula follows it); the negated belief denies what is said of it, not it.
  if (t1 + 1 >= s.e || toks[t1 + 1].kind != tok_kind::word || !in<copulas>(toks[t1 + 1].norm)) {
    return false;
  }
  std::size_t k = t0;
  for (std::size_t skipped = 0; k > s.b && skipped < 2 && toks[k - 1].kind == tok_kind::word &&
                                (in<definite>(toks[k - 1].norm) || is_word(k - 1, "that"));
       ++skipped) {
    --k;
  }
  if (k < s.b + 2 || !in<belief_verbs>(toks[k - 1].norm)) {
    return false;
  }
  return (toks[k - 2].kind == tok_kind::word && in<negated_do>(toks[k - 2].norm)) ||
         (is_word(k - 2, "not") && k >= s.b + 3 && (is_word(k - 3, "do") || is_word(k - 3, "does") || is_word(k - 3, "did")));
}

bool context_document::impl::definite_consequent_subject(const sentence& s, std::size_t t0) const {
  // "If you have a fever, the tonsillitis is probably bacterial": a determined condition in the
  // consequent is there; the conditional ended at its comma.
  if (!definite_before(s, t0)) {
    return false;
  }
  std::size_t k = s.b;
  while (k < s.e && toks[k].kind == tok_kind::word && in<openers>(toks[k].norm)) {
    ++k;
  }
  if (!is_word(k, "if")) {
    return false;
  }
  for (std::size_t j = k + 1; j + 1 < t0; ++j) {
    if (toks[j].kind == tok_kind::punct && toks[j].norm == ",") {
      return true;
    }
  }
  return false;
}

bool context_document::impl::identity_denied(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "pneumonia is not the cause", "gout isn't the reason for the swelling"; not a condition
  // the patient has ("your diabetes isn't the reason for the numbness": only its role is denied).
  if (definite_before(s, t0)) {
    return false;
  }
  std::size_t k = t1 + 1;
  if (k < s.e && (is_word(k, "is") || is_word(k, "was")) && is_word(k + 1, "not")) {
    k += 2;
  } else if (k < s.e && (is_word(k, "isnt") || is_word(k, "wasnt"))) {
    k += 1;
  } else {
    return false;
  }
  if (is_word(k, "likely") || is_word(k, "really")) {
    ++k;
  }
  if (!is_word(k, "the")) {
    return false;
  }
  ++k;
  if (is_word(k, "main") || is_word(k, "likely") || is_word(k, "real") || is_word(k, "underlying")) {
    ++k;
  }
  return k < s.e && toks[k].kind == tok_kind::word && in<explanation_nouns>(toks[k].norm);
}

bool context_document::impl::without_under_inability(const sentence& s, std::size_t t0) const {
  // "cannot lie flat without shortness of breath", "no longer able to walk a block without
  // pain": two negations make a necessity, the condition is there.
  std::size_t w = t0;
  for (std::size_t k = t0, words = 0; k > s.b && words < 3; --k) {
    if (toks[k - 1].kind != tok_kind::word) {
      break;
    }
    ++words;
    if (toks[k - 1].norm == "without") {
      w = k - 1;
      break;
    }
  }
  if (w == t0) {
    return false;
  }
  for (std::size_t k = w; k > s.b; --k) {
    const ctoken& t = toks[k - 1];
    if (t.kind != tok_kind::word) {
      return false;  // a comma or a clause edge between: a list, not one clause
    }
    if (in<inability>(t.norm) || (t.norm == "able" && k >= s.b + 2 &&
                                  (is_word(k - 2, "not") || is_word(k - 2, "longer") || is_word(k - 2, "never")))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::answer_reports_normal(std::size_t answer_si) const {
  if (answer_si >= sentences.size()) {
    return false;
  }
  const sentence& a = sentences[answer_si];
  bool linked = false;
  for (std::size_t k = a.b; k < a.e; ++k) {
    const ctoken& t = toks[k];
    if (t.kind == tok_kind::punct) {
      continue;
    }
    if (in<qualifiers>(t.norm)) {
      return false;
    }
    if (linked && in<normal_words>(t.norm)) {
      // The rest of the sentence may not qualify it ("fine, but ...", "normal until today").
      for (std::size_t j = k + 1; j < a.e; ++j) {
        if (toks[j].kind == tok_kind::word && in<qualifiers>(toks[j].norm)) {
          return false;
        }
      }
      return true;
    }
    linked = linked || in<linking_verbs>(t.norm);
  }
  return false;
}

void context_document::impl::apply_clause_frames(const sentence& s, std::size_t t0, std::size_t t1,
                                                 mention_context& r, assess_flags& flags) const {
  // Each frame runs only when its sentence holds a word of its group (s.frame_cues).
  const frame_cue_bits cues = s.frame_cues;
  if (!r.negated && (((cues & f_belief) != 0 && negated_belief(s, t0)) ||
                     ((cues & f_explanation) != 0 && identity_denied(s, t0, t1)))) {
    r.negated = true;  // "I don't think this is gout", "pneumonia is not the cause"
  }
  if (r.negated && (((cues & f_without) != 0 && without_under_inability(s, t0)) ||
                    ((cues & f_belief) != 0 && belief_subject(s, t0, t1)))) {
    r.negated = false;  // "cannot lie flat without shortness of breath", "don't think the X is serious"
  }
  if ((cues & f_conditional) != 0) {
    if (!r.negated && (!r.hypothetical || r.uncertain) && conditional_consequent(s, t0)) {
      r.hypothetical = true;  // "If you feel shaky, that is hypoglycemia"
      // Round 18: a hedge in the consequent is part of the supposition ("If the pain spreads, it
      // could be a heart attack", "agar ..., woh stroke hoga"): a warning, not a working diagnosis.
      r.uncertain = false;
    } else if (!r.negated && outcome_before_condition(s, t0, t1)) {
      r.hypothetical = true;  // "you could have a stroke if we don't bring it down" (round 19)
      r.uncertain = false;
    } else if (!r.negated && !r.hypothetical && inverted_conditional(s, t0)) {
      r.hypothetical = true;  // "Should you become breathless"
    } else if (r.hypothetical && definite_consequent_subject(s, t0)) {
      r.hypothetical = false;  // "If you have a fever, the tonsillitis is probably bacterial"
    }
  }
  if ((cues & f_prospect) != 0 && !r.negated) {
    if (feared(s, t0)) {
      r.hypothetical = true;  // "afraid of getting a heart attack": a fear, not a hedge on a diagnosis
      r.uncertain = false;
    } else if (!r.hypothetical && (tested_for(s, t0) || described_signs(s, t0, t1))) {
      r.hypothetical = true;  // "checking her for anemia", "signs of dehydration include"
    }
  }
  // Round 19: a reason clause naming what a supposed sign would be ("ring 999 if he gets drowsy,
  // as it could be sepsis"; "Any X - come in, it may be Y"). Not gated by the conditional cues:
  // "any" opens it too, and the frame returns at once unless "be" stands before the mention.
  if (!r.negated && (!r.hypothetical || r.uncertain) && reasoned_consequent(s, t0)) {
    r.hypothetical = true;
    r.uncertain = false;
  }
  // Round 13's frames.
  if ((cues & f_conditional) != 0 && !r.negated && !r.hypothetical && conditional_disjunct(s, t0)) {
    r.hypothetical = true;  // "if the pain moves ... or he starts vomiting"
  }
  if ((cues & f_conditional) != 0 && r.hypothetical && r.uncertain && antecedent_if(s, t0, 8) != s.e) {
    // "If it turns out to be gallstones, ...": a hedge inside the supposition is part of it,
    // unless the sentence hedges before the "if" as well.
    const std::size_t at = antecedent_if(s, t0, 8);
    bool hedged_before = toks[t0].query;
    for (std::size_t oi = s.occ_b; oi < s.occ_e && !hedged_before; ++oi) {
      hedged_before = (occs[oi].effects & e_unc) != 0 && occs[oi].b < at;
    }
    if (!hedged_before) {
      r.uncertain = false;
    }
  }
  if ((cues & f_meaning) != 0 && !r.negated && !r.hypothetical) {
    const int meaning = possible_meaning(s, t0);
    if (meaning == 1) {
      r.hypothetical = true;  // "A drooping face could mean a stroke": a warning
      r.uncertain = false;
    } else if (meaning == 2) {
      r.uncertain = true;  // "This rash could mean shingles": a hedge
    }
  }
  if ((cues & f_effect) != 0 && !r.negated && !r.hypothetical && named_as_effect(s, t0, t1)) {
    r.hypothetical = true;  // "Weight gain is a known side effect of this drug"
  }
  if ((cues & f_teaching) != 0 && !r.negated && !r.hypothetical && taught_about(s, t0)) {
    r.hypothetical = true;  // "We talked about what pneumonia is"
    r.uncertain = false;
  }
  if ((cues & f_evidence) != 0 && !r.negated && nothing_indicates(s, t0)) {
    r.negated = true;  // "Nothing in the history points to asthma"
    r.uncertain = false;
  }
  // Round 17: what a sign in a conditional would indicate ("ring back if he stops passing urine,
  // as that would point to dehydration"): a consequence that may come, not a finding.
  if ((cues & (f_evidence | f_conditional)) == (f_evidence | f_conditional) && !r.negated && !r.hypothetical &&
      conditional_indication(s, t0)) {
    r.foretold = true;
    r.uncertain = false;
  }
  if ((cues & f_people) != 0 && r.who == experiencer::patient && someone_else_has(s, t0)) {
    r.who = experiencer::other;  // "A child in her class has measles"
  }
  if ((cues & f_people) != 0 && r.who == experiencer::patient && reflexive_of_another(s, t0, t1)) {
    r.who = experiencer::other;  // "Caller is the babysitter; she has a fever herself"
  }
  // Round 15's frames.
  if ((cues & f_shield) != 0 && !r.negated && !r.hypothetical && shielded_from(s, t0, t1)) {
    r.hypothetical = true;  // "to keep oral thrush away", "protect her bones from osteoporosis"
  }
  if (!r.negated && !r.hypothetical && generic_sign_subject(s, t0)) {
    r.hypothetical = true;  // "A rash that doesn't fade under a glass could be meningitis"
    r.uncertain = false;
  }
  if ((cues & f_future) != 0 && !r.negated && !r.hypothetical &&
      (future_time_after(s, t1) || future_time_before(s, t0))) {
    r.hypothetical = true;  // "the biggest thing I worry about is a heart attack down the road"
    r.uncertain = false;
  }
  if ((cues & f_effect) != 0 && !r.negated && !r.hypothetical && risk_named_by_subject(s, t0)) {
    r.hypothetical = true;  // "The danger with uncontrolled pressure is a stroke"
  }
  if (!r.negated && !r.hypothetical && risk_named_by_one(s, t0)) {
    r.hypothetical = true;  // "... the risks of insulin . the big one is , uh , hypoglycemia"
  }
  if ((cues & f_considered) != 0 && !r.negated && put_to_rest(s, t0, t1)) {
    r.negated = true;  // "A normal glucose test puts diabetes to rest"
    r.uncertain = false;
  }
  // (Round 18: a past belief that it was the condition ("the doctor before thought it was ibs but
  // the colonoscopy was fine") is a consideration too, hedged or not.)
  if ((cues & f_considered) != 0 && !r.negated && (r.uncertain || thought_it_was(s, t0)) &&
      considered_then_excluded(s, t1)) {
    r.negated = true;  // "We considered a pulmonary embolism, but the D-dimer was normal"
    r.uncertain = false;
  }
  // Round 16 (context_subject.cpp): the predicate of a condition as the clause's subject.
  if ((cues & f_subject) != 0 && !r.negated && !r.historical && subject_ended(s, t0, t1)) {
    r.historical = true;  // "Angina used to come on at 200 metres", "Gastritis is no longer troubling him"
    flags.strong_hist = true;
    flags.ended = true;
  }
  if ((cues & f_cleft) != 0 && !r.negated && !r.hypothetical && cleft_aversion(s, t0, t1)) {
    r.hypothetical = true;  // "osteoporosis is what we want to stay ahead of"
    r.uncertain = false;
  }
  if ((cues & f_generic) != 0 && !r.negated && !r.hypothetical && generic_predicate(s, t0, t1)) {
    r.hypothetical = true;  // "because rabies once it starts is fatal"
    r.uncertain = false;
  }
  if ((cues & f_generic) != 0 && !r.negated && !r.hypothetical && offered_explanation(s, t0, t1)) {
    r.uncertain = true;  // "A UTI would explain her confusion": a hypothesis, not a finding
  }
  if ((cues & f_generic) != 0 && !r.negated && !r.hypothetical && !r.historical && generic_harm(s, t0, t1)) {
    r.hypothetical = true;  // "Years of high sugar damage the kidneys": a statement of no one's condition
    r.uncertain = false;
  }
  if ((cues & f_ended) != 0 && !r.negated && !r.historical &&
      (since_last(s, t0) || ended_later(s, t0, t1) || ended_until(s, t1))) {
    r.historical = true;  // "since her last seizure", "had covid but fine now", "..., but that has lifted"
    flags.strong_hist = true;
    flags.ended = true;
  }
}

// "if I had to guess", "if I were to bet", "if I'm honest", "if you ask me": the words after
// an "if" at `k` hedge the speaker's own statement, they suppose nothing of the patient's.
bool context_document::impl::speaker_hedge(std::size_t k) const {
  if (is_word(k, "you")) {
    return is_word(k + 1, "ask");
  }
  if (is_word(k, "im")) {  // the tokens drop the apostrophe ("I'm" is "im")
    return is_word(k + 1, "honest") || is_word(k + 2, "honest");
  }
  if (!is_word(k, "i")) {
    return false;
  }
  if ((is_word(k + 1, "had") || is_word(k + 1, "were")) && is_word(k + 2, "to")) {
    return true;
  }
  return is_word(k + 2, "honest") || is_word(k + 3, "honest");
}

}  // namespace cxs::domain::clinical
