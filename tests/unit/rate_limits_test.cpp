#include "actors/rate_limits.hpp"
#include "actors/webhook_dispatcher_actor.hpp"

#include <gtest/gtest.h>

using cxs::actors::token_bucket;

TEST(TokenBucket, BurstThenRefillAtTheRate) {
  token_bucket b(10.0, 3.0, 0.0);  // 10 per second, burst 3
  EXPECT_EQ(b.take(0.0), 0);
  EXPECT_EQ(b.take(0.0), 0);
  EXPECT_EQ(b.take(0.0), 0);
  EXPECT_EQ(b.take(0.0), 1);   // empty: under a second to the next token, rounded up
  EXPECT_EQ(b.take(0.05), 1);  // half a token refilled
  EXPECT_EQ(b.take(0.2), 0);   // a whole token now
  EXPECT_EQ(b.take(100.0), 0); // refills cap at the burst
  EXPECT_EQ(b.take(100.0), 0);
  EXPECT_EQ(b.take(100.0), 0);
  EXPECT_EQ(b.take(100.0), 1);
}

TEST(TokenBucket, SlowRatesGiveLongWaits) {
  token_bucket b(1.0 / 60.0, 1.0, 0.0);  // one a minute
  EXPECT_EQ(b.take(0.0), 0);
  EXPECT_EQ(b.take(0.0), 60);
  EXPECT_EQ(b.take(30.0), 30);
}

TEST(RateLimits, OneBucketPerKey) {
  cxs::actors::rate_limits limits(60, 2);  // one a second, burst 2
  EXPECT_EQ(limits.take("key_a", 0.0), 0);
  EXPECT_EQ(limits.take("key_a", 0.0), 0);
  EXPECT_EQ(limits.take("key_a", 0.0), 1);  // key_a's bucket is empty
  EXPECT_EQ(limits.take("key_b", 0.0), 0);  // key_b has its own
  EXPECT_EQ(limits.take("key_a", 1.0), 0);  // refilled at the rate
}

TEST(WebhookBackoff, DoublesFromOneSecondAndCapsAtOneHour) {
  using std::chrono::milliseconds;
  EXPECT_EQ(cxs::actors::webhook_backoff(1), milliseconds(1000));
  EXPECT_EQ(cxs::actors::webhook_backoff(2), milliseconds(2000));
  EXPECT_EQ(cxs::actors::webhook_backoff(5), milliseconds(16000));
  EXPECT_EQ(cxs::actors::webhook_backoff(40), milliseconds(3600000));
}
