#include "engines/common/http_client.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/url/parse.hpp>

#include <openssl/ssl.h>

#include <sys/socket.h>

#include <atomic>
#include <cerrno>
#include <charconv>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>

namespace cxs::engines {
namespace {

namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace net = boost::asio;
namespace ssl = net::ssl;
using tcp = net::ip::tcp;

struct target {
  bool tls = false;
  std::string host;
  std::string port;
  std::string path;  ///< path + query, at least "/"
};

std::optional<target> parse_target(const std::string& url) {
  auto parsed = boost::urls::parse_uri(url);
  if (!parsed) {
    return std::nullopt;
  }
  const auto& u = *parsed;
  target t;
  const auto scheme = u.scheme();
  if (scheme == "https") {
    t.tls = true;
  } else if (scheme != "http") {
    return std::nullopt;
  }
  t.host = std::string(u.encoded_host());
  if (t.host.empty()) {
    return std::nullopt;
  }
  t.port = u.has_port() && !u.port().empty() ? std::string(u.port()) : (t.tls ? "443" : "80");
  t.path = std::string(u.encoded_path());
  if (t.path.empty()) {
    t.path = "/";
  }
  if (u.has_query()) {
    t.path += "?" + std::string(u.encoded_query());
  }
  return t;
}

// "[::1]" -> "::1": URL hosts write IPv6 literals in brackets.
std::string strip_brackets(const std::string& host) {
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']') {
    return host.substr(1, host.size() - 2);
  }
  return host;
}

// One connection and the io_context its operations run on. A call owns one, or borrows the
// thread's kept one (http_call::keep_alive).
struct connection {
  std::string key;  ///< scheme, host and port it is connected to
  net::io_context ioc;
  std::optional<ssl::context> tls;  ///< before `secure`, which refers to it
  std::optional<beast::tcp_stream> plain;
  std::optional<beast::ssl_stream<beast::tcp_stream>> secure;

  tcp::socket& socket() { return plain ? plain->socket() : beast::get_lowest_layer(*secure).socket(); }
};

thread_local std::unique_ptr<connection> kept_connection;

std::string key_of(const target& t) { return (t.tls ? "https://" : "http://") + t.host + ":" + t.port; }

// Whether a kept connection is still usable: the server has neither closed it (a read
// would see end of file) nor sent anything unasked (a read would see bytes).
bool still_open(connection& conn) {
  auto& socket = conn.socket();
  if (!socket.is_open()) {
    return false;
  }
  char probe = 0;
  const auto got = ::recv(socket.native_handle(), &probe, 1, MSG_PEEK | MSG_DONTWAIT);
  return got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
}

// What one request/response exchange gave, besides the outcome.
struct exchange_result {
  bool got_some = false;    ///< at least one byte of the answer arrived
  bool keep_alive = false;  ///< the answer lets the connection be used again
};

template <class Stream>
exchange_result exchange(Stream& stream, net::io_context& ioc, const target& t, const http_call& call,
                         http_outcome& out, std::chrono::steady_clock::time_point deadline) {
  exchange_result result;
  // The body is referenced, not copied: a speech chunk can be ~100 MB, and a retry sends
  // the same call again.
  bhttp::request<bhttp::span_body<const char>> req{bhttp::string_to_verb(call.method), t.path, 11};
  req.set(bhttp::field::host, host_header(t.tls, t.host, t.port));
  req.set(bhttp::field::user_agent, "cxs");
  for (const auto& [name, value] : call.headers) {
    req.set(name, value);
  }
  req.body() = {call.body.data(), call.body.size()};
  req.prepare_payload();

  beast::flat_buffer buffer;
  // Beast sizes each read by the buffer's spare capacity (512 bytes when empty): a model's
  // answer of a few KiB would take a dozen reads. 16 KiB holds a typical answer; freeing a
  // 64 KiB block made glibc consolidate its free lists on every call.
  buffer.reserve(16 * 1024);
  bhttp::response_parser<bhttp::string_body> parser;
  parser.body_limit(call.max_response_bytes);
  beast::error_code ec;
  bool done = false;
  bhttp::async_write(stream, req, [&](beast::error_code wec, std::size_t) {
    if (wec) {
      ec = wec;
      done = true;
      return;
    }
    bhttp::async_read(stream, buffer, parser, [&](beast::error_code rec, std::size_t) {
      ec = rec;
      done = true;
    });
  });
  ioc.restart();
  ioc.run_until(deadline);
  result.got_some = parser.got_some() || buffer.size() > 0;
  if (!done) {
    out.timed_out = true;
    out.failure = call_failure::timeout;
    out.error = "timed out";
    return result;
  }
  if (ec) {
    out.failure = call_failure::connection;
    out.error = ec.message();
    return result;
  }
  out.completed = true;
  out.status = parser.get().result_int();
  result.keep_alive = parser.get().keep_alive();
  out.body = std::move(parser.get().body());
  return result;
}

exchange_result exchange_on(connection& conn, const target& t, const http_call& call, http_outcome& out,
                            std::chrono::steady_clock::time_point deadline) {
  return conn.plain ? exchange(*conn.plain, conn.ioc, t, call, out, deadline)
                    : exchange(*conn.secure, conn.ioc, t, call, out, deadline);
}

// A name lookup's result, shared by the caller and the thread doing the lookup: the caller
// may give up at its deadline and leave, the thread finishes whenever the resolver answers.
struct lookup {
  std::mutex mutex;
  std::condition_variable finished_cv;
  bool finished = false;
  beast::error_code ec;
  tcp::resolver::results_type results;
};

// Lookups still running after their caller gave up, plus those in progress. A resolver that
// never answers would otherwise grow one thread per attempt without bound.
std::atomic<int> lookups_running{0};
constexpr int max_lookups_running = 32;

// Resolves `host` by name, waiting no longer than `deadline`. Why not Asio's async_resolve:
// getaddrinfo cannot be cancelled, Asio runs it on a private thread its io_context joins on
// destruction, so a DNS server that drops queries held the call (and a webhook dispatcher's
// whole batch) for the resolver's own retries, past the call's deadline. Here the lookup
// runs on a detached thread with a synchronous resolve, and a late answer is dropped.
// Returns false on the deadline or when too many lookups are already running.
bool resolve_by_name(const target& t, std::chrono::steady_clock::time_point deadline, beast::error_code& ec,
                     tcp::resolver::results_type& endpoints, http_outcome& out) {
  if (lookups_running.fetch_add(1) >= max_lookups_running) {
    lookups_running.fetch_sub(1);
    out.failure = call_failure::unreachable;
    out.error = "too many host lookups in progress";
    return false;
  }
  auto state = std::make_shared<lookup>();
  try {
    std::thread([state, host = t.host, port = t.port] {
      net::io_context ioc;
      tcp::resolver resolver(ioc);
      beast::error_code lookup_ec;
      auto results = resolver.resolve(host, port, lookup_ec);
      {
        const std::lock_guard lock(state->mutex);
        state->ec = lookup_ec;
        state->results = std::move(results);
        state->finished = true;
      }
      state->finished_cv.notify_all();
      lookups_running.fetch_sub(1);
    }).detach();
  } catch (const std::system_error&) {  // no thread could be started
    lookups_running.fetch_sub(1);
    out.failure = call_failure::unreachable;
    out.error = "cannot start a host lookup";
    return false;
  }
  std::unique_lock lock(state->mutex);
  if (!state->finished_cv.wait_until(lock, deadline, [&] { return state->finished; })) {
    out.timed_out = true;
    out.failure = call_failure::timeout;
    out.error = "timed out resolving host";
    return false;
  }
  ec = state->ec;
  endpoints = std::move(state->results);
  return true;
}

// Runs `ioc` until `finished` is set or the deadline passes; on the deadline, `out` says
// which step (`phase`) timed out and false is returned.
bool run_step(net::io_context& ioc, const bool& finished, std::chrono::steady_clock::time_point deadline,
              http_outcome& out, const char* phase) {
  ioc.restart();
  ioc.run_until(deadline);
  if (!finished) {
    out.timed_out = true;
    out.failure = call_failure::timeout;
    out.error = std::string("timed out ") + phase;
  }
  return finished;
}

// Resolves (unless the host is an address literal), applies the deny list and connects
// (with the TLS handshake for https). Null with `out` filled when any step fails.
std::unique_ptr<connection> open_connection(const target& t, const http_call& call, http_outcome& out,
                                            std::chrono::steady_clock::time_point deadline) {
  auto conn = std::make_unique<connection>();
  conn->key = key_of(t);
  auto& ioc = conn->ioc;
  beast::error_code ec;
  tcp::resolver::results_type endpoints;
  // An address literal (model servers inside a hospital are often addressed so) needs no
  // resolving: a lookup runs on a thread of its own, and creating it costs more than the
  // rest of a local call. The deny-list below still applies.
  const auto literal = net::ip::make_address(strip_brackets(t.host), ec);
  unsigned port = 0;
  const auto* port_end = t.port.data() + t.port.size();
  const bool port_ok = std::from_chars(t.port.data(), port_end, port).ptr == port_end && port <= 65535;
  if (!ec && port_ok) {
    endpoints = tcp::resolver::results_type::create(tcp::endpoint(literal, static_cast<unsigned short>(port)),
                                                    t.host, t.port);
  } else {
    ec = {};
    if (!resolve_by_name(t, deadline, ec, endpoints, out)) {
      return nullptr;
    }
    if (ec) {
      out.failure = call_failure::unreachable;
      out.error = "cannot resolve host";
      return nullptr;
    }
  }
  if (!call.deny.empty()) {
    // Every address the name resolves to is checked: a name answering with one allowed and
    // one denied address is refused, so DNS cannot smuggle a denied address in.
    for (const auto& entry : endpoints) {
      const auto address = entry.endpoint().address();
      domain::net::ip_bytes bytes{};
      if (address.is_v4()) {
        const auto v4 = address.to_v4().to_bytes();
        bytes[10] = 0xff;
        bytes[11] = 0xff;
        std::copy(v4.begin(), v4.end(), bytes.begin() + 12);
      } else {
        const auto v6 = address.to_v6().to_bytes();
        std::copy(v6.begin(), v6.end(), bytes.begin());
      }
      if (domain::net::denied(call.deny, bytes) && !domain::net::denied(call.allow, bytes)) {
        out.denied = true;
        out.failure = call_failure::denied;
        out.error = "destination address is in a denied network";
        return nullptr;
      }
    }
  }

  bool ready = false;
  if (!t.tls) {
    conn->plain.emplace(ioc);
    conn->plain->async_connect(endpoints, [&](beast::error_code cec, const tcp::endpoint&) {
      ec = cec;
      ready = true;
    });
  } else {
    conn->tls.emplace(ssl::context::tls_client);
    conn->tls->set_default_verify_paths();
    conn->tls->set_verify_mode(ssl::verify_peer);
    auto& stream = conn->secure.emplace(ioc, *conn->tls);
    // SNI and certificate name checks: without them any valid certificate would be accepted.
    if (!SSL_set_tlsext_host_name(stream.native_handle(), t.host.c_str())) {
      out.failure = call_failure::tls;
      out.error = "cannot set TLS server name";
      return nullptr;
    }
    stream.set_verify_callback(ssl::host_name_verification(t.host));
    beast::get_lowest_layer(stream).async_connect(endpoints, [&](beast::error_code cec, const tcp::endpoint&) {
      if (cec) {
        ec = cec;
        ready = true;
        return;
      }
      stream.async_handshake(ssl::stream_base::client, [&](beast::error_code hec) {
        ec = hec;
        ready = true;
      });
    });
  }
  if (!run_step(ioc, ready, deadline, out, "connecting")) {
    return nullptr;
  }
  if (ec) {
    out.failure = ec.category() == net::error::get_ssl_category() || ec.category() == ssl::error::get_stream_category()
                      ? call_failure::tls
                      : call_failure::unreachable;
    out.error = "cannot connect: " + ec.message();
    return nullptr;
  }
  return conn;
}

} // namespace

std::string host_header(bool tls, std::string_view host, std::string_view port) {
  std::string out(host);
  if (!port.empty() && port != (tls ? "443" : "80")) {
    out += ':';
    out += port;
  }
  return out;
}

http_outcome perform(const http_call& call) {
  http_outcome out;
  const auto t = parse_target(call.url);
  if (!t) {
    out.failure = call_failure::invalid_url;
    out.error = "invalid URL";
    return out;
  }
  if (call.allowed_ports) {
    unsigned port = 0;
    const auto [end, perr] = std::from_chars(t->port.data(), t->port.data() + t->port.size(), port);
    if (perr != std::errc{} || end != t->port.data() + t->port.size() || port > 65535 ||
        !domain::net::port_allowed(*call.allowed_ports, static_cast<std::uint16_t>(port))) {
      out.denied = true;
      out.failure = call_failure::denied;
      out.error = "destination port is not allowed";
      return out;
    }
  }
  const auto deadline = std::chrono::steady_clock::now() + call.timeout;
  try {
    if (call.keep_alive && kept_connection) {
      // Take the thread's kept connection (it is put back only after a clean exchange).
      auto conn = std::move(kept_connection);
      if (conn->key == key_of(*t) && still_open(*conn)) {
        const auto result = exchange_on(*conn, *t, call, out, deadline);
        if (out.completed) {
          if (result.keep_alive) {
            kept_connection = std::move(conn);
          }
          return out;
        }
        // Closed by the server between our check and our request (an idle timeout): the
        // request was not answered, so it goes once more on a new connection.
        if (out.timed_out || result.got_some || std::chrono::steady_clock::now() >= deadline) {
          return out;
        }
        out = http_outcome{};
      }
    }
    auto conn = open_connection(*t, call, out, deadline);
    if (!conn) {
      return out;
    }
    const auto result = exchange_on(*conn, *t, call, out, deadline);
    if (call.keep_alive && out.completed && result.keep_alive) {
      kept_connection = std::move(conn);
    } else if (conn->plain) {
      beast::error_code ec;
      conn->plain->socket().shutdown(tcp::socket::shutdown_both, ec);
    }
    return out;
  } catch (const std::exception& e) {
    out.error = e.what();
    return out;
  }
}

} // namespace cxs::engines
