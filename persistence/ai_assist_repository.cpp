#include "persistence/ai_assist_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {
namespace {

// Every statement aliases ai_assist_drafts as d.
const std::string columns = "d.id, d.api_id, d.want, d.message, d.result::text, d.engine, d.created_by, " CXS_ISO(
    "d.created_at");

boost::json::object draft_object(const pg::result& r, int row) {
  // Written by us from a JSON object; a parse failure would be a bug, reported as {}.
  boost::system::error_code ec;
  auto result = boost::json::parse(r.text(row, 4), ec);
  if (ec || !result.is_object()) {
    result = boost::json::object{};
  }
  return boost::json::object{{"id", r.text(row, 0)},      {"apiId", r.text(row, 1)},  {"want", r.text(row, 2)},
                             {"message", r.text(row, 3)}, {"result", std::move(result)}, {"engine", r.text(row, 5)},
                             {"createdBy", r.text(row, 6)}, {"createdAt", r.text(row, 7)}};
}


} // namespace

boost::json::value create_ai_assist_draft(pg::connection& conn, const std::string& org_id,
                                          const ai_assist_draft_fields& f) {
  auto r = conn.exec("INSERT INTO ai_assist_drafts AS d (id, org_id, api_id, want, message, result, engine, created_by)"
                     " SELECT $1, a.org_id, a.id, $4, $5, $6::jsonb, $7, $8"
                     " FROM apis a JOIN projects p ON p.org_id = a.org_id AND p.id = a.project_id"
                     " WHERE a.org_id = $2 AND a.id = $3 AND p.deleted_at IS NULL"
                     " RETURNING " +
                         columns,
                     {f.id, org_id, f.api_id, f.want, f.message, f.result, f.engine, f.created_by});
  if (r.rows() == 0) {
    return nullptr;
  }
  return draft_object(r, 0);
}

boost::json::value list_ai_assist_drafts(pg::connection& conn, const std::string& org_id, const std::string& api_id,
                                         int limit, const std::string& cursor) {
  if (!api_visible(conn, org_id, api_id)) {
    return nullptr;
  }
  // Keyset pagination on (created_at, id) descending, served by ai_assist_drafts_api_idx.
  auto r = conn.exec("SELECT " + columns +
                         " FROM ai_assist_drafts d WHERE d.org_id = $1 AND d.api_id = $2 AND ($3 = '' OR"
                         " (d.created_at, d.id) < (SELECT created_at, id FROM ai_assist_drafts"
                         " WHERE org_id = $1 AND api_id = $2 AND id = $3))"
                         " ORDER BY d.created_at DESC, d.id DESC LIMIT $4",
                     {org_id, api_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, draft_object);
}

} // namespace cxs::persistence
