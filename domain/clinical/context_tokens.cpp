#include "domain/clinical/context_tokens.hpp"

#include <algorithm>
#include <utility>

#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

namespace cxs::domain::clinical::context_detail {
namespace {

// What ConText does with a non-ASCII character. Unlike the terminology matcher, quotes,
// bullets and dashes are skipped without breaking a sentence, and the rarer spaces and
// CJK punctuation stay inside words.
enum class cp_class : std::uint8_t { word, space, sentence_end, skip, apostrophe };

cp_class classify_cp(char32_t cp) {
  switch (text::classify_unicode(cp)) {
    case text::unicode_class::space:
      return cp_class::space;
    case text::unicode_class::sentence_end:
      return cp_class::sentence_end;
    case text::unicode_class::apostrophe:
      return cp_class::apostrophe;
    case text::unicode_class::quote:
    case text::unicode_class::joiner:
      return cp_class::skip;
    case text::unicode_class::letter:
    case text::unicode_class::rare_space:
    case text::unicode_class::cjk_break:
    case text::unicode_class::times:
      break;
  }
  return cp_class::word;
}

// True when a word character starts at byte i.
bool word_char_at(std::string_view s, std::size_t i) {
  if (i >= s.size()) {
    return false;
  }
  if (static_cast<unsigned char>(s[i]) < 0x80) {
    return text::is_ascii_alnum(s[i]);
  }
  return classify_cp(text::decode_utf8(s, i).cp) == cp_class::word;
}

// A "?" written before a diagnosis in a note, "? dengue" or "chest pain, ? angina": it opens
// its clause (line start, or after "," ";" ":" "(") and a word follows on the same line. A
// "?" after a word ends a question ("any fever ? no") and is left alone.
bool query_mark(std::string_view s, std::size_t i) {
  std::size_t next = i + 1;
  while (next < s.size() && (s[next] == ' ' || s[next] == '\t')) {
    ++next;
  }
  if (next == i + 1 || !word_char_at(s, next)) {
    return false;
  }
  std::size_t before = i;
  while (before > 0 && (s[before - 1] == ' ' || s[before - 1] == '\t')) {
    --before;
  }
  if (before == 0) {
    return true;
  }
  const char p = s[before - 1];
  if (p == '\n' || p == ',' || p == ';' || p == ':' || p == '(') {
    return true;
  }
  // Round 17: a spaced dash separates clauses in a note like a comma ("rising FiO2 - ? aspiration").
  if (p == '-' && before >= 2 && s[before - 2] == ' ' && before < i) {
    return true;
  }
  // "? Enteric fever ? Malaria": a spaced "?" on a line whose first "?" opened a query
  // continues the list of queries.
  if (before == i) {
    return false;  // "fever? no": a "?" written against its word ends a question
  }
  const std::size_t line = s.rfind('\n', i) == std::string_view::npos ? 0 : s.rfind('\n', i) + 1;
  const std::size_t first = s.find('?', line);
  return first < i && query_mark(s, first);
}

// "Impression: Gout?", "Dx: Dengue fever? Typhoid?": a "?" written against the last word
// of a short item (at most six words) after a diagnosis heading on its line queries the item
// (it is provisional); it asks nothing. Not a question in a dialogue or a sentence of its own
// ("Any fever?"), which has no such heading on its line.
bool trailing_query(std::string_view s, std::size_t i) {
  if (i == 0 || !word_char_at(s, i - 1)) {
    return false;
  }
  std::size_t next = i + 1;
  while (next < s.size() && (s[next] == ' ' || s[next] == '\t')) {
    ++next;
  }
  if (next < s.size() && s[next] != '\n' && s[next] != '\r' && !word_char_at(s, next)) {
    return false;
  }
  // The heading opens its line or follows a sentence on it ("Fever with chills. Impression:").
  const std::size_t colon = s.rfind(':', i);
  const std::size_t nl = s.rfind('\n', i);
  if (colon == std::string_view::npos || (nl != std::string_view::npos && nl > colon)) {
    return false;
  }
  std::size_t line = colon;
  while (line > 0 && s[line - 1] != '\n' && s[line - 1] != '.' && s[line - 1] != '|') {
    --line;
  }
  // The heading: the words before the colon, lower-cased, blanks trimmed.
  std::string heading;
  for (std::size_t k = line; k < colon; ++k) {
    const char c = s[k];
    if (c == ' ' || c == '\t') {
      if (!heading.empty() && heading.back() != ' ') {
        heading.push_back(' ');
      }
    } else {
      heading.push_back(static_cast<char>(text::ascii_lower(c)));
    }
  }
  while (!heading.empty() && heading.back() == ' ') {
    heading.pop_back();
  }
  static constexpr std::string_view headings[] = {
      "impression",  "clinical impression", "imp",  "diagnosis", "diagnoses", "provisional diagnosis",
      "working diagnosis", "differential diagnosis", "differentials", "ddx", "dx", "assessment", "a"};
  if (std::find(std::begin(headings), std::end(headings), heading) == std::end(headings)) {
    return false;
  }
  // The item: from the colon or the last separator before `i`, at most six words.
  std::size_t start = i;
  while (start > colon + 1 && s[start - 1] != ',' && s[start - 1] != ';' && s[start - 1] != '?' &&
         s[start - 1] != '.') {
    --start;
  }
  if (start > colon + 1 && s[start - 1] == '.') {
    return false;  // "Impression: gout. Any fever?": a sentence after the heading's
  }
  std::size_t words = 0;
  for (std::size_t k = start; k < i; ++k) {
    words += (word_char_at(s, k) && (k == start || !word_char_at(s, k - 1))) ? 1 : 0;
  }
  return words >= 1 && words <= 6;
}

// A word a form's mark stands for (a checkbox, a sign), its span the mark's (round 16). Kept out
// of line: marks are rare, and the tokenizer's loop stays small enough to inline its own helpers.
[[gnu::noinline]] void push_mark_word(std::vector<ctoken>& out, std::string& arena, std::size_t at, std::size_t len,
                                      std::string_view w) {
  ctoken t;
  t.begin = at;
  t.end = at + len;
  t.norm_at = static_cast<std::uint32_t>(arena.size());
  t.norm_len = static_cast<std::uint32_t>(w.size());
  arena.append(w);
  t.kind = tok_kind::word;
  out.push_back(std::move(t));
}

// The length of a form's checkbox at text[i] == '[' ("[ ]", "[]", "[x]", "[X]", "[*]",
// "[✓]", "[✔]"), 0 if none.
std::size_t checkbox_at(std::string_view s, std::size_t i) {
  std::size_t k = i + 1;
  while (k < s.size() && s[k] == ' ') {
    ++k;
  }
  if (k < s.size() && (s[k] == 'x' || s[k] == 'X' || s[k] == '*')) {
    ++k;
  } else if (s.substr(k, 3) == "\xE2\x9C\x93" || s.substr(k, 3) == "\xE2\x9C\x94") {
    k += 3;
  }
  while (k < s.size() && s[k] == ' ') {
    ++k;
  }
  if (k >= s.size() || s[k] != ']' || k - i > 6) {
    return 0;
  }
  return k + 1 - i;
}

// Whether the line's first box, at s[i], follows its item: a word right before it ("chest pain
// [ ]"), not a label's ":" or "-" ("Skin review - [x] itching", "ROS: [ ] fever") or the line's
// start. The line's boxes then follow their items.
bool item_before_box(std::string_view s, std::size_t i) {
  std::size_t k = i;
  while (k > 0 && s[k - 1] == ' ') {
    --k;
  }
  return k > 0 && text::is_ascii_alnum(s[k - 1]);
}

bool box_is_empty(std::string_view s, std::size_t i, std::size_t len) {
  for (std::size_t k = i + 1; k + 1 < i + len; ++k) {
    if (s[k] != ' ') {
      return false;
    }
  }
  return true;
}

// A '-' at text[i] that stands alone after an item and closes it: a space (or a word's end)
// before, then only spaces before ',', ';', '.', '|', a line break or the text's end.
bool lone_minus_sign(std::string_view s, std::size_t i) {
  if (i == 0 || s[i - 1] != ' ') {
    return false;
  }
  std::size_t k = i + 1;
  while (k < s.size() && s[k] == ' ') {
    ++k;
  }
  return k == s.size() || s[k] == ',' || s[k] == ';' || s[k] == '.' || s[k] == '|' || s[k] == '\n';
}

// Round 27: a form's blank, an em or en dash standing for the whole value of a field ("Heart
// disease: —.", "Asthma: –\nCOPD: –"): the field's "none". Only right after a label's colon
// and before the field's end; a dash between words or clauses ("pain — worse at night") is not one.
bool blank_dash_value(std::string_view s, std::size_t i, std::size_t len) {
  std::size_t b = i;
  while (b > 0 && s[b - 1] == ' ') {
    --b;
  }
  if (b == 0 || s[b - 1] != ':') {
    return false;
  }
  std::size_t k = i + len;
  while (k < s.size() && s[k] == ' ') {
    ++k;
  }
  return k == s.size() || s[k] == ',' || s[k] == ';' || s[k] == '.' || s[k] == '|' || s[k] == '\n';
}

}  // namespace

role role_of(std::string_view name) {
  if (name == "doctor" || name == "dr" || name == "physician" || name == "clinician" ||
      name == "provider" || name == "nurse" || name == "md") {
    return role::clinician;
  }
  if (name == "patient" || name == "pt") {
    return role::patient;
  }
  return role::other;
}

// Tokens of `text`, built from its word scan (runs of letters and digits, see
// text/words.hpp): a run starts every word, and only the bytes between runs are looked at
// here. Normalised forms are views of `arena`, which starts as the scan's lower-cased copy
// of the text (so a word that is one run, or runs joined by kept characters like "h/o",
// is a view of it) and grows by the forms that had to be assembled ("dont" from "don't",
// "bp" from "b.p"); it must outlive the tokens and not change afterwards.
std::vector<ctoken> tokenize(std::string_view text, const text::word_scan& scan, std::string& arena) {
  std::vector<ctoken> out;
  out.reserve(text.size() / 4 + 8);
  arena.reserve(text.size() + text.size() / 8 + 16);
  arena.assign(scan.lowered);
  const auto here = [&arena] { return static_cast<std::uint32_t>(arena.size()); };
  const auto& runs = scan.runs;
  const std::size_t n = text.size();
  std::size_t i = 0;
  std::size_t r = 0;  // the first run that does not end before i
  bool pending_query = false;
  // Built in place, as words are (a token built aside and then copied cost more).
  const auto push_punct = [&out, &arena, &here](std::size_t at, std::size_t len, char c) {
    ctoken& t = out.emplace_back();
    t.begin = at;
    t.end = at + len;
    t.norm_at = here();
    t.norm_len = 1;
    t.key = text::byte_key(static_cast<unsigned char>(c));  // what token_key(norm) gives, without hashing
    arena.push_back(c);
    t.kind = tok_kind::punct;
  };
  const std::size_t run_count = runs.size();
  static constexpr std::uint64_t empty_key = text::token_key("");
  bool line_has_box = false;  // a form's checkbox seen on this line (round 16)
  bool boxes_after = false;   // and the line's boxes follow their items
  while (i < n) {
    // Invariant: runs[r] is the first run that does not start before i (only a turn
    // marker jumps over runs; it advances r itself).
    const bool run_here = r < run_count && runs[r].begin == i;
    const char c = text[i];
    const auto u = static_cast<unsigned char>(c);
    if (!run_here) {
      if (c == '\n') {
        line_has_box = false;
        ctoken& t = out.emplace_back();
        t.begin = i;
        t.end = i + 1;
        t.key = empty_key;  // token_key of its empty form, which the last pass would compute
        t.kind = tok_kind::newline;
        ++i;
        pending_query = false;
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        ++i;
        continue;
      }
      if (c == '[') {
        // A form's checkbox (round 16): "[ ] fever [x] cough". Each box ends the item before
        // it like a ";"; an empty box denies its item, read as the word "no" ("[ ] fever" is
        // "no fever"); a ticked one ("[x]", "[X]", "[*]", "[✓]", "[✔]") affirms it by saying
        // nothing more. Not a turn marker: "[x]" once opened a turn of a speaker named "x".
        if (const std::size_t box = checkbox_at(text, i); box != 0) {
          // A line whose first box follows its first item ("chest pain [ ]  palpitations [x]")
          // puts every box after its item: an empty one reads "absent" before the ";".
          if (!line_has_box) {
            line_has_box = true;
            boxes_after = item_before_box(text, i);
          }
          const bool empty = box_is_empty(text, i, box);
          if (boxes_after && empty) {
            push_mark_word(out, arena, i, box, "absent");
          }
          push_punct(i, box, ';');
          if (!boxes_after && empty) {
            push_mark_word(out, arena, i, box, "no");
          }
          i += box;
          while (r < run_count && runs[r].begin < i) {
            ++r;  // the "x" inside a ticked box
          }
          continue;
        }
        // "[doctor]", "[patient_guest]": a turn marker.
        const std::size_t close = text.find(']', i);
        if (close != std::string_view::npos && close - i <= 32 && close > i + 1) {
          const std::string_view inner = text.substr(i + 1, close - i - 1);
          if (std::all_of(inner.begin(), inner.end(), [](char k) {
                return (k >= 'a' && k <= 'z') || (k >= 'A' && k <= 'Z') || k == '_' || k == ' ';
              })) {
            ctoken t;
            t.norm_at = static_cast<std::uint32_t>(i + 1);  // the lower-cased copy of `inner`
            t.norm_len = static_cast<std::uint32_t>(inner.size());
            t.begin = i;
            t.end = close + 1;
            t.kind = tok_kind::speaker;
            t.speaker = role_of(std::string_view(arena).substr(t.norm_at, t.norm_len));
            out.push_back(t);
            i = close + 1;
            while (r < run_count && runs[r].begin < i) {
              ++r;  // the runs inside the marker
            }
            continue;
          }
        }
        push_punct(i, 1, '(');
        ++i;
        continue;
      }
      if (c == '(' && text.substr(i, 3) == "(-)") {
        push_mark_word(out, arena, i, 3, "negative");  // round 16: "ROS (-) for wheeze" is "negative for"
        i += 3;
        continue;
      }
      if (c == '?' && word_char_at(text, i + 1) && (i == 0 || !word_char_at(text, i - 1))) {
        pending_query = true;  // "?TB", "?dengue"
        ++i;
        continue;
      }
      if (c == '?' && query_mark(text, i)) {
        pending_query = true;  // "? dengue", "chest pain, ? angina": a query, not a question
        ++i;
        continue;
      }
      if (c == '?' && trailing_query(text, i)) {
        // "Impression: Gout?": the item's words are queried, and the mark separates items.
        for (auto k = out.size(); k > 0 && out[k - 1].kind == tok_kind::word; --k) {
          out[k - 1].query = true;
        }
        push_punct(i, 1, ',');
        ++i;
        continue;
      }
      if (u < 0x80) {
        switch (c) {
          case '.':
          case '?':
          case '!':
          case ',':
          case ';':
          case ':':
          case '(':
          case ')':
            push_punct(i, 1, c == ')' ? '(' : c);
            break;
          case '|':
            push_punct(i, 1, ';');  // round 16: a bar separates a form's fields ("DM: No | HTN: Yes")
            break;
          case '-':
            // A form's sign after an item (round 16): "headache -, vomiting -" reads as
            // "headache absent, vomiting absent" (a two-way trigger closing its own item). Only
            // a dash standing alone before the item's end: not "Fever - 3 days", "x-ray".
            if (lone_minus_sign(text, i)) {
              push_mark_word(out, arena, i, 1, "absent");
            }
            break;
          default:
            break;  // '/', quotes and other symbols separate words
        }
        ++i;
        continue;
      }
      const text::decoded_char d = text::decode_utf8(text, i);
      const cp_class k = classify_cp(d.cp);
      if (k == cp_class::sentence_end) {
        push_punct(i, d.len, '.');
        i += d.len;
        continue;
      }
      if (k != cp_class::word) {
        if ((d.cp == 0x2014 || d.cp == 0x2013) && blank_dash_value(text, i, d.len)) {
          push_mark_word(out, arena, i, d.len, "absent");
        }
        i += d.len;
        continue;
      }
      // A word that starts with a character only ConText counts as a letter ("×").
    }
    // The common word, one run and then a space: the loop below would take the run, stop at
    // the space, find the run's key and step over the space; this does the same without its
    // tests for joined runs, dropped characters, dots and "n't" (none of which can apply).
    if (run_here && runs[r].end < n && text[runs[r].end] == ' ') {
      const text::word_run& run = runs[r];
      ctoken& t = out.emplace_back();
      t.begin = i;
      t.end = run.end;
      t.norm_at = static_cast<std::uint32_t>(i);
      t.norm_len = static_cast<std::uint32_t>(run.end - i);
      t.key = run.key;
      t.query = pending_query;
      pending_query = false;
      ++r;
      i = run.end;
      if (r < run_count && runs[r].begin == i + 1) {
        ++i;
      }
      continue;
    }
    // A word. Its form is `arena[t.begin, i)` unless a character was dropped; then the
    // kept pieces are copied to the end of the arena from the first drop on. The token is
    // built in place (copying each word's token into `out` showed in profiles); a
    // contraction piece merged into the previous word below is popped again.
    ctoken& t = out.emplace_back();
    t.begin = i;
    t.norm_at = static_cast<std::uint32_t>(i);
    t.query = pending_query;
    pending_query = false;
    bool internal_dot = false;
    bool assembled = false;
    std::size_t kept_from = i;  // start of the piece not yet copied (when assembled)
    std::size_t parts = 0;      // runs and single characters in the word
    const auto drop = [&](std::size_t at, std::size_t len) {
      if (!assembled) {
        assembled = true;
        t.norm_at = here();
      }
      arena.append(scan.lowered, kept_from, at - kept_from);
      kept_from = at + len;
    };
    while (i < n) {
      if (r < run_count && runs[r].begin == i) {
        i = runs[r].end;
        ++r;
        ++parts;
        if (i < n && text[i] == ' ') {
          break;  // the common case: a space ends the word (no run starts right after a run)
        }
        continue;
      }
      const char k = text[i];
      const auto ku = static_cast<unsigned char>(k);
      if (ku < 0x80) {
        if (k != '\'' && k != '/' && k != '.') {
          break;  // the common case: a space or punctuation ends the word
        }
        const bool prev_alnum = i > 0 && text::is_ascii_alnum(text[i - 1]);
        const bool next_alnum = i + 1 < n && text::is_ascii_alnum(text[i + 1]);
        if (k == '\'' && word_char_at(text, i + 1)) {
          drop(i, 1);
          ++i;
          continue;
        }
        if (k == '/' && prev_alnum && next_alnum) {
          ++i;
          ++parts;
          continue;
        }
        if (k == '.' && prev_alnum && next_alnum) {
          if (text::is_ascii_digit(text[i - 1]) && text::is_ascii_digit(text[i + 1])) {
            ++parts;  // "98.6" keeps its dot
          } else {
            internal_dot = true;
            drop(i, 1);
          }
          ++i;
          continue;
        }
        break;
      }
      const text::decoded_char d = text::decode_utf8(text, i);
      const cp_class cls = classify_cp(d.cp);
      if (cls == cp_class::word) {
        i += d.len;
        ++parts;
        continue;
      }
      if (cls == cp_class::apostrophe && word_char_at(text, i + d.len)) {
        drop(i, d.len);
        i += d.len;
        continue;
      }
      break;
    }
    t.end = i;
    if (assembled) {
      arena.append(scan.lowered, kept_from, i - kept_from);
      t.norm_len = here() - t.norm_at;
    } else {
      t.norm_len = static_cast<std::uint32_t>(i - t.begin);
      if (parts == 1 && r > 0 && runs[r - 1].begin == t.begin && runs[r - 1].end == i) {
        t.key = runs[r - 1].key;  // one run: its key is already known
      }
    }
    if (internal_dot && i < n && text[i] == '.') {
      ++i;  // "b.p.": the dot closes an abbreviation, not a sentence
    }
    // ASR splits contractions: "do n't" → "dont" (the previous token is a word: nothing
    // came between them but spaces and skipped symbols).
    if (t.norm_len == 2 && arena[t.norm_at] == 'n' && arena[t.norm_at + 1] == 't' && t.end - t.begin >= 3 &&
        text[t.begin] == 'n' && out.size() >= 2 && out[out.size() - 2].kind == tok_kind::word) {
      ctoken& prev = out[out.size() - 2];
      if (prev.norm_at + prev.norm_len != here()) {
        const std::string form(arena, prev.norm_at, prev.norm_len);
        prev.norm_at = here();
        arena += form;
      }
      arena.append("nt");
      prev.norm_len += 2;
      prev.key = 0;
      prev.end = t.end;
      out.pop_back();  // t
      continue;
    }
    // Most words end at one space before the next word's run: step over it here rather than
    // by a pass of the loop above (it would only skip it).
    if (i + 1 < n && text[i] == ' ' && r < run_count && runs[r].begin == i + 1) {
      ++i;
    }
  }
  const std::string_view all(arena);
  for (ctoken& t : out) {
    t.norm = std::string_view(all.data() + t.norm_at, t.norm_len);  // in bounds by construction
    if (t.key == 0) {
      t.key = text::token_key(t.norm);
    }
  }
  return out;
}

}  // namespace cxs::domain::clinical::context_detail
