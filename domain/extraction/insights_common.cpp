#include "domain/extraction/insights_common.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <re2/re2.h>

#include "domain/clinical/context.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

namespace cxs::domain::extraction::insights_detail {

namespace json = boost::json;

std::string_view severity_name(severity s) {
  switch (s) {
    case severity::critical:
      return "critical";
    case severity::warning:
      return "warning";
    case severity::info:
      return "info";
  }
  return "info";
}

std::string to_lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) {
    c = lower_ascii(c);
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

bool has_word(std::string_view hay, std::string_view needle) {
  std::size_t pos = 0;
  while ((pos = hay.find(needle, pos)) != std::string_view::npos) {
    const bool left = pos == 0 || !is_alpha(hay[pos - 1]);
    const std::size_t after = pos + needle.size();
    const bool right = after == hay.size() || !is_alpha(hay[after]);
    if (left && right) {
      return true;
    }
    ++pos;
  }
  return false;
}

std::optional<text::byte_span> find_word_ci(std::string_view text, std::string_view needle) {
  if (needle.empty()) {
    return std::nullopt;
  }
  const auto lower_text = to_lower(text);
  const auto lower_needle = to_lower(needle);
  std::size_t pos = 0;
  while ((pos = lower_text.find(lower_needle, pos)) != std::string::npos) {
    const bool left = pos == 0 || !is_alpha(lower_text[pos - 1]);
    const std::size_t after = pos + lower_needle.size();
    const bool right = after == lower_text.size() || !is_alpha(lower_text[after]);
    if (left && right) {
      return text::byte_span{pos, after};
    }
    ++pos;
  }
  return std::nullopt;
}

std::vector<std::string> split(std::string_view s, std::string_view sep) {
  std::vector<std::string> out;
  while (!s.empty()) {
    const auto at = s.find(sep);
    const auto part = trim(s.substr(0, at));
    if (!part.empty()) {
      out.push_back(to_lower(part));
    }
    if (at == std::string_view::npos) {
      break;
    }
    s.remove_prefix(at + sep.size());
  }
  return out;
}

}  // namespace cxs::domain::extraction::insights_detail
