#include "security/password_hash.hpp"

#include <crypt.h>
#include <openssl/crypto.h>

#include <memory>

namespace cxs::security {
namespace {

// struct crypt_data is 32 KiB: keep it on the heap, zeroed, as libxcrypt requires.
std::optional<std::string> crypt_with(const std::string& secret, const char* setting) {
  auto data = std::make_unique<crypt_data>();
  const char* out = crypt_rn(secret.c_str(), setting, data.get(), sizeof(crypt_data));
  if (out == nullptr || out[0] == '*') {
    return std::nullopt;
  }
  return std::string(out);
}

} // namespace

std::optional<std::string> bcrypt_hash(std::string_view secret, int cost) {
  char salt[CRYPT_GENSALT_OUTPUT_SIZE];
  // A null random source makes libxcrypt draw from getrandom().
  if (crypt_gensalt_rn("$2b$", static_cast<unsigned long>(cost), nullptr, 0, salt, sizeof salt) == nullptr) {
    return std::nullopt;
  }
  return crypt_with(std::string(secret), salt);
}

bool bcrypt_verify(std::string_view secret, const std::string& stored_hash) {
  const auto again = crypt_with(std::string(secret), stored_hash.c_str());
  return again && again->size() == stored_hash.size() &&
         CRYPTO_memcmp(again->data(), stored_hash.data(), stored_hash.size()) == 0;
}

} // namespace cxs::security
