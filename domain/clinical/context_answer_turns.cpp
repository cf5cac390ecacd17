// Reading a reply turn: the answer phrases ("no", "nahi", "yes, a little"), a speaker's
// correction, which question a reply answers, and the question's own form (yes/no, negative,
// tag, "when"). What an answer does to a mention is in context_answers.cpp.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

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
    // Round 38: a reply that opens by holding the answer back ("um, let me think...", an echo "a
    // fit?") answers in its next sentence, or in the same speaker's next turn.
    // (An ellipsis's stops after it are sentences of no words: passed over as well.)
    std::size_t said = reply.first_sentence;
    if (holds_the_answer_back(sentences[said])) {
      std::size_t turn_end = reply.end_sentence;
      for (std::size_t step = 0; step < 4; ++step) {
        std::size_t after = said + 1;
        if (after >= turn_end && next + 1 < turns.size() && turns[next + 1].speaker == reply.speaker &&
            turn_end == reply.end_sentence) {
          after = turns[next + 1].first_sentence;
          turn_end = turns[next + 1].end_sentence;
        }
        if (after >= turn_end) {
          break;
        }
        said = after;
        bool words = false;
        for (std::size_t k = sentences[said].b; k < sentences[said].e && !words; ++k) {
          words = toks[k].kind == tok_kind::word;
        }
        if (words) {
          break;  // the answer
        }
      }
    }
    if (answer_sentence != nullptr) {
      *answer_sentence = said;
    }
    return reply_after_question(said, answered);  // round 32 (context_answer_forms.cpp)
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

bool context_document::impl::holds_the_answer_back(const sentence& a) const {
  // Words of a speaker taking time before the answer ("let me think", "let me see").
  static constexpr std::array<std::string_view, 4> thinking_words{"let", "me", "think", "see"};
  // An echo of the question ("a fit?", "me?"): a short question with no answer phrase in it.
  if (a.question) {
    std::size_t words = 0;
    for (std::size_t k = a.b; k < a.e && words <= 3; ++k) {
      words += toks[k].kind == tok_kind::word ? 1 : 0;
    }
    std::size_t len = 0;
    return words > 0 && words <= 3 && classify_answer(a) == answer_kind::other &&
           answer_phrase_at(a.b, a.e, &len) == answer_kind::none;
  }
  bool any = false;
  for (std::size_t k = a.b; k < a.e; ++k) {
    if (toks[k].kind != tok_kind::word) {
      continue;
    }
    if (!in<answer_fillers>(toks[k].norm) && !in<thinking_words>(toks[k].norm)) {
      return false;
    }
    any = true;
  }
  return any;
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

}  // namespace cxs::domain::clinical
