#pragma once
// Shared by the PHI redactor tests: what `phi::redact` found in a text, as (kind, original
// value) pairs in order, with offsets in code points as the redactor reports them.

#include <gtest/gtest.h>

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/phi/redactor.hpp"

namespace cxs::test {

using found_list = std::vector<std::pair<std::string, std::string>>;

// The code points [start, end) of `text`.
inline std::string code_point_slice(std::string_view text, std::size_t start, std::size_t end) {
  std::size_t cp = 0;
  std::string out;
  for (char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      ++cp;
    }
    if (cp > start && cp <= end) {
      out.push_back(c);
    }
  }
  return out;
}

// (kind, original value) of every span the redactor found, in order.
inline found_list phi_found(std::string_view text) {
  found_list out;
  for (const auto& span : domain::phi::redact(text).spans) {
    out.emplace_back(std::string(domain::phi::kind_name(span.kind)), code_point_slice(text, span.start, span.end));
  }
  return out;
}

// Counts the names `phi::redact` finds in `sentence` over [from, to) (code points), adding a
// test failure for each of the first forty in `broken`: the term sweeps, which put every
// medicine and condition of the tables into a cue's sentences, require none.
inline void count_names_over(const std::string& sentence, std::size_t& broken, std::size_t from = 0,
                             std::size_t to = std::string::npos) {
  for (const auto& span : domain::phi::redact(sentence).spans) {
    if (span.kind == domain::phi::phi_kind::name && span.end > from && span.start < to) {
      ++broken;
      if (broken <= 40) {
        ADD_FAILURE() << "'" << sentence << "' redacts '" << code_point_slice(sentence, span.start, span.end) << "'";
      }
    }
  }
}

// The expected spans of a sentence whose identifiers are all names, in order.
inline found_list names(std::initializer_list<const char*> values) {
  found_list out;
  for (const char* v : values) {
    out.emplace_back("NAME", v);
  }
  return out;
}

// The expected span of a sentence whose one identifier is an address.
inline found_list address(const char* value) { return {{"ADDRESS", value}}; }

}  // namespace cxs::test
