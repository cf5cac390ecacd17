#pragma once
// The request and response as actors see them: plain data, no Beast types, so actor code
// compiles without Boost.Beast and can be tested without sockets.

#include "domain/errors.hpp"

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cxs::actors {

/// An uploaded file part of a multipart request, already on disk. The file is removed
/// when the last reference to `owner` goes (the request is over, whatever its outcome).
struct uploaded_file {
  std::string path;
  std::uint64_t bytes = 0;
  std::string filename;
  std::string content_type;
  std::shared_ptr<void> owner;  ///< keeps the temporary file alive; type-erased so actors/ needs no file code
};

struct http_request {
  std::string method;      ///< "GET", "POST", …
  std::string path;        ///< decoded path without query
  std::string query;       ///< raw query string without '?'
  std::vector<std::pair<std::string, std::string>> headers;  ///< names lower-cased
  std::string body;
  std::string request_id;  ///< req_…, also sent as X-Request-Id
  std::string route;       ///< matched route template, e.g. "/api/studio/v1/apis/:id"
  std::map<std::string, std::string> path_params;
  std::chrono::steady_clock::time_point received_at;
  /// Multipart requests (upload routes) only: the non-file form fields, and the file part.
  std::map<std::string, std::string> form;
  std::shared_ptr<const uploaded_file> upload;

  /// First value of header `name` (lower-case), if present.
  [[nodiscard]] std::optional<std::string> header(const std::string& name) const;
};

struct http_response {
  unsigned status = 200;
  std::string content_type = "application/json";
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  /// The error an error response renders (set by error_response), so recording a call
  /// never has to read its code back out of the body.
  std::optional<domain::error_code> error;
};

/// One field problem of a 422 response.
struct field_problem {
  std::string field;
  std::string message;
};

/// An error on its way to the client. `message` defaults to the catalogue text.
struct api_error {
  domain::error_code code = domain::error_code::internal;
  std::string message;
  std::vector<field_problem> fields;  ///< only for VALIDATION_FAILED and friends
  std::optional<int> retry_after_s;   ///< only for 429
  std::string extra_json;             ///< optional extra members, a JSON object text (e.g. checks)
};

} // namespace cxs::actors
