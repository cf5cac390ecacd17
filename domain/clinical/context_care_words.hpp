#pragma once
// Internal to clinical/context.cpp and context_mention_marks.cpp: the nouns of a condition's
// care, read by review rv17's concern rule (assess) and review rv18's instruction heading
// (instruction_names_own). Data only.

#include <array>
#include <string_view>

namespace cxs::domain::clinical::context_detail {

// Nouns of a condition's care: a condition that modifies one is a topic known already
// ("Main concern is asthma control", review rv17; "Counselled about: asthma inhaler technique",
// review rv18).
inline constexpr std::array<std::string_view, 14> care_nouns{
    "control", "management", "adherence", "compliance", "medication", "medications", "treatment",
    "therapy", "care",       "monitoring", "education", "review",     "plan",        "symptoms"};

}  // namespace cxs::domain::clinical::context_detail
