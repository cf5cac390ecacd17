#pragma once
// Clinical terminology: the tables under domain/terminology/data (conditions,
// investigations with LOINC codes, medicines, romanised code-mix phrases, and the
// generated WHO ICD-10 rows of icd10.tsv read as further conditions), compiled into the
// binary and parsed once, plus a concept matcher over free text.
//
// Matching works on normalised tokens, never on raw bytes:
//   - ASCII letters are lower-cased; non-ASCII code points (Devanagari, Tamil, accented
//     Latin) are word characters kept as they are;
//   - apostrophes inside a word are dropped ("koch's" = "kochs"), as are dots inside a
//     word ("b.p." = "bp") except between digits ("0.5"); a word ending in a possessive
//     or plural "'s" that continues no term as written is also tried without it
//     ("hemoglobin a1c's" = "hemoglobin a1c");
//   - "-", "/", "+" and other symbols split words ("covid-19" = "covid 19",
//     "s/p" = "s p");
//   - a phrase never spans a clause break: , ; : ! ? ( ) [ ] quotes, a line break, or a
//     sentence-ending dot, so "paracetamol, ibuprofen" is two medicines while
//     "paracetamol + ibuprofen" is the combination row.
// A match starts and ends on token boundaries ("hypertension" is not found inside
// "prehypertension"); of overlapping candidates the leftmost wins, then the longest.
// Byte offsets always fall on UTF-8 code-point boundaries of the input.
//
// Code-mix phrases ("bukhar", "sir dard", "kaichal") are found as the English concept
// their `english` column names when a table row carries that term ("fever" → the Fever
// condition); phrases with no concept row (body parts, timing, instructions, negation
// words) are reported only when asked for (`match_options::include_phrases`).
//
// Besides the tables, a few engine rules live in terminology_match.cpp (their word lists in
// terminology_impl.hpp), each because the tables deliberately leave the term out as
// ambiguous (docs/terminology.md):
//   - "AGE" written in capitals (and not "AGE: 45", "age group") is acute gastroenteritis;
//   - a blood-pressure / blood-sugar / cholesterol mention followed by an "elevated" word
//     ("BP badha hua", "bp zyada", "sugar high") is hypertension / hyperglycaemia /
//     hypercholesterolaemia, and by a "low" word ("bp kam") hypotension;
//   - a condition followed by a medicine word, optionally through a connector ("sugar ki
//     dawai", "bp ki goli", "blood pressure medication", "thyroid tablets"), or preceded by
//     "medicine for" ("dawai for bp"), is reported as that condition with
//     `medication_context` set: the speaker is talking about the treatment of the
//     condition, which also asserts the condition.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/text/words.hpp"

namespace cxs::domain::terminology {

/// The embedded tables.
enum class table_id : std::uint8_t {
  conditions,  ///< conditions.tsv: name, icd10, snomed, synonyms
  loinc,       ///< loinc.tsv: name, loinc, kind, unit, synonyms
  medicines,   ///< medicines.tsv: generic, snomed, brands, default_strength, route, drug_class
  codemix,     ///< codemix.tsv: phrase, language, english, kind
  icd10,       ///< icd10.tsv: the rest of WHO ICD-10, generated (tools/icd10_terms.py); as conditions
};

/// The raw text of an embedded table, exactly as in the .tsv file (generated at build time
/// by cmake/embed_text.cmake; the list of tables is in domain/embedded_data.cmake). Static storage: the view never dangles.
[[nodiscard]] std::string_view table_text(table_id id) noexcept;

/// What a concept row is.
enum class concept_kind : std::uint8_t {
  condition,      ///< a row of conditions.tsv
  investigation,  ///< a row of loinc.tsv (vitals, labs, imaging, procedures)
  medicine,       ///< a row of medicines.tsv
  phrase,         ///< a code-mix phrase with no concept row; `row` indexes codemix_rows()
};

/// Names the kinds in lower case, for logs and tests: "condition", "investigation", ...
[[nodiscard]] std::string_view kind_name(concept_kind kind) noexcept;

/// loinc.tsv's `kind` column.
enum class investigation_kind : std::uint8_t { vital, lab, imaging, procedure };

/// codemix.tsv's `kind` column.
enum class codemix_kind : std::uint8_t { symptom, body_part, timing, instruction, negation, other };

/// A row of one table.
struct concept_ref {
  concept_kind kind = concept_kind::condition;
  std::uint32_t row = 0;
  friend bool operator==(const concept_ref&, const concept_ref&) = default;
};

/// conditions.tsv. All views point into the terminology object that owns the row.
struct condition_row {
  std::string_view name;    ///< preferred English display
  std::string_view icd10;   ///< WHO ICD-10 code; empty when unknown
  std::string_view snomed;  ///< SNOMED CT concept id; empty when not verified
  std::vector<std::string_view> synonyms;
};

/// loinc.tsv.
struct investigation_row {
  std::string_view name;
  std::string_view loinc;  ///< empty when not coded
  investigation_kind kind = investigation_kind::lab;
  std::string_view unit;   ///< UCUM; empty for qualitative tests and panels
  std::vector<std::string_view> synonyms;
};

/// medicines.tsv. Several rows may share a generic (one per route).
struct medicine_row {
  std::string_view generic;  ///< WHO INN, combinations joined with " + "
  std::string_view snomed;
  std::vector<std::string_view> brands;
  std::string_view default_strength;
  std::string_view route;
  std::vector<std::string_view> classes;  ///< drug_class tokens ("nsaid", "ppi", ...)
};

/// codemix.tsv, with the concept its English text resolves to (if any).
struct codemix_row {
  std::string_view phrase;    ///< lowercase romanised
  std::string_view language;  ///< hi, ta, te, bn, mr
  std::string_view english;
  codemix_kind kind = codemix_kind::other;
  std::optional<concept_ref> target;  ///< the row `english` names, when one does
};

/// The codes of a row; empty views where the table has none or the kind has no such code.
struct concept_codes {
  std::string_view icd10;   ///< conditions
  std::string_view snomed;  ///< conditions and medicines
  std::string_view loinc;   ///< investigations
  std::string_view unit;    ///< investigations (UCUM)
};

/// How a match was found.
enum class match_source : std::uint8_t {
  term,     ///< a name, synonym, generic or brand of the row
  codemix,  ///< a code-mix phrase translated to the row's English term
  rule,     ///< an engine rule (see the header comment)
};

/// Sentinel for "no code-mix row".
inline constexpr std::uint32_t no_row = 0xFFFFFFFFu;

/// One mention of a concept in a text: bytes [begin, end) of the input.
struct concept_match {
  concept_kind kind = concept_kind::condition;
  std::uint32_t row = 0;
  std::size_t begin = 0;
  std::size_t end = 0;
  match_source source = match_source::term;
  std::uint32_t codemix_row = no_row;  ///< the code-mix row when source == codemix
  /// "sugar ki dawai", "bp medicine": the treatment of the condition is being talked about.
  bool medication_context = false;
  /// The same words are also a term of another row ("vitamin d": medicine and lab test);
  /// `kind`/`row` is the reading the engine preferred.
  std::optional<concept_ref> alternative;

  [[nodiscard]] concept_ref ref() const noexcept { return {kind, row}; }
};

/// What `match` reports.
struct match_options {
  bool include_phrases = false;    ///< also code-mix phrases with no concept row
  bool engine_rules = true;        ///< apply the engine rules of the header comment
};

/// Sizes of the compiled tables.
struct table_stats {
  std::size_t conditions = 0;
  std::size_t investigations = 0;
  std::size_t medicines = 0;
  std::size_t codemix = 0;
  std::size_t codemix_resolved = 0;  ///< code-mix rows whose English names a concept row
  std::size_t terms = 0;             ///< distinct normalised terms in the matcher
  std::size_t vocabulary = 0;        ///< distinct normalised tokens
  std::size_t trie_nodes = 0;
  std::size_t memory_bytes = 0;      ///< estimate of the heap the object holds
};

/// The texts a terminology is built from (the four .tsv files).
struct table_sources {
  std::string_view conditions;
  std::string_view loinc;
  std::string_view medicines;
  std::string_view codemix;
  /// Generated WHO ICD-10 rows (same columns as conditions), read after the curated
  /// conditions: a term the curated tables hold is theirs. Empty: no such rows.
  std::string_view icd10 = {};
};

/// The parsed tables and the matcher. Immutable after construction; all const members
/// are safe to call from many threads at once.
class terminology {
 public:
  /// Parses the four tables. Throws std::invalid_argument naming the table and line when a
  /// table is malformed (wrong header, wrong field count, unknown enum value).
  explicit terminology(const table_sources& sources);
  ~terminology();
  terminology(const terminology&) = delete;
  terminology& operator=(const terminology&) = delete;

  /// Every concept mention in `text`, sorted by `begin`, non-overlapping.
  [[nodiscard]] std::vector<concept_match> match(std::string_view text,
                                                 const match_options& options = {}) const;

  /// Same, appending to `out` (which is not cleared), to reuse its buffer.
  void match(std::string_view text, const match_options& options,
             std::vector<concept_match>& out) const;

  /// Same, reusing the word scan of `text` a caller already made for other tokenizers
  /// (`words` must be `text::scan_words(text)`).
  void match(std::string_view text, const text::word_scan& words, const match_options& options,
             std::vector<concept_match>& out) const;

  /// The row a whole term names ("HTN", "dolo 650", "bukhar"), normalised as in `match`;
  /// nullopt when the text is not exactly one term. Code-mix phrases resolve to their
  /// concept; a phrase without one resolves to kind `phrase`.
  [[nodiscard]] std::optional<concept_ref> lookup(std::string_view term) const;

  /// The codes of a row (empty views for kind `phrase` or an out-of-range row).
  [[nodiscard]] concept_codes codes(concept_ref ref) const noexcept;

  /// The display name of a row: condition/investigation name, medicine generic, or the
  /// code-mix phrase's English text.
  [[nodiscard]] std::string_view display_name(concept_ref ref) const noexcept;

  [[nodiscard]] const std::vector<condition_row>& conditions() const noexcept;
  /// How many of `conditions()` come from the curated conditions.tsv; the rows after them
  /// are generated WHO ICD-10 rows (icd10.tsv).
  [[nodiscard]] std::size_t curated_conditions() const noexcept;
  [[nodiscard]] const std::vector<investigation_row>& investigations() const noexcept;
  [[nodiscard]] const std::vector<medicine_row>& medicines() const noexcept;
  [[nodiscard]] const std::vector<codemix_row>& codemix_rows() const noexcept;

  [[nodiscard]] table_stats stats() const noexcept;

  struct impl;

 private:
  std::unique_ptr<impl> impl_;
};

/// The terminology of the embedded tables, built on first use (thread-safe) and kept for
/// the life of the process.
[[nodiscard]] const terminology& default_terminology();

/// The embedded tables as `table_sources`.
[[nodiscard]] table_sources embedded_sources() noexcept;

}  // namespace cxs::domain::terminology
