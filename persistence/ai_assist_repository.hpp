#pragma once
// AI assistant drafts: the stored answers of POST /ai-assist, per API, scoped by
// organisation and visible only while the API's project is live.
//
// Representation (docs/api.md): {id, apiId, want, message, result, engine, createdBy,
// createdAt}; `result` is the assistant's JSON object for that `want`.

#include <boost/json/value.hpp>

#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// What one stored draft holds.
struct ai_assist_draft_fields {
  std::string id;          ///< drf_…
  std::string api_id;
  std::string want;        ///< fields | prompt | edge-cases | test-transcript | diagnose | chat
  std::string message;     ///< the administrator's message ("" when none)
  std::string result;      ///< serialized JSON object
  std::string engine;      ///< "embedded" | "remote"
  std::string created_by;  ///< the administrator's `sub`
};

/// Stores a draft; the stored draft, or null when the org has no such visible API.
[[nodiscard]] boost::json::value create_ai_assist_draft(pg::connection& conn, const std::string& org_id,
                                                        const ai_assist_draft_fields& fields);

/// {items, nextCursor}: the API's drafts, newest first, after `cursor` (a draft id); null
/// when the org has no such visible API.
[[nodiscard]] boost::json::value list_ai_assist_drafts(pg::connection& conn, const std::string& org_id,
                                                       const std::string& api_id, int limit,
                                                       const std::string& cursor);

} // namespace cxs::persistence
