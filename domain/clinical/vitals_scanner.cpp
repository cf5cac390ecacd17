#include "domain/clinical/vitals_scanner.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace cxs::domain::clinical::vitals_detail {

void scanner::run() {
  const std::size_t n = toks_.size();
  std::size_t i = 0;
  while (i < n) {
    update_speaker(i);
    const token& t = toks_[i];
    if (text::is_sentence_break(text_, t)) {
      sentence_start_ = i + 1;
      ++i;
      continue;
    }
    if (auto m = lex_.keywords.longest_at(text_, toks_, i, n)) {
      handle_keyword(i, *m);
      i = m->end;
      continue;
    }
    if (t.kind == token_kind::number && i >= consumed_end_) {
      handle_anchored(i);
    }
    ++i;
  }
}

bool scanner::duration_word_at(std::size_t k) const {
  if (k >= toks_.size() || toks_[k].kind != token_kind::word) {
    return false;
  }
  static constexpr std::array<std::uint64_t, 38> keys{
      "day"_key,    "days"_key,   "week"_key,   "weeks"_key,  "wk"_key,     "wks"_key,    "month"_key,
      "months"_key, "year"_key,   "years"_key,  "yr"_key,     "yrs"_key,    "hour"_key,   "hours"_key,
      "hr"_key,     "hrs"_key,    "minutes"_key, "times"_key, "episodes"_key, "din"_key,  "dino"_key,
      "dinon"_key,  "hafte"_key,  "hafta"_key,  "mahine"_key, "mahina"_key, "saal"_key,   "ghante"_key,
      "ghanta"_key, "baar"_key,   "naal"_key,   "naatkal"_key, "rojulu"_key, "roju"_key,  "divas"_key,
      "diwas"_key,  "mash"_key,   "bochor"_key,
  };
  return std::find(keys.begin(), keys.end(), toks_[k].key) != keys.end();
}

void scanner::update_speaker(std::size_t i) {
  // "[doctor]" / "[patient]" turn tags of transcribed dialogue.
  if (symbol_at(i, "["_key) && i + 2 < toks_.size() && symbol_at(i + 2, "]"_key)) {
    speaker_ = classify_speaker(i + 1);
    return;
  }
  // "Patient: …" / "Doctor: …" at the start of a line.
  if ((i == 0 || symbol_at(i - 1, "\n"_key)) && symbol_at(i + 1, ":"_key)) {
    const speaker s = classify_speaker(i);
    if (s != speaker::unknown) {
      speaker_ = s;
    }
  }
}

speaker scanner::classify_speaker(std::size_t k) const {
  if (word_at(k, "patient"_key) || word_at(k, "pt"_key) || word_at(k, "guest"_key) || word_at(k, "mother"_key) ||
      word_at(k, "father"_key) || word_at(k, "caregiver"_key)) {
    return speaker::patient;
  }
  if (word_at(k, "doctor"_key) || word_at(k, "dr"_key) || word_at(k, "physician"_key) || word_at(k, "clinician"_key) ||
      word_at(k, "nurse"_key)) {
    return speaker::clinician;
  }
  return speaker::unknown;
}

std::optional<unit_id> scanner::unit_at(std::size_t k, std::size_t& end) const {
  // "/min" after a rate: the slash is a soft symbol, so step over it here.
  std::size_t start = k;
  if (symbol_at(start, "/"_key)) {
    ++start;
  }
  if (auto m = lex_.units.longest_at(text_, toks_, start, toks_.size())) {
    end = m->end;
    return static_cast<unit_id>(m->payload);
  }
  return std::nullopt;
}

bool scanner::cue_before(std::size_t k, cue kind, int words) const {
  std::size_t j = k;
  int seen = 0;
  while (j > sentence_start_ && seen < words) {
    --j;
    if (toks_[j].kind == token_kind::symbol) {
      // Probe round 18: a denial ends at a comma or a semicolon ("Afebrile, pulse 90", "No
      // cough, pulse 88": the pulse is read); a hypothetical reaches over them ("if sugar, ...")
      if (kind == cue::negation && (symbol_at(j, ","_key) || symbol_at(j, ";"_key) || symbol_at(j, "|"_key))) {
        return false;
      }
      continue;
    }
    ++seen;
    if (auto m = cue_at(j)) {
      if (static_cast<cue>(m->payload) == kind) {
        return true;
      }
    }
  }
  return false;
}

int scanner::tier_for(std::size_t keyword_first, std::size_t value_end, std::size_t clause_from) const {
  std::size_t from = sentence_start_;
  if (keyword_first > from + 30) {
    from = keyword_first - 30;
  }
  if (clause_from != static_cast<std::size_t>(-1)) {
    from = clause_from;
  }
  std::size_t to = value_end;
  for (int extra = 0; to < toks_.size() && extra < 6; ++extra) {
    if (text::is_sentence_break(text_, toks_[to])) {
      break;
    }
    ++to;
  }
  bool current = false;
  bool historical = false;
  for (std::size_t j = from; j < to; ++j) {
    if (auto m = cue_at(j)) {
      const auto kind = static_cast<cue>(m->payload);
      historical = historical || kind == cue::historical;
      current = current || kind == cue::current;
    }
  }
  if (historical) {
    return 3;
  }
  if (speaker_ == speaker::patient) {
    return 2;
  }
  return current ? 0 : 1;
}

bool scanner::compatible(vital_kind kind, unit_id unit) {
  switch (kind) {
    case vital_kind::bp:
      return unit == unit_id::mmhg;
    case vital_kind::hr:
      return unit == unit_id::beats_per_min || unit == unit_id::per_min;
    case vital_kind::rr:
      return unit == unit_id::breaths_per_min || unit == unit_id::per_min;
    case vital_kind::temp:
      return unit == unit_id::deg_f || unit == unit_id::deg_c || unit == unit_id::degree;
    case vital_kind::spo2:
      return unit == unit_id::percent;
    case vital_kind::weight:
      return unit == unit_id::kg || unit == unit_id::lb || unit == unit_id::gram || unit == unit_id::ounce;
    case vital_kind::height:
      return unit == unit_id::cm || unit == unit_id::metre || unit == unit_id::foot || unit == unit_id::inch ||
             unit == unit_id::inch_word_in;
    case vital_kind::bmi:
      return unit == unit_id::kg_m2;
    case vital_kind::glucose:
      return unit == unit_id::mg_dl || unit == unit_id::mmol_l || unit == unit_id::mg;
  }
  return false;
}

void scanner::normalise(vital_kind kind, double value, std::optional<unit_id> unit, read_result& out) {
  out.value = value;
  switch (kind) {
    case vital_kind::temp: {
      const bool fahrenheit =
          unit == unit_id::deg_f || (unit != unit_id::deg_c && value > 50);  // no unit or bare "degrees"
      if (fahrenheit) {
        out.value = round_to((value - 32.0) * 5.0 / 9.0, 2);
        out.original = quantity{value, "[degF]"};
      }
      break;
    }
    case vital_kind::weight:
      if (unit == unit_id::lb) {
        out.value = round_to(value * 0.45359237, 2);
        out.original = quantity{value, "[lb_av]"};
      } else if (unit == unit_id::gram) {
        out.value = round_to(value / 1000.0, 2);
        out.original = quantity{value, "g"};
      } else if (unit == unit_id::ounce) {
        out.value = round_to(value * 0.028349523125, 2);
        out.original = quantity{value, "[oz_av]"};
      }
      break;
    case vital_kind::height:
      if (unit == unit_id::metre || (!unit && value < 3)) {
        out.value = round_to(value * 100.0, 2);
        out.original = quantity{value, "m"};
      } else if (unit == unit_id::inch || unit == unit_id::inch_word_in || (!unit && value < 100)) {
        out.value = round_to(value * 2.54, 2);
        out.original = quantity{value, "[in_i]"};
      } else if (unit == unit_id::foot) {
        out.value = round_to(value * 30.48, 2);
        out.original = quantity{value, "[ft_i]"};
      }
      break;
    case vital_kind::glucose:
      if (unit == unit_id::mmol_l || (!unit && value < 30)) {
        out.value = round_to(value * 18.016, 1);
        out.original = quantity{value, "mmol/L"};
      }
      break;
    default:
      break;
  }
}

read_result scanner::read_pair(std::size_t j) const {
  read_result r;
  r.accepted = false;
  r.next = j + 1;
  std::size_t k = j + 1;
  if (symbol_at(k, "/"_key)) {
    ++k;
  } else if (word_at(k, "over"_key) || word_at(k, "by"_key) || word_at(k, "upon"_key) || word_at(k, "on"_key)) {
    ++k;
    while (word_at(k, "over"_key) || word_at(k, "uh"_key) || word_at(k, "um"_key) || symbol_at(k, ","_key)) {
      ++k;
    }
  } else {
    return r;
  }
  if (!number_at(k)) {
    return r;
  }
  r.value = toks_[j].value;
  r.diastolic = toks_[k].value;
  r.next = k + 1;
  std::size_t unit_end = 0;
  if (auto u = unit_at(r.next, unit_end); u && *u == unit_id::mmhg) {
    r.next = unit_end;
    r.unit_said = true;
  }
  // "two over six systolic murmur" grades a murmur.
  if (word_at(r.next, "systolic"_key) || word_at(r.next, "diastolic"_key) || word_at(r.next, "murmur"_key) ||
      word_at(r.next, "ejection"_key) || word_at(r.next, "holosystolic"_key)) {
    return r;
  }
  r.accepted = true;
  return r;
}

read_result scanner::read_feet(std::size_t j, std::size_t k) const {
  read_result r;
  r.accepted = true;
  r.next = k;
  double inches = toks_[j].value * 12.0;
  std::size_t m = k;
  if (symbol_at(m, ","_key) || word_at(m, "and"_key)) {
    ++m;
  }
  if (number_at(m) && toks_[m].value < 12) {
    std::size_t unit_end = 0;
    const auto u = unit_at(m + 1, unit_end);
    if (u && (*u == unit_id::inch || *u == unit_id::inch_word_in)) {
      inches += toks_[m].value;
      r.next = unit_end;
    } else if (symbol_at(m + 1, "'"_key) && symbol_at(m + 2, "'"_key)) {
      inches += toks_[m].value;  // 5'6''
      r.next = m + 3;
    } else if (!u) {
      inches += toks_[m].value;  // "five foot six"
      r.next = m + 1;
    }
  }
  r.value = round_to(inches * 2.54, 2);
  r.original = quantity{inches, "[in_i]"};
  return r;
}

bool scanner::feet_unit_at(std::size_t k, std::size_t& after) const {
  std::size_t unit_end = 0;
  if (auto u = unit_at(k, unit_end); u && *u == unit_id::foot) {
    after = unit_end;
    return true;
  }
  if ((symbol_at(k, "'"_key) || symbol_at(k, "\xE2\x80\x99"_key)) && !symbol_at(k + 1, "'"_key)) {
    after = k + 1;
    return true;
  }
  return false;
}

read_result scanner::read_single(vital_kind kind, std::size_t j) const {
  read_result r;
  r.accepted = false;
  r.next = j + 1;
  // ASR stutter: "ninety ninety seven . two" → the last of adjacent spoken numbers.
  while (number_at(j + 1) && toks_[j].spoken && toks_[j + 1].spoken && toks_[j + 1].space_before) {
    ++j;
  }
  r.next = j + 1;
  const double value = toks_[j].value;
  // "2+ pulses" is a pulse grade, not a rate.
  if (symbol_at(j + 1, "+"_key)) {
    return r;
  }
  // A range ("two or three times", "one twenty to one forty") is not a reading.
  if ((word_at(j + 1, "to"_key) || word_at(j + 1, "or"_key) || symbol_at(j + 1, "-"_key)) &&
      (number_at(j + 2) || (j + 2 < toks_.size() && text::is_number_word(toks_[j + 2].key)))) {
    r.next = j + 3;
    return r;
  }
  if (kind == vital_kind::height) {
    std::size_t after = 0;
    if (feet_unit_at(j + 1, after)) {
      return read_feet(j, after);
    }
  }
  std::size_t unit_end = 0;
  std::optional<unit_id> unit = unit_at(j + 1, unit_end);
  if (unit && *unit == unit_id::inch_word_in && kind != vital_kind::height) {
    unit.reset();  // "weighs 72 in the clinic": "in" is a preposition there
  }
  if (unit && !compatible(kind, *unit)) {
    return r;
  }
  if (unit) {
    r.next = unit_end;
  } else if (duration_word_at(j + 1)) {
    // "bukhar hai 3 din se", "fever for 2 days", "pulse racing 3 times": a duration or
    // a count, never a reading.
    return r;
  }
  // "5 kg less than last month", "10 pounds down": a difference, not a reading.
  if (word_at(r.next, "less"_key) || word_at(r.next, "more"_key) || word_at(r.next, "lighter"_key) ||
      word_at(r.next, "heavier"_key) || word_at(r.next, "higher"_key) || word_at(r.next, "lower"_key) ||
      word_at(r.next, "down"_key) || word_at(r.next, "up"_key)) {
    return r;
  }
  // "4 pounds , 8 ounces".
  double total = value;
  if (kind == vital_kind::weight && unit == unit_id::lb) {
    std::size_t m = r.next;
    if (symbol_at(m, ","_key) || word_at(m, "and"_key)) {
      ++m;
    }
    std::size_t oz_end = 0;
    if (number_at(m)) {
      if (auto u2 = unit_at(m + 1, oz_end); u2 && *u2 == unit_id::ounce) {
        total += toks_[m].value / 16.0;
        r.next = oz_end;
      }
    }
  }
  normalise(kind, total, unit, r);
  r.accepted = true;
  return r;
}

bool scanner::beside_another_vital(std::size_t first, std::size_t end) const {
  constexpr std::size_t reach = 6;  // tokens: "BP 128/82 , HR 76 , R : 16" has the next label within four
  std::size_t from = first;
  while (from > 0 && first - from < reach && !text::is_sentence_break(text_, toks_[from - 1])) {
    --from;
  }
  const std::size_t n = toks_.size();
  for (std::size_t j = from; j < n && j < end + reach && !text::is_sentence_break(text_, toks_[j]); ++j) {
    if (j >= first && j < end) {
      continue;
    }
    if (const auto other = lex_.keywords.longest_at(text_, toks_, j, n);
        other && (keyword_defs[other->payload].flags & kw_in_run) == 0) {
      return true;
    }
  }
  return false;
}

void scanner::handle_keyword(std::size_t first, const phrase_matcher::match& m) {
  const keyword_def& kw = keyword_defs[m.payload];
  if ((kw.flags & kw_upper) != 0 && (text_[toks_[first].span.start] < 'A' || text_[toks_[first].span.start] > 'Z')) {
    return;  // "t" of "don't", "p" of "p.m."
  }
  if ((kw.flags & kw_in_run) != 0 && !beside_another_vital(first, m.end)) {
    return;
  }
  if ((kw.flags & kw_opens) != 0 && first > sentence_start_ && toks_[first - 1].kind != token_kind::symbol) {
    return;  // "wound length 3 cm", "the length of the scar"
  }
  for (const auto& ex : keyword_exclusions) {
    if (ex.kind == kw.kind && word_at(m.end, ex.next_word)) {
      return;
    }
  }
  if (cue_before(first, cue::hypothetical, 4)) {
    return;
  }
  const bool negated = cue_before(first, cue::negation, 3);
  const bool fever_word = (kw.flags & kw_fever) != 0;
  if (negated && !fever_word) {
    return;
  }
  // Blood pressure gets a long window: clinicians talk between keyword and reading, and a
  // far pair must still look like a blood pressure (checked below).
  int word_limit = kw.kind == vital_kind::bp ? 40 : 15;
  if ((kw.flags & kw_short) != 0) {
    word_limit = 2;
  }
  int words = 0;
  std::size_t j = m.end;
  const std::size_t n = toks_.size();
  bool fasting = (kw.flags & kw_fasting) != 0;
  while (j < n) {
    const token& tok = toks_[j];
    if (tok.key == "fasting"_key) {
      fasting = true;  // "sugar fasting 110"
    }
    if (j == m.end && symbol_at(j, "."_key) && !tok.space_before) {
      ++j;  // "Temp. 101" - an abbreviation dot, not a sentence end
      continue;
    }
    if (text::is_sentence_break(text_, tok)) {
      return;
    }
    if (lex_.keywords.longest_at(text_, toks_, j, n)) {
      return;  // the next vital's keyword: that value is not ours
    }
    if (auto c = cue_at(j); c && static_cast<cue>(c->payload) == cue::threshold) {
      return;
    }
    // Review rv21: a change said with both ends ("weight down from 80 to 74 kg", "BP from
    // 160/100 to 138/86"): the reading now is the one after "to".
    if (word_at(j, "from"_key) && number_at(j + 1)) {
      std::size_t to = j + 2;
      while (to < n && to < j + 5 && !word_at(to, "to"_key) && !text::is_sentence_break(text_, toks_[to])) {
        ++to;
      }
      if (word_at(to, "to"_key) && number_at(to + 1)) {
        j = to + 1;
        continue;
      }
    }
    if (tok.kind == token_kind::number) {
      read_result r = kw.kind == vital_kind::bp ? read_pair(j) : read_single(kw.kind, j);
      if (r.accepted && kw.kind == vital_kind::bp && words > 6) {
        // A pair far from its keyword must look like a blood pressure.
        const bool looks_like_bp = r.value >= 50 && r.value <= 300 && r.diastolic >= 20 && r.diastolic <= 200 &&
                                   r.diastolic < r.value;
        r.accepted = looks_like_bp;
      }
      if (r.accepted) {
        // A negated fever keeps only a non-febrile reading ("not running a fever … 97.2").
        if (negated && r.value >= range_of(vital_kind::temp).abnormal_at_least) {
          return;
        }
        offer(kw.kind, r, {toks_[first].span.start, toks_[r.next - 1].span.end}, first, fasting);
        consumed_end_ = r.next;
        if (!negated) {
          read_second_reading(kw.kind, r.next, first, fasting);
        }
        return;
      }
      if (r.next > j + 1) {
        j = r.next;
        ++words;
        continue;
      }
    }
    if (tok.kind != token_kind::symbol && ++words > word_limit) {
      return;
    }
    ++j;
  }
}

void scanner::handle_anchored(std::size_t j) {
  std::size_t unit_end = 0;
  // Blood pressure pair with mmHg.
  if (symbol_at(j + 1, "/"_key) || word_at(j + 1, "over"_key)) {
    const read_result r = read_pair(j);
    if (r.accepted && r.unit_said) {
      offer(vital_kind::bp, r, {toks_[j].span.start, toks_[r.next - 1].span.end}, j, false);
      consumed_end_ = r.next;
    }
    return;
  }
  // Height: feet (and inches), or a length followed by "tall" / "in height".
  std::size_t after = 0;
  if (feet_unit_at(j + 1, after)) {
    read_result r = read_feet(j, after);
    const bool has_inches = r.original && std::fmod(r.original->value, 12.0) != 0;
    std::size_t end = r.next;
    const bool tall = height_word_after(end);
    if (has_inches || tall) {
      offer(vital_kind::height, r, {toks_[j].span.start, toks_[end - 1].span.end}, j, false);
      consumed_end_ = end;
    }
    return;
  }
  const auto u = unit_at(j + 1, unit_end);
  if (!u) {
    return;
  }
  read_result r;
  r.accepted = true;
  r.next = unit_end;
  std::optional<vital_kind> kind;
  switch (*u) {
    case unit_id::beats_per_min:
      kind = vital_kind::hr;
      break;
    case unit_id::breaths_per_min:
      kind = vital_kind::rr;
      break;
    case unit_id::kg_m2:
      kind = vital_kind::bmi;
      break;
    case unit_id::deg_f:
    case unit_id::deg_c: {
      // Only spelled-out scales ("°F", "fahrenheit"), not a bare "F" or "C".
      const auto unit_text = text_.substr(toks_[j + 1].span.start, toks_[unit_end - 1].span.end - toks_[j + 1].span.start);
      const bool bare = unit_text.size() == 1;
      const double v = toks_[j].value;
      if (!bare && ((v >= 90 && v <= 115) || (v >= 25 && v <= 45))) {
        kind = vital_kind::temp;
      }
      break;
    }
    case unit_id::percent:
      // "96% on room air".
      if (word_at(unit_end, "on"_key) && (word_at(unit_end + 1, "room"_key) || word_at(unit_end + 1, "ra"_key))) {
        kind = vital_kind::spo2;
      }
      break;
    case unit_id::cm:
    case unit_id::metre:
    case unit_id::inch: {
      std::size_t probe = unit_end;
      if (height_word_after(probe)) {
        kind = vital_kind::height;
      }
      break;
    }
    default:
      break;
  }
  if (!kind) {
    return;
  }
  normalise(*kind, toks_[j].value, u, r);
  std::size_t end = unit_end;
  if (*kind == vital_kind::height) {
    (void)height_word_after(end);  // known true here: extends the evidence over "tall"
  }
  offer(*kind, r, {toks_[j].span.start, toks_[end - 1].span.end}, j, false);
  consumed_end_ = end;
}

bool scanner::height_word_after(std::size_t& end) const {
  std::size_t k = end;
  if (symbol_at(k, ","_key)) {
    ++k;
  }
  if (word_at(k, "tall"_key) || word_at(k, "height"_key)) {
    end = k + 1;
    return true;
  }
  if (word_at(k, "in"_key) && word_at(k + 1, "height"_key)) {
    end = k + 2;
    return true;
  }
  return false;
}

void scanner::read_second_reading(vital_kind kind, std::size_t after, std::size_t keyword_first, bool fasting) {
  // A comma (or "but", "and") opens the clause, a time cue of the current kind says when,
  // then the number: "bp was 160/100 last week , today 138/86", "… , 142/90 now" is not
  // read (the cue must come first, or the number would be any later one).
  std::size_t j = after;
  const std::size_t n = toks_.size();
  // Review rv21: a reading repeated at the same visit ("BP 158/94 repeat 150/90", "HR 120,
  // rechecked 104"): the repeat is the one a clinician records (the first is often taken
  // before the patient has settled), so it is offered after the first and wins as the later.
  {
    std::size_t k = j;
    if (k < n && symbol_at(k, ","_key)) {
      ++k;
    }
    if (k < n && (word_at(k, "repeat"_key) || word_at(k, "repeated"_key) || word_at(k, "rechecked"_key) ||
                  word_at(k, "recheck"_key) || word_at(k, "retaken"_key))) {
      ++k;
      if (k + 1 < n && (word_at(k, "at"_key) || word_at(k, "was"_key) || word_at(k, "is"_key))) {
        ++k;
      }
      if (k < n && toks_[k].kind == token_kind::number) {
        const read_result r = kind == vital_kind::bp ? read_pair(k) : read_single(kind, k);
        if (r.accepted) {
          offer(kind, r, {toks_[k].span.start, toks_[r.next - 1].span.end}, keyword_first, fasting,
                static_cast<std::size_t>(-1));
          consumed_end_ = r.next;
        }
        return;
      }
    }
  }
  const auto separator = [this](std::size_t at) {
    return symbol_at(at, ","_key) || word_at(at, "but"_key) || word_at(at, "and"_key);
  };
  // The first reading's own time may come before the comma: "160/100 last week , …".
  for (int words = 0; j < n && words < 4 && !separator(j); ++words, ++j) {
    if (toks_[j].kind == token_kind::number || text::is_sentence_break(text_, toks_[j])) {
      return;
    }
  }
  if (j >= n || !separator(j)) {
    return;
  }
  const std::size_t clause = j;
  ++j;
  bool current = false;
  for (int words = 0; j < n && words < 4 && toks_[j].kind != token_kind::number; ++words) {
    if (text::is_sentence_break(text_, toks_[j]) || lex_.keywords.longest_at(text_, toks_, j, n)) {
      return;
    }
    if (auto c = cue_at(j)) {
      current = current || static_cast<cue>(c->payload) == cue::current;
      j = c->end;
      continue;
    }
    ++j;
  }
  if (!current || j >= n || toks_[j].kind != token_kind::number) {
    return;
  }
  const read_result r = kind == vital_kind::bp ? read_pair(j) : read_single(kind, j);
  if (!r.accepted) {
    return;
  }
  offer(kind, r, {toks_[j].span.start, toks_[r.next - 1].span.end}, keyword_first, fasting, clause);
  consumed_end_ = r.next;
}

void scanner::offer(vital_kind kind, const read_result& r, byte_span evidence, std::size_t keyword_first, bool fasting,
                    std::size_t clause_from) {
  candidate c;
  c.present = true;
  c.value = r.value;
  c.diastolic = r.diastolic;
  c.original = r.original;
  c.evidence = evidence;
  c.fasting = fasting;
  c.implausible = is_implausible(kind, r.value, r.diastolic);
  c.tier = tier_for(keyword_first, r.next, clause_from);
  c.order = order_++;
  candidate& slot = best[static_cast<std::size_t>(kind)];
  if (better(c, slot)) {
    slot = c;
  }
}

}  // namespace cxs::domain::clinical::vitals_detail
