#pragma once
// The one place answers are rendered: an error becomes its HTTP response (status from the
// catalogue, JSON body {error, code, requestId[, fields][, retryAfterSec]}, Retry-After) or
// its text/event-stream `error` frame; a result becomes a JSON response or an SSE frame.
// Handlers, the request supervisor and the edge all render through these functions, so
// the contract's error shape and frame format are written down exactly once.

#include "actors/request_types.hpp"

#include <boost/json/fwd.hpp>

#include <string>
#include <string_view>

namespace cxs::actors {

/// The HTTP response for `err`.
[[nodiscard]] http_response error_response(const api_error& err, const std::string& request_id);

/// A JSON response with `status` (2xx) and an already serialized body.
[[nodiscard]] http_response json_response(unsigned status, std::string body);

/// One text/event-stream frame: `event: <type>` and `data: <json>` where the JSON object is
/// `data` with member "type" set to `type` (CONTRACT "Streaming frames").
[[nodiscard]] std::string sse_frame(std::string_view type, boost::json::object data);

/// The stream's last frame for `err`: {type:"error", message, code} (no requestId: it
/// travelled in the stream's X-Request-Id header).
[[nodiscard]] std::string sse_error_frame(const api_error& err);

/// The `error` frame for an error response already rendered by error_response (its
/// message and code are read back from `res`); {message:"Request failed.", code:INTERNAL}
/// when `res` is not an error body.
[[nodiscard]] std::string sse_error_frame(const http_response& res);

/// The stream's `done` frame around a result body that is already a JSON object text.
[[nodiscard]] std::string sse_done_frame(std::string_view json_body);

} // namespace cxs::actors
