"""Rolling upgrades: /readyz against a database that is ahead of, level with, or behind
the binary's migrations.

A migration declares the oldest binary schema version it stays compatible with
(`-- cxs: compatible_from N` in its file, stored in schema_migrations.compatible_from). A
replica is ready when the database has every migration it knows (applied >= expected) and
no applied migration requires a newer binary (max compatible_from <= expected). The tests
play the part of a newer release by writing its bookkeeping row themselves."""

import unittest

from harness import Server, create_database, database_url, psql


class RollingUpgrade(unittest.TestCase):
    def setUp(self):
        self.db = create_database()
        self.server = Server(database_url(self.db))
        body = self.server.request("GET", "/readyz").json()
        self.expected = body["checks"]["migrations"]["expected"]

    def tearDown(self):
        self.assertEqual(self.server.stop(), 0)

    def future(self, compatible_from, version=None):
        version = version or self.expected + 1
        psql(f"INSERT INTO schema_migrations (version, name, compatible_from)"
             f" VALUES ({version}, '{version:04d}_future', {compatible_from})", db=self.db)

    def test_a_database_ahead_by_a_compatible_migration_stays_ready(self):
        self.future(compatible_from=self.expected)
        res = self.server.request("GET", "/readyz")
        self.assertEqual(res.status, 200, res.body)
        mig = res.json()["checks"]["migrations"]
        self.assertEqual(mig["applied"], self.expected + 1)
        self.assertEqual(mig["expected"], self.expected)
        self.assertEqual(mig["compatibleFrom"], self.expected)
        self.assertEqual(mig["state"], "ahead")
        # An old replica restarting during the rollout (migrate_on_start) starts and serves.
        other = Server(database_url(self.db))
        try:
            self.assertEqual(other.request("GET", "/readyz").status, 200)
        finally:
            self.assertEqual(other.stop(), 0)

    def test_a_database_ahead_by_an_incompatible_migration_is_refused(self):
        self.future(compatible_from=self.expected)
        self.future(compatible_from=self.expected + 2, version=self.expected + 2)
        res = self.server.request("GET", "/readyz")
        self.assertEqual(res.status, 503, res.body)
        body = res.json()
        self.assertEqual(body["code"], "SERVICE_UNAVAILABLE")
        self.assertEqual(body["checks"]["database"], "ok")
        mig = body["checks"]["migrations"]
        self.assertEqual(mig["state"], "incompatible")
        self.assertEqual(mig["applied"], self.expected + 2)
        self.assertEqual(mig["compatibleFrom"], self.expected + 2)
        self.assertIn("newer", body["error"])

    def test_a_database_behind_the_binary_is_refused(self):
        psql(f"DELETE FROM schema_migrations WHERE version = {self.expected}", db=self.db)
        res = self.server.request("GET", "/readyz")
        self.assertEqual(res.status, 503, res.body)
        mig = res.json()["checks"]["migrations"]
        self.assertEqual(mig["state"], "behind")
        self.assertEqual(mig["applied"], self.expected - 1)
        self.assertIn("cxs migrate", res.json()["error"])

    def test_current_database_reports_its_state(self):
        res = self.server.request("GET", "/readyz")
        self.assertEqual(res.status, 200, res.body)
        mig = res.json()["checks"]["migrations"]
        self.assertEqual(mig["state"], "current")
        self.assertEqual(mig["applied"], self.expected)
        self.assertLessEqual(mig["compatibleFrom"], self.expected)
        rows = psql("SELECT count(*) FROM schema_migrations WHERE compatible_from IS NULL", db=self.db)
        self.assertEqual(rows, "0")

    def test_bookkeeping_written_by_an_older_binary_is_upgraded(self):
        # A database migrated before compatible_from existed: readiness still reads it (each
        # old migration counts as compatible only with its own version), and `cxs migrate`
        # adds the column and fills it in.
        psql("ALTER TABLE schema_migrations DROP COLUMN compatible_from", db=self.db)
        res = self.server.request("GET", "/readyz")
        self.assertEqual(res.status, 200, res.body)
        self.assertEqual(res.json()["checks"]["migrations"]["compatibleFrom"], self.expected)
        other = Server(database_url(self.db))  # migrate_on_start
        try:
            self.assertEqual(other.request("GET", "/readyz").status, 200)
        finally:
            self.assertEqual(other.stop(), 0)
        self.assertEqual(psql("SELECT count(*) FROM schema_migrations WHERE compatible_from IS NULL", db=self.db), "0")


if __name__ == "__main__":
    unittest.main()
