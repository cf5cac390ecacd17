// Round 35 (ctx36): class defaults of advice, tried on round 35's fresh tuning half before any
// narrow rule, as rounds 29-34 did (docs/accuracy.md, round 35). Each reads a shape of the
// registers that speak to anyone who may have the condition (exercise sheets, dietitians'
// notes, occupational-health letters, travel and sports clinics, consent wording, a doctor's
// WhatsApp advice) and that the older defaults leave to a finding:
//  - a purpose of keeping the condition away after "so (that)" ("so that hypoglycaemia can be
//    avoided", "so that a pressure sore does not form", "so thrush is less likely");
//  - a Hindi relative of persons before the mention ("jinko diabetes hai, woh ...", "jinke ghar
//    mein kisi ko TB hai"): whoever has it, not the patient;
//  - a reported question ("caller asks whether the tingling might be diabetes"): asked, not found;
//  - an indefinite bearer of the condition as the subject of a modal ("an applicant with epilepsy
//    would need ...", "a player who is confused ... may have concussion"), and a condition in such
//    a bearer's present relative clause before a modal ("a runner who gets chest pain must stop");
//  - a risk said of a list ("make decompression sickness and lung injury more likely": round 32's
//    comparison default reads one item);
//  - a hedge by an adverb of what is usual that takes up a supposition ("if you hear a pop ...,
//    that is often an ACL tear");
//  - the condition naming a jab, booster or certificate against it ("rabies pre-exposure course",
//    "yellow fever certificate");
//  - (rule set 2, read across the older rounds' tuning misses) a Hindi habitual in a sentence of
//    advice ("paani peene se peeliya hota hai, isliye ubla paani piyo"), and a modal of ability
//    before a verb of finding ("the watch cannot detect a heart attack");
// and, structural, a register's label before a colon at a line's start ("Cataract consent:",
// "Screening invitation:") is a sentence of its own, so that the clause after it opens where the
// older frames look for its subject; and on the present side, a possessed condition that names its
// treatment ("could his asthma inhaler stunt his growth?") is the patient's (from held_as_there).
// Called from foretold_default (context_defaults_foretold.cpp) for a mention nothing else has
// placed; each class runs only for a sentence with a word of its cue group.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

constexpr std::array<std::string_view, 6> owners{"your", "his", "her", "my", "their", "our"};
constexpr std::array<std::string_view, 5> definites{"the", "this", "that", "these", "those"};
// Words between "so (that)" and the mention that keep it any case ("so that a pressure sore ...").
constexpr std::array<std::string_view, 3> any_articles{"a", "an", "any"};
// Predicates of keeping away after the mention: "(can) be avoided", "is less likely", "does not form".
constexpr std::array<std::string_view, 5> kept_away_participles{"avoided", "prevented", "averted", "minimised",
                                                                "minimized"};
constexpr std::array<std::string_view, 4> copulas{"be", "is", "are", "becomes"};
constexpr std::array<std::string_view, 8> denied_auxiliaries{"doesnt", "dont", "wont", "cannot",
                                                             "does",   "do",   "will", "can"};
constexpr std::array<std::string_view, 9> onset_verbs{"form",  "develop", "happen", "occur", "start",
                                                      "set",   "arise",   "appear", "spread"};
// Hindi relative pronouns of persons ("jinko" to whom, "jinke" whose, "jisko", "jise").
constexpr std::array<std::string_view, 5> person_relatives{"jinko", "jinhe", "jinke", "jisko", "jise"};
// Verbs of asking before "whether"/"if" ("asks whether", "wondered if", "wants to know if").
constexpr std::array<std::string_view, 11> asking_verbs{"asks",     "asked",    "asking",   "wonders",
                                                        "wondered", "wondering", "enquires", "enquired",
                                                        "queries",  "queried",  "know"};
// Modals of a rule or a possibility after an indefinite bearer.
constexpr std::array<std::string_view, 11> bearer_modals{"would", "will", "must", "should", "may",   "might",
                                                         "could", "can",  "needs", "need",  "cannot"};
constexpr std::array<std::string_view, 5> bearer_determiners{"a", "an", "any", "every", "one"};
// The first word of a present relative clause after "who" ("a player who is confused").
constexpr std::array<std::string_view, 10> present_relative_verbs{"is",      "are",   "has",   "gets",  "feels",
                                                                  "becomes", "seems", "looks", "starts", "develops"};
constexpr std::array<std::string_view, 3> hedge_modals_of_have{"may", "might", "could"};
// Words that open the clause an indefinite subject stands at the start of.
constexpr std::array<std::string_view, 9> clause_openers{"as", "because", "since", "and", "but",
                                                         "so", "when",    "if",    "while"};
// Words of a person the sentence is about or of this one's now ("an applicant with epilepsy ...,
// as he has"): someone's own case.
constexpr std::array<std::string_view, 17> someones_words{"i",   "me",  "my",  "he",      "him", "his",
                                                          "she", "her", "we",  "our",     "patient", "pt",
                                                          "mr",  "mrs", "ms",  "today",   "currently"};
// Adverbs of what is usual that hedge after a supposition ("that is often ...").
constexpr std::array<std::string_view, 6> usual_adverbs{"often", "usually", "typically", "generally", "commonly",
                                                        "probably"};
constexpr std::array<std::string_view, 4> event_pronouns{"that", "this", "it", "which"};
constexpr std::array<std::string_view, 4> supposition_words{"if", "should", "unless", "agar"};
constexpr std::array<std::string_view, 6> judging_words{"ask", "anything", "guess", "honest", "so", "pushed"};
// Nouns of protection named by the condition it is against ("rabies jab", "yellow fever
// certificate", "rabies pre-exposure course": the hyphen separates "pre" and "exposure"); "vaccine"
// and "vaccination" are read by older rules.
constexpr std::array<std::string_view, 5> protection_nouns{"jab", "jabs", "booster", "boosters", "certificate"};
// Round 35's rule set 2: the treatments a possessed condition may name ("his asthma inhaler", "her
// epilepsy tablets", "your blood pressure pills").
// Not "drops", a verb as often ("if your sugar drops", ContextFrames' counter-example).
constexpr std::array<std::string_view, 15> treatment_nouns{
    "inhaler", "inhalers",   "puffer",     "tablets", "tablet", "pills",     "medicine", "medicines",
    "meds",    "medication", "injections", "pump",    "spray",  "nebuliser", "nebulizer"};
// Words that may stand between a risk's list and "more likely" ("and lung injury").
constexpr std::array<std::string_view, 2> list_joiners{"and", "or"};
constexpr std::array<std::string_view, 4> making_verbs{"make", "makes", "making", "made"};
// Round 35's rule set 2: the Hindi habitual ("X hota hai", "X ho jata hai", "X banti hai": X
// happens, in general), the personal datives that make it someone's own ("mujhe ... hoti hai"), and
// the imperatives of advice that make it a warning ("mat khao", "ubla paani piyo", "khana khake
// lena").
constexpr std::array<std::string_view, 6> habitual_forms{"hota", "hoti", "hote", "banta", "banti", "bante"};
constexpr std::array<std::string_view, 6> going_forms{"jata", "jaata", "jati", "jaati", "jate", "jaate"};
constexpr std::array<std::string_view, 16> personal_datives{"mujhe", "mujhko", "hamein", "humein", "mere",  "meri",
                                                            "mera",  "usko",   "use",    "unko",   "unhe",  "inko",
                                                            "isko",  "uske",   "unke",   "iske"};
// (Not the requests a patient makes of the doctor, "kuch karo", "dawai dijiye", after a complaint
// of their own: "Roz sir dard hota hai, koi dawai dijiye".)
constexpr std::array<std::string_view, 18> advice_imperatives{
    "mat",     "piyo",    "khao",   "lena",    "rakho",   "rakhna",  "lagao", "pijiye",  "khaiye",
    "rakhiye", "karwao",  "karwana", "bacho",  "bachiye", "bachein", "dhona", "dhoyein", "pilao"};
// Words of one's own pattern in time ("roz", "raat ko", "ek hafte se"): a complaint, not a warning.
constexpr std::array<std::string_view, 9> pattern_times{"roz", "rozana", "raat", "subah", "shaam",
                                                        "aajkal", "hafte", "mahine", "din"};
// Verbs of finding after a modal of ability ("the watch cannot detect a heart attack", "this test
// can pick up diabetes"); not "show", a guess at one's own result ("the x-ray may show pneumonia").
constexpr std::array<std::string_view, 8> capability_verbs{"detect", "spot",     "pick",  "identify",
                                                           "catch",  "diagnose", "alert", "screen"};
constexpr std::array<std::string_view, 7> ability_modals{"can", "cannot", "cant", "could", "will", "wont", "should"};
// Nouns of a register that addresses its reader: a label ending in one, then ":", at a line's
// start ("Cataract consent:", "AAA screening invitation:", "Dietitian note:").
constexpr std::array<std::string_view, 22> register_nouns{
    "consent",  "leaflet", "handout", "sheet",    "invitation", "briefing", "advisory", "advice",
    "policy",   "letter",  "card",    "message",  "msg",        "email",    "chat",     "reply",
    "guidance", "clause",  "poster",  "booklet",  "bulletin",   "broadcast"};

// Words of a label that gives its list a reading (an end, a denial, the past, the family).
constexpr std::array<std::string_view, 22> reading_label_words{
    "resolved", "settled",  "excluded", "eliminated", "ruled",  "negative", "no",        "nil",
    "not",      "since",    "past",     "previous",   "prior",  "old",      "history",   "family",
    "relatives", "relations", "denies",  "denied",    "absent", "normal"};

}  // namespace

bool context_document::impl::register_label(std::size_t b, std::size_t e) const {
  if (e <= b || e - b > 5 || !in<register_nouns>(toks[e - 1].norm)) {
    return false;
  }
  // Not a label that reads its list ("Resolved since last letter:", "Family history letter:",
  // "Negative screening card:"): it stays in the sentence, where list_label reads it.
  for (std::size_t k = b; k + 1 < e; ++k) {
    if (in<reading_label_words>(toks[k].norm)) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::kept_away_purpose(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "so (that) (a/an/any) X": nothing else before the mention.
  std::size_t k = t0;
  if (k > s.b && toks[k - 1].kind == tok_kind::word && in<any_articles>(toks[k - 1].norm)) {
    --k;
  }
  if (k > s.b && is_word(k - 1, "that")) {
    --k;
  }
  if (k == s.b || !is_word(k - 1, "so")) {
    return false;
  }
  // The predicate within eight words after the mention, in its clause.
  for (std::size_t j = t1 + 1; j < s.e && j < t1 + 9; ++j) {
    if (toks[j].kind != tok_kind::word) {
      return false;
    }
    const std::string_view w = toks[j].norm;
    if (in<copulas>(w) && j + 1 < s.e &&
        (in<kept_away_participles>(toks[j + 1].norm) || is_word(j + 1, "unlikely") ||
         (is_word(j + 1, "less") && is_word(j + 2, "likely")))) {
      return true;
    }
    // "does not form", "won't develop"; an auxiliary not denied goes on ("can be avoided").
    const std::size_t v = is_word(j + 1, "not") ? j + 2 : j + 1;
    const bool denied = w == "doesnt" || w == "dont" || w == "wont" || w == "cannot" || v == j + 2;
    if (in<denied_auxiliaries>(w) && denied) {
      return v < s.e && in<onset_verbs>(toks[v].norm);
    }
  }
  return false;
}

bool context_document::impl::relative_of_persons(const sentence& s, std::size_t t0) const {
  // A relative of persons within five words before the mention, in its clause.
  for (std::size_t k = t0; k > s.b && k + 6 > t0; --k) {
    const ctoken& w = toks[k - 1];
    if (w.kind != tok_kind::word) {
      return false;
    }
    if (in<person_relatives>(w.norm)) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::asked_whether(const sentence& s, std::size_t t0) const {
  if (t0 > s.b && toks[t0 - 1].kind == tok_kind::word &&
      (in<owners>(toks[t0 - 1].norm) || in<definites>(toks[t0 - 1].norm))) {
    return false;  // "asks whether her asthma affects the dose": her own
  }
  for (std::size_t k = t0; k > s.b + 2 && k + 12 > t0; --k) {
    const ctoken& w = toks[k - 1];
    if (w.kind == tok_kind::punct && (w.norm == ";" || w.norm == ":" || w.norm == ".")) {
      return false;
    }
    if (!(is_word(k - 1, "whether") || is_word(k - 1, "if"))) {
      continue;
    }
    // "asks whether", "wants to know if": the asking verb right before, with a subject before it
    // ("Caller asks ...", not "Asked if she has asthma: yes", a clinician's question answered).
    const std::size_t v = k - 2;
    if (toks[v].kind != tok_kind::word || !in<asking_verbs>(toks[v].norm) || v == s.b ||
        toks[v - 1].kind != tok_kind::word) {
      return false;
    }
    for (std::size_t j = s.b; j < s.e; ++j) {
      if (is_word(j, "yes") || is_word(j, "confirmed") || is_word(j, "confirms")) {
        return false;
      }
    }
    return true;
  }
  return false;
}

bool context_document::impl::indefinite_bearer(const sentence& s, std::size_t t0, std::size_t t1) const {
  std::size_t det = s.e;
  if (t0 >= s.b + 3 && is_word(t0 - 1, "with") && t1 + 1 < s.e && toks[t1 + 1].kind == tok_kind::word &&
      in<bearer_modals>(toks[t1 + 1].norm)) {
    // "an applicant with epilepsy would need ...": a determiner of any case and one noun.
    const ctoken& noun = toks[t0 - 2];
    if (noun.kind == tok_kind::word && !in<owners>(noun.norm) && !in<definites>(noun.norm) &&
        toks[t0 - 3].kind == tok_kind::word && in<bearer_determiners>(toks[t0 - 3].norm)) {
      det = t0 - 3;
    }
  } else if (t0 >= s.b + 6 && is_word(t0 - 1, "have") && toks[t0 - 2].kind == tok_kind::word &&
             in<hedge_modals_of_have>(toks[t0 - 2].norm)) {
    // "a player who is confused or vomiting ... may have concussion": back to "who" after a
    // determiner and one noun, a present relative clause between.
    for (std::size_t k = t0 - 2; k > s.b + 1 && k + 16 > t0; --k) {
      if (toks[k - 1].kind == tok_kind::punct && toks[k - 1].norm != ",") {
        break;
      }
      if (!is_word(k - 1, "who")) {
        continue;
      }
      if (k - 1 >= s.b + 2 && toks[k].kind == tok_kind::word && in<present_relative_verbs>(toks[k].norm) &&
          toks[k - 2].kind == tok_kind::word && toks[k - 3].kind == tok_kind::word &&
          in<bearer_determiners>(toks[k - 3].norm)) {
        det = k - 3;
      }
      break;
    }
  }
  if (det == s.e) {
    return false;
  }
  // The determiner opens its clause.
  if (det > s.b && !(toks[det - 1].kind == tok_kind::punct || in<clause_openers>(toks[det - 1].norm))) {
    return false;
  }
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word && in<someones_words>(toks[k].norm)) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::usual_hedge_after_supposition(const sentence& s, std::size_t t0) const {
  // "that is often (a/an) X", "it is usually X".
  std::size_t k = t0;
  if (k > s.b && (is_word(k - 1, "a") || is_word(k - 1, "an"))) {
    --k;
  }
  if (k < s.b + 4 || toks[k - 1].kind != tok_kind::word || !in<usual_adverbs>(toks[k - 1].norm) ||
      !is_word(k - 2, "is") || toks[k - 3].kind != tok_kind::word || !in<event_pronouns>(toks[k - 3].norm)) {
    return false;
  }
  // A supposition earlier in the sentence, not the speaker's own ("if you ask me", "if so").
  for (std::size_t j = s.b; j + 3 < k; ++j) {
    if (toks[j].kind != tok_kind::word || !in<supposition_words>(toks[j].norm)) {
      continue;
    }
    for (std::size_t w = j + 1; w < k - 3 && w < j + 5; ++w) {
      if (toks[w].kind == tok_kind::word && in<judging_words>(toks[w].norm)) {
        return false;
      }
    }
    if (toks[j].norm == "should" && j > s.b && toks[j - 1].kind == tok_kind::word) {
      continue;  // "you should ...": advice, not an inverted supposition
    }
    return true;
  }
  return false;
}

bool context_document::impl::names_protection(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (t1 + 1 >= s.e || toks[t1 + 1].kind != tok_kind::word ||
      !(in<protection_nouns>(toks[t1 + 1].norm) || (toks[t1 + 1].norm == "pre" && is_word(t1 + 2, "exposure")))) {
    return false;
  }
  // Not a possessed condition ("his asthma certificate").
  return t0 == s.b || toks[t0 - 1].kind != tok_kind::word || !in<owners>(toks[t0 - 1].norm);
}

bool context_document::impl::possessed_treatment_of(const sentence& s, std::size_t t0, std::size_t t1) const {
  return t0 > s.b && t1 + 1 < s.e && toks[t0 - 1].kind == tok_kind::word && in<owners>(toks[t0 - 1].norm) &&
         toks[t1 + 1].kind == tok_kind::word && in<treatment_nouns>(toks[t1 + 1].norm);
}

bool context_document::impl::bearer_relative_clause(const sentence& s, std::size_t t0, std::size_t t1) const {
  // Back from the mention, over words and commas, to "who" after a determiner of any case and one
  // noun at the clause's start, a present verb after it: "a runner who gets chest pain ...".
  std::size_t who = s.e;
  for (std::size_t k = t0; k > s.b + 2 && k + 10 > t0; --k) {
    const ctoken& w = toks[k - 1];
    if (w.kind == tok_kind::punct && w.norm != ",") {
      return false;
    }
    if (is_word(k - 1, "who")) {
      who = k - 1;
      break;
    }
  }
  if (who == s.e || who + 1 >= t0 || !in<present_relative_verbs>(toks[who + 1].norm) ||
      toks[who - 1].kind != tok_kind::word || toks[who - 2].kind != tok_kind::word ||
      !in<bearer_determiners>(toks[who - 2].norm)) {
    return false;
  }
  const std::size_t det = who - 2;
  if (det > s.b && !(toks[det - 1].kind == tok_kind::punct || in<clause_openers>(toks[det - 1].norm))) {
    return false;
  }
  // A modal after the mention, within ten words of its clause: what such a person must or may do.
  bool modal = false;
  for (std::size_t k = t1 + 1; k < s.e && k < t1 + 11 && !modal; ++k) {
    if (toks[k].kind == tok_kind::punct && toks[k].norm != ",") {
      return false;
    }
    modal = toks[k].kind == tok_kind::word && in<bearer_modals>(toks[k].norm);
  }
  if (!modal) {
    return false;
  }
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word && in<someones_words>(toks[k].norm)) {
      return false;
    }
  }
  return true;
}

bool context_document::impl::risk_list_made_likelier(const sentence& s, std::size_t t0, std::size_t t1) const {
  // "make decompression sickness and lung injury more likely": the mention opens a list of two
  // before "more/less likely" (one item alone is read by risk_made_likelier).
  if (t1 + 3 >= s.e || toks[t1 + 1].kind != tok_kind::word || !in<list_joiners>(toks[t1 + 1].norm)) {
    return false;
  }
  std::size_t k = t1 + 2;
  while (k < s.e && k < t1 + 6 && toks[k].kind == tok_kind::word && !is_word(k, "more") && !is_word(k, "less")) {
    ++k;
  }
  if (!((is_word(k, "more") || is_word(k, "less")) && is_word(k + 1, "likely")) || k == t1 + 2) {
    return false;
  }
  // The verb right before the list, or before its article ("make a DVT and leg swelling ..."); not
  // "made her eczema and itch ...".
  std::size_t v = t0;
  if (v > s.b && (is_word(v - 1, "a") || is_word(v - 1, "an"))) {
    --v;
  }
  return v > s.b && toks[v - 1].kind == tok_kind::word && in<making_verbs>(toks[v - 1].norm);
}

bool context_document::impl::hindi_habitual_warning(const sentence& s, std::size_t t1) const {
  // "X hota hai", "X ho jata hai", "X banti hai" right after the mention (or after "bhi").
  std::size_t k = t1 + 1;
  if (is_word(k, "bhi")) {
    ++k;
  }
  if (is_word(k, "ho") && k + 1 < s.e && toks[k + 1].kind == tok_kind::word && in<going_forms>(toks[k + 1].norm)) {
    k += 2;
  } else if (k < s.e && toks[k].kind == tok_kind::word && in<habitual_forms>(toks[k].norm)) {
    ++k;
  } else {
    return false;
  }
  if (!(is_word(k, "hai") || is_word(k, "hain"))) {
    return false;
  }
  // A warning: an imperative of advice in the sentence, and no one's own dative ("mujhe").
  bool advice = false;
  for (std::size_t j = s.b; j < s.e; ++j) {
    if (toks[j].kind != tok_kind::word) {
      continue;
    }
    if (in<personal_datives>(toks[j].norm) || in<pattern_times>(toks[j].norm)) {
      return false;
    }
    advice = advice || in<advice_imperatives>(toks[j].norm);
  }
  return advice;
}

bool context_document::impl::finding_capability(const sentence& s, std::size_t t0) const {
  // Back over "a", "an", "any", "signs of", "early" to the verb of finding, then a modal of ability
  // right before it (or before "not").
  std::size_t k = t0;
  while (k > s.b && k + 3 > t0 && toks[k - 1].kind == tok_kind::word &&
         (is_word(k - 1, "a") || is_word(k - 1, "an") || is_word(k - 1, "any") || is_word(k - 1, "signs") ||
          is_word(k - 1, "of") || is_word(k - 1, "early"))) {
    --k;
  }
  if (k > s.b && is_word(k - 1, "to") && k >= s.b + 3 && is_word(k - 2, "you") && is_word(k - 3, "alert")) {
    k -= 2;  // "can alert you to signs of X"
  } else if (k > s.b && is_word(k - 1, "up")) {
    --k;  // "can pick up X"
  }
  if (k < s.b + 2 || toks[k - 1].kind != tok_kind::word || !in<capability_verbs>(toks[k - 1].norm)) {
    return false;
  }
  std::size_t m = k - 2;
  if (is_word(m, "not") && m > s.b) {
    --m;
  }
  if (toks[m].kind != tok_kind::word || !in<ability_modals>(toks[m].norm)) {
    return false;
  }
  // Not a condition already named ("can detect the fracture", "can pick up his AF").
  return !(toks[t0 - 1].kind == tok_kind::word && (in<owners>(toks[t0 - 1].norm) || in<definites>(toks[t0 - 1].norm)));
}

bool context_document::impl::advice_default(const sentence& s, std::size_t t0, std::size_t t1) const {
  if ((s.frame_cues & f_supposing) != 0 && kept_away_purpose(s, t0, t1)) {
    return true;
  }
  if ((s.frame_cues & (f_supposing | f_foretold | f_conditional | f_advice)) != 0 && indefinite_bearer(s, t0, t1)) {
    return true;
  }
  if ((s.frame_cues & f_foretold) != 0 && risk_list_made_likelier(s, t0, t1)) {
    return true;
  }
  if ((s.frame_cues & f_advice) == 0) {
    return false;
  }
  return relative_of_persons(s, t0) || asked_whether(s, t0) || names_protection(s, t0, t1) ||
         bearer_relative_clause(s, t0, t1) || hindi_habitual_warning(s, t1) || finding_capability(s, t0) ||
         ((s.frame_cues & f_supposing) != 0 && usual_hedge_after_supposition(s, t0));
}

}  // namespace cxs::domain::clinical
