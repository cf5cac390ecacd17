"""Three (or N) `cxs serve` replicas on one PostgreSQL behind a real HAProxy, a webhook
receiver on 127.0.0.1, a bounded mixed load (text /extract, /audio/transcribe and the
/audio/extract/:slug/stream event stream), and a chaos thread that kill -9s one replica
and restarts it every few seconds. Shared by tests/e2e/test_scale_out.py (short, in ctest)
and bench/scale_out.py (longer, figures for docs/performance.md).

Nothing here asserts; it measures and returns what happened so the caller can check it."""

import http.client
import http.server
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import uuid

from harness import BIN, Server, auth, database_url, make_jwt, new_org, psql

BASE = "/api/studio/v1"
CONSULT = (
    "Chief complaint: fever and cough for 3 days.\n"
    "Examination: BP 150/95 mmHg, pulse 104, temperature 101 F, SpO2 96% on room air.\n"
    "Plan: Tab Dolo 650 1-0-1 after food for 3 days. Tab Metformin 500 mg BD.\n"
)
SPOKEN = "patient has fever for three days. blood pressure is one hundred thirty over eighty five."


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def speech_wav(workdir):
    """A few seconds of speech made by flite (16 kHz mono WAV)."""
    path = os.path.join(workdir, "speech.wav")
    subprocess.run(["flite", "-voice", "kal16", "-t", SPOKEN, "-o", path], check=True, capture_output=True)
    return path


def multipart(fields, file_bytes, filename="consult.wav"):
    boundary = uuid.uuid4().hex
    out = [f"--{boundary}\r\nContent-Disposition: form-data; name=\"{k}\"\r\n\r\n{v}\r\n".encode()
           for k, v in fields.items()]
    out.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{filename}\"\r\n"
               f"Content-Type: application/octet-stream\r\n\r\n".encode() + file_bytes + b"\r\n")
    out.append(f"--{boundary}--\r\n".encode())
    return b"".join(out), f"multipart/form-data; boundary={boundary}"


HAPROXY_CFG = """\
global
    maxconn 2000
defaults
    mode http
    log global
    timeout connect 2s
    timeout client 300s
    timeout server 300s
    timeout http-request 30s
    # One request per server-side connection: a replica's death fails only the requests it
    # was serving, and the next request picks a live server.
    option http-server-close
    # Connection refused by a replica that was just killed: try again, on another server.
    retries 3
    option redispatch
frontend cxs_in
    bind 127.0.0.1:{lb_port}
    default_backend cxs
backend cxs
    balance roundrobin
    # Event streams go through as they are written: HAProxy forwards response data as it
    # arrives (no response buffering option is set), and the stream never compresses.
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 300ms fastinter 200ms downinter 300ms fall 1 rise 1
{servers}
"""


class Receiver:
    """Webhook peer on 127.0.0.1: records (event id, type, start, end) of every POST; each
    delivery takes `hold_s` so two concurrent deliveries of one event would overlap."""

    def __init__(self, hold_s=0.01):
        self.deliveries = []
        self.lock = threading.Lock()
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):
                start = time.monotonic()
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                time.sleep(hold_s)
                event = json.loads(body)
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()
                with outer.lock:
                    outer.deliveries.append({"id": self.headers.get("Svc-Delivery"), "type": event["type"],
                                             "requestId": event["data"].get("requestId"),
                                             "created": event.get("createdAt"), "start": start,
                                             "end": time.monotonic(), "wall": time.time()})

            def log_message(self, *args):
                pass

        class Quiet(http.server.ThreadingHTTPServer):
            daemon_threads = True

            def handle_error(self, request, client_address):
                pass  # a sender killed with SIGKILL mid-connection resets it: expected here

        self.httpd = Quiet(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/hook"

    def snapshot(self):
        with self.lock:
            return list(self.deliveries)

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def delivery_figures(deliveries):
    """Distinct events, duplicates (deliveries beyond the first of an event) and concurrent
    duplicates (two deliveries of one event whose handling overlapped in time)."""
    by_id = {}
    for d in deliveries:
        by_id.setdefault(d["id"], []).append(d)
    duplicates = sum(len(v) - 1 for v in by_id.values())
    concurrent = 0
    for v in by_id.values():
        v.sort(key=lambda d: d["start"])
        for a, b in zip(v, v[1:]):
            if b["start"] < a["end"]:
                concurrent += 1
    return {"events": len(by_id), "deliveries": len(deliveries), "duplicates": duplicates,
            "concurrentDuplicates": concurrent}


class Cluster:
    def __init__(self, db, n=3, env=None, workdir=None):
        self.db = db
        self.workdir = workdir or tempfile.mkdtemp(prefix="cxs-scale-")
        self.upload_dir = os.path.join(self.workdir, "uploads")
        os.makedirs(self.upload_dir, exist_ok=True)
        self.ports = [free_port() for _ in range(n)]
        self.lb_port = free_port()
        self.base_env = {"CXS_HTTP_UPLOAD_DIR": self.upload_dir, **(env or {})}
        self.replicas = [None] * n
        self.lock = threading.Lock()
        self.haproxy = None
        self.kills = 0

    # -- replicas -------------------------------------------------------------------------
    def env_for(self, i, extra=None):
        return {**self.base_env, **(extra or {}), "CXS_HTTP_LISTEN": f"127.0.0.1:{self.ports[i]}"}

    def start_replica(self, i, extra=None):
        server = Server(database_url(self.db), self.env_for(i, extra), start=False)
        for attempt in range(3):  # the port may still be held for a moment after a kill -9
            try:
                server.start()
                break
            except RuntimeError:
                if attempt == 2:
                    raise
                time.sleep(0.5)
        with self.lock:
            self.replicas[i] = server
        return server

    def start(self, extra=None):
        self.start_replica(0, extra)  # migrates first
        for i in range(1, len(self.ports)):
            self.start_replica(i, extra)
        if self.haproxy is None:
            self.start_haproxy()

    def kill9(self, i):
        with self.lock:
            server = self.replicas[i]
            self.replicas[i] = None
        if server and server.proc.poll() is None:
            server.proc.send_signal(signal.SIGKILL)
            server.proc.wait()
            self.kills += 1

    def stop_all(self):
        """SIGTERM every live replica; returns their exit codes."""
        codes = []
        for i in range(len(self.replicas)):
            with self.lock:
                server = self.replicas[i]
                self.replicas[i] = None
            if server:
                codes.append(server.stop())
        return codes

    def replica(self, i):
        with self.lock:
            return self.replicas[i]

    # -- load balancer --------------------------------------------------------------------
    def start_haproxy(self):
        servers = "\n".join(f"    server r{i} 127.0.0.1:{p} check" for i, p in enumerate(self.ports))
        cfg = os.path.join(self.workdir, "haproxy.cfg")
        with open(cfg, "w") as f:
            f.write(HAPROXY_CFG.format(lb_port=self.lb_port, servers=servers))
        subprocess.run(["haproxy", "-c", "-q", "-f", cfg], check=True)
        self.haproxy = subprocess.Popen(["haproxy", "-db", "-f", cfg], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            try:
                if self.lb_request("GET", "/readyz", timeout=2)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise RuntimeError("HAProxy did not route to a ready replica in 15 s")

    def lb_request(self, method, path, body=None, headers=None, timeout=60):
        return request(self.lb_port, method, path, body, headers, timeout)

    def close(self):
        self.stop_all()
        if self.haproxy and self.haproxy.poll() is None:
            self.haproxy.terminate()
            self.haproxy.wait(10)
        shutil.rmtree(self.workdir, ignore_errors=True)


def request(port, method, path, body=None, headers=None, timeout=60):
    """(status, headers, body bytes); raises OSError/HTTPException when the connection fails."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        hdrs = dict(headers or {})
        if isinstance(body, (dict, list)):
            body = json.dumps(body)
            hdrs.setdefault("Content-Type", "application/json")
        conn.request(method, path, body=body, headers=hdrs)
        res = conn.getresponse()
        return res.status, {k.lower(): v for k, v in res.getheaders()}, res.read()
    finally:
        conn.close()


def stream(port, path, body, headers, timeout=300):
    """POSTs and reads an event stream to its end. Returns (status, request id, frame kinds,
    seconds from the request to the first frame and to the last)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    t0 = time.monotonic()
    try:
        conn.request("POST", path, body=body, headers=headers)
        res = conn.getresponse()
        rid = res.getheader("X-Request-Id")
        if res.status != 200 or "text/event-stream" not in (res.getheader("Content-Type") or ""):
            res.read()
            return res.status, rid, [], None, None
        kinds, first, last, buf = [], None, None, b""
        while True:
            chunk = res.read1(65536) if hasattr(res, "read1") else res.read(1)
            if not chunk:
                break
            buf += chunk
            while b"\n\n" in buf:
                block, buf = buf.split(b"\n\n", 1)
                lines = [l for l in block.decode().split("\n") if l]
                now = time.monotonic() - t0
                first = now if first is None else first
                last = now
                kind = next((l[7:] for l in lines if l.startswith("event: ")), "comment")
                kinds.append(kind)
        return 200, rid, kinds, first, last
    finally:
        conn.close()


def tenant(port, org=None, slug="opd", webhook_url=None):
    """An organisation, a project (with a webhook subscribed to invocation events when
    `webhook_url`), the opd-consult API published as `slug`, and a test key."""
    org = org or new_org()
    admin = auth(make_jwt(org))
    st, _, body = request(port, "POST", f"{BASE}/projects", {"name": "Ward"}, admin)
    assert st == 201, body
    project = json.loads(body)["id"]
    hook = None
    if webhook_url:
        st, _, body = request(port, "POST", f"{BASE}/projects/{project}/webhooks",
                              {"url": webhook_url, "events": ["invocation.success", "invocation.failed"]}, admin)
        assert st == 201, body
        hook = json.loads(body)
    st, _, body = request(port, "POST", f"{BASE}/projects/{project}/apis",
                          {"name": "OPD consult", "slug": slug, "template": "opd-consult"}, admin)
    assert st == 201, body
    api = json.loads(body)
    st, _, body = request(port, "POST", f"{BASE}/apis/{api['id']}/publish", None, admin)
    assert st == 200, body
    return {"org": org, "admin": admin, "project": project, "api": api, "hook": hook,
            "key": new_key(port, project, admin)}


def new_key(port, project, admin):
    st, _, body = request(port, "POST", f"{BASE}/projects/{project}/keys", {"name": "app", "mode": "test"}, admin)
    assert st == 201, body
    return json.loads(body)


class Load:
    """`clients` threads sending a seeded mix through the load balancer until stopped or
    `max_requests` were sent: text /extract (the rest), /audio/transcribe (`audio_share`)
    and the audio event stream (`stream_share`). Every outcome is recorded."""

    def __init__(self, cluster, key, slug, wav_bytes, clients=4, audio_share=0.05, stream_share=0.05,
                 max_requests=10_000, seed=17):
        self.cluster, self.key, self.slug, self.wav = cluster, key, slug, wav_bytes
        self.clients, self.audio_share, self.stream_share = clients, audio_share, stream_share
        self.max_requests = max_requests
        self.rng = random.Random(seed)
        self.results = []
        self.issued = 0
        self.lock = threading.Lock()
        self.stop_flag = threading.Event()
        self.threads = []

    def start(self):
        for _ in range(self.clients):
            t = threading.Thread(target=self.run, daemon=True)
            t.start()
            self.threads.append(t)

    def stop(self):
        self.stop_flag.set()
        for t in self.threads:
            t.join(300)

    def next_kind(self):
        with self.lock:
            if self.issued >= self.max_requests:
                return None
            self.issued += 1
            r = self.rng.random()
        if r < self.audio_share:
            return "audio"
        if r < self.audio_share + self.stream_share:
            return "stream"
        return "text"

    def run(self):
        hdrs = auth(self.key["key"])
        lb = self.cluster.lb_port
        while not self.stop_flag.is_set():
            kind = self.next_kind()
            if kind is None:
                return
            t0 = time.monotonic()
            out = {"kind": kind, "status": None, "requestId": None, "outcome": None}
            try:
                if kind == "text":
                    st, h, body = request(lb, "POST", f"{BASE}/extract/{self.slug}", {"text": CONSULT}, hdrs)
                    out.update(status=st, requestId=h.get("x-request-id"))
                elif kind == "audio":
                    body, ctype = multipart({}, self.wav)
                    st, h, _ = request(lb, "POST", f"{BASE}/audio/transcribe", body,
                                       {**hdrs, "Content-Type": ctype}, timeout=300)
                    out.update(status=st, requestId=h.get("x-request-id"))
                else:
                    body, ctype = multipart({}, self.wav)
                    st, rid, kinds, first, last = stream(lb, f"{BASE}/audio/extract/{self.slug}/stream", body,
                                                         {**hdrs, "Content-Type": ctype})
                    # A stream's outcome is its last frame: done (2xx), error, or cut (no end frame).
                    end = next((k for k in reversed(kinds) if k != "comment"), None)
                    out.update(status=st, requestId=rid, frames=kinds, firstFrame=first, lastFrame=last,
                               outcome=end if end in ("done", "error") else "cut")
            except (OSError, http.client.HTTPException) as e:
                out["error"] = type(e).__name__
            out["seconds"] = time.monotonic() - t0
            with self.lock:
                self.results.append(out)

    def succeeded(self):
        """Request ids the client saw succeed: 2xx answers, and streams that ended with done."""
        ok = []
        for r in self.results:
            if r["kind"] == "stream":
                if r["outcome"] == "done":
                    ok.append(r)
            elif r["status"] is not None and 200 <= r["status"] < 300:
                ok.append(r)
        return ok


class Chaos:
    """kill -9 one replica (round robin) every `period_s`, restart it `down_s` later."""

    def __init__(self, cluster, period_s=4.0, down_s=1.0):
        self.cluster, self.period_s, self.down_s = cluster, period_s, down_s
        self.stop_flag = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.errors = []

    def start(self):
        self.thread.start()

    def stop(self):
        self.stop_flag.set()
        self.thread.join(120)

    def run(self):
        i = 0
        while not self.stop_flag.wait(self.period_s):
            victim = i % len(self.cluster.ports)
            i += 1
            self.cluster.kill9(victim)
            time.sleep(self.down_s)
            try:
                self.cluster.start_replica(victim)
            except RuntimeError as e:
                self.errors.append(str(e))


class ReadyWatch:
    """Polls /readyz of every live replica directly; counts non-200 answers from processes
    that are up (a killed replica refusing connections is not an unready answer)."""

    def __init__(self, cluster, interval_s=0.25):
        self.cluster, self.interval_s = cluster, interval_s
        self.checks = 0
        self.unready = []
        self.stop_flag = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def start(self):
        self.thread.start()

    def stop(self):
        self.stop_flag.set()
        self.thread.join(30)

    def run(self):
        while not self.stop_flag.wait(self.interval_s):
            for i, port in enumerate(self.cluster.ports):
                server = self.cluster.replica(i)
                if server is None:
                    continue
                try:
                    st, _, body = request(port, "GET", "/readyz", timeout=5)
                except (OSError, http.client.HTTPException):
                    continue  # killed between the look-up and the probe
                if self.cluster.replica(i) is not server:
                    continue
                self.checks += 1
                if st != 200:
                    self.unready.append((i, st, body[:300]))


def apply_compatible_migration(db, expected):
    """Plays a newer release's additive migration: real DDL plus its bookkeeping row
    declaring compatibility with this binary's schema version."""
    version = expected + 1
    psql(f"BEGIN; CREATE TABLE scale_upgrade_probe (id bigint PRIMARY KEY, note text);"
         f" INSERT INTO schema_migrations (version, name, compatible_from)"
         f" VALUES ({version}, '{version:04d}_scale_upgrade_probe', {expected}); COMMIT;", db=db)
    return version


def invocation_rows(db, project):
    out = psql(f"SELECT request_id, status, coalesce(error_code, ''), endpoint FROM invocations"
               f" WHERE project_id = '{project}'", db=db)
    rows = {}
    for line in out.splitlines():
        rid, status, code, endpoint = line.split("|")
        rows.setdefault(rid, []).append((status, code, endpoint))
    return rows


def first_seen(probe, timeout_s, interval_s=0.02):
    """Seconds until probe() is true (polled every interval_s), or None after timeout_s."""
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout_s:
        if probe():
            return time.monotonic() - t0
        time.sleep(interval_s)
    return None


def binary():
    return BIN
