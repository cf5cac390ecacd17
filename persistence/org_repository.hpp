#pragma once
// Organisations. The platform's identity provider owns them: one seen for the first time
// in a valid JWT is created here on the spot.

#include "persistence/page.hpp"

#include <optional>
#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// An organisation as docs/api.md shows it.
struct org_row {
  std::string id;
  std::string name;
  std::string status;  ///< ACTIVE | SUSPENDED
  std::string created_at;
  std::string updated_at;
};

/// Creates the organisation if it does not exist; returns its status (ACTIVE, SUSPENDED).
[[nodiscard]] std::string ensure_org(pg::connection& conn, const std::string& org_id);

/// Organisations ordered by id, after `cursor` (an org id).
[[nodiscard]] page<org_row> list_orgs(pg::connection& conn, int limit, const std::string& cursor);

/// Sets the status and notifies every replica ("org:<id>"); the org, or nullopt if unknown.
[[nodiscard]] std::optional<org_row> set_org_status(pg::connection& conn, const std::string& org_id,
                                                    const std::string& status);

} // namespace cxs::persistence
