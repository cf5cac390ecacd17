#include "persistence/idempotency_repository.hpp"

#include "persistence/pg.hpp"

namespace cxs::persistence {

idempotency_begin begin_idempotent(pg::connection& conn, const std::string& org_id, const std::string& key_id,
                                   const std::string& idempotency_key, const std::string& endpoint,
                                   const std::string& request_hash, const std::string& request_id,
                                   int abandon_after_s) {
  return pg::in_transaction(conn, [&] {
    // Expired or abandoned records are replaced in place; the row lock serialises racers.
    auto claimed = conn.exec(
        "INSERT INTO idempotency_records (org_id, key_id, idempotency_key, endpoint, request_hash, request_id)"
        " VALUES ($1, $2, $3, $4, $5, $6)"
        " ON CONFLICT (org_id, key_id, idempotency_key) DO UPDATE SET endpoint = EXCLUDED.endpoint,"
        "  request_hash = EXCLUDED.request_hash, request_id = EXCLUDED.request_id, state = 'IN_PROGRESS',"
        "  response_status = NULL, response_body = NULL, created_at = now(), expires_at = now() + interval '24 hours'"
        " WHERE idempotency_records.expires_at <= now()"
        "  OR (idempotency_records.state = 'IN_PROGRESS'"
        "      AND idempotency_records.created_at < now() - make_interval(secs => $7::int))"
        " RETURNING 1",
        {org_id, key_id, idempotency_key, endpoint, request_hash, request_id, std::to_string(abandon_after_s)});
    idempotency_begin out;
    if (claimed.rows() == 1) {
      return out;
    }
    auto r = conn.exec(
        "SELECT endpoint, request_hash, state, coalesce(response_status, 0), response_body::text, request_id"
        " FROM idempotency_records WHERE org_id = $1 AND key_id = $2 AND idempotency_key = $3",
        {org_id, key_id, idempotency_key});
    if (r.text(0, 0) != endpoint || r.text(0, 1) != request_hash) {
      out.state = idempotency_state::reused;
    } else if (r.text(0, 2) == "IN_PROGRESS") {
      out.state = idempotency_state::in_progress;
    } else {
      out.state = idempotency_state::completed;
      out.response_status = static_cast<int>(r.integer(0, 3));
      out.response_body = r.optional_text(0, 4);
    }
    out.original_request_id = r.text(0, 5);
    return out;
  });
}

bool complete_idempotent(pg::connection& conn, const std::string& org_id, const std::string& key_id,
                         const std::string& idempotency_key, const std::string& request_id, int status,
                         const std::optional<std::string>& body) {
  auto r = conn.exec(
      "UPDATE idempotency_records SET state = 'COMPLETED', response_status = $5, response_body = $6::jsonb"
      " WHERE org_id = $1 AND key_id = $2 AND idempotency_key = $3 AND request_id = $4 AND state = 'IN_PROGRESS'"
      " RETURNING 1",
      {org_id, key_id, idempotency_key, request_id, std::to_string(status), body});
  return r.rows() == 1;
}

bool release_idempotent(pg::connection& conn, const std::string& org_id, const std::string& key_id,
                        const std::string& idempotency_key, const std::string& request_id) {
  auto r = conn.exec(
      "DELETE FROM idempotency_records"
      " WHERE org_id = $1 AND key_id = $2 AND idempotency_key = $3 AND request_id = $4"
      " RETURNING 1",
      {org_id, key_id, idempotency_key, request_id});
  return r.rows() == 1;
}

} // namespace cxs::persistence
