// Round 36 (ctx37): class defaults of a later clause, tried on round 36's tuning half before any
// narrow rule (docs/accuracy.md, round 36). Forms, checklists and referral letters head a field's
// value with the condition and say how it ended in a later clause whose subject is left out:
//   - "Donor questionnaire: gastroenteritis on holiday three weeks ago, over within two days" (an
//     end that may be an episode's: dated, the condition's nature decides), "Booking: fibroid
//     noted on the 2018 scan, no longer visible on today's scan", "...: postnatal depression after
//     her first baby, treated by the GP, well for four years": an end, a finding no longer there,
//     or a quiet period of a length. The lexicon's end triggers reach a few words; here the subject
//     is the field's head, however far back it stands.
//   - ", never again" closing the clause right after a dated mention's, wherever it stands.
//   - a repair after the mention's site ("retinal detachment in the left eye repaired in 2017").
//   - "..., leg back to normal": a part normal again dates the episode (the condition's nature
//     decides, as for round 33's part normal after a treatment).
// And the other side: a later clause whose subject is left out and that uses a treatment now
// ("obstructive sleep apnoea on a sleep study in 2020, uses CPAP every night") says the condition
// goes on, whatever dated it.

#include "domain/clinical/context_document.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_frame_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::frame_vocab;

namespace {

// Words before the mention that may stand between it and its field's label ("Booking: the
// fibroid", "...: her eczema").
constexpr std::array<std::string_view, 6> head_determiners{"a", "an", "the", "her", "his", "my"};
// Words that say the condition goes on; a default of an end never stands against one that no
// denier ("never", "not", "no") stands before ("never again" is an end).
constexpr std::array<std::string_view, 12> goes_on{"still",     "ongoing",  "persists", "persisting", "continues",
                                                   "continuing", "again",   "flaring",  "flare",      "recurred",
                                                   "worse",     "worsening"};
constexpr std::array<std::string_view, 4> deniers{"never", "not", "no", "nil"};
// What may follow an end that opens a clause and keep it the end's clause ("over within two
// days", "cleared before discharge", "resolved by the summer").
constexpr std::array<std::string_view, 14> end_bounds{"within", "by",    "before", "after",   "in",
                                                      "with",   "without", "on",   "at",      "completely",
                                                      "fully",  "since", "spontaneously", "up"};
// "over" is also a preposition ("over the sacrum"): only a bound of time may follow it.
constexpr std::array<std::string_view, 5> over_bounds{"within", "by", "in", "after", "since"};
// What "no longer" says of a finding no longer there ("no longer visible", "no longer seen").
constexpr std::array<std::string_view, 10> absent_findings{"seen",     "visible",  "present",  "evident",
                                                           "identified", "detected", "apparent", "palpable",
                                                           "there",    "demonstrated"};
// What "never" says of a return ("never again", "never since", "never recurred").
constexpr std::array<std::string_view, 5> never_returns{"again", "since", "recurred", "returned", "relapsed"};
// A state of being well that a length may follow ("well for four years", "fine for a decade").
constexpr std::array<std::string_view, 5> well_states{"well", "fine", "asymptomatic", "symptomless", "normal"};
// Units of a quiet period's length.
constexpr std::array<std::string_view, 8> period_units{"years", "year", "months", "month", "decades", "decade",
                                                       "weeks", "week"};
// Counts spelled out before a unit ("four years", "a decade", "many years").
constexpr std::array<std::string_view, 16> spelled_counts{"a",   "two",    "three", "four",  "five",  "six",
                                                          "seven", "eight", "nine",  "ten",   "many",  "several",
                                                          "twenty", "fifteen", "twelve", "eleven"};
// Nouns of one episode of a condition: an end after one is the episode's ("Asthma: an attack in
// 2019, settled in a day").
constexpr std::array<std::string_view, 12> episode_nouns{"attack",  "attacks", "episode",  "episodes",
                                                         "exacerbation", "flare", "flareup", "flares",
                                                         "crisis",  "crises",  "bout",     "relapse"};
// Bounds of this visit or of today: an end before them is the presenting episode's ("Chest pain:
// central, settled before arrival", "palpitations, settled within ten minutes").
constexpr std::array<std::string_view, 14> this_visit{"arrival", "presentation", "review",  "assessment", "triage",
                                                      "attendance", "today",     "tonight", "morning",    "hours",
                                                      "hour",    "minutes",      "minute",  "ambulance"};
// Prepositions that open the mention's site, and what the site's phrase opens with.
constexpr std::array<std::string_view, 4> site_prepositions{"in", "of", "on", "to"};
constexpr std::array<std::string_view, 8> site_openers{"the", "her", "his", "my", "left", "right", "both", "each"};
// Present verbs of using a treatment (frame_vocab::closing_cues), and the treatments they may take
// ("uses CPAP every night", "takes insulin", "wears hearing aids").
constexpr std::array<std::string_view, 7> use_verbs{"uses", "using", "takes", "wears", "needs", "requires", "relies"};
constexpr std::array<std::string_view, 24> treatments{
    "cpap",    "bipap",   "inhaler",  "inhalers",   "insulin", "drops",   "oxygen",   "nebuliser",
    "nebulizer", "pump",  "aid",      "aids",       "splint",  "brace",   "tablets",  "pills",
    "medication", "medicines", "dialysis", "catheter", "spray", "emollients", "thickened", "thyroxine"};
// Words right after a verb of use that deny it ("takes no tablets", "uses nothing now").
constexpr std::array<std::string_view, 5> use_deniers{"no", "nothing", "none", "neither", "any"};

bool is_count(std::string_view w) {
  return (!w.empty() && w.size() <= 2 && std::all_of(w.begin(), w.end(), text::is_ascii_digit)) ||
         in<spelled_counts>(w);
}

}  // namespace

bool context_document::impl::closed_by_later_clause(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (s.question || (s.frame_cues & (f_closing | f_summary | f_fixed)) == 0) {
    return false;
  }
  // A candidate end first (most mentions have none: one walk to the first edge when the mention
  // heads nothing), then what would undo it.
  const bool heads = heads_its_field(s, t0);
  const bool candidate = later_clause_ends(s, t1, heads) || repaired_after_site(s, t1);
  if (!candidate || treated_now(s, t1)) {
    return false;  // "Asthma in 2015, on salbutamol, well for years": managed, not over
  }
  // Nothing after the mention says it goes on (a denied return is an end: "never again").
  for (std::size_t k = t1 + 1; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word && in<goes_on>(toks[k].norm) &&
        !(toks[k - 1].kind == tok_kind::word && in<deniers>(toks[k - 1].norm))) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::later_clause_ends(const sentence& s, std::size_t t1, bool heads) const {
  const auto closes = [&](std::size_t at) { return at >= s.e || toks[at].kind == tok_kind::punct; };
  bool first_edge = true;
  for (std::size_t k = t1 + 1; k + 1 < s.e; ++k) {
    const ctoken& edge = toks[k];
    if (!(edge.kind == tok_kind::punct ? edge.norm == "," || edge.norm == ";" : edge.norm == "and")) {
      continue;
    }
    if (!first_edge && !heads) {
      return false;  // only "never again" is read for a mention that heads nothing, right after it
    }
    std::size_t p = k + 1;
    if (is_word(p, "and") || is_word(p, "then")) {
      ++p;
    }
    const bool right_after = first_edge;
    first_edge = false;
    if (p >= s.e || toks[p].kind != tok_kind::word) {
      continue;
    }
    const std::string_view v = toks[p].norm;
    // ", never again", ", never since" in the clause right after the mention's, which is dated ("he
    // had gout once in 2018, never again"); not after another clause ("...; tried carbamazepine,
    // never again": the drug's).
    if (v == "never" && right_after && p + 1 < s.e && in<never_returns>(toks[p + 1].norm) &&
        (closes(p + 2) || is_word(p + 2, "since") || is_word(p + 2, "after")) &&
        (s.has_time || std::any_of(toks.begin() + static_cast<std::ptrdiff_t>(s.b),
                                   toks.begin() + static_cast<std::ptrdiff_t>(k),
                                   [](const ctoken& t) { return t.norm == "once" || t.norm == "had"; }))) {
      return true;
    }
    if (!heads) {
      continue;
    }
    // "..., no longer visible on today's scan"
    if (v == "no" && is_word(p + 1, "longer") && p + 2 < s.e && in<absent_findings>(toks[p + 2].norm)) {
      return true;
    }
    // "..., well for four years", "..., asymptomatic for a decade"
    // (Closing its clause: "well for four years on a preventer" is managed, not over.)
    if (in<well_states>(v) && is_word(p + 1, "for") && p + 3 < s.e && is_count(toks[p + 2].norm) &&
        in<period_units>(toks[p + 3].norm) && (closes(p + 4) || is_word(p + 4, "now") || is_word(p + 4, "and"))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::repaired_after_site(const sentence& s, std::size_t t1) const {
  // "Retinal detachment in the left eye repaired in 2017": a repair in the past after the mention's
  // site, in its clause (round 30's fixed_after reads it right after the mention).
  if ((s.frame_cues & f_fixed) == 0 || !s.has_time || t1 + 3 >= s.e || toks[t1 + 1].kind != tok_kind::word ||
      !in<site_prepositions>(toks[t1 + 1].norm) || !in<site_openers>(toks[t1 + 2].norm)) {
    return false;
  }
  for (std::size_t k = t1 + 3; k < s.e && k <= t1 + 6 && toks[k].kind == tok_kind::word; ++k) {
    if (in<fixed_participles>(toks[k].norm)) {
      return k + 1 < s.e && (is_word(k + 1, "in") || is_word(k + 1, "at") || toks[k + 1].kind == tok_kind::punct);
    }
  }
  return false;
}

bool context_document::impl::heads_its_field(const sentence& s, std::size_t t0) const {
  std::size_t head = t0;
  if (head > s.b && toks[head - 1].kind == tok_kind::word && in<head_determiners>(toks[head - 1].norm)) {
    --head;
  }
  return head == s.b ||
         (toks[head - 1].kind == tok_kind::punct && (toks[head - 1].norm == ":" || toks[head - 1].norm == "-"));
}

bool context_document::impl::ended_in_later_clause(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "Donor questionnaire: gastroenteritis on holiday three weeks ago, over within two days",
  // "...: delirium during the March admission, cleared before discharge": the field's head, then a
  // later clause with no subject of its own that opens with an end and a bound or nothing after.
  // The end may be an episode's ("Asthma: admitted in 2019, settled within a day"): the episode is
  // dated and the condition's nature decides (episode_closed_after). Not after a noun of an
  // episode between ("Asthma: an attack in 2019, settled in a day": the attack's end), not in a
  // sentence of this visit or of today ("Chest pain: central, settled before arrival": the
  // presenting episode).
  if ((s.frame_cues & (f_closing | f_summary)) == 0 || !heads_its_field(s, t0)) {
    return false;
  }
  // (The bound of this visit or of today stands from the mention to the end's bound, not in a
  // later clause, "..., cleared before discharge; AMT 9/10 today", which compares then with now,
  // nor in the form's name before it, "Geriatric assessment, cognition: ...".)
  const auto of_this_visit = [&](std::size_t to) {
    for (std::size_t k = t0; k < to && k < s.e; ++k) {
      if (toks[k].kind == tok_kind::word && in<this_visit>(toks[k].norm)) {
        return true;
      }
    }
    return false;
  };
  const auto closes = [&](std::size_t at) { return at >= s.e || toks[at].kind == tok_kind::punct; };
  for (std::size_t k = t1 + 1; k + 1 < s.e; ++k) {
    const ctoken& edge = toks[k];
    if (edge.kind == tok_kind::word && in<episode_nouns>(edge.norm)) {
      return false;
    }
    if (!(edge.kind == tok_kind::punct ? edge.norm == "," || edge.norm == ";" : edge.norm == "and")) {
      continue;
    }
    std::size_t p = k + 1;
    if (is_word(p, "and") || is_word(p, "then")) {
      ++p;
    }
    if (is_word(p, "fully") || is_word(p, "completely") || is_word(p, "all")) {
      ++p;
    }
    if (p >= s.e || toks[p].kind != tok_kind::word) {
      continue;
    }
    const std::string_view v = toks[p].norm;
    if ((in<end_participles>(v) && (closes(p + 1) || in<end_bounds>(toks[p + 1].norm))) ||
        (v == "over" && (closes(p + 1) || in<over_bounds>(toks[p + 1].norm)))) {
      return !of_this_visit(p + 5);
    }
  }
  return false;
}

bool context_document::impl::part_normal_again(const sentence& s, std::size_t t1) const {
  // "..., leg back to normal", "; bloods back to baseline": a later clause of at most three words
  // before "back to normal" that closes it. ("back" is a word of f_summary, "normal" and
  // "baseline" of f_closing: both groups in the sentence.)
  if ((s.frame_cues & f_closing) == 0 || (s.frame_cues & f_summary) == 0) {
    return false;
  }
  for (std::size_t k = t1 + 2; k + 2 < s.e; ++k) {
    if (!(is_word(k, "back") && is_word(k + 1, "to") && (is_word(k + 2, "normal") || is_word(k + 2, "baseline")))) {
      continue;
    }
    if (!(k + 3 >= s.e || toks[k + 3].kind == tok_kind::punct || is_word(k + 3, "now") || is_word(k + 3, "since"))) {
      return false;
    }
    for (std::size_t j = k, n = 0; j-- > t1 + 1 && n < 4; ++n) {
      if (toks[j].kind == tok_kind::punct) {
        return toks[j].norm == "," || toks[j].norm == ";";
      }
    }
    return false;
  }
  return false;
}

bool context_document::impl::in_use_after(const sentence& s, std::size_t t1) const {
  // "..., uses CPAP every night", "..., takes insulin four times a day", "and wears hearing aids":
  // a clause after the mention with no subject of its own (after ",", ";" or "and", "still" may
  // come between) whose present verb uses a treatment within three words. Not denied ("takes no
  // tablets"), not "used to".
  if ((s.frame_cues & f_closing) == 0) {
    return false;
  }
  for (std::size_t k = t1 + 2; k < s.e; ++k) {
    if (toks[k].kind != tok_kind::word || !in<use_verbs>(toks[k].norm)) {
      continue;
    }
    std::size_t b = k - 1;
    if (is_word(b, "still") && b > t1 + 1) {
      --b;
    }
    const bool own_clause =
        toks[b].kind == tok_kind::punct ? toks[b].norm == "," || toks[b].norm == ";" : toks[b].norm == "and";
    if (!own_clause) {
      continue;
    }
    for (std::size_t j = k + 1; j < s.e && j <= k + 3 && toks[j].kind == tok_kind::word; ++j) {
      if (in<use_deniers>(toks[j].norm)) {
        break;
      }
      if (in<treatments>(toks[j].norm)) {
        // Not a treatment of another condition ("takes tablets for her blood pressure").
        return !(is_word(j + 1, "for") || is_word(j + 2, "for"));
      }
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical
