#pragma once
// Internal to clinical/context*.cpp: the ConText trigger lexicon, what each fixed phrase does
// and how far it reaches. The word lists the generated triggers and scope rules consult are in
// context_trigger_words.hpp, the section headers in context_sections.hpp; the negation phrases
// are in context_lexicon_negation.hpp, the historical ones in context_lexicon_history.hpp, the
// hypothetical ones in context_lexicon_hypothetical.hpp (all three
// read only by the trigger index). Data only; see context.hpp for the behaviour it drives.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "domain/clinical/context_sections.hpp"
#include "domain/clinical/context_trigger_words.hpp"

namespace cxs::domain::clinical::context_detail {

// Trigger lexicon. A phrase is lower-case words separated by single spaces, written as the
// tokeniser normalises them: apostrophes dropped ("doesnt", "cant", "ive"), "/" kept
// inside a word ("h/o", "k/c/o", "r/o"), "-" splitting words ("non smoker").

// What a phrase does to mentions in its scope (e_*) and which scopes it ends (t_*).
inline constexpr std::uint32_t e_neg = 1u << 0;
inline constexpr std::uint32_t e_hist = 1u << 1;
inline constexpr std::uint32_t e_hypo = 1u << 2;
inline constexpr std::uint32_t e_unc = 1u << 3;
inline constexpr std::uint32_t e_fam = 1u << 4;
inline constexpr std::uint32_t e_other = 1u << 5;
inline constexpr std::uint32_t e_chronic = 1u << 6;
inline constexpr std::uint32_t e_pseudo = 1u << 7;  // matched only to hide its words from triggers
// "h/o", "history of": historical unless a duration follows ("h/o fever for 3 days", the
// Indian case-sheet way of writing the presenting complaint).
inline constexpr std::uint32_t e_hist_weak = 1u << 13;
// "started", "still", "been taking": the mention is current whatever else says "ago".
inline constexpr std::uint32_t e_current = 1u << 14;
// "still there", "continues", "ab bhi hai": a present state said of the mention after a past
// one ("her migraines started in college and continue till date", "sir dard tha, ab bhi
// hai"): current, and it may reach back over one comma like a historical post-trigger.
inline constexpr std::uint32_t e_persist = 1u << 15;
// "Two years back I had jaundice": a time ago opening the sentence; historical for its
// clause, not ended by the subject pronoun that follows (only by punctuation and "but").
inline constexpr std::uint32_t e_dated = 1u << 16;
// A clause's mood names the mention as an outcome that may come or what an instruction tells
// the patient to watch for ("will make you constipated", "Report any numbness", "sugar badh
// jayegi"): not a current condition; a medicine or a test in the same clause is still
// prescribed or ordered (mention_context::foretold). Ended like a hypothetical trigger.
inline constexpr std::uint32_t e_foretold = 1u << 17;
// Marks a historical trigger that is a time in the past ("in 2015", "years ago", "as a child",
// "at nineteen", "pichle saal"), not an end ("resolved", "outgrew", "none since"): not an effect
// of its own (outside e_effects). mention_context::dated_onset and dated_episode read it; what
// a dated mention means then is the condition's nature (round 14, diagnosis_course.cpp).
inline constexpr std::uint32_t e_time = 1u << 18;
// Marks a historical trigger that is only a Hindi past tense ("tha", "hua tha", "gayi thi"):
// neither a time nor an end (round 14).
inline constexpr std::uint32_t e_tense = 1u << 19;
inline constexpr std::uint32_t t_neg = 1u << 8;
inline constexpr std::uint32_t t_hist = 1u << 9;
inline constexpr std::uint32_t t_hypo = 1u << 10;
inline constexpr std::uint32_t t_unc = 1u << 11;
inline constexpr std::uint32_t t_exp = 1u << 12;
inline constexpr std::uint32_t t_all = t_neg | t_hist | t_hypo | t_unc | t_exp;
inline constexpr std::uint32_t e_effects =
    e_neg | e_hist | e_hist_weak | e_hypo | e_unc | e_fam | e_other | e_chronic | e_current | e_persist | e_dated |
    e_foretold;

enum class scope : std::uint8_t {
  none,      // terminators and pseudo-triggers
  forward,   // pre-trigger: acts on mentions after it
  backward,  // post-trigger: acts on mentions before it
  both,
};

struct trigger_spec {
  std::string_view phrase;
  std::uint32_t effects = 0;
  scope dir = scope::none;
  std::uint8_t window = 0;    // most words allowed between trigger and mention
  bool clause_start = false;  // counts only after ",", ";", "and", "but" or at sentence start
};

constexpr trigger_spec fwd(std::string_view p, std::uint32_t e, std::uint8_t w) {
  return {p, e, scope::forward, w, false};
}
constexpr trigger_spec bwd(std::string_view p, std::uint32_t e, std::uint8_t w) {
  return {p, e, scope::backward, w, false};
}
constexpr trigger_spec both(std::string_view p, std::uint32_t e, std::uint8_t w) {
  return {p, e, scope::both, w, false};
}
constexpr trigger_spec term(std::string_view p, std::uint32_t t) {
  return {p, t, scope::none, 0, false};
}
constexpr trigger_spec clause_term(std::string_view p, std::uint32_t t) {
  return {p, t, scope::none, 0, true};
}
constexpr trigger_spec pseudo(std::string_view p) { return {p, e_pseudo, scope::none, 0, false}; }
constexpr trigger_spec clause_fwd(std::string_view p, std::uint32_t e, std::uint8_t w) {
  return {p, e, scope::forward, w, true};
}

inline constexpr std::uint8_t w_neg = 10;
inline constexpr std::uint8_t w_post = 3;
inline constexpr std::uint8_t w_long = 15;
inline constexpr std::uint8_t w_unc = 6;

// clang-format off
// A plain array: std::array's deduction guide folds over every element, which exceeds
// clang's expression-nesting limit at this size.
inline constexpr trigger_spec fixed_triggers[] = {
    // --- uncertain (provisional)
    fwd("possible", e_unc, w_unc), fwd("possibly", e_unc, w_unc), fwd("probable", e_unc, w_unc),
    fwd("probably", e_unc, w_unc), fwd("likely", e_unc, w_unc), fwd("most likely", e_unc, w_unc),
    both("suspected", e_unc, 4), fwd("suspect", e_unc, w_unc), fwd("suspicion of", e_unc, w_unc),
    fwd("suspicious for", e_unc, w_unc), fwd("suspicious of", e_unc, w_unc),
    fwd("query", e_unc, w_unc),
    // review rv21: the participle of a note's working question ("Querying ADHD, refer to CAMHS")
    fwd("querying", e_unc, w_unc), fwd("questionable", e_unc, w_unc), fwd("doubtful", e_unc, w_unc),
    fwd("could be", e_unc, 3), fwd("may be", e_unc, 3), fwd("might be", e_unc, 3),
    fwd("may well be", e_unc, 3), fwd("could well be", e_unc, 3), fwd("might well be", e_unc, 3),
    fwd("maybe", e_unc, 3), fwd("may have", e_unc, 3), fwd("might have", e_unc, 3),
    fwd("could have", e_unc, 3), fwd("concern for", e_unc, w_unc),
    // round 19: a note's "concern is a pulmonary embolism", "the worry is sepsis": a working
    // diagnosis, provisional (round 18 measured and left reading it as a prospect)
    fwd("concern is", e_unc, 3), fwd("worry is", e_unc, 3),
    // ... not a clause about the condition ("my concern is that her asthma is poorly
    // controlled"), nor the patient's own worry ("her main worry is the diabetes getting
    // worse"): review rv16
    pseudo("concern is that"), pseudo("worry is that"), pseudo("her worry is"), pseudo("his worry is"),
    pseudo("their worry is"), pseudo("her main worry is"), pseudo("his main worry is"),
    pseudo("their main worry is"), pseudo("her concern is"), pseudo("his concern is"),
    pseudo("their concern is"), pseudo("her main concern is"), pseudo("his main concern is"),
    pseudo("their main concern is"),
    fwd("concerning for", e_unc, w_unc), fwd("concerned about", e_unc, w_unc),
    fwd("worried about", e_unc, w_unc), fwd("worried that", e_unc, w_unc),
    fwd("worried", e_unc, w_unc), fwd("afraid", e_unc, w_unc), fwd("suggestive of", e_unc, w_unc),
    fwd("differential", e_unc, w_unc), fwd("differentials", e_unc, w_unc),
    fwd("ddx", e_unc, w_unc), fwd("d/d", e_unc, w_unc), fwd("presumed", e_unc, w_unc), fwd("presumptive", e_unc, w_unc),
    fwd("sounds like", e_unc, w_unc), fwd("looks like", e_unc, w_unc),
    fwd("seems like", e_unc, w_unc), fwd("i think", e_unc, w_unc), fwd("we think", e_unc, w_unc),
    // review rv20: a patient's or a relative's belief reported by the writer ("She thinks she has
    // IBS"), as "i think" in their own words: a possibility until a clinician confirms it
    fwd("thinks he has", e_unc, w_unc), fwd("thinks she has", e_unc, w_unc), fwd("think they have", e_unc, w_unc),
    fwd("believes he has", e_unc, w_unc), fwd("believes she has", e_unc, w_unc),
    fwd("is convinced he has", e_unc, w_unc), fwd("is convinced she has", e_unc, w_unc),
    fwd("not sure", e_unc, w_unc), fwd("not sure if", e_unc, w_unc), fwd("unsure", e_unc, w_unc),
    fwd("not certain", e_unc, w_unc), fwd("not certain if", e_unc, w_unc),
    fwd("uncertain", e_unc, w_unc), fwd("unclear", e_unc, w_unc), fwd("unclear if", e_unc, w_unc),
    fwd("whether", e_unc, w_unc), fwd("whether or not", e_unc, w_unc),
    fwd("provisional", e_unc, w_unc), fwd("tentative", e_unc, w_unc),
    both("vs", e_unc, 3), both("versus", e_unc, 3),
    // a hedged cause (review round 4): "delirium, likely secondary to UTI"; the "secondary to"
    // terminator would otherwise end the hedge before the cause it qualifies
    // a denied suspicion: "No suspicion of malignancy at this time" (not the hedge "suspicion of")
    fwd("no suspicion of", e_neg, w_neg), fwd("no suspicion for", e_neg, w_neg), fwd("no concern for", e_neg, w_neg),
    fwd("likely secondary to", e_unc, w_unc), fwd("probably secondary to", e_unc, w_unc),
    fwd("possibly secondary to", e_unc, w_unc), fwd("most likely secondary to", e_unc, w_unc),
    // pyConTextNLP KB probable/ambivalent existence
    fwd("possibility of", e_unc, w_unc), fwd("most consistent with", e_unc, w_unc),
    fwd("sound consistent with", e_unc, w_unc), fwd("sounds consistent with", e_unc, w_unc),
    bwd("most likely", e_unc, 4), bwd("likely", e_unc, 3), bwd("the likely cause", e_unc, 4),
    fwd("shak", e_unc, 2), bwd("ka shak hai", e_unc, 3), bwd("ki shak hai", e_unc, 3),
    fwd("presumably", e_unc, w_unc), fwd("perhaps", e_unc, w_unc), fwd("question of", e_unc, w_unc),
    fwd("working diagnosis", e_unc, w_unc), fwd("provisional diagnosis of", e_unc, w_unc),
    // probe round 18: the same labels with "dx", the note's short form of "diagnosis"
    fwd("working dx", e_unc, w_unc), fwd("provisional dx", e_unc, w_unc), fwd("tentative dx", e_unc, w_unc),
    fwd("presumptive dx", e_unc, w_unc), fwd("probable dx", e_unc, w_unc),
    fwd("equivocal", e_unc, w_unc), fwd("worrisome for", e_unc, w_unc), fwd("suspicious", e_unc, 3),
    fwd("may represent", e_unc, w_unc), fwd("might represent", e_unc, w_unc), fwd("could represent", e_unc, w_unc),
    fwd("may reflect", e_unc, w_unc), fwd("could reflect", e_unc, w_unc), fwd("suspicion for", e_unc, w_unc),
    bwd("should be considered", e_unc, w_post), bwd("is in the differential", e_unc, w_post),
    bwd("in the differential", e_unc, w_post), bwd("less likely", e_unc, w_post),
    bwd("is suspected", e_unc, w_post),
    // review rv19: a query reported after the fact ("Stroke was queried on the CT"), which a
    // later result may settle (context_frames.cpp, considered_then_excluded)
    bwd("was queried", e_unc, w_post), bwd("were queried", e_unc, w_post), bwd("was questioned", e_unc, w_post),
    // review rv22: the note's own query before the condition ("Queried pneumonia on admission",
    // "Pneumonia queried on admission"), as "?pneumonia" is
    fwd("queried", e_unc, 3), bwd("queried", e_unc, w_post),
    // review rv20: a condition said to have been considered is one of a differential
    // ("Stroke was considered"), and a later result against it settles it
    // (considered_then_excluded). Said with a complement, it is a judgement of the condition,
    // not a consideration ("Asthma was considered well controlled"), so those longer phrases
    // hide it.
    bwd("was considered", e_unc, w_post), bwd("were considered", e_unc, w_post),
    pseudo("was considered well"), pseudo("was considered stable"), pseudo("was considered controlled"),
    pseudo("was considered mild"), pseudo("was considered severe"), pseudo("was considered moderate"),
    pseudo("was considered resolved"), pseudo("was considered active"), pseudo("was considered fit"),
    pseudo("were considered stable"), pseudo("were considered well"),
    // a note's hedge after the name: "pancreatic cancer , presumed", "schizophrenia to be
    // considered", "less likely migraine", Hindi "TB rule out karna hai" (TB is to be excluded)
    bwd("presumed", e_unc, 2), bwd("suspected", e_unc, 2), bwd("probable", e_unc, 2),
    bwd("to be considered", e_unc, w_post), fwd("less likely", e_unc, 4),
    bwd("rule out karna", e_unc, 3), bwd("rule out karenge", e_unc, 3), bwd("rule out karte", e_unc, 3),
    bwd("is possible", e_unc, w_post), bwd("is likely", e_unc, w_post),
    // a note's trailing hedge "Pneumonia, possible.", as "probable" above
    bwd("possible", e_unc, 2),
    // round 38: a differential's leading candidate, "migraine favoured", "viral cause favored"
    bwd("favoured", e_unc, 2), bwd("favored", e_unc, 2),
    bwd("is probable", e_unc, w_post), bwd("is questionable", e_unc, w_post),
    // Hinglish: "shayad" (perhaps), "lagta hai" (seems), "ho sakta hai" (could be)
    fwd("shayad", e_unc, w_unc), fwd("lagta hai", e_unc, w_unc), bwd("ho sakta hai", e_unc, 4),
    bwd("lagta hai", e_unc, 3), bwd("lag raha hai", e_unc, 3), bwd("hoga", e_unc, 2),
    fwd("ho sakta hai", e_unc, w_unc), fwd("ho sakti hai", e_unc, w_unc), bwd("ho sakti hai", e_unc, 4),
    // round 19: Bengali "mone hoy" / "mone hochhe" (it seems), "hoyto" (perhaps) before the name,
    // "hote pare" (could be) after it, like "lagta hai" and "ho sakta hai"
    // round 21: Hindi "mere hisaab se" / "mere khayal se" (in my reckoning, to my mind) before the
    // name, like "I think"
    fwd("mere hisaab se", e_unc, w_unc), fwd("mere hisab se", e_unc, w_unc), fwd("mere khayal se", e_unc, w_unc),
    fwd("mere khyal se", e_unc, w_unc),
    fwd("mone hoy", e_unc, w_unc), fwd("mone hochhe", e_unc, w_unc), fwd("mone hocche", e_unc, w_unc),
    fwd("hoyto", e_unc, w_unc), bwd("hote pare", e_unc, 4),
    // round 27: Tamil "maadhiri theriyudhu" / "maadhiri irukku" (looks like, seems like) and
    // "irukkalaam" (may be) after the name; Marathi "asel" (may be), "asu shakto" (could be) after
    // it and "kadachit" (perhaps) on either side
    bwd("maadhiri theriyudhu", e_unc, 3), bwd("mathiri theriyudhu", e_unc, 3), bwd("maadhiri irukku", e_unc, 3),
    bwd("mathiri irukku", e_unc, 3), bwd("irukkalaam", e_unc, 3), bwd("asel", e_unc, 3),
    bwd("asu shakto", e_unc, 3), bwd("asu shakte", e_unc, 3), both("kadachit", e_unc, 3),
    bwd("ho sakta", e_unc, 3), bwd("ho sakti", e_unc, 3), bwd("ho sakte hain", e_unc, 4), bwd("hogi", e_unc, 2),

    // --- chronic, current ("known case of")
    fwd("k/c/o", e_chronic, 4), fwd("kco", e_chronic, 4), fwd("known case of", e_chronic, 6),
    fwd("known c/o", e_chronic, 4), fwd("known", e_chronic, 1),
    fwd("diagnosed case of", e_chronic, 4),

    // --- family and others
    fwd("family history of", e_fam, w_long), fwd("family history", e_fam, w_long),
    fwd("family h/o", e_fam, w_long), fwd("fh of", e_fam, w_long), fwd("fhx of", e_fam, w_long),
    fwd("family member", e_fam, w_long), fwd("family members", e_fam, w_long),
    fwd("no family history of", e_neg | e_fam, w_long), fwd("no family history", e_neg | e_fam, w_long),
    fwd("negative family history of", e_neg | e_fam, w_long),
    fwd("no family h/o", e_neg | e_fam, w_long),
    // round 22: the case sheet's "F/H/O epilepsy in maternal uncle"; Hinglish "khandaan mein" /
    // "parivar mein" / "family mein" (in the family), like "in the family"
    fwd("f/h/o", e_fam, w_long), fwd("fh/o", e_fam, w_long), fwd("no f/h/o", e_neg | e_fam, w_long),
    both("khandaan mein", e_fam, 4), both("khandan mein", e_fam, 4), both("parivar mein", e_fam, 4),
    both("family mein", e_fam, 4),
    both("in the family", e_fam, 4), both("in my family", e_fam, 4), both("in your family", e_fam, 4),
    both("in his family", e_fam, 4), both("in her family", e_fam, 4), both("in our family", e_fam, 4),
    both("in family", e_fam, 4), bwd("side of the family", e_fam, 4),
    bwd("on the maternal side", e_fam, 4), bwd("sides of the family", e_fam, 4),
    // round 16 (ctx16): "beta" with the dative "ko" is the son's ("Beta ko bukhar hai"), not the
    // doctor's address to a young patient ("beta, bukhar kab se hai?"); "usko"/"unko" (to him, to
    // her, to them) another person's ("Usko malaria hua hai, mujhe nahi"; not "uske baad", a time).
    fwd("beta ko", e_fam, 4), fwd("bete ko", e_fam, 4), fwd("usko", e_other, 4), fwd("unko", e_other, 4),
    // round 21: a person named by a common noun or a participle ("X-ne wala", the one who X) in
    // the genitive or the dative is someone else ("saath rehne wale ladke ka typhoid", the boy who
    // lives with me; "kaam karne wali ko TB hai"); the nouns alone may be the patient ("Ladki 12
    // saal ki, bukhar 3 din se"), and "wali dawai" (the medicine that ...) names no person.
    fwd("ladke ka", e_other, 4), fwd("ladke ki", e_other, 4), fwd("ladke ke", e_other, 4),
    fwd("ladke ko", e_other, 4), fwd("ladki ka", e_other, 4), fwd("ladki ki", e_other, 4),
    fwd("ladki ke", e_other, 4), fwd("ladki ko", e_other, 4), fwd("aadmi ka", e_other, 4),
    fwd("aadmi ki", e_other, 4), fwd("aadmi ke", e_other, 4), fwd("aadmi ko", e_other, 4),
    fwd("aurat ka", e_other, 4), fwd("aurat ki", e_other, 4), fwd("aurat ke", e_other, 4),
    fwd("aurat ko", e_other, 4), fwd("wale ka", e_other, 4), fwd("wale ki", e_other, 4), fwd("wale ke", e_other, 4),
    fwd("wale ko", e_other, 4), fwd("wali ka", e_other, 4), fwd("wali ki", e_other, 4), fwd("wali ke", e_other, 4),
    fwd("wali ko", e_other, 4), fwd("wala ka", e_other, 4), fwd("wala ki", e_other, 4), fwd("wala ke", e_other, 4),
    fwd("wala ko", e_other, 4),
    // round 17: Tamil-English puts a person's illness in the dative ("Paiyanukku chickenpox", "Amma-ku
    // sugar irukku"): a relative's or a child's, not "enakku" (to me); like Hindi "ko" above.
    fwd("ammaku", e_fam, 4), fwd("ammavukku", e_fam, 4), fwd("amma ku", e_fam, 4), fwd("amma kku", e_fam, 4),
    fwd("appaku", e_fam, 4), fwd("appavukku", e_fam, 4), fwd("appa ku", e_fam, 4), fwd("appa kku", e_fam, 4),
    fwd("akkaku", e_fam, 4), fwd("akkavukku", e_fam, 4), fwd("akka ku", e_fam, 4), fwd("akka kku", e_fam, 4),
    fwd("annaku", e_fam, 4), fwd("annavukku", e_fam, 4), fwd("anna ku", e_fam, 4), fwd("anna kku", e_fam, 4),
    fwd("thambikku", e_fam, 4), fwd("thambiku", e_fam, 4), fwd("thambi ku", e_fam, 4),
    fwd("thambi kku", e_fam, 4), fwd("thangachikku", e_fam, 4), fwd("thangachiku", e_fam, 4),
    fwd("thangachi ku", e_fam, 4), fwd("thangachi kku", e_fam, 4), fwd("paattikku", e_fam, 4),
    fwd("paattiku", e_fam, 4), fwd("paatti ku", e_fam, 4), fwd("paatti kku", e_fam, 4),
    fwd("thaathaku", e_fam, 4), fwd("thaathavukku", e_fam, 4), fwd("thaatha ku", e_fam, 4),
    fwd("thaatha kku", e_fam, 4), fwd("thathaku", e_fam, 4), fwd("thathavukku", e_fam, 4),
    fwd("thatha ku", e_fam, 4), fwd("thatha kku", e_fam, 4), fwd("maganukku", e_fam, 4),
    fwd("magan ku", e_fam, 4), fwd("magan kku", e_fam, 4), fwd("magalukku", e_fam, 4), fwd("magalku", e_fam, 4),
    fwd("magal ku", e_fam, 4), fwd("magal kku", e_fam, 4), fwd("ponnukku", e_fam, 4), fwd("ponnuku", e_fam, 4),
    fwd("ponnu ku", e_fam, 4), fwd("ponnu kku", e_fam, 4), fwd("paiyanukku", e_fam, 4),
    fwd("paiyan ku", e_fam, 4), fwd("paiyan kku", e_fam, 4), fwd("kuzhandhaikku", e_fam, 4),
    fwd("kuzhandhaiku", e_fam, 4), fwd("kuzhandhai ku", e_fam, 4), fwd("kuzhandhai kku", e_fam, 4),
    fwd("purushanukku", e_fam, 4), fwd("purushan ku", e_fam, 4), fwd("purushan kku", e_fam, 4),
    fwd("manaivikku", e_fam, 4), fwd("manaiviku", e_fam, 4), fwd("manaivi ku", e_fam, 4),
    fwd("manaivi kku", e_fam, 4), fwd("maamaku", e_fam, 4), fwd("maamavukku", e_fam, 4),
    fwd("maama ku", e_fam, 4), fwd("maama kku", e_fam, 4), fwd("chithikku", e_fam, 4),
    fwd("chithiku", e_fam, 4), fwd("chithi ku", e_fam, 4), fwd("chithi kku", e_fam, 4),
    // round 19: Bengali-English gives a relative's illness with the genitive ("amar dadar asthma
    // achhe", my elder brother's; "baba-r sugar", father's; "meyer chickenpox", daughter's), as
    // Tamil does with the dative above.
    // ... "Dadar" is also a Mumbai neighbourhood ("lives in Dadar, has asthma": review rv16)
    pseudo("in dadar"), pseudo("at dadar"), pseudo("from dadar"), pseudo("near dadar"),
    fwd("dadar", e_fam, 4), fwd("didir", e_fam, 4), fwd("babar", e_fam, 4), fwd("baba r", e_fam, 4),
    fwd("mayer", e_fam, 4), fwd("maa r", e_fam, 4), fwd("ma r", e_fam, 4), fwd("meyer", e_fam, 4),
    fwd("cheler", e_fam, 4), fwd("bhaier", e_fam, 4), fwd("dadur", e_fam, 4), fwd("thakumar", e_fam, 4),
    fwd("didimar", e_fam, 4), fwd("swamir", e_fam, 4), fwd("bourer", e_fam, 4),
    // Tamil-English names a relative as the subject with "en" (my): "en ponnu school-la irundhu
    // conjunctivitis kondu vandhaa" (my daughter brought conjunctivitis home), as "my daughter has"
    fwd("en ponnu", e_fam, 6), fwd("en paiyan", e_fam, 6), fwd("en magan", e_fam, 6),
    fwd("en magal", e_fam, 6), fwd("en amma", e_fam, 6), fwd("en appa", e_fam, 6),
    fwd("en manaivi", e_fam, 6), fwd("en purushan", e_fam, 6), fwd("en thambi", e_fam, 6),
    fwd("en akka", e_fam, 6), fwd("en anna", e_fam, 6), fwd("en thangachi", e_fam, 6),
    // Tamil past copula "irundhuchu" (was there) like Hindi "tha", and "chinna vayasula" (in
    // childhood) like "bachpan mein".
    // Tamil modal of possibility "-laam" ("Typhoid-aa irukkalaam": it may be typhoid) like Hindi
    // "ho sakta hai".
    bwd("irukkalaam", e_unc, w_post), bwd("irukkalam", e_unc, w_post), bwd("irukalam", e_unc, w_post),
    bwd("irundhuchu", e_hist, 1), bwd("irundhadhu", e_hist, 1), bwd("irunthuchu", e_hist, 1),
    fwd("chinna vayasula", e_hist, 6), fwd("chinna vayasil", e_hist, 6),
    // a drug's contraindication names a condition the patient may have, not one he has
    fwd("contraindicated in", e_hypo, 4), fwd("contraindicated with", e_hypo, 4), fwd("contraindicated if", e_hypo, 4),
    fwd("not recommended in", e_hypo, 4), fwd("to be avoided in", e_hypo, 4), fwd("use with caution in", e_hypo, 4),
    bwd("mothers family", e_fam, 4), bwd("fathers family", e_fam, 4), bwd("moms family", e_fam, 4),
    bwd("mums family", e_fam, 4), bwd("dads family", e_fam, 4),
    // probe round 23 (review rv26): either way, as the subject too ("my dad's side all have
    // high blood pressure")
    both("mothers side", e_fam, 4), both("fathers side", e_fam, 4), both("moms side", e_fam, 4),
    both("dads side", e_fam, 4), both("mums side", e_fam, 4), bwd("on my moms side", e_fam, 4),
    bwd("on my dads side", e_fam, 4), bwd("on my mums side", e_fam, 4), bwd("on the paternal side", e_fam, 4),
    bwd("on my mothers side", e_fam, 4), bwd("on my fathers side", e_fam, 4),
    fwd("contact with", e_other, w_long), fwd("exposed to", e_other, w_long),
    fwd("exposure to", e_other, w_long), fwd("contact of", e_other, w_long),
    fwd("sick contact", e_other, w_long), fwd("sick contacts", e_other, w_long),
    fwd("people at work", e_other, w_long), bwd("contact", e_other, 0),
    fwd("at my office", e_other, w_long), fwd("in my office", e_other, w_long),
    fwd("at work", e_other, w_long), fwd("at my work", e_other, w_long), fwd("at school", e_other, w_long),
    fwd("at my school", e_other, w_long), fwd("in my class", e_other, w_long),
    // round 16: Hindi "phaila hua hai" (has spread, of an outbreak) like "going around"
    bwd("phaila hua hai", e_other, 4), bwd("phail raha hai", e_other, 4), bwd("phaila hai", e_other, 4),
    // Round 16 (dx30): two words at most: "a stomach bug going around", "the flu that's been
    // going around"; not the cause the clinician names for the patient's own illness ("you
    // have acute gastroenteritis from the virus going around").
    bwd("going around", e_other, 2), bwd("is going around", e_other, 2), bwd("going round", e_other, 2),

    // --- round 8 (ctx8), by cause; unit tests "round 8" in context_rules_test.cpp.
    // Onset is not resolution: a date attached to "started"/"began" dates the onset of a
    // condition that goes on ("the cough that started last month"), in both directions.
    bwd("started", e_current, 3), bwd("began", e_current, 3), bwd("that started", e_current, 4),
    bwd("which started", e_current, 4), bwd("that began", e_current, 4),
    // Persistence said after a past clause (English and Hinglish).
    bwd("still", e_persist, 6), bwd("still there", e_persist, 6), bwd("is still there", e_persist, 6),
    bwd("continue", e_persist, 6), bwd("continues", e_persist, 6), bwd("till date", e_persist, 8),
    bwd("to date", e_persist, 8), bwd("persists", e_persist, 6), bwd("persisting", e_persist, 6),
    bwd("ab bhi", e_persist, 6), bwd("abhi bhi", e_persist, 6), bwd("ab bhi hai", e_persist, 6),
    bwd("abhi bhi hai", e_persist, 6), bwd("ab tak", e_persist, 6), bwd("ab tak hai", e_persist, 6),
    // English conditional conjunctions beside "if"/"in case"/"unless" (ConText's
    // hypothetical class): "suppose he develops X", "provided", "assuming"; a temporal
    // condition on a future event ("the day you see a rash", "as soon as you notice").
    fwd("suppose", e_hypo, 8), fwd("supposing", e_hypo, 8), fwd("assuming", e_hypo, 8),
    fwd("provided", e_hypo, 8), fwd("the day you", e_hypo, 8), fwd("the moment you", e_hypo, 8),
    fwd("as soon as you", e_hypo, 8), fwd("the minute you", e_hypo, 8),
    // a consequence after "or": "wear a mask, or you may land up with X" (like "otherwise")
    fwd("or else", e_hypo, 8), fwd("land up with", e_hypo, 4), fwd("land up in", e_hypo, 4),
    // prevention, like "prevent"/"protect against"
    fwd("ward off", e_hypo, 6), fwd("guard against", e_hypo, 6), fwd("keep away", e_hypo, 6),
    fwd("precautions against", e_hypo, 6), fwd("precaution against", e_hypo, 6), fwd("precautions for", e_hypo, 6),
    // a test's purpose, like "check for": "to look for a fracture"
    fwd("to look for", e_hypo, 6), fwd("look for any", e_hypo, 6),
    // Indian prescriptions: "SOS" (as needed) names a condition that may come ("tab PCM SOS
    // for fever"), like "as needed for" / "prn for"
    fwd("sos for", e_hypo, 4), fwd("sos if", e_hypo, 6), fwd("prn for", e_hypo, 4), fwd("as needed for", e_hypo, 4),
    // Round 19 (dx33): before a possessive the condition is the patient's own, which the
    // as-needed medicine treats ("the albuterol as needed for your copd"); a symptom so named
    // stays an indication (diagnosis_exclusions.cpp, prn_indication).
    pseudo("as needed for your"), pseudo("as needed for her"), pseudo("as needed for his"),
    pseudo("as needed for my"), pseudo("prn for your"), pseudo("prn for her"), pseudo("prn for his"),
    fwd("as and when", e_hypo, 6),
    // "past h/o" is the case sheet's "past history of"; an age written "at 8 yrs of age"
    fwd("past h/o", e_hist, w_long), fwd("previous h/o", e_hist, w_long), fwd("old h/o", e_hist, w_long),
    bwd("yrs of age", e_hist, 5), bwd("years of age", e_hist, 5), bwd("yr of age", e_hist, 5),
    // probable existence: hedged fit of findings to a diagnosis (pyConTextNLP's class of
    // "compatible with", "in keeping with", "fits with" (a plain "consistent with" stays a finding)
    fwd("compatible with", e_unc, w_unc), fwd("in keeping with", e_unc, w_unc),
    fwd("fits with", e_unc, w_unc), fwd("fit with", e_unc, w_unc), fwd("turn out to be", e_unc, 3),
    fwd("turns out to be", e_unc, 3), fwd("appears to be", e_unc, 3), fwd("appear to be", e_unc, 3),
    fwd("seems to be", e_unc, 3), fwd("seem to be", e_unc, 3),
    fwd("suggests", e_unc, 4), fwd("suggest", e_unc, 4), fwd("suggesting", e_unc, 4),
    fwd("i am thinking", e_unc, w_unc), fwd("im thinking", e_unc, w_unc), fwd("thinking of", e_unc, w_unc),
    fwd("my guess is", e_unc, w_unc), fwd("i guess", e_unc, w_unc),
    // round 24: the conditional guess ("i'd guess a urinary tract infection , but let's check")
    fwd("id guess", e_unc, w_unc), fwd("i would guess", e_unc, w_unc),
    // Hindi risk nouns: "X hone ka chance/khatra/dar hai" (a chance/danger of X), like "risk of"
    bwd("hone ka chance", e_hypo, 3), bwd("hone ka khatra", e_hypo, 3), bwd("ka khatra", e_hypo, 3),
    bwd("hone ka dar", e_hypo, 3), bwd("hone ka risk", e_hypo, 3), bwd("ka risk", e_hypo, 3),
    // Hindi: "sambhavtah" (probably), "ho na ho" (in all likelihood: not a negation)
    fwd("sambhavtah", e_unc, w_unc), fwd("sambhav hai", e_unc, w_unc), fwd("ho na ho", e_unc, w_unc),
    // Hindi: "jab bhi" (whenever); "X na ho/na ho jaye" (so that X does not happen: a
    // negative subjunctive of purpose, not a statement); "X ban sakti hai" (X can form) and
    // "X ho jayega" (X will happen): potential and future, not present
    fwd("jab bhi", e_hypo, 8), fwd("jab kabhi", e_hypo, 8), bwd("na ho", e_hypo, 4),
    bwd("na ho jaye", e_hypo, 4), bwd("na ho isliye", e_hypo, 4), fwd("taaki", e_hypo, 6),
    bwd("sakta hai", e_hypo, 3), bwd("sakti hai", e_hypo, 3), bwd("sakte hain", e_hypo, 3),
    // Historical: "used to be"; an age or period that has ended ("till the age of five",
    // "during her school days")
    fwd("used to", e_hist, 4), fwd("used to be", e_hist, 4), bwd("till the age of", e_hist, 3),
    bwd("until the age of", e_hist, 3), bwd("till age", e_hist, 3), bwd("until age", e_hist, 3),
    bwd("school days", e_hist, 6), bwd("college days", e_hist, 6), bwd("in school", e_hist, 6),
    bwd("as a schoolgirl", e_hist, 4), bwd("as a schoolboy", e_hist, 4), bwd("as a girl", e_hist, 4),
    bwd("as a boy", e_hist, 4), bwd("as a young man", e_hist, 4), bwd("as a young woman", e_hist, 4),

    // --- terminators for every attribute
    term("but", t_all), term("however", t_all), term("although", t_all), term("though", t_all),
    term("except", t_all), term("apart from", t_all), term("aside from", t_all),
    term("other than", t_all), term("besides", t_all), term("whereas", t_all),
    term("lekin", t_all), term("magar", t_all), term("kintu", t_all), term("kani", t_all),
    term("aanaal", t_all), term("aanal", t_all), term("okay", t_all), term("ok", t_all),
    term("yes", t_all), term("yeah", t_all), term("alright", t_all), term("anyway", t_all),
    // NegEx's conjunctions: a cause or source named after the trigger is another finding
    // ("ruled out pneumonia as the cause of the fever")
    term("nevertheless", t_all), term("yet", t_all),
    term("secondary to", t_neg | t_hypo | t_unc), term("as the cause of", t_neg | t_hypo | t_unc),
    term("as a cause of", t_neg | t_hypo | t_unc), term("cause of", t_neg | t_hypo | t_unc),
    term("causes of", t_neg | t_hypo | t_unc), term("source of", t_neg | t_hypo | t_unc),
    term("reason for", t_neg | t_hypo | t_unc), term("etiology of", t_neg | t_hypo | t_unc),
    term("origin of", t_neg | t_hypo | t_unc), term("trigger for", t_neg | t_hypo | t_unc),
    // ... for negation
    term("which", t_neg | t_hist | t_hypo | t_unc), term("because", t_neg | t_hypo | t_unc),
    // probe round 18: a reason given with a possessive ("Avoid NSAIDs given her peptic ulcer",
    // "in view of his CKD") names a condition the patient has, as "because" does
    term("given her", t_neg | t_hypo | t_unc), term("given his", t_neg | t_hypo | t_unc),
    term("given their", t_neg | t_hypo | t_unc), term("given your", t_neg | t_hypo | t_unc),
    term("in view of her", t_neg | t_hypo | t_unc), term("in view of his", t_neg | t_hypo | t_unc),
    term("in view of your", t_neg | t_hypo | t_unc),
    term("still", t_neg), term("patient", t_neg | t_exp), term("pt", t_neg | t_exp),
    term("i", t_neg | t_exp), term("sirf", t_neg), term("just", t_neg), term("only", t_neg),
    term("for", t_neg), term("complains", t_neg | t_hist), term("complaining", t_neg | t_hist),
    term("complained", t_neg | t_hist), term("c/o", t_neg | t_hist),
    term("presents", t_neg | t_hist), term("presented", t_neg | t_hist),
    term("presenting", t_neg | t_hist), term("reports", t_neg), term("reported", t_neg),
    term("admits", t_neg), term("endorses", t_neg), term("positive for", t_neg),
    term("while", t_neg | t_exp), term("now has", t_neg | t_hist),
    clause_term("has", t_neg), clause_term("have", t_neg), clause_term("had", t_neg),
    clause_term("is", t_neg), clause_term("was", t_neg), clause_term("has been", t_neg),
    clause_term("is having", t_neg), clause_term("has been having", t_neg),
    clause_term("shows", t_neg), clause_term("developed", t_neg),
    // "without any fever, she has developed a rash": a new subject after a comma opens a
    // new clause (NegEx's scope ends at a clause boundary)
    clause_term("she", t_neg), clause_term("he", t_neg), clause_term("they", t_neg),
    // "but no discharge , so this is allergic conjunctivitis": a conclusion drawn after a comma
    // is a new clause (branch dx24, diagnosis corpus round 9)
    clause_term("so", t_neg),
    // "this isn't irritable bowel , it's celiac": the correction after a comma is asserted
    // (round 20, branch dx34)
    clause_term("its", t_neg), clause_term("it is", t_neg),
    // "no history of asthma, currently wheezing": a new clause about the present ends a
    // negation (listed before the plain historical terminators so they win at a clause
    // start; "not currently on insulin" keeps its negation).
    clause_term("currently", t_neg | t_hist), clause_term("now", t_neg | t_hist),
    // ... for historical
    term("who", t_hist), term("now", t_hist), term("currently", t_hist), term("today", t_hist),
    term("came", t_hist), term("comes", t_hist), term("here", t_hist), term("recently", t_hist),
    term("this time", t_hist), term("we", t_hist), term("so", t_hist), term("youre", t_hist),
    term("im", t_hist), term("i", t_hist), term("and you", t_hist),
    // ... for hypothetical: a new instruction after a comma ends the condition
    term("then", t_hypo), clause_term("take", t_hypo), clause_term("come", t_hypo),
    clause_term("call", t_hypo), clause_term("return", t_hypo), clause_term("go", t_hypo),
    clause_term("see", t_hypo), clause_term("visit", t_hypo), clause_term("contact", t_hypo),
    clause_term("use", t_hypo), clause_term("start", t_hypo), clause_term("stop", t_hypo),
    clause_term("continue", t_hypo), clause_term("please", t_hypo), clause_term("give", t_hypo),
    clause_term("apply", t_hypo), clause_term("we", t_hypo), clause_term("you", t_hypo | t_exp),
    // ... for the experiencer: the speaker or the patient takes over
    term("me", t_exp), term("my", t_exp), term("mujhe", t_exp), term("mera", t_exp),
    term("meri", t_exp), term("mere", t_exp), term("main", t_exp), term("you", t_exp),
    term("myself", t_exp), term("himself", t_exp), term("herself", t_exp),
    // --- round 9 (causes in docs/accuracy.md): "the winter before last" is a past time; "no
    // recurrence of X" denies X now (after X, "no recurrence" still dates it); a case sheet's
    // "nil X", "zero X" deny the word after them; a possibility or a leaning said of the
    // mention is a hedge (pyConTextNLP's probable existence)
    bwd("before last", e_hist, 6), fwd("no recurrence of", e_neg, w_neg),
    // (round 15: "nil" reaches over a case sheet's list like "no": "Nil pallor, icterus or
    // cyanosis"; a value before punctuation still answers: "Vomiting nil, fever present")
    fwd("nil", e_neg, 8), fwd("zero", e_neg, 0),
    bwd("is a possibility", e_unc, 4), bwd("is a real possibility", e_unc, 4),
    bwd("is a strong possibility", e_unc, 4), bwd("is a distinct possibility", e_unc, 4),
    // --- round 13: evidence against (NegEx's "argues against"), "free from" beside "free of",
    // "X is off the table"; "any time you ..." is a conditional like "whenever"
    fwd("argues against", e_neg, 6), fwd("argue against", e_neg, 6), fwd("speaks against", e_neg, 6),
    fwd("evidence against", e_neg, 6), fwd("free from", e_neg, 6), bwd("off the table", e_neg, 3),
    fwd("any time", e_hypo, 8), fwd("anytime", e_hypo, 8),
    bwd("remains a possibility", e_unc, 4), bwd("high on my list", e_unc, 6), bwd("top of my list", e_unc, 6),
    // round 37: the leading thought said of the condition ("PE high on list", "lymphoma is the
    // main consideration") and a suspicion withdrawn after it ("TB no longer suspected", "pneumonia
    // considered and set aside"). Not "treated as X": after a positive test it names the
    // condition found ("nitrites positive; treating as UTI", probe round 20).
    bwd("high on list", e_unc, 4), bwd("high on the list", e_unc, 4), bwd("is the main consideration", e_unc, 4),
    bwd("is the leading consideration", e_unc, 4), bwd("no longer suspected", e_neg, 4),
    bwd("considered and set aside", e_neg, 4),
    bwd("on the differential", e_unc, 6), fwd("lean towards", e_unc, 4), fwd("lean toward", e_unc, 4),
    fwd("leaning towards", e_unc, 4), fwd("leaning toward", e_unc, 4), fwd("inclined towards", e_unc, 4),
    // --- round 10 (causes in docs/accuracy.md; unit tests "round 10" in context_clauses_test.cpp).
    // A state of recovery said after the fact ("..., now well", "well since", "fine ever since"),
    // like "now resolved" / "none since"; a state of control or hydration is not recovery
    // ("asthma, now well controlled" goes on).
    bwd("now well", e_hist, 6), bwd("well since", e_hist, 6), bwd("fine since", e_hist, 6),
    bwd("normal since", e_hist, 6), bwd("well ever since", e_hist, 6), bwd("fine ever since", e_hist, 6),
    bwd("symptom free since", e_hist, 6), bwd("no problems since", e_hist, 6), bwd("no trouble since", e_hist, 6),
    pseudo("now well controlled"), pseudo("well controlled"), pseudo("now well managed"), pseudo("well managed"),
    pseudo("now well hydrated"), pseudo("well hydrated"), pseudo("now well established"), pseudo("well established"),
    // ill since, not recovered: "hasn't felt well since Tuesday" (the "well since" denied)
    pseudo("not well since"), pseudo("not been well since"), pseudo("not felt well since"),
    pseudo("hasnt been well since"), pseudo("hasnt felt well since"), pseudo("havent been well since"),
    pseudo("havent felt well since"), pseudo("never been well since"), pseudo("never felt well since"),
    pseudo("not feeling well since"), pseudo("not fine since"),
    // Hindi "none since": "uske baad nahi" (not after that), "tab se nahi" (not since then),
    // "phir nahi" (not again); "kabhi" (ever) may stand inside ("uske baad kabhi nahi")
    bwd("uske baad nahi", e_hist, 8), bwd("uske baad nahin", e_hist, 8), bwd("tab se nahi", e_hist, 8),
    bwd("tab se nahin", e_hist, 8), bwd("phir nahi hua", e_hist, 8), bwd("dobara nahi hua", e_hist, 8),
    // Hindi "not anymore" ("dast pichle hafte the, ab nahi"), like "not anymore"
    // ("abhi nahi" is "not yet", a plain denial: "ulti abhi nahi hui")
    bwd("ab nahi", e_hist, 6), bwd("ab nahin", e_hist, 6), bwd("abhi nahi", e_neg, w_post), bwd("ab bilkul nahi", e_hist, 6),
    // probable existence said after the mention, like "is a possibility"
    bwd("on the cards", e_unc, 4), bwd("in the cards", e_unc, 4),
    // a purpose of prevention: "lest", like "so that you dont get"; "prevents", "preventing"
    // as "prevent" is
    fwd("lest", e_hypo, 8), fwd("prevents", e_hypo, 6), fwd("preventing", e_hypo, 6),
    // a risk or complication noun as the subject of a copula or "include" names what may come
    // ("The main risk is infection", "Complications include bleeding"), like "risk of"
    fwd("risk is", e_hypo, 2), fwd("risks are", e_hypo, 2), fwd("risks include", e_hypo, 8),
    fwd("complications include", e_hypo, 8), fwd("complications are", e_hypo, 2),
    fwd("complication is", e_hypo, 2), fwd("complications such as", e_hypo, 8), fwd("danger is", e_hypo, 2),
    // a diagnosis to be considered (pyConTextNLP's "consider"): close to the mention only, since
    // "consider increasing amlodipine for hypertension" is about a treatment; not "considering"
    // ("considering his diabetes, we will avoid steroids" takes the diabetes as given)
    fwd("consider", e_unc, 1), fwd("should consider", e_unc, 2),
    // --- round 15 (causes in docs/accuracy.md; unit tests "Round15" in context_rules_test.cpp).
    // Prevention said by what a treatment keeps off or shields from ("to keep pneumonia at bay",
    // "as cover against deep vein thrombosis"), and a
    // goal of avoiding told as a pseudo-cleft ("what we are trying to avoid ... is a stroke");
    // "keep X away", "protect her bones from X" are a clause frame (context_frames_hypothetical.cpp).
    bwd("at bay", e_hypo, 4), fwd("cover against", e_hypo, 6),
    fwd("safeguard against", e_hypo, 6), fwd("protection from", e_hypo, 6), fwd("defence against", e_hypo, 6),
    fwd("defense against", e_hypo, 6), fwd("trying to avoid", e_hypo, 8), fwd("trying to prevent", e_hypo, 8),
    fwd("want to avoid", e_hypo, 8), fwd("want to prevent", e_hypo, 8), fwd("hoping to avoid", e_hypo, 8),
    fwd("hoping to prevent", e_hypo, 8), fwd("hope to avoid", e_hypo, 8), fwd("hope to prevent", e_hypo, 8),
    // a treatment's reputation for an effect: a generic statement, not a finding
    fwd("known for causing", e_hypo, 4), fwd("known to cause", e_hypo, 4), fwd("known to trigger", e_hypo, 4),
    fwd("notorious for", e_hypo, 4), fwd("notorious for causing", e_hypo, 4), fwd("famous for causing", e_hypo, 4),
    // an expectation, a prediction like "we expect": "I'd expect dehydration if ...", "some
    // numbness is expected"; not what a present condition is expected to do ("the fever is
    // expected to settle")
    fwd("would expect", e_hypo, 6), fwd("id expect", e_hypo, 6), fwd("wed expect", e_hypo, 6),
    pseudo("would expect the"), pseudo("id expect the"), pseudo("wed expect the"), pseudo("would expect your"),
    pseudo("would expect his"), pseudo("would expect her"), pseudo("id expect your"), pseudo("id expect his"),
    pseudo("id expect her"),
    bwd("is expected", e_hypo, 4), bwd("are expected", e_hypo, 4), bwd("to be expected", e_hypo, 4),
    pseudo("is expected to"), pseudo("are expected to"),
    // what to watch for, said after it: "weight gain is something to keep an eye on"
    bwd("something to watch", e_hypo, 4), bwd("something to watch for", e_hypo, 4),
    bwd("something to watch out for", e_hypo, 4), bwd("something to look out for", e_hypo, 4),
    bwd("something to keep an eye on", e_hypo, 4), bwd("something to be aware of", e_hypo, 4),
    // an event before which an instruction is followed: "take the ondansetron before you start
    // vomiting" (a present-tense time clause of the future; "before he started school" is a past one)
    fwd("before you start", e_hypo, 3), fwd("before you get", e_hypo, 3), fwd("before you develop", e_hypo, 3),
    fwd("before it starts", e_hypo, 3), fwd("before she starts", e_hypo, 3), fwd("before he starts", e_hypo, 3),
    fwd("before you feel", e_hypo, 3),
    // Historical: the past as a memory ("a distant memory"),
    // recovery ("..., and back to normal"), a period
    // after an episode ("six weeks out from her pancreatitis": a clause rule); life decades are generated
    // (context_triggers.cpp: "in his forties", "in her late teens").
    bwd("a distant memory", e_hist, 6),
    bwd("back to normal", e_hist, 6),
    // No recurrence since ("has not returned", "never came back", "hasn't troubled her since"):
    // it ended. Not a return to a state ("has not returned to normal" goes on).
    bwd("has not returned", e_hist, 6), bwd("hasnt returned", e_hist, 6), bwd("never returned", e_hist, 6),
    bwd("has not come back", e_hist, 6), bwd("hasnt come back", e_hist, 6), bwd("has not recurred", e_hist, 6),
    bwd("hasnt recurred", e_hist, 6), bwd("never recurred", e_hist, 6), bwd("not recurred since", e_hist, 6),
    bwd("hasnt troubled her since", e_hist, 6), bwd("hasnt troubled him since", e_hist, 6),
    bwd("has not troubled her since", e_hist, 6), bwd("has not troubled him since", e_hist, 6),
    bwd("not bothered her since", e_hist, 6), bwd("not bothered him since", e_hist, 6),
    pseudo("not returned to normal"), pseudo("has not returned to normal"), pseudo("hasnt returned to normal"),
    pseudo("not come back to normal"), pseudo("not back to normal"), pseudo("isnt back to normal"),
    pseudo("not yet back to normal"),
    // A return after the fact keeps it current ("the eczema he outgrew as a child has flared
    // again", "the migraines are back"): a persistence phrase, like "still there".
    bwd("has come back", e_persist, 6), bwd("have come back", e_persist, 6), bwd("has returned", e_persist, 6),
    bwd("have returned", e_persist, 6), bwd("flared again", e_persist, 6), bwd("flared up again", e_persist, 6),
    bwd("has flared", e_persist, 6), bwd("is back", e_persist, 6), bwd("are back", e_persist, 6),
    bwd("back again", e_persist, 6), bwd("has recurred", e_persist, 6),
    // round 24: the same said with a pronoun ("i had gout years ago and it's back")
    bwd("its back", e_persist, 6), bwd("its come back", e_persist, 6), bwd("its returned", e_persist, 6),
    bwd("theyre back", e_persist, 6), bwd("theyve come back", e_persist, 6),
    bwd("its back to normal", e_hist, 6), pseudo("its back pain"),
    bwd("is back to normal", e_hist, 6), bwd("are back to normal", e_hist, 6),
    // a death or a faint is no resolution ("since her husband passed away", "he passed out")
    pseudo("passed away"), pseudo("passed out"),
    // Negation: ruled out said by a list or a forecast ("takes gout off the list", "not on the
    // cards"), a search that found nothing ("was looked for ... and not found"), a dismissal
    // ("we can forget about typhoid"), Hindi "sawaal hi nahi" (out of the question)
    bwd("off the list", e_neg, 3), bwd("not on the cards", e_neg, 4), bwd("not in the cards", e_neg, 4),
    bwd("and not found", e_neg, 8), bwd("but not found", e_neg, 8), bwd("and not seen", e_neg, 8),
    bwd("but not seen", e_neg, 8), fwd("can forget about", e_neg, 4),
    pseudo("looked for"), pseudo("searched for"),  // their "for" ends no scope: "X was looked for ... and not found"
    bwd("sawaal hi nahi", e_neg, 4), bwd("sawal hi nahi", e_neg, 4), bwd("sawaal hi nahin", e_neg, 4),
    bwd("sawal hi nahin", e_neg, 4), bwd("sawaal nahi", e_neg, 4), bwd("sawal nahi", e_neg, 4),
    // A condition as the modifier of "prevention" names what may come ("stroke prevention"),
    // right before it only; UK "safety-netting" advice names what to come back for
    bwd("prevention", e_hypo, 0),
    fwd("safety netting", e_hypo, 6), fwd("safety netted", e_hypo, 6), fwd("safety net", e_hypo, 6),
    // "the chances of you having a seizure", like "chance of"; what is common or not unusual to
    // get on a treatment is a generic statement ("it's not unusual to get a headache at first");
    // a remission said in full ("in full remission"; not "in partial remission": still there);
    // Hindi "X se bachata hai" (protects from X), like "se bachav"
    fwd("chances of", e_hypo, 6), fwd("chances are", e_hypo, 4),
    // probe round 17: a chance that it is the condition is a possibility ("there is a small
    // chance this is cancer"), as "possibly" is
    fwd("small chance", e_unc, 5), fwd("slight chance", e_unc, 5), fwd("some chance", e_unc, 5),
    fwd("tiny chance", e_unc, 5), fwd("remote chance", e_unc, 5), fwd("a chance that", e_unc, 5),
    fwd("a chance this", e_unc, 4), fwd("a chance it", e_unc, 4),
    fwd("not unusual to get", e_hypo, 4), fwd("not uncommon to get", e_hypo, 4), fwd("common to get", e_hypo, 4),
    fwd("normal to get", e_hypo, 4), fwd("not unusual to have", e_hypo, 4), fwd("not uncommon to have", e_hypo, 4),
    fwd("common to have", e_hypo, 4), fwd("not unusual to feel", e_hypo, 4), fwd("common to feel", e_hypo, 4),
    fwd("normal to feel", e_hypo, 4), fwd("not unusual to experience", e_hypo, 4), fwd("common to experience", e_hypo, 4),
    bwd("in full remission", e_hist, 4), bwd("in complete remission", e_hist, 4), bwd("in sustained remission", e_hist, 4),
    pseudo("in partial remission"),
    bwd("se bachata hai", e_hypo, 3), bwd("se bachati hai", e_hypo, 3), bwd("se bachate hain", e_hypo, 3),
    bwd("se bachayega", e_hypo, 3), bwd("se bachayegi", e_hypo, 3), bwd("se bachaega", e_hypo, 3),
    // "no question of X", "never any question of X", "X is out of the question": denied (not
    // the hedge "question of"); "no question" alone is certainty and stays out
    fwd("no question of", e_neg, 6), fwd("never any question of", e_neg, 6), bwd("out of the question", e_neg, 4),
    pseudo("no question"), pseudo("no questions"),
    // A double negation is an affirmation: "not a day goes by without a headache"
    pseudo("not a day goes by without"), pseudo("not a day passes without"), pseudo("never a day without"),
    pseudo("hardly a day goes by without"), pseudo("not a night goes by without"),
    // Probable existence (pyConTextNLP's class): "my hunch is", "provisionally", "remains a
    // (real) concern", a past consideration ("we considered X", "X was on the list": the
    // frame in context_frames_hypothetical.cpp denies it when a result then went against it)
    fwd("my hunch is", e_unc, w_unc), fwd("hunch is", e_unc, w_unc), fwd("provisionally", e_unc, 4),
    fwd("my suspicion is", e_unc, w_unc), fwd("suspicion is", e_unc, w_unc), fwd("typical of", e_unc, 3),
    fwd("hallmarks of", e_unc, 3), fwd("the hallmarks of", e_unc, 3), fwd("favour", e_unc, 4), fwd("favours", e_unc, 4),
    fwd("favor", e_unc, 4), fwd("favors", e_unc, 4), fwd("sounds to me like", e_unc, w_unc),
    fwd("looks to me like", e_unc, w_unc), fwd("seems to me like", e_unc, w_unc),
    bwd("remains a concern", e_unc, 4),
    fwd("considered", e_unc, 3), fwd("we considered", e_unc, 3), bwd("was on the list", e_unc, 4),
    // Hindi: "X ka dar" (a fear of X), like "ka khatra"; past seasons ("pichli garmi mein")
    bwd("ka dar", e_hypo, 3), bwd("ka darr", e_hypo, 3),
    fwd("pichli garmi", e_hist, 6), bwd("pichli garmi", e_hist, 4), fwd("pichli sardi", e_hist, 6),
    bwd("pichli sardi", e_hist, 4), fwd("pichli barsaat", e_hist, 6), bwd("pichli barsaat", e_hist, 4),
    fwd("pichli garmiyon", e_hist, 6), fwd("pichli sardiyon", e_hist, 6),
};
// clang-format on

}  // namespace cxs::domain::clinical::context_detail
