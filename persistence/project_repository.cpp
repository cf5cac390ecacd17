#include "persistence/project_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {
namespace {

const std::string columns = "id, name, slug, coalesce(description, ''), " CXS_ISO("created_at") ", " CXS_ISO(
    "updated_at") ", CASE WHEN deleted_at IS NULL THEN NULL ELSE " CXS_ISO("deleted_at") " END";

boost::json::object project_object(const pg::result& r, int row) {
  boost::json::object o{{"id", r.text(row, 0)},        {"name", r.text(row, 1)},     {"slug", r.text(row, 2)},
                        {"description", r.text(row, 3)}, {"createdAt", r.text(row, 4)}, {"updatedAt", r.text(row, 5)}};
  if (!r.is_null(row, 6)) {
    o["deletedAt"] = r.text(row, 6);
  }
  return o;
}

} // namespace

boost::json::value create_project(pg::connection& conn, const std::string& org_id, const std::string& id,
                                  const project_fields& fields) {
  auto r = conn.exec("INSERT INTO projects (id, org_id, name, slug, description) VALUES ($1, $2, $3, $4, $5) RETURNING " +
                         columns,
                     {id, org_id, fields.name, fields.slug, fields.description});
  return project_object(r, 0);
}

boost::json::value list_projects(pg::connection& conn, const std::string& org_id, int limit, const std::string& cursor) {
  // Keyset pagination on (created_at, id): stable while rows are added.
  auto r = conn.exec("SELECT " + columns +
                         " FROM projects p WHERE org_id = $1 AND deleted_at IS NULL AND ($2 = '' OR (created_at, id) >"
                         " (SELECT created_at, id FROM projects WHERE org_id = $1 AND id = $2))"
                         " ORDER BY created_at, id LIMIT $3",
                     {org_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, project_object);
}

boost::json::value get_project(pg::connection& conn, const std::string& org_id, const std::string& id) {
  auto r = conn.exec("SELECT " + columns + " FROM projects WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL",
                     {org_id, id});
  if (r.rows() == 0) {
    return nullptr;
  }
  return project_object(r, 0);
}

boost::json::value update_project(pg::connection& conn, const std::string& org_id, const std::string& id,
                                  const project_fields& fields) {
  auto r = conn.exec("UPDATE projects SET name = coalesce($3, name), slug = coalesce($4, slug),"
                     " description = coalesce($5, description)"
                     " WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING " +
                         columns,
                     {org_id, id, fields.name, fields.slug, fields.description});
  if (r.rows() == 0) {
    return nullptr;
  }
  return project_object(r, 0);
}

boost::json::value delete_project(pg::connection& conn, const std::string& org_id, const std::string& id) {
  return pg::in_transaction(conn, [&]() -> boost::json::value {
    auto r = conn.exec("UPDATE projects SET deleted_at = now() WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL"
                       " RETURNING " +
                           columns,
                       {org_id, id});
    if (r.rows() == 0) {
      return nullptr;
    }
    notify_cache_change(conn, "project", id);
    return project_object(r, 0);
  });
}

bool project_exists(pg::connection& conn, const std::string& org_id, const std::string& id) {
  return conn.exec("SELECT 1 FROM projects WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL", {org_id, id}).rows() ==
         1;
}

} // namespace cxs::persistence
