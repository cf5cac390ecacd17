"""Management surface, core: JWT authentication, organisations, projects, and the body
handling every management route shares (malformed JSON, validation, pagination)."""

import re
import unittest

from harness import ServerTestCase, auth, make_jwt, new_org, psql


class Auth(ServerTestCase):
    def test_missing_token_is_401_unauthenticated(self):
        res = self.server.request("GET", "/api/studio/v1/projects")
        self.assertEqual(res.status, 401)
        self.assertEqual(res.json()["code"], "UNAUTHENTICATED")

    def test_bad_signature_expired_and_wrong_algorithm_are_401(self):
        org = new_org()
        for token in [make_jwt(org, secret="not-the-secret-" + "y" * 30), make_jwt(org, ttl=-10),
                      make_jwt(org, alg="HS384"), "abc.def.ghi", "not-a-jwt"]:
            res = self.server.request("GET", "/api/studio/v1/projects", headers=auth(token))
            self.assertEqual(res.status, 401, token)
            self.assertEqual(res.json()["code"], "UNAUTHENTICATED")

    def test_missing_claims_are_401(self):
        token = make_jwt(new_org(), extra={"org": ""})
        self.assertEqual(self.server.request("GET", "/api/studio/v1/projects", headers=auth(token)).status, 401)

    def test_other_roles_are_403_forbidden(self):
        res = self.server.request("GET", "/api/studio/v1/projects", headers=auth(make_jwt(new_org(), role="CLINICIAN")))
        self.assertEqual(res.status, 403)
        self.assertEqual(res.json()["code"], "FORBIDDEN")

    def test_api_key_is_refused_on_management_routes(self):
        res = self.server.request("GET", "/api/studio/v1/projects", headers=auth("svc_test_" + "a" * 40))
        self.assertEqual(res.status, 401)

    def test_first_valid_jwt_provisions_the_organisation(self):
        org = new_org()
        self.assertEqual(psql(f"SELECT count(*) FROM orgs WHERE id = '{org}'", db=self.db), "0")
        res = self.server.request("GET", "/api/studio/v1/projects", headers=auth(make_jwt(org)))
        self.assertEqual(res.status, 200)
        self.assertEqual(res.json(), {"items": [], "nextCursor": None})
        self.assertEqual(psql(f"SELECT status FROM orgs WHERE id = '{org}'", db=self.db), "ACTIVE")


class Orgs(ServerTestCase):
    def test_platform_admin_lists_suspends_and_reactivates(self):
        org = new_org()
        admin = auth(make_jwt(org))
        self.assertEqual(self.server.request("GET", "/api/studio/v1/projects", headers=admin).status, 200)
        platform = auth(make_jwt(new_org(), role="PLATFORM_ADMIN"))
        listed = self.server.request("GET", "/api/studio/v1/orgs?limit=200", headers=platform)
        self.assertEqual(listed.status, 200)
        self.assertIn(org, [o["id"] for o in listed.json()["items"]])

        res = self.server.request("PATCH", f"/api/studio/v1/orgs/{org}", {"status": "SUSPENDED"}, platform)
        self.assertEqual(res.status, 200, res.body)
        self.assertEqual(res.json()["status"], "SUSPENDED")
        blocked = self.server.request("GET", "/api/studio/v1/projects", headers=admin)
        self.assertEqual(blocked.status, 401)
        self.assertEqual(blocked.json()["code"], "ORG_SUSPENDED")

        res = self.server.request("PATCH", f"/api/studio/v1/orgs/{org}", {"status": "ACTIVE"}, platform)
        self.assertEqual(res.status, 200)
        self.assertEqual(self.server.request("GET", "/api/studio/v1/projects", headers=admin).status, 200)

    def test_org_admin_cannot_manage_orgs(self):
        admin = auth(make_jwt(new_org()))
        self.assertEqual(self.server.request("GET", "/api/studio/v1/orgs", headers=admin).status, 403)
        res = self.server.request("PATCH", "/api/studio/v1/orgs/org_x", {"status": "SUSPENDED"}, admin)
        self.assertEqual(res.status, 403)

    def test_bad_status_and_unknown_org(self):
        platform = auth(make_jwt(new_org(), role="PLATFORM_ADMIN"))
        res = self.server.request("PATCH", "/api/studio/v1/orgs/org_nope", {"status": "GONE"}, platform)
        self.assertEqual(res.status, 422)
        self.assertEqual(res.json()["fields"][0]["field"], "status")
        res = self.server.request("PATCH", "/api/studio/v1/orgs/org_nope", {"status": "ACTIVE"}, platform)
        self.assertEqual(res.status, 404)


class Projects(ServerTestCase):
    def setUp(self):
        self.org = new_org()
        self.admin = auth(make_jwt(self.org))

    def create(self, name, **extra):
        res = self.server.request("POST", "/api/studio/v1/projects", {"name": name, **extra}, self.admin)
        self.assertEqual(res.status, 201, res.body)
        return res.json()

    def test_create_read_update_delete(self):
        p = self.create("Cardiology OPD", description="Outpatient cardiology")
        self.assertRegex(p["id"], r"^prj_[0-9a-z]{20}$")
        self.assertEqual(p["slug"], "cardiology-opd")
        self.assertRegex(p["createdAt"], r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")
        got = self.server.request("GET", f"/api/studio/v1/projects/{p['id']}", headers=self.admin)
        self.assertEqual(got.status, 200)
        self.assertEqual(got.json(), p)
        upd = self.server.request("PATCH", f"/api/studio/v1/projects/{p['id']}", {"name": "Cardiology"}, self.admin)
        self.assertEqual(upd.status, 200)
        self.assertEqual(upd.json()["name"], "Cardiology")
        self.assertEqual(upd.json()["slug"], "cardiology-opd")
        gone = self.server.request("DELETE", f"/api/studio/v1/projects/{p['id']}", headers=self.admin)
        self.assertEqual(gone.status, 200)
        self.assertIn("deletedAt", gone.json())
        self.assertEqual(self.server.request("GET", f"/api/studio/v1/projects/{p['id']}", headers=self.admin).status, 404)
        listed = self.server.request("GET", "/api/studio/v1/projects", headers=self.admin).json()
        self.assertNotIn(p["id"], [x["id"] for x in listed["items"]])
        # The slug is free again after a soft delete.
        self.create("Cardiology OPD")

    def test_malformed_json_is_400_bad_request(self):
        for body in ['{"name": ', "[1,2]", "null", "plain text"]:
            res = self.server.request("POST", "/api/studio/v1/projects", body,
                                      {**self.admin, "Content-Type": "application/json"})
            self.assertEqual(res.status, 400, body)
            self.assertEqual(res.json()["code"], "BAD_REQUEST")

    def test_validation_names_each_field(self):
        res = self.server.request("POST", "/api/studio/v1/projects", {"name": 5, "slug": "Bad Slug!",
                                                                       "description": ["x"]}, self.admin)
        self.assertEqual(res.status, 422)
        body = res.json()
        self.assertEqual(body["code"], "VALIDATION_FAILED")
        fields = {f["field"] for f in body["fields"]}
        self.assertTrue({"name", "slug", "description"} <= fields, body)
        res = self.server.request("POST", "/api/studio/v1/projects", {}, self.admin)
        self.assertEqual(res.status, 422)
        self.assertIn("name", [f["field"] for f in res.json()["fields"]])

    def test_duplicate_slug_is_409(self):
        self.create("Emergency", slug="er")
        res = self.server.request("POST", "/api/studio/v1/projects", {"name": "ER 2", "slug": "er"}, self.admin)
        self.assertEqual(res.status, 409)
        self.assertEqual(res.json()["code"], "CONFLICT")

    def test_pagination_walks_every_item_once(self):
        ids = [self.create(f"Ward {i}")["id"] for i in range(5)]
        seen, cursor = [], None
        while True:
            path = "/api/studio/v1/projects?limit=2" + (f"&cursor={cursor}" if cursor else "")
            page = self.server.request("GET", path, headers=self.admin).json()
            self.assertLessEqual(len(page["items"]), 2)
            seen += [p["id"] for p in page["items"]]
            cursor = page["nextCursor"]
            if not cursor:
                break
        self.assertEqual(seen, ids)
        bad = self.server.request("GET", "/api/studio/v1/projects?limit=0", headers=self.admin)
        self.assertEqual(bad.status, 422)
        bad = self.server.request("GET", "/api/studio/v1/projects?cursor=%%%", headers=self.admin)
        self.assertEqual(bad.status, 422)

    def test_other_organisations_see_nothing(self):
        p = self.create("Private")
        other = auth(make_jwt(new_org()))
        self.assertEqual(self.server.request("GET", f"/api/studio/v1/projects/{p['id']}", headers=other).status, 404)
        self.assertEqual(self.server.request("PATCH", f"/api/studio/v1/projects/{p['id']}", {"name": "x"}, other).status,
                         404)
        self.assertEqual(self.server.request("DELETE", f"/api/studio/v1/projects/{p['id']}", headers=other).status, 404)
        self.assertEqual(self.server.request("GET", "/api/studio/v1/projects", headers=other).json()["items"], [])


if __name__ == "__main__":
    unittest.main()
