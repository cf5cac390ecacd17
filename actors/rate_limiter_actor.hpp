#pragma once
// Per-key token buckets (per replica: operators divide the configured rate by the
// replica count, see docs/operations.md). A bucket holds `burst` tokens and refills at
// `per_minute` tokens a minute; each request takes one.

#include <caf/atom.hpp>
#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <string>

namespace cxs::actors {

using take_atom = caf::atom_constant<caf::atom("take")>;

/// take(key id) → seconds to wait: 0 when a token was taken, else the time until one is free.
using rate_limiter_actor = caf::typed_actor<caf::replies_to<take_atom, std::string>::with<int>>;

[[nodiscard]] rate_limiter_actor spawn_rate_limiter(caf::actor_system& system, int per_minute, int burst);

/// The bucket arithmetic, separate from the actor so it can be unit-tested with a fake clock.
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

} // namespace cxs::actors
