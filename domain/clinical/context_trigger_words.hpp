#pragma once
// Internal to clinical/context*.cpp: the word lists the generated triggers (context_triggers.cpp)
// and the scope and clause rules consult: verbs of resolution, modals and causing verbs,
// relatives and other people, the words of dialogue answers and questions, time units and
// number words, and the `in` look-up they share. Data only.

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>

#include "domain/text/word_lists.hpp"

namespace cxs::domain::clinical::context_detail {

// Verbs of resolution; each is generated after an auxiliary ("has settled", "is gone") as a
// historical post-trigger, and after a negation ("has not settled", "hasnt cleared up") as a
// pseudo-trigger: the condition goes on (context_triggers.cpp).
inline constexpr std::array resolution_verbs{
    std::string_view{"resolved"},  std::string_view{"settled"},    std::string_view{"healed"},
    std::string_view{"cleared"},   std::string_view{"cleared up"}, std::string_view{"subsided"},
    std::string_view{"recovered"}, std::string_view{"gone"},       std::string_view{"gone away"},
    std::string_view{"disappeared"}, std::string_view{"settled down"}, std::string_view{"passed"},
    std::string_view{"lifted"},    std::string_view{"eased off"},  std::string_view{"abated"},
    std::string_view{"vanished"},  std::string_view{"remitted"},   std::string_view{"broken"},
    // round 15: a gradual end ("faded out", "petered out", "died down")
    std::string_view{"faded"},     std::string_view{"faded away"}, std::string_view{"faded out"},
    std::string_view{"petered out"}, std::string_view{"died down"}, std::string_view{"worn off"},
    std::string_view{"wore off"},
    std::string_view{"calmed down"}, std::string_view{"outgrown"}, std::string_view{"grown out of"},
};
// Hinglish resolution: "band ho gaya" (stopped), "ruk gaye", "khatam ho gayi", "theek ho
// gaye" (got well), each with its gender and number forms (context_triggers.cpp).
inline constexpr std::array hinglish_resolution_stems{
    std::string_view{"band ho"}, std::string_view{"ruk"},    std::string_view{"khatam ho"},
    std::string_view{"theek ho"}, std::string_view{"thik ho"}, std::string_view{"utar"},
    std::string_view{"chala"},   std::string_view{"chali"},  std::string_view{"chale"},
    // round 15: "pathri nikal gayi" (the stone came out)
    std::string_view{"nikal"},
};
// Hinglish resolution denied ("khansi gayi nahi", "bukhar utar hi nahi raha", "dard kam nahi
// hua": it has not gone): the condition goes on, like English "has not settled"; generated with
// "nahi"/"nahin" and an emphatic "hi" before it (context_triggers.cpp).
inline constexpr std::array hinglish_unresolved_stems{
    std::string_view{"band"},  std::string_view{"ruk"},   std::string_view{"ruka"},  std::string_view{"ruki"},
    std::string_view{"khatam"}, std::string_view{"theek"}, std::string_view{"thik"},  std::string_view{"utar"},
    std::string_view{"utra"},  std::string_view{"utri"},  std::string_view{"gaya"},  std::string_view{"gayi"},
    std::string_view{"gaye"},  std::string_view{"gai"},   std::string_view{"kam"},
};
// Round 22: verbs of ending said after the negation ("nahi ruki", "nahi utra", "nahi gaya"):
// the condition goes on. Not "kam" or "theek", which after "nahi" may be the state's
// ("nahi theek" is rare, "theek nahi" is "not well").
inline constexpr std::array hinglish_unresolved_after_negation{
    std::string_view{"ruka"}, std::string_view{"ruki"}, std::string_view{"ruke"}, std::string_view{"utra"},
    std::string_view{"utri"}, std::string_view{"utre"}, std::string_view{"gaya"}, std::string_view{"gayi"},
    std::string_view{"gaye"}, std::string_view{"band hua"}, std::string_view{"band hui"}, std::string_view{"band hue"},
    // review rv18: the habitual present ("khansi nahi rukti", "na hi rukti": the cough does not stop)
    std::string_view{"rukta"}, std::string_view{"rukti"}, std::string_view{"rukte"}, std::string_view{"utarta"},
    std::string_view{"utarti"},
};
// Round 15: life decades as past periods ("in his forties", "in her late teens"): "in", a
// possessive, a stage ("early", "late", "mid") or none, and the decade (a clause rule found at
// the decade, context_clause_mood.cpp), like the older "in her twenties".
inline constexpr std::array decade_possessives{
    std::string_view{"his"}, std::string_view{"her"}, std::string_view{"my"}, std::string_view{"their"},
    std::string_view{"your"},
};
inline constexpr std::array decade_stages{std::string_view{"early"}, std::string_view{"late"}, std::string_view{"mid"}};
inline constexpr std::array decade_words{
    std::string_view{"teens"},   std::string_view{"twenties"}, std::string_view{"thirties"}, std::string_view{"forties"},
    std::string_view{"fifties"}, std::string_view{"sixties"},  std::string_view{"seventies"},
};
inline constexpr std::array hinglish_gone_forms{
    std::string_view{"gaya"}, std::string_view{"gaye"}, std::string_view{"gayi"}, std::string_view{"gai"},
};
// Hinglish conditional: a subjunctive verb then "to"/"toh" ("bukhar chadhe toh ...", "dard uthe
// to ...": if X comes on, then ...); generated with both spellings (context_triggers.cpp).
inline constexpr std::array hinglish_subjunctives{
    std::string_view{"aaye"},  std::string_view{"aae"},   std::string_view{"lage"},  std::string_view{"chadhe"},
    std::string_view{"badhe"}, std::string_view{"jaye"},  std::string_view{"jaaye"}, std::string_view{"uthe"},
    std::string_view{"dikhe"}, std::string_view{"nikle"}, std::string_view{"pade"},  std::string_view{"hove"},
    // second-person futures and perfective auxiliaries head a condition before "to" too:
    // "thanda paani piyoge to ...", "aise hi chalti rahi to ...", "ho gaya to ..."
    std::string_view{"piyoge"}, std::string_view{"khaoge"}, std::string_view{"karoge"}, std::string_view{"loge"},
    std::string_view{"rahi"},  std::string_view{"raha"},  std::string_view{"rahe"},  std::string_view{"gaya"},
    std::string_view{"gayi"},  std::string_view{"hone lage"},
    // round 20: the plural and polite subjunctive in "-ein" ("aankhen peeli dikhein toh ...",
    // "daane niklein toh ...")
    std::string_view{"dikhein"}, std::string_view{"aayein"}, std::string_view{"lagein"}, std::string_view{"badhein"},
    std::string_view{"uthein"}, std::string_view{"niklein"}, std::string_view{"padein"}, std::string_view{"jaayein"},
};
inline constexpr std::array resolution_auxiliaries{
    std::string_view{"has"},      std::string_view{"have"},     std::string_view{"had"},
    std::string_view{"is"},       std::string_view{"was"},      std::string_view{"are"},
    std::string_view{"were"},     std::string_view{"has been"}, std::string_view{"have been"},
    // spoken contractions, apostrophe dropped by the tokeniser: "it's gone now", "that's settled"
    std::string_view{"its"},      std::string_view{"thats"},
};
inline constexpr std::array resolution_negators{
    std::string_view{"not"},    std::string_view{"never"},  std::string_view{"hasnt"},
    std::string_view{"havent"}, std::string_view{"hadnt"},  std::string_view{"isnt"},
    std::string_view{"wasnt"},  std::string_view{"arent"},  std::string_view{"werent"},
    std::string_view{"not yet"},
};
// "can cause", "might trigger", "could lead to": an outcome that may come (hypothetical).
inline constexpr std::array modal_verbs{
    std::string_view{"can"},  std::string_view{"could"}, std::string_view{"may"},
    std::string_view{"might"}, std::string_view{"will"}, std::string_view{"would"},
};
inline constexpr std::array causing_verbs{
    std::string_view{"cause"},    std::string_view{"trigger"},   std::string_view{"lead to"},
    std::string_view{"bring on"}, std::string_view{"result in"}, std::string_view{"provoke"},
    std::string_view{"precipitate"}, std::string_view{"induce"}, std::string_view{"progress to"},
    std::string_view{"turn into"}, std::string_view{"set off"},  std::string_view{"develop"},
    std::string_view{"lead on to"}, std::string_view{"push up"}, std::string_view{"raise"},
    std::string_view{"worsen"},     std::string_view{"land up with"}, std::string_view{"go on to"},
};
// "can give you acidity", "may give her a rash": with a modal of possibility only ("we will
// give you antibiotics for the cough" is a plan, and "will" is left out).
// Round 15: a verb of causing in its bare form after "and"/"or" shares the modal or the "to"
// before it ("may raise your blood sugar and bring on diabetes"; a finite verb would be "causes"
// or "caused"): a clause rule found at the verb (context_clause_mood.cpp; as phrases starting with
// "and" they cost every "and" a longer look-up).
inline constexpr std::array coordinated_causing_verbs{
    std::string_view{"cause"},     std::string_view{"trigger"},  std::string_view{"lead to"},
    std::string_view{"bring on"},  std::string_view{"result in"}, std::string_view{"provoke"},
    std::string_view{"precipitate"}, std::string_view{"induce"}, std::string_view{"progress to"},
    std::string_view{"turn into"}, std::string_view{"set off"},  std::string_view{"lead on to"},
};
// Round 15: a frequency adverb with a verb of causing in the present tells what something
// generally does ("the patch commonly brings on a headache"), not what the patient has; with a
// possessive after it the object is the patient's ("often brings on her migraines": pseudo).
inline constexpr std::array frequency_adverbs{
    std::string_view{"commonly"}, std::string_view{"often"},   std::string_view{"frequently"},
    std::string_view{"sometimes"}, std::string_view{"occasionally"}, std::string_view{"rarely"},
    std::string_view{"usually"},  std::string_view{"typically"},
};
inline constexpr std::array present_causing_verbs{
    std::string_view{"causes"}, std::string_view{"brings on"}, std::string_view{"gives"}, std::string_view{"triggers"},
    std::string_view{"leads to"}, std::string_view{"produces"},
    // round 20: the plural present, after a plural subject ("iron tablets sometimes cause
    // constipation", "these drugs often give you a dry cough"): what such things generally do
    std::string_view{"cause"}, std::string_view{"bring on"}, std::string_view{"give"}, std::string_view{"trigger"},
    std::string_view{"lead to"}, std::string_view{"produce"},
};
inline constexpr std::array possibility_modals{
    std::string_view{"can"}, std::string_view{"could"}, std::string_view{"may"}, std::string_view{"might"},
};
// "you may feel some dizziness", "she might notice blurring": a side effect foretold.
inline constexpr std::array foretold_verbs{
    std::string_view{"feel"}, std::string_view{"experience"}, std::string_view{"notice"}, std::string_view{"get"},
};
// Round 20: the persons a coordinated "and give ..." gives to (context_clause_mood.cpp).
inline constexpr std::array giving_objects{
    std::string_view{"you"}, std::string_view{"him"}, std::string_view{"her"}, std::string_view{"them"},
};
inline constexpr std::array giving_phrases{
    std::string_view{"give you"}, std::string_view{"give him"}, std::string_view{"give her"},
    std::string_view{"give them"},
};
// Hindi verbs of a condition coming on, as stems: the forms that head a conditional clause
// before "to"/"toh" are generated from them (context_triggers.cpp): perfective "-a/-i/-e"
// ("bukhar aaya to"), subjunctive "-e" ("dard uthe to") and future "-ega/-egi" ("sugar
// badhegi to"). Spelled as the stem before the ending ("aay" + "a" = "aaya").
inline constexpr std::array hindi_condition_stems{
    std::string_view{"aay"},  std::string_view{"hu"},    std::string_view{"lag"},  std::string_view{"badh"},
    std::string_view{"chadh"}, std::string_view{"uth"},  std::string_view{"pad"},  std::string_view{"dikh"},
    std::string_view{"nikl"}, std::string_view{"ban"},   std::string_view{"bigd"}, std::string_view{"ho jay"},
    std::string_view{"aa jay"}, std::string_view{"ho gay"}, std::string_view{"aa gay"}, std::string_view{"badh gay"},
};
inline constexpr std::array hindi_condition_endings{
    std::string_view{"a"}, std::string_view{"i"}, std::string_view{"e"}, std::string_view{"ega"}, std::string_view{"egi"},
};
// "or you may X", "or it will X": a consequence joined by "or" (generated with modal_verbs).
inline constexpr std::array consequence_subjects{
    std::string_view{"you"}, std::string_view{"he"}, std::string_view{"she"}, std::string_view{"it"},
    std::string_view{"they"}, std::string_view{"this"}, std::string_view{"that"},
};
// Hindi future of happening ("ho jayega", "ban jayegi", "pakad legi"): the condition will
// come (hypothetical); first-person futures ("dunga", "karenge") are plans, not listed.
inline constexpr std::array hindi_future_of_happening{
    std::string_view{"ho jayega"},  std::string_view{"ho jayegi"},  std::string_view{"ho jaayega"},
    std::string_view{"ho jaayegi"}, std::string_view{"ho jaega"},   std::string_view{"ho jaegi"},
    std::string_view{"ban jayega"}, std::string_view{"ban jayegi"}, std::string_view{"pakad legi"},
    std::string_view{"pakad lega"}, std::string_view{"lag jayegi"}, std::string_view{"lag jayega"},
    std::string_view{"badh jayega"}, std::string_view{"badh jayegi"},
};
// Words that may stand inside a trigger phrase without breaking it: adverbs of frequency,
// degree and time ("can sometimes cause", "has now settled", "has since been ruled out") and
// the ages of childhood ("as a young child", "in early childhood").
inline constexpr std::array insertable_words{
    std::string_view{"sometimes"}, std::string_view{"occasionally"}, std::string_view{"rarely"},
    std::string_view{"often"},     std::string_view{"usually"},      std::string_view{"also"},
    std::string_view{"even"},      std::string_view{"potentially"},  std::string_view{"really"},
    std::string_view{"fully"},     std::string_view{"completely"},   std::string_view{"totally"},
    std::string_view{"entirely"},  std::string_view{"now"},          std::string_view{"since"},
    std::string_view{"young"},     std::string_view{"little"},       std::string_view{"small"},
    std::string_view{"early"},     std::string_view{"eventually"},   std::string_view{"finally"},
    std::string_view{"kabhi"},
    // round 10: a degree word inside a pseudo-trigger ("no real improvement in", "no much
    // change in") and an object pronoun between a verb and its preposition ("test yourself
    // for", "watch him for", "check her for"), as in the phrase without them
    std::string_view{"real"},      std::string_view{"much"},         std::string_view{"major"},
    std::string_view{"noticeable"}, std::string_view{"appreciable"}, std::string_view{"meaningful"},
    std::string_view{"yourself"},  std::string_view{"himself"},      std::string_view{"herself"},
    std::string_view{"him"},       std::string_view{"her"},          std::string_view{"them"},
};

// Blood relatives (experiencer family) and others (experiencer other), as pre-triggers.
inline constexpr std::array relatives{
    std::string_view{"mother"},      std::string_view{"mom"},         std::string_view{"mum"},
    std::string_view{"mummy"},       std::string_view{"mommy"},       std::string_view{"mama"},
    std::string_view{"father"},      std::string_view{"dad"},         std::string_view{"daddy"},
    std::string_view{"papa"},        std::string_view{"pitaji"},      std::string_view{"mataji"},
    std::string_view{"maa"},         std::string_view{"appa"},        std::string_view{"nanna"},
    std::string_view{"sister"},      std::string_view{"sisters"},     std::string_view{"brother"},
    std::string_view{"brothers"},    std::string_view{"sibling"},     std::string_view{"siblings"},
    std::string_view{"son"},         std::string_view{"sons"},        std::string_view{"daughter"},
    std::string_view{"daughters"},   std::string_view{"grandmother"}, std::string_view{"grandfather"},
    std::string_view{"grandma"},     std::string_view{"grandpa"},     std::string_view{"grandparent"},
    std::string_view{"grandparents"}, std::string_view{"aunt"},       std::string_view{"aunts"},
    std::string_view{"uncle"},       std::string_view{"uncles"},      std::string_view{"cousin"},
    std::string_view{"cousins"},     std::string_view{"nephew"},      std::string_view{"niece"},
    std::string_view{"parents"},     std::string_view{"parent"},      std::string_view{"family"},
    std::string_view{"relatives"},   std::string_view{"relative"},    std::string_view{"maternal"},
    std::string_view{"paternal"},    std::string_view{"bhai"},        std::string_view{"bhaiya"},
    std::string_view{"behen"},       std::string_view{"bahen"},       std::string_view{"didi"},
    std::string_view{"dadi"},        std::string_view{"dada"},        std::string_view{"nani"},
    std::string_view{"nana"},        std::string_view{"chacha"},      std::string_view{"mausi"},
    std::string_view{"bua"},         std::string_view{"beti"},        std::string_view{"children"},
    std::string_view{"kids"},        std::string_view{"twin"},        std::string_view{"ammi"},
    std::string_view{"abbu"},        std::string_view{"grandson"},    std::string_view{"granddaughter"},
    std::string_view{"grandchild"},  std::string_view{"grandchildren"}, std::string_view{"nephews"},
    std::string_view{"nieces"},      std::string_view{"stepmother"},  std::string_view{"stepfather"},
    std::string_view{"stepbrother"}, std::string_view{"stepsister"},  std::string_view{"stepson"},
    std::string_view{"stepdaughter"},
    // Hindi kinship terms (paternal/maternal grandparents, in-laws, uncles and aunts by side,
    // children and grandchildren); "beta" is left out: it is also how a doctor addresses a
    // young patient
    std::string_view{"daadi"},       std::string_view{"dadiji"},      std::string_view{"dadaji"},
    std::string_view{"daada"},       std::string_view{"naani"},       std::string_view{"naana"},
    std::string_view{"naniji"},      std::string_view{"nanaji"},      std::string_view{"saas"},
    std::string_view{"sasur"},       std::string_view{"sasurji"},     std::string_view{"chachi"},
    std::string_view{"chachaji"},    std::string_view{"tau"},         std::string_view{"tauji"},
    std::string_view{"taiji"},       std::string_view{"mami"},        std::string_view{"mamaji"},
    std::string_view{"mausa"},       std::string_view{"mausaji"},     std::string_view{"phupha"},
    std::string_view{"bhabhi"},      std::string_view{"jija"},        std::string_view{"jijaji"},
    std::string_view{"devar"},       std::string_view{"nanad"},       std::string_view{"bahu"},
    std::string_view{"damad"},       std::string_view{"bete"},        std::string_view{"betiyan"},
    std::string_view{"bachche"},     std::string_view{"bacche"},      std::string_view{"pota"},
    std::string_view{"poti"},        std::string_view{"bhatija"},     std::string_view{"bhatiji"},
    std::string_view{"bhanja"},      std::string_view{"bhanji"},      std::string_view{"behan"},
    // oblique plurals ("bacchon ko khansi hai") and the in-laws' household ("sasural mein")
    std::string_view{"bacchon"},     std::string_view{"bachchon"},    std::string_view{"bachon"},
    std::string_view{"bhaiyon"},     std::string_view{"behnon"},      std::string_view{"betiyon"},
    std::string_view{"sasural"},
};
inline constexpr std::array others{
    std::string_view{"wife"},      std::string_view{"husband"},   std::string_view{"spouse"},
    std::string_view{"partner"},   std::string_view{"friend"},    std::string_view{"friends"},
    std::string_view{"colleague"}, std::string_view{"colleagues"}, std::string_view{"coworker"},
    std::string_view{"coworkers"}, std::string_view{"roommate"},  std::string_view{"neighbour"},
    std::string_view{"neighbor"},  std::string_view{"neighbours"}, std::string_view{"neighbors"},
    std::string_view{"someone"},   std::string_view{"somebody"},  std::string_view{"classmate"},
    std::string_view{"boss"},      std::string_view{"biwi"},      std::string_view{"pati"},
    std::string_view{"dost"},      std::string_view{"classmates"}, std::string_view{"roommates"},
    std::string_view{"housemate"}, std::string_view{"housemates"}, std::string_view{"flatmate"},
    // round 29: other companions named by what they share ("cellmate on the transfer bus had scabies")
    std::string_view{"cellmate"},  std::string_view{"cellmates"}, std::string_view{"teammate"},
    std::string_view{"teammates"}, std::string_view{"shipmate"},  std::string_view{"bunkmate"},
    std::string_view{"workmate"},  std::string_view{"workmates"}, std::string_view{"schoolmate"},
    std::string_view{"husbands"},  std::string_view{"wifes"},     std::string_view{"girlfriend"},
    std::string_view{"boyfriend"}, std::string_view{"everyone"},  std::string_view{"everybody"},
    // Indian hospital usage: the "attendant"/"attender" is whoever accompanies the patient;
    // "padosi" (neighbour)
    std::string_view{"attendant"}, std::string_view{"attender"},  std::string_view{"padosi"},
    std::string_view{"padosiyon"},
    // a question about someone else ("has anyone at home had TB?"): its subject is not the patient
    std::string_view{"anyone"},    std::string_view{"anybody"},
    // Hindi "sabko" (everyone), as "everyone"
    std::string_view{"sabko"},
    // the children a patient looks after, the people a patient lets or rents from
    // (occupations, "maid", "driver", "teacher", are left out: in a note they are the
    // patient's own, "a driver with back pain")
    std::string_view{"babysits"},  std::string_view{"babysat"},   std::string_view{"landlord"},
    std::string_view{"tenant"},
};
// Round 39 (ctx40): people in the news, only in the possessive ("the actress's breast cancer",
// "the cricketer's knee injury"): a patient may be an actor, but what an actor's is is not theirs.
inline constexpr std::array public_figures{
    std::string_view{"actress"},   std::string_view{"actor"},      std::string_view{"celebrity"},
    std::string_view{"cricketer"}, std::string_view{"footballer"}, std::string_view{"singer"},
    std::string_view{"boxer"},     std::string_view{"politician"}, std::string_view{"star"},
};
// "<relative> says ...": the relative reports; the mention is still the patient's.
inline constexpr std::array reporting_verbs{
    std::string_view{"says"},     std::string_view{"said"},    std::string_view{"reports"},
    std::string_view{"reported"}, std::string_view{"states"},  std::string_view{"stated"},
    std::string_view{"noticed"},  std::string_view{"notes"},   std::string_view{"noted"},
    std::string_view{"brought"},  std::string_view{"tells"},   std::string_view{"told"},
    std::string_view{"gives"},    std::string_view{"gave"},    std::string_view{"accompanies"},
    std::string_view{"accompanied"},
};
// "<relative or other> thinks ...": someone's opinion about the patient; uncertain.
inline constexpr std::array opinion_verbs{
    std::string_view{"thinks"},     std::string_view{"thought"},      std::string_view{"feels"},
    std::string_view{"believes"},   std::string_view{"suspects"},     std::string_view{"is worried"},
    std::string_view{"is concerned"}, std::string_view{"was worried"}, std::string_view{"worries"},
    std::string_view{"is afraid"},
};

// --- dialogue answers and questions
inline constexpr std::array negative_answers{
    std::string_view{"no"},        std::string_view{"nope"},        std::string_view{"nah"},
    std::string_view{"not really"}, std::string_view{"not at all"}, std::string_view{"never"},
    std::string_view{"none"},      std::string_view{"nothing"},     std::string_view{"nahi"},
    std::string_view{"nahin"},     std::string_view{"na"},          std::string_view{"nai"},
    std::string_view{"illai"},     std::string_view{"illa"},        std::string_view{"ledu"},
    std::string_view{"ledhu"},     std::string_view{"nei"},         std::string_view{"naahi"},
    std::string_view{"nahi ji"},   std::string_view{"i dont think so"}, std::string_view{"not that i know"},
    std::string_view{"not that i know of"}, std::string_view{"not that ive noticed"},
    std::string_view{"not that i noticed"}, std::string_view{"i dont"}, std::string_view{"i do not"},
    std::string_view{"i havent"},  std::string_view{"i have not"},  std::string_view{"i didnt"},
    std::string_view{"i did not"}, std::string_view{"negative"},    std::string_view{"kabhi nahi"},
    std::string_view{"bilkul nahi"}, std::string_view{"koi nahi"},
    // round 19: a form's reply in the third person ("Chest pain? - Denies.", "Fever? Nil.")
    std::string_view{"denies"}, std::string_view{"denied"}, std::string_view{"nil"},
    // round 16: the honorific "ji" before a denial ("ji nahi"), which alone is a "yes"
    std::string_view{"ji nahi"}, std::string_view{"ji nahin"}, std::string_view{"ji na"},
    // round 16: an answer that says it ended ("The knee pain? Gone since the injection.")
    std::string_view{"gone"}, std::string_view{"all gone"}, std::string_view{"its gone"},
    std::string_view{"went away"}, std::string_view{"resolved"},
    // round 15: "i can't say i have", "not to my knowledge", "not that i recall"
    std::string_view{"i cant say i have"}, std::string_view{"cant say i have"}, std::string_view{"cant say i do"},
    std::string_view{"not as far as i know"}, std::string_view{"not to my knowledge"},
    std::string_view{"not that i remember"}, std::string_view{"not that i recall"}, std::string_view{"i dont believe so"},
    // an answer that denies by the event's count: "hasn't happened once", "not once"
    std::string_view{"hasnt happened"}, std::string_view{"has not happened"}, std::string_view{"not once"},
    std::string_view{"never once"}, std::string_view{"not even once"},
    // the contrary offered instead: "any weight loss? — if anything i've gained weight"
    std::string_view{"if anything"},
    std::string_view{"\xE0\xA4\xA8\xE0\xA4\xB9\xE0\xA5\x80\xE0\xA4\x82"},  // नहीं
    std::string_view{"\xE0\xA4\xA8\xE0\xA4\xB9\xE0\xA5\x80"},              // नही
    std::string_view{"\xE0\xAE\x87\xE0\xAE\xB2\xE0\xAF\x8D\xE0\xAE\xB2\xE0\xAF\x88"},  // இல்லை
};
inline constexpr std::array positive_answers{
    std::string_view{"yes"},      std::string_view{"yeah"},      std::string_view{"yep"},
    std::string_view{"yup"},      std::string_view{"yah"},       std::string_view{"ya"},
    std::string_view{"haan"},     std::string_view{"han"},       std::string_view{"haa"},
    std::string_view{"ha"},       std::string_view{"ji"},        std::string_view{"ji haan"},
    std::string_view{"haanji"},   std::string_view{"hanji"},     std::string_view{"aamaa"},
    std::string_view{"aama"},     std::string_view{"avunu"},     std::string_view{"hyan"},
    std::string_view{"hoy"},      std::string_view{"ho"},        std::string_view{"sure"},
    std::string_view{"i do"},     std::string_view{"i have"},    std::string_view{"i did"},
    std::string_view{"i am"},     std::string_view{"correct"},   std::string_view{"right"},
    std::string_view{"thats right"}, std::string_view{"uh huh"}, std::string_view{"mm hmm"},
    std::string_view{"mhm"},      std::string_view{"mmhmm"},     std::string_view{"a little"},
    std::string_view{"a bit"},    std::string_view{"little bit"}, std::string_view{"a little bit"},
    std::string_view{"sometimes"}, std::string_view{"occasionally"}, std::string_view{"definitely"},
    std::string_view{"absolutely"}, std::string_view{"i think so"}, std::string_view{"kind of"},
    std::string_view{"sort of"},  std::string_view{"thoda"},   std::string_view{"still there"},
    std::string_view{"still"},    std::string_view{"abhi bhi"}, std::string_view{"ab bhi"},
    std::string_view{"\xE0\xA4\xB9\xE0\xA4\xBE\xE0\xA4\x81"},  // हाँ
    std::string_view{"\xE0\xA4\xB9\xE0\xA4\xBE\xE0\xA4\x82"},  // हां
};
inline constexpr std::array answer_fillers{
    std::string_view{"um"},   std::string_view{"uh"},      std::string_view{"umm"},
    std::string_view{"uhm"},  std::string_view{"hmm"},     std::string_view{"hm"},
    std::string_view{"well"}, std::string_view{"so"},      std::string_view{"oh"},
    std::string_view{"okay"}, std::string_view{"ok"},      std::string_view{"ah"},
    std::string_view{"er"},   std::string_view{"actually"}, std::string_view{"doctor"},
    std::string_view{"doc"},  std::string_view{"and"},     std::string_view{"mm"},
    // round 17: a form's answer label ("Q7. Do you have epilepsy? Answer: never.")
    std::string_view{"answer"}, std::string_view{"ans"},   std::string_view{"reply"},
    // round 19: "Answer given: no", "Response: no"
    std::string_view{"given"}, std::string_view{"response"},
    std::string_view{"sir"},  std::string_view{"maam"},
};
// Round 23: words with which a speaker takes an answer back ("yeah, wait, no"; "no, actually,
// yes"); "actually" is also an answer filler, which only opens an answer.
inline constexpr std::array answer_corrections{
    std::string_view{"wait"}, std::string_view{"actually"}, std::string_view{"sorry"},
    std::string_view{"scratch"}, std::string_view{"hold"},
};
// Round 23: an auxiliary right after "when" makes it the question word ("when did it start?"),
// not the opener of a clause ("when you run, are you wheezing?").
inline constexpr std::array when_question_auxiliaries{
    std::string_view{"did"},   std::string_view{"do"},    std::string_view{"does"},
    std::string_view{"was"},   std::string_view{"were"},  std::string_view{"is"},
    std::string_view{"are"},   std::string_view{"has"},   std::string_view{"have"},
    std::string_view{"had"},   std::string_view{"will"},  std::string_view{"would"},
    std::string_view{"can"},   std::string_view{"could"}, std::string_view{"should"},
    std::string_view{"exactly"}, std::string_view{"roughly"},
};
// Round 23: hesitations a transcript writes between commas, and the words after which such a
// pair of commas cannot be a clause break (drop_interrupting_fillers).
inline constexpr std::array answer_fillers_spoken{
    std::string_view{"um"}, std::string_view{"uh"}, std::string_view{"umm"}, std::string_view{"uhm"},
    std::string_view{"er"}, std::string_view{"erm"}, std::string_view{"hmm"},
};
inline constexpr std::array phrase_openers{
    std::string_view{"can"},   std::string_view{"could"}, std::string_view{"may"},   std::string_view{"might"},
    std::string_view{"will"},  std::string_view{"would"}, std::string_view{"should"}, std::string_view{"must"},
    std::string_view{"is"},    std::string_view{"are"},   std::string_view{"was"},   std::string_view{"were"},
    std::string_view{"be"},    std::string_view{"been"},  std::string_view{"the"},   std::string_view{"a"},
    std::string_view{"an"},    std::string_view{"to"},    std::string_view{"of"},    std::string_view{"cause"},
    std::string_view{"causes"}, std::string_view{"get"},  std::string_view{"give"},  std::string_view{"gives"},
    // round 24: a conjunction ends no clause ("i had gout years ago and , um , it's back")
    std::string_view{"and"},   std::string_view{"but"},   std::string_view{"or"},
};
inline constexpr std::array question_fillers{
    std::string_view{"and"},   std::string_view{"so"},     std::string_view{"okay"},
    std::string_view{"ok"},    std::string_view{"um"},     std::string_view{"uh"},
    std::string_view{"now"},   std::string_view{"also"},   std::string_view{"alright"},
    std::string_view{"all"},   std::string_view{"right"},  std::string_view{"then"},
    std::string_view{"well"},  std::string_view{"great"},  std::string_view{"good"},
};
inline constexpr std::array wh_words{
    std::string_view{"how"},   std::string_view{"hows"},  std::string_view{"what"},
    std::string_view{"whats"}, std::string_view{"when"},  std::string_view{"where"},
    std::string_view{"wheres"}, std::string_view{"why"},  std::string_view{"which"},
    std::string_view{"who"},   std::string_view{"whos"},  std::string_view{"tell"},
    std::string_view{"describe"}, std::string_view{"explain"},
};
inline constexpr std::array yes_no_openers{
    std::string_view{"any"},    std::string_view{"do"},     std::string_view{"does"},
    std::string_view{"did"},    std::string_view{"have"},   std::string_view{"has"},
    std::string_view{"had"},    std::string_view{"are"},    std::string_view{"is"},
    std::string_view{"was"},    std::string_view{"were"},   std::string_view{"can"},
    std::string_view{"could"},  std::string_view{"ever"},   std::string_view{"anything"},
    std::string_view{"anyone"}, std::string_view{"anybody"}, std::string_view{"kya"},
    std::string_view{"koi"},
};
// A label that denies the list after its colon (round 16): "Neg: dysuria, haematuria",
// "ROS negative: fever, chills", "Ruled out: appendicitis (normal USG), UTI"; "out" only
// after "ruled".
inline constexpr std::array negative_labels{
    std::string_view{"neg"},    std::string_view{"negative"}, std::string_view{"negatives"},
    std::string_view{"absent"}, std::string_view{"nil"},      std::string_view{"none"},
    std::string_view{"denies"}, std::string_view{"denied"},   std::string_view{"excluded"},
};
// A field whose whole value is one of these is negated: "Cough: nil".
inline constexpr std::array negative_values{
    std::string_view{"nil"},     std::string_view{"none"},   std::string_view{"no"},
    std::string_view{"denied"},  std::string_view{"denies"}, std::string_view{"absent"},
    std::string_view{"negative"}, std::string_view{"neg"},   std::string_view{"not"},
    std::string_view{"present"}, std::string_view{"nahi"},   std::string_view{"illai"},
    std::string_view{"ledu"},    std::string_view{"nei"},    std::string_view{"naahi"},
};
// Words that stop a "." from ending a sentence.
inline constexpr std::array abbreviations{
    std::string_view{"dr"},  std::string_view{"mr"},  std::string_view{"mrs"},
    std::string_view{"ms"},  std::string_view{"vs"},  std::string_view{"eg"},
    std::string_view{"ie"},  std::string_view{"approx"}, std::string_view{"viz"},
    std::string_view{"st"},  std::string_view{"incl"}, std::string_view{"esp"},  // round 16: "risks explained incl. X, Y"
};
// "non-" negates only these ("non-smoker", "non-tender"); elsewhere it is part of a name
// or a modifier ("non-Hodgkin lymphoma", "non-productive cough", "non-healing ulcer").
inline constexpr std::array negatable_after_non{
    std::string_view{"smoker"},    std::string_view{"smokers"},   std::string_view{"smoking"},
    std::string_view{"diabetic"},  std::string_view{"hypertensive"}, std::string_view{"alcoholic"},
    std::string_view{"drinker"},   std::string_view{"tender"},    std::string_view{"tenderness"},
    std::string_view{"reactive"},  std::string_view{"contributory"}, std::string_view{"asthmatic"},
    std::string_view{"obese"},     std::string_view{"pregnant"},  std::string_view{"icteric"},
};
// "..., okay?", "is that correct?": a statement seeking agreement, not a question about
// the condition.
inline constexpr std::array tag_questions{
    std::string_view{"okay"},  std::string_view{"ok"},    std::string_view{"right"},
    std::string_view{"correct"}, std::string_view{"yes"}, std::string_view{"yeah"},
    std::string_view{"alright"}, std::string_view{"is that correct"}, std::string_view{"is that right"},
    std::string_view{"does that make sense"}, std::string_view{"sound good"},
    std::string_view{"sounds good"}, std::string_view{"all right"},
};

inline constexpr std::array time_units{
    std::string_view{"day"},    std::string_view{"days"},   std::string_view{"d"},
    std::string_view{"week"},   std::string_view{"weeks"},  std::string_view{"wk"},
    std::string_view{"wks"},    std::string_view{"month"},  std::string_view{"months"},
    std::string_view{"mo"},     std::string_view{"year"},   std::string_view{"years"},
    std::string_view{"yr"},     std::string_view{"yrs"},    std::string_view{"hour"},
    std::string_view{"hours"},  std::string_view{"hr"},     std::string_view{"hrs"},
    std::string_view{"din"},    std::string_view{"dino"},   std::string_view{"hafte"},
    std::string_view{"hafta"},  std::string_view{"mahine"}, std::string_view{"saal"},
};
inline constexpr std::array number_words{
    std::string_view{"a"},     std::string_view{"an"},     std::string_view{"one"},
    std::string_view{"two"},   std::string_view{"three"},  std::string_view{"four"},
    std::string_view{"five"},  std::string_view{"six"},    std::string_view{"seven"},
    std::string_view{"eight"}, std::string_view{"nine"},   std::string_view{"ten"},
    std::string_view{"few"},   std::string_view{"several"}, std::string_view{"couple"},
    std::string_view{"ek"},    std::string_view{"do"},     std::string_view{"teen"},
    std::string_view{"char"},  std::string_view{"paanch"}, std::string_view{"many"},
    std::string_view{"last"},  std::string_view{"past"},
};
// "Should I ...", "Should we ...": a question, not a condition ("Should fever develop, ...").
inline constexpr std::array should_not_conditional{
    std::string_view{"i"},   std::string_view{"we"},   std::string_view{"you"}, std::string_view{"he"},
    std::string_view{"she"}, std::string_view{"they"}, std::string_view{"be"},  std::string_view{"not"},
    std::string_view{"have"},
};
// "when he was <one of these>": an age in the past ("when she was twelve", "when I was a
// child"); digits count too.
inline constexpr std::array age_words{
    std::string_view{"a"},        std::string_view{"an"},       std::string_view{"young"},
    std::string_view{"younger"},  std::string_view{"little"},   std::string_view{"small"},
    std::string_view{"two"},      std::string_view{"three"},    std::string_view{"four"},
    std::string_view{"five"},     std::string_view{"six"},      std::string_view{"seven"},
    std::string_view{"eight"},    std::string_view{"nine"},     std::string_view{"ten"},
    std::string_view{"eleven"},   std::string_view{"twelve"},   std::string_view{"thirteen"},
    std::string_view{"fourteen"}, std::string_view{"fifteen"},  std::string_view{"sixteen"},
    std::string_view{"seventeen"}, std::string_view{"eighteen"}, std::string_view{"nineteen"},
    std::string_view{"twenty"},   std::string_view{"thirty"},   std::string_view{"forty"},
    std::string_view{"fifty"},    std::string_view{"sixty"},    std::string_view{"seventy"},
};
// "when she was <one of these>": a period of life then ("when i was pregnant", "when he was in
// the army"; round 24). Not "at": "when i was at work" is an occasion, not a period of life.
inline constexpr std::array life_period_words{
    std::string_view{"in"},       std::string_view{"pregnant"}, std::string_view{"expecting"},
    std::string_view{"breastfeeding"},
};
inline constexpr std::array time_after_unit_not_duration{
    std::string_view{"ago"},  std::string_view{"back"},    std::string_view{"old"},
    std::string_view{"before"}, std::string_view{"earlier"},
};

// Review rv16: Bengali words of round 19's triggers that also spell an English given name or
// surname ("jodi", if; "babar", father's; "mayer", mother's; "meyer", daughter's): after a
// title or before an English verb they are a person ("Mrs Meyer has asthma", "Jodi presents
// with cough"), and context_triggers.cpp makes those phrases pseudo-triggers.
inline constexpr std::array bengali_words_spelling_names{std::string_view{"jodi"}, std::string_view{"babar"},
                                                         std::string_view{"mayer"}, std::string_view{"meyer"}};
inline constexpr std::array name_titles{std::string_view{"mr"}, std::string_view{"mrs"}, std::string_view{"ms"},
                                        std::string_view{"miss"}, std::string_view{"dr"}};
inline constexpr std::array name_subject_verbs{
    std::string_view{"has"},      std::string_view{"had"},       std::string_view{"is"},
    std::string_view{"was"},      std::string_view{"presents"},  std::string_view{"presented"},
    std::string_view{"reports"},  std::string_view{"says"},      std::string_view{"said"},
    std::string_view{"complains"}, std::string_view{"denies"},   std::string_view{"developed"},
    std::string_view{"came"},     std::string_view{"reviewed"}};

template <std::size_t N>
bool in(const std::array<std::string_view, N>& words, std::string_view w) {
  return text::is_one_of(words, w);
}

// `in` for a list fixed at namespace scope (`in<copulas>(w)`): text::is_listed's bit table of
// lengths and first letters turns most words away before any listed word is compared (spd25,
// issue 18: ConText's list tests were most of the extraction's mispredicted branches).
template <const auto& Words>
bool in(std::string_view w) {
  return text::is_listed<Words>(w);
}

// Kin words by gender, for a relative's line label whose line speaks of someone else, and (review
// rv30) for whom a reflexive pronoun may take up.
inline constexpr std::array<std::string_view, 28> female_kin{
    "mother", "mom", "mum", "mummy", "mommy", "mama", "mataji", "maa", "ammi", "sister", "daughter", "grandmother",
    "grandma", "aunt", "niece", "wife", "stepmother", "stepsister", "stepdaughter", "granddaughter", "didi", "behen",
    "bahen", "dadi", "nani", "mausi", "bua", "beti"};
inline constexpr std::array<std::string_view, 24> male_kin{
    "father", "dad", "daddy", "papa", "pitaji", "appa", "nanna", "abbu", "brother", "son", "grandfather", "grandpa",
    "uncle", "nephew", "husband", "stepfather", "stepbrother", "stepson", "grandson", "bhai", "bhaiya", "dada",
    "nana", "chacha"};

}  // namespace cxs::domain::clinical::context_detail
