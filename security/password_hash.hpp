#pragma once
// bcrypt ($2b$) through libxcrypt, for API keys. Each call costs ~0.2 s at cost 12 on one
// core: call it only from blocking worker threads, never from an I/O or scheduler thread.

#include <optional>
#include <string>
#include <string_view>

namespace cxs::security {

/// bcrypt hash of `secret` with a fresh salt; empty on failure (bad cost).
[[nodiscard]] std::optional<std::string> bcrypt_hash(std::string_view secret, int cost);

/// True when `secret` matches `stored_hash` (constant-time comparison).
[[nodiscard]] bool bcrypt_verify(std::string_view secret, const std::string& stored_hash);

} // namespace cxs::security
