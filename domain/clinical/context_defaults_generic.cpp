// Round 31 (ctx32): two more class defaults of the clause, tried on round 31's fresh tuning half
// before any narrow rule, as round 29's were (docs/accuracy.md, round 31). Both read a sentence
// that speaks of a condition in general rather than of someone who has it:
//  - a statement of what the condition is like: a bare or plural condition opening its clause,
//    then a general present predicate ("gout tends to strike the big toe", "shingles is caused by
//    the same virus", "cholera spreads fast in crowds", "frostbite can take a fingertip"), in a
//    sentence with no individual in it;
//  - the condition named by the terms of a policy ("payable on diagnosis of cancer", "the benefit
//    covers hospital stays for tuberculosis", "the policy pays for").
// Called from assess (context.cpp) for a mention nothing else has placed, each only when its
// sentence holds a word of its cue group.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// Words before a subject that open its clause ("..., which is why osteoporosis is so common").
constexpr std::array<std::string_view, 11> subject_openers{"because", "since", "as",  "and",   "but",  "so",
                                                           "that",    "why",   "which", "where", "while"};
// Adverbs a general predicate may carry before its verb ("gout usually tends to", "is often caused").
constexpr std::array<std::string_view, 12> general_adverbs{"often",     "usually", "mostly",   "also",   "typically",
                                                           "commonly",  "mainly",  "generally", "sometimes",
                                                           "classically", "frequently", "rarely"};
// Participles of how a condition comes about, before "by", "through", "from" ("is caused by").
constexpr std::array<std::string_view, 7> cause_participles{"caused",  "spread",    "carried", "transmitted",
                                                            "passed",  "triggered", "brought"};
constexpr std::array<std::string_view, 4> cause_particles{"by", "through", "from", "on"};
// How a condition spreads in general ("spreads fast", "spreads in crowds").
constexpr std::array<std::string_view, 9> spread_followers{"fast",  "quickly", "easily",  "through", "in",
                                                           "among", "between", "from",    "by"};
// Review rv28: verbs of a condition's course after "tends to" ("flare", "come on", "play up").
constexpr std::array<std::string_view, 8> course_verbs{"flare", "come",   "recur", "relapse",
                                                       "play",  "worsen", "settle", "return"};
// Degrees before a frequency ("is so common", "are more common").
constexpr std::array<std::string_view, 9> degree_words{"more", "most", "so", "very", "less", "far", "much", "quite",
                                                       "especially"};
// (Review rv30: "Croup is commonest in the autumn": the superlative and the rarer degrees too.)
constexpr std::array<std::string_view, 10> frequency_words{"common", "commoner", "commonest", "likely", "likelier",
                                                           "frequent", "rare",    "rarer",     "rarest", "uncommon"};
// What a frequency is said of in general: a group, a place, a time of life ("in women", "among
// travellers"); not "after flu", said to explain the patient's own symptom.
constexpr std::array<std::string_view, 2> frequency_scopes{"in", "among"};
// Words that name an individual or anchor the sentence in one person's now: a default never
// reads such a sentence as general.
// (Review rv30: the possessive pronouns that stand alone, "as bad as hers", "like mine"; and a
// clinician's act reported in the sentence, "Reflux can make the asthma worse, so started
// omeprazole": a general sentence states, it does not report what was done.)
constexpr std::array<std::string_view, 34> individual_words{
    "i",   "me",  "my",  "you", "your", "he",      "him",       "his",       "she",   "her",  "we",     "our",
    "us",  "patient", "pt", "mr", "mrs", "ms",     "today",     "yesterday", "now",   "still", "currently", "ago",
    "hers", "mine", "yours", "theirs", "started", "commenced", "prescribed", "referred", "switched", "increased"};
// Their token keys, so the scan of a sentence compares integers, not strings.
constexpr std::array<std::uint64_t, individual_words.size()> individual_keys = [] {
  std::array<std::uint64_t, individual_words.size()> keys{};
  for (std::size_t n = 0; n < individual_words.size(); ++n) {
    keys[n] = text::token_key(individual_words[n]);
  }
  return keys;
}();

bool names_individual(std::uint64_t key) {
  for (const std::uint64_t k : individual_keys) {
    if (k == key) {
      return true;
    }
  }
  return false;
}
// Words of a policy's terms that govern the condition after them ("payable on diagnosis of", "the
// benefit covers stays for", "the policy pays for"). Not "cover" or "claims" alone: in a note they
// are a treatment's ("antibiotic cover for aspiration pneumonia") or a report's ("patient claims
// chest pain").
constexpr std::array<std::string_view, 8> terms_words{"payable", "benefit", "benefits", "insured",
                                                      "insurance", "insurer", "policy", "premium"};
// Words that anchor the condition in the patient's now in a policy's sentence ("declined cover
// because of his diabetes", "claims for her known asthma").
// (Review rv28: a form or claim done for the patient names the patient's condition: "benefit claim
// supported for severe COPD", "insurance report completed for hypertension".)
constexpr std::array<std::string_view, 16> terms_anchors{"because",   "due",       "known",    "diagnosed", "has",
                                                         "have",      "had",       "declared", "current",   "paid",
                                                         "supported", "completed", "signed",   "written",   "filled",
                                                         "submitted"};
constexpr std::array<std::string_view, 6> owners{"your", "his", "her", "my", "their", "our"};
constexpr std::array<std::string_view, 5> definites{"the", "this", "that", "these", "those"};
constexpr std::array<std::string_view, 5> contrast_openers{"but", "however", "although", "though", "whereas"};
constexpr std::size_t terms_reach = 10;
// Pronouns of anyone at all, and the people nouns "any"/"every" may quantify ("any pupil who ...",
// "every donor"); not "every morning", "any time".
constexpr std::array<std::string_view, 5> anyone_words{"anyone", "anybody", "everyone", "everybody", "whoever"};
constexpr std::array<std::string_view, 18> quantified_people{
    "pupil",  "child",   "adult",  "person", "donor",    "driver",   "diver",   "runner", "traveller",
    "worker", "student", "member", "player", "applicant", "employee", "climber", "visitor", "passenger"};

}  // namespace

bool context_document::impl::general_statement(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (s.question) {
    return false;
  }
  if (t0 > s.b && toks[t0 - 1].kind == tok_kind::word && !in<subject_openers>(toks[t0 - 1].norm)) {
    return false;
  }
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word && names_individual(toks[k].key)) {
      return false;
    }
  }
  std::size_t v = t1 + 1;
  while (v < s.e && toks[v].kind == tok_kind::word && in<general_adverbs>(toks[v].norm)) {
    ++v;
  }
  if (v + 1 >= s.e || toks[v].kind != tok_kind::word || toks[v + 1].kind != tok_kind::word) {
    return false;
  }
  const std::string_view w = toks[v].norm;
  const std::string_view next = toks[v + 1].norm;
  if ((w == "tends" || w == "tend") && next == "to") {
    // "gout tends to strike the big toe first"; not "gout tends to flare after a big meal",
    // "migraine tends to come with periods" (review rv28): how the condition comes and goes over
    // time is one patient's pattern in a note.
    return !(v + 2 < s.e && toks[v + 2].kind == tok_kind::word && in<course_verbs>(toks[v + 2].norm));
  }
  if ((w == "spreads" || w == "spread") && in<spread_followers>(next)) {
    return true;  // "cholera spreads fast in crowds"
  }
  if ((w == "shows" && next == "itself") || (w == "show" && next == "themselves") ||
      (w == "runs" && next == "in" && !is_word(v + 2, "the"))) {
    // "pulmonary oedema shows itself as ...", "migraine runs in families"; not "runs in the
    // family", one family, which a clause about the patient may follow (review rv30)
    return true;
  }
  // "frostbite can take a fingertip": what it can do in general (not "can be", read elsewhere).
  if (w == "can" && next != "be" && next != "not" && next != "still") {
    return true;
  }
  if (w != "is" && w != "are") {
    return false;
  }
  if (in<cause_participles>(next)) {
    return v + 2 < s.e && toks[v + 2].kind == tok_kind::word && in<cause_particles>(toks[v + 2].norm);
  }
  std::size_t f = v + 1;
  while (f < s.e && toks[f].kind == tok_kind::word && in<degree_words>(toks[f].norm)) {
    ++f;
  }
  return f + 1 < s.e && toks[f].kind == tok_kind::word && in<frequency_words>(toks[f].norm) &&
         toks[f + 1].kind == tok_kind::word && in<frequency_scopes>(toks[f + 1].norm);
}

bool context_document::impl::policy_terms_object(const sentence& s, std::size_t t0) const {
  if (s.question) {
    return false;
  }
  if (t0 > s.b && toks[t0 - 1].kind == tok_kind::word &&
      (in<owners>(toks[t0 - 1].norm) || in<definites>(toks[t0 - 1].norm))) {
    return false;
  }
  const std::size_t reach_from = t0 > s.b + terms_reach ? t0 - terms_reach : s.b;
  for (std::size_t k = t0; k-- > reach_from;) {
    const ctoken& t = toks[k];
    if (t.kind == tok_kind::punct ? t.norm == ";" || t.norm == ":" || t.norm == "(" : in<contrast_openers>(t.norm)) {
      return false;
    }
    if (t.kind != tok_kind::word) {
      continue;
    }
    if (in<terms_anchors>(t.norm) || in<owners>(t.norm)) {
      return false;
    }
    // (Review rv30: "would benefit from pulmonary rehab for COPD": the verb of gaining, no terms.)
    if (in<terms_words>(t.norm) && !((t.norm == "benefit" || t.norm == "benefits") && is_word(k + 1, "from"))) {
      return true;
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical

namespace cxs::domain::clinical {

bool context_document::impl::anyone_rule(const sentence& s, std::size_t t0) const {
  if (s.question) {
    return false;
  }
  // The universal subject opens the mention's clause: back from the mention to a ";", ":" or the
  // sentence's start, the first word is "anyone" or "any/every" and a person.
  std::size_t b = t0;
  while (b > s.b && !(toks[b - 1].kind == tok_kind::punct && (toks[b - 1].norm == ";" || toks[b - 1].norm == ":"))) {
    --b;
  }
  if (b >= t0 || toks[b].kind != tok_kind::word) {
    return false;
  }
  const bool universal = in<anyone_words>(toks[b].norm) ||
                         ((toks[b].norm == "any" || toks[b].norm == "every") && b + 1 < t0 &&
                          toks[b + 1].kind == tok_kind::word && in<quantified_people>(toks[b + 1].norm));
  if (!universal) {
    return false;
  }
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word && names_individual(toks[k].key)) {
      return false;
    }
  }
  return true;
}

}  // namespace cxs::domain::clinical
