// Round 14's time readings (issue 18): what a time in the past says of a mention depends on
// the condition, which the context module does not know. It reports two facts and the
// diagnosis layer decides by the condition's nature (domain/extraction/diagnosis_course.cpp):
//   - dated_onset: the mention is historical only by a time that a verb of diagnosis or onset
//     gives ("diagnosed with asthma at eight", "HTN diagnosed 2017"): the time it began. A
//     chronic condition goes on; an acute one dated so is over.
//   - dated_episode: a time in the past dates the mention's clause from beyond the triggers'
//     reach ("Dengue during the 2017 monsoon, platelets dropped to forty thousand"): an acute
//     episode then is over; a chronic condition named so may go on.
// Which triggers are a time is marked on the lexicon entries and the clause rules' dates
// (e_time); the word lists are in context_course_words.hpp. See docs/accuracy.md, round 14.

#include "domain/clinical/context_document.hpp"

#include <cstddef>
#include <string_view>

#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::course_vocab;

bool context_document::impl::dated_onset(const sentence& s, std::size_t t0, std::size_t t1) const {
  // The sentence's historical readings are times (and Hindi past tenses) only: an end
  // ("recovered", "none since") or a history label keeps it historical.
  bool time = false;
  for (std::size_t oi = s.occ_b; oi < s.occ_e; ++oi) {
    const std::uint32_t fx = occs[oi].effects;
    if ((fx & (e_hist | e_hist_weak | e_dated)) == 0) {
      continue;
    }
    if ((fx & e_time) != 0) {
      time = true;
    } else if ((fx & e_tense) == 0) {
      return false;
    }
  }
  if (!time) {
    return false;
  }
  // The verb of onset: up to three words before the mention ("diagnosed with", "found to have",
  // "developed") or after it ("HTN diagnosed", "the diabetes was found", "sugar 2018 mein pata
  // chala"), in the same clause (no punctuation between).
  const auto onset_at = [this, &s](std::size_t k) {
    if (!in<onset_verbs>(toks[k].norm) || toks[k].kind != tok_kind::word) {
      return false;
    }
    if (toks[k].norm == "picked") {
      return is_word(k + 1, "up");
    }
    // Probe round 17: "i was told i have a fatty liver a few years ago": being told is a
    // diagnosis given; not "i told her" (the patient telling).
    if (toks[k].norm == "told") {
      return k > s.b && (is_word(k - 1, "was") || is_word(k - 1, "been") || is_word(k - 1, "were"));
    }
    if (toks[k].norm == "pata") {
      return is_word(k + 1, "chala") || is_word(k + 1, "chali") || is_word(k + 1, "laga");
    }
    return k < s.e;
  };
  for (std::size_t k = t0, n = 0; k > s.b && n < 4; ++n) {
    --k;
    if (toks[k].kind != tok_kind::word) {
      break;
    }
    if (onset_at(k)) {
      return true;
    }
  }
  // A participle set off right after the mention by a comma or a bracket ("Diabetes, diagnosed
  // last year", "Hypertension (picked up 2015)") is the note's way of saying the same.
  std::size_t after = t1 + 1;
  if (after < s.e && toks[after].kind == tok_kind::punct && (toks[after].norm == "," || toks[after].norm == "(")) {
    ++after;
  }
  for (std::size_t k = after, n = 0; k < s.e && n < 4; ++k, ++n) {
    if (toks[k].kind != tok_kind::word) {
      break;
    }
    if (onset_at(k)) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::dated_episode(const sentence& s, std::size_t t0, std::size_t t1) const {
  for (std::size_t oi = s.occ_b; oi < s.occ_e; ++oi) {
    const occurrence& o = occs[oi];
    if ((o.effects & e_time) == 0 || (o.b <= t1 && o.e > t0)) {
      continue;
    }
    // "over the last month", "for the past two years": a period up to now, not a time then.
    if (o.b > s.b && is_word(o.b - 1, "the") && (is_word(o.b, "last") || is_word(o.b, "past"))) {
      continue;
    }
    // "in the past couple of months", "in the past 3 weeks": a count after it makes it a period
    // up to now too; "how long ago ..." asks for a time, it gives none.
    if (o.e < s.e && is_word(o.e - 1, "past") && toks[o.e].kind == tok_kind::word &&
        (in<period_counts>(toks[o.e].norm) || text::parse_number(toks[o.e].norm).has_value())) {
      continue;
    }
    if (o.b > s.b && (is_word(o.b - 1, "how") || (is_word(o.b, "long") && is_word(o.b - 1, "how")))) {
      continue;
    }
    const bool before = o.e <= t0;
    const std::size_t gap_b = before ? o.e : t1 + 1;
    const std::size_t gap_e = before ? t0 : o.b;
    // A time after the mention dates it within a clause's length; one before it (a sentence
    // opened by "Back in college", "In 2015") dates the clause it opens.
    if (!before && words_between(gap_b, gap_e) > 12) {
      continue;
    }
    // Review rv23: "afterwards" right after the mention takes up the event dated before it, past
    // a semicolon ("caesarean in 2022; wound infection afterwards needed antibiotics").
    const bool after_that = before && (is_word(t1 + 1, "afterwards") || is_word(t1 + 1, "afterward") ||
                                       is_word(t1 + 1, "thereafter") ||
                                       (is_word(t1 + 1, "after") && (is_word(t1 + 2, "that") || is_word(t1 + 2, "it"))));
    bool blocked = false;
    for (std::size_t k = gap_b; k < gap_e && !blocked; ++k) {
      blocked = toks[k].kind == tok_kind::punct ? ((toks[k].norm == ";" && !after_that) || toks[k].norm == ":")
                                                : in<present_time_words>(toks[k].norm);
    }
    // A clause in the present between a time before the mention and the mention is its own:
    // "you had a kidney stone last year and this is a urinary tract infection", "the scan from
    // last year was normal and you have a urinary tract infection" (round 14; an unpunctuated
    // transcript runs them together). A pronoun subject and a present verb: "this is", "you
    // have", "it's". Not "in 2019 she had dengue" (a past verb).
    for (std::size_t k = gap_b; before && k + 1 < gap_e && !blocked; ++k) {
      const bool subject = is_word(k, "this") || is_word(k, "these") || is_word(k, "it") || is_word(k, "that") ||
                           is_word(k, "you");
      blocked = (subject && (is_word(k + 1, "is") || is_word(k + 1, "are") || is_word(k + 1, "have") ||
                             is_word(k + 1, "s"))) ||
                is_word(k, "thats") || is_word(k, "youre");
    }
    // Another trigger between belongs to its own clause ("Fever for three days, h/o typhoid in
    // 2019": the "h/o" takes the date), unless it too puts the episode in the past ("Back in
    // college he passed a kidney stone").
    for (std::size_t oj = s.occ_b; oj < s.occ_e && !blocked; ++oj) {
      const occurrence& other = occs[oj];
      const std::uint32_t past_only = e_hist | e_dated | e_time | e_tense;
      // (A terminator of one attribute, "my" for the experiencer, is no clause of its own; "but"
      // ends every scope.)
      blocked = oj != oi && other.b >= gap_b && other.e <= gap_e &&
                ((other.effects & e_effects & ~past_only) != 0 || (other.effects & t_all) == t_all);
    }
    if (!blocked) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::changes_into(const sentence& s, std::size_t t0) const {
  // Back over an article or "full(-blown)" to the preposition, then the verb of change.
  std::size_t k = t0;
  while (k > s.b && toks[k - 1].kind == tok_kind::word && in<change_target_fillers>(toks[k - 1].norm)) {
    --k;
  }
  if (k < s.b + 2 || !(is_word(k - 1, "into") || is_word(k - 1, "to"))) {
    return false;
  }
  const std::size_t v = k - 2;
  if (toks[v].kind != tok_kind::word) {
    return false;
  }
  if (in<change_verbs>(toks[v].norm)) {
    // A perfect reports a change that happened ("it has turned into ...": not listed here,
    // "has progressed to" is real); a bare verb after "has/have/had" is not this form.
    return !(v > s.b && (is_word(v - 1, "has") || is_word(v - 1, "have") || is_word(v - 1, "had")));
  }
  return false;
}

bool context_document::impl::counterfactual_outcome(const sentence& s, std::size_t t0) const {
  // "it would have become sepsis", "could have turned into an abscess": a modal perfect of a
  // verb of change or onset names what did not happen.
  std::size_t k = t0;
  while (k > s.b && toks[k - 1].kind == tok_kind::word && in<change_target_fillers>(toks[k - 1].norm)) {
    --k;
  }
  if (k > s.b && (is_word(k - 1, "into") || is_word(k - 1, "to"))) {
    --k;
  }
  if (k < s.b + 3 || toks[k - 1].kind != tok_kind::word || !in<changed_participles>(toks[k - 1].norm)) {
    return false;
  }
  return is_word(k - 2, "have") && toks[k - 3].kind == tok_kind::word && in<counterfactual_modals>(toks[k - 3].norm);
}

bool context_document::impl::feared_clause(const sentence& s, std::size_t t0) const {
  // "He is scared he will have a stroke", "she worries she'll get diabetes like her mother": a
  // fear word, then its complement clause (no punctuation), then the mention after a modal of
  // the future with a verb of having or getting.
  if (definite_before(s, t0)) {
    return false;  // "my worry is that the lump is cancer": the lump is there
  }
  // A modal with "be" is a hedge on what this is ("I'm worried this might be appendicitis":
  // the clinician's suspicion, provisional), not a coming event.
  // Within eight words (a run-on transcript sentence holds many clauses), and not a fear
  // denied ("I'm not too worried about that, we'll watch it").
  bool modal = false;
  for (std::size_t k = t0, n = 0; k-- > s.b && n < 8; ++n) {
    if (toks[k].kind != tok_kind::word) {
      return false;
    }
    if (in<fear_clause_modals>(toks[k].norm) && !is_word(k + 1, "be")) {
      modal = true;
    }
    if (in<fear_clause_words>(toks[k].norm)) {
      const bool denied = (k > s.b && (is_word(k - 1, "not") || is_word(k - 1, "never"))) ||
                          (k > s.b + 1 && is_word(k - 2, "not"));
      return modal && !denied;
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical
