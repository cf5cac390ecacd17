#pragma once
// Medication mentions from free text: Indian prescriptions ("Tab Dolo 650 1-0-1 x 5 days
// khane ke baad"), notes and transcribed dialogue ("ultram 50 milligrams every six hours as
// needed"). Output items are the CONTRACT `medication-list` items plus internal fields.
//
// Recognition: generic (INN) and brand names of medicines.tsv, ASCII case-insensitive, on
// token boundaries, longest match first, including brand + strength ("Dolo 650", "Pan 40",
// "Augmentin 625") and spoken strengths ("dolo six fifty"). Hyphens, slashes and
// apostrophes inside names are ignored ("Pan-D" = "pan d"). Short or everyday-word brands
// ("pan", "mox", "o2", "pause", "refresh", "one a day"…) count only with medication
// context: a dose form or verb right before them ("tab pan", "take mox") or a dose (not a
// bare percentage: "o2 … 98%" is a saturation), frequency, route or duration after them.
// A name followed by "level", "deficiency", "test"… or preceded by "low" is a lab or a
// condition, not a medicine.
//
// Thread safety: a lexicon is immutable after `parse`; `find_medications` keeps no state
// between calls (a thread-local token buffer only), so threads may share one lexicon.
//
// Attributes are read after each mention up to the next mention, the end of the sentence
// or line, a verb that starts the next instruction ("prescribe", "start", "continue",
// "stop"…), or 30 tokens; a dose followed by "of <next name>" belongs to that name: dose ("500 mg", "two puffs", "half tablet"; also "10 mg of X"
// before the name), route, frequency, timing, duration and instructions. When no dose is
// said, a strength inside a brand name ("Pan 40") or the brand row's default strength is
// used (see `dose_source`).
//
// Frequency codes: OD, BD, TDS, QID, HS, SOS, STAT, WEEKLY, else free text ("every 4
// hours", "alternate days", "twice a week"). Shorthand: 1-0-1 → BD, 1-1-1 → TDS,
// 1-1-1-1 → QID, 1-0-0 → OD (morning), 0-1-0 → OD (afternoon), 0-0-1 → OD (night).
// When several are said, STAT beats SOS ("every six hours as needed" is SOS), which beats
// an explicit frequency, which beats a bare "daily"/"a day" (OD), which beats "at night"
// (HS). Timing: meal relation ("after food", "before food", "with food", "empty stomach",
// "before breakfast"…) and time of day ("morning", "afternoon", "evening", "night",
// "bedtime"), joined by ", ". Romanised Hindi and other code-mixed phrases of codemix.tsv
// (kinds timing and instruction) map through their English sense: "khane ke baad" →
// after food, "din me do baar" → BD, "zarurat padne par" → SOS.
//
// Context (negation proper is another layer's job): the nearest cue in the 10 words
// before the mention, in its sentence, decides: allergy_mention ("allergic to", "reaction
// to"), stopped ("stop", "discontinue", "not taking", "no longer", "hold", "band kar do"),
// historical ("used to", "was on", "previously", "tried", "in the past"), current ("start",
// "continue", "take", "on", "prescribe"…; also the default). "X allergy" and "X was
// stopped" right after the name count too. Also (issue 18): a switch away ("switching you
// from X to Y", "replacing X with Y", "instead of X", "X ki jagah Y": X stopped, Y current);
// an allergy heading ("allergies : X") and a reaction after the name ("X gave me hives", "X
// se rash"); a stop later in the sentence that refers back ("..., so we'll stop it"; not
// "don't stop it"); Hindi verb-last forms ("X li thi": historical, "X ... band karna hai":
// stopped); `asked` for an example in a question ("any supplements such as b12 ?") or a
// patient's question about a medicine not their own ("can i take advil ?"). Round 3 (issue
// 18): `option` for an example of a kind of medicine no verb of taking governs ("the next
// step would be a biologic like humira"); a bare Hindi "band" ending its clause (stopped) and
// a finished course ("course complete kiya": historical); "X is fine / ok / safe" after the
// name undoes a stop cue before it ("no more aleve , tylenol is fine"); a mention with no
// cue of its own takes a stop of the same row in its sentence ("the cough is from the
// lisinopril , so i'm switching you from lisinopril to losartan").
//
// Misrecognised speech: two to four short lower-case words, the first of three letters or
// more and not a function word, whose letters joined are a name ("met form in") or, for a generic, have its consonant skeleton, first three letters and
// length within two ("ser tra lean" = sertraline); function words never join.

#include <boost/json/object.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

/// One row of medicines.tsv.
struct medicine_entry {
  std::string generic;           ///< INN, lower case; combinations joined with " + "
  std::string snomed;            ///< substance concept id; may be empty
  std::string default_strength;  ///< "650 mg", "325 mg + 400 mg", or empty
  std::string route;             ///< "oral", "iv", "im", "sc", "topical", "inhaled", …
  std::string drug_class;        ///< pipe-separated class tokens
  std::vector<std::string> brands;
};

/// Where a medication is in the patient's course, computed from nearby cue words.
enum class medication_context : std::uint8_t {
  current,          ///< taking now or being prescribed (default)
  stopped,          ///< told to stop, or not taking
  allergy_mention,  ///< named as an allergen
  historical,       ///< taken in the past
  asked,            ///< only asked about: named in a patient's request ("can i take advil ?") or as an example in a question
  option,           ///< only discussed as an option: an example of a kind of medicine ("the next step would be a biologic like humira")
};

/// Whether a token key (text::token::key) names a germ or a culture of one ("strep",
/// "bacteria", "culture", "isolate"): "sensitive to X" said of it is a susceptibility, not
/// an allergy.
[[nodiscard]] bool is_germ_word(std::uint64_t token_key) noexcept;

/// "current", "stopped", "allergy_mention", "historical", "asked" or "option".
[[nodiscard]] std::string_view to_string(medication_context context) noexcept;

/// Where an item's dose came from.
enum class dose_source : std::uint8_t {
  none,           ///< no dose known
  spoken,         ///< said in the text
  brand_name,     ///< the strength inside the brand name ("Pan 40" → 40 mg)
  table_default,  ///< the brand row's default strength (single-ingredient rows only)
};

/// A dose: value and unit ("mg", "mcg", "g", "mL", "unit", "IU", "%", "mEq", "tablet",
/// "capsule", "puff", "drop", "sachet", "teaspoon", "tablespoon", "spray", …).
struct medication_dose {
  double value = 0;
  std::string unit;

  friend bool operator==(const medication_dose&, const medication_dose&) = default;
};

/// One medication. Text fields are empty when unknown.
struct medication_item {
  std::string name;     ///< as written in the text ("Dolo 650")
  std::string generic;  ///< from the table ("paracetamol")
  std::optional<medication_dose> dose;
  dose_source dose_from = dose_source::none;
  std::string strength;  ///< the row's default strength text, e.g. "325 mg + 400 mg" (internal)
  std::string route;
  std::string frequency;  ///< OD, BD, TDS, QID, HS, SOS, STAT, WEEKLY or free text
  std::string timing;
  std::string duration;  ///< "5 days", "1 week", "2 months"
  std::string instructions;
  std::string snomed;      ///< empty when the table has none
  std::string drug_class;  ///< pipe-separated (internal: duplicate-therapy and allergy rules)
  medication_context context = medication_context::current;
  text::byte_span evidence;  ///< the name mention, bytes

  friend bool operator==(const medication_item&, const medication_item&) = default;
};

namespace detail {
class medication_scanner;
}  // namespace detail

/// The medicine lexicon: names, attribute phrases and code-mixed phrases, compiled once.
/// Immutable after `parse`, so one instance may be shared by threads.
class medication_lexicon {
 public:
  /// Builds the lexicon from the TEXT of medicines.tsv and, optionally, codemix.tsv.
  /// Comment lines ("#…"), the header and blank lines are skipped; a row without a generic
  /// name or with fewer than six columns is skipped and counted in `rejected_rows`.
  [[nodiscard]] static medication_lexicon parse(std::string_view medicines_tsv, std::string_view codemix_tsv = {});

  /// Rows loaded.
  [[nodiscard]] const std::vector<medicine_entry>& entries() const noexcept { return entries_; }

  /// Distinct names (generics and brands) that can be recognised.
  [[nodiscard]] std::size_t name_count() const noexcept { return names_.size(); }

  /// Malformed rows skipped by `parse`.
  [[nodiscard]] std::size_t rejected_rows() const noexcept { return rejected_rows_; }

  /// Code-mixed phrases (codemix.tsv) that were added as timing/frequency/instruction words.
  [[nodiscard]] std::size_t codemix_phrases() const noexcept { return codemix_phrases_; }

  /// The row a whole name (generic or brand, any case) maps to, or nullptr.
  [[nodiscard]] const medicine_entry* lookup(std::string_view name) const;

 private:
  friend class detail::medication_scanner;

  struct name_info {
    std::uint32_t entry = 0;
    bool brand = false;
    bool ambiguous = false;  ///< needs medication context to count
    bool has_strength = false;
    double strength_value = 0;        ///< from a number inside the brand name
    std::string_view strength_unit;   ///< static unit string
  };

  /// A row's default strength, parsed once: "650 mg" is single; "325 mg + 400 mg" is not.
  struct row_strength {
    bool single = false;
    double value = 0;
    std::string_view unit;        ///< static unit string
    std::string_view first_unit;  ///< unit of the first component ("" when none)
  };

  std::vector<medicine_entry> entries_;
  std::vector<row_strength> strengths_;  ///< parallel to entries_
  std::vector<name_info> names_;
  text::phrase_matcher name_matcher_;
  text::phrase_matcher attr_matcher_;     ///< payload: index into the attribute table
  text::phrase_matcher context_matcher_;  ///< payload: index into the context cue table
  std::unordered_map<std::string, std::vector<std::uint32_t>> rows_by_generic_;
  /// Misrecognised speech: one-word names of seven letters or more by their consonant
  /// skeleton (`spoken_skeleton`), for a name a recogniser split into syllables ("ser tra
  /// lean"); a skeleton two names share is dropped.
  /// Keys are 64-bit FNV-1a hashes (of the letters, of the skeleton), so that a scan never
  /// builds a string.
  std::unordered_map<std::uint64_t, std::uint32_t> names_by_skeleton_;
  /// One-word names of seven letters or more by the hash of their letters, for syllables
  /// joined back ("met form in").
  std::unordered_map<std::uint64_t, std::uint32_t> names_by_letters_;
  /// Hashes of every proper beginning of those names' letters and of the generics'
  /// skeletons: a join that begins no name is dropped at once.
  std::unordered_set<std::uint64_t> letter_prefixes_;
  std::unordered_set<std::uint64_t> skeleton_prefixes_;
  /// Token keys of every proper beginning of those names (up to nine letters): a word that
  /// is none cannot start a split name, so the scan leaves it at one look-up.
  std::unordered_set<std::uint64_t> syllable_heads_;
  /// A one-bit-per-slot filter of `syllable_heads_` by the key's low bits, checked first.
  static constexpr std::size_t syllable_head_bits = std::size_t{1} << 18;
  std::vector<bool> syllable_head_bits_;
  std::size_t rejected_rows_ = 0;
  std::size_t codemix_phrases_ = 0;
};

/// Extraction switches.
struct medication_options {
  /// Merge repeated mentions of the same row in the same context into one item: later
  /// spoken dose and frequency win, other empty fields are filled, the first mention's
  /// name and evidence are kept.
  bool merge_repeats = true;
  /// Use the brand row's default strength as the dose when none is said.
  bool use_default_strength = true;
};

/// Finds the medications in `text`, in order of first mention. Evidence offsets are bytes
/// into `text`. Never throws on any input; linear in the size of the text.
[[nodiscard]] std::vector<medication_item> find_medications(std::string_view text, const medication_lexicon& lexicon,
                                                            const medication_options& options = {});

/// The same on tokens the caller already made with `text::tokenize(text, …)`, so several
/// extractors can share one tokenization.
[[nodiscard]] std::vector<medication_item> find_medications(std::string_view text,
                                                            std::span<const text::token> tokens,
                                                            const medication_lexicon& lexicon,
                                                            const medication_options& options = {});

/// The CONTRACT item: `{name, generic, dose {value, unit} | null, route, frequency,
/// timing, duration, instructions, snomed, evidence {start, end}}` (unknown text fields
/// are ""). Internal fields (context, drug class, dose source) are not written.
[[nodiscard]] boost::json::object to_json(const medication_item& item);
/// The same with `evidence` as the item's evidence object (the extraction engine's, in code
/// points), so that object is built once.
[[nodiscard]] boost::json::object to_json(const medication_item& item, boost::json::object evidence);

}  // namespace cxs::domain::clinical
