#pragma once
// Shared by the PHI redactor tests: what `phi::redact` found in a text, as (kind, original
// value) pairs in order, with offsets in code points as the redactor reports them.

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

// The expected spans of a sentence whose identifiers are all names, in order.
inline found_list names(std::initializer_list<const char*> values) {
  found_list out;
  for (const char* v : values) {
    out.emplace_back("NAME", v);
  }
  return out;
}

}  // namespace cxs::test
