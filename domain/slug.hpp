#pragma once
// Slugs name projects and APIs in paths: [a-z0-9][a-z0-9-]{1,62}.

#include <string>
#include <string_view>

namespace cxs::domain {

/// True when `slug` matches [a-z0-9][a-z0-9-]{1,62}.
[[nodiscard]] bool valid_slug(std::string_view slug);

/// A slug derived from a display name ("OPD Consult v2" → "opd-consult-v2"); may be
/// invalid (e.g. empty) when the name has too few ASCII letters or digits.
[[nodiscard]] std::string slugify(std::string_view name);

} // namespace cxs::domain
