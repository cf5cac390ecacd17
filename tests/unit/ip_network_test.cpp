#include "domain/net/ip_network.hpp"

#include <gtest/gtest.h>

namespace net = cxs::domain::net;

namespace {

bool in(std::string_view network, std::string_view address) {
  const auto n = net::parse_network(network);
  const auto a = net::parse_address(address);
  EXPECT_TRUE(n && a) << network << " " << address;
  return n && a && net::contains(*n, *a);
}

} // namespace

TEST(IpNetwork, Ipv4PrefixesMatchOnlyTheirRange) {
  EXPECT_TRUE(in("169.254.0.0/16", "169.254.169.254"));
  EXPECT_FALSE(in("169.254.0.0/16", "169.253.255.255"));
  EXPECT_TRUE(in("10.0.0.0/8", "10.255.1.2"));
  EXPECT_FALSE(in("10.0.0.0/8", "11.0.0.1"));
  EXPECT_TRUE(in("192.168.1.7", "192.168.1.7"));   // bare address is a /32
  EXPECT_FALSE(in("192.168.1.7", "192.168.1.8"));
  EXPECT_TRUE(in("0.0.0.0/0", "8.8.8.8"));
  EXPECT_TRUE(in("172.16.0.0/12", "172.31.255.1"));
  EXPECT_FALSE(in("172.16.0.0/12", "172.32.0.1"));
}

TEST(IpNetwork, Ipv6AndMappedIpv4) {
  EXPECT_TRUE(in("fe80::/10", "fe80::1"));
  EXPECT_TRUE(in("fe80::/10", "febf::1"));
  EXPECT_FALSE(in("fe80::/10", "fec0::1"));
  // An IPv4-mapped IPv6 address is the IPv4 address: it cannot slip past an IPv4 rule.
  EXPECT_TRUE(in("169.254.0.0/16", "::ffff:169.254.169.254"));
  EXPECT_FALSE(in("fe80::/10", "169.254.1.1"));
}

TEST(IpNetwork, RejectsMalformedNetworks) {
  for (const char* bad : {"", "10.0.0.0/33", "10.0.0.0/", "10.0.0/8", "fe80::/129", "host.example/8", "1.2.3.4/-1",
                          "1.2.3.4/8x"}) {
    EXPECT_FALSE(net::parse_network(bad)) << bad;
  }
}

TEST(IpNetwork, ListsAreCommaSeparatedAndNameTheBadItem) {
  auto list = net::parse_network_list(" 169.254.0.0/16 , fe80::/10,,");
  ASSERT_TRUE(list);
  EXPECT_EQ(list->size(), 2U);
  EXPECT_TRUE(net::denied(*list, *net::parse_address("169.254.169.254")));
  EXPECT_FALSE(net::denied(*list, *net::parse_address("10.1.1.1")));
  EXPECT_TRUE(net::parse_network_list("")->empty());
  std::string bad;
  EXPECT_FALSE(net::parse_network_list("10.0.0.0/8, nonsense", &bad));
  EXPECT_EQ(bad, "nonsense");
}

TEST(PortList, ParsesPortsAndRanges) {
  using cxs::domain::net::parse_port_list;
  using cxs::domain::net::port_allowed;
  const auto ports = parse_port_list("80, 443,1024-65535");
  ASSERT_TRUE(ports);
  EXPECT_TRUE(port_allowed(*ports, 80));
  EXPECT_TRUE(port_allowed(*ports, 443));
  EXPECT_TRUE(port_allowed(*ports, 1024));
  EXPECT_TRUE(port_allowed(*ports, 65535));
  EXPECT_FALSE(port_allowed(*ports, 22));
  EXPECT_FALSE(port_allowed(*ports, 1023));
  std::string bad;
  for (const char* wrong : {"0", "65536", "80-22", "http", "1-", "-5", "99999999"}) {
    EXPECT_FALSE(parse_port_list(wrong, &bad)) << wrong;
  }
  EXPECT_FALSE(parse_port_list("443,ssh", &bad));
  EXPECT_EQ(bad, "ssh");
  const auto none = parse_port_list("");
  ASSERT_TRUE(none);
  EXPECT_FALSE(port_allowed(*none, 443));
}
