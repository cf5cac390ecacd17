#pragma once
// Shared by the PHI tests: the sweep that puts every medicine and condition term of the
// terminology tables into a cue's sentences and counts the names the redactor finds over them
// (moved from phi_context_names_test.cpp unchanged, so that more test files can use it).

#include <gtest/gtest.h>

#include <cstddef>
#include <fstream>
#include <string>
#include <vector>

#include "tests/unit/phi_found.hpp"

namespace cxs::test {

// Every medicine (generic and brand) and condition term of domain/terminology/data/,
// title-cased word by word ("dolo 650" -> "Dolo 650").
inline std::vector<std::string> terminology_terms() {
  std::vector<std::string> terms;
  for (const auto& [file, columns] : std::vector<std::pair<std::string, std::vector<std::size_t>>>{
           {"medicines.tsv", {0, 2}}, {"conditions.tsv", {0, 3}}}) {
    std::ifstream in(std::string(CXS_SOURCE_DIR) + "/domain/terminology/data/" + file);
    std::string raw;
    bool header = true;
    while (std::getline(in, raw)) {
      if (raw.empty() || raw[0] == '#') {
        continue;
      }
      if (header) {
        header = false;
        continue;
      }
      std::vector<std::string> cells(1);
      for (char c : raw) {
        if (c == '\t') {
          cells.emplace_back();
        } else {
          cells.back().push_back(c);
        }
      }
      for (std::size_t column : columns) {
        if (column >= cells.size()) {
          continue;
        }
        std::string term;
        for (char c : cells[column] + "|") {
          if (c == '|' || c == ';') {
            if (!term.empty()) {
              bool start = true;
              for (char& t : term) {
                if (start && t >= 'a' && t <= 'z') {
                  t = static_cast<char>(t - 'a' + 'A');
                }
                start = t == ' ' || t == '-';
              }
              terms.push_back(term);
            }
            term.clear();
          } else {
            term.push_back(c);
          }
        }
      }
    }
  }
  return terms;
}

// A term of the sweeps as a cue's sentence may write it.
struct term_forms {
  const std::string& term;  ///< title-cased, as terminology_terms() gives it
  std::string lower;
  std::string upper;
};

enum class sweep_scope { whole_sentence, over_the_term };

// Puts every term into the sentences `sentences_for` builds from its forms and counts the
// names the redactor finds (over the whole sentence, or only over the term where the
// sentences name real people beside it). WHO titles ("Sleep Disorder, Unspecified") are left
// out: the matcher does not read them in text either.
template <class Build>
std::size_t names_over_terms(Build sentences_for, sweep_scope scope) {
  static const auto terms = terminology_terms();
  EXPECT_GT(terms.size(), 1000U);
  std::size_t broken = 0;
  for (const auto& term : terms) {
    if (term.find_first_of(",(") != std::string::npos) {
      continue;
    }
    term_forms forms{term, term, term};
    for (char& c : forms.lower) {
      c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    for (char& c : forms.upper) {
      c = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    }
    for (const std::string& sentence : sentences_for(forms)) {
      if (scope == sweep_scope::whole_sentence) {
        cxs::test::count_names_over(sentence, broken);
        continue;
      }
      std::size_t at = sentence.find(term);
      at = at == std::string::npos ? sentence.find(forms.lower) : at;
      at = at == std::string::npos ? sentence.find(forms.upper) : at;
      cxs::test::count_names_over(sentence, broken, at, at + term.size());
    }
  }
  return broken;
}


}  // namespace cxs::test
