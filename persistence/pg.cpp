#include "persistence/pg.hpp"

#include <libpq-fe.h>

#include <algorithm>
#include <cstdlib>

namespace cxs::pg {
namespace {

std::string trimmed(const char* text) {
  std::string out = text == nullptr ? "" : text;
  while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) {
    out.pop_back();
  }
  return out;
}

[[noreturn]] void raise(PGconn* conn, PGresult* res) {
  std::string sqlstate;
  std::string message;
  std::string constraint;
  if (res != nullptr) {
    const char* state = PQresultErrorField(res, PG_DIAG_SQLSTATE);
    sqlstate = state == nullptr ? "" : state;
    message = trimmed(PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY));
    const char* name = PQresultErrorField(res, PG_DIAG_CONSTRAINT_NAME);
    constraint = name == nullptr ? "" : name;
    PQclear(res);
  }
  if (message.empty()) {
    message = trimmed(PQerrorMessage(conn));
  }
  const bool lost = PQstatus(conn) != CONNECTION_OK;
  throw error(message, sqlstate, lost, constraint);
}

// libpq's view of the parameters: pointers into `params`, which must outlive the call.
std::vector<const char*> param_pointers(const std::vector<param>& params) {
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const auto& p : params) {
    values.push_back(p ? p->c_str() : nullptr);
  }
  return values;
}

} // namespace

result::result(PGresult* res) : res_(res) {}
result::~result() {
  if (res_ != nullptr) {
    PQclear(res_);
  }
}
result::result(result&& other) noexcept : res_(other.res_) { other.res_ = nullptr; }
result& result::operator=(result&& other) noexcept {
  if (this != &other) {
    if (res_ != nullptr) {
      PQclear(res_);
    }
    res_ = other.res_;
    other.res_ = nullptr;
  }
  return *this;
}
int result::rows() const { return PQntuples(res_); }
int result::affected() const {
  const char* n = PQcmdTuples(res_);
  return n == nullptr || *n == '\0' ? 0 : std::atoi(n);
}
bool result::is_null(int row, int col) const { return PQgetisnull(res_, row, col) == 1; }
std::string result::text(int row, int col) const {
  return is_null(row, col) ? std::string() : std::string(PQgetvalue(res_, row, col), PQgetlength(res_, row, col));
}
std::optional<std::string> result::optional_text(int row, int col) const {
  if (is_null(row, col)) {
    return std::nullopt;
  }
  return text(row, col);
}
std::int64_t result::integer(int row, int col) const {
  return is_null(row, col) ? 0 : std::strtoll(PQgetvalue(res_, row, col), nullptr, 10);
}
bool result::boolean(int row, int col) const { return !is_null(row, col) && PQgetvalue(res_, row, col)[0] == 't'; }

connection::connection(const connect_options& options) {
  const std::string timeout = std::to_string(options.connect_timeout_s);
  const std::string pg_options = "-c statement_timeout=" + std::to_string(options.statement_timeout_ms);
  // "dbname" is expanded as a full conninfo/URI; the keywords after it take precedence.
  const char* keys[] = {"dbname", "connect_timeout", "options", "application_name", nullptr};
  const char* values[] = {options.url.c_str(), timeout.c_str(), pg_options.c_str(), options.application_name.c_str(), nullptr};
  conn_ = PQconnectdbParams(keys, values, 1);
  if (conn_ == nullptr) {
    throw error("out of memory while connecting to the database", "", true);
  }
  if (PQstatus(conn_) != CONNECTION_OK) {
    const std::string message = trimmed(PQerrorMessage(conn_));
    PQfinish(conn_);
    conn_ = nullptr;
    throw error(message.empty() ? "cannot connect to the database" : message, "", true);
  }
  // Server notices ("relation already exists, skipping") would go to stderr unstructured.
  PQsetNoticeProcessor(conn_, [](void*, const char*) {}, nullptr);
}

connection::~connection() {
  if (conn_ != nullptr) {
    PQfinish(conn_);
  }
}

result connection::exec(std::string_view sql, const std::vector<param>& params) {
  const auto values = param_pointers(params);
  const std::string statement(sql);
  PGresult* res = PQexecParams(conn_, statement.c_str(), static_cast<int>(values.size()), nullptr, values.data(),
                               nullptr, nullptr, 0);
  const auto status = res == nullptr ? PGRES_FATAL_ERROR : PQresultStatus(res);
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
    raise(conn_, res);
  }
  return result(res);
}

void connection::prepare(const prepared_statement& statement) {
  const std::string name(statement.name);
  const std::string sql(statement.sql);
  for (int attempt = 0;; ++attempt) {
    PGresult* res = PQprepare(conn_, name.c_str(), sql.c_str(), 0, nullptr);
    const auto status = res == nullptr ? PGRES_FATAL_ERROR : PQresultStatus(res);
    if (status == PGRES_COMMAND_OK) {
      PQclear(res);
      break;
    }
    // 42P05: the server already has a statement of that name (behind a transaction
    // pooler: a server connection this one used before). It is ours if its text is ours;
    // one of another build (a rolling upgrade) is replaced. Inside a transaction block the
    // failure has aborted the block: that is an error.
    const char* state = res == nullptr ? nullptr : PQresultErrorField(res, PG_DIAG_SQLSTATE);
    if (attempt > 0 || state == nullptr || std::string_view(state) != "42P05" ||
        PQtransactionStatus(conn_) != PQTRANS_IDLE) {
      raise(conn_, res);
    }
    PQclear(res);
    auto existing = exec("SELECT statement FROM pg_prepared_statements WHERE name = $1", {name});
    if (existing.rows() == 1 && existing.text(0, 0) == sql) {
      break;
    }
    exec("DEALLOCATE \"" + name + "\"");  // our names are plain identifiers (see prepared_statement)
  }
  prepared_.push_back(name);
}

result connection::exec_prepared(const prepared_statement& statement, const std::vector<param>& params) {
  const auto values = param_pointers(params);
  const std::string name(statement.name);
  for (int attempt = 0;; ++attempt) {
    if (std::find(prepared_.begin(), prepared_.end(), name) == prepared_.end()) {
      prepare(statement);
    }
    PGresult* res = PQexecPrepared(conn_, name.c_str(), static_cast<int>(values.size()), values.data(), nullptr,
                                   nullptr, 0);
    const auto status = res == nullptr ? PGRES_FATAL_ERROR : PQresultStatus(res);
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) {
      return result(res);
    }
    const char* state = res == nullptr ? nullptr : PQresultErrorField(res, PG_DIAG_SQLSTATE);
    // 26000: the server no longer knows the statement (a pooler discarded it). Outside a
    // transaction block nothing was done, so preparing again and re-running is safe.
    if (attempt == 0 && state != nullptr && std::string_view(state) == "26000" &&
        PQtransactionStatus(conn_) == PQTRANS_IDLE) {
      PQclear(res);
      prepared_.erase(std::remove(prepared_.begin(), prepared_.end(), name), prepared_.end());
      continue;
    }
    raise(conn_, res);
  }
}

void connection::exec_script(std::string_view sql) {
  const std::string script(sql);
  PGresult* res = PQexec(conn_, script.c_str());
  const auto status = res == nullptr ? PGRES_FATAL_ERROR : PQresultStatus(res);
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
    raise(conn_, res);
  }
  PQclear(res);
}

bool connection::healthy() const { return conn_ != nullptr && PQstatus(conn_) == CONNECTION_OK; }

} // namespace cxs::pg
