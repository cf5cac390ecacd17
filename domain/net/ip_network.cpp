#include "domain/net/ip_network.hpp"

#include <algorithm>

#include <arpa/inet.h>

#include <charconv>
#include <cstring>

namespace cxs::domain::net {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) {
    s.remove_suffix(1);
  }
  return s;
}

} // namespace

std::optional<ip_bytes> parse_address(std::string_view text) {
  // inet_pton needs a terminated string; addresses are short.
  if (text.empty() || text.size() > 45) {
    return std::nullopt;
  }
  const std::string z(text);
  ip_bytes out{};
  in_addr v4{};
  if (inet_pton(AF_INET, z.c_str(), &v4) == 1) {
    out[10] = 0xff;
    out[11] = 0xff;
    std::memcpy(out.data() + 12, &v4, 4);
    return out;
  }
  in6_addr v6{};
  if (inet_pton(AF_INET6, z.c_str(), &v6) == 1) {
    std::memcpy(out.data(), &v6, 16);
    return out;
  }
  return std::nullopt;
}

std::optional<ip_network> parse_network(std::string_view text) {
  text = trim(text);
  const auto slash = text.find('/');
  const auto address_part = text.substr(0, slash);
  const bool is_v4 = address_part.find(':') == std::string_view::npos;
  auto address = parse_address(address_part);
  if (!address) {
    return std::nullopt;
  }
  const int max_bits = is_v4 ? 32 : 128;
  int bits = max_bits;
  if (slash != std::string_view::npos) {
    const auto digits = text.substr(slash + 1);
    auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), bits);
    if (digits.empty() || ec != std::errc{} || ptr != digits.data() + digits.size() || bits < 0 || bits > max_bits) {
      return std::nullopt;
    }
  }
  ip_network net;
  net.prefix = is_v4 ? bits + 96 : bits;
  net.base = *address;
  return net;
}

// Parses each non-empty item of a comma-separated list with `parse_item`; nullopt (and the
// item in `bad`) at the first one it refuses.
template <class T, class Parse>
std::optional<std::vector<T>> parse_list(std::string_view text, std::string* bad, Parse parse_item) {
  std::vector<T> out;
  while (!text.empty()) {
    const auto comma = text.find(',');
    const auto item = trim(text.substr(0, comma));
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    if (item.empty()) {
      continue;
    }
    auto parsed = parse_item(item);
    if (!parsed) {
      if (bad != nullptr) {
        *bad = std::string(item);
      }
      return std::nullopt;
    }
    out.push_back(*parsed);
  }
  return out;
}

std::optional<std::vector<ip_network>> parse_network_list(std::string_view text, std::string* bad) {
  return parse_list<ip_network>(text, bad, parse_network);
}

bool contains(const ip_network& network, const ip_bytes& address) noexcept {
  int left = network.prefix;
  for (std::size_t i = 0; i < address.size() && left > 0; ++i, left -= 8) {
    const std::uint8_t mask = left >= 8 ? 0xff : static_cast<std::uint8_t>(0xff << (8 - left));
    if ((address[i] & mask) != (network.base[i] & mask)) {
      return false;
    }
  }
  return true;
}

std::optional<std::vector<port_range>> parse_port_list(std::string_view text, std::string* bad) {
  const auto number = [](std::string_view t) -> std::optional<std::uint16_t> {
    int v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (t.empty() || ec != std::errc{} || end != t.data() + t.size() || v < 1 || v > 65535) {
      return std::nullopt;
    }
    return static_cast<std::uint16_t>(v);
  };
  return parse_list<port_range>(text, bad, [&number](std::string_view item) -> std::optional<port_range> {
    const auto dash = item.find('-');
    const auto first = number(trim(item.substr(0, dash)));
    const auto last = dash == std::string_view::npos ? first : number(trim(item.substr(dash + 1)));
    if (!first || !last || *last < *first) {
      return std::nullopt;
    }
    return port_range{*first, *last};
  });
}

bool port_allowed(const std::vector<port_range>& ranges, std::uint16_t port) noexcept {
  return std::any_of(ranges.begin(), ranges.end(), [port](const port_range& r) { return port >= r.first && port <= r.last; });
}

bool denied(const std::vector<ip_network>& networks, const ip_bytes& address) noexcept {
  for (const auto& n : networks) {
    if (contains(n, address)) {
      return true;
    }
  }
  return false;
}

} // namespace cxs::domain::net
