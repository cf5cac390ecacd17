#include "domain/terminology/terminology_tokens.hpp"

#include <algorithm>
#include <initializer_list>

#include <array>

#include "domain/text/chars.hpp"
#include "domain/text/utf8.hpp"

namespace cxs::domain::terminology::detail {
namespace {

enum class char_class : std::uint8_t { word, space, brk, sep, apostrophe, dot };

constexpr char_class classify_ascii(char c) {
  if (text::is_ascii_alnum(c)) {
    return char_class::word;
  }
  switch (c) {
    case ' ':
    case '\t':
    case '\r':
    case '\v':
    case '\f':
      return char_class::space;
    case '\n':
    case ',':
    case ';':
    case ':':
    case '!':
    case '?':
    case '(':
    case ')':
    case '[':
    case ']':
    case '{':
    case '}':
    case '"':
    case '<':
    case '>':
    case '|':
      return char_class::brk;
    case '.':
      return char_class::dot;
    case '\'':
    case '`':
      return char_class::apostrophe;
    default:
      return char_class::sep;
  }
}

// What the matcher does with a non-ASCII character: every punctuation mark that can end
// a phrase (quotes, bullets, dandas, CJK punctuation) breaks it, dashes and the
// multiplication sign only separate words, and all spaces are spaces.
char_class classify_cp(char32_t cp) {
  switch (text::classify_unicode(cp)) {
    case text::unicode_class::space:
    case text::unicode_class::rare_space:
      return char_class::space;
    case text::unicode_class::apostrophe:
      return char_class::apostrophe;
    case text::unicode_class::sentence_end:
    case text::unicode_class::quote:
    case text::unicode_class::cjk_break:
      return char_class::brk;
    case text::unicode_class::joiner:
    case text::unicode_class::times:
      return char_class::sep;
    case text::unicode_class::letter:
      break;
  }
  return char_class::word;
}

struct classified {
  char_class cls = char_class::word;
  std::size_t len = 1;
};

// Every byte of the input is classified: ASCII by table lookup, inline.
constexpr std::array<char_class, 128> ascii_classes = [] {
  std::array<char_class, 128> out{};
  for (std::size_t c = 0; c < out.size(); ++c) {
    out[c] = classify_ascii(static_cast<char>(c));
  }
  return out;
}();

[[gnu::always_inline]] inline classified classify_at(std::string_view s, std::size_t i) {
  if (static_cast<unsigned char>(s[i]) < 0x80) {
    return {ascii_classes[static_cast<unsigned char>(s[i])], 1};
  }
  const text::decoded_char d = text::decode_utf8(s, i);
  return {classify_cp(d.cp), d.len};
}


// Review rv25: a dash with a blank on both sides ("Suspected dengue - NS1 sent", "Asthma -
// N") separates a note's items as a comma does, so no term runs across it ("dengue ns1", a
// test's name, hid the disease); a dash inside a word ("non-ulcer", "ns1-ag") still only
// separates words. ASCII "-" and the en and em dashes.
bool spaced_dash(std::string_view s, std::size_t i, std::size_t len) {
  const auto dash = s.substr(i, len);
  if (dash != "-" && dash != "\xE2\x80\x93" && dash != "\xE2\x80\x94") {
    return false;
  }
  const auto blank = [](char c) { return c == ' ' || c == '\t'; };
  return i > 0 && blank(s[i - 1]) && i + len < s.size() && blank(s[i + len]);
}

// A word of the input. `norm` indexes the shared arena string.

}  // namespace

// Splits `text` into normalised words (see the header), reading its word scan: every word
// starts at a run of letters and digits (text/words.hpp) and runs joined by an apostrophe
// or a dot are one word ("a1c's", "b.p"). `arena` becomes the scan's lower-cased copy of
// the text followed by the forms that drop a character; tokens index it.
void tokenize(std::string_view text, const text::word_scan& scan, std::vector<token>& out, std::string& arena) {
  arena.reserve(text.size() + text.size() / 8 + 16);
  arena.assign(scan.lowered);
  const auto& runs = scan.runs;
  const std::size_t n = text.size();
  std::size_t i = 0;
  std::size_t r = 0;  // the next run
  bool pending_break = false;
  while (i < n) {
    if (r == runs.size() || runs[r].begin != i) {
      const classified c = classify_at(text, i);
      if (c.cls == char_class::brk || c.cls == char_class::dot ||
          (c.cls == char_class::sep && spaced_dash(text, i, c.len))) {
        pending_break = true;
      }
      i += c.len;
      continue;
    }
    // The common word, one run and then a space: the loop below would take the run, stop at
    // the space, find the run's key and step over the space; this does the same without its
    // tests for joined runs, dropped characters and a closing dot (none of which can apply).
    if (runs[r].end < n && text[runs[r].end] == ' ') {
      const text::word_run& run = runs[r];
      token& t = out.emplace_back();
      t.begin = i;
      t.end = run.end;
      t.break_before = pending_break;
      pending_break = false;
      t.norm_begin = static_cast<std::uint32_t>(i);
      t.norm_len = static_cast<std::uint32_t>(run.end - i);
      t.key = run.key;
      ++r;
      i = run.end;
      if (r < runs.size() && runs[r].begin == i + 1) {
        ++i;
      }
      continue;
    }
    token& t = out.emplace_back();  // built in place (a token built aside and copied cost more)
    t.begin = i;
    t.break_before = pending_break;
    pending_break = false;
    t.norm_begin = static_cast<std::uint32_t>(i);
    bool internal_dot = false;
    bool assembled = false;    // a character was dropped: the form is copied to the arena's end
    std::size_t kept_from = i;  // start of the part not yet copied (when assembled)
    std::size_t first_run = r;
    while (true) {
      i = runs[r].end;  // a run of word characters
      ++r;
      if (i >= n || text[i] == ' ') {
        break;  // a space (the common case) joins nothing
      }
      const bool prev_digit = text::is_ascii_digit(text[i - 1]);
      const classified k = classify_at(text, i);
      if (k.cls != char_class::apostrophe && k.cls != char_class::dot) {
        break;
      }
      const std::size_t next = i + k.len;
      if (r == runs.size() || runs[r].begin != next) {
        break;
      }
      if (k.cls == char_class::apostrophe && (text[next] == 's' || text[next] == 'S') && runs[r].end == next + 1) {
        t.possessive = true;
      }
      if (k.cls == char_class::dot) {
        internal_dot = true;
      }
      if (k.cls == char_class::dot && prev_digit && text::is_ascii_digit(text[next])) {
        // "98.6" keeps its dot: the form stays contiguous
      } else {
        if (!assembled) {
          assembled = true;
          t.norm_begin = static_cast<std::uint32_t>(arena.size());
        }
        arena.append(scan.lowered, kept_from, i - kept_from);
        kept_from = next;
      }
      i = next;
    }
    t.end = i;
    if (assembled) {
      arena.append(scan.lowered, kept_from, i - kept_from);
      t.norm_len = static_cast<std::uint32_t>(arena.size()) - t.norm_begin;
    } else {
      t.norm_len = static_cast<std::uint32_t>(i - t.begin);
      if (r == first_run + 1) {
        t.key = runs[first_run].key;  // one run: its key is already known
      }
    }
    // "b.p." and "p." end in a dot that abbreviates, not one that ends a sentence.
    if (i < n && text[i] == '.' && (internal_dot || t.norm_len == 1)) {
      ++i;
    }
    // Most words end at one space before the next word's run: step over it here rather than
    // by a pass of the loop above (a space neither breaks a phrase nor starts a word).
    if (i + 1 < n && text[i] == ' ' && r < runs.size() && runs[r].begin == i + 1) {
      ++i;
    }
  }
}

// `tokenize` for a text that has no scan yet (table terms).
void tokenize(std::string_view text, std::vector<token>& out, std::string& arena) {
  // Start-up tokenizes every table term (~20,000): one scan buffer per thread, not per term.
  thread_local text::word_scan scan;
  text::scan_words(text, scan);
  tokenize(text, scan, out, arena);
}

// The normalised words of a table term, joined by single spaces ("" when none).
std::vector<std::string> term_tokens(std::string_view term) {
  std::vector<token> toks;
  std::string arena;
  tokenize(term, toks, arena);
  std::vector<std::string> words;
  words.reserve(toks.size());
  for (const token& t : toks) {
    words.emplace_back(arena.substr(t.norm_begin, t.norm_len));
  }
  return words;
}



std::vector<term_word> term_words(std::string_view term) {
  std::vector<token> toks;
  std::string arena;
  tokenize(term, toks, arena);
  std::vector<term_word> words;
  words.reserve(toks.size());
  for (const token& t : toks) {
    words.push_back({arena.substr(t.norm_begin, t.norm_len), t.possessive});
  }
  return words;
}

namespace {

bool starts_with_any(std::string_view word, std::initializer_list<std::string_view> heads) {
  for (const auto h : heads) {
    if (word.starts_with(h)) {
      return true;
    }
  }
  return false;
}

// One lower-case word of a term, spelt the American way (unchanged when it has no British form).
std::string american_word(std::string_view w) {
  std::string out;
  out.reserve(w.size());
  const bool keep_oe = starts_with_any(w, {"toe", "shoe", "does", "goes", "poet", "canoe", "hoe", "joe"});
  for (std::size_t i = 0; i < w.size(); ++i) {
    const char c = w[i];
    const bool digraph = i + 1 < w.size() && w[i + 1] == 'e' && i + 2 < w.size();  // not word-final
    if (c == 'a' && digraph && !(i == 0 && w[2] == 'r')) {
      continue;  // "haem" -> "hem", "aetiology" -> "etiology"; not "aerophagia", "vertebrae"
    }
    if (c == 'o' && digraph && !keep_oe) {
      continue;  // "oesophagus" -> "esophagus", "diarrhoea" -> "diarrhea"
    }
    out.push_back(c);
  }
  if (out.size() >= 6 && out.ends_with("our") && !out.ends_with("hour") && !out.ends_with("four") &&
      !out.ends_with("flour") && !out.ends_with("tour") && !out.ends_with("your")) {
    out.erase(out.size() - 2, 1);  // "tumour" -> "tumor", "behaviour" -> "behavior"
  }
  return out;
}

}  // namespace

std::string american_spelling(std::string_view term) {
  std::string out;
  out.reserve(term.size());
  bool changed = false;
  std::size_t at = 0;
  while (at < term.size()) {
    std::size_t end = at;
    while (end < term.size() && term[end] >= 'a' && term[end] <= 'z') {
      ++end;
    }
    if (end > at) {
      const auto word = term.substr(at, end - at);
      auto american = american_word(word);
      changed = changed || american != word;
      out += american;
      at = end;
    } else {
      out.push_back(term[at]);
      ++at;
    }
  }
  return changed ? out : std::string{};
}

std::array<std::string_view, 2> singular_forms(std::string_view w, std::string& scratch) {
  if (w.size() < 5 || w.back() != 's' || w.ends_with("ss") || w.ends_with("us") || w.ends_with("is")) {
    return {};
  }
  static constexpr std::array<std::string_view, 9> talk{"lumps",   "masses", "swellings", "effects", "reactions",
                                                         "bumps", "spots",  "growths",   "lesions"};
  if (std::find(talk.begin(), talk.end(), w) != talk.end()) {
    return {};
  }
  // Greek "-osis" plurals: "actinic keratoses", "stenoses", "thromboses" (round 10).
  if (w.size() >= 7 && w.ends_with("oses")) {
    scratch.assign(w.substr(0, w.size() - 2)).append("is");
    return {std::string_view(scratch), w.substr(0, w.size() - 1)};
  }
  if (w.ends_with("ies")) {
    scratch.assign(w.substr(0, w.size() - 3)).push_back('y');
    return {std::string_view(scratch), {}};
  }
  if (w.ends_with("es")) {
    return {w.substr(0, w.size() - 1), w.substr(0, w.size() - 2)};
  }
  return {w.substr(0, w.size() - 1), {}};
}

}  // namespace cxs::domain::terminology::detail
