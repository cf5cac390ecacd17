#pragma once
// Webhooks of a project and their delivery log. Scoped by organisation; a webhook is
// visible only while it and its project are live (both are soft deleted). Changes NOTIFY
// "webhook:<id>" in their transaction, per the schema's cache convention, so a replica
// that caches webhook configuration can drop it.
//
// Representation (docs/api.md): {id, projectId, url, events, active, createdAt, updatedAt}
// (+ deletedAt after DELETE). The signing secret is returned only by create_webhook.

#include <boost/json/value.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

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

/// The created webhook with `secret`; null when the org has no such live project.
[[nodiscard]] boost::json::value create_webhook(pg::connection& conn, const std::string& org_id,
                                                const new_webhook& webhook);

/// {items, nextCursor}: the project's live webhooks by creation, after `cursor` (a webhook
/// id); null when the org has no such live project.
[[nodiscard]] boost::json::value list_webhooks(pg::connection& conn, const std::string& org_id,
                                               const std::string& project_id, int limit, const std::string& cursor);

/// Applies the patch; the webhook, or null when not found.
[[nodiscard]] boost::json::value update_webhook(pg::connection& conn, const std::string& org_id, const std::string& id,
                                                const webhook_patch& patch);

/// Soft-deletes; the webhook with deletedAt, or null when not found.
[[nodiscard]] boost::json::value delete_webhook(pg::connection& conn, const std::string& org_id, const std::string& id);

/// {items, nextCursor}: the webhook's deliveries, newest first, after `cursor` (a delivery
/// id); null when the webhook is not visible. Item: {id, eventId, type, status, attempts,
/// lastStatusCode, lastError, lastAttemptAt, nextAttemptAt, createdAt, deliveredAt}.
[[nodiscard]] boost::json::value list_deliveries(pg::connection& conn, const std::string& org_id,
                                                 const std::string& webhook_id, int limit, const std::string& cursor);

} // namespace cxs::persistence
