#include "persistence/usage_repository.hpp"

#include "persistence/pg.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {
namespace {

// The window, $2 being `days`. The bounds are repeated as expressions rather than joined
// from a one-row CTE so that they stay stable expressions the planner can use as index
// conditions on created_at.
#define CXS_USAGE_TODAY "date_trunc('day', now() AT TIME ZONE 'UTC')"
#define CXS_USAGE_FIRST_DAY "(" CXS_USAGE_TODAY " - ($2::int - 1) * interval '1 day')"
#define CXS_USAGE_IN_WINDOW                                                                                             \
  "i.created_at >= " CXS_USAGE_FIRST_DAY " AT TIME ZONE 'UTC'"                                                     \
  " AND i.created_at < (" CXS_USAGE_TODAY " + interval '1 day') AT TIME ZONE 'UTC'"

// One row per day of the window (generate_series, so idle days are present) plus a last
// row for the whole window (the empty grouping set), told apart by GROUPING().
// `scope` is a fixed fragment from this file, never client text.
std::string daily_sql(const char* scope) {
  return std::string("WITH calls AS ("
                     " SELECT date_trunc('day', i.created_at AT TIME ZONE 'UTC') AS day, i.status, i.latency_ms,"
                     " i.audio_seconds, i.total_tokens"
                     " FROM invocations i WHERE i.org_id = $1 AND ") +
         scope + " AND " CXS_USAGE_IN_WINDOW ")"
                 " SELECT GROUPING(d.day), to_char(d.day, 'YYYY-MM-DD'), count(c.day),"
                 " count(c.day) FILTER (WHERE c.status = 'FAILED'),"
                 " coalesce(sum(c.audio_seconds), 0), coalesce(sum(c.total_tokens), 0),"
                 " percentile_disc(0.5) WITHIN GROUP (ORDER BY c.latency_ms),"
                 " percentile_disc(0.95) WITHIN GROUP (ORDER BY c.latency_ms)"
                 " FROM generate_series(" CXS_USAGE_FIRST_DAY ", " CXS_USAGE_TODAY ", interval '1 day') AS d(day)"
                 " LEFT JOIN calls c ON c.day = d.day"
                 " GROUP BY GROUPING SETS ((d.day), ())"
                 " ORDER BY GROUPING(d.day), d.day";
}

const std::string top_apis_sql =
    "SELECT i.api_id, a.slug, a.name, count(*), count(*) FILTER (WHERE i.status = 'FAILED')"
    " FROM invocations i JOIN apis a ON a.org_id = i.org_id AND a.id = i.api_id"
    " WHERE i.org_id = $1 AND " CXS_USAGE_IN_WINDOW " GROUP BY i.api_id, a.slug, a.name"
    " ORDER BY count(*) DESC, i.api_id COLLATE \"C\" LIMIT $3";

#undef CXS_USAGE_IN_WINDOW
#undef CXS_USAGE_FIRST_DAY
#undef CXS_USAGE_TODAY

boost::json::value percentile(const pg::result& r, int row, int col) {
  if (r.is_null(row, col)) {
    return nullptr;
  }
  return r.integer(row, col);
}

// One bucket's counters; `date` first for a day, absent for the totals.
boost::json::object bucket(const pg::result& r, int row, bool with_date) {
  boost::json::object o;
  if (with_date) {
    o["date"] = r.text(row, 1);
  }
  o["calls"] = r.integer(row, 2);
  o["failures"] = r.integer(row, 3);
  o["audioSeconds"] = r.integer(row, 4);
  o["totalTokens"] = r.integer(row, 5);
  o["p50LatencyMs"] = percentile(r, row, 6);
  o["p95LatencyMs"] = percentile(r, row, 7);
  return o;
}

// Builds the report for `scope` ("true" or a condition on $3) after the scope's
// existence was checked in the same transaction.
boost::json::object report(pg::connection& conn, const char* scope_key, const std::string& scope_id,
                           const char* scope, const std::vector<pg::param>& params, int days) {
  auto r = conn.exec(daily_sql(scope), params);
  boost::json::array daily;
  boost::json::object totals;
  for (int i = 0; i < r.rows(); ++i) {
    if (r.integer(i, 0) == 1) {
      totals = bucket(r, i, false);
    } else {
      daily.push_back(bucket(r, i, true));
    }
  }
  boost::json::object out;
  out[scope_key] = scope_id;
  out["days"] = days;
  // generate_series always yields `days` >= 1 rows, so the window has a first and last day.
  out["from"] = daily.front().as_object().at("date");
  out["to"] = daily.back().as_object().at("date");
  out["totals"] = std::move(totals);
  out["daily"] = std::move(daily);
  return out;
}

// Reports are a few statements; one read-only snapshot keeps totals, daily and byApi
// consistent with each other and gives every statement the same now().
template <class Fn>
auto in_snapshot(pg::connection& conn, Fn&& fn) {
  return pg::in_transaction(conn, [&] {
    conn.exec("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    return fn();
  });
}

} // namespace

boost::json::value api_usage(pg::connection& conn, const std::string& org_id, const std::string& api_id, int days) {
  return in_snapshot(conn, [&]() -> boost::json::value {
    if (conn.exec("SELECT 1 FROM apis WHERE org_id = $1 AND id = $2", {org_id, api_id}).rows() == 0) {
      return nullptr;
    }
    return report(conn, "apiId", api_id, "i.api_id = $3", {org_id, std::to_string(days), api_id}, days);
  });
}

boost::json::value project_usage(pg::connection& conn, const std::string& org_id, const std::string& project_id,
                                 int days) {
  return in_snapshot(conn, [&]() -> boost::json::value {
    if (conn.exec("SELECT 1 FROM projects WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL", {org_id, project_id})
            .rows() == 0) {
      return nullptr;
    }
    return report(conn, "projectId", project_id, "i.project_id = $3", {org_id, std::to_string(days), project_id},
                  days);
  });
}

boost::json::value org_overview(pg::connection& conn, const std::string& org_id, int days) {
  return in_snapshot(conn, [&]() -> boost::json::value {
    auto out = report(conn, "orgId", org_id, "true", {org_id, std::to_string(days)}, days);
    auto r = conn.exec(top_apis_sql, {org_id, std::to_string(days), std::to_string(overview_top_apis)});
    boost::json::array by_api;
    for (int i = 0; i < r.rows(); ++i) {
      by_api.push_back(boost::json::object{{"apiId", r.text(i, 0)},
                                           {"slug", r.text(i, 1)},
                                           {"name", r.text(i, 2)},
                                           {"calls", r.integer(i, 3)},
                                           {"failures", r.integer(i, 4)}});
    }
    out["byApi"] = std::move(by_api);
    return out;
  });
}

org_month_usage org_usage_this_month(pg::connection& conn, const std::string& org_id) {
  // invocations_org_created_idx serves the range; the month starts at 00:00 UTC.
  const auto r = conn.exec(
      "SELECT count(*), coalesce(sum(audio_seconds), 0) FROM invocations"
      " WHERE org_id = $1 AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'",
      {org_id});
  return {r.integer(0, 0), r.integer(0, 1)};
}

} // namespace cxs::persistence
