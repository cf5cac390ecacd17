// Passes over a text's medication items once every mention is read: what later sentences say
// of a course named earlier (a stop, a dose change by a pronoun). medication_scanner.cpp reads
// the mentions and calls these from `run`.

#include "domain/clinical/medication_scanner.hpp"

#include <algorithm>

namespace cxs::domain::clinical::detail {

// A condition in the sentence from token `start` ("if you get a cough , stop the
// lisinopril", "we'll cut that to 100 mg if you feel drowsy"): advice for later, not what is
// done now. With `possibility`, a modal of possibility ("we might increase it") counts too.
bool medication_scanner::said_on_a_condition(std::size_t start, bool possibility) const {
  for (std::size_t c = start; c < toks_.size() && !break_at(c); ++c) {
    const std::uint64_t w = toks_[c].key;
    if (w == "if"_key || w == "unless"_key || w == "when"_key || w == "whenever"_key || w == "should"_key ||
        w == "case"_key || w == "agar"_key) {
      return true;
    }
    if (possibility && (w == "might"_key || w == "may"_key || w == "could"_key)) {
      return true;
    }
  }
  return false;
}

// "[doctor] are you on lisinopril ? [patient] yes . … [doctor] we'll stop lisinopril and
// switch to losartan": a stop of the same row in a later sentence than every current
// mention ends that course; a mention after the stop ("stopped it in may , restarted it
// last week") keeps it current. A stop said on a condition ("if you get a cough , stop the
// lisinopril") is advice for later, not an end.
void medication_scanner::end_courses_stopped_later(std::vector<medication_item>& items,
                                                   std::vector<std::uint32_t>& entry_of,
                                                   std::vector<std::size_t>& uncued_sentence,
                                                   const std::vector<std::size_t>& last_sentence,
                                                   const std::vector<std::pair<std::uint32_t, std::size_t>>& stops) const {
  std::vector<bool> merged_stop(items.size(), false);  // a stop item now told by the earlier one
  for (const auto& [entry, stop_sentence] : stops) {
    if (said_on_a_condition(stop_sentence, false)) {
      continue;
    }
    for (std::size_t k = 0; k < items.size(); ++k) {
      if (entry_of[k] == entry && items[k].context == medication_context::current &&
          last_sentence[k] < stop_sentence) {
        items[k].context = medication_context::stopped;
        // One course, one item: the stop's own item (no dose, said later) goes.
        for (std::size_t later = k + 1; later < items.size(); ++later) {
          if (entry_of[later] == entry && items[later].context == medication_context::stopped &&
              last_sentence[later] >= stop_sentence) {
            merged_stop[later] = true;
          }
        }
      }
    }
  }
  if (std::find(merged_stop.begin(), merged_stop.end(), true) != merged_stop.end()) {
    std::size_t kept = 0;
    for (std::size_t k = 0; k < items.size(); ++k) {
      if (!merged_stop[k]) {
        if (kept != k) {
          items[kept] = std::move(items[k]);
          entry_of[kept] = entry_of[k];
          uncued_sentence[kept] = uncued_sentence[k];
        }
        ++kept;
      }
    }
    items.resize(kept);
    entry_of.resize(kept);
    uncued_sentence.resize(kept);
  }
}

// "you're on lisinopril 10 mg daily . [patient] yes . [doctor] let's increase that to 20 mg":
// a change of dose said of a medicine by a pronoun, in a later sentence that names no
// medicine, is the dose from today on. Only when the sentences between name one medicine
// row, the change is said as done or decided (not "if it stays high , we'll increase it to
// 20 mg", not "don't increase it", not a question) and it is not a later step of a titration
// ("increase it to 20 mg after two weeks"). The unit must be the one the dose had.
void medication_scanner::apply_dose_changes(std::vector<medication_item>& items,
                                            const std::vector<std::uint32_t>& entry_of,
                                            const std::vector<std::size_t>& item_of_mention) const {
  if (items.empty()) {
    return;
  }
  const auto change_verb = [](std::uint64_t w) {
    return w == "increase"_key || w == "increasing"_key || w == "raise"_key || w == "raising"_key ||
           w == "bump"_key || w == "bumping"_key || w == "decrease"_key || w == "decreasing"_key ||
           w == "reduce"_key || w == "reducing"_key || w == "lower"_key || w == "lowering"_key ||
           w == "titrate"_key || w == "titrating"_key || w == "change"_key || w == "changing"_key ||
           w == "adjust"_key || w == "adjusting"_key || w == "cut"_key || w == "drop"_key || w == "dropping"_key;
  };
  const auto pronoun = [](std::uint64_t w) {
    return w == "it"_key || w == "that"_key || w == "this"_key || w == "dose"_key || w == "dosage"_key;
  };
  // Driven by "to N", which every change says and few other sentences do: one key compare
  // per token, the sentence read only around a hit.
  for (std::size_t to = 1; to + 2 < toks_.size(); ++to) {
    if (toks_[to].key != "to"_key || !number_at(to + 1)) {
      continue;
    }
    const std::size_t start = sentence_start(to);
    std::size_t end = to;
    while (end < toks_.size() && !break_at(end)) {
      ++end;
    }
    const std::size_t next_mention = static_cast<std::size_t>(
        std::lower_bound(mentions_.begin(), mentions_.end(), start,
                         [](const mention& m, std::size_t at) { return m.first < at; }) -
        mentions_.begin());
    const bool names_medicine = next_mention < mentions_.size() && mentions_[next_mention].first < end;
    const bool question = end < toks_.size() && key_at(end, "?"_key);
    // A condition anywhere in the sentence ("if it stays high", "we'll cut that to 100 mg if
    // you feel drowsy"): the dose today is unchanged.
    const bool conditional = said_on_a_condition(start, true);
    const std::size_t sentence_end = end;
    if (names_medicine || question || conditional || next_mention == 0) {
      to = sentence_end;
      continue;
    }
    for (std::size_t v = start; v < to; ++v) {
      const std::uint64_t w = toks_[v].key;
      // A refusal before the verb: "i don't want to increase it", "no need to raise it".
      if (w == "not"_key || w == "n't"_key || w == "don't"_key || w == "won't"_key || w == "t"_key || w == "no"_key) {
        break;
      }
      if (!change_verb(w)) {
        continue;
      }
      // verb, the pronoun within two words ("increase that", "bump the dose"), then "to N unit".
      std::size_t p = v + 1;
      while (p < to && p < v + 4 && !pronoun(toks_[p].key)) {
        ++p;
      }
      if (p >= to || p >= v + 4) {
        break;
      }
      std::size_t at = p + 1;
      if (key_at(at, "up"_key) || key_at(at, "down"_key)) {
        ++at;
      }
      if (at != to) {
        break;
      }
      std::size_t unit_end = 0;
      const attr_def* unit = attr_at(to + 2, sentence_end, unit_end);
      if (unit == nullptr || unit->kind != medication_detail::attr_kind::dose_unit) {
        break;
      }
      if ((key_at(unit_end, "after"_key) || key_at(unit_end, "in"_key)) && number_at(unit_end + 1)) {
        break;  // a later step of a titration
      }
      // The medicine it refers to: the last one named, within three sentences, and the only
      // row named from its sentence to this one.
      const std::size_t last = next_mention - 1;
      const std::size_t from = sentence_start(mentions_[last].first);
      std::size_t breaks = 0;  // sentence ends, not speaker tags ("[patient] yes .")
      for (std::size_t b = mentions_[last].end; b < start; ++b) {
        breaks += break_at(b) && !key_at(b, "["_key) ? 1 : 0;
      }
      const std::size_t target = item_of_mention[last];
      bool one_row = breaks <= 3 && target != no_item;
      for (std::size_t m = last; one_row && m-- > 0 && mentions_[m].first >= from;) {
        one_row = item_of_mention[m] == no_item || entry_of[item_of_mention[m]] == entry_of[target];
      }
      if (!one_row) {
        break;
      }
      medication_item& item = items[target];
      const double value = toks_[to + 1].value;
      if (item.context != medication_context::current || !item.dose || item.dose->unit != unit->value ||
          value <= 0 || value > 10 * item.dose->value || value < 0.1 * item.dose->value) {
        break;
      }
      item.dose = medication_dose{value, std::string(unit->value)};
      item.dose_from = dose_source::spoken;
      break;
    }
    to = sentence_end;
  }
}

// A dose corrected as it is said: "let's do metformin a thousand twice a day . actually ,
// make that 500", "amlodipine ten milligrams , sorry , scratch that , five milligrams",
// "prednisone sixty ... well , you're diabetic , so let's say forty milligrams", "losartan
// 100 milligrams . [patient] that seems like a lot . [doctor] okay , let's start at 50". A
// correction cue ("actually", "sorry", "scratch that", "make that", "let's say", "start at")
// followed, past only its own words, by a number is the dose of the last medicine named
// before it, when that medicine has a dose of the same unit (or the number has none), the
// number is within a tenth to ten times it, nothing but a frequency word follows the number,
// and no other medicine is named from the cue to the number. Not a question, not said on a
// condition; not "actually , your a1c is 7" (a word before the number), not "sorry , 20
// years ago" (a word after it that is no dose word), not "actually 2 tablets" of a mg dose.
void medication_scanner::correct_dose_at(std::size_t c, std::vector<medication_item>& items,
                                         const std::vector<std::size_t>& item_of_mention) const {
  const auto cue_filler = [](std::uint64_t w) {
    return w == ","_key || w == "make"_key || w == "that"_key || w == "scratch"_key || w == "it"_key ||
           w == "just"_key || w == "let"_key || w == "let's"_key || w == "'s"_key || w == "s"_key || w == "say"_key ||
           w == "start"_key || w == "at"_key || w == "sorry"_key || w == "actually"_key || w == "no"_key ||
           // "let's do 100 mg", "let's go with 250", "i meant to say 2.5 milligrams"
           w == "do"_key || w == "go"_key || w == "with"_key || w == "to"_key || w == "i"_key || w == "meant"_key ||
           w == "mean"_key || w == "'"_key;
  };
  const std::uint64_t w = toks_[c].key;
  const bool cue = w == "actually"_key || w == "sorry"_key || (w == "scratch"_key && key_at(c + 1, "that"_key)) ||
                   (w == "make"_key && key_at(c + 1, "that"_key)) ||
                   (w == "say"_key && (key_at(c - 1, "let's"_key) || key_at(c - 1, "'s"_key) ||
                                       key_at(c - 1, "s"_key) || key_at(c - 1, "let"_key))) ||
                   (w == "start"_key && key_at(c + 1, "at"_key));
  if (!cue) {
    return;
  }
  std::size_t n = c + 1;
  while (n < toks_.size() && n < c + 8 && !break_at(n) && cue_filler(toks_[n].key)) {
    ++n;
  }
  if (!number_at(n)) {
    return;
  }
  // The number's own unit, or a frequency word, a break or a comma after it.
  std::size_t unit_end = 0;
  const attr_def* unit = attr_at(n + 1, toks_.size(), unit_end);
  const bool has_unit = unit != nullptr && unit->kind == medication_detail::attr_kind::dose_unit;
  const std::size_t after = has_unit ? unit_end : n + 1;
  // A frequency written after the unit ("make that 1000 mg BD", "sorry , 500 mg tds").
  std::size_t frequency_end = 0;
  const attr_def* after_unit = has_unit ? attr_at(after, toks_.size(), frequency_end) : nullptr;
  // "sorry , 500 not 250": the number it replaces said after a "not" (checked below against
  // the dose said before).
  const bool replaces = key_at(after, "not"_key) && number_at(after + 1);
  const bool plain_after = after >= toks_.size() || break_at(after) || key_at(after, ","_key) || replaces ||
                           (after_unit != nullptr && after_unit->kind == medication_detail::attr_kind::frequency) ||
                           key_at(after, "twice"_key) || key_at(after, "once"_key) || key_at(after, "daily"_key) ||
                           key_at(after, "every"_key) || key_at(after, "each"_key) || key_at(after, "at"_key) ||
                           key_at(after, "and"_key) || key_at(after, "first"_key) || key_at(after, "in"_key) ||
                           (unit != nullptr && unit->kind == medication_detail::attr_kind::frequency);
  if (!plain_after) {
    return;
  }
  // The last medicine named before the cue; none named from the cue to the number.
  const std::size_t next = static_cast<std::size_t>(
      std::lower_bound(mentions_.begin(), mentions_.end(), c,
                       [](const mention& m, std::size_t at) { return m.first < at; }) -
      mentions_.begin());
  if (next == 0 || (next < mentions_.size() && mentions_[next].first <= after)) {
    return;
  }
  const std::size_t last = next - 1;
  std::size_t breaks = 0;  // sentence ends, not speaker tags
  for (std::size_t b = mentions_[last].end; b < c; ++b) {
    breaks += break_at(b) && !key_at(b, "["_key) ? 1 : 0;
  }
  std::size_t end = c;
  while (end < toks_.size() && !break_at(end)) {
    ++end;
  }
  const std::size_t target = item_of_mention[last];
  // A condition before the cue ("if it stays high , make that 20"); one after the number is
  // the next step's ("let's start at 50 and go up if needed").
  bool conditional = false;
  for (std::size_t b = sentence_start(c); b < c && !conditional; ++b) {
    const std::uint64_t v = toks_[b].key;
    conditional = v == "if"_key || v == "unless"_key || v == "when"_key || v == "agar"_key;
  }
  if (breaks > 3 || target == no_item || (end < toks_.size() && key_at(end, "?"_key)) || conditional) {
    return;
  }
  medication_item& item = items[target];
  const double value = toks_[n].value;
  if (item.context != medication_context::current || !item.dose || (has_unit && item.dose->unit != unit->value) ||
      value <= 0 || value == item.dose->value || value > 10 * item.dose->value || value < 0.1 * item.dose->value ||
      (replaces && toks_[after + 1].value != item.dose->value)) {
    return;
  }
  item.dose = medication_dose{value, item.dose->unit};
  item.dose_from = dose_source::spoken;
}

// "[doctor] i could put you on rosuvastatin . [patient] i'd rather try diet first . [doctor]
// okay , no statin for now": a "no" before a word that is the drug class of a medicine named
// in an earlier sentence (its table class token, or that with a plural "s": "no nsaids",
// "no opioids") ends that medicine's course, when the class word closes its phrase (a break,
// a comma, "for now", "yet", "today", "please"). Not "no statin side effects" (the class word
// modifies another), not "no statin ?" (a question), not a medicine named after the "no".
void medication_scanner::refuse_class_at(std::size_t k, std::vector<medication_item>& items,
                                         const std::vector<std::size_t>& item_of_mention) const {
  if (toks_[k + 1].kind != token_kind::word) {
    return;
  }
  const std::size_t c = k + 1;
  const bool closes = c + 1 >= toks_.size() || (break_at(c + 1) && !key_at(c + 1, "?"_key)) ||
                      key_at(c + 1, ","_key) || key_at(c + 1, "for"_key) || key_at(c + 1, "yet"_key) ||
                      key_at(c + 1, "today"_key) || key_at(c + 1, "please"_key);
  if (!closes) {
    return;
  }
  std::string_view word = text_.substr(toks_[c].span.start, toks_[c].span.end - toks_[c].span.start);
  std::string lower;
  lower.reserve(word.size());
  for (const char ch : word) {
    lower.push_back(static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch));
  }
  if (lower.size() < 4) {
    return;
  }
  const std::size_t sentence = sentence_start(k);
  for (std::size_t m = 0; m < mentions_.size() && mentions_[m].end <= sentence; ++m) {
    const std::size_t target = item_of_mention[m];
    if (target == no_item || items[target].context != medication_context::current) {
      continue;  // an earlier medicine already stopped or never taken says nothing of the later ones
    }
    // The class tokens are pipe-separated ("statin", "nsaid|analgesic_antipyretic").
    const std::string_view classes = items[target].drug_class;
    if (classes.find("antiplatelet") != std::string_view::npos) {
      // "Aspirin 75 mg daily. No NSAIDs.": the advice is about pain relief; an antiplatelet
      // dose is what it protects, not what it stops.
      continue;
    }
    bool same = false;
    for (std::size_t from = 0; from <= classes.size() && !same;) {
      const std::size_t bar = std::min(classes.find('|', from), classes.size());
      const std::string_view one = classes.substr(from, bar - from);
      same = lower == one || (lower.size() == one.size() + 1 && lower.back() == 's' && lower.starts_with(one));
      from = bar + 1;
    }
    if (same) {
      items[target].context = medication_context::stopped;
    }
  }
}

// "the swelling in your ankle is from the amlodipine , so we'll switch you to losartan",
// "the amlodipine is causing the swelling , so let's switch to losartan": a "switch" whose
// object is only the patient ("switch you to", "switch over to", "switch to") and a medicine
// right after its "to" ends the course of the medicine blamed for a side effect in that
// sentence or the one before ("from the X", "due to the X", "X is causing", "X gave"). Not a
// medicine named without blame ("continue metformin and switch you to losartan"), not a
// switch with its own object ("switch your atorvastatin to rosuvastatin": that names the
// medicine it ends, read elsewhere).
void medication_scanner::switch_away_at(std::size_t k, std::vector<medication_item>& items,
                                        const std::vector<std::size_t>& item_of_mention) const {
  const bool past = !key_at(k, "switch"_key);
  std::size_t to = k + 1;
  while (to < toks_.size() && to < k + 4 &&
         (key_at(to, "you"_key) || key_at(to, "him"_key) || key_at(to, "her"_key) || key_at(to, "them"_key) ||
          key_at(to, "over"_key))) {
    ++to;
  }
  if (!key_at(to, "to"_key)) {
    return;
  }
  const std::size_t next = static_cast<std::size_t>(
      std::lower_bound(mentions_.begin(), mentions_.end(), k,
                       [](const mention& m, std::size_t at) { return m.first < at; }) -
      mentions_.begin());
  // The medicine switched to: right after "to" (an article or a route between).
  if (next >= mentions_.size() || mentions_[next].first > to + 2 || next == 0) {
    return;
  }
  const std::size_t here = sentence_start(k);
  if (past) {
    // A course told in the past ("treated with IV ceftriaxone and azithromycin , switched to
    // oral cefuroxime on day 3"): the medicines the sentence gave before the switch ended.
    std::size_t given = k;
    for (std::size_t b = here; b < k && given == k; ++b) {
      if ((key_at(b, "treated"_key) && key_at(b + 1, "with"_key)) || key_at(b, "received"_key) ||
          (key_at(b, "given"_key) && !key_at(b - 1, "be"_key))) {
        given = b;
      }
    }
    for (std::size_t m = 0; m < next; ++m) {
      const std::size_t target = item_of_mention[m];
      if (mentions_[m].first > given && mentions_[m].first < k && target != no_item &&
          target != item_of_mention[next] && items[target].context == medication_context::current) {
        items[target].context = medication_context::stopped;
      }
    }
    return;
  }
  const std::size_t from = here > 0 ? sentence_start(here - 1) : here;
  for (std::size_t m = next; m-- > 0;) {
    const mention& x = mentions_[m];
    if (x.first < from) {
      break;
    }
    const std::size_t target = item_of_mention[m];
    if (target == no_item || item_of_mention[next] == target || items[target].context != medication_context::current) {
      continue;
    }
    const auto before = [&](std::size_t back, std::uint64_t key) { return x.first >= back && key_at(x.first - back, key); };
    const bool article = before(1, "the"_key) || before(1, "your"_key);
    const std::size_t gap = article ? 1 : 0;
    const bool blamed_before = before(gap + 1, "from"_key) ||
                               (before(gap + 1, "to"_key) && before(gap + 2, "due"_key)) ||
                               (before(gap + 1, "of"_key) && before(gap + 2, "because"_key));
    std::size_t v = x.end;
    if (key_at(v, "is"_key) || key_at(v, "was"_key) || key_at(v, "'s"_key)) {
      ++v;
    }
    const bool blamed_after = key_at(v, "causing"_key) || key_at(v, "caused"_key) || key_at(v, "causes"_key) ||
                              key_at(v, "gave"_key) || key_at(v, "gives"_key) || key_at(v, "giving"_key);
    if (blamed_before || blamed_after) {
      items[target].context = medication_context::stopped;
      return;
    }
  }
}

// One pass over the tokens after the first mention for the readings above, a
// one-bit-per-key filter on their cue words first: most tokens fail it in one test.
void medication_scanner::read_corrections_and_class_refusals(std::vector<medication_item>& items,
                                                             const std::vector<std::size_t>& item_of_mention) const {
  if (items.empty()) {
    return;
  }
  // Only a dose said can be corrected.
  const bool dosed = std::any_of(items.begin(), items.end(), [](const medication_item& i) {
    return i.dose.has_value() && i.context == medication_context::current;
  });
  constexpr std::uint64_t heads = (1ULL << ("actually"_key & 63U)) | (1ULL << ("sorry"_key & 63U)) |
                                  (1ULL << ("scratch"_key & 63U)) | (1ULL << ("make"_key & 63U)) |
                                  (1ULL << ("say"_key & 63U)) | (1ULL << ("start"_key & 63U)) |
                                  (1ULL << ("no"_key & 63U)) | (1ULL << ("switch"_key & 63U)) |
                                  (1ULL << ("switched"_key & 63U)) | (1ULL << ("changed"_key & 63U)) |
                                  (1ULL << ("converted"_key & 63U));
  for (std::size_t c = mentions_.front().end; c + 1 < toks_.size(); ++c) {
    const std::uint64_t w = toks_[c].key;
    if ((heads & (1ULL << (w & 63U))) == 0) {
      continue;
    }
    if (w == "no"_key) {
      refuse_class_at(c, items, item_of_mention);
    } else if (w == "switch"_key || w == "switched"_key || w == "changed"_key || w == "converted"_key) {
      switch_away_at(c, items, item_of_mention);
    } else if (dosed) {
      correct_dose_at(c, items, item_of_mention);
    }
  }
}

}  // namespace cxs::domain::clinical::detail
