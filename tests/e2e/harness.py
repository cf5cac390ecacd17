"""End-to-end harness: real `cxs` binary, real PostgreSQL, real sockets.

scripts/test starts a throwaway cluster and exports CXS_TEST_PG_HOST / CXS_TEST_PG_PORT;
ctest passes the binary as CXS_BIN. Each test class gets its own database, each server a
free port (it binds port 0 and reports the port in its "listening" log line).
"""

import http.client
import json
import os
import queue
import secrets
import signal
import socket
import subprocess
import threading
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("CXS_BIN", os.path.join(ROOT, "build", "test", "cxs"))
PG_HOST = os.environ.get("CXS_TEST_PG_HOST", "")
PG_PORT = os.environ.get("CXS_TEST_PG_PORT", "")
JWT_SECRET = "e2e-secret-" + "x" * 40


def require_cluster():
    if not PG_HOST or not PG_PORT:
        raise RuntimeError("CXS_TEST_PG_HOST/PORT are not set: run the tests through scripts/test")


def psql(sql, db="postgres", host=None, port=None):
    """Runs SQL as the cluster superuser; returns stdout (tuples only, unaligned)."""
    out = subprocess.run(
        ["psql", "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-h", host or PG_HOST, "-p", str(port or PG_PORT),
         "-U", "postgres", "-d", db, "-c", sql],
        check=True, capture_output=True, text=True, timeout=60)
    return out.stdout.strip()


def create_database(prefix="e2e"):
    require_cluster()
    name = f"{prefix}_{secrets.token_hex(6)}"
    psql(f"CREATE DATABASE {name}")
    return name


def database_url(db, host=None, port=None):
    return f"postgresql:///{db}?host={host or PG_HOST}&port={port or PG_PORT}&user=postgres"


class Server:
    """A running `cxs serve`. Collects its stdout log lines (JSON) for assertions."""

    def __init__(self, db_url, extra_env=None, start=True):
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "CXS_DATABASE_URL": db_url,
            "CXS_HTTP_LISTEN": "127.0.0.1:0",
            "CXS_JWT_SECRET": JWT_SECRET,
            "CXS_AUTH_JWT_SECRET_FILE": "",
            "CXS_AUTH_BCRYPT_COST": "4",
            # Test receivers listen on this machine, which [webhooks] deny_networks refuses by
            # default: allow loopback the way a site with a local receiver would.
            "CXS_WEBHOOKS_ALLOW_NETWORKS": "127.0.0.0/8,::1/128",
            "ASAN_OPTIONS": os.environ.get("ASAN_OPTIONS", "detect_leaks=1"),
            "UBSAN_OPTIONS": os.environ.get("UBSAN_OPTIONS", "print_stacktrace=1"),
        }
        self.env.update(extra_env or {})
        self.lines = []
        self.port = None
        self.proc = None
        self._events = queue.Queue()
        if start:
            self.start()

    def start(self):
        self.proc = subprocess.Popen([BIN, "serve"], env=self.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True)
        threading.Thread(target=self._pump, daemon=True).start()
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                line = self._events.get(timeout=0.5)
            except queue.Empty:
                if self.proc.poll() is not None:
                    raise RuntimeError("cxs serve exited early: " + self.proc.stderr.read())
                continue
            if line.get("msg") == "listening":
                self.port = int(line["address"].rsplit(":", 1)[1])
                return
        raise RuntimeError("cxs serve did not report listening in 30 s")

    def _pump(self):
        for raw in self.proc.stdout:
            raw = raw.strip()
            if not raw:
                continue
            try:
                line = json.loads(raw)
            except ValueError:
                line = {"unparsed": raw}
            self.lines.append(line)
            self._events.put(line)

    def wait_for_log(self, msg, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for line in list(self.lines):
                if line.get("msg") == msg:
                    return line
            time.sleep(0.05)
        raise AssertionError(f"log line {msg!r} not seen")

    def request(self, method, path, body=None, headers=None, timeout=30):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            payload = body
            hdrs = dict(headers or {})
            if isinstance(body, (dict, list)):
                payload = json.dumps(body)
                hdrs.setdefault("Content-Type", "application/json")
            conn.request(method, path, body=payload, headers=hdrs)
            res = conn.getresponse()
            return Response(res.status, dict((k.lower(), v) for k, v in res.getheaders()), res.read())
        finally:
            conn.close()

    def stop(self, sig=signal.SIGTERM, timeout=30):
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
                raise AssertionError("cxs serve did not stop within %ss" % timeout)
        return self.proc.returncode if self.proc else None


class Response:
    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers
        self.body = body

    def json(self):
        return json.loads(self.body)


def raw_exchange(port, data, timeout=10, read_until_close=True):
    """Sends raw bytes and returns everything the server answers until it closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(data)
        chunks = []
        while True:
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                break
            chunks.append(chunk)
            if not read_until_close:
                break
        return b"".join(chunks)


def run_cli(args, extra_env=None, timeout=60):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "CXS_AUTH_JWT_SECRET_FILE": "",
           "ASAN_OPTIONS": os.environ.get("ASAN_OPTIONS", "detect_leaks=1")}
    env.update(extra_env or {})
    return subprocess.run([BIN] + args, env=env, capture_output=True, text=True, timeout=timeout)


class ServerTestCase(unittest.TestCase):
    """One database and one server per test class."""

    server_env = {}

    @classmethod
    def setUpClass(cls):
        cls.db = create_database()
        cls.server = Server(database_url(cls.db), cls.server_env)

    @classmethod
    def tearDownClass(cls):
        rc = cls.server.stop()
        if rc != 0:
            raise AssertionError(f"server exited with {rc}: {cls.server.proc.stderr.read()}")


def b64url(data):
    import base64
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def make_jwt(org, role="ORG_ADMIN", sub="user-1", ttl=3600, secret=JWT_SECRET, alg="HS256", extra=None):
    """Mints a JWT the way an identity provider would (HS256/HS384 for tests)."""
    header = {"alg": alg, "typ": "JWT"}
    claims = {"sub": sub, "org": org, "role": role, "exp": int(time.time()) + ttl}
    claims.update(extra or {})
    signing_input = b64url(json.dumps(header).encode()) + "." + b64url(json.dumps(claims).encode())
    import hashlib
    import hmac
    digest = {"HS256": hashlib.sha256, "HS384": hashlib.sha384}[alg]
    sig = hmac.new(secret.encode(), signing_input.encode(), digest).digest()
    return signing_input + "." + b64url(sig)


def auth(token):
    return {"Authorization": "Bearer " + token}


def new_org():
    return "org_" + secrets.token_hex(8)
