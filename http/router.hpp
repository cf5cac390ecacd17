#pragma once
// Route table: (method, path template) → handler. Templates are '/'-separated segments,
// either literal or ":name" parameters. When several templates match a path, the one with
// more literal segments wins, so "/apis/by-slug/:slug" beats "/apis/:id/versions".
// Pure: no Beast, no sockets; unit-tested on its own.

#include "actors/request_supervisor_actor.hpp"
#include "http/request_decode.hpp"  // percent_decode

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::http {

struct route {
  std::string method;
  std::string pattern;  ///< the template, also the metric and log label
  actors::route_handler handler;
  std::vector<std::string> segments;  ///< pattern split on '/'
  std::vector<bool> is_param;         ///< per segment: a ":name" parameter
  int literal_count = 0;
  /// Multipart upload route: the edge streams the body to a temporary file under the
  /// upload cap instead of reading it into memory, and gives it the audio deadline.
  bool upload = false;
};

/// The method as a metric label and log value: one the service knows ("GET", "HEAD", "POST",
/// "PUT", "DELETE", "PATCH", "OPTIONS"), or "other". A client's made-up method token must
/// become neither a new metric series nor a log value.
[[nodiscard]] std::string method_label(std::string_view method);

enum class match_status { found, not_found, method_not_allowed };

struct match_result {
  match_status status = match_status::not_found;
  const route* matched = nullptr;
  std::map<std::string, std::string> params;  ///< percent-decoded values
  std::vector<std::string> allowed_methods;  ///< filled for method_not_allowed
};

class router {
public:
  /// Adds a route. Throws std::invalid_argument for a malformed or duplicate template.
  void add(std::string method, std::string pattern, actors::route_handler handler);

  /// Adds a multipart upload route (see route::upload).
  void add_upload(std::string method, std::string pattern, actors::route_handler handler);

  /// Matches a request path (no query string). Parameters are percent-decoded and must be
  /// clean text (UTF-8 without NUL); a path whose parameter is not matches nothing.
  [[nodiscard]] match_result match(std::string_view method, std::string_view path) const;

  /// The answer to a request `match` found no route for: 404, or 405 with the path's own
  /// methods in `Allow` (RFC 9110 15.5.6). Rendered through actors::error_response, the one
  /// place errors become HTTP.
  [[nodiscard]] static actors::http_response miss_response(const match_result& miss, const std::string& request_id);

  [[nodiscard]] const std::vector<route>& routes() const { return routes_; }

private:
  std::vector<route> routes_;
  /// Indexes into routes_ by segment count, in the order added: a path is only compared
  /// with the templates of its own length (match runs on every request, over every route).
  std::vector<std::vector<std::size_t>> by_length_;
};

} // namespace cxs::http
