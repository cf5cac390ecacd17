#pragma once
// The demo tenant that `scripts/run` creates so a newcomer can call the service at once:
// organisation `org_demo`, project `demo`, a published API and a fresh test key.

#include <functional>
#include <string>
#include <string_view>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// The demo organisation's id (also the organisation of the console's development sign-in).
inline constexpr std::string_view demo_org_id = "org_demo";

struct demo_key {
  std::string id;             ///< key_…
  std::string lookup_prefix;  ///< first 12 characters after the mode prefix
  std::string hash;           ///< bcrypt of the whole plaintext
};

struct demo_tenant {
  std::string org_id;
  std::string project_id;
  std::string api_id;
  std::string api_slug;
};

/// Idempotent: creates what is missing, leaves the rest. Earlier demo keys are revoked
/// and `key` becomes the one valid demo key. One transaction.
demo_tenant seed_demo(pg::connection& conn, const demo_key& key,
                      const std::function<std::string(std::string_view prefix)>& new_id);

} // namespace cxs::persistence
