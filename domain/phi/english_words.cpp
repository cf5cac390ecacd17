// The English word lookup: a binary search over the sorted, newline-separated words that the
// build compiled in (english_words_embedded.cpp). No index is built: a probe lands anywhere in
// the text and steps back to its line's start, so the table costs its bytes and nothing more.
#include "domain/phi/english_words.hpp"

#include <array>

#include "domain/phi/lexicon.hpp"

namespace cxs::domain::phi::detail {

namespace {

// The longest word the lookup considers; longer words are no common word worth the search.
constexpr std::size_t longest_word = 24;

}  // namespace

bool is_english_word(std::string_view word) noexcept {
  if (word.size() < 3 || word.size() > longest_word) {
    return false;
  }
  std::array<char, longest_word> buffer{};
  for (std::size_t k = 0; k < word.size(); ++k) {
    char c = word[k];
    if (c >= 'A' && c <= 'Z') {
      c = static_cast<char>(c - 'A' + 'a');
    } else if (c < 'a' || c > 'z') {
      return false;
    }
    buffer[k] = c;
  }
  const std::string_view lower(buffer.data(), word.size());
  const std::string_view text = english_words_text();
  // Invariant: every line starting before `low` is smaller than `lower`, every line starting at
  // or after `high` is greater.
  std::size_t low = 0;
  std::size_t high = text.size();
  while (low < high) {
    std::size_t begin = low + (high - low) / 2;
    while (begin > low && text[begin - 1] != '\n') {
      --begin;
    }
    std::size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) {
      end = text.size();
    }
    const int order = text.substr(begin, end - begin).compare(lower);
    if (order == 0) {
      return true;
    }
    if (order < 0) {
      low = end + 1;
    } else {
      high = begin;
    }
  }
  return false;
}

bool is_plain_english_word(std::string_view word) {
  return is_english_word(word) && !name_lexicon(word).known();
}

}  // namespace cxs::domain::phi::detail
