#pragma once
// URLs of OpenAI-compatible servers: operators write the base URL with or without a
// trailing "/" or "/v1"; every route lives under "/v1/".

#include <string>
#include <string_view>

namespace cxs::engines {

/// "{base}/v1/{route}" without doubling a "/v1" or "/" that `base` already ends with.
[[nodiscard]] inline std::string v1_url(std::string_view base, std::string_view route) {
  std::string url(base);
  while (!url.empty() && url.back() == '/') {
    url.pop_back();
  }
  if (!url.ends_with("/v1")) {
    url += "/v1";
  }
  url += '/';
  url += route;
  return url;
}

} // namespace cxs::engines
