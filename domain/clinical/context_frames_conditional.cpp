// Conditional frames (issue 18, rounds 11-13 and 19-20), moved from
// context_frames_hypothetical.cpp when it passed 700 lines: the shapes of an "if" clause and
// what hangs on it - an indication said as a condition ("if X, take Y"), an "or" that
// continues an antecedent, a possessive inside an antecedent that presupposes the condition,
// a possible outcome before "if"/"unless", a reason clause after a supposition, the consequent
// of a conditional and an inverted conditional. Called from apply_clause_frames
// (context_frames.cpp); their word lists are in context_frame_words.hpp. See
// docs/accuracy.md, rounds 11-13, 19 and 20.

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

bool context_document::impl::conditional_indication(const sentence& s, std::size_t t0) const {
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "any") || is_word(k - 1, "the"))) {
    --k;
  }
  if (k > s.b + 1 && is_word(k - 1, "to") && (is_word(k - 2, "point") || is_word(k - 2, "points"))) {
    --k;
  }
  if (k < s.b + 2 || toks[k - 1].kind != tok_kind::word || !in<indicating_verbs>(toks[k - 1].norm) ||
      !is_word(k - 2, "would")) {
    return false;
  }
  for (std::size_t j = s.b; j + 2 < k; ++j) {
    if (is_word(j, "if") && !is_word(j + 1, "anything")) {
      return true;
    }
  }
  return false;
}

std::size_t context_document::impl::antecedent_if(const sentence& s, std::size_t t0, std::size_t reach) const {
  for (std::size_t k = t0, words = 0; k > s.b && words <= reach; --k) {
    const ctoken& t = toks[k - 1];
    if (t.kind == tok_kind::punct) {
      return s.e;
    }
    if (t.norm == "if") {
      return k > s.b + 1 && is_word(k - 2, "as") ? s.e : k - 1;  // "as if" compares
    }
    ++words;
  }
  return s.e;
}

bool context_document::impl::conditional_disjunct(const sentence& s, std::size_t t0) const {
  // "if the pain moves to the right side or he starts vomiting": an "or" within the window
  // before the mention, and an "if" before the "or", with no punctuation between them.
  for (std::size_t k = t0, words = 0; k > s.b && words <= 8; --k, ++words) {
    const ctoken& t = toks[k - 1];
    if (t.kind == tok_kind::punct) {
      return false;
    }
    if (t.norm == "or") {
      return antecedent_if(s, k - 1, 16) != s.e;
    }
  }
  return false;
}

bool context_document::impl::possessed_in_antecedent(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (t0 == s.b || toks[t0 - 1].kind != tok_kind::word ||
      !in(std::array<std::string_view, 5>{"your", "his", "her", "my", "their"}, toks[t0 - 1].norm) ||
      antecedent_if(s, t0 - 1, 3) == s.e) {
    return false;
  }
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 4 && toks[k].kind == tok_kind::word; ++k) {
    if (in<recurrence_words>(toks[k].norm) || in<level_words>(toks[k].norm)) {
      return false;  // "if your chest pain comes back": not there now
    }
  }
  return true;
}

bool context_document::impl::outcome_before_condition(const sentence& s, std::size_t t0, std::size_t t1) const {
  // Before the mention: a modal of possibility, a verb of getting, at most an article between.
  std::size_t k = t0;
  if (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an"))) {
    --k;
  }
  if (k > s.b && is_word(k - 1, "with") && k > s.b + 2 && is_word(k - 2, "up") && is_word(k - 3, "end")) {
    k -= 2;  // "end up with"
  } else if (!(k > s.b && (is_word(k - 1, "have") || is_word(k - 1, "get") || is_word(k - 1, "develop")))) {
    return false;
  }
  --k;
  if (!(k > s.b && (is_word(k - 1, "could") || is_word(k - 1, "might") || is_word(k - 1, "may")))) {
    return false;
  }
  // After it, in the same clause: "if" or "unless" (not "if anything": a hedge of degree).
  for (std::size_t j = t1 + 1; j < s.e && j <= t1 + 3; ++j) {
    if (toks[j].kind != tok_kind::word) {
      if (toks[j].norm != ",") {
        return false;
      }
      continue;
    }
    if ((is_word(j, "if") && !is_word(j + 1, "anything")) || is_word(j, "unless")) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::reasoned_consequent(const sentence& s, std::size_t t0) const {
  // Back from the mention: an article, then "be", a modal of possibility, a pronoun subject and
  // a word of reason ("as it could be a", "because that would be", ", may be" without a subject).
  std::size_t k = t0;
  if (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "the"))) {
    --k;
  }
  if (k < s.b + 2 || !is_word(k - 1, "be")) {
    return false;
  }
  k -= 2;
  if (!(is_word(k, "could") || is_word(k, "would") || is_word(k, "may") || is_word(k, "might") ||
        is_word(k, "can"))) {
    return false;
  }
  std::size_t opener = k;  // the consequent's first token
  if (k > s.b && (is_word(k - 1, "it") || is_word(k - 1, "that") || is_word(k - 1, "this"))) {
    opener = k - 1;
    if (opener > s.b && (is_word(opener - 1, "as") || is_word(opener - 1, "because") || is_word(opener - 1, "since"))) {
      --opener;
    }
  }
  // Without a reason word the consequent opens after a comma (", it may be pre-eclampsia").
  if (opener == s.b || !(toks[opener - 1].kind == tok_kind::punct ? toks[opener - 1].norm == "," :
                                                                       is_word(opener, "as") || is_word(opener, "because") ||
                                                                           is_word(opener, "since"))) {
    return false;
  }
  // A supposition before it, with no contrast in between ("..., but as it could be TB, ..."
  // reasons about the patient's case).
  for (std::size_t j = opener; j > s.b; --j) {
    const std::size_t c = j - 1;
    if (toks[c].kind != tok_kind::word) {
      if (toks[c].norm == ";" || toks[c].norm == ":") {
        return false;
      }
      continue;
    }
    if (is_word(c, "but") || is_word(c, "however") || is_word(c, "although")) {
      return false;
    }
    // "if", not "whether" after a verb of asking or finding out ("asked if it could be TB").
    // Nor an "if" that tells when a symptom shows ("worse if he lies flat, could be reflux",
    // "only if he eats spicy food, it might be gastritis") or hedges the speaker's own words
    // ("if you ask me, it could be gout", "if I had to guess, it may be a migraine"): the
    // possibility after it is the working diagnosis, uncertain, not a warning (review rv16).
    if (is_word(c, "if") && !is_word(c + 1, "anything") && !speaker_hedge(c + 1) &&
        !(is_word(c + 1, "you") && is_word(c + 2, "ask")) &&
        !(c > s.b && (is_word(c - 1, "worse") || is_word(c - 1, "better") || is_word(c - 1, "only") ||
                      is_word(c - 1, "especially") || is_word(c - 1, "particularly") ||
                      is_word(c - 1, "mainly") || is_word(c - 1, "mostly"))) &&
        !(c > s.b && (is_word(c - 1, "ask") || is_word(c - 1, "asked") || is_word(c - 1, "asks") ||
                      is_word(c - 1, "wonder") || is_word(c - 1, "wondered") || is_word(c - 1, "see") ||
                      is_word(c - 1, "check") || is_word(c - 1, "know") || is_word(c - 1, "unsure")))) {
      return true;
    }
    // "Any headache or blurred vision - come in, it may be pre-eclampsia": a sentence opened by
    // "any" with an instruction after it is a supposition too ("any X and you stop", round 14).
    if (c == s.b && is_word(c, "any")) {
      for (std::size_t v = c + 1; v < opener; ++v) {
        if (toks[v].kind == tok_kind::word && in<clause_vocab::instruction_verbs>(toks[v].norm)) {
          return true;
        }
      }
    }
    if (is_word(c, "unless") || (is_word(c, "case") && c > s.b && is_word(c - 1, "in")) ||
        (is_word(c, "should") && c + 1 < s.e && toks[c + 1].kind == tok_kind::word &&
         (in<inverted_subject>(toks[c + 1].norm) || is_word(c + 1, "his") || is_word(c + 1, "her") ||
          is_word(c + 1, "the") || is_word(c + 1, "your")))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::conditional_consequent(const sentence& s, std::size_t t0) const {
  std::size_t k = s.b;
  // Openers, and in speech the comma after one ("so , if she can't keep fluids down ...").
  while (k < s.e && (toks[k].kind == tok_kind::word
                         ? in<openers>(toks[k].norm)
                         : toks[k].norm == "," && k > s.b && in<openers>(toks[k - 1].norm))) {
    ++k;
  }
  // Round 18: the Hindi conditional "agar ... toh ..., woh stroke hoga": a demonstrative subject
  // right before the mention, after the "toh" of the conditional and a comma, and a copula after
  // it, as English "If ..., that is a stroke".
  if (is_word(k, "agar")) {
    if (t0 < k + 3 || !(is_word(t0 - 1, "woh") || is_word(t0 - 1, "wo") || is_word(t0 - 1, "vo") ||
                        is_word(t0 - 1, "ye") || is_word(t0 - 1, "yeh")) ||
        toks[t0 - 2].kind != tok_kind::punct || toks[t0 - 2].norm != ",") {
      return false;
    }
    bool toh = false;
    for (std::size_t j = k + 1; j + 2 < t0 && !toh; ++j) {
      toh = is_word(j, "toh") || is_word(j, "to");
    }
    for (std::size_t j = t0 + 1; toh && j < s.e && j <= t0 + 4 && toks[j].kind == tok_kind::word; ++j) {
      if (is_word(j, "hoga") || is_word(j, "hogi") || is_word(j, "hoge") || is_word(j, "hai")) {
        return true;
      }
    }
    return false;
  }
  // Round 19: the Bengali conditional "jodi ..., tahole X hote pare" (if ..., then it may be X):
  // "tahole" (then) after the conditional clause's comma, right before the mention, and a verb
  // of being after it ("hote pare", "hobe", "hoy"), as the Hindi "agar ... toh ..." above.
  if (is_word(k, "jodi")) {
    if (t0 < k + 3 || !is_word(t0 - 1, "tahole") || toks[t0 - 2].kind != tok_kind::punct ||
        toks[t0 - 2].norm != ",") {
      return false;
    }
    for (std::size_t j = t0 + 1; j < s.e && j <= t0 + 4 && toks[j].kind == tok_kind::word; ++j) {
      if (is_word(j, "hote") || is_word(j, "hobe") || is_word(j, "hoy")) {
        return true;
      }
    }
    return false;
  }
  // Round 18: the conditional may open a later clause, after ";" or ":" ("keep offering sips ; if
  // she stops having wet nappies , that means dehydration"): the last such "if" before the mention.
  // Round 24: in speech after a comma too ("keep the dressing dry , and if it gets red , that's
  // an infection"), the consequent's shape below being required all the same.
  for (std::size_t j = t0; j > k + 1 && !is_word(k, "if"); --j) {
    if (toks[j - 1].kind == tok_kind::punct &&
        (toks[j - 1].norm == ";" || toks[j - 1].norm == ":" || toks[j - 1].norm == ",")) {
      if (toks[j - 1].norm == "," && !is_word(j, "if") && !(in<openers>(toks[j].norm) && is_word(j + 1, "if"))) {
        continue;
      }
      std::size_t c = j;
      while (c < t0 && toks[c].kind == tok_kind::word && in<openers>(toks[c].norm)) {
        ++c;
      }
      if (c < t0 && is_word(c, "if")) {
        k = c;
      }
      break;
    }
  }
  // Round 25 (ctx26): an instruction that holds its condition ("Call an ambulance if the face
  // droops or the speech slurs"), then after a colon or a semicolon what those signs would be
  // ("...: these are signs of a stroke"): the consequent after that colon, the same shape
  // required below. Not a consequent after a comma (an instruction's own list of signs).
  std::size_t separator = t0;
  if (!is_word(k, "if") && toks[k].kind == tok_kind::word && in<clause_vocab::instruction_verbs>(toks[k].norm)) {
    for (std::size_t c = t0; c > k + 2; --c) {
      if (toks[c - 1].kind == tok_kind::punct && (toks[c - 1].norm == ":" || toks[c - 1].norm == ";")) {
        separator = c - 1;
        break;
      }
    }
    for (std::size_t c = k + 1; separator < t0 && c < separator; ++c) {
      if (is_word(c, "if")) {
        k = c;
        break;
      }
    }
  }
  if (!(is_word(k, "if") || (is_word(k, "should") && k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
                              in<inverted_subject>(toks[k + 1].norm)))) {
    return false;
  }
  // "if anything" is a hedge of degree, not a condition ("Diagnosis: if anything, this is a
  // migraine": review rv15; the lexicon's pseudo-trigger hides it from the "if" trigger), nor
  // is a hedge of the speaker's words ("If you ask me, it could be gout": review rv16).
  if (is_word(k, "if") && (is_word(k + 1, "anything") || speaker_hedge(k + 1))) {
    return false;
  }
  // The consequent begins after the conditional clause's comma; round 24: after its last one,
  // as a spoken antecedent runs on over commas ("if she can't keep fluids down , or , um ,
  // she's not peeing , those are signs of dehydration").
  std::size_t comma = separator;
  for (std::size_t c = t0; comma == t0 && c > k + 1; --c) {
    if (toks[c - 1].kind == tok_kind::punct && toks[c - 1].norm == ",") {
      comma = c - 1;
      break;
    }
  }
  if (comma >= t0) {
    return false;
  }
  // ... with a pronoun subject and a copula, a modal "be" or "means", then the mention.
  std::size_t j = comma + 1;
  // Or the clinician's naming in the future ("If the readings stay high, we will call it
  // hypertension", "..., I'd label it a migraine"): the name waits on the condition (round 14).
  if (j + 2 < t0 && toks[j].kind == tok_kind::word && in<course_vocab::naming_subjects>(toks[j].norm)) {
    std::size_t v = j + 1;
    if (in<course_vocab::naming_modals>(toks[v].norm)) {
      ++v;
    } else if (!in<course_vocab::naming_contractions>(toks[j].norm)) {
      return false;
    }
    // Round 24: "we'd be thinking appendicitis", "i'd be worried about a clot".
    if (v < t0 && is_word(v, "be")) {
      ++v;
    }
    if (v >= t0 || !in<course_vocab::naming_verbs>(toks[v].norm)) {
      return false;
    }
    ++v;
    while (v < t0 && toks[v].kind == tok_kind::word &&
           (in<course_vocab::naming_objects>(toks[v].norm) || in<predicate_fillers>(toks[v].norm)) &&
           !is_word(v, "the")) {
      ++v;
    }
    return v == t0;
  }
  if (!(j < t0 && toks[j].kind == tok_kind::word && in<consequent_subjects>(toks[j].norm))) {
    return false;
  }
  const bool contracted = is_word(j, "thats") || is_word(j, "its");
  ++j;
  std::size_t verbs = 0;
  while (j < t0 && toks[j].kind == tok_kind::word && in<consequent_verbs>(toks[j].norm) && verbs < 3) {
    ++j;
    ++verbs;
  }
  if (verbs == 0 && !contracted) {
    return false;
  }
  // Round 24: "those are signs of dehydration", "that's a warning sign of sepsis".
  while (j < t0 && toks[j].kind == tok_kind::word &&
         (in<predicate_fillers>(toks[j].norm) || is_word(j, "likely") || is_word(j, "probably") ||
          in<consequent_sign_words>(toks[j].norm))) {
    ++j;
  }
  return j == t0;
}

bool context_document::impl::names_foretold_clause(const sentence& s, std::size_t t0, std::size_t t1) const {
  // Round 24: "very rarely , the lips or tongue can swell up on this , that's angioedema": a
  // demonstrative right after a comma names the event of the clause before it, so the name is as
  // foretold as that clause ("can swell up" is an outcome that may come). So does a bare name
  // set off by commas after it ("the glipizide can drop your sugar too low , hypoglycemia , so
  // ..."). Only a clause the mood rules read as foretold (a modal of possibility with a verb of
  // happening, not "you can see the redness here , that's cellulitis": a perception, no outcome).
  std::size_t k = t0;
  while (k > s.b && toks[k - 1].kind == tok_kind::word &&
         (in<predicate_fillers>(toks[k - 1].norm) || is_word(k - 1, "called"))) {
    --k;
  }
  const bool closes = t1 + 1 >= s.e || toks[t1 + 1].kind == tok_kind::punct;
  if (closes && k > s.b && toks[k - 1].kind == tok_kind::punct && toks[k - 1].norm == ",") {
    // the bare name: the comma before it is the clause's edge
  } else if (k > s.b && (is_word(k - 1, "thats") || is_word(k - 1, "its"))) {
    --k;
  } else {
    if (k > s.b + 1 && is_word(k - 1, "be") &&
        (is_word(k - 2, "could") || is_word(k - 2, "would") || is_word(k - 2, "may") || is_word(k - 2, "might"))) {
      k -= 2;
    } else if (k > s.b && is_word(k - 1, "is")) {
      --k;
    } else {
      return false;
    }
    if (!(k > s.b && (is_word(k - 1, "that") || is_word(k - 1, "which") || is_word(k - 1, "this")))) {
      return false;
    }
    --k;
  }
  if (k == s.b || toks[k - 1].kind != tok_kind::punct || toks[k - 1].norm != ",") {
    return false;
  }
  const std::size_t comma = k - 1;
  std::size_t clause = comma;  // the clause before the comma, from the punctuation before it
  while (clause > s.b && toks[clause - 1].kind != tok_kind::punct) {
    --clause;
  }
  for (std::size_t oi = s.occ_b; oi < s.occ_e; ++oi) {
    const occurrence& o = occs[oi];
    if ((o.effects & e_foretold) != 0 && o.dir == scope::forward && o.b >= clause && o.e <= comma) {
      return true;
    }
  }
  // The mood rules stop a modal's reach at a possessor ("the glipizide can drop your sugar too
  // low"); the clause's verb group is what matters here: a modal of possibility after a subject
  // that is a thing, not a person ("i can't sleep , insomnia" is a habit; "you can see ...").
  for (std::size_t m = clause + 1; m + 1 < comma; ++m) {
    if (toks[m].kind == tok_kind::word && in<modal_possibility>(toks[m].norm) &&
        toks[m - 1].kind == tok_kind::word && !in<clause_vocab::not_generic>(toks[m - 1].norm) &&
        !is_word(m - 1, "they") && !is_word(m - 1, "who") && toks[m + 1].kind == tok_kind::word &&
        !is_word(m + 1, "not")) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::inverted_conditional(const sentence& s, std::size_t t0) const {
  // "Should you become short of breath, ...", "..., and should the baby get a rash": a
  // clause-initial "should" before its subject is "if". Not in a question ("Should I worry
  // about the rash?" asks advice) and not for a definite mention (there already).
  if (s.question || definite_before(s, t0)) {
    return false;
  }
  // Back from the mention within its clause, at most ten words (no clause_begin scan: this
  // runs for most mentions).
  for (std::size_t k = t0, words = 0; k > s.b && words < 10; --k, ++words) {
    const ctoken& t = toks[k - 1];
    if (t.kind != tok_kind::word || t.norm == "but" || t.norm == "however") {
      return false;
    }
    if (t.norm != "should" || k >= t0 || toks[k].kind != tok_kind::word || !in<inverted_subject>(toks[k].norm)) {
      continue;
    }
    // Clause-initial: at the sentence's start, after punctuation, or after an opener word.
    std::size_t b = k - 1;
    while (b > s.b && toks[b - 1].kind == tok_kind::word && in<openers>(toks[b - 1].norm)) {
      --b;
    }
    return b == s.b || toks[b - 1].kind == tok_kind::punct;
  }
  return false;
}

}  // namespace cxs::domain::clinical
