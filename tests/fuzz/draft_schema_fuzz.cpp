// libFuzzer target for the draft validators of domain/schema (PATCH /apis/:id "draft").
// Any JSON value must validate without crashing; a validator reports problems exactly
// when it fails; every problem path starts with the path it was given; and a schema that
// parses survives a round trip through its wire form unchanged.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "domain/schema/schema.hpp"

#include <boost/json.hpp>

namespace {

namespace schema = cxs::domain::schema;

void check(bool condition) {
  if (!condition) {
    std::abort();
  }
}

void paths_start_with(const std::vector<schema::problem>& problems, std::string_view path) {
  for (const auto& p : problems) {
    check(p.field.rfind(path, 0) == 0 && !p.message.empty());
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  boost::system::error_code ec;
  const auto value = boost::json::parse(std::string_view(reinterpret_cast<const char*>(bytes), size), ec);
  if (ec) {
    return 0;
  }
  std::vector<schema::problem> problems;
  const bool patch_ok = schema::check_draft_patch(value, "draft", problems);
  check(patch_ok == problems.empty());
  paths_start_with(problems, "draft");

  problems.clear();
  const auto content = schema::parse_content(value, "draft", problems);
  check(content.has_value() == problems.empty());
  paths_start_with(problems, "draft");

  // A schema on its own (the value itself, or the draft's "schema" member).
  const auto* schema_value = value.is_object() && value.as_object().contains("schema") ? &value.as_object().at("schema")
                                                                                      : &value;
  problems.clear();
  const auto parsed = schema::parse_schema(*schema_value, "schema", problems);
  check(parsed.has_value() == problems.empty());
  paths_start_with(problems, "schema");
  if (parsed) {
    const auto wire = schema::to_json(*parsed);
    std::vector<schema::problem> again_problems;
    const auto again = schema::parse_schema(wire, "schema", again_problems);
    check(again.has_value() && again_problems.empty());
    check(boost::json::serialize(schema::to_json(*again)) == boost::json::serialize(wire));
  }
  return 0;
}
