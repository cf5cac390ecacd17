#pragma once
// The error catalogue: every machine-readable `code` the service can return, with the
// HTTP status it maps to. This is the only list; docs/errors.md mirrors it and a unit
// test keeps the two in step. Codes never change meaning once published.

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace cxs::domain {

enum class error_code : std::uint8_t {
  bad_request,              ///< malformed body or parameters (400)
  unsupported_language,     ///< language code outside the supported list (400)
  unsupported_media,        ///< upload has no decodable audio stream (400)
  unauthenticated,          ///< no credential, or a malformed or expired JWT (401)
  invalid_api_key,          ///< API key unknown or wrong (401)
  key_revoked,              ///< API key was revoked (401)
  key_expired,              ///< API key passed its expiry (401)
  org_suspended,            ///< the credential's organisation is suspended (401)
  scope_missing,            ///< API key lacks the scope the route needs (403)
  live_key_in_mobile,       ///< live key sent by a mobile client without the ack header (403)
  forbidden,                ///< role not allowed on this route (403)
  not_found,                ///< no such route or resource (404)
  api_not_found,            ///< API slug unknown or not published (404)
  insights_not_enabled,     ///< insights requested for an API without them (404)
  method_not_allowed,       ///< route exists, method does not (405)
  request_timeout,          ///< client too slow to send its request (408)
  api_archived,             ///< change attempted on an archived API (409)
  conflict,                 ///< unique value already taken, or state forbids the change (409)
  idempotency_in_progress,  ///< same Idempotency-Key while the first call still runs (409)
  payload_too_large,        ///< body over the configured cap (413)
  headers_too_large,        ///< request header block over the configured cap (431)
  idempotency_key_reused,   ///< same Idempotency-Key with another endpoint or body (422)
  validation_failed,        ///< body parsed but fields are missing or invalid (422)
  rate_limited,             ///< token bucket empty (429)
  quota_exceeded,           ///< organisation quota used up (429)
  internal,                 ///< a bug or unexpected failure on our side (500)
  upstream_error,           ///< an engine failed after retries (502)
  service_unavailable,      ///< a backing service (database) is unreachable (503)
  audit_unavailable,        ///< the audit record could not be made durable (503)
  upstream_timeout,         ///< an engine or the request deadline ran out (504)
  client_closed,            ///< invocation records only: the client went away
};

/// One row of the catalogue.
struct error_info {
  error_code code;
  std::string_view name;     ///< UPPER_SNAKE wire value
  std::uint16_t http_status; ///< status sent with it (0 = never sent over HTTP)
  std::string_view message;  ///< default human-readable text; safe to show to clients
};

/// The row for `code`. Every enumerator has one.
[[nodiscard]] const error_info& info(error_code code) noexcept;

/// Wire name, e.g. "VALIDATION_FAILED".
[[nodiscard]] std::string_view name(error_code code) noexcept;

/// HTTP status for `code`.
[[nodiscard]] std::uint16_t http_status(error_code code) noexcept;

/// Reverse lookup from the wire name; empty when unknown.
[[nodiscard]] std::optional<error_code> from_name(std::string_view name) noexcept;

/// The whole catalogue, in declaration order.
[[nodiscard]] std::span<const error_info> catalogue() noexcept;

} // namespace cxs::domain
