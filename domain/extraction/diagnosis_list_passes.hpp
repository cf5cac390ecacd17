#pragma once
// Internal to extraction/diagnoses.cpp: the passes over a consult's candidate list once every
// mention is weighed (diagnosis_list_passes.cpp): symptoms a listed diagnosis explains, an
// unsited injury said back, a form of a listed disease, a generic row beside a specific one.
// Moved out of diagnoses.cpp, which had reached 700 lines.

#include <cstdint>
#include <vector>

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

/// A symptom is explained by a specific diagnosis the zone names with it, or that its settling
/// mentions follow (`settling`: per candidate, a symptom's zone mentions that only tell how it
/// will ease, when the zone names it in no other way).
void explain_symptoms_by_diagnoses(const workspace& ws, std::vector<diagnosis_candidate>& out,
                                   const std::vector<std::vector<std::uint32_t>>& settling);

/// An injury of unspecified region (ICD-10 T14) said back with "the/that/this" beside a listed
/// chapter-S injury is that injury again.
void drop_unsited_injuries_said_back(const workspace& ws, std::vector<diagnosis_candidate>& out);

/// A form of a disease listed beside the disease is one problem, headed by the disease.
void drop_forms_of_listed_diseases(std::vector<diagnosis_candidate>& out);

/// A generic row is dropped when a listed row names it more specifically.
void drop_generic_rows(std::vector<diagnosis_candidate>& out);

}  // namespace cxs::domain::extraction::detail
