"""The remote language engine wired into the service, against the fake OpenAI-compatible
server (fake_openai.py, in-process): model answers go through the clinical priors, the
repair round-trip, fallback and failure codes, the circuit breaker, token accounting, PHI
redaction before the model, and that nothing of the upstream (error bodies, model or vendor
names) reaches clients or logs. Also the AI assistant (/ai-assist) with and without a model."""

import json
import re
import time
import unittest

from fake_openai import FakeOpenAI, VENDOR_ERROR, instance_of
from harness import ServerTestCase, auth, make_jwt, new_org, psql

BASE = "/api/studio/v1"
MODEL = "clinical-model-x"
# What the fake's error bodies carry; none of it may ever reach a client or a log line.
LEAK_MARKERS = ["FAKE-VENDOR-SECRET", "gpt-fake", MODEL]
SCHEMA = {"sections": [{"id": "consult", "title": "Consult", "fields": [
    {"key": "chiefComplaint", "label": "Chief complaint", "type": "string"},
    {"key": "vitals", "label": "Vitals", "type": "vitals-block"},
    {"key": "diagnoses", "label": "Diagnoses", "type": "diagnosis-list"},
    {"key": "medications", "label": "Medications", "type": "medication-list"}]}]}
CONSULT = ("Fever for 3 days. No tuberculosis. Known case of type 2 diabetes.\n"
           "BP 150/95 mmHg. Continue Metformin 500 mg twice daily.")


def conform(schema, value):
    """`value` completed to `schema`: members not given are null where nullable, else as the fake would fill them."""
    types = schema.get("type", "object")
    types = types if isinstance(types, list) else [types]
    if value is None:
        return None if "null" in types or None in schema.get("enum", [1]) else instance_of(schema)
    if "object" in types and isinstance(value, dict):
        props = schema.get("properties", {})
        return {k: conform(props[k], value.get(k)) for k in schema.get("required", list(props))}
    if "array" in types and isinstance(value, list):
        return [conform(schema.get("items", {}), v) for v in value]
    return value


def model_answer(response_format_schema):
    """A model's answer for SCHEMA about CONSULT: one negated diagnosis, one wrong ICD-10 code,
    an unnormalised frequency and no generic name, evidence as quotes."""
    return conform(response_format_schema, {
        "chiefComplaint": "Fever for 3 days",
        "vitals": {"bloodPressure": {"systolic": 150, "diastolic": 95, "unit": "mm[Hg]",
                                     "evidence": {"quote": "BP 150/95 mmHg"}}},
        "diagnoses": [
            {"name": "Type 2 diabetes mellitus", "icd10": "Z99.9", "status": "confirmed",
             "evidence": {"quote": "type 2 diabetes"}},
            {"name": "Tuberculosis", "icd10": "A15.0", "status": "confirmed",
             "evidence": {"quote": "No tuberculosis"}}],
        "medications": [{"name": "Metformin", "dose": {"value": 500, "unit": "mg"}, "frequency": "twice daily",
                         "evidence": {"quote": "Metformin 500 mg twice daily"}}],
    })


def make_tenant(server, slug="remote", schema=SCHEMA, settings=None, insights=None, inputs=None):
    """An org, a project, one published API with `schema` (and declared `inputs`) and a test key."""
    org = new_org()
    admin = auth(make_jwt(org))
    project = server.request("POST", BASE + "/projects", {"name": "Clinic"}, admin).json()
    api = server.request("POST", f"{BASE}/projects/{project['id']}/apis", {"name": "Remote", "slug": slug}, admin)
    assert api.status == 201, api.body
    api = api.json()
    draft = {"schema": schema, "systemPrompt": "Document the consult for the treating doctor."}
    if insights:
        draft["insights"] = insights
    if inputs:
        draft["inputs"] = inputs
    patch = {"draft": draft}
    if settings:
        patch["settings"] = settings
    res = server.request("PATCH", f"{BASE}/apis/{api['id']}", patch, admin)
    assert res.status == 200, res.body
    res = server.request("POST", f"{BASE}/apis/{api['id']}/publish", None, admin)
    assert res.status == 200, res.body
    key = server.request("POST", f"{BASE}/projects/{project['id']}/keys", {"name": "app", "mode": "test"}, admin)
    return {"org": org, "admin": admin, "project": project, "api": api, "key": auth(key.json()["key"])}


def metric(text, series):
    """The value of one series (name and labels exactly as served) in Prometheus text."""
    for line in text.splitlines():
        if line.startswith(series + " "):
            return float(line.split()[-1])
    return None


class RemoteCase(ServerTestCase):
    """A server whose language engine is the fake model server."""

    fallback = "none"
    extra = {}

    @classmethod
    def setUpClass(cls):
        cls.fake = FakeOpenAI().start()
        cls.server_env = {"CXS_ENGINES_LANGUAGE_KIND": "remote", "CXS_ENGINES_LANGUAGE_URL": cls.fake.url,
                          "CXS_ENGINES_LANGUAGE_MODEL": MODEL, "CXS_ENGINES_LANGUAGE_FALLBACK": cls.fallback,
                          "CXS_ENGINES_LANGUAGE_TIMEOUT_MS": "1500", **cls.extra}
        super().setUpClass()

    @classmethod
    def tearDownClass(cls):
        server = cls.server
        super().tearDownClass()
        cls.fake.stop()
        # Nothing of the upstream in anything the server wrote, stdout or stderr.
        logs = json.dumps(server.lines) + server.proc.stderr.read()
        for marker in LEAK_MARKERS:
            if marker in logs:
                raise AssertionError(f"{marker!r} leaked into the server's logs")

    def setUp(self):
        self.fake.reset()

    def assert_no_leak(self, res):
        text = res.body.decode() + json.dumps(res.headers)
        for marker in LEAK_MARKERS + ["openai", "OpenAI"]:
            self.assertNotIn(marker, text)

    def chat_requests(self):
        return [r for r in self.fake.requests() if r["path"] == "/v1/chat/completions"]


class RemoteExtract(RemoteCase):
    extra = {"CXS_ENGINES_LANGUAGE_BREAKER_FAILURES": "1000"}

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = make_tenant(cls.server)
        cls.phi = make_tenant(cls.server, slug="redacted", settings={"redactPHI": True})
        cls.ins = make_tenant(cls.server, slug="insightful",
                              insights={"enabled": True, "kinds": ["red-flags", "drug-allergy"]})

    def extract(self, text=CONSULT, tenant=None, slug="remote", **body):
        tenant = tenant or self.t
        return self.server.request("POST", f"{BASE}/extract/{slug}", {"text": text, **body}, tenant["key"])

    def answer_with_model_content(self):
        # The schema the service sends decides the shape; read it from a first call.
        self.extract()
        schema = self.chat_requests()[0]["json"]["response_format"]["json_schema"]["schema"]
        self.fake.reset()
        self.fake.configure(content=model_answer(schema), total_tokens=77)

    def test_model_answer_goes_through_the_clinical_priors(self):
        self.answer_with_model_content()
        res = self.extract()
        self.assertEqual(res.status, 200, res.body)
        self.assertNotIn("x-svc-degraded", res.headers)
        data = res.json()["data"]
        # Negated "No tuberculosis" is filtered; the wrong ICD-10 code is replaced from our table.
        self.assertEqual([d["name"] for d in data["diagnoses"]], ["Type 2 diabetes mellitus"])
        self.assertTrue(data["diagnoses"][0]["icd10"].startswith("E11"), data["diagnoses"][0])
        # Generic filled, frequency normalised, evidence as offsets into the text.
        med = data["medications"][0]
        self.assertEqual((med["generic"], med["frequency"]), ("metformin", "BD"))
        self.assertIn("Metformin", CONSULT[med["evidence"]["start"]:med["evidence"]["end"]])
        bp = data["vitals"]["bloodPressure"]
        self.assertEqual((bp["systolic"], bp["diastolic"], bp["flag"]), (150, 95, "abnormal"))
        self.assertTrue(bp["loinc"])
        # What the model was sent: the configured model, the schema, the API's prompt and the text.
        sent = self.chat_requests()[0]["json"]
        self.assertEqual(sent["model"], MODEL)
        self.assertEqual(sent["response_format"]["type"], "json_schema")
        prompt = json.dumps(sent["messages"])
        self.assertIn("Document the consult for the treating doctor.", prompt)
        self.assertIn("Metformin 500 mg twice daily", prompt)
        # The model's usage is the invocation's totalTokens.
        rid = res.headers["x-request-id"]
        row = psql(f"SELECT status, total_tokens FROM invocations WHERE request_id = '{rid}'", db=self.db)
        self.assertEqual(row, "SUCCESS|77")

    def test_schema_violation_gets_one_repair_round_trip(self):
        self.answer_with_model_content()
        self.fake.configure(violation_times=1)
        res = self.extract()
        self.assertEqual(res.status, 200, res.body)
        calls = self.chat_requests()
        self.assertEqual(len(calls), 2)
        repair = calls[1]["json"]["messages"]
        self.assertEqual(repair[-2]["role"], "assistant")
        self.assertIn("does not match the JSON schema", repair[-1]["content"])
        rid = res.headers["x-request-id"]
        self.assertEqual(psql(f"SELECT total_tokens FROM invocations WHERE request_id = '{rid}'", db=self.db), "154")

    def test_invalid_answers_twice_is_502(self):
        self.fake.configure(invalid_json_times=2)
        res = self.extract()
        self.assertEqual(res.status, 502, res.body)
        self.assertEqual(res.json()["code"], "UPSTREAM_ERROR")

    def test_failing_model_is_502_without_leaking_anything(self):
        self.fake.configure(fail_times=10)
        res = self.extract()
        self.assertEqual(res.status, 502, res.body)
        self.assertEqual(res.json()["code"], "UPSTREAM_ERROR")
        self.assert_no_leak(res)
        self.assertEqual(len(self.chat_requests()), 3)  # first call and two retries
        rid = res.headers["x-request-id"]
        row = psql(f"SELECT status, error_code FROM invocations WHERE request_id = '{rid}'", db=self.db)
        self.assertEqual(row, "FAILED|UPSTREAM_ERROR")
        # The operators' log line says what happened, without the upstream body.
        line = self.server.wait_for_log("remote language engine call failed")
        self.assertIn("HTTP 500", line["detail"])
        for other in ("/summarize", "/insights/remote"):
            body = {"text": CONSULT} if other == "/summarize" else {"transcript": CONSULT}
            res = self.server.request("POST", BASE + other, body, self.t["key"])
            self.assert_no_leak(res)

    def test_slow_model_is_504(self):
        self.fake.configure(delay_s=3)
        res = self.extract()
        self.assertEqual(res.status, 504, res.body)
        self.assertEqual(res.json()["code"], "UPSTREAM_TIMEOUT")
        self.assert_no_leak(res)

    def test_the_time_spent_waiting_on_the_model_is_measured(self):
        def bucket(le):
            text = self.server.request("GET", "/metrics").body.decode()
            return metric(text, 'cxs_remote_engine_call_duration_seconds_bucket{kind="language",le="%s"}' % le) or 0

        faster, within = bucket("0.25"), bucket("2.5")
        self.fake.configure(delay_s=0.3)
        self.assertEqual(self.extract().status, 200)
        self.assertEqual(bucket("0.25"), faster)  # the call took longer than 0.25 s
        self.assertEqual(bucket("2.5"), within + 1)  # and was counted once (a margin for slow builds)

    def test_model_receives_only_redacted_text(self):
        text = ("Patient Mr. Ramesh Kumar, phone 9876543210, Aadhaar 7260 1815 9082, has fever for 3 days. "
                "BP 150/95 mmHg. Continue Metformin 500 mg twice daily.")
        res = self.extract(text=text, tenant=self.phi, slug="redacted")
        self.assertEqual(res.status, 200, res.body)
        sent = json.dumps(self.fake.requests())
        for raw in ("Ramesh", "Kumar", "9876543210", "7260 1815 9082", "726018159082"):
            self.assertNotIn(raw, sent)
        self.assertIn("fever for 3 days", sent)  # the clinical content did reach the model
        token_map = res.json()["phiTokenMap"]
        self.assertIn("Ramesh Kumar", token_map.values())
        self.assertIn("9876543210", token_map.values())
        self.assertTrue(any("7260" in v for v in token_map.values()), token_map)
        for token in token_map:
            self.assertIn(token, sent)  # the model saw the typed tokens instead

    def test_include_insights_asks_the_model_too(self):
        res = self.extract(tenant=self.ins, slug="insightful", includeInsights=True)
        self.assertEqual(res.status, 200, res.body)
        calls = self.chat_requests()
        self.assertEqual(len(calls), 2)  # the extraction, then the insights of the API's kinds
        second = calls[1]["json"]["response_format"]["json_schema"]
        self.assertEqual(second["name"], "insights")
        kinds = second["schema"]["properties"]["items"]["items"]["properties"]["kind"]["enum"]
        self.assertEqual(sorted(kinds), ["drug-allergy", "red-flags"])
        items = res.json()["insights"]["items"]
        self.assertEqual([i["title"] for i in items], ["fake"])  # the model's finding, not a rule's
        rid = res.headers["x-request-id"]
        self.assertEqual(psql(f"SELECT total_tokens FROM invocations WHERE request_id = '{rid}'", db=self.db), "84")
        self.assert_no_leak(res)

    def test_summaries_and_insights_use_the_model(self):
        self.fake.configure(content={"lines": ["Fever for 3 days in a known diabetic.", "BP raised."]})
        res = self.server.request("POST", BASE + "/summarize", {"text": CONSULT, "maxLines": 5}, self.t["key"])
        self.assertEqual(res.status, 200, res.body)
        self.assertEqual(res.json()["summary"], "Fever for 3 days in a known diabetic.\nBP raised.")
        self.assertEqual(len(self.chat_requests()), 1)


TOKEN = re.compile(r"\[[A-Z_]+_[0-9]+\]")


def restore(text, token_map):
    """`text` with every token of `token_map` replaced by its value, as a client restores it."""
    return TOKEN.sub(lambda m: token_map.get(m.group(0), m.group(0)), text)


class RemoteRedactsEveryText(RemoteCase):
    """With redactPHI on, every free text of a request reaches the model redacted, not only
    the consult: an insights call's priorNoteSummary and the declared inputs of /extract
    (string values, also inside an object input). One token map covers them all (the same
    name has one token in every text), so what the model echoes is restored from
    phiTokenMap as for the consult."""

    INPUTS = [{"key": "patientName", "type": "string", "description": "Patient's full name"},
              {"key": "contact", "type": "string"},
              {"key": "mrn", "type": "string", "description": "Hospital record number"},
              {"key": "visit", "type": "object", "description": "Visit details"},
              {"key": "ageYears", "type": "integer"}]
    TRANSCRIPT = ("Mr. Ramesh Kumar has had fever for 3 days with headache. BP 150/95 mmHg. "
                  "Tab Paracetamol 650 mg TDS.")
    PRIOR = ("Ramesh Kumar, MRN 4471235, mobile 9123456780, known hypertensive. Allergic to aspirin. "
             "His daughter Mrs. Sunita Devi (sunita.devi@example.com) brings him.")
    PRIOR_RAW = ["Ramesh", "Kumar", "4471235", "9123456780", "Sunita", "sunita.devi@example.com"]
    INPUT_VALUES = {"patientName": "Lakshmi Narayanan", "contact": "call 9988776655 or mail lakshmi.n@example.org",
                    "mrn": "UH-558812", "visit": {"attendant": "Mrs. Kamala Iyer", "ward": "OPD 3"},
                    "ageYears": 61}
    INPUT_RAW = ["Lakshmi", "Narayanan", "9988776655", "lakshmi.n@example.org", "558812", "Kamala", "Iyer"]

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = make_tenant(cls.server, slug="private", settings={"redactPHI": True}, inputs=cls.INPUTS,
                            insights={"enabled": True, "kinds": ["red-flags"]})

    def assert_not_sent(self, raws):
        sent = json.dumps(self.fake.requests())
        for raw in raws:
            self.assertFalse(raw in sent, f"{raw!r} reached the model")

    def user_message(self, call):
        return next(m["content"] for m in call["json"]["messages"] if m["role"] == "user")

    def test_insights_prior_note_summary_reaches_the_model_redacted(self):
        body = {"transcript": self.TRANSCRIPT, "priorNoteSummary": self.PRIOR}
        res = self.server.request("POST", f"{BASE}/insights/private", body, self.t["key"])
        self.assertEqual(res.status, 200, res.body)
        self.assert_not_sent(self.PRIOR_RAW)
        user = self.user_message(self.chat_requests()[0])
        prior_sent = user.split("Summary of the patient's prior note:\n", 1)[1].split("\n\n", 1)[0]
        self.assertIn("known hypertensive", prior_sent)  # the clinical content did reach the model
        tokens = TOKEN.findall(prior_sent)
        token_map = res.json()["phiTokenMap"]
        # One map for both texts: the patient named in the transcript and in the prior note
        # is one token, and every token of the prior note is in the map.
        self.assertEqual(list(token_map.values()).count("Ramesh Kumar"), 1, token_map)
        self.assertTrue(tokens and all(t in token_map for t in tokens), (prior_sent, token_map))
        # The model echoes the prior note's tokens: the client restores them from the map.
        self.fake.reset()
        echo = "Contact " + ", ".join(tokens)
        self.fake.configure(content={"items": [{"kind": "red-flags", "code": "CONTACT_FAMILY", "severity": "warning",
                                                "title": "Fever with headache", "detail": echo,
                                                "evidence": [{"quote": "fever for 3 days"}]}]})
        res = self.server.request("POST", f"{BASE}/insights/private", body, self.t["key"])
        self.assertEqual(res.status, 200, res.body)
        self.assert_not_sent(self.PRIOR_RAW)
        answer = res.json()
        detail = answer["insights"]["items"][0]["detail"]
        self.assertEqual(detail, echo)
        restored = restore(detail, answer["phiTokenMap"])
        for raw in ("Ramesh Kumar", "4471235", "9123456780", "Sunita Devi", "sunita.devi@example.com"):
            self.assertIn(raw, restored)
        # The prior-note rules still read the note as sent.
        self.assertEqual(answer["insights"]["priorNote"]["allergies"], ["aspirin"])

    def test_extract_declared_inputs_reach_the_model_redacted(self):
        body = {"text": self.TRANSCRIPT, "inputs": self.INPUT_VALUES}
        res = self.server.request("POST", f"{BASE}/extract/private", body, self.t["key"])
        self.assertEqual(res.status, 200, res.body)
        self.assert_not_sent(self.INPUT_RAW + ["Ramesh"])
        user = self.user_message(self.chat_requests()[0])
        inputs_sent = user.split("Inputs given with this request:\n", 1)[1].split("\n\n", 1)[0]
        self.assertIn("OPD 3", inputs_sent)  # what is not an identifier is sent as it is
        self.assertIn("61", inputs_sent)
        tokens = TOKEN.findall(inputs_sent)
        token_map = res.json()["phiTokenMap"]
        self.assertTrue(tokens and all(t in token_map for t in tokens), (inputs_sent, token_map))
        # The model echoes the inputs' tokens in a string field: restored from the map.
        schema = self.chat_requests()[0]["json"]["response_format"]["json_schema"]["schema"]
        self.fake.reset()
        echo = "Fever in " + " / ".join(tokens)
        self.fake.configure(content=conform(schema, {"chiefComplaint": echo}))
        res = self.server.request("POST", f"{BASE}/extract/private", body, self.t["key"])
        self.assertEqual(res.status, 200, res.body)
        self.assert_not_sent(self.INPUT_RAW + ["Ramesh"])
        answer = res.json()
        self.assertEqual(answer["data"]["chiefComplaint"], echo)
        restored = restore(answer["data"]["chiefComplaint"], answer["phiTokenMap"])
        for raw in ("Lakshmi Narayanan", "9988776655", "lakshmi.n@example.org", "558812", "Kamala Iyer"):
            self.assertIn(raw, restored)


class RemoteFallback(RemoteCase):
    fallback = "embedded"
    # 10 s: the pause must outlast three extractions and a summary on a loaded ASan run.
    pause_ms = 10000
    extra = {"CXS_ENGINES_LANGUAGE_BREAKER_FAILURES": "2", "CXS_ENGINES_LANGUAGE_BREAKER_PAUSE_MS": str(pause_ms)}

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = make_tenant(cls.server)

    def extract(self):
        return self.server.request("POST", f"{BASE}/extract/remote", {"text": CONSULT}, self.t["key"])

    def test_down_model_degrades_to_the_embedded_engine_and_the_breaker_stops_calls(self):
        self.fake.configure(fail_times=1000)
        for _ in range(2):
            res = self.extract()
            self.assertEqual(res.status, 200, res.body)
            self.assertEqual(res.headers.get("x-svc-degraded"), "language")
            self.assert_no_leak(res)
            bp = res.json()["data"]["vitals"]["bloodPressure"]  # the embedded engine's answer
            self.assertEqual((bp["systolic"], bp["diastolic"]), (150, 95))
        opened_by = time.monotonic()  # the second request's failure opened it before its answer
        calls = len(self.chat_requests())
        self.assertEqual(calls, 6)  # two requests, each a call and two retries
        # Two failed calls opened the breaker: the model is not called during the pause.
        for _ in range(3):
            res = self.extract()
            self.assertEqual(res.headers.get("x-svc-degraded"), "language")
        self.assertEqual(len(self.chat_requests()), calls)
        summary = self.server.request("POST", BASE + "/summarize", {"text": CONSULT}, self.t["key"])
        self.assertEqual(summary.status, 200)
        self.assertEqual(summary.headers.get("x-svc-degraded"), "language")
        self.assertEqual(len(self.chat_requests()), calls)
        # After the pause one probe goes through; its success closes the breaker.
        self.fake.reset()
        time.sleep(max(0.0, opened_by + self.pause_ms / 1000.0 + 0.2 - time.monotonic()))
        res = self.extract()
        self.assertEqual(res.status, 200)
        self.assertNotIn("x-svc-degraded", res.headers)
        self.assertEqual(len(self.chat_requests()), 1)
        # Operators see it all in /metrics, by engine kind only: two failed calls (each after
        # its retries), four refused by the open breaker, one good probe; six degraded answers.
        text = self.server.request("GET", "/metrics").body.decode()
        self.assertEqual(metric(text, 'cxs_remote_engine_calls_total{kind="language",outcome="error"}'), 2)
        self.assertEqual(metric(text, 'cxs_remote_engine_calls_total{kind="language",outcome="refused"}'), 4)
        self.assertEqual(metric(text, 'cxs_remote_engine_calls_total{kind="language",outcome="ok"}'), 1)
        self.assertEqual(metric(text, 'cxs_engine_fallbacks_total{kind="language"}'), 6)
        # Only calls that sent something are timed: the two failed ones and the probe.
        self.assertEqual(metric(text, 'cxs_remote_engine_call_duration_seconds_count{kind="language"}'), 3)
        for marker in LEAK_MARKERS + [MODEL, "openai"]:
            self.assertNotIn(marker, text)


class AiAssistEmbedded(ServerTestCase):
    """/ai-assist with only the embedded engines: templates, terminology and real runs."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = make_tenant(cls.server, slug="htn-clinic")

    def assist(self, want, message=None, api_id=None, admin=None):
        body = {"apiId": api_id or self.t["api"]["id"], "want": want}
        if message is not None:
            body["message"] = message
        return self.server.request("POST", BASE + "/ai-assist", body, admin or self.t["admin"])

    def test_fields_propose_vitals_for_a_hypertension_clinic(self):
        res = self.assist("fields", "hypertension follow-up clinic")
        self.assertEqual(res.status, 201, res.body)
        draft = res.json()
        self.assertTrue(draft["id"].startswith("drf_"))
        self.assertEqual((draft["want"], draft["engine"]), ("fields", "embedded"))
        fields = [f for s in draft["result"]["schema"]["sections"] for f in s["fields"]]
        types = {f["type"] for f in fields}
        keys = {f["key"] for f in fields}
        self.assertIn("vitals-block", types)
        self.assertIn("homeBpReadings", keys)
        self.assertIn("bpControl", keys)
        self.assertIn("followUpInDays", json.dumps(draft["result"]["schema"]))
        self.assertIn("I10", json.dumps(draft["result"]["conditions"]))  # hypertension from the tables
        # The proposal is a schema the API accepts as it is.
        res = self.server.request("PATCH", f"{BASE}/apis/{self.t['api']['id']}",
                                  {"draft": {"schema": draft["result"]["schema"]}}, self.t["admin"])
        self.assertEqual(res.status, 200, res.body)
        res = self.server.request("PATCH", f"{BASE}/apis/{self.t['api']['id']}", {"draft": {"schema": SCHEMA}},
                                  self.t["admin"])
        self.assertEqual(res.status, 200, res.body)

    def test_prompt_edge_cases_and_test_transcript_follow_the_schema(self):
        prompt = self.assist("prompt", "a hypertension clinic").json()["result"]["systemPrompt"]
        self.assertIn("a hypertension clinic", prompt)
        for key in ("chiefComplaint", "vitals", "diagnoses", "medications"):
            self.assertIn(f"({key})", prompt)
        self.assertIn("1-0-1 is BD", prompt)
        cases = self.assist("edge-cases").json()["result"]["cases"]
        kinds = {(c["field"], c["kind"]) for c in cases}
        for expected in [("diagnoses", "negation"), ("vitals", "units"), ("medications", "dosing-shorthand"),
                         ("chiefComplaint", "code-mix")]:
            self.assertIn(expected, kinds)
        result = self.assist("test-transcript").json()["result"]
        self.assertEqual(set(result["covers"]), {"chiefComplaint", "vitals", "diagnoses", "medications"})
        # The consult it writes really exercises the schema: the extractor fills the primitives.
        res = self.server.request("POST", f"{BASE}/extract/htn-clinic", {"text": result["transcript"]}, self.t["key"])
        data = res.json()["data"]
        self.assertEqual(data["vitals"]["bloodPressure"]["systolic"], 146)
        self.assertTrue(data["diagnoses"] and data["medications"], data)

    def test_diagnose_runs_the_draft_on_saved_transcripts(self):
        api = self.t["api"]["id"]
        tt = self.server.request("POST", f"{BASE}/apis/{api}/test-transcripts",
                                 {"name": "bp only", "transcript": "BP 150/95 mmHg. Tab Metformin 500 mg BD.",
                                  "expected": {"medications": [{"name": "amlodipine"}]}}, self.t["admin"])
        self.assertEqual(tt.status, 201, tt.body)
        result = self.assist("diagnose").json()["result"]
        run = result["runs"][0]
        self.assertEqual(run["name"], "bp only")
        self.assertIn("diagnoses", run["emptyFields"])  # nothing in the transcript names one
        self.assertNotIn("vitals", run["emptyFields"])
        self.assertEqual([m["field"] for m in run["mismatches"]], ["medications"])
        self.assertIn("diagnoses", result["alwaysEmpty"])
        self.assertTrue(any("diagnoses" in a for a in result["advice"]))

    def test_diagnose_with_redact_phi_runs_each_transcript_through_the_redactor(self):
        api = self.t["api"]["id"]
        res = self.server.request("PATCH", f"{BASE}/apis/{api}", {"settings": {"redactPHI": True}}, self.t["admin"])
        self.assertEqual(res.status, 200, res.body)
        try:
            tt = self.server.request("POST", f"{BASE}/apis/{api}/test-transcripts",
                                     {"name": "with identifiers",
                                      "transcript": "Patient Mr. Ramesh Kumar, phone 9876543210. BP 150/95 mmHg.",
                                      "expected": {}}, self.t["admin"])
            self.assertEqual(tt.status, 201, tt.body)
            res = self.assist("diagnose")
            self.assertEqual(res.status, 201, res.body)
            run = next(r for r in res.json()["result"]["runs"] if r["name"] == "with identifiers")
            # The run really extracted (from the redacted text): a run refused for want of a
            # redaction would have every field empty.
            self.assertNotIn("vitals", run["emptyFields"])
            self.assertNotIn("Ramesh", json.dumps(res.json()["result"]))
        finally:
            res = self.server.request("PATCH", f"{BASE}/apis/{api}", {"settings": {"redactPHI": False}},
                                      self.t["admin"])
            self.assertEqual(res.status, 200, res.body)

    def test_chat_points_to_what_helps(self):
        res = self.assist("chat", "why does the diagnoses field come back empty?")
        self.assertEqual(res.status, 201, res.body)
        wants = [s["want"] for s in res.json()["result"]["suggestions"]]
        self.assertIn("diagnose", wants)

    def test_validation_and_tenancy(self):
        self.assertEqual(self.assist("poem").status, 422)
        self.assertEqual(self.assist("chat").status, 422)  # chat needs a message
        self.assertEqual(self.assist("fields", api_id="api_nope").status, 404)
        other = auth(make_jwt(new_org()))
        self.assertEqual(self.assist("fields", admin=other).status, 404)
        self.assertEqual(self.server.request("GET", f"{BASE}/ai-assist/drafts/{self.t['api']['id']}", None,
                                             other).status, 404)
        self.assertEqual(self.server.request("POST", BASE + "/ai-assist", {"apiId": "x", "want": "chat"},
                                             self.t["key"]).status, 401)

    def test_drafts_are_listed_newest_first(self):
        first = self.assist("edge-cases").json()["id"]
        second = self.assist("prompt").json()["id"]
        page = self.server.request("GET", f"{BASE}/ai-assist/drafts/{self.t['api']['id']}?limit=1", None,
                                   self.t["admin"]).json()
        self.assertEqual([d["id"] for d in page["items"]], [second])
        rest = self.server.request("GET", f"{BASE}/ai-assist/drafts/{self.t['api']['id']}?cursor={page['nextCursor']}",
                                   None, self.t["admin"]).json()
        self.assertEqual(rest["items"][0]["id"], first)
        self.assertIn("cases", rest["items"][0]["result"])


class AiAssistRemote(RemoteCase):
    """/ai-assist with the fake model: its answer is added; a failing model degrades."""

    fallback = "embedded"

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = make_tenant(cls.server)

    def test_model_answer_is_added_and_stored(self):
        self.fake.configure(content={"answer": "Add a field for home BP readings."}, total_tokens=30)
        res = self.server.request("POST", BASE + "/ai-assist",
                                  {"apiId": self.t["api"]["id"], "want": "fields", "message": "hypertension clinic"},
                                  self.t["admin"])
        self.assertEqual(res.status, 201, res.body)
        draft = res.json()
        self.assertEqual(draft["engine"], "remote")
        self.assertEqual(draft["result"]["answer"], "Add a field for home BP readings.")
        self.assertIn("schema", draft["result"])
        sent = json.dumps(self.chat_requests()[0]["json"]["messages"])
        self.assertIn("hypertension clinic", sent)
        self.assertIn("chiefComplaint", sent)  # prompted with the API's schema
        listed = self.server.request("GET", f"{BASE}/ai-assist/drafts/{self.t['api']['id']}", None, self.t["admin"])
        self.assertEqual(listed.json()["items"][0]["id"], draft["id"])

    def test_failing_model_falls_back_to_the_embedded_answer(self):
        self.fake.configure(fail_times=10)
        res = self.server.request("POST", BASE + "/ai-assist",
                                  {"apiId": self.t["api"]["id"], "want": "edge-cases"}, self.t["admin"])
        self.assertEqual(res.status, 201, res.body)
        self.assertEqual(res.headers.get("x-svc-degraded"), "language")
        self.assertEqual(res.json()["engine"], "embedded")
        self.assertTrue(res.json()["result"]["cases"])
        self.assert_no_leak(res)


if __name__ == "__main__":
    unittest.main()
