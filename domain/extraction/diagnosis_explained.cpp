// A symptom the clinician explains: given a cause in so many words ("the cough is from the
// virus", "the bloating and the cramps all fit that"), or named after a sentence's anaphor that
// says the diagnosis just named explains it ("that explains the heel pain", "that's why you
// wake up at four"). Split from diagnosis_discourse.cpp (round 18, dx32); diagnoses.cpp weighs
// the answers (a symptom so explained is no heading of its own).

#include "domain/extraction/diagnosis_mentions.hpp"

#include <algorithm>
#include <array>
#include <utility>
#include <span>
#include <string_view>

#include "domain/extraction/diagnosis_cues.hpp"

namespace cxs::domain::extraction::detail {

namespace {

// A condition match other than a symptom (ICD-10 chapter R): a disease a symptom can be put down to.
bool disease_match(const terminology::concept_match& m) {
  const auto& rows = tables().terms.conditions();
  return m.kind == terminology::concept_kind::condition && m.row < rows.size() && !rows[m.row].icd10.empty() &&
         rows[m.row].icd10.front() != 'R';
}

// Something for an anaphor to say back: a condition other than a symptom (ICD-10 chapter R)
// named before token `first`, in its sentence or the two before it ("the headache is from
// that" alone names no cause).
bool condition_named_before(const workspace& ws, std::size_t first) {
  const std::size_t back = ws.sentence_of_token[first] >= 2 ? ws.sentence_of_token[first] - 2 : 0;
  const auto from_byte = ws.sentences[back].bytes.start;
  const auto before = ws.tokens[first].span.start;
  return std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
    return m.begin >= from_byte && m.end <= before && disease_match(m);
  });
}

}  // namespace

// "the fever and the body aches are from the virus", "the cough is due to the
// infection": a symptom given a cause in so many words has its cause; when the
// cause is no condition the tables name (a virus, an infection, a medicine, an
// injury), no diagnosis row explains it in the usual way, so it is read here.
// The symptom is the subject (only a list of symptoms between it and the causal
// verb), and nothing of the tables follows the verb.
// Round 18 (dx32): the cause may also be said back by a demonstrative or a pronoun, the
// diagnosis the clinician has just named ("so my assessment is croup . the barking cough and
// the noisy breathing are from that swelling", "the cramping , the bloating and the changing
// bowel habits all fit that"), and a symptom may be said to fit or be part of it as well as to
// come from it. Not a medicine said back ("the rash is from that amoxicillin"): a side effect
// is a problem of the visit.
bool symptom_given_cause(const workspace& ws, std::size_t first, std::size_t end) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  static const cue_set causal{
      "is from",          "are from",          "is due to",      "are due to",      "is caused by",  "are caused by",
      "comes from",       "come from",         "is coming from", "are coming from", "is because of", "are because of",
      "is probably from", "are probably from", "is likely from", "are likely from", "are all from",  "is all from",
      "is explained by",  "are explained by",  "is related to",  "are related to",
      // round 18: attributed without a causal verb
      "fit",              "fits",              "fit with",       "fits with",       "is part of",    "are part of",
      "are all part of",  "is typical of",     "are typical of", "is typical for",  "are typical for"};
  // Round 18: a list of three symptoms ("the cramping , the bloating and the changing bowel
  // habits all fit that") puts its first item ten tokens before the verb.
  const auto cue = causal.find(ws.text, toks, end, std::min(s.end, end + 12));
  if (!cue) {
    return false;
  }
  // Between them only more of the subject: other symptoms of a list, where and
  // when ("in your legs at night"); another speaker of a clause ("you", "i",
  // "we", "it") or a clause break ends the subject.
  if (diagnosis_cues::clause_breaks().find(ws.text, toks, end, cue->first).has_value()) {
    return false;
  }
  for (std::size_t i = end; i < cue->first; ++i) {
    const auto& t = ws.tokens[i];
    for (const auto* w : {"you", "i", "we", "it", "that", "which", "this", "he", "she", "they"}) {
      if (text::word_is(ws.text, t, w)) {
        return false;
      }
    }
  }
  // The cause said back: "from that", "fit that", "from that swelling", "part of it".
  if (cue->end < s.end) {
    const auto& said_back = ws.tokens[cue->end];
    for (const auto* w : {"that", "this", "these", "those", "it"}) {
      if (text::word_is(ws.text, said_back, w)) {
        const std::size_t after = cue->end + 1;
        const bool medicine = after < s.end && medicine_at(ws, ws.tokens[after].span.start) != nullptr;
        return !medicine && condition_named_before(ws, first);
      }
    }
  }
  std::size_t at = cue->end;
  while (at < s.end && at < cue->end + 2 &&
         (text::word_is(ws.text, ws.tokens[at], "the") || text::word_is(ws.text, ws.tokens[at], "a") ||
          text::word_is(ws.text, ws.tokens[at], "your") || text::word_is(ws.text, ws.tokens[at], "this") ||
          text::word_is(ws.text, ws.tokens[at], "that"))) {
    ++at;
  }
  if (at >= s.end) {
    return false;
  }
  // Not a medicine: a side effect ("your rash is from the amoxicillin", "the swelling is
  // caused by the amlodipine") is a problem of the visit, and matters for allergies.
  // Review rv21: and a lay cause said as the bowel's doing ("the belly aches are from the stool
  // backing up", "the cramps are from gas"), which no condition row names. Not a cause that
  // leaves the symptom the problem ("the back pain is from the muscles", "the headaches are
  // from stress"): those stay.
  static const cue_set causes{"virus",   "viral",     "infection", "bug",    "injury", "fall", "accident",
                              "surgery", "procedure", "stool",     "stools", "gas",    "wind", "trapped wind",
                              // round 21 (dx35): the germ said back ("the fever is from the strep")
                              "strep",   "bacteria",  "germ",      "germs"};
  const auto cause_byte = ws.tokens[at].span.start;
  // Round 18 (dx32): a cause that is a condition other than a symptom explains the symptom
  // even when it is said as the sentence's topic ("your tiredness is from the low thyroid",
  // which the topic rule would otherwise keep as a heading of its own).
  const bool disease = std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
    return m.begin <= cause_byte && cause_byte < m.end && disease_match(m);
  });
  if (disease) {
    return true;
  }
  if (!causes.find(ws.text, toks, at, std::min(s.end, at + 1))) {
    return false;
  }
  return std::none_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::condition && m.begin <= cause_byte && cause_byte < m.end;
  });
}

// Round 18 (dx32): "you have plantar fasciitis . that explains the heel pain in the morning",
// "you have gerd . that's what's been causing the cough", "this is hypothyroidism . that would
// explain the tiredness": an anaphor ("that", "this", "it", "which") with a verb of explaining
// or causing, at most twelve tokens before the symptom in its sentence, says the condition just
// named explains it. Not a cue without the anaphor ("what explains the heel pain is unclear")
// nor one with nothing named before it.
bool explained_by_anaphor(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  static const cue_set cues{"that explains",        "this explains",        "it explains",         "which explains",
                            "that would explain",   "this would explain",   "that could explain",  "that also explains",
                            "that's why",           "that is why",          "this is why",         "which is why",
                            "that's what's causing", "that is what's causing", "that's what is causing",
                            "that's what's been causing", "that's the cause of", "that is the cause of",
                            "this is causing",      "that is causing",      "that's causing",      "which is causing"};
  const std::span<const text::token> toks(ws.tokens);
  // (twelve tokens: the split contractions of "that's what's been causing" are nine)
  const std::size_t from = first > s.first + 12 ? first - 12 : s.first;
  const auto cue = cues.find_last(ws.text, toks, from, first);
  if (!cue || cue->end > first || diagnosis_cues::clause_breaks().find(ws.text, toks, cue->end, first).has_value()) {
    return false;
  }
  return condition_named_before(ws, cue->first);
}

// Round 21 (dx35): the clinician names the problem in full, then says it back by its head word
// with a definite article ("you have pancreatic cancer that has spread to the liver , and the
// pain is from the cancer pressing on the nerves"; "so this is a pilonidal abscess ... the
// redness around it is part of the abscess"). The bare head reads as the general row (a
// malignant neoplasm of no site, a cutaneous abscess), a second problem the assessment never
// named. Only a one-word mention after "the/that/this", with no site after it ("the cancer in
// your colon" is another one), whose word ends an earlier mention of another listed row; a
// side said keeps it, as for an injury (dx32's T14 rule generalised).
void drop_heads_said_back(const workspace& ws, std::vector<diagnosis_candidate>& candidates) {
  const auto& rows = tables().terms.conditions();
  const auto listed_row = [&](std::size_t row) {
    return std::any_of(candidates.begin(), candidates.end(),
                       [&](const diagnosis_candidate& d) { return d.listed && d.display == rows[row].name; });
  };
  for (auto& c : candidates) {
    if (!c.listed || c.mentions.empty()) {
      continue;
    }
    const auto said_back = [&](std::uint32_t t) {
      if (t == 0 || t + 1 > ws.tokens.size()) {
        return false;
      }
      const auto& head = ws.tokens[t];
      const auto& before = ws.tokens[t - 1];
      if (!(text::word_is(ws.text, before, "the") || text::word_is(ws.text, before, "that") ||
            text::word_is(ws.text, before, "this"))) {
        return false;
      }
      if (t + 1 < ws.tokens.size() &&
          (text::word_is(ws.text, ws.tokens[t + 1], "in") || text::word_is(ws.text, ws.tokens[t + 1], "of") ||
           text::word_is(ws.text, ws.tokens[t + 1], "on"))) {
        return false;
      }
      // the mention is the one word of c's row
      const bool one_word = std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
        return m.kind == terminology::concept_kind::condition && m.begin == head.span.start &&
               m.end == head.span.end && m.row < rows.size() && rows[m.row].name == c.display;
      });
      if (!one_word) {
        return false;
      }
      const auto word = ws.text.substr(head.span.start, head.span.end - head.span.start);
      // an earlier mention of another listed row, of two words or more, ending in that word
      return std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
        return m.kind == terminology::concept_kind::condition && m.end <= before.span.start &&
               m.row < rows.size() && rows[m.row].name != c.display && m.end - m.begin > word.size() &&
               ws.text.substr(m.end - word.size(), word.size()) == word &&
               ws.text[m.end - word.size() - 1] == ' ' && listed_row(m.row);
      });
    };
    if (std::all_of(c.mentions.begin(), c.mentions.end(), said_back)) {
      const auto name = lower(c.fact.name);
      c.listed = name.find("right") != std::string::npos || name.find("left") != std::string::npos;
    }
  }
}

// Round 21 (dx35): a symptom the disorder is defined by, said beside it ("these are migraines
// ... your headaches don't act like that", "this is bppv ... the dizziness comes when you roll
// over"), is the disorder's own symptom: the annotators head the disorder (the corpus header's
// "a symptom only when no cause is named"), and the sentence-level link misses it when the
// symptom is said in another sentence. By ICD-10 class, not by words: headache (R51) beside a
// migraine or another headache syndrome (G43, G44), dizziness (R42) beside a disorder of
// vestibular function (H81). A symptom named as the topic ("so for your headaches , ...") keeps
// its heading, and only a disorder the clinician confirms explains it.
void explain_defining_symptoms(std::vector<diagnosis_candidate>& candidates) {
  // Round 22 (dx36): a rash (R21) beside a dermatitis or eczema (L20-L30), psoriasis (L40),
  // urticaria (L50) or rosacea (L71): "the rash sits where the jean button touches ... so this
  // is allergic contact dermatitis".
  constexpr std::array<std::pair<std::string_view, std::array<std::string_view, 5>>, 3> defining{
      {{"R51", {"G43", "G44", "G44", "G44", "G44"}},
       {"R42", {"H81", "H81", "H81", "H81", "H81"}},
       {"R21", {"L2", "L30", "L40", "L50", "L71"}}}};
  for (auto& c : candidates) {
    if (!c.symptom || c.heading || c.explained || !c.listed) {
      continue;
    }
    for (const auto& symptom_and_disorders : defining) {
      if (c.fact.icd10 != symptom_and_disorders.first) {
        continue;
      }
      const auto& disorders = symptom_and_disorders.second;
      c.explained = std::any_of(candidates.begin(), candidates.end(), [&disorders](const diagnosis_candidate& d) {
        return d.listed && !d.symptom && !d.possibility_only && d.fact.status == "confirmed" &&
               std::any_of(disorders.begin(), disorders.end(),
                           [&d](std::string_view block) { return d.fact.icd10.starts_with(block); });
      });
    }
  }
}

}  // namespace cxs::domain::extraction::detail
