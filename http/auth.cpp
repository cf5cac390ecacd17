#include "http/auth.hpp"

#include "config/config.hpp"
#include "domain/text/utf8.hpp"
#include "actors/key_verification.hpp"
#include "security/jwt.hpp"

#include <caf/send.hpp>

#include <algorithm>
#include <cctype>
#include <chrono>

namespace cxs::http {
namespace {

using actors::api_error;
using domain::error_code;

constexpr std::string_view test_prefix = "svc_test_";
constexpr std::string_view live_prefix = "svc_live_";
constexpr auto cache_timeout = std::chrono::seconds(2);


api_error error_of(error_code code) { return api_error::of(code); }

// Applied to every verified key, cached or not: scope and the mobile live-key rule.
void limit_then(const context_ptr& ctx, const actors::key_principal& key,
                const std::function<void(const actors::key_principal&)>& next);

void admit_key(const context_ptr& ctx, const actors::key_principal& key, const std::string& scope,
               const std::function<void(const actors::key_principal&)>& next) {
  // Expiry is checked on every use: a cached key must not outlive its expiresAt.
  const auto now = std::chrono::duration_cast<std::chrono::seconds>(
                       std::chrono::system_clock::now().time_since_epoch())
                       .count();
  if (key.expires_at != 0 && key.expires_at <= now) {
    return ctx->fail(error_of(error_code::key_expired));
  }
  if (key.mode == "live" && from_mobile_client(ctx->request()) &&
      ctx->request().header("x-svc-live-key-ack").value_or("") != "development") {
    return ctx->fail(error_of(error_code::live_key_in_mobile));
  }
  if (std::find(key.scopes.begin(), key.scopes.end(), scope) == key.scopes.end()) {
    return ctx->fail(api_error::of(error_code::scope_missing, "The API key lacks the scope '" + scope + "'."));
  }
  limit_then(ctx, key, next);
}

// Every key-authenticated request takes a token from the key's bucket (per replica).
void limit_then(const context_ptr& ctx, const actors::key_principal& key,
                const std::function<void(const actors::key_principal&)>& next) {
  if (auto* rates = ctx->svc().rates) {
    if (const int wait_s = rates->take(key.key_id); wait_s > 0) {
      return ctx->fail(api_error::of(error_code::rate_limited).retry_after(wait_s));
    }
  }
  next(key);
}

} // namespace

bool from_mobile_client(const actors::http_request& request) {
  constexpr std::string_view mobile = "mobile";
  for (const auto& [name, value] : request.headers) {
    if (name == "x-svc-client" && value.size() >= mobile.size() &&
        std::equal(mobile.begin(), mobile.end(), value.begin(),
                   [](char m, char c) { return m == std::tolower(static_cast<unsigned char>(c)); })) {
      return true;
    }
  }
  return false;
}

bool looks_like_key(std::string_view token) {
  return token.rfind(test_prefix, 0) == 0 || token.rfind(live_prefix, 0) == 0;
}

bool key_charset(std::string_view token) {
  return std::all_of(token.begin(), token.end(), [](unsigned char c) {
    return std::isalnum(c) != 0 || c == '_' || c == '-';
  });
}

namespace {

// The token after "Bearer " (any case) in an Authorization header value, if any.
std::optional<std::string> bearer_of(std::string_view header) {
  if (header.size() <= 7) {
    return std::nullopt;
  }
  std::string scheme(header.substr(0, 7));
  std::transform(scheme.begin(), scheme.end(), scheme.begin(), [](unsigned char c) { return std::tolower(c); });
  if (scheme != "bearer ") {
    return std::nullopt;
  }
  auto token = header.substr(7);
  while (!token.empty() && token.front() == ' ') {
    token.remove_prefix(1);
  }
  return token.empty() ? std::nullopt : std::optional<std::string>(token);
}

} // namespace

std::optional<std::string> bearer_token(const actors::http_request& request) {
  const auto header = request.header("authorization");
  return header ? bearer_of(*header) : std::nullopt;
}

std::optional<api_error> api_key_header_problem(std::optional<std::string_view> authorization) {
  const auto token = authorization ? bearer_of(*authorization) : std::nullopt;
  if (!token) {
    return api_error::of(error_code::unauthenticated, "An API key is required (Authorization: Bearer <API_KEY>).");
  }
  if (!looks_like_key(*token) || token->size() < test_prefix.size() + 32 || !key_charset(*token)) {
    return error_of(error_code::invalid_api_key);
  }
  return std::nullopt;
}

void require_key(const context_ptr& ctx, const std::string& scope,
                 std::function<void(const actors::key_principal&)> next) {
  const auto header = ctx->request().header("authorization");
  if (auto problem = api_key_header_problem(header ? std::optional<std::string_view>(*header) : std::nullopt)) {
    return ctx->fail(std::move(*problem));
  }
  const auto token = bearer_token(ctx->request());
  auto digest = security::sha256_hex(*token);
  if (const auto* cached = ctx->svc().key_table) {
    if (auto hit = cached->find(digest)) {
      return admit_key(ctx, *hit, scope, next);
    }
  }
  // A miss asks the key cache actor, with a timeout: a lookup held behind another request's
  // verification waits for that verification's put or release, which a request that ends
  // before it starts verifying never sends.
  ctx->self()
      ->request(ctx->svc().keys, cache_timeout, caf::get_atom::value, digest)
      .then(
          [ctx, token = *token, digest, scope, next](actors::key_lookup& found) {
            if (found.hit) {
              return admit_key(ctx, found.principal, scope, next);
            }
            actors::verify_key_in_database(ctx, token, digest, found.generation,
                                           [ctx, scope, next](const actors::key_principal& key) { admit_key(ctx, key, scope, next); });
          },
          [ctx, token = *token, digest, scope, next](caf::error&) {
            // No cache answer: verify anyway, but never cache (generation that cannot match).
            actors::verify_key_in_database(ctx, token, digest, ~std::uint64_t{0},
                                           [ctx, scope, next](const actors::key_principal& key) { admit_key(ctx, key, scope, next); });
          });
}

void require_key_or_admin(const context_ptr& ctx, const std::string& scope, std::function<void(const caller&)> next) {
  const auto token = bearer_token(ctx->request());
  if (token && looks_like_key(*token)) {
    return require_key(ctx, scope, [next](const actors::key_principal& key) { next(caller{std::nullopt, key}); });
  }
  require_admin(ctx, [next](const admin_principal& admin) { next(caller{admin, std::nullopt}); });
}

} // namespace cxs::http
