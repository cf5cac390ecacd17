#pragma once
// Shared by the context rule tests: what the context assessment says of one mention, whether
// that reading leaves the condition there now, and what the engine lists for a text.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "domain/extraction/engine.hpp"
#include "tests/unit/corpus_tsv.hpp"

namespace cxs::test::context_probe {

// The context of the first occurrence of `target` in `text`.
inline domain::clinical::mention_context ctx(std::string_view text, std::string_view target) {
  const auto at = text.find(target);
  EXPECT_NE(at, std::string_view::npos) << target;
  return domain::clinical::assess_context(text, at, at + target.size());
}

// Whether the reading leaves the condition present now: not denied, not only supposed, not
// foretold, not past.
inline bool there_now(const domain::clinical::mention_context& c) {
  return !c.negated && (!c.hypothetical || c.presupposed) && !c.foretold && !c.historical;
}

// The names of the problems the engine lists for `text`, each followed by ";".
inline std::string listed(std::string_view text) {
  static const auto schema = one_field_schema("p", "Problems and symptoms", "diagnosis-list");
  const auto r = domain::extraction::extract(text, schema);
  std::string out;
  if (const auto& v = r.data.at("p"); v.is_array()) {
    for (const auto& i : v.as_array()) {
      out += std::string(i.at("name").as_string()) + ";";
    }
  }
  return out;
}

// Whether a listed problem's name holds `fragment` (tests drop the first letter: "sthma").
inline bool lists(std::string_view text, std::string_view fragment) {
  return listed(text).find(fragment) != std::string::npos;
}

}  // namespace cxs::test::context_probe
