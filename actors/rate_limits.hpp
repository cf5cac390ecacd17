#pragma once
// Per-key token buckets (per replica: operators divide the configured rate by the
// replica count, see docs/operations.md). A bucket holds `burst` tokens and refills at
// `per_minute` tokens a minute; each request takes one.
//
// A plain object shared by every request of the replica, like quota_ledger, not an actor:
// taking a token is a map lookup and a few multiplications under a mutex held for well under
// a microsecond, where asking an actor cost every request two scheduler hand-offs (the
// limiter's turn and the answer's) and their thread wake-ups (docs/performance.md, issue 14).

#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace cxs::actors {

/// The bucket arithmetic, separate from the map so it can be unit-tested with a fake clock.
class token_bucket {
public:
  token_bucket(double per_second, double burst, double now_s) : rate_(per_second), burst_(burst), tokens_(burst), last_(now_s) {}
  /// Takes a token at time `now_s`; returns 0 or the seconds (rounded up) until one is free.
  int take(double now_s);

private:
  double rate_;
  double burst_;
  double tokens_;
  double last_;
};

/// Every key's bucket. Thread-safe.
class rate_limits {
public:
  rate_limits(int per_minute, int burst) : per_second_(per_minute / 60.0), burst_(burst) {}
  /// Takes a token from `key_id`'s bucket now: 0, or the seconds until one is free.
  [[nodiscard]] int take(std::string_view key_id);
  /// The same at time `now_s` (seconds on any monotonic clock; tests use a fake one).
  [[nodiscard]] int take(std::string_view key_id, double now_s);

private:
  std::mutex mutex_;
  double per_second_;
  double burst_;
  /// Looked up by string_view without making a string (heterogeneous lookup).
  struct key_hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, token_bucket, key_hash, std::equal_to<>> buckets_;
};

} // namespace cxs::actors
