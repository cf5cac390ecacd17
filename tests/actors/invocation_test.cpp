// The invocation actor (actors/invocation.cpp) settles every call on every path, under CAF's
// deterministic test coordinator, with its Idempotency-Key claims in a real PostgreSQL (a
// scratch database on the cluster scripts/test starts):
//   - when the actor ends (an exit, or anything else), each open and close it holds is
//     answered at once (callers send them without a timeout) and each key it claimed is
//     released, also a claim whose statement is still running or whose answer is unread;
//   - a step that throws fails only its own call, and the actor serves on;
//   - a request supervisor that ends while its open runs, or before it read its admission,
//     still gets its call recorded once and its key released.
// The database pool is faked over one real connection: it holds every task until the test
// runs it, so each test decides what is in flight when something ends.

#include "actors/invocation_actor.hpp"
#include "actors/request_supervisor_actor.hpp"
#include "config/config.hpp"
#include "http/audited_call.hpp"
#include "persistence/org_repository.hpp"
#include "persistence/project_repository.hpp"
#include "tests/actors/fake_services.hpp"
#include "tests/db/scratch_database.hpp"

#include <caf/actor_system.hpp>
#include <caf/actor_system_config.hpp>
#include <caf/event_based_actor.hpp>
#include <caf/scheduler/test_coordinator.hpp>
#include <caf/send.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace cxs::actors {
namespace {

using namespace std::chrono_literals;
using domain::error_code;

/// Tasks the fake pool holds: each runs its work (on the real connection) and is answered
/// only when the test says so.
struct held_db {
  struct task {
    caf::typed_response_promise<db_outcome> reply;
    db_task work;
    bool ran = false;
  };
  pg::connection* conn = nullptr;
  std::deque<task> tasks;
};

// What the test tells the fake pool (a promise is delivered from its own actor: delivering
// from the test's thread would enqueue with an execution unit that is gone).
using step_atom = caf::atom_constant<caf::atom("dbstep")>;      ///< run (if not yet) and answer the oldest task
using work_atom = caf::atom_constant<caf::atom("dbwork")>;      ///< run every held task's work, answer none
using hollow_atom = caf::atom_constant<caf::atom("dbhollow")>;  ///< answer the oldest task "ran" without running it

/// Untyped for the test's commands; handed to the invocation actor as a db_actor.
caf::behavior fake_db(caf::event_based_actor* self, std::shared_ptr<held_db> db) {
  auto answer_oldest = [db](bool run) {
    if (db->tasks.empty()) {
      return;
    }
    auto t = std::move(db->tasks.front());
    db->tasks.pop_front();
    if (run && !t.ran) {
      t.work.work->run(*db->conn);
    }
    t.reply.deliver(db_outcome{});
  };
  return {
      [self, db](db_task& work) {
        auto reply = self->make_response_promise<db_outcome>();
        db->tasks.push_back({reply, std::move(work), false});
        return reply;
      },
      [answer_oldest](step_atom) { answer_oldest(true); },
      [answer_oldest](hollow_atom) { answer_oldest(false); },
      [db](work_atom) {
        for (auto& t : db->tasks) {
          if (!t.ran) {
            t.work.work->run(*db->conn);
            t.ran = true;
          }
        }
      },
  };
}

/// Every audit record the fake writer was handed; each is acknowledged durable at once.
struct audit_log {
  std::vector<audit_record> records;
};

audit_writer_actor::behavior_type fake_audit(audit_writer_actor::pointer, std::shared_ptr<audit_log> log) {
  return {[log](audit_record& rec) {
    log->records.push_back(rec);
    return audit_ack{true, {}};
  }};
}

/// What a caller of the invocation actor got back.
struct caller_log {
  std::optional<invocation_admission> admission;
  std::optional<invocation_closed> closed;
  std::optional<caf::error> error;
  [[nodiscard]] bool answered() const { return admission || closed || error; }
};

/// Sends one message (an open or a close) to the invocation actor without a timeout, as
/// http/audited_call does, and keeps the answer.
template <class Message>
caf::behavior caller(caf::event_based_actor* self, invocation_actor invocation, Message msg,
                     std::shared_ptr<caller_log> log) {
  auto on_error = [self, log](caf::error& e) {
    log->error = std::move(e);
    self->quit();
  };
  if constexpr (std::is_same_v<Message, invocation_open>) {
    self->request(invocation, caf::infinite, std::move(msg))
        .then(
            [self, log](invocation_admission& a) {
              log->admission = std::move(a);
              self->quit();
            },
            on_error);
  } else {
    self->request(invocation, caf::infinite, std::move(msg))
        .then(
            [self, log](invocation_closed& c) {
              log->closed = std::move(c);
              self->quit();
            },
            on_error);
  }
  return {[](int) {}};  // stays alive until answered (or stopped by the fixture)
}

constexpr char invocation_database[] = "cxs_actor_invocation";

class Invocation : public cxs::test::ScratchDatabase<invocation_database> {
protected:
  static void SetUpTestSuite() {
    if (std::getenv("CXS_TEST_PG_HOST") == nullptr) {
      return;  // SetUp skips every test
    }
    ScratchDatabase::SetUpTestSuite();
    (void)persistence::ensure_org(*conn_, "org_1");
    persistence::project_fields f;
    f.name = "Ward";
    f.slug = "ward";
    (void)persistence::create_project(*conn_, "org_1", "prj_1", f);
    // The key the fake key cache knows (idempotency records refer to it).
    conn_->exec("INSERT INTO api_keys (id, org_id, project_id, name, mode, lookup_prefix, key_hash, created_by)"
                " VALUES ('key_1', 'org_1', 'prj_1', 'test', 'test', 'aaaaaaaaaaaa', $1, 'usr_test')",
                {"$2b$12$" + std::string(53, 'a')});
  }
  static void TearDownTestSuite() {
    if (conn_) {
      ScratchDatabase::TearDownTestSuite();
    }
  }

  void SetUp() override {
    if (!conn_) {
      GTEST_SKIP() << "CXS_TEST_PG_HOST and CXS_TEST_PG_PORT must name the test cluster (scripts/test sets them)";
    }
    conn_->exec("DELETE FROM idempotency_records");
    cfg_.set("scheduler.policy", caf::atom("testing"));
    sys_.emplace(cfg_);
    sched_ = &dynamic_cast<caf::scheduler::test_coordinator&>(sys_->scheduler());
    db_ = std::make_shared<held_db>();
    audit_ = std::make_shared<audit_log>();
    invocation_options options;
    db_->conn = conn_.get();
    db_fake_ = sys_->spawn(fake_db, db_);
    options.db = caf::actor_cast<db_actor>(db_fake_);
    options.audit = sys_->spawn(fake_audit, audit_);
    options.db_timeout = 1s;
    audit_actor_ = options.audit;
    invocation_ = spawn_invocation_actor(*sys_, options);
    config_.http.request_timeout_s = 30;
    svc_.config = &config_;
    svc_.db_timeout = 1s;
    svc_.keys = sys_->spawn(test::fake_key_cache, 0);
    svc_.invocation = invocation_;
  }

  void TearDown() override {
    if (!sys_) {
      return;
    }
    for (const auto& a : spawned_) {
      caf::anon_send_exit(a, caf::exit_reason::user_shutdown);
    }
    for (const auto& a : {caf::actor_cast<caf::actor>(invocation_), db_fake_,
                          caf::actor_cast<caf::actor>(audit_actor_), caf::actor_cast<caf::actor>(svc_.keys)}) {
      caf::anon_send_exit(a, caf::exit_reason::user_shutdown);
    }
    sched_->run();
    db_->tasks.clear();  // promises hold their actors
  }

  static invocation_open open_for(const std::string& request_id, const std::string& idempotency_key) {
    invocation_open open;
    open.key = key_principal{"key_1", "org_1", "prj_1", "test", {"extract"}, 0};
    open.endpoint = "text.extract";
    open.idempotency_key = idempotency_key;
    open.request_hash = "hash";
    open.request_id = request_id;
    return open;
  }

  template <class Message>
  std::shared_ptr<caller_log> send(Message msg) {
    auto log = std::make_shared<caller_log>();
    spawned_.push_back(sys_->spawn(caller<Message>, invocation_, std::move(msg), log));
    sched_->run();
    return log;
  }

  /// Runs the work of every held task that has not run yet, answering none.
  void run_held_work() {
    caf::anon_send(db_fake_, work_atom::value);
    sched_->run();
  }

  /// Answers the oldest held task "ran" without running its work (a broken pool).
  void answer_hollow() {
    caf::anon_send(db_fake_, hollow_atom::value);
    sched_->run();
  }

  /// Runs and answers the oldest held task.
  void step_database() {
    caf::anon_send(db_fake_, step_atom::value);
    sched_->run();
  }

  /// Runs and answers held tasks, oldest first, until none is left (answers may send more).
  void run_database() {
    while (!db_->tasks.empty()) {
      step_database();
    }
  }

  /// The Idempotency-Key's record: its state, or nothing when the key is free.
  static std::optional<std::string> record_of(const std::string& idempotency_key) {
    auto r = conn_->exec("SELECT state FROM idempotency_records WHERE idempotency_key = $1", {idempotency_key});
    if (r.rows() == 0) {
      return std::nullopt;
    }
    return r.text(0, 0);
  }

  static http_request audited_request(const std::string& request_id, const std::string& idempotency_key) {
    http_request req;
    req.method = "POST";
    req.path = "/api/v1/extract/opd";
    req.route = "/api/v1/extract/:apiSlug";
    req.request_id = request_id;
    req.received_at = std::chrono::steady_clock::now();
    req.headers.emplace_back("authorization", "Bearer svc_test_" + std::string(40, 'a'));
    req.headers.emplace_back("idempotency-key", idempotency_key);
    return req;
  }

  /// A supervisor for an audited call whose work answers 200 at once (and notes it ran).
  caf::actor start_supervisor(const std::string& request_id, const std::string& idempotency_key) {
    auto ran = work_ran_;
    auto handler = [ran](const std::shared_ptr<request_context>& ctx) {
      http::run_audited(ctx, "text.extract", "extract",
                        [ran](const std::shared_ptr<request_context>&, const key_principal&, http::audited_done done) {
                          *ran = true;
                          http::audited_result r;
                          r.response = json_response(200, "{}");
                          done(std::move(r));
                        });
    };
    auto reply = [this](http_response res) { answers_.push_back(std::move(res)); };
    auto supervisor = spawn_request_supervisor(*sys_, svc_, audited_request(request_id, idempotency_key), handler, reply);
    spawned_.push_back(supervisor);
    return supervisor;
  }

  caf::actor_system_config cfg_;
  std::optional<caf::actor_system> sys_;
  caf::scheduler::test_coordinator* sched_ = nullptr;
  std::shared_ptr<held_db> db_;
  std::shared_ptr<audit_log> audit_;
  caf::actor db_fake_;
  audit_writer_actor audit_actor_;
  invocation_actor invocation_;
  config::service_config config_;
  services svc_;
  std::vector<caf::actor> spawned_;
  std::shared_ptr<bool> work_ran_ = std::make_shared<bool>(false);
  std::vector<http_response> answers_;
};

// --- the actor ends ----------------------------------------------------------------------

TEST_F(Invocation, ItsEndRefusesAnOpenWhoseClaimIsStillRunningAndTheClaimIsReleasedWhenItLands) {
  auto caller = send(open_for("req_t1", "k1"));
  ASSERT_EQ(db_->tasks.size(), 1U);  // the claim statement, not run yet
  caf::anon_send_exit(invocation_, caf::exit_reason::kill);
  sched_->run();
  ASSERT_TRUE(caller->answered()) << "the open hangs";
  ASSERT_TRUE(caller->admission.has_value());
  EXPECT_EQ(caller->admission->what, invocation_admission::verdict::refused);
  EXPECT_EQ(caller->admission->refusal.code, error_code::internal);
  run_database();  // the claim statement runs after all: it lets the key go again
  EXPECT_EQ(record_of("k1"), std::nullopt);
}

TEST_F(Invocation, ItsEndReleasesAKeyClaimedByAStatementWhoseAnswerItNeverRead) {
  auto caller = send(open_for("req_t2", "k2"));
  run_held_work();  // claimed in the database; the answer is not delivered
  ASSERT_EQ(record_of("k2"), std::optional<std::string>("IN_PROGRESS"));
  caf::anon_send_exit(invocation_, caf::exit_reason::kill);
  sched_->run();
  ASSERT_TRUE(caller->admission.has_value()) << "the open hangs";
  EXPECT_EQ(caller->admission->what, invocation_admission::verdict::refused);
  run_database();
  EXPECT_EQ(record_of("k2"), std::nullopt);
}

TEST_F(Invocation, ItsEndAnswersAHeldClose503AuditUnavailableAndReleasesItsKey) {
  auto opener = send(open_for("req_t3", "k3"));
  run_database();
  ASSERT_TRUE(opener->admission.has_value());
  ASSERT_EQ(opener->admission->what, invocation_admission::verdict::proceed);
  invocation_close close;
  close.who = invocation_caller{"org_1", "prj_1", "key_1"};
  close.endpoint = "text.extract";
  close.request_id = "req_t3";
  close.received_at = std::chrono::steady_clock::now();
  close.claim = opener->admission->claim;
  close.response = json_response(200, "{}");
  auto closer = send(close);
  ASSERT_EQ(audit_->records.size(), 1U);
  ASSERT_EQ(db_->tasks.size(), 1U);  // the key's settlement, held
  caf::anon_send_exit(invocation_, caf::exit_reason::kill);
  sched_->run();
  ASSERT_TRUE(closer->closed.has_value()) << "the close hangs";
  EXPECT_EQ(closer->closed->response.status, 503U);
  EXPECT_EQ(closer->closed->response.error, error_code::audit_unavailable);
  EXPECT_FALSE(closer->closed->durable);
  run_database();
  EXPECT_EQ(record_of("k3"), std::nullopt);  // not replayed: the client never got the 200
}

TEST_F(Invocation, AfterItsEndACallIsAnswered503AtOnceWithNothingClaimedOrRecorded) {
  caf::anon_send_exit(invocation_, caf::exit_reason::kill);
  sched_->run();
  start_supervisor("req_t9", "k9");
  sched_->run();  // the open is bounced by CAF
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 503U);
  EXPECT_EQ(answers_[0].error, error_code::service_unavailable);
  EXPECT_FALSE(*work_ran_);
  EXPECT_TRUE(db_->tasks.empty());
  EXPECT_TRUE(audit_->records.empty());
}

TEST_F(Invocation, AClaimThatLandsAfterThePoolTimedOutIsReleased) {
  auto caller = send(open_for("req_t10", "k10"));
  ASSERT_EQ(db_->tasks.size(), 1U);
  sched_->trigger_timeouts();  // the pool does not answer within the database budget
  sched_->run();
  ASSERT_TRUE(caller->admission.has_value());
  EXPECT_EQ(caller->admission->refusal.code, error_code::service_unavailable);
  run_database();  // the statement still runs, and claims
  EXPECT_EQ(record_of("k10"), std::nullopt);
}

// --- a step throws -----------------------------------------------------------------------

TEST_F(Invocation, AStepThatThrowsFailsOnlyItsOwnCallAndTheActorServesOn) {
  auto broken = send(open_for("req_t4", "k4"));
  ASSERT_EQ(db_->tasks.size(), 1U);
  answer_hollow();  // a pool that answers "ran" without running the work (a bug): reading the result throws
  ASSERT_TRUE(broken->admission.has_value()) << "the open hangs";
  EXPECT_EQ(broken->admission->what, invocation_admission::verdict::refused);
  EXPECT_EQ(broken->admission->refusal.code, error_code::internal);
  auto next = send(open_for("req_t4b", "k4b"));
  run_database();
  ASSERT_TRUE(next->admission.has_value()) << "the actor ended";
  EXPECT_EQ(next->admission->what, invocation_admission::verdict::proceed);
  EXPECT_EQ(record_of("k4b"), std::optional<std::string>("IN_PROGRESS"));
}

// --- the request supervisor ends first ----------------------------------------------------

TEST_F(Invocation, ACallAnsweredNormallyIsRecordedOnceAndItsKeyCompleted) {
  start_supervisor("req_t5", "k5");
  sched_->run();
  run_database();
  ASSERT_EQ(answers_.size(), 1U);
  EXPECT_EQ(answers_[0].status, 200U);
  ASSERT_EQ(audit_->records.size(), 1U);
  EXPECT_TRUE(audit_->records[0].success);
  EXPECT_EQ(record_of("k5"), std::optional<std::string>("COMPLETED"));
}

TEST_F(Invocation, AClientGoneWhileItsOpenRunsIsRecordedOnceAndItsKeyReleased) {
  auto supervisor = start_supervisor("req_t6", "k6");
  sched_->run();
  ASSERT_EQ(db_->tasks.size(), 1U);  // the claim statement
  caf::anon_send(supervisor, client_closed_atom::value);
  sched_->run();
  run_database();  // the claim lands after the supervisor ended
  EXPECT_FALSE(*work_ran_);
  EXPECT_TRUE(answers_.empty());
  ASSERT_EQ(audit_->records.size(), 1U);
  EXPECT_EQ(audit_->records[0].request_id, "req_t6");
  EXPECT_EQ(audit_->records[0].error_code, std::optional<std::string>("CLIENT_CLOSED"));
  EXPECT_EQ(record_of("k6"), std::nullopt);
}

TEST_F(Invocation, ADeadlinePassedWhileItsOpenRunsIsRecordedOnceAndItsKeyReleased) {
  auto supervisor = start_supervisor("req_t7", "k7");
  sched_->run();
  ASSERT_EQ(db_->tasks.size(), 1U);
  caf::anon_send_exit(supervisor, caf::exit_reason::user_shutdown);  // what the edge does at the deadline
  sched_->run();
  run_database();
  ASSERT_EQ(audit_->records.size(), 1U);
  EXPECT_EQ(audit_->records[0].error_code, std::optional<std::string>("UPSTREAM_TIMEOUT"));
  EXPECT_EQ(record_of("k7"), std::nullopt);
}

TEST_F(Invocation, ASupervisorEndedWithItsAdmissionUnreadIsRecordedOnceAndItsKeyReleased) {
  auto supervisor = start_supervisor("req_t8", "k8");
  sched_->run();
  ASSERT_EQ(db_->tasks.size(), 1U);
  // The claim is answered and the invocation actor admits the call, but the supervisor
  // ends before it reads the admission in its mailbox (here an exit sent urgent, so it is
  // handled first; in service, e.g., a crash on a message queued before the admission).
  caf::anon_send(db_fake_, step_atom::value);
  ASSERT_TRUE(sched_->prioritize(db_fake_));
  sched_->run_once();  // the pool answers the claim
  ASSERT_TRUE(sched_->prioritize(invocation_));
  sched_->run_once();
  caf::actor_cast<caf::strong_actor_ptr>(supervisor)
      ->enqueue(nullptr, caf::make_message_id(caf::message_priority::high),
                caf::make_message(caf::exit_msg{supervisor.address(), caf::exit_reason::user_shutdown}), nullptr);
  sched_->run();
  ASSERT_FALSE(*work_ran_) << "the supervisor read its admission first: this test's premise does not hold";
  run_database();
  ASSERT_EQ(audit_->records.size(), 1U);
  EXPECT_EQ(audit_->records[0].error_code, std::optional<std::string>("UPSTREAM_TIMEOUT"));
  EXPECT_EQ(record_of("k8"), std::nullopt);
}

} // namespace
} // namespace cxs::actors
