"""Two `cxs serve` replicas on one database: a change made through replica A (key revoked,
scopes changed, project deleted, organisation suspended) reaches replica B's key cache
through PostgreSQL LISTEN/NOTIFY within 5 s, although B's cache alone would keep a key
for a minute. The same for B's cache of published API snapshots (publish, publish of a rolled-back
version, archive), which A itself must reflect on the very next call. Also the public-surface key rules: scopes, expiry, and the mobile live-key
rule (X-Svc-Client / X-Svc-Live-Key-Ack)."""

import secrets
import time
import unittest
from datetime import datetime, timedelta, timezone

from harness import Server, auth, create_database, database_url, make_jwt, new_org, psql

BASE = "/api/studio/v1"
PROPAGATION_S = 5
ALL_SCOPES = ["extract", "audio", "summarize", "insights", "apis:read", "invocations:read"]


def iso_in(seconds):
    return (datetime.now(timezone.utc) + timedelta(seconds=seconds)).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


class Replicas(unittest.TestCase):
    # Long enough that only a NOTIFY can explain B noticing a change within 5 s.
    server_env = {"CXS_AUTH_KEY_CACHE_TTL_S": "60"}

    @classmethod
    def setUpClass(cls):
        cls.db = create_database()
        cls.a = Server(database_url(cls.db), cls.server_env)  # migrates first; B starts on the migrated schema
        cls.b = Server(database_url(cls.db), cls.server_env)
        cls.probe = cls.find_probe_route()

    @classmethod
    def tearDownClass(cls):
        for server in (cls.a, cls.b):
            rc = server.stop()
            if rc != 0:
                raise AssertionError(f"server exited with {rc}: {server.proc.stderr.read()}")

    @classmethod
    def find_probe_route(cls):
        """A key-guarded GET and the scope it needs: GET /apis (apis:read) or GET /invocations."""
        if cls.a.request("GET", f"{BASE}/apis").status == 401:
            return f"{BASE}/apis", "apis:read"
        path = f"{BASE}/invocations?patientHash={'0' * 64}"
        if cls.a.request("GET", path).status == 401:
            return path, "invocations:read"
        return None

    def setUp(self):
        if self.probe is None:
            self.skipTest("no key-guarded route (GET /apis or GET /invocations) is registered yet")
        self.org = new_org()
        self.admin = auth(make_jwt(self.org))
        res = self.a.request("POST", f"{BASE}/projects", {"name": "Ward " + secrets.token_hex(3)}, self.admin)
        self.assertEqual(res.status, 201, res.body)
        self.project = res.json()["id"]

    def create_key(self, mode="test", scopes=None, **extra):
        body = {"name": "k", "mode": mode, "scopes": scopes or ALL_SCOPES, **extra}
        res = self.a.request("POST", f"{BASE}/projects/{self.project}/keys", body, self.admin)
        self.assertEqual(res.status, 201, res.body)
        return res.json()

    def use(self, server, key, headers=None):
        return server.request("GET", self.probe[0], headers={**auth(key["key"]), **(headers or {})})

    def warm(self, key):
        """Uses the key on both replicas until each answers from its cache."""
        for server in (self.a, self.b, self.a, self.b):
            res = self.use(server, key)
            self.assertEqual(res.status, 200, res.body)

    def assert_refused_within(self, server, key, status, code):
        deadline = time.monotonic() + PROPAGATION_S
        while True:
            res = self.use(server, key)
            if res.status == status:
                self.assertEqual(res.json()["code"], code)
                return
            if time.monotonic() > deadline:
                self.fail(f"still {res.status} after {PROPAGATION_S} s, wanted {status} {code}")
            time.sleep(0.1)

    def test_revocation_on_a_reaches_b_within_5_s(self):
        key = self.create_key()
        self.warm(key)
        self.assertEqual(self.a.request("DELETE", f"{BASE}/keys/{key['id']}", headers=self.admin).status, 200)
        self.assert_refused_within(self.b, key, 401, "KEY_REVOKED")
        self.assert_refused_within(self.a, key, 401, "KEY_REVOKED")

    def test_scope_change_on_a_reaches_b_within_5_s(self):
        key = self.create_key()
        self.warm(key)
        others = [s for s in ALL_SCOPES if s != self.probe[1]]
        self.assertEqual(self.a.request("PATCH", f"{BASE}/keys/{key['id']}", {"scopes": others}, self.admin).status, 200)
        self.assert_refused_within(self.b, key, 403, "SCOPE_MISSING")

    def test_project_deletion_on_a_reaches_b_within_5_s(self):
        key = self.create_key()
        self.warm(key)
        self.assertEqual(self.a.request("DELETE", f"{BASE}/projects/{self.project}", headers=self.admin).status, 200)
        self.assert_refused_within(self.b, key, 401, "INVALID_API_KEY")

    def test_org_suspension_on_a_reaches_b_within_5_s(self):
        key = self.create_key()
        self.warm(key)
        platform = auth(make_jwt(new_org(), role="PLATFORM_ADMIN"))
        res = self.a.request("PATCH", f"{BASE}/orgs/{self.org}", {"status": "SUSPENDED"}, platform)
        self.assertEqual(res.status, 200, res.body)
        self.assert_refused_within(self.b, key, 401, "ORG_SUSPENDED")
        self.assertEqual(self.a.request("PATCH", f"{BASE}/orgs/{self.org}", {"status": "ACTIVE"}, platform).status, 200)
        self.assertEqual(self.use(self.b, key).status, 200)

    def make_api(self, field_key):
        """A published API (slug `ward-<hex>`) whose one field is `field_key`."""
        body = {"name": "Ward notes", "slug": "ward-" + secrets.token_hex(3)}
        res = self.a.request("POST", f"{BASE}/projects/{self.project}/apis", body, self.admin)
        self.assertEqual(res.status, 201, res.body)
        api = res.json()
        self.publish(api, field_key)
        return api

    @staticmethod
    def schema_with(field_key):
        return {"sections": [{"id": "main", "title": "Main",
                              "fields": [{"key": field_key, "label": "Temperature", "type": "string",
                                          "hints": ["temperature"]}]}]}

    def publish(self, api, field_key):
        res = self.a.request("PATCH", f"{BASE}/apis/{api['id']}", {"draft": {"schema": self.schema_with(field_key)}},
                             self.admin)
        self.assertEqual(res.status, 200, res.body)
        res = self.a.request("POST", f"{BASE}/apis/{api['id']}/publish", None, self.admin)
        self.assertEqual(res.status, 200, res.body)
        return res.json()

    def extract(self, server, api, key):
        return server.request("POST", f"{BASE}/extract/{api['slug']}", {"text": "Temperature 101 F since morning."},
                              auth(key["key"]))

    def assert_fields_within(self, server, api, key, fields, seconds):
        deadline = time.monotonic() + seconds
        while True:
            res = self.extract(server, api, key)
            got = set(res.json().get("data", {})) if res.status == 200 else res.status
            if got == fields:
                return res
            if time.monotonic() > deadline:
                self.fail(f"port {server.port}: still {got} after {seconds} s, wanted {fields}")
            time.sleep(0.1)

    def test_publish_is_seen_at_once_on_a_and_within_5_s_on_b(self):
        key = self.create_key()
        api = self.make_api("first")
        for server in (self.a, self.b, self.a, self.b):  # both replicas now hold version 1
            self.assertEqual(set(self.extract(server, api, key).json()["data"]), {"first"})
        self.publish(api, "second")
        # A made the change: its very next call runs version 2, no waiting.
        self.assertEqual(set(self.extract(self.a, api, key).json()["data"]), {"second"})
        self.assert_fields_within(self.b, api, key, {"second"}, PROPAGATION_S)

        # Rollback puts version 1 back in the draft; publishing it makes it live again.
        res = self.a.request("POST", f"{BASE}/apis/{api['id']}/versions/1/rollback", None, self.admin)
        self.assertEqual(res.status, 200, res.body)
        res = self.a.request("POST", f"{BASE}/apis/{api['id']}/publish", None, self.admin)
        self.assertEqual(res.status, 200, res.body)
        self.assertEqual(set(self.extract(self.a, api, key).json()["data"]), {"first"})
        self.assert_fields_within(self.b, api, key, {"first"}, PROPAGATION_S)

    def test_archived_api_is_404_on_both_replicas(self):
        key = self.create_key()
        api = self.make_api("only")
        for server in (self.a, self.b):
            self.assertEqual(self.extract(server, api, key).status, 200)
        self.assertEqual(self.a.request("DELETE", f"{BASE}/apis/{api['id']}", headers=self.admin).status, 200)
        res = self.extract(self.a, api, key)
        self.assertEqual((res.status, res.json()["code"]), (404, "API_NOT_FOUND"))
        self.assert_fields_within(self.b, api, key, 404, PROPAGATION_S)

    def test_expired_key_is_401_key_expired(self):
        key = self.create_key(expiresAt=iso_in(5))  # room for a slow create on a loaded ASan run
        time.sleep(5.5)
        for server in (self.a, self.b):
            res = self.use(server, key)
            self.assertEqual((res.status, res.json()["code"]), (401, "KEY_EXPIRED"))

    def test_expiry_reaches_a_replica_that_cached_the_key(self):
        # Nothing NOTIFYs when an expiry passes: the cached principal carries expiresAt and
        # every use checks it, so a key cached for 60 s still stops at its deadline.
        # 5 s: creation and four warm-up calls (a first bcrypt check on each replica) must fit
        # before the expiry on a loaded ASan run; still far below the cache's 60 s.
        expires_at = time.monotonic() + 5
        key = self.create_key(expiresAt=iso_in(5))
        self.warm(key)
        time.sleep(max(0.0, expires_at + 0.5 - time.monotonic()))
        self.assert_refused_within(self.b, key, 401, "KEY_EXPIRED")

    def test_scope_missing_is_403(self):
        others = [s for s in ALL_SCOPES if s != self.probe[1]]
        key = self.create_key(scopes=others)
        for server in (self.a, self.b):
            res = self.use(server, key)
            self.assertEqual((res.status, res.json()["code"]), (403, "SCOPE_MISSING"))

    def test_live_key_in_mobile_bundle(self):
        live, test = self.create_key(mode="live"), self.create_key(mode="test")
        for server in (self.a, self.b):
            for client in ("mobile-ios/1.0", "mobile-android/2.3"):
                res = self.use(server, live, {"X-Svc-Client": client})
                self.assertEqual((res.status, res.json()["code"]), (403, "LIVE_KEY_IN_MOBILE"), client)
                res = self.use(server, live, {"X-Svc-Client": client, "X-Svc-Live-Key-Ack": "development"})
                self.assertEqual(res.status, 200, res.body)
                self.assertEqual(self.use(server, test, {"X-Svc-Client": client}).status, 200)
            self.assertEqual(self.use(server, live, {"X-Svc-Client": "mobile-ios/1.0",
                                                     "X-Svc-Live-Key-Ack": "yes"}).status, 403)
            self.assertEqual(self.use(server, live, {"X-Svc-Client": "web/1.0"}).status, 200)
            self.assertEqual(self.use(server, live).status, 200)

    def test_key_of_project_a_sees_nothing_of_project_b(self):
        if self.probe[1] != "apis:read":
            self.skipTest("needs GET /apis")
        key = self.create_key()
        res = self.a.request("POST", f"{BASE}/projects", {"name": "Other " + secrets.token_hex(3)}, self.admin)
        other_project = res.json()["id"]
        slug = "b-" + secrets.token_hex(4)
        psql(f"INSERT INTO apis (id, org_id, project_id, slug, name) VALUES ('api_{secrets.token_hex(10)}',"
             f" '{self.org}', '{other_project}', '{slug}', 'B')", db=self.db)
        res = self.a.request("GET", f"{BASE}/apis?status=ALL", headers=auth(key["key"]))
        self.assertEqual(res.status, 200, res.body)
        self.assertNotIn(slug, [api["slug"] for api in res.json()])
        self.assertEqual(self.a.request("GET", f"{BASE}/apis/by-slug/{slug}", headers=auth(key["key"])).status, 404)


if __name__ == "__main__":
    unittest.main()
