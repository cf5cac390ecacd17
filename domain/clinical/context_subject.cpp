// Round 16 (branch ctx16): what a clause says of a condition that is its subject. The
// triggers look at words around a mention; these rules read the predicate the mention is the
// subject of, so that a phrasing not yet written down is caught by its structure:
//   - a past habit or an end said of the subject: "Angina used to come on at 200 metres",
//     "Gastritis is no longer troubling him" (historical);
//   - a generic predicate of danger of a bare subject: "because rabies once it starts is
//     fatal", "hypoglycaemia at the wheel is dangerous" (what a condition is like in general,
//     not the patient's: hypothetical).
// A subject with a determiner or a possessive ("the cough", "her asthma") is a particular
// condition, the patient's, and is left to the other rules.

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_document.hpp"
#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// Auxiliaries and copulas between a subject and its predicate.
constexpr std::array<std::string_view, 9> subject_auxiliaries{"is", "was", "are", "were", "has", "had",
                                                              "does", "did", "have"};
// What "no longer" says of a condition that has ended ("is no longer troubling him"); not a
// quality ("the cough is no longer productive": the cough goes on).
constexpr std::array<std::string_view, 14> ended_presence{"troubling", "bothering", "troubles", "bothers",
                                                          "a",         "an",        "present",  "there",
                                                          "active",    "happening", "coming",   "occurring",
                                                          "recurring", "an"};
// Predicates of what a condition is like in general, as a danger: "X is dangerous", "X once it
// starts is fatal", "measles is contagious". Not a frequency ("fatigue is common after flu",
// "nausea is the usual complaint"): a doctor says that to explain the patient's own symptom.
constexpr std::array<std::string_view, 10> generic_predicates{
    "dangerous", "fatal",    "deadly",     "preventable", "treatable",
    "lethal",    "contagious", "infectious", "hereditary",  "catching"};
// Words that may stand before a generic adjective: "is very common", "is the usual".
constexpr std::array<std::string_view, 7> generic_fillers{"the", "very", "often", "usually", "potentially",
                                                          "quite", "a"};
// Words that open a clause before a bare subject.
constexpr std::array<std::string_view, 7> clause_openers{"because", "since", "as", "and", "but", "so", "that"};

template <std::size_t N>
bool in_list(const std::array<std::string_view, N>& words, std::string_view w) {
  for (const std::string_view& x : words) {
    if (x == w) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool context_document::impl::bare_subject(const sentence& s, std::size_t t0) const {
  if (t0 == s.b) {
    return true;
  }
  const ctoken& before = toks[t0 - 1];
  return before.kind != tok_kind::word || in_list(clause_openers, before.norm);
}

bool context_document::impl::subject_ended(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (!bare_subject(s, t0) && !definite_before(s, t0)) {
    return false;
  }
  std::size_t k = t1 + 1;
  while (k < s.e && toks[k].kind == tok_kind::word && in_list(subject_auxiliaries, toks[k].norm)) {
    ++k;
  }
  // "fever was there on the first two days only": a past copula of presence limited to a period
  // by a closing "only" (not "fever was there since three days", the Indian English present).
  if (k == t1 + 2 && (is_word(t1 + 1, "was") || is_word(t1 + 1, "were")) &&
      (is_word(k, "there") || is_word(k, "present"))) {
    for (std::size_t j = k + 1; j < s.e && j <= k + 8 && toks[j].kind == tok_kind::word; ++j) {
      if (is_word(j, "since")) {
        return false;
      }
      if (is_word(j, "only") && (j + 1 >= s.e || toks[j + 1].kind == tok_kind::punct)) {
        return true;
      }
    }
    return false;
  }
  if (is_word(k, "no") && is_word(k + 1, "longer")) {
    return k + 2 < s.e && toks[k + 2].kind == tok_kind::word && in_list(ended_presence, toks[k + 2].norm);
  }
  if (k != t1 + 1 || !is_word(k, "used") || !is_word(k + 1, "to")) {
    return false;  // "used to" right after the subject: "Angina used to come on"
  }
  // Not when the sentence says how it is now: "The headaches used to come monthly, now daily",
  // "used to be worse", "still".
  if (is_word(k + 2, "be")) {
    return false;
  }
  for (std::size_t j = k + 2; j < s.e; ++j) {
    if (is_word(j, "now") || is_word(j, "still") || is_word(j, "again") || is_word(j, "worse") ||
        is_word(j, "more")) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::generic_predicate(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (!bare_subject(s, t0)) {
    return false;
  }
  // Up to five words of a phrase or clause about the subject before its copula ("hypoglycaemia
  // at the wheel is dangerous", "rabies once it starts is fatal"); no punctuation between.
  for (std::size_t k = t1 + 1, words = 0; k < s.e && toks[k].kind == tok_kind::word && words <= 5; ++k, ++words) {
    if (toks[k].norm != "is" && toks[k].norm != "are") {
      continue;
    }
    std::size_t j = k + 1;
    while (j < s.e && toks[j].kind == tok_kind::word && in_list(generic_fillers, toks[j].norm)) {
      ++j;
    }
    return j < s.e && toks[j].kind == tok_kind::word && in_list(generic_predicates, toks[j].norm);
  }
  return false;
}

}  // namespace cxs::domain::clinical
