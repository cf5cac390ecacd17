#include "persistence/ops_repository.hpp"

#include "persistence/migrations.hpp"
#include "persistence/pg.hpp"

namespace cxs::persistence {

std::string_view to_string(readiness::state s) {
  switch (s) {
  case readiness::state::current: return "current";
  case readiness::state::ahead: return "ahead";
  case readiness::state::behind: return "behind";
  case readiness::state::incompatible: return "incompatible";
  }
  return "unknown";
}

readiness check_readiness(pg::connection& conn) {
  const auto s = read_schema_state(conn);
  return readiness{s.applied, latest_version(), s.compatible_from};
}

} // namespace cxs::persistence
