// Issue 18, eighteenth round: slots only a place, a rite or a person fills (place_slots.hpp).
#include "domain/phi/place_slots.hpp"

#include <cstddef>
#include <string_view>

#include "domain/phi/lexicon.hpp"
#include "domain/phi/person_cues.hpp"

namespace cxs::domain::phi::detail {

bool names_a_rite_or_place(std::string_view next) {
  return in_list(next, {// pilgrimages and shrines ("Amarnath yatri", "Kedarnath dham", "Ganga ghat")
                        "yatra", "yatri", "yatris", "dham", "mandir", "temple", "masjid", "dargah", "gurudwara",
                        "ghat", "darshan", "mela",
                        // rites ("Lakshmi puja", "Satyanarayan katha", "Shanti paath")
                        "puja", "poojan", "pujan", "katha", "paath", "jayanti",
                        // a village's parts ("Ambedkar tola", "Hanuman chowk", "Bhainswal gaon")
                        "chowk", "gaon", "tola", "basti", "mohalla", "panchayat", "tehsil", "taluka", "thana",
                        // Ayurvedic forms ("Brahmi vati", "Triphala churna", "Arjuna ksheerpak")
                        "vati", "churna", "churan", "ghanvati", "kadha", "bhasma", "arishta", "asava", "guggulu",
                        "ksheerpak", "avaleha", "ghrita"});
}

bool repeat_inside_a_place_name(std::string_view text, std::size_t end) {
  std::size_t k = end;
  for (int words = 0; words < 3; ++words) {
    if (k >= text.size() || text[k] != ' ') {
      return false;
    }
    const std::string_view next = word_at(text, k + 1);
    if (next.empty()) {
      return false;
    }
    if (names_a_rite_or_place(next) || is_institution_word(next)) {
      return true;
    }
    if (!is_ascii_upper(next.front())) {
      return false;  // "Sunita said": the run ended on a lower-case word that names nothing
    }
    k = k + 1 + next.size();
  }
  return false;
}

}  // namespace cxs::domain::phi::detail
