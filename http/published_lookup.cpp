#include "http/published_lookup.hpp"

#include "http/extraction_run.hpp"

#include <boost/json.hpp>

namespace cxs::http {

using domain::error_code;

void with_published_api(const context_ptr& ctx, const actors::key_principal& key, audited_result partial,
                        const audited_done& done, published_next next) {
  const auto slug = ctx->request().path_params.at("apiSlug");
  auto* cache = ctx->svc().published;
  const auto use = [](const persistence::published_api& api, audited_result& partial) {
    partial.api_id = api.id;
    partial.retain_payloads = setting(api.settings, "retainPayloads", false);
  };
  if (cache != nullptr) {
    if (auto hit = cache->find(key.org_id, key.project_id, slug)) {
      use(*hit, partial);
      return next(std::move(hit), std::move(partial));
    }
  }
  // Read before the query: see published_cache::put.
  const auto generation = cache != nullptr ? cache->generation() : 0;
  struct lookup {
    std::optional<persistence::published_api> api;
    std::vector<std::string> available;
  };
  ctx->query<lookup>(
      [org = key.org_id, project = key.project_id, slug](pg::connection& conn) {
        lookup out;
        out.api = persistence::find_published_api(conn, org, project, slug);
        if (!out.api) {
          out.available = persistence::published_slugs(conn, org, project);
        }
        return out;
      },
      [ctx, partial, done, next, use, cache, generation, org = key.org_id, project = key.project_id](
          lookup& found) mutable {
        if (!found.api) {
          boost::json::array slugs;
          for (const auto& s : found.available) {
            slugs.push_back(boost::json::string(s));
          }
          actors::api_error err{error_code::api_not_found, {}, {}, {}, {}};
          err.extra_json = boost::json::serialize(boost::json::object{{"availableSlugs", std::move(slugs)}});
          return done(error_result(ctx, std::move(err), partial));
        }
        use(*found.api, partial);
        auto snapshot = cache != nullptr
                            ? cache->put(generation, org, project, std::move(*found.api))
                            : std::make_shared<const persistence::published_api>(std::move(*found.api));
        next(std::move(snapshot), std::move(partial));
      },
      [ctx, partial, done](actors::db_failure why) { done(error_result(ctx, actors::request_context::db_error(why), partial)); });
}

} // namespace cxs::http
