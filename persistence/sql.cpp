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

boost::json::object keyset_page(const pg::result& rows, int limit,
                                const std::function<boost::json::value(const pg::result&, int)>& item) {
  boost::json::array items;
  for (int i = 0; i < rows.rows() && i < limit; ++i) {
    items.push_back(item(rows, i));
  }
  boost::json::value next = nullptr;
  if (rows.rows() > limit) {
    next = boost::json::string(rows.text(limit - 1, 0));
  }
  return boost::json::object{{"items", std::move(items)}, {"nextCursor", std::move(next)}};
}

} // namespace cxs::persistence
