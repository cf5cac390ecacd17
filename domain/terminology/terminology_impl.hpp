#pragma once
// Internal to terminology/*.cpp: the parsed tables and the matcher's data (vocabulary,
// trie, targets, engine-rule vocabularies and guards). terminology.cpp parses the tables
// and builds the trie; terminology_match.cpp runs it over a text (with the rules of
// terminology_word_order.cpp and terminology_measure_rules.cpp: terminology_match_pass.hpp).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "domain/terminology/terminology.hpp"
#include "domain/terminology/terminology_frozen.hpp"
#include "domain/terminology/terminology_guards.hpp"
#include "domain/terminology/terminology_tokens.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/words.hpp"

namespace cxs::domain::terminology {
namespace detail {

inline constexpr std::array elevated_words{
    std::string_view{"high"},   std::string_view{"raised"},  std::string_view{"elevated"},
    std::string_view{"badha"},  std::string_view{"badhi"},   std::string_view{"badhe"},
    std::string_view{"barha"},  std::string_view{"barhi"},   std::string_view{"zyada"},
    std::string_view{"jyada"},  std::string_view{"zyaada"},  std::string_view{"jaada"},
    std::string_view{"adhik"},  std::string_view{"jaasti"},  std::string_view{"jasti"},
    std::string_view{"vadhla"}, std::string_view{"vadhle"},  std::string_view{"ekkuva"},
    std::string_view{"beshi"},  std::string_view{"adhikam"}, std::string_view{"athigam"},
};

inline constexpr std::array lowered_words{
    std::string_view{"low"},     std::string_view{"kam"},  std::string_view{"kami"},
    std::string_view{"takkuva"}, std::string_view{"kom"},  std::string_view{"kammi"},
    std::string_view{"korachu"}, std::string_view{"ghatla"},
};

// Words allowed between a measurement and its "high"/"low" word ("bp bahut high hai").
inline constexpr std::array measure_fillers{
    std::string_view{"is"},    std::string_view{"was"},    std::string_view{"hai"},
    std::string_view{"he"},    std::string_view{"ahe"},    std::string_view{"aahe"},
    std::string_view{"rehta"}, std::string_view{"rehti"},  std::string_view{"bahut"},
    std::string_view{"thoda"}, std::string_view{"very"},   std::string_view{"too"},
    std::string_view{"always"}, std::string_view{"badha"}, std::string_view{"hua"},
    // English degree words and aspect: "is a little high", "has been running high", "is still
    // quite high", "are slightly elevated".
    std::string_view{"a"},     std::string_view{"little"}, std::string_view{"bit"},
    std::string_view{"still"}, std::string_view{"been"},   std::string_view{"has"},
    std::string_view{"have"},  std::string_view{"are"},    std::string_view{"were"},
    std::string_view{"running"}, std::string_view{"quite"}, std::string_view{"pretty"},
    std::string_view{"slightly"}, std::string_view{"really"}, std::string_view{"somewhat"},
    std::string_view{"mildly"}, std::string_view{"remains"}, std::string_view{"well"},
    std::string_view{"poorly"},
    // round 20 (dx34): "your cholesterol is also high"
    std::string_view{"also"},
    // Hinglish "still", "also", "quite": "bp abhi bhi high hai", "sugar kaafi badha hua hai".
    std::string_view{"abhi"},  std::string_view{"bhi"},    std::string_view{"kaafi"},
    std::string_view{"kafi"},
    // a laboratory value's report: "your potassium level came back high again"
    std::string_view{"level"}, std::string_view{"levels"}, std::string_view{"came"},
    std::string_view{"back"},  std::string_view{"again"},
};

// A measure said to be controlled names the condition that is treated: "your blood pressure is
// well controlled" is hypertension, "sugars are poorly controlled" diabetes.
inline constexpr std::array controlled_words{
    std::string_view{"controlled"}, std::string_view{"uncontrolled"},
};

// A plan's management of a measure it turns to ("for your blood pressure , continue …"): the
// subject words that may come first ("we'll", "i'd like to", "let's") and the verbs.
inline constexpr std::array plan_subjects{
    std::string_view{"we'll"}, std::string_view{"i'll"}, std::string_view{"we"},   std::string_view{"i"},
    std::string_view{"will"},  std::string_view{"let's"}, std::string_view{"i'd"}, std::string_view{"like"},
    std::string_view{"to"},    std::string_view{"so"},    std::string_view{"just"}, std::string_view{"want"},
    std::string_view{"you"},   std::string_view{"can"},
    // the forms without the apostrophe, as the words are normalised
    std::string_view{"well"},  std::string_view{"ill"},   std::string_view{"id"},   std::string_view{"lets"},
};
// Round 19 (dx33): the possessives before a bare "pressure" that make it the patient's blood
// pressure ("your pressure's been up"), and the words that number a plan's heading ("number
// two , blood pressure .", "second , cholesterol .").
inline constexpr std::array pressure_possessives{
    std::string_view{"your"}, std::string_view{"my"}, std::string_view{"his"}, std::string_view{"her"},
};
inline constexpr std::array heading_numbers{
    std::string_view{"one"},   std::string_view{"two"},   std::string_view{"three"},  std::string_view{"four"},
    std::string_view{"five"},  std::string_view{"six"},   std::string_view{"seven"},  std::string_view{"eight"},
    std::string_view{"1"},     std::string_view{"2"},     std::string_view{"3"},      std::string_view{"4"},
    std::string_view{"5"},     std::string_view{"6"},     std::string_view{"first"},  std::string_view{"second"},
    std::string_view{"third"}, std::string_view{"fourth"}, std::string_view{"fifth"}, std::string_view{"lastly"},
    std::string_view{"finally"},
};
inline constexpr std::array management_verbs{
    std::string_view{"continue"}, std::string_view{"start"},    std::string_view{"increase"},
    std::string_view{"decrease"}, std::string_view{"restart"},  std::string_view{"stay"},
    std::string_view{"keep"},     std::string_view{"add"},      std::string_view{"refill"},
    std::string_view{"double"},   std::string_view{"switch"},   std::string_view{"adjust"},
    std::string_view{"reduce"},   std::string_view{"resume"},
};

inline constexpr std::array medicine_words{
    std::string_view{"dawai"},     std::string_view{"dawa"},      std::string_view{"dawaai"},
    std::string_view{"dawaiyan"},  std::string_view{"dava"},      std::string_view{"davai"},
    std::string_view{"davaa"},     std::string_view{"goli"},      std::string_view{"goliyan"},
    std::string_view{"goliyaan"},  std::string_view{"golia"},     std::string_view{"medicine"},
    std::string_view{"medicines"}, std::string_view{"medication"}, std::string_view{"medications"},
    std::string_view{"meds"},      std::string_view{"tablet"},    std::string_view{"tablets"},
    std::string_view{"pill"},      std::string_view{"pills"},     std::string_view{"drugs"},
    std::string_view{"marundhu"},  std::string_view{"marunthu"},  std::string_view{"maathirai"},
    std::string_view{"mathirai"},  std::string_view{"mandu"},     std::string_view{"mandulu"},
    std::string_view{"oshudh"},    std::string_view{"osudh"},     std::string_view{"aushadh"},
    std::string_view{"aushadhe"},
};

// Connectors between a condition and a medicine word: "sugar ki dawai", "bp chi goli",
// "sugar er oshudh", "bp ke liye dawa".
inline constexpr std::array medicine_connectors{
    std::string_view{"ki"},    std::string_view{"ka"},     std::string_view{"ke"},
    std::string_view{"ko"},    std::string_view{"liye"},   std::string_view{"lie"},
    std::string_view{"chi"},   std::string_view{"cha"},    std::string_view{"che"},
    std::string_view{"chya"},  std::string_view{"sathi"},  std::string_view{"saathi"},
    std::string_view{"er"},    std::string_view{"r"},      std::string_view{"jonno"},
    std::string_view{"oda"},   std::string_view{"ku"},     std::string_view{"kosam"},
    std::string_view{"ni"},
};

// "AGE 45", "age group", "at AGE": the capitalised word is the patient's age, not AGE.
inline constexpr std::array age_next_words{
    std::string_view{"of"},      std::string_view{"group"}, std::string_view{"related"},
    std::string_view{"appropriate"}, std::string_view{"years"}, std::string_view{"yrs"},
    std::string_view{"yr"},      std::string_view{"year"},  std::string_view{"old"},
    std::string_view{"limit"},   std::string_view{"between"}, std::string_view{"sex"},
    std::string_view{"gender"},  std::string_view{"and"},
};
inline constexpr std::array age_prev_words{
    std::string_view{"at"},   std::string_view{"the"},    std::string_view{"an"},
    std::string_view{"old"},  std::string_view{"middle"}, std::string_view{"same"},
    std::string_view{"gestational"}, std::string_view{"bone"}, std::string_view{"for"},
    std::string_view{"of"},   std::string_view{"by"},     std::string_view{"young"},
    std::string_view{"advanced"}, std::string_view{"your"}, std::string_view{"his"},
    std::string_view{"her"},  std::string_view{"patient"}, std::string_view{"mental"},
};

// "pain in the knee", "swelling of both ankles": a symptom named before its site is looked
// up as the table names it, site first ("knee pain", "ankle swelling").
inline constexpr std::array site_heads{
    std::string_view{"pain"},      std::string_view{"ache"},     std::string_view{"swelling"},
    std::string_view{"stiffness"}, std::string_view{"tenderness"}, std::string_view{"numbness"},
    std::string_view{"weakness"},  std::string_view{"tingling"}, std::string_view{"cramps"},
    std::string_view{"rash"},      std::string_view{"itching"},
    // A named lesion before its site, as clinicians also say it: "a tear of the meniscus",
    // "an infection of the ear", "a stone in the kidney" (the table's "meniscus tear", "ear
    // infection", "kidney stone"); only a term of the table is ever read.
    std::string_view{"tear"},      std::string_view{"infection"}, std::string_view{"stone"},
    // and a growth found on a scan or an examination: "a nodule in the right lung", "a cyst on
    // the kidney", "a polyp in the colon" (the table's "lung nodule", "kidney cyst", "colon polyp")
    std::string_view{"nodule"},    std::string_view{"cyst"},      std::string_view{"polyp"},
    // and an injury: "a small fracture in your wrist", "a sprain of the ankle" ("wrist
    // fracture", "ankle sprain")
    std::string_view{"fracture"},  std::string_view{"sprain"},    std::string_view{"strain"},
    // review rv23: "a bruise on the left thigh", "contusion of the shin" ("thigh bruise")
    std::string_view{"bruise"},    std::string_view{"contusion"},
};
inline constexpr std::array site_prepositions{
    std::string_view{"in"}, std::string_view{"of"}, std::string_view{"on"}, std::string_view{"around"},
    std::string_view{"over"},
};
// "your thyroid is overactive", "the meniscus is torn": an adjective said after its noun
// and a copula is read as the table's "<adjective> <noun>" term ("overactive thyroid", "torn
// meniscus"). Only these words, which describe a state of an organ or tissue: not "back" ("the
// pain is back") nor a level word ("high", "low": the measure rules read those).
inline constexpr std::array predicate_adjectives{
    std::string_view{"overactive"}, std::string_view{"underactive"}, std::string_view{"enlarged"},
    std::string_view{"fatty"},      std::string_view{"torn"},        std::string_view{"frozen"},
    std::string_view{"pinched"},    std::string_view{"herniated"},   std::string_view{"deviated"},
    std::string_view{"collapsed"},  std::string_view{"impacted"},    std::string_view{"prolapsed"},
    std::string_view{"infected"},   std::string_view{"inflamed"},    std::string_view{"dislocated"},
    std::string_view{"fractured"},  std::string_view{"sprained"},    std::string_view{"lazy"},
    // probe round 17: the symptoms said of a body part ("her throat is sore", "his ankle is
    // swollen", "my nose is blocked")
    std::string_view{"swollen"},    std::string_view{"sore"},        std::string_view{"itchy"},
    std::string_view{"stiff"},      std::string_view{"numb"},        std::string_view{"blocked"},
    std::string_view{"runny"},      std::string_view{"scratchy"},  // review rv24: "my throat is scratchy"
    // round 19 (dx33): "your heart is weak", "the heart pump is still weak" (the table's "weak
    // heart", "weak pump"); "my eyes are weak", "the erection is weak" name their rows too
    std::string_view{"weak"},
};
// "my knee hurts", "her back is aching": a site's pain said with a verb (probe round 17).
inline constexpr std::array hurt_verbs{
    std::string_view{"hurts"},   std::string_view{"hurt"},    std::string_view{"hurting"},
    std::string_view{"aches"},   std::string_view{"ache"},    std::string_view{"aching"},
};
inline constexpr std::array hurt_auxiliaries{
    std::string_view{"is"}, std::string_view{"are"}, std::string_view{"keeps"}, std::string_view{"still"},
    std::string_view{"really"}, std::string_view{"also"},
};
// "a sprained wrist", "a dislocated shoulder", "a cracked rib": an injury said as a
// participle before its site is the table's "<site> <injury>" term ("wrist sprain", "shoulder
// dislocation", "rib fracture"), each participle with the noun it names.
struct injury_participle {
  std::string_view participle;
  std::string_view noun;
};
inline constexpr std::array injury_participles{
    injury_participle{"sprained", "sprain"},        injury_participle{"twisted", "sprain"},
    injury_participle{"dislocated", "dislocation"}, injury_participle{"broken", "fracture"},
    injury_participle{"cracked", "fracture"},       injury_participle{"fractured", "fracture"},
    injury_participle{"bruised", "contusion"},      injury_participle{"torn", "tear"},
    injury_participle{"pulled", "strain"},          injury_participle{"strained", "strain"},
    // the past tense of a clinician's statement: "you tore your meniscus", "you broke your wrist"
    injury_participle{"tore", "tear"},              injury_participle{"broke", "fracture"},
};
// Words between the participle and its site: "a sprained left wrist", "you sprained your
// ankle", "you tore the meniscus".
inline constexpr std::array injury_site_fillers{
    std::string_view{"left"}, std::string_view{"right"}, std::string_view{"lower"}, std::string_view{"upper"},
    std::string_view{"your"}, std::string_view{"his"},   std::string_view{"her"},   std::string_view{"my"},
    std::string_view{"the"},  std::string_view{"their"},
};

// Copulas and the degree words that may follow one: "is", "are now", "looks a bit".
inline constexpr std::array predicate_copulas{
    std::string_view{"is"},    std::string_view{"are"},   std::string_view{"was"},
    std::string_view{"were"},  std::string_view{"looks"}, std::string_view{"seems"},
    std::string_view{"appears"}, std::string_view{"feels"},
};
// The perfect's auxiliaries before "been", a copula too (probe round 23, review rv26: "my ankles
// have been really swollen this week").
inline constexpr std::array perfect_auxiliaries{std::string_view{"have"}, std::string_view{"has"},
                                                std::string_view{"had"}};
// How many words of copula stand at token `at` (of `n`): one ("is", "looks"), two for the
// perfect ("has been"), none.
template <typename Word, typename Joined>
std::size_t predicate_copula_words(std::size_t at, std::size_t n, const Word& word, const Joined& joined) {
  if (at < n && joined(at) && text::is_listed<predicate_copulas>(word(at))) {
    return 1;
  }
  return at + 2 < n && joined(at) && joined(at + 1) && word(at + 1) == "been" &&
                 text::is_listed<perfect_auxiliaries>(word(at))
             ? 2
             : 0;
}
inline constexpr std::array predicate_degrees{
    std::string_view{"a"},      std::string_view{"bit"},      std::string_view{"little"},
    std::string_view{"slightly"}, std::string_view{"mildly"}, std::string_view{"very"},
    std::string_view{"quite"},  std::string_view{"somewhat"}, std::string_view{"still"},
    std::string_view{"now"},    std::string_view{"also"},     std::string_view{"moderately"},
    // review rv23: "my throat is really sore", "the knee is so swollen"
    std::string_view{"really"}, std::string_view{"so"},       std::string_view{"pretty"},
    std::string_view{"extremely"},
};

inline constexpr std::array site_fillers{
    std::string_view{"the"},   std::string_view{"my"},    std::string_view{"his"},
    std::string_view{"her"},   std::string_view{"your"},  std::string_view{"their"},
    std::string_view{"both"},  std::string_view{"left"},  std::string_view{"right"},
    std::string_view{"lower"}, std::string_view{"upper"}, std::string_view{"a"},
};

inline constexpr std::array lab_next_words{
    std::string_view{"level"},   std::string_view{"levels"},  std::string_view{"test"},
    std::string_view{"tests"},   std::string_view{"result"},  std::string_view{"results"},
    std::string_view{"report"},  std::string_view{"value"},   std::string_view{"values"},
    std::string_view{"reading"}, std::string_view{"readings"}, std::string_view{"labs"},
    std::string_view{"studies"}, std::string_view{"panel"},
};
inline constexpr std::array lab_copulas{std::string_view{"is"}, std::string_view{"was"}, std::string_view{"are"},
                                       std::string_view{"were"}};
inline constexpr std::array lab_result_words{
    std::string_view{"low"},    std::string_view{"high"},     std::string_view{"normal"},
    std::string_view{"elevated"}, std::string_view{"borderline"}, std::string_view{"deficient"},
    std::string_view{"abnormal"}, std::string_view{"raised"},  std::string_view{"okay"},
};
inline constexpr std::array lab_prev_words{
    std::string_view{"check"},  std::string_view{"checked"}, std::string_view{"checking"},
    std::string_view{"serum"},  std::string_view{"order"},   std::string_view{"ordered"},
    std::string_view{"repeat"}, std::string_view{"test"},    std::string_view{"tested"},
    std::string_view{"measure"}, std::string_view{"measured"},
};


inline int kind_rank(concept_kind kind) {
  switch (kind) {
    case concept_kind::condition:
      return 0;
    case concept_kind::medicine:
      return 1;
    case concept_kind::investigation:
      return 2;
    case concept_kind::phrase:
      return 3;
  }
  return 4;
}

struct string_hash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const noexcept {
    return std::hash<std::string_view>{}(s);
  }
};

// What a trie node stands for.
struct target {
  concept_ref primary;
  std::optional<concept_ref> alternative;
  std::uint32_t codemix_row = no_row;
  match_source source = match_source::term;
};

// Follow-up readings of a measurement mention (the "bp badha" / "bp ki dawai" rules).
struct measure_rule {
  std::uint32_t investigation = 0;
  std::optional<concept_ref> elevated;
  std::optional<concept_ref> lowered;
  std::optional<concept_ref> medication;
};

// A laboratory value written with the analyte's chemical symbol ("Na 131", "K+ 3.2"): the
// symbol as written (case counts: "na" is Hindi for "no", "k" a letter) and the value range
// that makes it that analyte's result in a note.
struct lab_symbol {
  std::string_view symbol;
  std::uint32_t investigation = 0;
  double low = 0;
  double high = 0;
};


}  // namespace detail

// See terminology.hpp: immutable once the tables are parsed and the trie is frozen.
struct terminology::impl {
  using frozen_vocabulary = detail::frozen_vocabulary;
  using frozen_edges = detail::frozen_edges;
  using target = detail::target;
  using measure_rule = detail::measure_rule;
  using string_hash = detail::string_hash;

  std::string conditions_text;
  std::string loinc_text;
  std::string medicines_text;
  std::string codemix_text;
  std::string icd10_text;           ///< generated WHO ICD-10 rows (appended to conditions)
  std::size_t curated_conditions = 0;  ///< rows of conditions.tsv; the icd10 rows follow

  std::vector<condition_row> conditions;
  std::vector<investigation_row> investigations;
  std::vector<medicine_row> medicines;
  std::vector<codemix_row> codemix;

  std::unordered_map<std::string, std::uint32_t, string_hash, std::equal_to<>> vocab;
  std::unordered_map<std::uint64_t, std::uint32_t> edges;  // (node << 32 | word) → child
  frozen_vocabulary fast_vocab;  // `vocab` once the tables are built
  frozen_edges fast_edges;       // `edges` once the tables are built
  std::vector<bool> starts_term;  // per word id: some term starts with it
  // Per word id, which of the word-order rules can start at it: the noun of a "<predicate
  // adjective> <noun>" condition term ("thyroid" of "overactive thyroid", so the loop looks for
  // "thyroid is overactive" only after one) or an injury participle ("sprained"). One byte read
  // per word of the text decides both.
  static constexpr std::uint8_t predicate_noun_rule = 1;
  static constexpr std::uint8_t participle_rule = 2;
  // a site with a "<site> pain" condition row ("knee" of "knee pain"), for "my knee hurts"
  static constexpr std::uint8_t pain_site_rule = 4;
  // one of `site_heads` ("pain" of "pain in the knee"); a bit here rather than a table of its
  // own, so one byte read per word decides every word-order rule
  static constexpr std::uint8_t site_head_rule = 8;
  std::vector<std::uint8_t> word_rules;
  // per word id: the word id of the injury noun a participle names ("sprained" → "sprain"), or no_id
  std::vector<std::uint32_t> participle_noun;
  std::vector<std::int32_t> terminal{-1};                  // per node: index into targets
  // Nodes a term's word after a comma of its own name reaches ("foot" of "hand, foot and mouth
  // disease"): the match may cross one comma to them, and to no other node, so a list of
  // separate conditions ("cough, fever and rash") stays separate.
  std::vector<std::uint32_t> comma_nodes;
  std::vector<target> targets;
  std::size_t codemix_resolved = 0;

  std::optional<concept_ref> age_target;
  std::vector<measure_rule> measure_rules;
  // Round 19 (dx33): the target of "blood pressure" and the word id of a bare "pressure", for
  // "your pressure" said of the patient (terminology_match.cpp).
  std::int32_t blood_pressure_target = -1;
  std::uint32_t pressure_word = detail::no_id;
  std::vector<detail::lab_symbol> lab_symbols;
  std::unordered_map<std::uint32_t, std::size_t> guarded;  // trie node → index in `guards`
  // Bit (node mod 4,096) set for each node of `guarded`: the match asks the map only when its
  // bit is set (a hash lookup for every match otherwise, nearly all of them misses).
  std::array<std::uint64_t, 64> guarded_filter{};

  void parse(const table_sources& src);
  void build_matcher();
  // The per-word-id tables the match loop reads once the vocabulary is frozen: word_rules and
  // participle_noun (terminology_word_rules.cpp).
  void build_word_rules();
  std::uint32_t child(std::uint32_t node, std::uint32_t word) const {
    const std::uint64_t key = (static_cast<std::uint64_t>(node) << 32) | word;
    if (!fast_edges.empty()) {
      return fast_edges.find(key);
    }
    const auto it = edges.find(key);
    return it == edges.end() ? 0 : it->second;
  }
  std::uint32_t node_of(const std::vector<std::string>& words, bool create);
  void add_term(std::string_view term, const target& t);
  std::optional<std::int32_t> walk_exact(std::string_view term) const;
  std::optional<concept_ref> lookup_concept(std::string_view term) const;
  const measure_rule* rule_for(concept_ref ref) const {
    if (ref.kind != concept_kind::investigation) {
      return nullptr;
    }
    for (const measure_rule& r : measure_rules) {
      if (r.investigation == ref.row) {
        return &r;
      }
    }
    return nullptr;
  }
  void match(std::string_view text, const text::word_scan& words, const match_options& options,
             std::vector<concept_match>& out) const;
  /// Reads a drug-or-test word listed beside a test as the test (engine rules only).
  static void read_listed_with_tests_as_tests(std::string_view text, std::vector<concept_match>& out,
                                              std::size_t first);
  /// Adds the investigation matches of lab values written with chemical symbols.
  void match_lab_symbols(std::string_view text, const std::vector<detail::token>& toks,
                         std::vector<concept_match>& out, std::size_t first) const;
  std::size_t memory_bytes() const;
};

}  // namespace cxs::domain::terminology
