#include "persistence/migrations.hpp"

#include "persistence/pg.hpp"

namespace cxs::persistence {
namespace {

// Arbitrary but fixed: every replica must use the same lock id.
constexpr const char* lock_id = "7302201";

} // namespace

int latest_version() { return migrations().empty() ? 0 : migrations().back().version; }

int applied_version(pg::connection& conn) {
  const auto exists = conn.exec("SELECT to_regclass('public.schema_migrations') IS NOT NULL");
  if (!exists.boolean(0, 0)) {
    return 0;
  }
  return static_cast<int>(conn.exec("SELECT coalesce(max(version), 0) FROM schema_migrations").integer(0, 0));
}

schema_state read_schema_state(pg::connection& conn) {
  const auto exists = conn.exec("SELECT to_regclass('public.schema_migrations') IS NOT NULL");
  if (!exists.boolean(0, 0)) {
    return {};
  }
  // to_jsonb(row) reads compatible_from where the column exists and NULL where an older
  // binary's bookkeeping has no such column yet, so one statement serves both.
  auto r = conn.exec(
      "SELECT coalesce(max(version), 0),"
      " coalesce(max(coalesce((to_jsonb(m) ->> 'compatible_from')::integer, version)), 0)"
      " FROM schema_migrations m");
  return {static_cast<int>(r.integer(0, 0)), static_cast<int>(r.integer(0, 1))};
}

int migrate(pg::connection& conn) {
  conn.exec(std::string("SELECT pg_advisory_lock(") + lock_id + ")");
  int applied = 0;
  try {
    conn.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())");
    // Bookkeeping of binaries before compatible_from: add the column and fill it in for
    // the migrations this binary knows (a row it does not know keeps NULL, read as its
    // own version). Checked first so a current database takes no table lock here.
    const auto has_column = conn.exec(
        "SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = 'public'"
        " AND table_name = 'schema_migrations' AND column_name = 'compatible_from')");
    if (!has_column.boolean(0, 0)) {
      pg::in_transaction(conn, [&] {
        conn.exec("ALTER TABLE schema_migrations ADD COLUMN compatible_from integer");
        for (const auto& m : migrations()) {
          conn.exec("UPDATE schema_migrations SET compatible_from = $2 WHERE version = $1",
                    {std::to_string(m.version), std::to_string(m.compatible_from)});
        }
      });
    }
    const int current = applied_version(conn);
    for (const auto& m : migrations()) {
      if (m.version <= current) {
        continue;
      }
      pg::in_transaction(conn, [&] {
        conn.exec_script(m.sql);
        conn.exec("INSERT INTO schema_migrations (version, name, compatible_from) VALUES ($1, $2, $3)",
                  {std::to_string(m.version), std::string(m.name), std::to_string(m.compatible_from)});
      });
      ++applied;
    }
  } catch (...) {
    if (conn.healthy()) {
      conn.exec(std::string("SELECT pg_advisory_unlock(") + lock_id + ")");
    }
    throw;
  }
  conn.exec(std::string("SELECT pg_advisory_unlock(") + lock_id + ")");
  return applied;
}

} // namespace cxs::persistence
