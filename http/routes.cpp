#include "http/routes.hpp"

namespace cxs::http {

void add_all_routes(router& routes) {
  add_ops_routes(routes);
  add_org_routes(routes);
  add_project_routes(routes);
}

} // namespace cxs::http
