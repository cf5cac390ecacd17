#pragma once
// Small SQL helpers shared by the repositories.

#include <string>

namespace cxs::pg {
class connection;
}

/// A timestamptz column rendered as ISO 8601 UTC with milliseconds, e.g. 2026-11-22T15:04:05.123Z.
#define CXS_ISO(col) "to_char(" col " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

namespace cxs::persistence {

/// Tells every replica's key cache (via NOTIFY on commit) that `kind` ("key", "org",
/// "project") `id` changed. Call inside the transaction that makes the change.
void notify_cache_change(pg::connection& conn, const std::string& kind, const std::string& id);

} // namespace cxs::persistence
