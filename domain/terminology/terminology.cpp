#include "domain/terminology/terminology.hpp"

#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"
#include "domain/text/words.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cxs::domain::terminology {
namespace {

// ---------------------------------------------------------------------------------------
// Tokeniser (shared by table terms and input text, so both normalise identically).

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

constexpr std::uint32_t no_id = 0xFFFFFFFFu;

// A word of the input. `norm` indexes the shared arena string.
struct token {
  std::size_t begin = 0;
  std::size_t end = 0;
  std::uint32_t norm_begin = 0;
  std::uint32_t norm_len = 0;
  std::uint32_t id = no_id;  // vocabulary id, or no_id
  // "a1c's": the word without its possessive "'s" ("a1c"), tried when the whole word does
  // not continue a term; no_id when there is none.
  std::uint32_t stem_id = no_id;
  bool break_before = false;
  bool possessive = false;  // the word ended in "'s" (the "s" is in its normalised form)
  std::uint64_t key = 0;     // text::token_key of the normalised form; 0 until computed
};

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
      if (c.cls == char_class::brk || c.cls == char_class::dot) {
        pending_break = true;
      }
      i += c.len;
      continue;
    }
    token t;
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
      const bool prev_digit = text::is_ascii_digit(text[i - 1]);
      if (i >= n) {
        break;
      }
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
    out.push_back(t);
  }
}

// `tokenize` for a text that has no scan yet (table terms).
void tokenize(std::string_view text, std::vector<token>& out, std::string& arena) {
  text::word_scan scan;
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

// A word of a looked-up term, with whether it ended in a possessive "'s".
struct term_word {
  std::string norm;
  bool possessive = false;
};

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

// ---------------------------------------------------------------------------------------
// Table parsing.

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = s.find(sep, start);
    parts.push_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos
                                                                   : at - start));
    if (at == std::string_view::npos) {
      break;
    }
    start = at + 1;
  }
  return parts;
}

std::vector<std::string_view> split_list(std::string_view s) {
  std::vector<std::string_view> items;
  for (std::string_view item : split(s, '|')) {
    if (!item.empty()) {
      items.push_back(item);
    }
  }
  return items;
}

[[noreturn]] void fail(std::string_view table, std::size_t line, std::string_view what) {
  std::string message(table);
  message += ".tsv line ";
  message += std::to_string(line);
  message += ": ";
  message += what;
  throw std::invalid_argument(message);
}

// Calls `row(fields, line_number)` for every data row of a table after checking its header.
template <typename RowFn>
void for_each_row(std::string_view text, std::string_view table, std::string_view header,
                  RowFn&& row) {
  const std::size_t expected = split(header, '\t').size();
  bool seen_header = false;
  std::size_t line_no = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) {
      end = text.size();
    }
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') {
      line.remove_suffix(1);
    }
    if (line.empty() || line.front() == '#') {
      continue;
    }
    if (!seen_header) {
      if (line != header) {
        fail(table, line_no, "unexpected header");
      }
      seen_header = true;
      continue;
    }
    const std::vector<std::string_view> fields = split(line, '\t');
    if (fields.size() != expected) {
      fail(table, line_no, "wrong number of fields");
    }
    row(fields, line_no);
  }
  if (!seen_header) {
    fail(table, line_no, "no header line");
  }
}

// ---------------------------------------------------------------------------------------
// Engine-rule vocabularies (see the header comment). Compared against normalised words.

constexpr std::array elevated_words{
    std::string_view{"high"},   std::string_view{"raised"},  std::string_view{"elevated"},
    std::string_view{"badha"},  std::string_view{"badhi"},   std::string_view{"badhe"},
    std::string_view{"barha"},  std::string_view{"barhi"},   std::string_view{"zyada"},
    std::string_view{"jyada"},  std::string_view{"zyaada"},  std::string_view{"jaada"},
    std::string_view{"adhik"},  std::string_view{"jaasti"},  std::string_view{"jasti"},
    std::string_view{"vadhla"}, std::string_view{"vadhle"},  std::string_view{"ekkuva"},
    std::string_view{"beshi"},  std::string_view{"adhikam"}, std::string_view{"athigam"},
};

constexpr std::array lowered_words{
    std::string_view{"low"},     std::string_view{"kam"},  std::string_view{"kami"},
    std::string_view{"takkuva"}, std::string_view{"kom"},  std::string_view{"kammi"},
    std::string_view{"korachu"}, std::string_view{"ghatla"},
};

// Words allowed between a measurement and its "high"/"low" word ("bp bahut high hai").
constexpr std::array measure_fillers{
    std::string_view{"is"},    std::string_view{"was"},    std::string_view{"hai"},
    std::string_view{"he"},    std::string_view{"ahe"},    std::string_view{"aahe"},
    std::string_view{"rehta"}, std::string_view{"rehti"},  std::string_view{"bahut"},
    std::string_view{"thoda"}, std::string_view{"very"},   std::string_view{"too"},
    std::string_view{"always"}, std::string_view{"badha"}, std::string_view{"hua"},
};

constexpr std::array medicine_words{
    std::string_view{"dawai"},     std::string_view{"dawa"},      std::string_view{"dawaai"},
    std::string_view{"dawaiyan"},  std::string_view{"dava"},      std::string_view{"davai"},
    std::string_view{"davaa"},     std::string_view{"goli"},      std::string_view{"goliyan"},
    std::string_view{"goliyaan"},  std::string_view{"golia"},     std::string_view{"medicine"},
    std::string_view{"medicines"}, std::string_view{"medication"}, std::string_view{"medications"},
    std::string_view{"meds"},      std::string_view{"tablet"},    std::string_view{"tablets"},
    std::string_view{"pill"},      std::string_view{"pills"},     std::string_view{"drugs"},
    std::string_view{"marundhu"},  std::string_view{"marunthu"},  std::string_view{"maathirai"},
    std::string_view{"mathirai"},  std::string_view{"mandu"},     std::string_view{"mandulu"},
    std::string_view{"oshudh"},    std::string_view{"osudh"},     std::string_view{"aushadh"},
    std::string_view{"aushadhe"},
};

// Connectors between a condition and a medicine word: "sugar ki dawai", "bp chi goli",
// "sugar er oshudh", "bp ke liye dawa".
constexpr std::array medicine_connectors{
    std::string_view{"ki"},    std::string_view{"ka"},     std::string_view{"ke"},
    std::string_view{"ko"},    std::string_view{"liye"},   std::string_view{"lie"},
    std::string_view{"chi"},   std::string_view{"cha"},    std::string_view{"che"},
    std::string_view{"chya"},  std::string_view{"sathi"},  std::string_view{"saathi"},
    std::string_view{"er"},    std::string_view{"r"},      std::string_view{"jonno"},
    std::string_view{"oda"},   std::string_view{"ku"},     std::string_view{"kosam"},
    std::string_view{"ni"},
};

// "AGE 45", "age group", "at AGE": the capitalised word is the patient's age, not AGE.
constexpr std::array age_next_words{
    std::string_view{"of"},      std::string_view{"group"}, std::string_view{"related"},
    std::string_view{"appropriate"}, std::string_view{"years"}, std::string_view{"yrs"},
    std::string_view{"yr"},      std::string_view{"year"},  std::string_view{"old"},
    std::string_view{"limit"},   std::string_view{"between"}, std::string_view{"sex"},
    std::string_view{"gender"},  std::string_view{"and"},
};
constexpr std::array age_prev_words{
    std::string_view{"at"},   std::string_view{"the"},    std::string_view{"an"},
    std::string_view{"old"},  std::string_view{"middle"}, std::string_view{"same"},
    std::string_view{"gestational"}, std::string_view{"bone"}, std::string_view{"for"},
    std::string_view{"of"},   std::string_view{"by"},     std::string_view{"young"},
    std::string_view{"advanced"}, std::string_view{"your"}, std::string_view{"his"},
    std::string_view{"her"},  std::string_view{"patient"}, std::string_view{"mental"},
};

constexpr std::array lab_next_words{
    std::string_view{"level"},   std::string_view{"levels"},  std::string_view{"test"},
    std::string_view{"tests"},   std::string_view{"result"},  std::string_view{"results"},
    std::string_view{"report"},  std::string_view{"value"},   std::string_view{"values"},
    std::string_view{"reading"}, std::string_view{"readings"},
};
constexpr std::array lab_prev_words{
    std::string_view{"check"},  std::string_view{"checked"}, std::string_view{"checking"},
    std::string_view{"serum"},  std::string_view{"order"},   std::string_view{"ordered"},
    std::string_view{"repeat"}, std::string_view{"test"},    std::string_view{"tested"},
    std::string_view{"measure"}, std::string_view{"measured"},
};

// Table terms that are also everyday words of English or of another Indian language; each
// is accepted only when its guard allows (see docs/terminology.md, "ambiguous short forms").
struct guard {
  std::string_view term;
  bool capitals_only = false;     // "AUR" (acute urinary retention), not Hindi "aur" (and)
  bool needs_drug_cue = false;    // "pause 500", "tab pause", not the English verb
  std::array<std::string_view, 9> blocked_next{};  // "pan masala", Hindi "jor se"
  std::array<std::string_view, 8> blocked_prev{};  // Hindi "meri sali" (sister-in-law)
};

constexpr std::array guards{
    guard{"aur", true, false, {}, {}},
    guard{"pause", false, true, {}, {}},
    guard{"pan", false, false, {"masala", "parag", "paan", "shop", "card", "number", "india"}, {}},
    guard{"jor", false, false,
          {"se", "laga", "lagake", "lagana", "lagta", "lagti", "de", "deke", "daal"}, {}},
    guard{"sali", false, false, {"ko", "ne", "ki", "ka", "ke"},
          {"meri", "mere", "my", "his", "uski", "unki", "apni", "teri"}},
    guard{"shock", false, false, {"wave", "waves", "absorber", "absorbers"}, {"electric", "culture"}},
};

constexpr std::array drug_cues{
    std::string_view{"tab"},     std::string_view{"tabs"},    std::string_view{"tablet"},
    std::string_view{"tablets"}, std::string_view{"cap"},     std::string_view{"capsule"},
    std::string_view{"syp"},     std::string_view{"syrup"},   std::string_view{"inj"},
    std::string_view{"injection"},
};

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& words, std::string_view w) {
  return std::find(words.begin(), words.end(), w) != words.end();
}

int kind_rank(concept_kind kind) {
  switch (kind) {
    case concept_kind::condition:
      return 0;
    case concept_kind::medicine:
      return 1;
    case concept_kind::investigation:
      return 2;
    case concept_kind::phrase:
      return 3;
  }
  return 4;
}

struct string_hash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const noexcept {
    return std::hash<std::string_view>{}(s);
  }
};

// Open-addressing tables the matcher reads after start-up (built once from the maps that
// grow while the tables are parsed). Lookups hash each word once and probe a flat array
// instead of walking node-based buckets; the match loop does one per word and one per
// trie step, which made them the largest cost of `match`.
class frozen_vocabulary {
 public:
  template <typename Map>
  void build(const Map& words) {
    std::size_t size = 16;
    while (size < words.size() * 2) {
      size *= 2;
    }
    slots_.assign(size, slot{});
    mask_ = size - 1;
    for (const auto& [word, id] : words) {
      const std::uint64_t h = text::token_key(word);
      std::size_t at = static_cast<std::size_t>(h) & mask_;
      while (slots_[at].id != no_id) {
        at = (at + 1) & mask_;
      }
      slots_[at] = slot{h, id, word};
    }
  }
  /// The id of `word`, or no_id.
  [[nodiscard]] std::uint32_t find(std::string_view word) const noexcept { return find(word, text::token_key(word)); }
  /// The same, for a word whose `text::token_key` the caller already has.
  [[nodiscard]] std::uint32_t find(std::string_view word, std::uint64_t h) const noexcept {
    for (std::size_t at = static_cast<std::size_t>(h) & mask_;; at = (at + 1) & mask_) {
      const slot& sl = slots_[at];
      if (sl.id == no_id) {
        return no_id;
      }
      if (sl.hash == h && sl.word == word) {
        return sl.id;
      }
    }
  }
  [[nodiscard]] std::size_t memory_bytes() const noexcept { return slots_.capacity() * sizeof(slot); }

 private:
  struct slot {
    std::uint64_t hash = 0;
    std::uint32_t id = no_id;
    std::string_view word;  // points into the map's keys, which outlive this table
  };
  std::vector<slot> slots_{slot{}};
  std::size_t mask_ = 0;
};

class frozen_edges {
 public:
  template <typename Map>
  void build(const Map& edges) {
    std::size_t size = 16;
    while (size < edges.size() * 2) {
      size *= 2;
    }
    slots_.assign(size, slot{});
    mask_ = size - 1;
    for (const auto& [key, child] : edges) {
      std::size_t at = static_cast<std::size_t>(text::detail::mix64(key)) & mask_;
      while (slots_[at].child != 0) {
        at = (at + 1) & mask_;
      }
      slots_[at] = slot{key, child};
    }
  }
  /// The child for `key` ((node << 32) | word), or 0.
  [[nodiscard]] std::uint32_t find(std::uint64_t key) const noexcept {
    for (std::size_t at = static_cast<std::size_t>(text::detail::mix64(key)) & mask_;; at = (at + 1) & mask_) {
      const slot& sl = slots_[at];
      if (sl.child == 0 || sl.key == key) {
        return sl.child;
      }
    }
  }
  [[nodiscard]] bool empty() const noexcept { return mask_ == 0; }
  [[nodiscard]] std::size_t memory_bytes() const noexcept { return slots_.capacity() * sizeof(slot); }

 private:
  struct slot {
    std::uint64_t key = 0;
    std::uint32_t child = 0;  // 0 = empty (node 0 is the root, never a child)
  };
  std::vector<slot> slots_{slot{}};
  std::size_t mask_ = 0;
};

// What a trie node stands for.
struct target {
  concept_ref primary;
  std::optional<concept_ref> alternative;
  std::uint32_t codemix_row = no_row;
  match_source source = match_source::term;
};

// Follow-up readings of a measurement mention (the "bp badha" / "bp ki dawai" rules).
struct measure_rule {
  std::uint32_t investigation = 0;
  std::optional<concept_ref> elevated;
  std::optional<concept_ref> lowered;
  std::optional<concept_ref> medication;
};

// True when the words around a guarded single-word match (tokens i..last) let it stand.
template <typename WordFn>
bool guard_allows(const guard& g, std::string_view text, const std::vector<token>& toks,
                  const WordFn& word, std::size_t i, std::size_t last) {
  const std::size_t n = toks.size();
  const bool has_next = last + 1 < n && !toks[last + 1].break_before;
  const bool has_prev = i > 0 && !toks[i].break_before;
  if (g.capitals_only) {
    const std::string_view raw = text.substr(toks[i].begin, toks[last].end - toks[i].begin);
    if (!std::all_of(raw.begin(), raw.end(), [](char c) { return c < 'a' || c > 'z'; })) {
      return false;
    }
  }
  if (g.needs_drug_cue) {
    const bool number_after = has_next && text::is_ascii_digit(text[toks[last + 1].begin]);
    if (!number_after && !(has_prev && contains(drug_cues, word(i - 1)))) {
      return false;
    }
  }
  if (has_next && contains(g.blocked_next, word(last + 1))) {
    return false;
  }
  if (has_prev && contains(g.blocked_prev, word(i - 1))) {
    return false;
  }
  return true;
}

}  // namespace

// ---------------------------------------------------------------------------------------

struct terminology::impl {
  std::string conditions_text;
  std::string loinc_text;
  std::string medicines_text;
  std::string codemix_text;

  std::vector<condition_row> conditions;
  std::vector<investigation_row> investigations;
  std::vector<medicine_row> medicines;
  std::vector<codemix_row> codemix;

  std::unordered_map<std::string, std::uint32_t, string_hash, std::equal_to<>> vocab;
  std::unordered_map<std::uint64_t, std::uint32_t> edges;  // (node << 32 | word) → child
  frozen_vocabulary fast_vocab;  // `vocab` once the tables are built
  frozen_edges fast_edges;       // `edges` once the tables are built
  std::vector<std::int32_t> terminal{-1};                  // per node: index into targets
  std::vector<target> targets;
  std::size_t codemix_resolved = 0;

  std::optional<concept_ref> age_target;
  std::vector<measure_rule> measure_rules;
  std::unordered_map<std::uint32_t, std::size_t> guarded;  // trie node → index in `guards`

  void parse(const table_sources& src);
  void build_matcher();
  std::uint32_t child(std::uint32_t node, std::uint32_t word) const {
    const std::uint64_t key = (static_cast<std::uint64_t>(node) << 32) | word;
    if (!fast_edges.empty()) {
      return fast_edges.find(key);
    }
    const auto it = edges.find(key);
    return it == edges.end() ? 0 : it->second;
  }
  std::uint32_t node_of(const std::vector<std::string>& words, bool create);
  void add_term(std::string_view term, const target& t);
  std::optional<std::int32_t> walk_exact(std::string_view term) const;
  std::optional<concept_ref> lookup_concept(std::string_view term) const;
  const measure_rule* rule_for(concept_ref ref) const {
    if (ref.kind != concept_kind::investigation) {
      return nullptr;
    }
    for (const measure_rule& r : measure_rules) {
      if (r.investigation == ref.row) {
        return &r;
      }
    }
    return nullptr;
  }
  void match(std::string_view text, const text::word_scan& words, const match_options& options,
             std::vector<concept_match>& out) const;
  std::size_t memory_bytes() const;
};

void terminology::impl::parse(const table_sources& src) {
  conditions_text.assign(src.conditions);
  loinc_text.assign(src.loinc);
  medicines_text.assign(src.medicines);
  codemix_text.assign(src.codemix);

  for_each_row(conditions_text, "conditions", "name\ticd10\tsnomed\tsynonyms",
               [this](const std::vector<std::string_view>& f, std::size_t line) {
                 if (f[0].empty()) {
                   fail("conditions", line, "empty name");
                 }
                 conditions.push_back({f[0], f[1], f[2], split_list(f[3])});
               });
  for_each_row(loinc_text, "loinc", "name\tloinc\tkind\tunit\tsynonyms",
               [this](const std::vector<std::string_view>& f, std::size_t line) {
                 investigation_kind kind{};
                 if (f[2] == "vital") {
                   kind = investigation_kind::vital;
                 } else if (f[2] == "lab") {
                   kind = investigation_kind::lab;
                 } else if (f[2] == "imaging") {
                   kind = investigation_kind::imaging;
                 } else if (f[2] == "procedure") {
                   kind = investigation_kind::procedure;
                 } else {
                   fail("loinc", line, "unknown kind");
                 }
                 if (f[0].empty()) {
                   fail("loinc", line, "empty name");
                 }
                 investigations.push_back({f[0], f[1], kind, f[3], split_list(f[4])});
               });
  for_each_row(medicines_text, "medicines",
               "generic\tsnomed\tbrands\tdefault_strength\troute\tdrug_class",
               [this](const std::vector<std::string_view>& f, std::size_t line) {
                 if (f[0].empty()) {
                   fail("medicines", line, "empty generic");
                 }
                 medicines.push_back({f[0], f[1], split_list(f[2]), f[3], f[4], split_list(f[5])});
               });
  for_each_row(codemix_text, "codemix", "phrase\tlanguage\tenglish\tkind",
               [this](const std::vector<std::string_view>& f, std::size_t line) {
                 codemix_kind kind{};
                 if (f[3] == "symptom") {
                   kind = codemix_kind::symptom;
                 } else if (f[3] == "body_part") {
                   kind = codemix_kind::body_part;
                 } else if (f[3] == "timing") {
                   kind = codemix_kind::timing;
                 } else if (f[3] == "instruction") {
                   kind = codemix_kind::instruction;
                 } else if (f[3] == "negation") {
                   kind = codemix_kind::negation;
                 } else if (f[3] == "other") {
                   kind = codemix_kind::other;
                 } else {
                   fail("codemix", line, "unknown kind");
                 }
                 if (f[0].empty() || f[2].empty()) {
                   fail("codemix", line, "empty phrase or english");
                 }
                 codemix.push_back({f[0], f[1], f[2], kind, std::nullopt});
               });
}

std::uint32_t terminology::impl::node_of(const std::vector<std::string>& words, bool create) {
  std::uint32_t node = 0;
  for (const std::string& w : words) {
    auto v = vocab.find(std::string_view{w});
    if (v == vocab.end()) {
      if (!create) {
        return 0;
      }
      v = vocab.emplace(w, static_cast<std::uint32_t>(vocab.size())).first;
    }
    const std::uint64_t key = (static_cast<std::uint64_t>(node) << 32) | v->second;
    auto e = edges.find(key);
    if (e == edges.end()) {
      if (!create) {
        return 0;
      }
      const auto fresh = static_cast<std::uint32_t>(terminal.size());
      terminal.push_back(-1);
      e = edges.emplace(key, fresh).first;
    }
    node = e->second;
  }
  return node;
}

void terminology::impl::add_term(std::string_view term, const target& t) {
  const std::vector<std::string> words = term_tokens(term);
  if (words.empty()) {
    return;
  }
  const std::uint32_t node = node_of(words, true);
  std::int32_t& slot = terminal[node];
  if (slot < 0) {
    slot = static_cast<std::int32_t>(targets.size());
    targets.push_back(t);
    return;
  }
  target& have = targets[static_cast<std::size_t>(slot)];
  if (t.source == match_source::codemix && have.source != match_source::codemix) {
    return;  // the table's own term wins over a translation of the same words
  }
  if (have.primary == t.primary || have.primary.kind == t.primary.kind) {
    return;  // one generic on several route rows, or one phrase in two languages: first row
  }
  if (kind_rank(t.primary.kind) < kind_rank(have.primary.kind)) {
    have.alternative = have.primary;
    have.primary = t.primary;
  } else if (!have.alternative) {
    have.alternative = t.primary;
  }
}

std::optional<std::int32_t> terminology::impl::walk_exact(std::string_view term) const {
  const std::vector<term_word> words = term_words(term);
  if (words.empty()) {
    return std::nullopt;
  }
  std::uint32_t node = 0;
  for (const term_word& w : words) {
    const auto v = vocab.find(std::string_view{w.norm});
    std::uint32_t next = v == vocab.end() ? 0 : child(node, v->second);
    if (next == 0 && w.possessive) {
      const auto stem = vocab.find(std::string_view{w.norm}.substr(0, w.norm.size() - 1));
      next = stem == vocab.end() ? 0 : child(node, stem->second);
    }
    if (next == 0) {
      return std::nullopt;
    }
    node = next;
  }
  if (terminal[node] < 0) {
    return std::nullopt;
  }
  return terminal[node];
}

std::optional<concept_ref> terminology::impl::lookup_concept(std::string_view term) const {
  const auto t = walk_exact(term);
  if (!t) {
    return std::nullopt;
  }
  return targets[static_cast<std::size_t>(*t)].primary;
}

void terminology::impl::build_matcher() {
  for (std::size_t r = 0; r < conditions.size(); ++r) {
    const target t{{concept_kind::condition, static_cast<std::uint32_t>(r)}, std::nullopt,
                   no_row, match_source::term};
    add_term(conditions[r].name, t);
    for (std::string_view s : conditions[r].synonyms) {
      add_term(s, t);
    }
  }
  for (std::size_t r = 0; r < medicines.size(); ++r) {
    const target t{{concept_kind::medicine, static_cast<std::uint32_t>(r)}, std::nullopt,
                   no_row, match_source::term};
    add_term(medicines[r].generic, t);
    for (std::string_view s : medicines[r].brands) {
      add_term(s, t);
    }
  }
  for (std::size_t r = 0; r < investigations.size(); ++r) {
    const target t{{concept_kind::investigation, static_cast<std::uint32_t>(r)}, std::nullopt,
                   no_row, match_source::term};
    add_term(investigations[r].name, t);
    for (std::string_view s : investigations[r].synonyms) {
      add_term(s, t);
    }
  }
  // Code-mix phrases: resolve the English text against the concept terms first, so a
  // phrase never resolves to another phrase.
  for (std::size_t r = 0; r < codemix.size(); ++r) {
    codemix[r].target = lookup_concept(codemix[r].english);
    if (codemix[r].target) {
      ++codemix_resolved;
    }
  }
  for (std::size_t r = 0; r < codemix.size(); ++r) {
    const auto row = static_cast<std::uint32_t>(r);
    const concept_ref ref = codemix[r].target.value_or(concept_ref{concept_kind::phrase, row});
    add_term(codemix[r].phrase, target{ref, std::nullopt, row, match_source::codemix});
  }

  for (std::size_t g = 0; g < guards.size(); ++g) {
    const std::uint32_t node = node_of(term_tokens(guards[g].term), false);
    if (node != 0) {
      guarded.emplace(node, g);
    }
  }
  age_target = lookup_concept("acute gastroenteritis");
  struct rule_terms {
    std::string_view measure;
    std::string_view elevated;
    std::string_view lowered;
    std::string_view medication;
  };
  constexpr std::array rules{
      rule_terms{"blood pressure", "hypertension", "hypotension", "hypertension"},
      rule_terms{"blood sugar", "hyperglycaemia", "hypoglycaemia", "diabetes"},
      rule_terms{"plasma glucose", "hyperglycaemia", "hypoglycaemia", "diabetes"},
      rule_terms{"fasting blood sugar", "hyperglycaemia", "hypoglycaemia", "diabetes"},
      rule_terms{"cholesterol", "high cholesterol", "", "high cholesterol"},
  };
  for (const rule_terms& rt : rules) {
    const auto measure = lookup_concept(rt.measure);
    if (!measure || measure->kind != concept_kind::investigation) {
      continue;
    }
    measure_rule rule;
    rule.investigation = measure->row;
    rule.elevated = rt.elevated.empty() ? std::nullopt : lookup_concept(rt.elevated);
    rule.lowered = rt.lowered.empty() ? std::nullopt : lookup_concept(rt.lowered);
    rule.medication = lookup_concept(rt.medication);
    measure_rules.push_back(rule);
  }
  fast_vocab.build(vocab);
  fast_edges.build(edges);
}

void terminology::impl::match(std::string_view text, const text::word_scan& words, const match_options& options,
                              std::vector<concept_match>& out) const {
  std::vector<token> toks;
  toks.reserve(text.size() / 5 + 8);
  std::string arena;
  tokenize(text, words, toks, arena);
  const std::string_view norm_all = arena;
  const auto word = [&toks, norm_all](std::size_t k) {
    return norm_all.substr(toks[k].norm_begin, toks[k].norm_len);
  };
  for (std::size_t k = 0; k < toks.size(); ++k) {
    const std::string_view w = word(k);
    toks[k].id = fast_vocab.find(w, toks[k].key != 0 ? toks[k].key : text::token_key(w));
    if (toks[k].possessive) {
      const std::string_view w = word(k);
      toks[k].stem_id = fast_vocab.find(w.substr(0, w.size() - 1));
    }
  }
  const std::size_t first_out = out.size();
  const std::size_t n = toks.size();
  // True when token k continues the phrase that ends at token k - 1.
  const auto joined = [&toks](std::size_t k) { return !toks[k].break_before; };

  std::size_t i = 0;
  while (i < n) {
    std::int32_t best_target = -1;
    std::size_t best_last = 0;
    std::uint32_t best_node = 0;
    std::uint32_t node = 0;
    for (std::size_t j = i; j < n; ++j) {
      if ((j > i && !joined(j)) || (toks[j].id == no_id && toks[j].stem_id == no_id)) {
        break;
      }
      std::uint32_t next = toks[j].id == no_id ? 0 : child(node, toks[j].id);
      if (next == 0 && toks[j].stem_id != no_id) {
        next = child(node, toks[j].stem_id);  // "hemoglobin a1c's"
      }
      node = next;
      if (node == 0) {
        break;
      }
      const std::int32_t t = terminal[node];
      if (t >= 0 && (options.include_phrases ||
                     targets[static_cast<std::size_t>(t)].primary.kind != concept_kind::phrase)) {
        best_target = t;
        best_last = j;
        best_node = node;
      }
    }
    if (best_target >= 0 && options.engine_rules && !guarded.empty()) {
      const auto g = guarded.find(best_node);
      if (g != guarded.end() && !guard_allows(guards[g->second], text, toks, word, i, best_last)) {
        best_target = -1;
      }
    }

    if (best_target < 0) {
      // Engine rule: capitalised "AGE" (the table leaves "age" out as ordinary English).
      if (options.engine_rules && age_target && text.substr(toks[i].begin, 3) == "AGE" &&
          toks[i].end - toks[i].begin == 3) {
        bool is_age = true;
        std::size_t after = toks[i].end;
        while (after < text.size() && (text[after] == ' ' || text[after] == '\t')) {
          ++after;
        }
        if (after < text.size() && (text[after] == ':' || text[after] == '=' ||
                                    text[after] == '-' || text::is_ascii_digit(text[after]))) {
          is_age = false;
        }
        if (i + 1 < n && contains(age_next_words, word(i + 1))) {
          is_age = false;
        }
        if (i > 0 && joined(i) && contains(age_prev_words, word(i - 1))) {
          is_age = false;
        }
        // In running capitals ("PATIENT AGE UNKNOWN") the word is plain English.
        const auto all_caps = [&text, &toks](std::size_t k) {
          const std::string_view raw = text.substr(toks[k].begin, toks[k].end - toks[k].begin);
          return raw.size() >= 2 && std::all_of(raw.begin(), raw.end(), [](char c) {
                   return (c >= 'A' && c <= 'Z') || text::is_ascii_digit(c);
                 });
        };
        if ((i > 0 && all_caps(i - 1)) || (i + 1 < n && all_caps(i + 1))) {
          is_age = false;
        }
        if (is_age) {
          concept_match m;
          m.kind = age_target->kind;
          m.row = age_target->row;
          m.begin = toks[i].begin;
          m.end = toks[i].end;
          m.source = match_source::rule;
          out.push_back(m);
        }
      }
      ++i;
      continue;
    }

    const target& tg = targets[static_cast<std::size_t>(best_target)];
    concept_match m;
    m.kind = tg.primary.kind;
    m.row = tg.primary.row;
    m.begin = toks[i].begin;
    m.end = toks[best_last].end;
    m.source = tg.source;
    m.codemix_row = tg.codemix_row;
    m.alternative = tg.alternative;
    std::size_t last = best_last;

    if (options.engine_rules) {
      // A word that is both a drug and a lab test ("vitamin d"): the words around decide.
      if (m.alternative && m.kind == concept_kind::medicine &&
          m.alternative->kind == concept_kind::investigation) {
        const bool lab = (last + 1 < n && joined(last + 1) && contains(lab_next_words, word(last + 1))) ||
                         (i > 0 && joined(i) && contains(lab_prev_words, word(i - 1)));
        if (lab) {
          std::swap(m.kind, m.alternative->kind);
          std::swap(m.row, m.alternative->row);
        }
      }
      const measure_rule* rule = rule_for(m.ref());
      // "bp badha hua hai", "bp bahut high", "bp kam": up to two filler words.
      if (rule != nullptr && (rule->elevated || rule->lowered)) {
        for (std::size_t k = last + 1; k < n && k <= last + 3 && joined(k); ++k) {
          const std::string_view w = word(k);
          if (rule->elevated && contains(elevated_words, w)) {
            m.kind = rule->elevated->kind;
            m.row = rule->elevated->row;
            m.end = toks[k].end;
            m.source = match_source::rule;
            m.alternative.reset();
            last = k;
            break;
          }
          if (rule->lowered && contains(lowered_words, w)) {
            m.kind = rule->lowered->kind;
            m.row = rule->lowered->row;
            m.end = toks[k].end;
            m.source = match_source::rule;
            m.alternative.reset();
            last = k;
            break;
          }
          if (!contains(measure_fillers, w)) {
            break;
          }
        }
      }
      // "sugar ki dawai", "bp ke liye goli", "blood pressure medication".
      std::optional<concept_ref> treated;
      if (m.kind == concept_kind::condition) {
        treated = m.ref();
      } else if (rule != nullptr && rule->medication && m.source != match_source::rule) {
        treated = rule->medication;
      }
      if (treated) {
        std::size_t k = last + 1;
        std::size_t connectors = 0;
        while (k < n && joined(k) && connectors < 2 && contains(medicine_connectors, word(k))) {
          ++k;
          ++connectors;
        }
        bool found = false;
        if (k < n && joined(k) && contains(medicine_words, word(k))) {
          found = true;
          m.end = toks[k].end;
          last = k;
        } else if (i >= 2 && joined(i) && joined(i - 1) &&
                   (word(i - 1) == "for" || word(i - 1) == "of") &&
                   contains(medicine_words, word(i - 2))) {
          // "dawai for bp", "tablets for diabetes"; a code-mix phrase match on the medicine
          // word itself ("dawai") gives way.
          if (out.size() > first_out && out.back().kind == concept_kind::phrase &&
              out.back().begin == toks[i - 2].begin) {
            out.pop_back();
          }
          if (out.size() == first_out || out.back().end <= toks[i - 2].begin) {
            found = true;
            m.begin = toks[i - 2].begin;
          }
        }
        if (found) {
          m.kind = treated->kind;
          m.row = treated->row;
          m.medication_context = true;
          m.alternative.reset();
          if (m.source == match_source::term && tg.primary != *treated) {
            m.source = match_source::rule;
          }
        }
      }
    }
    out.push_back(m);
    i = last + 1;
  }
}

std::size_t terminology::impl::memory_bytes() const {
  std::size_t bytes = sizeof(impl);
  bytes += conditions_text.capacity() + loinc_text.capacity() + medicines_text.capacity() +
           codemix_text.capacity();
  bytes += conditions.capacity() * sizeof(condition_row);
  for (const auto& r : conditions) {
    bytes += r.synonyms.capacity() * sizeof(std::string_view);
  }
  bytes += investigations.capacity() * sizeof(investigation_row);
  for (const auto& r : investigations) {
    bytes += r.synonyms.capacity() * sizeof(std::string_view);
  }
  bytes += medicines.capacity() * sizeof(medicine_row);
  for (const auto& r : medicines) {
    bytes += (r.brands.capacity() + r.classes.capacity()) * sizeof(std::string_view);
  }
  bytes += codemix.capacity() * sizeof(codemix_row);
  // Hash nodes: value + next pointer + cached hash, rounded to the allocator's 16 bytes.
  const auto node_bytes = [](std::size_t payload) {
    return (payload + 2 * sizeof(void*) + 15) / 16 * 16;
  };
  bytes += vocab.bucket_count() * sizeof(void*);
  for (const auto& [w, id] : vocab) {
    bytes += node_bytes(sizeof(std::string) + sizeof(std::uint32_t));
    if (w.capacity() > 15) {
      bytes += w.capacity() + 1;
    }
  }
  bytes += fast_vocab.memory_bytes() + fast_edges.memory_bytes();
  bytes += edges.bucket_count() * sizeof(void*) +
           edges.size() * node_bytes(sizeof(std::uint64_t) + sizeof(std::uint32_t));
  bytes += terminal.capacity() * sizeof(std::int32_t) + targets.capacity() * sizeof(target);
  bytes += measure_rules.capacity() * sizeof(measure_rule);
  return bytes;
}

// ---------------------------------------------------------------------------------------

terminology::terminology(const table_sources& sources) : impl_(std::make_unique<impl>()) {
  impl_->parse(sources);
  impl_->build_matcher();
}

terminology::~terminology() = default;

std::vector<concept_match> terminology::match(std::string_view text,
                                              const match_options& options) const {
  std::vector<concept_match> out;
  match(text, options, out);
  return out;
}

void terminology::match(std::string_view text, const match_options& options,
                        std::vector<concept_match>& out) const {
  text::word_scan words;
  text::scan_words(text, words);
  impl_->match(text, words, options, out);
}

void terminology::match(std::string_view text, const text::word_scan& words, const match_options& options,
                        std::vector<concept_match>& out) const {
  impl_->match(text, words, options, out);
}

std::optional<concept_ref> terminology::lookup(std::string_view term) const {
  return impl_->lookup_concept(term);
}

concept_codes terminology::codes(concept_ref ref) const noexcept {
  concept_codes c;
  switch (ref.kind) {
    case concept_kind::condition:
      if (ref.row < impl_->conditions.size()) {
        c.icd10 = impl_->conditions[ref.row].icd10;
        c.snomed = impl_->conditions[ref.row].snomed;
      }
      break;
    case concept_kind::investigation:
      if (ref.row < impl_->investigations.size()) {
        c.loinc = impl_->investigations[ref.row].loinc;
        c.unit = impl_->investigations[ref.row].unit;
      }
      break;
    case concept_kind::medicine:
      if (ref.row < impl_->medicines.size()) {
        c.snomed = impl_->medicines[ref.row].snomed;
      }
      break;
    case concept_kind::phrase:
      break;
  }
  return c;
}

std::string_view terminology::display_name(concept_ref ref) const noexcept {
  switch (ref.kind) {
    case concept_kind::condition:
      return ref.row < impl_->conditions.size() ? impl_->conditions[ref.row].name
                                                 : std::string_view{};
    case concept_kind::investigation:
      return ref.row < impl_->investigations.size() ? impl_->investigations[ref.row].name
                                                     : std::string_view{};
    case concept_kind::medicine:
      return ref.row < impl_->medicines.size() ? impl_->medicines[ref.row].generic
                                                : std::string_view{};
    case concept_kind::phrase:
      return ref.row < impl_->codemix.size() ? impl_->codemix[ref.row].english
                                              : std::string_view{};
  }
  return {};
}

const std::vector<condition_row>& terminology::conditions() const noexcept {
  return impl_->conditions;
}
const std::vector<investigation_row>& terminology::investigations() const noexcept {
  return impl_->investigations;
}
const std::vector<medicine_row>& terminology::medicines() const noexcept {
  return impl_->medicines;
}
const std::vector<codemix_row>& terminology::codemix_rows() const noexcept {
  return impl_->codemix;
}

table_stats terminology::stats() const noexcept {
  table_stats s;
  s.conditions = impl_->conditions.size();
  s.investigations = impl_->investigations.size();
  s.medicines = impl_->medicines.size();
  s.codemix = impl_->codemix.size();
  s.codemix_resolved = impl_->codemix_resolved;
  s.terms = impl_->targets.size();
  s.vocabulary = impl_->vocab.size();
  s.trie_nodes = impl_->terminal.size();
  s.memory_bytes = impl_->memory_bytes();
  return s;
}

std::string_view kind_name(concept_kind kind) noexcept {
  switch (kind) {
    case concept_kind::condition:
      return "condition";
    case concept_kind::investigation:
      return "investigation";
    case concept_kind::medicine:
      return "medicine";
    case concept_kind::phrase:
      return "phrase";
  }
  return "unknown";
}

table_sources embedded_sources() noexcept {
  return {table_text(table_id::conditions), table_text(table_id::loinc),
          table_text(table_id::medicines), table_text(table_id::codemix)};
}

const terminology& default_terminology() {
  static const terminology instance{embedded_sources()};
  return instance;
}

}  // namespace cxs::domain::terminology
