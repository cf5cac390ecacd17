// Round 22 (dx36): conditions named in the clinician's account of another condition (see
// diagnosis_said_causes.hpp). Each test is asked only of the rows it concerns (an acute
// infection, the menopause row, a symptom), so most mentions pass through on a code check.

#include "domain/extraction/diagnosis_said_causes.hpp"

#include <algorithm>
#include <span>

#include "domain/extraction/diagnosis_course.hpp"
#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_mentions.hpp"

namespace cxs::domain::extraction::detail {

namespace {

bool acute_infection(std::string_view icd10) {
  return icd10.starts_with("A") || icd10.starts_with("B") || icd10.starts_with("J0") || icd10.starts_with("J1") ||
         icd10.starts_with("J20") || icd10.starts_with("J21") || icd10.starts_with("J22");
}

bool word_among(const workspace& ws, std::size_t at, std::initializer_list<const char*> words) {
  return std::any_of(words.begin(), words.end(), [&](const char* w) { return text::word_is(ws.text, ws.tokens[at], w); });
}

// The token index before the mention at `first` once a determiner right before it is passed.
std::size_t before_determiner(const workspace& ws, std::size_t first, std::size_t sentence_first) {
  if (first > sentence_first && word_among(ws, first - 1, {"the", "that", "this", "a", "an", "your", "her", "his"})) {
    return first - 1;
  }
  return first;
}

// A condition match of the tables ending at byte `end`.
const terminology::concept_match* condition_ending_at(const workspace& ws, std::size_t end) {
  const auto it = std::find_if(ws.matches.begin(), ws.matches.end(), [end](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::condition && m.end == end;
  });
  return it == ws.matches.end() ? nullptr : &*it;
}

}  // namespace

bool infection_named_as_trigger(const workspace& ws, std::size_t first, std::string_view icd10) {
  if (!acute_infection(icd10) || first < 2) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  const std::size_t k = before_determiner(ws, first, s.first);
  if (k <= s.first + 1) {
    return false;
  }
  // A verb of setting off: another condition named before it in the sentence started with it.
  static const cue_set triggers{"set off by", "triggered by", "brought on by", "kicked off by", "sparked by",
                                "started by", "brought on after", "set off after"};
  const std::span<const text::token> toks(ws.tokens);
  if (const auto cue = triggers.find_last(ws.text, toks, k >= s.first + 3 ? k - 3 : s.first, k);
      cue && cue->end == k) {
    const auto cue_byte = ws.tokens[cue->first].span.start;
    const auto from_byte = ws.sentences[ws.sentence_of_token[first]].bytes.start;
    return std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
      return m.kind == terminology::concept_kind::condition && m.begin >= from_byte && m.end <= cue_byte;
    });
  }
  // A cause said after a condition that goes on: "bronchiectasis , likely from the whooping cough".
  std::size_t j = k;
  if (word_among(ws, j - 1, {"from"})) {
    --j;
  } else if (j >= s.first + 3 && ((text::word_is(ws.text, ws.tokens[j - 2], "caused") &&
                                   text::word_is(ws.text, ws.tokens[j - 1], "by")) ||
                                  (text::word_is(ws.text, ws.tokens[j - 2], "due") &&
                                   text::word_is(ws.text, ws.tokens[j - 1], "to")))) {
    j -= 2;
  } else {
    return false;
  }
  while (j > s.first + 1 && word_among(ws, j - 1, {"likely", "probably", "possibly", "most", "mostly"})) {
    --j;
  }
  if (j > s.first + 1 && ws.tokens[j - 1].kind == text::token_kind::symbol &&
      ws.text.substr(ws.tokens[j - 1].span.start, 1) == ",") {
    --j;
  }
  if (j <= s.first) {
    return false;
  }
  const auto* before = condition_ending_at(ws, ws.tokens[j - 1].span.end);
  const auto& rows = tables().terms.conditions();
  return before != nullptr && before->row < rows.size() &&
         course_of(rows[before->row].icd10) == condition_course::chronic;
}

bool symptom_of_organ_chapter(std::string_view icd10) {
  return icd10 == "G47.0" || icd10 == "F51.0" || icd10 == "N94.1" || icd10 == "N94.4" || icd10 == "N94.5" ||
         icd10 == "N94.6";
}

bool life_stage_as_time(const workspace& ws, std::size_t first, std::string_view icd10) {
  if (!icd10.starts_with("N95.1")) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  std::size_t k = first;
  if (k > s.first && word_among(ws, k - 1, {"the"})) {
    --k;
  }
  return k > s.first && word_among(ws, k - 1, {"after", "since", "before", "through", "during", "until", "till"});
}

bool effect_of_condition_in_general(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  std::size_t k = first;
  if (k > s.first && word_among(ws, k - 1, {"a", "an", "you", "some"})) {
    --k;
  }
  if (k < s.first + 2 || !word_among(ws, k - 1, {"makes", "gives", "causes", "produces", "brings"})) {
    return false;
  }
  const auto* subject = condition_ending_at(ws, ws.tokens[k - 2].span.end);
  if (subject == nullptr) {
    return false;
  }
  return subject_opens_general_statement(ws, s.first, ws.token_at(subject->begin));
}

bool subject_opens_general_statement(const workspace& ws, std::size_t sentence_first, std::size_t subject_first) {
  if (subject_first <= sentence_first) {
    return true;
  }
  const std::span<const text::token> toks(ws.tokens);
  return ws.tokens[subject_first - 1].kind == text::token_kind::symbol ||
         diagnosis_cues::generic_openers().find(ws.text, toks, subject_first - 1, subject_first).has_value();
}

bool named_in_account_of_another(const workspace& ws, std::size_t first, std::string_view icd10, bool symptom) {
  return ws.options.negation && (infection_named_as_trigger(ws, first, icd10) || life_stage_as_time(ws, first, icd10) ||
                                 (symptom && effect_of_condition_in_general(ws, first)));
}

bool explained_organ_symptom(const workspace& ws, std::size_t first, std::size_t end, std::string_view icd10) {
  return ws.options.negation && symptom_of_organ_chapter(icd10) &&
         (symptom_given_cause(ws, first, end) || explained_by_anaphor(ws, first));
}

}  // namespace cxs::domain::extraction::detail
