#pragma once
// SQL migrations, embedded in the binary from persistence/migrations/NNNN_name.sql.

#include <string_view>
#include <vector>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

struct migration {
  int version;            ///< the NNNN prefix of the file name
  std::string_view name;  ///< file name without extension
  std::string_view sql;
};

/// All migrations in ascending version order.
[[nodiscard]] const std::vector<migration>& migrations();

/// The highest version the binary knows.
[[nodiscard]] int latest_version();

/// Applies every pending migration, each in its own transaction, while holding a
/// PostgreSQL advisory lock so replicas starting together apply each exactly once.
/// Returns how many were applied; throws pg::error.
int migrate(pg::connection& conn);

/// Highest applied version (0 when none, or when the bookkeeping table is missing).
[[nodiscard]] int applied_version(pg::connection& conn);

} // namespace cxs::persistence
