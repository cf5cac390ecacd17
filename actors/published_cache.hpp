#pragma once
// The published snapshots of APIs that the public surface runs (/extract, /insights, the
// audio extract endpoints), keyed by (organisation, project, slug), with each snapshot's
// schema parsed once. Without it every call paid a database round trip that
// de-TOASTed and printed the whole schema JSON, and a schema parse — more work than the
// extraction of a short consult.
//
// Freshness: the NOTIFY listener clears the cache when any API, project or organisation
// changes on any replica (and after it reconnects, since notifications sent meanwhile are
// lost); management handlers of this process clear it themselves once their write has
// committed, so a publish is seen by the next call on the same replica; entries also
// expire after `ttl`, the safety net while the listener is disconnected. A lookup that
// missed takes `generation()` before it reads the database and hands it back to `put`,
// which drops the entry if the cache was cleared meanwhile: a snapshot read before a
// publish committed can never be kept after that publish was announced.
//
// Not an actor: it is read on every public call and a mutex-guarded map of immutable
// shared snapshots costs far less than a message round trip; nothing blocks under the lock.

#include "persistence/published_api_repository.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace cxs::actors {

class published_cache {
 public:
  using snapshot = std::shared_ptr<const persistence::published_api>;
  using clock = std::chrono::steady_clock;

  /// Adds what is derived from a snapshot once, outside the lock, when it is cached (the
  /// remote language engine's JSON Schema); called after the schema is parsed.
  using preparer = std::function<void(persistence::published_api&)>;

  explicit published_cache(std::chrono::seconds ttl, std::size_t max_entries = 4096, preparer prepare = {})
      : ttl_(ttl), max_entries_(max_entries), prepare_(std::move(prepare)) {}

  /// The cached snapshot, or null (absent or expired).
  [[nodiscard]] snapshot find(std::string_view org_id, std::string_view project_id, std::string_view slug);
  /// The invalidation count; read it before the database lookup whose result goes to put.
  [[nodiscard]] std::uint64_t generation() const;
  /// Remembers `api` (its schema is parsed here if it was not, then the preparer runs) unless the cache was cleared
  /// since `generation` was read. Returns the snapshot to use either way.
  snapshot put(std::uint64_t generation, const std::string& org_id, const std::string& project_id,
               persistence::published_api api);
  /// Forgets everything (an API, project or organisation changed somewhere).
  void clear();

 private:
  struct entry {
    snapshot api;
    clock::time_point expires;
  };
  static std::string key_of(std::string_view org_id, std::string_view project_id, std::string_view slug);

  mutable std::mutex mutex_;
  std::unordered_map<std::string, entry> entries_;
  std::uint64_t generation_ = 0;
  std::chrono::seconds ttl_;
  std::size_t max_entries_;
  preparer prepare_;
};

/// True for the change notifications (`<kind>:<id>`, see notify_listener_actor.hpp) after
/// which published snapshots may be stale.
[[nodiscard]] bool invalidates_published(std::string_view kind);

} // namespace cxs::actors
