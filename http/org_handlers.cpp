// Organisations, for PLATFORM_ADMIN only: list them, suspend or reactivate one.

#include "http/auth.hpp"
#include "http/routes.hpp"
#include "persistence/org_repository.hpp"

#include <boost/json.hpp>

namespace cxs::http {
namespace {

bool platform_only(const context_ptr& ctx, const admin_principal& who) {
  if (!who.platform_admin()) {
    ctx->fail(actors::api_error::of(domain::error_code::forbidden, "Only a PLATFORM_ADMIN may manage organisations."));
    return false;
  }
  return true;
}

} // namespace

void add_org_routes(router& routes) {
  routes.add("GET", base_path + "/orgs", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      if (!platform_only(ctx, who)) {
        return;
      }
      auto page = page_params(ctx);
      if (!page) {
        return;
      }
      ctx->query<boost::json::value>(
          [page = *page](pg::connection& conn) { return persistence::list_orgs(conn, page.limit, page.cursor); },
          [ctx](boost::json::value& list) {
            auto& next = list.as_object()["nextCursor"];
            if (next.is_string()) {
              next = boost::json::string(encode_cursor(std::string(next.as_string())));
            }
            respond_json(ctx, 200, list);
          });
    });
  });

  routes.add("PATCH", base_path + "/orgs/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      if (!platform_only(ctx, who)) {
        return;
      }
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      std::vector<actors::field_problem> problems;
      const auto status = string_member(*body, "status", problems);
      if (!status || (*status != "ACTIVE" && *status != "SUSPENDED")) {
        problems.push_back({"status", "must be ACTIVE or SUSPENDED"});
        return fail_validation(ctx, std::move(problems));
      }
      const auto id = ctx->request().path_params.at("id");
      ctx->query<boost::json::value>(
          [id, status = *status](pg::connection& conn) { return persistence::set_org_status(conn, id, status); },
          [ctx](boost::json::value& org) {
            if (org.is_null()) {
              return ctx->fail(actors::api_error::of(domain::error_code::not_found, "No such organisation."));
            }
            respond_json(ctx, 200, org);
          });
    });
  });
}

} // namespace cxs::http
