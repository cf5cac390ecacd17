#pragma once
// Helpers every handler uses to read a request: the JSON body, query parameters,
// pagination. Each failing helper answers the request itself (400/422) and returns empty,
// so a handler reads: `auto body = json_body(ctx); if (!body) return;`. The decoding
// itself (and the rule for client text) is in request_decode.hpp.

#include "actors/request_supervisor_actor.hpp"
#include "http/request_decode.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace cxs::http {

using context_ptr = std::shared_ptr<actors::request_context>;

/// How long the edge lets this request be processed (from its arrival): the audio budget
/// (`http.audio_request_timeout_s`) for an upload, else the JSON one (`http.request_timeout_s`).
[[nodiscard]] std::chrono::seconds processing_budget(const context_ptr& ctx);

/// The body decoded as a JSON object (decode_json_object); answers 400 BAD_REQUEST when it
/// is not one and 422 naming every string that is not clean text. Callers that must report
/// the failure themselves (audited endpoints) use decode_json_object.
[[nodiscard]] std::optional<boost::json::object> json_body(const context_ptr& ctx);

/// `handler` behind the edge's text check (check_request_text): a request whose query or
/// read headers are not clean text is answered 422 before the handler runs. Applied to
/// every route by add_all_routes.
[[nodiscard]] actors::route_handler guarded(actors::route_handler handler);

/// limit (1..max_limit, default default_limit) and an opaque cursor; answers 422 on bad values.
struct page_request {
  int limit = 50;
  std::string cursor;  ///< decoded cursor text; empty for the first page
};
[[nodiscard]] std::optional<page_request> page_params(const context_ptr& ctx, int default_limit = 50,
                                                      int max_limit = 200);

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
