#pragma once
// Shared by the review tests: the allergies the embedded rules find in a text, as
// "<allergen>><reaction>;" for each, and "nkda;" first when none were stated.

#include <string>
#include <string_view>

#include "domain/extraction/engine.hpp"

namespace cxs::test {

inline std::string allergies(std::string_view text) {
  const auto f = domain::extraction::collect_facts(text);
  std::string out = f.no_known_allergies ? "nkda;" : "";
  for (const auto& a : f.allergies) {
    out += a.substance + ">" + a.reaction + ";";
  }
  return out;
}

}  // namespace cxs::test
