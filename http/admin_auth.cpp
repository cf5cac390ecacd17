// The management surface's guard: an administrator JWT (see http/auth.hpp). Kept apart
// from the API-key guard so the public data path's files include nothing from persistence/.
#include "http/auth.hpp"

#include "config/config.hpp"
#include "domain/text/utf8.hpp"
#include "persistence/org_repository.hpp"
#include "security/jwt.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>

namespace cxs::http {

using actors::api_error;
using domain::error_code;

void require_admin(const context_ptr& ctx, std::function<void(const admin_principal&)> next) {
  const auto token = bearer_token(ctx->request());
  if (!token) {
    return ctx->fail(api_error::of(error_code::unauthenticated, "A management token is required (Authorization: Bearer <JWT>)."));
  }
  if (looks_like_key(*token)) {
    return ctx->fail(api_error::of(error_code::unauthenticated, "API keys cannot be used on the management surface."));
  }
  if (!domain::text::clean_text(*token)) {
    return ctx->fail(api_error::of(error_code::unauthenticated, "The token is not valid."));
  }
  const auto& auth = ctx->svc().config->auth;
  const auto alg = auth.jwt_algorithm == "RS256"   ? security::jwt_algorithm::rs256
                   : auth.jwt_algorithm == "ES256" ? security::jwt_algorithm::es256
                                                   : security::jwt_algorithm::hs256;
  const auto& key = alg == security::jwt_algorithm::hs256 ? auth.jwt_secret : auth.jwt_public_key;
  const auto verified =
      security::verify_jwt(*token, key, alg, auth.jwt_issuer, auth.jwt_audience, std::chrono::system_clock::now());
  if (!verified.claims) {
    const bool expired = verified.error == security::jwt_error::expired;
    return ctx->fail(api_error::of(error_code::unauthenticated, expired ? "The token has expired." : "The token is not valid."));
  }
  admin_principal principal{verified.claims->org, verified.claims->sub, verified.claims->role};
  // The org claim becomes a row id: it must look like one (CONTRACT ids are prefixed).
  const auto& org = principal.org_id;
  const bool org_ok = org.size() > 4 && org.size() <= 68 && org.rfind("org_", 0) == 0 &&
                      std::all_of(org.begin() + 4, org.end(), [](unsigned char c) {
                        return std::isalnum(c) || c == '_' || c == '-';
                      });
  if (!org_ok) {
    return ctx->fail(api_error::of(error_code::unauthenticated, "The token's org claim is not an organisation id (org_…)."));
  }
  if (principal.role != "ORG_ADMIN" && principal.role != "PLATFORM_ADMIN") {
    return ctx->fail(api_error::of(error_code::forbidden, "This role may not use the management surface."));
  }
  ctx->query<std::string>(
      [org = principal.org_id](pg::connection& conn) { return persistence::ensure_org(conn, org); },
      [ctx, principal, next](std::string& status) {
        if (status != "ACTIVE") {
          return ctx->fail(api_error::of(error_code::org_suspended, {}));
        }
        next(principal);
      });
}

} // namespace cxs::http
