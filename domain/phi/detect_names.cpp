// Names. RE2 finds the cues (honorifics, relation markers, name labels); a small
// hand-written reader then takes the capitalised words after the cue, because what
// ends a name (a stop word, a possessive, an institution word, a brand) is easier to
// say in code than in a pattern.

#include "domain/phi/detect.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <re2/re2.h>

#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"

namespace cxs::domain::phi::detail {
namespace {

constexpr int max_indic_words = 2;

// Latin honorifics and relation markers, case-insensitive. The "... of" forms come
// before plain "baby" because RE2 prefers the first alternative that matches.
const RE2& honorific_re() {
  static const RE2 re(
      R"((?i)(?:^|[^A-Za-z0-9_])()"
      R"((?:baby\s+(?:girl\s+|boy\s+)?|son\s+|daughter\s+|wife\s+|husband\s+|care\s+)of)"
      R"(|[sdwcb]/o|mrs|mr|ms|miss|mx|doctor|dr|shrimati|srimati|shree|shri|sree|sri|smt)"
      R"(|kumari|kum|km|master|baby|late|professor|prof|selvi|thirumathi|thirumati|thiru)"
      R"(|capt|col|sh|mister|sister|sr|sis|sushri|tmt)"
      // Mizo "Pu Lalthanhawla", "Pi Zothanpuii", Khasi "Bah Kyrshan", "Kong Iba": printed
      // case only ("pi", "PI", "bah" are words and acronyms); honorific_accepted asks more
      R"(|(?-i:Pu|Pi|Bah|Kong))"
      // army ranks of ex-servicemen's (ECHS) forms: "Hav. Kulwant Singh", "Brig. Rao"
      R"(|havildar|hav|sepoy|subedar|brigadier|brig|cdr)"
      // community honorifics: Christian "Fr./Rev.", Muslim "Janab/Mohtarma/Maulana/Haji/
      // Hafiz", Sikh "Sardar/Sardarni", Hindu "Pandit/Swami", "Ustad"
      R"(|fr|rev|revd|janab|mohtarma|maulana|haji|hafiz|sardar|sardarni|pandit|swami|ustad)(\.?))");
  return re;
}

// Labels after which a name follows: "patient name:", "my name is", "mera naam".
const RE2& name_label_re() {
  static const RE2 re(
      R"((?im)(?:(?:^|[^a-z])(?:(?:patient|pt|father|mother|husband|wife|spouse|guardian)"
      R"(|attendant|son|daughter|child|baby|informant|relative|caregiver|doctor|consultant))"
      R"((?:'s|s)?\.?\s+name|full\s+name|my\s+name|his\s+name)"
      R"(|name\s+of\s+(?:the\s+)?(?:patient|father|mother|husband|wife|spouse|guardian))"
      R"(|her\s+name)(?:\s*[:\-–=]+\s*|\s+is\s+|\s+)|(?:^|[^a-z])mera\s+naam\s+)"
      R"(|(?:^|[|;])\s*name\s*[:\-–]+\s*))");
  return re;
}

const RE2& devanagari_honorific_re() {
  static const RE2 re(
      R"((?:^|[^\x{0900}-\x{097F}])(श्रीमती|सुश्री|श्री|कुमारी|डॉक्टर|डॉ|स्वर्गीय|स्व\.)(\.?))");
  return re;
}

// "मरीज़ का नाम", "मेरा नाम", "நோயாளியின் பெயர்", "என் பெயர்": whose name it is comes
// first, so that "दवा का नाम" (the medicine's name) is not a cue.
const RE2& indic_name_label_re() {
  static const RE2 re(
      R"((?:^|[^\x{0900}-\x{097F}\x{0B80}-\x{0BFF}]))"
      R"((?:(?:(?:मरीज़|मरीज|रोगी|पिता|पति|पत्नी|माता|मां|बेटे|बेटी)\s+(?:का|की|के)|मेरा|मेरे))"
      R"(\s+नाम|(?:நோயாளியின்|என்|எனது|தந்தையின்|கணவரின்|மனைவியின்)\s+பெயர்)"
      R"()\s*[:\-]?)");
  return re;
}

const RE2& tamil_honorific_re() {
  static const RE2 re(R"((?:^|[^\x{0B80}-\x{0BFF}])(திருமதி|திரு|செல்வி|டாக்டர்|மருத்துவர்)(\.?))");
  return re;
}

// --- Devanagari and Tamil names ---------------------------------------------------

// Code point at `i` and its length; a malformed byte reads as itself, length 1.
std::uint32_t decode(std::string_view text, std::size_t i, std::size_t& len) {
  const auto b0 = static_cast<unsigned char>(text[i]);
  len = 1;
  if (b0 < 0x80) {
    return b0;
  }
  const std::size_t need = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC0 ? 2 : 0;
  if (need == 0 || i + need > text.size()) {
    return b0;
  }
  std::uint32_t cp = b0 & (0xFF >> (need + 1));
  for (std::size_t k = 1; k < need; ++k) {
    const auto b = static_cast<unsigned char>(text[i + k]);
    if ((b & 0xC0) != 0x80) {
      return b0;
    }
    cp = (cp << 6) | (b & 0x3F);
  }
  len = need;
  return cp;
}

bool is_devanagari_letter(std::uint32_t cp) {
  return (cp >= 0x0900 && cp <= 0x0963) || (cp >= 0x0970 && cp <= 0x097F) || cp == 0x200C ||
         cp == 0x200D;
}

bool is_tamil_letter(std::uint32_t cp) { return cp >= 0x0B80 && cp <= 0x0BE5; }

std::size_t indic_word_end(std::string_view text, std::size_t i, bool (*letter)(std::uint32_t)) {
  while (i < text.size()) {
    std::size_t len = 0;
    if (!letter(decode(text, i, len))) {
      break;
    }
    i += len;
  }
  return i;
}

// After an Indic honorific: Indic words up to `max`, or a Latin name ("டாக்டர் Ravi").
std::optional<byte_range> read_indic_name(std::string_view text, std::size_t i,
                                          bool (*letter)(std::uint32_t), int max) {
  i = skip_blanks(text, i);
  if (i < text.size() && is_ascii_upper(text[i])) {
    return read_latin_name(text, i, false);
  }
  // "स्वर्गीय श्री हरि प्रसाद": the name starts after the second honorific.
  const std::size_t first_end = indic_word_end(text, i, letter);
  if (first_end > i && is_indic_honorific(text.substr(i, first_end - i))) {
    std::size_t next =
        first_end < text.size() && text[first_end] == '.' ? first_end + 1 : first_end;
    next = skip_blanks(text, next);
    if (next > first_end) {
      i = next;
    }
  }
  const std::size_t begin = i;
  std::size_t end = i;
  for (int words = 0; words < max; ++words) {
    const std::size_t e = indic_word_end(text, i, letter);
    if (e == i || is_indic_stopword(text.substr(i, e - i))) {
      break;
    }
    end = e;
    const std::size_t next = skip_blanks(text, e);
    if (next == e) {
      break;
    }
    i = next;
  }
  if (end == begin) {
    return std::nullopt;
  }
  return byte_range{begin, end};
}

// --- cue loops -------------------------------------------------------------------

// Calls `on_cue(groups, match_end)` for every match of a cue pattern whose capture
// groups all took part.
template <typename F>
void for_each_cue(const RE2& re, std::string_view text, int groups, F&& on_cue) {
  const re2::StringPiece input(text.data(), text.size());
  re2::StringPiece match[3];
  std::size_t pos = 0;
  while (pos < text.size() &&
         re.Match(input, pos, text.size(), RE2::UNANCHORED, match, groups + 1)) {
    const auto whole_begin = static_cast<std::size_t>(match[0].data() - text.data());
    const std::size_t whole_end = whole_begin + match[0].size();
    if (std::all_of(match + 1, match + groups + 1,
                    [](const re2::StringPiece& g) { return g.data() != nullptr; })) {
      on_cue(match, whole_end);
    }
    pos = whole_end > pos ? whole_end : pos + 1;
  }
}

std::size_t offset_of(std::string_view text, const re2::StringPiece& piece) {
  return static_cast<std::size_t>(piece.data() - text.data());
}

// Whether a Latin honorific match is really one, and where its name would start.
std::optional<std::size_t> honorific_accepted(std::string_view text,
                                              const re2::StringPiece* match) {
  const std::string_view word(match[1].data(), match[1].size());
  const bool period = match[2].size() == 1;
  const std::size_t after = offset_of(text, match[2]) + match[2].size();
  if (!period && (after >= text.size() || !is_ascii_blank(text[after]))) {
    return std::nullopt;  // "Drug", "MRSA", "Srinivasan", "Mrs,"
  }
  const std::string lower = to_lower_ascii(word);
  // In "k/c/o Asthma" the "c/o" means "known case of", not "care of".
  const std::size_t word_begin = offset_of(text, match[1]);
  if (lower.find('/') != std::string::npos && word_begin > 0 && text[word_begin - 1] == '/') {
    return std::nullopt;
  }
  // "MS Ortho" (a degree), "5 KM" (a distance) and "SR" (sinus rhythm) are not honorifics.
  if (!period && (lower == "ms" || lower == "km" || lower == "sr") && is_all_upper(word)) {
    return std::nullopt;
  }
  // "Sis" is a nurse's title only in title case ("sis, can you swap?" is chat), and the
  // Mizo and Khasi titles only where no capitalised word stands before them ("Hong Kong Flu")
  if (lower == "sis" && word != "Sis") {
    return std::nullopt;
  }
  // where the text before the title ends, blanks skipped (both checks below look there)
  std::size_t before = word_begin;
  while (before > 0 && is_ascii_blank(text[before - 1])) {
    --before;
  }
  if (lower == "pu" || lower == "pi" || lower == "bah" || lower == "kong") {
    std::size_t b = before;
    while (b > 0 && is_ascii_alpha(text[b - 1])) {
      --b;
    }
    if (b < before && is_ascii_upper(text[b])) {
      return std::nullopt;
    }
  }
  if ((lower == "km" || lower == "kum") && before > 0 && text[before - 1] >= '0' && text[before - 1] <= '9') {
    return std::nullopt;
  }
  return after;
}

// The Mizo and Khasi titles are also a word and an acronym ("Pu Erh tea", "Pi Lines were
// checked"), so one title-case word after them names a person only where a person's clause
// goes on after it: a stop, a possessive, a verb said of one person, a preposition or a
// conjunction. A lower-case noun right after the word makes the two one thing ("Erh tea"), and
// a plural verb disagrees with a title that names one person ("Lines were"). Two title-case
// words (a given name and the family's: "Kong Daphimon Syiem") need nothing more.
bool mizo_khasi_word_is_a_thing(std::string_view text, const byte_range& name) {
  const std::string_view value = text.substr(name.begin, name.end - name.begin);
  if (value.find(' ') != std::string_view::npos) {
    return false;
  }
  std::size_t k = name.end;
  while (k < text.size() && is_ascii_blank(text[k])) {
    ++k;
  }
  if (k >= text.size() || !is_ascii_lower(text[k]) || k == name.end) {
    return false;  // a stop, a comma, a digit, a possessive or the end of the text
  }
  std::size_t e = k;
  while (e < text.size() && is_ascii_lower(text[e])) {
    ++e;
  }
  const std::string_view next = text.substr(k, e - k);
  static constexpr std::string_view plural_verbs[] = {"were", "are", "have", "do", "need", "show"};
  if (std::find(std::begin(plural_verbs), std::end(plural_verbs), next) != std::end(plural_verbs)) {
    return true;
  }
  if (next.size() <= 2 || (e < text.size() && text[e] == '/') || next.ends_with("ed") ||
      (next.ends_with("s") && !next.ends_with("ss"))) {
    return false;  // "s/o", "is", "to", "attended", "has", "comes"
  }
  static constexpr std::string_view person_clause_words[] = {
      "and", "or", "but", "who", "with", "from", "for", "the", "age", "aged", "was", "had", "came", "went",
      "will", "would", "can", "could", "may", "might", "should", "must", "did", "does", "said", "told", "gave",
      "took", "brought", "saw", "left", "got", "fell", "felt", "ran", "ate", "slept", "lost", "became",
      "too", "also", "again", "today", "now", "herself", "himself", "she", "he", "into", "about",
      "after", "before", "since", "until", "when", "then", "not", "never", "still", "only", "here", "there"};
  return std::find(std::begin(person_clause_words), std::end(person_clause_words), next) ==
         std::end(person_clause_words);
}

// A lower-case name outside the lexicons that a name label and the sentence's frame close
// around: one to three words of three letters or more, none a stop word, right before a copula
// ("mera naam dilshad hai", "my name is nusrat jahan and ..."), a comma, a period or the end
// of the text. Only after a name label, which says a name follows at once.
std::optional<byte_range> framed_lower_name(std::string_view text, std::size_t i) {
  i = skip_blanks(text, i);
  std::size_t end = i;
  for (int words = 0; words < 3; ++words) {
    std::size_t e = end == i ? i : skip_blanks(text, end);
    const std::size_t b = e;
    while (e < text.size() && is_ascii_lower(text[e])) {
      ++e;
    }
    const std::string_view word = text.substr(b, e - b);
    if (e - b < 3 || (e < text.size() && (is_ascii_alpha(text[e]) || (text[e] >= '0' && text[e] <= '9'))) || is_name_stopword(word) ||
        word == "hai" || word == "hain" || word == "hoon" || word == "and" || word == "not" ||
        word == "nahi" || word == "kya" || word == "what" || word == "unknown" || word == "the") {
      return std::nullopt;
    }
    end = e;
    if (end >= text.size() || text[end] == ',' || text[end] == '.' || text[end] == '\n') {
      return byte_range{i, end};
    }
    const std::size_t n = skip_blanks(text, end);
    std::size_t ne = n;
    while (ne < text.size() && is_ascii_alpha(text[ne])) {
      ++ne;
    }
    const std::string_view closer = text.substr(n, ne - n);
    if (closer == "hai" || closer == "hain" || closer == "hoon" || closer == "hu" || closer == "and") {
      return byte_range{i, end};
    }
  }
  return std::nullopt;
}

// Dictation and speech transcripts in lower case ("mrs fernandes bp one forty", "seen
// with doctor bose"): after an honorific, a name of the lexicons whose first word is not
// also a common word ("sister rani" stays, "mister naidu" goes).
// After "dr", "doctor", "mr" and "mrs", which are no words of their own, a flagged surname
// of the lexicons counts too ("dr rao", "mrs lal"); "more" (a function word) never does.
std::optional<byte_range> lower_case_name_after(std::string_view text, std::size_t i, bool plain_title) {
  i = skip_blanks(text, i);
  if (i >= text.size() || !is_ascii_lower(text[i])) {
    return std::nullopt;
  }
  std::size_t e = i;
  while (e < text.size() && is_ascii_lower(text[e])) {
    ++e;
  }
  const std::string_view word = text.substr(i, e - i);
  const name_entry entry = name_lexicon(word);
  if (entry.ambiguous && !(plain_title && entry.surname && word != "more")) {
    return std::nullopt;
  }
  return read_lower_lexicon_name(text, i);
}

// A speech transcript's "mr. thompson", "dr. alvarez": after "mr.", "mrs.", "ms." or "dr."
// written in lower case with their period, one lower-case word outside the lexicons is the surname, when it
// is no stop word, no function word and no term ("dr. said" is none; "mr. and mrs. smith"
// reads "smith" after the second honorific).
std::optional<byte_range> lower_case_surname_after(std::string_view text, std::size_t i) {
  i = skip_blanks(text, i);
  std::size_t e = i;
  while (e < text.size() && is_ascii_lower(text[e])) {
    ++e;
  }
  if (e - i < 3 || (e < text.size() && (is_ascii_alpha(text[e]) || (text[e] >= '0' && text[e] <= '9') || text[e] == '\'' ||
                                        text[e] == '-'))) {
    return std::nullopt;
  }
  const std::string_view word = text.substr(i, e - i);
  static constexpr std::string_view function_words[] = {
      "and", "the", "for", "who", "was", "has", "had", "his", "her", "she", "you", "will", "would", "can", "could",
      "said", "says", "told", "asked", "wants", "office", "visit", "note", "notes", "appointment", "please", "here",
      "there", "that", "this", "what", "with", "from", "about", "also", "not", "yes", "okay", "one", "two",
      // review rv15: conjunctions, adverbs and the verbs a note or a speaker puts after the
      // title ("i called the dr. because ...", "ms. presents with a cough", "mr. reports ...")
      "because", "but", "when", "then", "now", "again", "today", "yesterday", "tomorrow", "before", "after",
      "presents", "presented", "reports", "reported", "states", "stated", "denies", "denied", "complains",
      "returns", "returned", "comes", "came", "called", "thinks", "thought", "recommended", "recommends",
      "prescribed", "ordered", "explained", "mentioned", "gave", "sent", "wrote", "saw", "sees", "says",
      "feels", "felt", "is", "are", "were"};
  if (std::find(std::begin(function_words), std::end(function_words), word) != std::end(function_words) ||
      is_name_stopword(word) || names_a_term(text, i, e, true)) {
    return std::nullopt;
  }
  return byte_range{i, e};
}

}  // namespace

void detect_names(std::string_view text, std::vector<candidate>& out) {
  auto add = [&out](const std::optional<byte_range>& r) {
    if (r && r->end > r->begin) {
      out.push_back({r->begin, r->end, phi_kind::name, priority_name});
    }
  };
  for_each_cue(honorific_re(), text, 2, [&add, text](const re2::StringPiece* m, std::size_t) {
    const std::string_view honorific(m[1].data(), m[1].size());
    if (const auto start = honorific_accepted(text, m)) {
      const auto name = read_latin_name(text, *start, is_doctor(honorific));
      // "C/o" is "care of" before a full name but "complains of" before a symptom
      // ("C/o Vertigo"), so one word after it is not enough.
      const bool care_of = honorific == "C/o" || honorific == "c/o" || honorific == "C/O";
      // Honorifics that are also everyday words or abbreviations ("Baby Colic", "Late
      // Puberty", "MS Contin", "Master Health Checkup") do not make a term a name.
      const std::string weak = to_lower_ascii(honorific);
      // Army ranks too: "HAV infection" (hepatitis A virus) is no Havildar; and "Sr." is also
      // serum ("Sr. Creatinine 1.2").
      if (name && (weak == "baby" || weak == "late" || weak == "ms" || weak == "master" || weak == "miss" ||
                   weak == "hav" || weak == "havildar" || weak == "sepoy" || weak == "subedar" || weak == "brig" ||
                   weak == "brigadier" || weak == "cdr" || weak == "pu" || weak == "pi" || weak == "bah" ||
                   weak == "kong" || weak == "sis" || weak == "sr") &&
          names_a_term(text, name->begin, name->end, true)) {
        return;
      }
      if (name && (weak == "pu" || weak == "pi" || weak == "bah" || weak == "kong") &&
          mizo_khasi_word_is_a_thing(text, *name)) {
        return;
      }
      if (!care_of ||
          (name && text.substr(name->begin, name->end - name->begin).find(' ') !=
                       std::string_view::npos)) {
        auto found = name ? name
                          : lower_case_name_after(text, *start,
                                                  weak == "dr" || weak == "doctor" || weak == "mr" ||
                                                      weak == "mrs");
        const bool period = m[2].size() == 1;
        // Only when the honorific is in lower case too: after "Mrs." a lower-case word is none
        // ("Mr. and Mrs. attended together").
        if (!found && period && is_ascii_lower(honorific.front()) &&
            (weak == "mr" || weak == "mrs" || weak == "ms" || weak == "dr")) {
          found = lower_case_surname_after(text, *start);
        }
        add(found);
      }
    }
  });
  for_each_cue(name_label_re(), text, 0, [&add, text](const re2::StringPiece*, std::size_t end) {
    const auto name = read_latin_name(text, end, false);
    // A transcript in lower case ("my name is ramesh kumar"): known names, or any words the
    // sentence closes around ("mera naam dilshad hai").
    auto lower = name ? name : read_lower_lexicon_name(text, end);
    // only a speaker's own words frame a name so ("mera naam", "my name is"); a form's "name:
    // unknown male, ..." does not
    const std::string_view label = text.substr(end > 16 ? end - 16 : 0, end > 16 ? 16 : end);
    const bool spoken = label.find("naam") != std::string_view::npos || label.find("name is") != std::string_view::npos;
    add(lower || !spoken ? lower : framed_lower_name(text, end));
  });
  for_each_cue(devanagari_honorific_re(), text, 2,
               [&add, text](const re2::StringPiece* m, std::size_t) {
                 const std::size_t after = offset_of(text, m[2]) + m[2].size();
                 if (m[2].size() == 1 || (after < text.size() && is_ascii_blank(text[after]))) {
                   add(read_indic_name(text, after, is_devanagari_letter, max_indic_words));
                 }
               });
  for_each_cue(indic_name_label_re(), text, 0,
               [&add, text](const re2::StringPiece*, std::size_t end) {
                 const std::size_t i = skip_blanks(text, end);
                 std::size_t len = 0;
                 const bool tamil = i < text.size() && is_tamil_letter(decode(text, i, len));
                 add(read_indic_name(text, end, tamil ? is_tamil_letter : is_devanagari_letter,
                                     tamil ? 1 : max_indic_words));
               });
  for_each_cue(tamil_honorific_re(), text, 2, [&add, text](const re2::StringPiece* m, std::size_t) {
    const std::size_t after = offset_of(text, m[2]) + m[2].size();
    if (m[2].size() == 1 || (after < text.size() && is_ascii_blank(text[after]))) {
      add(read_indic_name(text, after, is_tamil_letter, 1));
    }
  });
}

bool names_patterns_compiled() {
  return honorific_re().ok() && name_label_re().ok() && devanagari_honorific_re().ok() &&
         tamil_honorific_re().ok() && indic_name_label_re().ok();
}

}  // namespace cxs::domain::phi::detail
