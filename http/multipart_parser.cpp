#include "http/multipart_parser.hpp"

#include <utility>

namespace cxs::http {
namespace {

constexpr std::size_t max_boundary_length = 70;     // RFC 2046 §5.1.1
constexpr std::size_t max_transport_padding = 64;   // spaces/tabs tolerated after a boundary

bool is_space(char c) { return c == ' ' || c == '\t'; }

std::string_view trim(std::string_view text) {
  while (!text.empty() && is_space(text.front())) {
    text.remove_prefix(1);
  }
  while (!text.empty() && is_space(text.back())) {
    text.remove_suffix(1);
  }
  return text;
}

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) {
    return false;
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (lower(a[i]) != lower(b[i])) {
      return false;
    }
  }
  return true;
}

// RFC 7230 tchar: what a header name or parameter name may contain.
bool is_token_char(char c) {
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
    return true;
  }
  return std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

// RFC 2046 bchars (space allowed, but not last).
bool is_boundary_char(char c) {
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
    return true;
  }
  return std::string_view("'()+_,-./:=? ").find(c) != std::string_view::npos;
}

// Parses the `; key=value` list after a header's main value, where a value is a token or
// a quoted string, and calls `on_parameter` for each. False on malformed syntax.
template <typename OnParameter>
bool parse_parameters(std::string_view text, OnParameter&& on_parameter) {
  for (;;) {
    text = trim(text);
    if (text.empty()) {
      return true;
    }
    if (text.front() != ';') {
      return false;
    }
    text = trim(text.substr(1));
    if (text.empty()) {
      return true;  // a trailing ';' is harmless
    }
    std::size_t key_end = 0;
    while (key_end < text.size() && is_token_char(text[key_end])) {
      ++key_end;
    }
    const std::string_view key = text.substr(0, key_end);
    text = trim(text.substr(key_end));
    if (key.empty() || text.empty() || text.front() != '=') {
      return false;
    }
    text = trim(text.substr(1));
    std::string value;
    if (!text.empty() && text.front() == '"') {
      std::size_t i = 1;
      bool closed = false;
      for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
          closed = true;
          break;
        }
        // Only \" and \\ are escapes: browsers send Windows paths with bare backslashes.
        if (c == '\\' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) {
          ++i;
        }
        value += text[i];
      }
      if (!closed) {
        return false;
      }
      text.remove_prefix(i + 1);
    } else {
      std::size_t end = 0;
      while (end < text.size() && text[end] != ';' && !is_space(text[end])) {
        ++end;
      }
      value.assign(text.substr(0, end));
      text.remove_prefix(end);
    }
    on_parameter(key, std::move(value));
  }
}

} // namespace

std::string_view describe(multipart_error error) {
  switch (error) {
    case multipart_error::none:
      return "";
    case multipart_error::not_multipart_form:
      return "Content-Type must be multipart/form-data";
    case multipart_error::bad_boundary:
      return "multipart boundary is missing or invalid";
    case multipart_error::no_leading_boundary:
      return "multipart body does not start with the boundary";
    case multipart_error::bad_delimiter:
      return "malformed multipart boundary line";
    case multipart_error::header_too_large:
      return "multipart part headers are too large";
    case multipart_error::bad_part_header:
      return "malformed multipart part header";
    case multipart_error::bad_disposition:
      return "each multipart part needs Content-Disposition: form-data with a name";
    case multipart_error::too_many_parts:
      return "too many multipart parts";
    case multipart_error::field_too_large:
      return "multipart form field is too large";
    case multipart_error::truncated:
      return "multipart body ended before the closing boundary";
    case multipart_error::rejected_by_handler:
      return "multipart part rejected";
  }
  return "malformed multipart body";
}

multipart_parser::multipart_parser(std::string_view content_type, multipart_callbacks callbacks,
                                   multipart_limits limits)
    : callbacks_(std::move(callbacks)), limits_(limits) {
  const std::size_t semicolon = content_type.find(';');
  if (!iequals(trim(content_type.substr(0, semicolon)), "multipart/form-data")) {
    error_ = multipart_error::not_multipart_form;
    return;
  }
  std::optional<std::string> boundary;
  const bool well_formed = semicolon != std::string_view::npos &&
                           parse_parameters(content_type.substr(semicolon), [&boundary](std::string_view key, std::string value) {
                             if (iequals(key, "boundary") && !boundary) {
                               boundary = std::move(value);
                             }
                           });
  bool valid = well_formed && boundary && !boundary->empty() && boundary->size() <= max_boundary_length &&
               boundary->back() != ' ';
  for (std::size_t i = 0; valid && i < boundary->size(); ++i) {
    valid = is_boundary_char((*boundary)[i]);
  }
  if (!valid) {
    error_ = multipart_error::bad_boundary;
    return;
  }
  // Built with push_back/append: assigning short literals here trips GCC 12's -Wrestrict
  // false positive at -O3.
  delimiter_.push_back('\n');
  delimiter_.append(2, '-');
  delimiter_.append(*boundary);
  // The body's first line needs no preceding newline: pretend one came before it.
  carry_.push_back('\n');
}

multipart_error multipart_parser::fail(multipart_error error) {
  if (error_ == multipart_error::none) {
    error_ = error;
  }
  return error_;
}

multipart_error multipart_parser::feed(std::string_view bytes) {
  if (error_ != multipart_error::none || state_ == state::epilogue) {
    return error_;
  }
  // Held-back bytes (at most one delimiter long) are joined with the new input; only
  // preamble and data states hold any back.
  std::string joined;
  std::string_view in = bytes;
  if (!carry_.empty()) {
    joined = std::exchange(carry_, {});
    joined.append(bytes);
    in = joined;
  }
  while (!in.empty()) {
    bool going = true;
    switch (state_) {
      case state::preamble:
      case state::data:
        going = scan_for_delimiter(in);
        break;
      case state::delimiter_tail:
      case state::delimiter_padding:
      case state::delimiter_lf:
        going = parse_delimiter_tail(in);
        break;
      case state::headers:
        going = parse_headers(in);
        break;
      case state::epilogue:
        return error_;  // everything after the closing boundary is ignored
    }
    if (!going) {
      break;
    }
  }
  return error_;
}

multipart_error multipart_parser::finish() {
  if (error_ != multipart_error::none) {
    return error_;
  }
  if (state_ == state::preamble) {
    return fail(multipart_error::no_leading_boundary);
  }
  return state_ == state::epilogue ? error_ : fail(multipart_error::truncated);
}

bool multipart_parser::scan_for_delimiter(std::string_view& in) {
  const std::size_t found = in.find(delimiter_);
  if (found != std::string_view::npos) {
    std::string_view before = in.substr(0, found);
    if (!before.empty() && before.back() == '\r') {
      before.remove_suffix(1);  // the CR of CRLF belongs to the delimiter
    }
    if (state_ == state::data) {
      if (!emit_data(before)) {
        return false;
      }
    } else if (!count_preamble(found)) {
      return false;
    }
    in.remove_prefix(found + delimiter_.size());
    if (part_open_) {
      part_open_ = false;
      if (callbacks_.on_part_end) {
        callbacks_.on_part_end();
      }
    }
    state_ = state::delimiter_tail;
    dash_seen_ = false;
    return true;
  }
  // Not found: hold back the longest tail that could start a delimiter ("\n--bou…"),
  // plus a CR just before it, and pass the rest on.
  std::size_t hold = 0;
  const std::size_t first_candidate = in.size() >= delimiter_.size() ? in.size() - delimiter_.size() + 1 : 0;
  for (std::size_t i = first_candidate; i < in.size(); ++i) {
    if (in[i] == '\n' && std::string_view(delimiter_).starts_with(in.substr(i))) {
      hold = in.size() - i;
      break;
    }
  }
  if (in.size() > hold && in[in.size() - hold - 1] == '\r') {
    ++hold;
  }
  const std::string_view passed = in.substr(0, in.size() - hold);
  if (state_ == state::data) {
    if (!emit_data(passed)) {
      return false;
    }
  } else if (!count_preamble(passed.size())) {
    return false;
  }
  carry_.assign(in.substr(in.size() - hold));
  in = {};
  return true;
}

bool multipart_parser::count_preamble(std::size_t bytes) {
  // Browsers send no preamble; a long one means this is not the body we were told.
  preamble_bytes_ += bytes;
  if (preamble_bytes_ > limits_.max_header_bytes) {
    fail(multipart_error::no_leading_boundary);
    return false;
  }
  return true;
}

bool multipart_parser::parse_delimiter_tail(std::string_view& in) {
  while (!in.empty()) {
    const char c = in.front();
    switch (state_) {
      case state::delimiter_tail:
        if (c == '-') {
          in.remove_prefix(1);
          if (dash_seen_) {
            state_ = state::epilogue;  // "--boundary--": the closing delimiter
            return true;
          }
          dash_seen_ = true;
          continue;
        }
        if (dash_seen_) {
          fail(multipart_error::bad_delimiter);
          return false;
        }
        state_ = state::delimiter_padding;
        padding_bytes_ = 0;
        continue;
      case state::delimiter_padding:
        in.remove_prefix(1);
        if (is_space(c) && ++padding_bytes_ <= max_transport_padding) {
          continue;
        }
        if (c == '\r') {
          state_ = state::delimiter_lf;
          continue;
        }
        if (c != '\n') {
          fail(multipart_error::bad_delimiter);
          return false;
        }
        break;
      case state::delimiter_lf:
        in.remove_prefix(1);
        if (c != '\n') {
          fail(multipart_error::bad_delimiter);
          return false;
        }
        break;
      default:
        return true;
    }
    // A full boundary line: the next part's headers follow.
    if (part_count_ == limits_.max_parts) {
      fail(multipart_error::too_many_parts);
      return false;
    }
    ++part_count_;
    header_block_.clear();
    state_ = state::headers;
    return true;
  }
  return true;
}

bool multipart_parser::parse_headers(std::string_view& in) {
  while (!in.empty()) {
    const std::size_t newline = in.find('\n');
    const std::size_t take = newline == std::string_view::npos ? in.size() : newline + 1;
    if (header_block_.size() + take > limits_.max_header_bytes) {
      fail(multipart_error::header_too_large);
      return false;
    }
    header_block_.append(in.substr(0, take));
    in.remove_prefix(take);
    if (newline == std::string_view::npos) {
      return true;
    }
    // A line is complete; an empty one ends the header block.
    const std::size_t previous = header_block_.size() >= 2 ? header_block_.rfind('\n', header_block_.size() - 2)
                                                          : std::string::npos;
    const std::size_t line_start = previous == std::string::npos ? 0 : previous + 1;
    const std::string_view line = std::string_view(header_block_).substr(line_start);
    if (line == "\n" || line == "\r\n") {
      header_block_.resize(line_start);
      return finish_headers();
    }
  }
  return true;
}

bool multipart_parser::finish_headers() {
  part_ = multipart_part{};
  bool has_disposition = false;
  bool has_content_type = false;
  std::string_view block = header_block_;
  while (!block.empty()) {
    const std::size_t newline = block.find('\n');
    std::string_view line = block.substr(0, newline);
    block.remove_prefix(newline == std::string_view::npos ? block.size() : newline + 1);
    if (!line.empty() && line.back() == '\r') {
      line.remove_suffix(1);
    }
    const std::size_t colon = line.find(':');
    bool name_ok = colon != std::string_view::npos && colon > 0;
    for (std::size_t i = 0; name_ok && i < colon; ++i) {
      name_ok = is_token_char(line[i]);  // also rejects folded lines (leading space)
    }
    if (!name_ok) {
      fail(multipart_error::bad_part_header);
      return false;
    }
    const std::string_view name = line.substr(0, colon);
    const std::string_view value = trim(line.substr(colon + 1));
    if (iequals(name, "Content-Disposition")) {
      const std::size_t semicolon = value.find(';');
      bool valid = !has_disposition && iequals(trim(value.substr(0, semicolon)), "form-data");
      has_disposition = true;
      bool has_name = false;
      if (valid && semicolon != std::string_view::npos) {
        valid = parse_parameters(value.substr(semicolon), [this, &has_name](std::string_view key, std::string text) {
          if (iequals(key, "name") && !has_name) {
            part_.name = std::move(text);
            has_name = true;
          } else if (iequals(key, "filename") && !part_.filename) {
            part_.filename = std::move(text);
          }
        });
      }
      if (!valid || part_.name.empty()) {
        fail(multipart_error::bad_disposition);
        return false;
      }
    } else if (iequals(name, "Content-Type")) {
      if (has_content_type) {
        fail(multipart_error::bad_part_header);
        return false;
      }
      has_content_type = true;
      part_.content_type.assign(value);
    }
  }
  header_block_.clear();
  if (!has_disposition) {
    fail(multipart_error::bad_disposition);
    return false;
  }
  field_bytes_ = 0;
  part_open_ = true;
  state_ = state::data;
  if (callbacks_.on_part_begin && !callbacks_.on_part_begin(part_)) {
    fail(multipart_error::rejected_by_handler);
    return false;
  }
  return true;
}

bool multipart_parser::emit_data(std::string_view bytes) {
  if (bytes.empty()) {
    return true;
  }
  if (!part_.is_file()) {
    field_bytes_ += bytes.size();
    if (field_bytes_ > limits_.max_field_bytes) {
      fail(multipart_error::field_too_large);
      return false;
    }
  }
  if (callbacks_.on_part_data && !callbacks_.on_part_data(bytes)) {
    fail(multipart_error::rejected_by_handler);
    return false;
  }
  return true;
}

} // namespace cxs::http
