#include "actors/key_verification.hpp"

#include "persistence/key_repository.hpp"
#include "security/password_hash.hpp"
#include "security/verified_keys.hpp"

#include <caf/send.hpp>

#include <string_view>

namespace cxs::actors {
namespace {

using domain::error_code;

constexpr std::string_view test_prefix = "svc_test_";
constexpr std::string_view live_prefix = "svc_live_";
constexpr std::size_t lookup_length = 12;

api_error error_of(error_code code) { return api_error::of(code); }

// Tells the key cache the verification of `digest` ended without a put (the key is bad,
// or the request died first), so lookups held behind it stop waiting. Sent once, when the
// last copy of the verification's continuations goes.
struct verification_release {
  key_cache_actor keys;
  std::string digest;
  bool cached = false;
  ~verification_release() {
    if (!cached) {
      caf::anon_send(keys, release_atom::value, digest);
    }
  }
};

} // namespace

void verify_key_in_database(const std::shared_ptr<request_context>& ctx, const std::string& token,
                            const std::string& digest, std::uint64_t generation,
                            std::function<void(const key_principal&)> on_verified) {
  auto release = std::make_shared<verification_release>();
  release->keys = ctx->svc().keys;
  release->digest = digest;
  const std::string prefix = token.substr(test_prefix.size(), lookup_length);
  ctx->query<std::optional<persistence::key_row>>(
      [prefix](pg::connection& conn) { return persistence::find_key_by_prefix(conn, prefix); },
      [ctx, token, digest, generation, on_verified, release](std::optional<persistence::key_row>& found) {
        if (!found) {
          return ctx->fail(error_of(error_code::invalid_api_key));
        }
        auto row = std::make_shared<persistence::key_row>(std::move(*found));
        auto* proofs = ctx->svc().verified_keys;
        auto decide = [ctx, row, token, digest, generation, on_verified, release](bool& matches) {
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
          key_principal key{row->id, row->org_id, row->project_id, row->mode, row->scopes,
                                    row->expires_at};
          ctx->self()->send(ctx->svc().keys, caf::put_atom::value, digest, key, generation);
          release->cached = true;
          // Fire and forget: last-use bookkeeping must not delay or fail the call.
          auto touch = [id = row->id](pg::connection& conn) {
            persistence::touch_key(conn, id);
            return true;
          };
          caf::anon_send(ctx->svc().db, db_task{std::make_shared<db_call<bool, decltype(touch)>>(std::move(touch)), {}});
          on_verified(key);
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


} // namespace cxs::actors
