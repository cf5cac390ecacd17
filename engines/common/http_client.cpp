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

#include <charconv>
#include <optional>

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
  t.port = u.has_port() ? std::string(u.port()) : (t.tls ? "443" : "80");
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

template <class Stream>
void exchange(Stream& stream, net::io_context& ioc, const target& t, const http_call& call, http_outcome& out,
              std::chrono::steady_clock::time_point deadline) {
  bhttp::request<bhttp::string_body> req{bhttp::string_to_verb(call.method), t.path, 11};
  req.set(bhttp::field::host, t.host);
  req.set(bhttp::field::user_agent, "cxs");
  for (const auto& [name, value] : call.headers) {
    req.set(name, value);
  }
  req.body() = call.body;
  req.prepare_payload();

  beast::flat_buffer buffer;
  // Beast sizes each read by the buffer's spare capacity (512 bytes when empty): a model's
  // answer of a few KiB would take a dozen reads.
  buffer.reserve(64 * 1024);
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
  if (!done) {
    out.timed_out = true;
    out.error = "timed out";
    return;
  }
  if (ec) {
    out.error = ec.message();
    return;
  }
  out.completed = true;
  out.status = parser.get().result_int();
  out.body = std::move(parser.get().body());
}

} // namespace

http_outcome perform(const http_call& call) {
  http_outcome out;
  const auto t = parse_target(call.url);
  if (!t) {
    out.error = "invalid URL";
    return out;
  }
  const auto deadline = std::chrono::steady_clock::now() + call.timeout;
  net::io_context ioc;
  beast::error_code ec;
  tcp::resolver::results_type endpoints;
  // An address literal (model servers inside a hospital are often addressed so) needs no
  // resolving: Asio resolves on a private thread per io_context, and creating and joining
  // that thread cost more than the rest of a local call. The deny-list below still applies.
  const auto literal = net::ip::make_address(strip_brackets(t->host), ec);
  unsigned port = 0;
  const auto* port_end = t->port.data() + t->port.size();
  const bool port_ok = std::from_chars(t->port.data(), port_end, port).ptr == port_end && port <= 65535;
  if (!ec && port_ok) {
    endpoints = tcp::resolver::results_type::create(
        tcp::endpoint(literal, static_cast<unsigned short>(port)), t->host, t->port);
  } else {
    ec = {};
    tcp::resolver resolver(ioc);
    bool resolved = false;
    resolver.async_resolve(t->host, t->port, [&](beast::error_code rec, tcp::resolver::results_type results) {
      ec = rec;
      endpoints = std::move(results);
      resolved = true;
    });
    ioc.run_until(deadline);
    if (!resolved) {
      out.timed_out = true;
      out.error = "timed out resolving host";
      return out;
    }
    if (ec) {
      out.error = "cannot resolve host";
      return out;
    }
  }
  if (!call.deny.empty()) {
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
      if (domain::net::denied(call.deny, bytes)) {
        out.denied = true;
        out.error = "destination address is in a denied network";
        return out;
      }
    }
  }

  try {
    if (!t->tls) {
      beast::tcp_stream stream(ioc);
      bool connected = false;
      stream.async_connect(endpoints, [&](beast::error_code cec, const tcp::endpoint&) {
        ec = cec;
        connected = true;
      });
      ioc.restart();
      ioc.run_until(deadline);
      if (!connected) {
        out.timed_out = true;
        out.error = "timed out connecting";
        return out;
      }
      if (ec) {
        out.error = "cannot connect: " + ec.message();
        return out;
      }
      exchange(stream, ioc, *t, call, out, deadline);
      stream.socket().shutdown(tcp::socket::shutdown_both, ec);
      return out;
    }
    ssl::context tls(ssl::context::tls_client);
    tls.set_default_verify_paths();
    tls.set_verify_mode(ssl::verify_peer);
    beast::ssl_stream<beast::tcp_stream> stream(ioc, tls);
    // SNI and certificate name checks: without them any valid certificate would be accepted.
    if (!SSL_set_tlsext_host_name(stream.native_handle(), t->host.c_str())) {
      out.error = "cannot set TLS server name";
      return out;
    }
    stream.set_verify_callback(ssl::host_name_verification(t->host));
    bool ready = false;
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
    ioc.restart();
    ioc.run_until(deadline);
    if (!ready) {
      out.timed_out = true;
      out.error = "timed out connecting";
      return out;
    }
    if (ec) {
      out.error = "cannot connect: " + ec.message();
      return out;
    }
    exchange(stream, ioc, *t, call, out, deadline);
    return out;
  } catch (const std::exception& e) {
    out.error = e.what();
    return out;
  }
}

} // namespace cxs::engines
