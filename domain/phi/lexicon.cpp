#include "domain/phi/lexicon.hpp"

#include <algorithm>
#include <cstddef>
#include <functional>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace cxs::domain::phi::detail {
namespace {

// Capitalised words that follow honorifics without being names. Grouped loosely; the
// clinical and drug entries matter most, because "never redact drug names or diseases".
// Kin words a family's message uses as a name for the person ("Amma's scan is tomorrow",
// "Nanaji nu sugar chhe", "Dadaji ko bukhar"): Hindi with "ji", Tamil, Telugu, Urdu, Punjabi,
// Marathi and Bengali; no name on their own (issue 18, twelfth round), stopwords like those
// below. Review rv18: some are also the first word of a name ("Appa Rao", "Bapu Nadkarni"),
// which the name detector reads when a surname follows (`is_kin_name_word`).
constexpr std::string_view kin_name_words[] = {
    "amma", "appa", "ammi", "abbu", "abba", "ammijan", "abbujan", "nanaji", "naniji", "dadaji",
    "dadiji", "mausa", "mausaji", "mausiji", "mausi", "bua", "buaji", "phupha", "phuphaji",
    "fufa", "fufaji", "tauji", "taiji", "chachaji", "chachiji", "mamaji", "mamiji", "mamu",
    "chachu", "jijaji", "jiju", "bhabhiji", "bapu", "bauji", "bebe", "biji", "thatha",
    "paati", "achan", "ajji", "ajja", "aai", "dadu", "didima", "thamma", "dadima", "nanima",
    "mashi", "pishi", "kaku", "jethu",
    // issue 18, sixteenth round: Marathi, Bhojpuri, Bengali, Assamese, Telugu and Malayalam
    // words for a grandparent, a parent or a child ("Aaji Beta ..." read "Aaji" as a name)
    "aaji", "ajoba", "aajoba", "bitiya", "bitwa", "thakuma", "thakurda", "ammamma", "ammumma",
    "appooppan", "ammachi", "appachan", "deuta"};

constexpr std::string_view name_stopwords[] = {
    // function words, pronouns, auxiliaries
    "a", "an", "the", "and", "or", "but", "of", "in", "on", "at", "to", "for", "from",
    "with", "by", "as", "is", "was", "are", "were", "be", "been", "being", "has", "have",
    "had", "will", "would", "shall", "should", "can", "could", "may", "might", "must",
    "do", "does", "did", "not", "no", "yes", "he", "she", "they", "it", "his", "her",
    "their", "this", "that", "these", "those", "who", "whom", "which", "what", "when",
    "where", "why", "how", "if", "also", "please", "kindly", "only", "all", "any", "some",
    "here", "there", "then", "now", "very", "same", "new", "old", "our", "your", "my",
    "we", "you", "me", "him", "them", "us", "i",
    // conjunctions that open a clause before its subject ("Because X smokes ..."; round 20)
    "because", "since", "although", "though", "unless", "whereas", "whether", "while", "until",
    // verbs seen after "Dr"
    "said", "says", "say", "told", "tells", "asked", "asks", "advised", "advises",
    "advice", "prescribed", "prescribes", "recommended", "recommends", "suggested",
    "suggests", "examined", "examines", "saw", "sees", "seen", "visited", "visits",
    // a line's opening verbs of meeting and calling ("Met X's wife ...", "Telephoned X ...")
    "met", "meet", "telephoned",
    "came", "comes", "come", "referred", "refers", "called", "calls", "wrote", "writes",
    "noted", "notes", "note", "explained", "reviewed", "reviews", "review", "ordered",
    "orders", "order", "started", "stopped", "continued", "continue", "changed",
    "admitted", "discharged", "informed", "inform", "reports", "reported", "report",
    "complains", "complained", "diagnosed", "treated", "treating", "checked", "check",
    "wants", "wanted", "agreed", "gave", "given", "took", "taken", "operated", "did",
    "done", "doing", "went", "goes", "go", "got", "gets", "get", "feels", "felt",
    "thinks", "thought", "knows", "knew", "needs", "needed", "should", "kept", "keep",
    "available", "unavailable", "absent", "present", "counselled", "counseled", "reassured",
    "instructed", "reminded", "encouraged", "warned", "thanked", "educated", "phoned", "spoke",
    "talked", "discussed", "taught", "restarted", "maintained", "put",
    // what a form typed in capitals says a person did ("INFORMANT X STATES PATIENT WAS FOUND
    // ...", "PATIENT X REFUSED"): folded to title case, they would run into the name
    "states", "stated", "refused", "refuses", "found", "expired", "denies", "denied",
    "contact", "contacted", "message", "messaged", "texted", "ring", "phone", "email", "emailed",
    // imperatives of sending, which open a note's instruction ("Mail reports to ...")
    "mail", "mailed", "send", "sent", "forward", "forwarded", "fax", "courier", "whatsapp",
    // forms of address and roles
    "sir", "madam", "maam", "sahab", "saab", "sahib", "saheb", "ji", "jee", "sahiba",
    "patient", "patients", "pt", "deceased", "beneficiary", "claimant", "insured", "doctor", "doctors", "dr", "consultant", "physician",
    "surgeon", "nurse", "sister", "staff", "resident", "intern", "duty", "incharge", "sweeper", "physio",
    "paramedic", "emt",  // an ambulance's crew (round 17)
    "registrar", "lecturer", "officer", "technician", "technologist", "counsellor",
    "counselor", "matron", "warden", "superintendent", "secretary", "manager", "witness",
    "parent", "parents", "guardian", "interpreter", "nominee", "caller", "informant", "customer",
    "security", "reception", "gynae", "obg", "nothing", "everything", "something",
    "anything", "nobody", "everyone", "someone", "somebody", "everybody", "sample",
    "specimen", "children", "women", "men", "girls", "boys", "result", "results", "culture",
    "cultures", "biopsy", "smear", "swab", "st",  // "St." (saint, street) is never a name's word
    "attendant", "relative", "relatives", "family", "husband", "wife", "son", "daughter",
    "father", "mother", "brother", "child", "baby", "boy", "girl", "male", "female",
    // a relation opening a line ("Grandfather Tshering Lepcha has ...") is the cue, not a
    // name's first word
    "grandfather", "grandmother", "grandson", "granddaughter", "grandpa", "grandma", "uncle",
    "aunt", "nephew", "niece", "cousin", "guardian", "spouse", "stepfather", "stepmother",
    // probe round 18: the household's words for a parent or grandparent, said as a subject
    // ("Mum says he's been wheezy", "Dad says she fell", "Granny says he slept well")
    "mum", "mom", "dad", "daddy", "mommy", "mummy", "granny", "gran", "nan", "nanna", "grandad", "granddad",
    "grandmom", "grandpop", "stepdad", "stepmum", "stepmom",
    "man", "woman", "lady", "gentleman", "person", "people", "friend", "team", "unit", "units", "both",
    "name", "named", "age", "aged", "sex", "gender", "years", "yrs", "year", "months",
    "month", "weeks", "week", "days", "day", "old",
    // a register's abbreviated labels before its running number ("Regn 12 male ...", "Regd
    // 119"; issue 18, fifteenth round)
    "regn", "regd",
    // places, departments, institutions
    "hospital", "hospitals", "clinic", "clinics", "ward", "opd", "ipd", "icu", "nicu",
    "picu", "er", "ot", "emergency", "casualty", "department", "dept", "centre", "center",
    "medical", "college", "institute", "health", "healthcare", "care", "nursing", "home",
    "lab", "labs", "laboratory", "laboratories", "pathlabs", "pharmacy", "pharma",
    "pharmaceuticals", "diagnostics", "scan", "scans", "india", "indian", "delhi", "new",
    "mumbai", "chennai", "kolkata", "bengaluru", "bangalore", "hyderabad", "pune",
    "lanka", "nepal", "ayushman", "aiims", "apollo", "fortis", "manipal",
    // large cities, which take the same Hinglish genitive and ages as people ("Patna ki
    // report", "Vellore, 12 km"); names that are also towns (Gaya, Kota, Salem) are left out
    "patna", "lucknow", "jaipur", "bhopal", "indore", "nagpur", "ahmedabad", "surat",
    "kanpur", "varanasi", "agra", "guwahati", "bhubaneswar", "cuttack", "ranchi", "raipur",
    "chandigarh", "ludhiana", "amritsar", "jammu", "srinagar", "shimla", "dehradun", "kochi",
    "cochin", "thiruvananthapuram", "trivandrum", "madurai", "coimbatore", "vellore",
    "mysore", "mysuru", "mangalore", "mangaluru", "visakhapatnam", "vizag", "vijayawada",
    "nashik", "thane", "panaji", "shillong", "imphal", "aizawl", "kohima", "gangtok",
    "agartala", "itanagar", "siliguri", "prayagraj", "allahabad", "gorakhpur", "meerut",
    "noida", "gurgaon", "gurugram", "faridabad", "rajkot", "vadodara", "jodhpur", "udaipur",
    "gwalior", "jabalpur", "bhilai", "jamshedpur", "dhanbad", "howrah", "durgapur",
    "tirupati", "warangal", "guntur", "hubli", "belgaum", "belagavi", "thrissur",
    "kozhikode", "calicut", "trichy", "tiruchirappalli", "tirunelveli", "puducherry",
    "pondicherry", "safdarjung",
    "medanta", "narayana", "max",
    // time words
    "today", "tomorrow", "yesterday", "morning", "evening", "night", "afternoon",
    "noon", "midnight", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "january", "february", "march", "april", "june", "july",
    "august", "september", "october", "november", "december", "jan", "feb", "mar",
    "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "daily", "weekly",
    "stage", "onset", "time", "later", "early", "late", "first", "second", "last",
    "next", "follow", "followup", "call", "round", "rounds", "shift", "visit",
    // clinical vocabulary
    "history", "examination", "impression", "diagnosis", "plan", "complaint",
    "complaints", "findings", "investigation", "investigations", "treatment", "therapy",
    "rx", "tab", "tabs", "cap", "caps", "syp", "syrup", "inj", "injection", "tablet",
    "tablets", "capsule", "dose", "doses", "drops", "ointment", "cream", "gel", "oil",
    "bp", "pulse", "temp", "spo2", "hb", "rbs", "fbs", "ppbs", "hba1c", "tsh", "ecg",
    "echo", "usg", "ct", "mri", "xray", "cbc", "esr", "crp", "lft", "kft", "rft", "grade",
    "normal", "abnormal", "positive", "negative", "stable", "critical", "health",
    "checkup", "package", "period", "periods", "pain", "fever", "cough", "cold",
    "vomiting", "headache", "rash", "friendly", "food", "formula", "feed", "feeding",
    "shampoo", "powder", "soap", "lotion", "wipes", "diaper", "card", "certificate",
    "science", "arts", "degree", "student", "muscle", "excel", "word", "power",
    "google", "youtube", "internet", "effects", "effect", "complications",
    "complication", "presentation", "pregnancy", "preterm", "decelerations", "menarche",
    "menopause", "response", "relapse", "phase", "sequelae",
    // symptoms and body parts ("c/o" also means "complains of")
    "giddiness", "breathlessness", "dizziness", "weakness", "swelling", "burning",
    "itching", "loose", "stools", "chest", "abdomen", "abdominal", "back", "joint",
    "joints", "knee", "body", "head", "throat", "sore", "palpitations", "nausea",
    "diarrhoea", "diarrhea", "constipation", "fatigue", "tiredness", "numbness",
    "tingling", "bleeding", "discharge", "insomnia", "anxiety", "low", "high", "severe",
    "mild", "acute", "chronic", "recurrent", "generalised", "generalized", "left",
    "right", "bilateral", "multiple", "difficulty", "decreased", "increased", "loss",
    "poor", "blurred", "blurring", "breathing", "wheeze", "urine", "bronchial", "known",
    "case",
    // handover words that follow a bed number ("Bed 4 Post-op day 2", "Bed 9 Vacant")
    "post", "pre", "op", "oxygen", "npo", "nbm", "vitals", "drain", "catheter", "cannula",
    "fluids", "sedated", "afebrile", "febrile", "conscious", "unconscious", "oriented",
    "ambulatory", "shifted", "expired", "vacant", "empty", "admission", "transfer",
    // the items a ward check or a handover ticks off, which a weak title ("Bah", "Pi") or a
    // bed number may stand before ("Bah Lines checked", "Bed 4 Drains removed"; probe round 18)
    "lines", "line", "drains", "bloods", "obs", "dressing", "dressings", "tubes", "sutures",
    "stitches", "swabs", "cultures", "feeds", "meds", "cannulas", "catheters",
    // review rv20: the bedside equipment a relative's message names before a kin word ("Drip mama
    // ne lagaya", "Oxygen mama ko laga hai"), which the common-noun suffixes of rv19 miss
    "drip", "drips", "monitor", "machine", "ventilator", "nebulizer", "nebuliser", "nebulizers",
    "cylinder", "concentrator", "pipe", "bottle", "bottles", "saline", "glucose", "inhaler", "spacer",
    "wheelchair", "stretcher", "trolley",
    // what a care role names as its kind or its work ("Nurse Practitioner", "nurse Specialist",
    // "Nurse Led clinic", "physio Exercises"): the role cues of probe round 18 stop on them
    "practitioner", "practitioners", "educator", "educators", "specialist", "specialists", "led", "lead",
    "manager", "coordinator", "navigator", "prescriber", "consultant", "associate", "station", "exercises",
    "exercise", "visits", "visit", "assistant", "aide",
    // diseases and abbreviations
    "diabetes", "diabetic", "dm", "t2dm", "hypertension", "htn", "cad", "ckd", "copd",
    "asthma", "tb", "tuberculosis", "dengue", "malaria", "typhoid", "covid", "jaundice",
    "hepatitis", "anemia", "anaemia", "thyroid", "hypothyroidism", "cancer", "migraine",
    "arthritis", "gerd", "uti", "pneumonia", "sepsis", "stroke", "hiv", "aids",
    // degrees
    "mbbs", "md", "ms", "dm", "mch", "dnb", "frcs", "mrcp", "phd", "dgo", "dch", "bams",
    "bhms", "bds", "mds", "ortho", "retd",
    // drugs and brands
    "paracetamol", "dolo", "crocin", "calpol", "metformin", "glycomet", "amlodipine",
    "telmisartan", "telma", "losartan", "atorvastatin", "atorva", "rosuvastatin",
    "aspirin", "ecosprin", "clopidogrel", "pantoprazole", "pan", "pantop", "omeprazole",
    "omez", "ranitidine", "azithromycin", "azithral", "amoxicillin", "augmentin",
    "cefixime", "ciprofloxacin", "doxycycline", "ibuprofen", "diclofenac", "cetirizine",
    "levocetirizine", "montelukast", "salbutamol", "insulin", "glimepiride",
    "sitagliptin", "vildagliptin", "thyronorm", "eltroxin", "levothyroxine",
    "ondansetron", "domperidone", "metronidazole", "ivermectin", "albendazole",
    "vitamin", "calcium", "iron", "shelcal", "limcee", "zincovit", "becosules",
    "combiflam", "saridon", "disprin", "volini", "moov", "digene", "gelusil", "eno",
    "septilin", "chyawanprash", "reddys", "morepen", "cipla", "lupin", "mankind",
    "zydus", "cadila", "glenmark", "alkem", "torrent", "abbott", "pfizer", "himalaya",
    "dabur", "patanjali", "fixit", "oetker", "scholl", "scholls", "reckeweg", "schwabe",
    "willmar", "cerelac", "lactogen", "farex", "nestum", "dexolac", "johnsons",
    // discourse words that open a sentence or an address ("However, you ...")
    "okay", "ok", "right", "so", "see", "listen", "look", "sorry", "well", "yes", "fine",
    "sure", "great", "good", "alright", "thanks", "thank", "however", "therefore",
    // probe round 17: the other evaluative words a reply opens with ("Patient: Nice. Thank you");
    // not "lovely", which is also a given name in North India ("Lovely Sharma")
    "nice", "wonderful", "excellent", "perfect", "brilliant", "fantastic", "awesome",
    "meanwhile", "overall", "finally", "unfortunately", "otherwise", "again", "actually",
    "honestly", "remember", "anyway", "hello", "hi", "hey", "dear", "regards", "sincerely",
    "signed", "reviewed", "dictated", "examined", "prepared", "verified", "impression",
    "assessment", "summary", "remarks", "comments", "instructions", "avoid", "take",
    "apply", "repeat", "stop", "start", "ask", "tell", "bring", "drink", "eat",
    // departments ("seen by Cardiology")
    "cardiology", "medicine", "surgery", "orthopaedics", "orthopedics", "ent",
    "paediatrics", "pediatrics", "gynaecology", "gynecology", "obstetrics", "neurology",
    "nephrology", "urology", "oncology", "dermatology", "psychiatry", "radiology",
    "pathology", "physiotherapy", "dietician", "dietitian", "anaesthesia", "anesthesia",
    "gastroenterology", "pulmonology", "endocrinology", "ophthalmology",
    // their short forms on ward notes ("Seen by Nephro", "Neuro here, PG on call"), and
    // "Dr. Self" of a lab slip's referral line
    "neuro", "nephro", "psych", "derma", "pulmo", "paeds", "peds", "onco", "micro", "uro",
    "endo", "gastro", "ctvs", "pmr", "dialysis", "self",
    // a lab label's sample words, which stand before an age in its cells ("| Blood Sugar
    // Fasting | 52/M |": not a person "Fasting")
    "fasting", "random", "postprandial", "serum", "plasma", "stool", "sputum", "blood",
    // where and how an order goes ("Oxygen given to Bed 4", "Given by Iv Infusion")
    "bed", "beds", "cot", "room", "infusion",
    // a record label's noun after "MR" ("MR Number: 778812" is no Mr. Number)
    "number", "num",
    // the days of the week in Hindi, Marathi and Bengali ("Somvar ko aana", "Shanivar la")
    "somvar", "somwar", "mangalvar", "mangalwar", "budhvar", "budhwar", "guruvar", "guruwar",
    "brihaspativar", "shukravar", "shukrawar", "shanivar", "shaniwar", "ravivar", "raviwar",
    "itwar", "itvar", "itvaar", "shombar", "mongolbar", "budhbar", "shukrobar", "shonibar",
    "robibar",
    // romanised Hindi words that start sentences or follow cues ("Mera beta School ...")
    "mera", "meri", "mere", "main", "mai", "mujhe", "mujhko", "hum", "humko", "aap",
    "hamara", "hamari", "hamare", "humara", "humari", "humare", "apna", "apni", "apne",
    "unke", "inke", "iske", "uske", "inka", "inki",
    "aapka", "aapki", "aapke", "aapko", "tum", "tumhara", "yeh", "ye", "woh", "wo", "vo",
    "iska", "iski", "uska", "uski", "unka", "unki", "unko", "usko", "isko", "inko",
    // ergative pronouns that open a Hinglish sentence ("Humne Pappu ko ORS diya")
    "humne", "hamne", "maine", "usne", "unhone", "unhon", "aapne", "tumne", "isne", "inhone",
    // possessives of other Indian languages that open a sentence before a relation ("Ennoda
    // appa X ku sugar": Tamil; "Amar bon X": Bengali; "Maro bhai X": Gujarati)
    // the address of a chat message to a colleague ("Bro X paaji di sugar 400")
    "bro", "yaar", "dude",
    "ennoda", "enoda", "ennudaya", "ennudaiya", "engaloda", "ungaloda", "unga", "amar", "aamar",
    "amader", "maro", "mari", "majha", "majhi", "maza", "mazhi", "ente", "nanna", "namma",
    // Marwari, Bhojpuri and Awadhi possessives ("Mhara beta X ne", "Hamra bhauji X ke"), a
    // grade after a post ("Pharmacist Gr. II") and a village's office-holders and council
    // ("Sd/- X, Sarpanch, Gram Panchayat Y"; round 18)
    "mhara", "mhari", "mharo", "mhare", "hamra", "hamar", "hamaar", "hamro", "gr", "grade",
    "sarpanch", "panchayat", "respected",
    // a letter's postal service and its attesting office after "Forwarded/Attested by" ("Speed
    // Post", "Registered Post", "Notary Public"; review phi21)
    "speed", "registered", "notary",
    "kal", "aaj", "abhi", "parso", "subah", "shaam", "raat", "din", "haan", "han", "ha",
    "nahi", "nahin", "na", "accha", "achha", "acha", "theek", "thik", "bahut", "thoda",
    "kya", "kaise", "kab", "kahan", "kyun", "kyon", "jab", "tab", "phir", "lekin", "aur",
    "bhi", "sab", "kuch", "koi", "ek", "do", "teen", "pet", "sir", "sar", "dard",
    "bukhar", "khansi", "zukam", "ulti", "dast", "chakkar", "sugar", "dawai", "dawa",
    "dawaai", "goli", "khana", "pani", "doodh", "chai", "ghar", "school", "office",
    "namaste", "namaskar", "shukriya", "dhanyavad", "arre", "are", "bas",
    "ji", "jee", "beta", "beti", "bete", "bhai", "bhaiya", "bhaiyya", "didi", "behen",
    "bahen", "behenji", "pati", "patni", "biwi", "papa", "mummy", "mumma", "maa", "mata",
    "mataji", "pita", "pitaji", "saas", "sasur", "dada", "dadi", "nana", "nani", "chacha",
    "chachi", "mama", "mami", "bhabhi", "devar", "jija", "pota", "poti", "bachcha",
    "bachche", "bachchi", "bacha", "mareez", "marij", "guru", "guruji", "baba", "babaji",
    "pandit", "panditji", "masterji", "uncle", "aunty", "auntie",
    // festivals and observances ("Vijay Diwas", "Lakshmi Puja")
    "diwali", "holi", "eid", "navratri", "diwas", "jayanti", "chaturthi",
    "janmashtami", "navami", "shivratri", "yatra", "mela",
    // what follows a cue without being a person ("Patient Education", "Hello everyone")
    "education", "counselling", "counseling", "safety", "information", "consent",
    "details", "profile", "registration", "feedback", "transport", "everyone",
    "everybody", "blocker", "blockers", "thyrocare", "metropolis", "redcliffe",
    "healthians",
};

// Words after which the preceding capitalised words are an institution's name.
// Wards, units and departments a duty list or a ward round names between its people
// ("Meena, Cardiology, Farhana"; "Rekha, ICU, Kavya"): also name stop words above.
constexpr std::string_view ward_words[] = {
    "ward", "opd", "ipd", "icu", "nicu", "picu", "sicu", "micu", "ccu", "iccu", "hdu", "er", "ot", "emergency",
    "casualty", "labour", "labor", "maternity", "nursery", "dialysis", "cardiology", "medicine", "surgery",
    "orthopaedics", "orthopedics", "ortho", "ent", "paediatrics", "pediatrics", "gynaecology", "gynecology",
    "gynae", "obstetrics", "obg", "neurology", "nephrology", "urology", "oncology", "dermatology", "psychiatry",
    "radiology", "pathology", "physiotherapy", "anaesthesia", "anesthesia", "gastroenterology", "pulmonology",
    "endocrinology", "ophthalmology", "neuro", "nephro", "psych", "derma", "pulmo", "paeds", "peds", "onco",
    "uro", "endo", "gastro", "ctvs", "pmr", "triage", "recovery", "theatre", "theater", "cathlab"};

constexpr std::string_view institution_words[] = {
    "hospital", "hospitals", "clinic", "clinics", "medical", "college", "institute",
    "nursing", "memorial", "trust", "foundation", "centre", "center", "labs", "lab",
    "laboratory", "laboratories", "pathlabs", "pharmacy", "medicals", "diagnostics",
    "health", "healthcare", "university", "mission", "road", "marg", "nagar", "colony",
    "street", "school", "smarak", "charitable", "eye", "dental", "heart", "cancer",
    "children's", "maternity", "polyclinic", "dispensary", "sanatorium", "ashram",
    "institute", "pgi", "pgimer", "aiims", "biotech", "vihar", "enclave", "bagh", "ganj",
    "chowk", "bazar", "bazaar", "market", "mandir", "masjid", "gurudwara", "church",
    "park", "layout", "sector", "residency", "apartments", "apartment", "society",
    "towers", "tower", "complex", "stadium", "station", "airport", "yojana", "abhiyan",
    "card", "puja", "pooja", "diwas", "jayanti", "mahotsav", "bhawan", "bhavan", "sadan",
    "express", "bank", "ltd", "limited", "pvt", "industries", "university", "vidyalaya",
    // review rv20: eateries a scheme or a kin word names ("Amma Canteen")
    "canteen", "hotel", "restaurant", "dhaba",
    "ujala", "jagran", "times", "samachar", "nagari", "puram", "palya", "halli",
    // a clinic's own name in an SMS signature: "- Sanjeevani Kidney Care", "Sai Hospice"
    "care", "hospice", "kendra", "sansthan",
    // police stations and courts a medico-legal line names: "Thana Kotwali", "PS Kotwali
    // Nagar", "Chowki Lal Kuan", "District Court"
    "thana", "thane", "kotwali", "chowki", "chauki", "court", "kachehri",
};

// Words after which the capitalised words before them are an eponym ("Bell's palsy"),
// a scheme or a role ("Asha worker"), not a person.
constexpr std::string_view eponym_followers[] = {
    "disease", "diseases", "syndrome", "palsy", "phenomenon", "lymphoma", "thyroiditis",
    "dementia", "sign", "test", "score", "criteria", "classification", "tumour", "tumor",
    "fracture", "procedure", "operation", "manoeuvre", "maneuver", "reflex", "disorder",
    "anomaly", "deformity", "ulcer", "dystrophy", "splint", "effect", "blocker",
    "blockers", "agonist", "thalassemia", "thalassaemia",
    // eponymous devices and manoeuvres ("Foley catheter", "Ryles tube", "Ambu bag",
    // "Venturi mask", "Buck traction", "Pfannenstiel incision", "Trendelenburg position")
    "catheter", "catheters", "tube", "tubes", "bag", "mask", "traction", "incision",
    "position", "stitch", "suture", "pump", "valve", "shunt", "stent", "forceps",
};

// Honorifics that may precede another one ("Late Shri", "Baby of Mrs").
constexpr std::string_view honorific_words[] = {
    "mr", "mrs", "ms", "miss", "mx", "dr", "doctor", "shri", "shree", "sri", "sree", "sh",
    "smt", "shrimati", "srimati", "kumari", "kum", "km", "master", "baby", "late", "prof",
    "professor", "selvi", "thiru", "thirumathi", "thirumati", "capt", "col",
    // army ranks of an ex-serviceman's ECHS form ("Hav. Kulwant Singh", "Sub Maj", "Brig.")
    "hav", "havildar", "sepoy", "subedar", "brig", "brigadier", "cdr",
    // a nurse's title ("Sr. Mary", "Sis Deepa"), Hindi "Sushri" (Ms), Tamil "Tmt." (Thirumathi)
    "sr", "sister", "sis", "sushri", "tmt",
    // Mizo "Pu"/"Pi" (Mr/Mrs) and Khasi "Bah"/"Kong" (Mr/Ms): honorifics only in title case
    // before a capitalised word (detect_names), but never the first word of a name
    "pu", "pi", "bah", "kong",
};

// Indic honorifics that may precede another one ("स्वर्गीय श्री").
constexpr std::string_view indic_honorifics[] = {
    "श्री", "श्रीमती", "सुश्री", "कुमारी", "डॉ", "डॉक्टर", "स्वर्गीय", "திரு", "திருமதி",
    "செல்வி", "டாக்டர்",
};

// Devanagari and Tamil words that cannot be a name right after an Indic honorific.
constexpr std::string_view indic_stopwords[] = {
    "को", "ने", "का", "की", "के", "से", "में", "पर", "है", "हैं", "था", "थी", "थे",
    "जी", "और", "भी", "तो", "ही", "आज", "कल", "बहुत", "नहीं", "ना", "कहा", "कहते",
    "बोले", "साहब", "साहिब", "आए", "आई", "आये", "गए", "गई", "अब", "एक", "यह", "वह",
    "அவர்கள்", "அவர்", "சொன்னார்", "கூறினார்", "வந்தார்", "பார்த்தார்", "இல்லை",
    "ஐயா", "அம்மா",
};

struct label_entry {
  std::string_view word;
  number_label label;
};

constexpr label_entry number_labels[] = {
    {"phone", number_label::phone},       {"ph", number_label::phone},
    {"mobile", number_label::phone},      {"mob", number_label::phone},
    {"tel", number_label::phone},         {"telephone", number_label::phone},
    {"call", number_label::phone},        {"contact", number_label::phone},
    {"whatsapp", number_label::phone},    {"cell", number_label::phone},
    {"sms", number_label::phone},         {"landline", number_label::phone},
    {"mobiles", number_label::phone},     {"phones", number_label::phone},
    {"aadhaar", number_label::aadhaar},   {"aadhar", number_label::aadhaar},
    {"adhaar", number_label::aadhaar},    {"adhar", number_label::aadhaar},
    {"uid", number_label::aadhaar},       {"uidai", number_label::aadhaar},
    {"abha", number_label::abha},         {"phr", number_label::abha},
    {"id", number_label::identity},       {"identity", number_label::identity},
    {"invoice", number_label::not_phi},   {"batch", number_label::not_phi},
    {"lot", number_label::not_phi},       {"serial", number_label::not_phi},
    {"transaction", number_label::not_phi}, {"txn", number_label::not_phi},
    {"order", number_label::not_phi},     {"bill", number_label::not_phi},
    {"receipt", number_label::not_phi},   {"token", number_label::not_phi},
    {"bed", number_label::not_phi},       {"room", number_label::not_phi},
    {"barcode", number_label::not_phi},   {"accession", number_label::not_phi},
    {"sample", number_label::not_phi},    {"pin", number_label::not_phi},
    {"pincode", number_label::not_phi},   {"utr", number_label::not_phi},
    {"ref", number_label::not_phi},       {"reference", number_label::not_phi},
    {"mrp", number_label::not_phi},       {"rs", number_label::not_phi},
    {"inr", number_label::not_phi},       {"amount", number_label::not_phi},
    {"cost", number_label::not_phi},      {"timestamp", number_label::not_phi},
    {"imei", number_label::not_phi},      {"ifsc", number_label::not_phi},
};

std::string lower_ascii(std::string_view word) {
  std::string lowered(word);
  std::transform(lowered.begin(), lowered.end(), lowered.begin(), [](char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  });
  return lowered;
}

// Calls `f` with `word` lower-cased in a stack buffer (a heap copy only for a word longer
// than any list entry could be): the look-ups below run for most words of a text, and the
// copy into a std::string cost more than the hash look-up itself.
template <typename F>
auto with_lower(std::string_view word, F&& f) {
  char buffer[32];
  if (word.size() <= sizeof buffer) {
    for (std::size_t k = 0; k < word.size(); ++k) {
      const char c = word[k];
      buffer[k] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return f(std::string_view(buffer, word.size()));
  }
  const std::string lowered = lower_ascii(word);
  return f(std::string_view(lowered));
}

// Heterogeneous look-up of std::string keys by std::string_view.
struct string_hash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
};

// Splits an embedded list into words: '#' lines are comments; in the ambiguous list only
// the first field of each line (before a tab) is a word.
template <typename F>
void for_each_lexicon_word(std::string_view text, bool first_field_only, F&& on_word) {
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t eol = text.find('\n', i);
    if (eol == std::string_view::npos) {
      eol = text.size();
    }
    std::string_view line = text.substr(i, eol - i);
    i = eol + 1;
    if (line.empty() || line.front() == '#') {
      continue;
    }
    if (first_field_only) {
      line = line.substr(0, line.find('\t'));
    }
    std::size_t k = 0;
    while (k < line.size()) {
      while (k < line.size() && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r')) {
        ++k;
      }
      const std::size_t start = k;
      while (k < line.size() && line[k] != ' ' && line[k] != '\t' && line[k] != '\r') {
        ++k;
      }
      if (k > start) {
        on_word(line.substr(start, k - start));
      }
    }
  }
}

template <std::size_t N>
std::unordered_set<std::string_view> make_set(const std::string_view (&words)[N]) {
  return {std::begin(words), std::end(words)};
}

}  // namespace

bool is_name_stopword(std::string_view word) {
  static const auto set = [] {
    auto out = make_set(name_stopwords);
    out.insert(std::begin(kin_name_words), std::end(kin_name_words));
    return out;
  }();
  return with_lower(word, [](std::string_view lower) { return set.contains(lower); });
}

bool is_kin_name_word(std::string_view word) {
  static const auto set = make_set(kin_name_words);
  return with_lower(word, [](std::string_view lower) { return set.contains(lower); });
}

bool is_ward_word(std::string_view word) {
  static const auto set = make_set(ward_words);
  return with_lower(word, [](std::string_view lower) { return set.contains(lower); });
}

bool is_institution_word(std::string_view word) {
  static const auto set = make_set(institution_words);
  return with_lower(word, [](std::string_view lower) { return set.contains(lower); });
}

bool is_indic_stopword(std::string_view word) {
  static const auto set = make_set(indic_stopwords);
  return set.contains(word);
}

bool is_indic_honorific(std::string_view word) {
  static const auto set = make_set(indic_honorifics);
  return set.contains(word);
}

bool is_clan_abbreviation(std::string_view word) {
  return with_lower(word, [](std::string_view lower) { return lower == "kh" || lower == "th" || lower == "ng"; });
}

bool is_name_abbreviation(std::string_view word) {
  static constexpr std::string_view abbreviations[] = {"mohd", "md", "ch", "sk", "kh", "th", "ng"};
  return with_lower(word, [](std::string_view lower) {
    return std::find(std::begin(abbreviations), std::end(abbreviations), lower) != std::end(abbreviations);
  });
}

bool is_honorific_word(std::string_view word) {
  static const auto set = make_set(honorific_words);
  return with_lower(word, [](std::string_view lower) { return set.contains(lower); });
}

namespace {

using lexicon_map = std::unordered_map<std::string, name_entry, string_hash, std::equal_to<>>;

const lexicon_map& name_lexicon_map() {
  static const auto map = [] {
    lexicon_map words;
    for_each_lexicon_word(lexicon_text(lexicon_file::given_names), false,
                          [&words](std::string_view w) { words[lower_ascii(w)].given = true; });
    for_each_lexicon_word(lexicon_text(lexicon_file::surnames), false,
                          [&words](std::string_view w) { words[lower_ascii(w)].surname = true; });
    for_each_lexicon_word(lexicon_text(lexicon_file::ambiguous_names), true,
                          [&words](std::string_view w) {
                            words[lower_ascii(w)].ambiguous = true;
                          });
    return words;
  }();
  return map;
}

// Romanised Indian names are spelt with or without doubled vowels ("Aarohi"/"Arohi",
// "Geeta"/"Gita", "Pooja"/"Puja", "Sunil"/"Suneel"): the spelling key folds "aa" to "a",
// "ee" and "ii" to "i", "oo" and "uu" to "u".
std::string spelling_key(std::string_view lower) {
  std::string key;
  key.reserve(lower.size());
  for (std::size_t k = 0; k < lower.size(); ++k) {
    const char c = lower[k];
    if (k + 1 < lower.size() && lower[k + 1] == c && (c == 'a' || c == 'i' || c == 'u' || c == 'o' || c == 'e')) {
      key.push_back(c == 'e' ? 'i' : (c == 'o' ? 'u' : c));
      ++k;
    } else {
      key.push_back(c);
    }
  }
  return key;
}

// The lexicon by spelling key, for words not in it as spelt: only keys whose every spelling
// is a sure name (no spelling of them is ambiguous), with the kinds of all their spellings.
using spelling_map = std::unordered_map<std::string, name_entry, string_hash, std::equal_to<>>;

const spelling_map& sure_spellings() {
  static const auto keys = [] {
    spelling_map all;
    for (const auto& [word, entry] : name_lexicon_map()) {
      name_entry& merged = all[spelling_key(word)];
      merged.given = merged.given || entry.given;
      merged.surname = merged.surname || entry.surname;
      merged.ambiguous = merged.ambiguous || entry.ambiguous;
    }
    std::erase_if(all, [](const auto& item) { return item.second.ambiguous; });
    return all;
  }();
  return keys;
}

// Words of five letters or more whose spelling key is a sure name's, computed against the
// lexicons on 2026-11-28 from the system English dictionaries, the words of the terminology
// tables and the import filter's romanised words (scripts/phi_lexicon_import.py): never a
// variant ("Puree diet", "Afrin nasal spray").
constexpr std::string_view not_spelling_variants[] = {"afrin", "ameer", "deepen", "grishma",
                                                      "prithee", "punish", "puree"};

}  // namespace

name_entry name_lexicon(std::string_view word) {
  if (word.size() > 24) {
    return {};
  }
  const auto& map = name_lexicon_map();
  return with_lower(word, [&map](std::string_view lower) {
    const auto found = map.find(lower);
    if (found != map.end()) {
      return found->second;
    }
    // A spelling variant of a sure name (five letters or more, so short words stay out).
    if (lower.size() >= 5 && std::find(std::begin(not_spelling_variants), std::end(not_spelling_variants),
                                       lower) == std::end(not_spelling_variants)) {
      const auto& spellings = sure_spellings();
      // A word without a doubled vowel is its own key: no key to build.
      bool doubled = false;
      for (std::size_t k = 1; k < lower.size() && !doubled; ++k) {
        doubled = lower[k] == lower[k - 1] &&
                  (lower[k] == 'a' || lower[k] == 'e' || lower[k] == 'i' || lower[k] == 'o' || lower[k] == 'u');
      }
      const auto variant = doubled ? spellings.find(std::string_view(spelling_key(lower))) : spellings.find(lower);
      if (variant != spellings.end()) {
        return variant->second;
      }
    }
    return name_entry{};
  });
}

std::size_t name_lexicon_size() { return name_lexicon_map().size(); }

bool is_eponym_follower(std::string_view word) {
  static const auto set = make_set(eponym_followers);
  return with_lower(word, [](std::string_view lower) { return set.contains(lower); });
}

number_label label_of(std::string_view word) {
  static const auto map = [] {
    std::unordered_map<std::string_view, number_label> labels;
    for (const auto& entry : number_labels) {
      labels.emplace(entry.word, entry.label);
    }
    return labels;
  }();
  return with_lower(word, [](std::string_view lower) {
    const auto found = map.find(lower);
    return found == map.end() ? number_label::none : found->second;
  });
}

}  // namespace cxs::domain::phi::detail
