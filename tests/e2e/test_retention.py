"""Retention: the service purges old idempotency records, dispatched webhook events (with
their deliveries) and, when configured, invocations, in small batches; new rows stay."""

import secrets
import time
import unittest

from harness import ServerTestCase, psql
from test_public import CONSULT, tenant

BASE = "/api/studio/v1"


def purged(server, table):
    for line in server.request("GET", "/metrics").body.decode().splitlines():
        if line.startswith(f'cxs_retention_purged_rows_total{{table="{table}"}} '):
            return float(line.split()[1])
    return 0


class Purge(ServerTestCase):
    # Batches of 2 rows: the run must loop to clear 5 old rows of a table.
    server_env = {"CXS_RETENTION_INTERVAL_S": "1", "CXS_RETENTION_BATCH": "2",
                  "CXS_RETENTION_INVOCATIONS_DAYS": "90", "CXS_RETENTION_IDEMPOTENCY_HOURS": "48",
                  "CXS_RETENTION_OUTBOX_DISPATCHED_DAYS": "7", "CXS_WEBHOOKS_ENABLED": "false"}

    def count(self, sql):
        return int(psql(sql, db=self.db))

    def test_old_rows_go_and_new_ones_stay(self):
        t = tenant(self.server, self.db)
        org, project = t["org"], t["project"]["id"]
        hook = self.server.request("POST", f"{BASE}/projects/{project}/webhooks",
                                   {"url": "https://hooks.example.test/r", "events": ["invocation.success"]},
                                   t["admin"]).json()
        for i in range(8):
            res = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT},
                                      {**t["key"], "Idempotency-Key": f"k-{i}"})
            self.assertEqual(res.status, 200, res.body)
        invs = psql(f"SELECT string_agg(id, ',' ORDER BY id) FROM invocations WHERE project_id = '{project}'",
                    db=self.db).split(",")
        old_invs, new_invs = invs[:5], invs[5:]
        quoted = ",".join(f"'{i}'" for i in old_invs)
        psql(f"UPDATE invocations SET created_at = now() - interval '91 days' WHERE id IN ({quoted})", db=self.db)
        # Idempotency: five past their window by over a day (48 h old), one 30 h old stays.
        psql("UPDATE idempotency_records SET created_at = now() - interval '49 hours',"
             " expires_at = now() - interval '25 hours' WHERE idempotency_key IN ('k-0','k-1','k-2','k-3','k-4')",
             db=self.db)
        psql("UPDATE idempotency_records SET created_at = now() - interval '30 hours',"
             " expires_at = now() - interval '6 hours' WHERE idempotency_key = 'k-5'", db=self.db)
        # Outbox: the invocation events (recent, undispatched: the dispatcher is off) stay;
        # five fanned out 8 days ago with finished deliveries go, deliveries with them; one as
        # old but with a delivery still PENDING stays; one fanned out yesterday stays.
        def event(dispatched, status):
            # One statement: the purge must never see the event without its delivery.
            evt = "evt_" + secrets.token_hex(10)
            delivered = "now()" if status == "DELIVERED" else "NULL"
            psql(f"WITH e AS (INSERT INTO webhook_outbox (id, org_id, project_id, type, payload, created_at,"
                 f" dispatched_at) VALUES ('{evt}', '{org}', '{project}', 'invocation.success', '{{}}', {dispatched},"
                 f" {dispatched}) RETURNING id, org_id)"
                 f" INSERT INTO webhook_deliveries (event_id, webhook_id, org_id, status, delivered_at, next_attempt_at)"
                 f" SELECT id, '{hook['id']}', org_id, '{status}', {delivered}, now() + interval '1 hour' FROM e",
                 db=self.db)
            return evt
        old_events = [event("now() - interval '8 days'", "DELIVERED" if i % 2 else "FAILED") for i in range(5)]
        pending = event("now() - interval '8 days'", "PENDING")
        recent = event("now() - interval '1 day'", "DELIVERED")

        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            left = self.count("SELECT (SELECT count(*) FROM invocations WHERE created_at < now() - interval '90 days')"
                              " + (SELECT count(*) FROM idempotency_records WHERE created_at < now() - interval '48 hours')"
                              " + (SELECT count(*) FROM webhook_outbox WHERE dispatched_at < now() - interval '7 days'"
                              "    AND id <> '" + pending + "')")
            if left == 0:
                break
            time.sleep(0.2)
        self.assertEqual(left, 0)
        kept = psql(f"SELECT string_agg(id, ',' ORDER BY id) FROM invocations WHERE project_id = '{project}'",
                    db=self.db).split(",")
        self.assertEqual(kept, new_invs)
        self.assertEqual(psql("SELECT string_agg(idempotency_key, ',' ORDER BY idempotency_key)"
                              " FROM idempotency_records", db=self.db), "k-5,k-6,k-7")
        evts = set(psql("SELECT string_agg(id, ',') FROM webhook_outbox", db=self.db).split(","))
        self.assertFalse(evts & set(old_events))
        self.assertIn(pending, evts)
        self.assertIn(recent, evts)
        self.assertEqual(self.count("SELECT count(*) FROM webhook_outbox WHERE type = 'invocation.success'"
                                    " AND dispatched_at IS NULL"), 8)
        self.assertEqual(self.count("SELECT count(*) FROM webhook_deliveries"), 2)  # pending + recent
        # Counted by table (metrics may lag the last batch by a moment).
        # Each table's counter is added after its own commit, so wait for all three.
        tables = ("invocations", "idempotency_records", "webhook_outbox")
        deadline = time.monotonic() + 10
        while any(purged(self.server, name) < 5 for name in tables) and time.monotonic() < deadline:
            time.sleep(0.1)
        self.assertEqual(purged(self.server, "invocations"), 5)
        self.assertEqual(purged(self.server, "idempotency_records"), 5)
        self.assertEqual(purged(self.server, "webhook_outbox"), 5)
        # A replayed key of a kept record still replays.
        res = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT},
                                  {**t["key"], "Idempotency-Key": "k-7"})
        self.assertEqual(res.status, 200)
        self.assertEqual(self.count(f"SELECT count(*) FROM invocations WHERE project_id = '{project}'"), 3)


class Defaults(ServerTestCase):
    server_env = {"CXS_RETENTION_INTERVAL_S": "1", "CXS_WEBHOOKS_ENABLED": "false"}

    def test_invocations_are_kept_for_ever_by_default(self):
        t = tenant(self.server, self.db)
        res = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"])
        self.assertEqual(res.status, 200)
        psql("UPDATE invocations SET created_at = now() - interval '3650 days'", db=self.db)
        psql("UPDATE idempotency_records SET expires_at = now() - interval '1 day'", db=self.db)
        time.sleep(7)  # the first run starts within 1 s of start, then every second
        self.assertEqual(psql("SELECT count(*) FROM invocations", db=self.db), "1")
        self.assertNotIn('cxs_retention_purged_rows_total{table="invocations"}',
                         self.server.request("GET", "/metrics").body.decode())


if __name__ == "__main__":
    unittest.main()
