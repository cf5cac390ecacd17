// The mention's grammatical role and its clause's aspect (round 25): structure that decides a
// mention whatever the phrasing around it. A definite mention with its own relative clause of
// having in the present ("the headache she has now", "the asthma you already have") is the
// patient's now, whatever conditional or outcome frame it sits in; an indefinite or bare
// subject of a modal and a verb of onset ("a hernia may form", "diabetes can develop") is an
// outcome that may come; a condition that another one may turn into, after a verb of keeping
// off ("stop the cough from turning into pneumonia"), is kept off. Called from assess
// (context.cpp) and shielded_from (context_frames_hypothetical.cpp). A bare subject identified
// with a noun of what is feared ("since hyperkalaemia is the worry", "lactic acidosis is the
// rare but serious hazard") names what may come. Round 26: a test as the subject of a present
// verb of detection, or a participle of testing with an adverb before "for", names what is
// looked for. The answer to the patient's question of what to watch for names warning signs
// (review rv23). See docs/accuracy.md, rounds 25 and 26.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_frame_words.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// Subjects of a relative clause said of the patient or to the patient.
constexpr std::array<std::string_view, 12> relative_subjects{"she", "he", "you", "i", "they", "we",
                                                            // the tokeniser drops the apostrophe
                                                            "youve", "ive", "shes", "hes", "theyve", "weve"};
// Adverbs between the subject and its verb of having ("she already has", "you still get").
constexpr std::array<std::string_view, 6> having_adverbs{"already", "still", "now", "currently", "also", "always"};
// Present verbs of having ("is having" and a contracted "'ve got" are read apart, below).
constexpr std::array<std::string_view, 4> present_having{"has", "have", "gets", "get"};
// Determiners that make a subject someone's or a known one: not a foretold outcome.
constexpr std::array<std::string_view, 12> definite_or_owned{"the", "this", "that", "these", "those", "his",
                                                             "her",  "your", "my",   "their", "our",  "its"};
constexpr std::array<std::string_view, 5> onset_modals{"may", "might", "could", "can", "will"};
// Verbs of onset after a modal, beyond the lexicon's verbs of occurring ("a hernia may form").
// Round 26: a verb of coming again is an onset to come as well ("as TB can reactivate", "gout
// may recur"), "come" only as "come back".
constexpr std::array<std::string_view, 9> onset_bases{"form",     "emerge",  "set",    "reactivate", "recur",
                                                      "relapse", "reappear", "return", "come"};
// Gerunds of a change into another condition ("from turning into", "from progressing to").
constexpr std::array<std::string_view, 5> change_gerunds{"turning", "developing", "progressing", "going", "evolving"};
// Nouns of what is feared, as the complement of a copula whose subject is the condition. Not
// "concern", "problem", "issue": "hyperkalaemia is the main concern (K 6.8)" is there now.
constexpr std::array<std::string_view, 5> feared_nouns{"worry", "fear", "hazard", "danger", "risk"};

// Round 26: a test's purpose. A participle of testing, an adverb, then "for" ("Screened today
// for chlamydia", "tested again for hepatitis C"; the lexicon reads "screened for" without one),
// and a test as the subject of a present verb of detection ("Annual audiometry picks up
// noise-induced hearing loss", "the smear catches cervical cancer early"): what is looked for,
// not found. The past reports a finding ("the scan picked up a kidney stone"), a person as the
// subject a habit ("she picks up every infection going").
constexpr std::array<std::string_view, 5> testing_participles{"screened", "tested", "checked", "swabbed", "scanned"};
constexpr std::array<std::string_view, 9> testing_adverbs{"today", "again", "also", "routinely", "annually",
                                                          "yearly", "regularly", "now", "both"};
constexpr std::array<std::string_view, 6> detecting_verbs{"picks", "detects", "catches", "spots", "identifies", "finds"};
constexpr std::array<std::string_view, 20> test_nouns{
    "audiometry", "screening", "test",     "tests",       "scan",     "smear",   "ray",
    "ultrasound", "ecg",       "colonoscopy", "mammogram", "mammography", "check", "checks",
    "programme",  "program",   "photograph", "swab",      "spirometry", "endoscopy"};

}  // namespace

bool context_document::impl::test_purpose(const sentence& s, std::size_t t0) const {
  // Up to four words of the mention's own before it ("for chlamydia", "picks up noise-induced
  // hearing loss"), within the clause.
  for (std::size_t j = t0; j > s.b && j + 5 > t0; --j) {
    const std::size_t w = j - 1;
    if (toks[w].kind != tok_kind::word) {
      return false;
    }
    if (is_word(w, "for") && w > s.b) {
      std::size_t a = w;
      while (a > s.b && toks[a - 1].kind == tok_kind::word && in<testing_adverbs>(toks[a - 1].norm) && a + 3 > w) {
        --a;
      }
      return a < w && a > s.b && toks[a - 1].kind == tok_kind::word && in<testing_participles>(toks[a - 1].norm);
    }
    const std::size_t verb = is_word(w, "up") && w > s.b ? w - 1 : w;
    if (in<detecting_verbs>(toks[verb].norm) && (verb == w) != is_word(verb, "picks")) {
      for (std::size_t x = verb; x > s.b && x + 7 > verb; --x) {
        if (toks[x - 1].kind != tok_kind::word) {
          return false;
        }
        if (in<test_nouns>(toks[x - 1].norm)) {
          return true;
        }
      }
      return false;
    }
  }
  return false;
}

// Round 27: a screen named by its condition ("FAST (stroke screen): Face - N", "sepsis screening
// tool completed"): the test's name, not a finding, unless a positive result follows within the
// field ("sepsis screen positive", "chlamydia screen: pos").
constexpr std::array<std::string_view, 3> screen_nouns{"screen", "screening", "screener"};
constexpr std::array<std::string_view, 5> positive_results{"positive", "pos", "reactive", "detected", "triggered"};

bool context_document::impl::names_a_screen(const sentence& s, std::size_t t1) const {
  if (t1 + 1 >= s.e || toks[t1 + 1].kind != tok_kind::word || !in<screen_nouns>(toks[t1 + 1].norm)) {
    return false;
  }
  for (std::size_t k = t1 + 2; k < s.e && k <= t1 + 5; ++k) {
    if (toks[k].kind == tok_kind::word && in<positive_results>(toks[k].norm)) {
      return false;
    }
    if (toks[k].kind == tok_kind::punct && toks[k].norm != ":" && toks[k].norm != "(") {
      break;
    }
  }
  return true;
}

bool context_document::impl::present_relative_of_having(const sentence& s, std::size_t t0, std::size_t t1) const {
  // A definite head: "the asthma she already has", "this rash you've got"; not "a cough he
  // has" (no such relative clause) nor a head with no determiner.
  if (t0 == s.b || toks[t0 - 1].kind != tok_kind::word ||
      !(is_word(t0 - 1, "the") || is_word(t0 - 1, "this") || is_word(t0 - 1, "that"))) {
    return false;
  }
  std::size_t k = t1 + 1;
  if (is_word(k, "that") || is_word(k, "which")) {
    ++k;
  }
  if (k >= s.e || toks[k].kind != tok_kind::word || !in<relative_subjects>(toks[k].norm)) {
    return false;
  }
  const bool contracted = toks[k].norm.size() > 3 && toks[k].norm != "they";  // "youve", "shes"
  ++k;
  while (k < s.e && toks[k].kind == tok_kind::word && in<having_adverbs>(toks[k].norm)) {
    ++k;
  }
  if (k >= s.e || toks[k].kind != tok_kind::word) {
    return false;
  }
  // "is"/"are" only as "is having"; "got" only after a contraction ("you've got"), or after
  // "has"/"have" ("she has got").
  if (is_word(k, "is") || is_word(k, "are")) {
    return is_word(k + 1, "having");
  }
  if (is_word(k, "got")) {
    return contracted;
  }
  // "the cough she has had" is a perfect that runs to now; "the rash you have had removed"
  // would not name a condition there, but that is no relative clause of a condition.
  return in<present_having>(toks[k].norm);
}

bool context_document::impl::foretold_onset_subject(const sentence& s, std::size_t t0, std::size_t t1) const {
  // The subject is bare or indefinite: "a stroke may occur", "diabetes can develop", not "her
  // asthma can develop into ...", "the pain may appear at night", "Peter's ...".
  if (t0 > s.b && toks[t0 - 1].kind == tok_kind::word && in<definite_or_owned>(toks[t0 - 1].norm)) {
    return false;
  }
  std::size_t k = t1 + 1;
  if (k >= s.e || toks[k].kind != tok_kind::word || !in<onset_modals>(toks[k].norm)) {
    return false;
  }
  ++k;
  while (k < s.e && toks[k].kind == tok_kind::word && in<clause_vocab::modal_adverbs>(toks[k].norm) && k < t1 + 5) {
    ++k;
  }
  if (k >= s.e || toks[k].kind != tok_kind::word) {
    return false;
  }
  const bool onset = in<clause_vocab::occurrence_verbs>(toks[k].norm) ||
                     (in<onset_bases>(toks[k].norm) && (!is_word(k, "set") || is_word(k + 1, "in")) &&
                      (!is_word(k, "come") || is_word(k + 1, "back")));
  // "asthma can develop into COPD": the subject changes into another condition, so it is the
  // one there, not the one to come.
  return onset && !is_word(k + 1, "into") && !is_word(k + 1, "from");
}

bool context_document::impl::changed_into_after_shield(const sentence& s, std::size_t t0) const {
  // "stop the cough from turning into pneumonia", "keep the sprain from progressing to
  // arthritis": the verb of keeping off, its object, "from", a gerund of change, "into"/"to",
  // then the mention (an article between). The object itself is there (not this mention).
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an"))) {
    --k;
  }
  if (k < s.b + 3 || !(is_word(k - 1, "into") || is_word(k - 1, "to")) || toks[k - 2].kind != tok_kind::word ||
      !in<change_gerunds>(toks[k - 2].norm) || !is_word(k - 3, "from")) {
    return false;
  }
  for (std::size_t j = k - 3; j > s.b && j + 6 > k - 3; --j) {
    if (toks[j - 1].kind != tok_kind::word) {
      return false;
    }
    if (in<frame_vocab::shield_verbs>(toks[j - 1].norm)) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::identified_as_feared(const sentence& s, std::size_t t0, std::size_t t1) const {
  // A bare subject: "hyperkalaemia is the worry", not "her asthma is the worry" nor "the
  // pneumonia is the main danger now" (someone's, or a known one: there).
  if (t0 > s.b && toks[t0 - 1].kind == tok_kind::word && in<definite_or_owned>(toks[t0 - 1].norm)) {
    return false;
  }
  std::size_t k = t1 + 1;
  if (!(is_word(k, "is") || is_word(k, "are") || is_word(k, "remains")) ||
      !(is_word(k + 1, "the") || is_word(k + 1, "a") || is_word(k + 1, "one"))) {
    return false;
  }
  // Up to four modifiers ("the rare but serious hazard", "the main worry"), then the noun,
  // which closes the clause or takes "here"/"now"/"with"/"of"/"for" after it.
  for (std::size_t j = k + 2; j < s.e && j <= k + 6 && toks[j].kind == tok_kind::word; ++j) {
    if (in<feared_nouns>(toks[j].norm)) {
      return j + 1 >= s.e || toks[j + 1].kind != tok_kind::word || is_word(j + 1, "here") || is_word(j + 1, "now") ||
             is_word(j + 1, "with") || is_word(j + 1, "of") || is_word(j + 1, "for");
    }
  }
  return false;
}

bool context_document::impl::answers_what_to_watch_for(std::size_t si) const {
  const sentence& s = sentences[si];
  if (!dialogue || s.turn <= 0) {
    return false;
  }
  const turn_info& answer = turns[static_cast<std::size_t>(s.turn)];
  const turn_info& asked = turns[static_cast<std::size_t>(s.turn) - 1];
  if (answer.first_sentence != si || answer.speaker != role::clinician || asked.speaker != role::patient ||
      asked.end_sentence == 0) {
    return false;
  }
  // The patient's last sentence: a question that opens with a wh-word and asks what to look
  // or watch out for, or for the warning signs ("what should I be looking out for?", "what
  // signs do I watch for?", "what are the warning signs?"); not "what is this rash?".
  const sentence& q = sentences[asked.end_sentence - 1];
  std::size_t k = q.b;
  while (k < q.e && toks[k].kind != tok_kind::word) {
    ++k;
  }
  if (!q.question || !(is_word(k, "what") || is_word(k, "which"))) {
    return false;
  }
  for (std::size_t j = k + 1; j + 1 < q.e; ++j) {
    const bool looking = is_word(j, "look") || is_word(j, "looking") || is_word(j, "watch") || is_word(j, "watching");
    if ((looking && (is_word(j + 1, "for") || (is_word(j + 1, "out") && is_word(j + 2, "for")))) ||
        (is_word(j, "warning") && (is_word(j + 1, "signs") || is_word(j + 1, "sign")))) {
      return true;
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical
