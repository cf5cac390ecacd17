// libFuzzer target for JSON request decoding (http/request_decode) as every route's body
// goes through it, followed by the per-route checks that need no database: the PATCH
// /apis draft and settings validators, slugs, starter templates, and the error body the
// edge would send. Properties (any violation aborts):
//   - a body either decodes to an object whose every string and member name, at any
//     depth, is UTF-8 text without NUL, or is refused: 400 for malformed JSON, 422 whose
//     fields[] is non-empty, bounded, and names each problem with a UTF-8 path;
//   - validators never throw and report problems exactly when they say they failed;
//   - the error response for the outcome is UTF-8 JSON with the catalogue's code.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "actors/request_types.hpp"
#include "actors/responses.hpp"
#include "domain/schema/schema.hpp"
#include "domain/schema/settings.hpp"
#include "domain/slug.hpp"
#include "domain/templates/templates.hpp"
#include "domain/text/utf8.hpp"
#include "http/request_decode.hpp"

#include <boost/json.hpp>

namespace {

namespace schema = cxs::domain::schema;
using cxs::domain::text::clean_text;
using cxs::domain::text::valid_utf8;

void check(bool condition) {
  if (!condition) {
    std::abort();
  }
}

void all_clean(const boost::json::value& v) {
  if (v.is_string()) {
    check(clean_text(v.get_string()));
  } else if (v.is_array()) {
    for (const auto& item : v.get_array()) {
      all_clean(item);
    }
  } else if (v.is_object()) {
    for (const auto& member : v.get_object()) {
      check(clean_text(member.key()));
      all_clean(member.value());
    }
  }
}

void check_error_body(const cxs::actors::api_error& err) {
  const auto res = cxs::actors::error_response(err, "req_fuzz");
  check(valid_utf8(res.body));
  boost::system::error_code ec;
  const auto parsed = boost::json::parse(res.body, ec);
  check(!ec && parsed.is_object());
  check(parsed.as_object().at("code").as_string() == cxs::domain::name(err.code));
}

// The checks of PATCH /apis/:id and POST /projects/:id/apis that run before the database.
void route_validators(const boost::json::object& body) {
  std::vector<schema::problem> problems;
  if (const auto* draft = body.if_contains("draft")) {
    const auto before = problems.size();
    const bool ok = schema::check_draft_patch(*draft, "draft", problems);
    check(ok == (problems.size() == before));
  }
  if (const auto* settings = body.if_contains("settings")) {
    const auto before = problems.size();
    const auto parsed = schema::parse_settings_patch(*settings, "settings", problems);
    check(parsed.has_value() == (problems.size() == before));
    if (parsed) {
      (void)schema::disable_reason(*parsed, body.if_contains("reason"), "settings", problems);
    }
  }
  for (const auto& p : problems) {
    check(!p.field.empty() && !p.message.empty());
  }
  if (const auto* name = body.if_contains("name"); name != nullptr && name->is_string()) {
    const auto slug = cxs::domain::slugify(name->get_string());
    check(slug.empty() || valid_utf8(slug));
  }
  if (const auto* t = body.if_contains("template"); t != nullptr && t->is_string()) {
    (void)cxs::domain::templates::find(t->get_string());
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const std::string_view body(reinterpret_cast<const char*>(bytes), size);
  const auto decoded = cxs::http::decode_json_object(body);
  if (!decoded.object) {
    const auto code = decoded.error.code;
    check(code == cxs::domain::error_code::bad_request || code == cxs::domain::error_code::validation_failed);
    if (code == cxs::domain::error_code::validation_failed) {
      check(!decoded.error.fields.empty() && decoded.error.fields.size() <= cxs::http::max_text_problems);
      for (const auto& f : decoded.error.fields) {
        check(valid_utf8(f.field) && f.field.find('\0') == std::string::npos);
      }
    }
    check_error_body(decoded.error);
    return 0;
  }
  all_clean(*decoded.object);
  route_validators(*decoded.object);
  return 0;
}
