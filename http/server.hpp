#pragma once
// The HTTP edge: a Boost.Beast HTTP/1.1 server. This header is deliberately free of Beast
// and Asio so that only the edge's own translation units pay their compile cost: the
// listener (http/edge/listener.cpp, which implements this class), the session
// (http/edge/session.cpp) and the event-stream writer (http/edge/sse_writer.cpp).
//
// Per connection: keep-alive, header and body size limits, a read timeout while a request
// arrives and an idle timeout between requests. Each complete request is matched against
// the router and handed to a CAF request supervisor; the answer comes back through
// net::post onto the connection's strand. No I/O thread ever waits for an actor.

#include "actors/request_supervisor_actor.hpp"
#include "config/config.hpp"
#include "http/router.hpp"

#include <cstdint>
#include <memory>

namespace caf {
class actor_system;
}

namespace cxs::http {

class static_site;

class server {
public:
  /// `console`, when not null, is served at /console/ and must outlive the server.
  server(const config::http_config& cfg, const router& routes, caf::actor_system& system,
         const actors::services& svc, metrics::service_metrics& metrics, const static_site* console = nullptr);
  ~server();
  server(const server&) = delete;
  server& operator=(const server&) = delete;

  /// Binds and listens; returns the bound port (useful with port 0). Throws on failure.
  std::uint16_t listen();

  /// Serves until SIGTERM or SIGINT, then drains: stops accepting, closes idle
  /// connections, lets in-flight requests finish (up to shutdown_grace_s), and returns
  /// true when every request finished, false when the grace ran out first.
  bool run();

private:
  struct impl;
  std::unique_ptr<impl> impl_;
};

} // namespace cxs::http
