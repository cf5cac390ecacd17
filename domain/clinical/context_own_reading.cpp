// Review rv30 (docs/accuracy.md, "Review rv30"): readings that keep a condition the patient has
// when an older rule would give it to someone else, to the past or to no one. Each is asked only
// where such a rule has already matched (a family or "anyone" trigger, a "once", a past reading,
// a quiet period after the mention), so none runs for every mention:
//   - the patient's own finding on a side of the body after a family phrase ("Psoriasis runs in
//     the family, plaques on both elbows");
//   - a condition compared with the patient's own ("anyone with COPD as bad as hers");
//   - "once" opening a time clause ("... for COPD once off oxygen"), not the adverb of a single
//     past time ("had shingles once");
//   - a brand name after "on" as the treatment the patient is on ("Asthma on Symbicort");
//   - "back" said of a sign after the mention as its return ("bulge back on coughing");
// and, from probe round 24's misses:
//   - a definite condition whose severity or control a supposition or a modal's clause states
//     ("Assuming the hypothyroidism is undertreated", "can tell the hip osteoarthritis is severe"),
//     or one compared with the patient's own there ("would be fed up with eczema like mine");
//   - "anyone" as an observer of one person named after it ("Anyone who sees her walk ...");
//   - the patient's own case named after a relative's ("Mother and sister both have coeliac
//     disease, and her own biopsy ... confirmed it");
//   - a present verb of keeping to a regimen after an age ("Coeliac disease aged 9, keeps to a
//     strict gluten-free diet").

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/clinical/context_triggers.hpp"
#include "domain/clinical/context_trigger_words.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

constexpr std::uint64_t anyone_key = text::token_key("anyone");
constexpr std::uint64_t anybody_key = text::token_key("anybody");
constexpr std::uint64_t once_key = text::token_key("once");
constexpr std::uint64_t aged_key = text::token_key("aged");
constexpr std::uint64_t age_key = text::token_key("age");
constexpr std::uint64_t own_key = text::token_key("own");
constexpr std::uint64_t back_key = text::token_key("back");
constexpr std::uint64_t hers_key = text::token_key("hers");
constexpr std::uint64_t mine_key = text::token_key("mine");
constexpr std::uint64_t yours_key = text::token_key("yours");
constexpr std::uint64_t theirs_key = text::token_key("theirs");
constexpr std::uint64_t as_key = text::token_key("as");
constexpr std::uint64_t like_key = text::token_key("like");
constexpr std::uint64_t than_key = text::token_key("than");
constexpr std::uint64_t is_key = text::token_key("is");
constexpr std::uint64_t are_key = text::token_key("are");
constexpr std::uint64_t daily_key = text::token_key("daily");
constexpr std::uint64_t a_key = text::token_key("a");

// Sides of the body an examination names ("on both elbows", "left knee", "bilateral").
constexpr std::array<std::string_view, 4> sides{"both", "left", "right", "bilateral"};
// What may follow a side word and make it no body site ("both sides of the family", "both of
// them", "right across the family").
constexpr std::array<std::string_view, 9> not_sites{"side", "sides", "of", "through", "across",
                                                    "down", "now",   "away", "and"};
constexpr std::array<std::string_view, 6> clause_deniers{"no", "not", "never", "nil", "without", "none"};
// Possessive pronouns standing alone, the patient's own ("as bad as hers", "like mine").
constexpr std::array<std::string_view, 4> own_pronouns{"hers", "mine", "yours", "theirs"};
constexpr std::array<std::string_view, 3> comparers{"as", "like", "than"};
// What "once" may open as a time clause: a subject or a state ("once the swelling settles", "once
// she is home", "once off oxygen", "once stable").
constexpr std::array<std::string_view, 20> clause_openers{
    "the",   "she",  "he",     "it",   "they",  "you",  "we",     "her", "his",  "their",
    "your",  "my",   "off",    "stable", "better", "well", "home", "mobile", "over", "out"};
// Capitalised words after "on" that are a time or a place, not a brand ("on Monday", "on Ward 7").
constexpr std::array<std::string_view, 14> calendar_words{
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "christmas", "easter", "diwali", "eid", "holi", "boxing", "ward"};
// Words before "back" that make it a body part or a going back, not a return ("lower back",
// "on her back", "went back", "flew back").
constexpr std::array<std::string_view, 22> not_return_before{
    "lower", "upper", "low",  "mid",   "middle", "the",  "my",   "his",   "her",  "your", "their",
    "a",     "on",    "of",   "from",  "went",   "flew", "drove", "sent", "moved", "got",  "and"};
// What may follow "back" said of a return ("bulge back on coughing", "veins back on the left").
constexpr std::array<std::string_view, 8> return_followers{"on",    "again", "now",  "today",
                                                           "since", "this",  "last", "with"};
// States of severity or control a definite condition's copula clause says ("the asthma is
// uncontrolled", "the osteoarthritis is severe").
constexpr std::array<std::string_view, 14> held_states{
    "severe",       "mild",     "moderate", "bad",      "worse",  "undertreated", "uncontrolled",
    "controlled",   "stable",   "unstable", "active",   "serious", "advanced",    "troublesome"};
// Persons a clause after "anyone" may name as the one observed ("anyone who sees her walk").
constexpr std::array<std::string_view, 4> individual_pronouns{"her", "him", "she", "he"};
constexpr std::array<std::string_view, 4> possessors{"her", "his", "my", "your"};
// Verbs of keeping to a regimen now ("keeps to a gluten-free diet", "follows a low-salt diet").
constexpr std::array<std::string_view, 7> regimen_verbs{"keeps", "follows", "uses",  "takes",
                                                        "wears", "injects", "avoids"};
constexpr std::array<std::string_view, 13> return_deniers{"no",    "not",    "never", "without", "nil",
                                                          "nt",    "hasnt",  "havent", "hadnt",  "didnt",
                                                          "isnt",  "wasnt",  "arent"};

}  // namespace

bool context_document::impl::own_site_after(const sentence& s, std::size_t from) const {
  // Review rv30: "Psoriasis runs in the family, plaques on both elbows": a side of the patient's
  // body after the family phrase, in a sentence that names no relative and does not deny it.
  bool found = false;
  bool denied = false;
  for (std::size_t k = from; k < s.e; ++k) {
    const ctoken& t = toks[k];
    if (t.kind != tok_kind::word) {
      denied = denied && t.norm != ",";
      continue;
    }
    if (in<relatives>(t.norm)) {
      return false;
    }
    denied = denied || in<clause_deniers>(t.norm);
    if (!denied && in<sides>(t.norm) && k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
        !in<not_sites>(toks[k + 1].norm)) {
      found = true;
    }
  }
  return found;
}

bool context_document::impl::compared_with_own(const sentence& s, std::size_t from) const {
  // Review rv30: "Anyone with COPD as bad as hers would be breathless", "eczema like mine": the
  // condition is measured against the patient's own, which the patient has.
  for (std::size_t k = from + 1; k < s.e && k <= from + 8; ++k) {
    const std::uint64_t key = toks[k].key;
    if (key != hers_key && key != mine_key && key != yours_key && key != theirs_key) {
      continue;
    }
    if (toks[k].kind == tok_kind::word && in<own_pronouns>(toks[k].norm) && toks[k - 1].kind == tok_kind::word &&
        (in<comparers>(toks[k - 1].norm) || (k >= from + 2 && in<comparers>(toks[k - 2].norm)))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::once_opens_clause(const sentence& s, std::size_t k) const {
  // Review rv30: "... pulmonary rehab for COPD once off oxygen", "once stable", "once the wound
  // has healed": a time clause; "had shingles once", "once as a child", "once in 2015" keep the
  // adverb of one past time.
  if (k + 1 >= s.e || toks[k + 1].kind != tok_kind::word) {
    return false;
  }
  const std::string_view n = toks[k + 1].norm;
  if (toks[k + 1].key == daily_key || toks[k + 1].key == a_key) {
    return false;  // "once daily", "once a week": a frequency, the common case
  }
  return (n.size() > 5 && n.ends_with("ed") && n != "aged") || in<clause_openers>(n);
}

bool context_document::impl::brand_at(std::size_t j) const {
  // Review rv30: "Asthma on Symbicort", "Psoriasis on Otezla": a capitalised word, not a sentence's
  // first nor an acronym, that is no time or ward.
  const ctoken& t = toks[j];
  if (t.kind != tok_kind::word || t.norm.size() < 4 || t.end - t.begin < 4) {
    return false;
  }
  const char first = text[t.begin];
  const char second = text[t.begin + 1];
  return first >= 'A' && first <= 'Z' && second >= 'a' && second <= 'z' && !in<calendar_words>(t.norm) &&
         !in<course_vocab::month_names>(t.norm);
}

bool context_document::impl::back_returns(const sentence& s, std::size_t t1) const {
  // Review rv30: "Inguinal hernia repaired in 2019, bulge back on coughing", "..., swelling back
  // again": "back" after a word of the sign, before an occasion or the clause's end, said of its
  // return; not "back to work", "back in 2019", "lower back", "went back", "no bulge back".
  // Only in the mention's clause ("...; the itch has come back" is another's), and not after a
  // count of a period ("fifteen years back", "a decade back": a time ago).
  const auto count = [&](std::size_t j) {
    const std::string_view n = toks[j].norm;
    return toks[j].kind == tok_kind::word &&
           (n == "a" || n == "an" || in<number_words>(n) || (!n.empty() && text::is_ascii_digit(n.front())));
  };
  for (std::size_t k = t1 + 2; k < s.e && !(toks[k].kind == tok_kind::punct && toks[k].norm == ";"); ++k) {
    if (toks[k].key != back_key || toks[k].kind != tok_kind::word || toks[k - 1].kind != tok_kind::word ||
        in<not_return_before>(toks[k - 1].norm) || in<time_units>(toks[k - 1].norm) || count(k - 2)) {
      continue;
    }
    const bool ends = k + 1 >= s.e || toks[k + 1].kind == tok_kind::punct;
    if (!ends && !in<return_followers>(toks[k + 1].norm)) {
      continue;
    }
    bool denied = false;
    for (std::size_t j = k > s.b + 3 ? k - 3 : s.b; j < k; ++j) {
      denied = denied || (toks[j].kind == tok_kind::word && in<return_deniers>(toks[j].norm));
    }
    if (!denied) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::held_as_there(const sentence& s, std::size_t t0, std::size_t t1) const {
  // Round 15's possessed object of worsening ("will worsen your asthma"), and (review rv30) a
  // definite condition as the subject of a copula of its state: "Assuming the hypothyroidism is
  // undertreated", "anyone ... can tell the hip osteoarthritis is severe": the supposition or the
  // modal is about its state, so it is there.
  if (possessed_object_of_worsening(s, t0) || possessed_treatment_of(s, t0, t1)) {
    return true;  // round 35: "could his asthma inhaler stunt his growth?" (context_defaults_advice.cpp)
  }
  // (A comparison follows the mention at once or after one word: "like mine", "as bad as hers".)
  if (t1 + 2 < s.e && (toks[t1 + 1].key == as_key || toks[t1 + 1].key == like_key || toks[t1 + 2].key == than_key) &&
      compared_with_own(s, t1)) {
    return true;  // "anyone would struggle with migraines like hers"
  }
  if (t1 + 2 >= s.e || (toks[t1 + 1].key != is_key && toks[t1 + 1].key != are_key) || !definite_before(s, t0)) {
    return false;
  }
  const bool degree = is_word(t1 + 2, "very") || is_word(t1 + 2, "quite") || is_word(t1 + 2, "poorly");
  const std::size_t st = degree ? t1 + 3 : t1 + 2;
  return st < s.e && toks[st].kind == tok_kind::word && in<held_states>(toks[st].norm);
}

bool context_document::impl::observed_individual_after(const sentence& s, std::size_t from) const {
  // Review rv30: "Anyone who sees her walk can tell ...": a person named after "anyone" in a
  // statement is the one observed; not "anyone in her family" (a relative), nor a question.
  if (s.question) {
    return false;
  }
  for (std::size_t k = from + 1; k < s.e && k <= from + 6 && toks[k].kind == tok_kind::word; ++k) {
    if (in<individual_pronouns>(toks[k].norm)) {
      return !(k + 1 < s.e && toks[k + 1].kind == tok_kind::word && in<relatives>(toks[k + 1].norm));
    }
  }
  return false;
}

bool context_document::impl::own_case_after(const sentence& s, std::size_t from) const {
  // Review rv30: "Mother and sister both have coeliac disease, and her own biopsy last month
  // confirmed it": the patient's own case of what the relatives have ("her own", "his own" and
  // "it" or "too" after it), not denied ("her own tests were normal" names no "it").
  for (std::size_t k = from + 1; k + 1 < s.e; ++k) {
    if (toks[k].key != own_key || toks[k - 1].kind != tok_kind::word || !in<possessors>(toks[k - 1].norm)) {
      continue;
    }
    for (std::size_t j = k + 1; j < s.e && j <= k + 8 && toks[j].kind == tok_kind::word; ++j) {
      if (in<return_deniers>(toks[j].norm)) {
        return false;
      }
      if (toks[j].norm == "it" || toks[j].norm == "too") {
        return true;
      }
    }
  }
  return false;
}

bool context_document::impl::kept_to_after(const sentence& s, std::size_t from) const {
  // Review rv30: "Coeliac disease aged 9, keeps to a strict gluten-free diet", "Asthma at age 6,
  // uses a preventer": an age dates the onset; a present verb of keeping to a regimen, or a
  // treatment the patient is on, says it goes on. Not denied ("no longer takes").
  for (std::size_t k = from + 1; k < s.e; ++k) {
    if (toks[k].kind != tok_kind::word || !in<regimen_verbs>(toks[k].norm)) {
      continue;
    }
    bool denied = false;
    for (std::size_t j = k > s.b + 2 ? k - 2 : s.b; j < k; ++j) {
      denied = denied ||
               (toks[j].kind == tok_kind::word && (in<return_deniers>(toks[j].norm) || toks[j].norm == "longer"));
    }
    if (!denied) {
      return true;
    }
  }
  return treated_now(s, from);
}

__attribute__((noinline)) bool context_document::impl::own_reading_stops(const sentence& s, std::uint32_t effects,
                                                                        bool forward, std::uint64_t first_key,
                                                                        std::size_t k, std::size_t at) const {
  // "Anyone with COPD as bad as hers", "Anyone who sees her walk": the patient's own, or the one
  // observed.
  if ((effects & e_other) != 0 && (first_key == anyone_key || first_key == anybody_key)) {
    return compared_with_own(s, at - 1) || observed_individual_after(s, at - 1);
  }
  // "Mother and sister both have coeliac disease, and her own biopsy confirmed it".
  if ((effects & e_fam) != 0 && forward) {
    return own_case_after(s, at - 1);
  }
  if ((effects & e_hist) == 0) {
    return false;
  }
  // "for COPD once off oxygen": a time clause dates nothing.
  if (first_key == once_key && at == k + 1) {
    return once_opens_clause(s, k);
  }
  // "Coeliac disease aged 9, keeps to a strict gluten-free diet" ("aged", "at age", "at the age of").
  const bool age = first_key == aged_key || (toks[at - 1].key == age_key) ||
                   (at >= k + 2 && is_word(at - 1, "of") && toks[at - 2].key == age_key);
  return !forward && age && kept_to_after(s, at - 1);
}

}  // namespace cxs::domain::clinical
