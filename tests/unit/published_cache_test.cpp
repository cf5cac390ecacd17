// actors::published_cache: hits, the generation guard against a snapshot read before a
// change was announced, expiry, and the schema parsed (and its fields planned) once per
// snapshot.

#include "actors/published_cache.hpp"
#include "domain/extraction/schema_plan.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <thread>

namespace {

using cxs::actors::published_cache;

cxs::persistence::published_api api_named(const std::string& slug, int version) {
  cxs::persistence::published_api api;
  api.id = "api_" + slug;
  api.slug = slug;
  api.version = version;
  api.schema = boost::json::parse(
      R"({"sections":[{"id":"main","title":"Main","fields":[{"key":"temperature","label":"Temperature","type":"string"}]}]})");
  return api;
}

TEST(PublishedCache, RemembersASnapshotPerOrgProjectAndSlug) {
  published_cache cache(std::chrono::seconds(60));
  EXPECT_EQ(cache.find("org_1", "prj_1", "opd"), nullptr);
  const auto put = cache.put(cache.generation(), "org_1", "prj_1", api_named("opd", 3));
  const auto hit = cache.find("org_1", "prj_1", "opd");
  ASSERT_NE(hit, nullptr);
  EXPECT_EQ(hit, put);
  EXPECT_EQ(hit->version, 3);
  EXPECT_EQ(cache.find("org_1", "prj_2", "opd"), nullptr);  // another project's API of that slug
  EXPECT_EQ(cache.find("org_2", "prj_1", "opd"), nullptr);
}

TEST(PublishedCache, ParsesTheSchemaOnce) {
  published_cache cache(std::chrono::seconds(60));
  const auto put = cache.put(cache.generation(), "org_1", "prj_1", api_named("opd", 1));
  ASSERT_NE(put->parsed_schema, nullptr);
  EXPECT_EQ(cache.find("org_1", "prj_1", "opd")->parsed_schema, put->parsed_schema);
  // With the schema, the field plan every embedded extraction of this snapshot reuses.
  ASSERT_NE(put->extraction_plan, nullptr);
  EXPECT_EQ(put->extraction_plan->source(), put->parsed_schema.get());
}

TEST(PublishedCache, ClearForgetsEverything) {
  published_cache cache(std::chrono::seconds(60));
  (void)cache.put(cache.generation(), "org_1", "prj_1", api_named("opd", 1));
  cache.clear();
  EXPECT_EQ(cache.find("org_1", "prj_1", "opd"), nullptr);
}

TEST(PublishedCache, ASnapshotReadBeforeAClearIsNotKept) {
  published_cache cache(std::chrono::seconds(60));
  const auto before = cache.generation();  // the lookup starts reading the database...
  cache.clear();                           // ...a publish is announced meanwhile...
  const auto used = cache.put(before, "org_1", "prj_1", api_named("opd", 1));
  EXPECT_EQ(used->version, 1);                              // the call still runs what it read
  EXPECT_EQ(cache.find("org_1", "prj_1", "opd"), nullptr);  // but nobody else will
}

TEST(PublishedCache, EntriesExpire) {
  published_cache cache(std::chrono::seconds(1));
  (void)cache.put(cache.generation(), "org_1", "prj_1", api_named("opd", 1));
  ASSERT_NE(cache.find("org_1", "prj_1", "opd"), nullptr);
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  EXPECT_EQ(cache.find("org_1", "prj_1", "opd"), nullptr);
}

TEST(PublishedCache, ZeroTtlCachesNothing) {
  published_cache cache(std::chrono::seconds(0));
  (void)cache.put(cache.generation(), "org_1", "prj_1", api_named("opd", 1));
  EXPECT_EQ(cache.find("org_1", "prj_1", "opd"), nullptr);
}

TEST(PublishedCache, OnlyApiProjectOrgAndFullFlushesInvalidate) {
  for (const char* kind : {"api", "project", "org", "all"}) {
    EXPECT_TRUE(cxs::actors::invalidates_published(kind)) << kind;
  }
  for (const char* kind : {"key", "webhook", ""}) {
    EXPECT_FALSE(cxs::actors::invalidates_published(kind)) << kind;
  }
}

}  // namespace
