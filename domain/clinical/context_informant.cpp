// The informant who speaks for the patient in prose (round 17: "Daughter phoned", "Caller:
// mother", "History from wife"), and the kin words that then name the patient. A call's opening
// tag naming the caller is read in context_caller_tag.cpp.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

constexpr std::array parent_words{std::string_view{"mother"}, std::string_view{"mom"},    std::string_view{"mum"},
                                  std::string_view{"mummy"},  std::string_view{"mommy"},  std::string_view{"father"},
                                  std::string_view{"dad"},    std::string_view{"daddy"},  std::string_view{"papa"},
                                  std::string_view{"parent"}, std::string_view{"parents"}};
constexpr std::array child_words{std::string_view{"son"},    std::string_view{"daughter"}, std::string_view{"child"},
                                 std::string_view{"baby"},   std::string_view{"boy"},      std::string_view{"girl"},
                                 std::string_view{"kid"},    std::string_view{"toddler"},  std::string_view{"infant"}};
// A verb of reporting right after the kin word ("Daughter phoned", "Mother calling re ...").
constexpr std::array informant_verbs{std::string_view{"phoned"},  std::string_view{"rang"},
                                     std::string_view{"called"},  std::string_view{"calling"},
                                     std::string_view{"phoning"}, std::string_view{"ringing"},
                                     std::string_view{"rings"},   std::string_view{"phones"}};
// A word of the informant's role up to three words before it ("Caller: mother", "Phone call from
// the patient's daughter", "History from wife", "Informant: son").
constexpr std::array informant_roles{std::string_view{"caller"}, std::string_view{"call"},
                                     std::string_view{"informant"}, std::string_view{"history"}};
}  // namespace

void context_document::impl::find_informant() {
  // The kin words are experiencer triggers: only their occurrences are read.
  for (std::size_t oi = 0; oi < occs.size() && proxy == 0; ++oi) {
    if ((occs[oi].effects & (e_fam | e_other)) == 0 || occs[oi].e != occs[oi].b + 1) {
      continue;
    }
    const std::size_t k = occs[oi].b;
    const std::string_view w = toks[k].norm;
    const bool parent = in<parent_words>(w);
    const bool child = w == "son" || w == "daughter";
    const bool wife = w == "wife";
    const bool husband = w == "husband";
    if (!parent && !child && !wife && !husband) {
      continue;
    }
    bool informant = k + 1 < toks.size() && toks[k + 1].kind == tok_kind::word && in<informant_verbs>(toks[k + 1].norm);
    for (std::size_t j = k; j > 0 && k - j < 5 && !informant; --j) {
      const ctoken& b = toks[j - 1];
      if (b.kind == tok_kind::newline || (b.kind == tok_kind::punct && b.norm != ":")) {
        break;
      }
      informant = b.kind == tok_kind::word && in<informant_roles>(b.norm) &&
                  (b.norm != "history" || is_word(j, "from") || is_word(j, "by"));
    }
    if (informant) {
      proxy = child ? proxy_child : parent ? proxy_parent : wife ? proxy_wife : proxy_husband;
    }
  }
}

bool context_document::impl::names_patient_by_proxy(std::string_view w) const {
  return ((proxy & proxy_child) != 0 && in<parent_words>(w)) || ((proxy & proxy_parent) != 0 && in<child_words>(w)) ||
         ((proxy & proxy_wife) != 0 && w == "husband") || ((proxy & proxy_husband) != 0 && w == "wife") || w == called_kin;
}

}  // namespace cxs::domain::clinical
