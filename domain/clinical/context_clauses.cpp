// Clause-level ConText cues that are not fixed phrases of the lexicon: dates and ages,
// sentence openers, and the mood and tense of a clause's verb group (a modal future, a Hindi
// future or potential, a generic subject). Called by find_triggers at each word before the
// phrase lexicon; see context.hpp for the behaviour and docs/accuracy.md (round 9) for why
// these are rules on the clause rather than more phrases.

#include "domain/clinical/context_document.hpp"

#include "domain/clinical/context_course_words.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>
#include <string_view>

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/words.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::clause_vocab;


namespace {

// "hoga", "jayenge", "badhegi", "khaoge", "karunga": the shape of a Hindi future (its
// endings all have "g" before the last letter), checked before the endings themselves.
bool hindi_future_shape(std::string_view w) {
  return w.size() >= 4 && w[w.size() - 2] == 'g';
}

}  // namespace

void context_document::impl::mark_instruction(sentence& s) const {
  std::size_t v = s.b;
  const clause_word_filter& words = clause_words();
  while (v < s.e && toks[v].kind == tok_kind::word && (words.groups_of(toks[v].key) & g_filler) != 0 &&
         in(instruction_fillers, toks[v].norm)) {
    ++v;
  }
  if (v >= s.e || toks[v].kind != tok_kind::word || s.question || (words.groups_of(toks[v].key) & g_imperative) == 0 ||
      !in(instruction_verbs, toks[v].norm)) {
    return;
  }
  // A subject after the verb makes it a statement or a question ("Rest is a problem",
  // "dont you have ...").
  if (v + 1 < s.e && toks[v + 1].kind == tok_kind::word && in(not_a_subject_after_verb, toks[v + 1].norm)) {
    return;
  }
  s.instruction = v + 1;
}

bool context_document::impl::instruction_outcome(const sentence& s, std::size_t t0) const {
  if (s.instruction == 0 || t0 < s.instruction) {
    return false;
  }
  const std::size_t v = s.instruction - 1;
  for (std::size_t k = v + 1; k < t0; ++k) {
    if (toks[k].kind == tok_kind::punct && (toks[k].norm == ";" || toks[k].norm == ":")) {
      return false;
    }
    if (toks[k].kind == tok_kind::word && in(instruction_enders, toks[k].norm)) {
      return false;
    }
  }
  // Determined or given as a treatment's reason: there now.
  for (std::size_t k = t0; k-- > v + 1 && k + 3 > t0;) {
    if (toks[k].kind != tok_kind::word) {
      break;
    }
    // "call us the moment chest pain appears": the article of a temporal conjunction ("the
    // moment", "the minute", "the day") determines the time, not the mention (round 14).
    if (in(determiners, toks[k].norm) &&
        !(is_word(k, "the") && k + 1 < t0 && in(course_vocab::temporal_conjunction_nouns, toks[k + 1].norm))) {
      return false;
    }
    if ((toks[k].norm == "for" || toks[k].norm == "on" || toks[k].norm == "over") &&
        in(treatment_verbs, toks[v].norm)) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::age_or_quiet_period(const sentence& s, std::size_t& k, std::uint8_t groups) {
  // "the year my father died", "that year we moved": a year told by what happened then dates
  // an episode like a month does (an e_time mark only; round 14).
  if ((groups & g_period) != 0 && toks[k].norm == "year" && k > s.b && k + 1 < s.e &&
      (is_word(k - 1, "the") || is_word(k - 1, "that")) && toks[k + 1].kind == tok_kind::word &&
      in(course_vocab::clause_subjects, toks[k + 1].norm)) {
    occs.push_back({k - 1, k + 1, e_time, scope::none, 0, 0});
    ++k;
    return true;
  }
  // "Appendicitis at twelve", "hepatitis at nineteen": "at" and a spelled-out age is a time in
  // the past, like "at age 12" (round 10). Not a clock time or a measure ("at two in the
  // morning", "at five pm", "at forty degrees"), not a reading ("potassium is high at six",
  // "the pain is at seven"), not "at a"/"at little" (age_words' articles).
  // (Found at the age, the rarer word: "at" is one of the commonest.)
  if ((groups & g_age) != 0 && k > s.b + 1 && is_word(k - 1, "at") && in(age_words, toks[k].norm) &&
      toks[k].norm.size() > 2 && !is_word(k, "young") && !is_word(k, "younger") && !is_word(k, "little") &&
      !is_word(k, "small") && !(k + 1 < s.e && toks[k + 1].kind == tok_kind::word && in(not_an_age_after, toks[k + 1].norm)) &&
      !(toks[k - 2].kind == tok_kind::word && in(reading_before_at, toks[k - 2].norm))) {
    occs.push_back({k - 1, k + 1, e_hist | e_time, scope::backward, 0, 3});
    ++k;
    return true;
  }
  // "The migraines have not troubled her in years", "Her eczema has not flared for two
  // years": a negated verb and a long period after it say the condition has been quiet that
  // long, which reaches back over the subject that opens the sentence like a resolution verb
  // (round 10). Not with a verb of relief or change ("has not let up for years", "not
  // improved in months": it goes on), not over a second clause.
  // (Found at the period, the rarer word, then "in/for" up to three words before it.)
  if ((groups & g_period) != 0 && in(long_periods, toks[k].norm) && k > s.b + 3) {
    const std::size_t u = k;
    std::size_t at = s.e;  // the "in" or "for"
    for (std::size_t j = u - 1; j + 4 > u && j > s.b + 2; --j) {
      if (toks[j].kind != tok_kind::word) {
        break;
      }
      if (is_word(j, "in") || is_word(j, "for")) {
        at = j;
        break;
      }
      if (!(in(number_words, toks[j].norm) || is_word(j, "over") || is_word(j, "the") ||
            std::all_of(toks[j].norm.begin(), toks[j].norm.end(), text::is_ascii_digit))) {
        break;
      }
    }
    if (at < s.e) {
      // The negation: one to three words before "in/for" (the verb, an object).
      std::size_t neg = s.e;
      for (std::size_t j = at - 1; j + 4 > at && j > s.b; --j) {
        if (toks[j].kind != tok_kind::word) {
          break;
        }
        if (in(quiet_negators, toks[j].norm)) {
          neg = j;
          break;
        }
      }
      bool relief = neg == s.e;
      for (std::size_t j = neg + 1; j < at && !relief; ++j) {
        relief = in(relief_verbs, toks[j].norm) || in(resolution_verbs, toks[j].norm);
      }
      bool one_clause = !relief;
      for (std::size_t j = s.b; j < neg && one_clause; ++j) {
        one_clause = toks[j].kind == tok_kind::word && !in(clause_joiners, toks[j].norm);
      }
      if (one_clause && neg - s.b <= 12) {
        // Back from the auxiliary before the negation ("have not", "has never").
        const std::size_t from = neg > s.b && in(resolution_blockers, toks[neg - 1].norm) ? neg - 1 : neg;
        occs.push_back({from, u + 1, e_hist, scope::backward, 0, static_cast<std::uint8_t>(from - s.b)});
      }
    }
  }
  return false;
}

namespace {
// The token keys of round 14's named times and months: an integer probe before the words.
template <std::size_t N>
constexpr std::array<std::uint64_t, N> keys_of(const std::array<std::string_view, N>& words) {
  std::array<std::uint64_t, N> out{};
  for (std::size_t i = 0; i < N; ++i) {
    out[i] = text::token_key(words[i]);
  }
  return out;
}
constexpr auto named_time_keys = keys_of(course_vocab::named_times);
constexpr auto month_keys = keys_of(course_vocab::month_names);
constexpr std::array<std::uint64_t, 3> month_before_keys{text::token_key("in"), text::token_key("during"),
                                                         text::token_key("last")};
}  // namespace

bool context_document::impl::clause_trigger(const sentence& s, std::size_t& k) {
  // "the patient's TSH": the tokeniser drops the apostrophe, so "patients" here is one
  // patient, not a generic plural.
  const auto possessive = [this](std::size_t at) {
    const std::string_view src = text.substr(toks[at].begin, toks[at].end - toks[at].begin);
    return src.find('\'') != std::string_view::npos || src.find("\xE2\x80\x99") != std::string_view::npos;
  };
  // Away from the sentence's start only a year, a Hindi future or a listed word can start
  // a cue.
  const std::uint8_t groups = clause_words().may_start(toks[k].key);
  if (k != s.b && groups == 0 && !(toks[k].norm.size() == 4 && text::is_ascii_digit(toks[k].norm.front())) &&
      !hindi_future_shape(toks[k].norm)) {
    return false;
  }
  // An age or a long period ("two", "years") starts only round 10's time rules: they are
  // common words, and the rest of this function costs ~350 instructions a call.
  if (k != s.b && (groups & (g_age | g_period)) != 0) {
    return age_or_quiet_period(s, k, groups);
  }
  // "in 2015", "CABG 2015": a year in the past ("since 2015" is a duration instead).
  const auto is_year = [this](std::size_t at) {
    const std::string_view y = toks[at].norm;
    return toks[at].kind == tok_kind::word && y.size() == 4 &&
           std::all_of(y.begin(), y.end(), text::is_ascii_digit) &&
           (y.starts_with("19") || y.starts_with("20"));
  };
  // "at Diwali", "last Christmas": a named time dates an episode the same way (round 14).
  if ((groups & g_other) != 0 &&
      std::find(named_time_keys.begin(), named_time_keys.end(), toks[k].key) != named_time_keys.end() &&
      in(course_vocab::named_times, toks[k].norm) && k > s.b && toks[k - 1].kind == tok_kind::word &&
      in(course_vocab::named_time_before, toks[k - 1].norm)) {
    occs.push_back({k - 1, k + 1, e_time, scope::none, 0, 0});
    ++k;
    return true;
  }
  // "in March", "during June", "last December": a month is a time in the past only for an
  // episode's dating
  // (context_course.cpp): an e_time mark with no effect of its own (round 14).
  if (std::find(month_before_keys.begin(), month_before_keys.end(), toks[k].key) != month_before_keys.end() &&
      k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
      (toks[k].norm == "in" || toks[k].norm == "during" || toks[k].norm == "last") &&
      std::find(month_keys.begin(), month_keys.end(), toks[k + 1].key) != month_keys.end() &&
      in(course_vocab::month_names, toks[k + 1].norm)) {
    occs.push_back({k, k + 2, e_time, scope::none, 0, 0});
    k += 2;
    return true;
  }
  if (toks[k].norm == "in" && k + 1 < s.e && is_year(k + 1)) {
    occs.push_back({k, k + 2, e_hist | e_time, scope::backward, 0, 4});
    k += 2;
    return true;
  }
  // "diabetes in mother", "hypertension in his mum, dad and sister": "in" and a kin term (after
  // a possessive or "the") after the condition makes it the relative's, for every kin term
  // (round 10; as generated phrases these made "in" start ~800 candidates, +4% instructions).
  static constexpr std::uint64_t in_key = text::token_key("in");
  if (toks[k].key == in_key && toks[k].norm == "in" && k > s.b && k + 1 < s.e && toks[k + 1].kind == tok_kind::word) {
    // The kin term first, by key (most "in" have none), then the possessive before it.
    std::size_t r = k + 1;
    if (!kin_term(toks[r].key) && r + 1 < s.e && toks[r + 1].kind == tok_kind::word && kin_term(toks[r + 1].key) &&
        (is_word(r, "his") || is_word(r, "her") || is_word(r, "my") || is_word(r, "the") || is_word(r, "your"))) {
      ++r;
    }
    // "in the kids", "in children": a generic plural (the patient may be one of them), not kin
    // unless owned ("in his kids").
    const bool generic_plural =
        (is_word(r, "kids") || is_word(r, "children")) && (r == k + 1 || is_word(r - 1, "the"));
    if (kin_term(toks[r].key) && in(relatives, toks[r].norm) && !is_word(r, "family") && !is_word(r, "maternal") &&
        !is_word(r, "paternal") && !generic_plural) {
      occs.push_back({k, r + 1, e_fam, scope::backward, 0, 4});
      k = r + 1;
      return true;
    }
  }
  // "2015 mein hua tha", "2019 me": Hindi puts the postposition after the year, which reads as
  // "in 2015" (round 10); "2015 se" (since) is a duration.
  if (is_year(k) && k + 1 < s.e && (is_word(k + 1, "mein") || is_word(k + 1, "me") || is_word(k + 1, "main"))) {
    occs.push_back({k, k + 2, e_hist | e_time, scope::backward, 0, 4});
    k += 2;
    return true;
  }
  if (is_year(k) && k > s.b && toks[k - 1].kind == tok_kind::word &&
      toks[k - 1].norm != "since" && toks[k - 1].norm != "from" &&
      toks[k - 1].norm != "till" && toks[k - 1].norm != "until" && !is_word(k + 1, "se")) {
    occs.push_back({k, k + 1, e_hist | e_time, scope::backward, 0, 1});
    ++k;
    return true;
  }
  // "Keep sipping water so that dehydration does not set in", "so it doesnt turn into
  // pneumonia": a purpose clause of prevention after a main clause names what is to be kept
  // away (foretold), like "to prevent". Only with a negation in the clause ("so that the
  // fever comes down" names the fever there now), not after a comma or at the start (", so
  // the rash did not ..." and "So ..." tell a result), not with a determined subject ("so
  // that your cough does not worsen": the cough is there), not with a past verb and no "that"
  // ("he had a cough so he could not sleep and got a headache" tells a result).
  static constexpr std::uint64_t so_key = text::token_key("so");
  // A discourse word before it ("okay so assessment and plan number one hypertension not at
  // goal", an unpunctuated dictation) opens the talk like a sentence start (branch dx24).
  const auto discourse = [&](std::size_t j) {
    const std::string_view x = toks[j].norm;
    return x == "okay" || x == "ok" || x == "alright" || x == "well" || x == "um" || x == "uh" || x == "yeah" ||
           x == "now" || x == "and";
  };
  if (toks[k].key == so_key && toks[k].norm == "so" && k > s.b && toks[k - 1].kind == tok_kind::word &&
      !discourse(k - 1)) {
    std::size_t b = k + 1;
    const bool so_that = b < s.e && is_word(b, "that");
    if (so_that) {
      ++b;
    }
    if (b < s.e && toks[b].kind == tok_kind::word && !in(determiners, toks[b].norm)) {
      std::uint8_t reach = 0;
      bool negation = false;
      bool past = false;
      for (std::size_t j = b; j < s.e && reach < 10; ++j) {
        if (toks[j].kind != tok_kind::word) {
          break;
        }
        const std::string_view x = toks[j].norm;
        if (!negation) {
          past = past || x == "could" || x == "couldnt" || x == "did" || x == "didnt" || x == "was" ||
                 x == "wasnt" || x == "were" || x == "werent" || x == "had" || x == "hadnt";
        }
        negation = negation || x == "not" || x == "dont" || x == "doesnt" || x == "wont" || x == "never" ||
                   x == "no" || x == "cant" || x == "couldnt" || x == "didnt" || x == "wasnt";
        ++reach;
      }
      if (negation && (so_that || !past)) {
        // Not consumed: the lexicon's "so you dont get" and the terminator "so" still match.
        occs.push_back({k, b, e_foretold, scope::forward, reach, 0});
      }
    }
  }
  // "Negative: cough, sputum." / "Denies: ...": a negative word as a line's label negates
  // the list that follows it (the ":" would otherwise end its scope).
  if ((k == s.b || toks[k - 1].kind == tok_kind::newline) && k + 2 < s.e &&
      toks[k + 1].kind == tok_kind::punct && toks[k + 1].norm == ":" &&
      (toks[k].norm == "negative" || toks[k].norm == "denies" || toks[k].norm == "denied" ||
       toks[k].norm == "absent" || toks[k].norm == "nil")) {
    occs.push_back({k, k + 2, e_neg, scope::forward, w_neg, 0});
    k += 2;
    return true;
  }
  // "ROS negative: chest pain, palpitations", "Pertinent negatives: fever, rash": a label of
  // a review of systems that ends in a negative word negates its list the same way (round 10).
  // Only review words may stand before it: "Malaria negative: treat as typhoid" is a result.
  const auto colon_within = [this, &s](std::size_t from, std::size_t words) {
    for (std::size_t j = from; j < s.e && j <= from + words; ++j) {
      if (toks[j].kind != tok_kind::word) {
        return toks[j].norm == ":";
      }
    }
    return false;
  };
  if (k == s.b && colon_within(k + 1, 5) && in(review_label_words, toks[k].norm)) {
    std::size_t j = k;
    while (j < s.e && j < k + 5 && toks[j].kind == tok_kind::word && in(review_label_words, toks[j].norm)) {
      ++j;
    }
    if (j + 2 < s.e && toks[j].kind == tok_kind::word && in(negative_label_ends, toks[j].norm) &&
        toks[j + 1].kind == tok_kind::punct && toks[j + 1].norm == ":") {
      occs.push_back({k, j + 2, e_neg, scope::forward, w_neg, 0});
      k = j + 2;
      return true;
    }
  }
  // "Should vomiting start again, bring him in": a sentence opened by "should" and a noun
  // (not "should I", "should we") is a condition.
  static constexpr std::uint64_t should_key = text::token_key("should");
  static constexpr std::uint64_t when_key = text::token_key("when");
  if (k == s.b && toks[k].key == should_key && toks[k].norm == "should" && k + 1 < s.e &&
      toks[k + 1].kind == tok_kind::word && !in(should_not_conditional, toks[k + 1].norm)) {
    occs.push_back({k, k + 1, e_hypo, scope::forward, 6, 0});
    ++k;
    return true;
  }
  // "when he was twelve", "when I was 8", "when she was little": an age in the past.
  if (toks[k].key == when_key && toks[k].norm == "when" && k + 3 < s.e && toks[k + 3].kind == tok_kind::word &&
      (is_word(k + 1, "he") || is_word(k + 1, "she") || is_word(k + 1, "i") || is_word(k + 1, "you")) &&
      (is_word(k + 2, "was") || is_word(k + 2, "were")) &&
      (in(age_words, toks[k + 3].norm) || toks[k + 3].norm == "in" ||
       std::all_of(toks[k + 3].norm.begin(), toks[k + 3].norm.end(), text::is_ascii_digit))) {
    occs.push_back({k, k + 4, e_hist | e_time, scope::backward, 0, 6});
    k += 4;
    return true;
  }
  // "two monsoons back", "three Diwalis ago": a count of any period and "ago"/"back" is a
  // time in the past (the listed "years ago" etc. cover the common units; "back" needs
  // the count, so "back pain" is untouched; days and hours are recent).
  static constexpr std::uint64_t ago_key = text::token_key("ago");
  static constexpr std::uint64_t back_key = text::token_key("back");
  if ((toks[k].key == ago_key || toks[k].key == back_key) && k >= s.b + 2 &&
      toks[k - 1].kind == tok_kind::word && toks[k - 2].kind == tok_kind::word &&
      (toks[k].norm == "ago" || toks[k].norm == "back") && toks[k - 1].norm.size() > 3 &&
      (toks[k - 1].norm.back() == 's' || is_word(k - 2, "a") || is_word(k - 2, "one")) &&
      !in(time_units, toks[k - 1].norm) && !in(recent_words, toks[k - 1].norm) &&
      toks[k - 1].norm != "minutes" &&
      (in(number_words, toks[k - 2].norm) ||
       std::all_of(toks[k - 2].norm.begin(), toks[k - 2].norm.end(), text::is_ascii_digit))) {
    occs.push_back({k - 2, k + 1, e_hist | e_time, scope::backward, 0, 4});
    ++k;
    return true;
  }
  // "Two years back I had jaundice": a time ago that opens the sentence dates its clause
  // (the subject after it does not end the scope; punctuation does).
  if (k == s.b && k + 2 < s.e && toks[k + 1].kind == tok_kind::word && toks[k + 2].kind == tok_kind::word &&
      (is_word(k + 2, "ago") || is_word(k + 2, "back")) && in(time_units, toks[k + 1].norm) &&
      !in(recent_words, toks[k + 1].norm) && toks[k + 1].norm != "din" && toks[k + 1].norm != "hr" &&
      toks[k + 1].norm != "hrs" && toks[k + 1].norm != "d" &&
      (in(number_words, toks[k].norm) || std::all_of(toks[k].norm.begin(), toks[k].norm.end(), text::is_ascii_digit))) {
    occs.push_back({k, k + 3, e_dated | e_time, scope::forward, 6, 0});
    k += 3;
    return true;
  }
  // "Any chest tightness on walking, you stop and rest": a statement opened by "any" and a
  // noun phrase, then a comma and an instruction, is a condition (spoken Indian English
  // for "if there is any ..."); a question opened by "any" is left to the dialogue rules.
  static constexpr std::uint64_t any_key = text::token_key("any");
  if (k == s.b && !s.question && toks[k].key == any_key && toks[k].norm == "any") {
    for (std::size_t j = k + 2; j < s.e && j <= k + 8; ++j) {
      // "Any sign of a rash and you stop the tablets": "and" joins the consequence as the
      // comma does (round 14).
      const bool joiner = toks[j].kind == tok_kind::punct ? toks[j].norm == "," : toks[j].norm == "and";
      if (toks[j].kind != tok_kind::punct && !joiner) {
        continue;
      }
      if (joiner && j + 1 < s.e && toks[j + 1].kind == tok_kind::word && in(instruction_openers, toks[j + 1].norm)) {
        occs.push_back({k, k + 1, e_hypo, scope::forward, 8, 0});
        break;
      }
      if (toks[j].kind == tok_kind::punct) {
        break;
      }
    }
  }
  static constexpr std::uint64_t last_key = text::token_key("last");
  if (toks[k].key == last_key && toks[k].norm == "last" && k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
      !in(time_units, toks[k + 1].norm) && !in(recent_words, toks[k + 1].norm) &&
      !(k > s.b && (is_word(k - 1, "the") || is_word(k - 1, "since") || is_word(k - 1, "over")) &&
        k + 1 < s.e && std::all_of(toks[k + 1].norm.begin(), toks[k + 1].norm.end(), text::is_ascii_digit))) {
    bool past = false;
    bool recent = false;
    for (std::size_t j = k + 1; j < s.e && j <= k + 9; ++j) {
      if (toks[j].kind != tok_kind::word) {
        continue;
      }
      const std::string_view w = toks[j].norm;
      past = past || w == "was" || w == "were" || w == "ago" || w == "back" || is_year(j);
      recent = recent || in(recent_words, w) || w == "weeks" || w == "din" || w == "hafte";
    }
    if (past && !recent) {
      // Back over the condition only from an episode noun ("gout twice, last attack eight
      // years ago"), not from a reading ("diabetes, last HbA1c was 9").
      const bool episode = in(episode_nouns, toks[k + 1].norm);
      occs.push_back({k, k + 1, e_hist | e_time, episode ? scope::both : scope::forward, 2,
                      static_cast<std::uint8_t>(episode ? 8 : 0)});
      ++k;
      return true;
    }
  }
  // --- The mood of the clause (round 9). Each new phrasing of an outcome ("will make you
  // constipated", "will in time ... bring on kidney disease", "would expect a dry cough")
  // failed one lexicon phrase at a time; the verb group is what marks it.
  const std::string_view w = toks[k].norm;
  // A modal of future or possibility with a verb of happening: what follows in its clause
  // is an outcome, not a finding. The reach ends at punctuation and at a reason, possessor
  // or purpose word; a verb of managing or a hedge ("be", "have") leaves it to the lexicon.
  // "can" foretells only after a thing or a generic subject ("these tablets can cause",
  // "it can bring on"), not after a person ("I can get bad migraines": a habit).
  const bool generic_can = w == "can" && k > s.b && toks[k - 1].kind == tok_kind::word &&
                           !in(not_generic, toks[k - 1].norm) && !is_word(k - 1, "they") &&
                           !is_word(k - 1, "who");
  if ((generic_can || ((groups & g_modal) != 0 && in(irrealis_modals, w))) && k + 1 < s.e && toks[k + 1].kind == tok_kind::word) {
    // "would" after a narrator is a habit in the past ("he would get chest pain on walking").
    const bool habit = w == "would" && k > s.b &&
                       (is_word(k - 1, "i") || is_word(k - 1, "it") || is_word(k - 1, "he") ||
                        is_word(k - 1, "she") || is_word(k - 1, "they"));
    // "in May", "May 2020", "may I": a month or a question, not a modal.
    const bool month = w == "may" && ((k > s.b && (is_word(k - 1, "in") || is_word(k - 1, "of") ||
                                                    is_word(k - 1, "since") || is_word(k - 1, "till") ||
                                                    is_word(k - 1, "until") || is_word(k - 1, "by"))) ||
                                       text::is_ascii_digit(toks[k + 1].norm.front()));
    std::size_t v = k + 1;
    while (v < s.e && toks[v].kind == tok_kind::word && in(modal_adverbs, toks[v].norm) && v < k + 4) {
      ++v;
    }
    // "we will do an x-ray", "I would start ...": the clinician's plan, whose object is
    // managed, not foretold ("we would expect a dry cough" is still an outcome).
    const bool plan = k > s.b && (is_word(k - 1, "we") || is_word(k - 1, "i")) && v < s.e &&
                      !is_word(v, "expect") && !is_word(v, "anticipate");
    if (!habit && !month && !plan && v < s.e && toks[v].kind == tok_kind::word && !in(not_generic, toks[v].norm) &&
        !in(managing_verbs, toks[v].norm) && !is_word(v, "not") && !is_word(v, "well")) {
      std::uint8_t reach = 0;
      for (std::size_t j = v + 1; j < s.e && reach < 8; ++j) {
        if (toks[j].kind != tok_kind::word || in(modal_reach_stops, toks[j].norm)) {
          break;
        }
        ++reach;
      }
      if (reach > 0) {
        // Not consumed: a lexicon phrase from the same word ("may push up", "could lead
        // to") still reaches past a stop word.
        occs.push_back({k, v + 1, e_foretold, scope::forward, reach, 0});
      }
      // "Nausea can happen in the first week", "Dizziness may occur": a verb of occurring
      // after the modal foretells its subject (round 10). Only a bare subject that opens the
      // sentence: a determined one is there now ("her chest pain can come on at rest"), and
      // "would" narrates a habit ("headaches would happen every evening").
      if (w != "would" && in(occurrence_verbs, toks[v].norm) && k > s.b && k - s.b <= 5) {
        bool bare = true;
        for (std::size_t j = s.b; j < k && bare; ++j) {
          bare = toks[j].kind == tok_kind::word && !in(determiners, toks[j].norm) && !possessive(j);
        }
        if (bare) {
          occs.push_back({k, v + 1, e_foretold, scope::backward, 0, static_cast<std::uint8_t>(k - s.b)});
        }
      }
    }
  }
  // A generic subject opening the sentence ("Travellers to that area often pick up
  // diarrhea", "Most diabetics get ...", "In some people ...") is nobody's own condition. A
  // comparison is not a subject ("Like many people with asthma, she ...": round 14).
  if (k == s.b && !is_word(k, "like") && !is_word(k, "unlike")) {
    // (Up to four words before it: "About one in twenty people get a rash", round 15.)
    for (std::size_t j = k; j < s.e && j < k + 5; ++j) {
      if (toks[j].kind != tok_kind::word || in(not_generic, toks[j].norm)) {
        break;
      }
      if ((clause_words().may_start(toks[j].key) & g_generic) != 0 && in(generic_people, toks[j].norm) &&
          !possessive(j)) {
        // Its clause only: punctuation or a personal subject ("..., I worry he has asthma")
        // starts another.
        std::uint8_t reach = 0;
        for (std::size_t x = j + 1; x < s.e && reach < w_long; ++x) {
          if (toks[x].kind != tok_kind::word || in(not_generic, toks[x].norm)) {
            break;
          }
          ++reach;
        }
        occs.push_back({k, j + 1, e_other, scope::forward, reach, 0});
        break;
      }
    }
  }
  // "This tablet gives some people a dry cough", "it leaves many patients tired": a quantified
  // group anywhere in the clause is whom the rest is said of (round 14); not "like many
  // people with asthma, she ..." nor "one of many patients".
  if ((groups & g_generic) != 0 && in(generic_people, w) && k > s.b + 1 && toks[k - 1].kind == tok_kind::word &&
      in(course_vocab::group_quantifiers, toks[k - 1].norm) && !possessive(k) &&
      !(k >= s.b + 2 && toks[k - 2].kind == tok_kind::word &&
        (is_word(k - 2, "like") || is_word(k - 2, "of") || is_word(k - 2, "in")))) {
    std::uint8_t reach = 0;
    for (std::size_t x = k + 1; x < s.e && reach < w_long; ++x) {
      if (toks[x].kind != tok_kind::word || in(not_generic, toks[x].norm)) {
        break;
      }
      ++reach;
    }
    occs.push_back({k - 1, k + 1, e_other, scope::forward, reach, 0});
  }
  // "... in one in ten people", "in some patients": the mention before it is said of a
  // share of people, not of the patient.
  if ((groups & g_generic) != 0 && in(generic_people, w) && k >= s.b + 2 && k + 1 <= s.e && !possessive(k)) {
    for (std::size_t j = k - 1; j + 4 > k && j > s.b; --j) {
      if (toks[j].kind != tok_kind::word) {
        break;
      }
      if (is_word(j, "in") && j + 1 < k) {
        occs.push_back({j, k + 1, e_other, scope::backward, 0, 8});
        break;
      }
    }
  }
  // Hindi future ("sir dard hoga", "dast lag jayenge", "sugar badhegi"): what the clause
  // names will happen, it has not. A "ke liye" (for) between ends the reach ("bukhar ke liye
  // dawai denge": the fever is there). "hoga" with no condition before it in the sentence
  // is the presumptive ("ye acidity hoga": probably acidity), a hedge.
  if (hindi_future_shape(w) && (w.back() == 'a' || w.back() == 'i' || w.back() == 'e') && k > s.b &&
      !in(not_hindi_future, w) &&
      std::any_of(hindi_future_endings.begin(), hindi_future_endings.end(),
                  [&](std::string_view e) { return w.size() > e.size() + 1 && w.ends_with(e); })) {
    std::uint8_t reach = 0;
    for (std::size_t j = k; j-- > s.b && reach < 6;) {
      if (toks[j].kind != tok_kind::word || is_word(j, "liye")) {
        break;
      }
      ++reach;
    }
    bool conditional = false;
    for (std::size_t j = s.b; j < k; ++j) {
      conditional = conditional || is_word(j, "to") || is_word(j, "toh") || is_word(j, "agar") ||
                    is_word(j, "warna") || is_word(j, "jab");
    }
    const bool presumptive = (w == "hoga" || w == "hogi" || w == "honge") && !conditional;
    // A future before "to/toh" opens a condition ("sugar badhegi to ..."): the lexicon's.
    if (reach > 0 && !is_word(k + 1, "to") && !is_word(k + 1, "toh")) {
      occs.push_back({k, k + 1, presumptive ? e_unc : e_foretold, scope::backward, 0, reach});
    }
  }
  // "Is goli se kabz ho sakti hai", "khaate rahe toh aage chal kar sugar ho sakti hai": the
  // potential after a cause, a condition or someone it befalls is an outcome; without one
  // ("ye dengue bhi ho sakta hai") the lexicon reads it as a guess.
  if (w == "ho" && k + 1 < s.e && (is_word(k + 1, "sakta") || is_word(k + 1, "sakti") || is_word(k + 1, "sakte"))) {
    bool outcome = false;
    for (std::size_t j = s.b + 1; j < k && !outcome; ++j) {
      outcome = toks[j].kind == tok_kind::word && in(hindi_outcome_markers, toks[j].norm);
    }
    // The cause may follow in the same clause ("khansi ho sakti hai is dawai se", round 10);
    // "... ki wajah se" (because of) gives a reason for a guess instead.
    for (std::size_t j = k + 2; j < s.e && !outcome && toks[j].kind == tok_kind::word; ++j) {
      outcome = is_word(j, "se") && !is_word(j - 1, "wajah") && !is_word(j - 1, "vajah") && !is_word(j - 1, "karan");
    }
    if (outcome) {
      const std::size_t end = k + 2 < s.e && (is_word(k + 2, "hai") || is_word(k + 2, "hain")) ? k + 3 : k + 2;
      occs.push_back({k, end, e_foretold, scope::backward, 0, 6});
      k = end;
      return true;
    }
  }
  // "Jab college mein thi tab typhoid hua": a "jab" clause in the past (closed by
  // "tha/thi/the") dates what follows; "jab se" (since) and "jab bhi" (whenever) do not.
  if (w == "jab" && k + 1 < s.e && !is_word(k + 1, "se") && !is_word(k + 1, "bhi")) {
    for (std::size_t j = k + 1; j < s.e && j <= k + 6; ++j) {
      if (toks[j].kind != tok_kind::word) {
        break;
      }
      if (is_word(j, "tha") || is_word(j, "thi") || is_word(j, "the")) {
        occs.push_back({k, j + 1, e_dated | e_time, scope::forward, 8, 0});
        k = j + 1;
        return true;
      }
    }
  }
  // "Were you to get chest pain, ...", "Had she developed a rash, ...": an inverted
  // conditional opening the sentence, up to its comma.
  if (k == s.b && (w == "were" || w == "had") && k + 2 < s.e && in(inverted_subjects, toks[k + 1].norm) &&
      toks[k + 2].kind == tok_kind::word &&
      (w == "were" ? is_word(k + 2, "to") : toks[k + 2].norm.ends_with("ed") || toks[k + 2].norm.ends_with("en"))) {
    std::uint8_t reach = 0;
    bool comma = false;
    for (std::size_t j = k + 2; j < s.e && reach < 10; ++j) {
      if (toks[j].kind != tok_kind::word) {
        comma = toks[j].norm == ",";
        break;
      }
      ++reach;
    }
    if (comma) {
      occs.push_back({k, k + 2, e_hypo, scope::forward, reach, 0});
      k += 2;
      return true;
    }
  }
  // "The second tablet is for vomiting, only if it happens", "..., if it comes back": a
  // closing condition whose subject points back makes what came before conditional.
  if (w == "if" && k > s.b && k + 2 < s.e && toks[k - 1].kind != tok_kind::word &&
      (is_word(k + 1, "it") || is_word(k + 1, "they") || is_word(k + 1, "this") || is_word(k + 1, "that")) &&
      toks[k + 2].kind == tok_kind::word && in(anaphoric_condition_verbs, toks[k + 2].norm)) {
    occs.push_back({k, k + 3, e_hypo, scope::backward, 0, 8});
    k += 3;
    return true;
  }
  if (k > s.b && toks[k - 1].kind == tok_kind::word && is_word(k - 1, "only") && w == "if" && k + 2 < s.e &&
      (is_word(k + 1, "it") || is_word(k + 1, "they")) && toks[k + 2].kind == tok_kind::word &&
      in(anaphoric_condition_verbs, toks[k + 2].norm)) {
    occs.push_back({k - 1, k + 3, e_hypo, scope::backward, 0, 8});
    k += 3;
    return true;
  }
  // "The gastritis she had on the painkillers settled once she stopped them", "A kidney
  // stone passed on its own": a verb of resolution in the past, with no auxiliary, whose
  // subject opens the sentence, reaches back over the whole subject. (After an auxiliary the
  // generated lexicon phrases do it; not after a negation: "has not settled" goes on.)
  // A phrasal verb ("eased off", "faded out", "petered out") is matched with its particle
  // (round 15: before, only the one-word verbs were read without an auxiliary).
  const bool resolution_verb =
      (groups & g_resolution) != 0 &&
      std::any_of(resolution_verbs.begin(), resolution_verbs.end(), [&](std::string_view v) {
        const std::size_t sp = v.find(' ');
        if (sp == std::string_view::npos) {
          return v == w;
        }
        return v.substr(0, sp) == w && k + 1 < s.e && toks[k + 1].kind == tok_kind::word && toks[k + 1].norm == v.substr(sp + 1);
      });
  if (resolution_verb && k > s.b + 1 && k - s.b <= 12 && toks[k - 1].kind == tok_kind::word &&
      !in(resolution_blockers, toks[k - 1].norm)) {
    bool one_clause = true;
    for (std::size_t j = s.b; j < k && one_clause; ++j) {
      one_clause = toks[j].kind == tok_kind::word && !in(clause_joiners, toks[j].norm) &&
                   // "Insomnia since her husband passed away": a "since" just before the verb
                   // opens a time clause with its own subject (round 15)
                   !(is_word(j, "since") && j + 4 > k);
    }
    if (one_clause) {
      occs.push_back({k, k + 1, e_hist, scope::backward, 0, static_cast<std::uint8_t>(k - s.b)});
    }
  }
  // "His teacher has chickenpox", "her maid was treated for scabies": a person named by role
  // after a possessive pronoun is someone else, for the clause that follows (ended by
  // punctuation or a personal subject, like a generic subject, or by a verb of reporting or
  // perceiving: "his teacher noticed wheezing" is the patient's wheezing).
  if ((groups & g_other) != 0 && k > s.b &&
      std::find(household_keys.begin(), household_keys.end(), toks[k].key) != household_keys.end() &&
      toks[k - 1].kind == tok_kind::word && in(possessive_pronouns, toks[k - 1].norm) && in(household_people, w)) {
    std::uint8_t reach = 0;
    for (std::size_t x = k + 1; x < s.e && reach < w_long; ++x) {
      if (toks[x].kind != tok_kind::word || in(not_generic, toks[x].norm) || in(role_report_verbs, toks[x].norm)) {
        break;
      }
      ++reach;
    }
    occs.push_back({k - 1, k + 1, e_other, scope::forward, reach, 0});
  }
  // "His diabetes complications include neuropathy", "her main cardiovascular risk is
  // diabetes": a risk or complication noun owned by a possessive (up to three words before),
  // the subject of a copula or "include", names what the patient has ("your risk of heart
  // disease" is still a risk); the lexicon's "complications include", "risk is" (what may
  // come) are stepped over.
  if ((groups & g_other) != 0 && k > s.b && in(owned_risk_nouns, w) && k + 1 < s.e &&
      (is_word(k + 1, "is") || is_word(k + 1, "are") || is_word(k + 1, "include") || is_word(k + 1, "includes"))) {
    for (std::size_t j = k; j-- > s.b && j + 4 > k;) {
      if (toks[j].kind != tok_kind::word) {
        break;
      }
      if (in(possessive_pronouns, toks[j].norm)) {
        ++k;
        return true;
      }
    }
  }
  // "may raise your blood sugar and bring on diabetes": a bare verb of causing after "and"/"or"
  // shares the modal or "to" before it (a finite verb would be "causes", "caused"); not the noun
  // ("and cause of the anaemia unclear"). Found at the verb (round 15).
  if ((groups & g_other) != 0 && k > s.b && (is_word(k - 1, "and") || is_word(k - 1, "or")) &&
      !(k + 1 < s.e && is_word(k + 1, "of"))) {
    for (std::string_view v : coordinated_causing_verbs) {
      const std::size_t sp = v.find(' ');
      const std::string_view head = v.substr(0, sp);
      if (head != w) {
        continue;
      }
      std::size_t end = k + 1;
      if (sp != std::string_view::npos) {
        if (!(end < s.e && toks[end].kind == tok_kind::word && toks[end].norm == v.substr(sp + 1))) {
          continue;
        }
        ++end;
      }
      occs.push_back({k - 1, end, e_hypo, scope::forward, 4, 0});
      break;
    }
  }
  // "Kidney stones in his forties", "Bulimia in her late teens": a life decade after "in" and
  // a possessive is a time in the past, like "in her twenties" (round 15). Not "since his
  // forties" (an onset up to now).
  if ((groups & g_other) != 0 && in(decade_words, w) && k >= s.b + 2) {
    std::size_t j = k - 1;
    if (toks[j].kind == tok_kind::word && in(decade_stages, toks[j].norm) && j > s.b) {
      --j;
    }
    if (j > s.b && toks[j].kind == tok_kind::word && in(decade_possessives, toks[j].norm) && is_word(j - 1, "in")) {
      occs.push_back({j - 1, k + 1, e_hist | e_time, scope::backward, 0, 6});
      ++k;
      return true;
    }
  }
  // "Six weeks out from her pancreatitis, she is eating normally": a period counted out from
  // an episode dates it (historical), up to the clause's punctuation ("three weeks out from
  // surgery, the wound infection is spreading" leaves the infection alone; round 15).
  if ((groups & g_other) != 0 && w == "out" && k > s.b && k + 2 < s.e && is_word(k + 1, "from") &&
      toks[k - 1].kind == tok_kind::word && in(period_units, toks[k - 1].norm)) {
    std::uint8_t reach = 0;
    for (std::size_t x = k + 2; x < s.e && reach < 4 && toks[x].kind == tok_kind::word; ++x) {
      ++reach;
    }
    occs.push_back({k - 1, k + 2, e_hist | e_time, scope::forward, reach, 0});
    k += 2;
    return true;
  }
  // "Diabetes runs on both sides of his family", "... runs strongly in her mother's family".
  if ((w == "runs" || w == "run") && k > s.b) {
    for (std::size_t j = k + 1; j < s.e && j <= k + 7; ++j) {
      if (toks[j].kind != tok_kind::word) {
        break;
      }
      if (is_word(j, "family") || is_word(j, "families")) {
        occs.push_back({k, k + 1, e_fam, scope::backward, 0, 6});
        break;
      }
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical
