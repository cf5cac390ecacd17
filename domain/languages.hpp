#pragma once
// The 23 source languages the service accepts (ISO 639-1, lower case). This is the one
// list in code; GET /languages serves it and docs/api.md mirrors it.

#include <span>
#include <string_view>

namespace cxs::domain {

struct language {
  std::string_view code;  ///< ISO 639-1
  std::string_view name;  ///< English name
};

/// All supported languages, English first.
[[nodiscard]] std::span<const language> supported_languages() noexcept;

/// True when `code` is one of them (exact, lower case).
[[nodiscard]] bool is_supported_language(std::string_view code) noexcept;

} // namespace cxs::domain
