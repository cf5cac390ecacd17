// What a dialogue answer does to a mention (apply_dialogue_answer) and the scope helpers the
// trigger reading shares (words between, a list gap, a duration after the mention). Reading the
// reply turn itself is in context_answer_turns.cpp.

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
  // Review rv37: a reply that opens with an echo of the question ("[doctor] any epilepsy?
  // [patient] epilepsy? no.") holds the answer back (round 38): the echo's own mention takes the
  // answer given after it, as the question's does. An answer neither yes nor no leaves it as read.
  if (ask && punctuated && s.turn > 0 && si == turns[static_cast<std::size_t>(s.turn)].first_sentence) {
    const turn_info& asked = turns[static_cast<std::size_t>(s.turn) - 1];
    if (asked.speaker != turns[static_cast<std::size_t>(s.turn)].speaker &&
        asked.end_sentence > asked.first_sentence && sentences[asked.end_sentence - 1].question &&
        holds_the_answer_back(s)) {
      bool answered = false;
      const answer_kind a = answer_to(asked.end_sentence - 1, true, &answered);
      if (a == answer_kind::negative) {
        r.negated = true;
        return;
      }
      if (a == answer_kind::positive) {
        return;
      }
    }
  }
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
