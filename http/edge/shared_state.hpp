#pragma once
// What every connection shares with the listener: configuration, the route table, the actor
// system, and what draining needs (the flag, the in-flight count, the live connections).
// Free of Asio and Beast, so the listener and the session agree on it without either
// paying for the other's templates.

#include "actors/request_supervisor_actor.hpp"
#include "config/config.hpp"
#include "http/cors.hpp"
#include "http/router.hpp"

#include <atomic>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace caf {
class actor_system;
}

namespace cxs::http {
class static_site;
}

namespace cxs::http::edge {

class connection;

struct shared_state {
  shared_state(const config::http_config& c, const router& r, caf::actor_system& sys, const actors::services& s,
               metrics::service_metrics& m, const static_site* site)
      : cfg(c), routes(r), system(sys), svc(s), metrics(m), console(site) {
    std::vector<std::string> origins;
    std::string bad;
    (void)config::parse_origin_list(c.cors_origins, &origins, &bad);  // validated at load
    cors = cors_policy(std::move(origins));
  }
  const config::http_config& cfg;
  const router& routes;
  caf::actor_system& system;
  const actors::services& svc;
  metrics::service_metrics& metrics;
  const static_site* console;  ///< null when no console is served
  cors_policy cors;
  std::filesystem::path upload_dir;
  std::atomic<bool> draining{false};
  std::atomic<int> in_flight{0};
  std::atomic<int> connections{0};  ///< open sessions
  int max_connections = 0;          ///< set by server::listen
  std::mutex sessions_mutex;
  std::vector<std::weak_ptr<connection>> sessions;
};

} // namespace cxs::http::edge
