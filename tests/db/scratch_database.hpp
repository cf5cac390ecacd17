#pragma once
// A scratch database on the test cluster scripts/test starts (CXS_TEST_PG_HOST /
// CXS_TEST_PG_PORT), with every migration applied: one per test suite, dropped after it.

#include "persistence/migrations.hpp"
#include "persistence/pg.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace cxs::test {

inline pg::connect_options test_cluster_options(const std::string& database) {
  const char* host = std::getenv("CXS_TEST_PG_HOST");
  const char* port = std::getenv("CXS_TEST_PG_PORT");
  if (host == nullptr || port == nullptr) {
    throw std::runtime_error(
        "CXS_TEST_PG_HOST and CXS_TEST_PG_PORT must name the test cluster (scripts/test sets them)");
  }
  pg::connect_options options;
  options.url = "postgresql:///" + database + "?host=" + std::string(host) + "&port=" + port + "&user=postgres";
  options.application_name = "cxs-db-tests";
  return options;
}

/// Base of a suite that shares one scratch database named `Name` + the process id.
template <const char* Name>
class ScratchDatabase : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    name_ = std::string(Name) + "_" + std::to_string(::getpid());
    pg::connection admin(test_cluster_options("postgres"));
    admin.exec("DROP DATABASE IF EXISTS " + name_);
    admin.exec("CREATE DATABASE " + name_);
    conn_ = std::make_unique<pg::connection>(test_cluster_options(name_));
    persistence::migrate(*conn_);
  }
  static void TearDownTestSuite() {
    conn_.reset();
    pg::connection admin(test_cluster_options("postgres"));
    admin.exec("DROP DATABASE IF EXISTS " + name_);
  }

  static inline std::string name_;
  static inline std::unique_ptr<pg::connection> conn_;
};

}  // namespace cxs::test
