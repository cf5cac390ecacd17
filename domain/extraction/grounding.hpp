#pragma once
// Grounding: a remote language model's `data` checked against its own evidence before the
// clinical priors (post_process) see it. A value passes only when the words it cites say
// it; what they do not say is left out of `data` and reported as an UNGROUNDED_VALUE
// warning naming the field, so a model can neither invent a value nor move one from the
// sentence that states it to another. Pure and deterministic; no I/O.
//
// Evidence is what the remote engine asks for, {quote} (engines/language/json_schema.hpp),
// located in the text like post_process does (exact, then ignoring case, whitespace runs
// and edge punctuation); CONTRACT {start, end} code points are accepted too. The span the
// rules read is the located text, never the model's copy of it. Missing, blank or
// unlocatable evidence grounds nothing: the value is left out (the model's answer schema
// makes evidence required, so such evidence was made up or paraphrased beyond recognition).
//
// Rules, by field type (values not listed here are not changed):
//   vitals-block       each reading must be found in its span, in one clause of it, or in
//                      it read as one statement when it is a question and its answer
//                      ("how much do you weigh ? [patient] 180 pounds"), by the vitals
//                      scanner (clinical::find_vitals, the same keywords, units and
//                      exclusions the embedded engine uses): the span names the vital (a
//                      temperature needs a temperature cue, "45 years old" is not one), states the
//                      number with no incompatible unit ("45 years", "500 mg"), and the
//                      model's value converted to the block unit equals the scanner's
//                      (within 0.6 % or 0.06: "101 F" grounds 38.3 Cel, "7.2 mmol/L" grounds
//                      130 mg/dL). A model unit that is not one of the vital's leaves the
//                      reading out. A number that is part of a date, a phone number, an age
//                      or a dose grounds no vital.
//   diagnosis-list,    the item's name (allergy: substance; medication: name or generic)
//   medication-list,   must be in the span: literally; as a terminology concept the name
//   allergy-list,      is or names, by a synonym, abbreviation, brand or code-mix phrase
//   investigation-list ("HTN" grounds "Hypertension", "CHF" grounds "Chronic congestive
//                      heart failure"); as a broader concept of the same kind whose words
//                      are all in the name ("diabetes" grounds "Type 2 diabetes mellitus");
//                      or with every content word of the name among the span's words.
//                      Otherwise the item is left out (a panel is not grounded by one of its
//                      analytes: "hemoglobin" does not ground "Complete blood count"). Codes (ICD-10, SNOMED, LOINC) are not
//                      grounded separately: post_process derives them from the grounded name.
//                      Then, inside a kept item: a medication's `dose` value must be a number
//                      of the span (g/mg/mcg conversions allowed) outside a date, phone
//                      number or age; every number in a medication's duration, timing or
//                      instructions, an allergy's reaction and an investigation's result
//                      must be a number of the span. A member that fails is set to null and
//                      reported (field "<key>.dose", "<key>.result", ...); the item stays.
//   object             its members, by these rules.
// Fields without evidence in the model's answer shape (string, text, number, integer,
// boolean, date, enum, string-list) are passed through: there is no span to check them
// against.
//
// Warnings: {field, code "UNGROUNDED_VALUE", message, evidence}: `field` is the schema key
// and the vital ("vitals.temperature") or member ("medications.dose"); for a list item
// the key alone, with the item named in the message; evidence is the located span, or
// {0, 0} when the evidence could not be found in the text.

#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"

#include <boost/json/object.hpp>

#include <string_view>
#include <vector>

namespace cxs::domain::extraction {

/// Warning code of a value its evidence does not support.
inline constexpr std::string_view ungrounded_value_code = "UNGROUNDED_VALUE";

struct grounding_result {
  boost::json::object data;                  ///< the model's data less what its evidence does not support
  std::vector<extraction_warning> warnings;  ///< one UNGROUNDED_VALUE per value left out
  std::vector<schema::field_type> kinds;     ///< the type of the field of each warning, same order
};

/// Checks every evidenced value of `data` (a model's answer for `schema`) against its
/// evidence in `text`, the text the model read. Keys the schema does not have are passed
/// through (post_process drops them). Never throws on any input.
[[nodiscard]] grounding_result ground(std::string_view text, const schema::extraction_schema& schema,
                                      const boost::json::object& data);

}  // namespace cxs::domain::extraction
