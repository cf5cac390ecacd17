#pragma once
// Internal to extraction/diagnoses.cpp: the course a condition takes by its nature (episodic or
// chronic, read from its ICD-10 code), which decides what a time in the past says of a mention
// (round 14 of issue 18): an acute episode dated in the past is over ("pneumonia in 2019,
// treated at home"), a chronic condition diagnosed in the past goes on ("diagnosed with iron
// deficiency anaemia in 2021"). The context module reports the time (mention_context::
// dated_onset, dated_episode); this file weighs it.

#include <cstdint>
#include <string_view>

#include "domain/clinical/context.hpp"

namespace cxs::domain::extraction::detail {

enum class condition_course : std::uint8_t {
  unknown,   ///< either (neoplasms, ulcers, pain syndromes, ...): the words alone decide
  episodic,  ///< an episode that ends: infections, injuries, acute events, calculi, symptoms
  chronic,   ///< goes on once it began: diabetes, hypertension, asthma, epilepsy, anaemias, ...
};

/// The course of the condition coded `icd10` (ICD-10 chapter and block).
[[nodiscard]] condition_course course_of(std::string_view icd10) noexcept;

/// Whether the mention with context `ctx` of the condition coded `icd10` is a past one:
/// ConText's historical reading, except a chronic condition whose only date is its onset
/// (current), and an episodic one that a time in the past dates from beyond the triggers' reach
/// (historical).
[[nodiscard]] bool historical_by_course(const clinical::mention_context& ctx, std::string_view icd10) noexcept;

}  // namespace cxs::domain::extraction::detail
