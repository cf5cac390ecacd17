#pragma once
// Internal to extraction/insights*.cpp: an insight item (title, severity, evidence) and
// the string helpers the rules share.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/clinical/context.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/extraction/insights.hpp"

namespace cxs::domain::extraction::insights_detail {

/// How urgent an insight is.
enum class severity : std::uint8_t { critical, warning, info };

std::string_view severity_name(severity s);

/// One insight as the rules produce it, before rendering to JSON.
struct item {
  schema::insight_kind kind = schema::insight_kind::abnormal_vitals;
  std::string code;
  severity level = severity::info;
  std::string title;
  std::string detail;
  std::vector<text::byte_span> evidence;  ///< bytes of the facts' text
};

// --- string helpers ----------------------------------------------------------------

inline char lower_ascii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

inline bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string to_lower(std::string_view s);

std::string_view trim(std::string_view s);

// Whole-word search of a lower-case `needle` in lower-case `hay`.
bool has_word(std::string_view hay, std::string_view needle);

// First whole-word, case-insensitive occurrence of `needle` in `text`.
std::optional<text::byte_span> find_word_ci(std::string_view text, std::string_view needle);

std::vector<std::string> split(std::string_view s, std::string_view sep);

inline std::string number_text(double value) { return text::format_number(std::round(value * 10.0) / 10.0); }

}  // namespace cxs::domain::extraction::insights_detail
