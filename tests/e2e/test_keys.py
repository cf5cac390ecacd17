"""API keys on the management surface: create (plaintext once, bcrypt + lookup prefix),
list (paginated, never the secret), PATCH, revoke (with its outbox event and cache
notification), validation, and tenancy isolation. Using keys on the public surface, and
revocation across replicas, is covered by test_replicas.py."""

import json
import re
import time
import unittest
from datetime import datetime, timedelta, timezone

from harness import ServerTestCase, auth, make_jwt, new_org, psql

BASE = "/api/studio/v1"
ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")
DEFAULT_SCOPES = ["extract", "audio", "summarize", "insights", "apis:read"]
LISTED_FIELDS = {"id", "projectId", "name", "mode", "prefix", "scopes", "createdAt", "expiresAt", "revokedAt",
                 "lastUsedAt"}


def iso_in(seconds):
    return (datetime.now(timezone.utc) + timedelta(seconds=seconds)).strftime("%Y-%m-%dT%H:%M:%SZ")


class KeyTestCase(ServerTestCase):
    def setUp(self):
        self.org = new_org()
        self.admin = auth(make_jwt(self.org))
        self.project = self.create_project("Ward")

    def create_project(self, name, admin=None):
        res = self.server.request("POST", f"{BASE}/projects", {"name": name}, admin or self.admin)
        self.assertEqual(res.status, 201, res.body)
        return res.json()["id"]

    def create_key(self, project=None, expect=201, **body):
        body.setdefault("name", "Backend")
        body.setdefault("mode", "test")
        res = self.server.request("POST", f"{BASE}/projects/{project or self.project}/keys", body, self.admin)
        self.assertEqual(res.status, expect, res.body)
        return res.json()


class Create(KeyTestCase):
    def test_plaintext_once_and_stored_as_bcrypt_with_lookup_prefix(self):
        res = self.server.request("POST", f"{BASE}/projects/{self.project}/keys", {"name": "Backend", "mode": "test"},
                                  self.admin)
        self.assertEqual(res.status, 201, res.body)
        self.assertEqual(res.headers.get("cache-control"), "no-store")
        key = res.json()
        self.assertRegex(key["id"], r"^key_[0-9a-z]{20}$")
        self.assertRegex(key["key"], r"^svc_test_[A-Za-z0-9_-]{40}$")
        self.assertEqual(key["prefix"], key["key"][:21])
        self.assertEqual(key["mode"], "test")
        self.assertEqual(key["scopes"], DEFAULT_SCOPES)
        self.assertIsNone(key["expiresAt"])
        self.assertRegex(key["createdAt"], ISO)
        row = psql(f"SELECT lookup_prefix || ' ' || key_hash || ' ' || created_by FROM api_keys WHERE id = '{key['id']}'",
                   db=self.db).split(" ")
        self.assertEqual(row[0], key["key"][9:21])
        # Harness servers run with CXS_AUTH_BCRYPT_COST=4: the configured cost is used.
        self.assertTrue(row[1].startswith("$2b$04$"), row[1])
        self.assertEqual(row[2], "user-1")
        dump = psql(f"SELECT row_to_json(k)::text FROM api_keys k WHERE id = '{key['id']}'", db=self.db)
        self.assertNotIn(key["key"], dump)
        # Never logged either.
        self.assertNotIn(key["key"], json.dumps(self.server.lines))

    def test_live_mode_scopes_and_expiry(self):
        expires = iso_in(3600)
        key = self.create_key(mode="live", scopes=["invocations:read", "extract", "extract"], expiresAt=expires)
        self.assertRegex(key["key"], r"^svc_live_[A-Za-z0-9_-]{40}$")
        self.assertTrue(key["prefix"].startswith("svc_live_"))
        self.assertEqual(key["scopes"], ["extract", "invocations:read"])  # catalogue order, no repeats
        self.assertEqual(key["expiresAt"], expires.replace("Z", ".000Z"))

    def test_offsets_and_fractions_in_expiry_are_understood(self):
        later = datetime.now(timezone.utc) + timedelta(days=2)
        text = later.astimezone(timezone(timedelta(hours=5, minutes=30))).strftime("%Y-%m-%dT%H:%M:%S.250+05:30")
        key = self.create_key(expiresAt=text)
        self.assertEqual(key["expiresAt"], later.strftime("%Y-%m-%dT%H:%M:%S.250Z"))

    def test_validation(self):
        cases = [
            ({}, {"name", "mode"}),
            ({"name": "", "mode": "prod"}, {"name", "mode"}),
            ({"name": "x", "mode": "test", "scopes": ["extract", "admin"]}, {"scopes"}),
            ({"name": "x", "mode": "test", "scopes": []}, {"scopes"}),
            ({"name": "x", "mode": "test", "scopes": "extract"}, {"scopes"}),
            ({"name": "x", "mode": "test", "expiresAt": iso_in(-60)}, {"expiresAt"}),
            ({"name": "x", "mode": "test", "expiresAt": "tomorrow"}, {"expiresAt"}),
            ({"name": "x", "mode": "test", "expiresAt": "2031-02-30T00:00:00Z"}, {"expiresAt"}),
            ({"name": "x", "mode": "test", "expiresAt": "2031-01-01T00:00:00"}, {"expiresAt"}),
            ({"name": "x", "mode": "test", "expiresAt": 1893456000}, {"expiresAt"}),
        ]
        for body, fields in cases:
            res = self.server.request("POST", f"{BASE}/projects/{self.project}/keys", body, self.admin)
            self.assertEqual(res.status, 422, body)
            self.assertEqual(res.json()["code"], "VALIDATION_FAILED")
            self.assertEqual({f["field"] for f in res.json()["fields"]}, fields, body)
        self.assertEqual(psql(f"SELECT count(*) FROM api_keys WHERE project_id = '{self.project}'", db=self.db), "0")

    def test_unknown_or_deleted_project_is_404(self):
        self.create_key(project="prj_nope", expect=404)
        self.assertEqual(self.server.request("DELETE", f"{BASE}/projects/{self.project}", headers=self.admin).status, 200)
        self.assertEqual(self.create_key(expect=404)["code"], "NOT_FOUND")


class ListAndUpdate(KeyTestCase):
    def test_list_never_shows_secret_and_paginates(self):
        created = [self.create_key(name=f"k{i}") for i in range(5)]
        seen, cursor = [], None
        while True:
            path = f"{BASE}/projects/{self.project}/keys?limit=2" + (f"&cursor={cursor}" if cursor else "")
            res = self.server.request("GET", path, headers=self.admin)
            self.assertEqual(res.status, 200, res.body)
            page = res.json()
            self.assertLessEqual(len(page["items"]), 2)
            for item in page["items"]:
                self.assertEqual(set(item), LISTED_FIELDS)
            seen += page["items"]
            cursor = page["nextCursor"]
            if not cursor:
                break
        self.assertEqual([k["id"] for k in seen], [k["id"] for k in created])
        text = json.dumps(seen)
        for k in created:
            self.assertNotIn(k["key"], text)
        self.assertNotIn("$2b$", text)
        self.assertEqual(self.server.request("GET", f"{BASE}/projects/{self.project}/keys?limit=0",
                                             headers=self.admin).status, 422)

    def test_patch_name_scopes_and_expiry(self):
        key = self.create_key()
        res = self.server.request("PATCH", f"{BASE}/keys/{key['id']}",
                                  {"name": "Renamed", "scopes": ["audio"], "expiresAt": iso_in(600)}, self.admin)
        self.assertEqual(res.status, 200, res.body)
        body = res.json()
        self.assertEqual((body["name"], body["scopes"], body["prefix"]), ("Renamed", ["audio"], key["prefix"]))
        self.assertRegex(body["expiresAt"], ISO)
        self.assertNotIn("key", body)
        res = self.server.request("PATCH", f"{BASE}/keys/{key['id']}", {"expiresAt": None}, self.admin)
        self.assertEqual(res.status, 200)
        self.assertIsNone(res.json()["expiresAt"])
        self.assertEqual(res.json()["name"], "Renamed")  # absent members stay
        for bad in [{"scopes": ["root"]}, {"name": ""}, {"expiresAt": iso_in(-5)}]:
            res = self.server.request("PATCH", f"{BASE}/keys/{key['id']}", bad, self.admin)
            self.assertEqual(res.status, 422, bad)
        self.assertEqual(self.server.request("PATCH", f"{BASE}/keys/key_nope", {"name": "x"}, self.admin).status, 404)

    def test_revoke_is_final_idempotent_and_writes_one_event(self):
        # Without a subscriber no event is written at all.
        unheard = self.create_key()
        self.assertEqual(self.server.request("DELETE", f"{BASE}/keys/{unheard['id']}", headers=self.admin).status, 200)
        self.assertEqual(psql(f"SELECT count(*) FROM webhook_outbox WHERE payload->>'keyId' = '{unheard['id']}'",
                              db=self.db), "0")
        hook = self.server.request("POST", f"{BASE}/projects/{self.project}/webhooks",
                                   {"url": "https://hooks.example.test/cxs", "events": ["key.revoked"]}, self.admin)
        self.assertEqual(hook.status, 201, hook.body)
        key = self.create_key()
        res = self.server.request("DELETE", f"{BASE}/keys/{key['id']}", headers=self.admin)
        self.assertEqual(res.status, 200, res.body)
        revoked = res.json()
        self.assertRegex(revoked["revokedAt"], ISO)
        event = json.loads(psql("SELECT json_build_object('org', org_id, 'project', project_id, 'type', type, 'id', id,"
                                f" 'payload', payload) FROM webhook_outbox WHERE payload->>'keyId' = '{key['id']}'",
                                db=self.db))
        self.assertEqual((event["org"], event["project"], event["type"]), (self.org, self.project, "key.revoked"))
        self.assertRegex(event["id"], r"^evt_")
        self.assertEqual(event["payload"]["prefix"], key["prefix"])
        self.assertNotIn(key["key"], json.dumps(event))
        again = self.server.request("DELETE", f"{BASE}/keys/{key['id']}", headers=self.admin)
        self.assertEqual(again.status, 200)
        self.assertEqual(again.json()["revokedAt"], revoked["revokedAt"])
        self.assertEqual(psql(f"SELECT count(*) FROM webhook_outbox WHERE payload->>'keyId' = '{key['id']}'",
                              db=self.db), "1")
        res = self.server.request("PATCH", f"{BASE}/keys/{key['id']}", {"name": "back"}, self.admin)
        self.assertEqual(res.status, 409)
        self.assertEqual(res.json()["code"], "CONFLICT")
        listed = self.server.request("GET", f"{BASE}/projects/{self.project}/keys", headers=self.admin).json()["items"]
        self.assertEqual(next(k for k in listed if k["id"] == key["id"])["revokedAt"], revoked["revokedAt"])

    def test_changes_notify_every_replica(self):
        key = self.create_key()
        # A second session listens on the channel the replicas' key caches follow.
        import subprocess
        from harness import PG_HOST, PG_PORT
        listener = subprocess.Popen(
            ["psql", "-X", "-q", "-h", PG_HOST, "-p", str(PG_PORT), "-U", "postgres", "-d", self.db],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            listener.stdin.write("LISTEN cxs_cache;\nSELECT 1;\n")
            listener.stdin.flush()
            # LISTEN is in force once psql has answered the SELECT after it (a fixed pause
            # was too short under load). Bounded: psql answers or the test's timeout ends it.
            for _ in range(20):
                if listener.stdout.readline().strip() == "(1 row)":
                    break
            self.assertEqual(self.server.request("PATCH", f"{BASE}/keys/{key['id']}", {"scopes": ["audio"]},
                                                 self.admin).status, 200)
            self.assertEqual(self.server.request("DELETE", f"{BASE}/keys/{key['id']}", headers=self.admin).status, 200)
            time.sleep(0.3)
            # psql prints pending notifications after the next command it runs.
            out, _ = listener.communicate("SELECT 2;\n", timeout=10)
        finally:
            if listener.poll() is None:
                listener.kill()
        self.assertEqual(out.count(f'"key:{key["id"]}"'), 2, out)


class Isolation(KeyTestCase):
    def test_other_organisation_sees_and_touches_nothing(self):
        key = self.create_key()
        other = auth(make_jwt(new_org()))
        self.assertEqual(self.server.request("GET", f"{BASE}/projects/{self.project}/keys", headers=other).status, 404)
        self.assertEqual(self.server.request("POST", f"{BASE}/projects/{self.project}/keys",
                                             {"name": "x", "mode": "test"}, other).status, 404)
        self.assertEqual(self.server.request("PATCH", f"{BASE}/keys/{key['id']}", {"name": "x"}, other).status, 404)
        self.assertEqual(self.server.request("DELETE", f"{BASE}/keys/{key['id']}", headers=other).status, 404)
        self.assertEqual(psql(f"SELECT name || (revoked_at IS NULL)::text FROM api_keys WHERE id = '{key['id']}'",
                              db=self.db), "Backendtrue")

    def test_keys_of_one_project_are_not_listed_under_another(self):
        key = self.create_key()
        second = self.create_project("Second")
        items = self.server.request("GET", f"{BASE}/projects/{second}/keys", headers=self.admin).json()["items"]
        self.assertEqual(items, [])
        self.assertEqual(len(self.server.request("GET", f"{BASE}/projects/{self.project}/keys",
                                                 headers=self.admin).json()["items"]), 1)
        self.assertTrue(key)

    def test_keys_of_a_deleted_project_are_gone(self):
        key = self.create_key()
        self.assertEqual(self.server.request("DELETE", f"{BASE}/projects/{self.project}", headers=self.admin).status, 200)
        self.assertEqual(self.server.request("GET", f"{BASE}/projects/{self.project}/keys", headers=self.admin).status,
                         404)
        self.assertEqual(self.server.request("PATCH", f"{BASE}/keys/{key['id']}", {"name": "x"}, self.admin).status,
                         404)
        self.assertEqual(self.server.request("DELETE", f"{BASE}/keys/{key['id']}", headers=self.admin).status, 404)


if __name__ == "__main__":
    unittest.main()
