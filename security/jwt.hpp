#pragma once
// HS256 JSON Web Tokens for the management surface. Minting is for `cxs dev-token`;
// verification pins the algorithm and checks every claim itself, because libjwt 1.10
// accepts other HMAC algorithms and checks no claims.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cxs::security {

struct jwt_claims {
  std::string sub;   ///< user id
  std::string org;   ///< organisation id
  std::string role;  ///< ORG_ADMIN, PLATFORM_ADMIN, …
  std::int64_t exp = 0;  ///< unix seconds
  std::string iss;   ///< optional
  std::string aud;   ///< optional
};

/// Signs `claims` (plus iat = now) with HS256; empty on failure.
[[nodiscard]] std::optional<std::string> mint_hs256(const jwt_claims& claims, const std::string& secret);

enum class jwt_error { malformed, bad_signature, wrong_algorithm, expired, missing_claim, wrong_issuer, wrong_audience };

struct jwt_result {
  std::optional<jwt_claims> claims;
  jwt_error error = jwt_error::malformed;  ///< meaningful only without claims
};

/// The one algorithm a deployment accepts; tokens signed otherwise are refused.
enum class jwt_algorithm { hs256, rs256, es256 };

/// Verifies the signature with `key` (the HS256 secret, or a PEM public key for RS256 and
/// ES256) and exactly `alg`, then `exp` against `now`, the required claims, and iss/aud
/// when `expected_iss` / `expected_aud` are non-empty.
[[nodiscard]] jwt_result verify_jwt(const std::string& token, const std::string& key, jwt_algorithm alg,
                                    const std::string& expected_iss, const std::string& expected_aud,
                                    std::chrono::system_clock::time_point now);

/// Lower-case hex HMAC-SHA256 of `data` under `key` (webhook signatures).
[[nodiscard]] std::string hmac_sha256_hex(std::string_view key, std::string_view data);

/// Lower-case hex SHA-256 of `data` (cache keys for API keys; never stored).
[[nodiscard]] std::string sha256_hex(std::string_view data);

} // namespace cxs::security
