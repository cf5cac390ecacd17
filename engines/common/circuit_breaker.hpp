#pragma once
// A circuit breaker for one remote engine: after `failure_threshold` consecutive failed
// calls it opens and callers stop calling the engine (they degrade or fail at once instead
// of waiting out a timeout per request); after `open_pause` it lets exactly one probe call
// through (half-open); the probe's success closes it, its failure opens it for another
// pause. Several worker threads share one breaker, so every member is thread-safe.
//
// Usage per call:
//   auto permit = breaker.try_acquire();
//   if (!permit) { /* open: skip the remote engine */ }
//   ... call ...
//   breaker.record(*permit, succeeded);
// A permit must be recorded exactly once; a probe that is never recorded would keep the
// breaker half-open forever, so callers record failure on every exit path.

#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string_view>

namespace cxs::engines {

/// The breaker's state, as seen by callers and metrics.
enum class breaker_state : std::uint8_t {
  closed,     ///< calls go through; failures are counted
  open,       ///< calls are refused until the pause ends
  half_open,  ///< one probe call is in flight; others are refused
};

/// "closed", "open", "half-open".
[[nodiscard]] std::string_view to_string(breaker_state state) noexcept;

/// Permission to make one call; hand it back to `record`.
struct breaker_permit {
  bool probe = false;  ///< this call is the half-open probe
};

class circuit_breaker {
 public:
  using clock_fn = std::function<std::chrono::steady_clock::time_point()>;

  struct options {
    int failure_threshold = 5;                      ///< consecutive failures that open the breaker
    std::chrono::milliseconds open_pause{30000};    ///< how long it stays open before a probe
  };

  /// `clock` is injectable so tests can move time; defaults to steady_clock::now.
  explicit circuit_breaker(options opts, clock_fn clock = {});

  /// A permit when a call may go ahead, empty when the breaker is open (or half-open with
  /// its probe already in flight).
  [[nodiscard]] std::optional<breaker_permit> try_acquire();

  /// Reports how the permitted call went.
  void record(breaker_permit permit, bool success);

  /// Current state (an open breaker whose pause has ended reports half_open only once a
  /// probe was granted; until then it reports open).
  [[nodiscard]] breaker_state state() const;

  /// Consecutive failures counted so far (reset by a success).
  [[nodiscard]] int consecutive_failures() const;

 private:
  options options_;
  clock_fn clock_;
  mutable std::mutex mutex_;
  breaker_state state_ = breaker_state::closed;
  int failures_ = 0;
  std::chrono::steady_clock::time_point opened_at_{};
};

} // namespace cxs::engines
