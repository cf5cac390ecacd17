#pragma once
// Starter templates offered when an API is created (GET /templates; POST
// /projects/:id/apis with `template`). Each is a complete draft: schema, system prompt,
// declared inputs and insights, valid under domain/schema. Pure: no I/O.

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <span>
#include <string_view>

namespace cxs::domain::templates {

/// One starter template.
struct starter_template {
  std::string_view id;           ///< e.g. "opd-consult"; also the suggested slug
  std::string_view name;         ///< display name
  std::string_view description;  ///< one sentence for the template picker
  std::string_view draft_json;   ///< {"schema","systemPrompt","inputs","insights"} as JSON text
};

/// Every starter template, in the order the picker shows them.
[[nodiscard]] std::span<const starter_template> all() noexcept;

/// The template with this id, or nullptr.
[[nodiscard]] const starter_template* find(std::string_view id) noexcept;

/// The template's draft as a JSON object {schema, systemPrompt, inputs, insights}.
[[nodiscard]] boost::json::object draft(const starter_template& t);

/// The body of GET /templates: {items: [{id, name, description, schema, systemPrompt,
/// inputs, insights}]}.
[[nodiscard]] boost::json::value list_json();

} // namespace cxs::domain::templates
