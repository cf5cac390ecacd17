// A mention's place in the talk, read across turns and clauses: another clinician's
// opinion this one contradicts, a condition named only as a test's reason, a past episode
// given as the reason for today's plan, a result that states a diagnosis, a valve leak read
// out of a report, a patient's suggestion the clinician's next turn denies. Split from
// diagnosis_mentions.cpp (the words around one mention); diagnoses.cpp weighs the answers.

#include "domain/extraction/diagnosis_mentions.hpp"

#include <algorithm>
#include <span>
#include <string_view>

#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_exclusions.hpp"
#include "domain/extraction/diagnosis_keyed_words.hpp"

namespace cxs::domain::extraction::detail {

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
  // Round 21 (dx35): a specimen sent names the test by its disease ("we also sent gonorrhea and
  // chlamydia to be safe"), and a later member of the list a test is for is its reason too ("a
  // swab for gonorrhea and chlamydia"); not when a result is said after it ("we sent a culture
  // for strep and it came back positive").
  // (three key checks decide the common case: none of the words is there)
  bool list_or_sent = false;
  for (std::size_t j = first; j > s.first + 1 && first - j < 3 && !list_or_sent; --j) {
    list_or_sent = key_is(ws, j - 1, kw_and) || key_is(ws, j - 1, kw_or) || key_is(ws, j - 1, kw_sent) ||
                   key_is(ws, j - 1, kw_send) || key_is(ws, j - 1, kw_sending);
  }
  if (list_or_sent) {
    std::size_t b = first;
    while (b > s.first + 1 && first - b < 2 && det(b - 1)) {
      --b;
    }
    if (key_is(ws, b - 1, kw_sent) || key_is(ws, b - 1, kw_send) || key_is(ws, b - 1, kw_sending)) {
      if (!diagnosis_cues::test_results().find(ws.text, toks, first, std::min(s.end, first + 6)).has_value()) {
        return true;
      }
    } else if (key_is(ws, b - 1, kw_and) || key_is(ws, b - 1, kw_or)) {
      // only where the list's first member can be a test's reason: "for" or "sent" a few words back
      bool opener = false;
      for (std::size_t j = b - 1; j > s.first && b - j < 6 && !opener; --j) {
        opener = key_is(ws, j - 1, kw_for) || key_is(ws, j - 1, kw_sent) || key_is(ws, j - 1, kw_send) ||
                 key_is(ws, j - 1, kw_sending);
      }
      const auto before = ws.tokens[b - 2].span.end;
      for (std::size_t i = 0; opener && i < ws.matches.size(); ++i) {
        const auto& m = ws.matches[i];
        if (m.kind == terminology::concept_kind::condition && m.end == before && m.begin < before &&
            test_reason(ws, ws.token_at(m.begin))) {
          return true;
        }
      }
    }
  }
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
    // Round 21 (dx35): or the testing verb itself, with its object between ("we tested you for
    // covid and the flu", "we checked for diabetes").
    if (!test) {
      std::size_t v = test_end;
      if (v > s.first + 1 && (text::word_is(ws.text, ws.tokens[v - 1], "you") ||
                              text::word_is(ws.text, ws.tokens[v - 1], "him") ||
                              text::word_is(ws.text, ws.tokens[v - 1], "her"))) {
        --v;
      }
      for (const std::string_view w : {"tested", "test", "testing", "checked", "check", "checking", "screened",
                                       "screen", "screening", "swabbed"}) {
        test = test || text::word_is(ws.text, ws.tokens[v - 1], w);
      }
    }
    if (!test) {
      return false;
    }
    // A result said after it ("the scan for the clot showed a dvt") names what was found; one
    // that found nothing ("... and they were negative") leaves the condition the test's reason.
    if (!diagnosis_cues::test_results().find(ws.text, toks, first, std::min(s.end, first + 6)).has_value()) {
      return true;
    }
    static const cue_set nothing_found{"negative", "normal", "clear"};
    return nothing_found.find(ws.text, toks, first, std::min(s.end, first + 8)).has_value();
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
std::size_t turn_of_token(const workspace& ws, std::size_t t) {
  const auto& turns = ws.doc.turns;
  const std::size_t byte = ws.tokens[t].span.start;
  const auto after =
      std::upper_bound(turns.begin(), turns.end(), byte, [](std::size_t b, const turn& x) { return b < x.start; });
  if (after == turns.begin() || byte >= std::prev(after)->end) {
    return turns.size();
  }
  return static_cast<std::size_t>(std::prev(after) - turns.begin());
}

namespace {

// The clinician's turn that answers the patient's sentence holding token `first` (bytes from
// `begin`): the next turn, when the sentence is the last of the patient's turn and the next
// turn is the clinician's; nullptr otherwise.
const turn* clinician_answer(const workspace& ws, std::size_t first, std::size_t begin) {
  if (ws.speaker_at(begin) != speaker::patient) {
    return nullptr;
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
    return nullptr;
  }
  const auto& s = ws.sentence_at_token(first);
  const std::size_t turn_last = ws.token_at(mine->end);
  // The last sentence of the patient's turn.
  for (std::size_t k = s.end; k < turn_last && k < ws.tokens.size(); ++k) {
    if (ws.tokens[k].kind == text::token_kind::word) {
      return nullptr;
    }
  }
  return mine + 1;
}

}  // namespace

// "[patient] is it lyme disease ? [doctor] yes , it is .", "[patient] so is that pneumonia ?
// [doctor] yes , that's what it is": the patient asks whether they have the condition (the
// question patient_asks_whether reads), as the last sentence of the turn, and the clinician's
// next turn opens by saying yes to it. The clinician has stated the diagnosis in the patient's
// words. Only a plain yes: "yes , it could be" or "yes , but ..." keeps it a question, and so
// does any other opening ("well , maybe", "no").
bool patient_question_confirmed(const workspace& ws, std::size_t first, std::size_t begin) {
  const turn* answer_turn = clinician_answer(ws, first, begin);
  if (answer_turn == nullptr || !patient_asks_whether(ws, first, begin)) {
    return false;
  }
  const std::size_t answer = ws.token_at(answer_turn->start);
  const std::size_t turn_end = ws.token_at(answer_turn->end);
  if (answer >= turn_end || !(text::word_is(ws.text, ws.tokens[answer], "yes") ||
                              text::word_is(ws.text, ws.tokens[answer], "yeah") ||
                              text::word_is(ws.text, ws.tokens[answer], "yep"))) {
    return false;
  }
  std::size_t k = answer + 1;
  if (k < turn_end && text::symbol_is(ws.text, ws.tokens[k], ",")) {
    ++k;
  }
  // A bare "yes ." answers the question itself.
  if (k >= turn_end || text::symbol_is(ws.text, ws.tokens[k], ".") || text::symbol_is(ws.text, ws.tokens[k], "!")) {
    return true;
  }
  static const cue_set affirm{"it is", "it sure is", "it is indeed", "that's what it is", "that is what it is",
                              "that's what this is", "that's what you have", "that is what you have",
                              "that's it", "that's right", "that is right", "you do", "you have it",
                              "i think it is", "i think so", "it looks like it", "looks like it",
                              "exactly", "absolutely", "definitely"};
  const auto a = affirm.find(ws.text, ws.tokens, k, std::min(turn_end, k + 6));
  if (!a || a->first != k) {
    return false;
  }
  // The affirmation ends its clause: "it is . a spreading ring ...", "it is , and ...", not
  // "it is possible" or "it is hard to say".
  return a->end >= turn_end || ws.tokens[a->end].kind == text::token_kind::symbol ||
         text::word_is(ws.text, ws.tokens[a->end], "and") || text::word_is(ws.text, ws.tokens[a->end], "so");
}

bool patient_suggestion_denied(const workspace& ws, std::size_t first, std::size_t begin) {
  const turn* answer_turn = clinician_answer(ws, first, begin);
  if (answer_turn == nullptr) {
    return false;
  }
  const turn* mine = answer_turn - 1;
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

// "if the redness goes past the line or the fever goes up , come back", "call
// me if the swelling gets worse": the symptom in the condition of a return
// precaution is a warning the patient is to act on. It may well be present (the
// change presupposes it, which the context reads), but the plan names it as a
// sign to watch, not as a problem it heads. An "if" before the mention in its
// sentence (at most sixteen words, no clause break), and the precaution's action
// after a comma that follows the mention, or right before the "if".
bool return_precaution(const workspace& ws, std::size_t first, std::size_t end) {
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  static const cue_set conditional{"if", "in case", "should"};
  // Sixteen words: a precaution lists its conditions ("if the pain gets worse , you can't keep
  // fluids down , or the fever climbs , go to the er", round 15).
  const std::size_t from = first > s.first + 16 ? first - 16 : s.first;
  const auto cond = conditional.find_last(ws.text, toks, from, first);
  if (!cond || !text::word_is(ws.text, ws.tokens[cond->first], "if")) {
    return false;
  }
  if (diagnosis_cues::clause_breaks().find(ws.text, toks, cond->end, first).has_value()) {
    return false;
  }
  static const cue_set action{"come back", "come in",         "call",        "call me",     "call us", "give us a call",
                              "go to",     "head to",         "let me know", "let us know", "return",  "seek",
                              "get seen",  "you should come", "please come", "please call", "be seen", "get checked"};
  static const cue_set follow_up{"see you", "see me", "follow up", "recheck", "check it", "come see"};
  // Before the "if": "call me if the swelling gets worse".
  const std::size_t lead = cond->first > s.first + 4 ? cond->first - 4 : s.first;
  if (action.find(ws.text, toks, lead, cond->first).has_value()) {
    return true;
  }
  // Round 16 (dx30): a follow-up said first and the precaution after it as its earlier date
  // ("come back in three days to check it , and sooner if the redness spreads or the fever goes
  // up", "see you in a week , earlier if the swelling is worse"): the action stands anywhere
  // before the "sooner if".
  if (cond->first > s.first + 1) {
    const auto& before = ws.tokens[cond->first - 1];
    if ((text::word_is(ws.text, before, "sooner") || text::word_is(ws.text, before, "earlier")) &&
        (action.find(ws.text, toks, s.first, cond->first - 1).has_value() ||
         follow_up.find(ws.text, toks, s.first, cond->first - 1).has_value())) {
      return true;
    }
  }
  for (std::size_t i = end; i < s.end && i < end + 12; ++i) {
    if (text::symbol_is(ws.text, ws.tokens[i], ",")) {
      const auto act = action.find(ws.text, toks, i + 1, std::min(s.end, i + 4));
      if (act && act->first <= i + 2) {
        return true;
      }
    }
  }
  return false;
}

// "she had a hysterectomy in two thousand ten for fibroids", "you had your gallbladder taken
// out for gallstones": the condition a past operation was done for was treated then; it is the
// operation's reason, not a problem of the visit. "for" right before the mention (a determiner
// between), and before it in its clause a past "had" or "underwent" and an operation's word (a
// noun in -ectomy, -otomy, -ostomy, -plasty, -pexy, or "surgery", "replacement", "taken out" ...).
// Counter-examples: a planned operation ("we'll schedule a hysterectomy for the fibroids"), a
// past medicine ("you had antibiotics for the pneumonia").
bool past_operation_reason(const workspace& ws, std::size_t first) {
  // The common case first: no "for" among the three tokens before.
  bool for_near = false;
  for (std::size_t k = first; k > 0 && first - k < 3 && !for_near; --k) {
    for_near = key_is(ws, k - 1, kw_for);
  }
  if (!for_near) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  std::size_t k = first;
  while (k > s.first && first - k < 2 &&
         (text::word_is(ws.text, ws.tokens[k - 1], "the") || text::word_is(ws.text, ws.tokens[k - 1], "a") ||
          text::word_is(ws.text, ws.tokens[k - 1], "an") || text::word_is(ws.text, ws.tokens[k - 1], "her") ||
          text::word_is(ws.text, ws.tokens[k - 1], "his") || text::word_is(ws.text, ws.tokens[k - 1], "your"))) {
    --k;
  }
  if (k == s.first || !text::word_is(ws.text, ws.tokens[k - 1], "for")) {
    return false;
  }
  const std::size_t for_at = k - 1;
  const std::span<const text::token> toks(ws.tokens);
  static const cue_set past{"had", "underwent", "has had", "have had", "had had"};
  const std::size_t from = for_at > s.first + 12 ? for_at - 12 : s.first;
  const auto verb = past.find_last(ws.text, toks, from, for_at);
  if (!verb || diagnosis_cues::clause_breaks().find(ws.text, toks, verb->end, for_at).has_value()) {
    return false;
  }
  static const cue_set operations{"surgery",  "operation", "replacement", "repair",    "removal", "transplant",
                                  "ablation", "bypass",    "fusion",      "taken out", "removed", "out"};
  for (std::size_t i = verb->end; i < for_at; ++i) {
    const auto& t = ws.tokens[i];
    const auto w = ws.text.substr(t.span.start, t.span.end - t.span.start);
    if (w.ends_with("ectomy") || w.ends_with("otomy") || w.ends_with("ostomy") || w.ends_with("plasty") ||
        w.ends_with("pexy") || w.ends_with("ectomies") || operations.find(ws.text, toks, i, i + 1).has_value()) {
      return true;
    }
  }
  return false;
}

// "we talked about whether this could be arthritis , and your x-rays don't show any", "you
// asked if it might be gout": a condition in the complement of a question reported in the
// clinician's words is what was asked, not what was found; the finding, when there is one, is
// said on its own ("this is gout"). "whether" or "asked if" / "wondered if" / "wanted to know
// if" at most six words before the mention in its clause; not a "whether ... or ..." of two
// causes that lead to the same plan ("whether it's gout or a tear , we'll ..."), which weighs both.
bool reported_question(const workspace& ws, std::size_t first, std::size_t end) {
  // The common case first: no "whether" nor "if" among the six tokens before.
  bool asked = false;
  for (std::size_t k = first; k > 0 && first - k < 6 && !asked; --k) {
    asked = key_is(ws, k - 1, kw_whether) || key_is(ws, k - 1, kw_if) || key_is(ws, k - 1, kw_about);
  }
  if (!asked) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  static const cue_set asks{"whether",           "asked if",        "asking if",   "wondered if",        "wondering if",
                            "wanted to know if", "want to know if", "asked me if", "asked about whether",
                            // round 14: "you asked about gout , and your uric acid is normal"; not
                            // "you asked about your asthma" (presupposed, below)
                            "you asked about", "you were asking about", "you're asking about",
                            "you are asking about", "you had asked about", "she asked about", "he asked about"};
  const std::span<const text::token> toks(ws.tokens);
  const std::size_t from = first > s.first + 6 ? first - 6 : s.first;
  const auto cue = asks.find_last(ws.text, toks, from, first);
  if (!cue || diagnosis_cues::clause_breaks().find(ws.text, toks, cue->end, first).has_value()) {
    return false;
  }
  // "whether your asthma is controlled" presupposes the asthma; the question is about its state.
  for (const auto* owner : {"your", "his", "her", "their", "the"}) {
    if (first > s.first && text::word_is(ws.text, ws.tokens[first - 1], owner)) {
      return false;
    }
  }
  for (std::size_t i = end; i < s.end && i < end + 6; ++i) {
    if (text::word_is(ws.text, ws.tokens[i], "or")) {
      return false;
    }
    if (text::symbol_is(ws.text, ws.tokens[i], ",")) {
      break;
    }
  }
  return true;
}

// Review rv26: "Mummy ko bhi diabetes thi, aur mujhe bhi teen saal se hai" (mum had diabetes
// too, and I have had it three years), "Papa ko sugar hai, mujhe bhi", "my mother has asthma
// and so do i": the patient says a relative's condition is theirs too without naming it again.
// The "me too" after the mention (tokens ending at `end`) in its sentence, no other condition
// named between them or in the six words after it, and no denial there ("mujhe bhi nahi",
// "mujhe nahi" is no "me too"). Whether the patient's is past is said after the cue ("mujhe bhi
// tha"): `past` is set then.
static bool shared_by_patient(const workspace& ws, std::size_t end, bool& past) {
  static const cue_set me_too{"mujhe bhi", "mujhko bhi", "mere ko bhi", "humein bhi", "hamein bhi", "so do i",
                              "so have i", "me too", "i have it too", "i have it as well", "i've got it too"};
  static const cue_set denials{"nahi", "nahin", "not", "no", "never"};
  static const cue_set past_verbs{"tha", "thi", "the", "had", "did"};
  if (end == 0 || end >= ws.tokens.size()) {
    return false;
  }
  const auto& s = ws.sentence_at_token(end - 1);
  if (end >= s.end) {
    return false;
  }
  const auto hit = me_too.find(ws.text, ws.tokens, end, s.end);  // a short range, rarely asked
  if (!hit) {
    return false;
  }
  for (std::size_t k = end; k < hit->first; ++k) {
    if (names_a_condition(ws, k)) {
      return false;
    }
  }
  // Not a question ("my sister got a dvt on the pill , can that happen to me too ?").
  for (std::size_t k = hit->end; k < s.end; ++k) {
    if (text::symbol_is(ws.text, ws.tokens[k], "?")) {
      return false;
    }
  }
  past = false;
  for (std::size_t k = hit->end; k < s.end && k < hit->end + 6; ++k) {
    if (names_a_condition(ws, k) || denials.find(ws.text, ws.tokens, k, k + 1)) {
      return false;
    }
    past = past || past_verbs.find(ws.text, ws.tokens, k, k + 1).has_value();
  }
  return true;
}

void take_shared_by_patient(const workspace& ws, std::size_t end, clinical::mention_context& ctx) {
  if (bool past = false; ws.options.negation && ctx.who == clinical::experiencer::family && !ctx.negated &&
                         shared_by_patient(ws, end, past)) {
    ctx.who = clinical::experiencer::patient;
    ctx.historical = past;
    ctx.hypothetical = false;
  }
}

}  // namespace cxs::domain::extraction::detail
