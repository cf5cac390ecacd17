#pragma once
// Internals of the extraction engine shared by its .cpp files (not a public interface).
//
// One `workspace` is built per text: the document structure, the number-aware tokens,
// sentences as token ranges, the terminology matches, the ConText document and the zone
// of a dialogue where the clinician gives the assessment and plan. The fact collectors
// (diagnoses, investigations, allergies, follow-up) and the field fillers read it; none
// of them scans the raw text again except through these structures.

#include "domain/clinical/context.hpp"
#include "domain/clinical/medications.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/extraction/schema_plan.hpp"
#include "domain/schema/schema.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"
#include "domain/text/words.hpp"

#include <boost/json/object.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cxs::domain::extraction::detail {

/// Tables compiled once per process and shared by every extraction.
struct engine_tables {
  const terminology::terminology& terms;
  clinical::medication_lexicon lexicon;        ///< medicines + code-mix timing/instruction phrases
  clinical::medication_lexicon lexicon_plain;  ///< medicines only (code-mix prior off)
};

/// The process-wide tables (thread-safe lazy initialisation).
[[nodiscard]] const engine_tables& tables();

/// A sentence: tokens [first, end) and their bytes.
struct sentence {
  std::size_t first = 0;
  std::size_t end = 0;
  text::byte_span bytes;
};

struct workspace;

/// A set of cue phrases matched on tokens (case-insensitive, soft symbols skipped).
class cue_set {
 public:
  cue_set() = default;
  cue_set(std::initializer_list<std::string_view> phrases);
  void add(std::string_view phrase, std::uint32_t id = 0);
  [[nodiscard]] bool empty() const noexcept { return matcher_.size() == 0; }

  struct hit {
    std::size_t first = 0;  ///< token index
    std::size_t end = 0;    ///< one past the last token
    std::uint32_t id = 0;
  };
  /// The first cue in tokens [first, last), leftmost then longest. (Inline: the field
  /// fillers call it for every sentence, mostly on sentences without a cue.)
  [[nodiscard]] std::optional<hit> find(std::string_view text, std::span<const text::token> tokens,
                                        std::size_t first, std::size_t last) const {
    if (const auto m = matcher_.first_at(text, tokens, first, last, last)) {
      return hit{m->first, m->found.end, m->found.payload};
    }
    return std::nullopt;
  }
  /// `find` over the tokens of `ws`, the same hit, faster on long ranges: only the tokens
  /// that are a cue's first word (`workspace::cue_starts`, gathered once per text and cue
  /// set) are tried, instead of testing every token of the range against a filter.
  [[nodiscard]] std::optional<hit> find(const workspace& ws, std::size_t first, std::size_t last) const;
  /// The last cue that starts in tokens [first, last).
  [[nodiscard]] std::optional<hit> find_last(std::string_view text, std::span<const text::token> tokens,
                                             std::size_t first, std::size_t last) const;
  /// `find_last` over the tokens of `ws`, the same hit, trying only the tokens that are a
  /// cue's first word (as `find` over a workspace). For the rules asked about every mention;
  /// a cue set asked once per text would pay more for gathering its starts than it saves.
  [[nodiscard]] std::optional<hit> find_last(const workspace& ws, std::size_t first, std::size_t last) const;

  /// Names this cue set's phrases for the workspace's cache of possible starts: a number
  /// no other cue set has had, taken again at every `add`, so a cue set built and dropped
  /// per call never finds the starts of an earlier one.
  [[nodiscard]] std::uint64_t serial() const noexcept { return serial_; }

 private:
  [[nodiscard]] static std::uint64_t next_serial() noexcept;
  /// `find` (or, `from_right`, `find_last`) over the tokens of `ws` through its cue index:
  /// the two walk the same set bits in opposite directions.
  template <bool from_right>
  [[nodiscard]] std::optional<hit> find_from_starts(const workspace& ws, std::size_t first, std::size_t last) const;
  text::phrase_matcher matcher_;
  std::vector<std::uint64_t> first_keys_;  ///< the token keys the phrases start with, once each
  std::uint64_t serial_ = next_serial();
};

/// Everything computed once per text.
struct workspace {
  workspace(std::string_view text, const extraction_options& options);
  /// Hands the large arrays to the thread's next workspace (see workspace.cpp).
  ~workspace();
  workspace(const workspace&) = delete;
  workspace& operator=(const workspace&) = delete;

  std::string_view text;
  extraction_options options;
  /// Runs of letters and digits, scanned once and read by both word tokenizers (ConText
  /// and the terminology matcher); `tokens` is the number-aware tokenization.
  text::word_scan words;
  document doc;
  std::vector<text::token> tokens;
  std::vector<sentence> sentences;
  std::vector<std::uint32_t> sentence_of_token;  ///< parallel to tokens
  /// The tokens by the top `key_chain_bits` bits of their keys: for each value the last
  /// token with it (`key_chain_heads`), and for each token the one before it with the same
  /// value (`key_chain`; `no_token` ends a chain). Built with the sentences, read by
  /// `cue_starts`.
  static constexpr std::uint32_t no_token = 0xFFFFFFFFU;
  static constexpr unsigned key_chain_bits = 12;
  std::vector<std::uint32_t> key_chain;
  std::vector<std::uint32_t> key_chain_heads;
  /// token_at(b << token_block_shift) for every block b of the text, so token_at scans a
  /// block's few tokens instead of binary-searching all of them (it is called for every
  /// concept mention).
  std::vector<std::uint32_t> token_blocks;
  static constexpr std::size_t token_block_shift = 4;  ///< 16-byte blocks
  std::vector<terminology::concept_match> matches;
  clinical::context_document context;
  bool dialogue = false;  ///< the text has speaker turns
  /// First byte of the clinician's assessment and plan: the first assessment/impression/
  /// plan section; in a dialogue the first doctor turn past 40% of the text that announces
  /// it ("my assessment", "first problem", "impression"; at most a dozen tokens before the
  /// cue), else the start of the last third; in a note without headers the sentence of the
  /// first "diagnosis"/"impression"/"assessment"; text.size() when there is none.
  std::size_t plan_start = 0;
  bool plan_announced = false;  ///< plan_start comes from a section or a clinician's cue
  std::vector<clinical::medication_item> medications;  ///< every context
  /// The patient's answers to an allergy question: (sentence, substance's first token).
  std::vector<std::pair<std::uint32_t, std::uint32_t>> allergy_answers;

  /// `zone` (the last third's start), or earlier: the sentence of the clinician's turn
  /// holding `zone` that states a condition before it ("you have …", "this is …").
  [[nodiscard]] std::size_t stated_diagnosis_before(std::size_t zone) const;
  /// The start of the patient's turn that the clinician's short reply holding `said` only takes
  /// up ("okay , let me look ."), or text.size() when that turn is no such reply (round 24).
  [[nodiscard]] std::size_t taken_up_turn_start(std::size_t said) const;
  /// Index of the first token whose end is past `byte` (tokens.size() when none).
  [[nodiscard]] std::size_t token_at(std::size_t byte) const;
  /// The sentence containing token `index`.
  [[nodiscard]] const sentence& sentence_at_token(std::size_t index) const;
  /// The sentence containing byte `byte`.
  [[nodiscard]] const sentence& sentence_at(std::size_t byte) const;
  /// Speaker at `byte` (unknown outside turns).
  [[nodiscard]] speaker speaker_at(std::size_t byte) const;
  /// True when `byte` lies in an assessment or plan section, or at/after `plan_start`
  /// outside the history sections.
  [[nodiscard]] bool in_plan_zone(std::size_t byte) const;
  /// Text of bytes [span.start, span.end).
  [[nodiscard]] std::string_view slice(text::byte_span span) const {
    return text.substr(span.start, span.end - span.start);
  }
  /// Whether ConText marks the mention as not the patient's current, affirmed problem.
  [[nodiscard]] bool excluded(const clinical::mention_context& ctx) const;
  /// A bit per token (64 to a word): set for the tokens whose key is one of `first_keys`,
  /// the words a cue set's phrases begin with. Gathered from the key chains on the first
  /// call for a cue set's `serial` and kept for the text, so the field fillers' and rules'
  /// many searches with one cue set do not each test every token again. Null when the
  /// cache is full (the caller tests the tokens itself). Valid until the next call.
  [[nodiscard]] const std::uint64_t* cue_starts(std::span<const std::uint64_t> first_keys,
                                                std::uint64_t serial) const {
    // Inline for the common case, a cue set seen before in its home slot: the fillers ask
    // once per sentence.
    const cue_starts_slot& home = cue_starts_table_[static_cast<std::size_t>(serial) & (cue_starts_slots - 1)];
    if (home.serial == serial) {
      return cue_start_bits_.data() + home.offset;
    }
    return cue_starts_probed(first_keys, serial);
  }

 private:
  [[nodiscard]] const std::uint64_t* cue_starts_probed(std::span<const std::uint64_t> first_keys,
                                                       std::uint64_t serial) const;
  struct cue_starts_slot {
    std::uint64_t serial = 0;  ///< 0: empty (serials start at 1)
    std::uint32_t offset = 0;  ///< into cue_start_bits
  };
  static constexpr std::size_t cue_starts_slots = 512;  ///< a power of two
  static constexpr std::size_t cue_starts_max = 384;    ///< kept below, so probes stay short
  mutable std::array<cue_starts_slot, cue_starts_slots> cue_starts_table_{};
  mutable std::size_t cue_starts_count_ = 0;
  mutable std::vector<std::uint64_t> cue_start_bits_;
};

template <bool from_right>
[[gnu::always_inline]] inline std::optional<cue_set::hit> cue_set::find_from_starts(const workspace& ws, std::size_t first,
                                                                                   std::size_t last) const {
  last = std::min(last, ws.tokens.size());
  if (first >= last) {
    return std::nullopt;
  }
  const std::uint64_t* starts = ws.cue_starts(first_keys_, serial_);
  if (starts == nullptr) {
    return from_right ? find_last(ws.text, ws.tokens, first, last) : find(ws.text, ws.tokens, first, last);
  }
  // The tokens of [first, last) that are a cue's first word, in order (from the right for
  // find_last); the walk from each is the plain search's, and the plain search tries no
  // other token with success (its walk fails at the first word), so the hit is the same.
  const std::size_t first_word = first >> 6U;
  const std::size_t last_word = (last - 1) >> 6U;
  std::size_t w = from_right ? last_word : first_word;
  std::uint64_t bits = from_right ? starts[w] & (~std::uint64_t{0} >> (63U - ((last - 1) & 63U)))
                                  : starts[w] & (~std::uint64_t{0} << (first & 63U));
  for (;;) {
    while (bits != 0) {
      const auto bit = static_cast<std::size_t>(from_right ? 63 - std::countl_zero(bits) : std::countr_zero(bits));
      const std::size_t at = (w << 6U) + bit;
      if (from_right ? at < first : at >= last) {
        return std::nullopt;
      }
      if (const auto m = matcher_.longest_at(ws.text, ws.tokens, at, last)) {
        return hit{at, m->end, m->payload};
      }
      if constexpr (from_right) {
        bits &= ~(std::uint64_t{1} << bit);
      } else {
        bits &= bits - 1;  // clears `bit`, the lowest set one
      }
    }
    if (w == (from_right ? first_word : last_word)) {
      return std::nullopt;
    }
    w = from_right ? w - 1 : w + 1;
    bits = starts[w];
  }
}

inline std::optional<cue_set::hit> cue_set::find(const workspace& ws, std::size_t first, std::size_t last) const {
  return find_from_starts<false>(ws, first, last);
}

inline std::optional<cue_set::hit> cue_set::find_last(const workspace& ws, std::size_t first, std::size_t last) const {
  return find_from_starts<true>(ws, first, last);
}

// Fact collectors (each in its own .cpp).

/// A condition of the text with what the listing rule needs (diagnoses.cpp).
struct diagnosis_candidate {
  diagnosis_fact fact;
  std::string display;     ///< the table's display name (no laterality)
  bool listed = false;     ///< passes the assessment-zone rule
  bool current = false;    ///< has a counting, non-historical mention
  bool symptom = false;    ///< ICD-10 chapter R or a pain row
  bool explained = false;  ///< a listed specific diagnosis is linked to it in a zone sentence
  bool heading = false;    ///< named as the topic of a zone sentence: never explained away
  bool history = false;    ///< past, chronic or past-history-section mention (for history fields)
  bool patient_only = false;  ///< in a dialogue, every counting current mention is the patient's
  /// only voiced as a possibility ("this may be a neuropathy"): explains no symptom
  bool possibility_only = false;
  std::vector<std::uint32_t> mentions;  ///< first tokens of its zone mentions
};

/// Every condition mentioned in the text that counts for the patient, in text order.
[[nodiscard]] std::vector<diagnosis_candidate> diagnosis_candidates(const workspace& ws);

/// The problem list: listed candidates, without explained symptoms unless `include_symptoms`.
[[nodiscard]] std::vector<diagnosis_fact> select_diagnoses(const std::vector<diagnosis_candidate>& candidates,
                                                           bool include_symptoms);

/// Display names of the symptoms with a current, counting mention.
[[nodiscard]] std::vector<std::string> affirmed_symptoms(const std::vector<diagnosis_candidate>& candidates);

/// Investigations ordered or resulted (vital-sign rows excluded).
[[nodiscard]] std::vector<investigation_fact> find_investigations(const workspace& ws);

/// The patient's answers to the clinician's questions about allergies that name a known
/// allergen or a medicine first ("any allergies ?" / "just sulfa , it gives me a rash ."; the
/// question's last sentence ends with "?" and names allergies): (sentence, the substance's
/// first token), in order. Made once per workspace (workspace::allergy_answers).
[[nodiscard]] std::vector<std::pair<std::uint32_t, std::uint32_t>> find_allergy_answers(const workspace& ws);

/// Free-text allergens known without an allergy cue after them ("dust allergy", an answer
/// "just sulfa"): allergies.cpp and allergy_answers.cpp.
[[nodiscard]] const cue_set& known_allergens();

/// The medication whose name covers byte `byte` of the text, or nullptr.
[[nodiscard]] const clinical::medication_item* medicine_at(const workspace& ws, std::size_t byte);

/// The substance's first token when sentence `si` is one of ws.allergy_answers.
[[nodiscard]] std::optional<std::size_t> allergy_answer_start(const workspace& ws, std::size_t si);
/// The first token of the list after a note's allergy heading in sentence `s` ("Allergies :
/// penicillin ( rash ) , sulfa"), if it has one.
[[nodiscard]] std::optional<std::size_t> allergy_heading_list(const workspace& ws, const sentence& s);

/// Whether the allergy named at byte `byte` is said in its sentence to be outgrown ("Egg
/// allergy as a child, outgrown"; not past a "but still" to another allergen). allergy_outgrown.cpp.
[[nodiscard]] bool outgrown_allergy(const workspace& ws, std::size_t byte);

/// Allergy statements; sets `no_known` for "NKDA" / "no known allergies".
[[nodiscard]] std::vector<allergy_fact> find_allergies(const workspace& ws, bool& no_known);

/// "review after 5 days", "follow up in two weeks".
[[nodiscard]] std::optional<follow_up_fact> find_follow_up(const workspace& ws);

/// The facts of a prepared workspace; the diagnosis candidates go to `candidates` when given.
[[nodiscard]] clinical_facts facts_of(const workspace& ws, std::vector<diagnosis_candidate>* candidates = nullptr);

/// A transcript whose "[doctor]" and "[patient]" tags are swapped (the patient-tagged speaker
/// examines, orders and prescribes): the text with each tag replaced by the other's label of the
/// same length ("[doctor]" → "patient:", "[patient]" → "[doctor] "), so that every byte offset
/// stays; nothing when the tags look right (speaker_tags.cpp).
[[nodiscard]] std::optional<std::string> with_swapped_speaker_tags_corrected(const workspace& ws);

/// Reads `text` into `read`, as every extraction does: a transcript whose speaker tags are
/// swapped is read again from its corrected copy, kept in `corrected`, which the caller
/// declares before `read` so that it outlives it. Returns the workspace to use.
const workspace& read_text(std::string_view text, const extraction_options& options,
                           std::optional<std::string>& corrected, std::optional<workspace>& read);

// JSON with code-point evidence.

/// Code point of `byte`, never past the text's end.
[[nodiscard]] std::size_t code_point(const text::offset_map& map, std::size_t byte);
// Each built in `sp` (the answer's storage: see extract()).
[[nodiscard]] boost::json::object span_json(const text::offset_map& map, text::byte_span span,
                                            const boost::json::storage_ptr& sp = {});
[[nodiscard]] boost::json::object to_json(const diagnosis_fact& fact, const text::offset_map& map,
                                          const boost::json::storage_ptr& sp = {});
[[nodiscard]] boost::json::object to_json(const investigation_fact& fact, const text::offset_map& map,
                                          const boost::json::storage_ptr& sp = {});
[[nodiscard]] boost::json::object to_json(const allergy_fact& fact, const text::offset_map& map,
                                          const boost::json::storage_ptr& sp = {});
[[nodiscard]] boost::json::object to_json(const clinical::medication_item& item, const text::offset_map& map,
                                          const boost::json::storage_ptr& sp = {});
[[nodiscard]] boost::json::object vitals_json(const clinical::vitals_block& block, const text::offset_map& map,
                                              const boost::json::storage_ptr& sp = {});

// Field filling.

/// What the fillers read from a field besides the text, made once per schema (schema_plan.hpp).
struct field_plan {
  std::string words;     ///< field_words
  cue_set cues;          ///< field_cues(field, true): hints, label, key
  cue_set hint_cues;     ///< field_cues(field, false): hints only
  cue_set name_cues;     ///< label and key (id 0): a boolean field's own cues
  std::vector<section_kind> sections;  ///< section_for_label of label, key and each hint, in that order
  /// An enum field's values as the text says them (enum_value_words), parallel to
  /// `enum_values`, and as phrases (id: the value's index); empty for other fields.
  std::vector<std::string> enum_names;
  cue_set enum_name_cues;
  /// Each hint as a phrase of its own (id 0), parallel to `hints`: a string-list field
  /// finds the clause after a hint that names no concept.
  std::vector<cue_set> hint_phrases;
  /// What a list field's words ask for, read once from `words` (the fillers read them for
  /// every text): a string list of current symptoms, of past conditions, of stopped medicines,
  /// of procedures (fill_string_list); a diagnosis list of symptoms (fill_field).
  bool lists_symptoms = false;
  bool lists_conditions = false;
  bool lists_stopped = false;
  bool lists_procedures = false;
  bool lists_symptom_diagnoses = false;
  /// A medication list's words name medicines taken before the visit ("current", "home") or
  /// those prescribed at it ("new", "discharge"): which of them the field wants (engine.cpp).
  bool lists_taken_before = false;
  bool lists_prescribed = false;
};

/// An enum value as the text says it: lower case, '-' and '_' as spaces ("walk-in" → "walk in").
[[nodiscard]] std::string enum_value_words(std::string_view value);

/// The plan of one field (schema_plan.cpp builds each with it).
[[nodiscard]] field_plan plan_field(const schema::field& field);

/// What a field filler reads.
struct field_env {
  const workspace& ws;
  const clinical_facts& facts;
  const text::offset_map& map;
  const std::vector<diagnosis_candidate>& candidates;
  const schema_plan& plan;
  /// Plans made during this call for fields `plan` does not know (none when the caller
  /// passes the schema the plan was made from, as extract() does).
  std::vector<std::unique_ptr<const field_plan>> unplanned{};
  std::size_t medication_fields = 0;  ///< medication-list fields in the schema
  std::vector<extraction_warning>* warnings = nullptr;
  /// Where every value of the answer is built: the answer object's own storage, so moving a
  /// value into it moves (between storages a move copies the whole tree).
  boost::json::storage_ptr storage{};
  /// Every enum-synonym phrase of the text (field_values.cpp), found once for all the enum
  /// fields of a schema: at each token, the longest one that starts there and ends in its
  /// sentence, in token order. Filled by the first enum field.
  std::vector<cue_set::hit> enum_synonym_hits{};
  bool enum_synonym_hits_ready = false;
};

/// The plan of `field`: from `env.plan`, else made now and kept in `env.unplanned`.
[[nodiscard]] const field_plan& plan_of(field_env& env, const schema::field& field);

/// The value of any field (engine.cpp); null when nothing was found.
[[nodiscard]] boost::json::value fill_field(field_env& env, const schema::field& field);

/// The value of a non-primitive field (fields.cpp).
[[nodiscard]] boost::json::value fill_generic(field_env& env, const schema::field& field);

/// Enum, date and string-list fields (field_values.cpp).
[[nodiscard]] boost::json::value fill_enum(field_env& env, const schema::field& field);
[[nodiscard]] boost::json::value fill_date(field_env& env, const schema::field& field);
[[nodiscard]] boost::json::value fill_string_list(field_env& env, const schema::field& field);

/// The cue phrases of a field: its hints, and with `with_label` its label and its key as
/// words (ids: hint index, 1000 label, 1001 key).
[[nodiscard]] cue_set field_cues(const schema::field& field, bool with_label);
/// Indexes of the sentences containing a cue.
[[nodiscard]] std::vector<std::size_t> cue_sentences(const workspace& ws, const cue_set& cues);
/// A sentence's text without its turn marker and final break, trimmed.
[[nodiscard]] std::string sentence_text(const workspace& ws, std::size_t index);
/// True when the space-delimited word list `words` (from field_words) has `w`.
[[nodiscard]] bool has_word(std::string_view words, std::string_view w);

/// All cue words of a field (key, label, description, hints), lower-cased, for
/// deciding what kind of content it wants.
[[nodiscard]] std::string field_words(const schema::field& field);

// Small text helpers.

/// ASCII lower case.
[[nodiscard]] std::string lower(std::string_view s);
/// Trims ASCII whitespace and the punctuation that ends or joins dictated text.
[[nodiscard]] std::string_view trim(std::string_view s);
/// Words of `s` (ASCII letters/digits runs, lower-cased); camelCase and snake_case split.
[[nodiscard]] std::vector<std::string> words_of(std::string_view s);
/// The words of `words_of(s)` appended to `out`, each followed by `sep` (no vector or
/// string per word: field cues and diagnosis names ask for these many times).
void append_words(std::string& out, std::string_view s, char sep);
/// Whether every word of `words_of(lower(name))` but those `skip` accepts is one of
/// `words_of(lower(said))`, without building either list (asked for every condition mention).
[[nodiscard]] bool words_said(std::string_view said, std::string_view name, bool (*skip)(std::string_view lowered));
/// `words_of(s).size()`, without building the words.
[[nodiscard]] std::size_t word_total(std::string_view s);
/// True for a laterality word: right, left, bilateral.
[[nodiscard]] std::string_view laterality_before(const workspace& ws, std::size_t first_token);

} // namespace cxs::domain::extraction::detail
