#include "http/request_util.hpp"
#include "domain/text/json_write.hpp"

#include "config/config.hpp"

#include <boost/json.hpp>

#include <charconv>

namespace cxs::http {

std::chrono::seconds processing_budget(const context_ptr& ctx) {
  const auto& http = ctx->svc().config->http;
  return std::chrono::seconds(ctx->request().upload != nullptr ? http.audio_request_timeout_s : http.request_timeout_s);
}

std::optional<boost::json::object> json_body(const context_ptr& ctx) {
  auto decoded = decode_json_object(ctx->request().body);
  if (!decoded.object) {
    ctx->fail(std::move(decoded.error));
  }
  return std::move(decoded.object);
}

actors::route_handler guarded(actors::route_handler handler) {
  return [handler = std::move(handler)](const context_ptr& ctx) {
    if (auto refused = check_request_text(ctx->request())) {
      return ctx->fail(std::move(*refused));
    }
    handler(ctx);
  };
}

std::optional<page_request> page_params(const context_ptr& ctx, int default_limit, int max_limit) {
  const auto params = query_params(ctx->request().query);
  page_request page;
  page.limit = default_limit;
  std::vector<actors::field_problem> problems;
  if (auto it = params.find("limit"); it != params.end()) {
    int n = 0;
    auto [ptr, ec] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), n);
    if (ec != std::errc{} || ptr != it->second.data() + it->second.size() || n < 1 || n > max_limit) {
      problems.push_back({"limit", "must be an integer from 1 to " + std::to_string(max_limit)});
    } else {
      page.limit = n;
    }
  }
  if (auto it = params.find("cursor"); it != params.end() && !it->second.empty()) {
    auto decoded = decode_cursor(it->second);
    if (!decoded) {
      problems.push_back({"cursor", "is not a cursor returned by this service"});
    } else {
      page.cursor = *decoded;
    }
  }
  if (!problems.empty()) {
    fail_validation(ctx, std::move(problems));
    return std::nullopt;
  }
  return page;
}

void fail_validation(const context_ptr& ctx, std::vector<actors::field_problem> fields) {
  ctx->fail(actors::api_error::invalid(std::move(fields)));
}

void respond_json(const context_ptr& ctx, unsigned status, const boost::json::value& body) {
  ctx->respond(actors::json_response(status, domain::text::write_json(body)));
}

std::optional<std::string> string_member(const boost::json::object& body, const char* key,
                                         std::vector<actors::field_problem>& problems) {
  const auto* v = body.if_contains(key);
  if (v == nullptr || v->is_null()) {
    return std::nullopt;
  }
  if (!v->is_string()) {
    problems.push_back({key, "must be a string"});
    return std::nullopt;
  }
  return std::string(v->as_string());
}

} // namespace cxs::http
