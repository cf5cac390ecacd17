#pragma once
// The temporary disk that decoded audio (16 kHz PCM, 32 KB per second) may use at once,
// across all requests ([audio] max_temp_mb). Each decode takes a lease that grows as the
// PCM file grows and gives the bytes back when the lease ends, with the request. A decode
// that cannot grow its lease stops (no_space) instead of filling the disk.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

namespace cxs::engines::audio {

class temp_budget {
public:
  /// `on_change` (may be empty) hears the bytes in use after every change: the metric.
  explicit temp_budget(std::int64_t cap_bytes, std::function<void(std::int64_t)> on_change = {})
      : cap_(cap_bytes), on_change_(std::move(on_change)) {}

  /// Takes `bytes` when they fit under the cap; false (nothing taken) otherwise.
  [[nodiscard]] bool try_take(std::int64_t bytes) {
    auto used = used_.load();
    do {
      if (used + bytes > cap_) {
        return false;
      }
    } while (!used_.compare_exchange_weak(used, used + bytes));
    if (on_change_) {
      on_change_(used + bytes);
    }
    return true;
  }
  void give_back(std::int64_t bytes) {
    const auto left = used_.fetch_sub(bytes) - bytes;
    if (on_change_) {
      on_change_(left);
    }
  }

  [[nodiscard]] std::int64_t used() const { return used_.load(); }
  [[nodiscard]] std::int64_t cap() const { return cap_; }

private:
  const std::int64_t cap_;
  std::atomic<std::int64_t> used_{0};
  const std::function<void(std::int64_t)> on_change_;
};

/// One request's share of a temp_budget; thread-compatible (one decode writes it).
class temp_lease {
public:
  /// Bytes are taken from the budget in steps of this size, not per write.
  static constexpr std::int64_t step = 1 << 20;

  explicit temp_lease(std::shared_ptr<temp_budget> budget) : budget_(std::move(budget)) {}
  ~temp_lease() {
    if (budget_) {
      budget_->give_back(held_);
    }
  }
  temp_lease(const temp_lease&) = delete;
  temp_lease& operator=(const temp_lease&) = delete;

  /// Makes sure `total` bytes are held; false when the budget cannot give the rest.
  [[nodiscard]] bool cover(std::int64_t total) {
    if (total <= held_) {
      return true;
    }
    const std::int64_t want = ((total - held_ + step - 1) / step) * step;
    if (!budget_->try_take(want)) {
      return false;
    }
    held_ += want;
    return true;
  }

  [[nodiscard]] std::int64_t held() const { return held_; }

private:
  std::shared_ptr<temp_budget> budget_;
  std::int64_t held_ = 0;
};

} // namespace cxs::engines::audio
