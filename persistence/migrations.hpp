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
  /// The oldest binary schema version (a binary's latest_version()) that keeps working on a
  /// database with this migration applied: declared in the file as
  /// `-- cxs: compatible_from N` for additive changes (new tables, columns with defaults,
  /// indexes), else the migration's own version. Stored in schema_migrations so that an
  /// older binary, which does not know the migration, can read it (see check_readiness).
  int compatible_from;
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

/// What the database's migrations say about this binary.
struct schema_state {
  int applied = 0;          ///< highest applied version
  /// The oldest binary version every applied migration stays compatible with: the highest
  /// compatible_from of the applied rows (a row without one counts as its own version).
  int compatible_from = 0;
};

/// Reads the bookkeeping table (also one written before compatible_from existed);
/// {0, 0} when it is missing. Throws pg::error.
[[nodiscard]] schema_state read_schema_state(pg::connection& conn);

} // namespace cxs::persistence
