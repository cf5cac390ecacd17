#include "domain/errors.hpp"

#include <array>

namespace cxs::domain {
namespace {

constexpr std::array<error_info, 31> rows{{
    {error_code::bad_request, "BAD_REQUEST", 400, "The request is malformed."},
    {error_code::unsupported_language, "UNSUPPORTED_LANGUAGE", 400, "The language code is not supported."},
    {error_code::unsupported_media, "UNSUPPORTED_MEDIA", 400, "The upload has no audio stream that can be decoded."},
    {error_code::unauthenticated, "UNAUTHENTICATED", 401, "Authentication is required."},
    {error_code::invalid_api_key, "INVALID_API_KEY", 401, "The API key is not valid."},
    {error_code::key_revoked, "KEY_REVOKED", 401, "The API key has been revoked."},
    {error_code::key_expired, "KEY_EXPIRED", 401, "The API key has expired."},
    {error_code::org_suspended, "ORG_SUSPENDED", 401, "The organisation is suspended."},
    {error_code::scope_missing, "SCOPE_MISSING", 403, "The API key lacks the scope this operation needs."},
    {error_code::live_key_in_mobile, "LIVE_KEY_IN_MOBILE", 403, "Live keys must not be used from mobile clients."},
    {error_code::forbidden, "FORBIDDEN", 403, "This credential may not perform this operation."},
    {error_code::not_found, "NOT_FOUND", 404, "Not found."},
    {error_code::api_not_found, "API_NOT_FOUND", 404, "No published API has this slug."},
    {error_code::insights_not_enabled, "INSIGHTS_NOT_ENABLED", 404, "Insights are not enabled for this API."},
    {error_code::method_not_allowed, "METHOD_NOT_ALLOWED", 405, "This method is not allowed on this path."},
    {error_code::request_timeout, "REQUEST_TIMEOUT", 408, "The request was not received in time."},
    {error_code::api_archived, "API_ARCHIVED", 409, "The API is archived and cannot be changed."},
    {error_code::conflict, "CONFLICT", 409, "The request conflicts with the current state."},
    {error_code::idempotency_in_progress, "IDEMPOTENCY_IN_PROGRESS", 409, "A request with this Idempotency-Key is still running."},
    {error_code::payload_too_large, "PAYLOAD_TOO_LARGE", 413, "The request body is too large."},
    {error_code::headers_too_large, "HEADERS_TOO_LARGE", 431, "The request headers are too large."},
    {error_code::idempotency_key_reused, "IDEMPOTENCY_KEY_REUSED", 422, "This Idempotency-Key was used for a different request."},
    {error_code::validation_failed, "VALIDATION_FAILED", 422, "The request failed validation."},
    {error_code::rate_limited, "RATE_LIMITED", 429, "Rate limit exceeded."},
    {error_code::quota_exceeded, "QUOTA_EXCEEDED", 429, "The organisation's quota is used up."},
    {error_code::internal, "INTERNAL", 500, "An internal error occurred."},
    {error_code::upstream_error, "UPSTREAM_ERROR", 502, "A processing engine failed."},
    {error_code::service_unavailable, "SERVICE_UNAVAILABLE", 503, "A backing service is unavailable; retry later."},
    {error_code::audit_unavailable, "AUDIT_UNAVAILABLE", 503, "The audit record could not be stored, so the result was withheld; retry."},
    {error_code::upstream_timeout, "UPSTREAM_TIMEOUT", 504, "The request did not complete in time."},
    {error_code::client_closed, "CLIENT_CLOSED", 0, "The client closed the connection."},
}};

// The table is indexed by enumerator value; this catches a reordering at compile time.
constexpr bool rows_in_order() {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (static_cast<std::size_t>(rows[i].code) != i) {
      return false;
    }
  }
  return true;
}
static_assert(rows_in_order(), "error catalogue rows must follow the enum order");
static_assert(rows.size() == static_cast<std::size_t>(error_code::client_closed) + 1);

} // namespace

const error_info& info(error_code code) noexcept { return rows[static_cast<std::size_t>(code)]; }
std::string_view name(error_code code) noexcept { return info(code).name; }
std::uint16_t http_status(error_code code) noexcept { return info(code).http_status; }

std::optional<error_code> from_name(std::string_view wire) noexcept {
  for (const auto& row : rows) {
    if (row.name == wire) {
      return row.code;
    }
  }
  return std::nullopt;
}

std::span<const error_info> catalogue() noexcept { return rows; }

} // namespace cxs::domain
