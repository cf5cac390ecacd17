#pragma once
// Monthly usage quotas per organisation (CONTRACT "Errors": requests and audio seconds per
// calendar month, UTC; off by default). The ledger is this replica's view of each
// organisation's usage this month: the database count (all replicas' committed invocation
// rows) refreshed at most every `refresh` seconds, plus what this replica recorded since.
// So enforcement is exact within one replica and at most `refresh` seconds behind across
// replicas — a deliberate trade: a count query per request would cost more than the call.
//
// A mutex-guarded object rather than an actor: the check sits on every audited request and
// takes well under a microsecond; a message round trip per request would cost more.

#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace cxs::actors {

struct quota_limits {
  std::int64_t monthly_requests = 0;       ///< 0 = unlimited
  std::int64_t monthly_audio_seconds = 0;  ///< 0 = unlimited
  std::chrono::seconds refresh{5};
  [[nodiscard]] bool enabled() const { return monthly_requests > 0 || monthly_audio_seconds > 0; }
};

/// Usage of one organisation in one month.
struct monthly_usage {
  std::int64_t requests = 0;
  std::int64_t audio_seconds = 0;
};

/// The answer to "may this organisation make another call?".
struct quota_verdict {
  bool allowed = true;
  std::int64_t retry_after_s = 0;  ///< seconds until the month ends, when not allowed
};

class quota_ledger {
 public:
  using clock = std::chrono::system_clock;

  explicit quota_ledger(quota_limits limits) : limits_(limits) {}

  [[nodiscard]] const quota_limits& limits() const { return limits_; }

  /// The verdict from what the ledger knows, or nullopt when the organisation's usage must
  /// be (re)loaded first with `refreshed`.
  [[nodiscard]] std::optional<quota_verdict> check(const std::string& org_id, clock::time_point now);

  /// Replaces the organisation's usage with the database's count for `now`'s month.
  void refreshed(const std::string& org_id, monthly_usage usage, clock::time_point now);

  /// Counts one call this replica recorded (after its invocation row is durable).
  void record(const std::string& org_id, std::int64_t audio_seconds, clock::time_point now);

  /// "2026-11" style key of the UTC month containing `t`, as months since year 0.
  [[nodiscard]] static int month_of(clock::time_point t);
  /// Seconds from `t` to the start of the next UTC month (at least 1).
  [[nodiscard]] static std::int64_t seconds_to_next_month(clock::time_point t);

 private:
  struct entry {
    int month = 0;
    monthly_usage usage;
    std::chrono::steady_clock::time_point loaded_at;
  };
  quota_limits limits_;
  std::mutex mutex_;
  std::unordered_map<std::string, entry> orgs_;
};

} // namespace cxs::actors
