"""Hostile and careless client text over real sockets (issue 19): NUL characters and
ill-formed UTF-8 in bodies, forms, queries, paths, headers and cursors are refused at the
edge with the field named (never stored truncated, never a 5xx), error bodies are always
UTF-8 JSON, the mobile live-key rule cannot be dodged by case or repetition, and the
contract's wording for audio languages and reused idempotency keys."""

import http.client
import json
import unittest

from harness import ServerTestCase, auth, make_jwt, new_org, psql
from test_audio import multipart
from test_public import BASE, CONSULT, tenant
from test_webhooks import Receiver


def send(server, method, path, body=b"", headers=()):
    """One request with headers given as (name, bytes) pairs, repeats allowed."""
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    try:
        conn.putrequest(method, path, skip_accept_encoding=True)
        for name, value in headers:
            conn.putheader(name, value)
        if body:
            conn.putheader("Content-Length", str(len(body)))
        conn.endheaders(body or None)
        res = conn.getresponse()
        return res.status, res.read()
    finally:
        conn.close()


class HostileText(ServerTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def assert_fields(self, res, status, fields, code="VALIDATION_FAILED"):
        self.assertEqual(res.status, status, res.body)
        body = json.loads(res.body.decode("utf-8"))  # strict: every error body is UTF-8 JSON
        self.assertEqual(body["code"], code)
        self.assertEqual([f["field"] for f in body.get("fields", [])], fields)
        return body

    def invocation_count(self):
        return int(psql(f"SELECT count(*) FROM invocations WHERE org_id = '{self.t['org']}'", db=self.db))

    def test_nul_in_a_project_name_is_422_and_nothing_is_stored(self):
        res = self.server.request("POST", f"{BASE}/projects", {"name": "Ward\u0000DROP TABLE projects"}, self.t["admin"])
        self.assert_fields(res, 422, ["name"])
        stored = psql(f"SELECT count(*) FROM projects WHERE org_id = '{self.t['org']}' AND name LIKE 'Ward%'", db=self.db)
        self.assertEqual(stored, "0")
        # A member name holding a NUL is named too (shown as \\u0000, not as the raw byte).
        res = self.server.request("POST", f"{BASE}/projects", {"name": "x", "de\u0000sc": 1}, self.t["admin"])
        self.assert_fields(res, 422, ["de\\u0000sc"])

    def test_nul_in_the_draft_and_test_transcripts_is_422_not_500(self):
        api = self.t["api"]["id"]
        res = self.server.request("PATCH", f"{BASE}/apis/{api}", {"draft": {"systemPrompt": "Be brief.\u0000"}},
                                  self.t["admin"])
        self.assert_fields(res, 422, ["draft.systemPrompt"])
        res = self.server.request("POST", f"{BASE}/apis/{api}/test-transcripts",
                                  {"name": "t", "transcript": "Fever\u0000 for two days."}, self.t["admin"])
        self.assert_fields(res, 422, ["transcript"])
        res = self.server.request("POST", f"{BASE}/apis/{api}/test-transcripts",
                                  {"name": "t", "transcript": "Fever.", "expected": {"chiefComplaint": "\u0000"}},
                                  self.t["admin"])
        self.assert_fields(res, 422, ["expected.chiefComplaint"])

    def test_nul_on_extract_is_an_audited_422_not_a_503(self):
        before = self.invocation_count()
        for body, field in (({"text": CONSULT, "recordedById": "dr\u00007"}, "recordedById"),
                            ({"text": CONSULT, "inputs": {"note": "a\u0000"}}, "inputs.note"),
                            ({"text": CONSULT + "\u0000"}, "text")):
            res = self.server.request("POST", f"{BASE}/extract/opd", body, self.t["key"])
            self.assert_fields(res, 422, [field])
            row = psql(f"SELECT status, error_code FROM invocations WHERE request_id = '{res.headers['x-request-id']}'",
                       db=self.db)
            self.assertEqual(row, "FAILED|VALIDATION_FAILED")
        self.assertEqual(self.invocation_count(), before + 3)

    def test_nul_with_retained_payloads_is_422(self):
        org = new_org()
        admin = auth(make_jwt(org))
        project = self.server.request("POST", f"{BASE}/projects", {"name": "Retained"}, admin).json()
        api = self.server.request("POST", f"{BASE}/projects/{project['id']}/apis",
                                  {"name": "Kept", "slug": "kept", "template": "opd-consult"}, admin).json()
        patched = self.server.request("PATCH", f"{BASE}/apis/{api['id']}", {"settings": {"retainPayloads": True}}, admin)
        self.assertEqual(patched.status, 200, patched.body)
        self.assertEqual(self.server.request("POST", f"{BASE}/apis/{api['id']}/publish", None, admin).status, 200)
        key = auth(self.server.request("POST", f"{BASE}/projects/{project['id']}/keys", {"name": "k", "mode": "test"},
                                       admin).json()["key"])
        res = self.server.request("POST", f"{BASE}/extract/kept", {"text": CONSULT, "note\u0000": "x"}, key)
        self.assert_fields(res, 422, ["note\\u0000"])
        ok = self.server.request("POST", f"{BASE}/extract/kept", {"text": CONSULT}, key)
        self.assertEqual(ok.status, 200, ok.body)

    def test_made_up_cursors_are_422_on_every_list(self):
        t = self.t
        hook = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/webhooks",
                                   {"url": "https://hooks.example.test/x", "events": ["key.revoked"]}, t["admin"]).json()
        lists = [f"/projects", f"/projects/{t['project']['id']}/apis", f"/apis/{t['api']['id']}/versions",
                 f"/projects/{t['project']['id']}/keys", f"/projects/{t['project']['id']}/webhooks",
                 f"/webhooks/{hook['id']}/deliveries", f"/apis/{t['api']['id']}/test-transcripts",
                 f"/apis/{t['api']['id']}/invocations", f"/ai-assist/drafts/{t['api']['id']}"]
        platform = auth(make_jwt(t["org"], role="PLATFORM_ADMIN"))
        for cursor in ("abc", "AAAA", "%ff%fe", "%00", "cHJqXw=="):
            for path in lists + ["/orgs"]:
                headers = platform if path == "/orgs" else t["admin"]
                res = self.server.request("GET", f"{BASE}{path}?cursor={cursor}", headers=headers)
                self.assert_fields(res, 422, ["cursor"])

    def test_other_query_values_that_are_not_text_are_422(self):
        res = self.server.request("GET", f"{BASE}/projects?limit=%ff", headers=self.t["admin"])
        self.assert_fields(res, 422, ["limit"])
        res = self.server.request("POST", f"{BASE}/extract/opd?format=fhir%00", {"text": CONSULT}, self.t["key"])
        self.assert_fields(res, 422, ["format"])

    def test_paths_that_are_not_utf8_are_404_and_record_nothing(self):
        res = self.server.request("GET", f"{BASE}/apis/%c0%ae", headers=self.t["admin"])
        self.assert_fields(res, 404, [], code="NOT_FOUND")
        before = self.invocation_count()
        for path in ("/extract/%ff", "/insights/%ed%a0%80", "/extract/%c0%ae"):
            res = self.server.request("POST", BASE + path, {"text": CONSULT}, self.t["key"])
            self.assert_fields(res, 404, [], code="NOT_FOUND")
        self.assertEqual(self.invocation_count(), before)

    def test_header_values_that_are_not_text(self):
        body = json.dumps({"text": CONSULT}).encode()
        status, raw = send(self.server, "POST", f"{BASE}/extract/opd", body,
                           [("Authorization", self.t["key"]["Authorization"].encode()),
                            ("Content-Type", b"application/json"), ("Idempotency-Key", b"\xff\xfe")])
        self.assertEqual(status, 422, raw)
        self.assertEqual(json.loads(raw.decode())["fields"][0]["field"], "Idempotency-Key")
        # A bearer credential with such bytes is a 401, on both surfaces.
        for path, token, code in ((f"{BASE}/extract/opd", b"svc_test_" + b"\xff\xfe" * 20, "INVALID_API_KEY"),
                                  (f"{BASE}/projects", b"eyJ\xff.\xfe.x", "UNAUTHENTICATED")):
            status, raw = send(self.server, "POST" if "extract" in path else "GET", path, body,
                               [("Authorization", b"Bearer " + token), ("Content-Type", b"application/json")])
            self.assertEqual(status, 401, raw)
            self.assertEqual(json.loads(raw.decode())["code"], code)

    def test_reused_idempotency_key_names_the_header(self):
        headers = {**self.t["key"], "Idempotency-Key": "reuse-" + new_org()}
        first = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, headers)
        self.assertEqual(first.status, 200, first.body)
        res = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT + " More."}, headers)
        body = self.assert_fields(res, 422, ["Idempotency-Key"], code="IDEMPOTENCY_KEY_REUSED")
        self.assertTrue(body["fields"][0]["message"])


class MobileLiveKey(ServerTestCase):
    def test_mobile_clients_are_recognised_in_any_case_and_among_repeats(self):
        t = tenant(self.server, self.db)
        live = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/keys", {"name": "live", "mode": "live"},
                                   t["admin"]).json()["key"]
        body = json.dumps({"text": CONSULT}).encode()
        base = [("Authorization", b"Bearer " + live.encode()), ("Content-Type", b"application/json")]
        for clients in ([b"Mobile-iOS/1.0"], [b"MOBILE"], [b"web/2.0", b"mobile-android/3.1"]):
            status, raw = send(self.server, "POST", f"{BASE}/extract/opd", body,
                               base + [("X-Svc-Client", c) for c in clients])
            self.assertEqual(status, 403, (clients, raw))
            self.assertEqual(json.loads(raw)["code"], "LIVE_KEY_IN_MOBILE")
        status, raw = send(self.server, "POST", f"{BASE}/extract/opd", body, base + [("X-Svc-Client", b"web/2.0")])
        self.assertEqual(status, 200, raw)


class AudioForms(ServerTestCase):
    """Form fields are checked before any audio is decoded: the file can be anything."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def post_form(self, path, body, content_type):
        return self.server.request("POST", BASE + path, body, {**self.t["key"], "Content-Type": content_type})

    def test_form_fields_that_are_not_text_are_422_and_never_echoed(self):
        for fields, name in (({"language": b"\xff\xfe"}, "language"), ({"recordedById": b"dr\x007"}, "recordedById"),
                             ({"inputs": b'{"note": "a\\u0000"}'}, "inputs.note")):
            boundary = "b0undary"
            parts = [b"--" + boundary.encode() + b"\r\nContent-Disposition: form-data; name=\"" + k.encode() +
                     b"\"\r\n\r\n" + v + b"\r\n" for k, v in fields.items()]
            parts.append(b"--" + boundary.encode() + b"\r\nContent-Disposition: form-data; name=\"file\"; "
                         b"filename=\"a.wav\"\r\n\r\nRIFFxxxx\r\n--" + boundary.encode() + b"--\r\n")
            res = self.post_form("/audio/extract/opd", b"".join(parts), f"multipart/form-data; boundary={boundary}")
            self.assertEqual(res.status, 422, res.body)
            body = json.loads(res.body.decode("utf-8"))
            self.assertEqual([f["field"] for f in body["fields"]], [name])
            self.assertNotIn(b"\xff", res.body)
            row = psql(f"SELECT status, error_code FROM invocations WHERE request_id = '{res.headers['x-request-id']}'",
                       db=self.db)
            self.assertEqual(row, "FAILED|VALIDATION_FAILED")

    def test_a_language_the_embedded_engine_cannot_hear_says_what_to_configure(self):
        body, content_type = multipart({"language": "hi"}, b"RIFFxxxx")
        res = self.post_form("/audio/transcribe", body, content_type)
        self.assertEqual(res.status, 400, res.body)
        self.assertEqual(res.json()["code"], "UNSUPPORTED_LANGUAGE")
        self.assertIn("translating speech engine", res.json()["error"])
        body, content_type = multipart({"language": "xx"}, b"RIFFxxxx")
        res = self.post_form("/audio/transcribe", body, content_type)
        self.assertEqual(res.json()["code"], "UNSUPPORTED_LANGUAGE")
        self.assertNotIn("xx", res.json()["error"])

    def test_a_file_part_without_filename_is_a_clear_400(self):
        boundary = "b0undary"
        body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n".encode() + b"a" * 70000 +
                f"\r\n--{boundary}--\r\n".encode())
        res = self.post_form("/audio/transcribe", body, f"multipart/form-data; boundary={boundary}")
        self.assertEqual(res.status, 400, res.body)
        self.assertIn("needs a filename", res.json()["error"])


class WebhookHost(ServerTestCase):
    server_env = {"CXS_WEBHOOKS_POLL_INTERVAL_MS": "100"}

    def test_host_header_carries_a_non_default_port(self):
        t = tenant(self.server, self.db)
        receiver = Receiver()
        self.addCleanup(receiver.close)
        res = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/webhooks",
                                  {"url": receiver.url, "events": ["key.revoked"]}, t["admin"])
        self.assertEqual(res.status, 201, res.body)
        key = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/keys", {"name": "k", "mode": "test"},
                                  t["admin"]).json()
        self.assertEqual(self.server.request("DELETE", f"{BASE}/keys/{key['id']}", headers=t["admin"]).status, 200)
        received = receiver.wait()
        self.assertEqual(len(received), 1, received)
        self.assertEqual(received[0][0]["host"], f"127.0.0.1:{receiver.httpd.server_address[1]}")


if __name__ == "__main__":
    unittest.main()
