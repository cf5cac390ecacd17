#include "persistence/invocation_query_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

#include <boost/json.hpp>

#include <vector>

namespace cxs::persistence {
namespace {

boost::json::value nullable(const pg::result& r, int row, int col) {
  if (r.is_null(row, col)) {
    return nullptr;
  }
  return boost::json::string(r.text(row, col));
}

} // namespace

std::optional<page<invocation_meta_row>> list_api_invocations(pg::connection& conn, const std::string& org_id,
                                                              const std::string& api_id,
                                                              const invocation_filter& filter) {
  if (conn.exec("SELECT 1 FROM apis WHERE org_id = $1 AND id = $2", {org_id, api_id}).rows() == 0) {
    return std::nullopt;
  }
  // Only the conditions in use are added, so each statement is planned for its own filters:
  // status=FAILED then walks the small partial index invocations_api_failed_idx, the
  // others invocations_api_idx, both in (created_at, id) descending order.
  std::string sql =
      "SELECT id, api_id, endpoint, status, error_code, latency_ms, audio_seconds, total_tokens, recorded_by_id,"
      " patient_hash, request_id, " CXS_ISO("created_at") ","
      " to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')"
      " FROM invocations WHERE org_id = $1 AND api_id = $2";
  std::vector<pg::param> params{org_id, api_id};
  const auto next = [&params](const std::string& value) {
    params.emplace_back(value);
    std::string placeholder = "$";  // appended, not "lit" + string&& (GCC 12 -O3 -Wrestrict)
    placeholder += std::to_string(params.size());
    return placeholder;
  };
  if (filter.status) {
    sql += " AND status = " + next(*filter.status);
  }
  if (filter.since) {
    sql += " AND created_at >= " + next(*filter.since) + "::timestamptz";
  }
  if (filter.after) {
    const auto at = next(filter.after->created_at);
    const auto id = next(filter.after->id);
    sql += " AND (created_at, id) < (" + at + "::timestamptz, " + id + ")";
  }
  // One extra row tells whether another page exists without a count.
  sql += " ORDER BY created_at DESC, id DESC LIMIT " + next(std::to_string(filter.limit + 1));

  auto r = conn.exec(sql, params);
  return keyset_page(
      r, filter.limit,
      [](const pg::result& rows, int i) {
        return invocation_meta_row{rows.text(i, 0),          rows.text(i, 1),         rows.text(i, 2),
                              rows.text(i, 3),          text_or_null(rows, i, 4), rows.integer(i, 5),
                              rows.integer(i, 6),       rows.integer(i, 7),      text_or_null(rows, i, 8),
                              text_or_null(rows, i, 9), rows.text(i, 10),        rows.text(i, 11)};
      },
      [](const pg::result& rows, int last) { return rows.text(last, 12) + '|' + rows.text(last, 0); });
}

boost::json::value find_patient_invocations(pg::connection& conn, const std::string& org_id,
                                            const std::string& patient_hash, int since_days, int limit) {
  // count(*) OVER () is computed before LIMIT, so one statement (one snapshot) gives both
  // the page and the number of all matches; invocations_patient_idx bounds the work to
  // this patient's rows.
  auto r = conn.exec("SELECT id, api_id, endpoint, status, latency_ms, audio_seconds, total_tokens, recorded_by_id, " CXS_ISO(
                         "created_at") ", count(*) OVER ()"
                                       " FROM invocations WHERE org_id = $1 AND patient_hash = $2"
                                       " AND created_at >= now() - $3::int * interval '1 day'"
                                       " ORDER BY created_at DESC, id DESC LIMIT $4",
                     {org_id, patient_hash, std::to_string(since_days), std::to_string(limit)});
  boost::json::array found;
  for (int i = 0; i < r.rows(); ++i) {
    found.push_back(boost::json::object{{"id", r.text(i, 0)},
                                        {"apiId", nullable(r, i, 1)},
                                        {"endpoint", r.text(i, 2)},
                                        {"status", r.text(i, 3)},
                                        {"latencyMs", r.integer(i, 4)},
                                        {"audioSeconds", r.integer(i, 5)},
                                        {"totalTokens", r.integer(i, 6)},
                                        {"recordedById", nullable(r, i, 7)},
                                        {"createdAt", r.text(i, 8)}});
  }
  const std::int64_t total = r.rows() > 0 ? r.integer(0, 9) : 0;
  return boost::json::object{{"patientHash", patient_hash},
                             {"sinceDays", since_days},
                             {"total", total},
                             {"invocations", std::move(found)}};
}

} // namespace cxs::persistence
