#pragma once
// The streaming response writer (text/event-stream), written by hand on top of the socket
// because Beast has no SSE support: the header is sent once (no length, Connection: close),
// then frames as the supervisor produces them, through a bounded queue so only one write is
// outstanding. While the stream is open a ": keep-alive" comment goes out every
// sse_keepalive_s, and the socket is watched for the client going away (EOF or reset).
//
// One writer is a member of each session and shares its lifetime: its pending operations
// hold the session alive through the aliasing pointer given to bind(). The session is told
// once, through `on_end`, that the stream is over (and whether the client went away), and
// then logs the request and closes the connection.

#include "http/cors.hpp"
#include "http/edge/asio.hpp"
#include "http/edge/stream_queue.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace cxs::config {
struct http_config;
}
namespace cxs::metrics {
class service_metrics;
}

namespace cxs::http::edge {

class sse_writer {
public:
  /// `on_end(client_gone)` is called once, on the connection's strand, when the stream
  /// ends: after its last frame was written (false) or when the client went away or
  /// stopped reading (true).
  sse_writer(tcp::socket& socket, const config::http_config& cfg, metrics::service_metrics& metrics,
             std::function<void(bool client_gone)> on_end);
  sse_writer(const sse_writer&) = delete;
  sse_writer& operator=(const sse_writer&) = delete;

  /// `self` points at this writer and owns the session (std::shared_ptr's aliasing
  /// constructor); the completion handlers keep it alive. Called once, before any other.
  void bind(const std::shared_ptr<sse_writer>& self) { self_ = self; }

  /// Sends the 200 header (X-Request-Id, the CORS headers for `cors_origin` when not empty,
  /// then `extra`), starts the keep-alive comments and the watch for the client leaving.
  void open(const std::string& request_id, const std::string& cors_origin, const header_list& extra);
  /// Queues one frame.
  void send(std::string bytes);
  /// Queues the last frame: the stream ends once it is written.
  void close_with(std::string bytes);

  [[nodiscard]] bool opened() const { return opened_; }
  [[nodiscard]] bool finished() const { return finished_; }

private:
  void queue(std::string bytes);
  void write_next();
  void drop(std::string_view reason);
  void arm_keepalive();
  void watch_client();
  void client_gone();
  void finish(bool client_gone);

  tcp::socket& socket_;
  const config::http_config& cfg_;
  metrics::service_metrics& metrics_;
  std::function<void(bool)> on_end_;
  std::weak_ptr<sse_writer> self_;
  std::string request_id_;  ///< for the log line of a dropped stream
  net::steady_timer keepalive_;
  net::steady_timer write_timer_;
  stream_queue out_;
  bool opened_ = false;
  bool writing_ = false;
  /// Which write the write timer is armed for: an expiry already queued when its write
  /// completed (cancel() cannot recall it) belongs to an older write and is ignored.
  std::uint64_t write_seq_ = 0;
  bool closing_ = false;
  bool finished_ = false;
};

} // namespace cxs::http::edge
