// Discovery (spec "Public surface"): GET /apis and GET /apis/by-slug/:slug, with either
// credential. An API key sees only its own project's APIs; a management JWT sees the
// whole organisation. APIs of soft-deleted projects are never listed.

#include "domain/text/json_write.hpp"
#include "http/auth.hpp"
#include "http/routes.hpp"
#include "persistence/api_repository.hpp"

#include <boost/json.hpp>

namespace cxs::http {
namespace {

constexpr std::string_view apis_read_scope = "apis:read";

// The project an API-key caller is limited to; none for a JWT caller.
std::optional<std::string> project_scope(const caller& who) {
  if (who.key) {
    return who.key->project_id;
  }
  return std::nullopt;
}

} // namespace

void add_discovery_routes(router& routes) {
  routes.add("GET", base_path + "/apis", [](const context_ptr& ctx) {
    require_key_or_admin(ctx, std::string(apis_read_scope), [ctx](const caller& who) {
      const auto params = query_params(ctx->request().query);
      std::string status = "PUBLISHED";
      if (auto it = params.find("status"); it != params.end()) {
        status = it->second;
        if (status != "PUBLISHED" && status != "DRAFT" && status != "ARCHIVED" && status != "ALL") {
          return fail_validation(ctx, {{"status", "must be one of PUBLISHED, DRAFT, ARCHIVED, ALL"}});
        }
      }
      ctx->query<boost::json::value>(
          [org = who.org_id(), project = project_scope(who), status](pg::connection& conn) {
            return persistence::discover_apis(conn, org, project, status);
          },
          [ctx](boost::json::value& list) { respond_json(ctx, 200, list); });
    });
  });

  routes.add("GET", base_path + "/apis/by-slug/:slug", [](const context_ptr& ctx) {
    require_key_or_admin(ctx, std::string(apis_read_scope), [ctx](const caller& who) {
      ctx->query<persistence::slug_lookup>(
          [org = who.org_id(), project = project_scope(who),
           slug = ctx->request().path_params.at("slug")](pg::connection& conn) {
            return persistence::find_api_by_slug(conn, org, project, slug);
          },
          [ctx](persistence::slug_lookup& found) {
            if (!found.api.is_null()) {
              return respond_json(ctx, 200, found.api);
            }
            boost::json::array slugs;
            for (const auto& s : found.available_slugs) {
              slugs.emplace_back(s);
            }
            const auto extra = domain::text::write_json(boost::json::object{{"availableSlugs", std::move(slugs)}});
            ctx->fail(actors::api_error::of(domain::error_code::api_not_found,
                                            "No API with this slug is visible to this credential.")
                          .with_extra(extra));
          });
    });
  });
}

} // namespace cxs::http
