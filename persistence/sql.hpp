#pragma once
// Small SQL helpers shared by the repositories.

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <functional>
#include <string>

namespace cxs::pg {
class connection;
class result;
}

/// A timestamptz column rendered as ISO 8601 UTC with milliseconds, e.g. 2026-11-22T15:04:05.123Z.
#define CXS_ISO(col) "to_char(" col " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

namespace cxs::persistence {

/// Tells every replica's key cache (via NOTIFY on commit) that `kind` ("key", "org",
/// "project") `id` changed. Call inside the transaction that makes the change.
void notify_cache_change(pg::connection& conn, const std::string& kind, const std::string& id);

/// True when the organisation has this API in a live (not deleted) project.
[[nodiscard]] bool api_visible(pg::connection& conn, const std::string& org_id, const std::string& api_id);

/// `{items, nextCursor}` from a keyset query that asked for `limit + 1` rows: the first
/// `limit` rows through `item`, and the id in column 0 of the last one shown as the
/// cursor when a further row exists (else null).
[[nodiscard]] boost::json::object keyset_page(const pg::result& rows, int limit,
                                              const std::function<boost::json::value(const pg::result&, int)>& item);

} // namespace cxs::persistence
