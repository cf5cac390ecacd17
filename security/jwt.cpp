#include "security/jwt.hpp"

#include <jwt.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/sha.h>

#include <cerrno>
#include <cstdlib>
#include <memory>

namespace cxs::security {
namespace {

struct jwt_deleter {
  void operator()(jwt_t* j) const { jwt_free(j); }
};
using jwt_ptr = std::unique_ptr<jwt_t, jwt_deleter>;

std::string grant(jwt_t* j, const char* name) {
  const char* v = jwt_get_grant(j, name);
  return v == nullptr ? std::string() : std::string(v);
}

std::int64_t unix_seconds(std::chrono::system_clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::seconds>(t.time_since_epoch()).count();
}

} // namespace

std::optional<std::string> mint_hs256(const jwt_claims& claims, const std::string& secret) {
  jwt_t* raw = nullptr;
  if (jwt_new(&raw) != 0) {
    return std::nullopt;
  }
  jwt_ptr j(raw);
  const auto now = unix_seconds(std::chrono::system_clock::now());
  bool ok = jwt_add_grant(j.get(), "sub", claims.sub.c_str()) == 0 && jwt_add_grant(j.get(), "org", claims.org.c_str()) == 0 &&
            jwt_add_grant(j.get(), "role", claims.role.c_str()) == 0 && jwt_add_grant_int(j.get(), "exp", claims.exp) == 0 &&
            jwt_add_grant_int(j.get(), "iat", now) == 0;
  if (ok && !claims.iss.empty()) {
    ok = jwt_add_grant(j.get(), "iss", claims.iss.c_str()) == 0;
  }
  if (ok && !claims.aud.empty()) {
    ok = jwt_add_grant(j.get(), "aud", claims.aud.c_str()) == 0;
  }
  if (!ok || jwt_set_alg(j.get(), JWT_ALG_HS256, reinterpret_cast<const unsigned char*>(secret.data()),
                         static_cast<int>(secret.size())) != 0) {
    return std::nullopt;
  }
  char* encoded = jwt_encode_str(j.get());
  if (encoded == nullptr) {
    return std::nullopt;
  }
  std::string out(encoded);
  std::free(encoded);  // libjwt 1.10 has no jwt_free_str
  return out;
}

jwt_result verify_jwt(const std::string& token, const std::string& key, jwt_algorithm alg,
                      const std::string& expected_iss, const std::string& expected_aud,
                      std::chrono::system_clock::time_point now) {
  jwt_result result;
  if (key.empty() || token.empty()) {
    return result;
  }
  jwt_t* raw = nullptr;
  // Always pass the key: with a null key libjwt 1.10 accepts any signature.
  const int rc = jwt_decode(&raw, token.c_str(), reinterpret_cast<const unsigned char*>(key.data()),
                            static_cast<int>(key.size()));
  jwt_ptr j(raw);
  if (rc != 0 || !j) {
    result.error = rc == EINVAL ? jwt_error::bad_signature : jwt_error::malformed;
    return result;
  }
  const jwt_alg_t wanted = alg == jwt_algorithm::hs256   ? JWT_ALG_HS256
                           : alg == jwt_algorithm::rs256 ? JWT_ALG_RS256
                                                         : JWT_ALG_ES256;
  // libjwt accepts any algorithm of the key's family; pin the one configured.
  if (jwt_get_alg(j.get()) != wanted) {
    result.error = jwt_error::wrong_algorithm;
    return result;
  }
  jwt_claims claims;
  claims.sub = grant(j.get(), "sub");
  claims.org = grant(j.get(), "org");
  claims.role = grant(j.get(), "role");
  claims.iss = grant(j.get(), "iss");
  claims.aud = grant(j.get(), "aud");
  errno = 0;
  claims.exp = jwt_get_grant_int(j.get(), "exp");
  const bool has_exp = errno != ENOENT;
  if (claims.sub.empty() || claims.org.empty() || claims.role.empty() || !has_exp) {
    result.error = jwt_error::missing_claim;
    return result;
  }
  if (claims.exp <= unix_seconds(now)) {
    result.error = jwt_error::expired;
    return result;
  }
  if (!expected_iss.empty() && claims.iss != expected_iss) {
    result.error = jwt_error::wrong_issuer;
    return result;
  }
  if (!expected_aud.empty() && claims.aud != expected_aud) {
    result.error = jwt_error::wrong_audience;
    return result;
  }
  result.claims = std::move(claims);
  return result;
}

namespace {
std::string to_hex(const unsigned char* bytes, std::size_t n) {
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * n);
  for (std::size_t i = 0; i < n; ++i) {
    out.push_back(hex[bytes[i] >> 4]);
    out.push_back(hex[bytes[i] & 15]);
  }
  return out;
}
} // namespace

std::string hmac_sha256_hex(std::string_view key, std::string_view data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), reinterpret_cast<const unsigned char*>(data.data()),
       data.size(), digest, &len);
  return to_hex(digest, len);
}

std::string sha256_hex(std::string_view data) {
  // Every authenticated request hashes its key here (the key cache is keyed by digest).
  // SHA256() looks the algorithm up by name on every call (EVP_Q_digest: a fetch, a
  // context allocated and freed), ~3.5 k of its ~5.5 k instructions per call; the
  // algorithm is fetched once and each thread keeps one context.
  static EVP_MD* const sha256 = EVP_MD_fetch(nullptr, "SHA256", nullptr);
  thread_local const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
  unsigned char digest[SHA256_DIGEST_LENGTH];
  unsigned int len = 0;
  if (sha256 == nullptr || ctx == nullptr || EVP_DigestInit_ex2(ctx.get(), sha256, nullptr) != 1 ||
      EVP_DigestUpdate(ctx.get(), data.data(), data.size()) != 1 || EVP_DigestFinal_ex(ctx.get(), digest, &len) != 1 ||
      len != SHA256_DIGEST_LENGTH) {
    // Not expected (the provider is built in); the one-shot call as before.
    SHA256(reinterpret_cast<const unsigned char*>(data.data()), data.size(), digest);
  }
  static constexpr char hex[] = "0123456789abcdef";
  std::string out(2 * SHA256_DIGEST_LENGTH, '\0');
  for (std::size_t i = 0; i < SHA256_DIGEST_LENGTH; ++i) {
    out[2 * i] = hex[digest[i] >> 4];
    out[2 * i + 1] = hex[digest[i] & 15];
  }
  return out;
}

} // namespace cxs::security
