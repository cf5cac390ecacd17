"""Every audited call writes one invocation row and settles its Idempotency-Key on every
path, the language worker's timeout included: with the embedded engine, an extraction that
waits for a CPU worker past the request's deadline used to answer 503 through a path that
skipped the audit (no row, key left in progress). Now it is 504 UPSTREAM_TIMEOUT, recorded
FAILED, and its key is released for the retry."""

import concurrent.futures
import os
import time
import unittest

from harness import ServerTestCase, psql
from test_public import BASE, CONSULT, tenant


class LanguageWorkerTimeout(ServerTestCase):
    # A 1 s deadline and ~1 MB consults (~0.1 s of extraction each in a Release build, several
    # times that under the sanitizers) sent all at once to the extractor's workers (one per
    # core), at least 15 per core: the later ones cannot get a worker in time. (15 at a time in
    # all was enough under the sanitizers but not for a Release build on a fast machine.)
    calls = max(30, 15 * (os.cpu_count() or 2))
    server_env = {"CXS_HTTP_REQUEST_TIMEOUT_S": "1", "CXS_LIMITS_TEXT_MAX_CHARS": "1000000",
                  "CXS_LIMITS_RATE_BURST": "1000", "CXS_LIMITS_RATE_PER_MINUTE": "100000"}

    def test_timed_out_extractions_are_recorded_and_their_keys_released(self):
        t = tenant(self.server, self.db)
        text = ((CONSULT + " ") * 1900)[:990000]

        def extract(key):
            res = self.server.request("POST", f"{BASE}/extract/opd", {"text": text},
                                      {**t["key"], "Idempotency-Key": key}, timeout=60)
            return key, res

        with concurrent.futures.ThreadPoolExecutor(self.calls) as pool:
            answers = list(pool.map(extract, [f"load-{i}" for i in range(self.calls)]))
        statuses = [res.status for _, res in answers]
        self.assertTrue(set(statuses) <= {200, 504}, statuses)
        timed_out = [(key, res) for key, res in answers if res.status == 504]
        self.assertTrue(timed_out, "the load did not make any extraction wait past its deadline")
        for _, res in timed_out:
            self.assertEqual(res.json()["code"], "UPSTREAM_TIMEOUT")
        # One row per call, with the outcome the client saw. A call the edge answered 504 at
        # its deadline (the supervisor was still waiting) is recorded by the invocation actor
        # just after that answer, so its row may land a moment later: wait for it (bounded).
        query = (f"SELECT request_id, status, coalesce(error_code, '') FROM invocations "
                 f"WHERE org_id = '{t['org']}' AND endpoint = 'text.extract'")
        deadline = time.monotonic() + 15
        rows = psql(query, db=self.db).splitlines()
        while len(rows) < self.calls and time.monotonic() < deadline:
            time.sleep(0.2)
            rows = psql(query, db=self.db).splitlines()
        by_request = {r.split("|")[0]: r.split("|")[1:] for r in rows}
        self.assertEqual(len(rows), self.calls)
        for _, res in answers:
            expected = ["SUCCESS", ""] if res.status == 200 else ["FAILED", "UPSTREAM_TIMEOUT"]
            self.assertEqual(by_request[res.headers["x-request-id"]], expected)
        # A timed-out call's key was released: the retry runs (never 409 in progress).
        key, _ = timed_out[0]
        # The key is released in its own step just after the row is written: wait for it.
        held = (f"SELECT count(*) FROM idempotency_records WHERE org_id = '{t['org']}'"
                f" AND idempotency_key = '{key}' AND state = 'IN_PROGRESS'")
        deadline = time.monotonic() + 15
        while psql(held, db=self.db) != "0" and time.monotonic() < deadline:
            time.sleep(0.1)
        again = self.server.request("POST", f"{BASE}/extract/opd", {"text": text},
                                    {**t["key"], "Idempotency-Key": key}, timeout=60)
        self.assertIn(again.status, (200, 504), again.body)
        self.assertNotEqual(again.headers.get("idempotent-replayed"), "true")
        # A succeeded call's key replays and writes no second row.
        done = next((key for key, res in answers if res.status == 200), None)
        if done is not None:
            replay = self.server.request("POST", f"{BASE}/extract/opd", {"text": text},
                                         {**t["key"], "Idempotency-Key": done}, timeout=60)
            self.assertEqual(replay.status, 200)
            self.assertEqual(replay.headers.get("idempotent-replayed"), "true")
        # The re-run may itself be a 504 recorded just after its answer: wait for its row.
        count = f"SELECT count(*) FROM invocations WHERE org_id = '{t['org']}' AND endpoint = 'text.extract'"
        deadline = time.monotonic() + 15
        total = psql(count, db=self.db)
        while int(total) < self.calls + 1 and time.monotonic() < deadline:
            time.sleep(0.2)
            total = psql(count, db=self.db)
        self.assertEqual(int(total), self.calls + 1)  # the calls and the re-run of the timed-out key


if __name__ == "__main__":
    unittest.main()
