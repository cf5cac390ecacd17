#pragma once
// Round 23 (dx37): conditions a clinician names while telling the patient what a medicine may do,
// how a disease behaves in general, what an illness came after, or which organ an operation takes
// out (diagnosis_told_effects.cpp). None is a problem of the visit. Token indices are the
// workspace's; every reading is asked only where its cue word stands in the sentence.

#include <cstddef>
#include <string_view>

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

/// "prednisone can raise your blood sugar and thin your bones , so we'll watch your sugar",
/// "it can upset your stomach and make you dizzy", "meclizine ... it makes you sleepy": the
/// mention at token `first` is the object of a verb of effect ("raise", "cause", "make",
/// "give", ...) whose subject is a medicine (named in the sentence, or the one before when the
/// subject is "it"/"this"/"they"), the verb after a modal ("can", "may", ... also over an earlier
/// verb of the same chain joined by "and"/"or") or in the present third person ("makes"). Or it
/// follows a verb of monitoring ("watch your sugar") in a sentence that told such an effect
/// before. A side effect told as a possibility, not a problem. Not the patient's report ("it
/// makes me dizzy"), not a past effect ("the amlodipine made your ankles swell"), not a disease as
/// the subject ("your asthma can make you short of breath").
[[nodiscard]] bool medicine_effect_told(const workspace& ws, std::size_t first);

/// "meniere's comes in spells with hearing loss and fullness in the ear": the mention at `first`
/// after "with" that a present verb of coming ("comes", "goes", "presents") and a condition
/// named bare as its subject lead to ("in spells", "in attacks" and "usually", "often" may stand
/// between): teaching about that condition, not the patient's. "your migraines come with
/// nausea" stays.
[[nodiscard]] bool described_with_condition_in_general(const workspace& ws, std::size_t first);

/// "this is vestibular neuritis , probably after that cold": an acute infection (ICD-10 chapters
/// A-B, J00-J22, `icd10`) after "after"/"following" (a determiner between), with a hedge of
/// likelihood and a comma before it and another condition named earlier in the sentence: the
/// episode the condition came after (round 18's `antecedent_infection`, when "probably" stands
/// between). Not "you have a cold , probably after the flight" (no condition before).
[[nodiscard]] bool hedged_antecedent_infection(const workspace& ws, std::size_t first, std::string_view icd10);

/// "i'd recommend taking out the tonsils and adenoids": a row read from a bare organ's word
/// (`first`, one token; the rows of ICD-10 J35, `icd10`, are the ones read so) that is the object
/// of removing ("take out", "remove", "removal of", a conjunct of it): the organ an operation
/// takes out. "her adenoids are big" stays.
[[nodiscard]] bool organ_taken_out(const workspace& ws, std::size_t first, std::size_t end, std::string_view icd10);

/// "a kidney stone wouldn't give you pain that changes with moving", "a migraine doesn't usually
/// cause pain on both sides": the mention at `first` is the object of a generic effect ("can
/// cause", "wouldn't give", diagnosis_cues.cpp) whose subject is a condition named in general
/// (`generic_subject`): teaching, as its subject is. "your migraine doesn't cause any weakness"
/// (an owned subject) is left to the other readings.
[[nodiscard]] bool object_of_general_effect(const workspace& ws, std::size_t first);

}  // namespace cxs::domain::extraction::detail
