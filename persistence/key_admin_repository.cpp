#include "persistence/key_admin_repository.hpp"

#include "persistence/outbox.hpp"
#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

#include <boost/json.hpp>


namespace cxs::persistence {
namespace {

// Every statement aliases api_keys as k; a key is visible only while its project is live.
const std::string columns = "k.id, k.project_id, k.name, k.mode, 'svc_' || k.mode || '_' || k.lookup_prefix,"
                            " array_to_string(k.scopes, ','), " CXS_ISO("k.created_at") ", " CXS_ISO(
                                "k.expires_at") ", " CXS_ISO("k.revoked_at") ", " CXS_ISO("k.last_used_at");

const std::string live_project = "EXISTS (SELECT 1 FROM projects p WHERE p.org_id = k.org_id AND p.id = k.project_id"
                                 " AND p.deleted_at IS NULL)";

api_key_row key_of(const pg::result& r, int row) {
  return {r.text(row, 0),           r.text(row, 1),          r.text(row, 2),          r.text(row, 3),
          r.text(row, 4),           comma_list(r.text(row, 5)), r.text(row, 6),       text_or_null(r, row, 7),
          text_or_null(r, row, 8), text_or_null(r, row, 9)};
}

// Scopes are validated against the fixed catalogue before they get here, so none needs
// quoting inside the array literal.
std::string array_literal(const std::vector<std::string>& values) {
  std::string out = "{";
  for (std::size_t i = 0; i < values.size(); ++i) {
    out += (i == 0 ? "" : ",") + values[i];
  }
  return out + "}";
}

// The visible key (any state), or nullopt.
std::optional<api_key_row> find_key(pg::connection& conn, const std::string& org_id, const std::string& id) {
  auto r = conn.exec("SELECT " + columns + " FROM api_keys k WHERE k.org_id = $1 AND k.id = $2 AND " + live_project,
                     {org_id, id});
  if (r.rows() == 0) {
    return std::nullopt;
  }
  return key_of(r, 0);
}

// After an UPDATE matched nothing: tells "no such key" from "already revoked".
key_change unchanged(pg::connection& conn, const std::string& org_id, const std::string& id) {
  key_change out;
  out.key = find_key(conn, org_id, id);
  out.outcome = out.key ? key_change::status::revoked : key_change::status::not_found;
  return out;
}

} // namespace

std::optional<api_key_row> create_key(pg::connection& conn, const std::string& org_id, const new_key& key) {
  auto r = conn.exec("INSERT INTO api_keys AS k (id, org_id, project_id, name, mode, lookup_prefix, key_hash, scopes,"
                     " expires_at, created_by)"
                     " SELECT $1, p.org_id, p.id, $4, $5, $6, $7, $8::text[], to_timestamp($9::double precision), $10"
                     " FROM projects p WHERE p.org_id = $2 AND p.id = $3 AND p.deleted_at IS NULL"
                     " RETURNING " +
                         columns,
                     {key.id, org_id, key.project_id, key.name, key.mode, key.lookup_prefix, key.hash,
                      array_literal(key.scopes), key.expires_at_epoch, key.created_by});
  if (r.rows() == 0) {
    return std::nullopt;
  }
  return key_of(r, 0);
}

std::optional<page<api_key_row>> list_keys(pg::connection& conn, const std::string& org_id,
                                           const std::string& project_id, int limit, const std::string& cursor) {
  if (conn.exec("SELECT 1 FROM projects WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL", {org_id, project_id})
          .rows() == 0) {
    return std::nullopt;
  }
  // Keyset pagination on (created_at, id), served by api_keys_project_idx.
  auto r = conn.exec("SELECT " + columns +
                         " FROM api_keys k WHERE k.org_id = $1 AND k.project_id = $2 AND ($3 = '' OR (k.created_at, k.id) >"
                         " (SELECT created_at, id FROM api_keys WHERE org_id = $1 AND project_id = $2 AND id = $3))"
                         " ORDER BY k.created_at, k.id LIMIT $4",
                     {org_id, project_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, key_of);
}

key_change update_key(pg::connection& conn, const std::string& org_id, const std::string& id, const key_patch& patch) {
  return pg::in_transaction(conn, [&]() -> key_change {
    std::optional<std::string> scopes;
    if (patch.scopes) {
      scopes = array_literal(*patch.scopes);
    }
    auto r = conn.exec("UPDATE api_keys k SET name = coalesce($3, k.name), scopes = coalesce($4::text[], k.scopes),"
                       " expires_at = CASE WHEN $5::boolean THEN to_timestamp($6::double precision) ELSE k.expires_at END"
                       " WHERE k.org_id = $1 AND k.id = $2 AND k.revoked_at IS NULL AND " +
                           live_project + " RETURNING " + columns,
                       {org_id, id, patch.name, scopes, patch.set_expires_at ? "true" : "false", patch.expires_at_epoch});
    if (r.rows() == 0) {
      return unchanged(conn, org_id, id);
    }
    notify_cache_change(conn, "key", id);
    return key_change{key_change::status::done, key_of(r, 0)};
  });
}

key_change revoke_key(pg::connection& conn, const std::string& org_id, const std::string& id,
                      const std::string& event_id) {
  return pg::in_transaction(conn, [&]() -> key_change {
    auto r = conn.exec("UPDATE api_keys k SET revoked_at = now()"
                       " WHERE k.org_id = $1 AND k.id = $2 AND k.revoked_at IS NULL AND " +
                           live_project + " RETURNING " + columns,
                       {org_id, id});
    if (r.rows() == 0) {
      return unchanged(conn, org_id, id);
    }
    auto key = key_of(r, 0);
    // The event is written in the revoking transaction (transactional outbox): it exists
    // exactly when the revocation does.
    const boost::json::object payload{{"keyId", key.id},     {"projectId", key.project_id},
                                      {"name", key.name},    {"mode", key.mode},
                                      {"prefix", key.prefix}, {"revokedAt", key.revoked_at.value_or("")}};
    enqueue_event(conn, event_id, org_id, r.text(0, 1), "key.revoked", boost::json::serialize(payload));
    notify_cache_change(conn, "key", id);
    return key_change{key_change::status::done, std::move(key)};
  });
}

} // namespace cxs::persistence
