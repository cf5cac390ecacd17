#pragma once
// A small synchronous HTTP/1.1 client (http and https) for outbound calls: webhook
// deliveries and the remote engines. Each call runs an io_context on the calling thread
// with one overall deadline, so it must only be used from blocking worker actors.
// Beast and Asio stay inside http_client.cpp.

#include "domain/net/ip_network.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cxs::engines {

struct http_call {
  std::string method = "POST";
  std::string url;  ///< absolute http:// or https:// URL
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  std::chrono::milliseconds timeout{10000};  ///< for the whole exchange, connect included
  std::size_t max_response_bytes = 1024 * 1024;
  /// Networks the call must not reach. Checked on every address the host resolves to,
  /// after resolution and before connecting; one denied address refuses the whole call
  /// (a name answering with both an allowed and a denied address is not trusted).
  std::vector<domain::net::ip_network> deny;
  /// Exceptions to `deny`: an address inside one of these is allowed although denied.
  std::vector<domain::net::ip_network> allow;
  /// When set, the URL's port must lie in one of these ranges; otherwise nothing is sent.
  std::optional<std::vector<domain::net::port_range>> allowed_ports;
  /// Keep the connection open after the call, for the calling thread's next call to the
  /// same scheme, host and port (one kept connection per thread). Remote engines set it:
  /// their workers are long-lived threads calling one server, and a new TCP (and TLS)
  /// connection per call costs more than the rest of the call's client work. A kept
  /// connection the server has closed meanwhile is replaced; when a reused connection fails
  /// before any byte of the answer arrived, the call is sent once more on a new connection
  /// (the server cannot have answered it). Not for calls that must not be repeated.
  bool keep_alive = false;
};

/// Why a call did not complete, in classes coarse enough to tell a webhook's owner (the
/// detail in http_outcome::error stays in the server log).
enum class call_failure {
  none,
  invalid_url,
  denied,       ///< destination address or port not allowed; nothing was sent
  timeout,
  unreachable,  ///< name not resolved, connection refused or unreachable
  tls,          ///< TLS handshake or certificate failure
  connection,   ///< the connection broke during the exchange, or the answer was not HTTP
};

struct http_outcome {
  bool completed = false;  ///< a response was received (any status)
  bool timed_out = false;
  bool denied = false;     ///< the host resolved to an address in `deny`; nothing was sent
  call_failure failure = call_failure::none;  ///< set when !completed
  unsigned status = 0;
  std::string body;
  std::string error;  ///< transport error text when not completed (no URL credentials in it)
};

/// Performs the call; never throws.
[[nodiscard]] http_outcome perform(const http_call& call);

/// The Host header for a URL's authority (RFC 9110 §7.2): the host as the URL writes it
/// (IPv6 literals in brackets), with ":port" unless the port is the scheme's default.
[[nodiscard]] std::string host_header(bool tls, std::string_view host, std::string_view port);

} // namespace cxs::engines
