#pragma once
// Reading the fresh test corpora (tests/fixtures/context/extraction_traps*.tsv,
// tests/fixtures/medications/med_corpus*.tsv) for their unit tests: one row per data line,
// blank and '#' lines skipped, the first other line the column names, "\n" in the last
// column (the text) read as a line break. A "# round N ..." comment names the round of the
// lines below it. tests/data_checks/corpus_split.py checks the same files' format and split.

#include <gtest/gtest.h>

#include <cstddef>
#include <fstream>
#include <sstream>
#include <string>
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

} // namespace cxs::test
