"""Public extraction surface over real sockets: /extract, /insights, /summarize, /languages,
with the audited-call guarantees (invocation rows, idempotency, rate limits, webhooks)."""

import hashlib
import hmac
import http.server
import json
import threading
import time
import unittest

from harness import Server, ServerTestCase, auth, create_database, database_url, make_jwt, new_org, psql

BASE = "/api/studio/v1"
CONSULT = (
    "Chief complaint: fever and cough for 3 days.\n"
    "History: High grade fever with dry cough. Denies chest pain. No breathlessness.\n"
    "Past medical history: known case of type 2 diabetes.\n"
    "Examination: BP 150/95 mmHg, pulse 104, temperature 101 F, SpO2 96% on room air.\n"
    "Allergies: allergic to penicillin, causes rash.\n"
    "Assessment: Acute upper respiratory tract infection. Type 2 diabetes mellitus.\n"
    "Plan: Tab Dolo 650 1-0-1 after food for 3 days. Tab Metformin 500 mg BD.\n"
    "Order CBC and chest x-ray. Review after 5 days.\n"
)
HASH = hashlib.sha256(b"patient-42").hexdigest()


def tenant(server, db):
    """An org, a project, the opd-consult API published, and a test key."""
    org = new_org()
    admin = auth(make_jwt(org))
    project = server.request("POST", BASE + "/projects", {"name": "OPD"}, admin).json()
    api = server.request("POST", f"{BASE}/projects/{project['id']}/apis",
                         {"name": "OPD consult", "slug": "opd", "template": "opd-consult"}, admin)
    assert api.status == 201, api.body
    api = api.json()
    published = server.request("POST", f"{BASE}/apis/{api['id']}/publish", None, admin)
    assert published.status == 200, published.body
    key = server.request("POST", f"{BASE}/projects/{project['id']}/keys", {"name": "app", "mode": "test"}, admin)
    assert key.status == 201, key.body
    return {"org": org, "admin": admin, "project": project, "api": api, "key": auth(key.json()["key"])}


class Extract(ServerTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def extract(self, body, headers=None, query=""):
        return self.server.request("POST", f"{BASE}/extract/opd{query}", body, {**self.t["key"], **(headers or {})})

    def invocations(self, where="true"):
        return psql(f"SELECT count(*) FROM invocations WHERE {where}", db=self.db)

    def test_extracts_typed_coded_data_and_audits_the_call(self):
        res = self.extract({"text": CONSULT, "patientHash": HASH, "recordedById": "dr-7"})
        self.assertEqual(res.status, 200, res.body)
        body = res.json()
        self.assertEqual(body["apiSlug"], "opd")
        self.assertRegex(body["version"], r"^\d{4}-\d\d-\d\dT")
        data = body["data"]
        vitals = next(v for v in data.values() if isinstance(v, dict) and "bloodPressure" in v)
        self.assertEqual((vitals["bloodPressure"]["systolic"], vitals["bloodPressure"]["diastolic"]), (150, 95))
        self.assertEqual(vitals["temperature"]["unit"], "Cel")
        # 101 F is 38.33 Cel, written as people and FHIR examples write it (not "3.833E1").
        self.assertAlmostEqual(vitals["temperature"]["value"], 38.33, places=2)
        self.assertIn(b'"value":38.33', res.body)
        meds = next(v for v in data.values() if isinstance(v, list) and v and "generic" in v[0])
        generics = {m["generic"] for m in meds}
        self.assertIn("paracetamol", generics)
        self.assertIn("metformin", generics)
        para = next(m for m in meds if m["generic"] == "paracetamol")
        self.assertEqual(para["frequency"], "BD")
        # Evidence points at the text.
        start, end = para["evidence"]["start"], para["evidence"]["end"]
        self.assertIn("dolo", CONSULT[start:end].lower())
        rid = res.headers["x-request-id"]
        row = psql(f"SELECT status, endpoint, patient_hash, recorded_by_id, retained_input IS NULL "
                   f"FROM invocations WHERE request_id = '{rid}'", db=self.db)
        self.assertEqual(row, f"SUCCESS|text.extract|{HASH}|dr-7|t")

    def test_the_time_each_audit_row_took_to_commit_is_in_metrics(self):
        def audit_writes():
            for line in self.server.request("GET", "/metrics").body.decode().splitlines():
                if line.startswith("cxs_audit_write_seconds_count "):
                    return float(line.split()[-1])
            return 0.0

        before = audit_writes()
        self.assertEqual(self.extract({"text": CONSULT}).status, 200)
        self.assertEqual(self.extract({"text": ""}).status, 422)  # audited too
        self.assertEqual(audit_writes(), before + 2)
        # Refused before anything is recorded: no row, no observation.
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}).status, 401)
        self.assertEqual(audit_writes(), before + 2)

    def test_fhir_format_adds_a_bundle(self):
        res = self.extract({"text": CONSULT}, query="?format=fhir")
        self.assertEqual(res.status, 200, res.body)
        bundle = res.json()["fhir"]
        self.assertEqual((bundle["resourceType"], bundle["type"]), ("Bundle", "collection"))
        again = self.extract({"text": CONSULT}, query="?format=fhir").json()["fhir"]
        self.assertNotEqual(bundle["id"], again["id"])  # each response its own resource ids
        self.assertNotEqual(bundle["entry"][0]["fullUrl"], again["entry"][0]["fullUrl"])
        kinds = {e["resource"]["resourceType"] for e in bundle["entry"]}
        self.assertTrue({"Observation", "MedicationStatement"} <= kinds, kinds)

    def test_validation_errors_are_422_and_still_audited(self):
        before = int(self.invocations("status = 'FAILED'"))
        for body, field in [({"text": ""}, "text"), ({"text": "   "}, "text"), ({}, "text"),
                            ({"text": "x", "patientHash": "ABC"}, "patientHash"),
                            ({"text": "x", "includeInsights": "yes"}, "includeInsights")]:
            res = self.extract(body)
            self.assertEqual(res.status, 422, body)
            self.assertIn(field, [f["field"] for f in res.json()["fields"]])
        self.assertEqual(int(self.invocations("status = 'FAILED'")), before + 5)
        self.assertGreater(int(self.invocations("error_code = 'VALIDATION_FAILED'")), 0)

    def test_malformed_json_is_400_and_audited(self):
        res = self.server.request("POST", f"{BASE}/extract/opd", '{"text": ', {**self.t["key"], "Content-Type": "application/json"})
        self.assertEqual(res.status, 400)
        self.assertEqual(res.json()["code"], "BAD_REQUEST")
        rid = res.headers["x-request-id"]
        self.assertEqual(psql(f"SELECT error_code FROM invocations WHERE request_id = '{rid}'", db=self.db), "BAD_REQUEST")

    def test_unknown_slug_is_404_with_available_slugs(self):
        res = self.server.request("POST", f"{BASE}/extract/nope", {"text": CONSULT}, self.t["key"])
        self.assertEqual(res.status, 404)
        self.assertEqual(res.json()["code"], "API_NOT_FOUND")
        self.assertEqual(res.json()["availableSlugs"], ["opd"])

    def test_credentials(self):
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": "x"}).status, 401)
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": "x"}, self.t["admin"]).status, 401)

    def test_idempotency_replays_and_detects_reuse(self):
        headers = {"Idempotency-Key": "11111111-2222-4333-8444-555555555555"}
        first = self.extract({"text": CONSULT}, headers)
        self.assertEqual(first.status, 200)
        again = self.extract({"text": CONSULT}, headers)
        self.assertEqual(again.status, 200)
        self.assertEqual(again.headers.get("idempotent-replayed"), "true")
        # Payloads are not retained by default: a shell naming the original request.
        self.assertEqual(again.json(), {"replayed": True, "requestId": first.headers["x-request-id"]})
        reused = self.extract({"text": CONSULT + " more"}, headers)
        self.assertEqual(reused.status, 422)
        self.assertEqual(reused.json()["code"], "IDEMPOTENCY_KEY_REUSED")
        other_format = self.extract({"text": CONSULT}, headers, query="?format=fhir")
        self.assertEqual(other_format.json()["code"], "IDEMPOTENCY_KEY_REUSED")
        rid = first.headers["x-request-id"]
        self.assertEqual(self.invocations(f"request_id = '{rid}'"), "1")

    def test_idempotency_in_progress_is_409(self):
        key_id = psql("SELECT id FROM api_keys WHERE name = 'app' AND org_id = '%s'" % self.t["org"], db=self.db)
        psql(f"INSERT INTO idempotency_records (org_id, key_id, idempotency_key, endpoint, request_hash, request_id)"
             f" VALUES ('{self.t['org']}', '{key_id}', 'busy-key', 'text.extract',"
             f" encode(sha256(convert_to('text.extract' || chr(10) || '{BASE}/extract/opd?' || chr(10) || '{{\"text\": \"x\"}}',"
             f" 'UTF8')), 'hex'),"
             f" 'req_00000000000000000000')", db=self.db)
        res = self.server.request("POST", f"{BASE}/extract/opd", '{"text": "x"}',
                                  {**self.t["key"], "Content-Type": "application/json", "Idempotency-Key": "busy-key"})
        self.assertEqual(res.status, 409, res.body)
        self.assertEqual(res.json()["code"], "IDEMPOTENCY_IN_PROGRESS")


class Settings(ServerTestCase):
    """Per-API settings that change the response: retainPayloads, redactPHI, insights."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def patch_settings(self, **settings):
        res = self.server.request("PATCH", f"{BASE}/apis/{self.t['api']['id']}", {"settings": settings}, self.t["admin"])
        self.assertEqual(res.status, 200, res.body)

    def test_retained_payloads_replay_the_original_response(self):
        self.patch_settings(retainPayloads=True)
        headers = {**self.t["key"], "Idempotency-Key": "retained-1"}
        first = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, headers)
        self.assertEqual(first.status, 200)
        again = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, headers)
        self.assertEqual(again.headers.get("idempotent-replayed"), "true")
        self.assertEqual(again.json(), first.json())
        rid = first.headers["x-request-id"]
        self.assertEqual(psql(f"SELECT retained_input->>'text' = $${CONSULT}$$ AND retained_output ? 'data' "
                              f"FROM invocations WHERE request_id = '{rid}'", db=self.db), "t")
        self.patch_settings(retainPayloads=False)

    def test_redact_phi_returns_a_token_map(self):
        self.patch_settings(redactPHI=True)
        text = ("Patient Mr. Ramesh Kumar, phone 9876543210, has fever for 3 days. BP 130/85.\n"
                "Plan: Tab Dolo 650 1-0-1 for 3 days.")
        res = self.server.request("POST", f"{BASE}/extract/opd", {"text": text}, self.t["key"])
        self.assertEqual(res.status, 200, res.body)
        token_map = res.json()["phiTokenMap"]
        self.assertIn("Ramesh Kumar", token_map.values())
        self.assertIn("9876543210", token_map.values())
        data = res.json()["data"]
        self.assertNotIn("Ramesh", json.dumps(data))
        # Evidence refers to the text the client sent, not the redacted copy.
        meds = next(v for v in data.values() if isinstance(v, list) and v and "generic" in v[0])
        span = meds[0]["evidence"]
        self.assertIn("Dolo", text[span["start"]:span["end"]])
        vitals = next(v for v in data.values() if isinstance(v, dict) and "bloodPressure" in v)
        bp = vitals["bloodPressure"]["evidence"]
        self.assertIn("130/85", text[bp["start"]:bp["end"]])
        self.patch_settings(redactPHI=False)

    def test_insights_route_and_include_insights(self):
        res = self.server.request("POST", f"{BASE}/insights/opd", {"transcript": CONSULT}, self.t["key"])
        self.assertEqual(res.status, 200, res.body)
        self.assertIsInstance(res.json()["insights"], dict)
        res = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT, "includeInsights": True}, self.t["key"])
        self.assertIn("insights", res.json())
        self.assertEqual(self.server.request("POST", f"{BASE}/insights/opd", {"transcript": ""}, self.t["key"]).status, 422)

    def test_insights_not_enabled_is_404(self):
        admin = self.t["admin"]
        api = self.server.request("POST", f"{BASE}/projects/{self.t['project']['id']}/apis",
                                  {"name": "Plain", "slug": "plain", "template": "opd-consult"}, admin).json()
        res = self.server.request("PATCH", f"{BASE}/apis/{api['id']}",
                                  {"draft": {"insights": {"enabled": False, "kinds": []}}}, admin)
        self.assertEqual(res.status, 200, res.body)
        self.assertEqual(self.server.request("POST", f"{BASE}/apis/{api['id']}/publish", None, admin).status, 200)
        res = self.server.request("POST", f"{BASE}/insights/plain", {"transcript": CONSULT}, self.t["key"])
        self.assertEqual(res.status, 404)
        self.assertEqual(res.json()["code"], "INSIGHTS_NOT_ENABLED")


class Summarize(ServerTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def summarize(self, body):
        return self.server.request("POST", f"{BASE}/summarize", body, self.t["key"])

    def test_styles_honour_max_lines(self):
        for style in ["patient", "handover", "executive", "progress-note"]:
            res = self.summarize({"text": CONSULT, "style": style, "maxLines": 3})
            self.assertEqual(res.status, 200, res.body)
            summary = res.json()["summary"]
            self.assertTrue(summary.strip())
            self.assertLessEqual(len(summary.strip().split("\n")), 3, summary)

    def test_bad_requests(self):
        self.assertEqual(self.summarize({"text": ""}).status, 422)
        self.assertEqual(self.summarize({"text": CONSULT, "style": "poem"}).status, 422)
        self.assertEqual(self.summarize({"text": CONSULT, "maxLines": 0}).status, 422)
        res = self.summarize({"text": CONSULT, "language": "xx"})
        self.assertEqual((res.status, res.json()["code"]), (400, "UNSUPPORTED_LANGUAGE"))
        res = self.summarize({"text": CONSULT, "language": "hi"})
        self.assertEqual((res.status, res.json()["code"]), (400, "UNSUPPORTED_LANGUAGE"))

    def test_languages_lists_the_23_codes(self):
        res = self.server.request("GET", f"{BASE}/languages")
        codes = [l["code"] for l in res.json()["items"]]
        self.assertEqual(len(codes), 23)
        self.assertEqual(set(codes), set("en hi bn te mr ta ur gu kn ml pa as ne sd si sa ar fr de es pt ru zh".split()))


class Limits(ServerTestCase):
    server_env = {"CXS_LIMITS_RATE_PER_MINUTE": "1", "CXS_LIMITS_RATE_BURST": "2"}

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def test_rate_limit_is_429_with_retry_after(self):
        statuses = [self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, self.t["key"]) for _ in range(3)]
        self.assertEqual([r.status for r in statuses[:2]], [200, 200])
        limited = statuses[2]
        self.assertEqual(limited.status, 429)
        self.assertEqual(limited.json()["code"], "RATE_LIMITED")
        self.assertGreaterEqual(int(limited.headers["retry-after"]), 1)
        self.assertEqual(limited.json()["retryAfterSec"], int(limited.headers["retry-after"]))


class AuditDurability(ServerTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def test_no_response_without_a_durable_audit_row(self):
        psql("CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN RAISE EXCEPTION 'no'; END$$;"
             "CREATE TRIGGER refuse BEFORE INSERT ON invocations FOR EACH ROW EXECUTE FUNCTION refuse();", db=self.db)
        try:
            res = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, self.t["key"])
            self.assertEqual(res.status, 503)
            self.assertEqual(res.json()["code"], "AUDIT_UNAVAILABLE")
            self.assertNotIn("data", res.json())
        finally:
            psql("DROP TRIGGER refuse ON invocations; DROP FUNCTION refuse();", db=self.db)
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, self.t["key"]).status, 200)


class Receiver(http.server.BaseHTTPRequestHandler):
    received = []

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        Receiver.received.append((dict(self.headers), body))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


class InvocationWebhooks(ServerTestCase):
    server_env = {"CXS_WEBHOOKS_POLL_INTERVAL_MS": "100"}

    def test_a_signed_invocation_event_reaches_the_subscriber(self):
        t = tenant(self.server, self.db)
        receiver = http.server.HTTPServer(("127.0.0.1", 0), Receiver)
        threading.Thread(target=receiver.serve_forever, daemon=True).start()
        try:
            hook = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/webhooks",
                                       {"url": f"http://127.0.0.1:{receiver.server_port}/hook",
                                        "events": ["invocation.success"]}, t["admin"])
            self.assertEqual(hook.status, 201, hook.body)
            secret = hook.json()["secret"]
            res = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT, "patientHash": HASH}, t["key"])
            self.assertEqual(res.status, 200)
            deadline = time.time() + 30  # a loaded ASan run has taken over 10 s for a first attempt
            while time.time() < deadline and not Receiver.received:
                time.sleep(0.1)
            self.assertTrue(Receiver.received, "no delivery within 30 s")
            headers, body = Receiver.received[0]
            expected = "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
            self.assertEqual(headers["Svc-Signature"], expected)
            self.assertEqual(headers["Svc-Event"], "invocation.success")
            event = json.loads(body)
            self.assertEqual(event["type"], "invocation.success")
            self.assertEqual(event["id"], headers["Svc-Delivery"])
            self.assertEqual(event["data"]["requestId"], res.headers["x-request-id"])
            self.assertNotIn("fever", body.decode())  # metadata only, never the transcript
        finally:
            receiver.shutdown()


if __name__ == "__main__":
    unittest.main()
