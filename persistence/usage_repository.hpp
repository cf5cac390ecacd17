#pragma once
// Usage reports computed from the invocation audit rows: calls, failures, audio seconds,
// tokens and latency percentiles per UTC day over a window of the last `days` days.
//
// The window is whole UTC days: today (UTC) and the `days - 1` days before it, so
// `days = 1` is today only. Every day of the window has an entry in `daily`, zero-filled
// when nothing was called. Latency percentiles are `percentile_disc` (a latency that was
// actually observed, so always an integer) over every call of the bucket, failures
// included, and null for a bucket without calls. Each report is read from one snapshot,
// so `totals` always agrees with `daily` (and with `byApi` in the overview).
//
// Report shape (docs/api.md), with `apiId` or `projectId` naming the scope:
//   {days, from, to, totals: {calls, failures, audioSeconds, totalTokens, p50LatencyMs,
//    p95LatencyMs}, daily: [{date, calls, failures, audioSeconds, totalTokens,
//    p50LatencyMs, p95LatencyMs}]}
// with `from`/`to` the first and last day of the window as "YYYY-MM-DD" (both inclusive).

#include <boost/json/value.hpp>

#include <cstdint>
#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// Smallest and largest accepted `days`; a leap year plus today fits.
inline constexpr int min_usage_days = 1;
inline constexpr int max_usage_days = 366;

/// How many APIs the overview's `byApi` lists at most.
inline constexpr int overview_top_apis = 20;

/// Usage of one API of the organisation (archived ones included), or null when the org
/// has no API with this id.
[[nodiscard]] boost::json::value api_usage(pg::connection& conn, const std::string& org_id, const std::string& api_id,
                                           int days);

/// Usage of one live project (every invocation recorded under it, including calls with no
/// API such as audio.transcribe), or null when the org has no live project with this id.
[[nodiscard]] boost::json::value project_usage(pg::connection& conn, const std::string& org_id,
                                               const std::string& project_id, int days);

/// Usage of the whole organisation plus `byApi: [{apiId, slug, name, calls, failures}]`:
/// the APIs with at least one call in the window, most calls first (ties by apiId), at
/// most overview_top_apis of them.
[[nodiscard]] boost::json::value org_overview(pg::connection& conn, const std::string& org_id, int days);

/// Calls and audio seconds of an organisation in the current calendar month (UTC), from
/// its committed invocation rows (every replica's), for the monthly quotas.
struct org_month_usage {
  std::int64_t requests = 0;
  std::int64_t audio_seconds = 0;
};
[[nodiscard]] org_month_usage org_usage_this_month(pg::connection& conn, const std::string& org_id);

} // namespace cxs::persistence
