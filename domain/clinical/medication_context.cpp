#include "domain/clinical/medication_scanner.hpp"

// What the words around a mention say of it: a context cue before it (a stop, a switch, an
// allergy, the past), a question about it, a finished course, an example of a kind of
// medicine, a step only talked about, a test's measure. The mention and item logic is in
// medication_scanner.cpp.

#include <algorithm>
#include <cstddef>
#include <optional>

#include "domain/clinical/medication_tables.hpp"
#include "domain/text/chars.hpp"

namespace cxs::domain::clinical::detail {

using namespace medication_detail;
using text::token_kind;
using text::operator""_key;

bool medication_scanner::offered_as_example(const mention& m) const {
  // "the next step would be a biologic like humira", "there are medications that help with
  // quitting , like chantix": the name is an example ("like", "such as") of a kind of
  // medicine named before it in its sentence, and no verb of taking or prescribing governs
  // it ("you can take something like tylenol", "i'll start a statin like lipitor" are
  // prescriptions).
  std::size_t k = m.first;
  while (k > 0 && (key_at(k - 1, "a"_key) || key_at(k - 1, "the"_key) || text::symbol_is(text_, toks_[k - 1], ","))) {
    --k;
  }
  std::size_t intro = k;
  if (k > 0 && key_at(k - 1, "like"_key)) {
    intro = k - 1;
  } else if (k > 1 && key_at(k - 1, "as"_key) && key_at(k - 2, "such"_key)) {
    intro = k - 2;
  } else {
    return false;
  }
  bool kind = false;
  for (std::size_t j = intro; j > 0 && j + 12 > intro && !break_at(j - 1); --j) {
    const std::uint64_t w = toks_[j - 1].key;
    if (contains(verb_cues, w) || w == "use"_key || w == "try"_key || w == "put"_key || w == "keep"_key ||
        w == "prescribing"_key || w == "starting"_key || w == "adding"_key || w == "recommend"_key ||
        w == "sending"_key || w == "send"_key) {
      return false;
    }
    kind = kind || contains(medicine_kinds, w);
  }
  return kind;
}

bool medication_scanner::talked_about_as_a_step(const mention& m) const {
  // "we wan na avoid going to insulin", "we talked about insulin , but you'd prefer another
  // pill": a treatment talked about or gone on to, named right after "talked about",
  // "discussed" or "going / moving to", with no verb of taking after it in its clause ("we
  // talked about the lisinopril and you take it daily" is taken).
  std::size_t k = m.first;
  if (k > 0 && key_at(k - 1, "the"_key)) {
    --k;
  }
  const bool step =
      (k > 1 && key_at(k - 1, "to"_key) &&
       (key_at(k - 2, "going"_key) || key_at(k - 2, "go"_key) || key_at(k - 2, "moving"_key))) ||
      (k > 1 && key_at(k - 1, "about"_key) &&
       (key_at(k - 2, "talked"_key) || key_at(k - 2, "talk"_key) || key_at(k - 2, "talking"_key))) ||
      (k > 0 && (key_at(k - 1, "discussed"_key) || key_at(k - 1, "discussing"_key)));
  if (!step) {
    return false;
  }
  for (std::size_t j = m.end; j < toks_.size() && j < m.end + 12 && !break_at(j) &&
                              !text::symbol_is(text_, toks_[j], ",");
       ++j) {
    const std::uint64_t w = toks_[j].key;
    if (contains(verb_cues, w) || w == "taking"_key || w == "use"_key || w == "using"_key || w == "takes"_key ||
        w == "keep"_key || w == "on"_key) {
      return false;
    }
  }
  return true;
}

bool medication_scanner::asked_about(const mention& m) const {
  // The mention's sentence, and whether it is a question.
  std::size_t first = m.first;
  while (first > 0 && !break_at(first - 1)) {
    --first;
  }
  std::size_t end = m.end;
  while (end < toks_.size() && !break_at(end)) {
    ++end;
  }
  if (end >= toks_.size() || !key_at(end, "?"_key)) {
    return false;
  }
  // An example in a question: "any supplements such as iron or vitamin b12 ?".
  bool any = false;
  for (std::size_t k = first; k < m.first; ++k) {
    any = any || key_at(k, "any"_key);
    if (any && (key_at(k, "like"_key) || (key_at(k, "such"_key) && key_at(k + 1, "as"_key)))) {
      return true;
    }
  }
  // A patient's request or question about a medicine: "can i take advil ?", "is melatonin
  // safe ?", "kya main pan 40 le sakta hoon ?"; not one about their own ("should i keep
  // taking my metformin ?").
  std::size_t line = toks_[m.first].span.start;
  while (line > 0 && text_[line - 1] != '\n') {
    --line;
  }
  while (line < text_.size() && text_[line] == ' ') {
    ++line;
  }
  if (text_.substr(line, 9) != "[patient]") {
    return false;
  }
  bool opener = false;
  for (std::size_t k = first; k < end; ++k) {
    const std::uint64_t w = toks_[k].key;
    if (w == "my"_key || w == "keep"_key || w == "still"_key || w == "continue"_key || w == "taking"_key ||
        w == "refill"_key || w == "mera"_key || w == "meri"_key) {
      return false;
    }
    opener = opener || (k < m.first && (w == "can"_key || w == "could"_key || w == "should"_key || w == "may"_key ||
                                        w == "would"_key || w == "kya"_key || w == "is"_key || w == "about"_key));
  }
  return opener;
}

// A course the patient finished, said with a plain past verb: "i took tamiflu for five days
// back in january", "i had a z-pack last month", "they gave me keflex ..., i finished it last
// week". A past verb of taking (or of being given) in the six words before the name, with a
// dated past in the sentence ("ago", "last week/month/year/<season>", "back in", "in
// <month>"), or "finished/completed it" after the name. Not "i took my lisinopril this
// morning" (no past date), not "i've had metformin since last year" ("since": still taking).
bool medication_scanner::past_course(const mention& m) const {
  // Cheap tests first (this runs for every current mention): a past verb in the six words
  // before, or "finished it" in the twelve after; only then the whole sentence.
  bool past_verb = false;
  std::size_t first = m.first;
  for (std::size_t k = m.first; k > 0 && k + 6 > m.first && !break_at(k - 1); --k) {
    const std::uint64_t w = toks_[k - 1].key;
    past_verb = past_verb || w == "took"_key || w == "had"_key || w == "gave"_key || w == "received"_key ||
                ((w == "given"_key || w == "prescribed"_key) &&
                 (key_at(k - 2, "was"_key) || key_at(k - 2, "were"_key)));
    first = k - 1;
  }
  bool finished = false;
  for (std::size_t k = m.end; k < toks_.size() && k < m.end + 12 && !break_at(k); ++k) {
    const std::uint64_t w = toks_[k].key;
    finished = finished || ((w == "finished"_key || w == "completed"_key) &&
                            (key_at(k + 1, "it"_key) || key_at(k + 1, "them"_key) || key_at(k + 1, "the"_key)));
  }
  if (!past_verb && !finished) {
    return false;
  }
  while (first > 0 && !break_at(first - 1)) {
    --first;
  }
  std::size_t end = m.end;
  while (end < toks_.size() && !break_at(end)) {
    ++end;
  }
  bool dated = false;
  for (std::size_t k = first; k < end; ++k) {
    const std::uint64_t w = toks_[k].key;
    if (w == "since"_key || w == "still"_key) {
      return false;
    }
    const bool month = w == "january"_key || w == "february"_key || w == "march"_key || w == "april"_key ||
                       w == "june"_key || w == "july"_key || w == "august"_key || w == "september"_key ||
                       w == "october"_key || w == "november"_key || w == "december"_key;
    dated = dated || w == "ago"_key || (w == "back"_key && key_at(k + 1, "in"_key)) ||
            (month && k > first && key_at(k - 1, "in"_key)) ||
            (w == "last"_key && (key_at(k + 1, "week"_key) || key_at(k + 1, "month"_key) ||
                                 key_at(k + 1, "year"_key) || key_at(k + 1, "winter"_key) ||
                                 key_at(k + 1, "summer"_key) || key_at(k + 1, "spring"_key) ||
                                 key_at(k + 1, "fall"_key) || key_at(k + 1, "autumn"_key)));
  }
  return finished || (past_verb && dated);
}

medication_context medication_scanner::context_before(const mention& m, bool& cued) const {
  cued = false;
  std::size_t from = m.first;
  std::size_t words = 0;
  while (from > 0 && words < 10 && !break_at(from - 1)) {
    --from;
    if (toks_[from].kind != token_kind::symbol) {
      ++words;
    }
  }
  std::optional<cue_kind> last;
  bool ran_out = false;              // the last cue is "ran out of": a refill later brings it back
  bool germ_susceptibility = false;  // the last cue is "sensitive to" said of a germ (germ_words)
  bool susceptibility_word = false;  // the last cue is "resistant to" or "susceptible to"
  std::size_t last_end = from;
  std::size_t k = from;
  while (k < m.first) {
    // A list under an allergy heading: "allergies : amoxicillin ( rash )", "drug allergy - ...".
    if ((key_at(k, "allergies"_key) || key_at(k, "allergy"_key)) && k + 1 < m.first &&
        (text::symbol_is(text_, toks_[k + 1], ":") || text::symbol_is(text_, toks_[k + 1], "-"))) {
      last = cue_kind::allergy;
      germ_susceptibility = false;
      susceptibility_word = false;
      k += 2;
      last_end = k;
      continue;
    }
    if (auto c = lex_.context_matcher_.longest_at(text_, toks_, k, m.first)) {
      // "warfarin held , vitamin k 10 mg": a stop said after another medicine's name is that
      // medicine's; it does not reach past a comma to this one.
      if (cue_defs[c->payload].kind == cue_kind::stopped && said_of_medicine_before(k) &&
          std::any_of(toks_.begin() + static_cast<std::ptrdiff_t>(c->end), toks_.begin() + static_cast<std::ptrdiff_t>(m.first),
                      [this](const token& t) { return text::symbol_is(text_, t, ",") || text::symbol_is(text_, t, ";"); })) {
        k = c->end;
        continue;
      }
      // "previously on januvia": "on" right after a past cue keeps the past.
      if (last == cue_kind::historical && last_end == k && cue_defs[c->payload].phrase == "on") {
        k = c->end;
        last_end = k;
        continue;
      }
      last = cue_defs[c->payload].kind;
      const std::string_view phrase = cue_defs[c->payload].phrase;
      ran_out = phrase == "ran out of" || phrase == "run out of";
      susceptibility_word = phrase == "resistant to" || phrase == "susceptible to";
      germ_susceptibility = (susceptibility_word || phrase == "sensitive to" || phrase == "sensitivity to") &&
                            germ_before(k);
      k = c->end;
      last_end = k;
      continue;
    }
    ++k;
  }
  // "changing him from atenolol (to ...)": a switch verb, then "from" right before the name.
  {
    std::size_t j = m.first;
    while (j > from && (key_at(j - 1, "the"_key) || key_at(j - 1, "his"_key) || key_at(j - 1, "her"_key) ||
                        key_at(j - 1, "your"_key) || key_at(j - 1, "their"_key))) {
      --j;
    }
    const auto switch_verb_at = [&](std::size_t v) {
      const std::uint64_t w = toks_[v].key;
      return w == "switch"_key || w == "switching"_key || w == "switched"_key || w == "change"_key ||
             w == "changing"_key || w == "changed"_key || w == "transition"_key || w == "transitioning"_key ||
             w == "move"_key || w == "moving"_key;
    };
    const auto switch_verb_before = [&](std::size_t before) {
      for (std::size_t v = from; v < before; ++v) {
        if (switch_verb_at(v)) {
          return true;
        }
      }
      return false;
    };
    if (j > from && key_at(j - 1, "from"_key) && switch_verb_before(j - 1)) {
      cued = true;
      return medication_context::stopped;
    }
    // "... from metoprolol tartrate to metoprolol succinate", "switch lisinopril to
    // losartan": the one switched to is taken, by a cue of its own, so that the stop of its
    // row in the sentence (the salt switched from) does not end it.
    if (j > from && (key_at(j - 1, "to"_key) || key_at(j - 1, "onto"_key)) && switch_verb_before(j - 1)) {
      cued = true;
      return medication_context::current;
    }
    // "switch metoprolol tartrate 25 mg twice daily to metoprolol succinate": the name right
    // after the switch verb, when another is switched to later in the sentence, is stopped.
    const std::size_t here = static_cast<std::size_t>(&m - mentions_.data());
    if (j > from && switch_verb_at(j - 1) && here + 1 < mentions_.size()) {
      const mention& next = mentions_[here + 1];
      std::size_t t = next.first;
      while (t > m.end && (key_at(t - 1, "the"_key) || key_at(t - 1, "his"_key) || key_at(t - 1, "her"_key) ||
                           key_at(t - 1, "your"_key))) {
        --t;
      }
      bool same_sentence = true;
      for (std::size_t b = m.end; b < t; ++b) {
        same_sentence = same_sentence && !break_at(b);
      }
      if (same_sentence && t > m.end && (key_at(t - 1, "to"_key) || key_at(t - 1, "onto"_key))) {
        cued = true;
        return medication_context::stopped;
      }
    }
  }
  cued = last.has_value();
  if (!last) {
    return medication_context::current;
  }
  switch (*last) {
    case cue_kind::allergy:
      // A germ's susceptibility names what would (or would not) treat it, not what the
      // patient reacts to; "resistant to" said of anything else is no allergy either.
      return germ_susceptibility  ? medication_context::option
             : susceptibility_word ? medication_context::current
                                   : medication_context::allergy_mention;
    case cue_kind::stopped:
      // "i ran out of my lisinopril about two weeks ago . [doctor] okay , let's get that
      // refilled": a medicine run out of and refilled is still taken.
      if (ran_out && refilled_after(m)) {
        return medication_context::current;
      }
      return medication_context::stopped;
    case cue_kind::switched_from:
      // "from lisinopril to losartan", "replacing the nph insulin with lantus": the new one.
      for (std::size_t j = last_end; j < m.first; ++j) {
        if (key_at(j, "to"_key) || key_at(j, "with"_key) || key_at(j, "onto"_key)) {
          return medication_context::current;
        }
      }
      return medication_context::stopped;
    case cue_kind::historical:
      return medication_context::historical;
    case cue_kind::current:
      break;
  }
  return medication_context::current;
}

bool medication_scanner::refilled_after(const mention& m) const {
  constexpr std::size_t reach = 40;  // tokens: the clinician's answer in the next turn or two
  for (std::size_t k = m.end; k < toks_.size() && k < m.end + reach; ++k) {
    const std::uint64_t w = toks_[k].key;
    if (w == "refill"_key || w == "refilled"_key || w == "refills"_key || w == "renew"_key ||
        w == "renewed"_key || (w == "restart"_key && (key_at(k + 1, "it"_key) || key_at(k + 1, "that"_key)))) {
      // Of this medicine: a pronoun or its own name next to the refill ("get that refilled",
      // "refill it", "refill the lisinopril"), not another's ("i'll refill your metformin").
      bool this_one = false;
      for (std::size_t b = k > 3 ? k - 3 : 0; b < toks_.size() && b <= k + 3; ++b) {
        this_one = this_one || key_at(b, "it"_key) || key_at(b, "that"_key) || key_at(b, "them"_key) ||
                   key_at(b, "those"_key) || (b >= m.end && toks_[b].key == toks_[m.first].key);
      }
      if (!this_one) {
        continue;
      }
      // "… and never refilled it", "didn't get it refilled": no refill.
      bool denied = false;
      for (std::size_t b = k; b > m.end && b + 4 > k; --b) {
        denied = denied || key_at(b - 1, "never"_key) || key_at(b - 1, "not"_key) || key_at(b - 1, "n't"_key) ||
                 key_at(b - 1, "didn't"_key) || key_at(b - 1, "haven't"_key) || key_at(b - 1, "t"_key) ||
                 key_at(b - 1, "no"_key);
      }
      return !denied;
    }
  }
  return false;
}

// A substance named as what a test measures, not as a medicine: "check testosterone , lh",
// "recheck her vitamin d", "a lithium level", "digoxin levels are pending".
bool medication_scanner::measured_as_a_test(const mention& m) const {
  if (key_at(m.end, "level"_key) || key_at(m.end, "levels"_key)) {
    return true;
  }
  std::size_t k = m.first;
  while (k > 0 && (key_at(k - 1, "a"_key) || key_at(k - 1, "the"_key) || key_at(k - 1, "your"_key) ||
                   key_at(k - 1, "his"_key) || key_at(k - 1, "her"_key) || key_at(k - 1, "serum"_key))) {
    --k;
  }
  if (k == 0) {
    return false;
  }
  const std::uint64_t w = toks_[k - 1].key;
  return w == "check"_key || w == "checking"_key || w == "recheck"_key || w == "measure"_key ||
         w == "measuring"_key || w == "test"_key || w == "testing"_key;
}

// The token before `at` (past "was", "is", "been") ends a medicine's mention: "warfarin held".
bool medication_scanner::said_of_medicine_before(std::size_t at) const {
  std::size_t k = at;
  while (k > 0 && (key_at(k - 1, "was"_key) || key_at(k - 1, "is"_key) || key_at(k - 1, "been"_key))) {
    --k;
  }
  return std::any_of(mentions_.begin(), mentions_.end(), [k](const mention& other) { return other.end == k; });
}

// A germ or its culture named in the twelve words before token `cue` within the clause:
// "the culture grew e. coli sensitive to ...".
bool medication_scanner::germ_before(std::size_t cue) const {
  std::size_t k = cue;
  for (std::size_t words = 0; k > 0 && words < 12 && !break_at(k - 1); --k) {
    if (contains(germ_words, toks_[k - 1].key)) {
      return true;
    }
    words += toks_[k - 1].kind != token_kind::symbol ? 1 : 0;
  }
  return false;
}

}  // namespace cxs::domain::clinical::detail
