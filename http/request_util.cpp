#include "http/request_util.hpp"

#include "http/router.hpp"

#include <boost/json.hpp>

#include <charconv>

namespace cxs::http {
namespace {

constexpr char b64url[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int b64_index(char c) {
  for (int i = 0; i < 64; ++i) {
    if (b64url[i] == c) {
      return i;
    }
  }
  return -1;
}

std::string form_decode(std::string_view in) {
  std::string spaced(in);
  for (auto& c : spaced) {
    if (c == '+') {
      c = ' ';
    }
  }
  std::string out;
  if (!percent_decode(spaced, out)) {
    return spaced;  // leave undecodable text as sent; validators reject it if it matters
  }
  return out;
}

} // namespace

std::optional<boost::json::object> parse_json_object(const std::string& body, std::string& why) {
  boost::system::error_code ec;
  auto value = boost::json::parse(body, ec);
  if (ec) {
    why = "The body is not valid JSON.";
    return std::nullopt;
  }
  if (!value.is_object()) {
    why = "The body must be a JSON object.";
    return std::nullopt;
  }
  return std::move(value.as_object());
}

std::optional<boost::json::object> json_body(const context_ptr& ctx) {
  std::string why;
  auto object = parse_json_object(ctx->request().body, why);
  if (!object) {
    ctx->fail({domain::error_code::bad_request, why, {}, {}, {}});
  }
  return object;
}

std::map<std::string, std::string> query_params(const std::string& raw_query) {
  std::map<std::string, std::string> out;
  std::size_t start = 0;
  while (start <= raw_query.size()) {
    const auto amp = raw_query.find('&', start);
    const auto end = amp == std::string::npos ? raw_query.size() : amp;
    const std::string_view pair(raw_query.data() + start, end - start);
    if (!pair.empty()) {
      const auto eq = pair.find('=');
      const auto key = form_decode(pair.substr(0, eq));
      const auto value = eq == std::string_view::npos ? std::string() : form_decode(pair.substr(eq + 1));
      out.emplace(key, value);
    }
    if (amp == std::string::npos) {
      break;
    }
    start = amp + 1;
  }
  return out;
}

std::string encode_cursor(const std::string& position) {
  std::string out;
  unsigned bits = 0;
  int nbits = 0;
  for (unsigned char c : position) {
    bits = (bits << 8) | c;
    nbits += 8;
    while (nbits >= 6) {
      nbits -= 6;
      out.push_back(b64url[(bits >> nbits) & 63]);
    }
  }
  if (nbits > 0) {
    out.push_back(b64url[(bits << (6 - nbits)) & 63]);
  }
  return out;
}

std::optional<std::string> decode_cursor(const std::string& cursor) {
  std::string out;
  unsigned bits = 0;
  int nbits = 0;
  for (char c : cursor) {
    const int v = b64_index(c);
    if (v < 0) {
      return std::nullopt;
    }
    bits = (bits << 6) | static_cast<unsigned>(v);
    nbits += 6;
    if (nbits >= 8) {
      nbits -= 8;
      out.push_back(static_cast<char>((bits >> nbits) & 0xFF));
    }
  }
  return out;
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
  ctx->fail({domain::error_code::validation_failed, {}, std::move(fields), {}, {}});
}

void respond_json(const context_ptr& ctx, unsigned status, const boost::json::value& body) {
  ctx->respond(actors::json_response(status, boost::json::serialize(body)));
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
