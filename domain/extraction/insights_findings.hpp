#pragma once
// Internal to extraction/insights*.cpp: the rules on findings — abnormal vitals against
// the adult ranges, and red-flag symptoms (affirmed, the patient's own, current).

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <re2/re2.h>

#include "domain/clinical/context.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/extraction/insights_common.hpp"

namespace cxs::domain::extraction::insights_detail {

// --- vitals ---------------------------------------------------------------------------

struct vital_ref {
  std::string_view key;
  std::string_view code;     ///< ABNORMAL_… suffix
  std::string_view label;
  std::string_view unit;     ///< for the detail text
  std::string_view normal;   ///< normal range, for the detail text
  const clinical::vital_reading* reading = nullptr;
};

std::string_view high_title(std::string_view key);

std::string_view low_title(std::string_view key);

bool critical_single(std::string_view key, double v);

void abnormal_vitals(const clinical_facts& facts, std::vector<item>& out);

// --- red flags ------------------------------------------------------------------------

// Symptom concepts the red-flag rules combine. Patterns are case-insensitive and matched on
// word boundaries; each affirmed match is a mention.
enum class concept_id : std::uint8_t {
  chest_pain,
  breathless,
  sweating,
  radiation,
  sudden_headache,
  stroke_sign,
  upper_gi_bleed,
  lower_gi_bleed,
  suicidal,
  fever,
  neck_stiffness,
  anaphylaxis,
  severe_dehydration,
  dehydration_sign,
  haemoptysis,
  syncope,
  seizure,
  breathless_at_rest,
  count_,
};

inline constexpr std::size_t concept_count = static_cast<std::size_t>(concept_id::count_);

const std::array<const char*, concept_count>& concept_patterns();

const std::vector<std::unique_ptr<RE2>>& concept_res();

bool affirmed(const clinical::mention_context& c);

// The first affirmed mention of every concept.
std::array<std::optional<text::byte_span>, concept_count> find_concepts(std::string_view text,
                                                                         const clinical::context_document& ctx);

struct flag_rule {
  concept_id id;
  std::string_view code;
  severity level;
  std::string_view title;
  std::string_view detail;
};

void red_flags(const clinical_facts& facts, const clinical::context_document& ctx, std::vector<item>& out);

}  // namespace cxs::domain::extraction::insights_detail
