// Organisations, for PLATFORM_ADMIN only: list them, suspend or reactivate one.

#include "http/auth.hpp"
#include "http/render_page.hpp"
#include "http/render_rows.hpp"
#include "http/routes.hpp"
#include "persistence/org_repository.hpp"

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
      ctx->query<persistence::page<persistence::org_row>>(
          [page = *page](pg::connection& conn) { return persistence::list_orgs(conn, page.limit, page.cursor); },
          [ctx](persistence::page<persistence::org_row>& list) { respond_page(ctx, list, org_json); });
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
      ctx->query<std::optional<persistence::org_row>>(
          [id, status = *status](pg::connection& conn) { return persistence::set_org_status(conn, id, status); },
          [ctx](std::optional<persistence::org_row>& org) {
            if (!org) {
              return ctx->fail(actors::api_error::of(domain::error_code::not_found, "No such organisation."));
            }
            respond_json(ctx, 200, org_json(*org));
          });
    });
  });
}

} // namespace cxs::http
