// The clinician's opinion as how an assessment is said (`clinician_opinion`), and a condition
// named in talk about a disease or people in general (`generic_subject`,
// `generic_people_clause`). Moved out of diagnosis_mentions.cpp, which had reached 700 lines;
// the code is unchanged.

#include "domain/extraction/diagnosis_mentions.hpp"

#include <algorithm>
#include <iterator>
#include <span>
#include <string_view>

#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_exclusions.hpp"
#include "domain/extraction/diagnosis_keyed_words.hpp"

namespace cxs::domain::extraction::detail {

// "i think you have spinal stenosis", "this is most likely a stress fracture": uncertain only by
// an opinion verb before the mention in its sentence, with no hedge of possibility between
// ("i think you might have lyme disease", "i think it could be a stress fracture or a sprain").
bool clinician_opinion(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  const std::size_t from = first > s.first + 12 ? first - 12 : s.first;
  const auto opinion = diagnosis_cues::opinion_cues().find_last(ws.text, toks, from, first);
  if (!opinion || opinion->end > first) {
    return false;
  }
  const std::size_t to = std::min(s.end, first + 4);
  return !diagnosis_cues::possibility_hedges().find(ws.text, toks, opinion->first, to).has_value() &&
         !diagnosis_cues::clause_breaks().find(ws.text, toks, opinion->end, first).has_value();
}

bool generic_subject(const workspace& ws, std::size_t first, std::size_t end) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  // The longest phrases ("does n't usually cause", its apostrophe a token) take six tokens; the
  // cue index skips to the tokens a phrase may start at, so only one right at `end` is read.
  const auto effect = diagnosis_cues::generic_effects().find(ws, end, std::min(s.end, end + 6));
  if (!effect || effect->first != end || reports_care_act(ws, effect->end)) {
    return false;
  }
  // Nothing that owns or points to it before ("your", "the", "this"): a bare name, after at
  // most two words that say which kind ("untreated", "long term").
  std::size_t k = first;
  while (k > s.first && first - k < 2 && diagnosis_cues::generic_kinds().find(ws.text, toks, k - 1, k)) {
    --k;
  }
  // An indefinite article says any case of it too: "a sinus infection can trigger flares"
  // (round 14); "your sinus infection can trigger flares" is the patient's.
  if (k > s.first && (text::word_is(ws.text, toks[k - 1], "a") || text::word_is(ws.text, toks[k - 1], "an"))) {
    --k;
  }
  if (k == s.first) {
    return true;
  }
  const auto& before = ws.tokens[k - 1];
  return before.kind == text::token_kind::symbol ||
         diagnosis_cues::generic_openers().find(ws.text, toks, k - 1, k).has_value();
}

// "people with diabetes get heart disease more often", "the inhaler people use
// for asthma": a condition in a clause about people in general is teaching, not
// the patient's. A noun of people in general at most seven words before the
// mention, in its clause, not pointed to
// ("those people", "one of the patients") and with no "you" or "your" between
// ("people like you", "people with your kind of asthma" are the patient).
bool generic_people_clause(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  static const cue_set people{"people",   "patients",  "folks",   "anyone",  "anybody",
                              "everyone", "everybody", "someone", "somebody"};
  const std::span<const text::token> toks(ws.tokens);
  const std::size_t from = first > s.first + 7 ? first - 7 : s.first;
  // The common case first: the workspace's sentence masks say no such noun is there.
  if (!people.find(ws, from, first)) {
    return false;
  }
  const auto noun = people.find_last(ws.text, toks, from, first);
  if (!noun) {
    return false;
  }
  if (noun->first > s.first) {
    const auto& t = ws.tokens[noun->first - 1];
    for (const auto* w : {"those", "these", "of", "your", "the", "other"}) {
      if (text::word_is(ws.text, t, w)) {
        return false;
      }
    }
  }
  for (std::size_t i = noun->end; i < first; ++i) {
    if (text::word_is(ws.text, ws.tokens[i], "you") || text::word_is(ws.text, ws.tokens[i], "your") ||
        text::word_is(ws.text, ws.tokens[i], "yourself")) {
      return false;
    }
  }
  return !diagnosis_cues::clause_breaks().find(ws.text, toks, noun->end, first).has_value() &&
         !one_persons_case(ws, noun->end, first);  // "anyone with COPD as bad as hers" (review rv30)
}

}  // namespace cxs::domain::extraction::detail
