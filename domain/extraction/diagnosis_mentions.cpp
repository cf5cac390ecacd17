// Whether one mention of a condition is a problem of the patient in this visit, read from the
// words around it: not-a-problem cues and their frames, headings, examination findings. An
// allergy's reaction is in diagnosis_allergy_talk.cpp, the clinician's opinion and talk about a
// disease or people in general in diagnosis_general_talk.cpp. What care aims at (a rule-out, a
// test's purpose, a history managed today, a treatment's target) is in diagnosis_care.cpp. Split
// from diagnoses.cpp, which weighs these answers across a consult's mentions.

#include "domain/extraction/diagnosis_mentions.hpp"

#include <algorithm>
#include <iterator>
#include <span>
#include <string_view>

#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_exclusions.hpp"
#include "domain/extraction/diagnosis_keyed_words.hpp"

namespace cxs::domain::extraction::detail {

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
  // "it isn't a stroke or an inner ear infection": up to two words that say which kind may
  // stand between an "or" and the match (round 14); not after a list comma, whose member may
  // open a clause of its own ("not lupus , you have gout").
  {
    std::size_t m = k;
    std::size_t kinds = 0;
    while (m > s.first && kinds < 2 && ws.tokens[m - 1].kind == text::token_kind::word && !disjunction(m - 1) &&
           !det(m - 1) && !diagnosis_cues::stop_words().find(ws.text, toks, m - 1, m)) {
      --m;
      ++kinds;
    }
    while (m > s.first && det(m - 1)) {
      --m;
    }
    if (kinds > 0 && m > s.first && disjunction(m - 1)) {
      k = m;
    }
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
  const auto cue = diagnosis_cues::not_a_problem().find_last(ws, from, first);
  if (!cue || cue->end > first) {
    return false;
  }
  // Round 18 (dx32): a clause of its own between, joined by a comma or "and", that gives the
  // patient the condition ("we talked about the risk of a blood clot with the birth control ,
  // and you have migraines with aura"): the cue's reach ends where that clause starts.
  for (std::size_t j = cue->end; j + 3 <= first; ++j) {
    if ((text::symbol_is(ws.text, ws.tokens[j], ",") || text::word_is(ws.text, ws.tokens[j], "and")) &&
        (text::word_is(ws.text, ws.tokens[j + 1], "you") || text::word_is(ws.text, ws.tokens[j + 1], "he") ||
         text::word_is(ws.text, ws.tokens[j + 1], "she")) &&
        (text::word_is(ws.text, ws.tokens[j + 2], "have") || text::word_is(ws.text, ws.tokens[j + 2], "has")) &&
        !text::word_is(ws.text, ws.tokens[j + 3], "to")) {  // not "and you have to watch the sugar"
      return false;
    }
  }
  // Round 25 (ctx26): a label's colon between, and the mention owned right after it ("Risk
  // discussion: her chronic kidney disease makes the contrast riskier"): the label names the
  // talk, the owned condition is the patient's ("Risks: bleeding, infection" stays a list of
  // risks).
  static const cue_set owners{"her", "his", "your", "their", "my"};
  for (std::size_t j = cue->end; j + 1 < first && owners.find(ws.text, toks, first - 1, first); ++j) {
    if (text::symbol_is(ws.text, ws.tokens[j], ":")) {
      return false;
    }
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
  // Round 21: "Risk factors: hypertension (on amlodipine)" lists what the patient has; only the
  // outcome the factors are for ("risk factors for DVT: none", "risk factors of stroke include")
  // is what may come. A colon, comma or semicolon after "for"/"of" ends that outcome.
  if (diagnosis_cues::risk_nouns().find(ws.text, toks, cue->first, cue->end) && cue->end < first &&
      (text::word_is(ws.text, ws.tokens[cue->end], "factor") || text::word_is(ws.text, ws.tokens[cue->end], "factors"))) {
    bool outcome = false;
    for (std::size_t j = cue->end + 1; j < first; ++j) {
      if (text::word_is(ws.text, ws.tokens[j], "for") || text::word_is(ws.text, ws.tokens[j], "of")) {
        outcome = true;
      } else if (text::symbol_is(ws.text, ws.tokens[j], ":") || text::symbol_is(ws.text, ws.tokens[j], ",") ||
                 text::symbol_is(ws.text, ws.tokens[j], ";")) {
        outcome = false;
      }
    }
    if (!outcome) {
      return false;
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
    // After a denial of thinking or seeing that has said what it denies, the view may be
    // stated plainly ("i don't think you need antibiotics , this is a cold").
    static const cue_set denials{"don't think", "do n't think", "dont think", "do not think", "don't believe",
                                 "do n't believe", "don't see", "do n't see", "no evidence", "no sign", "no signs"};
    static const cue_set plain_view{"this is", "this is just", "it's", "it is", "it's just", "that's", "that is",
                                    "you have", "you've got"};
    const bool denial = denials.find(ws.text, toks, cue->first, cue->end).has_value();
    for (std::size_t j = cue->end; j + 1 < first; ++j) {
      if (text::symbol_is(ws.text, ws.tokens[j], ",")) {
        const auto view = own_view.find(ws.text, toks, j + 1, first);
        if (view && view->first == j + 1) {
          return false;
        }
        const auto plain = denial && j > cue->end + 1 ? plain_view.find(ws.text, toks, j + 1, first) : std::nullopt;
        if (plain && plain->first == j + 1) {
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

// A word that makes what follows a conclusion drawn ("so you have", "which
// means you have").
static bool concluding_word(const workspace& ws, std::size_t at) {
  for (const auto* w : {"so", "means", "mean", "that", "think", "therefore", "thus", "then", "shows", "confirms"}) {
    if (text::word_is(ws.text, ws.tokens[at], w)) {
      return true;
    }
  }
  return false;
}

// "[doctor] let me take a look . you have redness across the face ... the rash
// also involves the creases": a clinician's turn that opens by examining reads
// its signs out, sentence after sentence, until one assesses ("consistent
// with", "you have", "this is" ...). A sign only.
static bool examining_turn(const workspace& ws, std::size_t first) {
  const auto* turn = ws.doc.turn_at(ws.tokens[first].span.start);
  if (turn == nullptr || turn->who != speaker::doctor) {
    return false;
  }
  static const cue_set opening{"let me take a look", "let me have a look", "let me look",  "let me examine",
                               "let's take a look",  "let's have a look",  "let me check", "let me listen",
                               "let me feel",        "let's examine"};
  const std::span<const text::token> toks(ws.tokens);
  const auto start = ws.token_at(turn->start);
  const auto& s = ws.sentence_at_token(first);
  // The opening within the turn's first six words, in an earlier sentence of
  // the turn.
  const auto open = opening.find(ws.text, toks, start, std::min(s.first, start + 10));
  if (!open || open->first > start + 6) {
    return false;
  }
  // No sentence between that assesses, nor a statement in the mention's own
  // ("it's", "that's"); "you have" reads signs out here as after "on exam".
  const auto assesses = [&](const cue_set& cues, std::size_t from, std::size_t to) {
    for (std::size_t at = from; at < to;) {
      const auto hit = cues.find(ws.text, toks, at, to);
      if (!hit) {
        return false;
      }
      if (!text::word_is(ws.text, ws.tokens[hit->first], "you")) {
        return true;
      }
      at = hit->end;
    }
    return false;
  };
  return !assesses(diagnosis_cues::assessed_cues(), open->end, std::min(s.end, first + 30)) &&
         !assesses(diagnosis_cues::stated_diagnoses(), s.first, s.end);
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
  const auto cue = exam.find(ws, from, first);
  if (!cue) {
    return sign && examining_turn(ws, first);
  }
  // "on exam you have a three out of six systolic murmur": a "you have" right after the
  // examination cue reads a sign out; it assesses nothing (round 10). A disease seen there
  // ("on exam you have internal hemorrhoids") is the assessment.
  const std::size_t to = std::min(s.end, first + 30);
  for (std::size_t at = from; at < to;) {
    const auto hit = assessed.find(ws, at, to);
    if (!hit) {
      return true;
    }
    // In a transcript without stops the "you have" may come after other
    // findings of the same examination ("on exam your oxygen is ninety-one
    // percent you have wheezing in both lungs"): still a read-out, unless a
    // conclusion leads into it ("so you have", "which means you have").
    const bool read_out = sign && hit->first >= cue->end && text::word_is(ws.text, ws.tokens[hit->first], "you") &&
                          (hit->first == cue->end || !concluding_word(ws, hit->first - 1));
    if (!read_out) {
      return false;
    }
    at = hit->end;
  }
  return true;
}

}  // namespace cxs::domain::extraction::detail
