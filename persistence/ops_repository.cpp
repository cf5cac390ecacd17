#include "persistence/ops_repository.hpp"

#include "persistence/migrations.hpp"
#include "persistence/pg.hpp"

namespace cxs::persistence {

readiness check_readiness(pg::connection& conn) {
  return readiness{applied_version(conn), latest_version()};
}

} // namespace cxs::persistence
