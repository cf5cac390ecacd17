#include "persistence/sql.hpp"

#include "persistence/pg.hpp"

namespace cxs::persistence {

void notify_cache_change(pg::connection& conn, const std::string& kind, const std::string& id) {
  conn.exec("SELECT pg_notify('cxs_cache', $1)", {kind + ":" + id});
}

} // namespace cxs::persistence
