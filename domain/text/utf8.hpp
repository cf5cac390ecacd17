#pragma once
// UTF-8 offsets. Detectors work on byte offsets (what RE2 and string_view give); the API
// reports evidence as code-point offsets so a UI in any language can highlight the
// source. This converts between the two in one pass.

#include <cstddef>
#include <string_view>
#include <vector>

namespace cxs::domain::text {

/// Maps byte offsets of one text to code-point offsets. Built once per text (O(n)),
/// each lookup is O(log n) over the multi-byte positions only.
class offset_map {
public:
  explicit offset_map(std::string_view utf8);
  /// Code-point index of the character starting at (or containing) byte `byte_offset`;
  /// offsets past the end map to the total count.
  [[nodiscard]] std::size_t to_code_point(std::size_t byte_offset) const;
  [[nodiscard]] std::size_t code_points() const { return total_; }

private:
  // Byte offsets of every lead byte of a multi-byte character, in order; ASCII-only
  // texts keep this empty, which makes conversion free.
  std::vector<std::size_t> wide_starts_;
  std::vector<std::size_t> extra_before_;  ///< continuation bytes before wide_starts_[i]
  std::size_t total_ = 0;
  std::size_t bytes_ = 0;
};

/// One decoded UTF-8 sequence.
struct decoded_char {
  char32_t cp = 0;
  std::size_t len = 1;  ///< bytes consumed
};

/// Decodes the sequence starting at byte `i` (< utf8.size()). An invalid or truncated
/// sequence decodes as U+FFFD of length 1, so a scan never jumps past valid text.
[[nodiscard]] decoded_char decode_utf8(std::string_view utf8, std::size_t i) noexcept;

/// Number of code points in `utf8` (continuation bytes are not counted).
[[nodiscard]] std::size_t code_point_count(std::string_view utf8);

/// Moves `byte_offset` back to the start of the character containing it.
[[nodiscard]] std::size_t char_boundary(std::string_view utf8, std::size_t byte_offset);

} // namespace cxs::domain::text
