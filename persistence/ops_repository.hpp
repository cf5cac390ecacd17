#pragma once
// Queries behind the operations endpoints.

#include <cstdint>
#include <string_view>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// Readiness of this binary against the database's migrations, for rolling upgrades: a
/// replica keeps serving while a newer release adds migrations it is compatible with.
struct readiness {
  int applied_version = 0;   ///< highest migration in the database
  int expected_version = 0;  ///< highest migration this binary knows
  /// Oldest binary version the applied migrations stay compatible with (the highest
  /// compatible_from among them).
  int compatible_from = 0;

  enum class state : std::uint8_t {
    current,       ///< the database has exactly this binary's migrations
    ahead,         ///< newer migrations, all compatible with this binary: still ready
    behind,        ///< migrations this binary needs are missing: run `cxs migrate`
    incompatible,  ///< a newer migration needs a newer binary
  };
  [[nodiscard]] state status() const {
    if (applied_version < expected_version) {
      return state::behind;
    }
    if (compatible_from > expected_version) {
      return state::incompatible;
    }
    return applied_version == expected_version ? state::current : state::ahead;
  }
  /// Ready when applied >= expected and compatible_from <= expected.
  [[nodiscard]] bool ready() const { return status() == state::current || status() == state::ahead; }
};

/// "current", "ahead", "behind" or "incompatible" (the `state` of /readyz checks).
[[nodiscard]] std::string_view to_string(readiness::state s);

/// Reads the migration state; throws pg::error when the database cannot answer.
[[nodiscard]] readiness check_readiness(pg::connection& conn);

} // namespace cxs::persistence
