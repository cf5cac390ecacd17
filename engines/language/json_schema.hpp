#pragma once
// The JSON Schema a remote language model must answer in, generated from an API's
// published schema, and the validator that checks the answer against it.
//
// The schema follows the "strict structured output" rules of OpenAI-compatible servers
// (`response_format: {type: "json_schema", json_schema: {name, strict: true, schema}}`):
// every object lists all its properties in `required` and sets
// `additionalProperties: false`; a value that may be absent is a union with "null"
// (`"type": ["string", "null"]`; enums also list null). Only `type`, `enum`, `properties`,
// `required`, `additionalProperties`, `items` and `description` are used, because those
// are what such servers enforce everywhere; formats (dates) are described instead.
//
// Field types map as: string/text → string; number; integer; boolean; date → string
// ("YYYY-MM-DD"); enum → string with `enum`; string-list → array of strings (with `enum`
// for restricted items); object → object of its members; the medical primitives expand
// to their CONTRACT shapes ("Medical primitives") with one deliberate difference:
//
//   evidence is asked for as {"quote": "<exact words copied from the text>"}, not as
//   {start, end}. Models count characters badly (tokenisers see neither bytes nor code
//   points), while they copy words well; post_process() finds the quote in the text and
//   writes the CONTRACT {start, end} in code points, dropping evidence it cannot find.
//
// The validator understands exactly the subset the generator emits, so generation and
// validation cannot disagree about what a valid answer is.

#include "domain/schema/schema.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace cxs::engines::language {

/// The JSON Schema of `data` for `schema`: an object with one property per top-level
/// field (sections flattened; nested object fields stay nested, as in `data`).
[[nodiscard]] boost::json::object data_json_schema(const domain::schema::extraction_schema& schema);

/// The JSON Schema of one field's value (nullable).
[[nodiscard]] boost::json::object field_json_schema(const domain::schema::field& field);

/// `name` with every character outside [a-zA-Z0-9_-] replaced by '_', cut to 64 ("data"
/// when empty): the schema name servers accept.
[[nodiscard]] std::string schema_name(std::string_view name);

/// The `response_format` member of a chat-completions request wrapping `json_schema`:
/// {type: "json_schema", json_schema: {name, strict: true, schema}}. `name` is sanitised to
/// [a-zA-Z0-9_-]{1,64}.
[[nodiscard]] boost::json::object response_format(std::string_view name, boost::json::object json_schema);

/// One way an answer breaks the schema; `path` is a JSON path such as "$.diagnoses[0].status".
struct schema_violation {
  std::string path;
  std::string message;
};

/// Checks `value` against a schema made by this file. Returns at most `max_violations`
/// violations (empty when valid).
[[nodiscard]] std::vector<schema_violation> validate(const boost::json::value& value,
                                                     const boost::json::object& json_schema,
                                                     std::size_t max_violations = 20);

/// "$.a: message; $.b: message" for a repair prompt (names fields, never values).
[[nodiscard]] std::string describe(const std::vector<schema_violation>& violations);

} // namespace cxs::engines::language
