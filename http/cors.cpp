#include "http/cors.hpp"

#include <algorithm>

namespace cxs::http {

cors_policy::cors_policy(std::vector<std::string> origins) {
  for (auto& o : origins) {
    if (o == "*") {
      any_ = true;
    } else {
      origins_.push_back(std::move(o));
    }
  }
}

bool cors_policy::allows(std::string_view origin) const {
  // "null" is what sandboxed frames and file:// pages send; it is never a configured origin.
  if (origin.empty() || origin == "null") {
    return false;
  }
  return any_ || std::find(origins_.begin(), origins_.end(), origin) != origins_.end();
}

void cors_policy::add_response_headers(header_list& headers, std::string_view origin) {
  // The allowed origin is echoed rather than "*", so caches must key on Origin.
  headers.emplace_back("Access-Control-Allow-Origin", std::string(origin));
  headers.emplace_back("Vary", "Origin");
  headers.emplace_back("Access-Control-Expose-Headers", std::string(exposed_headers));
}

header_list cors_policy::preflight_headers(std::string_view origin) {
  header_list h{{"Access-Control-Allow-Origin", std::string(origin)},
                {"Vary", "Origin"},
                {"Access-Control-Allow-Methods", std::string(allowed_methods)},
                {"Access-Control-Allow-Headers", std::string(allowed_headers)},
                {"Access-Control-Max-Age", std::to_string(preflight_max_age_s)}};
  return h;
}

} // namespace cxs::http
