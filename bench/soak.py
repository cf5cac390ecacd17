#!/usr/bin/env python3
"""Bounded soak test: mixed valid and hostile traffic against one `cxs serve` for a fixed time,
watching the server for 5xx answers, memory and descriptor growth, and log floods.

  python3 bench/soak.py [BINARY, default build/release/cxs] [--seconds 600] [--json]

Starts everything it needs and removes it afterwards: a throwaway PostgreSQL cluster
(scripts/lib/pg-cluster, fsync off) under /tmp/cxs-soak.*, the server on 127.0.0.1 (port 0,
log level info, rate limits lifted), and a tenant made through the API the way a customer
would (org via JWT, project, API `opd` from the `opd-consult` template, published, test key).
Two short recordings are spoken once by `flite` (audio classes are skipped without it).
Every request goes to 127.0.0.1 only.

Traffic, paced at --rate requests/s overall (default 100) and at most --max-requests:
  * --workers threads (default 12): 3 run slowloris connections (one header byte, or one body
    byte, every 2 s until the server gives up: 408 after `http.read_timeout_s`), 2 hold idle
    keep-alive connections (5–90 s between requests, beyond `http.idle_timeout_s` = 75 s
    sometimes), the rest draw from the mix: valid /extract (the ~300-word consult of
    bench/load_extract.sh, over a keep-alive connection), management lists, /healthz and
    /metrics, invalid JSON and wrong types, unknown routes, bad cursors and limits, NUL and
    invalid UTF-8 in bodies and paths, made-up methods, abandoned requests (half a header
    or half a body, then close), 2 MB JSON bodies, /audio/transcribe of a ~4 s recording
    (one at a time, at most one per 3 s) and /audio/extract/opd/stream abandoned mid-upload
    or right after the stream's header (one at a time, at most one per 5 s).
  * Every 10 s: the server's VmRSS (/proc/<pid>/status), open descriptors (/proc/<pid>/fd)
    and log lines written in the window.

Fails (exit 1) when:
  * any answer is a 5xx (each is printed with its request class and body);
  * a request that should succeed (valid /extract, management list, /healthz, transcribe)
    gets anything but 200, or an error body is not JSON with `code` and `requestId`;
  * the open descriptor count, after every client connection is closed (waited for up to
    20 s), is above the count before the traffic + 20;
  * VmRSS at the end is more than 50% above VmRSS after the warm-up (the first 60 s, or a
    quarter of a shorter run);
  * the log rate over any 10 s window passes --log-threshold lines/s (default 200; each
    request writes one `request` line by design, so keep --rate well below it);
  * the server dies or does not stop cleanly on SIGTERM.

The figures of the last full run are in docs/performance.md ("Soak").
"""

import argparse
import base64
import collections
import hashlib
import hmac
import http.client
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = "/api/studio/v1"
JWT_SECRET = "soak-secret-" + "s" * 40
# The consult of bench/load_extract.sh.
CONSULT = (
    "Doctor: Good morning, what brings you in today? Patient: I have had fever and a dry cough for the last three "
    "days, and since yesterday some body ache and a sore throat. Doctor: Any breathlessness or chest pain? Patient: "
    "No chest pain, no breathlessness. I had loose motions once yesterday. Doctor: Any vomiting? Patient: No "
    "vomiting. Doctor: Are you on any medicines? Patient: I take metformin 500 mg twice a day for sugar, and telma "
    "40 once daily for blood pressure. Doctor: Any allergies? Patient: Yes, I am allergic to penicillin, it gives me "
    "a rash. Doctor: Does anyone in the family have similar complaints? Patient: My son had a cold last week. "
    "Doctor: Let me examine you. Temperature is 101 F, pulse 104 per minute, BP 140/90 mmHg, respiratory rate 20, "
    "SpO2 97 percent on room air. Throat is congested, chest is clear on auscultation. Assessment: acute upper "
    "respiratory tract infection, most likely viral. Type 2 diabetes mellitus and hypertension, on treatment. Plan: "
    "Tab Dolo 650 1-0-1 after food for 3 days, Tab Cetirizine 10 mg at night for 5 days, steam inhalation twice a "
    "day, plenty of oral fluids. Continue metformin and telma. Check CBC and fasting blood sugar. Avoid cold drinks. "
    "Review after 3 days or earlier if fever persists, breathlessness or chest pain. Patient: Thank you doctor.")
SHORT_SPEECH = "patient has fever for three days. blood pressure is one hundred thirty over eighty five."
LONG_SPEECH = " ".join([SHORT_SPEECH, "she takes metformin five hundred milligrams twice a day.",
                        "no chest pain. no breathlessness. review after five days."] * 3)


# ---------------------------------------------------------------------------------------------
# Plumbing: cluster, server, tenant


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def make_jwt(org, role="ORG_ADMIN", sub="soak-user"):
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    claims = b64url(json.dumps({"sub": sub, "org": org, "role": role, "exp": int(time.time()) + 86400}).encode())
    sig = hmac.new(JWT_SECRET.encode(), f"{header}.{claims}".encode(), hashlib.sha256).digest()
    return f"{header}.{claims}.{b64url(sig)}"


class Cluster:
    def __init__(self, work):
        self.data = os.path.join(work, "pg")
        self.sock = tempfile.mkdtemp(prefix="cxs-soak-pg.")
        self.port = 41000 + random.SystemRandom().randrange(5000)
        self.tool = os.path.join(ROOT, "scripts", "lib", "pg-cluster")

    def start(self):
        subprocess.run([self.tool, "start", self.data, self.sock, str(self.port), "--fast"], check=True,
                       stdout=subprocess.DEVNULL)
        subprocess.run(["psql", "-X", "-q", "-h", self.sock, "-p", str(self.port), "-U", "postgres", "-c",
                        "CREATE DATABASE soak"], check=True, stdout=subprocess.DEVNULL)
        return f"postgresql:///soak?host={self.sock}&port={self.port}&user=postgres"

    def stop(self):
        subprocess.run([self.tool, "stop", self.data], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.rmtree(self.sock, ignore_errors=True)


class ServerProcess:
    """`cxs serve` with its stdout log copied to a file and counted per second."""

    def __init__(self, binary, db_url, work):
        self.log_path = os.path.join(work, "server.log")
        self.err_path = os.path.join(work, "server.stderr")
        self.upload_dir = os.path.join(work, "uploads")
        os.makedirs(self.upload_dir, exist_ok=True)
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "CXS_DATABASE_URL": db_url,
            "CXS_HTTP_LISTEN": "127.0.0.1:0",
            "CXS_HTTP_UPLOAD_DIR": self.upload_dir,
            "CXS_JWT_SECRET": JWT_SECRET,
            "CXS_AUTH_JWT_SECRET_FILE": "",
            "CXS_AUTH_BCRYPT_COST": "4",
            "CXS_LIMITS_RATE_PER_MINUTE": "1000000",
            "CXS_LIMITS_RATE_BURST": "100000",
            "CXS_LOG_LEVEL": "info",
        }
        self.lock = threading.Lock()
        self.lines_per_second = collections.Counter()  # int(monotonic) -> lines
        self.msgs = collections.Counter()  # msg of every line other than "request"
        self.levels = collections.Counter()
        self.total_lines = 0
        self.port = None
        self._listening = threading.Event()
        self.proc = subprocess.Popen([binary, "serve"], env=env, stdout=subprocess.PIPE,
                                     stderr=open(self.err_path, "wb"))
        self.pid = self.proc.pid
        threading.Thread(target=self._pump, daemon=True).start()
        if not self._listening.wait(30):
            self.proc.kill()
            raise RuntimeError("cxs serve did not report listening in 30 s; see " + self.err_path)

    def _pump(self):
        with open(self.log_path, "wb") as out:
            for raw in self.proc.stdout:
                out.write(raw)
                now = int(time.monotonic())
                try:
                    line = json.loads(raw)
                except ValueError:
                    line = {"msg": "(not JSON) " + raw[:60].decode("utf-8", "replace")}
                with self.lock:
                    self.total_lines += 1
                    self.lines_per_second[now] += 1
                    self.levels[line.get("level", "?")] += 1
                    if line.get("msg") != "request":
                        self.msgs[f"{line.get('level', '?')}: {line.get('msg')}"] += 1
                if line.get("msg") == "listening" and self.port is None:
                    self.port = int(line["address"].rsplit(":", 1)[1])
                    self._listening.set()

    def lines_between(self, start, end):
        with self.lock:
            return sum(n for s, n in self.lines_per_second.items() if start <= s < end)

    def alive(self):
        return self.proc.poll() is None

    def rss_kib(self):
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def fds(self):
        return len(os.listdir(f"/proc/{self.pid}/fd"))

    def stop(self):
        if self.alive():
            self.proc.send_signal(signal.SIGTERM)
            try:
                return self.proc.wait(60)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
                return "killed after 60 s"
        return self.proc.returncode


def call(port, method, path, body=None, headers=None, timeout=30):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        hdrs = dict(headers or {})
        if isinstance(body, (dict, list)):
            body = json.dumps(body)
            hdrs["Content-Type"] = "application/json"
        conn.request(method, path, body=body, headers=hdrs)
        res = conn.getresponse()
        return res.status, res.read()
    finally:
        conn.close()


def seed_tenant(port):
    org = "org_soak" + uuid.uuid4().hex[:8]
    admin = {"Authorization": "Bearer " + make_jwt(org)}

    def ok(status, body, want):
        if status != want:
            raise RuntimeError(f"seeding: {status} {body[:300]!r}")
        return json.loads(body)

    project = ok(*call(port, "POST", BASE + "/projects", {"name": "Soak"}, admin), 201)
    api = ok(*call(port, "POST", f"{BASE}/projects/{project['id']}/apis",
                   {"name": "OPD consult", "slug": "opd", "template": "opd-consult"}, admin), 201)
    ok(*call(port, "POST", f"{BASE}/apis/{api['id']}/publish", None, admin), 200)
    key = ok(*call(port, "POST", f"{BASE}/projects/{project['id']}/keys", {"name": "soak", "mode": "test"}, admin),
             201)
    return {"admin": admin["Authorization"], "key": "Bearer " + key["key"], "project": project["id"]}


def speak(work, name, text):
    if not shutil.which("flite"):
        return None
    path = os.path.join(work, name + ".wav")
    subprocess.run(["flite", "-voice", "kal16", "-t", text, "-o", path], check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    with open(path, "rb") as f:
        return f.read()


def multipart(fields, file_bytes, filename="consult.wav"):
    boundary = uuid.uuid4().hex
    out = [f"--{boundary}\r\nContent-Disposition: form-data; name=\"{k}\"\r\n\r\n{v}\r\n".encode()
           for k, v in fields.items()]
    out.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{filename}\"\r\n"
               f"Content-Type: audio/wav\r\n\r\n".encode() + file_bytes + b"\r\n")
    out.append(f"--{boundary}--\r\n".encode())
    return b"".join(out), f"multipart/form-data; boundary={boundary}"


# ---------------------------------------------------------------------------------------------
# Raw exchanges


def parse_response(buf):
    """(status, body, complete) of the first response in buf; status None if no status line yet."""
    head_end = buf.find(b"\r\n\r\n")
    if head_end < 0:
        return None, b"", False
    head = buf[:head_end].decode("latin-1")
    lines = head.split("\r\n")
    parts = lines[0].split(" ", 2)
    if len(parts) < 2 or not parts[0].startswith("HTTP/1.") or not parts[1].isdigit():
        return "malformed:" + lines[0][:60], b"", True
    status = int(parts[1])
    length = None
    chunked = False
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
        elif name.strip().lower() == "transfer-encoding" and "chunked" in value.lower():
            chunked = True
    body = buf[head_end + 4:]
    if length is not None:
        return status, body[:length], len(body) >= length
    return status, body, not chunked and status in (204, 304)


def exchange(port, parts, timeout=15, pause=0.0, shutdown=False):
    """Sends the parts (with `pause` between them) on a fresh connection and reads one
    response. Returns (status or a string for no/invalid answer, body)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        try:
            for i, part in enumerate(parts):
                if i and pause:
                    time.sleep(pause)
                s.sendall(part)
            if shutdown:
                s.shutdown(socket.SHUT_WR)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered early and closed; read what it sent
        buf = b""
        while True:
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                return ("timeout" if not buf else parse_response(buf)[0]), buf
            except ConnectionResetError:
                status, body, _ = parse_response(buf)
                return (status if status is not None else "reset"), body
            if not chunk:
                status, body, _ = parse_response(buf)
                return (status if status is not None else "closed"), body
            buf += chunk
            status, body, complete = parse_response(buf)
            if complete:
                return status, body
    finally:
        s.close()


# ---------------------------------------------------------------------------------------------
# The soak


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.by_class = collections.defaultdict(collections.Counter)
        self.server_errors = []  # (class, status, body)
        self.unexpected = []  # (class, status, body) of valid requests that did not get 200
        self.bad_bodies = []  # (class, status, body) of error bodies that are not JSON with code/requestId
        self.requests = 0
        self.by_variant = collections.defaultdict(collections.Counter)  # hostile inputs, one by one

    def record(self, cls, status, body=b"", must_succeed=False, variant=None):
        with self.lock:
            self.requests += 1
            self.by_class[cls][str(status)] += 1
            if variant is not None:
                self.by_variant[f"{cls} {variant!r}"[:160]][str(status)] += 1
            if isinstance(status, int) and status >= 500:
                self.server_errors.append((cls, status, body[:600].decode("utf-8", "replace")))
            if must_succeed and status != 200:
                self.unexpected.append((cls, status, body[:300].decode("utf-8", "replace")))
            if isinstance(status, int) and status >= 400:
                try:
                    doc = json.loads(body.decode("utf-8"))
                    good = isinstance(doc, dict) and "code" in doc and "requestId" in doc
                except (ValueError, UnicodeDecodeError):
                    good = False
                if not good and len(self.bad_bodies) < 20:
                    self.bad_bodies.append((cls, status, body[:300].decode("utf-8", "replace")))


class Soak:
    def __init__(self, args, server, tenant, short_wav, long_wav):
        self.args = args
        self.server = server
        self.port = server.port
        self.t = tenant
        self.short_wav = short_wav
        self.long_wav = long_wav
        self.stats = Stats()
        self.stop = threading.Event()
        self.pace_lock = threading.Lock()
        self.next_slot = time.monotonic()
        self.audio_lock = threading.Lock()
        self.audio_next = 0.0
        self.stream_lock = threading.Lock()
        self.stream_next = 0.0
        self.mix = self.build_mix()

    # Pacing and bounds ------------------------------------------------------------------------

    def slot(self):
        """Waits for the next request slot; False when the run is over."""
        with self.pace_lock:
            if self.stats.requests >= self.args.max_requests:
                self.stop.set()
            at = max(time.monotonic(), self.next_slot)
            self.next_slot = at + 1.0 / self.args.rate
        delay = at - time.monotonic()
        if delay > 0 and self.stop.wait(delay):
            return False
        return not self.stop.is_set()

    # Request classes ---------------------------------------------------------------------------

    def raw(self, method, path, headers=(), body=b""):
        head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n".encode("latin-1") \
            if isinstance(path, str) else method.encode() + b" " + path + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n" \
            b"Connection: close\r\n"
        for h in headers:
            head += h.encode("latin-1") if isinstance(h, str) else h
            head += b"\r\n"
        if body or method in ("POST", "PUT", "PATCH"):
            head += f"Content-Length: {len(body)}\r\n".encode()
        return head + b"\r\n" + body

    def c_extract_valid(self, rng, ctx):
        conn = ctx.get("conn")
        if conn is None:
            conn = ctx["conn"] = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            conn.request("POST", BASE + "/extract/opd", body=json.dumps({"text": CONSULT}),
                         headers={"Authorization": self.t["key"], "Content-Type": "application/json"})
            res = conn.getresponse()
            body = res.read()
            if res.getheader("Connection", "").lower() == "close":
                conn.close()
                ctx["conn"] = None
            return res.status, body, True
        except (http.client.HTTPException, OSError) as e:
            conn.close()
            ctx["conn"] = None
            return "error:" + type(e).__name__, b"", True

    def c_management(self, rng, ctx):
        path = rng.choice([BASE + "/projects", f"{BASE}/projects/{self.t['project']}/apis",
                           f"{BASE}/projects/{self.t['project']}/keys"])
        status, body = call(self.port, "GET", path, headers={"Authorization": self.t["admin"]})
        return status, body, True

    def c_health(self, rng, ctx):
        status, body = call(self.port, "GET", rng.choice(["/healthz", "/readyz", "/metrics"]))
        return status, body, True

    def c_invalid_json(self, rng, ctx):
        body = ctx["variant"] = rng.choice([b'{"text": "fever', b"not json", b"[1,2,3]", b'{"text": 5}', b'{"text": ""}', b"",
                           b'{"text": "a", "text": "b"}', b'{"text": null}', b"{" * 5000, b'{"text": "\\ud800"}'])
        return exchange(self.port, [self.raw("POST", BASE + "/extract/opd", [
            "Authorization: " + self.t["key"], "Content-Type: application/json"], body)]) + (False,)

    def c_unknown_route(self, rng, ctx):
        method, path = ctx["variant"] = rng.choice([("GET", "/nope"), ("POST", BASE + "/nothing/here"), ("GET", BASE + "/extract"),
                                   ("DELETE", "/healthz"), ("GET", "/" + "a" * 3000), ("PUT", BASE + "/projects"),
                                   ("GET", BASE + "/apis/by-slug/no-such-slug"), ("GET", "/../../etc/passwd")])
        return exchange(self.port, [self.raw(method, path, ["Authorization: " + self.t["admin"]])]) + (False,)

    def c_bad_cursor(self, rng, ctx):
        query = ctx["variant"] = rng.choice(["cursor=!!!", "cursor=" + "A" * 500, "cursor=eyJpZCI6IngifQ", "limit=0", "limit=abc",
                            "limit=99999999999999999999", "cursor=%00", "cursor=%FF%FE", "cursor=&cursor=x",
                            "limit=-1&cursor=%"])
        path = rng.choice([BASE + "/projects", f"{BASE}/projects/{self.t['project']}/keys"])
        return exchange(self.port, [self.raw("GET", f"{path}?{query}", ["Authorization: " + self.t["admin"]])]) \
            + (False,)

    def c_nul_utf8_body(self, rng, ctx):
        body = ctx["variant"] = rng.choice([b'{"text": "fever\\u0000 cough"}', b'{"text": "fever \xff\xfe cough"}',
                           b'{"text": "\xc3\x28"}', b'{"te\x00xt": "x"}', b'{"text": "ok", "patientHash": "\xed\xa0\x80"}',
                           b'\x00\x00\x00'])
        return exchange(self.port, [self.raw("POST", BASE + "/extract/opd", [
            "Authorization: " + self.t["key"], "Content-Type: application/json"], body)]) + (False,)

    def c_nul_utf8_path(self, rng, ctx):
        path = ctx["variant"] = rng.choice([b"/api/studio/v1/apis/by-slug/%00x", b"/api/studio/v1/apis/by-slug/%FF%FE",
                           b"/api/studio/v1/apis/by-slug/\xff\xfe", b"/api/studio/v1/extract/op\xc3\x28d",
                           b"/api/studio/v1/projects/%C0%AF", b"/healthz\x00", b"/api/studio/v1/projects?x=%00",
                           b"/api/studio/v1/extract/%E2%82"])
        method = "POST" if b"extract" in path else "GET"
        auth = self.t["key"] if method == "POST" else self.t["admin"]
        return exchange(self.port, [self.raw(method, path, ["Authorization: " + auth,
                                                            "Content-Type: application/json"],
                                             b'{"text": "x"}' if method == "POST" else b"")]) + (False,)

    def c_made_up_method(self, rng, ctx):
        method = ctx["variant"] = rng.choice(["BREW", "PROPFIND", "TRACE", "CONNECT", "GETT", "get", "M-SEARCH", "X" * 200, "PATCH"])
        path = rng.choice(["/healthz", BASE + "/projects", BASE + "/extract/opd", "*"])
        ctx["variant"] = (method[:20], path)
        return exchange(self.port, [self.raw(method, path, ["Authorization: " + self.t["key"]])]) + (False,)

    def c_abandoned(self, rng, ctx):
        full = self.raw("POST", BASE + "/extract/opd", ["Authorization: " + self.t["key"],
                                                        "Content-Type: application/json"],
                        json.dumps({"text": CONSULT}).encode())
        cut = rng.randrange(1, len(full))
        s = socket.create_connection(("127.0.0.1", self.port), timeout=10)
        try:
            s.sendall(full[:cut])
            time.sleep(rng.random() * 0.5)
            if rng.random() < 0.5:  # a reset instead of a FIN
                s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        finally:
            s.close()
        return "abandoned", b"", False

    def c_oversized(self, rng, ctx):
        body = json.dumps({"text": "fever and cough. " * (2 * 1024 * 1024 // 17)}).encode()
        return exchange(self.port, [self.raw("POST", BASE + "/extract/opd", [
            "Authorization: " + self.t["key"], "Content-Type: application/json"], body)], timeout=30) + (False,)

    def c_audio_transcribe(self, rng, ctx):
        body, ctype = multipart({}, self.short_wav)
        status, data = call(self.port, "POST", BASE + "/audio/transcribe", body,
                            {"Authorization": self.t["key"], "Content-Type": ctype}, timeout=120)
        return status, data, True

    def c_stream_abandoned(self, rng, ctx):
        body, ctype = multipart({}, self.long_wav)
        head = (f"POST {BASE}/audio/extract/opd/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                f"Authorization: {self.t['key']}\r\nContent-Type: {ctype}\r\nContent-Length: {len(body)}\r\n\r\n"
                ).encode()
        s = socket.create_connection(("127.0.0.1", self.port), timeout=60)
        try:
            if rng.random() < 0.5:
                s.sendall(head + body[:len(body) // 2])  # mid-upload
                time.sleep(0.2)
                return "abandoned-upload", b"", False
            s.sendall(head + body)  # after the stream's header: the work has started
            first = s.recv(4096)
            status, _, _ = parse_response(first + b"\r\n\r\n" if b"\r\n\r\n" not in first else first)
            return (status if status is not None else "closed"), b"", False
        finally:
            s.close()

    def build_mix(self):
        mix = [(30, self.c_extract_valid), (5, self.c_management), (4, self.c_health), (6, self.c_invalid_json),
               (5, self.c_unknown_route), (5, self.c_bad_cursor), (5, self.c_nul_utf8_body),
               (5, self.c_nul_utf8_path), (5, self.c_made_up_method), (5, self.c_abandoned), (1, self.c_oversized)]
        if self.short_wav:
            mix += [(3, self.c_audio_transcribe), (2, self.c_stream_abandoned)]
        return mix

    def pick(self, rng):
        total = sum(w for w, _ in self.mix)
        x = rng.uniform(0, total)
        for w, fn in self.mix:
            x -= w
            if x <= 0:
                break
        now = time.monotonic()
        # Audio classes: one at a time, and not too often (they cost real CPU on 2 cores).
        if fn == self.c_audio_transcribe:
            if now < self.audio_next or not self.audio_lock.acquire(blocking=False):
                return self.c_extract_valid, None
            self.audio_next = now + 3
            return fn, self.audio_lock
        if fn == self.c_stream_abandoned:
            if now < self.stream_next or not self.stream_lock.acquire(blocking=False):
                return self.c_extract_valid, None
            self.stream_next = now + 5
            return fn, self.stream_lock
        return fn, None

    def mixed_worker(self, index):
        rng = random.Random(self.args.seed * 1000 + index)
        ctx = {}
        while self.slot():
            fn, lock = self.pick(rng)
            name = fn.__name__[2:]
            ctx.pop("variant", None)
            try:
                status, body, must = fn(rng, ctx)
            except (OSError, http.client.HTTPException) as e:
                status, body, must = "error:" + type(e).__name__, b"", fn in (self.c_extract_valid,)
            finally:
                if lock:
                    lock.release()
            self.stats.record(name, status, body, must, ctx.get("variant"))
        if ctx.get("conn"):
            ctx["conn"].close()

    def slowloris_worker(self, index):
        rng = random.Random(self.args.seed * 1000 + 100 + index)
        while self.slot():
            slow_body = rng.random() < 0.3
            s = socket.create_connection(("127.0.0.1", self.port), timeout=5)
            name = "slowloris_body" if slow_body else "slowloris_header"
            status, buf = "closed", b""
            try:
                if slow_body:
                    s.sendall((f"POST {BASE}/extract/opd HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: "
                               f"{self.t['key']}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n"
                               ).encode())
                    drip = b" "  # JSON whitespace, one byte at a time
                else:
                    s.sendall(f"GET {BASE}/projects HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".encode())
                    drip = b"y"  # one header value byte at a time
                deadline = time.monotonic() + 120
                while not self.stop.is_set() and time.monotonic() < deadline:
                    try:
                        s.sendall(drip)
                    except OSError:
                        pass
                    try:
                        s.settimeout(2)
                        chunk = s.recv(65536)
                        if not chunk:
                            break
                        buf += chunk
                        if parse_response(buf)[2]:
                            break
                    except socket.timeout:
                        continue
                    except OSError:
                        break
                if self.stop.is_set() and not buf:
                    status = "stopped"
                elif time.monotonic() >= deadline:
                    status = "never answered in 120 s"
                else:
                    parsed, body, _ = parse_response(buf)
                    status, buf = (parsed if parsed is not None else "closed"), body
            finally:
                s.close()
            self.stats.record(name, status, buf)

    def idle_worker(self, index):
        rng = random.Random(self.args.seed * 1000 + 200 + index)
        while self.slot():
            s = socket.create_connection(("127.0.0.1", self.port), timeout=10)
            try:
                req = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                s.sendall(req)
                status, body = self.read_one(s)
                self.stats.record("idle_keepalive_first", status, body, must_succeed=True)
                idle = rng.uniform(5, 90)
                if self.stop.wait(idle):
                    break
                try:
                    s.sendall(req)
                    status, body = self.read_one(s)
                except OSError as e:
                    status, body = "error:" + type(e).__name__, b""
                # Past http.idle_timeout_s (75 s) the server has closed the connection.
                self.stats.record("idle_keepalive_after_%s" % ("timeout" if idle > 76 else "idle"), status, body,
                                  must_succeed=idle < 74)
            finally:
                s.close()

    @staticmethod
    def read_one(s):
        buf = b""
        while True:
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                return "timeout", buf
            except ConnectionResetError:
                return "reset", buf
            if not chunk:
                status, body, _ = parse_response(buf)
                return (status if status is not None else "closed"), body
            buf += chunk
            status, body, complete = parse_response(buf)
            if complete:
                return status, body

    def threads(self):
        slow = min(3, max(1, self.args.workers // 4))
        idle = min(2, max(1, self.args.workers // 6))
        mixed = max(1, self.args.workers - slow - idle)
        out = [threading.Thread(target=self.mixed_worker, args=(i,), daemon=True) for i in range(mixed)]
        out += [threading.Thread(target=self.slowloris_worker, args=(i,), daemon=True) for i in range(slow)]
        out += [threading.Thread(target=self.idle_worker, args=(i,), daemon=True) for i in range(idle)]
        return out


def sample(server, t0, window_start):
    now = time.monotonic()
    return {"t": round(now - t0, 1), "rssKiB": server.rss_kib(), "fds": server.fds(),
            "logLinesPerS": round(server.lines_between(int(window_start), int(now)) / max(1.0, now - window_start), 1)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", nargs="?", default=os.path.join(ROOT, "build", "release", "cxs"))
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--workers", type=int, default=12)
    parser.add_argument("--rate", type=float, default=100, help="requests per second, all classes together")
    parser.add_argument("--max-requests", type=int, default=200000)
    parser.add_argument("--log-threshold", type=float, default=200, help="log lines per second over 10 s")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--keep", action="store_true", help="keep the work directory (server log) afterwards")
    args = parser.parse_args()

    def say(msg):
        print(f"soak: {msg}", file=sys.stderr, flush=True)

    work = tempfile.mkdtemp(prefix="cxs-soak.")
    os.chmod(work, 0o755)
    cluster = Cluster(work)
    server = None
    report = {}
    failures = []
    try:
        db_url = cluster.start()
        server = ServerProcess(args.binary, db_url, work)
        say(f"server {args.binary} pid {server.pid} on 127.0.0.1:{server.port}; {os.cpu_count()} cores; "
            f"load {open('/proc/loadavg').read().split()[:3]}")
        tenant = seed_tenant(server.port)
        short_wav = speak(work, "short", SHORT_SPEECH)
        long_wav = speak(work, "long", LONG_SPEECH)
        if not short_wav:
            say("flite not found: audio classes skipped")
        soak = Soak(args, server, tenant, short_wav, long_wav)
        # One of each class first, so lazily built state (pools, recognisers) is in the baseline.
        prime = random.Random(0)
        for _, fn in soak.mix:
            status, body, must = fn(prime, {})
            soak.stats.record(fn.__name__[2:], status, body, must)
        if short_wav:
            # The speech recognisers ([audio] speech_workers, one per core, ~100 MiB each) are
            # built on first need: overlap as many recordings so all of them are in the baseline.
            primers = [threading.Thread(target=lambda: soak.stats.record(
                "audio_transcribe", *soak.c_audio_transcribe(prime, {}))) for _ in range(os.cpu_count() + 1)]
            for p in primers:
                p.start()
            for p in primers:
                p.join()
        t0 = time.monotonic()
        samples = [sample(server, t0, t0)]
        say(f"start: rss {samples[0]['rssKiB']} KiB, fds {samples[0]['fds']}; running {args.seconds:.0f} s at "
            f"{args.rate:g} req/s, {args.workers} workers")
        workers = soak.threads()
        for w in workers:
            w.start()
        warmup_at = t0 + min(60.0, args.seconds / 4)
        warm = None
        end_at = t0 + args.seconds
        window = t0
        while time.monotonic() < end_at and not soak.stop.is_set():
            time.sleep(min(10.0, max(0.0, end_at - time.monotonic())))
            if not server.alive():
                failures.append(f"server died (exit {server.proc.returncode})")
                break
            samples.append(sample(server, t0, window))
            window = time.monotonic()
            if warm is None and time.monotonic() >= warmup_at:
                warm = samples[-1]
            last = samples[-1]
            say(f"t={last['t']:.0f}s requests {soak.stats.requests} rss {last['rssKiB']} KiB fds {last['fds']} "
                f"log {last['logLinesPerS']}/s 5xx {len(soak.stats.server_errors)}")
        soak.stop.set()
        for w in workers:
            w.join(30)
        stuck = sum(w.is_alive() for w in workers)
        # Every client connection is closed now: the descriptors should come back.
        start_fds = samples[0]["fds"]
        settle = time.monotonic() + 20
        end_fds = server.fds() if server.alive() else None
        while server.alive() and end_fds > start_fds + 20 and time.monotonic() < settle:
            time.sleep(1)
            end_fds = server.fds()
        end = sample(server, t0, window) if server.alive() else samples[-1]
        end["fds"] = end_fds
        final_status = call(server.port, "POST", BASE + "/extract/opd", {"text": CONSULT},
                            {"Authorization": tenant["key"]})[0] if server.alive() else None
        warm = warm or samples[-1]
        rss_max = max(s["rssKiB"] for s in samples + [end])
        fd_max = max(s["fds"] for s in samples + [end] if s["fds"] is not None)
        log_max = max(s["logLinesPerS"] for s in samples[1:] + [end]) if len(samples) > 1 else end["logLinesPerS"]
        stats = soak.stats
        report = {
            "binary": args.binary, "seconds": args.seconds, "rate": args.rate, "workers": args.workers,
            "cores": os.cpu_count(), "seed": args.seed,
            "requests": stats.requests,
            "requestsPerClass": {c: sum(v.values()) for c, v in sorted(stats.by_class.items())},
            "statusesPerClass": {c: dict(sorted(v.items())) for c, v in sorted(stats.by_class.items())},
            "statusesPerHostileInput": {v: dict(sorted(c.items())) for v, c in sorted(stats.by_variant.items())},
            "serverErrors": len(stats.server_errors),
            "serverErrorSamples": [{"class": c, "status": s, "body": b} for c, s, b in stats.server_errors[:20]],
            "unexpected": [{"class": c, "status": str(s), "body": b} for c, s, b in stats.unexpected[:20]],
            "unexpectedCount": len(stats.unexpected),
            "badErrorBodies": [{"class": c, "status": s, "body": b} for c, s, b in stats.bad_bodies],
            "rssKiB": {"start": samples[0]["rssKiB"], "afterWarmup": warm["rssKiB"], "end": end["rssKiB"],
                       "max": rss_max},
            "fds": {"start": start_fds, "end": end_fds, "max": fd_max},
            "logLinesPerS": {"max10s": log_max, "threshold": args.log_threshold, "total": server.total_lines},
            "logLevels": dict(server.levels),
            "logMessagesOtherThanRequest": dict(server.msgs.most_common(15)),
            "finalExtract": final_status,
            "workersStuck": stuck,
            "samples": samples + [end],
        }
        if stats.server_errors:
            failures.append(f"{len(stats.server_errors)} 5xx answers")
        if stats.unexpected:
            failures.append(f"{len(stats.unexpected)} requests that should succeed did not get 200")
        if stats.bad_bodies:
            failures.append(f"{len(stats.bad_bodies)} error bodies not JSON with code and requestId")
        if end_fds is None or end_fds > start_fds + 20:
            failures.append(f"open descriptors {start_fds} at start, {end_fds} at the end")
        if end["rssKiB"] > 1.5 * warm["rssKiB"]:
            failures.append(f"RSS grew {warm['rssKiB']} -> {end['rssKiB']} KiB after the warm-up")
        if log_max > args.log_threshold:
            failures.append(f"log rate {log_max}/s over 10 s above {args.log_threshold:g}/s")
        if final_status != 200:
            failures.append(f"a final valid /extract answered {final_status}")
        if stuck:
            failures.append(f"{stuck} client threads did not stop")
    except Exception as e:  # noqa: BLE001 - reported as a failure with the server's stderr
        failures.append(f"{type(e).__name__}: {e}")
    finally:
        if server:
            rc = server.stop()
            if rc != 0 and not any("died" in f for f in failures):
                failures.append(f"server exit status on SIGTERM: {rc}")
            report["serverExit"] = rc
            try:
                with open(server.err_path, "rb") as f:
                    err = f.read()[-2000:].decode("utf-8", "replace")
                if err.strip():
                    report["serverStderrTail"] = err
            except OSError:
                pass
        cluster.stop()
        if args.keep:
            say(f"work directory kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    report["failures"] = failures
    report["ok"] = not failures
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print_report(report)
    return 0 if not failures else 1


def print_report(r):
    if "requests" in r:
        print(f"soak: {r['binary']}, {r['seconds']:.0f} s at {r['rate']:g} req/s, {r['workers']} workers, "
              f"{r['cores']} cores")
        print(f"requests: {r['requests']}")
        for cls, statuses in r["statusesPerClass"].items():
            print(f"  {cls:28} {sum(statuses.values()):7}  " + ", ".join(f"{s}: {n}" for s, n in statuses.items()))
        print(f"5xx: {r['serverErrors']}")
        for e in r["serverErrorSamples"]:
            print(f"  {e['class']} -> {e['status']}: {e['body']}")
        for e in r["unexpected"]:
            print(f"  should succeed: {e['class']} -> {e['status']}: {e['body']}")
        for e in r["badErrorBodies"]:
            print(f"  bad error body: {e['class']} -> {e['status']}: {e['body']!r}")
        rss, fds, log = r["rssKiB"], r["fds"], r["logLinesPerS"]
        print(f"RSS KiB: start {rss['start']}, after warm-up {rss['afterWarmup']}, end {rss['end']}, max {rss['max']}")
        print(f"open fds: start {fds['start']}, end {fds['end']}, max {fds['max']}")
        print(f"log lines/s (max over 10 s): {log['max10s']} (threshold {log['threshold']:g}); {log['total']} lines; "
              f"levels {r['logLevels']}")
        print(f"log messages besides `request`: {r['logMessagesOtherThanRequest']}")
        print(f"final /extract: {r['finalExtract']}; server exit on SIGTERM: {r.get('serverExit')}")
    if r.get("serverStderrTail"):
        print("server stderr (tail):\n" + r["serverStderrTail"])
    print("soak: OK" if r["ok"] else "soak: FAILED: " + "; ".join(r["failures"]))


if __name__ == "__main__":
    sys.exit(main())
