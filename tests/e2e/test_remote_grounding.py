"""Grounding enforced for the remote language engine (issue 18), against the fake
OpenAI-compatible server: values whose own evidence does not support them — a blood glucose
cited to the blood-pressure sentence, a temperature of 45 read from "45 years old", a
diagnosis cited to a pulse — are left out of `data`, each with an UNGROUNDED_VALUE warning
naming its field and its cited span, and counted in cxs_language_ungrounded_values_total by
field type; grounded values stay and still go through the clinical priors."""

import unittest

from test_remote_engines import BASE, RemoteCase, conform, make_tenant, metric

SCHEMA = {"sections": [{"id": "consult", "title": "Consult", "fields": [
    {"key": "vitals", "label": "Vitals", "type": "vitals-block"},
    {"key": "diagnoses", "label": "Diagnoses", "type": "diagnosis-list"},
    {"key": "medications", "label": "Medications", "type": "medication-list"}]}]}
CONSULT = ("Mr. Ramesh Kumar is 45 years old, mobile 98765 43210. BP 130/85 mmHg. Pulse 88. "
           "Known case of type 2 diabetes. Continue Metformin 500 mg twice daily.")


def quote(text):
    return {"quote": text}


def model_answer(response_format_schema):
    """Grounded values and three that are not, as a model could answer about CONSULT."""
    return conform(response_format_schema, {
        "vitals": {
            "bloodPressure": {"systolic": 130, "diastolic": 85, "unit": "mm[Hg]", "evidence": quote("BP 130/85 mmHg")},
            "heartRate": {"value": 88, "unit": "/min", "evidence": quote("Pulse 88")},
            # Not grounded: the number is in the span, the concept is not.
            "bloodGlucose": {"value": 130, "unit": "mg/dL", "evidence": quote("BP 130/85 mmHg")},
            "temperature": {"value": 45, "unit": "Cel", "evidence": quote("45 years old")},
        },
        "diagnoses": [
            {"name": "Type 2 diabetes mellitus", "status": "confirmed", "evidence": quote("type 2 diabetes")},
            {"name": "Tuberculosis", "status": "confirmed", "evidence": quote("Pulse 88")},
        ],
        "medications": [{"name": "Metformin", "dose": {"value": 500, "unit": "mg"}, "frequency": "twice daily",
                         "evidence": quote("Metformin 500 mg twice daily")}],
    })


UNGROUNDED = {"vitals.bloodGlucose": "BP 130/85 mmHg", "vitals.temperature": "45 years old",
              "diagnoses": "Pulse 88"}


class RemoteGrounding(RemoteCase):
    extra = {"CXS_ENGINES_LANGUAGE_BREAKER_FAILURES": "1000"}

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = make_tenant(cls.server, slug="grounded", schema=SCHEMA)
        cls.phi = make_tenant(cls.server, slug="grounded-redacted", schema=SCHEMA, settings={"redactPHI": True})

    def extract(self, tenant, slug):
        return self.server.request("POST", f"{BASE}/extract/{slug}", {"text": CONSULT}, tenant["key"])

    def answer_with_model_content(self, tenant, slug):
        # The schema the service sends decides the answer's shape; read it from a first call.
        self.extract(tenant, slug)
        schema = self.chat_requests()[0]["json"]["response_format"]["json_schema"]["schema"]
        self.fake.reset()
        self.fake.configure(content=model_answer(schema))

    def counts(self):
        text = self.server.request("GET", "/metrics").body.decode()
        return {kind: metric(text, 'cxs_language_ungrounded_values_total{field_type="%s"}' % kind) or 0
                for kind in ("vitals-block", "diagnosis-list", "medication-list")}

    def check(self, res):
        self.assertEqual(res.status, 200, res.body)
        self.assertNotIn("x-svc-degraded", res.headers)
        body = res.json()
        data = body["data"]
        # The ungrounded values are gone; the grounded ones stay, through the priors.
        self.assertEqual(sorted(data["vitals"]), ["bloodPressure", "heartRate"])
        bp = data["vitals"]["bloodPressure"]
        self.assertEqual((bp["systolic"], bp["diastolic"]), (130, 85))
        self.assertEqual(data["vitals"]["heartRate"]["value"], 88)
        self.assertEqual([d["name"] for d in data["diagnoses"]], ["Type 2 diabetes mellitus"])
        med = data["medications"][0]
        self.assertEqual((med["name"], med["dose"], med["frequency"]), ("Metformin", {"value": 500, "unit": "mg"}, "BD"))
        # One warning per value left out, naming its field, pointing at the span it cited.
        warnings = [w for w in body.get("warnings", []) if w["code"] == "UNGROUNDED_VALUE"]
        self.assertEqual(sorted(w["field"] for w in warnings), sorted(UNGROUNDED))
        for w in warnings:
            cited = CONSULT[w["evidence"]["start"]:w["evidence"]["end"]]
            self.assertEqual(cited, UNGROUNDED[w["field"]], w)
            self.assertTrue(w["message"], w)
        self.assertIn("Tuberculosis", next(w for w in warnings if w["field"] == "diagnoses")["message"])
        # The age was never read as a temperature: no abnormal or implausible temperature anywhere.
        self.assertNotIn("IMPLAUSIBLE_VITAL", [w["code"] for w in body.get("warnings", [])])

    def test_ungrounded_values_are_left_out_warned_and_counted(self):
        self.answer_with_model_content(self.t, "grounded")
        before = self.counts()
        res = self.extract(self.t, "grounded")
        self.check(res)
        after = self.counts()
        self.assertEqual(after["vitals-block"] - before["vitals-block"], 2)
        self.assertEqual(after["diagnosis-list"] - before["diagnosis-list"], 1)
        self.assertEqual(after["medication-list"], before["medication-list"])
        self.assert_no_leak(res)

    def test_with_redaction_the_warnings_point_into_the_text_sent(self):
        # The model reads the redacted text (the name and the phone number are tokens there):
        # the warnings' spans are mapped back onto the text the client sent.
        self.answer_with_model_content(self.phi, "grounded-redacted")
        before = self.counts()
        res = self.extract(self.phi, "grounded-redacted")
        self.check(res)
        self.assertIn("Ramesh Kumar", res.json()["phiTokenMap"].values())
        self.assertEqual(self.counts()["vitals-block"] - before["vitals-block"], 2)


if __name__ == "__main__":
    unittest.main()
