#pragma once
// Cryptographically secure randomness for ids, API keys, secrets and request ids.

#include <string>
#include <string_view>

namespace cxs::security {

/// `chars` characters from [A-Za-z0-9_-] (url-safe, 6 bits each), from the OS CSPRNG.
[[nodiscard]] std::string random_token(std::size_t chars);

/// An opaque id: `prefix` (e.g. "org_") followed by 20 lowercase base-36 characters (~103 bits).
[[nodiscard]] std::string new_id(std::string_view prefix);

} // namespace cxs::security
