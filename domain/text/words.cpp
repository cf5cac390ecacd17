#include "domain/text/words.hpp"

#include <cstring>

#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

namespace cxs::domain::text {

void scan_words(std::string_view text, word_scan& out) {
  const std::size_t n = text.size();
  out.runs.clear();
  out.runs.reserve(n / 4 + 8);
  out.lowered.resize(n);
  char* lowered = out.lowered.data();
  // Lower-case eight bytes at a time; the tail byte by byte.
  std::size_t at = 0;
  for (; at + 8 <= n; at += 8) {
    std::uint64_t chunk = 0;
    std::memcpy(&chunk, text.data() + at, 8);
    chunk = detail::lower8(chunk);
    std::memcpy(lowered + at, &chunk, 8);
  }
  for (; at < n; ++at) {
    lowered[at] = ascii_lower(text[at]);
  }

  std::size_t i = 0;
  std::size_t run_begin = 0;
  bool in_run = false;
  const auto close_run = [&out, &in_run, &run_begin, &text](std::size_t end) {
    if (in_run) {
      out.runs.push_back(word_run{run_begin, end, token_key_at(text, run_begin, end - run_begin)});
      in_run = false;
    }
  };
  while (i < n) {
    const char c = text[i];
    std::size_t len = 1;
    bool word = false;
    if (static_cast<unsigned char>(c) < 0x80) {
      word = is_ascii_alnum(c);
    } else {
      const decoded_char d = decode_utf8(text, i);
      len = d.len;
      word = classify_unicode(d.cp) == unicode_class::letter;
    }
    if (word && !in_run) {
      run_begin = i;
      in_run = true;
    } else if (!word) {
      close_run(i);
    }
    i += len;
  }
  close_run(n);
}

}  // namespace cxs::domain::text
