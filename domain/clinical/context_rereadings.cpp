// Review rv33 (docs/accuracy.md, "Review rv33"): readings that overturn what the triggers and the
// class defaults decided, for shapes earlier reviews left open. Each runs only for a sentence that
// holds a word of its cue group (context_reread_words.hpp), after every other reading of assess:
//   - a denied end: "It is not that the psoriasis has gone": the denial takes the end, so the
//     condition is there ("It is not that she has asthma" stays denied);
//   - a worry dismissed by a result in a later clause: "Stroke was the worry ..., but the MRI is
//     clear, so that is off the table": the anaphor takes up the worry;
//   - a cure said by its result: "Hepatitis C, SVR12 confirmed" (a sustained virological
//     response is the cure of a viral infection);
//   - "expect" with an indefinite object: "Expect some constipation with the codeine" (what may
//     come; "We expect his heart failure to ..." is the patient's own);
//   - after a past reading, a going-on said of a sign ("Fibromyalgia diagnosed in 2014, pain
//     ongoing"), another episode now ("another flare this week") or a test positive again
//     ("sputum positive again"): the condition is there now;
//   - a normal result in a bracket after a lesion a test can show ("encephalitis (MRI normal)"):
//     ruled out; not after a diagnosis of symptoms ("Migraine (CT normal)");
//   - a bare condition opening a sentence with a frequency adverb and no individual
//     ("Diverticulitis usually settles with rest"): a general statement;
//   - a possessed condition as the subject of a cause of risk ("Her diabetes makes infections
//     more likely"): the hedge is on the outcome, not on the patient's condition;
//   - a hedge whose subject is a bare plural sign, beside advice to come in or call
//     ("tightenings ... could be preterm labour; come in to be checked"): a teaching line.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_trigger_words.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// Words of an end a denial "not that ..." takes ("it is not that the rash has gone").
constexpr std::array<std::string_view, 12> end_words{"gone",     "cleared", "settled", "resolved", "healed", "better",
                                                     "improved", "away",    "subsided", "disappeared", "over", "stopped"};
// Words that may stand between the mention and such an end ("has", "is", "really", "all").
constexpr std::array<std::string_view, 8> end_fillers{"has", "have", "is", "was", "really", "all", "completely", "just"};
// Words that say the mention was weighed as a possibility ("was the worry", "was considered").
constexpr std::array<std::string_view, 14> worry_words{
    "worry",    "worried", "concern",  "concerned", "considered", "suspected", "feared",
    "fear",     "query",   "mind",     "thought",   "possibility", "question", "differential"};
// Words that confirm the worry before a later "no longer" ("the X-ray confirmed it; that is no
// longer in doubt"): what is then dismissed is the doubt, not the condition (review rv34).
constexpr std::array<std::string_view, 6> confirming_words{"confirmed", "confirms", "proven", "proved", "shown",
                                                           "showed"};
// Anaphors that take the worry up in a later clause ("so that is off the table").
constexpr std::array<std::string_view, 3> anaphors{"that", "this", "it"};
// Auxiliaries between an anaphor and its dismissal ("that has now been ruled out").
constexpr std::array<std::string_view, 10> dismissal_aux{"is", "was", "s", "has", "have", "been", "be", "now",
                                                         "also", "can"};
constexpr std::array<std::string_view, 6> deniers{"no", "not", "nil", "without", "never", "none"};
// Episodes another of which may come back ("another flare", "another attack").
constexpr std::array<std::string_view, 9> episode_nouns{"flare",  "flareup", "attack", "episode", "bout",
                                                        "relapse", "crisis",  "fit",    "exacerbation"};
// A going-on said of a sign after the mention ("pain ongoing", "cough persisting").
constexpr std::array<std::string_view, 5> going_on{"ongoing", "persisting", "persists", "continuing", "continues"};
// A test's finding that a return again says ("sputum positive again").
constexpr std::array<std::string_view, 7> found_again{"positive", "detectable", "detected", "raised",
                                                      "elevated", "reactive",   "abnormal"};
// Normal results in a bracket ("(MRI normal)", "(LP clear)").
// Tests that show a lesion, opening a bracketed result.
constexpr std::array<std::string_view, 22> lesion_tests{
    "mri",   "ct",     "ctpa",    "ultrasound", "uss",      "us",        "lp",    "xray",
    "x",     "cxr",    "scan",    "doppler",    "echo",     "endoscopy", "ogd",   "colonoscopy",
    "biopsy", "angiogram", "aspirate", "mrcp",  "pet",      "dexa"};
// Review rv35: what a normal result can exclude depends on the test. A plain film excludes a
// lesion it shows whole (a fracture, a pneumothorax, an effusion, an obstruction), not an early
// osteomyelitis, appendicitis, cellulitis or pulmonary embolism, which it often misses; a normal
// CT does not exclude an early ischaemic stroke (an MRI may show it).
constexpr std::array<std::string_view, 7> plain_films{"x", "xray", "cxr", "axr", "film", "radiograph", "plain"};
constexpr std::array<std::string_view, 6> film_lesions{"fracture", "pneumothorax", "effusion", "obstruction",
                                                       "dislocation", "fractures"};
constexpr std::array<std::string_view, 3> early_ischaemia{"stroke", "infarct", "infarction"};
// A site before the test in the bracket ("(chest X-ray normal)", "(abdominal ultrasound clear)").
constexpr std::array<std::string_view, 8> test_sites{"chest", "head", "abdominal", "abdomen", "pelvic", "renal",
                                                     "brain", "spine"};
// Words after such a bracket that say the condition goes on or is being treated (review rv34: or
// is operated on or admitted for, "appendicitis (ultrasound normal), to theatre tonight": a
// normal film does not rule out what the team goes on to treat).
constexpr std::array<std::string_view, 24> going_on_after_result{
    "but",       "still",   "persist",  "persists", "persisting", "ongoing",
    "improving", "treated", "treating", "started",  "continue",   "continuing",
    "theatre",   "theater", "surgery",  "operated", "admitted",   "listed",
    // review rv35: immobilised or imaged again ("scaphoid fracture (X-ray normal), in a cast")
    "cast",      "splint",  "splinted", "immobilised", "immobilized", "repeat"};
// Words that say a cure's result was reached.
constexpr std::array<std::string_view, 6> reached_words{"achieved", "confirmed", "attained", "reached", "documented",
                                                        "obtained"};
constexpr std::array<std::string_view, 5> normal_results{"normal", "clear", "negative", "unremarkable", "sterile"};
// Nouns of a lesion a test can show; names ending in "-itis" are inflammations a test shows too.
constexpr std::array<std::string_view, 30> lesion_nouns{
    "lymphoma", "sarcoma", "haematoma", "hematoma", "gallstone", "gallstones",
    "tumour",  "tumor",      "cancer",    "carcinoma", "stroke",   "bleed",     "haemorrhage", "hemorrhage",
    "embolism", "thrombosis", "dvt",      "pe",        "fracture", "stone",     "stones",      "calculus",
    "abscess", "infarct",    "infarction", "aneurysm",  "effusion", "pneumothorax", "obstruction", "metastases"};
constexpr std::array<std::string_view, 7> usual_frequency{"usually", "often",    "typically", "generally",
                                                            "commonly", "normally", "frequently"};
// States said of the patient's condition after a frequency adverb ("often worse at night").
constexpr std::array<std::string_view, 9> state_words{"worse", "better", "bad", "mild", "severe", "well",
                                                      "controlled", "present", "there"};
// Words that name an individual: a sentence with one speaks of someone, not in general.
constexpr std::array<std::string_view, 14> individuals{"her", "his",  "she", "he",      "him", "my", "i",
                                                       "me",  "your", "you", "patient", "pt",  "hers", "mine"};
constexpr std::array<std::string_view, 5> possessives{"her", "his", "my", "your", "their"};
constexpr std::array<std::string_view, 5> risk_causing_verbs{"makes", "make", "raises", "increases", "puts"};
constexpr std::array<std::string_view, 4> hedge_modals{"could", "may", "might", "can"};
constexpr std::array<std::string_view, 8> advice_verbs{"come", "call", "ring", "seek", "contact", "get", "phone",
                                                       "attend"};
// What opens a clause of advice ("; come in", ", so get your BP checked", "please call").
constexpr std::array<std::string_view, 5> advice_lead_ins{"so", "then", "and", "please", "pls"};
constexpr std::array<std::string_view, 6> article_words{"the", "a", "an", "this", "that", "these"};
// Times of a booked visit in the advice clause ("come in for an ECG tomorrow"): a plan made for this
// patient, so the hedge is on the patient's own sign (review rv34); teaching gives no date.
constexpr std::array<std::string_view, 6> appointment_times{"today",     "tomorrow", "tonight",
                                                            "morning", "afternoon", "evening"};

// A number after "another flare" dates it or gives an age ("in 2017", "at 9"): another past episode.
bool starts_with_digit(std::string_view w) { return !w.empty() && w[0] >= '0' && w[0] <= '9'; }

bool ends_with(std::string_view w, std::string_view tail) {
  return w.size() > tail.size() && w.substr(w.size() - tail.size()) == tail;
}

}  // namespace

void context_document::impl::reread_cued(const sentence& s, std::size_t t0, std::size_t t1, mention_context& r,
                                         assess_flags& flags) const {
  const frame_cue_bits cues = s.frame_cues;
  if ((cues & f_compared_group) != 0) {
    reread_compared(s, t0, t1, r, flags);  // review rv35 (context_rereadings_compared.cpp)
  }
  const bool own = r.who == experiencer::patient;
  const auto word_at = [&](std::size_t k) { return k < s.e && toks[k].kind == tok_kind::word; };
  const auto punct_at = [&](std::size_t k, std::string_view p) {
    return k < s.e && toks[k].kind == tok_kind::punct && toks[k].norm == p;
  };
  const auto denied_before = [&](std::size_t k) {
    for (std::size_t j = k; j > s.b && j + 3 > k; --j) {
      if (word_at(j - 1) && in<deniers>(toks[j - 1].norm)) {
        return true;
      }
    }
    return false;
  };

  // A denied end: "not that" (or "n't that") right before the mention's phrase, an end after it.
  if ((cues & f_denied_end) != 0 && (r.negated || r.historical) && own) {
    std::size_t that = t0;
    for (std::size_t k = t0; k > s.b && k + 3 > t0; --k) {
      if (is_word(k - 1, "that")) {
        that = k - 1;
        break;
      }
    }
    if (that < t0 && that > s.b &&
        (is_word(that - 1, "not") || is_word(that - 1, "isnt") || is_word(that - 1, "wasnt"))) {
      std::size_t k = t1 + 1;
      while (word_at(k) && in<end_fillers>(toks[k].norm) && k < t1 + 4) {
        ++k;
      }
      if (word_at(k) && in<end_words>(toks[k].norm)) {
        r.negated = false;
        r.historical = false;
        flags.current = true;
        return;
      }
    }
  }
  // "It is not that she has X": the denial of a having (a pronoun and "has" or "had" between).
  if ((cues & f_denied_end) != 0 && !r.negated && own && t0 >= s.b + 4 && (is_word(t0 - 1, "has") || is_word(t0 - 1, "had")) &&
      is_word(t0 - 3, "that") && (is_word(t0 - 4, "not") || is_word(t0 - 4, "isnt") || is_word(t0 - 4, "wasnt")) &&
      (is_word(t0 - 2, "she") || is_word(t0 - 2, "he") || is_word(t0 - 2, "they"))) {
    std::size_t k = t1 + 1;
    while (word_at(k) && in<end_fillers>(toks[k].norm) && k < t1 + 4) {
      ++k;
    }
    if (!(word_at(k) && in<end_words>(toks[k].norm))) {
      r.negated = true;
      return;
    }
  }

  // A worry dismissed by a result: a worry word right after the mention, then in a later clause an
  // anaphor as the subject of "off the table", "ruled out", "excluded", "put aside", "no longer".
  if ((cues & f_dismissed) != 0 && !r.negated && own) {
    bool worried = false;
    std::size_t k = t1 + 1;
    for (; k < s.e && k <= t1 + 5 && !worried; ++k) {
      worried = word_at(k) && in<worry_words>(toks[k].norm);
    }
    bool clause_break = false;
    for (; worried && k < s.e; ++k) {
      if (toks[k].kind == tok_kind::punct) {
        clause_break = clause_break || toks[k].norm == "," || toks[k].norm == ";";
        continue;
      }
      clause_break = clause_break || is_word(k, "but") || is_word(k, "though") || is_word(k, "so");
      if (word_at(k) && in<confirming_words>(toks[k].norm) && !denied_before(k)) {
        break;
      }
      std::size_t subject = k;  // where the dismissal's verb group starts
      bool dismissal = false;
      if (is_word(k, "off") && is_word(k + 1, "the") && is_word(k + 2, "table")) {
        dismissal = true;
      } else if ((is_word(k, "ruled") || is_word(k, "excluded")) && k > s.b) {
        dismissal = true;
      } else if (is_word(k, "no") && is_word(k + 1, "longer")) {
        dismissal = true;
      } else if (is_word(k, "aside") && k > s.b && word_at(k - 1) && in<anaphors>(toks[k - 1].norm)) {
        dismissal = clause_break;
        subject = k - 1;
        if (dismissal) {
          r.negated = true;
          return;
        }
      }
      if (!dismissal || !clause_break) {
        continue;
      }
      std::size_t j = subject;
      while (j > s.b && word_at(j - 1) && in<dismissal_aux>(toks[j - 1].norm)) {
        --j;
      }
      const bool taken_up = (j > s.b && word_at(j - 1) && in<anaphors>(toks[j - 1].norm)) ||
                            ((is_word(k, "ruled") || is_word(k, "excluded")) && word_at(k + 1) &&
                             in<anaphors>(toks[k + 1].norm));
      if (taken_up) {
        r.negated = true;
        return;
      }
    }
  }

  // A cure said by its result after the mention, not denied ("SVR not achieved", "no SVR").
  if ((cues & f_cure_result) != 0 && !r.negated && !r.historical && own) {
    for (std::size_t k = t1 + 1; k < s.e; ++k) {
      const bool svr = is_word(k, "svr") || is_word(k, "svr12") || is_word(k, "svr24") ||
                       (is_word(k, "sustained") && (is_word(k + 1, "virological") || is_word(k + 1, "virologic")));
      // Said as reached ("SVR achieved", "achieved SVR12"), not due or awaited ("SVR12 due in March").
      bool reached = svr && k > s.b && word_at(k - 1) && in<reached_words>(toks[k - 1].norm);
      for (std::size_t j = k + 1; svr && !reached && j < s.e && j <= k + 4 && word_at(j); ++j) {
        reached = in<reached_words>(toks[j].norm);
      }
      if (reached && !denied_before(k) && !is_word(k + 1, "not") && !is_word(k + 2, "not")) {
        r.historical = true;
        flags.strong_hist = true;
        flags.ended = true;
        return;
      }
    }
  }

  // "expect" before an indefinite object in the mention's clause: what may come; before a possessed
  // one ("We expect his heart failure to need more diuretic"), the patient's own condition; so too a
  // definite one with its course after ("We would expect the pneumonia to clear": review rv34).
  if ((cues & f_expect) != 0 && !r.negated && own && t0 >= s.b + 2 && is_word(t0 - 2, "expect") &&
      word_at(t0 - 1) && (in<possessives>(toks[t0 - 1].norm) || (is_word(t0 - 1, "the") && is_word(t1 + 1, "to")))) {
    r.hypothetical = false;
    r.foretold = false;
    return;
  }
  if ((cues & f_expect) != 0 && !r.negated && !r.hypothetical && !r.foretold && own) {
    for (std::size_t k = t0; k > s.b && k + 5 > t0; --k) {
      if (!word_at(k - 1)) {
        break;
      }
      const std::string_view w = toks[k - 1].norm;
      if (w == "expect") {
        if (!denied_before(k - 1)) {
          r.foretold = true;
          r.uncertain = false;
          return;
        }
        break;
      }
      if (in<possessives>(w) || w == "the" || w == "this" || w == "that" || w == "to") {
        break;
      }
    }
  }

  // After a past reading: a going-on said of a sign, another episode now, a test positive again.
  // (or a time that dates the mention: the caller would close a dated episode by its nature)
  if ((cues & f_goes_on) != 0 && (r.historical || s.has_time) && !r.negated && own) {
    bool later_clause = false;
    for (std::size_t k = t1 + 1; k < s.e; ++k) {
      if (toks[k].kind == tok_kind::punct) {
        later_clause = later_clause || toks[k].norm == "," || toks[k].norm == ";";
        continue;
      }
      const std::string_view w = toks[k].norm;
      bool current = false;
      if (later_clause && in<going_on>(w)) {
        current = k > s.b && word_at(k - 1) && !in<deniers>(toks[k - 1].norm) && !denied_before(k - 1);
      } else if (w == "another" && word_at(k + 1) && in<episode_nouns>(toks[k + 1].norm)) {
        // Not a dated repeat or one said to be over ("another flare in 2017, none since").
        current = !denied_before(k);
        for (std::size_t j = k + 2; j < s.e && current; ++j) {
          current = !(starts_with_digit(toks[j].norm) || is_word(j, "since") || is_word(j, "aged") ||
                       is_word(j, "age") || is_word(j, "child") || is_word(j, "ago"));
        }
      } else if (w == "again" && k > s.b && word_at(k - 1) && in<found_again>(toks[k - 1].norm)) {
        current = !denied_before(k - 1);
      }
      if (current) {
        flags.current = true;
        return;
      }
    }
  }

  // A normal result in a bracket right after a lesion ("encephalitis (MRI normal)").
  if ((cues & f_result_normal) != 0 && !r.negated && own && punct_at(t1 + 1, "(") && word_at(t1)) {
    const std::string_view head = toks[t1].norm;
    // (not "arthritis": an early arthritis has a normal film; not "-oma" at large: "glaucoma")
    const bool lesion = (ends_with(head, "itis") && head != "arthritis" && !ends_with(head, "oarthritis")) ||
                        in<lesion_nouns>(head);
    // The bracket opens with a test that shows such a lesion ("(MRI normal)"; not "(CRP normal)"),
    // and nothing after it says the condition goes on ("... (CT clear) but symptoms persist").
    bool goes_on_after = false;
    for (std::size_t k = t1 + 2; lesion && k < s.e && !goes_on_after; ++k) {
      goes_on_after = word_at(k) && in<going_on_after_result>(toks[k].norm);
    }
    const std::size_t test = word_at(t1 + 2) && in<test_sites>(toks[t1 + 2].norm) ? t1 + 3 : t1 + 2;
    const bool film = word_at(test) && in<plain_films>(toks[test].norm);
    const bool imaged = word_at(test) && in<lesion_tests>(toks[test].norm) && (!film || in<film_lesions>(head)) &&
                        !(is_word(test, "ct") && in<early_ischaemia>(head));
    for (std::size_t k = test + 1; lesion && imaged && !goes_on_after && k < s.e && k <= test + 4 && !punct_at(k, ")"); ++k) {
      // (the tokenizer reads ")" as "(")
      if (word_at(k) && in<normal_results>(toks[k].norm) && !denied_before(k) &&
          (punct_at(k + 1, ")") || punct_at(k + 1, "("))) {
        r.negated = true;
        r.denied_by_result = true;
        return;
      }
    }
  }

  // A bare condition opening the sentence, a frequency adverb after it, no individual named.
  if ((cues & f_frequency) != 0 && !r.negated && !r.foretold && !r.hypothetical && own && t0 == s.b &&
      word_at(t1 + 1) && in<usual_frequency>(toks[t1 + 1].norm) && word_at(t1 + 2) &&
      !in<state_words>(toks[t1 + 2].norm)) {
    // One clause and no individual: a note's line about the patient goes on ("Asthma often worse
    // at night, uses salbutamol") or names someone ("... behind her left eye").
    bool someone = false;
    for (std::size_t k = s.b; k < s.e && !someone; ++k) {
      someone = (word_at(k) && in<individuals>(toks[k].norm)) || punct_at(k, ",") || punct_at(k, ";");
    }
    if (!someone) {
      r.foretold = true;
      r.uncertain = false;
      return;
    }
  }

  // A possessed condition as the subject of a cause of risk: the hedge is on the outcome.
  if ((cues & f_causing) != 0 && r.uncertain && !r.negated && own && t0 > s.b && word_at(t0 - 1) &&
      in<possessives>(toks[t0 - 1].norm) && word_at(t1 + 1) && in<risk_causing_verbs>(toks[t1 + 1].norm)) {
    r.uncertain = false;
    return;
  }

  // A hedge ("could be X") whose subject opens the sentence as a bare plural, beside advice to
  // come in or call in a later clause: a teaching line, not the patient's finding.
  if ((cues & f_seek_care) != 0 && r.uncertain && !r.negated && own && t0 >= s.b + 3 && is_word(t0 - 1, "be") &&
      word_at(t0 - 2) && in<hedge_modals>(toks[t0 - 2].norm)) {
    std::size_t first = s.b;
    // A label before the line ("Class notes: ...").
    for (std::size_t k = s.b; k + 2 < t0; ++k) {
      if (punct_at(k, ":")) {
        first = k + 1;
        break;
      }
    }
    const bool bare_plural = word_at(first) && !in<article_words>(toks[first].norm) &&
                             !in<possessives>(toks[first].norm) &&
                             (ends_with(toks[first].norm, "s") || (word_at(first + 1) && ends_with(toks[first + 1].norm, "s")));
    bool advised = false;
    for (std::size_t k = t1 + 1; bare_plural && k < s.e && !advised; ++k) {
      if (!word_at(k) || !in<advice_verbs>(toks[k].norm)) {
        continue;
      }
      advised = (k > s.b && toks[k - 1].kind == tok_kind::punct) || (word_at(k - 1) && in<advice_lead_ins>(toks[k - 1].norm));
      // A note's safety-net is conditional or a return ("come back if worse", "call if fever"):
      // the hedge there is on the patient's own sign.
      for (std::size_t j = k + 1; advised && j < s.e && j <= k + 4; ++j) {
        advised = !(is_word(j, "if") || is_word(j, "should") || is_word(j, "when") || is_word(j, "back"));
      }
      for (std::size_t j = k + 1; advised && j < s.e; ++j) {
        advised = !(word_at(j) && in<appointment_times>(toks[j].norm));
      }
    }
    if (advised) {
      r.foretold = true;
      r.uncertain = false;
    }
  }
}

}  // namespace cxs::domain::clinical
