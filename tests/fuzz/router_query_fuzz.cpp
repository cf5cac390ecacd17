// libFuzzer target for the router (http/router) and the query, header and cursor
// decoding of http/request_decode. The input is "METHOD path?query\ncursor\nheader-value";
// the table holds the service's route shapes (literal and parameter segments competing).
// Properties (any violation aborts):
//   - a match is found, method-not-allowed (with the allowed methods) or not found;
//   - every parameter of a match is UTF-8 text without NUL or '/', and non-empty;
//   - a cursor either decodes to printable ASCII that encodes back to the same cursor, or
//     is refused; any printable position round-trips;
//   - query and header checks name each problem with a UTF-8 label and never throw.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "domain/text/utf8.hpp"
#include "http/request_decode.hpp"
#include "http/router.hpp"

namespace {

using cxs::domain::text::clean_text;
using cxs::domain::text::valid_utf8;
namespace h = cxs::http;

void check(bool condition) {
  if (!condition) {
    std::abort();
  }
}

const h::router& table() {
  static const h::router r = [] {
    h::router t;
    auto noop = [](const std::shared_ptr<cxs::actors::request_context>&) {};
    const std::string b = "/api/studio/v1";
    for (const auto& [method, pattern] : std::initializer_list<std::pair<const char*, std::string>>{
             {"GET", "/healthz"}, {"GET", "/metrics"}, {"GET", b + "/projects"}, {"POST", b + "/projects"},
             {"GET", b + "/projects/:id"}, {"PATCH", b + "/projects/:id"}, {"DELETE", b + "/projects/:id"},
             {"GET", b + "/projects/:id/apis"}, {"GET", b + "/apis"}, {"GET", b + "/apis/:id"},
             {"PATCH", b + "/apis/:id"}, {"GET", b + "/apis/by-slug/:slug"}, {"GET", b + "/apis/:id/versions"},
             {"POST", b + "/apis/:id/versions/:version/rollback"}, {"POST", b + "/extract/:apiSlug"},
             {"POST", b + "/audio/extract/:apiSlug"}, {"POST", b + "/audio/extract/:apiSlug/stream"},
             {"GET", b + "/webhooks/:id/deliveries"}, {"GET", b + "/ai-assist/drafts/:apiId"}}) {
      t.add(method, pattern, noop);
    }
    return t;
  }();
  return r;
}

std::string_view next_line(std::string_view& rest) {
  const auto nl = rest.find('\n');
  const auto line = rest.substr(0, nl);
  rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
  return line;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  std::string_view rest(reinterpret_cast<const char*>(bytes), size);
  const auto request_line = next_line(rest);
  const auto cursor = std::string(next_line(rest));
  const auto header_value = std::string(rest);

  const auto space = request_line.find(' ');
  const auto method = request_line.substr(0, space);
  const auto target = space == std::string_view::npos ? std::string_view() : request_line.substr(space + 1);
  const auto question = target.find('?');
  const auto path = target.substr(0, question);
  const auto query = question == std::string_view::npos ? std::string_view() : target.substr(question + 1);

  const auto m = table().match(method, path);
  switch (m.status) {
  case h::match_status::found:
    check(m.matched != nullptr && m.matched->method == method);
    for (const auto& [name, value] : m.params) {
      check(!name.empty() && !value.empty() && clean_text(value) && value.find('/') == std::string::npos);
    }
    break;
  case h::match_status::method_not_allowed: check(!m.allowed_methods.empty()); break;
  case h::match_status::not_found: check(m.params.empty()); break;
  }

  const auto params = h::query_params(query);
  const auto problems = h::query_text_problems(query);
  check(problems.size() <= h::max_text_problems);
  if (problems.empty()) {
    // (Not the converse: a repeated parameter keeps its first value, but every value is checked.)
    for (const auto& [name, value] : params) {
      check(clean_text(name) && clean_text(value));
    }
  }
  for (const auto& p : problems) {
    check(valid_utf8(p.field));
  }

  if (const auto position = h::decode_cursor(cursor)) {
    check(!position->empty());
    for (const char c : *position) {
      check(c >= 0x21 && c <= 0x7E);
    }
    check(h::decode_cursor(h::encode_cursor(*position)) == position);
  }
  std::string printable;
  for (const char c : cursor) {
    if (c >= 0x21 && c <= 0x7E && printable.size() < 192) {
      printable.push_back(c);
    }
  }
  if (!printable.empty()) {
    check(h::decode_cursor(h::encode_cursor(printable)) == printable);
  }

  cxs::actors::http_request req;
  req.query = std::string(query);
  req.headers = {{"idempotency-key", header_value}, {"x-svc-client", header_value}};
  const auto refused = h::check_request_text(req);
  check(refused.has_value() == !(problems.empty() && clean_text(header_value)));
  return 0;
}
