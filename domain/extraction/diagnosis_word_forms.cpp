// Round 24 (dx39): conditions denied by the words joined to them or to their cue
// (diagnosis_word_forms.hpp).

#include "domain/extraction/diagnosis_word_forms.hpp"

namespace cxs::domain::extraction::detail {

bool denied_by_non_prefix(const workspace& ws, std::size_t first) {
  // Two tokens before: "non", then a hyphen joined to both ("non-drowsy"); written apart
  // ("non drowsy") the prefix is rarer and a row's own spelling ("non ulcer dyspepsia").
  if (first < 2 || first >= ws.tokens.size()) {
    return false;
  }
  const auto& hyphen = ws.tokens[first - 1];
  return hyphen.kind == text::token_kind::symbol && !hyphen.space_before && !ws.tokens[first].space_before &&
         text::symbol_is(ws.text, hyphen, "-") && text::word_is(ws.text, ws.tokens[first - 2], "non");
}

bool allergy_cue_denied(const workspace& ws, std::size_t sentence_first, std::size_t cue_first) {
  // Not a bare "no": in a form's answers it ends the item before ("Eczema No Allergies Yes").
  static const cue_set denials{"not an", "not a", "not", "isn't an", "isn't a", "is not an", "is not a",
                               "never an", "never a"};
  const auto from = cue_first >= sentence_first + 3 ? cue_first - 3 : sentence_first;
  for (std::size_t at = from; at < cue_first; ++at) {
    if (const auto d = denials.find(ws.text, ws.tokens, at, cue_first); d && d->end == cue_first) {
      return true;
    }
  }
  return false;
}

}  // namespace cxs::domain::extraction::detail
