#pragma once
// Reading the fresh test corpora for their unit tests (the rows as bench/corpus_tsv_rows.hpp
// reads them, each malformed row a test failure), and what their scoring shares: a one-field
// schema, scores per round.

#include "bench/corpus_tsv_rows.hpp"
#include "domain/schema/schema.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <cstddef>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

namespace cxs::test {

using corpus_row = bench::corpus_row;

inline std::vector<corpus_row> read_corpus_tsv(const std::string& path, std::size_t columns) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << path;
  std::vector<std::size_t> bad_lines;
  auto rows = bench::read_corpus_rows(in, columns, bad_lines);
  for (const auto line : bad_lines) {
    ADD_FAILURE() << path << ":" << line << ": not " << columns << " columns";
  }
  return rows;
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
