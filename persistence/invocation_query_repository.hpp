#pragma once
// Read side of the invocation audit rows (the audit writer owns the write side). Only
// metadata is ever read here: retained_input/retained_output never leave the database
// through these queries.

#include "persistence/page.hpp"

#include <boost/json/value.hpp>

#include <cstdint>
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

/// One invocation's metadata as GET /apis/:id/invocations lists it (never a retained
/// payload; the write side's row is invocation_repository.hpp's invocation_row).
struct invocation_meta_row {
  std::string id;
  std::string api_id;
  std::string endpoint;
  std::string status;  ///< SUCCESS | FAILED
  std::optional<std::string> error_code;
  std::int64_t latency_ms = 0;
  std::int64_t audio_seconds = 0;
  std::int64_t total_tokens = 0;
  std::optional<std::string> recorded_by_id;
  std::optional<std::string> patient_hash;
  std::string request_id;
  std::string created_at;
};

/// Filters of GET /apis/:id/invocations; absent members do not filter.
struct invocation_filter {
  std::optional<std::string> status;  ///< "SUCCESS" or "FAILED"
  std::optional<std::string> since;   ///< ISO 8601 timestamp with zone; rows at or after it
  int limit = 50;                     ///< page size, already validated
  std::optional<invocation_position> after;  ///< rows strictly older than this position
};

/// One API's invocations, newest first (created_at, then id, both descending), or nullopt
/// when the org has no API with this id. The next position is "created_at|id" (created_at
/// with microseconds), which the HTTP layer reads back into invocation_filter::after.
[[nodiscard]] std::optional<page<invocation_meta_row>> list_api_invocations(pg::connection& conn,
                                                                           const std::string& org_id,
                                                                           const std::string& api_id,
                                                                           const invocation_filter& filter);

/// GET /invocations: the organisation's invocations for one patient hash created within
/// the last `since_days` × 24 h (a rolling window, not calendar days), newest first, at
/// most `limit`. {patientHash, sinceDays, total, invocations: [{id, apiId, endpoint,
/// status, latencyMs, audioSeconds, totalTokens, recordedById, createdAt}]}, where
/// `total` counts every match in the window, also those beyond `limit`.
[[nodiscard]] boost::json::value find_patient_invocations(pg::connection& conn, const std::string& org_id,
                                                          const std::string& patient_hash, int since_days, int limit);

} // namespace cxs::persistence
