// Validation of extraction schemas, declared inputs and insights configs (see schema.hpp).

#include "domain/schema/schema.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <map>
#include <type_traits>
#include <utility>

namespace cxs::domain::schema {
namespace {

using names = std::initializer_list<std::string_view>;

// "a, b, c" of every value's wire name, for messages that list the allowed values.
template <class T>
std::string list_names(std::span<const T> values) {
  std::string out;
  for (const auto& v : values) {
    if constexpr (std::is_same_v<T, insight_kind>) {
      out += (out.empty() ? "" : ", ") + std::string(kind_name(v));
    } else {
      out += (out.empty() ? "" : ", ") + std::string(type_name(v));
    }
  }
  return out;
}

std::string member(std::string_view path, std::string_view name) {
  return path.empty() ? std::string(name) : std::string(path) + "." + std::string(name);
}

std::string index(std::string_view path, std::size_t i) { return std::string(path) + "[" + std::to_string(i) + "]"; }

// Limits are in characters as a person counts them, not UTF-8 bytes (labels may be Hindi).
std::size_t char_count(std::string_view s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool has_visible_text(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return c != ' ' && c != '\t' && c != '\n' && c != '\r'; });
}

// Validation state of one document: where each key was first seen, and the problems.
class checker {
public:
  explicit checker(std::vector<problem>& problems) : problems_(problems) {}

  void add(std::string field, std::string message) { problems_.push_back({std::move(field), std::move(message)}); }
  [[nodiscard]] std::size_t count() const { return problems_.size(); }

  const boost::json::object* object_at(const boost::json::value& v, std::string_view path, names known) {
    if (!v.is_object()) {
      add(std::string(path), "must be an object");
      return nullptr;
    }
    for (const auto& kv : v.as_object()) {
      if (std::find(known.begin(), known.end(), kv.key()) == known.end()) {
        std::string allowed;
        for (auto k : known) {
          allowed += (allowed.empty() ? "" : ", ") + std::string(k);
        }
        add(member(path, kv.key()), "is not a known member (allowed: " + allowed + ")");
      }
    }
    return &v.as_object();
  }

  // A string member; `required` ones must be present and hold visible text.
  std::optional<std::string> text(const boost::json::object& o, std::string_view name, std::string_view path,
                                  bool required, std::size_t max) {
    const auto* v = o.if_contains(name);
    if (v == nullptr || v->is_null()) {
      if (required) {
        add(member(path, name), "is required");
      }
      return std::nullopt;
    }
    if (!v->is_string()) {
      add(member(path, name), "must be a string");
      return std::nullopt;
    }
    std::string s(v->as_string());
    if (required && !has_visible_text(s)) {
      add(member(path, name), "must not be empty");
      return std::nullopt;
    }
    if (char_count(s) > max) {
      add(member(path, name), "must be at most " + std::to_string(max) + " characters");
      return std::nullopt;
    }
    return s;
  }

  bool flag(const boost::json::object& o, std::string_view name, std::string_view path, bool required) {
    const auto* v = o.if_contains(name);
    if (v == nullptr) {
      if (required) {
        add(member(path, name), "is required");
      }
      return false;
    }
    if (!v->is_bool()) {
      add(member(path, name), "must be true or false");
      return false;
    }
    return v->as_bool();
  }

  // An array of strings, each non-empty; `unique` refuses repeats, `non_empty` an empty array.
  std::vector<std::string> strings(const boost::json::value& v, std::string_view path, std::size_t max_items,
                                   std::size_t max_len, bool unique, bool non_empty) {
    std::vector<std::string> out;
    if (!v.is_array()) {
      add(std::string(path), "must be an array of strings");
      return out;
    }
    const auto& arr = v.as_array();
    if (non_empty && arr.empty()) {
      add(std::string(path), "must not be empty");
    }
    if (arr.size() > max_items) {
      add(std::string(path), "must have at most " + std::to_string(max_items) + " items");
      return out;
    }
    for (std::size_t i = 0; i < arr.size(); ++i) {
      if (!arr[i].is_string() || !has_visible_text(arr[i].as_string())) {
        add(index(path, i), "must be a non-empty string");
        continue;
      }
      std::string s(arr[i].as_string());
      if (char_count(s) > max_len) {
        add(index(path, i), "must be at most " + std::to_string(max_len) + " characters");
      } else if (unique && std::find(out.begin(), out.end(), s) != out.end()) {
        add(index(path, i), "repeats the value \"" + s + "\"");
      } else {
        out.push_back(std::move(s));
      }
    }
    return out;
  }

  std::optional<field> parse_field(const boost::json::value& v, const std::string& path, std::size_t depth) {
    const auto start = count();
    const auto* o = object_at(v, path, {"key", "label", "type", "description", "required", "enum", "items", "hints",
                                        "fields"});
    if (o == nullptr) {
      return std::nullopt;
    }
    if (++field_count_ == limits::max_fields + 1) {
      add(path, "exceeds the limit of " + std::to_string(limits::max_fields) + " fields in one schema");
    }
    field f;
    if (auto key = text(*o, "key", path, true, 64)) {
      if (!valid_key(*key)) {
        add(member(path, "key"), "must match [a-zA-Z][a-zA-Z0-9_]{0,63}");
      } else if (auto [it, fresh] = keys_.emplace(*key, path); !fresh) {
        add(member(path, "key"), "duplicates the key of " + it->second + " (keys are unique across the schema)");
      }
      f.key = std::move(*key);
    }
    f.label = text(*o, "label", path, true, limits::max_label).value_or("");
    f.description = text(*o, "description", path, false, limits::max_description).value_or("");
    f.required = flag(*o, "required", path, false);
    if (const auto* hints = o->if_contains("hints")) {
      f.hints = strings(*hints, member(path, "hints"), limits::max_hints, limits::max_hint, false, false);
    }
    const auto* type = o->if_contains("type");
    std::optional<field_type> parsed_type;
    if (type == nullptr) {
      add(member(path, "type"), "is required");
    } else if (!type->is_string() || !(parsed_type = field_type_from_name(type->as_string()))) {
      add(member(path, "type"), "must be one of: " + list_names(all_field_types()));
    } else {
      f.type = *parsed_type;
    }
    const bool is_enum = parsed_type == field_type::enumeration;
    const bool is_list = parsed_type == field_type::string_list;
    const bool is_object = parsed_type == field_type::object;
    if (const auto* e = o->if_contains("enum")) {
      if (is_enum) {
        f.enum_values = strings(*e, member(path, "enum"), limits::max_enum_values, limits::max_enum_value, true, true);
      } else if (parsed_type) {
        add(member(path, "enum"), "is only allowed on fields of type enum");
      }
    } else if (is_enum) {
      add(member(path, "enum"), "is required for type enum: a non-empty array of unique strings");
    }
    if (const auto* items = o->if_contains("items")) {
      if (is_list) {
        f.item_values = parse_items(*items, member(path, "items"));
      } else if (parsed_type) {
        add(member(path, "items"), "is only allowed on fields of type string-list");
      }
    }
    if (const auto* members = o->if_contains("fields")) {
      if (is_object) {
        parse_members(*members, member(path, "fields"), depth, f.fields);
      } else if (parsed_type) {
        add(member(path, "fields"), "is only allowed on fields of type object");
      }
    } else if (is_object) {
      add(member(path, "fields"), "is required for type object: a non-empty array of fields");
    }
    if (count() != start) {
      return std::nullopt;
    }
    return f;
  }

  // `items` of a string-list: {"type": "string"} (any text) or {"type": "enum", "enum": [...]}.
  std::vector<std::string> parse_items(const boost::json::value& v, const std::string& path) {
    const auto* o = object_at(v, path, {"type", "enum"});
    if (o == nullptr) {
      return {};
    }
    const auto type = text(*o, "type", path, true, 16);
    if (!type) {
      return {};
    }
    if (*type == "string") {
      if (o->contains("enum")) {
        add(member(path, "enum"), "is only allowed when items.type is enum");
      }
      return {};
    }
    if (*type != "enum") {
      add(member(path, "type"), "must be string or enum");
      return {};
    }
    if (const auto* e = o->if_contains("enum")) {
      return strings(*e, member(path, "enum"), limits::max_enum_values, limits::max_enum_value, true, true);
    }
    add(member(path, "enum"), "is required when items.type is enum");
    return {};
  }

  void parse_members(const boost::json::value& v, const std::string& path, std::size_t depth, std::vector<field>& out) {
    if (!v.is_array()) {
      add(path, "must be an array of fields");
      return;
    }
    if (v.as_array().empty()) {
      add(path, "must have at least one field");
      return;
    }
    if (depth + 1 > limits::max_object_depth) {
      add(path, "nests objects deeper than " + std::to_string(limits::max_object_depth) + " levels");
      return;
    }
    const auto& arr = v.as_array();
    for (std::size_t i = 0; i < arr.size(); ++i) {
      if (auto f = parse_field(arr[i], index(path, i), depth + 1)) {
        out.push_back(std::move(*f));
      }
    }
  }

  std::optional<section> parse_section(const boost::json::value& v, const std::string& path) {
    const auto start = count();
    const auto* o = object_at(v, path, {"id", "title", "fields"});
    if (o == nullptr) {
      return std::nullopt;
    }
    section s;
    if (auto id = text(*o, "id", path, true, 64)) {
      if (!valid_section_id(*id)) {
        add(member(path, "id"), "must match [a-zA-Z][a-zA-Z0-9_-]{0,63}");
      } else if (auto [it, fresh] = section_ids_.emplace(*id, path); !fresh) {
        add(member(path, "id"), "duplicates the id of " + it->second);
      }
      s.id = std::move(*id);
    }
    s.title = text(*o, "title", path, true, limits::max_label).value_or("");
    const auto* fields = o->if_contains("fields");
    if (fields == nullptr) {
      add(member(path, "fields"), "is required: a non-empty array of fields");
    } else if (!fields->is_array()) {
      add(member(path, "fields"), "must be an array of fields");
    } else if (fields->as_array().empty()) {
      add(member(path, "fields"), "must have at least one field");
    } else {
      const auto& arr = fields->as_array();
      for (std::size_t i = 0; i < arr.size(); ++i) {
        if (auto f = parse_field(arr[i], index(member(path, "fields"), i), 0)) {
          s.fields.push_back(std::move(*f));
        }
      }
    }
    if (count() != start) {
      return std::nullopt;
    }
    return s;
  }

private:
  std::vector<problem>& problems_;
  std::map<std::string, std::string, std::less<>> keys_;         // field key → path where first seen
  std::map<std::string, std::string, std::less<>> section_ids_;  // section id → path
  std::size_t field_count_ = 0;
};

} // namespace

std::optional<extraction_schema> parse_schema(const boost::json::value& value, std::string_view path,
                                              std::vector<problem>& problems) {
  checker check(problems);
  const auto start = check.count();
  const auto* o = check.object_at(value, path, {"sections"});
  if (o == nullptr) {
    return std::nullopt;
  }
  const auto* sections = o->if_contains("sections");
  const auto sections_path = member(path, "sections");
  extraction_schema out;
  if (sections == nullptr) {
    check.add(sections_path, "is required: an array of sections");
  } else if (!sections->is_array()) {
    check.add(sections_path, "must be an array of sections");
  } else if (sections->as_array().size() > limits::max_sections) {
    check.add(sections_path, "must have at most " + std::to_string(limits::max_sections) + " sections");
  } else {
    const auto& arr = sections->as_array();
    for (std::size_t i = 0; i < arr.size(); ++i) {
      if (auto s = check.parse_section(arr[i], index(sections_path, i))) {
        out.sections.push_back(std::move(*s));
      }
    }
  }
  if (check.count() != start) {
    return std::nullopt;
  }
  return out;
}

std::optional<std::vector<declared_input>> parse_inputs(const boost::json::value& value, std::string_view path,
                                                        std::vector<problem>& problems) {
  checker check(problems);
  const auto start = check.count();
  if (!value.is_array()) {
    check.add(std::string(path), "must be an array of inputs");
    return std::nullopt;
  }
  const auto& arr = value.as_array();
  if (arr.size() > limits::max_inputs) {
    check.add(std::string(path), "must have at most " + std::to_string(limits::max_inputs) + " inputs");
    return std::nullopt;
  }
  std::vector<declared_input> out;
  for (std::size_t i = 0; i < arr.size(); ++i) {
    const auto item_path = index(path, i);
    const auto* o = check.object_at(arr[i], item_path, {"key", "type", "required", "description"});
    if (o == nullptr) {
      continue;
    }
    declared_input in;
    if (auto key = check.text(*o, "key", item_path, true, 64)) {
      const auto taken = std::any_of(out.begin(), out.end(), [&](const auto& x) { return x.key == *key; });
      if (!valid_key(*key)) {
        check.add(member(item_path, "key"), "must match [a-zA-Z][a-zA-Z0-9_]{0,63}");
      } else if (taken) {
        check.add(member(item_path, "key"), "repeats the input key \"" + *key + "\"");
      }
      in.key = std::move(*key);
    }
    const auto* type = o->if_contains("type");
    const auto parsed = type != nullptr && type->is_string() ? input_type_from_name(type->as_string()) : std::nullopt;
    in.type = parsed.value_or(input_type::string);
    if (type == nullptr) {
      check.add(member(item_path, "type"), "is required");
    } else if (!parsed) {
      check.add(member(item_path, "type"), "must be one of: " + list_names(all_input_types()));
    }
    in.required = check.flag(*o, "required", item_path, false);
    in.description = check.text(*o, "description", item_path, false, limits::max_description).value_or("");
    out.push_back(std::move(in));
  }
  if (check.count() != start) {
    return std::nullopt;
  }
  return out;
}

std::optional<insights_config> parse_insights(const boost::json::value& value, std::string_view path,
                                              std::vector<problem>& problems) {
  checker check(problems);
  const auto start = check.count();
  const auto* o = check.object_at(value, path, {"enabled", "kinds"});
  if (o == nullptr) {
    return std::nullopt;
  }
  insights_config out;
  out.enabled = check.flag(*o, "enabled", path, true);
  const auto kinds_path = member(path, "kinds");
  if (const auto* kinds = o->if_contains("kinds")) {
    if (!kinds->is_array()) {
      check.add(kinds_path, "must be an array of insight kinds");
    } else {
      const auto& arr = kinds->as_array();
      for (std::size_t i = 0; i < arr.size(); ++i) {
        const auto k = arr[i].is_string() ? insight_kind_from_name(arr[i].as_string()) : std::nullopt;
        if (!k) {
          check.add(index(kinds_path, i), "must be one of: " + list_names(all_insight_kinds()));
        } else if (std::find(out.kinds.begin(), out.kinds.end(), *k) != out.kinds.end()) {
          check.add(index(kinds_path, i), "repeats the kind \"" + std::string(kind_name(*k)) + "\"");
        } else {
          out.kinds.push_back(*k);
        }
      }
    }
  }
  if (out.enabled && out.kinds.empty() && check.count() == start) {
    check.add(kinds_path, "must name at least one kind while insights are enabled");
  }
  if (check.count() != start) {
    return std::nullopt;
  }
  return out;
}

std::optional<std::string> parse_system_prompt(const boost::json::value& value, std::string_view path,
                                               std::vector<problem>& problems) {
  if (!value.is_string()) {
    problems.push_back({std::string(path), "must be a string"});
    return std::nullopt;
  }
  if (char_count(value.as_string()) > limits::max_system_prompt) {
    problems.push_back(
        {std::string(path), "must be at most " + std::to_string(limits::max_system_prompt) + " characters"});
    return std::nullopt;
  }
  return std::string(value.as_string());
}

std::optional<api_content> parse_content(const boost::json::value& value, std::string_view path,
                                         std::vector<problem>& problems) {
  checker check(problems);
  const auto start = check.count();
  const auto* o = check.object_at(value, path, {"schema", "systemPrompt", "inputs", "insights"});
  if (o == nullptr) {
    return std::nullopt;
  }
  api_content out;
  for (const auto* name : {"schema", "systemPrompt", "inputs", "insights"}) {
    const auto* v = o->if_contains(name);
    if (v == nullptr) {
      check.add(member(path, name), "is required");
      continue;
    }
    const auto p = member(path, name);
    const std::string_view n(name);
    if (n == "schema") {
      out.schema = parse_schema(*v, p, problems).value_or(extraction_schema{});
    } else if (n == "systemPrompt") {
      out.system_prompt = parse_system_prompt(*v, p, problems).value_or("");
    } else if (n == "inputs") {
      out.inputs = parse_inputs(*v, p, problems).value_or(std::vector<declared_input>{});
    } else {
      out.insights = parse_insights(*v, p, problems).value_or(insights_config{});
    }
  }
  if (check.count() != start) {
    return std::nullopt;
  }
  return out;
}

std::optional<api_content> parse_publishable(const boost::json::value& value, std::string_view path,
                                             std::vector<problem>& problems) {
  auto content = parse_content(value, path, problems);
  if (content && content->schema.sections.empty()) {
    problems.push_back({member(member(path, "schema"), "sections"), "must have at least one section to publish"});
    return std::nullopt;
  }
  return content;
}

bool check_draft_patch(const boost::json::value& value, std::string_view path, std::vector<problem>& problems) {
  checker check(problems);
  const auto start = check.count();
  const auto* o = check.object_at(value, path, {"schema", "systemPrompt", "inputs", "insights"});
  if (o == nullptr) {
    return false;
  }
  if (const auto* v = o->if_contains("schema")) {
    (void)parse_schema(*v, member(path, "schema"), problems);
  }
  if (const auto* v = o->if_contains("systemPrompt")) {
    (void)parse_system_prompt(*v, member(path, "systemPrompt"), problems);
  }
  if (const auto* v = o->if_contains("inputs")) {
    (void)parse_inputs(*v, member(path, "inputs"), problems);
  }
  if (const auto* v = o->if_contains("insights")) {
    (void)parse_insights(*v, member(path, "insights"), problems);
  }
  return check.count() == start;
}

} // namespace cxs::domain::schema
