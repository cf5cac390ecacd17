#pragma once
// IP networks in CIDR notation ("169.254.0.0/16", "fe80::/10") and membership tests.
// Used for the webhook destination deny-list, which is checked against the addresses a
// host name resolves to at delivery time (so a DNS name cannot smuggle a denied address
// past a check made only when the URL was saved). Pure: parsing uses inet_pton only.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::net {

/// An address in 16 bytes; IPv4 is held as an IPv4-mapped IPv6 address (::ffff:a.b.c.d),
/// so "::ffff:169.254.169.254" and "169.254.169.254" are the same address.
using ip_bytes = std::array<std::uint8_t, 16>;

struct ip_network {
  ip_bytes base{};
  int prefix = 0;  ///< bits of `base` that must match, counted on the 128-bit form
};

/// Parses one address ("10.0.0.1", "fe80::1"); nullopt when invalid.
[[nodiscard]] std::optional<ip_bytes> parse_address(std::string_view text);

/// Parses "a.b.c.d/n" (n ≤ 32) or "v6/n" (n ≤ 128); a bare address is a /32 or /128.
[[nodiscard]] std::optional<ip_network> parse_network(std::string_view text);

/// Parses a comma-separated list (spaces allowed, empty list allowed); nullopt with the
/// offending item in `bad` when one entry is invalid.
[[nodiscard]] std::optional<std::vector<ip_network>> parse_network_list(std::string_view text, std::string* bad = nullptr);

/// True when `address` lies inside `network`.
[[nodiscard]] bool contains(const ip_network& network, const ip_bytes& address) noexcept;

/// True when `address` lies inside any of `networks`.
[[nodiscard]] bool denied(const std::vector<ip_network>& networks, const ip_bytes& address) noexcept;

/// Inclusive port ranges, e.g. "80,443,1024-65535".
struct port_range {
  std::uint16_t first = 0;
  std::uint16_t last = 0;
};

/// Parses a comma-separated list of ports and ranges (1-65535); nullopt with the offending
/// item in `bad` when one is invalid. An empty list allows no port.
[[nodiscard]] std::optional<std::vector<port_range>> parse_port_list(std::string_view text, std::string* bad = nullptr);

/// True when `port` lies in one of `ranges`.
[[nodiscard]] bool port_allowed(const std::vector<port_range>& ranges, std::uint16_t port) noexcept;

} // namespace cxs::domain::net
