#include "engines/common/circuit_breaker.hpp"

#include <utility>

namespace cxs::engines {

std::string_view to_string(breaker_state state) noexcept {
  switch (state) {
    case breaker_state::open:
      return "open";
    case breaker_state::half_open:
      return "half-open";
    case breaker_state::closed:
      break;
  }
  return "closed";
}

circuit_breaker::circuit_breaker(options opts, clock_fn clock) : options_(opts), clock_(std::move(clock)) {
  if (!clock_) {
    clock_ = [] { return std::chrono::steady_clock::now(); };
  }
  if (options_.failure_threshold < 1) {
    options_.failure_threshold = 1;
  }
}

std::optional<breaker_permit> circuit_breaker::try_acquire() {
  const auto now = clock_();
  std::lock_guard lock(mutex_);
  switch (state_) {
    case breaker_state::closed:
      return breaker_permit{};
    case breaker_state::open:
      if (now - opened_at_ < options_.open_pause) {
        return std::nullopt;
      }
      state_ = breaker_state::half_open;
      return breaker_permit{.probe = true};
    case breaker_state::half_open:
      break;
  }
  return std::nullopt;  // the probe is still out
}

void circuit_breaker::record(breaker_permit permit, bool success) {
  const auto now = clock_();
  std::lock_guard lock(mutex_);
  if (success) {
    failures_ = 0;
    // A late success of a call granted while closed also closes a half-open breaker: the
    // engine answered, which is what the probe wanted to learn.
    state_ = breaker_state::closed;
    return;
  }
  ++failures_;
  // A failed probe re-opens for a full pause. A late failure of a call granted before the
  // breaker opened changes nothing: the breaker already acted on enough evidence.
  if (permit.probe || (state_ == breaker_state::closed && failures_ >= options_.failure_threshold)) {
    state_ = breaker_state::open;
    opened_at_ = now;
  }
}

breaker_state circuit_breaker::state() const {
  std::lock_guard lock(mutex_);
  return state_;
}

int circuit_breaker::consecutive_failures() const {
  std::lock_guard lock(mutex_);
  return failures_;
}

} // namespace cxs::engines
