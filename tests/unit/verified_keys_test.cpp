// security::verified_keys: a plaintext digest is proven only for the exact hash it matched.

#include "security/verified_keys.hpp"

#include <gtest/gtest.h>

namespace {

TEST(VerifiedKeys, ProvenOnlyForTheHashThatMatched) {
  cxs::security::verified_keys proofs;
  EXPECT_FALSE(proofs.proven("d1", "$2b$12$hashA"));
  proofs.remember("d1", "$2b$12$hashA");
  EXPECT_TRUE(proofs.proven("d1", "$2b$12$hashA"));
  EXPECT_FALSE(proofs.proven("d1", "$2b$12$hashB"));  // the key row now holds another hash
  EXPECT_FALSE(proofs.proven("d2", "$2b$12$hashA"));  // another plaintext
}

TEST(VerifiedKeys, PairsCannotBeForgedByShiftingTheBoundary) {
  cxs::security::verified_keys proofs;
  proofs.remember("ab", "c");
  EXPECT_FALSE(proofs.proven("a", "bc"));
}

TEST(VerifiedKeys, BoundedInSize) {
  cxs::security::verified_keys proofs(2);
  proofs.remember("d1", "h");
  proofs.remember("d2", "h");
  proofs.remember("d3", "h");  // over the bound: the older proofs are forgotten
  EXPECT_TRUE(proofs.proven("d3", "h"));
  EXPECT_FALSE(proofs.proven("d1", "h"));
}

}  // namespace
