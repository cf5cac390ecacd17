#pragma once
// Helpers every handler uses to read a request: the JSON body, query parameters,
// pagination. Each failing helper answers the request itself (400/422) and returns empty,
// so a handler reads: `auto body = json_body(ctx); if (!body) return;`.

#include "actors/request_supervisor_actor.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace cxs::http {

using context_ptr = std::shared_ptr<actors::request_context>;

/// The body parsed as a JSON object, or the reason it is not one (for callers that must
/// report the failure themselves, e.g. audited endpoints).
[[nodiscard]] std::optional<boost::json::object> parse_json_object(const std::string& body, std::string& why);

/// The body parsed as a JSON object; answers 400 BAD_REQUEST when it is not one.
[[nodiscard]] std::optional<boost::json::object> json_body(const context_ptr& ctx);

/// Decoded query parameters (first value wins). Written by hand because the query
/// grammar we need is tiny and Boost.URL 1.81 (its first release) still changes its API.
[[nodiscard]] std::map<std::string, std::string> query_params(const std::string& raw_query);

/// limit (1..max_limit, default default_limit) and an opaque cursor; answers 422 on bad values.
struct page_request {
  int limit = 50;
  std::string cursor;  ///< decoded cursor text; empty for the first page
};
[[nodiscard]] std::optional<page_request> page_params(const context_ptr& ctx, int default_limit = 50,
                                                      int max_limit = 200);

/// Cursors are opaque to clients: base64url of our own position text.
[[nodiscard]] std::string encode_cursor(const std::string& position);
[[nodiscard]] std::optional<std::string> decode_cursor(const std::string& cursor);

/// Answers 422 VALIDATION_FAILED with the given field problems.
void fail_validation(const context_ptr& ctx, std::vector<actors::field_problem> fields);

/// Answers with `status` and the serialized JSON value.
void respond_json(const context_ptr& ctx, unsigned status, const boost::json::value& body);

/// True when `key` is missing or null: a required member given as null is "required".
[[nodiscard]] inline bool is_absent(const boost::json::object& body, const char* key) {
  const auto* v = body.if_contains(key);
  return v == nullptr || v->is_null();
}

/// Optional string member: nullopt when absent; records a problem when present but not a string.
[[nodiscard]] std::optional<std::string> string_member(const boost::json::object& body, const char* key,
                                                       std::vector<actors::field_problem>& problems);

} // namespace cxs::http
