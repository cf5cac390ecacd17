#pragma once
// UTF-8 offsets. Detectors work on byte offsets (what RE2 and string_view give); the API
// reports evidence as code-point offsets so a UI in any language can highlight the
// source. This converts between the two in one pass.

#include "domain/text/numbers.hpp"  // byte_span

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::text {

/// Maps byte offsets of one text to code-point offsets. A code point is counted at every
/// byte that is not a UTF-8 continuation byte (10xxxxxx), the documented rule of the API,
/// so a stray continuation byte (invalid input) belongs to no character and adds nothing.
/// Built once per text (O(n)); each lookup is O(log n) over the continuation-byte runs
/// only.
class offset_map {
public:
  explicit offset_map(std::string_view utf8);
  /// Code-point index of the character starting at (or containing) byte `byte_offset`:
  /// the number of non-continuation bytes before it, minus one when `byte_offset` is a
  /// continuation byte itself (it is inside the character that started before it).
  /// Never decreases as `byte_offset` grows and never exceeds `code_points()`; offsets
  /// past the end map to the total count.
  [[nodiscard]] std::size_t to_code_point(std::size_t byte_offset) const;
  [[nodiscard]] std::size_t code_points() const { return total_; }

private:
  // Every maximal run of continuation bytes, in order: where it starts, and how many
  // continuation bytes come before it. ASCII-only texts keep these empty, which makes
  // conversion free. (Keyed on the runs, not on lead bytes, so a stray run after ASCII
  // text is never charged to an earlier multi-byte character.)
  std::vector<std::size_t> run_starts_;
  std::vector<std::size_t> run_lengths_;
  std::vector<std::size_t> before_run_;
  std::size_t total_ = 0;
  std::size_t bytes_ = 0;
};

/// Code point -> byte offsets of one text (the reverse of offset_map), built on first need:
/// for spans a client or a model gives in code points.
class code_point_index {
public:
  explicit code_point_index(std::string_view utf8) : text_(utf8) {}
  /// The bytes of code points [start, end), or nullopt when the range is empty or past the end.
  [[nodiscard]] std::optional<byte_span> to_bytes(std::size_t start, std::size_t end);

private:
  std::string_view text_;
  std::vector<std::size_t> starts_;  // byte offset of each code point, then the size
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

/// True when `bytes` is well-formed UTF-8 as RFC 3629 defines it (and PostgreSQL and
/// JSON parsers accept): no overlong forms, no surrogates (U+D800..U+DFFF), nothing above
/// U+10FFFF, no truncated sequence. Unlike decode_utf8, which is lenient for scanning.
[[nodiscard]] bool valid_utf8(std::string_view bytes) noexcept;

/// Client text the service accepts anywhere (a JSON string or key, a form field, a query
/// value, a path segment, a header it reads): well-formed UTF-8 without U+0000. A NUL
/// would be cut off by PostgreSQL's text type and refused by its jsonb, so it is refused
/// at the edge instead of being silently truncated later.
[[nodiscard]] inline bool clean_text(std::string_view bytes) noexcept {
  return bytes.find('\0') == std::string_view::npos && valid_utf8(bytes);
}

/// `bytes` with every ill-formed sequence replaced by U+FFFD (one per maximal ill-formed
/// subpart, as the Unicode standard recommends): for text that must be valid UTF-8 on the
/// way out (error messages that quote client input) whatever came in.
[[nodiscard]] std::string to_valid_utf8(std::string_view bytes);

} // namespace cxs::domain::text
