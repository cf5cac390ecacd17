#include "http/auth.hpp"

#include "config/config.hpp"
#include "domain/text/utf8.hpp"
#include "persistence/key_repository.hpp"
#include "persistence/org_repository.hpp"
#include "security/jwt.hpp"
#include "security/password_hash.hpp"
#include "security/verified_keys.hpp"

#include <caf/send.hpp>

#include <algorithm>
#include <cctype>
#include <chrono>

namespace cxs::http {
namespace {

using domain::error_code;
using actors::db_task;

constexpr std::string_view test_prefix = "svc_test_";
constexpr std::string_view live_prefix = "svc_live_";
constexpr std::size_t lookup_length = 12;
constexpr auto cache_timeout = std::chrono::seconds(2);

bool looks_like_key(const std::string& token) {
  return token.rfind(test_prefix, 0) == 0 || token.rfind(live_prefix, 0) == 0;
}

actors::api_error error_of(error_code code) { return actors::api_error{code, {}, {}, {}, {}}; }

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
    return ctx->fail({error_code::scope_missing, "The API key lacks the scope '" + scope + "'.", {}, {}, {}});
  }
  limit_then(ctx, key, next);
}

// Every key-authenticated request takes a token from the key's bucket (per replica).
void limit_then(const context_ptr& ctx, const actors::key_principal& key,
                const std::function<void(const actors::key_principal&)>& next) {
  ctx->self()
      ->request(ctx->svc().rates, cache_timeout, actors::take_atom::value, key.key_id)
      .then(
          [ctx, key, next](int wait_s) {
            if (wait_s > 0) {
              return ctx->fail({error_code::rate_limited, {}, {}, wait_s, {}});
            }
            next(key);
          },
          // The limiter protects capacity; if it cannot answer, serving beats refusing.
          [key, next](caf::error&) { next(key); });
}

// Tells the key cache the verification of `digest` ended without a put (the key is bad,
// or the request died first), so lookups held behind it stop waiting. Sent once, when the
// last copy of the verification's continuations goes.
struct verification_release {
  actors::key_cache_actor keys;
  std::string digest;
  bool cached = false;
  ~verification_release() {
    if (!cached) {
      caf::anon_send(keys, actors::release_atom::value, digest);
    }
  }
};

void verify_key_from_database(const context_ptr& ctx, const std::string& token, const std::string& digest,
                              std::uint64_t generation, const std::string& scope,
                              std::function<void(const actors::key_principal&)> next) {
  auto release = std::make_shared<verification_release>();
  release->keys = ctx->svc().keys;
  release->digest = digest;
  const std::string prefix = token.substr(test_prefix.size(), lookup_length);
  ctx->query<std::optional<persistence::key_row>>(
      [prefix](pg::connection& conn) { return persistence::find_key_by_prefix(conn, prefix); },
      [ctx, token, digest, generation, scope, next, release](std::optional<persistence::key_row>& found) {
        if (!found) {
          return ctx->fail(error_of(error_code::invalid_api_key));
        }
        auto row = std::make_shared<persistence::key_row>(std::move(*found));
        auto* proofs = ctx->svc().verified_keys;
        auto decide = [ctx, row, token, digest, generation, scope, next, release](bool& matches) {
          if (!matches || row->mode != (token.rfind(live_prefix, 0) == 0 ? "live" : "test")) {
            return ctx->fail(error_of(error_code::invalid_api_key));
          }
          if (row->revoked) {
            return ctx->fail(error_of(error_code::key_revoked));
          }
          if (row->expired) {
            return ctx->fail(error_of(error_code::key_expired));
          }
          if (row->org_status != "ACTIVE") {
            return ctx->fail(error_of(error_code::org_suspended));
          }
          if (row->project_deleted) {
            return ctx->fail(error_of(error_code::invalid_api_key));
          }
          actors::key_principal key{row->id, row->org_id, row->project_id, row->mode, row->scopes,
                                    row->expires_at};
          ctx->self()->send(ctx->svc().keys, caf::put_atom::value, digest, key, generation);
          release->cached = true;
          // Fire and forget: last-use bookkeeping must not delay or fail the call.
          auto touch = [id = row->id](pg::connection& conn) {
            persistence::touch_key(conn, id);
            return true;
          };
          caf::anon_send(ctx->svc().db, db_task{std::make_shared<actors::db_call<bool, decltype(touch)>>(std::move(touch)), {}});
          admit_key(ctx, key, scope, next);
        };
        if (proofs != nullptr && proofs->proven(digest, row->hash)) {
          bool matches = true;  // this plaintext matched this very hash before: no second bcrypt
          return decide(matches);
        }
        ctx->compute<bool>(
            [token, hash = row->hash, digest, proofs] {
              const bool matches = security::bcrypt_verify(token, hash);
              if (matches && proofs != nullptr) {
                proofs->remember(digest, hash);
              }
              return matches;
            },
            std::move(decide));
      });
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

bool key_charset(std::string_view token) {
  return std::all_of(token.begin(), token.end(), [](unsigned char c) {
    return std::isalnum(c) != 0 || c == '_' || c == '-';
  });
}

std::optional<std::string> bearer_token(const actors::http_request& request) {
  const auto header = request.header("authorization");
  if (!header || header->size() <= 7) {
    return std::nullopt;
  }
  std::string scheme = header->substr(0, 7);
  std::transform(scheme.begin(), scheme.end(), scheme.begin(), [](unsigned char c) { return std::tolower(c); });
  if (scheme != "bearer ") {
    return std::nullopt;
  }
  auto token = header->substr(7);
  while (!token.empty() && token.front() == ' ') {
    token.erase(token.begin());
  }
  return token.empty() ? std::nullopt : std::optional<std::string>(token);
}

void require_admin(const context_ptr& ctx, std::function<void(const admin_principal&)> next) {
  const auto token = bearer_token(ctx->request());
  if (!token) {
    return ctx->fail({error_code::unauthenticated, "A management token is required (Authorization: Bearer <JWT>).", {}, {}, {}});
  }
  if (looks_like_key(*token)) {
    return ctx->fail({error_code::unauthenticated, "API keys cannot be used on the management surface.", {}, {}, {}});
  }
  if (!domain::text::clean_text(*token)) {
    return ctx->fail({error_code::unauthenticated, "The token is not valid.", {}, {}, {}});
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
    return ctx->fail({error_code::unauthenticated, expired ? "The token has expired." : "The token is not valid.", {}, {}, {}});
  }
  admin_principal principal{verified.claims->org, verified.claims->sub, verified.claims->role};
  // The org claim becomes a row id: it must look like one (CONTRACT ids are prefixed).
  const auto& org = principal.org_id;
  const bool org_ok = org.size() > 4 && org.size() <= 68 && org.rfind("org_", 0) == 0 &&
                      std::all_of(org.begin() + 4, org.end(), [](unsigned char c) {
                        return std::isalnum(c) || c == '_' || c == '-';
                      });
  if (!org_ok) {
    return ctx->fail({error_code::unauthenticated, "The token's org claim is not an organisation id (org_…).", {}, {}, {}});
  }
  if (principal.role != "ORG_ADMIN" && principal.role != "PLATFORM_ADMIN") {
    return ctx->fail({error_code::forbidden, "This role may not use the management surface.", {}, {}, {}});
  }
  ctx->query<std::string>(
      [org = principal.org_id](pg::connection& conn) { return persistence::ensure_org(conn, org); },
      [ctx, principal, next](std::string& status) {
        if (status != "ACTIVE") {
          return ctx->fail(error_of(error_code::org_suspended));
        }
        next(principal);
      });
}

void require_key(const context_ptr& ctx, const std::string& scope,
                 std::function<void(const actors::key_principal&)> next) {
  const auto token = bearer_token(ctx->request());
  if (!token) {
    return ctx->fail({error_code::unauthenticated, "An API key is required (Authorization: Bearer <API_KEY>).", {}, {}, {}});
  }
  if (!looks_like_key(*token) || token->size() < test_prefix.size() + 32 || !key_charset(*token)) {
    return ctx->fail(error_of(error_code::invalid_api_key));
  }
  auto digest = security::sha256_hex(*token);
  ctx->self()
      ->request(ctx->svc().keys, cache_timeout, caf::get_atom::value, digest)
      .then(
          [ctx, token = *token, digest, scope, next](actors::key_lookup& found) {
            if (found.hit) {
              return admit_key(ctx, found.principal, scope, next);
            }
            verify_key_from_database(ctx, token, digest, found.generation, scope, next);
          },
          [ctx, token = *token, digest, scope, next](caf::error&) {
            // No cache answer: verify anyway, but never cache (generation that cannot match).
            verify_key_from_database(ctx, token, digest, ~std::uint64_t{0}, scope, next);
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
