// The list queries' pages against a real PostgreSQL (a scratch database with every
// migration applied): keyset pages follow each other without gaps or repeats, the last
// page has no next position, and a list whose parent is not visible is nullopt.
#include "persistence/api_repository.hpp"
#include "persistence/key_admin_repository.hpp"
#include "persistence/org_repository.hpp"
#include "persistence/pg.hpp"
#include "persistence/project_repository.hpp"

#include "tests/db/scratch_database.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace {

using cxs::pg::connection;
namespace persistence = cxs::persistence;

constexpr char pages_database[] = "cxs_db_pages";
using Pages = cxs::test::ScratchDatabase<pages_database>;

TEST_F(Pages, ProjectPagesFollowEachOtherInCreationOrder) {
  auto& conn = *conn_;
  (void)persistence::ensure_org(conn, "org_pages");
  std::vector<std::string> created;
  for (int i = 0; i < 5; ++i) {
    persistence::project_fields f;
    f.name = "Ward " + std::to_string(i);
    f.slug = "ward-" + std::to_string(i);
    created.push_back(persistence::create_project(conn, "org_pages", "prj_page" + std::to_string(i), f).id);
  }
  std::vector<std::string> seen;
  std::string cursor;
  int pages = 0;
  for (;;) {
    auto page = persistence::list_projects(conn, "org_pages", 2, cursor);
    ++pages;
    ASSERT_LE(page.items.size(), 2u);
    for (const auto& p : page.items) {
      seen.push_back(p.id);
      EXPECT_FALSE(p.deleted_at.has_value());
    }
    if (!page.next_position) {
      break;
    }
    EXPECT_EQ(*page.next_position, page.items.back().id);  // the position is the last row shown
    cursor = *page.next_position;
    ASSERT_LT(pages, 10);
  }
  EXPECT_EQ(pages, 3);
  EXPECT_EQ(seen, created);

  // Exactly a page's worth: one full page and no next position.
  auto all = persistence::list_projects(conn, "org_pages", 5, "");
  EXPECT_EQ(all.items.size(), 5u);
  EXPECT_FALSE(all.next_position.has_value());

  auto deleted = persistence::delete_project(conn, "org_pages", created[0]);
  ASSERT_TRUE(deleted.has_value());
  EXPECT_TRUE(deleted->deleted_at.has_value());
  EXPECT_FALSE(persistence::get_project(conn, "org_pages", created[0]).has_value());
}

TEST_F(Pages, ListsUnderAMissingParentAreNullopt) {
  auto& conn = *conn_;
  (void)persistence::ensure_org(conn, "org_lonely");
  EXPECT_FALSE(persistence::list_keys(conn, "org_lonely", "prj_nowhere", 10, "").has_value());
  EXPECT_FALSE(persistence::list_project_apis(conn, "org_lonely", "prj_nowhere", 10, "").has_value());
  EXPECT_FALSE(persistence::list_versions(conn, "org_lonely", "api_nowhere", 10, "").has_value());
}

TEST_F(Pages, OrganisationsPageById) {
  auto& conn = *conn_;
  for (const char* id : {"org_p1", "org_p2", "org_p3"}) {
    (void)persistence::ensure_org(conn, id);
  }
  auto first = persistence::list_orgs(conn, 2, "org_p");
  ASSERT_EQ(first.items.size(), 2u);
  EXPECT_EQ(first.items[0].id, "org_p1");
  EXPECT_EQ(first.items[0].status, "ACTIVE");
  ASSERT_TRUE(first.next_position.has_value());
  auto second = persistence::list_orgs(conn, 2, *first.next_position);
  ASSERT_FALSE(second.items.empty());
  EXPECT_EQ(second.items[0].id, "org_p3");
  auto suspended = persistence::set_org_status(conn, "org_p3", "SUSPENDED");
  ASSERT_TRUE(suspended.has_value());
  EXPECT_EQ(suspended->status, "SUSPENDED");
  EXPECT_FALSE(persistence::set_org_status(conn, "org_absent", "SUSPENDED").has_value());
}

} // namespace
