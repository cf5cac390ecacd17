#pragma once
// Internal to terminology/*.cpp: the guards of table terms that are also everyday words ("PE",
// "cold", "sugar", "CAP"), and the test of the words around a match that lets one stand. Moved
// from terminology_impl.hpp (review rv20), which had grown past 700 lines.

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>
#include <vector>

#include "domain/terminology/terminology_tokens.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/word_lists.hpp"

namespace cxs::domain::terminology::detail {

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& words, std::string_view w) {
  return text::is_one_of(words, w);
}

// Determiners a guard steps over before the word ("check your thyroid"); the lab rules use them
// too ("your b12 is low").
inline constexpr std::array lab_determiners{std::string_view{"your"}, std::string_view{"the"}, std::string_view{"his"},
                                            std::string_view{"her"}, std::string_view{"a"}};

// Table terms that are also everyday words of English or of another Indian language; each
// is accepted only when its guard allows (see docs/terminology.md, "ambiguous short forms").
struct guard {
  std::string_view term;
  bool capitals_only = false;     // "AUR" (acute urinary retention), not Hindi "aur" (and)
  bool needs_drug_cue = false;    // "pause 500", "tab pause", not the English verb
  std::array<std::string_view, 32> blocked_next{};  // "pan masala", Hindi "jor se"; "#" is any number
  std::array<std::string_view, 24> blocked_prev{};  // Hindi "meri sali" (sister-in-law)
  bool needs_mark_after = false;  // "CAP -", "CAP," (a heading), not "CAP AMOXYCILLIN" nor "CAP."
  std::array<std::string_view, 40> needed_prev{};  // "r/o PE", "suspected PE", not "PE: chest clear"
  bool stop_is_a_mark = false;  // with needs_mark_after: a full stop ends the clause too ("BP hai.")
  // blocked_prev only right before the term: a determiner there makes it a noun ("this is a
  // cold"), where another guard steps over the determiner ("check your thyroid")
  bool prev_adjacent_only = false;
  // Review rv19: with needed_prev, a word right after that lets it stand instead ("PE confirmed
  // on CT", "PE excluded"), where a heading's value never has one ("PE: normal").
  std::array<std::string_view, 8> allowed_next{};
  // Review rv20: with needed_prev, a label of a diagnosis or of the scan that finds one, before
  // a colon or a dash ("Diagnosis: PE", "Impression - PE", "CTPA: PE in the right lower lobe"),
  // also lets it stand, as does a query mark written against it ("?PE"); the examination's
  // heading is never the value of such a label.
  std::array<std::string_view, 8> label_prev{};
  // Review rv21: a word after the term that makes it a verb when a subject stands before it
  // ("the bloating fits with that", "it fits in with"), unless the word before is one that
  // only a noun follows ("had fits with tongue biting", "two fits with incontinence"); at a
  // clause's start there is no subject ("Fits with fever since morning").
  std::array<std::string_view, 4> verb_next{};
  std::array<std::string_view, 32> noun_prev{};
  // Review rv24: a preposition of place two words before, with "the" between, makes the word
  // a place or a temperature ("out in the cold", "worse in the cold"), unless a relative clause
  // with its own subject follows ("in the cold she had", the illness).
  std::array<std::string_view, 4> place_prev{};
};

inline constexpr std::array guards{
    guard{"aur", true, false, {}, {}},
    guard{"pause", false, true, {}, {}},
    guard{"pan", false, false, {"masala", "parag", "paan", "shop", "card", "number", "india"}, {}},
    guard{"jor", false, false,
          {"se", "laga", "lagake", "lagana", "lagta", "lagti", "de", "deke", "daal"}, {}},
    guard{"sali", false, false, {"ko", "ne", "ki", "ka", "ke"},
          {"meri", "mere", "my", "his", "uski", "unki", "apni", "teri"}},
    // "fits" are seizures ("he had fits last night"), but the verb in "that fits with", "it
    // all fits", "the pain after meals fits an ulcer".
    guard{"fits", false, false, {"an", "the", "your", "his", "her", "into", "well", "best", "nicely"},
          {"it", "this", "that", "which", "all", "everything", "picture", "also"}, false, {}, false, false, {}, {},
          {"with", "in"},
          {"had", "has", "have", "having", "of", "no", "any", "with", "for", "recurrent", "multiple", "two", "three",
           "several", "more", "febrile", "frequent", "nocturnal", "and", "or", "further", "new", "few", "many",
           "these", "the", "those", "her", "his", "denies", "deny", "about"}},
    // "stroke" is the disease ("she had a stroke", "your risk of stroke"), but the verb of the
    // examination in "when i stroke your skin it raises a line" (round 15): not after a subject
    // pronoun or an adverb of touch.
    guard{"stroke", false, false, {}, {"i", "we", "you", "gently", "lightly", "firmly"}},
    // Round 16 (dx30): "white patches" is vitiligo as patients say it ("white patches on my
    // hands"), but a finding of another surface after "with" ("the tonsils are red and swollen
    // with white patches", "a tongue with white patches"): exudate or thrush, not the skin.
    guard{"white patches", false, false, {}, {"with"}},
    // Abbreviations: "CVA" is a stroke ("history of cva"), but the costovertebral angle the
    // examination presses ("cva tenderness on the right", "tenderness around your cva").
    guard{"cva", false, false, {"tenderness", "tender", "angle", "pain"}, {"tenderness", "around", "over", "at", "no"}},
    // Round 20 (dx34): a diet's words, not the patient's level: "a list of low potassium
    // foods", "avoid high potassium fruits like bananas".
    guard{"low potassium", false, false, {"foods", "food", "fruits", "fruit", "vegetables", "diet", "snacks", "options",
                                          "choices", "meals"}, {}},
    guard{"high potassium", false, false, {"foods", "food", "fruits", "fruit", "vegetables", "diet", "snacks",
                                           "options", "choices", "meals"}, {}},
    // Round 20 (dx34): the bare "celiac" is the disease ("this isn't irritable bowel , it's
    // celiac"), but a test's name before a test word or after "for" ("the celiac panel",
    // "we tested for celiac").
    guard{"celiac", false, false, {"panel", "test", "tests", "testing", "serology", "screen", "screening", "antibody",
                                   "antibodies", "blood", "labs", "workup", "bloodwork"}, {"for"}},
    guard{"coeliac", false, false, {"panel", "test", "tests", "testing", "serology", "screen", "screening", "antibody",
                                    "antibodies", "blood", "labs", "workup", "bloodwork"}, {"for"}},
    guard{"shock", false, false, {"wave", "waves", "absorber", "absorbers"}, {"electric", "culture"}},
    // Review rv20: "anxiety" is the disorder ("anxiety, on sertraline"), but a feeling about one
    // thing in "anxiety about the biopsy result", "anxious before the operation".
    guard{"anxiety", false, false, {"about", "regarding", "over", "re", "before", "around"}, {}},
    guard{"anxious", false, false, {"about", "regarding", "over", "re", "before", "around"}, {}},
    // "sugar" is diabetes in Indian English ("sugar hai"), but a reading or a food too:
    // "sugar normal aati hai", "sugar levels", "less sugar in tea", "check sugars four times a day",
    // "sugar fasting 160", "fasting sugar 110".
    // Round 16 (dx30): and a value compared ("your sugar is higher than normal but not in the
    // diabetes range", "sugars running lower"), a reading said against a norm.
    guard{"sugar", false, false,
          {"normal", "level", "levels", "reading", "readings", "test", "tests", "came", "free", "fasting", "random",
           "pp", "#", "higher", "lower", "running",
           // round 27: a test's report ("meri sugar report theek hai", "sugar report normal")
           "report", "reports"},
          {"less", "added", "reduce", "avoid", "cut", "without", "extra", "table", "check", "checks", "checking",
           "fasting"}},
    // Probe round 17: "cold" is the common cold ("has a cold", "cold and cough"), but the
    // adjective in "cold air", "cold weather", "her hands are cold", "feels cold".
    // Review rv24: "in the cold", "out in the cold", "hands go cold", "cold temperatures".
    guard{"cold", false, false,
          {"air", "weather", "water", "drinks", "drink", "compress", "compresses", "hands", "feet", "sweat",
           "sweats", "intolerance", "climate", "to", "things", "foods", "food", "fluids", "pack", "packs",
           "temperatures", "temperature", "exposure", "environment", "room", "shower", "fingers", "toes",
           "sensitivity", "sensitive"},
          {"is", "are", "was", "were", "feel", "feels", "felt", "feeling", "very", "so", "too", "looks", "go",
           "goes", "went", "turn", "turns", "turned", "gets", "getting", "it's", "its"},
          false, {}, false, true, {}, {}, {}, {}, {"in", "into", "outside"}},
    // Round 21 (dx35): watering eyes, but the verb of a rip in "the hard stools keep tearing it",
    // "tearing the muscle" ("my eyes keep tearing up" still waters).
    guard{"tearing", false, false, {"it", "them", "the", "open", "apart", "off", "through", "away", "my", "your"}, {}},
    // Probe round 17: sleeplessness, but a position in "can't sleep on my left side", "cannot
    // sleep flat" (orthopnoea), "unable to sleep lying down".
    guard{"can't sleep", false, false, {"on", "flat", "lying", "propped"}, {}},
    guard{"cannot sleep", false, false, {"on", "flat", "lying", "propped"}, {}},
    guard{"unable to sleep", false, false, {"on", "flat", "lying", "propped"}, {}},
    // "GBS" is Guillain-Barré syndrome, but group B streptococcus in obstetrics: "GBS
    // positive", "GBS swab", "GBS bacteriuria", "GBS status", "GBS prophylaxis".
    guard{"gbs", false, false, {"positive", "negative", "swab", "bacteriuria", "status", "culture", "screen",
                                "prophylaxis", "unknown"},
          {"for", "maternal"}},
    // A bare "thyroid" is hypothyroidism as patients say it ("i have thyroid"), but the organ
    // in "your thyroid is normal" (a copula is stepped over), "the thyroid gland", "check
    // your thyroid"; "your thyroid is overactive" is the opposite condition. Review rv27: the
    // organ as the subject of a modal ("the thyroid can act up after a baby", "your thyroid may
    // slow down"): the condition's lay "thyroid" is what one has, not what acts.
    guard{"thyroid", false, false,
          {"normal", "fine", "not", "gland", "function", "level", "levels", "enlarged", "overactive", "ki", "ka",
           "report", "came", "can", "could", "may", "might", "will", "would"},
          {"check", "checked", "checking", "test", "tested", "examine", "examined", "normal", "ultrasound", "usg",
           "scan"}},
    // "CAP" is community-acquired pneumonia as a problem-list heading ("1. CAP - start
    // amoxicillin", "CAP, improving"), but a capsule in prescriptions written in capitals
    // ("CAP AMOXYCILLIN 500", "1 CAP daily", "CAP. OMEZ"): only the heading form counts.
    guard{"cap", true, false, {}, {}, true},
    // Review rv35: "HAP" (hospital-acquired pneumonia) in capitals only, as a problem or a query
    // ("Imp: ?HAP"); a lower-case "hap" is a word of English.
    guard{"hap", true, false, {}, {}},
    // "BP hai" is hypertension ("sugar nahi hai, BP hai"), but a reading's start in "BP hai
    // 130/80": only at the end of its clause.
    guard{"bp hai", false, false, {}, {}, true, {}, true},
    // Round 27: the same in Bengali ("BP ache", "BP achhe") and Marathi ("BP aahe").
    guard{"bp ache", false, false, {}, {}, true, {}, true},
    guard{"bp achhe", false, false, {}, {}, true, {}, true},
    guard{"bp aahe", false, false, {}, {}, true, {}, true},
    // "PE" is a pulmonary embolism after a word that names a condition to come ("r/o PE", read
    // as "r" "o", "rule out PE", "suspected PE", "massive PE"), but the physical examination in a note's
    // heading ("PE: chest clear", "PE unremarkable"): only after one of those words.
    // Review rv19: also after a word of having or history ("admitted with PE", "anticoagulated
    // for PE", "history of PE", "no PE", "recurrent PE"; a heading's "PE" takes none of them)
    // and before a word that reports the diagnosis made or excluded ("PE confirmed on CT", "PE
    // excluded").
    guard{"pe", true, false, {}, {}, false,
          {"o", "out", "suspected", "suspect", "possible", "probable", "likely", "massive", "submassive", "saddle",
           "acute", "bilateral", "with", "for", "of", "no",
           // review rv20: the words that qualify an embolism or report one found or known
           // ("Known PE", "Recurrent PE", "Small segmental PE", "Provoked PE", "Query PE",
           // "CTPA showed PE"); none qualifies an examination
           "known", "recurrent", "segmental", "subsegmental", "small", "large", "provoked", "unprovoked", "query",
           "showed", "shows", "multiple", "extensive", "chronic", "central", "new",
           // review rv23: a diagnosis weighed ("Considered PE, D-dimer raised", "exclude PE");
           // an examination is not considered
           "considered", "consider", "considering", "queried", "querying", "exclude", "excluding"},
          // review rv35: a diagnosis weighed after it ("PE cannot be excluded", "PE likely")
          false, false, {"confirmed", "diagnosed", "excluded", "identified", "demonstrated", "detected", "cannot", "likely"},
          {"diagnosis", "diagnoses", "impression", "dx", "ddx", "assessment", "ctpa", "problems"}},
};

inline constexpr std::array drug_cues{
    std::string_view{"tab"},     std::string_view{"tabs"},    std::string_view{"tablet"},
    std::string_view{"tablets"}, std::string_view{"cap"},     std::string_view{"capsule"},
    std::string_view{"syp"},     std::string_view{"syrup"},   std::string_view{"inj"},
    std::string_view{"injection"},
};
// With a guard's label words: a query mark right before token `i` ("?PE"), or a label word
// before it with only a colon or a dash between ("Diagnosis: PE", "Impression - PE").
template <typename WordFn>
bool queried_or_labelled(const guard& g, std::string_view text, const std::vector<token>& toks, const WordFn& word,
                         std::size_t i) {
  if (g.label_prev.front().empty()) {
    return false;
  }
  if (toks[i].begin > 0 && text[toks[i].begin - 1] == '?') {
    return true;
  }
  if (i == 0 || !contains(g.label_prev, word(i - 1))) {
    return false;
  }
  const std::string_view gap = text.substr(toks[i - 1].end, toks[i].begin - toks[i - 1].end);
  const auto mark = gap.find_first_not_of(" \t");
  return mark != std::string_view::npos && (gap[mark] == ':' || gap[mark] == '-') &&
         gap.find_first_not_of(" \t", mark + 1) == std::string_view::npos;
}

// True when the words around a guarded single-word match (tokens i..last) let it stand.
template <typename WordFn>
bool guard_allows(const guard& g, std::string_view text, const std::vector<token>& toks,
                  const WordFn& word, std::size_t i, std::size_t last) {
  const std::size_t n = toks.size();
  const bool has_next = last + 1 < n && !toks[last + 1].break_before;
  const bool has_prev = i > 0 && !toks[i].break_before;
  if (has_next && has_prev && contains(g.verb_next, word(last + 1)) && !contains(g.noun_prev, word(i - 1))) {
    return false;
  }
  if (g.capitals_only) {
    const std::string_view raw = text.substr(toks[i].begin, toks[last].end - toks[i].begin);
    if (!std::all_of(raw.begin(), raw.end(), [](char c) { return c < 'a' || c > 'z'; })) {
      return false;
    }
  }
  if (g.needs_drug_cue) {
    const bool number_after = has_next && text::is_ascii_digit(text[toks[last + 1].begin]);
    if (!number_after && !(has_prev && contains(drug_cues, word(i - 1)))) {
      return false;
    }
  }
  // "your thyroid and b12 are normal", "your thyroid , iron and b12 were all fine": the word
  // opens a list of tests whose result is said after the list's plural copula (round 14). The
  // list is walked over "and" and list commas, at most six words, never past another break.
  const bool list_comma = last + 1 < n && toks[last + 1].break_before &&
                          text.substr(toks[last].end, toks[last + 1].begin - toks[last].end).find_first_not_of(" ,") ==
                              std::string_view::npos;
  if (list_comma || (has_next && word(last + 1) == "and")) {
    for (std::size_t j = last + 1; j < n && j <= last + 6; ++j) {
      if (toks[j].break_before) {
        const std::string_view gap = text.substr(toks[j - 1].end, toks[j].begin - toks[j - 1].end);
        if (gap.find_first_not_of(" ,") != std::string_view::npos) {
          break;
        }
      }
      const auto v = word(j);
      if (v == "are" || v == "were") {
        std::size_t r = j + 1;
        if (r < n && !toks[r].break_before && (word(r) == "all" || word(r) == "both")) {
          ++r;
        }
        if (r < n && !toks[r].break_before && contains(g.blocked_next, word(r))) {
          return false;
        }
        break;
      }
    }
  }
  if (has_next) {
    // A copula may stand between: "your sugar is normal" as "sugar normal", "your b12 and thyroid
    // are normal" (a plural after a list, round 14).
    std::size_t k = last + 1;
    const auto w = word(k);
    if ((w == "is" || w == "was" || w == "are" || w == "were" || w == "looks" || w == "looked") && k + 1 < n && !toks[k + 1].break_before) {
      ++k;
    } else if ((w == "has" || w == "have" || w == "had") && k + 2 < n && word(k + 1) == "been" &&
               !toks[k + 1].break_before && !toks[k + 2].break_before) {
      k += 2;  // review rv26: the perfect's copula ("your thyroid has been normal")
    }
    // Review rv35: Hindi "X ka shak" is a suspicion of X ("thyroid ka shak hai"), where "ka" alone
    // makes the word a modifier ("thyroid ka test").
    const bool suspicion = (word(k) == "ka" || word(k) == "ki") && k + 1 < n && !toks[k + 1].break_before &&
                           (word(k + 1) == "shak" || word(k + 1) == "shaq");
    if (contains(g.blocked_next, word(k)) && !suspicion) {
      return false;
    }
    if (text::is_ascii_digit(text[toks[k].begin]) && contains(g.blocked_next, std::string_view{"#"})) {
      // "sugar 250", "sugar is 250": a reading; not a year ("sugar 2018 mein pata chala").
      std::size_t digits = 0;
      while (toks[k].begin + digits < text.size() && text::is_ascii_digit(text[toks[k].begin + digits])) {
        ++digits;
      }
      // "sugar 10 saal se hai", "k/c/o sugar 5 years": a duration, not a reading.
      const std::string_view after = k + 1 < n ? word(k + 1) : std::string_view{};
      const bool duration = after == "saal" || after == "sal" || after == "years" || after == "year" ||
                            after == "yrs" || after == "yr" || after == "mahine" || after == "months" ||
                            after == "month" || after == "varsh";
      if (digits <= 3 && !duration) {
        return false;
      }
    }
  }
  if (!g.needed_prev.front().empty() && !(has_prev && contains(g.needed_prev, word(i - 1))) &&
      !(has_next && !g.allowed_next.front().empty() && contains(g.allowed_next, word(last + 1))) &&
      !queried_or_labelled(g, text, toks, word, i)) {
    return false;
  }
  if (g.needs_mark_after) {
    // What follows on the same line, past spaces: nothing, or a heading's mark.
    std::size_t at = toks[last].end;
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) {
      ++at;
    }
    const bool stop = g.stop_is_a_mark && at < text.size() && (text[at] == '.' || text[at] == '!' || text[at] == '?');
    if (at < text.size() && !stop && text[at] != '\n' && text[at] != '\r' && text[at] != '-' && text[at] != ',' &&
        text[at] != ':' && text[at] != ';' && text[at] != '(') {
      return false;
    }
  }
  if (!has_prev) {
    return true;
  }
  if (!g.place_prev.front().empty() && i >= 2 && word(i - 1) == "the" && !toks[i - 1].break_before &&
      contains(g.place_prev, word(i - 2))) {
    static constexpr std::array subjects{std::string_view{"you"}, std::string_view{"she"}, std::string_view{"he"},
                                         std::string_view{"i"},   std::string_view{"they"}, std::string_view{"we"}};
    if (!(has_next && contains(subjects, word(last + 1)))) {
      return false;
    }
  }
  // A determiner may stand between ("check your thyroid" as "check thyroid"), and the word may
  // close a coordinated list whose verb is before it ("check your a1c , b12 and thyroid",
  // "avoid fried food and sugar"): the list is walked back over commas, never past a sentence
  // break, for at most eight words.
  std::size_t p = i - 1;
  if (g.prev_adjacent_only) {
    return !contains(g.blocked_prev, word(p));
  }
  if (p > 0 && !toks[p].break_before && contains(lab_determiners, word(p))) {
    --p;
  }
  if (contains(g.blocked_prev, word(p))) {
    return false;
  }
  if (word(p) != "and" && word(p) != "or") {
    return true;
  }
  for (std::size_t steps = 0; p > 0 && steps < 8; ++steps) {
    if (toks[p].break_before) {
      const std::string_view gap = text.substr(toks[p - 1].end, toks[p].begin - toks[p - 1].end);
      if (gap.find_first_not_of(" ,") != std::string_view::npos) {
        return true;  // a sentence or clause break other than a list's comma
      }
    }
    --p;
    if (contains(g.blocked_prev, word(p))) {
      return false;
    }
  }
  return true;
}

}  // namespace cxs::domain::terminology::detail
