#pragma once
// Cross-origin requests from browser apps ([http] cors_origins). Off by default: a hospital
// names the origins of its own web apps. Credentials are bearer tokens in the Authorization
// header, never cookies, so no Access-Control-Allow-Credentials is ever sent. Pure: no Beast.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cxs::http {

using header_list = std::vector<std::pair<std::string, std::string>>;

class cors_policy {
public:
  cors_policy() = default;
  /// `origins` as parsed by config::parse_origin_list; "*" allows every origin.
  explicit cors_policy(std::vector<std::string> origins);

  [[nodiscard]] bool enabled() const { return any_ || !origins_.empty(); }

  /// Whether a request's Origin header value may read our responses.
  [[nodiscard]] bool allows(std::string_view origin) const;

  /// Headers added to every response to an allowed origin (success, error and event streams).
  static void add_response_headers(header_list& headers, std::string_view origin);

  /// The headers of a 204 answer to a preflight from an allowed origin.
  [[nodiscard]] static header_list preflight_headers(std::string_view origin);

  /// Request headers a browser app may send (the SDK's set).
  static constexpr std::string_view allowed_headers =
      "Authorization, Content-Type, Accept, Idempotency-Key, X-Svc-Client, X-Svc-Live-Key-Ack, Last-Event-ID";
  static constexpr std::string_view allowed_methods = "GET, POST, PATCH, DELETE, OPTIONS";
  /// Response headers a browser app may read besides the CORS-safelisted ones.
  static constexpr std::string_view exposed_headers = "X-Request-Id, Retry-After, X-Svc-Degraded, Idempotent-Replayed";
  static constexpr int preflight_max_age_s = 600;

private:
  std::vector<std::string> origins_;
  bool any_ = false;
};

} // namespace cxs::http
