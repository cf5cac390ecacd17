#include "persistence/test_transcript_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

namespace cxs::persistence {
namespace {

// Every statement aliases test_transcripts as t.
const std::string columns =
    "t.id, t.api_id, t.name, t.transcript, t.expected::text, " CXS_ISO("t.created_at") ", " CXS_ISO("t.updated_at");

// The API must be the org's and its project live.
const std::string visible_api = "EXISTS (SELECT 1 FROM apis a JOIN projects p ON p.org_id = a.org_id AND"
                                " p.id = a.project_id AND p.deleted_at IS NULL WHERE a.org_id = t.org_id AND a.id = t.api_id)";

test_transcript_row transcript_of(const pg::result& r, int row) {
  // `expected` was written by us from a parsed JSON object; a failure to parse it would be
  // a bug, reported as null (json_column) rather than thrown across the worker.
  return {r.text(row, 0), r.text(row, 1), r.text(row, 2), r.text(row, 3),
          json_column(r, row, 4), r.text(row, 5), r.text(row, 6)};
}

std::optional<test_transcript_row> first(const pg::result& r) {
  if (r.rows() == 0) {
    return std::nullopt;
  }
  return transcript_of(r, 0);
}

} // namespace

std::optional<test_transcript_row> create_test_transcript(pg::connection& conn, const std::string& org_id,
                                                          const std::string& id, const std::string& api_id,
                                                          const test_transcript_fields& fields) {
  auto r = conn.exec("INSERT INTO test_transcripts AS t (id, org_id, api_id, name, transcript, expected)"
                     " SELECT $1, a.org_id, a.id, $4, $5, $6::jsonb"
                     " FROM apis a JOIN projects p ON p.org_id = a.org_id AND p.id = a.project_id"
                     " WHERE a.org_id = $2 AND a.id = $3 AND p.deleted_at IS NULL"
                     " RETURNING " +
                         columns,
                     {id, org_id, api_id, fields.name, fields.transcript, fields.expected});
  return first(r);
}

std::optional<page<test_transcript_row>> list_test_transcripts(pg::connection& conn, const std::string& org_id,
                                                               const std::string& api_id, int limit,
                                                               const std::string& cursor) {
  if (!api_visible(conn, org_id, api_id)) {
    return std::nullopt;
  }
  // Keyset pagination on (created_at, id), served by test_transcripts_api_idx.
  auto r = conn.exec("SELECT " + columns +
                         " FROM test_transcripts t WHERE t.org_id = $1 AND t.api_id = $2 AND ($3 = '' OR"
                         " (t.created_at, t.id) > (SELECT created_at, id FROM test_transcripts"
                         " WHERE org_id = $1 AND api_id = $2 AND id = $3))"
                         " ORDER BY t.created_at, t.id LIMIT $4",
                     {org_id, api_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, transcript_of);
}

std::optional<test_transcript_row> update_test_transcript(pg::connection& conn, const std::string& org_id,
                                                          const std::string& id, const test_transcript_fields& fields) {
  auto r = conn.exec("UPDATE test_transcripts t SET name = coalesce($3, t.name), transcript = coalesce($4, t.transcript),"
                     " expected = CASE WHEN $5::boolean THEN $6::jsonb ELSE t.expected END"
                     " WHERE t.org_id = $1 AND t.id = $2 AND " +
                         visible_api + " RETURNING " + columns,
                     {org_id, id, fields.name, fields.transcript, fields.set_expected ? "true" : "false",
                      fields.expected});
  return first(r);
}

std::optional<test_transcript_row> delete_test_transcript(pg::connection& conn, const std::string& org_id,
                                                          const std::string& id) {
  auto r = conn.exec("DELETE FROM test_transcripts t WHERE t.org_id = $1 AND t.id = $2 AND " + visible_api +
                         " RETURNING " + columns,
                     {org_id, id});
  return first(r);
}

} // namespace cxs::persistence
