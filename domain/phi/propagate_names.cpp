// Repeats of a detected name. A name found after "Mrs" is usually mentioned again bare
// ("Sunita also reports body ache"); those mentions identify the patient just as well.

#include "domain/phi/detect.hpp"

#include <cstddef>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"

namespace cxs::domain::phi::detail {
namespace {

// Words matched as a whole name at most: the longest name read after a cue.
constexpr int max_words = 3;
// Propagated words must be this long: "Om" or "Ali" alone are too often something else.
constexpr std::size_t min_propagated_word = 3;

}  // namespace

void collect_names(std::string_view text, const std::vector<candidate>& accepted, known_names& names) {
  for (const auto& c : accepted) {
    if (c.kind != phi_kind::name || !is_ascii_upper(text[c.begin])) {
      continue;  // Indic names are not propagated
    }
    const std::string_view value = text.substr(c.begin, c.end - c.begin);
    if (value.find(' ') != std::string_view::npos) {
      names.full_names.insert(value);
    }
    for (std::size_t i = 0; i < value.size();) {
      if (!is_ascii_upper(value[i])) {
        ++i;
        continue;
      }
      const std::size_t e = name_word_end(value, i);
      const std::string_view word = value.substr(i, e - i);
      if (word.size() >= min_propagated_word && !is_name_stopword(word)) {
        names.name_words.insert(word);
      }
      i = e;
    }
  }
}

void propagate_names(std::string_view text, const std::vector<candidate>& accepted,
                     std::vector<candidate>& out) {
  known_names names;
  collect_names(text, accepted, names);
  propagate_names(text, accepted, names, out);
}

void propagate_names(std::string_view text, const std::vector<candidate>& accepted, const known_names& names,
                     std::vector<candidate>& out) {
  const auto& full_names = names.full_names;
  const auto& name_words = names.name_words;
  if (name_words.empty() && full_names.empty()) {
    return;
  }
  std::size_t next = 0;  // first accepted span not yet behind the cursor
  std::size_t i = 0;
  while (i < text.size()) {
    const bool starts_word = is_ascii_upper(text[i]) &&
                             (i == 0 || !(is_ascii_alpha(text[i - 1]) || text[i - 1] == '\'' ||
                                          (text[i - 1] >= '0' && text[i - 1] <= '9')));
    if (!starts_word) {
      ++i;
      continue;
    }
    while (next < accepted.size() && accepted[next].end <= i) {
      ++next;
    }
    if (next < accepted.size() && accepted[next].begin <= i) {
      i = accepted[next].end;
      continue;
    }
    std::size_t ends[max_words];
    int count = 0;
    for (std::size_t k = i; count < max_words;) {
      ends[count++] = name_word_end(text, k);
      const std::size_t e = ends[count - 1];
      if (e + 1 >= text.size() || text[e] != ' ' || !is_ascii_upper(text[e + 1])) {
        break;
      }
      k = e + 1;
    }
    std::size_t match_end = 0;
    for (int m = count; m >= 2 && match_end == 0; --m) {
      if (full_names.contains(text.substr(i, ends[m - 1] - i))) {
        match_end = ends[m - 1];
      }
    }
    if (match_end == 0 && name_words.contains(text.substr(i, ends[0] - i))) {
      match_end = ends[0];
    }
    const bool overlaps = next < accepted.size() && accepted[next].begin < match_end;
    if (match_end != 0 && !overlaps) {
      out.push_back({i, match_end, phi_kind::name, priority_name});
      i = match_end;
      continue;
    }
    i = ends[0];
  }
}

}  // namespace cxs::domain::phi::detail
