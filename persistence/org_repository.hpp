#pragma once
// Organisations. The platform's identity provider owns them: one seen for the first time
// in a valid JWT is created here on the spot.

#include <boost/json/value.hpp>

#include <optional>
#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// Creates the organisation if it does not exist; returns its status (ACTIVE, SUSPENDED).
[[nodiscard]] std::string ensure_org(pg::connection& conn, const std::string& org_id);

/// {items:[{id,name,status,createdAt,updatedAt}], nextCursor} ordered by id, after `cursor`.
[[nodiscard]] boost::json::value list_orgs(pg::connection& conn, int limit, const std::string& cursor);

/// Sets the status and notifies every replica ("org:<id>"); the org object, or null if unknown.
[[nodiscard]] boost::json::value set_org_status(pg::connection& conn, const std::string& org_id,
                                                const std::string& status);

} // namespace cxs::persistence
