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

void medication_scanner::set_frequency(attributes& a, std::string_view value, std::uint8_t rank) const {
  if (rank > a.frequency_rank) {
    a.frequency = std::string(value);
    a.frequency_rank = rank;
  }
}

void medication_scanner::set_timing(attributes& a, std::string_view value, std::uint8_t kind) const {
  if (kind == timing_meal && a.meal_timing.empty()) {
    a.meal_timing = value;
  } else if (kind == timing_time_of_day && a.day_timing.empty()) {
    a.day_timing = value;
  }
}

void medication_scanner::set_dose(attributes& a, double value, const attr_def& unit, bool replaces) const {
  auto& slot = unit.rank == 1 ? a.measure : a.count;
  if (!slot || replaces) {
    slot = medication_dose{value, std::string(unit.value)};
  }
}

void medication_scanner::read_purpose(std::size_t k, std::size_t limit, attributes& a) const {
  static constexpr auto stop_words = std::to_array<std::uint64_t>({
      "and"_key, "or"_key, "but"_key, "so"_key, "then"_key, "if"_key, "because"_key, "which"_key, "that"_key,
      "it"_key, "okay"_key, "to"_key, "with"_key, "until"_key, "till"_key, "as"_key, "is"_key, "we"_key,
      "i"_key, "you"_key, "does"_key, "do"_key,
  });
  const std::size_t from = k;
  std::size_t words = 0;
  std::size_t end_byte = 0;
  while (k < limit && words < 4) {
    const token& t = toks_[k];
    std::size_t attr_end = 0;
    if (t.kind != token_kind::word || contains(stop_words, t.key) || attr_at(k, limit, attr_end) != nullptr) {
      break;
    }
    end_byte = t.span.end;
    ++words;
    ++k;
  }
  if (words == 0) {
    return;
  }
  if (!a.instructions.empty()) {
    a.instructions += "; ";
  }
  a.instructions += "for ";
  a.instructions += text_.substr(toks_[from].span.start, end_byte - toks_[from].span.start);
}

void medication_scanner::add_instruction(attributes& a, std::string_view value) const {
  if (a.instructions.find(value) != std::string::npos) {
    return;
  }
  if (!a.instructions.empty()) {
    a.instructions += "; ";
  }
  a.instructions += value;
}

bool medication_scanner::read_combination_strength(const mention& m, std::size_t j, std::size_t limit, attributes& a,
                                                   std::size_t& end) const {
  if (!m.joined_before && !combination_row(entry_of(m))) {
    return false;
  }
  std::array<double, 4> values{};
  std::size_t n = 0;
  values[n++] = toks_[j].value;
  std::size_t k = j + 1;
  bool hyphen = false;
  while (n < values.size() && k + 1 < limit && number_at(k + 1)) {
    const bool slash = text::symbol_is(text_, toks_[k], "/");
    const bool dash = text::symbol_is(text_, toks_[k], "-") && !toks_[k].space_before && !toks_[k + 1].space_before;
    if (!slash && !dash) {
      break;
    }
    hyphen = hyphen || dash;
    values[n++] = toks_[k + 1].value;
    k += 2;
  }
  if (n < 2 || (m.joined_before && n != 2)) {
    return false;
  }
  std::string_view unit = lex_.strengths_[entry_of(m)].first_unit;
  std::size_t unit_end = 0;
  if (const attr_def* u = attr_at(k, limit, unit_end); u != nullptr && u->kind == attr_kind::dose_unit) {
    if (u->rank != 1) {
      return false;  // "norco 1-2 tablets": a range of counts
    }
    unit = u->value;
    k = unit_end;
  } else if (hyphen && std::all_of(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(n),
                                   [](double v) { return v <= 4; })) {
    return false;  // "percocet 1-2 every 6 hours": tablets
  }
  end = k;
  if (m.joined_before) {
    const std::string u(unit.empty() ? std::string_view{"mg"} : unit);
    a.partner_measure = medication_dose{values[0], u};
    if (!a.measure) {
      a.measure = medication_dose{values[1], u};
    }
    return true;
  }
  if (!a.measure && !unit.empty()) {
    a.measure = medication_dose{values[0], std::string(unit)};
    a.measure_is_strength = true;
  }
  a.combination_strength = text_.substr(toks_[j].span.start, toks_[k - 1].span.end - toks_[j].span.start);
  a.combination_strength_end = k;
  return true;
}

void medication_scanner::read_after(const mention& m, std::size_t limit, attributes& a) const {
  a.last_used_end = m.end;
  const bool name_ends_with_number = number_at(m.end - 1);
  std::size_t j = m.end;
  std::size_t tokens_seen = 0;
  // "pan 40 mg": the unit after a strength inside the name.
  if (name_ends_with_number) {
    std::size_t unit_end = 0;
    if (const attr_def* u = attr_at(j, limit, unit_end); u && u->kind == attr_kind::dose_unit) {
      set_dose(a, toks_[m.end - 1].value, *u, false);
      a.last_used_end = unit_end;
      j = unit_end;
    }
  }
  // Context right after the name: "penicillin allergy", "metformin was stopped". An
  // imperative "stop" there starts the next instruction, so only these forms count.
  {
    std::size_t k = m.end;
    while (k < limit && (key_at(k, "was"_key) || key_at(k, "is"_key) || key_at(k, "has"_key) ||
                         key_at(k, "been"_key) || key_at(k, "got"_key))) {
      ++k;
    }
    // Hindi "se" (from): "Brufen se allergy", "Septran se rash aaya tha", and "lene se"
    // (from taking): "Brufen lene se saans phoolti hai".
    if (k + 1 < limit && (key_at(k, "lene"_key) || key_at(k, "khane"_key) || key_at(k, "lagane"_key)) &&
        key_at(k + 1, "se"_key)) {
      ++k;
    }
    const bool se = k < limit && key_at(k, "se"_key);
    if (se) {
      ++k;
    }
    if (k < limit) {
      const std::uint64_t w = toks_[k].key;
      const auto reaction = [this](std::size_t r) {
        if (key_at(r, "a"_key)) {
          ++r;
        }
        // Hindi: khujli (itching), daane (rash), sujan (swelling), "saans phoolti / phoolna /
        // fulna" (breathlessness; "saans mein aaram" is relief, no reaction).
        const bool breathless = key_at(r, "saans"_key) && (key_at(r + 1, "phoolti"_key) || key_at(r + 1, "phoolna"_key) ||
                                                           key_at(r + 1, "fulna"_key) || key_at(r + 1, "phool"_key) ||
                                                           key_at(r + 1, "fulti"_key));
        return key_at(r, "hives"_key) || key_at(r, "rash"_key) || key_at(r, "rashes"_key) ||
               key_at(r, "reaction"_key) || key_at(r, "anaphylaxis"_key) || key_at(r, "angioedema"_key) ||
               key_at(r, "khujli"_key) || key_at(r, "daane"_key) || key_at(r, "sujan"_key) || breathless;
      };
      // "keflex gave me hives", "it caused a rash": a reaction the drug caused.
      // "add amoxicillin to her allergy list", "sulfa to the allergies".
      std::size_t listed = k + 1;
      if (key_at(listed, "your"_key) || key_at(listed, "her"_key) || key_at(listed, "his"_key) ||
          key_at(listed, "the"_key) || key_at(listed, "their"_key)) {
        ++listed;
      }
      const bool added_to_list =
          w == "to"_key && (key_at(listed, "allergy"_key) || key_at(listed, "allergies"_key));
      a.allergy_after = w == "allergy"_key || w == "allergic"_key || w == "allergies"_key || added_to_list ||
                        (w == "gave"_key && key_at(k + 1, "me"_key) && reaction(k + 2)) ||
                        (w == "caused"_key && reaction(k + 1)) || (se && reaction(k));
      // "X ki jagah Y" (Y instead of X), "X band karna hai".
      a.stopped_after = w == "stopped"_key || w == "discontinued"_key || w == "held"_key ||
                        w == "withdrawn"_key || w == "ceased"_key || w == "withheld"_key || w == "suspended"_key ||
                        w == "paused"_key ||
                        ((w == "ki"_key || w == "ke"_key) && key_at(k + 1, "jagah"_key)) ||
                        (w == "ke"_key && key_at(k + 1, "badle"_key)) ||
                        (w == "band"_key && (key_at(k + 1, "karo"_key) || key_at(k + 1, "kar"_key) ||
                                             key_at(k + 1, "karna"_key) || key_at(k + 1, "karein"_key)));
    }
    // Hindi past: "Neo-Mercazole li thi", "Augmentin course complete kiya tha": a "tha/thi"
    // after a verb of taking within five words, before the clause ends.
    for (std::size_t h = m.end; h < limit && h < m.end + 6 && !break_at(h) && !text::symbol_is(text_, toks_[h], ","); ++h) {
      if ((key_at(h, "tha"_key) || key_at(h, "thi"_key)) && h > m.end &&
          (key_at(h - 1, "li"_key) || key_at(h - 1, "liya"_key) || key_at(h - 1, "kiya"_key) ||
           key_at(h - 1, "khayi"_key) || key_at(h - 1, "khai"_key) || key_at(h - 1, "lagayi"_key))) {
        a.historical_after = true;
        break;
      }
    }
    // Hindi puts the verb last: "Clopilet 5 din pehle band karna hai", within eight words; in
    // a prescription a bare "band" that ends its clause says the same ("Tab Telma 40 band ,
    // Tab Cilacar 10 start"), not "band" before another word ("crepe band lagayein").
    // A finished course, the Hindi form of "finished it": "Azee 500 ka course complete kiya",
    // "dawai khatam ho gayi".
    for (std::size_t h = m.end; h < limit && h < m.end + 8 && !break_at(h); ++h) {
      const bool clause_end = h + 1 >= toks_.size() || break_at(h + 1) || text::symbol_is(text_, toks_[h + 1], ",") ||
                              text::symbol_is(text_, toks_[h + 1], ";") || key_at(h + 1, "hai"_key);
      if (key_at(h, "band"_key) && (clause_end || key_at(h + 1, "karo"_key) || key_at(h + 1, "kar"_key) ||
                                    key_at(h + 1, "karna"_key) || key_at(h + 1, "karein"_key))) {
        a.stopped_after = true;
        break;
      }
      const bool done = key_at(h, "complete"_key) || key_at(h, "completed"_key) || key_at(h, "khatam"_key) ||
                        key_at(h, "poora"_key) || key_at(h, "pura"_key);
      if (done && (key_at(h + 1, "kiya"_key) || key_at(h + 1, "ho"_key) || key_at(h + 1, "hua"_key) ||
                   key_at(h + 1, "kar"_key))) {
        a.historical_after = true;
        break;
      }
    }
    // Allowed in so many words: "no more aleve , tylenol is fine for the knee", "advil is ok
    // to take": the name is the subject of "is fine / ok / okay / safe / alright"; not a
    // question ("is advil ok ?" puts the verb first) nor "is not fine".
    {
      std::size_t h = m.end;
      if (key_at(h, "is"_key) || key_at(h, "are"_key)) {
        ++h;
        if (key_at(h, "also"_key) || key_at(h, "still"_key) || key_at(h, "totally"_key) || key_at(h, "perfectly"_key)) {
          ++h;
        }
        a.approved_after = key_at(h, "fine"_key) || key_at(h, "ok"_key) || key_at(h, "okay"_key) ||
                           key_at(h, "safe"_key) || key_at(h, "alright"_key);
        std::size_t end = h;
        while (a.approved_after && end < toks_.size() && !break_at(end)) {
          ++end;
        }
        a.approved_after = a.approved_after && !(end < toks_.size() && key_at(end, "?"_key));
      }
    }
    // A stop that refers back to this name later in its sentence: "the simvastatin ..., we're
    // going to discontinue it", "so we're stopping it"; not "don't stop it".
    for (std::size_t h = m.end; h + 1 < limit && !break_at(h); ++h) {
      const std::uint64_t w = toks_[h].key;
      // "… upsets her stomach , so she avoids it": avoided is not taken.
      const bool stop = w == "stop"_key || w == "stopping"_key || w == "stopped"_key || w == "discontinue"_key ||
                        w == "discontinuing"_key || w == "hold"_key || w == "holding"_key || w == "avoid"_key ||
                        w == "avoids"_key || w == "avoiding"_key;
      // "we're taking you off it", "let's get you off that", "come off it": a stop said with "off";
      // said in the past of the patient too ("so they took me off it", "she was taken off that").
      const bool person = key_at(h + 1, "you"_key) || key_at(h + 1, "me"_key) || key_at(h + 1, "him"_key) ||
                          key_at(h + 1, "her"_key);
      const bool off_it = (w == "taking"_key || w == "take"_key || w == "get"_key || w == "getting"_key ||
                           w == "come"_key || w == "coming"_key || w == "took"_key || w == "taken"_key ||
                           w == "came"_key) &&
                          ((person && key_at(h + 2, "off"_key) &&
                            (key_at(h + 3, "it"_key) || key_at(h + 3, "that"_key))) ||
                           (key_at(h + 1, "off"_key) && (key_at(h + 2, "it"_key) || key_at(h + 2, "that"_key))));
      if ((stop && (key_at(h + 1, "it"_key) || key_at(h + 1, "that"_key))) || off_it) {
        // "don't" may be one token or three ("don", "'", "t").
        bool negated = false;
        for (std::size_t b = h; b > m.end && b + 4 > h; --b) {
          negated = negated || key_at(b - 1, "not"_key) || key_at(b - 1, "n't"_key) || key_at(b - 1, "don't"_key) ||
                    key_at(b - 1, "never"_key) || key_at(b - 1, "t"_key) || key_at(b - 1, "dont"_key);
        }
        // "continue the eliquis … and hold it two days before the procedure": a hold planned
        // for a later day, the medicine taken until then.
        bool planned = false;
        for (std::size_t b = h + 2; b < limit && b < h + 8 && !break_at(b); ++b) {
          planned = planned || key_at(b, "before"_key) || (key_at(b, "day"_key) && key_at(b + 1, "of"_key));
        }
        // "took me off it last year, but back on it since March", "then restarted": a stop
        // undone later in what is said of it.
        bool resumed = false;
        for (std::size_t b = h + 2; b < limit && !resumed; ++b) {
          resumed = key_at(b, "restarted"_key) || key_at(b, "resumed"_key) ||
                    ((key_at(b, "back"_key) || key_at(b, "now"_key)) && key_at(b + 1, "on"_key));
        }
        a.stopped_after = a.stopped_after || (!negated && !planned && !resumed);
        break;
      }
    }
  }
  // "never opened the new box , still using the old one", "a new strip … never opened it ,
  // still taking the old strip": a pack not yet opened while the medicine is taken from
  // another one; the pack is new (or another), or an old one is said to be in use.
  const auto refill_unopened = [&](std::size_t h, std::size_t to) {
    for (std::size_t b = h + 2; b < h + 5 && b < to && !break_at(b); ++b) {
      if (key_at(b, "new"_key) || key_at(b, "another"_key) || key_at(b, "second"_key) || key_at(b, "next"_key) ||
          key_at(b, "spare"_key)) {
        return true;
      }
    }
    for (std::size_t b = h + 2; b + 1 < to && !break_at(b); ++b) {
      if ((key_at(b, "the"_key) || key_at(b, "my"_key)) && key_at(b + 1, "old"_key)) {
        return true;
      }
    }
    return false;
  };
  // Never taken, or not to be: "amoxicillin was prescribed but she never started it",
  // "nitrofurantoin is contraindicated" (not "is not contraindicated").
  // A one-bit-per-key filter on the words the readings below start from.
  constexpr std::uint64_t heads = (1ULL << ("never"_key & 63U)) | (1ULL << ("said"_key & 63U)) |
                                  (1ULL << ("declined"_key & 63U)) | (1ULL << ("refused"_key & 63U)) |
                                  (1ULL << ("nahi"_key & 63U)) | (1ULL << ("nahin"_key & 63U)) |
                                  (1ULL << ("chhod"_key & 63U)) | (1ULL << ("contraindicated"_key & 63U)) |
                                  (1ULL << ("not"_key & 63U)) | (1ULL << ("n't"_key & 63U));
  for (std::size_t h = m.end; h < limit && !break_at(h); ++h) {
    const std::uint64_t w = toks_[h].key;
    if ((heads & (1ULL << (w & 63U))) == 0) {
      continue;
    }
    // "… but i never picked it up", "never got it filled": never had it to take.
    const bool never_began = w == "never"_key && (key_at(h + 1, "started"_key) || key_at(h + 1, "took"_key) ||
                                                   key_at(h + 1, "taken"_key) || key_at(h + 1, "filled"_key) ||
                                                   key_at(h + 1, "began"_key) || key_at(h + 1, "picked"_key) ||
                                                   (key_at(h + 1, "got"_key) && key_at(h + 3, "filled"_key)));
    // "codeine makes me throw up , so i never take it", "… but i never opened the bottle": a
    // habit of not taking it, said by a pronoun after the name; not "never take it on an empty
    // stomach" (a way of taking it).
    const bool never_takes = (w == "never"_key &&
                              (((key_at(h + 1, "take"_key) || key_at(h + 1, "use"_key)) &&
                               (key_at(h + 2, "it"_key) || key_at(h + 2, "them"_key) || key_at(h + 2, "that"_key)) &&
                               (h + 3 >= limit || break_at(h + 3) || key_at(h + 3, ","_key) ||
                                key_at(h + 3, "anymore"_key))) ||
                               (key_at(h + 1, "opened"_key) && !refill_unopened(h, limit)))) ||
                             // "the cardiologist offered atorvastatin and i said no": declined.
                             (w == "said"_key && key_at(h + 1, "no"_key) && key_at(h - 1, "i"_key)) ||
                             ((w == "declined"_key || w == "refused"_key) &&
                              (key_at(h + 1, "it"_key) || key_at(h + 1, "that"_key) || key_at(h + 1, "them"_key)));
    // Hindi, after the name in its clause: "Brufen se acidity hoti hai , nahi leta" (I don't
    // take it), "Glycomet se pet kharab hota tha isliye maine chhod di" (I left it off). Not
    // "band mat karna" (don't stop), nor "mat chhodna" (don't leave it off).
    const bool hindi_not_taken =
        (w == "nahi"_key || w == "nahin"_key) &&
        (key_at(h + 1, "leta"_key) || key_at(h + 1, "leti"_key) || key_at(h + 1, "lete"_key) ||
         key_at(h + 1, "liya"_key) || key_at(h + 1, "li"_key) || key_at(h + 1, "khata"_key) ||
         key_at(h + 1, "khati"_key));
    const bool hindi_left_off =
        w == "chhod"_key && (key_at(h + 1, "di"_key) || key_at(h + 1, "diya"_key) || key_at(h + 1, "dii"_key) ||
                             key_at(h + 1, "diye"_key)) && !key_at(h - 1, "mat"_key);
    const bool contraindicated = w == "contraindicated"_key && !key_at(h - 1, "not"_key) && !key_at(h - 1, "n't"_key);
    // "Codeine was not tolerated", "i could not tolerate it": stopped for its side effects.
    const bool not_tolerated = (w == "not"_key || w == "n't"_key) &&
                               (key_at(h + 1, "tolerated"_key) ||
                                (key_at(h + 1, "tolerate"_key) &&
                                 (key_at(h + 2, "it"_key) || key_at(h + 2, "them"_key) || key_at(h + 2, "that"_key))));
    if (never_began || never_takes || hindi_not_taken || hindi_left_off || contraindicated || not_tolerated) {
      a.stopped_after = true;
      break;
    }
  }
  const auto monitoring_noun = [this](std::size_t k) {
    return key_at(k, "weights"_key) || key_at(k, "weight"_key) || key_at(k, "cbc"_key) || key_at(k, "labs"_key) ||
           key_at(k, "bloods"_key) || key_at(k, "inr"_key) || key_at(k, "ecg"_key) || key_at(k, "sugars"_key) ||
           key_at(k, "vitals"_key) || key_at(k, "dressing"_key) || key_at(k, "dressings"_key) ||
           key_at(k, "review"_key) || key_at(k, "monitoring"_key) || key_at(k, "bp"_key) || key_at(k, "charting"_key);
  };
  bool first_value = true;  // a bare number right after the name is its strength
  while (j < limit && tokens_seen < 30) {
    ++tokens_seen;
    const token& t = toks_[j];
    if (break_at(j)) {
      break;
    }
    std::size_t end = 0;
    if (t.kind == token_kind::number) {
      if (read_shorthand(j, limit, a, end) || read_dose_pattern(j, limit, a, end) || read_times(j, limit, a, end)) {
        a.evidence_of_medicine = true;
        a.last_used_end = end;
        j = end;
        first_value = false;
        continue;
      }
      if (const attr_def* d = attr_at(j, limit, end); d && d->kind == attr_kind::frequency) {
        // "8 hourly", "12 hourly": phrases that start with a number.
        set_frequency(a, d->value, d->rank);
        a.evidence_of_medicine = true;
        a.last_used_end = end;
        j = end;
        first_value = false;
        continue;
      }
      if (first_value && read_combination_strength(m, j, limit, a, end)) {
        a.evidence_of_medicine = true;
        a.last_used_end = end;
        j = end;
        first_value = false;
        continue;
      }
      std::size_t unit_end = 0;
      if (const attr_def* u = attr_at(j + 1, limit, unit_end)) {
        if (u->kind == attr_kind::dose_unit) {
          // "… half a cc of lidocaine": a dose followed by "of" belongs to the next name.
          std::size_t k = unit_end;
          if (key_at(k, "of"_key)) {
            ++k;
            if (key_at(k, "the"_key) || key_at(k, "your"_key) || key_at(k, "a"_key)) {
              ++k;
            }
            if (k == limit && limit < toks_.size()) {
              break;
            }
          }
          // "increase to 10 mg" replaces the dose said before; not a later step of a titration
          // ("5 mg at night , increase to 10 mg after 4 weeks": today's dose is 5 mg).
          const bool later_step = (key_at(unit_end, "after"_key) || key_at(unit_end, "in"_key)) &&
                                  number_at(unit_end + 1);
          const bool replaces =
              j > 0 && (key_at(j - 1, "to"_key) || key_at(j - 1, "upto"_key)) && !(later_step && a.measure);
          // A dose per body weight or area ("90 mg/kg/day", "0.1 units/kg/hr", "50 mg/m2") is
          // not an absolute dose: its unit says so, or a child's dose would read as 90 mg.
          if (const auto per = per_body_unit(unit_end, limit); !per.suffix.empty()) {
            attr_def scaled = *u;
            const std::string unit_text = std::string(u->value) + per.suffix;
            scaled.value = unit_text;
            set_dose(a, t.value, scaled, replaces);
            a.evidence_of_medicine = true;
            a.last_used_end = per.end;
            j = per.end;
            first_value = false;
            continue;
          }
          set_dose(a, t.value, *u, replaces);
          if (!u->extra.empty() && a.form_route.empty()) {
            a.form_route = u->extra;
          }
          // "o2 … 99 %" is a saturation, so a percentage is no evidence of a medicine.
          a.evidence_of_medicine = a.evidence_of_medicine || u->value != "%";
          a.last_used_end = unit_end;
          j = unit_end;
          first_value = false;
          continue;
        }
        if (u->kind == attr_kind::duration_unit) {
          // "two days ago", "hold it two days before the procedure": a time, not how long.
          const bool ago = key_at(unit_end, "ago"_key) || key_at(unit_end, "back"_key) ||
                           key_at(unit_end, "before"_key) || key_at(unit_end, "prior"_key) ||
                           key_at(unit_end, "pehle"_key) ||
                           (j > 0 && (key_at(j - 1, "since"_key) || key_at(j - 1, "last"_key)));
          if (!ago && a.duration.empty()) {
            a.duration = format_duration(t.value, u->value);
            a.evidence_of_medicine = true;
            a.last_used_end = unit_end;
          }
          j = unit_end;
          first_value = false;
          continue;
        }
      }
      // "metformin 1 bd": a small count right before a frequency is a number of tablets; not a
      // number near the row's own strength ("tab cardivas 3.125 bd", "tab tamsulosin 0.4 hs",
      // "colchicine 0.5 bd" are their strengths in mg).
      const medication_lexicon::row_strength& row_strength = lex_.strengths_[entry_of(m)];
      const bool near_strength = row_strength.value > 0 && t.value >= 0.5 * row_strength.value &&
                                 t.value <= 2 * row_strength.value;
      if (first_value && t.value > 0 && t.value <= 4 && !near_strength && lex_.entries_[entry_of(m)].route == "oral") {
        std::size_t freq_end = 0;
        const attr_def* next = attr_at(j + 1, limit, freq_end);
        if (next != nullptr && next->kind == attr_kind::frequency && !a.count) {
          a.count = medication_dose{t.value, "tablet"};
          a.evidence_of_medicine = true;
          a.last_used_end = j + 1;
          first_value = false;
          ++j;
          continue;
        }
      }
      if (first_value && !name_ends_with_number && !a.measure) {
        // "metformin 500 twice daily": the unit comes from the row's strength; a number far
        // from that strength ("metformin 1 bd") counts tablets, not milligrams.
        const medication_lexicon::row_strength& def = lex_.strengths_[entry_of(m)];
        const double ratio = def.value > 0 ? t.value / def.value : 1;
        if (ratio >= 0.05 && ratio <= 20) {
          const std::string_view unit = def.first_unit.empty() ? std::string_view{"mg"} : def.first_unit;
          a.measure = medication_dose{t.value, std::string(unit)};
          a.evidence_of_medicine = true;
          a.last_used_end = j + 1;
        }
      }
      first_value = false;
      ++j;
      continue;
    }
    if (t.kind == token_kind::word) {
      first_value = false;
      // A new instruction starts: "tylenol for pain … i'll prescribe cardura 4 mg".
      if (contains(window_stoppers, t.key)) {
        break;
      }
      if (read_interval(j, limit, a, end)) {
        a.evidence_of_medicine = true;
        a.last_used_end = end;
        j = end;
        continue;
      }
      if (const attr_def* d = attr_at(j, limit, end)) {
        bool used = true;
        switch (d->kind) {
          case attr_kind::frequency:
            // "furosemide 40 mg , daily weights", "paracetamol , daily CBC", "warfarin 5 mg daily
            // , INR weekly": a frequency next to a monitoring noun after a comma is that item's
            // of the plan, not this medicine's schedule.
            if ((j > 0 && key_at(j - 1, ","_key) && monitoring_noun(end)) ||
                (j > 1 && monitoring_noun(j - 1) && key_at(j - 2, ","_key))) {
              used = false;
              end = limit;  // the reading ends here
              break;
            }
            set_frequency(a, d->value, d->rank);
            if (!d->extra.empty()) {
              set_timing(a, d->extra, timing_time_of_day);
            }
            break;
          case attr_kind::timing:
            set_timing(a, d->value, d->rank);
            break;
          case attr_kind::route:
            if (a.route.empty()) {
              a.route = d->value;
            }
            break;
          case attr_kind::form:
            if (a.form_route.empty()) {
              a.form_route = d->value;
            }
            break;
          case attr_kind::duration_intro: {
            std::size_t dur_end = 0;
            if (read_duration(end, limit, a, dur_end)) {
              end = dur_end;
            } else if (key_at(j, "for"_key)) {
              read_purpose(end, limit, a);
              used = false;
            } else {
              used = false;
            }
            break;
          }
          case attr_kind::instruction:
            add_instruction(a, d->value);
            break;
          default:
            used = false;
            break;
        }
        if (used) {
          a.evidence_of_medicine = true;
          a.last_used_end = end;
        }
        j = end;
        continue;
      }
    }
    ++j;
  }
  // As needed, said as its indication after the dose: "Tab Dolo 650 if fever", "Syrup Crocin
  // 5 ml bukhar ho toh" (Hindi: "if fever", the condition after the prescription). A Hindi
  // "<state> ho toh" right after the dose is a condition on any state; an English "if" needs
  // one of the usual as-needed indications, since "metformin 500 mg if your kidneys allow"
  // is a doubt, not a dosing.
  // "just tylenol when she has a fever", "advil whenever the headache comes": a "when" with
  // such an indication within four words says the same after a bare name.
  const auto indication_word = [this](std::size_t k) {
    const std::uint64_t w = toks_[k].key;
    return w == "fever"_key || w == "pain"_key || w == "vomiting"_key || w == "nausea"_key || w == "headache"_key ||
           w == "headaches"_key || w == "itching"_key || w == "cough"_key || w == "wheeze"_key ||
           w == "wheezing"_key || w == "breathless"_key || w == "sleepless"_key || w == "anxious"_key ||
           w == "constipated"_key || w == "loose"_key;
  };
  if (a.frequency.empty()) {
    const std::size_t k = a.last_used_end;
    const bool dosed = a.last_used_end > m.end || name_ends_with_number;
    const bool hindi = dosed && k + 2 < limit && toks_[k].kind == token_kind::word && key_at(k + 1, "ho"_key) &&
                       (key_at(k + 2, "toh"_key) || key_at(k + 2, "to"_key));
    const bool if_indication = dosed && k + 1 < limit && key_at(k, "if"_key) && indication_word(k + 1);
    bool when_indication = false;
    if (k < limit && (key_at(k, "when"_key) || key_at(k, "whenever"_key))) {
      // A habit ("when she has a fever"), not one past time ("when my chest pain started").
      bool past = false;
      for (std::size_t j = k + 1; j < limit && j <= k + 6 && !break_at(j); ++j) {
        when_indication = when_indication || indication_word(j);
        past = past || key_at(j, "started"_key) || key_at(j, "began"_key) || key_at(j, "was"_key) ||
               key_at(j, "had"_key) || key_at(j, "last"_key) || key_at(j, "happened"_key);
      }
      when_indication = when_indication && !past;
    }
    if (hindi || if_indication || when_indication) {
      set_frequency(a, "SOS", rank_sos);
    }
  }
  // A prescription line that ends in its fate: "Tab. Amlodipine 5 mg OD stopped due to pedal
  // edema", "metformin 500 mg BID (held)". The participle right after the attributes read.
  if (a.last_used_end > m.end) {
    std::size_t k = a.last_used_end;
    // A reconciliation list writes it after a dash or colon: "aspirin 81 mg - DISCONTINUED".
    while (k < limit && (key_at(k, "("_key) || key_at(k, "was"_key) || key_at(k, "is"_key) || key_at(k, "now"_key) ||
                         key_at(k, "been"_key) || key_at(k, "has"_key) || key_at(k, "-"_key) || key_at(k, ":"_key))) {
      ++k;
    }
    const std::uint64_t w = k < limit ? toks_[k].key : 0;
    // Not a hold parameter: "Metoprolol 25 mg BD held for HR below 60", "hold if SBP < 100".
    const bool parameter = k + 1 < limit && (key_at(k + 1, "for"_key) || key_at(k + 1, "if"_key));
    if ((w == "stopped"_key || w == "discontinued"_key || w == "held"_key || w == "withheld"_key ||
         w == "ceased"_key || w == "suspended"_key) &&
        !(parameter && (w == "held"_key || w == "withheld"_key))) {
      a.stopped_after = true;
    }
  }
}

void medication_scanner::read_before(const mention& m, std::size_t previous_end, attributes& a) const {
  std::size_t k = m.first;
  const std::size_t floor = std::max(previous_end, m.first >= 6 ? m.first - 6 : std::size_t{0});
  // Review rv21: "a stat dose of ceftriaxone", "stat dose of IV ceftriaxone": the once-now dose
  // is named before the medicine, where the frequency words after it are never read.
  for (std::size_t s = m.first - 1; s > floor && s < m.first; --s) {
    if (text::is_sentence_break(text_, toks_[s])) {
      break;
    }
    if (key_at(s - 1, "stat"_key) && key_at(s, "dose"_key)) {
      set_frequency(a, "STAT", rank_stat);
      break;
    }
  }
  // Skip "of", "the", "your", "some" and an abbreviation dot between dose and name.
  while (k > floor) {
    const std::size_t p = k - 1;
    if (key_at(p, "of"_key) || key_at(p, "the"_key) || key_at(p, "your"_key) || key_at(p, "some"_key) ||
        key_at(p, "."_key) || key_at(p, ","_key)) {
      --k;
      continue;
    }
    break;
  }
  if (k == floor) {
    return;
  }
  // The word before: a dose form or unit ("tab", "inj", "tablets", "mg").
  std::size_t unit_first = k - 1;
  while (unit_first > floor && !text::is_sentence_break(text_, toks_[unit_first - 1]) &&
         toks_[unit_first - 1].kind != token_kind::number && k - unit_first < 3) {
    --unit_first;
  }
  for (std::size_t s = unit_first; s < k; ++s) {
    std::size_t end = 0;
    const attr_def* d = attr_at(s, k, end);
    if (d == nullptr || end != k) {
      continue;
    }
    if (d->kind == attr_kind::form || d->kind == attr_kind::route) {
      if (d->kind == attr_kind::route && a.route.empty()) {
        a.route = d->value;
      } else if (d->kind == attr_kind::form && a.form_route.empty()) {
        a.form_route = d->value;
      }
      a.evidence_of_medicine = true;
      return;
    }
    if (d->kind == attr_kind::dose_unit) {
      if (a.form_route.empty() && !d->extra.empty()) {
        a.form_route = d->extra;
      }
      a.evidence_of_medicine = true;
      // "10 mg of norvasc", "two tablets of dolo".
      if (s > floor && number_at(s - 1)) {
        auto& slot = d->rank == 1 ? a.measure : a.count;
        if (!slot) {
          slot = medication_dose{toks_[s - 1].value, std::string(d->value)};
          a.dose_before = true;
        }
      }
      return;
    }
  }
  // "two . five of norvasc": a unitless decimal right before "of" the name.
  if (number_at(k - 1) && key_at(k, "of"_key) && !toks_[k - 1].integral && !a.measure) {
    const medication_lexicon::row_strength& def = lex_.strengths_[entry_of(m)];
    if (!def.first_unit.empty()) {
      a.measure = medication_dose{toks_[k - 1].value, std::string(def.first_unit)};
      a.dose_before = true;
    }
  }
}

}  // namespace cxs::domain::clinical::detail
