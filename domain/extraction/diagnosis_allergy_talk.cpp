// A condition named as an allergy's reaction (`allergy_sentence`): the allergy list's, not a
// problem. Moved out of diagnosis_mentions.cpp, which had reached 700 lines; the code is unchanged.

#include "domain/extraction/diagnosis_mentions.hpp"

#include <algorithm>
#include <iterator>
#include <span>
#include <string_view>

#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_exclusions.hpp"
#include "domain/extraction/diagnosis_keyed_words.hpp"
#include "domain/extraction/diagnosis_word_forms.hpp"

namespace cxs::domain::extraction::detail {

// "anaphylaxis to sulfa", "allergic to penicillin, causes rash": the reaction of an
// allergy (an allergy cue within six words) belongs to the allergy list.
// A cue wholly inside the mention does not count: "allergic rhinitis", "food allergy" name a
// condition of their own (`end` is one past the mention's last token); "anaphylaxis to
// sulfa" reaches past it and does.
// Whether the cue at tokens [first, end) is part of a longer condition term ("allergic" in
// "allergic rhinitis"): then it names that condition, not an allergy ("Not only does she have
// asthma but also allergic rhinitis", review round 4).
static bool inside_longer_condition(const workspace& ws, std::size_t first, std::size_t end) {
  const auto from = ws.tokens[first].span.start;
  const auto to = ws.tokens[end - 1].span.end;
  const auto& rows = tables().terms.conditions();
  return std::any_of(ws.matches.begin(), ws.matches.end(), [from, to, &rows](const terminology::concept_match& m) {
    // Not an allergy's own row ("an allergic reaction", T78.4 and Z88): that is the allergy.
    return m.kind == terminology::concept_kind::condition && m.begin <= from && to <= m.end &&
           (m.begin < from || to < m.end) && m.row < rows.size() && !rows[m.row].icd10.starts_with("Z88") &&
           !rows[m.row].icd10.starts_with("T78");
  });
}

bool allergy_sentence(const workspace& ws, std::size_t first, std::size_t end) {
  if (first < ws.sentence_of_token.size()) {
    // The patient's answer to an allergy question: its reaction, close after the substance
    // ("just sulfa , it gives me a rash"), not a complaint further on ("..., and i have a cough").
    const auto start = allergy_answer_start(ws, ws.sentence_of_token[first]);
    static const cue_set new_topic{"and i", "and my", "and also", "also", "and now", "plus"};  // as below
    if (start && first > *start && first - *start <= 7 &&
        !diagnosis_cues::clause_breaks().find(ws, *start, first).has_value() &&
        !new_topic.find(ws, *start, first).has_value()) {
      return true;
    }
  }
  const cue_set& cues = diagnosis_cues::allergy_cues();
  const auto& s = ws.sentence_at_token(first);
  static const cue_set new_topic{"and i", "and my", "and also", "also", "and now", "plus"};
  // A reaction a medicine caused, said just after it: "amoxicillin gave me a rash all over".
  {
    static const cue_set caused{"gave me", "gives me", "made me", "makes me", "caused", "causes", "gave him",
                                "gave her", "gives him", "gives her"};
    const std::span<const text::token> toks(ws.tokens);
    const auto from = first > s.first + 6 ? first - 6 : s.first;
    if (const auto verb = caused.find(ws, from, first)) {
      const auto verb_byte = toks[verb->first].span.start;
      // The medicine ends at most three words before the verb.
      const bool medicine_before = std::any_of(ws.medications.begin(), ws.medications.end(), [&](const auto& m) {
        return m.evidence.start >= s.bytes.start && m.evidence.end <= verb_byte &&
               ws.token_at(m.evidence.end) + 3 >= verb->first;
      });
      if (medicine_before &&
          diagnosis_cues::reaction_words().find(ws.text, ws.tokens, first, std::max(end, first + 1)).has_value()) {
        return true;  // an allergic reaction; a side effect ("gave me diarrhoea") stays a problem
      }
    }
  }
  // The reaction a few words after an allergy cue in the same clause: "i'm allergic to sulfa
  // drugs , i break out in hives"; not a new topic ("…, and i have a cough").
  {
    const auto from = first > s.first + 10 ? first - 10 : s.first;
    const auto cue = cues.find_last(ws, from, first);
    if (cue && cue->end <= first && !new_topic.find(ws, cue->end, first).has_value() &&
        !diagnosis_cues::clause_breaks().find(ws, cue->end, first).has_value() &&
        diagnosis_cues::reaction_words().find(ws.text, ws.tokens, first, std::max(end, first + 1)).has_value()) {
      return true;
    }
  }
  // In the list after a note's allergy heading: "Allergies : penicillin ( rash ) , sulfa ( hives )".
  if (const auto list = allergy_heading_list(ws, s); list && first >= *list) {
    return true;
  }
  const auto from = first > s.first + 6 ? first - 6 : s.first;
  end = std::max(end, first + 1);
  const auto to = std::min(s.end, end + 6);
  for (std::size_t at = from; at < to;) {
    const auto cue = cues.find(ws, at, to);
    if (!cue) {
      return false;
    }
    // Round 24: a denied cue ("this is urticaria , not an allergy") makes nothing a reaction.
    if ((cue->first < first || cue->end > end) && !inside_longer_condition(ws, cue->first, cue->end) &&
        !diagnosis_cues::allergic_kind_of_disease(ws, *cue) && !allergy_cue_denied(ws, s.first, cue->first)) {
      return true;
    }
    at = cue->first + 1;
  }
  return false;
}

}  // namespace cxs::domain::extraction::detail
