#include "actors/rate_limiter_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/stateful_actor.hpp>
#include <caf/typed_event_based_actor.hpp>

#include <cmath>
#include <unordered_map>

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

namespace {

struct rate_limiter_state {
  static inline const char* name = "rate_limiter";
  std::unordered_map<std::string, token_bucket> buckets;
};

double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

rate_limiter_actor::behavior_type rate_limiter(rate_limiter_actor::stateful_pointer<rate_limiter_state> self,
                                               int per_minute, int burst) {
  return {
      [self, per_minute, burst](take_atom, const std::string& key) -> int {
        auto& buckets = self->state.buckets;
        const double now = now_seconds();
        auto it = buckets.find(key);
        if (it == buckets.end()) {
          // Bounded memory: idle buckets are full anyway, so dropping them changes nothing.
          if (buckets.size() > 100000) {
            buckets.clear();
          }
          it = buckets.emplace(key, token_bucket(per_minute / 60.0, burst, now)).first;
        }
        return it->second.take(now);
      },
  };
}

} // namespace

rate_limiter_actor spawn_rate_limiter(caf::actor_system& system, int per_minute, int burst) {
  return system.spawn(rate_limiter, per_minute, burst);
}

} // namespace cxs::actors
