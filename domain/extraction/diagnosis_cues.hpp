// The word lists of the diagnosis rule (diagnoses.cpp): cues that make a condition mention
// something other than the patient's problem, words that never modify a name, and the cues of
// headings, examination findings and allergies. Kept apart so the rule reads as logic.

#pragma once

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail::diagnosis_cues {

/// Cues before a mention that make it something other than the patient's problem.
[[nodiscard]] const cue_set& not_a_problem();
/// Clause breaks that end a cue's reach ("but", "however").
[[nodiscard]] const cue_set& clause_breaks();
/// Words that never modify a condition name: function words, fillers, verbs of talk.
[[nodiscard]] const cue_set& stop_words();
/// Closed word classes of the sentence around a name that never open it: prepositions,
/// conjunctions, wh-words, quantifiers, speakers and persons, English and Hindi time words,
/// Bengali and Tamil function and time words (round 19).
[[nodiscard]] const cue_set& sentence_words();
/// Nouns a condition word can modify without being the patient's problem ("diabetes
/// study", "shingles vaccine").
[[nodiscard]] const cue_set& other_nouns();
/// The Hindi genitive between a condition and its noun ("typhoid ka tika").
[[nodiscard]] const cue_set& hindi_genitives();
/// What a Hindi genitive can make the condition name ("tika", "jaanch").
[[nodiscard]] const cue_set& hindi_other_nouns();
/// Cues of a test or study looking for a condition ("checking for", "study").
[[nodiscard]] const cue_set& test_cues();
/// Words that give a test's result ("showed", "confirmed").
[[nodiscard]] const cue_set& test_results();
/// Words that name the problem under assessment ("problem of", "number two").
[[nodiscard]] const cue_set& named_problem();
/// Fillers that may stand between a problem cue and the mention ("this", "you know").
[[nodiscard]] const cue_set& heading_fillers();
/// Words after "your" that make the mention explain something else ("consistent
/// with your ...").
[[nodiscard]] const cue_set& dependent_words();
/// A turn to a topic that ends in a dependent word ("in regards to", "moving on to",
/// "talk about"): "your <symptom>" after it is a heading.
[[nodiscard]] const cue_set& topic_turns();
/// A clinician's opinion verb ("i think", "most likely"): how an assessment is said.
[[nodiscard]] const cue_set& opinion_cues();
/// A hedge of possibility that keeps an opinion uncertain ("might", "could", "or").
[[nodiscard]] const cue_set& possibility_hedges();
/// Verbs of easing before a treatment's purpose ("help with", "relieve").
[[nodiscard]] const cue_set& easing_verbs();
/// Determiners between an easing verb and the symptom ("some of that", "the").
[[nodiscard]] const cue_set& target_determiners();
/// Cues of a physical-examination finding ("i do appreciate", "on exam").
[[nodiscard]] const cue_set& exam_cues();
/// Cues that a sentence also assesses ("consistent with", "i think").
[[nodiscard]] const cue_set& assessed_cues();
/// Teaching about a condition ("the warning signs of a stroke are ...").
[[nodiscard]] const cue_set& education_cues();
/// Risk and complication nouns of `not_a_problem` ("risks", "complications").
[[nodiscard]] const cue_set& risk_nouns();
/// A clinician's doubt ("i doubt", "doubtful"), a subset of `not_a_problem`.
[[nodiscard]] const cue_set& doubt_cues();
/// Verbs right before a sign that make it the patient's finding ("your exam shows signs of").
[[nodiscard]] const cue_set& finding_verbs();
/// Words that say a condition is managed today ("stable", "well controlled", "continue").
[[nodiscard]] const cue_set& managed_today();
/// Allergy cues that make a nearby reaction part of the allergy list.
[[nodiscard]] const cue_set& allergy_cues();
/// The allergy cue `cue` is "allergic" before a noun of a disease's kind ("an allergic inflammation"):
/// it describes a disease and tells no allergy (round 21).
[[nodiscard]] bool allergic_kind_of_disease(const workspace& ws, const cue_set::hit& cue);
/// Words of an allergic reaction ("hives", "rash", "swelling", "anaphylaxis", …).
[[nodiscard]] const cue_set& reaction_words();

/// After a condition named as a generic subject: what it can do ("can cause", "may lead to").
[[nodiscard]] const cue_set& generic_effects();
/// Words before a generic subject that say which kind ("untreated", "long term").
[[nodiscard]] const cue_set& generic_kinds();
/// Words a generic subject can follow ("because", "and", "that").
[[nodiscard]] const cue_set& generic_openers();
/// A clinician's dismissal of a finding just named ("which is harmless", "nothing to do").
[[nodiscard]] const cue_set& dismissals();


/// A condition stated as the diagnosis right before it ("this is", "you have").
[[nodiscard]] const cue_set& stated_diagnoses();


} // namespace cxs::domain::extraction::detail::diagnosis_cues
