// Review rv21: an allergy said to be outgrown is not a current one (allergies.cpp asks, for each
// allergen it reads). Apart from allergies.cpp, which had reached 700 lines.

#include "domain/extraction/engine_detail.hpp"

#include <algorithm>
#include <span>

namespace cxs::domain::extraction::detail {

// An allergy said to be outgrown ("Egg allergy as a child, outgrown", "outgrew
// his peanut allergy") is not a current one. The word may stand anywhere in the sentence, but
// not past a "but" or "still" that turns to another allergen ("outgrew the egg allergy but
// still allergic to peanuts").
bool outgrown_allergy(const workspace& ws, std::size_t byte) {
  static const cue_set over{"outgrown", "outgrew", "grew out of", "no longer allergic", "no longer reacts"};
  static const cue_set turns{"but", "still", "however", "whereas"};
  const std::span<const text::token> toks(ws.tokens);
  const auto at = ws.token_at(byte);
  const auto& s = ws.sentence_at_token(at);
  const auto cue = over.find(ws, s.first, s.end);
  if (!cue) {
    return false;
  }
  const std::size_t from = std::min(cue->first, at);
  const std::size_t to = std::max(cue->first, at);
  return !turns.find(ws.text, toks, from, to).has_value();
}

}  // namespace cxs::domain::extraction::detail
