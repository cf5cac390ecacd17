#pragma once
// Finding the published API an audited public call names (/extract, /insights, the audio
// extract endpoints): the PUBLISHED snapshot with the path's `apiSlug` in the key's project.

#include "http/audited_call.hpp"
#include "actors/published_lookup.hpp"

#include <functional>
#include <memory>

namespace cxs::http {

/// What runs with the published snapshot (shared and immutable: it may be the cached one).
using published_next = std::function<void(std::shared_ptr<const persistence::published_api>, audited_result)>;

/// Finds the published API for the key's project (actors::published_cache first, then the
/// database) and calls `next` with it; answers 404
/// API_NOT_FOUND (with availableSlugs) through `done` when there is none, and a database
/// failure through `done` too, so the call is still recorded.
void with_published_api(const context_ptr& ctx, const actors::key_principal& key, audited_result partial,
                        const audited_done& done, published_next next);

} // namespace cxs::http
