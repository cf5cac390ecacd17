// Diagnoses: which condition mentions become the problem list.
//
// The rule, measured on the aci-dev set with bench/aci_eval.cpp (87 dialogues; diagnosis
// F1 0.57 for the first version, rules 1-3 alone; 0.78 with all of them):
//  1. A mention counts when ConText (with the negation prior on) does not mark it negated,
//     someone else's, or hypothetical without being a rule-out; "r/o", "?X", "possible",
//     "likely" keep it, as provisional. A rule-out that is the purpose of a test named
//     before it ("get an ultrasound to rule out gallstones") does not count.
//  2. Where the text has an assessment zone (an Assessment/Impression/Plan section, the
//     clinician's closing assessment in a dialogue, or an inline "Diagnosis ..." in a
//     note, see workspace::plan_start), a condition is listed only when a counting,
//     non-historical mention lies in that zone: the history of a consult names many
//     conditions the clinician does not assess. Without a zone, every counting current
//     mention is listed. A past diagnosis the zone manages today ("a history of gout, which is
//     stable on the allopurinol") is a current mention: the assessment names it to manage it,
//     so it is a problem of this visit. The management word must stand in the mention's own
//     clause; "doing well" (the patient, not the condition) does not count.
//  3. Symptoms (ICD-10 chapter R; "... pain", "...algia" rows of chapter M) are not listed
//     when a listed specific diagnosis is named in the same zone sentence ("for your knee
//     pain, I think this is your arthritis"), unless the symptom is the topic the
//     clinician turns to ("so your left knee pain, ..."). Measured: dropping this rule
//     costs 0.03 F1 (more symptom FPs than recovered headings); requiring a causal cue
//     instead of the shared sentence costs 0.02. A field whose wording asks for symptoms
//     or problems gets them all back (engine.cpp). Talk without a zone (an excerpt) is
//     weighed in every current mention; a symptom named only as what a treatment eases
//     ("help with some of that fever") is the treatment's purpose, not a heading.
//  4. Status: provisional when every counting mention is uncertain or the condition is
//     only reported by the patient; confirmed when stated certainly in the assessment,
//     by the clinician, or in a note.
//  5. The name is the table's display name, made as specific as the clinician said it:
//     modifiers right before the mention and an "of the <site>" right after it are kept,
//     with the words said ("acute medial meniscus sprain", "distal phalanx fracture of the
//     middle finger", "uncontrolled hypertension"), and so is a laterality ("right knee
//     pain"); an abbreviation or a plural keeps the display name ("uncontrolled
//     hypertension" for "uncontrolled htn"). Codes stay those of the row. Two rows read
//     from the same words give one item. (The naming: diagnosis_names.cpp.)
//  6. Besides ConText, cues of clinical talk that is not a diagnosis exclude a mention when
//     they precede it closely in its sentence: a negated finding ("I don't see any evidence
//     of a fracture", "I don't think this is a stroke"), risks, complications, causes and
//     differential lists ("risks include infection, stroke", "possible etiologies such as
//     GERD, dyspepsia", "you could develop arthritis"), checks ("checking for a meniscus
//     tear"), and, in a dialogue, physical-examination findings ("I do appreciate some
//     bruising") unless the sentence also assesses ("consistent with", "I think"); also a test
//     for someone ("we'll screen you for colon cancer"), teaching about a condition in a
//     teaching frame ("the warning signs of a stroke are ...", not "your exam shows signs of
//     an ear infection" nor "he has symptoms of a cold") and a clinician's doubt of a copula's
//     complement ("I doubt this is appendicitis", not "I doubt the inhaler helps your
//     asthma"): each names the condition without giving it to the patient (the lists:
//     diagnosis_cues.cpp; the reading of each mention: diagnosis_mentions.cpp).
//  7. Allergy rows ("Allergy", "Personal history of allergy to penicillin") and reactions
//     next to an allergy cue belong to the allergy list; an injury of unspecified region
//     (T14: "injury", "wound") needs its site said, a bite ("tick bite") does not; a generic
//     row ("Fracture", "Sprain") is dropped when a listed row names it more specifically
//     ("Sprain of ankle").

#include "domain/extraction/diagnosis_course.hpp"
#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_exclusions.hpp"
#include "domain/extraction/diagnosis_list_passes.hpp"
#include "domain/extraction/diagnosis_mentions.hpp"
#include "domain/extraction/diagnosis_names.hpp"
#include "domain/extraction/diagnosis_rows.hpp"
#include "domain/extraction/diagnosis_told_effects.hpp"
#include "domain/extraction/diagnosis_word_forms.hpp"
#include "domain/extraction/engine_detail.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <unordered_map>

namespace cxs::domain::extraction::detail {
namespace {

struct accumulator {
  std::uint32_t row = 0;
  std::size_t order = 0;          ///< first counting mention (bytes)
  bool in_zone = false;           ///< a counting current mention in the assessment zone
  bool comorbidity = false;       ///< a note's current chronic condition ("k/c/o T2DM on metformin")
  bool current = false;           ///< a counting current mention anywhere
  bool current_beyond_purpose = false;  ///< one that is not only a treatment's purpose
  bool certain = false;           ///< a counting mention that is not uncertain
  bool confirmed_by_clinician = false;
  bool opinion_of_clinician = false;  ///< uncertain only by the clinician's opinion ("i think")
  bool have_evidence = false;
  bool evidence_in_zone = false;
  bool evidence_assessing = false;  ///< the evidence is a current zone mention (any clinician's in talk without a zone)
  bool evidence_names_row = false;  ///< the evidence mention says every word of the table's name
  std::size_t evidence_sentence = 0;
  text::byte_span evidence;
  std::string_view laterality;
  std::string stated;  ///< the words said around the evidence mention, when more specific
  bool heading = false;  ///< named as the topic of a zone sentence ("for your knee pain, …")
  bool history = false;  ///< a past, chronic ("known case of") or past-history-section mention
  std::size_t last_mention = 0;  ///< the latest mention (bytes)
  bool last_resolved = false;    ///< the latest mention is said to have resolved ("is cured")
  bool said_by_clinician = false;  ///< a counting current mention outside a patient's turn
  bool voiced = false;  ///< an uncertain mention with a hedge of possibility before it in its sentence
  /// first tokens of the zone mentions (of all current ones in talk without a zone)
  std::vector<std::uint32_t> zone_mentions;
  /// a symptom's zone mentions that tell how it will ease ("the fever should come down"), and
  /// whether it has a zone mention of another kind
  std::vector<std::uint32_t> settling_mentions;
  bool zone_beyond_settling = false;
};

} // namespace

// Whether token `i` lies inside a mention of a condition that is a problem of its own
// ("arthritis" in "neck pain in the setting of arthritis disc degeneration"); an allergy
// word stays a modifier ("hypersensitivity pneumonitis").
bool names_a_condition(const workspace& ws, std::size_t i) {
  const auto at = ws.tokens[i].span.start;
  const auto& rows = tables().terms.conditions();
  return std::any_of(ws.matches.begin(), ws.matches.end(), [at, &rows](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::condition && m.begin <= at && at < m.end && m.row < rows.size() &&
           !allergy_row(rows[m.row]) && !encounter_reason_row(rows[m.row]);
  });
}

std::vector<diagnosis_candidate> diagnosis_candidates(const workspace& ws) {
  const auto& terms = tables().terms;
  const auto& rows = terms.conditions();
  std::vector<accumulator> acc;
  std::unordered_map<std::uint32_t, std::size_t> index;
  const bool has_zone = ws.plan_start < ws.text.size();
  const bool spoken_turns = !ws.doc.turns.empty();  ///< a speaker's turn: talk, not a note
  std::size_t excluded_list_end = 0;  ///< one past the last cue-excluded mention's tokens
  std::vector<std::pair<std::uint32_t, std::size_t>> denied_in;  ///< (row, sentence) of a clinician's denial
  std::vector<std::pair<std::uint32_t, std::size_t>> settled_denials;  ///< (row, first token) of a denial

  for (const auto& m : ws.matches) {
    if (m.kind != terminology::concept_kind::condition || m.row >= rows.size()) {
      continue;
    }
    if (allergy_row(rows[m.row]) || encounter_reason_row(rows[m.row])) {
      continue;
    }
    auto ctx = ws.context.assess(m.begin, m.end);
    // A negative result rules out a disease, not the symptom the test was for (round 34).
    ctx.negated = ctx.negated && !(ctx.denied_by_result && symptom_row(m.row));
    const auto first_token = ws.token_at(m.begin);
    // A term that opens with a trigger's words ("history of stroke"): in "no history of stroke"
    // the trigger overlaps the term and does not scope over it, so its negation is read on the
    // words after "history of"; so is "family history of stroke", and whose condition it is.
    if (first_token + 2 < ws.tokens.size() && text::word_is(ws.text, ws.tokens[first_token], "history") &&
        text::word_is(ws.text, ws.tokens[first_token + 1], "of") && ws.tokens[first_token + 2].span.start < m.end) {
      const auto inner = ws.context.assess(ws.tokens[first_token + 2].span.start, m.end);
      ctx.negated = ctx.negated || inner.negated;
      if (inner.who != clinical::experiencer::patient) {
        ctx.who = inner.who;
      }
    }
    // "not from an infection or diabetes": ConText's short "not" reaches the first member only.
    if (ws.options.negation && !ctx.negated && negated_disjunct(ws, first_token)) {
      ctx.negated = true;
    }
    // Round 18 (dx32): "apixaban to prevent a stroke since you have atrial fibrillation": the
    // reason clause states what the patient has, over the purpose before it (its cue, its
    // hypothetical or foretold reading, below).
    const bool reason_stated = ws.options.negation && !ctx.negated && stated_as_reason(ws, first_token);
    const bool cue_excluded = ws.options.negation && !reason_stated &&
                              (not_a_problem(ws, first_token) ||
                               continues_excluded_list(ws, excluded_list_end, first_token));
    if (cue_excluded) {
      excluded_list_end = ws.token_at(m.end);
      if (excluded_list_end < ws.tokens.size() && ws.tokens[excluded_list_end].span.start < m.end) {
        ++excluded_list_end;  // the match ends inside a token
      }
    }
    std::size_t end_token = ws.token_at(m.end);
    if (end_token < ws.tokens.size() && ws.tokens[end_token].span.start < m.end) {
      ++end_token;  // the match ends inside a token
    }
    take_shared_by_patient(ws, end_token, ctx);  // review rv26: "mummy ko bhi X thi, mujhe bhi hai"
    // "the albuterol is the inhaler people use for asthma , but you don't have asthma": the
    // clinician's denial of a disease said to the patient holds for the disease's other
    // mentions in the same sentence (diagnosis_asides.cpp, `denied_to_patient`).
    const bool denied = ws.options.negation && ((ctx.negated && denied_to_patient(ws, first_token)) ||
                                                denied_by_relative(ws, end_token) ||
                                                denied_by_pronoun(ws, end_token));
    if (denied && !symptom_row(m.row) && ws.speaker_at(m.begin) != speaker::patient) {
      denied_in.emplace_back(m.row, ws.sentence_of_token[first_token]);
    }
    // "[patient] is it lyme disease ? [doctor] yes , it is": the clinician states the diagnosis
    // in the patient's words, so the question counts as the clinician's assessment of it.
    const bool confirmed_question = ws.options.negation && ws.dialogue && !ctx.negated && !ctx.historical &&
                                    ctx.who == clinical::experiencer::patient &&
                                    patient_question_confirmed(ws, first_token, m.begin);
    if (confirmed_question) {
      ctx.uncertain = false;
      ctx.hypothetical = false;
      ctx.foretold = false;  // "could this be shingles ?": the modal asks, the answer settles it
    }
    if (reason_stated && ctx.who == clinical::experiencer::patient && (ctx.hypothetical || ctx.foretold)) {
      ctx.hypothetical = false;
      ctx.foretold = false;
    }
    // A condition the clause foretells or tells the patient to watch for is not a problem
    // (clinical/context.hpp, `foretold`), unless it is also a hedge on the diagnosis.
    const bool foretold = ws.options.negation && ctx.foretold && !ctx.uncertain;
    // Round 22: a denial of the condition said after it was queried ("Admitted as ?pneumonia;
    // ... pneumonia has been excluded"): kept to settle the hedged mentions before it (below).
    if (ws.options.negation && ctx.negated && !ctx.uncertain && ctx.who == clinical::experiencer::patient &&
        ws.speaker_at(m.begin) != speaker::patient && !names_another_noun(ws, end_token)) {
      settled_denials.emplace_back(m.row, first_token);
    }
    if (ws.excluded(ctx) || foretold || allergy_sentence(ws, first_token, end_token) || cue_excluded ||
        (ws.options.negation && ruled_out_between(ws, first_token, end_token)) ||
        (ws.options.negation && ctx.hypothetical && !ctx.presupposed &&
         (test_purpose(ws, first_token, m.begin) || planned_rule_out(ws, first_token))) ||
        // "... i do appreciate an enlarged prostate ... so for your first problem of this ,
        // difficulty urinating , ...": a problem named as the topic is no examination finding,
        // however close the examination was said before it in an unpunctuated transcript.
        (ws.dialogue && exam_finding(ws, first_token, symptom_row(m.row)) && !heading_mention(ws, first_token)) ||
        (ws.options.negation && (generic_subject(ws, first_token, end_token) ||
                                 generic_people_clause(ws, first_token) ||
                                 dismissed_finding(ws, first_token, end_token, m.end))) ||
        (ws.options.negation && (modifier_of_other_noun(ws, ws.token_at(m.end)) || product_name(ws, first_token))) ||
        renamed_mention(ws, end_token, m.end) ||
        (ws.options.negation && (appositive_gloss(ws, first_token, end_token) ||
                                 renamed_in_same_block(ws, static_cast<std::size_t>(&m - ws.matches.data()), first_token, end_token) ||
                                 organ_word_specified_after(ws, static_cast<std::size_t>(&m - ws.matches.data()),
                                                            first_token, end_token))) ||
        medicine_class_prefix(ws, m.begin) || denied ||
        (ws.options.negation && (contrasted_comparison(ws, first_token, end_token) ||
                                 past_operation_reason(ws, first_token) ||
                                 antecedent_infection(ws, first_token, rows[m.row].icd10) ||
                                 injury_as_infection_site(ws, end_token, rows[m.row].icd10) ||
                                 reported_question(ws, first_token, end_token))) ||
        (ws.options.negation && contradicted_other_opinion(ws, first_token, end_token)) ||
        // A disease a test is for is suspected; a symptom ("an mri for the back pain") is the
        // complaint the test works up, and stays.
        (ws.options.negation && !symptom_row(m.row) && test_reason(ws, first_token) &&
         !heading_mention(ws, first_token)) ||
        (ws.options.negation && mild_valve_leak_read_out(ws, first_token, rows[m.row].icd10) &&
         !heading_mention(ws, first_token)) ||
        (ws.options.negation && (prn_indication(ws, first_token, symptom_row(m.row)) || other_indication(ws, first_token))) ||
        (ws.options.negation && symptom_row(m.row) && medicine_when_clause(ws, first_token)) ||
        (ws.options.negation && !confirmed_question && patient_asks_whether(ws, first_token, m.begin)) ||
        (ws.options.negation && !confirmed_question &&
         vague_category_asked(ws, first_token, end_token, rows[m.row].name)) ||
        // not a past illness the patient tells ("i had shingles last year , could this be that
        // again ? [doctor] no , ..." denies today's, not last year's)
        (ws.options.negation && ws.dialogue && !ctx.historical && ws.speaker_at(m.begin) == speaker::patient &&
         patient_suggestion_denied(ws, first_token, m.begin)) ||
        (ws.options.negation && symptom_row(m.row) && normal_variant(ws, first_token)) ||
        named_in_account_of_another(ws, first_token, rows[m.row].icd10, symptom_row(m.row)) ||  // round 22
        (ws.options.negation && (medicine_effect_told(ws, first_token) ||  // round 23: told, not had
                                 described_with_condition_in_general(ws, first_token) ||
                                 object_of_general_effect(ws, first_token) ||
                                 hedged_antecedent_infection(ws, first_token, rows[m.row].icd10) ||
                                 organ_taken_out(ws, first_token, end_token, rows[m.row].icd10) ||
                                 denied_by_non_prefix(ws, first_token))) ||  // round 24: "non-drowsy"
        (ws.options.negation && symptom_row(m.row) && state_waited_for(ws, first_token)) ||
        (ws.options.negation && rows[m.row].icd10 == "R63.4" && weight_loss_goal(ws, first_token, end_token)) ||
        // Round 16: a disease named as what a habit brings, said generically ("Smoking on top of
        // your cholesterol is asking for a heart attack"); a symptom so named (chapter R) is the
        // patient's pattern ("Climbing stairs brings on chest pain").
        (ws.options.negation && ctx.habit_outcome && !std::string_view(rows[m.row].icd10).starts_with("R"))) {
      continue;
    }
    const auto who = confirmed_question ? speaker::doctor : ws.speaker_at(m.begin);
    // A diagnosis drawn from a result in so many words is assessed wherever it is said (a
    // results visit says it first, then talks about the plan): not a sign (chapter R).
    const bool zone = ws.in_plan_zone(m.begin) || confirmed_question ||
                      (ws.options.negation && spoken_turns && has_zone && who != speaker::patient &&
                       !rows[m.row].icd10.starts_with("R") && result_statement(ws, first_token));
    // "you have a history of hypertension, which is stable on lisinopril": a past diagnosis
    // the assessment manages today is a current problem (rule 2).
    // Round 14: what a time in the past says depends on the condition's nature (an acute
    // episode then is over, a chronic condition diagnosed then goes on): diagnosis_course.cpp.
    ctx.historical = ws.options.negation ? historical_by_course(ctx, rows[m.row].icd10) : ctx.historical;
    // "since you had a dvt after your knee surgery , we'll ...": an episode given as a reason is over.
    if (ws.options.negation && !ctx.historical && past_episode_as_reason(ws, first_token) &&
        course_of(rows[m.row].icd10) == condition_course::episodic) {
      ctx.historical = true;
    }
    // "PMH: hypertension, on amlodipine": a chronic condition of the past history that its
    // clause treats with a medicine taken now goes on.
    const bool treated_past_history = ws.options.negation && ctx.historical &&
                                      ws.doc.section_at(m.begin).kind == section_kind::past_history &&
                                      course_of(rows[m.row].icd10) == condition_course::chronic &&
                                      treated_in_clause(ws, first_token, m.end);
    const bool historical = ws.options.negation && ctx.historical && !ctx.chronic &&
                            !(zone && managed_today(ws, first_token)) && !treated_past_history &&
                            !resolution_of_its_complication(ws, end_token);
    auto [it, fresh] = index.try_emplace(m.row, acc.size());
    if (fresh) {
      acc.push_back(accumulator{});
      acc.back().row = m.row;
      acc.back().order = m.begin;
    }
    auto& a = acc[it->second];
    a.history = a.history || ctx.historical || ctx.chronic ||
                ws.doc.section_at(m.begin).kind == section_kind::past_history;
    const bool certain = confirmed_question ||
        !(ws.options.negation && ((ctx.uncertain && !hedge_of_what_follows(ws, first_token, end_token)) ||
                                  hedged_alternative(ws, first_token) || hedged_term(ws, first_token) ||
                                  alerted_for(ws, first_token, end_token, rows[m.row].icd10)));
    a.certain = a.certain || certain;
    if (certain && (who == speaker::doctor || who == speaker::unknown || zone)) {
      a.confirmed_by_clinician = true;
    }
    if (!certain && who != speaker::patient && !a.opinion_of_clinician && clinician_opinion(ws, first_token)) {
      a.opinion_of_clinician = true;
    }
    if (!certain && !a.voiced && possibility_before(ws, first_token)) {
      a.voiced = true;
    }
    if (!historical) {
      a.current = true;
      a.said_by_clinician = a.said_by_clinician || who != speaker::patient;
      // "ibuprofen ... will also help with some of that fever": a symptom named only as what a
      // treatment eases is the treatment's purpose, not a problem the assessment heads.
      // The clinician's plan only: the patient's "tylenol helps with the headaches" reports the
      // symptom.
      // So is a symptom the clinician gives a cause that is no condition ("the cramps are from
      // the metformin", "the aches are from the virus"), and, in a consult's plan, a sign named
      // in a return precaution ("if the redness spreads or the fever goes up , come back"),
      // however present; only in talk (a note's lone "Return if the rash spreads" still reports
      // the rash).
      const bool purpose_only =
          (zone || !has_zone) && who != speaker::patient &&
          (!symptom_row(m.row) ? explained_organ_symptom(ws, first_token, end_token, rows[m.row].icd10) :
          (treatment_target(ws, first_token) ||
           (ws.options.negation && (symptom_given_cause(ws, first_token, end_token) ||
                                    explained_by_anaphor(ws, first_token) ||
                                    ((zone || (!has_zone && spoken_turns)) && return_precaution(ws, first_token, end_token))))));
      if (zone && !purpose_only) {
        a.in_zone = true;
      }
      // "55 M, k/c/o T2DM on Tab Glycomet, HTN on Tab Telma 40 … Impression: UTI": a note's
      // known chronic condition, or one treated in its clause with a medicine taken now, is a
      // current comorbidity the record carries, wherever the note's impression starts. Not in
      // talk, where the assessment names what the consult addressed.
      if (!spoken_turns && ws.options.negation &&
          (ctx.chronic || (course_of(rows[m.row].icd10) == condition_course::chronic &&
                           treated_in_clause(ws, first_token, m.end)))) {
        a.comorbidity = true;
      }
      if (!purpose_only) {
        a.current_beyond_purpose = true;
      }
      // Talk (a tagged turn) without an assessment zone, an excerpt, is assessed in every
      // clinician's current mention, so each may be where a symptom is explained (rule 3: "this
      // rash on your arms is contact dermatitis"); the patient's own sentence names both ("i
      // have asthma and now a cough"), and a note's list without a zone ("headache for two days
      // and hypertension") names each problem.
      if (zone || (!has_zone && spoken_turns && who != speaker::patient)) {
        a.zone_mentions.push_back(static_cast<std::uint32_t>(first_token));
        if (ws.options.negation && spoken_turns && who != speaker::patient && symptom_row(m.row) &&
            expected_to_settle(ws, end_token)) {
          a.settling_mentions.push_back(static_cast<std::uint32_t>(first_token));
        } else if (!purpose_only && who != speaker::patient) {
          a.zone_beyond_settling = true;
        }
      }
    }
    // Evidence: the first zone mention, else the first current mention, else the first.
    // Round 15: "she has an acute right middle ear infection , acute otitis media", "a
    // bacterial sinus infection so acute bacterial sinusitis": the clinician renames the
    // problem in the sentence, lay words first, then the classification's; the heading takes
    // the later, technical name (the table name's words of substance all said).
    const auto names_row_words = [&](const terminology::concept_match& mm) {
      // The name's words of substance: not its course ("Acute sinusitis" is said "acute
      // bacterial sinusitis" or "sinusitis") nor a short word.
      return words_said(ws.text.substr(mm.begin, mm.end - mm.begin), rows[mm.row].name, [](std::string_view w) {
        return w.size() < 5 || w == "acute" || w == "chronic";
      });
    };
    const bool assessing = zone || (!has_zone && spoken_turns && who != speaker::patient);
    // Not a gloss in plain words after "or", "called", "known as", "means": "acute
    // nephrolithiasis or kidney stone" keeps the clinician's first name.
    const auto glossed = [&]() {
      for (std::size_t k = first_token; k > 0 && first_token - k < 2; --k) {
        const auto& t = ws.tokens[k - 1];
        if (text::word_is(ws.text, t, "or") || text::word_is(ws.text, t, "called") || text::word_is(ws.text, t, "as") ||
            text::word_is(ws.text, t, "means") || text::word_is(ws.text, t, "meaning") ||
            text::word_is(ws.text, t, "aka")) {
          return true;
        }
      }
      return false;
    };
    const bool renamed = assessing && !historical && a.have_evidence && a.evidence_assessing && !a.evidence_names_row &&
                         ws.sentence_of_token[first_token] == a.evidence_sentence && names_row_words(m) && !glossed();
    // An injury of no named region (ICD-10 T14) first said without its site ("i think you've got
    // a little contusion right here") takes the later mention that says it ("the diagnosis is a
    // right index finger contusion"): only a site makes it a heading.
    const bool sited_later = zone && !historical && a.evidence_in_zone && a.stated.empty() &&
                             rows[m.row].icd10.starts_with("T14");
    const bool better = !a.have_evidence || (zone && !historical && !a.evidence_in_zone) || renamed || sited_later;
    if (better) {
      a.have_evidence = true;
      a.evidence_in_zone = zone && !historical;
      a.evidence = {m.begin, m.end};
      a.evidence_sentence = ws.sentence_of_token[first_token];
      a.evidence_assessing = assessing && !historical;
      a.evidence_names_row = renamed || (a.evidence_assessing && names_row_words(m));
      const auto& row = rows[m.row];
      const bool sided = sided_row(m.row);
      a.laterality = sided ? laterality_before(ws, first_token) : std::string_view{};
      a.stated.clear();
      const auto surface = lower(ws.text.substr(m.begin, m.end - m.begin));
      const bool surface_core = word_total(surface) >= 2;
      const auto span = stated_span(ws, first_token, ws.token_at(m.end), m.end, sided);
      // Round 24 (dx40): a side said after the condition and its site ("cataracts in both
      // eyes", "a tear of the meniscus on the right").
      if (sided && a.laterality.empty()) {
        a.laterality = laterality_after(ws, first_token, ws.token_at(std::max(span.end, m.end)));
      }
      const bool extended = span.start < m.begin || span.end > m.end;
      // A renaming takes the table's name: the clinician's words vary around it ("a stomach bug
      // viral gastroenteritis" is the row's "Acute gastroenteritis").
      if (!renamed && m.source == terminology::match_source::term && (extended || (symptom_row(m.row) && surface_core))) {
        std::string name = without_hesitations(lower_but_site_codes(ws.text.substr(span.start, m.begin - span.start)));
        // The words said, unless they are an abbreviation ("uncontrolled htn") or the
        // display name itself up to a plural ("recurrent kidney stones" → kidney stone).
        // (and its plural in capitals, "URTIs": probe round 18; the name without its number,
        // "covid": round 22)
        const bool abbreviation = said_as_abbreviation(ws.text.substr(m.begin, m.end - m.begin), surface, row.name);
        const bool same_words = same_singular_words(surface, row.name);
        // Review rv23: a lay synonym that shares no word with the row's name, said with the kind
        // of germ ("a bacterial sinus infection" for Acute sinusitis, "a viral chest infection"),
        // keeps the germ but takes the row's name: the lay words are no clinical name. Only with
        // the germ's kind: a first version for every modifier renamed "recurrent lung
        // infections" and "lumbar strain", which clinicians write as they are. Review rv27: and
        // a one-word lay word for a one-word name ("anterior nosebleeds" is Epistaxis).
        const auto said_before = words_of(name);
        const bool germ_kind = std::any_of(said_before.begin(), said_before.end(), [](const std::string& w) {
          return w == "bacterial" || w == "viral" || w == "fungal";
        });
        const bool lay_synonym = (extended && !abbreviation && symptom_row(m.row) && one_word_lay_synonym(surface, row.name)) ||
                                 (germ_kind && surface_core && !symptom_row(m.row) && shares_no_word(surface, row.name));
        const bool said = (surface_core || (extended && !abbreviation)) && !same_words && !lay_synonym;
        if (lay_synonym) {
          name = modifiers_into_name(without_words_of(name, lower(row.name)), lower(row.name));
        } else {
          if (!said) {
            // An abbreviation spelled out by the table's name keeps a modifier the name already
            // has once ("acute inferior wall MI" is not "acute inferior wall acute myocardial …").
            name = without_words_of(name, lower(row.name));
          }
          name.append(said ? surface : lower(row.name));
        }
        name.append(site_after(ws.text.substr(m.end, span.end - m.end)));
        a.stated = std::move(name);
      }
    }
    // The latest mention decides whether a condition named earlier as current ("how are the
    // migraines ?") has since been said to be over ("so your migraines have resolved").
    if (m.begin >= a.last_mention) {
      a.last_mention = m.begin;
      a.last_resolved = ws.options.negation && historical && resolved_after(ws, end_token);
    }
    if ((zone || (!has_zone && spoken_turns)) && !historical && heading_mention(ws, first_token)) {
      a.heading = true;
    }
  }

  std::vector<diagnosis_candidate> out;
  /// per candidate: a symptom's settling mentions when the zone names it in no other way
  std::vector<std::vector<std::uint32_t>> settling(acc.size());
  for (const auto& a : acc) {
    const auto& row = rows[a.row];
    diagnosis_candidate c;
    c.listed = has_zone ? a.in_zone || a.comorbidity : a.current && a.current_beyond_purpose;
    // Every assessing mention stands in a sentence that denies the patient has it.
    if (c.listed && !denied_in.empty() && !a.zone_mentions.empty() && !a.comorbidity &&
        std::all_of(a.zone_mentions.begin(), a.zone_mentions.end(), [&](std::uint32_t t) {
          const std::pair<std::uint32_t, std::size_t> key{a.row, ws.sentence_of_token[t]};
          return std::find(denied_in.begin(), denied_in.end(), key) != denied_in.end();
        })) {
      c.listed = false;
    }
    // Round 22: a condition only ever queried, then denied (diagnosis_asides.cpp).
    if (c.listed && !a.certain && settled_by_later_denial(ws, a.row, a.last_mention, settled_denials)) {
      c.listed = false;
    }
    // A row of the generated WHO ICD-10 table (no curated name) is a heading only when the
    // clinician states it certainly: the long tail of the classification is where a
    // possibility talked over ("you might have lyme disease") would otherwise be listed.
    // The clinician's own opinion ("i think you have spinal stenosis", "this is most likely a
    // stress fracture") is how an assessment is said, and counts as stating it.
    if (a.row >= terms.curated_conditions() && !(a.certain && a.confirmed_by_clinician) && !a.opinion_of_clinician) {
      c.listed = false;
    }
    // An injury of unspecified region (ICD-10 T14) is a heading only with its site said; a
    // bite names its cause ("a tick bite"), which is specific enough without one.
    if (row.icd10.starts_with("T14") && a.stated.empty() && !row.name.ends_with(" bite")) {
      c.listed = false;
    }
    c.heading = a.heading;
    c.history = a.history;
    c.current = a.current;
    if (!a.stated.empty()) {
      auto stated = a.stated;
      stated.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(stated.front())));
      const auto l = lower(stated);
      const bool has_side = l.find("right") != std::string::npos || l.find("left") != std::string::npos ||
                            l.find("bilateral") != std::string::npos;
      c.fact.name = has_side ? stated : with_laterality(stated, a.laterality);
    } else {
      c.fact.name = with_laterality(row.name, a.laterality);
    }
    c.fact.icd10 = std::string(row.icd10);
    c.fact.snomed = std::string(row.snomed);
    // A symptom is what the patient feels: said plainly by the patient ("[patient] i have a
    // headache") it is confirmed; a diagnosis only the patient names waits on the clinician.
    c.fact.status = (a.certain && (a.confirmed_by_clinician || symptom_row(a.row))) ? "confirmed" : "provisional";
    c.fact.evidence = a.evidence;
    c.symptom = symptom_row(a.row);
    c.display = std::string(row.name);
    c.mentions = a.zone_mentions;
    c.patient_only = ws.dialogue && !a.said_by_clinician;
    c.possibility_only = !a.certain && !a.opinion_of_clinician && a.voiced;
    if (!a.zone_beyond_settling) {
      settling[out.size()] = a.settling_mentions;
    }
    out.push_back(std::move(c));
  }
  explain_symptoms_by_diagnoses(ws, out, settling);
  // A condition whose latest mention says it has resolved ("how are the migraines ? ... so
  // your migraines have resolved", "how is your hepatitis c ? ... hepatitis c is cured") is
  // over, and so is a generic row named before it ("here for your anemia follow-up ? ... your
  // iron deficiency anemia has resolved"): the earlier current mention was the topic, not a
  // problem (review round 4).
  for (std::size_t i = 0; i < acc.size(); ++i) {
    if (!acc[i].last_resolved) {
      continue;
    }
    out[i].listed = false;
    const auto resolved_words = words_of(out[i].display);
    for (std::size_t j = 0; j < acc.size(); ++j) {
      if (j == i || acc[j].last_mention > acc[i].last_mention) {
        continue;
      }
      const auto mine = words_of(out[j].display);
      out[j].listed = out[j].listed && !(mine.size() < resolved_words.size() &&
                                         std::all_of(mine.begin(), mine.end(), [&](const std::string& w) {
                                           return std::find(resolved_words.begin(), resolved_words.end(), w) !=
                                                  resolved_words.end();
                                         }));
    }
  }
  drop_unsited_injuries_said_back(ws, out);
  drop_heads_said_back(ws, out);  // round 21: "pancreatic cancer ... the cancer"; "migraines ... headaches"
  explain_defining_symptoms(out);
  drop_forms_of_listed_diseases(out);
  drop_generic_rows(out);
  return out;
}

std::vector<diagnosis_fact> select_diagnoses(const std::vector<diagnosis_candidate>& candidates,
                                             bool include_symptoms) {
  std::vector<diagnosis_fact> out;
  for (const auto& c : candidates) {
    if (!c.listed || (c.symptom && c.explained && !include_symptoms)) {
      continue;
    }
    // Two rows can read the same words ("foot pain"): one item per name.
    const auto key = lower(c.fact.name);
    if (std::none_of(out.begin(), out.end(), [&key](const auto& d) { return d.name.size() == key.size() && lower(d.name) == key; })) {
      out.push_back(c.fact);
    }
  }
  return out;
}

std::vector<std::string> affirmed_symptoms(const std::vector<diagnosis_candidate>& candidates) {
  std::vector<std::string> out;
  for (const auto& c : candidates) {
    if (c.symptom && c.current) {
      out.push_back(c.display);
    }
  }
  return out;
}

} // namespace cxs::domain::extraction::detail
