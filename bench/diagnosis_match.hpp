#pragma once
// The diagnosis matching rule of the ACI-Bench dev set's README, shared by bench/aci_eval.cpp
// and the diagnosis corpus test (tests/unit/diagnosis_corpus_test.cpp) so that both count a
// listed diagnosis the same way: normalised tokens overlap at Jaccard >= 0.5, or both names
// resolve to the same condition row ("high blood pressure" = hypertension), diabetes types
// are not distinguished, and different laterality never matches. `strict` drops the two
// synonym steps.

#include <cctype>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/terminology/terminology.hpp"

namespace cxs::bench {

namespace term = cxs::domain::terminology;

inline std::string normalise(std::string_view s, bool american = true) {
  std::string out;
  bool space = true;
  for (const char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
      out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
      space = false;
    } else if (!space) {
      out.push_back(' ');
      space = true;
    }
  }
  while (!out.empty() && out.back() == ' ') {
    out.pop_back();
  }
  // British → American spelling of the few stems the tables use.
  if (!american) {
    return out;
  }
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"haem", "hem"}, {"oesoph", "esoph"},
                                 {"oedema", "edema"}, {"anaem", "anem"}, {"dyspnoea", "dyspnea"},
                                 {"diarrhoea", "diarrhea"}, {"oestr", "estr"}}) {
    for (auto at = out.find(from); at != std::string::npos; at = out.find(from, at + to.size())) {
      out.replace(at, from.size(), to);
    }
  }
  return out;
}

inline std::vector<std::string> tokens_of(const std::string& norm) {
  std::vector<std::string> out;
  std::istringstream in(norm);
  std::string w;
  while (in >> w) {
    if (w != "of" && w != "the" && w != "a" && w != "an" && w != "and") {
      out.push_back(w);
    }
  }
  return out;
}

inline std::string laterality(const std::string& norm) {
  const auto toks = tokens_of(norm);
  std::set<std::string> sides;
  for (const auto& w : toks) {
    if (w == "right" || w == "left" || w == "bilateral") {
      sides.insert(w);
    }
  }
  return sides.size() == 1 ? *sides.begin() : (sides.empty() ? "" : "mixed");
}

inline std::optional<term::concept_ref> condition_of(const std::string& norm) {
  std::string stripped;
  for (const auto& w : tokens_of(norm)) {
    if (w == "right" || w == "left" || w == "bilateral" || w == "side") {
      continue;
    }
    stripped += (stripped.empty() ? "" : " ") + w;
  }
  const auto ref = term::default_terminology().lookup(stripped);
  if (ref && ref->kind == term::concept_kind::condition) {
    return ref;
  }
  return std::nullopt;
}

inline bool diagnosis_match(const std::string& pred, const std::string& gold, bool strict) {
  const auto a = normalise(pred);
  const auto b = normalise(gold);
  const auto la = laterality(a);
  const auto lb = laterality(b);
  if (!la.empty() && !lb.empty() && la != lb) {
    return false;
  }
  const auto ta = tokens_of(a);
  const auto tb = tokens_of(b);
  const std::set<std::string> sa(ta.begin(), ta.end());
  const std::set<std::string> sb(tb.begin(), tb.end());
  std::size_t inter = 0;
  for (const auto& w : sa) {
    inter += sb.count(w);
  }
  const auto uni = sa.size() + sb.size() - inter;
  if (uni > 0 && static_cast<double>(inter) / static_cast<double>(uni) >= 0.5) {
    return true;
  }
  if (strict) {
    return false;
  }
  // "Diabetes types are not distinguished" (README).
  if (sa.count("diabetes") != 0 && sb.count("diabetes") != 0 && sa.count("insipidus") == 0 &&
      sb.count("insipidus") == 0) {
    return true;
  }
  const auto ra = condition_of(normalise(pred, false));
  const auto rb = condition_of(normalise(gold, false));
  return ra && rb && *ra == *rb;
}

} // namespace cxs::bench
