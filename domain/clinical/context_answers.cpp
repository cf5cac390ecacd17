#include "domain/clinical/context_document.hpp"

#include "domain/clinical/context_course_words.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

std::size_t context_document::impl::words_between(std::size_t from, std::size_t to) const {
  std::size_t n = 0;
  for (std::size_t k = from; k < to; ++k) {
    if (toks[k].kind == tok_kind::word) {
      ++n;
    }
  }
  return n;
}

namespace {

// The answer phrases split into words with their `token_key`s, built at compile time from
// the lexicon lists, so classify_answer compares one integer per phrase at each word
// instead of splitting and comparing every phrase's text (it runs on every reply turn).
struct answer_phrase {
  static constexpr std::size_t max_words = 6;
  std::array<std::string_view, max_words> words{};
  std::array<std::uint64_t, max_words> keys{};
  std::size_t size = 0;
  answer_kind kind = answer_kind::none;
};

template <std::size_t N>
constexpr void split_answers(const std::array<std::string_view, N>& list, answer_kind kind, answer_phrase* out) {
  for (std::size_t p = 0; p < N; ++p) {
    const std::string_view phrase = list[p];
    answer_phrase& a = out[p];
    a.kind = kind;
    std::size_t start = 0;
    while (start < phrase.size()) {
      std::size_t sp = phrase.find(' ', start);
      if (sp == std::string_view::npos) {
        sp = phrase.size();
      }
      if (a.size == answer_phrase::max_words) {
        throw "answer phrase longer than answer_phrase::max_words";  // fails the constant evaluation
      }
      a.words[a.size] = phrase.substr(start, sp - start);
      a.keys[a.size] = text::token_key(a.words[a.size]);
      ++a.size;
      start = sp + 1;
    }
  }
}

// Negative phrases first, then positive: the order the longest-match tie-break depends on.
constexpr auto answer_phrases = [] {
  std::array<answer_phrase, negative_answers.size() + positive_answers.size()> out{};
  split_answers(negative_answers, answer_kind::negative, out.data());
  split_answers(positive_answers, answer_kind::positive, out.data() + negative_answers.size());
  return out;
}();

}  // namespace

answer_kind context_document::impl::answer_phrase_at(std::size_t k, std::size_t e, std::size_t* len) const {
  // Longest answer phrase starting here (the first listed on a tie). Keys screen the
  // phrases; the words are still compared, so a key collision cannot change the answer.
  std::size_t best = 0;
  answer_kind kind = answer_kind::none;
  const std::uint64_t first = toks[k].key;
  for (const answer_phrase& a : answer_phrases) {
    if (a.keys[0] != first || a.size <= best) {
      continue;
    }
    bool ok = true;
    for (std::size_t w = 0; w < a.size && ok; ++w) {
      const std::size_t at = k + w;
      ok = at < e && toks[at].kind == tok_kind::word && toks[at].key == a.keys[w] && toks[at].norm == a.words[w];
    }
    if (ok) {
      best = a.size;
      kind = a.kind;
    }
  }
  *len = best;
  return kind;
}

answer_kind context_document::impl::corrected_answer(const sentence& s, std::size_t k, answer_kind kind) const {
  // Round 23: a speaker who takes the answer back ("yeah, um, wait, no, sorry, that was my
  // husband"; "no, well, actually, yes, a little"): after a word of correction ("wait",
  // "actually", "sorry", "i mean"), an answer of the other polarity is the answer. Without
  // such a word the first answer stands ("no, no, nothing like that"; "yes, no chest pain"
  // is an answer with a detail, read by answer_adds_affirming_detail).
  bool correcting = false;
  while (k < s.e) {
    if (toks[k].kind != tok_kind::word) {
      ++k;
      continue;
    }
    if (in<answer_corrections>(toks[k].norm) || (toks[k].norm == "i" && is_word(k + 1, "mean"))) {
      correcting = true;
      k += toks[k].norm == "i" ? 2 : 1;
      continue;
    }
    if (in<answer_fillers>(toks[k].norm)) {
      ++k;
      continue;
    }
    std::size_t len = 0;
    const answer_kind again = answer_phrase_at(k, s.e, &len);
    if (again == answer_kind::none || !correcting) {
      break;
    }
    kind = again;
    correcting = false;
    k += len;
  }
  return kind;
}

answer_kind context_document::impl::classify_answer(const sentence& s) const {
  std::size_t k = s.b;
  while (k < s.e) {
    if (toks[k].kind != tok_kind::word) {
      ++k;
      continue;
    }
    std::size_t best = 0;
    const answer_kind kind = answer_phrase_at(k, s.e, &best);
    if (kind != answer_kind::none) {
      return corrected_answer(s, k + best, kind);
    }
    if (in<answer_fillers>(toks[k].norm)) {
      ++k;
      continue;
    }
    // Round 24: "i wish , no" (to "any weight loss ?"), "i wish": a wistful lead-in says the
    // asked-for thing did not happen; the answer after it decides, and alone it is a no. Not
    // "i wish i could sleep" (a clause of its own: another answer).
    if (toks[k].norm == "i" && is_word(k + 1, "wish")) {
      std::size_t j = k + 2;
      while (j < s.e && (toks[j].kind != tok_kind::word || in<answer_fillers>(toks[j].norm))) {
        ++j;
      }
      if (j >= s.e) {
        return answer_kind::negative;
      }
      if (toks[j - 1].kind == tok_kind::punct) {
        k = j;
        continue;
      }
    }
    return answer_kind::other;
  }
  return answer_kind::other;
}

bool context_document::impl::yes_no_question(const sentence& s, bool* wh, std::size_t* asked_from) const {
  *wh = false;
  if (asked_from != nullptr) {
    *asked_from = s.b;
  }
  bool clause_skipped = false;
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind != tok_kind::word || in<question_fillers>(toks[k].norm)) {
      continue;
    }
    // "what about chest pain?" asks whether it is there; "how about your eczema?" asks how a
    // condition the patient has is doing, as "how is your eczema?" does (probe round 17).
    // Round 23: "when the headache comes on, is there nausea with it?", "when you run, are you
    // wheezing?": a leading "when" clause with a subject of its own sets the occasion; the
    // question after its comma is what is asked. Not "when did the cough start, roughly?"
    // (an auxiliary right after "when" asks for the time).
    if (toks[k].norm == "when" && !clause_skipped && k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
        !in<when_question_auxiliaries>(toks[k + 1].norm)) {
      std::size_t comma = k + 1;
      while (comma < s.e && !(toks[comma].kind == tok_kind::punct && toks[comma].norm == ",")) {
        ++comma;
      }
      if (comma + 1 < s.e) {
        clause_skipped = true;
        if (asked_from != nullptr) {
          *asked_from = comma + 1;  // the clause's own mentions ("the headache") are not asked
        }
        k = comma;  // the loop's ++k moves past the comma
        continue;
      }
    }
    if (in<wh_words>(toks[k].norm) &&
        (!is_word(k + 1, "about") ||
         (toks[k].norm == "how" && (is_word(k + 2, "your") || is_word(k + 2, "his") || is_word(k + 2, "her"))))) {
      *wh = true;
      return false;
    }
    return true;
  }
  return false;
}

answer_kind context_document::impl::answer_to(std::size_t si, bool punctuated, bool* answered,
                                              std::size_t* answer_sentence) const {
  *answered = false;
  const sentence& s = sentences[si];
  if (s.turn >= 0) {
    const turn_info& ti = turns[static_cast<std::size_t>(s.turn)];
    // Only the trailing run of yes/no questions of a turn is answered by the next turn.
    for (std::size_t k = si + 1; k < ti.end_sentence; ++k) {
      bool wh = false;
      if (!sentences[k].question || !yes_no_question(sentences[k], &wh)) {
        *answered = true;  // the speaker went on: treat as answered by themselves
        return answer_kind::none;
      }
    }
    const auto next = static_cast<std::size_t>(s.turn) + 1;
    if (next >= turns.size()) {
      return answer_kind::none;
    }
    const turn_info& reply = turns[next];
    if (reply.speaker == ti.speaker && ti.speaker != role::none) {
      return answer_kind::none;
    }
    if (reply.first_sentence >= reply.end_sentence) {
      return answer_kind::none;
    }
    *answered = true;
    if (answer_sentence != nullptr) {
      *answer_sentence = reply.first_sentence;
    }
    return reply_after_question(reply.first_sentence, answered);  // round 32 (context_answer_forms.cpp)
  }
  if (!punctuated || si + 1 >= sentences.size() || sentences[si + 1].turn >= 0) {
    return answer_kind::none;
  }
  *answered = true;
  if (answer_sentence != nullptr) {
    *answer_sentence = si + 1;
  }
  return reply_after_question(si + 1, answered);
}

bool context_document::impl::dated_in_past(std::size_t si) const {
  const sentence& s = sentences[si];
  bool past = false;
  for (std::size_t oi = s.occ_b; oi < s.occ_e; ++oi) {
    const std::uint32_t fx = occs[oi].effects;
    if ((fx & (e_current | e_persist | e_neg)) != 0) {
      return false;
    }
    past = past || (fx & (e_hist | e_dated)) != 0;
  }
  return past;
}

bool context_document::impl::diagnosis_question(const sentence& s, std::size_t t0) const {
  // The opener, after fillers, then at most "a", "an", "the", "some", "kind of", "sort
  // of" before the mention: "do i have diabetes", "is it a kidney stone", "could this be
  // cancer", "am i having a heart attack". ("could that be why i have X" is not.)
  static constexpr std::array<std::string_view, 12> openers{
      "do i have", "have i got", "is it", "is this", "is that", "am i having", "could it be",
      "could this be", "could that be", "might it be", "can it be", "do you think its"};
  static constexpr std::array<std::string_view, 7> fillers{"a", "an", "the", "some", "kind", "sort", "of"};
  std::size_t k = s.b;
  while (k < s.e && (toks[k].kind != tok_kind::word || in<question_fillers>(toks[k].norm))) {
    ++k;
  }
  for (std::string_view opener : openers) {
    std::size_t at = k;
    std::size_t start = 0;
    bool ok = true;
    while (start < opener.size() && ok) {
      std::size_t sp = opener.find(' ', start);
      if (sp == std::string_view::npos) {
        sp = opener.size();
      }
      ok = at < s.e && toks[at].kind == tok_kind::word && toks[at].norm == opener.substr(start, sp - start);
      ++at;
      start = sp + 1;
    }
    if (!ok || at > t0) {
      continue;
    }
    while (at < t0 && (toks[at].kind != tok_kind::word ||
                       std::find(fillers.begin(), fillers.end(), toks[at].norm) != fillers.end())) {
      ++at;
    }
    return at == t0;
  }
  return false;
}

bool context_document::impl::list_gap(std::size_t b, std::size_t e) const {
  static constexpr std::array<std::string_view, 16> verbs{"hai", "hain", "he", "tha", "thi", "hua", "ho", "raha",
                                                          "rahi", "hota", "is", "are", "was", "has", "have", "had"};
  std::size_t run = 0;
  for (std::size_t k = b; k < e; ++k) {
    if (toks[k].kind == tok_kind::punct) {
      if (toks[k].norm != ",") {
        return false;
      }
      run = 0;
      continue;
    }
    if (toks[k].kind != tok_kind::word || in<verbs>(toks[k].norm) || ++run > 3) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::duration_after(const sentence& s, std::size_t t1) const {
  std::size_t words = 0;
  for (std::size_t k = t1 + 1; k < s.e && words < 7; ++k) {
    const ctoken& t = toks[k];
    if (t.kind != tok_kind::word) {
      if (t.norm == ";" || t.norm == ":" || t.norm == "(" || t.norm == ",") {
        return false;  // a duration in the next clause belongs to something else
      }
      continue;
    }
    ++words;
    if (t.norm == "since") {
      return true;
    }
    if (in<time_units>(t.norm) && k > s.b) {
      const ctoken& prev = toks[k - 1];
      const bool counted = prev.kind == tok_kind::word &&
                           (in<number_words>(prev.norm) ||
                            std::all_of(prev.norm.begin(), prev.norm.end(), [](char c) {
                              return text::is_ascii_digit(c) || c == '.';
                            }));
      const bool past_point = k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
                              in<time_after_unit_not_duration>(toks[k + 1].norm);
      if (counted && !past_point && prev.norm != "last" && prev.norm != "past") {
        return true;
      }
    }
  }
  return false;
}

bool context_document::impl::answer_names_only_others(const sentence& q, std::size_t answer_si,
                                                      std::size_t t1) const {
  // "[doctor] any nausea or vomiting? [patient] just some nausea": a restrictive answer to a
  // list question names what the patient has; an item of the list it does not name is denied
  // (round 10). Only after "just/only/sirf/bas", only for a list ("," or "or" in the question).
  bool list = false;
  for (std::size_t k = q.b; k < q.e && !list; ++k) {
    list = (toks[k].kind == tok_kind::punct && toks[k].norm == ",") || is_word(k, "or") || is_word(k, "ya");
  }
  if (!list || answer_si >= sentences.size()) {
    return false;
  }
  const sentence& a = sentences[answer_si];
  std::size_t k = a.b;
  while (k < a.e && (toks[k].kind != tok_kind::word || in<answer_fillers>(toks[k].norm))) {
    ++k;
  }
  if (k >= a.e || !(is_word(k, "just") || is_word(k, "only") || is_word(k, "sirf") || is_word(k, "bas"))) {
    return false;
  }
  // The mention's head word (its last), singular or plural, must be absent from the answer,
  // and another word of the question must be in it: "just a little" or "only at night"
  // describes what the patient has, it names no other item ("any cough or wheeze? — only
  // at night" denies neither).
  const auto stem = [](std::string_view w) {
    if (w.size() > 3 && w.back() == 's') {
      w.remove_suffix(1);
    }
    return w;
  };
  const std::string_view head = stem(toks[t1].norm);
  bool names_other = false;
  for (std::size_t j = k + 1; j < a.e; ++j) {
    if (toks[j].kind != tok_kind::word) {
      continue;
    }
    if (toks[j].norm.starts_with(head)) {
      return false;
    }
    const std::string_view w = stem(toks[j].norm);
    for (std::size_t i = q.b; i < q.e && !names_other && w.size() >= 4; ++i) {
      names_other = toks[i].kind == tok_kind::word && stem(toks[i].norm) == w;
    }
  }
  return names_other;
}

bool context_document::impl::answer_denies_item(std::size_t answer_si, std::size_t t1) const {
  // "[doctor] any fever or chills? [patient] chills yes, no fever": the question's item said
  // again in the answer right after "no" or "not" (or before the Hindi "nahi") is denied,
  // whatever else the answer affirms. The head word (the mention's last), singular or plural.
  if (answer_si >= sentences.size()) {
    return false;
  }
  std::string_view head = toks[t1].norm;
  if (head.size() > 3 && head.back() == 's') {
    head.remove_suffix(1);
  }
  if (head.size() < 3) {
    return false;
  }
  const sentence& a = sentences[answer_si];
  for (std::size_t j = a.b; j < a.e; ++j) {
    if (toks[j].kind != tok_kind::word || !toks[j].norm.starts_with(head)) {
      continue;
    }
    const bool before = (j > a.b && (is_word(j - 1, "no") || is_word(j - 1, "not"))) ||
                        (j > a.b + 1 && (is_word(j - 2, "no") || is_word(j - 2, "not")) &&
                         toks[j - 1].kind == tok_kind::word && in<answer_fillers>(toks[j - 1].norm));
    const bool after = j + 1 < a.e && (is_word(j + 1, "nahi") || is_word(j + 1, "nahin"));
    if (before || after) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::answer_adds_affirming_detail(std::size_t answer_si) const {
  // "yes, when i climb stairs" affirms; "yes, no chest pain" keeps its own negator and a bare
  // "yes" to "no chest pain?" may agree with the negation.
  if (answer_si >= sentences.size()) {
    return false;
  }
  static constexpr std::array negators{
      std::string_view{"no"},    std::string_view{"not"},    std::string_view{"never"},  std::string_view{"none"},
      std::string_view{"nothing"}, std::string_view{"nahi"}, std::string_view{"nahin"},  std::string_view{"dont"},
      std::string_view{"doesnt"}, std::string_view{"didnt"}, std::string_view{"havent"}, std::string_view{"hasnt"},
      std::string_view{"isnt"},  std::string_view{"wasnt"},  std::string_view{"cant"},   std::string_view{"without"},
  };
  const sentence& a = sentences[answer_si];
  std::size_t words = 0;
  for (std::size_t k = a.b; k < a.e; ++k) {
    if (toks[k].kind != tok_kind::word || in<answer_fillers>(toks[k].norm)) {
      continue;
    }
    if (in<negators>(toks[k].norm)) {
      return false;
    }
    ++words;
  }
  return words >= 2;
}

bool context_document::impl::negative_question(const sentence& s) const {
  // Opened by "no" (after fillers: "and no fever?"), one item only: a list ("no fever, cough
  // or cold?") answered "yes, a cough" affirms one item, not all; a tag question ("no fever,
  // right?") answered "right" confirms the negation.
  std::size_t k = s.b;
  while (k < s.e && (toks[k].kind != tok_kind::word || in<question_fillers>(toks[k].norm))) {
    ++k;
  }
  if (k >= s.e || !is_word(k, "no")) {
    return false;
  }
  for (std::size_t j = k + 1; j < s.e; ++j) {
    if ((toks[j].kind == tok_kind::punct && toks[j].norm == ",") || is_word(j, "or") || is_word(j, "and")) {
      return false;
    }
  }
  return !tag_question(s);
}

bool context_document::impl::tag_question(const sentence& s) const {
  // The words after the last comma, before the "?".
  std::size_t start = s.b;
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::punct && toks[k].norm == ",") {
      start = k + 1;
    }
  }
  if (start == s.b) {
    return false;
  }
  std::string tail;
  for (std::size_t k = start; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word) {
      if (!tail.empty()) {
        tail.push_back(' ');
      }
      tail += toks[k].norm;
    }
  }
  return in<tag_questions>(tail);
}

bool context_document::impl::opens_with_when(const sentence& s) const {
  std::size_t k = s.b;
  while (k < s.e && (toks[k].kind != tok_kind::word || in<question_fillers>(toks[k].norm))) {
    ++k;
  }
  return is_word(k, "when");
}

bool context_document::impl::answer_says_gone(std::size_t si, bool punctuated) const {
  bool answered = false;
  std::size_t answer = sentences.size();
  (void)answer_to(si, punctuated, &answered, &answer);
  if (!answered || answer >= sentences.size()) {
    return false;
  }
  // The answer opens with the end: a subject, an auxiliary or a degree word, then a word of
  // ending ("it's gone", "it has completely cleared", "all gone", "went away last week").
  // Anything that brings it back or keeps some of it ("gone but comes back", "mostly gone",
  // "still there") is no end.
  static constexpr std::array<std::string_view, 16> lead_words{
      "oh", "well", "actually", "its", "it", "is", "has", "thats", "that", "all", "completely", "totally",
      "fully", "pretty", "much", "now"};
  static constexpr std::array<std::string_view, 8> ended{"gone",     "cleared", "resolved",   "stopped",
                                                         "settled",  "went",    "disappeared", "healed"};
  static constexpr std::array<std::string_view, 9> returns{"but", "back", "again", "still", "sometimes",
                                                           "mostly", "almost", "nearly", "except"};
  const sentence& a = sentences[answer];
  std::size_t k = a.b;
  while (k < a.e && (toks[k].kind != tok_kind::word || in<lead_words>(toks[k].norm))) {
    ++k;
  }
  if (k >= a.e || !in<ended>(toks[k].norm) || (is_word(k, "went") && !is_word(k + 1, "away"))) {
    return false;
  }
  for (std::size_t j = a.b; j < a.e; ++j) {
    if (toks[j].kind == tok_kind::word && in<returns>(toks[j].norm)) {
      return false;
    }
  }
  return true;
}

void context_document::impl::apply_dialogue_answer(std::size_t si, std::size_t t0, std::size_t t1,
                                                   mention_context& r, assess_flags& flags) const {
  const sentence& s = sentences[si];
  // Round 18: "when did the vertigo stop?", "when did your cough go away?": a question of when
  // the condition ended presupposes that it did (not "when did the vertigo start?").
  static constexpr std::array<std::string_view, 9> ending_verbs{"stop",    "clear",   "settle", "go",  "resolve",
                                                                "disappear", "subside", "end",    "ease"};
  if (s.question && t0 > s.b && definite_before(s, t0) && t1 + 1 < s.e && toks[t1 + 1].kind == tok_kind::word &&
      in<ending_verbs>(toks[t1 + 1].norm) && (!is_word(t1 + 1, "go") || is_word(t1 + 2, "away")) &&
      opens_with_when(s)) {
    r.historical = true;
    flags.strong_hist = true;
  }
  // Dialogue: a yes/no question takes its polarity from the answer.
  bool wh = false;
  const bool punctuated = s.question;
  bool ask = false;
  if (punctuated) {
    std::size_t asked_from = s.b;
    ask = yes_no_question(s, &wh, &asked_from) && t0 >= asked_from;
    // Review rv21: a note's finding followed by a short query of its quality ("Rash spreading,
    // non-blanching?") asks the quality only (context_sentence_marks.cpp).
    ask = ask && !(!dialogue && s.turn < 0 && queries_only_a_quality(s, t1));
  } else if (s.turn >= 0 && dialogue) {
    // Unpunctuated speech: the last sentence of a short turn that opens like a question.
    const turn_info& ti = turns[static_cast<std::size_t>(s.turn)];
    const bool turn_end = si + 1 == ti.end_sentence;
    const std::size_t sentence_words = turn_end ? words_between(s.b, s.e) : 0;
    if (turn_end && sentence_words <= 20) {
      for (std::size_t k = s.b; k < s.e; ++k) {
        if (toks[k].kind != tok_kind::word || in<question_fillers>(toks[k].norm)) {
          continue;
        }
        ask = in<yes_no_openers>(toks[k].norm);
        break;
      }
    }
    // A run-on turn ending in its question (branch dx22): "… we were able to see you so have you
    // experienced any numbness in your foot at all". A yes/no opener after a discourse word ("so",
    // "and", "okay", "now", "alright"), with "you" after an auxiliary, at most twelve words before
    // the mention, opens the question when the turn ends within twenty words of it (words
    // compared by their keys: this runs for every mention in a turn's last sentence).
    if (!ask && turn_end) {
      static constexpr std::array discourse{text::token_key("so"), text::token_key("and"), text::token_key("okay"),
                                            text::token_key("now"), text::token_key("alright")};
      static constexpr std::uint64_t you_key = text::token_key("you");
      static constexpr std::uint64_t any_word_key = text::token_key("any");
      std::size_t seen = 0;
      for (std::size_t k = t0; k > s.b + 1 && seen < 12; --k) {
        const std::size_t o = k - 1;
        if (toks[o].kind != tok_kind::word) {
          continue;
        }
        ++seen;
        const auto before = toks[o - 1].key;
        if (toks[o - 1].kind != tok_kind::word ||
            std::find(discourse.begin(), discourse.end(), before) == discourse.end()) {
          continue;
        }
        const bool opener = toks[o].key == any_word_key
                                ? toks[o].norm == "any"
                                : (o + 1 < s.e && toks[o + 1].key == you_key && in<yes_no_openers>(toks[o].norm));
        if (opener && words_between(o, s.e) <= 20) {
          ask = true;
          break;
        }
      }
    }
  }
  // A patient's own question ("could that be why I have diarrhoea?") presupposes it,
  // unless it asks whether the condition is the diagnosis ("do I have diabetes?", "is it a
  // kidney stone?", "could this be cancer?"): then the clinician's answer decides, and
  // without a "yes" the mention stays uncertain (the patient's guess, not a finding).
  bool patient_asks_diagnosis = false;
  if (ask && s.turn >= 0 && turns[static_cast<std::size_t>(s.turn)].speaker == role::patient) {
    patient_asks_diagnosis = diagnosis_question(s, t0);
    ask = patient_asks_diagnosis;
  } else if (ask && !dialogue && diagnosis_question(s, t0)) {
    // A note's own question ("Could this be gout? Urate sent.") is a possibility: uncertain
    // unless the next sentence answers it yes or no.
    patient_asks_diagnosis = true;
  }
  if (patient_asks_diagnosis) {
    bool answered = false;
    const answer_kind a = answer_to(si, punctuated, &answered);
    if (a == answer_kind::negative) {
      r.negated = true;
    } else if (a != answer_kind::positive) {
      r.uncertain = true;
    }
    ask = false;
  }
  if (ask) {
    bool answered = false;
    std::size_t answer = sentences.size();
    const answer_kind a = answer_to(si, punctuated, &answered, &answer);
    // "has the swelling gone down? — no": the question presupposes the swelling; the answer
    // says whether it changed, not whether it is there (round 11).
    const std::string_view* change = definite_change(s, t0, t1);
    // "and your diabetes? — it's good": a follow-up of a condition the patient has; a normal
    // report says how it is, not that it is absent. Only an existence question ("any fever?")
    // is denied by a normal answer ("do you still get the migraines? — not for years" still is).
    const bool followed_up = definite_before(s, t0);
    const bool normal = a == answer_kind::other && answered &&
                        ((!followed_up && answer_reports_normal(answer)) || answer_leads_with_not(answer));
    if (change != nullptr) {
      if ((a == answer_kind::positive || normal) && ending_predicate(*change)) {
        r.historical = true;
      } else if (a == answer_kind::negative) {
        r.historical = false;  // the question's own "gone", answered "no"
        flags.current = true;
      }
    } else if (a == answer_kind::negative || normal) {
      r.negated = true;  // normal: "any fever? — my temperature has been normal" (round 11)
    } else if (answered && answer_denies_item(answer, t1)) {
      r.negated = true;  // "any fever or chills? — chills yes, no fever"
    } else if (a == answer_kind::other && answered && answer_names_only_others(s, answer, t1)) {
      r.negated = true;  // "any nausea or vomiting? — just some nausea": not the vomiting
    } else if (a == answer_kind::positive && r.negated && negative_question(s) &&
               answer_adds_affirming_detail(answer)) {
      // "[doctor] no headaches? [patient] yes, most mornings": the answer, not the question's
      // own "no", decides (round 10).
      r.negated = false;
    } else if (!answered && punctuated && !tag_question(s)) {
      r.hypothetical = true;
    } else if (answer < sentences.size() && dated_in_past(answer)) {
      // "have you had chickenpox? — yes, as a kid": the answer dates it in the past.
      r.historical = true;
    }
  } else if (punctuated && wh && dialogue && !r.negated && !r.historical && definite_before(s, t0) &&
             answer_says_gone(si, punctuated)) {
    // Review rv17: "how is your chest pain ? — it's gone", "what about the rash ? — all cleared
    // up": a follow-up of the patient's condition answered with its end dates it, as "has the
    // rash cleared ? — yes" does (round 11).
    r.historical = true;
    flags.strong_hist = true;
  } else if (punctuated && wh && dialogue && !r.negated && !r.historical && opens_with_when(s)) {
    // "when was your last seizure? — about four years ago", "when did the vertigo stop? — back
    // in june": a question for the time of the last episode or of the end, answered with a time
    // in the past, dates the end (round 14). Not the start ("when did the cough start? — two
    // months ago" goes on).
    bool last_or_end = false;
    for (std::size_t k = s.b + 1; k < s.e && !last_or_end; ++k) {
      last_or_end = toks[k].kind == tok_kind::word && in<course_vocab::last_or_end_words>(toks[k].norm);
    }
    bool answered = false;
    std::size_t answer = sentences.size();
    if (last_or_end) {
      (void)answer_to(si, punctuated, &answered, &answer);
    }
    if (last_or_end && answered && answer < sentences.size() && dated_in_past(answer)) {
      r.historical = true;
    }
  }
}

}  // namespace cxs::domain::clinical
