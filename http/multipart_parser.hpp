#pragma once
// A streaming push parser for multipart/form-data request bodies (RFC 7578 fields inside
// RFC 2046 multipart framing). Bytes arrive in any split; part headers are reported once
// per part and part data as it passes, so a file part can go straight to disk without the
// body ever being held in memory.
//
// Written by hand: Beast has no multipart support, and no C++ library packaged in Debian 12
// offers an incremental multipart parser that can be fed from a Beast buffer_body.
// No I/O, no Beast: the session feeds it and writes the file part itself.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace cxs::http {

/// Why a multipart body was refused. Each maps to 400 BAD_REQUEST with the message of
/// describe(); none of them reveals more than the body's own framing.
enum class multipart_error : std::uint8_t {
  none,
  not_multipart_form,    ///< Content-Type is not multipart/form-data
  bad_boundary,          ///< boundary parameter missing, empty, longer than 70 or with bad characters
  no_leading_boundary,   ///< the body does not start with the boundary (within the preamble allowance)
  bad_delimiter,         ///< a boundary line is followed by something other than CRLF or "--"
  header_too_large,      ///< a part's header block exceeds limits.max_header_bytes
  bad_part_header,       ///< a header line without "name: value", or folded
  bad_disposition,       ///< Content-Disposition missing, not form-data, repeated, or without a name
  too_many_parts,        ///< more than limits.max_parts parts
  field_too_large,       ///< a non-file part exceeds limits.max_field_bytes
  truncated,             ///< finish() before the closing boundary
  rejected_by_handler,   ///< a callback returned false (the caller knows why)
};

/// Message safe to show a client for an error ("" for none).
[[nodiscard]] std::string_view describe(multipart_error error);

struct multipart_limits {
  std::size_t max_header_bytes = 8 * 1024;   ///< per part header block (and for the preamble)
  std::size_t max_parts = 16;                ///< parts per body
  std::size_t max_field_bytes = 64 * 1024;   ///< per part without a filename
};

/// What Content-Disposition and Content-Type said about one part.
struct multipart_part {
  std::string name;                     ///< form field name (never empty)
  std::optional<std::string> filename;  ///< present for file parts (may be empty: no file chosen)
  std::string content_type;             ///< the part's Content-Type value, "" when absent

  [[nodiscard]] bool is_file() const { return filename.has_value(); }
};

/// Called in body order: begin, data (zero or more times), end, per part. Returning false
/// from begin or data stops the parse with rejected_by_handler. Unset callbacks are skipped.
struct multipart_callbacks {
  std::function<bool(const multipart_part& part)> on_part_begin;
  std::function<bool(std::string_view bytes)> on_part_data;
  std::function<void()> on_part_end;
};

class multipart_parser {
 public:
  /// Takes the request's Content-Type value, e.g. `multipart/form-data; boundary=xyz` (the
  /// boundary may be quoted). A bad value leaves the parser in error(), and feed() reports it.
  multipart_parser(std::string_view content_type, multipart_callbacks callbacks, multipart_limits limits = {});

  /// Consumes the next bytes of the body (any split). Returns the first error, which
  /// sticks: later calls return it again without parsing. Bytes after the closing
  /// boundary (epilogue) are ignored.
  [[nodiscard]] multipart_error feed(std::string_view bytes);

  /// Declares the end of the body: truncated unless the closing boundary was seen.
  [[nodiscard]] multipart_error finish();

  [[nodiscard]] multipart_error error() const { return error_; }
  /// True once the closing boundary has been parsed.
  [[nodiscard]] bool done() const { return state_ == state::epilogue; }

 private:
  enum class state : std::uint8_t { preamble, delimiter_tail, delimiter_padding, delimiter_lf, headers, data, epilogue };

  multipart_error fail(multipart_error error);
  // Each consumes a prefix of `in`; they return false when the parse stopped with an error.
  bool scan_for_delimiter(std::string_view& in);
  bool parse_delimiter_tail(std::string_view& in);
  bool parse_headers(std::string_view& in);
  bool finish_headers();
  bool emit_data(std::string_view bytes);
  bool count_preamble(std::size_t bytes);

  multipart_callbacks callbacks_;
  multipart_limits limits_;
  std::string delimiter_;     ///< "\n--" + boundary (a preceding '\r' is stripped from data)
  std::string carry_;         ///< bytes held back at the end of a feed: a possible delimiter start
  std::string header_block_;  ///< the current part's header lines
  multipart_part part_;
  state state_ = state::preamble;
  multipart_error error_ = multipart_error::none;
  std::size_t preamble_bytes_ = 0;
  std::size_t padding_bytes_ = 0;  ///< spaces/tabs after the current boundary
  std::size_t part_count_ = 0;
  std::size_t field_bytes_ = 0;
  bool part_open_ = false;
  bool dash_seen_ = false;    ///< first '-' of a closing "--"
};

} // namespace cxs::http
