#pragma once
// The management console's files, served by the edge at /console/. The whole built
// directory is read into memory once at start (a few hundred KB), so serving a file never
// touches the disk from an I/O thread. Pure: no Beast, unit-tested on its own.

#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::http {

/// One answer of the site: status and the headers and body the edge writes as they are.
struct static_answer {
  unsigned status = 200;
  std::string content_type;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string_view body;  ///< points into the site; valid while the site lives
};

class static_site {
public:
  /// The URL prefix the site lives under (no trailing slash).
  static constexpr std::string_view prefix = "/console";

  /// Reads every regular file under `dir` (symlinks are not followed). Empty optional when
  /// `dir` has no index.html or holds more than `max_bytes` in total; `why` says which.
  [[nodiscard]] static std::optional<static_site> load(const std::filesystem::path& dir, std::string& why,
                                                        std::size_t max_bytes = 64u << 20);

  /// Whether `path` (decoded, no query) belongs to the site: "/console" or "/console/...".
  [[nodiscard]] static bool owns(std::string_view path);

  /// Answers a GET or HEAD of `path` (which `owns`). Hashed files under assets/ are cached
  /// for a year; index.html is revalidated on every load (ETag, `if_none_match`); a path
  /// that names no file and has no extension is a client-side route and gets index.html;
  /// a missing file gets 404 with an empty body.
  [[nodiscard]] static_answer answer(std::string_view path, std::string_view if_none_match) const;

  [[nodiscard]] std::size_t file_count() const { return files_.size(); }

  /// The Content-Security-Policy sent with every answer: nothing inline, nothing foreign.
  static constexpr std::string_view content_security_policy =
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
      "font-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

private:
  struct file {
    std::string content_type;
    std::string body;
    std::string etag;
  };
  std::map<std::string, file, std::less<>> files_;  ///< key: path relative to the dir, '/'-separated
};

/// The media type of a file name, from its extension; "application/octet-stream" otherwise.
[[nodiscard]] std::string content_type_for(std::string_view name);

} // namespace cxs::http
