// Issue 18, sixteenth round: a person named between a family word and a case marker, in the
// code-mixed speech of any Indian language ("Aaji Sakhubai la chakkar yete", "Hamar bitiya
// Sonamati ke bukhar ba", "Paati Valliammal ku knee pain", "Abbu Nasiruddin ko dialysis").
// Each language has its own words for the family and its own case markers, but the shape is
// the same: the kin word says a person follows, the marker after the word says the word is a
// noun the clause is about. Either alone is weak ("Dadi ko bukhar", "Delhi ka hospital");
// together they hold for a word outside the lexicons. Declared in person_cues.hpp.

#include <cstddef>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "domain/phi/detect.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/name_reader.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {

namespace {

// Words for a relative in Hindi, Bhojpuri, Maithili, Urdu, Punjabi, Gujarati, Marathi,
// Bengali, Assamese, Odia, Nepali, Tamil, Telugu, Kannada and Malayalam, in lower case.
// Left out: the words that also open a god's or a saint's name ("Maa Durga", "Mata Rani",
// "Baba Vishwanath", "Aai Bhavani", "Amma" for a leader) — there the marker follows a god.
constexpr std::string_view kin_words[] = {
    // Hindi, Urdu, Bhojpuri, Maithili
    "beta", "beti", "bete", "bitiya", "bitwa", "babua", "babuji", "bauji", "papa", "mummy",
    "dada", "dadi", "nana", "nani", "chacha", "chachi", "mama", "mami", "mausi", "mausa", "bua",
    "phupha", "tau", "tai", "bhaiya", "bhai", "didi", "behen", "bahen", "bhabhi", "jija", "jiju",
    "devar", "nanad", "saas", "sasur", "bahu", "damad", "pati", "patni", "biwi", "pota", "poti",
    "nati", "natin", "bhatija", "bhatiji", "bhanja", "bhanji", "ammi", "abbu", "abba", "khala",
    "khalu", "phuphi", "nanu", "dadaji", "dadiji", "nanaji", "naniji", "chachaji", "mamaji",
    // Punjabi, Gujarati
    "bebe", "beeji", "biji", "puttar", "kudi", "veer", "paaji", "ba", "bapuji", "dikro", "dikri",
    "motabhai", "bhabhu",
    // Marathi
    "aaji", "ajoba", "aaba", "aajoba", "mulga", "mulgi", "kaka", "kaki", "atya", "mavshi",
    // Bengali, Assamese, Odia, Nepali
    "dida", "didima", "dadu", "thakuma", "thakurda", "chhele", "chele", "meye", "mashi", "pishi",
    "kaku", "jethu", "deuta", "bou", "bapa", "jeje", "aama", "buwa", "chhora", "chhori",
    "shrimati", "srimati",
    // Tamil, Telugu, Kannada, Malayalam
    "paati", "patti", "thatha", "appa", "akka", "anna", "thambi", "thangachi", "magan", "magal",
    "paiyan", "ponnu", "ammamma", "tatayya", "thathayya", "nanna", "abbayi", "ammayi", "koduku",
    "kuthuru", "ajji", "ajja", "maga", "magalu", "makan", "makal", "achan", "ammachi",
    "appachan", "ammumma", "appooppan", "chettan", "chechi", "ikka", "itha"};

// Case markers and postpositions that follow a person's name: Hindi "ko/ne/ka/ki/ke/se",
// Bhojpuri "ke", Tamil "ku/kku", Bengali and Assamese "er/r/ke", Odia "ra/ku", Marathi
// "la/chi/cha/che/na", Gujarati "ne/ni/nu/na", Punjabi "nu/di/da/de", Nepali "lai/ko",
// Kannada "ge/ige", Telugu "ki/ku", Malayalam "kku/nte".
constexpr std::string_view case_markers[] = {
    "ko", "ne", "ka", "ki", "ke", "se", "ku", "kku", "er", "ra", "re", "la", "lai", "chi", "cha",
    "che", "na", "ni", "nu", "di", "da", "de", "ge", "ige", "nte", "ok", "kar"};

bool is_kin(std::string_view w) {
  static const std::unordered_set<std::string_view> set(std::begin(kin_words), std::end(kin_words));
  if (w.size() < 2 || w.size() > 10) {
    return false;
  }
  char lower[10];
  for (std::size_t k = 0; k < w.size(); ++k) {
    lower[k] = is_ascii_upper(w[k]) ? static_cast<char>(w[k] - 'A' + 'a') : w[k];
  }
  return set.contains(std::string_view(lower, w.size()));
}

// Whether a candidate found before overlaps [begin, end): the Hinglish relation cues already
// read "mera beta X ko", and reading the name again would cost its term check twice.
bool already_found(const std::vector<candidate>& out, std::size_t begin, std::size_t end) {
  for (const auto& c : out) {
    if (c.begin < end && begin < c.end) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool is_name_case_marker(std::string_view w) {
  for (const auto& m : case_markers) {
    if (w == m) {  // in lower case only: "Ka" or "De" opening a word is no marker
      return true;
    }
  }
  return false;
}

void detect_kin_marked_names(std::string_view text, std::vector<candidate>& out) {
  // Each title-case word after a single blank is looked at, and the word before it only
  // then: the blanks are found by `find` (a library scan), and few are followed by a capital.
  for (std::size_t blank = text.find(' ', 1); blank != std::string_view::npos && blank + 2 < text.size();
       blank = text.find(' ', blank + 1)) {
    const std::size_t n = blank + 1;
    if (!is_ascii_upper(text[n]) || !is_ascii_lower(text[n + 1]) || !is_ascii_alpha(text[n - 2])) {
      continue;
    }
    std::size_t i = n - 1;
    while (i > 0 && is_ascii_alpha(text[i - 1])) {
      --i;
    }
    if (!is_kin(text.substr(i, n - 1 - i))) {
      continue;
    }
    // The name: one title-case word, or two ("Gurnam Singh"), outside the stop words and
    // the kin words themselves ("Dadi Nani ke ghar": two relatives).
    std::size_t name_end = n;
    for (int words = 0; words < 2; ++words) {
      const std::size_t b = skip_blanks(text, name_end);
      if (words > 0 && (b == name_end || b >= text.size() || !is_ascii_upper(text[b]))) {
        break;
      }
      const std::string_view w = word_at(text, b);
      if (!is_title_word(w) || is_name_stopword(w) || is_kin(w)) {
        break;
      }
      name_end = b + w.size();
    }
    if (name_end > n && is_name_case_marker(word_at(text, name_end)) &&
        skip_blanks(text, name_end) > name_end && !already_found(out, n, name_end)) {
      add_name(text, n, out, true);
    }
  }
}

}  // namespace cxs::domain::phi::detail
