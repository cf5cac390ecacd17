// Clause-level ConText cues that are not fixed phrases of the lexicon: dates and ages,
// sentence openers, and the mood and tense of a clause's verb group (a modal future, a Hindi
// future or potential, a generic subject). Called by find_triggers at each word before the
// phrase lexicon; see context.hpp for the behaviour and docs/accuracy.md (round 9) for why
// these are rules on the clause rather than more phrases.

#include "domain/clinical/context_document.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/words.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// "last attack/episode/seizure ... was ...", "last one eight years ago": the most recent
// episode dated in the past makes the condition historical; "last night", "in the last
// three days", "last attack yesterday" do not.
constexpr std::array<std::string_view, 11> recent_words{"yesterday", "today", "tonight", "night", "morning",
                                                        "day", "days", "week", "hours", "hour", "abhi"};

constexpr std::array<std::string_view, 12> instruction_openers{"you", "then", "call", "come", "take", "stop",
                                                               "inform", "tell", "contact", "rest", "go", "use"};

constexpr std::array<std::string_view, 12> episode_nouns{"attack", "attacks", "episode", "flare", "bout", "one",
                                                        "fit", "time", "relapse", "recurrence", "occurrence",
                                                        "spell"};

}  // namespace

bool context_document::impl::clause_trigger(const sentence& s, std::size_t& k) {
  // "in 2015", "CABG 2015": a year in the past ("since 2015" is a duration instead).
  const auto is_year = [this](std::size_t at) {
    const std::string_view y = toks[at].norm;
    return toks[at].kind == tok_kind::word && y.size() == 4 &&
           std::all_of(y.begin(), y.end(), text::is_ascii_digit) &&
           (y.starts_with("19") || y.starts_with("20"));
  };
  if (toks[k].norm == "in" && k + 1 < s.e && is_year(k + 1)) {
    occs.push_back({k, k + 2, e_hist, scope::backward, 0, 4});
    k += 2;
    return true;
  }
  if (is_year(k) && k > s.b && toks[k - 1].kind == tok_kind::word &&
      toks[k - 1].norm != "since" && toks[k - 1].norm != "from" &&
      toks[k - 1].norm != "till" && toks[k - 1].norm != "until") {
    occs.push_back({k, k + 1, e_hist, scope::backward, 0, 1});
    ++k;
    return true;
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
    occs.push_back({k, k + 4, e_hist, scope::backward, 0, 6});
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
    occs.push_back({k - 2, k + 1, e_hist, scope::backward, 0, 4});
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
    occs.push_back({k, k + 3, e_dated, scope::forward, 6, 0});
    k += 3;
    return true;
  }
  // "Any chest tightness on walking, you stop and rest": a statement opened by "any" and a
  // noun phrase, then a comma and an instruction, is a condition (spoken Indian English
  // for "if there is any ..."); a question opened by "any" is left to the dialogue rules.
  static constexpr std::uint64_t any_key = text::token_key("any");
  if (k == s.b && !s.question && toks[k].key == any_key && toks[k].norm == "any") {
    for (std::size_t j = k + 2; j < s.e && j <= k + 8; ++j) {
      if (toks[j].kind != tok_kind::punct) {
        continue;
      }
      if (toks[j].norm == "," && j + 1 < s.e && toks[j + 1].kind == tok_kind::word &&
          in(instruction_openers, toks[j + 1].norm)) {
        occs.push_back({k, k + 1, e_hypo, scope::forward, 8, 0});
      }
      break;
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
      occs.push_back({k, k + 1, e_hist, episode ? scope::both : scope::forward, 2,
                      static_cast<std::uint8_t>(episode ? 8 : 0)});
      ++k;
      return true;
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical
