// Names of the schema's types and kinds, the schema model's accessors, and its wire form.
// Validation lives in schema.cpp.

#include "domain/schema/schema.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <array>
#include <utility>

namespace cxs::domain::schema {
namespace {

constexpr std::array<std::pair<field_type, std::string_view>, 14> field_type_names{{
    {field_type::string, "string"},
    {field_type::text, "text"},
    {field_type::number, "number"},
    {field_type::integer, "integer"},
    {field_type::boolean, "boolean"},
    {field_type::date, "date"},
    {field_type::enumeration, "enum"},
    {field_type::string_list, "string-list"},
    {field_type::object, "object"},
    {field_type::vitals_block, "vitals-block"},
    {field_type::diagnosis_list, "diagnosis-list"},
    {field_type::medication_list, "medication-list"},
    {field_type::allergy_list, "allergy-list"},
    {field_type::investigation_list, "investigation-list"},
}};

constexpr std::array<field_type, 14> field_types{
    field_type::string,       field_type::text,           field_type::number,          field_type::integer,
    field_type::boolean,      field_type::date,           field_type::enumeration,     field_type::string_list,
    field_type::object,       field_type::vitals_block,   field_type::diagnosis_list,  field_type::medication_list,
    field_type::allergy_list, field_type::investigation_list};

constexpr std::array<std::pair<input_type, std::string_view>, 6> input_type_names{{
    {input_type::string, "string"},
    {input_type::number, "number"},
    {input_type::integer, "integer"},
    {input_type::boolean, "boolean"},
    {input_type::date, "date"},
    {input_type::object, "object"},
}};

constexpr std::array<input_type, 6> input_types{input_type::string,  input_type::number, input_type::integer,
                                               input_type::boolean, input_type::date,   input_type::object};

constexpr std::array<std::pair<insight_kind, std::string_view>, 6> insight_kind_names{{
    {insight_kind::abnormal_vitals, "abnormal-vitals"},
    {insight_kind::red_flags, "red-flags"},
    {insight_kind::drug_allergy, "drug-allergy"},
    {insight_kind::duplicate_therapy, "duplicate-therapy"},
    {insight_kind::missing_follow_up, "missing-follow-up"},
    {insight_kind::clinical_foundation, "clinical-foundation"},
}};

constexpr std::array<insight_kind, 6> insight_kinds{insight_kind::abnormal_vitals,   insight_kind::red_flags,
                                                    insight_kind::drug_allergy,      insight_kind::duplicate_therapy,
                                                    insight_kind::missing_follow_up, insight_kind::clinical_foundation};

void collect(const std::vector<field>& fields, std::vector<const field*>& out) {
  for (const auto& f : fields) {
    out.push_back(&f);
    collect(f.fields, out);
  }
}

boost::json::array string_array(const std::vector<std::string>& values) {
  boost::json::array out;
  for (const auto& v : values) {
    out.emplace_back(v);
  }
  return out;
}

boost::json::object field_json(const field& f) {
  boost::json::object o{{"key", f.key}, {"label", f.label}, {"type", type_name(f.type)}};
  if (!f.description.empty()) {
    o["description"] = f.description;
  }
  if (f.required) {
    o["required"] = true;
  }
  if (f.type == field_type::enumeration) {
    o["enum"] = string_array(f.enum_values);
  }
  if (!f.item_values.empty()) {
    o["items"] = boost::json::object{{"type", "enum"}, {"enum", string_array(f.item_values)}};
  }
  if (!f.hints.empty()) {
    o["hints"] = string_array(f.hints);
  }
  if (f.type == field_type::object) {
    boost::json::array members;
    for (const auto& m : f.fields) {
      members.push_back(field_json(m));
    }
    o["fields"] = std::move(members);
  }
  return o;
}

} // namespace

std::string_view type_name(field_type type) noexcept {
  for (const auto& [t, name] : field_type_names) {
    if (t == type) {
      return name;
    }
  }
  return "string";
}

std::optional<field_type> field_type_from_name(std::string_view name) noexcept {
  for (const auto& [t, n] : field_type_names) {
    if (n == name) {
      return t;
    }
  }
  return std::nullopt;
}

bool is_medical_primitive(field_type type) noexcept {
  return type == field_type::vitals_block || type == field_type::diagnosis_list ||
         type == field_type::medication_list || type == field_type::allergy_list ||
         type == field_type::investigation_list;
}

std::span<const field_type> all_field_types() noexcept { return field_types; }

std::string_view type_name(input_type type) noexcept {
  for (const auto& [t, name] : input_type_names) {
    if (t == type) {
      return name;
    }
  }
  return "string";
}

std::string_view kind_name(insight_kind kind) noexcept {
  for (const auto& [k, name] : insight_kind_names) {
    if (k == kind) {
      return name;
    }
  }
  return "red-flags";
}

std::optional<insight_kind> insight_kind_from_name(std::string_view name) noexcept {
  for (const auto& [k, n] : insight_kind_names) {
    if (n == name) {
      return k;
    }
  }
  return std::nullopt;
}

std::span<const insight_kind> all_insight_kinds() noexcept { return insight_kinds; }

std::vector<const field*> extraction_schema::all_fields() const {
  std::vector<const field*> out;
  for (const auto& s : sections) {
    collect(s.fields, out);
  }
  return out;
}

const field* extraction_schema::find(std::string_view key) const {
  for (const auto* f : all_fields()) {
    if (f->key == key) {
      return f;
    }
  }
  return nullptr;
}

bool valid_key(std::string_view key) noexcept {
  if (key.empty() || key.size() > 64) {
    return false;
  }
  const auto alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  if (!alpha(key[0])) {
    return false;
  }
  return std::all_of(key.begin() + 1, key.end(),
                     [&](char c) { return alpha(c) || (c >= '0' && c <= '9') || c == '_'; });
}

bool valid_section_id(std::string_view id) noexcept {
  if (id.empty() || id.size() > 64) {
    return false;
  }
  const auto alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  if (!alpha(id[0])) {
    return false;
  }
  return std::all_of(id.begin() + 1, id.end(),
                     [&](char c) { return alpha(c) || (c >= '0' && c <= '9') || c == '_' || c == '-'; });
}

std::optional<input_type> input_type_from_name(std::string_view name) noexcept {
  for (const auto& [t, n] : input_type_names) {
    if (n == name) {
      return t;
    }
  }
  return std::nullopt;
}

std::span<const input_type> all_input_types() noexcept { return input_types; }

boost::json::object blank_draft() {
  return boost::json::object{{"schema", boost::json::object{{"sections", boost::json::array{}}}},
                             {"systemPrompt", ""},
                             {"inputs", boost::json::array{}},
                             {"insights", boost::json::object{{"enabled", false}, {"kinds", boost::json::array{}}}}};
}

boost::json::value to_json(const extraction_schema& schema) {
  boost::json::array sections;
  for (const auto& s : schema.sections) {
    boost::json::array fields;
    for (const auto& f : s.fields) {
      fields.push_back(field_json(f));
    }
    sections.push_back(boost::json::object{{"id", s.id}, {"title", s.title}, {"fields", std::move(fields)}});
  }
  return boost::json::object{{"sections", std::move(sections)}};
}


} // namespace cxs::domain::schema
