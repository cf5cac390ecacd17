#pragma once
// The structure of a consult text that every extractor shares: section headers
// ("Chief complaint:", "Assessment", "Plan:" …) and dialogue turns ("[doctor] …",
// "Patient: …"). Offsets are bytes into the text.

#include <string>
#include <string_view>
#include <vector>

namespace cxs::domain::extraction {

enum class section_kind {
  none,              ///< text before any header
  chief_complaint,
  history,           ///< history of present illness
  past_history,      ///< past medical / surgical history
  family_history,
  social_history,
  medications,
  allergies,
  review_of_systems,
  examination,       ///< physical examination, vitals
  investigations,
  assessment,        ///< assessment, impression, diagnosis
  plan,              ///< plan, treatment, advice, follow-up
};

struct section {
  section_kind kind = section_kind::none;
  std::string label;        ///< the header as written, lower-cased
  std::size_t header_start = 0;
  std::size_t body_start = 0;  ///< first byte after the header
  std::size_t end = 0;         ///< first byte of the next header, or the text's end
};

enum class speaker { unknown, doctor, patient, other };

struct turn {
  speaker who = speaker::unknown;
  std::size_t start = 0;  ///< first byte of the utterance (after the marker)
  std::size_t end = 0;
};

struct document {
  std::string_view text;
  std::vector<section> sections;  ///< in order; covers the whole text
  std::vector<turn> turns;        ///< empty when the text is not a dialogue

  /// The section containing byte `offset`.
  [[nodiscard]] const section& section_at(std::size_t offset) const;
  /// The turn containing byte `offset`, or nullptr.
  [[nodiscard]] const turn* turn_at(std::size_t offset) const;
};

/// Finds sections and turns. A header is a known label at the start of a line, followed
/// by ':' or by the end of the line ("Assessment and plan", "O/E:", "Rx:").
[[nodiscard]] document analyse(std::string_view text);

/// Lower-case label → kind for header words, also used to match field hints.
[[nodiscard]] section_kind section_for_label(std::string_view label);

} // namespace cxs::domain::extraction
