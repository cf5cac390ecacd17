// collect_facts: the schema-independent facts of a text.

#include "domain/extraction/engine_detail.hpp"

#include <algorithm>

namespace cxs::domain::extraction {
namespace detail {
namespace {

const cue_set& follow_up_cues() {
  static const cue_set cues{"follow up in",  "follow up after", "follow-up in",    "followup in",   "review after",
                            "review in",     "review on",       "come back in",    "come back after", "see you in",
                            "see you back in", "return in",     "return after",    "revisit after", "recheck in",
                            "next visit in", "next visit after", "follow up with", "follow up on",  "show after",
                            "review with",   "back in",         "see you back",    "follow up",     "review after"};
  return cues;
}

const cue_set& time_units() {
  static const cue_set cues{"day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
                            "din", "hafte", "mahine"};
  return cues;
}

// Home and past readings: "my blood sugar has been running one thirty", "my wife checked
// my temperature", "a glucose test a couple of months ago".
const cue_set& home_cues() {
  static const cue_set cues{"ago",       "at home",   "home",      "has been", "have been", "my",
                            "last week", "last month", "last time", "yesterday", "used to",  "was around",
                            "before",    "at night",  "in the morning"};
  return cues;
}

// In a dialogue, the vitals layer falls back to a patient-stated or historical reading when
// it is the only one of its vital. Such a fallback is kept only when nothing near it says
// it was taken at home or in the past (unless it also says "right now", "in the office"): speaker labels of transcribed dialogue are often
// wrong, so a clinician's reading may sit in a "[patient]" turn.
// Review rv21: a note's reading said to be taken at home ("BP usually about 130/80 at home") is
// the patient's own record, not the visit's, whatever the speaker; in a note only the words of
// home count (a note's "my", "before" are not a patient's account).
const cue_set& note_home_cues() {
  static const cue_set cues{"at home", "home", "home readings", "home reading", "self-measured", "self measured"};
  return cues;
}

void drop_home_readings(const workspace& ws, clinical::vitals_options vo, clinical::vitals_block& block,
                        const cue_set& cues) {
  const std::span<const text::token> toks(ws.tokens);
  const auto home = [&ws, &toks, &cues](const text::byte_span& ev) {
    const auto first = ws.token_at(ev.start);
    const auto last = std::min(toks.size(), ws.token_at(ev.end) + 2);
    static const cue_set now{"right now", "in the office", "today", "here", "this morning"};
    const auto from = first > 10 ? first - 10 : 0;
    return cues.find(ws.text, toks, from, last).has_value() &&
           !now.find(ws.text, toks, from, std::min(toks.size(), last + 6)).has_value();
  };
  std::vector<text::byte_span> spans;
  if (block.blood_pressure) {
    spans.push_back(block.blood_pressure->evidence);
  }
  for (const auto* r : {&block.heart_rate, &block.respiratory_rate, &block.temperature, &block.spo2, &block.weight,
                        &block.height, &block.bmi, &block.blood_glucose}) {
    if (*r) {
      spans.push_back((*r)->evidence);
    }
  }
  if (std::none_of(spans.begin(), spans.end(), home)) {
    return;  // nothing near a home cue: no second pass needed
  }
  vo.historical_fallback = false;
  const auto strict = clinical::find_vitals(ws.text, ws.tokens, vo).block;
  if (block.blood_pressure && !strict.blood_pressure && home(block.blood_pressure->evidence)) {
    block.blood_pressure.reset();
  }
  const std::pair<std::optional<clinical::vital_reading>*, const std::optional<clinical::vital_reading>*> pairs[] = {
      {&block.heart_rate, &strict.heart_rate}, {&block.respiratory_rate, &strict.respiratory_rate},
      {&block.temperature, &strict.temperature}, {&block.spo2, &strict.spo2},
      {&block.weight, &strict.weight}, {&block.height, &strict.height},
      {&block.bmi, &strict.bmi}, {&block.blood_glucose, &strict.blood_glucose}};
  for (const auto& [reading, kept] : pairs) {
    if (*reading && !*kept && home((*reading)->evidence)) {
      reading->reset();
    }
  }
}

// A medicine the clinician tells the patient to take in a clause of its own: "if the pain
// comes back, put one nitroglycerin under your tongue", "no more naproxen ..., use tylenol
// instead", Hindi "bukhar aaye toh Crocin le lena". ConText reads the first as hypothetical
// and lets the negation of the second run on over the replacement; both are prescriptions.
// English: a verb of taking opens the clause (after a comma, "then" or the line's start,
// a few softeners allowed: "just", "please", "you can") and stands right before the name
// (a determiner or count between). Hindi: "to/toh" right before the name and a verb of
// taking within four words after it. Not "if you take ibuprofen, ..." (the verb is not the
// clause's first word), not "don't take advil, ...".
bool prescribed_in_own_clause(const workspace& ws, std::size_t first, std::size_t last) {
  static const cue_set take_verbs{"take", "use", "put", "start", "try", "apply", "give", "continue"};
  static const cue_set between{"the", "a", "an", "one", "two", "your", "some", "this", "that", "of"};
  static const cue_set softeners{"just", "please", "then", "and", "so", "you can", "you should", "go ahead and"};
  const std::span<const text::token> toks(ws.tokens);
  const auto& s = ws.sentence_at_token(first);
  std::size_t k = first;
  while (k > s.first && k + 3 > first && (between.find(ws.text, toks, k - 1, k) ||
                                          ws.tokens[k - 1].kind == text::token_kind::number)) {
    --k;
  }
  if (k > s.first && take_verbs.find(ws.text, toks, k - 1, k)) {
    std::size_t v = k - 1;
    for (int steps = 0; steps < 2 && v > s.first; ++steps) {
      const auto soft = softeners.find_last(ws.text, toks, v > s.first + 3 ? v - 3 : s.first, v);
      if (!soft || soft->end != v) {
        break;
      }
      v = soft->first;
    }
    if (v > s.first && text::symbol_is(ws.text, ws.tokens[v - 1], ",")) {
      return true;
    }
  }
  static const cue_set hindi_then{"to", "toh"};
  static const cue_set hindi_take{"le lena", "lena", "lijiye", "le lijiye", "le lo", "lo", "lagana", "lagaiye",
                                  "dalna", "daliye", "kha lena", "khana"};
  if (first > s.first && hindi_then.find(ws.text, toks, first - 1, first)) {
    return hindi_take.find(ws.text, toks, last, std::min(s.end, last + 4)).has_value();
  }
  return false;
}

// A medicine ConText reads as negated or hypothetical although the words around it say the
// patient is on it or may take it:
//   - allowed in so many words: "no more aleve , tylenol is fine for the knee" (the name is
//     the subject of "is fine / ok / okay / safe / alright"; the negation of "no more" runs on
//     over it); not a question ("tylenol is ok ?"), not "is not fine";
//   - the subject of a condition on its effect: "if the methotrexate doesn't control it , ...",
//     "if your lisinopril isn't working": a medicine whose effect is in doubt is one being
//     taken; not "if you take ibuprofen" (no determiner of a course before the name); and a
//     course whose working is denied: "i don't think the sertraline is doing much";
//   - the course of a denied effect (`course_of_a_denied_effect`).
// What is denied is an effect of the medicine, not the medicine: "no muscle aches with the
// atorvastatin ?", "any side effects from the metformin ?", "are you missing any doses of
// your levothyroxine ?", "since starting the omeprazole , no more heartburn ?". The name
// follows a preposition of its course ("with / from / on / of" and "the / your / my"), and
// between the sentence's start and that preposition stands a condition or symptom the
// terminology matched, or an effect word (side effects, problems, doses…); "since starting /
// since taking the X" says it is being taken by itself. Not "you're not on the metformin
// anymore" (nothing denied but the medicine), not "no more ibuprofen" (no preposition).
bool course_of_a_denied_effect(const workspace& ws, const sentence& s, std::size_t first) {
  static const cue_set course{"with the", "with your", "with my", "from the", "from your", "from my", "on the",
                              "on your", "on my", "of the", "of your", "of my", "with his", "with her",
                              "from his", "from her", "on his", "on her", "of his", "of her"};
  static const cue_set since{"since starting the", "since starting", "since taking the", "since taking",
                             "since you started the", "since you started", "since starting your",
                             "since taking your", "since you started your", "after starting the"};
  static const cue_set effects{"side effect", "side effects", "problem", "problems", "issue", "issues", "trouble",
                               "reaction", "reactions", "dose", "doses", "complaints", "bleeding"};
  const std::span<const text::token> toks(ws.tokens);
  const auto from = first > s.first + 4 ? first - 4 : s.first;
  if (const auto hit = since.find_last(ws.text, toks, from, first); hit && hit->end == first) {
    return true;
  }
  if (first < s.first + 3) {
    return false;
  }
  const auto prep = course.find(ws.text, toks, first - 2, first);
  if (!prep || prep->end != first) {
    return false;
  }
  const auto prep_byte = toks[prep->first].span.start;
  const bool condition_before =
      std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& c) {
        return c.kind == terminology::concept_kind::condition && c.begin >= s.bytes.start && c.end <= prep_byte;
      });
  return condition_before || effects.find(ws.text, toks, s.first, prep->first).has_value();
}

// The medicine's working is what the words after it say ("is doing", "isn't helping", "does
// not work"…).
bool effect_talked_about(const workspace& ws, const sentence& s, std::size_t last) {
  static const cue_set working{"is doing", "is helping", "is working", "is not working", "isn't working",
                               "is n't working", "is not helping", "isn't helping", "is n't helping",
                               "has helped", "hasn't helped", "has n't helped", "has not helped", "doesn't help",
                               "does n't help", "does not help", "doesn't work", "does n't work", "does not work",
                               "is really helping", "isn't really working", "is n't really working",
                               "is not really working", "isn't doing", "is n't doing", "is not doing"};
  const std::span<const text::token> toks(ws.tokens);
  const auto hit = working.find(ws.text, toks, last, std::min(s.end, last + 6));
  return hit && hit->first == last;
}

bool taken_despite_context(const workspace& ws, std::size_t first, std::size_t last) {
  // Not a course of the past, someone else's, or one being replaced ("no nausea with the
  // zofran last time", "the amoxicillin my son took", "i don't think the lisinopril is
  // working , let's switch to losartan"): ConText's reading stands.
  static const cue_set not_now{"last time", "back then", "last year", "when i took", "took it", "used to",
                               "years ago", "my son", "my daughter", "my wife", "my husband", "my mother",
                               "my father", "my mom", "my dad", "switch", "switching", "instead", "replace"};
  {
    const std::span<const text::token> all(ws.tokens);
    const auto& sent = ws.sentence_at_token(first);
    if (not_now.find(ws.text, all, sent.first, sent.end)) {
      return false;
    }
  }
  static const cue_set allowed{"is fine", "is ok", "is okay", "is safe", "is alright", "are fine", "are ok",
                               "are okay", "are safe", "is also fine", "is still fine", "is perfectly fine"};
  static const cue_set if_course{"if the", "if your", "if his", "if her"};
  static const cue_set effect{"doesn't", "does n't", "does not", "isn't", "is n't", "is not", "helps", "works",
                              "controls", "is working", "is helping", "stops working", "fails", "can't",
                              "ca n't", "cannot", "won't", "wo n't", "will not"};
  const std::span<const text::token> toks(ws.tokens);
  const auto& s = ws.sentence_at_token(first);
  if (const auto hit = allowed.find(ws.text, toks, last, std::min(s.end, last + 4)); hit && hit->first == last) {
    return !(s.end < toks.size() && text::symbol_is(ws.text, toks[s.end], "?")) &&
           !(s.end > 0 && text::symbol_is(ws.text, toks[s.end - 1], "?"));
  }
  if (first >= s.first + 2) {
    if (const auto cond = if_course.find(ws.text, toks, first - 2, first); cond && cond->end == first) {
      const auto hit = effect.find(ws.text, toks, last, std::min(s.end, last + 3));
      return hit && hit->first == last;
    }
  }
  // "i don't think the sertraline is doing much", "my omeprazole isn't working anymore": a
  // course ("the / my / your" before the name) whose effect is talked about is being taken.
  static const cue_set course_det{"the", "my", "your", "his", "her"};
  if (first > s.first && course_det.find(ws.text, toks, first - 1, first) && effect_talked_about(ws, s, last)) {
    return true;
  }
  return course_of_a_denied_effect(ws, s, first);
}

// An as-needed medicine followed by its indication as a condition: "Tab Emeset 4 mg SOS ulti
// ho toh" (if vomiting), "Tab Dolo 650 SOS bukhar ho toh". ConText's condition reaches back
// over the prescription, but an SOS medicine is given for a condition by definition, so a
// condition after it is its indication, not a doubt about it. Not when a condition opens the
// sentence before the name ("agar sugar badhe toh metformin SOS", "if the pain gets worse ,
// tramadol as needed"): there the medicine itself is the plan's consequent.
bool as_needed_for_a_later_condition(const workspace& ws, const clinical::medication_item& m,
                                     const clinical::mention_context& ctx, std::size_t first) {
  if (m.frequency != "SOS" || !ctx.hypothetical || ctx.negated || ctx.historical) {
    return false;
  }
  static const cue_set opens_condition{"if", "agar", "jab", "when", "unless", "in case", "should", "whenever"};
  const std::span<const text::token> toks(ws.tokens);
  const auto& s = ws.sentence_at_token(first);
  return !opens_condition.find(ws.text, toks, s.first, first).has_value();
}

// The medication layer's "current" context, checked against ConText ("try not to take any
// ibuprofen", "if it does not improve we can consider a steroid injection") and against
// condition names that contain a drug ("nicotine dependence").
bool current_medication(const workspace& ws, const clinical::medication_item& m) {
  const auto inside_condition =
      std::any_of(ws.matches.begin(), ws.matches.end(), [&m](const terminology::concept_match& c) {
        return c.kind == terminology::concept_kind::condition && c.begin <= m.evidence.start &&
               c.end >= m.evidence.end && (c.begin < m.evidence.start || c.end > m.evidence.end);
      });
  if (inside_condition) {
    return false;
  }
  if (!ws.options.negation) {
    return true;
  }
  // Avoidance or a mere option before the name ("we can consider a steroid injection"), a
  // test after it ("dexamethasone suppression test"), or a lab check before it ("we
  // checked your estradiol").
  static const cue_set avoid{"not to take", "not take", "don't take", "do n't take", "do not take", "avoid",
                             "avoiding", "stay away from", "instead of", "can't take", "ca n't take",
                             "cannot take", "shouldn't take", "should n't take", "should not take", "checked your",
                             "considered", "hold off on", "holding off on", "held off on",
                             // a poisoning, not a prescription: "an overdose of paracetamol 20 g"
                             "overdose of", "overdosed on", "ingestion of", "ingested", "poisoning with",
                             "check your", "checking your", "levels of", "level of", "consider", "considering",
                             "reacts to", "reacted to", "react to", "allergic to", "allergy to"};
  static const cue_set test_after{"test", "suppression test", "stimulation test", "level", "levels"};
  const std::span<const text::token> toks(ws.tokens);
  const auto first = ws.token_at(m.evidence.start);
  const auto last = ws.token_at(m.evidence.end);
  const auto& s = ws.sentence_at_token(first);
  const auto from = first > s.first + 5 ? first - 5 : s.first;
  // A consequence drawn after the avoidance, or a prescribing verb, is the plan and ends its
  // reach: "Allergic to penicillin so prescribed clarithromycin", "avoid NSAIDs, given
  // paracetamol" (review rv23); "allergic to penicillin and amoxicillin" stays an allergen.
  static const cue_set plan_after_avoidance{"so", "hence", "therefore", "thus", "instead", "prescribed", "started",
                                            "given", "switched", "changed"};
  if (const auto hit = avoid.find_last(ws.text, toks, from, first);
      hit && !plan_after_avoidance.find(ws.text, toks, hit->end, first)) {
    return false;
  }
  if (test_after.find(ws.text, toks, last, std::min(s.end, last + 2))) {
    return false;
  }
  // Words after the name that say it is not taken: a Hindi "don't take" ("combiflam mat
  // lena"), the cause of a condition ("heparin-induced thrombocytopenia"), a replacement
  // ("metoprolol was switched to carvedilol"), a decision to wait ("… but decided to wait").
  {
    static const cue_set not_taken_after{"mat lena", "mat lijiye", "mat lo", "mat khana", "mat lagana", "nahi lena",
                                         "na lena", "induced"};
    const auto hit = not_taken_after.find(ws.text, toks, last, std::min(s.end, last + 5));
    if (hit && hit->first <= last + 2) {
      return false;
    }
    // Past its dose: "metoprolol succinate 25 mg was switched to carvedilol".
    static const cue_set replaced_after{"was switched to", "were switched to", "was changed to", "was replaced",
                                        "was replaced by", "was replaced with", "was swapped for"};
    if (replaced_after.find(ws.text, toks, last, std::min(s.end, last + 8))) {
      return false;
    }
    static const cue_set deferred{"but decided to wait", "but will wait", "but we'll wait", "but we will wait",
                                  "decided against", "but decided against"};
    if (deferred.find(ws.text, toks, last, s.end)) {
      return false;
    }
  }
  // Not needed, said right before the name: "you won't need doxycycline", "no need for the
  // antibiotic"; not "you don't need to stop the metformin" (the need is of another verb).
  static const cue_set not_needed{"won't need", "wo n't need", "will not need", "don't need", "do n't need",
                                  "do not need", "doesn't need", "does n't need", "no need for", "not need",
                                  // a decision against it: "we won't use codeine because of the nausea"
                                  "won't use", "wo n't use", "will not use", "not going to use", "won't give",
                                  "wo n't give", "will not give", "won't prescribe", "wo n't prescribe",
                                  "not going to prescribe", "won't start", "wo n't start", "not going to start",
                                  "not going to refill", "won't refill", "wo n't refill", "will not refill",
                                  "not refilling", "not going to continue", "won't continue", "wo n't continue"};
  static const cue_set determiners{"the", "any", "an", "a", "your"};
  {
    std::size_t k = first;
    if (k > s.first && determiners.find(ws.text, toks, k - 1, k)) {
      --k;
    }
    const auto hit = not_needed.find_last(ws.text, toks, k > s.first + 6 ? k - 6 : s.first, k);
    if (hit && hit->end == k) {
      return false;
    }
  }
  // A medicine that is the subject of a negated belief, said of anything but its working
  // ("i don't think escitalopram is for me", "... the escitalopram is necessary"): doubted
  // or declined, not taken. ConText leaves a belief's subject undenied, which is right for
  // a condition ("i don't think the rash is serious") but not for a medicine.
  {
    static const cue_set beliefs{"don't think", "do n't think", "do not think", "dont think", "doubt",
                                 "don't believe", "do n't believe", "do not believe"};
    std::size_t k = first;
    if (k > s.first && determiners.find(ws.text, toks, k - 1, k)) {
      --k;
    }
    const auto hit = beliefs.find_last(ws.text, toks, k > s.first + 5 ? k - 5 : s.first, k);
    // Nor one whose working is doubted while it is replaced ("i don't think the lisinopril is
    // working , let's switch to losartan").
    static const cue_set replaced{"switch", "switching", "instead", "replace", "change you", "stop"};
    if (hit && hit->end == k &&
        (!effect_talked_about(ws, s, last) || replaced.find(ws.text, toks, last, s.end).has_value())) {
      return false;
    }
  }
  auto ctx = ws.context.assess(m.evidence.start, m.evidence.end);
  // "give him the children's tylenol", "the infant motrin drops": an age word right before the
  // name names the product, not a relative who takes it. Not when a relative is named before
  // it in the sentence ("my son takes the children's tylenol").
  if (ctx.who != clinical::experiencer::patient && first > s.first) {
    static const cue_set product_age{"children's", "children 's", "childrens", "kids", "kid's", "kids'", "infant",
                                     "infants", "infants'", "pediatric", "paediatric"};
    static const cue_set relatives{"son", "daughter", "wife", "husband", "mother", "mom", "father", "dad",
                                   "brother", "sister", "kids", "children", "grandson", "granddaughter", "family"};
    const auto age = product_age.find_last(ws.text, toks, first > s.first + 3 ? first - 3 : s.first, first);
    if (age && age->end == first && !relatives.find(ws.text, toks, s.first, age->first)) {
      ctx.who = clinical::experiencer::patient;
    }
  }
  if (ws.excluded(ctx) && ctx.who == clinical::experiencer::patient &&
      (prescribed_in_own_clause(ws, first, last) || taken_despite_context(ws, first, last) ||
       as_needed_for_a_later_condition(ws, m, ctx, first))) {
    return true;
  }
  return !ws.excluded(ctx);
}

} // namespace

std::optional<follow_up_fact> find_follow_up(const workspace& ws) {
  const std::span<const text::token> toks(ws.tokens);
  // The last follow-up instruction wins: plans end with it.
  std::optional<follow_up_fact> found;
  std::size_t from = 0;
  while (from < toks.size()) {
    const auto h = follow_up_cues().find(ws, from, toks.size());
    if (!h) {
      break;
    }
    const auto& s = ws.sentence_at_token(h->first);
    std::size_t end = h->end;
    // Through the first time unit within eight tokens ("in two weeks"), else the clause.
    if (const auto u = time_units().find(ws.text, toks, h->end, std::min(s.end, h->end + 8))) {
      end = u->end;
    } else {
      while (end < s.end && !text::is_sentence_break(ws.text, toks[end]) && !text::symbol_is(ws.text, toks[end], ",") &&
             end - h->end < 10) {
        ++end;
      }
    }
    const text::byte_span span{toks[h->first].span.start, toks[end - 1].span.end};
    const bool with_time = end > h->end;
    if (with_time || !found) {
      found = follow_up_fact{std::string(trim(ws.slice(span))), span};
    }
    from = h->end;
  }
  return found;
}

clinical_facts facts_of(const workspace& ws, std::vector<diagnosis_candidate>* candidates_out) {
  clinical_facts f;
  f.text = ws.text;
  f.doc = ws.doc;
  clinical::vitals_options vo;
  vo.range_sanity = ws.options.vital_range_sanity;
  f.vitals = clinical::find_vitals(ws.text, ws.tokens, vo);
  drop_home_readings(ws, vo, f.vitals.block, ws.dialogue ? home_cues() : note_home_cues());
  const auto candidates = diagnosis_candidates(ws);
  f.diagnoses = select_diagnoses(candidates, false);
  f.symptoms = affirmed_symptoms(candidates);
  if (candidates_out != nullptr) {
    *candidates_out = candidates;
  }
  for (const auto& m : ws.medications) {
    if (m.context == clinical::medication_context::current && current_medication(ws, m)) {
      f.medications.push_back(m);
    }
  }
  f.allergies = find_allergies(ws, f.no_known_allergies);
  f.investigations = find_investigations(ws);
  f.follow_up = find_follow_up(ws);
  return f;
}

const workspace& read_text(std::string_view text, const extraction_options& options,
                           std::optional<std::string>& corrected, std::optional<workspace>& read) {
  read.emplace(text, options);
  corrected = with_swapped_speaker_tags_corrected(*read);
  if (corrected) {
    read.reset();
    read.emplace(*corrected, options);
  }
  return *read;
}

} // namespace detail

clinical_facts collect_facts(std::string_view text, const extraction_options& options) {
  std::optional<std::string> corrected;  // outlives the workspace that reads it
  std::optional<detail::workspace> read;
  return detail::facts_of(detail::read_text(text, options, corrected, read));
}

} // namespace cxs::domain::extraction
