#include "persistence/key_repository.hpp"

#include "persistence/pg.hpp"

#include <sstream>

namespace cxs::persistence {

std::optional<key_row> find_key_by_prefix(pg::connection& conn, const std::string& lookup_prefix) {
  auto r = conn.exec(
      "SELECT k.id, k.org_id, k.project_id, k.mode, k.key_hash, array_to_string(k.scopes, ','),"
      " k.revoked_at IS NOT NULL, coalesce(k.expires_at <= now(), false), p.deleted_at IS NOT NULL, o.status,"
      " coalesce(extract(epoch FROM k.expires_at)::bigint, 0)"
      " FROM api_keys k JOIN projects p ON p.id = k.project_id JOIN orgs o ON o.id = k.org_id"
      " WHERE k.lookup_prefix = $1",
      {lookup_prefix});
  if (r.rows() == 0) {
    return std::nullopt;
  }
  key_row row;
  row.id = r.text(0, 0);
  row.org_id = r.text(0, 1);
  row.project_id = r.text(0, 2);
  row.mode = r.text(0, 3);
  row.hash = r.text(0, 4);
  std::stringstream scopes(r.text(0, 5));
  for (std::string s; std::getline(scopes, s, ',');) {
    row.scopes.push_back(s);
  }
  row.revoked = r.boolean(0, 6);
  row.expired = r.boolean(0, 7);
  row.project_deleted = r.boolean(0, 8);
  row.org_status = r.text(0, 9);
  row.expires_at = r.integer(0, 10);
  return row;
}

void touch_key(pg::connection& conn, const std::string& key_id) {
  conn.exec("UPDATE api_keys SET last_used_at = now() WHERE id = $1"
            " AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')",
            {key_id});
}

} // namespace cxs::persistence
