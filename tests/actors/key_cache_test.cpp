// The key cache (actors/key_cache.cpp) answers a lookup held behind another request's
// verification: by that verification's put (a hit) or release (a miss), and, when the
// bounded set of verifications in progress is cleared, as a miss (not dropped).
//
// A real scheduler and a scoped_actor that waits for each answer (the wait only bounds a
// hang; nothing is timed).

#include <gtest/gtest.h>

#include "actors/key_cache_actor.hpp"

#include <caf/actor_system.hpp>
#include <caf/actor_system_config.hpp>
#include <caf/scoped_actor.hpp>
#include <caf/send.hpp>

#include <chrono>
#include <optional>
#include <string>

using cxs::actors::key_lookup;
using cxs::actors::key_principal;

namespace {

constexpr auto hang_bound = std::chrono::seconds(30);

class KeyCache : public ::testing::Test {
protected:
  caf::actor_system_config cfg;
  caf::actor_system sys{cfg};
  cxs::actors::cached_keys table{std::chrono::seconds(60)};
  cxs::actors::key_cache_actor cache = cxs::actors::spawn_key_cache(sys, table);
  // Optional: a scoped actor counts as a running actor, so it must be gone before
  // await_all_actors_done() can return.
  std::optional<caf::scoped_actor> owner{std::in_place, sys};
  caf::scoped_actor& self = *owner;

  ~KeyCache() override {
    caf::anon_send_exit(cache, caf::exit_reason::user_shutdown);
    owner.reset();
    sys.await_all_actors_done();
  }

  key_lookup lookup(const std::string& digest) {
    key_lookup out;
    self->request(cache, hang_bound, caf::get_atom::value, digest)
        .receive([&](key_lookup& r) { out = std::move(r); },
                 [&](caf::error& e) { ADD_FAILURE() << sys.render(e); });
    return out;
  }

  // Sends a lookup without waiting; its answer arrives later as a key_lookup message.
  void lookup_later(const std::string& digest) { self->send(cache, caf::get_atom::value, digest); }

  std::optional<key_lookup> next_answer() {
    std::optional<key_lookup> out;
    self->receive([&](key_lookup& r) { out = std::move(r); }, caf::after(hang_bound) >> [] {});
    return out;
  }
};

} // namespace

TEST_F(KeyCache, AHeldLookupIsAnsweredByTheVerificationsPut) {
  const auto first = lookup("d1");
  EXPECT_FALSE(first.hit);  // the caller verifies
  lookup_later("d1");       // held behind that verification
  key_principal p;
  p.key_id = "key_1";
  self->send(cache, caf::put_atom::value, std::string("d1"), p, first.generation);
  const auto held = next_answer();
  ASSERT_TRUE(held.has_value());
  EXPECT_TRUE(held->hit);
  EXPECT_EQ(held->principal.key_id, "key_1");
  EXPECT_TRUE(lookup("d1").hit);  // and cached
}

TEST_F(KeyCache, AHeldLookupIsAnsweredAMissByARelease) {
  EXPECT_FALSE(lookup("d1").hit);
  lookup_later("d1");
  self->send(cache, cxs::actors::release_atom::value, std::string("d1"));
  const auto held = next_answer();
  ASSERT_TRUE(held.has_value());
  EXPECT_FALSE(held->hit);
}

TEST_F(KeyCache, HeldLookupsAreAnsweredWhenTheVerificationsInProgressAreCleared) {
  EXPECT_FALSE(lookup("d1").hit);
  lookup_later("d1");  // held
  // More distinct unknown keys than the cache keeps verifications for: the set is cleared,
  // and the held lookup must be answered (a miss), not dropped.
  for (int i = 0; i <= 10001; ++i) {
    lookup_later("other-" + std::to_string(i));
  }
  // 10,003 answers: every new key's miss and the held lookup's (a miss too). A dropped held
  // lookup leaves one answer missing.
  int misses = 0;
  for (int i = 0; i < 10003; ++i) {
    const auto a = next_answer();
    ASSERT_TRUE(a.has_value()) << "answer " << i << " never came";
    misses += a->hit ? 0 : 1;
  }
  EXPECT_EQ(misses, 10003);
}

// The table the actor writes is what requests read in place: a put is visible there, an
// invalidation removes it, and a put from a verification that an invalidation overtook is
// not cached.
TEST_F(KeyCache, PutsAndInvalidationsReachTheSharedTable) {
  const auto first = lookup("d1");
  key_principal p;
  p.key_id = "key_1";
  p.org_id = "org_1";
  self->send(cache, caf::put_atom::value, std::string("d1"), p, first.generation);
  EXPECT_TRUE(lookup("d1").hit);  // the actor handled the put before this lookup
  ASSERT_TRUE(table.find("d1").has_value());
  EXPECT_EQ(table.find("d1")->key_id, "key_1");
  self->send(cache, cxs::actors::invalidate_atom::value, std::string("org"), std::string("org_1"));
  EXPECT_FALSE(lookup("d1").hit);
  EXPECT_FALSE(table.find("d1").has_value());
  // A verification that started before an invalidation is not cached.
  const auto stale = lookup("d2");
  self->send(cache, cxs::actors::invalidate_atom::value, std::string("key"), std::string("key_9"));
  self->send(cache, caf::put_atom::value, std::string("d2"), p, stale.generation);
  EXPECT_FALSE(lookup("d2").hit);
  EXPECT_FALSE(table.find("d2").has_value());
}
