// The answer to a request no route takes (router::miss_response). Kept apart from router.cpp,
// which stays pure (no actors) so the router's fuzz target builds from it alone.

#include "http/router.hpp"

#include "actors/responses.hpp"

#include <string>

namespace cxs::http {

actors::http_response router::miss_response(const match_result& miss, const std::string& request_id) {
  if (miss.status != match_status::method_not_allowed) {
    return actors::error_response(actors::api_error::of(domain::error_code::not_found, "No route matches this path."),
                                  request_id);
  }
  auto res = actors::error_response(actors::api_error::of(domain::error_code::method_not_allowed), request_id);
  std::string allow;
  for (const auto& m : miss.allowed_methods) {
    allow += (allow.empty() ? "" : ", ") + m;
  }
  res.headers.emplace_back("Allow", allow);
  return res;
}

}  // namespace cxs::http
