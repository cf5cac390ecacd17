"""Foundation behaviour over real sockets: health, readiness, metrics, errors, limits,
request ids, access log, keep-alive, configuration errors, CLI subcommands, and graceful
shutdown."""

import base64
import hashlib
import hmac
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import unittest

import harness
from harness import Server, ServerTestCase, create_database, database_url, psql, raw_exchange, run_cli

REQ_ID = re.compile(r"^req_[0-9a-z]{20}$")


class Ops(ServerTestCase):
    server_env = {"CXS_HTTP_MAX_BODY_BYTES": "2048", "CXS_HTTP_MAX_HEADER_BYTES": "2048",
                  "CXS_HTTP_READ_TIMEOUT_S": "1"}

    def test_healthz_answers_ok_with_request_id(self):
        res = self.server.request("GET", "/healthz")
        self.assertEqual(res.status, 200)
        self.assertEqual(res.json(), {"status": "ok"})
        self.assertRegex(res.headers["x-request-id"], REQ_ID)
        self.assertTrue(res.headers["content-type"].startswith("application/json"))

    def test_request_ids_are_unique(self):
        ids = {self.server.request("GET", "/healthz").headers["x-request-id"] for _ in range(20)}
        self.assertEqual(len(ids), 20)

    def test_readyz_reports_current_migrations(self):
        res = self.server.request("GET", "/readyz")
        self.assertEqual(res.status, 200, res.body)
        body = res.json()
        self.assertEqual(body["status"], "ready")
        self.assertEqual(body["checks"]["database"], "ok")
        mig = body["checks"]["migrations"]
        self.assertGreaterEqual(mig["applied"], 1)
        self.assertEqual(mig["applied"], mig["expected"])

    def test_unknown_route_is_json_404(self):
        res = self.server.request("GET", "/api/studio/v1/no/such/thing")
        self.assertEqual(res.status, 404)
        body = res.json()
        self.assertEqual(body["code"], "NOT_FOUND")
        self.assertEqual(body["requestId"], res.headers["x-request-id"])
        self.assertIsInstance(body["error"], str)
        self.assertEqual(set(body), {"error", "code", "requestId"})

    def test_wrong_method_is_json_405_with_allow(self):
        res = self.server.request("DELETE", "/healthz")
        self.assertEqual(res.status, 405)
        self.assertEqual(res.json()["code"], "METHOD_NOT_ALLOWED")
        self.assertEqual(res.headers["allow"], "GET")

    def test_body_over_limit_is_413_before_reading_it(self):
        res = self.server.request("POST", "/api/studio/v1/anything", body="x" * 4096,
                                  headers={"Content-Type": "application/json"})
        self.assertEqual(res.status, 413)
        self.assertEqual(res.json()["code"], "PAYLOAD_TOO_LARGE")
        self.assertRegex(res.json()["requestId"], REQ_ID)

    def test_expect_100_continue_is_answered_before_the_body(self):
        body = b'{"name": "x"}'
        with socket.create_connection(("127.0.0.1", self.server.port), timeout=10) as s:
            s.sendall(b"POST /api/studio/v1/anything HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                      b"Expect: 100-continue\r\nContent-Length: %d\r\n\r\n" % len(body))
            interim = s.recv(65536)
            self.assertTrue(interim.startswith(b"HTTP/1.1 100 Continue"), interim[:200])
            s.sendall(body)
            final = s.recv(65536)
        self.assertTrue(final.startswith(b"HTTP/1.1 404"), final[:200])  # the body was read, then routed
        self.assertIn(b'"code":"NOT_FOUND"', final)

    def test_chunked_body_over_limit_is_413(self):
        chunk = b"x" * 1500
        data = (b"POST /healthz HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n" +
                b"%x\r\n" % len(chunk) + chunk + b"\r\n" + b"%x\r\n" % len(chunk) + chunk + b"\r\n0\r\n\r\n")
        answer = raw_exchange(self.server.port, data)
        self.assertTrue(answer.startswith(b"HTTP/1.1 413"), answer[:200])
        self.assertIn(b'"code":"PAYLOAD_TOO_LARGE"', answer)

    def test_headers_over_limit_are_431(self):
        res = self.server.request("GET", "/healthz", headers={"X-Big": "y" * 4000})
        self.assertEqual(res.status, 431)
        self.assertEqual(res.json()["code"], "HEADERS_TOO_LARGE")

    def test_malformed_http_is_400(self):
        answer = raw_exchange(self.server.port, b"G@T /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
        self.assertTrue(answer.startswith(b"HTTP/1.1 400"), answer[:200])
        self.assertIn(b'"code":"BAD_REQUEST"', answer)

    def test_slow_request_gets_408(self):
        started = time.time()
        answer = raw_exchange(self.server.port, b"GET /healthz HTTP/1.1\r\nHost: t\r\n")  # never finished
        self.assertTrue(answer.startswith(b"HTTP/1.1 408"), answer[:200])
        self.assertIn(b'"code":"REQUEST_TIMEOUT"', answer)
        self.assertLess(time.time() - started, 5)

    def test_keep_alive_serves_several_requests_on_one_connection(self):
        import http.client
        conn = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=10)
        try:
            for _ in range(3):
                conn.request("GET", "/healthz")
                res = conn.getresponse()
                res.read()
                self.assertEqual(res.status, 200)
                self.assertNotEqual(res.getheader("Connection"), "close")
            sock_before = conn.sock
            conn.request("GET", "/healthz")
            conn.getresponse().read()
            self.assertIs(conn.sock, sock_before)
        finally:
            conn.close()

    def test_metrics_are_valid_prometheus_text(self):
        self.server.request("GET", "/healthz")
        self.server.request("GET", "/api/studio/v1/nope")
        # A request is counted when its response has been written, which the client can see
        # a moment before the server's write completes: poll briefly for the 404's series.
        deadline = time.time() + 5
        while True:
            res = self.server.request("GET", "/metrics")
            # The GET's own series: another test's POST may have made an unmatched 404 series already.
            if 'method="GET",route="unmatched",status="404"' in res.body.decode() or time.time() > deadline:
                break
            time.sleep(0.05)
        self.assertEqual(res.status, 200)
        self.assertTrue(res.headers["content-type"].startswith("text/plain; version=0.0.4"))
        text = res.body.decode()
        self.assertRegex(text, r'http_requests_total\{method="GET",route="/healthz",status="200"\} [1-9]')
        self.assertRegex(text, r'http_requests_total\{method="GET",route="unmatched",status="404"\} [1-9]')
        self.assertIn('http_request_duration_seconds_bucket{route="/healthz",le="0.005"}', text)
        self.assertIn("http_requests_in_flight", text)
        self.assertRegex(text, r'cxs_db_pool_connections\{state="configured"\} 4')
        self.assertRegex(text, r'cxs_build_info\{commit="[^"]+",version="[^"]+"\} 1')
        # No raw paths as labels: the unmatched request is counted under a fixed label.
        self.assertNotIn("/api/studio/v1/nope", text)
        check = subprocess.run(["promtool", "check", "metrics"], input=text, capture_output=True, text=True)
        self.assertEqual(check.returncode, 0, check.stdout + check.stderr)

    def test_process_metrics_are_read_at_scrape_time_and_plausible(self):
        def scrape():
            text = self.server.request("GET", "/metrics").body.decode()
            values = {}
            for line in text.splitlines():
                if line and not line.startswith("#"):
                    name, value = line.rsplit(" ", 1)
                    values[name] = float(value)
            return text, values

        text, first = scrape()
        for family, kind in [("process_cpu_seconds_total", "counter"), ("process_resident_memory_bytes", "gauge"),
                             ("process_open_fds", "gauge"), ("process_max_fds", "gauge"),
                             ("process_start_time_seconds", "gauge")]:
            self.assertIn(f"# TYPE {family} {kind}", text)
        pid = self.server.proc.pid
        with open(f"/proc/{pid}/status") as f:
            rss_kb = next(int(l.split()[1]) for l in f if l.startswith("VmRSS:"))
        self.assertLess(abs(first["process_resident_memory_bytes"] - rss_kb * 1024), 64 << 20)
        fds = len(os.listdir(f"/proc/{pid}/fd"))
        self.assertLess(abs(first["process_open_fds"] - fds), 16)
        import resource
        self.assertEqual(first["process_max_fds"], resource.prlimit(pid, resource.RLIMIT_NOFILE)[0])
        started = os.stat(f"/proc/{pid}").st_mtime
        self.assertLess(abs(first["process_start_time_seconds"] - started), 120)
        self.assertLessEqual(first["process_start_time_seconds"], time.time())
        self.assertGreater(first["process_cpu_seconds_total"], 0)
        # Read at each scrape: CPU time moves with work, open descriptors with connections.
        for _ in range(200):
            self.server.request("GET", "/healthz")
        _, second = scrape()
        self.assertGreater(second["process_cpu_seconds_total"], first["process_cpu_seconds_total"])
        # Request durations reach the audio deadline (1,800 s).
        self.assertIn('http_request_duration_seconds_bucket{route="/healthz",le="1800"}', text)

    def test_access_log_has_one_line_per_request_without_secrets(self):
        secret_value = "svc_test_THISMUSTNOTBELOGGED000000000000"
        res = self.server.request("GET", "/healthz?patient=SECRETPATIENT",
                                  headers={"Authorization": "Bearer " + secret_value})
        rid = res.headers["x-request-id"]
        deadline = time.time() + 5
        lines = []
        while time.time() < deadline and not lines:
            lines = [l for l in self.server.lines if l.get("requestId") == rid]
            time.sleep(0.05)
        self.assertEqual(len(lines), 1, lines)
        line = lines[0]
        self.assertEqual(line["msg"], "request")
        self.assertEqual(line["route"], "/healthz")
        self.assertEqual(line["status"], 200)
        self.assertEqual(line["method"], "GET")
        self.assertIsInstance(line["latencyMs"], int)
        everything = json.dumps(self.server.lines)
        self.assertNotIn(secret_value, everything)
        self.assertNotIn("SECRETPATIENT", everything)
        self.assertNotIn(harness.JWT_SECRET, everything)


class Readiness(unittest.TestCase):
    """Readiness follows the database: a private cluster is stopped under a live server."""

    def test_readyz_is_503_when_the_database_stops_and_recovers_when_it_returns(self):
        workdir = tempfile.mkdtemp(prefix="cxs-ready-")
        sockdir = tempfile.mkdtemp(prefix="cxs-rs-", dir="/tmp")
        os.chmod(workdir, 0o755)
        port = 40000 + os.getpid() % 9000
        data = os.path.join(workdir, "data")
        cluster = os.path.join(harness.ROOT, "scripts", "lib", "pg-cluster")
        subprocess.run([cluster, "start", data, sockdir, str(port), "--fast"], check=True)
        server = None
        try:
            psql("CREATE DATABASE ready", host=sockdir, port=port)
            server = Server(database_url("ready", sockdir, port), {"CXS_DATABASE_CONNECT_TIMEOUT_S": "2"})
            self.assertEqual(server.request("GET", "/readyz").status, 200)

            subprocess.run([cluster, "stop", data], check=True)
            res = server.request("GET", "/readyz")
            self.assertEqual(res.status, 503)
            body = res.json()
            self.assertEqual(body["code"], "SERVICE_UNAVAILABLE")
            self.assertEqual(body["checks"]["database"], "unreachable")
            self.assertRegex(body["requestId"], REQ_ID)
            self.assertEqual(server.request("GET", "/healthz").status, 200)  # alive, just not ready

            subprocess.run([cluster, "start", data, sockdir, str(port), "--fast"], check=True)
            self.assertEqual(server.request("GET", "/readyz").status, 200)
            self.assertEqual(server.stop(), 0)
        finally:
            if server:
                server.stop()
            subprocess.run([cluster, "stop", data])
            shutil.rmtree(workdir, ignore_errors=True)
            shutil.rmtree(sockdir, ignore_errors=True)

    def test_readyz_is_503_when_migrations_are_missing(self):
        db = create_database()
        server = Server(database_url(db), {"CXS_DATABASE_MIGRATE_ON_START": "false"})
        try:
            res = server.request("GET", "/readyz")
            self.assertEqual(res.status, 503)
            self.assertEqual(res.json()["checks"]["migrations"]["applied"], 0)
            self.assertEqual(run_cli(["migrate"], {"CXS_DATABASE_URL": database_url(db)}).returncode, 0)
            self.assertEqual(server.request("GET", "/readyz").status, 200)
        finally:
            self.assertEqual(server.stop(), 0)


def wait_for_lock_waiter(db, timeout=20):
    """Waits until a session of `db` waits on a lock: the server's request has reached the
    database. A fixed sleep was not enough under a loaded ASan run."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if psql(f"SELECT count(*) FROM pg_stat_activity WHERE datname = '{db}' AND wait_event_type = 'Lock'") != "0":
            return
        time.sleep(0.05)
    raise AssertionError("no request reached the database's lock")


class Shutdown(unittest.TestCase):
    def test_sigterm_lets_an_in_flight_request_finish_and_exits_zero(self):
        db = create_database()
        server = Server(database_url(db))
        # Hold a lock so /readyz blocks inside the database: a real in-flight request.
        locker = subprocess.Popen(
            ["psql", "-X", "-q", "-t", "-A", "-h", harness.PG_HOST, "-p", harness.PG_PORT, "-U", "postgres", "-d", db],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        locker.stdin.write("BEGIN; LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE; SELECT 'locked';\n")
        locker.stdin.flush()
        self.assertEqual(locker.stdout.readline().strip(), "locked")

        result = {}

        def call():
            result["res"] = server.request("GET", "/readyz", timeout=30)

        caller = threading.Thread(target=call)
        caller.start()
        wait_for_lock_waiter(db)  # the request is now in flight, waiting on the lock
        server.proc.send_signal(signal.SIGTERM)
        server.wait_for_log("draining")
        # New connections are refused while draining.
        with self.assertRaises(OSError):
            socket.create_connection(("127.0.0.1", server.port), timeout=2).recv(1)
        self.assertIsNone(server.proc.poll(), "server exited before its in-flight request finished")
        locker.stdin.write("COMMIT;\n")
        locker.stdin.close()
        caller.join(timeout=20)
        locker.wait(timeout=10)
        self.assertIn("res", result)
        self.assertEqual(result["res"].status, 200)
        self.assertEqual(result["res"].headers.get("connection"), "close")
        self.assertEqual(server.proc.wait(timeout=20), 0)
        server.wait_for_log("stopped")

    def test_grace_period_bounds_shutdown(self):
        db = create_database()
        server = Server(database_url(db), {"CXS_HTTP_SHUTDOWN_GRACE_S": "1"})
        locker = subprocess.Popen(
            ["psql", "-X", "-q", "-t", "-A", "-h", harness.PG_HOST, "-p", harness.PG_PORT, "-U", "postgres", "-d", db],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        locker.stdin.write("BEGIN; LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE; SELECT 'locked';\n")
        locker.stdin.flush()
        self.assertEqual(locker.stdout.readline().strip(), "locked")
        caller = threading.Thread(target=lambda: self._swallow(server))
        caller.start()
        wait_for_lock_waiter(db)
        started = time.time()
        server.proc.send_signal(signal.SIGTERM)
        self.assertEqual(server.proc.wait(timeout=15), 0)
        self.assertLess(time.time() - started, 8)
        locker.stdin.write("ROLLBACK;\n")
        locker.stdin.close()
        locker.wait(timeout=10)
        caller.join(timeout=10)

    @staticmethod
    def _swallow(server):
        try:
            server.request("GET", "/readyz", timeout=10)
        except Exception:
            pass


class Cli(unittest.TestCase):
    def test_config_errors_name_the_key_and_hide_secrets(self):
        secret = "tooshort-secret-value"
        out = run_cli(["serve"], {"CXS_HTTP_THREADS": "many", "CXS_JWT_SECRET": secret,
                                  "CXS_DATABASE_URL": "postgresql:///x?password=hunter2"})
        self.assertEqual(out.returncode, 2)
        self.assertIn("http.threads", out.stderr)
        self.assertIn("auth.jwt_secret", out.stderr)
        self.assertNotIn(secret, out.stderr + out.stdout)
        self.assertNotIn("hunter2", out.stderr + out.stdout)

    def test_serve_without_database_url_is_refused(self):
        out = run_cli(["serve"], {})
        self.assertEqual(out.returncode, 2)
        self.assertIn("database.url", out.stderr)

    def test_version(self):
        out = run_cli(["version"])
        self.assertEqual(out.returncode, 0)
        self.assertRegex(out.stdout, r"^cxs \d+\.\d+\.\d+ \(")

    def test_dev_token_is_a_valid_hs256_jwt(self):
        secret = "s" * 48
        out = run_cli(["dev-token", "--org", "org_abc", "--role", "ORG_ADMIN", "--ttl", "2h"],
                      {"CXS_JWT_SECRET": secret})
        self.assertEqual(out.returncode, 0, out.stderr)
        token = out.stdout.strip()
        head, payload, sig = token.split(".")
        pad = lambda s: s + "=" * (-len(s) % 4)
        self.assertEqual(json.loads(base64.urlsafe_b64decode(pad(head)))["alg"], "HS256")
        claims = json.loads(base64.urlsafe_b64decode(pad(payload)))
        self.assertEqual(claims["org"], "org_abc")
        self.assertEqual(claims["role"], "ORG_ADMIN")
        self.assertEqual(claims["sub"], "dev-user")
        self.assertAlmostEqual(claims["exp"] - time.time(), 7200, delta=60)
        expected = hmac.new(secret.encode(), f"{head}.{payload}".encode(), hashlib.sha256).digest()
        self.assertEqual(base64.urlsafe_b64decode(pad(sig)), expected)

    def test_dev_token_refuses_without_secret(self):
        out = run_cli(["dev-token", "--org", "org_abc", "--role", "ORG_ADMIN"])
        self.assertEqual(out.returncode, 2)
        self.assertIn("secret", out.stderr)
        self.assertEqual(out.stdout, "")

    def test_dev_token_reads_private_secret_file(self):
        d = tempfile.mkdtemp()
        path = os.path.join(d, "jwt_secret")
        with open(path, "w") as f:
            f.write("f" * 48 + "\n")
        os.chmod(path, 0o644)
        out = run_cli(["dev-token", "--org", "o", "--role", "ORG_ADMIN"], {"CXS_AUTH_JWT_SECRET_FILE": path})
        self.assertEqual(out.returncode, 2)
        self.assertIn("auth.jwt_secret_file", out.stderr)
        os.chmod(path, 0o600)
        out = run_cli(["dev-token", "--org", "o", "--role", "ORG_ADMIN"], {"CXS_AUTH_JWT_SECRET_FILE": path})
        self.assertEqual(out.returncode, 0, out.stderr)
        shutil.rmtree(d)

    def test_migrate_is_idempotent_and_creates_the_schema(self):
        db = create_database()
        env = {"CXS_DATABASE_URL": database_url(db)}
        first = run_cli(["migrate"], env)
        self.assertEqual(first.returncode, 0, first.stderr)
        self.assertRegex(first.stdout, r"applied [1-9]\d* migration")
        second = run_cli(["migrate"], env)
        self.assertIn("applied 0 migration", second.stdout)
        tables = set(psql("SELECT tablename FROM pg_tables WHERE schemaname='public'", db=db).split())
        for t in ["orgs", "projects", "apis", "api_versions", "api_keys", "invocations", "idempotency_records",
                  "webhooks", "webhook_outbox", "webhook_deliveries", "test_transcripts",
                  "management_audit_events", "schema_migrations"]:
            self.assertIn(t, tables)

    def test_concurrent_migrations_apply_once(self):
        db = create_database()
        env = {"CXS_DATABASE_URL": database_url(db)}
        procs = [subprocess.Popen([harness.BIN, "migrate"], env={**os.environ, **env, "CXS_AUTH_JWT_SECRET_FILE": ""},
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(4)]
        outs = [p.communicate(timeout=60) for p in procs]
        self.assertTrue(all(p.returncode == 0 for p in procs), outs)
        applied = [int(re.search(r"applied (\d+)", o[0]).group(1)) for o in outs]
        self.assertEqual(sorted(applied)[-1], sum(applied))  # exactly one process applied them
        self.assertEqual(psql("SELECT count(*) = count(DISTINCT version) FROM schema_migrations", db=db), "t")

    def test_seed_demo_is_idempotent_and_rotates_the_key(self):
        db = create_database()
        env = {"CXS_DATABASE_URL": database_url(db), "CXS_AUTH_BCRYPT_COST": "4"}
        first = run_cli(["seed-demo"], env)
        self.assertEqual(first.returncode, 0, first.stderr)
        key1 = re.search(r"svc_test_[A-Za-z0-9_-]{40}", first.stdout).group(0)
        second = run_cli(["seed-demo"], env)
        key2 = re.search(r"svc_test_[A-Za-z0-9_-]{40}", second.stdout).group(0)
        self.assertNotEqual(key1, key2)
        self.assertEqual(psql("SELECT count(*) FROM orgs", db=db), "1")
        self.assertEqual(psql("SELECT count(*) FROM apis WHERE status='PUBLISHED'", db=db), "1")
        self.assertEqual(psql("SELECT count(*) FROM api_keys WHERE revoked_at IS NULL", db=db), "1")
        stored = psql("SELECT key_hash || ' ' || lookup_prefix FROM api_keys WHERE revoked_at IS NULL", db=db)
        self.assertTrue(stored.startswith("$2b$04$"))
        self.assertNotIn(key2, stored)
        self.assertEqual(stored.split()[1], key2[len("svc_test_"):][:12])


if __name__ == "__main__":
    unittest.main()
