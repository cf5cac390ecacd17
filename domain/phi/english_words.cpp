// The English word lookup: a binary search over the sorted, newline-separated words that the
// build compiled in (english_words_embedded.cpp). No index is built: a probe lands anywhere in
// the text and steps back to its line's start, so the table costs its bytes and nothing more.
#include "domain/phi/english_words.hpp"

#include <algorithm>
#include <array>

#include "domain/phi/lexicon.hpp"

namespace cxs::domain::phi::detail {

namespace {

// The longest word the lookup considers; longer words are no common word worth the search.
constexpr std::size_t longest_word = 24;

// The endings of Indian town and village names ("Sitapur", "Ghaziabad", "Aligarh", "Ahmednagar",
// "Daltonganj", "Goregaon", "Rajkot", "Doddaballapura", "Tirunelveli" not: only these), which
// given names do not take.
constexpr std::array<std::string_view, 17> place_endings{"pur", "pura", "puram", "abad", "garh", "nagar",
                                                          "ganj", "gaon", "kot", "halli", "palli", "pally",
                                                          "peth", "wadi", "wada", "khand", "pradesh"};

bool ends_as_place_name(std::string_view lower) {
  return std::any_of(place_endings.begin(), place_endings.end(), [lower](std::string_view ending) {
    return lower.size() > ending.size() + 2 && lower.ends_with(ending);
  });
}

}  // namespace

namespace {

// Lower-cases `word` into `buffer` when it is ASCII letters only, three letters or more and no
// longer than the buffer; returns the lower-case view, or an empty one.
std::string_view lower_letters(std::string_view word, std::array<char, longest_word>& buffer) noexcept {
  if (word.size() < 3 || word.size() > longest_word) {
    return {};
  }
  for (std::size_t k = 0; k < word.size(); ++k) {
    char c = word[k];
    if (c >= 'A' && c <= 'Z') {
      c = static_cast<char>(c - 'A' + 'a');
    } else if (c < 'a' || c > 'z') {
      return {};
    }
    buffer[k] = c;
  }
  return {buffer.data(), word.size()};
}

// Whether `lower` is a line of `text` (sorted, newline-separated).
bool in_sorted_lines(std::string_view text, std::string_view lower) noexcept {
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

// Endings of English and clinical common nouns and adjectives the list may lack in its size
// ("Calcification", "Appendicectomy", "Radiographer" is not: only these), which no Indian given
// name takes.
constexpr std::array<std::string_view, 22> common_word_endings{
    "tion", "sion", "ment", "ness", "ity", "ism", "ectomy", "otomy", "ostomy", "itis", "osis",
    "ology", "ologist", "scopy", "graphy", "grapher", "ance", "ence", "able", "ible", "ical", "ous"};

bool ends_as_common_word(std::string_view lower) {
  return std::any_of(common_word_endings.begin(), common_word_endings.end(), [lower](std::string_view ending) {
    return lower.size() > ending.size() + 2 && lower.ends_with(ending);
  });
}

}  // namespace

bool is_english_word(std::string_view word) noexcept {
  std::array<char, longest_word> buffer{};
  const std::string_view lower = lower_letters(word, buffer);
  return !lower.empty() && in_sorted_lines(english_words_text(), lower);
}

bool is_listed_proper_noun(std::string_view word) noexcept {
  std::array<char, longest_word> buffer{};
  const std::string_view lower = lower_letters(word, buffer);
  return !lower.empty() && in_sorted_lines(english_proper_nouns_text(), lower);
}

bool is_unlisted_word(std::string_view word, bool in_name_lexicons) {
  if (in_name_lexicons || word.size() < 4 || is_ward_word(word) || is_institution_word(word)) {
    return false;
  }
  std::array<char, longest_word> buffer{};
  const std::string_view lower = lower_letters(word, buffer);
  bool all_upper = true;
  for (const char c : word) {
    all_upper = all_upper && !(c >= 'a' && c <= 'z');
  }
  return !lower.empty() && !all_upper && !ends_as_place_name(lower) && !ends_as_common_word(lower) &&
         !in_sorted_lines(english_words_text(), lower) && !in_sorted_lines(english_proper_nouns_text(), lower);
}

bool is_plain_english_word(std::string_view word) {
  return is_english_word(word) && !name_lexicon(word).known();
}

}  // namespace cxs::domain::phi::detail
