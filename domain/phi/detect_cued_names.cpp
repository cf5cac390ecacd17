// Names without an honorific found by a cue before them, the first pass of
// detect_context_names.cpp: relations ("my son X", "meri beti X"), "patient X", greetings,
// sign-offs and "seen by X", vocatives ("Okay X," / "Haan X,"), "Main X hoon" and a signature
// dash. Apart from the word pass because it is its own reader: one RE2 pattern of every cue
// kind, and a handler per kind; both passes accept a name through add_name (person_cues.hpp).

#include "domain/phi/detect.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include <re2/re2.h>

#include "domain/phi/english_words.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {
namespace {

// Cues after which a name follows, in one pattern so that the text is scanned once:
//   relations with a possessive: "my son X", "her husband X", "the mother, X", and after
//   "and"/"from"/"with", which take a relation without one ("his wife X and daughter Y",
//   "consent from husband X");
//   Hinglish relations: "mera beta X", "meri beti X", "Beta X", "Chacha X", "dada ji X";
//   "Patient X", "Pt X", "The patient, X", "Patient is X", "Attendant X";
//   greetings: "Hello X", "Namaste X", "Good morning X", "Thank you X", "Dear X";
//   sign-offs: "Seen by X", "Dictated by X", "Regards, X", "Sd/- X", "Signed: X";
//   "naam X", "ka naam X hai", "Mera naam hai X"; "according to X".
//
// All cue kinds are one pattern, so the text is scanned once; the kind of a match is then
// told by its first word (cue_kind).
// Room for the DFA of a long alternation, so that RE2 does not fall back to its NFA.
RE2::Options cue_options() {
  RE2::Options options;
  options.set_max_mem(64 << 20);
  return options;
}

const RE2& cue_re() {
  static const RE2 re(
      R"re((?i:(?:^|[^a-z'])(?:(?:)re"
      // relations with a possessive
      // (and a name's possessive: "Mrs. Thompson's daughter Emily"; probe round 17)
      // (review rv20: and a form's informant field, "Informant: son Deepak")
      R"re((?:my|her|his|our|their|your|the|patient's|pt's|and|from|with|informant\s*[:-]|[a-z]+['\x{2019}]s)\s+)re"
      R"re((?:(?:elder|younger|little|eldest|youngest|only)\s+)?)re"
      R"re((?:son|daughter|wife|husband|mother|father|brother|sister|grandson|granddaughter)re"
      R"re(|grandmother|grandfather|grandma|grandpa|uncle|aunt|aunty|auntie|nephew|niece|cousin)re"
      R"re(|child|baby|friend|neighbou?r|colleague|partner|mom|mum|dad|caregiver|guardian)re"
      // the people of the patient's care with a possessive or an article ("The nurse, Gloria,
      // changed the dressing", "her carer Joy"; probe round 18)
      R"re(|nurse|carer|interpreter|translator|physio|physiotherapist|midwife|therapist)re"
      R"re(|(?:son|daughter|mother|father|sister|brother)-in-law)(?:\s*,)?\s+)re"
      // an aunt or uncle addressed by the house, title-cased, without a possessive: "Aunty
      // Margaret from next door" (issue 18, eleventh round; weak: "Uncle Diabetic" is a
      // family history's term)
      R"re(|(?-i:Aunty|Auntie|Uncle|Nurse)\s+)re"
      // a relation with its rank or an insurance form's "dependant" and no possessive:
      // "dependant daughter X", "elder son X" (weak, as after "and")
      R"re(|(?:dependant|dependent|elder|younger|eldest|youngest)\s+)re"
      R"re((?:son|daughter|wife|husband|mother|father|brother|sister)(?:\s*,)?\s+)re"
      // a form's field of a relation: "Husband: X", "Father: X" (relation_label: a family
      // history's "Father: Diabetic" is no name)
      R"re(|(?:husband|wife|father|mother|spouse|guardian|nominee)\s*:\s*)re"
      // relations in other Indian languages mixed with English, always with their
      // possessive (the bare words are too common): Telugu "maa abbayi X", Bengali "amar
      // chele X", Marathi "majha mulga X", Gujarati "maro dikro X", Punjabi "mera puttar X",
      // Malayalam "ente makan X", Tamil "en paiyan X", Kannada "namma huduga X"
      R"re(|(?:maa|naa|mana|amar|aamar|amader|majha|majhi|maza|mazhi|amcha|amchi|maro|mari)re"
      R"re(|maru|mera|meri|mere|sada|ente|en|enga|engal|namma|nanna)\s+)re"
      R"re((?:abbayi|ammayi|koduku|kuthuru|kooturu|bharya|bhartha|chele|meye|mulga|mulgi)re"
      R"re(|bayko|navra|dikro|dikri|puttar|kudi|makan|makal|paiyan|ponnu|magan|magal|manaivi)re"
      R"re(|kanavar|huduga|hudugi|maga|magalu|hendati|ganda)(?:\s*,)?\s+)re"
      // whose relatives or signature a form names: "relatives of X", "signature of X",
      // "thumb impression of X" (a role after it is a stop word: "Signature of Witness")
      R"re(|(?:relatives?|attendants?|parents|guardian|family|thumb\s+impression|signature)\s+of\s+)re"
      // a relation "of" a person: "Mother of X reports ...", "wife of X" (weak: the terms
      // around are checked, as after "and daughter")
      R"re(|(?:mother|father|wife|husband|son|daughter|brother|grandmother|grandfather)\s+of\s+)re"
      // a person's papers: "Immunisation card of X", "chart of X" (weak, as above)
      R"re(|(?:card|chart|file|certificate|prescription)\s+of\s+)re"
      // and for whom a slip is written: "Rx for X:", "Receipt for X" (weak; round 19)
      R"re(|(?:rx|prescription|receipt|invoice)\s+for\s*:?\s+)re"
      // a staff role before the name: "ward boy X", "lab technician X", "ASHA X" (the
      // acronym in capitals; "Asha didi" and "Asha Devi" are no cue), "aaya X"
      R"re(|(?:ward\s+(?:boy|girl|attendant|aaya|aya)|(?:staff|charge|night|duty)\s+nurse)re"
      R"re(|(?:housekeeping|nursing|ward)\s+staff|(?:lab(?:oratory)?\s+)?technician|technologist)re"
      R"re(|physiotherapist|dietician|dietitian|receptionist|compounder|pharmacist|driver)re"
      // who draws the blood or takes the picture on a requisition ("Phlebotomist X"; round 19)
      R"re(|phlebotomist|radiographer|sonographer|optometrist)re"
      R"re(|guard|aaya|ayah|sweeper|peon|orderly|clerk|interpreter|counsellor|counselor|intern|physio)re"
      R"re(|social\s+worker|anganwadi\s+(?:worker|helper)|(?:ward\s+)?in[\s-]?charge|midwife|(?-i:ASHA|ANM|GNM))re"
      // the anganwadi worker and helper by their acronyms, and the village head a register's
      // meeting names ("AWW Suman", "sarpanch X"; issue 18, fifteenth round)
      R"re(|sarpanch|(?-i:AWW|AWH))re"
      // "Nursing Officer X" (a staff nurse's post since 2016, "Sr. Nursing Officer X" too), a
      // sub-centre's community health officer and multipurpose worker ("CHO X", "MPW X")
      R"re(|nursing\s+officer|(?-i:CHO|MPW))re"
      // a doctor's post in capitals in ward chat and duty lists: "PG Sandeep on call", "JR
      // Tenzing", "CMO Sunita signed" (issue 18, fourteenth round; capitals only: "Mo", "Ho"
      // and "Sr" are a name, a word and Sister's honorific)
      R"re(|(?-i:PG|JR|SR|MO|CMO|RMO|SMO|EMO|HOD))re"
      // an ambulance's emergency medical technician in a 108 log ("EMT X and pilot Y"; round 17)
      R"re(|paramedic|(?-i:EMT))re"
      // the people a medico-legal form and an immunisation card name by their post: "constable
      // X", "IO SI X", "Vaccinator: X" (the ranks' acronyms in capitals only: "si" is Hindi)
      R"re(|(?:head\s+)?constable|(?:sub[\s-]+)?inspector|vaccinator|(?-i:SI|ASI|SHO|IO|HC))re"
      R"re()\s*[:,]?\s+)re"
      // Hinglish relations
      R"re(|(?:(?:mera|meri|mere|humara|humari|humare|hamara|hamari|hamare)re"
      R"re(|aapka|aapki|aapke|apna|apni|apne|unka|unki|unke|iska|iski|iske|uska|uski|uske)\s+)?)re"
      R"re((?:beta|bete|beti|bhai|bhaiya|bhaiyya|behen|bahen|didi|pati|patni|biwi|papa|mummy)re"
      R"re(|maa|saas|sasur|dada|dadi|nana|nani|chacha|chachi|mama|mami|bhabhi|devar|jija|pota)re"
      R"re(|poti|bhatija|bhatiji|bhanja|bhanji)(?:\s+ji)?(?:\s*,)?\s+)re"
      // a person introduced by a noun and "named/called": "a cousin named X", "one boy called X"
      // (issue 18, eleventh round; weak, so "a condition called X" is vetoed as a term)
      R"re(|(?:someone|somebody|cousin|friend|neighbour|neighbor|relative|man|woman|lady|boy|girl)re"
      R"re(|person)\s+(?:named|called)\s+)re"
      // the patient and other people of the encounter
      R"re(|(?:patient|pt|attendant|informant|caller|customer|beneficiary|claimant|deceased|(?-i:S/N))\.?)re"
      // (a form's bracket too: "Thumb impression of patient (X) attested"; sixteenth round)
      R"re((?:\s+(?:is|was|named|called))?\s*[,:]?\s+\(?)re"
      // greetings
      R"re(|(?:hello|hi|hey|namaste|namaskar|namaskaram|vanakkam|salaam|salam)re"
      R"re(|good\s+(?:morning|afternoon|evening)|thank\s+you|thanks|dear|welcome|bye)re"
      // a letter's addressee: "Respected X sir", "Kind attention: X" (round 18)
      R"re(|respected|(?:kind\s+)?(?:attention|attn)\s*[:\-])\s*,?\s+)re"
      // sign-offs
      R"re(|(?:(?:seen|examined|reviewed|dictated|prepared|reported|verified)re"
      R"re(|signed|checked|accompanied|brought|attended|treated|operated|typed|written)re"
      R"re(|counselled|counseled|consulted)re"
      // the people a slip, a register or a form names by what they did: "Returned by X",
      // "Collected by X", "Witnessed by X" (weak: "Performed by Ultrasound Guidance" is no person)
      R"re(|returned|received|collected|issued|dispensed|approved|authori[sz]ed|escorted)re"
      R"re(|witnessed|referred|supervised|assisted|performed|filled|forwarded|attested)\s+by\s*:?)re"
      // and to whom it went: "Dispensed to X", "Dose given to X at UPHC", "Handed over to X"
      R"re(|(?:dispensed|issued|handed(?:\s+over)?|given|sold)\s+to\s*:?)re"
      // (round 17: "Cheers, X" and a phone's footer before the writer's name, "Sent from my
      // phone - X")
      R"re(|regards\s*,?|sincerely\s*,?|cheers\s*,|sent\s+from\s+my\s+[a-z]+\s*(?:-|–|—))re"
      R"re(|yours\s+(?:sincerely|truly|faithfully)\s*,?|sd\s*/-|signed\s*:)\s*)re"
      // naam
      R"re(|naam\s*(?:hai\s+|[:\-]\s*)?)re"
      // a speaker introducing himself: "This is Anand speaking", "i am meera" (self_intro:
      // the name must close the clause or be followed by "speaking/here/calling/from")
      R"re(|this\s+is\s+|i\s+am\s+|i'm\s+)re"
      // a relation without a possessive before its person: "Mother Pushpalata Panda says ...",
      // "handed over to nephew Kaizad" (issue 18, thirteenth round; weak, as after "and": a
      // family history's "Mother Hypertensive" is a term, "Father Muller Medical College" an
      // institution; last of the cues, so that "mother of X" and "Mother: X" are read as before; the match
      // takes the name's capital, the only cue that ends in a letter, so that a relation before
      // a lower-case word costs no handler call)
      R"re(|(?:son|daughter|wife|husband|mother|father|brother|nephew|niece|grandson|granddaughter)re"
      R"re(|grandmother|grandfather|cousin|parent)\s+(?-i:[A-Z]))re"
      // who told it: "According to Ashfaq, ..." (a book or guideline is a stop word or a term)
      R"re(|according\s+to\s+))))re"
      // vocatives: "Okay X," "Haan X," "Sorry X ji" (the name must be followed by a comma,
      // "ji" or a question mark)
      R"re(|(?i:(?:^|[.!?;]\s+)(?:(?:okay|ok|right|so|see|listen|look|haan|han|accha|achha)re"
      R"re(|acha|sorry|don't\s+worry|do\s+not\s+worry|yes|no|well|now|please|arre|theek\s+hai)re"
      R"re(|chalo|suniye|dekhiye|dekho|suno)\s*,?\s+)))re"
      // "Main X hoon", "Main X bol raha hoon", "Main X ki maa hoon" at a sentence start
      R"re(|(?:^|[.!?;]\s+|\n)(?:(?:Main|main|Mai|mai)\s+))re"
      // and in a transcript without punctuation anywhere, in lower case ("haan ji main ramesh
      // bol raha hoon"): on_main_cue then asks for a sure lexicon name and "hoon/bol/ki/ka/ke"
      R"re(|\s(?:main|mai)\s+)re"
      // a signature line opening with a dash: "— Priya Raman, staff nurse"
      R"re(|(?m:^)[ \t]*(?:(?:—|–|--?)[ \t]*))re",
      cue_options());
  return re;
}

enum class cue_kind : std::uint8_t { plain, weak_relation, bare_relation, relation_label, self_intro, vocative, main, dash };

// The first words of the weak cues: "and/from/with" before a relation, a relation or a paper
// before "of", a staff role. Compared by first letter first: kind_of runs for every cue match.
bool opens_weak_cue(std::string_view word) {
  if (word.empty()) {
    return false;
  }
  switch (is_ascii_upper(word.front()) ? static_cast<char>(word.front() - 'A' + 'a') : word.front()) {
    case 'a':
      return in_list(word, {"and", "aaya", "ayah", "anganwadi", "asha", "anm", "asi", "approved", "authorised",
                            "attested", "attention", "attn",
                            "authorized", "assisted", "aunty", "auntie", "aww", "awh"});
    case 'b':
      // "Beta" (son) also opens a term ("Beta Thal Trait Koya": the name read runs past the
      // term, so the terms around are checked)
      return in_list(word, {"brother", "beneficiary", "beta", "bete", "boy"});
    case 'c':
      return in_list(word, {"card", "chart", "certificate", "charge", "compounder", "clerk", "counsellor", "cho", "cmo",
                            "counselor", "claimant", "constable", "collected", "cousin",
                            "cheers"});  // round 17's sign-offs are weak ("Cheers, Omega-3" is a drug)
    case 'd':
      return in_list(word, {"daughter", "duty", "dietician", "dietitian", "driver", "deceased", "dispensed",
                            "dependant", "dependent"});
    case 'j':
      return in_list(word, {"jr"});
    case 'f':
      return in_list(word, {"from", "father", "file", "filled", "friend", "forwarded"});
    case 'g':
      return in_list(word, {"grandmother", "grandfather", "grandson", "granddaughter", "guard", "gnm", "given", "girl"});
    case 'h':
      return in_list(word, {"husband", "housekeeping", "head", "hc", "handed", "hod"});
    case 'i':
      return in_list(word, {"in", "incharge", "interpreter", "inspector", "io", "issued", "intern", "invoice"});
    case 'l':
      return in_list(word, {"lab", "laboratory", "lady"});
    case 'm':
      return in_list(word, {"mother", "midwife", "mpw", "man", "mo"});
    case 'n':
      return in_list(word, {"night", "nursing", "neighbour", "neighbor", "nephew", "niece"});
    case 'o':
      return in_list(word, {"orderly", "optometrist"});
    case 'p':
      return in_list(word, {"prescription", "physiotherapist", "pharmacist", "peon", "performed", "physio", "person",
                            "parent", "pg", "paramedic", "phlebotomist"});
    case 'r':
      return in_list(word, {"receptionist", "returned", "received", "referred", "relative", "rmo", "respected",
                            "radiographer", "rx", "receipt"});
    case 'k':
      return in_list(word, {"kind"});  // a letter's addressee (round 18): weak, a drug may stand there
    case 's':
      return in_list(word, {"son", "staff", "sweeper", "social", "s", "sub", "si", "sho", "supervised", "sold", "someone", "somebody", "sr", "smo", "sarpanch", "sonographer",
                            "sent"});  // "s": "S/N" (staff nurse)
    case 't':
      return in_list(word, {"technician", "technologist"});
    case 'u':
      return in_list(word, {"uncle"});
    case 'v':
      return in_list(word, {"vaccinator"});
    case 'w':
      return in_list(word, {"with", "wife", "ward", "witnessed", "woman"});
    case 'e':
      return in_list(word, {"escorted", "elder", "eldest", "emo", "emt"});
    case 'y':
      return in_list(word, {"younger", "youngest"});
    default:
      return false;
  }
}

// The kind of a cue match, by its first word: no word is a dash; "main"/"mai" opens the
// "Main X hoon" cue; a vocative word ("okay", "haan", "sorry" ...) a vocative; any other
// word a plain cue (no plain cue starts with one of those words).
cue_kind kind_of(std::string_view match) {
  std::size_t i = 0;
  while (i < match.size() && !is_ascii_alpha(match[i])) {
    ++i;
  }
  if (i == match.size()) {
    return cue_kind::dash;
  }
  std::size_t e = i;
  while (e < match.size() && (is_ascii_alpha(match[e]) || match[e] == '\'')) {
    ++e;
  }
  const std::string_view word = match.substr(i, e - i);
  std::size_t last = match.size();
  while (last > 0 && is_ascii_blank(match[last - 1])) {
    --last;
  }
  if (last > 0 && match[last - 1] == ':' &&
      in_list(word, {"husband", "wife", "father", "mother", "spouse", "guardian", "nominee"})) {
    return cue_kind::relation_label;
  }
  if (match.back() == '(') {
    // "patient (X)": a bracket holds a drug or a test as often ("patient (on Warfarin)"), so
    // the terms around are checked too (sixteenth round)
    return cue_kind::weak_relation;
  }
  if (in_list(word, {"main", "mai"})) {
    return cue_kind::main;
  }
  if (in_list(word, {"this", "i", "i'm"})) {
    return cue_kind::self_intro;
  }
  if (is_ascii_upper(match.back()) && in_list(word, {"son", "daughter", "wife", "husband", "mother", "father",
                                                    "brother", "nephew", "niece", "grandson", "granddaughter",
                                                    "grandmother", "grandfather", "cousin", "parent"})) {
    return cue_kind::bare_relation;  // the relation word alone, the match ending on the name's capital
  }
  if (opens_weak_cue(word)) {
    // "and daughter X", "from husband X": without a possessive the relation word may open
    // a product ("and baby Paracetamol drops"), so the terms around are checked too. A
    // relation or paper word opens a match only in the "mother of X" and "card of X" cues,
    // weak for the same reason ("chart of Vitals"); so does a staff role ("Ward boy X": "Lab
    // technician Iv Paracetamol" is an order, not a person).
    return cue_kind::weak_relation;
  }
  if (in_list(word, {"according"})) {
    return cue_kind::vocative;  // the same test: "According to Ashfaq, ..." closes with a comma
  }
  if (in_list(word, {"okay", "ok", "right", "so", "see", "listen", "look", "haan", "han", "accha",
                     "achha", "acha", "sorry", "don't", "do", "yes", "no", "well", "now", "please",
                     "arre", "theek", "chalo", "suniye", "dekhiye", "dekho", "suno"})) {
    return cue_kind::vocative;
  }
  return cue_kind::plain;
}

// Calls `on_cue(kind, end)` for every cue, `end` being where the name would start.
template <typename F>
void for_each_cue(std::string_view text, F&& on_cue) {
  const RE2& re = cue_re();
  const re2::StringPiece input(text.data(), text.size());
  re2::StringPiece whole;
  std::size_t pos = 0;
  while (pos < text.size() && re.Match(input, pos, text.size(), RE2::UNANCHORED, &whole, 1)) {
    const auto begin = static_cast<std::size_t>(whole.data() - text.data());
    const std::size_t end = begin + whole.size();
    on_cue(kind_of(text.substr(begin, end - begin)), end);
    // Resume on the match's last byte (a blank or a comma): it is the boundary a cue
    // right after this one needs ("Caller is | her brother, X").
    pos = end > pos + 1 ? end - 1 : pos + 1;
  }
}

// The name at `i` only when a title-case word starts there.
bool title_word_at(std::string_view text, std::size_t i) {
  return i < text.size() && is_ascii_upper(text[i]) &&
         is_title_word(text.substr(i, name_word_end(text, i) - i));
}

// The title-case name that starts at `i`, read as the cue handlers below read one (nested
// honorifics skipped), or nothing when no title-case word starts there.
std::optional<byte_range> title_name_at(std::string_view text, std::size_t i) {
  return title_word_at(text, i) ? read_latin_name(text, i, false) : std::nullopt;
}

// Whether the cue word right before `i` says a person follows: a relation ("daughter",
// "beti") or a staff role ("staff", "technician", "driver"). In a lower-case transcript a
// lexicon name flagged as also a common word counts after it ("and daughter pooja",
// "housekeeping staff munna"): the noun before it already says a person stands there.
// English nouns only: after a Hinglish relation the sentence goes on at once ("mera beta
// pooja ke baad aaya": after the puja).
bool person_noun_before(std::string_view text, std::size_t i) {
  return in_list(word_before(text, i),
                 {"son", "daughter", "wife", "husband", "mother", "father", "brother", "sister",
                  "grandson", "granddaughter", "grandmother", "grandfather", "nephew", "niece",
                  "cousin", "friend", "child", "baby", "boy", "girl", "staff", "nurse", "technician",
                  "driver", "guard", "aaya", "ayah", "sweeper", "peon", "attendant", "compounder",
                  "receptionist", "physiotherapist", "dietician", "dietitian", "pharmacist"});
}

// A plain cue: the name right after it. Nested honorifics ("Hello Mr Iyer") are skipped
// by read_latin_name.
void on_plain_cue(std::string_view text, std::size_t end, std::vector<candidate>& out,
                  bool weak = false) {
  const std::size_t i = skip_blanks(text, end);
  if (i < text.size() && is_ascii_upper(text[i])) {
    // After a weak cue a staff rank opens a role, not a name: "Performed by Senior Registrar",
    // "Witnessed by Junior Resident" (review rv15)
    if (weak && in_list(word_at(text, i), {"senior", "junior", "chief", "resident", "registrar", "consultant",
                                           "assistant", "associate", "attending", "house"})) {
      return;
    }
    // "CHO" is also a diet's carbohydrate ("CHO Counting taught", "CHO Intake Reduced"): after
    // it only a lexicon name opens the community health officer's (review rv16)
    // A doctor's post in capitals compounds with nouns as often ("PG Hostel", "SR Block", "PG
    // Diploma", "MO Quarters"): after it too only a lexicon name (issue 18, fourteenth round)
    const std::string_view post = word_before(text, i);
    if ((post == "CHO" || post == "PG" || post == "JR" || post == "SR" || post == "MO" || post == "CMO" ||
         post == "RMO" || post == "SMO" || post == "EMO" || post == "HOD") &&
        !name_lexicon(word_at(text, i)).known()) {
      return;
    }
    add_name(text, i, out, weak);
  } else if (i < text.size() && is_ascii_lower(text[i])) {
    // Lower-case transcripts ("mera beta rohan", "hello sunita ji"): known names only.
    // A lexicon word that is also a common word ("more", "lucky", "pooja") is left alone.
    const std::string_view first_word = text.substr(i, name_word_end_lower(text, i) - i);
    const bool flagged = name_lexicon(first_word).ambiguous;
    // "patient is lakshmi narayan", "naam hai anand": a cue that names says a person follows,
    // as a relation noun does
    const bool naming = in_list(word_before(text, i), {"naam"}) ||
                        (in_list(word_before(text, i), {"is", "named", "called", "hai"}) &&
                         in_list(word_before(text, i - word_before(text, i).size() - (i > 0 ? 1 : 0)),
                                 {"patient", "pt", "naam", "is", "name"}));
    // the name read, [name_begin, name_end); empty when none
    std::size_t name_begin = i;
    std::size_t name_end = i;
    if (!(flagged && (!(person_noun_before(text, i) || naming) || is_function_word_name(first_word)))) {
      if (const auto lexicon_name = read_lower_lexicon_name(text, i)) {
        name_begin = lexicon_name->begin;
        name_end = lexicon_name->end;
      }
    }
    if (name_end > name_begin && flagged && !person_noun_before(text, i)) {
      // after a naming cue a flagged word is a name only as a full name or closing the clause
      // ("patient is lakshmi narayan", "naam hai anand"; not "patient is lucky to be alive")
      const std::size_t after = skip_blanks(text, name_end);
      const bool full = text.substr(name_begin, name_end - name_begin).find(' ') != std::string_view::npos;
      if (!full && !(after >= text.size() || text[after] == ',' || text[after] == '.' || text[after] == '\n' ||
                     in_list(word_at(text, name_end), {"hai", "ji", "and", "aur"}))) {
        name_end = name_begin;
      }
    }
    if (name_end == name_begin && naming && !name_lexicon(first_word).known() && !is_name_stopword(first_word)) {
      // "naam hai ramprasad yadav": a word outside the lexicons before a sure surname of them
      // (a given name after it may follow a verb: "naam likho rajesh kumar")
      const std::size_t e = i + first_word.size();
      const std::size_t n = skip_blanks(text, e);
      const std::size_t ne = name_word_end_lower(text, n);
      const name_entry second = name_lexicon(text.substr(n, ne - n));
      if (first_word.size() >= 3 && n > e && ne > n && second.surname && !second.ambiguous) {
        if (const auto rest = read_lower_lexicon_name(text, n)) {
          name_begin = i;
          name_end = rest->end;
        }
      }
    }
    if (name_end > name_begin) {
      const std::string_view first = text.substr(name_begin, name_word_end_lower(text, name_begin) - name_begin);
      const std::string_view next = word_after(text, name_end);
      if (!is_eponym_follower(next) && !is_role(first, next) &&
          !(flagged && names_a_term(text, name_begin, name_end, true))) {
        out.push_back({name_begin, name_end, phi_kind::name, priority_name});
      }
    }
  }
}

// A form's relation field ("Husband: Hemraj Meena", "Father: Ramesh"): a family history
// writes the relatives' illnesses in the same shape ("Father: Alive, hypertensive"), so the
// value must be a name of the lexicons or two or more words, and the terms around veto it.
void on_relation_label(std::string_view text, std::size_t end, std::vector<candidate>& out) {
  const std::size_t i = skip_blanks(text, end);
  const auto r = title_name_at(text, i);
  if (!r) {
    return;
  }
  const std::string_view value = text.substr(r->begin, r->end - r->begin);
  if (name_lexicon(value.substr(0, name_word_end(value, 0))).known() || value.find(' ') != std::string_view::npos) {
    add_name(text, i, out, true);
  }
}

// A speaker's introduction ("This is Anand speaking from the pharmacy", "good morning doctor
// i am meera"): a title-case name, or in lower case a name of the lexicons, that closes the
// clause (a comma, a period, the end of the line, "and") or is followed by "speaking",
// "here", "calling" or "from". A state after "I am" is no name ("I am Diabetic", "i am
// better"): stop words and terms are not read, and a flagged lexicon word ("i am lucky", "I
// am Happy") counts only before "speaking/here/calling/from".
void on_self_intro(std::string_view text, std::size_t end, std::vector<candidate>& out) {
  const std::size_t i = skip_blanks(text, end);
  if (i >= text.size() || !is_ascii_alpha(text[i])) {
    return;
  }
  const bool lower = is_ascii_lower(text[i]);
  const auto r = lower ? read_lower_lexicon_name(text, i)
                       : title_name_at(text, i);
  if (!r || r->begin != i) {
    return;
  }
  const std::size_t after = skip_blanks(text, r->end);
  const bool closes = after >= text.size() || text[after] == ',' || text[after] == '.' || text[after] == '\n' ||
                      in_list(word_at(text, r->end), {"and"});
  const bool introduces = in_list(word_at(text, r->end), {"speaking", "here", "calling", "from"});
  const std::string_view first = lower ? text.substr(i, name_word_end_lower(text, i) - i)
                                       : text.substr(i, name_word_end(text, i) - i);
  const name_entry entry = name_lexicon(first);
  if (!(introduces || (closes && entry.sure()))) {
    return;
  }
  if (lower) {
    if (!names_a_term(text, r->begin, r->end, true) && !is_name_stopword(first)) {
      out.push_back({r->begin, r->end, phi_kind::name, priority_name});
    }
    return;
  }
  add_name(text, i, out, true);
}

// A vocative: the name must close with a comma or question mark, or take "ji", "bhai"...
void on_vocative_cue(std::string_view text, std::size_t end, std::vector<candidate>& out) {
  const std::size_t i = skip_blanks(text, end);
  const auto r = title_name_at(text, i);
  if (!r) {
    return;
  }
  const std::size_t after = skip_blanks(text, r->end);
  const bool closes = after < text.size() && (text[after] == ',' || text[after] == '?');
  if (closes || is_address_suffix(word_at(text, r->end))) {
    add_name(text, i, out);
  }
}

// "Main X ...": a known name, or any name followed by "hoon", "bol", "ki/ka/ke"; in lower case
// ("haan ji main ramesh bol raha hoon") a lexicon name that is no common word, followed by them.
void on_main_cue(std::string_view text, std::size_t end, std::vector<candidate>& out) {
  const std::size_t i = skip_blanks(text, end);
  if (i < text.size() && is_ascii_lower(text[i])) {
    const std::string_view first = text.substr(i, name_word_end_lower(text, i) - i);
    if (name_lexicon(first).sure()) {
      if (const auto r = read_lower_lexicon_name(text, i);
          r && in_list(word_at(text, r->end), {"hoon", "hun", "hu", "bol", "ki", "ka", "ke"}) &&
          !names_a_term(text, r->begin, r->end, true)) {
        out.push_back({r->begin, r->end, phi_kind::name, priority_name});
      }
    }
    return;
  }
  const auto r = title_name_at(text, i);
  if (!r) {
    return;
  }
  const std::string_view first = text.substr(i, name_word_end(text, i) - i);
  if (name_lexicon(first).known() ||
      in_list(word_at(text, r->end), {"hoon", "hun", "hu", "bol", "ki", "ka", "ke"})) {
    add_name(text, i, out);
  }
}

// A dash at a line start: a bullet ("- Avoid oily food") is not a signature, so the name
// must have two or more words, or be known, and end the line or meet a comma.
void on_dash_cue(std::string_view text, std::size_t end, std::vector<candidate>& out) {
  const auto r = read_latin_name(text, end, false);
  if (!r) {
    return;
  }
  const std::string_view value = text.substr(r->begin, r->end - r->begin);
  const bool several = value.find(' ') != std::string_view::npos;
  const std::size_t after = skip_blanks(text, r->end);
  const bool closes = after >= text.size() || text[after] == ',' || text[after] == '\n' ||
                      text[after] == '\r' || text[after] == '(';
  const bool known = name_lexicon(value).known();
  if (closes && (several || known)) {
    add_name(text, r->begin, out);
  } else if (const std::size_t next = after >= text.size() ? after : skip_blanks(text, after + 1);
             closes && is_unlisted_word(value, known) &&
             (after >= text.size() || text[after] != ',' || (next < text.size() && is_ascii_lower(text[next])))) {
    // one word that no list holds signing the line ("— Jhumri, staff nurse"; round 17), a role
    // after its comma, not another capital ("- Bhiwandi, Thane" lists towns); weak, so a term
    // is vetoed with the words around
    add_name(text, r->begin, out, true);
  }
}

// A relation without a possessive before a title-case word (issue 18, thirteenth round): in
// lower case inside a sentence ("handed over to nephew Kaizad", "and child Golu") the
// capital is the writer's sign of a name; opening a sentence or a form's cell ("Mother
// Pushpalata Panda says ...") the relation is capitalised for its place, so a verb only a
// person takes must follow the name ("Mother Dairy toned milk", "Mother Nature" stay). A
// family history's status after a relation is no name ("father Alive", "mother Non-smoker");
// its conditions are terms, checked with the words around (weak). A lower-case word after
// the relation is left to the lexicon passes.
void on_bare_relation(std::string_view text, std::size_t end, std::vector<candidate>& out) {
  const std::size_t i = skip_blanks(text, end);
  if (!title_word_at(text, i) ||
      in_list(word_at(text, i), {"alive", "healthy", "died", "dead", "living", "late", "non",
                                              "unknown", "nil", "well", "fine", "married", "unmarried", "smoker"})) {
    return;
  }
  const std::string_view relation = word_before(text, i);
  if (!relation.empty() && is_ascii_upper(relation.front())) {
    const auto r = read_latin_name(text, i, false);
    if (!r || !person_predicate_follows(text, r->end)) {
      return;
    }
  }
  add_name(text, i, out, true);
}

}  // namespace

void detect_cued(std::string_view text, std::vector<candidate>& out) {
  for_each_cue(text, [&](cue_kind kind, std::size_t end) {
    switch (kind) {
      case cue_kind::plain:
        on_plain_cue(text, end, out);
        break;
      case cue_kind::weak_relation:
        on_plain_cue(text, end, out, true);
        break;
      case cue_kind::bare_relation:
        on_bare_relation(text, end - 1, out);  // the match ends on the name's capital
        break;
      case cue_kind::relation_label:
        on_relation_label(text, end, out);
        break;
      case cue_kind::self_intro:
        on_self_intro(text, end, out);
        break;
      case cue_kind::vocative:
        on_vocative_cue(text, end, out);
        break;
      case cue_kind::main:
        on_main_cue(text, end, out);
        break;
      case cue_kind::dash:
        on_dash_cue(text, end, out);
        break;
    }
  });
}

bool context_patterns_compiled() {
  return cue_re().ok();
}

}  // namespace cxs::domain::phi::detail
