#include "persistence/webhook_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

namespace cxs::persistence {
namespace {

// Every statement aliases webhooks as w.
const std::string columns = "w.id, w.project_id, w.url, array_to_string(w.events, ','), w.active, " CXS_ISO(
    "w.created_at") ", " CXS_ISO("w.updated_at") ", " CXS_ISO("w.deleted_at");

const std::string live_project = "EXISTS (SELECT 1 FROM projects p WHERE p.org_id = w.org_id AND p.id = w.project_id"
                                 " AND p.deleted_at IS NULL)";

webhook_row webhook_of(const pg::result& r, int row) {
  return {r.text(row, 0), r.text(row, 1), r.text(row, 2),          comma_list(r.text(row, 3)), r.boolean(row, 4),
          r.text(row, 5), r.text(row, 6), text_or_null(r, row, 7), std::nullopt};
}

std::optional<webhook_row> first(const pg::result& r) {
  if (r.rows() == 0) {
    return std::nullopt;
  }
  return webhook_of(r, 0);
}

// Event names match ^[a-z]+(\.[a-z_]+)+$ before they get here: nothing to quote.
std::string array_literal(const std::vector<std::string>& values) {
  std::string out = "{";
  for (std::size_t i = 0; i < values.size(); ++i) {
    out += (i == 0 ? "" : ",") + values[i];
  }
  return out + "}";
}

// nextAttemptAt only means something while a delivery is pending.
const std::string delivery_columns =
    "d.id::text, d.event_id, e.type, d.status, d.attempts, d.last_status_code, d.last_error, " CXS_ISO(
        "d.last_attempt_at") ", " CXS_ISO("(CASE WHEN d.status = 'PENDING' THEN d.next_attempt_at END)") ", " CXS_ISO(
        "d.created_at") ", " CXS_ISO("d.delivered_at");

delivery_row delivery_of(const pg::result& r, int row) {
  delivery_row d;
  d.id = r.text(row, 0);
  d.event_id = r.text(row, 1);
  d.type = r.text(row, 2);
  d.status = r.text(row, 3);
  d.attempts = r.integer(row, 4);
  if (!r.is_null(row, 5)) {
    d.last_status_code = r.integer(row, 5);
  }
  d.last_error = text_or_null(r, row, 6);
  d.last_attempt_at = text_or_null(r, row, 7);
  d.next_attempt_at = text_or_null(r, row, 8);
  d.created_at = r.text(row, 9);
  d.delivered_at = text_or_null(r, row, 10);
  return d;
}

} // namespace

std::optional<webhook_row> create_webhook(pg::connection& conn, const std::string& org_id, const new_webhook& webhook) {
  auto r = conn.exec("INSERT INTO webhooks AS w (id, org_id, project_id, url, events, secret)"
                     " SELECT $1, p.org_id, p.id, $4, $5::text[], $6"
                     " FROM projects p WHERE p.org_id = $2 AND p.id = $3 AND p.deleted_at IS NULL"
                     " RETURNING " +
                         columns,
                     {webhook.id, org_id, webhook.project_id, webhook.url, array_literal(webhook.events),
                      webhook.secret});
  auto created = first(r);
  if (created) {
    created->secret = webhook.secret;
  }
  return created;
}

std::optional<page<webhook_row>> list_webhooks(pg::connection& conn, const std::string& org_id,
                                               const std::string& project_id, int limit, const std::string& cursor) {
  if (conn.exec("SELECT 1 FROM projects WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL", {org_id, project_id})
          .rows() == 0) {
    return std::nullopt;
  }
  auto r = conn.exec("SELECT " + columns +
                         " FROM webhooks w WHERE w.org_id = $1 AND w.project_id = $2 AND w.deleted_at IS NULL"
                         " AND ($3 = '' OR (w.created_at, w.id) >"
                         " (SELECT created_at, id FROM webhooks WHERE org_id = $1 AND project_id = $2 AND id = $3))"
                         " ORDER BY w.created_at, w.id LIMIT $4",
                     {org_id, project_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, webhook_of);
}

std::optional<webhook_row> update_webhook(pg::connection& conn, const std::string& org_id, const std::string& id,
                                          const webhook_patch& patch) {
  return pg::in_transaction(conn, [&]() -> std::optional<webhook_row> {
    std::optional<std::string> events;
    if (patch.events) {
      events = array_literal(*patch.events);
    }
    std::optional<std::string> active;
    if (patch.active) {
      active = *patch.active ? "true" : "false";
    }
    auto r = conn.exec("UPDATE webhooks w SET url = coalesce($3, w.url), events = coalesce($4::text[], w.events),"
                       " active = coalesce($5::boolean, w.active)"
                       " WHERE w.org_id = $1 AND w.id = $2 AND w.deleted_at IS NULL AND " +
                           live_project + " RETURNING " + columns,
                       {org_id, id, patch.url, events, active});
    if (r.rows() == 0) {
      return std::nullopt;
    }
    notify_cache_change(conn, "webhook", id);
    return webhook_of(r, 0);
  });
}

std::optional<webhook_row> delete_webhook(pg::connection& conn, const std::string& org_id, const std::string& id) {
  return pg::in_transaction(conn, [&]() -> std::optional<webhook_row> {
    auto r = conn.exec("UPDATE webhooks w SET deleted_at = now()"
                       " WHERE w.org_id = $1 AND w.id = $2 AND w.deleted_at IS NULL AND " +
                           live_project + " RETURNING " + columns,
                       {org_id, id});
    if (r.rows() == 0) {
      return std::nullopt;
    }
    notify_cache_change(conn, "webhook", id);
    return webhook_of(r, 0);
  });
}

std::optional<page<delivery_row>> list_deliveries(pg::connection& conn, const std::string& org_id,
                                                  const std::string& webhook_id, int limit, const std::string& cursor) {
  if (conn.exec("SELECT 1 FROM webhooks w WHERE w.org_id = $1 AND w.id = $2 AND w.deleted_at IS NULL AND " +
                    live_project,
                {org_id, webhook_id})
          .rows() == 0) {
    return std::nullopt;
  }
  // Newest first on (created_at, id), served by webhook_deliveries_webhook_idx. The cursor
  // is compared as text so a forged one matches nothing instead of failing a cast.
  auto r = conn.exec("SELECT " + delivery_columns +
                         " FROM webhook_deliveries d JOIN webhook_outbox e ON e.org_id = d.org_id AND e.id = d.event_id"
                         " WHERE d.org_id = $1 AND d.webhook_id = $2 AND ($3 = '' OR (d.created_at, d.id) <"
                         " (SELECT created_at, id FROM webhook_deliveries WHERE org_id = $1 AND webhook_id = $2"
                         " AND id::text = $3))"
                         " ORDER BY d.created_at DESC, d.id DESC LIMIT $4",
                     {org_id, webhook_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, delivery_of);
}

} // namespace cxs::persistence
