#include "actors/published_cache.hpp"

#include "domain/extraction/schema_plan.hpp"
#include "domain/schema/schema.hpp"

namespace cxs::actors {

std::string published_cache::key_of(std::string_view org_id, std::string_view project_id, std::string_view slug) {
  // Ids never contain a NUL byte, so the key is unambiguous.
  std::string key;
  key.reserve(org_id.size() + project_id.size() + slug.size() + 2);
  key.append(org_id).push_back('\0');
  key.append(project_id).push_back('\0');
  key.append(slug);
  return key;
}

published_cache::snapshot published_cache::find(std::string_view org_id, std::string_view project_id,
                                                 std::string_view slug) {
  const auto key = key_of(org_id, project_id, slug);
  const std::lock_guard lock(mutex_);
  const auto it = entries_.find(key);
  if (it == entries_.end()) {
    return nullptr;
  }
  if (clock::now() >= it->second.expires) {
    entries_.erase(it);
    return nullptr;
  }
  return it->second.api;
}

std::uint64_t published_cache::generation() const {
  const std::lock_guard lock(mutex_);
  return generation_;
}

published_cache::snapshot published_cache::put(std::uint64_t generation, const std::string& org_id,
                                               const std::string& project_id, persistence::published_api api) {
  if (!api.parsed_schema) {
    // Parsed outside the lock. A published schema was validated when it was published; if
    // it no longer parses (a bug), the snapshot stays unparsed and the run reports it.
    std::vector<domain::schema::problem> problems;
    if (auto parsed = domain::schema::parse_schema(api.schema, "publishedSchema", problems)) {
      api.parsed_schema = std::make_shared<const domain::schema::extraction_schema>(std::move(*parsed));
    }
  }
  if (api.parsed_schema && !api.extraction_plan) {
    api.extraction_plan = std::make_shared<const domain::extraction::schema_plan>(*api.parsed_schema);
  }
  if (prepare_) {
    prepare_(api);
  }
  auto shared = std::make_shared<const persistence::published_api>(std::move(api));
  const std::lock_guard lock(mutex_);
  if (generation != generation_ || ttl_.count() <= 0) {
    return shared;
  }
  if (entries_.size() >= max_entries_) {
    entries_.clear();  // a bound, not a policy: real deployments have far fewer published APIs
  }
  entries_[key_of(org_id, project_id, shared->slug)] = entry{shared, clock::now() + ttl_};
  return shared;
}

void published_cache::clear() {
  const std::lock_guard lock(mutex_);
  entries_.clear();
  ++generation_;
}

bool invalidates_published(std::string_view kind) {
  return kind == "api" || kind == "project" || kind == "org" || kind == "all";
}

} // namespace cxs::actors
