#pragma once
// Projects: group APIs, keys and webhooks. Deletion is soft: a deleted project disappears
// from every read and its keys stop working (a NOTIFY tells every replica's key cache).
// Repositories return plain rows; the HTTP layer renders them (http/render_rows.hpp).

#include "persistence/page.hpp"

#include <optional>
#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

struct project_row {
  std::string id;
  std::string name;
  std::string slug;
  std::string description;  ///< "" when none
  std::string created_at;
  std::string updated_at;
  std::optional<std::string> deleted_at;  ///< only on the answer to DELETE
};

struct project_fields {
  std::optional<std::string> name;
  std::optional<std::string> slug;
  std::optional<std::string> description;
};

/// The created project. Throws pg::error (unique_violation when the slug is taken).
[[nodiscard]] project_row create_project(pg::connection& conn, const std::string& org_id, const std::string& id,
                                         const project_fields& fields);

/// Live projects of the org by creation, after `cursor` (a project id).
[[nodiscard]] page<project_row> list_projects(pg::connection& conn, const std::string& org_id, int limit,
                                              const std::string& cursor);

/// The live project, or nullopt.
[[nodiscard]] std::optional<project_row> get_project(pg::connection& conn, const std::string& org_id,
                                                     const std::string& id);

/// Applies the present fields; the updated project, or nullopt when not found.
[[nodiscard]] std::optional<project_row> update_project(pg::connection& conn, const std::string& org_id,
                                                        const std::string& id, const project_fields& fields);

/// Soft-deletes; the deleted project (with deleted_at), or nullopt when not found.
[[nodiscard]] std::optional<project_row> delete_project(pg::connection& conn, const std::string& org_id,
                                                        const std::string& id);

/// True when the org has a live project with this id (used by nested routes).
[[nodiscard]] bool project_exists(pg::connection& conn, const std::string& org_id, const std::string& id);

} // namespace cxs::persistence
