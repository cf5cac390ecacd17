#include "actors/responses.hpp"
#include "domain/text/json_write.hpp"

#include "domain/text/utf8.hpp"

#include <boost/json.hpp>

namespace cxs::actors {

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
  res.error = err.code;
  if (err.retry_after_s) {
    body["retryAfterSec"] = *err.retry_after_s;
    res.headers.emplace_back("Retry-After", std::to_string(*err.retry_after_s));
  }
  res.body = domain::text::write_json(body);
  return res;
}

http_response json_response(unsigned status, std::string body) {
  http_response res;
  res.status = status;
  res.body = std::move(body);
  return res;
}

std::string sse_frame(std::string_view type, boost::json::object data) {
  // "type" first, as every frame in docs/api.md shows it.
  boost::json::object framed(data.size() + 1, data.storage());
  framed["type"] = type;
  for (auto& member : data) {
    if (member.key() != "type") {
      framed[member.key()] = std::move(member.value());
    }
  }
  std::string out = "event: ";
  out += type;
  out += "\ndata: ";
  out += domain::text::write_json(framed);
  out += "\n\n";
  return out;
}

std::string sse_error_frame(const api_error& err) {
  const auto& row = domain::info(err.code);
  return sse_frame("error", boost::json::object{
                                {"message", err.message.empty() ? std::string(row.message)
                                                                : domain::text::to_valid_utf8(err.message)},
                                {"code", row.name}});
}

std::string sse_error_frame(const http_response& res) {
  boost::json::object frame{{"message", "Request failed."}, {"code", domain::name(domain::error_code::internal)}};
  boost::system::error_code ec;
  const auto parsed = boost::json::parse(res.body, ec);
  if (!ec && parsed.is_object()) {
    const auto& o = parsed.as_object();
    if (const auto* m = o.if_contains("error"); m && m->is_string()) {
      frame["message"] = *m;
    }
    if (const auto* c = o.if_contains("code"); c && c->is_string()) {
      frame["code"] = *c;
    }
  }
  return sse_frame("error", std::move(frame));
}

std::string sse_done_frame(std::string_view json_body) {
  std::string out = "event: done\ndata: ";
  out += json_body;
  out += "\n\n";
  return out;
}

} // namespace cxs::actors
