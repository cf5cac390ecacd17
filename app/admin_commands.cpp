// Subcommands that talk to the database or the key material directly and exit:
// migrate, seed-demo, dev-token; plus configuration loading shared by all of them.

#include "app/commands.hpp"

#include "persistence/demo_seed.hpp"
#include "persistence/migrations.hpp"
#include "persistence/pg.hpp"
#include "security/jwt.hpp"
#include "security/password_hash.hpp"
#include "security/random.hpp"

#include <chrono>
#include <cstdio>
#include <optional>

namespace cxs::app {
namespace {

std::optional<std::chrono::seconds> parse_ttl(const std::string& text) {
  if (text.size() < 2) {
    return std::nullopt;
  }
  const char unit = text.back();
  std::int64_t n = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9' || n > 100000000) {
      return std::nullopt;
    }
    n = n * 10 + (text[i] - '0');
  }
  switch (unit) {
  case 's': return std::chrono::seconds(n);
  case 'm': return std::chrono::seconds(n * 60);
  case 'h': return std::chrono::seconds(n * 3600);
  case 'd': return std::chrono::seconds(n * 86400);
  default: return std::nullopt;
  }
}

bool require_database(const config::service_config& cfg) {
  if (cfg.database.url.empty()) {
    std::fprintf(stderr, "config error: database.url: is required (set CXS_DATABASE_URL or [database] url)\n");
    return false;
  }
  return true;
}

pg::connect_options connect_options(const config::service_config& cfg) {
  pg::connect_options o;
  o.url = cfg.database.url;
  o.connect_timeout_s = cfg.database.connect_timeout_s;
  o.statement_timeout_ms = cfg.database.statement_timeout_ms;
  return o;
}

} // namespace

bool load_config(const std::string& path, config::service_config& out) {
  auto loaded = config::load(path, config::process_environment());
  for (const auto& p : loaded.problems) {
    std::fprintf(stderr, "config error: %s: %s\n", p.key.c_str(), p.message.c_str());
  }
  out = std::move(loaded.config);
  return loaded.ok();
}

int migrate(const config::service_config& cfg) {
  if (!require_database(cfg)) {
    return 2;
  }
  try {
    pg::connection conn(connect_options(cfg));
    const int applied = persistence::migrate(conn);
    std::printf("applied %d migration(s); schema at version %d\n", applied, persistence::applied_version(conn));
    return 0;
  } catch (const pg::error& e) {
    std::fprintf(stderr, "migrate failed: %s\n", e.what());
    return 1;
  }
}

int seed_demo(const config::service_config& cfg) {
  if (!require_database(cfg)) {
    return 2;
  }
  const std::string plaintext = "svc_test_" + security::random_token(40);
  persistence::demo_key key;
  key.id = security::new_id("key_");
  key.lookup_prefix = plaintext.substr(9, 12);
  auto hash = security::bcrypt_hash(plaintext, cfg.auth.bcrypt_cost);
  if (!hash) {
    std::fprintf(stderr, "seed-demo failed: cannot hash the key\n");
    return 1;
  }
  key.hash = *hash;
  try {
    pg::connection conn(connect_options(cfg));
    persistence::migrate(conn);
    const auto tenant = persistence::seed_demo(conn, key, [](std::string_view prefix) { return security::new_id(prefix); });
    const auto hp = config::parse_host_port(cfg.http.listen);
    const std::string base = "http://" + (hp ? hp->host + ":" + std::to_string(hp->port) : cfg.http.listen);
    std::printf("demo organisation: %s\ndemo project:      %s\ndemo API:          %s (slug %s)\n", tenant.org_id.c_str(),
                tenant.project_id.c_str(), tenant.api_id.c_str(), tenant.api_slug.c_str());
    std::printf("demo test key (shown once, earlier demo keys are now revoked):\n  %s\n", plaintext.c_str());
    std::printf("try it:\n  curl -s -X POST %s/api/studio/v1/extract/%s -H 'Authorization: Bearer %s' \\\n"
                "    -H 'Content-Type: application/json' \\\n"
                "    -d '{\"text\": \"Fever and cough for 3 days. BP 130/85, pulse 96. Assessment: viral URTI. "
                "Plan: Tab Dolo 650 TDS for 3 days.\"}'\n",
                base.c_str(), tenant.api_slug.c_str(), plaintext.c_str());
    std::printf("  curl -s %s/api/studio/v1/apis -H 'Authorization: Bearer %s'\n", base.c_str(), plaintext.c_str());
    std::printf("admin token:\n  build/release/cxs dev-token --org %s --role ORG_ADMIN\n", tenant.org_id.c_str());
    return 0;
  } catch (const pg::error& e) {
    std::fprintf(stderr, "seed-demo failed: %s\n", e.what());
    return 1;
  }
}

int dev_token(const config::service_config& cfg, const dev_token_options& options) {
  if (cfg.auth.jwt_secret.empty()) {
    std::fprintf(stderr,
                 "dev-token: no JWT secret configured (set CXS_JWT_SECRET, [auth] jwt_secret, or create the file "
                 "named by auth.jwt_secret_file with mode 600)\n");
    return 2;
  }
  const auto ttl = parse_ttl(options.ttl);
  if (!ttl || ttl->count() <= 0) {
    std::fprintf(stderr, "dev-token: --ttl must be a positive number followed by s, m, h or d (e.g. 1h)\n");
    return 2;
  }
  security::jwt_claims claims;
  claims.sub = options.sub;
  claims.org = options.org;
  claims.role = options.role;
  claims.iss = cfg.auth.jwt_issuer;
  claims.aud = cfg.auth.jwt_audience;
  claims.exp = std::chrono::duration_cast<std::chrono::seconds>(
                   (std::chrono::system_clock::now() + *ttl).time_since_epoch())
                   .count();
  const auto token = security::mint_hs256(claims, cfg.auth.jwt_secret);
  if (!token) {
    std::fprintf(stderr, "dev-token: signing failed\n");
    return 1;
  }
  std::printf("%s\n", token->c_str());
  return 0;
}

} // namespace cxs::app
