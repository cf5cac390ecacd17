#include "http/router.hpp"

#include "domain/text/utf8.hpp"

#include <stdexcept>

namespace cxs::http {
namespace {

// Views into `path` (templates are split once, paths on every request: no copies).
std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> out;
  out.reserve(8);
  std::size_t start = 1;  // skip the leading '/'
  while (start <= path.size()) {
    const auto slash = path.find('/', start);
    const auto end = slash == std::string_view::npos ? path.size() : slash;
    out.emplace_back(path.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

} // namespace

void router::add(std::string method, std::string pattern, actors::route_handler handler) {
  if (pattern.empty() || pattern.front() != '/') {
    throw std::invalid_argument("route template must start with '/': " + pattern);
  }
  route r;
  for (const auto part : split_path(pattern)) {
    r.segments.emplace_back(part);
    r.is_param.push_back(!part.empty() && part.front() == ':');
  }
  for (const auto& seg : r.segments) {
    if (seg.empty() && r.segments.size() > 1) {
      throw std::invalid_argument("route template has an empty segment: " + pattern);
    }
    if (seg.empty() || seg.front() != ':') {
      ++r.literal_count;
    } else if (seg.size() == 1) {
      throw std::invalid_argument("route parameter needs a name: " + pattern);
    }
  }
  for (const auto& existing : routes_) {
    if (existing.method == method && existing.pattern == pattern) {
      throw std::invalid_argument("duplicate route: " + method + " " + pattern);
    }
  }
  r.method = std::move(method);
  r.pattern = std::move(pattern);
  r.handler = std::move(handler);
  if (by_length_.size() <= r.segments.size()) {
    by_length_.resize(r.segments.size() + 1);
  }
  by_length_[r.segments.size()].push_back(routes_.size());
  routes_.push_back(std::move(r));
}

void router::add_upload(std::string method, std::string pattern, actors::route_handler handler) {
  add(std::move(method), std::move(pattern), std::move(handler));
  routes_.back().upload = true;
}

match_result router::match(std::string_view method, std::string_view path) const {
  match_result out;
  if (path.empty() || path.front() != '/') {
    return out;
  }
  // A single trailing slash is tolerated ("/apis/" is "/apis"), except for the root.
  if (path.size() > 1 && path.back() == '/') {
    path.remove_suffix(1);
  }
  const auto parts = split_path(path);
  const route* best = nullptr;
  const route* best_any_method = nullptr;
  if (parts.size() >= by_length_.size()) {
    return out;  // no template has that many segments
  }
  for (const auto index : by_length_[parts.size()]) {
    const auto& r = routes_[index];
    // Last segment first: templates of one length mostly share their leading segments
    // ("api", "studio", "v1") and differ near the end, so a misfit shows at once.
    bool fits = true;
    for (std::size_t i = parts.size(); i-- > 0 && fits;) {
      fits = r.is_param[i] ? !parts[i].empty() : r.segments[i] == parts[i];
    }
    if (!fits) {
      continue;
    }
    if (r.method == method) {
      if (best == nullptr || r.literal_count > best->literal_count) {
        best = &r;
      }
    } else if (best_any_method == nullptr || r.literal_count >= best_any_method->literal_count) {
      best_any_method = &r;
    }
  }
  if (best != nullptr && (best_any_method == nullptr || best->literal_count >= best_any_method->literal_count)) {
    for (std::size_t i = 0; i < parts.size(); ++i) {
      const auto& seg = best->segments[i];
      if (!seg.empty() && seg.front() == ':') {
        std::string decoded;
        if (!percent_decode(parts[i], decoded) || !domain::text::clean_text(decoded)) {
          // Undecodable, or not UTF-8 text (/apis/%c0%ae): no resource can have that id
          // or slug, so it is a 404 before any handler (or invocation record) sees it.
          return match_result{};
        }
        out.params.emplace(seg.substr(1), std::move(decoded));
      }
    }
    out.status = match_status::found;
    out.matched = best;
    return out;
  }
  if (best_any_method != nullptr) {
    // Report the methods of the most specific template that fits, e.g. GET and PATCH.
    for (const auto& r : routes_) {
      if (r.pattern == best_any_method->pattern) {
        out.allowed_methods.push_back(r.method);
      }
    }
    out.status = match_status::method_not_allowed;
  }
  return out;
}

std::string method_label(std::string_view method) {
  for (const std::string_view known : {"GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"}) {
    if (method == known) {
      return std::string(known);
    }
  }
  return "other";
}

} // namespace cxs::http
