// The webhook outbox against a real PostgreSQL (a scratch database with every migration
// applied): fresh events are fanned out and claimed in one statement, a claimed delivery is
// not claimed again while leased, and a delivery released unsent is due again at once with
// its attempt not counted.
#include "persistence/org_repository.hpp"
#include "persistence/outbox.hpp"
#include "persistence/pg.hpp"
#include "persistence/project_repository.hpp"

#include "tests/db/scratch_database.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <set>
#include <string>

namespace {

using cxs::pg::connection;
namespace persistence = cxs::persistence;
using namespace std::chrono_literals;

constexpr char outbox_database[] = "cxs_db_outbox";

class Outbox : public cxs::test::ScratchDatabase<outbox_database> {
protected:
  static void SetUpTestSuite() {
    ScratchDatabase::SetUpTestSuite();
    (void)persistence::ensure_org(*conn_, "org_hooks");
    persistence::project_fields f;
    f.name = "Ward";
    f.slug = "ward";
    (void)persistence::create_project(*conn_, "org_hooks", "prj_hooks", f);
    conn_->exec("INSERT INTO webhooks (id, org_id, project_id, url, events, secret) VALUES"
                " ('whk_ok', 'org_hooks', 'prj_hooks', 'http://127.0.0.1:9/ok', '{invocation.success}', 'whsec_a'),"
                " ('whk_failed', 'org_hooks', 'prj_hooks', 'http://127.0.0.1:9/f', '{invocation.failed}', 'whsec_b')");
  }
};

TEST_F(Outbox, FreshEventsAreFannedOutAndClaimedOnceThenReleasedOnesComeBack) {
  auto& conn = *conn_;
  for (const char* id : {"evt_1", "evt_2", "evt_3"}) {
    ASSERT_TRUE(persistence::enqueue_event(conn, id, "org_hooks", "prj_hooks", "invocation.success", R"({"n":1})"));
  }
  // Nobody subscribes to this type: no outbox row at all.
  EXPECT_FALSE(persistence::enqueue_event(conn, "evt_x", "org_hooks", "prj_hooks", "invocation.replayed", "{}"));

  auto first = persistence::fan_out_and_claim(conn, 2, 60s, 24h);
  EXPECT_EQ(first.events, 2);
  ASSERT_EQ(first.claimed.size(), 2u);
  std::set<std::string> seen;
  for (const auto& d : first.claimed) {
    seen.insert(d.event_id);
    EXPECT_EQ(d.attempts, 1);
    EXPECT_EQ(d.url, "http://127.0.0.1:9/ok");
    EXPECT_EQ(d.type, "invocation.success");
    EXPECT_NE(d.body.find("\"" + d.event_id + "\""), std::string::npos) << d.body;
    EXPECT_FALSE(d.expired);
  }
  auto second = persistence::fan_out_and_claim(conn, 2, 60s, 24h);
  EXPECT_EQ(second.events, 1);
  ASSERT_EQ(second.claimed.size(), 1u);
  seen.insert(second.claimed[0].event_id);
  EXPECT_EQ(seen, (std::set<std::string>{"evt_1", "evt_2", "evt_3"}));
  EXPECT_EQ(persistence::fan_out_and_claim(conn, 2, 60s, 24h).events, 0);
  // Leased: nothing is due again meanwhile.
  EXPECT_TRUE(persistence::claim_due_deliveries(conn, 10, 60s, 24h).empty());

  // One delivered, one released unsent, one failed with its retry due now.
  std::vector<persistence::delivery_result> results(3);
  results[0].id = first.claimed[0].id;
  results[0].attempts = first.claimed[0].attempts;
  results[0].delivered = true;
  results[0].status_code = 204;
  results[1].id = first.claimed[1].id;
  results[1].attempts = first.claimed[1].attempts;
  results[1].released = true;
  results[2].id = second.claimed[0].id;
  results[2].attempts = second.claimed[0].attempts;
  results[2].status_code = 500;
  results[2].error = "HTTP 500";
  results[2].retry_in = 0ms;
  persistence::record_deliveries(conn, results);

  auto again = persistence::claim_due_deliveries(conn, 10, 60s, 24h);
  ASSERT_EQ(again.size(), 2u);
  for (const auto& d : again) {
    if (d.id == results[1].id) {
      EXPECT_EQ(d.attempts, 1) << "a released delivery's attempt is not counted";
    } else {
      EXPECT_EQ(d.id, results[2].id);
      EXPECT_EQ(d.attempts, 2);
    }
  }
  auto status = conn.exec("SELECT status, last_status_code, last_attempt_at IS NOT NULL FROM webhook_deliveries WHERE id = $1",
                          {std::to_string(results[0].id)});
  EXPECT_EQ(status.text(0, 0), "DELIVERED");
  EXPECT_EQ(status.integer(0, 1), 204);
  EXPECT_TRUE(status.boolean(0, 2)) << "a sent attempt has its time";
  // The released delivery was never sent: no attempt time shows (its first claim was undone).
  auto released = conn.exec("SELECT last_attempt_at IS NULL, attempts FROM webhook_deliveries WHERE id = $1",
                            {std::to_string(results[1].id)});
  EXPECT_TRUE(released.boolean(0, 0)) << "lastAttemptAt of an attempt that never happened";
  EXPECT_EQ(released.integer(0, 1), 1) << "claimed again above: its one attempt in progress";

  // A result that comes back after its lease ended, when the delivery has been claimed again
  // (attempts moved on), is dropped: it must not overwrite the newer claim.
  std::vector<persistence::delivery_result> stale(1);
  stale[0].id = results[2].id;
  stale[0].attempts = 1;  // the first claim's count; the delivery is now on its second
  stale[0].released = true;
  persistence::record_deliveries(conn, stale);
  auto after = conn.exec("SELECT attempts, next_attempt_at > now() FROM webhook_deliveries WHERE id = $1",
                         {std::to_string(results[2].id)});
  EXPECT_EQ(after.integer(0, 0), 2);
  EXPECT_TRUE(after.boolean(0, 1)) << "still leased to the second claim";
}

} // namespace
