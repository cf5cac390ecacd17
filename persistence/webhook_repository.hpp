#pragma once
// Webhooks of a project and their delivery log. Scoped by organisation; a webhook is
// visible only while it and its project are live (both are soft deleted). Changes NOTIFY
// "webhook:<id>" in their transaction, per the schema's cache convention, so a replica
// that caches webhook configuration can drop it.
//
// Representation (docs/api.md): {id, projectId, url, events, active, createdAt, updatedAt}
// (+ deletedAt after DELETE). The signing secret is returned only by create_webhook.

#include "persistence/page.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// A webhook as docs/api.md shows it. The signing secret is only in create_webhook's answer.
struct webhook_row {
  std::string id;
  std::string project_id;
  std::string url;
  std::vector<std::string> events;
  bool active = true;
  std::string created_at;
  std::string updated_at;
  std::optional<std::string> deleted_at;  ///< only on the answer to DELETE
  std::optional<std::string> secret;      ///< only on the answer to create
};

/// One delivery of an event to a webhook.
struct delivery_row {
  std::string id;
  std::string event_id;
  std::string type;
  std::string status;
  std::int64_t attempts = 0;
  std::optional<std::int64_t> last_status_code;
  std::optional<std::string> last_error;
  std::optional<std::string> last_attempt_at;
  std::optional<std::string> next_attempt_at;  ///< only while PENDING
  std::string created_at;
  std::optional<std::string> delivered_at;
};

/// A webhook about to be stored; url and events are already validated.
struct new_webhook {
  std::string id;  ///< whk_…
  std::string project_id;
  std::string url;
  std::vector<std::string> events;
  std::string secret;  ///< whsec_…
};

/// PATCH /webhooks/:id: absent members stay unchanged.
struct webhook_patch {
  std::optional<std::string> url;
  std::optional<std::vector<std::string>> events;
  std::optional<bool> active;
};

/// The created webhook with `secret`; nullopt when the org has no such live project.
[[nodiscard]] std::optional<webhook_row> create_webhook(pg::connection& conn, const std::string& org_id,
                                                        const new_webhook& webhook);

/// The project's live webhooks by creation, after `cursor` (a webhook id); nullopt when
/// the org has no such live project.
[[nodiscard]] std::optional<page<webhook_row>> list_webhooks(pg::connection& conn, const std::string& org_id,
                                                             const std::string& project_id, int limit,
                                                             const std::string& cursor);

/// Applies the patch; the webhook, or nullopt when not found.
[[nodiscard]] std::optional<webhook_row> update_webhook(pg::connection& conn, const std::string& org_id,
                                                        const std::string& id, const webhook_patch& patch);

/// Soft-deletes; the webhook with deleted_at, or nullopt when not found.
[[nodiscard]] std::optional<webhook_row> delete_webhook(pg::connection& conn, const std::string& org_id,
                                                        const std::string& id);

/// The webhook's deliveries, newest first, after `cursor` (a delivery id); nullopt when
/// the webhook is not visible.
[[nodiscard]] std::optional<page<delivery_row>> list_deliveries(pg::connection& conn, const std::string& org_id,
                                                                const std::string& webhook_id, int limit,
                                                                const std::string& cursor);

} // namespace cxs::persistence
