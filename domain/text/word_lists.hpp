#pragma once
// Membership in a short fixed list of words, the rules' most common question ("is this word
// one of the copulas?"), shared by ConText (clinical/context*) and the terminology matcher.

#include <array>
#include <cstddef>
#include <cstdint>
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

namespace detail {

/// The (length mod 32, first byte mod 64) pairs of a list's words, a bit each: a word whose
/// pair has no bit is in no list position, whatever its bytes.
struct word_list_filter {
  std::array<std::uint64_t, 32> bits{};
  bool has_empty = false;
};

template <std::size_t N>
constexpr word_list_filter filter_of(const std::array<std::string_view, N>& words) {
  word_list_filter f;
  for (const std::string_view x : words) {
    if (x.empty()) {
      f.has_empty = true;
    } else {
      f.bits[x.size() & 31U] |= std::uint64_t{1} << (static_cast<unsigned char>(x.front()) & 63U);
    }
  }
  return f;
}

template <const auto& Words>
inline constexpr word_list_filter filter_v = filter_of(Words);

}  // namespace detail

/// is_one_of for a list fixed at compile time (`is_listed<medicine_words>(w)`): the same answer,
/// but most words are turned away by one bit of a table built from the list at compile time
/// (its words' lengths and first bytes), with one well-predicted branch, where is_one_of tests
/// each listed word (a length compare and a branch apiece, and the branches on lengths that
/// happen to agree mispredict). Measured in the terminology matcher (spd24, issue 18), whose
/// lists of 20 to 50 words are asked about at nearly every match.
template <const auto& Words>
[[nodiscard]] inline bool is_listed(std::string_view w) noexcept {
  constexpr const detail::word_list_filter& filter = detail::filter_v<Words>;
  if (w.empty()) {
    return filter.has_empty;
  }
  if (((filter.bits[w.size() & 31U] >> (static_cast<unsigned char>(w.front()) & 63U)) & 1U) == 0) {
    return false;
  }
  return is_one_of(Words, w);
}

}  // namespace cxs::domain::text
