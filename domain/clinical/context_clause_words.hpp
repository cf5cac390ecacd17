#pragma once
// Internal to clinical/context_clauses.cpp, context_clause_mood.cpp and
// context_sentence_marks.cpp: the word lists of the clause-level ConText rules (moods,
// tenses, times, generic and household people, instructions, section labels, Hindi clause
// words). Data only; the rules that read them are in those files.

#include <array>
#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/text/key_probe.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::context_detail::clause_vocab {

// "hoga", "jayenge", "badhegi", "khaoge", "karunga": the shape of a Hindi future (its
// endings all have "g" before the last letter), checked before the endings themselves.
inline bool hindi_future_shape(std::string_view w) { return w.size() >= 4 && w[w.size() - 2] == 'g'; }


// "last attack/episode/seizure ... was ...", "last one eight years ago": the most recent
// episode dated in the past makes the condition historical; "last night", "in the last
// three days", "last attack yesterday" do not.
inline constexpr std::array<std::string_view, 11> recent_words{"yesterday", "today", "tonight", "night", "morning",
                                                        "day", "days", "week", "hours", "hour", "abhi"};

inline constexpr std::array<std::string_view, 12> instruction_openers{"you", "then", "call", "come", "take", "stop",
                                                               "inform", "tell", "contact", "rest", "go", "use"};

inline constexpr std::array<std::string_view, 12> episode_nouns{"attack", "attacks", "episode", "flare", "bout", "one",
                                                        "fit", "time", "relapse", "recurrence", "occurrence",
                                                        "spell"};

// Modal auxiliaries of a future or a possibility. "can" is apart (clause_trigger): after a
// person it states a habit ("I can get bad migraines"). The contractions keep their own
// spelling ("youll"); "well" and "ill" ("we'll", "I'll") are words of their own, left out.
inline constexpr std::array<std::string_view, 10> irrealis_modals{"will", "would", "shall", "might", "may", "could",
                                                           "wont", "wouldnt", "youll", "theyll"};
// Words that may stand between the modal and its verb ("will in time harm", "may also cause").
inline constexpr std::array<std::string_view, 14> modal_adverbs{"also", "then", "probably", "eventually", "likely",
                                                         "soon", "later", "slowly", "certainly", "definitely",
                                                         "surely", "sometimes", "in", "time"};
// The modal's verb when the mention after it is an existing problem being managed or a
// hedge: "we will treat the pneumonia", "this will help your cough", "may be asthma"
// (uncertain, in the lexicon), "might have", "would like".
inline constexpr std::array<std::string_view, 51> managing_verbs{
    "do", "represent", "reflect", "indicate", "mean", "point", "show", "turn", "favour", "fit",
    "be",       "have",    "treat",    "treating", "manage",  "control",  "monitor",  "continue", "check",
    "test",     "evaluate", "assess",  "review",   "follow",  "discuss",  "refer",    "explain",  "examine",
    "send",     "order",    "recommend", "suggest", "like",   "want",     "need",     "prescribe", "start",
    "stop",     "help",     "improve", "relieve",  "ease",    "cure",     "heal",     "clear",    "fix",
    "address",  "take",     "look",    "keep",
    // review rv30: "would benefit from pulmonary rehab for COPD": a care the patient's condition calls for
    "benefit"};
// Words that end the modal's reach before a mention: a reason or a possessor names an
// existing problem ("will need a drip for dehydration", "will settle your cough"), an
// infinitive a purpose ("will get an x-ray to look for ...").
inline constexpr std::array<std::string_view, 12> modal_reach_stops{"for", "your", "his", "their", "our", "my",
                                                             "about", "regarding", "to", "because", "since",
                                                             "that"};
// Subjects that make a statement generic: "Travellers to that area often pick up
// diarrhea", "Pregnant women are checked for anemia", "in one in ten people".
// ("children", "kids" are relatives in the lexicon: "my kids have a cold".)
inline constexpr std::array<std::string_view, 30> generic_people{
    "people",  "patients", "women",   "men",     "adults",   "travellers",
    "travelers", "smokers", "drinkers", "diabetics", "babies", "infants", "teenagers", "athletes",
    "workers", "farmers",  "labourers", "students", "elderly", "individuals", "persons", "folks",
    // round 26: the plural of a role a rule or a service is said of ("Donors are asked about ...",
    // "Divers with asthma are ...", "Carriers pass it on ...")
    "donors", "drivers", "divers", "pilots", "carriers", "recipients", "passengers", "trekkers"};
inline constexpr std::array<std::string_view, 16> not_generic{"i", "you", "he", "she", "we", "my", "your", "his",
                                                       "her", "our", "their", "patient", "pt", "mera", "meri",
                                                       "hamare"};
// Hindi future endings ("hoga", "lag jayenge", "badhegi", "khaoge") and the English words
// that end the same way.
inline constexpr std::array<std::string_view, 10> hindi_future_endings{"ega", "egi", "enge", "oge", "ogi",
                                                                "unga", "ungi", "yega", "yegi", "yenge"};
inline constexpr std::array<std::string_view, 6> not_hindi_future{"challenge", "revenge", "avenge", "omega", "vega",
                                                           "mega"};
// Hindi words that mark the clause of "ho sakta hai" as a consequence or an outcome for
// someone ("toh", "se", "ko" ...), not as a guess at what this is ("ye dengue ho sakta hai").
inline constexpr std::array<std::string_view, 16> hindi_outcome_markers{"to", "toh", "se", "ko", "aapko", "tumhe",
                                                                 "tumko", "unko", "inko", "mujhe", "humein",
                                                                 "baad",
                                                                 // round 15: "isse ulti ho sakti hai" (from this)
                                                                 "isse", "usse", "inse", "unse"};

inline constexpr std::array<std::string_view, 8> inverted_subjects{"you", "he", "she", "they", "i", "we", "it",
                                                            "the"};
// "only if it happens", "if it comes back", "if they recur".
inline constexpr std::array<std::string_view, 12> anaphoric_condition_verbs{
    "happens", "happen", "comes", "come", "recurs", "recur", "returns", "return", "occurs", "occur",
    "starts", "develops"};
// Words before a verb of resolution that make it something else: an auxiliary (the lexicon's
// generated phrases handle "has settled"), a negation ("not settled" goes on), "never".
inline constexpr std::array<std::string_view, 16> resolution_blockers{
    "has", "have", "had", "is", "are", "was", "were", "not", "never", "nt", "hasnt", "havent", "hadnt",
    "didnt", "be", "been"};
// A second clause between a subject and a verb of resolution: "the cough kept her awake until
// the fever settled" does not date the cough.
inline constexpr std::array<std::string_view, 10> clause_joiners{"and", "but", "until", "till", "when", "because",
                                                          "while", "although", "though", "so"};

// People around the patient who are not kin, named by their role ("his teacher", "her
// maid"): someone else's condition after a possessive pronoun (round 10). Alone they may be
// the patient ("a driver with back pain", "the driver complains of neck pain"); clinicians
// ("my doctor said ...") report, they are left out.
inline constexpr std::array<std::string_view, 20> household_people{
    "teacher", "teachers", "tutor", "coach", "maid", "servant", "cook", "driver", "nanny", "babysitter",
    "caregiver", "carer", "helper", "landlord", "landlady", "tenant", "employer", "employee", "guest", "pupil"};
inline constexpr std::array<std::string_view, 6> possessive_pronouns{"his", "her", "my", "your", "their", "our"};
// Verbs of reporting or perceiving: the role reports what it saw of the patient ("his teacher
// noticed wheezing", "her carer reports increased confusion"), the rest is the patient's.
inline constexpr std::array<std::string_view, 22> role_report_verbs{
    "noticed", "notices", "notice", "reports", "reported", "report", "says", "said", "saw", "sees",
    "noted", "observed", "observes", "heard", "hears", "told", "tells", "mentioned", "mentions",
    "thinks", "thought", "feels"};
// Nouns of a risk or complication: after a possessive they are the patient's own ("his
// diabetes complications include neuropathy", "her main risk is diabetes"), not what may come.
inline constexpr std::array<std::string_view, 6> owned_risk_nouns{"risk",     "risks",  "complication",
                                                           "complications", "danger", "dangers"};
// Their token keys: the rule is asked at every word of its clause group ("in", "so", ...).
inline constexpr auto household_keys = [] {
  std::array<std::uint64_t, household_people.size()> keys{};
  for (std::size_t i = 0; i < household_people.size(); ++i) {
    keys[i] = text::token_key(household_people[i]);
  }
  return keys;
}();

// Verbs of occurring: after a modal they foretell their subject ("nausea can happen").
inline constexpr std::array<std::string_view, 8> occurrence_verbs{"happen", "occur", "develop", "appear", "arise",
                                                           "follow", "result", "ensue"};
// A long period after a negated verb ("not troubled her in years"): quiet that long.
// Units of a period counted out from an episode ("six weeks out from her pancreatitis"; round 15).
inline constexpr std::array<std::string_view, 8> period_units{"days", "weeks", "months", "years", "day", "week", "month",
                                                         "year"};
inline constexpr std::array<std::string_view, 8> long_periods{"years", "yrs", "decade", "decades", "ages", "year",
                                                       "months", "winters"};
inline constexpr std::array<std::string_view, 7> quiet_negators{"not", "never", "hasnt", "havent", "hadnt", "didnt",
                                                         "doesnt"};
// Verbs of relief or change: denied, the condition goes on ("has not let up for years").
inline constexpr std::array<std::string_view, 24> relief_verbs{
    "let", "gone", "go", "stopped", "stop", "improved", "improve", "eased", "ease", "changed", "change",
    "better", "responded", "respond", "worked", "helped", "budged", "shifted", "settle", "resolve",
    "clear", "subside", "heal", "left"};


// Head words of a label of the present visit (present_header_by_words).
inline constexpr std::array<std::string_view, 12> present_heads{"complaint", "complaints", "concern", "concerns",
                                                         "symptom", "symptoms", "presentation", "presenting",
                                                         "reason", "issue", "issues", "problem"};
// The words of a review-of-systems label that may stand before its closing negative word
// ("ROS negative:", "Pertinent negatives:", "Rest of systems review negative:").
inline constexpr std::array<std::string_view, 12> review_label_words{"ros", "review", "of", "systems", "system",
                                                              "pertinent", "rest", "other", "remaining",
                                                              "systemic", "symptoms", "enquiry"};
inline constexpr std::array<std::string_view, 7> negative_label_ends{"negative", "negatives", "denies", "denied",
                                                              "absent", "nil", "neg"};
// What may follow "at <number>" when the number is a clock time or a measure, not an age.
inline constexpr std::array<std::string_view, 20> not_an_age_after{"am", "pm", "oclock", "o", "in", "night", "hours",
                                                            "hrs", "minutes", "mins", "weeks", "days",
                                                            "months", "percent", "degrees", "thirty",
                                                            "at", "this", "tonight", "today"};
// What may stand just before "at <number>" when the number is a reading, not an age: a level
// ("potassium is high at six", "it peaked at nine"), a copula ("the pain is at seven"), a
// reading verb ("came back at eight", "measured at five").
inline constexpr std::array<std::string_view, 20> reading_before_at{
    "high", "low", "elevated", "raised", "normal", "up", "down", "peaked", "measured", "stable",
    "is", "was", "are", "were", "its", "sits", "running", "back", "level", "score"};

inline constexpr std::array<std::string_view, 11> past_modifiers{"past", "previous", "prior", "old", "childhood",
                                                          "earlier", "resolved", "former", "healed",
                                                          "inactive", "remote"};
inline constexpr std::array<std::string_view, 18> illness_heads{
    "illness", "illnesses", "history", "hx", "problems", "problem", "diseases", "disease", "conditions",
    "ailments", "diagnoses", "events", "admissions", "hospitalisations", "hospitalizations", "infections",
    "complaints", "episodes"};

// Verbs that open an instruction to the patient. Treatment verbs are among them, but a
// mention they are given "for" is the reason, there now ("take paracetamol for fever").
inline constexpr std::array<std::string_view, 44> instruction_verbs{
    "call",   "come",   "return", "phone",  "ring",    "tell",    "report",  "inform", "stop",
    "keep",   "wear",   "drink",  "carry",  "watch",   "avoid",   "use",     "elevate", "apply",
    "seek",   "check",  "bring",  "go",     "rest",    "sit",     "lie",     "take",   "give",
    "put",    "contact", "visit", "remember", "note",  "monitor", "limit",   "reduce", "eat",
    "walk",   "dont",   "never",  "look",   "get",     "make",    "start",   "continue"};
// Round 26: who advises, or a reported instruction, before the verb ("Pharmacist: report ...",
// "Advised to report ..."): only verbs of reporting or seeking help then.
inline constexpr std::array<std::string_view, 7> advising_participles{"advised", "told", "asked", "instructed",
                                                                     "reminded", "encouraged", "warned"};
// (Not "return", "come", "contact", "inform": "Plan: return in 3 months for diabetes review",
// "contact cardiology about the AF" name what is there.)
inline constexpr std::array<std::string_view, 8> advice_verbs{"report", "tell", "call",  "phone",
                                                             "ring",   "seek", "watch", "look"};
// Round 26: the verb of a rule whose subject is "any ..." (a modal or a copula).
inline constexpr std::array<std::string_view, 12> rule_verbs{"is",   "are",  "should", "must",     "means", "needs",
                                                            "need", "may",  "might",  "requires", "could", "warrants"};
// ... and what after its copula makes it a report rather than a rule ("is in the knee", "is
// worse at night").
inline constexpr std::array<std::string_view, 11> not_a_rule_after_copula{
    "in", "on", "at", "from", "with", "worse", "better", "still", "now", "there", "gone"};
// Round 26: places of early life, the school stages before "school", and the verbs and words
// that set their clause's time frame ("had chickenpox in nursery" is then, "gets coughs in
// nursery" now).
inline constexpr std::array<std::string_view, 6> early_life_places{"nursery", "kindergarten", "preschool",
                                                                   "playgroup", "creche",       "school"};
inline constexpr std::array<std::string_view, 8> school_stages{"primary", "secondary", "infant", "junior",
                                                               "boarding", "middle",   "elementary", "grade"};
inline constexpr std::array<std::string_view, 7> past_frame_verbs{"had",       "was",      "were",    "got",
                                                                  "caught",    "developed", "suffered"};
inline constexpr std::array<std::string_view, 14> present_frame_words{
    "has", "have", "gets", "get", "is", "are", "now", "currently", "still", "keeps", "today", "yesterday",
    "tonight", "week"};
inline constexpr std::array<std::string_view, 10> treatment_verbs{"take", "give", "use", "apply", "put", "start",
                                                           "continue", "keep", "rest", "eat"};
inline constexpr std::array<std::string_view, 9> not_a_subject_after_verb{"i", "you", "he", "she", "we", "they",
                                                                   "it", "is", "was"};
inline constexpr std::array<std::string_view, 7> instruction_fillers{"please", "so", "and", "also", "then", "just",
                                                              "kindly"};
inline constexpr std::array<std::string_view, 13> determiners{"the", "your", "his", "her", "their", "this", "that",
                                                       "these", "those", "my", "its", "our", "same"};
// Words after which the instruction is over: a reason or a contrast ("avoid spicy food
// because the acidity is back").
inline constexpr std::array<std::string_view, 6> instruction_enders{"because", "as", "since", "but", "though",
                                                             "although"};

// Verbs and clause words a Hindi negation does not reach back over.
inline constexpr std::array<std::string_view, 24> hindi_clause_words{
    "hai",  "hain", "he",   "tha",  "thi",  "were",   "hua",  "hui",  "ho",     "raha",  "rahi",   "rahe",
    "hota", "hoti", "lekin", "par", "magar", "jo",    "is",   "was",  "has",    "but",   "are",    "had"};
inline constexpr std::array<std::string_view, 6> hindi_emphatics{"bhi", "bilkul", "kabhi", "zara", "koi", "kuch"};
// Counted occasions an emphatic "bhi" may stand before ("ek bhi baar nahi", "ek bhi din nahi").
inline constexpr std::array<std::string_view, 6> hindi_occasions{"baar", "bar", "dafa", "din", "raat", "martaba"};
// A genitive and the illness nouns it governs: "sugar ki bimari", "BP ka problem".
inline constexpr std::array<std::string_view, 3> hindi_genitives{"ki", "ka", "ke"};
inline constexpr std::array<std::string_view, 9> hindi_illness_nouns{
    "bimari", "bimaari", "beemari", "problem", "takleef", "taklif", "shikayat", "dikkat", "rog"};


// The words at which a rule of clause_trigger may fire away from a sentence's start, as
// token keys with the word groups they belong to: most words are none of them, and one
// bitmap probe says so (the rules' own word-list scans cost +9% instructions per
// extraction when run at every word).
enum clause_group : std::uint8_t {
  g_modal = 1,       // irrealis_modals
  g_generic = 2,     // generic_people
  g_resolution = 4,  // resolution_verbs (one word)
  g_other = 8,       // a word another rule starts at ("in", "when", "ago", "if", ...)
  g_imperative = 16, // instruction_verbs (looked up at a sentence's start only)
  g_filler = 32,     // instruction_fillers
  g_age = 64,        // an age spelled out ("at twelve", round 10)
  g_period = 128,    // a long period ("in years", round 10)
};

class clause_word_filter {
 public:
  clause_word_filter();
  /// The groups of the word with this key (0: none). Only words of the first four groups
  /// pass the bitmap; `groups_of` looks up any word.
  [[nodiscard]] std::uint8_t may_start(std::uint64_t key) const {
    if ((bits_[(key >> 6) & 15u] & (std::uint64_t{1} << (key & 63u))) == 0) {
      return 0;
    }
    return groups_of(key);
  }
  [[nodiscard]] const std::array<std::uint64_t, 16>& bits() const { return bits_; }
  [[nodiscard]] std::uint8_t groups_of(std::uint64_t key) const {
    using entry = std::pair<std::uint64_t, std::uint8_t>;
    const entry* e = text::find_slot<entry>(
        table_.data(), mask_, static_cast<std::size_t>(key >> 10), [key](const entry& x) { return x.first == key; },
        [](const entry& x) { return x.second == 0; });  // every word has a group: 0 is a free slot
    return e == nullptr ? 0 : e->second;
  }

 private:
  std::array<std::uint64_t, 16> bits_{};
  std::vector<std::pair<std::uint64_t, std::uint8_t>> words_;
  // words_ by key in an open-addressing table (one probe for most words, where a binary
  // search of words_ took several); every word has a group, so 0 marks an empty slot.
  std::vector<std::pair<std::uint64_t, std::uint8_t>> table_;
  std::size_t mask_ = 0;
};

/// Whether a token key is a kin term's (`relatives` of context_lexicon.hpp).
[[nodiscard]] bool kin_term(std::uint64_t key);

/// The index of the words above, built once.
[[nodiscard]] const clause_word_filter& clause_words();

}  // namespace cxs::domain::clinical::context_detail::clause_vocab
