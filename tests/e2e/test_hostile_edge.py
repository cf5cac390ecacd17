"""Hostile load on the edge over real sockets (issue 19): a connection cap instead of
file-descriptor exhaustion, accept errors that back off instead of spinning, unknown
methods that add no metric series, uploads slower than a block per read deadline, an
early 413 that the client can read although it wrote its body first, and why an audit
record was not durable."""

import http.client
import os
import socket
import stat
import subprocess
import tempfile
import time
import unittest

import harness
from harness import ServerTestCase
from test_public import BASE, CONSULT, tenant
from test_audio import multipart


def metric_value(server, name, labels=""):
    text = server.request("GET", "/metrics").body.decode()
    total = 0.0
    found = False
    for line in text.splitlines():
        if line.startswith(name + (("{" + labels) if labels else "")) and not line.startswith("#"):
            total += float(line.rsplit(" ", 1)[1])
            found = True
    return total if found else None


class UnknownMethods(ServerTestCase):
    def test_made_up_methods_are_one_label_and_never_logged(self):
        for i in range(40):
            raw = harness.raw_exchange(self.server.port, f"XMETH{i} /healthz HTTP/1.1\r\nHost: x\r\n\r\n".encode(),
                                       read_until_close=False)
            self.assertTrue(raw.startswith(b"HTTP/1.1 4"), raw[:40])
        text = self.server.request("GET", "/metrics").body.decode()
        self.assertNotIn("XMETH", text)
        self.assertIn('method="other"', text)
        time.sleep(0.3)  # the access log line is written when the response write completes
        self.assertFalse(any("XMETH" in str(line) for line in self.server.lines))


class ConnectionCap(ServerTestCase):
    server_env = {"CXS_HTTP_MAX_CONNECTIONS": "20"}

    def test_over_the_cap_a_connection_gets_503_and_a_close(self):
        held = []
        try:
            for _ in range(20):
                held.append(socket.create_connection(("127.0.0.1", self.server.port), timeout=10))
            time.sleep(0.3)  # let the server accept them
            refused = harness.raw_exchange(self.server.port, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            self.assertTrue(refused.startswith(b"HTTP/1.1 503"), refused[:60])
            self.assertIn(b'"code":"SERVICE_UNAVAILABLE"', refused)
            self.assertIn(b"Retry-After: 1", refused)
        finally:
            for s in held:
                s.close()
        deadline = time.time() + 10
        while time.time() < deadline and self.server.request("GET", "/healthz").status != 200:
            time.sleep(0.1)
        self.assertEqual(self.server.request("GET", "/healthz").status, 200)
        self.assertGreaterEqual(metric_value(self.server, "cxs_http_connections_refused_total"), 1)
        self.assertIsNotNone(metric_value(self.server, "cxs_http_connections"))


class OutOfDescriptors(ServerTestCase):
    """With a descriptor limit below the connection cap, accept() fails with EMFILE: the
    edge must back off and log a line now and then, not spin and flood the log."""

    @classmethod
    def setUpClass(cls):
        cls.wrapper = os.path.join(tempfile.mkdtemp(prefix="cxs-ulimit-"), "cxs")
        with open(cls.wrapper, "w") as f:
            f.write('#!/bin/sh\nulimit -n 96\nexec "$CXS_REAL_BIN" "$@"\n')
        os.chmod(cls.wrapper, stat.S_IRWXU)
        # The sanitizers' own runtime needs descriptors: UBSan's vptr check probes the vtable
        # through a pipe, so a type first checked while the process is out of descriptors is
        # reported as "does not point to an object of type" although it does (reproduced with a
        # ten-line program). Here UBSan reports without halting (the vptr check is compiled
        # recoverable for this, CMakeLists.txt), and tearDownClass fails on any report of another
        # kind.
        ubsan = [o for o in os.environ.get("UBSAN_OPTIONS", "print_stacktrace=1").split(":")
                 if o and not o.startswith("halt_on_error")]
        cls.server_env = {"CXS_HTTP_MAX_CONNECTIONS": "5000", "CXS_REAL_BIN": harness.BIN,
                          "CXS_DATABASE_POOL_SIZE": "2",
                          "UBSAN_OPTIONS": ":".join(ubsan + ["halt_on_error=0"])}
        cls.real_bin = harness.BIN
        harness.BIN = cls.wrapper
        try:
            super().setUpClass()
        finally:
            harness.BIN = cls.real_bin

    @classmethod
    def tearDownClass(cls):
        rc = cls.server.stop()
        stderr = cls.server.proc.stderr.read()
        if rc != 0:
            raise AssertionError(f"server exited with {rc}: {stderr}")
        reports = [l for l in stderr.splitlines() if "runtime error:" in l]
        other = [l for l in reports if "which does not point to an object of type" not in l]
        if other:
            raise AssertionError(f"undefined behaviour reported: {stderr}")

    def test_accept_errors_back_off_and_the_server_recovers(self):
        held = []
        try:
            for _ in range(150):
                held.append(socket.create_connection(("127.0.0.1", self.server.port), timeout=10))
            time.sleep(3)
        finally:
            for s in held:
                s.close()
        deadline = time.time() + 15
        status = None
        while time.time() < deadline:
            try:
                status = self.server.request("GET", "/healthz", timeout=5).status
                if status == 200:
                    break
            except OSError:
                pass
            time.sleep(0.2)
        self.assertEqual(status, 200)
        errors = metric_value(self.server, "cxs_http_accept_errors_total", 'reason="fd_limit"')
        self.assertIsNotNone(errors)
        # A spinning loop fails ~10^5 times in 3 s; backing off from 10 ms to 1 s, a handful.
        self.assertLess(errors, 200)
        # The first EMFILE lowers the cap to what fits, and the reserve descriptors let the
        # waiting clients be accepted and refused with a 503 instead of hanging.
        lowered = [l for l in self.server.lines if l.get("msg") == "out of file descriptors: connection cap lowered"]
        self.assertEqual(len(lowered), 1)
        self.assertLess(lowered[0]["to"], 96)
        self.assertGreaterEqual(metric_value(self.server, "cxs_http_connections_refused_total"), 1)
        accept_lines = [l for l in self.server.lines if l.get("msg") == "accept failed"]
        self.assertLessEqual(len(accept_lines), 3)
        # Once the clients are gone the reserve is taken back and the configured cap returns:
        # a later burst is served, not refused (the lowered cap is not for ever).
        self.server.wait_for_log("connection cap restored")
        held = [socket.create_connection(("127.0.0.1", self.server.port), timeout=10) for _ in range(40)]
        try:
            for s in held:
                s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            answers = [s.recv(64) for s in held]
        finally:
            for s in held:
                s.close()
        self.assertTrue(all(a.startswith(b"HTTP/1.1 200") for a in answers), answers)


class SlowUploads(ServerTestCase):
    server_env = {"CXS_HTTP_READ_TIMEOUT_S": "2"}

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)
        path = os.path.join(tempfile.mkdtemp(), "slow.wav")
        subprocess.run(["flite", "-t", "patient has fever for three days", "-o", path], check=True, timeout=60)
        cls.audio = open(path, "rb").read()

    def send_slowly(self, body, content_type, bytes_per_step, step_s):
        s = socket.create_connection(("127.0.0.1", self.server.port), timeout=60)
        try:
            head = (f"POST {BASE}/audio/transcribe HTTP/1.1\r\nHost: x\r\n"
                    f"Authorization: {self.t['key']['Authorization']}\r\nContent-Type: {content_type}\r\n"
                    f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
            s.sendall(head)
            for i in range(0, len(body), bytes_per_step):
                try:
                    s.sendall(body[i:i + bytes_per_step])
                except OSError:
                    break  # answered early and closed
                time.sleep(step_s)
            chunks = []
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
            return b"".join(chunks)
        finally:
            s.close()

    def test_an_upload_slower_than_a_block_per_deadline_is_read_while_bytes_arrive(self):
        body, ctype = multipart({}, self.audio[:44] + self.audio[44:44 + 40000], filename="slow.wav")
        # ~8 KB/s: a 64 KB block takes 8 s, four times the 2 s read deadline.
        raw = self.send_slowly(body, ctype, 1024, 0.125)
        self.assertTrue(raw.startswith(b"HTTP/1.1 200"), raw[:300])


class TooSlowUploads(SlowUploads):
    server_env = {"CXS_HTTP_READ_TIMEOUT_S": "1", "CXS_HTTP_UPLOAD_MIN_BYTES_PER_S": "50000"}

    def test_an_upload_slower_than_a_block_per_deadline_is_read_while_bytes_arrive(self):
        pass  # not with a 50 KB/s minimum

    def test_below_the_minimum_rate_is_408(self):
        body, ctype = multipart({}, self.audio, filename="slow.wav")
        raw = self.send_slowly(body, ctype, 1024, 0.125)
        self.assertTrue(raw.startswith(b"HTTP/1.1 408"), raw[:300])
        self.assertIn(b'"code":"REQUEST_TIMEOUT"', raw)
        self.assertIn(b"50000 bytes per second", raw)


class EarlyAnswers(ServerTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)

    def test_a_client_that_writes_its_whole_oversized_body_first_reads_the_413(self):
        body = b'{"text": "' + b"a" * (3 * 1024 * 1024) + b'"}'
        for _ in range(3):
            conn = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=30)
            try:
                conn.request("POST", f"{BASE}/extract/opd", body=body,
                             headers={**self.t["key"], "Content-Type": "application/json"})
                res = conn.getresponse()
                self.assertEqual(res.status, 413)
                self.assertIn(b"PAYLOAD_TOO_LARGE", res.read())
            finally:
                conn.close()
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, self.t["key"]).status,
                         200)
        # The edge's own 413s are counted under the route the client named, not "unmatched"
        # (metrics are recorded as each answer goes out: wait for them, bounded).
        series = f'http_requests_total{{method="POST",route="{BASE}/extract/:apiSlug",status="413"}} '

        def counted():
            text = self.server.request("GET", "/metrics").body.decode()
            return sum(int(float(line.split()[-1])) for line in text.splitlines() if line.startswith(series))
        deadline = time.monotonic() + 5
        while counted() < 3 and time.monotonic() < deadline:
            time.sleep(0.1)
        self.assertEqual(counted(), 3)


class AuditNotDurableSaysWhy(ServerTestCase):
    def test_log_line_names_the_reason(self):
        t = tenant(self.server, self.db)
        # The invocations table refuses rows for a moment: the call fails 503 and the log says why.
        harness.psql("ALTER TABLE invocations ADD CONSTRAINT e2e_refuse CHECK (endpoint = 'never') NOT VALID",
                     db=self.db)
        try:
            res = self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"])
            self.assertEqual(res.status, 503, res.body)
            self.assertEqual(res.json()["code"], "AUDIT_UNAVAILABLE")
        finally:
            harness.psql("ALTER TABLE invocations DROP CONSTRAINT e2e_refuse", db=self.db)
        line = self.server.wait_for_log("audit record not durable")
        self.assertIn("SQLSTATE 23514", line["reason"])
        self.assertNotIn(CONSULT[:20], str(line))


if __name__ == "__main__":
    unittest.main()


# 30 s: under a loaded ASan run a first attempt has taken over 10 s, and a batch's outcomes are
# recorded only when every send in it has ended.
def wait_for_attempt(server, admin, hook_id, timeout=30):
    deadline = time.monotonic() + timeout
    items = []
    while time.monotonic() < deadline:
        items = server.request("GET", f"{BASE}/webhooks/{hook_id}/deliveries", headers=admin).json()["items"]
        # attempts counts a claimed delivery; its outcome is written when the attempt ends.
        if items and items[0]["attempts"] >= 1 and (items[0]["lastError"] or items[0]["status"] == "DELIVERED"):
            return items[0]
        time.sleep(0.1)
    raise AssertionError(f"no delivery attempt: {items}")


class WebhookDestinations(ServerTestCase):
    """Webhooks are not an internal port scanner: this machine's addresses are denied by
    default, whatever spelling or name leads to them, ports follow a policy, and the owner
    is told coarse error classes only."""
    server_env = {"CXS_WEBHOOKS_POLL_INTERVAL_MS": "100", "CXS_WEBHOOKS_ALLOW_NETWORKS": "",
                  "CXS_WEBHOOKS_TIMEOUT_S": "1"}

    def test_loopback_and_unspecified_in_any_spelling_are_never_called(self):
        from test_webhooks import Receiver
        t = tenant(self.server, self.db)
        receiver = Receiver()
        self.addCleanup(receiver.close)
        port = receiver.httpd.server_address[1]
        hooks = []
        for host in ("127.0.0.1", "localhost", "[::1]", "0.0.0.0", "2130706433", "127.1"):
            res = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/webhooks",
                                      {"url": f"http://{host}:{port}/hook", "events": ["invocation.success"]},
                                      t["admin"])
            self.assertEqual(res.status, 201, (host, res.body))
            hooks.append(res.json()["id"])
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"]).status, 200)
        for hook_id in hooks:
            attempt = wait_for_attempt(self.server, t["admin"], hook_id)
            self.assertNotEqual(attempt["status"], "DELIVERED")
            self.assertEqual(attempt["lastError"], "destination not allowed")
        self.assertEqual(receiver.received, [])

    def test_ports_outside_the_policy_are_refused_when_saved(self):
        t = tenant(self.server, self.db)
        # Refused when saved, before anything is resolved or sent; loopback only, in any case.
        for url in ("http://127.0.0.1:22/x", "https://127.0.0.1:25/x"):
            res = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/webhooks",
                                      {"url": url, "events": ["invocation.success"]}, t["admin"])
            self.assertEqual(res.status, 422, res.body)
            self.assertEqual(res.json()["fields"][0]["field"], "url")
            self.assertIn("is not allowed", res.json()["fields"][0]["message"])
        ok = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/webhooks",
                                 {"url": "https://127.0.0.1/x", "events": ["invocation.success"]},
                                 t["admin"])
        self.assertEqual(ok.status, 201, ok.body)
        hook_id = ok.json()["id"]
        bad = self.server.request("PATCH", f"{BASE}/webhooks/{hook_id}", {"url": "http://127.0.0.1:6/x"}, t["admin"])
        self.assertEqual(bad.status, 422, bad.body)


class WebhookErrorClasses(ServerTestCase):
    server_env = {"CXS_WEBHOOKS_POLL_INTERVAL_MS": "100", "CXS_WEBHOOKS_TIMEOUT_S": "1"}

    def test_owner_sees_timeout_refused_or_http_status_not_transport_detail(self):
        import http.server
        import threading

        class Slow(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                time.sleep(2.5)
                self.send_response(204)
                self.end_headers()

            def log_message(self, *args):
                pass

        class Failing(Slow):
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length", "0")))
                self.send_response(500)
                self.send_header("Content-Length", "0")
                self.end_headers()

        servers = []
        for handler in (Slow, Failing):
            httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            threading.Thread(target=httpd.serve_forever, daemon=True).start()
            servers.append(httpd)
            self.addCleanup(httpd.server_close)
            self.addCleanup(httpd.shutdown)
        closed = socket.socket()
        closed.bind(("127.0.0.1", 0))
        closed_port = closed.getsockname()[1]
        closed.close()  # nothing listens there now
        t = tenant(self.server, self.db)
        expected = {}
        for url, error in ((f"http://127.0.0.1:{servers[0].server_address[1]}/h", "timeout"),
                           (f"http://127.0.0.1:{servers[1].server_address[1]}/h", "HTTP 500"),
                           (f"http://127.0.0.1:{closed_port}/h", "refused or unreachable")):
            res = self.server.request("POST", f"{BASE}/projects/{t['project']['id']}/webhooks",
                                      {"url": url, "events": ["invocation.success"]}, t["admin"])
            self.assertEqual(res.status, 201, res.body)
            expected[res.json()["id"]] = error
        self.assertEqual(self.server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"]).status, 200)
        for hook_id, error in expected.items():
            self.assertEqual(wait_for_attempt(self.server, t["admin"], hook_id)["lastError"], error)
        # The detail is in the server log, for the operator.
        details = [l.get("error", "") for l in self.server.lines if l.get("msg") == "webhook delivery failed"]
        self.assertTrue(any("cannot connect" in d for d in details), details)


def make_silence(path, seconds, codec_args):
    subprocess.run(["ffmpeg", "-nostdin", "-y", "-loglevel", "error", "-f", "lavfi", "-i",
                    "anullsrc=r=16000:cl=mono", "-t", str(seconds)] + codec_args + [path], check=True, timeout=120)
    return open(path, "rb").read()


class AudioBounds(ServerTestCase):
    """Audio that would cost more than it is worth is refused early: by the duration its
    container declares, before decoding; and decoded audio shares one temporary-disk budget."""
    server_env = {"CXS_AUDIO_MAX_DURATION_S": "60", "CXS_AUDIO_MAX_TEMP_MB": "1", "CXS_AUDIO_DECODE_WORKERS": "1"}

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)
        cls.tmp = tempfile.mkdtemp(prefix="cxs-bounds-")

    def transcribe(self, data, filename):
        body, ctype = multipart({}, data, filename=filename)
        return self.server.request("POST", f"{BASE}/audio/transcribe", body,
                                   {**self.t["key"], "Content-Type": ctype}, timeout=120)

    def wait_for_budget_back(self):
        # The request's job (and its lease) ends just after the answer is written.
        deadline = time.time() + 10
        while time.time() < deadline and metric_value(self.server, "cxs_audio_temp_bytes") != 0:
            time.sleep(0.1)
        self.assertEqual(metric_value(self.server, "cxs_audio_temp_bytes"), 0)

    def test_a_declared_duration_over_the_limit_is_413_before_decoding(self):
        # 10 minutes of Opus silence is ~60 KB; decoded it would be 19 MB of PCM, far over the
        # 1 MB budget: a 413 (not the budget's 503) shows it was refused before decoding.
        data = make_silence(os.path.join(self.tmp, "long.ogg"), 600, ["-c:a", "libopus", "-b:a", "6k"])
        res = self.transcribe(data, "long.ogg")
        self.assertEqual(res.status, 413, res.body)
        self.assertEqual(res.json()["code"], "PAYLOAD_TOO_LARGE")
        self.assertEqual(metric_value(self.server, "cxs_audio_temp_exhausted_total"), 0)

    def test_decoded_audio_over_the_temp_budget_is_503_and_the_budget_comes_back(self):
        # 40 s declared (under the 60 s limit) but 1.25 MB of PCM: over the 1 MB budget.
        data = make_silence(os.path.join(self.tmp, "forty.wav"), 40, ["-c:a", "pcm_s16le"])
        before = metric_value(self.server, "cxs_audio_temp_exhausted_total")
        res = self.transcribe(data, "forty.wav")
        self.assertEqual(res.status, 503, res.body)
        self.assertEqual(res.json()["code"], "SERVICE_UNAVAILABLE")
        self.assertEqual(res.headers["retry-after"], "30")
        self.assertEqual(metric_value(self.server, "cxs_audio_temp_exhausted_total"), before + 1)
        self.wait_for_budget_back()
        short = make_silence(os.path.join(self.tmp, "ten.wav"), 10, ["-c:a", "pcm_s16le"])
        ok = self.transcribe(short, "ten.wav")
        self.assertEqual(ok.status, 200, ok.body)
        self.wait_for_budget_back()
        self.assertIsNotNone(metric_value(self.server, "cxs_audio_decodes_active"))


class EmptyUploads(ServerTestCase):
    """Found by tests/fuzz/session_fuzz.py: an upload route with an empty body (and bytes
    after it) made the edge read from a finished parser, which aborts."""

    def test_an_empty_upload_body_is_a_400_and_the_server_lives(self):
        for extra in (b"", b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", b"Expect: 100-continue\r\n"):
            # A well-formed key (unknown: the route would refuse it later) gets the upload
            # past the edge's key check, which answers requests without one before any
            # body is read (test_audio.UploadsNeedAKey).
            head = (b"POST /api/studio/v1/audio/transcribe HTTP/1.1\r\nHost: x\r\n"
                    b"Authorization: Bearer svc_test_" + b"A" * 40 + b"\r\n"
                    b"Content-Type: multipart/form-data; boundary=abc\r\nContent-Length: 0\r\n")
            if extra.startswith(b"Expect"):
                raw = harness.raw_exchange(self.server.port, head + extra + b"\r\n")
            else:
                raw = harness.raw_exchange(self.server.port, head + b"\r\n" + extra)
            raw = raw.removeprefix(b"HTTP/1.1 100 Continue\r\n\r\n")  # asked for, then refused
            self.assertTrue(raw.startswith(b"HTTP/1.1 400"), raw[:200])
            self.assertIn(b'"code":"BAD_REQUEST"', raw)
            self.assertIsNone(self.server.proc.poll())
        self.assertEqual(self.server.request("GET", "/healthz").status, 200)
