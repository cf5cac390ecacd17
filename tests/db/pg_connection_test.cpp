// pg::connection::exec_prepared against a real server: prepared once and reused, prepared
// again when the server forgot it (what a pooler's DISCARD ALL does), and never silently
// retried inside a transaction block, where the failure has already aborted the block.
#include "persistence/pg.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace {

using cxs::pg::connection;
using cxs::pg::prepared_statement;

connection connect_to_test_server() {
  const char* host = std::getenv("CXS_TEST_PG_HOST");
  const char* port = std::getenv("CXS_TEST_PG_PORT");
  if (host == nullptr || port == nullptr) {
    throw std::runtime_error("CXS_TEST_PG_HOST and CXS_TEST_PG_PORT must name the test cluster (scripts/test sets them)");
  }
  cxs::pg::connect_options options;
  options.url = std::string("postgresql:///postgres?host=") + host + "&port=" + port + "&user=postgres";
  options.application_name = "cxs-db-tests";
  return connection(options);
}

std::int64_t prepared_count(connection& conn, const std::string& name) {
  return conn.exec("SELECT count(*) FROM pg_prepared_statements WHERE name = $1", {name}).integer(0, 0);
}

constexpr prepared_statement add_one{"cxs_test_add_one", "SELECT $1::int + 1"};
constexpr prepared_statement divide{"cxs_test_divide", "SELECT 100 / $1::int"};

TEST(PreparedStatement, is_prepared_once_and_runs_again_with_new_parameters) {
  auto conn = connect_to_test_server();
  EXPECT_EQ(conn.exec_prepared(add_one, {"1"}).integer(0, 0), 2);
  // Inside a block a second PREPARE would fail (42P05 aborts the block): only a reuse passes.
  conn.exec("BEGIN");
  EXPECT_EQ(conn.exec_prepared(add_one, {"41"}).integer(0, 0), 42);
  conn.exec("ROLLBACK");
  EXPECT_EQ(prepared_count(conn, std::string(add_one.name)), 1);
}

TEST(PreparedStatement, is_prepared_again_when_the_server_forgot_it) {
  auto conn = connect_to_test_server();
  EXPECT_EQ(conn.exec_prepared(add_one, {"1"}).integer(0, 0), 2);
  conn.exec("DEALLOCATE ALL");
  ASSERT_EQ(prepared_count(conn, std::string(add_one.name)), 0);
  EXPECT_EQ(conn.exec_prepared(add_one, {"9"}).integer(0, 0), 10);
  EXPECT_EQ(prepared_count(conn, std::string(add_one.name)), 1);
}

TEST(PreparedStatement, a_different_statement_under_our_name_is_replaced) {
  // Behind a transaction pooler the server connection may already hold the name (PREPARE
  // fails with 42P05), possibly with another build's text (a rolling upgrade): that text
  // must not run. (A plain SQL PREPARE stands in: its recorded text is never ours.)
  auto conn = connect_to_test_server();
  conn.exec("PREPARE cxs_test_add_one AS SELECT $1::int + 100");
  EXPECT_EQ(conn.exec_prepared(add_one, {"4"}).integer(0, 0), 5);
  EXPECT_EQ(conn.exec("SELECT statement FROM pg_prepared_statements WHERE name = 'cxs_test_add_one'").text(0, 0),
            add_one.sql);
}

TEST(PreparedStatement, a_forgotten_statement_inside_a_transaction_is_an_error_not_a_retry) {
  auto conn = connect_to_test_server();
  EXPECT_EQ(conn.exec_prepared(add_one, {"1"}).integer(0, 0), 2);
  conn.exec("BEGIN");
  conn.exec("DEALLOCATE ALL");
  try {
    conn.exec_prepared(add_one, {"2"});
    ADD_FAILURE() << "expected the missing statement to raise inside the transaction";
  } catch (const cxs::pg::error& e) {
    EXPECT_EQ(e.sqlstate(), "26000");
    EXPECT_FALSE(e.connection_lost());
  }
  conn.exec("ROLLBACK");
  // Outside the block it recovers on its own.
  EXPECT_EQ(conn.exec_prepared(add_one, {"2"}).integer(0, 0), 3);
}

TEST(PreparedStatement, a_failing_execution_raises_its_sqlstate_and_keeps_the_statement) {
  auto conn = connect_to_test_server();
  try {
    conn.exec_prepared(divide, {"0"});
    ADD_FAILURE() << "expected division by zero";
  } catch (const cxs::pg::error& e) {
    EXPECT_EQ(e.sqlstate(), "22012");
  }
  conn.exec("BEGIN");  // a second PREPARE would abort the block: the statement must be reused
  EXPECT_EQ(conn.exec_prepared(divide, {"4"}).integer(0, 0), 25);
  conn.exec("ROLLBACK");
  EXPECT_EQ(prepared_count(conn, std::string(divide.name)), 1);
}

TEST(PreparedStatement, a_statement_that_does_not_parse_raises_and_is_not_remembered) {
  auto conn = connect_to_test_server();
  constexpr prepared_statement broken{"cxs_test_broken", "SELEC 1"};
  for (int i = 0; i < 2; ++i) {  // twice: a half-remembered name would skip PREPARE and fail differently
    try {
      conn.exec_prepared(broken, {});
      ADD_FAILURE() << "expected a syntax error";
    } catch (const cxs::pg::error& e) {
      EXPECT_EQ(e.sqlstate(), "42601");
    }
  }
  EXPECT_EQ(prepared_count(conn, std::string(broken.name)), 0);
}

} // namespace
