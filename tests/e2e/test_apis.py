"""Extraction APIs: starter templates, the management lifecycle (create, PATCH, publish,
versions, rollback, archive), draft and settings validation, and discovery with both
credentials (API key: its project only; JWT: the whole organisation)."""

import json
import re
import unittest

from harness import ServerTestCase, auth, database_url, make_jwt, new_org, psql, run_cli

BASE = "/api/studio/v1"
FIVE = ["opd-consult", "discharge-summary", "prescription", "vitals-triage", "referral-letter"]
PRIMITIVES = {"vitals-block", "diagnosis-list", "medication-list", "allergy-list", "investigation-list"}
API_KEYS = {"id", "projectId", "slug", "name", "status", "version", "draft", "publishedSchema",
            "publishedSystemPrompt", "publishedInputs", "publishedAt", "settings", "createdAt", "updatedAt"}
DEFAULT_SETTINGS = {"retainPayloads": False, "enforceClinicalFoundation": True, "redactPHI": False,
                    "vitalRangeSanity": True, "negationHandling": True, "codeMixInterpretation": True,
                    "narrativeBullets": True}
BLANK_DRAFT = {"schema": {"sections": []}, "systemPrompt": "", "inputs": [],
               "insights": {"enabled": False, "kinds": []}}


def field(key, type_, **extra):
    return {"key": key, "label": key.title(), "type": type_, **extra}


def schema_of(*fields, section_id="main"):
    return {"sections": [{"id": section_id, "title": "Main", "fields": list(fields)}]}


class ApiCase(ServerTestCase):
    def setUp(self):
        self.org = new_org()
        self.admin = auth(make_jwt(self.org, sub="admin-1"))

    def call(self, method, path, body=None, headers=None):
        return self.server.request(method, BASE + path, body, self.admin if headers is None else headers)

    def project(self, name="Cardiology"):
        res = self.call("POST", "/projects", {"name": name + " " + new_org()[4:10]})
        self.assertEqual(res.status, 201, res.body)
        return res.json()["id"]

    def create(self, project_id, expect=201, **body):
        res = self.call("POST", f"/projects/{project_id}/apis", body)
        self.assertEqual(res.status, expect, res.body)
        return res.json()

    def problems(self, res):
        self.assertEqual(res.status, 422, res.body)
        self.assertEqual(res.json()["code"], "VALIDATION_FAILED")
        return {f["field"] for f in res.json()["fields"]}

    def audit(self, api_id):
        out = psql("SELECT coalesce(json_agg(json_build_object('action', action, 'details', details, 'actor', actor_sub,"
                   f" 'requestId', request_id) ORDER BY id), '[]') FROM management_audit_events WHERE target_id = '{api_id}'",
                   db=self.db)
        return json.loads(out)


class Templates(ApiCase):
    def test_lists_the_starter_templates_with_complete_drafts(self):
        res = self.call("GET", "/templates")
        self.assertEqual(res.status, 200)
        items = res.json()["items"]
        self.assertEqual([t["id"] for t in items][:5], FIVE)
        types = set()
        for t in items:
            self.assertEqual(set(t), {"id", "name", "description", "schema", "systemPrompt", "inputs", "insights"})
            self.assertGreaterEqual(len(t["schema"]["sections"]), 3)
            self.assertGreater(len(t["systemPrompt"]), 100)
            self.assertTrue(t["inputs"])
            for s in t["schema"]["sections"]:
                types |= {f["type"] for f in s["fields"]}
        self.assertTrue(PRIMITIVES <= types, types)

    def test_templates_need_an_admin_jwt(self):
        self.assertEqual(self.call("GET", "/templates", headers={}).status, 401)
        clinician = auth(make_jwt(self.org, role="CLINICIAN"))
        self.assertEqual(self.call("GET", "/templates", headers=clinician).status, 403)
        self.assertEqual(self.call("GET", "/templates", headers=auth("svc_test_" + "a" * 40)).status, 401)


    def test_the_demo_seed_publishes_the_opd_consult_template(self):
        env = {"CXS_DATABASE_URL": database_url(self.db), "CXS_AUTH_BCRYPT_COST": "4"}
        seeded = run_cli(["seed-demo"], env)
        self.assertEqual(seeded.returncode, 0, seeded.stderr)
        key = re.search(r"svc_test_[A-Za-z0-9_-]{40}", seeded.stdout).group(0)
        res = self.call("GET", "/apis/by-slug/opd-consult", headers=auth(key))
        self.assertEqual(res.status, 200, res.body)
        starter = next(t for t in self.call("GET", "/templates").json()["items"] if t["id"] == "opd-consult")
        self.assertEqual((res.json()["status"], res.json()["version"]), ("PUBLISHED", 1))
        self.assertEqual(res.json()["publishedSchema"], starter["schema"])
        self.assertEqual(res.json()["publishedInputs"], starter["inputs"])
        demo = auth(make_jwt("org_demo"))
        api_id = psql("SELECT id FROM apis WHERE org_id = 'org_demo' AND slug = 'opd-consult'", db=self.db)
        versions = self.call("GET", f"/apis/{api_id}/versions", headers=demo).json()["items"]
        self.assertEqual([(v["version"], v["publishedBy"]) for v in versions], [(1, "scripts/run")])


class Lifecycle(ApiCase):
    def test_create_blank_and_from_a_template(self):
        p = self.project()
        blank = self.create(p, name="Ward round note")
        self.assertEqual(set(blank), API_KEYS)
        self.assertRegex(blank["id"], r"^api_")
        self.assertEqual((blank["projectId"], blank["slug"], blank["status"], blank["version"]),
                         (p, "ward-round-note", "DRAFT", 0))
        self.assertEqual(blank["draft"], BLANK_DRAFT)
        self.assertEqual(blank["settings"], DEFAULT_SETTINGS)
        for k in ["publishedSchema", "publishedSystemPrompt", "publishedInputs", "publishedAt"]:
            self.assertIsNone(blank[k])
        self.assertEqual(self.call("GET", f"/apis/{blank['id']}").json(), blank)

        opd = self.create(p, name="OPD", slug="opd-v2", template="opd-consult")
        starter = next(t for t in self.call("GET", "/templates").json()["items"] if t["id"] == "opd-consult")
        self.assertEqual(opd["slug"], "opd-v2")
        self.assertEqual(opd["draft"], {k: starter[k] for k in ["schema", "systemPrompt", "inputs", "insights"]})
        self.assertEqual([e["action"] for e in self.audit(opd["id"])], ["api.created"])
        self.assertEqual(self.audit(opd["id"])[0]["details"], {"slug": "opd-v2", "template": "opd-consult"})

    def test_create_validation_names_each_field(self):
        p = self.project()
        res = self.call("POST", f"/projects/{p}/apis", {"slug": "Bad Slug", "template": "cardiology", "schema": {}})
        self.assertEqual(self.problems(res), {"name", "slug", "template", "schema"})
        res = self.call("POST", f"/projects/{p}/apis", {"name": " ", "template": 7})
        self.assertEqual(self.problems(res), {"name", "template"})
        res = self.call("POST", f"/projects/{p}/apis", {"name": "!!!"})
        self.assertEqual(self.problems(res), {"slug"})
        res = self.call("POST", f"/projects/{p}/apis", '{"name": ', {**self.admin, "Content-Type": "application/json"})
        self.assertEqual(res.status, 400)

    def test_slug_is_unique_per_organisation(self):
        p1, p2 = self.project(), self.project()
        self.create(p1, name="Triage", slug="triage")
        res = self.call("POST", f"/projects/{p2}/apis", {"name": "Triage 2", "slug": "triage"})
        self.assertEqual(res.status, 409)
        self.assertEqual(res.json()["code"], "CONFLICT")
        other = auth(make_jwt(new_org()))
        res = self.call("POST", "/projects", {"name": "Other"}, other)
        self.assertEqual(self.call("POST", f"/projects/{res.json()['id']}/apis", {"name": "T", "slug": "triage"},
                                   other).status, 201)

    def test_unknown_and_deleted_projects_are_404(self):
        self.assertEqual(self.call("POST", "/projects/prj_nope/apis", {"name": "Xray"}).status, 404)
        self.assertEqual(self.call("GET", "/projects/prj_nope/apis").status, 404)
        p = self.project()
        api = self.create(p, name="Soon gone")
        self.assertEqual(self.call("DELETE", f"/projects/{p}").status, 200)
        for method, path in [("POST", f"/projects/{p}/apis"), ("GET", f"/projects/{p}/apis"),
                             ("GET", f"/apis/{api['id']}"), ("PATCH", f"/apis/{api['id']}"),
                             ("POST", f"/apis/{api['id']}/publish"), ("DELETE", f"/apis/{api['id']}"),
                             ("GET", f"/apis/{api['id']}/versions")]:
            res = self.call(method, path, {"name": "Xray"} if method in ("POST", "PATCH") else None)
            self.assertEqual(res.status, 404, (method, path))
            self.assertEqual(res.json()["code"], "NOT_FOUND")

    def test_publish_versions_and_rollback(self):
        project = self.project()
        # Events are written only for subscribers (a webhook on an unresolvable host: the
        # deliveries are attempted and retried, which this test does not look at).
        hook = self.call("POST", f"/projects/{project}/webhooks",
                         {"url": "https://hooks.example.test/cxs", "events": ["api.published"]})
        self.assertEqual(hook.status, 201, hook.body)
        api = self.create(project, name="OPD", template="opd-consult")
        v1_prompt = api["draft"]["systemPrompt"]
        res = self.call("POST", f"/apis/{api['id']}/publish")
        self.assertEqual(res.status, 200, res.body)
        one = res.json()
        self.assertEqual((one["status"], one["version"]), ("PUBLISHED", 1))
        self.assertEqual(one["publishedSchema"], api["draft"]["schema"])
        self.assertEqual(one["publishedSystemPrompt"], v1_prompt)
        self.assertEqual(one["publishedInputs"], api["draft"]["inputs"])
        self.assertRegex(one["publishedAt"], r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")

        res = self.call("PATCH", f"/apis/{api['id']}", {"draft": {"systemPrompt": "Version two."}})
        self.assertEqual(res.status, 200, res.body)
        self.assertEqual(res.json()["publishedSystemPrompt"], v1_prompt)  # the draft is not live
        two = self.call("POST", f"/apis/{api['id']}/publish").json()
        self.assertEqual((two["version"], two["publishedSystemPrompt"]), (2, "Version two."))

        versions = self.call("GET", f"/apis/{api['id']}/versions").json()
        self.assertEqual([v["version"] for v in versions["items"]], [2, 1])
        self.assertEqual(set(versions["items"][0]), {"version", "publishedAt", "publishedBy"})
        self.assertEqual(versions["items"][0]["publishedBy"], "admin-1")
        self.assertEqual(versions["items"][0]["publishedAt"], two["publishedAt"])
        self.assertIsNone(versions["nextCursor"])

        res = self.call("POST", f"/apis/{api['id']}/versions/1/rollback")
        self.assertEqual(res.status, 200, res.body)
        rolled = res.json()
        self.assertEqual(rolled["draft"]["systemPrompt"], v1_prompt)
        self.assertEqual((rolled["status"], rolled["version"], rolled["publishedSystemPrompt"]),
                         ("PUBLISHED", 2, "Version two."))
        event = self.audit(api["id"])[-1]
        self.assertEqual((event["action"], event["details"], event["actor"]),
                         ("api.rollback", {"version": 1, "fromVersion": 2}, "admin-1"))
        self.assertEqual(event["requestId"], res.headers["x-request-id"])
        three = self.call("POST", f"/apis/{api['id']}/publish").json()
        self.assertEqual((three["version"], three["publishedSystemPrompt"]), (3, v1_prompt))

        outbox = json.loads(psql("SELECT json_agg(payload ORDER BY (payload->>'version')::int) FROM webhook_outbox"
                                 f" WHERE type = 'api.published' AND payload->>'apiId' = '{api['id']}'", db=self.db))
        self.assertEqual([e["version"] for e in outbox], [1, 2, 3])
        self.assertEqual(outbox[2]["slug"], api["slug"])
        self.assertEqual(outbox[2]["publishedBy"], "admin-1")

    def test_rollback_to_an_unknown_version_is_404(self):
        api = self.create(self.project(), name="OPD", template="opd-consult")
        self.call("POST", f"/apis/{api['id']}/publish")
        for v in ["2", "0", "-1", "abc", "99999999999"]:
            res = self.call("POST", f"/apis/{api['id']}/versions/{v}/rollback")
            self.assertEqual(res.status, 404, v)
        self.assertEqual(self.call("POST", "/apis/api_nope/versions/1/rollback").status, 404)

    def test_publishing_an_empty_or_invalid_draft_is_422(self):
        api = self.create(self.project(), name="Blank")
        res = self.call("POST", f"/apis/{api['id']}/publish")
        self.assertEqual(self.problems(res), {"draft.schema.sections"})
        # A stored draft that no longer validates (e.g. rules tightened) is refused at publish.
        psql("UPDATE apis SET draft = jsonb_set(draft, '{schema}', '{\"sections\":[{\"id\":\"s\",\"title\":\"S\","
             "\"fields\":[{\"key\":\"k\",\"label\":\"K\",\"type\":\"enum\"}]}]}')"
             f" WHERE id = '{api['id']}'", db=self.db)
        res = self.call("POST", f"/apis/{api['id']}/publish")
        self.assertEqual(self.problems(res), {"draft.schema.sections[0].fields[0].enum"})
        self.assertEqual(self.call("GET", f"/apis/{api['id']}").json()["version"], 0)

    def test_archive_is_final(self):
        api = self.create(self.project(), name="OPD", template="opd-consult")
        self.call("POST", f"/apis/{api['id']}/publish")
        res = self.call("DELETE", f"/apis/{api['id']}")
        self.assertEqual(res.status, 200)
        self.assertEqual((res.json()["status"], res.json()["version"]), ("ARCHIVED", 1))
        self.assertEqual(self.call("GET", f"/apis/{api['id']}").json()["status"], "ARCHIVED")
        self.assertEqual(self.call("DELETE", f"/apis/{api['id']}").json()["status"], "ARCHIVED")
        for method, path, body in [("PATCH", f"/apis/{api['id']}", {"name": "Again"}),
                                   ("PATCH", f"/apis/{api['id']}", {}),
                                   ("POST", f"/apis/{api['id']}/publish", None),
                                   ("POST", f"/apis/{api['id']}/versions/1/rollback", None)]:
            res = self.call(method, path, body)
            self.assertEqual(res.status, 409, (method, path))
            self.assertEqual(res.json()["code"], "API_ARCHIVED")
        self.assertEqual(self.call("GET", f"/apis/{api['id']}/versions").status, 200)
        self.assertEqual([e["action"] for e in self.audit(api["id"])], ["api.created", "api.published", "api.archived"])

    def test_pagination_of_apis_and_versions(self):
        p = self.project()
        ids = [self.create(p, name=f"Api {i}")["id"] for i in range(5)]
        self.create(self.project(), name="Elsewhere")
        seen, cursor = [], None
        while True:
            page = self.call("GET", f"/projects/{p}/apis?limit=2" + (f"&cursor={cursor}" if cursor else "")).json()
            self.assertLessEqual(len(page["items"]), 2)
            self.assertTrue(all(set(i) == API_KEYS for i in page["items"]))
            seen += [a["id"] for a in page["items"]]
            cursor = page["nextCursor"]
            if not cursor:
                break
        self.assertEqual(seen, ids)
        self.assertEqual(self.problems(self.call("GET", f"/projects/{p}/apis?limit=0")), {"limit"})

        api = self.create(p, name="Versioned", template="vitals-triage")
        for _ in range(5):
            self.assertEqual(self.call("POST", f"/apis/{api['id']}/publish").status, 200)
        versions, cursor = [], None
        while True:
            page = self.call("GET", f"/apis/{api['id']}/versions?limit=2" + (f"&cursor={cursor}" if cursor else ""))
            versions += [v["version"] for v in page.json()["items"]]
            cursor = page.json()["nextCursor"]
            if not cursor:
                break
        self.assertEqual(versions, [5, 4, 3, 2, 1])
        self.assertEqual(self.problems(self.call("GET", f"/apis/{api['id']}/versions?cursor=%%%")), {"cursor"})
        self.assertEqual(self.problems(self.call("GET", f"/apis/{api['id']}/versions?cursor=YWJj")), {"cursor"})

    def test_unknown_api_other_organisations_and_roles(self):
        api = self.create(self.project(), name="Private", template="prescription")
        other = auth(make_jwt(new_org()))
        routes = [("GET", f"/apis/{api['id']}", None), ("PATCH", f"/apis/{api['id']}", {"name": "Mine"}),
                  ("POST", f"/apis/{api['id']}/publish", None), ("DELETE", f"/apis/{api['id']}", None),
                  ("GET", f"/apis/{api['id']}/versions", None),
                  ("POST", f"/apis/{api['id']}/versions/1/rollback", None),
                  ("GET", f"/projects/{api['projectId']}/apis", None),
                  ("POST", f"/projects/{api['projectId']}/apis", {"name": "Intruder"})]
        clinician = auth(make_jwt(self.org, role="CLINICIAN"))
        for method, path, body in routes:
            self.assertEqual(self.call(method, path, body, other).status, 404, (method, path))
            self.assertEqual(self.call(method, path, body, {}).status, 401, (method, path))
            self.assertEqual(self.call(method, path, body, clinician).status, 403, (method, path))
            if api["id"] in path:
                res = self.call(method, path.replace(api["id"], "api_nope"), body)
                self.assertEqual((res.status, res.json()["code"]), (404, "NOT_FOUND"), (method, path))
        got = self.call("GET", f"/apis/{api['id']}").json()
        self.assertEqual((got["name"], got["status"]), ("Private", "DRAFT"))


class DraftEditing(ApiCase):
    def test_patch_replaces_only_the_parts_sent(self):
        api = self.create(self.project(), name="OPD", template="opd-consult")
        new_schema = schema_of(field("complaint", "text", required=True), field("vitals", "vitals-block"))
        res = self.call("PATCH", f"/apis/{api['id']}", {"name": "OPD v2", "draft": {"schema": new_schema}})
        self.assertEqual(res.status, 200, res.body)
        got = res.json()
        self.assertEqual(got["name"], "OPD v2")
        self.assertEqual(got["slug"], api["slug"])
        self.assertEqual(got["draft"]["schema"], new_schema)
        for part in ["systemPrompt", "inputs", "insights"]:
            self.assertEqual(got["draft"][part], api["draft"][part])
        self.assertGreater(got["updatedAt"], api["updatedAt"])
        inputs = [{"key": "ward", "type": "string", "required": True, "description": "Ward name"}]
        insights = {"enabled": True, "kinds": ["abnormal-vitals", "clinical-foundation"]}
        got = self.call("PATCH", f"/apis/{api['id']}", {"draft": {"inputs": inputs, "insights": insights,
                                                                   "systemPrompt": "Short."}}).json()
        self.assertEqual(got["draft"], {"schema": new_schema, "systemPrompt": "Short.", "inputs": inputs,
                                        "insights": insights})
        self.assertEqual(self.call("PATCH", f"/apis/{api['id']}", {}).json(), got)

    def test_every_field_type_is_accepted(self):
        api = self.create(self.project(), name="All types")
        schema = schema_of(
            field("s", "string", hints=["say"], required=True), field("t", "text", description="narrative"),
            field("n", "number"), field("i", "integer"), field("b", "boolean"), field("d", "date"),
            field("e", "enum", enum=["a", "b"]), field("l", "string-list", items={"type": "enum", "enum": ["x"]}),
            field("o", "object", fields=[field("inner", "string")]), field("v", "vitals-block"),
            field("dx", "diagnosis-list"), field("rx", "medication-list"), field("al", "allergy-list"),
            field("inv", "investigation-list"))
        res = self.call("PATCH", f"/apis/{api['id']}", {"draft": {"schema": schema}})
        self.assertEqual(res.status, 200, res.body)
        self.assertEqual(self.call("POST", f"/apis/{api['id']}/publish").json()["publishedSchema"], schema)

    def test_an_invalid_schema_names_each_problem_and_changes_nothing(self):
        api = self.create(self.project(), name="OPD", template="opd-consult")
        bad = {"sections": [
            {"id": "a", "title": "A", "fields": [
                field("mood", "feeling"),
                field("sex", "enum"),
                field("grade", "enum", enum=["I", "II", "I"]),
                field("plan", "object"),
                field("vitals", "vitals-block", enum=["x"]),
                field("vitals", "text"),
                {"key": "9x", "label": "Bad key", "type": "string", "reqired": True},
                field("followUp", "object", fields=[field("when", "date"), field("sex", "string")]),
            ]},
            {"title": "No id", "fields": []}]}
        res = self.call("PATCH", f"/apis/{api['id']}", {"draft": {"schema": bad}})
        f = "draft.schema.sections[0].fields"
        self.assertEqual(self.problems(res), {
            f"{f}[0].type", f"{f}[1].enum", f"{f}[2].enum[2]", f"{f}[3].fields", f"{f}[4].enum", f"{f}[5].key",
            f"{f}[6].key", f"{f}[6].reqired", f"{f}[7].fields[1].key",
            "draft.schema.sections[1].id", "draft.schema.sections[1].fields"})
        messages = {x["field"]: x["message"] for x in res.json()["fields"]}
        self.assertIn("vitals-block", messages[f"{f}[0].type"])
        self.assertIn(f"{f}[4]", messages[f"{f}[5].key"])
        self.assertEqual(self.call("GET", f"/apis/{api['id']}").json()["draft"], api["draft"])

    def test_invalid_inputs_insights_prompt_and_members(self):
        api = self.create(self.project(), name="OPD")
        res = self.call("PATCH", f"/apis/{api['id']}", {
            "name": "", "draft": {"systemPrompt": 42, "inputs": [{"key": "age", "type": "vitals-block"},
                                                                 {"key": "age", "type": "integer"}],
                                  "insights": {"enabled": True, "kinds": ["horoscope"]}, "prompt": "x"},
            "schema": {}, "status": "PUBLISHED"})
        self.assertEqual(self.problems(res), {
            "name", "draft.systemPrompt", "draft.inputs[0].type", "draft.inputs[1].key", "draft.insights.kinds[0]",
            "draft.prompt", "schema", "status"})
        res = self.call("PATCH", f"/apis/{api['id']}", {"draft": {"insights": {"enabled": True}}})
        self.assertEqual(self.problems(res), {"draft.insights.kinds"})
        res = self.call("PATCH", f"/apis/{api['id']}", {"draft": []})
        self.assertEqual(self.problems(res), {"draft"})
        res = self.call("PATCH", f"/apis/{api['id']}", "[]", {**self.admin, "Content-Type": "application/json"})
        self.assertEqual(res.status, 400)


class Settings(ApiCase):
    def test_settings_patch_merges_and_is_audited(self):
        api = self.create(self.project(), name="OPD")
        res = self.call("PATCH", f"/apis/{api['id']}", {"settings": {"retainPayloads": True, "redactPHI": True,
                                                                      "narrativeBullets": False}})
        self.assertEqual(res.status, 200, res.body)
        self.assertEqual(res.json()["settings"], {**DEFAULT_SETTINGS, "retainPayloads": True, "redactPHI": True,
                                                  "narrativeBullets": False})
        event = self.audit(api["id"])[-1]
        self.assertEqual(event["action"], "api.settings.updated")
        self.assertEqual(event["details"]["changes"], {"retainPayloads": True, "redactPHI": True,
                                                       "narrativeBullets": False})

    def test_unknown_or_non_boolean_settings_are_422(self):
        api = self.create(self.project(), name="OPD")
        res = self.call("PATCH", f"/apis/{api['id']}", {"settings": {"retainPayload": True, "redactPHI": "yes"}})
        self.assertEqual(self.problems(res), {"settings.retainPayload", "settings.redactPHI"})
        self.assertEqual(self.problems(self.call("PATCH", f"/apis/{api['id']}", {"settings": True})), {"settings"})
        self.assertEqual(self.call("GET", f"/apis/{api['id']}").json()["settings"], DEFAULT_SETTINGS)

    def test_disabling_the_clinical_foundation_needs_a_logged_reason(self):
        api = self.create(self.project(), name="OPD")
        off = {"settings": {"enforceClinicalFoundation": False}}
        for extra in [{}, {"reason": ""}, {"reason": "   "}, {"reason": None}]:
            res = self.call("PATCH", f"/apis/{api['id']}", {**off, **extra})
            self.assertEqual(self.problems(res), {"settings.enforceClinicalFoundation"}, extra)
        self.assertEqual(self.problems(self.call("PATCH", f"/apis/{api['id']}", {**off, "reason": 5})), {"reason"})
        self.assertEqual(self.call("GET", f"/apis/{api['id']}").json()["settings"], DEFAULT_SETTINGS)

        reason = "Validation study compares outputs without the foundation block"
        res = self.call("PATCH", f"/apis/{api['id']}", {**off, "reason": reason})
        self.assertEqual(res.status, 200, res.body)
        self.assertFalse(res.json()["settings"]["enforceClinicalFoundation"])
        events = self.audit(api["id"])
        self.assertEqual(events[-1]["action"], "api.settings.clinical_foundation_disabled")
        self.assertEqual(events[-1]["details"], {"reason": reason})
        self.assertEqual(events[-1]["requestId"], res.headers["x-request-id"])
        self.assertEqual(events[-1]["actor"], "admin-1")

        res = self.call("PATCH", f"/apis/{api['id']}", {"settings": {"enforceClinicalFoundation": True}})
        self.assertTrue(res.json()["settings"]["enforceClinicalFoundation"])
        self.assertEqual(self.audit(api["id"])[-1]["action"], "api.settings.clinical_foundation_enabled")

    def test_settings_of_an_archived_api_are_frozen(self):
        api = self.create(self.project(), name="OPD")
        self.call("DELETE", f"/apis/{api['id']}")
        res = self.call("PATCH", f"/apis/{api['id']}", {"settings": {"redactPHI": True}})
        self.assertEqual(res.status, 409)
        self.assertEqual(res.json()["code"], "API_ARCHIVED")


class Discovery(ApiCase):
    """Org A: project P1 (a1 published, a2 draft, a3 archived), P2 (b1 published), P3 deleted
    (d1 published). Org B: an API reusing a1's slug."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        self = cls("run")
        self.setUp()
        cls.org_a, cls.jwt_a = self.org, self.admin
        cls.p1, cls.p2, p3 = self.project("One"), self.project("Two"), self.project("Three")
        cls.a1 = self.create(cls.p1, name="OPD", slug="a1-opd", template="opd-consult")
        self.call("POST", f"/apis/{cls.a1['id']}/publish")
        cls.a1 = self.call("GET", f"/apis/{cls.a1['id']}").json()
        self.create(cls.p1, name="Draft", slug="a2-draft")
        a3 = self.create(cls.p1, name="Old", slug="a3-old", template="prescription")
        self.call("POST", f"/apis/{a3['id']}/publish")
        self.call("DELETE", f"/apis/{a3['id']}")
        b1 = self.create(cls.p2, name="Triage", slug="b1-triage", template="vitals-triage")
        self.call("POST", f"/apis/{b1['id']}/publish")
        d1 = self.create(p3, name="Gone", slug="d1-gone", template="referral-letter")
        self.call("POST", f"/apis/{d1['id']}/publish")
        self.call("DELETE", f"/projects/{p3}")
        cls.key1 = cls.new_key(self, cls.p1)
        cls.key2 = cls.new_key(self, cls.p2)
        cls.key_no_scope = cls.new_key(self, cls.p1, scopes=["extract"])
        cls.jwt_b = auth(make_jwt(new_org()))
        pb = self.call("POST", "/projects", {"name": "Org B"}, cls.jwt_b).json()["id"]
        cls.b_api = self.call("POST", f"/projects/{pb}/apis", {"name": "Org B OPD", "slug": "a1-opd",
                                                              "template": "opd-consult"}, cls.jwt_b).json()
        self.call("POST", f"/apis/{cls.b_api['id']}/publish", None, cls.jwt_b)

    def new_key(self, project_id, **extra):
        res = self.call("POST", f"/projects/{project_id}/keys", {"name": "discovery", "mode": "test", **extra})
        self.assertEqual(res.status, 201, res.body)
        return auth(res.json()["key"])

    def slugs(self, headers, query=""):
        res = self.call("GET", "/apis" + query, headers=headers)
        self.assertEqual(res.status, 200, res.body)
        self.assertIsInstance(res.json(), list)
        return [a["slug"] for a in res.json()]

    def test_jwt_sees_the_whole_organisation_published_by_default(self):
        res = self.call("GET", "/apis", headers=self.jwt_a)
        self.assertEqual([a["slug"] for a in res.json()], ["a1-opd", "b1-triage"])
        first = res.json()[0]
        self.assertEqual(first, {"slug": "a1-opd", "name": "OPD", "status": "PUBLISHED", "version": 1,
                                 "updatedAt": self.a1["updatedAt"]})

    def test_status_filter(self):
        self.assertEqual(self.slugs(self.jwt_a, "?status=PUBLISHED"), ["a1-opd", "b1-triage"])
        self.assertEqual(self.slugs(self.jwt_a, "?status=DRAFT"), ["a2-draft"])
        self.assertEqual(self.slugs(self.jwt_a, "?status=ARCHIVED"), ["a3-old"])
        self.assertEqual(self.slugs(self.jwt_a, "?status=ALL"), ["a1-opd", "a2-draft", "a3-old", "b1-triage"])
        for bad in ["published", "LIVE", ""]:
            res = self.call("GET", "/apis?status=" + bad, headers=self.jwt_a)
            self.assertEqual(self.problems(res), {"status"}, bad)

    def test_a_key_sees_only_its_project(self):
        self.assertEqual(self.slugs(self.key1), ["a1-opd"])
        self.assertEqual(self.slugs(self.key1, "?status=ALL"), ["a1-opd", "a2-draft", "a3-old"])
        self.assertEqual(self.slugs(self.key2, "?status=ALL"), ["b1-triage"])
        self.assertEqual(self.slugs(self.jwt_b), ["a1-opd"])

    def test_by_slug_returns_the_published_content(self):
        for headers in [self.jwt_a, self.key1]:
            res = self.call("GET", "/apis/by-slug/a1-opd", headers=headers)
            self.assertEqual(res.status, 200, res.body)
            self.assertEqual(res.json(), {k: self.a1[k] for k in [
                "slug", "name", "status", "version", "publishedSchema", "publishedSystemPrompt", "publishedInputs",
                "publishedAt", "updatedAt"]})
        other = self.call("GET", "/apis/by-slug/a1-opd", headers=self.jwt_b).json()
        self.assertEqual(other["name"], "Org B OPD")
        draft = self.call("GET", "/apis/by-slug/a2-draft", headers=self.key1).json()
        self.assertEqual((draft["status"], draft["version"], draft["publishedSchema"], draft["publishedAt"]),
                         ("DRAFT", 0, None, None))

    def test_unknown_slug_is_404_with_the_callers_published_slugs(self):
        res = self.call("GET", "/apis/by-slug/a1-opd", headers=self.key2)
        self.assertEqual(res.status, 404)
        self.assertEqual(res.json()["code"], "API_NOT_FOUND")
        self.assertEqual(res.json()["availableSlugs"], ["b1-triage"])
        res = self.call("GET", "/apis/by-slug/nothing-here", headers=self.jwt_a)
        self.assertEqual((res.status, res.json()["availableSlugs"]), (404, ["a1-opd", "b1-triage"]))

    def test_apis_of_a_deleted_project_are_hidden(self):
        self.assertNotIn("d1-gone", self.slugs(self.jwt_a, "?status=ALL"))
        self.assertEqual(self.call("GET", "/apis/by-slug/d1-gone", headers=self.jwt_a).status, 404)

    def test_credentials(self):
        for path in ["/apis", "/apis/by-slug/a1-opd"]:
            self.assertEqual(self.call("GET", path, headers={}).status, 401)
            res = self.call("GET", path, headers=auth("svc_test_" + "Z" * 43))
            self.assertEqual(res.status, 401)
            res = self.call("GET", path, headers=self.key_no_scope)
            self.assertEqual((res.status, res.json()["code"]), (403, "SCOPE_MISSING"))
            res = self.call("GET", path, headers=auth(make_jwt(self.org_a, role="CLINICIAN")))
            self.assertEqual(res.status, 403)


if __name__ == "__main__":
    unittest.main()
