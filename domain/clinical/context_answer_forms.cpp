// Round 32 (ctx33): what the sentence after a yes/no question says when it is not a spoken "yes"
// or "no". A question on a form or in a note is followed by whatever the writer put next, and the
// older reading took any such sentence as an answer of some other kind, which leaves the asked-for
// condition listed as found. Three shapes of a reply that does not affirm:
//  - a bracketed instruction right after the question ("(please give details)", "(tick one)"): no
//    answer was written;
//  - a form's status word for the question ("- skipped", "left blank", "not answered", "n/a"):
//    no answer was given;
//  - a reply by gesture ("Patient shook his head", "nods"): a "no" or a "yes".
// Called from answer_to (context_answer_turns.cpp) for the sentence that would answer.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// The first word of a form's instruction in brackets after its question ("(please give details)",
// "(tick one)", "(if yes, which?)"); not a detail of the answer ("(diet controlled)").
constexpr std::array<std::string_view, 10> form_instructions{"please", "tick",  "circle",   "give",  "specify",
                                                             "if",     "delete", "describe", "state", "list"};
// A form's status of an unanswered question, among the reply's first words.
constexpr std::array<std::string_view, 6> unanswered_words{"skipped", "blank", "unanswered", "unfilled",
                                                           "omitted", "declined"};
constexpr std::size_t status_reach = 4;
// Gestures of a reply: a shake of the head is a "no", a nod a "yes".
constexpr std::array<std::string_view, 3> shake_verbs{"shook", "shakes", "shaking"};
constexpr std::array<std::string_view, 3> nod_verbs{"nodded", "nods", "nodding"};
// Round 34: a note's reported reply ("Says never", "States no."): a verb of saying, then the answer
// alone before a punctuation or the end ("Says no one else is ill" is not an answer).
constexpr std::array<std::string_view, 6> saying_verbs{"says", "said", "states", "stated", "replies", "answers"};
constexpr std::array<std::string_view, 4> reported_no{"no", "never", "nope", "not"};

}  // namespace

answer_kind context_document::impl::reply_after_question(std::size_t si, bool* answered) const {
  const sentence& s = sentences[si];
  const answer_kind said = classify_answer(s);
  if (said != answer_kind::other) {
    return said;
  }
  // A note's or form's reply only: in dialogue a bracket holds a transcriber's aside before the
  // answer ("[patient] (laughs) a bit").
  const bool written = s.turn < 0;
  if (written && s.b + 1 < s.e && toks[s.b].kind == tok_kind::punct && toks[s.b].norm == "(" &&
      toks[s.b + 1].kind == tok_kind::word && in<form_instructions>(toks[s.b + 1].norm)) {
    *answered = false;  // "(please give details)"
    return answer_kind::none;
  }
  if (written && s.b + 1 < s.e && toks[s.b].kind == tok_kind::word && in<saying_verbs>(toks[s.b].norm) &&
      toks[s.b + 1].kind == tok_kind::word && (s.b + 2 >= s.e || toks[s.b + 2].kind == tok_kind::punct)) {
    if (in<reported_no>(toks[s.b + 1].norm)) {
      return answer_kind::negative;  // "Coughing up blood? Says never, not even once."
    }
    if (toks[s.b + 1].norm == "yes") {
      return answer_kind::positive;
    }
  }
  std::size_t seen = 0;
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind != tok_kind::word) {
      continue;
    }
    if (written && seen++ < status_reach &&
        (in<unanswered_words>(toks[k].norm) || (toks[k].norm == "not" && is_word(k + 1, "answered")))) {
      *answered = false;  // "- skipped", "left blank", "not answered"
      return answer_kind::none;
    }
    if (in<shake_verbs>(toks[k].norm)) {
      // "shook his head", "shakes head"
      const bool owner = is_word(k + 1, "his") || is_word(k + 1, "her") || is_word(k + 1, "their");
      const std::size_t head = owner ? k + 2 : k + 1;
      if (is_word(head, "head")) {
        return answer_kind::negative;
      }
    }
    if (in<nod_verbs>(toks[k].norm)) {
      return answer_kind::positive;
    }
  }
  return said;
}

}  // namespace cxs::domain::clinical
