#pragma once
// Per-API settings: their keys, defaults and meaning, and the validation of a settings
// patch (PATCH /apis/:id body member `settings`). Stored as one flat JSON object so a
// patch merges with `settings || patch`. Pure: no I/O.
//
// Turning enforceClinicalFoundation off needs a non-empty reason, which the caller stores
// as a management audit event; the spec requires that disabling it is logged with why.

#include "domain/schema/schema.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::schema {

/// One setting of the catalogue.
struct setting_info {
  std::string_view key;          ///< wire name, e.g. "retainPayloads"
  bool default_value;
  std::string_view description;  ///< what turning it on does
};

/// Every per-API setting, in the order documented.
[[nodiscard]] std::span<const setting_info> setting_catalogue() noexcept;

/// The effective settings of one API.
struct api_settings {
  bool retain_payloads = false;              ///< keep retainedInput/retainedOutput on invocations
  bool enforce_clinical_foundation = true;   ///< prepend the clinical foundation instruction block
  bool redact_phi = false;                   ///< tokenise patient identifiers before the model call
  bool vital_range_sanity = true;            ///< prior: drop physiologically impossible vitals into warnings
  bool negation_handling = true;             ///< prior: leave negated or ruled-out findings out
  bool code_mix_interpretation = true;       ///< prior: read Hinglish/Tanglish clinical phrases
  bool narrative_bullets = true;             ///< prior: format narrative fields as bullet points
};

/// Settings from their stored JSON; a missing or non-boolean member takes its default.
[[nodiscard]] api_settings settings_from_json(const boost::json::value& stored);

/// The full JSON object of `settings` (every key present).
[[nodiscard]] boost::json::object to_json(const api_settings& settings);

/// A validated settings patch.
struct settings_patch {
  boost::json::object changes;                 ///< only known keys, each a boolean
  bool disables_clinical_foundation = false;   ///< sets enforceClinicalFoundation to false
  bool enables_clinical_foundation = false;    ///< sets enforceClinicalFoundation to true
};

/// Validates a settings patch: an object whose members are known settings holding
/// booleans. Problems are named under `path` (e.g. "settings.redactPHI").
[[nodiscard]] std::optional<settings_patch> parse_settings_patch(const boost::json::value& value,
                                                                 std::string_view path,
                                                                 std::vector<problem>& problems);

/// The longest reason accepted for disabling the clinical foundation.
inline constexpr std::size_t max_reason = 1000;

/// Checks the reason that must accompany disabling the clinical foundation. `reason` is the
/// body's `reason` member (nullptr when absent). Returns the trimmed reason when `patch`
/// disables the foundation and the reason is acceptable; otherwise appends a problem
/// naming `<settings_path>.enforceClinicalFoundation` (or "reason" when it is not a string
/// or too long). When the patch does not disable it, returns empty and adds nothing.
[[nodiscard]] std::optional<std::string> disable_reason(const settings_patch& patch, const boost::json::value* reason,
                                                        std::string_view settings_path,
                                                        std::vector<problem>& problems);

} // namespace cxs::domain::schema
