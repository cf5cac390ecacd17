#include "actors/quota_ledger.hpp"

#include <gtest/gtest.h>

using cxs::actors::quota_ledger;

namespace {

quota_ledger::clock::time_point at(int y, unsigned m, unsigned d, int hour = 0) {
  using namespace std::chrono;
  return sys_days{year{y} / month{m} / day{d}} + hours{hour};
}

} // namespace

TEST(QuotaLedger, OffByDefaultAlwaysAllows) {
  quota_ledger ledger({});
  auto v = ledger.check("org", at(2026, 11, 22));
  ASSERT_TRUE(v);
  EXPECT_TRUE(v->allowed);
}

TEST(QuotaLedger, NeedsALoadThenCountsLocalCallsUntilTheLimit) {
  quota_ledger ledger({3, 0, std::chrono::seconds(60)});
  const auto now = at(2026, 11, 22, 12);
  EXPECT_FALSE(ledger.check("org", now));  // unknown: load from the database first
  ledger.refreshed("org", {2, 0}, now);
  EXPECT_TRUE(ledger.check("org", now)->allowed);
  ledger.record("org", 0, now);
  const auto v = ledger.check("org", now);
  ASSERT_TRUE(v);
  EXPECT_FALSE(v->allowed);
  // 2026-11-22 12:00 UTC → 2026-12-01 00:00 UTC is 8.5 days.
  EXPECT_EQ(v->retry_after_s, 8 * 86400 + 12 * 3600);
  // Other organisations are separate.
  EXPECT_FALSE(ledger.check("other", now));
}

TEST(QuotaLedger, AudioSecondsQuota) {
  quota_ledger ledger({0, 600, std::chrono::seconds(60)});
  const auto now = at(2026, 2, 10);
  ledger.refreshed("org", {100, 590}, now);
  EXPECT_TRUE(ledger.check("org", now)->allowed);
  ledger.record("org", 15, now);
  EXPECT_FALSE(ledger.check("org", now)->allowed);
}

TEST(QuotaLedger, ANewMonthNeedsAReload) {
  quota_ledger ledger({1, 0, std::chrono::seconds(3600)});
  ledger.refreshed("org", {5, 0}, at(2026, 12, 31, 23));
  EXPECT_FALSE(ledger.check("org", at(2026, 12, 31, 23))->allowed);
  EXPECT_FALSE(ledger.check("org", at(2027, 1, 1, 0)));  // January: stale, reload
}

TEST(QuotaLedger, MonthArithmetic) {
  EXPECT_EQ(quota_ledger::month_of(at(2026, 1, 1)) + 11, quota_ledger::month_of(at(2026, 12, 31, 23)));
  EXPECT_EQ(quota_ledger::month_of(at(2026, 12, 31, 23)) + 1, quota_ledger::month_of(at(2027, 1, 1)));
  EXPECT_EQ(quota_ledger::seconds_to_next_month(at(2028, 2, 28)), 2 * 86400);  // leap year
  EXPECT_EQ(quota_ledger::seconds_to_next_month(at(2026, 12, 31, 23)), 3600);
}
