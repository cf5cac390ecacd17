#include "domain/terminology/terminology.hpp"

#include "domain/terminology/terminology_impl.hpp"
#include "domain/terminology/terminology_tokens.hpp"

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

using namespace detail;

namespace {

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

}  // namespace


// ---------------------------------------------------------------------------------------


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
  curated_conditions = conditions.size();
  if (!src.icd10.empty()) {
    icd10_text.assign(src.icd10);
    for_each_row(icd10_text, "icd10", "name\ticd10\tsnomed\tsynonyms",
                 [this](const std::vector<std::string_view>& f, std::size_t line) {
                   if (f[0].empty()) {
                     fail("icd10", line, "empty name");
                   }
                   conditions.push_back({f[0], f[1], f[2], split_list(f[3])});
                 });
  }
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
  if (term.find(',') != std::string_view::npos) {
    // A name written with its own commas ("hand, foot and mouth disease", a WHO title): the
    // node each word after a comma reaches may be reached across a comma in the text too.
    std::vector<token> toks;
    std::string arena;
    tokenize(term, toks, arena);
    for (std::size_t k = 1; k < toks.size() && k < words.size(); ++k) {
      if (term.substr(toks[k - 1].end, toks[k].begin - toks[k - 1].end).find(',') != std::string_view::npos) {
        const std::uint32_t after = node_of({words.begin(), words.begin() + static_cast<std::ptrdiff_t>(k) + 1}, false);
        if (after != 0 && std::find(comma_nodes.begin(), comma_nodes.end(), after) == comma_nodes.end()) {
          comma_nodes.push_back(after);
        }
      }
    }
  }
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
  // The American spelling of a British condition term ("seborrhoeic keratosis" is also
  // "seborrheic keratosis"), after every table term, so a term a table spells that way itself
  // keeps its own row. Names are lower-cased first: the variant is a term. (Plurals are read
  // at match time: terminology_match.cpp.)
  for (std::size_t r = 0; r < conditions.size(); ++r) {
    const target t{{concept_kind::condition, static_cast<std::uint32_t>(r)}, std::nullopt,
                   no_row, match_source::term};
    std::string name(conditions[r].name);
    for (auto& c : name) {
      c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    if (const auto v = american_spelling(name); !v.empty()) {
      add_term(v, t);
    }
    for (std::string_view s : conditions[r].synonyms) {
      if (const auto v = american_spelling(s); !v.empty()) {
        add_term(v, t);
      }
    }
  }
  // An eponym without its possessive, as US usage and speech say it ("Marfan's syndrome" is
  // also "marfan syndrome", "Paget's disease of bone" "paget disease of bone"; "Graves'
  // disease" "graves disease"), after every table term as the spellings above.
  const auto without_possessive = [](std::string_view term) {
    std::string out;
    bool changed = false;
    for (std::size_t i = 0; i < term.size(); ++i) {
      const bool word_end = i + 1 == term.size() || term[i + 1] == ' ';
      if (term[i] == '\'' && i > 0 && term[i - 1] != ' ') {
        if (i + 1 < term.size() && term[i + 1] == 's' && (i + 2 == term.size() || term[i + 2] == ' ')) {
          ++i;  // "marfan's" -> "marfan"
          changed = true;
          continue;
        }
        if (word_end && term[i - 1] == 's') {  // "graves'" -> "graves"
          changed = true;
          continue;
        }
      }
      out.push_back(term[i]);
    }
    return changed ? out : std::string{};
  };
  for (std::size_t r = 0; r < conditions.size(); ++r) {
    const target t{{concept_kind::condition, static_cast<std::uint32_t>(r)}, std::nullopt,
                   no_row, match_source::term};
    std::string name(conditions[r].name);
    for (auto& c : name) {
      c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    // ... and of its American spelling ("Barrett's oesophagus": "barrett esophagus").
    if (const auto v = without_possessive(name); !v.empty()) {
      add_term(v, t);
      if (const auto a = american_spelling(v); !a.empty()) {
        add_term(a, t);
      }
    }
    for (std::string_view s : conditions[r].synonyms) {
      if (const auto v = without_possessive(s); !v.empty()) {
        add_term(v, t);
        if (const auto a = american_spelling(v); !a.empty()) {
          add_term(a, t);
        }
      }
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
    // Romanised Hindi spells the postposition "में" as "me", "mein" or "mei": a phrase
    // written with one ("sir me dard") is found with the others ("sar mein dard").
    const std::string_view phrase = codemix[r].phrase;
    // "<part> dard" (pain of a body part) is as often said with the postposition: "sar
    // dard" and "sar mein dard", "kamar dard" and "kamar me dard".
    if (const auto sp = phrase.find(' '); sp != std::string_view::npos && phrase.substr(sp) == " dard") {
      for (const std::string_view spelling : {" me ", " mein ", " mei "}) {
        std::string variant(phrase.substr(0, sp));
        variant.append(spelling).append("dard");
        add_term(variant, target{ref, std::nullopt, row, match_source::codemix});
      }
    }
    for (std::size_t at = phrase.find(" me "); at != std::string_view::npos; at = phrase.find(" me ", at + 1)) {
      for (const std::string_view spelling : {" mein ", " mei "}) {
        std::string variant(phrase.substr(0, at));
        variant.append(spelling).append(phrase.substr(at + 4));
        add_term(variant, target{ref, std::nullopt, row, match_source::codemix});
      }
    }
  }

  for (std::size_t g = 0; g < guards.size(); ++g) {
    const std::uint32_t node = node_of(term_tokens(guards[g].term), false);
    if (node != 0) {
      guarded.emplace(node, g);
      guarded_filter[(node >> 6U) & 63U] |= std::uint64_t{1} << (node & 63U);
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
      // Laboratory values said high or low name the WHO row of the abnormality ("your potassium
      // is high", "the alkaline phosphatase came back elevated", "your vitamin d is low").
      rule_terms{"potassium", "hyperkalaemia", "hypokalaemia", ""},
      rule_terms{"sodium", "hypernatraemia", "hyponatraemia", ""},
      rule_terms{"calcium", "hypercalcaemia", "hypocalcaemia", ""},
      rule_terms{"magnesium", "", "hypomagnesaemia", ""},
      rule_terms{"triglycerides", "hypertriglyceridaemia", "", ""},
      rule_terms{"alkaline phosphatase", "elevated alkaline phosphatase", "", ""},
      rule_terms{"alanine aminotransferase", "elevated liver enzymes", "", ""},
      rule_terms{"liver function tests", "elevated liver enzymes", "", ""},
      rule_terms{"creatinine", "elevated creatinine", "", ""},
      rule_terms{"white count", "leukocytosis", "", ""},
      rule_terms{"platelets", "", "thrombocytopenia", ""},
      rule_terms{"haemoglobin", "", "anaemia", ""},
      rule_terms{"vitamin d", "", "vitamin d deficiency", ""},
      rule_terms{"vitamin b12", "", "vitamin b12 deficiency", ""},
      rule_terms{"b12", "", "vitamin b12 deficiency", ""},
      rule_terms{"ferritin", "", "iron deficiency", ""},
  };
  for (const rule_terms& rt : rules) {
    // The measure's test row, also where the word is first a medicine ("vitamin d", "calcium").
    const auto t = walk_exact(rt.measure);
    std::optional<concept_ref> measure;
    if (t) {
      const target& tg = targets[static_cast<std::size_t>(*t)];
      if (tg.primary.kind == concept_kind::investigation) {
        measure = tg.primary;
      } else if (tg.alternative && tg.alternative->kind == concept_kind::investigation) {
        measure = tg.alternative;
      }
    }
    if (!measure) {
      continue;
    }
    measure_rule rule;
    rule.investigation = measure->row;
    rule.elevated = rt.elevated.empty() ? std::nullopt : lookup_concept(rt.elevated);
    rule.lowered = rt.lowered.empty() ? std::nullopt : lookup_concept(rt.lowered);
    rule.medication = rt.medication.empty() ? std::nullopt : lookup_concept(rt.medication);
    measure_rules.push_back(rule);
    if (rt.measure == "blood pressure") {
      blood_pressure_target = *t;
    }
  }
  // Lab values written with chemical symbols, as in a basic metabolic panel's line ("Na 131,
  // K 3.2, Cl 101, Cr 0.9"). The ranges hold every value a living patient's note could show in
  // the units US and Indian labs report (mmol/L for the electrolytes, mg/dL for the rest) and
  // keep out numbers of other things ("K 12" is no potassium).
  struct symbol_terms {
    std::string_view symbol;
    std::string_view test;
    double low;
    double high;
  };
  constexpr std::array symbols{
      symbol_terms{"Na", "sodium", 100, 180},         symbol_terms{"K", "potassium", 1.5, 9.5},
      symbol_terms{"Cl", "chloride", 70, 130},        symbol_terms{"Cr", "creatinine", 0.1, 20},
      symbol_terms{"Mg", "magnesium", 0.3, 6},        symbol_terms{"Ca", "calcium", 4, 16},
      symbol_terms{"Phos", "phosphate", 0.5, 12},
  };
  for (const symbol_terms& st : symbols) {
    const auto t = walk_exact(st.test);
    if (!t) {
      continue;
    }
    const target& tg = targets[static_cast<std::size_t>(*t)];
    const std::optional<concept_ref> test = tg.primary.kind == concept_kind::investigation ? tg.primary : tg.alternative;
    if (test && test->kind == concept_kind::investigation) {
      lab_symbols.push_back(detail::lab_symbol{st.symbol, test->row, st.low, st.high});
    }
  }
  // The injury participles are words of the vocabulary even where no term has them, so the
  // match loop finds them by id.
  for (const auto& ip : detail::injury_participles) {
    vocab.emplace(std::string(ip.participle), static_cast<std::uint32_t>(vocab.size()));
  }
  fast_vocab.build(vocab);
  fast_edges.build(edges);
  build_word_rules();
  // Most words of a text start no term: one bit per word id spares the match loop a
  // probe into the (large, cache-missing) edge table for them.
  starts_term.assign(vocab.size(), false);
  for (const auto& [key, child_node] : edges) {
    if ((key >> 32U) == 0) {
      starts_term[static_cast<std::uint32_t>(key)] = true;
    }
  }
}

std::size_t terminology::impl::memory_bytes() const {
  std::size_t bytes = sizeof(impl);
  bytes += conditions_text.capacity() + loinc_text.capacity() + medicines_text.capacity() +
           codemix_text.capacity() + icd10_text.capacity();
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
  bytes += fast_vocab.memory_bytes() + fast_edges.memory_bytes() + starts_term.capacity() / 8 + word_rules.capacity() +
           participle_noun.capacity() * sizeof(std::uint32_t);
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

std::size_t terminology::curated_conditions() const noexcept { return impl_->curated_conditions; }

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
          table_text(table_id::medicines), table_text(table_id::codemix), table_text(table_id::icd10)};
}

const terminology& default_terminology() {
  static const terminology instance{embedded_sources()};
  return instance;
}

}  // namespace cxs::domain::terminology
