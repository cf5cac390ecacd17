// Round 13's clause frames (issue 18): the shapes that make a mention hypothetical or
// taught rather than the patient's: a possibility of meaning ("could mean a stroke"), a
// mention named as a side effect, risk or complication, a topic taught or discussed,
// "nothing … points to", a possessed object of worsening, a shield, a risk named by its
// subject, a future time and a possibility considered then excluded. The conditional frames
// are in context_frames_conditional.cpp. Called from apply_clause_frames (context_frames.cpp)
// when the sentence holds a word of their group; their word lists are in
// context_frame_words.hpp. See docs/accuracy.md, round 13. (What a testing verb looks for,
// `tested_for`, moved here from context_frames.cpp in round 29 to keep that file under 700 lines.)

#include "domain/clinical/context_document.hpp"
#include "domain/text/chars.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_frame_words.hpp"
#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::frame_vocab;

int context_document::impl::possible_meaning(const sentence& s, std::size_t t0) const {
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "the"))) {
    --k;
  }
  // "be a sign of X", "be a warning sign of X", "point to X"
  if (k > s.b + 1 && is_word(k - 1, "of") && (is_word(k - 2, "sign") || is_word(k - 2, "signs"))) {
    k -= 2;
    while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "warning") ||
                       is_word(k - 1, "early"))) {
      --k;
    }
    if (!is_word(k - 1, "be")) {
      return 0;
    }
  } else if (k > s.b && is_word(k - 1, "to")) {
    --k;
    if (!is_word(k - 1, "point")) {
      return 0;
    }
  } else if (k > s.b && is_word(k - 1, "be")) {
    return 0;  // "could be X" is the lexicon's hedge
  }
  // Round 20: "would" too ("a red line creeping up the leg would point to cellulitis"): what a
  // sign would mean is a possibility like what it could mean; after a definite subject it is a
  // hedge on the patient's finding, as "could" is ("Her symptoms would suggest ...").
  if (k < s.b + 2 || toks[k - 1].kind != tok_kind::word || !in<meaning_verbs>(toks[k - 1].norm) ||
      toks[k - 2].kind != tok_kind::word ||
      !(in<modal_possibility>(toks[k - 2].norm) || toks[k - 2].norm == "would")) {
    return 0;
  }
  const std::size_t modal = k - 2;
  // A relative clause ("..., which could mean jaundice") takes its antecedent's clause: a
  // warning there ("let us know about any yellow eyes") makes the meaning a warning too.
  if (modal > s.b + 1 && (is_word(modal - 1, "which") || is_word(modal - 1, "that")) &&
      toks[modal - 2].kind == tok_kind::punct && toks[modal - 2].norm == ",") {
    const std::size_t comma = modal - 2;
    const std::size_t from = clause_begin(s, comma);
    for (std::size_t oi = s.occ_b; oi < s.occ_e; ++oi) {
      const occurrence& o = occs[oi];
      if ((o.effects & e_hypo) != 0 && o.b >= from && o.e <= comma &&
          (o.dir == scope::forward || o.dir == scope::both)) {
        return 1;
      }
    }
    // Round 18: an instruction to report or watch for the antecedent ("Advised to report itching
    // of the palms, which can mean obstetric cholestasis"): what it would mean is a warning too.
    // Not a past report ("She reported itching, which can mean ..." is a hedge on her finding).
    for (std::size_t j = from; j < comma; ++j) {
      if (toks[j].kind == tok_kind::word && in<watching_infinitives>(toks[j].norm) &&
          (j == from || is_word(j - 1, "to") || in<openers>(toks[j - 1].norm))) {
        return 1;
      }
    }
    return 2;
  }
  std::size_t b = clause_begin(s, modal);
  while (b < modal && toks[b].kind == tok_kind::word && in<openers>(toks[b].norm)) {
    ++b;
  }
  if (b < modal && toks[b].kind == tok_kind::word && in<indefinite_determiners>(toks[b].norm)) {
    return 1;
  }
  // Round 20: "can" says what a sign may mean in general ("Headaches or flashing lights can be
  // signs of pre-eclampsia"), "could/may/might" what this one may mean; so after a subject that
  // is not made the patient's (a possessive, a demonstrative, "the") "can" teaches. "Her
  // headaches can be a sign of ..." and "This rash could mean shingles" stay hedges.
  if (is_word(modal, "can") && b < modal && toks[b].kind == tok_kind::word && !in<definite_determiners>(toks[b].norm)) {
    return 1;
  }
  return 2;
}

bool context_document::impl::named_as_effect(const sentence& s, std::size_t t0, std::size_t t1) const {
  // The mention opens its clause, bare or indefinite ("Weight gain is ...", "A rash can be ...").
  std::size_t b = clause_begin(s, t0);
  // (Round 18: a subordinator of reason may open the clause: "..., as osteoporosis is a real
  // risk in her case".)
  while (b < t0 && toks[b].kind == tok_kind::word && (in<openers>(toks[b].norm) || in<reason_subordinators>(toks[b].norm))) {
    ++b;
  }
  if (t0 > b + 1 || (t0 == b + 1 && !is_word(b, "a") && !is_word(b, "an"))) {
    return false;
  }
  std::size_t k = t1 + 1;
  if (k >= s.e || toks[k].kind != tok_kind::word || !in<effect_copulas>(toks[k].norm)) {
    return false;
  }
  ++k;
  if (k < s.e && is_word(k, "be")) {
    ++k;  // "can be a side effect"
  }
  for (std::size_t fill = 0; k < s.e && fill < 4 && toks[k].kind == tok_kind::word && in<effect_fillers>(toks[k].norm);
       ++fill) {
    ++k;
  }
  return k < s.e && toks[k].kind == tok_kind::word && in<effect_nouns>(toks[k].norm) &&
         (!in(std::array<std::string_view, 2>{"effect", "effects"}, toks[k].norm) || is_word(k - 1, "side"));
}

bool context_document::impl::taught_about(const sentence& s, std::size_t t0) const {
  if (definite_before(s, t0) && !(t0 > s.b + 1 && is_word(t0 - 1, "the") && is_word(t0 - 2, "of"))) {
    return false;  // "we discussed her asthma": the patient's own
  }
  // Back over articles, "the signs of", "what", an object and a preposition, to the verb.
  std::size_t k = t0;
  bool topic = false;
  for (std::size_t steps = 0; k > s.b && steps < 7; ++steps) {
    const ctoken& t = toks[k - 1];
    if (t.kind != tok_kind::word) {
      if (t.norm == "." && k - 1 > s.b && in<abbreviations>(toks[k - 2].norm)) {
        --k;  // "incl.": an abbreviation's dot
        continue;
      }
      return false;
    }
    if (in<teaching_verbs>(t.norm)) {
      // "went over" / "go over" only with "over"; "talked" only with a preposition.
      if ((t.norm == "went" || t.norm == "go") && !is_word(k, "over")) {
        return false;
      }
      if ((t.norm == "talked" || t.norm == "talk") && !topic) {
        return false;
      }
      return true;
    }
    if (in<topic_prepositions>(t.norm)) {
      topic = true;
    } else if (!in<topic_fillers>(t.norm) && !is_word(k - 1, "an")) {
      return false;
    }
    --k;
  }
  return false;
}

bool context_document::impl::nothing_indicates(const sentence& s, std::size_t t0) const {
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "any"))) {
    --k;
  }
  if (k > s.b && is_word(k - 1, "to") && k > s.b + 1 && (is_word(k - 2, "points") || is_word(k - 2, "point") ||
                                                         is_word(k - 2, "pointing"))) {
    --k;
  }
  // Round 19 (dx33): "nothing you've told me sounds like bipolar", "none of it looks like
  // shingles": a verb of likeness with "nothing" as its subject denies as "suggests" does.
  const bool likeness = k >= s.b + 2 && is_word(k - 1, "like") &&
                        (is_word(k - 2, "sounds") || is_word(k - 2, "looks") || is_word(k - 2, "seems"));
  if (likeness) {
    --k;
    // the verb's own subject right before it is another clause ("nothing helps and it sounds
    // like eczema")
    static constexpr std::array<std::string_view, 7> subjects{"it", "this", "that", "he", "she", "they", "which"};
    // ("none of this looks like": the subject's own words; "there is nothing that looks like
    // leukemia": the relative pronoun of "nothing" itself, round 20)
    const bool relative_of_nothing = k - 2 > s.b && (is_word(k - 2, "that") || is_word(k - 2, "which")) &&
                                     toks[k - 3].kind == tok_kind::word && in<nothing_words>(toks[k - 3].norm);
    if (k - 1 > s.b && toks[k - 2].kind == tok_kind::word && in<subjects>(toks[k - 2].norm) &&
        !(k - 2 > s.b && is_word(k - 3, "of")) && !relative_of_nothing) {
      return false;
    }
  } else if (k == s.b || toks[k - 1].kind != tok_kind::word || !in<indicating_verbs>(toks[k - 1].norm)) {
    return false;
  }
  // "nothing" as the subject, up to six words before the verb in its clause ("Nothing in the
  // history points to", "there is nothing to suggest").
  const std::size_t verb = k - 1;
  const std::size_t from = std::max(clause_begin(s, verb), verb >= s.b + 6 ? verb - 6 : s.b);
  for (std::size_t j = verb; j > from; --j) {
    if (likeness && (is_word(j - 1, "and") || is_word(j - 1, "but"))) {
      return false;
    }
    if (toks[j - 1].kind == tok_kind::word && in<nothing_words>(toks[j - 1].norm)) {
      return true;
    }
    // Round 16: "no" and a noun of evidence as the subject ("No features to suggest heart
    // failure", "no signs that point to sepsis").
    if (j - 1 > s.b && toks[j - 1].kind == tok_kind::word && in<evidence_nouns>(toks[j - 1].norm) &&
        is_word(j - 2, "no")) {
      return true;
    }
    // Round 17: any noun phrase of up to three words opened by "no" as the subject ("no focal
    // lesion to suggest metastasis", "no abnormality that points to ..."); not "no doubt" or "no
    // question", which assert.
    if (is_word(j - 1, "no") && verb - j <= 4 && !is_word(j, "doubt") && !is_word(j, "question")) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::possessed_object_of_worsening(const sentence& s, std::size_t t0) const {
  // The verb right before the possessive: "worsen your asthma", not "worsen asthma in children"
  // (a general statement) nor "give you asthma" (an outcome that may come).
  static constexpr std::array<std::string_view, 14> worsening{
      "worsen", "worsens", "aggravate", "aggravates", "exacerbate", "exacerbates", "trigger",
      "triggers", "irritate", "irritates", "inflame", "inflames", "flare", "upset"};
  return t0 >= s.b + 2 && toks[t0 - 1].kind == tok_kind::word &&
         in(std::array<std::string_view, 5>{"your", "his", "her", "my", "their"}, toks[t0 - 1].norm) &&
         toks[t0 - 2].kind == tok_kind::word && in<worsening>(toks[t0 - 2].norm);
}

bool context_document::impl::shielded_from(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (changed_into_after_shield(s, t0)) {
    return true;  // "stop the cough from turning into pneumonia" (round 25)
  }
  // "to keep oral thrush away", "keeps the migraines off": the kept-off condition right after
  // a verb of keeping (up to three words between: an article, an object).
  if (t1 + 1 < s.e && toks[t1 + 1].kind == tok_kind::word && in<kept_off_particles>(toks[t1 + 1].norm)) {
    for (std::size_t k = t0; k > s.b && k + 4 > t0; --k) {
      if (toks[k - 1].kind != tok_kind::word) {
        break;
      }
      if (is_word(k - 1, "keep") || is_word(k - 1, "keeps") || is_word(k - 1, "keeping")) {
        return true;
      }
    }
  }
  // Round 18: "to stop a pressure ulcer forming", "prevent any infection from setting in": a
  // verb of shielding, an indefinite condition, then a gerund of onset. Not a definite one ("stop
  // the rash spreading": the rash is there) nor without the gerund ("to stop the bleeding").
  {
    std::size_t a = t0;
    while (a > s.b && (is_word(a - 1, "a") || is_word(a - 1, "an") || is_word(a - 1, "any"))) {
      --a;
    }
    std::size_t g = t1 + 1;
    if (is_word(g, "from")) {
      ++g;
    }
    if (a > s.b && toks[a - 1].kind == tok_kind::word && in<shield_verbs>(toks[a - 1].norm) && g < s.e &&
        toks[g].kind == tok_kind::word && in<onset_gerunds>(toks[g].norm)) {
      return true;
    }
  }
  // "protect her bones from osteoporosis", "keep him out of heart failure": a verb of shielding,
  // an object of up to three words, then "from" or "out of" and the condition (an article
  // may stand before it). Not another verb's "from" ("recovering from pneumonia").
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "any") || is_word(k - 1, "another"))) {
    --k;
  }
  // "stop her getting another pneumonia", "prevent him from developing diabetes": a gerund of
  // coming before the condition (round 15); an object is needed ("she wants to stop having
  // migraines" tells of migraines she has)
  bool gerund = false;
  if (k > s.b + 1 && toks[k - 1].kind == tok_kind::word && in<coming_gerunds>(toks[k - 1].norm) &&
      !is_word(k - 1, "another")) {
    gerund = true;
    --k;
    if (k > s.b + 1 && is_word(k - 1, "from")) {
      --k;
    }
  } else if (k > s.b + 1 && is_word(k - 1, "from")) {
    --k;
  } else if (k > s.b + 2 && is_word(k - 1, "of") && is_word(k - 2, "out")) {
    k -= 2;
  } else {
    return false;
  }
  for (std::size_t j = k, objects = 0; j > s.b && objects <= 3; --j, ++objects) {
    if (toks[j - 1].kind != tok_kind::word) {
      return false;
    }
    if (in<shield_verbs>(toks[j - 1].norm)) {
      return objects > 0 || (!gerund && !is_word(j - 1, "keep"));  // "keep from" alone is "refrain from"
    }
  }
  return false;
}

bool context_document::impl::risk_named_by_subject(const sentence& s, std::size_t t0) const {
  // "The danger with uncontrolled pressure is a stroke", "the main risk of the operation here is
  // bleeding": back over an article to "is", then up to six words of one clause to a noun of
  // what may come (the lexicon's "risk is" / "danger is" need the noun right before "is").
  // (Up to four words may stand between "is" and the mention: articles, a list before it, "a
  // car crash or a stroke"; not punctuation or a new clause.)
  std::size_t k = t0;
  for (std::size_t words = 0; k > s.b + 1 && words < 5; --k, ++words) {
    if (toks[k - 1].kind != tok_kind::word || in<risk_clause_breaks>(toks[k - 1].norm)) {
      return false;
    }
    if (is_word(k - 1, "is") || is_word(k - 1, "are")) {
      break;
    }
  }
  if (k <= s.b + 1 || !(is_word(k - 1, "is") || is_word(k - 1, "are"))) {
    return false;
  }
  for (std::size_t j = k - 1, words = 0; j > s.b && words < 7; --j, ++words) {
    if (toks[j - 1].kind != tok_kind::word || in<possessive_pronouns_of_owner>(toks[j - 1].norm)) {
      return false;  // punctuation, or "his main risk is diabetes" (what he has)
    }
    if (in<outcome_risk_nouns>(toks[j - 1].norm)) {
      return j < k - 1 && (is_word(j, "with") || is_word(j, "of") || is_word(j, "from") || is_word(j, "here"));
    }
    // "the main side effect we see is nausea": a side effect with a relative clause
    if ((is_word(j - 1, "effect") || is_word(j - 1, "effects")) && j >= s.b + 2 && is_word(j - 2, "side")) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::risk_named_by_one(const sentence& s, std::size_t t0) const {
  // Review rv22: "the big one is , uh , hypoglycemia" after the risks were named: "one" stands
  // for a risk said just before (in its sentence or the two before it), as "the main risk is"
  // would. "one" must follow a word of rank ("the main one"), and the risk must not be a risk
  // factor ("your risk factors ... the big one is diabetes" names what she has).
  static constexpr std::array<std::string_view, 10> rank_words{"big",   "biggest", "main",   "major", "important",
                                                               "worst", "serious", "common", "key",   "commonest"};
  static constexpr std::array<std::string_view, 4> articles{"a", "an", "the", "probably"};
  std::size_t k = t0;
  while (k > s.b && t0 - k < 3 &&
         ((toks[k - 1].kind == tok_kind::punct && toks[k - 1].norm == ",") ||
          (toks[k - 1].kind == tok_kind::word && in<articles>(toks[k - 1].norm)))) {
    --k;
  }
  if (k < s.b + 3 || !is_word(k - 1, "is") || !is_word(k - 2, "one") || toks[k - 3].kind != tok_kind::word ||
      !in<rank_words>(toks[k - 3].norm) ||
      (k >= s.b + 4 && in<possessive_pronouns_of_owner>(toks[k - 4].norm))) {
    return false;  // "your main one is diabetes": hers
  }
  const std::size_t one = k - 2;
  const auto si = static_cast<std::size_t>(&s - sentences.data());
  const std::size_t from = sentences[si >= 2 ? si - 2 : 0].b;
  for (std::size_t j = one; j > from; --j) {
    const ctoken& w = toks[j - 1];
    if (w.kind != tok_kind::word) {
      continue;
    }
    const bool factor = is_word(j, "factor") || is_word(j, "factors");
    if ((in<outcome_risk_nouns>(w.norm) && !factor) || w.norm == "complications" ||
        ((w.norm == "effects" || w.norm == "effect") && j >= 2 && is_word(j - 2, "side"))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::put_to_rest(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "A normal test puts diabetes to rest", "the scan laid that fear of a tumour to rest": the
  // mention between a verb of putting (up to three words before) and "to rest" right after it.
  if (t1 + 2 >= s.e || !is_word(t1 + 1, "to") || !is_word(t1 + 2, "rest")) {
    return false;
  }
  for (std::size_t k = t0; k > s.b && k + 4 > t0; --k) {
    if (toks[k - 1].kind != tok_kind::word) {
      return false;
    }
    if (is_word(k - 1, "put") || is_word(k - 1, "puts") || is_word(k - 1, "laid") || is_word(k - 1, "lays")) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::future_time_after(const sentence& s, std::size_t t1) const {
  // Every phrase opens with one of these words: most mentions stop here.
  if (!(is_word(t1 + 1, "down") || is_word(t1 + 1, "in") || is_word(t1 + 1, "within"))) {
    return false;
  }
  // Round 18: "a stroke in five or ten years", "diabetes within 10 years": a count of years
  // after the mention, in a clause with no past verb ("two strokes in five years" after "had"
  // counts a past span).
  // (Review rv15: the span opens with "in" or "within", and an ordinal or a superlative before
  // the mention counts episodes over a span up to now: "First seizure in two years this
  // morning", "Third UTI in two years, dipstick positive today".)
  const auto counts_episodes = [&] {
    // the mention's own words and up to a few before it (the function sees its end only)
    for (std::size_t j = t1 + 1, words = 0; j > s.b && words < 5; --j, ++words) {
      if (toks[j - 1].kind == tok_kind::word && in<episode_ordinals>(toks[j - 1].norm)) {
        return true;
      }
    }
    return false;
  };
  if ((is_word(t1 + 1, "in") || is_word(t1 + 1, "within")) && !counts_episodes()) {
    std::size_t k = t1 + 2;
    bool count = false;
    while (k < s.e && toks[k].kind == tok_kind::word &&
           (in<year_count_words>(toks[k].norm) || text::is_ascii_digit(toks[k].norm.front()))) {
      count = count || !(is_word(k, "or") || is_word(k, "to") || is_word(k, "a"));
      ++k;
    }
    if (count && k < s.e && (is_word(k, "years") || is_word(k, "decades") || is_word(k, "yrs"))) {
      for (std::size_t j = clause_begin(s, t1); j < t1; ++j) {
        if (toks[j].kind == tok_kind::word && in<past_markers>(toks[j].norm)) {
          return false;
        }
      }
      return true;
    }
  }
  for (const std::string_view phrase : future_time_phrases) {
    std::size_t k = t1 + 1;
    std::size_t start = 0;
    bool ok = true;
    while (ok && start < phrase.size()) {
      std::size_t sp = phrase.find(' ', start);
      if (sp == std::string_view::npos) {
        sp = phrase.size();
      }
      ok = k < s.e && toks[k].kind == tok_kind::word && toks[k].norm == phrase.substr(start, sp - start);
      ++k;
      start = sp + 1;
    }
    if (ok) {
      return true;
    }
  }
  return false;
}

// Round 28: a time to come said before the mention in its clause ("at your age the worry down
// the line is thinning of the bones, osteoporosis", "in the long run the risk is a stroke"): what
// the clause names lies ahead. An appositive after a comma ("..., osteoporosis") belongs to the
// clause before it. Not when the mention is someone's ("down the line her asthma may need ..."),
// nor when the clause says it is there or past ("now", "has", "had", "was").
namespace {

// The first word of each of future_time_phrases, compared with a clause's word before the
// phrase is split into its words (nearly every word starts none of them).
constexpr auto future_time_first_words = [] {
  std::array<std::string_view, future_time_phrases.size()> out{};
  for (std::size_t i = 0; i < out.size(); ++i) {
    out[i] = future_time_phrases[i].substr(0, future_time_phrases[i].find(' '));
  }
  return out;
}();

}  // namespace

bool context_document::impl::future_time_before(const sentence& s, std::size_t t0) const {
  if (definite_before(s, t0)) {
    return false;
  }
  std::size_t b = clause_begin(s, t0);
  if (b == t0 && t0 > s.b + 1 && toks[t0 - 1].norm == ",") {
    b = clause_begin(s, t0 - 1);
  }
  bool future = false;
  for (std::size_t k = b; k < t0; ++k) {
    if (toks[k].kind != tok_kind::word) {
      continue;
    }
    if (in<past_markers>(toks[k].norm) || is_word(k, "now") || is_word(k, "has") || is_word(k, "have") ||
        is_word(k, "currently") || is_word(k, "already") || is_word(k, "today") || is_word(k, "still")) {
      return false;
    }
    for (std::size_t p = 0; p < future_time_phrases.size(); ++p) {
      if (toks[k].norm != future_time_first_words[p]) {
        continue;  // the phrase cannot start here: not split at every word of the clause
      }
      const std::string_view phrase = future_time_phrases[p];
      std::size_t j = k;
      std::size_t start = 0;
      bool ok = true;
      while (ok && start < phrase.size()) {
        std::size_t sp = phrase.find(' ', start);
        if (sp == std::string_view::npos) {
          sp = phrase.size();
        }
        ok = j < t0 && toks[j].kind == tok_kind::word && toks[j].norm == phrase.substr(start, sp - start);
        ++j;
        start = sp + 1;
      }
      future = future || ok;
    }
  }
  if (!future) {
    return false;
  }
  for (std::size_t k = t0; k < s.e && toks[k].kind == tok_kind::word; ++k) {
    if (in<past_markers>(toks[k].norm) || is_word(k, "now") || is_word(k, "today") || is_word(k, "currently")) {
      return false;
    }
  }
  return true;
}

// Round 28: a sign said in general as the subject, an indefinite noun with a relative clause in
// the present ("A rash that doesn't fade under a glass could be meningitis", "A headache which
// wakes you at night may be a sign of raised pressure"), and the mention after a modal copula:
// teaching what a sign may mean, not the patient's finding. Not a past relative clause ("A rash
// that appeared yesterday could be shingles": this patient's rash, a hedge), nor a determined
// subject ("The rash that doesn't fade ...").
bool context_document::impl::generic_sign_subject(const sentence& s, std::size_t t0) const {
  if (!(is_word(s.b, "a") || is_word(s.b, "an")) || t0 < s.b + 5) {
    return false;
  }
  static constexpr std::array<std::string_view, 21> present_relative{
      "doesnt", "does",  "dont",     "wont",   "is",    "keeps",  "lasts", "comes",  "goes",  "gets", "spreads",
      "fades",  "persists", "appears", "starts", "wakes", "stops", "returns", "recurs", "won't", "doesn't"};
  std::size_t k = s.b + 1;
  while (k < t0 && k <= s.b + 4 && toks[k].kind == tok_kind::word && !is_word(k, "that") && !is_word(k, "which")) {
    ++k;
  }
  if (!(is_word(k, "that") || is_word(k, "which")) || k + 1 >= t0 || toks[k + 1].kind != tok_kind::word ||
      !in<present_relative>(toks[k + 1].norm)) {
    return false;
  }
  // The modal copula right before the mention (an article between): "could be (a) X".
  std::size_t m = t0;
  if (m > k && (is_word(m - 1, "a") || is_word(m - 1, "an"))) {
    --m;
  }
  if (m < k + 4 || !is_word(m - 1, "be")) {
    return false;
  }
  if (!(is_word(m - 2, "could") || is_word(m - 2, "may") || is_word(m - 2, "might") || is_word(m - 2, "can"))) {
    return false;
  }
  for (std::size_t j = k + 1; j < m - 2; ++j) {
    if (toks[j].kind == tok_kind::word && in<past_markers>(toks[j].norm)) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::considered_then_excluded(const sentence& s, std::size_t t1) const {
  // A consideration in the past ("we considered", "was on the list"), then a contrast or a
  // limit whose clause reports a result against it.
  bool considered = false;
  std::size_t considered_at = s.e;  // the consideration word
  for (std::size_t k = s.b; k < s.e && !considered; ++k) {
    considered = toks[k].kind == tok_kind::word && in<consideration_words>(toks[k].norm) &&
                 !is_word(k, "put") && !is_word(k, "puts") && !is_word(k, "laid") && !is_word(k, "lays");
    considered_at = k;
  }
  if (!considered) {
    return false;
  }
  bool first_comma = true;
  for (std::size_t k = t1 + 1; k < s.e; ++k) {
    // Review rv22: a note's terse result after a comma settles a consideration said before that
    // comma as "but" does ("Queried pneumonia on admission, repeat CXR clear"): the
    // clause right after the first comma, up to the next mark, holds the result against it. A
    // clause with none ("..., CXR shows consolidation") leaves the condition queried, and a
    // later clause may report a course, not the result ("..., treated, chest now clear").
    if (considered_at < k && first_comma && toks[k].kind == tok_kind::punct && toks[k].norm == ",") {
      first_comma = false;
      for (std::size_t j = k + 1; j < s.e && j <= k + 6 && toks[j].kind == tok_kind::word; ++j) {
        if (in<against_results>(toks[j].norm)) {
          return true;
        }
      }
      continue;
    }
    if (toks[k].kind != tok_kind::word || !in<contrast_words>(toks[k].norm)) {
      continue;
    }
    for (std::size_t j = k + 1; j < s.e && j <= k + 12; ++j) {
      if (toks[j].kind == tok_kind::word && in<against_results>(toks[j].norm)) {
        return true;
      }
    }
    return false;
  }
  return false;
}

bool context_document::impl::tested_for(const sentence& s, std::size_t t0) const {
  // "We are checking her for anemia", "testing the baby for jaundice": the condition is what a
  // test looks for.
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "any"))) {
    --k;
  }
  if (k < s.b + 3 || !is_word(k - 1, "for")) {
    return false;
  }
  std::size_t j = k - 1;
  for (std::size_t objects = 0; j > s.b && objects < 2 && toks[j - 1].kind == tok_kind::word &&
                                in<tested_objects>(toks[j - 1].norm);
       ++objects) {
    --j;
  }
  if (j < k - 1 && j > s.b && toks[j - 1].kind == tok_kind::word && in<testing_verbs>(toks[j - 1].norm)) {
    return true;
  }
  // Round 29: a present passive of a testing verb, a routine of practice or a test under way ("New
  // arrivals are checked for scabies", "Bakers are screened yearly for asthma", "she is being
  // tested for TB"): up to two adverbs of how often before "for". Not a past passive ("was tested
  // for TB and it came back positive": the result may follow).
  j = k - 1;
  for (std::size_t adverbs = 0; j > s.b + 1 && adverbs < 2 && toks[j - 1].kind == tok_kind::word &&
                                !in<tested_participles>(toks[j - 1].norm);
       ++adverbs) {
    --j;
  }
  return j > s.b + 1 && toks[j - 1].kind == tok_kind::word && in<tested_participles>(toks[j - 1].norm) &&
         (is_word(j - 2, "is") || is_word(j - 2, "are") || is_word(j - 2, "being"));
}

}  // namespace cxs::domain::clinical
