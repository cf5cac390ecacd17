#pragma once
// Reading the fresh test corpora (tests/fixtures/context/extraction_traps*.tsv,
// tests/fixtures/medications/med_corpus*.tsv, tests/fixtures/diagnoses/dx_corpus*.tsv) for
// their unit tests, and what their scoring shares (a one-field schema, scores per round): one row per data line,
// blank and '#' lines skipped, the first other line the column names, "\n" in the last
// column (the text) read as a line break. A "# round N ..." comment names the round of the
// lines below it. tests/data_checks/corpus_split.py checks the same files' format and split.

#include "domain/schema/schema.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <cstddef>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace cxs::test {

struct corpus_row {
  std::size_t line = 0;
  std::string round;  ///< the latest "# round N ..." comment above the line; empty before any
  std::vector<std::string> cols;  ///< exactly `columns` of them, the last unescaped
};

inline std::vector<corpus_row> read_corpus_tsv(const std::string& path, std::size_t columns) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << path;
  std::vector<corpus_row> out;
  std::string row;
  std::string round;
  std::size_t n = 0;
  bool header = false;
  while (std::getline(in, row)) {
    ++n;
    if (row.rfind("# round ", 0) == 0) {
      const auto end = row.find_first_of(" :(", 8);
      round = row.substr(8, end == std::string::npos ? std::string::npos : end - 8);
      continue;
    }
    if (row.empty() || row.front() == '#') {
      continue;
    }
    if (!header) {
      header = true;  // the column names
      continue;
    }
    corpus_row r{n, round, {}};
    std::stringstream ss(row);
    std::string c;
    while (std::getline(ss, c, '\t')) {
      r.cols.push_back(c);
    }
    EXPECT_EQ(r.cols.size(), columns) << path << ":" << n;
    if (r.cols.size() != columns) {
      continue;
    }
    std::string text;
    const std::string& raw = r.cols.back();
    for (std::size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] == '\\' && i + 1 < raw.size() && raw[i + 1] == 'n') {
        text.push_back('\n');
        ++i;
      } else {
        text.push_back(raw[i]);
      }
    }
    r.cols.back() = std::move(text);
    out.push_back(std::move(r));
  }
  return out;
}

/// A schema of one field (`key`, `label`, `type`): what a corpus test extracts.
inline domain::schema::extraction_schema one_field_schema(const std::string& key, const std::string& label,
                                                          const std::string& type) {
  const boost::json::value doc = {
      {"sections", boost::json::array{boost::json::object{
                       {"id", "s"},
                       {"title", "S"},
                       {"fields", boost::json::array{boost::json::object{{"key", key}, {"label", label}, {"type", type}}}}}}}};
  std::vector<domain::schema::problem> problems;
  auto parsed = domain::schema::parse_schema(doc, "schema", problems);
  EXPECT_TRUE(parsed.has_value());
  return parsed.value_or(domain::schema::extraction_schema{});
}

/// A corpus's scores in all and per round (in file order, by "# round N" marker).
template <class Score>
struct round_scores {
  Score total{};
  std::vector<std::pair<std::string, Score>> rounds;
  /// The score of the lines of round `name` (empty when the file has none).
  [[nodiscard]] Score round(const std::string& name) const {
    for (const auto& [n, r] : rounds) {
      if (n == name) {
        return r;
      }
    }
    return {};
  }
  /// The score a line of round `name` adds to besides the total; nullptr outside rounds.
  /// Lines come in file order, so a new name opens the next round.
  Score* round_of_line(const std::string& name) {
    if (name.empty()) {
      return nullptr;
    }
    if (rounds.empty() || rounds.back().first != name) {
      rounds.emplace_back(name, Score{});
    }
    return &rounds.back().second;
  }
};

} // namespace cxs::test
