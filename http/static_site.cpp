#include "http/static_site.hpp"

#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>

namespace cxs::http {
namespace {

// FNV-1a over the bytes: an ETag only has to change when the file does, and the files are
// fixed for the life of the process.
std::string etag_of(std::string_view bytes) {
  std::uint64_t h = 14695981039346656037ull;
  for (const unsigned char c : bytes) {
    h = (h ^ c) * 1099511628211ull;
  }
  std::array<char, 24> out{};
  std::snprintf(out.data(), out.size(), "\"%016llx\"", static_cast<unsigned long long>(h));
  return out.data();
}

std::string_view extension_of(std::string_view name) {
  const auto slash = name.rfind('/');
  const auto base = slash == std::string_view::npos ? name : name.substr(slash + 1);
  const auto dot = base.rfind('.');
  return dot == std::string_view::npos || dot == 0 ? std::string_view{} : base.substr(dot);
}

void add_security_headers(static_answer& a) {
  a.headers.emplace_back("Content-Security-Policy", std::string(static_site::content_security_policy));
  a.headers.emplace_back("X-Content-Type-Options", "nosniff");
  a.headers.emplace_back("Referrer-Policy", "no-referrer");
  a.headers.emplace_back("X-Frame-Options", "DENY");
}

} // namespace

std::string content_type_for(std::string_view name) {
  static const std::map<std::string_view, std::string_view> types{
      {".html", "text/html; charset=utf-8"},  {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"}, {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},          {".map", "application/json"},
      {".svg", "image/svg+xml"},              {".png", "image/png"},
      {".ico", "image/x-icon"},               {".webp", "image/webp"},
      {".woff2", "font/woff2"},               {".txt", "text/plain; charset=utf-8"},
  };
  const auto it = types.find(extension_of(name));
  return std::string(it == types.end() ? std::string_view("application/octet-stream") : it->second);
}

std::optional<static_site> static_site::load(const std::filesystem::path& dir, std::string& why, std::size_t max_bytes) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_regular_file(dir / "index.html", ec)) {
    why = "no index.html in " + dir.string();
    return std::nullopt;
  }
  static_site site;
  std::size_t total = 0;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    if (!it->is_regular_file(ec) || it->is_symlink(ec)) {
      continue;
    }
    const auto relative = fs::relative(it->path(), dir, ec).generic_string();
    if (ec || relative.empty() || relative.rfind("..", 0) == 0) {
      continue;
    }
    std::ifstream in(it->path(), std::ios::binary);
    std::string body((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    total += body.size();
    if (total > max_bytes) {
      why = dir.string() + " holds more than " + std::to_string(max_bytes >> 20) + " MiB";
      return std::nullopt;
    }
    file f{content_type_for(relative), std::move(body), {}};
    f.etag = etag_of(f.body);
    site.files_.emplace(relative, std::move(f));
  }
  if (ec) {
    why = "cannot read " + dir.string() + ": " + ec.message();
    return std::nullopt;
  }
  return site;
}

bool static_site::owns(std::string_view path) {
  return path == prefix || (path.size() > prefix.size() && path.substr(0, prefix.size()) == prefix &&
                            path[prefix.size()] == '/');
}

static_answer static_site::answer(std::string_view path, std::string_view if_none_match) const {
  static_answer a;
  add_security_headers(a);
  if (path == prefix) {
    a.status = 308;  // "/console" → "/console/", so relative URLs resolve under the site
    a.headers.emplace_back("Location", std::string(prefix) + "/");
    return a;
  }
  std::string_view relative = path.substr(prefix.size() + 1);
  auto it = relative.empty() ? files_.end() : files_.find(relative);
  const bool hashed_asset = relative.rfind("assets/", 0) == 0;
  if (it == files_.end()) {
    if (hashed_asset || !extension_of(relative).empty()) {
      a.status = 404;
      a.content_type = "text/plain; charset=utf-8";
      a.headers.emplace_back("Cache-Control", "no-store");
      return a;
    }
    it = files_.find(std::string_view("index.html"));  // a client-side route
  }
  const auto& f = it->second;
  a.content_type = f.content_type;
  a.headers.emplace_back("ETag", f.etag);
  a.headers.emplace_back("Cache-Control", hashed_asset ? "public, max-age=31536000, immutable" : "no-cache");
  if (!if_none_match.empty() && if_none_match == f.etag) {
    a.status = 304;
    return a;
  }
  a.body = f.body;
  return a;
}

} // namespace cxs::http
