// Projects (management surface): list, create, read, update, soft-delete.

#include "domain/slug.hpp"
#include "http/auth.hpp"
#include "http/render_page.hpp"
#include "http/render_rows.hpp"
#include "http/routes.hpp"
#include "persistence/project_repository.hpp"
#include "security/random.hpp"

#include <boost/json.hpp>

namespace cxs::http {
namespace {

using persistence::project_row;

// Reads and checks name/slug/description; `creating` makes name required.
std::optional<persistence::project_fields> project_fields_from(const context_ptr& ctx, const boost::json::object& body,
                                                               bool creating) {
  std::vector<actors::field_problem> problems;
  persistence::project_fields f;
  f.name = string_member(body, "name", problems);
  f.slug = string_member(body, "slug", problems);
  f.description = string_member(body, "description", problems);
  if (f.name && (f.name->empty() || f.name->size() > 200)) {
    problems.push_back({"name", "must be 1 to 200 characters"});
  }
  if (creating && !f.name && is_absent(body, "name")) {
    problems.push_back({"name", "is required"});
  }
  if (creating && !f.slug && f.name) {
    f.slug = domain::slugify(*f.name);
    if (!domain::valid_slug(*f.slug)) {
      problems.push_back({"slug", "cannot be derived from the name; give one matching [a-z0-9][a-z0-9-]{1,62}"});
    }
  } else if (f.slug && !domain::valid_slug(*f.slug)) {
    problems.push_back({"slug", "must match [a-z0-9][a-z0-9-]{1,62}"});
  }
  if (f.description && f.description->size() > 2000) {
    problems.push_back({"description", "must be at most 2000 characters"});
  }
  if (!problems.empty()) {
    fail_validation(ctx, std::move(problems));
    return std::nullopt;
  }
  return f;
}

void not_found(const context_ptr& ctx) {
  ctx->fail(actors::api_error::of(domain::error_code::not_found, "No such project."));
}

void conflict_on_slug(const context_ptr& ctx, actors::db_failure why) {
  if (why == actors::db_failure::conflict) {
    return ctx->fail(actors::api_error::of(domain::error_code::conflict, "A project with this slug already exists."));
  }
  ctx->fail(actors::request_context::db_error(why));
}

} // namespace

void add_project_routes(router& routes) {
  routes.add("GET", base_path + "/projects", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto page = page_params(ctx);
      if (!page) {
        return;
      }
      ctx->query<persistence::page<project_row>>(
          [org = who.org_id, page = *page](pg::connection& conn) {
            return persistence::list_projects(conn, org, page.limit, page.cursor);
          },
          [ctx](persistence::page<project_row>& list) { respond_page(ctx, list, project_json); });
    });
  });

  routes.add("POST", base_path + "/projects", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      auto fields = project_fields_from(ctx, *body, true);
      if (!fields) {
        return;
      }
      ctx->query<project_row>(
          [org = who.org_id, f = *fields, id = security::new_id("prj_")](pg::connection& conn) {
            return persistence::create_project(conn, org, id, f);
          },
          [ctx](project_row& project) { respond_json(ctx, 201, project_json(project)); },
          [ctx](actors::db_failure why) { conflict_on_slug(ctx, why); });
    });
  });

  routes.add("GET", base_path + "/projects/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      ctx->query<std::optional<project_row>>(
          [org = who.org_id, id = ctx->request().path_params.at("id")](pg::connection& conn) {
            return persistence::get_project(conn, org, id);
          },
          [ctx](std::optional<project_row>& project) {
            if (!project) {
              return not_found(ctx);
            }
            respond_json(ctx, 200, project_json(*project));
          });
    });
  });

  routes.add("PATCH", base_path + "/projects/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      auto fields = project_fields_from(ctx, *body, false);
      if (!fields) {
        return;
      }
      ctx->query<std::optional<project_row>>(
          [org = who.org_id, id = ctx->request().path_params.at("id"), f = *fields](pg::connection& conn) {
            return persistence::update_project(conn, org, id, f);
          },
          [ctx](std::optional<project_row>& project) {
            if (!project) {
              return not_found(ctx);
            }
            respond_json(ctx, 200, project_json(*project));
          },
          [ctx](actors::db_failure why) { conflict_on_slug(ctx, why); });
    });
  });

  routes.add("DELETE", base_path + "/projects/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      ctx->query<std::optional<project_row>>(
          [org = who.org_id, id = ctx->request().path_params.at("id")](pg::connection& conn) {
            return persistence::delete_project(conn, org, id);
          },
          [ctx](std::optional<project_row>& project) {
            if (!project) {
              return not_found(ctx);
            }
            if (ctx->svc().published != nullptr) {
              ctx->svc().published->clear();  // its APIs are gone for this replica's next call too
            }
            respond_json(ctx, 200, project_json(*project));
          });
    });
  });
}

} // namespace cxs::http
