#pragma once
// Internal to domain/phi: the detectors behind `redact`. Each appends candidate spans
// (byte offsets into the input) to a list; redactor.cpp resolves overlaps by priority,
// then assigns tokens. Not part of the public API; included by the unit tests.

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "domain/phi/redactor.hpp"

namespace cxs::domain::phi::detail {

/// A detector's finding, in bytes.
struct candidate {
  std::size_t begin = 0;  ///< first byte
  std::size_t end = 0;    ///< one past the last byte
  phi_kind kind = phi_kind::name;
  std::uint8_t priority = 0;  ///< higher wins an overlap (see the constants below)
};

/// Overlap priorities: a value right after its label is the most certain reading.
inline constexpr std::uint8_t priority_record = 60;
inline constexpr std::uint8_t priority_address = 50;  ///< e-mail, ABHA address
inline constexpr std::uint8_t priority_pan = 40;
inline constexpr std::uint8_t priority_number = 30;  ///< phone, Aadhaar, ABHA number
inline constexpr std::uint8_t priority_name = 20;

/// True when `digits` (ASCII digits only) passes the Verhoeff check used by Aadhaar.
[[nodiscard]] bool verhoeff_valid(std::string_view digits) noexcept;

/// Phones, Aadhaar numbers and ABHA numbers: runs of digit groups classified by length,
/// grouping, checksum and the label words just before them.
void detect_numbers(std::string_view text, std::vector<candidate>& out);

/// E-mail addresses, ABHA addresses, PAN and labelled record numbers (RE2 patterns).
void detect_patterns(std::string_view text, std::vector<candidate>& out);

/// Names after honorifics, relation markers (S/o, W/o) and name labels, in Latin,
/// Devanagari and Tamil script.
void detect_names(std::string_view text, std::vector<candidate>& out);

/// Names without an honorific: after context cues (relations, "patient X", greetings,
/// sign-offs, vocatives, Hinglish "naam"/"Main X hoon") and from the name lexicons.
void detect_context_names(std::string_view text, std::vector<candidate>& out);

/// True when the words [begin, end) of `text`, or one of them, are a medicine, condition,
/// test or code-mix term of the terminology tables ("Abscess", "Thalassaemia", "Colic"),
/// or, with `around`, are part of one that starts or ends beyond them ("Calcium Acetate",
/// "Back Ache"): then they are no name, so that no redaction breaks a drug or condition
/// name (issue 18).
[[nodiscard]] bool names_a_term(std::string_view text, std::size_t begin, std::size_t end, bool around);

/// Labelled addresses, PIN codes and dates of birth.
void detect_places(std::string_view text, std::vector<candidate>& out);

/// Review rv23: a NAME candidate right after a kin word that is also a given name ("Seen with
/// Nana Patekar": "Nana", "Dada", "Baba" in title case) starts at that word, as the cued reader
/// reads it (name_reader.cpp); "brought by Nana." and "nana Ramesh" are left as they are.
void extend_names_over_kin_given_names(std::string_view text, std::vector<candidate>& found);

/// The Latin-script names accepted so far, as `propagate_names` looks for them again. Views
/// into the texts they were found in, which must outlive it.
struct known_names {
  std::unordered_set<std::string_view> full_names;  ///< multi-word names, matched whole
  std::unordered_set<std::string_view> name_words;  ///< their words, and one-word names
  /// The words of names found written in lower case (a recogniser's transcript: "my name is
  /// rohidas gaonkar ... gaonkar ji"), matched only in lower case.
  std::unordered_set<std::string_view> lower_words;
};

/// Adds the Latin-script names of `accepted` (NAME candidates in `text`) to `names`.
void collect_names(std::string_view text, const std::vector<candidate>& accepted, known_names& names);

/// After overlaps are resolved: every occurrence in `text` of a name of `names`, or of one
/// of its words, outside `accepted` becomes a NAME candidate. `accepted` must be sorted by
/// `begin` and non-overlapping.
void propagate_names(std::string_view text, const std::vector<candidate>& accepted, const known_names& names,
                     std::vector<candidate>& out);

/// The same with the names accepted in `text` itself: every other occurrence of an accepted
/// Latin-script name, or of one of its words, becomes a NAME candidate too.
void propagate_names(std::string_view text, const std::vector<candidate>& accepted,
                     std::vector<candidate>& out);

/// Names listed with an accepted one (issue 18, fifth round): a lexicon word joined to an
/// accepted NAME by a comma, "&", "and" or "aur" ("wife Meena and son Rahul", "Kush and
/// Luv", "joseph and mary") is a person too, also when the word is flagged as a common word;
/// one word only, in the same case as the name, never a stop word or a term. `accepted`
/// sorted and non-overlapping; new candidates go to `out`.
void coordinate_names(std::string_view text, const std::vector<candidate>& accepted,
                      std::vector<candidate>& out);

/// True when every RE2 pattern of the module compiled (checked by a unit test).
[[nodiscard]] bool patterns_compiled();

/// The name detector's share of `patterns_compiled`.
[[nodiscard]] bool names_patterns_compiled();

/// The context-name detector's share of `patterns_compiled`.
[[nodiscard]] bool context_patterns_compiled();

/// The address and birth-date detector's share of `patterns_compiled`.
[[nodiscard]] bool places_patterns_compiled();

}  // namespace cxs::domain::phi::detail
