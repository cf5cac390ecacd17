#pragma once
// A thin, owning wrapper over one libpq connection. Synchronous: call it only from the
// database worker threads (actors/db_pool) or from command-line subcommands, never from an
// I/O or scheduler thread. Every statement with values is parameterised.

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct pg_conn;
struct pg_result;

namespace cxs::pg {

/// A database failure. `sqlstate` is the five-character SQLSTATE ("" when the
/// connection itself failed). `what()` is the server's primary message (no DETAIL, which
/// can echo row values) and never contains the connection string.
class error : public std::runtime_error {
public:
  error(const std::string& message, std::string sqlstate, bool connection_lost, std::string constraint = {})
      : std::runtime_error(message), sqlstate_(std::move(sqlstate)), constraint_(std::move(constraint)),
        connection_lost_(connection_lost) {}
  [[nodiscard]] const std::string& sqlstate() const { return sqlstate_; }
  [[nodiscard]] bool connection_lost() const { return connection_lost_; }
  [[nodiscard]] bool unique_violation() const { return sqlstate_ == "23505"; }
  /// Name of the violated constraint, when there is one.
  [[nodiscard]] const std::string& constraint() const { return constraint_; }
  /// SQLSTATE and constraint only: safe for logs because it never carries a value.
  [[nodiscard]] std::string safe_summary() const { return sqlstate_ + (constraint_.empty() ? "" : " " + constraint_); }

private:
  std::string sqlstate_;
  std::string constraint_;
  bool connection_lost_;
};

/// The rows of one statement. Values are text; NULL is distinct from "".
class result {
public:
  explicit result(pg_result* res);
  ~result();
  result(result&& other) noexcept;
  result& operator=(result&& other) noexcept;
  result(const result&) = delete;
  result& operator=(const result&) = delete;

  [[nodiscard]] int rows() const;
  [[nodiscard]] int affected() const;  ///< rows changed by INSERT/UPDATE/DELETE
  [[nodiscard]] bool is_null(int row, int col) const;
  [[nodiscard]] std::string text(int row, int col) const;  ///< "" when NULL
  [[nodiscard]] std::optional<std::string> optional_text(int row, int col) const;
  [[nodiscard]] std::int64_t integer(int row, int col) const;  ///< 0 when NULL
  [[nodiscard]] bool boolean(int row, int col) const;

private:
  pg_result* res_;
};

using param = std::optional<std::string>;  ///< nullopt is SQL NULL

struct connect_options {
  std::string url;                ///< conninfo string or postgresql:// URI
  int connect_timeout_s = 5;
  int statement_timeout_ms = 15000;
  std::string application_name = "cxs";
};

/// A statement a connection parses and plans once, then only binds and executes: for
/// statements every request runs. Planning the audit insert cost as much as running it
/// (0.28 of 0.63 ms, pgbench on the 2-vCPU VM; docs/performance.md). `name`: lower-case
/// letters, digits and underscores, one per SQL text.
struct prepared_statement {
  std::string_view name;
  std::string_view sql;
};

class connection {
public:
  /// Opens a connection; throws pg::error on failure.
  explicit connection(const connect_options& options);
  ~connection();
  connection(const connection&) = delete;
  connection& operator=(const connection&) = delete;

  /// Runs one statement with positional parameters $1…$n; throws pg::error.
  result exec(std::string_view sql, const std::vector<param>& params = {});

  /// Runs `statement`, preparing it on this connection the first time. A pooler that drops
  /// server-side statements (pgbouncer before 1.21 in transaction mode, DISCARD ALL) is
  /// met by preparing again once; see docs/operations.md.
  result exec_prepared(const prepared_statement& statement, const std::vector<param>& params);

  /// Runs a script of several statements with no parameters (migrations only).
  void exec_script(std::string_view sql);

  /// False once the server connection is broken; the owner then opens a new one.
  [[nodiscard]] bool healthy() const;

  /// The raw handle, for LISTEN/NOTIFY polling.
  [[nodiscard]] pg_conn* native() const { return conn_; }

private:
  void prepare(const prepared_statement& statement);

  pg_conn* conn_ = nullptr;
  std::vector<std::string> prepared_;  ///< names prepared on this server connection (a handful)
};

/// Runs `fn` inside BEGIN/COMMIT, rolling back if it throws.
template <class Fn>
auto in_transaction(connection& conn, Fn&& fn) -> decltype(fn()) {
  conn.exec("BEGIN");
  try {
    if constexpr (std::is_void_v<decltype(fn())>) {
      fn();
      conn.exec("COMMIT");
    } else {
      auto value = fn();
      conn.exec("COMMIT");
      return value;
    }
  } catch (...) {
    if (conn.healthy()) {
      try {
        conn.exec("ROLLBACK");
      } catch (...) {
        // the original error is the one worth reporting
      }
    }
    throw;
  }
}

} // namespace cxs::pg
