#include "domain/phi/redactor.hpp"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "domain/phi/detect.hpp"

namespace cxs::domain::phi {
namespace {

using detail::candidate;

// Longest text the detectors also read after its labels (redaction_input::labels).
constexpr std::size_t max_labelled_bytes = 1000;

// Longest bracketed text `restore` treats as a possible token. Our tokens are at most
// "[RECORD_NUMBER_" + 20 digits + "]" = 36 bytes.
constexpr std::size_t max_token_bytes = 48;

bool continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Highest priority first, then the longest, then the earliest; a candidate is kept when
// it overlaps nothing kept before it. The result is sorted by position.
std::vector<candidate> resolve(std::vector<candidate> found) {
  std::sort(found.begin(), found.end(), [](const candidate& a, const candidate& b) {
    if (a.priority != b.priority) {
      return a.priority > b.priority;
    }
    if (a.end - a.begin != b.end - b.begin) {
      return a.end - a.begin > b.end - b.begin;
    }
    return a.begin < b.begin;
  });
  std::map<std::size_t, candidate> kept;  // by begin
  for (const auto& c : found) {
    if (c.end <= c.begin) {
      continue;
    }
    const auto after = kept.lower_bound(c.begin);
    if (after != kept.end() && after->first < c.end) {
      continue;
    }
    if (after != kept.begin() && std::prev(after)->second.end > c.begin) {
      continue;
    }
    kept.emplace(c.begin, c);
  }
  std::vector<candidate> sorted;
  sorted.reserve(kept.size());
  for (const auto& [begin, c] : kept) {
    sorted.push_back(c);
  }
  return sorted;
}

// Every bracketed text of the input that `restore` could take for a token. A token
// equal to one of them is never issued, which keeps restore exact.
std::unordered_set<std::string_view> bracketed_texts(std::string_view text) {
  std::unordered_set<std::string_view> seen;
  for (std::size_t open = text.find('['); open != std::string_view::npos;
       open = text.find('[', open + 1)) {
    const std::size_t limit = std::min(text.size(), open + max_token_bytes);
    for (std::size_t k = open + 1; k < limit && text[k] != '['; ++k) {
      if (text[k] == ']') {
        seen.insert(text.substr(open, k - open + 1));
        break;
      }
    }
  }
  return seen;
}

// Hands out "[KIND_N]" tokens: one per distinct (kind, value), numbered per kind in
// order of first appearance, skipping numbers whose token the input already contains.
class token_issuer {
 public:
  /// Never issues a token that one of `inputs` contains literally.
  explicit token_issuer(std::span<const redaction_input> inputs) {
    for (const auto& input : inputs) {
      reserved_.merge(bracketed_texts(input.text));
    }
  }

  const std::string& token_for(phi_kind kind, std::string_view value, bool& is_new) {
    std::string key(1, static_cast<char>(kind));
    key.append(value);
    const auto found = issued_.find(key);
    is_new = found == issued_.end();
    if (!is_new) {
      return found->second;
    }
    std::size_t& counter = counters_[static_cast<std::size_t>(kind)];
    std::string token;
    do {
      // Built by appending: GCC 12 at -O3 raises a false -Wrestrict on "lit" + std::string&&.
      token.assign(1, '[');
      token.append(kind_name(kind));
      token.push_back('_');
      token.append(std::to_string(++counter));
      token.push_back(']');
    } while (reserved_.contains(token));
    return issued_.emplace(std::move(key), std::move(token)).first->second;
  }

 private:
  std::unordered_set<std::string_view> reserved_;
  std::unordered_map<std::string, std::string> issued_;
  std::size_t counters_[7] = {};
};

}  // namespace

std::string_view kind_name(phi_kind kind) noexcept {
  switch (kind) {
    case phi_kind::name:
      return "NAME";
    case phi_kind::phone:
      return "PHONE";
    case phi_kind::national_id:
      return "NATIONAL_ID";
    case phi_kind::email:
      return "EMAIL";
    case phi_kind::record_number:
      return "RECORD_NUMBER";
    case phi_kind::address:
      return "ADDRESS";
    case phi_kind::date_of_birth:
      return "DATE_OF_BIRTH";
  }
  return "PHI";
}

std::size_t code_point_count(std::string_view utf8_text) noexcept {
  return static_cast<std::size_t>(std::count_if(utf8_text.begin(), utf8_text.end(),
                                                [](char c) { return !continuation_byte(c); }));
}

namespace {

// A line typed in capitals ("NEW CASE: PRAKASH CHANDRA BEHERA, 58/M", a registration
// counter's slip): at least `min_letters` ASCII letters, of which at most one in eight is
// lower case ("TAB DOLO 650 mg" still shouts).
// `upper` is set to the line's number of capital letters.
bool shouts(std::string_view line, std::size_t& upper) noexcept {
  constexpr std::size_t min_letters = 10;
  upper = 0;
  std::size_t lower = 0;
  for (const char c : line) {
    upper += (c >= 'A' && c <= 'Z') ? 1 : 0;
    lower += (c >= 'a' && c <= 'z') ? 1 : 0;
  }
  return upper + lower >= min_letters && lower * 8 <= upper + lower;
}

// `text` with every line in capitals title-cased word by word ("PRAKASH CHANDRA BEHERA" ->
// "Prakash Chandra Behera", "W/O" -> "W/o", "D'SOUZA" -> "D'souza"), so that the name rules, which read a person
// from a capital's shape and a lexicon word's case, read such a line as they read a typed
// one; so are a mixed-case line's cells typed in capitals (shouting_cell). ASCII only, so
// every byte keeps its offset. False (and `folded` untouched) when nothing shouts.
// Title-cases the words of text[begin, end) into `folded` (a copy of the text).
void fold_range(std::string_view text, std::size_t begin, std::size_t end, std::string& folded) {
  bool in_word = false;
  bool fold_word = false;
  for (std::size_t k = begin; k < end; ++k) {
    const char c = text[k];
    const bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    if (letter && !in_word) {
      // A word of two letters stays in capitals: dosing codes and short forms ("OD",
      // "HS", "LS") folded to "Od" would read as name words; names are longer.
      const auto letter_at = [&](std::size_t at) {
        return at < end && ((text[at] >= 'A' && text[at] <= 'Z') || (text[at] >= 'a' && text[at] <= 'z'));
      };
      const bool two = letter_at(k + 1) && !letter_at(k + 2);
      fold_word = !two;
    }
    if (letter && in_word && fold_word && c >= 'A' && c <= 'Z') {
      folded[k] = static_cast<char>(c - 'A' + 'a');
    }
    // an apostrophe inside a word keeps it one word: "JOHN'S" -> "John's"
    in_word = letter || (in_word && c == '\'' && k + 1 < end);
  }
}

// Where the form cell starting at `begin` of a line ends: at a '|', a tab or two blanks.
std::size_t cell_end(std::string_view text, std::size_t begin, std::size_t line_end) {
  for (std::size_t k = begin; k < line_end; ++k) {
    if (text[k] == '|' || text[k] == '\t' || (text[k] == ' ' && k + 1 < line_end && text[k + 1] == ' ')) {
      return k;
    }
  }
  return line_end;
}

// Whether a form's cell is a name-sized run of words typed in capitals: two or more words,
// at least eight letters, none in lower case ("| GANGADHAR POOJARY | 52/M |" in a slip whose
// other cells are typed in mixed case). One word is left alone: "EDTA", "HBSAG".
bool shouting_cell(std::string_view cell) noexcept {
  std::size_t letters = 0;
  bool blank_between = false;
  for (std::size_t k = 0; k < cell.size(); ++k) {
    const char c = cell[k];
    if (c >= 'a' && c <= 'z') {
      return false;
    }
    if (c >= 'A' && c <= 'Z') {
      blank_between = blank_between || (letters > 0 && k > 0 && cell[k - 1] == ' ');
      ++letters;
    }
  }
  return letters >= 8 && blank_between;
}

// Whether `a` equals the lower-case ASCII `lower` ignoring case.
bool ascii_lower_equals(std::string_view a, std::string_view lower) noexcept {
  if (a.size() != lower.size()) {
    return false;
  }
  for (std::size_t k = 0; k < a.size(); ++k) {
    const char c = (a[k] >= 'A' && a[k] <= 'Z') ? static_cast<char>(a[k] - 'A' + 'a') : a[k];
    if (c != lower[k]) {
      return false;
    }
  }
  return true;
}

bool fold_shouted_lines(std::string_view text, std::string& folded) {
  bool any = false;
  for (std::size_t begin = 0; begin < text.size();) {
    std::size_t end = text.find('\n', begin);
    end = end == std::string_view::npos ? text.size() : end;
    std::size_t upper = 0;
    if (shouts(text.substr(begin, end - begin), upper)) {
      if (!any) {
        folded.assign(text);
        any = true;
      }
      fold_range(text, begin, end, folded);
    } else if (upper >= 8) {  // room for a shouting cell (a lower-case transcript has none)
      // A line in mixed case may still hold cells typed in capitals: a form printed with
      // its values shouted between typed labels ("SAMPLE LABEL | X Y | 52/M | Collected
      // 07:40"). Each such cell is read title-cased as a shouting line is.
      for (std::size_t cell = begin; cell < end;) {
        const std::size_t stop = cell_end(text, cell, end);
        // a name field's value ("Name: KAMLESH DEVI" between "Regn 45120" and "Age: 38Y"
        // cells; issue 18, fifteenth round): the label is typed, the value shouted. Only after
        // "Name": after "Pt:" or "Dx:" a shouted drug or condition of several words
        // ("DOXYLAMINE + PYRIDOXINE") would read as a name from its first word
        const std::size_t colon = text.substr(cell, stop - cell).rfind(':');
        const bool name_field = colon != std::string_view::npos && colon >= 4 &&
                                ascii_lower_equals(text.substr(cell + colon - 4, 4), "name");
        const std::size_t value = name_field ? cell + colon + 1 : cell;
        if (shouting_cell(text.substr(value, stop - value))) {
          if (!any) {
            folded.assign(text);
            any = true;
          }
          fold_range(text, value, stop, folded);
        }
        cell = stop + 1;
      }
    }
    begin = end + 1;
  }
  return any;
}

// Every detector's findings in `text`, overlaps not yet resolved. The name detectors read
// lines typed in capitals title-cased (fold_shouted_lines); identifiers are read as typed.
void detect_all(std::string_view text, std::vector<candidate>& found) {
  detail::detect_patterns(text, found);
  detail::detect_numbers(text, found);
  std::string folded;
  const std::string_view names = fold_shouted_lines(text, folded) ? std::string_view(folded) : text;
  detail::detect_names(names, found);
  detail::detect_context_names(names, found);
  detail::detect_places(text, found);
  detail::extend_names_over_kin_given_names(names, found);
}

// What the detectors find in `input.text`, read alone and (when it is short) after each of
// its labels, with overlaps resolved. A finding is kept only for its part inside the text:
// the label is context, never redacted.
std::vector<candidate> detect_input(const redaction_input& input) {
  std::vector<candidate> found;
  detect_all(input.text, found);
  std::string labelled;
  std::vector<candidate> more;
  // A label is a cue for what follows it at once: a long text gains nothing from it but
  // another full reading (an input may be up to the body cap, 1 MB).
  const std::span<const std::string_view> labels =
      input.text.size() <= max_labelled_bytes ? std::span<const std::string_view>(input.labels) : std::span<const std::string_view>{};
  for (const auto label : labels) {
    labelled.assign(label);
    labelled.append(": ");
    const std::size_t offset = labelled.size();
    labelled.append(input.text);
    more.clear();
    detect_all(labelled, more);
    for (auto c : more) {
      if (c.end <= offset) {
        continue;
      }
      c.begin = std::max(c.begin, offset) - offset;
      c.end -= offset;
      found.push_back(c);
    }
  }
  return resolve(std::move(found));
}

// `text` with its `accepted` candidates replaced by tokens from `issuer`.
redaction replace(std::string_view utf8_text, const std::vector<candidate>& accepted, token_issuer& issuer) {
  redaction result;
  result.text.reserve(utf8_text.size());
  result.spans.reserve(accepted.size());
  std::size_t byte = 0;        // end of the text copied so far
  std::size_t code_point = 0;  // code points in utf8_text[0, byte)
  for (const auto& c : accepted) {
    const std::string_view gap = utf8_text.substr(byte, c.begin - byte);
    const std::string_view value = utf8_text.substr(c.begin, c.end - c.begin);
    result.text.append(gap);
    const std::size_t start = code_point + code_point_count(gap);
    const std::size_t end = start + code_point_count(value);
    bool is_new = false;
    const std::string& token = issuer.token_for(c.kind, value, is_new);
    // A token first issued for an earlier text is new to this one's map all the same.
    result.token_map.emplace(token, value);
    result.text.append(token);
    result.spans.push_back({start, end, c.kind, token});
    byte = c.end;
    code_point = end;
  }
  result.text.append(utf8_text.substr(byte));
  return result;
}

bool word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         (static_cast<unsigned char>(c) & 0x80) != 0;
}

// Identifiers other than names (names have propagate_names) found in the other texts of the
// request, where text `i` has them too, as a whole word and outside its own findings: a
// record number labelled in an input ("mrn": "4471235") and bare in the consult ("file
// 4471235") is the same identifier. Shorter values are left alone: too often a dose or a
// count.
void find_elsewhere(std::span<const redaction_input> inputs, const std::vector<std::vector<candidate>>& accepted,
                    std::size_t i, std::vector<candidate>& out) {
  constexpr std::size_t min_value_bytes = 5;
  const std::string_view text = inputs[i].text;
  for (std::size_t j = 0; j < inputs.size(); ++j) {
    if (j == i) {
      continue;
    }
    for (const auto& c : accepted[j]) {
      const std::string_view value = inputs[j].text.substr(c.begin, c.end - c.begin);
      if (c.kind == phi_kind::name || value.size() < min_value_bytes) {
        continue;
      }
      for (std::size_t at = text.find(value); at != std::string_view::npos; at = text.find(value, at + 1)) {
        const std::size_t end = at + value.size();
        const bool whole = (at == 0 || !word_char(text[at - 1])) && (end == text.size() || !word_char(text[end]));
        const bool taken = std::any_of(accepted[i].begin(), accepted[i].end(),
                                       [at, end](const candidate& own) { return own.begin < end && at < own.end; });
        if (whole && !taken) {
          out.push_back({at, end, c.kind, c.priority});
        }
      }
    }
  }
}

// The parts of redact_together (without the merged map).
std::vector<redaction> redact_parts(std::span<const redaction_input> inputs) {
  std::vector<std::vector<candidate>> accepted;
  accepted.reserve(inputs.size());
  detail::known_names names;  // of every text: a name is looked for again in all of them
  for (const auto& input : inputs) {
    accepted.push_back(detect_input(input));
    std::vector<candidate> listed;
    detail::coordinate_names(input.text, accepted.back(), listed);
    if (!listed.empty()) {
      accepted.back().insert(accepted.back().end(), listed.begin(), listed.end());
      accepted.back() = resolve(std::move(accepted.back()));
    }
    detail::collect_names(input.text, accepted.back(), names);
  }
  std::vector<candidate> repeats;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    repeats.clear();
    detail::propagate_names(inputs[i].text, accepted[i], names, repeats);
    if (inputs.size() > 1) {
      find_elsewhere(inputs, accepted, i, repeats);
    }
    if (!repeats.empty()) {
      accepted[i].insert(accepted[i].end(), repeats.begin(), repeats.end());
      accepted[i] = resolve(std::move(accepted[i]));
    }
  }
  token_issuer issuer(inputs);
  std::vector<redaction> parts;
  parts.reserve(inputs.size());
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    parts.push_back(replace(inputs[i].text, accepted[i], issuer));
  }
  return parts;
}

}  // namespace

redaction redact(std::string_view utf8_text) {
  const redaction_input input{utf8_text, {}};
  return std::move(redact_parts(std::span<const redaction_input>(&input, 1)).front());
}

joint_redaction redact_together(std::span<const redaction_input> inputs) {
  joint_redaction out;
  out.parts = redact_parts(inputs);
  for (const auto& part : out.parts) {
    for (const auto& entry : part.token_map) {
      out.token_map.emplace(entry.key(), entry.value());
    }
  }
  return out;
}

std::string restore(std::string_view redacted_text, const boost::json::object& token_map) {
  std::string out;
  out.reserve(redacted_text.size());
  std::size_t i = 0;
  while (i < redacted_text.size()) {
    const std::size_t open = redacted_text.find('[', i);
    if (open == std::string_view::npos) {
      out.append(redacted_text.substr(i));
      break;
    }
    out.append(redacted_text.substr(i, open - i));
    const std::size_t limit = std::min(redacted_text.size(), open + max_token_bytes);
    std::size_t close = std::string_view::npos;
    for (std::size_t k = open + 1; k < limit && redacted_text[k] != '['; ++k) {
      if (redacted_text[k] == ']') {
        close = k;
        break;
      }
    }
    if (close != std::string_view::npos) {
      const auto found = token_map.find(redacted_text.substr(open, close - open + 1));
      if (found != token_map.end() && found->value().is_string()) {
        const auto& value = found->value().get_string();
        out.append(value.data(), value.size());
        i = close + 1;
        continue;
      }
    }
    out.push_back('[');
    i = open + 1;
  }
  return out;
}

std::size_t original_offset(const redaction& r, std::size_t redacted_offset, bool end_side) {
  // Walk the replacements in order, tracking where each token sits in the redacted text.
  std::ptrdiff_t shift = 0;  // original minus redacted, before the current token
  for (const auto& span : r.spans) {
    const auto token_length = static_cast<std::ptrdiff_t>(span.token.size());  // tokens are ASCII
    const auto token_start = static_cast<std::ptrdiff_t>(span.start) - shift;
    const auto token_end = token_start + token_length;
    const auto pos = static_cast<std::ptrdiff_t>(redacted_offset);
    if (pos < token_start) {
      break;
    }
    if (pos < token_end || (end_side && pos == token_end)) {
      return pos == token_start && !end_side ? span.start : (end_side ? span.end : span.start);
    }
    shift += static_cast<std::ptrdiff_t>(span.end - span.start) - token_length;
  }
  return static_cast<std::size_t>(static_cast<std::ptrdiff_t>(redacted_offset) + shift);
}

}  // namespace cxs::domain::phi
