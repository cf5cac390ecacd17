#include "persistence/project_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

namespace cxs::persistence {
namespace {

const std::string columns = "id, name, slug, coalesce(description, ''), " CXS_ISO("created_at") ", " CXS_ISO(
    "updated_at") ", CASE WHEN deleted_at IS NULL THEN NULL ELSE " CXS_ISO("deleted_at") " END";

project_row project_of(const pg::result& r, int row) {
  return {r.text(row, 0), r.text(row, 1), r.text(row, 2),         r.text(row, 3),
          r.text(row, 4), r.text(row, 5), text_or_null(r, row, 6)};
}

std::optional<project_row> first(const pg::result& r) {
  if (r.rows() == 0) {
    return std::nullopt;
  }
  return project_of(r, 0);
}

} // namespace

project_row create_project(pg::connection& conn, const std::string& org_id, const std::string& id,
                                  const project_fields& fields) {
  auto r = conn.exec("INSERT INTO projects (id, org_id, name, slug, description) VALUES ($1, $2, $3, $4, $5) RETURNING " +
                         columns,
                     {id, org_id, fields.name, fields.slug, fields.description});
  return project_of(r, 0);
}

page<project_row> list_projects(pg::connection& conn, const std::string& org_id, int limit, const std::string& cursor) {
  // Keyset pagination on (created_at, id): stable while rows are added.
  auto r = conn.exec("SELECT " + columns +
                         " FROM projects p WHERE org_id = $1 AND deleted_at IS NULL AND ($2 = '' OR (created_at, id) >"
                         " (SELECT created_at, id FROM projects WHERE org_id = $1 AND id = $2))"
                         " ORDER BY created_at, id LIMIT $3",
                     {org_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, project_of);
}

std::optional<project_row> get_project(pg::connection& conn, const std::string& org_id, const std::string& id) {
  return first(conn.exec("SELECT " + columns + " FROM projects WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL",
                         {org_id, id}));
}

std::optional<project_row> update_project(pg::connection& conn, const std::string& org_id, const std::string& id,
                                  const project_fields& fields) {
  auto r = conn.exec("UPDATE projects SET name = coalesce($3, name), slug = coalesce($4, slug),"
                     " description = coalesce($5, description)"
                     " WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING " +
                         columns,
                     {org_id, id, fields.name, fields.slug, fields.description});
  return first(r);
}

std::optional<project_row> delete_project(pg::connection& conn, const std::string& org_id, const std::string& id) {
  return pg::in_transaction(conn, [&]() -> std::optional<project_row> {
    auto r = conn.exec("UPDATE projects SET deleted_at = now() WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL"
                       " RETURNING " +
                           columns,
                       {org_id, id});
    if (r.rows() == 0) {
      return std::nullopt;
    }
    notify_cache_change(conn, "project", id);
    return project_of(r, 0);
  });
}

bool project_exists(pg::connection& conn, const std::string& org_id, const std::string& id) {
  return conn.exec("SELECT 1 FROM projects WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL", {org_id, id}).rows() ==
         1;
}

} // namespace cxs::persistence
