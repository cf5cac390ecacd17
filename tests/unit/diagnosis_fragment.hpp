// For the review tests that ask whether a sentence's listed diagnoses hold a condition, named by
// a fragment of its name: one reading of "holds", so the reviews score their probes alike.
#pragma once

#include <gtest/gtest.h>

#include <cctype>
#include <string>
#include <string_view>

#include "domain/extraction/engine.hpp"

namespace cxs::test {

// Whether a diagnosis listed for `text` holds one of the "/"-separated lower-case alternatives of
// `fragment` in its name. `kept` says whether such a diagnosis is listed as confirmed or
// provisional (what a present probe asks); `got` receives every listed "[name|status]".
inline bool lists_fragment(std::string_view text, std::string_view fragment, std::string& got, bool& kept) {
  const auto facts = cxs::domain::extraction::collect_facts(text);
  bool found = false;
  kept = false;
  for (const auto& d : facts.diagnoses) {
    got += "[" + d.name + "|" + d.status + "]";
    std::string name(d.name);
    for (auto& c : name) {
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    for (std::size_t at = 0; at <= fragment.size();) {
      const auto bar = fragment.find('/', at);
      const auto alt = fragment.substr(at, bar == std::string_view::npos ? std::string_view::npos : bar - at);
      if (!alt.empty() && name.find(alt) != std::string::npos) {
        found = true;
        kept = kept || d.status == "confirmed" || d.status == "provisional";
      }
      if (bar == std::string_view::npos) {
        break;
      }
      at = bar + 1;
    }
  }
  return found;
}

// One probe of a review test: a sentence, a fragment of the condition's name ("/"-separated
// lower-case alternatives), and whether the patient has it now (listed confirmed or provisional)
// or it is not listed at all.
struct fragment_case {
  std::string_view text;
  std::string_view fragment;
  bool present;
};

// Expects `c` read as written; on failure, prints what was listed.
inline void expect_fragment_read(const fragment_case& c) {
  std::string got;
  bool kept = false;
  const bool found = lists_fragment(c.text, c.fragment, got, kept);
  EXPECT_TRUE(c.present ? found && kept : !found)
      << (c.present ? "present: " : "absent: ") << c.text << "\n  fragment: " << c.fragment
      << "\n  got: " << (got.empty() ? "-" : got);
}

}  // namespace cxs::test
