#include "persistence/sql.hpp"

#include "persistence/pg.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {

void notify_cache_change(pg::connection& conn, const std::string& kind, const std::string& id) {
  conn.exec("SELECT pg_notify('cxs_cache', $1)", {kind + ":" + id});
}

bool api_visible(pg::connection& conn, const std::string& org_id, const std::string& api_id) {
  return conn
             .exec("SELECT 1 FROM apis a JOIN projects p ON p.org_id = a.org_id AND p.id = a.project_id"
                   " WHERE a.org_id = $1 AND a.id = $2 AND p.deleted_at IS NULL",
                   {org_id, api_id})
             .rows() == 1;
}

boost::json::value json_column(const pg::result& r, int row, int col) {
  if (r.is_null(row, col)) {
    return nullptr;
  }
  boost::system::error_code ec;
  auto v = boost::json::parse(r.text(row, col), ec);
  return ec ? boost::json::value(nullptr) : v;
}

std::vector<std::string> comma_list(const std::string& joined) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < joined.size()) {
    const auto comma = joined.find(',', start);
    const auto end = comma == std::string::npos ? joined.size() : comma;
    out.push_back(joined.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

} // namespace cxs::persistence
