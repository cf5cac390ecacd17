#pragma once
// Internal to extraction/diagnoses.cpp: the tests that exclude a condition's mention from the
// list, or hedge it, by the words around it (a plan's goal, a PRN indication, the patient
// asking, a resolution, a hedge said apart, a name used for something else), and the one that
// keeps a past-history mention current (a medicine taken now in its clause). Token indices
// are the workspace's; byte offsets say so.

#include <cstddef>

#include "domain/extraction/diagnosis_said_causes.hpp"
#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

/// A medicine taken now named in the clause after a mention ("hypertension , on amlodipine",
/// "asthma - uses salbutamol inhaler"), up to a ";", an "and", the sentence's end or ten words.
[[nodiscard]] bool treated_in_clause(const workspace& ws, std::size_t first, std::size_t mention_end);

/// "this may be a neuropathy", "it could be your thyroid": a hedge of possibility at most
/// six words before the mention in its sentence.
[[nodiscard]] bool possibility_before(const workspace& ws, std::size_t at);

/// "rule out mi", "r/o malaria", "to exclude appendicitis": the mention at token `at` is
/// named as a possibility to exclude (its cue at most three words before).
[[nodiscard]] bool rule_out_before(const workspace& ws, std::size_t at);
/// Round 17: a rule-out cue before the mention said as a plan or a purpose ("to exclude",
/// "will rule out").
[[nodiscard]] bool planned_rule_out(const workspace& ws, std::size_t at);

/// "RUL lung mass, concerning for malignancy", "obstructive jaundice, concern for pancreatic
/// head malignancy": the mention at token `at` is a worry to work up (its cue at most four
/// words before), not the explanation of the finding named with it, which stays the heading.
/// Unlike "likely migraine", which explains the headache.
[[nodiscard]] bool worry_before(const workspace& ws, std::size_t at);

/// "acetaminophen 650 mg q6h PRN fever", "albuterol 2 puffs PRN wheeze", "as needed for
/// pain": the mention at token `first` is the indication of an as-needed dose, what the
/// medicine is for if it comes, not a condition the note asserts (review round 4).
[[nodiscard]] bool prn_indication(const workspace& ws, std::size_t first, bool over_possessive = false);

/// "normal age related forgetfulness", "normal physiological soreness": a symptom the
/// clinician calls normal (the word at most three words before it, nothing but words between)
/// is no problem (review round 4). Not "exam normal, cough for a week" (a comma between).
[[nodiscard]] bool normal_variant(const workspace& ws, std::size_t first);

/// "work on weight loss", "weight loss counseling", "aim for weight loss": weight loss as the
/// plan's goal (ICD-10 R63.4 is the abnormal, unintended loss), not the symptom. Tokens
/// [first, end) are the mention.
[[nodiscard]] bool weight_loss_goal(const workspace& ws, std::size_t first, std::size_t end);

/// "[patient] does that mean i have cancer ?", "could it be a stroke ?": the patient asks
/// whether they have the condition at token `first` (bytes from `begin`); the question is no
/// diagnosis, whatever the clinician answers ("not necessarily"). The clinician's own words
/// name it when it is one. Not a question that presupposes it ("is this from my diabetes ?").
[[nodiscard]] bool patient_asks_whether(const workspace& ws, std::size_t first, std::size_t begin);
[[nodiscard]] bool vague_category_asked(const workspace& ws, std::size_t first, std::size_t end,
                                        std::string_view row_name);

/// "your migraines have resolved", "hepatitis c is cured", "the cough has now cleared": a
/// word of resolution right after the mention that ends at token `end` (at most three words
/// on, in its sentence).
[[nodiscard]] bool resolved_after(const workspace& ws, std::size_t end);

/// "Type 1 DM with DKA, resolved": the resolution is said of the complication named after
/// "with" (a condition within three words of it), not of the condition at tokens ending at
/// `end`, which goes on.
[[nodiscard]] bool resolution_of_its_complication(const workspace& ws, std::size_t end);

/// "it could be prostate cancer or just an enlarged prostate", "either ulcerative colitis or
/// crohn's disease", "likely GERD vs gastritis": the mention at token `first` is the later arm
/// of an alternative (an "or", "vs", "versus" at most three words before it) whose sentence
/// hedges before that word, so it is as uncertain as the first arm. Not a plain list ("on
/// metformin or insulin", "no fever or chills" is negated anyway).
[[nodiscard]] bool hedged_alternative(const workspace& ws, std::size_t first);

/// "tension type headache with possible medication overuse headache": the hedge right after
/// the mention at tokens [first, end) ("with"/"and" and a hedge word, then more words) opens
/// the next condition and is its own; a trailing hedge read backwards ("Pneumonia, possible.")
/// would take the first condition too. Only when no hedge stands before the mention in its
/// sentence ("possible migraine with possible aura" stays uncertain).
[[nodiscard]] bool hedge_of_what_follows(const workspace& ws, std::size_t first, std::size_t end);

/// "suspected covid", "probable covid": a term that holds its own hedge (a row for the
/// suspected condition) names it as uncertain, as ConText would the hedge said apart.
[[nodiscard]] bool hedged_term(const workspace& ws, std::size_t first);

/// "Stroke call", "sepsis alert", "code stroke", "stroke team called": the mention at tokens
/// [first, end) names what a team was called to suspect, so it is provisional (review rv26).
/// For an acute (episodic by its ICD-10 code `icd10`) condition its team or unit alone says so
/// too ("the stroke team").
[[nodiscard]] bool alerted_for(const workspace& ws, std::size_t first, std::size_t end, std::string_view icd10);

/// "Tab. D Cold Total": a condition word right after a dosage form's abbreviation is part of a
/// product's name (round 19).
[[nodiscard]] bool product_name(const workspace& ws, std::size_t first);

/// "diabetes study", "shingles vaccine", "cancer network guidelines": the condition names
/// something else (a study, a vaccine, an organisation), not the patient's problem. ("From a
/// depression standpoint" is a clinician's heading and stays.)
[[nodiscard]] bool modifier_of_other_noun(const workspace& ws, std::size_t last);

/// "take dicyclomine when the cramps are bad": the mention at token `first` opens a "when" clause
/// after a medicine named in its sentence, the as-needed dose's indication (round 18).
[[nodiscard]] bool medicine_when_clause(const workspace& ws, std::size_t first);

/// "acute bronchitis after that cold": an acute infection (`icd10`) named as what the condition
/// just before "after"/"following" came after, an episode before it (round 18).
[[nodiscard]] bool antecedent_infection(const workspace& ws, std::size_t first, std::string_view icd10);

/// Review rv27: "superficial wound infection": an injury of no named region (`icd10` T14) right
/// before "infection(s)" (token `end`) is the infection's site, not an injury of its own.
[[nodiscard]] bool injury_as_infection_site(const workspace& ws, std::size_t end, std::string_view icd10);

/// Whether token `i` lies inside a mention of a condition that is a problem of its own
/// (diagnoses.cpp, where the names are built; the resolution test above reads it too).
[[nodiscard]] bool names_a_condition(const workspace& ws, std::size_t i);

}  // namespace cxs::domain::extraction::detail
