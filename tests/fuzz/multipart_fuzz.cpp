// libFuzzer target for the streaming multipart parser (http/multipart_parser). Any byte
// string, fed in pieces whose sizes come from the input itself, must parse without
// crashing or hanging; the data bytes delivered never exceed the bytes fed, callbacks come
// in begin/data/end order, non-file parts stay within their limit, and the same body fed
// in one piece gives the same outcome and the same data. Any violation aborts, which
// libFuzzer reports as a crash.
//
//   clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -I. tests/fuzz/multipart_fuzz.cpp
//     http/multipart_parser.cpp -o multipart_fuzz   (one command)

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "http/multipart_parser.hpp"

namespace {

namespace mp = cxs::http;

void check(bool condition) {
  if (!condition) {
    std::abort();
  }
}

struct observed {
  mp::multipart_error feed_error = mp::multipart_error::none;
  mp::multipart_error finish_error = mp::multipart_error::none;
  std::string data;  // all part data, with a marker byte at each part end
  std::size_t parts = 0;
};

// Feeds `body` in pieces of the given sizes (cycled); one piece when sizes is empty.
observed run(std::string_view body, std::string_view sizes, const mp::multipart_limits& limits) {
  observed out;
  bool in_part = false;
  bool part_is_file = false;
  std::size_t field_bytes = 0;
  mp::multipart_callbacks callbacks;
  callbacks.on_part_begin = [&](const mp::multipart_part& part) {
    check(!in_part);
    check(!part.name.empty());
    in_part = true;
    part_is_file = part.is_file();
    field_bytes = 0;
    ++out.parts;
    return true;
  };
  callbacks.on_part_data = [&](std::string_view bytes) {
    check(in_part);
    check(!bytes.empty());
    field_bytes += bytes.size();
    check(part_is_file || field_bytes <= limits.max_field_bytes);
    out.data.append(bytes);
    return true;
  };
  callbacks.on_part_end = [&] {
    check(in_part);
    in_part = false;
    out.data.push_back('\x01');
  };
  mp::multipart_parser parser("multipart/form-data; boundary=\"b0-:x\"", callbacks, limits);
  std::size_t at = 0;
  std::size_t turn = 0;
  while (at < body.size() && out.feed_error == mp::multipart_error::none) {
    const std::size_t piece =
        sizes.empty() ? body.size() : 1 + static_cast<unsigned char>(sizes[turn++ % sizes.size()]) % 64;
    out.feed_error = parser.feed(body.substr(at, piece));
    at += piece;
  }
  out.finish_error = parser.finish();
  check(out.parts <= limits.max_parts);
  return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  // First 4 bytes pick the feed sizes; the rest is the body.
  const std::string_view input(reinterpret_cast<const char*>(bytes), size);
  const std::string_view sizes = input.substr(0, std::min<std::size_t>(4, input.size()));
  const std::string_view body = input.substr(sizes.size());
  mp::multipart_limits limits;
  limits.max_header_bytes = 256;
  limits.max_parts = 8;
  limits.max_field_bytes = 512;

  const observed split = run(body, sizes, limits);
  const observed whole = run(body, {}, limits);
  std::size_t delivered = 0;
  for (const char c : split.data) {
    delivered += c != '\x01' ? 1 : 0;
  }
  check(delivered <= body.size());
  // Feeding in pieces never changes what was parsed.
  check(split.feed_error == whole.feed_error);
  check(split.finish_error == whole.finish_error);
  if (split.feed_error == mp::multipart_error::none) {
    check(split.data == whole.data);
    check(split.parts == whole.parts);
  }
  return 0;
}
