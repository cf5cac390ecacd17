#pragma once
// Listens on the PostgreSQL channel `cxs_cache` and forwards each change to the key
// cache and to `on_change` (the published-API cache). Payloads are "<kind>:<id>" with kind key, org or project; repositories send them
// with pg_notify inside the transaction that makes the change, so every replica hears of
// it when it commits. After (re)connecting, the listener flushes the whole cache (kind
// "all"), since
// notifications sent while it was disconnected are lost.

#include "actors/key_cache_actor.hpp"

#include <caf/actor.hpp>
#include <caf/fwd.hpp>

#include <chrono>
#include <functional>
#include <string>
#include <string_view>

namespace cxs::actors {

struct notify_listener_options {
  std::string url;
  int connect_timeout_s = 5;
  std::chrono::milliseconds poll_interval{100};
  /// Called (on the listener's own thread) with the kind of every change, and with "all"
  /// after each (re)connection. Must not block.
  std::function<void(std::string_view kind)> on_change;
};

/// Spawns the listener (a detached actor: connecting blocks). Stop it with an exit message.
[[nodiscard]] caf::actor spawn_notify_listener(caf::actor_system& system, const notify_listener_options& options,
                                               key_cache_actor cache);

/// The channel name, shared with the repositories that notify.
inline constexpr const char* cache_channel = "cxs_cache";

} // namespace cxs::actors
