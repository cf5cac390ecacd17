// Round 30 (ctx31): class defaults of a past reading, tried on round 30's tuning half before any
// narrow rule (docs/accuracy.md, round 30). The lexicon's past cues are phrases ("as a child",
// "at the age of", "in 2019"); two classes of clause say the same with no such phrase:
//   - an age or a school year right after the mention dates it in the patient's past
//     ("Febrile convulsion at eighteen months", "Chlamydia at 19", "Typhoid in class 6");
//   - the mention as the object of a completed repair or cure ("Varicose veins stripped in the
//     1990s", "H. pylori eradicated", "AKI on arrival resolved with fluids") is over.
// Neither reads a mention that a word of the sentence says goes on ("still", "again", "now").

#include "domain/clinical/context_document.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_frame_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::frame_vocab;
using context_detail::clause_vocab::reading_before_at;

namespace {

// Words that say the condition is there now or goes on, anywhere in the sentence.
constexpr std::array<std::string_view, 27> present_words{
    "still",    "ongoing", "persists", "persisting", "persistent", "continues", "continuing", "currently", "now",
    "today",    "again",   "flaring",  "flare",      "recurred",   "recurrence", "relapse",   "relapsed",   "active",
    "worse",    "worsening",
    // Review rv28: a present verb of the patient's use ("Asthma in class 4, uses inhaler daily"),
    // disease left after a removal ("excised from the nose, margins involved").
    "uses",     "takes",   "wears",    "involved",   "residual",
    // Review rv30: a regimen kept to ("keeps to a gluten-free diet", "follows a low-salt diet").
    "keeps",    "follows"};
// Round 33: verbs of this visit after "now" ("now referred for chest pain", "now presents with").
constexpr std::array<std::string_view, 9> visit_verbs{"referred", "presents", "presenting", "admitted", "sent",
                                                      "attends",  "reviewed", "seen",       "here"};
// Review rv28: verbs of the condition's return after its past.
constexpr std::array<std::string_view, 5> return_words{"recurred", "relapsed", "reopened", "returned", "reappeared"};
// Words before a present word that deny it ("no recurrence", "never recurred", "not again").
constexpr std::array<std::string_view, 5> deniers{"no", "not", "never", "without", "nil"};
// Units of an infant's or child's age after "at <number>" ("at eighteen months", "at 3 years").
constexpr std::array<std::string_view, 6> age_units{"months", "month", "years", "year", "weeks", "week"};
// What may follow a bare age and close it ("Chlamydia at 19, treated", "Myocarditis at 24 after").
constexpr std::array<std::string_view, 7> after_age{"with", "after", "and", "when", "while", "from", "following"};
// Review rv29: findings there now that "with" after an age may name ("Rheumatoid arthritis at 40
// with swollen MCP joints"): the condition is dated by its onset and goes on, not closed.
constexpr std::array<std::string_view, 9> present_findings{"swollen", "active",   "ongoing", "persistent", "current",
                                                           "daily",   "deformed", "tender",  "synovitis"};
// School years of Indian English ("in class 6", "in the 2nd standard", "in std 8").
constexpr std::array<std::string_view, 4> school_years{"class", "std", "standard", "grade"};
// Mentions that carry a reading after "at" ("fever at 39", "pain at 7").
constexpr std::array<std::string_view, 6> read_mentions{"fever", "temperature", "temp", "pyrexia", "pain", "score"};
// Words that open another clause or noun phrase between the mention and a participle: the
// participle is then another subject's ("kept her awake until the fever settled").
constexpr std::array<std::string_view, 16> other_clause_words{
    "the", "a", "an", "his", "her", "this", "that", "until", "till", "when", "after", "before", "while", "but", "and",
    "because"};
// What may follow the participle and keep it the mention's ("stripped from the left leg",
// "resolved with fluids"); a noun after it is the next item's ("resolved AKI").
constexpr std::array<std::string_view, 14> participle_followers{
    "with", "by", "in", "on", "at", "after", "over", "within", "from", "and", "before", "during", "following", "under"};
// Words before an end that keep it partial ("partially resolved", "not settled").
constexpr std::array<std::string_view, 9> partial_words{"partially", "partly", "not", "never", "almost",
                                                        "nearly",    "slowly", "largely", "mostly"};

// Events of a life that a "before" clause may name ("before her daughter was born", "before he
// retired"): what came before them is past.
constexpr std::array<std::string_view, 5> life_events{"born", "married", "retired", "emigrated", "widowed"};

// Review rv28: what may follow ", on" and not be a treatment ("Delirium, on day 2, settled",
// "angina, on exertion only", "AKI, on arrival, resolved", "consolidation, on the x-ray"); words
// in "-ing" are not either ("wheeze, on walking uphill").
constexpr std::array<std::string_view, 21> not_treatments{
    "the",       "day",      "days",         "week",     "weeks",   "night",  "nights",
    "exertion",  "arrival",   "admission", "examination", "exam",     "discharge", "holiday", "top",
    "review",    "presentation", "imaging", "scan",       "both",     "each"};
// Endings of the names of drugs taken for a long time, the only words read as a treatment right
// after the mention with no comma ("Crohn's disease on adalimumab", "AF on bisoprolol"): there
// "on" is more often a site or a time ("delirium on days 2-4", "pain on walking").
constexpr std::array<std::string_view, 18> drug_endings{"mab",    "nib",   "pril",    "sartan", "olol",  "statin",
                                                        "zole",   "pine",  "formin",  "flozin", "gliptin", "xine",
                                                        "prine",  "proate", "azine",  "quine",  "insulin", "steroids"};

bool drug_like(std::string_view w) {
  return std::any_of(drug_endings.begin(), drug_endings.end(), [w](std::string_view e) { return w.ends_with(e); });
}

bool small_number(std::string_view w) {
  return !w.empty() && w.size() <= 2 && std::all_of(w.begin(), w.end(), text::is_ascii_digit);
}

// Whether a word of `words` stands in tokens [from, end) with no denier in the two words before it
// (within the sentence from `first`): "still", "recurred"; not "no recurrence", "never recurred".
template <typename Tokens, std::size_t N>
bool undenied_word(const Tokens& toks, std::size_t first, std::size_t from, std::size_t end,
                   const std::array<std::string_view, N>& words) {
  for (std::size_t k = from; k < end; ++k) {
    if (toks[k].kind != tok_kind::word || !in(words, toks[k].norm)) {
      continue;
    }
    bool denied = false;
    for (std::size_t j = k > first + 2 ? k - 2 : first; j < k; ++j) {
      denied = denied || (toks[j].kind == tok_kind::word && in<deniers>(toks[j].norm));
    }
    if (!denied) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool context_document::impl::goes_on_in_sentence(const sentence& s) const {
  // Round 33: "now" or "today" before a verb of this visit names the visit, not the condition
  // ("eczema in 2019 cleared with herbal paste; now referred for chest pain").
  for (std::size_t k = s.b; k < s.e; ++k) {
    if ((is_word(k, "now") || is_word(k, "today")) && k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
        in<visit_verbs>(toks[k + 1].norm)) {
      return undenied_word(toks, s.b, s.b, k, present_words) || undenied_word(toks, s.b, k + 1, s.e, present_words);
    }
  }
  return undenied_word(toks, s.b, s.b, s.e, present_words);
}

bool context_document::impl::treated_now(const sentence& s, std::size_t t1) const {
  // Review rv28: "Epilepsy at 15, on levetiracetam", "Crohn's disease on adalimumab, no flares
  // since", "Depression, back to work part time, on sertraline": a treatment the patient is on
  // after the mention says the condition is managed now, whatever closes its episode or dates its
  // onset. "on" after a comma before a word that is not a time, a finding's occasion or a
  // determiner; right after the mention only before a drug's name.
  for (std::size_t k = t1 + 1; k + 1 < s.e; ++k) {
    if (toks[k].kind != tok_kind::word || toks[k].norm != "on" || toks[k + 1].kind != tok_kind::word) {
      continue;
    }
    const std::string_view next = toks[k + 1].norm;
    if (toks[k - 1].kind == tok_kind::punct && toks[k - 1].norm == ",") {
      if (!in<not_treatments>(next) && !next.ends_with("ing") && !text::is_ascii_digit(next.front())) {
        return true;
      }
    } else if (k == t1 + 1 && (drug_like(next) || brand_at(k + 1))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::treated_before(const sentence& s, std::size_t k) const {
  // "on" before a long-term drug's name, anywhere before `k` ("Crohn's disease on adalimumab, well
  // since"); not a course that ended ("treated with antibiotics, well since").
  for (std::size_t j = s.b + 1; j + 1 < k; ++j) {
    if (is_word(j, "on") && toks[j + 1].kind == tok_kind::word && (drug_like(toks[j + 1].norm) || brand_at(j + 1))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::returned_after(const sentence& s, std::size_t t1) const {
  // Review rv28: "Hernia repaired in 2019, now recurred", "Leg ulcer healed over the summer,
  // reopened last month": a return of the condition after its past, not denied ("never
  // recurred", "no relapse"), says it is there now whatever dated or ended it.
  // Round 33: a return verb whose subject is the condition ("it has come back", "is bad again").
  // Review rv31: or an end in one site only ("gone on the arms but still on the legs").
  return undenied_word(toks, s.b, t1 + 1, s.e, return_words) || back_returns(s, t1) || comes_back_after(s, t1) ||
         ended_only_in_part(s, t1) || flares_now_after(s, t1) || in_use_after(s, t1);  // round 36
}

bool context_document::impl::flares_now_after(const sentence& s, std::size_t t1) const {
  // Review rv32: "Crohn's disease, in remission until the age of 25, now flaring": a flare said
  // to be now, after whatever ended it, is a return. Not a flare in the past or without a time
  // ("in remission, flared in 2019", "flaring in winter as a child").
  for (std::size_t k = t1 + 2; k < s.e; ++k) {
    if ((is_word(k, "flaring") || is_word(k, "flared")) && (is_word(k - 1, "now") || is_word(k - 1, "currently"))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::age_after(const sentence& s, std::size_t t0, std::size_t t1) const {
  // Only an "at" or "in" among the words right after the mention can date it (the walk below
  // answers nothing else): look for one first, a test per token, before the word lists (this
  // runs for every mention; spd23: the lists cost about 31k instructions and 1.5k mispredicted
  // branches per extraction).
  bool dated = false;
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 5 && toks[k].kind == tok_kind::word && !dated; ++k) {
    dated = toks[k].norm == "at" || toks[k].norm == "in";
  }
  if (!dated || s.question || (toks[t1].kind == tok_kind::word && in<read_mentions>(toks[t1].norm))) {
    return false;
  }
  // A verb of onset dates the diagnosis, not an episode ("diagnosed at 12": the caller decides by
  // the condition's nature, context_course.cpp).
  for (std::size_t k = t0 > s.b + 3 ? t0 - 3 : s.b; k < t0; ++k) {
    if (toks[k].kind == tok_kind::word && in<course_vocab::onset_verbs>(toks[k].norm)) {
      return false;
    }
  }
  bool done_between = false;  // a past participle between the mention and "at"
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 5; ++k) {
    const ctoken& t = toks[k];
    if (t.kind != tok_kind::word) {
      return false;
    }
    done_between = done_between || (t.norm.size() > 4 && t.norm.ends_with("ed"));
    // ("potassium is high at six", "stroke call at 14:05": a reading or a clock time)
    if (in<course_vocab::onset_verbs>(t.norm) || in<reading_before_at>(t.norm)) {
      return false;
    }
    if (t.norm == "at" && toks[k - 1].kind == tok_kind::word && in<reading_before_at>(toks[k - 1].norm)) {
      return false;  // the mention ends in its reading ("potassium is high at six")
    }
    if (t.norm == "at" && k + 1 < s.e && toks[k + 1].kind == tok_kind::word) {
      const std::string_view n = toks[k + 1].norm;
      const bool spelled = in<age_words>(n) && n.size() > 2 && n != "young" && n != "younger" && n != "little" &&
                           n != "small";
      if (!spelled && !small_number(n)) {
        return false;
      }
      const std::size_t a = k + 2;
      if (a >= s.e) {
        return true;
      }
      if (toks[a].kind == tok_kind::punct) {  // not a decimal or a clock ("at 39.5", "at 14:05")
        return toks[a].norm != ":" && !(toks[a].norm == "." && a + 1 < s.e && !toks[a + 1].norm.empty() &&
                                        text::is_ascii_digit(toks[a + 1].norm.front()));
      }
      if (in<after_age>(toks[a].norm)) {
        return !(toks[a].norm == "with" && a + 1 < s.e && in<present_findings>(toks[a + 1].norm));
      }
      // "at eighteen months", "at six weeks old": weeks only with "old" or after a past participle
      // ("operated on at five weeks"), not "review at six weeks".
      if (in<age_units>(toks[a].norm)) {
        return !toks[a].norm.starts_with("week") || is_word(a + 1, "old") ||
               (is_word(a + 1, "of") && is_word(a + 2, "age")) || done_between;
      }
      return false;
    }
    if (t.norm == "in") {
      std::size_t j = k + 1;
      if (is_word(j, "the")) {
        ++j;
      }
      if (j < s.e && in<school_years>(toks[j].norm) && j + 1 < s.e && small_number(toks[j + 1].norm)) {
        return true;  // "in class 6", "in std 8"
      }
      if (j + 1 < s.e && in<school_years>(toks[j + 1].norm) && !toks[j].norm.empty() &&
          text::is_ascii_digit(toks[j].norm.front())) {
        return true;  // "in the 2nd standard"
      }
      return false;
    }
  }
  return false;
}

bool context_document::impl::fixed_after(const sentence& s, std::size_t t1) const {
  // Only a fixed or an end participle ends the walk below with a yes: a sentence without one
  // (its f_fixed and f_summary bits) is passed over without the lists (spd23).
  if (s.question || (s.frame_cues & (f_fixed | f_summary)) == 0) {
    return false;
  }
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 8; ++k) {
    const ctoken& t = toks[k];
    if (t.kind == tok_kind::punct) {
      if (t.norm == ";" || t.norm == ":" || t.norm == "." || t.norm == "?") {
        return false;
      }
      // After a comma only the participle itself may come ("Chlamydia at 19, treated").
      if (t.norm == "," && !(k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
                             (in<fixed_participles>(toks[k + 1].norm) || in<end_participles>(toks[k + 1].norm)))) {
        return false;
      }
      continue;
    }
    if (in<other_clause_words>(t.norm)) {
      return false;
    }
    const bool participle = in<fixed_participles>(t.norm) || in<end_participles>(t.norm);
    if (participle && k + 1 < s.e && toks[k + 1].kind == tok_kind::word && !in<participle_followers>(toks[k + 1].norm) &&
        !toks[k + 1].norm.ends_with("ly")) {
      return false;
    }
    if (in<fixed_participles>(t.norm)) {
      // A repair in the past, not one done at this visit ("abscess drained today").
      return s.has_time || age_after(s, t1, t1) || t.norm == "eradicated" || t.norm == "cured" ||
             t.norm == "excised" || t.norm == "stripped" || t.norm == "resected" || t.norm == "reverted";
    }
    if (in<end_participles>(t.norm)) {
      return !(toks[k - 1].kind == tok_kind::word && in<partial_words>(toks[k - 1].norm));
    }
  }
  return false;
}

bool context_document::impl::before_life_event(const sentence& s, std::size_t t1) const {
  // "Two miscarriages before her daughter was born": "before" within three words of the mention,
  // then a past life event within five ("was born", "got married", "retired"). Not "since before"
  // ("back pain since before her son was born" goes on).
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 3; ++k) {
    if (toks[k].kind != tok_kind::word) {
      return false;
    }
    if (toks[k].norm != "before" || is_word(k - 1, "since")) {
      continue;
    }
    for (std::size_t j = k + 1; j < s.e && j <= k + 5 && toks[j].kind == tok_kind::word; ++j) {
      if (in<life_events>(toks[j].norm)) {
        return toks[j].norm != "born" || is_word(j - 1, "was") || is_word(j - 1, "were");
      }
    }
    return false;
  }
  return false;
}

}  // namespace cxs::domain::clinical
