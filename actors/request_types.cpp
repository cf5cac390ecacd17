#include "actors/request_types.hpp"

#include "domain/text/utf8.hpp"

#include <boost/json.hpp>

namespace cxs::actors {

std::optional<std::string> http_request::header(const std::string& name) const {
  for (const auto& [key, value] : headers) {
    if (key == name) {
      return value;
    }
  }
  return std::nullopt;
}

http_response error_response(const api_error& err, const std::string& request_id) {
  const auto& row = domain::info(err.code);
  boost::json::object body;
  if (!err.extra_json.empty()) {
    boost::system::error_code ec;
    auto extra = boost::json::parse(err.extra_json, ec);
    if (!ec && extra.is_object()) {
      body = std::move(extra.as_object());
    }
  }
  // Messages and field names may quote client text: whatever came in, the body is UTF-8
  // JSON (Boost.JSON serializes a string's bytes as they are).
  using domain::text::to_valid_utf8;
  body["error"] = err.message.empty() ? std::string(row.message) : to_valid_utf8(err.message);
  body["code"] = row.name;
  body["requestId"] = request_id;
  if (!err.fields.empty()) {
    boost::json::array fields;
    for (const auto& f : err.fields) {
      fields.push_back(boost::json::object{{"field", to_valid_utf8(f.field)}, {"message", to_valid_utf8(f.message)}});
    }
    body["fields"] = std::move(fields);
  }
  http_response res;
  res.status = row.http_status == 0 ? 500 : row.http_status;
  if (err.retry_after_s) {
    body["retryAfterSec"] = *err.retry_after_s;
    res.headers.emplace_back("Retry-After", std::to_string(*err.retry_after_s));
  }
  res.body = boost::json::serialize(body);
  return res;
}

http_response json_response(unsigned status, std::string body) {
  http_response res;
  res.status = status;
  res.body = std::move(body);
  return res;
}

} // namespace cxs::actors
