#pragma once
// One accepted connection, as the listener sees it. The session's Beast types stay in
// session.cpp: the listener's translation unit compiles Asio's acceptor, not Beast's
// HTTP parser and serialiser.

#include "http/edge/asio.hpp"
#include "http/edge/shared_state.hpp"

#include <memory>

namespace cxs::http::edge {

class connection {
public:
  virtual ~connection() = default;
  /// Begins reading the first request (on the connection's strand).
  virtual void start() = 0;
  /// Called while draining: a connection waiting for its next request is closed now; one in
  /// the middle of a request finishes it first (its response says Connection: close).
  virtual void close_if_idle() = 0;
};

/// A session (HTTP/1.1 read, dispatch to a request supervisor, write, keep-alive) for an
/// accepted socket; counted in `state->connections` until its socket closes. Not started.
[[nodiscard]] std::shared_ptr<connection> make_session(tcp::socket socket, std::shared_ptr<shared_state> state);

} // namespace cxs::http::edge
