#pragma once
// Authentication of both surfaces. Each guard answers the request itself on failure
// (401/403 with the catalogue's code) and otherwise calls `next` with the principal, in
// the supervisor's actor context.
//
// Management JWTs: signature with the configured algorithm only, exp/iss/aud, required
// claims sub/org/role; roles ORG_ADMIN and PLATFORM_ADMIN only (others: 403 FORBIDDEN);
// the organisation is created on first sight; a suspended one gets 401 ORG_SUSPENDED.
//
// API keys: `svc_test_…`/`svc_live_…`; verified from the in-memory cache, else by one
// indexed lookup on the 12-character prefix plus one bcrypt compare on a CPU worker.
// The hash is checked before the key's state, so a guessed prefix reveals nothing.

#include "actors/key_cache_actor.hpp"
#include "http/request_util.hpp"

#include <functional>
#include <optional>
#include <string>

namespace cxs::http {

struct admin_principal {
  std::string org_id;
  std::string sub;
  std::string role;
  [[nodiscard]] bool platform_admin() const { return role == "PLATFORM_ADMIN"; }
};

/// Guards a management route.
void require_admin(const context_ptr& ctx, std::function<void(const admin_principal&)> next);

/// Guards a public route needing `scope` (extract, audio, summarize, insights, apis:read,
/// invocations:read); also applies the mobile live-key rule and takes a token from the
/// key's rate-limit bucket (429 RATE_LIMITED with Retry-After when empty).
void require_key(const context_ptr& ctx, const std::string& scope,
                 std::function<void(const actors::key_principal&)> next);

/// Either credential (GET /apis, GET /apis/by-slug/:slug): a bearer that looks like an API
/// key is checked as one (with `scope`), anything else as a management JWT.
struct caller {
  std::optional<admin_principal> admin;
  std::optional<actors::key_principal> key;
  [[nodiscard]] const std::string& org_id() const { return admin ? admin->org_id : key->org_id; }
};
void require_key_or_admin(const context_ptr& ctx, const std::string& scope, std::function<void(const caller&)> next);

/// True when any X-Svc-Client header (they may repeat) starts with "mobile" in any case:
/// the mobile SDKs' live-key rule (CONTRACT "Keys") applies to the request.
[[nodiscard]] bool from_mobile_client(const actors::http_request& request);

/// True when `token` starts like an API key (svc_test_/svc_live_): it is checked as one.
[[nodiscard]] bool looks_like_key(std::string_view token);

/// True when `token` has only the characters an API key can have (url-safe base64 after
/// the svc_test_/svc_live_ prefix), so no other bytes reach the key lookup.
[[nodiscard]] bool key_charset(std::string_view token);

/// The bearer token of the Authorization header, if any.
[[nodiscard]] std::optional<std::string> bearer_token(const actors::http_request& request);

/// What require_key answers for an Authorization header value that cannot carry an API key
/// (missing, not Bearer, or not shaped like a key: 401 UNAUTHENTICATED or INVALID_API_KEY),
/// decided from the header alone; nullopt for a well-formed key, which may still be
/// unknown. The edge asks it before an upload opens its temporary file, so a request
/// without a key never writes to the disk.
[[nodiscard]] std::optional<actors::api_error> api_key_header_problem(std::optional<std::string_view> authorization);

} // namespace cxs::http
