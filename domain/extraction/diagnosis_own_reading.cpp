// Review rv30 (docs/accuracy.md, "Review rv30"): what keeps a condition the patient's when the
// diagnosis layer's rules of teaching would drop it. Both are asked only after such a rule
// matched (a generic subject of an effect, a noun of people in general), so never per mention:
//   - the sentence reports what was done for the patient after the effect ("Reflux can make the
//     asthma worse, so started omeprazole"): a statement of teaching reports no act;
//   - the condition is compared with the patient's own ("Anyone with COPD as bad as hers would
//     be breathless", "fed up with eczema like mine", "..., as he does every year"), or the
//     clause after the noun of people names one person ("Anyone who meets him can see the Parkinson's disease is advanced").

#include <algorithm>
#include <span>

#include "domain/extraction/diagnosis_mentions.hpp"
#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

bool reports_care_act(const workspace& ws, std::size_t end) {
  const auto& s = ws.sentence_at_token(end);
  static const cue_set acts{"started", "commenced", "prescribed", "referred", "switched", "increased", "added"};
  return acts.find(ws, end, s.end).has_value();
}

bool one_persons_case(const workspace& ws, std::size_t noun_end, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  // Review rv35: and an elided comparison with the patient's case later in the sentence ("People
  // with asthma often get worse in autumn, as he does every year").
  static const cue_set own{"as hers", "as mine", "as yours", "as theirs", "like hers", "like mine", "like yours",
                           "like theirs", "than hers", "than mine", "than yours", "as he does", "as she does",
                           "as he did", "as she did", "as his does", "as his did", "as his has"};
  static const cue_set person{"him", "her", "she", "he"};
  return own.find(ws, first, std::min(s.end, first + 14)).has_value() || person.find(ws, noun_end, first).has_value();
}

}  // namespace cxs::domain::extraction::detail
