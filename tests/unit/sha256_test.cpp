// sha256_hex keeps a fetched algorithm and a per-thread context; the digests are the
// standard ones (FIPS 180-2 examples), on any thread, call after call.

#include "security/jwt.hpp"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

namespace {

TEST(Sha256Hex, KnownDigests) {
  for (int round = 0; round < 2; ++round) {  // the reused context gives the same answers
    EXPECT_EQ(cxs::security::sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    EXPECT_EQ(cxs::security::sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(cxs::security::sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
              "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  }
  EXPECT_EQ(cxs::security::sha256_hex(std::string(1000000, 'a')),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256Hex, EachThreadGetsTheSameDigests) {
  std::vector<std::thread> threads;
  std::vector<std::string> got(4);
  for (std::size_t t = 0; t < got.size(); ++t) {
    threads.emplace_back([&got, t] {
      for (int i = 0; i < 100; ++i) {
        got[t] = cxs::security::sha256_hex("abc");
      }
    });
  }
  for (auto& th : threads) {
    th.join();
  }
  for (const auto& g : got) {
    EXPECT_EQ(g, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  }
}

} // namespace
