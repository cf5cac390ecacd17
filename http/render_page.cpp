#include "http/render_page.hpp"

#include "http/request_decode.hpp"

#include <boost/json/string.hpp>

namespace cxs::http {

boost::json::value cursor_json(const std::optional<std::string>& next_position) {
  if (!next_position) {
    return nullptr;
  }
  return boost::json::string(encode_cursor(*next_position));
}

} // namespace cxs::http
