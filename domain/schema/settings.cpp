#include "domain/schema/settings.hpp"

#include <boost/json.hpp>

#include <array>

namespace cxs::domain::schema {
namespace {

// Keep in step with the DEFAULT of apis.settings in persistence/migrations/0001_init.sql.
constexpr std::array<setting_info, 7> catalogue{{
    {"retainPayloads", false,
     "each invocation record keeps retainedInput and retainedOutput; off keeps nothing of the payloads"},
    {"enforceClinicalFoundation", true,
     "a clinical foundation instruction block is prepended to every extraction; turning it off needs a reason"},
    {"redactPHI", false,
     "patient identifiers are replaced with typed tokens before the language-model call; responses carry "
     "phiTokenMap"},
    {"vitalRangeSanity", true, "physiologically impossible vitals are left out of the block and reported as warnings"},
    {"negationHandling", true, "negated or ruled-out findings are not extracted as present"},
    {"codeMixInterpretation", true, "code-mixed speech (e.g. Hindi-English) is read for its clinical meaning"},
    {"narrativeBullets", true, "narrative fields are formatted as short bullet points"},
}};

bool* member_of(api_settings& s, std::string_view key) {
  if (key == "retainPayloads") {
    return &s.retain_payloads;
  }
  if (key == "enforceClinicalFoundation") {
    return &s.enforce_clinical_foundation;
  }
  if (key == "redactPHI") {
    return &s.redact_phi;
  }
  if (key == "vitalRangeSanity") {
    return &s.vital_range_sanity;
  }
  if (key == "negationHandling") {
    return &s.negation_handling;
  }
  if (key == "codeMixInterpretation") {
    return &s.code_mix_interpretation;
  }
  if (key == "narrativeBullets") {
    return &s.narrative_bullets;
  }
  return nullptr;
}

std::string trimmed(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!s.empty() && space(s.front())) {
    s.remove_prefix(1);
  }
  while (!s.empty() && space(s.back())) {
    s.remove_suffix(1);
  }
  return std::string(s);
}

} // namespace

std::span<const setting_info> setting_catalogue() noexcept { return catalogue; }

api_settings settings_from_json(const boost::json::value& stored) {
  api_settings out;
  if (!stored.is_object()) {
    return out;
  }
  for (const auto& kv : stored.as_object()) {
    if (bool* target = member_of(out, kv.key()); target != nullptr && kv.value().is_bool()) {
      *target = kv.value().as_bool();
    }
  }
  return out;
}

boost::json::object to_json(const api_settings& settings) {
  boost::json::object out;
  auto copy = settings;
  for (const auto& info : catalogue) {
    out[info.key] = *member_of(copy, info.key);
  }
  return out;
}

std::optional<settings_patch> parse_settings_patch(const boost::json::value& value, std::string_view path,
                                                   std::vector<problem>& problems) {
  const std::string base(path);
  if (!value.is_object()) {
    problems.push_back({base, "must be an object of boolean settings"});
    return std::nullopt;
  }
  const auto start = problems.size();
  settings_patch out;
  api_settings probe;
  for (const auto& kv : value.as_object()) {
    const std::string name = base + "." + std::string(kv.key());
    if (member_of(probe, kv.key()) == nullptr) {
      std::string known;
      for (const auto& info : catalogue) {
        known += (known.empty() ? "" : ", ") + std::string(info.key);
      }
      problems.push_back({name, "is not a setting (known: " + known + ")"});
    } else if (!kv.value().is_bool()) {
      problems.push_back({name, "must be true or false"});
    } else {
      out.changes[kv.key()] = kv.value().as_bool();
      if (kv.key() == "enforceClinicalFoundation") {
        out.disables_clinical_foundation = !kv.value().as_bool();
        out.enables_clinical_foundation = kv.value().as_bool();
      }
    }
  }
  if (problems.size() != start) {
    return std::nullopt;
  }
  return out;
}

std::optional<std::string> disable_reason(const settings_patch& patch, const boost::json::value* reason,
                                          std::string_view settings_path, std::vector<problem>& problems) {
  if (!patch.disables_clinical_foundation) {
    return std::nullopt;
  }
  const std::string field = std::string(settings_path) + ".enforceClinicalFoundation";
  if (reason != nullptr && !reason->is_null() && !reason->is_string()) {
    problems.push_back({"reason", "must be a string"});
    return std::nullopt;
  }
  const auto text = reason != nullptr && reason->is_string() ? trimmed(reason->as_string()) : std::string();
  if (text.empty()) {
    problems.push_back({field, "can be turned off only with a non-empty `reason`, which is kept in the audit log"});
    return std::nullopt;
  }
  if (text.size() > max_reason) {
    problems.push_back({"reason", "must be at most " + std::to_string(max_reason) + " characters"});
    return std::nullopt;
  }
  return text;
}

} // namespace cxs::domain::schema
