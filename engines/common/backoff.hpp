#pragma once
// Retry pacing shared by the remote engines: exponential backoff with full jitter, so
// workers that failed together do not retry together and hammer a recovering server.

#include <chrono>
#include <random>

namespace cxs::engines {

/// How a remote engine retries a failed call.
struct retry_policy {
  int retries = 2;                          ///< extra attempts after the first (the CONTRACT says twice)
  std::chrono::milliseconds backoff{250};   ///< the wait before the first retry is up to 1.5× this
};

/// The wait before retry number `retry` (1-based): base · 2^(retry−1), scaled by a random
/// factor in [0.5, 1.5).
[[nodiscard]] inline std::chrono::milliseconds backoff_delay(const retry_policy& policy, int retry) {
  thread_local std::mt19937 rng{std::random_device{}()};
  std::uniform_real_distribution<double> jitter(0.5, 1.5);
  const auto exponent = retry < 1 ? 0 : (retry > 10 ? 9 : retry - 1);
  const double base = static_cast<double>(policy.backoff.count()) * static_cast<double>(1 << exponent);
  return std::chrono::milliseconds(static_cast<long long>(base * jitter(rng)));
}

} // namespace cxs::engines
