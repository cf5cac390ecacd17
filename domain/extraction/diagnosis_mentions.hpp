#pragma once
// Internal to extraction/diagnoses.cpp: whether one mention of a condition is a problem of the
// patient in this visit, read from the words around it (diagnosis_mentions.cpp), from what care
// aims at (diagnosis_care.cpp), from what the sentence sets aside (diagnosis_asides.cpp) and
// from its place in the talk (diagnosis_discourse.cpp). The cue lists are in diagnosis_cues.cpp; the rules that weigh
// these answers are in diagnoses.cpp. `first` is the mention's first token.

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

/// A not-a-problem cue before the mention in its sentence takes it (a question, a screening,
/// teaching in a teaching frame, a doubt of a copula's complement, a risk, a rule-out, ...).
[[nodiscard]] bool not_a_problem(const workspace& ws, std::size_t first);

/// The mention continues a list whose earlier member (ending before token `prev_end`) a
/// not-a-problem cue took, with no clause break between them.
[[nodiscard]] bool continues_excluded_list(const workspace& ws, std::size_t prev_end, std::size_t first);

/// The mention is a later member of an "or" list whose first member follows "not": "not from
/// an infection or diabetes", "it is not lupus , gout or psoriasis".
[[nodiscard]] bool negated_disjunct(const workspace& ws, std::size_t first);

/// The mention stands in an appositive that explains the condition named just before it ("this
/// is croup , a viral infection of the voice box"); tokens [first, end).
[[nodiscard]] bool appositive_gloss(const workspace& ws, std::size_t first, std::size_t end);

/// The mention renames the condition named just before it, in apposition or as its cause, by a
/// row of the same WHO ICD-10 block ("a right ankle fracture , a lateral malleolus fracture");
/// `index` is the mention's place in `ws.matches`, tokens [first, end).
[[nodiscard]] bool renamed_in_same_block(const workspace& ws, std::size_t index, std::size_t first, std::size_t end);
/// "this is your thyroid , probably an overactive thyroid": a bare "thyroid" or "sugar" (the
/// match at `index`, tokens [first, end)) yields to a condition of its WHO ICD-10 block named
/// after it in the sentence (review rv26).
[[nodiscard]] bool organ_word_specified_after(const workspace& ws, std::size_t index, std::size_t first,
                                              std::size_t end);

/// The condition starting at byte `begin` follows "anti-": a medicine's class ("anti-nausea").
[[nodiscard]] bool medicine_class_prefix(const workspace& ws, std::size_t begin);

/// Another clinician's diagnosis that this clinician contradicts ("your previous doctor thought
/// it was fibromyalgia , but i don't think that's what's going on"); tokens [first, end).
[[nodiscard]] bool contradicted_other_opinion(const workspace& ws, std::size_t first, std::size_t end);

/// The condition is named only as what a test is for ("a dexa scan for osteoporosis", "an
/// echocardiogram for that murmur").
[[nodiscard]] bool test_reason(const workspace& ws, std::size_t first);

/// A past episode given as the reason for today's plan ("since you had a dvt after your knee
/// surgery , ..."): a reason clause whose verb is the patient's past "had", right before it.
[[nodiscard]] bool past_episode_as_reason(const workspace& ws, std::size_t first);

/// The clinician draws the diagnosis from a result in so many words ("which means you have
/// gestational diabetes", "the biopsy shows that you have ..."), not in a question.
[[nodiscard]] bool result_statement(const workspace& ws, std::size_t first);

/// A trace or mild valve leak read out of a result ("the echo showed ... mild mitral
/// regurgitation"), `icd10` the mention's row code: an incidental finding.
[[nodiscard]] bool mild_valve_leak_read_out(const workspace& ws, std::size_t first, std::string_view icd10);

/// A condition the patient puts forward at the end of a turn that the clinician's next turn
/// opens by denying ("[patient] could it be arthritis ? [doctor] no , ..."); `begin` its byte.
[[nodiscard]] bool patient_suggestion_denied(const workspace& ws, std::size_t first, std::size_t begin);

/// A symptom mention ending at token `end` whose clause tells how it will ease ("the fever
/// should come down in a day or two"): the course of a treated diagnosis.
[[nodiscard]] bool expected_to_settle(const workspace& ws, std::size_t end);

/// A symptom the patient is to wait for ("read until you're sleepy"): the mention at `first`
/// after "until" and a subject.
[[nodiscard]] bool state_waited_for(const workspace& ws, std::size_t first);

/// The index of the speaker turn holding token `t` (turns are in order), or the turn count when
/// it lies in none.
[[nodiscard]] std::size_t turn_of_token(const workspace& ws, std::size_t t);

/// A condition the patient asks about at the end of a turn ("is it lyme disease ?") that the
/// clinician's next turn opens by confirming ("yes , it is"); `begin` its byte.
[[nodiscard]] bool patient_question_confirmed(const workspace& ws, std::size_t first, std::size_t begin);

/// The mention is the topic the clinician turns to ("for your knee pain, ...").
[[nodiscard]] bool heading_mention(const workspace& ws, std::size_t first);

/// A physical-examination finding of a dialogue that the sentence does not assess.
/// `sign`: the mention is a sign or symptom row (ICD-10 chapter R), which "on exam you have …"
/// reads out; a disease seen on examination ("on exam you have internal hemorrhoids") is assessed.
[[nodiscard]] bool exam_finding(const workspace& ws, std::size_t first, bool sign);

/// The mention stands in an allergy sentence (tokens [first, end)).
[[nodiscard]] bool allergy_sentence(const workspace& ws, std::size_t first, std::size_t end);

/// "rule tuberculosis out", "ruling a clot out": the words [first, end) between the two
/// halves of "rule out", which wants the condition excluded.
[[nodiscard]] bool ruled_out_between(const workspace& ws, std::size_t first, std::size_t end);

/// The mention is what a test is for ("we'll test for strep"); `begin` is its byte offset.
[[nodiscard]] bool test_purpose(const workspace& ws, std::size_t first, std::size_t begin);

/// A past diagnosis the assessment manages today ("a history of gout, which is stable").
[[nodiscard]] bool managed_today(const workspace& ws, std::size_t first);

/// The mention is uncertain only by the clinician's opinion ("i think you have X", "this is
/// most likely X"), with no hedge of possibility ("might", "could be", "or").
[[nodiscard]] bool clinician_opinion(const workspace& ws, std::size_t first);

/// The mention is what a treatment is for, right after a verb of easing ("help with some of
/// that fever", "to ease the nausea").
[[nodiscard]] bool treatment_target(const workspace& ws, std::size_t first);

/// The mention (from token `first`) is what a medicine named earlier in the sentence is used
/// for in general ("gabapentin is also used for epilepsy"), not the patient's problem.
[[nodiscard]] bool other_indication(const workspace& ws, std::size_t first);

/// The condition is the generic subject of what it can do ("lyme disease can cause heart
/// problems", "untreated sleep apnea can lead to ..."): teaching about the disease, not the
/// patient's; owned or pointed to ("your diabetes can damage ...", "the infection may spread")
/// it is the patient's. `end` is one past the mention's last token.
[[nodiscard]] bool generic_subject(const workspace& ws, std::size_t first, std::size_t end);

/// The clinician dismisses the finding right after naming it ("a simple cyst , which is
/// harmless", "a tiny nodule that doesn't need anything", "the murmur you've always had ,
/// not worried about it"): no other condition named between them, within its clause, and not
/// stated as the diagnosis first ("this is an innocent murmur , nothing to worry about").
[[nodiscard]] bool dismissed_finding(const workspace& ws, std::size_t first, std::size_t end, std::size_t end_byte);

/// "you've got some arthritis in there , we call this hallux rigidus": the mention (tokens up to
/// `end`) is renamed in its clause by a naming phrase and the condition right after it; the
/// named condition is the heading, the mention its lay or general word.
[[nodiscard]] bool renamed_mention(const workspace& ws, std::size_t end, std::size_t end_byte);

/// The mention is what today's finding is told apart from ("unlike lupus", "it
/// doesn't spare the creases the way a lupus rash does"); tokens [first, end).
[[nodiscard]] bool contrasted_comparison(const workspace& ws, std::size_t first, std::size_t end);

/// A relative clause right after the mention (tokens up to `end`) denies the
/// patient has it
/// ("pneumonia , which you don't have").
[[nodiscard]] bool denied_by_relative(const workspace& ws, std::size_t end);

/// A later clause of the sentence denies the mention (tokens up to `end`) by a pronoun
/// ("..., and you have no signs of it", "you don't have it").
[[nodiscard]] bool denied_by_pronoun(const workspace& ws, std::size_t end);

/// A sign or symptom named in the condition of a return precaution ("if the
/// redness spreads or the fever goes up , come back"): a warning to act on, not
/// a heading.
[[nodiscard]] bool return_precaution(const workspace& ws, std::size_t first, std::size_t end);

/// "Mummy ko bhi diabetes thi, aur mujhe bhi teen saal se hai", "my mother has asthma and so do
/// i": a "me too" after a relative's condition (tokens ending at `end`, context `ctx`) makes it
/// the patient's as well, past when the patient says so ("mujhe bhi tha"); `ctx` is changed to
/// say so (review rv26). With the negation prior off, nothing changes.
void take_shared_by_patient(const workspace& ws, std::size_t end, clinical::mention_context& ctx);

/// A symptom given a cause that is no condition of the tables ("the fever and
/// the body aches are from the virus"); tokens [first, end).
[[nodiscard]] bool symptom_given_cause(const workspace& ws, std::size_t first, std::size_t end);
/// "to prevent a stroke since you have atrial fibrillation": the mention at token `first` is
/// the object of a reason clause's "since/because/as <subject> have/has" (round 18).
[[nodiscard]] bool stated_as_reason(const workspace& ws, std::size_t first);
/// "you have plantar fasciitis . that explains the heel pain": the symptom at token `first` is
/// named after an anaphor's verb of explaining, the condition named just before (round 18).
[[nodiscard]] bool explained_by_anaphor(const workspace& ws, std::size_t first);

/// Round 21 (dx35): a general row said back by its bare head word after the specific condition
/// was named in full ("you have pancreatic cancer ... the pain is from the cancer pressing on the
/// nerves", "a pilonidal abscess ... the redness is part of the abscess"): `candidates` whose
/// every zone mention is "the/that/this" and that one word, the last word of an earlier mention
/// of another listed row, are that row again and no longer listed.
void drop_heads_said_back(const workspace& ws, std::vector<diagnosis_candidate>& candidates);

/// Round 21 (dx35): a symptom that defines a listed disorder ("your headaches" beside migraine,
/// "the dizziness" beside BPPV) is that disorder's, not a heading of its own, unless named as
/// the topic (`heading`).
void explain_defining_symptoms(std::vector<diagnosis_candidate>& candidates);
/// A denial said to the patient of having the condition, a verb of having or a
/// copula just before the mention ("you don't have asthma", "this isn't
/// pneumonia").
[[nodiscard]] bool denied_to_patient(const workspace& ws, std::size_t first);
/// Whether the token at `end_token`, right after a denied condition, is a noun the condition
/// names ("no dengue warning signs"): then the condition itself is not denied (review rv18).
[[nodiscard]] bool names_another_noun(const workspace& ws, std::size_t end_token);
/// Whether a condition only ever queried, last at byte `last_mention`, is denied in one of
/// `denials` ((row, first token) of a denial) within two sentences after it (round 22).
[[nodiscard]] bool settled_by_later_denial(const workspace& ws, std::uint32_t row, std::size_t last_mention,
                                           std::span<const std::pair<std::uint32_t, std::size_t>> denials);
/// The mention stands in a clause about people in general ("people with
/// diabetes get heart disease more often", "the inhaler people use for
/// asthma").
[[nodiscard]] bool generic_people_clause(const workspace& ws, std::size_t first);

/// Review rv30 (diagnosis_own_reading.cpp): the sentence reports an act of care after token `end`
/// ("Reflux can make the asthma worse, so started omeprazole"): about the patient, not teaching.
[[nodiscard]] bool reports_care_act(const workspace& ws, std::size_t end);
/// Review rv30: the mention at token `first` is compared with the patient's own ("as bad as hers"),
/// or a person is named between a noun of people (ending at `noun_end`) and it ("anyone who meets him").
[[nodiscard]] bool one_persons_case(const workspace& ws, std::size_t noun_end, std::size_t first);
/// The condition a past operation was done for ("she had a hysterectomy in two thousand ten for
/// fibroids"): "for" right before the mention after a past "had" and an operation's word.
[[nodiscard]] bool past_operation_reason(const workspace& ws, std::size_t first);
/// The mention is the content of a question reported in the clinician's words ("we talked about
/// whether this could be arthritis", "you asked if it might be gout"); tokens [first, end).
[[nodiscard]] bool reported_question(const workspace& ws, std::size_t first, std::size_t end);
}  // namespace cxs::domain::extraction::detail
