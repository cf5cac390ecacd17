#pragma once
// How client text enters the service: the JSON body, query strings, form fields, request
// headers and list cursors, decoded and checked in one place. Pure (no CAF, no Beast, no
// database), so it is unit-tested and fuzzed on its own; request_util.hpp wraps it for
// handlers.
//
// The rule for client text (docs/api.md "Text"): every string the service takes from a
// client — a JSON string or member name at any depth, a form field, a query value, a
// decoded path segment, a header value it reads — must be well-formed UTF-8 without
// U+0000. Anything else is refused naming the field (422 VALIDATION_FAILED; 404 for a
// path segment, 401 for a credential), never stored truncated and never a 5xx.

#include "actors/request_types.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::http {

/// At most this many text problems are reported for one body (the first ones found).
inline constexpr std::size_t max_text_problems = 20;

/// A JSON request body decoded: the object, or the error to answer (400 BAD_REQUEST for
/// malformed JSON or a non-object; 422 VALIDATION_FAILED naming every string that is not
/// clean text, see clean_text).
struct decoded_body {
  std::optional<boost::json::object> object;
  actors::api_error error;
};
[[nodiscard]] decoded_body decode_json_object(std::string_view body);

/// Appends a problem for every string and member name inside `value` that is not clean
/// text, each named by its path below `path` ("name", "draft.systemPrompt",
/// "draft.schema.sections[0].fields[1].label"); stops at max_text_problems.
void json_text_problems(const boost::json::value& value, const std::string& path,
                        std::vector<actors::field_problem>& problems);

/// A client-chosen name (query key, form field, JSON member) as it may appear in
/// `fields[].field`: ill-formed UTF-8 replaced by U+FFFD, NUL shown as "\u0000", at most
/// 100 bytes.
[[nodiscard]] std::string field_label(std::string_view name);

/// Percent-decodes a path segment or query component; false when malformed (a bad
/// escape, or a decoded '/' or NUL).
[[nodiscard]] bool percent_decode(std::string_view in, std::string& out);

/// Decoded query parameters (first value wins; '+' is a space). Written by hand because
/// the query grammar we need is tiny and Boost.URL 1.81 (its first release) still changes
/// its API. A component with a malformed %-escape is kept as sent.
[[nodiscard]] std::map<std::string, std::string> query_params(std::string_view raw_query);

/// One problem per query parameter whose decoded name or value is not clean text
/// (including %00), named by the parameter.
[[nodiscard]] std::vector<actors::field_problem> query_text_problems(std::string_view raw_query);

/// One problem per multipart form field whose name or value is not clean text.
[[nodiscard]] std::vector<actors::field_problem> form_text_problems(const std::map<std::string, std::string>& form);

/// The edge's check of every request before its handler runs: query parameters and the
/// headers the service reads (Idempotency-Key, X-Svc-Client, X-Svc-Live-Key-Ack) must be
/// clean text; nullopt when they are. (Path parameters are checked by the router, the
/// bearer credential by http/auth, bodies and forms by their decoders.)
[[nodiscard]] std::optional<actors::api_error> check_request_text(const actors::http_request& request);

/// Cursors are opaque to clients: base64url of our own position text (an id, a version
/// number, an instant and an id), which is always printable ASCII.
[[nodiscard]] std::string encode_cursor(const std::string& position);
/// The position a cursor encodes; nullopt unless `cursor` is base64url without padding
/// whose decoded text is 1 to 192 printable ASCII characters (so a made-up cursor never
/// reaches a query as bytes PostgreSQL refuses).
[[nodiscard]] std::optional<std::string> decode_cursor(const std::string& cursor);

} // namespace cxs::http
