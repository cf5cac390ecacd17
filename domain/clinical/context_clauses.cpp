// Clause-level ConText cues that are not fixed phrases of the lexicon: dates and ages, and
// sentence openers; the mood and tense of a clause's verb group (a modal future, a Hindi
// future or potential, a generic subject) are in context_clause_mood.cpp. Called by
// find_triggers at each word before the phrase lexicon; see context.hpp for the behaviour
// and docs/accuracy.md (round 9) for why these are rules on the clause rather than more
// phrases.

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


void context_document::impl::mark_instruction(sentence& s) const {
  std::size_t v = s.b;
  const clause_word_filter& words = clause_words();
  // Round 26: advice opens after who gives it or a reported instruction too ("Pharmacist:
  // report unexplained muscle pain", "Advised to report a cough lasting three weeks"); then
  // only a verb of reporting or seeking help, not a treatment or a test ("Plan: check HbA1c
  // for diabetes" keeps the diabetes).
  bool advice_only = false;
  for (std::size_t j = s.b; j < s.e && j < s.b + 3; ++j) {
    if (toks[j].kind != tok_kind::word) {
      if (toks[j].norm == ":" && j > s.b && j + 1 < s.e) {
        v = j + 1;
        advice_only = true;
      }
      break;
    }
  }
  if (v + 1 < s.e && in<advising_participles>(toks[v].norm) && is_word(v + 1, "to")) {
    v += 2;
    advice_only = true;
  }
  while (v < s.e && toks[v].kind == tok_kind::word && (words.groups_of(toks[v].key) & g_filler) != 0 &&
         in<instruction_fillers>(toks[v].norm)) {
    ++v;
  }
  if (v >= s.e || toks[v].kind != tok_kind::word || s.question || (words.groups_of(toks[v].key) & g_imperative) == 0 ||
      !in<instruction_verbs>(toks[v].norm) || (advice_only && !in<advice_verbs>(toks[v].norm))) {
    return;
  }
  // A subject after the verb makes it a statement or a question ("Rest is a problem",
  // "dont you have ...").
  if (v + 1 < s.e && toks[v + 1].kind == tok_kind::word && in<not_a_subject_after_verb>(toks[v + 1].norm)) {
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
    if (toks[k].kind == tok_kind::word && in<instruction_enders>(toks[k].norm)) {
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
    if (in<determiners>(toks[k].norm) &&
        !(is_word(k, "the") && k + 1 < t0 && in<course_vocab::temporal_conjunction_nouns>(toks[k + 1].norm))) {
      return false;
    }
    if ((toks[k].norm == "for" || toks[k].norm == "on" || toks[k].norm == "over") &&
        in<treatment_verbs>(toks[v].norm)) {
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
      in<course_vocab::clause_subjects>(toks[k + 1].norm)) {
    occs.push_back({k - 1, k + 1, e_time, scope::none, 0, 0});
    ++k;
    return true;
  }
  // "Appendicitis at twelve", "hepatitis at nineteen": "at" and a spelled-out age is a time in
  // the past, like "at age 12" (round 10). Not a clock time or a measure ("at two in the
  // morning", "at five pm", "at forty degrees"), not a reading ("potassium is high at six",
  // "the pain is at seven"), not "at a"/"at little" (age_words' articles).
  // (Found at the age, the rarer word: "at" is one of the commonest.)
  if ((groups & g_age) != 0 && k > s.b + 1 && is_word(k - 1, "at") && in<age_words>(toks[k].norm) &&
      toks[k].norm.size() > 2 && !is_word(k, "young") && !is_word(k, "younger") && !is_word(k, "little") &&
      !is_word(k, "small") && !(k + 1 < s.e && toks[k + 1].kind == tok_kind::word && in<not_an_age_after>(toks[k + 1].norm)) &&
      !(toks[k - 2].kind == tok_kind::word && in<reading_before_at>(toks[k - 2].norm))) {
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
  if ((groups & g_period) != 0 && in<long_periods>(toks[k].norm) && k > s.b + 3) {
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
      if (!(in<number_words>(toks[j].norm) || is_word(j, "over") || is_word(j, "the") ||
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
        if (in<quiet_negators>(toks[j].norm)) {
          neg = j;
          break;
        }
      }
      bool relief = neg == s.e;
      for (std::size_t j = neg + 1; j < at && !relief; ++j) {
        relief = in<relief_verbs>(toks[j].norm) || in<resolution_verbs>(toks[j].norm);
      }
      bool one_clause = !relief;
      for (std::size_t j = s.b; j < neg && one_clause; ++j) {
        one_clause = toks[j].kind == tok_kind::word && !in<clause_joiners>(toks[j].norm);
      }
      if (one_clause && neg - s.b <= 12) {
        // Back from the auxiliary before the negation ("have not", "has never").
        const std::size_t from = neg > s.b && in<resolution_blockers>(toks[neg - 1].norm) ? neg - 1 : neg;
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

std::size_t context_document::impl::spoken_year_words(const sentence& s, std::size_t at) const {
  // "nineteen" + a tens word ("nineteen ninety", "nineteen ninety eight"); "twenty" + a teen or
  // "twenty" ("twenty fifteen", "twenty twenty two"; "twenty one" alone is a number, not a year);
  // "two thousand" [and] + a number word ("two thousand and nine"). Each word must follow
  // without punctuation.
  static constexpr std::array<std::string_view, 10> teens{"ten",      "eleven",  "twelve",    "thirteen", "fourteen",
                                                          "fifteen",  "sixteen", "seventeen", "eighteen", "nineteen"};
  static constexpr std::array<std::string_view, 8> tens{"twenty", "thirty", "forty",  "fifty",
                                                        "sixty",  "seventy", "eighty", "ninety"};
  static constexpr std::array<std::string_view, 9> units{"one", "two",   "three", "four", "five",
                                                         "six", "seven", "eight", "nine"};
  const auto word = [&](std::size_t j) { return j < s.e && toks[j].kind == tok_kind::word; };
  if (!word(at) || !word(at + 1)) {
    return 0;
  }
  const std::string_view first = toks[at].norm;
  const std::string_view second = toks[at + 1].norm;
  const auto with_unit = [&](std::size_t n) { return word(at + n) && in<units>(toks[at + n].norm) ? n + 1 : n; };
  if (first == "nineteen" && in<tens>(second)) {
    return with_unit(2);
  }
  if (first == "twenty" && in<teens>(second)) {
    return 2;
  }
  if (first == "twenty" && second == "twenty") {
    return with_unit(2);
  }
  if (first == "two" && second == "thousand") {
    const std::size_t n = word(at + 2) && toks[at + 2].norm == "and" ? 3 : 2;
    if (word(at + n) && (in<units>(toks[at + n].norm) || in<teens>(toks[at + n].norm))) {
      return n + 1;
    }
    return 2;
  }
  return 0;
}

bool context_document::impl::clause_trigger(const sentence& s, std::size_t& k) {
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
  if (time_or_opener_trigger(s, k, groups)) {
    return true;
  }
  return mood_trigger(s, k, groups);
}

// Times, ages and sentence openers: a year, a named time or month, "in" and a kin term, a
// Hindi year, a purpose clause of prevention, a negative label, "should …", "when I was …",
// a count "ago", "any …, <instruction>", "last …".
bool context_document::impl::time_or_opener_trigger(const sentence& s, std::size_t& k, std::uint8_t groups) {
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
      in<course_vocab::named_times>(toks[k].norm) && k > s.b && toks[k - 1].kind == tok_kind::word &&
      in<course_vocab::named_time_before>(toks[k - 1].norm)) {
    occs.push_back({k - 1, k + 1, e_time, scope::none, 0, 0});
    ++k;
    return true;
  }
  // Round 26: a stage of early life ("had chickenpox in nursery", "was off with measles at
  // primary school") is a time in the past when its clause's verb is past; in the present it is
  // where the child is now ("gets coughs in nursery", "wheeze at school today").
  if ((groups & g_other) != 0 && in<early_life_places>(toks[k].norm) && k > s.b) {
    std::size_t p = k - 1;
    if (toks[p].kind == tok_kind::word && in<school_stages>(toks[p].norm) && p > s.b) {
      --p;
    }
    if (is_word(p, "in") || is_word(p, "at") || is_word(p, "during")) {
      std::size_t b = p;
      while (b > s.b && toks[b - 1].kind == tok_kind::word) {
        --b;
      }
      std::size_t e = k + 1;
      while (e < s.e && toks[e].kind == tok_kind::word) {
        ++e;
      }
      bool past = false;
      bool present = false;
      for (std::size_t j = b; j < e; ++j) {
        past = past || in<past_frame_verbs>(toks[j].norm);
        present = present || in<present_frame_words>(toks[j].norm);
      }
      if (past && !present) {
        occs.push_back({p, k + 1, e_hist | e_time, scope::both, 6, 6});
        ++k;
        return true;
      }
    }
  }
  // "in March", "during June", "last December": a month is a time in the past only for an
  // episode's dating
  // (context_course.cpp): an e_time mark with no effect of its own (round 14).
  if (std::find(month_before_keys.begin(), month_before_keys.end(), toks[k].key) != month_before_keys.end() &&
      k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
      (toks[k].norm == "in" || toks[k].norm == "during" || toks[k].norm == "last") &&
      std::find(month_keys.begin(), month_keys.end(), toks[k + 1].key) != month_keys.end() &&
      in<course_vocab::month_names>(toks[k + 1].norm)) {
    occs.push_back({k, k + 2, e_time, scope::none, 0, 0});
    k += 2;
    return true;
  }
  if (toks[k].norm == "in" && k + 1 < s.e && is_year(k + 1)) {
    occs.push_back({k, k + 2, e_hist | e_time, scope::backward, 0, 4});
    k += 2;
    return true;
  }
  // Round 25 (ctx26): a decade is a past time as a year is ("a bleeding ulcer in the 1990s",
  // "in the 80s"); written with its "s" ("1990s", "90s"), after "in the". Not a life decade ("in
  // her forties", a word, read apart) nor a decade to come ("in the 2030s": the years up to the
  // 2020s only).
  const auto is_past_decade = [this](std::size_t at) {
    const std::string_view d = toks[at].norm;
    if (toks[at].kind != tok_kind::word || !d.ends_with('s') || (d.size() != 5 && d.size() != 3) ||
        !std::all_of(d.begin(), d.end() - 1, text::is_ascii_digit) || d[d.size() - 2] != '0') {
      return false;
    }
    return d.size() == 3 || d.starts_with("19") || d.starts_with("200") || d.starts_with("201");
  };
  if (toks[k].norm == "in" && k + 2 < s.e && is_word(k + 1, "the") && is_past_decade(k + 2)) {
    occs.push_back({k, k + 3, e_hist | e_time, scope::backward, 0, 4});
    k += 3;
    return true;
  }
  // Round 18: a year a recogniser wrote as it was said ("back in twenty fifteen", "in nineteen
  // ninety eight", "in two thousand and nine") reads as "in 2015".
  if (toks[k].norm == "in" && k + 2 < s.e) {
    if (const std::size_t n = spoken_year_words(s, k + 1); n > 0) {
      occs.push_back({k, k + 1 + n, e_hist | e_time, scope::backward, 0, 4});
      k += 1 + n;
      return true;
    }
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
    if (kin_term(toks[r].key) && in<relatives>(toks[r].norm) && !is_word(r, "family") && !is_word(r, "maternal") &&
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
  // Round 19: Tamil-English puts the locative "-la" after the year ("2015-la TB vandhuchu", in
  // 2015 I had TB), which also reads as "in 2015", before or after the name in its clause.
  if (is_year(k) && k + 1 < s.e && is_word(k + 1, "la")) {
    occs.push_back({k, k + 2, e_hist | e_time, scope::both, 0, 4});
    k += 2;
    return true;
  }
  // Round 26: a closed range of years ("Frozen shoulder 2019-2020", "asthma 1998 to 2004") ends
  // the episode it dates, whatever the condition's nature: a writer who meant it goes on writes
  // "2019-present" or "since 2019". The second year may be shortened ("2019-20").
  // A range open to now ("Psoriasis 2012-present", "2019 to date") keeps it current.
  if (is_year(k) && k > s.b && k + 1 < s.e && !is_word(k - 1, "since") && !is_word(k - 1, "till") &&
      !is_word(k - 1, "until")) {
    const std::size_t second = is_word(k + 1, "to") ? k + 2 : k + 1;
    if (second < s.e && (is_word(second, "present") || is_word(second, "now") || is_word(second, "date") ||
                         is_word(second, "ongoing"))) {
      occs.push_back({k, second + 1, e_current, scope::backward, 0, 6});
      k = second + 1;
      return true;
    }
    const std::string_view gap = text.substr(toks[k].end, toks[std::min(second, s.e - 1)].begin - toks[k].end);
    const bool joined = second == k + 2 || gap == "-" || gap == "\xE2\x80\x93" || gap == " - ";
    if (joined && second < s.e && toks[second].kind == tok_kind::word) {
      const std::string_view a = toks[k].norm;
      const std::string_view b = toks[second].norm;
      const bool digits = std::all_of(b.begin(), b.end(), text::is_ascii_digit);
      const bool later = digits && ((b.size() == 4 && is_year(second) && b >= a) || (b.size() == 2 && b >= a.substr(2)));
      if (later) {
        occs.push_back({k, second + 1, e_hist | e_time, scope::backward, 0, 6});
        k = second + 1;
        return true;
      }
    }
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
    if (b < s.e && toks[b].kind == tok_kind::word && !in<determiners>(toks[b].norm)) {
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
  if (k == s.b && colon_within(k + 1, 5) && in<review_label_words>(toks[k].norm)) {
    std::size_t j = k;
    while (j < s.e && j < k + 5 && toks[j].kind == tok_kind::word && in<review_label_words>(toks[j].norm)) {
      ++j;
    }
    if (j + 2 < s.e && toks[j].kind == tok_kind::word && in<negative_label_ends>(toks[j].norm) &&
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
      toks[k + 1].kind == tok_kind::word && !in<should_not_conditional>(toks[k + 1].norm)) {
    occs.push_back({k, k + 1, e_hypo, scope::forward, 6, 0});
    ++k;
    return true;
  }
  // "when he was twelve", "when I was 8", "when she was little": an age in the past; round 24:
  // or a period of life ("when i was pregnant", "when she was at university").
  if (toks[k].key == when_key && toks[k].norm == "when" && k + 3 < s.e && toks[k + 3].kind == tok_kind::word &&
      (is_word(k + 1, "he") || is_word(k + 1, "she") || is_word(k + 1, "i") || is_word(k + 1, "you")) &&
      (is_word(k + 2, "was") || is_word(k + 2, "were")) &&
      (in<age_words>(toks[k + 3].norm) || in<life_period_words>(toks[k + 3].norm) ||
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
      !in<time_units>(toks[k - 1].norm) && !in<recent_words>(toks[k - 1].norm) &&
      toks[k - 1].norm != "minutes" &&
      (in<number_words>(toks[k - 2].norm) ||
       std::all_of(toks[k - 2].norm.begin(), toks[k - 2].norm.end(), text::is_ascii_digit))) {
    occs.push_back({k - 2, k + 1, e_hist | e_time, scope::backward, 0, 4});
    ++k;
    return true;
  }
  // "Two years back I had jaundice": a time ago that opens the sentence dates its clause
  // (the subject after it does not end the scope; punctuation does).
  if (k == s.b && k + 2 < s.e && toks[k + 1].kind == tok_kind::word && toks[k + 2].kind == tok_kind::word &&
      (is_word(k + 2, "ago") || is_word(k + 2, "back")) && in<time_units>(toks[k + 1].norm) &&
      !in<recent_words>(toks[k + 1].norm) && toks[k + 1].norm != "din" && toks[k + 1].norm != "hr" &&
      toks[k + 1].norm != "hrs" && toks[k + 1].norm != "d" &&
      (in<number_words>(toks[k].norm) || std::all_of(toks[k].norm.begin(), toks[k].norm.end(), text::is_ascii_digit))) {
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
      if (joiner && j + 1 < s.e && toks[j + 1].kind == tok_kind::word && in<instruction_openers>(toks[j + 1].norm)) {
        occs.push_back({k, k + 1, e_hypo, scope::forward, 8, 0});
        return false;
      }
      if (toks[j].kind == tok_kind::punct) {
        break;
      }
    }
    // Round 26: "any" and a noun phrase as the subject of a rule, its verb a modal or a copula
    // ("Any fever after a trip to Africa is malaria until proven otherwise", "Any tingling,
    // joint pain or rash after a dive should be treated as decompression sickness"): a rule
    // for what may come, over the whole clause. Written notes only (a turn's "any fever" is a
    // question its answer decides), not a form's field ("Any fever: yes").
    // A person in the noun phrase makes it someone's ("Any pain she has, she says, is in the
    // knee"); a copula before a participle or a place reports ("Any bleeding and bruising is
    // recorded in the chart").
    if (s.turn < 0) {
      for (std::size_t j = k + 2; j < s.e && j <= k + 14; ++j) {
        if ((toks[j].kind != tok_kind::word && toks[j].norm != ",") ||
            (toks[j].kind == tok_kind::word && in<not_generic>(toks[j].norm))) {
          break;
        }
        const bool copula = is_word(j, "is") || is_word(j, "are");
        if (copula && (j + 1 >= s.e || toks[j + 1].kind != tok_kind::word || toks[j + 1].norm.ends_with("ed") ||
                       in<not_a_rule_after_copula>(toks[j + 1].norm))) {
          break;
        }
        if (toks[j].kind == tok_kind::word && in<rule_verbs>(toks[j].norm)) {
          std::uint8_t reach = 0;
          for (std::size_t x = k + 1; x < s.e && reach < 30; ++x) {
            if (toks[x].kind != tok_kind::word && toks[x].norm != ",") {
              break;
            }
            reach += toks[x].kind == tok_kind::word ? 1 : 0;
          }
          occs.push_back({k, k + 1, e_hypo, scope::forward, reach, 0});
          break;
        }
      }
    }
  }
  static constexpr std::uint64_t last_key = text::token_key("last");
  if (toks[k].key == last_key && toks[k].norm == "last" && k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
      !in<time_units>(toks[k + 1].norm) && !in<recent_words>(toks[k + 1].norm) &&
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
      recent = recent || in<recent_words>(w) || w == "weeks" || w == "din" || w == "hafte";
    }
    if (past && !recent) {
      // Back over the condition only from an episode noun ("gout twice, last attack eight
      // years ago"), not from a reading ("diabetes, last HbA1c was 9").
      const bool episode = in<episode_nouns>(toks[k + 1].norm);
      occs.push_back({k, k + 1, e_hist | e_time, episode ? scope::both : scope::forward, 2,
                      static_cast<std::uint8_t>(episode ? 8 : 0)});
      ++k;
      return true;
    }
  }
  return false;
}

bool context_document::impl::negated_disjunct(std::size_t from, std::size_t to, std::size_t reach) const {
  static constexpr std::array<std::string_view, 4> articles{"a", "an", "any", "the"};
  // Words that open another clause or name a person: the list has ended.
  static constexpr std::array<std::string_view, 13> clause_words{"and", "but", "so", "because", "which", "that", "i",
                                                                 "you", "he", "she", "we", "it", "they"};
  std::size_t disjunction = to;
  for (std::size_t k = from; k < to; ++k) {
    if (toks[k].kind != tok_kind::word) {
      if (toks[k].norm != ",") {
        return false;
      }
      continue;
    }
    if (in<clause_words>(toks[k].norm)) {
      return false;
    }
    if (toks[k].norm == "or" || toks[k].norm == "nor") {
      disjunction = k;
    }
  }
  if (disjunction == to) {
    return false;
  }
  // After the "or": an article, then at most one word of the member's own ("or an inner ear
  // infection", where the table's name is "ear infection").
  std::size_t own = 0;
  for (std::size_t k = disjunction + 1; k < to; ++k) {
    if (toks[k].kind != tok_kind::word || (!(k == disjunction + 1 && in<articles>(toks[k].norm)) && ++own > 1)) {
      return false;
    }
  }
  // The first member: after at most one article, within the trigger's reach; it may run up to
  // four words to the "or" ("a stroke", "a transient ischaemic attack").
  std::size_t first = from;
  if (first < disjunction && in<articles>(toks[first].norm)) {
    ++first;
  }
  return first < disjunction && words_between(from, first) <= reach && words_between(first, disjunction) <= 4;
}

}  // namespace cxs::domain::clinical
