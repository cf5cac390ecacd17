#pragma once
// AI assistant drafts: the stored answers of POST /ai-assist, per API, scoped by
// organisation and visible only while the API's project is live.
//
// Representation (docs/api.md): {id, apiId, want, message, result, engine, createdBy,
// createdAt}; `result` is the assistant's JSON object for that `want`.

#include "persistence/page.hpp"

#include <boost/json/object.hpp>

#include <optional>
#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// A stored draft as docs/api.md shows it.
struct ai_assist_draft_row {
  std::string id;
  std::string api_id;
  std::string want;
  std::string message;
  boost::json::object result;  ///< the assistant's answer for `want`
  std::string engine;
  std::string created_by;
  std::string created_at;
};

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

/// Stores a draft; the stored draft, or nullopt when the org has no such visible API.
[[nodiscard]] std::optional<ai_assist_draft_row> create_ai_assist_draft(pg::connection& conn,
                                                                        const std::string& org_id,
                                                                        const ai_assist_draft_fields& fields);

/// The API's drafts, newest first, after `cursor` (a draft id); nullopt when the org has
/// no such visible API.
[[nodiscard]] std::optional<page<ai_assist_draft_row>> list_ai_assist_drafts(pg::connection& conn,
                                                                             const std::string& org_id,
                                                                             const std::string& api_id, int limit,
                                                                             const std::string& cursor);

} // namespace cxs::persistence
