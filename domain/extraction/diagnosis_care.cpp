// What care aims at in one mention of a condition: a rule-out's object ("rule tuberculosis
// out"), a test's purpose, a past diagnosis the assessment manages today, and what a treatment
// is for ("to ease the nausea", "benzonatate for the cough"). Apart from diagnosis_mentions.cpp,
// which reads the not-a-problem cues, headings, examinations, allergies and teaching around a
// mention; diagnoses.cpp weighs both.

#include "domain/extraction/diagnosis_mentions.hpp"

#include <algorithm>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "domain/extraction/diagnosis_cues.hpp"

namespace cxs::domain::extraction::detail {

bool ruled_out_between(const workspace& ws, std::size_t first, std::size_t end) {
  if (end >= ws.tokens.size() || !text::word_is(ws.text, ws.tokens[end], "out")) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  std::size_t k = first;
  while (k > s.first && first - k < 2 &&
         (text::word_is(ws.text, ws.tokens[k - 1], "a") || text::word_is(ws.text, ws.tokens[k - 1], "an") ||
          text::word_is(ws.text, ws.tokens[k - 1], "the") || text::word_is(ws.text, ws.tokens[k - 1], "any"))) {
    --k;
  }
  if (k == s.first) {
    return false;
  }
  const auto& verb = ws.tokens[k - 1];
  return text::word_is(ws.text, verb, "rule") || text::word_is(ws.text, verb, "rules") ||
         text::word_is(ws.text, verb, "ruling") || text::word_is(ws.text, verb, "ruled");
}

// "get an ultrasound to rule out gallstones", "we need to exclude appendicitis, so an
// ultrasound is ordered": the purpose of a test named in the sentence, not a diagnosis.
bool test_purpose(const workspace& ws, std::size_t first, std::size_t begin) {
  const auto& s = ws.sentence_at_token(first);
  return std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::investigation && m.begin >= s.bytes.start && m.begin != begin &&
           m.begin < s.bytes.end;
  });
}

// A status or management word after the mention in its clause: "…, which is stable",
// "… is well controlled, continue the lisinopril"; not a word of another clause ("…, you
// had it out in 2010 and now the knee is stable") nor how the patient is ("history of
// appendicitis, doing well": no management of the condition).
bool managed_today(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  std::size_t end = std::min(s.end, first + 16);
  if (const auto brk = diagnosis_cues::clause_breaks().find(ws.text, toks, first + 1, end)) {
    end = brk->first;
  }
  for (std::size_t i = first + 1; i < end; ++i) {
    if (text::symbol_is(ws.text, ws.tokens[i], ";") || text::word_is(ws.text, ws.tokens[i], "and")) {
      end = i;  // the next clause or list item
      break;
    }
  }
  return first + 1 < end && diagnosis_cues::managed_today().find(ws.text, toks, first + 1, end).has_value();
}

// "which will also help with some of that fever", "to ease the nausea": the mention is what a
// treatment is for, said right after a verb of easing (determiners and "some of" between), after
// a medicine given "for" it ("benzonatate for the cough"), or as the moment it is taken ("at the
// onset of a headache").
bool treatment_target(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  std::size_t j = first;
  const cue_set& dets = diagnosis_cues::target_determiners();
  const auto skip_determiners = [&](std::size_t at) {
    while (at > s.first && first - at < 8) {
      const auto d = dets.find_last(ws.text, toks, at > s.first + 2 ? at - 2 : s.first, at);
      if (!d || d->end != at) {
        break;
      }
      at = d->first;
    }
    return at;
  };
  // A failed easing ("tylenol does not help the headache", "isn't helping my cough") leaves
  // the symptom a problem: a negation in the two words before the verb.
  static const cue_set negations{"not", "n't", "never", "doesn't", "didn't", "isn't", "won't", "nothing"};
  const auto eased_from = [&](std::size_t at) {
    const auto verb = diagnosis_cues::easing_verbs().find_last(ws.text, toks, at > s.first + 3 ? at - 3 : s.first, at);
    if (!verb || verb->end != at) {
      return false;
    }
    const auto from = verb->first > s.first + 2 ? verb->first - 2 : s.first;
    return !negations.find(ws.text, toks, from, verb->first).has_value();
  };
  // "you can give tylenol or motrin for the fever", "i'll give you benzonatate for the cough":
  // what a medicine named just before "for" is given for (round 9). The medicine is one
  // taken or prescribed now, at most six words before "for" in the clause.
  const auto medicine_for = [&](std::size_t at) {
    if (at <= s.first || !text::word_is(ws.text, ws.tokens[at - 1], "for")) {
      return false;
    }
    const std::size_t for_at = at - 1;
    const std::size_t from = for_at > s.first + 6 ? for_at - 6 : s.first;
    const auto from_byte = ws.tokens[from].span.start;
    const auto for_byte = ws.tokens[for_at].span.start;
    const auto given = std::find_if(ws.medications.begin(), ws.medications.end(), [&](const clinical::medication_item& m) {
      return m.context == clinical::medication_context::current && m.evidence.start >= from_byte &&
             m.evidence.end <= for_byte;
    });
    if (given == ws.medications.end()) {
      // Round 16 (dx30): a medicine named by its class ("an antihistamine at night for the
      // itch", "a steroid cream for the rash") is given for its purpose the same way. Not the
      // patient's own use ("i take a painkiller for the headaches").
      static const cue_set classes{"antihistamine", "antihistamines", "antibiotic", "antibiotics", "painkiller",
                                   "painkillers", "pain reliever", "pain medicine", "cream", "ointment", "lozenges",
                                   "drops", "spray", "medicine", "medication", "tablet", "tablets", "pills"};
      static const cue_set own_use{"i take", "i took", "i use", "i used", "i've been taking", "i've been using",
                                   "she takes", "he takes", "she uses", "he uses"};
      const auto cls = classes.find_last(ws.text, toks, from, for_at);
      return cls.has_value() && !own_use.find(ws.text, toks, s.first, cls->first).has_value() &&
             !diagnosis_cues::clause_breaks().find(ws.text, toks, cls->end, for_at).has_value();
    }
    // Probe round 17: "takes ibuprofen for back pain", "uses salbutamol for wheeze": the
    // patient's own use of a medicine reports what it is for, a problem the patient has. Only a
    // medicine given or to be taken names the purpose alone.
    static const cue_set patient_use{"takes", "taking", "took", "uses", "using", "used"};
    if (const std::size_t med_at = ws.token_at(given->evidence.start);
        med_at > s.first && patient_use.find(ws.text, toks, med_at - 1, med_at).has_value()) {
      return false;
    }
    return !diagnosis_cues::clause_breaks().find(ws.text, toks, ws.token_at(given->evidence.end), for_at).has_value();
  };
  // "start sumatriptan at the onset of a headache": the moment a medicine is taken names what
  // it is for, as an as-needed dose's indication does.
  static const cue_set moments{"at the onset of", "at the first sign of", "at the first signs of", "at the start of"};
  const auto moment_of = [&](std::size_t at) {
    if (at > s.first && (text::word_is(ws.text, ws.tokens[at - 1], "a") || text::word_is(ws.text, ws.tokens[at - 1], "an"))) {
      --at;
    }
    const auto hit = moments.find_last(ws.text, toks, at > s.first + 4 ? at - 4 : s.first, at);
    return hit.has_value() && hit->end == at;
  };
  j = skip_determiners(j);
  if (eased_from(j) || medicine_for(j) || moment_of(j)) {
    return true;
  }
  // A later member of the purpose list: "help with the pain and some of that fever".
  if (j > s.first && (text::word_is(ws.text, ws.tokens[j - 1], "and") || text::word_is(ws.text, ws.tokens[j - 1], "or"))) {
    for (std::size_t k = j - 1; k > s.first && j - k <= 4; --k) {
      if (ws.tokens[k - 1].kind != text::token_kind::word) {
        break;
      }
      if (eased_from(skip_determiners(k - 1)) || medicine_for(skip_determiners(k - 1))) {
        return true;
      }
    }
  }
  return false;
}

// "gabapentin is also used for epilepsy", "it's an older medicine used to treat depression",
// "the flovent is also what we'd use for copd": a condition named as what a medicine is used for
// in general is that medicine's indication, not the patient's problem (round 14). The use is
// said passively or of "we" in general, right before the mention (an article between), and a
// medicine or a word for one stands earlier in the sentence. Not the patient's condition
// ("the inhaler we use for your asthma": a possessive before the name keeps it).
bool other_indication(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  std::size_t at = first;
  if (at > s.first && (text::word_is(ws.text, toks[at - 1], "a") || text::word_is(ws.text, toks[at - 1], "an") ||
                       text::word_is(ws.text, toks[at - 1], "the"))) {
    --at;
  }
  static const cue_set uses{"used for", "used to treat", "used to prevent", "used in", "we use for", "we'd use for",
                            "we would use for", "we also use for", "we'd also use for", "approved for", "also treats",
                            "also treat"};
  const auto cue = uses.find_last(ws, at > s.first + 5 ? at - 5 : s.first, at);
  if (!cue || cue->end != at) {
    return false;
  }
  const auto cue_byte = toks[cue->first].span.start;
  const auto sentence_byte = toks[s.first].span.start;
  const bool medicine = std::any_of(ws.medications.begin(), ws.medications.end(), [&](const clinical::medication_item& m) {
    return m.evidence.start >= sentence_byte && m.evidence.end <= cue_byte;
  });
  if (medicine) {
    return true;
  }
  static const cue_set medicine_words{"medicine", "medicines", "medication", "medications", "drug", "drugs", "pill",
                                      "pills", "inhaler", "antibiotic", "cream", "injection", "tablet"};
  return medicine_words.find(ws.text, toks, s.first, cue->first).has_value();
}

}  // namespace cxs::domain::extraction::detail

namespace cxs::domain::extraction::detail {

// The phrases of `bases` with their first word in every form a verb takes after the modals of
// expected_to_settle: the base after "should/will/tends to" ("should settle"), the third person
// after "usually/often" ("the cough usually settles", "it often goes away"), the past and the
// participle ("usually settled", "should be settling"). Review rv17: the list held base forms
// only, so "the cough usually settles with the inhaler" kept the cough as a heading. Built once.
cue_set inflected_cues(std::initializer_list<std::string_view> bases) {
  struct irregular {
    std::string_view base, third, past, ing;
  };
  static constexpr irregular irregulars[] = {{"go", "goes", "went", "going"},     {"come", "comes", "came", "coming"},
                                             {"get", "gets", "got", "getting"},   {"break", "breaks", "broke", "breaking"},
                                             {"wear", "wears", "wore", "wearing"}, {"begin", "begins", "began", "beginning"}};
  cue_set out;
  std::uint32_t id = 0;
  for (const std::string_view phrase : bases) {
    const std::size_t space = phrase.find(' ');
    const std::string_view verb = phrase.substr(0, space);
    const std::string_view rest = space == std::string_view::npos ? std::string_view{} : phrase.substr(space);
    std::string forms[4] = {std::string(verb), {}, {}, {}};
    const auto* irr = std::find_if(std::begin(irregulars), std::end(irregulars),
                                   [verb](const irregular& i) { return i.base == verb; });
    if (irr != std::end(irregulars)) {
      forms[1] = irr->third;
      forms[2] = irr->past;
      forms[3] = irr->ing;
    } else {
      const bool silent_e = verb.ends_with("e");
      const std::string_view stem = silent_e ? verb.substr(0, verb.size() - 1) : verb;
      forms[1] = std::string(verb) + "s";
      forms[2] = std::string(stem) + "ed";
      forms[3] = std::string(stem) + "ing";
    }
    for (const auto& f : forms) {
      out.add(f + std::string(rest), id++);
    }
  }
  return out;
}

// "the tiredness and breathlessness should get better over a few weeks", "the hives and the
// itching should settle on that", "the fever should come down in a day or two": the clinician
// tells how a symptom will go once the problem is treated. The symptom is the course of the
// diagnosis the plan treats, not a heading of its own (diagnoses.cpp ties it to a diagnosis
// assessed before it in the turn). The mention ends at token `end`; the modal follows within
// six tokens of its clause (other symptoms of a list between), then a verb of easing.
// Counter-examples: "the pain should not get worse" (a negation), "if the fever doesn't
// settle , call" (no modal), "you should get better sleep" (the subject is the patient).
bool expected_to_settle(const workspace& ws, std::size_t end) {
  if (end >= ws.tokens.size()) {
    return false;
  }
  const auto& s = ws.sentence_at_token(end > 0 ? end - 1 : end);
  const std::size_t stop = std::min(s.end, end + 6);
  // Round 21 (dx35): and how long it may go on ("the tiredness can hang on longer", "the cough
  // may linger for a few weeks"): the diagnosis's course too, with "can", "may" or "might".
  static const cue_set modals{"should", "will", "usually", "often", "tends to", "tend to", "ought to",
                              "takes", "take", "can take", "may take", "might take", "can", "may", "might"};
  const auto modal = modals.find(ws.text, ws.tokens, end, stop);
  if (!modal) {
    return false;
  }
  // "the cough takes a few weeks to go away": the time it takes, then "to" and the verb.
  const bool takes = text::word_is(ws.text, ws.tokens[modal->end - 1], "take") ||
                     text::word_is(ws.text, ws.tokens[modal->end - 1], "takes");
  // Only the words of a list of symptoms between: "and", "or", an article, a comma.
  static const cue_set breaks{"that", "which", "if", "because", "since", "but", "when", "you", "i", "we",
                              "it", "they", "to", "for", "from", "with"};
  if (breaks.find(ws.text, ws.tokens, end, modal->first).has_value()) {
    return false;
  }
  static const cue_set easing = inflected_cues(
      {"settle", "settle down", "ease", "ease up", "ease off", "improve", "clear", "clear up", "fade", "resolve",
       "subside", "go away", "get better", "come down", "go down", "break", "calm down", "disappear", "lessen",
       "wear off", "start to improve", "start to ease", "begin to improve", "start to settle",
       "start getting better", "improve quickly", "get less",
       // round 21: lingering, said with "can", "may", "might"
       "hang on", "hang around", "linger", "last", "persist", "drag on", "stick around"});
  if (takes) {
    static const cue_set to{"to"};
    const auto t = to.find(ws.text, ws.tokens, modal->end, std::min(s.end, modal->end + 6));
    const auto v = t ? easing.find(ws.text, ws.tokens, t->end, std::min(s.end, t->end + 4)) : std::nullopt;
    return v.has_value() && v->first == t->end;
  }
  const auto verb = easing.find(ws.text, ws.tokens, modal->end, std::min(s.end, modal->end + 4));
  if (!verb) {
    return false;
  }
  // Adverbs only between the modal and the verb ("should quickly settle", "will usually clear");
  // a negation makes it a warning ("should not get worse", "won't go away").
  for (std::size_t k = modal->end; k < verb->first; ++k) {
    if (ws.tokens[k].kind != text::token_kind::word || text::word_is(ws.text, ws.tokens[k], "not") ||
        text::word_is(ws.text, ws.tokens[k], "never")) {
      return false;
    }
  }
  return verb->first <= modal->end + 1;
}

// "if you can't sleep after twenty minutes , get up and read until you're sleepy": a state the
// patient is to wait for, after "until" and its subject ("until you feel tired", "until you
// get drowsy"), is the instruction's end point, not a complaint. Counter-examples: "the
// tiredness lasted until last week" (the mention before "until"), "until the pain goes away ,
// take the ibuprofen" (no subject pronoun: the pain is present).
bool state_waited_for(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  if (first < s.first + 2) {
    return false;
  }
  static const cue_set until{"until you're", "until you are", "until you feel", "until you get", "until you become",
                             "till you're", "till you feel", "till you get", "until they're", "until he's",
                             "until she's", "until he feels", "until she feels"};
  const auto u = until.find_last(ws, first > s.first + 6 ? first - 6 : s.first, first);
  if (!u) {
    return false;
  }
  // Only an adverb between ("until you're really sleepy", "until you feel a bit tired").
  for (std::size_t k = u->end; k < first; ++k) {
    if (ws.tokens[k].kind != text::token_kind::word || first - u->end > 3) {
      return false;
    }
  }
  return true;
}

// Round 18 (dx32): "we'll start apixaban to prevent a stroke since you have atrial
// fibrillation", "continue the aspirin to prevent a heart attack because you have coronary artery
// disease": a reason clause ("since", "because", "as" with a subject and "have"/"has"/"'ve got",
// a determiner or two modifiers between) states the condition the patient has, whatever purpose
// of prevention the clause before it reads over it. Not a negated one ("since you don't have
// diabetes": the subject stands right before the verb), not a risk ("since you have a risk of
// stroke": "risk" is no modifier of the condition but a noun of its own).
bool stated_as_reason(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const auto word = [&](std::size_t i, std::string_view w) { return text::word_is(ws.text, ws.tokens[i], w); };
  std::size_t k = first;
  for (int skipped = 0; k > s.first && skipped < 2; ++skipped) {
    const auto& t = ws.tokens[k - 1];
    if (t.kind != text::token_kind::word || word(k - 1, "have") || word(k - 1, "has") || word(k - 1, "got") ||
        word(k - 1, "of") || word(k - 1, "risk")) {
      break;
    }
    --k;
  }
  // backwards: ["got"], "have" | "has" | "'ve", a subject pronoun, "since" | "because" | "as"
  std::size_t at = k;
  if (at > s.first && word(at - 1, "got")) {
    --at;
  }
  if (at <= s.first || !(word(at - 1, "have") || word(at - 1, "has") || word(at - 1, "ve"))) {
    return false;
  }
  --at;
  if (word(at, "ve") && at > s.first && ws.tokens[at - 1].kind == text::token_kind::symbol) {
    --at;  // the apostrophe of "you've"
  }
  if (at <= s.first + 1) {
    return false;
  }
  const std::size_t who = at - 1;
  if (!(word(who, "you") || word(who, "he") || word(who, "she") || word(who, "they") || word(who, "i"))) {
    return false;
  }
  return word(who - 1, "since") || word(who - 1, "because") || word(who - 1, "as");
}

}  // namespace cxs::domain::extraction::detail
