#pragma once
// Internal to clinical/medication*.cpp: what the words before a mention say of it (read in
// medication_context.cpp): the context cues (current, stopped, allergy, historical,
// switched from), the words of a germ whose susceptibility is not an allergy, the kinds of
// medicine a name is an example of, and the verbs that mark a name as a medicine. Data only.

#include <array>
#include <cstdint>
#include <string_view>

#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::medication_detail {

using text::operator""_key;

// ---------------------------------------------------------------- context cues

// switched_from: "switching you from X (to Y)", "replacing X (with Y)", "instead of X": X is
// stopped; a "to"/"with" between the cue and a later name makes that name current.
enum class cue_kind : std::uint8_t { current, stopped, allergy, historical, switched_from };

struct cue_def {
  std::string_view phrase;
  cue_kind kind;
};

inline constexpr auto cue_defs = std::to_array<cue_def>({
    {"allergic to", cue_kind::allergy},
    {"allergic", cue_kind::allergy},
    {"allergy to", cue_kind::allergy},
    {"allergies to", cue_kind::allergy},
    {"reaction to", cue_kind::allergy},
    {"allergic reaction to", cue_kind::allergy},
    {"intolerant to", cue_kind::allergy},
    {"intolerance to", cue_kind::allergy},
    {"sensitive to", cue_kind::allergy},
    {"anaphylaxis to", cue_kind::allergy},
    {"sensitivity to", cue_kind::allergy},
    // Said of a germ only (medication_scanner::context_before): what would or would not
    // treat it; said of anything else they set no context.
    {"resistant to", cue_kind::allergy},
    {"susceptible to", cue_kind::allergy},
    {"switching you from", cue_kind::switched_from},
    {"switch you from", cue_kind::switched_from},
    {"switched you from", cue_kind::switched_from},
    {"switching from", cue_kind::switched_from},
    {"switch from", cue_kind::switched_from},
    {"switched from", cue_kind::switched_from},
    {"change you from", cue_kind::switched_from},
    {"changing you from", cue_kind::switched_from},
    {"changing from", cue_kind::switched_from},
    {"change from", cue_kind::switched_from},
    {"changed from", cue_kind::switched_from},
    {"replace", cue_kind::switched_from},
    {"replacing", cue_kind::switched_from},
    {"instead of", cue_kind::switched_from},
    {"withhold", cue_kind::stopped},
    {"withheld", cue_kind::stopped},
    {"no more", cue_kind::stopped},
    {"stop", cue_kind::stopped},
    {"stopped", cue_kind::stopped},
    {"stopping", cue_kind::stopped},
    {"discontinue", cue_kind::stopped},
    {"discontinued", cue_kind::stopped},
    {"discontinuing", cue_kind::stopped},
    {"d/c", cue_kind::stopped},
    {"hold", cue_kind::stopped},
    {"held", cue_kind::stopped},
    {"holding", cue_kind::stopped},
    {"quit", cue_kind::stopped},
    // review rv20: a medicine or a vaccine the patient would not take ("Declined the flu
    // vaccine", "refuses insulin") is not taken
    {"declined", cue_kind::stopped},
    {"declines", cue_kind::stopped},
    {"refused", cue_kind::stopped},
    {"refuses", cue_kind::stopped},
    {"cease", cue_kind::stopped},
    {"ceased", cue_kind::stopped},
    {"withdraw", cue_kind::stopped},
    {"withdrawn", cue_kind::stopped},
    {"not taking", cue_kind::stopped},
    {"not been taking", cue_kind::stopped},
    {"stopped taking", cue_kind::stopped},
    // "i quit taking the simvastatin": the nearer "taking" would otherwise read as current.
    {"quit taking", cue_kind::stopped},
    // A denied stop continues: "don't stop the metformin", "i don't want you to stop the eliquis".
    {"don't stop", cue_kind::current},
    {"do n't stop", cue_kind::current},
    {"do not stop", cue_kind::current},
    {"not to stop", cue_kind::current},
    {"don't want you to stop", cue_kind::current},
    {"do n't want you to stop", cue_kind::current},
    {"do not want you to stop", cue_kind::current},
    {"don't stop taking", cue_kind::current},
    {"do n't stop taking", cue_kind::current},
    {"do not stop taking", cue_kind::current},
    {"quit using", cue_kind::stopped},
    {"no longer", cue_kind::stopped},
    {"no longer taking", cue_kind::stopped},
    {"not on", cue_kind::stopped},
    {"off", cue_kind::stopped},
    {"came off", cue_kind::stopped},
    {"taken off", cue_kind::stopped},
    {"don't take", cue_kind::stopped},
    {"do n't take", cue_kind::stopped},
    {"do not take", cue_kind::stopped},
    {"avoid", cue_kind::stopped},
    {"don't use", cue_kind::stopped},
    {"do n't use", cue_kind::stopped},
    {"do not use", cue_kind::stopped},
    {"not use", cue_kind::stopped},
    {"stop using", cue_kind::stopped},
    // "we'll hold off on the metformin for now", "i ran out of my lisinopril"
    {"hold off on", cue_kind::stopped},
    {"hold off", cue_kind::stopped},
    {"holding off on", cue_kind::stopped},
    {"ran out of", cue_kind::stopped},
    {"run out of", cue_kind::stopped},
    {"band karo", cue_kind::stopped},
    {"band kar do", cue_kind::stopped},
    {"band kar dijiye", cue_kind::stopped},
    {"used to", cue_kind::historical},
    {"used to take", cue_kind::historical},
    {"used to be on", cue_kind::historical},
    {"used to use", cue_kind::historical},
    {"was on", cue_kind::historical},
    {"were on", cue_kind::historical},
    {"had been on", cue_kind::historical},
    {"previously", cue_kind::historical},
    {"in the past", cue_kind::historical},
    {"tried", cue_kind::historical},
    {"had tried", cue_kind::historical},
    {"formerly", cue_kind::historical},
    {"did a course of", cue_kind::historical},
    // One earlier course named as such: "the last round of prednisone made me crazy", "the
    // last time he had amoxicillin he broke out all over".
    {"last round of", cue_kind::historical},
    {"last course of", cue_kind::historical},
    {"last time i had", cue_kind::historical},
    {"last time he had", cue_kind::historical},
    {"last time she had", cue_kind::historical},
    {"last time i took", cue_kind::historical},
    {"last time he took", cue_kind::historical},
    {"last time she took", cue_kind::historical},
    {"had a course of", cue_kind::historical},
    // the means of an episode's end ("a UTI in March which resolved with nitrofurantoin", "the
    // rash cleared up with hydrocortisone"): that course is over
    {"resolved with", cue_kind::historical},
    {"cleared with", cue_kind::historical},
    {"cleared up with", cue_kind::historical},
    {"went away with", cue_kind::historical},
    {"healed with", cue_kind::historical},
    {"prior", cue_kind::historical},
    {"start", cue_kind::current},
    {"try", cue_kind::current},
    {"started", cue_kind::current},
    {"starting", cue_kind::current},
    {"restart", cue_kind::current},
    {"resume", cue_kind::current},
    {"continue", cue_kind::current},
    {"continuing", cue_kind::current},
    {"take", cue_kind::current},
    // "no more naproxen ..., use tylenol instead": the imperative of using names a current medicine.
    {"use", cue_kind::current},
    {"taking", cue_kind::current},
    {"prescribe", cue_kind::current},
    {"prescribed", cue_kind::current},
    {"give", cue_kind::current},
    {"given", cue_kind::current},
    {"add", cue_kind::current},
    {"increase", cue_kind::current},
    {"decrease", cue_kind::current},
    {"reduce", cue_kind::current},
    {"order", cue_kind::current},
    {"refill", cue_kind::current},
    {"begin", cue_kind::current},
    {"switch to", cue_kind::current},
    {"change to", cue_kind::current},
    {"on", cue_kind::current},
    {"rx", cue_kind::current},
    {"adv", cue_kind::current},
    {"advised", cue_kind::current},
    // "... so we will treat with amoxicillin": a treatment verb later in the sentence starts a
    // new reading for the names after it, past an earlier cue ("the strep is sensitive to
    // penicillin").
    {"treat with", cue_kind::current},
    {"treat it with", cue_kind::current},
    {"treat this with", cue_kind::current},
    {"treat that with", cue_kind::current},
    {"treat you with", cue_kind::current},
    {"treating with", cue_kind::current},
    {"treating it with", cue_kind::current},
    {"prescribing", cue_kind::current},
    // "allergic to sulfa but tolerates furosemide": a medicine tolerated is no allergen
    {"tolerates", cue_kind::current},
    {"tolerated", cue_kind::current},
    {"tolerating", cue_kind::current},
    {"tolerate", cue_kind::current},
    // a course that is over: "i finished the amoxicillin course", "completed a course of"
    {"finished the", cue_kind::stopped},
    {"completed the", cue_kind::stopped},
    {"finished a course of", cue_kind::stopped},
    {"completed a course of", cue_kind::stopped},
    {"finished my course of", cue_kind::stopped},
    {"completed my course of", cue_kind::stopped},
    {"finished taking", cue_kind::stopped},
    {"done with the", cue_kind::stopped},
});

// Words naming a germ or a culture of it. "Sensitive to X" said of one of them is the
// germ's susceptibility (X would work against it), not the patient's allergy: "the strep is
// sensitive to penicillin", "the culture showed sensitivity to nitrofurantoin".
inline constexpr auto germ_words = std::to_array<std::uint64_t>({
    "strep"_key,    "streptococcus"_key, "staph"_key,    "staphylococcus"_key, "bacteria"_key, "bacterium"_key,
    "organism"_key, "organisms"_key,     "culture"_key,  "cultures"_key,       "isolate"_key,  "isolates"_key,
    "bug"_key,      "bugs"_key,          "germ"_key,     "germs"_key,          "coli"_key,     "pseudomonas"_key,
    "klebsiella"_key, "mrsa"_key,        "enterococcus"_key, "growth"_key,     "infection"_key,
});

// Kinds of medicine a name may be given as an example of ("a biologic like humira",
// "medications that help with quitting , like chantix").
inline constexpr auto medicine_kinds = std::to_array<std::uint64_t>({
    "medication"_key, "medications"_key, "medicine"_key, "medicines"_key, "drug"_key, "drugs"_key, "pill"_key,
    "pills"_key, "biologic"_key, "biologics"_key, "option"_key, "options"_key, "something"_key, "agent"_key,
    "agents"_key, "inhibitor"_key, "inhibitors"_key, "blocker"_key, "blockers"_key, "statin"_key, "steroid"_key,
    "antibiotic"_key, "antidepressant"_key, "injection"_key, "injections"_key, "inhaler"_key, "cream"_key,
    // plurals and common kinds: "antibiotics like amoxicillin won't help", "painkillers such as tramadol"
    "statins"_key, "steroids"_key, "antibiotics"_key, "antidepressants"_key, "inhalers"_key, "creams"_key,
    "painkiller"_key, "painkillers"_key, "antihistamine"_key, "antihistamines"_key, "opioid"_key, "opioids"_key,
    "nsaid"_key, "nsaids"_key, "anticoagulant"_key, "anticoagulants"_key, "thinner"_key, "thinners"_key,
});

// Words before a mention that mark it as a medicine ("take pan", "start mox").
inline constexpr auto verb_cues = std::to_array<std::uint64_t>({
    "take"_key, "taking"_key, "start"_key, "started"_key, "continue"_key, "prescribe"_key, "prescribed"_key,
    "give"_key, "add"_key, "order"_key, "rx"_key, "tab"_key, "tablet"_key, "cap"_key, "capsule"_key,
});

}  // namespace cxs::domain::clinical::medication_detail
