#include "http/request_decode.hpp"

#include "domain/text/utf8.hpp"

#include <boost/json.hpp>

#include <array>

namespace cxs::http {
namespace {

using domain::text::clean_text;

constexpr char b64url[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::size_t max_cursor_position = 192;
constexpr std::size_t max_label_bytes = 100;
constexpr const char* not_text = "must be UTF-8 text without NUL characters (U+0000)";

int b64_index(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// A query component: '+' is a space, %XX any byte; a malformed escape leaves the whole
// component as sent (validators reject it if it matters).
std::string query_decode(std::string_view in) {
  std::string out;
  out.reserve(in.size());
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (in[i] == '+') {
      out.push_back(' ');
    } else if (in[i] != '%') {
      out.push_back(in[i]);
    } else if (i + 2 < in.size() && hex_value(in[i + 1]) >= 0 && hex_value(in[i + 2]) >= 0) {
      out.push_back(static_cast<char>(hex_value(in[i + 1]) * 16 + hex_value(in[i + 2])));
      i += 2;
    } else {
      std::string raw(in);
      for (auto& c : raw) {
        c = c == '+' ? ' ' : c;
      }
      return raw;
    }
  }
  return out;
}

// Calls `each(name, value)` for every name[=value] pair of a raw query string.
template <typename F>
void for_each_pair(std::string_view raw, F&& each) {
  std::size_t start = 0;
  while (start <= raw.size()) {
    const auto amp = raw.find('&', start);
    const auto end = amp == std::string_view::npos ? raw.size() : amp;
    const auto pair = raw.substr(start, end - start);
    if (!pair.empty()) {
      const auto eq = pair.find('=');
      each(query_decode(pair.substr(0, eq)),
           eq == std::string_view::npos ? std::string() : query_decode(pair.substr(eq + 1)));
    }
    if (amp == std::string_view::npos) {
      break;
    }
    start = amp + 1;
  }
}

std::string member_path(const std::string& path, std::string_view key) {
  return path.empty() ? field_label(key) : path + "." + field_label(key);
}

} // namespace

std::string field_label(std::string_view name) {
  std::string out;
  for (const char c : domain::text::to_valid_utf8(name)) {
    if (c == '\0') {
      out += "\\u0000";
    } else {
      out.push_back(c);
    }
  }
  if (out.size() > max_label_bytes) {
    out.resize(domain::text::char_boundary(out, max_label_bytes));
  }
  return out;
}

void json_text_problems(const boost::json::value& value, const std::string& path,
                        std::vector<actors::field_problem>& problems) {
  if (problems.size() >= max_text_problems) {
    return;
  }
  switch (value.kind()) {
  case boost::json::kind::string:
    if (!clean_text(value.get_string())) {
      problems.push_back({path.empty() ? std::string("body") : path, not_text});
    }
    return;
  case boost::json::kind::array: {
    const auto& array = value.get_array();
    for (std::size_t i = 0; i < array.size() && problems.size() < max_text_problems; ++i) {
      json_text_problems(array[i], path + "[" + std::to_string(i) + "]", problems);
    }
    return;
  }
  case boost::json::kind::object:
    for (const auto& member : value.get_object()) {
      if (problems.size() >= max_text_problems) {
        return;
      }
      const auto name = member_path(path, member.key());
      if (!clean_text(member.key())) {
        problems.push_back({name, "is a member name that is not UTF-8 text without NUL characters (U+0000)"});
        continue;
      }
      json_text_problems(member.value(), name, problems);
    }
    return;
  default: return;
  }
}

decoded_body decode_json_object(std::string_view body) {
  decoded_body out;
  boost::system::error_code ec;
  // Boost.JSON refuses ill-formed UTF-8 in the raw text; an escape (\u0000, a lone
  // surrogate) can still make a string that is not clean text: the walk catches it.
  auto value = boost::json::parse(body, ec);
  if (ec) {
    out.error = actors::api_error::of(domain::error_code::bad_request, "The body is not valid JSON.");
    return out;
  }
  if (!value.is_object()) {
    out.error = actors::api_error::of(domain::error_code::bad_request, "The body must be a JSON object.");
    return out;
  }
  std::vector<actors::field_problem> problems;
  json_text_problems(value, "", problems);
  if (!problems.empty()) {
    out.error = actors::api_error::invalid(std::move(problems));
    return out;
  }
  out.object = std::move(value.as_object());
  return out;
}

bool percent_decode(std::string_view in, std::string& out) {
  out.clear();
  out.reserve(in.size());
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (in[i] != '%') {
      out.push_back(in[i]);
      continue;
    }
    if (i + 2 >= in.size()) {
      return false;
    }
    const int hi = hex_value(in[i + 1]);
    const int lo = hex_value(in[i + 2]);
    if (hi < 0 || lo < 0) {
      return false;
    }
    const char c = static_cast<char>(hi * 16 + lo);
    if (c == '/' || c == '\0') {
      return false;
    }
    out.push_back(c);
    i += 2;
  }
  return true;
}

std::map<std::string, std::string> query_params(std::string_view raw_query) {
  std::map<std::string, std::string> out;
  for_each_pair(raw_query, [&out](std::string name, std::string value) { out.emplace(std::move(name), std::move(value)); });
  return out;
}

std::vector<actors::field_problem> query_text_problems(std::string_view raw_query) {
  std::vector<actors::field_problem> problems;
  for_each_pair(raw_query, [&problems](const std::string& name, const std::string& value) {
    if (problems.size() < max_text_problems && !(clean_text(name) && clean_text(value))) {
      problems.push_back({field_label(name), not_text});
    }
  });
  return problems;
}

std::vector<actors::field_problem> form_text_problems(const std::map<std::string, std::string>& form) {
  std::vector<actors::field_problem> problems;
  for (const auto& [name, value] : form) {
    if (problems.size() < max_text_problems && !(clean_text(name) && clean_text(value))) {
      problems.push_back({field_label(name), not_text});
    }
  }
  return problems;
}

std::optional<actors::api_error> check_request_text(const actors::http_request& request) {
  auto problems = query_text_problems(request.query);
  // Header names as the docs spell them; every occurrence counts (X-Svc-Client may repeat).
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 3> read_headers{{
      {"idempotency-key", "Idempotency-Key"},
      {"x-svc-client", "X-Svc-Client"},
      {"x-svc-live-key-ack", "X-Svc-Live-Key-Ack"},
  }};
  for (const auto& [lower, display] : read_headers) {
    for (const auto& [name, value] : request.headers) {
      if (name == lower && !clean_text(value)) {
        problems.push_back({std::string(display), not_text});
        break;
      }
    }
  }
  if (problems.empty()) {
    return std::nullopt;
  }
  return actors::api_error::invalid(std::move(problems));
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
  if (cursor.empty() || cursor.size() % 4 == 1 || cursor.size() > (max_cursor_position * 4 + 2) / 3) {
    return std::nullopt;
  }
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
      const auto byte = static_cast<unsigned char>((bits >> nbits) & 0xFF);
      if (byte < 0x21 || byte > 0x7E) {
        return std::nullopt;  // our positions are printable ASCII: this one was made up
      }
      out.push_back(static_cast<char>(byte));
    }
  }
  return out;
}

} // namespace cxs::http
