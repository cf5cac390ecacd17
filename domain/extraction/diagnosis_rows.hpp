#pragma once
// Internal to extraction/diagnoses.cpp: what a condition row is, by its ICD-10 code and name
// (diagnosis_rows.cpp).

#include "domain/terminology/terminology.hpp"

namespace cxs::domain::extraction::detail {

/// A symptom: ICD-10 chapter R, an organ's symptom filed under its chapter (itch, earache, eye
/// pain, diarrhoea), or a chapter M pain row ("Knee pain"). Listed only alone (rule 3).
[[nodiscard]] bool symptom_row(const terminology::condition_row& row);

/// Whether a side ("left", "right", "bilateral") can belong to the condition: limbs, joints,
/// paired organs, skin, eyes and ears, injuries, neoplasms, vessels; not a systemic condition.
[[nodiscard]] bool sided_row(const terminology::condition_row& row);

/// `symptom_row` and `sided_row` of row `row` of the engine's condition table
/// (tables().terms.conditions()), answered from flags worked out once for the whole table:
/// both are asked of nearly every mention, and each searched the row's code and name again.
[[nodiscard]] bool symptom_row(std::size_t row);
[[nodiscard]] bool sided_row(std::size_t row);

/// A Z row that is a visit's purpose or a habit (examinations, screening, contraception,
/// lifestyle, long-term drug use), not a problem of the list.
[[nodiscard]] bool encounter_reason_row(const terminology::condition_row& row);

/// An allergy row (Z88, T78.4): it belongs to the allergy list.
[[nodiscard]] bool allergy_row(const terminology::condition_row& row);

}  // namespace cxs::domain::extraction::detail
