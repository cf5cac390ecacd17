// Which words around a condition's mention exclude it from the diagnosis list or hedge it
// (declarations and their contracts in diagnosis_exclusions.hpp). Moved out of diagnoses.cpp,
// which builds the candidates and their names from these answers.

#include "domain/extraction/diagnosis_exclusions.hpp"

#include "domain/extraction/diagnosis_course.hpp"
#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_mentions.hpp"

#include <algorithm>
#include <span>

namespace cxs::domain::extraction::detail {

// A medicine taken now named in the clause after a mention ("hypertension , on amlodipine",
// "asthma - uses salbutamol inhaler"), up to a ";", an "and", the sentence's end or ten words.
bool treated_in_clause(const workspace& ws, std::size_t first, std::size_t mention_end) {
  const auto& s = ws.sentence_at_token(first);
  const std::size_t stop = std::min(s.end, first + 12);
  std::size_t end_byte = ws.tokens[stop - 1].span.end;
  for (std::size_t i = first + 1; i < stop; ++i) {
    if (text::symbol_is(ws.text, ws.tokens[i], ";") || text::word_is(ws.text, ws.tokens[i], "and")) {
      end_byte = ws.tokens[i].span.start;
      break;
    }
  }
  return std::any_of(ws.medications.begin(), ws.medications.end(), [&](const clinical::medication_item& med) {
    return med.context == clinical::medication_context::current && med.evidence.start >= mention_end &&
           med.evidence.start < end_byte;
  });
}

// "this may be a neuropathy", "it could be your thyroid": a hedge of possibility at most
// six words before the mention in its sentence.
bool possibility_before(const workspace& ws, std::size_t at) {
  const auto& s = ws.sentence_at_token(at);
  const std::size_t from = at > s.first + 6 ? at - 6 : s.first;
  const auto hit = diagnosis_cues::possibility_hedges().find_last(ws.text, ws.tokens, from, at);
  return hit.has_value() && hit->end <= at;
}

// "rule out mi", "r/o malaria", "to exclude appendicitis": the mention at token `at` is
// named as a possibility to exclude (its cue at most three words before).
bool rule_out_before(const workspace& ws, std::size_t at) {
  static const cue_set cues{"rule out", "ruling out", "rule-out", "r/o", "exclude", "excluding", "to exclude"};
  const auto& s = ws.sentence_at_token(at);
  const std::size_t from = at > s.first + 3 ? at - 3 : s.first;
  const auto hit = cues.find_last(ws.text, ws.tokens, from, at);
  return hit.has_value() && hit->end <= at;
}

// Round 17: "will rule out a lung abscess", "Early scan at 6 weeks to exclude an ectopic
// pregnancy": a rule-out said as a plan or a purpose (the cue right after "to", "will",
// "'ll", "shall") names what the work-up is for, whether or not a test is named; a note's
// bare "chest pain, r/o MI" stays a working diagnosis.
bool planned_rule_out(const workspace& ws, std::size_t at) {
  static const cue_set cues{"rule out", "rule-out", "exclude"};
  const auto& s = ws.sentence_at_token(at);
  const std::size_t from = at > s.first + 3 ? at - 3 : s.first;
  const auto hit = cues.find_last(ws.text, ws.tokens, from, at);
  if (!hit.has_value() || hit->end > at || hit->first == s.first) {
    return false;
  }
  const auto& before = ws.tokens[hit->first - 1];
  return text::word_is(ws.text, before, "to") || text::word_is(ws.text, before, "will") ||
         text::word_is(ws.text, before, "ll") || text::word_is(ws.text, before, "shall");
}

// "RUL lung mass, concerning for malignancy", "obstructive jaundice, concern for pancreatic
// head malignancy": the mention at token `at` is a worry to work up (its cue at most four
// words before), not the explanation of the finding named with it, which stays the heading.
// Unlike "likely migraine", which explains the headache.
bool worry_before(const workspace& ws, std::size_t at) {
  static const cue_set cues{"concerning for", "concern for", "worrisome for", "worrying for", "suspicious for",
                            "suspicious of", "concerned about", "suspicion of", "suspicion for"};
  const auto& s = ws.sentence_at_token(at);
  const std::size_t from = at > s.first + 4 ? at - 4 : s.first;
  const auto hit = cues.find_last(ws.text, ws.tokens, from, at);
  return hit.has_value() && hit->end <= at;
}

// "acetaminophen 650 mg q6h PRN fever", "albuterol 2 puffs PRN wheeze", "as needed for
// pain": the mention at token `first` is the indication of an as-needed dose, what the
// medicine is for if it comes, not a condition the note asserts (review round 4).
// Round 19 (dx33): with `over_possessive` (asked of symptoms) a possessive may stand between
// ("as needed for your pain"); a disease so named is the patient's ("as needed for your copd").
bool prn_indication(const workspace& ws, std::size_t first, bool over_possessive) {
  static const cue_set cues{"prn", "p.r.n", "p.r.n.", "as needed for", "as required for", "sos"};
  const auto& s = ws.sentence_at_token(first);
  std::size_t at = first;
  if (over_possessive && at > s.first) {
    for (const auto* own : {"your", "her", "his", "my", "the"}) {
      if (text::word_is(ws.text, ws.tokens[at - 1], own)) {
        --at;
        break;
      }
    }
  }
  const std::size_t from = at > s.first + 3 ? at - 3 : s.first;
  const auto hit = cues.find_last(ws, from, at);
  return hit.has_value() && hit->end == at;
}

// Round 18 (dx32): "you can use dicyclomine before meals when the cramps are bad", "take the
// sumatriptan when the headache starts": a "when" or "whenever" clause (a determiner between)
// after a medicine named earlier in the sentence says when to take it, an as-needed dose's
// indication. Not without a medicine before ("when the chest pain comes you get short of
// breath"). diagnoses.cpp asks it of symptoms only: "colchicine when the gout flares" manages
// the gout.
bool medicine_when_clause(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  std::size_t k = first;
  if (k > s.first && (text::word_is(ws.text, ws.tokens[k - 1], "the") || text::word_is(ws.text, ws.tokens[k - 1], "your") ||
                      text::word_is(ws.text, ws.tokens[k - 1], "a"))) {
    --k;
  }
  if (k == s.first ||
      !(text::word_is(ws.text, ws.tokens[k - 1], "when") || text::word_is(ws.text, ws.tokens[k - 1], "whenever"))) {
    return false;
  }
  const auto when_byte = ws.tokens[k - 1].span.start;
  return std::any_of(ws.medications.begin(), ws.medications.end(), [&](const clinical::medication_item& med) {
    return med.evidence.start >= s.bytes.start && med.evidence.end <= when_byte;
  });
}

// Review rv27: "Impression: superficial wound infection" was named "Superficial wound" (the open
// wound row, T14.1): a wound or cut right before "infection" names where the infection is. No
// row names a wound infection yet (rv26: the row cost held-out traps), so nothing is listed
// rather than a wrong condition. "Infected wound" (the wound itself) is read as before.
bool injury_as_infection_site(const workspace& ws, std::size_t end, std::string_view icd10) {
  if (!icd10.starts_with("T14") || end >= ws.tokens.size() ||
      ws.sentence_of_token[end] != ws.sentence_of_token[end - 1]) {
    return false;
  }
  return text::word_is(ws.text, ws.tokens[end], "infection") || text::word_is(ws.text, ws.tokens[end], "infections");
}

// Round 18 (dx32): "acute bronchitis after that cold", "reactive arthritis following a gut
// infection": an acute infection named as what another condition came after is the episode
// before it, over by the time of the assessment, not a problem of its own. "after" or
// "following" (a determiner between) right after another condition's words; the mention an
// acute infection (ICD-10 chapters A and B, J00-J22). Not another kind of antecedent ("depression
// after the stroke" may head both), not a time ("a cold after your flight").
bool antecedent_infection(const workspace& ws, std::size_t first, std::string_view icd10) {
  const bool infection = icd10.starts_with("A") || icd10.starts_with("B") || icd10.starts_with("J0") ||
                         icd10.starts_with("J1") || icd10.starts_with("J20") || icd10.starts_with("J21") ||
                         icd10.starts_with("J22");
  if (!infection || first < 2) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  std::size_t k = first;
  for (const auto* det : {"the", "that", "this", "a", "an", "your", "her", "his", "their"}) {
    if (k > s.first && text::word_is(ws.text, ws.tokens[k - 1], det)) {
      --k;
      break;
    }
  }
  if (k <= s.first + 1 ||
      !(text::word_is(ws.text, ws.tokens[k - 1], "after") || text::word_is(ws.text, ws.tokens[k - 1], "following"))) {
    return false;
  }
  // Round 21 (dx35): or a noun of an episode ("a first episode after a cold", "this attack
  // following the flu"): the illness it came after is its start, not a problem of its own.
  static const cue_set episode{"episode", "episodes", "attack", "attacks", "flare", "flares", "bout", "spell"};
  if (episode.find(ws.text, ws.tokens, k - 2, k - 1).has_value()) {
    return true;
  }
  const auto before_end = ws.tokens[k - 2].span.end;
  const auto mention_byte = ws.tokens[first].span.start;
  return std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::condition && m.end == before_end && m.begin < mention_byte;
  });
}

// "normal age related forgetfulness", "normal physiological soreness": a symptom the
// clinician calls normal (the word at most three words before it, nothing but words between)
// is no problem (review round 4). Not "exam normal, cough for a week" (a comma between).
bool normal_variant(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  for (std::size_t k = first; k > s.first && k + 3 >= first; --k) {
    const auto& t = ws.tokens[k - 1];
    if (t.kind != text::token_kind::word) {
      return false;
    }
    if (text::word_is(ws.text, t, "normal")) {
      return true;
    }
  }
  return false;
}

// "work on weight loss", "weight loss counseling", "aim for weight loss": weight loss as the
// plan's goal (ICD-10 R63.4 is the abnormal, unintended loss), not the symptom. Tokens
// [first, end) are the mention.
bool weight_loss_goal(const workspace& ws, std::size_t first, std::size_t end) {
  static const cue_set before{"work on", "working on", "focus on", "aim for", "goal of", "encourage",
                              "encouraged", "recommend", "recommended", "discussed", "continue", "advised",
                              "intentional", "achieve", "promote", "support", "further",
                              // round 14: the plan's treatment said as a gerund ("the most important
                              // treatment is losing weight", "you can reverse it by losing weight")
                              "treatment is", "treatment would be", "goal is", "key is", "thing is",
                              // round 18 (dx32): "the plan is a seven to ten percent weight loss"
                              "plan is"};
  // "by/through losing weight" is the means of a plan only as a gerund: "followed by weight loss",
  // "troubled by weight loss" are the symptom (review rv15)
  static const cue_set means{"by", "through"};
  static const cue_set after{"counseling", "counselling", "program", "programme", "goal", "goals", "plan",
                             "surgery", "medication", "medications", "efforts", "advice", "clinic"};
  const auto& s = ws.sentence_at_token(first);
  // Round 18 (dx32): the goal's amount stands between the cue and the words ("aim for a ten
  // pound weight loss", "the plan is a seven to ten percent weight loss"); the cue reaches over
  // it. An amount without a goal's cue is the symptom ("a ten pound weight loss since june").
  static const cue_set amount{"a",     "an",   "to",     "percent", "%",     "pound", "pounds", "kilo", "kilos",
                              "kg",    "lb",   "lbs",    "one",     "two",   "three", "four",   "five", "six",
                              "seven", "eight", "nine",  "ten",     "fifteen", "twenty", "thirty", "forty", "fifty"};
  std::size_t lead = first;
  while (lead > s.first && first - lead < 8 &&
         (ws.tokens[lead - 1].kind == text::token_kind::number ||
          amount.find(ws.text, ws.tokens, lead - 1, lead).has_value())) {
    --lead;
  }
  const std::size_t from = lead > s.first + 3 ? lead - 3 : s.first;
  const auto cue = before.find_last(ws.text, ws.tokens, from, lead);
  const bool gerund = text::word_is(ws.text, ws.tokens[first], "losing");
  const auto means_cue = gerund ? means.find_last(ws.text, ws.tokens, from, first) : std::nullopt;
  return (cue.has_value() && cue->end <= lead) || (means_cue.has_value() && means_cue->end <= first) ||
         (end < ws.tokens.size() && after.find(ws.text, ws.tokens, end, end + 1).has_value());
}

// "[patient] does that mean i have cancer ?", "could it be a stroke ?": the patient asks
// whether they have the condition at token `first` (bytes from `begin`); the question is no
// diagnosis, whatever the clinician answers ("not necessarily"). The clinician's own words
// name it when it is one. Not a question that presupposes it ("is this from my diabetes ?").
namespace {

// A question that asks whether the condition named at token `first` is what the speaker has
// ("could this be a ...?", "do i have ...?"), with at most an article between.
bool asks_whether(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  const bool question = (s.end < toks.size() && text::symbol_is(ws.text, toks[s.end], "?")) ||
                        (s.end > s.first && text::symbol_is(ws.text, toks[s.end - 1], "?"));
  if (!question) {
    return false;
  }
  static const cue_set asks{"do i have", "does that mean i have", "does this mean i have", "does it mean i have",
                            "could i have", "might i have", "can i have", "could it be", "could this be",
                            "could that be", "is it", "is this", "is that", "do you think i have",
                            "do you think it's", "do you think it is", "am i getting", "am i developing",
                            "do i need to worry about", "mean i have", "what about", "how about",
                            // the future asked: "will i have diabetes forever ?", "does that mean
                            // i'll get kidney stones ?", "am i going to have a heart attack ?"
                            "will i have", "will i get", "will i develop", "am i going to have",
                            "am i going to get", "am i going to develop", "mean i'll have", "mean i'll get",
                            "mean i will have", "mean i will get",
                            // round 21 (dx35): a state asked of oneself ("my mother was bipolar , am i
                            // bipolar ?"), and a carer asking of the child ("does he have asthma now ?")
                            "am i", "does he have", "does she have", "could he have", "could she have",
                            "is he", "is she", "will he have", "will she have", "will he get", "will she get"};
  const auto hit = asks.find_last(ws.text, ws.tokens, s.first, first);
  if (!hit.has_value() || hit->end > first) {
    return false;
  }
  static const cue_set articles{"a", "an", "the", "some", "any"};
  for (std::size_t k = hit->end; k < first; ++k) {
    if (!articles.find(ws.text, ws.tokens, k, k + 1).has_value()) {
      return false;
    }
  }
  return true;
}

}  // namespace

bool patient_asks_whether(const workspace& ws, std::size_t first, std::size_t begin) {
  return ws.speaker_at(begin) == speaker::patient && asks_whether(ws, first);
}

// Review rv19: "Could this be a thyroid problem?" named Hypothyroidism (provisional) through
// the lay synonym "thyroid problem": a question that names only a vague category ("a thyroid
// problem", "a heart issue", "kidney trouble") asks about an organ, not a disease, whoever
// asks it. The said words end in a noun of vagueness and share no word with the row's name
// ("a thyroid disease" would be asked as that row). A clinician's answer that confirms it is
// read before this (diagnoses.cpp, `patient_question_confirmed`).
bool vague_category_asked(const workspace& ws, std::size_t first, std::size_t end, std::string_view row_name) {
  if (end <= first || end > ws.tokens.size()) {
    return false;
  }
  static const cue_set vague{"problem", "problems", "issue", "issues", "trouble"};
  if (!vague.find(ws.text, ws.tokens, end - 1, end).has_value() || !asks_whether(ws, first)) {
    return false;
  }
  const auto name = words_of(lower(row_name));
  for (std::size_t k = first; k < end; ++k) {
    const auto w = lower(text::token_text(ws.text, ws.tokens[k]));
    if (std::find(name.begin(), name.end(), w) != name.end()) {
      return false;
    }
  }
  return true;
}

// "your migraines have resolved", "hepatitis c is cured", "the cough has now cleared": a
// word of resolution right after the mention that ends at token `end` (at most three words
// on, in its sentence).
bool resolved_after(const workspace& ws, std::size_t end) {
  static const cue_set cues{"resolved", "cured", "healed", "cleared", "cleared up", "gone away", "is gone",
                            "are gone", "went away", "subsided"};
  if (end == 0 || end >= ws.tokens.size()) {
    return false;
  }
  const auto& s = ws.sentence_at_token(end - 1);
  const auto hit = cues.find(ws.text, ws.tokens, end, std::min(s.end, end + 4));
  // Not the symptoms a treatment controls ("gerd , resolved symptoms on pantoprazole",
  // "asthma, cleared on the inhaler"): the condition goes on, treated.
  static const cue_set controlled{"symptoms", "symptom", "on", "with"};
  return hit.has_value() && !(hit->end < s.end && controlled.find(ws.text, ws.tokens, hit->end, hit->end + 1));
}


// "Type 1 DM with DKA, resolved": the resolution is said of the complication named after
// "with" (a condition within three words of it), not of the condition at tokens ending at
// `end`, which goes on.
bool resolution_of_its_complication(const workspace& ws, std::size_t end) {
  if (end == 0 || end + 1 >= ws.tokens.size() || !text::word_is(ws.text, ws.tokens[end], "with")) {
    return false;
  }
  const auto& s = ws.sentence_at_token(end - 1);
  std::size_t k = end + 1;
  while (k < s.end && k < end + 4 && !names_a_condition(ws, k)) {
    ++k;
  }
  if (k >= s.end || k >= end + 4) {
    return false;
  }
  while (k < s.end && names_a_condition(ws, k)) {
    ++k;
  }
  return resolved_after(ws, k);
}

// "it could be prostate cancer or just an enlarged prostate", "either ulcerative colitis or
// crohn's disease", "likely GERD vs gastritis": the mention at token `first` is the later arm
// of an alternative (an "or", "vs", "versus" at most three words before it) whose sentence
// hedges before that word, so it is as uncertain as the first arm. Not a plain list ("on
// metformin or insulin", "no fever or chills" is negated anyway).
bool hedged_alternative(const workspace& ws, std::size_t first) {
  static const cue_set alternatives{"or", "vs", "versus", "or just", "or maybe", "or possibly"};
  static const cue_set hedges{"could be", "may be", "might be", "either", "possible", "possibly", "likely",
                              "probable", "probably", "concerning for", "concern for", "suspicious for",
                              "differential", "ddx", "suspect", "suspected", "not sure", "whether", "r/o",
                              "rule out", "worrisome for"};
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  const std::size_t from = first > s.first + 3 ? first - 3 : s.first;
  const auto alt = alternatives.find_last(ws, from, first);
  return alt.has_value() && alt->end <= first && hedges.find(ws.text, toks, s.first, alt->first).has_value();
}

// "tension type headache with possible medication overuse headache": the hedge right after
// the mention at tokens [first, end) ("with"/"and" and a hedge word, then more words) opens
// the next condition and is its own; a trailing hedge read backwards ("Pneumonia, possible.")
// would take the first condition too. Only when no hedge stands before the mention in its
// sentence ("possible migraine with possible aura" stays uncertain).
bool hedge_of_what_follows(const workspace& ws, std::size_t first, std::size_t end) {
  static const cue_set joins{"with", "and"};
  static const cue_set hedges_after{"possible", "probable", "possibly", "probably", "likely", "suspected"};
  static const cue_set hedges_before{"possible", "possibly", "probable", "probably", "likely", "suspected",
                                     "suspect", "concern for", "concerning for", "could be", "may be", "might be",
                                     "differential", "ddx", "r/o", "rule out", "?", "query", "not sure", "whether"};
  const auto& s = ws.sentence_at_token(first);
  if (end + 2 >= s.end || !joins.find(ws.text, ws.tokens, end, end + 1).has_value() ||
      !hedges_after.find(ws.text, ws.tokens, end + 1, end + 2).has_value() ||
      ws.tokens[end + 2].kind != text::token_kind::word) {
    return false;
  }
  return !hedges_before.find(ws.text, ws.tokens, s.first, first).has_value();
}

// "suspected covid", "probable covid": a term that holds its own hedge (a row for the
// suspected condition) names it as uncertain, as ConText would the hedge said apart.
bool hedged_term(const workspace& ws, std::size_t first) {
  static const cue_set hedges{"suspected", "probable", "possible", "presumed"};
  return first < ws.tokens.size() && hedges.find(ws.text, ws.tokens, first, first + 1).has_value();
}

// Review rv26: "Stroke call at 14:05", "sepsis alert", "code stroke", "stroke team called": a
// team called to a suspected condition is the suspicion, which the team's assessment settles
// ("Stroke call; CT normal, ..."). A clinician records the call as suspected stroke, not as a
// diagnosis: the mention at tokens [first, end) is provisional. A team or unit of the
// condition named without a call ("admitted to the stroke unit") is read as before.
bool alerted_for(const workspace& ws, std::size_t first, std::size_t end, std::string_view icd10) {
  static const cue_set calls{"call", "calls", "alert", "alerts", "team called", "team bleeped",
                             "team paged", "team alerted", "team activated", "pathway activated"};
  // An acute condition's team or unit sees the suspected ones ("reviewed by the stroke team: not
  // a stroke", "admitted to the stroke unit"); a chronic condition's team or nurse looks after
  // the patient who has it ("the diabetes team", "the heart failure nurse"), read as before.
  // (Words, not a cue set: a new cue set shifts the serials of the workspace's cue-start cache.)
  // Asked of every mention: the words' first letters and lengths before any cue lookup.
  const auto could_be = [&](std::size_t k, std::string_view letters, std::size_t min_size, std::size_t max_size) {
    const auto& t = ws.tokens[k];
    const std::size_t size = t.span.end - t.span.start;
    const char c = static_cast<char>(ws.text[t.span.start] | 0x20);
    return t.kind == text::token_kind::word && size >= min_size && size <= max_size &&
           letters.find(c) != std::string_view::npos && ws.sentence_of_token[k] == ws.sentence_of_token[first];
  };
  if (first > 0 && could_be(first - 1, "c", 4, 4) && text::word_is(ws.text, ws.tokens[first - 1], "code")) {
    return true;
  }
  if (end >= ws.tokens.size() || !could_be(end, "catpus", 4, 7)) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  const auto hit = calls.find(ws.text, ws.tokens, end, std::min<std::size_t>(s.end, end + 2));
  // Review rv27: a screen of the condition ("Sepsis screen: positive", "depression screen
  // positive") is a suspicion its work-up settles, as a call is: provisional. A negative screen
  // lists nothing (the screens rule of round 27).
  return (hit.has_value() && hit->first == end) || text::word_is(ws.text, ws.tokens[end], "screen") ||
         ((text::word_is(ws.text, ws.tokens[end], "team") || text::word_is(ws.text, ws.tokens[end], "unit") ||
           text::word_is(ws.text, ws.tokens[end], "service")) &&
          course_of(icd10) == condition_course::episodic);
}

// Round 19: "Tab. D Cold Total", "Syp. Cough-Aid": a condition word right after a dosage
// form's abbreviation (and at most a letter or two of the brand before it) is part of a
// product's name, not the patient's problem. Not after "for" ("Tab. paracetamol for fever"),
// not after a comma ("Tab azithromycin, cold since Monday").
bool product_name(const workspace& ws, std::size_t first) {
  static const cue_set forms{"tab", "tabs", "cap", "caps", "syp", "syr", "inj", "susp"};
  const std::span<const text::token> toks(ws.tokens);
  std::size_t k = first;
  if (k > 0 && toks[k - 1].kind == text::token_kind::word && toks[k - 1].span.end - toks[k - 1].span.start <= 2 &&
      !forms.find(ws.text, toks, k - 1, k).has_value()) {
    --k;  // the brand's letter ("D Cold")
  }
  if (k > 0 && text::symbol_is(ws.text, toks[k - 1], ".")) {
    --k;
  }
  if (k == 0 || !forms.find(ws.text, toks, k - 1, k).has_value()) {
    return false;
  }
  // Review rv17: "Syp. cough and cold since 3 days": a brand is written with a capital, so a
  // condition word in lower case after a capitalised form ("Syp.", "Tab") is the writer's own
  // word; and a clause that goes on to "since" gives a complaint its onset, which a product
  // does not have in the same breath ("Syp. Cough-Aid 5 ml TDS" has a dose). Everything in one
  // case ("tab d cold total 1 bd") is read by the clause alone.
  // Probe round 18: not when the line goes on as a prescription, with a dose unit or a frequency
  // before any "since", "for" or comma ("Tab. cold act 1 BD", "Cap. flu-out 500 mg"): a
  // complaint takes no dose, so the words are a brand whatever their case.
  const auto& s = ws.sentence_at_token(first);
  static const cue_set frequencies{"od", "bd", "bid", "tds", "tid", "qid", "hs", "sos", "stat", "mg", "ml"};
  bool prescribed = false;
  for (std::size_t i = first + 1; i < s.end && !prescribed; ++i) {
    if (text::word_is(ws.text, toks[i], "since") || text::word_is(ws.text, toks[i], "for") ||
        text::symbol_is(ws.text, toks[i], ",")) {
      break;
    }
    // a frequency or a unit, not a bare number: "Syp. cough 3 days" is a complaint's duration
    prescribed = frequencies.find(ws.text, toks, i, i + 1).has_value();
  }
  if (prescribed) {
    return true;
  }
  const auto lead = [&](std::size_t i) { return ws.text[toks[i].span.start]; };
  if (lead(k - 1) >= 'A' && lead(k - 1) <= 'Z' && lead(first) >= 'a' && lead(first) <= 'z') {
    return false;
  }
  // Only condition words and "and"/"or" may stand between ("cough and cold since"): a brand's
  // other words ("Cough-Aid since 3 days", "D Cold Total since yesterday") make it the product
  // taken since then.
  for (std::size_t i = first; i < s.end; ++i) {
    if (text::word_is(ws.text, toks[i], "since")) {
      return i == first;
    }
    const auto covered = std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
      return m.kind == terminology::concept_kind::condition && m.begin <= toks[i].span.start &&
             toks[i].span.end <= m.end;
    });
    if (!covered && !text::word_is(ws.text, toks[i], "and") && !text::word_is(ws.text, toks[i], "or")) {
      break;
    }
  }
  return true;
}

// "diabetes study", "shingles vaccine", "cancer network guidelines": the condition names
// something else (a study, a vaccine, an organisation), not the patient's problem. ("From a
// depression standpoint" is a clinician's heading and stays.)
bool modifier_of_other_noun(const workspace& ws, std::size_t last) {
  const cue_set& nouns = diagnosis_cues::other_nouns();
  const std::span<const text::token> toks(ws.tokens);
  const std::size_t n = toks.size();
  // "your flu and covid tests", "the hiv , hepatitis b and hepatitis c screening": the earlier
  // members of a list of conditions before the noun modify it too (round 10). The walk goes
  // over "and", "or" and commas to the next condition of the list, at most four members on.
  for (std::size_t hops = 0; hops < 4 && last < n; ++hops) {
    // Review rv21: a slash joins an alternative written without spaces ("DVT/PE prophylaxis",
    // "HIV/HCV screening"), whether or not the other half is read as a condition on its own.
    if (text::symbol_is(ws.text, toks[last], "/") && last + 1 < n && toks[last + 1].kind == text::token_kind::word &&
        toks[last].span.start == toks[last - 1].span.end && toks[last + 1].span.start == toks[last].span.end) {
      last += 2;
      continue;
    }
    const bool joiner = text::word_is(ws.text, toks[last], "and") || text::word_is(ws.text, toks[last], "or") ||
                        text::symbol_is(ws.text, toks[last], ",");
    if (!joiner || last + 1 >= n) {
      break;
    }
    const auto next_start = toks[last + 1].span.start;
    const auto next = std::find_if(ws.matches.begin(), ws.matches.end(), [next_start](const terminology::concept_match& m) {
      return m.kind == terminology::concept_kind::condition && m.begin == next_start;
    });
    if (next == ws.matches.end()) {
      break;
    }
    std::size_t end = ws.token_at(next->end);
    if (end < n && toks[end].span.start < next->end) {
      ++end;  // the match ends inside a token
    }
    last = end;
  }
  // Probe round 18: a noun joined by a hyphen to a participle is the first half of a compound
  // adjective said of the condition ("Diabetes diet-controlled", "Hypertension
  // lifestyle-managed"), not a noun the condition modifies ("diabetes diet").
  const auto compound_adjective = [&](std::size_t k) {
    return k + 2 < n && text::symbol_is(ws.text, toks[k + 1], "-") && toks[k + 1].span.start == toks[k].span.end &&
           toks[k + 2].span.start == toks[k + 1].span.end && toks[k + 2].kind == text::token_kind::word &&
           ws.text.substr(toks[k + 2].span.start, toks[k + 2].span.end - toks[k + 2].span.start).ends_with("ed");
  };
  if (last < n && nouns.find(ws.text, toks, last, last + 1).has_value() && !compound_adjective(last)) {
    return true;
  }
  // Round 19: "hypoglycaemia symptoms explained", "stroke warning signs discussed": the
  // condition's signs taught, as "the warning signs of a stroke are" (education cues). Not
  // "asthma symptoms worse at night", nor "symptoms reviewed" (a clinician's review of them).
  static const cue_set signs{"symptoms", "signs", "warning signs", "red flags"};
  static const cue_set taught{"explained", "discussed", "taught", "covered", "demonstrated"};
  // The patient's own symptoms are talked over too ("heart failure symptoms discussed with
  // patient and wife; furosemide increased"): "symptoms" is taught only when explained or
  // taught, signs and red flags by any of the verbs (review rv16).
  static const cue_set taught_symptoms{"explained", "taught", "demonstrated"};
  if (last < n) {
    if (const auto sg = signs.find(ws.text, toks, last, std::min(n, last + 2)); sg && sg->first == last && sg->end < n) {
      const bool symptoms = sg->end == sg->first + 1 && text::word_is(ws.text, toks[sg->first], "symptoms");
      if ((symptoms ? taught_symptoms : taught).find(ws.text, toks, sg->end, sg->end + 1)) {
        return true;
      }
    }
  }
  // "get your sugar checked", "have your thyroid tested": a causative "get" or "have" and a
  // participle of testing right after the name make it the test's object, not the condition
  // (round 13). Not "your sugar checked at home has been high" (no causative before).
  static const cue_set tested{"checked", "tested", "rechecked", "re-checked", "measured", "monitored", "screened",
                              "looked at", "drawn"};
  if (last < n && tested.find(ws.text, toks, last, std::min(n, last + 2)).has_value()) {
    static const cue_set causative{"get", "gets", "getting", "got", "have", "has", "having", "had"};
    const auto& s = ws.sentence_at_token(last - 1);
    std::size_t first_of_name = last - 1;
    while (first_of_name > s.first && ws.tokens[first_of_name - 1].kind != text::token_kind::symbol &&
           last - first_of_name < 5 && !causative.find(ws.text, toks, first_of_name - 1, first_of_name)) {
      --first_of_name;
    }
    if (first_of_name > s.first && causative.find(ws.text, toks, first_of_name - 1, first_of_name).has_value()) {
      return true;
    }
  }
  // A test named by its condition ("a malaria test", "hiv testing") is the test, unless its
  // result follows and says the condition is there ("malaria test positive").
  // … and an immunity or a status ("rubella immune", "tetanus status up to date").
  static const cue_set test_nouns{"test",     "tests",    "testing", "titer",    "titre", "serology",
                                  "swab",     "panel",    "immune",  "immunity", "status", "non-immune"};
  static const cue_set found{"positive", "came back positive", "was positive", "is positive", "showed", "shows",
                             "confirmed", "detected"};
  // Round 16 (dx30): not "status post", the clinician's "after" ("right ankle fracture status
  // post fixation" is the fracture followed after its operation).
  const bool status_post = last + 1 < n && text::word_is(ws.text, toks[last], "status") &&
                           text::word_is(ws.text, toks[last + 1], "post");
  if (last < n && !status_post && test_nouns.find(ws.text, toks, last, last + 1).has_value() &&
      !found.find(ws.text, toks, last + 1, std::min(n, last + 4)).has_value()) {
    return true;
  }
  // Round 16 (dx30): a range named by a condition that a value is said not to reach ("your
  // sugar is higher than normal but not in the diabetes range", "below the hypertension
  // threshold") names the range. Said without a negation ("your a1c is in the diabetes
  // range") it is how the clinician states the diagnosis, and stays.
  static const cue_set ranges{"range", "ranges", "threshold", "thresholds", "cutoff", "cut-off"};
  if (last < n && ranges.find(ws.text, toks, last, last + 1).has_value()) {
    static const cue_set short_of{"not",  "n't",   "isn't", "aren't", "wasn't", "never",
                                    "below", "under", "outside", "short of", "out of"};
    const auto& s = ws.sentence_at_token(last);
    const std::size_t from = last > s.first + 7 ? last - 7 : s.first;
    // Review rv18: the negation in the range's own clause ("not in the diabetes range"), not
    // one of an earlier clause ("your pressure isn't controlled , it's in the hypertension
    // range"): no comma, semicolon or clause break between.
    if (const auto neg = short_of.find_last(ws.text, toks, from, last); neg.has_value()) {
      bool broken = diagnosis_cues::clause_breaks().find(ws.text, toks, neg->end, last).has_value();
      for (std::size_t i = neg->end; i < last && !broken; ++i) {
        broken = text::symbol_is(ws.text, toks[i], ",") || text::symbol_is(ws.text, toks[i], ";");
      }
      if (!broken) {
        return true;
      }
    }
  }
  // Hindi puts the genitive "ka/ki/ke" between: "typhoid ka tika" (the typhoid vaccine), "TB
  // ki jaanch" (a test for TB), "sugar ka test"; "sugar ki dawai" (its medicine) stays.
  const cue_set& genitive = diagnosis_cues::hindi_genitives();
  const cue_set& hindi_nouns = diagnosis_cues::hindi_other_nouns();
  return last + 1 < ws.tokens.size() && genitive.find(ws.text, ws.tokens, last, last + 1).has_value() &&
         hindi_nouns.find(ws.text, ws.tokens, last + 1, last + 2).has_value();
}

}  // namespace cxs::domain::extraction::detail
