#pragma once
// Queries behind the operations endpoints.

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

struct readiness {
  int applied_version = 0;   ///< highest migration in the database
  int expected_version = 0;  ///< highest migration this binary knows
  [[nodiscard]] bool current() const { return applied_version == expected_version; }
};

/// Reads the migration state; throws pg::error when the database cannot answer.
[[nodiscard]] readiness check_readiness(pg::connection& conn);

} // namespace cxs::persistence
