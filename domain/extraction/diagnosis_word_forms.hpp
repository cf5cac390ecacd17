#pragma once
// Round 24 (dx39): a condition's word that the words joined to it deny. Token indices are the
// workspace's; each reading looks only at the tokens right before the mention or the cue.

#include <cstddef>

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

/// "a non-drowsy antihistamine", "he is non-diabetic": the mention at token `first` is written
/// after "non-" joined to it, which denies the word. Names that begin with "non-" ("non-hodgkin
/// lymphoma", "non-insulin-dependent diabetes") are terminology rows of their own and match
/// from "non"; a mention inside a longer word group ("non-small cell lung cancer") is not
/// right after the prefix.
[[nodiscard]] bool denied_by_non_prefix(const workspace& ws, std::size_t first);

/// "not an allergy", "isn't an allergy": the allergy cue at token `cue_first` is
/// denied by the words right before it (in the sentence starting at `sentence_first`), so it
/// makes no condition near it an allergy's reaction ("this is urticaria , not an allergy").
[[nodiscard]] bool allergy_cue_denied(const workspace& ws, std::size_t sentence_first, std::size_t cue_first);

}  // namespace cxs::domain::extraction::detail
