// libFuzzer target for the PHI redactor (domain/phi). Any byte string must redact
// without crashing or hanging, every reported span must lie inside the input (in code
// points), spans must be sorted and disjoint, and restore must give the input back
// exactly. The same holds for redact_together over the input cut at NUL bytes into
// several texts (the first line of each is also its label), with the one merged token
// map. Any violation aborts, which libFuzzer reports as a crash.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

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

namespace phi = cxs::domain::phi;

// The invariants of one redaction of `input`, restored with `token_map`.
void check_redaction(std::string_view input, const phi::redaction& result, const boost::json::object& token_map) {
  const std::size_t length = code_points(input);
  std::size_t previous_end = 0;
  for (const auto& span : result.spans) {
    check(span.start >= previous_end);
    check(span.start <= span.end);
    check(span.end <= length);
    check(result.token_map.contains(span.token));
    check(token_map.contains(span.token));
    previous_end = span.end;
  }
  check(phi::restore(result.text, token_map) == input);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const phi::redaction result = phi::redact(input);
  check_redaction(input, result, result.token_map);

  std::vector<phi::redaction_input> texts;
  for (std::size_t begin = 0;;) {
    const std::size_t end = std::min(input.find('\0', begin), input.size());
    const std::string_view text = input.substr(begin, end - begin);
    texts.push_back({text, {text.substr(0, std::min(text.find('\n'), text.size()))}});
    if (end == input.size()) {
      break;
    }
    begin = end + 1;
  }
  const auto joint = phi::redact_together(texts);
  check(joint.parts.size() == texts.size());
  for (std::size_t i = 0; i < texts.size(); ++i) {
    check_redaction(texts[i].text, joint.parts[i], joint.token_map);
  }
  return 0;
}
