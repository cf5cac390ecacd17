#pragma once
// Summaries of a consult in four styles, built from the extracted clinical facts plus the
// most informative sentences of the text. Extractive and templated: every statement is a
// fact of `clinical_facts` or a sentence copied from the text, so nothing is invented.
// Deterministic; no I/O.
//
// Styles (lines are separated by '\n'; no trailing newline):
//   patient        plain, second-person lines without codes, one statement per line:
//                  "You have fever and sore throat.", "Your readings: temperature 38.6 °C
//                  (high), …", "The doctor thinks you may have …", "Take paracetamol
//                  (Dolo 650) 650 mg three times a day for 3 days, after food.",
//                  "Get these tests done: …", "You are allergic to …", "Follow-up: …",
//                  then advice sentences copied from the text ("Drink plenty of fluids.").
//   handover       SBAR: "S: …", "B: …", "A: …", "R: …" (Situation: complaints and
//                  abnormal vitals; Background: allergies, past conditions, medicines
//                  already taken; Assessment: diagnoses with status, the other vitals,
//                  results;
//                  Recommendation: medicines, tests ordered, follow-up).
//   executive      one paragraph on one line: presentation, vitals, assessment, plan,
//                  allergies, follow-up.
//   progress-note  SOAP: "S: …", "O: …", "A: …" (with ICD-10 codes), "P: …".
//
// maxLines: the summary never has more lines than `max_lines` (clamped to 1–200).
//   - patient: one line per statement; when they do not fit, the most important are kept
//     (diagnoses, medicines, follow-up, allergies, complaints, abnormal vitals, tests,
//     other vitals, then advice sentences), in their natural order.
//   - handover / progress-note: one line per letter; with fewer than four lines the
//     letters share lines (2: S+B / A+R; 3: S / B / A+R; 1: all four). Lines beyond four
//     hold the best-scored sentences of the text as indented continuation lines ("  …")
//     under the letter their section belongs to. A letter with no facts takes its best
//     sentence instead, or "not recorded".
//   - executive: always one line; with max_lines ≥ 2 it also quotes up to
//     min(max_lines − 1, 3) of the best-scored sentences.
//
// Sentence scoring: clinical-term density (facts' evidence spans and symptom names in the
// sentence, over the square root of its word count), weighted by section (chief complaint,
// assessment and plan highest; past, family and social history lowest), a bonus for the
// first three sentences, a penalty for patient turns. Questions, fragments under four
// words, sentences over 300 bytes, and sentences with no clinical term outside the
// complaint, history, examination, investigation, assessment and plan sections (unless
// they are clinician advice: "drink…", "avoid…", "come back…") are never chosen. Selection is greedy on score × the share of the sentence's content words the
// summary has not said yet (the words of the rendered lines and of every fact's evidence —
// for a medicine, its name through its attributes — count as said); a sentence adding
// fewer than three new words, or under half new words, is skipped, so sentences whose
// facts are already rendered are not repeated.

#include "domain/extraction/engine.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace cxs::domain::extraction {

enum class summary_style { patient, handover, executive, progress_note };

/// "patient", "handover", "executive", "progress-note" → style; anything else → nullopt.
[[nodiscard]] std::optional<summary_style> summary_style_from_name(std::string_view name) noexcept;

/// The wire name of a style.
[[nodiscard]] std::string_view summary_style_name(summary_style style) noexcept;

/// Summarises `facts` (and `facts.text`) in `style` in at most `max_lines` lines (clamped
/// to 1–200). Returns "" only when the facts are empty and the text has no usable sentence.
/// Never throws on any input.
[[nodiscard]] std::string summarize(const clinical_facts& facts, summary_style style, int max_lines);

} // namespace cxs::domain::extraction
