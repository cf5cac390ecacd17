#include "actors/notify_listener_actor.hpp"

#include "metrics/log.hpp"
#include "persistence/pg.hpp"

#include <caf/actor_system.hpp>
#include <caf/event_based_actor.hpp>
#include <caf/stateful_actor.hpp>

#include <libpq-fe.h>

#include <memory>

namespace cxs::actors {
namespace {

using poll_atom = caf::atom_constant<caf::atom("poll")>;

struct listener_state {
  static inline const char* name = "notify_listener";
  std::unique_ptr<pg::connection> conn;
};

void poll_once(caf::stateful_actor<listener_state>* self, const notify_listener_options& options,
               const key_cache_actor& cache) {
  auto& conn = self->state.conn;
  if (!conn || !conn->healthy()) {
    conn.reset();
    try {
      pg::connect_options o;
      o.url = options.url;
      o.connect_timeout_s = options.connect_timeout_s;
      o.application_name = "cxs-listener";
      conn = std::make_unique<pg::connection>(o);
      conn->exec(std::string("LISTEN ") + cache_channel);
      self->send(cache, invalidate_atom::value, std::string("all"), std::string());
      if (options.on_change) {
        options.on_change("all");
      }
    } catch (const pg::error&) {
      conn.reset();
      return;  // retried on the next poll; cached entries still expire by TTL
    }
  }
  PGconn* raw = conn->native();
  if (PQconsumeInput(raw) == 0) {
    conn.reset();
    return;
  }
  while (PGnotify* n = PQnotifies(raw)) {
    const std::string payload = n->extra == nullptr ? "" : n->extra;
    PQfreemem(n);
    const auto colon = payload.find(':');
    if (colon != std::string::npos) {
      if (options.on_change) {
        options.on_change(std::string_view(payload).substr(0, colon));
      }
      self->send(cache, invalidate_atom::value, payload.substr(0, colon), payload.substr(colon + 1));
    }
  }
}

caf::behavior notify_listener(caf::stateful_actor<listener_state>* self, notify_listener_options options,
                              key_cache_actor cache) {
  self->send(self, poll_atom::value);
  return {
      [self, options, cache](poll_atom) {
        poll_once(self, options, cache);
        self->delayed_send(self, options.poll_interval, poll_atom::value);
      },
  };
}

} // namespace

caf::actor spawn_notify_listener(caf::actor_system& system, const notify_listener_options& options,
                                 key_cache_actor cache) {
  return system.spawn<caf::detached>(notify_listener, options, std::move(cache));
}

} // namespace cxs::actors
