#pragma once
// Internal to clinical/context_frames.cpp and context_frames_hypothetical.cpp: the word lists
// of the clause frames (definite subjects and their predicates of change, beliefs, copulas,
// conditionals, answers, testing, fears, other people, later endings, and round 13's
// possibility, effect, teaching and evidence frames). Data only; the frames that read them are
// in those files.

#include <array>
#include <string_view>

namespace cxs::domain::clinical::context_detail::frame_vocab {

// Determiners that make a mention definite: the speaker takes it as there.
inline constexpr std::array<std::string_view, 7> definite{"the", "your", "his", "her", "their", "my", "this"};
// What may stand between a definite subject and its predicate of change ("the cough is not
// better", "the rash still has not cleared", "the pain keeps getting worse").
inline constexpr std::array<std::string_view, 20> change_auxiliaries{
    "is",   "are",  "was",    "has",  "have",  "does",    "do",   "did",   "isnt", "hasnt",
    "doesnt", "didnt", "not", "still", "keeps", "getting", "gets", "get",  "any",  "no"};
// A change in degree or an end of the condition: each presupposes that it is there now
// ("if the rash spreads", "has the swelling gone down?"). A recurrence ("comes back",
// "returns") presupposes the opposite and is not here.
inline constexpr std::array<std::string_view, 43> change_predicates{
    "spreads", "spread",   "spreading", "worsens",   "worse",   "worsening", "better",   "improve",
    "improves", "improved", "improving", "persists", "persist", "continues", "continue", "lasts",
    "grows",   "increases", "settle",   "settles",   "settled", "gone",      "go",       "goes",
    "clear",   "cleared",  "resolve",   "resolved",  "eased",   "stopped",   "stays",    "stay",
    "remains", "remain",
    // round 15: what the condition does to the patient now ("if the cough keeps waking him",
    // "whenever the heartburn bothers you")
    "waking",  "wakes",    "bothers",   "bothering", "troubles", "troubling", "flares",  "flaring",
    "disturbs"};
// Of those, the ones a "yes" turns into an end of the condition ("has the rash cleared? yes").
inline constexpr std::array<std::string_view, 8> ending_predicates{"gone",   "go",      "goes",    "cleared",
                                                            "resolved", "stopped", "settled", "clear"};

inline constexpr std::array<std::string_view, 2> belief_verbs{"think", "believe"};
inline constexpr std::array<std::string_view, 3> negated_do{"dont", "doesnt", "didnt"};
// The copula or possession verb of a complement clause ("this is", "it's", "you have").
inline constexpr std::array<std::string_view, 14> copulas{"is", "are", "was", "were", "be", "its", "thats",
                                                   "theres", "has", "have", "had", "got", "s", "been"};
// What may stand between that verb and a predicate noun: articles and hedges, nothing that
// would make the mention something else's object ("anything but", "from", "for").
inline constexpr std::array<std::string_view, 12> predicate_fillers{"a",     "an",     "any",  "some",   "really", "actually",
                                                             "kind",  "sort",   "of",   "truly",  "just",   "the"};
// Nouns that name a condition's role in explaining the problem ("X is not the cause").
inline constexpr std::array<std::string_view, 8> explanation_nouns{"cause",   "reason",  "problem", "issue",
                                                            "culprit", "explanation", "diagnosis", "answer"};
// Pronoun subjects of a conditional's consequent ("if you feel shaky, that is hypoglycemia").
// (round 24: "those are signs of ...", "they could be ...")
inline constexpr std::array<std::string_view, 8> consequent_subjects{"that", "it", "this", "thats", "its",
                                                              "those", "these", "they"};
inline constexpr std::array<std::string_view, 17> consequent_verbs{"is", "could", "may", "might", "would", "means", "can",
                                                            "be", "probably", "are", "mean",
                                                            // review rv22: "if the scar oozes pus, that
                                                            // points to an infection", "that suggests ..."
                                                            "points", "point", "to", "suggests", "suggest",
                                                            "indicates"};
// What the consequent may call the mention before naming it ("those are signs of dehydration").
inline constexpr std::array<std::string_view, 7> consequent_sign_words{"sign", "signs", "symptom", "symptoms",
                                                                "warning", "signal", "signals"};
// Words that open a sentence before its first clause ("and if ...", "okay, should you ...").
inline constexpr std::array<std::string_view, 7> openers{"and", "so", "but", "now", "okay", "ok", "also"};
// The subject right after an inverted "should" ("should you become ...", "should the pain").
inline constexpr std::array<std::string_view, 13> inverted_subject{"you", "he", "she", "they", "it", "we", "i",
                                                            "there", "any", "a", "an", "the", "your"};
inline constexpr std::array<std::string_view, 4> inability{"cant", "cannot", "couldnt", "unable"};
// An answer's report that all is well ("it was normal", "my breathing is fine").
inline constexpr std::array<std::string_view, 9> normal_words{"normal", "fine", "ok", "okay", "clear", "good",
                                                       "alright", "steady", "great"};
inline constexpr std::array<std::string_view, 19> linking_verbs{
    "is",   "was",  "been", "are",  "were", "look",  "looks",  "looked", "feel",  "feels",
    "felt", "seem", "seems", "stayed", "stays", "its", "thats", "theyre", "im"};
// Words that make such an answer partial or affirming ("fine, but ...", "only when ...").
inline constexpr std::array<std::string_view, 16> qualifiers{"but",  "except", "only", "sometimes", "little", "bit",
                                                      "when", "yes",    "yeah", "yep",       "some",   "until",
                                                      "till", "not",    "though", "mostly"};

// Round 12's frames.
// An answer opened by "not" that is no hedge ("not for years", "not since March", "not
// anymore"); "not sure", "not much", "not too bad" are other answers.
inline constexpr std::array<std::string_view, 10> hedges_after_not{"sure", "much", "too", "bad", "only", "always",
                                                            "exactly", "quite", "that", "really"};
// Words that make an answer opened by "not" partial: how often, how much, where or when it
// is there ("not often", "not a lot", "not at rest", "not in the knees", "not every day").
inline constexpr std::array<std::string_view, 14> partial_after_not{"often", "usually", "every", "a", "lot", "at",
                                                             "in", "maybe", "always", "much", "really",
                                                             "during", "while", "after"};
// Verbs of testing that take the patient as object before "for" ("checking her for").
inline constexpr std::array<std::string_view, 14> testing_verbs{"check", "checking", "test", "testing", "screen",
                                                         "screening", "swab", "swabbing", "assess", "assessing",
                                                         "evaluate", "evaluating", "examine", "examining"};
// Round 29: their participles in a present passive ("are screened for").
inline constexpr std::array<std::string_view, 7> tested_participles{"checked", "tested",    "screened", "swabbed",
                                                                    "assessed", "evaluated", "examined"};
inline constexpr std::array<std::string_view, 9> tested_objects{"her", "him", "you", "them", "me", "us", "the", "baby",
                                                         "child"};
// "signs of X include ...": a description of the condition, not a finding.
inline constexpr std::array<std::string_view, 4> sign_nouns{"signs", "sign", "symptoms", "features"};
inline constexpr std::array<std::string_view, 6> describing_verbs{"include", "includes", "are", "can", "may", "would"};
// "afraid of getting X": a fear of what may come.
inline constexpr std::array<std::string_view, 15> fear_words{"afraid", "scared",  "worried", "frightened", "terrified",
                                                      "anxious", "nervous", "concerned", "fearful",
                                                      // round 13: a noun of fear before "is" ("my biggest fear is getting X")
                                                      "fear", "fears", "dread",
                                                      // round 14: "my worry is that ..."
                                                      "worry", "worries", "concern"};
inline constexpr std::array<std::string_view, 5> coming_gerunds{"getting", "developing", "catching", "having", "another"};
// Round 18: gerunds of onset after a kept-off condition ("to stop a pressure ulcer forming").
inline constexpr std::array<std::string_view, 9> onset_gerunds{"forming",   "developing", "starting", "setting",
                                                               "occurring", "happening",  "recurring", "returning",
                                                               "coming"};
// Round 18: subordinators of reason that may open a clause before its subject ("as X is a risk").
inline constexpr std::array<std::string_view, 3> reason_subordinators{"as", "since", "because"};
// Round 18: words of a count of years ("in five or ten years", "in a few years").
inline constexpr std::array<std::string_view, 26> year_count_words{
    "two",   "three",  "four",  "five",  "six",    "seven",  "eight", "nine",  "ten",
    "fifteen", "twenty", "thirty", "forty", "fifty", "few",   "couple", "of",   "or",
    "to",    "a",      "several", "many", "some",  "next",  "coming", "another"};
// Someone else as the subject: an indefinite person or a group the patient belongs to.
inline constexpr std::array<std::string_view, 14> indefinite_people{"child", "kid", "boy", "girl", "man", "woman",
                                                             "person", "colleague", "coworker", "classmate",
                                                             "friend", "neighbour", "neighbor", "student"};
inline constexpr std::array<std::string_view, 8> groups_of_people{"office", "class", "school", "team", "ward", "daycare",
                                                           "nursery", "workplace"};
// Review rv15: ordinals and superlatives that count a condition's episodes over a span up to now
// ("first seizure in two years", "third UTI in two years", "worst flare in ten years").
inline constexpr std::array<std::string_view, 12> episode_ordinals{"first",  "second", "third", "fourth", "fifth",
                                                                   "sixth",  "only",   "worst", "last",   "latest",
                                                                   "another", "nth"};
// Round 18: people counted or quantified as a subject ("Two residents on her corridor have flu",
// "some toddlers with high temperatures have a febrile seizure"): others, or people in general.
inline constexpr std::array<std::string_view, 22> plural_people{
    "children", "kids",     "boys",     "girls",   "men",       "women",     "people",  "colleagues",
    "coworkers", "classmates", "friends", "neighbours", "neighbors", "students", "residents", "patients",
    "toddlers", "babies",   "infants",  "adults",  "contacts",  "others"};
// The quantifiers and numerals that count them (a bare plural is left alone: "kids get croup").
inline constexpr std::array<std::string_view, 19> people_counts{
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "some", "many", "most",
    "few", "other", "both", "certain", "dozen", "couple"};
// Round 18: an indefinite "a patient" / "another resident" is someone else ("a patient known to
// have hepatitis C"); "the patient" stays the patient.
inline constexpr std::array<std::string_view, 4> indefinite_patients{"patient", "resident", "toddler", "baby"};
// Round 18: an emphatic reflexive after a condition ("she has a fever herself") sets its subject
// against someone else named before: the caller, the carer, the parent who speaks.
inline constexpr std::array<std::string_view, 3> reflexives{"herself", "himself", "themselves"};
// The people a note names besides the patient who may be that subject (relatives and the
// experiencer lexicon's others are read too).
inline constexpr std::array<std::string_view, 10> informant_roles{"caller", "babysitter", "carer", "caregiver",
                                                                  "nanny", "attendant", "informant", "escort",
                                                                  "guardian", "childminder"};
inline constexpr std::array<std::string_view, 8> having_verbs{"has",    "have", "had",  "got",
                                                          "caught", "with",
                                                          // round 21: "a patient known to carry hepatitis B"
                                                          "carry",  "carries"};
// Round 21: words that place a person beside the patient ("the child in bay 4 opposite").
inline constexpr std::array<std::string_view, 6> beside_words{"opposite", "next",      "adjacent",
                                                         "across",   "neighbouring", "nearby"};
// Review rv18: the pronouns that may stand for the patient after "next to" / "across from".
inline constexpr std::array<std::string_view, 6> beside_pronouns{"me", "him", "her", "us", "you", "them"};
// A later clause that ends what the sentence said before it ("..., but that has lifted").
inline constexpr std::array<std::string_view, 11> ended_words{"lifted", "cleared", "gone",     "resolved",
                                                       "settled", "healed", "passed", "stopped",
                                                       "subsided", "over", "faded"};
// What a copula may say of a condition's presence before "until" ("were a problem until ...").
inline constexpr std::array<std::string_view, 14> presence_predicates{
    "a", "an", "real", "big", "problem", "issue", "nuisance", "bad", "frequent", "troublesome", "constant", "severe",
    "daily", "regular"};
// Round 29 (context_defaults.cpp): the words that govern a mention as a supposition or a purpose
// ("whether" is not one: "not sure whether it's asthma" doubts what is there now), and the cue
// words of that default besides the modals ("case" of "in case", "so" of "so that").
inline constexpr std::array<std::string_view, 8> supposing_words{"if",    "unless",  "lest", "prevent",
                                                                 "avoid", "against", "agar", "incase"};
inline constexpr std::array<std::string_view, 2> supposing_cues{"case", "so"};
// Round 29: nouns of a recurrence whose absence closes an episode ("no recurrence", "no further
// episodes"), participles of an end that may close a clause of their own ("..., resolved"), and
// the cue words of the episode-summary default.
inline constexpr std::array<std::string_view, 8> recurrence_nouns{"recurrence", "recurrences", "episodes", "episode",
                                                                  "attacks",    "attack",      "relapse",  "relapses"};
inline constexpr std::array<std::string_view, 7> end_participles{"resolved", "healed", "cleared",  "settled",
                                                                 "recovered", "cured", "subsided"};
inline constexpr std::array<std::string_view, 2> summary_cues{"since", "back"};
// Participles of a repair, removal or cure done to the condition: it is over
// (context_defaults_past.cpp, fixed_after).
inline constexpr std::array<std::string_view, 14> fixed_participles{
    "removed",  "excised",   "stripped", "repaired",  "resected", "operated", "eradicated",
    "cured",    "reverted",  "corrected", "decompressed", "ligated", "drained", "ablated"};
// Round 31 (context_defaults_generic.cpp): the cue words of the general-statement and
// policy-terms defaults.
inline constexpr std::array<std::string_view, 18> general_cues{"tends",  "tend",   "spreads", "spread", "caused",
                                                               "carried", "transmitted", "common", "likely", "rare",
                                                               "can",    "shows",  "show",    "runs",
                                                               // review rv30: degrees of frequency ("commonest in")
                                                               "commonest", "commoner", "rarer", "rarest"};
inline constexpr std::array<std::string_view, 8> terms_cues{"payable",   "benefit", "benefits", "insured",
                                                            "insurance", "insurer", "policy",   "premium"};
inline constexpr std::array<std::string_view, 7> anyone_cues{"anyone", "anybody", "everyone", "everybody",
                                                             "whoever", "any",     "every"};
// Round 32 (context_defaults_foretold.cpp): the cue words of the foretold defaults.
inline constexpr std::array<std::string_view, 30> foretold_cues{
    "likely",  "likelier",  "catch",    "detect",    "spot",     "pick",      "identify", "mat",
    "can",     "could",     "may",      "might",     "area",     "areas",     "zone",     "zones",
    "region",  "regions",   "country",  "countries", "district", "districts", "reported", "described",
    "linked",  "associated", "cannot",  "allowed",   "permitted", "forbidden"};
// Round 33 (context_defaults_history.cpp): the cue words of the past-episode defaults (an end, a
// bound, an age; a delivery), the verbs of a treatment after which a part is normal again (and
// "caught" of "has caught up"), and the words of a return.
inline constexpr std::array<std::string_view, 8> history_cues{"longer", "gone",  "disappeared", "vanished",
                                                              "until",  "till",  "age",         "aged"};
inline constexpr std::array<std::string_view, 6> delivery_cues{"delivery", "birth", "caesarean", "baby", "son", "daughter"};
inline constexpr std::array<std::string_view, 17> return_cues{"back",       "again",   "worsened",     "progressed",
                                                             "deteriorated", "recurrence", "relapse", "reactivation",
                                                             "recurrences",  "phir",
                                                             // round 36: Hindi "fir se", "dobara", "wapas"
                                                             "fir", "dobara", "wapas",
                                                             // review rv34: a new onset elsewhere after an end
                                                             "started", "spread", "appeared", "begun"};
inline constexpr std::array<std::string_view, 10> treatment_cues{"treated",   "responded", "given",   "took",
                                                                 "received",  "completed", "managed", "needing",
                                                                 "needed",    "caught"};
// Round 34 (context_defaults_negation.cpp): the cue words of the negation-scope defaults: a
// negative result after a field's label ("DVT: scan negative"), a negative finding opening a
// field's value ("absent", "not seen on otoscopy"), a Y/N box ("(Y/N): N", "Yes ☑ No"), and the
// present side: a denied agent of relief ("nothing touched the migraine") and "never ... before"
// this episode.
inline constexpr std::array<std::string_view, 26> negation_cues{
    "negative", "ve",      "detected", "nonreactive", "reactive", "excluded", "absent",   "seen",
    "present",  "y/n",     "yes/no",
    "found",    "heard",   "palpable", "yes",         "before",   "touched",  "touches",  "helped",
    "helps",    "relieved", "eased",   "shifted",     "settled",  "worked",   "elicited"};
// Round 35 (context_defaults_advice.cpp): the cue words of the advice defaults: Hindi relatives of
// persons, verbs of asking, adverbs of what is usual, nouns of protection, modals of a rule, and
// "who" (a relative clause of an indefinite bearer); the Hindi habitual; verbs of finding.
inline constexpr std::array<std::string_view, 48> advice_cues{
    "jinko",    "jinhe",    "jinke",     "jisko",     "jise",     "asks",    "asked",   "asking",
    "wonders",  "wondered", "wondering", "enquires",  "enquired", "queries", "queried", "know",
    "often",    "usually",  "typically", "generally", "commonly", "probably", "jab",    "jabs",
    "booster",  "boosters", "certificate", "exposure", "must",     "who",     "hota",    "hoti",
    "hote",     "banta",    "banti",     "bante",     "jata",     "jaata",   "jati",    "jaati",
    "alert",    "diagnose", "detect",    "spot",      "pick",     "identify", "catch",   "screen"};
// Round 36 (context_defaults_closing.cpp): the cue words of the defaults of a later clause: an end
// with its subject left out ("..., over within two days", "..., no longer visible", "..., never
// again", "..., well for four years", "leg back to normal", "cleared before discharge") and a
// present verb of using a treatment ("..., uses CPAP every night"; in_use_after).
inline constexpr std::array<std::string_view, 16> closing_cues{
    "over",  "longer", "never", "well",  "fine",  "normal",   "baseline", "before",
    "uses",  "using",  "takes", "wears", "needs", "requires", "relies",   "asymptomatic"};
inline constexpr std::array<std::string_view, 6> well_words{"fine", "well", "okay", "ok", "normal", "recovered"};
inline constexpr std::array<std::string_view, 8> past_markers{"had", "was", "were", "got", "caught", "suffered",
                                                       "struggled", "developed"};

// Round 13's frames.
// "could mean a stroke", "may indicate X", "can be a sign of X": a possibility modal and a verb
// of meaning.
inline constexpr std::array<std::string_view, 8> meaning_verbs{"mean",  "indicate", "signal", "signify",
                                                        "point", "suggest",  "spell",  "be"};
inline constexpr std::array<std::string_view, 4> modal_possibility{"can", "could", "may", "might"};
// Determiners that make a subject indefinite or generic ("A drooping face could mean ...").
inline constexpr std::array<std::string_view, 4> indefinite_determiners{"a", "an", "any", "every"};
// Round 20: determiners and pronouns that make a subject the patient's own or this one.
inline constexpr std::array<std::string_view, 20> definite_determiners{
    "the", "this", "that", "these", "those", "his", "her", "my",  "your", "their",
    "its", "our", "patients", "pts", "it", "he", "she", "they", "which", "who"};
// "X is a (known, common) side effect / risk / complication of ...".
inline constexpr std::array<std::string_view, 10> effect_nouns{"effect", "effects", "risk", "risks", "complication",
                                                        "complications", "hazard",
                                                        // round 21: "heat stroke is the big danger there"
                                                        "danger", "dangers", "threat"};
inline constexpr std::array<std::string_view, 25> effect_fillers{"a",       "an",       "known",  "common", "rare",
                                                          "possible", "serious", "recognised", "recognized",
                                                          "well",    "main",     "major",  "side", "frequent",
                                                          // round 18: "osteoporosis is a real risk"
                                                          "real",    "big",      "genuine", "definite",
                                                          // round 20: "lactic acidosis is the rare but
                                                          // serious hazard"
                                                          "the",     "but",      "small",   "slight",
                                                          // review rv26: "wound infection is the
                                                          // commonest complication"
                                                          "commonest", "most",   "biggest"};
inline constexpr std::array<std::string_view, 5> effect_copulas{"is", "are", "can", "may", "be"};
// Verbs of teaching or discussing a topic ("we talked about", "counselled her on").
// Round 25 (ctx26): and of understanding a topic so taught ("she understands the link with
// lung cancer"); an owned topic stays the patient's ("understands her diabetes").
inline constexpr std::array<std::string_view, 21> teaching_verbs{
    "explained", "explain",  "discussed", "discuss", "talked",  "talk",     "counselled", "counseled",
    "counsel",   "educated", "educate",   "taught",  "teach",   "went",     "go",         "informed",
    "understands", "understand", "understood",
    // review rv23: "advised about wound infection", "advised on the signs of sepsis"
    "advised", "advise"};
// (round 16: "including" / "incl." a list of what was explained: "risks explained incl. mouth
// ulcers, neutropenia")
// (round 25, ctx26: "the link with / between", a relation taught)
inline constexpr std::array<std::string_view, 10> topic_prepositions{"about", "on",  "regarding", "over",
                                                              "to",    "of",  "including", "incl",
                                                              "with", "between"};
// What may stand between the verb and the topic: an object, an article, "the signs of".
inline constexpr std::array<std::string_view, 26> topic_fillers{
    "her",  "him", "them", "you",      "the",   "patient", "family", "husband", "wife", "parents",
    "signs", "symptoms", "warning", "risks", "what", "a",
    // round 15: "we talked about the possibility / risk / chance of a stroke"
    "possibility", "possibilities", "risk", "chance", "chances", "danger",
    // round 25 (ctx26): "explained the link with lung cancer", "the connection to"
    "link", "links", "connection", "association"};
// Round 15: a time in the future right after the mention dates it there ("a heart attack down
// the road", "a stroke within the next year"), as a time in the past dates one to the past.
// Each phrase as its words; the frame matches one right after the mention.
inline constexpr std::array<std::string_view, 9> future_time_phrases{
    "down the road", "down the line", "in the future", "in the long run", "in years to come",
    "in the years to come", "in the coming years", "within the next year", "in the next few years"};
inline constexpr std::array<std::string_view, 8> future_time_cues{"road", "line", "future", "long", "next",
                                                            // round 18: "in five or ten years"
                                                            "years", "decades", "yrs"};
// "Nothing in the history points to asthma", "nothing to suggest pneumonia".
inline constexpr std::array<std::string_view, 14> indicating_verbs{"points", "point", "suggests", "suggest", "indicates",
                                                            "indicate", "supports", "support", "favours",
                                                            "favors", "pointing", "suggesting",
                                                            // round 17: "nothing on examination that says pneumonia"
                                                            "says", "say"};
inline constexpr std::array<std::string_view, 2> nothing_words{"nothing", "none"};
// Round 16: infinitives after "signs of X" that make them a lesson ("signs of dehydration to
// look out for").
inline constexpr std::array<std::string_view, 8> watching_infinitives{"look",      "watch",     "report", "know",
                                                                "recognise", "recognize", "remember", "spot"};
// Round 16: habits and exposures that open a sentence as its subject ("Smoking ...", "Taking these
// painkillers ..."), and the present verbs after which what they bring is named.
inline constexpr std::array<std::string_view, 12> habit_gerunds{"smoking", "drinking", "taking",  "skipping",
                                                          "eating",  "chewing",  "vaping",  "missing",
                                                          "using",   "sitting",  "lifting", "stopping"};
inline constexpr std::array<std::string_view, 16> habit_verbs{"is",      "are",    "invites", "raises", "causes",
                                                        "leads",   "brings", "gives",   "means",  "puts",
                                                        "increases", "doubles", "triggers", "can",  "may", "will"};
// Round 25 (ctx26): adjectives of a habit's measure before its gerund ("heavy drinking",
// "regular smoking"; context_subject.cpp).
inline constexpr std::array<std::string_view, 6> habit_measures{"heavy", "regular", "excessive",
                                                                "binge", "daily", "frequent"};
// Round 16 (context_subject.cpp).
// Words of the predicates subject_ended reads ("used to", "no longer", "was there ... only").
inline constexpr std::array<std::string_view, 4> subject_predicate_cues{"used", "longer", "only", "been"};
// Predicates of what a condition is like in general, as a danger: "X is dangerous", "X once it
// starts is fatal", "measles is contagious". Not a frequency ("fatigue is common after flu",
// "nausea is the usual complaint"): a doctor says that to explain the patient's own symptom.
inline constexpr std::array<std::string_view, 10> generic_predicates{
    "dangerous", "fatal",    "deadly",     "preventable", "treatable",
    "lethal",    "contagious", "infectious", "hereditary",  "catching"};
// Round 24: how often a quantity of it comes, closing the clause ("some nausea is common , so
// ..."); only after "some" or "a little": a bare or owned subject with these words explains
// the patient's own symptom (round 16: "Nausea is the usual complaint with this drug"). Not
// "normal", said of what the patient has ("some swelling is normal"); "is expected" is a
// trigger of the lexicon.
inline constexpr std::array<std::string_view, 3> frequency_predicates{"common", "usual", "typical"};
// Probe round 17: present verbs of the harm a condition does in general, said of a bare subject
// ("Years of high sugar damage the kidneys", "Obesity raises the risk of diabetes").
inline constexpr std::array<std::string_view, 14> harm_verbs{
    "damage", "damages", "harm",  "harms",  "strain",   "strains",  "weaken",
    "weakens", "raise",  "raises", "cause", "causes", "increase", "increases"};
// Round 20: modals of a generic predicate after "a"/"an" ("a seizure while swimming could be fatal").
inline constexpr std::array<std::string_view, 6> generic_modals{"can", "could", "would", "may", "might", "will"};
// Review rv26: what a generic subject would need, or how it shows ("a chest infection would need
// antibiotics", "cellulitis shows up as redness"): the words that let that frame run.
inline constexpr std::array<std::string_view, 4> generic_need_words{"need", "require", "shows", "show"};
// Review rv27: a condition offered as an explanation ("a UTI would explain her confusion",
// "pneumonia could account for the fever"): the verbs that let that frame run.
inline constexpr std::array<std::string_view, 2> explaining_verbs{"explain", "account"};
// Round 20: "X cannot be treated / cured / reversed" (said of a condition in general).
inline constexpr std::array<std::string_view, 4> incurable_participles{"treated", "cured", "reversed", "undone"};
// Verbs (and a particle) of averting or screening that make a cleft's complement a goal.
inline constexpr std::array<std::string_view, 20> averting_words{
    "avoid", "avoiding", "prevent", "preventing", "ahead", "catch", "catching", "screen",
    "screening", "detect", "detecting", "guard", "spot", "spotting", "ward", "head",
    "watch", "watching", "monitor", "monitoring"};
// Nouns of evidence after "no" as a subject of indicating (round 16).
inline constexpr std::array<std::string_view, 10> evidence_nouns{"features", "feature", "signs", "sign", "evidence",
                                                           "findings",  "finding", "symptoms", "clues", "suggestion"};
// What says a condition in an "if" clause comes again rather than goes on ("if your chest
// pain comes back"): not presupposed.
inline constexpr std::array<std::string_view, 9> recurrence_words{"back", "again", "returns", "return", "recurs",
                                                          "recur", "starts", "start", "happens"};
// A predicate of level says the mention names a measure, not a condition ("if your sugar
// drops", "if your pressure runs high"): not presupposed.
inline constexpr std::array<std::string_view, 12> level_words{"drops", "drop", "falls", "fall", "rises", "rise",
                                                      "runs", "run", "spikes", "high", "low", "up"};

// Round 15's frames.
// Verbs that keep a condition off ("keep X away", "protect her bones from X", "keep him out of
// heart failure", "spare her from another stroke").
inline constexpr std::array<std::string_view, 18> shield_verbs{"keep",    "keeps",   "keeping", "protect", "protects",
                                                        "protecting", "shield", "shields", "spare",  "spares",
                                                        "save",    "saves",
                                                        // "stop her getting another pneumonia"
                                                        "stop",    "stops",   "stopping", "prevent", "prevents",
                                                        "preventing"};
// Nouns of what may come, as the subject of "is" with what they are said of ("the danger with
// uncontrolled pressure is a stroke", "the main risk of surgery here is bleeding").
inline constexpr std::array<std::string_view, 6> possessive_pronouns_of_owner{"his", "her", "my", "your", "their",
                                                                       "our"};
inline constexpr std::array<std::string_view, 10> risk_clause_breaks{"but", "so", "because", "which", "that", "has",
                                                              "have", "had", "she", "he"};
inline constexpr std::array<std::string_view, 5> outcome_risk_nouns{"risk", "risks", "danger", "dangers", "hazard"};
// What follows the kept-off condition ("keep X away", "keep X off").
inline constexpr std::array<std::string_view, 2> kept_off_particles{"away", "off"};
// Words of a past consideration ("we considered X", "X was on the list").
inline constexpr std::array<std::string_view, 14> consideration_words{"considered", "wondered", "entertained", "list",
                                                              // review rv20: a belief reported ("He
                                                              // thinks he has a hernia but none found")
                                                              "thinks", "believes", "believed",
                                                              // round 18: "thought it was X but ..."
                                                              "thought",
                                                              // review rv19: "Stroke was queried on the
                                                              // CT, but the MRI is normal"
                                                              "queried", "questioned",
                                                              // "puts X to rest", "laid X to rest"
                                                              "put", "puts", "laid", "lays"};
// A contrast or a limit that introduces the result ("..., but the D-dimer was normal", "...
// until the serology came back negative").
inline constexpr std::array<std::string_view, 4> contrast_words{"but", "until", "however", "till"};
// A result that went against the diagnosis.
inline constexpr std::array<std::string_view, 12> against_results{"negative", "normal", "low", "clear", "clean",
                                                          "unremarkable", "reassuring", "absent", "excluded",
                                                          // round 18: "but the colonoscopy was fine"
                                                          "fine",
                                                          // review rv20: "but none found on exam",
                                                          // "but nothing on the scan"
                                                          "none", "nothing"};

}  // namespace cxs::domain::clinical::context_detail::frame_vocab
