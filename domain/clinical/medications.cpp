// The medicine lexicon (parsed from the medicines and code-mix tables) and the public entry
// points. The scanner that reads mentions and their attributes is medication_scanner.*;
// the attribute phrase table it shares with the lexicon is medication_tables.hpp.

#include "domain/clinical/medications.hpp"

#include "domain/clinical/medication_scanner.hpp"
#include "domain/clinical/medication_cues.hpp"
#include "domain/clinical/medication_tables.hpp"
#include "domain/text/chars.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace cxs::domain::clinical {
namespace {

using text::byte_span;
using text::phrase_matcher;
using text::token;
using text::token_kind;
using text::operator""_key;

using namespace medication_detail;

[[nodiscard]] std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

// Splits `line` on tabs into at most `out.size()` fields; returns the field count.
std::size_t split_tabs(std::string_view line, std::span<std::string_view> out) {
  std::size_t count = 0;
  while (count < out.size()) {
    const auto tab = line.find('\t');
    out[count++] = trim(line.substr(0, tab));
    if (tab == std::string_view::npos) {
      break;
    }
    line.remove_prefix(tab + 1);
  }
  return count;
}

template <typename Fn>
void for_each_line(std::string_view tsv, Fn&& fn) {
  while (!tsv.empty()) {
    const auto nl = tsv.find('\n');
    const std::string_view line = tsv.substr(0, nl);
    fn(line);
    if (nl == std::string_view::npos) {
      break;
    }
    tsv.remove_prefix(nl + 1);
  }
}


// The static unit string of a dose unit phrase ("milligrams" → "mg"), or "".
[[nodiscard]] std::string_view dose_unit_of(const phrase_matcher& attrs, std::string_view phrase) {
  const std::uint32_t p = attrs.find(phrase);
  if (p == phrase_matcher::no_payload || attr(p).kind != attr_kind::dose_unit) {
    return {};
  }
  return attr(p).value;
}

struct parsed_strength {
  bool single = false;  // exactly one "value unit" component
  double value = 0;
  std::string_view unit;
  std::string_view first_unit;  // unit of the first component, for bare numbers
};

// "650 mg" → single 650 mg; "325 mg + 400 mg" → not single, first unit mg.
[[nodiscard]] parsed_strength parse_strength(const phrase_matcher& attrs, std::string_view text) {
  parsed_strength out;
  std::vector<token> tokens;
  text::tokenize(text, tokens);
  std::size_t components = 0;
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    if (tokens[k].kind != token_kind::number) {
      continue;
    }
    if (auto m = attrs.longest_at(text, tokens, k + 1, tokens.size()); m && attr(m->payload).kind == attr_kind::dose_unit) {
      ++components;
      if (components == 1) {
        out.value = tokens[k].value;
        out.unit = attr(m->payload).value;
        out.first_unit = out.unit;
      }
    }
  }
  out.single = components == 1;
  return out;
}

}  // namespace

// ---------------------------------------------------------------- lexicon

medication_lexicon medication_lexicon::parse(std::string_view medicines_tsv, std::string_view codemix_tsv) {
  medication_lexicon lex;
  for (std::uint32_t k = 0; k < attr_defs.size(); ++k) {
    lex.attr_matcher_.add(attr_defs[k].phrase, k);
  }
  for (std::uint32_t k = 0; k < cue_defs.size(); ++k) {
    lex.context_matcher_.add(cue_defs[k].phrase, k);
  }

  std::vector<token> tokens;
  const auto add_name = [&](std::string_view name, std::uint32_t entry, bool brand) {
    name = trim(name);
    if (name.empty()) {
      return;
    }
    name_info info;
    info.entry = entry;
    info.brand = brand;
    // Ambiguity: everyday words, and names of at most three letters/digits ("pan", "o2").
    std::string lower(name);
    for (char& c : lower) {
      c = text::ascii_lower(c);
    }
    std::size_t alnum = 0;
    for (const char c : lower) {
      alnum += ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) ? 1 : 0;
    }
    info.ambiguous = alnum <= 3 || std::find(ambiguous_names.begin(), ambiguous_names.end(), lower) != ambiguous_names.end();
    // A strength inside a brand name: "pan 40", "augmentin 1g", "urimax 0.4".
    text::tokenize(name, tokens);
    if (brand && tokens.size() >= 2) {
      const row_strength& def = lex.strengths_[entry];
      std::size_t num = tokens.size();
      std::string_view unit;
      if (tokens.back().kind == token_kind::number) {
        num = tokens.size() - 1;
        unit = def.single ? def.unit : std::string_view{};
      } else if (tokens.size() >= 3 && tokens[tokens.size() - 2].kind == token_kind::number) {
        num = tokens.size() - 2;
        unit = dose_unit_of(lex.attr_matcher_, text::token_text(name, tokens.back()));
      }
      // Only when the number reads as a strength of this row: "doxy 1" is 100 mg, "theo-24" is not 24 mg.
      const bool mass = unit == "mg" || unit == "mcg" || unit == "g";
      if (num < tokens.size() && mass && def.single && num > 0) {
        const double value = tokens[num].value;
        const double ratio = value / std::max(def.value, 1e-9);
        const bool unit_said = unit != def.unit;
        if (unit_said || (ratio >= 0.1 && ratio <= 10)) {
          info.has_strength = true;
          info.strength_value = value;
          info.strength_unit = unit;
        }
      }
    }
    const auto index = static_cast<std::uint32_t>(lex.names_.size());
    if (lex.name_matcher_.add(name, index)) {
      lex.names_.push_back(info);
    }
  };

  for_each_line(medicines_tsv, [&](std::string_view line) {
    if (trim(line).empty() || line.front() == '#' || line.starts_with("generic\t")) {
      return;
    }
    std::array<std::string_view, 6> fields{};
    const std::size_t count = split_tabs(line, fields);
    if (count < 6 || fields[0].empty()) {
      ++lex.rejected_rows_;
      return;
    }
    medicine_entry entry;
    entry.generic = std::string(fields[0]);
    for (char& c : entry.generic) {
      c = text::ascii_lower(c);
    }
    entry.snomed = std::string(fields[1]);
    entry.default_strength = std::string(fields[3]);
    entry.route = std::string(fields[4]);
    entry.drug_class = std::string(fields[5]);
    std::string_view brands = fields[2];
    while (!brands.empty()) {
      const auto bar = brands.find('|');
      const auto brand = trim(brands.substr(0, bar));
      if (!brand.empty()) {
        entry.brands.emplace_back(brand);
      }
      if (bar == std::string_view::npos) {
        break;
      }
      brands.remove_prefix(bar + 1);
    }
    const auto index = static_cast<std::uint32_t>(lex.entries_.size());
    lex.rows_by_generic_[entry.generic].push_back(index);
    const parsed_strength strength = parse_strength(lex.attr_matcher_, entry.default_strength);
    lex.strengths_.push_back({strength.single, strength.value, strength.unit, strength.first_unit});
    lex.entries_.push_back(std::move(entry));
    const medicine_entry& row = lex.entries_.back();
    add_name(row.generic, index, false);
    for (const std::string& brand : row.brands) {
      add_name(brand, index, true);
    }
  });

  // Misrecognised speech: one-word names by consonant skeleton, and their first three letters.
  {
    std::unordered_map<std::uint64_t, std::uint32_t> entry_of_skeleton;
    const auto hash = [](std::string_view w) {
      std::uint64_t h = fnv_basis;
      for (const char c : w) {
        h = fnv_step(h, c);
      }
      return h;
    };
    const auto consider = [&](const std::string& name, bool skeleton) {
      if (name.size() < 7 || !std::all_of(name.begin(), name.end(), [](char c) { return c >= 'a' && c <= 'z'; })) {
        return;
      }
      const std::uint32_t index = lex.name_matcher_.find(name);
      if (index == phrase_matcher::no_payload) {
        return;
      }
      lex.names_by_letters_.emplace(hash(name), index);
      for (std::size_t len = 1; len < name.size(); ++len) {
        if (len >= 3 && len <= 9) {  // a first syllable of one or two letters is too common a word
          lex.syllable_heads_.insert(text::token_key(std::string_view(name).substr(0, len)));
        }
        lex.letter_prefixes_.insert(hash(std::string_view(name).substr(0, len)));
      }
      const std::string sk = spoken_skeleton(name);
      if (!skeleton || sk.size() < 5) {
        return;
      }
      for (std::size_t len = 1; len < sk.size(); ++len) {
        lex.skeleton_prefixes_.insert(hash(std::string_view(sk).substr(0, len)));
      }
      const std::uint32_t entry = lex.names_[index].entry;
      const auto [it, fresh] = entry_of_skeleton.emplace(hash(sk), entry);
      if (fresh) {
        lex.names_by_skeleton_.emplace(hash(sk), index);
      } else if (lex.entries_[it->second].generic != lex.entries_[entry].generic) {
        lex.names_by_skeleton_.erase(hash(sk));  // two medicines share it: not safe
      }
    };
    for (const medicine_entry& row : lex.entries_) {
      consider(row.generic, true);  // generics only: a brand's skeleton is too often a word's
      for (const std::string& brand : row.brands) {
        consider(brand, false);
      }
    }
  }

  for (const std::uint64_t w : spoken_function_words) {
    lex.syllable_heads_.erase(w);
  }
  lex.syllable_head_bits_.assign(syllable_head_bits, false);
  for (const std::uint64_t k : lex.syllable_heads_) {
    lex.syllable_head_bits_[k & (syllable_head_bits - 1)] = true;
  }

  // Code-mixed timing and instruction phrases take the payload of their English sense.
  for_each_line(codemix_tsv, [&](std::string_view line) {
    if (trim(line).empty() || line.front() == '#' || line.starts_with("phrase\t")) {
      return;
    }
    std::array<std::string_view, 4> fields{};
    if (split_tabs(line, fields) < 4 || (fields[3] != "timing" && fields[3] != "instruction")) {
      return;
    }
    const std::uint32_t payload = lex.attr_matcher_.find(fields[2]);
    if (payload == phrase_matcher::no_payload) {
      return;
    }
    const attr_kind kind = attr(payload).kind;
    if (kind == attr_kind::duration_unit || kind == attr_kind::duration_intro || kind == attr_kind::not_medicine) {
      return;
    }
    if (lex.attr_matcher_.add(fields[0], payload)) {
      ++lex.codemix_phrases_;
    }
    // "din me do baar" is also written "din mein do baar" / "din mei do baar", as the
    // terminology's code-mix phrases are read.
    const std::string phrase(fields[0]);
    for (std::size_t at = phrase.find(" me "); at != std::string::npos; at = phrase.find(" me ", at + 1)) {
      for (const std::string_view spelling : {" mein ", " mei "}) {
        std::string variant = phrase.substr(0, at);
        variant.append(spelling).append(phrase.substr(at + 4));
        if (lex.attr_matcher_.add(variant, payload)) {
          ++lex.codemix_phrases_;
        }
      }
    }
  });
  return lex;
}

const medicine_entry* medication_lexicon::lookup(std::string_view name) const {
  const std::uint32_t p = name_matcher_.find(name);
  if (p == text::phrase_matcher::no_payload) {
    return nullptr;
  }
  return &entries_[names_[p].entry];
}


bool is_germ_word(std::uint64_t token_key) noexcept { return contains(germ_words, token_key); }

std::string_view to_string(medication_context context) noexcept {
  switch (context) {
    case medication_context::stopped:
      return "stopped";
    case medication_context::allergy_mention:
      return "allergy_mention";
    case medication_context::historical:
      return "historical";
    case medication_context::asked:
      return "asked";
    case medication_context::option:
      return "option";
    case medication_context::current:
      break;
  }
  return "current";
}

std::vector<medication_item> find_medications(std::string_view text, std::span<const text::token> tokens,
                                              const medication_lexicon& lexicon, const medication_options& options) {
  detail::medication_scanner scanner(text, tokens, lexicon, options);
  return scanner.run();
}

std::vector<medication_item> find_medications(std::string_view text, const medication_lexicon& lexicon,
                                              const medication_options& options) {
  thread_local std::vector<text::token> tokens;
  text::tokenize(text, tokens);
  return find_medications(text, tokens, lexicon, options);
}

boost::json::object to_json(const medication_item& item) {
  boost::json::object evidence;
  evidence.reserve(2);
  evidence["start"] = static_cast<std::uint64_t>(item.evidence.start);
  evidence["end"] = static_cast<std::uint64_t>(item.evidence.end);
  return to_json(item, std::move(evidence));
}

boost::json::object to_json(const medication_item& item, boost::json::object evidence) {
  // Room for every member up front: an object grown one key at a time reallocates often.
  // In the evidence object's storage (the extraction answer's), so it moves in, not copies.
  boost::json::object out(evidence.storage());
  out.reserve(11);
  out["name"] = item.name;
  out["generic"] = item.generic;
  if (item.dose) {
    boost::json::object dose(evidence.storage());
    dose.reserve(2);
    const double v = item.dose->value;
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9e15) {
      dose["value"] = static_cast<std::int64_t>(v);
    } else {
      dose["value"] = v;
    }
    dose["unit"] = item.dose->unit;
    out["dose"] = std::move(dose);
  } else {
    out["dose"] = nullptr;
  }
  out["route"] = item.route;
  out["frequency"] = item.frequency;
  out["timing"] = item.timing;
  out["duration"] = item.duration;
  out["instructions"] = item.instructions;
  out["snomed"] = item.snomed;
  out["evidence"] = std::move(evidence);
  return out;
}

}  // namespace cxs::domain::clinical
