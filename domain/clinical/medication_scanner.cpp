#include "domain/clinical/medication_scanner.hpp"

#include <algorithm>
#include <array>
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
  // Mentions read as current only because no cue was near them (by item), and the stopped
  // mentions (by row and sentence), for `stopped_later_in_sentence`.
  std::vector<std::size_t> uncued_sentence;  // sentence start, or npos when the item had a cue
  std::vector<std::pair<std::uint32_t, std::size_t>> stops;
  std::vector<std::size_t> item_of_mention(mentions_.size(), no_item);  // for apply_dose_changes
  std::vector<std::size_t> last_sentence;  // by item: the sentence of its last mention
  for (std::size_t k = 0; k < mentions_.size(); ++k) {
    const std::size_t limit = k + 1 < mentions_.size() ? mentions_[k + 1].first : toks_.size();
    std::uint32_t entry = 0;
    if (auto item = read_item(mentions_[k], limit, entry)) {
      if (mentions_[k].joined_before && partner_measure_ && k > 0 && item_of_mention[k - 1] != no_item) {
        give_partner_strength(items[item_of_mention[k - 1]], *item);
      }
      if (item->context == medication_context::stopped) {
        stops.emplace_back(entry, sentence_start(mentions_[k].first));
      }
      const bool plain = item->context == medication_context::current && !cued_;
      const std::size_t sentence = plain ? sentence_start(mentions_[k].first) : std::string_view::npos;
      const std::size_t mention_sentence = sentence_start(mentions_[k].first);
      if (options_.merge_repeats) {
        if (const std::size_t into = merge_into(items, entry_of, *item, entry); into != no_item) {
          item_of_mention[k] = into;
          last_sentence[into] = mention_sentence;
          continue;
        }
      }
      item_of_mention[k] = items.size();
      items.push_back(std::move(*item));
      entry_of.push_back(entry);
      uncued_sentence.push_back(sentence);
      last_sentence.push_back(mention_sentence);
    }
  }
  apply_dose_changes(items, entry_of, item_of_mention);
  end_courses_stopped_later(items, entry_of, uncued_sentence, last_sentence, stops);
  read_corrections_and_class_refusals(items, item_of_mention);
  // "the cough is from the lisinopril , so i'm switching you from lisinopril to losartan": a
  // mention with no cue of its own is the same course as a stop of the same row in its
  // sentence. Not one with its own cue ("continue the metformin , stop the metformin xr" are
  // two rows; "take the aspirin today and stop the aspirin tomorrow" keeps the first).
  if (!stops.empty()) {
    for (std::size_t k = 0; k < items.size(); ++k) {
      if (uncued_sentence[k] == std::string_view::npos) {
        continue;
      }
      for (const auto& [entry, stop_sentence] : stops) {
        if (entry == entry_of[k] && stop_sentence == uncued_sentence[k]) {
          items[k].context = medication_context::stopped;
          break;
        }
      }
    }
  }
  // "i'm on insulin , thirty units of lantus at night": a bare "insulin" is the kind of the
  // insulin named beside it, not another medicine.
  const auto bare_insulin = [](const medication_item& i) { return i.generic == "insulin"; };
  if (std::any_of(items.begin(), items.end(), bare_insulin) &&
      std::any_of(items.begin(), items.end(), [](const medication_item& i) {
        return i.generic != "insulin" && i.drug_class.find("insulin") != std::string::npos;
      })) {
    std::erase_if(items, bare_insulin);
  }
  return items;
}

void medication_scanner::give_partner_strength(medication_item& first, const medication_item& second) const {
  // "lisinopril-hydrochlorothiazide 20/12.5 mg daily" with no row for the pair: lisinopril
  // 20 mg and hydrochlorothiazide 12.5 mg, each taken as the pair is.
  if (first.dose_from != dose_source::spoken) {
    first.dose = partner_measure_;
    first.dose_from = dose_source::spoken;
  }
  for (const auto& [to, from] : {std::pair{&first.frequency, &second.frequency}, std::pair{&first.timing, &second.timing},
                                 std::pair{&first.duration, &second.duration}}) {
    if (to->empty()) {
      *to = *from;
    }
  }
}

bool medication_scanner::followed_by_a_value(const mention& m) const {
  // "Vitamin D 18, started on ergocalciferol", "lithium 0.8 last week": a bare number right
  // after the name that its row's strength rules out as a dose (under a twentieth or over
  // twenty times it) is a measured value. Not a small count ("aspirin 2"), nor a strength
  // inside the name, nor a number with a unit (read as a dose before this).
  // "his vitamin d was 18", "magnesium is 1.6": with a copula, any number is a value.
  if ((key_at(m.end, "was"_key) || key_at(m.end, "is"_key)) && number_at(m.end + 1)) {
    return true;
  }
  if (!number_at(m.end) || number_at(m.end - 1)) {
    return false;
  }
  const token& t = toks_[m.end];
  const medication_lexicon::row_strength& def = lex_.strengths_[entry_of(m)];
  if (def.value <= 0 || (t.integral && t.value <= 4)) {
    return false;
  }
  const double ratio = t.value / def.value;
  return ratio < 0.05 || ratio > 20;
}

std::size_t medication_scanner::sentence_start(std::size_t k) const {
  while (k > 0 && !break_at(k - 1)) {
    --k;
  }
  return k;
}

std::optional<medication_scanner::mention> medication_scanner::spoken_name_at(std::size_t i) const {
  // A name a recogniser split into syllables: two to four short lower-case words whose
  // letters, joined, are a name ("met form in", "gaba pentin") or have a generic's
  // consonant skeleton ("ser tra lean" = sertraline). The first word must begin a name; the
  // join goes on only while its letters or skeleton still begin one; nothing is built.
  const std::size_t n = toks_.size();
  // The caller has checked the first word's filter bit.
  if (i + 1 >= n || !toks_[i + 1].space_before || toks_[i].kind != token_kind::word ||
      !lex_.syllable_heads_.contains(toks_[i].key)) {
    return std::nullopt;
  }
  std::uint64_t letters = fnv_basis;
  std::uint64_t skeleton = fnv_basis;
  char last_consonant = 0;
  std::size_t length = 0;
  std::array<char, 3> head{};
  bool respelling = true;  // no function word, every part short enough to be a syllable
  std::optional<mention> found;
  for (std::size_t k = i; k < n && k < i + 4; ++k) {
    const token& t = toks_[k];
    const std::string_view w = text::token_text(text_, t);
    if (t.kind != token_kind::word || w.size() > 9 || (k > i && !t.space_before)) {
      break;
    }
    for (const char c : w) {
      if (c < 'a' || c > 'z') {
        return found;
      }
      if (length < 3) {
        head[length] = c;
      }
      ++length;
      letters = fnv_step(letters, c);
      if (!skeleton_drops(c) && skeleton_letter(c) != last_consonant) {
        last_consonant = skeleton_letter(c);
        skeleton = fnv_step(skeleton, last_consonant);
      }
    }
    if (k == i) {
      continue;  // a proper beginning of a name (the first-word gate)
    }
    respelling = respelling && w.size() <= 7 && !contains(spoken_function_words, t.key);
    if (length >= 7) {
      if (const auto exact = lex_.names_by_letters_.find(letters); exact != lex_.names_by_letters_.end()) {
        found = mention{i, k + 1, exact->second};
      } else if (respelling && length >= 5) {
        // A respelling: the same first three letters, a length within two, the same skeleton.
        if (const auto it = lex_.names_by_skeleton_.find(skeleton); it != lex_.names_by_skeleton_.end()) {
          const std::string& name = lex_.entries_[lex_.names_[it->second].entry].generic;
          const auto diff = static_cast<long>(name.size()) - static_cast<long>(length);
          if (name.compare(0, 3, std::string_view(head.data(), 3)) == 0 && diff <= 2 && diff >= -2) {
            found = mention{i, k + 1, it->second};
          }
        }
      }
    }
    // Go on only while the letters or the skeleton still begin a name.
    if (k + 1 < n && k + 1 < i + 4 && !lex_.letter_prefixes_.contains(letters) &&
        !(respelling && lex_.skeleton_prefixes_.contains(skeleton))) {
      break;
    }
  }
  return found;
}

void medication_scanner::find_mentions() {
  const std::size_t n = toks_.size();
  std::size_t i = 0;
  while (i < n) {
    const bool head = lex_.syllable_head_bits_[toks_[i].key & (medication_lexicon::syllable_head_bits - 1)];
    if (auto s = head ? spoken_name_at(i) : std::nullopt) {
      mentions_.push_back(*s);
      i = s->end;
      continue;
    }
    if (auto m = lex_.name_matcher_.longest_at(text_, toks_, i, n)) {
      std::size_t end = 0;
      const attr_def* next = attr_at(m->end, n, end);
      // "vitamin d level", "low vitamin d": a lab test or a condition.
      const bool lab = (next != nullptr && next->kind == attr_kind::not_medicine) || (i > 0 && key_at(i - 1, "low"_key));
      if (!lab) {
        mention cur{i, m->end, m->payload};
        join_with_previous(cur);
        if (cur.first == i) {
          mentions_.push_back(cur);
        }
      }
      i = m->end;
      continue;
    }
    ++i;
  }
}

std::uint32_t medication_scanner::combination_of(const mention& a, const mention& b) const {
  const std::string& ga = lex_.entries_[entry_of(a)].generic;
  const std::string& gb = lex_.entries_[entry_of(b)].generic;
  if (ga == gb || ga.find(" + ") != std::string::npos || gb.find(" + ") != std::string::npos) {
    return no_entry;
  }
  for (const std::string& generic : {ga + " + " + gb, gb + " + " + ga}) {
    if (const auto it = lex_.rows_by_generic_.find(generic); it != lex_.rows_by_generic_.end() && !it->second.empty()) {
      return it->second.front();
    }
  }
  return no_entry;
}

void medication_scanner::join_with_previous(mention& cur) {
  // "losartan-hydrochlorothiazide", "carbidopa/levodopa": two generics joined tight by a
  // hyphen, or by a slash, name one combination product. Two brands joined by a slash are
  // alternatives ("tylenol/advil as needed"), not a product.
  if (mentions_.empty()) {
    return;
  }
  mention& prev = mentions_.back();
  if (prev.end + 1 != cur.first || prev.entry != no_entry) {
    return;
  }
  const token& sep = toks_[prev.end];
  const bool hyphen = text::symbol_is(text_, sep, "-") && !sep.space_before && !toks_[cur.first].space_before;
  const bool slash = text::symbol_is(text_, sep, "/");
  if (!hyphen && !slash) {
    return;
  }
  if (slash && lex_.names_[prev.name].brand && lex_.names_[cur.name].brand) {
    return;
  }
  if (const std::uint32_t product = combination_of(prev, cur); product != no_entry) {
    prev.end = cur.end;
    prev.entry = product;
    cur.first = prev.first;  // taken into `prev`
    return;
  }
  cur.joined_before = true;
}

bool medication_scanner::verb_before(const mention& m) const {
  if (m.first == 0) {
    return false;
  }
  if (contains(verb_cues, toks_[m.first - 1].key)) {
    return true;
  }
  // A count between: "give you a few norco", "take a couple of tums", "take two tums"; not
  // "take a pause" (a bare article is no count).
  std::size_t k = m.first;
  if (k > 0 && key_at(k - 1, "of"_key)) {
    --k;
  }
  bool count = false;
  if (k > 0 && (key_at(k - 1, "few"_key) || key_at(k - 1, "couple"_key))) {
    --k;
    count = true;
    if (k > 0 && key_at(k - 1, "a"_key)) {
      --k;
    }
  } else if (k > 0 && (key_at(k - 1, "some"_key) ||
                       (number_at(k - 1) && !key_at(k - 1, "a"_key) && !key_at(k - 1, "an"_key)))) {
    --k;
    count = true;
  }
  if (count && k > 0 && (key_at(k - 1, "you"_key) || key_at(k - 1, "him"_key) || key_at(k - 1, "her"_key) ||
                         key_at(k - 1, "me"_key))) {
    --k;
  }
  return count && k > 0 && contains(verb_cues, toks_[k - 1].key);
}

bool medication_scanner::listed_with_a_medicine(std::size_t k) const {
  // Whether the tokens [from, to) are one joiner of a list: "and", "or", ",", ", and".
  const auto joined = [this](std::size_t from, std::size_t to) {
    if (from < to && text::symbol_is(text_, toks_[from], ",")) {
      ++from;
    }
    if (from < to && (key_at(from, "and"_key) || key_at(from, "or"_key))) {
      ++from;
    }
    return from == to && from > 0 && (key_at(from - 1, "and"_key) || key_at(from - 1, "or"_key) ||
                                      text::symbol_is(text_, toks_[from - 1], ","));
  };
  const auto plain = [this](std::size_t j) { return !lex_.names_[mentions_[j].name].ambiguous; };
  const mention& m = mentions_[k];
  return (k + 1 < mentions_.size() && plain(k + 1) && joined(m.end, mentions_[k + 1].first)) ||
         (k > 0 && plain(k - 1) && joined(mentions_[k - 1].end, m.first));
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
  if (!a.measure && !a.count) {
    read_answered_dose(m, limit, a);
  }
  if (!a.stopped_after && answered_stopped(m, limit)) {
    a.stopped_after = true;
  }
  last_item_end_ = std::max(m.end, a.last_used_end);
  if (!a.measure && !a.count && (measured_as_a_test(m) || followed_by_a_value(m))) {
    return std::nullopt;
  }
  if (info.ambiguous && !a.evidence_of_medicine && !verb_before(m) &&
      !listed_with_a_medicine(static_cast<std::size_t>(&m - mentions_.data()))) {
    return std::nullopt;
  }

  std::uint32_t entry = entry_of(m);
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
  // A combination's strength said right after its name stays with the name ("Norco 10/325"),
  // as a strength inside a brand name does ("Dolo 650"): the dose holds only the first
  // ingredient's, the one its dosing is said by ("amoxicillin-clavulanate 875 mg").
  const std::size_t name_end = a.combination_strength.empty() ? m.end : a.combination_strength_end;
  item.name = std::string(text_.substr(toks_[m.first].span.start, toks_[name_end - 1].span.end - toks_[m.first].span.start));
  item.generic = row.generic;
  item.strength = row.default_strength;
  item.route = std::string(route);
  item.snomed = snomed_for(entry);
  item.drug_class = row.drug_class;
  item.evidence = {toks_[m.first].span.start, toks_[name_end - 1].span.end};
  partner_measure_ = a.partner_measure;

  if (a.measure_is_strength && a.count) {
    item.dose = a.count;
    item.dose_from = dose_source::spoken;
  } else if (a.measure) {
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

  item.context = context_before(m, cued_);
  if (a.approved_after && item.context == medication_context::stopped) {
    item.context = medication_context::current;  // "no more aleve , tylenol is fine"
    cued_ = true;
  }
  if (a.allergy_after) {
    item.context = medication_context::allergy_mention;
  } else if (a.stopped_after && item.context == medication_context::current) {
    item.context = medication_context::stopped;
  } else if (a.historical_after && item.context == medication_context::current) {
    item.context = medication_context::historical;
  } else if (item.context == medication_context::current && asked_about(m)) {
    item.context = medication_context::asked;
  } else if (item.context == medication_context::current && past_course(m)) {
    item.context = medication_context::historical;
  } else if (item.context == medication_context::current && !cued_ && offered_as_example(m)) {
    item.context = medication_context::option;
  }
  if ((item.context == medication_context::current || item.context == medication_context::stopped) &&
      talked_about_as_a_step(m)) {
    item.context = medication_context::option;
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

std::size_t medication_scanner::merge_into(std::vector<medication_item>& items,
                                           const std::vector<std::uint32_t>& entry_of, medication_item& item,
                                           std::uint32_t entry) {
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
    return k;
  }
  return no_item;
}

}  // namespace cxs::domain::clinical::detail
