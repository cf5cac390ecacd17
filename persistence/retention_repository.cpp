#include "persistence/retention_repository.hpp"

#include "persistence/pg.hpp"

#include <string>

namespace cxs::persistence {
namespace {

// Not the migrations' lock id: a purge must not wait for, or hold up, a migration.
constexpr const char* lock_sql = "SELECT pg_try_advisory_xact_lock(7302202)";

// Each statement picks its batch through an index (expires_at; the created_at and
// dispatched_at indexes of migration 0004) and deletes by key or ctid in the same statement.
const char* delete_sql(retained table) {
  switch (table) {
  case retained::idempotency_records:
    // Records live 24 h (expires_at = created_at + 24 h): older than $1 hours means
    // expired $1 - 24 hours ago. Validation keeps $1 >= 24.
    // The age is stated again in the outer WHERE: a key reclaimed (ON CONFLICT DO UPDATE)
    // between the pick and the delete is a fresh record and must stay.
    return "DELETE FROM idempotency_records WHERE ctid = ANY (ARRAY("
           " SELECT ctid FROM idempotency_records"
           " WHERE expires_at < now() - make_interval(hours => $1::int - 24) LIMIT $2::int))"
           " AND expires_at < now() - make_interval(hours => $1::int - 24)";
  case retained::invocations:
    return "DELETE FROM invocations WHERE id = ANY (ARRAY("
           " SELECT id FROM invocations WHERE created_at < now() - make_interval(days => $1::int) LIMIT $2::int))";
  case retained::webhook_outbox:
    // Deliveries go with their event (ON DELETE CASCADE): the delivery log keeps the same window.
    return "DELETE FROM webhook_outbox WHERE id = ANY (ARRAY("
           " SELECT e.id FROM webhook_outbox e WHERE e.dispatched_at < now() - make_interval(days => $1::int)"
           " AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.org_id = e.org_id"
           "  AND d.status = 'PENDING') LIMIT $2::int))";
  }
  return "";
}

} // namespace

std::string_view table_name(retained table) {
  switch (table) {
  case retained::idempotency_records: return "idempotency_records";
  case retained::invocations: return "invocations";
  case retained::webhook_outbox: return "webhook_outbox";
  }
  return "unknown";
}

std::int64_t purge_batch(pg::connection& conn, retained table, int age, int limit) {
  return pg::in_transaction(conn, [&]() -> std::int64_t {
    if (!conn.exec(lock_sql).boolean(0, 0)) {
      return -1;
    }
    return conn.exec(delete_sql(table), {std::to_string(age), std::to_string(limit)}).affected();
  });
}

} // namespace cxs::persistence
