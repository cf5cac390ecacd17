#include "security/verified_keys.hpp"

namespace cxs::security {

std::string verified_keys::pair_of(std::string_view digest, std::string_view bcrypt_hash) {
  // A digest is hex and a bcrypt hash never holds a NUL byte: the pair is unambiguous.
  std::string pair;
  pair.reserve(digest.size() + 1 + bcrypt_hash.size());
  pair.append(digest).push_back('\0');
  pair.append(bcrypt_hash);
  return pair;
}

bool verified_keys::proven(std::string_view digest, std::string_view bcrypt_hash) const {
  const auto pair = pair_of(digest, bcrypt_hash);
  const std::lock_guard lock(mutex_);
  return pairs_.count(pair) != 0;
}

void verified_keys::remember(std::string_view digest, std::string_view bcrypt_hash) {
  auto pair = pair_of(digest, bcrypt_hash);
  const std::lock_guard lock(mutex_);
  if (pairs_.size() >= max_entries_) {
    pairs_.clear();  // a bound against unbounded growth; forgetting only costs one bcrypt each
  }
  pairs_.insert(std::move(pair));
}

} // namespace cxs::security
