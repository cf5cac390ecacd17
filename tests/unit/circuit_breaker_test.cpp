// The remote engines' circuit breaker, driven by an injected clock.
#include "engines/common/circuit_breaker.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

namespace {

using cxs::engines::breaker_state;
using cxs::engines::circuit_breaker;
using namespace std::chrono_literals;

struct fake_clock {
  std::chrono::steady_clock::time_point now{};
  circuit_breaker::clock_fn fn() {
    return [this] { return now; };
  }
};

void fail(circuit_breaker& b) {
  auto permit = b.try_acquire();
  ASSERT_TRUE(permit);
  b.record(*permit, false);
}

}  // namespace

TEST(CircuitBreaker, OpensAfterConsecutiveFailuresOnly) {
  fake_clock clock;
  circuit_breaker b({.failure_threshold = 3, .open_pause = 1000ms}, clock.fn());
  fail(b);
  fail(b);
  auto permit = b.try_acquire();
  ASSERT_TRUE(permit);
  b.record(*permit, true);  // a success resets the count
  EXPECT_EQ(b.consecutive_failures(), 0);
  fail(b);
  fail(b);
  EXPECT_EQ(b.state(), breaker_state::closed);
  fail(b);
  EXPECT_EQ(b.state(), breaker_state::open);
  EXPECT_FALSE(b.try_acquire());
}

TEST(CircuitBreaker, HalfOpenLetsOneProbeThroughAfterThePause) {
  fake_clock clock;
  circuit_breaker b({.failure_threshold = 1, .open_pause = 1000ms}, clock.fn());
  fail(b);
  clock.now += 999ms;
  EXPECT_FALSE(b.try_acquire());
  clock.now += 1ms;
  auto probe = b.try_acquire();
  ASSERT_TRUE(probe);
  EXPECT_TRUE(probe->probe);
  EXPECT_EQ(b.state(), breaker_state::half_open);
  EXPECT_FALSE(b.try_acquire());  // only one probe at a time
  b.record(*probe, false);        // failed probe: open for another full pause
  EXPECT_EQ(b.state(), breaker_state::open);
  clock.now += 500ms;
  EXPECT_FALSE(b.try_acquire());
  clock.now += 500ms;
  probe = b.try_acquire();
  ASSERT_TRUE(probe);
  b.record(*probe, true);
  EXPECT_EQ(b.state(), breaker_state::closed);
  EXPECT_TRUE(b.try_acquire());
}

TEST(CircuitBreaker, SharedByThreads) {
  circuit_breaker b({.failure_threshold = 1000000, .open_pause = 1000ms});
  std::vector<std::thread> workers;
  std::atomic<int> granted{0};
  for (int t = 0; t < 4; ++t) {
    workers.emplace_back([&b, &granted] {
      for (int i = 0; i < 1000; ++i) {
        if (auto p = b.try_acquire()) {
          ++granted;
          b.record(*p, false);
        }
      }
    });
  }
  for (auto& w : workers) {
    w.join();
  }
  EXPECT_EQ(granted.load(), 4000);
  EXPECT_EQ(b.consecutive_failures(), 4000);
  EXPECT_EQ(cxs::engines::to_string(b.state()), "closed");
}
