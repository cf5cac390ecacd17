#!/usr/bin/env python3
"""Black-box mutation fuzzer of the live HTTP session: raw bytes into `cxs serve` over real
sockets, one fresh connection per case.

The libFuzzer build (tests/fuzz/CMakeLists.txt) links only domain/ code, and the session class
(http/edge/session.cpp) is bound to a TCP socket and the actor system, so the session cannot be
fuzzed in-process. This is the next best thing: the real server, the real parser, the real
routes, with inputs mutated from a set of seed requests.

  CXS_TEST_PG_HOST=… CXS_TEST_PG_PORT=… tests/fuzz/session_fuzz.py [--seconds 30] [--seed N]
  tests/fuzz/session_fuzz.py --replay build/fuzz/artifacts/session_fuzz/<file>.bin

The server binary is $CXS_BIN (or --bin; default build/test/cxs, the sanitizer build). The
cluster is the one scripts/test exports (CXS_TEST_PG_HOST/PORT); scripts/fuzz starts one when
run on its own. The server gets its own database, a tenant (the `opd` API, a test key, an
admin JWT), CORS for one origin, 1 s read and idle timeouts (so half-sent requests end fast)
and lifted rate limits.

Seeds: valid and edge-case HTTP/1.1 requests — GET/POST/OPTIONS with Origin, Content-Length
and chunked bodies, multipart audio uploads (a tiny WAV), pipelined requests, Expect:
100-continue, keep-alive sequences, huge headers, bare LF line ends, invalid UTF-8 and NUL in
paths and headers, smuggling shapes (CL + TE, two lengths), HTTP/1.0, absolute-form targets,
management calls with a JWT (lists with cursors, a draft PATCH). Credentials and ids appear in
seeds as placeholders (@KEY@, @JWT@, @PROJECT@, @API@) filled in after mutation, so a saved
input replays against any server.

Mutations (1–4 per case, from a random.Random seeded by --seed and the case number, so case N
of a seed is always the same input): byte flips, random and "interesting" inserts (CRLF, NUL,
0xFF, header and chunk syntax, big numbers), deletions, duplications, splices of two seeds,
truncation, numbers replaced by edge values; the input is then sent in 1–5 writes with pauses
of up to 20 ms, and the write side is half-closed (most cases) or left open.

Oracles, each failing the run with the input saved to build/fuzz/artifacts/session_fuzz/
(<kind>-<seed>-<case>.bin, plus .json with the writes and what came back):
  * the server process is alive after every case;
  * every answer starts with a well-formed `HTTP/1.1 <3 digits> <reason>` status line and
    header block;
  * no 5xx, neither on the wire nor in the server's `request` log lines;
  * every 4xx body that arrived complete is UTF-8 JSON with string `code` and `requestId`;
  * no server log line at level error or naming INTERNAL, no non-JSON stdout, and nothing
    from a sanitizer or std::terminate on stderr;
after the run: open descriptors back within 10 of the start (after 10 s), and a valid /extract
still answers 200. Exit status 1 on any finding.
"""

import argparse
import io
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import wave

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "e2e"))

import harness  # noqa: E402
from harness import auth, create_database, database_url, make_jwt, new_org  # noqa: E402

BASE = "/api/studio/v1"
ORIGIN = "https://emr.example.org"
ARTIFACTS = os.path.join(ROOT, "build", "fuzz", "artifacts", "session_fuzz")
CONSULT = ("Chief complaint: fever and cough for 3 days. BP 150/95 mmHg, pulse 104. Allergic to penicillin. "
           "Plan: Tab Dolo 650 1-0-1 for 3 days. Tab Metformin 500 mg BD. Review after 5 days.")


class FuzzServer(harness.Server):
    """harness.Server, with stderr to a file (a pipe nobody reads could fill and stall it)."""

    def __init__(self, db_url, extra_env, stderr_path):
        self.stderr_path = stderr_path
        super().__init__(db_url, extra_env, start=False)
        self.start()

    def start(self):
        self.proc = subprocess.Popen([harness.BIN, "serve"], env=self.env, stdout=subprocess.PIPE,
                                     stderr=open(self.stderr_path, "wb"), text=True, errors="replace")
        threading.Thread(target=self._pump, daemon=True).start()
        deadline = time.time() + 60
        while time.time() < deadline:
            for line in list(self.lines):
                if line.get("msg") == "listening":
                    self.port = int(line["address"].rsplit(":", 1)[1])
                    return
            if self.proc.poll() is not None:
                raise RuntimeError("cxs serve exited early: " + open(self.stderr_path).read()[-2000:])
            time.sleep(0.05)
        raise RuntimeError("cxs serve did not report listening in 60 s")


def tiny_wav(seconds=0.25):
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(b"\x00\x00" * int(16000 * seconds))
    return out.getvalue()


def chunked(body, sizes=(7, 50, 1000)):
    out, i, k = b"", 0, 0
    while i < len(body):
        n = sizes[k % len(sizes)]
        out += b"%x\r\n" % len(body[i:i + n]) + body[i:i + n] + b"\r\n"
        i += n
        k += 1
    return out + b"0\r\n\r\n"


def multipart(fields, file_bytes, boundary=b"fuzzboundary7MA4YWxk"):
    out = b""
    for k, v in fields.items():
        out += b"--" + boundary + b'\r\nContent-Disposition: form-data; name="' + k + b'"\r\n\r\n' + v + b"\r\n"
    out += (b"--" + boundary + b'\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n'
            b"Content-Type: audio/wav\r\n\r\n" + file_bytes + b"\r\n--" + boundary + b"--\r\n")
    return out, b"multipart/form-data; boundary=" + boundary


def req(method, target, headers=(), body=None, version=b"HTTP/1.1", eol=b"\r\n", length=True):
    out = method + b" " + target + b" " + version + eol + b"Host: 127.0.0.1" + eol
    for h in headers:
        out += h + eol
    if body is not None and length:
        out += b"Content-Length: %d" % len(body) + eol
    return out + eol + (body or b"")


def seeds():
    key = b"Authorization: Bearer @KEY@"
    jwt = b"Authorization: Bearer @JWT@"
    js = b"Content-Type: application/json"
    extract = json.dumps({"text": CONSULT, "patientHash": "a" * 64}).encode()
    wav = tiny_wav()
    form, form_type = multipart({b"language": b"en"}, wav)
    s = {
        "get_healthz": req(b"GET", b"/healthz"),
        "get_readyz_close": req(b"GET", b"/readyz", [b"Connection: close"]),
        "get_metrics": req(b"GET", b"/metrics"),
        "extract": req(b"POST", BASE.encode() + b"/extract/opd", [key, js], extract),
        "extract_chunked": req(b"POST", BASE.encode() + b"/extract/opd", [key, js, b"Transfer-Encoding: chunked"],
                               chunked(extract), length=False),
        "extract_fhir_query": req(b"POST", BASE.encode() + b"/extract/opd?format=fhir", [key, js,
                                                                                        b"Idempotency-Key: k-1"],
                                  extract),
        "summarize": req(b"POST", BASE.encode() + b"/summarize", [key, js], json.dumps({"text": CONSULT}).encode()),
        "preflight": req(b"OPTIONS", BASE.encode() + b"/extract/opd", [
            b"Origin: " + ORIGIN.encode(), b"Access-Control-Request-Method: POST",
            b"Access-Control-Request-Headers: authorization, content-type"]),
        "preflight_other_origin": req(b"OPTIONS", BASE.encode() + b"/projects", [
            b"Origin: https://evil.example", b"Access-Control-Request-Method: DELETE"]),
        "cors_get": req(b"GET", BASE.encode() + b"/apis", [key, b"Origin: " + ORIGIN.encode()]),
        "transcribe": req(b"POST", BASE.encode() + b"/audio/transcribe", [key, b"Content-Type: " + form_type], form),
        "transcribe_chunked": req(b"POST", BASE.encode() + b"/audio/transcribe", [
            key, b"Content-Type: " + form_type, b"Transfer-Encoding: chunked"], chunked(form, (100, 4096)),
            length=False),
        "audio_stream": req(b"POST", BASE.encode() + b"/audio/extract/opd/stream", [key, b"Content-Type: " + form_type],
                            form),
        "pipelined": (req(b"GET", b"/healthz") + req(b"POST", BASE.encode() + b"/extract/opd", [key, js],
                                                     b'{"text": "BP 120/80"}') + req(b"GET", b"/readyz")),
        "expect_continue": req(b"POST", BASE.encode() + b"/extract/opd", [key, js, b"Expect: 100-continue"],
                               b'{"text": "fever 3 days"}'),
        "keepalive_sequence": (req(b"GET", BASE.encode() + b"/apis", [key]) +
                               req(b"POST", BASE.encode() + b"/extract/opd", [key, js, b"Connection: keep-alive"],
                                   b'{"text": "pulse 90"}') +
                               req(b"GET", b"/healthz", [b"Connection: close"])),
        "huge_header": req(b"GET", b"/healthz", [b"X-Big: " + b"a" * 20000]),
        "many_headers": req(b"GET", b"/healthz", [b"X-H%d: v" % i for i in range(300)]),
        "bare_lf": req(b"POST", BASE.encode() + b"/extract/opd", [key, js], b'{"text": "cough"}', eol=b"\n"),
        "utf8_path": req(b"GET", BASE.encode() + b"/apis/by-slug/\xff\xfe%00%C3%28", [key]),
        "utf8_header": req(b"GET", BASE.encode() + b"/apis", [b"Authorization: Bearer \xc3\x28\x00@KEY@",
                                                             b"X-Name: \xe2\x82"]),
        "nul_body": req(b"POST", BASE.encode() + b"/extract/opd", [key, js], b'{"text": "a\\u0000b\xff"}'),
        "cl_and_te": req(b"POST", BASE.encode() + b"/extract/opd", [
            key, js, b"Content-Length: 5", b"Transfer-Encoding: chunked"], chunked(b'{"text": "x"}'), length=False),
        "two_lengths": req(b"POST", BASE.encode() + b"/extract/opd", [
            key, js, b"Content-Length: 13", b"Content-Length: 4"], b'{"text": "x"}', length=False),
        "http10": req(b"GET", b"/healthz", version=b"HTTP/1.0"),
        "absolute_form": req(b"GET", b"http://127.0.0.1/healthz"),
        "obs_fold": req(b"GET", BASE.encode() + b"/apis", [b"Authorization: Bearer", b" @KEY@"]),
        "projects_cursor": req(b"GET", BASE.encode() + b"/projects?limit=2&cursor=eyJ4IjoxfQ", [jwt]),
        "keys_list": req(b"GET", BASE.encode() + b"/projects/@PROJECT@/keys?limit=1", [jwt]),
        "invocations": req(b"GET", BASE.encode() + b"/invocations?patientHash=" + b"a" * 64 + b"&limit=3", [key]),
        "draft_patch": req(b"PATCH", BASE.encode() + b"/apis/@API@", [jwt, js], json.dumps(
            {"draft": {"schema": {"sections": [{"id": "main", "title": "Main", "fields": [
                {"key": "complaint", "label": "Complaint", "type": "text", "required": True},
                {"key": "vitals", "label": "Vitals", "type": "vitals-block"}]}]},
                "systemPrompt": "Extract the ward round note."}, "settings": {"retainPayloads": True}}).encode()),
        "playground": req(b"POST", BASE.encode() + b"/apis/@API@/playground", [jwt, js], b'{"text": "BP 130/85"}'),
        # An upload route with an empty body, then a pipelined request (found by this fuzzer).
        "empty_upload_pipelined": (req(b"POST", BASE.encode() + b"/audio/transcribe", [key, b"Content-Type: " + form_type],
                                       b"") + req(b"GET", b"/healthz")),
        "delete_unknown": req(b"DELETE", BASE.encode() + b"/projects/00000000-0000-0000-0000-000000000000", [jwt]),
    }
    return sorted(s.items())


INTERESTING = [b"\r\n", b"\r\n\r\n", b"\n", b"\r", b"\x00", b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b":", b" ",
               b"\t", b"%", b"%00", b"%ff", b"?", b"#", b"/..", b"Transfer-Encoding: chunked\r\n",
               b"Content-Length: 0\r\n", b"Content-Length: 99999999999\r\n", b"Expect: 100-continue\r\n",
               b"Connection: close\r\n", b"Connection: keep-alive\r\n", b"0\r\n\r\n", b"ffffffff\r\n",
               b"GET / HTTP/1.1\r\n\r\n", b"HTTP/1.1", b"\"", b"\\", b"{", b"}", b"[", b"]", b"\\u0000", b"\\ud800",
               b"--", b"--fuzzboundary7MA4YWxk", b"; filename=\"\xff\"", b"Origin: null\r\n"]
NUMBERS = [b"0", b"-1", b"1", b"4294967295", b"4294967296", b"18446744073709551615", b"99999999999999999999",
           b"7fffffff", b"ffffffffffffffff", b"1e9", b"+5", b" 5", b"0x10"]


def mutate(rng, data, all_seeds):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(9)
        n = len(data)
        if op == 0 and n:  # flip bits of one byte
            i = rng.randrange(n)
            data[i] ^= 1 << rng.randrange(8)
        elif op == 1:  # random bytes
            i = rng.randint(0, n)
            data[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif op == 2:  # an interesting token
            i = rng.randint(0, n)
            data[i:i] = rng.choice(INTERESTING)
        elif op == 3 and n:  # delete a range
            i = rng.randrange(n)
            del data[i:i + rng.randint(1, 32)]
        elif op == 4 and n:  # duplicate a range
            i = rng.randrange(n)
            j = min(n, i + rng.randint(1, 64))
            k = rng.randint(0, n)
            data[k:k] = data[i:j]
        elif op == 5:  # splice: our head, another seed's tail
            other = rng.choice(all_seeds)[1]
            data = data[:rng.randint(0, n)] + bytearray(other[rng.randint(0, len(other)):])
        elif op == 6 and n:  # truncate
            data = data[:rng.randrange(n)]
        elif op == 7:  # a number replaced by an edge value
            spans = [m.span() for m in re.finditer(rb"[0-9a-fA-F]+", bytes(data))]
            if spans:
                a, b = rng.choice(spans)
                data[a:b] = rng.choice(NUMBERS)
        elif op == 8 and n:  # one byte replaced by a control or high byte
            data[rng.randrange(n)] = rng.choice([0, 9, 10, 13, 32, 127, 128, 255])
    return bytes(data)


def make_case(seed, index, all_seeds):
    rng = random.Random(seed * 1_000_003 + index)
    name, data = all_seeds[rng.randrange(len(all_seeds))]
    if rng.random() < 0.9:  # 1 in 10 stays a seed: the unmutated path keeps being checked
        data = mutate(rng, data, all_seeds)
    cuts = sorted(rng.sample(range(1, len(data)), min(len(data) - 1, rng.randint(0, 4)))) if len(data) > 1 else []
    pauses = [round(rng.uniform(0, 0.02), 4) for _ in cuts]
    half_close = rng.random() < 0.85
    return {"seedName": name, "data": data, "cuts": cuts, "pauses": pauses, "halfClose": half_close}


STATUS_LINE = re.compile(rb"HTTP/1\.1 ([1-5][0-9][0-9]) [\x20-\x7e]*\r\n")


def check_responses(buf, eof):
    """Splits the answer into responses and returns (statuses, problems, incomplete)."""
    statuses, problems = [], []
    pos = 0
    while pos < len(buf):
        m = STATUS_LINE.match(buf, pos)
        if not m:
            rest = buf[pos:pos + 80]
            if b"\r\n" in rest or len(buf) - pos >= 80 or eof and not b"HTTP/1.1 ".startswith(rest[:9]):
                problems.append(("malformed-status", rest))
            return statuses, problems, True
        status = int(m.group(1))
        statuses.append(status)
        head_end = buf.find(b"\r\n\r\n", m.start())
        if head_end < 0:
            return statuses, problems, True
        headers = {}
        for line in buf[m.end():head_end].split(b"\r\n"):
            if not line:
                continue
            k, sep, v = line.partition(b":")
            if not sep or not k or k != k.strip() or not re.fullmatch(rb"[!#$%&'*+.^_`|~0-9A-Za-z-]+", k):
                problems.append(("malformed-header", line[:120]))
            headers[k.strip().lower()] = v.strip()
        pos = head_end + 4
        if 100 <= status < 200 or status in (204, 304):
            continue
        if b"content-length" in headers:
            length = int(headers[b"content-length"]) if headers[b"content-length"].isdigit() else -1
            if length < 0:
                problems.append(("malformed-header", b"content-length: " + headers[b"content-length"]))
                return statuses, problems, True
            body = buf[pos:pos + length]
            complete = len(body) == length
            pos += length
        elif b"chunked" in headers.get(b"transfer-encoding", b"").lower():
            body, complete = b"", False
            while True:
                line_end = buf.find(b"\r\n", pos)
                if line_end < 0:
                    break
                size_text = buf[pos:line_end].split(b";")[0].strip()
                try:
                    size = int(size_text, 16)
                except ValueError:
                    problems.append(("malformed-chunk", buf[pos:pos + 40]))
                    return statuses, problems, True
                if size == 0:
                    pos = buf.find(b"\r\n\r\n", line_end) + 4 if buf.find(b"\r\n\r\n", line_end) >= 0 else len(buf)
                    complete = True
                    break
                body += buf[line_end + 2:line_end + 2 + size]
                pos = line_end + 2 + size + 2
                if pos > len(buf):
                    break
        else:
            body, complete = buf[pos:], eof
            pos = len(buf)
        if status >= 400 and complete and body:
            try:
                doc = json.loads(body.decode("utf-8"))
                if not (isinstance(doc, dict) and isinstance(doc.get("code"), str)
                        and isinstance(doc.get("requestId"), str)):
                    problems.append(("error-body", body[:300]))
            except (UnicodeDecodeError, ValueError):
                problems.append(("error-body", body[:300]))
        if not complete:
            return statuses, problems, True
    return statuses, problems, False


def send_case(port, case, fill, timeout):
    """Sends one case; returns (answer bytes, eof seen, reset seen)."""
    data = fill(case["data"])
    # Cut points are positions in the template; clamp them to the filled input.
    bounds = [0] + [min(c, len(data)) for c in case["cuts"]] + [len(data)]
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    except OSError:
        return b"", False, True  # refused: the liveness check says why
    buf, eof, reset = b"", False, False
    try:
        try:
            for i in range(len(bounds) - 1):
                if i and case["pauses"][i - 1]:
                    time.sleep(case["pauses"][i - 1])
                s.sendall(data[bounds[i]:bounds[i + 1]])
            if case["halfClose"]:
                s.shutdown(socket.SHUT_WR)
        except OSError:  # the server answered early and closed or reset: read what it sent
            reset = True
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            s.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                break
            except OSError:
                reset = True
                break
            if not chunk:
                eof = True
                break
            buf += chunk
    finally:
        s.close()
    return buf, eof, reset


def log_problems(lines):
    out = []
    for line in lines:
        if "unparsed" in line:
            out.append(("log-not-json", line["unparsed"][:300]))
            continue
        text = json.dumps(line)
        if line.get("level") in ("error", "fatal", "critical") or "INTERNAL" in text:
            out.append(("log-error", text[:300]))
        elif line.get("msg") == "request" and isinstance(line.get("status"), int) and line["status"] >= 500:
            out.append(("log-5xx", text[:300]))
    return out


STDERR_BAD = re.compile(r"runtime error|AddressSanitizer|LeakSanitizer|terminate called|Assertion|Segmentation")


class Fuzzer:
    def __init__(self, args):
        self.args = args
        self.all_seeds = seeds()
        self.findings = []
        self.statuses = {}
        self.counts = {"cases": 0, "eof": 0, "timeout": 0, "reset": 0, "incomplete": 0, "no-answer": 0}

    def start_server(self):
        os.makedirs(ARTIFACTS, exist_ok=True)
        self.stderr_path = os.path.join(ARTIFACTS, f"server-{self.args.seed}.stderr")
        db = create_database("fuzz")
        env = {"CXS_HTTP_READ_TIMEOUT_S": "1", "CXS_HTTP_IDLE_TIMEOUT_S": "1", "CXS_HTTP_CORS_ORIGINS": ORIGIN,
               "CXS_LIMITS_RATE_PER_MINUTE": "1000000", "CXS_LIMITS_RATE_BURST": "100000",
               "CXS_HTTP_UPLOAD_DIR": os.path.join(ARTIFACTS, f"uploads-{os.getpid()}")}
        self.server = FuzzServer(database_url(db), env, self.stderr_path)
        s = self.server
        org = new_org()
        jwt = make_jwt(org)
        admin = auth(jwt)
        project = s.request("POST", BASE + "/projects", {"name": "Fuzz"}, admin).json()
        api = s.request("POST", f"{BASE}/projects/{project['id']}/apis",
                        {"name": "OPD", "slug": "opd", "template": "opd-consult"}, admin).json()
        assert s.request("POST", f"{BASE}/apis/{api['id']}/publish", None, admin).status == 200
        # The management seeds (draft PATCH, playground) work on a second API, so mutated
        # settings never touch `opd`, which the final check calls.
        scratch = s.request("POST", f"{BASE}/projects/{project['id']}/apis",
                            {"name": "Scratch", "slug": "scratch", "template": "opd-consult"}, admin).json()
        key = s.request("POST", f"{BASE}/projects/{project['id']}/keys", {
            "name": "fuzz", "mode": "test",
            "scopes": ["extract", "audio", "summarize", "insights", "apis:read", "invocations:read"]}, admin)
        assert key.status == 201, key.body
        self.values = {b"@KEY@": key.json()["key"].encode(), b"@JWT@": jwt.encode(),
                       b"@PROJECT@": project["id"].encode(), b"@API@": scratch["id"].encode()}

    def fill(self, data):
        for k, v in self.values.items():
            data = data.replace(k, v)
        return data  # placeholders are only in headers and paths: body lengths stay right

    def fds(self):
        return len(os.listdir(f"/proc/{self.server.proc.pid}/fd"))

    def save(self, kind, index, case, answer=b"", detail=""):
        base = os.path.join(ARTIFACTS, f"{kind}-{self.args.seed}-{index}")
        with open(base + ".bin", "wb") as f:
            f.write(case["data"])
        with open(base + ".json", "w") as f:
            json.dump({"kind": kind, "seed": self.args.seed, "case": index, "seedName": case["seedName"],
                       "cuts": case["cuts"], "pauses": case["pauses"], "halfClose": case["halfClose"],
                       "detail": detail, "answer": answer[:4000].decode("latin-1")}, f, indent=1)
        self.findings.append((kind, index, detail, base + ".bin"))
        print(f"session_fuzz: FINDING {kind} in case {index} ({case['seedName']}): {detail[:200]}\n"
              f"  input: {base}.bin", file=sys.stderr)

    def run(self):
        args = self.args
        self.start_server()
        first = self.server.request("GET", "/healthz")
        assert first.status == 200
        time.sleep(0.5)
        fd_start = self.fds()
        self.lock = threading.Lock()
        self.next_index = 0
        self.recent = []  # the last cases done, for log lines that arrive after their answer
        self.line_seen = len(self.server.lines)
        self.stderr_seen = 0
        self.crashed = False
        self.deadline = time.monotonic() + args.seconds
        workers = [threading.Thread(target=self.worker, daemon=True) for _ in range(args.jobs)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        time.sleep(0.3)
        self.check_logs()
        ok = self.finish(fd_start)
        if any(kind in ("crash", "stderr", "log-error", "log-5xx") for kind, *_ in self.findings):
            self.isolate()
        return ok

    def isolate(self):
        """Several cases were in flight when the server failed: send them again one at a time,
        in order, to a fresh server, and name the first after which it fails."""
        indices = sorted({i for kind, i, *_ in self.findings if i >= 0})
        self.findings_before = list(self.findings)
        self.start_server()
        stderr_seen = 0
        for index in indices:
            case = make_case(self.args.seed, index, self.all_seeds)
            line_seen = len(self.server.lines)
            answer, eof, _ = send_case(self.server.port, case, self.fill, self.args.read_timeout)
            time.sleep(0.5)
            with open(self.stderr_path, "rb") as f:
                f.seek(stderr_seen)
                raw = f.read()
            stderr_seen += len(raw)
            bad = [k for k, _ in log_problems(self.server.lines[line_seen:])]
            bad += [k for k, _ in check_responses(answer, eof)[1]]
            bad += ["5xx" for st in check_responses(answer, eof)[0] if st >= 500]
            if STDERR_BAD.search(raw.decode("utf-8", "replace")):
                bad.append("stderr")
            if self.server.proc.poll() is not None:
                bad.append("crash")
            if bad:
                base = os.path.join(ARTIFACTS, f"{bad[-1]}-{self.args.seed}-{index}")
                self.save(bad[-1], index, case, answer, "reproduces alone (isolated): " + ",".join(bad))
                print(f"session_fuzz: case {index} ({case['seedName']}) alone reproduces {bad}; replay: "
                      f"tests/fuzz/session_fuzz.py --replay {base}.bin", file=sys.stderr)
                break
        else:
            print("session_fuzz: no single case reproduces the failure alone (an interaction of cases in "
                  "flight, or timing)", file=sys.stderr)
        if self.server.proc.poll() is None:
            self.server.stop()
        shutil_rm(self.server.env.get("CXS_HTTP_UPLOAD_DIR"))

    def worker(self):
        args = self.args
        while True:
            with self.lock:
                if self.crashed or time.monotonic() >= self.deadline or self.next_index >= args.cases:
                    return
                index = self.next_index
                self.next_index += 1
            case = make_case(args.seed, index, self.all_seeds)
            try:
                answer, eof, reset = send_case(self.server.port, case, self.fill, args.read_timeout)
                statuses, problems, incomplete = check_responses(answer, eof)
            except Exception as e:  # noqa: BLE001 - a harness bug must show, not end a worker quietly
                answer, eof, reset, statuses, incomplete = b"", False, False, [], False
                problems = [("harness-error", f"{type(e).__name__}: {e}".encode())]
            for st in statuses:
                if st >= 500:
                    problems.append(("5xx", b"status %d" % st))
            if self.server.proc.poll() is not None:
                problems.append(("crash", b"server exited with %d" % self.server.proc.returncode))
            with self.lock:
                self.counts["cases"] += 1
                self.counts["eof" if eof else "reset" if reset else "timeout"] += 1
                self.counts["no-answer"] += not answer
                self.counts["incomplete"] += incomplete and bool(answer)
                for st in statuses:
                    self.statuses[st] = self.statuses.get(st, 0) + 1
                for kind, detail in problems:
                    self.save(kind, index, case, answer, detail.decode("latin-1"))
                    self.crashed = self.crashed or kind == "crash"
                self.recent = (self.recent + [(index, case, answer)])[-2 * args.jobs:]
                self.check_logs(force=bool(problems) or index % 50 == 0)

    def check_logs(self, force=True):
        """New log lines (and, when forced, new stderr) against the oracles. A bad line is
        blamed on every case in flight around it: the answer comes before the log line."""
        lines = self.server.lines[self.line_seen:]
        self.line_seen += len(lines)
        found = log_problems(lines)
        if force:
            with open(self.stderr_path, "rb") as f:
                f.seek(self.stderr_seen)
                raw = f.read()
            self.stderr_seen += len(raw)
            err = raw.decode("utf-8", "replace")
            if STDERR_BAD.search(err):
                found.append(("stderr", err[-1500:]))
        for kind, detail in found:
            for index, case, answer in self.recent:
                self.save(kind, index, case, answer, detail)

    def finish(self, fd_start):
        alive = self.server.proc.poll() is None
        if alive:
            deadline = time.monotonic() + 10
            fd_end = self.fds()
            while fd_end > fd_start + 10 and time.monotonic() < deadline:
                time.sleep(0.5)
                fd_end = self.fds()
            if fd_end > fd_start + 10:
                self.findings.append(("fd-growth", -1, f"{fd_start} -> {fd_end}", ""))
            res = self.server.request("POST", BASE + "/extract/opd", {"text": CONSULT},
                                      {"Authorization": "Bearer " + self.values[b"@KEY@"].decode()})
            if res.status != 200:
                self.findings.append(("final-request", -1, f"{res.status} {res.body[:200]!r}", ""))
        else:
            fd_end = None
        rc = self.server.stop() if alive else self.server.proc.returncode
        if rc != 0:
            self.findings.append(("exit", -1, f"server exit status {rc}", ""))
        with open(self.stderr_path, "rb") as f:
            err = f.read().decode("utf-8", "replace")
        if STDERR_BAD.search(err):
            self.findings.append(("stderr", -1, err[-1500:], self.stderr_path))
        elif not self.findings:
            os.remove(self.stderr_path)
        shutil_rm(self.server.env.get("CXS_HTTP_UPLOAD_DIR"))
        print(f"session_fuzz: seed {self.args.seed}: {self.counts['cases']} cases; answers ended by close "
              f"{self.counts['eof']}, by our timeout {self.counts['timeout']}, by reset {self.counts['reset']}; "
              f"no answer {self.counts['no-answer']}; statuses {dict(sorted(self.statuses.items()))}; "
              f"fds {fd_start} -> {fd_end}", file=sys.stderr)
        for kind, index, detail, path in self.findings:
            print(f"session_fuzz: {kind} (case {index}): {detail[:300]} {path}", file=sys.stderr)
        return not self.findings


def shutil_rm(path):
    if path:
        shutil.rmtree(path, ignore_errors=True)


def replay(args):
    """Sends one saved input to a fresh server and prints what comes back."""
    fuzzer = Fuzzer(args)
    fuzzer.start_server()
    meta_path = args.replay[:-4] + ".json"
    meta = json.load(open(meta_path)) if os.path.exists(meta_path) else {}
    case = {"seedName": meta.get("seedName", "?"), "data": open(args.replay, "rb").read(),
            "cuts": meta.get("cuts", []), "pauses": meta.get("pauses", []), "halfClose": meta.get("halfClose", True)}
    print("sent:", fuzzer.fill(case["data"])[:2000])
    answer, eof, reset = send_case(fuzzer.server.port, case, fuzzer.fill, args.read_timeout)
    time.sleep(0.5)
    print("answer:", answer[:4000])
    print("eof" if eof else "reset" if reset else "timeout", check_responses(answer, eof))
    print("server alive:", fuzzer.server.proc.poll() is None)
    print("log problems:", log_problems(fuzzer.server.lines))
    fuzzer.server.stop()
    print("stderr:", open(fuzzer.stderr_path).read()[-3000:])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--cases", type=int, default=200000, help="at most this many cases")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=4, help="cases in flight at once (each on its own connection)")
    parser.add_argument("--read-timeout", type=float, default=1.5, help="seconds to wait for the answer")
    parser.add_argument("--bin", help="server binary (default $CXS_BIN or build/test/cxs)")
    parser.add_argument("--replay", help="send one saved .bin input and print the answer")
    args = parser.parse_args()
    if args.bin:
        harness.BIN = os.path.abspath(args.bin)
    if args.replay:
        replay(args)
        return 0
    print(f"session_fuzz: {harness.BIN}, seed {args.seed}, {args.seconds:g} s", file=sys.stderr)
    fuzzer = Fuzzer(args)
    try:
        ok = fuzzer.run()
    finally:
        if getattr(fuzzer, "server", None) and fuzzer.server.proc.poll() is None:
            fuzzer.server.proc.send_signal(signal.SIGTERM)
            fuzzer.server.proc.wait(30)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
