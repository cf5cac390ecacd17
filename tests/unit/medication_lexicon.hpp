#pragma once
// Shared by the medication tests (medications_test.cpp, medication_context_test.cpp): the
// medication lexicon parsed from medicines.tsv/codemix.tsv once for the whole binary, and
// whether a text yields a medicine of a given generic name.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "domain/clinical/medications.hpp"

namespace cxs::test::meds {

inline std::string read_data(std::string_view name) {
  std::ifstream in(std::string(CXS_SOURCE_DIR) + "/domain/terminology/data/" + std::string(name));
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// Built once for the whole binary: parsing the table is the slow part.
inline const domain::clinical::medication_lexicon& lexicon() {
  static const domain::clinical::medication_lexicon lex =
      domain::clinical::medication_lexicon::parse(read_data("medicines.tsv"), read_data("codemix.tsv"));
  return lex;
}

inline bool found(std::string_view text, std::string_view generic) {
  for (const auto& item : domain::clinical::find_medications(text, lexicon())) {
    if (item.generic == generic) {
      return true;
    }
  }
  return false;
}

}  // namespace cxs::test::meds
