// The listener: binds, accepts within the connection budget (refusing past it with a 503,
// backing off and lowering the cap when the process runs out of file descriptors), and
// drains on SIGTERM/SIGINT. It implements the public http::server (http/server.hpp), whose
// header stays free of Asio so app/ does not compile it. Connections are served by
// http/edge/session.cpp, seen here only through the `connection` interface: this
// translation unit compiles Asio's acceptor and signal handling but none of Beast's HTTP
// templates (why the edge is split in three: session.cpp).

#include "http/server.hpp"

#include "http/edge/asio.hpp"
#include "http/edge/session.hpp"
#include "http/edge/shared_state.hpp"
#include "http/uploads.hpp"

#include "metrics/log.hpp"
#include "metrics/metrics.hpp"
#include "security/random.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/write.hpp>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

namespace cxs::http {

using edge::beast::error_code;
namespace net = boost::asio;
using edge::clock;
using edge::tcp;

struct server::impl {
  impl(const config::http_config& cfg, const router& routes, caf::actor_system& system, const actors::services& svc,
       metrics::service_metrics& metrics, const static_site* console)
      : state(std::make_shared<edge::shared_state>(cfg, routes, system, svc, metrics, console)),
        acceptor(net::make_strand(ioc)), signals(ioc, SIGINT, SIGTERM), drain_timer(ioc), accept_timer(acceptor.get_executor()) {
    state->upload_dir = upload_directory(cfg);
  }

  ~impl() { release_reserve(); }
  impl(const impl&) = delete;
  impl& operator=(const impl&) = delete;

  void accept() {
    acceptor.async_accept(net::make_strand(ioc), [this](error_code ec, tcp::socket socket) {
      if (ec) {
        if (ec == net::error::operation_aborted || !acceptor.is_open()) {
          return;  // closed for draining
        }
        return accept_failed(ec);
      }
      accept_backoff = std::chrono::milliseconds(0);
      restore_cap_if_room();
      if (state->connections.load() >= state->max_connections) {
        refuse(std::move(socket));
      } else {
        auto s = edge::make_session(std::move(socket), state);
        {
          const std::lock_guard lock(state->sessions_mutex);
          std::erase_if(state->sessions, [](const auto& w) { return w.expired(); });
          state->sessions.push_back(s);
        }
        s->start();
      }
      accept();
    });
  }

  // An accept that fails (typically EMFILE: out of file descriptors) fails again at once
  // while the cause lasts, so retrying straight away spins a core and floods the log. The
  // edge waits 10 ms, doubling to 1 s, and logs at most one line per 10 s with a count.
  void accept_failed(const error_code& ec) {
    const bool fd_limit = ec == net::error::no_descriptors || ec.value() == ENFILE ||
                          ec == net::error::no_buffer_space || ec == net::error::no_memory;
    state->metrics.accept_failed(fd_limit ? "fd_limit" : "other");
    if (fd_limit && release_reserve()) {
      // The table filled below max_connections (set too high, or uploads and the database
      // took their share): the cap comes down to what fits, and the descriptors held in
      // reserve give room to accept the waiting clients and answer them 503.
      const int lowered = std::max(1, state->connections.load());
      log::warn("out of file descriptors: connection cap lowered",
                {{"from", state->max_connections}, {"to", lowered}});
      if (configured_max == 0) {
        configured_max = state->max_connections;
      }
      state->max_connections = lowered;
      ++accept_errors_unlogged;
      return accept();
    }
    ++accept_errors_unlogged;
    const auto now = clock::now();
    if (now - last_accept_log >= std::chrono::seconds(10)) {
      log::warn("accept failed", {{"error", fd_limit ? "out of file descriptors" : ec.message()},
                                  {"count", accept_errors_unlogged},
                                  {"connections", state->connections.load()}});
      accept_errors_unlogged = 0;
      last_accept_log = now;
    }
    accept_backoff = std::clamp(accept_backoff * 2, std::chrono::milliseconds(10), std::chrono::milliseconds(1000));
    accept_timer.expires_after(accept_backoff);
    accept_timer.async_wait([this](error_code wec) {
      if (!wec && acceptor.is_open()) {
        accept();
      }
    });
  }

  // A lowered cap lasts while the table is tight: once connections fall well below it the
  // reserve is taken back and the configured cap returns.
  void restore_cap_if_room() {
    if (configured_max == 0 || state->connections.load() > state->max_connections * 9 / 10 - 1) {
      return;
    }
    hold_reserve();
    if (std::ranges::any_of(reserve_fds, [](int fd) { return fd < 0; })) {
      release_reserve();  // still no room for the whole reserve: keep the lowered cap
      return;
    }
    log::info("connection cap restored", {{"to", configured_max}});
    state->max_connections = configured_max;
    configured_max = 0;
  }

  // Descriptors held from the start and let go the first time the table fills, so the
  // process can still accept (and refuse) clients, log, and reach its database.
  void hold_reserve() {
    for (auto& fd : reserve_fds) {
      fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    }
  }
  bool release_reserve() {
    bool released = false;
    for (auto& fd : reserve_fds) {
      if (fd >= 0) {
        ::close(fd);
        fd = -1;
        released = true;
      }
    }
    return released;
  }

  // Over max_connections: a short 503 and a close, so the client learns why instead of
  // hanging, and the process keeps descriptors for the connections it serves.
  void refuse(tcp::socket socket) {
    state->metrics.connection_refused();
    const auto id = security::new_id("req_");
    const std::string body =
        R"({"error":"The server has too many open connections.","code":"SERVICE_UNAVAILABLE","requestId":")" + id +
        "\"}";
    auto answer = std::make_shared<std::string>(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 1\r\nX-Request-Id: " + id +
        "\r\nConnection: close\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
    auto s = std::make_shared<tcp::socket>(std::move(socket));
    net::async_write(*s, net::buffer(*answer), [s, answer](error_code, std::size_t) {
      error_code ignored;
      s->shutdown(tcp::socket::shutdown_both, ignored);
      s->close(ignored);
    });
  }

  void begin_drain(int signal_number) {
    log::info("draining", {{"signal", signal_number}, {"inFlight", state->in_flight.load()}});
    state->draining = true;
    error_code ignored;
    acceptor.close(ignored);
    {
      const std::lock_guard lock(state->sessions_mutex);
      for (auto& weak : state->sessions) {
        if (auto s = weak.lock()) {
          s->close_if_idle();
        }
      }
    }
    drain_deadline = clock::now() + std::chrono::seconds(state->cfg.shutdown_grace_s);
    poll_drain();
  }

  // Polls rather than signals: the count reaches zero on whichever thread wrote the last
  // response, and a 20 ms poll keeps that code free of shutdown concerns.
  void poll_drain() {
    if (state->in_flight.load() == 0) {
      log::info("drained");
      return ioc.stop();
    }
    if (clock::now() >= drain_deadline) {
      log::warn("shutdown grace expired", {{"inFlight", state->in_flight.load()}});
      return ioc.stop();
    }
    drain_timer.expires_after(std::chrono::milliseconds(20));
    drain_timer.async_wait([this](error_code ec) {
      if (!ec) {
        poll_drain();
      }
    });
  }

  net::io_context ioc;
  std::shared_ptr<edge::shared_state> state;
  tcp::acceptor acceptor;
  net::signal_set signals;
  net::steady_timer drain_timer;
  clock::time_point drain_deadline;
  net::steady_timer accept_timer;  ///< on the acceptor's strand, like every accept handler
  std::chrono::milliseconds accept_backoff{0};
  int configured_max = 0;  ///< the cap before an EMFILE lowered it; 0 while not lowered
  std::array<int, 16> reserve_fds{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
  clock::time_point last_accept_log{};
  std::int64_t accept_errors_unlogged = 0;
};

server::server(const config::http_config& cfg, const router& routes, caf::actor_system& system,
               const actors::services& svc, metrics::service_metrics& metrics, const static_site* console)
    : impl_(std::make_unique<impl>(cfg, routes, system, svc, metrics, console)) {}

server::~server() = default;

namespace {

// Raises the soft descriptor limit to the hard one (what systemd's LimitNOFILE sets) and
// returns the connection cap: the configured one, or 40% of the limit.
int connection_budget(int configured) {
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) == 0 && lim.rlim_cur < lim.rlim_max) {
    rlimit raised = lim;
    raised.rlim_cur = lim.rlim_max;
    if (setrlimit(RLIMIT_NOFILE, &raised) == 0) {
      lim = raised;
    }
  }
  const auto fds = lim.rlim_cur == RLIM_INFINITY ? rlim_t{1} << 20 : lim.rlim_cur;
  // An upload holds two descriptors (socket, temporary file) and its decode a third: 40%
  // leaves room for every connection to be an upload, plus the database and logs.
  const int automatic = static_cast<int>(std::max<rlim_t>(16, std::min<rlim_t>(fds, rlim_t{1} << 24) * 4 / 10));
  if (configured > 0) {
    if (static_cast<rlim_t>(configured) > fds) {
      log::warn("http.max_connections is above the file-descriptor limit",
                {{"maxConnections", configured}, {"fdLimit", static_cast<std::int64_t>(fds)}});
    }
    return configured;
  }
  return automatic;
}

} // namespace

std::uint16_t server::listen() {
  const auto hp = config::parse_host_port(impl_->state->cfg.listen);
  if (!hp) {
    throw std::runtime_error("http.listen is not host:port");
  }
  error_code ec;
  const auto address = net::ip::make_address(hp->host == "localhost" ? "127.0.0.1" : hp->host, ec);
  if (ec) {
    throw std::runtime_error("http.listen: cannot parse address " + hp->host);
  }
  const tcp::endpoint endpoint(address, hp->port);
  impl_->state->max_connections = connection_budget(impl_->state->cfg.max_connections);
  impl_->hold_reserve();
  auto& acceptor = impl_->acceptor;
  acceptor.open(endpoint.protocol(), ec);
  if (!ec) {
    acceptor.set_option(net::socket_base::reuse_address(true), ec);
  }
  if (!ec) {
    acceptor.bind(endpoint, ec);
  }
  if (!ec) {
    acceptor.listen(net::socket_base::max_listen_connections, ec);
  }
  if (ec) {
    throw std::runtime_error("cannot listen on " + impl_->state->cfg.listen + ": " + ec.message());
  }
  return acceptor.local_endpoint().port();
}

bool server::run() {
  impl_->accept();
  impl_->signals.async_wait([this](error_code ec, int signal_number) {
    if (!ec) {
      impl_->begin_drain(signal_number);
    }
  });
  const int threads = std::max(1, impl_->state->cfg.threads);
  std::vector<std::thread> pool;
  pool.reserve(static_cast<std::size_t>(threads - 1));
  for (int i = 1; i < threads; ++i) {
    pool.emplace_back([this] { impl_->ioc.run(); });
  }
  impl_->ioc.run();
  for (auto& t : pool) {
    t.join();
  }
  return impl_->state->in_flight.load() == 0;
}

} // namespace cxs::http
