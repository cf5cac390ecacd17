#pragma once
// Reading the fresh corpora's TSV files (tests/fixtures/context/extraction_traps*.tsv,
// tests/fixtures/medications/med_corpus*.tsv, tests/fixtures/diagnoses/dx_corpus*.tsv): one row
// per data line, blank and '#' lines skipped, the first other line the column names, "\n" in the
// last column (the text) read as a line break. A "# round N ..." comment names the round of the
// lines below it. Shared by the corpus unit tests (tests/unit/corpus_tsv.hpp, which adds their
// checks) and the bench tools that read the same files (bench/trap_decisions.cpp), so both read a
// line the same way. tests/data_checks/corpus_split.py checks the files' format and split.

#include <cctype>
#include <cstddef>
#include <istream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cxs::bench {

struct corpus_row {
  std::size_t line = 0;
  std::string round;  ///< the latest "# round N ..." comment above the line; empty before any
  std::vector<std::string> cols;  ///< exactly `columns` of them, the last unescaped
};

/// `s` with each two-character "\n" made a line break (the corpora keep a dialogue on one line).
inline std::string unescape_line_breaks(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size() && s[i + 1] == 'n') {
      out.push_back('\n');
      ++i;
    } else {
      out.push_back(s[i]);
    }
  }
  return out;
}

/// The words of `s` (runs of ASCII letters and digits), lower-cased: what the corpus scorers
/// compare a label with a listed name by (bench/trap_condition_match.hpp, the medication corpus).
inline std::vector<std::string> lower_alnum_words(std::string_view s) {
  std::vector<std::string> out;
  std::string w;
  for (const char ch : s) {
    if (std::isalnum(static_cast<unsigned char>(ch)) != 0) {
      w.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(ch))));
    } else if (!w.empty()) {
      out.push_back(w);
      w.clear();
    }
  }
  if (!w.empty()) {
    out.push_back(w);
  }
  return out;
}

/// The data rows of `in` with `columns` columns; the line number of each row with another count
/// goes to `bad_lines` (the caller decides whether that is a failure).
inline std::vector<corpus_row> read_corpus_rows(std::istream& in, std::size_t columns,
                                                std::vector<std::size_t>& bad_lines) {
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
    if (r.cols.size() != columns) {
      bad_lines.push_back(n);
      continue;
    }
    r.cols.back() = unescape_line_breaks(r.cols.back());
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace cxs::bench
