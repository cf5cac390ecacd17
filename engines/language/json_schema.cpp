#include "engines/language/json_schema.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <cmath>
#include <utility>

namespace cxs::engines::language {
namespace {

namespace json = boost::json;
using domain::schema::field;
using domain::schema::field_type;

json::value type_of(std::string_view type, bool nullable) {
  if (!nullable) {
    return json::string(type);
  }
  return json::array{json::string(type), "null"};
}

json::object scalar(std::string_view type, bool nullable, std::string_view description = {}) {
  json::object out{{"type", type_of(type, nullable)}};
  if (!description.empty()) {
    out["description"] = description;
  }
  return out;
}

json::object one_of(std::initializer_list<std::string_view> values, bool nullable,
                    std::string_view description = {}) {
  json::array list;
  for (auto v : values) {
    list.emplace_back(v);
  }
  if (nullable) {
    list.emplace_back(nullptr);
  }
  json::object out{{"type", type_of("string", nullable)}, {"enum", std::move(list)}};
  if (!description.empty()) {
    out["description"] = description;
  }
  return out;
}

// A strict object: every property required, nothing else allowed.
json::object object_of(std::vector<std::pair<std::string, json::object>> properties, bool nullable,
                       std::string_view description = {}) {
  json::object props;
  json::array required;
  for (auto& [name, schema] : properties) {
    required.emplace_back(name);
    props[name] = std::move(schema);
  }
  json::object out{{"type", type_of("object", nullable)},
                   {"properties", std::move(props)},
                   {"required", std::move(required)},
                   {"additionalProperties", false}};
  if (!description.empty()) {
    out["description"] = description;
  }
  return out;
}

json::object array_of(json::object items, bool nullable, std::string_view description = {}) {
  json::object out{{"type", type_of("array", nullable)}, {"items", std::move(items)}};
  if (!description.empty()) {
    out["description"] = description;
  }
  return out;
}

json::object evidence() {
  return object_of({{"quote", scalar("string", false,
                                     "the exact words of the text that state this value (its name, numbers "
                                     "and units), copied verbatim: a short phrase, not paraphrased; a value "
                                     "its quote does not state is discarded")}},
                   false);
}

json::object quantity(bool nullable) {
  return object_of({{"value", scalar("number", false)}, {"unit", scalar("string", false, "UCUM unit")}}, nullable);
}

json::object vital(std::string_view unit_hint) {
  return object_of({{"value", scalar("number", false)},
                    {"unit", scalar("string", false, unit_hint)},
                    {"loinc", scalar("string", true)},
                    {"flag", one_of({"abnormal", "implausible"}, true)},
                    {"original", quantity(true)},
                    {"evidence", evidence()}},
                   true);
}

json::object vitals_block(bool nullable) {
  return object_of(
      {{"bloodPressure", object_of({{"systolic", scalar("number", false)},
                                    {"diastolic", scalar("number", false)},
                                    {"unit", scalar("string", false, "mm[Hg]")},
                                    {"loinc", scalar("string", true)},
                                    {"flag", one_of({"abnormal", "implausible"}, true)},
                                    {"original", quantity(true)},
                                    {"evidence", evidence()}},
                                   true)},
       {"heartRate", vital("/min")},
       {"respiratoryRate", vital("/min")},
       {"temperature", vital("Cel, or [degF] as spoken")},
       {"spo2", vital("%")},
       {"weight", vital("kg, or [lb_av] as spoken")},
       {"height", vital("cm, or [in_i] / m as spoken")},
       {"bmi", vital("kg/m2")},
       {"bloodGlucose", vital("mg/dL, or mmol/L as spoken")}},
      nullable, "vital signs stated in the text; null for each vital not stated");
}

json::object diagnosis_item() {
  return object_of({{"name", scalar("string", false)},
                    {"icd10", scalar("string", true, "WHO ICD-10 code, null when unsure")},
                    {"snomed", scalar("string", true, "SNOMED CT concept id, null when unsure")},
                    {"status", one_of({"confirmed", "provisional"}, false)},
                    {"evidence", evidence()}},
                   false);
}

json::object medication_item() {
  return object_of(
      {{"name", scalar("string", false, "as written in the text")},
       {"generic", scalar("string", true)},
       {"dose", quantity(true)},
       {"route", scalar("string", true)},
       {"frequency", scalar("string", true, "OD, BD, TDS, QID, HS, SOS, STAT, WEEKLY or free text; 1-0-1 is BD")},
       {"timing", scalar("string", true)},
       {"duration", scalar("string", true)},
       {"instructions", scalar("string", true)},
       {"snomed", scalar("string", true, "SNOMED CT concept id, null when unsure")},
       {"evidence", evidence()}},
      false);
}

json::object allergy_item() {
  return object_of({{"substance", scalar("string", false)},
                    {"reaction", scalar("string", true)},
                    {"severity", one_of({"mild", "moderate", "severe"}, true)},
                    {"snomed", scalar("string", true, "SNOMED CT concept id, null when unsure")},
                    {"evidence", evidence()}},
                   false);
}

json::object investigation_item() {
  return object_of({{"name", scalar("string", false)},
                    {"loinc", scalar("string", true, "LOINC code, null when unsure")},
                    {"status", one_of({"ordered", "resulted"}, false)},
                    {"result", scalar("string", true)},
                    {"evidence", evidence()}},
                   false);
}

std::string describe_field(const field& f) {
  std::string out = f.label;
  if (!f.description.empty()) {
    out += ": ";
    out += f.description;
  }
  if (!f.hints.empty()) {
    out += " (cues:";
    for (const auto& h : f.hints) {
      out += ' ';
      out += h;
      out += ';';
    }
    out.back() = ')';
  }
  return out;
}

}  // namespace

json::object field_json_schema(const field& f) {
  const std::string description = describe_field(f);
  json::object out;
  switch (f.type) {
    case field_type::string:
      out = scalar("string", true);
      break;
    case field_type::text:
      out = scalar("string", true);
      out["description"] = description + " (narrative; one statement per line)";
      return out;
    case field_type::number:
      out = scalar("number", true);
      break;
    case field_type::integer:
      out = scalar("integer", true);
      break;
    case field_type::boolean:
      out = scalar("boolean", true);
      break;
    case field_type::date:
      out = scalar("string", true);
      out["description"] = description + " (date as YYYY-MM-DD)";
      return out;
    case field_type::enumeration: {
      json::array values;
      for (const auto& v : f.enum_values) {
        values.emplace_back(v);
      }
      values.emplace_back(nullptr);
      out = json::object{{"type", type_of("string", true)}, {"enum", std::move(values)}};
      break;
    }
    case field_type::string_list: {
      json::object items = scalar("string", false);
      if (!f.item_values.empty()) {
        json::array values;
        for (const auto& v : f.item_values) {
          values.emplace_back(v);
        }
        items["enum"] = std::move(values);
      }
      out = array_of(std::move(items), true);
      break;
    }
    case field_type::object: {
      std::vector<std::pair<std::string, json::object>> members;
      for (const auto& m : f.fields) {
        members.emplace_back(m.key, field_json_schema(m));
      }
      out = object_of(std::move(members), true);
      break;
    }
    case field_type::vitals_block:
      out = vitals_block(true);
      break;
    case field_type::diagnosis_list:
      out = array_of(diagnosis_item(), true);
      break;
    case field_type::medication_list:
      out = array_of(medication_item(), true);
      break;
    case field_type::allergy_list:
      out = array_of(allergy_item(), true);
      break;
    case field_type::investigation_list:
      out = array_of(investigation_item(), true);
      break;
  }
  out["description"] = description;
  return out;
}

json::object data_json_schema(const domain::schema::extraction_schema& schema) {
  std::vector<std::pair<std::string, json::object>> fields;
  for (const auto& section : schema.sections) {
    for (const auto& f : section.fields) {
      fields.emplace_back(f.key, field_json_schema(f));
    }
  }
  return object_of(std::move(fields), false);
}

std::string schema_name(std::string_view name) {
  std::string clean;
  for (char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    clean.push_back(ok ? c : '_');
    if (clean.size() == 64) {
      break;
    }
  }
  if (clean.empty()) {
    clean = "data";
  }
  return clean;
}

json::object response_format(std::string_view name, json::object json_schema) {
  return json::object{
      {"type", "json_schema"},
      {"json_schema", json::object{{"name", schema_name(name)}, {"strict", true}, {"schema", std::move(json_schema)}}}};
}

namespace {

bool has_type(const json::value& value, std::string_view type) {
  if (type == "null") {
    return value.is_null();
  }
  if (type == "string") {
    return value.is_string();
  }
  if (type == "boolean") {
    return value.is_bool();
  }
  if (type == "object") {
    return value.is_object();
  }
  if (type == "array") {
    return value.is_array();
  }
  if (type == "number") {
    return value.is_number();
  }
  if (type == "integer") {
    if (value.is_int64() || value.is_uint64()) {
      return true;
    }
    return value.is_double() && std::isfinite(value.get_double()) && value.get_double() == std::floor(value.get_double());
  }
  return false;
}

struct validator {
  std::size_t max;
  std::vector<schema_violation> out;

  bool full() const { return out.size() >= max; }

  void add(const std::string& path, std::string message) {
    if (!full()) {
      out.push_back({path, std::move(message)});
    }
  }

  void check(const json::value& value, const json::object& schema, const std::string& path) {
    if (full()) {
      return;
    }
    if (const auto* type = schema.if_contains("type")) {
      bool ok = false;
      std::string expected;
      if (type->is_string()) {
        ok = has_type(value, type->get_string());
        expected = type->get_string();
      } else if (type->is_array()) {
        for (const auto& t : type->get_array()) {
          if (t.is_string()) {
            ok = ok || has_type(value, t.get_string());
            expected += expected.empty() ? "" : " or ";
            expected += t.get_string();
          }
        }
      }
      if (!ok) {
        add(path, "must be " + expected);
        return;
      }
    }
    if (const auto* values = schema.if_contains("enum"); values != nullptr && values->is_array()) {
      const auto& list = values->get_array();
      if (std::find(list.begin(), list.end(), value) == list.end()) {
        std::string allowed;
        for (const auto& v : list) {
          if (v.is_string()) {
            allowed += allowed.empty() ? "" : ", ";
            allowed += v.get_string();
          }
        }
        add(path, "must be one of: " + allowed);
        return;
      }
    }
    if (value.is_object()) {
      check_object(value.get_object(), schema, path);
    } else if (value.is_array()) {
      if (const auto* items = schema.if_contains("items"); items != nullptr && items->is_object()) {
        std::size_t i = 0;
        for (const auto& item : value.get_array()) {
          check(item, items->get_object(), path + "[" + std::to_string(i++) + "]");
        }
      }
    }
  }

  void check_object(const json::object& value, const json::object& schema, const std::string& path) {
    const json::object* props = nullptr;
    if (const auto* p = schema.if_contains("properties"); p != nullptr && p->is_object()) {
      props = &p->get_object();
    }
    if (const auto* required = schema.if_contains("required"); required != nullptr && required->is_array()) {
      for (const auto& name : required->get_array()) {
        if (name.is_string() && !value.contains(name.get_string())) {
          add(path + "." + std::string(name.get_string()), "is required (use null when unknown)");
        }
      }
    }
    const auto* extra = schema.if_contains("additionalProperties");
    const bool closed = extra != nullptr && extra->is_bool() && !extra->get_bool();
    for (const auto& [key, member] : value) {
      const std::string member_path = path + "." + std::string(key);
      const json::value* member_schema = props != nullptr ? props->if_contains(key) : nullptr;
      if (member_schema == nullptr) {
        if (closed) {
          add(member_path, "is not a property of this object");
        }
        continue;
      }
      if (member_schema->is_object()) {
        check(member, member_schema->get_object(), member_path);
      }
    }
  }
};

}  // namespace

std::vector<schema_violation> validate(const json::value& value, const json::object& json_schema,
                                       std::size_t max_violations) {
  validator v{max_violations == 0 ? 1 : max_violations, {}};
  v.check(value, json_schema, "$");
  return std::move(v.out);
}

std::string describe(const std::vector<schema_violation>& violations) {
  std::string out;
  for (const auto& v : violations) {
    if (!out.empty()) {
      out += "; ";
    }
    out += v.path;
    out += ": ";
    out += v.message;
  }
  return out;
}

}  // namespace cxs::engines::language
