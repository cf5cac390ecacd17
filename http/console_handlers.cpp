// The console's development sign-in (docs/console.md): with [console] dev_sign_in on — which
// config only accepts on a loopback listener with an HS256 secret, i.e. `scripts/run` on a
// developer's machine — the console offers a button that gets an ORG_ADMIN token for the
// demo organisation. With it off both routes answer 404 as if they did not exist.

#include "http/request_util.hpp"
#include "http/routes.hpp"

#include "config/config.hpp"
#include "persistence/demo_seed.hpp"
#include "security/jwt.hpp"

#include <boost/json.hpp>

#include <chrono>
#include <ctime>

namespace cxs::http {
namespace {

constexpr auto dev_token_ttl = std::chrono::hours(8);  // a working day; the console then asks again
constexpr std::string_view dev_subject = "dev-console";

bool dev_sign_in_on(const context_ptr& ctx) {
  return ctx->svc().config != nullptr && ctx->svc().config->console.dev_sign_in;
}

void not_offered(const context_ptr& ctx) {
  ctx->fail(actors::api_error::of(domain::error_code::not_found, "No route matches this path."));
}

std::string iso_utc(std::int64_t unix_seconds) {
  const auto t = static_cast<std::time_t>(unix_seconds);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char out[32];
  std::strftime(out, sizeof out, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return out;
}

} // namespace

void add_console_routes(router& routes) {
  routes.add("GET", base_path + "/dev-sign-in", [](const context_ptr& ctx) {
    if (!dev_sign_in_on(ctx)) {
      return not_offered(ctx);
    }
    respond_json(ctx, 200,
                 boost::json::object{{"available", true}, {"orgId", std::string(persistence::demo_org_id)},
                                     {"role", "ORG_ADMIN"}});
  });

  routes.add("POST", base_path + "/dev-sign-in", [](const context_ptr& ctx) {
    if (!dev_sign_in_on(ctx)) {
      return not_offered(ctx);
    }
    const auto& auth = ctx->svc().config->auth;
    const auto expires = std::chrono::system_clock::now() + dev_token_ttl;
    security::jwt_claims claims;
    claims.sub = std::string(dev_subject);
    claims.org = std::string(persistence::demo_org_id);
    claims.role = "ORG_ADMIN";
    claims.iss = auth.jwt_issuer;
    claims.aud = auth.jwt_audience;
    claims.exp = std::chrono::duration_cast<std::chrono::seconds>(expires.time_since_epoch()).count();
    const auto token = security::mint_hs256(claims, auth.jwt_secret);
    if (!token) {
      return ctx->fail(actors::api_error::internal());
    }
    respond_json(ctx, 200,
                 boost::json::object{{"token", *token},
                                     {"orgId", claims.org},
                                     {"role", claims.role},
                                     {"expiresAt", iso_utc(claims.exp)}});
  });
}

} // namespace cxs::http
