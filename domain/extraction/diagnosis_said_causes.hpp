#pragma once
// Round 22 (dx36): a condition named in the clinician's account of another one, not as a problem
// of its own: an infection named as what set off or caused a listed condition, a symptom of an
// organ chapter (insomnia, painful periods) said to be part of the diagnosis, a life stage said
// as a time ("after menopause"), and a symptom named as what a condition in general produces
// ("asthma makes a wheeze"). Token indices are the workspace's.

#include <cstddef>
#include <string_view>

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

/// "immune thrombocytopenia , probably set off by the cold", "bronchiectasis , likely from the
/// whooping cough": the acute infection at token `first` (ICD-10 `icd10`) is named as the start
/// of another condition, over by the time of the assessment. A trigger verb ("set off by",
/// "triggered by", "brought on by") after another condition in the sentence; or "from", "caused
/// by", "due to" right after a condition that goes on by its nature (a chronic disease's cause
/// lies in its past). Not "the fever is from the pneumonia" (a symptom's cause), not "asthma ,
/// and a cold" (no cause said).
[[nodiscard]] bool infection_named_as_trigger(const workspace& ws, std::size_t first, std::string_view icd10);

/// Rows of an organ's chapter that name a symptom rather than a disease: insomnia (G47.0,
/// F51.0), painful periods (N94.4-N94.6) and painful intercourse (N94.1). Said to be explained
/// by the diagnosis ("the poor sleep is part of it", "that explains the painful periods") they
/// are that diagnosis's, as a chapter R symptom is; alone, or beside another diagnosis without a
/// cause said, they stay headings.
[[nodiscard]] bool symptom_of_organ_chapter(std::string_view icd10);

/// "which happens after menopause", "since menopause": the menopause row (N95.1) right after a
/// preposition of time names when, not a problem. "your menopause symptoms" stays.
[[nodiscard]] bool life_stage_as_time(const workspace& ws, std::size_t first, std::string_view icd10);

/// "asthma makes a wheeze when you breathe out", "carpal tunnel gives numbness in the fingers":
/// the symptom at token `first` is the object of a present-tense verb of producing whose subject
/// is a condition named bare (no "your", "the", "this"): teaching about the condition in
/// general, not the patient's symptom. "your asthma makes you wheeze" stays.
[[nodiscard]] bool effect_of_condition_in_general(const workspace& ws, std::size_t first);

// Whether a condition named as a sentence's subject, its first token at `subject_first`, speaks of
// the disease in general: it opens the sentence (from `sentence_first`), or follows a symbol or a
// generic opener ("so", "well", "and"). Shared by the effects and descriptions said of a disease.
[[nodiscard]] bool subject_opens_general_statement(const workspace& ws, std::size_t sentence_first,
                                                   std::size_t subject_first);

/// Any of the readings above for the mention at tokens [first, end) of a row coded `icd10`
/// (`symptom`: a chapter R row or the like): named in the account of another condition, no
/// problem of its own. Nothing with the negation prior off.
[[nodiscard]] bool named_in_account_of_another(const workspace& ws, std::size_t first, std::string_view icd10,
                                               bool symptom);

/// A row of `symptom_of_organ_chapter` given a cause or said back as explained by the diagnosis
/// just named (`symptom_given_cause`, `explained_by_anaphor`): its mention is that diagnosis's.
[[nodiscard]] bool explained_organ_symptom(const workspace& ws, std::size_t first, std::size_t end,
                                           std::string_view icd10);

}  // namespace cxs::domain::extraction::detail
