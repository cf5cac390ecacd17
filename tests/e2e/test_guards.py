"""Guards around the public surface over real sockets: monthly quotas per organisation,
the webhook destination deny-list (checked after DNS resolution), and the playground,
which runs an API's draft and is recorded as an invocation."""

import json
import time
import unittest

from harness import ServerTestCase, psql
from test_public import BASE, CONSULT, HASH, tenant
from test_webhooks import Receiver


class Quotas(ServerTestCase):
    server_env = {"CXS_QUOTAS_MONTHLY_REQUESTS": "3", "CXS_QUOTAS_REFRESH_S": "1"}

    def test_monthly_request_quota_is_429_quota_exceeded_per_organisation(self):
        t = tenant(self.server, self.db)
        statuses = [self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"]).status
                    for _ in range(3)]
        self.assertEqual(statuses, [200, 200, 200])
        over = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"])
        self.assertEqual(over.status, 429, over.body)
        self.assertEqual(over.json()["code"], "QUOTA_EXCEEDED")
        # Retry when the UTC month turns: at most 31 days away.
        self.assertGreaterEqual(over.json()["retryAfterSec"], 1)
        self.assertLessEqual(over.json()["retryAfterSec"], 31 * 86400)
        self.assertEqual(int(over.headers["retry-after"]), over.json()["retryAfterSec"])
        # Refused calls are not recorded (like rate limits) and do not count.
        count = psql(f"SELECT count(*) FROM invocations WHERE org_id = '{t['org']}'", db=self.db)
        self.assertEqual(count, "3")
        # Another organisation has its own quota.
        other = tenant(self.server, self.db)
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, other["key"]).status, 200)

    def test_usage_recorded_by_other_replicas_counts_after_refresh(self):
        t = tenant(self.server, self.db)
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"]).status, 200)
        # Rows written elsewhere (another replica) this month: the ledger reloads within refresh_s.
        key_id = psql(f"SELECT id FROM api_keys WHERE org_id = '{t['org']}'", db=self.db)
        for i in range(2):
            psql(f"INSERT INTO invocations (id, org_id, project_id, key_id, request_id, endpoint, status, latency_ms)"
                 f" VALUES ('inv_other{i}{t['org']}', '{t['org']}', '{t['project']['id']}', '{key_id}',"
                 f" 'req_other{i}{t['org']}', 'text.extract', 'SUCCESS', 1)", db=self.db)
        time.sleep(1.2)
        res = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"])
        self.assertEqual(res.status, 429, res.body)
        self.assertEqual(res.json()["code"], "QUOTA_EXCEEDED")


class NoQuotaByDefault(ServerTestCase):
    def test_quotas_are_off_by_default(self):
        t = tenant(self.server, self.db)
        for _ in range(5):
            self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"]).status, 200)


class DenyList(ServerTestCase):
    # Deny loopback for this server so a local receiver stands in for a metadata service.
    server_env = {"CXS_WEBHOOKS_POLL_INTERVAL_MS": "100", "CXS_WEBHOOKS_DENY_NETWORKS": "127.0.0.0/8, ::1/128",
                  "CXS_WEBHOOKS_ALLOW_NETWORKS": ""}

    def test_destinations_resolving_into_a_denied_network_are_never_called(self):
        t = tenant(self.server, self.db)
        receiver = Receiver()
        try:
            port = receiver.httpd.server_address[1]
            hooks = []
            # By address and by a name that resolves to it: the check is after DNS.
            for url in (f"http://127.0.0.1:{port}/hook", f"http://localhost:{port}/hook"):
                hook = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/webhooks",
                                           {"url": url, "events": ["invocation.success"]}, t["admin"])
                self.assertEqual(hook.status, 201, hook.body)
                hooks.append(hook.json()["id"])
            self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"]).status, 200)
            for hook_id in hooks:
                deadline = time.monotonic() + 30  # generous: under a loaded ASan run the first attempt has taken over 10 s
                attempts = []
                while time.monotonic() < deadline:
                    attempts = self.server.request("GET", f"{BASE}/webhooks/{hook_id}/deliveries",
                                                   headers=t["admin"]).json()["items"]
                    # attempts counts a claimed attempt at once; its outcome (lastAttemptAt,
                    # lastError) is written when the attempt ends, so wait for the outcome.
                    if attempts and attempts[0]["attempts"] >= 1 and attempts[0]["lastAttemptAt"]:
                        break
                    time.sleep(0.1)
                self.assertTrue(attempts and attempts[0]["attempts"] >= 1 and attempts[0]["lastAttemptAt"], attempts)
                self.assertNotEqual(attempts[0]["status"], "DELIVERED")
                # The owner learns the class, not the network detail (that is in the server log).
                self.assertEqual(attempts[0]["lastError"], "destination not allowed")
            self.assertEqual(receiver.received, [])
        finally:
            receiver.close()

    def test_bad_deny_list_is_a_config_error_naming_the_key(self):
        from harness import run_cli
        res = run_cli(["serve"], extra_env={"CXS_DATABASE_URL": "postgresql:///x", "CXS_WEBHOOKS_DENY_NETWORKS": "10.0.0.0/99"})
        self.assertNotEqual(res.returncode, 0)
        self.assertIn("webhooks.deny_networks", res.stderr)


class Playground(ServerTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def run_playground(self, body, api=None, headers=None):
        return self.server.request("POST", f"{BASE}/apis/{api or self.t['api']['id']}/playground", body,
                                   headers or self.t["admin"])

    def test_runs_the_draft_not_the_published_version_and_records_it(self):
        api_id = self.t["api"]["id"]
        draft = self.server.request("GET", f"{BASE}/apis/{api_id}", headers=self.t["admin"]).json()["draft"]
        # Change the draft only: a new field the published version does not have.
        draft["schema"]["sections"][0]["fields"].append(
            {"key": "draftOnlyProbe", "label": "Tobacco use", "type": "enum",
             "enum": ["current", "former", "never"]})
        patched = self.server.request("PATCH", f"{BASE}/apis/{api_id}", {"draft": draft}, self.t["admin"])
        self.assertEqual(patched.status, 200, patched.body)
        text = CONSULT + "Social history: he has never smoked.\n"
        res = self.run_playground({"text": text})
        self.assertEqual(res.status, 200, res.body)
        body = res.json()
        self.assertEqual(body["version"], "draft")
        self.assertIn("draftOnlyProbe", json.dumps(body["data"]))
        published = self.server.request("POST", f"{BASE}/extract/opd", {"text": text}, self.t["key"]).json()
        self.assertNotIn("draftOnlyProbe", json.dumps(published["data"]))
        rid = res.headers["x-request-id"]
        row = psql(f"SELECT endpoint, status, key_id IS NULL, recorded_by_id, api_id FROM invocations"
                   f" WHERE request_id = '{rid}'", db=self.db)
        self.assertEqual(row, f"playground|SUCCESS|t|user-1|{api_id}")

    def test_runs_a_saved_test_transcript(self):
        api_id = self.t["api"]["id"]
        tt = self.server.request("POST", f"{BASE}/apis/{api_id}/test-transcripts",
                                 {"name": "fever", "transcript": CONSULT}, self.t["admin"])
        self.assertEqual(tt.status, 201, tt.body)
        res = self.run_playground({"testTranscriptId": tt.json()["id"]})
        self.assertEqual(res.status, 200, res.body)
        self.assertIn("paracetamol", res.body.decode())
        missing = self.run_playground({"testTranscriptId": "tt_nothere"})
        self.assertEqual(missing.status, 422)
        self.assertEqual(missing.json()["fields"][0]["field"], "testTranscriptId")
        rid = missing.headers["x-request-id"]
        self.assertEqual(psql(f"SELECT status, error_code FROM invocations WHERE request_id = '{rid}'", db=self.db),
                         "FAILED|VALIDATION_FAILED")

    def test_validation_and_access(self):
        self.assertEqual(self.run_playground({}).status, 422)
        self.assertEqual(self.run_playground({"text": "x", "testTranscriptId": "tt_1"}).status, 422)
        self.assertEqual(self.run_playground({"text": "   "}).status, 422)
        self.assertEqual(self.run_playground({"text": CONSULT}, api="api_unknown").status, 404)
        # API keys cannot run drafts; another organisation cannot see this API.
        self.assertEqual(self.run_playground({"text": CONSULT}, headers=self.t["key"]).status, 401)
        other = tenant(self.server, self.db)
        self.assertEqual(self.run_playground({"text": CONSULT}, headers=other["admin"]).status, 404)


if __name__ == "__main__":
    unittest.main()
