// Issue 18, fourteenth round: places in a sentence or a slip that only a person fills, for a
// word outside the name lexicons. Declared in person_cues.hpp; read by person_object,
// person_predicate_follows (detect_person_cues.cpp) and the word pass
// (detect_context_names.cpp). Every reading is weak: add_name vetoes a medicine, condition or
// test of the terminology tables with the words around, and the stop words hold departments,
// organs and roles.

#include <cstddef>
#include <string_view>
#include <vector>

#include "domain/phi/detect.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {

namespace {

// What a ward asks the reader to see, review or call that is not a person: a page of the
// notes, a service of the hospital. Departments, organs and drugs are stop words or terms.
bool is_service_or_page(std::string_view w) {
  return in_list(w, {"annexure", "appendix", "table", "figure", "fig", "below", "above", "overleaf", "page",
                     "attached", "chart", "notes", "sheet", "reception", "security", "housekeeping", "billing",
                     "accounts", "stores", "maintenance", "ambulance", "casualty", "emergency", "ward", "unit",
                     "team", "desk", "counter", "office", "dept", "department", "opinion", "plan", "again",
                     "later", "tomorrow", "today", "tonight", "sos", "prn", "immediately", "urgently", "stat"});
}

// Verbs whose one-word object is the patient a doctor sees or sends on: "Please see X and
// advise", "Kindly review X before 10", "referred X to the chest clinic".
bool sees_a_patient(std::string_view w) {
  return in_list(w, {"see", "review", "examine", "reassess", "recheck"});
}
bool sends_a_patient(std::string_view w) {
  return in_list(w, {"referred", "refer", "referring", "shifted", "shift", "transferred", "transfer"});
}

// A report or paper that belongs to a person ("The ECG of X", "discharge summary of X"):
// the nouns a ward writes before "of" and its patient. Imaging and biopsy also take an organ
// ("MRI of Brain", "X-ray of Chest"), which the stop words and terms veto.
bool is_record_noun(std::string_view w) {
  return in_list(w, {"ecg", "ekg", "echo", "eeg", "emg", "xray", "ray", "x-ray", "ultrasound", "usg", "sonography",
                     "scan", "mri", "ct", "biopsy", "report", "reports", "summary", "file", "papers", "bill",
                     "consent", "films", "angiogram", "audiogram", "spirometry", "smear", "culture",
                     // a person's body ("The knee of X is swollen", "The eyes of X look yellow"); not
                     // "head" or "neck", which take a department and a bone ("neck of Femur")
                     "knee", "knees", "eye", "eyes", "ear", "ears", "hand", "hands", "leg", "legs", "foot", "feet",
                     "arm", "arms", "face", "skin", "teeth", "wound", "wounds"});
}

// Anatomy and specimen words capitalised after "of" in a report's title ("MRI of Brain",
// "USG of Whole Abdomen", "Culture of Pus"): no person, whatever the stop words hold.
bool is_anatomy_or_specimen(std::string_view w) {
  return in_list(w, {"brain", "head", "neck", "chest", "thorax", "abdomen", "whole", "pelvis", "spine", "lumbar",
                     "cervical", "dorsal", "thoracic", "knee", "hip", "shoulder", "elbow", "wrist", "ankle", "foot",
                     "hand", "skull", "orbit", "orbits", "sinus", "sinuses", "liver", "kidney", "kidneys", "kub",
                     "heart", "lungs", "lung", "breast", "breasts", "thyroid", "prostate", "uterus", "ovary",
                     "ovaries", "bladder", "left", "right", "bilateral", "both", "upper", "lower", "pus", "urine",
                     "sputum", "blood", "stool", "tissue", "fluid", "csf", "swab", "lesion", "mass", "lump",
                     "node", "nodes", "leg", "legs", "arm", "arms", "face", "eye", "eyes", "ear", "ears", "nose",
                     "throat", "soft", "bone", "bones", "joint", "joints", "scrotum", "testis", "neonate", "femur", "humerus",
                     "radius", "ulna", "tibia", "fibula", "mandible", "pancreas", "patella", "finger", "toe",
                     "department", "dept", "unit", "ward", "family", "newborn", "baby", "infant", "child", "children",
                     "patients", "diabetics", "mother", "foetus", "fetus"});
}

// What a scan, an examination or a screening finds, which "was seen" as a patient is
// ("Mass was seen by me on the USG", "Lesion was seen in OPD"): no person. Most findings are
// terms of the tables; these are the shapes and signs that are not.
bool is_finding_noun(std::string_view w) {
  return in_list(w, {"mass", "lesion", "lesions", "lump", "swelling", "rash", "nodule", "nodules", "cyst", "growth",
                     "ulcer", "wound", "effusion", "collection", "opacity", "shadow", "calcification", "thickening",
                     "fracture", "stone", "stones", "polyp", "patch", "patches", "plaque", "erythema", "discharge",
                     "bleeding", "bleed", "clot", "thrombus", "vegetation", "tear", "defect", "focus", "area",
                     "abnormality", "change", "changes", "finding", "findings", "improvement", "response", "blood",
                     "pus", "fluid", "air", "gas", "sign", "signs", "movement", "activity", "flow", "murmur"});
}

}  // namespace

bool sees_or_sends_patient(std::string_view text, std::size_t i, std::size_t end) {
  // the verb first: this is asked for every capitalised word a cue may be near
  std::size_t b = 0;
  const std::string_view verb = word_ending_at(text, i, b);
  // every verb of the two lists opens with r, s or e: a cheap test before the lists
  const char first = verb.empty() ? '\0' : static_cast<char>(verb.front() | 0x20);
  if (first != 'r' && first != 's' && first != 'e') {
    return false;
  }
  const bool sends = sends_a_patient(verb);
  if (!sends && !sees_a_patient(verb)) {
    return false;
  }
  const std::string_view value = text.substr(i, end - i);
  if (value.find(' ') != std::string_view::npos || is_service_or_page(value) || is_ward_word(value)) {
    return false;  // one word only: a full name has cues of its own
  }
  const std::size_t k = skip_blanks(text, end);
  const std::string_view next = word_at(text, k);
  if (sends) {
    // "referred X to the chest clinic", "Shifted X to labour room": the one sent goes to a
    // place; a place sent to has "to" before it ("referred to Safdarjung")
    return in_list(next, {"to"});
  }
  // The line's or the request's opening verb ("Please see X", "Kindly review X", "Pls see X
  // in bed 4"), and after it a clause end or a word of the request's time, place or purpose.
  std::size_t a = 0;
  const std::string_view before = word_ending_at(text, b, a);
  if (!(at_sentence_start(text, b) || in_list(before, {"please", "pls", "plz", "kindly", "kindy", "to", "will", "can"}))) {
    return false;
  }
  if (k >= text.size() || text[k] == '.' || text[k] == ',' || text[k] == ';' || text[k] == '?' || text[k] == '\n') {
    return true;
  }
  return in_list(next, {"and", "before", "after", "in", "at", "with", "for", "today", "tomorrow", "tonight",
                        "once", "regarding", "re", "asap", "urgently", "please", "pls", "on"});
}

bool record_of_person(std::string_view text, std::size_t i, std::size_t end) {
  // "The ECG of Derrick Lobo", "X-ray of X shows", "Discharge summary of X ready": a record
  // noun right before "of", and no organ or specimen word among the words read.
  std::size_t of_at = 0;
  if (!in_list(word_ending_at(text, i, of_at), {"of"})) {
    return false;
  }
  std::size_t n = 0;
  const std::string_view noun = word_ending_at(text, of_at, n);
  if (!is_record_noun(noun)) {
    return false;
  }
  for (std::size_t k = i; k < end;) {
    const std::size_t e = name_word_end(text, k);
    if (e == k) {
      break;
    }
    const std::string_view w = text.substr(k, e - k);
    if (is_anatomy_or_specimen(w) || is_finding_noun(w) || is_name_stopword(w) || is_service_or_page(w)) {
      return false;
    }
    k = skip_blanks(text, e);
  }
  return true;
}

bool passive_person_follows(std::string_view text, std::size_t end) {
  // "X was seen by me in OPD", "X was seen in casualty", "X is to avoid lifting": a patient
  // seen by a doctor or in a clinic, and a plan addressed to a person. A finding "was seen on
  // the scan" has neither "by" a doctor nor a clinic; a finding's shape ("Mass", "Lesion") is
  // no person even there.
  const std::string_view verb = word_at(text, end);
  if (!in_list(verb, {"was", "is", "will", "has"})) {
    return false;
  }
  std::size_t k = skip_blanks(text, skip_blanks(text, end) + verb.size());
  std::string_view next = word_at(text, k);
  if (in_list(next, {"be", "been"})) {
    k = skip_blanks(text, k + next.size());
    next = word_at(text, k);
  }
  const std::size_t after = skip_blanks(text, k + next.size());
  const std::string_view then = word_at(text, after);
  if (!in_list(next, {"seen", "reviewed", "examined", "assessed", "evaluated", "to"})) {
    return false;
  }
  if (is_finding_noun(word_before(text, end))) {
    return false;
  }
  if (in_list(next, {"seen", "reviewed", "examined", "assessed", "evaluated"})) {
    if (in_list(then, {"by"})) {
      const std::string_view agent = word_at(text, skip_blanks(text, after + 2));
      // a doctor, not "the radiologist": a finding is seen by the one who reads the scan
      return in_list(agent, {"me", "us", "dr", "doctor"});
    }
    return in_list(then, {"in", "at"}) &&
           in_list(word_at(text, skip_blanks(text, after + 2)),
                   {"casualty", "opd", "clinic", "emergency", "er", "followup", "follow"});
  }
  // a plan only a person carries out: a treatment or a diet "is to continue", "to stop" too
  return verb == "is" && in_list(next, {"to"}) &&
         in_list(then, {"avoid", "return", "come", "attend", "report", "abstain", "refrain", "bring", "visit"});
}

// Common Hindi and Hinglish nouns that open a sentence as the agent of "ne" or the dative of
// "ko" without being a person's name ("Police ne bola", "Company ne card nahi diya", "Sister ne
// injection lagaya", "Bhagwan ne bachaya", "Raat ko bukhar"): institutions, roles, the family's
// common nouns, times of day and pronouns. Written for the project from the subjects and
// datives that Hinglish clinical talk takes; a word outside it and the name lexicons opening a
// sentence before "ne"/"ko" is read as a person (a term is vetoed with the words around).
bool is_common_hinglish_agent(std::string_view w) {
  // Hindi's oblique forms before a postposition: a verbal noun in "-ne" ("Khane ko kam karo",
  // "Sone ne"), a plural in "-on" ("Bacchon ko", "Logon ne", "Aankhon ko"); and the body parts
  // and health words a genitive takes ("Pet ko", "Sir ko")
  if (w.size() >= 5 && (w.ends_with("ne") || w.ends_with("on"))) {
    return true;
  }
  if (is_personal_health_noun(w)) {
    return true;
  }
  return in_list(w, {// institutions and services
                     "police", "company", "insurance", "sarkar", "sarkari", "government", "govt", "court", "bank",
                     "school", "college", "office", "hospital", "clinic", "lab", "chemist", "pharmacy", "ambulance",
                     "panchayat", "thana", "tpa", "agent", "agency", "camp", "scheme", "yojana", "card",
                     // roles
                     "doctor", "doctors", "daktar", "dactor", "sister", "nurse", "staff", "compounder", "ward",
                     "wardboy", "aaya", "ayah", "didi", "madam", "sir", "sahab", "sahib", "babu", "vakil",
                     "teacher", "masterji", "principal", "manager", "malik", "driver", "guard", "pujari",
                     "pandit", "hakim", "vaidya", "jhola", "ojha", "neighbour", "padosi", "padosan",
                     // people by kind, and the family's common nouns
                     "sab", "sabhi", "sabko", "kisi", "koi", "log", "logon", "logo", "ghar", "gharwale",
                     "gharwalon", "parivar", "family", "bachche", "bachchon", "bacche", "baccha", "bachcha",
                     "bachon", "bache", "ladka", "ladke", "ladki", "ladkiyon", "aurat", "auraton", "admi",
                     "aadmi", "mard", "mareez", "marij", "mariz", "rogi", "beta", "beti", "bete", "maa", "mummy",
                     "papa", "pitaji", "mataji", "pati", "patni", "biwi", "bhai", "bhaiya", "behen", "bahen",
                     "saas", "sasur", "bahu", "dada", "dadi", "nana", "nani", "chacha", "chachi", "mama", "mami",
                     "bhagwan", "ishwar", "allah", "upar", "uparwale", "mata", "devi", "dono", "teeno", "charon",
                     "bachi", "bacchi", "bachchi", "ladkon", "pariwar", "receptionist", "pharmacist", "dukaandar",
                     "dukandar", "kaam", "sharir", "dimaag", "ilaaj", "jaanch", "chot", "ghaav", "zakhm",
                     "haddi", "gaon", "shaadi", "shadi", "mandir", "masjid",
                     // times and days
                     "kal", "parson", "aaj", "subah", "sham", "shaam", "raat", "din", "dopahar", "dupahar",
                     "somvar", "mangalvar", "budhvar", "guruvar", "shukravar", "shanivar", "ravivar", "itwar",
                     "itvar", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                     "roz", "har", "pehle", "baad",
                     // pronouns written apart ("Us ne", "Un ko", "Hum ne", "Aap ko")
                     "us", "un", "in", "is", "hum", "aap", "tum", "mujh", "mujhe", "main", "maine", "unhon",
                     "inhon", "jis", "jin", "kis", "kin", "apne", "apni", "khud",
                     // things that act or are done to in a sentence of illness
                     "dawai", "dawa", "dava", "goli", "injection", "sui", "operation", "report", "test", "khana",
                     "pani", "garmi", "sardi", "thand", "dhoop", "machine", "mobile", "phone", "gas", "hawa", "dhuan"});
}

namespace {

// The end of an age and sex starting at `k` in a slip's or register's cells ("45 M", "45/F",
// "45F", "45 | F", "66 - F", "38 m"), or 0. The age is 1 to 120.
std::size_t age_sex_end(std::string_view text, std::size_t k) {
  if (k >= text.size() || !is_digit(text[k]) || text[k] == '0') {
    return 0;
  }
  std::size_t e = k;
  int age = 0;
  while (e < text.size() && is_digit(text[e]) && e - k < 4) {
    age = age * 10 + (text[e] - '0');
    ++e;
  }
  if (e - k > 3 || age > 120 || (e < text.size() && (is_digit(text[e]) || text[e] == '.'))) {
    return 0;
  }
  std::size_t s = e;
  if (s < text.size() && !is_ascii_alpha(text[s])) {
    s = skip_blanks(text, s);
    if (s < text.size() && (text[s] == '/' || text[s] == '|' || text[s] == '-')) {
      s = skip_blanks(text, s + 1);
    } else if (s == e) {
      return 0;
    }
  }
  std::size_t w = s;
  while (w < text.size() && is_ascii_alpha(text[w])) {
    ++w;
  }
  if (w > s && in_list(text.substr(s, w - s), {"y", "yr", "yrs", "year", "years"})) {
    // the age's unit between age and sex ("40 yrs F", "38Y/F", "8 yr M"; issue 18, fifteenth
    // round): the sex must follow, so that "9 yrs — Paeds" and "40 years old" stay
    s = skip_blanks(text, w);
    if (s < text.size() && (text[s] == '/' || text[s] == ',')) {
      s = skip_blanks(text, s + 1);
    }
    w = s;
    while (w < text.size() && is_ascii_alpha(text[w])) {
      ++w;
    }
  }
  if (in_list(word_at(text, w), {"old", "months", "month", "mo", "weeks", "days"})) {
    return 0;  // "2 M old": an infant's age in months
  }
  return w > s && in_list(text.substr(s, w - s), {"m", "f", "male", "female"}) ? w : 0;
}

// A slip's labels and a vital sign's names, which stand before a number in the cell a name
// takes ("Age 45 M", "Temp 99 F", "Foley 14 F", "Token 31"): no person.
bool is_slip_label(std::string_view w) {
  return in_list(w, {"age", "aged", "sex", "gender", "yrs", "years", "name", "pt", "patient", "token", "tok",
                     "tkn", "no", "sl", "sr", "reg", "id", "sample", "slip", "uhid", "mrn", "cr", "ip", "op",
                     "bed", "ward", "room", "unit", "opd", "ipd", "counter", "line", "serial", "temp",
                     "temperature", "tmax", "fever", "pulse", "hr", "rr", "bp", "wt", "weight", "ht", "height",
                     "hb", "day", "pod", "ga", "gravida", "para", "primi", "size", "gauge", "catheter", "foley",
                     "ryles", "cannula", "tube", "fr", "french", "batch", "lot", "house", "household", "members",
                     "children", "child", "baby", "boy", "girl", "man", "woman", "lady", "male", "female", "infant",
                     "newborn", "neonate", "toddler", "adult", "elderly", "senior",
                     "new", "old", "follow", "review", "case", "cases", "total", "about", "approx", "around"});
}

// How the cell of a name opens right before `b`: not at all (0); at a line's start or after a
// list or form mark (1: "Report dispatch: X 23 F", "5) X 70 M"); after a cell separator "|" or
// a slip's number after its label (2: "| x | 45 | F", "tok 45 x 38 m"). A word typed in lower
// case needs 2: without capitals, only a table's shape says a word is a name.
int slip_cell_opens(std::string_view text, std::size_t b) {
  std::size_t k = b;
  while (k > 0 && is_ascii_blank(text[k - 1])) {
    --k;
  }
  if (k > 0 && text[k - 1] == '|') {
    return 2;
  }
  if (k == 0 || text[k - 1] == '\n' || text[k - 1] == '/' || text[k - 1] == '-' || text[k - 1] == ',' ||
      text[k - 1] == ':' || static_cast<unsigned char>(text[k - 1]) == 0x93) {
    return k == b && k > 0 && text[k - 1] == '-' ? 0 : 1;  // not "X-ray 45 M"
  }
  if (text[k - 1] == ')') {
    std::size_t d = k - 1;
    while (d > 0 && is_digit(text[d - 1])) {
      --d;
    }
    return d < k - 1 && (d == 0 || !is_ascii_alpha(text[d - 1])) ? 1 : 0;  // "5) X 70 M"
  }
  if (!is_digit(text[k - 1])) {
    return 0;
  }
  std::size_t d = k;
  while (d > 0 && is_digit(text[d - 1])) {
    --d;
  }
  if (k - d > 5) {
    return 0;
  }
  std::size_t at = 0;
  std::string_view label = word_ending_at(text, d, at);
  if (in_list(label, {"no"})) {
    label = word_ending_at(text, at, at);
  }
  // a register's, a lab's or a counter's running number too ("Lab reg 5521 X 71 F", "Q.No 66 |
  // X", "Regn 45120 X 38/F", "HH 12 X 66 M"; issue 18, fifteenth round)
  return in_list(label, {"token", "tok", "tkn", "sl", "sr", "line", "serial", "slip", "sample", "queue", "reg",
                         "regn", "registration", "lab", "q", "hh", "household"})
             ? 2
             : 0;
}

}  // namespace

namespace {

// The slip cells of one line, [from, to) of `text`.
void detect_slip_cells_in_line(std::string_view text, std::size_t from, std::size_t to, std::vector<candidate>& out) {
  for (std::size_t k = from; k < to; ++k) {
    if (!is_digit(text[k]) || (k > 0 && (is_digit(text[k - 1]) || is_ascii_alpha(text[k - 1]) || text[k - 1] == '.' ||
                                         text[k - 1] == '/'))) {
      continue;
    }
    if (age_sex_end(text, k) == 0) {
      continue;
    }
    std::size_t end = k;
    while (end > 0 && is_ascii_blank(text[end - 1])) {
      --end;
    }
    if (end == k && k > 0) {
      continue;  // glued to what precedes
    }
    if (end > 0 && (text[end - 1] == '|' || text[end - 1] == '-' || text[end - 1] == ',' || text[end - 1] == '/')) {
      --end;
      while (end > 0 && is_ascii_blank(text[end - 1])) {
        --end;
      }
    }
    std::size_t begin = end;
    bool lower = false;
    bool accepted = true;
    int words = 0;
    while (words < 3) {
      std::size_t b = 0;
      const std::string_view w = word_ending_at(text, begin, b);
      if (w.empty() || (b > 0 && (is_digit(text[b - 1]) || text[b - 1] == '\'' || text[b - 1] == '.'))) {
        break;
      }
      const bool title = is_title_word(w);
      const bool all_lower = is_ascii_lower(w.front()) && w.size() >= 3 && is_ascii_lower(w.back());
      if (!(title || all_lower) || (words > 0 && all_lower != lower) || is_name_stopword(w) || is_slip_label(w) ||
          is_ward_word(w) || is_institution_word(w) || is_eponym_follower(w) || is_honorific_word(w)) {
        // an honorific ends the cell's name ("Mrs Saroja 45Y/F": the honorific's reading takes it)
        if (words == 0) {
          accepted = false;
        }
        break;
      }
      lower = all_lower;
      begin = b;
      ++words;
      if (slip_cell_opens(text, b) != 0) {
        break;
      }
    }
    if (!accepted || words == 0 || slip_cell_opens(text, begin) < (lower ? 2 : 1) ||
        names_a_term(text, begin, end, true)) {
      continue;
    }
    out.push_back({begin, end, phi_kind::name, priority_name});
  }
}

}  // namespace

void detect_slip_cells(std::string_view text, std::vector<candidate>& out) {
  // "Token 31  Hariom  52 M", "Sl 4 | Kalawati Devi | 61/F", "tok 45 bhola 38 m": in a slip's or
  // a register's row the cell before an age and sex names the person. One to three words of
  // one case (title or lower), the cell opening at a line's start, a separator or a slip's
  // number; no label, stop word, ward, institution or term among them ("Sl 9 | Anaemia |
  // 27/F", "Temp 99 F", "Foley 14 F"). Only a row's lines are read: a short line or one with
  // cell separators; a paragraph of dictation is no slip, and reading it byte by byte cost
  // about 1.4 % of a redaction (phi_bench's consult).
  constexpr std::size_t longest_row = 160;
  for (std::size_t from = 0; from < text.size();) {
    std::size_t to = text.find('\n', from);
    if (to == std::string_view::npos) {
      to = text.size();
    }
    const std::string_view line = text.substr(from, to - from);
    if (line.size() <= longest_row || line.find('|') != std::string_view::npos) {
      detect_slip_cells_in_line(text, from, to, out);
    }
    from = to + 1;
  }
}

void detect_chat_mentions(std::string_view text, std::vector<candidate>& out) {
  // "@Pinky sister bed 9 ka sugar check karo", "@Lokesh pls come": a group chat's mention
  // names a member (issue 18, fifteenth round). The "@" opens a word (after a blank, a line's
  // start or a bracket: an e-mail's or an ABHA address's "@" follows a letter or a digit) and
  // a capital follows; weak, so that a term with the words around is vetoed ("@Dengue ward").
  for (std::size_t at = text.find('@'); at != std::string_view::npos; at = text.find('@', at + 1)) {
    if ((at > 0 && !is_ascii_blank(text[at - 1]) && text[at - 1] != '\n' && text[at - 1] != '(') ||
        at + 2 >= text.size() || !is_ascii_upper(text[at + 1]) || !is_ascii_lower(text[at + 2])) {
      continue;
    }
    const std::string_view w = word_at(text, at + 1);
    if (is_ward_word(w) || is_institution_word(w) || is_service_or_page(w)) {
      continue;
    }
    add_name(text, at + 1, out, true);
  }
}

}  // namespace cxs::domain::phi::detail
