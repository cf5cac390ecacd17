"""Webhooks (secret shown once, open-ended event names, soft delete, delivery log) and saved
test transcripts, with pagination, validation and tenancy isolation."""

import hashlib
import hmac
import http.server
import json
import re
import secrets
import threading
import time
import unittest

from harness import ServerTestCase, auth, make_jwt, new_org, psql
from test_public import CONSULT, tenant

BASE = "/api/studio/v1"
ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")


class TenantTestCase(ServerTestCase):
    def setUp(self):
        self.org = new_org()
        self.admin = auth(make_jwt(self.org))
        self.project = self.create_project("Ward")
        self.other = auth(make_jwt(new_org()))

    def create_project(self, name):
        res = self.server.request("POST", f"{BASE}/projects", {"name": name}, self.admin)
        self.assertEqual(res.status, 201, res.body)
        return res.json()["id"]

    def walk(self, path, limit=2):
        """Every item of a paginated list, asserting the page size."""
        seen, cursor = [], None
        while True:
            sep = "&" if "?" in path else "?"
            res = self.server.request("GET", f"{path}{sep}limit={limit}" + (f"&cursor={cursor}" if cursor else ""),
                                      headers=self.admin)
            self.assertEqual(res.status, 200, res.body)
            page = res.json()
            self.assertLessEqual(len(page["items"]), limit)
            seen += page["items"]
            cursor = page["nextCursor"]
            if not cursor:
                return seen


class Webhooks(TenantTestCase):
    def create(self, url="https://hooks.example.test/cxs", events=("invocation.success",), expect=201):
        res = self.server.request("POST", f"{BASE}/projects/{self.project}/webhooks", {"url": url, "events": list(events)},
                                  self.admin)
        self.assertEqual(res.status, expect, res.body)
        return res.json()

    def test_create_shows_secret_once(self):
        res = self.server.request("POST", f"{BASE}/projects/{self.project}/webhooks",
                                  {"url": "HTTPS://hooks.example.test:8443/in?x=1",
                                   "events": ["invocation.success", "key.revoked", "invocation.success"]}, self.admin)
        self.assertEqual(res.status, 201, res.body)
        self.assertEqual(res.headers.get("cache-control"), "no-store")
        hook = res.json()
        self.assertRegex(hook["id"], r"^whk_[0-9a-z]{20}$")
        self.assertRegex(hook["secret"], r"^whsec_[A-Za-z0-9_-]{40}$")
        self.assertEqual(hook["url"], "https://hooks.example.test:8443/in?x=1")
        self.assertEqual(hook["events"], ["invocation.success", "key.revoked"])
        self.assertTrue(hook["active"])
        self.assertRegex(hook["createdAt"], ISO)
        listed = self.server.request("GET", f"{BASE}/projects/{self.project}/webhooks", headers=self.admin)
        self.assertEqual(listed.status, 200)
        self.assertNotIn(hook["secret"], listed.body.decode())
        self.assertEqual(listed.json()["items"], [{k: v for k, v in hook.items() if k != "secret"}])
        patched = self.server.request("PATCH", f"{BASE}/webhooks/{hook['id']}", {"active": False}, self.admin)
        self.assertNotIn("secret", patched.json())
        self.assertNotIn(hook["secret"], json.dumps(self.server.lines))

    def test_event_names_are_open_ended_but_well_formed(self):
        hook = self.create(events=["api.published", "invocation.failed", "patient.note_signed", "a.b.c"])
        self.assertEqual(len(hook["events"]), 4)
        for events in [[], ["Invocation.Success"], ["invocation"], ["invocation."], ["in voc.x"], [5],
                       ["x.1"], "invocation.success"]:
            res = self.server.request("POST", f"{BASE}/projects/{self.project}/webhooks",
                                      {"url": "https://h.example.test/", "events": events}, self.admin)
            self.assertEqual(res.status, 422, events)
            self.assertEqual([f["field"] for f in res.json()["fields"]], ["events"], events)

    def test_url_must_be_absolute_http_or_https(self):
        for url in ["ftp://h.example.test/", "https://", "/relative", "https://user:pw@h.example.test/",
                    "https://h.example.test/#frag", "https://h .example.test/", "https://h.example.test:99999/",
                    "javascript:alert(1)", "https://" + "a" * 2100, 42]:
            res = self.server.request("POST", f"{BASE}/projects/{self.project}/webhooks",
                                      {"url": url, "events": ["key.revoked"]}, self.admin)
            self.assertEqual(res.status, 422, url)
            self.assertEqual([f["field"] for f in res.json()["fields"]], ["url"], url)
        # Loopback hosts are saved as written (tests send traffic to loopback only).
        for url in ["http://127.0.0.2:8080/hook", "http://[::1]:9000/x", "https://localhost/"]:
            self.create(url=url)
        res = self.server.request("POST", f"{BASE}/projects/{self.project}/webhooks", {}, self.admin)
        self.assertEqual({f["field"] for f in res.json()["fields"]}, {"url", "events"})

    def test_patch_and_soft_delete(self):
        hook = self.create()
        res = self.server.request("PATCH", f"{BASE}/webhooks/{hook['id']}",
                                  {"url": "http://new.example.test/h", "events": ["key.revoked"], "active": False},
                                  self.admin)
        self.assertEqual(res.status, 200, res.body)
        body = res.json()
        self.assertEqual((body["url"], body["events"], body["active"]), ("http://new.example.test/h", ["key.revoked"],
                                                                         False))
        for bad in [{"active": "no"}, {"url": "mailto:x@y"}, {"events": []}]:
            self.assertEqual(self.server.request("PATCH", f"{BASE}/webhooks/{hook['id']}", bad, self.admin).status, 422)
        gone = self.server.request("DELETE", f"{BASE}/webhooks/{hook['id']}", headers=self.admin)
        self.assertEqual(gone.status, 200)
        self.assertRegex(gone.json()["deletedAt"], ISO)
        self.assertEqual(psql(f"SELECT deleted_at IS NOT NULL FROM webhooks WHERE id = '{hook['id']}'", db=self.db), "t")
        self.assertEqual(self.server.request("DELETE", f"{BASE}/webhooks/{hook['id']}", headers=self.admin).status, 404)
        self.assertEqual(self.server.request("PATCH", f"{BASE}/webhooks/{hook['id']}", {"active": True},
                                             self.admin).status, 404)
        self.assertEqual(self.server.request("GET", f"{BASE}/projects/{self.project}/webhooks",
                                             headers=self.admin).json()["items"], [])

    def test_pagination(self):
        ids = [self.create(url=f"https://h{i}.example.test/")["id"] for i in range(5)]
        self.assertEqual([h["id"] for h in self.walk(f"{BASE}/projects/{self.project}/webhooks")], ids)

    def test_isolation(self):
        hook = self.create()
        for method, path, body in [("GET", f"{BASE}/projects/{self.project}/webhooks", None),
                                   ("POST", f"{BASE}/projects/{self.project}/webhooks",
                                    {"url": "https://x.example.test/", "events": ["key.revoked"]}),
                                   ("PATCH", f"{BASE}/webhooks/{hook['id']}", {"active": False}),
                                   ("GET", f"{BASE}/webhooks/{hook['id']}/deliveries", None),
                                   ("DELETE", f"{BASE}/webhooks/{hook['id']}", None)]:
            res = self.server.request(method, path, body, self.other)
            self.assertEqual(res.status, 404, (method, path))
        self.assertEqual(psql(f"SELECT active AND deleted_at IS NULL FROM webhooks WHERE id = '{hook['id']}'",
                              db=self.db), "t")
        # A deleted project takes its webhooks out of every read.
        self.assertEqual(self.server.request("DELETE", f"{BASE}/projects/{self.project}", headers=self.admin).status, 200)
        self.assertEqual(self.server.request("GET", f"{BASE}/projects/{self.project}/webhooks",
                                             headers=self.admin).status, 404)
        self.assertEqual(self.server.request("PATCH", f"{BASE}/webhooks/{hook['id']}", {"active": False},
                                             self.admin).status, 404)


class Deliveries(TenantTestCase):
    def test_delivery_log_newest_first_and_paginated(self):
        res = self.server.request("POST", f"{BASE}/projects/{self.project}/webhooks",
                                  {"url": "https://h.example.test/", "events": ["invocation.success"]}, self.admin)
        hook = res.json()
        empty = self.server.request("GET", f"{BASE}/webhooks/{hook['id']}/deliveries", headers=self.admin)
        self.assertEqual(empty.status, 200)
        self.assertEqual(empty.json(), {"items": [], "nextCursor": None})
        # Rows are made the way the delivery worker makes them. Events are marked dispatched
        # and the pending delivery is due in an hour, so a running worker leaves them alone.
        events = [f"evt_{secrets.token_hex(10)}" for _ in range(3)]
        for i, evt in enumerate(events):
            psql(f"INSERT INTO webhook_outbox (id, org_id, project_id, type, payload, created_at, dispatched_at)"
                 f" VALUES ('{evt}', '{self.org}', '{self.project}', 'invocation.success', '{{}}',"
                 f" now() + interval '{i} s', now())", db=self.db)
        psql(f"INSERT INTO webhook_deliveries (event_id, webhook_id, org_id, created_at, next_attempt_at) VALUES"
             f" ('{events[0]}', '{hook['id']}', '{self.org}', now(), now() + interval '1 hour')", db=self.db)
        psql(f"INSERT INTO webhook_deliveries (event_id, webhook_id, org_id, status, attempts, last_status_code,"
             f" last_error, last_attempt_at, delivered_at, created_at) VALUES ('{events[1]}', '{hook['id']}',"
             f" '{self.org}', 'DELIVERED', 2, 200, NULL, now(), now(), now() + interval '1 s')", db=self.db)
        psql(f"INSERT INTO webhook_deliveries (event_id, webhook_id, org_id, status, attempts, last_status_code,"
             f" last_error, last_attempt_at, created_at) VALUES ('{events[2]}', '{hook['id']}', '{self.org}',"
             f" 'FAILED', 9, 503, 'status 503', now(), now() + interval '2 s')", db=self.db)
        items = self.walk(f"{BASE}/webhooks/{hook['id']}/deliveries")
        self.assertEqual([d["eventId"] for d in items], list(reversed(events)))
        failed, delivered, pending = items
        self.assertEqual(set(failed), {"id", "eventId", "type", "status", "attempts", "lastStatusCode", "lastError",
                                       "lastAttemptAt", "nextAttemptAt", "createdAt", "deliveredAt"})
        self.assertEqual((failed["status"], failed["attempts"], failed["lastStatusCode"], failed["lastError"]),
                         ("FAILED", 9, 503, "status 503"))
        self.assertIsNone(failed["nextAttemptAt"])
        self.assertEqual((delivered["status"], delivered["type"]), ("DELIVERED", "invocation.success"))
        self.assertRegex(delivered["deliveredAt"], ISO)
        self.assertEqual((pending["status"], pending["attempts"], pending["lastStatusCode"]), ("PENDING", 0, None))
        self.assertRegex(pending["nextAttemptAt"], ISO)
        self.assertIsInstance(pending["id"], str)
        self.assertEqual(self.server.request("GET", f"{BASE}/webhooks/whk_nope/deliveries", headers=self.admin).status,
                         404)
        forged = self.server.request("GET", f"{BASE}/webhooks/{hook['id']}/deliveries?cursor=bm9wZQ", headers=self.admin)
        self.assertEqual(forged.status, 200)


class Receiver:
    """A local webhook peer that records every POST it gets and answers 204."""

    def __init__(self):
        self.received = []
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                outer.received.append((dict((k.lower(), v) for k, v in self.headers.items()), body))
                self.send_response(204)
                self.end_headers()

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/hook"

    # 30 s: under a loaded ASan run a first attempt has taken over 10 s.
    def wait(self, count=1, timeout=30):
        deadline = time.monotonic() + timeout
        while len(self.received) < count and time.monotonic() < deadline:
            time.sleep(0.05)
        return self.received

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class KeyRevokedEvent(TenantTestCase):
    server_env = {"CXS_WEBHOOKS_POLL_INTERVAL_MS": "100"}

    def test_revoking_a_key_is_delivered_signed_to_subscribed_webhooks(self):
        receiver = Receiver()
        self.addCleanup(receiver.close)
        res = self.server.request("POST", f"{BASE}/projects/{self.project}/webhooks",
                                  {"url": receiver.url, "events": ["key.revoked"]}, self.admin)
        self.assertEqual(res.status, 201, res.body)
        hook = res.json()
        # Not subscribed to key.revoked: gets nothing.
        self.server.request("POST", f"{BASE}/projects/{self.project}/webhooks",
                            {"url": receiver.url + "/other", "events": ["invocation.success"]}, self.admin)
        key = self.server.request("POST", f"{BASE}/projects/{self.project}/keys", {"name": "k", "mode": "live"},
                                  self.admin).json()
        self.assertEqual(self.server.request("DELETE", f"{BASE}/keys/{key['id']}", headers=self.admin).status, 200)
        received = receiver.wait()
        self.assertEqual(len(received), 1, received)
        headers, body = received[0]
        expected = hmac.new(hook["secret"].encode(), body, hashlib.sha256).hexdigest()
        self.assertEqual(headers["svc-signature"], "sha256=" + expected)
        self.assertEqual(headers["svc-event"], "key.revoked")
        event = json.loads(body)
        self.assertEqual(event["type"], "key.revoked")
        self.assertEqual(headers["svc-delivery"], event["id"])
        self.assertEqual((event["data"]["keyId"], event["data"]["projectId"], event["data"]["prefix"]),
                         (key["id"], self.project, key["prefix"]))
        self.assertNotIn(key["key"], body.decode())
        deadline = time.monotonic() + 30
        while True:
            items = self.server.request("GET", f"{BASE}/webhooks/{hook['id']}/deliveries", headers=self.admin).json()
            if items["items"] and items["items"][0]["status"] == "DELIVERED" or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        self.assertEqual([(d["eventId"], d["type"], d["status"], d["lastStatusCode"]) for d in items["items"]],
                         [(event["id"], "key.revoked", "DELIVERED", 204)])


def gauge(server, name):
    """The value of an unlabelled gauge on /metrics, or None when absent."""
    for line in server.request("GET", "/metrics").body.decode().splitlines():
        if line.startswith(name + " "):
            return float(line.split()[1])
    return None


class OutboxSubscribers(ServerTestCase):
    """Events are written only for projects with an active webhook subscribed to their type
    at write time; a subscribed webhook still gets every event."""

    server_env = {"CXS_WEBHOOKS_POLL_INTERVAL_MS": "100"}

    def outbox(self, project, like="%"):
        return int(psql(f"SELECT count(*) FROM webhook_outbox WHERE project_id = '{project}' AND type LIKE '{like}'",
                        db=self.db))

    def test_a_project_nobody_subscribes_to_writes_no_outbox_rows(self):
        t = tenant(self.server, self.db)
        project = t["project"]["id"]
        # A webhook for another event type does not make invocation events worth writing.
        hook = self.server.request("POST", f"{BASE}/projects/{project}/webhooks",
                                   {"url": "https://hooks.example.test/x", "events": ["key.revoked"]}, t["admin"])
        self.assertEqual(hook.status, 201, hook.body)
        for _ in range(3):
            self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"]).status, 200)
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/nope", {"text": CONSULT}, t["key"]).status, 404)
        self.assertEqual(psql(f"SELECT count(*) FROM invocations WHERE project_id = '{project}'", db=self.db), "4")
        self.assertEqual(self.outbox(project), 0)  # api.published came before any webhook too
        # A deactivated or deleted subscriber counts as none.
        inv = self.server.request("POST", f"{BASE}/projects/{project}/webhooks",
                                  {"url": "https://hooks.example.test/y", "events": ["invocation.success"]}, t["admin"])
        self.server.request("PATCH", f"{BASE}/webhooks/{inv.json()['id']}", {"active": False}, t["admin"])
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"]).status, 200)
        self.assertEqual(self.outbox(project), 0)
        self.server.request("PATCH", f"{BASE}/webhooks/{inv.json()['id']}", {"active": True}, t["admin"])
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"]).status, 200)
        self.assertEqual(self.outbox(project, "invocation.%"), 1)

    def test_a_subscribed_webhook_gets_every_event(self):
        t = tenant(self.server, self.db)
        project = t["project"]["id"]
        receiver = Receiver()
        self.addCleanup(receiver.close)
        hook = self.server.request("POST", f"{BASE}/projects/{project}/webhooks",
                                   {"url": receiver.url, "events": ["invocation.success", "invocation.failed"]},
                                   t["admin"])
        self.assertEqual(hook.status, 201, hook.body)
        ids, lock = [], threading.Lock()

        def call(i):
            slug = "opd" if i % 5 else "nope"  # every fifth call fails (404, audited)
            res = self.server.request("POST", f"{BASE}/extract/{slug}", {"text": CONSULT}, t["key"])
            with lock:
                ids.append(res.headers["x-request-id"])

        threads = [threading.Thread(target=call, args=(i,)) for i in range(20)]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        self.assertEqual(self.outbox(project, "invocation.%"), 20)
        received = receiver.wait(count=20, timeout=60)
        got = sorted(json.loads(body)["data"]["requestId"] for _, body in received)
        self.assertEqual(got, sorted(ids))
        failed = [json.loads(body) for _, body in received if json.loads(body)["type"] == "invocation.failed"]
        self.assertEqual(len(failed), 4)

    def test_backlog_gauges_follow_the_oldest_waiting_event(self):
        t = tenant(self.server, self.db)
        project = t["project"]["id"]
        receiver = Receiver()
        self.addCleanup(receiver.close)
        hook = self.server.request("POST", f"{BASE}/projects/{project}/webhooks",
                                   {"url": receiver.url, "events": ["invocation.success"]}, t["admin"]).json()
        deadline = time.monotonic() + 30
        while gauge(self.server, "cxs_webhook_backlog_oldest_seconds") is None and time.monotonic() < deadline:
            time.sleep(0.1)
        self.assertEqual(gauge(self.server, "cxs_webhook_backlog_oldest_seconds"), 0)
        self.assertEqual(gauge(self.server, "cxs_webhook_backlog"), 0)
        # An event an hour old, fanned out into a delivery not attempted yet (made due only
        # later, so the dispatcher leaves it alone meanwhile): it is waiting.
        evt = "evt_" + secrets.token_hex(10)
        psql(f"INSERT INTO webhook_outbox (id, org_id, project_id, type, payload, created_at, dispatched_at)"
             f" VALUES ('{evt}', '{t['org']}', '{project}', 'invocation.success', '{{}}', now() - interval '1 hour',"
             f" now())", db=self.db)
        psql(f"INSERT INTO webhook_deliveries (event_id, webhook_id, org_id, next_attempt_at)"
             f" VALUES ('{evt}', '{hook['id']}', '{t['org']}', now() + interval '1 hour')", db=self.db)
        seen_age = 0
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            seen_age = gauge(self.server, "cxs_webhook_backlog_oldest_seconds") or 0
            if seen_age >= 3600:
                break
            time.sleep(0.1)
        self.assertGreaterEqual(seen_age, 3600)
        self.assertLess(seen_age, 3700)
        self.assertEqual(gauge(self.server, "cxs_webhook_backlog"), 1)
        # Due now: the dispatcher sends it and the backlog empties.
        psql(f"UPDATE webhook_deliveries SET next_attempt_at = now() WHERE event_id = '{evt}'", db=self.db)
        self.assertEqual(len(receiver.wait(count=1)), 1)
        deadline = time.monotonic() + 30
        while gauge(self.server, "cxs_webhook_backlog_oldest_seconds") > 0 and time.monotonic() < deadline:
            time.sleep(0.1)
        self.assertEqual(gauge(self.server, "cxs_webhook_backlog_oldest_seconds"), 0)
        self.assertEqual(gauge(self.server, "cxs_webhook_backlog"), 0)


class TestTranscripts(TenantTestCase):
    def create_api(self, project=None, admin=None):
        """Through POST /projects/:id/apis when that route exists, else a row as it would make."""
        project = project or self.project
        slug = "t-" + secrets.token_hex(4)
        res = self.server.request("POST", f"{BASE}/projects/{project}/apis", {"name": "OPD", "slug": slug},
                                  admin or self.admin)
        if res.status == 201:
            return res.json()["id"]
        api = "api_" + secrets.token_hex(10)
        psql(f"INSERT INTO apis (id, org_id, project_id, slug, name) VALUES ('{api}', '{self.org}', '{project}',"
             f" '{slug}', 'OPD')", db=self.db)
        return api

    def setUp(self):
        super().setUp()
        self.api = self.create_api()

    def create(self, expect=201, **body):
        body.setdefault("name", "Chest pain")
        body.setdefault("transcript", "Patient reports chest pain since morning. BP 150/90.")
        res = self.server.request("POST", f"{BASE}/apis/{self.api}/test-transcripts", body, self.admin)
        self.assertEqual(res.status, expect, res.body)
        return res.json()

    def test_create_read_update_delete(self):
        tt = self.create(expected={"bp": {"systolic": 150}})
        self.assertRegex(tt["id"], r"^tt_[0-9a-z]{20}$")
        self.assertEqual(tt["apiId"], self.api)
        self.assertEqual(tt["expected"], {"bp": {"systolic": 150}})
        self.assertRegex(tt["createdAt"], ISO)
        self.assertEqual(set(tt), {"id", "apiId", "name", "transcript", "expected", "createdAt", "updatedAt"})
        res = self.server.request("PATCH", f"{BASE}/test-transcripts/{tt['id']}", {"name": "Renamed"}, self.admin)
        self.assertEqual(res.status, 200, res.body)
        self.assertEqual((res.json()["name"], res.json()["expected"]), ("Renamed", tt["expected"]))
        res = self.server.request("PATCH", f"{BASE}/test-transcripts/{tt['id']}",
                                  {"transcript": "No complaints.", "expected": None}, self.admin)
        self.assertEqual((res.json()["transcript"], res.json()["expected"]), ("No complaints.", None))
        self.assertGreaterEqual(res.json()["updatedAt"], tt["updatedAt"])
        gone = self.server.request("DELETE", f"{BASE}/test-transcripts/{tt['id']}", headers=self.admin)
        self.assertEqual((gone.status, gone.json()["id"]), (200, tt["id"]))
        self.assertEqual(self.server.request("DELETE", f"{BASE}/test-transcripts/{tt['id']}",
                                             headers=self.admin).status, 404)
        self.assertEqual(self.server.request("GET", f"{BASE}/apis/{self.api}/test-transcripts",
                                             headers=self.admin).json()["items"], [])

    def test_validation(self):
        for body, fields in [({}, {"name", "transcript"}), ({"name": "", "transcript": ""}, {"name", "transcript"}),
                             ({"name": "x", "transcript": "y", "expected": [1]}, {"expected"}),
                             ({"name": "x", "transcript": "y" * 200001}, {"transcript"})]:
            res = self.server.request("POST", f"{BASE}/apis/{self.api}/test-transcripts", body, self.admin)
            self.assertEqual(res.status, 422, body)
            self.assertEqual({f["field"] for f in res.json()["fields"]}, fields)
        self.assertEqual(self.server.request("POST", f"{BASE}/apis/api_nope/test-transcripts",
                                             {"name": "x", "transcript": "y"}, self.admin).status, 404)

    def test_pagination(self):
        ids = [self.create(name=f"case {i}")["id"] for i in range(5)]
        self.assertEqual([t["id"] for t in self.walk(f"{BASE}/apis/{self.api}/test-transcripts")], ids)

    def test_isolation(self):
        tt = self.create()
        for method, path, body in [("GET", f"{BASE}/apis/{self.api}/test-transcripts", None),
                                   ("POST", f"{BASE}/apis/{self.api}/test-transcripts", {"name": "x", "transcript": "y"}),
                                   ("PATCH", f"{BASE}/test-transcripts/{tt['id']}", {"name": "x"}),
                                   ("DELETE", f"{BASE}/test-transcripts/{tt['id']}", None)]:
            res = self.server.request(method, path, body, self.other)
            self.assertEqual(res.status, 404, (method, path))
        self.assertEqual(psql(f"SELECT name FROM test_transcripts WHERE id = '{tt['id']}'", db=self.db), "Chest pain")
        # Transcripts of another API are not listed under this one.
        second = self.create_api()
        self.assertEqual(self.server.request("GET", f"{BASE}/apis/{second}/test-transcripts",
                                             headers=self.admin).json()["items"], [])
        # A deleted project hides its APIs' transcripts.
        self.assertEqual(self.server.request("DELETE", f"{BASE}/projects/{self.project}", headers=self.admin).status, 200)
        self.assertEqual(self.server.request("GET", f"{BASE}/apis/{self.api}/test-transcripts",
                                             headers=self.admin).status, 404)
        self.assertEqual(self.server.request("PATCH", f"{BASE}/test-transcripts/{tt['id']}", {"name": "x"},
                                             self.admin).status, 404)


if __name__ == "__main__":
    unittest.main()
