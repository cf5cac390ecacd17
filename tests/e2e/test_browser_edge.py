"""What browsers need from the edge, over real sockets: CORS ([http] cors_origins) on the
public and management surfaces, event streams included; the console's files at /console/
with their content types, caching and Content-Security-Policy; and the console's
development sign-in, offered only when [console] dev_sign_in is on."""

import json
import os
import shutil
import tempfile
import time
import unittest

from harness import ServerTestCase, auth
from test_public import BASE, CONSULT, tenant

APP = "http://127.0.0.1:5173"


def preflight(server, path, origin=APP, method="POST", headers="authorization, content-type, idempotency-key"):
    return server.request("OPTIONS", path, None, {"Origin": origin, "Access-Control-Request-Method": method,
                                                   "Access-Control-Request-Headers": headers})


class Cors(ServerTestCase):
    server_env = {"CXS_HTTP_CORS_ORIGINS": f"{APP}, https://emr.hospital.local"}

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def test_preflight_from_an_allowed_origin_names_methods_and_sdk_headers(self):
        for path in (f"{BASE}/extract/opd", f"{BASE}/projects", f"{BASE}/audio/extract/opd/stream"):
            res = preflight(self.server, path)
            self.assertEqual(res.status, 204, (path, res.body))
            self.assertEqual(res.headers["access-control-allow-origin"], APP)
            self.assertEqual(res.headers["vary"], "Origin")
            allowed = res.headers["access-control-allow-headers"].lower()
            for h in ("authorization", "content-type", "idempotency-key", "x-svc-client", "x-svc-live-key-ack"):
                self.assertIn(h, allowed)
            self.assertIn("PATCH", res.headers["access-control-allow-methods"])
            self.assertNotIn("access-control-allow-credentials", res.headers)
            self.assertEqual(res.body, b"")

    def test_preflight_from_another_origin_is_a_clear_403(self):
        res = preflight(self.server, f"{BASE}/extract/opd", origin="https://elsewhere.example")
        self.assertEqual(res.status, 403)
        self.assertEqual(res.json()["code"], "FORBIDDEN")
        self.assertIn("cors_origins", res.json()["error"])
        self.assertNotIn("access-control-allow-origin", res.headers)

    def test_answers_to_an_allowed_origin_expose_the_sdk_headers(self):
        ok = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, {**self.t["key"], "Origin": APP})
        self.assertEqual(ok.status, 200, ok.body)
        self.assertEqual(ok.headers["access-control-allow-origin"], APP)
        exposed = ok.headers["access-control-expose-headers"]
        for h in ("X-Request-Id", "Retry-After", "X-Svc-Degraded", "Idempotent-Replayed"):
            self.assertIn(h, exposed)
        # Errors too, or a browser app could not read the error body and its requestId.
        err = self.server.request("POST", f"{BASE}/extract/nope", {"text": CONSULT}, {**self.t["key"], "Origin": APP})
        self.assertEqual(err.status, 404)
        self.assertEqual(err.headers["access-control-allow-origin"], APP)
        # Another origin gets no CORS headers: the browser keeps the answer from its page.
        other = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT},
                                    {**self.t["key"], "Origin": "https://elsewhere.example"})
        self.assertEqual(other.status, 200)
        self.assertNotIn("access-control-allow-origin", other.headers)
        self.assertEqual(other.headers.get("vary"), "Origin")  # caches key on Origin either way
        # The management surface is covered as well.
        mgmt = self.server.request("GET", f"{BASE}/projects", None, {**self.t["admin"], "Origin": APP})
        self.assertEqual(mgmt.status, 200)
        self.assertEqual(mgmt.headers["access-control-allow-origin"], APP)

    def test_event_stream_head_carries_cors_headers(self):
        import http.client
        import subprocess
        wav = os.path.join(tempfile.mkdtemp(), "s.wav")
        subprocess.run(["flite", "-t", "patient has fever", "-o", wav], check=True, timeout=60)
        data = open(wav, "rb").read()
        boundary = "cxsboundary"
        body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"s.wav\"\r\n"
                f"Content-Type: audio/wav\r\n\r\n").encode() + data + f"\r\n--{boundary}--\r\n".encode()
        conn = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=120)
        try:
            conn.request("POST", f"{BASE}/audio/extract/opd/stream", body=body,
                         headers={**self.t["key"], "Origin": APP,
                                  "Content-Type": f"multipart/form-data; boundary={boundary}"})
            res = conn.getresponse()
            self.assertEqual(res.status, 200)
            self.assertEqual(res.getheader("Content-Type"), "text/event-stream")
            self.assertEqual(res.getheader("Access-Control-Allow-Origin"), APP)
            self.assertIn("X-Request-Id", res.getheader("Access-Control-Expose-Headers"))
            self.assertIn(b"event: done", res.read())
        finally:
            conn.close()


class CorsOffByDefault(ServerTestCase):
    def test_no_cors_headers_and_preflight_refused(self):
        res = preflight(self.server, f"{BASE}/extract/opd")
        self.assertEqual(res.status, 403)
        plain = self.server.request("GET", "/healthz", None, {"Origin": APP})
        self.assertEqual(plain.status, 200)
        self.assertNotIn("access-control-allow-origin", plain.headers)


class ConsoleFiles(ServerTestCase):
    @classmethod
    def setUpClass(cls):
        cls.site = tempfile.mkdtemp(prefix="cxs-console-")
        os.makedirs(os.path.join(cls.site, "assets"))
        with open(os.path.join(cls.site, "index.html"), "w") as f:
            f.write('<!doctype html><script type="module" src="/console/assets/app-1a2b.js"></script>')
        with open(os.path.join(cls.site, "assets", "app-1a2b.js"), "w") as f:
            f.write("export const x = 1;")
        with open(os.path.join(cls.site, "assets", "app-1a2b.css"), "w") as f:
            f.write("body{margin:0}")
        cls.server_env = {"CXS_CONSOLE_DIR": cls.site}
        super().setUpClass()

    @classmethod
    def tearDownClass(cls):
        super().tearDownClass()
        shutil.rmtree(cls.site, ignore_errors=True)

    def test_index_assets_and_client_routes(self):
        index = self.server.request("GET", "/console/")
        self.assertEqual(index.status, 200)
        self.assertEqual(index.headers["content-type"], "text/html; charset=utf-8")
        self.assertEqual(index.headers["cache-control"], "no-cache")
        csp = index.headers["content-security-policy"]
        for directive in ("default-src 'self'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'"):
            self.assertIn(directive, csp)
        self.assertNotIn("unsafe-inline", csp)
        self.assertEqual(index.headers["x-content-type-options"], "nosniff")
        js = self.server.request("GET", "/console/assets/app-1a2b.js")
        self.assertEqual(js.status, 200)
        self.assertEqual(js.headers["content-type"], "text/javascript; charset=utf-8")
        self.assertIn("immutable", js.headers["cache-control"])
        self.assertEqual(js.body, b"export const x = 1;")
        self.assertEqual(self.server.request("GET", "/console/assets/app-1a2b.css").headers["content-type"],
                         "text/css; charset=utf-8")
        route = self.server.request("GET", "/console/projects/prj_1/apis/api_2/playground")
        self.assertEqual(route.status, 200)
        self.assertEqual(route.body, index.body)
        self.assertEqual(self.server.request("GET", "/console/assets/gone-0000.js").status, 404)
        bare = self.server.request("GET", "/console")
        self.assertEqual(bare.status, 308)
        self.assertEqual(bare.headers["location"], "/console/")
        root = self.server.request("GET", "/")
        self.assertEqual(root.status, 302)
        self.assertEqual(root.headers["location"], "/console/")

    def test_revalidation_and_methods(self):
        etag = self.server.request("GET", "/console/").headers["etag"]
        again = self.server.request("GET", "/console/", None, {"If-None-Match": etag})
        self.assertEqual(again.status, 304)
        self.assertEqual(again.body, b"")
        post = self.server.request("POST", "/console/", "x")
        self.assertEqual(post.status, 405)
        self.assertEqual(post.headers["allow"], "GET, HEAD")
        self.assertEqual(post.json()["code"], "METHOD_NOT_ALLOWED")

    def test_console_requests_are_one_metric_route(self):
        self.server.request("GET", "/console/some/deep/route")
        # The edge counts a request once its response is written, which can be just after
        # the client has read it: poll until the count shows (no timing is asserted).
        deadline = time.monotonic() + 10
        while True:
            metrics = self.server.request("GET", "/metrics").body.decode()
            if 'route="/console/*"' in metrics or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        self.assertIn('route="/console/*"', metrics)
        self.assertNotIn("some/deep/route", metrics)


class NoConsoleConfigured(ServerTestCase):
    def test_console_path_is_not_found_and_root_is_not_redirected(self):
        self.assertEqual(self.server.request("GET", "/console/").status, 404)
        self.assertEqual(self.server.request("GET", "/").status, 404)


class DevSignInOff(ServerTestCase):
    def test_not_offered(self):
        self.assertEqual(self.server.request("GET", f"{BASE}/dev-sign-in").status, 404)
        res = self.server.request("POST", f"{BASE}/dev-sign-in")
        self.assertEqual(res.status, 404)
        self.assertNotIn("token", res.json())


class DevSignInOn(ServerTestCase):
    server_env = {"CXS_CONSOLE_DEV_SIGN_IN": "true"}

    def test_offers_a_demo_admin_token_that_the_management_surface_accepts(self):
        offer = self.server.request("GET", f"{BASE}/dev-sign-in")
        self.assertEqual(offer.status, 200)
        self.assertEqual(offer.json(), {"available": True, "orgId": "org_demo", "role": "ORG_ADMIN"})
        res = self.server.request("POST", f"{BASE}/dev-sign-in")
        self.assertEqual(res.status, 200, res.body)
        body = res.json()
        self.assertEqual(body["orgId"], "org_demo")
        self.assertEqual(body["role"], "ORG_ADMIN")
        self.assertRegex(body["expiresAt"], r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
        projects = self.server.request("POST", f"{BASE}/projects", {"name": "Ward 3"}, auth(body["token"]))
        self.assertEqual(projects.status, 201, projects.body)
        # The token is never logged.
        self.assertFalse(any(body["token"] in json.dumps(line) for line in self.server.lines))
        self.server.wait_for_log("development sign-in is on: anyone who can reach this address can manage the demo organisation")

    def test_refused_at_start_on_a_non_loopback_listener(self):
        from harness import run_cli
        res = run_cli(["serve"], {"CXS_CONSOLE_DEV_SIGN_IN": "true", "CXS_HTTP_LISTEN": "0.0.0.0:0",
                                  "CXS_JWT_SECRET": "s" * 40, "CXS_DATABASE_URL": "postgresql:///none"}, timeout=30)
        self.assertNotEqual(res.returncode, 0)
        self.assertIn("console.dev_sign_in", res.stdout + res.stderr)


if __name__ == "__main__":
    unittest.main()
