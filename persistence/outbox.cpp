#include "persistence/outbox.hpp"

#include "persistence/pg.hpp"

#include <algorithm>
#include <string>
#include <unordered_set>

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

namespace {

// The delivery columns every claim returns, in this order: id, event id, type, url, secret,
// body, created (unix), attempts, expired.
claimed_delivery claimed_at(const pg::result& r, int i) {
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
  return d;
}

// The body as signed and sent, from an outbox row aliased `e`.
#define CXS_DELIVERY_BODY                                                                                   \
  "json_build_object('id', e.id, 'type', e.type,"                                                          \
  " 'createdAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'),"          \
  " 'data', e.payload)::text"

} // namespace

fanned_and_claimed fan_out_and_claim(pg::connection& conn, int limit, std::chrono::seconds lease,
                                     std::chrono::hours retry_window) {
  return pg::in_transaction(conn, [&] {
    conn.exec("SET LOCAL synchronous_commit = on");  // the leases must survive a crash (claim_due_deliveries)
    // One row per event handled (so a batch of events matching no webhook still counts),
    // with the delivery's columns when one was created.
    auto r = conn.exec(
        "WITH e AS ("
        "  SELECT id, org_id, project_id, type, payload, created_at FROM webhook_outbox"
        "  WHERE dispatched_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED),"
        " marked AS (UPDATE webhook_outbox o SET dispatched_at = now() FROM e WHERE o.id = e.id),"
        " fanned AS ("
        "  INSERT INTO webhook_deliveries (event_id, webhook_id, org_id, attempts, next_attempt_at)"
        "  SELECT e.id, w.id, e.org_id, 1, now() + make_interval(secs => $2::int) FROM e JOIN webhooks w"
        "   ON w.org_id = e.org_id AND w.project_id = e.project_id AND w.active AND w.deleted_at IS NULL"
        "   AND e.type = ANY (w.events)"
        "  ON CONFLICT (event_id, webhook_id) DO NOTHING"
        "  RETURNING id, event_id, webhook_id, org_id, attempts, created_at)"
        " SELECT c.id, e.id, e.type, w.url, w.secret, " CXS_DELIVERY_BODY ","
        "  extract(epoch FROM e.created_at)::bigint, c.attempts,"
        "  c.created_at < now() - make_interval(hours => $3::int)"
        " FROM e LEFT JOIN fanned c ON c.org_id = e.org_id AND c.event_id = e.id"
        " LEFT JOIN webhooks w ON w.org_id = c.org_id AND w.id = c.webhook_id",
        {std::to_string(limit), std::to_string(lease.count()), std::to_string(retry_window.count())});
    fanned_and_claimed out;
    std::unordered_set<std::string> events;  // an event with two webhooks gives two rows
    for (int i = 0; i < r.rows(); ++i) {
      events.insert(r.text(i, 1));
      if (!r.is_null(i, 0)) {
        out.claimed.push_back(claimed_at(r, i));
      }
    }
    out.events = static_cast<int>(events.size());
    return out;
  });
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
        "  UPDATE webhook_deliveries d SET attempts = d.attempts + 1,"
        "   next_attempt_at = now() + make_interval(secs => $2::int)"
        "  FROM due WHERE d.id = due.id RETURNING d.id, d.event_id, d.webhook_id, d.org_id, d.attempts, d.created_at)"
        " SELECT c.id, c.event_id, e.type, w.url, w.secret, " CXS_DELIVERY_BODY ","
        "  extract(epoch FROM e.created_at)::bigint, c.attempts,"
        "  c.created_at < now() - make_interval(hours => $3::int)"
        " FROM claimed c JOIN webhook_outbox e ON e.org_id = c.org_id AND e.id = c.event_id"
        " JOIN webhooks w ON w.org_id = c.org_id AND w.id = c.webhook_id",
        {std::to_string(limit), std::to_string(lease.count()), std::to_string(retry_window.count())});
    std::vector<claimed_delivery> out;
    for (int i = 0; i < r.rows(); ++i) {
      out.push_back(claimed_at(r, i));
    }
    return out;
  });
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
  std::string ids = "{", delivered = "{", codes = "{", errors = "{", retry = "{", give_up = "{", released = "{",
              attempts = "{";
  const auto lists = {&ids, &delivered, &codes, &errors, &retry, &give_up, &released, &attempts};
  for (std::size_t i = 0; i < results.size(); ++i) {
    const auto& r = results[i];
    if (i > 0) {
      for (auto* s : lists) {
        *s += ',';
      }
    }
    ids += std::to_string(r.id);
    delivered += r.delivered ? "t" : "f";
    codes += r.status_code ? std::to_string(*r.status_code) : "NULL";
    if (r.delivered || r.released) {
      errors += "NULL";
    } else {
      append_array_text(errors, r.error.substr(0, 500));
    }
    retry += std::to_string(r.retry_in.count());
    give_up += r.give_up ? "t" : "f";
    released += r.released ? "t" : "f";
    attempts += std::to_string(r.attempts);
  }
  for (auto* s : lists) {
    *s += '}';
  }
  // A released delivery was never sent: its claim is undone (attempts back, due now) and its
  // last outcome, including when it was recorded (last_attempt_at), left as it was. That is
  // why a claim does not stamp last_attempt_at: the attempt's time is written with its
  // outcome, so an attempt that never happened never shows.
  conn.exec("UPDATE webhook_deliveries d SET"
            " status = CASE WHEN v.released THEN d.status WHEN v.delivered THEN 'DELIVERED'"
            "  WHEN v.give_up THEN 'FAILED' ELSE 'PENDING' END,"
            " attempts = CASE WHEN v.released THEN d.attempts - 1 ELSE d.attempts END,"
            " delivered_at = CASE WHEN v.delivered THEN now() END,"
            " last_attempt_at = CASE WHEN v.released THEN d.last_attempt_at ELSE now() END,"
            " last_status_code = CASE WHEN v.released THEN d.last_status_code ELSE v.code END,"
            " last_error = CASE WHEN v.released THEN d.last_error ELSE v.error END,"
            " next_attempt_at = CASE WHEN v.released THEN now() WHEN v.delivered THEN d.next_attempt_at"
            "  ELSE now() + make_interval(secs => v.retry_ms / 1000) END"
            " FROM unnest($1::bigint[], $2::boolean[], $3::integer[], $4::text[], $5::double precision[],"
            "  $6::boolean[], $7::boolean[], $8::integer[])"
            "  AS v(id, delivered, code, error, retry_ms, give_up, released, attempts)"
            " WHERE d.id = v.id AND d.attempts = v.attempts AND d.status = 'PENDING'",
            {ids, delivered, codes, errors, retry, give_up, released, attempts});
}

} // namespace cxs::persistence
