// The word lists of the diagnosis rule; see diagnosis_cues.hpp and diagnoses.cpp.

#include "domain/extraction/diagnosis_cues.hpp"

namespace cxs::domain::extraction::detail::diagnosis_cues {

const cue_set& not_a_problem() {
  static const cue_set cues{
      "don't see",   "do n't see",   "dont see",    "do not see",    "didn't see",   "did n't see",
      "don't think", "do n't think", "dont think",  "do not think",  "didn't think", "did n't think",
      "no evidence", "not see",      "not seeing",  "no sign",       "no signs",     "not consistent with",
      "doesn't look like", "does n't look like", "not look like", "don't believe", "do n't believe",
      "risk",        "risks",        "complication", "complications", "side effect", "side effects",
      "can cause",   "could cause",  "may cause",   "can lead to",   "could lead to", "lead to",
      "develop",     "developing",   "prevent",     "preventing",    "such as",      "etiologies",
      "etiology",    "causes",       "reasons",     "for example",   "things like",  "likelihood of",
      "chance of",   "chances of",   "screen for",  "screening for", "vaccine",      "vaccinated",
      "vaccination", "study",        "either",      "there's no",    "there is no",  "not any",
      "don't appreciate", "do n't appreciate", "do not appreciate", "don't even see", "do n't even see",
      "checking for", "check for",  "look for",    "looking for",   "assess for",   "to assess",
      "looks for",   "test for",    "tests for",   "checks for",    "screens for",  "tested for",
      "evaluate for", "to evaluate", "concerned about", "worried about", "when you get", "when you have",
      // a worry's complement ("patient worried she may have cancer", "afraid that it is cancer";
      // the clinician's own concern is a suspicion, diagnosis_mentions.cpp clinician_concern)
      "worried she", "worried he", "worried that", "worried it", "worried this", "concerned that",
      "concerned she", "concerned he", "concerned it", "afraid that", "afraid she", "afraid he", "afraid it",
      "afraid of", "scared of", "scared that", "scared it", "fears", "fear of",
      "when you feel", "whenever you", "whenever", "another name", "also called", "also known as",
      "otherwise known as", "aka", "other name",
      // a test for someone: "we'll screen you for colon cancer", "i'll test him for strep"
      "screen you for", "screen him for", "screen her for", "test you for", "test him for", "test her for",
      "check you for", "check him for", "check her for", "evaluate you for", "evaluate him for",
      "evaluate her for",
      // teaching about a condition, not the patient's: "the warning signs of a stroke are ..."
      // (only in a teaching frame: "he has symptoms of a cold" stays, diagnoses.cpp teaching_frame)
      "signs of a", "signs of an", "symptoms of a", "symptoms of an", "warning signs of",
      // a clinician's doubt: "i doubt this is appendicitis", "it's doubtful that it's a fracture"
      // (only of a copula's complement, diagnoses.cpp doubted_complement)
      "i doubt", "i do doubt", "doubtful"};
  return cues;
}

const cue_set& clause_breaks() {
  static const cue_set cues{"but", "however", "although", "though", "so", "and then", "now", "okay"};
  return cues;
}

const cue_set& stop_words() {
  static const cue_set cues{
      "the", "a", "an", "your", "my", "his", "her", "their", "our", "of", "is", "are", "was", "were", "be",
      "been", "have", "has", "had", "with", "for", "and", "or", "to", "in", "on", "at", "this", "that", "it",
      "you", "i", "we", "he", "she", "they", "so", "some", "any", "no", "not", "do", "does", "did", "just",
      "like", "what", "call", "called", "think", "um", "uh", "also", "more", "most", "very", "little", "bit",
      "from", "by", "as", "which", "due", "consistent", "diagnosis", "there", "here", "evidence", "sign",
      "signs", "possible", "positive", "negative", "kind", "sort", "about", "into", "over", "under", "its",
      "it's", "that's", "this's", "those", "these", "get", "got", "see", "saw", "know", "mean", "means",
      "well", "now", "then", "still", "really", "all", "right now", "history", "past", "known", "case",
      "because", "if", "when", "where", "while", "other", "another", "same", "new", "old", "any", "every",
      "cause", "caused", "causing", "due to", "suffer", "suffering", "treat", "treated", "treating", "likely",
      "probably", "possibly", "maybe", "perhaps", "definitely", "certainly", "us", "them", "him", "me",
      "okay", "ok", "yeah", "yes", "hmm", "mm", "first", "second", "third", "last", "next", "problem",
      "few", "several", "couple", "numerous",  // a count is no part of a name ("a few moles")
      "incidental", "incidentally",  // how a finding was found, not its name ("a small incidental lipoma")
      // Hinglish verbs of a plan: "CBC karwa lo anemia ..." ("get a CBC done")
      "karwa", "karwao", "karwana", "karwaye", "karwayein", "lo", "lijiye", "lena", "karo", "karein", "karna",
      "karne", "dekhne", "test",
      "issue", "issues", "problems", "concern", "concerns", "regarding", "terms", "far", "as far as", "re",
      "can", "could", "would", "should", "will", "may", "might", "must", "gon", "na", "wan", "want", "need",
      "take", "make", "made", "let", "let's", "go", "going", "come", "came", "help", "feel", "feeling",
      "rule", "out", "assess", "check", "evaluate", "look", "looks", "centimeter", "centimeters", "millimeter",
      "millimeters", "cm", "mm", "inch", "inches", "size", "sized", "showing", "shows", "show", "note", "noted",
      "stop", "quit", "cut", "down", "reduce", "avoid", "prevent", "network", "guidelines", "national",
      "code",  // a team's alert before the condition ("code stroke"; review rv26)
      // a plan's verbs and reasons before the condition ("hold lisinopril given AKI")
      "given", "hold", "held", "continue", "start", "started", "recheck", "monitor", "s/p",
      "patient", "pt", "ko", "hai", "ka", "ki", "ke", "se", "me", "mein", "ku", "ga", "la", "ni",
      // context triggers never become part of a name ("Pehle tuberculosis", "Exclude X")
      "exclude", "excludes", "excluded", "query", "querying", "suspected", "suspect", "probable", "no", "never",
      "without", "denies", "denied", "resolved", "prior", "previous", "previously",
      "pehle", "saal", "pichle", "kabhi", "nahi", "nahin", "na", "shayad", "agar", "lagta", "ab", "abhi", "koi", "kisi",
      "bahut", "thoda", "hua", "tha", "thi", "hain", "bhi", "aur", "ya", "kuch", "mujhe", "mera", "meri",
      "mere", "unko", "usko", "bachpan", "include", "includes", "including", "outgrew", "do", "teen", "ek", "din", "mahine", "hafte",
      // verbs said of a person before the condition ("he gets headaches", "she keeps
      // getting hives", "he develops a rash"): never part of a name ("Gets hives")
      "gets", "keeps", "keep", "develops", "develop", "notices", "notice", "suffers", "experiences",
      "experience", "complains", "complain", "reports", "report", "says", "say", "tells", "feels", "seems",
      "seem", "sounds", "sound", "gives", "give", "gave", "makes", "takes", "catches", "catch", "caught",
      // time and course words before a condition ("new onset type 1 diabetes", "first episode
      // psychosis", "7 weeks amenorrhea", "now again cough", "sirf ghabrahat"): "Onset …",
      // "Episode psychosis", "Weeks amenorrhea" are not names
      "onset", "episode", "episodes", "week", "weeks", "month", "months", "day", "days", "year", "years",
      "hour", "hours", "again", "sirf", "bas", "small", "tiny", "little",
      // seasons and times of the year the same ("this season dengue is going on", "every
      // monsoon malaria", "in winter asthma flares"): "Season dengue" is not a name
      "season", "seasons", "monsoon", "monsoons", "winter", "winters", "summer", "summers", "barsaat",
      "mausam", "weather",
      // a cause's connective after a name ("anemia of chronic disease secondary to ckd") and
      // imaging words before one ("ultrasound thyroid : nodule")
      "secondary", "ultrasound", "usg", "scan", "xray", "x-ray", "ct", "mri", "echo", "ecg", "biopsy", "report",
      // a differential's "versus", and Hindi pronouns before a condition ("aapko asthma hai"):
      // "Versus strep throat", "Aapko migraine" are not names
      "versus", "vs", "either", "but", "ddx", "prn", "aapko", "apko", "aap", "aapki", "aapke", "aapka", "tumko", "tumhe", "tumhein", "inko",
      "isko", "unhe", "unhein", "mujhko", "humko", "hamein",
      // Hindi reported speech: "Doctor ne kaha asthma hai" (the doctor said), "bola", "bataya"
      "ne", "kaha", "kahaa", "bola", "boli", "bataya", "batayi",
      // a typicality, not a kind ("classic gerd", "typical migraine" name gerd and migraine)
      "classic", "classical", "typical", "textbook", "true", "real",
      // a prediction's words ("we do expect pretty big weight loss")
      "expect", "expected", "expecting", "pretty",
      // the round-6 triggers (context_lexicon.hpp): "Remote hepatitis", "Presumably UTI" are not names
      "remote", "presumably", "presumed", "working", "equivocal", "suspicious", "worrisome", "sometimes",
      "occasionally", "rarely", "usually", "often", "question", "sakta", "sakti", "band", "gaya", "gaye",
      "gayi", "ruk", "khatam", "theek", "thik", "lack", "rather",
      // round 8: Hindi demonstratives and hedges ("Ye acidity", "Kahin malaria"), new triggers
      "ye", "yeh", "wo", "woh", "jaisa", "jaisi", "kahin", "sambhavtah", "appears", "seems", "suggests",
      "suggestive", "compatible", "keeping", "fits", "suppose", "supposing", "ward", "used", "reports",
      "reported", "endorses", "admits", "tak", "agle", "test",
      // a form's declaration verbs ("Proposer declares high blood pressure", round 39) and the
      // Hindi intensity word ("tez fever": high fever) are not a name's words either
      "declares", "declared", "declare", "states", "stated", "mentions", "mentioned", "discloses", "disclosed",
      "tez", "tej"};
  return cues;
}

// Whole word classes, not names met: a name grows leftwards over any word that is not a stop
// word (diagnosis_names.cpp), so a closed class missing here became a name's first word
// ("Since hyperkalaemia", "Toward diabetes", "How many ear infections", "Doctor pins and
// needles", "After menopause"). Not the prefixes of real names ("post", "pre", "non",
// "near" of "near syncope", "multiple"), nor "both", a side (diagnosis_names.cpp).
const cue_set& sentence_words() {
  static const cue_set cues{
      // prepositions
      "toward", "towards", "since", "until", "till", "after", "before", "during", "through", "throughout",
      "across", "against", "among", "amongst", "around", "behind", "beside", "besides", "between", "beyond",
      "despite", "except", "inside", "outside", "within", "upon", "onto", "via", "per", "amid", "than",
      "unlike", "along", "alongside",
      // conjunctions and connectives
      "although", "though", "unless", "whether", "nor", "yet", "whereas", "once", "plus", "else",
      "otherwise", "hence", "thus", "therefore", "cos", "cuz",
      // wh-words and quantifiers ("how many", "how much", "so much")
      "how", "why", "who", "whom", "whose", "whatever", "whichever", "wherever", "whenever", "many", "much",
      "lots", "lot", "plenty", "each", "neither", "none", "enough", "such",
      // speakers and the persons a sentence is about ("[doctor] pins and needles ?")
      "doctor", "doctors", "dr", "nurse", "physician", "clinician", "provider", "speaker", "caller", "carer",
      "caregiver", "guardian", "parent", "parents", "mom", "mum", "dad", "mother", "father", "wife", "husband",
      "son", "daughter", "brother", "sister", "grandmother", "grandfather", "grandma", "grandpa", "uncle",
      "aunt", "friend", "partner", "interpreter",
      // time words
      "today", "yesterday", "tomorrow", "tonight", "ago", "earlier", "later", "always", "ever", "already",
      // Hindi time words, wh-words and conjunctions ("baad", "kal", "jab", "kitne", "lekin")
      "baad", "kal", "aaj", "parso", "parson", "raat", "subah", "shaam", "jab", "tab", "kab", "hamesha", "roz",
      "rozana", "aksar", "phir", "fir", "dobara", "waqt", "samay", "kya", "kaun", "kaise", "kitne", "kitna",
      "kitni", "kyun", "kyon", "kyu", "kahan", "lekin", "magar", "kyunki", "toh",
      // round 19: Bengali ("mone hoy", it seems; "amar", my; "eta", this; "tahole", then; "aage",
      // before; "gato bochhor", last year; "chhotobelay", in childhood; "ekbar", once; "dhore",
      // for; "theke", from) and Tamil ("en", "enakku", my, to me; "moonu naala", for three
      // days; "rendu", two; "irundhu", from; "padikkum bodhu", while studying; "nethu",
      // yesterday; "ippo", now; "poona varusham", last year) words around a name
      "mone", "hochhe", "hoy", "amar", "tomar", "eta", "ota", "tahole", "aage", "gato", "goto", "bochhor", "bochor",
      "chhotobelay", "chotobelay", "ekbar", "dhore", "theke", "en", "enakku", "moonu", "rendu", "naala",
      "irundhu", "padikkum", "bodhu", "nethu", "ippo", "poona", "varusham",
      // Hindi "aage chalke" (later on), review rv16: "Aage chalke diabetes ho sakta hai"
      "chalke", "chalkar",
      // round 20: Hindi verbs of taking something to mean ("samajhna jaundice hai", take it to
      // be jaundice; "matlab", it means)
      "samajhna", "samjhna", "samjho", "samajhiye", "samjhiye", "matlab",
      // Review nm1, found by checking every listed name's words against its terminology row
      // (bench/diagnosis_name_check.hpp). Verbs of finding, reporting and becoming, and the
      // particle of a phrasal verb ("picked up atrial fibrillation", "X-ray confirms pneumonia",
      // "became hypothyroid", "osteoarthritis of both hips limits walking"):
      "pick", "picks", "found", "find", "finds", "confirm", "confirms", "reveal", "reveals", "detect", "detects",
      "describe", "describes", "became", "become", "becomes", "limit", "limits", "fit", "fits", "sleep", "up",
      "off", "away",
      // a note's section word, a time of a pregnancy or plan, a person, a reading's kind and a
      // reassurance ("Assessment: peripheral neuropathy", "a future pregnancy", "toddler
      // feverish", "a random sugar of 240", "a harmless seborrhoeic keratosis"):
      "assessment", "impression", "current", "future", "toddler", "random", "harmless",
      // code-mix connectives and time words (Marathi "pan" but, Hindi "par" but/on, Bengali
      // "kintu" but and "shudhu" only, Tamil "vaaram" week, "saapadu paatha" on seeing food,
      // Hindi "kaanpkar" shivering)
      "pan", "par", "kintu", "shudhu", "vaaram", "saapadu", "paatha", "kaanpkar"};
  return cues;
}

const cue_set& other_nouns() {
  static const cue_set cues{"vaccine", "vaccines", "vaccination", "shot", "shots", "study", "studies",
                            "trial", "network", "guidelines", "guideline", "foundation", "society",
                            "association", "awareness", "program", "programme", "screening",
                            "research", "educator", "education", "prevention",
                            // a procedure named by its condition ("her cataract surgery", "the hernia
                            // repair", "a carpal tunnel release"): done or planned, not assessed here
                            "surgery", "surgeries", "operation", "repair", "release", "removal",
                            // a vaccine, a prevention or a risk named by its condition ("tetanus
                            // booster", "dvt prophylaxis", "lactic acidosis risk")
                            "booster", "boosters", "toxoid", "immunization", "immunisation", "prophylaxis",
                            "risk",
                            // round 17: a routine run for a condition suspected or prevented ("sepsis
                            // pathway", "ventilator pneumonia bundle"); not "team" ("the diabetes team").
                            // (Review rv27: not "alert": "stroke alert" is a call, provisional, rv26's
                            // alerted_for, diagnosis_exclusions.cpp.)
                            "pathway", "bundle", "protocol",
                            // round 18: the bloods taken for a condition suspected ("day assessment for
                            // pre-eclampsia bloods"); not "serology" or "screen", whose result may be positive
                            "bloods",
                            // and a time of year named by what goes around then ("flu season")
                            "season",
                            // round 14: a record kept of a condition's episodes ("keep your headache
                            // diary", "a seizure calendar"), the plan's tool, not an assessment
                            "diary", "diaries", "journal", "calendar",
                            // round 21: cases counted or an outbreak named by their condition ("three
                            // dengue cases on your street", "a measles outbreak at school"): other
                            // people's; not "case" ("Dengue case, day 4" in an Indian note is the patient)
                            "cases", "outbreak", "outbreaks",
                            // round 15: a diet named by the state it keeps away ("a low potassium
                            // diet", "a low salt diet sheet"), the plan's tool, not a finding
                            "diet", "diets"};
  return cues;
}

const cue_set& hindi_genitives() {
  static const cue_set cues{"ka", "ki", "ke"};
  return cues;
}

const cue_set& hindi_other_nouns() {
  static const cue_set cues{"tika", "teeka", "tikaa", "tike", "vaccine", "test", "jaanch", "janch",
                            "checkup", "screening",
                            // round 17: "dengue ka season" (the dengue season), "ka mausam"
                            "season", "mausam"};
  return cues;
}

const cue_set& test_cues() {
  static const cue_set cues{"study", "screen for", "screening for", "checking for", "check for", "look for",
                            "screen you for", "test you for", "check you for", "evaluate you for",
                            "looking for", "assess for", "to assess", "looks for", "test for", "tests for",
                            "checks for", "screens for", "tested for", "evaluate for", "to evaluate"};
  return cues;
}

const cue_set& test_results() {
  static const cue_set cues{"showed", "shows", "confirmed", "confirms", "revealed", "reveals", "demonstrated",
                            "demonstrates", "found", "came back", "is consistent with", "was consistent with"};
  return cues;
}

const cue_set& named_problem() {
  static const cue_set cues{"problem of", "problem is", "problem would be", "issue of", "issue is",
                            "complaint of", "complaint is", "problems are", "problem today is",
                            // a dictated problem list: "number two, neck pain in the setting of ..."
                            "number one", "number two", "number three", "number four", "number five"};
  return cues;
}

const cue_set& heading_fillers() {
  static const cue_set cues{"this", "you know", "um", "uh", "the", "that", "a", "an", "your"};
  return cues;
}

const cue_set& dependent_words() {
  static const cue_set cues{"of", "with", "from", "by", "explain", "explains", "cause", "causing", "to",
                            "about", "into"};
  return cues;
}

const cue_set& topic_turns() {
  static const cue_set cues{"regards to", "regard to", "respect to", "on to", "talk about", "talking about",
                            "turn to", "turning to", "move to", "moving to"};
  return cues;
}

const cue_set& opinion_cues() {
  static const cue_set cues{"i think", "we think", "i believe", "i suspect", "sounds like", "looks like",
                            "seems like", "likely", "most likely", "probably", "consistent with",
                            "most consistent with", "my impression", "fits with", "fit with", "in keeping with",
                            "suggestive of", "points to"};
  return cues;
}

const cue_set& possibility_hedges() {
  static const cue_set cues{"might", "may", "could", "possible", "possibly", "concern", "concerned", "worried",
                            "rule out", "not sure", "whether", "if", "differential", "versus", "vs", "or",
                            "either", "unlikely", "less likely", "don't think", "do n't think", "not"};
  return cues;
}

const cue_set& easing_verbs() {
  static const cue_set cues{"help with", "helps with", "help", "helps", "ease", "eases", "relieve", "relieves",
                            "soothe", "soothes", "calm", "calms", "take the edge off", "take the edge off of"};
  return cues;
}

const cue_set& target_determiners() {
  static const cue_set cues{"the", "that", "your", "some of", "any", "some", "this", "those"};
  return cues;
}

const cue_set& exam_cues() {
  static const cue_set cues{"i do appreciate", "i appreciate", "on exam", "on examination", "on physical exam",
                            "i do see", "i see", "i notice", "i do notice", "i can see", "i feel", "i felt",
                            "on palpation", "there is some", "there's some", "you will see", "you'll see",
                            "i hear", "i do hear", "to palpation", "exam", "examination"};
  return cues;
}

const cue_set& assessed_cues() {
  static const cue_set cues{"consistent with", "diagnosis", "diagnosed", "you have", "i think", "due to",
                            "impression", "we call", "positive for", "suggestive", "dealing with",
                            "likely", "assessment",
                            // a diagnosis stated after the examination's verdict ("your exam is
                            // normal and these are tension headaches", round 11)
                            "this is", "these are", "sounds like", "sound like", "looks like", "look like",
                            // review rv23: the contracted "you have" ("there's some pus , you've got a
                            // wound infection")
                            "you've got"};
  return cues;
}

const cue_set& reaction_words() {
  static const cue_set cues{"hives",    "urticaria", "rash",     "rashes",      "itching",  "itch",
                            "swelling", "angioedema", "anaphylaxis", "wheezing", "blisters", "redness",
                            "breathlessness", "shortness of breath", "throat swelling"};
  return cues;
}

const cue_set& allergy_cues() {
  static const cue_set cues{"allergic", "allergy", "allergies", "reaction to", "anaphylaxis to", "reacts to",
                            "allergic reaction"};
  return cues;
}

// Round 21 (dx35): "allergic" before a noun of a disease's kind describes the disease, in a
// gloss or a teaching sentence ("eosinophilic esophagitis , an allergic inflammation of the
// esophagus", "eczema is an allergic condition"): no allergy is told, so the condition beside it
// stands. "allergic to penicillin" and "an allergic reaction" still tell one.
bool allergic_kind_of_disease(const workspace& ws, const cue_set::hit& cue) {
  if (cue.end != cue.first + 1 || cue.end >= ws.tokens.size() || !text::word_is(ws.text, ws.tokens[cue.first], "allergic")) {
    return false;
  }
  static const cue_set kinds{"inflammation", "condition", "disease", "disorder", "process", "type", "form",
                             "component", "origin", "cause"};
  return kinds.find(ws.text, ws.tokens, cue.end, cue.end + 1).has_value();
}

const cue_set& education_cues() {
  static const cue_set cues{"signs of a", "signs of an", "symptoms of a", "symptoms of an", "warning signs of"};
  return cues;
}

const cue_set& risk_nouns() {
  static const cue_set cues{"risk", "risks", "complication", "complications"};
  return cues;
}

const cue_set& doubt_cues() {
  static const cue_set cues{"i doubt", "i do doubt", "doubtful"};
  return cues;
}

const cue_set& finding_verbs() {
  static const cue_set cues{"show", "shows", "showed", "showing", "has", "have", "had", "with", "see", "saw",
                            "found", "are", "is", "were", "was"};
  return cues;
}

const cue_set& managed_today() {
  // Not "doing well": that is how the patient is, not the condition managed ("history of
  // appendicitis, doing well").
  static const cue_set cues{"stable",     "is controlled", "well controlled", "under control", "continue",
                            "we'll keep", "we will keep",  "well managed",    "refill"};
  return cues;
}

const cue_set& generic_effects() {
  static const cue_set cues{"can cause", "may cause", "could cause", "can lead to", "may lead to", "could lead to",
                            "can damage", "may damage", "can affect", "may affect", "can happen", "can spread to",
                            "causes", "leads to", "can also cause", "can also lead to", "can raise", "can increase",
                            // round 14: "a sinus infection can trigger flares"
                            "can trigger", "may trigger", "could trigger", "can set off", "can bring on",
                            "can make", "can worsen", "can also trigger",
                            // round 23 (dx37): how a disease shows itself in general ("meniere's comes in
                            // spells with hearing loss"); "your migraines come with nausea" is owned
                            "comes with", "come with", "usually comes with", "usually come with",
                            "typically comes with", "comes in spells with", "come in spells with",
                            "comes in attacks with", "come in attacks with", "comes in episodes with",
                            "come in episodes with",
                            // and what it would do or can give ("a kidney infection would give you fever
                            // and back pain , and you have neither", "low iron can also give headaches")
                            "can give", "can also give", "may give", "could give", "can also make",
                            "would give", "would cause", "would make", "would show", "would usually give",
                            "would usually cause", "would also give", "would also cause",
                            // and what it would not do, a differential set aside by a feature ("a heart
                            // attack wouldn't cause pain that gets worse when i press on it", "a migraine
                            // doesn't usually cause pain on both sides like yours")
                            "doesn't cause", "does n't cause", "does not cause", "doesn't usually cause",
                            "does n't usually cause", "does not usually cause", "doesn't give", "does n't give",
                            "does not give", "doesn't usually give", "doesn't make", "does not make",
                            "wouldn't cause", "would n't cause", "would not cause", "wouldn't give",
                            "would n't give", "would not give", "wouldn't make", "would not make",
                            "wouldn't usually cause", "won't cause", "will not cause"};
  return cues;
}

const cue_set& generic_kinds() {
  static const cue_set cues{"untreated", "uncontrolled", "long", "term", "long-term", "chronic", "severe"};
  return cues;
}

const cue_set& generic_openers() {
  static const cue_set cues{"because", "and", "but", "that", "since", "as", "so", "cause", "also", "well"};
  return cues;
}

const cue_set& dismissals() {
  static const cue_set cues{"which is harmless", "which are harmless", "that's harmless", "is harmless",
                            "are harmless", "nothing to worry about", "nothing to do there",
                            "doesn't need anything", "does n't need anything", "does not need anything",
                            "doesn't need treatment", "does n't need treatment", "does not need treatment",
                            "needs no treatment", "not worried about it", "not worried about that",
                            "not too worried about it", "not too worried about that", "not concerned about it",
                            "not concerned about that", "not really worried about that", "normal for your age",
                            // a finding read out as insignificant or normal: "a mildly low platelet
                            // count which is not significant", "a few moles that look completely normal"
                            "not significant", "not clinically significant", "clinically insignificant",
                            "insignificant", "look normal", "looks normal", "look completely normal",
                            "looks completely normal", "look benign", "looks benign", "common and harmless",
                            "normal at your age", "normal for someone your age", "expected at your age",
                            "expected for your age",
                            // an incidental finding said not to be the problem: "some mild scoliosis ,
                            // but that's not causing your pain" (the "but" is part of the cue, since a
                            // "but" otherwise ends the mention's clause)
                            "but that's not causing", "but that is not causing", "but it's not causing",
                            "but it is not causing", "which is not causing", "which isn't causing",
                            "that's not causing", "that is not causing", "not what's causing",
                            "not the cause of", "but they aren't causing", "but they are not causing",
                            "but it isn't causing", "aren't causing any",
                            "isn't causing any", "not causing any problems",
                            // round 16 (dx30): the same with "what's" ("mild arthritis in the knee ,
                            // but that's not what's causing your pain"), the "but" again part of the cue
                            "but that's not what's causing", "but that is not what's causing",
                            "but it's not what's causing", "but that's not what is causing",
                            "but that's not the cause of", "but it's not the cause of",
                            // "which we don't need to do anything about", "that we don't need to worry about"
                            "don't need to do anything", "do n't need to do anything", "do not need to do anything",
                            "don't need to worry about", "do n't need to worry about", "do not need to worry about",
                            "no need to worry", "nothing we need to do", "normal variant", "which is benign",
                            "which are benign",
                            // round 18 (dx32): a finding's class said benign ("a right bundle branch
                            // block , which is a benign finding"), a reassurance after "but" ("but
                            // that's nothing to worry about"), the "but" part of the cue as above
                            "which is a benign finding", "which is a harmless finding", "which is a normal finding",
                            "which are benign findings", "but that's nothing to worry about",
                            "but that is nothing to worry about", "but it's nothing to worry about",
                            "but it is nothing to worry about",
                            // left alone: "the arthritis there isn't bothering you , so we'll leave it"
                            "we'll leave it", "we will leave it", "we can leave it", "leave it alone",
                            "we'll leave them", "we will leave them", "we can leave them", "leave them alone",
                            "so we'll leave it", "so we will leave it", "so we can leave it", "so we'll leave them",
                            "so we will leave them", "so we can leave them",
                            // round 23 (dx37): "the small hemorrhoids we saw are nothing to treat"
                            "nothing to treat", "nothing we need to treat", "don't need treating",
                            "do n't need treating", "do not need treating", "don't need any treatment",
                            "do n't need any treatment", "do not need any treatment"};
  return cues;
}

const cue_set& stated_diagnoses() {
  static const cue_set cues{"this is", "it is", "it's", "that's", "that is", "you have", "you've got", "you do have",
                            "diagnosis", "diagnosed"};
  return cues;
}

} // namespace cxs::domain::extraction::detail::diagnosis_cues
