#pragma once
// One word scan of a text, shared by the two word tokenizers that read the whole input:
// ConText (clinical/context) and the concept matcher (terminology). Both build words out
// of the same runs of letters and digits and differ only in what may join two runs
// ("h/o" is one ConText word but two terminology words; "don't" is one word to both) and
// in how punctuation between runs splits sentences and phrases. So the expensive part —
// looking at every byte, decoding UTF-8, lower-casing, hashing — is done once here, and
// each tokenizer then walks the runs and looks only at the few bytes between them.
//
// (The number-aware tokenizer of text/numbers.hpp splits letters from digits and reads
// spoken numbers, so its tokens are a different segmentation; it is shared separately by
// vitals, medications and the extraction engine.)

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::text {

/// A maximal run of word characters: ASCII letters and digits and non-ASCII code points of
/// class `unicode_class::letter` (text/chars.hpp). Punctuation, spaces and apostrophes end
/// a run; what joins runs into words is each tokenizer's decision.
struct word_run {
  std::size_t begin = 0;  ///< first byte
  std::size_t end = 0;    ///< one past the last byte
  /// `token_key` of the run's lower-cased bytes, which are `lowered[begin, end)`.
  std::uint64_t key = 0;
  /// Only ASCII letters: the number tokenizer's word there is the run itself when an ASCII
  /// byte (or the end) follows, so it can step over it without reading its bytes again.
  bool letters = false;
};

/// The runs of one text and its lower-cased copy. Build with `scan_words`; may be reused
/// for another text (buffers are kept).
struct word_scan {
  /// The text with ASCII 'A'-'Z' lower-cased, every other byte unchanged (same length),
  /// so the normalised form of any run of letters is a view of it.
  std::string lowered;
  std::vector<word_run> runs;  ///< in text order, non-overlapping
};

/// Scans `text` into `out` (cleared first). Linear; one UTF-8 decode per non-ASCII
/// character. An invalid sequence decodes as U+FFFD (a letter), as in text/utf8.hpp.
void scan_words(std::string_view text, word_scan& out);

}  // namespace cxs::domain::text
