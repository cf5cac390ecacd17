#pragma once
// Projects: group APIs, keys and webhooks. Deletion is soft: a deleted project disappears
// from every read and its keys stop working (a NOTIFY tells every replica's key cache).
// Repositories return the resource's JSON representation (docs/api.md): the
// representation is the contract, so no separate transfer type sits in between.

#include <boost/json/value.hpp>

#include <optional>
#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

struct project_fields {
  std::optional<std::string> name;
  std::optional<std::string> slug;
  std::optional<std::string> description;
};

/// The created project. Throws pg::error (unique_violation when the slug is taken).
[[nodiscard]] boost::json::value create_project(pg::connection& conn, const std::string& org_id,
                                                const std::string& id, const project_fields& fields);

/// {items, nextCursor}: live projects of the org by creation, after `cursor` (a project id).
[[nodiscard]] boost::json::value list_projects(pg::connection& conn, const std::string& org_id, int limit,
                                               const std::string& cursor);

/// The live project, or null.
[[nodiscard]] boost::json::value get_project(pg::connection& conn, const std::string& org_id, const std::string& id);

/// Applies the present fields; the updated project, or null when not found.
[[nodiscard]] boost::json::value update_project(pg::connection& conn, const std::string& org_id,
                                                const std::string& id, const project_fields& fields);

/// Soft-deletes; the deleted project (with deletedAt), or null when not found.
[[nodiscard]] boost::json::value delete_project(pg::connection& conn, const std::string& org_id, const std::string& id);

/// True when the org has a live project with this id (used by nested routes).
[[nodiscard]] bool project_exists(pg::connection& conn, const std::string& org_id, const std::string& id);

} // namespace cxs::persistence
