#include "actors/published_lookup.hpp"

#include "persistence/published_api_repository.hpp"

namespace cxs::actors {

void find_published_api(const std::shared_ptr<request_context>& ctx, const key_principal& key, const std::string& slug,
                        std::function<void(published_found)> on_found, std::function<void(db_failure)> on_fail) {
  auto* cache = ctx->svc().published;
  if (cache != nullptr) {
    if (auto hit = cache->find(key.org_id, key.project_id, slug)) {
      return on_found(published_found{std::move(hit), {}});
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
      [on_found, cache, generation, org = key.org_id, project = key.project_id](lookup& found) {
        if (!found.api) {
          return on_found(published_found{nullptr, std::move(found.available)});
        }
        auto snapshot = cache != nullptr
                            ? cache->put(generation, org, project, std::move(*found.api))
                            : std::make_shared<const persistence::published_api>(std::move(*found.api));
        on_found(published_found{std::move(snapshot), {}});
      },
      std::move(on_fail));
}

} // namespace cxs::actors
