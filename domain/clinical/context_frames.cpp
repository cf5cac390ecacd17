// Clause frames that decide a mention's context by the shape of the clause around it, not by a
// trigger phrase (issue 18, rounds 11 and 12): what a definite subject of a change presupposes,
// the complement of a negated belief, an identity denied, the consequent of a conditional, an
// inverted conditional, a "without" under a negated ability, answers that report normal or open
// with "not", a testing verb's object, described signs, a fear, someone else as the subject, and
// a later clause that ends it. Ten rounds of phrases fixed their own tuning lines and barely
// moved the held-out ones; these rules read the clause's structure (determiner, copula,
// subject, clause edge), so new wordings of the same frame fall under them. Called from assess
// (context.cpp), each only when its sentence holds a word of its group (frame_cues), so they
// add little to an extraction's cost. See docs/accuracy.md, rounds 11 and 12.

#include "domain/clinical/context_document.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// Determiners that make a mention definite: the speaker takes it as there.
constexpr std::array<std::string_view, 7> definite{"the", "your", "his", "her", "their", "my", "this"};
// What may stand between a definite subject and its predicate of change ("the cough is not
// better", "the rash still has not cleared", "the pain keeps getting worse").
constexpr std::array<std::string_view, 20> change_auxiliaries{
    "is",   "are",  "was",    "has",  "have",  "does",    "do",   "did",   "isnt", "hasnt",
    "doesnt", "didnt", "not", "still", "keeps", "getting", "gets", "get",  "any",  "no"};
// A change in degree or an end of the condition: each presupposes that it is there now
// ("if the rash spreads", "has the swelling gone down?"). A recurrence ("comes back",
// "returns") presupposes the opposite and is not here.
constexpr std::array<std::string_view, 34> change_predicates{
    "spreads", "spread",   "spreading", "worsens",   "worse",   "worsening", "better",   "improve",
    "improves", "improved", "improving", "persists", "persist", "continues", "continue", "lasts",
    "grows",   "increases", "settle",   "settles",   "settled", "gone",      "go",       "goes",
    "clear",   "cleared",  "resolve",   "resolved",  "eased",   "stopped",   "stays",    "stay",
    "remains", "remain"};
// Of those, the ones a "yes" turns into an end of the condition ("has the rash cleared? yes").
constexpr std::array<std::string_view, 8> ending_predicates{"gone",   "go",      "goes",    "cleared",
                                                            "resolved", "stopped", "settled", "clear"};

constexpr std::array<std::string_view, 2> belief_verbs{"think", "believe"};
constexpr std::array<std::string_view, 3> negated_do{"dont", "doesnt", "didnt"};
// The copula or possession verb of a complement clause ("this is", "it's", "you have").
constexpr std::array<std::string_view, 14> copulas{"is", "are", "was", "were", "be", "its", "thats",
                                                   "theres", "has", "have", "had", "got", "s", "been"};
// What may stand between that verb and a predicate noun: articles and hedges, nothing that
// would make the mention something else's object ("anything but", "from", "for").
constexpr std::array<std::string_view, 12> predicate_fillers{"a",     "an",     "any",  "some",   "really", "actually",
                                                             "kind",  "sort",   "of",   "truly",  "just",   "the"};
// Nouns that name a condition's role in explaining the problem ("X is not the cause").
constexpr std::array<std::string_view, 8> explanation_nouns{"cause",   "reason",  "problem", "issue",
                                                            "culprit", "explanation", "diagnosis", "answer"};
// Pronoun subjects of a conditional's consequent ("if you feel shaky, that is hypoglycemia").
constexpr std::array<std::string_view, 5> consequent_subjects{"that", "it", "this", "thats", "its"};
constexpr std::array<std::string_view, 9> consequent_verbs{"is", "could", "may", "might", "would", "means", "can",
                                                           "be", "probably"};
// Words that open a sentence before its first clause ("and if ...", "okay, should you ...").
constexpr std::array<std::string_view, 7> openers{"and", "so", "but", "now", "okay", "ok", "also"};
// The subject right after an inverted "should" ("should you become ...", "should the pain").
constexpr std::array<std::string_view, 13> inverted_subject{"you", "he", "she", "they", "it", "we", "i",
                                                            "there", "any", "a", "an", "the", "your"};
constexpr std::array<std::string_view, 4> inability{"cant", "cannot", "couldnt", "unable"};
// An answer's report that all is well ("it was normal", "my breathing is fine").
constexpr std::array<std::string_view, 9> normal_words{"normal", "fine", "ok", "okay", "clear", "good",
                                                       "alright", "steady", "great"};
constexpr std::array<std::string_view, 19> linking_verbs{
    "is",   "was",  "been", "are",  "were", "look",  "looks",  "looked", "feel",  "feels",
    "felt", "seem", "seems", "stayed", "stays", "its", "thats", "theyre", "im"};
// Words that make such an answer partial or affirming ("fine, but ...", "only when ...").
constexpr std::array<std::string_view, 16> qualifiers{"but",  "except", "only", "sometimes", "little", "bit",
                                                      "when", "yes",    "yeah", "yep",       "some",   "until",
                                                      "till", "not",    "though", "mostly"};

// Round 12's frames.
// An answer opened by "not" that is no hedge ("not for years", "not since March", "not
// anymore"); "not sure", "not much", "not too bad" are other answers.
constexpr std::array<std::string_view, 10> hedges_after_not{"sure", "much", "too", "bad", "only", "always",
                                                            "exactly", "quite", "that", "really"};
// Words that make an answer opened by "not" partial: how often, how much, where or when it
// is there ("not often", "not a lot", "not at rest", "not in the knees", "not every day").
constexpr std::array<std::string_view, 14> partial_after_not{"often", "usually", "every", "a", "lot", "at",
                                                             "in", "maybe", "always", "much", "really",
                                                             "during", "while", "after"};
// Verbs of testing that take the patient as object before "for" ("checking her for").
constexpr std::array<std::string_view, 14> testing_verbs{"check", "checking", "test", "testing", "screen",
                                                         "screening", "swab", "swabbing", "assess", "assessing",
                                                         "evaluate", "evaluating", "examine", "examining"};
constexpr std::array<std::string_view, 9> tested_objects{"her", "him", "you", "them", "me", "us", "the", "baby",
                                                         "child"};
// "signs of X include ...": a description of the condition, not a finding.
constexpr std::array<std::string_view, 4> sign_nouns{"signs", "sign", "symptoms", "features"};
constexpr std::array<std::string_view, 6> describing_verbs{"include", "includes", "are", "can", "may", "would"};
// "afraid of getting X": a fear of what may come.
constexpr std::array<std::string_view, 12> fear_words{"afraid", "scared",  "worried", "frightened", "terrified",
                                                      "anxious", "nervous", "concerned", "fearful",
                                                      // round 13: a noun of fear before "is" ("my biggest fear is getting X")
                                                      "fear", "fears", "dread"};
constexpr std::array<std::string_view, 5> coming_gerunds{"getting", "developing", "catching", "having", "another"};
// Someone else as the subject: an indefinite person or a group the patient belongs to.
constexpr std::array<std::string_view, 14> indefinite_people{"child", "kid", "boy", "girl", "man", "woman",
                                                             "person", "colleague", "coworker", "classmate",
                                                             "friend", "neighbour", "neighbor", "student"};
constexpr std::array<std::string_view, 8> groups_of_people{"office", "class", "school", "team", "ward", "daycare",
                                                           "nursery", "workplace"};
constexpr std::array<std::string_view, 6> having_verbs{"has", "have", "had", "got", "caught", "with"};
// A later clause that ends what the sentence said before it ("..., but that has lifted").
constexpr std::array<std::string_view, 10> ended_words{"lifted", "cleared", "gone", "resolved", "settled",
                                                       "healed", "passed", "stopped", "subsided", "over"};
constexpr std::array<std::string_view, 6> well_words{"fine", "well", "okay", "ok", "normal", "recovered"};
constexpr std::array<std::string_view, 8> past_markers{"had", "was", "were", "got", "caught", "suffered",
                                                       "struggled", "developed"};

// Round 13's frames.
// "could mean a stroke", "may indicate X", "can be a sign of X": a possibility modal and a verb
// of meaning.
constexpr std::array<std::string_view, 8> meaning_verbs{"mean",  "indicate", "signal", "signify",
                                                        "point", "suggest",  "spell",  "be"};
constexpr std::array<std::string_view, 4> modal_possibility{"can", "could", "may", "might"};
// Determiners that make a subject indefinite or generic ("A drooping face could mean ...").
constexpr std::array<std::string_view, 4> indefinite_determiners{"a", "an", "any", "every"};
// "X is a (known, common) side effect / risk / complication of ...".
constexpr std::array<std::string_view, 7> effect_nouns{"effect", "effects", "risk", "risks", "complication",
                                                       "complications", "hazard"};
constexpr std::array<std::string_view, 14> effect_fillers{"a",       "an",       "known",  "common", "rare",
                                                          "possible", "serious", "recognised", "recognized",
                                                          "well",    "main",     "major",  "side", "frequent"};
constexpr std::array<std::string_view, 5> effect_copulas{"is", "are", "can", "may", "be"};
// Verbs of teaching or discussing a topic ("we talked about", "counselled her on").
constexpr std::array<std::string_view, 16> teaching_verbs{
    "explained", "explain",  "discussed", "discuss", "talked",  "talk",     "counselled", "counseled",
    "counsel",   "educated", "educate",   "taught",  "teach",   "went",     "go",         "informed"};
constexpr std::array<std::string_view, 6> topic_prepositions{"about", "on", "regarding", "over", "to", "of"};
// What may stand between the verb and the topic: an object, an article, "the signs of".
constexpr std::array<std::string_view, 16> topic_fillers{
    "her",  "him", "them", "you",      "the",   "patient", "family", "husband", "wife", "parents",
    "signs", "symptoms", "warning", "risks", "what", "a"};
// "Nothing in the history points to asthma", "nothing to suggest pneumonia".
constexpr std::array<std::string_view, 12> indicating_verbs{"points", "point", "suggests", "suggest", "indicates",
                                                            "indicate", "supports", "support", "favours",
                                                            "favors", "pointing", "suggesting"};
constexpr std::array<std::string_view, 2> nothing_words{"nothing", "none"};
// What says a condition in an "if" clause comes again rather than goes on ("if your chest
// pain comes back"): not presupposed.
constexpr std::array<std::string_view, 9> recurrence_words{"back", "again", "returns", "return", "recurs",
                                                          "recur", "starts", "start", "happens"};
// A predicate of level says the mention names a measure, not a condition ("if your sugar
// drops", "if your pressure runs high"): not presupposed.
constexpr std::array<std::string_view, 12> level_words{"drops", "drop", "falls", "fall", "rises", "rise",
                                                      "runs", "run", "spikes", "high", "low", "up"};

// The words each frame needs in the sentence; a sentence without any skips the frame (they
// run for every mention, and most sentences hold none of these words). Greetings and fillers
// ("okay", "well", "fine") are left out: ended_later looks for its well words only after
// "now" has put the sentence in the group.
constexpr std::array<std::string_view, 3> belief_cues{"think", "believe", "doubt"};
constexpr std::array<std::string_view, 2> if_cues{"if", "should"};
constexpr std::array<std::string_view, 4> time_cues{"since", "until", "till", "now"};
constexpr std::array<std::string_view, 1> without_cues{"without"};
constexpr std::array<std::string_view, 6> meaning_cues{"mean", "indicate", "signal", "signify", "sign", "spell"};

struct cue_word {
  std::uint64_t key = 0;
  std::string_view word;
  std::uint16_t groups = 0;
};

template <std::size_t N>
constexpr void add_cues(cue_word* out, std::size_t& n, const std::array<std::string_view, N>& words,
                        std::uint16_t group) {
  for (const std::string_view w : words) {
    out[n++] = cue_word{text::token_key(w), w, group};
  }
}

constexpr std::size_t cue_count = belief_cues.size() + explanation_nouns.size() + if_cues.size() +
                                  without_cues.size() + testing_verbs.size() + sign_nouns.size() +
                                  fear_words.size() + indefinite_people.size() + groups_of_people.size() +
                                  ended_words.size() + time_cues.size() + meaning_cues.size() +
                                  teaching_verbs.size() + effect_nouns.size() + nothing_words.size();

// Every cue word with its key, sorted by key (a word in two lists has two entries).
constexpr std::array<cue_word, cue_count> cue_words = [] {
  std::array<cue_word, cue_count> out{};
  std::size_t n = 0;
  add_cues(out.data(), n, belief_cues, f_belief);
  add_cues(out.data(), n, explanation_nouns, f_explanation);
  add_cues(out.data(), n, if_cues, f_conditional);
  add_cues(out.data(), n, without_cues, f_without);
  add_cues(out.data(), n, testing_verbs, f_prospect);
  add_cues(out.data(), n, sign_nouns, f_prospect);
  add_cues(out.data(), n, fear_words, f_prospect);
  add_cues(out.data(), n, indefinite_people, f_people);
  add_cues(out.data(), n, groups_of_people, f_people);
  add_cues(out.data(), n, ended_words, f_ended);
  add_cues(out.data(), n, time_cues, f_ended);
  add_cues(out.data(), n, meaning_cues, f_meaning);
  add_cues(out.data(), n, teaching_verbs, f_teaching);
  add_cues(out.data(), n, effect_nouns, f_effect);
  add_cues(out.data(), n, nothing_words, f_evidence);
  std::sort(out.begin(), out.end(), [](const cue_word& a, const cue_word& b) { return a.key < b.key; });
  return out;
}();

// Bit (key & 1023) of the token key of every cue word: one probe says a word is none.
constexpr std::array<std::uint64_t, 16> frame_word_bits = [] {
  std::array<std::uint64_t, 16> bits{};
  for (const cue_word& c : cue_words) {
    bits[(c.key >> 6) & 15u] |= std::uint64_t{1} << (c.key & 63u);
  }
  return bits;
}();

}  // namespace

std::uint16_t context_document::impl::frame_cues(const sentence& s) const {
  std::uint16_t cues = 0;
  for (std::size_t k = s.b; k < s.e; ++k) {
    const ctoken& t = toks[k];
    if (t.kind != tok_kind::word || ((frame_word_bits[(t.key >> 6) & 15u] >> (t.key & 63u)) & 1u) == 0) {
      continue;
    }
    auto at = std::lower_bound(cue_words.begin(), cue_words.end(), t.key,
                               [](const cue_word& c, std::uint64_t key) { return c.key < key; });
    for (; at != cue_words.end() && at->key == t.key; ++at) {
      if (at->word == t.norm) {
        cues |= at->groups;
      }
    }
  }
  return cues;
}

bool context_document::impl::answer_leads_with_not(std::size_t answer_si) const {
  if (answer_si >= sentences.size()) {
    return false;
  }
  const sentence& a = sentences[answer_si];
  std::size_t k = a.b;
  while (k < a.e && (toks[k].kind != tok_kind::word || in(answer_fillers, toks[k].norm))) {
    ++k;
  }
  if (!is_word(k, "not") || (k + 1 < a.e && toks[k + 1].kind == tok_kind::word && in(hedges_after_not, toks[k + 1].norm))) {
    return false;
  }
  // "not often", "not every day , maybe twice a week", "not at rest , only when i walk": a
  // frequency, a degree or a qualifier later in the answer makes it partial, not a denial.
  for (std::size_t j = k + 1; j < a.e; ++j) {
    if (toks[j].kind == tok_kind::word && (in(qualifiers, toks[j].norm) || in(partial_after_not, toks[j].norm))) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::tested_for(const sentence& s, std::size_t t0) const {
  // "We are checking her for anemia", "testing the baby for jaundice": the condition is what a
  // test looks for.
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "any"))) {
    --k;
  }
  if (k < s.b + 3 || !is_word(k - 1, "for")) {
    return false;
  }
  std::size_t j = k - 1;
  for (std::size_t objects = 0; j > s.b && objects < 2 && toks[j - 1].kind == tok_kind::word &&
                                in(tested_objects, toks[j - 1].norm);
       ++objects) {
    --j;
  }
  return j < k - 1 && j > s.b && toks[j - 1].kind == tok_kind::word && in(testing_verbs, toks[j - 1].norm);
}

bool context_document::impl::described_signs(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "Signs of dehydration include a dry mouth", "Symptoms of sepsis are confusion and ...";
  // not "Signs of sepsis are present" (found) nor "are seen".
  if (t0 < s.b + 2 || !is_word(t0 - 1, "of") || toks[t0 - 2].kind != tok_kind::word ||
      !in(sign_nouns, toks[t0 - 2].norm) || t1 + 1 >= s.e || toks[t1 + 1].kind != tok_kind::word ||
      !in(describing_verbs, toks[t1 + 1].norm)) {
    return false;
  }
  if (!is_word(t1 + 1, "are")) {
    return true;
  }
  return t1 + 2 < s.e && toks[t1 + 2].kind == tok_kind::word && !is_word(t1 + 2, "present") &&
         !is_word(t1 + 2, "seen");
}

bool context_document::impl::feared(const sentence& s, std::size_t t0) const {
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "the"))) {
    --k;
  }
  return k >= s.b + 3 && toks[k - 1].kind == tok_kind::word && in(coming_gerunds, toks[k - 1].norm) &&
         (is_word(k - 2, "of") || is_word(k - 2, "about") || is_word(k - 2, "is") || is_word(k - 2, "was")) &&
         toks[k - 3].kind == tok_kind::word && in(fear_words, toks[k - 3].norm);
}

bool context_document::impl::someone_else_has(const sentence& s, std::size_t t0) const {
  // "A child in her class has measles", "my whole office has the flu".
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "the"))) {
    --k;
  }
  if (k == s.b || toks[k - 1].kind != tok_kind::word || !in(having_verbs, toks[k - 1].norm)) {
    return false;
  }
  const std::size_t b = clause_begin(s, k - 1);
  for (std::size_t j = b; j + 1 < k; ++j) {
    if (toks[j].kind != tok_kind::word) {
      continue;
    }
    if (is_word(j, "patient") || is_word(j, "i") || is_word(j, "she") || is_word(j, "he")) {
      return false;
    }
  }
  for (std::size_t j = b; j + 1 < k; ++j) {
    if (toks[j].kind != tok_kind::word) {
      continue;
    }
    if (in(groups_of_people, toks[j].norm)) {
      return true;
    }
    if (in(indefinite_people, toks[j].norm) && j > b && (is_word(j - 1, "a") || is_word(j - 1, "another"))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::ended_later(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "Before the divorce she struggled with depression, but that has lifted", "i had covid at
  // christmas but i'm fine now": a later clause says what came before is over.
  // Whether the mention's own clause is in the past: looked at only when a recovery is found.
  const auto past = [&] {
    for (std::size_t k = clause_begin(s, t0); k < t0; ++k) {
      if (toks[k].kind == tok_kind::word && in(past_markers, toks[k].norm)) {
        return true;
      }
    }
    return false;
  };
  bool later_clause = false;
  // Within a dozen words: a long unpunctuated turn runs on into other topics.
  for (std::size_t k = t1 + 1, words = 0; k < s.e && words <= 12; ++k) {
    const ctoken& t = toks[k];
    words += t.kind == tok_kind::word ? 1 : 0;
    if (t.kind == tok_kind::punct) {
      later_clause = later_clause || t.norm == "," || t.norm == ";";
      continue;
    }
    if (t.norm == "but" || t.norm == "and") {
      later_clause = true;
      continue;
    }
    if (!later_clause) {
      continue;
    }
    // "that/it/which (has) lifted" as the subject right after the clause's edge ("decrease that
    // over time" is an object).
    const bool at_edge = toks[k - 1].kind == tok_kind::punct || is_word(k - 1, "but") || is_word(k - 1, "and");
    if (at_edge && (t.norm == "that" || t.norm == "it" || t.norm == "which" || t.norm == "its" || t.norm == "thats")) {
      std::size_t j = k + 1;
      bool copula = t.norm == "its" || t.norm == "thats";
      while (j < s.e && (is_word(j, "has") || is_word(j, "is") || is_word(j, "was") || is_word(j, "long") ||
                         is_word(j, "since") || is_word(j, "all") || is_word(j, "now") || is_word(j, "completely"))) {
        copula = copula || is_word(j, "is") || is_word(j, "was");
        ++j;
      }
      if (j < s.e && toks[j].kind == tok_kind::word && in(ended_words, toks[j].norm) &&
          (toks[j].norm != "over" || copula)) {
        return true;
      }
    }
    // "(i'm|she is) fine now" after a past clause; not when a treatment keeps it so ("fine now
    // on amlodipine", "fine now with the inhaler"): a condition controlled, not ended.
    if (in(well_words, t.norm) && (is_word(k + 1, "now") || is_word(k - 1, "now")) && past()) {
      const std::size_t after = is_word(k + 1, "now") ? k + 2 : k + 1;
      if (is_word(after, "on") || is_word(after, "with") || is_word(after, "since")) {
        return false;
      }
      return true;
    }
  }
  return false;
}

bool context_document::impl::ended_until(const sentence& s, std::size_t t1) const {
  // "Recurrent tonsillitis until her tonsils came out at age seven", "pain until she had the
  // operation": "until" and a past event after the mention end it; "until the rash clears"
  // (an instruction's limit) has no past verb. Right after the mention only: "the cough kept
  // her awake until the fever settled" ends the sleeplessness, not the cough.
  {
    const std::size_t k = t1 + 1;
    if (!(is_word(k, "until") || is_word(k, "till"))) {
      return false;
    }
    for (std::size_t j = k + 1, after = 0; j < s.e && after < 6; ++j, ++after) {
      if (toks[j].kind != tok_kind::word) {
        return false;
      }
      const std::string_view w = toks[j].norm;
      if (in(past_markers, w) || w == "came" || w == "went" || w == "took" || (w.size() > 4 && w.ends_with("ed"))) {
        return true;
      }
    }
  }
  return false;
}

bool context_document::impl::since_last(const sentence& s, std::size_t t0) const {
  // "five years since her last seizure": the last one lies that far back.
  return t0 >= s.b + 3 && is_word(t0 - 1, "last") && toks[t0 - 2].kind == tok_kind::word &&
         in(definite, toks[t0 - 2].norm) && is_word(t0 - 3, "since");
}

bool context_document::impl::definite_before(const sentence& s, std::size_t t0) const {
  return t0 > s.b && toks[t0 - 1].kind == tok_kind::word && in(definite, toks[t0 - 1].norm);
}

std::size_t context_document::impl::clause_begin(const sentence& s, std::size_t t0) const {
  std::size_t k = t0;
  while (k > s.b) {
    const ctoken& t = toks[k - 1];
    if (t.kind == tok_kind::punct && (t.norm == ";" || t.norm == ":" || t.norm == ",")) {
      break;
    }
    if (t.kind == tok_kind::word && (t.norm == "but" || t.norm == "however" || t.norm == "although")) {
      break;
    }
    --k;
  }
  return k;
}

const std::string_view* context_document::impl::definite_change(const sentence& s, std::size_t t0,
                                                                std::size_t t1) const {
  if (!definite_before(s, t0)) {
    return nullptr;
  }
  // Up to three auxiliaries, then the predicate (nouns of two words end the mention at t1).
  for (std::size_t k = t1 + 1, aux = 0; k < s.e && toks[k].kind == tok_kind::word && aux <= 3; ++k) {
    const std::string_view w = toks[k].norm;
    for (const std::string_view& p : change_predicates) {
      if (p == w) {
        return &p;
      }
    }
    if (!in(change_auxiliaries, w)) {
      return nullptr;
    }
    ++aux;
  }
  return nullptr;
}

bool context_document::impl::ending_predicate(std::string_view predicate) { return in(ending_predicates, predicate); }

bool context_document::impl::negated_belief(const sentence& s, std::size_t t0) const {
  // Back from the mention over articles and hedges to the complement's verb ...
  std::size_t k = t0;
  while (k > s.b && toks[k - 1].kind == tok_kind::word && in(predicate_fillers, toks[k - 1].norm)) {
    --k;
  }
  if (k == s.b || toks[k - 1].kind != tok_kind::word || !in(copulas, toks[k - 1].norm)) {
    return false;
  }
  // ... then, within six words of one clause, a negated verb of belief or "doubt".
  for (std::size_t j = k - 1, words = 0; j > s.b && words < 6; --j) {
    const ctoken& t = toks[j - 1];
    if (t.kind != tok_kind::word) {
      return false;
    }
    ++words;
    if (t.norm == "doubt" && !(j >= s.b + 2 && is_word(j - 2, "no"))) {
      return true;
    }
    if (in(belief_verbs, t.norm) && j >= s.b + 2) {
      if (toks[j - 2].kind == tok_kind::word && in(negated_do, toks[j - 2].norm)) {
        return true;
      }
      if (is_word(j - 2, "not") && j >= s.b + 3 && (is_word(j - 3, "do") || is_word(j - 3, "does") || is_word(j - 3, "did"))) {
        return true;
      }
    }
  }
  return false;
}

bool context_document::impl::belief_subject(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "I don't think the sciatica is serious": the mention opens the complement clause as its
  // subject (a copula follows it); the negated belief denies what is said of it, not it.
  if (t1 + 1 >= s.e || toks[t1 + 1].kind != tok_kind::word || !in(copulas, toks[t1 + 1].norm)) {
    return false;
  }
  std::size_t k = t0;
  for (std::size_t skipped = 0; k > s.b && skipped < 2 && toks[k - 1].kind == tok_kind::word &&
                                (in(definite, toks[k - 1].norm) || is_word(k - 1, "that"));
       ++skipped) {
    --k;
  }
  if (k < s.b + 2 || !in(belief_verbs, toks[k - 1].norm)) {
    return false;
  }
  return (toks[k - 2].kind == tok_kind::word && in(negated_do, toks[k - 2].norm)) ||
         (is_word(k - 2, "not") && k >= s.b + 3 && (is_word(k - 3, "do") || is_word(k - 3, "does") || is_word(k - 3, "did")));
}

bool context_document::impl::definite_consequent_subject(const sentence& s, std::size_t t0) const {
  // "If you have a fever, the tonsillitis is probably bacterial": a determined condition in the
  // consequent is there; the conditional ended at its comma.
  if (!definite_before(s, t0)) {
    return false;
  }
  std::size_t k = s.b;
  while (k < s.e && toks[k].kind == tok_kind::word && in(openers, toks[k].norm)) {
    ++k;
  }
  if (!is_word(k, "if")) {
    return false;
  }
  for (std::size_t j = k + 1; j + 1 < t0; ++j) {
    if (toks[j].kind == tok_kind::punct && toks[j].norm == ",") {
      return true;
    }
  }
  return false;
}

bool context_document::impl::identity_denied(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "pneumonia is not the cause", "gout isn't the reason for the swelling"; not a condition
  // the patient has ("your diabetes isn't the reason for the numbness": only its role is denied).
  if (definite_before(s, t0)) {
    return false;
  }
  std::size_t k = t1 + 1;
  if (k < s.e && (is_word(k, "is") || is_word(k, "was")) && is_word(k + 1, "not")) {
    k += 2;
  } else if (k < s.e && (is_word(k, "isnt") || is_word(k, "wasnt"))) {
    k += 1;
  } else {
    return false;
  }
  if (is_word(k, "likely") || is_word(k, "really")) {
    ++k;
  }
  if (!is_word(k, "the")) {
    return false;
  }
  ++k;
  if (is_word(k, "main") || is_word(k, "likely") || is_word(k, "real") || is_word(k, "underlying")) {
    ++k;
  }
  return k < s.e && toks[k].kind == tok_kind::word && in(explanation_nouns, toks[k].norm);
}

bool context_document::impl::conditional_consequent(const sentence& s, std::size_t t0) const {
  std::size_t k = s.b;
  while (k < s.e && toks[k].kind == tok_kind::word && in(openers, toks[k].norm)) {
    ++k;
  }
  if (!(is_word(k, "if") || (is_word(k, "should") && k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
                              in(inverted_subject, toks[k + 1].norm)))) {
    return false;
  }
  // The consequent begins after the conditional clause's comma ...
  std::size_t comma = k;
  while (comma < t0 && !(toks[comma].kind == tok_kind::punct && toks[comma].norm == ",")) {
    ++comma;
  }
  if (comma >= t0) {
    return false;
  }
  // ... with a pronoun subject and a copula, a modal "be" or "means", then the mention.
  std::size_t j = comma + 1;
  if (!(j < t0 && toks[j].kind == tok_kind::word && in(consequent_subjects, toks[j].norm))) {
    return false;
  }
  const bool contracted = is_word(j, "thats") || is_word(j, "its");
  ++j;
  std::size_t verbs = 0;
  while (j < t0 && toks[j].kind == tok_kind::word && in(consequent_verbs, toks[j].norm) && verbs < 3) {
    ++j;
    ++verbs;
  }
  if (verbs == 0 && !contracted) {
    return false;
  }
  while (j < t0 && toks[j].kind == tok_kind::word &&
         (in(predicate_fillers, toks[j].norm) || is_word(j, "likely") || is_word(j, "probably"))) {
    ++j;
  }
  return j == t0;
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
    if (t.norm != "should" || k >= t0 || toks[k].kind != tok_kind::word || !in(inverted_subject, toks[k].norm)) {
      continue;
    }
    // Clause-initial: at the sentence's start, after punctuation, or after an opener word.
    std::size_t b = k - 1;
    while (b > s.b && toks[b - 1].kind == tok_kind::word && in(openers, toks[b - 1].norm)) {
      --b;
    }
    return b == s.b || toks[b - 1].kind == tok_kind::punct;
  }
  return false;
}

bool context_document::impl::without_under_inability(const sentence& s, std::size_t t0) const {
  // "cannot lie flat without shortness of breath", "no longer able to walk a block without
  // pain": two negations make a necessity, the condition is there.
  std::size_t w = t0;
  for (std::size_t k = t0, words = 0; k > s.b && words < 3; --k) {
    if (toks[k - 1].kind != tok_kind::word) {
      break;
    }
    ++words;
    if (toks[k - 1].norm == "without") {
      w = k - 1;
      break;
    }
  }
  if (w == t0) {
    return false;
  }
  for (std::size_t k = w; k > s.b; --k) {
    const ctoken& t = toks[k - 1];
    if (t.kind != tok_kind::word) {
      return false;  // a comma or a clause edge between: a list, not one clause
    }
    if (in(inability, t.norm) || (t.norm == "able" && k >= s.b + 2 &&
                                  (is_word(k - 2, "not") || is_word(k - 2, "longer") || is_word(k - 2, "never")))) {
      return true;
    }
  }
  return false;
}

int context_document::impl::possible_meaning(const sentence& s, std::size_t t0) const {
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "the"))) {
    --k;
  }
  // "be a sign of X", "be a warning sign of X", "point to X"
  if (k > s.b + 1 && is_word(k - 1, "of") && (is_word(k - 2, "sign") || is_word(k - 2, "signs"))) {
    k -= 2;
    while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "warning") ||
                       is_word(k - 1, "early"))) {
      --k;
    }
    if (!is_word(k - 1, "be")) {
      return 0;
    }
  } else if (k > s.b && is_word(k - 1, "to")) {
    --k;
    if (!is_word(k - 1, "point")) {
      return 0;
    }
  } else if (k > s.b && is_word(k - 1, "be")) {
    return 0;  // "could be X" is the lexicon's hedge
  }
  if (k < s.b + 2 || toks[k - 1].kind != tok_kind::word || !in(meaning_verbs, toks[k - 1].norm) ||
      toks[k - 2].kind != tok_kind::word || !in(modal_possibility, toks[k - 2].norm)) {
    return 0;
  }
  const std::size_t modal = k - 2;
  // A relative clause ("..., which could mean jaundice") takes its antecedent's clause: a
  // warning there ("let us know about any yellow eyes") makes the meaning a warning too.
  if (modal > s.b + 1 && (is_word(modal - 1, "which") || is_word(modal - 1, "that")) &&
      toks[modal - 2].kind == tok_kind::punct && toks[modal - 2].norm == ",") {
    const std::size_t comma = modal - 2;
    const std::size_t from = clause_begin(s, comma);
    for (std::size_t oi = s.occ_b; oi < s.occ_e; ++oi) {
      const occurrence& o = occs[oi];
      if ((o.effects & e_hypo) != 0 && o.b >= from && o.e <= comma &&
          (o.dir == scope::forward || o.dir == scope::both)) {
        return 1;
      }
    }
    return 2;
  }
  std::size_t b = clause_begin(s, modal);
  while (b < modal && toks[b].kind == tok_kind::word && in(openers, toks[b].norm)) {
    ++b;
  }
  return b < modal && toks[b].kind == tok_kind::word && in(indefinite_determiners, toks[b].norm) ? 1 : 2;
}

bool context_document::impl::named_as_effect(const sentence& s, std::size_t t0, std::size_t t1) const {
  // The mention opens its clause, bare or indefinite ("Weight gain is ...", "A rash can be ...").
  std::size_t b = clause_begin(s, t0);
  while (b < t0 && toks[b].kind == tok_kind::word && in(openers, toks[b].norm)) {
    ++b;
  }
  if (t0 > b + 1 || (t0 == b + 1 && !is_word(b, "a") && !is_word(b, "an"))) {
    return false;
  }
  std::size_t k = t1 + 1;
  if (k >= s.e || toks[k].kind != tok_kind::word || !in(effect_copulas, toks[k].norm)) {
    return false;
  }
  ++k;
  if (k < s.e && is_word(k, "be")) {
    ++k;  // "can be a side effect"
  }
  for (std::size_t fill = 0; k < s.e && fill < 4 && toks[k].kind == tok_kind::word && in(effect_fillers, toks[k].norm);
       ++fill) {
    ++k;
  }
  return k < s.e && toks[k].kind == tok_kind::word && in(effect_nouns, toks[k].norm) &&
         (!in(std::array<std::string_view, 2>{"effect", "effects"}, toks[k].norm) || is_word(k - 1, "side"));
}

bool context_document::impl::taught_about(const sentence& s, std::size_t t0) const {
  if (definite_before(s, t0) && !(t0 > s.b + 1 && is_word(t0 - 1, "the") && is_word(t0 - 2, "of"))) {
    return false;  // "we discussed her asthma": the patient's own
  }
  // Back over articles, "the signs of", "what", an object and a preposition, to the verb.
  std::size_t k = t0;
  bool topic = false;
  for (std::size_t steps = 0; k > s.b && steps < 7; ++steps) {
    const ctoken& t = toks[k - 1];
    if (t.kind != tok_kind::word) {
      return false;
    }
    if (in(teaching_verbs, t.norm)) {
      // "went over" / "go over" only with "over"; "talked" only with a preposition.
      if ((t.norm == "went" || t.norm == "go") && !is_word(k, "over")) {
        return false;
      }
      if ((t.norm == "talked" || t.norm == "talk") && !topic) {
        return false;
      }
      return true;
    }
    if (in(topic_prepositions, t.norm)) {
      topic = true;
    } else if (!in(topic_fillers, t.norm) && !is_word(k - 1, "an")) {
      return false;
    }
    --k;
  }
  return false;
}

bool context_document::impl::nothing_indicates(const sentence& s, std::size_t t0) const {
  std::size_t k = t0;
  while (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "any"))) {
    --k;
  }
  if (k > s.b && is_word(k - 1, "to") && k > s.b + 1 && (is_word(k - 2, "points") || is_word(k - 2, "point") ||
                                                         is_word(k - 2, "pointing"))) {
    --k;
  }
  if (k == s.b || toks[k - 1].kind != tok_kind::word || !in(indicating_verbs, toks[k - 1].norm)) {
    return false;
  }
  // "nothing" as the subject, up to six words before the verb in its clause ("Nothing in the
  // history points to", "there is nothing to suggest").
  const std::size_t verb = k - 1;
  const std::size_t from = std::max(clause_begin(s, verb), verb >= s.b + 6 ? verb - 6 : s.b);
  for (std::size_t j = verb; j > from; --j) {
    if (toks[j - 1].kind == tok_kind::word && in(nothing_words, toks[j - 1].norm)) {
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
    if (in(recurrence_words, toks[k].norm) || in(level_words, toks[k].norm)) {
      return false;  // "if your chest pain comes back": not there now
    }
  }
  return true;
}

bool context_document::impl::answer_reports_normal(std::size_t answer_si) const {
  if (answer_si >= sentences.size()) {
    return false;
  }
  const sentence& a = sentences[answer_si];
  bool linked = false;
  for (std::size_t k = a.b; k < a.e; ++k) {
    const ctoken& t = toks[k];
    if (t.kind == tok_kind::punct) {
      continue;
    }
    if (in(qualifiers, t.norm)) {
      return false;
    }
    if (linked && in(normal_words, t.norm)) {
      // The rest of the sentence may not qualify it ("fine, but ...", "normal until today").
      for (std::size_t j = k + 1; j < a.e; ++j) {
        if (toks[j].kind == tok_kind::word && in(qualifiers, toks[j].norm)) {
          return false;
        }
      }
      return true;
    }
    linked = linked || in(linking_verbs, t.norm);
  }
  return false;
}

void context_document::impl::apply_clause_frames(const sentence& s, std::size_t t0, std::size_t t1,
                                                 mention_context& r, assess_flags& flags) const {
  // Each frame runs only when its sentence holds a word of its group (s.frame_cues).
  const std::uint16_t cues = s.frame_cues;
  if (!r.negated && (((cues & f_belief) != 0 && negated_belief(s, t0)) ||
                     ((cues & f_explanation) != 0 && identity_denied(s, t0, t1)))) {
    r.negated = true;  // "I don't think this is gout", "pneumonia is not the cause"
  }
  if (r.negated && (((cues & f_without) != 0 && without_under_inability(s, t0)) ||
                    ((cues & f_belief) != 0 && belief_subject(s, t0, t1)))) {
    r.negated = false;  // "cannot lie flat without shortness of breath", "don't think the X is serious"
  }
  if ((cues & f_conditional) != 0) {
    if (!r.negated && !r.hypothetical && (conditional_consequent(s, t0) || inverted_conditional(s, t0))) {
      r.hypothetical = true;  // "If you feel shaky, that is hypoglycemia", "Should you become breathless"
    } else if (r.hypothetical && definite_consequent_subject(s, t0)) {
      r.hypothetical = false;  // "If you have a fever, the tonsillitis is probably bacterial"
    }
  }
  if ((cues & f_prospect) != 0 && !r.negated) {
    if (feared(s, t0)) {
      r.hypothetical = true;  // "afraid of getting a heart attack": a fear, not a hedge on a diagnosis
      r.uncertain = false;
    } else if (!r.hypothetical && (tested_for(s, t0) || described_signs(s, t0, t1))) {
      r.hypothetical = true;  // "checking her for anemia", "signs of dehydration include"
    }
  }
  // Round 13's frames.
  if ((cues & f_conditional) != 0 && !r.negated && !r.hypothetical && conditional_disjunct(s, t0)) {
    r.hypothetical = true;  // "if the pain moves ... or he starts vomiting"
  }
  if ((cues & f_conditional) != 0 && r.hypothetical && r.uncertain && antecedent_if(s, t0, 8) != s.e) {
    // "If it turns out to be gallstones, ...": a hedge inside the supposition is part of it,
    // unless the sentence hedges before the "if" as well.
    const std::size_t at = antecedent_if(s, t0, 8);
    bool hedged_before = toks[t0].query;
    for (std::size_t oi = s.occ_b; oi < s.occ_e && !hedged_before; ++oi) {
      hedged_before = (occs[oi].effects & e_unc) != 0 && occs[oi].b < at;
    }
    if (!hedged_before) {
      r.uncertain = false;
    }
  }
  if ((cues & f_meaning) != 0 && !r.negated && !r.hypothetical) {
    const int meaning = possible_meaning(s, t0);
    if (meaning == 1) {
      r.hypothetical = true;  // "A drooping face could mean a stroke": a warning
      r.uncertain = false;
    } else if (meaning == 2) {
      r.uncertain = true;  // "This rash could mean shingles": a hedge
    }
  }
  if ((cues & f_effect) != 0 && !r.negated && !r.hypothetical && named_as_effect(s, t0, t1)) {
    r.hypothetical = true;  // "Weight gain is a known side effect of this drug"
  }
  if ((cues & f_teaching) != 0 && !r.negated && !r.hypothetical && taught_about(s, t0)) {
    r.hypothetical = true;  // "We talked about what pneumonia is"
    r.uncertain = false;
  }
  if ((cues & f_evidence) != 0 && !r.negated && nothing_indicates(s, t0)) {
    r.negated = true;  // "Nothing in the history points to asthma"
    r.uncertain = false;
  }
  if ((cues & f_people) != 0 && r.who == experiencer::patient && someone_else_has(s, t0)) {
    r.who = experiencer::other;  // "A child in her class has measles"
  }
  if ((cues & f_ended) != 0 && !r.negated && !r.historical &&
      (since_last(s, t0) || ended_later(s, t0, t1) || ended_until(s, t1))) {
    r.historical = true;  // "since her last seizure", "had covid but fine now", "..., but that has lifted"
    flags.strong_hist = true;
  }
}

}  // namespace cxs::domain::clinical
