#pragma once
// Extraction APIs: draft editing, publishing into numbered versions, rollback, archiving,
// and the discovery reads of the public surface. Every statement is scoped by org_id, and
// an API whose project is soft-deleted is treated as absent everywhere.
//
// Writes that change an API also write, in the same transaction, a management audit event
// (api.created, api.published, api.rollback, api.archived, api.settings.updated,
// api.settings.clinical_foundation_disabled/enabled) and a cache NOTIFY "api:<id>";
// publishing also writes an "api.published" event into the webhook outbox.

#include "domain/schema/schema.hpp"
#include "domain/schema/settings.hpp"
#include "persistence/page.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// An extraction API as the management surface shows it. The draft and the published
/// schema/inputs are JSON by nature and stay JSON here.
struct api_row {
  std::string id;
  std::string project_id;
  std::string slug;
  std::string name;
  std::string status;  ///< DRAFT | PUBLISHED | ARCHIVED
  std::int64_t version = 0;
  boost::json::object draft;  ///< always its four members (schema, systemPrompt, inputs, insights)
  boost::json::value published_schema;  ///< null until published
  std::optional<std::string> published_system_prompt;
  boost::json::value published_inputs;  ///< null until published
  std::optional<std::string> published_at;
  domain::schema::api_settings settings;
  std::string created_at;
  std::string updated_at;
};

/// One published version, as the version list shows it.
struct api_version_row {
  std::int64_t version = 0;
  std::string published_at;
  std::string published_by;  ///< the publisher's JWT sub
};

/// How a write to an API ended.
enum class api_outcome : std::uint8_t {
  ok,                 ///< done; `api` holds the API object
  not_found,          ///< no such API (or project) in the organisation
  archived,           ///< the API is archived, which is final
  version_not_found,  ///< rollback to a version that was never published
  invalid_draft,      ///< publish of a draft that does not validate; see `problems`
};

struct api_result {
  api_outcome outcome = api_outcome::ok;
  std::optional<api_row> api;                     ///< the API when ok
  std::vector<domain::schema::problem> problems;  ///< when invalid_draft
};

/// Who acts: recorded on audit rows and versions.
struct api_actor {
  std::string sub;         ///< JWT sub
  std::string request_id;  ///< req_… of the request, for support look-ups
};

struct new_api {
  std::string id;           ///< api_…
  std::string project_id;
  std::string name;
  std::string slug;
  std::string template_id;  ///< "" for a blank API
  boost::json::object draft;
};

/// A validated PATCH: only present parts change.
struct api_patch {
  std::optional<std::string> name;
  boost::json::object draft;     ///< members of the draft to replace; empty = none
  boost::json::object settings;  ///< settings to merge; empty = none
  bool disables_clinical_foundation = false;
  bool enables_clinical_foundation = false;
  std::string reason;            ///< why the clinical foundation is disabled
};

/// Creates a DRAFT API, version 0. not_found when the project is not live in the org.
/// Throws pg::error (unique_violation when the slug is taken in the organisation).
[[nodiscard]] api_result create_api(pg::connection& conn, const std::string& org_id, const new_api& api,
                                    const api_actor& actor);

/// The project's APIs by creation (every status), after `cursor` (an API id); nullopt when
/// the project is not live in the org.
[[nodiscard]] std::optional<page<api_row>> list_project_apis(pg::connection& conn, const std::string& org_id,
                                                             const std::string& project_id, int limit,
                                                             const std::string& cursor);

/// The API, or nullopt.
[[nodiscard]] std::optional<api_row> get_api(pg::connection& conn, const std::string& org_id, const std::string& id);

/// Applies a PATCH; archived APIs refuse.
[[nodiscard]] api_result update_api(pg::connection& conn, const std::string& org_id, const std::string& id,
                                    const api_patch& patch, const api_actor& actor);

/// Publishes the draft as version N+1 (status PUBLISHED) after validating it again.
[[nodiscard]] api_result publish_api(pg::connection& conn, const std::string& org_id, const std::string& id,
                                     const std::string& version_id, const std::string& event_id,
                                     const api_actor& actor);

/// The API's published versions, newest first, versions below `cursor` (a version number
/// as text; "" for the first page); nullopt when the API is absent.
[[nodiscard]] std::optional<page<api_version_row>> list_versions(pg::connection& conn, const std::string& org_id,
                                                                 const std::string& id, int limit,
                                                                 const std::string& cursor);

/// One version's content: {version, publishedAt, publishedBy, schema, systemPrompt, inputs,
/// insights}; null when the API or the version is absent.
[[nodiscard]] boost::json::value get_version(pg::connection& conn, const std::string& org_id, const std::string& id,
                                             std::int32_t version);

/// Copies version `version` into the draft; archived APIs refuse.
[[nodiscard]] api_result rollback_api(pg::connection& conn, const std::string& org_id, const std::string& id,
                                      std::int32_t version, const api_actor& actor);

/// Sets status ARCHIVED (idempotent: an archived API is returned unchanged).
[[nodiscard]] api_result archive_api(pg::connection& conn, const std::string& org_id, const std::string& id,
                                     const api_actor& actor);

/// Discovery (GET /apis): [{slug, name, status, version, updatedAt}] by slug. `project_id`
/// limits it to one project (API-key callers); `status` is a status or "ALL".
[[nodiscard]] boost::json::value discover_apis(pg::connection& conn, const std::string& org_id,
                                               const std::optional<std::string>& project_id,
                                               const std::string& status);

struct slug_lookup {
  boost::json::value api;                    ///< discovery detail object, or null
  std::vector<std::string> available_slugs;  ///< when not found: the caller's published slugs
};

/// Discovery (GET /apis/by-slug/:slug): {slug, name, status, version, publishedSchema,
/// publishedSystemPrompt, publishedInputs, publishedAt, updatedAt}.
[[nodiscard]] slug_lookup find_api_by_slug(pg::connection& conn, const std::string& org_id,
                                           const std::optional<std::string>& project_id, const std::string& slug);

} // namespace cxs::persistence
