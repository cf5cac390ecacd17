#pragma once
// Internal to clinical/context*.cpp: the word lists of round 14's time readings (which
// historical triggers are a time in the past, which are only a past tense, which words end an
// episode's dating, and the verbs of diagnosis or onset). Data only; context_course.cpp and
// the trigger index (context_triggers.cpp) read them. See docs/accuracy.md, round 14.

#include <array>
#include <string_view>

namespace cxs::domain::clinical::context_detail::course_vocab {

// A historical trigger holding one of these words places the mention at a time in the past
// ("years ago", "last winter", "as a child", "at the age of", "in college", "pichle saal",
// "bachpan mein"); without one it is an end ("resolved", "outgrew", "none since") or a label
// ("history of").
inline constexpr std::array<std::string_view, 71> time_words{
    "ago",       "back",     "last",     "year",     "years",   "yr",       "yrs",      "month",   "months",
    "age",       "aged",     "child",    "childhood", "kid",    "teens",    "teenager", "teen",    "infant",
    "infancy",   "newborn",  "baby",     "toddler",  "young",   "college",  "school",   "university", "uni",
    "twenties",  "thirties", "youth",    "winter",   "summer",  "spring",   "autumn",   "winters", "summers",
    "decade",    "decades",  "past",     "pehle",    "pichle",  "pichhle",  "bachpan",  "schoolboy", "schoolgirl",
    "girl",      "boy",      "student",  "before",   "remote",  "life",     "mahine",   "saal",    "growing",
    // round 15: later life decades, Hindi seasons ("in his forties", "pichli garmi mein")
    "forties",   "fifties",  "sixties",  "seventies", "pichli", "garmi",    "sardi",    "barsaat",
    // round 17: Tamil "chinna vayasula" (in childhood)
    "vayasula",  "vayasil",
    // round 19: Bengali "gato bochhor" (last year), "chhotobelay" (in childhood), "aage" (before);
    // Tamil "padikkum bodhu" (while at school)
    "bochhor", "bochor", "chhotobelay", "chotobelay", "aage", "bodhu", "podhu"};
// ... unless the phrase also holds one of these: a history label or an end dated by its limit
// ("past history of", "till the age of 10": it ended then).
inline constexpr std::array<std::string_view, 9> not_time_words{"history", "h/o", "hx", "pmh", "till", "until",
                                                                "medical", "normal", "baseline"};
// A Hindi past tense is neither a time nor an end ("2018 mein pata chala tha": the "tha" only
// puts the finding in the past): a phrase of these words alone.
inline constexpr std::array<std::string_view, 18> tense_words{"tha", "thi", "the",  "hua", "hui",
                                                              "huyi", "gaya", "gayi", "gai", "gaye",
                                                              // round 17: Tamil "was there"
                                                              "irundhuchu", "irundhadhu", "irunthuchu",
                                                              // round 19: Bengali "had happened", "was"
                                                              "hoyechhilo", "hoyechilo", "hoechhilo",
                                                              "chhilo", "chilo"};
// Words that put the clause back in the present or open a new one between a time in the past
// and a mention it would date ("Pneumonia in 2019, now a cough": the cough is now).
// A predicate of the present state ("worse over the last month", "ongoing since") as well.
inline constexpr std::array<std::string_view, 24> present_time_words{
    "now",    "currently", "presently", "today",   "tonight",    "again",      "still",   "since",
    "recently", "but",     "however",   "although", "though",    "ab",         "abhi",    "phir",
    "dobara", "lately",    "worse",     "worsening", "increasing", "ongoing",  "persistent", "continuing"};
// Verbs of diagnosis or onset: the time they carry is when the condition began, not when it
// was ("diagnosed with asthma at eight", "HTN diagnosed 2017", "sugar 2018 mein pata chala").
inline constexpr std::array<std::string_view, 10> onset_verbs{"diagnosed", "diagnose", "found",    "detected", "detect",
                                                              "discovered", "developed", "pata",   "picked", "told"};

// A month named after "in"/"during" is a time in the past for an episode's dating ("The
// pneumonia she had in March"); after "since" or "from" it is a duration and not read.
inline constexpr std::array<std::string_view, 21> month_names{
    "january", "february", "march", "april",     "may",      "june",    "july",
    "august",  "september", "october", "november", "december", "jan",   "feb",
    "mar",     "apr",      "jun",     "jul",       "aug",      "sept",  "oct"};
// Hindi perfects that put a clause in the past ("school ke time pe ho chuka hai", "do baar
// malaria ho gaya tha"): the verb closes an SOV clause, so it reaches back to the clause's
// start like "nahi" does.
inline constexpr std::array<std::string_view, 13> hindi_perfect_words{
    "chuka", "chuki", "chuke", "hua", "hui", "huyi", "gaya", "gayi", "gai", "gaye",
    // round 20: "nikla tha" (had come out: a rash, chickenpox), read only with "tha/thi/the"
    // (context_lexicon_history.hpp); "aaj daane nikle hain" is now
    "nikla", "nikli", "nikle"};

// The nouns of a temporal conjunction ("the moment", "the minute", "the day ... appears"): in an
// instruction its article determines the time, not the mention after it.
inline constexpr std::array<std::string_view, 6> temporal_conjunction_nouns{"moment", "minute", "second",
                                                                            "instant", "day",   "time"};

// A time clause with a subject of its own ("before he started school", "when she began
// college"): its verb of onset is not the mention's.
inline constexpr std::array<std::string_view, 6> personal_subjects{"he", "she", "i", "we", "they", "you"};
inline constexpr std::array<std::string_view, 7> time_subordinators{"before", "after", "when",  "until",
                                                                    "till",   "once",  "by"};

// The clinician's naming in a conditional's consequent ("..., we will call it hypertension",
// "..., I'd label it a migraine"): its subject (the tokeniser drops the apostrophe of "we'll",
// "I'd"), modal, verb and what may stand before the name. Not "the": "we will treat the
// pneumonia" is the patient's.
inline constexpr std::array<std::string_view, 10> naming_subjects{"we", "i", "they", "doctors", "well", "wed",
                                                                  "ill", "id", "theyll", "theyd"};
inline constexpr std::array<std::string_view, 6> naming_contractions{"well", "wed", "ill", "id", "theyll", "theyd"};
inline constexpr std::array<std::string_view, 6> naming_modals{"will", "would", "might", "may", "could", "can"};
// (round 24: a clinician's thinking in the consequent, "we'd be thinking appendicitis", "i'd be
// worried about a clot")
inline constexpr std::array<std::string_view, 13> naming_verbs{"call",     "label", "diagnose", "consider",
                                                              "classify", "name",  "class",    "thinking",
                                                              "think",    "suspect", "worried", "concerned",
                                                              "considering"};
inline constexpr std::array<std::string_view, 11> naming_objects{"it", "this", "that", "you", "her", "him",
                                                                 "them", "as", "with", "case", "about"};

// Named times of the year ("at Diwali", "last Christmas", "during Eid") and the words that make
// them a time then rather than a coming one ("this Diwali", "next Christmas" are not).
inline constexpr std::array<std::string_view, 12> named_times{"diwali", "holi", "christmas", "eid",   "easter",
                                                              "navratri", "pongal", "onam", "thanksgiving",
                                                              "ramadan", "ramzan", "dussehra"};
inline constexpr std::array<std::string_view, 7> named_time_before{"at", "during", "last", "over", "around",
                                                                   "before", "after"};
// "the year my father died", "that year we moved": a year told by what happened then.
inline constexpr std::array<std::string_view, 12> clause_subjects{"my",  "his", "her", "their", "our", "we",
                                                                  "i",   "he",  "she", "they",  "your", "you"};
// Quantifiers of a group of people ("some people", "many patients").
inline constexpr std::array<std::string_view, 7> group_quantifiers{"some", "many", "most", "few", "several",
                                                                   "certain", "all"};

// Counts after "in the past" that make it a period up to now ("in the past couple of months").
inline constexpr std::array<std::string_view, 14> period_counts{"couple", "few",  "several", "two",   "three",
                                                                "four",   "five", "six",     "month", "months",
                                                                "year",   "years", "week",   "weeks"};

// A verb of change in the present or bare ("a cold that turns into pneumonia", "to progress to
// kidney failure"): what it changes into is an outcome that may come. The past ("turned into",
// "progressed to") reports one; "-ing" ("is turning into") one under way: neither is here.
inline constexpr std::array<std::string_view, 14> change_verbs{
    "turns", "turn", "progresses", "progress", "develops", "develop", "evolves",
    "evolve", "changes", "change", "converts", "convert", "transforms", "transform"};
// What may stand between the preposition and the mention ("into a full-blown infection").
inline constexpr std::array<std::string_view, 6> change_target_fillers{"a", "an", "full", "blown", "proper",
                                                                       "frank"};
// A modal perfect of change ("would have become sepsis"): the participles and the modals.
inline constexpr std::array<std::string_view, 5> changed_participles{"become", "turned", "progressed", "developed",
                                                                     "evolved"};
inline constexpr std::array<std::string_view, 8> counterfactual_modals{"would", "could", "might", "may",
                                                                       "should", "wouldve", "couldve", "mightve"};
// A fear with a complement clause ("scared he will have a stroke", "my worry is that ...").
inline constexpr std::array<std::string_view, 15> fear_clause_words{
    "afraid", "scared",  "worried", "frightened", "terrified", "anxious", "nervous", "concerned",
    "fearful", "fear",   "fears",   "dread",      "worry",     "worries", "concern"};
// (The tokeniser drops the apostrophe: "he'll" is "hell", "I'll" "ill"; only read inside a
// fear's complement.)
inline constexpr std::array<std::string_view, 14> fear_clause_modals{
    "will", "would", "might", "may", "could", "going", "gonna",
    "ill",  "youll", "hell",  "shell", "well", "theyll", "itll"};

// A "when" question about the last episode or the end ("when was your last seizure?", "when did
// the vertigo stop?"): a time in the past in the answer dates the end.
inline constexpr std::array<std::string_view, 10> last_or_end_words{"last", "stop", "stopped", "end", "ended",
                                                                    "clear", "cleared", "settle", "settled", "resolve"};

}  // namespace cxs::domain::clinical::context_detail::course_vocab
