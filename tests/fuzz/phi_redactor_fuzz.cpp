// libFuzzer target for the PHI redactor (domain/phi). Any byte string must redact
// without crashing or hanging, every reported span must lie inside the input (in code
// points), spans must be sorted and disjoint, and restore must give the input back
// exactly. Any violation aborts, which libFuzzer reports as a crash.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "domain/phi/redactor.hpp"

namespace {

// Code points by the documented rule, counted here independently of the library:
// every byte that is not a UTF-8 continuation byte starts one.
std::size_t code_points(std::string_view text) {
  std::size_t count = 0;
  for (const char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      ++count;
    }
  }
  return count;
}

void check(bool condition) {
  if (!condition) {
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  namespace phi = cxs::domain::phi;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const phi::redaction result = phi::redact(input);

  const std::size_t length = code_points(input);
  std::size_t previous_end = 0;
  for (const auto& span : result.spans) {
    check(span.start >= previous_end);
    check(span.start <= span.end);
    check(span.end <= length);
    check(result.token_map.contains(span.token));
    previous_end = span.end;
  }
  check(phi::restore(result.text, result.token_map) == input);
  return 0;
}
