#pragma once
// The retention purge's statements: one small batch of old rows at a time, so no
// statement holds locks or a pool connection for long.

#include <cstdint>
#include <string_view>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// What the purge deletes, and from which age.
enum class retained : std::uint8_t {
  idempotency_records,  ///< age in hours since the record was made (its 24 h window is long over)
  invocations,          ///< age in days; the audit trail, kept for ever unless configured
  webhook_outbox,       ///< age in days since fan-out; never an event with a PENDING delivery
};

/// The table's name, also the `table` label of cxs_retention_purged_rows_total.
[[nodiscard]] std::string_view table_name(retained table);

/// Deletes up to `limit` rows of `table` older than `age` (hours for idempotency records,
/// days otherwise) in one transaction, under a transaction-level advisory lock that only
/// one replica at a time gets. Returns the rows deleted, or -1 when another replica holds
/// the lock (it is purging; this replica skips its run). Throws pg::error.
[[nodiscard]] std::int64_t purge_batch(pg::connection& conn, retained table, int age, int limit);

} // namespace cxs::persistence
