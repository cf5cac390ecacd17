#include "actors/rate_limits.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace cxs::actors {

int token_bucket::take(double now_s) {
  tokens_ = std::min(burst_, tokens_ + (now_s - last_) * rate_);
  last_ = now_s;
  if (tokens_ >= 1.0) {
    tokens_ -= 1.0;
    return 0;
  }
  return static_cast<int>(std::ceil((1.0 - tokens_) / rate_));
}

int rate_limits::take(std::string_view key_id) {
  return take(key_id, std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count());
}

int rate_limits::take(std::string_view key_id, double now_s) {
  const std::lock_guard lock(mutex_);
  auto it = buckets_.find(key_id);
  if (it == buckets_.end()) {
    // Bounded memory: idle buckets are full anyway, so dropping them changes nothing.
    if (buckets_.size() > 100000) {
      buckets_.clear();
    }
    it = buckets_.emplace(std::string(key_id), token_bucket(per_second_, burst_, now_s)).first;
  }
  return it->second.take(now_s);
}

} // namespace cxs::actors
