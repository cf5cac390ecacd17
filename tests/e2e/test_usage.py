"""Usage reports (GET /apis/:id/usage, /projects/:id/usage, /overview), the management
invocation listing (GET /apis/:id/invocations) and the public patient search
(GET /invocations).

Invocation rows are written by the audit writer of the public endpoints; these tests
insert them with psql instead, so every number can be computed independently here.
API rows are inserted with psql too; working API keys come from `cxs seed-demo`.
"""

import base64
import json
import math
import random
import re
import secrets
import subprocess
import unittest
import urllib.parse
from datetime import datetime, time, timedelta, timezone

from harness import PG_HOST, PG_PORT, ServerTestCase, auth, database_url, make_jwt, new_org, psql, run_cli

BASE = "/api/studio/v1"
UTC = timezone.utc


# --- database fixtures -------------------------------------------------------------------

def lit(value):
    """A SQL literal for test-generated values."""
    if value is None:
        return "NULL"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, datetime):
        return "'" + value.isoformat() + "'"
    if isinstance(value, dict):
        value = json.dumps(value)
    return "'" + str(value).replace("'", "''") + "'"


def run_sql(db, sql):
    """Runs a script through stdin: bulk inserts exceed the kernel's per-argument limit."""
    subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", PG_HOST, "-p", str(PG_PORT), "-U", "postgres",
                    "-d", db, "-f", "-"], input=sql, check=True, capture_output=True, text=True, timeout=60)


def insert_api(db, org, project, name=None):
    api_id = "api_" + secrets.token_hex(10)
    slug = "api-" + api_id[4:16]
    name = name or "API " + api_id[4:10]
    psql(f"INSERT INTO apis (id, org_id, project_id, slug, name) VALUES "
         f"({lit(api_id)}, {lit(org)}, {lit(project)}, {lit(slug)}, {lit(name)})", db=db)
    return {"id": api_id, "slug": slug, "name": name}


def insert_key_row(db, org, project):
    """A key row that only satisfies invocations.key_id's foreign key (it cannot be used)."""
    key_id = "key_" + secrets.token_hex(10)
    psql("INSERT INTO api_keys (id, org_id, project_id, name, mode, lookup_prefix, key_hash, created_by) VALUES "
         f"({lit(key_id)}, {lit(org)}, {lit(project)}, 'fixture', 'test', {lit(secrets.token_hex(6))}, "
         f"{lit('$2b$04$' + 'a' * 53)}, 'e2e')", db=db)
    return key_id


def seed_key(db):
    """Runs `cxs seed-demo` (org_demo) and returns (plaintext, key id). The row is renamed so
    the next seed-demo run, which revokes earlier demo keys by name, leaves it alone."""
    out = run_cli(["seed-demo"], {"CXS_DATABASE_URL": database_url(db), "CXS_AUTH_BCRYPT_COST": "4"})
    assert out.returncode == 0, out.stderr
    key = re.search(r"svc_test_[A-Za-z0-9_-]{40}", out.stdout).group(0)
    key_id = psql(f"SELECT id FROM api_keys WHERE lookup_prefix = {lit(key[9:21])}", db=db)
    psql(f"UPDATE api_keys SET name = 'e2e ' || id WHERE id = {lit(key_id)}", db=db)
    return key, key_id


def invocation(org, project, api, key, when, status="SUCCESS", latency=100, audio=0, tokens=0, endpoint="extract",
               error_code=None, recorded_by=None, patient_hash=None, retained=None):
    return {
        "id": "inv_" + secrets.token_hex(10), "org_id": org, "project_id": project, "api_id": api, "key_id": key,
        "request_id": "req_" + secrets.token_hex(10), "endpoint": endpoint, "status": status,
        "error_code": error_code or ("UPSTREAM_ERROR" if status == "FAILED" else None), "latency_ms": latency,
        "audio_seconds": audio, "total_tokens": tokens, "recorded_by_id": recorded_by, "patient_hash": patient_hash,
        "retained_input": retained, "retained_output": retained, "created_at": when,
    }


COLUMNS = ["id", "org_id", "project_id", "api_id", "key_id", "request_id", "endpoint", "status", "error_code",
           "latency_ms", "audio_seconds", "total_tokens", "recorded_by_id", "patient_hash", "retained_input",
           "retained_output", "created_at"]


def insert_invocations(db, rows):
    values = ",\n".join("(" + ", ".join(lit(r[c]) for c in COLUMNS) + ")" for r in rows)
    run_sql(db, f"INSERT INTO invocations ({', '.join(COLUMNS)}) VALUES\n{values};")


def midnight(day):
    return datetime.combine(day, time(0), UTC)


def iso_ms(when):
    """createdAt as the service renders it: UTC, milliseconds (fixtures keep sub-ms < 500 µs)."""
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}Z"


def today_utc():
    return datetime.now(UTC).date()


# --- independent computation of the expected numbers ---------------------------------------

def percentile_disc(values, fraction):
    """The smallest observed value whose cumulative share reaches `fraction` (SQL's
    percentile_disc), or None without values."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(1, math.ceil(fraction * len(ordered))) - 1]


def bucket(rows):
    latencies = [r["latency_ms"] for r in rows]
    return {"calls": len(rows), "failures": sum(1 for r in rows if r["status"] == "FAILED"),
            "audioSeconds": sum(r["audio_seconds"] for r in rows), "totalTokens": sum(r["total_tokens"] for r in rows),
            "p50LatencyMs": percentile_disc(latencies, 0.5), "p95LatencyMs": percentile_disc(latencies, 0.95)}


def expected_usage(rows, days, today):
    first = today - timedelta(days=days - 1)
    in_window = [r for r in rows if first <= r["created_at"].astimezone(UTC).date() <= today]
    daily = []
    for i in range(days):
        day = first + timedelta(days=i)
        daily.append({"date": day.isoformat(),
                      **bucket([r for r in in_window if r["created_at"].astimezone(UTC).date() == day])})
    return {"days": days, "from": first.isoformat(), "to": today.isoformat(), "totals": bucket(in_window),
            "daily": daily}


def expected_by_api(rows, apis, days, today):
    first = today - timedelta(days=days - 1)
    counts = {}
    for r in rows:
        if r["api_id"] and first <= r["created_at"].astimezone(UTC).date() <= today:
            calls, failures = counts.get(r["api_id"], (0, 0))
            counts[r["api_id"]] = (calls + 1, failures + (r["status"] == "FAILED"))
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1][0], kv[0]))[:20]
    return [{"apiId": a, "slug": apis[a]["slug"], "name": apis[a]["name"], "calls": c, "failures": f}
            for a, (c, f) in ranked]


class UsageTestCase(ServerTestCase):
    def get(self, path, headers):
        return self.server.request("GET", BASE + path, headers=headers)

    def assert_422(self, res, field):
        self.assertEqual(res.status, 422, res.body)
        body = res.json()
        self.assertEqual(body["code"], "VALIDATION_FAILED")
        self.assertIn(field, [f["field"] for f in body["fields"]], body)

    def create_project(self, headers, name):
        res = self.server.request("POST", BASE + "/projects", {"name": name}, headers)
        self.assertEqual(res.status, 201, res.body)
        return res.json()["id"]


# --- usage -----------------------------------------------------------------------------------

class Usage(UsageTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.today = today_utc()
        _, cls.key = seed_key(cls.db)
        cls.org = "org_demo"
        cls.admin = auth(make_jwt(cls.org))
        create = cls.server.request
        cls.p1 = create("POST", BASE + "/projects", {"name": "Cardiology"}, cls.admin).json()["id"]
        cls.p2 = create("POST", BASE + "/projects", {"name": "Oncology"}, cls.admin).json()["id"]
        cls.apis = {}
        cls.a1, cls.a2 = insert_api(cls.db, cls.org, cls.p1), insert_api(cls.db, cls.org, cls.p1)
        cls.a3 = insert_api(cls.db, cls.org, cls.p2)
        for a in (cls.a1, cls.a2, cls.a3):
            cls.apis[a["id"]] = a

        # Another organisation with its own project, API and traffic.
        cls.other_org = new_org()
        cls.other_admin = auth(make_jwt(cls.other_org))
        cls.q1 = create("POST", BASE + "/projects", {"name": "Elsewhere"}, cls.other_admin).json()["id"]
        cls.b1 = insert_api(cls.db, cls.other_org, cls.q1)
        other_key = insert_key_row(cls.db, cls.other_org, cls.q1)

        rng = random.Random(20240601)
        rows = []

        def add(project, api, when, **kw):
            rows.append(invocation(cls.org if project != cls.q1 else cls.other_org, project, api,
                                   cls.key if project != cls.q1 else other_key, when, **kw))

        def some_day(offset):
            seconds = rng.randrange(0, 86400)
            return midnight(cls.today - timedelta(days=offset)) + timedelta(seconds=seconds,
                                                                             microseconds=rng.randrange(0, 1000000))

        # Random traffic on A1 and A2; days 3 and 5 stay empty (zero-filled days).
        for api in (cls.a1, cls.a2):
            for offset in (0, 1, 2, 4, 6, 9, 29, 35, 40):
                for _ in range(rng.randrange(1, 8)):
                    add(cls.p1, api["id"], some_day(offset),
                        status="FAILED" if rng.random() < 0.25 else "SUCCESS", latency=rng.randrange(20, 9000),
                        audio=rng.randrange(0, 900), tokens=rng.randrange(0, 5000))
        # Window edges on A1: the first instant of the 7-day window counts, the microsecond
        # before it does not; the last microsecond of today counts, tomorrow does not.
        first7 = midnight(cls.today - timedelta(days=6))
        add(cls.p1, cls.a1["id"], first7, latency=7000, audio=11, tokens=13)
        add(cls.p1, cls.a1["id"], first7 - timedelta(microseconds=1), latency=8000, audio=17, tokens=19)
        add(cls.p1, cls.a1["id"], midnight(cls.today + timedelta(days=1)) - timedelta(microseconds=1), latency=5)
        add(cls.p1, cls.a1["id"], midnight(cls.today + timedelta(days=1)), latency=6)
        # Calls without an API (audio.transcribe) count for the project and the org only.
        add(cls.p1, None, some_day(0), endpoint="audio.transcribe", audio=300, latency=4000)
        add(cls.p1, None, some_day(2), endpoint="audio.transcribe", audio=120, status="FAILED", latency=900)
        # A3: hand-checkable percentiles. Day 1: [100, 300]; day 2: [250]; day 4: 10..200.
        for latency in (300, 100):
            add(cls.p2, cls.a3["id"], some_day(1), latency=latency, audio=1, tokens=2)
        add(cls.p2, cls.a3["id"], some_day(2), latency=250, status="FAILED", error_code="UPSTREAM_TIMEOUT")
        for latency in range(200, 0, -10):
            add(cls.p2, cls.a3["id"], some_day(4), latency=latency, tokens=latency)
        # Other organisation's traffic, which must never show up in org_demo's numbers.
        for offset in (0, 1):
            for _ in range(3):
                add(cls.q1, cls.b1["id"], some_day(offset), latency=rng.randrange(1, 100), audio=1000, tokens=1000)
        insert_invocations(cls.db, rows)
        cls.rows = rows

    def setUp(self):
        if today_utc() != self.today:
            self.skipTest("UTC midnight passed since the fixtures were written")

    def rows_where(self, **match):
        return [r for r in self.rows if all(r[k] == v for k, v in match.items())]

    def test_api_usage_matches_an_independent_computation(self):
        for days in (1, 7, 8, 30, 60, 366):
            for api in (self.a1, self.a2, self.a3):
                res = self.get(f"/apis/{api['id']}/usage?days={days}", self.admin)
                self.assertEqual(res.status, 200, res.body)
                expected = {"apiId": api["id"], **expected_usage(self.rows_where(api_id=api["id"]), days, self.today)}
                self.assertEqual(res.json(), expected, f"days={days} api={api['id']}")

    def test_window_edges_are_whole_utc_days(self):
        a1 = self.rows_where(api_id=self.a1["id"])
        on = lambda day: [r for r in a1 if r["created_at"].date() == day]  # noqa: E731
        first7 = self.today - timedelta(days=6)
        week = self.get(f"/apis/{self.a1['id']}/usage?days=7", self.admin).json()
        eight = self.get(f"/apis/{self.a1['id']}/usage?days=8", self.admin).json()
        self.assertEqual((week["from"], week["to"], len(week["daily"])), (first7.isoformat(), self.today.isoformat(), 7))
        self.assertEqual([d["date"] for d in week["daily"]], [(first7 + timedelta(days=i)).isoformat() for i in range(7)])
        # The window's first instant is in (the fixture's 7000 ms row); the microsecond
        # before it belongs to the day before, which only the 8-day window covers.
        self.assertIn(7000, [r["latency_ms"] for r in on(first7)])
        self.assertEqual(week["daily"][0]["calls"], len(on(first7)))
        day_before = on(first7 - timedelta(days=1))
        self.assertIn(8000, [r["latency_ms"] for r in day_before])
        self.assertEqual(eight["daily"][0]["calls"], len(day_before))
        self.assertEqual(eight["totals"]["calls"] - week["totals"]["calls"], len(day_before))
        # Today's last microsecond counts, tomorrow's first instant does not.
        self.assertEqual(week["daily"][-1]["calls"], len(on(self.today)))
        self.assertEqual(week["totals"]["calls"], sum(d["calls"] for d in week["daily"]))
        self.assertEqual(week["totals"]["calls"], sum(len(on(first7 + timedelta(days=i))) for i in range(7)))

    def test_zero_days_are_present_with_null_percentiles(self):
        week = self.get(f"/apis/{self.a1['id']}/usage?days=7", self.admin).json()
        for offset in (3, 5):
            day = week["daily"][6 - offset]
            self.assertEqual(day, {"date": (self.today - timedelta(days=offset)).isoformat(), "calls": 0,
                                   "failures": 0, "audioSeconds": 0, "totalTokens": 0, "p50LatencyMs": None,
                                   "p95LatencyMs": None})
        idle = insert_api(self.db, self.org, self.p2)
        res = self.get(f"/apis/{idle['id']}/usage?days=3", self.admin).json()
        self.assertEqual(res["totals"], {"calls": 0, "failures": 0, "audioSeconds": 0, "totalTokens": 0,
                                         "p50LatencyMs": None, "p95LatencyMs": None})
        self.assertEqual([d["calls"] for d in res["daily"]], [0, 0, 0])

    def test_percentiles_are_observed_values(self):
        res = self.get(f"/apis/{self.a3['id']}/usage?days=7", self.admin).json()
        by_date = {d["date"]: d for d in res["daily"]}
        day = lambda offset: by_date[(self.today - timedelta(days=offset)).isoformat()]  # noqa: E731
        self.assertEqual((day(1)["p50LatencyMs"], day(1)["p95LatencyMs"]), (100, 300))
        self.assertEqual((day(2)["p50LatencyMs"], day(2)["p95LatencyMs"], day(2)["failures"]), (250, 250, 1))
        # 20 values 10..200: p50 is the 10th (100), p95 the 19th (190).
        self.assertEqual((day(4)["p50LatencyMs"], day(4)["p95LatencyMs"], day(4)["totalTokens"]), (100, 190, 2100))
        # All 23: 10..200 plus 100, 250, 300 → 12th value 110, 22nd value 250.
        self.assertEqual(res["totals"]["calls"], 23)
        self.assertEqual((res["totals"]["p50LatencyMs"], res["totals"]["p95LatencyMs"]), (110, 250))

    def test_project_usage_includes_calls_without_an_api(self):
        for project in (self.p1, self.p2):
            for days in (1, 7, 30):
                res = self.get(f"/projects/{project}/usage?days={days}", self.admin)
                self.assertEqual(res.status, 200, res.body)
                expected = {"projectId": project,
                            **expected_usage(self.rows_where(project_id=project), days, self.today)}
                self.assertEqual(res.json(), expected)
        week = self.get(f"/projects/{self.p1}/usage?days=7", self.admin).json()
        a1 = self.get(f"/apis/{self.a1['id']}/usage?days=7", self.admin).json()
        a2 = self.get(f"/apis/{self.a2['id']}/usage?days=7", self.admin).json()
        self.assertEqual(week["totals"]["calls"], a1["totals"]["calls"] + a2["totals"]["calls"] + 2)

    def test_overview_covers_the_organisation_and_ranks_apis(self):
        for days in (1, 7, 30, 366):
            res = self.get(f"/overview?days={days}", self.admin)
            self.assertEqual(res.status, 200, res.body)
            mine = self.rows_where(org_id=self.org)
            expected = {"orgId": self.org, **expected_usage(mine, days, self.today),
                        "byApi": expected_by_api(mine, self.apis, days, self.today)}
            self.assertEqual(res.json(), expected, f"days={days}")
        other = self.get("/overview?days=7", self.other_admin).json()
        self.assertEqual(other["totals"], bucket(self.rows_where(org_id=self.other_org)))
        self.assertEqual([a["apiId"] for a in other["byApi"]], [self.b1["id"]])

    def test_overview_lists_the_top_20_apis_by_calls(self):
        org = new_org()
        admin = auth(make_jwt(org))
        project = self.create_project(admin, "Busy")
        key = insert_key_row(self.db, org, project)
        apis = {a["id"]: a for a in (insert_api(self.db, org, project) for _ in range(23))}
        ids = list(apis)
        rows = []
        # Calls 1..21, one more API tied at 21 (ranked by apiId), one API never called.
        for n, api in zip(list(range(1, 22)) + [21], ids[:22]):
            for i in range(n):
                rows.append(invocation(org, project, api, key, midnight(self.today) + timedelta(minutes=i),
                                       status="FAILED" if i % 3 == 0 else "SUCCESS"))
        insert_invocations(self.db, rows)
        res = self.get("/overview?days=1", admin).json()
        self.assertEqual(len(res["byApi"]), 20)
        self.assertEqual(res["byApi"], expected_by_api(rows, apis, 1, self.today))
        self.assertEqual([a["calls"] for a in res["byApi"]], [21, 21] + list(range(20, 2, -1)))
        self.assertEqual(res["totals"]["calls"], len(rows))

    def test_default_window_is_30_days(self):
        res = self.get(f"/apis/{self.a1['id']}/usage", self.admin).json()
        self.assertEqual(res["days"], 30)
        self.assertEqual(len(res["daily"]), 30)
        self.assertEqual(res, self.get(f"/apis/{self.a1['id']}/usage?days=30", self.admin).json())

    def test_archived_api_keeps_its_usage(self):
        # In an organisation of its own, so the shared fixtures' numbers stay as they are.
        org = new_org()
        admin = auth(make_jwt(org))
        project = self.create_project(admin, "Archive")
        api = insert_api(self.db, org, project)
        key = insert_key_row(self.db, org, project)
        insert_invocations(self.db, [invocation(org, project, api["id"], key, midnight(self.today), latency=42)])
        psql(f"UPDATE apis SET status = 'ARCHIVED' WHERE id = {lit(api['id'])}", db=self.db)
        res = self.get(f"/apis/{api['id']}/usage?days=1", admin)
        self.assertEqual(res.status, 200)
        self.assertEqual(res.json()["totals"], {"calls": 1, "failures": 0, "audioSeconds": 0, "totalTokens": 0,
                                                "p50LatencyMs": 42, "p95LatencyMs": 42})

    def test_bad_days_are_422(self):
        for path in ("/overview", f"/apis/{self.a1['id']}/usage", f"/projects/{self.p1}/usage"):
            for days in ("0", "367", "-1", "abc", "1.5", "", "30x"):
                self.assert_422(self.get(f"{path}?days={days}", self.admin), "days")
            self.assertEqual(self.get(f"{path}?days=366", self.admin).status, 200)

    def test_unknown_other_org_and_deleted_scopes_are_404(self):
        for path in (f"/apis/{self.b1['id']}/usage", f"/projects/{self.q1}/usage", "/apis/api_nope/usage",
                     "/projects/prj_nope/usage"):
            res = self.get(path, self.admin)
            self.assertEqual(res.status, 404, path)
            self.assertEqual(res.json()["code"], "NOT_FOUND")
        for path in (f"/apis/{self.a1['id']}/usage", f"/projects/{self.p1}/usage"):
            self.assertEqual(self.get(path, self.other_admin).status, 404, path)
        gone = self.create_project(self.admin, "Closed ward")
        self.assertEqual(self.server.request("DELETE", f"{BASE}/projects/{gone}", headers=self.admin).status, 200)
        self.assertEqual(self.get(f"/projects/{gone}/usage", self.admin).status, 404)

    def test_credentials_are_required(self):
        for path in ("/overview", f"/apis/{self.a1['id']}/usage", f"/projects/{self.p1}/usage"):
            res = self.get(path, {})
            self.assertEqual(res.status, 401)
            self.assertEqual(res.json()["code"], "UNAUTHENTICATED")
            self.assertEqual(self.get(path, auth("svc_test_" + "a" * 40)).status, 401)
            self.assertEqual(self.get(path, auth(make_jwt(self.org, role="CLINICIAN"))).status, 403)


# --- GET /apis/:id/invocations ------------------------------------------------------------------

ITEM_KEYS = {"id", "apiId", "endpoint", "status", "errorCode", "latencyMs", "audioSeconds", "totalTokens",
             "recordedById", "patientHash", "requestId", "createdAt"}


def item_of(row):
    return {"id": row["id"], "apiId": row["api_id"], "endpoint": row["endpoint"], "status": row["status"],
            "errorCode": row["error_code"], "latencyMs": row["latency_ms"], "audioSeconds": row["audio_seconds"],
            "totalTokens": row["total_tokens"], "recordedById": row["recorded_by_id"],
            "patientHash": row["patient_hash"], "requestId": row["request_id"], "createdAt": iso_ms(row["created_at"])}


def newest_first(rows):
    return sorted(rows, key=lambda r: (r["created_at"], r["id"]), reverse=True)


class InvocationList(UsageTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        _, key = seed_key(cls.db)
        cls.org = "org_demo"
        cls.admin = auth(make_jwt(cls.org))
        project = cls.server.request("POST", BASE + "/projects", {"name": "Wards"}, cls.admin).json()["id"]
        cls.api = insert_api(cls.db, cls.org, project)["id"]
        other_api = insert_api(cls.db, cls.org, project)["id"]
        cls.other_admin = auth(make_jwt(new_org()))

        rng = random.Random(7)
        cls.base = datetime.now(UTC).replace(microsecond=0) - timedelta(days=3)
        rows = []
        for i in range(31):
            when = cls.base - timedelta(hours=i * 5) + timedelta(microseconds=rng.randrange(0, 500))
            failed = i % 4 == 1
            rows.append(invocation(cls.org, project, cls.api, key, when, status="FAILED" if failed else "SUCCESS",
                                   latency=rng.randrange(10, 5000), audio=rng.randrange(0, 600),
                                   tokens=rng.randrange(0, 3000), endpoint=rng.choice(["extract", "audio.extract"]),
                                   error_code="UPSTREAM_TIMEOUT" if failed else None,
                                   recorded_by=rng.choice([None, "dr-" + str(i)]),
                                   patient_hash=rng.choice([None, secrets.token_hex(32)]),
                                   retained={"text": "retained payload"} if i % 5 == 0 else None))
        # Six rows sharing one instant (ordered by id) and two a microsecond apart: page
        # boundaries must fall inside both groups without skipping or repeating a row.
        tie = cls.base + timedelta(hours=1, microseconds=250)
        rows += [invocation(cls.org, project, cls.api, key, tie, latency=i) for i in range(6)]
        rows += [invocation(cls.org, project, cls.api, key, tie + timedelta(microseconds=d), latency=d)
                 for d in (1, 2)]
        rows.append(invocation(cls.org, project, other_api, key, cls.base))
        insert_invocations(cls.db, rows)
        cls.rows = [r for r in rows if r["api_id"] == cls.api]

    def walk(self, query, limit):
        seen, cursor, pages = [], None, 0
        while True:
            path = f"/apis/{self.api}/invocations?limit={limit}{query}" + (f"&cursor={cursor}" if cursor else "")
            res = self.get(path, self.admin)
            self.assertEqual(res.status, 200, res.body)
            page = res.json()
            self.assertEqual(set(page), {"items", "nextCursor"})
            self.assertLessEqual(len(page["items"]), limit)
            seen += page["items"]
            pages += 1
            cursor = page["nextCursor"]
            if cursor is None:
                return seen, pages
            self.assertEqual(len(page["items"]), limit)

    def test_pagination_walks_every_row_once_newest_first(self):
        expected = [item_of(r) for r in newest_first(self.rows)]
        for limit in (1, 4, 5, 39, 200):
            seen, pages = self.walk("", limit)
            self.assertEqual(seen, expected, f"limit={limit}")
            self.assertEqual(pages, max(1, math.ceil(len(expected) / limit)))

    def test_default_page_is_50(self):
        page = self.get(f"/apis/{self.api}/invocations", self.admin).json()
        self.assertEqual(len(page["items"]), len(self.rows))  # 39 rows < 50
        self.assertIsNone(page["nextCursor"])

    def test_items_are_metadata_only(self):
        page = self.get(f"/apis/{self.api}/invocations?limit=200", self.admin).json()
        for item in page["items"]:
            self.assertEqual(set(item), ITEM_KEYS)
        self.assertNotIn("retained payload", page.__repr__())
        self.assertTrue(any(i["errorCode"] == "UPSTREAM_TIMEOUT" for i in page["items"]))
        self.assertTrue(any(i["patientHash"] is None for i in page["items"]))

    def test_status_filter(self):
        for status in ("SUCCESS", "FAILED"):
            seen, _ = self.walk(f"&status={status}", 3)
            self.assertEqual(seen, [item_of(r) for r in newest_first(self.rows) if r["status"] == status])
            self.assertTrue(seen)

    def test_since_filter_is_inclusive(self):
        pivot = newest_first(self.rows)[10]["created_at"]
        since = pivot.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        expected = [item_of(r) for r in newest_first(self.rows) if r["created_at"] >= pivot]
        self.assertEqual(len(expected), 11)
        seen, _ = self.walk("&since=" + since, 4)
        self.assertEqual(seen, expected)
        # The same instant with an offset, '+' percent-encoded or sent raw (arrives as a space).
        shifted = pivot.astimezone(timezone(timedelta(hours=5, minutes=30))).strftime("%Y-%m-%dT%H:%M:%S.%f+05:30")
        for encoded in (urllib.parse.quote(shifted, safe=""), shifted):
            seen, _ = self.walk("&since=" + encoded, 200)
            self.assertEqual(seen, expected, encoded)
        # A date alone is that day's UTC midnight; combined with status.
        day = (self.base - timedelta(days=2)).date()
        seen, _ = self.walk(f"&since={day.isoformat()}&status=FAILED", 2)
        self.assertEqual(seen, [item_of(r) for r in newest_first(self.rows)
                                if r["created_at"] >= midnight(day) and r["status"] == "FAILED"])

    def test_invalid_filters_are_422_naming_the_field(self):
        cases = {"status": ["bogus", "success", ""], "since": ["yesterday", "2024-13-01", "2024-02-30",
                                                               "2024-01-01T10:00:00", "2024-01-01T25:00:00Z",
                                                               "2023-02-29", "2024-01-01T10:00:00.1234567Z"],
                 "limit": ["0", "201", "abc", "-5"]}
        for field, values in cases.items():
            for value in values:
                res = self.get(f"/apis/{self.api}/invocations?{field}={urllib.parse.quote(value)}", self.admin)
                self.assert_422(res, field)
        self.assertEqual(self.get(f"/apis/{self.api}/invocations?since=2024-02-29", self.admin).status, 200)
        junk = base64.urlsafe_b64encode(b"not|a cursor").decode().rstrip("=")
        for cursor in ("%%%", "!!", junk):
            self.assert_422(self.get(f"/apis/{self.api}/invocations?cursor={cursor}", self.admin), "cursor")
        res = self.get(f"/apis/{self.api}/invocations?status=x&since=y&limit=0", self.admin)
        self.assertEqual({f["field"] for f in res.json()["fields"]}, {"status", "since", "limit"})

    def test_unknown_or_other_org_api_is_404_and_credentials_required(self):
        self.assertEqual(self.get("/apis/api_nope/invocations", self.admin).status, 404)
        res = self.get(f"/apis/{self.api}/invocations", self.other_admin)
        self.assertEqual(res.status, 404)
        self.assertEqual(res.json()["code"], "NOT_FOUND")
        self.assertEqual(self.get(f"/apis/{self.api}/invocations", {}).status, 401)


# --- GET /invocations (public) ---------------------------------------------------------------------

SEARCH_KEYS = {"id", "apiId", "endpoint", "status", "latencyMs", "audioSeconds", "totalTokens", "recordedById",
               "createdAt"}


def search_item(row):
    return {"id": row["id"], "apiId": row["api_id"], "endpoint": row["endpoint"], "status": row["status"],
            "latencyMs": row["latency_ms"], "audioSeconds": row["audio_seconds"], "totalTokens": row["total_tokens"],
            "recordedById": row["recorded_by_id"], "createdAt": iso_ms(row["created_at"])}


class PatientSearch(UsageTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        db = cls.db
        cls.org = "org_demo"
        # Three seed-demo keys: one moved to another organisation, one left without the
        # scope, one given invocations:read.
        moved, moved_id = seed_key(db)
        cls.plain_key, _ = seed_key(db)
        cls.key, key_id = seed_key(db)
        psql(f"UPDATE api_keys SET scopes = scopes || '{{invocations:read}}' WHERE id = {lit(key_id)}", db=db)
        cls.other_org = new_org()
        other_project = cls.server.request("POST", BASE + "/projects", {"name": "Other"},
                                           auth(make_jwt(cls.other_org))).json()["id"]
        psql(f"UPDATE api_keys SET org_id = {lit(cls.other_org)}, project_id = {lit(other_project)},"
             f" scopes = scopes || '{{invocations:read}}' WHERE id = {lit(moved_id)}", db=db)
        cls.other_key = moved
        project = psql("SELECT project_id FROM api_keys WHERE id = " + lit(key_id), db=db)
        # A second project of the same organisation: the search covers the whole org.
        project2 = cls.server.request("POST", BASE + "/projects", {"name": "Second"},
                                      auth(make_jwt(cls.org))).json()["id"]
        api = insert_api(db, cls.org, project)["id"]
        api2 = insert_api(db, cls.org, project2)["id"]
        other_api = insert_api(db, cls.other_org, other_project)["id"]
        cls.hash = secrets.token_hex(32)
        cls.other_hash = secrets.token_hex(32)
        now = datetime.now(UTC).replace(microsecond=0)
        hour = timedelta(hours=1)
        rows = [
            invocation(cls.org, project, api, key_id, now - 2 * hour, patient_hash=cls.hash, recorded_by="dr-a",
                       latency=1200, audio=95, tokens=800, endpoint="audio.extract", retained={"text": "secret note"}),
            invocation(cls.org, project, None, key_id, now - 30 * hour, patient_hash=cls.hash,
                       endpoint="audio.transcribe", audio=40),
            invocation(cls.org, project2, api2, key_id, now - timedelta(days=10), patient_hash=cls.hash,
                       status="FAILED", endpoint="extract"),
            invocation(cls.org, project, api, key_id, now - timedelta(days=89, hours=23), patient_hash=cls.hash),
            invocation(cls.org, project, api, key_id, now - timedelta(days=90, hours=1), patient_hash=cls.hash),
            invocation(cls.org, project, api, key_id, now - timedelta(days=400), patient_hash=cls.hash),
            invocation(cls.org, project, api, key_id, now - hour, patient_hash=cls.other_hash),
            invocation(cls.org, project, api, key_id, now - hour),
            invocation(cls.other_org, other_project, other_api, moved_id, now - 3 * hour, patient_hash=cls.hash),
        ]
        insert_invocations(db, rows)
        cls.rows = rows
        cls.now = now

    def search(self, query, key=None):
        return self.get("/invocations?" + query, auth(key or self.key))

    def expected(self, days, org="org_demo", limit=100):
        since = self.now - timedelta(days=days)
        match = newest_first([r for r in self.rows if r["org_id"] == org and r["patient_hash"] == self.hash
                              and r["created_at"] >= since])
        return len(match), [search_item(r) for r in match[:limit]]

    def test_default_window_is_90_days_newest_first(self):
        res = self.search("patientHash=" + self.hash)
        self.assertEqual(res.status, 200, res.body)
        total, items = self.expected(90)
        self.assertEqual(total, 4)
        self.assertEqual(res.json(), {"patientHash": self.hash, "sinceDays": 90, "total": 4, "invocations": items})
        for item in res.json()["invocations"]:
            self.assertEqual(set(item), SEARCH_KEYS)
        self.assertNotIn(b"secret note", res.body)
        self.assertIsNone(res.json()["invocations"][1]["apiId"])  # audio.transcribe has no API

    def test_since_days_and_limit(self):
        for days, limit in ((1, 100), (2, 100), (3650, 100), (3650, 2), (399, 500), (401, 500), (401, 1)):
            res = self.search(f"patientHash={self.hash}&sinceDays={days}&limit={limit}")
            self.assertEqual(res.status, 200, res.body)
            total, items = self.expected(days, limit=limit)
            self.assertEqual(res.json(), {"patientHash": self.hash, "sinceDays": days, "total": total,
                                          "invocations": items}, (days, limit))
        self.assertEqual(self.search(f"patientHash={self.hash}&sinceDays=3650").json()["total"], 6)
        nobody = secrets.token_hex(32)
        self.assertEqual(self.search("patientHash=" + nobody).json(),
                         {"patientHash": nobody, "sinceDays": 90, "total": 0, "invocations": []})

    def test_a_key_sees_only_its_own_organisation(self):
        res = self.search("patientHash=" + self.hash, key=self.other_key)
        self.assertEqual(res.status, 200, res.body)
        total, items = self.expected(90, org=self.other_org)
        self.assertEqual((res.json()["total"], res.json()["invocations"]), (1, items))
        self.assertEqual(total, 1)

    def test_validation_is_422_naming_the_field(self):
        h = self.hash
        cases = [("", "patientHash"), ("patientHash=", "patientHash"), ("patientHash=" + h.upper(), "patientHash"),
                 ("patientHash=" + h[:63], "patientHash"), ("patientHash=" + h + "0", "patientHash"),
                 ("patientHash=" + "g" * 64, "patientHash"),
                 (f"patientHash={h}&sinceDays=0", "sinceDays"), (f"patientHash={h}&sinceDays=3651", "sinceDays"),
                 (f"patientHash={h}&sinceDays=ninety", "sinceDays"), (f"patientHash={h}&limit=0", "limit"),
                 (f"patientHash={h}&limit=501", "limit"), (f"patientHash={h}&limit=1e2", "limit")]
        for query, field in cases:
            self.assert_422(self.search(query), field)

    def test_credentials_and_scope(self):
        res = self.get("/invocations?patientHash=" + self.hash, {})
        self.assertEqual((res.status, res.json()["code"]), (401, "UNAUTHENTICATED"))
        res = self.get("/invocations?patientHash=" + self.hash, auth(make_jwt(self.org)))
        self.assertEqual(res.status, 401)
        res = self.search("patientHash=" + self.hash, key=self.plain_key)
        self.assertEqual((res.status, res.json()["code"]), (403, "SCOPE_MISSING"))
        res = self.search("patientHash=" + self.hash, key="svc_test_" + "b" * 40)
        self.assertEqual((res.status, res.json()["code"]), (401, "INVALID_API_KEY"))


if __name__ == "__main__":
    unittest.main()
