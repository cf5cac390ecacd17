#pragma once
// Whether a listed diagnosis is a trap line's labelled condition (issue 18's negation/context
// corpus, tests/fixtures/context/extraction_traps*.tsv). Shared by the corpus test
// (tests/unit/context_corpus_test.cpp) and the per-line decision dump (bench/trap_decisions.cpp),
// so that both score a line the same way.

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json.hpp>

#include "bench/corpus_tsv_rows.hpp"
#include "domain/terminology/terminology.hpp"

namespace cxs::bench {

// The words of `s`, lower-cased, with a crude singular and British spellings as American.
inline std::vector<std::string> trap_words(std::string_view s) {
  std::vector<std::string> out = lower_alnum_words(s);
  for (auto& x : out) {  // crude singular, British → American
    if (x.size() > 3 && x.back() == 's' && x[x.size() - 2] != 's' && x != "diabetes" && x != "stairs") {
      x.pop_back();
    }
    for (const auto& [from, to] : {std::pair<std::string, std::string>{"diarrhoea", "diarrhea"},
                                   {"anaemia", "anemia"}, {"haematuria", "hematuria"},
                                   {"haemoptysi", "hemoptysi"}}) {
      if (x == from) {
        x = to;
      }
    }
  }
  return out;
}

// Whether a listed item is the labelled condition: all the label's words are in its name,
// or the terminology resolves the label to a row with the item's ICD-10 code.
inline bool same_trap_condition(const boost::json::object& item, const std::string& condition) {
  namespace term = cxs::domain::terminology;
  const auto name = trap_words(item.at("name").as_string());
  const auto want = trap_words(condition);
  if (std::all_of(want.begin(), want.end(),
                  [&](const std::string& w) { return std::find(name.begin(), name.end(), w) != name.end(); })) {
    return true;
  }
  const auto& t = term::default_terminology();
  const auto ref = t.lookup(condition);
  if (!ref || ref->kind != term::concept_kind::condition) {
    return false;
  }
  const auto* code = item.if_contains("icd10");
  return code != nullptr && code->is_string() && !code->as_string().empty() &&
         code->as_string() == t.codes(*ref).icd10;
}

}  // namespace cxs::bench
