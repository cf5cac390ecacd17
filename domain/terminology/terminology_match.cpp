// terminology::impl::match: the pass over a text's words that reads the table's terms and the
// engine rules (the class and why its rules sit in three files: terminology_match_pass.hpp).
// This file holds what looks at every word: the words' ids, the longest term from each word,
// capitalised "AGE", and the loop that hands a word to a rule of another file only when the
// word's id says the rule can start there.
#include "domain/terminology/terminology_match_pass.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace cxs::domain::terminology {

using namespace detail;

namespace {

// "UTIs", "TIAs", "DVTs": two or more capitals and a final lower-case "s", as written.
bool acronym_plural(std::string_view raw) {
  if (raw.size() < 3 || raw.back() != 's') {
    return false;
  }
  for (std::size_t i = 0; i + 1 < raw.size(); ++i) {
    if (raw[i] < 'A' || raw[i] > 'Z') {
      return false;
    }
  }
  return true;
}

}  // namespace

void terminology::impl::match(std::string_view text, const text::word_scan& words, const match_options& options,
                              std::vector<concept_match>& out) const {
  // Per-thread buffers: a consult allocates and frees these large blocks on every call
  // otherwise (match never re-enters itself).
  struct buffers {
    std::vector<token> toks;
    std::string arena;
  };
  thread_local buffers scratch;
  std::vector<token>& toks = scratch.toks;
  std::string& arena = scratch.arena;
  toks.clear();
  toks.reserve(text.size() / 5 + 8);
  tokenize(text, words, toks, arena);
  match_pass pass(*this, text, toks, arena, options, out);
  pass.read_word_ids();
  pass.read_terms();
  if (options.engine_rules) {
    pass.read_after_terms();
  }
}

namespace detail {

match_pass::match_pass(const terminology::impl& tables, std::string_view text, std::vector<token>& toks,
                       std::string_view norm_all, const match_options& options, std::vector<concept_match>& out)
    : tm_(tables),
      text_(text),
      toks_(toks),
      norm_all_(norm_all),
      options_(options),
      out_(out),
      first_out_(out.size()),
      n_(toks.size()),
      pain_id_(tables.fast_vocab.find("pain")) {}

void match_pass::read_word_ids() {
  for (std::size_t k = 0; k < n_; ++k) {
    token& tok = toks_[k];
    const std::string_view w = word(k);
    tok.id = tm_.fast_vocab.find_lowered(w, tok.key != 0 ? tok.key : text::token_key(w));
    if (tok.id == no_id && w.front() == 'g' && obstetric_formula(w)) {
      formulas_.push_back(k);
    }
    if (tok.possessive) {
      tok.stem_id = tm_.fast_vocab.find(w.substr(0, w.size() - 1));
    } else if (w.back() == 's' && w.size() >= 3 && text_[tok.begin] >= 'A' && text_[tok.begin] <= 'Z' &&
               acronym_plural(text_.substr(tok.begin, tok.end - tok.begin))) {
      // probe round 18: "recurrent UTIs", "two TIAs", "URTIs": an acronym's plural is its
      // capitals and a lower-case "s" (short, so singular_forms does not try it)
      tok.stem_id = tm_.fast_vocab.find(w.substr(0, w.size() - 1));
    } else if (w.back() == 's' && w.size() >= 5) {
      // "colon polyps", "sinus infections", "allergies": the singular, for condition rows.
      for (const std::string_view form : singular_forms(w, singular_scratch_)) {
        if (!form.empty() && tok.stem_id == no_id) {
          tok.stem_id = tm_.fast_vocab.find(form);
        }
      }
    }
  }
}

void match_pass::push_rule_condition(std::int32_t t, std::size_t b, std::size_t e) {
  concept_match m;
  m.kind = concept_kind::condition;
  m.row = tm_.targets[static_cast<std::size_t>(t)].primary.row;
  m.begin = toks_[b].begin;
  m.end = toks_[e].end;
  m.source = match_source::rule;
  out_.push_back(m);
}

// Engine rule: capitalised "AGE" (the table leaves "age" out as ordinary English), read at a
// word where no term starts.
inline __attribute__((always_inline)) void match_pass::read_age(std::size_t i) {
  // The first byte first, then the length: asked at most words, and a capital 'A' is rare
  // where a length of 3 is not (a branch on it mispredicted often).
  if (text_[toks_[i].begin] == 'A' && toks_[i].end - toks_[i].begin == 3 && options_.engine_rules && tm_.age_target &&
      text_.substr(toks_[i].begin, 3) == "AGE") {
    bool is_age = true;
    std::size_t after = toks_[i].end;
    while (after < text_.size() && (text_[after] == ' ' || text_[after] == '\t')) {
      ++after;
    }
    if (after < text_.size() && (text_[after] == ':' || text_[after] == '=' ||
                                 text_[after] == '-' || text::is_ascii_digit(text_[after]))) {
      is_age = false;
    }
    if (i + 1 < n_ && text::is_listed<age_next_words>(word(i + 1))) {
      is_age = false;
    }
    if (i > 0 && joined(i) && text::is_listed<age_prev_words>(word(i - 1))) {
      is_age = false;
    }
    // In running capitals ("PATIENT AGE UNKNOWN") the word is plain English.
    const auto all_caps = [this](std::size_t k) {
      const std::string_view raw = text_.substr(toks_[k].begin, toks_[k].end - toks_[k].begin);
      return raw.size() >= 2 && std::all_of(raw.begin(), raw.end(), [](char c) {
               return (c >= 'A' && c <= 'Z') || text::is_ascii_digit(c);
             });
    };
    if ((i > 0 && all_caps(i - 1)) || (i + 1 < n_ && all_caps(i + 1))) {
      is_age = false;
    }
    if (is_age) {
      concept_match m;
      m.kind = tm_.age_target->kind;
      m.row = tm_.age_target->row;
      m.begin = toks_[i].begin;
      m.end = toks_[i].end;
      m.source = match_source::rule;
      out_.push_back(m);
    }
  }
}

// Called only at a word whose id or singular's starts a term.
match_pass::longest match_pass::longest_term_at(std::size_t i) const {
  longest best;
  std::uint32_t node = 0;
  for (std::size_t j = i; j < n_; ++j) {
    // A break before j may be crossed only when it is one comma and the word after it
    // continues a term written with that comma (checked below, once the node is known).
    const bool across_comma = j > i && !joined(j) && !tm_.comma_nodes.empty() && one_comma_before(j);
    if ((j > i && !joined(j) && !across_comma) || (toks_[j].id == no_id && toks_[j].stem_id == no_id)) {
      break;
    }
    std::uint32_t next = toks_[j].id == no_id ? 0 : tm_.child(node, toks_[j].id);
    bool plural = false;
    if (next == 0 && toks_[j].stem_id != no_id) {
      next = tm_.child(node, toks_[j].stem_id);  // "hemoglobin a1c's", "colon polyps"
      plural = !toks_[j].possessive;
    }
    node = next;
    if (node == 0 || (across_comma && std::find(tm_.comma_nodes.begin(), tm_.comma_nodes.end(), node) ==
                                          tm_.comma_nodes.end())) {
      break;
    }
    const std::int32_t t = tm_.terminal[node];
    // A plural is read for condition rows only ("x-rays", "labs" stay as they were).
    if (t >= 0 && (!plural || tm_.targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition) &&
        (options_.include_phrases ||
         tm_.targets[static_cast<std::size_t>(t)].primary.kind != concept_kind::phrase)) {
      best.target = t;
      best.last = j;
      best.node = node;
    }
  }
  if (best.target >= 0 && options_.engine_rules &&
      ((tm_.guarded_filter[(best.node >> 6U) & 63U] >> (best.node & 63U)) & 1U) != 0) {
    const auto g = tm_.guarded.find(best.node);
    if (g != tm_.guarded.end() &&
        !guard_allows(guards[g->second], text_, toks_, [this](std::size_t k) { return word(k); }, i, best.last)) {
      best.target = -1;
    }
  }
  return best;
}

// Engine rule (round 19): a bare "pressure" after a possessive, starting no longer term, is the
// patient's blood pressure ("your pressure's been up", "number two , your pressure ."), so the
// measure's rules apply. Not "the pressure in my chest" nor "my pressure ulcer".
// Asked at every word with an id that starts no term, so the word's id is compared first.
inline bool match_pass::reads_as_blood_pressure(std::size_t i) const {
  return (toks_[i].id == tm_.pressure_word || toks_[i].stem_id == tm_.pressure_word) && tm_.pressure_word != no_id &&
         options_.engine_rules && tm_.blood_pressure_target >= 0 && i > 0 && joined(i) &&
         text::is_listed<pressure_possessives>(word(i - 1));
}

void match_pass::read_terms() {
  std::size_t i = 0;
  while (i < n_) {
    // Most words are in no term (no vocabulary id, no singular's): no term and no engine rule
    // but capitalised "AGE" starts there (each rule below starts at a word with an id).
    if (toks_[i].id == no_id && toks_[i].stem_id == no_id) {
      read_age(i);
      ++i;
      continue;
    }
    // Most words with an id start no term (child(0, ...) would be 0 for both forms): no call.
    const bool starts = (toks_[i].id != no_id && tm_.starts_term[toks_[i].id]) ||
                        (toks_[i].stem_id != no_id && tm_.starts_term[toks_[i].stem_id]);
    longest best = starts ? longest_term_at(i) : longest{};

    // Which word-order rule can start here (a byte per word id; none for most words).
    const auto rules_of = [this](std::uint32_t id) -> std::uint8_t {
      return id < tm_.word_rules.size() ? tm_.word_rules[id] : 0;
    };
    const std::uint8_t here = options_.engine_rules ? rules_of(toks_[i].id) : 0;
    const std::uint8_t here_stem =
        options_.engine_rules && toks_[i].stem_id != no_id ? rules_of(toks_[i].stem_id) : std::uint8_t{0};
    // For most words no word-order rule can start: one test of the byte.
    if ((here | here_stem) != 0) {
      if (const std::size_t next = read_word_order(i, here, here_stem, best.last); next != 0) {
        i = next;
        continue;
      }
    }
    if (best.target < 0 && reads_as_blood_pressure(i)) {
      best.target = tm_.blood_pressure_target;
      best.last = i;
    }
    if (best.target < 0) {
      read_age(i);
      ++i;
      continue;
    }

    const target& tg = tm_.targets[static_cast<std::size_t>(best.target)];
    concept_match m;
    m.kind = tg.primary.kind;
    m.row = tg.primary.row;
    m.begin = toks_[i].begin;
    m.end = toks_[best.last].end;
    m.source = tg.source;
    m.codemix_row = tg.codemix_row;
    m.alternative = tg.alternative;
    std::size_t last = best.last;
    std::optional<concept_ref> read_finding;  // a reading's verdict: a condition beside the test
    if (options_.engine_rules) {
      read_finding = read_around_term(m, tg, i, last);
    }
    out_.push_back(m);
    if (read_finding) {
      concept_match finding = m;
      finding.kind = read_finding->kind;
      finding.row = read_finding->row;
      finding.source = match_source::rule;
      finding.alternative.reset();
      out_.push_back(finding);
    }
    i = last + 1;
  }
}

// The token of "weeks" in "<formula> [,] [at|of] <n> weeks" from the formula at token f, or 0.
std::size_t match_pass::gestation_after(std::size_t f) const {
  std::size_t k = f + 1;
  if (k < n_ && (word(k) == "at" || word(k) == "of")) {
    ++k;
  }
  if (k + 1 >= n_ || !joined(k + 1)) {
    return 0;
  }
  for (std::size_t g = f; g < k; ++g) {
    if (gap_before(g + 1).find_first_not_of(" ,") != std::string_view::npos) {
      return 0;  // another clause or sentence
    }
  }
  const std::string_view number = word(k);
  const std::string_view unit = word(k + 1);
  const bool digits = !number.empty() && std::all_of(number.begin(), number.end(), [](char c) {
    return c >= '0' && c <= '9';
  });
  return digits && (unit == "weeks" || unit == "week" || unit == "wks" || unit == "wk") ? k + 1 : 0;
}

// Engine rule (review rv21): an obstetric formula ("G2P1", "G3P2L2") with a gestation in weeks
// after it in its clause ("G2P1, 32 weeks", "G2P1 at 28 wks") is a pregnancy, the table's
// "pregnancy" term; the formula alone is an obstetric history, not a pregnancy. Read after the
// loop (the formulas were found with the words' ids), so other words pay nothing.
void match_pass::read_pregnancies() {
  const std::size_t before_formulas = out_.size();
  for (const std::size_t f : formulas_) {
    const std::size_t weeks = gestation_after(f);
    const std::uint32_t pregnancy = weeks == 0 ? no_id : tm_.fast_vocab.find("pregnancy");
    const std::uint32_t node = pregnancy == no_id ? 0 : tm_.child(0, pregnancy);
    const bool free = std::none_of(out_.begin() + static_cast<std::ptrdiff_t>(first_out_), out_.end(),
                                   [&](const concept_match& m) {
                                     return m.begin < toks_[weeks].end && toks_[f].begin < m.end;
                                   });
    if (node != 0 && tm_.terminal[node] >= 0 && free) {
      push_rule_condition(tm_.terminal[node], f, weeks);
    }
  }
  if (out_.size() != before_formulas) {
    std::stable_sort(out_.begin() + static_cast<std::ptrdiff_t>(first_out_), out_.end(),
                     [](const concept_match& x, const concept_match& y) { return x.begin < y.begin; });
  }
}

void match_pass::read_after_terms() {
  read_pregnancies();
  tm_.match_lab_symbols(text_, toks_, out_, first_out_);
  terminology::impl::read_listed_with_tests_as_tests(text_, out_, first_out_);
}

}  // namespace detail
}  // namespace cxs::domain::terminology
