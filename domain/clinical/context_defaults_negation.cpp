// Round 34 (ctx35): class defaults of a negation's scope, tried on round 34's tuning half before
// any narrow rule (docs/accuracy.md, round 34). ConText's negation triggers stand before the
// condition ("no", "denies") or right after it ("... ruled out"); forms and results deny it in
// other shapes, and some denials deny something else than the condition:
//   - a field whose value is a test and its negative result ("DVT: scan negative", "TB: sputum
//     CBNAAT not detected") or opens with a negative finding ("Otitis media: not present on
//     otoscopy today", "Clubbing - absent in both hands");
//   - a Y/N box answered no ("Epilepsy/fits (Y/N): N", "Heart disease ☐ Yes ☑ No");
// and the other side, a denial whose scope is not the condition:
//   - a denied agent of relief whose object is the condition ("Neither the paracetamol nor the
//     sumatriptan touched the migraine", "No tablet helps her back pain");
//   - a double negation ("Not a day without wheezing", "cannot sleep without pain");
//   - "never ... before" this episode ("Never had chest pain before this morning").
// Each reading runs only for a sentence that holds one of its cue words (f_negation, f_without).

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// Results that deny what a test looked for ("negative", "not detected", "non-reactive").
constexpr std::array<std::string_view, 3> negative_results{"negative", "excluded", "nonreactive"};
// Not "clear", "normal" or "unremarkable": "Back pain: MRI normal", "Diabetes: HbA1c normal" say a test found
// nothing to explain or that a condition is controlled, not that it is absent.
// Findings a field's value may deny at its start ("not seen", "absent", "none found").
constexpr std::array<std::string_view, 10> findings{"present", "seen",    "found",     "heard",   "felt",
                                                    "palpable", "detected", "visible", "elicited", "noted"};
// Words that turn a denied finding back within the field ("not heard today but present on ...",
// "absent at night, present through the day").
constexpr std::array<std::string_view, 6> turning{"but", "except", "apart", "although", "present", "positive"};
// Verbs of relief or effect whose denied subject leaves their object there ("nothing touched the
// migraine").
constexpr std::array<std::string_view, 12> relief_verbs{"touched", "touches", "helped", "helps",  "relieved", "relieves",
                                                        "eased",   "eases",   "shifted", "settled", "worked",  "works"};
// What may stand between such a verb and its object ("touched the migraine", "helps her pain").
constexpr std::array<std::string_view, 8> object_openers{"the", "her", "his", "my", "their", "this", "that", "your"};
// Denials of a subject before a verb of relief ("nothing", "neither ... nor", "no tablet").
constexpr std::array<std::string_view, 8> denied_subjects{"nothing", "neither", "nor", "no", "none", "not", "never",
                                                          "nobody"};
// Denials before "without" that make a double negation ("not a day without", "cannot ... without");
// not "no", which denies an item of its own ("No cough without fever").
constexpr std::array<std::string_view, 5> double_denials{"not", "never", "cannot", "cant", "nt"};
// Anchors of this episode after "before" ("before this morning", "before today").
constexpr std::array<std::string_view, 6> this_episode{"this", "today", "tonight", "yesterday", "now", "these"};

// Tick glyphs of a form's boxes, ticked and empty.
constexpr std::array<std::string_view, 6> ticked_glyphs{"\u2611", "\u2612", "\u2713", "\u2714", "\u2705", "\u25a0"};
constexpr std::array<std::string_view, 4> empty_glyphs{"\u2610", "\u25a1", "\u25cb", "\u274f"};

bool is_ticked(std::string_view w) { return in<ticked_glyphs>(w); }
bool is_glyph(std::string_view w) { return in<ticked_glyphs>(w) || in<empty_glyphs>(w); }

}  // namespace

bool context_document::impl::negation_class_default(const sentence& s, std::size_t t0, std::size_t t1,
                                                   mention_context& r) const {
  if (s.question || (s.frame_cues & f_negation) == 0) {
    return false;
  }
  // The mention opens its field: the sentence's start or a punctuation before it.
  if (t0 > s.b && toks[t0 - 1].kind == tok_kind::word) {
    return false;
  }
  std::size_t k = t1 + 1;
  if (k >= s.e) {
    return false;
  }
  // "Heart disease ☐ Yes ☑ No", "Diabetes Yes ☐ No ☑": tick glyphs around the options (the
  // tokenizer keeps a glyph as a word of its own; a bracketed box is read there already).
  if (const bool before = is_glyph(toks[k].norm); before || is_word(k, "yes")) {
    const std::size_t yes = before ? k + 1 : k;
    const std::size_t no = yes + (before ? 2 : 2);
    if (no >= s.e || !is_word(yes, "yes") || !(is_word(no, "no") || is_word(no, "n"))) {
      return false;
    }
    const std::size_t yes_mark = before ? yes - 1 : yes + 1;
    const std::size_t no_mark = before ? no - 1 : no + 1;
    return no_mark < s.e && is_ticked(toks[no_mark].norm) && !is_ticked(toks[yes_mark].norm);
  }
  // "Epilepsy/fits (Y/N): N": a Y/N box's bracket before the separator, and a lone "N" or "no"
  // closing the field.
  if (toks[k].norm == "(" && k + 4 < s.e && (is_word(k + 1, "y/n") || is_word(k + 1, "yes/no")) &&
      toks[k + 2].norm == "(") {
    k += 3;
    if (toks[k].norm == ":") {
      ++k;
    } else if (!dash_between(k)) {
      return false;
    }
    return k < s.e && (is_word(k, "n") || is_word(k, "no")) && (k + 1 >= s.e || toks[k + 1].kind == tok_kind::punct);
  }
  // Its separator: a colon or a spaced dash right after it.
  if (toks[k].norm == ":") {
    ++k;
  } else if (!dash_between(k)) {
    return false;
  }
  if (k >= s.e || toks[k].kind != tok_kind::word) {
    return false;
  }
  // A negative finding opens the value ("absent", "not seen ...", "none found ..."), and nothing
  // in the field turns it back.
  const bool opens_denied = is_word(k, "absent") ||
                            ((is_word(k, "not") || is_word(k, "none") || is_word(k, "nil")) && k + 1 < s.e &&
                             toks[k + 1].kind == tok_kind::word && in<findings>(toks[k + 1].norm));
  if (opens_denied) {
    for (std::size_t j = is_word(k, "absent") ? k + 1 : k + 2; j < s.e && toks[j].norm != ";" && toks[j].norm != ".";
         ++j) {
      if (toks[j].kind == tok_kind::word && in<turning>(toks[j].norm)) {
        return false;
      }
    }
    return true;
  }
  // A test and its negative result, within the first five words of the value, with no
  // punctuation before the result: "scan negative", "sputum CBNAAT MTB not detected", "smear -ve".
  for (std::size_t j = k; j < s.e && j <= k + 5 && toks[j].kind == tok_kind::word; ++j) {
    const std::string_view w = toks[j].norm;
    if (w == "positive" || w == "pos" || w == "confirmed" || (w == "detected" && !is_word(j - 1, "not")) ||
        (w == "ve" && toks[j].begin > 0 && text[toks[j].begin - 1] == '+')) {
      return false;
    }
    if (j > k && (in<negative_results>(w) || (w == "ve" && toks[j].begin > 0 && text[toks[j].begin - 1] == '-') ||
                  (w == "detected" && is_word(j - 1, "not")) || (w == "reactive" && is_word(j - 1, "non")))) {
      r.denied_by_result = true;  // a disease so ruled out; a symptom stays (the caller decides)
      return true;
    }
  }
  return false;
}

bool context_document::impl::negation_undone(const sentence& s, std::size_t t0, std::size_t t1) const {
  if ((s.frame_cues & (f_negation | f_without)) == 0) {
    return false;
  }
  // A double negation: "without" right before the mention (or with "any" between), denied in the
  // words before it ("Not a day without wheezing", "Cannot walk far without pain").
  if ((s.frame_cues & f_without) != 0) {
    std::size_t w = t0;
    if (w > s.b && is_word(w - 1, "any")) {
      --w;
    }
    if (w > s.b && is_word(w - 1, "without")) {
      for (std::size_t j = w - 1; j > s.b && j + 7 > w; --j) {
        if (toks[j - 1].kind == tok_kind::punct) {
          break;
        }
        if (in<double_denials>(toks[j - 1].norm)) {
          return true;
        }
      }
    }
  }
  if ((s.frame_cues & f_negation) == 0) {
    return false;
  }
  // A denied agent of relief: a verb of relief at most two words before the mention (an article or
  // a possessive between), and a denial before the verb in its clause.
  std::size_t v = t0;
  if (v > s.b && toks[v - 1].kind == tok_kind::word && in<object_openers>(toks[v - 1].norm)) {
    --v;
  }
  if (v > s.b + 1 && toks[v - 1].kind == tok_kind::word && in<relief_verbs>(toks[v - 1].norm)) {
    for (std::size_t j = v - 1; j > s.b && j + 8 > v; --j) {
      if (toks[j - 1].kind == tok_kind::punct) {
        break;
      }
      if (in<denied_subjects>(toks[j - 1].norm)) {
        return true;
      }
    }
  }
  // "Never had X before this morning": the denial ends at this episode.
  if (t0 > s.b && t1 + 2 < s.e && is_word(t1 + 1, "before") && in<this_episode>(toks[t1 + 2].norm)) {
    for (std::size_t j = t0; j > s.b && j + 5 > t0; --j) {
      if (is_word(j - 1, "never")) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical
