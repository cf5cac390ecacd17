// Idempotency records against a real PostgreSQL (a scratch database with every migration
// applied). A request that runs past `abandon_after_s` loses its claim to a retry; when it
// finally ends it must neither overwrite the retry's record (complete) nor delete the retry's
// claim (release), which would let a third request run beside the retry.
#include "persistence/idempotency_repository.hpp"
#include "persistence/org_repository.hpp"
#include "persistence/pg.hpp"
#include "persistence/project_repository.hpp"

#include "tests/db/scratch_database.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>

namespace {

namespace persistence = cxs::persistence;
using persistence::idempotency_state;

constexpr char idempotency_database[] = "cxs_db_idempotency";
constexpr char org[] = "org_idem";
constexpr char key[] = "key_idem";

class Idempotency : public cxs::test::ScratchDatabase<idempotency_database> {
protected:
  static void SetUpTestSuite() {
    ScratchDatabase::SetUpTestSuite();
    (void)persistence::ensure_org(*conn_, org);
    persistence::project_fields f;
    f.name = "Ward";
    f.slug = "ward";
    (void)persistence::create_project(*conn_, org, "prj_idem", f);
    // A key row only for the records' foreign key (its hash verifies nothing).
    conn_->exec("INSERT INTO api_keys (id, org_id, project_id, name, mode, lookup_prefix, key_hash, created_by)"
                " VALUES ($1, $2, 'prj_idem', 'fixture', 'test', 'idemprefix01', $3, 'test')",
                {key, org, "$2b$04$" + std::string(53, 'a')});
  }

  static persistence::idempotency_begin claim(const std::string& idem, const std::string& request_id) {
    return persistence::begin_idempotent(*conn_, org, key, idem, "text.extract", "hash-1", request_id, 35);
  }

  // Makes the current claim look older than abandon_after_s: its request died, as far as a
  // retry can tell.
  static void age_claim(const std::string& idem) {
    conn_->exec("UPDATE idempotency_records SET created_at = now() - interval '1 minute'"
                " WHERE org_id = $1 AND key_id = $2 AND idempotency_key = $3",
                {org, key, idem});
  }

  static std::string holder(const std::string& idem) {
    auto r = conn_->exec("SELECT request_id || ' ' || state FROM idempotency_records"
                         " WHERE org_id = $1 AND key_id = $2 AND idempotency_key = $3",
                         {org, key, idem});
    return r.rows() == 1 ? r.text(0, 0) : std::string("none");
  }
};

TEST_F(Idempotency, TheClaimingRequestCompletesAndReleasesItsOwnClaim) {
  ASSERT_EQ(claim("idem-own", "req_a1").state, idempotency_state::started);
  EXPECT_TRUE(persistence::complete_idempotent(*conn_, org, key, "idem-own", "req_a1", 200, std::nullopt));
  EXPECT_EQ(holder("idem-own"), "req_a1 COMPLETED");
  const auto replay = claim("idem-own", "req_a2");
  EXPECT_EQ(replay.state, idempotency_state::completed);
  EXPECT_EQ(replay.response_status, 200);

  ASSERT_EQ(claim("idem-fail", "req_b1").state, idempotency_state::started);
  EXPECT_TRUE(persistence::release_idempotent(*conn_, org, key, "idem-fail", "req_b1"));
  EXPECT_EQ(holder("idem-fail"), "none");
  EXPECT_EQ(claim("idem-fail", "req_b2").state, idempotency_state::started);  // a retry runs
}

TEST_F(Idempotency, ALateFailureDoesNotReleaseTheClaimOfTheRetryThatTookItOver) {
  ASSERT_EQ(claim("idem-late-fail", "req_c1").state, idempotency_state::started);
  age_claim("idem-late-fail");
  ASSERT_EQ(claim("idem-late-fail", "req_c2").state, idempotency_state::started);  // taken over

  EXPECT_FALSE(persistence::release_idempotent(*conn_, org, key, "idem-late-fail", "req_c1"));
  EXPECT_EQ(holder("idem-late-fail"), "req_c2 IN_PROGRESS");
  // So a third request sees the retry in progress instead of running beside it.
  EXPECT_EQ(claim("idem-late-fail", "req_c3").state, idempotency_state::in_progress);
}

TEST_F(Idempotency, ALateSuccessDoesNotOverwriteTheRecordOfTheRetry) {
  ASSERT_EQ(claim("idem-late-ok", "req_d1").state, idempotency_state::started);
  age_claim("idem-late-ok");
  ASSERT_EQ(claim("idem-late-ok", "req_d2").state, idempotency_state::started);

  EXPECT_FALSE(persistence::complete_idempotent(*conn_, org, key, "idem-late-ok", "req_d1", 201, std::nullopt));
  EXPECT_EQ(holder("idem-late-ok"), "req_d2 IN_PROGRESS");
  EXPECT_TRUE(persistence::complete_idempotent(*conn_, org, key, "idem-late-ok", "req_d2", 200, std::nullopt));
  const auto replay = claim("idem-late-ok", "req_d3");
  EXPECT_EQ(replay.state, idempotency_state::completed);
  EXPECT_EQ(replay.response_status, 200);
  EXPECT_EQ(replay.original_request_id, "req_d2");
  // The overtaken request's failure, however late, leaves the retry's record alone too.
  EXPECT_FALSE(persistence::release_idempotent(*conn_, org, key, "idem-late-ok", "req_d1"));
  EXPECT_EQ(holder("idem-late-ok"), "req_d2 COMPLETED");
}

}  // namespace
