#!/usr/bin/env python3
"""Overhead the service adds around a remote language-engine call: /extract latency minus
the fake model server's own latency, at p50/p99, under N concurrent clients.

The fake (tests/e2e/fake_openai.py, in-process) answers every chat completion after a
fixed `--delay-ms`, so overhead = client-observed latency - delay. The server is started
against a throwaway database of the cluster given by CXS_TEST_PG_HOST/PORT (as the e2e
tests do), with `concurrency` language workers = clients so that queueing for a worker is
not counted as overhead (it is a capacity setting, not overhead).

  CXS_TEST_PG_HOST=/tmp/pgc.x CXS_TEST_PG_PORT=55222 CXS_BIN=build/release/cxs \\
    python3 bench/remote_overhead.py --clients 64 --requests 2000 --delay-ms 50
"""

import argparse
import concurrent.futures
import http.client
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "e2e"))

from fake_openai import FakeOpenAI  # noqa: E402
from harness import Server, auth, create_database, database_url, make_jwt, new_org  # noqa: E402

BASE = "/api/studio/v1"
TEXT = "Fever for 3 days. BP 150/95 mmHg. Continue Metformin 500 mg twice daily."


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * (len(values) - 1) + 0.5))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--delay-ms", type=float, default=50)
    args = parser.parse_args()

    fake = FakeOpenAI().start()
    server = Server(database_url(create_database("bench")), {
        "CXS_ENGINES_LANGUAGE_KIND": "remote", "CXS_ENGINES_LANGUAGE_URL": fake.url,
        "CXS_ENGINES_LANGUAGE_MODEL": "bench-model", "CXS_ENGINES_LANGUAGE_FALLBACK": "none",
        "CXS_ENGINES_LANGUAGE_CONCURRENCY": str(args.clients), "CXS_LIMITS_RATE_PER_MINUTE": "1000000",
        "CXS_LIMITS_RATE_BURST": "100000"})
    try:
        admin = auth(make_jwt(new_org()))
        project = server.request("POST", BASE + "/projects", {"name": "Bench"}, admin).json()
        api = server.request("POST", f"{BASE}/projects/{project['id']}/apis",
                             {"name": "Bench", "slug": "bench", "template": "vitals-triage"}, admin).json()
        server.request("POST", f"{BASE}/apis/{api['id']}/publish", None, admin)
        key = auth(server.request("POST", f"{BASE}/projects/{project['id']}/keys",
                                  {"name": "b", "mode": "test"}, admin).json()["key"])
        fake.configure(delay_s=args.delay_ms / 1000.0)
        body = json.dumps({"text": TEXT})
        headers = {**key, "Content-Type": "application/json"}

        def one(_):
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
            try:
                started = time.perf_counter()
                conn.request("POST", BASE + "/extract/bench", body, headers)
                res = conn.getresponse()
                res.read()
                return res.status, (time.perf_counter() - started) * 1000.0
            finally:
                conn.close()

        with concurrent.futures.ThreadPoolExecutor(args.clients) as pool:
            list(pool.map(one, range(args.clients)))  # warm-up: connections, caches, workers
            started = time.perf_counter()
            results = list(pool.map(one, range(args.requests)))
            wall = time.perf_counter() - started
        statuses = {s for s, _ in results}
        overhead = [ms - args.delay_ms for _, ms in results]
        print(json.dumps({"clients": args.clients, "requests": args.requests, "delayMs": args.delay_ms,
                          "statuses": sorted(statuses), "throughputPerS": round(args.requests / wall, 1),
                          "overheadP50Ms": round(percentile(overhead, 0.50), 2),
                          "overheadP99Ms": round(percentile(overhead, 0.99), 2),
                          "overheadMeanMs": round(statistics.mean(overhead), 2)}))
    finally:
        server.stop()
        fake.stop()


if __name__ == "__main__":
    main()
