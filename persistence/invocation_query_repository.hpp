#pragma once
// Read side of the invocation audit rows (the audit writer owns the write side). Only
// metadata is ever read here: retained_input/retained_output never leave the database
// through these queries.

#include <boost/json/value.hpp>

#include <optional>
#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// Where a page of GET /apis/:id/invocations ended: the last row's created_at (ISO 8601
/// UTC with microseconds, so no two distinct instants collide) and id.
struct invocation_position {
  std::string created_at;
  std::string id;
};

/// Filters of GET /apis/:id/invocations; absent members do not filter.
struct invocation_filter {
  std::optional<std::string> status;  ///< "SUCCESS" or "FAILED"
  std::optional<std::string> since;   ///< ISO 8601 timestamp with zone; rows at or after it
  int limit = 50;                     ///< page size, already validated
  std::optional<invocation_position> after;  ///< rows strictly older than this position
};

/// {items, nextCursor} of one API's invocations, newest first (created_at, then id, both
/// descending), or null when the org has no API with this id. Items:
/// {id, apiId, endpoint, status, errorCode, latencyMs, audioSeconds, totalTokens,
///  recordedById, patientHash, requestId, createdAt}. nextCursor is null on the last page,
/// else the raw position text "created_at|id" (the HTTP layer makes it opaque).
[[nodiscard]] boost::json::value list_api_invocations(pg::connection& conn, const std::string& org_id,
                                                      const std::string& api_id, const invocation_filter& filter);

/// GET /invocations: the organisation's invocations for one patient hash created within
/// the last `since_days` × 24 h (a rolling window, not calendar days), newest first, at
/// most `limit`. {patientHash, sinceDays, total, invocations: [{id, apiId, endpoint,
/// status, latencyMs, audioSeconds, totalTokens, recordedById, createdAt}]}, where
/// `total` counts every match in the window, also those beyond `limit`.
[[nodiscard]] boost::json::value find_patient_invocations(pg::connection& conn, const std::string& org_id,
                                                          const std::string& patient_hash, int since_days, int limit);

} // namespace cxs::persistence
