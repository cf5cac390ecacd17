// Whether one mention of a condition is a problem of the patient in this visit, read from the
// words around it: not-a-problem cues and their frames, headings, examination findings,
// allergy sentences, a test's purpose, a history the assessment manages today. Split from
// diagnoses.cpp, which weighs these answers across a consult's mentions.

#include "domain/extraction/diagnosis_mentions.hpp"

#include <algorithm>
#include <iterator>
#include <span>
#include <string_view>

#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_exclusions.hpp"

namespace cxs::domain::extraction::detail {

// A lower-case word and its token key (text::token_key), computed at compile time: round 12's
// checks run for every condition mention, so their common case is decided by comparing keys.
struct keyed_word {
  std::string_view word;
  std::uint64_t key;
  constexpr explicit keyed_word(std::string_view w) : word(w), key(text::token_key(w)) {}
};
static bool key_is(const workspace& ws, std::size_t k, const keyed_word& w) {
  const auto& t = ws.tokens[k];
  return t.key == w.key && text::word_is(ws.text, t, w.word);
}
static constexpr keyed_word kw_or{"or"};
static constexpr keyed_word kw_nor{"nor"};
static constexpr keyed_word kw_for{"for"};
static constexpr keyed_word kw_had{"had"};
static constexpr keyed_word kw_check{"check"};
static constexpr keyed_word kw_test{"test"};
static constexpr keyed_word kw_rule{"rule"};
static constexpr keyed_word kw_dekhne{"dekhne"};
static constexpr keyed_word kw_janchne{"janchne"};
static constexpr keyed_word kw_jaanchne{"jaanchne"};
static constexpr keyed_word kw_ke{"ke"};

// "possible causes are medications, alcohol abuse, fatty liver disease, hepatitis,
// cirrhosis": a list whose earlier member a not-a-problem cue took (`prev_end`, one past
// its last token) carries the cue to the members after it, however long the list grows,
// while only list separators and a few words of the next item stand between them and no
// clause break does ("..., but you do have hepatitis").
bool continues_excluded_list(const workspace& ws, std::size_t prev_end, std::size_t first) {
  if (prev_end == 0 || prev_end > first || first - prev_end > 6 ||
      ws.sentence_of_token[prev_end - 1] != ws.sentence_of_token[first]) {
    return false;
  }
  bool separator = false;
  for (std::size_t i = prev_end; i < first; ++i) {
    const auto& t = ws.tokens[i];
    if (t.kind == text::token_kind::symbol) {
      const auto sym = ws.text.substr(t.span.start, t.span.end - t.span.start);
      if (sym != ",") {
        return false;  // ";", ":", "." or a dash: the list ends
      }
      separator = true;
    } else if (text::word_is(ws.text, t, "and") || text::word_is(ws.text, t, "or")) {
      separator = true;
    }
  }
  const std::span<const text::token> toks(ws.tokens);
  return separator && !diagnosis_cues::clause_breaks().find(ws.text, toks, prev_end, first).has_value();
}

// "it's not from an infection or diabetes", "not caused by lupus or gout", "it is not lupus ,
// gout or psoriasis": ConText's "not" reaches two words, so the later members of a list it
// negates were read as present. A mention that is a later member of an "or" list (after
// "or"/"nor", or a comma of a list that goes on to its "or") whose first member follows
// "not" (or "n't") is negated with it. Between "not" and the list only a preposition of
// cause ("from", "caused by", "due to") and the earlier members' words may stand, so "i'm not
// sure it's lupus or gout" (a verb between) and "not lupus , you have gout" (a clause after
// the comma) are untouched, and so is "and" ("no fracture and the sprain ...").
bool negated_disjunct(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const auto joint = [&ws](std::size_t at) {
    const auto& t = ws.tokens[at];
    for (const std::string_view w : {"from", "by", "caused", "due", "to", "related", "just", "a", "an", "the", "any",
                                     "even"}) {
      if (text::word_is(ws.text, t, w)) {
        return true;
      }
    }
    return false;
  };
  const auto symbol = [&ws](std::size_t k, std::string_view sym) {
    const auto& t = ws.tokens[k];
    return t.kind == text::token_kind::symbol && ws.text.substr(t.span.start, t.span.end - t.span.start) == sym;
  };
  const auto disjunction = [&ws](std::size_t k) { return key_is(ws, k, kw_or) || key_is(ws, k, kw_nor); };
  const std::span<const text::token> toks(ws.tokens);
  const auto det = [&ws](std::size_t at) {
    const auto& t = ws.tokens[at];
    return text::word_is(ws.text, t, "a") || text::word_is(ws.text, t, "an") || text::word_is(ws.text, t, "the") ||
           text::word_is(ws.text, t, "any") || text::word_is(ws.text, t, "even");
  };
  bool joint_near = false;  // the common case decided by a few checks: no "or", "nor" or comma just before
  for (std::size_t j = first; j > s.first && first - j < 3 && !joint_near; --j) {
    joint_near = disjunction(j - 1) || (ws.tokens[j - 1].kind == text::token_kind::symbol && symbol(j - 1, ","));
  }
  if (!joint_near) {
    return false;
  }
  std::size_t k = first;
  while (k > s.first && det(k - 1)) {
    --k;
  }
  if (k == s.first) {
    return false;
  }
  --k;  // the joint before the member
  if (!disjunction(k)) {
    if (!symbol(k, ",")) {
      return false;
    }
    // A comma: the list must go on to its "or" within a few words, before any other break.
    bool goes_on = false;
    for (std::size_t j = first + 1; j < s.end && j <= first + 8 && !goes_on; ++j) {
      if (disjunction(j)) {
        goes_on = true;
      } else if ((ws.tokens[j].kind == text::token_kind::symbol && !symbol(j, ",")) ||
                 text::word_is(ws.text, ws.tokens[j], "and") || text::word_is(ws.text, ws.tokens[j], "but") ||
                 text::word_is(ws.text, ws.tokens[j], "so") || text::word_is(ws.text, ws.tokens[j], "however") ||
                 text::word_is(ws.text, ws.tokens[j], "although") || text::word_is(ws.text, ws.tokens[j], "though")) {
        break;
      }
    }
    if (!goes_on) {
      return false;
    }
  }
  // Back over the earlier members (words and list commas) and a preposition of cause to "not".
  std::size_t words = 0;
  while (k > s.first && words < 8) {
    --k;
    const auto& t = ws.tokens[k];
    if (text::word_is(ws.text, t, "not") || text::word_is(ws.text, t, "n't") || text::word_is(ws.text, t, "nt")) {
      return words > 0;
    }
    const auto w = ws.text.substr(t.span.start, t.span.end - t.span.start);
    if (t.kind == text::token_kind::word && (w.ends_with("n't") || w.ends_with("N'T"))) {
      return words > 0;
    }
    if (symbol(k, ",") || disjunction(k) || joint(k)) {
      continue;
    }
    if (t.kind != text::token_kind::word || diagnosis_cues::stop_words().find(ws.text, toks, k, k + 1)) {
      return false;
    }
    ++words;
  }
  return false;
}

// Whether the "signs of" cue starting at token `at`, naming the mention at `first`, is framed
// as teaching: the condition's signs described ("symptoms of a stroke include ...", "... are
// ..."), or the cue after "the" or "warning" ("know the signs of a stroke") that no finding
// verb precedes ("he has the symptoms of a cold"), or after "watch for" / "look out for".
static bool teaching_frame(const workspace& ws, std::size_t at, std::size_t first, std::size_t sentence_first) {
  const auto word_before = [&](std::size_t k, std::string_view w) {
    return k > sentence_first && text::word_is(ws.text, ws.tokens[k - 1], w);
  };
  const std::span<const text::token> toks(ws.tokens);
  const auto& s = ws.sentence_at_token(first);
  for (std::size_t j = first + 1; j < s.end && j <= first + 6 && ws.tokens[j].kind == text::token_kind::word; ++j) {
    if (text::word_is(ws.text, ws.tokens[j], "are") || text::word_is(ws.text, ws.tokens[j], "include") ||
        text::word_is(ws.text, ws.tokens[j], "includes")) {
      return true;
    }
  }
  std::size_t k = at;
  bool framed = false;
  if (word_before(k, "warning")) {
    --k;
    framed = true;
  }
  if (word_before(k, "the")) {
    --k;
    framed = true;
  } else if (word_before(k, "for") && (word_before(k - 1, "watch") || word_before(k - 1, "out"))) {
    return true;
  }
  return framed && !(k > sentence_first && diagnosis_cues::finding_verbs().find(ws.text, toks, k - 1, k));
}

// Whether a doubt ending at token `from` reaches the mention at `first` as a copula's
// complement: "[that] it/this/that is|'s|was [a few words] <mention>".
static bool doubted_complement(const workspace& ws, std::size_t from, std::size_t first) {
  std::size_t k = from;
  const auto is = [&](std::size_t i, std::string_view w) { return i < first && text::word_is(ws.text, ws.tokens[i], w); };
  if (is(k, "that") && !is(k + 1, "is") && !is(k + 1, "'s")) {
    ++k;  // "doubtful that it's ...", not the subject "that is"
  }
  bool copula = false;
  if (is(k, "it's") || is(k, "that's") || is(k, "this's")) {
    copula = true;
    ++k;
  } else if (is(k, "it") || is(k, "this") || is(k, "that")) {
    ++k;
    if (is(k, "is") || is(k, "'s") || is(k, "was")) {
      copula = true;
      ++k;
    } else if ((is(k, "would") || is(k, "will") || is(k, "could")) && is(k + 1, "be")) {
      copula = true;
      k += 2;
    }
  }
  return copula && first >= k && first - k <= 3;
}

// Whether the not-a-problem cue at tokens [cue_first, cue_end) is "concerned/worried about"
// said by the clinician in the first person ("i'm", "i am", "we're", "we are", a degree word
// between: "i'm a little concerned about").
static bool clinician_concern(const workspace& ws, std::size_t cue_first, std::size_t cue_end) {
  static const cue_set concern{"concerned about", "worried about", "worried that", "concerned that", "worried it",
                               "concerned it", "worried this"};
  const std::span<const text::token> toks(ws.tokens);
  if (!concern.find(ws.text, toks, cue_first, cue_end) ||
      ws.speaker_at(ws.tokens[cue_first].span.start) == speaker::patient) {
    return false;
  }
  static const cue_set persons{"i'm", "i am", "im", "i 'm", "we're", "we are", "were", "we 're"};
  static const cue_set degrees{"a little", "a bit", "somewhat", "very", "quite", "really", "most", "more",
                               "also", "still", "a little bit"};
  std::size_t at = cue_first;
  if (const auto d = degrees.find_last(ws.text, toks, at > 3 ? at - 3 : 0, at); d && d->end == at) {
    at = d->first;
  }
  const auto p = persons.find_last(ws.text, toks, at > 3 ? at - 3 : 0, at);
  if (!p || p->end != at) {
    return false;
  }
  // "were" stands for "we're" as transcripts drop the apostrophe, but "you were worried about
  // cancer" tells the patient's worry back: a subject before it is not the clinician.
  if (text::word_is(ws.text, ws.tokens[p->first], "were") && p->first > 0 &&
      ws.tokens[p->first - 1].kind == text::token_kind::word && !text::word_is(ws.text, ws.tokens[p->first - 1], "we")) {
    return false;
  }
  return true;
}

// Whether the cue at [cue_first, cue_end) is an "either" after a hedge earlier in its sentence
// (from `sentence_first`): "concerning for ..., either X or Y", "possible ..., either X or Y".
static bool hedged_either(const workspace& ws, std::size_t cue_first, std::size_t cue_end, std::size_t sentence_first) {
  static const cue_set either{"either"};
  static const cue_set hedges{"concerning for", "concern for", "suspicious for", "possible", "possibly",
                              "likely", "probable", "differential", "ddx", "suspect", "suspected",
                              "worrisome for", "could be", "may be", "might be"};
  const std::span<const text::token> toks(ws.tokens);
  return either.find(ws.text, toks, cue_first, cue_end).has_value() &&
         hedges.find(ws.text, toks, sentence_first, cue_first).has_value();
}

bool not_a_problem(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::size_t from = first > s.first + 16 ? first - 16 : s.first;
  const std::span<const text::token> toks(ws.tokens);
  const auto cue = diagnosis_cues::not_a_problem().find_last(ws.text, toks, from, first);
  if (!cue || cue->end > first) {
    return false;
  }
  // A test or study whose result follows names what it found: "the nerve study confirmed
  // carpal tunnel syndrome", "the sleep study showed sleep apnea"; not "a study of diabetes",
  // "we'll test for strep".
  const cue_set& test_cues = diagnosis_cues::test_cues();
  const cue_set& results = diagnosis_cues::test_results();
  if (test_cues.find(ws.text, toks, cue->first, cue->end) && results.find(ws.text, toks, cue->end, first)) {
    return false;
  }
  // The clinician's own concern is a suspected diagnosis ("i'm concerned about a retinal
  // detachment", "we are worried about sepsis"): ConText makes it provisional; only its object
  // (at most three words after), not a later clause ("i'm concerned about your heart, and
  // there is a possibility of angina"). The patient's
  // worry ("i'm worried about cancer") and a third person's ("she is worried about ...") stay
  // out (review round 4).
  if (first <= cue->end + 3 && clinician_concern(ws, cue->first, cue->end)) {
    return false;
  }
  // "concerning for inflammatory bowel disease, either ulcerative colitis or crohn's disease":
  // an "either" inside a hedged differential lists its arms, it does not set them aside.
  if (hedged_either(ws, cue->first, cue->end, s.first)) {
    return false;
  }
  // "signs of a" is teaching only in a teaching frame ("the warning signs of a stroke are",
  // "watch for signs of a stroke"); the patient's own ("he has been having symptoms of a
  // cold", "your exam shows signs of an ear infection") are a finding.
  if (diagnosis_cues::education_cues().find(ws.text, toks, cue->first, cue->end) &&
      !teaching_frame(ws, cue->first, first, s.first)) {
    return false;
  }
  // A risk or complication owned by a possessive is the patient's own ("his diabetes
  // complications include neuropathy", "her main cardiovascular risk is diabetes"), not what
  // may come ("the risks include infection", "your risk of heart disease": only the noun as
  // the subject of a copula or "include").
  const auto names_its_own = [&](std::size_t at) {
    return at < first && (text::word_is(ws.text, ws.tokens[at], "is") || text::word_is(ws.text, ws.tokens[at], "are") ||
                          text::word_is(ws.text, ws.tokens[at], "include") ||
                          text::word_is(ws.text, ws.tokens[at], "includes"));
  };
  if (diagnosis_cues::risk_nouns().find(ws.text, toks, cue->first, cue->end) && names_its_own(cue->end)) {
    for (std::size_t j = cue->first; j-- > s.first && j + 4 > cue->first;) {
      if (ws.tokens[j].kind != text::token_kind::word) {
        break;
      }
      for (std::string_view p : {"his", "her", "my", "your", "their", "our"}) {
        if (text::word_is(ws.text, ws.tokens[j], p)) {
          return false;
        }
      }
    }
  }
  // The cause of a risk is no risk: "the risk of falls is higher because of his Parkinson's
  // disease", "complications due to her diabetes" name the patient's condition after a causal
  // connective between the risk noun and the mention (round 13).
  if (diagnosis_cues::risk_nouns().find(ws.text, toks, cue->first, cue->end)) {
    for (std::size_t j = cue->end; j + 1 < first; ++j) {
      if ((text::word_is(ws.text, ws.tokens[j], "because") || text::word_is(ws.text, ws.tokens[j], "due")) &&
          (text::word_is(ws.text, ws.tokens[j + 1], "of") || text::word_is(ws.text, ws.tokens[j + 1], "to"))) {
        return false;
      }
    }
  }
  // A doubt reaches only the complement of a copula ("i doubt this is appendicitis",
  // "doubtful that it's a fracture"), not every noun after it ("i doubt the inhaler is
  // helping your asthma", "i doubt he needs antibiotics for this pneumonia").
  if (diagnosis_cues::doubt_cues().find(ws.text, toks, cue->first, cue->end) &&
      !doubted_complement(ws, cue->end, first)) {
    return false;
  }
  // A denial and then the clinician's own view in a clause of its own: "i don't think this is
  // your heart , i think it's acid reflux". The second clause is not denied.
  if (diagnosis_cues::not_a_problem().find(ws.text, toks, cue->first, cue->end) && cue->end < first) {
    static const cue_set own_view{"i think", "i believe", "i suspect", "more likely", "rather", "instead",
                                  "it's more", "it is more", "sounds like", "looks like"};
    for (std::size_t j = cue->end; j + 1 < first; ++j) {
      if (text::symbol_is(ws.text, ws.tokens[j], ",")) {
        const auto view = own_view.find(ws.text, toks, j + 1, first);
        if (view && view->first == j + 1) {
          return false;
        }
      }
    }
  }
  return !diagnosis_cues::clause_breaks().find(ws.text, toks, cue->end, first).has_value();
}

// "for your knee pain, ...", "so your left knee pain, I think ...": the mention is the
// topic the clinician turns to ("your" [side] right before it), not an explanation of
// something else ("consistent with your knee pain").
bool heading_mention(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  std::size_t i = first;
  if (i > s.first && (text::word_is(ws.text, ws.tokens[i - 1], "right") ||
                      text::word_is(ws.text, ws.tokens[i - 1], "left"))) {
    --i;
  }
  if (i == s.first) {
    return false;
  }
  if (!text::word_is(ws.text, ws.tokens[i - 1], "your")) {
    // "your first problem is right foot pain", "for the problem of left shoulder pain":
    // named as the problem under assessment (fillers may stand between: "problem of this,
    // you know, ..."), not "the problem with this pain is ..." (the mention after "with").
    const cue_set& named = diagnosis_cues::named_problem();
    const cue_set& fillers = diagnosis_cues::heading_fillers();
    const std::span<const text::token> toks(ws.tokens);
    std::size_t j = i;
    while (j > s.first && j + 6 > i) {
      const auto& t = ws.tokens[j - 1];
      if (t.kind == text::token_kind::symbol && ws.text.substr(t.span.start, t.span.end - t.span.start) == ",") {
        --j;
        continue;
      }
      const auto f = fillers.find_last(ws.text, toks, j > s.first + 2 ? j - 2 : s.first, j);
      if (!f || f->end != j) {
        break;
      }
      j = f->first;
    }
    const auto cue = named.find_last(ws.text, toks, j > s.first + 4 ? j - 4 : s.first, j);
    return cue.has_value() && cue->end == j;
  }
  --i;
  const cue_set& dependent = diagnosis_cues::dependent_words();
  if (i == s.first || !dependent.find(ws.text, ws.tokens, i - 1, i).has_value()) {
    return true;
  }
  // "in regards to your knee pain, ...", "moving on to your heartburn", "let's talk about your
  // cough": the dependent word belongs to a turn to the topic, not to an explanation.
  const std::span<const text::token> toks(ws.tokens);
  const auto turn = diagnosis_cues::topic_turns().find_last(ws.text, toks, i > s.first + 2 ? i - 2 : s.first, i);
  return turn.has_value() && turn->end == i;
}

// A physical-examination finding ("I do appreciate some bruising") is not an assessment,
// unless the sentence also assesses ("consistent with", "you have", "I think").
bool exam_finding(const workspace& ws, std::size_t first, bool sign) {
  const cue_set& exam = diagnosis_cues::exam_cues();
  const cue_set& assessed = diagnosis_cues::assessed_cues();
  // Within 30 tokens: transcribed turns run many sentences together.
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  const auto from = first > s.first + 30 ? first - 30 : s.first;
  const auto cue = exam.find(ws.text, toks, from, first);
  if (!cue) {
    return false;
  }
  // "on exam you have a three out of six systolic murmur": a "you have" right after the
  // examination cue reads a sign out; it assesses nothing (round 10). A disease seen there
  // ("on exam you have internal hemorrhoids") is the assessment.
  const std::size_t to = std::min(s.end, first + 30);
  for (std::size_t at = from; at < to;) {
    const auto hit = assessed.find(ws.text, toks, at, to);
    if (!hit) {
      return true;
    }
    const bool read_out = sign && hit->first == cue->end && text::word_is(ws.text, ws.tokens[hit->first], "you");
    if (!read_out) {
      return false;
    }
    at = hit->end;
  }
  return true;
}

// "anaphylaxis to sulfa", "allergic to penicillin, causes rash": the reaction of an
// allergy (an allergy cue within six words) belongs to the allergy list.
// A cue wholly inside the mention does not count: "allergic rhinitis", "food allergy" name a
// condition of their own (`end` is one past the mention's last token); "anaphylaxis to
// sulfa" reaches past it and does.
// Whether the cue at tokens [first, end) is part of a longer condition term ("allergic" in
// "allergic rhinitis"): then it names that condition, not an allergy ("Not only does she have
// asthma but also allergic rhinitis", review round 4).
static bool inside_longer_condition(const workspace& ws, std::size_t first, std::size_t end) {
  const auto from = ws.tokens[first].span.start;
  const auto to = ws.tokens[end - 1].span.end;
  const auto& rows = tables().terms.conditions();
  return std::any_of(ws.matches.begin(), ws.matches.end(), [from, to, &rows](const terminology::concept_match& m) {
    // Not an allergy's own row ("an allergic reaction", T78.4 and Z88): that is the allergy.
    return m.kind == terminology::concept_kind::condition && m.begin <= from && to <= m.end &&
           (m.begin < from || to < m.end) && m.row < rows.size() && !rows[m.row].icd10.starts_with("Z88") &&
           !rows[m.row].icd10.starts_with("T78");
  });
}

bool allergy_sentence(const workspace& ws, std::size_t first, std::size_t end) {
  if (first < ws.sentence_of_token.size()) {
    // The patient's answer to an allergy question: its reaction, close after the substance
    // ("just sulfa , it gives me a rash"), not a complaint further on ("..., and i have a cough").
    const auto start = allergy_answer_start(ws, ws.sentence_of_token[first]);
    static const cue_set new_topic{"and i", "and my", "and also", "also", "and now", "plus"};  // as below
    if (start && first > *start && first - *start <= 7 &&
        !diagnosis_cues::clause_breaks().find(ws.text, ws.tokens, *start, first).has_value() &&
        !new_topic.find(ws.text, ws.tokens, *start, first).has_value()) {
      return true;
    }
  }
  const cue_set& cues = diagnosis_cues::allergy_cues();
  const auto& s = ws.sentence_at_token(first);
  static const cue_set new_topic{"and i", "and my", "and also", "also", "and now", "plus"};
  // A reaction a medicine caused, said just after it: "amoxicillin gave me a rash all over".
  {
    static const cue_set caused{"gave me", "gives me", "made me", "makes me", "caused", "causes", "gave him",
                                "gave her", "gives him", "gives her"};
    const std::span<const text::token> toks(ws.tokens);
    const auto from = first > s.first + 6 ? first - 6 : s.first;
    if (const auto verb = caused.find(ws.text, toks, from, first)) {
      const auto verb_byte = toks[verb->first].span.start;
      // The medicine ends at most three words before the verb.
      const bool medicine_before = std::any_of(ws.medications.begin(), ws.medications.end(), [&](const auto& m) {
        return m.evidence.start >= s.bytes.start && m.evidence.end <= verb_byte &&
               ws.token_at(m.evidence.end) + 3 >= verb->first;
      });
      if (medicine_before &&
          diagnosis_cues::reaction_words().find(ws.text, ws.tokens, first, std::max(end, first + 1)).has_value()) {
        return true;  // an allergic reaction; a side effect ("gave me diarrhoea") stays a problem
      }
    }
  }
  // The reaction a few words after an allergy cue in the same clause: "i'm allergic to sulfa
  // drugs , i break out in hives"; not a new topic ("…, and i have a cough").
  {
    const auto from = first > s.first + 10 ? first - 10 : s.first;
    const auto cue = cues.find_last(ws.text, ws.tokens, from, first);
    if (cue && cue->end <= first && !new_topic.find(ws.text, ws.tokens, cue->end, first).has_value() &&
        !diagnosis_cues::clause_breaks().find(ws.text, ws.tokens, cue->end, first).has_value() &&
        diagnosis_cues::reaction_words().find(ws.text, ws.tokens, first, std::max(end, first + 1)).has_value()) {
      return true;
    }
  }
  // In the list after a note's allergy heading: "Allergies : penicillin ( rash ) , sulfa ( hives )".
  if (const auto list = allergy_heading_list(ws, s); list && first >= *list) {
    return true;
  }
  const auto from = first > s.first + 6 ? first - 6 : s.first;
  end = std::max(end, first + 1);
  const auto to = std::min(s.end, end + 6);
  for (std::size_t at = from; at < to;) {
    const auto cue = cues.find(ws.text, ws.tokens, at, to);
    if (!cue) {
      return false;
    }
    if ((cue->first < first || cue->end > end) && !inside_longer_condition(ws, cue->first, cue->end)) {
      return true;
    }
    at = cue->first + 1;
  }
  return false;
}

bool ruled_out_between(const workspace& ws, std::size_t first, std::size_t end) {
  if (end >= ws.tokens.size() || !text::word_is(ws.text, ws.tokens[end], "out")) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  std::size_t k = first;
  while (k > s.first && first - k < 2 &&
         (text::word_is(ws.text, ws.tokens[k - 1], "a") || text::word_is(ws.text, ws.tokens[k - 1], "an") ||
          text::word_is(ws.text, ws.tokens[k - 1], "the") || text::word_is(ws.text, ws.tokens[k - 1], "any"))) {
    --k;
  }
  if (k == s.first) {
    return false;
  }
  const auto& verb = ws.tokens[k - 1];
  return text::word_is(ws.text, verb, "rule") || text::word_is(ws.text, verb, "rules") ||
         text::word_is(ws.text, verb, "ruling") || text::word_is(ws.text, verb, "ruled");
}

// "get an ultrasound to rule out gallstones", "we need to exclude appendicitis, so an
// ultrasound is ordered": the purpose of a test named in the sentence, not a diagnosis.
bool test_purpose(const workspace& ws, std::size_t first, std::size_t begin) {
  const auto& s = ws.sentence_at_token(first);
  return std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::investigation && m.begin >= s.bytes.start && m.begin != begin &&
           m.begin < s.bytes.end;
  });
}

// A status or management word after the mention in its clause: "…, which is stable",
// "… is well controlled, continue the lisinopril"; not a word of another clause ("…, you
// had it out in 2010 and now the knee is stable") nor how the patient is ("history of
// appendicitis, doing well": no management of the condition).
bool managed_today(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  std::size_t end = std::min(s.end, first + 16);
  if (const auto brk = diagnosis_cues::clause_breaks().find(ws.text, toks, first + 1, end)) {
    end = brk->first;
  }
  for (std::size_t i = first + 1; i < end; ++i) {
    if (text::symbol_is(ws.text, ws.tokens[i], ";") || text::word_is(ws.text, ws.tokens[i], "and")) {
      end = i;  // the next clause or list item
      break;
    }
  }
  return first + 1 < end && diagnosis_cues::managed_today().find(ws.text, toks, first + 1, end).has_value();
}

// "i think you have spinal stenosis", "this is most likely a stress fracture": uncertain only by
// an opinion verb before the mention in its sentence, with no hedge of possibility between
// ("i think you might have lyme disease", "i think it could be a stress fracture or a sprain").
bool clinician_opinion(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  const std::size_t from = first > s.first + 12 ? first - 12 : s.first;
  const auto opinion = diagnosis_cues::opinion_cues().find_last(ws.text, toks, from, first);
  if (!opinion || opinion->end > first) {
    return false;
  }
  const std::size_t to = std::min(s.end, first + 4);
  return !diagnosis_cues::possibility_hedges().find(ws.text, toks, opinion->first, to).has_value() &&
         !diagnosis_cues::clause_breaks().find(ws.text, toks, opinion->end, first).has_value();
}

// "which will also help with some of that fever", "to ease the nausea": the mention is what a
// treatment is for, said right after a verb of easing (determiners and "some of" between), after
// a medicine given "for" it ("benzonatate for the cough"), or as the moment it is taken ("at the
// onset of a headache").
bool treatment_target(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  std::size_t j = first;
  const cue_set& dets = diagnosis_cues::target_determiners();
  const auto skip_determiners = [&](std::size_t at) {
    while (at > s.first && first - at < 8) {
      const auto d = dets.find_last(ws.text, toks, at > s.first + 2 ? at - 2 : s.first, at);
      if (!d || d->end != at) {
        break;
      }
      at = d->first;
    }
    return at;
  };
  // A failed easing ("tylenol does not help the headache", "isn't helping my cough") leaves
  // the symptom a problem: a negation in the two words before the verb.
  static const cue_set negations{"not", "n't", "never", "doesn't", "didn't", "isn't", "won't", "nothing"};
  const auto eased_from = [&](std::size_t at) {
    const auto verb = diagnosis_cues::easing_verbs().find_last(ws.text, toks, at > s.first + 3 ? at - 3 : s.first, at);
    if (!verb || verb->end != at) {
      return false;
    }
    const auto from = verb->first > s.first + 2 ? verb->first - 2 : s.first;
    return !negations.find(ws.text, toks, from, verb->first).has_value();
  };
  // "you can give tylenol or motrin for the fever", "i'll give you benzonatate for the cough":
  // what a medicine named just before "for" is given for (round 9). The medicine is one
  // taken or prescribed now, at most six words before "for" in the clause.
  const auto medicine_for = [&](std::size_t at) {
    if (at <= s.first || !text::word_is(ws.text, ws.tokens[at - 1], "for")) {
      return false;
    }
    const std::size_t for_at = at - 1;
    const std::size_t from = for_at > s.first + 6 ? for_at - 6 : s.first;
    const auto from_byte = ws.tokens[from].span.start;
    const auto for_byte = ws.tokens[for_at].span.start;
    const auto given = std::find_if(ws.medications.begin(), ws.medications.end(), [&](const clinical::medication_item& m) {
      return m.context == clinical::medication_context::current && m.evidence.start >= from_byte &&
             m.evidence.end <= for_byte;
    });
    if (given == ws.medications.end()) {
      return false;
    }
    return !diagnosis_cues::clause_breaks().find(ws.text, toks, ws.token_at(given->evidence.end), for_at).has_value();
  };
  // "start sumatriptan at the onset of a headache": the moment a medicine is taken names what
  // it is for, as an as-needed dose's indication does.
  static const cue_set moments{"at the onset of", "at the first sign of", "at the first signs of", "at the start of"};
  const auto moment_of = [&](std::size_t at) {
    if (at > s.first && (text::word_is(ws.text, ws.tokens[at - 1], "a") || text::word_is(ws.text, ws.tokens[at - 1], "an"))) {
      --at;
    }
    const auto hit = moments.find_last(ws.text, toks, at > s.first + 4 ? at - 4 : s.first, at);
    return hit.has_value() && hit->end == at;
  };
  j = skip_determiners(j);
  if (eased_from(j) || medicine_for(j) || moment_of(j)) {
    return true;
  }
  // A later member of the purpose list: "help with the pain and some of that fever".
  if (j > s.first && (text::word_is(ws.text, ws.tokens[j - 1], "and") || text::word_is(ws.text, ws.tokens[j - 1], "or"))) {
    for (std::size_t k = j - 1; k > s.first && j - k <= 4; --k) {
      if (ws.tokens[k - 1].kind != text::token_kind::word) {
        break;
      }
      if (eased_from(skip_determiners(k - 1)) || medicine_for(skip_determiners(k - 1))) {
        return true;
      }
    }
  }
  return false;
}

bool generic_subject(const workspace& ws, std::size_t first, std::size_t end) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  const auto effect = diagnosis_cues::generic_effects().find(ws.text, toks, end, std::min(s.end, end + 3));
  if (!effect || effect->first != end) {
    return false;
  }
  // Nothing that owns or points to it before ("your", "the", "this"): a bare name, after at
  // most two words that say which kind ("untreated", "long term").
  std::size_t k = first;
  while (k > s.first && first - k < 2 && diagnosis_cues::generic_kinds().find(ws.text, toks, k - 1, k)) {
    --k;
  }
  if (k == s.first) {
    return true;
  }
  const auto& before = ws.tokens[k - 1];
  return before.kind == text::token_kind::symbol ||
         diagnosis_cues::generic_openers().find(ws.text, toks, k - 1, k).has_value();
}

bool dismissed_finding(const workspace& ws, std::size_t first, std::size_t end, std::size_t end_byte) {
  if (end == 0 || end > ws.tokens.size()) {
    return false;
  }
  const auto& s = ws.sentence_at_token(end - 1);
  const std::span<const text::token> toks(ws.tokens);
  const auto cue = diagnosis_cues::dismissals().find(ws, end, std::min(s.end, end + 10));
  if (!cue) {
    return false;  // the common case: looked for first, the rest only when a dismissal is there
  }
  // Within the mention's clause: "you have gout , and the small cyst is harmless" dismisses
  // the cyst, not the gout.
  for (std::size_t i = end; i < cue->first; ++i) {
    if (text::symbol_is(ws.text, ws.tokens[i], ";") || text::word_is(ws.text, ws.tokens[i], "and")) {
      return false;
    }
  }
  if (diagnosis_cues::clause_breaks().find(ws.text, toks, end, cue->first)) {
    return false;
  }
  // Stated as the diagnosis and then reassured about ("this is an innocent murmur , nothing to
  // worry about"): the assessment itself, not a finding set aside.
  const std::size_t from = first > s.first + 4 ? first - 4 : s.first;
  if (diagnosis_cues::stated_diagnoses().find(ws.text, toks, from, first)) {
    return false;
  }
  const auto cue_byte = ws.tokens[cue->first].span.start;
  return std::none_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::condition && m.begin >= end_byte && m.begin < cue_byte;
  });
}

bool renamed_mention(const workspace& ws, std::size_t end, std::size_t end_byte) {
  if (end == 0 || end > ws.tokens.size()) {
    return false;
  }
  static const cue_set naming{"we call this", "we call that", "we call it", "which we call", "what we call",
                              "this is called", "that is called", "it's called", "it is called", "also known as",
                              "otherwise known as"};
  const auto& s = ws.sentence_at_token(end - 1);
  const std::span<const text::token> toks(ws.tokens);
  const auto cue = naming.find(ws, end, std::min(s.end, end + 6));
  if (!cue) {
    return false;
  }
  // Within the mention's clause, nothing between but words and commas ("in there", "we"): not
  // "you have arthritis , and the swelling we call an effusion".
  for (std::size_t i = end; i < cue->first; ++i) {
    const bool comma = text::symbol_is(ws.text, ws.tokens[i], ",");
    if ((ws.tokens[i].kind == text::token_kind::symbol && !comma) || text::word_is(ws.text, ws.tokens[i], "and") ||
        text::word_is(ws.text, ws.tokens[i], "but")) {
      return false;
    }
  }
  const auto cue_byte = ws.tokens[cue->first].span.start;
  const auto after_byte = ws.tokens[cue->end - 1].span.end;
  const std::size_t limit = cue->end + 2 < toks.size() ? ws.tokens[cue->end + 2].span.end : ws.text.size();
  bool between = false;
  bool named = false;
  for (const auto& m : ws.matches) {
    if (m.kind != terminology::concept_kind::condition) {
      continue;
    }
    between = between || (m.begin >= end_byte && m.begin < cue_byte);
    named = named || (m.begin >= after_byte && m.begin < limit);
  }
  return named && !between;
}

// "this is croup , a viral infection of the voice box", "hyperemesis gravidarum , the severe
// form of pregnancy nausea": an appositive that explains the diagnosis just named, in plain
// words, names no second problem. The mention stands in a phrase opened by "a", "an" or "the"
// right after a condition's name and a comma, within five words of the article; the phrase
// holds a class noun's "of" (a definition's "an infection of", "a form of"), and no other
// condition follows a later joint of the sentence. Not a list ("you have gout , a kidney infection and a
// urinary tract infection": a condition follows; "diabetes , a kidney stone ." has no "of").
bool appositive_gloss(const workspace& ws, std::size_t first, std::size_t end) {
  const auto& s = ws.sentence_at_token(first);
  bool comma_near = false;  // the common case first: no comma in the seven tokens before
  for (std::size_t j = first; j > s.first && first - j < 7 && !comma_near; --j) {
    comma_near = ws.tokens[j - 1].kind == text::token_kind::symbol && text::symbol_is(ws.text, ws.tokens[j - 1], ",");
  }
  if (!comma_near) {
    return false;
  }
  const auto article_at = [&ws](std::size_t k) {
    return text::word_is(ws.text, ws.tokens[k], "a") || text::word_is(ws.text, ws.tokens[k], "an") ||
           text::word_is(ws.text, ws.tokens[k], "the");
  };
  std::size_t open = first;
  while (open > s.first && first - open < 6 && ws.tokens[open - 1].kind != text::token_kind::symbol &&
         !article_at(open - 1)) {
    --open;
  }
  if (open < s.first + 3 || !article_at(open - 1)) {
    return false;
  }
  const std::size_t article = open - 1;
  if (!text::symbol_is(ws.text, ws.tokens[article - 1], ",") || !names_a_condition(ws, article - 2)) {
    return false;
  }
  // A definition's class noun and its "of", before the mention ("the severe form of") or as
  // the mention's own head ("a viral infection of"); not "a kidney stone of five millimeters".
  static const cue_set classes{"infection", "inflammation", "irritation", "form", "type", "kind", "swelling",
                               "condition", "disease", "disorder", "problem", "narrowing", "weakening",
                               "thickening", "buildup", "build-up", "overgrowth", "blockage", "injury"};
  const std::span<const text::token> toks(ws.tokens);
  const auto class_of = [&](std::size_t k) {  // token k is "of" after a class noun
    return k > 0 && k < s.end && text::word_is(ws.text, ws.tokens[k], "of") &&
           classes.find(ws.text, toks, k - 1, k).has_value();
  };
  bool of = end > 0 && class_of(end);
  for (std::size_t i = open; i < first && !of; ++i) {
    of = class_of(i);
  }
  if (!of) {
    return false;
  }
  // A list goes on after a joint ("and", "or", a comma) to another condition; a condition
  // right after the mention is the same phrase's head ("pregnancy nausea").
  for (std::size_t i = end; i < s.end; ++i) {
    const auto& t = ws.tokens[i];
    if (text::word_is(ws.text, t, "and") || text::word_is(ws.text, t, "or") || text::symbol_is(ws.text, t, ",")) {
      const auto joint = t.span.end;
      return std::none_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
        return m.kind == terminology::concept_kind::condition && m.begin >= joint && m.begin < s.bytes.end;
      });
    }
  }
  return true;
}

// "anti-nausea medicine", "an anti-inflammatory": the condition after "anti-" names a
// medicine's class, not the patient's problem.
bool medicine_class_prefix(const workspace& ws, std::size_t begin) {
  if (begin < 5) {
    return false;
  }
  const auto before = ws.text.substr(begin - 5, 5);
  const auto is = [&before](std::size_t i, char c) { return before[i] == c || before[i] == c - 'a' + 'A'; };
  return before[4] == '-' && is(0, 'a') && is(1, 'n') && is(2, 't') && is(3, 'i');
}


static const cue_set& opinion_verbs() {
  static const cue_set cues{"thought", "said", "told you", "told her", "told him", "felt", "called it",
                            "diagnosed", "suspected", "believed", "was worried", "were worried", "wondered"};
  return cues;
}
static bool opinions_in(const workspace& ws, std::size_t first, std::size_t last) {
  return opinion_verbs().find(ws, first, last).has_value();
}

// "your previous doctor thought it was fibromyalgia , but i don't think that's what's going
// on", "the urgent care said it was a septic joint , but there's no fever": another
// clinician's diagnosis that this clinician contradicts is not the patient's problem. Before
// the mention in its sentence: someone else (a clinician or place of care, not "i" or "we")
// and a verb of opinion or saying ("thought", "said", "told you", "diagnosed"); after it, in
// its sentence or at the start of the next, a "but" with a denial ("i don't think", "there's
// no", "showed no", "doesn't support"). Without the contradiction
// ("your cardiologist diagnosed you with atrial fibrillation") the diagnosis stands.
bool contradicted_other_opinion(const workspace& ws, std::size_t first, std::size_t end) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  // The common case first: no verb of opinion in the sentence (the workspace's sentence masks
  // answer that without a walk), or no "but" after the mention nor opening the next sentence.
  if (!opinions_in(ws, s.first, first)) {
    return false;
  }
  {
    bool but = false;
    for (std::size_t k = end; k < s.end && !but; ++k) {
      but = text::word_is(ws.text, ws.tokens[k], "but");
    }
    const auto next = static_cast<std::size_t>(ws.sentence_of_token[first]) + 1;
    if (!but && next < ws.sentences.size() && ws.sentences[next].first < ws.sentences[next].end) {
      but = text::word_is(ws.text, ws.tokens[ws.sentences[next].first], "but");
    }
    if (!but) {
      return false;
    }
  }
  static const cue_set others{"doctor", "doctors", "physician", "cardiologist", "dermatologist", "neurologist",
                              "chiropractor", "surgeon", "urgent care", "emergency room", "walk-in clinic",
                              "clinic", "pediatrician", "paediatrician", "specialist", "primary care", "pcp",
                              "provider", "gp", "hospital", "orthopedist", "gynecologist", "rheumatologist"};
  const std::size_t from = first > s.first + 12 ? first - 12 : s.first;
  const auto who = others.find_last(ws.text, toks, from, first);
  if (!who) {
    return false;
  }
  const auto verb = opinion_verbs().find(ws.text, toks, who->end, first);
  if (!verb || verb->first > who->end + 3) {
    return false;
  }
  // The contradiction: "but" and a denial of it within eight words, in this sentence or
  // opening the next ("but it's not responding" denies nothing of the diagnosis).
  static const cue_set denials{"i don't think", "i do n't think", "i do not think", "i dont think", "i disagree",
                               "i don't agree", "i do n't agree", "that's not", "that is not", "that isn't",
                               "this is not", "this isn't", "it wasn't", "it was not", "it was n't", "no sign",
                               "no signs", "no evidence", "doesn't support", "does n't support", "does not support",
                               "not consistent", "ruled out", "rules out"};
  // A finding absent or normal denies the opinion only when another diagnosis replaces it
  // ("but there's no crystals in the fluid , so this is pseudogout"); "but your heart rate is
  // normal today" or "but there's no wheezing today" leaves the diagnosis standing.
  static const cue_set absent_findings{"there's no", "there is no", "there was no", "there were no", "showed no",
                                       "shows no", "came back normal", "was normal", "were normal", "is normal"};
  static const cue_set replaced{"so this is", "so it's", "so it is", "this is actually", "it's actually",
                                "it is actually", "instead", "rather"};
  const auto but_then_no = [&](std::size_t at, std::size_t until, bool first_only) {
    for (std::size_t k = at; k < until; ++k) {
      if (text::word_is(ws.text, ws.tokens[k], "but")) {
        const std::size_t reach = std::min(until, k + 9);
        if (denials.find(ws.text, toks, k + 1, reach)) {
          return true;
        }
        // "… but the spirometry was normal and it is not asthma": the condition named again
        // right after a "not".
        for (std::size_t j = k + 1; j < std::min(until, k + 14); ++j) {
          if (ws.tokens[j].key == ws.tokens[first].key && j >= 2 &&
              (text::word_is(ws.text, ws.tokens[j - 1], "not") || text::word_is(ws.text, ws.tokens[j - 2], "not"))) {
            return true;
          }
        }
        return absent_findings.find(ws.text, toks, k + 1, reach).has_value() &&
               replaced.find(ws.text, toks, k + 1, until).has_value();
      }
      if (first_only) {
        break;
      }
    }
    return false;
  };
  if (but_then_no(end, s.end, false)) {
    return true;
  }
  const auto next = static_cast<std::size_t>(ws.sentence_of_token[first]) + 1;
  if (next < ws.sentences.size()) {
    const auto& n = ws.sentences[next];
    return n.first < n.end && but_then_no(n.first, n.end, true);
  }
  return false;
}


// "we'll check a dexa scan for osteoporosis", "i want an echocardiogram for that murmur": the
// condition named only as what a test ordered now is for. "for" (after at most two words of a
// determiner: "that", "your", "any") follows a test: an investigation the tables know, or a
// test noun, ending right before it. Not the topic ("for your knee pain , we'll get an x-ray",
// diagnoses.cpp asks heading_mention first), nor a test with its result ("the scan for the
// clot showed a dvt": the result names the finding).
bool test_reason(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  // English: "for" right before the mention, at most two determiners between (word checks
  // first: this runs for every mention).
  const auto det = [&ws](std::size_t at) {
    for (const std::string_view w : {"the", "that", "this", "your", "a", "an", "any", "possible", "those", "these",
                                     "his", "her"}) {
      if (text::word_is(ws.text, ws.tokens[at], w)) {
        return true;
      }
    }
    return false;
  };
  bool for_near = false;  // the common case decided with three word checks
  for (std::size_t j = first; j > s.first && first - j < 3 && !for_near; --j) {
    for_near = key_is(ws, j - 1, kw_for);
  }
  std::size_t k = first;
  while (for_near && k > s.first && first - k < 2 && det(k - 1)) {
    --k;
  }
  if (for_near && k >= s.first + 2 && text::word_is(ws.text, ws.tokens[k - 1], "for")) {
    const std::size_t test_end = k - 1;  // one past the test's last token
    static const cue_set test_nouns{"scan", "test", "tests", "x-ray", "xray", "x ray", "echo", "echocardiogram",
                                    "mri", "ct", "ultrasound", "labs", "blood work", "bloodwork", "biopsy", "dexa",
                                    "colonoscopy", "endoscopy", "ekg", "ecg", "monitor", "study", "panel",
                                    "culture", "swab", "imaging", "workup", "work-up", "evaluation"};
    bool test = false;
    if (const auto t = test_nouns.find_last(ws.text, toks, test_end > 3 ? test_end - 3 : 0, test_end);
        t && t->end == test_end) {
      test = true;
    }
    if (!test) {
      const auto at = ws.tokens[test_end - 1].span.end;
      test = std::any_of(ws.matches.begin(), ws.matches.end(), [at](const terminology::concept_match& m) {
        return m.kind == terminology::concept_kind::investigation && m.end == at;
      });
    }
    // A result said after it ("the scan for the clot showed a dvt") names what was found.
    return test && !diagnosis_cues::test_results().find(ws.text, toks, first, std::min(s.end, first + 6)).has_value();
  }
  // Hinglish puts the purpose after the condition: "CBC karwa lo anemia check karne ke liye",
  // "thyroid dekhne ke liye test".
  static const cue_set purpose_after{"check karne", "check karna", "check karenge", "check karwa", "test karne",
                                     "test karna", "rule out karne", "rule out karna", "dekhne ke liye",
                                     "janchne ke liye", "jaanchne ke liye", "ke liye test", "ke liye check"};
  // Right after the mention (a word or two of it may follow: "anemia ko check karne"): its
  // first word within three tokens, looked for by key before the cue search.
  bool opener = false;
  for (std::size_t j = first + 1; j < s.end && j <= first + 3 && !opener; ++j) {
    opener = key_is(ws, j, kw_check) || key_is(ws, j, kw_test) || key_is(ws, j, kw_rule) ||
             key_is(ws, j, kw_dekhne) || key_is(ws, j, kw_janchne) || key_is(ws, j, kw_jaanchne) ||
             key_is(ws, j, kw_ke);
  }
  if (!opener) {
    return false;
  }
  if (const auto hit = purpose_after.find(ws.text, toks, first + 1, std::min(s.end, first + 7));
      hit && hit->first <= first + 3) {
    for (std::size_t j = first + 1; j < hit->first; ++j) {
      if (ws.tokens[j].kind != text::token_kind::word) {
        return false;
      }
    }
    return true;
  }
  return false;
}


// "since you had a dvt after your knee surgery , we'll be careful with the hormones", "because
// she had pneumonia last winter , ...": a past episode given as the reason for today's plan.
// The clause opens with a reason ("since", "because", "given that", "as", "now that"), its
// subject is the patient and its verb a past "had" ("had", "'ve had", "has had"), right
// before the mention (a determiner between). Only for an episodic condition, which is over
// (diagnoses.cpp asks course_of), and not a recent one ("last week", "yesterday", "days ago"
// in its clause); "since you have diabetes , ..." is present.
bool past_episode_as_reason(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  bool had = false;  // the common case, decided by three word checks before any cue search
  for (std::size_t j = first; j > s.first && first - j < 3 && !had; --j) {
    had = key_is(ws, j - 1, kw_had);
  }
  if (!had) {
    return false;
  }
  static const cue_set dets{"a", "an", "the", "that", "some", "two", "several"};
  std::size_t k = first;
  while (k > s.first && first - k < 2 && dets.find(ws.text, toks, k - 1, k)) {
    --k;
  }
  if (k == s.first || !text::word_is(ws.text, ws.tokens[k - 1], "had")) {
    return false;
  }
  static const cue_set frames{"since you had", "because you had", "given that you had", "as you had",
                              "now that you had", "since you've had", "because you've had", "since you have had",
                              "because you have had", "given that you've had", "since he had", "since she had",
                              "because he had", "because she had", "since he's had", "since she's had",
                              "since you 've had", "because you 've had", "given you had", "given you've had"};
  const auto f = frames.find_last(ws.text, toks, k > s.first + 6 ? k - 6 : s.first, k);
  if (!f || f->end != k) {
    return false;
  }
  // A recent episode is today's problem: "because you had a blood clot in your leg last week ,
  // we'll start eliquis". Its clause runs to the next comma or the sentence's end.
  static const cue_set recent{"last week", "yesterday", "last night", "this week", "this morning", "days ago",
                              "day ago", "recently", "last few days", "past few days", "this weekend", "today"};
  std::size_t e = first;
  while (e < s.end && !text::symbol_is(ws.text, ws.tokens[e], ",")) {
    ++e;
  }
  return !recent.find(ws.text, toks, first, e).has_value();
}


// "your three hour glucose test came back high , which means you have gestational diabetes":
// the clinician draws the diagnosis from a result in so many words. Said before the closing
// assessment (a results visit says what the patient has first and then talks about the
// plan), such a sentence is an assessment wherever it stands. The cue ("means you have",
// "shows that you have", "confirms you have") stands at most four words before the mention,
// in its clause; not in a question.
bool result_statement(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  if (s.end > s.first && text::symbol_is(ws.text, ws.tokens[s.end - 1], "?")) {
    return false;
  }
  static const cue_set cues{"means you have", "means that you have", "mean you have", "means you've got",
                            "shows you have", "shows that you have", "showed you have", "showed that you have",
                            "confirms you have", "confirms that you have", "confirmed you have",
                            "confirmed that you have", "tells us you have", "tells me you have"};
  const std::span<const text::token> toks(ws.tokens);
  const std::size_t from = first > s.first + 10 ? first - 10 : s.first;
  if (!cues.find(ws, from, first)) {
    return false;  // the sentence masks rule most sentences out at once
  }
  const auto c = cues.find_last(ws.text, toks, from, first);
  if (!c || c->end > first || first - c->end > 4) {
    return false;
  }
  for (std::size_t i = c->end; i < first; ++i) {
    if (ws.tokens[i].kind == text::token_kind::symbol) {
      return false;
    }
  }
  return true;
}


// "the echo showed a preserved ejection fraction and mild mitral regurgitation": a trace or
// mild leak of a valve read out of a result is an incidental finding (nothing is done for it;
// the notes head the heart failure or the murmur it was looked for). The mention is graded
// "trace", "trivial", "minimal", "mild" or "mild to moderate" in the four words before it, and
// its sentence reads a result out ("shows", "showed", "revealed", an echo) before it.
// Counter-examples: a moderate or severe leak ("severe mitral regurgitation , so i'm referring
// you to the surgeons"), a leak the plan turns to ("for your mitral regurgitation , ...":
// diagnoses.cpp asks heading_mention first), a leak said without a result.
bool mild_valve_leak_read_out(const workspace& ws, std::size_t first, std::string_view icd10) {
  if (!(icd10 == "I34.0" || icd10 == "I35.1" || icd10 == "I36.1" || icd10 == "I37.1" || icd10 == "I05.1" ||
        icd10 == "I06.1")) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  static const cue_set grades{"trace", "trivial", "minimal", "mild", "mild to moderate", "mild-to-moderate",
                              "mildly"};
  static const cue_set stronger{"moderate", "severe", "significant", "moderately", "severely"};
  const std::size_t from = first > s.first + 6 ? first - 6 : s.first;  // "mild - to - moderate" is five tokens
  const auto grade = grades.find_last(ws.text, toks, from, first);
  if (!grade) {
    return false;
  }
  // "mild to moderate" (spaced or hyphenated) is mild; a "moderate" or "severe" after the mild
  // grade otherwise is not ("mild aortic stenosis and severe mitral regurgitation").
  if (const auto more = stronger.find_last(ws.text, toks, grade->end, first); more) {
    std::size_t k = more->first;
    while (k > grade->end && ws.tokens[k - 1].kind == text::token_kind::symbol) {
      --k;
    }
    const bool range = k > grade->end && text::word_is(ws.text, ws.tokens[k - 1], "to");
    if (!range) {
      return false;
    }
  }
  static const cue_set read_out{"show", "shows", "showed", "shown", "revealed", "reveals", "demonstrated",
                                "demonstrates", "echo", "echocardiogram", "ultrasound", "found"};
  return read_out.find(ws.text, toks, s.first, grade->first).has_value();
}


// "[patient] i read online it could be ankylosing spondylitis . [doctor] i doubt that .",
// "[patient] my wife thinks it's my kidneys . [doctor] no , your urine was clean": a condition
// the patient puts forward in the last sentence of a turn that the clinician's next turn opens
// by denying ("no ,", "i doubt", "that's unlikely", "i don't think so") is not the patient's.
// Counter-examples: an answer that is no denial ("no problem", "yes , that's it"), the
// patient's earlier sentences, and the clinician's own mention, which counts by itself.
bool patient_suggestion_denied(const workspace& ws, std::size_t first, std::size_t begin) {
  if (ws.speaker_at(begin) != speaker::patient) {
    return false;
  }
  // The turn holding the mention (turns are in order: a binary search).
  const auto& turns = ws.doc.turns;
  const auto after = std::upper_bound(turns.begin(), turns.end(), begin,
                                      [](std::size_t b, const turn& t) { return b < t.start; });
  const turn* mine = nullptr;
  if (after != turns.begin() && std::prev(after)->start <= begin && begin < std::prev(after)->end) {
    mine = &*std::prev(after);
  }
  if (mine == nullptr || mine + 1 >= ws.doc.turns.data() + ws.doc.turns.size() || (mine + 1)->who != speaker::doctor) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  const std::size_t turn_last = ws.token_at(mine->end);
  // The last sentence of the patient's turn.
  for (std::size_t k = s.end; k < turn_last && k < ws.tokens.size(); ++k) {
    if (ws.tokens[k].kind == text::token_kind::word) {
      return false;
    }
  }
  const std::size_t answer = ws.token_at((mine + 1)->start);
  const std::size_t answer_end = std::min(ws.token_at((mine + 1)->end), answer + 6);
  if (answer >= answer_end) {
    return false;
  }
  const std::span<const text::token> toks(ws.tokens);
  static const cue_set denials{"i doubt", "i do doubt", "that's unlikely", "that is unlikely", "unlikely",
                               "not likely", "i don't think so", "i do n't think so", "i do not think so",
                               "i don't think it's", "i do n't think it's", "i don't think that's",
                               "i do n't think that's", "that's not it", "it's not", "it is not", "it isn't",
                               "nope", "no no"};
  if (const auto d = denials.find(ws.text, toks, answer, answer_end); d && d->first <= answer + 2) {
    return true;
  }
  // A bare "no" followed by a comma or a full stop ("no , your urine was clean"), not "no problem".
  return text::word_is(ws.text, ws.tokens[answer], "no") && answer + 1 < ws.tokens.size() &&
         (text::symbol_is(ws.text, ws.tokens[answer + 1], ",") || text::symbol_is(ws.text, ws.tokens[answer + 1], "."));
}

}  // namespace cxs::domain::extraction::detail
