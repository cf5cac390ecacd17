// The rolling-upgrade rule of /readyz and the migrations' compatibility declarations.
#include "persistence/migrations.hpp"
#include "persistence/ops_repository.hpp"

#include <gtest/gtest.h>

namespace cxs::persistence {
namespace {

using state = readiness::state;

TEST(Readiness, LevelDatabaseIsCurrent) {
  const readiness r{5, 5, 5};
  EXPECT_EQ(r.status(), state::current);
  EXPECT_TRUE(r.ready());
}

TEST(Readiness, NewerCompatibleMigrationsKeepAnOldBinaryReady) {
  const readiness r{7, 5, 5};
  EXPECT_EQ(r.status(), state::ahead);
  EXPECT_TRUE(r.ready());
  EXPECT_TRUE((readiness{7, 5, 3}.ready()));
}

TEST(Readiness, NewerMigrationNeedingANewerBinaryIsRefused) {
  const readiness r{7, 5, 6};
  EXPECT_EQ(r.status(), state::incompatible);
  EXPECT_FALSE(r.ready());
}

TEST(Readiness, DatabaseBehindIsRefusedWhateverItsCompatibility) {
  EXPECT_EQ((readiness{4, 5, 1}.status()), state::behind);
  EXPECT_FALSE((readiness{0, 5, 0}.ready()));
}

TEST(Migrations, CompatibilityIsDeclaredWithinTheFilesOwnVersion) {
  int previous = 0;
  for (const auto& m : migrations()) {
    EXPECT_GT(m.version, previous) << m.name;
    EXPECT_GE(m.compatible_from, 1) << m.name;
    EXPECT_LE(m.compatible_from, m.version) << m.name;
    previous = m.version;
  }
  EXPECT_EQ(latest_version(), previous);
}

} // namespace
} // namespace cxs::persistence
