#pragma once
// API keys: lookup for verification, and the management operations.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// What verification needs about the key whose lookup prefix matched.
struct key_row {
  std::string id;
  std::string org_id;
  std::string project_id;
  std::string mode;
  std::string hash;
  std::vector<std::string> scopes;
  bool revoked = false;
  bool expired = false;
  std::int64_t expires_at = 0;  ///< unix seconds; 0 = never
  bool project_deleted = false;
  std::string org_status;
};

/// Records that the key was used, at most once a minute (called after verification).
void touch_key(pg::connection& conn, const std::string& key_id);

/// One indexed lookup by the 12-character prefix; empty when no key has it.
[[nodiscard]] std::optional<key_row> find_key_by_prefix(pg::connection& conn, const std::string& lookup_prefix);

} // namespace cxs::persistence
