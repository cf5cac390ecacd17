#pragma once
// Which API-key plaintexts (known by their SHA-256 digest) have already been proven to
// match which stored bcrypt hashes. That is a fact about two fixed strings, true for as
// long as the process lives, so unlike the key cache it is never invalidated: when a cached
// key expires by TTL or is flushed by a NOTIFY, the service re-reads the key's row
// (revoked? expired? scopes? organisation and project still live?) but does not run the
// ~0.2 s bcrypt compare again when the row's hash is one this plaintext already matched.
// Without it every key paid a bcrypt compare every TTL period and after every flush,
// and the requests held behind it (coalesced) stalled for that long: a p99 spike of a few
// hundred milliseconds every 30 s for every busy key.
//
// Holding a digest here grants nothing by itself: the caller must present the plaintext,
// and the row's current state is still checked on every re-read. Thread-safe.

#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_set>

namespace cxs::security {

class verified_keys {
 public:
  explicit verified_keys(std::size_t max_entries = 100000) : max_entries_(max_entries) {}

  /// True when the plaintext with this digest was already proven to match `bcrypt_hash`.
  [[nodiscard]] bool proven(std::string_view digest, std::string_view bcrypt_hash) const;
  /// Records a successful bcrypt compare of the plaintext with this digest against `bcrypt_hash`.
  void remember(std::string_view digest, std::string_view bcrypt_hash);

 private:
  static std::string pair_of(std::string_view digest, std::string_view bcrypt_hash);

  mutable std::mutex mutex_;
  std::unordered_set<std::string> pairs_;
  std::size_t max_entries_;
};

} // namespace cxs::security
