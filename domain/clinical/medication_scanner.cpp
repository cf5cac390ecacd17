#include "domain/clinical/medication_scanner.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "domain/clinical/medication_tables.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::detail {

using namespace medication_detail;
using text::phrase_matcher;
using text::token_kind;
using text::operator""_key;

std::vector<medication_item> medication_scanner::run() {
  find_mentions();
  std::vector<medication_item> items;
  items.reserve(mentions_.size());
  std::vector<std::uint32_t> entry_of;  // row of each item, for merging
  entry_of.reserve(mentions_.size());
  for (std::size_t k = 0; k < mentions_.size(); ++k) {
    const std::size_t limit = k + 1 < mentions_.size() ? mentions_[k + 1].first : toks_.size();
    std::uint32_t entry = 0;
    if (auto item = read_item(mentions_[k], limit, entry)) {
      if (options_.merge_repeats && merge_into(items, entry_of, *item, entry)) {
        continue;
      }
      items.push_back(std::move(*item));
      entry_of.push_back(entry);
    }
  }
  return items;
}

void medication_scanner::find_mentions() {
  const std::size_t n = toks_.size();
  std::size_t i = 0;
  while (i < n) {
    if (auto m = lex_.name_matcher_.longest_at(text_, toks_, i, n)) {
      std::size_t end = 0;
      const attr_def* next = attr_at(m->end, n, end);
      // "vitamin d level", "low vitamin d": a lab test or a condition.
      const bool lab = (next != nullptr && next->kind == attr_kind::not_medicine) || (i > 0 && key_at(i - 1, "low"_key));
      if (!lab) {
        mentions_.push_back({i, m->end, m->payload});
      }
      i = m->end;
      continue;
    }
    ++i;
  }
}

medication_context medication_scanner::context_before(const mention& m) const {
  std::size_t from = m.first;
  std::size_t words = 0;
  while (from > 0 && words < 10 && !break_at(from - 1)) {
    --from;
    if (toks_[from].kind != token_kind::symbol) {
      ++words;
    }
  }
  std::optional<cue_kind> last;
  std::size_t k = from;
  while (k < m.first) {
    if (auto c = lex_.context_matcher_.longest_at(text_, toks_, k, m.first)) {
      last = cue_defs[c->payload].kind;
      k = c->end;
      continue;
    }
    ++k;
  }
  if (!last) {
    return medication_context::current;
  }
  switch (*last) {
    case cue_kind::allergy:
      return medication_context::allergy_mention;
    case cue_kind::stopped:
      return medication_context::stopped;
    case cue_kind::historical:
      return medication_context::historical;
    case cue_kind::current:
      break;
  }
  return medication_context::current;
}

bool medication_scanner::verb_before(const mention& m) const {
  return m.first > 0 && contains(verb_cues, toks_[m.first - 1].key);
}

std::uint32_t medication_scanner::row_for_route(std::uint32_t entry, std::string_view route) const {
  const medicine_entry& row = lex_.entries_[entry];
  if (route.empty() || row.route == route) {
    return entry;
  }
  const auto it = lex_.rows_by_generic_.find(row.generic);
  if (it == lex_.rows_by_generic_.end()) {
    return entry;
  }
  for (const std::uint32_t other : it->second) {
    const std::string& r = lex_.entries_[other].route;
    const bool parenteral = r == "iv" || r == "im" || r == "sc";
    if (r == route || (route == "injection" && parenteral)) {
      return other;
    }
  }
  return entry;
}

std::string medication_scanner::snomed_for(std::uint32_t entry) const {
  const medicine_entry& row = lex_.entries_[entry];
  if (!row.snomed.empty()) {
    return row.snomed;
  }
  // The substance concept is the same for every row of one generic.
  const auto it = lex_.rows_by_generic_.find(row.generic);
  if (it != lex_.rows_by_generic_.end()) {
    for (const std::uint32_t other : it->second) {
      if (!lex_.entries_[other].snomed.empty()) {
        return lex_.entries_[other].snomed;
      }
    }
  }
  return {};
}

std::optional<medication_item> medication_scanner::read_item(const mention& m, std::size_t limit, std::uint32_t& entry_out) {
  const medication_lexicon::name_info& info = lex_.names_[m.name];
  attributes a;
  read_after(m, limit, a);
  // A dose before this name must not be the previous medicine's ("lasix 40 mg , metformin").
  read_before(m, last_item_end_, a);
  last_item_end_ = std::max(m.end, a.last_used_end);
  if (info.ambiguous && !a.evidence_of_medicine && !verb_before(m)) {
    return std::nullopt;
  }

  std::uint32_t entry = info.entry;
  std::string_view route = a.route;
  if (route.empty() && !a.form_route.empty() && a.form_route != "injection") {
    route = a.form_route;
  }
  entry = row_for_route(entry, route.empty() ? a.form_route : route);
  const medicine_entry& row = lex_.entries_[entry];
  if (route.empty()) {
    route = row.route;
  }

  medication_item item;
  item.name = std::string(text_.substr(toks_[m.first].span.start, toks_[m.end - 1].span.end - toks_[m.first].span.start));
  item.generic = row.generic;
  item.strength = row.default_strength;
  item.route = std::string(route);
  item.snomed = snomed_for(entry);
  item.drug_class = row.drug_class;
  item.evidence = {toks_[m.first].span.start, toks_[m.end - 1].span.end};

  if (a.measure) {
    item.dose = a.measure;
    item.dose_from = dose_source::spoken;
  } else if (info.has_strength) {
    item.dose = medication_dose{info.strength_value, std::string(info.strength_unit)};
    item.dose_from = dose_source::brand_name;
  } else if (a.count) {
    item.dose = a.count;
    item.dose_from = dose_source::spoken;
  } else if (info.brand && options_.use_default_strength) {
    const medication_lexicon::row_strength& def = lex_.strengths_[entry];
    if (def.single) {
      item.dose = medication_dose{def.value, std::string(def.unit)};
      item.dose_from = dose_source::table_default;
    }
  }
  item.frequency = std::move(a.frequency);
  if (!a.meal_timing.empty()) {
    item.timing = std::string(a.meal_timing);
  }
  if (!a.day_timing.empty()) {
    if (!item.timing.empty()) {
      item.timing += ", ";
    }
    item.timing += a.day_timing;
  }
  item.duration = std::move(a.duration);
  item.instructions = std::move(a.instructions);

  item.context = context_before(m);
  if (a.allergy_after) {
    item.context = medication_context::allergy_mention;
  } else if (a.stopped_after && item.context == medication_context::current) {
    item.context = medication_context::stopped;
  }
  entry_out = entry;
  return item;
}

int medication_scanner::dose_rank(dose_source s) {
  switch (s) {
    case dose_source::spoken:
      return 3;
    case dose_source::brand_name:
      return 2;
    case dose_source::table_default:
      return 1;
    case dose_source::none:
      break;
  }
  return 0;
}

bool medication_scanner::merge_into(std::vector<medication_item>& items, const std::vector<std::uint32_t>& entry_of,
                                    medication_item& item, std::uint32_t entry) {
  for (std::size_t k = 0; k < items.size(); ++k) {
    medication_item& old = items[k];
    if (entry_of[k] != entry || old.context != item.context) {
      continue;
    }
    if (item.dose && dose_rank(item.dose_from) >= dose_rank(old.dose_from)) {
      old.dose = item.dose;
      old.dose_from = item.dose_from;
    }
    if (!item.frequency.empty()) {
      old.frequency = std::move(item.frequency);
    }
    const auto fill = [](std::string& to, std::string& from) {
      if (to.empty()) {
        to = std::move(from);
      }
    };
    fill(old.timing, item.timing);
    fill(old.duration, item.duration);
    fill(old.instructions, item.instructions);
    return true;
  }
  return false;
}

}  // namespace cxs::domain::clinical::detail
