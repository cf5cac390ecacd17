#pragma once
// Membership in a short fixed list of words, the rules' most common question ("is this word
// one of the copulas?"), shared by ConText (clinical/context*) and the terminology matcher.

#include <array>
#include <cstddef>
#include <string_view>

namespace cxs::domain::text {

/// Whether `w` is one of `words` (exact, byte for byte). The length and the first byte are
/// compared before the bytes: nearly every word a rule asks about differs from each listed
/// word in one of them, and comparing the bytes is a call to memcmp (std::find over the list
/// made one for every listed word of the same length).
template <std::size_t N>
[[nodiscard]] constexpr bool is_one_of(const std::array<std::string_view, N>& words, std::string_view w) noexcept {
  for (const std::string_view x : words) {
    if (x.size() == w.size() && (w.empty() || x.front() == w.front()) && x == w) {
      return true;
    }
  }
  return false;
}

}  // namespace cxs::domain::text
