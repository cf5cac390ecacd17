#include "persistence/ai_assist_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {
namespace {

// Every statement aliases ai_assist_drafts as d.
const std::string columns = "d.id, d.api_id, d.want, d.message, d.result::text, d.engine, d.created_by, " CXS_ISO(
    "d.created_at");

ai_assist_draft_row draft_of(const pg::result& r, int row) {
  // Written by us from a JSON object; a parse failure would be a bug, reported as {}.
  auto result = json_column(r, row, 4);
  return {r.text(row, 0),
          r.text(row, 1),
          r.text(row, 2),
          r.text(row, 3),
          result.is_object() ? std::move(result.as_object()) : boost::json::object{},
          r.text(row, 5),
          r.text(row, 6),
          r.text(row, 7)};
}


} // namespace

std::optional<ai_assist_draft_row> create_ai_assist_draft(pg::connection& conn, const std::string& org_id,
                                          const ai_assist_draft_fields& f) {
  auto r = conn.exec("INSERT INTO ai_assist_drafts AS d (id, org_id, api_id, want, message, result, engine, created_by)"
                     " SELECT $1, a.org_id, a.id, $4, $5, $6::jsonb, $7, $8"
                     " FROM apis a JOIN projects p ON p.org_id = a.org_id AND p.id = a.project_id"
                     " WHERE a.org_id = $2 AND a.id = $3 AND p.deleted_at IS NULL"
                     " RETURNING " +
                         columns,
                     {f.id, org_id, f.api_id, f.want, f.message, f.result, f.engine, f.created_by});
  if (r.rows() == 0) {
    return std::nullopt;
  }
  return draft_of(r, 0);
}

std::optional<page<ai_assist_draft_row>> list_ai_assist_drafts(pg::connection& conn, const std::string& org_id,
                                                               const std::string& api_id, int limit,
                                                               const std::string& cursor) {
  if (!api_visible(conn, org_id, api_id)) {
    return std::nullopt;
  }
  // Keyset pagination on (created_at, id) descending, served by ai_assist_drafts_api_idx.
  auto r = conn.exec("SELECT " + columns +
                         " FROM ai_assist_drafts d WHERE d.org_id = $1 AND d.api_id = $2 AND ($3 = '' OR"
                         " (d.created_at, d.id) < (SELECT created_at, id FROM ai_assist_drafts"
                         " WHERE org_id = $1 AND api_id = $2 AND id = $3))"
                         " ORDER BY d.created_at DESC, d.id DESC LIMIT $4",
                     {org_id, api_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, draft_of);
}

} // namespace cxs::persistence
