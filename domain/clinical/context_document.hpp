#pragma once
// Internal to clinical/context*.cpp: the prepared document behind `context_document` —
// tokens, sentences with their sections and turns, and the trigger occurrences found in
// each sentence. context_document.cpp builds it, context.cpp assesses mentions;
// context_answer_turns.cpp reads a reply turn and the question it answers, and
// context_answers.cpp holds the dialogue rules (a question takes its polarity from the
// answer) and clause cues.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/clinical/context.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/clinical/context_reread_words.hpp"
#include "domain/clinical/context_tokens.hpp"
#include "domain/text/words.hpp"

namespace cxs::domain::clinical {
namespace context_detail {

// A trigger found in a sentence: tokens [b, e).
struct occurrence {
  std::size_t b = 0;
  std::size_t e = 0;
  std::uint32_t effects = 0;
  scope dir = scope::none;
  std::uint8_t ahead = 0;   // words it reaches forward (pre-trigger use)
  std::uint8_t behind = 0;  // words it reaches back (post-trigger use)
};

// A bit per group of clause-frame words (the f_* constants below). 128 bits: 0-63 were all
// taken by 2026-11-30 (rv35 filled 57-63); a new group takes the next free bit (65 and up). The
// mask is only ever or-ed, and-ed and compared with 0, which GCC and Clang do in two registers.
__extension__ typedef unsigned __int128 frame_cue_bits;

// A sentence: its tokens, the turn and section it lies in, and its trigger occurrences.
struct sentence {
  std::size_t b = 0;  // first token
  std::size_t e = 0;  // one past the last token
  int turn = -1;
  section_kind section = section_kind::none;
  bool question = false;  // ends with "?"
  std::size_t occ_b = 0;  // its occurrences in impl::occs
  std::size_t occ_e = 0;
  std::size_t instruction = 0;  // one past the imperative verb that opens it; 0 if none
  frame_cue_bits frame_cues = 0;  // the f_* groups of clause-frame words it holds (context_frames.cpp)
  bool has_time = false;         // an e_time occurrence (a time in the past; round 14)
};

// The word groups the clause frames need (context_frames.cpp): a frame runs only for a
// mention in a sentence that holds a word of its group (`frame_cue_bits`).
inline constexpr frame_cue_bits f_belief = frame_cue_bits{1} << 0;       // think, believe, doubt
inline constexpr frame_cue_bits f_explanation = frame_cue_bits{1} << 1;  // cause, reason, problem, ...
inline constexpr frame_cue_bits f_conditional = frame_cue_bits{1} << 2;  // if, should
inline constexpr frame_cue_bits f_without = frame_cue_bits{1} << 3;      // without
inline constexpr frame_cue_bits f_prospect = frame_cue_bits{1} << 4;     // testing verbs, signs of, fear words
inline constexpr frame_cue_bits f_people = frame_cue_bits{1} << 5;       // an indefinite person, a group
inline constexpr frame_cue_bits f_ended = frame_cue_bits{1} << 6;        // ended, well, since, until
inline constexpr frame_cue_bits f_meaning = frame_cue_bits{1} << 7;      // mean, indicate, signal (round 13)
inline constexpr frame_cue_bits f_teaching = frame_cue_bits{1} << 8;     // explained, discussed, counselled
inline constexpr frame_cue_bits f_effect = frame_cue_bits{1} << 9;       // effect, risk, complication
inline constexpr frame_cue_bits f_evidence = frame_cue_bits{1} << 10;    // nothing, none (as a subject)
inline constexpr frame_cue_bits f_change = frame_cue_bits{1} << 11;      // turns, progresses, become (round 14)
inline constexpr frame_cue_bits f_shield = frame_cue_bits{1} << 12;      // keep, protect, shield, spare (round 15)
inline constexpr frame_cue_bits f_considered = frame_cue_bits{1} << 13;  // considered, thought, wondered, list (round 15)
inline constexpr frame_cue_bits f_future = frame_cue_bits{1} << 14;      // road, line, future, long, next (round 15)
// Round 16 (context_subject.cpp): a rule runs only for a sentence that holds a word of its group.
inline constexpr frame_cue_bits f_subject = frame_cue_bits{1} << 15;   // used, longer, only (a predicate of the subject)
inline constexpr frame_cue_bits f_generic = frame_cue_bits{1} << 16;   // dangerous, fatal, contagious (a generic predicate)
inline constexpr frame_cue_bits f_cleft = frame_cue_bits{1} << 17;     // avoid, prevent, catch, screen, watch (a cleft's verb)
inline constexpr frame_cue_bits f_label = frame_cue_bits{1} << 18;     // a colon after a word (a label that may deny its list)
inline constexpr frame_cue_bits f_habit = frame_cue_bits{1} << 19;     // smoking, taking, drinking (a habit as a subject)
// Round 29 (context_defaults.cpp): a class default runs only for a sentence that holds a word of its group.
inline constexpr frame_cue_bits f_supposing = frame_cue_bits{1} << 20;  // will, may, could, if, unless, prevent, case, so
inline constexpr frame_cue_bits f_summary = frame_cue_bits{1} << 21;    // since, recurrence, back, resolved, healed
// Round 31 (context_defaults_generic.cpp).
inline constexpr frame_cue_bits f_general = frame_cue_bits{1} << 22;  // tends, spreads, caused, common, can, shows, runs
inline constexpr frame_cue_bits f_terms = frame_cue_bits{1} << 23;    // payable, benefit, insured, insurance, policy
inline constexpr frame_cue_bits f_anyone = frame_cue_bits{1} << 24;   // anyone, anybody, everyone, whoever, any, every
// spd23 (context_defaults_past.cpp): a participle of a repair or cure (removed, excised, drained).
inline constexpr frame_cue_bits f_fixed = frame_cue_bits{1} << 25;
// Round 32 (context_defaults_foretold.cpp): likely, catch, detect, mat, can, could, may, might.
inline constexpr frame_cue_bits f_foretold = frame_cue_bits{1} << 26;
// Round 33 (context_defaults_history.cpp): "no longer", "gone", a bound ("until", "till"), an age
// (frame_vocab::history_cues); a verb of treatment or "caught" (treatment_cues); a word of a return
// ("back", "again", "worsened", "relapse", "phir": return_cues); a delivery (delivery_cues).
inline constexpr frame_cue_bits f_history = frame_cue_bits{1} << 27;
inline constexpr frame_cue_bits f_treated = frame_cue_bits{1} << 28;
inline constexpr frame_cue_bits f_return = frame_cue_bits{1} << 29;
inline constexpr frame_cue_bits f_delivery = frame_cue_bits{1} << 30;
// Round 34 (context_defaults_negation.cpp): frame_vocab::negation_cues.
inline constexpr frame_cue_bits f_negation = frame_cue_bits{1} << 31;
// Round 35 (context_defaults_advice.cpp): frame_vocab::advice_cues.
inline constexpr frame_cue_bits f_advice = frame_cue_bits{1} << 32;
// Round 36 (context_defaults_closing.cpp; bits from 40, ctx36 takes them from 32):
// frame_vocab::closing_cues (an end in a later clause with its subject left out, or a treatment in
// use now).
inline constexpr frame_cue_bits f_closing = frame_cue_bits{1} << 40;
// Round 38 (context_form_values.cpp): a checklist's bare value ("no", "N", "nil", "none") or a
// bracket pair with nothing but a mark between ("(-)"); the rule asks for it before it runs.
inline constexpr frame_cue_bits f_item_value = frame_cue_bits{1} << 64;
// The groups of the clause frames that an item of a list may take from its first (round 16).
inline constexpr frame_cue_bits f_frames = (frame_cue_bits{1} << 15) - 1;

// A speaker turn: who speaks, and its sentences.
struct turn_info {
  role speaker = role::none;
  std::size_t first_sentence = 0;
  std::size_t end_sentence = 0;  // one past the last
};

// How a turn answers a yes/no question.
enum class answer_kind : std::uint8_t { none, negative, positive, other };

// Bit (key & 1023) of the token key of each word at which a clause cue may start away from
// a sentence's start (context_clauses.cpp): find_triggers calls clause_trigger only at those
// words, a year, a Hindi future's shape, or a sentence's first word.
const std::array<std::uint64_t, 16>& clause_word_bits();

}  // namespace context_detail

// See context.hpp: prepared once per text, then queried by `assess`.
struct context_document::impl {
  using ctoken = context_detail::ctoken;
  using sentence = context_detail::sentence;
  using turn_info = context_detail::turn_info;
  using occurrence = context_detail::occurrence;
  using answer_kind = context_detail::answer_kind;
  using tok_kind = context_detail::tok_kind;
  using frame_cue_bits = context_detail::frame_cue_bits;

  std::string_view text;
  std::string arena;  // the normalised forms of all tokens (declared before `toks`)
  std::vector<ctoken> toks;
  std::vector<int> sentence_of;  // per token; -1 for headers, newlines, turn markers
  std::vector<sentence> sentences;
  std::vector<turn_info> turns;
  std::vector<occurrence> occs;
  bool dialogue = false;
  /// Round 17: the informant is the patient's relative ("Phone call from the patient's
  /// daughter:", "Caller: mother.", "Daughter phoned"): the kin words that name the patient from
  /// the informant's side (proxy_child: the informant is a son or daughter, so "dad", "her
  /// mother" is the patient; proxy_parent: a parent, so "the baby", "her son"; proxy_spouse_*).
  std::uint8_t proxy = 0;
  static constexpr std::uint8_t proxy_child = 1;
  static constexpr std::uint8_t proxy_parent = 2;
  static constexpr std::uint8_t proxy_wife = 4;
  static constexpr std::uint8_t proxy_husband = 8;
  /// Review rv35: a call's tag names no caller and the call opens on a kin word as the Hindi
  /// experiencer ("[phone] Mummy ko ..."): that kin word (`called_kin`) names the patient.
  static constexpr std::uint8_t proxy_called_kin = 16;
  std::string called_kin;
  void find_informant();
  /// Round 36 (context_caller_tag.cpp): a call's opening tag naming the caller's kin ("[beti ka
  /// phone]", "[daughter, phone]") sets `proxy` as find_informant does for prose.
  void find_caller_tag();
  void find_called_kin(std::size_t close);
  /// Round 17: only years in a bracket right after the mention's last token t1 ("(2019, 2021)").
  [[nodiscard]] bool bracketed_years(const sentence& s, std::size_t t1) const;
  /// Whether the kin word w names the patient as the informant calls them.
  [[nodiscard]] bool names_patient_by_proxy(std::string_view w) const;

  impl(std::string_view t, const text::word_scan& words);
  void segment();
  void find_triggers(sentence& s);
  /// Trigger occurrences at word k that are not lexicon phrases (context_clauses.cpp): adds
  /// them to `occs`; returns true (with k moved past them) when they consumed the words.
  /// Round 10's time rules at an age ("at twelve") or a long period ("not troubled her in
  /// years"); `groups` are the word's clause groups.
  bool age_or_quiet_period(const sentence& s, std::size_t& k, std::uint8_t groups);
  bool clause_trigger(const sentence& s, std::size_t& k);
  /// clause_trigger's two families, in its order: times, ages and sentence openers
  /// (context_clauses.cpp), then the mood of the clause (context_clause_mood.cpp).
  bool time_or_opener_trigger(const sentence& s, std::size_t& k, std::uint8_t groups);
  bool mood_trigger(const sentence& s, std::size_t& k, std::uint8_t groups);
  /// Hindi puts the negation last in its clause (SOV): "nahi" reaches back within its clause,
  /// never over a verb ("sir dard hai ab ulti nahi" denies only the vomiting), and after an
  /// emphatic "bhi/bilkul" to the clause's start ("ulti to ek dafa bhi nahi aayi").
  void scope_hindi_negations(const sentence& s);
  /// Whether a Hindi negation ending at token `e` says the past before a subjectless "ab"
  /// clause of onset ("Pehle headache nahi tha, ab roz hota hai"; round 22).
  [[nodiscard]] bool onset_after_past_negation(const sentence& s, std::size_t e) const;
  /// Whether the mention at t0 lies in an instruction to the patient ("Call us for any
  /// chest pain", "Report numbness or tingling", "Watch out for dehydration"): a sentence
  /// opened by an imperative verb names what may come, unless the mention is determined
  /// ("your cough", "the rash") or the reason a treatment is given ("take paracetamol for
  /// fever").
  [[nodiscard]] bool instruction_outcome(const sentence& s, std::size_t t0) const;
  /// Review rv23: whether sentence si opens a clinician's turn that answers the patient's
  /// question of what to watch for ("what should I look out for?" / "mostly wound infection,
  /// redness, fever"): the answer lists warning signs, not findings.
  [[nodiscard]] bool answers_what_to_watch_for(std::size_t si) const;
  /// Finds the imperative verb that opens sentence s, once (sentence::instruction).
  void mark_instruction(sentence& s) const;
  /// The section a label [b, e) names by its words when it is not a listed header: a past
  /// modifier with a head of illness ("Childhood illnesses:", "Previous problems:") is past
  /// history; a family word with one ("Family diseases:") family history.
  [[nodiscard]] std::optional<context_detail::section_kind> header_by_words(std::size_t b, std::size_t e) const;
  /// A label of the present visit ("Complaint:", "Main concern:"): the current section.
  [[nodiscard]] std::optional<context_detail::section_kind> present_header_by_words(std::size_t b,
                                                                                    std::size_t e) const;
  [[nodiscard]] std::size_t words_between(std::size_t from, std::size_t to) const;
  [[nodiscard]] bool reports_on_patient(std::string_view label, std::size_t first) const;
  [[nodiscard]] bool reports_a_finding(std::size_t k) const;
  /// Probe round 17: the words [from, to) between a short negation and a mention beyond its
  /// reach are a disjunction whose first member it reaches ("isn't a stroke or an inner ear
  /// infection"): an "or"/"nor" with at most an article and one word after it, the first member starting
  /// within `reach` words, nothing but words and commas between.
  [[nodiscard]] bool negated_disjunct(std::size_t from, std::size_t to, std::size_t reach) const;
  [[nodiscard]] bool is_word(std::size_t k, std::string_view w) const {
    return k < toks.size() && toks[k].kind == tok_kind::word && toks[k].norm == w;
  }
  void drop_interrupting_fillers();
  [[nodiscard]] answer_kind classify_answer(const sentence& s) const;
  /// Round 32 (context_answer_forms.cpp): classify_answer, and for a reply of no spoken answer a
  /// bracketed aside or a form's "skipped" (not answered: clears `answered`) or a gesture.
  [[nodiscard]] answer_kind reply_after_question(std::size_t si, bool* answered) const;
  [[nodiscard]] answer_kind answer_phrase_at(std::size_t k, std::size_t e, std::size_t* len) const;
  [[nodiscard]] answer_kind corrected_answer(const sentence& s, std::size_t k, answer_kind kind) const;
  [[nodiscard]] bool yes_no_question(const sentence& s, bool* wh, std::size_t* asked_from = nullptr) const;
  /// How the question of sentence si is answered; `answer_sentence`, when given, receives
  /// the answer's sentence.
  [[nodiscard]] answer_kind answer_to(std::size_t si, bool punctuated, bool* answered,
                                      std::size_t* answer_sentence = nullptr) const;
  /// Whether sentence si places something in the past ("yes, as a kid", "haan, bachpan
  /// mein") and says nothing current or negative.
  [[nodiscard]] bool dated_in_past(std::size_t si) const;
  /// Whether sentence s opens with "when" after fillers ("so when was your last seizure?").
  [[nodiscard]] bool opens_with_when(const sentence& s) const;
  /// A patient's question whether the mention at t0 is the diagnosis ("do i have X?").
  [[nodiscard]] bool diagnosis_question(const sentence& s, std::size_t t0) const;
  [[nodiscard]] bool duration_after(const sentence& s, std::size_t t1) const;
  /// Whether tokens [b, e) are list items: comma-separated runs of at most three words,
  /// none a verb that starts a clause ("hai", "is", "has").
  [[nodiscard]] bool list_gap(std::size_t b, std::size_t e) const;
  [[nodiscard]] bool tag_question(const sentence& s) const;
  /// A restrictive answer ("just some nausea") to a list question that names another item of
  /// the question but not the mention (whose last token is t1): the mention is denied.
  [[nodiscard]] bool answer_names_only_others(const sentence& q, std::size_t answer_si, std::size_t t1) const;
  // "[doctor] any fever or chills? [patient] chills, no fever": the answer names the item
  // with a negator of its own.
  [[nodiscard]] bool answer_denies_item(std::size_t answer_si, std::size_t t1) const;
  /// Whether the answer affirms with a detail and no negator of its own ("yes, when i climb
  /// stairs"; not "yes, no chest pain", nor a bare "yes").
  [[nodiscard]] bool answer_adds_affirming_detail(std::size_t answer_si) const;
  /// Review rv21 (context_sentence_marks.cpp): a note's query of a finding's quality after a
  /// comma ("Rash spreading, non-blanching?") asks the quality, not the finding ending at t1.
  [[nodiscard]] bool queries_only_a_quality(const sentence& s, std::size_t t1) const;
  /// A yes/no question opened by "no" about one item ("no headaches?"): a "yes" affirms it.
  [[nodiscard]] bool negative_question(const sentence& s) const;
  /// Round 38 (context_answer_turns.cpp): a reply sentence that holds the answer back ("um, let
  /// me think...", an echo of the question "a fit?"): the answer is in the sentence after it.
  [[nodiscard]] bool holds_the_answer_back(const sentence& a) const;
  [[nodiscard]] bool field_negated(const sentence& s, std::size_t t1) const;
  /// Round 38 (context_form_values.cpp): a checklist item [t0, t1] denied by a bare value that
  /// closes it ("diabetes no.", "Hypertension N;") or a "(-)" mark before it.
  [[nodiscard]] bool item_value_negated(const sentence& s, std::size_t t0, std::size_t t1) const;
  // Round 27: the field's own value says yes ("Eczema - Y", "Asthma: yes"), whatever "no" of the
  // field before reaches over it ("Epilepsy: no  Eczema: yes").
  [[nodiscard]] bool field_affirmed(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 16 (context_subject.cpp): the mention opens its clause with no determiner ("Angina
  /// used to ...", "because rabies ... is fatal").
  [[nodiscard]] bool bare_subject(const sentence& s, std::size_t t0) const;
  /// Round 16: a past habit or an end said of the mention as the subject ("Angina used to come
  /// on at 200 metres", "Gastritis is no longer troubling him").
  [[nodiscard]] bool subject_ended(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 16: a generic predicate of danger of the bare subject ("hypoglycaemia at the wheel
  /// is dangerous", "measles is contagious").
  [[nodiscard]] bool generic_predicate(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Review rv27: a bare or indefinite condition as the subject of a modal "explain" or "account
  /// for" ("A UTI would explain her confusion"): offered as a hypothesis. Not a definite or owned
  /// one ("her anaemia would explain the tiredness") nor the indicative ("the UTI explains it").
  [[nodiscard]] bool offered_explanation(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Probe round 17: a bare condition as the subject of a present verb of harm to an organ, a
  /// risk or an indefinite outcome ("Years of high sugar damage the kidneys", "Obesity raises
  /// the risk of diabetes"): a general statement. Not "Hypertension causes her headaches".
  [[nodiscard]] bool generic_harm(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 16: the mention is the goal of a pseudo-cleft whose clause averts or screens for it
  /// ("osteoporosis is what we want to stay ahead of", "is how we catch cervical cancer early").
  [[nodiscard]] bool cleft_aversion(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 16: the sentence's subject is a habit or an exposure (a gerund, or "every ... of" a
  /// gerund) and the mention follows its present verb with no person's pronoun between.
  [[nodiscard]] bool habit_outcome(const sentence& s, std::size_t t0) const;
  /// Round 16: the first item of a coordinated list that ends at the mention and opens after a
  /// preposition or a word of examples ("about calcium and osteoporosis", "incl. mouth ulcers,
  /// neutropenia"): its first token, its last in head_last; t0 when there is none.
  [[nodiscard]] std::size_t list_head(const sentence& s, std::size_t t0, std::size_t& head_last) const;
  /// Round 16: the mention is an item of the list after a label that denies it ("Neg: dysuria,
  /// haematuria", "Ruled out: appendicitis (normal USG), UTI"): the label's colon, with only
  /// the list's items, commas and brackets between it and the mention.
  [[nodiscard]] bool under_negative_label(const sentence& s, std::size_t t0) const;
  /// Round 17: what a label before the mention's list says of its items. Besides round 16's
  /// opening negative labels ("Neg:"), a label of up to six words opening its clause, closed by
  /// ":" or a spaced dash, whose participle excludes ("Diagnoses excluded during this
  /// admission:", "Considered and excluded:") denies them, and one whose participle ends them
  /// ("Issues now resolved - hyponatraemia, constipation") makes them past. Not with a word of
  /// doubt in the label ("Not yet excluded:", "Cannot be excluded:"). A label naming relatives
  /// as a class or a side of the family ("illnesses in relatives:", "mum's side - ...") gives
  /// its items to the family.
  enum class label_reading : std::uint8_t { none, denies, ended, family };
  [[nodiscard]] label_reading list_label(const sentence& s, std::size_t t0) const;
  /// A spaced dash (" - ", " – ") in the text between the words at k - 1 and k.
  [[nodiscard]] bool dash_between(std::size_t k) const;

  // Clause frames (context_frames.cpp): the context a clause's shape gives a mention.
  /// The f_* groups of the frame words in sentence s.
  [[nodiscard]] frame_cue_bits frame_cues(const sentence& s) const;
  /// A definite determiner right before the mention at t0 ("the rash", "your cough"): the
  /// speaker takes the condition as there.
  [[nodiscard]] bool definite_before(const sentence& s, std::size_t t0) const;
  /// The first token of the clause holding t0 (after ",", ";", ":", "but", "however").
  [[nodiscard]] std::size_t clause_begin(const sentence& s, std::size_t t0) const;
  /// A definite mention ("the rash", "your cough") with a predicate of change after it ("if
  /// the rash spreads", "has the swelling gone down?", "the cough is not better"): the
  /// predicate (pointing into a static list) when the frame holds, else null. The change
  /// presupposes the condition is there now.
  [[nodiscard]] const std::string_view* definite_change(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Review rv23: whether a definite subject is said to be "still there" after the mention ("no
  /// fever, the cough is still there"): there now, as a predicate of change says (not asked).
  [[nodiscard]] bool still_there(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Whether a change predicate ends the condition ("gone", "cleared"), so a "yes" resolves it.
  [[nodiscard]] static bool ending_predicate(std::string_view predicate);
  /// The mention is the predicate of a complement clause under a negated belief ("I don't
  /// think this is gout", "I doubt it's a UTI", "I don't think you have diabetes").
  [[nodiscard]] bool negated_belief(const sentence& s, std::size_t t0) const;
  /// The mention is the subject of the complement under a negated belief ("I don't think the
  /// sciatica is serious"): the belief's negation is not the mention's.
  [[nodiscard]] bool belief_subject(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// A definite mention in the consequent of a sentence-initial "if" ("If you have a fever,
  /// the tonsillitis is probably bacterial"): the conditional ended at its comma.
  [[nodiscard]] bool definite_consequent_subject(const sentence& s, std::size_t t0) const;
  /// An answer opened by "not" that is no hedge ("not for years", "not anymore").
  [[nodiscard]] bool answer_leads_with_not(std::size_t answer_si) const;
  /// Whether the answer to sentence `si` opens with the condition's end ("it's gone").
  [[nodiscard]] bool answer_says_gone(std::size_t si, bool punctuated) const;
  /// A testing verb with the patient as object before "for" ("checking her for anemia").
  [[nodiscard]] bool tested_for(const sentence& s, std::size_t t0) const;
  /// "signs of X include ...": the condition described, not found.
  [[nodiscard]] bool described_signs(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// A fear of what may come ("afraid of getting a heart attack").
  [[nodiscard]] bool feared(const sentence& s, std::size_t t0) const;
  /// An indefinite person or a group as the subject that has it ("a child in her class has").
  // Round 18: how many words from `at` say a year as it is spoken ("twenty fifteen"); 0 if none.
  [[nodiscard]] std::size_t spoken_year_words(const sentence& s, std::size_t at) const;
  // Round 18: a past verb anywhere in the sentence before token k (context_frames_endings.cpp).
  [[nodiscard]] bool past_before(const sentence& s, std::size_t k) const;
  // Round 18: "she has a fever herself" after someone other than the patient is named.
  [[nodiscard]] bool reflexive_of_another(const sentence& s, std::size_t t0, std::size_t t1) const;
  // Round 18: "thought it was X" (context_frames.cpp).
  [[nodiscard]] bool thought_it_was(const sentence& s, std::size_t t0) const;
  [[nodiscard]] bool someone_else_has(const sentence& s, std::size_t t0) const;
  /// A later clause of the sentence ends it ("..., but that has lifted", "had X but fine now").
  [[nodiscard]] bool ended_later(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 28: the mention as the subject of a past verb of ending with no object ("that
  /// depression lifted with the counselling").
  [[nodiscard]] bool subject_of_ending(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 28: "became normal", "went back to normal", "normalised" at token j.
  [[nodiscard]] bool back_to_normal(const sentence& s, std::size_t j) const;
  /// Round 28: a time to come before the mention in its clause ("the worry down the line is X").
  [[nodiscard]] bool future_time_before(const sentence& s, std::size_t t0) const;
  /// Round 28: "A rash that doesn't fade ... could be X": a sign said in general, then a modal copula.
  [[nodiscard]] bool generic_sign_subject(const sentence& s, std::size_t t0) const;
  /// Round 28: the words of a share of a group with its noun left out ("a small number have").
  [[nodiscard]] std::size_t elided_share(const sentence& s, std::size_t k) const;
  /// Round 28: marks the share of a group that goes on after the group's clause ends at `x`.
  void share_goes_on(const sentence& s, std::size_t x);
  /// Round 25 (ctx26): "told he had X, but the echo was normal": a told diagnosis not borne out.
  [[nodiscard]] bool told_then_normal(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 24: "the palpitations i had went away": a definite head, the speaker's clause of having
  /// it, then an ending (context_frames_endings.cpp).
  [[nodiscard]] bool ended_after_relative(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "X until <a past event>": it ended then ("until her tonsils came out").
  [[nodiscard]] bool ended_until(const sentence& s, std::size_t t1) const;
  /// "since her last X": the last one lies back in the past.
  [[nodiscard]] bool since_last(const sentence& s, std::size_t t0) const;
  /// The mention is denied as the explanation ("pneumonia is not the cause").
  [[nodiscard]] bool identity_denied(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// The mention is the predicate of a conditional's consequent ("If you feel shaky, that is
  /// hypoglycemia").
  /// Round 19: a modal outcome the mention is, with a supposition after it in its clause ("you
  /// could have a stroke if we don't bring it down", "may end up with diabetes unless ...").
  [[nodiscard]] bool outcome_before_condition(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 19: a reason clause naming what the supposed sign would be, after a conditional
  /// anywhere before it in the sentence ("ring 999 if he becomes drowsy, as it could be sepsis",
  /// "call an ambulance should his face droop, as that would be a stroke"): a warning.
  [[nodiscard]] bool reasoned_consequent(const sentence& s, std::size_t t0) const;
  /// The words after an "if" at token k hedge the speaker ("if I had to guess", "if you ask me").
  [[nodiscard]] bool speaker_hedge(std::size_t k) const;
  [[nodiscard]] bool conditional_consequent(const sentence& s, std::size_t t0) const;
  /// Round 24: ", that's X" naming the event of a foretold clause before the comma ("the lips can
  /// swell up on this , that's angioedema"; context_frames_conditional.cpp).
  [[nodiscard]] bool names_foretold_clause(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// The mention lies in a clause opened by an inverted "should" ("Should you become short of
  /// breath, ...").
  [[nodiscard]] bool inverted_conditional(const sentence& s, std::size_t t0) const;
  /// "without" before the mention under a negated ability in one clause ("cannot lie flat
  /// without shortness of breath"): a necessity, not a denial.
  [[nodiscard]] bool without_under_inability(const sentence& s, std::size_t t0) const;
  // Round 13's frames (context_frames.cpp).
  /// A possibility modal and a verb of meaning before the mention ("could mean a stroke",
  /// "may be a sign of X"): 0 when not; 1 when its subject is indefinite ("A drooping face
  /// could mean a stroke") or a relative clause on a hypothetical antecedent ("report any
  /// yellow eyes, which could mean jaundice"): a warning, hypothetical; 2 otherwise ("This
  /// rash could mean shingles"): a hedge on a diagnosis, uncertain.
  [[nodiscard]] int possible_meaning(const sentence& s, std::size_t t0) const;
  /// An indefinite or bare mention as the subject of "is a (known, common) side effect / risk
  /// / complication" ("Weight gain is a known side effect of this drug"); not a definite one
  /// ("Her rash is a side effect of the amoxicillin").
  [[nodiscard]] bool named_as_effect(const sentence& s, std::size_t t0, std::size_t t1) const;
  // Round 21: a family or past header inside a line ("... . Family history: ..."): the index
  // of its colon, or 0; and the kind of the known header spelled by tokens [k, j).
  [[nodiscard]] std::size_t inline_header_end(std::size_t k) const;
  // Review rv18: whether an instruction heading's value makes the mention [t0, t1] the patient's
  // own (a noun of its care after it, a word of finding in its clause).
  [[nodiscard]] bool instruction_names_own(const sentence& s, std::size_t t0, std::size_t t1) const;
  [[nodiscard]] bool queried_by_qualifier(const sentence& s, std::size_t t0) const;
  /// Round 38 (context_carried_text.cpp): a header label [b, e) saying its text was carried over
  /// from an earlier record ("Imported from ED visit 2023:"): a history section.
  [[nodiscard]] std::optional<context_detail::section_kind> carried_over_header(std::size_t b, std::size_t e) const;
  [[nodiscard]] context_detail::section_kind inline_header_kind(std::size_t k, std::size_t j) const;
  /// The topic of a verb of teaching or discussing ("We talked about what pneumonia is", "I
  /// explained the signs of low blood sugar"); not a definite one ("we discussed her asthma").
  [[nodiscard]] bool taught_about(const sentence& s, std::size_t t0) const;
  /// "Nothing in the history points to asthma", "nothing to suggest pneumonia": a verb of
  /// indication whose subject is "nothing"/"none" denies its object.
  [[nodiscard]] bool nothing_indicates(const sentence& s, std::size_t t0) const;
  /// Round 17: the mention is what "would" indicate in a sentence with an "if" before it ("if he
  /// stops passing urine, as that would point to dehydration"; not "if anything").
  [[nodiscard]] bool conditional_indication(const sentence& s, std::size_t t0) const;
  /// The mention lies after an "or" that continues a conditional antecedent beyond the
  /// trigger's window ("if the pain moves to the right side or he starts vomiting").
  [[nodiscard]] bool conditional_disjunct(const sentence& s, std::size_t t0) const;
  /// The "if" that opens the clause of t0 with no punctuation between (up to `reach` words
  /// back), or s.e when none.
  [[nodiscard]] std::size_t antecedent_if(const sentence& s, std::size_t t0, std::size_t reach) const;
  /// A possessive before a mention in a conditional's antecedent with no recurrence after it
  /// ("If your eczema itches at night"): the condition is the patient's, there now.
  [[nodiscard]] bool possessed_in_antecedent(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Probe round 17: a possessive before a mention that a verb of worsening governs ("Smoking can
  /// worsen your asthma", "Cold air may trigger his eczema"): what may worsen is there now.
  [[nodiscard]] bool possessed_object_of_worsening(const sentence& s, std::size_t t0) const;
  // Round 15 (context_frames_hypothetical.cpp): what a treatment keeps off or shields from
  // ("to keep oral thrush away", "protect her bones from osteoporosis"), and a diagnosis that
  // was considered and then went against a result ("We considered a pulmonary embolism, but
  // the D-dimer was normal").
  [[nodiscard]] bool shielded_from(const sentence& s, std::size_t t0, std::size_t t1) const;
  // Round 25 (context_frames_role.cpp): the mention's role and its clause's aspect. A definite
  // mention with its own relative clause of having in the present ("the headache she has now");
  // a bare or indefinite subject of a modal and a verb of onset ("a hernia may form"); the
  // condition another may turn into after a verb of keeping off ("stop the cough from turning
  // into pneumonia").
  [[nodiscard]] bool present_relative_of_having(const sentence& s, std::size_t t0, std::size_t t1) const;
  [[nodiscard]] bool foretold_onset_subject(const sentence& s, std::size_t t0, std::size_t t1) const;
  [[nodiscard]] bool test_purpose(const sentence& s, std::size_t t0) const;  // round 26
  [[nodiscard]] bool names_a_screen(const sentence& s, std::size_t t1) const;  // round 27
  [[nodiscard]] bool changed_into_after_shield(const sentence& s, std::size_t t0) const;
  [[nodiscard]] bool identified_as_feared(const sentence& s, std::size_t t0, std::size_t t1) const;
  [[nodiscard]] bool considered_then_excluded(const sentence& s, std::size_t t1) const;
  // "A normal test puts diabetes to rest": dismissed (round 15).
  [[nodiscard]] bool put_to_rest(const sentence& s, std::size_t t0, std::size_t t1) const;
  // "The danger with uncontrolled pressure is a stroke": a noun of what may come, said of
  // something, as the subject of "is" before the mention (round 15).
  [[nodiscard]] bool risk_named_by_subject(const sentence& s, std::size_t t0) const;
  [[nodiscard]] bool risk_named_by_one(const sentence& s, std::size_t t0) const;
  // "a heart attack down the road": a time in the future right after the mention (round 15).
  [[nodiscard]] bool future_time_after(const sentence& s, std::size_t t1) const;
  /// An answer that reports all is well, with no qualifier ("it was normal", "my breathing is
  /// fine"; not "fine, but ...", "only when ...").
  [[nodiscard]] bool answer_reports_normal(std::size_t answer_si) const;
  /// What assess learns on the way that later steps read: a historical reading a duration
  /// does not undo ("history" section, "years ago"), and a current one ("still", "started").
  /// Round 29 (context_defaults.cpp): a sentence that sums up an episode and closes with a quiet
  /// period or an end in a later clause ("Dengue on her last trip, three days in hospital, well
  /// since"; "ankle sprain in the pre-season, rehabbed, back to full training"): the mention is over.
  [[nodiscard]] bool summary_ends_later(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 29 (context_past_periods.cpp): an episode noun before the mention ("a period of
  /// depression") in a sentence with a time in the past and nothing that says it goes on.
  [[nodiscard]] bool episode_in_past(const sentence& s, std::size_t t0) const;
  /// Round 29 (context_past_periods.cpp): a past pregnancy named right after the mention ("in both
  /// previous pregnancies", "during her two earlier pregnancies").
  [[nodiscard]] bool past_pregnancy_after(const sentence& s, std::size_t t1) const;
  /// Round 29 (context_defaults.cpp): the mention governed by a modal of what may come, a
  /// supposition or a purpose before it in its clause, with nothing that anchors it now.
  [[nodiscard]] bool irrealis_default(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 31 (context_defaults_generic.cpp): a bare or plural condition opening its clause with a
  /// general present predicate ("gout tends to strike", "cholera spreads fast", "shingles is caused
  /// by"), in a sentence with no individual in it: said of the condition in general.
  [[nodiscard]] bool general_statement(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 31 (context_defaults_generic.cpp): the condition governed by a policy's terms before it
  /// in its clause ("payable on diagnosis of cancer", "covers hospital stays for tuberculosis").
  [[nodiscard]] bool policy_terms_object(const sentence& s, std::size_t t0) const;
  /// Round 31 (context_defaults_generic.cpp): a clause whose subject is anyone at all ("anyone who
  /// has had a pneumothorax needs ...", "any pupil who ... is treated as a possible concussion"), in
  /// a sentence with no individual: a rule, not a finding.
  [[nodiscard]] bool anyone_rule(const sentence& s, std::size_t t0) const;
  /// Round 32 (context_defaults_foretold.cpp): a mention of what may come, by one of the classes
  /// below; each runs only for a sentence with a word of its cue group.
  [[nodiscard]] bool foretold_default(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "if she gets drowsy, that could be dehydration": a hedge whose subject takes up a supposition.
  [[nodiscard]] bool hedge_after_supposition(const sentence& s, std::size_t t0) const;
  /// "the tablets make skin cancer more likely".
  [[nodiscard]] bool risk_made_likelier(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "as a brain haemorrhage can start slowly", "one child with measles can infect ...".
  [[nodiscard]] bool any_case_subject(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "weekly bloods to catch neutropenia early".
  [[nodiscard]] bool finding_purpose(const sentence& s, std::size_t t0) const;
  /// "mottled skin, no urine or fast breathing could be signs of sepsis".
  [[nodiscard]] bool signs_of_alternatives(const sentence& s, std::size_t t0) const;
  /// "after a first seizure you cannot drive for six months".
  [[nodiscard]] bool rule_after_an_event(const sentence& s, std::size_t t0) const;
  /// "rarely, pancreatitis has been reported".
  [[nodiscard]] bool reported_in_general(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "a malaria area", "a dengue-prone district".
  [[nodiscard]] bool names_a_place(const sentence& s, std::size_t t1) const;
  /// "khula paani mat peena, typhoid ho sakta hai".
  [[nodiscard]] bool potential_after_prohibition(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 30 (context_defaults_past.cpp): a word of the sentence says a condition goes on
  /// ("still", "again", "now", "relapse"), not denied ("no recurrence").
  [[nodiscard]] bool goes_on_in_sentence(const sentence& s) const;
  /// Review rv28 (context_defaults_past.cpp): a treatment the patient is on after the mention
  /// ("..., on levetiracetam", "Crohn's disease on adalimumab"): the condition is managed now.
  [[nodiscard]] bool treated_now(const sentence& s, std::size_t t1) const;
  // Review rv29 (context_clause_mood.cpp): after "runs in the family", "and she has it too".
  [[nodiscard]] bool patient_has_it_too(const sentence& s, std::size_t from) const;
  // Review rv29 (context_defaults_past.cpp): a long-term drug the patient is on before `k`.
  [[nodiscard]] bool treated_before(const sentence& s, std::size_t k) const;
  /// Review rv28 (context_defaults_past.cpp): a return of the condition after the mention, not
  /// denied ("..., now recurred", "reopened last month"): there now, whatever dated it.
  [[nodiscard]] bool returned_after(const sentence& s, std::size_t t1) const;
  // Review rv30 (context_own_reading.cpp): a side of the patient's body after a family phrase
  // ("runs in the family, plaques on both elbows").
  [[nodiscard]] bool own_site_after(const sentence& s, std::size_t from) const;
  // Review rv30: the mention compared with the patient's own after `from` ("as bad as hers").
  [[nodiscard]] bool compared_with_own(const sentence& s, std::size_t from) const;
  // Review rv30: "once" at `k` opens a time clause ("once off oxygen", "once stable").
  [[nodiscard]] bool once_opens_clause(const sentence& s, std::size_t k) const;
  // Review rv30: token `j` is a brand name ("on Symbicort").
  [[nodiscard]] bool brand_at(std::size_t j) const;
  // Review rv30: "back" after the mention says its return ("bulge back on coughing").
  [[nodiscard]] bool back_returns(const sentence& s, std::size_t t1) const;
  // Review rv30: the possessed object of worsening, or a definite condition whose state a copula
  // clause says ("the hypothyroidism is undertreated"): there, whatever supposes or foretells.
  [[nodiscard]] bool held_as_there(const sentence& s, std::size_t t0, std::size_t t1) const;
  // Review rv30: a person named after "anyone" at `from` ("anyone who sees her walk").
  [[nodiscard]] bool observed_individual_after(const sentence& s, std::size_t from) const;
  // Review rv30: the patient's own case after a relative's ("and her own biopsy confirmed it").
  [[nodiscard]] bool own_case_after(const sentence& s, std::size_t from) const;
  // Review rv30: a regimen kept to or a treatment after an age ("aged 9, keeps to a diet").
  [[nodiscard]] bool kept_to_after(const sentence& s, std::size_t from) const;
  // Review rv30: whether a trigger phrase at tokens [k, at) with these effects, direction and
  // first word's key is stopped by one of the readings above (asked at a trigger's match only).
  [[nodiscard]] bool own_reading_stops(const sentence& s, std::uint32_t effects, bool forward, std::uint64_t first_key,
                                       std::size_t k, std::size_t at) const;
  /// Round 30 (context_defaults_past.cpp): an age or a school year right after the mention ("at
  /// eighteen months", "at 19", "in class 6") dates it in the patient's past.
  [[nodiscard]] bool age_after(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 30 (context_defaults_past.cpp): the mention as the object of a completed repair,
  /// removal or cure after it ("stripped in the 1990s", "eradicated", "resolved with fluids").
  [[nodiscard]] bool fixed_after(const sentence& s, std::size_t t1) const;
  /// Round 30 (context_defaults_past.cpp): "before" a past life event after the mention ("two
  /// miscarriages before her daughter was born").
  [[nodiscard]] bool before_life_event(const sentence& s, std::size_t t1) const;
  /// Round 33 (context_defaults_history.cpp): a past episode ended by a shape of forms, letters
  /// and old scans: "no longer seen" or "gone" on a comparison, a bound in the past ("up to the age
  /// of seven", "till school"). Gated by f_history.
  [[nodiscard]] bool history_class_default(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 36 (context_defaults_closing.cpp): the mention heads its sentence or a field's value and
  /// a later clause with its subject left out ends it ("fibroid on the 2018 scan, no longer
  /// visible", "..., well for four years"); or "never
  /// again" closes a clause after it; or a repair after a site ("detachment in the left eye
  /// repaired in 2017"). Gated by f_closing, f_summary and f_fixed.
  [[nodiscard]] bool closed_by_later_clause(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// closed_by_later_clause's two shapes: an end in a later clause (`heads`: the mention heads its
  /// field; otherwise only "never again" right after it), a repair after the mention's site.
  [[nodiscard]] bool later_clause_ends(const sentence& s, std::size_t t1, bool heads) const;
  [[nodiscard]] bool repaired_after_site(const sentence& s, std::size_t t1) const;
  /// Round 36: the mention opens its sentence or a field's value (after a label's ":" or "-", an
  /// article or a possessive between).
  [[nodiscard]] bool heads_its_field(const sentence& s, std::size_t t0) const;
  /// Round 36: the field's head, then a later clause with no subject that opens with an end and a
  /// bound ("..., over within two days", "..., cleared before discharge"): the episode is dated
  /// (episode_closed_after), the condition's nature decides.
  [[nodiscard]] bool ended_in_later_clause(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 36: a part back to normal in a later clause ("..., leg back to normal"): the episode is
  /// dated, the condition's nature decides (episode_closed_after).
  [[nodiscard]] bool part_normal_again(const sentence& s, std::size_t t1) const;
  /// Round 36: a later clause that uses a treatment now ("..., uses CPAP every night"): the condition
  /// goes on whatever dated it (returned_after). Gated by f_closing.
  [[nodiscard]] bool in_use_after(const sentence& s, std::size_t t1) const;
  /// Round 33 (context_defaults_history.cpp): an episode closed after the mention (a part normal
  /// again after its treatment, an earlier delivery): dated, the caller decides by the condition's
  /// nature (mention_context::dated_episode). Gated by f_treated and f_delivery.
  [[nodiscard]] bool episode_closed_after(const sentence& s, std::size_t t0, std::size_t t1) const;
  [[nodiscard]] bool normal_again_after(const sentence& s, std::size_t t1) const;
  [[nodiscard]] bool gone_from_view(const sentence& s, std::size_t t1) const;
  /// A word after the mention that says it goes on ("still", "again", "flaring", "worse").
  [[nodiscard]] bool goes_on_later(const sentence& s, std::size_t t1) const;
  /// Review rv32: a "still" at k whose object is a treatment ("still using the cream").
  [[nodiscard]] bool still_of_treatment(const sentence& s, std::size_t k) const;
  /// Review rv32: "now flaring" after the mention (context_defaults_past.cpp).
  [[nodiscard]] bool flares_now_after(const sentence& s, std::size_t t1) const;
  [[nodiscard]] bool bounded_in_past(const sentence& s, std::size_t t1) const;
  [[nodiscard]] bool after_earlier_delivery(const sentence& s, std::size_t t1) const;
  /// Round 33 (context_defaults_history.cpp): a return whose subject is the condition after the
  /// mention ("it has come back", "is bad again", "has worsened since", "phir se shuru ho gaya").
  [[nodiscard]] bool comes_back_after(const sentence& s, std::size_t t1) const;
  /// Review rv31 (context_defaults_history.cpp): an end in one site and the condition still in
  /// another ("gone on the arms but still on the legs"): it goes on.
  [[nodiscard]] bool ended_only_in_part(const sentence& s, std::size_t t1) const;
  /// Round 34 (context_defaults_negation.cpp): a field whose value denies the mention by a
  /// negative result or finding, or a Y/N box answered no. Gated by f_negation.
  [[nodiscard]] bool negation_class_default(const sentence& s, std::size_t t0, std::size_t t1,
                                            mention_context& r) const;
  /// Round 34 (context_defaults_negation.cpp): a denial whose scope is not the mention: a denied
  /// agent of relief, a denied comparison, a double negation, "never ... before" this episode.
  [[nodiscard]] bool negation_undone(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// Round 35 (context_defaults_advice.cpp): a mention in advice to anyone who may have the
  /// condition, by one of the classes below; called from foretold_default.
  [[nodiscard]] bool advice_default(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "so that hypoglycaemia can be avoided", "so that a pressure sore does not form".
  [[nodiscard]] bool kept_away_purpose(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "jinko diabetes hai, woh ...": a Hindi relative of persons before the mention.
  [[nodiscard]] bool relative_of_persons(const sentence& s, std::size_t t0) const;
  /// "caller asks whether the tingling might be diabetes".
  [[nodiscard]] bool asked_whether(const sentence& s, std::size_t t0) const;
  /// "an applicant with epilepsy would need ...", "a player who is confused ... may have concussion".
  [[nodiscard]] bool indefinite_bearer(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "if you hear a pop ..., that is often an ACL tear".
  [[nodiscard]] bool usual_hedge_after_supposition(const sentence& s, std::size_t t0) const;
  /// "rabies pre-exposure course", "yellow fever certificate".
  [[nodiscard]] bool names_protection(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "a runner who gets chest pain must stop": a present relative clause of an indefinite bearer,
  /// a modal after it.
  [[nodiscard]] bool bearer_relative_clause(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "the pressure changes make decompression sickness and lung injury more likely".
  [[nodiscard]] bool risk_list_made_likelier(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "could his asthma inhaler stunt his growth?": a possessed condition naming its treatment is
  /// the patient's, whatever the frame (called from held_as_there).
  [[nodiscard]] bool possessed_treatment_of(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// "paani peene se peeliya hota hai, isliye ubla paani piyo": a Hindi habitual in a sentence of
  /// advice, no one's own dative.
  [[nodiscard]] bool hindi_habitual_warning(const sentence& s, std::size_t t1) const;
  /// "the watch cannot detect a heart attack": a modal of ability before a verb of finding.
  [[nodiscard]] bool finding_capability(const sentence& s, std::size_t t0) const;
  /// Tokens [b, e) are a register's label ("Cataract consent", "Dietitian note") before a ":".
  [[nodiscard]] bool register_label(std::size_t b, std::size_t e) const;
  struct assess_flags {
    bool strong_hist = false;
    bool current = false;
    bool ended = false;  ///< a clause frame ended the condition ("had X but fine now")
  };
  /// Review rv33 (context_rereadings.cpp): readings that overturn an earlier one, each behind its
  /// own cue group: a denied end, a worry dismissed by a result, a cure by a result, "expect", a
  /// going-on or return after a past date, a normal result in a bracket after a lesion, a general
  /// frequency, a possessed cause of risk, a hedge beside advice.
  void reread(const sentence& s, std::size_t t0, std::size_t t1, mention_context& r, assess_flags& flags) const {
    if ((s.frame_cues & context_detail::f_rereading) != 0) {
      reread_cued(s, t0, t1, r, flags);
    }
  }
  void reread_cued(const sentence& s, std::size_t t0, std::size_t t1, mention_context& r, assess_flags& flags) const;
  /// Review rv35 (context_rereadings_compared.cpp), called by reread_cued: a comparison with the
  /// patient's or a relative's own case ("as hers has", "as her sister's did"), a general modal
  /// statement before a clause about the patient, a Hindi "this time too" after a past episode,
  /// a Hindi past suspicion set aside by a result.
  void reread_compared(const sentence& s, std::size_t t0, std::size_t t1, mention_context& r,
                       assess_flags& flags) const;
  // Round 14's time readings (context_course.cpp): what the condition's nature decides.
  /// A verb of diagnosis or onset near the mention [t0, t1] and no end in sentence s: the
  /// historical reading is the onset's date (mention_context::dated_onset).
  [[nodiscard]] bool dated_onset(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// A time in the past in sentence s that dates the mention [t0, t1] beyond the triggers'
  /// reach (mention_context::dated_episode).
  [[nodiscard]] bool dated_episode(const sentence& s, std::size_t t0, std::size_t t1) const;
  /// The mention is what a verb of change in the present or bare turns into ("a cold that
  /// turns into pneumonia", "to progress to kidney failure"): an outcome that may come.
  [[nodiscard]] bool changes_into(const sentence& s, std::size_t t0) const;
  /// A modal perfect of change before the mention ("would have become sepsis"): what did not
  /// happen.
  [[nodiscard]] bool counterfactual_outcome(const sentence& s, std::size_t t0) const;
  /// A fear's complement clause holds the mention after a modal of the future ("scared he will
  /// have a stroke"); not a modal "be", which hedges ("worried this might be appendicitis").
  [[nodiscard]] bool feared_clause(const sentence& s, std::size_t t0) const;
  /// The clause frames' part of assess (context_frames.cpp): the shape of the clause around
  /// the mention [t0, t1] of sentence s adjusts r.
  void apply_clause_frames(const sentence& s, std::size_t t0, std::size_t t1, mention_context& r,
                           assess_flags& flags) const;
  /// The dialogue's part of assess (context_answers.cpp): a yes/no question in sentence si
  /// takes its polarity from the answer.
  void apply_dialogue_answer(std::size_t si, std::size_t t0, std::size_t t1, mention_context& r,
                             assess_flags& flags) const;
  [[nodiscard]] mention_context assess(std::size_t begin, std::size_t end) const;
};

}  // namespace cxs::domain::clinical
