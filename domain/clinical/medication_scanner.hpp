#pragma once
// Internal to clinical/medication*.cpp: the scanner behind `find_medications`. It finds
// every medicine name in the tokens (a longest-match trie over the lexicon), then reads
// each mention's attributes from the tokens after it, up to the next mention or sentence
// end, and a dose or dose form just before it. medication_scanner.cpp holds the mention
// and item logic (with joined names of one product), medication_context.cpp what the words
// around a mention say of it (a cue before it, a question, a past course),
// medication_attributes.cpp the attribute readers, medication_courses.cpp what later
// sentences say of a course (a stop, a dose change by a pronoun).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/clinical/medication_cues.hpp"
#include "domain/clinical/medication_tables.hpp"
#include "domain/clinical/medications.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::detail {

using medication_detail::attr_def;
using medication_detail::contains;
using medication_detail::dotted_abbreviations;
using text::token;
using text::token_kind;
using text::operator""_key;

class medication_scanner {
 public:
  medication_scanner(std::string_view text, std::span<const token> tokens, const medication_lexicon& lex,
                     const medication_options& options)
      : text_(text), toks_(tokens), lex_(lex), options_(options) {}

  std::vector<medication_item> run();

 private:
  static constexpr std::uint32_t no_entry = static_cast<std::uint32_t>(-1);

  struct mention {
    std::size_t first = 0;
    std::size_t end = 0;
    std::uint32_t name = 0;
    // The row when it is not the name's: two generics joined into one combination product's
    // name ("losartan-hydrochlorothiazide", "carbidopa/levodopa") read as that product's row.
    std::uint32_t entry = no_entry;
    // Joined to the mention before by a tight "-" or "/" with no row for the pair
    // ("lisinopril-hydrochlorothiazide 20/12.5 mg"): the strengths said after the pair are
    // split between the two, in order (the first goes to the mention before).
    bool joined_before = false;
  };

  // The row a mention names.
  [[nodiscard]] std::uint32_t entry_of(const mention& m) const {
    return m.entry != no_entry ? m.entry : lex_.names_[m.name].entry;
  }

  // A combination product's row: the generic has " + " between its ingredients.
  [[nodiscard]] bool combination_row(std::uint32_t entry) const {
    return lex_.entries_[entry].generic.find(" + ") != std::string::npos;
  }

  // The row of the product whose ingredients are the two mentions' generics, or no_entry.
  [[nodiscard]] std::uint32_t combination_of(const mention& a, const mention& b) const;

  // Everything read after (and just before) one mention.
  struct attributes {
    std::optional<medication_dose> measure;  // mg, mL, IU…
    std::optional<medication_dose> count;    // tablets, puffs…
    bool dose_before = false;
    std::string frequency;
    std::uint8_t frequency_rank = 0;
    std::string_view meal_timing;
    std::string_view day_timing;
    std::string_view route;
    std::string_view form_route;
    std::string duration;
    std::string instructions;
    bool stopped_after = false;
    bool allergy_after = false;
    bool evidence_of_medicine = false;  // for ambiguous names
    std::size_t last_used_end = 0;      // one past the last token read as an attribute
    bool historical_after = false;      // "Neo-Mercazole li thi", "course complete kiya tha"
    bool approved_after = false;        // "tylenol is fine", "advil is ok to take"
    // A combination's strength, one number an ingredient ("10/325", "50-12.5 mg"): the text
    // as said, kept with the name, since one dose {value, unit} holds only the first
    // ingredient's (read_combination_strength).
    std::string_view combination_strength;
    std::size_t combination_strength_end = 0;  // one past its last token
    // `measure` is the combination's first strength, not a dose said: a count said with it
    // ("Symbicort 160/4.5 two puffs", "Norco 10/325 1 tab") is the dose.
    bool measure_is_strength = false;
    // For a mention joined to the one before it (mention::joined_before): the first
    // ingredient's strength, which belongs to that mention.
    std::optional<medication_dose> partner_measure;
  };

  // ------------------------------------------------------------ token helpers

  [[nodiscard]] bool key_at(std::size_t k, std::uint64_t key) const { return k < toks_.size() && toks_[k].key == key; }

  [[nodiscard]] bool number_at(std::size_t k) const {
    return k < toks_.size() && toks_[k].kind == token_kind::number;
  }

  [[nodiscard]] const attr_def* attr_at(std::size_t k, std::size_t limit, std::size_t& end) const {
    if (auto m = lex_.attr_matcher_.longest_at(text_, toks_, k, limit)) {
      end = m->end;
      return &medication_detail::attr(m->payload);
    }
    return nullptr;
  }

  // Sentence or line end; a dot after an abbreviation ("Tab.", "Inj.", "mg.") is not one.
  [[nodiscard]] bool break_at(std::size_t k) const {
    const token& t = toks_[k];
    if (!text::is_sentence_break(text_, t)) {
      return false;
    }
    if (t.key == "."_key && !t.space_before && k > 0 && toks_[k - 1].kind == token_kind::word) {
      const token& prev = toks_[k - 1];
      if (prev.span.end - prev.span.start == 1 || contains(dotted_abbreviations, prev.key)) {
        // "… metformin 500 mg. Let's increase it to 1000 mg.": after a unit, a capitalised
        // word that starts a new clause ends the sentence; "500 mg. Twice daily" does not.
        return unit_ends_sentence(k);
      }
    }
    return true;
  }

  // After "mg." / "ml." / "gm.": the next word is capitalised and one that opens a clause
  // (a pronoun, "let", "if", "the", "patient"), so the dot ends a sentence.
  [[nodiscard]] bool unit_ends_sentence(std::size_t k) const {
    const token& prev = toks_[k - 1];
    if (!(prev.key == "mg"_key || prev.key == "ml"_key || prev.key == "gm"_key) || k + 1 >= toks_.size()) {
      return false;
    }
    const token& next = toks_[k + 1];
    if (next.kind != token_kind::word || next.span.start >= text_.size() || text_[next.span.start] < 'A' ||
        text_[next.span.start] > 'Z') {
      return false;
    }
    const std::uint64_t w = next.key;
    return w == "i"_key || w == "we"_key || w == "you"_key || w == "let"_key || w == "lets"_key || w == "if"_key ||
           w == "he"_key || w == "she"_key || w == "they"_key || w == "your"_key || w == "his"_key ||
           w == "her"_key || w == "the"_key || w == "patient"_key || w == "this"_key || w == "it"_key;
  }

  // ------------------------------------------------------------ mentions

  void find_mentions();

  // `cur`, just found, joined to the mention before it (mention::entry, joined_before);
  // when they name one product, the mention before takes `cur` in and `cur.first` moves
  // back to it.
  void join_with_previous(mention& cur);

  // The strength of the ingredient said first of a joined pair goes to the mention before,
  // with the pair's frequency, timing and duration when it has none of its own.
  void give_partner_strength(medication_item& first, const medication_item& second) const;

  // A name a recogniser split into syllables, starting at token `i` ("met form in").
  [[nodiscard]] std::optional<mention> spoken_name_at(std::size_t i) const;

  // Only asked about: an example in a question ("any supplements such as b12 ?"), or a
  // patient's question about a medicine not their own ("can i take advil ?").
  [[nodiscard]] bool asked_about(const mention& m) const;

  // A finished course said with a plain past verb and a past date ("took tamiflu for five
  // days back in january"), or "finished it" after the name.
  [[nodiscard]] bool past_course(const mention& m) const;

  // ------------------------------------------------------------ attribute readers

  void set_frequency(attributes& a, std::string_view value, std::uint8_t rank) const;

  void set_timing(attributes& a, std::string_view value, std::uint8_t kind) const;

  void set_dose(attributes& a, double value, const attr_def& unit, bool replaces) const;

  // The answer to a question about mention `m` says it was stopped ("[patient] i stopped that one").
  [[nodiscard]] bool answered_stopped(const mention& m, std::size_t limit) const;

  // A refill or renewal of mention `m` said in the forty tokens after it ("let's get that refilled").
  [[nodiscard]] bool refilled_after(const mention& m) const;

  // Indian shorthand at number `j`: 1-0-1, 1-1-1, 0-0-1, 1-1-1-1, ½-0-½. Sets `end`.
  [[nodiscard]] bool read_shorthand(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const;

  // A dose per time of day with its unit at number `j`: "Mixtard 20-0-16 units", "18-0-12 U"
  // (insulin). Sets the first dose, the frequency and the pattern as instructions; sets `end`.
  [[nodiscard]] bool read_dose_pattern(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const;

  // A strength of one number per ingredient at number `j` ("5/325 mg", "50-12.5", "875/125
  // mg"), said after a combination product's name or a pair of joined names; not a range of
  // counts ("1-2 tablets") or Indian shorthand (read before this). Sets `end`.
  [[nodiscard]] bool read_combination_strength(const mention& m, std::size_t j, std::size_t limit, attributes& a,
                                               std::size_t& end) const;

  // After a duration intro ("for", "x", "for the next"): "5 days", "a week", "5/7".
  [[nodiscard]] bool read_duration(std::size_t k, std::size_t limit, attributes& a, std::size_t& end) const;

  // "every N hours/days/weeks", "every N to M hours", "q N h", "N hourly". Sets `end`.
  [[nodiscard]] bool read_interval(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const;

  // "3 times a day", "one time daily", "2 times a week". `j` is the number.
  [[nodiscard]] bool read_times(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const;

  // "for pain", "for your blood pressure": the purpose, up to four words.
  void read_purpose(std::size_t k, std::size_t limit, attributes& a) const;

  void add_instruction(attributes& a, std::string_view value) const;

  // Reads the window after a mention. `m_end` is the token after the name.
  void read_after(const mention& m, std::size_t limit, attributes& a) const;

  // A dose or dose form just before the name: "10 mg of norvasc", "Tab. Dolo", "inj pan".
  void read_before(const mention& m, std::size_t previous_end, attributes& a) const;

  // The nearest context cue in the ten words before the mention, in its sentence; `cued`
  // says whether a cue (not the default) decided it.
  [[nodiscard]] medication_context context_before(const mention& m, bool& cued) const;

  // A verb or dose form right before the name ("take pan", "tab mox"), or a verb and a count
  // ("give you a few norco"); "take a pause" is not.
  [[nodiscard]] bool germ_before(std::size_t cue) const;
  [[nodiscard]] bool said_of_medicine_before(std::size_t at) const;
  struct per_body {
    std::string suffix;   // "/kg", "/kg/d", "/kg/h", "/m2"; empty when the dose is absolute
    std::size_t end = 0;  // one past the last token of the suffix
  };
  [[nodiscard]] per_body per_body_unit(std::size_t k, std::size_t limit) const;
  void read_answered_dose(const mention& m, std::size_t limit, attributes& a) const;
  [[nodiscard]] bool verb_before(const mention& m) const;

  // Named in a list beside a medicine that is no everyday word: "i take an mvi and fish oil",
  // "metformin , asa and lipitor"; the neighbour is joined by "and", "or" or a comma alone.
  [[nodiscard]] bool listed_with_a_medicine(std::size_t k) const;

  // Talked about or gone on to as a next step ("avoid going to insulin", "we talked about
  // insulin , but ..."), with no verb of taking after it in its clause: only an option.
  [[nodiscard]] bool talked_about_as_a_step(const mention& m) const;

  // The row with the same generic and `route`, or `entry` itself.
  [[nodiscard]] std::uint32_t row_for_route(std::uint32_t entry, std::string_view route) const;

  [[nodiscard]] std::string snomed_for(std::uint32_t entry) const;

  std::optional<medication_item> read_item(const mention& m, std::size_t limit, std::uint32_t& entry_out);

  [[nodiscard]] static int dose_rank(dose_source s);

  static constexpr std::size_t no_item = static_cast<std::size_t>(-1);

  // A stop of a row in a later sentence than every current mention of it ends that course
  // (medication_courses.cpp); the stop's own item merges into the course's.
  void end_courses_stopped_later(std::vector<medication_item>& items, std::vector<std::uint32_t>& entry_of,
                                 std::vector<std::size_t>& uncued_sentence, const std::vector<std::size_t>& last_sentence,
                                 const std::vector<std::pair<std::uint32_t, std::size_t>>& stops) const;

  // A condition (and with `possibility` a modal of possibility) in the sentence from `start`.
  [[nodiscard]] bool said_on_a_condition(std::size_t start, bool possibility) const;

  // A dose change said of the last medicine by a pronoun in a later sentence ("let's
  // increase that to 20 mg"); see the definition for when it applies.
  void apply_dose_changes(std::vector<medication_item>& items, const std::vector<std::uint32_t>& entry_of,
                          const std::vector<std::size_t>& item_of_mention) const;

  // A dose said again as a correction after the last medicine's dose ("metformin a thousand
  // twice a day . actually , make that 500", "ten milligrams , sorry , scratch that , five
  // milligrams"); see the definition for when it applies.
  void correct_dose_at(std::size_t cue, std::vector<medication_item>& items,
                       const std::vector<std::size_t>& item_of_mention) const;

  // "i could put you on rosuvastatin . … okay , no statin for now": a later "no <class>"
  // ends the course of a medicine of that class named before it; see the definition.
  void refuse_class_at(std::size_t no, std::vector<medication_item>& items,
                       const std::vector<std::size_t>& item_of_mention) const;

  // "the swelling is from the amlodipine , so we'll switch you to losartan": a switch to
  // another medicine ends the one blamed for a side effect just before it; see the definition.
  void switch_away_at(std::size_t k, std::vector<medication_item>& items,
                      const std::vector<std::size_t>& item_of_mention) const;

  // The readings above in one pass over the tokens after the first mention.
  void read_corrections_and_class_refusals(std::vector<medication_item>& items,
                                           const std::vector<std::size_t>& item_of_mention) const;

  // The item `item` was merged into (same row and context), or no_item when it is new.
  static std::size_t merge_into(std::vector<medication_item>& items, const std::vector<std::uint32_t>& entry_of,
                         medication_item& item, std::uint32_t entry);

  std::string_view text_;
  std::span<const token> toks_;
  const medication_lexicon& lex_;
  const medication_options& options_;
  // The first token of the sentence holding token `k`.
  [[nodiscard]] std::size_t sentence_start(std::size_t k) const;

  // Named as what a test measures: "check testosterone", "a lithium level" (no dose read).
  [[nodiscard]] bool measured_as_a_test(const mention& m) const;

  // A bare number after the name that cannot be its dose: a measured value ("vitamin d 18").
  [[nodiscard]] bool followed_by_a_value(const mention& m) const;

  // Only an example of a kind of medicine, with no verb of taking: "a biologic like humira".
  [[nodiscard]] bool offered_as_example(const mention& m) const;

  std::vector<mention> mentions_;
  std::size_t last_item_end_ = 0;
  bool cued_ = false;  // the item `read_item` made last has a context cue of its own
  // The item `read_item` made last: the first ingredient's strength of its joined pair.
  std::optional<medication_dose> partner_measure_;
};

}  // namespace cxs::domain::clinical::detail
