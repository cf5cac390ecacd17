// The list body every management list answers (http/render_page.hpp) and the row
// renderers (http/render_rows.hpp): member names, order and null-versus-absent as
// docs/api.md documents them.
#include "http/render_page.hpp"
#include "http/render_rows.hpp"
#include "http/request_decode.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace json = boost::json;
using namespace cxs;

namespace {

std::vector<std::string> keys_of(const json::object& o) {
  std::vector<std::string> out;
  for (const auto& kv : o) {
    out.emplace_back(kv.key());
  }
  return out;
}

persistence::org_row org(const std::string& id) {
  return {id, "Name " + id, "ACTIVE", "2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z"};
}

} // namespace

TEST(RenderPage, LastPageHasNullCursor) {
  persistence::page<persistence::org_row> page;
  page.items = {org("org_a"), org("org_b")};
  const auto body = http::page_json(page, http::org_json);
  EXPECT_EQ(keys_of(body), (std::vector<std::string>{"items", "nextCursor"}));
  EXPECT_TRUE(body.at("nextCursor").is_null());
  ASSERT_EQ(body.at("items").as_array().size(), 2u);
  EXPECT_EQ(body.at("items").as_array()[1].at("id"), "org_b");
}

TEST(RenderPage, CursorIsThePositionMadeOpaqueAndDecodesBack) {
  persistence::page<persistence::org_row> page;
  page.items = {org("org_a")};
  page.next_position = "2026-11-22T16:38:28.005734Z|inv_1";
  const auto body = http::page_json(page, http::org_json);
  const std::string cursor(body.at("nextCursor").as_string());
  EXPECT_EQ(cursor, http::encode_cursor(*page.next_position));
  EXPECT_EQ(cursor.find('|'), std::string::npos);
  EXPECT_EQ(http::decode_cursor(cursor), page.next_position);
}

TEST(RenderPage, EmptyPage) {
  const auto body = http::page_json(persistence::page<persistence::org_row>{}, http::org_json);
  EXPECT_TRUE(body.at("items").as_array().empty());
  EXPECT_TRUE(body.at("nextCursor").is_null());
}

TEST(RenderRows, ProjectShowsDeletedAtOnlyWhenDeleted) {
  persistence::project_row p{"prj_1", "Cardio", "cardio", "", "t0", "t1", std::nullopt};
  auto live = http::project_json(p);
  EXPECT_EQ(keys_of(live), (std::vector<std::string>{"id", "name", "slug", "description", "createdAt", "updatedAt"}));
  p.deleted_at = "t2";
  auto gone = http::project_json(p);
  EXPECT_EQ(gone.at("deletedAt"), "t2");
}

TEST(RenderRows, KeyNullablesAreNullNotAbsent) {
  persistence::api_key_row k{"key_1", "prj_1", "ci", "test", "svc_test_abcdefghijkl", {"extract", "audio"},
                         "t0", std::nullopt, std::nullopt, std::nullopt};
  const auto o = http::key_json(k);
  EXPECT_EQ(keys_of(o), (std::vector<std::string>{"id", "projectId", "name", "mode", "prefix", "scopes", "createdAt",
                                                  "expiresAt", "revokedAt", "lastUsedAt"}));
  EXPECT_TRUE(o.at("expiresAt").is_null());
  EXPECT_TRUE(o.at("revokedAt").is_null());
  EXPECT_EQ(o.at("scopes"), (json::array{"extract", "audio"}));
}

TEST(RenderRows, WebhookSecretOnlyWhenPresent) {
  persistence::webhook_row w{"whk_1", "prj_1", "https://example.test/h", {"api.published"}, true, "t0", "t1",
                             std::nullopt, std::nullopt};
  EXPECT_FALSE(http::webhook_json(w).contains("secret"));
  EXPECT_FALSE(http::webhook_json(w).contains("deletedAt"));
  w.secret = "whsec_x";
  EXPECT_EQ(http::webhook_json(w).at("secret"), "whsec_x");
  EXPECT_EQ(http::webhook_json(w).at("active"), true);
}

TEST(RenderRows, DeliveryStatusCodeIsANumberOrNull) {
  persistence::delivery_row d;
  d.id = "1";
  d.attempts = 2;
  EXPECT_TRUE(http::delivery_json(d).at("lastStatusCode").is_null());
  d.last_status_code = 500;
  EXPECT_EQ(http::delivery_json(d).at("lastStatusCode"), 500);
  EXPECT_EQ(http::delivery_json(d).at("attempts"), 2);
}

TEST(RenderRows, InvocationMembersInContractOrder) {
  persistence::invocation_meta_row i{"inv_1", "api_1", "/extract", "FAILED", "UPSTREAM_TIMEOUT", 12, 0, 30,
                                std::nullopt, std::nullopt, "req_1", "t0"};
  const auto o = http::invocation_json(i);
  EXPECT_EQ(keys_of(o), (std::vector<std::string>{"id", "apiId", "endpoint", "status", "errorCode", "latencyMs",
                                                  "audioSeconds", "totalTokens", "recordedById", "patientHash",
                                                  "requestId", "createdAt"}));
  EXPECT_EQ(o.at("errorCode"), "UPSTREAM_TIMEOUT");
  EXPECT_TRUE(o.at("patientHash").is_null());
}

TEST(RenderRows, ApiKeepsItsJsonMembers) {
  persistence::api_row a;
  a.id = "api_1";
  a.draft = json::object{{"schema", json::object{}}};
  a.published_schema = nullptr;
  a.published_inputs = json::array{};
  const auto o = http::api_json(a);
  EXPECT_EQ(keys_of(o), (std::vector<std::string>{"id", "projectId", "slug", "name", "status", "version", "draft",
                                                  "publishedSchema", "publishedSystemPrompt", "publishedInputs",
                                                  "publishedAt", "settings", "createdAt", "updatedAt"}));
  EXPECT_TRUE(o.at("publishedSystemPrompt").is_null());
  EXPECT_TRUE(o.at("publishedAt").is_null());
  EXPECT_TRUE(o.at("settings").as_object().contains("retainPayloads"));
}
