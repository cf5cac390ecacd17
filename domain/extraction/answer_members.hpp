#pragma once
// Reading the members of a language model's answer, the same way wherever it is read:
// grounding (grounding.cpp) and post-processing (post_process.cpp).

#include "domain/schema/schema.hpp"
#include "domain/terminology/terminology.hpp"

#include <boost/json/object.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace cxs::domain::extraction {

/// The member's string, or "" when it is missing or not a string.
[[nodiscard]] std::string string_member(const boost::json::object& o, std::string_view key);
/// The member's finite number, or nullopt (missing, not a number, NaN or infinite).
[[nodiscard]] std::optional<double> number_member(const boost::json::object& o, std::string_view key);
/// The terminology kinds an item of a list field names (allergies: medicines or conditions).
[[nodiscard]] std::span<const terminology::concept_kind> kinds_of(schema::field_type type);

}  // namespace cxs::domain::extraction
