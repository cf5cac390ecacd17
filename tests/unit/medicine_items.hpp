#pragma once
// Shared by the review tests: the current medicines the embedded rules find in a text, as
// "<generic> <frequency>;" for each.

#include <string>
#include <string_view>

#include "domain/extraction/engine.hpp"

namespace cxs::test {

inline std::string medicines(std::string_view text) {
  const auto f = domain::extraction::collect_facts(text);
  std::string out;
  for (const auto& m : f.medications) {
    out += m.generic + " " + m.frequency + ";";
  }
  return out;
}

}  // namespace cxs::test
