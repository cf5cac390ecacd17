#include "persistence/test_transcript_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {
namespace {

// Every statement aliases test_transcripts as t.
const std::string columns =
    "t.id, t.api_id, t.name, t.transcript, t.expected::text, " CXS_ISO("t.created_at") ", " CXS_ISO("t.updated_at");

// The API must be the org's and its project live.
const std::string visible_api = "EXISTS (SELECT 1 FROM apis a JOIN projects p ON p.org_id = a.org_id AND"
                                " p.id = a.project_id AND p.deleted_at IS NULL WHERE a.org_id = t.org_id AND a.id = t.api_id)";

boost::json::object transcript_object(const pg::result& r, int row) {
  boost::json::value expected = nullptr;
  if (!r.is_null(row, 4)) {
    // Written by us from a parsed JSON object; a failure here would be a bug, so it is
    // reported as null rather than thrown across the worker.
    boost::system::error_code ec;
    expected = boost::json::parse(r.text(row, 4), ec);
    if (ec) {
      expected = nullptr;
    }
  }
  return boost::json::object{{"id", r.text(row, 0)},         {"apiId", r.text(row, 1)},
                             {"name", r.text(row, 2)},       {"transcript", r.text(row, 3)},
                             {"expected", std::move(expected)}, {"createdAt", r.text(row, 5)},
                             {"updatedAt", r.text(row, 6)}};
}


} // namespace

boost::json::value create_test_transcript(pg::connection& conn, const std::string& org_id, const std::string& id,
                                          const std::string& api_id, const test_transcript_fields& fields) {
  auto r = conn.exec("INSERT INTO test_transcripts AS t (id, org_id, api_id, name, transcript, expected)"
                     " SELECT $1, a.org_id, a.id, $4, $5, $6::jsonb"
                     " FROM apis a JOIN projects p ON p.org_id = a.org_id AND p.id = a.project_id"
                     " WHERE a.org_id = $2 AND a.id = $3 AND p.deleted_at IS NULL"
                     " RETURNING " +
                         columns,
                     {id, org_id, api_id, fields.name, fields.transcript, fields.expected});
  if (r.rows() == 0) {
    return nullptr;
  }
  return transcript_object(r, 0);
}

boost::json::value list_test_transcripts(pg::connection& conn, const std::string& org_id, const std::string& api_id,
                                         int limit, const std::string& cursor) {
  if (!api_visible(conn, org_id, api_id)) {
    return nullptr;
  }
  // Keyset pagination on (created_at, id), served by test_transcripts_api_idx.
  auto r = conn.exec("SELECT " + columns +
                         " FROM test_transcripts t WHERE t.org_id = $1 AND t.api_id = $2 AND ($3 = '' OR"
                         " (t.created_at, t.id) > (SELECT created_at, id FROM test_transcripts"
                         " WHERE org_id = $1 AND api_id = $2 AND id = $3))"
                         " ORDER BY t.created_at, t.id LIMIT $4",
                     {org_id, api_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, transcript_object);
}

boost::json::value update_test_transcript(pg::connection& conn, const std::string& org_id, const std::string& id,
                                          const test_transcript_fields& fields) {
  auto r = conn.exec("UPDATE test_transcripts t SET name = coalesce($3, t.name), transcript = coalesce($4, t.transcript),"
                     " expected = CASE WHEN $5::boolean THEN $6::jsonb ELSE t.expected END"
                     " WHERE t.org_id = $1 AND t.id = $2 AND " +
                         visible_api + " RETURNING " + columns,
                     {org_id, id, fields.name, fields.transcript, fields.set_expected ? "true" : "false",
                      fields.expected});
  if (r.rows() == 0) {
    return nullptr;
  }
  return transcript_object(r, 0);
}

boost::json::value delete_test_transcript(pg::connection& conn, const std::string& org_id, const std::string& id) {
  auto r = conn.exec("DELETE FROM test_transcripts t WHERE t.org_id = $1 AND t.id = $2 AND " + visible_api +
                         " RETURNING " + columns,
                     {org_id, id});
  if (r.rows() == 0) {
    return nullptr;
  }
  return transcript_object(r, 0);
}

} // namespace cxs::persistence
