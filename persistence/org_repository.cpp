#include "persistence/org_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

namespace cxs::persistence {
namespace {

constexpr const char* org_columns = "id, name, status, " CXS_ISO("created_at") ", " CXS_ISO("updated_at");

org_row org_of(const pg::result& r, int row) {
  return {r.text(row, 0), r.text(row, 1), r.text(row, 2), r.text(row, 3), r.text(row, 4)};
}

} // namespace

std::string ensure_org(pg::connection& conn, const std::string& org_id) {
  // The name starts as the id; the identity provider may be asked for a better one later.
  auto r = conn.exec(
      "WITH ins AS (INSERT INTO orgs (id, name, status) VALUES ($1, $1, 'ACTIVE') ON CONFLICT (id) DO NOTHING"
      " RETURNING status) SELECT status FROM ins UNION ALL SELECT status FROM orgs WHERE id = $1 LIMIT 1",
      {org_id});
  return r.text(0, 0);
}

page<org_row> list_orgs(pg::connection& conn, int limit, const std::string& cursor) {
  auto r = conn.exec(std::string("SELECT ") + org_columns + " FROM orgs WHERE id > $1 ORDER BY id LIMIT $2",
                     {cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, org_of);
}

std::optional<org_row> set_org_status(pg::connection& conn, const std::string& org_id, const std::string& status) {
  return pg::in_transaction(conn, [&]() -> std::optional<org_row> {
    auto r = conn.exec(std::string("UPDATE orgs SET status = $2 WHERE id = $1 RETURNING ") + org_columns,
                       {org_id, status});
    if (r.rows() == 0) {
      return std::nullopt;
    }
    notify_cache_change(conn, "org", org_id);
    return org_of(r, 0);
  });
}

} // namespace cxs::persistence
