// Round 38 (ctx39): a label that says the text after it was carried over from an earlier record
// ("Imported from ED visit 2023: Diagnosis - renal colic.", "Copied forward from 12/2024: otitis
// media", "Carried over from the antenatal template: ..."): what it lists was the patient's then,
// as under a past-history heading, not a finding of this visit. Read once per header candidate
// (a line's first words before a colon), never per mention.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// A word of copying text from one record into another ...
constexpr std::array<std::string_view, 7> copying_words{"imported", "copied", "carried", "pulled", "populated",
                                                        "autopopulated", "template"};
// ... and the word that says where it came from ("from", "forward", "over").
constexpr std::array<std::string_view, 3> carried_from{"from", "forward", "over"};

}  // namespace

std::optional<section_kind> context_document::impl::carried_over_header(std::size_t b, std::size_t e) const {
  // The copying word opens the label or follows its first word ("Text imported from ...",
  // "Notes copied forward"), and a word of origin follows it, or "text" and then one ("Template
  // text from last visit"). Not a condition named between them ("Imported malaria from Ghana:"
  // names where the malaria was caught).
  for (std::size_t k = b; k + 1 < e && k < b + 2; ++k) {
    if (!in<copying_words>(toks[k].norm)) {
      continue;
    }
    const std::size_t origin = toks[k + 1].norm == "text" ? k + 2 : k + 1;
    if (origin < e && in<carried_from>(toks[origin].norm)) {
      return section_kind::history;
    }
  }
  return std::nullopt;
}

}  // namespace cxs::domain::clinical
