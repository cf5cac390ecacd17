#include "engines/audio/temp_budget.hpp"

#include <gtest/gtest.h>

#include <memory>

using cxs::engines::audio::temp_budget;
using cxs::engines::audio::temp_lease;

TEST(TempBudget, LeasesGrowInStepsAndGiveBackWhenTheyEnd) {
  std::int64_t seen = -1;
  auto budget = std::make_shared<temp_budget>(3 * temp_lease::step, [&seen](std::int64_t used) { seen = used; });
  {
    temp_lease a(budget);
    EXPECT_TRUE(a.cover(10));
    EXPECT_EQ(a.held(), temp_lease::step);  // one step, not 10 bytes
    EXPECT_EQ(seen, temp_lease::step);
    EXPECT_TRUE(a.cover(temp_lease::step));  // already held
    EXPECT_EQ(budget->used(), temp_lease::step);
    temp_lease b(budget);
    EXPECT_TRUE(b.cover(2 * temp_lease::step));
    EXPECT_EQ(budget->used(), 3 * temp_lease::step);
    EXPECT_FALSE(a.cover(temp_lease::step + 1));  // the budget is full: nothing more taken
    EXPECT_EQ(a.held(), temp_lease::step);
    EXPECT_EQ(budget->used(), 3 * temp_lease::step);
  }
  EXPECT_EQ(budget->used(), 0);
  EXPECT_EQ(seen, 0);
}
