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
/// Build one by name, not positionally:
///   api_error::of(error_code::not_found, "No such API.")
///   api_error::invalid({{"limit", "must be …"}})
///   api_error::of(error_code::rate_limited).retry_after(3)
///   api_error::of(error_code::service_unavailable).with_extra(R"({"checks":{…}})")
struct api_error {
  domain::error_code code = domain::error_code::internal;
  std::string message;
  std::vector<field_problem> fields;  ///< only for VALIDATION_FAILED and friends
  std::optional<int> retry_after_s;   ///< only for 429
  std::string extra_json;             ///< optional extra members, a JSON object text (e.g. checks)

  /// `code` with the catalogue's message.
  [[nodiscard]] static api_error of(domain::error_code code) {
    api_error err;
    err.code = code;
    return err;
  }
  /// `code` with its own message (an empty one falls back to the catalogue's).
  [[nodiscard]] static api_error of(domain::error_code code, std::string message) {
    return of(code).with_message(std::move(message));
  }
  /// 422 VALIDATION_FAILED listing every field problem.
  [[nodiscard]] static api_error invalid(std::vector<field_problem> fields) {
    return of(domain::error_code::validation_failed).with_fields(std::move(fields));
  }
  /// The internal error (500), catalogue message.
  [[nodiscard]] static api_error internal() { return of(domain::error_code::internal); }

  [[nodiscard]] api_error with_message(std::string text) && {
    message = std::move(text);
    return std::move(*this);
  }
  [[nodiscard]] api_error with_fields(std::vector<field_problem> problems) && {
    fields = std::move(problems);
    return std::move(*this);
  }
  /// Adds Retry-After (header and retryAfterSec member).
  [[nodiscard]] api_error retry_after(int seconds) && {
    retry_after_s = seconds;
    return std::move(*this);
  }
  /// Extra top-level members: `json_object_text` must be a JSON object's text.
  [[nodiscard]] api_error with_extra(std::string json_object_text) && {
    extra_json = std::move(json_object_text);
    return std::move(*this);
  }
};

} // namespace cxs::actors
