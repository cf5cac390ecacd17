#pragma once
// The clinical priors applied to `data` that did not come from the embedded extractor (a
// remote language model's answer), so output quality never depends on the model alone.
// Pure and deterministic; no I/O.
//
// For each field of the schema (missing keys become null, keys the schema does not have
// are dropped):
//   evidence    every primitive item's `evidence` ends as the CONTRACT {start, end} in
//               code points of `text`. Accepted in: {quote} (what the remote engine asks
//               for: see engines/language/json_schema.hpp) located by locate_quote, or
//               {start, end} kept when inside the text. Evidence that cannot be found
//               becomes the item's name located in the text; an item whose evidence and
//               name are both absent from the text is dropped as not supported by it.
//   vitals      (vitals-block) each reading is converted to the block unit
//               (clinical::normalise_vital, keeping `original`), its LOINC set from our
//               table and its flag recomputed (clinical::classify_vital); an implausible
//               reading leaves the block into `warnings` (IMPLAUSIBLE_VITAL) with the
//               vital-range prior on, and stays flagged `implausible` with it off; a
//               reading with an unknown unit or vital key is dropped.
//   negation    (lists) with the negation prior on, an item whose evidence mention is
//               negated, hypothetical or not the patient's (clinical/context.hpp) is
//               dropped; a historical diagnosis or medication too (not current); an
//               uncertain diagnosis becomes "provisional".
//   codes       ICD-10 and SNOMED of diagnoses, SNOMED of medications and allergies, LOINC
//               of investigations come from our terminology tables by the item's name (or
//               the concept found in its evidence); a code the tables do not confirm is
//               cleared to null, because a wrong code is worse than none. A medication's
//               `generic` is filled from the table; its frequency is normalised to OD, BD,
//               TDS, QID, HS, SOS, STAT, WEEKLY when it is one of their spellings ("1-0-1",
//               "twice daily", "bid", …).
//   text        `text` fields become "- " bullet lines (one per line or sentence) with the
//               narrative-bullets prior on, one paragraph of sentences with it off.
// Objects are processed member by member; other scalar fields are kept as they are.

#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"

#include <boost/json/object.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::extraction {

/// A code-point span [start, end) of a text.
struct code_point_span {
  std::size_t start = 0;
  std::size_t end = 0;
  friend bool operator==(const code_point_span&, const code_point_span&) = default;
};

/// Finds `quote` in `text`: the first exact occurrence, else the first occurrence ignoring
/// ASCII case, runs of whitespace and surrounding punctuation / quote marks. nullopt when
/// the quote is blank or absent. Offsets are code points.
[[nodiscard]] std::optional<code_point_span> locate_quote(std::string_view text, std::string_view quote);

/// `text` as "- " bullet lines (on) or one paragraph of sentences (off). Existing bullet
/// markers ("- ", "* ", "• ", "1. ") are replaced, blank lines dropped.
[[nodiscard]] std::string format_bullets(std::string_view text, bool bullets);

struct post_process_result {
  boost::json::object data;                  ///< every field of the schema present (null when absent)
  std::vector<extraction_warning> warnings;  ///< implausible vitals left out of blocks
};

/// Applies the priors of `options` to `data` for `schema`; `text` is the text the data was
/// extracted from. Never throws on any input.
[[nodiscard]] post_process_result post_process(std::string_view text, const schema::extraction_schema& schema,
                                               const boost::json::object& data,
                                               const extraction_options& options = {});

} // namespace cxs::domain::extraction
