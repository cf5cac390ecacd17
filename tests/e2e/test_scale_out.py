"""Scale-out proven on one machine: three `cxs serve` replicas on one PostgreSQL behind a
real HAProxy (tests/e2e/scale_cluster.py), under a bounded mixed load through the load
balancer (text /extract, /audio/transcribe, the /audio/extract/:slug/stream event stream),
while one replica after another is killed with SIGKILL and restarted every few seconds and,
half-way, a newer release's compatible migration is applied under them. Then:

- every request the client saw succeed (a 2xx, or a stream that ended with `done`) has
  exactly one invocation row, a SUCCESS; every row has an outcome; rows the client never saw
  answered are no more than the requests that were cut off by a kill;
- every invocation event reaches the local webhook receiver, no event is delivered twice at
  the same time, and the duplicates (at-least-once) are counted;
- every live replica stayed ready through the migration;
- publish, key revocation and organisation suspension made on replica A reach B and C
  (LISTEN/NOTIFY; the key cache TTL is 60 s so nothing else explains it).

ScaleOutLimits: rate limits are per replica and quotas are global with a refresh window,
as docs/api.md says, checked through three replicas.

Figures (requests, 2xx, lost rows, duplicates, propagation seconds) are written as JSON to
$CXS_SCALE_REPORT when set (bench/scale_out.sh) and printed to stderr. The bounds below are
deadlines for polling, not performance assertions."""

import json
import os
import secrets
import shutil
import sys
import tempfile
import threading
import time
import unittest
from statistics import median

import scale_cluster as sc
from harness import auth, create_database, make_jwt, new_org, psql

LOAD_S = float(os.environ.get("CXS_SCALE_LOAD_S", "30"))
CLIENTS = int(os.environ.get("CXS_SCALE_CLIENTS", "6"))
KILL_EVERY_S = float(os.environ.get("CXS_SCALE_KILL_EVERY_S", "4"))
PROPAGATION_S = 5
CALM_S = 90  # at most, after the kills, for every kind of request to have succeeded once
DRAIN_S = 150  # a delivery claimed by a killed replica is retried after its lease (timeout_s + 30 s)
BASE = sc.BASE


def report(section, figures):
    path = os.environ.get("CXS_SCALE_REPORT")
    if path:
        data = {}
        if os.path.exists(path):
            with open(path) as f:
                data = json.load(f)
        data[section] = figures
        with open(path, "w") as f:
            json.dump(data, f, indent=2)
    print(f"\nscale-out {section}: {json.dumps(figures)}", file=sys.stderr)


class ScaleOut(unittest.TestCase):
    env = {
        "CXS_AUTH_KEY_CACHE_TTL_S": "60",
        "CXS_LIMITS_RATE_PER_MINUTE": "1000000",
        "CXS_LIMITS_RATE_BURST": "100000",
        "CXS_WEBHOOKS_POLL_INTERVAL_MS": "100",
        "CXS_WEBHOOKS_TIMEOUT_S": "2",
        "CXS_HTTP_SSE_KEEPALIVE_S": "1",
    }
    figures = {}

    @classmethod
    def setUpClass(cls):
        cls.db = create_database("scale")
        cls.receiver = sc.Receiver()
        cls.cluster = sc.Cluster(cls.db, 3, cls.env)
        try:
            cls.cluster.start()
            cls.run_load()
        except BaseException:
            cls.cluster.close()
            cls.receiver.close()
            raise

    @classmethod
    def run_load(cls):
        c = cls.cluster
        a = c.ports[0]
        cls.t = sc.tenant(a, webhook_url=cls.receiver.url)
        st, _, body = sc.request(a, "GET", "/readyz")
        cls.expected = json.loads(body)["checks"]["migrations"]["expected"]
        wav = open(sc.speech_wav(c.workdir), "rb").read()
        cls.load = sc.Load(c, cls.t["key"], "opd", wav, clients=CLIENTS)
        cls.chaos = sc.Chaos(c, period_s=KILL_EVERY_S)
        cls.ready = sc.ReadyWatch(c)
        t0 = time.monotonic()
        cls.ready.start()
        cls.load.start()
        cls.chaos.start()
        time.sleep(LOAD_S / 2)
        cls.migrated_to = sc.apply_compatible_migration(cls.db, cls.expected)
        time.sleep(LOAD_S / 2)
        cls.chaos.stop()
        for i in range(len(c.ports)):  # all three up again for what follows
            if c.replica(i) is None:
                c.start_replica(i)
        # A calm tail (bounded): the load goes on without kills until every kind of request
        # has succeeded at least once. Under a heavy machine load an audio request can take
        # longer than a replica lives between kills.
        calm_until = time.monotonic() + CALM_S
        while time.monotonic() < calm_until and not all(
                any(r["kind"] == k for r in cls.load.succeeded()) for k in ("text", "audio", "stream")):
            time.sleep(0.5)
        cls.load.stop()
        cls.load_seconds = time.monotonic() - t0
        time.sleep(1)
        cls.ready.stop()
        # Webhooks drain: every event written for the project fanned out and delivered.
        deadline = time.monotonic() + DRAIN_S
        while time.monotonic() < deadline:
            pending = int(psql(
                f"SELECT (SELECT count(*) FROM webhook_outbox WHERE project_id = '{cls.t['project']}'"
                f"  AND dispatched_at IS NULL)"
                f" + (SELECT count(*) FROM webhook_deliveries WHERE webhook_id = '{cls.t['hook']['id']}'"
                f"  AND status = 'PENDING')", db=cls.db))
            if pending == 0:
                break
            time.sleep(0.5)
        cls.drain_seconds = time.monotonic() - t0 - cls.load_seconds

    @classmethod
    def tearDownClass(cls):
        report("chaos", cls.figures)
        codes = cls.cluster.stop_all()
        cls.cluster.close()
        cls.receiver.close()
        if any(code != 0 for code in codes):
            raise AssertionError(f"a replica exited with {codes} on SIGTERM")

    def test_the_load_ran_under_kills_and_every_kind_succeeded(self):
        results = self.load.results
        ok = self.load.succeeded()
        by_kind = {k: sum(1 for r in ok if r["kind"] == k) for k in ("text", "audio", "stream")}
        self.figures.update(requests=len(results), succeeded=len(ok), succeededByKind=by_kind,
                            kills=self.cluster.kills, loadSeconds=round(self.load_seconds, 1),
                            clients=CLIENTS, killEverySeconds=KILL_EVERY_S,
                            failedRequests=sum(1 for r in results if r not in ok),
                            medianSecondsByKind={k: median([r["seconds"] for r in ok if r["kind"] == k])
                                                 for k in by_kind},
                            failures=sorted({f"{r['kind']}:{r.get('error') or r.get('outcome') or r['status']}"
                                             for r in results if r not in ok}),
                            streamFirstFrameSeconds=sorted(round(r["firstFrame"], 2) for r in results
                                                           if r["kind"] == "stream" and r.get("firstFrame")))
        self.assertEqual(self.chaos.errors, [])
        self.assertGreaterEqual(self.cluster.kills, 3)
        for kind, n in by_kind.items():
            self.assertGreater(n, 0, f"no {kind} request succeeded: {by_kind}")
        # Event streams flow through the balancer: every successful one carried the
        # transcript, the data and done frames, in that order.
        for r in ok:
            if r["kind"] == "stream":
                self.assertEqual([k for k in r["frames"] if k != "comment"], ["transcript", "data", "done"])

    def test_every_success_has_exactly_one_invocation_row(self):
        rows = sc.invocation_rows(self.db, self.t["project"])
        ok = self.load.succeeded()
        lost = [r["requestId"] for r in ok if len(rows.get(r["requestId"], [])) != 1]
        self.figures.update(invocationRows=sum(len(v) for v in rows.values()), lostRows=len(lost))
        self.assertEqual(lost, [])
        endpoints = {"text": "text.extract", "audio": "audio.transcribe", "stream": "audio.extract.stream"}
        for r in ok:
            self.assertEqual(rows[r["requestId"]], [("SUCCESS", "", endpoints[r["kind"]])])

    def test_every_row_has_an_outcome_and_unanswered_rows_are_explained_by_kills(self):
        rows = sc.invocation_rows(self.db, self.t["project"])
        for rid, entries in rows.items():
            for status, code, _ in entries:
                self.assertIn(status, ("SUCCESS", "FAILED"))
                self.assertEqual(status == "FAILED", code != "", (rid, status, code))
        seen = {r["requestId"] for r in self.load.results if r["requestId"]}
        unanswered_rows = [rid for rid in rows if rid not in seen]
        cut = [r for r in self.load.results if r["requestId"] is None or r.get("outcome") == "cut"]
        self.figures.update(rowsTheClientNeverSawAnswered=len(unanswered_rows), requestsCutByKills=len(cut))
        # A row whose answer was lost with its replica is fine (the work was done and audited);
        # more such rows than cut requests would mean rows for requests nobody sent.
        self.assertLessEqual(len(unanswered_rows), len(cut))

    def test_every_event_is_delivered_and_never_twice_at_once(self):
        events = set(psql(f"SELECT id FROM webhook_outbox WHERE project_id = '{self.t['project']}'",
                          db=self.db).split())
        rows = sc.invocation_rows(self.db, self.t["project"])
        deliveries = self.receiver.snapshot()
        figures = sc.delivery_figures(deliveries)
        delivered = {d["id"] for d in deliveries}
        self.figures.update(webhookEvents=len(events), webhookDeliveries=figures["deliveries"],
                            duplicateDeliveries=figures["duplicates"],
                            concurrentDuplicates=figures["concurrentDuplicates"],
                            drainSecondsAfterLoad=round(self.drain_seconds, 1))
        self.assertEqual(len(events), sum(len(v) for v in rows.values()))  # one event per invocation row
        self.assertEqual(events - delivered, set())
        self.assertEqual(figures["concurrentDuplicates"], 0)
        states = psql(f"SELECT status, count(*) FROM webhook_deliveries WHERE webhook_id = '{self.t['hook']['id']}'"
                      f" GROUP BY status", db=self.db)
        self.assertEqual(states, f"DELIVERED|{len(events)}")

    def test_every_replica_stayed_ready_through_a_compatible_migration(self):
        self.figures.update(readinessChecks=self.ready.checks, unreadyAnswers=len(self.ready.unready),
                            migratedTo=self.migrated_to)
        self.assertGreater(self.ready.checks, 0)
        self.assertEqual(self.ready.unready, [])
        for port in self.cluster.ports:
            st, _, body = sc.request(port, "GET", "/readyz")
            self.assertEqual(st, 200, body)
            mig = json.loads(body)["checks"]["migrations"]
            self.assertEqual((mig["state"], mig["applied"], mig["expected"]),
                             ("ahead", self.migrated_to, self.expected))

    # -- propagation across replicas -------------------------------------------------------
    def others(self):
        return self.cluster.ports[1:]

    def test_publish_on_a_is_served_by_b_and_c(self):
        a = self.cluster.ports[0]
        t = sc.tenant(a)  # its own project: the load's rows and events stay as they were
        admin = t["admin"]
        slug = "probe-" + secrets.token_hex(3)
        st, _, body = sc.request(a, "POST", f"{BASE}/projects/{t['project']}/apis",
                                 {"name": "Probe", "slug": slug}, admin)
        self.assertEqual(st, 201, body)
        api = json.loads(body)

        def publish(field):
            schema = {"sections": [{"id": "main", "title": "Main", "fields": [
                {"key": field, "label": "Temperature", "type": "string", "hints": ["temperature"]}]}]}
            st, _, body = sc.request(a, "PATCH", f"{BASE}/apis/{api['id']}", {"draft": {"schema": schema}}, admin)
            self.assertEqual(st, 200, body)
            st, _, body = sc.request(a, "POST", f"{BASE}/apis/{api['id']}/publish", None, admin)
            self.assertEqual(st, 200, body)

        def fields(port):
            st, _, body = sc.request(port, "POST", f"{BASE}/extract/{slug}", {"text": "Temperature 101 F."},
                                     auth(t["key"]["key"]))
            return set(json.loads(body).get("data", {})) if st == 200 else st

        publish("first")
        for port in self.cluster.ports * 2:
            self.assertEqual(fields(port), {"first"})
        publish("second")
        self.assertEqual(fields(a), {"second"})
        times = self.measure(lambda port: fields(port) == {"second"})
        self.figures["publishPropagationSeconds"] = times
        self.assertNotIn(None, times.values(), times)

    def measure(self, probe):
        """Seconds until probe(port) holds on each of B and C, polled side by side."""
        times = {}

        def one(port):
            times[str(port)] = sc.first_seen(lambda: probe(port), PROPAGATION_S)

        threads = [threading.Thread(target=one, args=(p,)) for p in self.others()]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        return {k: (round(v, 3) if v is not None else None) for k, v in times.items()}

    def warm(self, key):
        for port in self.cluster.ports * 2:
            st, _, body = sc.request(port, "GET", f"{BASE}/apis", headers=auth(key["key"]))
            self.assertEqual(st, 200, body)

    def refused(self, key, code):
        def probe(port):
            st, _, body = sc.request(port, "GET", f"{BASE}/apis", headers=auth(key["key"]))
            return st == 401 and json.loads(body)["code"] == code
        return probe

    def test_key_revocation_on_a_is_401_on_b_and_c(self):
        key = sc.new_key(self.cluster.ports[0], self.t["project"], self.t["admin"])
        self.warm(key)
        st, _, body = sc.request(self.cluster.ports[0], "DELETE", f"{BASE}/keys/{key['id']}", headers=self.t["admin"])
        self.assertEqual(st, 200, body)
        times = self.measure(self.refused(key, "KEY_REVOKED"))
        self.figures["revocationPropagationSeconds"] = times
        self.assertNotIn(None, times.values(), times)

    def test_org_suspension_on_a_is_401_on_b_and_c(self):
        a = self.cluster.ports[0]
        other = sc.tenant(a, slug="opd")
        self.warm(other["key"])
        platform = auth(make_jwt(new_org(), role="PLATFORM_ADMIN"))
        st, _, body = sc.request(a, "PATCH", f"{BASE}/orgs/{other['org']}", {"status": "SUSPENDED"}, platform)
        self.assertEqual(st, 200, body)
        times = self.measure(self.refused(other["key"], "ORG_SUSPENDED"))
        self.figures["suspensionPropagationSeconds"] = times
        self.assertNotIn(None, times.values(), times)


class ScaleOutLimits(unittest.TestCase):
    """Rate limits are per key and per replica; quotas are per organisation and global,
    each replica reloading the total every quotas.refresh_s (docs/api.md)."""

    BURST = 5
    QUOTA = 12

    @classmethod
    def setUpClass(cls):
        cls.db = create_database("scalelim")
        cls.cluster = sc.Cluster(cls.db, 3, {
            "CXS_LIMITS_RATE_PER_MINUTE": "1", "CXS_LIMITS_RATE_BURST": str(cls.BURST),
            "CXS_QUOTAS_MONTHLY_REQUESTS": str(cls.QUOTA), "CXS_QUOTAS_REFRESH_S": "1"})
        try:
            cls.cluster.start()
        except BaseException:
            cls.cluster.close()
            raise

    @classmethod
    def tearDownClass(cls):
        codes = cls.cluster.stop_all()
        cls.cluster.close()
        if any(code != 0 for code in codes):
            raise AssertionError(f"a replica exited with {codes} on SIGTERM")

    def test_rate_limit_is_per_replica(self):
        t = sc.tenant(self.cluster.ports[0])
        served = []
        for port in self.cluster.ports:
            codes = []
            for _ in range(self.BURST + 3):
                st, _, body = sc.request(port, "GET", f"{BASE}/apis", headers=auth(t["key"]["key"]))
                codes.append(st if st != 429 else json.loads(body)["code"])
            served.append(codes.count(200))
            # Each replica's bucket holds BURST tokens (plus at most one refilled at 1/min).
            self.assertIn(codes.count(200), (self.BURST, self.BURST + 1), codes)
            self.assertEqual(codes.count("RATE_LIMITED"), len(codes) - codes.count(200), codes)
        report("rateLimit", {"burstPerReplica": self.BURST, "servedPerReplica": served})

    def test_quota_holds_across_replicas_within_the_refresh_window(self):
        t = sc.tenant(self.cluster.ports[0])
        keys = [t["key"]] + [sc.new_key(self.cluster.ports[0], t["project"], t["admin"]) for _ in range(9)]
        outcomes = []
        for i in range(40):  # through the balancer, round robin; a key is used 4 times (< burst)
            st, _, body = self.cluster.lb_request("POST", f"{BASE}/extract/opd", {"text": sc.CONSULT},
                                                  auth(keys[i // 4]["key"]))
            outcomes.append(st if st != 429 else json.loads(body)["code"])
        served = outcomes.count(200)
        rows = int(psql(f"SELECT count(*) FROM invocations WHERE org_id = '{t['org']}'", db=self.db))
        time.sleep(2)  # past refresh_s: every replica has the organisation's total
        after = []
        for port in self.cluster.ports:
            st, _, body = sc.request(port, "POST", f"{BASE}/extract/opd", {"text": sc.CONSULT},
                                     auth(keys[-1]["key"]))
            after.append(st if st != 429 else json.loads(body)["code"])
        report("quota", {"quota": self.QUOTA, "served": served, "overshoot": served - self.QUOTA,
                         "refusedAfterRefresh": after})
        self.assertEqual(set(outcomes), {200, "QUOTA_EXCEEDED"}, outcomes)
        self.assertEqual(rows, served)  # a refused call writes no row
        self.assertGreaterEqual(served, self.QUOTA)
        # Overshoot is bounded by what the other replicas served within one refresh window;
        # each replica alone never serves past the quota.
        self.assertLessEqual(served, self.QUOTA * len(self.cluster.ports))
        self.assertEqual(after, ["QUOTA_EXCEEDED"] * 3)


if __name__ == "__main__":
    unittest.main()
