// Round 23 (dx37): conditions named in what a clinician tells about a medicine's effects, a
// disease in general, an illness's start or an operation (see diagnosis_told_effects.hpp). Each
// reading first asks the workspace's cue index for its cue word in the few words before the
// mention (or tests the mention's code), so a mention without one costs a mask test.

#include "domain/extraction/diagnosis_told_effects.hpp"

#include <algorithm>
#include <initializer_list>
#include <span>

#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_mentions.hpp"
#include "domain/extraction/diagnosis_rows.hpp"
#include "domain/extraction/diagnosis_said_causes.hpp"

namespace cxs::domain::extraction::detail {

namespace {

bool word_among(const workspace& ws, std::size_t at, std::initializer_list<const char*> words) {
  return std::any_of(words.begin(), words.end(), [&](const char* w) { return text::word_is(ws.text, ws.tokens[at], w); });
}

// Verbs an effect is told with (id 0) and verbs of monitoring (id 1), one cue set so that a
// mention costs one look in the cue index. The third-person forms of the first tell what a
// medicine does in general ("it makes you sleepy"); the base forms need a modal ("it can make
// you sleepy"): `third_person_effect`.
const cue_set& effect_and_monitoring_verbs() {
  static const cue_set cues = [] {
    cue_set c;
    for (const auto* v : {"raise", "raises", "lower", "lowers", "cause", "causes", "make", "makes", "give", "gives",
                          "upset", "upsets", "thin", "thins", "irritate", "irritates", "increase", "increases", "push",
                          "pushes", "bring on", "brings on", "trigger", "triggers", "affect", "affects"}) {
      c.add(v, 0);
    }
    for (const auto* v : {"watch", "check", "monitor", "recheck", "follow", "keep an eye on"}) {
      c.add(v, 1);
    }
    return c;
  }();
  return cues;
}

bool third_person_effect(const workspace& ws, std::size_t verb) {
  return word_among(ws, verb,
                    {"raises", "lowers", "causes", "makes", "gives", "upsets", "thins", "irritates", "increases",
                     "pushes", "brings", "triggers", "affects"});
}

// A modal before the verb at `verb` in its sentence, over at most eight words and no mark: "can
// raise", "may sometimes cause", "can lower your potassium and raise".
bool modal_before(const workspace& ws, std::size_t sentence_first, std::size_t verb) {
  for (std::size_t k = verb; k > sentence_first && verb - k < 8; --k) {
    const auto& t = ws.tokens[k - 1];
    if (t.kind != text::token_kind::word) {
      return false;
    }
    if (word_among(ws, k - 1, {"can", "could", "may", "might", "will", "would"})) {
      return true;
    }
  }
  return false;
}

// A medicine named in bytes [from, to): a match of the medicine table, or a word that names one.
bool medicine_in(const workspace& ws, std::size_t from, std::size_t to, std::size_t first_token, std::size_t end_token) {
  // ws.matches is in text order: from the first match at `from` on.
  auto m = std::lower_bound(ws.matches.begin(), ws.matches.end(), from,
                            [](const terminology::concept_match& c, std::size_t b) { return c.begin < b; });
  for (; m != ws.matches.end() && m->begin < to; ++m) {
    if (m->kind == terminology::concept_kind::medicine && m->end <= to) {
      return true;
    }
  }
  static const cue_set nouns{"medicine", "medication", "medicines", "medications", "pill",  "pills",
                             "drug",     "drugs",      "steroid",   "steroids",    "tablet", "tablets",
                             "shot",     "injection",  "cream",     "ointment",    "spray",  "antibiotic",
                             "antibiotics", "inhaler", "patch"};
  return nouns.find(ws, first_token, end_token).has_value();
}

// The effect verb at `verb` is told of a medicine: its subject is a medicine named before it in
// the sentence, or a pronoun whose medicine the sentence before names; the verb after a modal or
// in the present third person.
bool told_of_medicine(const workspace& ws, const sentence& s, std::size_t verb) {
  // Without a modal, the present tells what the medicine does to anyone only when said to "you"
  // ("it makes you sleepy"); "in his case the tablet brings on a cough" is his side effect.
  const bool to_anyone = third_person_effect(ws, verb) && verb + 1 < s.end &&
                         word_among(ws, verb + 1, {"you", "people", "some", "many", "most"});
  if (!to_anyone && !modal_before(ws, s.first, verb)) {
    return false;
  }
  const auto verb_byte = ws.tokens[verb].span.start;
  if (medicine_in(ws, s.bytes.start, verb_byte, s.first, verb)) {
    return true;
  }
  const std::size_t from = verb > s.first + 8 ? verb - 8 : s.first;
  bool pronoun = false;
  for (std::size_t k = from; k < verb && !pronoun; ++k) {
    pronoun = word_among(ws, k, {"it", "this", "that", "they", "these", "those", "which"});
  }
  if (!pronoun || s.first == 0) {
    return false;
  }
  const auto& before = ws.sentence_at_token(s.first - 1);
  return medicine_in(ws, before.bytes.start, before.bytes.end, before.first, before.end);
}

}  // namespace

bool medicine_effect_told(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  if (first <= s.first) {
    return false;
  }
  // Both readings need their verb within a few words before the mention: one look in the cue
  // index over those words, for a verb of effect (id 0) or of monitoring (id 1).
  const auto& cue_verbs = effect_and_monitoring_verbs();
  const std::size_t near = first > s.first + 7 ? first - 7 : s.first;
  const auto verb = cue_verbs.find_last(ws, near, first);
  if (!verb || ws.speaker_at(ws.tokens[first].span.start) == speaker::patient) {
    return false;
  }
  if (verb->id == 0) {
    // The mention is the verb's object: a few words, no mark, not the speaker's own ("makes me").
    if (first - verb->end > 5) {
      return false;
    }
    for (std::size_t k = verb->end; k < first; ++k) {
      if (ws.tokens[k].kind != text::token_kind::word || word_among(ws, k, {"me", "my", "i"})) {
        return false;
      }
    }
    return told_of_medicine(ws, s, verb->first);
  }
  // "..., so we'll watch your sugar": a verb of monitoring right before the mention, after an
  // effect told earlier in the sentence.
  for (std::size_t k = verb->end; k < first; ++k) {
    if (!word_among(ws, k, {"your", "the", "her", "his", "their", "blood"})) {
      return false;
    }
  }
  for (auto from = s.first; from < verb->first;) {
    const auto told = cue_verbs.find(ws, from, verb->first);
    if (!told) {
      return false;
    }
    if (told->id == 0 && told_of_medicine(ws, s, told->first)) {
      return true;
    }
    from = told->end;
  }
  return false;
}

bool described_with_condition_in_general(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  if (first < s.first + 4 || !(text::word_is(ws.text, ws.tokens[first - 1], "with") ||
                               text::word_is(ws.text, ws.tokens[first - 2], "with"))) {
    return false;
  }
  std::size_t k = first;
  if (k > s.first && word_among(ws, k - 1, {"a", "an", "some"})) {
    --k;
  }
  if (k < s.first + 3 || !text::word_is(ws.text, ws.tokens[k - 1], "with")) {
    return false;
  }
  --k;
  if (k >= s.first + 3 && text::word_is(ws.text, ws.tokens[k - 2], "in") &&
      word_among(ws, k - 1, {"spells", "episodes", "attacks", "bouts", "waves"})) {
    k -= 2;
  }
  if (k <= s.first + 1 || !word_among(ws, k - 1, {"comes", "come", "goes", "go", "presents", "present"})) {
    return false;
  }
  --k;
  if (k > s.first + 1 && word_among(ws, k - 1, {"usually", "often", "typically", "always", "classically"})) {
    --k;
  }
  // The subject: a condition named bare right before ("meniere's", its "'s" a token or not).
  const auto ends_at = [&ws](std::size_t byte) {
    return std::find_if(ws.matches.begin(), ws.matches.end(), [byte](const terminology::concept_match& m) {
      return m.kind == terminology::concept_kind::condition && m.end == byte;
    });
  };
  auto subject = ends_at(ws.tokens[k - 1].span.end);
  if (subject == ws.matches.end() && k >= s.first + 2 && text::word_is(ws.text, ws.tokens[k - 1], "s")) {
    subject = ends_at(ws.tokens[k - 2].span.end);
  }
  if (subject == ws.matches.end()) {
    return false;
  }
  return subject_opens_general_statement(ws, s.first, ws.token_at(subject->begin));
}

bool hedged_antecedent_infection(const workspace& ws, std::size_t first, std::string_view icd10) {
  if (icd10.empty() || (icd10.front() != 'A' && icd10.front() != 'B' && icd10.front() != 'J')) {
    return false;  // the common case, on one letter
  }
  const bool infection = icd10.front() != 'J' || icd10.starts_with("J0") || icd10.starts_with("J1") ||
                         icd10.starts_with("J20") || icd10.starts_with("J21") || icd10.starts_with("J22");
  if (!infection) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  std::size_t k = first;
  if (k > s.first && word_among(ws, k - 1, {"the", "that", "this", "a", "an", "your", "her", "his", "their"})) {
    --k;
  }
  if (k <= s.first + 2 || !word_among(ws, k - 1, {"after", "following"})) {
    return false;
  }
  --k;
  const std::size_t after = k;
  while (k > s.first && after - k < 2 && word_among(ws, k - 1, {"probably", "likely", "most", "possibly", "perhaps", "maybe"})) {
    --k;
  }
  if (k == after || k <= s.first + 1 || ws.text.substr(ws.tokens[k - 1].span.start, 1) != ",") {
    return false;
  }
  const auto comma_byte = ws.tokens[k - 1].span.start;
  const auto& rows = tables().terms.conditions();
  return std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::condition && m.begin >= s.bytes.start && m.end <= comma_byte &&
           m.row < rows.size() && !symptom_row(m.row);
  });
}

bool organ_taken_out(const workspace& ws, std::size_t first, std::size_t end, std::string_view icd10) {
  // The rows read from a bare organ's word: the tonsils and adenoids (J35).
  if (!icd10.starts_with("J35")) {
    return false;
  }
  static const std::initializer_list<const char*> organs{"adenoids", "adenoid", "tonsils", "tonsil", "appendix",
                                                         "gallbladder", "spleen", "uterus", "ovaries", "ovary"};
  if (end != first + 1 || !word_among(ws, first, organs)) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  const auto taking = [&ws](std::size_t at) { return word_among(ws, at, {"take", "taking", "took", "takes"}); };
  // "take her tonsils out"
  if (end < s.end && text::word_is(ws.text, ws.tokens[end], "out")) {
    for (std::size_t k = first; k > s.first && first - k < 4; --k) {
      if (taking(k - 1)) {
        return true;
      }
    }
  }
  // "taking out the tonsils and adenoids", "removal of the adenoids"
  for (std::size_t k = first; k > s.first && first - k < 6; --k) {
    const std::size_t w = k - 1;
    if (word_among(ws, w, {"remove", "removes", "removing", "removed", "removal"}) ||
        (text::word_is(ws.text, ws.tokens[w], "out") && w > s.first && taking(w - 1))) {
      return true;
    }
    if (!word_among(ws, w, {"the", "her", "his", "your", "their", "both", "and", "of"}) && !word_among(ws, w, organs)) {
      return false;
    }
  }
  return false;
}

bool object_of_general_effect(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  // The common case, through the cue index: no verb of producing in the three words before.
  static const cue_set producing{"cause", "causes", "give", "gives", "make", "makes", "produce", "produces"};
  const auto verb = producing.find_last(ws, first > s.first + 3 ? first - 3 : s.first, first);
  if (!verb || verb->first <= s.first) {
    return false;
  }
  for (std::size_t i = verb->end; i < first; ++i) {  // "give you pain", "cause a rash"
    if (!word_among(ws, i, {"a", "an", "you", "any", "some"})) {
      return false;
    }
  }
  const std::size_t k = verb->end;
  // A condition ending where a generic effect starts that ends at the verb: its subject.
  const auto& rows = tables().terms.conditions();
  for (std::size_t j = k - 1; j > s.first && k - j <= 6; --j) {
    const auto end_byte = ws.tokens[j - 1].span.end;
    const auto m = std::find_if(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& c) {
      return c.kind == terminology::concept_kind::condition && c.end == end_byte && c.row < rows.size();
    });
    if (m == ws.matches.end()) {
      continue;
    }
    const std::span<const text::token> toks(ws.tokens);
    const auto effect = diagnosis_cues::generic_effects().find(ws.text, toks, j, k);
    return effect && effect->first == j && effect->end == k && generic_subject(ws, ws.token_at(m->begin), j);
  }
  return false;
}

}  // namespace cxs::domain::extraction::detail
