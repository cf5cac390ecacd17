#include "actors/request_types.hpp"

namespace cxs::actors {

std::optional<std::string> http_request::header(const std::string& name) const {
  for (const auto& [key, value] : headers) {
    if (key == name) {
      return value;
    }
  }
  return std::nullopt;
}

} // namespace cxs::actors
