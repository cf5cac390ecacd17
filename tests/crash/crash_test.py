#!/usr/bin/env python3
"""Crash test: `kill -9` the server under load, restart it, and check that nothing was lost.

Against a PostgreSQL cluster with its DEFAULT durability settings (fsync and synchronous
commit on; not the fsync-off cluster the other tests use), started by this script:

  1. start the cluster and `cxs serve`, make a tenant (org, project, published API, key)
     and a webhook whose receiver runs in this process;
  2. several client threads call POST /extract in a loop and note the X-Request-Id of
     every 2xx response they see;
  3. a few seconds after the first 2xx, SIGKILL the server in the middle of that load;
  4. restart it on the same database and wait for the webhook backlog to drain;
  5. assert: every 2xx the clients saw has its invocation row; every invocation row has
     its outbox event; every event reached the receiver (at least once).

Usage: tests/crash/crash_test.py [--seconds N] [--clients N]  (CXS_BIN names the binary;
defaults to build/test/cxs). Exits non-zero with the first broken guarantee. ctest runs
it as `crash.kill9`; it can be re-run by hand at any time.
"""

import argparse
import http.server
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "e2e"))

CONSULT = ("Chief complaint: fever and cough for 3 days. BP 150/95 mmHg, pulse 104. "
           "Assessment: acute upper respiratory tract infection. Plan: Tab Dolo 650 1-0-1 for 3 days.")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=4.0, help="load time before the kill, from the first 2xx")
    parser.add_argument("--clients", type=int, default=8)
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="cxs-crash-")
    os.chmod(work, 0o755)  # the cluster may run as the postgres user, who must reach its data dir
    socket_dir = tempfile.mkdtemp(prefix="cxs-crash-pg-")
    port = 40000 + os.getpid() % 9000
    cluster = os.path.join(ROOT, "scripts", "lib", "pg-cluster")
    data = os.path.join(work, "pg")
    subprocess.run([cluster, "start", data, socket_dir, str(port)], check=True)  # no --fast: real durability
    os.environ["CXS_TEST_PG_HOST"] = socket_dir
    os.environ["CXS_TEST_PG_PORT"] = str(port)
    import harness  # reads the cluster location at import
    harness.PG_HOST, harness.PG_PORT = socket_dir, str(port)
    from test_public import tenant, BASE

    received = set()
    lock = threading.Lock()

    class Receiver(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            with lock:
                received.add(json.loads(body)["id"])
            self.send_response(204)
            self.end_headers()

        def log_message(self, *a):
            pass

    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    # Deliveries the killed process had claimed are taken over when their lease ends:
    # 2 x timeout_s + 30 s whatever the batch (the dispatcher starts no delivery later than
    # timeout_s + 15 s after its claim), 50 s with the defaults used here, inside this
    # test's 120 s wait after the restart.
    env = {"CXS_WEBHOOKS_POLL_INTERVAL_MS": "100", "CXS_LIMITS_RATE_PER_MINUTE": "1000000",
           "CXS_LIMITS_RATE_BURST": "100000"}
    db = harness.create_database("crash")
    server = harness.Server(harness.database_url(db), env)
    failures = []
    try:
        t = tenant(server, db)
        hook = server.request("POST", f"{BASE}/projects/{t['project']['id']}/webhooks",
                              {"url": f"http://127.0.0.1:{receiver.server_port}/hook",
                               "events": ["invocation.success", "invocation.failed"]}, t["admin"])
        assert hook.status == 201, hook.body

        seen_ok = []
        stop = threading.Event()

        def client():
            while not stop.is_set():
                try:
                    res = server.request("POST", f"{BASE}/extract/opd", {"text": CONSULT}, t["key"], timeout=10)
                except OSError:
                    continue  # the server is gone: keep trying until told to stop
                if 200 <= res.status < 300:
                    with lock:
                        seen_ok.append(res.headers["x-request-id"])

        threads = [threading.Thread(target=client) for _ in range(args.clients)]
        for th in threads:
            th.start()
        # The kill must land in the middle of served load, not before the first answer: on a
        # loaded machine an ASan server can take several seconds to answer its first call (it
        # builds the terminology tables then), so the load time counts from the first 2xx,
        # waited for at most 60 s.
        first_ok_deadline = time.monotonic() + 60
        while time.monotonic() < first_ok_deadline:
            with lock:
                if seen_ok:
                    break
            time.sleep(0.05)
        time.sleep(args.seconds)
        server.proc.send_signal(signal.SIGKILL)
        server.proc.wait()
        stop.set()
        for th in threads:
            th.join()
        print(f"crash: {len(seen_ok)} 2xx responses seen before kill -9")
        if not seen_ok:
            failures.append("no successful call before the kill: the load did not run")

        server = harness.Server(harness.database_url(db), env)
        psql = lambda sql: harness.psql(sql, db=db)
        rows = set(psql("SELECT request_id FROM invocations").split())
        missing_rows = [r for r in seen_ok if r not in rows]
        if missing_rows:
            failures.append(f"{len(missing_rows)} 2xx responses without an invocation row, e.g. {missing_rows[:3]}")
        no_event = psql("SELECT count(*) FROM invocations i WHERE NOT EXISTS (SELECT 1 FROM webhook_outbox o"
                        " WHERE o.payload->>'invocationId' = i.id)")
        if no_event != "0":
            failures.append(f"{no_event} invocation rows without an outbox event")
        events = set(psql("SELECT id FROM webhook_outbox WHERE type LIKE 'invocation.%'").split())
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            with lock:
                undelivered = events - received
            if not undelivered:
                break
            time.sleep(0.2)
        with lock:
            undelivered = events - received
        if undelivered:
            failures.append(f"{len(undelivered)} of {len(events)} events never delivered after restart")
        print(f"crash: {len(rows)} invocation rows, {len(events)} events, {len(events) - len(undelivered)} delivered")
    finally:
        try:
            server.stop()
        except AssertionError:
            pass
        receiver.shutdown()
        subprocess.run([cluster, "stop", data], check=False)
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(socket_dir, ignore_errors=True)
    if failures:
        for f in failures:
            print("crash: FAIL " + f, file=sys.stderr)
        return 1
    print("crash: OK — every 2xx has its row, every row its event, every event was delivered")
    return 0


if __name__ == "__main__":
    sys.exit(main())
