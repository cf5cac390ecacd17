#include "persistence/outbox.hpp"

#include "persistence/pg.hpp"

#include <algorithm>
#include <string>

namespace cxs::persistence {

bool enqueue_event(pg::connection& conn, const std::string& event_id, const std::string& org_id,
                   const std::string& project_id, const std::string& type, const std::string& data_json) {
  const auto r = conn.exec(
      "INSERT INTO webhook_outbox (id, org_id, project_id, type, payload)"
      " SELECT $1, $2, $3, $4, $5::jsonb WHERE EXISTS (SELECT 1 FROM webhooks w WHERE w.org_id = $2"
      "  AND w.project_id = $3 AND w.active AND w.deleted_at IS NULL AND $4 = ANY (w.events))",
      {event_id, org_id, project_id, type, data_json});
  return r.affected() > 0;
}

backlog read_backlog(pg::connection& conn) {
  // Both halves use partial indexes (undispatched events, PENDING deliveries), so the
  // query stays cheap however many dispatched rows the tables hold.
  const auto r = conn.exec(
      "SELECT count(*), coalesce(extract(epoch FROM now() - min(created_at)), 0)::double precision FROM ("
      " SELECT created_at FROM webhook_outbox WHERE dispatched_at IS NULL"
      " UNION ALL"
      " SELECT e.created_at FROM webhook_deliveries d JOIN webhook_outbox e ON e.org_id = d.org_id AND e.id = d.event_id"
      " WHERE d.status = 'PENDING' AND d.attempts = 0) w");
  return backlog{r.integer(0, 0), std::max(0.0, std::stod(r.text(0, 1)))};
}

int fail_deliveries_of_inactive_webhooks(pg::connection& conn) {
  return static_cast<int>(
      conn.exec("UPDATE webhook_deliveries d SET status = 'FAILED', last_error = 'webhook deactivated or deleted'"
                " FROM webhooks w WHERE w.org_id = d.org_id AND w.id = d.webhook_id AND d.status = 'PENDING'"
                " AND (NOT w.active OR w.deleted_at IS NOT NULL)")
          .affected());
}

int fan_out_events(pg::connection& conn, int limit) {
  // One statement (one round trip, its own transaction): under load every round trip to a
  // busy database costs milliseconds, and the dispatcher makes three per batch.
  const auto r = conn.exec(
      "WITH ev AS ("
      "  SELECT id, org_id, project_id, type FROM webhook_outbox WHERE dispatched_at IS NULL"
      "  ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED),"
      " fanned AS ("
      "  INSERT INTO webhook_deliveries (event_id, webhook_id, org_id)"
      "  SELECT ev.id, w.id, ev.org_id FROM ev JOIN webhooks w"
      "   ON w.org_id = ev.org_id AND w.project_id = ev.project_id AND w.active AND w.deleted_at IS NULL"
      "  AND ev.type = ANY (w.events)"
      "  ON CONFLICT (event_id, webhook_id) DO NOTHING)"
      " UPDATE webhook_outbox o SET dispatched_at = now() FROM ev WHERE o.id = ev.id",
      {std::to_string(limit)});
  return static_cast<int>(r.affected());
}

std::vector<claimed_delivery> claim_due_deliveries(pg::connection& conn, int limit, std::chrono::seconds lease,
                                                   std::chrono::hours retry_window) {
  return pg::in_transaction(conn, [&] {
    // The lease must survive a database crash (else another replica could claim and send a
    // delivery still being sent): this commit waits for its flush, whatever the session says.
    conn.exec("SET LOCAL synchronous_commit = on");
    auto r = conn.exec(
        "WITH due AS ("
        "  SELECT id FROM webhook_deliveries WHERE status = 'PENDING' AND next_attempt_at <= now()"
        "  ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED),"
        " claimed AS ("
        "  UPDATE webhook_deliveries d SET attempts = d.attempts + 1, last_attempt_at = now(),"
        "   next_attempt_at = now() + make_interval(secs => $2::int)"
        "  FROM due WHERE d.id = due.id RETURNING d.id, d.event_id, d.webhook_id, d.org_id, d.attempts, d.created_at)"
        " SELECT c.id, c.event_id, e.type, w.url, w.secret,"
        "  json_build_object('id', e.id, 'type', e.type,"
        "   'createdAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'),"
        "   'data', e.payload)::text,"
        "  extract(epoch FROM e.created_at)::bigint, c.attempts,"
        "  c.created_at < now() - make_interval(hours => $3::int)"
        " FROM claimed c JOIN webhook_outbox e ON e.org_id = c.org_id AND e.id = c.event_id"
        " JOIN webhooks w ON w.org_id = c.org_id AND w.id = c.webhook_id",
        {std::to_string(limit), std::to_string(lease.count()), std::to_string(retry_window.count())});
    std::vector<claimed_delivery> out;
    for (int i = 0; i < r.rows(); ++i) {
      claimed_delivery d;
      d.id = r.integer(i, 0);
      d.event_id = r.text(i, 1);
      d.type = r.text(i, 2);
      d.url = r.text(i, 3);
      d.secret = r.text(i, 4);
      d.body = r.text(i, 5);
      d.created_unix = r.integer(i, 6);
      d.attempts = static_cast<int>(r.integer(i, 7));
      d.expired = r.boolean(i, 8);
      out.push_back(std::move(d));
    }
    return out;
  });
}

void record_delivery(pg::connection& conn, std::int64_t id, bool delivered, std::optional<int> status_code,
                     const std::string& error, std::chrono::milliseconds retry_in, bool give_up) {
  const pg::param code = status_code ? pg::param(std::to_string(*status_code)) : std::nullopt;
  if (delivered) {
    conn.exec("UPDATE webhook_deliveries SET status = 'DELIVERED', delivered_at = now(), last_status_code = $2,"
              " last_error = NULL WHERE id = $1",
              {std::to_string(id), code});
    return;
  }
  conn.exec("UPDATE webhook_deliveries SET status = CASE WHEN $5 THEN 'FAILED' ELSE 'PENDING' END,"
            " last_status_code = $2, last_error = $3,"
            " next_attempt_at = now() + make_interval(secs => $4::double precision / 1000) WHERE id = $1",
            {std::to_string(id), code, error.substr(0, 500), std::to_string(retry_in.count()), give_up ? "true" : "false"});
}

namespace {

// An element of a PostgreSQL array literal: double-quoted, with " and \ escaped.
void append_array_text(std::string& out, const std::string& value) {
  out += '"';
  for (const char c : value) {
    if (c == '"' || c == '\\') {
      out += '\\';
    }
    out += c;
  }
  out += '"';
}

} // namespace

void record_deliveries(pg::connection& conn, const std::vector<delivery_result>& results) {
  if (results.empty()) {
    return;
  }
  std::string ids = "{", delivered = "{", codes = "{", errors = "{", retry = "{", give_up = "{";
  for (std::size_t i = 0; i < results.size(); ++i) {
    const auto& r = results[i];
    if (i > 0) {
      for (auto* s : {&ids, &delivered, &codes, &errors, &retry, &give_up}) {
        *s += ',';
      }
    }
    ids += std::to_string(r.id);
    delivered += r.delivered ? "t" : "f";
    codes += r.status_code ? std::to_string(*r.status_code) : "NULL";
    if (r.delivered) {
      errors += "NULL";
    } else {
      append_array_text(errors, r.error.substr(0, 500));
    }
    retry += std::to_string(r.retry_in.count());
    give_up += r.give_up ? "t" : "f";
  }
  for (auto* s : {&ids, &delivered, &codes, &errors, &retry, &give_up}) {
    *s += '}';
  }
  conn.exec("UPDATE webhook_deliveries d SET"
            " status = CASE WHEN v.delivered THEN 'DELIVERED' WHEN v.give_up THEN 'FAILED' ELSE 'PENDING' END,"
            " delivered_at = CASE WHEN v.delivered THEN now() END,"
            " last_status_code = v.code, last_error = v.error,"
            " next_attempt_at = CASE WHEN v.delivered THEN d.next_attempt_at"
            "  ELSE now() + make_interval(secs => v.retry_ms / 1000) END"
            " FROM unnest($1::bigint[], $2::boolean[], $3::integer[], $4::text[], $5::double precision[],"
            "  $6::boolean[]) AS v(id, delivered, code, error, retry_ms, give_up)"
            " WHERE d.id = v.id",
            {ids, delivered, codes, errors, retry, give_up});
}

} // namespace cxs::persistence
