#pragma once
// Finding the published API an audited public call names (/extract, /insights, the audio
// extract endpoints): the PUBLISHED snapshot with a given slug in the key's project, from
// the replica's published_cache first, else from the database (and then cached).

#include "actors/request_supervisor_actor.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cxs::actors {

/// The snapshot (shared and immutable: it may be the cached one), or, when the project has
/// no published API with that slug, the slugs it does have.
struct published_found {
  std::shared_ptr<const persistence::published_api> api;
  std::vector<std::string> available_slugs;
};

/// Looks `slug` up for the key's project; calls `on_found` (api null when there is none) or
/// `on_fail` with the database failure, in the supervisor's context.
void find_published_api(const std::shared_ptr<request_context>& ctx, const key_principal& key, const std::string& slug,
                        std::function<void(published_found)> on_found, std::function<void(db_failure)> on_fail);

} // namespace cxs::actors
