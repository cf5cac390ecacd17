#include "http/edge/sse_writer.hpp"

#include "config/config.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"

#include <boost/asio/write.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/write.hpp>

#include <array>
#include <sstream>
#include <utility>

namespace cxs::http::edge {

namespace bhttp = boost::beast::http;

sse_writer::sse_writer(tcp::socket& socket, const config::http_config& cfg, metrics::service_metrics& metrics,
                       std::function<void(bool)> on_end)
    : socket_(socket), cfg_(cfg), metrics_(metrics), on_end_(std::move(on_end)), keepalive_(socket.get_executor()),
      write_timer_(socket.get_executor()), out_(static_cast<std::size_t>(cfg.sse_max_queued_bytes)) {}

void sse_writer::open(const std::string& request_id, const std::string& cors_origin, const header_list& extra) {
  opened_ = true;
  request_id_ = request_id;
  bhttp::response<bhttp::empty_body> head{bhttp::status::ok, 11};
  head.set(bhttp::field::content_type, "text/event-stream");
  head.set(bhttp::field::cache_control, "no-cache");
  head.set(bhttp::field::connection, "close");
  head.set("X-Request-Id", request_id);
  head.set("X-Accel-Buffering", "no");  // tells reverse proxies not to buffer the stream
  for (const auto& [name, value] : extra) {
    head.set(name, value);
  }
  if (!cors_origin.empty()) {
    header_list cors;
    cors_policy::add_response_headers(cors, cors_origin);
    for (const auto& [name, value] : cors) {
      head.set(name, value);
    }
  }
  std::ostringstream text;
  text << head.base();
  queue(text.str());
  arm_keepalive();
  watch_client();
}

void sse_writer::send(std::string bytes) { queue(std::move(bytes)); }

void sse_writer::close_with(std::string bytes) {
  closing_ = true;
  queue(std::move(bytes));
}

void sse_writer::queue(std::string bytes) {
  if (!bytes.empty()) {
    // A client that stopped reading must not hold memory for ever: past the bound the
    // stream is dropped as if the client had gone (the supervisor cancels the work).
    if (!out_.push(std::move(bytes))) {
      return drop("queue_full");
    }
  }
  if (!writing_) {
    write_next();
  }
}

void sse_writer::write_next() {
  if (out_.empty()) {
    writing_ = false;
    if (closing_) {
      finish(false);
    }
    return;
  }
  writing_ = true;
  const auto seq = ++write_seq_;
  write_timer_.expires_after(std::chrono::seconds(cfg_.sse_write_timeout_s));
  write_timer_.async_wait([weak = self_, seq](beast::error_code ec) {
    auto self = weak.lock();
    // A stale expiry (its write completed in the same instant) must not end a healthy stream.
    if (ec || !self || self->finished_ || !self->writing_ || seq != self->write_seq_) {
      return;
    }
    self->drop("write_timeout");
  });
  net::async_write(socket_, net::buffer(out_.front()), [self = self_.lock()](beast::error_code ec, std::size_t) {
    self->write_timer_.cancel();
    if (self->finished_) {
      return;
    }
    if (ec) {
      return self->client_gone();
    }
    self->out_.pop();
    self->write_next();
  });
}

void sse_writer::drop(std::string_view reason) {
  if (finished_) {
    return;
  }
  log::warn("event stream dropped: the client is not reading",
            {{"requestId", request_id_}, {"reason", std::string(reason)}, {"queuedBytes", static_cast<std::int64_t>(out_.queued_bytes())}});
  metrics_.stream_dropped(reason);
  client_gone();
}

void sse_writer::arm_keepalive() {
  keepalive_.expires_after(std::chrono::seconds(cfg_.sse_keepalive_s));
  keepalive_.async_wait([weak = self_](beast::error_code ec) {
    auto self = weak.lock();
    if (ec || !self || self->finished_ || self->closing_) {
      return;
    }
    self->queue(": keep-alive\n\n");
    self->arm_keepalive();
  });
}

void sse_writer::watch_client() {
  socket_.async_wait(tcp::socket::wait_read, [self = self_.lock()](beast::error_code ec) {
    if (self->finished_) {
      return;
    }
    if (ec) {
      return self->client_gone();
    }
    std::array<char, 512> sink{};
    beast::error_code rec;
    self->socket_.non_blocking(true, rec);
    const auto n = self->socket_.read_some(net::buffer(sink), rec);
    if (rec == net::error::would_block) {
      return self->watch_client();
    }
    if (rec || n == 0) {
      return self->client_gone();
    }
    self->watch_client();  // stray bytes from the client are ignored
  });
}

void sse_writer::client_gone() {
  if (finished_) {
    return;
  }
  finish(true);
}

// Ends the stream once; the session then logs the request and closes the connection.
void sse_writer::finish(bool client_gone) {
  finished_ = true;
  keepalive_.cancel();
  write_timer_.cancel();
  on_end_(client_gone);
}

} // namespace cxs::http::edge
