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

int migrate(pg::connection& conn) {
  conn.exec(std::string("SELECT pg_advisory_lock(") + lock_id + ")");
  int applied = 0;
  try {
    conn.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())");
    const int current = applied_version(conn);
    for (const auto& m : migrations()) {
      if (m.version <= current) {
        continue;
      }
      pg::in_transaction(conn, [&] {
        conn.exec_script(m.sql);
        conn.exec("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
                  {std::to_string(m.version), std::string(m.name)});
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
